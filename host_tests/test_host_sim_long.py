"""A 3-player Hamsterdam game of 2,000 actions in the simulator, at
``make sim``'s heap (the Pico's, on the 64-bit port's scale): it plays, saves,
comes back after a reset and undoes in bounded memory. The script
(tools/sim/scripts/hamsterdam_2000.txt) presses only ``ok`` and one ``down`` a
round, so every press is one action. Worked out from the rules
(docs/rules.md, Hamsterdam, A turn and The round: a movement phase after
each cycle, 3 turns with 3 players; redeployment after the round's 12
turns): a round is 22 actions (4 x (3 rolls, end, moved), redeployed, P1's
token), so 2,000 actions are 90 rounds and round 91's 12 rolls with its token
and 3 movement phases (1,092 rolls, P1's dam at 91, 90 redeployments). The
action log keeps the last 112
(1,888 folded, 16 at a time once 128 are kept); 112 undos take back the
last 112 actions, down to 1,888 entered = 85 rounds and 18 actions of round
86 (its 11 rolls, the token, 3 movement phases), and the 113th names the
limit; the next ok is round 86's 12th roll, P3's."""

import pathlib
import subprocess

import run

ROOT = pathlib.Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tools/sim/scripts/hamsterdam_2000.txt"


def sim(tmp_path):
    mpy = tmp_path / "mpy"
    run.build(mpy)
    args = ["--script", str(SCRIPT), "--shots", str(tmp_path / "shots")]
    args += ["--data", str(tmp_path / "data")]
    env = {"MICROPYPATH": run.micropath(mpy), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        run.micropython_cmd(str(run.DEFAULT_HEAP), args),
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr
    return out.stdout.splitlines()


def test_a_2000_action_game_plays_resumes_and_undoes_at_the_picos_heap(tmp_path):
    lines = sim(tmp_path)
    assert not [ln for ln in lines if "MemoryError" in ln or "crash" in ln]
    at = lines.index("sim reset")
    before, after = lines[:at], lines[at + 1 :]
    acts = [ln for ln in before if ln.startswith("hd ") and not ln.startswith("hd game")]
    rolls = [ln for ln in acts if ln.startswith("hd roll ")]
    assert len(rolls) == 91 * 12 == 1092
    assert len([ln for ln in acts if ln.startswith("hd flood player=P1 to=dam")]) == 91
    assert "hd flood player=P1 to=dam dam=91 pile=0" in acts
    assert len([ln for ln in acts if ln.startswith("hd phase redeploy")]) == 90
    assert "sys saved game=hd Hamsterdam rd 91" in after
    assert "sys resume game=hd" in after
    undos = [ln for ln in after if ln.startswith("hd undo ")]
    assert len(undos) == 112
    assert undos[0].endswith(" acts=1999") and undos[-1].endswith(" acts=1888")
    i = after.index(undos[-1])
    assert 'ui error msg="Undo limit: 112"' in after[i + 1 :]
    tail = [ln for ln in after[i + 1 :] if ln.startswith("hd ")]
    assert tail[0].startswith("hd roll round=86 turn=12/12 player=P3 ")
