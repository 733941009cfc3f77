"""Bytes on the I2C bus per screen update, with the real SSD1306 driver and
real rendering (MicroPython unix port; a recording fake bus). ``make bench``.

Prints, for each step of a Hamsterdam turn: bytes sent (address, control,
command and data bytes; no start/stop/ACK bits) and the implied time at
400 kHz and 1 MHz (9 bit-times per byte on the wire)."""

import framebuf
from fakes import FakeI2C, Scripted
from figures import save

from companion.device import Device
from companion.drivers.oled import SSD1306
from companion.ui import render
from support import choose


def main():
    i2c = FakeI2C()
    oled = SSD1306(i2c)
    oled.init()
    fb = framebuf.FrameBuffer(oled.buf, 128, 64, framebuf.MONO_VLSB)
    dev = Device(Scripted([3, 4, 6, 5], faces=True))
    oled.show(full=True)
    rows = []

    def step(label, button=None, kind="short"):
        if button:
            dev.press(button, kind, 0)
        render.draw(fb, dev.view())
        before = oled.tx_bytes
        oled.show()
        n = oled.tx_bytes - before
        ms400, ms1m = n * 9 / 400.0, n * 9 / 1000.0
        print("%-34s %5d B  %5.2f ms @400k  %5.2f ms @1M" % (label, n, ms400, ms1m))
        rows.append({"step": label, "bytes": n, "ms_400k": ms400, "ms_1m": ms1m})

    step("first frame (menu)")
    choose(dev, "Hamsterdam")
    choose(dev, "3 players")
    step("start 3-player game (full change)", "ok")  # on "Standard"
    step("roll 3+4", "ok")
    step("flood: one counter change", "down")
    step("select next player", "up")
    step("next roll 6+5", "ok")
    step("nothing changed", None)
    save("display_bytes", rows)


main()
