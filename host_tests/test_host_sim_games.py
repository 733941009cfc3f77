"""Whole games through the simulator's script mode: the real firmware on the
MicroPython unix port with a Pico-sized heap. Expected counts are worked out
by hand in the script comments (tools/sim/scripts/)."""

import pathlib
import subprocess
import sys

import pytest
import run

ROOT = pathlib.Path(__file__).resolve().parents[1]
SCRIPTS = ROOT / "tools/sim/scripts"


@pytest.fixture(scope="session")
def mpy_dir(tmp_path_factory):
    """firmware/ and the simulator compiled to .mpy, as ``make sim`` runs them."""
    out = tmp_path_factory.mktemp("mpy")
    run.build(out)
    return out


def run_sim(script, tmp_path, mpy_dir, heap="236K"):
    env = {"MICROPYPATH": run.micropath(mpy_dir), "PATH": "/usr/bin:/bin"}
    args = ["--script", str(SCRIPTS / script), "--shots", str(tmp_path)]
    args += ["--data", str(tmp_path / "data")]
    cmd = run.micropython_cmd(heap, args)
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    return out.stdout.splitlines()


def last(lines, prefix):
    return [line for line in lines if line.startswith(prefix)][-1]


def test_three_player_standard_game_to_the_winner(tmp_path, mpy_dir):
    lines = run_sim("hamsterdam_3p.txt", tmp_path, mpy_dir)
    assert "hd game start players=3 variant=standard target=15" in lines
    # P1 5+1 = 6, P2 5+3 = 8, P3 6+1 = 7 (see the script): the last roll's
    # second pile token (P1's, after the piles reached 15) counts
    assert "hd target reached piles=15 target=15" in lines
    assert last(lines, "hd game") == "hd game over piles=16 winner=P1 scores=P1:6,P2:8,P3:7"
    assert last(lines, "hd flood player=P1") == "hd flood player=P1 to=pile dam=1 pile=5"
    assert last(lines, "hd flood player=P2") == "hd flood player=P2 to=dam dam=3 pile=5"
    assert last(lines, "hd flood player=P3") == "hd flood player=P3 to=pile dam=1 pile=6"
    rolls = [line for line in lines if line.startswith("hd roll ")]
    assert len(rolls) == 8
    assert [r.split("player=")[1][:2] for r in rolls] == [
        "P1",
        "P2",
        "P3",
        "P1",
        "P2",
        "P3",
        "P1",
        "P2",
    ]
    assert lines.count("hd phase movement round=1 turn=3/12") == 1
    assert (tmp_path / "final.pbm").exists()


def test_breaches_with_a_cascade(tmp_path, mpy_dir):
    lines = run_sim("hamsterdam_3p.txt", tmp_path, mpy_dir)
    breaches = [line for line in lines if line.startswith("hd breach ")]
    assert breaches == [
        "hd breach player=P1 pile=3 owed=1",
        "hd breach player=P2 pile=3 owed=1",
        "hd breach player=P2 pile=5 owed=1",
        "hd breach player=P3 pile=3 owed=1",
        "hd breach player=P3 pile=5 owed=1",  # cascade: the flipped 2 carried 2 tokens
        # P3's pile 6 came with the target: that flip lapses, unannounced
        # (docs/rules.md, Hamsterdam, End)
    ]
    flips = [line for line in lines if line.startswith("hd flip ")]
    assert flips == [
        "hd flip player=P1 number=3 tokens=1 dam=0 pile=4",
        "hd flip player=P2 number=2 tokens=0 dam=1 pile=3",
        "hd flip player=P2 number=4 tokens=0 dam=1 pile=5",
        "hd flip player=P3 number=2 tokens=2 dam=0 pile=5",
        "hd flip player=P3 number=3 tokens=0 dam=0 pile=5",
    ]


def test_classic_two_player_game(tmp_path, mpy_dir):
    lines = run_sim("hamsterdam_classic.txt", tmp_path, mpy_dir)
    assert "hd game start players=2 variant=classic target=10" in lines
    assert not [line for line in lines if line.startswith("hd breach")]
    # movement after two turns each
    assert "hd phase movement round=1 turn=4/12" in lines
    assert last(lines, "hd game") == "hd game over piles=10 winner=P1 scores=P1:5,P2:7"


def test_png_screens_from_script_mode(tmp_path):
    runpy = ROOT / "tools/sim/run.py"
    script = SCRIPTS / "hamsterdam_classic.txt"
    out = subprocess.run(
        [sys.executable, str(runpy), "--script", str(script), "--shots", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    from PIL import Image

    img = Image.open(tmp_path / "final.png")
    assert img.size == ((128 + 8) * 4, (64 + 8) * 4)
