"""SH1106 driver (1.3" modules): bytes on the bus, byte for byte against the
Sino Wealth SH1106 datasheet (V2.3): the I2C control byte (Co, D/C), page
addressing only (Set Page Address B0h-B7h, Set Lower/Higher Column Address
00h-0Fh/10h-1Fh), 132-column RAM with the 128-column panel on columns
2..129, and the command values and reset values of "Commands" 1-18."""

from fakes import FakeI2C

from companion.drivers.oled import SH1106
from support import raises

ADDR = 0x3C

INIT = bytes(
    (
        0x00,  # control byte: Co=0, D/C=0 -> the rest are commands
        0xAE,  # 11. Display OFF
        0xA8,  # 9. Set Multiplex Ration ...
        0x3F,  # ... 64
        0xD3,  # 14. Set Display Offset ...
        0x00,  # ... 0
        0x40,  # 4. Set Display Start Line 0
        0xA1,  # 6. Segment Re-map: reverse (column 131 -> SEG0)
        0xC8,  # 13. Common Output Scan Direction: COM[N-1] -> COM0
        0xDA,  # 17. Common Pads Hardware Configuration ...
        0x12,  # ... alternative (reset value)
        0x81,  # 5. Contrast Control ...
        0x80,  # ... 128 (reset value)
        0xA4,  # 7. Entire Display OFF: output follows RAM
        0xA6,  # 8. Normal display
        0xD5,  # 15. Display Clock Divide Ratio / Oscillator Frequency ...
        0x50,  # ... reset value
        0xD9,  # 16. Dis-charge / Pre-charge Period ...
        0x22,  # ... reset value
        0xDB,  # 18. VCOM Deselect Level ...
        0x35,  # ... reset value
        0xAD,  # 10. DC-DC control mode set ...
        0x8B,  # ... ON (reset value)
        0x32,  # 3. Pump voltage 8.0 V (reset value)
        0xAF,  # 11. Display ON
    )
)


def at(page, column):
    """Set Page Address (B0h | page), then the RAM column (the panel's
    column + 2) as Set Lower (00h | low nibble) and Higher (10h | high
    nibble) Column Address: one command transaction."""
    c = column + 2
    return bytes((0x00, 0xB0 | page, c & 0x0F, 0x10 | c >> 4))


def data(payload):
    return b"\x40" + bytes(payload)  # control byte: Co=0, D/C=1 -> RAM data


def ready():
    i2c = FakeI2C()
    oled = SH1106(i2c)
    oled.init(wait_ms=0)
    oled.show()
    i2c.clear()
    return oled, i2c


def test_sh1106_init_sequence_matches_its_datasheet():
    i2c = FakeI2C()
    oled = SH1106(i2c)
    oled.init()
    assert i2c.writes == [(ADDR, INIT)]
    assert oled.kind == "sh1106" and oled.tx_bytes == 1 + 25
    # its commands (arguments left out): none of the SSD1306's that the SH1106
    # lacks, no addressing mode, column or page window (20h, 21h, 22h), no
    # charge pump (8Dh)
    commands = [INIT[i] for i in (1, 2, 4, 6, 7, 8, 9, 11, 13, 14, 15, 17, 19, 21, 23, 24)]
    assert commands == [0xAE, 0xA8, 0xD3, 0x40, 0xA1, 0xC8, 0xDA, 0x81, 0xA4, 0xA6] + [
        0xD5,
        0xD9,
        0xDB,
        0xAD,
        0x32,
        0xAF,
    ]
    assert not set(commands) & {0x20, 0x21, 0x22, 0x8D}


def test_sh1106_a_panel_left_dark_gets_eight_page_writes_lit_after_the_first():
    i2c = FakeI2C()
    oled = SH1106(i2c)
    oled.init(wait_ms=0, on=False, contrast=0x7F)
    assert i2c.writes[0][1] == INIT[:12] + b"\x7f" + INIT[13:-1]  # no AFh
    oled.buf[0] = 0x01
    oled.buf[1023] = 0x80
    sent = oled.show()
    w = [x[1] for x in i2c.writes[1:]]
    # page 0 from RAM column 2 (lower 02h, higher 10h), its 128 bytes, AFh
    assert w[:3] == [b"\x00\xb0\x02\x10", data(oled.buf[:128]), b"\x00\xaf"]
    for p in range(1, 8):
        assert w[1 + 2 * p] == bytes((0x00, 0xB0 | p, 0x02, 0x10))
        assert w[2 + 2 * p] == data(oled.buf[p * 128 : p * 128 + 128])
    assert len(w) == 17
    assert sent == 8 * ((1 + 4) + (1 + 1 + 128)) + (1 + 2)


def test_sh1106_one_pixel_is_one_page_address_and_one_byte():
    oled, i2c = ready()
    oled.buf[1 * 128 + 5] = 0x04  # (5, 10): page 1, bit 2
    assert oled.show() == (1 + 4) + (1 + 1 + 1) == 8  # the SSD1306's is 11
    assert i2c.writes == [(ADDR, b"\x00\xb1\x07\x10"), (ADDR, data([0x04]))]
    assert at(1, 5) == b"\x00\xb1\x07\x10"
    assert oled.show() == 0 and len(i2c.writes) == 2


def test_sh1106_the_last_column_is_ram_column_129():
    oled, i2c = ready()
    oled.buf[7 * 128 + 127] = 0x80  # (127, 63)
    oled.buf[3 * 128 + 14] = 0x01  # column 14: RAM column 16 = 10h, the nibbles carry
    oled.show()
    assert i2c.writes == [
        (ADDR, b"\x00\xb3\x00\x11"),  # RAM column 16: lower 0, higher 1
        (ADDR, data([0x01])),
        (ADDR, b"\x00\xb7\x01\x18"),  # RAM column 129 = 81h: lower 1, higher 8
        (ADDR, data([0x80])),
    ]
    assert at(7, 127) == b"\x00\xb7\x01\x18"


def test_sh1106_a_span_is_first_to_last_changed_column_of_its_page():
    oled, i2c = ready()
    oled.buf[2 * 128 + 40] = 0xFF
    oled.buf[2 * 128 + 43] = 0x01
    oled.show()
    assert i2c.writes == [(ADDR, at(2, 40)), (ADDR, data([0xFF, 0, 0, 0x01]))]


def test_sh1106_whole_frame_is_eight_page_writes():
    oled, i2c = ready()
    for i in range(len(oled.buf)):
        oled.buf[i] = 0x55
    assert oled.show() == 8 * (5 + 130) == 1080
    assert oled.show(full=True) == 1080  # show(full): the same eight writes
    w = [x[1] for x in i2c.writes]
    assert w[0] == at(0, 0) and w[14] == at(7, 0) and w[15] == data(b"\x55" * 128)
    assert w[16:] == w[:16]


def test_sh1106_a_failed_init_names_the_sh1106():
    e = raises(OSError, SH1106(FakeI2C(fail_first=10, errno=5)).init, 2, 0)
    assert e.args[0] == 5 and "SH1106 at 0x3C" in str(e)
