"""A whole Sombreros scoring session through the simulator's script mode
(tools/sim/scripts/sombreros_2p.txt): game menu, taps on the virtual
reader, results; the logged scores are worked out by hand in the script's
companion test host_tests/test_sombreros_ui.py (DIGEST.md, Sombreros)."""

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
