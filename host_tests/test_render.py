"""Drawing views on a real framebuf (MicroPython only: CPython has no
framebuf, skipped by name)."""

from support import MICROPYTHON, skip


def fb():
    if not MICROPYTHON:
        skip("framebuf exists on MicroPython only")
    import framebuf

    buf = bytearray(1024)
    return buf, framebuf.FrameBuffer(buf, 128, 64, framebuf.MONO_VLSB)


def test_die_face_one_has_a_centre_pip_and_a_frame():
    from companion.ui import render

    buf, f = fb()
    render.draw(f, [("die", 0, 0, 1)])
    # 24x24 die: 2 px frame, inside 20 px; step 5, pip 3x3 centred at 2 + 10
    assert f.pixel(0, 0) == 1 and f.pixel(23, 23) == 1 and f.pixel(1, 12) == 1
    assert f.pixel(12, 12) == 1 and f.pixel(11, 11) == 1
    assert f.pixel(6, 6) == 0  # no corner pip on a 1


def test_big_digit_scale_and_width():
    from companion.ui import render

    buf, f = fb()
    render.draw(f, [("big", 10, 10, "1", 3)])
    # glyph '1' columns: 00 42 7f 40 00 -> column 2 is solid 7 rows: x 16..18, y 10..30
    assert f.pixel(16, 10) == 1 and f.pixel(18, 30) == 1 and f.pixel(16, 31) == 0
    assert render.big_width("12", 3) == 33


def test_draw_clears_the_previous_frame():
    from companion.ui import render

    buf, f = fb()
    f.fill(1)
    render.draw(f, [("t", 0, 0, "A", 1)])
    assert f.pixel(127, 63) == 0


def test_a_frame_takes_an_optional_colour():
    from companion.ui import render

    buf, f = fb()
    render.draw(f, [("box", 0, 0, 20, 10, 1), ("frame", 2, 2, 5, 4, 0), ("frame", 10, 2, 5, 4)])
    assert f.pixel(2, 2) == 0 and f.pixel(6, 5) == 0  # dark outline on the lit box
    assert f.pixel(3, 3) == 1  # its inside untouched
    assert f.pixel(10, 2) == 1 and f.pixel(30, 2) == 0  # no colour: lit


def test_the_battery_gauge_on_the_lit_title_bar_is_dark():
    from companion.battery import gauge_items
    from companion.ui import render

    buf, f = fb()
    render.draw(f, [("box", 0, 0, 128, 8, 1)] + gauge_items(50, c=0))
    assert f.pixel(116, 1) == 0 and f.pixel(126, 6) == 0  # outline corners
    assert f.pixel(127, 3) == 0 and f.pixel(127, 1) == 1  # the nub; the bar beside it
    assert f.pixel(117, 2) == 0 and f.pixel(121, 5) == 0  # fill: 5 px, x 117..121
    assert f.pixel(122, 2) == 1  # empty part of the body: lit


class _Rects:
    """A frame buffer that is not a FrameBuffer: big_text's fill_rect path."""

    def __init__(self, f):
        self.f = f

    def fill_rect(self, *args):
        self.f.fill_rect(*args)


def test_big_glyphs_blitted_are_the_pixels_of_their_runs():
    from companion.ui import render

    a, fa = fb()
    b, fb_ = fb()
    for target, drawn in ((fa, fa), (_Rects(fb_), fb_)):
        drawn.fill_rect(0, 30, 128, 30, 1)  # a lit cell: the glyphs in colour 0 on it
        for scale in (1, 2, 3, 4):
            render.big_text(target, 1, 1 + 2 * scale, "0123/:P1 WINS?", scale, 1)
        render.big_text(target, 3, 33, "4/5 number?", 2, 0)
    assert a == b and a != bytearray(1024)


def test_big_signs_are_as_narrow_as_their_lit_columns():
    from companion.ui import render

    # digits 5 columns, "/" 3 (1 apart): "1/3" at scale 2 is (5+1+3+1+5) x 2
    assert render.big_width("1/3", 2) == 30 and render.big_width("P1 WINS", 2) == 82


def test_big_counts_copied_a_page_at_a_time_are_the_glyphs_drawn():
    # the player cells' counts (view.strip, big) go into the frame as bytes
    # (render.big_cells): the same pixels as drawing them glyph by glyph
    from companion.ui import render
    from companion.ui import view as v

    for n in (2, 3, 4):
        cells = v.strip(
            v.CELLS_Y, ["P1", ">P2", "P3", "P4"][:n], ["1/0", "12/3", "0/0", "9/9"][:n], 1, True
        )
        # one size in every cell: "12/3" fits a 2-player cell at scale 2,
        # a 3- or 4-player one only in the tall 5x14 glyphs
        sizes = [it[4] for it in cells if it[0] == "big"]
        assert sizes == [2 if n == 2 else v.TALL] * n, (n, sizes)
        assert [it[2] for it in cells if it[0] == "big"] == [40] * n
        a, fa = fb()
        render.draw(fa, cells)
        b, fb_ = fb()
        render.draw(fb_, [it[:6] for it in cells])  # without the even-background mark
        assert a == b, n


def test_tall_glyphs_are_one_pixel_wide_and_two_tall():
    from companion.ui import render
    from companion.ui import view as v

    buf, f = fb()
    render.draw(f, [("big", 10, 10, "1", v.TALL)])
    # '1' columns 00 42 7f 40 00: column 2 solid 7 rows -> x 12, y 10..23
    assert f.pixel(12, 10) == 1 and f.pixel(12, 23) == 1 and f.pixel(12, 24) == 0
    assert f.pixel(13, 12) == 0 and f.pixel(11, 12) == 1  # one pixel wide; the serif at x 11
    assert render.big_width("11/20", v.TALL) == 27 and render.scale_y(v.TALL) == 2


def test_a_counts_pages_in_the_other_colour_are_the_same_as_drawn_afresh():
    # a cell selected, then not: the other colour's pages come from the
    # first's bytes (the background rows flipped), the same as drawn anew
    from companion.ui import render
    from companion.ui import view as v

    fb()  # skips on CPython (no framebuf)
    for scale in (1, 2, 3, 4, v.TALL):
        for first in (0, 1):
            render.forget()
            render.pages("11/20", scale, first)
            derived = render.pages("11/20", scale, 1 - first)
            render.forget()
            assert derived == render.pages("11/20", scale, 1 - first), (scale, first)


def test_the_pages_of_the_last_eight_texts_drawn_are_kept():
    # the count pages' cache is bounded by its use: a frame copies two texts
    # at most, so the last eight stay and an old count goes (made again, the
    # same bytes, if it comes back)
    from companion.ui import render

    fb()  # skips on CPython (no framebuf)
    render.forget()
    first = render.pages("0", 2, 1)
    for n in range(10):  # a count a frame, under a name drawn in every one
        render.pages(str(n), 2, 1)
        render.pages("P1", 3, 1)
    assert sorted(render._PAGES) == ["3", "4", "5", "6", "7", "8", "9", "P1"]
    assert render.pages("0", 2, 1) == first
    assert sorted(render._PAGES) == ["0", "4", "5", "6", "7", "8", "9", "P1"]


def _diff(a, b, w=128, h=64):
    return [(x, y) for y in range(h) for x in range(w) if a.pixel(x, y) != b.pixel(x, y)]


def test_a_small_accented_letter_is_the_fonts_letter_and_our_accent():
    from companion.ui import render

    render.latin = True  # as under a Spanish or German screen
    try:
        _, f = fb()
        render.draw(f, [("t", 8, 16, "sé", 1)])
        _, ref = fb()
        ref.text("se", 8, 16, 1)
        # the acute: rows 0..1 of the second cell, columns 4,5 then 3,4
        assert sorted(_diff(f, ref)) == [(19, 17), (20, 16), (20, 17), (21, 16)]
    finally:
        render.latin = False


def test_letters_after_an_accented_one_keep_their_columns():
    from companion.ui import render

    render.latin = True  # as under a Spanish or German screen
    try:
        _, f = fb()
        render.draw(f, [("t", 0, 0, "año x", 1)])
        _, ref = fb()
        ref.text("ano x", 0, 0, 1)
        assert all(x < 24 and y < 2 for x, y in _diff(f, ref))  # only the tilde, over the n
    finally:
        render.latin = False


def test_a_capital_with_an_accent_is_drawn_whole_on_a_dark_line_too():
    from companion.ui import render

    render.latin = True  # as under a Spanish or German screen
    try:
        _, f = fb()
        render.draw(f, [("box", 0, 0, 128, 9, 1), ("t", 1, 1, "\u00dc", 0)])
        # Ü dark on the lit bar: the dieresis (row 1: columns 2,3 and 6,7 dark) and the body
        assert [f.pixel(x, 1) for x in range(1, 9)] == [1, 0, 0, 1, 1, 0, 0, 1]
        assert f.pixel(0, 0) == 1 and f.pixel(2, 3) == 0
    finally:
        render.latin = False


def test_an_unknown_character_is_a_lit_box_with_a_dark_question_mark():
    from companion.ui import render

    render.latin = True  # as under a Spanish or German screen
    try:
        _, f = fb()
        render.draw(f, [("t", 0, 0, "a\u2603b", 1)])
        assert f.pixel(8, 0) == 1 and f.pixel(15, 7) == 1  # the box's corners
        assert f.pixel(10, 1) == 0 and f.pixel(12, 6) == 0  # the ? inside, dark
        _, ref = fb()
        ref.text("a b", 0, 0, 1)
        assert [f.pixel(x, y) for y in range(8) for x in range(16, 24)] == [
            ref.pixel(x, y) for y in range(8) for x in range(16, 24)
        ]
    finally:
        render.latin = False


def test_a_big_small_letter_is_its_capital_and_counts_five_columns():
    from companion.ui import render

    assert render.big_width("\u00e9", 2) == render.big_width("\u00c9", 2) == 10
    assert render.big_width("\u00c1B", 2) == 22
    _, a = fb()
    render.draw(a, [("big", 0, 0, "\u00f1o", 2)])
    _, b = fb()
    render.draw(b, [("big", 0, 0, "\u00d1O", 2)])
    assert not _diff(a, b)
    assert a.pixel(2, 0) == 1 and a.pixel(0, 0) == 0  # the tilde's first lit column, row 0


def test_a_big_width_is_its_glyphs_columns_made_or_not():
    # big_width looks the glyphs' runs up itself (a frame asks it of every
    # count): 5 columns a digit and 1 apart, the "/" as wide as its lit
    # columns, a small letter as its capital; the first ask makes them
    # (hamsterdam_ui._warm asks for a roll's glyphs while it loads)
    from companion.ui import render
    from companion.ui import view as v

    slash = render.big_width("/", 1)
    assert render.big_width("12", 3) == 33  # (5 + 1 + 5) * 3
    assert render.big_width("", 2) == 0
    assert render.big_width("p1", 2) == render.big_width("P1", 2) == 22
    for d in range(10):
        for p in range(10):
            text = "%d/%d" % (d, p)
            for _ in range(2):  # made, then looked up
                assert render.big_width(text, 2) == (5 + 1 + slash + 1 + 5) * 2, text
                assert render.big_width(text, v.TALL) == 5 + 1 + slash + 1 + 5
    render.big_width("0123456789/>", 1)
    assert all(ord(ch) in render._RUNS for ch in "0123456789/>")
