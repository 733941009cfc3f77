"""A full session of every game, then leaving it, at the
simulator's default heap (``make sim``'s HEAP: the emulated Pico's heap in
the 64-bit unix port's bytes, docs/measuring.md, Memory). Each script in SESSIONS
(tools/sim/scripts/*_full.txt: every Sombreros hat and 60 Clocktowers cards
tapped with 3 and with 4 players, whole Hamsterdam, Hamsterrolle and Stramash
games) ends by leaving the game for the game menu. Checked, as the firmware
runs (no extra collections): no MemoryError (no crash at all), the game left
(its ``abandoned`` line; ``closed`` for a finished game), the saved game gone
from /data, and the next boot
over that /data offering nothing; and the same with a quarter of the heap
taken away (TIGHT: the margin around saves, scoring and leaving, between the
log lines). The least free heap of each session, from a run with the heap
trace (a collection at every logged line, as the emulated Pico's heap runs
measure it), is printed, and on the Pico's scale it keeps a quarter of the
Pico's heap free.

The runs go two at a time, as many as there are cores up to four (about
35 s in all on two)."""

import concurrent.futures
import os
import pathlib
import re
import subprocess

import pytest
import run

ROOT = pathlib.Path(__file__).resolve().parents[1]
SCRIPTS = ROOT / "tools/sim/scripts"
SESSIONS = (
    ("hamsterdam_4p_full.txt", "hd game closed "),
    ("sombreros_3p_full.txt", "som session abandoned taps=42"),
    ("sombreros_4p_full.txt", "som session abandoned taps=42"),
    ("clocktowers_3p_full.txt", "clk session abandoned taps=60"),
    ("clocktowers_4p_full.txt", "clk session abandoned taps=60"),
    ("hamsterrolle_4p_full.txt", "hr game closed "),
    ("stramash_4p_full.txt", "st game closed "),
)
TIGHT = 0.75  # of make sim's heap: every session fits in it too
MARGIN = 0.25  # of the Pico's heap, kept free at the least (on the Pico's scale)


def test_the_tight_heap_is_less_than_every_boards():
    # TIGHT of the Pico's heap (184,416 B on the Pico's scale) is less than
    # the least of the four boards' (the Pico W's 205,184 B, board_pico's
    # BOARDS): every session that passes at TIGHT fits on each board
    import boardtable

    assert run.PICO_HEAP == 245_888
    heaps = dict((b.key, b.heap) for b in boardtable.boards())
    assert min(heaps.values()) == heaps["pico_w"] == 205_184
    assert TIGHT * run.PICO_HEAP < heaps["pico_w"]


def make_heap():
    """``make sim``'s heap: the Makefile's ``HEAP ?=``, in bytes."""
    m = re.search(r"^HEAP \?= *(\S+)", (ROOT / "Makefile").read_text(), re.M)
    assert m, "no HEAP ?= in the Makefile"
    return run.heap_bytes(m.group(1))


def _sim(mpy, heap, args):
    env = {"MICROPYPATH": run.micropath(mpy), "PATH": "/usr/bin:/bin"}
    cmd = run.micropython_cmd(str(heap), args)
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=180)


def saved(data):
    return sorted(n for n in os.listdir(data) if n.startswith("game")) if data.is_dir() else []


def play(mpy, heap, name, tmp, *extra, boot=False):
    """Play SCRIPTS/name at ``heap`` bytes, then (``boot``) boot again over
    the /data it left: (its output, the saved files left, the boot's output
    or None)."""
    data = tmp / "data"
    args = ["--script", str(SCRIPTS / name), "--data", str(data), "--shots", str(tmp / "shots")]
    session = _sim(mpy, heap, args + run.modes_args(name) + list(extra))
    left = saved(data)
    if not boot:
        return session, left, None
    boot_script = tmp / "boot.txt"
    boot_script.write_text("wait 1000\n")
    after = _sim(mpy, heap, ["--script", str(boot_script), "--data", str(data), "--keep-data"])
    return session, left, after


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """Per session of SESSIONS: ``"heap"``, played at make sim's heap (and
    booted again after); ``"tight"``, at TIGHT of it; ``"trace"``, at make
    sim's heap with the heap trace (as ``make sim SCRIPT=`` runs)."""
    heap = make_heap()
    mpy = tmp_path_factory.mktemp("mpy")
    run.build(mpy)
    kinds = {
        "heap": (heap, (), True),
        "tight": (int(heap * TIGHT) // 1024 * 1024, (), False),
        "trace": (heap, ("--heap-trace",), False),
    }
    jobs = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=min(4, os.cpu_count() or 2)) as ex:
        for name, _ in SESSIONS:
            for kind, (size, extra, boot) in kinds.items():
                tmp = tmp_path_factory.mktemp("%s-%s" % (name.split(".")[0], kind))
                jobs[name, kind] = ex.submit(play, mpy, size, name, tmp, *extra, boot=boot)
        return {key: job.result() for key, job in jobs.items()}


def test_make_sim_heap_is_the_calibrated_one():
    # make sim and tools/sim/run.py agree: the Pico's heap times the 64-bit factor
    assert make_heap() == run.heap_bytes(run.DEFAULT_HEAP)
    assert make_heap() == run.PICO_HEAP * run.PICO64 // 1024 * 1024


def check_left(session, left, left_line):
    out = session.stdout + session.stderr
    assert "MemoryError" not in out, out[-3000:]
    assert session.returncode == 0 and "sim crash" not in out, out[-3000:]
    lines = session.stdout.splitlines()
    assert [ln for ln in lines if ln.startswith(left_line)], lines[-20:]
    end = [ln for ln in lines if ln.startswith("sim end ")]
    assert end and end[0].endswith(" hw_over=0"), end  # the simulator's room held
    assert left == [], left  # nothing saved


@pytest.mark.parametrize("name,left_line", SESSIONS)
def test_full_session_then_leaving_fits(runs, name, left_line):
    session, left, boot = runs[name, "heap"]
    check_left(session, left, left_line)
    # the next boot goes to the game menu: nothing offered again
    assert boot.returncode == 0, boot.stdout[-2000:] + boot.stderr[-2000:]
    booted = boot.stdout.splitlines()
    assert [ln for ln in booted if ln.startswith("sys boot ")], booted
    assert not [ln for ln in booted if ln.startswith("sys saved ")], booted


@pytest.mark.parametrize("name,left_line", SESSIONS)
def test_full_session_then_leaving_fits_with_a_quarter_less(runs, name, left_line):
    session, left, _ = runs[name, "tight"]
    check_left(session, left, left_line)


def least(session):
    """(least free heap, on the Pico's scale) from the end line's
    ``heap_least`` (as the simulator's ``pico_least``: the Pico's heap less
    the heap in use over the 64-bit factor), or None."""
    for ln in session.stdout.splitlines():
        m = re.match(r"sim end .* heap_least=(\d+) ", ln)
        if m:
            free = int(m.group(1))
            return free, int(run.PICO_HEAP - (make_heap() - free) / run.PICO64)
    return None


def test_least_free_heap_of_each_session(runs, capsys):
    rows = {name: least(runs[name, "trace"][0]) for name, _ in SESSIONS}
    with capsys.disabled():
        print("\nleast free heap, make sim's %d B (unix port) / the Pico's scale:" % make_heap())
        for name, r in rows.items():
            if r is not None:
                print("  %-26s %7d B  %7d B" % (name, r[0], r[1]))
    for name, r in rows.items():
        assert r is not None, (name, runs[name, "trace"][0].stdout[-2000:])
        check_left(runs[name, "trace"][0], runs[name, "trace"][1], dict(SESSIONS)[name])
        assert r[1] >= MARGIN * run.PICO_HEAP, (name, r)
