"""What the scoring sessions (Sombreros, Clocktowers) share: their base
(``Session``: the taps kept as acts, the snapshot, the scores logged and
shown), counts in words, the check pages, the ranking page and paged
results. Imported only by them, so the other games do not carry it.

Our decision: a finished session has a way out. Hold
``ok`` on a result page: "Done", the session ends (logged as finished,
``som session finished taps=42``), its save is cleared and the game menu
shows. The pages' hint names it in turn with the page keys, and the last
page names it alone (a player who turned every page is done reading). On
the check pages (the warnings, before the scores) it turns to the scores
instead: no session ends before its scores were on the glass.
``back`` still goes back to the session to fix a tap; the session is then
live again. While the results are shown the session's snapshot says
``"over": 1``, and the next boot clears such a save instead of offering it
(``companion.device``)."""

from companion import const, lang
from companion.ui import view as v
from companion.ui.widgets import Game, Screen

# The texts on the glass (companion/texts/*_score.py; docs/languages.md):
# shared by both sessions, so Clocktowers reads them as Sombreros does.
_t = lang.area("score")
_S_SHOWN = const(0)
_S_TO_FIX = const(1)
_S_NFC_OFF = const(2)
_S_NO_NFC = const(3)
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
            self._say(dev, _t(_S_SHOWN), _t(_S_TO_FIX), "card_bad")
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
            line = _t(_S_NFC_OFF)
        elif state == "none":
            line = _t(_S_NO_NFC)
        return [v.text(0, 33, first), v.text(0, 43, line)]

    def relang(self, dev):
        # the language changed: the heads and the last tap's lines are in
        # the old one; the heads are made again, the prompt shows
        self._hd = None
        self.lines = ("", "")

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

    def record(self):
        """The finished session for the history (docs/history.md): per seat
        its points (a team's seats carry the team's: Sombreros with 4
        players) and place, the winners, what decided (first place's ``by``:
        ``points``, a tie-break, ``shared``) and each seat's side with
        teams. None while no scores are shown (or the cookie is asked).
        Here, not in ``companion.rules.records``: a session's end is its
        heap's peak, and no module need load then."""
        result = self.result
        if result is None:
            return None
        teams = result.get("teams")
        ranking = result["ranking"] if teams is None else teams["ranking"]
        if ranking is None:
            return None
        n = self.players
        s = [0] * n
        pl = [0] * n
        side = [0] * n
        win = []
        for place, i, total, _ in ranking:
            for p in (i,) if teams is None else teams["members"][i]:
                s[p] = total
                pl[p] = place
                side[p] = i
                if place == 1:
                    win.append(p)
        win.sort()
        return {
            "var": "" if teams is None else "teams",
            "n": n,
            "s": s,
            "low": 0,
            "pl": pl,
            "win": win,
            "by": ranking[0][3],
            "side": None if teams is None else side,
            "r": None,
            "t": None,
            "d": None,
        }

    def log_low(self):
        """The acts at the front of the list unchanged since the last call
        (an undo pops one, a card taken back removes one where it was)."""
        low = self._low
        self._low = len(self.done)
        return low


def count(n, word):
    """``1 hat``, ``2 hats``, ``0 hats``: a count with its noun (English:
    the resume label, which is logged and saved)."""
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


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
