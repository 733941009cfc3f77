"""The repository's one PNG writer: a 128x64 OLED frame as the PNG that
looks like the glass (white on black, a BORDER of grey round it, each OLED
pixel SCALE x SCALE, lit pixels as bright as the contrast). Runs on both
runtimes: the simulator's ``p`` key writes a PNG at once on the unix port
(no Pillow there), and ``run.py`` turns the script mode's PBM screens into
PNGs with it on CPython, so the two are the same image.

2-bit palette pixels, so one OLED pixel is one byte of a scanline (4
pixels). The unix port's deflate only decompresses: there, stored
(uncompressed) blocks, one for the SCALE scanlines of an OLED row, from
preallocated buffers (the simulator's heap is the Pico's); CPython's zlib
compresses the same scanlines.

    write_png(path, shown, level, lit)   shown: the frame, SSD1306 pages
    frame_of_pbm(data) -> (shown, level) a PBM (sim_board.SimDisplay.pbm)
"""

SCALE = 4  # PNG pixels per OLED pixel
BORDER = 4  # OLED pixels of grey round the glass
_PNG_W = 128 + 2 * BORDER  # in OLED pixels
_PNG_H = 64 + 2 * BORDER
_LINE = 1 + _PNG_W  # a scanline: the filter byte (0: none), then the pixels
_PNG_ROW = bytearray(5 + SCALE * _LINE)  # a stored block: SCALE scanlines
_PNG_HEAD = bytearray(8)  # a chunk's length and type


def _chunk(f, kind, data, crc32):
    head = _PNG_HEAD
    head[0:4] = len(data).to_bytes(4, "big")
    head[4:8] = kind
    f.write(head)
    f.write(data)
    f.write((crc32(data, crc32(kind)) & 0xFFFFFFFF).to_bytes(4, "big"))


def _rows(shown, lit_on):
    # The image's scanlines, SCALE per OLED row, one stored block each
    # (LEN, NLEN, then the scanlines): the same preallocated row every time.
    row = _PNG_ROW
    size = SCALE * _LINE
    row[1:5] = bytes((size & 255, size >> 8, ~size & 255, ~size >> 8 & 255))  # LEN, NLEN
    row[5] = 0  # the scanline's filter: none
    for y in range(_PNG_H):
        row[0] = 1 if y == _PNG_H - 1 else 0  # the last block
        oy = y - BORDER
        page = (oy >> 3) * 128
        bit = 1 << (oy & 7)
        for x in range(_PNG_W):
            ox = x - BORDER
            if not (0 <= ox < 128 and 0 <= oy < 64):
                v = 0x55  # the border: palette 1, four pixels
            elif lit_on and shown[page + ox] & bit:
                v = 0xAA  # lit: palette 2
            else:
                v = 0
            row[6 + x] = v
        for k in range(1, SCALE):
            row[5 + k * _LINE : 5 + (k + 1) * _LINE] = row[5 : 5 + _LINE]
        yield row


def write_png(path, shown, level=127, on=True):
    """The frame ``shown`` (1024 bytes, SSD1306 pages: byte x + 128 * page,
    bit y & 7) as the PNG ``path``: lit pixels as bright as the contrast
    ``level`` (0..255; 127, the reset value, and up: white), none while the
    panel is off (``on`` False). On CPython the pixels are compressed (zlib:
    the pictures in docs/screens stay small); the unix port, whose deflate
    only decompresses, writes them stored. Both decode to the same image."""
    from binascii import crc32

    try:
        import zlib
    except ImportError:
        zlib = None
    lit = min(255, 90 + 165 * level // 127)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        ihdr = (SCALE * _PNG_W).to_bytes(4, "big") + (SCALE * _PNG_H).to_bytes(4, "big")
        _chunk(f, b"IHDR", ihdr + b"\x02\x03\x00\x00\x00", crc32)  # 2 bits, palette
        _chunk(f, b"PLTE", bytes((0, 0, 0, 40, 40, 40, lit, lit, lit)), crc32)
        if zlib is not None:
            raw = b"".join(bytes(row[5:]) for row in _rows(shown, on))
            _chunk(f, b"IDAT", zlib.compress(raw, 9), crc32)
        else:
            _stored(f, shown, on, crc32)
        _chunk(f, b"IEND", b"", crc32)


def _stored(f, shown, on, crc32):
    # The IDAT chunk as a zlib stream of stored blocks, written as it is
    # made (no buffer of the whole image in the simulator's small heap).
    head = _PNG_HEAD
    head[0:4] = (2 + _PNG_H * len(_PNG_ROW) + 4).to_bytes(4, "big")
    head[4:8] = b"IDAT"
    f.write(head)
    crc = crc32(b"\x78\x01", crc32(b"IDAT"))
    f.write(b"\x78\x01")  # zlib: deflate, 32 KB window, no dictionary
    a, b = 1, 0  # the zlib stream's Adler-32
    for row in _rows(shown, on):
        for i in range(5, len(row)):
            a += row[i]
            b += a
        a %= 65521
        b %= 65521
        f.write(row)
        crc = crc32(row, crc)
    tail = ((b << 16) | a).to_bytes(4, "big")
    f.write(tail)
    f.write((crc32(tail, crc) & 0xFFFFFFFF).to_bytes(4, "big"))


def frame_of_pbm(data):
    """``(shown, level)`` of a 128x64 binary PBM (P4) as the simulator
    writes it: the frame in SSD1306 pages, and the contrast from its
    ``# contrast N`` comment (127 without)."""
    level = 127
    at = data.find(b"# contrast ")
    if at >= 0:
        level = int(data[at + 11 : data.index(b"\n", at)])
    # the header: P4, the comment, the size; the pixels after its second
    # line feed (third with the comment)
    start = 0
    for _ in range(3 if at >= 0 else 2):
        start = data.index(b"\n", start) + 1
    pixels = data[start : start + 1024]
    shown = bytearray(1024)
    for y in range(64):
        page = (y >> 3) * 128
        bit = 1 << (y & 7)
        for xb in range(16):
            b = pixels[y * 16 + xb]
            if b:
                for i in range(8):
                    if b & (0x80 >> i):
                        shown[page + xb * 8 + i] |= bit
    return shown, level
