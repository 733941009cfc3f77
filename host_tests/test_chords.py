"""Two or more buttons down together, and a press whose
length a flash erase hid, at the device (both runtimes).

A chord is no action for any of its buttons until all are up (the toast
says "One key at a time"): on d896fa5 all four pressed for 80 ms rolled,
moved the selection, flooded and opened the menu, and held 0.9 s they
undid an action. A debouncer's "unsure" (``drivers.debounce``) is no
action either: "Press it again"."""

from fakes import Scripted

from companion.device import Device
from support import choose

ORDER = ("ok", "up", "down", "back")


def game():
    log = []
    dev = Device(Scripted((3, 4, 2, 5), faces=True, cycle=True), log.append)
    for _ in range(3):  # Hamsterdam, 3 players, standard
        dev.press("ok", "short", 0)
    dev.press("ok", "short", 0)  # a roll: the next floods are possible
    return dev, log


def state(dev):
    snap = dev.game.snapshot()
    return (list(snap["doc"]["acts"]), snap["cursor"], len(dev.stack))


def chord(dev, t, hold_ms):
    """All four buttons down 1 ms apart, as the debouncers report them,
    held ``hold_ms``: their long presses fire while held, then the
    releases (short or up)."""
    for i, b in enumerate(ORDER):
        dev.button(b, "down", t + i)
    if hold_ms >= 700:
        for i, b in enumerate(ORDER):
            dev.button(b, "long", t + i + 700)
    for i, b in enumerate(ORDER):
        dev.button(b, "up" if hold_ms >= 700 else "short", t + i + hold_ms)


def test_four_buttons_pressed_together_for_80_ms_do_nothing():
    dev, log = game()
    before = state(dev)
    chord(dev, 1000, 80)
    assert state(dev) == before
    assert dev.toast_text == "Only one key"
    assert 'ui error msg="One key at a time"' in log
    assert not [line for line in log if line.startswith("hd flood")]


def test_four_buttons_held_together_undo_nothing():
    dev, log = game()
    dev.press("down", "short", 0)  # a flood to undo, if a chord could
    before = state(dev)
    chord(dev, 1000, 900)
    assert state(dev) == before


def test_a_press_after_the_chord_acts_as_ever():
    dev, log = game()
    acts = len(state(dev)[0])
    chord(dev, 1000, 80)
    dev.button("down", "down", 2000)
    dev.button("down", "short", 2080)
    assert len(state(dev)[0]) == acts + 1  # a flood
    assert dev.toast_text is None


def test_two_buttons_overlapping_cancel_both_and_the_first_release_does_not_end_it():
    dev, log = game()
    before = state(dev)
    dev.button("down", "down", 1000)
    dev.button("up", "down", 1040)
    dev.button("down", "short", 1080)  # up still held: still a chord
    dev.button("ok", "down", 1100)
    dev.button("ok", "short", 1180)
    dev.button("up", "short", 1200)
    assert state(dev) == before
    dev.button("down", "down", 1300)
    dev.button("down", "short", 1380)
    assert len(state(dev)[0]) == len(before[0]) + 1


def test_an_unsure_press_does_nothing_and_asks_again():
    dev, log = game()
    before = state(dev)
    dev.button("down", "down", 1000)
    dev.button("down", "unsure", 1600)
    assert state(dev) == before
    assert dev.toast_text == "Press it again"
    assert "ui press unsure button=down" in log


def test_the_chord_and_unsure_toasts_are_whole_on_a_4_player_screen():
    import glass

    glass.blank()  # skips on CPython, by name
    dev = Device(Scripted((3, 4), faces=True, cycle=True), [].append)
    choose(dev, "Hamsterdam")
    choose(dev, "4 players")
    choose(dev, "Standard")
    dev.press("ok", "short", 0)  # a roll
    assert dev.game.snapshot()["doc"]["players"] == 4
    dev.button("up", "down", 1000)
    dev.button("down", "down", 1001)
    glass.check(dev.view(), "one key at a time")
    dev.button("up", "short", 1080)
    dev.button("down", "short", 1081)
    dev.button("ok", "down", 2000)
    dev.button("ok", "unsure", 2600)
    glass.check(dev.view(), "press it again")
