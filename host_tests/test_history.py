"""The game history (docs/history.md), on both runtimes: each game's record
worked out from its rules, the file store (append, read back, the 200
bound, bad files), the device keeping a finished game after its frame and
never an abandoned one, the History screens, and the chi-squared verdict
on the dice against sums worked out by hand."""

import json
import os

import glass
from fakes import Scripted
from test_hamsterdam_rules import game as hd_game
from test_hamsterrolle_rules import BUILT
from test_hamsterrolle_rules import game as hr_game
from test_scoring_done import DIR as SDIR
from test_scoring_done import hats_scored, towers_scored
from test_stramash_rules import game as st_game

from companion import history
from companion.device import Device
from companion.rules import fair, records
from companion.rules import hamsterdam as hd
from companion.ui import view as v
from support import choose, fresh_dir, labels

DIR = "build/test-history"
AT = [2026, 12, 3, 21, 40]


def rec(g="som", n=2, s=(11, 20), pl=(2, 1), win=(1,), d=None, at=AT, **more):
    r = {"v": 1, "g": g, "var": "", "n": n, "s": list(s), "low": 0, "pl": list(pl)}
    r.update({"win": list(win), "by": "points", "side": None, "r": None, "t": None, "d": d})
    r.update({"min": 42, "at": at, "up": 95})
    r.update(more)
    return r


# -- the records, from the rules ------------------------------------------------


def test_hamsterdam_record_from_a_game_played_to_its_end():
    # test_hamsterdam_rules: 2 players classic, P1 5 + 1 = 6, P2 6 + 2 = 8
    acts = [["roll", 3, 4, []], ["dam", 0], ["dam", 1], ["dam", 1]]
    acts += [["pile", 0]] * 4 + [["pile", 1]] * 6 + [["pile", 0], ["end"]]
    state, _ = hd_game(2, acts, classic=True)
    assert state["phase"] == "over"
    assert records.hamsterdam(state) == {
        "var": "classic",
        "n": 2,
        "s": [6, 8],
        "low": 1,
        "pl": [1, 2],
        "win": [0],
        "by": "points",
        "side": None,
        "r": 1,
        "t": 1,  # one roll: a 7
        "d": [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
    }
    state, _ = hd_game(2, acts[:-2], classic=True)
    assert records.hamsterdam(state) is None  # not over: no record


def test_hamsterdam_record_of_a_tie_broken_by_hamsters_and_a_shared_one():
    # 2 players classic: 1 + 5 each at the target: the tie-break asks
    acts = [["roll", 3, 4, []], ["dam", 0], ["dam", 1]] + [["pile", 0]] * 5 + [["pile", 1]] * 5
    state, _ = hd_game(2, acts + [["end"]], classic=True)
    assert state["phase"] == "tie"
    assert records.hamsterdam(state) is None
    hd.apply(state, ["tie", [3, 5]])  # P2 has more hamsters left
    got = records.hamsterdam(state)
    assert (got["s"], got["pl"], got["win"], got["by"]) == ([6, 6], [2, 1], [1], "hamsters")
    state, _ = hd_game(2, acts + [["end"], ["tie", [4, 4]]], classic=True)
    got = records.hamsterdam(state)
    assert (got["pl"], got["win"], got["by"]) == ([1, 1], [0, 1], "shared")


def test_hamsterrolle_record():
    # test_hamsterrolle_rules: 3 players with 2 pieces, P1 builds his last
    st3, _, _ = hr_game(3, 2, [BUILT, BUILT, BUILT, BUILT])
    assert records.hamsterrolle(st3) == {
        "var": "",
        "n": 3,
        "s": [0, 1, 1],
        "low": 1,
        "pl": [1, 2, 2],
        "win": [0],
        "by": "points",
        "side": None,
        "r": None,
        "t": 4,
        "d": None,
    }
    st3, _, _ = hr_game(3, 2, [BUILT])
    assert records.hamsterrolle(st3) is None


def test_hamsterrolle_teams_rank_two_sides():
    # a team game: each seat carries its team's total, the losing team second
    state, _, _ = hr_game(4, 1, [BUILT, BUILT], teams=[0, 1, 0, 1])  # P1 builds, then P2
    got = records.hamsterrolle(state)
    assert state["phase"] == "over"
    assert (got["var"], got["side"], got["pl"]) == ("teams", [0, 1, 0, 1], [1, 2, 1, 2])
    assert got["win"] == state["winners"] and sorted(got["win"]) == [0, 2]
    assert got["by"] == "first"  # both teams at 1 piece: the team whose player went out first


def test_stramash_records_singles_and_pairs():
    acts = [["next"], ["home", 1]]
    acts += [["next"], ["next"], ["home", 0], ["next"], ["home", 1]]
    acts += [["next"], ["next"], ["next"], ["home", 1]]
    acts += [["next"], ["next"], ["next"], ["home", 1], ["home", 1]]
    state, _ = st_game(3, acts)
    assert records.stramash(state) == {
        "var": "",
        "n": 3,
        "s": [1, 5, 0],
        "low": 0,
        "pl": [2, 1, 3],
        "win": [1],
        "by": "points",
        "side": None,
        "r": 4,
        "t": 11,  # 10 turns passed, and P2's winning one
        "d": None,
    }
    state, _ = st_game(6, [["fix", 4, 5], ["fix", 1, 5]], pairs=True)
    got = records.stramash(state)
    assert got["var"] == "pairs" and got["win"] == [1, 4]
    assert got["pl"] == [2, 1, 2, 2, 1, 2]  # P2+P5 first, the other two pairs share second
    assert got["side"] == [1, 0, 2, 1, 0, 2]  # by standings: P2+P5, then P1+P4, P3+P6
    assert records.stramash(st_game(3, [["next"]])[0]) is None


def test_scoring_sessions_record_their_ranking():
    dev, _, _ = hats_scored()  # P1 11, P2 20
    got = dev.game.record()
    assert got == {
        "var": "",
        "n": 2,
        "s": [11, 20],
        "low": 0,
        "pl": [2, 1],
        "win": [1],
        "by": "points",
        "side": None,
        "r": None,
        "t": None,
        "d": None,
    }
    dev.game.clear()  # back to the session: no result
    assert dev.game.record() is None
    dev, _ = towers_scored()  # clk P1 4, P2 5
    got = dev.game.record()
    assert (got["s"], got["pl"], got["win"], got["by"]) == ([4, 5], [2, 1], [1], "points")


# -- the store -------------------------------------------------------------------


def test_append_and_read_back_every_mode():
    fresh_dir(DIR)
    kinds = ("hd", "som", "clk", "hr", "st")
    for g in kinds:
        assert history.append(DIR, rec(g=g)) == kinds.index(g) + 1
    assert history.numbers(DIR) == [1, 2, 3, 4, 5]
    for k, g in enumerate(kinds, 1):
        assert history.read(DIR, k) == rec(g=g)
    assert sorted(os.listdir(DIR + "/hist")) == ["%05d.json" % k for k in range(1, 6)]


def test_the_last_200_are_kept():
    fresh_dir(DIR)
    for i in range(205):
        history.append(DIR, rec(up=i))
    nums = history.numbers(DIR)
    assert nums == list(range(6, 206))
    assert history.read(DIR, 6)["up"] == 5 and history.read(DIR, 205)["up"] == 204


def test_bad_files_are_passed_over_with_one_line_each_and_the_rest_read():
    fresh_dir(DIR)
    for _ in range(8):
        history.append(DIR, rec())
    bad = {
        2: '{"v": 1, "g": "som"',  # cut short
        3: "[" * 3000,  # deep, and over 1 KB
        4: json.dumps(rec(n="2")),  # wrongly typed
        5: json.dumps(rec(win=[7])),  # a winner who is no seat
        6: json.dumps({"v": 1}),  # fields missing
        7: json.dumps(rec(s=[1] * 400)),  # huge
    }
    for k, text in bad.items():
        with open(history.path(DIR, k), "w") as f:
            f.write(text)
    log = []
    got = [history.read(DIR, k, log.append) for k in history.numbers(DIR)]
    assert got == [rec(), None, None, None, None, None, None, rec()]
    assert log == [
        "sys history file=00002.json corrupt: " + log[0].split("corrupt: ", 1)[1],
        "sys history file=00003.json too big: 3000 bytes",
        "sys history file=00004.json bad n",
        "sys history file=00005.json bad win",
        "sys history file=00006.json no g",
        "sys history file=00007.json " + log[5].split(".json ", 1)[1],
    ]
    assert log[5].split(".json ", 1)[1].startswith("too big")
    history.append(DIR, rec())  # and appends go on after them
    assert history.numbers(DIR)[-1] == 9


def test_what_a_cut_append_left_is_dropped_and_clear_removes_all():
    fresh_dir(DIR)
    history.append(DIR, rec())
    with open(DIR + "/hist/00002.json.tmp", "w") as f:
        f.write('{"v": 1')  # a power cut before the rename
    assert history.numbers(DIR) == [1]
    assert history.append(DIR, rec()) == 2
    assert sorted(os.listdir(DIR + "/hist")) == ["00001.json", "00002.json"]
    history.clear(DIR)
    assert history.numbers(DIR) == [] and "hist" not in os.listdir(DIR)


def test_check_refuses_what_no_game_writes():
    assert history.check(rec(v=2)) == "bad v"
    assert history.check(rec(n=1, s=[3], pl=[1], win=[0])) == "bad n"
    assert history.check(rec(g="hd", d=[-10, 0, 0, 0, 0, 110, 0, 0, 0, 0, 0])) == "bad d"
    assert history.check(rec(at=[2026, 13, 40, 25, 61])) == "bad at"
    assert history.check(rec(win=[])) == "bad pl"  # P2 placed first, no winner
    assert history.check(rec(win=[0])) == "bad win"  # P1 placed second
    assert history.check(rec(pl=[1, 1])) == "bad pl"  # two placed first, one winner
    assert history.check(rec(side=[0, 7])) == "bad side"
    assert history.check(rec(min=None)) is None  # its length not known
    assert history.check(rec(min=-1)) == "bad min"


def test_numbers_grow_a_digit_past_99999():
    fresh_dir(DIR)
    os.mkdir(DIR + "/hist")
    with open(history.path(DIR, 99999), "w") as f:
        f.write(json.dumps(rec()))
    assert history.append(DIR, rec(up=1)) == 100000
    assert history.append(DIR, rec(up=2)) == 100001
    assert history.numbers(DIR) == [99999, 100000, 100001]
    assert history.read(DIR, 100001) == rec(up=2)


def test_a_finished_game_on_its_results_at_a_power_cut_is_kept_at_the_next_boot():
    dev, log, _ = hats_scored()  # the results show: saved with "over" and its record
    dev.flush()
    assert "hist" not in os.listdir(SDIR)
    log2 = []
    dev2 = Device(Scripted((3, 4), faces=True, cycle=True), log2.append, 0, SDIR)
    assert log2 == ["sys boot version=0.1.0"]  # the first frame first
    dev2.background()  # the loop's first pass
    assert log2[1:] == ["sys saved game=som finished: cleared", "sys history game=1 kind=som"]
    assert history.read(SDIR, 1) == rec(up=0, min=0, at=None)  # stamped at the results
    assert dev2.evening == [1]
    assert not [n for n in os.listdir(SDIR) if n.startswith("game")]


def test_check_takes_a_record_written_by_the_device():
    assert history.check(rec(d=[1] * 11, r=3, t=11)) is None
    assert history.check(rec(d=[1] * 10)) == "bad d"
    assert history.check(rec(at=[2026, 12, 3])) == "bad at"
    assert history.check(rec(by=True)) == "bad by"
    assert history.check(rec(pl=[0, 1])) == "bad pl"
    assert history.check([]) == "not a record"


# -- the device ------------------------------------------------------------------


def test_a_finished_session_is_kept_after_done_and_an_abandoned_one_is_not():
    dev, log, _ = hats_scored()
    dev.clock = lambda: list(AT)
    dev.now = 60000 * 42 + 5  # 42 minutes after power-on and the game's start
    dev.press("ok", "long", dev.now)  # Done
    assert log[-2:] == ["som session finished taps=21", "sys history game=1 kind=som"]
    assert history.read(SDIR, 1) == rec(up=42)
    assert dev.evening == [1]
    # a session left before its scores: nothing kept
    choose(dev, "Sombreros")
    choose(dev, "2 players")
    choose(dev, "Score the end")
    dev.stack[-1].key(dev, "back", "short")  # nothing entered: leaves at once
    assert log[-1] == "som session abandoned taps=0"
    assert history.numbers(SDIR) == [1] and dev.evening == [1]


def test_under_a_running_loop_the_append_waits_for_the_frame():
    dev, log, _ = hats_scored()
    dev.clock = lambda: None  # the clock never set: "at" null
    dev.running = True
    dev.press("ok", "long", 0)  # Done: the game menu's frame first
    assert history.numbers(SDIR) == [] and labels(dev)[0] == "Hamsterdam"
    dev.flush()  # the loop, after the frame
    assert history.read(SDIR, 1)["at"] is None and history.numbers(SDIR) == [1]
    dev.flush_log()
    assert log[-1] == "sys history game=1 kind=som"


def test_a_full_flash_loses_the_record_alone_with_one_line():
    dev, log, _ = hats_scored()
    dev.clock = lambda: None
    fresh_dir(SDIR)
    with open(SDIR + "/hist", "w") as f:  # a file where the folder goes: every write fails
        f.write("x")
    dev.press("ok", "long", 0)
    assert log[-1].startswith("sys history failed: ")
    assert labels(dev)[0] == "Hamsterdam" and dev.evening == []


# -- the screens -----------------------------------------------------------------


def history_device(recs):
    fresh_dir(DIR)
    for r in recs:
        history.append(DIR, r)
    log = []
    dev = Device(Scripted((3, 4), faces=True, cycle=True), log.append, 0, DIR)
    dev.evening = list(range(1, len(recs) + 1))
    choose(dev, "History")
    dev.view()  # its frame: the menu reads the games as it is drawn
    return dev, log


def texts(dev):
    return v.texts(dev.view())


def test_the_history_lists_the_games_newest_first():
    hd_rec = rec(g="hd", n=3, s=[4, 9, 9], pl=[1, 2, 2], win=[0], low=1, at=None)
    dev, _ = history_device([rec(), hd_rec, rec(win=[0, 1], pl=[1, 1], s=[20, 20])])
    assert labels(dev) == [
        "This evening",
        "21:40 Hats P1+",  # the newest: a shared win
        "#2 H'dam P1",  # no clock: its number
        "21:40 Hats P2",
        "New evening",
        "Clear history",
    ]
    dev.press("down", "short", 0)
    assert texts(dev)[-1] == "2026-12-03"  # the hint: its date
    dev.press("down", "short", 0)
    assert texts(dev)[-1] == "Game 2"
    dev.press("ok", "short", 0)  # the Hamsterdam game: its ranking
    assert texts(dev) == ["P1 wins", "1 P1   4", "2 P2   9", "2 P3   9", "^v page  x back"]
    dev.press("down", "short", 0)
    dev.hint_index = 0
    assert texts(dev) == ["Hamsterdam", "3 players", "Game 2", "42 min"]
    dev.hint_index = 1
    assert texts(dev)[-1] == "^v page  x back"
    dev.press("back", "short", 0)
    assert dev.stack[-1].heading == "History"


def test_a_team_game_ranks_its_teams():
    team = rec(n=4, s=[30, 25, 30, 25], pl=[1, 2, 1, 2], win=[0, 2], var="teams", side=[0, 1, 0, 1])
    dev, _ = history_device([team])
    dev.press("down", "short", 0)
    dev.press("ok", "short", 0)
    assert texts(dev)[:3] == ["P1+P3 win", "P1+P3  30", "P2+P4  25"]
    pairs = rec(
        n=4, s=[5, 1, 5, 0], pl=[1, 2, 1, 2], win=[0, 2], var="pairs", g="st", side=[0, 1, 0, 1]
    )
    dev, _ = history_device([pairs])
    dev.press("down", "short", 0)
    dev.press("ok", "short", 0)
    assert texts(dev)[:3] == ["P1+P3 win", "P1+P3  10", "P2+P4   1"]  # laddies home, summed


def test_six_seats_rank_on_two_pages():
    six = rec(g="st", n=6, s=[5, 1, 3, 0, 2, 4], pl=[1, 5, 3, 6, 4, 2], win=[0])
    dev, _ = history_device([six])
    dev.press("down", "short", 0)
    dev.press("ok", "short", 0)
    assert texts(dev)[:5] == ["P1 wins", "1 P1   5", "2 P6   4", "3 P3   3", "4 P5   2"]
    dev.press("down", "short", 0)
    assert texts(dev)[:3] == ["P1 wins", "5 P2   1", "6 P4   0"]
    glass.check(dev.view(), "the second ranking page")
    dev.press("down", "short", 0)
    assert texts(dev)[:2] == ["Stramash", "6 players"]


def test_this_evening_counts_wins_per_seat_and_a_tie_for_each():
    recs = [rec(), rec(win=[0, 1], pl=[1, 1], s=[9, 9]), rec(g="clk")]
    dev, _ = history_device(recs)
    dev.evening = [1, 2, 3]
    dev.press("ok", "short", 0)  # This evening
    dev.hint_index = 0
    assert texts(dev) == ["Sombreros", "P1 1 win", "P2 2 wins", "2 games"]
    dev.hint_index = 1
    assert texts(dev)[-1] == "^v page  x back"
    dev.press("down", "short", 0)
    assert texts(dev)[:3] == ["Clocktowers", "P1 0 wins", "P2 1 win"]
    dev.press("back", "short", 0)
    dev.press("up", "short", 0)  # (wraps) Clear history
    dev.press("up", "short", 0)  # New evening
    dev.press("ok", "short", 0)
    assert dev.evening == [] and texts(dev)[-1] == "Evening starts"
    for _ in range(4):
        dev.press("up", "short", 0)
    dev.press("ok", "short", 0)
    assert texts(dev) == ["This evening", "No games yet", "^v page  x back"]


def test_clear_history_asks_first_and_no_keeps_it():
    dev, log = history_device([rec(), rec()])
    dev.press("up", "short", 0)  # Clear history
    dev.press("ok", "short", 0)
    assert labels(dev) == ["No, keep it", "Yes, clear all"]
    dev.press("ok", "short", 0)  # a reflex ok keeps it
    assert history.numbers(DIR) == [1, 2]
    dev.press("ok", "short", 0)
    dev.press("down", "short", 0)
    dev.press("ok", "short", 0)
    assert history.numbers(DIR) == [] and labels(dev) == [
        "This evening",
        "New evening",
        "Clear history",
    ]
    assert log[-1] == "sys history cleared" and dev.evening == []


def test_a_bad_file_shows_as_unreadable_opens_nothing_and_is_logged_once():
    dev, log = history_device([rec()] * 12)
    with open(history.path(DIR, 1), "w") as f:
        f.write("{")
    dev.stack[-1].entries.made = {}
    assert labels(dev)[12] == "#1 ?"
    assert log[-1].startswith("sys history file=00001.json corrupt")
    for _ in range(3):  # the list read again and again: said once
        dev.stack[-1].entries.made = {}
        labels(dev)
    assert len([ln for ln in log if ln.startswith("sys history file=")]) == 1
    dev, log = history_device([rec()])
    with open(history.path(DIR, 1), "w") as f:
        f.write("{")
    dev.stack[-1].entries.made = {}
    dev.press("down", "short", 0)
    dev.press("ok", "short", 0)
    assert dev.stack[-1].heading == "History"


def test_the_dice_page_gives_the_verdict_only_from_enough_rolls():
    few = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]  # 36 rolls
    dev, _ = history_device([rec(g="hd", d=few, low=1)])
    dev.press("down", "short", 0)
    dev.press("ok", "short", 0)
    dev.press("down", "short", 0)
    dev.press("down", "short", 0)
    dev.hint_index = 0
    assert texts(dev)[0] == "36 rolls" and texts(dev)[-1] == "54 more rolls"
    dev.hint_index = 1
    assert texts(dev)[-1] == "frames: fair"
    cold = [5, 10, 15, 20, 25, 0, 25, 20, 15, 10, 5]  # 150 rolls, no 7
    dev, _ = history_device([rec(g="hd", d=cold, low=1)])
    for b in ("down", "ok", "down", "down"):
        dev.press(b, "short", 0)
    dev.hint_index = 0
    assert texts(dev)[0] == "150 rolls" and texts(dev)[-1] == "7s ran cold"
    dev.hint_index = 1
    assert texts(dev)[-1] == "chi2 p <0.01"  # Q(30; 10) = 0.00086
    glass.check(dev.view(), "the dice page")


def test_a_dice_page_whose_fair_7s_are_the_tallest_draws():
    # 36 rolls, no sum above 5: fair dice's 6 sevens are the top (a float)
    dev, _ = history_device([rec(g="hd", d=[1, 2, 3, 4, 5, 5, 5, 4, 3, 2, 2], low=1)])
    for b in ("down", "ok", "down", "down"):
        dev.press(b, "short", 0)
    items = dev.view()
    assert all(type(x) is int for it in items if it[0] in ("box", "frame") for x in it[1:5])
    bars = [it for it in items if it[0] == "box" and it[2] < 38]
    # each bar count * 28 / 6 high, from the baseline at 38: 1 -> 4 px ... 5 -> 23 px
    assert [it[4] for it in bars] == [4, 9, 14, 18, 23, 23, 23, 18, 14, 9, 9]
    glass.check(items, "the dice page")


# -- the dice against fair dice ---------------------------------------------------


def _scaled(counts):
    # the statistic as the textbook writes it, sum (o - e)^2 / e with
    # e = n w / 36, times 2160 n (36 n and 60, every w's multiple): an int
    n = sum(counts)
    return sum((36 * o - n * w) ** 2 * (60 // w) for o, w in zip(counts, fair.WAYS))


def test_chi2_against_fair_dice():
    exact = [5 * w for w in fair.WAYS]  # 180 rolls just as fair dice throw them
    assert _scaled(exact) == 0 and fair.chi2(exact) == (0.0, 1.0)
    sevens = [0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0]  # 36 sevens: 150 from the 7s, 30 elsewhere
    assert _scaled(sevens) == 180 * 2160 * 36
    x, p = fair.chi2(sevens)
    assert abs(x - 180) < 1e-3 and p < 1e-30
    cold = [5, 10, 15, 20, 25, 0, 25, 20, 15, 10, 5]  # 150 rolls, no 7: 25 + 5
    assert _scaled(cold) == 30 * 2160 * 150
    x, p = fair.chi2(cold)
    # Q(30; 10) = exp(-15) (1 + 15 + 15^2/2 + 15^3/6 + 15^4/24)
    assert abs(x - 30) < 1e-3 and abs(p - 8.566e-4) < 2e-6
    assert fair.chi2([0] * 11) == (0.0, 1.0)


def test_the_tail_matches_the_tables_for_ten_degrees_of_freedom():
    # the chi-squared table's critical values for 10 degrees of freedom
    for x, p in ((18.307, 0.05), (23.209, 0.01), (15.987, 0.10), (9.342, 0.50)):
        assert abs(fair.tail(x) - p) < 0.0005, (x, fair.tail(x))
    assert fair.tail(0.0) == 1.0


def test_the_verdict():
    assert fair.verdict([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]) == ("few", 54)
    assert fair.verdict([5 * w for w in fair.WAYS]) == ("fair", None)
    assert fair.verdict([5, 10, 15, 20, 25, 0, 25, 20, 15, 10, 5]) == ("cold", 7)
    hot = [5, 10, 15, 20, 25, 30, 25, 20, 15, 10, 30]  # the 12s: 30 of 205
    assert fair.verdict(hot) == ("hot", 12)
    # 90 rolls: the least that gets a verdict
    assert fair.verdict([3, 5, 8, 10, 12, 15, 12, 10, 8, 5, 2])[0] == "fair"
