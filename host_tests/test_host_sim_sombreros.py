"""A whole Sombreros scoring session through the simulator's script mode
(tools/sim/scripts/sombreros_2p.txt): game menu, taps on the virtual
reader, results; the logged scores are worked out by hand in the script's
companion test host_tests/test_sombreros_ui.py (DIGEST.md, Sombreros)."""

import pathlib
import subprocess

import run

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_sombreros_script_logs_the_hand_scored_result(tmp_path):
    mpy = tmp_path / "mpy"
    run.build(mpy)
    args = ["--script", str(ROOT / "tools/sim/scripts/sombreros_2p.txt")]
    args += ["--shots", str(tmp_path / "shots"), "--data", str(tmp_path / "data")]
    env = {"MICROPYPATH": run.micropath(mpy), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        run.micropython_cmd("192K", args), env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.splitlines()
    som = [ln for ln in lines if ln.startswith("som ") and not ln.startswith("som tap")]
    # table: spaces 1..5 hold types 1,2,3,4,1; space 5 face down (type 1 twice)
    # P1: hats 2+2+3+0 = 7, black 2 tapped + 2 counted = 4, favourite 2/6:
    #     1+5-6 = 0 -> 11; P2: hats 1+1+3+4+4+0 = 13, black 2, favourite
    #     1/6: 2+4-6 = 0, cookie (5 types against 4) -> 20
    assert som[-7:] == [
        "som table types=1,2,3,4,1 face_down=5",
        "som player P1 collection=7 black=4 favourite=0 cookie=0 total=11",
        "som player P2 collection=13 black=2 favourite=0 cookie=5 total=20",
        "som cookie holder=P2 types=5 by=types",
        "som place 1 player=P2 total=20 by=points",
        "som place 2 player=P1 total=11 by=points",
        "som scores P1=11 P2=20 winner=P2 by=points",
    ]
    assert len([ln for ln in lines if ln.startswith("som tap ")]) == 5 + 6 + 1 + 6 + 2 + 1
    for name in ("table", "p2_hats", "ranking", "p1"):
        assert (tmp_path / "shots" / (name + ".pbm")).exists()
