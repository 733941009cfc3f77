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

from companion._const import const

_COLS = const(16)  # 8x8 characters per line
HINT_Y = 56


def fit(s, n=_COLS):
    """``s`` cut to ``n`` characters. A string that fits is returned as it
    is: every new string costs a search of the interned names on
    MicroPython (about 60 us on the Pico), so views never slice needlessly."""
    return s if len(s) <= n else s[:n]


def text(x, y, s, c=1):
    return ("t", x, y, fit(s), c)


def centre(y, s, c=1):
    s = fit(s)
    return ("t", (128 - 8 * len(s)) // 2, y, s, c)


def big(y, s, scale=2):
    """``s`` in the big glyphs, centred (cut to the glass: 10 characters a
    line at scale 2, 7 at 3): what a player reads from their seat."""
    from companion.ui.render import big_width

    s = fit(s, 128 // (6 * scale))
    return ("big", (128 - big_width(s, scale)) // 2, y, s, scale)


def title(s):
    """Inverted title bar on the top line."""
    return [("box", 0, 0, 128, 9, 1), ("t", 1, 1, fit(s), 0)]


def hint(s):
    """The button hint on the bottom line (which button does what)."""
    return [("hline", 0, HINT_Y - 2, 128), ("t", 0, HINT_Y, fit(s), 1)]


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


def strip(y, labels, values, cursor, big=False):
    """Player cells across the screen: a label over a value; the cursor's
    cell inverted. ``labels``/``values`` are lists of up to 4 strings.
    ``big``: the values in the big glyphs (scale 2, scale 1 where a value
    is too wide for its cell), cells 27 px tall instead of 17; ``y + 11``
    must then be a multiple of 8 (the values copied a page at a time)."""
    from companion.ui.render import big_width

    n = len(labels)
    w = 128 // n
    items = []
    for i in range(n):
        x = i * w
        c = 1
        if i == cursor:
            items.append(("box", x, y, w - 1, 27 if big else 17, 1))
            c = 0
        lab = fit(labels[i], w // 8)
        items.append(("t", x + (w - 8 * len(lab)) // 2, y + 1, lab, c))
        if big:
            val = values[i]
            bw = big_width(val, 2)
            vx = x + (w - 1 - bw) // 2
            if bw <= w - 1:  # on a page (y + 11), its box even: copied as bytes (render.big_cells)
                items.append(("big", vx, y + 11, val, 2, c, 1))
            else:
                items.append(("big", x + (w - 1 - bw // 2) // 2, y + 13, val, 1, c))
        else:
            val = fit(values[i], w // 8)
            items.append(("t", x + (w - 8 * len(val)) // 2, y + 9, val, c))
    return items


def crash(exc, restarting):
    """The last screen after an uncaught error: its type and message, and
    what happens next (a restart, or the REPL in development mode)."""
    items = title("Error")
    msg = "%s: %s" % (type(exc).__name__, exc)
    for i in range(4):
        part = msg[i * _COLS : (i + 1) * _COLS]
        if part:
            items.append(text(0, 12 + 10 * i, part))
    items += hint("restarting..." if restarting else "dev: see REPL")
    return items
