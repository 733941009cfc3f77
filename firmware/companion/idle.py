"""Idle: dim the display after a while, then blank it and let the device
lightsleep; the first press after that only wakes it.

Pure: no clock is read here. Every call takes ``now`` (ms ticks from
``ticks_ms``) and the arithmetic is ``companion.ticks_diff``, so a
clock that wraps behaves as on the Pico. The game state is never touched:
the caller asks ``press`` before handing a press to the game.

States: ``"on"``, ``"dim"`` (display at low contrast), ``"off"`` (display
blanked; the device may lightsleep). The idle time is counted up from each
call's ``now`` (not kept as a start tick), saturating at ``_MAX_MS``, so hours
with "never" set do not age into a wrapped ``ticks_diff``. A step back in
time (a stale ``now``) counts as 0 ms. One call must follow another within
``TICKS_PERIOD // 2`` ms (6.2 days): the UI loop calls every 10 ms, and at
most ``_SLEEP_CHUNK_MS`` apart while asleep.

Decisions (the rules of the games leave these open; ours):

- Decision: a press on a *dimmed* screen is swallowed too, as on a blank
  one. A player who sees a dim screen expects the first press to brighten
  it, not to roll the dice on a screen they could not quite read.
- Decision: ``keep_awake`` (a running Hamsterrolle turn timer, a card being
  read) holds the state at ``"on"``: the screen never even dims. The
  builder watches the countdown from the side with both hands in the
  pyramid, and a dim screen would swallow the ``ok`` that ends the turn and
  stops the timer. A turn is 30 s, so the battery cost is nil. The idle
  time restarts at each such tick: when the timer stops, the full ``dim_ms``
  runs from then. ``keep_awake`` on a dim or blank screen brings it back
  ``"on"`` (reported by that tick).
- Decision: ``sleep_ms`` at or below ``dim_ms`` (both set) skips the dim
  stage: the screen goes from ``"on"`` straight to ``"off"`` at
  ``sleep_ms``. The sleep setting is the one that saves the battery, so the
  earlier time wins; nothing is raised, since the settings menu changes one
  value at a time and may pass through such a pair.
- Decision: ``set_times`` keeps the idle time so far (calling it again with
  the same values changes nothing, so the runner may call it every loop or
  on a change): shorter times dim or blank at the next tick; longer times,
  or 0, never wake a dim or blank screen by themselves (a press does).
- Decision: a tick after a gap that passes both thresholds at once reports
  ``"off"`` only, never ``"dim"`` on the way (a contrast change undone in
  the same loop is worth nothing). ``tick`` reports only the state it ends
  in; a wake by ``press`` is reported by the next ``tick`` as ``"on"``, so
  the caller changes the display in one place.
- Decision (sleep chunking): ``asleep_ms(now)`` is 0 unless the state is
  ``"off"`` (and so ``tick`` has already reported it and the display is
  blank); then it is the ms left of ``_SLEEP_CHUNK_MS`` (1000) since the last
  ``tick`` or ``set_times`` (never more, and 0 once used up). The runner's loop stays one loop:
  feed the watchdog, poll, tick, then ``lightsleep(ms)`` if ``ms`` else its
  usual ``sleep_ms(_POLL_MS)``. Each wake runs the loop once, so the watchdog
  (5000 ms in the runner, 8388 ms the RP2040's limit) is fed at least every
  second plus one loop.

Usage::

    idle = Idle(dim_s * 1000, sleep_s * 1000, ticks_ms())
    if ev is not None and not idle.press(now):
        dev.press(name, ev, now)
    state = idle.tick(now, keep_awake=timer_running)
    if state is not None: ...  # contrast / blank / restore the display
    ms = idle.asleep_ms(ticks_ms())
    if ms: machine.lightsleep(ms)  # a button pin IRQ wakes it early
"""

from companion import const, ticks_diff

_ON = const("on")
_DIM = const("dim")
_OFF = const("off")

_MAX_MS = const((1 << 29) - 1)  # TICKS_PERIOD // 2 - 1: a setting, the idle count stay below
_SLEEP_CHUNK_MS = const(1000)  # longest lightsleep in one go (watchdog: runner's 5000 ms)


def _check(ms):
    if not 0 <= ms <= _MAX_MS:
        raise ValueError("idle ms 0..%d" % _MAX_MS)
    return ms


class Idle:
    def __init__(self, dim_ms, sleep_ms, now):
        """``dim_ms``, ``sleep_ms``: idle ms before dimming / blanking, 0 never."""
        self.dim_ms = _check(dim_ms)
        self.sleep_ms = _check(sleep_ms)
        self.state = _ON
        self.idle_ms = 0  # idle time counted so far (saturates at _MAX_MS)
        self._last = now  # tick of the last call that counted idle time
        self._shown = _ON  # the state ``tick`` last reported

    def _count(self, now):
        d = ticks_diff(now, self._last)
        self._last = now
        if d > 0:
            idle = self.idle_ms + d
            self.idle_ms = idle if idle < _MAX_MS else _MAX_MS

    def _wake(self, now):
        self.idle_ms = 0
        self._last = now
        self.state = _ON

    def press(self, now):
        """A button press at ``now``: True when it only woke the device (the
        state was "dim" or "off") and must not reach the game, else False.
        Either way the idle time restarts."""
        woke = self.state != _ON
        self._wake(now)
        return woke

    def tick(self, now, keep_awake=False):
        """Advance to ``now``; return the new state if it changed since the
        last report, else None. ``keep_awake``: hold "on", restart the idle
        time."""
        if keep_awake:
            self._wake(now)
        else:
            self._count(now)
            idle = self.idle_ms
            if self.sleep_ms and idle >= self.sleep_ms:
                self.state = _OFF
            elif self.dim_ms and idle >= self.dim_ms and self.state == _ON:
                self.state = _DIM
        if self.state == self._shown:
            return None
        self._shown = self.state
        return self.state

    def set_times(self, dim_ms, sleep_ms, now):
        """New settings (0 never); the idle time so far is kept."""
        self._count(now)
        self.dim_ms = _check(dim_ms)
        self.sleep_ms = _check(sleep_ms)

    def asleep_ms(self, now):
        """How long the device may lightsleep from ``now`` in one go: 0 (do
        not) unless "off"; else what is left of _SLEEP_CHUNK_MS since the
        last tick (or set_times)."""
        if self.state != _OFF:
            return 0
        left = _SLEEP_CHUNK_MS - ticks_diff(now, self._last)
        if left < 0:
            return 0
        return left if left < _SLEEP_CHUNK_MS else _SLEEP_CHUNK_MS
