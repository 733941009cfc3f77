"""A short run of every bench and tool that a README or Makefile command
runs (``make bench``, ``make bench-pico``, ``make screens``,
calibrate, erase_spikes, the figures page), so that a change to the rules or
the screens cannot break one unnoticed: each with small counts, its figures
written to a temporary ``$BENCH_DIR`` (never over build/bench), its output
checked for the lines it promises. The emulated Pico's ones skip with the
reason ``pico.ready()`` (the kit's ``emulator ready``) gives. The slow ones
(seconds each: the simulator, the emulated Pico) are in host_tests/tiers.py.
``make soak`` is host_tests/test_host_soak.py's (a quarter of an hour of
play, the least that has cycles to measure a drift on); ``make flash
--dry-run``, test_host_flash.py's; the card tool, test_host_cards.py's; the
wiring, test_host_hardware.py's."""

import json
import os
import pathlib
import shutil
import subprocess
import sys

import pytest

from companion.games import GAMES

ROOT = pathlib.Path(__file__).resolve().parents[1]
# the import roots (the Makefile's PY and MPPATH)
ROOTS = ("firmware", "testkit", "host_tests", "tools/sim", "tools/bench", "tools")
MP_ROOTS = ("firmware", "testkit", "host_tests", "tools/sim", "tools/bench", ".frozen")
BIN = pathlib.Path(sys.executable).parent
UNIX_PORT = BIN / "micropython"
KINDS = [row[1] for row in GAMES]
UNIX_PORT_SKIP = "runs each bench in a subprocess, and pytest's fixtures"


def _env(tmp, **extra):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(str(ROOT / r) for r in ROOTS)
    env["MICROPYPATH"] = ":".join(str(ROOT / r) for r in MP_ROOTS)
    env["BENCH_DIR"] = str(tmp / "bench")
    env.update(extra)
    return env


def _run(cmd, tmp, timeout=300, ok=0, **extra):
    p = subprocess.run(
        [str(c) for c in cmd],
        cwd=tmp,
        env=_env(tmp, **extra),
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    out = p.stdout + p.stderr
    assert p.returncode == ok, "%s: exit %d\n%s" % (cmd, p.returncode, out[-3000:])
    return out


def cpython(tool, *args, tmp, **kw):
    return _run([sys.executable, ROOT / tool, *args], tmp, **kw)


def unix_port(tool, *args, tmp, **kw):
    return _run([UNIX_PORT, ROOT / tool, *args], tmp, **kw)


def saved(tmp, name):
    return json.loads((tmp / "bench" / (name + ".json")).read_text())


@pytest.fixture
def tmp(tmp_path):
    (tmp_path / "bench").mkdir()
    return tmp_path


# -- make bench, step by step ------------------------------------------------


def test_code_ram_measures_every_game(tmp):
    if shutil.which("node") is None or not (ROOT / "tools/wasm/node_modules").is_dir():
        pytest.skip("the WebAssembly port is not installed (make bench: npm ci in tools/wasm)")
    cpython("tools/bench/code_ram.py", "--sessions", "sombreros", tmp=tmp)
    got = saved(tmp, "code_ram")
    mods = {m["module"]: m for m in got["modules"]}
    for row in GAMES:  # every game's screen measured, its code apart from its names
        m = mods["companion.ui." + row[2]]
        assert 0 < m["code32"] <= m["heap32"] and m["names"] > 0, m
    # the session played to its peak (the last tap: the rules wait for the
    # scores) holds the boot, the card reader's stack and its screen
    (held,) = got["sessions"].values()
    assert list(got["sessions"]) == ["sombreros"]
    for name in ("companion.device", "companion.nfc.reader", "companion.ui.sombreros_ui"):
        assert name in held["modules"], name
    assert "companion.rules.sombreros" not in held["modules"]
    assert held["code32"] == sum(held["modules"].values())
    assert held["code32"] > sum(m["code32"] for m in got["modules"] if m["group"] == "boot")


def test_code_ram_leaves_out_the_modules_a_full_heap_could_not_measure():
    # The emulated Pico imports every module at once (make bench-pico); on a
    # 1.29 firmware, 12 KB smaller, the last do not fit: the run says which
    # and stops, and the figures keep the modules measured before
    import code_ram

    q = "qstr pool: n_pool=6, n_qstr=%d, n_str_data_bytes=1, n_total_bytes=%d"
    text = "\n".join(
        (
            q % (900, 20000),
            "boot companion 1136",
            q % (910, 20110),
            "history companion.history 3104",
            q % (922, 20194),
            "unmeasured companion.rules.fair out of heap",
            "total all 150000",
        )
    )
    assert code_ram.parse(text) == {
        ("boot", "companion"): [1136, 110, 10],
        ("history", "companion.history"): [3104, 84, 12],
        ("total", "all"): [150000, 0, 0],
    }


def test_names_one_set(tmp):
    out = cpython("tools/bench/names.py", "--modes", KINDS[0], tmp=tmp)
    rows = saved(tmp, "names")["names"]
    assert [r["modes"] for r in rows] == [KINDS[0]]
    assert rows[0]["names"] > 100 and rows[0]["pools"] >= 1, out


def test_minheap_short_script(tmp):
    script = ROOT / "tools/sim/scripts/settings_battery.txt"
    out = cpython(
        "tools/bench/minheap.py", script, "--lo", "320K", "--hi", "330K", "--at", "330K", tmp=tmp
    )
    (row,) = saved(tmp, "minheap")
    assert row["session"] == "settings_battery", out
    assert row["smallest_heap"] and row["least_free"], out


def test_display_bytes(tmp):
    out = unix_port("tools/bench/display_bytes.py", tmp=tmp)
    assert "nothing changed" in out and saved(tmp, "display_bytes")


def test_nfc_bytes(tmp):
    unix_port("tools/bench/nfc_bytes.py", tmp=tmp)
    assert saved(tmp, "nfc_bytes")


def test_presence_short_traces(tmp):
    out = unix_port("tools/bench/presence.py", "2", tmp=tmp)
    assert "all as they should be" in out, out


def test_powercut_few_acts(tmp):
    out = unix_port("tools/bench/powercut.py", "6", tmp=tmp)
    assert "saving a 6-act Hamsterdam game" in out, out


def test_history_flash_fills_and_keeps_200(tmp):
    out = unix_port("tools/bench/history_flash.py", "205", tmp=tmp)
    got = saved(tmp, "history_flash")
    assert got["kept"] == 200 and got["full"]["appends"] == 5, out
    assert 0 < got["filling"]["programs_per_append"] and got["full"]["most_erases_in_one"] >= 0


def test_dice_few_rolls(tmp):
    dst = tmp / "dice.json"
    unix_port("tools/bench/dice.py", "--rolls", "3000", "--seed", "7", "--json", dst, tmp=tmp)
    assert json.loads(dst.read_text())["rolls"] == 3000


def test_cpu_replays_a_legal_game_on_both_runtimes(tmp):
    """The game cpu.py replays is made by the rules (its check lines are the
    same on CPython and the unix port); three runs each."""
    dst = tmp / "cpu.json"
    mp = unix_port("tools/bench/cpu.py", "--runs", "3", "--json", dst, tmp=tmp)
    py = cpython("tools/bench/cpu.py", "--runs", "1", tmp=tmp)
    checks = [[ln for ln in out.splitlines() if ln.startswith("check ")] for out in (mp, py)]
    assert len(checks[0]) == 3 and checks[0] == checks[1], (mp, py)
    names = [f["name"] for f in json.loads(dst.read_text())["figures"]]
    assert "event undo @end (hold back)" in names


def test_fuzz_tags_few_images(tmp):
    dst = tmp / "fuzz.json"
    out = unix_port("tools/bench/fuzz_tags.py", "40", "--stack", "10", "--json", dst, tmp=tmp)
    assert "fuzz_tags: PASS" in out, out
    assert dst.is_file()


def test_startup_two_runs(tmp):
    cpython("tools/bench/startup.py", "--runs", "2", tmp=tmp)
    assert saved(tmp, "startup")


def test_merge_and_the_figures_page(tmp):
    unix_port("tools/bench/dice.py", "--rolls", "600", "--json", tmp / "bench/dice.json", tmp=tmp)
    unix_port("tools/bench/display_bytes.py", tmp=tmp)
    cpython("tools/bench/merge.py", tmp=tmp)
    merged = saved(tmp, "figures")
    assert merged["figures"]["dice"]["rolls"] == 600 and merged["commit"]
    page = tmp / "figures.md"
    cpython("tools/bench/report.py", "--out", page, tmp=tmp, PICO_KIT=str(tmp / "none"))
    text = page.read_text()
    assert text.startswith("# Figures") and "Not readable" not in text, text
    assert "600 rolls" in text and "I2C bytes, one counter change" in text, text


# -- the lists a new game joins ----------------------------------------------


def test_every_game_is_in_the_benches_lists():
    import calibrate
    import names
    import screens
    import soak

    assert set(KINDS) <= set(names.SETS) and set(KINDS) <= set(names.SETS[0].split(","))
    assert set(KINDS) <= set(soak.MODES) and {"cards", "settings", "battery"} <= set(soak.MODES)
    for row in GAMES:
        label = row[0].lower()
        assert any(s.startswith(label + "_") for s in calibrate.SESSIONS), row
        assert any(screens.prefix(p) == label for p, _ in screens.plan()), row


def test_screens_plan_and_one_script(tmp):
    out = cpython("tools/sim/screens.py", "--list", tmp=tmp)
    assert "hamsterdam_3p.txt: start turn1" in out, out
    pics = tmp / "pics"
    script = ROOT / "tools/sim/scripts/settings_battery.txt"
    args = [script, "--out", pics, "--shots", tmp / "shots", "--lang", "en,de"]
    cpython("tools/sim/screens.py", *args, tmp=tmp)
    got = sorted(p.name for p in pics.iterdir())
    names = ["settings-dim.png", "settings-gauge.png", "settings-settings.png"]
    assert got == ["de"] + names, got
    assert sorted(p.name for p in (pics / "de").iterdir()) == names
    assert (pics / "de/settings-settings.png").read_bytes() != (
        pics / "settings-settings.png"
    ).read_bytes()  # the German screen is another picture


# -- calibrate (make soak: test_host_soak.py) ----------------------------------


def test_calibrate_without_a_kit(tmp):
    out = cpython("tools/sim/calibrate.py", tmp=tmp, PICO_KIT=str(tmp / "none"))
    assert "no emulated Pico here" in out and "nothing done" in out, out


def test_calibrate_pairs_lines_digits_aside():
    import calibrate

    pico = [("hd roll 3+4", 1000), ("hd flood P1", 900), ("sim only", 5)]
    sim = [("hd roll 6+1", 2000), ("other", 1), ("hd flood P1", 1500)]
    rows = calibrate.pair(pico, sim)
    assert rows == [("hd roll 3+4", 1000, 2000), ("hd flood P1", 900, 1500)]
    f = calibrate.measure(rows, 3000, 4000)
    assert (f["pico_least"], f["pico_used"], f["sim_used"], f["ratio"]) == (900, 2100, 2500, 1.19)


# -- the emulated Pico ---------------------------------------------------------


def _pico_ready():
    import pico

    if shutil.which("node") is None:
        return "the emulated Pico needs Node.js"
    return pico.ready()


def test_pico_without_a_kit_says_so(tmp):
    dst = tmp / "pico.json"
    out = cpython(
        "tools/bench/pico.py", "--quick", "--json", dst, tmp=tmp, PICO_KIT=str(tmp / "none")
    )
    assert "bench-pico: no emulated Pico here" in out and "nothing measured" in out, out
    assert not dst.exists()


def test_pico_quick_one_session(tmp):
    why = _pico_ready()
    if why is not None:
        pytest.skip(why)
    dst = tmp / "pico.json"
    cpython("tools/bench/pico.py", "--quick", "--only", "menus", "--json", dst, tmp=tmp)
    figures = json.loads(dst.read_text())
    assert list(figures["sessions"]) == ["menus"], figures


def test_erase_spikes(tmp):
    why = _pico_ready()
    if why is not None:
        pytest.skip(why)
    out = cpython("tools/bench/erase_spikes.py", "--timing", "typ", "--out", tmp / "es", tmp=tmp)
    assert "spike" in out, out


def sim_log(script, out, tag):
    """The log lines starting with ``tag`` of ``script`` played in the
    simulator (tools/sim/run.py), its shots and data under ``out``."""
    args = ["--script", str(script), "--shots", str(out / "shots"), "--data", str(out / "d")]
    p = subprocess.run(
        [sys.executable, str(ROOT / "tools/sim/run.py")] + args,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert p.returncode == 0, p.stdout[-2000:] + p.stderr[-2000:]
    return [ln for ln in p.stdout.splitlines() if ln.startswith(tag)]


@pytest.mark.parametrize("game", ["hamsterrolle", "stramash"])
def test_the_pico_heap_scripts_play_the_simulators_whole_games(game, tmp_path):
    # tools/bench/pico/GAME_heap.txt is the simulator's GAME_4p_full.txt with
    # each "pick" written out as presses (the emulated Pico's player has no
    # pick): played in the simulator, both give the same game, line by line
    tag = "hr " if game == "hamsterrolle" else "st "
    sim = sim_log(ROOT / "tools/sim/scripts" / (game + "_4p_full.txt"), tmp_path / "sim", tag)
    pico = sim_log(ROOT / "tools/bench/pico" / (game + "_heap.txt"), tmp_path / "pico", tag)
    assert len(sim) > 10 and pico == sim


def test_the_pico_evening_plays_the_sombreros_session_after_the_other_screens(tmp_path):
    # tools/bench/pico/evening_heap.txt opens every other screen first (by
    # position on the game menu), then plays sombreros_42.txt: in the
    # simulator both score the same session, line by line
    scripts = ROOT / "tools/bench/pico"
    evening = sim_log(scripts / "evening_heap.txt", tmp_path / "evening", "som ")
    assert "som place 1 player=P1 total=27 by=points" in evening
    assert evening == sim_log(scripts / "sombreros_42.txt", tmp_path / "alone", "som ")
