"""Draw a view (list of items, see ``companion.ui.view``) onto a 128x64
``framebuf.FrameBuffer``. Only this module touches the frame buffer, so the
screens stay pure and testable on CPython.

Big digits are our 5x7 glyphs scaled by whole pixels; dice are drawn with
pips. The 8x8 text is the firmware's font, with our letters for Spanish and
German over it (``text``, ``companion.ui.letters``). Drawing allocates little: a text's bytes (to
tell ASCII, which the firmware's font draws alone), and the loop variables.
"""

from companion import const

try:
    import framebuf
except ImportError:  # CPython: the views are drawn on fakes, with fill_rect
    framebuf = None

# 5x7 glyphs, five column bytes each, bit 0 at the top: digits, capitals (a
# small letter draws as its capital), the signs a question or a count needs,
# and the capitals, ß and the marks Spanish and German add (by Latin-1 code).
_BIG_CHARS = const(
    b"0123456789PWINS!-+=? ABCDEFGHJKLMOQRTUVXYZ:/.<>()'"
    b"\xc1\xc9\xcd\xd3\xda\xd1\xc4\xd6\xdc\xdf\xbf\xa1"  # ÁÉÍÓÚÑÄÖÜß¿¡: tools/glyphs.py
)
_BIG = const(
    b"\x3e\x41\x41\x41\x3e"  # 0
    b"\x00\x42\x7f\x40\x00"  # 1
    b"\x62\x51\x49\x49\x46"  # 2
    b"\x22\x41\x49\x49\x36"  # 3
    b"\x18\x14\x12\x7f\x10"  # 4
    b"\x27\x45\x45\x45\x39"  # 5
    b"\x3c\x4a\x49\x49\x30"  # 6
    b"\x01\x71\x09\x05\x03"  # 7
    b"\x36\x49\x49\x49\x36"  # 8
    b"\x06\x49\x49\x29\x1e"  # 9
    b"\x7f\x09\x09\x09\x06"  # P
    b"\x7f\x20\x18\x20\x7f"  # W
    b"\x00\x41\x7f\x41\x00"  # I
    b"\x7f\x04\x08\x10\x7f"  # N
    b"\x46\x49\x49\x49\x31"  # S
    b"\x00\x00\x5f\x00\x00"  # !
    b"\x08\x08\x08\x08\x08"  # -
    b"\x08\x08\x3e\x08\x08"  # +
    b"\x14\x14\x14\x14\x14"  # =
    b"\x02\x01\x51\x09\x06"  # ?
    b"\x00\x00\x00\x00\x00"  # space
    b"\x7e\x09\x09\x09\x7e"  # A
    b"\x7f\x49\x49\x49\x36"  # B
    b"\x3e\x41\x41\x41\x22"  # C
    b"\x7f\x41\x41\x41\x3e"  # D
    b"\x7f\x49\x49\x49\x41"  # E
    b"\x7f\x09\x09\x09\x01"  # F
    b"\x3e\x41\x49\x49\x7a"  # G
    b"\x7f\x08\x08\x08\x7f"  # H
    b"\x20\x40\x41\x3f\x01"  # J
    b"\x7f\x08\x14\x22\x41"  # K
    b"\x7f\x40\x40\x40\x40"  # L
    b"\x7f\x02\x0c\x02\x7f"  # M
    b"\x3e\x41\x41\x41\x3e"  # O
    b"\x3e\x41\x51\x21\x5e"  # Q
    b"\x7f\x09\x19\x29\x46"  # R
    b"\x01\x01\x7f\x01\x01"  # T
    b"\x3f\x40\x40\x40\x3f"  # U
    b"\x1f\x20\x40\x20\x1f"  # V
    b"\x63\x14\x08\x14\x63"  # X
    b"\x03\x04\x78\x04\x03"  # Y
    b"\x61\x51\x49\x45\x43"  # Z
    b"\x00\x36\x36\x00\x00"  # :
    b"\x00\x60\x1c\x03\x00"  # /
    b"\x00\x60\x60\x00\x00"  # .
    b"\x08\x14\x22\x41\x00"  # <
    b"\x00\x41\x22\x14\x08"  # >
    b"\x00\x00\x3e\x41\x00"  # (
    b"\x00\x41\x3e\x00\x00"  # )
    b"\x00\x00\x03\x00\x00"  # '
    b"\x78\x14\x14\x15\x79"  # Á
    b"\x7c\x54\x54\x55\x45"  # É
    b"\x00\x44\x7c\x45\x01"  # Í
    b"\x38\x44\x44\x45\x39"  # Ó
    b"\x3c\x40\x40\x41\x3d"  # Ú
    b"\x7e\x09\x13\x22\x7d"  # Ñ
    b"\x78\x15\x14\x15\x78"  # Ä
    b"\x38\x45\x44\x45\x38"  # Ö
    b"\x3c\x41\x40\x41\x3c"  # Ü
    b"\x7e\x01\x45\x4a\x30"  # ß
    b"\x30\x48\x45\x40\x20"  # ¿
    b"\x00\x00\x7d\x00\x00"  # ¡
)

# Pip centres on a 3x3 grid (column, row) for faces 1..6.
_PIPS = const(
    (
        (),
        ((1, 1),),
        ((0, 0), (2, 2)),
        ((0, 0), (1, 1), (2, 2)),
        ((0, 0), (2, 0), (0, 2), (2, 2)),
        ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
        ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
    )
)


# A big text's ``scale``: 1..4 scales both ways; ``view.TALL`` (0x21) is the
# glyphs one pixel wide and two tall (5x14: counts that must fit a narrow
# cell at the height of scale 2): the horizontal scale is ``scale & 15``,
# the vertical ``scale >> 4``, or ``scale`` when that is 0.


def scale_y(scale):
    """The vertical scale of a big text's ``scale`` (see above)."""
    return scale >> 4 or scale


def codes(text):
    """``text`` as one byte per character: its Latin-1 code (ASCII as it
    is; a character beyond Latin-1 as 127, which no font has: the unknown
    glyph). ``text.encode()`` itself when it is all ASCII."""
    b = text.encode()
    n = len(b)
    if n == len(text):
        return b
    out = bytearray()
    i = 0
    while i < n:
        c = b[i]
        if c < 0x80:
            i += 1
        elif c < 0xE0:  # two bytes: U+0080..U+07FF
            c = (c & 0x1F) << 6 | (b[i + 1] & 0x3F)
            i += 2
        else:  # three or four bytes: beyond Latin-1
            i += 3 if c < 0xF0 else 4
            c = 127
        out.append(c if 0 < c < 0x100 else 127)
    return out


def _upper(code):
    # a small letter's capital (ASCII and Latin-1; ß has none: itself)
    if 97 <= code <= 122 or (0xE0 <= code <= 0xFE and code != 0xF7):
        return code - 32
    return code


_RUNS = {}  # character code -> its width in columns, then its runs (see _runs): made on first use


def _runs(code):
    """The glyph of character ``code`` (``?`` for one there is none of, a
    small letter's capital): its width in columns, then the runs of lit
    pixels down each column as (column, row, length) triples, one
    ``fill_rect`` each. Digits and letters are 5 columns wide (counts line
    up); the signs after them only as wide as their lit columns, so "4/5"
    fits a 4-player cell at scale 2."""
    code = _upper(code)  # a small letter is its capital: one entry for both
    r = _RUNS.get(code)
    if r is None:
        i = _BIG_CHARS.find(bytes((code,)))
        if i < 0:
            i = _BIG_CHARS.find(b"?")
        first, last = 0, 4
        if _BIG_CHARS[i] in b":/.<>()'!\xa1":
            while not _BIG[i * 5 + first]:
                first += 1
            while not _BIG[i * 5 + last]:
                last -= 1
        out = bytearray((last - first + 1,))
        for col in range(first, last + 1):
            bits = _BIG[i * 5 + col]
            row = 0
            while bits:
                if bits & 1:
                    n = 1
                    while bits & (2 << (n - 1)):
                        n += 1
                    out += bytes((col - first, row, n))
                    bits >>= n
                    row += n
                else:
                    bits >>= 1
                    row += 1
        r = _RUNS[code] = bytes(out)
    return r


_GLYPHS = {}  # (code, scale, colour) as one int -> (its glyph drawn in a FrameBuffer, width)
_GLYPHS_MAX = const(24)  # then a cache starts again (about 2 KB each at most on the Pico)


def _glyph(code, scale, c):
    """Character ``code``'s glyph at ``scale`` in a small FrameBuffer of
    its own, lit in colour ``c`` on the other colour (``blit`` with that
    as the key draws only the glyph), made on first use."""
    code = _upper(code)
    key = code | scale << 8 | c << 14
    g = _GLYPHS.get(key)
    if g is None:
        r = _runs(code)
        sx = scale & 15
        sy = scale >> 4 or scale
        w = r[0] * sx
        h = 7 * sy
        f = framebuf.FrameBuffer(bytearray(w * ((h + 7) >> 3)), w, h, framebuf.MONO_VLSB)  # type: ignore[union-attr]
        if not c:
            f.fill(1)
        for k in range(1, len(r), 3):
            f.fill_rect(r[k] * sx, r[k + 1] * sy, sx, r[k + 2] * sy, c)
        if len(_GLYPHS) >= _GLYPHS_MAX:
            _GLYPHS.clear()
        g = _GLYPHS[key] = (f, (r[0] + 1) * sx)
    return g


_PAGES = {}  # text -> [its pages for scale * 2 + colour, ...], see pages
_RECENT = []  # the texts _PAGES holds, the one drawn longest ago first
# A frame copies the pages of two texts at most (a name and a count): the
# last few are kept, and a count left long ago is made again (a few ms; with
# six, Hamsterdam's slowest roll took 20.8 ms on the Pico against its 20).
_PAGES_MAX = const(8)


def big_width(text, scale):
    """Width in pixels of ``text`` drawn by ``big_text``. A frame asks it
    of every cell's count and of the sum, then draws them (``pages``): it
    is kept with the text's pages, in the same entry of ``_PAGES``, made
    here when the text has none yet. Worked out, the glyphs' runs are
    looked up here (``_runs`` called only for one not made yet: a game's
    module asks for its glyphs while it loads, ``hamsterdam_ui._warm``, so
    that a press never makes them, 0.9 ms a character)."""
    per = _PAGES.get(text)  # type: list | None
    if per is None:
        if len(_RECENT) >= _PAGES_MAX:
            _PAGES.pop(_RECENT.pop(0), None)
        per = _PAGES[text] = [None] * 13  # see pages
        _RECENT.append(text)
    w = per[12]
    if w is None:
        w = 0
        for code in codes(text):
            r = _RUNS.get(code) if code else None  # (0 keys the frame's views; a
            # small letter's runs are its capital's: _runs)
            w += (_runs(code) if r is None else r)[0] + 1
        per[12] = w
    return (w - 1) * (scale & 15) if w else 0


def forget():
    """Drop the pages ``pages`` keeps (tests: drawn afresh)."""
    _PAGES.clear()
    _RECENT.clear()


def pages(text, scale, c):
    """``text`` drawn at ``scale`` in colour ``c`` on the other colour, as
    the bytes of the whole pages it covers (MONO_VLSB: one ``bytes`` per
    page, ``big_width`` long): made once per text (a count, a name) and
    kept while it is among the last ``_PAGES_MAX`` drawn, and a frame
    copies them (``big_cells``). Dark glyphs (``c`` 0) lie on a lit
    background that ends one row under them (the bottom edge of the box
    they are drawn on: a player cell), dark below to the page's end. A
    screen may call it ahead (a game's first frame made while its module
    loads, ``hamsterdam_ui._warm``)."""
    per = _PAGES.get(text)  # by text, then scale and colour: no key to make a frame
    if per is None:
        if len(_RECENT) >= _PAGES_MAX:
            _PAGES.pop(_RECENT.pop(0), None)
        per = _PAGES[text] = [None] * 13  # scales 1..4 and TALL, in two colours; width
        _RECENT.append(text)
    elif _RECENT[-1] != text:  # drawn again: the last to go
        _RECENT.remove(text)
        _RECENT.append(text)
    i = (scale if scale < 5 else 5) * 2 + c
    g = per[i]
    h = 7 * (scale >> 4 or scale)
    if g is None and per[i ^ 1] is not None:
        # the other colour's pages made already (a cell selected, then not):
        # the same bytes with the background's rows, 0..h, flipped
        # (one integer a row: a byte at a time cost a Pico about 1 ms a text)
        g = []
        for k, row in enumerate(per[i ^ 1]):
            m = 0xFF if h >= 8 * k + 7 else (2 << (h - 8 * k)) - 1
            n = len(row)
            flip = int.from_bytes(row, "big") ^ int.from_bytes(bytes((m,)) * n, "big")
            g.append(flip.to_bytes(n, "big"))
        per[i] = g
    if g is None:
        w = big_width(text, scale)
        n = (h + 7) >> 3
        b = bytearray(w * n)
        f = framebuf.FrameBuffer(b, w, 8 * n, framebuf.MONO_VLSB)  # type: ignore[union-attr]
        if not c:  # lit under dark glyphs, and one row under them: the box's edge
            f.fill_rect(0, 0, w, h + 1, 1)
        big_text(f, 0, 0, text, scale, c, False)  # by runs: no glyphs cached for it
        g = [bytes(b[k * w : (k + 1) * w]) for k in range(n)]
        per[i] = g  # type: ignore[call-overload]
    return g


def big_cells(fb, x, y, text, scale, c):
    """``text`` at ``scale`` with its top row on a page (``y`` a multiple
    of 8), over an even background: its pages (``pages``) copied into the
    frame's as bytes (the rows under the glyphs to the page's end are dark;
    dark glyphs' lit background, their box, ends one row under them). About
    0.1 ms a text on the Pico against 0.25
    ms a glyph blitted. False when it cannot (no page views, not on a page,
    off the glass): the caller draws it the usual way."""
    f = _RUNS.get(0)
    if framebuf is None or f is None or f[0] is not fb or y & 7 or x < 0:
        return False
    rows = pages(text, scale, c)
    w = len(rows[0]) if rows else 0
    p = y >> 3
    if x + w > 128 or p + len(rows) > 8:
        return False
    for row in rows:
        f[1][p][x : x + w] = row
        p += 1
    return True


def big_text(fb, x, y, text, scale, c=1, blit=True):
    """Draw ``text`` (characters of _BIG_CHARS) with 5x7 glyphs scaled by
    ``scale`` (a glyph is 5s x 7s pixels, 1s apart; the signs narrower;
    TALL: 5 x 14, 1 apart). A
    character outside _BIG_CHARS draws as ``?``. On a real frame buffer
    each glyph is one ``blit`` of its cached copy (``_glyph``: a 10x14
    digit is 1 call, not its 8 runs of ``fill_rect``, 0.3 ms less on the
    Pico); on others one ``fill_rect`` per run of lit pixels."""
    if blit and framebuf is not None and isinstance(fb, framebuf.FrameBuffer):
        for code in codes(text):  # bytes: no new string per character
            g = _glyph(code, scale, c)
            fb.blit(g[0], x, y, 1 - c)
            x += g[1]
        return
    sx = scale & 15
    sy = scale >> 4 or scale
    for code in codes(text):
        r = _runs(code)
        for k in range(1, len(r), 3):
            fb.fill_rect(x + r[k] * sx, y + r[k + 1] * sy, sx, r[k + 2] * sy, c)
        x += (r[0] + 1) * sx


latin = False  # texts may hold letters beyond ASCII (companion.lang.use: Spanish, German)


def text(fb, s, x, y, c):
    """``s`` in the 8x8 text at (x, y) in colour ``c``: ``framebuf.text``
    for ASCII; a text with other letters through ``companion.ui.letters``
    (loaded on the first such text: an English session never does). While
    ``latin`` is False (English) no text is looked at: the check costs a
    frame about 0.5 ms on the Pico, and a press at 8 a second felt it."""
    if not latin or len(s.encode()) == len(s):
        fb.text(s, x, y, c)  # all ASCII: the firmware's font alone
        return
    from companion.ui.letters import wide

    wide(fb, s, x, y, c)


def die(fb, x, y, face, size=24):
    """A die ``size`` pixels square at (x, y) showing ``face`` (1..6)."""
    fb.fill_rect(x, y, size, size, 1)
    fb.fill_rect(x + 2, y + 2, size - 4, size - 4, 0)
    step = (size - 4) // 4
    pip = max(2, (size + 4) // 8)
    half = pip // 2
    for cx, cy in _PIPS[face] if 1 <= face <= 6 else ():
        px = x + 2 + step * (cx + 1) - half
        py = y + 2 + step * (cy + 1) - half
        fb.fill_rect(px, py, pip, pip, 1)


def clear(fb):
    """Make ``fb`` all dark: eight copies of 128 zeros into its buffer
    (``fill(0)`` sets 8192 pixels one by one: 0.8 ms on the Pico; the
    copies about 0.1 ms). The buffer's views are kept in ``_RUNS[0]``
    (character 0 is never drawn)."""
    f = _RUNS.get(0)
    if f is None or f[0] is not fb:
        try:
            mv = memoryview(fb)  # type: ignore[arg-type]  # framebuf's buffer protocol
        except TypeError:  # a framebuf without it (host fakes)
            fb.fill(0)
            return
        f = _RUNS[0] = (fb, [mv[i : i + 128] for i in range(0, len(mv), 128)], bytes(128))
    zero = f[2]
    for page in f[1]:
        page[:] = zero


def draw(fb, items):
    """Clear ``fb`` and draw the view ``items`` (see companion.ui.view)."""
    clear(fb)
    over(fb, items)


def over(fb, items):
    """Draw ``items`` over what ``fb`` holds (a press edge's look:
    ``Device.dirty``)."""
    for it in items:
        kind = it[0]
        if kind == "t":  # ("t", x, y, text, colour)
            if latin:
                text(fb, it[3], it[1], it[2], it[4])
            else:  # English: straight to the firmware's font (a call less a text)
                fb.text(it[3], it[1], it[2], it[4])
        elif kind == "big":  # ("big", x, y, text, scale[, colour[, even background]])
            c = it[5] if len(it) > 5 else 1
            if len(it) < 7 or not big_cells(fb, it[1], it[2], it[3], it[4], c):
                big_text(fb, it[1], it[2], it[3], it[4], c)
        elif kind == "die":  # ("die", x, y, face[, size])
            die(fb, it[1], it[2], it[3], it[4] if len(it) > 4 else 24)
        elif kind == "box":  # ("box", x, y, w, h, colour) filled
            fb.fill_rect(it[1], it[2], it[3], it[4], it[5])
        elif kind == "frame":  # ("frame", x, y, w, h[, colour]): colour 1 if left out
            fb.rect(it[1], it[2], it[3], it[4], it[5] if len(it) > 5 else 1)
        elif kind == "hline":  # ("hline", x, y, w)
            fb.hline(it[1], it[2], it[3], 1)
