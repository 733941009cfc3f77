"""The 8x8 text's letters beyond ASCII, for Spanish and German
(docs/languages.md): ``render.text`` hands over a text that is not all
ASCII. A small accented letter is the firmware font's ASCII letter with
our accent drawn over it; the accented capitals, ß, ¿ and ¡ are whole
glyphs of ours (tools/glyphs.py draws them and prints these tables).
"""

from companion import const
from companion.ui.render import codes, framebuf

# The 8x8 text's letters beyond ASCII (Latin-1 codes), the ASCII letter the
# firmware's font draws under each (a space: a whole glyph of ours), and
# the 8x8 pictures drawn over them, eight column bytes each, then the
# unknown character's (a lit box, a dark "?"): tools/glyphs.py draws them.
# áéóúñäöüíÁÉÍÓÚÑÄÖÜß¿¡
_X_CODES = const(
    b"\xe1\xe9\xf3\xfa\xf1\xe4\xf6\xfc\xed\xc1\xc9\xcd\xd3\xda\xd1\xc4\xd6\xdc\xdf\xbf\xa1"
)
_X_BASES = const(b"aeounaou             ")
_X_ART = const(
    b"\x00\x00\x00\x02\x03\x01\x00\x00"  # á
    b"\x00\x00\x00\x02\x03\x01\x00\x00"  # é
    b"\x00\x00\x00\x02\x03\x01\x00\x00"  # ó
    b"\x00\x00\x00\x00\x01\x01\x00\x00"  # ú
    b"\x00\x02\x01\x01\x02\x02\x01\x00"  # ñ
    b"\x00\x01\x01\x00\x00\x01\x01\x00"  # ä
    b"\x00\x01\x01\x00\x00\x01\x01\x00"  # ö
    b"\x00\x01\x01\x00\x00\x01\x01\x00"  # ü
    b"\x00\x00\x44\x7e\x7f\x41\x00\x00"  # í
    b"\x00\x78\x7c\x16\x17\x7d\x78\x00"  # Á
    b"\x00\x7c\x7c\x56\x57\x55\x44\x00"  # É
    b"\x00\x00\x44\x7e\x7f\x45\x00\x00"  # Í
    b"\x00\x38\x7c\x46\x47\x7d\x38\x00"  # Ó
    b"\x00\x3c\x7c\x42\x43\x7d\x3c\x00"  # Ú
    b"\x00\x7e\x7d\x19\x32\x7e\x7d\x00"  # Ñ
    b"\x00\x79\x7d\x14\x14\x7d\x79\x00"  # Ä
    b"\x00\x39\x7d\x44\x44\x7d\x39\x00"  # Ö
    b"\x00\x3d\x7d\x40\x40\x7d\x3d\x00"  # Ü
    b"\x00\x7e\x7f\x01\x4d\x7f\x32\x00"  # ß
    b"\x00\x30\x78\x4d\x45\x60\x20\x00"  # ¿
    b"\x00\x00\x00\x7d\x7d\x00\x00\x00"  # ¡
    b"\xff\xfb\xfd\xfd\xad\xf5\xfb\xff"  # unknown
)

_XG = {}  # (index into _X_CODES) | colour << 8 -> its glyph in a FrameBuffer
_XG_MAX = const(8)  # then it starts again (about 50 bytes a glyph on the Pico)


def wide(fb, s, x, y, c):
    """``s`` (not all ASCII) in the 8x8 text at (x, y) in colour ``c``: a
    letter of ``_X_CODES`` is its ASCII base drawn by ``framebuf.text``
    with our picture over it, any other character the unknown glyph (a lit
    box, a dark "?"): a text with a letter no table has stays readable."""
    b = codes(s)
    base = bytearray(b)
    for k in range(len(b)):
        if b[k] >= 127:
            i = _X_CODES.find(bytes((b[k],)))
            base[k] = _X_BASES[i] if i >= 0 else 32
    fb.text(str(base, "utf-8"), x, y, c)
    for k in range(len(b)):
        if b[k] >= 127:
            i = _X_CODES.find(bytes((b[k],)))
            _xglyph(fb, len(_X_CODES) if i < 0 else i, x + 8 * k, y, c)


def _xglyph(fb, i, x, y, c):
    # picture i of _X_ART lit in colour c over what is there
    if framebuf is not None and isinstance(fb, framebuf.FrameBuffer):
        g = _XG.get(i | c << 8)
        if g is None:
            art = bytearray(_X_ART[8 * i : 8 * i + 8])
            if not c:
                for k in range(8):
                    art[k] ^= 0xFF
            if len(_XG) >= _XG_MAX:
                _XG.clear()
            g = _XG[i | c << 8] = framebuf.FrameBuffer(art, 8, 8, framebuf.MONO_VLSB)
        fb.blit(g, x, y, 1 - c)
        return
    for col in range(8):
        bits = _X_ART[8 * i + col]
        for row in range(8):
            if bits >> row & 1:
                fb.fill_rect(x + col, y + row, 1, 1, c)
