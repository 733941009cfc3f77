"""Clocktowers' result pages (companion.ui.clocktowers_ui's module text
gives their order: the box warnings, a check page per flagged tower, the
ranking, each player's towers). Loaded with the scores
(``ClocktowersSession.finish``) and unloaded with them (``scores``)."""

from companion import const, lang
from companion.rules import clocktowers as ct
from companion.rules import towers
from companion.ui import view as v
from companion.ui.results import Pages, check, checks, ranked, won

_t = lang.area("clk")
_S_ALL_TIE = const(40)
_S_ALL_WIN = const(39)
_S_ANOTHER = const(34)
_S_ANYWAY = const(43)
_S_COLOURS = const(19)  # as towers.COLOURS
_S_COUNTS = const(37)
_S_GAP_TOWER = const(33)
_S_HIGH = const(30)
_S_IS_HIGH = const(35)
_S_LIT = const(2)
_S_MISSING = const(32)
_S_NO_TOWERS = const(45)
_S_OUT_OF_ORDER = const(36)
_S_POINTS = const(38)
_S_SAME_TIE = const(44)
_S_START = const(31)
_S_TIE = const(42)
_S_WIN = const(41)
_S_W_BOX = const(50)
_S_W_CLOCKS = const(48)  # mouse, plain
_S_W_FLOORS = const(47)
_S_W_ROOFS = const(49)


class ClocktowersResults(Pages):
    """Pages: the box warnings, one per flagged tower (the checks), the
    ranking, then each player's towers, four a page (see the module text)."""

    def __init__(self, result):
        self.result = result
        self.relang(None)  # the check pages' lines
        # (kind, player, tower): the checks, the ranking, 4 towers a page
        plan = [("warn", i, 0) for i in range(len(self.checks))]
        self.flags = ct.flagged(result)
        for p, n in self.flags:
            plan.append(("flag", p, n))
        plan.append(("rank", 0, 0))
        for p, s in enumerate(result["scores"]):
            for first in range(0, max(1, len(s["towers"])), 4):
                plan.append(("towers", p, first))
        self.plan = plan
        self.pages = len(plan)
        self.page = 0

    def relang(self, dev):
        """The check pages' lines in the active language (as
        ``warning_text`` says them in English), the page drawn again."""
        out = []
        for w in self.result["warnings"]:
            if w[0] == "floors":
                head = _t(_S_W_FLOORS) % (w[2], w[1])
            elif w[0] == "clocks":
                head = _t(_S_W_CLOCKS)[0 if w[1] == "mouse" else 1] % w[2]
            else:
                head = _t(_S_W_ROOFS) % (w[2], _t(_S_COLOURS)[towers.COLOURS.index(w[1])])
            out.append((head, _t(_S_W_BOX) % ct._in_box(w)))
        self.checks = checks(out)
        self._at = -1
        if dev is not None:
            Pages.relang(self, dev)

    def _flag(self, p, n):
        """The check page of player ``p``'s flagged tower ``n``."""
        r = self.result
        built = r["scores"][p]["towers"]
        t = built[n]
        colour = t["colour"]
        said = _t(_S_COLOURS)[towers.COLOURS.index(colour)]  # a flagged tower is complete: roofed
        items = v.title(lang.seat(p) + " " + _t(_S_HIGH) % (said, t["height"]))
        why = t["flags"][-1]  # the ladder's reason comes last
        if why == "ladder_start":
            lines = _t(_S_START)
        elif why == "ladder_gap":  # the ladder's top: the highest of the colour that fits
            fits = [u["height"] for u in built if u["colour"] == colour and not u["flagged"]]
            top = max(fits + [0])
            lines = (_t(_S_MISSING) % said, _t(_S_GAP_TOWER) % (top + 1))
        elif why == "ladder_repeat":
            lines = (_t(_S_ANOTHER) % said, _t(_S_IS_HIGH) % t["height"])
        else:  # build order (the session's taps refuse it; a restored or rules-made tower)
            lines = _t(_S_OUT_OF_ORDER)
        # the first places (players, 0-based) as tapped, and without the flagged
        now = [q for place, q, _, _ in r["ranking"] if place == 1]
        if len(self.flags) > 1:
            # what the flagged towers decide together (one at a time may
            # say nothing: two towers can each leave P1 ahead, both a tie)
            then = [q for place, q, _, _ in r["ranking_unflagged"] if place == 1]
            if len(then) == 1:
                last = _t(_S_ALL_WIN) % lang.seat(then[0])
            else:
                last = _t(_S_ALL_TIE)
        else:
            then = [q for place, q, _, _ in ct.without(r, p, n) if place == 1]
            if then == now:
                if len(now) == 1:
                    last = _t(_S_ANYWAY) % lang.seat(now[0])
                else:
                    last = _t(_S_SAME_TIE)
            elif len(then) == 1:
                last = _t(_S_WIN) % lang.seat(then[0])
            else:
                last = _t(_S_TIE)
        counts = _t(_S_COUNTS) % lang.count(_t(_S_POINTS), t["points"])
        for row, line in enumerate(tuple(lines) + (counts, last)):
            items.append(v.text(0, 12 + 10 * row, line))
        return items

    def draw(self, page):
        r = self.result
        kind, p, first = self.plan[page]
        if kind == "warn":
            return check(len(r["warnings"]), self.checks, p)
        if kind == "rank":
            return ranked(won(ct.winners(r)), r["ranking"])
        if kind == "flag":
            return self._flag(p, first)
        s = r["scores"][p]
        items = v.title(lang.seat(p) + " " + lang.count(_t(_S_POINTS), s["total"]))
        built = s["towers"]
        for row in range(4):
            if first + row >= len(built):
                break
            t = built[first + row]
            y = 12 + 10 * row
            c = t["colour"]
            c = _t(_S_COLOURS)[towers.COLOURS.index(c)] if c else "-"
            # padded by hand: MicroPython's "%-14s" counts bytes ("grün": 5)
            line = _t(_S_HIGH) % (c, t["height"])
            line += " " * (14 - len(line)) + "%2d" % t["points"]
            if t["flagged"]:  # lit: the check pages said why
                items.append(("box", 0, y - 1, 128, 10, 1))
                items.append(v.text(0, y, line, 0))
                self.hints = tuple(self.hints[:2]) + (_t(_S_LIT),)  # the pages' own, then why
            else:
                items.append(v.text(0, y, line))
        if not built:
            items.append(v.text(0, 12, _t(_S_NO_TOWERS)))
        return items
