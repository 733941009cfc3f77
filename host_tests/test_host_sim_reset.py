"""A reset in the middle of a Hamsterdam game, through the simulator's script
mode: the ``reset`` line cancels the firmware as a watchdog would, keeps the
board's /data, and boots the firmware again; ``press ok`` on the offered
saved game resumes it with the same acts, so the game's log goes on exactly
as in the same run without the reset."""

import pathlib
import re
import subprocess

import run

BEFORE = [
    "press ok",  # Game -> Hamsterdam
    "press ok",  # 3 players
    "press ok",  # Standard
    "press ok",  # turn 1: P1 rolls
    "press down",  # P1 dam 1
    "press up",  # cursor P2
    "press down",  # P2 dam 1
    "hold down",  # P2 pile 1 (the card held that token)
    "press ok",  # turn 2: P2 rolls
    "hold down",  # P2 pile 2
]
AFTER = [
    "press up",  # cursor P3
    "press down",  # P3 dam 1
    "press ok",  # turn 3: P3 rolls
    "hold down",  # P3 pile 1
    "hold back",  # undo it
    "press ok",  # ends the turn: movement
]
RESET = ["reset", "press ok"]  # the saved game is offered: Resume


def sim(tmp_path, name, lines):
    mpy = tmp_path / "mpy"
    if not mpy.exists():
        run.build(mpy)
    script = tmp_path / (name + ".txt")
    script.write_text("\n".join(lines) + "\n")
    args = ["--script", str(script), "--shots", str(tmp_path / name)]
    args += ["--data", str(tmp_path / (name + "-data"))]
    args += ["--modes", "hd"]  # a Pico that plays Hamsterdam: only its names are interned
    env = {"MICROPYPATH": run.micropath(mpy), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        run.micropython_cmd("224K", args), env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stdout + out.stderr
    return out.stdout.splitlines()


def hd(lines):
    return [ln for ln in lines if ln.startswith("hd ")]


def test_reset_resumes_the_saved_game_with_the_same_acts(tmp_path):
    plain = sim(tmp_path, "plain", BEFORE + AFTER)
    lines = sim(tmp_path, "reset", BEFORE + RESET + AFTER)
    at = lines.index("sim reset")
    after = lines[at + 1 :]
    assert after[:3] == [
        "sys boot version=%s" % re.sub(".*version=", "", lines[0]),
        "sys saved game=hd Hamsterdam rd 1",
        "sys resume game=hd",
    ]
    assert after[3].startswith("sim resumed after_ms=")
    assert int(after[3].split("=")[1]) < 3000  # the game is back on screen within 3 s
    # The same game: the log after the resume goes on from turn 2 as without the reset.
    assert hd(lines) == hd(plain)
    assert hd(lines[:at])[-1] == "hd flood player=P2 to=pile dam=1 pile=2"
    resumed = hd(after)
    assert resumed[0] == "hd flood player=P3 to=dam dam=1 pile=0"
    assert resumed[1].startswith("hd roll round=1 turn=3/12 player=P3 ")
    assert "hd undo act=pile acts=8" in resumed  # the undo reaches the restored acts too
    assert (tmp_path / "reset-data" / "game-a.json").exists()


def test_reset_without_a_saved_game_boots_to_the_game_menu(tmp_path):
    lines = sim(tmp_path, "empty", ["press down", "reset", "press ok"])
    at = lines.index("sim reset")
    assert [ln for ln in lines[at:] if ln.startswith("sys ")] == [lines[0]]
    assert not any(ln.startswith("sim resumed") for ln in lines)
    assert not pathlib.Path(tmp_path / "empty-data" / "game-a.json").exists()
