"""What the scoring sessions (Sombreros, Clocktowers) share: their base
(``Session``: the taps kept as acts, the snapshot, the scores logged and
shown), counts in words, the check pages, the ranking page and paged
results. Imported only by them, so the other games do not carry it.

Our decision: a finished session has a way out. Hold
``ok`` on any result page: "Done", the session ends (logged as finished,
``som session finished taps=42``), its save is cleared and the game menu
shows. The pages' hint names it in turn with the page keys, and the last
page names it alone (a player who turned every page is done reading).
``back`` still goes back to the session to fix a tap; the session is then
live again. While the results are shown the session's snapshot says
``"over": 1``, and the next boot clears such a save instead of offering it
(``companion.device``)."""

from companion._const import const
from companion.ui import view as v
from companion.ui.widgets import Game, Screen


class Session(Game):
    """The base screen of a scoring session (a ``Game`` reading cards):
    ``players`` 2..4; ``done``, every tap in order, the saved list of acts
    (the first ``first`` entered before the session, which no undo takes);
    ``lines``, the two lines the last tap or refusal said (``("", "")``:
    the prompt); ``result``, the scores while they are shown, else None.

    A session gives ``tag`` (its one name, its rules module's ``TAG``: the
    snapshots' kind, the log lines' tag, its cards' game word) and ``fmt``
    (its resume label, ``Hats %dp %s``: ``Hats 3p 12 taps``), and adds its
    own fields to ``snapshot()``.

    (Its method names are ones the firmware or MicroPython interns already:
    a new name in the Clocktowers session tips the simulator's qstr pool.)"""

    cards = True
    first = 0
    log_path = ("acts",)  # the snapshot's append-only list (journalled saves)
    tag = ""
    fmt = ""
    # A session sets ``players`` and ``done`` (a list of its own: never this
    # one) itself; the rest start as the class's (no __init__ to carry):
    players = 0
    done = []  # type: list
    _low = 0  # the fewest acts kept unchanged since the last save
    lines = ("", "")
    result = None
    _hd = None  # the big heads, made again when they change (_heads)

    def _say(self, dev, title, detail, cue):
        self.lines = (title, detail)
        dev.cue(cue)
        dev.changed()

    def tapped(self, dev, tap):
        """The card of ``tap``; None (said, with the low tone) while the
        scores are shown or for a tap that is no card (blank, foreign...)."""
        if self.result is not None:
            self._say(dev, "Scores shown", "back: to correct", "card_bad")
            return None
        if tap.outcome != "card":
            title, detail = tap.describe()
            self._say(dev, title, detail, "card_bad")
            return None
        return tap.card

    def clear(self):
        """The scores set aside (a result page's ``back``, an undo): the
        session is live again."""
        self.result = None

    def show(self, dev, result, lines, pages):
        """``result`` (the rules' ``score``) set, its ``lines`` (the rules'
        ``log_lines``) logged with the tag, the end tone, and ``pages``
        (its ``Pages``) shown."""
        self.result = result
        tag = self.tag + " "
        for line in lines:
            dev.log(tag + line)
        dev.cue("over")
        dev.push(pages)

    def detail(self, dev, first, line):
        """The two lines under the big heads, as view items: ``first`` and
        the second, ``line``, unless the card reader is off or absent: then
        that is said there."""
        state = dev.nfc_state
        if state == "off":
            line = "NFC is off!"
        elif state == "none":
            line = "No NFC reader!"
        return [v.text(0, 33, first), v.text(0, 43, line)]

    def abandon_line(self):
        how = "abandoned" if self.result is None else "finished"
        return "%s session %s taps=%d" % (self.tag, how, len(self.done) - self.first)

    def snapshot(self):
        """What ``companion.persist`` saves: the head and the acts (the
        module text); the list is the session's own, not a copy. A session
        adds its own fields."""
        return {
            "game": self.tag,
            "label": self.fmt % (self.players, count(len(self.done) - self.first, "tap")),
            "players": self.players,
            "acts": self.done,
            "over": 0 if self.result is None else 1,  # results shown: never resumed
        }

    def log_low(self):
        """The acts at the front of the list unchanged since the last call
        (an undo pops one, a card taken back removes one where it was)."""
        low = self._low
        self._low = len(self.done)
        return low


def count(n, word):
    """``1 hat``, ``2 hats``, ``0 hats``: a count with its noun."""
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


def won(names):
    """The winner for the big glyphs (10 a line): ``P1 wins``, ``P1+P2
    win``, and for three or more ``3-way tie`` (the rows name them). Small
    letters, as every big text of the scoring screens: the glyphs are the
    capitals', and one case keeps the glyph cache small."""
    if len(names) == 1:
        return names[0] + " wins"
    if len(names) == 2:
        return "+".join(names) + " win"
    return "%d-way tie" % len(names)


def ranked(head, ranking, rows=None):
    """The ranking page: the winner (``head``, ``won``'s text) in big
    glyphs, read across the table, then a line a place (up to 4): place,
    player, total and, when a tie-break set it apart, which one
    (``shared``: the same place). ``rows``: per ranking entry its name
    instead (``P1+P3``: then without the place number, the order says it)."""
    items = [v.big(0, head)]  # type: list
    for row, (place, i, total, by) in enumerate(ranking[:4]):
        tail = "" if by == "points" else " " + by
        if rows is None:
            line = "%d P%d %3d%s" % (place, i + 1, total, tail)
        else:
            line = "%s %3d%s" % (rows[i], total, tail)
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
    head = count(n, "warning")
    if len(pages) > 1:
        head += " %d/%d" % (i + 1, len(pages))
    items = v.title(head)
    for row, line in enumerate(pages[i]):
        items.append(v.text(0, 12 + 10 * row, line))
    return items


_PAGE = const(("^v page back fix", "hold ok: done"))
_LAST = const(("hold ok: done",))


class Pages(Screen):
    """Result pages: ``down``/``ok`` next, ``up`` previous, ``back`` returns
    to the session on the stack below (``dev.game``) to correct it, hold
    ``ok`` ends the session ("Done": ``dev.new_game``, which logs the
    game's ``abandon_line``: finished while its result is set).
    Subclasses set ``pages`` and give ``draw(page)``, the page's items; a
    page is drawn once when it is turned to (the strings are made then, not
    every frame) and may set ``hints`` (lines the hint rotates through,
    ``hold ok: done`` second; the last page shows it first, alone but for
    the lines after it)."""

    pages = 1
    page = 0
    hints = _PAGE
    _at = -1  # the page ``_shown`` holds

    def draw(self, page):  # type: (int) -> list
        return []

    def view(self, dev):
        if self._at != self.page:
            self.hints = _PAGE
            self._shown = self.draw(self.page)
            self._at = self.page
            if self.page == self.pages - 1:
                self.hints = _LAST + self.hints[2:]
        hints = self.hints
        return self._shown + v.hint(hints[dev.hint_index % len(hints)])

    def key(self, dev, button, kind):
        if button == "ok" and kind == "long":
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
