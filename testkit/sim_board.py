"""The simulator's board: the whole Board contract (``board_pico.Board``'s
docstring), with a virtual clock, pins driven by a script or the keyboard, a
frame buffer the terminal or a PBM file shows, a buzzer that records its
tones, a card reader (the real NFC stack over the register-level MFRC522
simulator, built by ``nfc()``) with the cards ``place``/``lift`` lay on it,
and a data directory.

Runs on the MicroPython unix port only (it needs ``framebuf``).
"""

import asyncio
import gc
import os
import random
import sys
import time

import framebuf
from sim_pins import buttons
from vclock import Flag, VirtualClock

from companion import TICKS_PERIOD, ticks_add, ticks_diff
from companion.drivers.edges import EdgeLatch


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
        self._pbm = bytearray(_PBM_HEAD + bytes(16 * 64))
        self.on_show = on_show
        self.shows = 0
        self.pages_sent = 0
        self.lit = True  # power(): the panel on (AFh) or off (AEh)
        self.level = 0x7F  # contrast(): 81h's value

    def contrast(self, v):
        if not 0 <= v <= 255:
            raise ValueError("contrast 0..255")
        self.level = v

    def power(self, on):
        self.lit = bool(on)

    stopped = False  # every page goes at once: virtual time stands still meanwhile

    def show(self, full=False, stop=None):
        for p in range(8):
            a = p * 128
            if full or self.buf[a : a + 128] != self.shown[a : a + 128]:
                self.shown[a : a + 128] = self.buf[a : a + 128]
                self.pages_sent += 1
        self.shows += 1
        if self.on_show:
            self.on_show(self)

    def pbm(self):
        """The shown frame as a binary PBM (P4) image, 128x64, in a buffer
        allocated once (a screenshot never needs a fresh 1 KB block)."""
        out = self._pbm
        level = self.level
        for i in range(3):
            out[_PBM_LEVEL_AT + 2 - i] = 0x30 + level % 10
            level //= 10
        at = len(_PBM_HEAD)
        if not self.lit:  # a blank panel
            for i in range(at, len(out)):
                out[i] = 0
            return out
        for y in range(64):
            page = (y >> 3) * 128
            bit = 1 << (y & 7)
            for xb in range(16):
                b = 0
                for i in range(8):
                    if self.shown[page + xb * 8 + i] & bit:
                        b |= 0x80 >> i
                out[at] = b
                at += 1
        return out


# The panel's contrast (81h) rides along in a comment: run.py draws the
# lit pixels that bright.
_PBM_HEAD = b"P4\n# contrast 127\n128 64\n"
_PBM_LEVEL_AT = len(b"P4\n# contrast ")  # where its three digits go


class HeapRoom:
    """Heap kept for the simulator's own hardware (the MFRC522 emulator, the
    virtual cards), which the Pico does not have in its RAM: ``run.py``
    starts MicroPython with this much more than the Pico's heap, and a
    ballast holds it until :meth:`spend` makes something with it. So the
    firmware's share of the heap stays the Pico's, cards or no cards.

    ``size``: room left; ``used``: spent; ``over``: spent beyond the room
    (then taken from the firmware's share: make the room bigger)."""

    def __init__(self, size=0):
        self.size = size
        self.used = 0
        self.over = 0
        self._ballast = None
        self._hold()

    def _hold(self):
        # Ballast of ``size`` bytes, in as many pieces as the holes need
        # (what a spend left around its objects is held too).
        self._ballast = pieces = []
        gc.collect()
        goal = gc.mem_free() - self.size  # type: ignore[attr-defined]
        n = self.size
        while n >= 64:
            want = gc.mem_free() - goal  # type: ignore[attr-defined]
            if want < 64:
                return
            n = min(n, want)
            try:
                pieces.append(bytearray(n))
            except MemoryError:
                n //= 2

    def spend(self, make):
        """``make()`` with the room free; its result (what it left on the heap
        is taken from the room)."""
        self._ballast = None
        gc.collect()
        before = gc.mem_free()  # type: ignore[attr-defined]
        try:
            return make()
        finally:
            gc.collect()
            cost = before - gc.mem_free()  # type: ignore[attr-defined]
            if cost > 0:
                self.used += cost
                self.size -= cost
                if self.size < 0:
                    self.over -= self.size
                    self.size = 0
            self._hold()


class HeapTrace:
    """The firmware's least free heap, measured as the emulated Pico's kit
    measures it (``kit build --wrap --wrap-opts collect``: ``minpost``): a
    ``gc.collect()`` at every line the firmware logs, then ``gc.mem_free()``
    (the simulator's room is held by its ballast, so that is the firmware's
    share). ``least``: the least seen (None: tracing off or no line yet);
    ``at``: the log line it was seen at; ``samples``: how many were taken;
    ``out``: a file that gets ``FREE LINE`` for every sample (--heap-log),
    and at each new least ``FREE sim modules NAME ...``: the firmware's
    modules loaded then (tools/bench/code_ram.py: what a session holds at
    its peak)."""

    def __init__(self):
        self.on = False
        self.least = None
        self.at = ""
        self.samples = 0
        self.out = None  # a file: one "FREE LINE" row per sample (--heap-log)

    def sample(self, line=""):
        if not self.on:
            return
        gc.collect()
        free = gc.mem_free()  # type: ignore[attr-defined]
        self.samples += 1
        if self.out is not None:
            self.out.write("%d %s\n" % (free, line))
        if self.least is None or free < self.least:
            self.least = free
            self.at = line
            if self.out is not None:
                mods = [m for m in sys.modules if m.startswith("companion")]
                self.out.write("%d sim modules %s\n" % (free, " ".join(sorted(mods))))


TRACE = HeapTrace()  # one per run: the firmware's heap across resets too


def make_dirs(path):
    """``os.makedirs(path, exist_ok=True)`` (MicroPython has no makedirs)."""
    at = 0
    while at >= 0:
        at = path.find("/", at + 1)
        part = path if at < 0 else path[:at]
        try:
            os.mkdir(part)
        except OSError:
            pass  # there already (or the root)


def empty_dir(path):
    """Remove everything inside ``path`` (files and directories), keep it."""
    for entry in list(os.ilistdir(path)):  # type: ignore[attr-defined]
        sub = path + "/" + entry[0]
        if entry[1] == 0x4000:
            empty_dir(sub)
            os.rmdir(sub)
        else:
            os.remove(sub)


class SimBoard:
    """``start_tick`` sets the virtual clock (default just before the ticks
    wrap, so every run crosses it); ``seed`` makes the dice repeatable.
    ``data_dir`` (the Pico's /data) is created if missing and emptied when
    ``fresh_data`` (a new Pico); ``reader=False`` simulates an MFRC522 that
    does not answer (MISO stuck low). ``room``: a :class:`HeapRoom` the
    simulator's hardware is made in (default: none, it takes from the heap).
    ``lang``: the screens' language written into the settings on the flash
    before the boot (default English: no first-boot question); None leaves
    the flash as it is (a flash without settings asks, as a new Pico does)."""

    def __init__(
        self,
        seed=None,
        start_tick=TICKS_PERIOD - 60_000,
        realtime=False,
        on_show=None,
        data_dir="build/sim-data",
        fresh_data=False,
        reader=True,
        room=None,
        lang="en",
    ):
        self.vclock = VirtualClock(start_tick)
        self.start = start_tick
        self.realtime = realtime
        self._flag = Flag()
        self.edges = EdgeLatch(self.ticks_ms, self._flag.set)
        self.pins, self.buttons = buttons(self.edges)
        self.display = SimDisplay(on_show)
        self.fb = framebuf.FrameBuffer(self.display.buf, 128, 64, framebuf.MONO_VLSB)
        self.buzzer = SimBuzzer(self)
        self.led = SimLED()
        self.rng = random
        if seed is not None:
            random.seed(seed)
        self.dev_mode = True
        self.boot_setting = None  # nothing is held at the simulator's power-on
        self.settings = None  # the device loads them from data_dir
        self.device = None
        make_dirs(data_dir)
        if fresh_data:
            empty_dir(data_dir)
        self.data_dir = data_dir
        if lang is not None:
            from companion import settings

            kept = settings.load(data_dir)
            if kept["lang"] != lang or settings.fresh:
                kept["lang"] = lang
                settings.save(data_dir, kept)
        self.on_reader = []  # the tags lying on the reader now
        self.field = None  # the MFRC522Sim, once nfc() built it
        self._reader_answers = reader
        self.room = HeapRoom() if room is None else room
        self.vsys_mv = 0  # 0: on USB power; else VSYS in mV (script line ``battery``)
        self.slept_ms = 0  # light sleep taken, in all
        self._world = []  # ticks the script's next events are due at (world_ms)

    def battery(self):
        """``(counts, usb)`` as the Pico's board gives them: VSYS/3 on ADC3
        as ``read_u16`` counts, and USB power present."""
        if not self.vsys_mv:
            return 65535 * 5000 // 3 // 3300, True  # VBUS 5 V feeds VSYS
        return min(65535, self.vsys_mv * 65535 // 3 // 3300), False

    def lightsleep(self, ms):
        """The CPU sleeps ``ms`` ms, as ``machine.lightsleep`` does: no task
        runs meanwhile, and virtual time jumps at once to the end, or to the
        outside world's next event (``world_ms``: a player's press, a card)
        if that comes first, as a button's pin IRQ wakes the Pico. Nothing in
        the interactive mode (real time: a key wakes the screen)."""
        if self.realtime:
            return
        clock = self.vclock
        until = ticks_add(clock.now, ms)
        for w in self._world:
            if ticks_diff(w, clock.now) >= 0 and ticks_diff(w, until) < 0:
                until = w
        self.slept_ms += ticks_diff(until, clock.now)
        clock.now = until

    async def world_ms(self, ms):
        """Wait ``ms`` as the outside world (the script's players): the next
        event after it ends a ``lightsleep``."""
        wake = ticks_add(self.vclock.now, ms)
        self._world.append(wake)
        try:
            await self.sleep_ms(ms)
        finally:
            self._world.remove(wake)

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

    async def wait_ms(self, ms):
        """Sleep up to ``ms``; a button's edge or ``wake`` ends it (as the
        Pico's ThreadSafeFlag does)."""
        if self.realtime:
            await asyncio.sleep_ms(min(ms, 10))  # type: ignore[attr-defined]
            return
        await self.vclock.pause(ms, self._flag)

    def wake(self):
        self._flag.set()

    def clock(self):
        """The virtual clock task (script mode)."""
        return self.vclock.run()

    def elapsed(self, since):
        """Milliseconds on this board's clock since the tick ``since``."""
        return ticks_diff(self.ticks_ms(), since)

    def log(self, line):
        print(line)
        TRACE.sample(line)

    def nfc(self, buf=None):
        """A card reader: the firmware's NFC stack over an MFRC522Sim
        (``self.field``, made on the first call and kept, as the chip is
        hardware; its ``tags`` list is ``self.on_reader``). Like the Pico's
        board, each call builds a new stack, imported only now, so a reader
        the firmware drops is freed. The chip runs on the simulator's own
        clock (advanced by the SPI traffic), not on the board's ``ticks_ms``."""
        sim = self.field  # kept across a reset (reborn): it is hardware
        if sim is None:
            sim = self.field = self.room.spend(self._make_field)

        from companion.nfc.iso14443a import ISO14443A
        from companion.nfc.mfrc522 import MFRC522
        from companion.nfc.ntag import NTAG
        from companion.nfc.reader import Reader

        chip = MFRC522(sim.spi, sim.cs, sim.rst, clock=sim)
        return Reader(NTAG(ISO14443A(chip)), buf=buf)

    def _make_field(self):
        from mfrc522_sim import MFRC522Sim

        sim = MFRC522Sim(absent=None if self._reader_answers else 0x00)
        sim.tags = self.on_reader  # one list: what lies there is what the chip sees
        return sim

    def place(self, tag):
        """Lay ``tag`` on the reader (it was unpowered while away)."""
        if tag not in self.on_reader:
            tag.power_off()
            self.on_reader.append(tag)

    def lift(self, tag=None):
        """Take ``tag`` (default: every tag) off the reader."""
        on = self.on_reader
        for i in range(len(on) - 1, -1, -1):
            if tag is None or on[i] is tag:
                on.pop(i).power_off()

    def reborn(self):
        """This board after a reset (watchdog, power cut): a new board for a
        new firmware run, with fresh pins, display, buzzer and no firmware
        state, over the same virtual clock (still running), data directory
        (kept), heap room, card reader chip and cards lying on it."""
        b = SimBoard(
            start_tick=self.start,
            realtime=self.realtime,
            on_show=self.display.on_show,
            data_dir=self.data_dir,
            reader=self._reader_answers,
            room=self.room,
            lang=None,  # the flash as the firmware left it
        )
        b.vclock = self.vclock
        b.on_reader = self.on_reader
        b.field = self.field
        b.vsys_mv = self.vsys_mv  # the same battery
        b.slept_ms = self.slept_ms  # counted over the whole run
        return b

    def probe(self):
        """The simulator's display is never lost: it is always there."""
        return self.display

    def use_display(self, kind):
        """One display, whatever the setting says (it draws the frame
        buffer, not a controller's bytes): the same one, nothing to do."""
        return self.display

    def escape_hatch(self):
        return False

    def start_watchdog(self, timeout_ms):
        """The simulator runs in development mode: no watchdog."""
        return None

    def stop_watchdog(self):
        pass

    def restart_after_crash(self):
        """Development mode: the crash stays on the screen and in the log."""
