"""Sombreros (Hats) tap-to-score on the device (docs/rules.md, Sombreros).

Flow: the tea table first (tap the cards from space 1 up), then for each
player the face-up collection, the black hats (cards played face down) and
the favourite; ``ok`` moves on, ``back`` steps back to correct an earlier
step, hold ``back`` undoes the last tap. The last ``ok`` scores the game
(its hint says so: ``ok: score game``). When the cookie tie cannot be
decided by the cards the device asks who holds it: the question opens
unanswered (``?``; ``ok`` is refused until ``up`` or ``down`` chose: the
cookie is 5 points, never a reflex ``ok``'s).

Read from the seats: a tap screen shows whose step it is and what
to tap (``P1 hats``, ``P1 black``, ``P1 fav hat``, ``tea table``: drawn as
capitals) and the running count under it (``4``, ``3 of 5``, the favourite
``2/6``, ``?`` before it is tapped) in the big glyphs; the 8x8 lines under
them are the prompt and what the last tap did. The ranking page gives the
winner in the big glyphs; with 4 players the winning team by its players
(``P2+P4 win``, then a line a team: ``P2+P4  31``): "T2" means nothing at
the table (the log keeps the team names).

The texts are in the language of the settings (area ``som``,
docs/languages.md; the scoring pages' shared ones ``score``), the log
English: a step's name longer than the big glyphs' 10 in another
language (``J1 sombreros``) is drawn in the narrow tall ones, and the
check pages make the rules' warnings again from their codes.

Our decision, the warnings before the scores: when the sanity check warns
(docs/rules.md, Sombreros, The check: not 8 cards played; ours: an empty table
space, a sixth type with 2 players, no favourite), the result pages open on the
check pages (every warning, in words, four lines a page, a warning never split
across two; the title counts them, ``7 warnings 1/3``), and the ranking
follows: a warning usually means a card was not tapped, so the players meet it
before they read a winner that may be wrong (``back`` goes to correct it).
Without warnings the pages open on the ranking; then the table as entered, one
page per player. Hold ``ok`` on any page: Done (``companion.ui.scoring``).

A card tapped again where it already is asks whether to take it back out
(the default keeps it: a card the reader reports again, or a stray ``ok``,
never changes a score); a card placed elsewhere, a card of another game,
and a tag that is no card each get their own message and tone. One physical
card (UID) is counted once per session. A box fact never refuses a score
(docs/rules.md, Box facts (every game)): another sticker with a face
already entered (the deck has one of each: a mis-written sticker, or a box
that differs) is counted where it is tapped, said at once (``same face
twice``) and warned on the check pages (``Hat 1/3 twice:`` / ``the box has
one``); so are more than 42 hats, and with 2 players a sixth type, the
tapped black hats' types included.

Black hats may also be counted without tapping: ``up``/``down`` add or take
away an untagged black hat while the black-hat step is shown; the lines say
how many of the count are untagged (``Untagged: 1`` / ``of 3 black hats``).

Saved as a journal (``companion.persist``): the snapshot
is a small head (players, step, untagged counts, cards brought from the
cookie tracker, whether the results are shown) and ``acts``, the cards
placed in tap order, each ``(where, type, value, uid)``; ``where`` is the
step it went to (``3p + k``: player ``p``'s hats, black hats, favourite for
``k`` 0, 1, 2) or ``-1 - i`` for table space ``i + 1``. Table and hands are
rebuilt from it on restore, and hold the acts themselves (one tuple a
card on the heap). An undo pops the last act; a card taken back out
of the middle removes its act there, and ``log_low`` reports that index, so
a save only writes the acts after it. So a save is the small journal, one
page program, never a whole slot in front of the next card; sessions saved
whole by the earlier firmware (``table``/``hands``/``done``) still resume.
"""

from companion import const, lang
from companion.games import unload
from companion.rules import RuleError
from companion.rules.sombreros import SPACES, TAG
from companion.ui import view as v
from companion.ui.scoring import Session
from companion.ui.widgets import Menu, Picker, whole

# The taps need of the rules only the table's size and the tag: the rules
# module (and the ranking it imports) leaves the heap again (8.7 KB of the
# Pico's at the session's peak, the last tap) until the scores are worked
# out (``_rules``). The cookie tracker imports it for itself.
unload(("companion.rules.sombreros", "companion.rules.ranking"), False)


def _rules():
    """The Sombreros rules (``companion.rules.sombreros``), imported for
    the scores, once the card reader rested (``Device.rest_reader``)."""
    from companion.rules import sombreros

    return sombreros


_STEPS = const(("collection", "black", "favourite"))
_EVEN = const((1, 1))  # a big item's colour, and "over an even background" (view.py)

# The texts on the glass (companion/texts/*_som.py; docs/languages.md). The
# lists are in _STEPS order; the big step names fit 10 glyphs a line with
# the seat (a longer one is drawn in the narrow tall glyphs).
_t = lang.area("som")
_S_STEPS = const(1)
_S_HEADS = const(2)
_S_ASKS = const(3)
_S_HAT = const(4)
_S_COUNTED = const(5)
_S_KEEP = const(6)
_S_TAKE = const(7)
_S_NO_FAV = const(8)
_S_TAP_FIRST = const(9)
_S_WITHOUT = const(10)
_S_SPACE = const(11)
_S_NOT_HATS = const(12)
_S_PLACED = const(13)
_S_TAKEN = const(14)
_S_FULL = const(15)
_S_TO_PLAYERS = const(16)
_S_ON_SPACE = const(17)
_S_FAV_SET = const(18)
_S_TAP_REMOVE = const(19)
_S_ADDED = const(20)
_S_TWICE = const(21)
_S_UNDONE = const(22)
_S_NOTHING = const(23)
_S_UNTAGGED = const(24)
_S_OF = const(25)
_S_COOKIE = const(26)
_S_WHO = const(27)
_S_OF_N = const(28)
_S_NEXT_SPACE = const(29)
_S_TABLE_FULL = const(30)
_S_TEA = const(31)
_S_HINT_NEXT = const(32)
_S_HINT_SCORE = const(33)
_S_HINT_BLACK = const(34)
_S_HINT_UNDO = const(35)
_S_PLAYERS_OF = const(40)
_S_PLAYERS = const(41)
_S_SCORE_END = const(42)
_S_TRACKER = const(43)


def _lbl(pair):
    return _t(_S_HAT) % pair


def _ask_back(dev, pair, take):
    # Taking a card back is the player's choice; the first answer keeps it.
    dev.cue("card_bad")
    dev.push(Menu(_t(_S_COUNTED) % pair, [(_t(_S_KEEP), _keep), (_t(_S_TAKE), take)]))


class _FavouriteAsk(Menu):
    """``No favourite?`` over a favourite step with none tapped: ``Tap it
    first`` (the step stays) or ``Go on without``. A card tapped while it
    asks answers it: the question closes and the card is the step's
    (the cards already resting on the reader stay the session's)."""

    cards = True

    def __init__(self, session):
        Menu.__init__(
            self,
            _t(_S_NO_FAV),
            [(_t(_S_TAP_FIRST), _keep), (_t(_S_WITHOUT), session._next)],
        )
        self.cards_for = session

    def card(self, dev, tap):
        dev.pop()
        self.cards_for.card(dev, tap)


def _keep(dev):
    pass


def _act(where, pair, uid):
    """The saved act of a card placed at ``where`` (see the module text)."""
    if where[0] == "table":
        code = -1 - where[1]
    else:
        code = 3 * where[1] + _STEPS.index(where[0])
    return (code, pair[0], pair[1], uid)


def _where(code):
    """``where`` of an act's first field (``_act``)."""
    if code < 0:
        return ("table", -1 - code)
    return (_STEPS[code % 3], code // 3)


class SombrerosSession(Session):
    """The base screen of a scoring session; ``players`` 2..4. Its acts
    (``done``): every card placed, in tap order (``_act``); the first
    ``first`` came from the cookie tracker (no undo takes them; saved as
    ``"pre"``)."""

    tag = TAG
    fmt = "Hats %dp %s"
    scores = (
        "companion.rules.sombreros",
        "companion.rules.ranking",
        "companion.ui.sombreros_results",
        "companion.ui.results",
    )

    def __init__(self, players):
        self.players = players
        self.done = []  # type: list
        self.table = [None] * SPACES[players]  # type: list  # the act placed on each space
        self.hands = [
            {"collection": [], "black": [], "favourite": None, "untagged": 0}
            for _ in range(players)
        ]
        self.step = -1  # -1: the table; then 3 steps per player

    # -- where things are -----------------------------------------------------
    def player(self):
        return self.step // 3

    def what(self):
        return "table" if self.step < 0 else _STEPS[self.step % 3]

    def _find(self, x, k=1):
        """``(where, act)`` of the first card placed anywhere whose UID
        (``k`` 1) or face (``k`` 0: a ``(type, value)`` pair) is ``x``;
        ``(None, None)``. (The face compared field by field: no tuple made a
        card looked at.)"""
        for i, item in enumerate(self.table):
            if item is not None and (item[3] == x if k else item[1] == x[0] and item[2] == x[1]):
                return ("table", i), item
        for p, hand in enumerate(self.hands):
            for what in ("collection", "black"):
                for item in hand[what]:
                    if item[3] == x if k else item[1] == x[0] and item[2] == x[1]:
                        return (what, p), item
            item = hand["favourite"]
            if item is not None and (item[3] == x if k else item[1] == x[0] and item[2] == x[1]):
                return ("favourite", p), item
        return None, None

    def _here(self, where):
        if where[0] == "table":
            return self.step < 0
        return self.step >= 0 and where == (self.what(), self.player())

    def _where_text(self, where):
        if where[0] == "table":
            return _t(_S_SPACE) % (where[1] + 1)
        return lang.seat(where[1]) + " " + _t(_S_STEPS)[_STEPS.index(where[0])]

    # -- taps -------------------------------------------------------------------
    def card(self, dev, tap):
        card = self.tapped(dev, tap)
        if card is None:  # said, nothing counted
            return
        uid = tap.uid_hex
        if card.game != self.tag or card.kind != "hat":
            dev.log('som refused uid=%s card="%s"' % (uid, card.text()))
            from companion.cards import label  # the card's name in the screens' language

            return self._say(dev, _t(_S_NOT_HATS), label(card), "card_bad")
        pair = (card.attrs[0], card.attrs[1])
        where, item = self._find(uid)
        if where is not None:  # this very sticker: it cannot be in two places
            if self._here(where):
                dev.log("som again uid=%s card=%d/%d" % ((uid,) + pair))
                return _ask_back(dev, pair, lambda d: self._take_back(d, uid, pair))
            dev.log("som refused uid=%s card=%d/%d at=%s" % (uid, pair[0], pair[1], where[0]))
            return self._say(dev, _t(_S_PLACED), self._where_text(where), "card_bad")
        # another sticker with a face already entered: a box fact
        # (docs/rules.md, Box facts (every game)): counted, said now, and
        # warned on the check pages
        self._place(dev, pair, uid, self._find(pair, 0)[0] is not None)

    def _take_back(self, dev, uid, pair):
        where, item = self._find(uid)
        if where is None:
            return  # undone meanwhile
        self._move(where, item, False)
        done = self.done
        for i in range(len(done)):
            if done[i][3] == uid:
                del done[i]  # the acts before it stay: the save keeps them
                if i < self._low:
                    self._low = i
                if i < self.first:
                    self.first -= 1
                break
        dev.log("som back uid=%s card=%d/%d" % ((uid,) + pair))
        self._say(dev, _t(_S_TAKEN), _lbl(pair), "undo")

    def _place(self, dev, pair, uid, twice):
        what = self.what()
        tail = " twice=1" if twice else ""
        if what == "table":
            if None not in self.table:
                return self._say(dev, _t(_S_FULL), _t(_S_TO_PLAYERS), "card_bad")
            i = self.table.index(None)
            where = ("table", i)
            dev.log("som tap space=%d card=%d/%d uid=%s%s" % ((i + 1,) + pair + (uid, tail)))
            detail = _t(_S_ON_SPACE) % (i + 1)
        else:
            p = self.player()
            # a favourite is never replaced by a stray tap
            if what == "favourite" and self.hands[p]["favourite"] is not None:
                dev.log("som refused uid=%s card=%d/%d at=favourite" % ((uid,) + pair))
                return self._say(dev, _t(_S_FAV_SET), _t(_S_TAP_REMOVE), "card_bad")
            where = (what, p)
            dev.log(
                "som tap player=P%d as=%s card=%d/%d uid=%s%s"
                % ((p + 1, what) + pair + (uid, tail))
            )
            detail = _t(_S_ADDED)[_STEPS.index(what)]
        if twice:
            detail = _t(_S_TWICE)
        act = _act(where, pair, uid)
        self._move(where, act, True)
        self.done.append(act)
        self._say(dev, _lbl(pair), detail, "card")

    def _move(self, where, item, put):
        """``item`` (an act) put at ``where`` (``put``) or taken from it."""
        what, i = where
        if what == "table":
            self.table[i] = item if put else None
        elif what == "favourite":
            self.hands[i]["favourite"] = item if put else None
        elif put:
            self.hands[i][what].append(item)
        else:
            self.hands[i][what].remove(item)

    def undo(self, dev):
        """Hold back: take back the last tap of the session."""
        self.clear()
        if len(self.done) <= self.first:  # the tracker's cards: tap one to take it back
            dev.error("Nothing to undo", _t(_S_NOTHING))
            return
        act = self.done.pop()
        if len(self.done) < self._low:
            self._low = len(self.done)
        where, pair, uid = _where(act[0]), (act[1], act[2]), act[3]
        found, item = self._find(uid)
        if found is not None:
            self._move(found, item, False)
        # show the step the card was taken from
        self.step = -1 if where[0] == "table" else 3 * where[1] + _STEPS.index(where[0])
        dev.log("som undo card=%d/%d step=%s" % (pair[0], pair[1], self._step_name()))
        self._say(dev, _t(_S_UNDONE), _lbl(pair), "undo")

    # -- buttons ----------------------------------------------------------------
    def key(self, dev, button, kind):
        if self.result is not None:
            return
        if button == "ok":
            if self.what() == "favourite" and self.hands[self.player()]["favourite"] is None:
                # every player keeps one favourite: a reflex ok must not pass it by
                # (the next player's hats would be tapped to this one's favourite)
                dev.push(_FavouriteAsk(self))
                return
            self._next(dev)
            return
        elif button == "back":
            self.lines = ("", "")
            if self.step < 0:
                self.leave(dev, self.done)
                return
            self.step -= 1
            dev.log("som step %s" % self._step_name())
        elif self.what() == "black" and button in ("up", "down"):
            hand = self.hands[self.player()]
            if button == "up":
                hand["untagged"] += 1
            elif hand["untagged"] > 0:
                hand["untagged"] -= 1
            n = hand["untagged"]
            dev.log("som black player=P%d untagged=%d" % (self.player() + 1, n))
            # "Untagged: 1" / "of 3 black hats": the count is all of them
            self.lines = (_t(_S_UNTAGGED) % n, lang.count(_t(_S_OF), len(hand["black"]) + n))
        dev.changed()

    def _next(self, dev):
        """The next step (``ok``), or the scores after the last."""
        self.lines = ("", "")
        if self.step == 3 * self.players - 1:
            self.finish(dev)
            return
        self.step += 1
        dev.log("som step %s" % self._step_name())
        dev.changed()

    def _step_name(self):
        if self.step < 0:
            return "table"
        return "P%d-%s" % (self.player() + 1, self.what())

    def snapshot(self):
        snap = Session.snapshot(self)
        snap["step"] = self.step
        snap["untagged"] = [h["untagged"] for h in self.hands]
        snap["pre"] = self.first
        return snap

    def preset(self, colls, blacks):
        """The cookie tracker's collections (``(pair, uid)`` lists) and black
        hats, entered before the first tap (kept, not undone)."""
        for p in range(self.players):
            self.hands[p]["untagged"] = blacks[p]
            for pair, uid in colls[p]:
                act = _act(("collection", p), pair, uid)
                self.hands[p]["collection"].append(act)
                self.done.append(act)
        self.first = len(self.done)

    def _put(self, act):
        # a saved act placed again (restore): table and hands rebuilt
        self._move(_where(act[0]), act, True)
        self.done.append(act)

    # -- scoring ----------------------------------------------------------------
    def inputs(self):
        table = [None if t is None else (t[1], t[2]) for t in self.table]
        hands = []
        for h in self.hands:
            fav = h["favourite"]
            hands.append(
                {
                    "collection": [(c[1], c[2]) for c in h["collection"]],
                    "black": [(c[1], c[2]) for c in h["black"]],  # their types count (2 players)
                    "untagged": h["untagged"],
                    "favourite": None if fav is None else (fav[1], fav[2]),
                }
            )
        return table, hands

    def finish(self, dev, holder=None):
        dev.rest_reader()  # no result page reads cards: their room is the pages'
        som = _rules()
        table, hands = self.inputs()
        try:
            result = som.score(self.players, table, hands, holder)
        except RuleError as e:  # the taps prevent it; never a wrong score
            msg = str(e)
            dev.error(msg[:16], lang.why(_t(0), msg)[:16])
            return
        if result["ask"]:
            tied = result["ask"]
            dev.log("som cookie ask tied=%s" % ",".join("P%d" % (p + 1) for p in tied))
            dev.push(
                Picker(
                    _t(_S_COOKIE),
                    _t(_S_WHO),
                    [p + 1 for p in tied],
                    lambda d, n: self.finish(d, n - 1),
                    fmt=lang.seat(0)[:-1] + "%d",  # "P%d": the seats' letter
                    unanswered=True,  # it gives 5 points: never a reflex ok
                )
            )
            return
        from companion.ui.sombreros_results import SombrerosResults

        self.show(dev, result, som.log_lines(result), SombrerosResults(result))

    # -- the screen ---------------------------------------------------------------
    def _heads(self):
        """``(key, items, prompt)``: the big step name and count (items) and
        the prompt line of the step shown, made again only when the step or
        its count changes (``key``), not every frame. The count is a bare
        number under the step's name (``P1 hats`` / ``4``): each glyph costs
        about 0.3 ms on the Pico, and a tap redraws it (a tap must be on
        screen within 40 ms)."""
        step = self.step
        k = hole = -1
        fav = None
        if step < 0:
            table = self.table
            n = len(table) - table.count(None)
            if None in table:
                hole = table.index(None)
        else:
            hand = self.hands[self.player()]
            k = step % 3
            n = len(hand["collection"]) if k == 0 else len(hand["black"]) + hand["untagged"]
            if k == 2:
                fav = hand["favourite"]
        key = (step, n, hole, fav)
        hd = self._hd
        if hd is not None and hd[0] == key:
            return hd
        if step < 0:
            shown = _t(_S_OF_N) % (n, len(self.table))
            ask = _t(_S_NEXT_SPACE) % (hole + 1) if hole >= 0 else _t(_S_TABLE_FULL)
        else:
            if k < 2:
                shown = "%d" % n  # under "P1 hats": one or two glyphs (a tap redraws it)
            else:
                shown = "?" if fav is None else "%d/%d" % (fav[1], fav[2])
            ask = _t(_S_ASKS)[k]
        # the step's name: made when the step changes; on pages 0-1 alone,
        # so its pages are copied into the frame (render.big_cells), not drawn
        if hd is not None and hd[0][0] == step:
            top = hd[1][0]
        else:
            top = _t(_S_TEA) if step < 0 else lang.seat(self.player()) + " " + _t(_S_HEADS)[k]
            if len(top) <= 10:
                top = v.big(0, top) + _EVEN
            else:  # a language's longer word: the narrow tall glyphs
                from companion.ui.render import big_width

                top = ("big", (128 - big_width(top, v.TALL)) // 2, 0, top, v.TALL) + _EVEN
        hd = self._hd = (key, [top, v.big(16, shown)], ask)
        return hd

    def view(self, dev):
        _, items, ask = self._heads()
        first, second = self.lines
        if not first:
            first = ask
        items = items + self.detail(dev, first, second)
        hint = _S_HINT_NEXT
        if self.step == 3 * self.players - 1:
            hint = _S_HINT_SCORE
        if self.step >= 0 and self.what() == "black":
            hint = _S_HINT_UNDO if dev.hint_index % 2 else _S_HINT_BLACK
        elif dev.hint_index % 2:
            hint = _S_HINT_UNDO
        return items + v.hint(_t(hint))


def setup_menu():
    """Player count, then end-game scoring or the cookie tracker."""

    def start(n):
        return lambda d: d.push(
            Menu(
                _t(_S_PLAYERS_OF) % n,
                [(_t(_S_SCORE_END), score(n)), (_t(_S_TRACKER), track(n))],
            )
        )

    def score(n):
        return lambda d: d.start(SombrerosSession(n), "som session start players=%d" % n)

    def track(n):
        def go(d):
            from companion.ui.cookie import CookieTracker  # its own module: see there

            d.start(CookieTracker(n), "som tracker start players=%d" % n)

        return go

    return Menu("Sombreros", [(_t(_S_PLAYERS) % n, start(n)) for n in (2, 3, 4)], pos=1)


def _item(x):
    # JSON gives lists: a placed card is ((type, value), uid) again
    return (tuple(x[0]), x[1])


def restore(snap):
    """A session or tracker back from its ``snapshot()`` (JSON lists turned
    back into the tuples the screens compare)."""
    players = snap["players"]
    if snap["game"] == "som-track":
        from companion.ui.cookie import restore as tracker

        return tracker(snap)
    s = SombrerosSession(players)
    if "acts" not in snap:
        snap = _earlier(snap)
    for act in snap["acts"]:
        s._put(tuple(act))
    for hand, n in zip(s.hands, snap["untagged"]):
        hand["untagged"] = whole(n)
    s.step = whole(snap["step"])
    s.first = whole(snap["pre"])
    s._low = len(s.done)
    return s


def _earlier(snap):
    """A session saved whole by the earlier firmware (``table``, ``hands``,
    ``done``: the taps as ``[where, pair, uid]``) in today's shape: the cards
    no tap placed (the cookie tracker's) first, then the taps in order."""
    tapped = [_act(tuple(w), pair, uid) for w, pair, uid in snap["done"]]
    uids = [a[3] for a in tapped]
    pre = []
    for i, x in enumerate(snap["table"]):
        if x is not None and x[1] not in uids:
            pre.append(_act(("table", i), x[0], x[1]))
    for p, hand in enumerate(snap["hands"]):
        items = [("collection", x) for x in hand["collection"]]
        items += [("black", x) for x in hand["black"]]
        if hand["favourite"] is not None:
            items.append(("favourite", hand["favourite"]))
        for what, x in items:
            if x[1] not in uids:
                pre.append(_act((what, p), x[0], x[1]))
    return {
        "step": snap["step"],
        "untagged": [h["untagged"] for h in snap["hands"]],
        "pre": len(pre),
        "acts": pre + tapped,
    }
