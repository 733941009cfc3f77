"""The scoring sessions' result pages (Sombreros, Clocktowers): the check
pages, the ranking page and paging them (``Pages``), and the History's
ranking page. Loaded with the scores, once the card reader rested
(``Device.rest_reader``), and unloaded with them when a page's ``back``
returns to the taps (``companion.ui.scoring.Session.clear``): the taps'
peak does not carry them.

Our decision, a finished session has a way out: see
``companion.ui.scoring``."""

from companion import const, lang
from companion.ui import view as v
from companion.ui.widgets import Screen

_t = lang.area("score")  # the texts both sessions share (companion/texts/*_score.py)
_S_WINS = const(4)
_S_WIN = const(5)
_S_TIE = const(6)
_S_BY = const(7)
_S_WARNINGS = const(8)
_S_PAGE = const(9)
_S_DONE = const(10)
_S_TO_SCORES = const(11)
_BY = const(
    ("black", "cookie", "mouse", "cat", "shared")
)  # the rules' tie-break names: _S_BY's order


def won(names):
    """The winner for the big glyphs (10 a line): ``P1 wins``, ``P1+P2
    win``, and for three or more ``3-way tie`` (the rows name them). Small
    letters, as every big text of the scoring screens: the glyphs are the
    capitals', and one case keeps the glyph cache small. ``names`` are the
    rules' (``P1``): shown as the language's seats (``J1``, ``S1``)."""
    if len(names) > 2:
        return _t(_S_TIE) % len(names)
    return _t(_S_WINS if len(names) == 1 else _S_WIN) % "+".join(
        lang.seat(int(n[1:]) - 1) for n in names
    )


def ranked(head, ranking, rows=None):
    """The ranking page: the winner (``head``, ``won``'s text) in big
    glyphs, read across the table, then a line a place (up to 4): place,
    player, total and, when a tie-break set it apart, which one
    (``shared``: the same place). ``rows``: per ranking entry its name
    instead (``P1+P3``: then without the place number, the order says it).
    A ``head`` longer than the big glyphs' 10 (a language's words) is drawn
    in the narrow tall ones; a team's line too long for the glass (a long
    tie-break word) gives up the total's leading blank."""
    if len(head) <= 10:
        items = [v.big(0, head)]  # type: list
    else:
        from companion.ui.render import big_width

        items = [("big", (128 - big_width(head, v.TALL)) // 2, 0, head, v.TALL)]
    for row, (place, i, total, by) in enumerate(ranking[:4]):
        tail = ""
        if by != "points":
            tail = " " + (_t(_S_BY)[_BY.index(by)] if by in _BY else by)
        if rows is None:
            line = "%d %s %3d%s" % (place, lang.seat(i), total, tail)
        else:
            line = "%s %3d%s" % (rows[i], total, tail)
            if len(line) > 16:
                line = "%s %d%s" % (rows[i], total, tail)
        items.append(v.text(0, 16 + 9 * row, line))
    return items


def checks(warnings):
    """The check pages' lines: ``warnings`` are each one or two lines; four
    lines a page, a warning never split across two."""
    pages = []  # type: list
    for lines in warnings:
        if not pages or len(pages[-1]) + len(lines) > 4:
            pages.append([])
        pages[-1].extend(lines)
    return pages


def check(n, pages, i):
    """Check page ``i`` of ``pages`` (``checks``), ``n`` warnings in all:
    ``7 warnings 1/3`` over its lines."""
    head = lang.count(_t(_S_WARNINGS), n)
    if len(pages) > 1:
        head += " %d/%d" % (i + 1, len(pages))
    items = v.title(head)
    for row, line in enumerate(pages[i]):
        items.append(v.text(0, 12 + 10 * row, line))
    return items


class Pages(Screen):
    """Result pages: ``down``/``ok`` next, ``up`` previous, ``back`` returns
    to the session on the stack below (``dev.game``) to correct it, hold
    ``ok`` ends the session ("Done": ``dev.new_game``, which logs the
    game's ``abandon_line``: finished while its result is set).
    On a check page (``checks``: the warnings, which come first) hold
    ``ok`` turns to the scores instead: no session ends unseen.
    Subclasses set ``pages`` and give ``draw(page)``, the page's items; a
    page is drawn once when it is turned to (the strings are made then, not
    every frame, in the language of the moment) and may set ``hints`` (the
    texts the hint rotates through, ``hold ok: done`` second; the last page
    drops the first: it shows that one first, alone but for the lines
    after it)."""

    pages = 1
    page = 0
    checks = ()  # the check pages (the warnings), before the scores
    hints = ()  # set as a page is drawn
    _at = -1  # the page ``_shown`` holds

    def draw(self, page):  # type: (int) -> list
        return []

    def view(self, dev):
        if self._at != self.page:
            on_check = self.page < len(self.checks)
            self.hints = (_t(_S_PAGE), _t(_S_TO_SCORES if on_check else _S_DONE))
            self._shown = self.draw(self.page)
            self._at = self.page
            if self.page == self.pages - 1:
                self.hints = self.hints[1:]
        hints = self.hints
        return self._shown + v.hint(hints[dev.hint_index % len(hints)])

    def relang(self, dev):
        self._at = -1  # the page is drawn again, in the new language

    def key(self, dev, button, kind):
        if button == "ok" and kind == "long":
            if self.page < len(self.checks):  # not on a warning: to the scores first
                self.page = len(self.checks)
                dev.changed()
                return
            dev.new_game()  # Done: logged as finished, the save cleared
            return
        if button in ("down", "ok"):
            self.page = (self.page + 1) % self.pages
        elif button == "up":
            self.page = (self.page - 1) % self.pages
        elif button == "back":
            dev.pop()
            dev.game.clear()
        dev.changed()
