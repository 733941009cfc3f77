"""Stramash on the device, both runtimes: the setup menu and page, the race
screen and its buttons, pairs playing for the partner and the pair's win,
corrections, undo, resume after a power cut, the card reference and taps of
tagged playing cards through the real NFC stack (docs/rules.md, Stramash).
Expected screens and log lines are worked out from the rules."""

import json

from nfc_field import Field, card
from sim_tags import ntag

from companion.device import Device
from companion.ui import view as v
from companion.ui.stramash_ui import restore
from support import GAME_MENU, choose, fresh_dir, labels

DIR = "build/test-stramash"


def press(dev, button, n=1, kind="short"):
    for _ in range(n):
        dev.press(button, kind, 0)
        dev.flush()  # the runner saves after each press's frame


def pick(dev, label):
    """``label`` chosen on the menu on top, then saved as the runner saves."""
    choose(dev, label)
    dev.flush()


def entry(dev, start):
    """The one label on the menu on top that starts with ``start`` (the rest
    shows a value: "P2: 3 home", "5p - 3 decks")."""
    found = [s for s in labels(dev) if s.startswith(start)]
    assert len(found) == 1, (start, labels(dev))
    return found[0]


def menu(data_dir=None):
    """A device on the Stramash setup menu (it opens on 4 players)."""
    log = []
    dev = Device(None, log.append, 0, data_dir)
    pick(dev, "Stramash")
    return dev, log


def start(players, pairs=False, data_dir=None, setup=False):
    """A game started from the menu, on the race screen (setup page passed;
    ``setup``: still on it)."""
    dev, log = menu(data_dir)
    pick(dev, entry(dev, "%dp " % players))
    if players in (4, 6):  # "Play in pairs?"
        pick(dev, "Yes, in pairs" if pairs else "No, singles")
    if not setup:
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
    # docs/rules.md, Stramash: 2 decks for 2-4 players, 3 for 5-6
    check_labels = ["2p - 2 decks", "3p - 2 decks", "4p - 2 decks", "5p - 3 decks"]
    assert m.labels() == check_labels + ["6p - 3 decks", "Card reference"]
    assert screen(dev)[:2] == ["Stramash", "2p - 2 decks"]
    pick(dev, "3p - 2 decks")  # no pairs question
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
    assert screen(dev) == [
        "Round 1: P1",
        "P1",  # whose move, in big glyphs over the cells
        "P1",
        "0/5",
        "P2",
        "0/5",
        "P3",
        "0/5",
        "ok next  ^ home",
    ]
    dev, log = menu()
    pick(dev, "6p - 3 decks")
    assert dev.stack[-1].heading == "Play in pairs?"
    assert dev.stack[-1].labels() == ["No, singles", "Yes, in pairs"]
    pick(dev, "Yes, in pairs")
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
    # whose move big; the partners' cells side by side: P1+P3, P2+P4
    assert screen(dev) == [
        "Round 1: P1",
        "P1",
        "P1",
        "0/5",
        "P3",
        "0/5",
        "P2",
        "0/5",
        "P4",
        "0/5",
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
        "P1 FOR P3",
        "P1",
        "5/5",
        "P3",
        "2/5",
        "P2",
        "0/5",
        "P4",
        "0/5",
        "ok next  ^ home",
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
    # each pair's laddies and its total (of 10)
    assert screen(dev) == [
        "Laddies home",
        "1 P1:5+P3:5 =10",
        "2 P2:0+P4:1 =1",
        "any key: return",
    ]
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
    assert screen(dev) == ["Laddies home", "1 P2 5 home", "2 P1 0 home", "any key: return"]


def test_five_and_six_players_fit_one_row_of_big_cells():
    # 5 cells 24 px wide, one dark column apart; the counts 5x14 (TALL):
    # "5/5" at 10x14 is 30 px (every cell on the glass: test_stramash_cells)
    dev, log = start(5)
    assert screen(dev)[1:12] == ["P1", "P1", "0/5", "P2", "0/5", "P3", "0/5"] + [
        "P4",
        "0/5",
        "P5",
        "0/5",
    ]
    press(dev, "ok", 3)  # P4: the fourth cell inverted
    items = dev.view()
    assert ("box", 75, v.CELLS_Y, 24, v.CELL_H, 1) in items
    assert ("big", 80, v.CELLS_Y + 10, "0/5", v.TALL, 0, 1) in items
    assert screen(dev)[:2] == ["Round 1: P4", "P4"]
    dev, log = start(6, pairs=True)
    fix(dev, 1, 3)  # corrections: P2 has 3 home
    assert log[-1] == "st fix player=P2 home=3"
    # the pairs P1+P4, P2+P5, P3+P6 side by side, each under a bracket
    assert screen(dev)[2:14] == [
        "P1",
        "0/5",
        "P4",
        "0/5",
        "P2",
        "3/5",
        "P5",
        "0/5",
        "P3",
        "0/5",
        "P6",
        "0/5",
    ]
    brackets = [it for it in dev.view() if it[0] == "hline"]
    assert brackets == [("hline", 1, 26, 37), ("hline", 45, 26, 37), ("hline", 89, 26, 37)]


def test_corrections_turn_back_and_set_laddies_home():
    dev, log = start(2)
    press(dev, "down")
    assert dev.stack[-1].heading == "Corrections"
    assert dev.stack[-1].labels() == ["Turn back", "P1: 0 home", "P2: 0 home"]
    pick(dev, "Turn back")  # on the first turn
    assert log[-1] == 'ui error msg="First turn"'
    press(dev, "ok")  # P2
    press(dev, "down")
    pick(dev, "P2: 0 home")
    assert screen(dev)[:3] == ["Fix P2", "P2 laddies home", "0"]
    press(dev, "ok")  # unchanged: nothing entered
    assert log[-1] == "st turn round=1 player=P2"
    fix(dev, 1, 3)
    assert log[-1] == "st fix player=P2 home=3"
    press(dev, "down")
    assert "P2: 3 home" in dev.stack[-1].labels()
    pick(dev, "Turn back")
    assert log[-1] == "st turn back round=1 player=P1"
    assert dev.game.doc["acts"] == [["next"], ["fix", 1, 3], ["prev"]]


def test_undo_takes_back_the_last_action():
    dev, log = start(3)
    press(dev, "up")
    press(dev, "ok")
    press(dev, "back", kind="long")
    assert log[-1] == "st undo act=next acts=1"
    assert dev.cues[-1] == "undo"
    assert screen(dev)[:4] == ["Round 1: P1", "P1", "P1", "1/5"]
    press(dev, "back", kind="long")
    assert log[-1] == "st undo act=home acts=0"
    press(dev, "back", kind="long")
    assert log[-1] == 'ui error msg="Nothing to undo"'


def test_undo_after_the_win_plays_on():
    dev, log = start(2)
    press(dev, "up", 5)
    assert log[-1] == "st game over winner=P1 home=P1:5,P2:0"
    press(dev, "back", kind="long")
    assert screen(dev)[:4] == ["Round 1: P1", "P1", "P1", "4/5"]


def test_game_menu_and_leaving_asks_first():
    dev, log = start(4)
    press(dev, "up")
    press(dev, "back")
    m = dev.stack[-1]
    assert m.labels() == [
        "Card reference",
        "Setup",
        "Results",
        "Undo last",
        "Settings",
        "New game",
    ]
    pick(dev, "Setup")
    assert screen(dev)[:5] == [
        "4 players",
        "Shuffle 2 decks",
        "with the jokers,",
        "deal 5 each.",
        "P1 starts.",
    ]
    press(dev, "ok")
    press(dev, "back")
    pick(dev, "New game")  # one action entered, so asked
    assert dev.stack[-1].heading == "New game?"
    assert dev.stack[-1].labels() == ["No, play on", "Yes, discard"]
    pick(dev, "Yes, discard")
    assert log[-1] == "st game abandoned acts=1"
    assert dev.stack[-1].labels() == GAME_MENU


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
    return fresh_dir(DIR)


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


def test_a_power_cut_on_the_setup_page_shows_it_again():
    # Cut before the race began: the setup page comes back, and the ok that
    # closes it passes no turn.
    d = fresh()
    dev, log = start(4, data_dir=d, setup=True)
    assert screen(dev)[1] == "Shuffle 2 decks"
    log = []
    dev = Device(None, log.append, 0, d)  # power back
    press(dev, "ok")  # Resume
    assert screen(dev)[1] == "Shuffle 2 decks"
    press(dev, "ok")  # to the race
    assert log[-1] == "sys resume game=st" and dev.stack == [dev.game]


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
        "ok next  ^ home",  # a passing look: the race's buttons still count
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
    assert screen(dev) == [
        "Not Stramash",
        "Hat 3/5",
        "",
        "Tap a Stramash",
        "playing card.",
        "ok next  ^ home",
    ]
    assert dev.cues[-1] == "card_bad"
    field.tap(dev, text_tag_blank())
    assert screen(dev)[:2] == ["Blank tag", "no card data"]
    press(dev, "ok", kind="long")  # browse on from here
    assert screen(dev)[-1] == "^v: other cards"
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
    pick(dev, "Card reference")  # no game running
    assert screen(dev)[0] == "Ace" and dev.game is None
    press(dev, "down", 2)
    assert screen(dev)[:2] == ["Three", "Move 3 forward"]
    press(dev, "back")
    assert dev.stack[-1].heading == "Stramash"
    press(dev, "back")
    assert dev.stack[-1].labels() == GAME_MENU


def test_a_tapped_card_is_a_passing_look_the_race_buttons_still_count():
    # The player taps the card they play, reads it, then presses up (a
    # laddie home) and ok (the next turn): both count (Decision: the page
    # is a passing look over the race).
    dev, log = start(4)
    field = Field()
    field.tap(dev, card("bg1 str card 7"))
    assert screen(dev)[0] == "Seven"
    press(dev, "up")  # closes the page and counts P1's laddie
    assert screen(dev) == [
        "Round 1: P1",
        "P1",  # whose move, big
        "P1",
        "1/5",
        "P2",
        "0/5",
        "P3",
        "0/5",
        "P4",
        "0/5",
        "ok next  ^ home",
    ]
    field.tap(dev, card("bg1 str card a"))
    assert screen(dev)[0] == "Ace"
    press(dev, "ok")  # the next turn
    assert screen(dev)[0] == "Round 1: P2"
    field.tap(dev, card("bg1 str card 8"))
    press(dev, "back")  # closes the page only
    assert screen(dev)[0] == "Round 1: P2"
    field.tap(dev, card("bg1 str card k"))
    press(dev, "down")  # corrections, the page closed under them
    assert dev.stack[-1].heading == "Corrections"
    press(dev, "back")
    assert screen(dev)[0] == "Round 1: P2"
    field.tap(dev, card("bg1 str card 9"))
    press(dev, "ok", kind="long")  # browse on from the tapped card
    assert screen(dev)[0] == "Nine" and screen(dev)[-1] == "^v: other cards"
    press(dev, "up")
    assert screen(dev)[0] == "Eight"
    press(dev, "ok")  # browsing: ok turns the page, the race is untouched
    assert screen(dev)[0] == "Nine"
    field.tap(dev, card("bg1 str card 2"))  # still browsing
    assert screen(dev)[0] == "Two" and screen(dev)[-1] == "^v: other cards"
    press(dev, "back")
    assert screen(dev)[0] == "Round 1: P2"
    field.tap(dev, card("bg1 str card 5"))
    press(dev, "back", kind="long")  # undo closes the page too
    assert screen(dev)[:4] == ["Round 1: P1", "P1", "P1", "1/5"]
    assert st_lines(log) == [
        "st game start players=4 pairs=0 decks=2",
        "st ref rank=7",
        "st home player=P1 home=1",
        "st ref rank=a",
        "st turn round=1 player=P2",
        "st ref rank=8",
        "st ref rank=k",
        "st ref rank=9",
        "st ref rank=2",
        "st ref rank=5",
        "st undo act=next acts=1",
    ]
    assert dev.game.doc["acts"] == [["home", 0]]


def test_a_tapped_card_at_the_game_over_ok_shows_the_results():
    dev, log = start(2)
    press(dev, "up", 5)  # P1 wins
    field = Field()
    field.tap(dev, card("bg1 str card joker"))
    assert screen(dev)[0] == "Joker"
    press(dev, "ok")
    assert screen(dev) == ["Laddies home", "1 P1 5 home", "2 P2 0 home", "any key: return"]
    press(dev, "ok")
    assert screen(dev)[0] == "Game over R1"


def hints(dev, n):
    """The hint line of the screen on top at each of ``n`` hint turns."""
    out = []
    for i in range(n):
        dev.hint_index = i
        out.append(screen(dev)[-1])
    dev.hint_index = 0
    return out


def names(lines, *keys):
    """Each of ``keys`` (a button, "hold ok"...) starts one of ``lines``."""
    for key in keys:
        assert [ln for ln in lines if ln.startswith(key)], (key, lines)


def test_hints_say_what_each_button_does():
    # The wording is the screen's own (stramash_ui); what matters: every
    # button of the screen is named in turn, one line at a time.
    dev, log = start(2)
    race = hints(dev, 5)
    assert len(set(race)) == 5 and hints(dev, 6)[5] == race[0]  # five lines, then again
    names(race, "ok", "v", "back", "hold ok", "hold back")
    assert "^" in race[0]  # ok and ^, the two presses of every turn, come first
    field = Field()
    field.tap(dev, card("bg1 str card 3"))
    peek = hints(dev, 4)
    assert peek[0] == race[0]  # a card shown: the race buttons still count
    names(peek, "ok", "v", "back", "hold ok")
    # back and hold ok now close and browse the card: lines of their own
    assert not set(peek[1:]) & {ln for ln in race if ln.startswith(("back", "hold ok"))}
    press(dev, "ok", kind="long")
    ref = hints(dev, 2)
    assert hints(dev, 4) == ref * 2
    names(ref, "^v", "back")
    dev.nfc_state = "none"  # no reader: said in turn with the buttons
    no_reader = hints(dev, 3)
    assert no_reader[:2] == ref and "NFC" in no_reader[2]
    press(dev, "back")
    press(dev, "up", 5)  # P1 wins
    over = hints(dev, 3)
    names(over, "ok", "back", "hold back")
    press(dev, "ok")
    results = hints(dev, 2)
    assert results[0] == results[1]  # one line: any key returns
    press(dev, "back")
    press(dev, "back")
    pick(dev, "Card reference")  # the game menu's: browsing
    assert screen(dev)[0] == "Ace"
    assert hints(dev, 3) == no_reader
    for line in race + peek + ref + no_reader + over + results:
        assert len(line) <= 16, line


def test_pairs_the_cell_of_the_laddie_up_counts_is_inverted():
    # 4 in pairs, the partners' cells side by side: P1 P3 | P2 P4, 30 px
    # wide (4 x 30, a column inside a pair, 5 between the pairs)
    dev, log = start(4, pairs=True)
    y, h = v.CELLS_Y, v.CELL_H

    def cells(items):  # the cells' boxes and frame lines (not the brackets over them)
        return [it for it in items if it[0] in ("box", "hline") and it[2] >= y]

    assert cells(dev.view()) == [("box", 0, y, 30, h, 1)]  # P1 plays their own
    fix(dev, 0, 5)  # P1 all five home
    assert st_lines(log)[-2:] == ["st fix player=P1 home=5", "st all home player=P1 plays_for=P3"]
    items = dev.view()
    assert v.texts(items)[:2] == ["R1: P1 for P3", "P1 FOR P3"]
    # up counts for P3: P3's cell inverted, P1 (on turn) framed (top and
    # sides: the count's dark ring reaches the cell's last row)
    assert cells(items) == [
        ("hline", 0, y, 30),
        ("box", 0, y, 1, h, 1),
        ("box", 29, y, 1, h, 1),
        ("box", 31, y, 30, h, 1),
    ]
    press(dev, "up")
    assert log[-1] == "st home player=P3 home=1 by=P1"
    assert screen(dev)[5] == "1/5"  # P3's cell
    press(dev, "ok")  # P2 plays their own: one cell, no frame
    assert cells(dev.view()) == [("box", 66, y, 30, h, 1)]


def test_two_players_lay_four_mashies():
    # stramash.es.txt: "Utiliza cuatro Parcelas para dos jugadores. Usa una
    # Parcela por jugador cuando juguéis entre tres y seis jugadores."
    dev, log = menu()
    pick(dev, "2p - 2 decks")
    assert screen(dev) == [
        "2 players",
        "Board: 4 Mashies",
        "Shuffle 2 decks",
        "with the jokers,",
        "deal 5 each.",
        "P1 starts.",
        "ok: to the race",
    ]
    dev, log = menu()
    pick(dev, "5p - 3 decks")  # one Mashie each, nothing to say
    assert screen(dev)[:3] == ["5 players", "Shuffle 3 decks", "with the jokers,"]


def fix(dev, p, k):
    """Corrections: player ``p`` (0-based, none home yet) has ``k`` laddies home."""
    press(dev, "down")
    pick(dev, entry(dev, "P%d:" % (p + 1)))
    press(dev, "up", k)
    press(dev, "ok")


def test_six_players_results_fit_two_columns_over_the_hint():
    dev, log = start(6)
    fix(dev, 1, 4)
    fix(dev, 5, 4)
    fix(dev, 3, 2)
    press(dev, "up", 5)  # P1 wins
    assert log[-1] == "st game over winner=P1 home=P1:5,P2:4,P3:0,P4:2,P5:0,P6:4"
    press(dev, "ok")
    # P1 first; P2 and P6 share second with 4; P4 fourth; P3 and P5 fifth
    texts = [it for it in dev.view() if it[0] == "t"]
    assert texts[1:] == [
        ("t", 0, 10, "1 P1: 5", 1),
        ("t", 0, 19, "2 P2: 4", 1),
        ("t", 0, 28, "2 P6: 4", 1),
        ("t", 64, 10, "4 P4: 2", 1),
        ("t", 64, 19, "5 P3: 0", 1),
        ("t", 64, 28, "5 P5: 0", 1),
        ("t", 0, v.HINT_Y, "any key: return", 1),
    ]


def test_a_long_game_keeps_a_base_and_112_acts_for_undo():
    # 6 players pressing only ok: 1200 turns, P1 on turn in round 201
    # (1200 = 6 x 200); the action log folds 16 at a time once 128 are
    # kept: 1088 folded, 112 kept. Undo 112 back: turn 1088 = 6 x 181 + 2,
    # P3 in round 182; then the limit.
    dev, log = start(6)
    for i in range(1200):
        press(dev, "ok")
        if i % 100 == 99:  # taken as the runner takes them: the test's own heap
            dev.cues.clear()
            del log[:-1]
    doc = dev.game.doc
    assert len(doc["acts"]) == 112
    assert doc["base"] == {"turns": 1088, "home": [0] * 6, "folded": 1088}
    assert log[-1] == "st turn round=201 player=P1"
    assert screen(dev)[0] == "Round 201: P1"
    for k in range(1, 113):
        press(dev, "back", kind="long")
        assert log[-1] == "st undo act=next acts=%d" % (1200 - k)
    assert screen(dev)[0] == "Round 182: P3"
    press(dev, "back", kind="long")
    assert log[-1] == 'ui error msg="Undo limit: 112"'
    snap = json.loads(json.dumps(dev.game.snapshot()))
    assert snap["doc"]["acts"] == [] and snap["doc"]["base"]["turns"] == 1088
    assert restore(snap).state == dev.game.state
    press(dev, "back")
    pick(dev, "New game")  # 1088 turns entered, so asked
    assert dev.stack[-1].heading == "New game?"
    press(dev, "back")
    press(dev, "ok")
    assert log[-1] == "st turn round=182 player=P4"


def test_an_old_snapshot_of_every_act_resumes_folded():
    # a game saved before the base: every act; 1025 turns of 6 players:
    # P6 on turn (1025 = 6 x 170 + 5), round 171
    d = fresh()
    doc = {"v": 1, "game": "stramash", "players": 6, "pairs": 0, "acts": [["next"]] * 1025}
    from companion.persist import GameSaver

    GameSaver(d).save({"game": "st", "label": "Stramash 0/30", "doc": doc})
    log = []
    dev = Device(None, log.append, 0, d)
    assert log[-1] == "sys saved game=st Stramash 0/30"
    press(dev, "ok")  # Resume
    assert log[-1] == "sys resume game=st"
    assert screen(dev)[0] == "Round 171: P6"
    doc = dev.game.doc
    # folded as act by act: 912 (57 x 16), 113 kept
    assert doc["v"] == 2 and len(doc["acts"]) == 113
    assert doc["base"] == {"turns": 912, "home": [0] * 6, "folded": 912}
    press(dev, "ok")  # 1026 = 6 x 171: P1, round 172
    assert log[-1] == "st turn round=172 player=P1"
    assert len(doc["acts"]) == 114  # no fold until 128
    press(dev, "back", kind="long")
    assert log[-1] == "st undo act=next acts=1025"
    assert dev.game.abandon_line() == "st game abandoned acts=1025"
