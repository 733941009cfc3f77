"""Hamsterrolle on the device: the turn screen (a big 30-second countdown
with tones, whose turn, every player's pieces), its menus, the winner and
the results (docs/rules.md, Hamsterrolle; the counting rules and their
decisions: ``companion.rules.hamsterrolle``).

Buttons on the turn screen:
  ok         my piece went in, the turn is over: next player
  down       a piece fell out during my turn: it is mine (one press a
             piece, my own one too when it went in and fell out; the first
             stops the timer for the rest of the turn)
  hold down  a piece fell with nobody touching: out of the game
  up         pause / run the timer
  hold ok    the turn ends with my piece not in the roll: "Mine fell out"
             (counted with down), "Mine not put in" (pieces fell before it
             went in), "Passed" (a constructive pass)
  back       game menu (resume, results, undo, new game)
  hold back  undo the last entry (the device calls ``undo``)

Decisions (the rules leave these to the device; ours):
- Decision: ``ok`` means "built in, turn over": a normal turn is one press.
  Pieces that fell out are entered before it, ``down`` once a piece, and every
  one counts, the player's own piece too (docs/rules.md, Hamsterrolle: the
  pieces that fall out during your turn become yours; the rules' falls
  Decision). So a turn where two fell and the piece stayed in is
  ``down down ok``; where the piece and one other fell out it is ``down down``
  and then ``hold ok`` "Mine fell out" (or ``ok``: the same count). The ends
  without the piece in the roll are in the ``hold ok`` menu; its cursor starts
  on "Mine fell out" after a fall, on "Passed" without one. "Mine fell out"
  with nothing counted says "Count it with v"; the rules refuse what cannot be
  ("Roll had only 1": more fell than the roll held without your piece).
- Decision: the 30 seconds run from the start of the turn (the device
  cannot see the hand reach the roll); tones at 10, 5, 3, 2 and 1 s left and
  a different one at 0, when the screen says "LET GO!". The timer never ends
  a turn.
- Decision: the first fall of a turn stops the timer for the rest of the
  turn (the fall ended it; only the end is missing): ``up`` then says "Fell:
  turn over" and no tone comes; undoing every fall opens the turn again
  with its timer paused ("paused", ``up`` runs it).
- Decision: a menu over the turn screen holds the timer; closing it runs it
  again (unless it was paused before).
- Decision: undo that goes back to an earlier turn gives that turn a fresh
  30 s, paused (``up`` runs it); undo within a turn leaves the timer alone.
  Undo takes back up to 112 entries in a row (``companion.rules.actlog``);
  then it says "Undo limit: 112".
- Decision: after a power cut the game comes back with the time that was
  left at the last press, paused (the screen says so; ``up`` runs it).
- Decision: the right column shows two lines under whose turn it is: the
  first two that apply of "LET GO!" (time is up), "paused", "fell +n" (the
  falls entered), "from P3" (a team player without pieces builds from his
  partner's supply), the team totals.
- Decision: the hint line gives "ok built: next" (after a fall: "ok: mine
  in roll") every other time it changes (2.5 s); in between, in turn, the
  other buttons (while paused, "^ run timer" takes every other main slot).
"""

from companion import const, lang
from companion.rules import RuleError
from companion.rules import hamsterrolle as hr
from companion.rules import name as _p
from companion.ui import view as v
from companion.ui.acts import Acts, Page
from companion.ui.widgets import Menu, Picker

# Tones by ms left (docs/rules.md, Hamsterrolle: 30 s a placement): a double
# pip at 10 s, one pip at 5, 3, 2 and 1 s, a falling "let go" at zero
# (companion.ui.cues).
_WARN_CUES = const(
    (
        (10000, "hr_ten"),
        (5000, "hr_tick"),
        (3000, "hr_tick"),
        (2000, "hr_tick"),
        (1000, "hr_tick"),
        (0, "hr_up"),
    )
)
_TURN_CUE = const("roll")  # the next player's turn begins

# The texts on the glass: entries of the "hr" tables (companion.lang; the
# log stays English). Entry 0 is WHY, the rules' refusals (Acts.act).
_t = lang.area("hr")
_S_BUILT = const(1)
_S_FELL = const(2)
_S_MENU = const(3)
_S_HINTS_OVER = const(4)
_S_OVER_WHY = const(5)
_S_FELL_OVER = const(6)
_S_TIME_UP = const(7)
_S_COUNT_V = const(8)
_S_NOTHING_FELL = const(9)
_S_GAME_MENU = const(10)
_S_END_Q = const(11)
_S_GO_ON = const(12)
_S_TURN_ENDS = const(13)
_S_ENDS = const(14)
_S_LET_GO = const(15)
_S_PAUSED = const(16)
_S_FELL_N = const(17)
_S_FROM = const(18)
_S_TURN = const(19)
_S_MINE_IN = const(20)
_S_NOT_IN = const(21)
_S_PASS = const(22)
_S_PAUSE_TIMER = const(23)
_S_RUN_TIMER = const(24)
_S_NO_TOUCH = const(25)
_S_COUNTS = const(26)
_S_RESULTS_T = const(27)
_S_LEFT = const(28)
_S_WON = const(29)
_S_WINS = const(30)
_S_WIN = const(31)
_S_PLAYERS = const(32)
_S_PIECES_Q = const(33)
_S_TEAMS = const(34)
_ENDED = const(("empty", "team_out", "fewer", "first_out"))  # the rules' why: OVER_WHY's order


def _teams_word(teams):
    if teams is None:
        return "none"
    return "12-34" if teams == hr.NEIGHBOURS else "13-24"


class HamsterrolleScreen(Acts):
    """The base screen of a game: ``doc`` (``hr.new_doc``), ``now`` (ms
    tick) the turn's start; ``timer`` (``hr.timer_new`` shape) to go on with
    a saved one, else a fresh 30 s runs from ``now``."""

    tag = "hr"

    def __init__(self, doc, now, timer=None):
        Acts.__init__(self, hr, doc)  # a saved game of version 1 (every act) is folded
        self.now = now
        self.timer = hr.timer_new(now) if timer is None else timer
        self.held = False  # the timer waits for a menu over this screen
        self.shown = -1  # the seconds last drawn

    # -- acting on the rules --------------------------------------------------
    def act(self, dev, act):
        """Apply ``act`` (``Acts.act``), then the timer: paused at the end
        or a fall, a fresh one for the next turn (its cue)."""
        turn = self.state["turn"]
        lines = Acts.act(self, dev, act)
        if lines is None:
            return
        st = self.state
        if st["phase"] == "over":
            hr.timer_pause(self.timer, dev.now)
            dev.cue("over")
        elif st["turn"] != turn:
            self.timer = hr.timer_new(dev.now)
            self.held = False
            dev.cue(_TURN_CUE)
        elif act[0] == "fell":
            hr.timer_pause(self.timer, dev.now)
            self.held = False

    def over(self):
        return self.state["phase"] == "over"

    def abandon_line(self):
        how = "closed" if self.over() else "abandoned"
        return "hr game %s turns=%d acts=%d" % (how, self.state["turn"], self.actlog.acts())

    def label(self):
        """The resume menu's name of this game (16 characters at most)."""
        return ("Hrolle %dp T%d" % (self.state["n"], self.state["turn"] + 1))[:16]

    def snapshot(self):
        """``Acts.snapshot`` with the time left and the tones already given
        (the timer comes back paused)."""
        snap = Acts.snapshot(self)
        snap["left"] = hr.timer_left(self.timer, self.now)
        snap["said"] = self.timer["said"]
        return snap

    def undo(self, dev):
        """``Acts.undo``; back to an earlier turn: a fresh timer, paused."""
        turn = self.state["turn"]
        if Acts.undo(self, dev) is not None and self.state["turn"] != turn:
            self.timer = hr.timer_new(dev.now, running=False)
            self.held = False

    # -- the clock ----------------------------------------------------------------
    def _on_top(self, now):
        self.now = now
        if self.held:  # back from a menu: the timer runs on
            self.held = False
            hr.timer_resume(self.timer, now)

    def tick(self, dev, now):
        """Called by the device about every 10 ms while this screen is on
        top: the countdown and its tones."""
        self._on_top(now)
        t = self.timer
        if self.state["phase"] != "play" or not t["run"]:
            return
        due = hr.timer_due(t, now)
        if due is not None:
            for ms, cue in _WARN_CUES:
                if ms == due:
                    dev.cue(cue)
            who = _p(hr.current(self.state))
            if due:
                dev.log("hr timer left=%d player=%s" % (due // 1000, who))
            else:
                dev.log("hr timer up player=%s" % who)
        if hr.timer_seconds(t, now) != self.shown:
            dev.changed()

    def keeps_awake(self):
        """True while the turn timer runs down: the device never dims or
        sleeps then (``companion.idle``). Time up, paused or under
        a menu, it may."""
        t = self.timer
        return bool(t["run"]) and t["left"] > 0 and self.state["phase"] == "play"

    def _push(self, dev, screen):
        """A menu over the turn screen: the timer waits for it."""
        if self.timer["run"] and self.state["phase"] == "play":
            hr.timer_pause(self.timer, dev.now)
            self.held = True
        dev.push(screen)

    # -- input ----------------------------------------------------------------------
    def key(self, dev, button, kind):
        self._on_top(dev.now)
        if button == "back":
            self._push(dev, self.game_menu())
            return
        if self.state["phase"] == "over":
            if button == "ok":
                dev.push(Results(self.state))
            return
        if button == "ok":
            if kind == "short":
                self.act(dev, ["end", "built"])
            else:
                self._push(dev, self.end_menu())
        elif button == "down":
            self.act(dev, ["fell" if kind == "short" else "loose", 1])
        elif button == "up":
            self._pause_key(dev)

    def _pause_key(self, dev):
        t = self.timer
        if self.state["fell"]:  # the fall ended the turn: its timer is done
            dev.error("Fell: turn over", _t(_S_FELL_OVER))
            return
        if hr.timer_left(t, dev.now) == 0:
            dev.error("Time is up", _t(_S_TIME_UP))
        elif t["run"]:
            hr.timer_pause(t, dev.now)
            dev.log("hr timer paused player=%s" % _p(hr.current(self.state)))
        else:
            hr.timer_resume(t, dev.now)
            dev.log("hr timer runs player=%s" % _p(hr.current(self.state)))
        dev.changed()

    # -- menus ------------------------------------------------------------------------
    def game_menu(self):
        m = _t(_S_GAME_MENU)
        return Menu(
            "Hamsterrolle",
            [
                (m[0], lambda d: None),
                (m[1], lambda d: d.push(Results(self.state))),
                (m[2], lambda d: self.undo(d)),
                (m[3], lambda d: d.open_settings()),
                (m[4], self._leave),
            ],
        )

    def _leave(self, dev):
        entered = self.actlog.acts() > 0 or self.doc.get("base") is not None
        self.leave(dev, entered, _t(_S_END_Q), _t(_S_GO_ON))

    def end_menu(self):
        """The ends with the player's own piece not in the roll; the cursor
        on "Mine fell out" after a fall, else on "Passed"."""
        ends = _t(_S_ENDS)
        return Menu(
            _t(_S_TURN_ENDS) % lang.seat(hr.current(self.state)),
            [
                (ends[0], self._mine_fell),
                (ends[1], self._not_put_in),
                (ends[2], lambda d: self.act(d, ["end", "pass"])),
            ],
            pos=0 if self.state["fell"] else 2,
        )

    def _mine_fell(self, dev):
        if self.state["fell"] == 0:  # down counts it, as every piece that fell out
            dev.error("Count it with v", _t(_S_COUNT_V))
        else:
            self.act(dev, ["end", "mine_fell"])

    def _not_put_in(self, dev):
        # The rules refuse it too ("Nothing fell"): said here, as "Count it
        # with v" is, the same log line, so the area's WHY stays one line.
        if self.state["fell"] == 0:
            dev.error("Nothing fell", _t(_S_NOTHING_FELL))
        else:
            self.act(dev, ["end", "fell"])

    # -- views ----------------------------------------------------------------------
    def _strip(self, cursor):
        st = self.state
        teams = st["teams"]
        labels = []
        for p in range(st["n"]):
            labels.append(lang.seat(p) + ("" if teams is None else "AB"[teams[p]]))
        values = ["%d" % k for k in st["sup"]]
        return v.strip(v.CELLS_Y, labels, values, cursor, True, "28")

    def _runs(self):
        # running, or held by a menu just closed (it runs on at the next tick)
        return self.timer["run"] or self.held

    def _status(self, left):
        """What the right column says under whose turn, most urgent first
        (the first is shown): the time up, paused, the falls, the partner's
        supply, the teams."""
        st = self.state
        lines = []
        if left == 0:
            lines.append(_t(_S_LET_GO))
        elif not self._runs() and not st["fell"]:
            lines.append(_t(_S_PAUSED))
        if st["fell"]:
            lines.append(_t(_S_FELL_N) % st["fell"])
        src = hr.source(st)
        if src is not None and src != hr.current(st):
            lines.append(_t(_S_FROM) % lang.seat(src))
        if st["teams"] is not None:
            lines.append("A%d B%d" % (hr.team_total(st, 0), hr.team_total(st, 1)))
        return (lines + ["", ""])[:2]

    def _hint(self, dev, left):
        """The main hint every other time the hint line changes, the other
        buttons in turn in between."""
        st = self.state
        counts = _t(_S_COUNTS) % (max(0, st["roll"]), st["out"])
        fell, menu = _t(_S_FELL), _t(_S_MENU)
        if st["fell"]:  # the turn is over: where did the player's piece go
            main = [_t(_S_MINE_IN)]
            others = [fell, _t(_S_NOT_IN), menu, counts]
        else:
            main = [_t(_S_BUILT)]
            others = [fell, _t(_S_PASS)]
            if left and self._runs():
                others.append(_t(_S_PAUSE_TIMER))
            elif left:
                main.insert(0, _t(_S_RUN_TIMER))
            others += [_t(_S_NO_TOUCH), menu, counts]
        k = dev.hint_index
        if k % 2 == 0:
            return main[k // 2 % len(main)]
        return others[k // 2 % len(others)]

    def view(self, dev):
        st = self.state
        if st["phase"] == "over":
            return self._view_over(dev)
        left = hr.timer_left(self.timer, self.now)
        self.shown = (left + 999) // 1000
        s = "%d" % self.shown
        w = len(s) * 24 - 4  # big digits at scale 4
        items = [("big", 46 - w, 0, s, 4, 1, 1)]  # type: list
        # whose turn in big glyphs right of the digits, the turn's number beside
        items.append(("big", 54, 0, lang.seat(hr.current(st)), 2, 1, 1))
        items.append(v.text(80, 4, _t(_S_TURN) % (st["turn"] + 1)))
        status = self._status(left)
        items.append(v.text(54, 19, status[0]))  # one line under it: the first to say
        return items + self._strip(hr.current(st)) + v.hint(self._hint(dev, left), False)

    def _view_over(self, dev):
        st = self.state
        items = []
        if st["team"] is None:
            items.append(("big", 4, 0, _t(_S_WINS) % lang.seat(st["winners"][0]), 2))
        else:
            items.append(
                (
                    "big",
                    4,
                    0,
                    _t(_S_WIN) % "+".join(lang.seat(p) for p in hr.team_players(st, st["team"])),
                    2,
                )
            )
        for i, why in enumerate(_ENDED):
            if why == st["why"]:
                items.append(v.text(4, 16, _t(_S_OVER_WHY)[i]))
        # One line fits between the title and the cells (view.CELLS_Y): what
        # decided it. The teams' totals are on the results (ok).
        hints = _t(_S_HINTS_OVER)
        hint = hints[dev.hint_index % len(hints)]
        return items + self._strip(-1) + v.hint(hint, False)


class Results(Page):
    """Pieces left: each player (fewest first), or each team and its players."""

    def view(self, dev):
        st = self.state
        items = v.title(_t(_S_RESULTS_T) % (st["turn"] + (0 if st["phase"] == "over" else 1)))
        rows = []
        if st["teams"] is None:
            win = st["winners"]
            for p in hr.ranking(st):
                won = _t(_S_WON) if p in win else ""
                # tied players share a place: 1 + those ranked strictly above
                mine = (p not in win, st["sup"][p])
                place = 1 + sum(1 for q in range(st["n"]) if (q not in win, st["sup"][q]) < mine)
                rows.append(_t(_S_LEFT) % (place, lang.seat(p), st["sup"][p]) + won)
        else:
            for team in (0, 1):
                won = _t(_S_WON) if st["team"] == team else ""
                rows.append(
                    "%s %s %d%s"
                    % (
                        "AB"[team],
                        "+".join(lang.seat(p) for p in hr.team_players(st, team)),
                        hr.team_total(st, team),
                        won,
                    )
                )
                rows.append(
                    "  "
                    + " ".join(
                        "%s:%d" % (lang.seat(p), st["sup"][p]) for p in hr.team_players(st, team)
                    )
                )
        for row, text in enumerate(rows):
            items.append(v.text(0, 11 + 10 * row, text))
        hint = _t(_S_COUNTS) % (max(0, st["roll"]), st["out"])
        if len(hint) <= 13:  # whole: "ok" only where it fits (roll 111 out 10)
            hint += " ok"
        return items + v.hint(hint)


def start(dev, players, pieces, teams):
    """Start a game on the device (``teams``: None or ``hr.NEIGHBOURS`` /
    ``hr.ACROSS``); the first turn's 30 s run from now."""
    doc = hr.new_doc(players, pieces, teams)
    dev.start(
        HamsterrolleScreen(doc, dev.now),
        "hr game start players=%d pieces=%d teams=%s" % (players, pieces, _teams_word(teams)),
    )


def setup_menu():
    """Players, then (4 players) teams, then the pieces each (a Picker on
    the default for the player count)."""

    def pieces(n, teams):
        return lambda d: d.push(
            Picker(
                _t(_S_PLAYERS) % n,
                _t(_S_PIECES_Q),
                list(range(1, hr.MAX_PIECES + 1)),
                lambda d2, k: start(d2, n, k, teams),
                pos=hr.DEFAULT_PIECES[n] - 1,
            )
        )

    def players(n):
        if n != 4:
            return pieces(n, None)
        teams = _t(_S_TEAMS)
        return lambda d: d.push(
            Menu(
                _t(_S_PLAYERS) % 4,
                [
                    (teams[0], pieces(4, None)),
                    (teams[1], pieces(4, hr.NEIGHBOURS)),
                    (teams[2], pieces(4, hr.ACROSS)),
                ],
            )
        )

    return Menu("Hamsterrolle", [(_t(_S_PLAYERS) % n, players(n)) for n in (2, 3, 4)], pos=1)


def restore(snap):
    """The screen back from ``snapshot()``, its timer paused with the time
    that was left; RuleError (or KeyError, TypeError) for a bad snapshot."""
    left = snap["left"]
    said = snap["said"]
    if not isinstance(left, int) or not isinstance(said, int):
        raise RuleError("bad timer")
    left = min(max(0, left), hr.LIMIT_MS)
    said = min(max(0, said), len(hr.WARN_MS))
    timer = {"left": left, "at": 0, "run": 0, "said": said}
    return HamsterrolleScreen(snap["doc"], 0, timer)
