"""Board-game companion firmware (MicroPython 1.28 and 1.29, Raspberry Pi Pico).

Layers: ``rules`` (pure game rules), ``ui`` (screens: events -> state and a
view), ``drivers`` (thin adapters handed their buses and pins), ``app`` (the
imperative shell). Only ``board`` (top level) builds ``machine`` objects.

``const`` for every firmware module, on both runtimes (here, in the package
every module imports anyway: a module of its own cost the Pico's boot 8 ms).
On MicroPython it is the real ``micropython.const``: the compiler folds
``_NAME = const(1)`` (an int, or a str, bytes or tuple of constants) into
the code that uses it, and keeps no global for underscore names. On CPython
(host tests) it is the identity function::

    from companion import const
    _SET_CONTRAST = const(0x81)

And the millisecond tick arithmetic, the same on MicroPython and CPython
(here too: the boot imports it, and a module is about 10 ms of it). On the
Pico (``sys.platform == "rp2"``) the built-in ``time.ticks_*``; elsewhere
(CPython, and the unix port, whose own ticks wrap at 2**62) the same
modular arithmetic with the rp2 period, 2**30 ms, so a clock that wraps
behaves as on the Pico and can be tested anywhere::

    from companion import ticks_add, ticks_diff
    if ticks_diff(now, deadline) >= 0: ...
"""

import sys
import time

try:
    from micropython import const
except ImportError:  # CPython

    def _identity(x):
        return x

    const = _identity

VERSION = "0.1.0"

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
