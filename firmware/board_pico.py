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

import asyncio
import os
import random
import time

import framebuf
from machine import I2C, PWM, Pin

from companion.drivers.buzzer import Buzzer
from companion.drivers.ssd1306 import SSD1306, probe

# -- Pin table (GPIO numbers, not header pin numbers) -----------------------
GP_I2C_SDA = 4  # I2C0 SDA -> OLED SDA
GP_I2C_SCL = 5  # I2C0 SCL -> OLED SCL
GP_BTN_OK = 10  # buttons: to GND, internal pull-up, active low
GP_BTN_UP = 11
GP_BTN_DOWN = 12
GP_BTN_BACK = 13
GP_BUZZER = 15  # PWM slice 7, channel B
GP_NFC_MISO = 16  # SPI0 RX   (reserved for the MFRC522)
GP_NFC_CS = 17  # SPI0 CSn
GP_NFC_SCK = 18  # SPI0 SCK
GP_NFC_MOSI = 19  # SPI0 TX
GP_NFC_RST = 20
GP_DEV = 22  # "dev" jumper: header pin 29, next to GND on pin 28
# LED: the on-board LED, Pin("LED") (GP25 on the Pico, the CYW43 on a Pico W).
#
# PWM slices: GPn belongs to slice (n >> 1) & 7, channel A for even n, B for
# odd; so GPn and GPn+1 share a slice (A/B) and GPn and GPn+16 share the same
# slice *and* channel. Slice 7 is GP14, GP15 (and GP30/31, which the RP2040
# does not bring out): GP14 is unused, so the buzzer has slice 7 to itself
# and its frequency never changes under anyone else.

I2C_ID = 0
I2C_FREQ = 400_000  # the SSD1306's rated fast mode
I2C_FREQ_MAX = 1_000_000  # works on most modules, above the rating: opt-in only
_BUZZER_IDLE_HZ = 2000
_FB_W = 128
_FB_H = 64


class Board:
    """Everything the app uses from the hardware.

    Attributes: ``display`` (SSD1306 or None when no display answered or its
    init failed), ``fb`` (FrameBuffer over ``display.buf``, or over a spare
    1 KB buffer so drawing still works), ``buttons`` (tuple of (name, Pin) for
    "ok", "up", "down", "back"; active low), ``buzzer`` (Buzzer), ``led``
    (Pin), ``rng`` (the ``random`` module, seeded once from ``os.urandom``),
    ``ticks_ms`` (``time.ticks_ms``), ``dev_mode`` (True when GP22 is tied
    to GND at boot: a jumper across header pins 28-29), ``nfc_spi_pins``
    (dict of the GPIO numbers reserved for the MFRC522: "sck", "mosi",
    "miso", "cs", "rst"). Never raises for a missing or broken display.
    """

    def __init__(self, i2c_freq=I2C_FREQ):
        # First thing: the buzzer pin low, before anything can make it click.
        bz_pin = Pin(GP_BUZZER, Pin.OUT, value=0)
        self.buzzer = Buzzer(PWM(bz_pin, freq=_BUZZER_IDLE_HZ, duty_u16=0), bz_pin)

        if not 0 < i2c_freq <= I2C_FREQ_MAX:
            raise ValueError("i2c_freq 1..1_000_000 Hz")
        self.display = None
        buf = None
        try:
            i2c = I2C(I2C_ID, sda=Pin(GP_I2C_SDA), scl=Pin(GP_I2C_SCL), freq=i2c_freq)
            addr = probe(i2c)
            if addr is None:
                self.log("display: no answer at 0x3C or 0x3D")
            else:
                oled = SSD1306(i2c, addr, _FB_W, _FB_H)
                buf = oled.buf
                oled.init()
                oled.show()  # clear the power-up noise in the display RAM
                self.display = oled
        except Exception as e:  # keep running without a display, never crash
            self.log("display: %r" % (e,))
        if buf is None:
            buf = bytearray(_FB_W * _FB_H // 8)
        self.fb = framebuf.FrameBuffer(buf, _FB_W, _FB_H, framebuf.MONO_VLSB)

        self.buttons = (
            ("ok", Pin(GP_BTN_OK, Pin.IN, Pin.PULL_UP)),
            ("up", Pin(GP_BTN_UP, Pin.IN, Pin.PULL_UP)),
            ("down", Pin(GP_BTN_DOWN, Pin.IN, Pin.PULL_UP)),
            ("back", Pin(GP_BTN_BACK, Pin.IN, Pin.PULL_UP)),
        )
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
        random.seed(int.from_bytes(os.urandom(4), "big"))
        self.rng = random
        self.ticks_ms = time.ticks_ms

    def escape_hatch(self):
        """True while ``back`` is held: ``main.py`` calls it right after boot
        to skip the app, so mpremote can always get in."""
        return self.buttons[3][1].value() == 0

    async def sleep_ms(self, ms):
        await asyncio.sleep_ms(ms)

    def log(self, line):
        print(line)
