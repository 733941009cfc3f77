"""SSD1306 and SSD1309 driver: bytes on the bus, checked against the SSD1306
datasheet (Solomon Systech, Table 9-1 command table, 8.1.5.2 I2C control
byte) and the SSD1309's command table."""

from fakes import FakeBareI2C, FakeI2C

from companion.drivers.oled import SH1106, SSD1306, SSD1309, probe
from support import raises, skip

ADDR = 0x3C

# The init sequence, one I2C write after the address byte.
INIT_128X64 = bytes(
    (
        0x00,  # control byte: Co=0, D/C#=0 -> all following bytes are commands
        0xAE,  # Set Display ON/OFF: off (sleep) while configuring
        0xA8,  # Set Multiplex Ratio ...
        0x3F,  # ... 63 -> 64 mux (64 rows)
        0xD3,  # Set Display Offset ...
        0x00,  # ... 0
        0x40,  # Set Display Start Line 0 (40h | line)
        0xA1,  # Set Segment Re-map: column 127 -> SEG0
        0xC8,  # Set COM Output Scan Direction: remapped, COM[N-1] -> COM0
        0xDA,  # Set COM Pins Hardware Configuration ...
        0x12,  # ... alternative COM pin config, no left/right remap (128x64)
        0x81,  # Set Contrast Control ...
        0xCF,  # ... 207 of 255
        0xA4,  # Entire Display ON: off, output follows RAM content
        0xA6,  # Set Normal Display: RAM 1 = pixel on
        0xD5,  # Set Display Clock Divide Ratio / Oscillator Frequency ...
        0x80,  # ... reset value: divide 1, frequency 8
        0xD9,  # Set Pre-charge Period ...
        0xF1,  # ... phase 1 = 1 DCLK, phase 2 = 15 DCLK (internal charge pump)
        0xDB,  # Set VCOMH Deselect Level ...
        0x30,  # ... ~0.83 x Vcc
        0x20,  # Set Memory Addressing Mode ...
        0x00,  # ... horizontal
        0x2E,  # Deactivate Scroll
        0x8D,  # Charge Pump Setting (application note Table 2-1) ...
        0x14,  # ... enable charge pump during display on
        0xAF,  # Set Display ON/OFF: on
    )
)

FULL_FRAME_BYTES = (1 + 7) + (1 + 1 + 1024)  # window write + data write, address bytes included
ONE_PIXEL_BYTES = (1 + 7) + (1 + 1 + 1)


def window(x0, x1, p0, p1):
    # Control 00h, then Set Column Address (21h) x0..x1, Set Page Address (22h) p0..p1.
    return bytes((0x00, 0x21, x0, x1, 0x22, p0, p1))


def data(payload):
    # Control 40h: Co=0, D/C#=1 -> all following bytes go to GDDRAM.
    return b"\x40" + bytes(payload)


def ready(i2c=None, cls=SSD1306):
    """A driver after init() and a first show(), with the bus log cleared."""
    i2c = i2c or FakeI2C()
    oled = cls(i2c)
    oled.init(wait_ms=0)
    oled.show()
    i2c.clear()
    return oled, i2c


def set_pixel(oled, x, y):
    oled.buf[(y // 8) * oled.width + x] |= 1 << (y % 8)


def test_ssd1306_init_sequence_matches_datasheet():
    i2c = FakeI2C()
    oled = SSD1306(i2c)
    oled.init()
    assert i2c.writes == [(ADDR, INIT_128X64)]
    assert oled.tx_count == 1
    assert oled.tx_bytes == 1 + len(INIT_128X64)


def test_ssd1306_init_128x32_uses_32_mux_and_sequential_com():
    i2c = FakeI2C()
    SSD1306(i2c, height=32).init()
    sent = i2c.writes[0][1]
    assert sent[2:4] == b"\xa8\x1f"  # multiplex ratio 32
    assert sent[9:11] == b"\xda\x02"  # sequential COM pin configuration


def test_ssd1306_rejects_sizes_it_cannot_drive():
    raises(ValueError, SSD1306, FakeI2C(), 0x3C, 256, 64)
    raises(ValueError, SSD1306, FakeI2C(), 0x3C, 128, 60)
    raises(ValueError, SSD1306, FakeI2C(), 0x3C, 128, 128)


def test_ssd1306_buf_is_page_layout():
    oled = SSD1306(FakeI2C())
    assert len(oled.buf) == 128 * 64 // 8
    assert isinstance(oled.buf, bytearray)


def test_ssd1306_first_show_sends_all_8_pages():
    i2c = FakeI2C()
    oled = SSD1306(i2c)
    oled.init(wait_ms=0)
    i2c.clear()
    oled.buf[0] = 0x01
    oled.buf[1023] = 0x80
    sent = oled.show()
    assert len(i2c.writes) == 2
    assert i2c.writes[0] == (ADDR, window(0, 127, 0, 7))
    addr, payload = i2c.writes[1]
    assert addr == ADDR
    assert payload[0] == 0x40
    assert len(payload) - 1 == 1024  # data bytes
    assert payload[1:] == bytes(oled.buf)
    assert sent == FULL_FRAME_BYTES == 1034
    # The data went by writevto without a copy: control byte + a memoryview.
    assert i2c.part_types[-1][1] == "memoryview"


def test_ssd1306_second_show_without_change_sends_nothing():
    oled, i2c = ready()
    count, nbytes = oled.tx_count, oled.tx_bytes
    assert oled.show() == 0
    assert i2c.writes == []
    assert (oled.tx_count, oled.tx_bytes) == (count, nbytes)


def test_ssd1306_one_pixel_sends_one_byte_window():
    oled, i2c = ready()
    count = oled.tx_count
    set_pixel(oled, 5, 10)  # page 1, bit 2
    sent = oled.show()
    assert i2c.writes == [
        (ADDR, window(5, 5, 1, 1)),
        (ADDR, data([0x04])),
    ]
    assert sent == ONE_PIXEL_BYTES == 11
    assert oled.tx_count == count + 2
    assert oled.show() == 0  # and the shadow now matches


def test_ssd1306_three_column_glyph_sends_three_bytes():
    oled, i2c = ready()
    base = 3 * 128 + 60
    oled.buf[base : base + 3] = b"\x3e\x41\x3e"  # a 3x7 "0", page 3, columns 60..62
    oled.show()
    assert i2c.writes == [
        (ADDR, window(60, 62, 3, 3)),
        (ADDR, data([0x3E, 0x41, 0x3E])),
    ]


def test_ssd1306_span_covers_first_to_last_changed_column():
    oled, i2c = ready()
    oled.buf[10] = 0xFF
    oled.buf[12] = 0x01
    oled.show()
    assert i2c.writes == [(ADDR, window(10, 12, 0, 0)), (ADDR, data([0xFF, 0x00, 0x01]))]


def test_ssd1306_each_changed_page_gets_its_own_window():
    oled, i2c = ready()
    oled.buf[2 * 128 + 100] = 0x10
    oled.buf[7 * 128 + 0] = 0x20
    oled.buf[7 * 128 + 1] = 0x30
    oled.show()
    assert i2c.writes == [
        (ADDR, window(100, 100, 2, 2)),
        (ADDR, data([0x10])),
        (ADDR, window(0, 1, 7, 7)),
        (ADDR, data([0x20, 0x30])),
    ]


def test_ssd1306_erasing_is_a_change_too():
    oled, i2c = ready()
    set_pixel(oled, 127, 63)
    oled.show()
    i2c.clear()
    oled.buf[7 * 128 + 127] = 0
    oled.show()
    assert i2c.writes == [(ADDR, window(127, 127, 7, 7)), (ADDR, data([0x00]))]


def test_ssd1306_show_full_forces_everything():
    oled, i2c = ready()
    assert oled.show(full=True) == FULL_FRAME_BYTES
    assert [w[1][:1] for w in i2c.writes] == [b"\x00", b"\x40"]
    assert len(i2c.writes[1][1]) == 1 + 1024


def test_ssd1306_whole_screen_change_goes_page_by_page():
    # 8 windows of a whole page each: 80 bytes more than one 1 KB window, but
    # the top page is on the glass after 138 bytes, not 1034
    oled, i2c = ready()
    for i in range(len(oled.buf)):
        oled.buf[i] = 0x55
    assert oled.show() == 8 * ((1 + 7) + (1 + 1 + 128)) == FULL_FRAME_BYTES + 70
    assert len(i2c.writes) == 16
    assert i2c.writes[0][1] == window(0, 127, 0, 0)
    assert i2c.writes[15][1] == data(b"\x55" * 128)


def test_ssd1306_a_waiting_press_cuts_a_frame_after_a_page_and_the_rest_follows():
    # stop() is asked before each page after the first: the edge waiting
    # (True) leaves pages 1..7 for the next show, which sends only those
    oled, i2c = ready()
    for i in range(len(oled.buf)):
        oled.buf[i] = 0x55
    asked = []

    def stop():
        asked.append(1)
        return True

    page = (1 + 7) + (1 + 1 + 128)
    assert oled.show(False, stop) == page and oled.stopped
    assert asked == [1] and i2c.writes[0][1] == window(0, 127, 0, 0)
    i2c.clear()
    assert oled.show(False, lambda: False) == 7 * page and not oled.stopped
    assert [w[1] for w in i2c.writes[::2]] == [window(0, 127, p, p) for p in range(1, 8)]
    i2c.clear()
    assert oled.show() == 0  # the glass holds the whole frame now


def test_ssd1306_a_panel_left_dark_is_lit_after_its_first_page():
    i2c = FakeI2C()
    oled = SSD1306(i2c)
    oled.init(wait_ms=0, on=False, contrast=0x7F)
    assert i2c.writes[0][1] == INIT_128X64[:12] + bytes((0x7F,)) + INIT_128X64[13:-1]
    oled.buf[0] = 1
    oled.show()
    sent = [w[1] for w in i2c.writes[1:]]
    assert sent[:3] == [window(0, 127, 0, 0), data(oled.buf[:128]), bytes((0x00, 0xAF))]
    assert len(sent) == 3 + 14  # then pages 1..7
    oled.power(True)  # lit already: nothing sent
    oled.contrast(0x7F)  # the same contrast: nothing sent
    assert len(i2c.writes) == 1 + 17


def test_ssd1306_init_resends_whole_frame_on_next_show():
    oled, i2c = ready()
    oled.init(wait_ms=0)
    i2c.clear()
    assert oled.show() == FULL_FRAME_BYTES


def test_ssd1306_failed_show_is_resent_next_time():
    oled, i2c = ready()
    set_pixel(oled, 0, 0)
    i2c.fail_first = 1
    raises(OSError, oled.show)
    assert oled.show() == ONE_PIXEL_BYTES
    assert i2c.writes[-1] == (ADDR, data([0x01]))


def test_ssd1306_init_retries_after_two_eio():
    i2c = FakeI2C(fail_first=2, errno=5)
    oled = SSD1306(i2c)
    oled.init(wait_ms=0)
    assert i2c.calls == 3
    assert i2c.writes == [(ADDR, INIT_128X64)]
    assert oled.tx_count == 1  # failed attempts are not counted


def test_ssd1306_init_retries_timeout_and_nodev():
    for code in (19, 110):
        i2c = FakeI2C(fail_first=1, errno=code)
        SSD1306(i2c).init(wait_ms=0)
        assert i2c.writes == [(ADDR, INIT_128X64)]


def test_ssd1306_init_gives_up_with_clear_oserror():
    i2c = FakeI2C(fail_first=10, errno=5)
    e = raises(OSError, SSD1306(i2c).init, 3, 0)
    assert i2c.calls == 3
    assert e.args[0] == 5
    assert "0x3C" in str(e)
    assert "3 tries" in str(e)


def test_ssd1306_init_does_not_retry_other_errors():
    i2c = FakeI2C(fail_first=10, errno=22)
    e = raises(OSError, SSD1306(i2c).init, 3, 0)
    assert i2c.calls == 1
    assert e.args[0] == 22


def test_ssd1306_init_absent_device_raises():
    e = raises(OSError, SSD1306(FakeI2C(devices=()), 0x3C).init, 2, 0)
    assert e.args[0] == 5


def test_probe_prefers_3c():
    assert probe(FakeI2C(devices=(0x3D, 0x3C))) == 0x3C


def test_probe_falls_back_to_3d():
    assert probe(FakeI2C(devices=(0x3D, 0x50))) == 0x3D


def test_probe_none_when_nothing_answers():
    assert probe(FakeI2C(devices=(0x50,))) is None
    assert probe(FakeI2C(devices=())) is None


def test_probe_uses_scan_when_available():
    i2c = FakeI2C(devices=(0x3C,))
    probe(i2c)
    assert i2c.scans == 1
    assert i2c.calls == 0


def test_probe_without_scan_writes_a_nop():
    i2c = FakeBareI2C(devices=(0x3D,))
    assert probe(i2c) == 0x3D
    assert i2c.writes == [(0x3D, b"\x00\xe3")]  # control 00h, NOP (E3h)
    assert probe(FakeBareI2C(devices=())) is None


def test_ssd1306_contrast_power_invert_bytes():
    for cls in (SSD1306, SSD1309, SH1106):  # the same commands on all three
        contrast_power_invert(cls)


def contrast_power_invert(cls):
    # SSD1306 10.1.7, 10.1.12, 10.1.10; the SH1106's commands 5, 11 and 8
    i2c = FakeI2C()
    oled = cls(i2c)
    oled.contrast(0x10)
    oled.power(False)
    oled.power(True)
    oled.invert(True)
    oled.invert(False)
    assert [w[1] for w in i2c.writes] == [
        b"\x00\x81\x10",  # Set Contrast Control, 16
        b"\x00\xae",  # display off (sleep)
        b"\x00\xaf",  # display on
        b"\x00\xa7",  # inverse display
        b"\x00\xa6",  # normal display
    ]
    raises(ValueError, oled.contrast, 256)
    raises(ValueError, oled.contrast, -1)


def test_ssd1306_framebuf_text_touches_only_its_page():
    try:
        import framebuf
    except ImportError:
        skip("framebuf is MicroPython-only")
        return
    oled, i2c = ready()
    fb = framebuf.FrameBuffer(oled.buf, 128, 64, framebuf.MONO_VLSB)
    fb.text("8", 16, 8, 1)  # 8x8 font cell: page 1, columns 16..23
    oled.show()
    assert len(i2c.writes) == 2
    win = i2c.writes[0][1]
    assert win[5:7] == b"\x01\x01"
    assert 16 <= win[2] <= win[3] <= 23
    assert len(i2c.writes[1][1]) - 1 == win[3] - win[2] + 1


def test_ssd1306_draws_from_a_buffer_given_to_it():
    # A display found after boot takes over the buffer the device drew into.
    i2c = FakeI2C()
    buf = bytearray(1024)
    buf[128 + 5] = 0x81  # page 1, column 5: rows 8 and 15
    oled = SSD1306(i2c, ADDR, 128, 64, buf)
    assert oled.buf is buf
    oled.init()
    oled.show()
    assert i2c.writes[1:] == [(ADDR, window(0, 127, 0, 7)), (ADDR, data(buf))]
    assert i2c.writes[2][1][1 + 128 + 5] == 0x81
    raises(ValueError, SSD1306, i2c, ADDR, 128, 64, bytearray(512))


# The SSD1309 (2.42" modules): the same sequence, but no Charge Pump Setting
# (8Dh: the SSD1309 has no charge pump; the module's boost converter makes
# its VCC) and Set VCOMH Deselect Level 34h (A[5:2] = 1101b, ~0.78 x VCC, the
# SSD1309's reset value; its levels are 00h, 34h, 3Ch).
INIT_SSD1309 = INIT_128X64[:20] + b"\x34" + INIT_128X64[21:24] + b"\xaf"


def test_ssd1309_init_sequence_matches_its_datasheet():
    assert INIT_128X64[19:21] == b"\xdb\x30" and INIT_128X64[24:26] == b"\x8d\x14"
    i2c = FakeI2C()
    oled = SSD1309(i2c)
    oled.init()
    assert i2c.writes == [(ADDR, INIT_SSD1309)]
    assert len(INIT_SSD1309) == 25 and 0x8D not in INIT_SSD1309[1:]
    assert oled.kind == "ssd1309"


def test_ssd1309_updates_as_the_ssd1306_does():
    # horizontal addressing and 21h/22h windows are the SSD1309's as well
    oled, i2c = ready(FakeI2C(), SSD1309)
    set_pixel(oled, 5, 10)
    assert oled.show() == ONE_PIXEL_BYTES
    assert i2c.writes == [(ADDR, window(5, 5, 1, 1)), (ADDR, data([0x04]))]
    oled.init(wait_ms=0, on=False, contrast=0x10)
    assert i2c.writes[-1][1] == INIT_SSD1309[:12] + b"\x10" + INIT_SSD1309[13:-1]
