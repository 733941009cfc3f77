"""A whole Clocktowers scoring session through the simulator's script mode
(tools/sim/scripts/clocktowers_2p.txt), from the game menu to the results,
at 236K (stricter than any board); the logged scores worked out by hand
(docs/rules.md, Clocktowers)."""

from sim_script import run_script


def test_clocktowers_script_logs_the_hand_scored_result(tmp_path):
    lines = run_script("clocktowers_2p.txt", tmp_path)
    assert not [ln for ln in lines if ln.startswith("clk refused")]
    # P1: red 1h cats 4, red 2h clean 5 (red ladder 1, 2), green 3h clean 5
    # flagged (a colour starts at 1 or 2): 14, without it 9.
    # P2: blue 2h cats+mice 3, yellow 2h clean 5, purple 1h cats 4: 12.
    assert lines[-3:-1] == [
        "clk scores P1=14 P2=12 winner=P1 by=points",
        "clk unflagged P1=9 P2=12 winner=P2 by=points",
    ]
    towers = [ln for ln in lines if ln.startswith("clk tower ")]
    assert towers[-6:] == [
        "clk tower player=P1 n=1 height=1 colour=red animals=cat points=4 complete=1 flags=-",
        "clk tower player=P1 n=2 height=2 colour=red animals=- points=5 complete=1 flags=-",
        "clk tower player=P1 n=3 height=3 colour=green animals=- points=5 complete=1"
        " flags=ladder_start",
        "clk tower player=P2 n=1 height=2 colour=blue animals=cat,mouse points=3 complete=1"
        " flags=-",
        "clk tower player=P2 n=2 height=2 colour=yellow animals=- points=5 complete=1 flags=-",
        "clk tower player=P2 n=3 height=1 colour=purple animals=cat points=4 complete=1 flags=-",
    ]
    for name in ("tower1", "ranking", "flagged", "p1"):
        assert (tmp_path / "shots" / (name + ".pbm")).exists()
