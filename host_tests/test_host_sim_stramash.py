"""A Stramash game in pairs through the simulator's script mode
(tools/sim/scripts/stramash_4p.txt), from the game menu to the results, at
236K (stricter than any board); the log worked out from the script and the rules
(docs/rules.md, Stramash)."""

from sim_script import run_script


def test_stramash_script_logs_the_pairs_race(tmp_path):
    lines = run_script("stramash_4p.txt", tmp_path)
    st = [ln for ln in lines if ln.startswith("st ")]
    assert st == [
        # 4 players: 2 decks; pairs P1+P3, P2+P4
        "st game start players=4 pairs=1 decks=2",
        "st ref rank=7",  # the tapped 7
        "st refused why=other_game",  # a Sombreros hat
        # round 1: P1, P2, P3 each bring one home
        "st home player=P1 home=1",
        "st turn round=1 player=P2",
        "st home player=P2 home=1",
        "st turn round=1 player=P3",
        "st home player=P3 home=1",
        "st turn round=1 player=P4",
        "st turn round=2 player=P1",
        # round 2: P2's second laddie was a mistake: undone, 9 acts left
        # (round 1: 3 home + 4 turns; round 2: 1 home + 1 turn)
        "st home player=P1 home=2",
        "st turn round=2 player=P2",
        "st home player=P2 home=2",
        "st undo act=home acts=9",
        "st turn round=2 player=P3",
        "st home player=P3 home=2",
        "st turn round=2 player=P4",
        "st home player=P4 home=1",
        "st turn round=3 player=P1",
        # round 3: P1 taps the 7 played, reads its page and, from it, splits
        # it between two laddies: up counts with the page open
        "st ref rank=7",
        "st home player=P1 home=3",
        "st home player=P1 home=4",
        "st turn round=3 player=P2",
        "st home player=P2 home=2",
        "st turn round=3 player=P3",
        "st home player=P3 home=3",
        "st turn round=3 player=P4",
        "st turn round=4 player=P1",
        # round 4: P1's fifth: P1 plays for the partner P3 from now on
        "st home player=P1 home=5",
        "st all home player=P1 plays_for=P3",
        "st turn round=4 player=P2",
        "st turn round=4 player=P3",
        "st home player=P3 home=4",
        "st turn round=4 player=P4",
        "st home player=P4 home=2",
        # round 5: P1 moves P3's last laddie home (up straight from the
        # joker's page): both partners home
        "st turn round=5 player=P1 for=P3",
        "st ref rank=joker",
        "st home player=P3 home=5 by=P1",
        "st game over winner=P1+P3 home=P1:5,P2:2,P3:5,P4:2",
    ]
    taps = [ln.split(" card=")[1] for ln in lines if ln.startswith("nfc tap ")]
    assert taps == [
        '"bg1 st card 7"',
        '"bg1 som hat 3 5"',
        '"bg1 st card 7"',
        '"bg1 st card joker"',
    ]
    names = ("setup", "start", "card7", "joker", "tapped7", "forp3", "winner", "results")
    for name in names:
        assert (tmp_path / "shots" / (name + ".pbm")).exists()
