"""A press edge's pressed look drawn alone over the frame shown
(``Device.look``, ``Screen.look``, ``render.over``): on the pixels it must
be the whole frame of the view with the button held, on every screen a
player can reach; where it could not be (a toast that the press clears, a
frame not yet drawn, the tumbling dice, the battery gauge over the key's
corner) the device draws the whole frame. The pixel checks need
MicroPython's ``framebuf`` (the unix port); the rest runs on both."""

from fakes import Lcg, Scripted

from companion.device import Device
from companion.ui import render
from companion.ui import view as v
from support import MICROPYTHON, skip

BUTTONS = ("ok", "up", "down", "back")


def _fb():
    if not MICROPYTHON:
        skip("the pixels need MicroPython's framebuf (the unix port runs it)")
    import framebuf

    buf = bytearray(128 * 64 // 8)
    return buf, framebuf.FrameBuffer(buf, 128, 64, framebuf.MONO_VLSB)


def _drawn(items):
    buf, fb = _fb()
    render.draw(fb, items)
    return buf, fb


def _shown(dev):
    """The frame the loop would put on the glass now, and the device told
    so (``dirty`` False, as ``loop.frame`` leaves it)."""
    got = _drawn(dev.view())
    dev.dirty = False
    return got


def game():
    dev = Device(Scripted([3, 4, 1, 6, 2, 5, 6, 6], faces=True, cycle=True), [].append)
    for _ in range(3):  # Hamsterdam, 3 players, standard
        dev.button("ok", "down", 0)
        dev.button("ok", "short", 80)
    return dev


def test_down_on_the_roll_screen_is_the_selected_cell_pushed_in_alone():
    dev = game()
    dev.dirty = False
    dev.button("down", "down", 1000)
    x, w = v.cell(3, 0)
    assert dev.look == [("frame", x, v.CELLS_Y, w, v.CELL_H, 0)] == [(("frame", 0, 30, 42, 25, 0))]
    assert dev.dirty  # a frame is due: the look's


def test_ok_that_shakes_the_dice_draws_the_whole_frame():
    dev = game()
    dev.dirty = False
    dev.button("ok", "down", 1000)
    assert dev.look is None and dev.dirty


def test_back_is_the_key_in_the_corner_alone():
    dev = game()
    dev.dirty = False
    dev.button("back", "down", 1000)
    assert dev.look == v.key("back")


def test_ok_on_a_menu_is_its_block_on_the_selected_line():
    dev = Device(None, [].append)
    dev.button("down", "down", 0)  # moves at the edge: a whole frame
    assert dev.look is None
    dev.button("down", "short", 80)
    dev.dirty = False
    dev.button("ok", "down", 200)
    assert dev.look == [("box", 123, 22, 5, 7, 0)]  # line 2 (text at y 22)


def test_no_look_over_a_frame_not_drawn_yet_or_a_toast_the_press_clears():
    dev = game()
    dev.button("down", "down", 1000)  # the frame before it was never drawn
    assert dev.look is None
    dev.button("down", "short", 1080)
    dev.dirty = False
    dev.toast("Hello")
    dev.dirty = False
    dev.button("up", "down", 2000)  # the toast goes: a whole frame
    assert dev.look is None and dev.toast_text is None


def test_any_other_change_after_the_edge_makes_it_a_whole_frame():
    dev = game()
    dev.dirty = False
    dev.button("down", "down", 1000)
    assert dev.look is not None
    dev.changed()
    assert dev.look is None and dev.dirty


def test_the_game_menu_on_a_battery_draws_the_whole_frame_under_the_gauge():
    dev = Device(None, [].append)
    dev.battery_pct = 80
    dev.dirty = False
    dev.button("back", "down", 0)
    assert dev.look is None


def walk(dev, seed, steps):
    """``steps`` presses, short and long, chosen by ``seed``, from where
    ``dev`` is through whatever they open; at each edge with a look, the
    frame shown with the look drawn over it must be, byte for byte, the
    frame of the view. The (screen, button) pairs that had a look."""
    rng = Lcg(seed)
    t = 0
    looks = set()
    for step in range(steps):
        buf, fb = _shown(dev)
        b = rng.pick(BUTTONS)
        t += 300
        dev.button(b, "down", t)
        look = dev.look
        if look is not None:
            render.over(fb, look)
            want, _ = _drawn(dev.view())
            assert buf == want, (seed, step, b, type(dev.stack[-1]).__name__, look)
            looks.add((type(dev.stack[-1]).__name__, b))
        if rng.below(6) == 0:
            dev.button(b, "long", t + 700)
            dev.button(b, "up", t + 900)
        else:
            dev.button(b, "short", t + 80)
    return looks


def test_the_look_is_the_whole_frame_on_every_screen_a_walk_reaches():
    _fb()
    looks = set()
    for seed in range(1, 9):
        dev = Device(Scripted([3, 4, 1, 6, 2, 5, 6, 6, 1], faces=True, cycle=True), [].append)
        looks |= walk(dev, seed, 400)
    # the game menu's pressed line, the key in the corner on the scorers
    assert ("Menu", "ok") in looks and ("SombrerosSession", "back") in looks


def test_the_look_is_the_whole_frame_through_a_hamsterdam_game():
    _fb()
    looks = walk(game(), 7, 600)
    assert ("HamsterdamScreen", "down") in looks and ("HamsterdamScreen", "up") in looks
    assert ("HamsterdamScreen", "back") in looks  # the key: back has no look of the cells
