"""Clocktowers tap-to-score on the device, both runtimes: towers tapped
bottom to top through the real NFC stack, the refusals, undo, and the logged
scores of a 2-player endgame worked out by hand (docs/rules.md, Clocktowers)."""

from nfc_field import Field, card
from test_sombreros_ui import bigs, on_glass, result_pages

from companion.device import Device
from companion.ui import view as v
from support import choose


def session(players=2):
    log = []
    dev = Device(None, log.append, 0, None)
    choose(dev, "Clocktowers")
    choose(dev, "%d players" % players)
    return dev, log, Field()


def tower(dev, field, *texts):
    for text in texts:
        copy = 0
        if "#" in text:
            text, n = text.split("#")
            copy = int(n)
        field.tap(dev, card("bg1 clk " + text, copy))


def screen(dev):
    return v.texts(dev.view())


def test_two_player_endgame_scored_as_worked_out_by_hand():
    dev, log, field = session(2)
    assert log[-1] == "clk session start players=2"
    # P1: T1 floor 1 cat, clock, red roof: 1 storey, cats only -> 4
    tower(dev, field, "floor 1 cat", "clock none", "roof red")
    assert screen(dev)[1:3] == ["Tower 1 done", "1h red 4pt"]
    assert bigs(dev) == [("P1 towers", 0, 2), ("1", 16, 2)]
    # T2 floor 2 none, clock, red roof: 2 storeys, no animals -> 5; red 1, 2: a ladder
    tower(dev, field, "floor 2 none", "clock none#1", "roof red#1")
    # T3 floors 1 + 2 (no animals), clock, green roof: 3 storeys -> 5, but a
    # colour's first tower must be 1 or 2 high: flagged (ladder_start)
    tower(dev, field, "floor 1 none", "floor 2 none#1", "clock none#2", "roof green")
    dev.press("ok", "short", 0)  # P2
    # P2: T1 floor 2 cat, clock mouse, blue: cats and mice -> 3
    tower(dev, field, "floor 2 cat", "clock mouse", "roof blue")
    # T2 floors 1 + 1 (no animals), clock, yellow: 2 storeys -> 5
    tower(dev, field, "floor 1 none#1", "floor 1 none#2", "clock none#3", "roof yellow")
    # T3 floor 1 cat, clock, purple: 1 storey, cats -> 4
    tower(dev, field, "floor 1 cat#1", "clock none#4", "roof purple")
    dev.press("ok", "short", 0)  # score
    assert (
        type(dev.stack[-1]).__name__ == "ClocktowersResults"
    )  # by name: a new game re-imports the module
    # one result (rules/clocktowers.py: a flagged tower scores as tapped):
    # P1 4 + 5 + 5 = 14, P2 3 + 5 + 4 = 12 -> P1. The log also gives the
    # total without the flagged green tower: P1 9 < 12 -> P2.
    assert log[-2:] == [
        "clk scores P1=14 P2=12 winner=P1 by=points",
        "clk unflagged P1=9 P2=12 winner=P2 by=points",
    ]
    assert (
        "clk tower player=P1 n=3 height=3 colour=green animals=- points=5 complete=1"
        " flags=ladder_start"
    ) in log
    pages = []
    views = []
    for _ in range(dev.stack[-1].pages):
        pages.append(screen(dev))
        views.append(dev.view())
        assert on_glass(views[-1])
        dev.press("down", "short", 0)
    assert len(pages) == 4
    # first the check of the flagged tower, in words: which, why, what it
    # counts, what it decides (without it P1 has 9 against 12)
    assert pages[0] == [
        "P1 green 3 high",
        "a colour's first",
        "is 1 or 2 high",
        "counts 5 points",
        "without: P2 wins",
        "^v page back fix",
    ]
    # then the one result, the winner in the big glyphs
    assert pages[1] == ["P1 wins", "1 P1  14", "2 P2  12", "^v page back fix"]
    # 7 glyphs 12 px apart, the last 10 px wide: 82 px, centred at x = (128 - 82) // 2
    assert ("big", 23, 0, "P1 wins", 2) in views[1]
    # each player's towers: colour, height, points; the flagged one lit
    assert pages[2][:4] == [
        "P1 14 points",
        "red 1 high     4",
        "red 2 high     5",
        "green 3 high   5",
    ]
    assert ("box", 0, 31, 128, 10, 1) in views[2] and ("t", 0, 32, "green 3 high   5", 0) in views[
        2
    ]
    assert pages[3][:4] == [
        "P2 12 points",
        "blue 2 high    3",
        "yellow 2 high  5",
        "purple 1 high  4",
    ]
    assert not [it for it in views[3] if it[0] == "box" and it[2] > 9]  # nothing lit


def test_order_refusals_each_with_a_message():
    dev, log, field = session(2)
    tower(dev, field, "clock none")
    assert screen(dev)[1:3] == ["Floor first", "then the clock"]
    tower(dev, field, "roof red")
    assert screen(dev)[1] == "Floor first"
    tower(dev, field, "floor 1 cat")
    tower(dev, field, "roof red")
    assert screen(dev)[1:3] == ["Clock first", "roof comes last"]
    tower(dev, field, "clock none")
    tower(dev, field, "clock mouse")
    assert screen(dev)[1:3] == ["Two clocks", "then the roof"]
    tower(dev, field, "floor 2 cat")
    assert screen(dev)[1:3] == ["Clock is on", "roof now"]
    tower(dev, field, "floor 1 cat")  # the same sticker again
    assert screen(dev)[1:3] == ["Already used", "this tower"]
    field.tap(dev, card("bg1 som hat 3 5"))
    assert screen(dev)[1:3] == ["Not a tower card", "Hat 3/5"]
    dev.press("ok", "short", 0)  # the tower is open: no next player yet
    assert screen(dev)[1:3] == ["Tower unfinished", "roof it or undo"]
    assert dev.game.p == 0
    refused = [ln.split("why=")[1] for ln in log if ln.startswith("clk refused")]
    assert refused == [
        "clock_first",
        "roof_early",
        "roof_early",
        "two_clocks",
        "floor_after_clock",
        "twice",
        "other_game",
        "unfinished",
    ]


def test_undo_a_roof_reopens_the_tower():
    dev, log, field = session(2)
    tower(dev, field, "floor 1 cat", "clock none", "roof red")
    assert len(dev.game.towers[0]) == 1
    # the tower holds the acts themselves: one tuple a tap on the heap
    assert all(a is b for a, b in zip(dev.game.towers[0][0], dev.game.done))
    assert [a[:-1] for a in dev.game.done] == [
        (0, "floor", 1, "cat"),
        (0, "clock", "none"),
        (0, "roof", "red"),
    ]
    dev.press("back", "long", 0)
    assert log[-1] == "clk undo player=P1 card=roof-red"
    assert dev.game.towers[0] == [] and len(dev.game.current) == 2
    tower(dev, field, "roof blue")  # roofed again, in blue
    assert screen(dev)[1:3] == ["Tower 1 done", "1h blue 4pt"]


def test_more_than_four_towers_take_a_second_page_and_blank_tags_are_named():
    dev, log, field = session(2)
    field.tap(dev, card("bg1 clk floor 1 cat"))
    assert screen(dev)[:4] == ["P1 towers", "Floor 1 cat", "1 storey", "0"]
    field.tap(dev, text_tag_blank())
    assert screen(dev)[1:3] == ["Blank tag", "no card data"]
    dev.press("back", "long", 0)  # undo the floor: nothing open
    colours = ("red", "blue", "green", "yellow", "purple")
    for i, colour in enumerate(colours):  # five 1-storey clean towers: 5 points each
        tower(dev, field, "floor 1 none#%d" % i, "clock none#%d" % i, "roof " + colour)
    dev.press("ok", "short", 0)
    dev.press("ok", "short", 0)  # P2 has none: score
    res = dev.stack[-1]
    assert [k for k, _, _ in res.plan] == ["rank", "towers", "towers", "towers"]
    res.page = 2
    assert screen(dev)[:2] == ["P1 25 points", "purple 1 high  5"]  # the fifth tower
    res.page = 3
    assert screen(dev)[:2] == ["P2 0 points", "no towers"]


def text_tag_blank():
    from sim_tags import ntag

    return ntag(213, bytes((0x04, 0x70, 1, 2, 3, 4, 5)))


def test_flagged_towers_say_why_in_words_and_what_they_decide():
    # (docs/rules.md, Clocktowers, The colour ladder: the ladder continues from
    # the last tower that fits). P1: red 1 (5), red 3 (5: the 2 is missing),
    # blue 1 (5), blue 1 with a cat (4: the first blue 1 took the ladder's
    # place). P2: green 1 with a cat (4). P1 19, P2 4: without either flagged
    # tower P1 still has 14 or 15.
    dev, log, field = session(2)
    tower(dev, field, "floor 1 none", "clock none", "roof red")
    tower(dev, field, "floor 1 none#1", "floor 2 none", "clock none#1", "roof red#1")
    tower(dev, field, "floor 1 none#2", "clock none#2", "roof blue")
    tower(dev, field, "floor 1 cat", "clock none#3", "roof blue#1")
    dev.press("ok", "short", 0)
    tower(dev, field, "floor 1 cat#1", "clock none#4", "roof green")
    dev.press("ok", "short", 0)
    assert log[-2] == "clk scores P1=19 P2=4 winner=P1 by=points"
    pages = result_pages(dev)
    assert pages[:3] == [
        [
            "P1 red 3 high",
            "missing: red",
            "tower 2 high",
            "counts 5 points",
            "all out: P1 wins",  # both flagged towers out: P1 10, P2 4
            "^v page back fix",
        ],
        [
            "P1 blue 1 high",
            "another blue",
            "tower is 1 high",
            "counts 4 points",
            "all out: P1 wins",
            "^v page back fix",
        ],
        ["P1 wins", "1 P1  19", "2 P2   4", "^v page back fix"],
    ]
    assert pages[3][:5] == [
        "P1 19 points",
        "red 1 high     5",
        "red 3 high     5",
        "blue 1 high    5",
        "blue 1 high    4",
    ]


def test_a_flagged_tower_that_decides_a_tie():
    # P1 red 1 (5) and green 3 (5, flagged: no green 1 or 2), P2 blue 1 (5):
    # P1 10 wins; without the green tower 5 and 5, no animals: a shared win
    dev, log, field = session(2)
    tower(dev, field, "floor 1 none", "clock none", "roof red")
    tower(dev, field, "floor 1 none#1", "floor 2 none", "clock none#1", "roof green")
    dev.press("ok", "short", 0)
    tower(dev, field, "floor 1 none#2", "clock none#2", "roof blue")
    dev.press("ok", "short", 0)
    assert screen(dev)[:5] == [
        "P1 green 3 high",
        "a colour's first",
        "is 1 or 2 high",
        "counts 5 points",
        "without it: tie",
    ]
    dev.press("down", "short", 0)
    assert screen(dev)[:3] == ["P1 wins", "1 P1  10", "2 P2   5"]


def test_tap_screen_reads_from_the_seat():
    # Whose turn and what to tap, and their towers so far,
    # in the big glyphs; the 8x8 lines are the prompt and the last tap
    dev, log, field = session(2)
    assert bigs(dev) == [("P1 towers", 0, 2), ("0", 16, 2)]
    assert screen(dev)[1:3] == ["Tap each tower:", "floor,clock,roof"] and on_glass(dev.view())
    tower(dev, field, "floor 2 none", "floor 1 cat")
    assert screen(dev)[1:3] == ["Floor 1 cat", "3 storeys"] and on_glass(dev.view())
    tower(dev, field, "clock mouse")
    assert screen(dev)[1:3] == ["Clock mouse", "3 storeys+clock"]
    tower(dev, field, "roof blue")  # cats and mice: 3
    assert bigs(dev) == [("P1 towers", 0, 2), ("1", 16, 2)] and on_glass(dev.view())
    tower(dev, field, "floor 1 none", "clock none", "roof red")
    assert bigs(dev)[1] == ("2", 16, 2)
    assert dev.game.snapshot()["label"] == "Towers 2p 7 taps"
    dev.press("ok", "short", 0)
    assert bigs(dev) == [("P2 towers", 0, 2), ("0", 16, 2)]
    tower(dev, field, "floor 1 none#1")
    dev.press("back", "long", 0)
    dev.press("back", "long", 0)  # undo the floor, then P1's red roof: its tower reopens
    assert bigs(dev) == [("P1 towers", 0, 2), ("1", 16, 2)]
    assert screen(dev)[1:3] == ["Undone", "Roof"]
    dev.press("back", "long", 0)
    dev.press("back", "long", 0)
    dev.press("back", "long", 0)  # the blue tower's roof: its cards are open
    assert dev.game.snapshot()["label"] == "Towers 2p 3 taps"
    for _ in range(2):
        dev.press("back", "long", 0)
    assert dev.game.snapshot()["label"] == "Towers 2p 1 tap"


def test_a_tie_for_first_shares_the_place():
    # (docs/rules.md, Clocktowers, Winner: points, then the mouse level, then
    # the cat level; still tied, they share). P1 and P2 one clean 1-storey
    # tower each (5, no animals), P3 one with a cat (4).
    dev, log, field = session(3)
    tower(dev, field, "floor 1 none", "clock none", "roof red")
    dev.press("ok", "short", 0)
    tower(dev, field, "floor 1 none#1", "clock none#1", "roof blue")
    dev.press("ok", "short", 0)
    tower(dev, field, "floor 1 cat", "clock none#2", "roof green")
    dev.press("ok", "short", 0)
    assert log[-2] == "clk scores P1=5 P2=5 P3=4 winner=P1,P2 by=shared"
    assert screen(dev) == [
        "P1+P2 win",
        "1 P1   5 shared",
        "1 P2   5 shared",
        "3 P3   4",
        "^v page back fix",
    ]
    assert on_glass(dev.view())


def test_three_share_the_win():
    dev, log, field = session(3)
    for p, colour in enumerate(("red", "blue", "green")):
        tower(dev, field, "floor 1 none#%d" % p, "clock none#%d" % p, "roof " + colour)
        dev.press("ok", "short", 0)
    assert screen(dev)[:4] == ["3-way tie", "1 P1   5 shared", "1 P2   5 shared", "1 P3   5 shared"]


# --- several flagged towers, a box fact, the hint ---


def test_two_flagged_towers_say_what_they_decide_together():
    # P1: red 1 (5), green 3 and blue 3 (5 each, flagged: a colour
    # starts 1 or 2 high) = 15; P2: yellow 1 (5). One tower out, P1 still
    # wins (10 to 5); both out, 5 and 5 and no animals: a tie. Each page
    # says the second, not "P1 wins anyway".
    dev, log, field = session(2)
    tower(dev, field, "floor 1 none", "clock none", "roof red")
    tower(dev, field, "floor 1 none#1", "floor 2 none", "clock none#1", "roof green")
    tower(dev, field, "floor 1 none#2", "floor 2 none#1", "clock none#2", "roof blue")
    dev.press("ok", "short", 0)
    tower(dev, field, "floor 1 none#3", "clock none#3", "roof yellow")
    dev.press("ok", "short", 0)
    assert log[-2:] == [
        "clk scores P1=15 P2=5 winner=P1 by=points",
        "clk unflagged P1=5 P2=5 winner=P1,P2 by=shared",
    ]
    pages = result_pages(dev)
    assert pages[:3] == [
        ["P1 green 3 high", "a colour's first", "is 1 or 2 high", "counts 5 points"]
        + ["all out: tie", "^v page back fix"],
        ["P1 blue 3 high", "a colour's first", "is 1 or 2 high", "counts 5 points"]
        + ["all out: tie", "^v page back fix"],
        ["P1 wins", "1 P1  15", "2 P2   5", "^v page back fix"],
    ]


def test_two_flagged_towers_that_hand_the_win_over():
    # as above, P2 with a purple cat tower too (4): 9. Both out: P1 5, P2 9
    dev, log, field = session(2)
    tower(dev, field, "floor 1 none", "clock none", "roof red")
    tower(dev, field, "floor 1 none#1", "floor 2 none", "clock none#1", "roof green")
    tower(dev, field, "floor 1 none#2", "floor 2 none#1", "clock none#2", "roof blue")
    dev.press("ok", "short", 0)
    tower(dev, field, "floor 1 none#3", "clock none#3", "roof yellow")
    tower(dev, field, "floor 1 cat", "clock none#4", "roof purple")
    dev.press("ok", "short", 0)
    assert screen(dev)[4] == "all out: P2 wins"
    dev.press("down", "short", 0)
    assert screen(dev)[4] == "all out: P2 wins"
    dev.press("down", "short", 0)
    assert screen(dev)[:3] == ["P1 wins", "1 P1  15", "2 P2   9"]


def test_five_red_roofs_warn_and_the_game_is_scored():
    # A box fact (docs/rules.md, Box facts (every game)): the box has 4 roofs
    # of a colour; a fifth
    # (a mis-written sticker) warns on a check page, then the scores.
    # P1 red 1, 2, 3, 4 (a ladder, no animals: 5 each = 20), P2 red 1 with
    # a cat (4). The same sticker twice is still refused.
    dev, log, field = session(2)
    tower(dev, field, "floor 1 none", "clock none", "roof red")
    tower(dev, field, "floor 2 none", "clock none#1", "roof red#1")
    tower(dev, field, "floor 1 none#1", "floor 2 none#1", "clock none#2", "roof red#2")
    tower(dev, field, "floor 2 none#2", "floor 2 none#3", "clock none#3", "roof red#3")
    dev.press("ok", "short", 0)
    tower(dev, field, "floor 1 cat", "clock none#4")
    tower(dev, field, "roof red#3")  # P1's fourth roof: the same sticker
    assert screen(dev)[1:3] == ["Already used", "P1 tower 4"]
    tower(dev, field, "roof red#4")  # a fifth red roof sticker: counted
    assert screen(dev)[1:3] == ["Tower 1 done", "1h red 4pt"]
    dev.press("ok", "short", 0)
    assert log[-3:] == [
        "clk warn roofs colour=red count=5 box=4",
        "clk scores P1=20 P2=4 winner=P1 by=points",
        "clk unflagged P1=20 P2=4 winner=P1 by=points",
    ]
    pages = result_pages(dev)
    assert len(pages) == 4  # the check, the ranking, P1's towers, P2's
    assert pages[0] == ["1 warning", "5 red roofs", "the box has 4", "^v page back fix"]
    assert pages[1] == ["P1 wins", "1 P1  20", "2 P2   4", "^v page back fix"]


def test_the_hint_names_what_ok_does_now():
    # While a tower is open ok is refused: the hint says what to do
    dev, log, field = session(2)
    assert screen(dev)[-1] == "ok next player"
    tower(dev, field, "floor 1 cat")
    assert screen(dev)[-1] == "roof it, then ok"
    dev.hint_index = 1
    assert screen(dev)[-1] == "hold back: undo"
    dev.hint_index = 0
    tower(dev, field, "clock none")
    assert screen(dev)[-1] == "roof it, then ok"
    tower(dev, field, "roof red")
    assert screen(dev)[-1] == "ok next player"
    dev.press("ok", "short", 0)  # P2, the last: ok scores
    assert screen(dev)[-1] == "ok: score game"
    tower(dev, field, "floor 2 none")
    assert screen(dev)[-1] == "roof it, then ok"
