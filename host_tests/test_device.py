"""The device (buttons -> screens, log, cues) on both runtimes, with a
scripted random source. Expected log lines are worked out from the presses
and docs/rules.md (Hamsterdam); the transcript must be identical on CPython and
MicroPython (golden transcript)."""

from fakes import Scripted

from companion.device import Device
from companion.rules import hamsterdam as hd
from companion.ui import view as v
from support import GAME_MENU, choose


def start(players=3, classic=False, faces=()):
    log = []
    dev = Device(Scripted(faces, faces=True), log.append)
    choose(dev, "Hamsterdam")
    choose(dev, "%d players" % players)
    choose(dev, "Classic" if classic else "Standard")
    return dev, log


def keys(dev, seq):
    """seq: 'o' ok, 'u' up, 'd' down, 'b' back; capitals hold."""
    names = {"o": "ok", "u": "up", "d": "down", "b": "back"}
    for ch in seq.split():
        dev.press(names[ch.lower()], "long" if ch.isupper() else "short", 0)


def test_start_menu_to_a_three_player_game():
    dev, log = start(3)
    assert log == ["sys boot version=0.1.0", "hd game start players=3 variant=standard target=15"]
    assert dev.game.state["n"] == 3
    texts = v.texts(dev.view())
    assert "P1" in texts and "to roll" in texts  # P1 rolls first


def test_a_turn_needs_only_the_roll_and_a_flood_is_one_press():
    dev, log = start(3, faces=[3, 4, 6, 6])
    keys(dev, "o")  # roll 3+4
    assert log[-1] == "hd roll round=1 turn=1/12 player=P1 dice=3+4 sum=7"
    keys(dev, "d")  # flood on P1's dam: one press
    assert log[-1] == "hd flood player=P1 to=dam dam=1 pile=0"
    keys(dev, "u d D")  # P2: a token on a card; hold down: the card held one -> pile
    assert log[-1] == "hd flood player=P2 to=pile dam=1 pile=1"
    keys(dev, "o")  # next turn: P2 rolls 6+6 at once
    assert log[-1] == "hd roll round=1 turn=2/12 player=P2 dice=6+6 sum=12"
    assert "12" in v.texts(dev.view())


def test_cues_for_roll_breach_round_and_game_over():
    dev, log = start(2, faces=[1, 1])
    dev.cues.clear()
    keys(dev, "o")
    assert dev.cues == ["roll"]
    keys(dev, "u")
    assert dev.cues == ["roll", "key"]
    keys(dev, "d D D D")  # P2 dam 1, pile 3: breach
    assert dev.cues[-1] == "breach" and dev.game.state["phase"] == "breach"


def test_breach_prompt_asks_the_number_then_the_tokens():
    dev, log = start(2, faces=[1, 1])
    keys(dev, "o u d d D D D")  # P2: dam 2, pile 3 -> breach
    texts = v.texts(dev.view())
    assert "P2 BREACH pile 3" in texts and "NUMBER?" in texts and "?" in texts
    keys(dev, "u u u u o")  # no number yet, then 2, 3, 4, 5
    assert "P2 flipped 5" in v.texts(dev.view()) and "TOKENS?" in v.texts(dev.view())
    keys(dev, "b")  # back to the number
    assert "NUMBER?" in v.texts(dev.view()) and "5" in v.texts(dev.view())
    keys(dev, "o u u u o")  # number 5; tokens ?, 0, 1, 2
    # dam 2 -> 0, pile 3 -> 5: the cascade owes one more flip (at 5)
    assert log[-2:] == [
        "hd flip player=P2 number=5 tokens=2 dam=0 pile=5",
        "hd breach player=P2 pile=5 owed=1",
    ]
    keys(dev, "u o")  # the 2; dam empty: no token question
    assert log[-1] == "hd flip player=P2 number=2 tokens=0 dam=0 pile=5"
    assert dev.game.state["phase"] == "roll"


def test_a_game_resumed_in_a_breach_asks_the_number_again():
    # A power cut at the breach prompt: the saved document replays to the
    # breach; the prompt asks again from no answer, as at the breach.
    import json

    from companion.ui.hamsterdam_ui import restore

    dev, log = start(2, faces=[1, 1])
    keys(dev, "o u d d D D D")  # P2: dam 2, pile 3 -> breach
    keys(dev, "u u u u o")  # number 5 chosen, waiting for its tokens: not an action yet
    back = restore(json.loads(json.dumps(dev.game.snapshot())))
    dev.stack = [back]
    dev.game = back
    texts = v.texts(dev.view())
    assert "NUMBER?" in texts and "?" in texts
    keys(dev, "u o")  # number 2 (dam 2: asks its tokens)
    assert "P2 flipped 2" in v.texts(dev.view())


def test_undo_every_action_back_to_the_start():
    dev, log = start(3, faces=[2, 2, 5, 6])
    keys(dev, "o d u d D o")
    assert dev.game.state["pile"] == [0, 1, 0] and dev.game.state["turn"] == 1
    keys(dev, "B")
    assert log[-1] == "hd undo act=roll acts=4"
    assert dev.game.state["dice"] == [2, 2] and dev.game.state["turn"] == 0
    keys(dev, "B B B B")
    assert dev.game.state == hd.new_state(3)
    keys(dev, "B")
    assert log[-1] == 'ui error msg="Nothing to undo"'
    assert "Nothing to undo" in v.texts(dev.view())


def test_undo_from_inside_a_menu_returns_to_the_game():
    dev, log = start(2, faces=[3, 3])
    keys(dev, "o d b")  # game menu open
    assert dev.stack[-1] is not dev.game
    keys(dev, "B")
    assert dev.stack == [dev.game] and dev.game.state["dam"] == [0, 0]


def test_refused_press_shows_why_and_changes_nothing():
    dev, log = start(2, faces=[3, 3])
    keys(dev, "o O")  # specials menu for P1
    choose(dev, "Token off P1")
    assert log[-1] == 'ui error msg="P1 dam is empty"'
    assert dev.cues[-1] == "error"
    assert "P1 dam is empty" in v.texts(dev.view())
    assert dev.game.state["dam"] == [0, 0] and len(dev.game.doc["acts"]) == 1


def test_specials_menu_on_the_shown_roll():
    dev, log = start(3, faces=[3, 5])
    keys(dev, "o u O")  # roll 3+5, cursor P2, specials
    menu = dev.stack[-1]
    assert menu.labels()[:7] == [
        "Buffster P1",
        "Physicister P1",
        "Spinster P1",
        "Gangster+1 P2",
        "Gangster-1 P2",
        "Ninjaster P2",
        "Whack-a-Mole P2",
    ]
    keys(dev, "o")  # Buffster: 3+5 -> 4+2
    assert log[-1] == "hd special buffster player=P1 dice=4+2 sum=6"
    keys(dev, "O")
    choose(dev, "Gangster+1 P2")  # 6 + 1
    assert log[-1] == "hd special gangster player=P2 counts=7"
    assert "P2 7" in v.texts(dev.view())


def test_movement_and_round_end_with_four_players():
    # 4 players: movement after every 4 turns; after 12 turns redeployment.
    dev, log = start(4, faces=[1, 2] * 12)
    for _ in range(3):
        keys(dev, "o o o o o")  # four rolls, then ok starts the movement phase
        assert dev.game.state["phase"] == "move"
        keys(dev, "o")
    assert dev.game.state["phase"] == "redeploy"
    assert log[-1] == "hd phase redeploy round=1"
    assert dev.cues[-1] == "round"
    keys(dev, "o")
    assert log[-1] == "hd round start round=2"
    assert "R2 T1/12 0/20" in v.texts(dev.view())


def test_tie_asks_hamster_counts_only_of_the_tied_players():
    dev, log = start(2, classic=True, faces=[1, 1])
    # P1 dam 1 pile 5, P2 dam 1 pile 5: piles 10, the roll's last flood; ok
    # ends it, asked once ("Yes, end it"): 6-6
    keys(dev, "o d D D D D D u d D D D D D o d o")
    assert log[-1] == "hd game tie piles=10 players=P1,P2 scores=P1:6,P2:6"
    assert "P1 LEFT?" in v.texts(dev.view())
    # up starts at the lowest, 0 (as every prompt): P1 ?, 0..3; P2 ?, 0..2
    keys(dev, "u u u u o u u u o")
    assert log[-1] == "hd game over tiebreak P1=3 P2=2 winner=P1"
    assert "P1 WINS" in v.texts(dev.view())


def test_no_tie_prompt_when_the_winner_is_clear():
    dev, log = start(2, classic=True, faces=[1, 1])
    keys(dev, "o d D D D D D D u d D D D D o d o")  # P1 6 + 1 dam = 7, P2 4 + 1 = 5
    assert log[-1] == "hd game over piles=10 winner=P2 scores=P1:7,P2:5"
    assert dev.game.state["phase"] == "over"


def test_new_game_from_the_menu_keeps_nothing_of_the_old_one():
    dev, log = start(2, faces=[1, 1])
    keys(dev, "o d b")
    choose(dev, "New game")
    choose(dev, "Yes, end it")
    assert log[-1] == "hd game abandoned acts=2"
    assert dev.game is None and dev.stack[-1].labels() == GAME_MENU


def test_histogram_screen():
    dev, log = start(2, faces=[3, 4, 1, 1, 6, 1])
    keys(dev, "o o o b")  # 7, 2, 7; back: the game menu
    choose(dev, "Histogram")
    texts = v.texts(dev.view())
    assert "Rolls: 3" in texts
    assert dev.game.state["hist"] == [1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0]


def test_a_new_game_frees_the_old_games_modules():
    import sys

    dev, log = start(3)
    assert "companion.ui.hamsterdam_ui" in sys.modules
    dev.new_game()
    # the next game imports them afresh: their heap is free for the scorers
    assert "companion.ui.hamsterdam_ui" not in sys.modules
    assert "companion.rules.hamsterdam" not in sys.modules
    dev2, _ = start(2)  # and a game starts again as before
    assert dev2.game.doc["players"] == 2


def test_backing_out_of_a_setup_menu_frees_its_modules():
    # Hamsterdam's setup opened and left: its modules go before Sombreros
    # loads (a long evening of browsing the menus must not stack them up).
    import sys

    dev = Device(Scripted((), faces=True), None)
    keys(dev, "o")  # Hamsterdam's setup: its modules are imported
    assert "companion.ui.hamsterdam_ui" in sys.modules
    keys(dev, "b")  # back to the game menu
    assert "companion.ui.hamsterdam_ui" not in sys.modules
    assert "companion.rules.hamsterdam" not in sys.modules
    choose(dev, "Sombreros")
    choose(dev, "3 players")  # its setup still works
    assert "companion.ui.sombreros_ui" in sys.modules
    keys(dev, "b b")  # a menu deeper: the first back keeps them
    assert dev.stack[-1].heading == "Game"
    assert "companion.ui.sombreros_ui" not in sys.modules


def test_a_card_game_builds_and_sets_up_its_reader_with_its_modules():
    # Choosing Sombreros or Clocktowers (a scoring
    # session, its first screens read cards) builds the reader through the
    # runner's make_reader and sets its chip up (Reader.warm,
    # test_nfc_reader), so the first card screen's first poll reads a card;
    # Stramash, the dice and a reader set off never build one at the pick;
    # the game menu drops it again.
    class Reader:  # companion.nfc.reader.Reader's part the device uses
        def __init__(self):
            self.warmed = []

        def warm(self, now):
            self.warmed.append(now)

    built = []

    def make():
        built.append(Reader())
        return built[-1]

    dev = Device(Scripted((), faces=True), None)
    dev.make_reader = make
    keys(dev, "o")  # Hamsterdam: no reader
    assert built == [] and dev.reader is None
    keys(dev, "b")
    choose(dev, "Sombreros")
    assert len(built) == 1 and dev.reader is built[0] and built[0].warmed == [0]
    choose(dev, "3 players")
    assert dev.reader is built[0]  # kept for the session's card screens
    keys(dev, "b b")  # back on the game menu: dropped with the NFC stack
    assert dev.stack[-1].heading == "Game" and dev.reader is None
    choose(dev, "Stramash")  # its card screen builds it, later: picking it stays quick
    assert len(built) == 1 and dev.reader is None
    keys(dev, "b")
    dev.settings["nfc"] = False
    choose(dev, "Clocktowers")
    assert len(built) == 1 and dev.reader is None


def test_a_log_line_may_be_made_after_the_frame():
    # A card's log line is a function (companion.cards.event): under a
    # running loop its text is made at flush_log, after the frame; without
    # one at once. Plain lines keep their order around it.
    log = []
    made = []

    def line():
        made.append(1)
        return "nfc tap uid=04"

    dev = Device(Scripted((), faces=True), log.append)
    dev.running = True
    dev.log("one")
    dev.log(line)
    dev.log("three")
    assert made == [] and log == ["sys boot version=0.1.0"]
    dev.flush_log()
    assert made == [1] and log[1:] == ["one", "nfc tap uid=04", "three"]
    dev.running = False
    dev.log(line)
    assert made == [1, 1] and log[-1] == "nfc tap uid=04"


def test_the_35th_token_on_the_table_warns_and_counts():
    # docs/rules.md, Hamsterdam, Tokens: dams and piles together hold at most
    # the box's 34 (the 35th is on the round tracker): past that the device
    # warns on the hint line and in the log, and the flood stands.
    dev, log = start(4, faces=[3, 4])
    keys(dev, "o")  # roll 3+4; P1 selected
    keys(dev, " ".join(["d"] * 34))  # 34 tokens on P1's dam: the box's all
    assert log[-1] == "hd flood player=P1 to=dam dam=34 pile=0"
    assert dev.toast_text is None
    keys(dev, "d")
    assert log[-2:] == ["hd flood player=P1 to=dam dam=35 pile=0", "hd warn tokens count=35 box=34"]
    assert dev.toast_text == "34 tokens in box" and dev.game.state["dam"][0] == 35
    items = dev.view()
    assert v.texts(items)[-1] == "34 tokens in box"
    # the bar stands apart from P1's selected (lit) cell: a dark row between
    cell = [it for it in items if it[0] == "box" and it[1] == 0 and it[2] == v.CELLS_Y][0]
    bar = [it for it in items if it[0] == "box" and it[2] >= v.HINT_Y - 1][0]
    assert cell[2] + cell[4] < bar[2]
    import glass

    glass.check(items, "35th token")
