"""A 4-player team game of Hamsterrolle through the simulator's script mode
(tools/sim/scripts/hamsterrolle_4p.txt) at 236K (stricter than any board): the timer's
tones after a 31 s wait, a fall that stops the timer for the turn, a menu and
a pause that hold the timer, a power cut resumed, an undo, a player's own
piece falling out with another, and the team ending. Every ``hr`` line worked out by hand
from the script (docs/rules.md, Hamsterrolle): pieces P1,P2,P3,P4 after each
act; the roll starts with the pyramid (1), a build adds one, a fall takes
pieces out of it (to the player on turn, or out of the game)."""

from sim_script import run_script


def test_hamsterrolle_script_logs_the_hand_counted_game(tmp_path):
    lines = run_script("hamsterrolle_4p.txt", tmp_path)
    hr = [ln for ln in lines if ln.startswith("hr ")]
    assert hr == [
        "hr game start players=4 pieces=2 teams=12-34",
        # T1 P1 builds: 2 - 1 = 1, roll 1 + 1 = 2
        "hr turn n=1 player=P1 end=built fell=0 pieces=1,2,2,2 roll=2",
        # T2: 31 s wait: every tone once, then time up
        "hr timer left=10 player=P2",
        "hr timer left=5 player=P2",
        "hr timer left=3 player=P2",
        "hr timer left=2 player=P2",
        "hr timer left=1 player=P2",
        "hr timer up player=P2",
        "hr turn n=2 player=P2 end=built fell=0 pieces=1,1,2,2 roll=3",
        # T3 P3: two fall to him (2 + 2 = 4, roll 3 - 2 = 1), builds: 3, roll 2
        "hr fell player=P3 n=1 pieces=1,1,3,2 roll=2",
        "hr fell player=P3 n=1 pieces=1,1,4,2 roll=1",
        "hr turn n=3 player=P3 end=built fell=2 pieces=1,1,3,2 roll=2",
        # T4 P4: 25 s under the menu, no tone; one falls alone: roll 1, out 1
        "hr loose n=1 roll=1 out=1",
        "hr turn n=4 player=P4 end=built fell=0 pieces=1,1,3,1 roll=2",
        # T5 P1: paused 25 s, no tone; builds his last: 0, roll 3
        "hr timer paused player=P1",
        "hr timer runs player=P1",
        "hr turn n=5 player=P1 end=built fell=0 pieces=0,1,3,1 roll=3",
        # power cut, resumed paused; up runs the timer
        "hr timer runs player=P2",
        "hr turn n=6 player=P2 end=pass fell=0 pieces=0,1,3,1 roll=3",
        "hr turn n=7 player=P3 end=built fell=0 pieces=0,1,2,1 roll=4",
        # T8 P4 builds his last: P1 and P4 out, A 0 + 1 = 1 < B 2 + 0 = 2
        "hr turn n=8 player=P4 end=built fell=0 pieces=0,1,2,0 roll=5",
        "hr game over winner=P1+P2 why=fewer teams=A:1,B:2 pieces=0,1,2,0 turns=8",
        # undone (10 acts left: 8 ends before it, 2 falls, 1 loose, minus T8's)
        "hr undo act=end acts=10",
        # P4's piece went in and fell out with another: two counted, both his
        # (1 + 2 = 3, roll 4 - 2 = 2); his piece went in: 3 - 1 = 2, roll 3
        "hr fell player=P4 n=1 pieces=0,1,2,2 roll=3",
        "hr fell player=P4 n=1 pieces=0,1,2,3 roll=2",
        "hr turn n=8 player=P4 end=mine_fell fell=2 pieces=0,1,2,2 roll=3",
        # T9 P1 has none: builds from P2 (1 - 1 = 0): team A has none
        "hr turn n=9 player=P1 end=built from=P2 fell=0 pieces=0,0,2,2 roll=4",
        "hr game over winner=P1+P2 why=team_out teams=A:0,B:4 pieces=0,0,2,2 turns=9",
    ]
    at = lines.index("sim reset")
    assert lines[at + 1 : at + 4] == [
        "sys boot version=0.1.0",
        "sys saved game=hr Hrolle 4p T6",
        "sys resume game=hr",
    ]
    assert 'ui error msg="Fell: turn over"' in lines  # up after T3's fall
    for name in ("start", "timeup", "fell", "resumed", "from", "winner", "results"):
        assert (tmp_path / "shots" / (name + ".pbm")).exists()
