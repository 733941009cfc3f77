"""A whole Sombreros scoring session through the simulator's script mode
(tools/sim/scripts/sombreros_2p.txt): game menu, taps on the virtual
reader, results; the logged scores are worked out by hand in the script's
companion test host_tests/test_sombreros_ui.py (docs/rules.md, Sombreros)."""

from sim_script import run_script
from test_sombreros_ui import SCORED_LOG


def test_sombreros_script_logs_the_hand_scored_result(tmp_path):
    lines = run_script("sombreros_2p.txt", tmp_path)
    som = [ln for ln in lines if ln.startswith("som ") and not ln.startswith("som tap")]
    # table: spaces 1..5 hold types 1,2,3,4,1; space 5 face down (type 1 twice)
    # P1: hats 2+2+3+0 = 7, black 2 tapped + 2 counted = 4, favourite 2/6:
    #     1+5-6 = 0 -> 11; P2: hats 1+1+3+4+4+0 = 13, black 2, favourite
    #     1/6: 2+4-6 = 0, cookie (5 types against 4) -> 20
    assert som[-7:] == SCORED_LOG
    assert len([ln for ln in lines if ln.startswith("som tap ")]) == 5 + 6 + 1 + 6 + 2 + 1
    for name in ("table", "p2_hats", "ranking", "p1"):
        assert (tmp_path / "shots" / (name + ".pbm")).exists()


def test_a_card_tapped_under_no_favourite_is_the_favourite_not_the_resting_one(tmp_path):
    # The real loop: the question reads cards for the session (cards_for),
    # so the hat left on the reader is not reported again to it, and the
    # one tapped while it asks is P1's favourite.
    # (without it the resting 1/2 was reported again, to the question, and
    # the tap under the question was lost: the last ok then kept P1's step)
    lines = run_script("sombreros_favourite_ask.txt", tmp_path)
    som = [ln.split(" uid=")[0] for ln in lines if ln.startswith("som ")]
    assert som[-5:] == [
        "som tap player=P1 as=collection card=1/2",
        "som step P1-black",
        "som step P1-favourite",
        "som tap player=P1 as=favourite card=1/3",
        "som step P2-collection",
    ]
    assert sum(1 for ln in som if "card=1/2" in ln) == 1
