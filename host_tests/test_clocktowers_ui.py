"""Clocktowers tap-to-score on the device, both runtimes: towers tapped
bottom to top through the real NFC stack, the refusals, undo, and the logged
scores of a 2-player endgame worked out by hand (DIGEST.md, Clocktowers)."""

from nfc_field import Field, card

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
    # every complete tower: P1 4 + 5 + 5 = 14, P2 3 + 5 + 4 = 12 -> P1;
    # without the flagged green tower P1 has 9 < 12 -> P2: the players decide
    assert log[-2:] == [
        "clk scores P1=14 P2=12 winner=P1 by=points",
        "clk unflagged P1=9 P2=12 winner=P2 by=points",
    ]
    assert (
        "clk tower player=P1 n=3 height=3 colour=green animals=- points=5 complete=1"
        " flags=ladder_start"
    ) in log
    pages = []
    for _ in range(dev.stack[-1].pages):
        pages.append(screen(dev))
        dev.press("down", "short", 0)
    assert pages[0][:4] == ["Towers: ranking", "1 P1  14", "2 P2  12", "winner P1"]
    assert pages[1][:4] == ["Without flagged", "1 P2  12", "2 P1   9", "winner P2"]
    assert pages[2][:4] == ["P1 14 w/o! 9", "1h red 4", "2h red 5", "3h green 5!st"]
    assert pages[3][:4] == ["P2 12 points", "2h blue 3", "2h yellow 5", "1h purple 4"]


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
    dev.press("back", "long", 0)
    assert log[-1] == "clk undo player=P1 card=roof-red"
    assert dev.game.towers[0] == [] and len(dev.game.current) == 2
    tower(dev, field, "roof blue")  # roofed again, in blue
    assert screen(dev)[1:3] == ["Tower 1 done", "1h blue 4pt"]


def test_more_than_four_towers_take_a_second_page_and_blank_tags_are_named():
    dev, log, field = session(2)
    field.tap(dev, card("bg1 clk floor 1 cat"))
    assert screen(dev)[1:4] == ["Floor 1 cat", "1 storey", "open 1 storey"]
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
    assert screen(dev)[:2] == ["P1 25 points", "1h purple 5"]  # the fifth tower
    res.page = 3
    assert screen(dev)[:2] == ["P2 0 points", "no towers"]


def text_tag_blank():
    from sim_tags import ntag

    return ntag(213, bytes((0x04, 0x70, 1, 2, 3, 4, 5)))
