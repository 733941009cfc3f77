"""The press edge (both runtimes): what each screen shows the moment a
button goes down, before the press is decided, and what its release or
long press then does: the device's ``button`` events as the loop sends
them (``drivers.debounce``: "down", then "short" / "long" ... "up")."""

from fakes import Scripted

from companion.device import Device
from companion.rules import hamsterdam as hd
from companion.ui import view as v

EVERY = 16  # companion.rules.actlog: a copy of the state every 16 acts


def tap(dev, name, t=0, hold=False):
    """A whole press, as the loop reports it: its edge, then the release
    (or the long press, and the release after it)."""
    dev.button(name, "down", t)
    if hold:
        dev.button(name, "long", t + 700)
        dev.button(name, "up", t + 900)
    else:
        dev.button(name, "short", t + 80)


def game(faces=()):
    dev = Device(Scripted(faces, faces=True), [].append)
    for _ in range(3):  # Hamsterdam, 3 players, standard
        tap(dev, "ok")
    return dev


def boxes(items):
    return [it for it in items if it[0] in ("box", "frame")]


def test_a_menu_moves_at_the_edge_and_its_release_does_nothing_more():
    dev = Device(None, [].append)
    menu = dev.stack[-1]
    dev.button("down", "down", 0)
    assert menu.pos == 1 and dev.held is None  # moved at once
    dev.button("down", "short", 80)
    assert menu.pos == 1  # not twice
    assert dev.cues == ["key"]  # one click, at the edge


def test_ok_on_a_menu_shows_the_line_pressed_then_picks_it_at_the_release():
    dev = Device(None, [].append)
    dev.button("ok", "down", 0)
    assert dev.held == "ok" and len(dev.stack) == 1
    # the selected line (row 0, text at y 11) gets a dark block at its end,
    # clear of a 15-letter label (it ends at x 121)
    assert ("box", 123, 11, 5, 7, 0) in dev.view()
    dev.button("ok", "short", 80)
    assert dev.stack[-1].heading == "Hamsterdam" and dev.held is None
    assert dev.cues == ["key"]  # the edge's click only


def test_a_screen_without_a_pressed_look_gets_the_key_in_the_corner():
    dev = game()
    tap(dev, "back")  # the game menu
    dev.button("back", "down", 0)  # back on a menu waits: hold is undo
    items = dev.view()
    assert (
        items[-3:]
        == v.key("back")
        == [
            ("box", 117, 0, 11, 10, 0),
            ("frame", 117, 0, 11, 10, 1),
            ("t", 119, 1, "x", 1),
        ]
    )
    dev.button("back", "short", 80)
    assert v.key("back")[0] not in dev.view()  # gone at the release


def test_ok_shakes_the_dice_while_held_and_they_land_on_the_roll_at_the_release():
    dev = game(faces=[3, 4])
    screen = dev.game
    dev.button("ok", "down", 1000)
    assert screen.since == 1000 and dev.cues[-1] == "rattle"
    first = [it for it in dev.view() if it[0] == "die"]
    assert len(first) == 2 and not [it for it in dev.view() if it[0] == "big" and it[2] < 29]
    # no sum yet (the big glyphs below y 29 are the player cells' counts)
    assert screen.wait_ms(dev, 1010) == 30  # the next frame at 1040
    dev.now = 1041
    screen.tick(dev, 1041)  # a new frame of faces, each die a little off its place
    assert screen.frame == 1 and dev.dirty
    assert [it for it in dev.view() if it[0] == "die"] != first
    dev.button("ok", "short", 1080)  # released: the roll, drawn from the game's dice
    assert screen.since is None and dev.game.state["dice"] == [3, 4]
    assert ("die", 0, 8, 3, 20) in dev.view() and ("big", 48, 8, "7", 3, 1, 1) in dev.view()


def test_held_past_the_tumble_the_dice_stop_and_the_long_press_opens_the_specials():
    dev = game(faces=[3, 4])
    tap(dev, "ok")  # a roll shown: 3 + 4
    screen = dev.game
    dev.button("ok", "down", 2000)
    dev.now = 2400
    screen.tick(dev, 2400)  # 400 ms: the dice lie still, on the roll shown
    assert screen.since is None and ("die", 0, 8, 3, 20) in dev.view()
    dev.button("ok", "long", 2700)
    assert dev.stack[-1].heading == "Specials"
    assert dev.stack[-1].labels()[0] == "Buffster P1"  # of the shown roll
    dev.button("ok", "up", 2900)
    assert dev.stack[-1].heading == "Specials"  # the release does nothing more


def test_another_button_while_the_dice_shake_is_a_chord_that_rolls_nothing():
    # the dice stop at the next tick, no roll at the releases
    dev = game(faces=[3, 4])
    acts = len(dev.game.snapshot()["doc"]["acts"])
    dev.button("ok", "down", 0)
    dev.button("up", "down", 30)  # a second button while ok shakes
    dev.tick(31)
    assert dev.game.since is None
    assert dev.toast_text == "Only one key"  # the log: "One key at a time"
    dev.button("ok", "short", 80)
    dev.button("up", "short", 90)
    assert len(dev.game.snapshot()["doc"]["acts"]) == acts


def test_an_ok_that_ends_the_turn_pushes_the_cell_in_instead():
    dev = game(faces=[3, 4, 2, 2, 5, 5])
    for _ in range(3):
        tap(dev, "ok")  # three rolls: the next ok ends the turn
    assert hd.due_end(dev.game.state)
    plain = boxes(dev.view())
    dev.button("ok", "down", 0)
    assert dev.game.since is None  # no tumble
    pushed = boxes(dev.view())
    # the selected cell pushed in: P3's, the third roll's roller (each roll
    # selects its roller)
    assert pushed == plain + [("frame", 86, 30, 42, 25, 0)]


def test_down_pushes_the_selected_cell_in_and_floods_at_the_release():
    dev = game(faces=[3, 4])
    tap(dev, "ok")
    tap(dev, "up")  # cursor P2
    dev.button("down", "down", 0)
    assert ("frame", 43, 30, 42, 25, 0) in dev.view()  # P2's cell
    assert dev.game.state["dam"] == [0, 0, 0]
    dev.button("down", "short", 80)
    assert dev.game.state["dam"] == [0, 1, 0]
    assert ("frame", 43, 30, 42, 25, 0) not in dev.view()


def test_undo_replays_from_the_nearest_copy_of_the_state():
    # marks every EVERY acts (companion.rules.actlog); 40 acts (rolls and
    # floods); each undo gives exactly the state a full replay of the
    # remaining acts gives
    faces = [1 + (i * 5) % 6 for i in range(80)]
    dev = game(faces=faces)
    for _ in range(20):
        tap(dev, "ok")
        tap(dev, "down")
        if hd.due_end(dev.game.state) or dev.game.state["phase"] != "roll":
            break
    screen = dev.game
    n = len(screen.doc["acts"])
    assert n >= 6
    assert [m[0] for m in screen.actlog._marks] == list(range(0, n + 1, EVERY))
    for _ in range(n):
        dev.press("back", "long", 0)
        assert screen.state == hd.replay(screen.doc)  # the same as from the start
    assert screen.doc["acts"] == []


def test_back_held_makes_the_undo_ready_before_its_long_press():
    # the loop's ticks while back is held make the undo's state ahead
    # (companion.rules.actlog.ready); the long press then takes it
    faces = [1 + (i * 5) % 6 for i in range(40)]
    dev = game(faces=faces)
    for _ in range(7):
        tap(dev, "ok")
        tap(dev, "down")
    screen = dev.game
    acts = screen.doc["acts"]
    assert screen.actlog._ready is None
    dev.button("back", "down", 5000)
    dev.tick(5010)  # the pass after the edge's frame
    ready = screen.actlog._ready
    assert ready is not None and ready[0] is acts and ready[1] == len(acts)
    dev.button("back", "long", 5700)
    assert screen.state is ready[2] == hd.replay(screen.doc)
    dev.button("back", "up", 5900)
    dev.tick(6000)  # released: nothing made
    assert screen.actlog._ready is None


def test_under_the_loop_a_game_pick_shows_its_name_then_loads_at_the_next_pass():
    dev = Device(None, [].append)
    dev.running = True  # as loop.main sets it
    tap(dev, "ok")  # Hamsterdam, picked at the release
    assert v.texts(dev.view())[:2] == ["Hamsterdam", "..."]  # at once, before the import
    assert dev.background() is True  # the loop's next pass: the import, its frame at once
    assert dev.stack[-1].heading == "Hamsterdam" and dev.stack[-1].labels()[1] == "3 players"


def test_a_press_before_that_pass_goes_to_the_screen_it_opens():
    dev = Device(None, [].append)
    dev.running = True
    tap(dev, "ok")  # Hamsterdam ...
    tap(dev, "ok")  # ... and at once 3 players: nothing lost
    assert dev.stack[-1].heading == "3 players"
