"""SH1106 128x64 monochrome OLED over I2C (most 1.3" modules), sending only
what changed: the SSD1306 driver's frame buffer, shadow and change search,
with the SH1106's addressing.

Source: Sino Wealth SH1106 datasheet (V2.3): "I2C-bus Interface" (the
control byte: Co, D/C as on the SSD1306), "Display Data RAM" (132 columns x
8 pages), "Commands" 1-2 (Set Lower/Higher Column Address, 00h-0Fh,
10h-1Fh), 3 (Pump voltage, 30h-33h), 4 (Display Start Line 40h-7Fh), 5
(Contrast, 81h), 6 (Segment Re-map A0h/A1h), 7 (Entire Display A4h/A5h), 8
(Normal/Reverse A6h/A7h), 9 (Multiplex Ratio A8h), 10 (DC-DC ADh + 8Ah/8Bh),
11 (Display OFF/ON AEh/AFh), 12 (Page Address B0h-B7h), 13 (Common Output
Scan Direction C0h/C8h), 14 (Display Offset D3h), 15 (Clock Divide / Oscillator
D5h), 16 (Dis-charge/Pre-charge Period D9h), 17 (Common Pads DAh), 18 (VCOM
Deselect Level DBh).

What differs from the SSD1306 (hence a broken picture from an SSD1306
driver): the SH1106 has page addressing only. There is no horizontal mode
and no column/page window (20h, 21h, 22h are not its commands; their
argument bytes land as column addresses and display start lines). A write
goes to the page set by B0h-B7h from the column set by 00h-1Fh, and the
column counts up after each data byte, within that page. Its RAM is 132
columns wide and a 128-column panel shows columns 2..129, so column x of
the frame goes to RAM column x + 2 (``_COLUMN_OFFSET``), with or without the
segment re-map (A1h maps column 131 to SEG0: columns 2..129 stay the
visible ones).

So a changed page is one command transaction, B0h+page and the column
(3 bytes after the control byte: 5 on the wire with the address, where the
SSD1306's window is 8), then the changed columns as one data transaction,
as with the SSD1306. A whole frame is always eight of those (1080 bytes on
the wire, 46 more than the SSD1306's single 1 KB window).

Usage::

    oled = SH1106(i2c, 0x3C)
    oled.init(on=False)          # dark; the first show lights it after page 0
    fb = framebuf.FrameBuffer(oled.buf, 128, 64, framebuf.MONO_VLSB)
    oled.show()
"""

from companion._const import const
from companion.drivers.ssd1306 import SSD1306

_CTRL_CMD_STREAM = const(0x00)
_SET_LOWER_COLUMN = const(0x00)  # | column & 0x0F (command 1)
_SET_HIGHER_COLUMN = const(0x10)  # | column >> 4 (command 2)
_SET_PAGE_ADDRESS = const(0xB0)  # | page 0..7 (command 12)
_COLUMN_OFFSET = const(2)  # RAM column of the panel's first column

# The init sequence, one transaction, in the SSD1306's order (the mux byte
# 3, COM pads byte 10, contrast byte 12 and the display-on last, as the
# SSD1306 driver patches and trims them); every value the SH1106's own, its
# reset values where the module needs nothing else, written out so a warm
# restart after other firmware starts from the same state.
_INIT_SH1106 = const(
    b"\x00"  # control byte: commands follow
    b"\xae"  # 11. display off
    b"\xa8\x3f"  # 9. multiplex ratio: 64
    b"\xd3\x00"  # 14. display offset 0
    b"\x40"  # 4. display start line 0
    b"\xa1"  # 6. segment re-map: column 131 -> SEG0
    b"\xc8"  # 13. common output scan COM[N-1] -> COM0
    b"\xda\x12"  # 17. common pads: alternative (reset value)
    b"\x81\x80"  # 5. contrast 128 (reset value)
    b"\xa4"  # 7. entire display off: output follows RAM
    b"\xa6"  # 8. normal display
    b"\xd5\x50"  # 15. clock divide / oscillator (reset value)
    b"\xd9\x22"  # 16. dis-charge / pre-charge period (reset value)
    b"\xdb\x35"  # 18. VCOM deselect level (reset value)
    b"\xad\x8b"  # 10. DC-DC on (reset value)
    b"\x32"  # 3. pump voltage 8.0 V (reset value)
    b"\xaf"  # 11. display on
)


class SH1106(SSD1306):
    """SH1106 on an I2C bus; the SSD1306's interface (``init``, ``show``,
    ``contrast``, ``power``, ``invert``, ``buf``, ``tx_bytes``), page
    addressing and the 2-column offset (module docstring). ``width`` is at
    most 128 columns (the panel's, centred in the 132 of the RAM)."""

    kind = "sh1106"
    _init = _INIT_SH1106

    def __init__(self, i2c, addr=0x3C, width=128, height=64, buf=None):
        SSD1306.__init__(self, i2c, addr, width, height, buf)
        # B0h|page, lower column, higher column: one command transaction
        self._win = bytearray((_CTRL_CMD_STREAM, _SET_PAGE_ADDRESS, 0, 0))

    def _window(self, x0, x1, p0, p1):
        # Page p0 from column x0 (the data that follows says where it ends;
        # x1 and p1 are the SSD1306's window ends, unused here).
        c = x0 + _COLUMN_OFFSET
        w = self._win
        w[1] = _SET_PAGE_ADDRESS | p0
        w[2] = _SET_LOWER_COLUMN | (c & 0x0F)
        w[3] = _SET_HIGHER_COLUMN | (c >> 4)
        self._write_cmd(w)

    def _send_full(self):
        # No window spans pages: the whole frame is eight page writes.
        self._synced = False
        w = self.width
        for p in range(self.pages):
            self._window(0, w - 1, p, p)
            self._write_data(self._mv[p * w : (p + 1) * w])
        self._shadow[:] = self.buf
        self._synced = True
