"""The scoring screens on the glass: each one a player reads, drawn on
MicroPython's framebuf and every text on it checked whole (``glass.check``:
not clipped, not overlapping, big glyphs with a ring of background). The
unix port runs them; on CPython they skip by name (no framebuf)."""

import glass
from test_clocktowers_ui import session as towers
from test_clocktowers_ui import tower
from test_scoring_done import hats_scored
from test_sombreros_ui import cookie_question, hat, ok, session, taps, tracker

from companion.ui import view as v


def every_page(dev, where, hints=2):
    """Each result page from the first, each hint line of it, on the glass."""
    res = dev.stack[-1]
    for page in range(res.pages):
        for i in range(hints):
            dev.hint_index = i
            glass.check(dev.view(), "%s page %d hint %d" % (where, page + 1, i))
        dev.press("down", "short", 0)
    dev.hint_index = 0


def test_hats_screens_on_the_glass():
    glass.blank()  # skips on CPython, by name
    dev, log, field = session(2)
    taps(dev, field, [(1, 3), (2, 4), (3, 1), (4, 2), (1, 5)])
    ok(dev)
    field.tap(dev, hat((1, 3), copy=1))
    glass.check(dev.view(), "same face twice")
    ok(dev)
    field.tap(dev, hat((6, 1)))
    for _ in range(13):  # untagged: 1 .. 13 of 14 black hats
        dev.press("up", "short", 0)
    assert v.texts(dev.view())[2:4] == ["Untagged: 13", "of 14 black hats"]
    glass.check(dev.view(), "untagged")
    ok(dev)  # P1's favourite
    dev.press("ok", "short", 0)  # not tapped: asked
    assert v.texts(dev.view())[:3] == ["No favourite?", "Tap it first", "Go on without"]
    glass.check(dev.view(), "no favourite")
    dev.press("down", "short", 0)
    dev.press("ok", "short", 0)  # go on without: P2's hats
    for _ in range(2):
        ok(dev)
    glass.check(dev.view(), "last step")
    ok(dev)
    every_page(dev, "hats 2p warnings")
    dev, log, field = hats_scored()
    every_page(dev, "hats 2p")


def test_hats_four_players_and_the_cookie_question_on_the_glass():
    glass.blank()
    dev, log, field = session(4)
    taps(dev, field, [(1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1)])
    ok(dev)
    for pair in ((1, 2), (2, 3), (3, 4), (4, 5)):
        field.tap(dev, hat(pair))
        for _ in range(3):
            ok(dev)
    every_page(dev, "hats 4p")
    dev, log, field = session(4)  # nothing played: the teams share the place
    for _ in range(13):
        ok(dev)
    res = dev.stack[-1]
    res.page = len(res.checks)
    assert v.texts(dev.view())[:3] == ["teams tie", "P1+P3   0 shared", "P2+P4   0 shared"]
    glass.check(dev.view(), "teams tie")
    dev, log = cookie_question()
    glass.check(dev.view(), "cookie unanswered")
    dev.press("down", "short", 0)
    glass.check(dev.view(), "cookie P2")


def test_the_tracker_on_the_glass():
    glass.blank()
    dev, log, field = tracker(4)
    glass.check(dev.view(), "no cookie")
    for p, pair in enumerate(((1, 2), (2, 2), (3, 2), (4, 2))):
        field.tap(dev, hat(pair))
        glass.check(dev.view(), "tracker P%d" % (p + 1))
        dev.press("up", "short", 0)
    dev.press("down", "short", 0)  # a black hat for P1: two types, the cookie
    assert v.texts(dev.view())[3] == "Cookie: P1"
    glass.check(dev.view(), "tracker P1 again")


def test_towers_screens_on_the_glass():
    glass.blank()
    dev, log, field = towers(2)
    tower(dev, field, "floor 1 none")
    for i in range(2):
        dev.hint_index = i
        glass.check(dev.view(), "open tower hint %d" % i)
    tower(dev, field, "clock none", "roof red")
    tower(dev, field, "floor 1 none#1", "floor 2 none", "clock none#1", "roof green")
    tower(dev, field, "floor 1 none#2", "floor 2 none#1", "clock none#2", "roof blue")
    tower(dev, field, "floor 1 none#3", "clock none#3", "roof red#1")
    tower(dev, field, "floor 1 none#4", "clock none#4", "roof red#2")
    tower(dev, field, "floor 1 none#5", "clock none#5", "roof red#3")
    ok(dev)
    glass.check(dev.view(), "ok scores")
    tower(dev, field, "floor 1 cat", "clock none#6", "roof red#4")
    ok(dev)
    assert v.texts(dev.view())[:3] == ["1 warning", "5 red roofs", "the box has 4"]
    every_page(dev, "towers", 3)
