"""The buttons from the pin to the device's events (both runtimes): the
debouncer on bounce trains and across the ticks wrap, the IRQ edge queue,
and ``loop.Keys`` reading both, with presses that fall inside a stalled
loop or while interrupts are off (a flash erase)."""

from sim_pins import IRQ_FALLING, IRQ_RISING, SimPin, buttons

from companion import TICKS_PERIOD, ticks_add
from companion.drivers.debounce import Debouncer
from companion.drivers.edges import EdgeLatch
from companion.loop import Keys


def run(deb, trace, start=0, step=1):
    """trace: list of (duration_ms, level); sampled every ``step`` ms."""
    levels = []  # one level per ms
    for duration, level in trace:
        levels += [level] * duration
    events = []
    for ms in range(0, len(levels), step):
        t = ticks_add(start, ms)
        ev = deb.update(levels[ms], t)
        if ev:
            events.append((ev, t))
    return events


def bounce(ms):
    """A contact that chatters for ``ms``: alternate 1 ms levels."""
    return [(1, i % 2 == 0) for i in range(ms)]


def test_chatter_of_20ms_gives_one_press_edge_and_one_short_press():
    deb = Debouncer()
    trace = [(50, False)] + bounce(20) + [(150, True)] + bounce(20) + [(100, False)]
    # the edge on the first low sample (50 ms); the press chatter ends at 70,
    # the release chatter starts at 220 with a high sample: released then
    assert run(deb, trace) == [("down", 50), ("short", 221)]


def test_long_press_fires_once_while_held_then_up_not_short():
    deb = Debouncer()
    events = run(deb, [(10, False), (1000, True), (100, False)])
    # pressed at 10 ms, long at 10 + 700 = 710 ms, let go at 1010
    assert events == [("down", 10), ("long", 710), ("up", 1010)]


def test_two_presses_are_two_events():
    deb = Debouncer()
    trace = [(10, False), (80, True), (80, False), (80, True), (80, False)]
    assert [e for e, _ in run(deb, trace)] == ["down", "short", "down", "short"]


def test_polled_every_10ms():
    deb = Debouncer()
    trace = [(30, False)] + bounce(20) + [(100, True), (50, False)]
    # 30 ms reads the first low level of the chatter; 150 the release
    assert run(deb, trace, step=10) == [("down", 30), ("short", 150)]


def test_a_release_inside_the_debounce_time_shows_at_its_end():
    deb = Debouncer()
    deb.reset(False, 0)
    assert deb.update(True, 100) == "down"
    assert deb.wait_ms(105) == 20  # the debounce time runs out at 125
    assert deb.update(False, 115) is None  # 15 ms after the edge: chatter, for now
    assert deb.update(False, 125) == "short"
    assert deb.wait_ms(130) == 20  # a change now would show after the debounce time
    assert deb.wait_ms(150) is None


def test_due_ms_counts_down_to_the_long_press():
    deb = Debouncer()
    deb.reset(False, 0)
    deb.update(True, 100)
    assert deb.wait_ms(200) == 600
    assert deb.update(True, 800) == "long"
    assert deb.wait_ms(900) is None


def test_across_the_ticks_wrap():
    # the clock starts 300 ms before it wraps to 0
    start = TICKS_PERIOD - 300
    deb = Debouncer()
    deb.reset(False, start)
    events = run(deb, [(100, False)] + bounce(15) + [(900, True), (50, False)], start=start)
    # pressed at start + 100; long 700 ms later, after the wrap
    assert events == [
        ("down", ticks_add(start, 100)),
        ("long", ticks_add(start, 800)),
        ("up", ticks_add(start, 1015)),
    ]
    assert events[1][1] == 500


def test_a_button_held_at_boot_is_not_a_press():
    deb = Debouncer()
    deb.reset(True, 0)
    assert deb.update(True, 800) is None
    assert deb.update(False, 900) == "up"


# -- the edge queue ---------------------------------------------------------


class Clock:
    def __init__(self, t=0):
        self.t = t

    def __call__(self):
        return self.t


def test_edge_queue_keeps_edges_in_order_with_their_ticks():
    clock = Clock(5)
    woke = []
    q = EdgeLatch(clock, lambda: woke.append(clock.t))
    a, b = SimPin(), SimPin()
    a.irq(q.irq(0), IRQ_FALLING | IRQ_RISING, hard=True)
    b.irq(q.irq(1), IRQ_FALLING | IRQ_RISING, hard=True)
    a.value(0)
    clock.t = 7
    b.value(0)
    clock.t = 9
    a.value(1)
    assert woke == [5, 7, 9]
    got = []
    while q.hit():
        got.append(q.take())
    assert got == [(0, True, 5, 0), (1, True, 7, 0), (0, False, 9, 0)]
    assert q.take() is None


def test_both_edges_while_interrupts_were_off_cannot_be_told_from_a_spike():
    # The pair is dropped (counted), never a press
    clock = Clock(100)
    q = EdgeLatch(clock)
    pin = SimPin()
    pin.irq(q.irq(2))
    pin.mask()
    pin.value(0)
    pin.value(1)
    clock.t = 145  # the erase ends: one call, both flags, the pin high again
    pin.unmask()
    assert q.take() is None and not q.hit()
    assert q.blind == 1


def test_a_line_down_again_after_both_edges_keeps_only_its_press_edge():
    # a spike, then a real press, both inside the erase: the level says the
    # press is there; the edge before it cannot be timed and is not kept
    clock = Clock(100)
    q = EdgeLatch(clock)
    pin = SimPin()
    pin.irq(q.irq(2))
    q.busy(True)  # the loop writes flash from tick 100
    pin.mask()
    pin.value(0)
    pin.value(1)
    pin.value(0)
    clock.t = 145
    pin.unmask()
    q.busy(False)
    assert q.take() == (2, True, 145, 45)  # it may have come 45 ms before
    assert not q.hit() and q.blind == 0


def test_a_full_queue_drops_the_newest_and_counts_them():
    q = EdgeLatch(Clock())
    for i in range(70):
        q.put(0, i % 2 == 0, i, 0)
    assert q._miss == 70 - 63  # 64 slots: one stays empty
    assert q.take() == (0, True, 0, 0)


# -- loop.Keys: edges then samples, to the device -------------------------


class Recorder:
    def __init__(self):
        self.events = []

    def button(self, name, ev, t):
        self.events.append((name, ev, t))


class Awake:
    def press(self, now):
        return False


class Board:
    def __init__(self, clock):
        self.edges = EdgeLatch(clock)
        self.pins, self.buttons = buttons(self.edges)


def replay(script, polls, start=0, masked=()):
    """Drive the pins ms by ms from ``script`` ({ms: [(name, level)]}); the
    loop polls only at the ms in ``polls``; interrupts are off over the
    (from, to) spans in ``masked``. The device's events."""
    clock = Clock(start)
    board = Board(clock)
    dev = Recorder()
    keys = Keys(board, dev, Awake(), start)
    end = max(list(script) + list(polls)) + 1
    for ms in range(end):
        clock.t = ticks_add(start, ms)
        for a, b in masked:
            if ms == a:
                for p in board.pins.values():
                    p.mask()
            if ms == b:
                for p in board.pins.values():
                    p.unmask()
        for name, level in script.get(ms, ()):
            board.pins[name].value(level)
        if ms in polls:
            keys.poll(clock.t)
    return dev.events


def presses(pairs, down_ms, up_ms, start=100):
    """Presses of the named buttons one after another: ``down_ms`` low,
    ``up_ms`` high."""
    script = {}
    t = start
    for name in pairs:
        script.setdefault(t, []).append((name, 0))
        script.setdefault(t + down_ms, []).append((name, 1))
        t += down_ms + up_ms
    return script, t


def test_a_press_inside_a_stalled_loop_is_one_short_press_in_time_order():
    # pressed at 100 ms (10 ms chatter), released at 170, all while the
    # loop is stalled from 90 to 300 ms
    script = {100 + i: [("ok", i % 2)] for i in range(10)}
    script[110] = [("ok", 0)]  # the contact settles, held
    script[170] = [("ok", 1)]
    polls = set(ms for ms in range(0, 400, 10) if not 90 < ms < 300)
    events = replay(script, polls)
    assert events == [("ok", "down", 100), ("ok", "short", 170)]


def test_presses_at_eight_a_second_with_stalls_are_each_one_action_in_order():
    # 60 ms down, 65 up, alternating buttons; the loop stalls 100 ms every 300
    order = ["ok", "down", "up", "ok"] * 15
    script, end = presses(order, 60, 65)
    polls = set(ms for ms in range(0, end + 100, 10) if ms % 300 > 100)
    events = replay(script, polls)
    shorts = [name for name, ev, _ in events if ev == "short"]
    assert shorts == order
    assert [ev for _, ev, _ in events] == ["down", "short"] * 60


def test_a_press_swallowed_whole_by_an_erase_is_no_press():
    # a 45 ms flash erase from 90 to 135 ms swallows a 30 ms press whole:
    # both edges come at 135 and cannot be told from a spike
    script = {100: [("back", 0)], 130: [("back", 1)]}
    polls = set(ms for ms in range(0, 300, 10) if not 90 <= ms < 135) | {135}
    events = replay(script, polls, masked=[(90, 135)])
    assert events == []


def test_a_poll_on_each_edge_answers_the_press_edge_at_once():
    # the loop wakes on every edge (the board's pause ends): the press edge
    # is an event at the very tick of the edge
    script, end = presses(["up"], 80, 100, start=1003)
    events = replay(script, polls={1003, 1083})
    assert events == [("up", "down", 1003), ("up", "short", 1083)]


def test_presses_across_the_ticks_wrap():
    start = TICKS_PERIOD - 150
    script, end = presses(["down", "down"], 60, 65)
    events = replay(script, set(range(0, end + 50, 10)), start=start)
    assert [ev for _, ev, _ in events] == ["down", "short", "down", "short"]
    assert events[3][2] == ticks_add(start, 285) == 135
