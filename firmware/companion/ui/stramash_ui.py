"""Stramash on the device: setup, the race screen, the card reference and
the winner (docs/rules.md, Stramash; the rules in ``companion.rules.stramash``).

Game menu -> Stramash -> the player count (each entry says the decks
needed), then for 4 or 6 players "Play in pairs?"; a setup page (the board
for 2 players, decks, jokers, the hand, the pairs) and then the race screen.

Buttons on the race screen (**Decision**, the compact mapping):
  ok        the turn passes to the next player
  up        a laddie of the mover reached its castle (the mover: the player
            whose turn it is; in pairs the partner once theirs are all home)
  down      corrections: turn back a player, or set a player's laddies home
  hold ok   the card reference
  back      game menu (card reference, setup, results, undo, new game)
  hold back undo the last action (device-wide; up to 112 in a row)
Once a side has won, ``ok`` shows the results.
In pairs, the cell inverted is the player whose laddie ``up`` counts (the
mover); when that is the partner, the player on turn has a frame.

**Decision** (the race screen, read across the table): whose move in big
glyphs under the title (``P2``; ``P1 FOR P3`` when P1 plays for the
partner), and one row of big player cells for 2 to 6 players, singles or
pairs: the label over the laddies home, ``3/5``, at 10x14 where ``5/5`` fits
every cell (2 and 3 players), else 5x14 (``view.TALL``), one size for the
row. In pairs the partners' cells stand side by side (P1 P3 | P2 P4; with
6: P1 P4 | P2 P5 | P3 P6), the pairs apart under a bracket each; a pair's
total is on the Results page (``1 P1:5+P3:3 =8``), not on the race screen:
two rows of cells and a total under them would not leave room for big
glyphs on 128x64.

The card reference browses the ranks with ``up``/``down``; a tagged playing
card (``bg1 st card 7``; ``str`` on older tags) tapped on the race screen or the reference shows
what it allows. Cards of other games, blank tags and tags that are no card
get their own message and tone; a tap never changes the race.
**Decision**: a card tapped on the race screen shows its page over the race
as a passing look: the race's buttons keep their meaning there (``ok`` the
next turn, ``up`` a laddie home, ``down`` corrections: each closes the page
and acts), ``back`` closes it, hold ``ok`` turns it into the reference to
browse. So a player taps the card they play, reads it, presses ``up`` and
``ok`` and both count. Browsing with ``up``/``down`` is only in the reference
opened on purpose (hold ``ok``, the game menu, the setup menu).
**Decision**: the reference is also on the Stramash setup menu, to look
cards up without a game running. **Decision**: the saved game's label is
"Stramash 7/20" (laddies home of all laddies).
"""

from companion import const, lang
from companion.rules import RuleError
from companion.rules import stramash as st
from companion.ui import view as v
from companion.ui.acts import Acts, Page
from companion.ui.widgets import Menu, Picker, Screen

# The texts on the glass: entries of the "st" tables (companion.lang; the
# log stays English). Entry 0 is WHY, the rules' refusals (Acts.act).
_t = lang.area("st")
_S_NEXT_H = const(1)
_S_FIX_H = const(2)
_S_MENU_H = const(3)
_S_CARDS_H = const(4)
_S_UNDO_H = const(5)
_S_RESULTS_H = const(6)
_S_CLOSE_CARD = const(7)
_S_BROWSE = const(8)
_S_OTHER_CARDS = const(9)
_S_CLOSE = const(10)
_S_GAME_OVER = const(11)
_S_MENU = const(12)
_S_NEW_Q = const(13)
_S_PLAY_ON = const(14)
_S_FIX = const(15)
_S_FIX_Q = const(16)
_S_TURN_BACK = const(17)
_S_FIX_LINE = const(18)
_S_CORRECTIONS = const(19)
_S_ROUND = const(20)
_S_ROUND_FOR = const(21)
_S_FOR = const(22)
_S_WINS = const(23)
_S_WIN = const(24)
_S_OVER_R = const(25)
_S_ALL_HOME = const(26)
_S_NOT_ST = const(27)
_S_TAP = const(28)
_S_NFC_OFF = const(29)
_S_NO_NFC = const(30)
_S_PLAYERS = const(31)
_S_PLAYERS_PAIRS = const(32)
_S_BOARD = const(33)
_S_SHUFFLE = const(34)
_S_PAIRS = const(35)
_S_STARTS = const(36)
_S_TO_RACE = const(37)
_S_LADDIES_HOME = const(38)
_S_RES_LINE = const(39)
_S_ANY_KEY = const(40)
_S_DECKS = const(41)
_S_PAIRS_Q = const(42)
_S_PAIRS_A = const(43)
_S_RANKS_LOW = const(44)
_S_RANKS_HIGH = const(45)
_S_MOVE = const(46)
_S_LEAVE = const(47)
_S_SPLIT = const(48)
_S_BACK8 = const(49)
_S_JOKER = const(50)
_S_SAFE = const(51)
# Hint lines (16 characters), one at a time, turning every 2.5 s: keys.
_HINTS = const((_S_NEXT_H, _S_FIX_H, _S_MENU_H, _S_CARDS_H, _S_UNDO_H))
_OVER_HINTS = const((_S_RESULTS_H, _S_MENU_H, _S_UNDO_H))
_PEEK_HINTS = const((_S_NEXT_H, _S_CLOSE_CARD, _S_FIX_H, _S_BROWSE))
_REF_HINTS = const((_S_OTHER_CARDS, _S_CLOSE))
_LINE_Y = const(10)  # text pages: 5 lines under the title, 9 pixels apart
_LINE_DY = const(9)
_WHOSE_Y = const(11)  # the race: whose move in big glyphs, rows 11..24
_BRACKET_Y = const(26)  # a pair's bracket over its cells, rows 26..28
_PAIR_GAP = const(5)  # pairs: columns between one pair's cells and the next
_ANY = const(("ok", "up", "down", "back"))  # the buttons that close a page: every one


def _lines(items, lines):
    for i, line in enumerate(lines[:5]):
        items.append(v.text(0, _LINE_Y + _LINE_DY * i, line))
    return items


def _pairs_text(state):
    """The pairs as screen lines: "Pairs: P1+P3", "P2+P4"."""
    names = ["+".join(lang.seat(q) for q in s) for s in st.sides(state)]
    return [_t(_S_PAIRS) % names[0], ", ".join(names[1:])]


class StramashScreen(Acts):
    """The base screen of a game: whose turn, each player's laddies home,
    the winner. ``doc`` is a rules document (``st.new_doc``)."""

    cards = True
    tag = "st"

    def __init__(self, doc):
        # A saved game of the old format (every act) or a long one comes
        # back as a base and the last acts (the action log folds it).
        Acts.__init__(self, st, doc)
        # The card reference shown over the race, or None: browsing (hold
        # ok, the game menu) or a tapped card's passing page (``peek``). Kept
        # here, not pushed: the runner reports the cards lying on the reader
        # again to a new card screen, so a tap would be read twice.
        self.ref = None

    # -- acting on the rules ------------------------------------------------
    def said(self, dev, line):
        if line.startswith("game over"):
            dev.cue("over")
        elif line.startswith("all home"):
            dev.cue("round")
        elif line.startswith("home"):
            dev.cue("written")

    def undo(self, dev):
        """``Acts.undo``, the card reference closed first."""
        self.ref = None
        Acts.undo(self, dev)

    def over(self):
        return self.state["winner"] is not None

    def label(self):
        """ "Stramash 7/20": laddies home of all."""
        s = self.state
        return "Stramash %d/%d" % (sum(s["home"]), st.LADDIES * s["n"])

    # -- input ---------------------------------------------------------------
    def key(self, dev, button, kind):
        ref = self.ref
        if ref is not None:
            if button == "back":
                self.ref = None
                dev.changed()
                return
            if not ref.peek:  # the reference opened to browse
                ref.key(dev, button, kind)
                return
            if button == "ok" and kind == "long":
                ref.peek = False  # browse on from the tapped card's page
                dev.changed()
                return
            self.ref = None  # a tapped card's page: the button acts on the race
            dev.changed()
        if button == "back":
            if kind == "short":
                dev.push(self.game_menu())
            return
        if button == "ok" and kind == "long":
            self.show_ref(dev)
            return
        if st.over(self.state):
            if button == "ok":
                dev.push(Results(self.state))
            else:
                dev.error("Game over", _t(_S_GAME_OVER))
            return
        if button == "ok":
            self.act(dev, ["next"])
        elif button == "up" and kind == "short":
            self.act(dev, ["home", st.mover(self.state)])
        elif button == "down" and kind == "short":
            dev.push(self.fix_menu())

    def show_ref(self, dev):
        """Show the card reference over the race to browse (``back``
        returns)."""
        self.ref = RefScreen()
        dev.changed()

    def card(self, dev, tap):
        """A tap shows that card's page (or the refusal) over the race: a
        passing look, unless the reference is open to browse already."""
        if self.ref is None:
            self.ref = RefScreen(peek=True)
        self.ref.card(dev, tap)

    # -- menus ---------------------------------------------------------------
    def resumed(self, dev):
        """After a power cut before the race began, the setup page again, so
        the press meant for it does not pass the first player's turn."""
        if self.actlog.acts() == 0:
            dev.push(SetupPage(self.state))

    def game_menu(self):
        m = _t(_S_MENU)
        return Menu(
            "Stramash",
            [
                (m[0], self.show_ref),
                (m[1], lambda d: d.push(SetupPage(self.state))),
                (m[2], lambda d: d.push(Results(self.state))),
                (m[3], lambda d: self.undo(d)),
                (m[4], lambda d: d.open_settings()),
                (
                    m[5],
                    lambda d: self.leave(d, self.actlog.acts(), _t(_S_NEW_Q), _t(_S_PLAY_ON)),
                ),
            ],
        )

    def fix_menu(self):
        s = self.state

        def fix(p):
            def done(d, k):
                if k != s["home"][p]:
                    self.act(d, ["fix", p, k])

            return lambda d: d.push(
                Picker(
                    _t(_S_FIX) % lang.seat(p),
                    _t(_S_FIX_Q) % lang.seat(p),
                    [0, 1, 2, 3, 4, 5],
                    done,
                    pos=s["home"][p],
                )
            )

        entries = [(_t(_S_TURN_BACK), lambda d: self.act(d, ["prev"]))]
        for p in range(s["n"]):
            entries.append((_t(_S_FIX_LINE) % (lang.seat(p), s["home"][p]), fix(p)))
        return Menu(_t(_S_CORRECTIONS), entries)

    # -- views ---------------------------------------------------------------
    def view(self, dev):
        if self.ref is not None:
            return self.ref.view(dev)
        s = self.state
        if st.over(s):
            return self._view_over(dev)
        p = s["turn"]
        m = st.mover(s)
        if m == p:
            title = _t(_S_ROUND) % (st.round_no(s), lang.seat(p))
            whose = lang.seat(p)
        else:
            title = _t(_S_ROUND_FOR) % (st.round_no(s), lang.seat(p), lang.seat(m))
            whose = _t(_S_FOR) % (lang.seat(p), lang.seat(m))
        items = v.title(title)
        items.append(v.big(_WHOSE_Y, whose))
        items += self._cells(m, p)
        return items + v.hint(_t(_HINTS[dev.hint_index % len(_HINTS)]), False)

    def _cells(self, cursor, turn):
        """Each player's laddies home ("3/5") in one row of big cells
        (``view.CELLS_Y``, ``view.CELL_H`` tall: the label's 8x8 text over
        the count), the ``cursor`` (the mover, whose laddie ``up`` counts)
        inverted and the player on ``turn`` framed (top and sides) when that
        is someone else (playing for the partner). The counts in one size for the
        row: 10x14 where "5/5" fits every cell with 2 px each side (2 and 3
        players), else ``view.TALL`` (5x14). In pairs the partners' cells
        stand side by side, the pairs ``_PAIR_GAP`` apart, each pair under
        a bracket (``_BRACKET_Y``)."""
        from companion.ui.render import big_width

        s = self.state
        n = s["n"]
        sides = st.sides(s)
        gaps = len(sides) - 1 if s["pairs"] else 0
        w = (129 - n - gaps * (_PAIR_GAP - 1)) // n
        scale = 2 if big_width("5/5", 2) <= w - 4 else v.TALL
        y = v.CELLS_Y
        items = []
        x = 0
        for side in sides:
            if len(side) > 1:  # partners: a bracket over both cells
                end = x + len(side) * (w + 1) - 1
                items.append(("hline", x + 1, _BRACKET_Y, end - x - 2))
                items.append(("box", x + 1, _BRACKET_Y, 1, y - _BRACKET_Y - 1, 1))
                items.append(("box", end - 2, _BRACKET_Y, 1, y - _BRACKET_Y - 1, 1))
            for q in side:
                c = 1
                if q == cursor:
                    items.append(("box", x, y, w, v.CELL_H, 1))
                    c = 0
                elif q == turn:  # a frame open at the bottom: the count's
                    # ring of dark there reaches the cell's last row
                    items.append(("hline", x, y, w))
                    items.append(("box", x, y, 1, v.CELL_H, 1))
                    items.append(("box", x + w - 1, y, 1, v.CELL_H, 1))
                lab = lang.seat(q)
                items.append(("t", x + (w - 8 * len(lab)) // 2, y + 1, lab, c))
                val = "%d/%d" % (s["home"][q], st.LADDIES)
                vx = x + (w - big_width(val, scale) + 1) // 2
                items.append(("big", vx, y + 10, val, scale, c, 1))
                x += w + 1
            if gaps:
                x += _PAIR_GAP - 1
        return items

    def _view_over(self, dev):
        won = self.state["winner"]
        text = _t(_S_WINS if len(won) == 1 else _S_WIN) % "+".join(lang.seat(q) for q in won)
        items = v.title(_t(_S_OVER_R) % st.round_no(self.state))
        items.append(v.big(16, text))
        items.append(v.centre(36, _t(_S_ALL_HOME) % (st.LADDIES * len(won))))
        return items + v.hint(_t(_OVER_HINTS[dev.hint_index % len(_OVER_HINTS)]))


class RefScreen(Screen):
    """The card reference: one rank a page, ``up``/``down`` to browse,
    ``back`` returns; a tapped card turns to its page. ``pos`` indexes
    ``st.RANKS``. ``peek``: a tapped card's page over the race, whose keys
    the race screen takes (only the hints differ here)."""

    cards = True

    def __init__(self, pos=0, peek=False):
        self.pos = pos
        self.peek = peek
        self.note = None  # a refused tap, shown instead: the tap, or (tap,) not Stramash

    def key(self, dev, button, kind):
        if button == "back":
            dev.pop()
            return
        step = -1 if button == "up" else 1
        self.pos = (self.pos + step) % len(st.RANKS)
        self.note = None
        dev.changed()

    def card(self, dev, tap):
        # The note keeps the tap, not its texts: the view words it in the
        # language of the moment (a language change redraws it).
        if tap.outcome != "card":  # blank, foreign...: say so
            return self._refuse(dev, tap, tap.outcome)
        card = tap.card
        if card.game != "st" or card.kind != "card":
            return self._refuse(dev, (tap,), "other_game")
        try:
            self.pos = st.rank_index(card.attrs[0])
        except (RuleError, IndexError):
            return self._refuse(dev, (tap,), "rank")
        self.note = None
        dev.log("st ref rank=%s" % st.RANKS[self.pos])
        dev.changed()

    def _refuse(self, dev, note, why):
        self.note = note
        dev.log("st refused why=%s" % why)
        dev.cue("card_bad")
        dev.changed()

    def view(self, dev):
        note = self.note
        if note is not None:
            if isinstance(note, tuple):
                from companion.cards import label  # with the card reader's stack

                title, detail = _t(_S_NOT_ST), label(note[0].card)
            else:
                title, detail = note.describe()
            items = v.title(title)
            _lines(items, [detail, ""] + list(_t(_S_TAP)))
        else:
            name, lines = self._page()
            items = _lines(v.title(name), lines)
        hints = _PEEK_HINTS if self.peek else _REF_HINTS
        if dev.nfc_state in ("none", "off"):
            hints = hints + (_S_NFC_OFF if dev.nfc_state == "off" else _S_NO_NFC,)
        return items + v.hint(_t(hints[dev.hint_index % len(hints)]))

    def _page(self):
        """The rank at ``pos``: its name and what it allows (docs/rules.md,
        Stramash, Card moves), in screen lines of at most 16 characters:
        Ace, Jack, Queen and King move their number or leave the dock; 2-6,
        9 and 10 move their number; 7 moves 7 or splits; 8 moves back; the
        Joker (Bonnie Fechter) takes an opponent's place. Two entries name
        the ranks (a table's line holds 100 columns)."""
        i = self.pos
        name = _t(_S_RANKS_LOW)[i] if i < 7 else _t(_S_RANKS_HIGH)[i - 7]
        rank = st.RANKS[i]
        if rank == "joker":
            return name, list(_t(_S_JOKER)) + [_t(_S_SAFE)]
        if rank == "8":
            return name, _t(_S_BACK8)
        n = 10 if rank in "jqk" else 1 if rank == "a" else int(rank)
        lines = [lang.count(_t(_S_MOVE), n)]
        if rank in "ajqk":
            lines += _t(_S_LEAVE)
        elif rank == "7":
            lines += _t(_S_SPLIT)
        return name, lines


class SetupPage(Page):
    """What to lay out: the board when it is not one Mashie a player (2
    players: 4, ``st.mashies``), decks (jokers in), the hand, the pairs. Any
    button returns to the race."""

    closes = _ANY

    def view(self, dev):
        s = self.state
        n = s["n"]
        items = v.title(_t(_S_PLAYERS_PAIRS if s["pairs"] else _S_PLAYERS) % n)
        lines = []
        if st.mashies(n) != n:
            lines.append(_t(_S_BOARD) % st.mashies(n))
        deal = _t(_S_SHUFFLE)
        lines += [deal[0] % st.decks(n), deal[1], deal[2] % st.HAND]
        if s["pairs"]:
            lines += _pairs_text(s)
        else:
            lines.append(_t(_S_STARTS) % lang.seat(0))
        return _lines(items, lines) + v.hint(_t(_S_TO_RACE))


class Results(Page):
    """Laddies home: the winning side first, then by laddies home; 6
    players in singles in two columns of three (five lines fit over the
    hint). Any button returns."""

    closes = _ANY

    def view(self, dev):
        s = self.state
        items = v.title(_t(_S_LADDIES_HOME))
        rows = st.standings(s)
        for i, (place, seats, homes) in enumerate(rows):
            x, y = 0, _LINE_Y + _LINE_DY * i
            if s["pairs"]:  # "1 P1:5+P3:3 =8": the pair's total too
                parts = "+".join("%s:%d" % (lang.seat(q), h) for q, h in zip(seats, homes))
                line = "%d %s =%d" % (place, parts, sum(homes))
            elif len(rows) > 5:
                x, y = 64 * (i // 3), _LINE_Y + _LINE_DY * (i % 3)
                line = "%d %s: %d" % (place, lang.seat(seats[0]), homes[0])
            else:
                line = _t(_S_RES_LINE) % (place, lang.seat(seats[0]), homes[0])
            items.append(v.text(x, y, line))
        return items + v.hint(_t(_S_ANY_KEY))


def setup_menu():
    """Player count (each entry with the decks it needs), then pairs for 4
    or 6 players; the card reference last."""

    def begin(d, n, pairs):
        doc = st.new_doc(n, pairs)
        game = StramashScreen(doc)
        d.start(
            game,
            "st game start players=%d pairs=%d decks=%d" % (n, 1 if pairs else 0, st.decks(n)),
        )
        d.push(SetupPage(game.state))

    def count(n):
        if not st.pairs_allowed(n):
            return lambda d: begin(d, n, False)
        a = _t(_S_PAIRS_A)
        return lambda d: d.push(
            Menu(
                _t(_S_PAIRS_Q),
                [
                    (a[0], lambda d2: begin(d2, n, False)),
                    (a[1], lambda d2: begin(d2, n, True)),
                ],
            )
        )

    entries = [(_t(_S_DECKS) % (n, st.decks(n)), count(n)) for n in st.PLAYERS]
    entries.append((_t(_S_MENU)[0], lambda d: d.push(RefScreen())))
    # keep: back from the reference returns here; a start replaces the stack
    return Menu("Stramash", entries, pos=2, keep=True)


def restore(snap):
    """A game back from its ``snapshot()``; RuleError for a bad document."""
    return StramashScreen(snap["doc"])
