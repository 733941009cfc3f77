"""A glitch is no press (both runtimes): spikes of 5-200 us
on a button line with nothing pressed, and real presses that bounce, through
the IRQ edge latch (``drivers.edges``), ``loop.Keys`` and the debouncers, on
a microsecond clock. A press is a level that holds: an edge counts once its
line has stayed there 500 us, so the press edge reaches the device 0.5 ms
after the contact settles."""

from sim_pins import IRQ_FALLING, IRQ_RISING, SimPin, buttons

from companion.drivers.edges import EdgeLatch
from companion.loop import Keys

WAKE_US = 120  # an edge's IRQ -> the UI loop's next pass (the emulated Pico: about 120 us)


class World:
    """Microsecond time for the buttons and a model of the UI loop's pass
    and pause (``loop.ui_loop``): ``events`` (us, name, level) change the
    pins as time passes (each runs its line's IRQ handler at once, as a
    hard IRQ); the loop polls ``Keys``, then pauses until its next event is
    due (``Keys.wait_ms``; 10 ms while a button is down, else 50) or until
    ``wake_us`` after an edge woke it. ``spin``: the latch may wait for a
    young edge (``sleep_us``, as on the Pico) or not (then the loop comes
    back 1 ms later)."""

    def __init__(self, events, wake_us=WAKE_US, spin=True):
        self.now = 0
        self.events = sorted(events)
        self.wake_us = wake_us
        self.woke = None  # us tick of the first edge since the loop paused
        self.edges = EdgeLatch(self.ticks_ms, self.wake)
        self.edges.ticks_us = self.ticks_us
        self.edges.sleep_us = self.sleep_us if spin else None
        self.pins, self.buttons = buttons(self.edges)
        self.got = []  # (name, event, tick, us when the device got it)
        self.keys = Keys(self, self, Awake(), 0)

    def ticks_ms(self):
        return self.now // 1000

    def ticks_us(self):
        return self.now

    def wake(self):
        if self.woke is None:
            self.woke = self.now

    def button(self, name, ev, t):
        self.got.append((name, ev, t, self.now))

    def sleep_us(self, us):
        self.pause(us, wakes=False)

    def pause(self, us, wakes=True):
        end = self.now + us
        while True:
            stop = end
            if wakes and self.woke is not None and self.woke + self.wake_us < end:
                stop = self.woke + self.wake_us
            if self.events and self.events[0][0] <= stop:
                at, name, level = self.events.pop(0)
                self.now = max(self.now, at)
                self.pins[name].value(level)
            else:
                self.now = max(self.now, stop)
                return

    def run(self, until_us):
        while self.now < until_us:
            self.woke = None
            held = self.keys.poll(self.ticks_ms())
            ms = 10 if held else 50
            due = self.keys.wait_ms(self.ticks_ms())
            if due is not None and due < ms:
                ms = due
            self.pause(min(ms * 1000, until_us - self.now))  # never past until_us
        return [g[:3] for g in self.got]


class Awake:
    def press(self, now):
        return False  # the screen is lit: every press counts


def spikes(width_us, n=100, names=("down",)):
    """``n`` spikes of ``width_us`` on each of ``names`` (all at once), one
    every 97.331 ms from 20 ms on: each at another phase of the ms and of the
    loop's pauses."""
    events = []
    for k in range(n):
        at = 20_000 + k * 97_331
        for name in names:
            events.append((at, name, 0))
            events.append((at + width_us, name, 1))
    return events


def test_spikes_of_5_50_and_200_us_with_nothing_pressed_are_no_press():
    for width in (5, 50, 200):
        for wake_us, spin in ((WAKE_US, True), (WAKE_US, False), (4000, True)):
            # the loop looks 120 us after the edge (a 200 us spike is still
            # low: it waits for the level to hold), or comes back 1 ms later,
            # or is busy for 4 ms (the spike is over before it looks)
            world = World(spikes(width), wake_us, spin)
            assert world.run(10_000_000) == [], (width, wake_us, spin)
            assert world.edges._miss == 0


def test_a_spike_on_every_line_at_once_is_no_press():
    world = World(spikes(200, names=("ok", "up", "down", "back")))
    assert world.run(10_000_000) == []


def test_spikes_while_another_button_is_held_are_no_press():
    # ok held from 50 ms to 9 s: the loop polls every 10 ms as well as on
    # each spike of down
    events = spikes(200, n=90) + [(50_000, "ok", 0), (9_000_000, "ok", 1)]
    world = World(events)
    assert world.run(9_500_000) == [("ok", "down", 50), ("ok", "long", 750), ("ok", "up", 9000)]


def bouncing_press(name, at_us):
    """A press at ``at_us`` whose contact bounces for 1.2 ms (pulses of
    60-300 us, none holding 500 us), held 80 ms, then let go with a 250 us
    bounce."""
    press = (0, 60, 180, 390, 640, 900, 1200)  # fall, rise, fall, ...: settled low at 1200
    release = (81_200, 81_300, 81_450)  # rise, fall, rise: settled high at 81_450
    events = [(at_us + d, name, i % 2) for i, d in enumerate(press)]
    events += [(at_us + d, name, 1 - i % 2) for i, d in enumerate(release)]
    return events


def test_a_bouncing_press_is_one_press_at_the_edge_that_held():
    for spin in (True, False):
        world = World(bouncing_press("down", 1_000_000), spin=spin)
        # the settled fall at 1001.2 ms (tick 1001) and the settled rise at
        # 1081.45 ms (tick 1081) are the press; every pulse before is taken back
        assert world.run(1_500_000) == [("down", "down", 1001), ("down", "short", 1081)]
        at = [g[3] for g in world.got]
        if spin:
            # the loop looks 120 us after the fall and waits the other 380:
            # the press edge reaches the device 500 us after the contact settled
            assert at == [1_001_700, 1_081_950]
        else:
            # too young at 1001.32 ms: the loop comes back 1 ms later
            assert at == [1_002_320, 1_082_570]


def test_presses_at_eight_a_second_each_count_once():
    events = []
    for k in range(16):  # 60 ms down, 65 up, each edge bouncing
        events += bouncing_press(("ok", "up")[k % 2], 100_000 + k * 125_000)[:-3]
        at = 100_000 + k * 125_000 + 60_000
        events += [(at, ("ok", "up")[k % 2], 1), (at + 100, ("ok", "up")[k % 2], 0)]
        events += [(at + 250, ("ok", "up")[k % 2], 1)]
    world = World(events)
    got = world.run(2_300_000)
    assert [ev for _, ev, _ in got] == ["down", "short"] * 16
    assert [name for name, ev, _ in got if ev == "short"] == ["ok", "up"] * 8
    # each press edge at its settled fall, 1.2 ms in; each release at 60.25 ms
    assert [t for _, _, t in got[:4]] == [101, 160, 226, 285]


def erase(world, start_us, end_us, until_us):
    """The UI loop runs to ``start_us``, then writes flash (``busy``) and
    an erase holds interrupts off to ``end_us`` (the loop stalled, edges
    latched), then it runs on to ``until_us``: what the device got."""
    world.run(start_us)
    world.edges.busy(True)
    for p in world.pins.values():
        p.mask()
    world.pause(end_us - world.now, wakes=False)
    for p in world.pins.values():
        p.unmask()  # the latched edges' handlers run here, before the save returns
    world.edges.busy(False)
    return world.run(until_us)


def test_a_spike_inside_a_flash_erase_is_no_press():
    # a 0.1 ms spike on down in a 45 ms erase (and in a
    # 400 ms one) was a flood; both its edges latched: dropped, counted
    for end in (135_000, 490_000):
        world = World([(100_000, "down", 0), (100_100, "down", 1)])
        assert erase(world, 90_000, end, end + 300_000) == []
        assert world.edges.blind == 1


def test_a_press_swallowed_whole_by_an_erase_is_no_press():
    # a 30 ms press inside a 45 ms erase cannot be told from a spike
    world = World([(100_000, "back", 0), (130_000, "back", 1)])
    assert erase(world, 90_000, 135_000, 300_000) == []


def test_a_hold_that_begins_inside_an_erase_is_never_a_short_press():
    # held 0.9 s from 10 ms into a 400 ms erase: its edge
    # is handled at 490 ms, 480 ms late at most; released at 1,000 ms the
    # hold lies between 510 and 990 ms: it was taken as short; now neither
    world = World([(100_000, "ok", 0), (1_000_000, "ok", 1)])
    got = erase(world, 90_000, 490_000, 1_500_000)
    assert got == [("ok", "down", 490), ("ok", "unsure", 1000)]
    # held on until 1.3 s: long, once it surely is (700 ms after 490)
    world = World([(100_000, "ok", 0), (1_300_000, "ok", 1)])
    got = erase(world, 90_000, 490_000, 1_500_000)
    assert got == [("ok", "down", 490), ("ok", "long", 1190), ("ok", "up", 1300)]


def test_a_tap_that_begins_inside_an_erase_is_a_short_press():
    # pressed 300 ms into a 400 ms erase, let go 150 ms later: at most
    # 150 + 390 ms held, under the long press's 700: short
    world = World([(390_000, "ok", 0), (540_000, "ok", 1)])
    assert erase(world, 90_000, 490_000, 800_000) == [("ok", "down", 490), ("ok", "short", 540)]


def test_a_quick_release_after_a_late_press_edge_then_the_next_press_are_two_presses():
    # Presses at eight a second with a save after each: press A at 100 ms
    # inside an erase to 140 ms (its edge handled at 140, up to 50 ms
    # late), let go at 160, 20 ms after that: inside the debounce time, so
    # the release waits for the loop's next look at the pin, at 165. The
    # next save's erase stalls the loop from 162 to 260 ms, and press B
    # comes at 250. A's release is on the line from 160 to 250: it counts
    # (it was lost: B's edge found the key still down, and A and B were one
    # press)
    world = World([(100_000, "ok", 0), (160_000, "ok", 1), (250_000, "ok", 0), (310_000, "ok", 1)])
    world.run(90_000)
    got = erase(world, 90_000, 140_000, 162_000)
    assert got == [("ok", "down", 140)]
    got = erase(world, 162_000, 260_000, 500_000)
    assert got == [
        ("ok", "down", 140),
        ("ok", "short", 165),  # the debounce time after A's edge: the level held since 160
        ("ok", "down", 260),
        ("ok", "short", 310),
    ]


def test_a_bounce_back_inside_the_debounce_time_is_still_one_press():
    # a release 2 ms after the press edge and the line back down 1 ms
    # later: chatter, one press, whatever the loop does meanwhile
    world = World([(100_000, "ok", 0), (102_000, "ok", 1), (103_000, "ok", 0), (200_000, "ok", 1)])
    assert world.run(400_000) == [("ok", "down", 100), ("ok", "short", 200)]


def test_a_long_hold_released_while_the_loop_stalled_is_the_long_press():
    # pressed at 0.1 s, the loop stalled from 0.79 s to 1.2 s (a slow
    # import: interrupts on, the release timed at 1.0 s): held 0.9 s, the
    # long press, though it could not fire while held (it was "short")
    world = World([(100_000, "ok", 0), (1_000_000, "ok", 1)])
    world.run(790_000)
    world.pause(410_000, wakes=False)
    # (its "up" with it: the device counts the key as up again)
    got = world.run(1_500_000)
    assert got == [("ok", "down", 100), ("ok", "long", 1000), ("ok", "up", 1000)]
    # the same release inside an erase from 0.79 s: 0.69 to 1.1 s: unsure
    world = World([(100_000, "ok", 0), (1_000_000, "ok", 1)])
    got = erase(world, 790_000, 1_200_000, 1_500_000)
    assert got == [("ok", "down", 100), ("ok", "unsure", 1200)]


class SpikeOnRead(SimPin):
    """A line whose spike begins while the loop reads it (``armed``): the
    read sees it low, its edge's IRQ comes just before the read returns."""

    armed = False

    def value(self, v=None):
        if v is None and self.armed:
            self.armed = False
            SimPin.value(self, 0)
        return SimPin.value(self, v)


class Board:
    def __init__(self, pin, latch):
        self.buttons = (("ok", pin),)
        self.edges = latch
        self.got = []

    def button(self, name, ev, t):
        self.got.append((name, ev, t))


def test_a_spike_that_begins_as_the_loop_reads_the_pin_is_no_press():
    clock = Clock()
    q = EdgeLatch(clock.ms)
    q.ticks_us = clock
    pin = SpikeOnRead()
    pin.irq(q.irq(0), IRQ_FALLING | IRQ_RISING, hard=True)
    board = Board(pin, q)
    keys = Keys(board, board, Awake(), 0)
    clock.us = 100_000
    pin.armed = True
    assert keys.poll(100) is True  # read low, but its edge is queued: not fed
    assert keys.wait_ms(100) == 1
    clock.us = 100_150
    pin.value(1)  # over after 150 us: both edges go
    clock.us = 101_000
    assert keys.poll(101) is False and keys.wait_ms(101) is None
    assert board.got == []


# -- the latch on its own ----------------------------------------------------


class Clock:
    def __init__(self):
        self.us = 0

    def ms(self):
        return self.us // 1000

    def __call__(self):
        return self.us


def latch():
    clock = Clock()
    q = EdgeLatch(clock.ms)
    q.ticks_us = clock
    pins, _ = buttons(q)
    return clock, q, pins


def test_an_edge_moved_back_within_500_us_takes_its_unread_edge_back():
    clock, q, pins = latch()
    pins["up"].value(0)
    clock.us = 499  # back up 499 us later: neither edge is kept
    pins["up"].value(1)
    assert q.take() is None and not q.hit()
    pins["up"].value(0)  # 500 us: the level held
    clock.us = 999
    pins["up"].value(1)
    assert q.take() == (1, True, 0, 0)
    assert q.take() == (1, False, 0, 0)


def test_take_held_gives_an_edge_once_it_is_500_us_old():
    clock, q, pins = latch()
    clock.us = 7_300
    pins["ok"].value(0)
    clock.us = 7_799
    assert q.take(True) is None and q.hit()  # 499 us: it waits
    clock.us = 7_800
    assert q.take(True) == (0, True, 7, 0)
    assert q.take(True) is None and not q.hit()


def test_take_held_may_wait_once_for_the_level_to_hold():
    clock, q, pins = latch()
    waits = []

    def sleep_us(us):
        waits.append(us)
        clock.us += us

    q.sleep_us = sleep_us
    pins["ok"].value(0)
    clock.us = 120
    pins["down"].value(0)
    clock.us = 200
    assert q.take(True, True) == (0, True, 0, 0)  # waited 300 us for ok's
    assert waits == [300]
    assert q.take(True, False) is None and q.hit()  # down's: 300 us old, no wait
    assert q.take(True, True) == (2, True, 0, 0)  # waited the other 120 us
    assert waits == [300, 120]


def test_another_lines_edge_between_does_not_shield_a_spike():
    clock, q, pins = latch()
    pins["ok"].value(0)
    clock.us = 50
    pins["back"].value(0)  # held from here on
    clock.us = 150
    pins["ok"].value(1)  # ok's spike: 150 us
    clock.us = 2_000
    assert q.take(True) == (3, True, 0, 0)  # only back's press
    assert q.take(True) is None and not q.hit()


class WakeOnce:
    """A dim screen: the first press only wakes it (``Idle.press`` True)."""

    def __init__(self):
        self.dim = True

    def press(self, now):
        woke, self.dim = self.dim, False
        return woke


def test_a_chord_begun_by_the_press_that_wakes_the_screen_only_wakes_it():
    # ok wakes the dim screen; down 30 ms later, ok still down: a chord, so
    # it reaches the device no more than ok does (it flooded)
    world = World(
        [(100_000, "ok", 0), (130_000, "down", 0), (250_000, "ok", 1), (260_000, "down", 1)]
    )
    world.keys.idle = WakeOnce()
    assert world.run(600_000) == []
    # the next press, alone, is a press
    world.events = [(700_000, "down", 0), (780_000, "down", 1)]
    assert world.run(1_000_000) == [("down", "down", 700), ("down", "short", 780)]
