"""Pure button debouncer: the press edge, then a short or a long press.

Feed it the line's level with its tick (ms, from ``ticks_ms``): every edge
the IRQ queue caught (``edges.EdgeLatch``: only levels that held 0.5 ms, so
a glitch never gets here), in order, and a sample of the pin on each pass
of the UI loop. Each call returns at most one event:

- ``"down"``: the press edge, on the first low level (the screen shows it is
  pressed at once; nothing is decided yet);
- ``"short"``: released before ``LONG_MS``;
- ``"long"``: still held at ``LONG_MS`` (fired once, while held);
- ``"up"``: released after a long press (nothing more to do);
- ``"unsure"``: released, but whether it was held ``LONG_MS`` cannot be
  told: an edge came while the flash was being written with interrupts off
  (``late``: it may have come that many ms before its tick) and the hold
  lies on both sides of ``LONG_MS``. No action: the player is asked again.

A release that comes ``LONG_MS`` or more after the press (its long press
not fired meanwhile: the loop was stalled) is the long press.

A change of level is taken at once and further changes are ignored for
``DEBOUNCE_MS``, so a contact that chatters for up to 20 ms gives exactly one
press; a release that came inside that time is taken from the next sample.
A press that began and ended while the loop was stalled arrives as its two
edges and still counts once. No allocation per call.

Usage::

    deb = Debouncer()
    ev = deb.update(pin.value() == 0, ticks_ms())
"""

from companion import ticks_diff


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
        self.early = 0  # ms the press may have begun before ``since``
        self.ignored = None  # tick of a change taken for chatter since ``since``

    def update(self, pressed, now, late=0):
        """Return None, "down", "short", "long", "up" or "unsure" for the
        level ``pressed`` (True: low, the button pressed) at tick ``now``,
        which may have come up to ``late`` ms earlier (an edge handled
        after a flash erase; 0 for a sample)."""
        held_for = self.LONG_MS if self.since is None else ticks_diff(now, self.since)
        if pressed != self.down:
            if held_for < self.DEBOUNCE_MS:
                self.ignored = now
                return None  # chatter after an accepted change
            self.down = pressed
            self.since = now
            self.ignored = None
            if pressed:
                self.fired_long = False
                self.early = late
                return "down"
            if self.fired_long:
                return "up"
            if held_for - late >= self.LONG_MS:  # surely held that long
                return "long"
            if held_for + self.early >= self.LONG_MS:  # maybe: neither
                return "unsure"
            return "short"
        if self.down and not self.fired_long and held_for >= self.LONG_MS:
            self.fired_long = True
            return "long"
        return None

    def wait_ms(self, now):
        """Milliseconds until this button can give an event without a new
        edge (its long press, or a release inside the debounce time); None
        when nothing is due."""
        if self.since is None:
            return None
        held_for = ticks_diff(now, self.since)
        if held_for < self.DEBOUNCE_MS:  # a change inside it shows at its end
            return max(0, self.DEBOUNCE_MS - held_for)
        if self.down and not self.fired_long:
            return max(0, self.LONG_MS - held_for)
        return None

    def reset(self, pressed, now):
        """Take ``pressed`` as the settled level without an event (boot,
        wake): a button held now gives only "up" when let go."""
        self.down = pressed
        self.since = now
        self.fired_long = pressed
        self.early = 0
        self.ignored = None
