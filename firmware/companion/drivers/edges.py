"""Falling-edge latch for a button pin IRQ: the hard-IRQ half of debouncing.

The RP2040 latches GPIO edge events in hardware while interrupts are off (a
flash write holds them off for up to tens of ms), and runs the handler right
after. The handler stores the tick of the edge into attributes that already
exist, so it allocates nothing and is safe as a ``hard=True`` handler.
``Debouncer.update(level, now, latch.take())`` turns a press that fell
between two polls into a short press.

Usage (the board module does this)::

    latch = EdgeLatch(time.ticks_ms)
    pin.irq(latch.irq, Pin.IRQ_FALLING, hard=True)
    ...
    ev = deb.update(pin.value() == 0, now, latch.take())
"""


class EdgeLatch:
    """``ticks_ms``: the clock (a function returning ms ticks).

    ``irq``: the handler to register (bound once here, so registering and
    firing allocate nothing later). ``count``: edges seen since boot.
    """

    def __init__(self, ticks_ms):
        self._ticks_ms = ticks_ms
        self.at = 0
        self.hit = False
        self.count = 0
        self.irq = self._irq

    def _irq(self, _pin):
        self.at = self._ticks_ms()
        self.hit = True
        self.count += 1

    def take(self):
        """Tick of the last edge since the previous ``take()``, or None.

        Cleared before the tick is read: an edge that lands in between is
        reported now and again next time, which the debouncer ignores.
        """
        if not self.hit:
            return None
        self.hit = False
        return self.at
