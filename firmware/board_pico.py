"""The Raspberry Pi Pico boards: the one module that builds ``machine`` objects.

One module for the Pico, Pico W, Pico 2 and Pico 2 W: the wiring (the GP
numbers below) is the same on all four. At boot it learns which board it
runs on (``os.uname().machine``, as ``sys.implementation._machine``) and
takes that board's and its chip's facts from two small tables here,
``BOARDS`` and ``CHIPS``: the watchdog's register and limit, the LED, VBUS
and VSYS sensing (the wireless chip's pins on the W boards), flash and
heap. A board the tables do not know runs as a Pico without the battery
gauge (and without the watchdog if its chip is unknown too), and says so in
the log. The tables are literals: ``tools/boardtable.py`` reads them for
the host tools without importing this module (a module of its own would
cost the boot about 8 ms on the Pico).

The display is an SSD1306, SH1106 or SSD1309 (the setting "display"; none
of the three can be told from the others over I2C by anything their
datasheets define, see hardware/README.md, Displays). ``up`` held at
power-on mends a picture too broken to reach the settings, one step a
power-on (**Decision**: no menu can mend a picture no one can read): a bus
set above the controllers' rated 400 kHz (Settings -> I2C bus, 1 MHz: a
garbled picture on some modules) is put back to 400 kHz first, the
controller kept; a bus at 400 kHz or
below (100 kHz is in spec, chosen for long wires) steps the controller to
the next one. Either way ``boot_setting`` says what changed and the runner
saves it, logs it and names it on the bottom line. So holding ``up`` at
each power-on until the picture is right always gets there: the bus
first, then each controller in turn.

Import it first (before the app): it takes the built-ins the firmware
imports (``_builtins``) and sends the firmware's own imports through
``Tree``, which knows the packages on the flash (about 50 ms of the boot);
and the 1 KB frame buffers are allocated while the heap is still in one
piece. Runs on the device only.

Usage::

    from board_pico import Board
    board = Board()              # Board(i2c_freq=1_000_000, display="sh1106")
    board.fb.text("hi", 0, 0, 1)
    if board.display:
        board.display.show()
"""

import sys


def _builtins():
    """The extensible built-ins the firmware imports (os, time, json...)
    are looked for on the flash first, at every import of them: three
    littlefs lookups, 1.5 ms each time on the Pico. With ``sys.path``
    empty an import takes the built-in at once (0.07 ms), and kept in
    ``sys.modules`` it is found there at every later import: about 9 ms
    less before the first frame, and no lookup in a save. Nothing of ours
    is in /lib (no mip packages): it leaves the path, one place less to
    look for the rest."""
    path = [p for p in sys.path if p != "/lib"]
    sys.path.clear()
    try:
        for name in ("hashlib", "io", "json", "machine", "os", "random", "time"):
            if name not in sys.modules:  # (a test's fake is there already)
                try:
                    sys.modules[name] = __import__(name)
                except ImportError:  # a host's Python: no such built-in
                    pass
    finally:
        sys.path.extend(path)


_builtins()

import os  # noqa: E402
import random  # noqa: E402

import framebuf  # noqa: E402
import machine  # noqa: E402

# -- The firmware's imports ------------------------------------------------
# The firmware's package directories on the flash: those with an
# __init__, and those without (namespace packages). A host test keeps them
# in step with firmware/ (host_tests/test_host_package.py).
PACKAGES = ("companion", "companion/nfc", "companion/rules")
NAMESPACES = ("companion/drivers", "companion/texts", "companion/ui")
_FILE = (0x8000, 0, 0, 0, 0, 0, 0, 0, 0, 0)  # os.stat's tuple: S_IFREG
_DIR = (0x4000, 0, 0, 0, 0, 0, 0, 0, 0, 0)  # S_IFDIR


class Tree:
    """The flash as the firmware's imports see it: a VFS (``os.mount``,
    mounted at /fw and made the working directory) that answers
    MicroPython's lookups for the firmware's modules from ``PACKAGES`` and
    ``NAMESPACES`` and passes every other path to the flash itself.

    An import asks three things of the filesystem before it opens the
    module: is ``companion/x`` a package's directory, is there an
    ``x.py``, an ``x.mpy``. On littlefs each is a walk down the
    directories' logs, 1.3 to 2.2 ms on the Pico: about 5 ms an import,
    13 of them before the first frame. Here they are a look at two tuples:
    in a package's directory only ``.mpy`` files are kept (what ``make
    flash`` copies); one that is not there is told at its ``open``, an
    ImportError as without this. Only the ``open`` walks the flash: reset
    to the first frame 229 -> 177 ms on the emulated Pico; each module a
    game loads later skips the same three lookups.

    The imports' paths stay relative (``companion/x.mpy``, the name each
    ``.mpy`` carries: no new interned string per module). A path outside
    the packages (``main.py``, ``/data``) is the flash's, unchanged."""

    def mount(self, readonly, mkfs):
        pass

    def chdir(self, path):
        pass

    def stat(self, path):
        path = path.lstrip("/")
        if path.startswith("companion"):  # (no other name at the root starts so)
            if path.endswith(".mpy"):
                d = path[: path.rfind("/")]
                if d in PACKAGES or (d in NAMESPACES and not path.endswith("/__init__.mpy")):
                    return _FILE
            elif path in PACKAGES or path in NAMESPACES:
                return _DIR
            raise OSError(2)  # ENOENT: a .py, or a module's name as a directory
        return os.stat("/" + path)

    def open(self, path, mode):
        path = path.lstrip("/")
        try:
            return open("/" + path, mode)
        except OSError:
            if path.startswith("companion/") and path.endswith(".mpy"):
                raise ImportError("no module " + path) from None
            raise


mounted = False  # True while the imports go through a Tree at /fw (``_imports``)


def _imports():
    """The firmware's imports through ``Tree``, on the Pico: not under
    ``mpremote mount`` (its working directory is not the flash's root),
    nor in development mode (a ``.py`` copied there by hand is found)."""
    global mounted
    if sys.platform != "rp2" or os.getcwd() != "/":
        return
    if machine.Pin(22, machine.Pin.IN, machine.Pin.PULL_UP).value() == 0:  # GP_DEV
        return
    try:
        os.mount(Tree(), "/fw")
        os.chdir("/fw")
        mounted = True
    except OSError:
        pass


_imports()
del _builtins, _imports  # run once: their code leaves the heap


from companion import const, ticks_add, ticks_diff, ticks_ms  # noqa: E402
from companion import sleep_ms as block_ms  # noqa: E402
from companion.drivers.oled import SH1106, SSD1306, SSD1309, probe  # noqa: E402
from companion.settings import CHOICES  # noqa: E402

# Bound here, not by ``from machine import ...``: one import of the module.
I2C, PWM, SPI, WDT, Pin = machine.I2C, machine.PWM, machine.SPI, machine.WDT, machine.Pin

# -- Pin table (GPIO numbers, not header pin numbers) -----------------------
GP_I2C_SDA = 4  # I2C0 SDA -> OLED SDA
GP_I2C_SCL = 5  # I2C0 SCL -> OLED SCL
GP_BTN_OK = 10  # buttons: to GND, internal pull-up, active low
GP_BTN_UP = 11
GP_BTN_DOWN = 12
GP_BTN_BACK = 13
GP_BUZZER = 15  # PWM slice 7, channel B
GP_NFC_MISO = 16  # SPI0 RX   (MFRC522 reader)
GP_NFC_CS = 17  # SPI0 CSn
GP_NFC_SCK = 18  # SPI0 SCK
GP_NFC_MOSI = 19  # SPI0 TX
GP_NFC_RST = 20
GP_DEV = 22  # "dev" jumper: header pin 29, next to GND on pin 28
# On the board itself, not on the header: the LED, VBUS sense and VSYS/3
# (ADC3), per board in BOARDS below (GP25, GP24, GP29 on the Pico and Pico 2;
# the wireless chip's WL_GPIO0, WL_GPIO2 and a shared GP29 on the W boards).
#
# PWM slices: GPn belongs to slice (n >> 1) & 7, channel A for even n, B for
# odd; so GPn and GPn+1 share a slice (A/B) and GPn and GPn+16 share the same
# slice *and* channel. Slice 7 is GP14, GP15 (and GP30/31, which the RP2040
# does not bring out): GP14 is unused, so the buzzer has slice 7 to itself
# and its frequency never changes under anyone else. The RP2350 has 12
# slices, GPn on slice n >> 1 for GP0..29: GP15 is still slice 7 B.

# -- Chips and boards ---------------------------------------------------------
# CHIPS rows: (name as the banner gives it, WATCHDOG CTRL address (bit 30
# ENABLE), the longest timeout its 24-bit counter holds in ms, SRAM in KB).
# WATCHDOG_BASE from pico-sdk hardware/regs/addressmap.h (RP2040 datasheet
# 4.7.6); the RP2040's counter runs at 1 us but counts twice a tick (erratum
# RP2040-E1): 0xFFFFFF / 2 us = 8388 ms; the RP2350's 0xFFFFFF us = 16777 ms.
# A banner's MCU is matched by its start: "RP2350-RISCV" is the RP2350.
# fmt: off
CHIPS = const((
    ("RP2040", 0x40058000, 8388, 264),
    ("RP2350", 0x400D8000, 16777, 520),
))
# fmt: on
# BOARDS rows: (key for the log and the tools, the banner's board names, chip,
# LED's Pin name, VBUS sense's Pin id, VSYS/3 GPIO (ADC3), radio, flash KB, GC
# heap in bytes, filesystem KB). "RPI_" + key.upper() is the board's name on
# micropython.org/download and in MicroPython's source (tools/flash.py).
# The banner is "<board> with <MCU>" (py/mpconfig.h MICROPY_BANNER_MACHINE);
# board names are MICROPY_HW_BOARD_NAME of ports/rp2/boards/RPI_PICO,
# RPI_PICO_W, RPI_PICO2 (spelt "Pico2" in v1.28.0), RPI_PICO2_W. Pins from
# each board's datasheet: the plain boards' LED on GP25, VBUS sense on GP24,
# VSYS/3 on GP29; on the W boards GP23-25 and GP29 go to the CYW43439
# wireless chip ("radio"): the LED is its WL_GPIO0 (Pin "LED" too), VBUS
# sense its WL_GPIO2, and GP29 is ADC3 only while its SPI is idle (GP25, its
# chip select, high also switches the VSYS divider onto GP29). Heap and
# filesystem: MicroPython v1.28.0 built for each board (gc.mem_free() +
# gc.mem_alloc() at boot; MICROPY_HW_FLASH_STORAGE_BYTES): hardware/README.md.
# fmt: off
BOARDS = const((
    ("pico", ("Raspberry Pi Pico",), "RP2040", "LED", 24, 29, False,
        2048, 245888, 1408),
    ("pico_w", ("Raspberry Pi Pico W",), "RP2040", "LED", "WL_GPIO2", 29, True,
        2048, 205184, 848),
    ("pico2", ("Raspberry Pi Pico2", "Raspberry Pi Pico 2"), "RP2350", "LED", 24, 29, False,
        4096, 497536, 3072),
    ("pico2_w", ("Raspberry Pi Pico 2 W",), "RP2350", "LED", "WL_GPIO2", 29, True,
        4096, 456832, 2560),
))
# fmt: on
# Row fields (BOARDS, then CHIPS)
_KEY = const(0)
_CHIP = const(2)
_LED = const(3)
_VBUS = const(4)
_VSYS = const(5)
_RADIO = const(6)
_WDT_CTRL = const(1)
_WDT_MAX = const(2)


def watchdog_max(release, chip):
    """The longest watchdog timeout (ms) ``machine.WDT`` takes on MicroPython
    ``release`` ("1.28.0") on ``chip`` (a ``CHIPS`` row, or None): the
    chip's own counter's from 1.29 on (the RP2350's 16777 ms), 1.28's
    ``WATCHDOG_MAX_MS`` before it and on a chip the table does not know."""
    parts = release.split(".")
    try:
        newer = (int(parts[0]), int(parts[1].split("-")[0])) >= (1, 29)
    except (IndexError, ValueError):
        newer = False  # not a version: the older, lower limit
    if newer and chip is not None:
        return chip[_WDT_MAX]
    return WATCHDOG_MAX_MS


def identify(banner):
    """``(board, chip)`` rows of ``BOARDS`` and ``CHIPS`` for a banner
    "<board> with <MCU>" (``os.uname().machine``); either is None when the
    tables do not know it. Never raises."""
    at = banner.rfind(" with ")
    board, mcu = (banner, "") if at < 0 else (banner[:at], banner[at + 6 :])
    chip = None
    for c in CHIPS:
        if mcu.startswith(c[0]):
            chip = c
    for b in BOARDS:
        if board in b[1] and (chip[0] == b[_CHIP] if chip else not mcu):
            for c in CHIPS:
                if c[0] == b[_CHIP]:
                    return b, c
    return None, chip


SPI_ID = 0  # SPI0 on GP16-19 for the MFRC522
NFC_SPI_HZ = 4_000_000  # the MFRC522 takes up to 10 MHz; 4 MHz leaves margin on jumper wires
DATA_DIR = "/data"  # small JSON files (learned cards; saved games later)
I2C_ID = 0
I2C_FREQ = 400_000  # the rated fast mode of all three display controllers
I2C_FREQ_MAX = 1_000_000  # works on most modules, above the rating: opt-in only
_BUZZER_IDLE_HZ = 2000
_FB_W = 128
_FB_H = 64
# MicroPython 1.28's machine.WDT refuses more than this on every rp2 chip
# (ports/rp2/machine_wdt.c, WDT_TIMEOUT_MAX: the RP2040's 24-bit counter
# that counts twice a tick, erratum RP2040-E1), though the RP2350's holds
# 16777 ms (CHIPS); 1.29 takes the chip's own (``watchdog_max``).
WATCHDOG_MAX_MS = 8388
# WATCHDOG CTRL (CHIPS), bit 30 ENABLE; the +0x3000 alias
# clears the bits written (atomic register access, on both chips).
_ATOMIC_CLR = 0x3000
_WATCHDOG_CTRL_ENABLE = 1 << 30
RESTART_AFTER_CRASH_MS = 4000  # time to read the error before the restart
PROBE_TRIES = 3  # a display still powering up may miss the first scan
PROBE_WAIT_MS = 50
_PWRON_RESET = getattr(machine, "PWRON_RESET", 1)
_RESET_CAUSES = {
    _PWRON_RESET: "power-on",
    getattr(machine, "WDT_RESET", 3): "watchdog",
}


class Board:
    """Everything the app uses from the hardware.

    The Board contract: every board has every one of these (this one, the
    simulator's ``sim_board.SimBoard`` and the tests' fake boards;
    ``host_tests/test_board_contract.py`` checks the names). A board without
    such a thing still has the name: None, or a call that does nothing. The
    shell (``start``, ``companion/runner.py``, ``loop.py``) uses only these
    and never asks whether a board has one.

    - ``fb``: the frame buffer the app draws in (``framebuf.FrameBuffer``,
      128 x 64, MONO_VLSB); ``display.show()`` sends it.
    - ``display``: the display's driver (``show()``, ``init(tries, on,
      contrast)``, ``contrast(0..255)``, ``power(on)``; OSError when the bus
      fails), or None while none answers.
    - ``probe()``: the display looked for again (the loop, once a second
      while it has none): its driver, or None. A board whose display cannot
      be lost returns ``display``.
    - ``use_display(kind)``: drive the display as ``kind`` (a
      ``CHOICES["display"]`` value) from now on; the driver (new ones left to
      the caller to initialise) or None. A board with one kind of display
      returns ``display`` unchanged.
    - ``boot_setting``: what ``up`` held at power-on changed, ``(key,
      value)`` of ``settings`` (the runner saves and names it), or None.
    - ``buttons``: tuple of ``(name, pin)`` for "ok", "up", "down", "back";
      ``pin.value()`` is 0 while pressed.
    - ``edges``: the ``drivers.edges.EdgeLatch`` the buttons' edges go to
      from their IRQs, or None: the buttons are sampled only.
    - ``buzzer``: ``tone(freq_hz, duty_u16)``, ``off()``.
    - ``led``: a pin with ``toggle()`` (the heartbeat), or None.
    - ``rng``: the random source (``getrandbits(n)``).
    - ``ticks_ms()``: ms ticks, wrapping at ``ticks.TICKS_PERIOD``.
    - ``sleep_ms(ms)``: an awaitable sleep of ``ms`` ms.
    - ``wait_ms(ms)``: an awaitable sleep of up to ``ms`` ms that a button's
      edge or ``wake()`` ends at once.
    - ``wake()``: end ``wait_ms`` now (safe in a hard IRQ).
    - ``data_dir``: the directory of the saved files (str), or None: nothing
      is saved.
    - ``settings``: the settings dict ``start`` loaded, or None: the
      device loads them from ``data_dir``.
    - ``dev_mode``: True in development mode (no watchdog, a crash stays at
      the REPL).
    - ``nfc(buf)``: a new card reader (``nfc.reader.Reader``, ``buf`` its
      data buffer), or None: no reader on this board.
    - ``battery()``: ``(counts, usb)``, VSYS/3 as ADC ``read_u16`` counts
      (0..65535, ``companion.battery`` converts them) and USB power present;
      or None: no supply sensing.
    - ``lightsleep(ms)``: the CPU asleep up to ``ms`` ms (RAM kept; a
      button's edge wakes it).
    - ``log(line)``: a line of the serial log (str, no newline).
    - ``escape_hatch()``: True when the app must not start (``back`` held).
    - ``start_watchdog(ms)``: the started watchdog (``feed()``), or None:
      none runs.
    - ``stop_watchdog()``: stop it (Ctrl-C: the REPL taken over).
    - ``restart_after_crash()``: after a crash was reported, reset the board
      (or return, in development mode).

    ``loop.main`` sets ``device``, the running device, for the simulator
    and the tests.

    This board's arguments: ``i2c_freq`` (Hz), ``contrast``, ``display``
    (the controller: "ssd1306", "sh1106" or "ssd1309", ``CHOICES["display"]``;
    another value is the first) and ``banner`` (the board as
    ``os.uname().machine`` names it; None: ask; the tests pass one). Its own
    attributes besides the contract: ``model``, ``chip`` (its rows of
    ``BOARDS`` and ``CHIPS``, or None: not in the table), ``display_kind``
    (the controller driven now), ``i2c`` (the display's bus), ``buf`` (the
    bytes of ``fb``: ``display.buf``, or a spare 1 KB buffer so drawing
    still works and a display found later shows it), ``nfc_spi_pins`` (dict
    of the GPIO numbers reserved for the MFRC522: "sck", "mosi", "miso",
    "cs", "rst"). ``buzzer``, ``led`` (on a W board the wireless chip's) and
    ``edges`` are made on first use. ``dev_mode`` is GP22 tied to GND at
    boot (a jumper across header pins 28-29). Never raises for a missing
    or broken display.
    """

    # Set by the boot (``_build``), declared here for the type checker (an
    # annotation alone costs the Pico nothing)
    model: "tuple | None"
    chip: "tuple | None"
    watchdog_max_ms: int
    buttons: tuple
    boot_setting: "tuple | None"
    display_kind: str
    buf: bytearray
    fb: "framebuf.FrameBuffer"
    dev_mode: bool
    nfc_spi_pins: dict
    rng: object
    ticks_ms: object
    restart_delay_ms: int
    data_dir: str
    settings: "dict | None"
    _bz_pin: "machine.Pin"
    _timer: "machine.Timer"
    _led_name: "str | None"
    _vsys: "machine.ADC | None"

    def __init__(
        self, i2c_freq=I2C_FREQ, contrast=127, display="ssd1306", banner=None, release=None
    ):
        _build(self, i2c_freq, contrast, display, banner, release)
        self._ring = self.wake  # bound once: the wait's timer allocates nothing

    # Made on first use, after the first frame (each module the boot imports
    # costs about 10 ms): the buzzer's PWM and driver, and the buttons' edge
    # IRQs (a press before the loop runs is its level, read at its start).
    @property
    def buzzer(self):
        bz = self._buzzer
        if bz is None:
            from companion.drivers.buzzer import Buzzer

            pin = self._bz_pin
            bz = self._buzzer = Buzzer(PWM(pin, freq=_BUZZER_IDLE_HZ, duty_u16=0), pin)
        return bz

    @property
    def led(self):
        pin = self._led
        if pin is None and self._led_name is not None:
            try:
                pin = self._led = Pin(self._led_name, Pin.OUT)
            except (ValueError, OSError):  # a board without an LED of that name
                self._led_name = None
        return pin

    @property
    def edges(self):
        e = self._edges
        if e is None:
            from companion.drivers.edges import EdgeLatch

            e = self._edges = EdgeLatch(ticks_ms, self.wake)
            for n in range(len(self.buttons)):
                pin = self.buttons[n][1]
                pin.irq(e.irq(n), Pin.IRQ_FALLING | Pin.IRQ_RISING, hard=True)
        return e

    def _driver(self, addr, buf=None):
        # The driver of ``display_kind`` on the bus.
        kind = self.display_kind
        cls = SH1106 if kind == "sh1106" else SSD1309 if kind == "ssd1309" else SSD1306
        return cls(self.i2c, addr, _FB_W, _FB_H, buf)

    def use_display(self, kind):
        """Drive the display as ``kind`` (a ``CHOICES["display"]`` value)
        from now on: the settings screen changed it. A new driver over the
        same frame buffer and address, left to the caller to initialise
        (``loop.Glass``); None while no display answers (``probe`` makes
        the new kind when one does)."""
        d = self.display
        old = self.display_kind
        self.display_kind = kind
        if d is not None:
            try:
                d = self.display = self._driver(d.addr, self.buf)
            except Exception:  # no room for the driver's module: the old one kept
                self.display_kind = old
                raise
        return d

    def probe(self):
        """The display looked for again, by the UI loop (``loop.Glass``, every
        second while none answers, whether it was silent at boot or lost
        since): a bus held low is cleared first (``_clear``), then one NOP
        to each address, with no retry and no wait (0.2 ms on the emulated
        Pico). The display's driver (``display``, made over ``buf`` the
        first time; left to the caller to initialise), or None."""
        if not Pin(GP_I2C_SDA).value() and not self._clear():  # read as it is: the I2C's pin
            return None  # still held: a probe would only wait for its timeout
        addr = probe(self.i2c, scan=False)
        if addr is None:
            return None
        d = self.display
        if d is None or d.addr != addr:
            d = self.display = self._driver(addr, self.buf)
        d.i2c = self.i2c
        return d

    def _clear(self):
        """I2C bus clear (NXP UM10204 3.1.16): with SDA held low by a module
        cut off in the middle of a byte, SCL is clocked (the pins as
        open-drain GPIOs) until SDA is released, nine pulses at most, then a
        STOP (SDA rising while SCL is high) ends what the module took for a
        transfer; the bus is then built again at the rated speed (it takes
        the pins back). On the emulated Pico a pulse is 5 us low and 13 us
        high, the STOP's set-up 5 us: inside even the standard mode's 4.7 and
        4.0 us. Logged; 1 when SDA is free afterwards, else 0."""
        sda = Pin(GP_I2C_SDA, Pin.OPEN_DRAIN, Pin.PULL_UP, value=1)
        scl = Pin(GP_I2C_SCL, Pin.OPEN_DRAIN, Pin.PULL_UP, value=1)
        n = 0
        while n < 9 and not sda.value():
            scl.value(0)
            scl.value(1)
            n += 1
        scl.value(0)
        sda.value(0)
        scl.value(1)
        sda.value(1)  # STOP
        free = sda.value()
        self.log("display: bus clear clocks=%d free=%d" % (n, free))
        self.i2c = I2C(I2C_ID, sda=sda, scl=scl, freq=I2C_FREQ)
        return free

    def nfc(self, buf=None):
        """Build the card reader (SPI0, CS and RST pins, the NFC stack,
        imported only now: the dice never pay for it). A ``Reader``; its
        first poll says whether an MFRC522 answers. ``buf``: the reader's
        data buffer, allocated once by the caller (``Reader``)."""
        from companion.nfc.iso14443a import ISO14443A
        from companion.nfc.mfrc522 import MFRC522
        from companion.nfc.ntag import NTAG
        from companion.nfc.reader import Reader

        spi = SPI(
            SPI_ID,
            baudrate=NFC_SPI_HZ,
            polarity=0,
            phase=0,
            sck=Pin(GP_NFC_SCK),
            mosi=Pin(GP_NFC_MOSI),
            miso=Pin(GP_NFC_MISO),
        )
        cs = Pin(GP_NFC_CS, Pin.OUT, value=1)
        rst = Pin(GP_NFC_RST, Pin.OUT, value=1)
        return Reader(NTAG(ISO14443A(MFRC522(spi, cs, rst))), buf=buf)

    def battery(self):
        """``(counts, usb)``: VSYS/3 on ADC3 as ``read_u16`` counts
        (0..65535, ``companion.battery`` converts them), and whether USB
        power is present (VBUS sense high). The pins are the board's
        (``BOARDS``); None on a board the table does not know (no
        gauge, as on USB).

        On a W board VBUS sense is the wireless chip's WL_GPIO2 (its first
        reading wakes that chip, a transfer on its SPI), and GP29 is that
        SPI's clock whenever a transfer runs. With interrupts off none can
        start (MicroPython runs the chip's driver from an interrupt; pico-sdk's
        board header pico_w.h asks for the driver kept off the pin while it
        is read): ``ADC(29)`` puts the pin in analog mode (function NULL,
        input off) and it is read; the driver's next transfer takes the pin
        back (pico-sdk cyw43_bus_pio_spi.c, start_spi_comms). GP25, the
        chip's select, is high between transfers, which also connects the
        VSYS divider to GP29 (Pico W datasheet, GPIO table). The first
        reading after the switch is thrown away (pico-examples'
        adc/read_vsys drops its first samples on these boards: they read
        low)."""
        m = self.model
        if m is None:
            return None
        vbus = self._vbus
        if vbus is None:
            vbus = self._vbus = Pin(m[_VBUS], Pin.IN)
        usb = vbus.value() == 1
        if not m[_RADIO]:
            return self._vsys.read_u16(), usb  # type: ignore[union-attr]
        state = machine.disable_irq()
        try:
            adc = machine.ADC(m[_VSYS])
            adc.read_u16()  # the first after the switch may read low (pico-examples read_vsys)
            raw = adc.read_u16()
        finally:
            machine.enable_irq(state)
        return raw, usb

    def lightsleep(self, ms):
        """Sleep the CPU for up to ``ms`` ms (``machine.lightsleep``; RAM and
        the game kept). A button's edge latch catches a press meanwhile."""
        machine.lightsleep(ms)

    def escape_hatch(self):
        """True while ``back`` is held: ``start`` calls it right after boot
        to skip the app, so mpremote can always get in."""
        return self.buttons[3][1].value() == 0

    def start_watchdog(self, timeout_ms):
        """Start the hardware watchdog (None in development mode, where a
        stop at the REPL must not reset the board, and on a chip the table
        does not know, whose watchdog ``stop_watchdog`` could not stop).
        ValueError outside 1..``watchdog_max_ms`` (the running MicroPython's
        and chip's limit: ``watchdog_max``)."""
        if not 0 < timeout_ms <= self.watchdog_max_ms:
            raise ValueError("watchdog 1..%d ms" % self.watchdog_max_ms)
        if self.dev_mode:
            return None
        if self.chip is None:
            self.log("sys watchdog off: unknown chip")
            return None
        self._wdt = WDT(timeout=timeout_ms)
        return self._wdt

    def stop_watchdog(self):
        """Stop the watchdog (``machine.WDT`` has no stop): for Ctrl-C, when
        mpremote or a person takes over the REPL on purpose. Clears ENABLE
        in the chip's WATCHDOG CTRL through its atomic clear alias."""
        if self._wdt is not None:
            machine.mem32[self.chip[_WDT_CTRL] + _ATOMIC_CLR] = _WATCHDOG_CTRL_ENABLE  # type: ignore[index]
            self._wdt = None

    def restart_after_crash(self):
        """After ``runner.run`` reported a crash: in development mode return
        (to the REPL); otherwise leave the error on the screen a moment, then
        reset the Pico."""
        if self.dev_mode:
            return
        self.buzzer.off()
        end = ticks_add(ticks_ms(), self.restart_delay_ms)
        try:
            while ticks_diff(end, ticks_ms()) > 0:
                if self._wdt is not None:
                    self._wdt.feed()
                block_ms(100)
        except KeyboardInterrupt:  # mpremote got in first: stay at the REPL
            self.stop_watchdog()
            return
        machine.reset()

    def sleep_ms(self, ms):
        """An awaitable: ``asyncio.sleep_ms``'s own, so that the card
        reader's task, sleeping 5 ms between polls, allocates no coroutine
        a sleep (an ``async def`` here made one each time, about 100 B,
        200 times a second)."""
        import asyncio

        return asyncio.sleep_ms(ms)

    async def wait_ms(self, ms):
        """Sleep up to ``ms`` ms; a button's edge (or ``wake``) ends it at
        once. A one-shot timer sets the same flag as the edge IRQs."""
        import asyncio

        flag = self._flag
        if flag is None:
            flag = self._flag = asyncio.ThreadSafeFlag()
        if ms <= 0:
            await asyncio.sleep_ms(0)
            return
        self._timer.init(mode=machine.Timer.ONE_SHOT, period=ms, callback=self._ring)
        await flag.wait()
        self._timer.deinit()

    def wake(self, _timer=None):
        """End the UI loop's wait now (an edge IRQ, or a card was read: its
        frame is due; ``wait_ms``'s timer passes itself). Safe in a hard
        IRQ: it allocates nothing."""
        flag = self._flag
        if flag is not None:
            flag.set()

    def log(self, line):
        print(line)


def _build(board, i2c_freq, contrast, display, banner, release):
    """``Board.__init__``'s work. Code only the boot runs is in module-level
    functions (this one, ``_open_display``, ``identify``, ``watchdog_max``):
    ``start`` deletes them once its board is built, and their bytecode
    leaves every game's heap (the methods of a class cannot leave it)."""
    # First thing: the buzzer pin low, before anything can make it click
    # (its PWM and driver come with the first use: ``buzzer``).
    board._bz_pin = Pin(GP_BUZZER, Pin.OUT, value=0)
    board._buzzer = None

    if not 0 < i2c_freq <= I2C_FREQ_MAX:
        raise ValueError("i2c_freq 1..1_000_000 Hz")
    # "Raspberry Pi Pico W with RP2040": os.uname().machine, the same
    # text as sys.implementation._machine (py/mpconfig.h,
    # MICROPY_BANNER_MACHINE; sys is not imported for it)
    if banner is None:
        banner = os.uname().machine
    if release is None:
        release = os.uname().release  # "1.29.0": MicroPython's version
    board.model, board.chip = identify(banner)
    board.watchdog_max_ms = watchdog_max(release, board.chip)
    buttons = []
    for name, gp in (
        ("ok", GP_BTN_OK),
        ("up", GP_BTN_UP),
        ("down", GP_BTN_DOWN),
        ("back", GP_BTN_BACK),
    ):
        buttons.append((name, Pin(gp, Pin.IN, Pin.PULL_UP)))
    board.buttons = tuple(buttons)
    # ``up`` held at power-on (a picture too broken to read needs no menu
    # to be mended): a bus above the rated speed back to it, else the
    # next display controller (module docstring). Only at power-on: a
    # crash's restart (machine.reset) and the watchdog's report
    # WDT_RESET, and a button held through them must not change it. The
    # pull-ups have settled in the microseconds since they were set.
    cause = machine.reset_cause()
    kinds = CHOICES["display"]
    if display not in kinds:
        display = kinds[0]
    board.boot_setting = None
    if buttons[1][1].value() == 0 and cause == _PWRON_RESET:
        if i2c_freq > I2C_FREQ:
            i2c_freq = I2C_FREQ
            board.boot_setting = ("i2c_khz", I2C_FREQ // 1000)
        else:
            display = kinds[(kinds.index(display) + 1) % len(kinds)]
            board.boot_setting = ("display", display)
    board.display_kind = display
    board.display = None
    board.i2c = None
    # A module that browned out in the middle of a byte may hold SDA low
    # for good: the bus is cleared before the first probe. A healthy bus
    # costs one read of the line (high: nothing to do).
    if not Pin(GP_I2C_SDA, Pin.IN, Pin.PULL_UP).value():
        board._clear()
    # The saved speed first; a display that does not answer at it (1 MHz
    # is above the controllers' rating) is tried again at the rated speed,
    # or the settings screen that set it could never be seen again.
    for freq in (i2c_freq, I2C_FREQ) if i2c_freq != I2C_FREQ else (i2c_freq,):
        board.display = _open_display(board, freq, contrast)
        if board.display is not None:
            break
    buf = None if board.display is None else board.display.buf
    if buf is None:
        buf = bytearray(_FB_W * _FB_H // 8)
    board.buf = buf
    board.fb = framebuf.FrameBuffer(buf, _FB_W, _FB_H, framebuf.MONO_VLSB)

    # Buttons: both edges of each line go to one queue from a hard IRQ,
    # and wake the UI loop at once (``wait_ms``; its flag is made when
    # the loop starts: asyncio is imported after the first frame).
    board._flag = None
    board._timer = machine.Timer(-1)  # a virtual (software) timer
    board._edges = None  # the IRQs are set with the first use: ``edges``
    board._led = None
    board._led_name = "LED" if board.model is None else board.model[_LED]
    # Dev jumper: read once at boot; the pull-up settles well within the
    # microseconds between these two lines.
    board.dev_mode = Pin(GP_DEV, Pin.IN, Pin.PULL_UP).value() == 0
    board.nfc_spi_pins = {
        "sck": GP_NFC_SCK,
        "mosi": GP_NFC_MOSI,
        "miso": GP_NFC_MISO,
        "cs": GP_NFC_CS,
        "rst": GP_NFC_RST,
    }
    m = board.model
    board._vsys = board._vbus = None
    if m is not None and not m[_RADIO]:
        board._vsys = machine.ADC(Pin(m[_VSYS]))
        board._vbus = Pin(m[_VBUS], Pin.IN)
    # (W boards: VBUS sense is the wireless chip's, made on the first
    # reading, which wakes that chip: after the first frame.)
    random.seed(int.from_bytes(os.urandom(4), "big"))
    board.rng = random
    board.ticks_ms = ticks_ms
    board.restart_delay_ms = RESTART_AFTER_CRASH_MS
    board.data_dir = DATA_DIR
    board.settings = None  # start()'s settings, for the device
    board._wdt = None
    board.log(
        "boot board=%s chip=%s display=%s reset_cause=%s dev=%d"
        % (
            "unknown" if m is None else m[_KEY],
            "unknown" if board.chip is None else board.chip[0],
            display,
            _RESET_CAUSES.get(cause, cause),
            board.dev_mode,
        )
    )
    if m is None:
        board.log(
            'boot machine="%s": not a board in BOARDS, run as a Pico without the battery gauge'
            % banner
        )


def _open_display(board, freq, contrast):
    """The display (``display_kind``) on its I2C bus at ``freq`` Hz,
    initialised dark; None (logged) when nothing answers or init fails."""
    try:
        i2c = board.i2c = I2C(I2C_ID, sda=Pin(GP_I2C_SDA), scl=Pin(GP_I2C_SCL), freq=freq)
        addr = probe(i2c, scan=False)
        for _ in range(PROBE_TRIES - 1):
            if addr is not None:
                break
            block_ms(PROBE_WAIT_MS)
            addr = probe(i2c, scan=False)
        if addr is None:
            board.log("display: no answer at 0x3C or 0x3D i2c_khz=%d" % (freq // 1000))
            return None
        oled = board._driver(addr)
        # Left dark: the first frame goes over the power-up noise in the
        # display RAM page by page, the panel lit after its first page
        # (oled.SSD1306.init; the SH1106 the same).
        oled.init(on=False, contrast=contrast)
        return oled
    except Exception as e:  # keep running without a display, never crash
        board.log("display: %r" % (e,))
        return None


def start():
    """The Pico's start-up, what ``main.py`` does: MicroPython runs
    ``main.py`` from source and compiles it at every boot (about 9 ms a KB
    on the Pico), so the start-up lives here, precompiled. Hold ``back``
    while powering on to skip the app (so mpremote can always get in); see
    README "On the Pico".

    The display's I2C speed, contrast and controller are settings
    (``companion.settings``): the bus is set up once, here, at the saved
    ones. No file in /data can stop the boot: settings that cannot be
    loaded are the defaults. An uncaught error is logged and shown by
    ``runner.run``; then the Pico restarts (``Board.restart_after_crash``),
    or stays at the REPL in development mode (GP22 jumper). Ctrl-C (a
    person or mpremote taking over) stops the watchdog, so the board is not
    reset under the REPL, and gives the REPL the flash's root as its working
    directory again (``Tree``)."""
    global _build, _open_display, identify, watchdog_max, _RESET_CAUSES
    try:
        import micropython

        # Room for an exception raised in an interrupt handler (the heap is
        # locked there), so it prints with its message rather than without.
        micropython.alloc_emergency_exception_buf(100)
    except (ImportError, AttributeError):  # CPython, or a port without it
        pass
    from companion import settings

    try:
        s = settings.load(DATA_DIR, print)
    except Exception as e:  # load never raises by design; a boot is never lost to a file
        print("sys settings unreadable: %r" % (e,))
        s = dict(settings.DEFAULTS)
    del settings  # the runner unloads it after the first frame
    board = Board(s["i2c_khz"] * 1000, s["contrast"], s["display"])
    board.settings = s  # the device takes them from here: read once
    # Run once: their code leaves the heap, 1,120 B more for every game on
    # the Pico (no second Board can be built after this). Collected now, so
    # the app's first modules fill the holes they leave: left to the first
    # frame's collection, a press edge after a later collection took 12 ms,
    # not 5 (an allocation of two blocks passes every single free block).
    del _build, _open_display, identify, watchdog_max, _RESET_CAUSES
    import gc

    gc.collect()
    if board.escape_hatch():
        print("sys escape hatch: back held at boot, app not started")
        return
    try:
        from companion import runner

        runner.run(board, None)  # tracebacks on the serial log
    except KeyboardInterrupt:
        board.stop_watchdog()
        if mounted:  # the REPL's working directory: the flash's root, as always
            os.chdir("/")
        print("sys stopped by Ctrl-C: REPL")
    except Exception as e:  # report_crash has logged and shown it
        print("sys crash: %r" % (e,))
        board.restart_after_crash()
