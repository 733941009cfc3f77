"""The letters beyond ASCII that Spanish and German need, drawn here as
pictures and turned into the bytes ``companion.ui.render`` keeps
(docs/languages.md).

- ``TEXT``: the 8x8 text. A small accented letter is the ASCII letter
  ``framebuf.text`` draws (the firmware's own font) with our accent drawn
  over it; every other one is a whole glyph of ours over a space. Rows 0..7,
  8 columns, in the built-in font's manner (2-px strokes, a capital's
  body 5 rows under its accent).
- ``BIG``: the 5x7 big glyphs (small letters draw as capitals): the accent
  on row 0, the body on rows 2..6.
- The unknown character: a lit box with a dark ``?`` (8x8) and the big
  ``?``: text that holds a letter no table has stays readable and visible.

``python tools/glyphs.py`` prints the constants for render.py and
companion/ui/letters.py; ``host_tests/test_host_glyphs.py`` checks they hold
exactly them.
"""

import sys

_AC = ("....##..", "...##...")  # acute over a small letter
_TI = ("..##..#.", ".#..##..")  # tilde
_DI = (".##..##.",)  # dieresis (umlaut)
_AC_U = ("....##..",)  # the acute over u: one row, clear of its opening (two read as an o)

# character -> (the ASCII character drawn under it, its rows)
TEXT = (
    ("\u00e1", "a", _AC),  # á
    ("\u00e9", "e", _AC),  # é
    ("\u00f3", "o", _AC),  # ó
    ("\u00fa", "u", _AC_U),  # ú
    ("\u00f1", "n", _TI),  # ñ
    ("\u00e4", "a", _DI),  # ä
    ("\u00f6", "o", _DI),  # ö
    ("\u00fc", "u", _DI),  # ü
    ("\u00ed", " ", _AC + ("..###...", "...##...", "...##...", "...##...", "..####..")),  # í
    ("\u00c1", " ", _AC + ("..####..", ".##..##.", ".######.", ".##..##.", ".##..##.")),  # Á
    ("\u00c9", " ", _AC + (".######.", ".##.....", ".#####..", ".##.....", ".######.")),  # É
    ("\u00cd", " ", _AC + ("..####..", "...##...", "...##...", "...##...", "..####..")),  # Í
    ("\u00d3", " ", _AC + ("..####..", ".##..##.", ".##..##.", ".##..##.", "..####..")),  # Ó
    ("\u00da", " ", _AC + (".##..##.", ".##..##.", ".##..##.", ".##..##.", "..####..")),  # Ú
    ("\u00d1", " ", _TI + (".##..##.", ".###.##.", ".######.", ".##.###.", ".##..##.")),  # Ñ
    ("\u00c4", " ", _DI + ("", "..####..", ".##..##.", ".######.", ".##..##.", ".##..##.")),  # Ä
    ("\u00d6", " ", _DI + ("", "..####..", ".##..##.", ".##..##.", ".##..##.", "..####..")),  # Ö
    ("\u00dc", " ", _DI + ("", ".##..##.", ".##..##.", ".##..##.", ".##..##.", "..####..")),  # Ü
    (
        "\u00df",
        " ",
        ("..####..", ".##..##.", ".##.##..", ".##.##..", ".##..##.", ".##..##.", ".##.##.."),
    ),  # ß
    (
        "\u00bf",
        " ",
        ("...##...", "", "...##...", "..##....", ".##.....", ".##..##.", "..####.."),
    ),  # ¿
    (
        "\u00a1",
        " ",
        ("...##...", "", "...##...", "...##...", "...##...", "...##...", "...##..."),
    ),  # ¡
)
UNKNOWN = (
    "########",
    "##....##",
    "#.####.#",
    "#####.##",
    "####.###",
    "########",
    "####.###",
    "########",
)

_B_AC = ("...##", "")  # two pixels: one reads as a dot
_B_DI = (".#.#.", "")
_B_TI = (".##.#", "#.##.")
BIG = (
    ("\u00c1", _B_AC + (".###.", "#...#", "#####", "#...#", "#...#")),  # Á
    ("\u00c9", _B_AC + ("#####", "#....", "####.", "#....", "#####")),  # É
    ("\u00cd", _B_AC + (".###.", "..#..", "..#..", "..#..", ".###.")),  # Í
    ("\u00d3", _B_AC + (".###.", "#...#", "#...#", "#...#", ".###.")),  # Ó
    ("\u00da", _B_AC + ("#...#", "#...#", "#...#", "#...#", ".###.")),  # Ú
    ("\u00d1", _B_TI + ("#...#", "##..#", "#.#.#", "#..##", "#...#")),  # Ñ
    ("\u00c4", _B_DI + (".###.", "#...#", "#####", "#...#", "#...#")),  # Ä
    ("\u00d6", _B_DI + (".###.", "#...#", "#...#", "#...#", ".###.")),  # Ö
    ("\u00dc", _B_DI + ("#...#", "#...#", "#...#", "#...#", ".###.")),  # Ü
    ("\u00df", (".##..", "#..#.", "#.#..", "#..#.", "#...#", "#...#", "#.##.")),  # ß
    ("\u00bf", ("..#..", "", "..#..", ".#...", "#....", "#...#", ".###.")),  # ¿
    ("\u00a1", ("..#..", "", "..#..", "..#..", "..#..", "..#..", "..#..")),  # ¡
)


def columns(rows, width):
    """``rows`` (strings of ``#`` and ``.``, top first) as ``width`` column
    bytes, bit 0 the top row (MONO_VLSB)."""
    out = bytearray(width)
    for r, row in enumerate(rows):
        for c, px in enumerate(row):
            if px == "#":
                out[c] |= 1 << r
    return bytes(out)


def tables():
    """(text codes, text bases, text columns, big codes, big columns) as
    render.py keeps them: Latin-1 codes, one byte each."""
    codes = bytes(ord(ch) for ch, _, _ in TEXT)
    bases = "".join(base for _, base, _ in TEXT).encode()
    cols = b"".join(columns(rows, 8) for _, _, rows in TEXT) + columns(UNKNOWN, 8)
    big_codes = bytes(ord(ch) for ch, _ in BIG)
    big_cols = b"".join(columns(rows, 5) for _, rows in BIG)
    return codes, bases, cols, big_codes, big_cols


def _lit(b):
    return 'b"' + "".join("\\x%02x" % c for c in b) + '"'


def has_text(code):
    """True if the firmware's 8x8 text draws character ``code`` as itself
    (ASCII, or a letter of render.py's table)."""
    from companion.ui import letters

    return 32 <= code < 127 or (0x80 <= code < 0x100 and bytes((code,)) in letters._X_CODES)


def has_big(code):
    """True if the firmware's big glyphs draw character ``code`` (a small
    letter as its capital) as itself."""
    from companion.ui import render

    return 0 < code < 0x100 and bytes((render._upper(code),)) in render._BIG_CHARS


def main():
    """Print render.py's lines: the codes, bases and one line per picture."""
    codes, bases, cols, big_codes, big_cols = tables()
    print("_X_CODES = const(%s)" % _lit(codes))
    print("_X_BASES = const(%r)" % bases)
    print("_X_ART = const(")
    for k, name in enumerate([t[0] for t in TEXT] + ["unknown"]):
        print("    %s  # %s" % (_lit(cols[8 * k : 8 * k + 8]), name))
    print(")")
    print("# _BIG_CHARS ends with %s; _BIG with:" % _lit(big_codes))
    for k, (ch, _) in enumerate(BIG):
        print("    %s  # %s" % (_lit(big_cols[5 * k : 5 * k + 5]), ch))
    return 0


if __name__ == "__main__":
    sys.exit(main())
