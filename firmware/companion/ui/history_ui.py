"""The game menu's History: the games kept on flash (``companion.history``,
docs/history.md), newest first, each one line (when, game, winner); a game
opened shows its results as they were at its end; **This evening** counts
the evening's wins per seat and game, and Hamsterdam's dice against fair
dice (``companion.rules.fair``).

The menu: This evening, the games, New evening (the evening's count starts
again; our decision: an evening is the games since power-on or since
then), Clear history (asks first, "No, keep it" first). A game's line is
read from flash only while it is on the glass (200 games would be 200
files to read before the menu could show).

A game's pages: the ranking (as the scoring sessions draw theirs: the
winner in big letters, a line a place), its facts (players, variant,
rounds, turns, minutes, when), and for Hamsterdam its dice. ``up``/``down``
turn the pages, ``back`` or ``ok`` closes.

Decision: a game keeps its result, not every breakdown page its game
showed (a Sombreros game's cards, a long Hamsterdam's acts: up to 17 KB a
game; the history keeps about 200 bytes).
"""

from companion import const, lang
from companion.ui import view as v
from companion.ui.widgets import Menu, Screen

_t = lang.area("hist")
_S_EVENING = const(0)
_S_NEW_EVENING = const(1)
_S_CLEAR = const(2)
_S_CLEAR_Q = const(3)
_S_KEEP = const(4)
_S_CLEAR_YES = const(5)
_S_CLEARED = const(6)
_S_STARTS = const(7)
_S_SHORT = const(8)
_S_GAME_N = const(9)
_S_NONE = const(10)
_S_PLAYERS = const(11)
_S_ROUNDS = const(12)
_S_TURNS = const(13)
_S_MINUTES = const(14)
_S_WINS = const(15)
_S_GAMES = const(16)
_S_ROLLS = const(17)
_S_FAIR = const(18)
_S_HOT = const(19)
_S_COLD = const(20)
_S_FEW = const(21)
_S_BY = const(22)
_S_VARIANTS = const(23)
_S_PAGE = const(24)
_S_WINS_HEAD = const(25)
_S_LEGEND = const(26)
_U_HISTORY = const(26)  # the "ui" table's "History"
_BY = const(("hamsters", "first"))  # the tie-breaks _S_BY names (the scoring texts name theirs)
_VARIANTS = const(("classic", "teams", "pairs"))
_LINES = const(8)  # game lines kept made (a screenful and its neighbours)


def history_menu():
    """The History menu (pushed from the game menu)."""
    return History(lang.text("ui", _U_HISTORY), _Entries(), keep=True)


class History(Menu):
    """A menu whose entries (``_Entries``) read the flash through the
    device: handed it before each use."""

    def view(self, dev):
        self.entries.dev = dev
        return Menu.view(self, dev)

    def key(self, dev, button, kind):
        self.entries.dev = dev
        Menu.key(self, dev, button, kind)

    def relang(self, dev):
        self.heading = lang.text("ui", _U_HISTORY)
        self.entries.made = {}


class _Entries:
    """The menu's entries, made as they are shown: This evening, the
    games newest first, New evening, Clear history."""

    dev = None  # the device (``History`` hands it over)

    def __init__(self):
        self.nums = None  # the games' numbers, newest first (read on first need)
        self.made = {}  # number -> (label, action, note)
        self.bad = []  # numbers of the files said to be bad (logged once)

    def _games(self):
        nums = self.nums
        if nums is None:
            dev = self.dev
            if dev is None:  # not shown yet: its device unknown
                return []
            nums = []
            if dev.data_dir is not None:
                from companion.history import numbers

                nums = numbers(dev.data_dir)
                nums.reverse()
            self.nums = nums
        return nums

    def __len__(self):
        return 3 + len(self._games())

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __getitem__(self, i):
        nums = self._games()
        if i == 0:
            return (_t(_S_EVENING), _evening)
        if i == len(nums) + 1:
            return (_t(_S_NEW_EVENING), _new_evening)
        if i == len(nums) + 2:
            return (_t(_S_CLEAR), _ask_clear)
        if not 0 < i <= len(nums):
            raise IndexError(i)
        k = nums[i - 1]
        e = self.made.get(k)
        if e is None:
            if len(self.made) >= _LINES:
                self.made.clear()
            e = self.made[k] = _entry(self.dev, k, self.bad)
        return e


def _entry(dev, k, bad):
    # game k's menu entry; a file that cannot be read shows as "#k ?" and
    # is logged once (``bad``: the numbers logged) however often it shows
    from companion.history import read

    rec = read(dev.data_dir, k, None if k in bad else dev.log)
    if rec is None:
        bad.append(k)
        return ("#%d ?" % k, _nothing, _t(_S_GAME_N) % k)
    at = rec["at"]
    when = "%02d:%02d" % (at[3], at[4]) if at else "#%d" % k
    short = _t(_S_SHORT)
    g = _kinds().index(rec["g"]) if rec["g"] in _kinds() else -1
    label = "%s %s %s" % (when, short[g] if g >= 0 else rec["g"], _winner(rec["win"]))
    note = "%d-%02d-%02d" % (at[0], at[1], at[2]) if at else _t(_S_GAME_N) % k
    return (label, lambda d: d.push(Game(rec, k)), note)


def _kinds():
    from companion.games import GAMES

    return [g[1] for g in GAMES]


def _winner(win):
    """The winners in four columns: ``P1``, ``P1+`` (shared: the ranking
    page names them)."""
    if not win:
        return "-"
    s = lang.seat(win[0])
    return s + "+" if len(win) > 1 else s


def _nothing(dev):
    pass


def _evening(dev):
    dev.push(Evening(dev))


def _new_evening(dev):
    dev.evening = []
    dev.toast(_t(_S_STARTS))
    dev.log("sys history evening new")


def _ask_clear(dev):
    dev.push(Menu(_t(_S_CLEAR_Q), [(_t(_S_KEEP), _nothing), (_t(_S_CLEAR_YES), _clear)]))


def _clear(dev):
    if dev.data_dir is not None:
        from companion.history import clear

        dev.writing(True)
        try:
            clear(dev.data_dir)
        finally:
            dev.writing(False)
    dev.evening = []
    dev.pop()  # the History menu: made again, empty
    dev.push(history_menu())
    dev.toast(_t(_S_CLEARED))
    dev.log("sys history cleared")


class _Pages(Screen):
    """Pages turned with ``up``/``down``; ``back`` or ``ok`` closes.
    Subclasses set ``pages`` and give ``draw(i)``: ``(items, hints,
    rule)``, the page's items, the texts its hint line shows in turn and
    whether a rule sits above it (not under the dice's labels). A page is
    made once, as it is turned to (``relang``: again in the new
    language)."""

    pages = 1
    page = 0
    _at = -1
    _shown = ([], (), True)  # type: tuple

    def key(self, dev, button, kind):
        if button in ("back", "ok"):
            dev.pop()
            return
        step = 1 if button == "down" else -1
        self.page = (self.page + step) % self.pages
        dev.changed()

    def draw(self, i):  # type: (int) -> tuple
        return [], (), True

    def view(self, dev):
        if self._at != self.page:
            self._shown = self.draw(self.page)
            self._at = self.page
        items, hints, rule = self._shown
        if not hints:
            return items
        return items + v.hint(hints[dev.hint_index % len(hints)], rule)

    def relang(self, dev):
        self._at = -1


class Game(_Pages):
    """A kept game's pages: its ranking, its facts (four lines a page:
    players, variant, rounds, turns, when; its minutes on the hint line,
    in turn with the keys) and, for Hamsterdam, its dice."""

    def __init__(self, rec, k):
        self.rec = rec
        self.k = k
        self.ranks = ranking_pages(rec)  # 5 or 6 seats: a second
        self.facts = (len(self._lines()) + 3) // 4
        self.pages = self.ranks + self.facts + (1 if rec["d"] else 0)

    def draw(self, i):
        rec = self.rec
        keys = _t(_S_PAGE)
        if i < self.ranks:
            return _ranking(rec, i), (keys,), True
        i -= self.ranks - 1
        if i <= self.facts:
            from companion.games import GAMES

            kinds = _kinds()
            items = v.title(GAMES[kinds.index(rec["g"])][0] if rec["g"] in kinds else rec["g"])
            for row, line in enumerate(self._lines()[4 * (i - 1) : 4 * i]):
                items.append(v.text(0, 11 + 9 * row, line))
            return items, (_t(_S_MINUTES) % rec["min"], keys), True  # its minutes, then the keys
        return _dice(rec["d"])

    def _lines(self):
        rec = self.rec
        lines = [lang.count(_t(_S_PLAYERS), rec["n"])]
        if rec["var"] in _VARIANTS:
            lines.append(_t(_S_VARIANTS)[_VARIANTS.index(rec["var"])])
        if rec["r"] is not None:
            lines.append(lang.count(_t(_S_ROUNDS), rec["r"]))
        if rec["t"] is not None:
            lines.append(lang.count(_t(_S_TURNS), rec["t"]))
        at = rec["at"]
        lines.append("%d-%02d-%02d %02d:%02d" % tuple(at) if at else _t(_S_GAME_N) % self.k)
        return lines


def _rows(rec):
    """The ranking's rows, best first: ``[place, seats, score]``, a seat
    each, or with sides (teams, pairs: ``side``) a side each, its seats
    carrying the team's score, or a pair's laddies home summed."""
    s, pl, side = rec["s"], rec["pl"], rec["side"]
    rows = []
    got = {}  # side -> its row
    for p in sorted(range(rec["n"]), key=lambda q: (pl[q], q)):
        row = got.get(side[p]) if side is not None else None
        if row is None:
            row = [pl[p], [p], s[p]]
            rows.append(row)
            if side is not None:
                got[side[p]] = row
        else:
            row[1].append(p)
            if rec["var"] == "pairs":  # each seat its own laddies: the pair's sum
                row[2] += s[p]
    return rows


def _ranking(rec, page):
    """Ranking page ``page`` of ``rec`` (``pages_of``), as ``results.ranked``
    draws a session's: the winner in big letters, then four rows a page
    (``P1+P3`` for a side)."""
    from companion.ui.results import ranked, won

    rows = _rows(rec)
    by = rec["by"]
    if by in _BY:
        by = _t(_S_BY)[_BY.index(by)]
    sides = rec["side"] is not None
    ranking = []
    names = []
    for i, (place, seats, score) in enumerate(rows[4 * page : 4 * page + 4]):
        names.append("+".join([lang.seat(p) for p in seats]))
        ranking.append((place, i if sides else seats[0], score, by if place == 1 else "points"))
    head = won(["P%d" % (p + 1) for p in rec["win"]])
    return ranked(head, ranking, names if sides else None)


def ranking_pages(rec):
    """How many ranking pages ``rec`` takes: four rows a page."""
    return (len(_rows(rec)) + 3) // 4


def _dice(hist):
    """The dice page (``(items, hints, rule)``, see ``_Pages``): the sums
    2..12 rolled (filled bars) against fair dice's count for as many rolls
    (a frame each), the rolls on the top line; on the bottom one in turn
    the verdict, the test's p-value (from ``MIN_ROLLS`` on) and what the
    frames are."""
    from companion.rules.fair import chi2, expected, verdict
    from companion.ui.render import big_width

    n = sum(hist)
    fair = expected(hist)
    top = max(max(hist), max(fair)) or 1  # a float when fair dice's 7s are the tallest
    items = [v.text(0, 0, _t(_S_ROLLS) % n)]  # type: list
    for i, count in enumerate(hist):
        x = 1 + i * 11
        h = int(fair[i] * 28 / top + 0.5)
        if h:
            items.append(("frame", x, 38 - h, 9, h))
        h = int(count * 28 / top)
        if h:
            items.append(("box", x + 2, 38 - h, 5, h, 1))
        s = "%d" % (i + 2)
        items.append(("big", x + (9 - big_width(s, 1)) // 2, 40 + 8 * (i & 1), s, 1))
    word, s = verdict(hist)
    if word == "few":  # too few rolls for the test: no p-value either
        return items, (_t(_S_FEW) % s, _t(_S_LEGEND)), False
    if word == "fair":
        line = _t(_S_FAIR)
    else:
        line = _t(_S_HOT if word == "hot" else _S_COLD) % s
    p = chi2(hist)[1]
    pval = "chi2 p %s" % ("%.2f" % p if p >= 0.01 else "<0.01")
    return items, (line, pval, _t(_S_LEGEND)), False


class Evening(_Pages):
    """This evening: a page a game played (wins per seat over its games;
    the hint line names how many games, then the keys), then the
    evening's Hamsterdam dice; "No games yet" when none."""

    def __init__(self, dev):
        from companion.history import read

        recs = []
        if dev.data_dir is not None:
            for k in dev.evening:
                rec = read(dev.data_dir, k, dev.log)
                if rec is not None:
                    recs.append(rec)
        kinds = []
        for rec in recs:
            if rec["g"] not in kinds:
                kinds.append(rec["g"])
        dice = None
        for rec in recs:
            if rec["d"]:
                dice = [a + b for a, b in zip(dice, rec["d"])] if dice else list(rec["d"])
        self.recs = recs
        self.kinds = kinds
        self.dice = dice
        self.pages = max(1, len(kinds) + (1 if dice else 0))

    def draw(self, i):
        if not self.recs:
            return v.title(_t(_S_EVENING)) + [v.centre(28, _t(_S_NONE))], (_t(_S_PAGE),), True
        if i == len(self.kinds):
            return _dice(self.dice)
        g = self.kinds[i]
        games = [r for r in self.recs if r["g"] == g]
        n = max(r["n"] for r in games)
        wins = [0] * n
        for r in games:
            for p in r["win"]:
                if p < n:
                    wins[p] += 1
        from companion.games import GAMES

        kinds = _kinds()
        items = v.title(GAMES[kinds.index(g)][0] if g in kinds else g)
        for p in range(n):
            if n <= 4:  # a line a seat: "P1 2 wins"
                x, y = 0, 11 + 9 * p
                line = "%s %s" % (lang.seat(p), lang.count(_t(_S_WINS), wins[p]))
            else:  # 5 or 6 seats: "Wins", then two columns of "P1 2"
                x, y = 64 * (p // 3), 20 + 9 * (p % 3)
                line = "%s %d" % (lang.seat(p), wins[p])
            items.append(v.text(x, y, line))
        if n > 4:
            items.append(v.text(0, 11, _t(_S_WINS_HEAD)))
        return items, (lang.count(_t(_S_GAMES), len(games)), _t(_S_PAGE)), True  # count, keys
