"""The button lines' edges, in order, from hard IRQ handlers.

Each line's handler (``EdgeLatch.irq(n)``, registered for both edges with
``hard=True``) stores which line moved, its new level and the tick into
slots allocated here once, then calls ``wake`` (``ThreadSafeFlag.set`` on the
Pico: the UI loop wakes at once instead of at its next poll). Nothing is
allocated in the handler.

A level counts once it has held (a glitch is no press): an edge whose
line moves back within _HOLD_US (500 us; a spike on a line lasts 5-200 us,
a contact's bounce a few ms) takes its unread predecessor back with it, and
``take(True)`` gives an edge only once it is that old: it waits for the
rest (``sleep_us``: busy, the handlers still run), or gives None and the UI
loop looks again 1 ms later (``hit()`` stays true meanwhile). The edges are
timed by ``ticks_us``: ``time.ticks_us`` on the Pico; None elsewhere (the
simulator's virtual ms clock cannot time a spike): then every edge counts.

While interrupts are off (a flash erase holds them off for 45 ms, 400 ms
at the datasheet's worst), the RP2040 latches both edge events of a pin;
the handler then runs once, after, with both flags set
(``Pin.irq().flags()``). Neither edge can be timed: a press that began and
ended in that time cannot be told from a spike, so it is dropped (counted
in ``blind``); a line low again by then keeps only its press edge, which
the level confirms. And an edge whose handler ran while the UI loop had
said it was writing flash (``busy(True)`` .. ``busy(False)``) may have come
any time since: it carries that uncertainty (``late``, ms), so the
debouncer can tell a hold that began inside an erase from a short press,
or say it cannot (``drivers.debounce``).

Usage (the board module does this)::

    q = EdgeLatch(time.ticks_ms)
    pin.irq(q.irq(0), Pin.IRQ_FALLING | Pin.IRQ_RISING, hard=True)
    ...
    q.busy(True); save(); q.busy(False)   # flash work: the edges meanwhile may be late
    e = q.take(True, True)   # (line, low, tick, late ms) of the oldest edge that held, or None
"""

import sys
import time

from companion import const, ticks_diff

_FALL = const(4)  # rp2 Pin.IRQ_FALLING (GPIO_IRQ_EDGE_FALL)
_RISE = const(8)  # rp2 Pin.IRQ_RISING (GPIO_IRQ_EDGE_RISE)
_SIZE = const(64)  # slots; a power of two
_MASK = const(63)
_VOID = const(255)  # a slot taken back (a glitch): skipped
_HOLD_US = const(500)  # a level this old counts (2.5x the longest spike)


class EdgeLatch:
    """``ticks_ms``: the clock (a function returning ms ticks). ``wake``: a
    function called after each stored edge (or None). ``ticks_us``: the us
    clock timing the edges (or None: no glitch filter), ``sleep_us`` a busy
    wait in us (or None: no waiting in ``take``). ``_miss``: edges
    dropped because every slot was full (the level samples still see the
    buttons)."""

    def __init__(self, ticks_ms, wake=None):
        self._ticks_ms = ticks_ms
        self.wake = wake
        rp2 = sys.platform == "rp2"
        self.ticks_us = time.ticks_us if rp2 else None  # type: ignore[attr-defined]
        self.sleep_us = time.sleep_us if rp2 else None  # type: ignore[attr-defined]
        self._buf = bytearray(_SIZE)  # line << 1 | low (the level after the edge)
        self.at = [0] * _SIZE  # its tick
        self.us = [0] * _SIZE  # its us tick
        self._late = bytearray(2 * _SIZE)  # ms it may have come before its tick (16 bits)
        self._busy = False  # the UI loop writes flash: interrupts may be off
        self._busy_at = 0  # since this tick
        self.blind = 0  # presses dropped: both edges came while interrupts were off
        self._next = 0  # next slot the handlers write
        self._i = 0  # next slot take() reads
        self._miss = 0

    def irq(self, n):
        """The hard IRQ handler of line ``n`` (0..126), to register."""

        def handler(pin):
            t = self._ticks_ms()
            clock = self.ticks_us
            u = 0 if clock is None else clock()
            f = pin.irq().flags()
            late = ticks_diff(t, self._busy_at) if self._busy else 0
            if f & _FALL and f & _RISE:  # both edges while interrupts were off
                if pin.value() != 0:  # up again: a spike, or a press never seen
                    self.blind += 1
                    return
                self.put(n, True, t, u, late)  # down now: its press edge, the level says so
            elif f & (_FALL | _RISE):
                low = f & _FALL != 0
                i = self._next
                while clock is not None and i != self._i:  # the line's newest unread edge
                    i = (i - 1) & _MASK
                    code = self._buf[i]
                    if code >> 1 == n:
                        if code & 1 != low and ticks_diff(u, self.us[i]) < _HOLD_US:
                            self._buf[i] = _VOID  # back within _HOLD_US: neither counts
                            return
                        break
                self.put(n, low, t, u, late)
            else:
                return
            if self.wake is not None:
                self.wake()

        return handler

    def put(self, n, pressed, at, us, late=0):
        """Store an edge of line ``n`` (``pressed``: the level after it is
        low) at tick ``at`` (us tick ``us``), which may have come up to
        ``late`` ms before. Safe in a hard IRQ."""
        i = self._next
        nxt = (i + 1) & _MASK
        if nxt == self._i:
            self._miss += 1
            return
        self._buf[i] = n << 1 | (1 if pressed else 0)
        self.at[i] = at
        self.us[i] = us
        if late > 65535:
            late = 65535
        self._late[2 * i] = late & 255
        self._late[2 * i + 1] = late >> 8
        self._next = nxt

    def busy(self, on):
        """The UI loop is about to write flash (``on``), or is done: edges
        handled meanwhile may have waited for an erase to end."""
        if on:
            self._busy_at = self._ticks_ms()
        self._busy = on

    def hit(self):
        """True while an edge waits to be taken."""
        return self._next != self._i

    def take(self, held=False, wait=False):
        """The oldest edge as ``(line, low, tick, late)``, or None (``late``:
        ms it may have come before ``tick``, see ``busy``). ``held``: only
        once its level has held _HOLD_US (None before: look again soon);
        ``wait``: rather wait for that, once (at most _HOLD_US)."""
        clock = self.ticks_us if held else None
        while True:
            i = self._i
            if i == self._next:
                return None
            if clock is not None and self._buf[i] != _VOID:
                age = ticks_diff(clock(), self.us[i])
                if age < _HOLD_US:  # too young: a handler may still take it back
                    if not wait or self.sleep_us is None:
                        return None
                    self.sleep_us(_HOLD_US - age)
                    wait = False
                    continue
            self._i = (i + 1) & _MASK  # the slot is ours: no handler takes it back now
            code = self._buf[i]
            if code != _VOID:
                late = self._late[2 * i] | self._late[2 * i + 1] << 8
                return code >> 1, code & 1 == 1, self.at[i], late

    def clear(self):
        self._i = self._next
