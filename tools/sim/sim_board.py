"""The simulator's board: the same attributes as ``board_pico.Board``, with
a virtual clock, pins driven by a script or the keyboard, a frame buffer the
terminal or a PBM file shows, and a buzzer that records its tones.

Runs on the MicroPython unix port only (it needs ``framebuf``).
"""

import asyncio
import random
import time

import framebuf
from vclock import VirtualClock

from companion.drivers.edges import EdgeLatch
from companion.ticks import TICKS_PERIOD, ticks_diff

BUTTONS = ("ok", "up", "down", "back")


class SimPin:
    """An active-low button input: value() is 0 while pressed; a falling
    edge calls the handler given to ``irq`` (as the rp2 GPIO IRQ does)."""

    IRQ_FALLING = 4

    def __init__(self):
        self.level = 1
        self.handler = None

    def value(self, v=None):
        if v is None:
            return self.level
        if self.level and not v and self.handler is not None:
            self.handler(self)
        self.level = v
        return None

    def irq(self, handler=None, trigger=IRQ_FALLING, hard=False):
        self.handler = handler


class SimLED:
    def __init__(self):
        self.toggles = 0

    def toggle(self):
        self.toggles += 1


class SimBuzzer:
    """Records (tick, freq) for each tone/off; ``silent`` tells its state."""

    def __init__(self, board):
        self.board = board
        self.freq = 0
        self.tones = 0

    def tone(self, freq_hz, duty_u16=32768):
        self.freq = freq_hz
        self.tones += 1

    def off(self):
        self.freq = 0


class SimDisplay:
    """Frame buffer plus a count of the 128-byte pages each show() changed."""

    def __init__(self, on_show=None):
        self.buf = bytearray(1024)
        self.shown = bytearray(1024)
        self.on_show = on_show
        self.shows = 0
        self.pages_sent = 0

    def show(self, full=False):
        for p in range(8):
            a = p * 128
            if full or self.buf[a : a + 128] != self.shown[a : a + 128]:
                self.shown[a : a + 128] = self.buf[a : a + 128]
                self.pages_sent += 1
        self.shows += 1
        if self.on_show:
            self.on_show(self)

    def pbm(self):
        """The shown frame as a binary PBM (P4) image, 128x64."""
        out = bytearray(b"P4\n128 64\n")
        row = bytearray(16)
        for y in range(64):
            page = (y >> 3) * 128
            bit = 1 << (y & 7)
            for xb in range(16):
                b = 0
                for i in range(8):
                    if self.shown[page + xb * 8 + i] & bit:
                        b |= 0x80 >> i
                row[xb] = b
            out += row
        return out


class SimBoard:
    """``start_tick`` sets the virtual clock (default just before the ticks
    wrap, so every run crosses it); ``seed`` makes the dice repeatable."""

    def __init__(self, seed=None, start_tick=TICKS_PERIOD - 60_000, realtime=False, on_show=None):
        self.vclock = VirtualClock(start_tick)
        self.start = start_tick
        self.realtime = realtime
        self.pins = {}
        buttons = []
        for name in BUTTONS:
            pin = self.pins[name] = SimPin()
            latch = EdgeLatch(self.ticks_ms)
            pin.irq(latch.irq, SimPin.IRQ_FALLING, hard=True)
            buttons.append((name, pin, latch))
        self.buttons = tuple(buttons)
        self.display = SimDisplay(on_show)
        self.fb = framebuf.FrameBuffer(self.display.buf, 128, 64, framebuf.MONO_VLSB)
        self.buzzer = SimBuzzer(self)
        self.led = SimLED()
        self.rng = random
        if seed is not None:
            random.seed(seed)
        self.dev_mode = True
        self.device = None

    def ticks_ms(self):
        if self.realtime:
            return time.ticks_ms() & (TICKS_PERIOD - 1)  # type: ignore[attr-defined]
        return self.vclock.now

    @property
    def now(self):
        return self.vclock.now

    async def sleep_ms(self, ms):
        """Virtual time (see ``vclock``); real time in the interactive mode."""
        if self.realtime:
            await asyncio.sleep_ms(ms)  # type: ignore[attr-defined]
            return
        await self.vclock.sleep_ms(ms)

    def clock(self):
        """The virtual clock task (script mode)."""
        return self.vclock.run()

    def elapsed(self, since):
        """Milliseconds on this board's clock since the tick ``since``."""
        return ticks_diff(self.ticks_ms(), since)

    def log(self, line):
        print(line)

    def escape_hatch(self):
        return False

    def start_watchdog(self, timeout_ms):
        """The simulator runs in development mode: no watchdog."""
        return None
