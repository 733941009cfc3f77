"""Debouncer on bounce trains and across the ticks wrap (both runtimes)."""

from companion.drivers.debounce import Debouncer
from companion.drivers.edges import EdgeLatch
from companion.ticks import TICKS_PERIOD, ticks_add


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


def test_chatter_of_20ms_gives_one_short_press():
    deb = Debouncer()
    trace = [(50, False)] + bounce(20) + [(150, True)] + bounce(20) + [(100, False)]
    events = run(deb, trace)
    assert [e for e, _ in events] == ["short"]
    # press taken at 50 ms; the release chatter starts at 50 + 20 + 150 = 220
    # with a high sample, so the first low sample (221 ms) is the release
    assert events[0][1] == 221


def test_long_press_fires_once_while_held_and_no_short_after():
    deb = Debouncer()
    events = run(deb, [(10, False), (1000, True), (100, False)])
    # pressed at 10 ms, long at 10 + 700 = 710 ms
    assert events == [("long", 710)]


def test_two_presses_are_two_events():
    deb = Debouncer()
    trace = [(10, False), (80, True), (80, False), (80, True), (80, False)]
    assert [e for e, _ in run(deb, trace)] == ["short", "short"]


def test_polled_every_10ms():
    deb = Debouncer()
    trace = [(30, False)] + bounce(20) + [(100, True), (50, False)]
    assert [e for e, _ in run(deb, trace, step=10)] == ["short"]


def test_across_the_ticks_wrap():
    # the clock starts 300 ms before it wraps to 0
    start = TICKS_PERIOD - 300
    deb = Debouncer()
    deb.reset(False, start)
    events = run(deb, [(100, False)] + bounce(15) + [(900, True), (50, False)], start=start)
    # pressed at start + 100; long 700 ms later, after the wrap
    assert events == [("long", ticks_add(start, 800))]
    assert events[0][1] == 500


# -- presses that fall between two polls (IRQ edge latch) ---------------------


class FakeClock:
    def __init__(self, t):
        self.t = t

    def __call__(self):
        return self.t


def run_with_latch(trace, polls, start=0, use_latch=True):
    """Replay ``trace`` ms by ms; a falling edge (level goes pressed) fires
    the latch's IRQ handler; the debouncer samples only at ms in ``polls``."""
    levels = []
    for duration, level in trace:
        levels += [level] * duration
    clock = FakeClock(start)
    latch = EdgeLatch(clock)
    deb = Debouncer()
    deb.reset(False, start)
    events = []
    prev = False
    for ms in range(len(levels)):
        clock.t = ticks_add(start, ms)
        if levels[ms] and not prev:
            latch.irq(None)
        prev = levels[ms]
        if ms in polls:
            ev = deb.update(levels[ms], clock.t, latch.take() if use_latch else None)
            if ev:
                events.append((ev, clock.t))
    return events, latch


def every_10ms_except(length, stall_from, stall_to):
    return set(ms for ms in range(0, length, 10) if not stall_from < ms < stall_to)


# pressed at 100 ms (10 ms chatter), held 60 ms, released at 170 with 10 ms
# chatter, all inside a poll stall from 90 to 300 ms
STALLED_PRESS = [(100, False)] + bounce(10) + [(60, True)] + bounce(10) + [(200, False)]


def test_a_press_inside_a_poll_stall_is_one_short_press():
    polls = every_10ms_except(380, 90, 300)
    events, latch = run_with_latch(STALLED_PRESS, polls)
    # the first poll after the stall (300 ms) sees the contact released and
    # the last latched edge (178 ms, release chatter) older than 25 ms
    assert events == [("short", 300)]
    assert latch.count == 10  # 5 falling edges in each 10 ms chatter


def test_without_the_latch_the_stalled_press_is_lost():
    polls = every_10ms_except(380, 90, 300)
    events, _ = run_with_latch(STALLED_PRESS, polls, use_latch=False)
    assert events == []


def test_latch_does_not_double_count_polled_presses():
    # chatter on press and release, polled every 10 ms with no stall
    trace = [(33, False)] + bounce(20) + [(120, True)] + bounce(20) + [(120, False)]
    polls = set(range(0, 320, 10))
    with_latch, _ = run_with_latch(trace, polls)
    without, _ = run_with_latch(trace, polls, use_latch=False)
    assert [e for e, _ in with_latch] == ["short"]
    assert with_latch == without


def test_poll_during_press_chatter_waits_for_the_contact_to_settle():
    # the poll at 40 ms lands on a high level of the press chatter (edge at
    # 39 ms is 1 ms old): no event yet; 50 ms reads pressed; one short press
    trace = [(30, False)] + bounce(20) + [(80, True), (100, False)]
    polls = set(range(0, 230, 10))
    events, _ = run_with_latch(trace, polls)
    # released at 130 ms: the 130 ms poll reads it
    assert events == [("short", 130)]


def test_stalled_press_across_the_ticks_wrap():
    start = TICKS_PERIOD - 150  # the press lands just before the wrap
    polls = every_10ms_except(380, 90, 300)
    events, _ = run_with_latch(STALLED_PRESS, polls, start=start)
    assert events == [("short", ticks_add(start, 300))]
    assert events[0][1] == 150


def test_edge_latch_take_reports_the_last_edge_once():
    clock = FakeClock(5)
    latch = EdgeLatch(clock)
    assert latch.take() is None
    latch.irq(None)
    clock.t = 9
    latch.irq(None)
    assert latch.take() == 9
    assert latch.take() is None
    assert latch.count == 2
