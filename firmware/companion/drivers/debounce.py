"""Pure button debouncer with short and long presses.

Feed it the sampled level and the tick time (ms, from ``ticks_ms``) every
poll; it returns ``None``, ``"short"`` (released before ``LONG_MS``) or
``"long"`` (fired once while still held at ``LONG_MS``). A change of level is
taken at once and further changes are ignored for ``DEBOUNCE_MS``, so a
contact that chatters for up to 20 ms gives exactly one press, and the press
is seen on the first sample. No allocation per update: safe to call from a
polling task (never from a hard IRQ; see ``edges.EdgeLatch`` for that side).

A press that starts and ends between two samples (the poll stalled, e.g. by a
flash write with interrupts off) is not lost when the caller also passes the
tick of the last falling edge an IRQ latched (``edge``): once the contact has
been released for ``DEBOUNCE_MS`` after that edge, it counts as one short
press. Edges from the bounce of an accepted change are ignored.

Usage::

    deb = Debouncer()
    ev = deb.update(pin.value() == 0, ticks_ms(), latch.take())
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
        self.edge = None  # tick of a latched falling edge not yet explained

    def update(self, pressed, now, edge=None):
        """Return None, "short" or "long" for this sample.

        ``pressed``: the level now; ``now``: its tick (ms); ``edge``: tick of
        the last falling edge latched since the previous call, or None.
        """
        if edge is not None:
            self.edge = edge
        held_for = self.LONG_MS if self.since is None else ticks_diff(now, self.since)
        if pressed != self.down:
            if held_for < self.DEBOUNCE_MS:
                return None  # chatter after an accepted edge
            self.down = pressed
            self.since = now
            self.edge = None  # the press (or its release bounce) explains it
            if pressed:
                self.fired_long = False
                return None
            return None if self.fired_long else "short"
        if self.down:
            self.edge = None
            if not self.fired_long and held_for >= self.LONG_MS:
                self.fired_long = True
                return "long"
            return None
        return self._missed_press(now)

    def _missed_press(self, now):
        # Released now and when last sampled: did a whole press fit between?
        edge = self.edge
        if edge is None:
            return None
        if self.since is not None and ticks_diff(edge, self.since) < self.DEBOUNCE_MS:
            self.edge = None  # bounce of the last accepted release
            return None
        if ticks_diff(now, edge) < self.DEBOUNCE_MS:
            return None  # may still be bouncing into a press: look again next poll
        self.edge = None
        self.since = now
        self.fired_long = False
        return "short"

    def reset(self, pressed, now):
        """Take ``pressed`` as the settled level without an event (boot, wake)."""
        self.down = pressed
        self.since = now
        self.fired_long = pressed
        self.edge = None
