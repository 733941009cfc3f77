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

Every text on the glass is an entry of the "clk" tables
(``companion/texts/*_clk.py``, docs/languages.md): the examples above are
the English ones; the seats are ``lang.seat``'s, the log stays English.
"""

from companion import const, lang
from companion.rules import RuleError, towers

# The taps need one tower's rules (companion.rules.towers); the game's
# scores (companion.rules.clocktowers) and their pages
# (companion.ui.clocktowers_results) load with them (``_rules``), after the
# card reader rested: neither is in the heap beside the other's peak.
from companion.ui import view as v
from companion.ui.scoring import Session
from companion.ui.widgets import Menu

# The texts' keys: entries of the "clk" tables (companion/texts/*_clk.py).
_S_WHY = const(0)
_S_HINTS = const(1)  # ok refused (a tower open), ok next player, ok scores, undo
_S_NOT_TOWER = const(3)
_S_USED = const(4)
_S_WHERE = const(5)
_S_THIS = const(6)
_S_FLOOR_FIRST = const(7)
_S_THEN_CLOCK = const(8)
_S_TWO_CLOCKS = const(9)
_S_THEN_ROOF = const(10)
_S_CLOCK_ON = const(11)
_S_ROOF_NOW = const(12)
_S_CLOCK_FIRST = const(13)
_S_ROOF_LAST = const(14)
_S_UNFINISHED = const(15)
_S_ROOF_OR_UNDO = const(16)
_S_KINDS = const(17)  # floor, clock, roof: the card words (labels, undo)
_S_ANIMALS = const(18)  # cat, mouse, none (as the cards' words)
_S_COLOURS = const(19)  # as towers.COLOURS
_S_TOWER_DONE = const(20)
_S_DONE = const(21)
_S_STOREYS = const(22)
_S_PLUS_CLOCK = const(23)
_S_UNDONE = const(24)
_S_NOTHING = const(25)
_S_OPEN = const(26)
_S_TAP = const(27)
_S_ORDER = const(28)
_S_NAME = const(29)
_S_PLAYERS = const(46)

_t = lang.area("clk")
_ANIMALS = const(("cat", "mouse", "none"))  # the cards' words, in _S_ANIMALS's order


def _rules():
    """The Clocktowers scores (``companion.rules.clocktowers``)."""
    from companion.rules import clocktowers

    return clocktowers


def _tuple(card):
    """The rules' card tuple for a payload ``Card``."""
    if card.kind == "floor":
        return ("floor", card.attrs[0], card.attrs[1])
    return (card.kind, card.attrs[0])


class ClocktowersSession(Session):
    """The base screen of a scoring session; ``players`` 2..4. Its acts
    (``done``): every tap in order, ``(player, kind, ..., uid)``."""

    tag = towers.TAG
    fmt = "Towers %dp %s"
    scores = (
        "companion.rules.clocktowers",
        "companion.rules.ranking",
        "companion.ui.clocktowers_results",
        "companion.ui.results",
    )

    def __init__(self, players):
        self.players = players
        self.done = []  # type: list
        self.p = 0
        # Closed towers (per player) and the tower being tapped (the current
        # player's), as lists of the acts themselves: one tuple a tap, held
        # twice (about 50 B a tap less than a (card, uid) pair of its own)
        self.towers = [[] for _ in range(players)]
        self.current = []

    def _used(self, uid):
        for p in range(self.players):
            for n, tower in enumerate(self.towers[p]):
                for act in tower:
                    if act[-1] == uid:
                        return _t(_S_WHERE) % (lang.seat(p), n + 1)
        for act in self.current:
            if act[-1] == uid:
                return _t(_S_THIS)
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
            from companion.cards import label  # the card's name in the screens' language

            return self._refuse(dev, _t(_S_NOT_TOWER), label(card), "other_game")
        uid = tap.uid_hex
        where = self._used(uid)
        if where is not None:
            return self._refuse(dev, _t(_S_USED), where, "twice")
        kinds = [act[1] for act in self.current]
        kind = card.kind
        if kind == "clock" and "floor" not in kinds:
            return self._refuse(dev, _t(_S_FLOOR_FIRST), _t(_S_THEN_CLOCK), "clock_first")
        if kind == "clock" and "clock" in kinds:
            return self._refuse(dev, _t(_S_TWO_CLOCKS), _t(_S_THEN_ROOF), "two_clocks")
        if kind == "floor" and "clock" in kinds:
            return self._refuse(dev, _t(_S_CLOCK_ON), _t(_S_ROOF_NOW), "floor_after_clock")
        if kind == "roof" and "clock" not in kinds:
            first = _t(_S_FLOOR_FIRST if "floor" not in kinds else _S_CLOCK_FIRST)
            return self._refuse(dev, first, _t(_S_ROOF_LAST), "roof_early")
        act = (self.p,) + _tuple(card) + (uid,)
        self.current.append(act)
        self.done.append(act)
        p = self.p
        n = len(self.towers[p]) + 1
        # the lines made after the tap's frame (Device.log): about 1 ms of text
        dev.log(
            lambda: (
                "clk tap player=P%d tower=%d card=%s uid=%s"
                % (p + 1, n, card.text()[8:].replace(" ", "-"), uid)
            )
        )
        if kind != "roof":
            # the card in words, as its payload label says it in English
            # ("Floor 2 cat", "Clock none"): the kind's word, then its faces
            a = _t(_S_ANIMALS)
            if kind == "floor":
                label = "%s %d " % (_t(_S_KINDS)[0], card.attrs[0])
                label += a[_ANIMALS.index(card.attrs[1])]
            else:
                label = _t(_S_KINDS)[1] + " " + a[_ANIMALS.index(card.attrs[0])]
            return self._say(dev, label, self._progress(), "card")
        t = towers.tower([act[1:-1] for act in self.current])
        self.towers[self.p].append(self.current)
        self.current = []
        dev.log(lambda: towers.TAG + " " + towers.tower_line(p, n, t))
        colour = _t(_S_COLOURS)[towers.COLOURS.index(t["colour"])]
        detail = _t(_S_DONE) % (t["height"], colour, t["points"])
        self._say(dev, _t(_S_TOWER_DONE) % n, detail, "written")

    def _progress(self):
        height = sum(act[2] for act in self.current if act[1] == "floor")
        s = lang.count(_t(_S_STOREYS), height)
        if any(act[1] == "clock" for act in self.current):
            return s + _t(_S_PLUS_CLOCK)
        return s

    def undo(self, dev):
        """Hold back: take back the last tap (a roof reopens its tower)."""
        self.clear()
        if not self.done:
            dev.error("Nothing to undo", _t(_S_NOTHING))
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
        dev.log("clk undo player=P%d card=%s" % (p + 1, "-".join("%s" % x for x in item[1:-1])))
        kind = ("floor", "clock", "roof").index(item[1])  # shown as "Floor" ...
        self._say(dev, _t(_S_UNDONE), _t(_S_KINDS)[kind], "undo")

    # -- buttons ----------------------------------------------------------------
    def key(self, dev, button, kind):
        if self.result is not None:
            return
        if button == "ok":
            if self.current:
                return self._refuse(dev, _t(_S_UNFINISHED), _t(_S_ROOF_OR_UNDO), "unfinished")
            self.lines = ("", "")
            if self.p == self.players - 1:
                return self.finish(dev)
            self.p += 1
            dev.log("clk player P%d" % (self.p + 1))
        elif button == "back":
            if self.current:
                return self._refuse(dev, _t(_S_UNFINISHED), _t(_S_ROOF_OR_UNDO), "unfinished")
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
        dev.rest_reader()  # no result page reads cards: their room is the pages'
        cards = [[[act[1:-1] for act in t] for t in self.towers[p]] for p in range(self.players)]
        ct = _rules()
        try:
            result = ct.score(self.players, cards)
        except RuleError as e:  # the taps prevent it (box facts only warn); never a wrong score
            dev.error(str(e)[:16], lang.why(_t(_S_WHY), str(e))[:16])
            return
        from companion.ui.clocktowers_results import ClocktowersResults

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
            ask = (_t(_S_OPEN) % (n + 1), self._progress())
        else:
            ask = (_t(_S_TAP), _t(_S_ORDER))
        if hd is None or hd[0][:2] != key[:2]:
            # the name alone on pages 0-1: copied into the frame (render.big_cells)
            name = v.big(0, _t(_S_NAME) % lang.seat(self.p)) + (1, 1)
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
        if dev.hint_index % 2:
            i = 3  # hold back: undo
        elif self.current:
            i = 0
        elif self.p == self.players - 1:
            i = 2  # the last player: ok scores
        else:
            i = 1
        return items + v.hint(_t(_S_HINTS)[i])

    def relang(self, dev):
        """The language changed: the heads and the prompt made again (the
        last tap's words are dropped: the prompt shows)."""
        Session.relang(self, dev)
        self._hd = None
        self.lines = ("", "")


def setup_menu():
    def start(n):
        return lambda d: d.start(ClocktowersSession(n), "clk session start players=%d" % n)

    # the game's name is the same in every language
    return Menu("Clocktowers", [(_t(_S_PLAYERS) % n, start(n)) for n in (2, 3, 4)], pos=1)


def restore(snap):
    """A session back from its ``snapshot()``: the towers rebuilt from the
    acts (JSON lists turned back into tuples, which the towers hold). A
    session saved whole by the earlier firmware: its taps in today's shape
    first (``_earlier``)."""
    s = ClocktowersSession(snap["players"])
    s.p = snap["p"]
    acts = snap["acts"] if "acts" in snap else _earlier(snap)
    open_ = [[] for _ in range(s.players)]  # each player's tower being tapped
    for act in acts:
        act = tuple(act)
        p = act[0]
        open_[p].append(act)
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
