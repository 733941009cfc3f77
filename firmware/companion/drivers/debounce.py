"""Pure button debouncer with short and long presses.

Feed it the sampled level and the tick time (ms, from ``ticks_ms``) every
poll; it returns ``None``, ``"short"`` (released before ``LONG_MS``) or
``"long"`` (fired once while still held at ``LONG_MS``). A change of level is
taken at once and further changes are ignored for ``DEBOUNCE_MS``, so a
contact that chatters for up to 20 ms gives exactly one press, and the press
is seen on the first sample. No allocation per update: safe to call from a
polling task (never from a hard IRQ; it is not needed there).

Usage::

    deb = Debouncer()
    ev = deb.update(pin.value() == 0, ticks_ms())
"""

from companion.ticks import ticks_diff


class Debouncer:
    DEBOUNCE_MS = 25  # > the 20 ms chatter a push button may show
    LONG_MS = 700  # held this long: a long press (fires while held)

    def __init__(self, debounce_ms=None, long_ms=None):
        if debounce_ms is not None:
            self.DEBOUNCE_MS = debounce_ms
        if long_ms is not None:
            self.LONG_MS = long_ms
        self.down = False  # debounced level
        self.since = None  # tick of the last accepted change
        self.fired_long = False

    def update(self, pressed, now):
        """Return None, "short" or "long" for this sample."""
        held_for = self.LONG_MS if self.since is None else ticks_diff(now, self.since)
        if pressed != self.down:
            if held_for < self.DEBOUNCE_MS:
                return None  # chatter after an accepted edge
            self.down = pressed
            self.since = now
            if pressed:
                self.fired_long = False
                return None
            return None if self.fired_long else "short"
        if self.down and not self.fired_long and held_for >= self.LONG_MS:
            self.fired_long = True
            return "long"
        return None

    def reset(self, pressed, now):
        """Take ``pressed`` as the settled level without an event (boot, wake)."""
        self.down = pressed
        self.since = now
        self.fired_long = pressed
