"""The simulator's interactive mode on the terminal: the glass drawn with
block, quadrant or braille characters, the keys, the card being typed and
the log tail, written row by row from preallocated buffers (the heap is the
Pico's).

Interactive mode (no script): the screen is drawn in the terminal, fitted to
``--cols N`` and ``--rows N`` (run.py gives the terminal's size; default
128 x 46): with 39 rows or more, 128 columns and more show a column a pixel,
64..127 show it at half width (quadrant blocks, 2x2 pixels a character, and
a note under it); with 23..38 rows (an 80x24 terminal) it is drawn at half
size in braille dots (2x4 pixels a character: 64 columns by 16 rows, and a
note); smaller, a request for a larger terminal. The log fills the rows
left, up to 8 lines; nothing is written on the last row (a line feed there
would scroll the glass's top row away).
Keys in ``KEYS`` press the buttons (capitals hold them); ``t`` asks for a
card on the status line (``[#N] WHAT``; Enter taps it, Esc cancels), ``T``
taps the last one again; ``p`` writes DIR/shotN.png at once (N after the
highest shotN already there); q quits.
"""

import sys

KEYS = {
    "o": ("ok", "short"),
    " ": ("ok", "short"),
    "\r": ("ok", "short"),
    "O": ("ok", "long"),
    "w": ("up", "short"),
    "W": ("up", "long"),
    "s": ("down", "short"),
    "S": ("down", "long"),
    "b": ("back", "short"),
    "B": ("back", "long"),
}
# The keys, each line's first 64 columns what counts (a narrow terminal cuts
# the rest)
KEYMAP_LINES = (
    b"keys: o/space/enter = ok  w = up  s = down  b = back  q = quit",
    b"      capitals (O W S B) = hold  p = screenshot  T = tap again",
    b"      t = tap a card: [#N] WHAT"
    b"  (bg1 som hat 3 5 | blank | url URL | classic | ntag215 WHAT ...)",
)


# A character cell's pixels -> its glyph. Half blocks: bit 0 the upper pixel,
# bit 1 the lower (128 columns). Quadrants (2x2 pixels, 64 columns): bit 0
# upper left, 1 lower left, 2 upper right, 3 lower right.
_BLOCKS = tuple(c.encode() for c in " \u2580\u2584\u2588")
_QUADS = tuple(
    c.encode()
    for c in " \u2598\u2596\u258c\u259d\u2580\u259e\u259b"
    "\u2597\u259a\u2584\u2599\u2590\u259c\u259f\u2588"
)
_ROW = bytearray(128 * 3 + 8)  # one terminal row, allocated once
FULL_COLS = 128  # this wide: a column per pixel, half blocks
HALF_COLS = 64  # this wide: at half width, 2x2 pixels a character
HALF_NOTE = b"half width: the terminal is under 128 columns"
SMALL_NOTE = b"half size: a terminal of 39 rows shows it larger"
# Rows: the glass (32 rows of half blocks or quadrants; 16 of braille), then
# the note, the 3 key lines and the status line (_UNDER), then 1..8 log
# lines, and the terminal's last row left empty (a line feed there scrolls).
TALL_ROWS = 32 + 5 + 1 + 1  # 39: a row a 2 pixels, one log line
SMALL_ROWS = 16 + 5 + 1 + 1  # 23: braille, 2x4 pixels a character (80x24 fits)
FULL_ROWS = 32 + 5 + 8 + 1  # 46: everything, 8 log lines
_UNDER = 5
_NARROW = [0, 0, []]  # (columns, rows, the lines asking for a larger terminal)


def layout(cols, rows):
    """How the glass is drawn in a ``cols`` x ``rows`` terminal: "full" (a
    column a pixel, half blocks), "half" (half width, quadrants), "small"
    (half size, braille) or None (too small: ``narrow_lines``)."""
    if rows >= TALL_ROWS and cols >= HALF_COLS:
        return "full" if cols >= FULL_COLS else "half"
    if rows >= SMALL_ROWS and cols >= HALF_COLS:
        return "small"
    return None


class Prompt:
    """The status line while a card is typed after ``t``: the characters in
    one preallocated buffer (drawing it allocates nothing)."""

    LABEL = b"tap card (Enter: tap, Esc: cancel)> "

    def __init__(self, size=90):  # the label and the text fit 128 columns
        self.buf = bytearray(size)
        self.n = 0
        self.active = False
        self.last = None  # the last card tapped: (copy, spec)

    def start(self):
        self.n = 0
        self.active = True

    def key(self, ch):
        """Take a typed character; True if it changed the line."""
        if ch in ("\x7f", "\x08"):
            if self.n:
                self.n -= 1
                return True
            return False
        if len(ch) == 1 and " " <= ch <= "~" and self.n < len(self.buf):
            self.buf[self.n] = ord(ch)
            self.n += 1
            return True
        return False

    def text(self):
        self.active = False
        return str(self.buf[: self.n], "ascii")


PROMPT = Prompt()


def narrow_lines(cols, rows=FULL_ROWS):
    """What a terminal too small for the glass shows instead (made once)."""
    if _NARROW[0] != cols or _NARROW[1] != rows:
        text = (
            "terminal too small: %dx%d.\nThe screen needs 64 columns\nby 23 rows (half size), "
            "39\nrows (half width) or 128x39:\nresize it and restart (q quits)." % (cols, rows)
        )
        _NARROW[:] = [cols, rows, [line.encode() for line in text.split("\n")]]
    return _NARROW[2]


def _line(out, text, cols):
    out.write(memoryview(text)[:cols] if isinstance(text, bytes) else text[:cols].encode())
    out.write(b"\x1b[K\r\n")


def draw_dots(out, buf):
    """The glass at half size: 64 columns by 16 rows of braille patterns
    (U+2800 + the dots: 2x4 pixels a character, dots 1-2-3-7 down the left
    column, 4-5-6-8 down the right), made byte by byte into ``_ROW``."""
    row = _ROW
    for r in range(16):
        base = (r >> 1) * 128
        shift = (r & 1) * 4
        n = 0
        for c in range(64):
            left = buf[base + 2 * c] >> shift & 15
            right = buf[base + 2 * c + 1] >> shift & 15
            b = (left & 7) | (right & 7) << 3 | (left & 8) << 3 | (right & 8) << 4
            row[n] = 0xE2  # U+2800 + b in UTF-8
            row[n + 1] = 0xA0 | b >> 6
            row[n + 2] = 0x80 | (b & 0x3F)
            n += 3
        out.write(memoryview(row)[:n])
        out.write(b"\x1b[K\r\n")


def draw_glass(out, buf, cols):
    """The glass in ``cols`` columns by 32 rows: half blocks at FULL_COLS,
    quadrants at HALF_COLS."""
    row = memoryview(_ROW)
    half = cols < FULL_COLS
    for r in range(32):
        base = (r >> 2) * 128
        shift = (r & 3) * 2
        n = 0
        for x in range(cols):
            if half:
                at = base + 2 * x
                glyph = _QUADS[(buf[at] >> shift & 3) | (buf[at + 1] >> shift & 3) << 2]
            else:
                glyph = _BLOCKS[buf[base + x] >> shift & 3]
            k = len(glyph)
            row[n : n + k] = glyph
            n += k
        out.write(row[:n])
        out.write(b"\x1b[K\r\n")


def draw_terminal(display, log_lines, cols=FULL_COLS, out=None, rows=FULL_ROWS):
    """The glass fitted to a ``cols`` x ``rows`` terminal (``layout``): 128
    columns by 32 rows of half blocks; 64..127 columns: at half width, 64
    columns of quadrants, and a note under it; 23..38 rows: at half size,
    64 columns by 16 rows of braille, and a note; smaller: a request for a
    larger terminal. Then the keys, the status line (the card being typed)
    and as much of the log tail as the rows leave (up to 8 lines), each
    cut to ``cols``, the last row left empty. Written row by row from
    preallocated buffers (the heap is the Pico's) to ``out`` (default:
    stdout)."""
    if out is None:
        out = sys.stdout.buffer  # type: ignore[attr-defined]
    out.write(b"\x1b[H")
    how = layout(cols, rows)
    if how == "small":
        draw_dots(out, display.shown)
        _line(out, SMALL_NOTE, cols)
        used = 16 + 1
    elif how is not None:
        draw_glass(out, display.shown, FULL_COLS if how == "full" else HALF_COLS)
        _line(out, HALF_NOTE if how == "half" else b"", cols)
        used = 32 + 1
    else:
        ask = narrow_lines(cols, rows)
        for line in ask:
            _line(out, line, cols)
        used = len(ask)
    for line in KEYMAP_LINES:
        _line(out, line, cols)
    if PROMPT.active:
        label = PROMPT.LABEL if cols >= 2 * len(PROMPT.LABEL) else b"card> "
        room = max(0, cols - len(label) - 1)  # the label, the text's tail, "_"
        out.write(memoryview(label)[:cols])
        out.write(memoryview(PROMPT.buf)[max(0, PROMPT.n - room) : PROMPT.n])
        if room:
            out.write(b"_")
    out.write(b"\x1b[K\r\n")
    n = min(8, rows - 1 - used - (_UNDER - 1))
    for line in log_lines[-n:] if n > 0 else ():
        _line(out, line, cols)
    out.write(b"\x1b[J")
