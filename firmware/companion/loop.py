"""The UI loop and its companions: read the buttons, feed the device, draw,
save, play cues, poll the card reader (``main``). ``companion.runner``
starts it after the first frame; the simulator and the tests call ``main``.

The board (``board_pico.Board`` or the simulator's) supplies the display,
the buttons with their edge latch, the buzzer, the LED, the clock, the
random source, the watchdog and the log: the Board contract, written in
``board_pico.Board``'s docstring. Every board has every attribute of it, so
nothing here asks whether it has one.
"""

import asyncio
import gc

from companion import const, lang, ticks_add, ticks_diff
from companion.drivers.debounce import Debouncer
from companion.idle import Idle
from companion.ui import render
from companion.ui.cues import CUES, duty_u16

_POLL_MS = const(10)  # longest sleep while a button is down (its long press is timed)
_IDLE_MS = const(50)  # longest sleep otherwise (a button's edge wakes the loop at once)
_GC_ACTS = const(6)  # actions between garbage collections (ui_loop); with 8 the
# heap ran out inside a Hamsterdam roll (MicroPython's own collection: 36 ms on the Pico)
_GC_ACTS_NFC = const(4)  # the same while the card reader polls (its polls allocate)
_GC_QUIET_MS = const(5000)  # or this long with nothing happening after an action
# After a collection MicroPython looks for every allocation of two blocks or
# more from the heap's lowest free block up: through the boot-time modules,
# whose few hundred scattered free blocks it passes for every such allocation
# (about 0.1 ms a KB on the Pico) until single-block allocations have filled
# them. A press right after a collection then took up to 7 ms longer (a roll,
# 13 -> 20 ms). So the loop's collections are followed by this many empty
# lists (two blocks each: 8 KB), garbage that fills those holes in 3 ms.
_SETTLE_LISTS = const(256)
_QUIET_MS = const(300)  # no press or action this long: slow background work may run
_NFC_POLL_MS = const(5)  # card reader poll period while a card screen is open (arrivals)
_NFC_CHECK_MS = const(50)  # and how often the cards lying on it are checked (removals)
_NFC_IDLE_MS = const(100)  # how often to look whether a card screen opened
_READ_BUF = const(4 + 872)  # the card reader's data buffer (CC + an NTAG216's data), at boot
_HEARTBEAT_MS = const(500)
# Watchdog period: the UI loop feeds it every pass (at most _IDLE_MS apart,
# or a light sleep's chunk of 1 s). The RP2040's counter
# allows at most 8388 ms (24 bits at 1 us, counting down twice per tick:
# erratum RP2040-E1); 5 s leaves room for a slow flash write.
_WATCHDOG_MS = const(5000)
_LOW_TOAST_MS = const(10000)  # "Battery low" stays this long (or until a press)
_U_BATTERY_LOW = const(25)  # its entry of the "ui" table (companion.lang)
_RETRY_MS = const(1000)  # Glass: a lost or absent display is looked for this often
_READ_MS = const(2000)  # Power: the supply is read this often
_LOG_MS = const(60000)  # Power: a battery reading goes to the log this often


async def play_cues(board, dev):
    """Play queued cues one after another; always leave the buzzer silent."""
    buzzer = board.buzzer
    try:
        while True:
            if not dev.cues:
                await board.sleep_ms(_POLL_MS)
                continue
            name = dev.cues.pop(0)
            if not dev.settings["sound"]:
                continue  # muted in the settings
            duty = duty_u16(dev.settings["volume"])
            notes = CUES.get(name, ())
            for i in range(0, len(notes), 2):  # (Hz, ms) pairs, flat
                if notes[i]:
                    buzzer.tone(notes[i], duty)
                else:
                    buzzer.off()
                await board.sleep_ms(notes[i + 1])
            buzzer.off()
    finally:
        buzzer.off()


class Glass:
    """The display as the UI loop uses it (``display``: the board's SSD1306
    or None).

    A bus error (a loose wire, the module unplugged) is logged once and never
    raised: the game runs on, and every _RETRY_MS the display is looked for
    (``board.probe``: on the Pico a held bus cleared, one NOP per address),
    initialised dark and sent the whole frame, lit after its first page,
    until it answers. A display silent at boot (late, or the bus held
    low) is looked for the same way from the start, so it lights with the
    screen of the moment; the device runs headless meanwhile.
    """

    def __init__(self, board, now):
        self.display = board.display
        self.board = board  # its log, probe and use_display
        # tick of the failure or of the last retry (None: the display works);
        # silent at boot, it is looked for at once, then every _RETRY_MS
        self.lost_at = None
        if board.display is None:
            self.lost_at = ticks_add(now, -_RETRY_MS)
        self.contrast = 127  # the contrast asked for (brought back after a lost display)

    def idle(self, state, contrast):
        """The display for an idle state (``companion.idle``): "on" at
        ``contrast``, "dim" at contrast 1 (or ``contrast``, if lower), "off" blank (its RAM and
        the frame kept). A bus error is left to the next ``show``."""
        d = self.display
        self.contrast = min(1, contrast) if state == "dim" else contrast
        if d is None or self.lost_at is not None:
            return
        try:
            if state == "off":
                d.power(False)
            else:
                d.contrast(self.contrast)
                d.power(True)
        except OSError:
            pass

    def use(self, kind, now):
        """The settings screen changed the display controller: drive it as
        ``kind`` from now on (``board.use_display``), initialised dark, so
        the next ``show`` sends the whole frame, lit after its first page:
        the players see at once whether the picture is right. The same
        driver back (a board with one kind of display): nothing changed."""
        old = self.display
        d = self.display = self.board.use_display(kind)
        if d is None or d is old or self.lost_at is not None:
            return  # the retry makes the new kind when a display answers
        try:
            d.init(tries=1, on=False, contrast=self.contrast)
        except OSError as e:
            self.lost_at = now
            self.board.log("display lost errno=%s" % (e.args[0] if e.args else "?",))

    def show(self, now, stop=None):
        """The frame buffer onto the glass; True when ``stop`` (an edge
        waiting: ``EdgeLatch.hit``) cut it short, the rest due at the next
        pass. A lost display is looked for again every _RETRY_MS."""
        d = self.display
        if self.lost_at is None:
            if d is None:
                return False
            try:
                d.show(False, stop)
                return d.stopped
            except OSError as e:
                self.lost_at = now
                self.board.log("display lost errno=%s" % (e.args[0] if e.args else "?",))
            return False
        if ticks_diff(now, self.lost_at) < _RETRY_MS:
            return
        self.lost_at = now
        d = self.display = self.board.probe()  # on the Pico at most one NOP per address
        if d is None:
            return
        try:
            # Dark, then the frame page by page, lit after the first (over
            # the RAM of a module that powered up meanwhile: no noise seen).
            d.init(tries=1, on=False, contrast=self.contrast)
            d.show()
        except OSError:
            return
        self.lost_at = None
        self.board.log("display back")


class Keys:
    """The buttons as the UI loop reads them: each line's edges from the IRQ
    latch (``board.edges``, an ``edges.EdgeLatch``, or None) in order, then
    a sample of every pin, through one ``Debouncer`` each, to
    ``dev.button``. An edge is taken once its level has held 0.5 ms (a
    glitch is no press: ``EdgeLatch.take``): the first of a poll is waited
    for; a later one waits in the queue, and so do the samples, and the loop
    looks again 1 ms later. The first press on a dim or blank screen only
    wakes it: its edge, release and long press all stop here, and so do
    those of a key pressed while it is still down (a chord). A long press
    the debouncer finds only at its release (a stalled loop) is followed by
    its "up" at once."""

    def __init__(self, board, dev, idle, now):
        self._names = tuple(b[0] for b in board.buttons)
        self.buttons = tuple(b[1] for b in board.buttons)
        self.debounce = tuple(Debouncer() for _ in self.buttons)
        self._missed = bytearray(len(self.buttons))  # 1: this press only woke the screen
        self.edges = board.edges
        self.dev = dev
        self.idle = idle
        for i in range(len(self.buttons)):
            self.debounce[i].reset(self.buttons[i].value() == 0, now)  # held at boot: no press
        if self.edges is not None:
            self.edges.clear()

    def feed(self, i, pressed, t, late=0):
        ev = self.debounce[i].update(pressed, t, late)
        if ev is None:
            return
        missed = self._missed
        if ev == "down":
            woke = self.idle.press(t)
            for j in range(len(missed)):  # a chord begun by a waking press only wakes
                if j != i and missed[j] and self.debounce[j].down:
                    woke = True
            missed[i] = 1 if woke else 0
        if missed[i]:
            return
        name = self._names[i]
        self.dev.button(name, ev, t)
        if ev == "long" and not self.debounce[i].down:  # long, found at its release: up too
            self.dev.button(name, "up", t)

    def poll(self, now):
        """Feed what happened since the last poll; True while a button is
        down or an edge waits (the loop then looks again soon)."""
        q = self.edges
        wait = True  # for the first edge a poll takes, if it is too young
        while q is not None:
            e = q.take(True, wait)
            wait = False
            if e is None:
                if q.hit():
                    return True  # not held long enough yet: no samples either
                break
            i = e[0]
            if i < len(self.buttons):
                d = self.debounce[i]
                if e[1] == d.down and d.ignored is not None:
                    # An edge back to the level the debouncer holds, after
                    # it took the change between for chatter: the line held
                    # that level from then to this edge. Once that is past
                    # the debounce time it was no chatter (a release 20 ms
                    # after a press edge handled late, behind a flash erase,
                    # then the next press): fed as the sample the stalled
                    # loop could not take, or that press was lost.
                    t = ticks_add(d.since, d.DEBOUNCE_MS)
                    if ticks_diff(e[2], t) >= 0:
                        self.feed(i, not e[1], t)
                self.feed(i, e[1], e[2], e[3])
        held = False
        for i in range(len(self.buttons)):
            low = self.buttons[i].value() == 0
            if low != self.debounce[i].down and q is not None and q.hit():
                return True  # its edge came meanwhile: it goes first, once it held
            self.feed(i, low, now)
            held = held or low
        return held

    def wait_ms(self, now):
        """Milliseconds until a debouncer has an event due without an edge
        (a long press, a release inside the debounce time; 1 while an edge
        waits to have held), or None."""
        q = self.edges
        if q is not None and q.hit():
            return 1
        due = None
        for d in self.debounce:
            ms = d.wait_ms(now)
            if ms is not None and (due is None or ms < due):
                due = ms
        return due


async def ui_loop(board, dev, watchdog=None, failed=None):
    """Read the buttons, dispatch, draw, save, then sleep until the next
    thing is due or a button's edge wakes the loop (``board.wait_ms``); feed
    ``watchdog`` on every pass.

    Order in a pass: input first, then the frame, then the save
    (``dev.flush``), a garbage collection if one is due and a slice of
    background work, so a flash write or a collection never sits between a
    press and its pixels. Collections (about 15 ms on the Pico with a game
    loaded, then 3 ms of _SETTLE_LISTS) come right after an action was drawn
    and saved, once every _GC_ACTS actions (a player's next press comes at
    least ~65 ms after a release), every _GC_ACTS_NFC while the card reader
    polls (its empty polls allocate about 10 KB a second: with 8 the heap of
    a scoring session ran out between two collections, and MicroPython's own
    collection, 20-40 ms, landed inside a tap), or after _GC_QUIET_MS with
    nothing happening since an action; MicroPython's own collection
    otherwise comes only when an allocation fails, at whatever moment that
    is. (``gc.mem_free()`` is no gauge to poll: it walks the whole heap,
    about 8 ms on the Pico.)

    Slow background work (``dev.background``: the saver's slot write, a
    45 ms sector erase a slice) waits for _QUIET_MS without a press or an
    action, or runs at once after a card was read (the card still lies on
    the reader, so the next one cannot come for a while; after _QUIET_MS
    instead, a player laying cards every half second met it), until it is
    done or a button is pressed.

    ``failed``: a list a task-error handler appends to; the loop raises the
    first entry, so a dead background task stops the device visibly.
    """
    now = board.ticks_ms()
    beat = now
    fb = board.fb
    glass = Glass(board, now)
    s = dev.settings  # changed in place by the settings screen
    dim_s, sleep_s, contrast = s["dim_s"], s["sleep_s"], s["contrast"]
    kind = s["display"]
    idle = Idle(dim_s * 1000, sleep_s * 1000, now)
    keys = Keys(board, dev, idle, now)
    glass.idle("on", contrast)
    power = Power(now)
    wait = board.wait_ms
    edges = keys.edges
    if edges is not None:
        dev.writing = edges.busy  # a save may erase: edges meanwhile may be late

    stop = edges.hit if edges is not None else None  # a press cuts a frame short

    def frame():
        look = dev.look  # a press edge's look alone: over the frame shown
        dev.dirty = False
        if look is None:
            render.draw(fb, dev.view())
        else:
            render.over(fb, look)
        if glass.show(now, stop):
            dev.dirty = True  # the press first; this frame's rest at the next pass
        dev.flush_log()  # the event's log lines, now its pixels are out

    acts = 0  # actions since the last garbage collection
    quiet = now  # tick of the last action or press
    read = False  # a card was read: background work now, not after _QUIET_MS
    while True:
        if watchdog is not None:
            watchdog.feed()
        if failed:
            raise failed[0]
        now = board.ticks_ms()
        held = keys.poll(now)
        if s["display"] != kind:  # changed on the settings screen: its frame by the new driver
            kind = s["display"]
            glass.use(kind, now)
            dev.dirty = True
        if dev.dirty and idle.state == "on":  # a press's frame first, the rest after it
            frame()
        dev.tick(now)
        if dev.tapped:  # a card read counts as a press, and is never swallowed
            dev.tapped = False
            idle.press(now)
            read = True
        if power.poll(board, dev, now):
            idle.press(now)  # the low-battery warning lights a dim or blank screen
        if s["dim_s"] != dim_s or s["sleep_s"] != sleep_s:  # compared: no allocation per poll
            dim_s, sleep_s = s["dim_s"], s["sleep_s"]
            idle.set_times(dim_s * 1000, sleep_s * 1000, now)
        state = idle.tick(now, dev.keeps_awake())
        if state is not None or s["contrast"] != contrast:
            contrast = s["contrast"]
            if state is not None:
                dev.log("sys idle " + state)
            glass.idle(idle.state, contrast)
        if idle.state == "off":
            pass  # blank: nothing drawn or sent (dev.dirty waits for the wake)
        elif dev.dirty:
            frame()
        elif glass.lost_at is not None:
            glass.show(now)
        more = False
        if edges is None or not edges.hit():  # a press already waiting goes first
            acted = dev.flush()  # saved after the frame
            if acted or held:
                quiet = now
            if acted:
                acts += 1
            # Due after _GC_ACTS actions: at the first pass with no button
            # held (an action on a press edge, a menu move, is saved while
            # the button is down: its collection waits for the release)
            if dev.collected:  # a game's modules came after a collection
                dev.collected = False
                acts = 0
            if acts and not held:
                due = _GC_ACTS if dev.reader is None else _GC_ACTS_NFC
                if acts >= due or ticks_diff(now, quiet) >= _GC_QUIET_MS:
                    gc.collect()
                    for _ in range(_SETTLE_LISTS):  # see _SETTLE_LISTS
                        pad = []  # noqa: F841
                    acts = 0
            if held:
                read = False  # a press: background work waits for quiet again
            else:
                more = dev.background(read or ticks_diff(now, quiet) >= _QUIET_MS)
                read = read and more
        if ticks_diff(now, beat) >= _HEARTBEAT_MS:
            beat = now
            led = board.led  # made on first use (a W board's: the radio's pin)
            if led is not None:
                led.toggle()
        dev.flush_log()  # lines of a pass that drew nothing
        nap = 0
        if not held and power.usb is False:
            nap = idle.asleep_ms(now)
        if nap:
            # Display blank, on a battery, nothing to do: the CPU sleeps in
            # chunks of at most 1 s (the watchdog is fed in between); a
            # button's edge IRQ wakes it and the latch keeps the edge. On
            # USB it stays awake: no battery to save, and lightsleep can
            # upset the USB serial link (mpremote).
            board.buzzer.off()
            board.lightsleep(nap)
        ms = 0
        if not more and not nap:
            # Until a debouncer's or a screen's next event is due, at most
            # _POLL_MS while a button is down (its long press is timed) and
            # _IDLE_MS otherwise; a button's edge ends it early.
            now = board.ticks_ms()
            ms = _POLL_MS if held else _IDLE_MS
            due = keys.wait_ms(now)
            if due is not None and due < ms:
                ms = due
            due = dev.wait_ms(now)
            if due is not None and due < ms:
                ms = due
            if ms < 0:
                ms = 0
        await wait(ms)


class Power:
    """The supply, read every _READ_MS (``board.battery()``: ADC counts and USB
    power, or None: not known on this board, no gauge): on USB nothing
    shows; on a battery the percent goes to
    ``dev.battery_pct`` (the gauge), a reading to the log every _LOG_MS, and
    the low warning once (``companion.battery``, imported only on a
    battery)."""

    def __init__(self, now):
        self.bat = None
        self.read_at = ticks_add(now, -_READ_MS)
        self.log_at = ticks_add(now, -_LOG_MS)
        self.usb = None

    def poll(self, board, dev, now):
        """Read the supply if _READ_MS passed; True when the low-battery
        warning fired just now."""
        if ticks_diff(now, self.read_at) < _READ_MS:
            return False
        self.read_at = now
        reading = board.battery()
        if reading is None:  # a board whose supply sensing is not known
            return False
        raw, usb = reading
        if usb:
            if self.usb is False:  # plugged in while on a battery
                dev.log("bat usb=1")
                dev.battery_pct = None
                dev.changed()
            self.usb = True
            if self.bat is not None:
                self.bat.update(0, True)
            return False
        from companion import battery

        chem = dev.settings["battery"]
        if self.bat is None:
            self.bat = battery.Battery(chem)
        elif chem != self.bat.chemistry:
            self.bat.chemistry = chem  # readings and the warning's state kept
        low = self.bat.update(battery.vsys_mv(raw), False)
        if low:
            dev.log(self.bat.log_line() + " low=1")
            dev.toast(lang.text("ui", _U_BATTERY_LOW), _LOW_TOAST_MS)
            dev.cue("error")
        pct = self.bat.percent()
        if pct != dev.battery_pct:
            dev.battery_pct = pct
            dev.changed()
        if self.usb is not False or ticks_diff(now, self.log_at) >= _LOG_MS:
            self.log_at = now
            dev.log(self.bat.log_line())
        self.usb = False
        return low


def _look(dev, screen, now, full, wake):
    """One poll of ``dev.reader`` for the card screen on top; the screen
    it reports to. Apart from ``nfc_loop`` so that no reference to the
    reader is ever in the coroutine's frame: a suspended coroutine's frame
    is a heap object the collector scans whole, the slots of its value
    stack no longer in use too, and one left holding the reader kept it
    and its stack (about 14 KB) on the heap after the device dropped it."""
    reader = dev.reader
    top = dev.stack[-1]
    top = top.cards_for or top
    if top is not screen:
        # Another card screen: the cards already lying on the reader
        # are reported to it (each once). Back on the same screen
        # after a menu, nothing is reported again (a scorer would
        # take it back).
        reader.forget()
    ev = reader.poll(now, full)
    if ev is not None:
        dev.card_event(ev, reader)
        wake()  # its frame now, not at the UI loop's next pass
    return top


async def nfc_loop(board, dev, read_buf):
    """Poll the card reader while the screen on top wants cards.

    The reader (and the whole NFC stack) is built by ``board.nfc()`` when a
    card game is chosen (``companion.cards.warm_reader``) or else on first need, and
    kept in ``dev.reader``, so the dice never pay for it in memory or
    time; the device drops it when a game ends. A poll
    with no card costs under 1 ms; an arrival about 13 ms (``make bench``).
    """
    screen = None  # the last card screen the reader reported to
    wake = board.wake
    checked = board.ticks_ms()
    while True:
        if dev.reader is None and dev.rested is None:
            screen = None  # dropped with the reader when a game ended
        if not dev.wants_cards():
            await board.sleep_ms(_NFC_IDLE_MS)
            continue
        if dev.reader is None and dev.nfc_state is None:
            gc.collect()  # the stack's modules then fill the holes of a clean heap
            dev.reader = board.nfc(read_buf)
            if dev.reader is None:  # no SPI wiring on this board at all
                dev.card_event(("no_reader",), None)
            elif dev.rested is not None:  # back from a session's scores
                dev.reader.keep(dev.rested, board.ticks_ms())
            dev.rested = None
        if dev.reader is not None:
            now = board.ticks_ms()
            full = ticks_diff(now, checked) >= _NFC_CHECK_MS
            if full:
                checked = now
            screen = _look(dev, screen, now, full, wake)
        await board.sleep_ms(_NFC_POLL_MS)


async def background(coro, failed):
    """Run a background task; its exception goes to ``failed`` at once (the
    loop's exception handler alone would see it late on CPython)."""
    try:
        await coro
    except Exception as e:
        failed.append(e)


async def main(board, dev):
    """Run the UI loop, the cue player and the card reader's loop together
    for ``dev``, the device its caller built (``runner.first``).

    The watchdog starts here, after the imports and the first frame, so a
    slow boot never trips it; ``board.start_watchdog`` returns None in
    development mode.
    """
    failed = []

    def task_error(_loop, context):
        # Global handler: any task nobody awaits that died.
        failed.append(context.get("exception") or RuntimeError(context.get("message")))

    asyncio.get_event_loop().set_exception_handler(task_error)
    board.device = dev
    dev.running = True
    watchdog = board.start_watchdog(_WATCHDOG_MS)
    tasks = [asyncio.create_task(background(play_cues(board, dev), failed))]
    read_buf = bytearray(_READ_BUF)
    dev.make_reader = lambda: board.nfc(read_buf)
    tasks.append(asyncio.create_task(background(nfc_loop(board, dev, read_buf), failed)))
    try:
        await ui_loop(board, dev, watchdog, failed)
    finally:
        for t in tasks:
            t.cancel()
        board.buzzer.off()
        dev.running = False
        dev.make_reader = None
        dev.flush_log()  # the lines of the pass it stopped in
