"""The 4-player sessions ``make bench`` measures (tools/sim/scripts/*_4p.txt)
still run to their end at 236K (stricter than any board): every press and tap accepted, the
game over and scored. (Their scores are the scripts' header comments; the
games' rules are tested with worked-out values in the rules and UI tests.)"""

import pytest
from sim_script import run_script

SESSIONS = (
    ("hamsterdam_4p.txt", "hd game over "),
    ("sombreros_4p.txt", "som scores "),
    ("clocktowers_4p.txt", "clk scores "),
)


@pytest.mark.parametrize("name,last", SESSIONS)
def test_four_player_session_runs_to_its_score(name, last, tmp_path):
    lines = run_script(name, tmp_path)
    assert [ln for ln in lines if ln.startswith(last)], lines[-20:]
    for bad in ("ui error", "refused", "sim error", "crash"):
        assert not [ln for ln in lines if bad in ln], bad
    end = [ln for ln in lines if ln.startswith("sim end ")]
    assert end and end[0].endswith(" hw_over=0"), end
