"""``menu_pick``: the presses that pick a menu line by its label, as the
simulator's ``pick LABEL`` and the tests' script replay walk the menus."""

from menu_pick import find, steps

from support import raises

GAME = [(label, None) for label in ("Hamsterdam", "Sombreros", "Clocktowers", "Settings", "Cards")]


def test_the_shorter_way_round_the_menu():
    assert steps(GAME, 0, "Hamsterdam") == ("down", 0)
    assert steps(GAME, 0, "Clocktowers") == ("down", 2)
    assert steps(GAME, 0, "Cards") == ("up", 1)  # up wraps to the last line
    assert steps(GAME, 0, "Settings") == ("up", 2)
    assert steps(GAME, 4, "Hamsterdam") == ("down", 1)


def test_as_long_both_ways_goes_down():
    four = GAME[:4]
    assert steps(four, 0, "Clocktowers") == ("down", 2)


def test_a_label_or_its_start_and_the_whole_label_first():
    menu = [("Resume saved", None), ("Resume", None), ("New game", None)]
    assert find(menu, "Resume") == 1  # the whole label
    assert find(menu, "Resume s") == 0
    assert find(menu, "New") == 2


def test_no_line_or_two_lines_say_so():
    e = raises(ValueError, find, GAME, "Stramash")
    assert str(e) == "no line starts with it: Hamsterdam, Sombreros, Clocktowers, Settings, Cards"
    e = raises(ValueError, find, [("2 players", 0), ("2 decks", 0)], "2")
    assert str(e) == "2 players and 2 decks both start with 2"
