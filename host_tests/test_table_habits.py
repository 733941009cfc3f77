"""Habits at the table (Hamsterdam and the boot's saved game), on both
runtimes: a reflex press never records game data, ``back`` steps back from
every prompt and keeps a saved game, impossible floods are refused with a
reason and a low tone, the last roll is resolved in full, and the small
print (shared places, dam+pile, 10..12, the finished game's question).
Expected values are worked out from docs/rules.md (Hamsterdam)."""

import glass
from fakes import Scripted

from companion.device import Device
from companion.ui import view as v
from support import GAME_MENU, choose, fresh_dir

DIR = "build/test-habits"


def keys(dev, seq):
    """seq: 'o' ok, 'u' up, 'd' down, 'b' back; capitals hold."""
    names = {"o": "ok", "u": "up", "d": "down", "b": "back"}
    for ch in seq.split():
        dev.press(names[ch.lower()], "long" if ch.isupper() else "short", 0)


def game(players=2, classic=False, faces=(1, 1), data=None):
    log = []
    dev = Device(Scripted(faces, faces=True, cycle=True), log.append, 0, data)
    choose(dev, "Hamsterdam")
    choose(dev, "%d players" % players)
    choose(dev, "Classic" if classic else "Standard")
    return dev, log


def acts(dev):
    return len(dev.game.doc["acts"])


# -- 1. back on the boot's saved game keeps it ---------------------------------
def saved_game():
    fresh_dir(DIR)
    dev, _ = game(3, data=DIR)
    keys(dev, "o d")  # roll, P1 dam 1: two acts
    dev.flush()
    log = []
    return Device(Scripted((2, 2), faces=True, cycle=True), log.append, 0, DIR), log


def test_the_saved_game_prompt_names_the_game():
    dev, log = saved_game()
    assert dev.stack[-1].heading == "Hamsterdam rd 1"
    assert dev.stack[-1].labels() == ["Resume", "New game"]


def test_back_on_the_saved_game_keeps_it_and_the_game_menu_offers_it():
    dev, log = saved_game()
    keys(dev, "b")
    assert dev.stack[-1].labels() == ["Resume saved"] + GAME_MENU
    assert "sys saved game discarded" not in log
    keys(dev, "d o")  # Hamsterdam: a new game would replace the saved one, so it asks
    assert dev.stack[-1].heading == "Replace saved?"
    assert dev.stack[-1].labels() == ["No, keep it", "Yes, replace"]
    keys(dev, "o")  # No, keep it
    assert dev.game is None and "sys saved game discarded" not in log
    keys(dev, "u o")  # Resume saved: the prompt again, then Resume
    keys(dev, "o")
    assert log[-1] == "sys resume game=hd" and acts(dev) == 2


def test_replacing_the_saved_game_says_so_in_the_log():
    dev, log = saved_game()
    keys(dev, "b d o d o")  # back; Hamsterdam; Yes, replace
    assert log[-1] == "sys saved game discarded"
    assert dev.offer is None
    assert dev.stack[-1].labels() == ["2 players", "3 players", "4 players"]


# -- 2. a reflex ok answers no prompt; back steps back ---------------------------
def breach(dev):
    keys(dev, "o d D D D")  # roll 1+1; P1 dam 1, pile 3: breach
    assert dev.game.state["phase"] == "breach"


def test_a_reflex_ok_on_the_breach_prompt_records_nothing():
    dev, log = game()
    breach(dev)
    n = acts(dev)
    keys(dev, "o o")  # meant to roll
    assert acts(dev) == n and dev.game.state["phase"] == "breach"
    assert log[-1] == 'ui error msg="Choose with ^ v"' and dev.cues[-1] == "error"
    assert "?" in v.texts(dev.view())
    keys(dev, "u o")  # the number 2, deliberately; P1 has a token: how many on it?
    assert acts(dev) == n and "TOKENS?" in v.texts(dev.view())
    keys(dev, "o")  # a reflex ok on the second question: nothing either
    assert acts(dev) == n
    keys(dev, "u o")  # 0 tokens
    assert log[-1] == "hd flip player=P1 number=2 tokens=0 dam=1 pile=3"


def test_back_on_the_first_breach_question_offers_to_undo_the_token():
    dev, log = game()
    breach(dev)
    keys(dev, "b")
    assert dev.stack[-1].heading == "Step back?"
    assert dev.stack[-1].labels() == ["No, answer it", "Yes, undo last"]
    keys(dev, "o")  # No: the prompt again, nothing changed
    assert dev.game.state["phase"] == "breach" and dev.stack[-1] is dev.game
    keys(dev, "b d o")  # Yes, undo last: the third pile token is gone
    assert log[-1] == "hd undo act=pile acts=4"
    assert dev.game.state["phase"] == "roll" and dev.game.state["pile"] == [2, 0]


def test_back_on_the_first_tie_question_offers_to_step_back():
    dev, log = game(classic=True)
    # P1 dam 1 pile 5, P2 dam 1 pile 5: piles 10; ok ends the roll (asked
    # once: down to "Yes, end it", ok): a tie at 6
    keys(dev, "o d D D D D D u d D D D D D o d o")
    assert dev.game.state["phase"] == "tie"
    keys(dev, "o")  # a reflex ok: no count recorded
    assert dev.game.tie_counts == [] and log[-1] == 'ui error msg="Choose with ^ v"'
    keys(dev, "b")
    assert dev.stack[-1].heading == "Step back?"
    keys(dev, "d o")  # undo the end: the last roll's floods can still be changed
    assert dev.game.state["phase"] == "last"


# -- 3. impossible floods ---------------------------------------------------------
def test_a_pile_token_for_a_player_with_an_empty_dam_is_refused():
    dev, log = game(3)
    keys(dev, "o u D")  # P2 has no token on the dam
    assert log[-1] == 'ui error msg="P2 dam is empty"' and dev.cues[-1] == "error"
    assert "P2 dam is empty" in v.texts(dev.view())
    assert dev.game.state["pile"] == [0, 0, 0] and acts(dev) == 1


def test_a_flood_before_the_first_roll_is_refused():
    dev, log = game(3)
    keys(dev, "d")
    assert log[-1] == 'ui error msg="Roll first"' and acts(dev) == 0


def test_a_flood_for_the_player_who_ignores_the_roll_is_refused():
    dev, log = game(3)
    keys(dev, "o u O")  # roll; P2's specials
    choose(dev, "Ninjaster P2")
    keys(dev, "d")
    assert log[-1] == 'ui error msg="P2 ignores roll"'
    assert dev.game.state["dam"] == [0, 0, 0]


# -- 4. the last roll's floods --------------------------------------------------
def test_the_last_rolls_second_pile_token_counts_and_changes_the_winner():
    # 2 players classic, target 10. P1: dam 1, pile 4 (5); P2: dam 1, pile 5 (6).
    dev, log = game(classic=True)
    keys(dev, "o d D D D D u d D D D D D")  # piles 9
    keys(dev, "o")  # roll 2: P2's turn
    keys(dev, "u D")  # P1 pile 5: piles 10, the target
    assert log[-1] == "hd target reached piles=10 target=10"
    assert "Last roll 10/10" in v.texts(dev.view())
    keys(dev, "D")  # P1's other card showing the number held a token too: pile 6
    assert log[-1] == "hd flood player=P1 to=pile dam=1 pile=6"
    keys(dev, "o d o")  # the roll is resolved: P1 6 + 1 = 7, P2 5 + 1 = 6
    assert log[-1] == "hd game over piles=11 winner=P2 scores=P1:7,P2:6"


# -- 7. small print ---------------------------------------------------------------
def test_tied_players_share_a_place_in_the_results():
    dev, log = game(3, classic=True)
    # piles P1 5, P2 5, P3 5 = 15 with dams 1, 2, 2: scores 6, 7, 7
    keys(dev, "o d D D D D D u d d D D D D D u d d D D D D D o d o")
    assert log[-1] == "hd game over piles=15 winner=P1 scores=P1:6,P2:7,P3:7"
    keys(dev, "o")  # results
    texts = v.texts(dev.view())
    assert texts[1:4] == ["1 P1  1+5 = 6", "2 P2  2+5 = 7", "2 P3  2+5 = 7"]
    assert texts[0] == "Results dam+pile" and texts[-1] == "ok: back"  # what ok does
    glass.check(dev.view(), "results")


def test_the_histogram_labels_ten_to_twelve_in_full():
    dev, log = game(faces=(5, 6, 6, 6, 4, 6))  # 11, 12, 10
    keys(dev, "o o o b")
    choose(dev, "Histogram")
    labels = [it[3] for it in dev.view() if it[0] == "big"]
    assert labels == ["2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]


def test_a_finished_game_is_closed_not_abandoned():
    dev, log = game(classic=True)
    keys(dev, "o d D D D D D D u d D D D D o d o")  # 14 acts: P1 1 + 6 = 7, P2 1 + 4 = 5
    assert dev.game.state["phase"] == "over"
    keys(dev, "b")
    choose(dev, "New game")
    assert dev.stack[-1].heading == "New game?"
    assert dev.stack[-1].labels() == ["No, stay", "Yes, new game"]
    choose(dev, "Yes, new game")
    assert log[-1] == "hd game closed acts=14"


def test_a_game_still_going_asks_to_end_it():
    dev, log = game()
    keys(dev, "o b")
    choose(dev, "New game")
    assert dev.stack[-1].heading == "End this game?"
    choose(dev, "Yes, end it")
    assert log[-1] == "hd game abandoned acts=1"


def test_the_shared_win_screens_lines_do_not_touch():
    dev, log = game(classic=True)
    keys(dev, "o d D D D D D u d D D D D D o d o u o u o")  # tie 6-6, both 1 hamster left
    assert dev.game.state["winners"] == [0, 1]
    items = dev.view()
    win = [it for it in items if it[0] == "big" and it[3] == "P1+P2 WIN"][0]
    share = [it for it in items if it[0] == "t" and it[3] == "tied on hamsters"][0]
    cells = min(it[2] for it in items if it[0] == "t" and it[3] in ("P1", "P2"))
    # big glyphs at scale 2 are 14 px tall, text 8: a row of pixels between each
    assert win[2] + 14 < share[2] and share[2] + 8 < cells


def test_three_players_sharing_the_win_are_named_whole():
    # 3 players classic: dams 1, piles 5 each = 15, every score 6, and one
    # hamster left each: all three share the win. The big line holds 10
    # glyphs: 'P1 P2 P3' once said nothing of winning; 4 would have been cut.
    dev, log = game(3, classic=True)
    keys(dev, "o d D D D D D u d D D D D D u d D D D D D o d o u o u o u o")
    assert dev.game.state["winners"] == [0, 1, 2]
    texts = v.texts(dev.view())
    assert texts[:2] == ["P1+P2+P3", "share the win"]
    from companion.ui import hamsterdam_ui

    four = hamsterdam_ui._shared([0, 1, 2, 3])  # four at one tie: the same lines
    assert [it[3] for it in four] == ["ALL 4 WIN", "tied on hamsters"]
    glass.check(dev.view(), "three share the win")


# -- 8. read at arm's length ------------------------------------------------------
def bigs(dev, scale=2):
    """The texts drawn in big glyphs at ``scale`` or more (10x14 px and up)."""
    return [it[3] for it in dev.view() if it[0] == "big" and it[4] >= scale]


def test_whose_turn_the_counts_and_the_question_are_in_big_glyphs():
    dev, log = game(3)
    keys(dev, "o d")  # P1 rolls 1+1, P1 dam 1
    assert bigs(dev) == ["2", "P1", "1/0", "0/0", "0/0"]  # sum, roller, every dam/pile
    keys(dev, "D D D")  # P1 pile 3: the breach prompt
    assert bigs(dev) == ["NUMBER?", "?"]


def test_hamsterrolle_shows_whose_turn_and_the_pieces_big():
    dev = Device(None, [].append, 0, None)
    choose(dev, "Hamsterrolle")
    choose(dev, "2 players")
    dev.press("ok", "short", 0)  # 14 pieces each (the default)
    assert bigs(dev) == ["30", "P1", "14", "14"]
