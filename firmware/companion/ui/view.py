"""Views: what a screen shows, as plain data that ``render.draw`` paints.

A view is a list of tuples (all coordinates in pixels on the 128x64 glass):
  ("t", x, y, text, colour)     8x8 text (16 characters a line)
  ("big", x, y, text, scale[, colour])  5x7 glyphs scaled: digits, capitals (small
                                letters drawn as capitals), : / . < > ( ) ' ! - + = ?
                                (scale 2: 10x14 glyphs, 10 a line, read across a table)
  ("die", x, y, face[, size])   a die, 24x24 unless ``size`` says
  ("box", x, y, w, h, colour)   filled rectangle
  ("frame", x, y, w, h)         outline
  ("hline", x, y, w)            line
Tests read views with ``texts``; nothing here needs ``framebuf``.
"""

from companion import const
from companion.ui.render import big_width  # (both load at boot: no import a call)

_COLS = const(16)  # 8x8 characters per line
HINT_Y = 56
TALL = const(0x21)  # a big text's scale: the 5x7 glyphs 1 px wide, 2 tall (render)
CELLS_Y = 30  # the big player cells' top row (``strip``): their values on page 5
CELL_H = 25  # their height: rows 30..54, the hint line's text from 56
# Entries of the "ui" table (companion.lang: lang/en_ui.py)
_U_ERROR = const(21)
_U_RESTARTING = const(22)
_U_DEV_REPL = const(23)


cut = None  # the last text ``fit`` had to cut (tests look: nothing a player reads is cut)


def fit(s, n=_COLS):
    """``s`` cut to ``n`` characters (and kept in ``cut``: a screen's texts
    are written to fit, so a cut is a mistake the tests look for). A
    string that fits is returned as it is: every new string costs a search
    of the interned names on MicroPython (about 60 us on the Pico), so
    views never slice needlessly."""
    if len(s) <= n:
        return s
    global cut
    cut = s
    return s[:n]


def text(x, y, s, c=1):
    return ("t", x, y, fit(s), c)


def centre(y, s, c=1):
    s = fit(s)
    return ("t", (128 - 8 * len(s)) // 2, y, s, c)


def big(y, s, scale=2):
    """``s`` in the big glyphs, centred (cut to the glass: 10 characters a
    line at scale 2, 7 at 3): what a player reads from their seat."""
    s = fit(s, 128 // (6 * scale))
    return ("big", (128 - big_width(s, scale)) // 2, y, s, scale)


def title(s):
    """Inverted title bar on the top line: the text one pixel in, or at
    the left edge when it takes all 16 columns (its last glyph's ink would
    pass the glass's edge)."""
    s = fit(s)
    return [("box", 0, 0, 128, 9, 1), ("t", 1 if len(s) < _COLS else 0, 1, s, 0)]


def hint(s, line=True):
    """The button hint on the bottom line (which button does what), under a
    rule (``line``; screens with player cells leave it out: the cells'
    counts reach the row above it, and a rule touching them would run into
    their glyphs)."""
    items = [("t", 0, HINT_Y, fit(s), 1)]  # type: list
    if line:
        items.insert(0, ("hline", 0, HINT_Y - 2, 128))
    return items


_BADGE = const((("ok", "o"), ("up", "^"), ("down", "v"), ("back", "x")))


def key(button):
    """The pressed look of a screen that has none of its own: a small
    framed key in the top-right corner while ``button`` is held."""
    ch = "?"
    for name, c in _BADGE:
        if name == button:
            ch = c
    return [("box", 117, 0, 11, 10, 0), ("frame", 117, 0, 11, 10, 1), ("t", 119, 1, ch, 1)]


def texts(items):
    """All text on a view, one string per item (for tests and the log)."""
    return [it[3] for it in items if it[0] in ("t", "big")]


def cell(n, i):
    """``(x, w)`` of cell ``i`` of ``n`` big player cells (``strip``): as
    wide as the glass allows, one dark column between neighbours."""
    w = (129 - n) // n
    return i * (w + 1), w


def cell_size(n, widest):
    """The big glyphs' scale for ``n`` player cells whose values can come to
    ``widest`` (``"00/00"``): 2 (10x14) where it fits a cell with 2 px
    each side, else TALL (5x14), else 1. A game works it out once."""
    w = cell(n, 0)[1] - 4
    if big_width(widest, 2) <= w:
        return 2
    return TALL if big_width(widest, TALL) <= w else 1


def strip(y, labels, values, cursor, big=False, widest=None, size=None):
    """Player cells across the screen: a label over a value; the cursor's
    cell inverted. ``labels``/``values`` are lists of up to 4 strings.

    ``big``: cells CELL_H (25) px tall, one dark column apart (``cell``),
    the label's 8x8 text on the top row and the values under it in big
    glyphs, every value in one size: ``size`` (``cell_size``), or the one
    ``cell_size`` gives for ``widest``, the widest value the cells can come
    to (so the size does not change as the counts grow), or for the widest
    of ``values``. The values start at ``y + 10``: with ``y`` CELLS_Y that
    is on a page, and they are copied as bytes (``render.big_cells``).
    Without ``big``: 17 px cells of 8x8 text."""
    n = len(labels)
    items = []
    if big:
        w = (129 - n) // n  # cell()
        if size is None:
            if widest is None:
                widest = max(values, key=len)
            size = cell_size(n, widest)
        vy = y + (10 if size != 1 else 13)
        for i in range(n):
            x = i * (w + 1)
            c = 1
            if i == cursor:
                items.append(("box", x, y, w, CELL_H, 1))
                c = 0
            lab = fit(labels[i], w // 8)
            items.append(("t", x + (w - 8 * len(lab)) // 2, y + 1, lab, c))
            val = values[i]
            items.append(("big", x + (w - big_width(val, size) + 1) // 2, vy, val, size, c, 1))
        return items
    w = 128 // n
    for i in range(n):
        x = i * w
        c = 1
        if i == cursor:
            items.append(("box", x, y, w - 1, 17, 1))
            c = 0
        lab = fit(labels[i], w // 8)
        items.append(("t", x + (w - 8 * len(lab)) // 2, y + 1, lab, c))
        val = fit(values[i], w // 8)
        items.append(("t", x + (w - 8 * len(val)) // 2, y + 9, val, c))
    return items


def crash(exc, restarting):
    """The last screen after an uncaught error: its type and message, and
    what happens next (a restart, or the REPL in development mode), in
    the active language (the message itself is Python's, English)."""
    from companion import lang

    t = lang.text
    items = title(t("ui", _U_ERROR))
    msg = "%s: %s" % (type(exc).__name__, exc)
    for i in range(4):
        part = msg[i * _COLS : (i + 1) * _COLS]
        if part:
            items.append(text(0, 12 + 10 * i, part))
    items += hint(t("ui", _U_RESTARTING if restarting else _U_DEV_REPL))
    return items
