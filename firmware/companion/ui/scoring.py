"""What the scoring sessions (Sombreros, Clocktowers) share at the taps:
their base (``Session``: the taps kept as acts, the snapshot, the scores
logged and shown) and counts in words. Imported only by them, so the other
games do not carry it. Their result pages are ``companion.ui.results``'s,
loaded with the scores.

Our decision: a finished session has a way out. Hold
``ok`` on a result page: "Done", the session ends (logged as finished,
``som session finished taps=42``), its save is cleared and the game menu
shows. The pages' hint names it in turn with the page keys, and the last
page names it alone (a player who turned every page is done reading). On
the check pages (the warnings, before the scores) it turns to the scores
instead: no session ends before its scores were on the glass.
``back`` still goes back to the session to fix a tap; the session is then
live again. While the results are shown the session's snapshot says
``"over": 1``, and the next boot clears such a save instead of offering it
(``companion.device``)."""

from companion import const, lang
from companion.ui import view as v
from companion.ui.widgets import Game

# The texts on the glass (companion/texts/*_score.py; docs/languages.md):
# shared by both sessions, so Clocktowers reads them as Sombreros does.
_t = lang.area("score")
_S_SHOWN = const(0)
_S_TO_FIX = const(1)
_S_NFC_OFF = const(2)
_S_NO_NFC = const(3)


class Session(Game):
    """The base screen of a scoring session (a ``Game`` reading cards):
    ``players`` 2..4; ``done``, every tap in order, the saved list of acts
    (the first ``first`` entered before the session, which no undo takes);
    ``lines``, the two lines the last tap or refusal said (``("", "")``:
    the prompt); ``result``, the scores while they are shown, else None.

    A session gives ``tag`` (its one name, its rules module's ``TAG``: the
    snapshots' kind, the log lines' tag, its cards' game word) and ``fmt``
    (its resume label, ``Hats %dp %s``: ``Hats 3p 12 taps``), and adds its
    own fields to ``snapshot()``. ``scores``: the modules its scores load
    (its rules, its result pages), unloaded when they are set aside
    (``clear``): the taps' peak, the session's, does not carry them.

    (Its method names are ones the firmware or MicroPython interns already:
    a new name in the Clocktowers session tips the simulator's qstr pool.)"""

    cards = True
    first = 0
    log_path = ("acts",)  # the snapshot's append-only list (journalled saves)
    tag = ""
    fmt = ""
    scores = ()
    # A session sets ``players`` and ``done`` (a list of its own: never this
    # one) itself; the rest start as the class's (no __init__ to carry):
    players = 0
    done = []  # type: list
    _low = 0  # the fewest acts kept unchanged since the last save
    lines = ("", "")
    result = None
    _hd = None  # the big heads, made again when they change (_heads)

    def _say(self, dev, title, detail, cue):
        self.lines = (title, detail)
        dev.cue(cue)
        dev.changed()

    def tapped(self, dev, tap):
        """The card of ``tap``; None (said, with the low tone) while the
        scores are shown or for a tap that is no card (blank, foreign...)."""
        if self.result is not None:
            self._say(dev, _t(_S_SHOWN), _t(_S_TO_FIX), "card_bad")
            return None
        if tap.outcome != "card":
            title, detail = tap.describe()
            self._say(dev, title, detail, "card_bad")
            return None
        return tap.card

    def clear(self):
        """The scores set aside (a result page's ``back``, an undo): the
        session is live again, and the modules of its scores leave the heap
        before the card reader is built again (``loop.nfc_loop``)."""
        self.result = None
        from companion.games import unload

        unload(self.scores, False)

    def show(self, dev, result, lines, pages):
        """``result`` (the rules' ``score``) set, its ``lines`` (the rules'
        ``log_lines``) logged with the tag, the end tone, and ``pages``
        (its ``Pages``) shown."""
        self.result = result
        tag = self.tag + " "
        for line in lines:
            dev.log(tag + line)
        dev.cue("over")
        dev.push(pages)

    def detail(self, dev, first, line):
        """The two lines under the big heads, as view items: ``first`` and
        the second, ``line``, unless the card reader is off or absent: then
        that is said there."""
        state = dev.nfc_state
        if state == "off":
            line = _t(_S_NFC_OFF)
        elif state == "none":
            line = _t(_S_NO_NFC)
        return [v.text(0, 33, first), v.text(0, 43, line)]

    def relang(self, dev):
        # the language changed: the heads and the last tap's lines are in
        # the old one; the heads are made again, the prompt shows
        self._hd = None
        self.lines = ("", "")

    def abandon_line(self):
        how = "abandoned" if self.result is None else "finished"
        return "%s session %s taps=%d" % (self.tag, how, len(self.done) - self.first)

    def snapshot(self):
        """What ``companion.persist`` saves: the head and the acts (the
        module text); the list is the session's own, not a copy. A session
        adds its own fields."""
        return {
            "game": self.tag,
            "label": self.fmt % (self.players, count(len(self.done) - self.first, "tap")),
            "players": self.players,
            "acts": self.done,
            "over": 0 if self.result is None else 1,  # results shown: never resumed
        }

    def record(self):
        """The finished session for the history (docs/history.md): per seat
        its points (a team's seats carry the team's: Sombreros with 4
        players) and place, the winners, what decided (first place's ``by``:
        ``points``, a tie-break, ``shared``) and each seat's side with
        teams. None while no scores are shown (or the cookie is asked).
        Here, not in ``companion.rules.records``: a session's end is its
        heap's peak, and no module need load then."""
        result = self.result
        if result is None:
            return None
        teams = result.get("teams")
        ranking = result["ranking"] if teams is None else teams["ranking"]
        if ranking is None:
            return None
        n = self.players
        s = [0] * n
        pl = [0] * n
        side = [0] * n
        win = []
        for place, i, total, _ in ranking:
            for p in (i,) if teams is None else teams["members"][i]:
                s[p] = total
                pl[p] = place
                side[p] = i
                if place == 1:
                    win.append(p)
        win.sort()
        return {
            "var": "" if teams is None else "teams",
            "n": n,
            "s": s,
            "low": 0,
            "pl": pl,
            "win": win,
            "by": ranking[0][3],
            "side": None if teams is None else side,
            "r": None,
            "t": None,
            "d": None,
        }

    def log_low(self):
        """The acts at the front of the list unchanged since the last call
        (an undo pops one, a card taken back removes one where it was)."""
        low = self._low
        self._low = len(self.done)
        return low


def count(n, word):
    """``1 hat``, ``2 hats``, ``0 hats``: a count with its noun (English:
    the resume label, which is logged and saved)."""
    return "%d %s%s" % (n, word, "" if n == 1 else "s")
