"""A button line for the simulator and the tests (both runtimes): the pin
``board_pico`` reads, with the rp2 GPIO IRQ's behaviour.

Usage::

    pin = SimPin()
    pin.irq(latch.irq(0), IRQ_FALLING | IRQ_RISING, hard=True)
    pin.value(0)      # pressed: the handler runs, irq().flags() is IRQ_FALLING
"""

IRQ_FALLING = 4  # rp2 Pin.IRQ_FALLING
IRQ_RISING = 8  # rp2 Pin.IRQ_RISING


class SimPin:
    """An active-low button input: ``value()`` is 0 while pressed; each
    change calls the handler given to ``irq`` with the pin, whose
    ``irq().flags()`` then tells the edge, as rp2's GPIO IRQ does."""

    IRQ_FALLING = IRQ_FALLING
    IRQ_RISING = IRQ_RISING

    def __init__(self):
        self.level = 1
        self.handler = None
        self.trigger = 0
        self._flags = 0  # the edges of the call being handled
        self._pending = 0  # edges latched and not handled yet
        self.masked = False

    def value(self, v=None):
        if v is None:
            return self.level
        v = 1 if v else 0
        if v != self.level:
            self.level = v
            edge = IRQ_RISING if v else IRQ_FALLING
            if self.trigger & edge:
                self._pending |= edge
                if not self.masked:
                    self._fire()
        return None

    def irq(self, handler=None, trigger=IRQ_FALLING | IRQ_RISING, hard=False):
        if handler is not None:
            self.handler = handler
            self.trigger = trigger
        return self

    def flags(self):
        """The edges that made this call (``Pin.irq().flags()``)."""
        return self._flags

    def mask(self):
        """Interrupts off (a flash erase): edges are latched, not handled."""
        self.masked = True

    def unmask(self):
        """Interrupts on: one call with every edge latched meanwhile, as the
        RP2040 does."""
        self.masked = False
        if self._pending:
            self._fire()

    def _fire(self):
        self._flags = self._pending
        self._pending = 0
        if self.handler is not None:
            self.handler(self)


BUTTONS = ("ok", "up", "down", "back")


def buttons(latch, names=BUTTONS):
    """A pin per button name, each line's IRQ on both edges into ``latch``
    (an ``edges.EdgeLatch``), as ``board_pico.Board`` sets them up:
    ``(pins by name, the board's buttons tuple)``."""
    pins = {}
    out = []
    for n, name in enumerate(names):
        pin = pins[name] = SimPin()
        pin.irq(latch.irq(n), IRQ_FALLING | IRQ_RISING, hard=True)
        out.append((name, pin))
    return pins, tuple(out)
