"""What a player reads on Stramash's race screen, on the pixels: whose move
in big glyphs under the title, and every player's
laddies home ("3/5") in big glyphs, one row of cells for 2 to 6 players,
singles or pairs. For every player count, every mover, every count 0..5 in
every cell, and playing for a partner: each cell shows exactly the glyphs
of its count, in one size for the row (10x14 with 2 and 3 players, where
"5/5" fits with 2 px each side; 5x14 from 4), inside its own area with a
pixel to spare, the mover's cell inverted around it, and every text of the
view whole (``glass.check``). On CPython: skipped by name (the glass is
MicroPython's framebuf).

The cells' places are worked out here from the layout's rule (stramash_ui,
``_cells``): ``n`` cells one dark column apart over the glass's 128
columns, as wide as they can be; in pairs the partners side by side
(P1+P3, P2+P4; with 6: P1+P4, P2+P5, P3+P6), the pairs 5 columns apart.
"""

import glass

from companion.rules import stramash as st
from companion.ui import view as v
from companion.ui.stramash_ui import StramashScreen

# (players, pairs) -> the cells left to right: (seat, x, width)
CELLS = {
    (2, False): [(0, 0, 63), (1, 64, 63)],
    (3, False): [(0, 0, 42), (1, 43, 42), (2, 86, 42)],
    (4, False): [(0, 0, 31), (1, 32, 31), (2, 64, 31), (3, 96, 31)],
    (5, False): [(q, 25 * q, 24) for q in range(5)],
    (6, False): [(q, 21 * q, 20) for q in range(6)],
    # 4 x 30 + 2 (inside the pairs) + 5 (between them) = 127
    (4, True): [(0, 0, 30), (2, 31, 30), (1, 66, 30), (3, 97, 30)],
    # 6 x 19 + 3 + 2 x 5 = 127
    (6, True): [(0, 0, 19), (3, 20, 19), (1, 44, 19), (4, 64, 19), (2, 88, 19), (5, 108, 19)],
}
SIZE = {2: 2, 3: 2, 4: v.TALL, 5: v.TALL, 6: v.TALL}  # the decision: one size a player count
WHOSE_Y = 11  # the big "P2" / "P1 FOR P3": rows 11..24


class _Dev:
    hint_index = 0


def _frame(s, homes, turn):
    state = s.state
    state["home"][:] = homes
    state["turn"] = turn
    items = s.view(_Dev())
    return items, glass.frame(items)


def _cell_shows(f, x, w, selected, text, scale, framed=False):
    """None when the cell at ``x`` (``w`` wide) shows ``text`` whole in its
    value band (rows 40..54) with a pixel to spare on every side, on its
    inverted box when ``selected``, inside its frame's sides when
    ``framed``; else why."""
    if framed:
        x, w = x + 1, w - 2
    bg = 1 if selected else 0
    y0 = v.CELLS_Y + 10
    box = glass.ink(f, x, y0 - 1, w, v.CELL_H - 9, bg)
    if box is None:
        return "cell at %d: empty" % x
    bx, by, bw, bh = box
    if bx <= x or bx + bw >= x + w or by <= y0 - 1 or by + bh >= v.CELLS_Y + v.CELL_H:
        return "cell at %d: %r touches its edge %r" % (x, text, box)
    if glass.inked(f, box) != glass.glyphs(text, scale, 1 - bg):
        return "cell at %d: not %r\n%s" % (x, text, glass.picture(f, x, y0 - 1, w, 16))
    return None


def _whose_shows(f, text):
    """None when rows 10..25 hold exactly ``text`` at 10x14, centred."""
    box = glass.ink(f, 0, WHOSE_Y - 1, 128, 16, 0)
    if box is None or glass.inked(f, box) != glass.glyphs(text, 2):
        return "whose move: not %r\n%s" % (text, glass.picture(f, 0, WHOSE_Y - 1, 128, 16))
    bx, by, bw, bh = box
    # centred: the margins differ by a glyph's blank column (2 px) at most
    if by != WHOSE_Y or abs(bx - (128 - bx - bw)) > 2:
        return "whose move %r not centred on row %d: %r" % (text, WHOSE_Y, box)
    return None


def _sweep(n, pairs):
    s = StramashScreen(st.new_doc(n, pairs))
    cells = CELLS[(n, pairs)]
    bad = []
    for turn in range(n):
        for k in range(6):
            homes = [(k + i) % 6 for i in range(n)]
            if pairs and homes[turn] == 5:
                homes[(turn + n // 2) % n] = min(homes[(turn + n // 2) % n], 4)
            items, f = _frame(s, homes, turn)
            mover = st.mover(s.state)
            for seat, x, w in cells:
                framed = seat == turn != mover
                text = "%d/5" % homes[seat]
                why = _cell_shows(f, x, w, seat == mover, text, SIZE[n], framed)
                if why:
                    bad.append(why)
            whose = "P%d" % (turn + 1)
            if mover != turn:  # all five home: playing for the partner
                whose = "P%d FOR P%d" % (turn + 1, mover + 1)
            why = _whose_shows(f, whose)
            if why:
                bad.append(why)
            bad += glass.problems(items)
            if bad:
                where = "%d players%s, P%d on turn, homes %r" % (
                    n,
                    " in pairs" if pairs else "",
                    turn + 1,
                    homes,
                )
                raise AssertionError(where + ":\n" + "\n".join(bad[:4]))


def test_two_and_three_players_show_every_count_whole():
    _sweep(2, False)
    _sweep(3, False)


def test_four_players_singles_and_pairs_show_every_count_whole():
    _sweep(4, False)
    _sweep(4, True)


def test_five_and_six_players_singles_and_pairs_show_every_count_whole():
    _sweep(5, False)
    _sweep(6, False)
    _sweep(6, True)


def test_playing_for_the_partner_frames_the_player_on_turn():
    # 6 in pairs: P2 (on turn) has all five home and moves P5's laddies:
    # P5's cell inverted, P2's framed beside it (top and sides: the count's
    # ring of dark reaches the cell's last row), under one bracket
    s = StramashScreen(st.new_doc(6, True))
    items, f = _frame(s, [1, 5, 0, 2, 3, 4], 1)
    assert v.texts(items)[:2] == ["R1: P2 for P5", "P2 FOR P5"]
    assert _whose_shows(f, "P2 FOR P5") is None
    (p2, p5) = [c for c in CELLS[(6, True)] if c[0] in (1, 4)]
    x, w = p2[1], p2[2]
    for yy in range(v.CELLS_Y, v.CELLS_Y + v.CELL_H):  # the frame: both sides lit
        assert f.pixel(x, yy) == 1 and f.pixel(x + w - 1, yy) == 1, yy
        assert f.pixel(x - 1, yy) == 0, yy
    for yy in range(v.CELLS_Y + 1, v.CELLS_Y + v.CELL_H - 1):  # and dark inside
        assert f.pixel(x + 1, yy) == 0, yy
    for xx in range(x, x + w):  # its top row lit; open at the bottom (the count's ring)
        assert f.pixel(xx, v.CELLS_Y) == 1, xx
    assert glass.ink(f, x + 1, v.CELLS_Y + v.CELL_H - 1, w - 2, 1, 0) is None
    assert _cell_shows(f, x, w, False, "5/5", v.TALL, True) is None
    x, w = p5[1], p5[2]
    for yy in range(v.CELLS_Y, v.CELLS_Y + v.CELL_H):  # the box: lit to its edges
        assert f.pixel(x, yy) == 1 and f.pixel(x + w - 1, yy) == 1, yy
        assert f.pixel(x + w, yy) == 0, yy
    assert _cell_shows(f, x, w, True, "3/5", v.TALL) is None
    # the bracket over P2+P5 ends a row above the cells, clear of whose move
    assert glass.ink(f, 44, v.CELLS_Y - 4, 39, 3, 0) is not None
    assert glass.ink(f, 0, v.CELLS_Y - 1, 128, 1, 0) is None
    assert glass.ink(f, 0, WHOSE_Y + 14, 128, 1, 0) is None
    glass.check(items, "6 in pairs, P2 for P5")


def test_the_winner_page_is_whole():
    for n, pairs, won in ((2, False, [1]), (6, False, [5]), (4, True, [0, 2]), (6, True, [2, 5])):
        s = StramashScreen(st.new_doc(n, pairs))
        s.state["winner"] = won
        items = s.view(_Dev())
        glass.check(items, "winner %r" % (won,))
