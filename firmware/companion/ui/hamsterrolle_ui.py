"""Hamsterrolle on the device: the turn screen (a big 30-second countdown
with tones, whose turn, every player's pieces), its menus, the winner and
the results (DIGEST.md, Hamsterrolle; the counting rules and their
decisions: ``companion.rules.hamsterrolle``).

Buttons on the turn screen:
  ok         the piece is built in, the turn is over: next player
  down       a piece fell out during the turn: the player on turn takes it
             (one press a piece; the first stops the timer)
  hold down  a piece fell with nobody touching: out of the game
  up         pause / resume the timer
  hold ok    end the turn another way: a constructive pass, or pieces fell
             before the piece was built in
  back       game menu (resume, results, undo, new game)
  hold back  undo the last entry (the device calls ``undo``)

Decisions (the rules leave these to the device; ours):
- Decision: ``ok`` means "built in, turn over": a normal turn is one press.
  Pieces that fell are entered before it, ``down`` once a piece, so a turn
  where two fell is ``down down ok``. The rare ends (a pass, a fall before
  the piece went in) are in the ``hold ok`` menu.
- Decision: the 30 seconds run from the start of the turn (the device
  cannot see the hand reach the roll); tones at 10, 5, 3, 2 and 1 s left and
  a different one at 0, when the screen says "LET GO!". The timer never ends
  a turn.
- Decision: the first fall of a turn stops the timer (the fall ended the
  turn; only the ``ok`` that closes it is missing).
- Decision: a menu over the turn screen holds the timer; closing it runs it
  again (unless it was paused before).
- Decision: undo that goes back to an earlier turn gives that turn a fresh
  30 s, paused (``up`` runs it); undo within a turn leaves the timer alone.
- Decision: after a power cut the game comes back with the time that was
  left at the last press, paused.
"""

from companion.rules import RuleError
from companion.rules import hamsterrolle as hr
from companion.ui import view as v
from companion.ui.widgets import Menu, Picker

# Tones by ms left (DIGEST, Hamsterrolle: 30 s a placement): a double pip at
# 10 s, one pip at 5, 3, 2 and 1 s, a falling "let go" at zero
# (companion.ui.cues).
WARN_CUES = {
    10000: "hr_ten",
    5000: "hr_tick",
    3000: "hr_tick",
    2000: "hr_tick",
    1000: "hr_tick",
    0: "hr_up",
}
TURN_CUE = "roll"  # the next player's turn begins

_COUNTS = "counts"  # in _HINTS: the roll and out counts take a turn there
_HINTS = (
    "ok built: next",
    "v fell out +1",
    "hold v: no touch",
    "^ pause timer",
    "hold ok: pass..",
    _COUNTS,
    "hold back: undo",
)
_HINTS_OVER = ("ok results", "back: menu", "hold back: undo")
_WHY = {
    "empty": "no pieces left",
    "team_out": "team has none",
    "fewer": "fewer pieces",
    "first_out": "tie: out first",
}


def _p(i):
    return "P%d" % (i + 1)


def _teams_word(teams):
    if teams is None:
        return "none"
    return "12-34" if teams == hr.NEIGHBOURS else "13-24"


class HamsterrolleScreen:
    """The base screen of a game: ``doc`` (``hr.new_doc``), ``now`` (ms
    tick) the turn's start; ``timer`` (``hr.timer_new`` shape) to go on with
    a saved one, else a fresh 30 s runs from ``now``."""

    def __init__(self, doc, now, timer=None):
        self.doc = doc
        self.state = hr.replay(doc)
        self.now = now
        self.timer = hr.timer_new(now) if timer is None else timer
        self.held = False  # the timer waits for a menu over this screen
        self.shown = -1  # the seconds last drawn

    # -- acting on the rules --------------------------------------------------
    def act(self, dev, act):
        """Apply ``act``; on RuleError show the message and change nothing."""
        turn = self.state["turn"]
        try:
            lines = hr.apply(self.state, act)
        except RuleError as e:
            dev.error(str(e))
            return False
        self.doc["acts"].append(act)
        for line in lines:
            dev.log("hr " + line)
        st = self.state
        if st["phase"] == "over":
            hr.timer_pause(self.timer, dev.now)
            dev.cue("over")
        elif st["turn"] != turn:
            self.timer = hr.timer_new(dev.now)
            self.held = False
            dev.cue(TURN_CUE)
        elif act[0] == "fell":
            hr.timer_pause(self.timer, dev.now)
            self.held = False
        dev.changed()
        return True

    def abandon_line(self):
        return "hr game abandoned turns=%d acts=%d" % (self.state["turn"], len(self.doc["acts"]))

    def label(self):
        """The resume menu's name of this game (16 characters at most)."""
        return ("Hrolle %dp T%d" % (self.state["n"], self.state["turn"] + 1))[:16]

    def snapshot(self):
        """What ``companion.persist`` saves: the document, the time left and
        the tones already given (the timer comes back paused)."""
        return {
            "game": "hr",
            "label": self.label(),
            "doc": self.doc,
            "left": hr.timer_left(self.timer, self.now),
            "said": self.timer["said"],
        }

    def undo(self, dev):
        acts = self.doc["acts"]
        if not acts:
            dev.error("Nothing to undo")
            return
        turn = self.state["turn"]
        last = acts.pop()
        self.state = hr.replay(self.doc)
        if self.state["turn"] != turn:
            self.timer = hr.timer_new(dev.now, running=False)
            self.held = False
        dev.log("hr undo act=%s acts=%d" % (last[0], len(acts)))
        dev.cue("undo")
        dev.changed()

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
            dev.cue(WARN_CUES[due])
            who = _p(hr.current(self.state))
            if due:
                dev.log("hr timer left=%d player=%s" % (due // 1000, who))
            else:
                dev.log("hr timer up player=%s" % who)
        if hr.timer_seconds(t, now) != self.shown:
            dev.changed()

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
                dev.push(Results(self))
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
        if hr.timer_left(t, dev.now) == 0:
            dev.error("Time is up")
        elif t["run"]:
            hr.timer_pause(t, dev.now)
            dev.log("hr timer paused player=%s" % _p(hr.current(self.state)))
        else:
            hr.timer_resume(t, dev.now)
            dev.log("hr timer runs player=%s" % _p(hr.current(self.state)))
        dev.changed()

    # -- menus ------------------------------------------------------------------------
    def game_menu(self):
        return Menu(
            "Hamsterrolle",
            [
                ("Resume", lambda d: None),
                ("Results", lambda d: d.push(Results(self))),
                ("Undo last", lambda d: self.undo(d)),
                ("New game", self._leave),
            ],
        )

    def _leave(self, dev):
        from companion.ui.scoring import leave

        leave(dev, self.doc["acts"], "End this game?", "No, go on")

    def end_menu(self):
        who = _p(hr.current(self.state))
        return Menu(
            who + " turn ends",
            [
                ("Passed", lambda d: self.act(d, ["end", "pass"])),
                ("Fell, not built", lambda d: self.act(d, ["end", "fell"])),
            ],
        )

    # -- views ----------------------------------------------------------------------
    def _strip(self, cursor):
        st = self.state
        teams = st["teams"]
        labels = []
        for p in range(st["n"]):
            labels.append(_p(p) + ("" if teams is None else "AB"[teams[p]]))
        values = ["%d" % k for k in st["sup"]]
        return v.strip(36, labels, values, cursor)

    def _status(self, left):
        """The right column's second line: the falls, the timer, the teams."""
        st = self.state
        if st["fell"]:
            return "fell +%d" % st["fell"]
        if left == 0:
            return "LET GO!"
        if not self.timer["run"]:
            return "paused"
        if st["teams"] is not None:
            return "A%d B%d" % (hr.team_total(st, 0), hr.team_total(st, 1))
        return ""

    def view(self, dev):
        st = self.state
        if st["phase"] == "over":
            return self._view_over(dev)
        left = hr.timer_left(self.timer, self.now)
        self.shown = (left + 999) // 1000
        s = "%d" % self.shown
        w = len(s) * 24 - 4  # big digits at scale 4
        items = [("big", 46 - w, 2, s, 4)]  # type: list
        who = "%s turn %d" % (_p(hr.current(st)), st["turn"] + 1)
        if len(who) > 9:  # the column right of the digits holds 9 characters
            who = "%s T%d" % (_p(hr.current(st)), st["turn"] + 1)
        items.append(v.text(54, 4, who))
        items.append(v.text(54, 18, self._status(left)))
        hint = _HINTS[dev.hint_index % len(_HINTS)]
        if hint == _COUNTS:
            hint = "roll %d out %d" % (max(0, st["roll"]), st["out"])
        return items + self._strip(hr.current(st)) + v.hint(hint)

    def _view_over(self, dev):
        st = self.state
        items = []
        if st["team"] is None:
            items.append(("big", 4, 0, _p(st["winners"][0]) + " WINS", 2))
        else:
            items.append(("big", 4, 0, hr.team_name(st, st["team"]) + " WIN", 2))
        items.append(v.text(4, 16, _WHY[st["why"]]))
        if st["teams"] is not None:
            items.append(v.text(4, 26, "A %d  B %d" % (hr.team_total(st, 0), hr.team_total(st, 1))))
        hint = _HINTS_OVER[dev.hint_index % len(_HINTS_OVER)]
        return items + self._strip(-1) + v.hint(hint)


class Results:
    """Pieces left: each player (fewest first), or each team and its players."""

    def __init__(self, game):
        self.game = game

    def key(self, dev, button, kind):
        if button in ("back", "ok"):
            dev.pop()

    def view(self, dev):
        st = self.game.state
        items = v.title("Results T%d" % (st["turn"] + (0 if st["phase"] == "over" else 1)))
        rows = []
        if st["teams"] is None:
            for place, p in enumerate(hr.ranking(st)):
                won = " WON" if p in st["winners"] else ""
                rows.append("%d %s %2d left%s" % (place + 1, _p(p), st["sup"][p], won))
        else:
            for team in (0, 1):
                won = " WON" if st["team"] == team else ""
                rows.append(
                    "%s %s %d%s"
                    % ("AB"[team], hr.team_name(st, team), hr.team_total(st, team), won)
                )
                rows.append(
                    "  "
                    + " ".join("%s:%d" % (_p(p), st["sup"][p]) for p in hr.team_players(st, team))
                )
        for row, text in enumerate(rows):
            items.append(v.text(0, 11 + 10 * row, text))
        return items + v.hint("roll %d out %d ok" % (max(0, st["roll"]), st["out"]))


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
                "%d players" % n,
                "Pieces each",
                list(range(1, hr.MAX_PIECES + 1)),
                lambda d2, k: start(d2, n, k, teams),
                pos=hr.DEFAULT_PIECES[n] - 1,
            )
        )

    def players(n):
        if n != 4:
            return pieces(n, None)
        return lambda d: d.push(
            Menu(
                "4 players",
                [
                    ("No teams", pieces(4, None)),
                    ("Teams 12 v 34", pieces(4, hr.NEIGHBOURS)),
                    ("Teams 13 v 24", pieces(4, hr.ACROSS)),
                ],
            )
        )

    return Menu("Hamsterrolle", [("%d players" % n, players(n)) for n in (2, 3, 4)], pos=1)


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
