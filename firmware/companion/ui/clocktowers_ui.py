"""Clocktowers tap-to-score on the device (docs/rules.md, Clocktowers).

Each player in turn taps every complete tower bottom to top: its floors from
the ground, then its clock, then its roof. The roof closes the tower and the
screen shows its height, colour and points at once. ``ok`` moves to the next
player (and after the last, scores the game); ``back`` steps back a player;
hold ``back`` undoes the last tap (a roof undone reopens its tower). The
hint names what ``ok`` does now: ``ok next player``, ``ok: score game``
(the last player), and while a tower is open, where ``ok`` is refused,
``roof it, then ok``.

Refused taps, each with its own message and tone: a card (sticker) already
used in this session, a clock before any floor, a second clock, a floor on a
clock, a roof before the clock, a card of another game. So every tower
entered is built in a legal order; the colour ladder is checked when the
game is scored, and towers that break it are flagged. More cards of a kind
than the box holds (five red roofs: a mis-written sticker) never refuse the
score (docs/rules.md, Box facts (every game)): the result pages open
on a check page saying so (``5 red roofs`` / ``the box has 4``).

Read from the seats: the tap screen shows whose turn it is and
what they tap (``P1 towers``) and how many towers they have so far (``2``,
under it) in the big glyphs (drawn as capitals); the 8x8 lines are the
prompt and what the last tap did.

One result (``companion.rules.clocktowers``, its decision: a flagged tower
scores as tapped). The result pages open on a check page per flagged tower,
before the ranking, so the players meet it before the winner: the tower by
player, colour and height (``P1 green 3 high``), why in words (``a colour's
first`` / ``is 1 or 2 high``; ``missing: green`` / ``tower 3 high``;
``another green`` / ``tower is 2 high``), what it counts (``counts 5
points``) and what it decides (``without: P2 wins``, or ``P1 wins anyway``).
Our decision: with two or more flagged towers each page says
what they decide together, without every one of them (``all out: P2 wins``,
``all out: tie``, ``all out: P1 wins``): one at a time can mislead (two
towers may each leave P1 ahead while both decide a tie). Then the ranking,
the winner in the big glyphs, then each player's towers, four a page, a
flagged one lit (the hint says so). ``back`` goes to fix the taps; hold
``ok``: Done (``companion.ui.scoring``).

Saved as a journal (``companion.persist``): the snapshot
is a small head (players, the player shown, whether the results are shown)
and ``acts``, every card tapped in order as ``(player, kind, ..., uid)``
(the rules' card tuple between: ``(0, "floor", 2, "cat", uid)``); the
towers are rebuilt from it on restore (a roof closes its player's open
tower). An undo pops the last act, so a save writes only the small
journal, never a whole slot in front of the next card; sessions saved whole
by the earlier firmware (``towers``, ``current``, ``done`` as ``[player,
uid]``) still resume.
"""

from companion._const import const
from companion.rules import RuleError
from companion.rules import clocktowers as ct
from companion.ui import view as v
from companion.ui.scoring import Pages, Session, check, checks, count, ranked, won
from companion.ui.widgets import Menu

_LIT = const(("^v page back fix", "hold ok: done", "lit row: flagged"))
_OPEN = const(("roof it, then ok", "hold back: undo"))  # ok is refused: a tower is open
_NEXT = const(("ok next player", "hold back: undo"))
_SCORE = const(("ok: score game", "hold back: undo"))  # the last player


def _tuple(card):
    """The rules' card tuple for a payload ``Card``."""
    if card.kind == "floor":
        return ("floor", card.attrs[0], card.attrs[1])
    return (card.kind, card.attrs[0])


class ClocktowersSession(Session):
    """The base screen of a scoring session; ``players`` 2..4. Its acts
    (``done``): every tap in order, ``(player, kind, ..., uid)``."""

    tag = ct.TAG
    fmt = "Towers %dp %s"

    def __init__(self, players):
        self.players = players
        self.done = []  # type: list
        self.p = 0
        self.towers = [[] for _ in range(players)]  # closed towers: lists of (tuple, uid)
        self.current = []  # the tower being tapped (current player)

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

    # -- taps -------------------------------------------------------------------
    def card(self, dev, tap):
        card = self.tapped(dev, tap)
        if card is None:  # said, nothing counted
            return
        if card.game != self.tag:
            return self._refuse(dev, "Not a tower card", card.label(), "other_game")
        uid = tap.uid_hex
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
        self.done.append((self.p,) + _tuple(card) + (uid,))
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
        s = count(height, "storey")
        if any(c[0][0] == "clock" for c in self.current):
            return s + "+clock"
        return s

    def undo(self, dev):
        """Hold back: take back the last tap (a roof reopens its tower)."""
        self.clear()
        if not self.done:
            dev.error("Nothing to undo")
            return
        p = self.done.pop()[0]
        if len(self.done) < self._low:
            self._low = len(self.done)
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
                return self.leave(dev, self.done)
            self.p -= 1
            dev.log("clk player P%d" % (self.p + 1))
        dev.changed()

    def snapshot(self):
        snap = Session.snapshot(self)
        snap["p"] = self.p  # whose towers are tapped
        return snap

    def finish(self, dev):
        towers = [[[c[0] for c in t] for t in self.towers[p]] for p in range(self.players)]
        try:
            result = ct.score(self.players, towers)
        except RuleError as e:  # the taps prevent it (box facts only warn); never a wrong score
            dev.error(str(e)[:16])
            return
        self.show(dev, result, ct.log_lines(result), ClocktowersResults(result))

    def _heads(self):
        """``(key, name, count, prompt)``: the big player name and tower count
        (a bare number under ``P1 towers``: a glyph costs about 0.3 ms on the
        Pico) and the prompt lines, made again only when they change
        (``key``; the big ones only with the player or the count)."""
        n = len(self.towers[self.p])
        key = (self.p, n, len(self.current))
        hd = self._hd
        if hd is not None and hd[0] == key:
            return hd
        if self.current:
            ask = ("Tower %d open:" % (n + 1), self._progress())
        else:
            ask = ("Tap each tower:", "floor,clock,roof")
        if hd is None or hd[0][:2] != key[:2]:
            # the name alone on pages 0-1: copied into the frame (render.big_cells)
            name = v.big(0, "P%d towers" % (self.p + 1)) + (1, 1)
            big = v.big(16, "%d" % n)
        else:
            name, big = hd[1], hd[2]
        hd = self._hd = (key, name, big, ask)
        return hd

    def view(self, dev):
        _, name, big, ask = self._heads()
        first, second = self.lines if self.lines[0] else ask
        items = [name] + self.detail(dev, first, second)
        items.append(big)
        # the hint names what ok does now: refused while a tower is open
        if self.current:
            hints = _OPEN
        elif self.p == self.players - 1:
            hints = _SCORE
        else:
            hints = _NEXT
        return items + v.hint(hints[dev.hint_index % 2])


class ClocktowersResults(Pages):
    """Pages: the box warnings, one per flagged tower (the checks), the
    ranking, then each player's towers, four a page (see the module text)."""

    def __init__(self, result):
        self.result = result
        self.checks = checks([ct.warning_text(w) for w in result["warnings"]])
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

    def _flag(self, p, n):
        """The check page of player ``p``'s flagged tower ``n``."""
        r = self.result
        towers = r["scores"][p]["towers"]
        t = towers[n]
        colour = t["colour"]
        items = v.title("P%d %s %d high" % (p + 1, colour, t["height"]))
        why = t["flags"][-1]  # the ladder's reason comes last
        if why == "ladder_start":
            lines = ("a colour's first", "is 1 or 2 high")
        elif why == "ladder_gap":  # the ladder's top: the highest of the colour that fits
            fits = [u["height"] for u in towers if u["colour"] == colour and not u["flagged"]]
            top = max(fits + [0])
            lines = ("missing: " + colour, "tower %d high" % (top + 1))
        elif why == "ladder_repeat":
            lines = ("another " + colour, "tower is %d high" % t["height"])
        else:  # build order (the session's taps refuse it; a restored or rules-made tower)
            lines = ("cards tapped out", "of order")
        now = ct.winners(r)
        if len(self.flags) > 1:
            # what the flagged towers decide together (one at a time may
            # say nothing: two towers can each leave P1 ahead, both a tie)
            then = ct.winners(r, True)
            last = "all out: " + (then[0] + " wins" if len(then) == 1 else "tie")
        else:
            then = [ct.name(q) for place, q, _, _ in ct.without(r, p, n) if place == 1]
            if then == now:
                last = now[0] + " wins anyway" if len(now) == 1 else "same tie anyway"
            elif len(then) == 1:
                last = "without: %s wins" % then[0]
            else:
                last = "without it: tie"
        for row, line in enumerate(lines + ("counts " + count(t["points"], "point"), last)):
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
        items = v.title("P%d %s" % (p + 1, count(s["total"], "point")))
        towers = s["towers"]
        for row in range(4):
            if first + row >= len(towers):
                break
            t = towers[first + row]
            y = 12 + 10 * row
            line = "%-14s%2d" % ("%s %d high" % (t["colour"] or "-", t["height"]), t["points"])
            if t["flagged"]:  # lit: the check pages said why
                items.append(("box", 0, y - 1, 128, 10, 1))
                items.append(v.text(0, y, line, 0))
                self.hints = _LIT
            else:
                items.append(v.text(0, y, line))
        if not towers:
            items.append(v.text(0, 12, "no towers"))
        return items


def setup_menu():
    def start(n):
        return lambda d: d.start(ClocktowersSession(n), "clk session start players=%d" % n)

    return Menu("Clocktowers", [("%d players" % n, start(n)) for n in (2, 3, 4)], pos=1)


def restore(snap):
    """A session back from its ``snapshot()``: the towers rebuilt from the
    acts (JSON lists turned back into the card tuples the rules take). A
    session saved whole by the earlier firmware: its taps in today's shape
    first (``_earlier``)."""
    s = ClocktowersSession(snap["players"])
    s.p = snap["p"]
    acts = snap["acts"] if "acts" in snap else _earlier(snap)
    open_ = [[] for _ in range(s.players)]  # each player's tower being tapped
    for act in acts:
        act = tuple(act)
        p = act[0]
        open_[p].append((act[1:-1], act[-1]))
        if act[1] == "roof":
            s.towers[p].append(open_[p])
            open_[p] = []
        s.done.append(act)
    s.current = open_[s.p]
    if any(open_[p] for p in range(s.players) if p != s.p):
        raise ValueError("an open tower of another player")
    s._low = len(s.done)
    return s


def _earlier(snap):
    # The earlier firmware's taps ([player, uid]) with their cards, found in
    # its saved towers: today's acts.
    cards = {}
    for mine in snap["towers"]:
        for t in mine:
            for c, uid in t:
                cards[uid] = c
    for c, uid in snap["current"]:
        cards[uid] = c
    return [[p] + list(cards[uid]) + [uid] for p, uid in snap["done"]]
