"""Clocktowers tap-to-score on the device (DIGEST.md, Clocktowers).

Each player in turn taps every complete tower bottom to top: its floors from
the ground, then its clock, then its roof. The roof closes the tower and the
screen shows its height, colour and points at once. ``ok`` moves to the next
player (and after the last, scores the game); ``back`` steps back a player;
hold ``back`` undoes the last tap (a roof undone reopens its tower).

Refused taps, each with its own message and tone: a card already used in
this session, a clock before any floor, a second clock, a floor on a clock,
a roof before the clock, a card of another game. So every tower entered is
built in a legal order; the colour ladder is checked when the game is
scored, and towers that break it are flagged: the results show the score
with and without them and the players decide.
"""

from companion._const import const
from companion.cards import uid_hex
from companion.rules import RuleError
from companion.rules import clocktowers as ct
from companion.ui import view as v
from companion.ui.scoring import Pages, leave
from companion.ui.widgets import Game, Menu

# A flagged tower's reason in a tower line ("3h green 5!st"): 16 characters
# at most even for "10h yellow 5!rep".
_FLAG = const((("ladder_start", "st"), ("ladder_gap", "gap"), ("ladder_repeat", "rep")))


def _tuple(card):
    """The rules' card tuple for a payload ``Card``."""
    if card.kind == "floor":
        return ("floor", card.attrs[0], card.attrs[1])
    return (card.kind, card.attrs[0])


class ClocktowersSession(Game):
    """The base screen of a scoring session; ``players`` 2..4."""

    cards = True

    def __init__(self, players):
        self.players = players
        self.p = 0
        self.towers = [[] for _ in range(players)]  # closed towers: lists of (tuple, uid)
        self.current = []  # the tower being tapped (current player)
        self.done = []  # undo: (player, uid) in tap order
        self.lines = ("", "")
        self.result = None

    def _used(self, uid):
        for p in range(self.players):
            for n, tower in enumerate(self.towers[p]):
                for _, u in tower:
                    if u == uid:
                        return "P%d tower %d" % (p + 1, n + 1)
        for _, u in self.current:
            if u == uid:
                return "this tower"
        return None

    def _refuse(self, dev, title, detail, why):
        dev.log("clk refused player=P%d why=%s" % (self.p + 1, why))
        self._say(dev, title, detail, "card_bad")

    def _say(self, dev, title, detail, cue):
        self.lines = (title, detail)
        dev.cue(cue)
        dev.changed()

    # -- taps -------------------------------------------------------------------
    def card(self, dev, tap):
        if self.result is not None:
            return self._say(dev, "Scores shown", "back: to correct", "card_bad")
        if tap.outcome != "card":  # blank, foreign...: said, nothing counted
            title, detail = tap.describe()
            return self._say(dev, title, detail, "card_bad")
        card = tap.card
        if card.game != "clk":
            return self._refuse(dev, "Not a tower card", card.label(), "other_game")
        uid = uid_hex(tap.uid)
        where = self._used(uid)
        if where is not None:
            return self._refuse(dev, "Already used", where, "twice")
        kinds = [c[0][0] for c in self.current]
        kind = card.kind
        if kind == "clock" and "floor" not in kinds:
            return self._refuse(dev, "Floor first", "then the clock", "clock_first")
        if kind == "clock" and "clock" in kinds:
            return self._refuse(dev, "Two clocks", "then the roof", "two_clocks")
        if kind == "floor" and "clock" in kinds:
            return self._refuse(dev, "Clock is on", "roof now", "floor_after_clock")
        if kind == "roof" and "clock" not in kinds:
            first = "Floor first" if "floor" not in kinds else "Clock first"
            return self._refuse(dev, first, "roof comes last", "roof_early")
        self.current.append((_tuple(card), uid))
        self.done.append((self.p, uid))
        n = len(self.towers[self.p]) + 1
        dev.log(
            "clk tap player=P%d tower=%d card=%s uid=%s"
            % (self.p + 1, n, card.text()[8:].replace(" ", "-"), uid)
        )
        if kind != "roof":
            return self._say(dev, card.label(), self._progress(), "card")
        t = ct.tower([c[0] for c in self.current])
        self.towers[self.p].append(self.current)
        self.current = []
        dev.log(ct.TAG + " " + ct.tower_line(self.p, n, t))
        detail = "%dh %s %dpt" % (t["height"], t["colour"], t["points"])
        self._say(dev, "Tower %d done" % n, detail, "written")

    def _progress(self):
        height = sum(c[0][1] for c in self.current if c[0][0] == "floor")
        if any(c[0][0] == "clock" for c in self.current):
            return "%dh+clock" % height
        return "%d storey%s" % (height, "" if height == 1 else "s")

    def undo(self, dev):
        """Hold back: take back the last tap (a roof reopens its tower)."""
        if self.result is not None:
            self.result = None
        if not self.done:
            dev.error("Nothing to undo")
            return
        p, uid = self.done.pop()
        if self.current and self.p == p:
            item = self.current.pop()
        else:
            self.p = p
            self.current = self.towers[p].pop()  # reopen the tower its roof closed
            item = self.current.pop()
        dev.log("clk undo player=P%d card=%s" % (p + 1, "-".join("%s" % x for x in item[0])))
        kind = item[0][0]  # "floor", "clock" or "roof": shown as "Floor" ...
        self._say(dev, "Undone", kind[0].upper() + kind[1:], "undo")

    # -- buttons ----------------------------------------------------------------
    def key(self, dev, button, kind):
        if self.result is not None:
            return
        if button == "ok":
            if self.current:
                return self._refuse(dev, "Tower unfinished", "roof it or undo", "unfinished")
            self.lines = ("", "")
            if self.p == self.players - 1:
                return self.finish(dev)
            self.p += 1
            dev.log("clk player P%d" % (self.p + 1))
        elif button == "back":
            if self.current:
                return self._refuse(dev, "Tower unfinished", "roof it or undo", "unfinished")
            self.lines = ("", "")
            if self.p == 0:
                return self._leave(dev)
            self.p -= 1
            dev.log("clk player P%d" % (self.p + 1))
        dev.changed()

    def _leave(self, dev):
        leave(dev, self.done)

    def abandon_line(self):
        return "clk session abandoned taps=%d" % len(self.done)

    def snapshot(self):
        return {
            "game": "clk",
            "label": "Towers %dp %d taps" % (self.players, len(self.done)),
            "players": self.players,
            "p": self.p,
            "towers": self.towers,
            "current": self.current,
            "done": self.done,
        }

    def finish(self, dev):
        towers = [[[c[0] for c in t] for t in self.towers[p]] for p in range(self.players)]
        try:
            result = ct.score(self.players, towers)
        except RuleError as e:  # e.g. more red roofs than the box holds
            dev.error(str(e)[:16])
            return
        self.result = result
        for line in ct.log_lines(result):
            dev.log(ct.TAG + " " + line)
        dev.cue("over")
        dev.push(ClocktowersResults(result))

    def view(self, dev):
        n = len(self.towers[self.p])
        items = v.title("P%d towers: %d" % (self.p + 1, n))
        if self.lines[0]:
            items.append(v.text(0, 12, self.lines[0]))
            items.append(v.text(0, 22, self.lines[1]))
        else:
            items.append(v.text(0, 12, "Tap each tower:"))
            items.append(v.text(0, 22, "floor,clock,roof"))
        if self.current:
            items.append(v.text(0, 34, "open " + self._progress()))
        if dev.nfc_state in ("none", "off"):
            items.append(
                v.text(0, 44, "NFC is off!" if dev.nfc_state == "off" else "No NFC reader!")
            )
        hints = ("ok next player", "hold back: undo")
        return items + v.hint(hints[dev.hint_index % 2])


class ClocktowersResults(Pages):
    """Pages: the ranking (every complete tower), the ranking without
    flagged towers when it differs, then each player's towers."""

    def __init__(self, result):
        self.result = result
        self.flagged = any(s["flagged"] for s in result["scores"])
        # (kind, player, first tower): the rankings, then 4 towers a page
        self.plan = [("rank", 0, 0)]
        if self.flagged:
            self.plan.append(("unflagged", 0, 0))
        for p, s in enumerate(result["scores"]):
            for first in range(0, max(1, len(s["towers"])), 4):
                self.plan.append(("towers", p, first))
        self.pages = len(self.plan)
        self.page = 0

    def _ranking(self, title, ranking, unflagged):
        items = v.title(title)
        for row, (place, p, total, by) in enumerate(ranking[:4]):
            tail = "" if by == "points" else " " + by
            items.append(v.text(0, 12 + 10 * row, "%d P%d %3d%s" % (place, p + 1, total, tail)))
        if len(ranking) < 4:
            items.append(v.text(0, 44, "winner " + ",".join(ct.winners(self.result, unflagged))))
        return items

    def view(self, dev):
        r = self.result
        kind, p, first = self.plan[self.page]
        if kind == "rank":
            items = self._ranking("Towers: ranking", r["ranking"], False)
        elif kind == "unflagged":
            items = self._ranking("Without flagged", r["ranking_unflagged"], True)
        else:
            s = r["scores"][p]
            if s["flagged"]:  # "P1 14 w/o! 9": the total without flagged towers
                title = "P%d %d w/o! %d" % (p + 1, s["total"], s["total_unflagged"])
            else:
                title = "P%d %d points" % (p + 1, s["total"])
            items = v.title(title)
            towers = s["towers"]
            for row in range(4):
                if first + row >= len(towers):
                    break
                t = towers[first + row]
                line = "%dh %s %d" % (t["height"], t["colour"], t["points"])
                if t["flagged"]:
                    flag = "?"
                    for reason, word in _FLAG:
                        if reason == t["flags"][-1]:
                            flag = word
                    line += "!" + flag
                items.append(v.text(0, 12 + 10 * row, line))
            if not towers:
                items.append(v.text(0, 12, "no towers"))
        return items + v.hint("^v page back fix")


def setup_menu():
    def start(n):
        return lambda d: d.start(ClocktowersSession(n), "clk session start players=%d" % n)

    return Menu("Clocktowers", [("%d players" % n, start(n)) for n in (2, 3, 4)], pos=1)


def restore(snap):
    """A session back from its ``snapshot()`` (JSON lists turned back into
    the card tuples the rules take)."""
    s = ClocktowersSession(snap["players"])
    s.p = snap["p"]
    s.towers = [[[(tuple(c), uid) for c, uid in t] for t in mine] for mine in snap["towers"]]
    s.current = [(tuple(c), uid) for c, uid in snap["current"]]
    s.done = [(p, uid) for p, uid in snap["done"]]
    return s
