"""Debouncer on bounce trains and across the ticks wrap (both runtimes)."""

from companion.drivers.debounce import Debouncer
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
