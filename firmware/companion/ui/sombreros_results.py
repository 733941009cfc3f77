"""Sombreros' result pages (companion.ui.sombreros_ui's module text gives
their order: the check pages, the ranking, the table, a page a player).
Loaded with the scores (``SombrerosSession.finish``) and unloaded with
them (``scores``)."""

from companion import const, lang
from companion.rules.sombreros import winners
from companion.ui import view as v
from companion.ui.results import Pages, check, checks, ranked, won

_t = lang.area("som")
_S_TEAMS_TIE = const(36)
_S_TABLE = const(37)
_S_TOTAL = const(38)
_S_ROWS = const(39)
_S_W_EMPTY = const(44)
_S_W_TWICE = const(45)
_S_W_TIMES = const(46)
_S_W_BOX1 = const(47)
_S_W_HATS = const(48)
_S_W_BOX = const(49)
_S_W_TYPES = const(50)
_S_W_USE = const(51)
_S_W_CARDS = const(52)
_S_W_PLAYED = const(53)
_S_W_NO_FAV = const(54)


class SombrerosResults(Pages):
    """Pages: the check pages when there are warnings (see the module's
    decision), the ranking (4 players: of the teams), the table, one per
    player."""

    def __init__(self, result):
        self.result = result
        self.page = 0
        # the rules' warnings (warning_text, English) in the language
        # of the glass: the same lines, word for word
        lines = []  # type: list
        for w in result["warnings"]:
            code = w[0]
            if code == "empty":
                lines.append((_t(_S_W_EMPTY) % w[1],))
            elif code == "twice":
                n = w[3]
                if n == 2:
                    head = _t(_S_W_TWICE) % (w[1], w[2])
                else:
                    head = _t(_S_W_TIMES) % (w[1], w[2], n)
                lines.append((head, _t(_S_W_BOX1)))
            elif code == "hats":
                # the box's 42 hats, 5 types with 2 players, 8 cards played
                # (the rules' own constants: names MicroPython does not keep)
                lines.append((_t(_S_W_HATS) % w[1], _t(_S_W_BOX) % 42))
            elif code == "types":
                lines.append((_t(_S_W_TYPES) % w[1], _t(_S_W_USE) % 5))
            elif code == "cards":
                played = lang.seat(w[1]) + ": " + lang.count(_t(_S_W_CARDS), w[2])
                lines.append((played, _t(_S_W_PLAYED) % 8))
            else:
                lines.append((_t(_S_W_NO_FAV) % lang.seat(w[1]),))
        self.checks = checks(lines)
        self.pages = len(self.checks) + 2 + result["players"]

    def draw(self, page):
        r = self.result
        if page < len(self.checks):
            return check(len(r["warnings"]), self.checks, page)
        page -= len(self.checks)
        if page == 0:
            teams = r["teams"]
            if teams is None:
                return ranked(won(winners(r)), r["ranking"])
            # 4 players: a team wins, said by its players (P2+P4 win), a
            # line a team (the teams page of old); each player's own points
            # are on their page
            rows = [lang.seat(a) + "+" + lang.seat(b) for a, b in teams["members"]]
            first = [i for place, i, _, _ in teams["ranking"] if place == 1]
            if len(first) == 1:
                head = won(["P%d" % (p + 1) for p in teams["members"][first[0]]])
            else:
                head = _t(_S_TEAMS_TIE)
            return ranked(head, teams["ranking"], rows)
        if page == 1:  # the table as entered: a misplaced card shows here
            items = v.title(_t(_S_TABLE))
            table = r["table"]
            for row in range(3):
                cells = []
                for i in (2 * row, 2 * row + 1):
                    if i < len(table):
                        c = table[i]
                        down = " " if (i + 1) not in r["face_down"] else "x"
                        cells.append("%d:%s%s" % (i + 1, "-  " if c is None else "%d/%d" % c, down))
                items.append(v.text(0, 12 + 10 * row, " ".join(cells)))
            return items
        p = page - 2  # a player's page (the last ones)
        s = r["scores"][p]
        items = v.title(_t(_S_TOTAL) % (lang.seat(p), s["total"]))
        rows = _t(_S_ROWS)
        for row, what in enumerate(("collection", "black", "favourite", "cookie")):
            # padded by hand: MicroPython's "%-10s" counts bytes (ó, ü: 2)
            line = rows[row] + " " * (10 - len(rows[row]))
            items.append(v.text(0, 12 + 10 * row, "%s%4d" % (line, s[what])))
        return items
