"""Hamsterrolle on the device, both runtimes: setup, the turn screen and its
buttons, the 30-second timer driven by ``Device.tick`` with an injected
clock (also across the ticks wrap), its tones, pause and the menus that hold
it, undo, the team ending, the results, and a resume from a saved game.
Counts worked out from docs/rules.md (Hamsterrolle) in the comments."""

import json

from glass import check as whole_on_glass

from companion import TICKS_PERIOD, ticks_add
from companion.device import Device
from companion.ui import view as v
from support import check, choose, fresh_dir

NAMES = {"o": "ok", "u": "up", "d": "down", "b": "back"}
TEAMS = ("No teams", "Teams 12 v 34", "Teams 13 v 24")


def keys(dev, seq, now=0):
    """seq: 'o' ok, 'u' up, 'd' down, 'b' back; capitals hold."""
    for ch in seq.split():
        dev.press(NAMES[ch.lower()], "long" if ch.isupper() else "short", now)
        dev.flush()  # the runner saves after each press's frame


def run(dev, start, ms, step=10):
    """Tick the device every ``step`` ms for ``ms`` ms after ``start``;
    returns the last tick."""
    e = 0
    while e < ms:
        e += step
        dev.tick(ticks_add(start, e))
    return ticks_add(start, e)


def new_game(players=3, teams=0, pieces=0, now=0, data_dir=None):
    """Game menu -> Hamsterrolle -> players (-> teams: 0 none, 1 12v34,
    2 13v24) -> pieces: ``pieces`` up (+) or down (-) presses from the
    default -> ok. All at tick ``now``."""
    log = []
    dev = Device(None, log.append, now, data_dir)
    choose(dev, "Hamsterrolle", now)
    choose(dev, "%d players" % players, now)
    if players == 4:
        choose(dev, TEAMS[teams], now)
    if pieces:
        keys(dev, ("u " if pieces > 0 else "d ") * abs(pieces), now)
    keys(dev, "o", now)
    return dev, log


def screen(dev):
    return v.texts(dev.view())


def hr_lines(log):
    return [line for line in log if line.startswith("hr ")]


# -- setup ------------------------------------------------------------------------------


def test_setup_three_players_default_seven_pieces():
    dev, log = new_game(3)
    assert log[-1] == "hr game start players=3 pieces=7 teams=none"
    assert screen(dev)[:-1] == [  # over the hint line
        "30",
        "P1",  # whose turn, in big glyphs
        "T1",
        "",
        "P1",
        "7",
        "P2",
        "7",
        "P3",
        "7",
    ]
    assert dev.game.snapshot()["label"] == "Hrolle 3p T1"


def test_setup_two_players_fourteen_each():
    dev, log = new_game(2)
    assert log[-1] == "hr game start players=2 pieces=14 teams=none"


def test_setup_four_players_in_teams_with_the_pieces_picker():
    log = []
    dev = Device(None, log.append, 0, None)
    choose(dev, "Hamsterrolle")
    choose(dev, "4 players")
    assert dev.stack[-1].labels() == ["No teams", "Teams 12 v 34", "Teams 13 v 24"]
    choose(dev, "Teams 12 v 34")
    assert screen(dev)[:3] == ["4 players", "Pieces each", "7"]
    keys(dev, "d d d d d o")  # 7 -> 2
    assert log[-1] == "hr game start players=4 pieces=2 teams=12-34"
    # partners marked A / B; the right column gives the team totals
    assert screen(dev)[:12] == [
        "30",
        "P1",
        "T1",
        "A4 B4",
        "P1A",
        "2",
        "P2A",
        "2",
        "P3B",
        "2",
        "P4B",
        "2",
    ]
    dev2, log2 = new_game(4, teams=2, pieces=3)
    assert log2[-1] == "hr game start players=4 pieces=10 teams=13-24"
    assert dev2.game.state["teams"] == [0, 1, 0, 1]


# -- a turn -----------------------------------------------------------------------------------


def test_a_normal_turn_is_one_press():
    dev, log = new_game(3)
    dev.cues.clear()
    keys(dev, "o", 4000)
    # P1 7 -> 6, the roll 1 (pyramid) -> 2; P2 on turn with a fresh 30 s
    assert log[-1] == "hr turn n=1 player=P1 end=built fell=0 pieces=6,7,7 roll=2"
    assert dev.cues == ["roll"]
    assert screen(dev)[:4] == ["30", "P2", "T2", ""]
    assert dev.game.timer == {"left": 30000, "at": 4000, "run": 1, "said": 0}


def test_pieces_that_fell_then_ok():
    dev, log = new_game(3)
    keys(dev, "o d d", 1000)  # P2: two fell out
    assert hr_lines(log)[-2:] == [
        "hr fell player=P2 n=1 pieces=6,8,7 roll=1",
        "hr fell player=P2 n=1 pieces=6,9,7 roll=0",
    ]
    assert screen(dev)[:4] == ["30", "P2", "T2", "fell +2"]
    keys(dev, "o", 2000)  # the piece went in: P2 9 - 1 = 8, roll 1
    assert log[-1] == "hr turn n=2 player=P2 end=built fell=2 pieces=6,8,7 roll=1"


def test_a_fall_stops_the_timer():
    dev, log = new_game(3)
    run(dev, 0, 4000)
    keys(dev, "d", 4000)  # 26 s left, stopped there
    dev.cues.clear()
    run(dev, 4000, 40000)
    assert dev.cues == [] and screen(dev)[:4] == ["26", "P1", "T1", "fell +1"]
    keys(dev, "o", 44000)  # next turn: 30 s running again
    assert dev.game.timer["run"] == 1 and dev.game.timer["left"] == 30000


def test_after_a_fall_the_timer_stays_stopped():
    dev, log = new_game(3)
    run(dev, 0, 4000)
    keys(dev, "d", 4000)  # 26 s left, stopped for the rest of the turn
    keys(dev, "u", 5000)
    assert log[-1] == 'ui error msg="Fell: turn over"'
    keys(dev, "b", 6000)  # a menu and back: still stopped
    keys(dev, "b", 7000)
    dev.cues.clear()
    run(dev, 7000, 40000)
    assert dev.cues == [] and dev.game.timer == {"left": 26000, "at": 4000, "run": 0, "said": 0}
    assert screen(dev)[:4] == ["26", "P1", "T1", "fell +1"]
    # the fall undone: the turn is open again, its timer paused; up runs it
    keys(dev, "B", 48000)
    dev.hint_index = 0
    assert screen(dev)[:4] == ["26", "P1", "T1", "paused"]
    assert screen(dev)[-1] == "^ run timer"
    keys(dev, "u", 50000)
    assert log[-1] == "hr timer runs player=P1"
    dev.cues.clear()
    run(dev, 50000, 16000)  # 26 - 16 = 10 s left
    assert dev.cues == ["hr_ten"]


def test_let_go_stays_on_screen_after_a_fall():
    dev, log = new_game(3)
    run(dev, 0, 31000)  # time up
    keys(dev, "d", 31000)
    assert screen(dev)[:4] == ["0", "P1", "T1", "LET GO!"]
    keys(dev, "u", 32000)
    assert log[-1] == 'ui error msg="Fell: turn over"'


def test_hold_down_a_piece_fell_by_itself():
    dev, log = new_game(3)
    keys(dev, "o D", 0)  # roll 2 -> 1, out 1; nobody takes it
    assert log[-1] == "hr loose n=1 roll=1 out=1"
    assert dev.game.state["sup"] == [6, 7, 7]
    dev.hint_index = 11  # the sixth of the hints between the main ones
    assert screen(dev)[-1] == "roll 1 out 1"
    keys(dev, "D D D", 0)  # 1 -> 0 -> -1 (P2's piece may be in) -> refused
    assert log[-1] == 'ui error msg="Roll has 0"'


def test_hold_ok_ends_the_turn_another_way():
    dev, log = new_game(3)
    keys(dev, "O")
    assert dev.stack[-1].labels() == ["Mine fell out", "Mine not put in", "Passed"]
    assert screen(dev)[0] == "P1 turn ends"
    assert dev.stack[-1].pos == 2  # nothing fell: on "Passed"
    keys(dev, "o")
    assert log[-1] == "hr turn n=1 player=P1 end=pass fell=0 pieces=7,7,7 roll=1"
    keys(dev, "O")
    choose(dev, "Mine not put in")  # with nothing fell: refused
    assert log[-1] == 'ui error msg="Nothing fell"'
    keys(dev, "O")
    choose(dev, "Mine fell out")  # with nothing counted: refused
    assert log[-1] == 'ui error msg="Count it with v"'
    keys(dev, "d O")  # after a fall the cursor is on "Mine fell out"
    assert dev.stack[-1].pos == 0
    choose(dev, "Mine not put in")  # one fell before P2's piece went in: P2 8, roll 0
    assert log[-1] == "hr turn n=2 player=P2 end=fell fell=1 pieces=7,8,7 roll=0"


def test_the_piece_and_one_other_fell_out():
    # a fresh-user trial, 2 players with 14: P1 builds (13, roll 2); P2's
    # piece goes in, then it and one other fall out: both are P2's
    # (docs/rules.md, Hamsterrolle): 14 (his own back) + 1 = 15, roll 3 - 2 = 1.
    # Every piece counted: v v
    dev, log = new_game(2)
    keys(dev, "o", 0)
    keys(dev, "d d", 1000)  # the timer stops at 29 s
    assert screen(dev)[:4] == ["29", "P2", "T2", "fell +2"]
    keys(dev, "O", 2000)  # the cursor on "Mine fell out"
    keys(dev, "o", 2000)
    assert hr_lines(log)[-3:] == [
        "hr fell player=P2 n=1 pieces=13,15 roll=1",
        "hr fell player=P2 n=1 pieces=13,16 roll=0",
        "hr turn n=2 player=P2 end=mine_fell fell=2 pieces=13,15 roll=1",
    ]
    # ok instead gives the same count
    keys(dev, "B", 3000)
    keys(dev, "o", 3000)
    assert log[-1] == "hr turn n=2 player=P2 end=built fell=2 pieces=13,15 roll=1"


def test_turn_one_the_pyramid_and_the_players_piece_fell_out():
    # roll 1 (the pyramid): P1's piece goes in, both fall out: 15, roll 0
    dev, log = new_game(2)
    keys(dev, "d d O")
    choose(dev, "Mine not put in")  # the roll held only the pyramid
    assert log[-1] == 'ui error msg="Roll had only 1"'
    assert dev.stack[-1] is dev.game
    keys(dev, "O o")  # "Mine fell out"
    assert log[-1] == "hr turn n=1 player=P1 end=mine_fell fell=2 pieces=15,14 roll=0"


# -- the timer -------------------------------------------------------------------------------


def test_tones_at_10_5_3_2_1_and_0_across_the_ticks_wrap():
    start = TICKS_PERIOD - 5000  # the clock wraps 5 s into the turn
    dev, log = new_game(3, now=start)
    dev.view()
    dev.cues.clear()
    dev.dirty = False
    dev.tick(ticks_add(start, 10))  # 29.99 s: still 30 on screen, nothing drawn
    assert not dev.dirty
    dev.tick(ticks_add(start, 1000))  # 29 s: drawn again
    assert dev.dirty and screen(dev)[0] == "29"
    run(dev, ticks_add(start, 1000), 3990)  # 25.01 s left, 10 ms before the wrap
    assert screen(dev)[0] == "26"
    run(dev, ticks_add(start, 4990), 15010)  # 20 s in: 10 s left, at tick 15000
    assert ticks_add(start, 20000) == 15000
    assert screen(dev)[0] == "10" and dev.cues == ["hr_ten"]
    run(dev, ticks_add(start, 19990), 12000)
    assert dev.cues == ["hr_ten", "hr_tick", "hr_tick", "hr_tick", "hr_tick", "hr_up"]
    assert hr_lines(log)[1:] == [
        "hr timer left=10 player=P1",
        "hr timer left=5 player=P1",
        "hr timer left=3 player=P1",
        "hr timer left=2 player=P1",
        "hr timer left=1 player=P1",
        "hr timer up player=P1",
    ]
    assert screen(dev)[:4] == ["0", "P1", "T1", "LET GO!"]
    keys(dev, "u", ticks_add(start, 33000))
    assert log[-1] == 'ui error msg="Time is up"'
    keys(dev, "o", ticks_add(start, 34000))  # the piece went in all the same
    assert log[-1] == "hr turn n=1 player=P1 end=built fell=0 pieces=6,7,7 roll=2"


def test_a_stall_gives_only_the_latest_tone():
    dev, log = new_game(3)
    dev.cues.clear()
    dev.tick(5000)
    dev.tick(28500)  # 1.5 s left: 10, 5, 3 and 2 s passed in one gap
    dev.tick(28510)
    assert dev.cues == ["hr_tick"] and log[-1] == "hr timer left=2 player=P1"


def test_up_pauses_and_resumes():
    dev, log = new_game(3)
    run(dev, 0, 3000)
    keys(dev, "u", 3000)  # 27 s left
    assert log[-1] == "hr timer paused player=P1"
    assert screen(dev)[:4] == ["27", "P1", "T1", "paused"]
    dev.cues.clear()
    run(dev, 3000, 57000)
    assert dev.cues == []
    keys(dev, "u", 60000)
    assert log[-1] == "hr timer runs player=P1"
    dev.cues.clear()
    run(dev, 60000, 17000)  # 27 - 17 = 10 s left at 77000
    assert dev.cues == ["hr_ten"] and log[-1] == "hr timer left=10 player=P1"


def test_a_menu_over_the_turn_screen_holds_the_timer():
    dev, log = new_game(3)
    run(dev, 0, 5000)
    keys(dev, "b", 5000)  # the game menu: 25 s left, held
    assert dev.stack[-1].labels() == ["Resume", "Results", "Undo last", "Settings", "New game"]
    dev.cues.clear()
    run(dev, 5000, 30000)
    assert dev.cues == [] and dev.game.timer["left"] == 25000
    keys(dev, "b", 35000)  # the menu closes: the timer runs on from the next tick
    assert screen(dev)[3] == ""  # never drawn "paused" meanwhile
    dev.cues.clear()
    run(dev, 35000, 15010)  # runs from 35010: 10 s left at the last tick, 50010
    assert dev.cues == ["hr_ten"] and dev.game.timer["left"] == 10000
    # a timer paused with up stays paused after a menu
    keys(dev, "u b", 50010)
    choose(dev, "Resume", 52000)
    run(dev, 52000, 20000)
    assert dev.game.timer["run"] == 0 and dev.game.timer["left"] == 10000


def test_the_device_stays_awake_while_the_timer_runs_only():
    # a running turn timer holds the screen bright (companion.idle)
    dev, log = new_game(3)
    check(dev.keeps_awake(), "the timer runs from the first turn")
    keys(dev, "u", 1000)  # paused
    check(not dev.keeps_awake())
    keys(dev, "u", 2000)  # runs again
    check(dev.keeps_awake())
    keys(dev, "b", 3000)  # a menu over the turn screen holds the timer
    check(not dev.keeps_awake())
    keys(dev, "b", 4000)
    dev.tick(4010)  # the menu closed: the timer runs on from the next tick
    check(dev.keeps_awake())
    run(dev, 4010, 30010)  # time up (28 s were left): nothing to watch
    check(dev.game.timer["left"] == 0 and not dev.keeps_awake())


# -- the hint line ------------------------------------------------------------------------------


def hints(dev, n):
    """The hint line at hint_index 0 .. n-1."""
    out = []
    for k in range(n):
        dev.hint_index = k
        out.append(screen(dev)[-1])
    return out


def starting(lines, key):
    """The one line of ``lines`` that starts with ``key``."""
    found = [ln for ln in set(lines) if ln.startswith(key)]
    check(len(found) == 1, (key, lines))
    return found[0]


def test_ok_built_is_every_other_hint_and_the_others_take_turns():
    # The wording is the screen's own (hamsterrolle_ui); what matters: the
    # main press every other line, each other button once in the turns
    # between, and the roll's counts.
    dev, log = new_game(3)
    running = hints(dev, 12)
    main = running[0]
    check(main.startswith("ok") and running[0::2] == [main] * 6, running)
    others = running[1::2]
    check(len(set(others)) == 6, others)
    for key in ("v ", "hold ok", "^ ", "hold v", "back"):
        starting(others, key)
    check(others[-1] == "roll 1 out 0", others)  # the roll: 1, the pyramid; none out
    keys(dev, "u")  # paused: "^ run timer" takes every other main turn
    paused = hints(dev, 8)
    run_timer = paused[0]
    check(run_timer.startswith("^ ") and run_timer != starting(others, "^ "), paused)
    check(paused[0::4] == [run_timer] * 2 and paused[2::4] == [main] * 2, paused)
    # the others as before, but the pause line and the roll's
    turns = [ln for ln in others if not ln.startswith(("^ ", "roll"))]
    check(paused[1::2] == turns, paused)
    keys(dev, "d")  # a fall: the turn is over; where did the piece go
    fell = hints(dev, 8)
    mine = fell[0]
    check(mine.startswith("ok") and mine != main and fell[0::2] == [mine] * 4, fell)
    check(fell[1] == starting(others, "v "), fell)  # v counts another
    check(starting(fell, "hold ok") != starting(others, "hold ok"), fell)  # now: not in
    check(fell[5] == starting(others, "back"), fell)
    check(fell[7] == "roll 0 out 0", fell)
    for h in running + paused + fell:
        check(len(h) <= 16, h)


def test_time_up_drops_the_timer_hint():
    dev, log = new_game(3)
    run(dev, 0, 30000)
    fresh, _ = new_game(3)
    turns = [ln for ln in hints(fresh, 12)[1::2] if not ln.startswith("^ ")]  # no timer line
    check(hints(dev, 6)[1::2] == turns[:3], hints(dev, 6))


# -- teams: building from the partner ---------------------------------------------------------


def test_a_player_without_pieces_sees_he_builds_from_his_partner():
    dev, log = new_game(4, teams=1, pieces=-5)  # 12 v 34, 2 each
    keys(dev, "o o o o o")  # T1-T4 1 each, roll 5; T5 P1 builds his last: 0, roll 6
    assert log[-1] == "hr turn n=5 player=P1 end=built fell=0 pieces=0,1,1,1 roll=6"
    keys(dev, "O o O o O o")  # T6 P2, T7 P3, T8 P4 pass
    assert screen(dev)[:4] == ["30", "P1", "T9", "from P2"]
    keys(dev, "d")  # one falls to P1: his, but the piece he builds is P2's
    assert screen(dev)[:4] == ["30", "P1", "T9", "fell +1"]
    keys(dev, "o")  # P1 0 + 1 = 1, P2 1 - 1 = 0, roll 6 - 1 + 1 = 6
    assert log[-1] == "hr turn n=9 player=P1 end=built from=P2 fell=1 pieces=1,0,1,1 roll=6"
    assert screen(dev)[:4] == ["30", "P2", "T10", "from P1"]


# -- undo -------------------------------------------------------------------------------------


def test_undo_within_the_turn_and_back_into_the_last_one():
    dev, log = new_game(3)
    keys(dev, "o", 1000)
    run(dev, 1000, 3000)
    keys(dev, "d", 4000)  # P2: one fell, the timer stops at 27 s
    keys(dev, "B", 5000)
    assert log[-1] == "hr undo act=fell acts=1"
    # the same turn: the timer is as it was (stopped by the fall)
    assert dev.game.timer["left"] == 27000 and dev.game.timer["run"] == 0
    assert dev.game.state["sup"] == [6, 7, 7] and dev.game.state["roll"] == 2
    keys(dev, "B", 6000)
    assert log[-1] == "hr undo act=end acts=0"
    # back to P1's turn: a fresh 30 s, paused
    assert dev.game.timer == {"left": 30000, "at": 6000, "run": 0, "said": 0}
    assert screen(dev)[:4] == ["30", "P1", "T1", "paused"]
    assert dev.cues[-1] == "undo"
    keys(dev, "B", 7000)
    assert log[-1] == 'ui error msg="Nothing to undo"'


# Six turns, 10 entries, that leave 2 players with 14 each, the roll at 1:
# P1 builds (13, roll 2); two fall on P2, who builds (14 + 2 - 1 = 15, roll
# 1); one falls on P1 before his piece went in (14, roll 0); P2 builds (14,
# roll 1); P1's piece goes in and falls out (14 + 1 - 1, roll 1); P2 passes.
CYCLE_KEYS = "o  d d o  d O d o  o  d O o  O o"
CYCLE_ACTS = [
    ["end", "built"],
    ["fell", 1],
    ["fell", 1],
    ["end", "built"],
    ["fell", 1],
    ["end", "fell"],
    ["end", "built"],
    ["fell", 1],
    ["end", "mine_fell"],
    ["end", "pass"],
]


def test_a_long_game_keeps_a_base_and_112_entries_to_undo():
    from companion.rules import hamsterrolle as hr
    from companion.ui.hamsterrolle_ui import restore

    dev, log = new_game(2)
    for _ in range(50):  # 300 turns, 500 entries
        keys(dev, CYCLE_KEYS)
    assert log[-1] == "hr turn n=300 player=P2 end=pass fell=0 pieces=14,14 roll=1"
    doc = dev.game.doc
    # the action log folds 16 at a time once 128 are kept: 384 folded (38
    # cycles and 4 entries, 230 turns), 116 kept
    assert len(doc["acts"]) == 116 and doc["acts"] == CYCLE_ACTS[4:] + CYCLE_ACTS * 11
    assert doc["base"]["turn"] == 230 and doc["folded"] == 384
    # the saved game: base + 116 entries, back as it was
    snap = json.loads(json.dumps(dev.game.snapshot()))
    check(len(json.dumps(snap)) < 2600, "a small saved game")
    assert restore(snap).state == dev.game.state
    # a saved game of the old format (every entry) too, folded on its way in
    old = json.loads(json.dumps(snap))
    old["doc"] = {"v": 1, "game": "hamsterrolle", "players": 2, "pieces": [14, 14]}
    old["doc"]["teams"] = None
    old["doc"]["acts"] = CYCLE_ACTS * 50
    game = restore(old)
    assert game.state == dev.game.state and game.doc["acts"] == doc["acts"]
    # undo: 112 entries back, to 388 entered (38 cycles and 8: P1's turn
    # 233, one piece fell on him), and no further
    for _ in range(112):
        keys(dev, "B")
    assert log[-1] == "hr undo act=end acts=388"
    whole = hr.new_doc(2)
    whole["acts"] = CYCLE_ACTS * 38 + CYCLE_ACTS[:8]
    assert dev.game.state == hr.replay(whole)
    assert dev.game.state["turn"] == 232
    assert screen(dev)[:4] == ["30", "P1", "T233", "fell +1"]
    keys(dev, "B")
    assert log[-1] == 'ui error msg="Undo limit: 112"'
    # nothing left to undo, but the game was played: leaving asks
    keys(dev, "b")
    choose(dev, "New game")
    assert dev.stack[-1].labels() == ["No, go on", "Yes, discard"]


# -- the end ----------------------------------------------------------------------------------


def test_first_player_out_wins_and_the_results():
    dev, log = new_game(3, pieces=-5)  # 2 each
    keys(dev, "o o o")
    dev.cues.clear()
    keys(dev, "o")  # P1 builds his last
    assert log[-1] == "hr game over winner=P1 pieces=0,1,1 turns=4"
    assert dev.cues == ["over"]
    assert dev.game.snapshot()["over"] == 1  # finished: the boot offers no resume
    assert screen(dev)[:-1] == [  # over the hint line
        "P1 WINS",
        "no pieces left",
        "P1",
        "0",
        "P2",
        "1",
        "P3",
        "1",
    ]
    keys(dev, "d u")  # nothing to do
    keys(dev, "o")
    assert screen(dev) == [
        "Results T4",
        "1 P1  0 left WON",
        "2 P2  1 left",
        "2 P3  1 left",  # tied with P2: the same place
        "roll 5 out 0 ok",
    ]
    keys(dev, "o")
    assert screen(dev)[0] == "P1 WINS"


def test_team_out_wins_then_undo_reopens_the_game():
    dev, log = new_game(4, teams=1, pieces=-6)  # 12 v 34, one piece each
    keys(dev, "o o")  # P1, then P2 build their only piece: team A has none
    assert hr_lines(log)[1:] == [
        "hr turn n=1 player=P1 end=built fell=0 pieces=0,1,1,1 roll=2",
        "hr turn n=2 player=P2 end=built fell=0 pieces=0,0,1,1 roll=3",
        "hr game over winner=P1+P2 why=team_out teams=A:0,B:2 pieces=0,0,1,1 turns=2",
    ]
    assert screen(dev)[:2] == ["P1+P2 WIN", "team has none"]
    over = dev.view()
    keys(dev, "o")
    assert screen(dev) == [
        "Results T2",
        "A P1+P2 0 WON",
        "  P1:0 P2:0",
        "B P3+P4 2",
        "  P3:1 P4:1",
        "roll 3 out 0 ok",
    ]
    # a long game's counts: the hint keeps them whole, "ok" only where it fits
    st = dev.game.state
    st["roll"], st["out"] = 111, 10
    assert screen(dev)[-1] == "roll 111 out 10"
    st["roll"], st["out"] = 99, 1
    assert screen(dev)[-1] == "roll 99 out 1 ok"
    st["roll"], st["out"] = 3, 0
    keys(dev, "B", 9000)
    assert log[-1] == "hr undo act=end acts=1"
    assert dev.game.state["phase"] == "play" and screen(dev)[:4] == ["30", "P2", "T2", "paused"]
    # the winner's screen whole on the glass: its teams' totals line ran
    # into the cells' labels once they grew; the totals
    # are on the results (above)
    whole_on_glass(over, "team win")


def test_teams_across_tie_goes_to_the_team_out_first():
    dev, log = new_game(4, teams=2, pieces=-6)  # 13 v 24, one piece each
    keys(dev, "o o")  # P1 out, then P2 out: A 1 (P3), B 1 (P4): A was out first
    assert log[-1] == (
        "hr game over winner=P1+P3 why=first_out teams=A:1,B:1 pieces=0,0,1,1 turns=2"
    )
    assert screen(dev)[:2] == ["P1+P3 WIN", "tie: out first"]
    over = dev.view()
    keys(dev, "o")
    assert screen(dev)[1:5] == ["A P1+P3 1 WON", "  P1:0 P3:1", "B P2+P4 1", "  P2:0 P4:1"]
    whole_on_glass(over, "team tie")


def test_leaving_asks_once_something_was_entered():
    dev, log = new_game(3)
    keys(dev, "b")
    choose(dev, "New game")  # with nothing entered: at once
    assert log[-1] == "hr game abandoned turns=0 acts=0" and dev.game is None
    dev, log = new_game(3)
    keys(dev, "o b")
    choose(dev, "New game")
    assert dev.stack[-1].labels() == ["No, go on", "Yes, discard"]
    keys(dev, "o")  # stay
    assert dev.stack[-1] is dev.game
    keys(dev, "b")
    choose(dev, "New game")
    choose(dev, "Yes, discard")
    assert log[-1] == "hr game abandoned turns=1 acts=1" and dev.game is None


# -- saved games ------------------------------------------------------------------------------


def test_snapshot_and_restore_come_back_paused_without_repeating_a_tone():
    from companion.ui.hamsterrolle_ui import restore

    dev, log = new_game(3)
    keys(dev, "o", 0)
    run(dev, 0, 21000)  # P2: 9 s left, the 10 s tone given
    snap = json.loads(json.dumps(dev.game.snapshot()))
    assert snap["label"] == "Hrolle 3p T2" and snap["left"] == 9000 and snap["said"] == 1
    game = restore(snap)
    assert game.state == dev.game.state
    log2 = []
    dev2 = Device(None, log2.append, 500, None)
    dev2.game = game
    dev2.stack = [game]
    run(dev2, 500, 20000)
    assert dev2.cues == [] and screen(dev2)[:4] == ["9", "P2", "T2", "paused"]
    keys(dev2, "u", 30000)
    dev2.cues.clear()
    run(dev2, 30000, 4000)  # 5 s left: the 5 s tone, never the 10 s one again
    assert dev2.cues == ["hr_tick"] and log2[-1] == "hr timer left=5 player=P2"


DIR = "build/test-hamsterrolle"


def fresh():
    return fresh_dir(DIR)


def test_resume_after_a_power_cut():
    d = fresh()
    dev, log = new_game(3, data_dir=d)
    keys(dev, "o", 0)
    run(dev, 0, 7000)
    keys(dev, "d", 7000)  # P2: one fell, 23 s left; saved
    log2 = []
    dev2 = Device(None, log2.append, 0, d)  # the power comes back
    assert log2[-1] == "sys saved game=hr Hrolle 3p T2"
    keys(dev2, "o", 100)
    assert log2[-1] == "sys resume game=hr"
    run(dev2, 100, 1000)
    assert screen(dev2)[:4] == ["23", "P2", "T2", "fell +1"]
    assert dev2.game.timer["run"] == 0
    keys(dev2, "u", 1500)  # the fall ended the turn: its timer stays stopped
    assert log2[-1] == 'ui error msg="Fell: turn over"'
    keys(dev2, "o", 2000)  # P2 8 - 1 = 7, roll 1 + 1 = 2
    assert log2[-1] == "hr turn n=2 player=P2 end=built fell=1 pieces=6,7,7 roll=2"


def test_resume_after_a_power_cut_says_paused():
    d = fresh()
    dev, log = new_game(3, data_dir=d)
    keys(dev, "o", 0)
    run(dev, 0, 7000)
    keys(dev, "D", 7000)  # P2: one fell by itself; saved with 23 s left, running
    assert dev.game.timer["run"] == 1
    dev2 = Device(None, [].append, 0, d)  # the power comes back
    keys(dev2, "o", 100)  # Resume
    run(dev2, 100, 1000)
    assert screen(dev2)[:4] == ["23", "P2", "T2", "paused"]
    assert hints(dev2, 3) == ["^ run timer", "v fell out: mine", "ok built: next"]
    keys(dev2, "u", 2000)
    dev2.hint_index = 0
    assert screen(dev2)[3] == "" and screen(dev2)[-1] == "ok built: next"
