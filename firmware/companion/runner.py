"""The imperative shell: poll buttons, feed the device, draw, play cues.

``run(board)`` is the asyncio main task on the Pico and in the simulator; the
board (``board_pico.Board`` or the simulator's) supplies the display, the
buttons (with their IRQ edge latches), the buzzer, the LED, the clock, the
random source, the watchdog and the log. See ``board_pico`` for the
attributes it must have.

Errors: an exception that escapes the UI loop or any background task is
logged with its traceback, shown on the screen (``view.crash``) and raised
from ``run``; ``main.py`` then restarts the Pico (or, in development mode,
leaves it at the REPL).
"""

import asyncio
import gc
import sys

from companion.device import Device
from companion.drivers._const import const
from companion.drivers.debounce import Debouncer
from companion.idle import Idle
from companion.settings import duty_u16
from companion.ticks import ticks_add, ticks_diff
from companion.ui import render, view
from companion.ui.cues import CUES

_POLL_MS = const(10)  # button poll period
_NFC_POLL_MS = const(50)  # card reader poll period while a card screen is open
_NFC_IDLE_MS = const(100)  # how often to look whether a card screen opened
_READ_BUF = const(4 + 872)  # the card reader's data buffer (CC + an NTAG216's data), at boot
_HEARTBEAT_MS = const(500)
# Watchdog period: the UI loop feeds it every _POLL_MS. The RP2040's counter
# allows at most 8388 ms (24 bits at 1 us, counting down twice per tick:
# erratum RP2040-E1); 5 s leaves room for a slow flash write.
_WATCHDOG_MS = const(5000)
_LOW_TOAST_MS = const(10000)  # "Battery low" stays this long (or until a press)
_RETRY_MS = const(1000)  # Glass: a lost display is tried again this often
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
            for freq, ms in CUES.get(name, ()):
                if freq:
                    buzzer.tone(freq, duty)
                else:
                    buzzer.off()
                await board.sleep_ms(ms)
            buzzer.off()
    finally:
        buzzer.off()


class Glass:
    """The display as the UI loop uses it (``display``: an SSD1306 or None).

    A bus error (a loose wire, the module unplugged) is logged once and never
    raised: the game runs on, and every _RETRY_MS the display is initialised
    again and sent the whole frame, until it answers.
    """

    def __init__(self, display, log):
        self.display = display
        self.log = log
        self.lost_at = None  # tick of the failure or of the last retry

    def idle(self, state, contrast):
        """The display for an idle state (``companion.idle``): "on" at
        ``contrast``, "dim" at contrast 1 (or ``contrast``, if lower), "off" blank (its RAM and
        the frame kept). A bus error is left to the next ``show``."""
        d = self.display
        if d is None or self.lost_at is not None:
            return
        try:
            if state == "off":
                d.power(False)
            else:
                d.contrast(min(1, contrast) if state == "dim" else contrast)
                d.power(True)
        except OSError:
            pass

    def show(self, now):
        d = self.display
        if d is None:
            return
        if self.lost_at is None:
            try:
                d.show()
            except OSError as e:
                self.lost_at = now
                self.log("display lost errno=%s" % (e.args[0] if e.args else "?",))
            return
        if ticks_diff(now, self.lost_at) < _RETRY_MS:
            return
        self.lost_at = now
        try:
            d.init(tries=1)
            d.show(full=True)
        except OSError:
            return
        self.lost_at = None
        self.log("display back")


async def ui_loop(board, dev, watchdog=None, failed=None):
    """Poll, debounce, dispatch, draw, every _POLL_MS; feed ``watchdog``.

    ``failed``: a list a task-error handler appends to; the loop raises the
    first entry, so a dead background task stops the device visibly.
    """
    buttons = [(name, pin, latch, Debouncer()) for name, pin, latch in board.buttons]
    now = board.ticks_ms()
    for _, pin, latch, deb in buttons:
        deb.reset(pin.value() == 0, now)  # a button held at boot is not a press
        if latch is not None:
            latch.take()
    beat = now
    fb = board.fb
    glass = Glass(board.display, board.log)
    s = dev.settings  # changed in place by the settings screen
    dim_s, sleep_s, contrast = s["dim_s"], s["sleep_s"], s["contrast"]
    idle = Idle(dim_s * 1000, sleep_s * 1000, now)
    glass.idle("on", contrast)
    sleeps = hasattr(board, "lightsleep")
    power = Power(now) if hasattr(board, "battery") else None
    while True:
        if watchdog is not None:
            watchdog.feed()
        if failed:
            raise failed[0]
        now = board.ticks_ms()
        held = False
        for name, pin, latch, deb in buttons:
            edge = None if latch is None else latch.take()
            down = pin.value() == 0
            held = held or down or edge is not None
            ev = deb.update(down, now, edge)
            if ev is not None and not idle.press(now):  # a press that only wakes stops here
                dev.press(name, ev, now)
        dev.tick(now)
        if dev.tapped:  # a card read counts as a press, and is never swallowed
            dev.tapped = False
            idle.press(now)
        if power is not None and power.poll(board, dev, now):
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
            dev.dirty = False
            render.draw(fb, dev.view())
            glass.show(now)
        elif glass.lost_at is not None:
            glass.show(now)
        if board.led is not None and ticks_diff(now, beat) >= _HEARTBEAT_MS:
            beat = now
            board.led.toggle()
        nap = 0
        if sleeps and not held and power is not None and power.usb is False:
            nap = idle.asleep_ms(now)
        if nap:
            # Display blank, on a battery, nothing to do: the CPU sleeps in
            # chunks of at most 1 s (the watchdog is fed in between); a
            # button's edge latch keeps the press that wakes it. On USB it
            # stays awake: no battery to save, and lightsleep can upset the
            # USB serial link (mpremote).
            board.buzzer.off()
            board.lightsleep(nap)
        await board.sleep_ms(_POLL_MS)


class Power:
    """The supply, read every _READ_MS (``board.battery()``: ADC counts and USB
    power): on USB nothing shows; on a battery the percent goes to
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
        raw, usb = board.battery()
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
            dev.toast("Battery low", _LOW_TOAST_MS)
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


async def nfc_loop(board, dev, read_buf):
    """Poll the card reader while the screen on top wants cards.

    The reader (and the whole NFC stack) is built on first need by
    ``board.nfc()`` and kept in ``dev.reader``, so the dice never pay for it
    in memory or time; the device drops it when a game ends. A poll
    with no card costs under 1 ms; an arrival about 13 ms (``make bench``).
    """
    screen = None  # the last card screen the reader reported to
    while True:
        if dev.reader is None:
            screen = None  # dropped with the reader when a game ended
        if not dev.wants_cards():
            await board.sleep_ms(_NFC_IDLE_MS)
            continue
        if dev.reader is None and dev.nfc_state is None:
            gc.collect()  # the stack's modules then fill the holes of a clean heap
            dev.reader = board.nfc(read_buf)
            if dev.reader is None:  # no SPI wiring on this board at all
                dev.card_event(("no_reader",), None)
        reader = dev.reader  # no reference kept over the sleep: the device may drop it
        if reader is not None:
            if dev.stack[-1] is not screen:
                # Another card screen: the cards already lying on the reader
                # are reported to it (each once). Back on the same screen
                # after a menu, nothing is reported again (a scorer would
                # take it back).
                screen = dev.stack[-1]
                reader.forget()
            ev = reader.poll(board.ticks_ms())
            if ev is not None:
                dev.card_event(ev, reader)
            reader = ev = None
        await board.sleep_ms(_NFC_POLL_MS)


async def background(coro, failed):
    """Run a background task; its exception goes to ``failed`` at once (the
    loop's exception handler alone would see it late on CPython)."""
    try:
        await coro
    except Exception as e:
        failed.append(e)


async def main(board):
    """Build the device, then run the UI loop and the cue player together.

    The watchdog starts here, after the imports and the first frame, so a
    slow boot never trips it; ``board.start_watchdog`` returns None in
    development mode.
    """
    failed = []

    def task_error(_loop, context):
        # Global handler: any task nobody awaits that died.
        failed.append(context.get("exception") or RuntimeError(context.get("message")))

    asyncio.get_event_loop().set_exception_handler(task_error)
    dev = Device(board.rng, board.log, board.ticks_ms(), getattr(board, "data_dir", None))
    board.device = dev
    watchdog = board.start_watchdog(_WATCHDOG_MS)
    tasks = [asyncio.create_task(background(play_cues(board, dev), failed))]
    if hasattr(board, "nfc"):
        tasks.append(
            asyncio.create_task(background(nfc_loop(board, dev, bytearray(_READ_BUF)), failed))
        )
    try:
        await ui_loop(board, dev, watchdog, failed)
    finally:
        for t in tasks:
            t.cancel()
        board.buzzer.off()


def print_exception(exc, out=None):
    """The traceback on the serial log, or on ``out`` (a stream; the tests
    keep it), with MicroPython's ``sys.print_exception``, ``traceback`` on
    CPython."""
    if out is None:
        out = sys.stdout
    pe = getattr(sys, "print_exception", None)
    if pe is not None:
        pe(exc, out)
    else:
        import traceback

        traceback.print_exception(type(exc), exc, exc.__traceback__, file=out)


def report_crash(board, exc):
    """Log ``exc`` with its traceback and show it on the screen. Never
    raises: the display may be what failed."""
    board.buzzer.off()
    board.log("crash %s: %s" % (type(exc).__name__, exc))
    print_exception(exc, getattr(board, "trace", None))
    try:
        render.draw(board.fb, view.crash(exc, not board.dev_mode))
        if board.display is not None:
            board.display.show()
    except Exception as e:
        board.log("crash screen: %r" % (e,))


def run(board):
    """Entry point: run ``main(board)``; always silence the buzzer.

    An uncaught ``Exception`` is reported (``report_crash``) and raised
    again; KeyboardInterrupt (Ctrl-C, mpremote) passes straight through.
    """
    try:
        asyncio.run(main(board))
    except Exception as e:
        report_crash(board, e)
        raise
    finally:
        board.buzzer.off()
        asyncio.new_event_loop()
