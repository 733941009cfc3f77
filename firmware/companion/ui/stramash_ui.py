"""Stramash on the device: setup, the race screen, the card reference and
the winner (DIGEST.md, Stramash; the rules in ``companion.rules.stramash``).

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

The card reference browses the ranks with ``up``/``down``; a tagged playing
card (``bg1 str card 7``) tapped on the race screen or the reference shows
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

from companion._const import const
from companion.rules import RuleError
from companion.rules import stramash as st
from companion.rules.actlog import ActLog
from companion.ui import view as v
from companion.ui.widgets import Game, Menu, Picker, Screen

# Hint lines (16 characters), one at a time, turning every 2.5 s.
_HINTS = const(
    (
        "ok next  ^ home",
        "v: corrections",
        "back: game menu",
        "hold ok: cards",
        "hold back: undo",
    )
)
_OVER_HINTS = const(("ok: results", "back: game menu", "hold back: undo"))
_PEEK_HINTS = const(("ok next  ^ home", "back: close card", "v: corrections", "hold ok: browse"))
_REF_HINTS = const(("^v: other cards", "back: close"))
_LINE_Y = const(10)  # text pages: 5 lines under the title, 9 pixels apart
_LINE_DY = const(9)


def _p(i):
    return "P%d" % (i + 1)


def _lines(items, lines):
    for i, line in enumerate(lines[:5]):
        items.append(v.text(0, _LINE_Y + _LINE_DY * i, line))
    return items


def _pairs_text(state):
    """The pairs as screen lines: "Pairs: P1+P3", "P2+P4"."""
    names = ["+".join(_p(q) for q in s) for s in st.sides(state)]
    return ["Pairs: " + names[0], ", ".join(names[1:])]


class StramashScreen(Game):
    """The base screen of a game: whose turn, each player's laddies home,
    the winner. ``doc`` is a rules document (``st.new_doc``)."""

    cards = True

    def __init__(self, doc):
        # A saved game of the old format (every act) or a long one comes
        # back as a base and the last acts (the action log folds it).
        self.doc = doc
        self.log = ActLog(st, doc)
        self.state = self.log.state
        # The card reference shown over the race, or None: browsing (hold
        # ok, the game menu) or a tapped card's passing page (``peek``). Kept
        # here, not pushed: the runner reports the cards lying on the reader
        # again to a new card screen, so a tap would be read twice.
        self.ref = None

    # -- acting on the rules ------------------------------------------------
    def act(self, dev, act):
        """Apply ``act``; on RuleError show the message and change nothing."""
        lines = self.add(dev, act)
        if lines is None:
            return False
        for line in lines:
            dev.log("st " + line)
            if line.startswith("game over"):
                dev.cue("over")
            elif line.startswith("all home"):
                dev.cue("round")
            elif line.startswith("home"):
                dev.cue("written")
        dev.changed()
        return True

    def undo(self, dev):
        """Take back the last act (up to 112 in a row). The log counts
        every act still entered, folded ones too."""
        self.ref = None
        last = self.log.undo()
        if last is None:
            dev.error(self.log.why())
            return
        self.state = self.log.state
        dev.log("st undo act=%s acts=%d" % (last[0], self.log.acts()))
        dev.cue("undo")
        dev.changed()

    def abandon_line(self):
        how = "abandoned" if self.state["winner"] is None else "closed"
        return "st game %s acts=%d" % (how, self.log.acts())

    def snapshot(self):
        """What ``companion.persist`` saves: the rules document, its base and
        last acts (the state is their replay), and the resume label
        ("Stramash 7/20": laddies home of all)."""
        s = self.state
        label = "Stramash %d/%d" % (sum(s["home"]), st.LADDIES * s["n"])
        snap = {"game": "st", "label": label, "doc": self.doc}
        if s["winner"] is not None:
            snap["over"] = 1  # finished: not offered to resume (companion.device)
        return snap

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
                dev.error("Game over")
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
        if self.log.acts() == 0:
            dev.push(SetupPage(self.state))

    def game_menu(self):
        from companion.ui.scoring import leave

        return Menu(
            "Stramash",
            [
                ("Card reference", self.show_ref),
                ("Setup", lambda d: d.push(SetupPage(self.state))),
                ("Results", lambda d: d.push(Results(self.state))),
                ("Undo last", lambda d: self.undo(d)),
                ("Settings", lambda d: d.open_settings()),
                ("New game", lambda d: leave(d, self.log.acts(), "New game?", "No, play on")),
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
                    "Fix " + _p(p),
                    _p(p) + " laddies home",
                    [0, 1, 2, 3, 4, 5],
                    done,
                    pos=s["home"][p],
                )
            )

        entries = [("Turn back", lambda d: self.act(d, ["prev"]))]
        for p in range(s["n"]):
            entries.append(("%s: %d home" % (_p(p), s["home"][p]), fix(p)))
        return Menu("Corrections", entries)

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
            title = "Round %d: %s" % (st.round_no(s), _p(p))
        else:
            title = "R%d: %s for %s" % (st.round_no(s), _p(p), _p(m))
        items = v.title(title) + self._cells(m, p)
        one_row = not s["pairs"] and s["n"] <= 4
        if one_row:  # one row of cells: whose move, big, above it
            items.append(v.big(11, _p(m) if m == p else "%s FOR %s" % (_p(p), _p(m))))
        return items + v.hint(_HINTS[dev.hint_index % len(_HINTS)], not one_row)

    def _cells(self, cursor, turn):
        """Each player's laddies home ("3/5") in cells, the ``cursor`` (the
        mover, whose laddie ``up`` counts) inverted and the player on
        ``turn`` framed when that is someone else (playing for the partner).
        One row up to 4 players, two rows of 3 from 5; in pairs two rows,
        partners one above the other and the pair's total under them."""
        s = self.state
        n = s["n"]
        if not s["pairs"] and n <= 4:
            rows = [list(range(n))]
        else:
            half = (n + 1) // 2
            rows = [list(range(half)), list(range(half, n))]
            while len(rows[1]) < half:
                rows[1].append(-1)  # 5 players: an empty sixth cell
        items = []
        big = len(rows) == 1  # one row: the counts in big glyphs, under whose move
        y = v.CELLS_Y if big else 10
        for row in rows:
            labels = ["" if q < 0 else _p(q) for q in row]
            values = ["" if q < 0 else "%d/%d" % (s["home"][q], st.LADDIES) for q in row]
            at = row.index(cursor) if cursor in row else -1
            items += v.strip(y, labels, values, at, big, "5/5")
            if turn != cursor and turn in row:
                if big:
                    x, w = v.cell(len(row), row.index(turn))
                    items.append(("frame", x, y, w, v.CELL_H))
                else:
                    w = 128 // len(row)
                    items.append(("frame", row.index(turn) * w, y, w - 1, 17))
            y += 18
        if s["pairs"]:
            w = 128 // len(rows[0])
            for i, pair in enumerate(st.sides(s)):
                t = "%d/%d" % (sum(s["home"][q] for q in pair), 2 * st.LADDIES)
                items.append(v.text(i * w + (w - 8 * len(t)) // 2, y, t))
        return items

    def _view_over(self, dev):
        won = self.state["winner"]
        text = "+".join(_p(q) for q in won) + (" WINS" if len(won) == 1 else " WIN")
        items = v.title("Game over R%d" % st.round_no(self.state))
        x = (128 - len(text) * 12 + 2) // 2
        items.append(("big", x, 16, text, 2))
        items.append(v.centre(36, "all %d home" % (st.LADDIES * len(won))))
        return items + v.hint(_OVER_HINTS[dev.hint_index % len(_OVER_HINTS)])


class RefScreen(Screen):
    """The card reference: one rank a page, ``up``/``down`` to browse,
    ``back`` returns; a tapped card turns to its page. ``pos`` indexes
    ``st.RANKS``. ``peek``: a tapped card's page over the race, whose keys
    the race screen takes (only the hints differ here)."""

    cards = True

    def __init__(self, pos=0, peek=False):
        self.pos = pos
        self.peek = peek
        self.note = None  # (title, detail) of a refused tap, shown instead

    def key(self, dev, button, kind):
        if button == "back":
            dev.pop()
            return
        step = -1 if button == "up" else 1
        self.pos = (self.pos + step) % len(st.RANKS)
        self.note = None
        dev.changed()

    def card(self, dev, tap):
        if tap.outcome != "card":  # blank, foreign...: say so
            title, detail = tap.describe()
            return self._refuse(dev, title, detail, tap.outcome)
        card = tap.card
        if card.game != "str" or card.kind != "card":
            return self._refuse(dev, "Not Stramash", card.label(), "other_game")
        try:
            self.pos = st.rank_index(card.attrs[0])
        except (RuleError, IndexError):
            return self._refuse(dev, "Not Stramash", card.label(), "rank")
        self.note = None
        dev.log("st ref rank=%s" % st.RANKS[self.pos])
        dev.changed()

    def _refuse(self, dev, title, detail, why):
        self.note = (title, detail)
        dev.log("st refused why=%s" % why)
        dev.cue("card_bad")
        dev.changed()

    def view(self, dev):
        if self.note is not None:
            items = v.title(self.note[0])
            _lines(items, [self.note[1], "", "Tap a Stramash", "playing card."])
        else:
            name, lines = st.REFERENCE[self.pos]
            items = _lines(v.title(name), lines)
        hints = _PEEK_HINTS if self.peek else _REF_HINTS
        if dev.nfc_state in ("none", "off"):
            hints = hints + ("NFC is off!" if dev.nfc_state == "off" else "No NFC reader!",)
        return items + v.hint(hints[dev.hint_index % len(hints)])


class SetupPage(Screen):
    """What to lay out: the board when it is not one Mashie a player (2
    players: 4, ``st.mashies``), decks (jokers in), the hand, the pairs. Any
    button returns to the race."""

    def __init__(self, state):
        self.state = state

    def key(self, dev, button, kind):
        dev.pop()

    def view(self, dev):
        s = self.state
        n = s["n"]
        items = v.title("%d players%s" % (n, ", pairs" if s["pairs"] else ""))
        lines = []
        if st.mashies(n) != n:
            lines.append("Board: %d Mashies" % st.mashies(n))
        lines += ["Shuffle %d decks" % st.decks(n), "with the jokers,", "deal %d each." % st.HAND]
        if s["pairs"]:
            lines += _pairs_text(s)
        else:
            lines.append("P1 starts.")
        return _lines(items, lines) + v.hint("ok: to the race")


class Results(Screen):
    """Laddies home: the winning side first, then by laddies home; 6
    players in singles in two columns of three (five lines fit over the
    hint). Any button returns."""

    def __init__(self, state):
        self.state = state

    def key(self, dev, button, kind):
        dev.pop()

    def view(self, dev):
        s = self.state
        items = v.title("Laddies home")
        rows = st.standings(s)
        for i, (place, seats, homes) in enumerate(rows):
            x, y = 0, _LINE_Y + _LINE_DY * i
            if s["pairs"]:
                parts = "+".join("%s:%d" % (_p(q), h) for q, h in zip(seats, homes))
                line = "%d %s" % (place, parts)
            elif len(rows) > 5:
                x, y = 64 * (i // 3), _LINE_Y + _LINE_DY * (i % 3)
                line = "%d %s: %d" % (place, _p(seats[0]), homes[0])
            else:
                line = "%d %s %d home" % (place, _p(seats[0]), homes[0])
            items.append(v.text(x, y, line))
        return items + v.hint("any key: return")


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
        return lambda d: d.push(
            Menu(
                "Play in pairs?",
                [
                    ("No, singles", lambda d2: begin(d2, n, False)),
                    ("Yes, in pairs", lambda d2: begin(d2, n, True)),
                ],
            )
        )

    entries = [("%dp - %d decks" % (n, st.decks(n)), count(n)) for n in st.PLAYERS]
    entries.append(("Card reference", lambda d: d.push(RefScreen())))
    # keep: back from the reference returns here; a start replaces the stack
    return Menu("Stramash", entries, pos=2, keep=True)


def restore(snap):
    """A game back from its ``snapshot()``; RuleError for a bad document."""
    return StramashScreen(snap["doc"])
