"""Stramash on the device, both runtimes: the setup menu and page, the race
screen and its buttons, pairs playing for the partner and the pair's win,
corrections, undo, resume after a power cut, the card reference and taps of
tagged playing cards through the real NFC stack (DIGEST.md, Stramash).
Expected screens and log lines are worked out from the rules."""

import json
import os

from nfc_field import Field, card
from sim_tags import ntag

from companion import store
from companion.device import Device
from companion.ui import view as v
from companion.ui.stramash_ui import restore

DIR = "build/test-stramash"
GAMES = ["Hamsterdam", "Sombreros", "Clocktowers", "Hamsterrolle", "Stramash", "Cards"]


def press(dev, button, n=1, kind="short"):
    for _ in range(n):
        dev.press(button, kind, 0)


def menu(data_dir=None):
    """A device on the Stramash setup menu (it opens on 4 players)."""
    log = []
    dev = Device(None, log.append, 0, data_dir)
    press(dev, "down", 4)  # Hamsterdam, Sombreros, Clocktowers, Hamsterrolle, Stramash
    press(dev, "ok")
    return dev, log


def start(players, pairs=False, data_dir=None):
    """A game started from the menu, on the race screen (setup page passed)."""
    dev, log = menu(data_dir)
    moves = players - 4
    press(dev, "down" if moves > 0 else "up", abs(moves))
    press(dev, "ok")
    if players in (4, 6):  # "Play in pairs?"
        press(dev, "down", 1 if pairs else 0)
        press(dev, "ok")
    press(dev, "ok")  # the setup page
    return dev, log


def screen(dev):
    return v.texts(dev.view())


def st_lines(log):
    return [ln for ln in log if ln.startswith("st ")]


def top(dev):
    return type(dev.stack[-1]).__name__  # by name: a new game re-imports the module


def test_setup_menu_says_the_decks_and_asks_pairs_only_for_four_and_six():
    dev, log = menu()
    m = dev.stack[-1]
    # DIGEST: 2 decks for 2-4 players, 3 for 5-6
    check_labels = ["2p - 2 decks", "3p - 2 decks", "4p - 2 decks", "5p - 3 decks"]
    assert m.labels() == check_labels + ["6p - 3 decks", "Card reference"]
    assert screen(dev)[:2] == ["Stramash", "2p - 2 decks"]
    press(dev, "up")
    press(dev, "ok")  # 3 players: no pairs question
    assert log[-1] == "st game start players=3 pairs=0 decks=2"
    assert top(dev) == "SetupPage"
    assert screen(dev) == [
        "3 players",
        "Shuffle 2 decks",
        "with the jokers,",
        "deal 5 each.",
        "P1 starts.",
        "ok: to the race",
    ]
    press(dev, "ok")
    assert screen(dev) == ["Round 1: P1", "P1", "0/5", "P2", "0/5", "P3", "0/5", "ok next  ^ home"]
    dev, log = menu()
    press(dev, "down", 2)
    press(dev, "ok")  # 6 players
    assert dev.stack[-1].heading == "Play in pairs?"
    assert dev.stack[-1].labels() == ["No, singles", "Yes, in pairs"]
    press(dev, "down")
    press(dev, "ok")
    assert log[-1] == "st game start players=6 pairs=1 decks=3"
    # partners opposite: P1+P4, P2+P5, P3+P6
    assert screen(dev)[:6] == [
        "6 players, pairs",
        "Shuffle 3 decks",
        "with the jokers,",
        "deal 5 each.",
        "Pairs: P1+P4",
        "P2+P5, P3+P6",
    ]


def test_four_in_pairs_play_for_the_partner_and_the_pair_wins():
    dev, log = start(4, pairs=True)
    assert log[-1] == "st game start players=4 pairs=1 decks=2"
    # partners one above the other, the pair's total under them
    assert screen(dev) == [
        "Round 1: P1",
        "P1",
        "0/5",
        "P2",
        "0/5",
        "P3",
        "0/5",
        "P4",
        "0/5",
        "0/10",
        "0/10",
        "ok next  ^ home",
    ]
    press(dev, "up")  # P1 1
    press(dev, "ok", 2)  # P2, P3
    press(dev, "up")  # P3 1
    press(dev, "ok", 2)  # P4, P1 (round 2)
    press(dev, "up", 4)  # P1 5: all home
    assert dev.cues[-1] == "round"
    press(dev, "up")  # the rest of a split 7: P3's laddie (Decision)
    assert screen(dev)[:11] == [
        "R2: P1 for P3",
        "P1",
        "5/5",
        "P2",
        "0/5",
        "P3",
        "2/5",
        "P4",
        "0/5",
        "7/10",
        "0/10",
    ]
    press(dev, "ok", 2)  # P2, P3
    press(dev, "up", 2)  # P3 4
    press(dev, "ok")  # P4
    press(dev, "up")  # P4 1
    press(dev, "ok")  # P1, for P3
    press(dev, "up")  # P3 5: P1 and P3 all home
    assert st_lines(log) == [
        "st game start players=4 pairs=1 decks=2",
        "st home player=P1 home=1",
        "st turn round=1 player=P2",
        "st turn round=1 player=P3",
        "st home player=P3 home=1",
        "st turn round=1 player=P4",
        "st turn round=2 player=P1",
        "st home player=P1 home=2",
        "st home player=P1 home=3",
        "st home player=P1 home=4",
        "st home player=P1 home=5",
        "st all home player=P1 plays_for=P3",
        "st home player=P3 home=2 by=P1",
        "st turn round=2 player=P2",
        "st turn round=2 player=P3",
        "st home player=P3 home=3",
        "st home player=P3 home=4",
        "st turn round=2 player=P4",
        "st home player=P4 home=1",
        "st turn round=3 player=P1 for=P3",
        "st home player=P3 home=5 by=P1",
        "st game over winner=P1+P3 home=P1:5,P2:0,P3:5,P4:1",
    ]
    assert dev.cues[-1] == "over"
    assert screen(dev) == ["Game over R3", "P1+P3 WIN", "all 10 home", "ok: results"]
    press(dev, "up")
    assert log[-1] == 'ui error msg="Game over"'
    press(dev, "ok")
    assert screen(dev) == ["Laddies home", "1 P1:5+P3:5", "2 P2:0+P4:1"]
    press(dev, "back")
    assert top(dev) == "StramashScreen"


def test_singles_winner_and_results():
    dev, log = start(2)
    press(dev, "ok")  # P2
    press(dev, "up", 5)  # P2 brings all five home
    assert st_lines(log)[-2:] == [
        "st home player=P2 home=5",
        "st game over winner=P2 home=P1:0,P2:5",
    ]
    assert screen(dev) == ["Game over R1", "P2 WINS", "all 5 home", "ok: results"]
    press(dev, "ok")
    assert screen(dev) == ["Laddies home", "1 P2 5 home", "2 P1 0 home"]


def test_five_and_six_players_fit_two_rows():
    dev, log = start(5)
    assert screen(dev)[1:13] == [
        "P1",
        "0/5",
        "P2",
        "0/5",
        "P3",
        "0/5",
        "P4",
        "0/5",
        "P5",
        "0/5",
        "",
        "",
    ]
    press(dev, "ok", 3)  # P4: the first cell of the second row is inverted
    assert ("box", 0, 28, 41, 17, 1) in dev.view()
    assert screen(dev)[0] == "Round 1: P4"
    dev, log = start(6, pairs=True)
    press(dev, "down")  # corrections: P2 has 3 home
    press(dev, "down", 2)
    press(dev, "ok")
    press(dev, "up", 3)
    press(dev, "ok")
    assert log[-1] == "st fix player=P2 home=3"
    # columns are the pairs P1+P4, P2+P5, P3+P6
    assert screen(dev)[13:16] == ["0/10", "3/10", "0/10"]


def test_corrections_turn_back_and_set_laddies_home():
    dev, log = start(2)
    press(dev, "down")
    assert dev.stack[-1].heading == "Corrections"
    assert dev.stack[-1].labels() == ["Turn back", "P1: 0 home", "P2: 0 home"]
    press(dev, "ok")  # turn back on the first turn
    assert log[-1] == 'ui error msg="First turn"'
    press(dev, "ok")  # P2
    press(dev, "down")
    press(dev, "down", 2)
    press(dev, "ok")  # P2
    assert screen(dev)[:3] == ["Fix P2", "P2 laddies home", "0"]
    press(dev, "ok")  # unchanged: nothing entered
    assert log[-1] == "st turn round=1 player=P2"
    press(dev, "down")
    press(dev, "down", 2)
    press(dev, "ok")
    press(dev, "up", 3)
    press(dev, "ok")
    assert log[-1] == "st fix player=P2 home=3"
    press(dev, "down")
    assert dev.stack[-1].labels()[2] == "P2: 3 home"
    press(dev, "ok")  # turn back
    assert log[-1] == "st turn back round=1 player=P1"
    assert dev.game.doc["acts"] == [["next"], ["fix", 1, 3], ["prev"]]


def test_undo_takes_back_the_last_action():
    dev, log = start(3)
    press(dev, "up")
    press(dev, "ok")
    press(dev, "back", kind="long")
    assert log[-1] == "st undo act=next acts=1"
    assert dev.cues[-1] == "undo"
    assert screen(dev)[:3] == ["Round 1: P1", "P1", "1/5"]
    press(dev, "back", kind="long")
    assert log[-1] == "st undo act=home acts=0"
    press(dev, "back", kind="long")
    assert log[-1] == 'ui error msg="Nothing to undo"'


def test_undo_after_the_win_plays_on():
    dev, log = start(2)
    press(dev, "up", 5)
    assert log[-1] == "st game over winner=P1 home=P1:5,P2:0"
    press(dev, "back", kind="long")
    assert screen(dev)[:3] == ["Round 1: P1", "P1", "4/5"]


def test_game_menu_and_leaving_asks_first():
    dev, log = start(4)
    press(dev, "up")
    press(dev, "back")
    m = dev.stack[-1]
    assert m.labels() == ["Card reference", "Setup", "Results", "Undo last", "New game"]
    press(dev, "down")
    press(dev, "ok")  # Setup
    assert screen(dev)[:5] == [
        "4 players",
        "Shuffle 2 decks",
        "with the jokers,",
        "deal 5 each.",
        "P1 starts.",
    ]
    press(dev, "ok")
    press(dev, "back")
    press(dev, "down", 4)
    press(dev, "ok")  # New game: one action entered, so asked
    assert dev.stack[-1].heading == "New game?"
    assert dev.stack[-1].labels() == ["No, play on", "Yes, discard"]
    press(dev, "down")
    press(dev, "ok")
    assert log[-1] == "st game abandoned acts=1"
    assert dev.stack[-1].labels() == GAMES


def test_snapshot_restores_the_game():
    dev, log = start(4, pairs=True)
    press(dev, "up", 2)
    press(dev, "ok")
    press(dev, "up")
    snap = json.loads(json.dumps(dev.game.snapshot()))
    assert snap["game"] == "st" and snap["label"] == "Stramash 3/20"
    assert snap["doc"]["acts"] == [["home", 0], ["home", 0], ["next"], ["home", 1]]
    game = restore(snap)
    assert game.state == dev.game.state
    assert v.texts(game.view(dev)) == screen(dev)


def fresh():
    store.ensure_dir("build")
    store.ensure_dir(DIR)
    for name in os.listdir(DIR):
        os.remove(DIR + "/" + name)
    return DIR


def test_a_power_cut_resumes_the_race():
    d = fresh()
    dev, log = start(6, data_dir=d)
    press(dev, "ok", 2)
    press(dev, "up")  # P3 1
    before = screen(dev)
    log = []
    dev = Device(None, log.append, 0, d)  # power back
    assert log[-1] == "sys saved game=st Stramash 1/30"
    press(dev, "ok")  # Resume
    assert log[-1] == "sys resume game=st"
    assert screen(dev) == before
    press(dev, "ok")
    assert log[-1] == "st turn round=1 player=P4"


def text_tag_blank():
    return ntag(213, bytes((0x04, 0x70, 1, 2, 3, 4, 5)))


def test_tapped_cards_show_what_they_allow():
    dev, log = start(4)
    field = Field()
    field.tap(dev, card("bg1 str card 7"))
    assert screen(dev) == [
        "Seven",
        "Move 7 forward",
        "or split it",
        "between two",
        "laddies in play:",
        "2+5, 6+1, 4+3",
        "^v cards  back",
    ]
    assert dev.cues[-1] == "card"
    field.tap(dev, card("bg1 str card joker"))  # on the reference: turns the page
    assert screen(dev)[:6] == [
        "Joker",
        "Bonnie Fechter:",
        "take the place",
        "of any opponent",
        "in play: to dock",
        "(castle is safe)",
    ]
    field.tap(dev, card("bg1 str card q"))
    assert screen(dev)[:5] == [
        "Queen",
        "Move 10 forward",
        "or leave the",
        "dock for the",
        "start space",
    ]
    field.tap(dev, card("bg1 som hat 3 5"))
    assert screen(dev)[:6] == [
        "Not Stramash",
        "Hat 3/5",
        "",
        "Tap a Stramash",
        "playing card or",
        "^v browse cards",
    ]
    assert dev.cues[-1] == "card_bad"
    field.tap(dev, text_tag_blank())
    assert screen(dev)[:2] == ["Blank tag", "no card data"]
    press(dev, "down")  # from the queen's page
    assert screen(dev)[:2] == ["King", "Move 10 forward"]
    press(dev, "back")
    assert screen(dev)[0] == "Round 1: P1"
    field.tap(dev, card("bg1 clk roof red"))  # refused on the race screen too
    assert screen(dev)[:2] == ["Not Stramash", "Roof red"]
    press(dev, "back")
    assert screen(dev)[0] == "Round 1: P1"
    assert st_lines(log) == [
        "st game start players=4 pairs=0 decks=2",
        "st ref rank=7",
        "st ref rank=joker",
        "st ref rank=q",
        "st refused why=other_game",
        "st refused why=blank",
        "st refused why=other_game",
    ]
    assert dev.game.doc["acts"] == []  # taps change nothing in the race


def test_reference_browser_from_the_race_and_the_setup_menu():
    dev, log = start(3)
    press(dev, "ok", kind="long")
    assert screen(dev)[:3] == ["Ace", "Move 1 forward", "or leave the"]
    press(dev, "up")  # wraps to the last rank
    assert screen(dev)[0] == "Joker"
    press(dev, "up", 6)  # King, Queen, Jack, Ten, Nine, Eight
    assert screen(dev)[:4] == ["Eight", "Move 8 backwards", "only; never back", "into the castle"]
    press(dev, "back")
    assert screen(dev)[0] == "Round 1: P1"
    dev, log = menu()
    press(dev, "down", 3)
    press(dev, "ok")  # Card reference, no game running
    assert screen(dev)[0] == "Ace" and dev.game is None
    press(dev, "down", 2)
    assert screen(dev)[:2] == ["Three", "Move 3 forward"]
    press(dev, "back")
    assert dev.stack[-1].heading == "Stramash"
    press(dev, "back")
    assert dev.stack[-1].labels() == GAMES
