"""The button lines' edges, in order, from hard IRQ handlers.

Each line's handler (``EdgeLatch.irq(n)``, registered for both edges with
``hard=True``) stores which line moved, its new level and the tick into
slots allocated here once, then calls ``wake`` (``ThreadSafeFlag.set`` on the
Pico: the UI loop wakes at once instead of at its next poll). Nothing is
allocated in the handler.

While interrupts are off (a flash erase holds them off for 45 ms), the
RP2040 latches both edge events of a pin; the handler then runs once with
both flags set (``Pin.irq().flags()``). A press that began and ended in that
time is stored as its two edges, in the order the level now implies, so
``Debouncer`` still sees one press.

Usage (the board module does this)::

    q = EdgeLatch(time.ticks_ms)
    pin.irq(q.irq(0), Pin.IRQ_FALLING | Pin.IRQ_RISING, hard=True)
    ...
    e = q.take()             # (line, low, tick) of the oldest edge, or None
"""

from companion.drivers._const import const

_FALL = const(4)  # rp2 Pin.IRQ_FALLING (GPIO_IRQ_EDGE_FALL)
_RISE = const(8)  # rp2 Pin.IRQ_RISING (GPIO_IRQ_EDGE_RISE)
_SIZE = const(64)  # slots; a power of two
_MASK = const(63)


class EdgeLatch:
    """``ticks_ms``: the clock (a function returning ms ticks). ``wake``: a
    function called after each stored edge (or None). ``_miss``: edges
    dropped because every slot was full (the level samples still see the
    buttons)."""

    def __init__(self, ticks_ms, wake=None):
        self._ticks_ms = ticks_ms
        self.wake = wake
        self._buf = bytearray(_SIZE)  # line << 1 | low (the level after the edge)
        self.at = [0] * _SIZE  # its tick
        self._next = 0  # next slot the handlers write
        self._i = 0  # next slot take() reads
        self._miss = 0

    def irq(self, n):
        """The hard IRQ handler of line ``n`` (0..127), to register."""

        def handler(pin):
            t = self._ticks_ms()
            f = pin.irq().flags()
            if f & _FALL and f & _RISE:  # both edges while interrupts were off
                low = pin.value() == 0
                self.put(n, not low, t)  # the edge before the last one
                self.put(n, low, t)
            elif f & _FALL:
                self.put(n, True, t)
            elif f & _RISE:
                self.put(n, False, t)
            else:
                return
            if self.wake is not None:
                self.wake()

        return handler

    def put(self, n, pressed, at):
        """Store an edge of line ``n`` (``pressed``: the level after it is
        low) at tick ``at``. Safe in a hard IRQ."""
        i = self._next
        nxt = (i + 1) & _MASK
        if nxt == self._i:
            self._miss += 1
            return
        self._buf[i] = n << 1 | (1 if pressed else 0)
        self.at[i] = at
        self._next = nxt

    def hit(self):
        """True while an edge waits to be taken."""
        return self._next != self._i

    def take(self):
        """The oldest edge as ``(line, low, tick)``, or None."""
        i = self._i
        if i == self._next:
            return None
        self._i = (i + 1) & _MASK
        code = self._buf[i]
        return code >> 1, code & 1 == 1, self.at[i]

    def clear(self):
        self._i = self._next
