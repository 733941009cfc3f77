"""Millisecond tick arithmetic that behaves the same on MicroPython and CPython.

On the Pico (``sys.platform == "rp2"``) the built-in ``time.ticks_*`` are
used. Elsewhere (CPython, and the unix port, whose own ticks wrap at 2**62)
the same modular arithmetic is done here with the rp2 period, 2**30 ms, so a
clock that wraps behaves exactly as on the Pico and can be tested anywhere.

Usage::

    from companion.ticks import ticks_diff, ticks_add
    if ticks_diff(now, deadline) >= 0: ...
"""

import sys
import time

from companion._const import const

TICKS_PERIOD = const(1 << 30)  # rp2 and unix ports: ticks wrap at 2**30 ms
_HALF = const(1 << 29)  # TICKS_PERIOD // 2
_MASK = const((1 << 30) - 1)  # TICKS_PERIOD - 1


def _diff(a, b):
    return ((a - b + _HALF) & _MASK) - _HALF


def _add(a, delta):
    return (a + delta) & _MASK


if sys.platform == "rp2":
    ticks_diff = time.ticks_diff  # type: ignore[attr-defined]
    ticks_add = time.ticks_add  # type: ignore[attr-defined]
    ticks_ms = time.ticks_ms  # type: ignore[attr-defined]
else:  # CPython and the unix port
    ticks_diff = _diff
    ticks_add = _add

    def ticks_ms():
        if hasattr(time, "ticks_ms"):
            return time.ticks_ms() & _MASK  # type: ignore[attr-defined]
        return int(time.monotonic() * 1000) & _MASK  # type: ignore[attr-defined]


def sleep_ms(ms):
    """Block for ``ms`` milliseconds (boot and error paths only; tasks await
    ``asyncio.sleep_ms``)."""
    if hasattr(time, "sleep_ms"):
        time.sleep_ms(ms)  # type: ignore[attr-defined]
    else:  # CPython
        time.sleep(ms / 1000)
