"""The base of a game that keeps its acts (Hamsterdam, Hamsterrolle,
Stramash): its action log (``companion.rules.actlog``), an act, an undo,
its snapshot and its last log line, the same for each.

Loaded with those games only (their ``GAMES`` row names it, so
``games.unload`` takes it away with them): the scoring sessions and the
boot never carry it. A game subclasses ``Acts`` and gives:

- ``tag``: its one name: the ``"game"`` of its snapshots (its ``GAMES``
  kind) and the word before each of its serial-log lines;
- ``over()``: True once the game is finished;
- ``label()``: the resume menu's name of it (16 characters);
- ``said(dev, line)`` (optional): a log line of an accepted act was just
  logged: its cue or toast.

A game that does more after an act or an undo wraps ``act``/``undo``
(``Acts.act(self, dev, act)``, then its own work when that was not None).

``Page`` is the base of the pages such a game opens over itself (results,
a histogram, the setup).

Usage::

    class MyScreen(Acts):
        tag = "my"

        def __init__(self, doc):
            Acts.__init__(self, my_rules, doc)
"""

from companion import const, lang
from companion.rules.actlog import ActLog
from companion.ui.widgets import Game, Screen

# Entries of the "ui" table (companion.lang: lang/en_ui.py)
_U_NOTHING = const(9)
_U_UNDO_LIMIT = const(10)


class Acts(Game):
    """A ``Game`` whose state is the replay of its acts: ``doc`` (its rules
    module's document, saved in the snapshot), ``actlog`` (its ``ActLog``;
    RuleError for a bad document) and ``state`` (the log's state)."""

    tag = ""

    def __init__(self, rules, doc):
        self.doc = doc
        self.actlog = ActLog(rules, doc)
        self.state = self.actlog.state

    def over(self):  # type: () -> bool
        return False

    def label(self):  # type: () -> str
        return self.tag

    def said(self, dev, line):
        pass

    def act(self, dev, act):
        """``act`` applied and kept: each log line it made logged (``tag``
        first) and ``said``, the frame changed; those lines. A refused act
        changes nothing, its message is on screen with a low tone: None."""
        try:
            lines = self.actlog.add(act)
        except ValueError as e:  # RuleError is one
            msg = str(e)
            dev.error(msg, lang.why(lang.text(self.tag, 0), msg))
            return None
        if not dev.running:  # no frame to wait for (the loop's: ``snapshot``)
            self.actlog.flush()
        for line in lines:
            dev.log(self.tag + " " + line)
            self.said(dev, line)
        dev.changed()
        return lines

    def undo(self, dev):
        """Take back the last act (up to 112 in a row): logged with the acts
        still entered (folded ones too), the undo tone; the act taken back,
        or None (nothing to undo, or the bound: said on screen)."""
        kept = self.actlog
        last = kept.undo()
        if last is None:
            why = kept.why()  # English, for the log; the glass: the "ui" table's
            dev.error(
                why, lang.text("ui", _U_NOTHING if why == "Nothing to undo" else _U_UNDO_LIMIT)
            )
            return None
        self.state = kept.state
        tag, verb, n = self.tag, last[0], kept.acts()
        dev.log(lambda: "%s undo act=%s acts=%d" % (tag, verb, n))  # made after the frame
        dev.cue("undo")
        dev.changed()
        return last

    def ready_undo(self):
        self.actlog.ready()  # the undo's replay, made while back is held

    def log_low(self):
        """The fewest acts the document held since the last call (an undo
        pops one, a fold of the log drops the front): a journalled save
        keeps only that many of its saved slot."""
        return self.actlog.log_low()

    def abandon_line(self):
        how = "closed" if self.over() else "abandoned"
        return "%s game %s acts=%d" % (self.tag, how, self.actlog.acts())

    def record(self):
        """The finished game for the history (``companion.rules.records``);
        None before its end."""
        from companion.rules.records import acts

        return acts(self.tag, self.state)

    def snapshot(self):
        """What ``companion.persist`` saves: the rules document (the state is
        its replay) and the label; ``"over"`` once the game is finished (not
        offered to resume, ``companion.device``). A game adds its own.
        Asked after the act's frame (``Device.flush``): the copy of the
        state the act owes the undo is taken here too (``ActLog.flush``)."""
        self.actlog.flush()
        snap = {"game": self.tag, "label": self.label(), "doc": self.doc}
        if self.over():
            snap["over"] = 1
        return snap


class Page(Screen):
    """A page over a game of acts: ``state``, the game's state it shows
    (an undo closes the page before it replaces the state); a button of
    ``closes`` closes it."""

    closes = ("back", "ok")

    def __init__(self, state):
        self.state = state

    def key(self, dev, button, kind):
        if button in self.closes:
            dev.pop()
