"""The letters Spanish and German add (tools/glyphs.py draws them): render.py
holds exactly the tool's bytes, every one the issue names is there in both
fonts, and each picture stays in its cell (CPython: the tool is host code)."""

import glyphs

from companion.ui import letters, render


def test_render_holds_the_tools_tables():
    codes, bases, cols, big_codes, big_cols = glyphs.tables()
    assert letters._X_CODES == codes
    assert letters._X_BASES == bases
    assert letters._X_ART == cols
    assert render._BIG_CHARS.endswith(big_codes)
    assert render._BIG.endswith(big_cols)
    assert len(render._BIG) == 5 * len(render._BIG_CHARS)


def test_every_letter_spanish_and_german_need_is_in_both_fonts():
    for ch in "áéíóúüñÁÉÍÓÚÜÑ¿¡äößÄÖ":
        assert glyphs.has_text(ord(ch)), ch
        assert glyphs.has_big(ord(ch)), ch
    assert not glyphs.has_text(ord("\u2603")) and not glyphs.has_big(0x2603)


def test_each_picture_is_eight_rows_and_a_small_letters_accent_clears_its_body():
    for ch, base, rows in glyphs.TEXT:
        assert len(rows) <= 8 and all(len(r) in (0, 8) for r in rows), ch
        if base != " ":  # drawn over the font's letter, whose body is rows 2..6
            assert all(not r for r in rows[2:]), ch
    for ch, rows in glyphs.BIG:
        assert len(rows) == 7 and all(len(r) in (0, 5) for r in rows), ch


def test_codes_reads_latin1_and_marks_the_rest_unknown():
    assert render.codes("ab") == b"ab"
    assert bytes(render.codes("\u00f1a\u2603")) == b"\xf1a\x7f"
