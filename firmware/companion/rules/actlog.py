"""The action log of a game that keeps its acts (Hamsterdam, Hamsterrolle,
Stramash): apply, undo, snapshot and replay in bounded memory and time.

A game's document holds a ``base`` (the state its first act starts from;
absent or None: the game's start) and its last ``acts``; the state is the
replay of those acts over the base. ``ActLog`` keeps the document, the
state, and copies of the state every ``_EVERY`` acts (marks), so an undo
replays at most ``_EVERY - 1`` acts however long the game. Once the
document holds ``_KEEP + _EVERY`` acts, its oldest ``_EVERY`` are folded into
the base (the mark after them becomes the base): memory, the saved file
and the replay at a resume stay bounded. Decision: undo takes
back up to ``_KEEP`` = 112 acts in a row (the player is told the limit), and
never more than are kept.

A rules module used here provides (duck-typed, no base class):

- ``start(doc)``: ``(state, folded)``, the state at the document's base and
  how many acts were folded into it; RuleError when the document is not a
  game of that module (a bad base too);
- ``apply(state, act)``: the act applied in place; the log lines it caused;
  RuleError, ``state`` unchanged, for an act not legal now (``dispatch``
  below: the act's function from a table by its verb);
- ``fold(doc, state, folded)``: ``state`` written as the document's base
  (in the module's own format), ``folded`` acts in all folded into it; the
  log has just dropped the acts that led there.

Pure: lists, dicts and ints; no clock, no I/O.
"""

from companion import const
from companion.rules import RuleError

# (private constants: each public name would cost the Pico a qstr)
_KEEP = const(112)  # acts an undo can take back in a row
_EVERY = const(16)  # acts between two marks: an undo replays fewer
_LIMIT = const("Undo limit: 112")  # what the player is told then (16 chars), _KEEP in it


def copy(state):
    """A copy of ``state`` (a dict of ints, strings and lists of them or of
    lists) that shares no list with it."""
    out = {}
    for k in state:
        v = state[k]
        if isinstance(v, list):
            v = [list(x) if isinstance(x, list) else x for x in v]
        out[k] = v
    return out


def fold(doc, state, folded):
    """The ``fold`` of a rules module whose base is its state itself
    (Hamsterdam, Hamsterrolle): ``state`` as the base of ``doc``, version 2,
    ``folded`` acts in it."""
    doc["v"] = 2
    doc["base"] = state
    doc["folded"] = folded


def dispatch(acts, state, act, check=None):
    """The ``apply`` of a rules module: ``act`` (a list, its verb first)
    applied to ``state`` in place by ``acts[verb](state, act, lines)``; the
    serial-log lines it made. RuleError "Bad action" for an act that is no
    list or whose verb ``acts`` lacks; ``check(state)``, when given, runs
    next (it raises RuleError for a state that takes no act now). The act's
    function raises RuleError with ``state`` unchanged."""
    if not isinstance(act, list) or not act:
        raise RuleError("Bad action")
    fn = acts.get(act[0])
    if fn is None:
        raise RuleError("Bad action")
    if check is not None:
        check(state)
    lines = []
    fn(state, act, lines)
    return lines


class ActLog:
    """``rules``: a rules module (above); ``doc``: its game document, kept
    and changed in place (its ``acts`` list is replaced at a fold, so a
    background save holding the old list reads it unchanged). The acts
    already in it are replayed now, and an old document holding every act
    is folded to the bound at once. RuleError for a bad document."""

    def __init__(self, rules, doc):
        self.rules = rules
        self.doc = doc
        state, self.folded = rules.start(doc)
        acts = doc["acts"]
        cut = len(acts) - _KEEP - _EVERY
        if cut >= 0:  # folded as adding them would have: a multiple of _EVERY
            cut = (cut // _EVERY + 1) * _EVERY
            for i in range(cut):
                rules.apply(state, acts[i])
            acts = doc["acts"] = acts[cut:]
            self.folded += cut
            rules.fold(doc, copy(state), self.folded)
        self._marks = [(0, copy(state))]  # type: list  # (n, its state, or None: owed)
        for i in range(len(acts)):
            rules.apply(state, acts[i])
            if (i + 1) % _EVERY == 0:
                self._marks.append((i + 1, copy(state)))
        self.state = state
        self._n = len(acts)
        self.back = 0  # undos since the last act
        self._ready = None  # (acts list, its length, the state an undo leaves): ``ready``

    def add(self, act):
        """Apply ``act`` and keep it; the log lines it caused. RuleError
        (nothing changed) for an act the rules refuse. The copy of the
        state its count may owe (every _EVERY acts) is left to ``flush``:
        the act's frame first (``companion.ui.acts.Acts``)."""
        self.flush()  # one the last act still owes: the state is still its
        lines = self.rules.apply(self.state, act)
        acts = self.doc["acts"]
        acts.append(act)
        self.back = 0
        self._ready = None
        n = len(acts)
        if n % _EVERY == 0:
            self._marks.append((n, None))  # owed: ``flush``
            if n >= _KEEP + _EVERY:
                self._fold()
        return lines

    def flush(self):
        """Take the copy of the state the last act owes, if it owes one
        (1.6 ms on the Pico): marks ``(n, None)`` are owed. An undo drops
        an owed one with its act."""
        marks = self._marks
        n, mark = marks[-1]
        if mark is None:
            marks[-1] = (n, copy(self.state))

    def _fold(self):
        doc = self.doc
        k, state = self._marks[1]
        doc["acts"] = doc["acts"][k:]
        self.folded += k
        self.rules.fold(doc, state, self.folded)
        self._marks = [(i - k, s) for i, s in self._marks[1:]]
        self._n = 0  # the saved list no longer starts where it did

    def undo(self):
        """Take back the last act: it, or None when there is none or ``_KEEP``
        were taken back in a row (``why`` says which)."""
        acts = self.doc["acts"]
        if not acts or self.back >= _KEEP:
            return None
        self.back += 1
        last = acts.pop()
        n = len(acts)
        if n < self._n:
            self._n = n
        marks = self._marks
        while marks[-1][0] > n:
            marks.pop()
        r = self._ready
        self._ready = None
        if r is not None and r[0] is acts and r[1] == n + 1:
            self.state = r[2]  # made while ``back`` was held
        else:
            self.state = self._replay(acts, n)
        return last

    def ready(self):
        """Make now the state the next ``undo`` leaves (the device calls it
        while ``back`` is held, after the edge's frame): that undo then
        replays nothing (up to _EVERY - 1 acts, 10 ms on the Pico, off the
        long press's path). Kept until the acts change."""
        acts = self.doc["acts"]
        n = len(acts)
        r = self._ready
        if not acts or self.back >= _KEEP or (r is not None and r[0] is acts and r[1] == n):
            return
        self._ready = None
        self._ready = (acts, n, self._replay(acts, n - 1))

    def _replay(self, acts, n):
        # the state after the first n of ``acts``: from the last mark at or
        # before n (the marks left as they are)
        marks = self._marks
        j = len(marks) - 1
        while marks[j][0] > n or marks[j][1] is None:  # (an owed one: flush)
            j -= 1
        k, mark = marks[j]
        state = copy(mark)
        apply = self.rules.apply
        while k < n:
            apply(state, acts[k])
            k += 1
        return state

    def acts(self):
        """Acts entered in the game and not undone, folded ones included."""
        return self.folded + len(self.doc["acts"])

    def why(self):
        """What the player is told when ``undo`` gave None: the bound
        ("Undo limit: 112": ``_KEEP`` taken back in a row, or the oldest
        kept act of a game whose older acts were folded away), else
        "Nothing to undo"."""
        if self.back >= _KEEP or (self.folded > 0 and not self.doc["acts"]):
            return _LIMIT
        return "Nothing to undo"

    def log_low(self):
        """The fewest acts the document's list held since the last call,
        counted from its front (0 after a fold): what a journalled save
        keeps of the last slot (``companion.persist``)."""
        low = self._n
        self._n = len(self.doc["acts"])
        return low
