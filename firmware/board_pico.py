"""The Raspberry Pi Pico board: the one module that builds ``machine`` objects.

Import it first (before the app) so the 1 KB frame buffers are allocated
while the heap is still in one piece. Runs on the device only.

Usage::

    from board_pico import Board
    board = Board()              # Board(i2c_freq=1_000_000) to overclock the bus
    board.fb.text("hi", 0, 0, 1)
    if board.display:
        board.display.show()
"""

import os
import random

import framebuf
import machine
from machine import I2C, PWM, SPI, WDT, Pin

from companion.drivers.ssd1306 import SSD1306, probe
from companion.ticks import sleep_ms as block_ms
from companion.ticks import ticks_add, ticks_diff, ticks_ms

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
# On the Pico board itself, not on the header (Pico datasheet, 4.4 and the
# schematic): VSYS/3 through R5/R6 on GPIO29 (ADC3), VBUS sense on GPIO24.
VSYS_ADC_GPIO = 29
VBUS_SENSE_GPIO = 24
# LED: the on-board LED, Pin("LED") (GP25 on the Pico, the CYW43 on a Pico W).
#
# PWM slices: GPn belongs to slice (n >> 1) & 7, channel A for even n, B for
# odd; so GPn and GPn+1 share a slice (A/B) and GPn and GPn+16 share the same
# slice *and* channel. Slice 7 is GP14, GP15 (and GP30/31, which the RP2040
# does not bring out): GP14 is unused, so the buzzer has slice 7 to itself
# and its frequency never changes under anyone else.

SPI_ID = 0  # SPI0 on GP16-19 for the MFRC522
NFC_SPI_HZ = 4_000_000  # the MFRC522 takes up to 10 MHz; 4 MHz leaves margin on jumper wires
DATA_DIR = "/data"  # small JSON files (learned cards; saved games later)
I2C_ID = 0
I2C_FREQ = 400_000  # the SSD1306's rated fast mode
I2C_FREQ_MAX = 1_000_000  # works on most modules, above the rating: opt-in only
_BUZZER_IDLE_HZ = 2000
_FB_W = 128
_FB_H = 64
WATCHDOG_MAX_MS = 8388  # RP2040: 24-bit count at 1 us, decremented twice (RP2040-E1)
# RP2040 datasheet 4.7.6, WATCHDOG CTRL at 0x40058000, bit 30 ENABLE; the
# +0x3000 alias clears the bits written (2.1.2, atomic register access).
_WATCHDOG_CTRL_CLR = 0x40058000 + 0x3000
_WATCHDOG_CTRL_ENABLE = 1 << 30
RESTART_AFTER_CRASH_MS = 4000  # time to read the error before the restart
PROBE_TRIES = 3  # a display still powering up may miss the first scan
PROBE_WAIT_MS = 50
_RESET_CAUSES = {
    getattr(machine, "PWRON_RESET", 1): "power-on",
    getattr(machine, "WDT_RESET", 3): "watchdog",
}


class Board:
    """Everything the app uses from the hardware.

    Attributes: ``display`` (SSD1306 or None when no display answered or its
    init failed; ``probe`` looks for it again), ``fb`` (FrameBuffer over
    ``buf``: ``display.buf``, or a spare 1 KB buffer so drawing still works
    and a display found later shows it), ``i2c`` (the display's bus),
    ``buttons`` (tuple of (name, Pin) for "ok", "up", "down", "back"; active
    low), ``edges`` (the ``EdgeLatch`` their
    hard IRQs fill, both edges), ``buzzer`` (Buzzer), ``led``
    (Pin), ``rng`` (the ``random`` module, seeded once from ``os.urandom``),
    ``ticks_ms`` (``time.ticks_ms``), ``dev_mode`` (True when GP22 is tied
    to GND at boot: a jumper across header pins 28-29), ``nfc_spi_pins``
    (dict of the GPIO numbers reserved for the MFRC522: "sck", "mosi",
    "miso", "cs", "rst"). Never raises for a missing or broken display.
    """

    def __init__(self, i2c_freq=I2C_FREQ, contrast=127):
        # First thing: the buzzer pin low, before anything can make it click
        # (its PWM and driver come with the first use: ``buzzer``).
        self._bz_pin = Pin(GP_BUZZER, Pin.OUT, value=0)
        self._buzzer = None

        if not 0 < i2c_freq <= I2C_FREQ_MAX:
            raise ValueError("i2c_freq 1..1_000_000 Hz")
        self.display = None
        self.i2c = None
        # A module that browned out in the middle of a byte may hold SDA low
        # for good: the bus is cleared before the first probe. A healthy bus
        # costs one read of the line (high: nothing to do).
        if not Pin(GP_I2C_SDA, Pin.IN, Pin.PULL_UP).value():
            self._clear()
        # The saved speed first; a display that does not answer at it (1 MHz
        # is above the SSD1306's rating) is tried again at the rated speed,
        # or the settings screen that set it could never be seen again.
        for freq in (i2c_freq, I2C_FREQ) if i2c_freq != I2C_FREQ else (i2c_freq,):
            self.display = self._open_display(freq, contrast)
            if self.display is not None:
                break
        buf = None if self.display is None else self.display.buf
        if buf is None:
            buf = bytearray(_FB_W * _FB_H // 8)
        self.buf = buf
        self.fb = framebuf.FrameBuffer(buf, _FB_W, _FB_H, framebuf.MONO_VLSB)

        # Buttons: both edges of each line go to one queue from a hard IRQ,
        # and wake the UI loop at once (``wait_ms``; its flag is made when
        # the loop starts: asyncio is imported after the first frame).
        self._flag = None
        self._timer = machine.Timer(-1)  # a virtual (software) timer
        self._ring = self._ring_cb  # bound once: the timer allocates nothing
        self._edges = None  # the IRQs are set with the first use: ``edges``
        buttons = []
        for name, gp in (
            ("ok", GP_BTN_OK),
            ("up", GP_BTN_UP),
            ("down", GP_BTN_DOWN),
            ("back", GP_BTN_BACK),
        ):
            buttons.append((name, Pin(gp, Pin.IN, Pin.PULL_UP)))
        self.buttons = tuple(buttons)
        self.led = Pin("LED", Pin.OUT)
        # Dev jumper: read once at boot; the pull-up settles well within the
        # microseconds between these two lines.
        self.dev_mode = Pin(GP_DEV, Pin.IN, Pin.PULL_UP).value() == 0
        self.nfc_spi_pins = {
            "sck": GP_NFC_SCK,
            "mosi": GP_NFC_MOSI,
            "miso": GP_NFC_MISO,
            "cs": GP_NFC_CS,
            "rst": GP_NFC_RST,
        }
        self._vsys = machine.ADC(Pin(VSYS_ADC_GPIO))
        self._vbus = Pin(VBUS_SENSE_GPIO, Pin.IN)
        random.seed(int.from_bytes(os.urandom(4), "big"))
        self.rng = random
        self.ticks_ms = ticks_ms
        self.restart_delay_ms = RESTART_AFTER_CRASH_MS
        self.data_dir = DATA_DIR
        self.settings = None  # type: dict | None  # main.py's settings, for the device
        self._wdt = None
        cause = machine.reset_cause()
        self.log("boot reset_cause=%s dev=%d" % (_RESET_CAUSES.get(cause, cause), self.dev_mode))

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
    def edges(self):
        e = self._edges
        if e is None:
            from companion.drivers.edges import EdgeLatch

            e = self._edges = EdgeLatch(ticks_ms, self.wake)
            for n in range(len(self.buttons)):
                pin = self.buttons[n][1]
                pin.irq(e.irq(n), Pin.IRQ_FALLING | Pin.IRQ_RISING, hard=True)
        return e

    def _open_display(self, freq, contrast):
        """The SSD1306 on the display's I2C bus at ``freq`` Hz, initialised
        and cleared; None (logged) when nothing answers or init fails."""
        try:
            i2c = self.i2c = I2C(I2C_ID, sda=Pin(GP_I2C_SDA), scl=Pin(GP_I2C_SCL), freq=freq)
            addr = probe(i2c, scan=False)
            for _ in range(PROBE_TRIES - 1):
                if addr is not None:
                    break
                block_ms(PROBE_WAIT_MS)
                addr = probe(i2c, scan=False)
            if addr is None:
                self.log("display: no answer at 0x3C or 0x3D i2c_khz=%d" % (freq // 1000))
                return None
            oled = SSD1306(i2c, addr, _FB_W, _FB_H)
            # Left dark: the first frame goes over the power-up noise in the
            # display RAM page by page, the panel lit after its first page
            # (ssd1306.SSD1306.init).
            oled.init(on=False, contrast=contrast)
            return oled
        except Exception as e:  # keep running without a display, never crash
            self.log("display: %r" % (e,))
            return None

    def probe(self):
        """The display looked for again, by the UI loop (``loop.Glass``, every
        second while none answers, whether it was silent at boot or lost
        since): a bus held low is cleared first (``_clear``), then one NOP
        to each address, with no retry and no wait (0.2 ms on the emulated
        Pico). The SSD1306 (``display``, made over ``buf`` the first time;
        left to the caller to initialise), or None."""
        if not Pin(GP_I2C_SDA).value() and not self._clear():  # read as it is: the I2C's pin
            return None  # still held: a probe would only wait for its timeout
        addr = probe(self.i2c, scan=False)
        if addr is None:
            return None
        d = self.display
        if d is None or d.addr != addr:
            d = self.display = SSD1306(self.i2c, addr, _FB_W, _FB_H, self.buf)
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
        power is present (VBUS sense high)."""
        return self._vsys.read_u16(), self._vbus.value() == 1

    def lightsleep(self, ms):
        """Sleep the CPU for up to ``ms`` ms (``machine.lightsleep``; RAM and
        the game kept). A button's edge latch catches a press meanwhile."""
        machine.lightsleep(ms)

    def escape_hatch(self):
        """True while ``back`` is held: ``main.py`` calls it right after boot
        to skip the app, so mpremote can always get in."""
        return self.buttons[3][1].value() == 0

    def start_watchdog(self, timeout_ms):
        """Start the hardware watchdog (None in development mode, where a
        stop at the REPL must not reset the board). ValueError above 8388 ms."""
        if not 0 < timeout_ms <= WATCHDOG_MAX_MS:
            raise ValueError("watchdog 1..8388 ms")
        if self.dev_mode:
            return None
        self._wdt = WDT(timeout=timeout_ms)
        return self._wdt

    def stop_watchdog(self):
        """Stop the watchdog (``machine.WDT`` has no stop): for Ctrl-C, when
        mpremote or a person takes over the REPL on purpose."""
        if self._wdt is not None:
            machine.mem32[_WATCHDOG_CTRL_CLR] = _WATCHDOG_CTRL_ENABLE
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

    async def sleep_ms(self, ms):
        import asyncio

        await asyncio.sleep_ms(ms)

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

    def wake(self):
        """End the UI loop's wait now (an edge IRQ, or a card was read: its
        frame is due). Safe in a hard IRQ: it allocates nothing."""
        flag = self._flag
        if flag is not None:
            flag.set()

    def _ring_cb(self, _timer):
        self.wake()

    def log(self, line):
        print(line)
