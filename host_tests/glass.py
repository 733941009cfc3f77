"""Look at the glass as a player does: a view drawn on a real 128x64 frame
buffer, and every text on it checked to be there whole.

A view list says what a screen means to show; only the pixels say whether a
player can read it. ``check(items)`` draws the view with ``render.draw`` and,
for each text, compares the pixels where it lies with the text drawn alone
on an even background: a count cut by a neighbour's glyphs, a dark stroke at
the very edge of a lit box (black on black), a sum running into the cells
under it, a line cut off at the glass's edge all fail, with a picture of
the place in the message.

MicroPython's ``framebuf`` draws the 8x8 text, so these checks run on the
unix port; on CPython they ``skip`` by name (the same tests run there too).

Usage::

    from glass import check
    check(dev.view(), "4-player roll screen")  # AssertionError: what is not whole
"""

from support import MICROPYTHON, skip

W = 128
H = 64


def _framebuf():
    if not MICROPYTHON:
        skip("the glass needs MicroPython's framebuf (the unix port runs it)")
    import framebuf

    return framebuf


def blank(colour=0):
    """A new 128x64 MONO_VLSB frame buffer filled with ``colour``."""
    framebuf = _framebuf()
    f = framebuf.FrameBuffer(bytearray(W * H // 8), W, H, framebuf.MONO_VLSB)
    if colour:
        f.fill(1)
    return f


def frame(items):
    """The view ``items`` drawn as the device draws it (``render.draw``)."""
    from companion.ui import render

    f = blank()
    render.draw(f, items)
    return f


def colour(item):
    """The colour a text item is drawn in (1 lit, 0 dark)."""
    if item[0] == "t":
        return item[4]
    return item[5] if len(item) > 5 else 1


def extent(item):
    """``(x, y, w, h)``: where a text item's glyphs lie: 8x8 text is 8 px a
    character; big glyphs ``big_width`` wide and 7 rows times their
    vertical scale tall (``render.scale_y``). None for other items."""
    from companion.ui import render

    if item[0] == "t":
        return (item[1], item[2], 8 * len(item[3]), 8)
    if item[0] == "big":
        return (item[1], item[2], render.big_width(item[3], item[4]), 7 * render.scale_y(item[4]))
    return None


def alone(item, background):
    """``item`` drawn alone on a frame of ``background``."""
    from companion.ui import render

    f = blank(background)
    if item[0] == "t":
        render.text(f, item[3], item[1], item[2], item[4])
    else:
        render.big_text(f, item[1], item[2], item[3], item[4], colour(item))
    return f


def picture(f, x, y, w, h):
    """Rows of ``#`` (lit) and ``.`` (dark) for the area, for messages."""
    rows = []
    for yy in range(max(0, y), min(H, y + h)):
        cols = range(max(0, x), min(W, x + w))
        rows.append("".join("#" if f.pixel(xx, yy) else "." for xx in cols))
    return "\n".join(rows)


def whole(f, item, ring=1):
    """None when ``item`` (a text of the view drawn on ``f``) is on the
    glass whole: inside the glass, its extent's pixels exactly its glyphs
    on the other colour, and ``ring`` pixels around it of that colour too
    (nothing else drawn into it or touching it; inside the glass). Else
    what is wrong, with a picture of the place."""
    x, y, w, h = extent(item)
    if w == 0:
        return None
    if item[0] == "t":  # a glyph's blank last columns may pass the edge
        w = 8 * (len(item[3]) - 1) + _last_ink(item[3][-1])
    if x < 0 or y < 0 or x + w > W or y + h > H:
        return "%r runs off the glass (%d,%d %dx%d)" % (item[3], x, y, w, h)
    ref = alone(item, 1 - colour(item))
    x0, y0 = max(0, x - ring), max(0, y - ring)
    x1, y1 = min(W, x + w + ring), min(H, y + h + ring)
    if _area(f, x0, y0, x1, y1) == _area(ref, x0, y0, x1, y1):
        return None
    for yy in range(y0, y1):
        for xx in range(x0, x1):
            if f.pixel(xx, yy) != ref.pixel(xx, yy):
                return "%r not whole at (%d,%d):\nglass:\n%s\nalone:\n%s" % (
                    item[3],
                    xx,
                    yy,
                    picture(f, x0, y0, x1 - x0, y1 - y0),
                    picture(ref, x0, y0, x1 - x0, y1 - y0),
                )
    return None


def _area(f, x0, y0, x1, y1):
    """The pixels of ``f`` from (x0, y0) to (x1, y1) (exclusive) as the bytes
    of a small frame buffer (one ``blit``: the checks stay quick)."""
    framebuf = _framebuf()
    w, h = x1 - x0, y1 - y0
    b = bytearray(w * ((h + 7) >> 3))
    framebuf.FrameBuffer(b, w, h, framebuf.MONO_VLSB).blit(f, -x0, -y0)
    return b


def _last_ink(ch):
    """How many of an 8x8 character's columns reach its last lit one."""
    f = alone(("t", 0, 0, ch, 1), 0)
    box = ink(f, 0, 0, 8, 8, 0)
    return 1 if box is None else box[0] + box[2]


def texts(items):
    """The text items of a view (8x8 text and big glyphs), empty ones left out."""
    return [it for it in items if it[0] in ("t", "big") and it[3]]


def problems(items, big_ring=1, text_ring=0):
    """What is not whole on the glass for the view ``items``: a list of
    messages (see ``whole``). Big glyphs need ``big_ring`` px of their
    background around them (a count must not touch the next one, a dark
    stroke not the edge of its box); 8x8 text carries its own spacing."""
    f = frame(items)
    out = []
    for it in texts(items):
        why = whole(f, it, big_ring if it[0] == "big" else text_ring)
        if why is not None:
            out.append(why)
    return out


def cut_texts(view_fn):
    """The view that ``view_fn()`` makes, and the text ``view.fit`` had to
    cut while making it (None: nothing cut): ``(items, cut)``."""
    from companion.ui import view

    view.cut = None
    items = view_fn()
    return items, view.cut


def check(items, where=""):
    """AssertionError listing every text of the view ``items`` that is not
    on the glass whole (``problems``); ``where`` names the screen."""
    out = problems(items)
    if out:
        raise AssertionError("%s: %d not whole\n%s" % (where, len(out), "\n".join(out)))


def lit(f, x, y, w, h):
    """How many pixels of the area are lit."""
    n = 0
    for yy in range(y, y + h):
        for xx in range(x, x + w):
            n += f.pixel(xx, yy)
    return n


def ink(f, x, y, w, h, background):
    """``(x, y, w, h)`` of the pixels in the area that are not
    ``background`` (the ink of what is drawn there), or None."""
    xs = []
    ys = []
    for yy in range(y, y + h):
        for xx in range(x, x + w):
            if f.pixel(xx, yy) != background:
                xs.append(xx)
                ys.append(yy)
    if not xs:
        return None
    return (min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def inked(f, box):
    """The pixels of ``box`` (``ink``'s answer) as bytes, to compare."""
    x, y, w, h = box
    return _area(f, x, y, x + w, y + h)


def glyphs(text, scale, c=1):
    """``text`` in the big glyphs alone, cropped to its ink: what a cell
    holding it must show, wherever in the cell it stands."""
    f = alone(("big", 0, 0, text, scale, c), 1 - c)
    return inked(f, ink(f, 0, 0, W, H, 1 - c))
