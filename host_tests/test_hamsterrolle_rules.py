"""Hamsterrolle rules core and placement timer (docs/rules.md, Hamsterrolle), on
CPython and the MicroPython unix port. Every expected count is worked out in
the comments from the rules: a build takes one piece from the supply into
the roll, a fall during a turn moves pieces from the roll to the player on
turn, a fall with nobody touching moves them out of the game; the roll
starts with the pyramid (1)."""

import json

from companion import TICKS_PERIOD, ticks_add
from companion.rules import RuleError
from companion.rules import hamsterrolle as hr
from companion.rules.actlog import ActLog
from support import check, raises


def game(players, pieces, acts, teams=None):
    doc = hr.new_doc(players, pieces, teams)
    state = hr.new_state(players, doc["pieces"], doc["teams"])
    lines = []
    for act in acts:
        lines += hr.apply(state, act)
    doc["acts"] = acts
    return state, lines, doc


BUILT = ["end", "built"]
PASS = ["end", "pass"]


# -- setup ---------------------------------------------------------------------------


def test_default_pieces_are_one_set_each_two_with_two_players():
    # a set is 7 pieces (box: 28 in 7 colours, four sets); 2 players: two sets each
    assert hr.new_doc(2)["pieces"] == [14, 14]
    assert hr.new_doc(3)["pieces"] == [7, 7, 7]
    assert hr.new_doc(4)["pieces"] == [7, 7, 7, 7]
    assert hr.new_doc(3, 9)["pieces"] == [9, 9, 9]  # sharing out the fourth set
    assert hr.new_doc(2, [5, 6])["pieces"] == [5, 6]
    doc = hr.new_doc(4, 7, hr.NEIGHBOURS)
    assert doc == {
        "v": 2,
        "game": "hamsterrolle",
        "players": 4,
        "pieces": [7, 7, 7, 7],
        "teams": [0, 0, 1, 1],
        "base": None,
        "acts": [],
    }


def test_setup_errors():
    assert str(raises(RuleError, hr.new_doc, 1)) == "2-4 players"
    assert str(raises(RuleError, hr.new_doc, 5)) == "2-4 players"
    assert str(raises(RuleError, hr.new_doc, 2, 0)) == "1-28 pieces"
    assert str(raises(RuleError, hr.new_doc, 2, 29)) == "1-28 pieces"
    assert str(raises(RuleError, hr.new_doc, 3, [7, 7])) == "Pieces each"
    assert str(raises(RuleError, hr.new_doc, 3, 7, hr.NEIGHBOURS)) == "Teams: 4 players"
    assert str(raises(RuleError, hr.new_doc, 4, 7, [0, 1, 1, 0])) == "Teams: 4 players"
    assert str(raises(RuleError, hr.replay, {"game": "hamsterdam", "v": 1})) == "not a game"


def test_fresh_state():
    st = hr.new_state(3, [7, 7, 7])
    assert st["sup"] == [7, 7, 7] and st["roll"] == 1 and st["out"] == 0
    assert hr.current(st) == 0 and st["phase"] == "play"
    assert hr.total(st) == 22  # 21 pieces + the pyramid


# -- turns ------------------------------------------------------------------------------


def test_a_built_turn_takes_one_piece_into_the_roll_and_passes_on():
    st, lines, _ = game(3, 2, [BUILT, BUILT])
    # P1 2 -> 1, roll 1 -> 2; P2 2 -> 1, roll 3; P3 on turn
    assert lines == [
        "turn n=1 player=P1 end=built fell=0 pieces=1,2,2 roll=2",
        "turn n=2 player=P2 end=built fell=0 pieces=1,1,2 roll=3",
    ]
    assert hr.current(st) == 2 and st["turn"] == 2


def test_pieces_that_fall_during_the_turn_become_the_players():
    # P1 builds (roll 2); P2 builds and 2 fall: P2 2 + 2 - 1 = 3, roll 3 - 2 = 1
    st, lines, _ = game(3, 2, [BUILT, ["fell", 1], ["fell", 1], BUILT])
    assert lines[1:] == [
        "fell player=P2 n=1 pieces=1,3,2 roll=1",
        "fell player=P2 n=1 pieces=1,4,2 roll=0",
        "turn n=2 player=P2 end=built fell=2 pieces=1,3,2 roll=1",
    ]
    assert st["fell"] == 0 and hr.total(st) == 7


def test_a_fall_may_count_the_players_own_piece_before_the_end():
    # roll 1 (the pyramid); P1 builds, the piece and the pyramid fall: two
    # pieces fell, the roll stands at -1 until the end enters the build
    st, lines, _ = game(2, 3, [["fell", 2]])
    assert st["roll"] == -1 and st["sup"] == [5, 3]
    assert hr.total(st) == 7
    # a pass or an end with P1's piece never in cannot leave the roll below
    # zero: without P1's piece the roll held only the pyramid
    assert str(raises(RuleError, hr.apply, st, PASS)) == "Roll had only 1"
    assert str(raises(RuleError, hr.apply, st, ["end", "fell"])) == "Roll had only 1"
    # and no more than the roll (+ the player's own piece) can fall
    assert str(raises(RuleError, hr.apply, st, ["fell", 1])) == "Roll has 0"
    assert hr.apply(st, BUILT) == ["turn n=1 player=P1 end=built fell=2 pieces=4,3 roll=0"]
    assert str(raises(RuleError, hr.apply, st, ["fell", 2])) == "Roll has 1"
    assert str(raises(RuleError, hr.apply, st, ["loose", 2])) == "Roll has 1"


def test_pieces_falling_by_themselves_leave_the_game():
    st, lines, _ = game(2, 3, [BUILT, BUILT, ["loose", 2]])
    # roll 1 + 2 builds = 3; two fall alone: roll 1, out 2; nobody's supply moves
    assert lines[-1] == "loose n=2 roll=1 out=2"
    assert st["sup"] == [2, 2] and hr.current(st) == 0 and st["fell"] == 0
    assert hr.total(st) == 7


def test_pass_and_fell_before_building_end_the_turn_without_a_piece():
    st, lines, _ = game(2, 3, [BUILT, PASS, ["fell", 1], ["end", "fell"]])
    # P1 builds (2, roll 2); P2 passes constructively (3, roll 2);
    # P1 knocks one out before building: 2 + 1 = 3, roll 1
    assert lines == [
        "turn n=1 player=P1 end=built fell=0 pieces=2,3 roll=2",
        "turn n=2 player=P2 end=pass fell=0 pieces=2,3 roll=2",
        "fell player=P1 n=1 pieces=3,3 roll=1",
        "turn n=3 player=P1 end=fell fell=1 pieces=3,3 roll=1",
    ]
    assert str(raises(RuleError, hr.apply, st, ["end", "fell"])) == "Nothing fell"


MINE = ["end", "mine_fell"]
NOT_IN = ["end", "fell"]


def test_the_players_piece_went_in_and_fell_out_with_another():
    # a fresh-user trial, 2 players with 14: P1 builds (13, roll 2); P2's
    # piece goes in (roll 3 in the box), then it and one other fall out: both
    # are P2's (docs/rules.md, Hamsterrolle): P2 14 (his own back) + 1 = 15,
    # roll 3 - 2 = 1. Every piece that fell is one fell, P2's own too; the end:
    # "mine fell"
    st, lines, _ = game(2, 14, [BUILT, ["fell", 1], ["fell", 1], MINE])
    assert lines[1:] == [
        "fell player=P2 n=1 pieces=13,15 roll=1",
        "fell player=P2 n=1 pieces=13,16 roll=0",
        "turn n=2 player=P2 end=mine_fell fell=2 pieces=13,15 roll=1",
    ]
    # "built" after counting his own piece gives the same count
    st2, lines2, _ = game(2, 14, [BUILT, ["fell", 1], ["fell", 1], BUILT])
    assert lines2[-1] == "turn n=2 player=P2 end=built fell=2 pieces=13,15 roll=1"
    assert st2["sup"] == st["sup"] and st2["roll"] == st["roll"] == 1
    # two others fell before P2's piece went in: the roll held 2: P2 16, roll 0
    _, lines3, _ = game(2, 14, [BUILT, ["fell", 1], ["fell", 1], NOT_IN])
    assert lines3[-1] == "turn n=2 player=P2 end=fell fell=2 pieces=13,16 roll=0"


def test_turn_one_the_pyramid_and_the_players_piece_fall_out():
    # roll 1 (the pyramid); P1's piece goes in, both fall out: both P1's:
    # 14 (his own back) + 1 = 15, the roll empty
    st, lines, _ = game(2, 14, [["fell", 1], ["fell", 1]])
    assert lines == [
        "fell player=P1 n=1 pieces=15,14 roll=0",
        "fell player=P1 n=1 pieces=16,14 roll=-1",
    ]
    # his piece was never in? Two cannot fall from a roll of one
    assert str(raises(RuleError, hr.apply, st, NOT_IN)) == "Roll had only 1"
    assert str(raises(RuleError, hr.apply, st, PASS)) == "Roll had only 1"
    assert hr.apply(st, MINE) == ["turn n=1 player=P1 end=mine_fell fell=2 pieces=15,14 roll=0"]
    assert hr.total(st) == 29  # 28 pieces + the pyramid


def test_mine_fell_needs_a_fall_counted():
    st, _, _ = game(2, 3, [BUILT])
    assert str(raises(RuleError, hr.apply, st, MINE)) == "Nothing fell"
    # only P2's own piece fell out: one fell, then mine_fell: P2 3 + 1 - 1 = 3,
    # the roll 2 - 1 + 1 = 2: as if nothing had happened
    assert hr.apply(st, ["fell", 1]) == ["fell player=P2 n=1 pieces=2,4 roll=1"]
    assert hr.apply(st, MINE) == ["turn n=2 player=P2 end=mine_fell fell=1 pieces=2,3 roll=2"]


def test_bad_acts_change_nothing():
    st, _, _ = game(2, 3, [BUILT])
    before = json.dumps(st)
    for act in ([], ["jump"], ["fell", 0], ["fell"], ["loose", "2"], ["end", "slept"], "end"):
        raises(RuleError, hr.apply, st, act)
    assert json.dumps(st) == before


def test_first_player_without_pieces_wins():
    # 3 players with 2 each: P1, P2, P3 build (1 each); P1 builds his last
    st, lines, _ = game(3, 2, [BUILT, BUILT, BUILT, BUILT])
    assert lines[-1] == "game over winner=P1 pieces=0,1,1 turns=4"
    assert st["phase"] == "over" and st["winners"] == [0] and st["why"] == "empty"
    assert hr.ranking(st) == [0, 1, 2]
    assert str(raises(RuleError, hr.apply, st, BUILT)) == "Game is over"
    assert str(raises(RuleError, hr.apply, st, ["loose", 1])) == "Game is over"


def test_a_fall_on_the_last_turn_keeps_the_player_in():
    # 2 players with 1 each: P1 builds his only piece but one falls: P1 has 1
    st, lines, _ = game(2, 1, [["fell", 1], BUILT])
    assert st["sup"] == [1, 1] and st["phase"] == "play"
    st2, _, _ = game(2, 1, [["fell", 1], BUILT, BUILT])
    assert st2["winners"] == [1]  # P2 builds his only piece: P2 wins


def test_replay_of_the_json_document_gives_the_same_state():
    acts = [BUILT, ["fell", 2], BUILT, ["loose", 1], PASS, BUILT]
    st, _, doc = game(3, 4, acts)
    again = hr.replay(json.loads(json.dumps(doc)))
    assert again == st
    # pieces everywhere add up: 12 + the pyramid
    assert hr.total(again) == 13


# -- teams ------------------------------------------------------------------------------

# Teams of neighbours, 2 pieces each: A = P1+P2, B = P3+P4. The opening:
# T1-T4 everybody builds (1 each, roll 5); T5 P1 builds his last (0, roll 6);
# T6 two fall on P2, who builds: P2 1 + 2 - 1 = 2, roll 6 - 2 + 1 = 5.
OPENING = [BUILT, BUILT, BUILT, BUILT, BUILT, ["fell", 1], ["fell", 1], BUILT]


def test_team_player_without_pieces_builds_from_the_partner():
    acts = OPENING + [PASS, PASS, BUILT]  # T7 P3, T8 P4 pass; T9 P1 has none
    st, lines, _ = game(4, 2, acts, hr.NEIGHBOURS)
    assert lines[-1] == "turn n=9 player=P1 end=built from=P2 fell=0 pieces=0,1,1,1 roll=6"
    assert st["phase"] == "play"  # A still holds 1 (P2)
    # T10 P2 builds his last: team A has no pieces: A wins
    lines = hr.apply(st, BUILT)
    assert lines[-1] == (
        "game over winner=P1+P2 why=team_out teams=A:0,B:2 pieces=0,0,1,1 turns=10"
    )
    assert st["winners"] == [0, 1] and st["team"] == 0


def test_a_player_empty_at_the_turn_start_builds_from_the_partner_and_keeps_a_fall():
    # T9: P1 starts the turn with none: the piece built in is P2's, the piece
    # that fell is P1's (a fresh-user trial found it taken from P1's own)
    acts = OPENING + [PASS, PASS, ["fell", 1], BUILT]
    st, lines, _ = game(4, 2, acts, hr.NEIGHBOURS)
    assert lines[-1] == "turn n=9 player=P1 end=built from=P2 fell=1 pieces=1,1,1,1 roll=5"
    # T10 P2 builds his last: only P2 is out, team A still holds 1: play goes on
    lines = hr.apply(st, BUILT)
    assert lines[-1] == "turn n=10 player=P2 end=built fell=0 pieces=1,0,1,1 roll=6"
    assert st["phase"] == "play"


def test_the_partners_piece_fell_out_with_another():
    # T9: P1 has none: P2's piece goes in (P2 2 -> 1, roll 6), then it and one
    # other fall out: both P1's (2), roll 6 - 2 = 4. Entered: fell, fell,
    # mine_fell: P1 2, and the piece that went in was P2's: 2,1,1,1 / 4
    acts = OPENING + [PASS, PASS, ["fell", 1], ["fell", 1], MINE]
    st, lines, _ = game(4, 2, acts, hr.NEIGHBOURS)
    assert lines[-1] == "turn n=9 player=P1 end=mine_fell from=P2 fell=2 pieces=2,1,1,1 roll=4"
    assert hr.total(st) == 9 and st["phase"] == "play"


def test_source_is_the_partner_while_the_player_had_none_at_the_turn_start():
    st, _, _ = game(4, 2, OPENING + [PASS, PASS], hr.NEIGHBOURS)
    assert hr.current(st) == 0 and st["sup"] == [0, 2, 1, 1]
    assert hr.source(st) == 1  # P1 builds from P2
    hr.apply(st, ["fell", 1])  # P1 holds 1 now, but it fell this turn
    assert hr.source(st) == 1
    st2, _, _ = game(4, 2, [BUILT], hr.NEIGHBOURS)
    assert hr.source(st2) == 1  # P2 has his own
    st3, _, _ = game(3, 2, [])
    assert hr.source(st3) == 0


def test_team_game_continues_with_one_player_out():
    st, lines, _ = game(4, 2, OPENING, hr.NEIGHBOURS)
    assert lines[-1] == "turn n=6 player=P2 end=built fell=2 pieces=0,2,1,1 roll=5"
    assert st["phase"] == "play" and hr.team_total(st, 0) == 2 and hr.team_total(st, 1) == 2


def test_two_players_of_different_teams_out_fewer_pieces_win():
    # T7 P3 builds his last: P1 (A) and P3 (B) out; A has 2 (P2), B 1 (P4): B
    st, lines, _ = game(4, 2, OPENING + [BUILT], hr.NEIGHBOURS)
    assert lines[-1] == "game over winner=P3+P4 why=fewer teams=A:2,B:1 pieces=0,2,0,1 turns=7"
    assert st["winners"] == [2, 3] and st["team"] == 1


def test_two_out_with_equal_pieces_the_team_out_first_wins():
    # T7 P3 passes; T8 one falls on P4 before he builds (2, roll 4); T9 P1 and
    # T10 P2 pass; T11 P3 builds his last: A 2 (P2), B 2 (P4): a tie, and
    # P1 (A) was out since T5: A wins (Decision)
    acts = OPENING + [PASS, ["fell", 1], ["end", "fell"], PASS, PASS, BUILT]
    st, lines, _ = game(4, 2, acts, hr.NEIGHBOURS)
    assert lines[-5] == "turn n=8 player=P4 end=fell fell=1 pieces=0,2,1,2 roll=4"
    assert lines[-1] == (
        "game over winner=P1+P2 why=first_out teams=A:2,B:2 pieces=0,2,0,2 turns=11"
    )
    assert hr.ranking(st) == [0, 1, 2, 3]


def test_teams_across_the_table():
    # A = P1+P3, B = P2+P4, one piece each: P1 then P2 build their only
    # piece: out in both teams, A 1 (P3), B 1 (P4): a tie; P1 was out first
    st, lines, _ = game(4, 1, [BUILT, BUILT], hr.ACROSS)
    assert lines[0] == "turn n=1 player=P1 end=built fell=0 pieces=0,1,1,1 roll=2"
    assert lines[-1] == (
        "game over winner=P1+P3 why=first_out teams=A:1,B:1 pieces=0,0,1,1 turns=2"
    )
    assert hr.team_name(st, 1) == "P2+P4" and hr.partner(st, 1) == 3


# -- a long game: a base and the last acts (companion.rules.actlog) ----------------------

# Six turns, 10 acts, that leave 2 players with 14 each as they were, the
# roll at 1: P1 builds (13, roll 2); two fall on P2, who builds (14 + 2 - 1
# = 15, roll 1); one falls on P1 before his piece went in (14, roll 0); P2
# builds (14, roll 1); P1's piece goes in and falls out, counted (14 + 1 - 1,
# roll 0 + 1); P2 passes.
CYCLE = [
    BUILT,
    ["fell", 1],
    ["fell", 1],
    BUILT,
    ["fell", 1],
    NOT_IN,
    BUILT,
    ["fell", 1],
    MINE,
    PASS,
]


def long_game(cycles):
    """A game of ``cycles`` x CYCLE: (doc kept by the action log, the log,
    the state by the rules alone, every act)."""
    doc = hr.new_doc(2)
    log = ActLog(hr, doc)
    st = hr.replay(hr.new_doc(2))
    every = []
    for _ in range(cycles):
        for act in CYCLE:
            act = list(act)
            hr.apply(st, act)
            log.add(act)
            every.append(act)
    return doc, log, st, every


def test_300_turns_keep_a_base_and_the_last_acts_and_the_same_state():
    doc, log, st, every = long_game(50)  # 300 turns, 500 acts
    # the action log folds 16 at a time once 128 are kept: 384 folded, 116 kept
    assert len(every) == 500 and len(doc["acts"]) == 116 and doc["folded"] == 384
    assert st["turn"] == 300 and st["sup"] == [14, 14] and st["roll"] == 1
    assert log.state == st
    # the base: after 38 cycles and BUILT, fell, fell, BUILT: 230 turns,
    # P1 13, P2 15, the roll at 1
    base = doc["base"]
    assert base["turn"] == 230 and base["sup"] == [13, 15] and base["roll"] == 1
    # replay from the base, from the JSON, and of every act without folding
    full = hr.new_doc(2)
    full["acts"] = every
    assert hr.replay(doc) == st
    assert hr.replay(json.loads(json.dumps(doc))) == st
    assert hr.replay(full) == st
    check(len(json.dumps(doc)) < 2400, "the document stays small")


def test_undo_reaches_112_acts_back():
    doc, log, st, every = long_game(50)
    for k in range(1, 113):
        assert log.undo() == every[500 - k]
        full = hr.new_doc(2)
        full["acts"] = every[: 500 - k]
        check(log.state == hr.replay(full), "undo %d" % k)
    assert log.undo() is None and log.why() == "Undo limit: 112"
    assert len(doc["acts"]) == 4 and log.state["turn"] == 232  # 388 acts: 38 cycles + 8


def test_an_old_document_with_every_act_replays_and_is_folded():
    _, _, st, every = long_game(30)  # 180 turns, 300 acts
    old = {"v": 1, "game": "hamsterrolle", "players": 2, "pieces": [14, 14], "teams": None}
    old["acts"] = [list(a) for a in every]
    assert hr.replay(old) == st
    log = ActLog(hr, old)
    # 300 acts: 176 folded (11 x 16), 124 kept; the base after 17 cycles + 6 acts
    assert old["v"] == 2 and len(old["acts"]) == 124 and old["base"]["turn"] == 102 + 3
    assert log.state == st and hr.replay(old) == st
    # a short old document keeps every act and no base
    short = {"v": 1, "game": "hamsterrolle", "players": 2, "pieces": [3, 3], "teams": None}
    short["acts"] = [BUILT]
    assert ActLog(hr, short).state["sup"] == [2, 3] and "base" not in short


def test_a_bad_base_is_refused():
    doc, _, _, _ = long_game(13)  # 130 acts: a base after 16
    good = json.dumps(doc)
    for key, value in (("sup", [14, 16]), ("roll", "1"), ("turn", -1), ("n", 3), ("phase", "x")):
        bad = json.loads(good)
        bad["base"][key] = value
        assert str(raises(RuleError, hr.replay, bad)) == "bad base"
    bad = json.loads(good)
    del bad["base"]["out"]
    assert str(raises(RuleError, hr.replay, bad)) == "bad base"
    bad["base"] = [1, 2]
    assert str(raises(RuleError, hr.replay, bad)) == "bad base"
    bad = json.loads(good)
    bad["folded"] = -1
    assert str(raises(RuleError, hr.replay, bad)) == "bad base"


# -- the placement timer ------------------------------------------------------------------


def run_timer(t, start, until, step):
    """Call timer_due every ``step`` ms from ``start`` for ``until`` ms;
    returns [(ms since start, threshold)] for every tone due."""
    out = []
    e = 0
    while e <= until:
        due = hr.timer_due(t, ticks_add(start, e))
        if due is not None:
            out.append((e, due))
        e += step
    return out


TONES_AT = [(20000, 10000), (25000, 5000), (27000, 3000), (28000, 2000), (29000, 1000)]


def test_tones_exactly_at_the_thresholds():
    t = hr.timer_new(1000)
    assert hr.timer_left(t, 1000) == 30000 and hr.timer_seconds(t, 1000) == 30
    assert run_timer(t, 1000, 40000, 10) == TONES_AT + [(30000, 0)]
    assert hr.timer_left(t, 41000) == 0 and hr.timer_seconds(t, 41000) == 0


def test_seconds_shown_round_up():
    t = hr.timer_new(0)
    # 10 001 ms left shows 11; exactly 10 000 shows 10 (the 10 s tone)
    assert hr.timer_seconds(t, 19999) == 11
    assert hr.timer_seconds(t, 20000) == 10
    assert hr.timer_seconds(t, 29999) == 1
    assert hr.timer_seconds(t, 30000) == 0


def test_polled_off_the_thresholds_each_tone_comes_at_the_first_poll_after():
    # every 7 ms: the first multiple of 7 at or after 20000, 25000, ...
    # 7*2858 = 20006, 7*3572 = 25004, 7*3858 = 27006, 7*4000 = 28000,
    # 7*4143 = 29001, 7*4286 = 30002
    t = hr.timer_new(0)
    assert run_timer(t, 0, 35000, 7) == [
        (20006, 10000),
        (25004, 5000),
        (27006, 3000),
        (28000, 2000),
        (29001, 1000),
        (30002, 0),
    ]


def test_a_clock_that_wraps_mid_turn():
    start = TICKS_PERIOD - 12345  # the ticks wrap to 0 after 12.345 s
    t = hr.timer_new(start)
    assert hr.timer_left(t, ticks_add(start, 12350)) == 17650
    check(ticks_add(start, 20000) == 7655, "the 10 s tone falls after the wrap")
    assert run_timer(t, start, 40000, 10) == TONES_AT + [(30000, 0)]


def test_a_gap_plays_only_the_latest_tone_once():
    t = hr.timer_new(0)
    assert hr.timer_due(t, 5000) is None
    # a 23.5 s stall: 1.5 s left; 10, 5, 3 and 2 s passed: only the 2 s tone
    assert hr.timer_due(t, 28500) == 2000
    assert hr.timer_due(t, 28600) is None
    assert hr.timer_due(t, 29000) == 1000
    assert hr.timer_due(t, 100000) == 0  # time up
    assert hr.timer_due(t, 200000) is None
    # from the start straight past the end: only "time up"
    t = hr.timer_new(0)
    assert hr.timer_due(t, 31000) == 0
    assert hr.timer_due(t, 31010) is None


def test_pause_and_resume():
    t = hr.timer_new(0)
    hr.timer_pause(t, 15000)  # 15 s left
    assert hr.timer_left(t, 40000) == 15000
    assert hr.timer_due(t, 40000) is None
    hr.timer_pause(t, 41000)  # paused again: nothing moves
    assert hr.timer_left(t, 41000) == 15000
    hr.timer_resume(t, 40000)
    assert hr.timer_due(t, 44999) is None  # 10 001 left
    assert hr.timer_due(t, 45000) == 10000  # exactly 10 000 left
    hr.timer_resume(t, 45500)  # running already: no change
    hr.timer_pause(t, 46000)  # 9 s left
    hr.timer_resume(t, 50000)
    assert hr.timer_due(t, 50000) is None  # the 10 s tone never again
    assert hr.timer_left(t, 54000) == 5000
    assert hr.timer_due(t, 54000) == 5000


def test_pause_across_the_wrap():
    start = TICKS_PERIOD - 100
    t = hr.timer_new(start)
    hr.timer_pause(t, ticks_add(start, 50))  # before the wrap
    hr.timer_resume(t, 1000)  # after it
    assert hr.timer_left(t, 1000 + 19950) == 10000
    assert hr.timer_due(t, 1000 + 19950) == 10000


def test_a_clock_read_backwards_takes_no_time():
    t = hr.timer_new(5000)
    assert hr.timer_due(t, 4000) is None
    assert hr.timer_left(t, 4000) == 30000
    assert hr.timer_left(t, 6000) == 29000


def test_a_short_limit_skips_the_thresholds_above_it():
    t = hr.timer_new(0, limit=8000)
    assert t["said"] == 1  # 10 s is above 8 s: never sounded
    assert run_timer(t, 0, 9000, 10) == [
        (3000, 5000),
        (5000, 3000),
        (6000, 2000),
        (7000, 1000),
        (8000, 0),
    ]
    assert hr.timer_new(0, running=False)["run"] == 0
