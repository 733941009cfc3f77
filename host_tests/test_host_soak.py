"""The soak command (tools/bench/soak.py) in short: the script it writes, and
fifteen virtual minutes of mixed play at 232K (a Pico with about 169 KB;
six cycles: the drift's windows then hold two cycles each, so one checkpoint
that dips, as MicroPython's conservative collector makes one now and then, is
not read as a leak). 216K since the scoring screens read from the seats: the
firmware's names fill the qstr pools past 1,270 (every mode's), so it needs
the next, 1,280-entry pool (about 14 KB in one piece on the 64-bit port, 9 KB
on the Pico), and the scoring screens' words and big glyphs took about 8 KB
more: at 208K the soak's scoring stretches ran out. 224K since the questions,
cell glyphs, kept dice and journalled sessions: they took about 6 KB more on
the 64-bit port (least free at 216K before: 18.8 KB; at 224K now: 20.3 KB;
at 216K a scoring stretch ran out). 232K since the language tables: at 224K
a stretch ran out; at 232K least free 22.7 KB, drift -288 B."""

import importlib.util
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("soak", ROOT / "tools/bench/soak.py")
assert _spec is not None and _spec.loader is not None
soak = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(soak)


def test_script_is_repeatable_and_mixed():
    a = soak.make_script(0.2, 1)
    assert a.lines == soak.make_script(0.2, 1).lines
    assert a.ms >= 0.2 * 3600_000
    verbs = {ln.split()[0] for ln in a.lines}
    assert verbs == {"pick", "press", "hold", "tap", "wait", "reset", "mem", "battery"}
    text = "\n".join(a.lines)
    for card in ("bg1 som hat", "bg1 clk roof", "classic"):
        assert card in text


def test_fifteen_minutes_at_216k_no_crash_no_drift(tmp_path):
    assert soak.main(["--hours", "0.25", "--heap", "232K", "--out", str(tmp_path)]) == 0


def test_segments_are_the_stretches_between_resets():
    lines = ["mem boot", "press ok", "reset", "press ok", "reset", "reset", "mem cycle0"]
    assert soak.segments(lines) == [["mem boot", "press ok"], ["press ok"], [], ["mem cycle0"]]


def test_each_stretch_starts_on_the_clock_where_the_last_one_stopped(tmp_path):
    # sim.py: 50 ms to boot, the script, 50 ms before the final screen.
    # The first stretch, 70.1 s from 60 s before the ticks wrap, carries the
    # second over the wrap: it starts at tick 10,100.
    script = tmp_path / "s.txt"
    script.write_text("wait 70000\nmem a\nreset\nwait 50000\nmem cycle0\n")
    soak.run.build(tmp_path / "mpy")
    r = soak.soak(script, "192K", tmp_path)
    assert r["crash"] is None and r["rc"] == 0
    assert r["ticks"] == [soak.TICKS_PERIOD - 60_000, 10_100]
    assert r["end"]["virtual_ms"] == str(70_100 + 50_100)
