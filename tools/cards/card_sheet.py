"""Printable A4 label sheets (SVG, text only) for the card tags.

One round label per physical card, laid out for 25 mm round stickers (the
usual NTAG213 size; a 25-30 mm sticker covers it) on a 27 mm grid: 7 x 10 = 70
labels a page. Each label shows the game, the card's short label, the text
to write on its tag (on two lines) and, for cards with several copies, which
copy it is ("2/9"). The output is the same bytes on every run.
"""

import pathlib
from html import escape

PAGE_W, PAGE_H = 210, 297  # A4, mm
DIAMETER = 25
PITCH = 27
COLS, ROWS = 7, 10
PER_PAGE = COLS * ROWS
_X0 = (PAGE_W - COLS * PITCH) / 2 + PITCH / 2  # centre of the first label
_Y0 = (PAGE_H - ROWS * PITCH) / 2 + PITCH / 2
_FONT = 'font-family="DejaVu Sans Mono, Menlo, Consolas, monospace"'


def labels(entries, game_names):
    """One (game name, label, payload lines, copy) per physical card, from
    ``[(Card, count), ...]``."""
    out = []
    for card, count in entries:
        words = card.text().split(" ")
        lines = (" ".join(words[:2]), " ".join(words[2:]))
        for i in range(count):
            copy = "%d/%d" % (i + 1, count) if count > 1 else ""
            out.append((game_names[card.game], card.label(), lines, copy))
    return out


def _n(x):
    # Fixed formatting: the same text on every platform.
    return ("%.2f" % x).rstrip("0").rstrip(".")


def _fit(s, size, width):
    # Font size (mm) at most ``size`` so that ``s`` is at most ``width`` mm
    # wide (monospace glyphs are 0.6 em wide).
    return min(size, round(width / (0.6 * max(1, len(s))), 2))


def _text(x, y, size, s, extra=""):
    return '<text x="%s" y="%s" font-size="%s"%s>%s</text>' % (
        _n(x),
        _n(y),
        _n(size),
        extra,
        escape(s),
    )


def page_svg(page_labels, title):
    """One A4 page of up to PER_PAGE labels as an SVG document (str)."""
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<svg xmlns="http://www.w3.org/2000/svg" width="%dmm" height="%dmm" viewBox="0 0 %d %d">'
        % (PAGE_W, PAGE_H, PAGE_W, PAGE_H),
        '<g %s text-anchor="middle" fill="#000">' % _FONT,
        _text(PAGE_W / 2, 7, 3, title),
    ]
    for i, (game, label, lines, copy) in enumerate(page_labels):
        cx = _X0 + (i % COLS) * PITCH
        cy = _Y0 + (i // COLS) * PITCH
        out.append(
            '<circle cx="%s" cy="%s" r="%s" fill="none" stroke="#999" stroke-width="0.2"/>'
            % (_n(cx), _n(cy), _n(DIAMETER / 2))
        )
        out.append(_text(cx, cy - 6.5, 2, game))
        out.append(_text(cx, cy - 1.5, _fit(label, 3.2, 19), label, ' font-weight="bold"'))
        out.append(_text(cx, cy + 3, 2.4, lines[0]))
        out.append(_text(cx, cy + 6.3, _fit(lines[1], 2.4, 19), lines[1]))
        if copy:
            out.append(_text(cx, cy + 10.5, 1.8, copy))
    out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"


def pages(all_labels, heading):
    """The SVG pages for ``all_labels``: a list of str, one per A4 page."""
    chunks = [all_labels[i : i + PER_PAGE] for i in range(0, len(all_labels), PER_PAGE)]
    total = len(chunks)
    out = []
    for n, chunk in enumerate(chunks):
        title = "%s - %d labels - page %d/%d" % (heading, len(all_labels), n + 1, total)
        out.append(page_svg(chunk, title))
    return out


def page_paths(path, count):
    """FILE.svg for page 1, then FILE-2.svg, FILE-3.svg, ... (same folder)."""
    p = pathlib.Path(path)
    suffix = p.suffix or ".svg"
    return [p] + [p.with_name("%s-%d%s" % (p.stem, n, suffix)) for n in range(2, count + 1)]
