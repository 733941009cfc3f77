"""The Hamsterdam table's habits, through the device on both runtimes: no
reflex press ends a game or answers a question, an undone roll comes back
as the same dice, each roll selects its roller, two flips owed are
numbered, the winner line says what decided it, hints and menus say what
the keys do now, and every screen of whole games is whole on the glass
(pixel checks: MicroPython's framebuf; skipped on CPython). Expected
values from docs/rules.md (Hamsterdam)."""

import glass
from fakes import Scripted

from companion import lang
from companion.device import Device
from companion.rules import hamsterdam as hd
from companion.ui import view as v
from support import MICROPYTHON, choose, script_presses

SCRIPTS = "tools/sim/scripts/"


def game(players=2, classic=False, faces=(1, 1)):
    log = []
    rng = Scripted(faces, faces=True, cycle=True)
    dev = Device(rng, log.append, 0, None)
    choose(dev, "Hamsterdam")
    choose(dev, "%d players" % players)
    choose(dev, "Classic" if classic else "Standard")
    return dev, log, rng


def keys(dev, seq):
    """seq: 'o' ok, 'u' up, 'd' down, 'b' back; capitals hold."""
    names = {"o": "ok", "u": "up", "d": "down", "b": "back"}
    for ch in seq.split():
        dev.press(names[ch.lower()], "long" if ch.isupper() else "short", 0)


def hint(dev):
    return [it[3] for it in dev.view() if it[0] == "t" and it[2] == v.HINT_Y][0]


# -- 3. the last roll asks once; the tie count opens unanswered ------------------
def test_ok_on_the_last_roll_asks_once_and_keeps_the_roll_open_first():
    # 2 players classic, target 10: P1 dam 1 pile 5, P2 dam 1 pile 5
    dev, log, _ = game(classic=True)
    keys(dev, "o d D D D D D u d D D D D D")
    assert dev.game.state["phase"] == "last" and hint(dev) == "ok: end game?"
    keys(dev, "o")  # the rolling reflex
    assert dev.stack[-1].heading == "End the game?"
    assert dev.stack[-1].labels() == ["No, more floods", "Yes, end it"]
    keys(dev, "o")  # a second reflex: the first answer keeps the roll open
    assert dev.game.state["phase"] == "last" and dev.stack[-1] is dev.game
    keys(dev, "D")  # P2's other card of the number: pile 6
    assert log[-1] == "hd flood player=P2 to=pile dam=1 pile=6"
    keys(dev, "o d o")  # now deliberately: P1 1 + 5 = 6, P2 1 + 6 = 7
    assert log[-1] == "hd game over piles=11 winner=P1 scores=P1:6,P2:7"


def test_the_tie_count_opens_unanswered_and_either_key_starts_at_zero():
    dev, log, _ = game(classic=True)
    keys(dev, "o d D D D D D u d D D D D D o d o")  # 6-6: the tie question
    assert dev.game.state["phase"] == "tie" and "?" in v.texts(dev.view())
    keys(dev, "o")
    assert log[-1] == 'ui error msg="Choose with ^ v"' and dev.game.tie_counts == []
    keys(dev, "d")
    assert dev.game.pick == 0
    keys(dev, "u u o u")  # P1: 0, 1, 2 set; P2: ?, then up: 0
    assert dev.game.tie_counts == [2] and dev.game.pick == 0


# -- 4. an undo is no re-roll ----------------------------------------------------
def test_an_undone_roll_comes_back_as_the_same_dice():
    dev, log, rng = game(3, faces=(3, 4, 5, 6, 2, 1))
    keys(dev, "o")
    assert dev.game.state["dice"] == [3, 4] and rng.drawn == 2
    keys(dev, "B o")  # undo the roll, roll again
    assert dev.game.state["dice"] == [3, 4] and rng.drawn == 2  # nothing drawn
    assert dev.toast_text == "Same roll"
    assert log[-1] == "hd roll round=1 turn=1/12 player=P1 dice=3+4 sum=7"
    keys(dev, "o")  # the next turn's roll is new
    assert dev.game.state["dice"] == [5, 6] and dev.toast_text is None


def test_two_undone_rolls_come_back_in_order_after_a_power_cut():
    from companion.ui import hamsterdam_ui

    dev, log, rng = game(3, faces=(3, 4, 5, 6, 2, 1))
    keys(dev, "o d o B B")  # roll 3+4, P1 dam 1, roll 5+6; undo the roll and the flood
    keys(dev, "B")  # and the first roll
    snap = dev.game.snapshot()  # what the flash holds
    again = hamsterdam_ui.restore(snap)
    dev.start(again, "sys resume game=hd")
    keys(dev, "o o")
    assert [a[1:3] for a in again.doc["acts"]] == [[3, 4], [5, 6]] and rng.drawn == 4


def test_physicister_and_the_mole_never_roll_twice_for_one_roll():
    dev, log, rng = game(3, faces=(3, 4, 1, 2, 6, 6, 5, 5))
    keys(dev, "o O")  # roll 3+4; the specials
    choose(dev, "Physicister P1")
    assert dev.stack[-1].labels() == ["Keep new 1+2", "Keep old 3+4"]
    keys(dev, "b O")  # closed without a choice, opened again
    choose(dev, "Physicister P1")
    assert dev.stack[-1].labels() == ["Keep new 1+2", "Keep old 3+4"]
    choose(dev, "Keep new 1+2")
    keys(dev, "B O")  # undone, opened again: the same second roll
    choose(dev, "Physicister P1")
    assert dev.stack[-1].labels()[0] == "Keep new 1+2" and rng.drawn == 4
    keys(dev, "b u O")  # P2's mole
    choose(dev, "Whack-a-Mole P2")
    assert dev.toast_text == "Mole at 12"
    keys(dev, "B O")
    choose(dev, "Whack-a-Mole P2")
    assert dev.toast_text == "Mole at 12" and rng.drawn == 6


# -- 5. each roll selects its roller ----------------------------------------------
def test_each_roll_selects_the_roller_for_its_floods():
    dev, log, _ = game(3)
    keys(dev, "o u u d")  # P1 rolls; P3 floods
    assert log[-1] == "hd flood player=P3 to=dam dam=1 pile=0"
    keys(dev, "o")  # P2 rolls: the selection moves to P2, whose cell is inverted
    assert dev.game.cursor == 1
    x, w = v.cell(3, 1)
    assert ("box", x, v.CELLS_Y, w, v.CELL_H, 1) in dev.view()
    keys(dev, "d")
    assert log[-1] == "hd flood player=P2 to=dam dam=1 pile=0"


# -- 6. two flips owed are numbered -------------------------------------------------
def test_two_flips_owed_by_one_flip_are_asked_as_1_of_2_and_2_of_2():
    dev, log, _ = game(2)
    # P1: dam 4, pile 3 (a breach: flip 1); the flipped 2 carries 3 tokens:
    # pile 6 crosses 5 and 6: two more flips, asked "1 of 2", "2 of 2"
    keys(dev, "o d d d d D D D")
    assert "P1 BREACH pile 3" in v.texts(dev.view())
    keys(dev, "u o u u u u o")  # number 2 (the lowest); tokens ?, 0, 1, 2, 3
    assert log[-2:] == [
        "hd flip player=P1 number=2 tokens=3 dam=1 pile=6",
        "hd breach player=P1 pile=6 owed=2",
    ]
    assert "P1 flip 1 of 2" in v.texts(dev.view())
    keys(dev, "u u o")  # number 3 (P2 still has a 2: it stays offered); dam 1: tokens?
    assert "P1 flip 1 of 2" in v.texts(dev.view()) and "card 3, dam 1" in v.texts(dev.view())
    keys(dev, "u o")  # 0 tokens
    assert "P1 flip 2 of 2" in v.texts(dev.view())


def test_flips_asked_counts_from_the_last_threshold_crossed():
    st = hd.new_state(2)
    st["pile"] = [7, 0]
    st["owed"] = [1, 0]
    # the flip at 5 carried 2 tokens (5 -> 7: 6 and 7 crossed), then one flip of those
    acts = [["pile", 0], ["flip", 0, 3, 2], ["flip", 0, 4, 0]]
    assert hd.flips_asked(st, acts, 0) == (2, 2)
    assert hd.flips_asked(st, acts[:2], 0) == (1, 1)  # (owed 1 left: one asked now)
    st["owed"] = [3, 0]
    assert hd.flips_asked(st, [["pile", 0]], 0) == (1, 3)


# -- 7. what decided the winner ------------------------------------------------------
def test_a_tie_broken_on_hamsters_says_so():
    dev, log, _ = game(classic=True)
    keys(dev, "o d D D D D D u d D D D D D o d o")  # 6-6
    keys(dev, "u u u o u u o")  # P1 2 hamsters left, P2 1
    assert log[-1] == "hd game over tiebreak P1=2 P2=1 winner=P1"
    texts = v.texts(dev.view())
    assert "P1 WINS" in texts and "most hamsters" in texts and "fewest dam+pile" not in texts
    snap = dev.game.snapshot()  # finished: the boot offers no resume
    assert snap["over"] == 1 and snap["label"] == "Hamsterdam over"


# -- 12. hints and menus say what the keys do now ----------------------------------
def test_the_roll_screens_first_hint_says_what_ok_does_now():
    dev, log, _ = game(3)
    assert hint(dev) == "ok roll"  # nothing to flood before the roll
    keys(dev, "o o o")  # three rolls: the next ok ends the turn
    assert hint(dev) == "ok: to movement"
    keys(dev, "o")
    assert hint(dev) == "ok: all moved"


def test_every_hint_fits_its_line():
    from companion.ui import hamsterdam_ui

    if MICROPYTHON:  # a const: folded into the code there (the glass tests see them)
        glass.blank()
        return
    for code in lang.CODES:  # the hints' keys, in every language
        lang.use(code)
        for phase, hints in hamsterdam_ui._HINTS:
            for k in hints:
                h = lang.text("hd", k) if k else ""  # 0: what ok does (_ok_hint)
                assert len(h) <= 16, (code, phase, h)
    lang.use("en")


def test_the_variant_menu_says_what_classic_is():
    dev = Device(None, [].append, 0, None)
    choose(dev, "Hamsterdam")
    choose(dev, "3 players")
    assert hint_of(dev) == "dam breaches: on"
    keys(dev, "d")
    assert hint_of(dev) == "no dam breaches"


def hint_of(dev):
    return [it[3] for it in dev.view() if it[0] == "t" and it[2] == v.HINT_Y][0]


def test_a_long_menu_marks_the_lines_beyond_its_window():
    dev, log, _ = game(3)
    keys(dev, "o O")  # the specials: 10 entries, 4 shown
    menu = dev.stack[-1]
    assert len(menu.entries) == 10
    f = glass.frame(dev.view()) if MICROPYTHON else None
    arrows = [it for it in dev.view() if it[0] == "box" and it[1] >= 123]
    assert [it[2] for it in arrows] == [11 + 33 + 2, 11 + 33 + 3, 11 + 33 + 4]  # down, at row 4
    for _ in range(4):
        keys(dev, "d")  # the window scrolls: more above and below
    ys = sorted(it[2] for it in dev.view() if it[0] == "box" and it[1] >= 123)
    assert ys == [11 + 2, 11 + 3, 11 + 4, 44 + 2, 44 + 3, 44 + 4]
    if f is not None:
        glass.check(dev.view(), "specials scrolled")


# -- the glass: whole games, every screen ------------------------------------------
def _play_checked(script, faces=(3, 5, 4, 4, 2, 6, 6, 1, 5, 2)):
    dev = Device(Scripted(faces, faces=True, cycle=True), [].append, 0, None)
    bad = []
    for i, (button, kind) in enumerate(script_presses(SCRIPTS + script, dev)):
        dev.press(button, kind, 0)
        for k in range(6):  # every turn of the hint line
            dev.hint_index = k
            items, cut = glass.cut_texts(dev.view)
            if cut is not None:
                bad.append("press %d (%s %s): %r cut" % (i + 1, kind, button, cut))
            for why in glass.problems(items):
                bad.append("press %d (%s %s): %s" % (i + 1, kind, button, why))
        if len(bad) > 2:
            break
    assert not bad, "\n".join(bad)
    return dev


def test_every_screen_of_a_4_player_game_is_whole_on_the_glass():
    if not MICROPYTHON:
        glass.blank()  # skips by name on CPython
    dev = _play_checked("hamsterdam_4p.txt")
    assert dev.game.state["phase"] == "over"


def test_every_screen_of_a_3_player_game_is_whole_on_the_glass():
    if not MICROPYTHON:
        glass.blank()
    dev = _play_checked("hamsterdam_3p.txt")
    assert dev.game.state["phase"] == "over"


def test_the_histogram_labels_stand_apart():
    dev, log, _ = game(faces=(5, 6, 6, 6, 4, 6, 4, 5, 3, 6))  # 11, 12, 10, 9, 9
    keys(dev, "o o o o o b")
    choose(dev, "Histogram")
    items = dev.view()
    labels = [it for it in items if it[0] == "big"]
    assert [it[3] for it in labels] == ["%d" % s for s in range(2, 13)]
    assert {it[2] for it in labels} == {40, 48}  # even sums a row above the odd
    if MICROPYTHON:
        glass.check(items, "histogram")


def test_kept_dice_that_do_not_read_as_dice_are_left_out_of_a_resume():
    from companion.ui import hamsterdam_ui

    dev, log, rng = game(3, faces=(3, 4, 5, 6))
    keys(dev, "o B")
    snap = dev.game.snapshot()
    assert snap["dice"] == {"r0": [3, 4, []]}
    snap["dice"] = {"r0": [3, 4, []], "r1": ["x", 4], "q": [1, 1], "": [], "p2": [7, 1], 5: 1}
    again = hamsterdam_ui.restore(snap)
    assert again.kept == {"r0": [3, 4, []]}
    snap["dice"] = "garbage"
    assert hamsterdam_ui.restore(snap).kept == {}
