"""Clocktowers rules core (docs/rules.md, Clocktowers). Runs on CPython and the
MicroPython unix port. Every expected score below is worked out by hand from
the rules in the comments next to it, not read back from the code.

Notation: ``F(2, "cat")`` a two-storey floor with a cat, ``C("mouse")`` a
clock with a mouse, ``R("green")`` a green roof; a tower is its cards tapped
bottom to top. "h" = height (storeys of the floors), "L" = a level counted in
storeys from the ground (the clock one above the top floor). Points: no
animals 5, cats only 4, cats and mice 3, mice only 2."""

from fakes import Lcg

from companion.nfc import decks, payload
from companion.rules import RuleError
from companion.rules import clocktowers as clk
from support import raises


def F(storeys, animal="none"):
    return ("floor", storeys, animal)


def C(animal="none"):
    return ("clock", animal)


def R(colour):
    return ("roof", colour)


def totals(r, key="total"):
    return [s[key] for s in r["scores"]]


def points(r, p):
    return [t["points"] for t in r["scores"][p]["towers"]]


def flags(r, p):
    return [t["flags"] for t in r["scores"][p]["towers"]]


def heights(r, p):
    return [t["height"] for t in r["scores"][p]["towers"]]


# --- 1. two-storey floors set the ladder (height = storeys, not cards) ---


def test_two_storey_floors_set_the_ladder():
    p1 = [
        [F(2), C(), R("green")],  # h 2, clean 5
        [F(1, "cat"), F(2), C(), R("green")],  # h 1+2 = 3, cats 4
        [F(2), F(2), C("mouse"), R("green")],  # h 2+2 = 4, mice 2 (the clock's)
    ]
    # green 2, 3, 4: a ladder (by card count it would read 1, 2, 2: a repeat)
    p2 = [
        [F(1), F(1), C(), R("yellow")],  # h 1+1 = 2, clean 5
        [F(2, "mouse"), C(), R("yellow")],  # h 2 (one card), mice 2
        [F(2, "cat"), F(2, "cat"), C(), R("yellow")],  # h 4, cats 4
    ]
    # yellow 2, 2, 4 (by card count 2, 1, 2 -> would look like 1, 2):
    # sorted 2 (tapped first) fits; the second 2 is a repeat; 4: the last fit
    # is 2, so 3 is due -> gap
    r = clk.score(2, [p1, p2])
    assert heights(r, 0) == [2, 3, 4] and heights(r, 1) == [2, 2, 4]
    assert flags(r, 0) == [[], [], []]
    assert flags(r, 1) == [[], ["ladder_repeat"], ["ladder_gap"]]
    assert points(r, 0) == [5, 4, 2] and points(r, 1) == [5, 2, 4]
    # P1 5+4+2 = 11 both ways; P2 all 5+2+4 = 11, unflagged 5
    assert totals(r) == [11, 11]
    assert totals(r, "total_unflagged") == [11, 5]
    # tie at 11: P1's top mouse is the clock of the h4 tower, L 4+1 = 5;
    # P2's only mouse sits on the upper storey of the two-storey card, L 2
    s1, s2 = r["scores"]
    assert (s1["mouse"], s1["cat"]) == (5, 1)  # P1's cat on the bottom card: L 1
    assert (s2["mouse"], s2["cat"]) == (2, 4)  # two-storey cats at L 2 and 2+2 = 4
    assert (s2["mouse_unflagged"], s2["cat_unflagged"]) == (0, 0)  # only the clean tower
    assert r["ranking"] == [(1, 0, 11, "mouse"), (2, 1, 11, "mouse")]
    assert r["ranking_unflagged"] == [(1, 0, 11, "points"), (2, 1, 5, "points")]
    assert clk.summary_line(r) == "scores P1=11 P2=11 winner=P1 by=mouse"
    assert clk.summary_line(r, unflagged=True) == "unflagged P1=11 P2=5 winner=P1 by=points"
    assert (s2["complete"], s2["flagged"]) == (3, 2)


# --- 2. a broken ladder: gaps, repeats, a wrong start; both totals ---


def test_broken_ladder_gap_repeat_and_start_with_both_totals():
    p1 = [
        [F(1), C(), R("red")],  # a h1 clean 5
        [F(2), F(1), C(), R("red")],  # b h3 clean 5
        [F(2, "cat"), F(2), C(), R("red")],  # c h4 cats 4
        [F(2, "mouse"), C(), R("blue")],  # d h2 mice 2 (tapped first of the 2s)
        [F(1, "cat"), F(1, "mouse"), C(), R("blue")],  # e h2 mixed 3
        [F(1), F(2), C("mouse"), R("blue")],  # f h3 mice 2
    ]
    # red 1, 3, 4: 1 fits; 3 gap (2 due); 4 gap too (the last fit is still 1)
    # blue 2, 2, 3: d fits; e repeat; f = 2+1 fits
    p2 = [
        [F(1, "cat"), F(1), C(), R("purple")],  # g h2 cats 4
        [F(2), F(2), C(), R("purple")],  # h h4 clean 5
        [F(2), F(1), C(), R("yellow")],  # i h3 clean 5
        [F(1), F(2, "mouse"), C("mouse"), R("yellow")],  # j h3 mice 2
        [F(2), F(2), F(1), C("mouse"), R("green")],  # k h5 mice 2
        [F(2), F(2), F(2), C(), R("green")],  # l h6 clean 5
    ]
    # purple 2, 4 (docs/rules.md's example, The colour ladder): 2 fits, 4 gap
    # yellow 3, 3: neither is 1 or 2 high -> both ladder_start
    # green 5, 6: both ladder_start (nothing ever fits, so 6 is no "next")
    r = clk.score(2, [p1, p2])
    assert heights(r, 0) == [1, 3, 4, 2, 2, 3]
    assert flags(r, 0) == [[], ["ladder_gap"], ["ladder_gap"], [], ["ladder_repeat"], []]
    assert flags(r, 1) == [
        [],
        ["ladder_gap"],
        ["ladder_start"],
        ["ladder_start"],
        ["ladder_start"],
        ["ladder_start"],
    ]
    assert points(r, 0) == [5, 5, 4, 2, 3, 2]
    assert points(r, 1) == [4, 5, 5, 2, 2, 5]
    # P1 all 5+5+4+2+3+2 = 21; unflagged a 5 + d 2 + f 2 = 9
    # P2 all 4+5+5+2+2+5 = 23; unflagged g 4
    assert totals(r) == [21, 23]
    assert totals(r, "total_unflagged") == [9, 4]
    assert [(s["complete"], s["flagged"]) for s in r["scores"]] == [(6, 3), (6, 5)]
    # the players decide: P2 wins counting everything, P1 without the flagged
    assert r["ranking"] == [(1, 1, 23, "points"), (2, 0, 21, "points")]
    assert r["ranking_unflagged"] == [(1, 0, 9, "points"), (2, 1, 4, "points")]
    assert clk.winners(r) == ["P2"] and clk.winners(r, unflagged=True) == ["P1"]
    assert clk.summary_line(r) == "scores P1=21 P2=23 winner=P2 by=points"
    assert clk.summary_line(r, unflagged=True) == "unflagged P1=9 P2=4 winner=P1 by=points"


def test_without_one_tower_ranks_what_that_tower_decides():
    # test 1's game: P1 11, P2 11, P1 ahead on the mouse level (5 against 2)
    p1 = [
        [F(2), C(), R("green")],  # h 2, clean 5
        [F(1, "cat"), F(2), C(), R("green")],  # h 3, cats 4
        [F(2), F(2), C("mouse"), R("green")],  # h 4, mice 2, the clock's mouse at L 5
    ]
    p2 = [
        [F(1), F(1), C(), R("yellow")],  # h 2, clean 5
        [F(2, "mouse"), C(), R("yellow")],  # h 2, mice 2 (the repeat), mouse L 2
        [F(2, "cat"), F(2, "cat"), C(), R("yellow")],  # h 4, cats 4 (the gap)
    ]
    r = clk.score(2, [p1, p2])
    # without P2's repeat: P2 5 + 4 = 9 < 11
    assert clk.without(r, 1, 1) == [(1, 0, 11, "points"), (2, 1, 9, "points")]
    # without P1's h 4 tower: P1 5 + 4 = 9 < 11, P2 first
    assert clk.without(r, 0, 2) == [(1, 1, 11, "points"), (2, 0, 9, "points")]
    # without P2's gap: 5 + 2 = 7
    assert clk.without(r, 1, 2) == [(1, 0, 11, "points"), (2, 1, 7, "points")]
    # the result itself is unchanged
    assert r["ranking"] == [(1, 0, 11, "mouse"), (2, 1, 11, "mouse")]
    # a tie without it: P1 red 1 (5) and green 3 (5, no ladder start), P2 blue
    # 1 (5): without the green one 5 and 5, no animals anywhere -> shared
    r = clk.score(
        2, [[[F(1), C(), R("red")], [F(1), F(2), C(), R("green")]], [[F(1), C(), R("blue")]]]
    )
    assert r["ranking"] == [(1, 0, 10, "points"), (2, 1, 5, "points")]
    assert clk.without(r, 0, 1) == [(1, 0, 5, "shared"), (1, 1, 5, "shared")]


# --- 3. each animal class, and a clock mouse changing the class ---


def test_animal_classes_and_the_clock_mouse():
    p1 = [
        [F(1), C(), R("red")],  # no animals: 5
        [F(1, "cat"), C(), R("blue")],  # cats, no mice: 4
        [F(1, "cat"), F(1, "mouse"), C(), R("green")],  # cats and mice: 3
        [F(2, "mouse"), C(), R("yellow")],  # mice, no cats: 2
    ]
    p2 = [
        [F(1), C("mouse"), R("red")],  # clean floors, the clock's mouse: 5 -> 2
        [F(2, "cat"), C("mouse"), R("blue")],  # cats 4 -> mixed 3 by the clock
        # three animals, two mice: still 3 ("no matter how many")
        [F(1, "cat"), F(1), F(1, "mouse"), C("mouse"), R("blue")],
        [F(1, "mouse"), C("mouse"), R("purple")],  # mice twice: still 2
    ]
    # ladders: P1 one tower per colour, h 1, 1, 2, 2; P2 red 1, blue 2 then 3, purple 1
    r = clk.score(2, [p1, p2])
    t1 = r["scores"][0]["towers"]
    t2 = r["scores"][1]["towers"]
    assert [t["class"] for t in t1] == ["clean", "cats", "mixed", "mice"]
    assert [t["animals"] for t in t1] == [(), ("cat",), ("cat", "mouse"), ("mouse",)]
    assert points(r, 0) == [5, 4, 3, 2]
    assert [t["class"] for t in t2] == ["mice", "mixed", "mixed", "mice"]
    assert points(r, 1) == [2, 3, 3, 2]
    # P1 5+4+3+2 = 14; P2 2+3+3+2 = 10
    assert totals(r) == [14, 10] and totals(r, "total_unflagged") == [14, 10]
    assert r["ranking"] == [(1, 0, 14, "points"), (2, 1, 10, "points")]
    assert r["ranking_unflagged"] == r["ranking"]
    assert clk.summary_line(r) == "scores P1=14 P2=10 winner=P1 by=points"
    # one tower on its own gives the same class and points
    assert clk.tower([F(1), C("mouse"), R("red")])["points"] == 2
    assert clk.tower([F(1), C(), R("red")])["points"] == 5


# --- 4. a points tie decided by the mouse level (two-storey cards, clock) ---


def test_tie_decided_by_mouse_level_in_storeys():
    p1 = [
        [F(2), C(), R("yellow")],  # h2 clean 5
        [F(2), F(1, "cat"), C(), R("yellow")],  # h3 cats 4; cat L 2+1 = 3
        [F(2), F(2, "mouse"), C(), R("yellow")],  # h4 mice 2; mouse L 2+2 = 4
    ]
    p2 = [
        [F(1), F(1), C("mouse"), R("red")],  # h2 mice 2; clock mouse L 1+1+1 = 3
        [F(1, "cat"), C(), R("blue")],  # h1 cats 4; cat L 1
        [F(1), C(), R("green")],  # h1 clean 5
    ]
    r = clk.score(2, [p1, p2])
    # P1 5+4+2 = 11; P2 2+4+5 = 11: tied
    assert totals(r) == [11, 11]
    # mouse: P1 L4 (the second card, but its upper storey) beats P2 L3 (the
    # clock, though it is the third card): P1 by mouse
    assert [(s["mouse"], s["cat"]) for s in r["scores"]] == [(4, 3), (3, 1)]
    assert r["ranking"] == [(1, 0, 11, "mouse"), (2, 1, 11, "mouse")]
    assert r["ranking_unflagged"] == r["ranking"]
    assert clk.summary_line(r) == "scores P1=11 P2=11 winner=P1 by=mouse"
    assert clk.summary_line(r, unflagged=True) == "unflagged P1=11 P2=11 winner=P1 by=mouse"


# --- 5. three players: a tie decided by the cat level ---


def test_three_players_tie_decided_by_cat_level():
    p1 = [
        [F(1), C(), R("red")],  # h1 clean 5
        [F(2, "cat"), C("mouse"), R("red")],  # h2 mixed 3; cat L 2 (upper storey), mouse L 3
    ]
    p2 = [
        [F(2), C(), R("blue")],  # h2 clean 5
        [F(1, "cat"), F(1), F(1, "mouse"), C(), R("blue")],  # h3 mixed 3; cat L 1, mouse L 3
    ]
    p3 = [[F(1, "mouse"), C("mouse"), R("green")]]  # h1 mice 2; mouse L 2
    r = clk.score(3, [p1, p2, p3])
    # P1 5+3 = 8; P2 5+3 = 8; P3 2
    assert totals(r) == [8, 8, 2]
    # mouse: P1 3 (clock on a 2-high tower) = P2 3 (third single storey)
    # cat: P1 2 (a two-storey card) > P2 1 -> P1 by cat
    assert [(s["mouse"], s["cat"]) for s in r["scores"]] == [(3, 2), (3, 1), (2, 0)]
    assert r["ranking"] == [(1, 0, 8, "cat"), (2, 1, 8, "cat"), (3, 2, 2, "points")]
    assert clk.summary_line(r) == "scores P1=8 P2=8 P3=2 winner=P1 by=cat"


# --- 6. four players: still tied after both levels -> shared place ---


def test_four_players_still_tied_share_the_place():
    p1 = [[F(1), C(), R("red")], [F(1), F(1), C(), R("red")]]  # h1 5 + h2 5 = 10
    p2 = [
        [F(2), C(), R("blue")],  # h2 clean 5
        [F(1, "cat"), C("mouse"), R("green")],  # h1 mixed 3; cat L1, mouse L2
    ]  # 8, mouse 2, cat 1
    p3 = [
        [F(1, "mouse"), F(1, "cat"), C(), R("yellow")],  # h2 mixed 3; mouse L1, cat L2
        [F(1), C(), R("purple")],  # h1 clean 5
    ]  # 8, mouse 1, cat 2
    p4 = [
        [F(2, "mouse"), C(), R("purple")],  # h2 mice 2; mouse L2
        [F(1, "cat"), C(), R("yellow")],  # h1 cats 4; cat L1
        [F(1, "mouse"), C(), R("red")],  # h1 mice 2; mouse L1
    ]  # 8, mouse 2, cat 1
    r = clk.score(4, [p1, p2, p3, p4])
    assert totals(r) == [10, 8, 8, 8]
    assert [(s["mouse"], s["cat"]) for s in r["scores"]] == [(0, 0), (2, 1), (1, 2), (2, 1)]
    # P1 first by points; P2 = P4 on 8, mouse 2, cat 1 -> shared 2nd;
    # P3 (8, mouse 1) behind them: place 1 + 3 better = 4, set apart by mouse
    assert r["ranking"] == [
        (1, 0, 10, "points"),
        (2, 1, 8, "shared"),
        (2, 3, 8, "shared"),
        (4, 2, 8, "mouse"),
    ]
    assert clk.summary_line(r) == "scores P1=10 P2=8 P3=8 P4=8 winner=P1 by=points"
    # a shared first place names every winner
    r = clk.score(2, [[[F(1), C(), R("red")]], [[F(1), C(), R("blue")]]])
    # 5 = 5, no mice (0 = 0), no cats (0 = 0)
    assert r["ranking"] == [(1, 0, 5, "shared"), (1, 1, 5, "shared")]
    assert clk.winners(r) == ["P1", "P2"]
    assert clk.summary_line(r) == "scores P1=5 P2=5 winner=P1,P2 by=shared"


# --- 7. incomplete towers score 0 and take no part in the tie-break ---


def test_incomplete_towers_score_zero():
    p1 = [
        [F(1), C(), R("green")],  # a h1 clean 5
        [F(2, "mouse"), C(), R("green")],  # b h2 mice 2; mouse L2
        [F(2, "cat"), F(1), C()],  # c no roof: 0
    ]
    p2 = [
        [F(2), C(), R("blue")],  # d h2 clean 5
        [F(1, "mouse"), C(), R("yellow")],  # e h1 mice 2; mouse L1
        [F(2), F(2, "mouse"), C("mouse")],  # f no roof: 0 (its clock mouse would be L5)
        [F(1, "cat")],  # g floors only: 0
        [C(), R("red")],  # h no floor: 0
    ]
    r = clk.score(2, [p1, p2])
    assert points(r, 0) == [5, 2, 0] and points(r, 1) == [5, 2, 0, 0, 0]
    assert [t["complete"] for t in r["scores"][1]["towers"]] == [True, True, False, False, False]
    assert flags(r, 0)[2] == ["no_roof"]
    assert flags(r, 1)[2:] == [["no_roof"], ["no_clock", "no_roof"], ["no_floor"]]
    # an incomplete tower is not "flagged": it scores 0 in both totals
    assert [(s["complete"], s["flagged"]) for s in r["scores"]] == [(2, 0), (2, 0)]
    # P1 5+2+0 = 7; P2 5+2+0+0+0 = 7
    assert totals(r) == [7, 7] and totals(r, "total_unflagged") == [7, 7]
    # mouse: P1 L2; P2 L1 (f's L5 is on an incomplete tower) -> P1 by mouse
    assert [s["mouse"] for s in r["scores"]] == [2, 1]
    assert r["ranking"] == [(1, 0, 7, "mouse"), (2, 1, 7, "mouse")]
    assert clk.log_lines(r) == [
        "tower player=P1 n=1 height=1 colour=green animals=- points=5 complete=1 flags=-",
        "tower player=P1 n=2 height=2 colour=green animals=mouse points=2 complete=1 flags=-",
        "tower player=P1 n=3 height=3 colour=- animals=cat points=0 complete=0 flags=no_roof",
        "tower player=P2 n=1 height=2 colour=blue animals=- points=5 complete=1 flags=-",
        "tower player=P2 n=2 height=1 colour=yellow animals=mouse points=2 complete=1 flags=-",
        "tower player=P2 n=3 height=4 colour=- animals=mouse points=0 complete=0 flags=no_roof",
        "tower player=P2 n=4 height=1 colour=- animals=cat points=0 complete=0"
        " flags=no_clock,no_roof",
        "tower player=P2 n=5 height=0 colour=red animals=- points=0 complete=0 flags=no_floor",
        "player P1 complete=2 flagged=0 total=7 unflagged=7 mouse=2/2 cat=0/0",
        "player P2 complete=2 flagged=0 total=7 unflagged=7 mouse=1/1 cat=0/0",
        "place 1 player=P1 total=7 by=mouse",
        "place 2 player=P2 total=7 by=mouse",
        "place 1 player=P1 unflagged=7 by=mouse",
        "place 2 player=P2 unflagged=7 by=mouse",
        "scores P1=7 P2=7 winner=P1 by=mouse",
        "unflagged P1=7 P2=7 winner=P1 by=mouse",
    ]


# --- 8. build-order problems named in an endgame ---


def test_build_order_problems_in_an_endgame():
    p1 = [
        [F(1), C(), R("red")],  # a h1 clean 5, fine
        [F(1, "cat"), C(), F(1), R("red")],  # b floor above the clock; h2 cats 4
        [F(1), F(1), C("mouse"), R("red")],  # c h2 mice 2, fine
        [C(), F(2), R("blue")],  # d clock below the floor; h2 clean 5
    ]
    # red ladder: b (order problem) takes no part -> a 1, c 2 fit; were b
    # in it (h2, tapped before c), c would be a repeat
    p2 = [
        [F(1), R("green"), C()],  # e roof before the clock; h1 clean 5
        [F(2, "cat"), C(), C("mouse"), R("green")],  # f two clocks; h2 mixed 3
        [F(1), C(), R("yellow"), R("yellow")],  # g card on the roof; h1 clean 5
        [F(2), C(), R("purple")],  # h h2 clean 5, fine
    ]
    r = clk.score(2, [p1, p2])
    assert flags(r, 0) == [[], ["floor_after_clock"], [], ["clock_first"]]
    assert flags(r, 1) == [["roof_early"], ["two_clocks"], ["after_roof"], []]
    assert points(r, 0) == [5, 4, 2, 5] and points(r, 1) == [5, 3, 5, 5]
    assert all(t["complete"] for s in r["scores"] for t in s["towers"])
    # P1 all 5+4+2+5 = 16, unflagged a 5 + c 2 = 7
    # P2 all 5+3+5+5 = 18, unflagged h 5
    assert totals(r) == [16, 18] and totals(r, "total_unflagged") == [7, 5]
    assert r["ranking"] == [(1, 1, 18, "points"), (2, 0, 16, "points")]
    assert r["ranking_unflagged"] == [(1, 0, 7, "points"), (2, 1, 5, "points")]
    # f's levels follow the taps: cat L2, clock L3, mouse clock L4
    f = r["scores"][1]["towers"][1]
    assert (f["cat"], f["mouse"]) == (2, 4)
    assert (r["scores"][1]["mouse"], r["scores"][1]["mouse_unflagged"]) == (4, 0)
    # g's colour is its first roof
    assert r["scores"][1]["towers"][2]["colour"] == "yellow"


# --- 9. four players with flags changing the winner and the tie-break ---


def test_four_players_flags_change_the_tie_break():
    p1 = [
        [F(1), C(), R("red")],  # h1 clean 5
        [F(2, "mouse"), F(1), C(), R("red")],  # h3 mice 2 -> gap (2 due); mouse L2
    ]  # all 7 (mouse 2), unflagged 5 (mouse 0)
    p2 = [
        [F(1, "mouse"), C(), R("blue")],  # h1 mice 2; mouse L1
        [F(2), C(), R("blue")],  # h2 clean 5
    ]  # 7 both ways, mouse 1
    p3 = [[F(1, "cat"), C(), R("green")]]  # h1 cats 4
    p4 = [
        [F(1), C(), R("yellow")],  # h1 clean 5
        [F(1), C(), R("yellow")],  # h1 clean 5 -> repeat
    ]  # all 10, unflagged 5
    r = clk.score(4, [p1, p2, p3, p4])
    assert flags(r, 0) == [[], ["ladder_gap"]] and flags(r, 3) == [[], ["ladder_repeat"]]
    assert totals(r) == [7, 7, 4, 10]
    assert totals(r, "total_unflagged") == [5, 7, 4, 5]
    # all: P4 10; P1 = P2 = 7, mouse P1 L2 > P2 L1 -> P1 2nd, P2 3rd; P3 4
    assert r["ranking"] == [
        (1, 3, 10, "points"),
        (2, 0, 7, "mouse"),
        (3, 1, 7, "mouse"),
        (4, 2, 4, "points"),
    ]
    # unflagged: P2 7; P1 = P4 = 5, no mice (0 = 0), no cats (0 = 0) -> shared 2nd; P3 4
    assert r["ranking_unflagged"] == [
        (1, 1, 7, "points"),
        (2, 0, 5, "shared"),
        (2, 3, 5, "shared"),
        (4, 2, 4, "points"),
    ]
    assert clk.summary_line(r) == "scores P1=7 P2=7 P3=4 P4=10 winner=P4 by=points"
    assert clk.summary_line(r, unflagged=True) == (
        "unflagged P1=5 P2=7 P3=4 P4=5 winner=P2 by=points"
    )


# --- 10. three players, empty-handed player, one colour per ladder step ---


def test_three_players_long_ladders_and_a_player_without_towers():
    p1 = [
        [F(2), F(2), F(1, "cat"), C(), R("purple")],  # h5 cats 4
        [F(1), C(), R("purple")],  # h1 clean 5
        [F(2, "cat"), C("mouse"), R("purple")],  # h2 mixed 3
        [F(1), F(2), C(), R("purple")],  # h3 clean 5
    ]  # purple 1, 2, 3, 5: 5 is a gap (4 due)
    p2 = [
        [F(2), F(2), C(), R("red")],  # h4 clean 5
        [F(2), C(), R("red")],  # h2 clean 5
        [F(2, "mouse"), F(1), C(), R("red")],  # h3 mice 2
        [F(2), F(2), F(1), C("mouse"), R("red")],  # h5 mice 2
    ]  # red 2, 3, 4, 5 tapped as 4, 2, 3, 5: a ladder in any tap order
    r = clk.score(3, [p1, p2, []])
    assert flags(r, 0) == [["ladder_gap"], [], [], []]
    assert flags(r, 1) == [[], [], [], []]
    # P1 all 4+5+3+5 = 17, unflagged 5+3+5 = 13; P2 5+5+2+2 = 14; P3 0
    assert totals(r) == [17, 14, 0] and totals(r, "total_unflagged") == [13, 14, 0]
    assert r["scores"][2]["towers"] == [] and r["scores"][2]["complete"] == 0
    assert r["ranking"] == [(1, 0, 17, "points"), (2, 1, 14, "points"), (3, 2, 0, "points")]
    assert r["ranking_unflagged"] == [
        (1, 1, 14, "points"),
        (2, 0, 13, "points"),
        (3, 2, 0, "points"),
    ]
    # P1 cat: h5 tower's cat L 2+2+1 = 5 (all); unflagged: the h2 two-storey cat L2
    assert (r["scores"][0]["cat"], r["scores"][0]["cat_unflagged"]) == (5, 2)
    # P2 mouse: h5 tower's clock L 5+1 = 6
    assert r["scores"][1]["mouse"] == 6


# --- the ladder and the build order on their own ---


def test_ladder_examples():
    assert clk.ladder([2, 3, 4]) == [None, None, None]
    assert clk.ladder([4, 2, 3]) == [None, None, None]  # any tap order
    assert clk.ladder([1, 2, 3]) == [None, None, None]
    assert clk.ladder([2, 4]) == [None, "ladder_gap"]
    assert clk.ladder([3, 3]) == ["ladder_start", "ladder_start"]
    assert clk.ladder([2, 4, 5]) == [None, "ladder_gap", "ladder_gap"]
    assert clk.ladder([1, 2, 2, 3]) == [None, None, "ladder_repeat", None]
    assert clk.ladder([3, 4, 5]) == ["ladder_start"] * 3
    assert clk.ladder([1, 1]) == [None, "ladder_repeat"]
    assert clk.ladder([2, 1]) == [None, None]  # 1 then 2
    assert clk.ladder([5, 1, 3, 2]) == ["ladder_gap", None, None, None]  # 1,2,3 then 5
    assert clk.ladder([]) == []
    assert str(raises(RuleError, clk.ladder, [0])) == "Bad height"


def test_tower_problems_name_each_fault():
    cases = [
        ([F(1), C(), R("red")], []),
        ([F(2), F(1), F(1), C("mouse"), R("red")], []),
        ([C(), F(1), R("red")], ["clock_first"]),
        ([F(1), R("red"), C()], ["roof_early"]),
        ([F(1), C(), C(), R("red")], ["two_clocks"]),
        ([F(1), C(), F(2), R("red")], ["floor_after_clock"]),
        ([F(1), C(), R("red"), R("blue")], ["after_roof"]),
        ([F(1), C(), R("red"), F(1)], ["after_roof"]),
        ([F(1), C(), R("red"), C()], ["after_roof"]),
        ([F(1), C()], ["no_roof"]),
        ([F(1), F(2)], ["no_clock", "no_roof"]),
        ([F(1), R("red")], ["no_clock"]),  # no clock at all: not also roof_early
        ([C(), R("red")], ["no_floor"]),  # no floor at all: not also clock_first
        ([R("red")], ["no_floor", "no_clock"]),
        ([C()], ["no_floor", "no_roof"]),
        # a clock first: the floors above it are not also floor_after_clock
        ([C(), F(1), F(1), R("red")], ["clock_first"]),
        ([R("red"), C(), F(1)], ["clock_first", "roof_early"]),
        ([F(1), R("red"), C(), R("red")], ["roof_early"]),
        ([C(), C(), F(1), R("red"), F(1)], ["clock_first", "two_clocks", "after_roof"]),
    ]
    for cards, want in cases:
        assert clk.tower_problems(cards) == want, (cards, want)


def test_levels_in_storeys():
    # one-storey floors: L1, L2; two-storey floor's animal on its upper storey
    assert clk.levels([F(1, "cat"), F(1, "mouse"), C(), R("red")]) == (2, 1)
    assert clk.levels([F(2, "mouse"), F(2, "cat"), C(), R("red")]) == (2, 4)
    # the clock one above the top floor: 2+1+1 = 4
    assert clk.levels([F(2, "cat"), F(1), C("mouse"), R("red")]) == (4, 2)
    assert clk.levels([F(1), C(), R("red")]) == (0, 0)


def test_deck_data_matches_the_card_decks():
    assert clk.COLOURS == payload.ROOF_COLOURS
    deck = [g for g in decks.DECKS if g[0] == clk.TAG][0][3]
    counts = {}
    for pattern, n in deck:
        words = pattern.split()
        key = words[0] if words[0] == "roof" else " ".join(words[:2])
        counts[key] = counts.get(key, 0) + n * (len(clk.COLOURS) if words[-1] == "*" else 1)
    # 14 one-storey and 14 two-storey floors, 9 + 9 clocks, 5 x 4 roofs = 66
    assert counts["floor 1"] == dict(clk.FLOORS)[1] == 14
    assert counts["floor 2"] == dict(clk.FLOORS)[2] == 14
    assert counts["clock mouse"] == dict(clk.CLOCKS)["mouse"] == 9
    assert counts["clock none"] == dict(clk.CLOCKS)["none"] == 9
    assert counts["roof"] == clk.ROOFS_PER_COLOUR * len(clk.COLOURS) == 20
    assert sum(counts.values()) == 66


def test_rule_errors():
    ok = [[F(1), C(), R("red")]]

    def msg(*args):
        return str(raises(RuleError, clk.score, *args))

    assert msg(1, [ok]) == "2-4 players"
    assert msg(5, [ok] * 5) == "2-4 players"
    assert msg(2, [ok]) == "One per player"
    assert msg(2, [ok, "x"]) == "Bad tower list"
    assert msg(2, [ok, [[]]]) == "Empty tower"
    assert msg(2, [ok, [[F(3), C(), R("red")]]]) == "Bad floor"
    assert msg(2, [ok, [[F(1, "dog"), C(), R("red")]]]) == "Bad floor"
    assert msg(2, [ok, [[F(1), C("cat"), R("red")]]]) == "Bad clock"
    assert msg(2, [ok, [[F(1), C(), R("pink")]]]) == "Bad roof"
    assert msg(2, [ok, [[("wall", 1), C(), R("red")]]]) == "Bad card"
    assert msg(2, [ok, [[F(1), ("clock",), R("red")]]]) == "Bad clock"
    assert str(raises(RuleError, clk.tower_problems, [])) == "Empty tower"
    assert str(raises(RuleError, clk.tower, [F(1), "roof"])) == "Bad card"


def test_box_facts_warn_and_the_towers_are_scored():
    # docs/rules.md, Box facts (every game): more cards of a kind than
    # the box holds warn; the game is scored as tapped. P1 red 1, 2, 3, 4
    # (a ladder, 5 each: 20), P2 red 1 with a cat (4): five red roofs.
    red = [[F(1), C(), R("red")], [F(2), C(), R("red")]]
    red += [[F(1), F(2), C(), R("red")], [F(2), F(2), C(), R("red")]]
    r = clk.score(2, [red, [[F(1, "cat"), C(), R("red")]]])
    assert r["warnings"] == [("roofs", "red", 5)]
    assert totals(r) == [20, 4] and r["ranking"][0] == (1, 0, 20, "points")
    assert clk.warning_text(("roofs", "red", 5)) == ("5 red roofs", "the box has 4")
    assert clk.log_lines(r)[-3:] == [
        "warn roofs colour=red count=5 box=4",
        "scores P1=20 P2=4 winner=P1 by=points",
        "unflagged P1=20 P2=4 winner=P1 by=points",
    ]
    # across players; each kind; in the order floors, clocks, roofs
    r = clk.score(2, [[[F(1), C(), R("red")]] * 3, [[F(1), C(), R("red")]] * 2])
    assert r["warnings"] == [("roofs", "red", 5)]
    ten_mouse = [[F(1), C("mouse"), R(c)] for c in clk.COLOURS] * 2
    r = clk.score(2, [ten_mouse, []])
    assert r["warnings"] == [("clocks", "mouse", 10)]
    # ten 1-high mouse towers, two of each colour: the second of each a
    # repeat (flagged), each 2 points: 20
    assert totals(r) == [20, 0] and r["scores"][0]["flagged"] == 5
    ten_plain = [[F(1), C(), R(c)] for c in clk.COLOURS] * 2
    assert clk.score(2, [[], ten_plain])["warnings"] == [("clocks", "none", 10)]
    r = clk.score(2, [[[F(2)] * 15], [[F(1)] * 8, [F(1)] * 7]])  # incomplete: 0
    assert r["warnings"] == [("floors", 1, 15), ("floors", 2, 15)] and totals(r) == [0, 0]
    many = [[F(1)] * 15 + [C("mouse")] * 10 + [R("purple")] * 5]
    assert clk.score(2, [many, []])["warnings"] == [
        ("floors", 1, 15),
        ("clocks", "mouse", 10),
        ("roofs", "purple", 5),
    ]
    texts = [
        clk.warning_text(("floors", 1, 15)),
        clk.warning_text(("floors", 2, 15)),
        clk.warning_text(("clocks", "mouse", 10)),
        clk.warning_text(("clocks", "none", 10)),
        clk.warning_text(("roofs", "purple", 5)),
    ]
    assert texts == [
        ("15 floors 1 high", "the box has 14"),
        ("15 floors 2 high", "the box has 14"),
        ("10 mouse clocks", "the box has 9"),
        ("10 plain clocks", "the box has 9"),
        ("5 purple roofs", "the box has 4"),
    ]
    assert all(len(line) <= 16 for t in texts for line in t)
    assert clk.warning_line(("floors", 2, 15)) == "warn floors storeys=2 count=15 box=14"
    assert clk.warning_line(("clocks", "none", 10)) == "warn clocks animal=none count=10 box=9"


def test_flagged_towers_decide_together():
    # P1: red 1 (5), green 3 and blue 3 (5 each, both
    # flagged: a colour starts 1 or 2 high) = 15; P2: yellow 1 (5).
    p1 = [[F(1), C(), R("red")], [F(1), F(2), C(), R("green")], [F(1), F(2), C(), R("blue")]]
    r = clk.score(2, [p1, [[F(1), C(), R("yellow")]]])
    assert clk.flagged(r) == [(0, 1), (0, 2)]
    # one at a time P1 still wins (10 against 5) ...
    assert clk.without(r, 0, 1) == [(1, 0, 10, "points"), (2, 1, 5, "points")]
    assert clk.without(r, 0, 2) == [(1, 0, 10, "points"), (2, 1, 5, "points")]
    # ... both out it is a tie: 5 and 5, no animals
    assert clk.winners(r, True) == ["P1", "P2"]
    assert r["ranking_unflagged"] == [(1, 0, 5, "shared"), (1, 1, 5, "shared")]
    # P2 with a purple cat tower too (4): 9. One out: P1 10 wins; both: P2
    r = clk.score(2, [p1, [[F(1), C(), R("yellow")], [F(1, "cat"), C(), R("purple")]]])
    assert clk.without(r, 0, 1)[0] == (1, 0, 10, "points")
    assert clk.winners(r, True) == ["P2"]
    # flagged towers of two players, by player then tap order
    p2 = [[F(2), F(1), C(), R("red")]]
    r = clk.score(2, [p1, p2])
    assert clk.flagged(r) == [(0, 1), (0, 2), (1, 0)]
    assert clk.flagged(clk.score(2, [[], []])) == []


def test_cards_as_lists():
    # JSON round-trips turn tuples into lists
    p1 = [[["floor", 2, "cat"], ["clock", "mouse"], ["roof", "green"]]]
    p2 = [[["floor", 1, "none"], ["clock", "none"], ["roof", "green"]]]
    r = clk.score(2, [p1, p2])
    # P1 h2 mixed 3; P2 h1 clean 5
    assert totals(r) == [3, 5]


# --- property checks: random endgames from a seeded LCG ---


def box_deck():
    """The 66 cards (floor animals split as nfc.decks prints them)."""
    deck = []
    for s in (1, 2):
        deck += [F(s, "cat")] * 5 + [F(s, "mouse")] * 5 + [F(s)] * 4
    deck += [C("mouse")] * 9 + [C()] * 9
    for colour in clk.COLOURS:
        deck += [R(colour)] * 4
    return deck


def random_endgame(rng):
    """Towers dealt from a shuffled box: mostly legal, some cut short, some
    with their cards shuffled."""
    players = 2 + rng.below(3)
    deck = box_deck()
    rng.shuffle(deck)
    floors = [c for c in deck if c[0] == "floor"]
    clocks = [c for c in deck if c[0] == "clock"]
    roofs = [c for c in deck if c[0] == "roof"]
    hands = []
    for _ in range(players):
        towers = []
        for _ in range(rng.below(6)):
            if len(floors) < 3 or not clocks or not roofs:
                break
            cards = [floors.pop() for _ in range(1 + rng.below(3))]
            shape = rng.below(10)
            if shape != 0:
                cards.append(clocks.pop())
            if shape > 1:
                cards.append(roofs.pop())
            if shape == 9:
                rng.shuffle(cards)
            towers.append(cards)
        hands.append(towers)
    return players, hands


def legal_form(cards):
    kinds = [c[0] for c in cards]
    n = len(kinds)
    return n >= 3 and kinds[-2:] == ["clock", "roof"] and kinds[:-2] == ["floor"] * (n - 2)


def ladder_spec(hs):
    """The ladder from its definition: the run of consecutive heights that
    starts at 1 (or 2 without a 1) fits, the first tap of each height."""
    start = 1 if 1 in hs else (2 if 2 in hs else None)
    if start is None:
        return ["ladder_start"] * len(hs)
    top = start
    while top + 1 in hs:
        top += 1
    out = []
    for i, h in enumerate(hs):
        if h > top:
            out.append("ladder_gap")
        elif h in hs[:i]:
            out.append("ladder_repeat")
        else:
            out.append(None)
    return out


def test_random_endgames():
    rng = Lcg(20240611)
    flagged = differ = 0
    for _ in range(150):
        players, hands = random_endgame(rng)
        r = clk.score(players, hands)
        for p in range(players):
            s = r["scores"][p]
            towers = s["towers"]
            assert len(towers) == len(hands[p])
            assert s["total"] == sum(t["points"] for t in towers)
            assert s["total_unflagged"] == sum(t["points"] for t in towers if not t["flagged"])
            assert s["total_unflagged"] <= s["total"]
            for cards, t in zip(hands[p], towers):
                kinds = [c[0] for c in cards]
                complete = "floor" in kinds and "clock" in kinds and "roof" in kinds
                assert t["complete"] == complete
                assert t["height"] == sum(c[1] for c in cards if c[0] == "floor")
                assert (t["problems"] == []) == legal_form(cards)
                assert t["problems"] == clk.tower_problems(cards)
                if not complete:
                    assert t["points"] == 0 and not t["flagged"]
                else:
                    assert t["points"] in (2, 3, 4, 5)
                    assert t["flagged"] == (t["flags"] != [])
                flagged += 1 if t["flagged"] else 0
            # the ladder over the well-built complete towers, colour by colour
            for colour in clk.COLOURS:
                mine = [t for t in towers if t["complete"] and not t["problems"]]
                mine = [t for t in mine if t["colour"] == colour]
                got = [t["flags"][0] if t["flags"] else None for t in mine]
                assert got == ladder_spec([t["height"] for t in mine])
        for suffix, rank in (("", r["ranking"]), ("_unflagged", r["ranking_unflagged"])):
            keys = [
                (s["total" + suffix], s["mouse" + suffix], s["cat" + suffix]) for s in r["scores"]
            ]
            assert sorted(p for _, p, _, _ in rank) == list(range(players))
            got = [total for _, _, total, _ in rank]
            assert got == sorted(got, reverse=True)
            for place, p, total, by in rank:
                assert total == keys[p][0]
                # place = 1 + players strictly better on (points, mouse, cat)
                assert place == 1 + len([k for k in keys if k > keys[p]])
                assert (by == "shared") == (keys.count(keys[p]) > 1)
            assert rank[0][0] == 1
        if totals(r) != totals(r, "total_unflagged"):
            differ += 1
        assert clk.log_lines(r)[-2] == clk.summary_line(r)
    assert flagged > 0 and differ > 0  # the seed reaches flagged towers


def legal_ladder_towers(rng, colours):
    """A legal ladder for each colour: s, s+1, ..., s+k-1 from s = 1 or 2,
    each tower built bottom to top with random floors summing to its height."""
    ones, twos = 14, 14
    towers = []
    for colour in colours:
        start = 1 + rng.below(2)
        for h in range(start, start + 1 + rng.below(3)):
            cards = []
            left = h
            while left:
                two = left >= 2 and twos > 0 and (ones <= 6 or rng.below(2) == 1)
                if two:
                    twos -= 1
                    left -= 2
                else:
                    ones -= 1
                    left -= 1
                animal = ("cat", "mouse", "none")[rng.below(3)]
                cards.append(F(2 if two else 1, animal))
            cards.append(C(("mouse", "none")[rng.below(2)]))
            cards.append(R(colour))
            towers.append(cards)
    return towers


def test_a_legal_ladder_is_never_flagged_in_any_tap_order():
    rng = Lcg(99)
    for _ in range(120):
        colours = list(clk.COLOURS)
        rng.shuffle(colours)
        towers = legal_ladder_towers(rng, colours[: 1 + rng.below(2)])
        rng.shuffle(towers)  # any tap order
        r = clk.score(2, [towers, []])
        s = r["scores"][0]
        assert [t["flags"] for t in s["towers"]] == [[] for _ in towers]
        assert s["flagged"] == 0 and s["total"] == s["total_unflagged"]
        for colour in clk.COLOURS:
            hs = [t["height"] for t in s["towers"] if t["colour"] == colour]
            assert clk.ladder(hs) == [None] * len(hs)


def test_random_ladders_match_the_definition():
    rng = Lcg(5)
    for _ in range(300):
        hs = [1 + rng.below(6) for _ in range(rng.below(6))]
        assert clk.ladder(hs) == ladder_spec(hs), hs
