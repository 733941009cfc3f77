"""What a player reads in Hamsterdam's player cells, on the pixels: with 2,
3 and 4 players and every count up to ``11/20``, in
every cell, selected or not, each cell shows exactly the glyphs of its
``dam/pile`` (in one size: 10x14 with 2 players, 5x14 with 3 and 4, where
``11/20`` would not fit at 10x14), inside its own area with a pixel to
spare, apart from its neighbours, the selected one on its inverted box; and
the sum above them never reaches the cells. On CPython: skipped by name
(the glass is MicroPython's framebuf)."""

import glass

from companion.rules import hamsterdam as hd
from companion.ui import view as v
from companion.ui.hamsterdam_ui import HamsterdamScreen


class _Dev:
    held = None
    hint_index = 0


def _screen(n):
    s = HamsterdamScreen(hd.new_doc(n))
    s.state["dice"] = [6, 6]  # the widest sum, 12, at its place
    return s


def _frame(s, counts, cursor):
    st = s.state
    for i, (dam, pile) in enumerate(counts):
        st["dam"][i] = dam
        st["pile"][i] = pile
    s.cursor = cursor
    s._refresh()
    items = s.view(_Dev())
    return items, glass.frame(items)


PAIRS = [(dam, pile) for dam in range(12) for pile in range(21)]
SIZE = {2: 2, 3: v.TALL, 4: v.TALL}  # the decision: one size a player count


def _cell_shows(f, n, i, selected, text, inset=0):
    """None when cell ``i`` of ``n`` shows ``text`` whole in its value band
    (rows 40..54) with a pixel to spare on every side; else why. ``inset``:
    look that many pixels inside the cell (a pressed cell's dark ring)."""
    x, w = v.cell(n, i)
    x, w = x + inset, w - 2 * inset
    bg = 1 if selected else 0
    y0 = v.CELLS_Y + 10
    box = glass.ink(f, x, y0 - 1, w, v.CELL_H - 9 - inset, bg)
    if box is None:
        return "cell %d: empty" % (i + 1)
    bx, by, bw, bh = box
    if bx <= x or bx + bw >= x + w - 0 or by <= y0 - 1 or by + bh >= v.CELLS_Y + v.CELL_H:
        return "cell %d: %r touches its edge %r" % (i + 1, text, box)
    if glass.inked(f, box) != glass.glyphs(text, SIZE[n], 1 - bg):
        return "cell %d: not %r\n%s" % (i + 1, text, glass.picture(f, x, y0 - 1, w, 16))
    return None


def _sweep(n):
    s = _screen(n)
    bad = []
    for cursor in range(n):
        for k in range(len(PAIRS)):
            counts = [PAIRS[(k + 61 * i) % len(PAIRS)] for i in range(n)]
            items, f = _frame(s, counts, cursor)
            for i in range(n):
                why = _cell_shows(f, n, i, i == cursor, "%d/%d" % counts[i])
                if why:
                    bad.append(why)
            if k % 37 == 0:  # the whole frame too: labels, sum, nothing touching
                bad += glass.problems(items)
            if len(bad) > 3:
                where = "%d players, cursor P%d" % (n, cursor + 1)
                raise AssertionError(where + ":\n" + "\n".join(bad))
    assert not bad, bad


def test_two_player_cells_show_every_count_whole():
    _sweep(2)


def test_three_player_cells_show_every_count_whole():
    _sweep(3)


def test_four_player_cells_show_every_count_whole():
    _sweep(4)


def test_the_selected_cell_is_inverted_around_its_count_and_the_sum_clears_the_cells():
    s = _screen(4)
    items, f = _frame(s, [(11, 20), (11, 20), (11, 20), (11, 20)], 2)
    x, w = v.cell(4, 2)
    # the box: every pixel of the cell's outer ring lit, the neighbours' dark
    for yy in range(v.CELLS_Y, v.CELLS_Y + v.CELL_H):
        assert f.pixel(x, yy) == 1 and f.pixel(x + w - 1, yy) == 1, yy
        assert f.pixel(x - 1, yy) == 0 and f.pixel(x + w, yy) == 0, yy
    # the sum (12 at 3x) ends above the row between it and the cells
    assert glass.ink(f, 0, v.CELLS_Y - 1, 128, 1, 0) is None
    # and the row between the cells and the hint dark (no stray page bytes)
    assert glass.ink(f, 0, v.CELLS_Y + v.CELL_H, 128, 1, 0) is None
    assert glass.problems(items) == []


def test_a_pressed_cell_keeps_its_count_whole():
    s = _screen(4)
    s.cursor = 3
    s.state["dam"][3], s.state["pile"][3] = 11, 20
    s._refresh()
    dev = _Dev()
    dev.held = "down"
    items = s.view(dev)
    f = glass.frame(items)
    assert _cell_shows(f, 4, 3, True, "11/20", 1) is None
    x, w = v.cell(4, 3)
    assert f.pixel(x, v.CELLS_Y + 12) == 0 and f.pixel(x + 1, v.CELLS_Y + 12) == 1  # pushed in


def test_a_roll_keeps_the_cells_counts_and_a_flood_makes_them_again():
    # _refresh makes the cells' strings once per change (a new string costs
    # the Pico about 60 us): a roll moves the roller's mark and keeps the
    # counts' strings; a count that changes makes them again
    s = HamsterdamScreen(hd.new_doc(3))
    counts = s._cells[1]
    s.state["dice"] = [2, 3]
    s._refresh()
    assert s._cells[0] == [">P1", "P2", "P3"] and s._cells[1] is counts
    s.state["turn"] = 1
    s._refresh()
    assert s._cells[0] == ["P1", ">P2", "P3"] and s._cells[1] is counts
    s.state["dam"][1] = 4  # changed in place, as the rules do
    s._refresh()
    assert s._cells[1] == ["0/0", "4/0", "0/0"]
