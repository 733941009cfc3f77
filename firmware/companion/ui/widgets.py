"""The screen contracts (``Screen``, ``Game``) and the generic screens: a
menu and a number picker.

Screens sit on the device's stack (``dev.push``/``dev.pop``, the top one
gets the events; ``back`` steps back); the bottom one is the running game
while there is one (``dev.game``). ``companion.device.Device`` calls only
what ``Screen`` (and, for the game, ``Game``) names: a screen overrides the
hooks it needs and inherits the rest.
"""

from companion import const, lang
from companion.ui import view as v

_ROWS = const(4)  # menu lines visible at once (arm's-length text)
# Entries of the "ui" table (companion.lang: lang/en_ui.py)
_U_NOTHING = const(9)
_U_MENU_HINT = const(11)
_U_CHOOSE = const(12)
_U_CHOOSE_HINT = const(13)
_U_SET_HINT = const(14)
_U_LEAVE = const(15)
_U_STAY = const(16)
_U_DISCARD = const(17)


def whole(x):
    """``x``, a saved field a ``restore`` takes as a count or an index, if
    it is an int; ValueError otherwise (a float or a string there would
    crash a later frame or press: a save is set aside instead)."""
    if type(x) is not int:
        raise ValueError("not a whole number: %r" % (x,))
    return x


class Screen:
    """What the device asks of every screen. ``dev`` is the device
    (``companion.device.Device``); what screens use of it, and no more:

    - the stack: ``push(screen)``, ``pop()``, ``game`` (the running game,
      or None);
    - games: ``start(game, log_line)``, ``new_game()`` (to the game menu,
      the game's ``abandon_line`` logged), ``open_settings()``,
      ``relang()`` (the language changed: every screen's texts again);
    - saying: ``changed()`` (draw again), ``log(line)`` (the serial log),
      ``cue(name)`` (``companion.ui.cues``), ``toast(text)``,
      ``error(text)`` (a toast with the low tone);
    - reading: ``now`` (ms ticks), ``held`` (the button down, not yet a
      press), ``hint_index`` (the hint line's turn), ``rng`` (the random
      source: dice), ``nfc_state`` (None, "ok", "none": no reader, "off"),
      ``running`` (a loop draws between events: work may wait for the
      frame);
    - the card and settings screens besides: ``learned()`` (the learned
      cards, ``companion.cards.Learned``), ``settings`` and ``data_dir``
      (written with ``writing(True)``/``writing(False)`` around the flash
      write), ``reader`` (dropped, and ``nfc_state`` set, when the reader
      is switched off);
    - the scoring sessions besides: ``rest_reader()`` (before the scores
      are worked out: the card reader's stack leaves the heap until a card
      screen is back on top);
    - the history screens besides: ``evening`` (the numbers of the
      evening's games in ``companion.history``, a list they may empty),
      ``data_dir`` and ``writing``.

    What the device calls:

    - ``key(dev, button, kind)``: a press; ``button`` in ok/up/down/back,
      ``kind`` short/long (hold ``back`` is the device's undo, never sent);
    - ``view(dev)``: the frame as a view list (``companion.ui.view``);
    - ``down(dev, button)``: the press edge; True when the screen acted on
      it (its release then does nothing), False to wait for ``key``;
    - ``pressed``: the buttons whose pressed look the screen draws itself
      while ``dev.held`` names one (others: the device's key in a corner);
      ``look(dev, button)``: that look alone, as items that drawn over the
      frame before the edge give the frame of the view with it (the edge's
      pixels sooner), or None: the whole view is drawn;
    - ``tick(dev, now)``: time passes (ms ticks); ``wait_ms(dev, now)``:
      ms until the screen's own next frame, or None;
    - ``keeps_awake()``: True while the display must not dim (a timer);
    - ``relang(dev)``: the language changed (``companion.lang``): make
      again any text kept from an earlier frame;
    - ``cards``: True while the screen reads cards; ``card(dev, tap)``: a
      card arrived (``companion.cards.Tap``); ``cards_for``: the screen
      whose cards these are (a question over a card screen: the cards
      resting on the reader stay that screen's, not reported again)."""

    pressed = ()
    cards = False
    cards_for = None

    def key(self, dev, button, kind):
        pass

    def view(self, dev):  # type: (object) -> list
        return []

    def down(self, dev, button):  # type: (object, str) -> bool
        return False

    def look(self, dev, button):  # type: (object, str) -> list | None
        return None

    def tick(self, dev, now):
        pass

    def wait_ms(self, dev, now):  # type: (object, int) -> int | None
        return None

    def keeps_awake(self):  # type: () -> bool
        return False

    def card(self, dev, tap):
        pass

    def relang(self, dev):
        pass


class Game(Screen):
    """A running game (``dev.game``, started by ``dev.start``, ended only
    by ``dev.new_game``), a screen with what the device needs besides (the
    bases: ``companion.ui.acts.Acts`` for a game that keeps acts,
    ``companion.ui.scoring.Session`` for a scoring session):

    - ``undo(dev)``: hold ``back`` anywhere in the game (``ready_undo()``
      while it is held, before the long press);
    - ``snapshot()``: a JSON-able dict saved after each action
      (``companion.persist``): ``"game"``, its kind (``companion.games``),
      and ``"label"``, the resume menu's name of it (16 characters);
      a truthy ``"over"`` says the game is finished: the next boot clears
      it instead of offering it (``companion.device``);
    - ``log_path``: the key path of the snapshot's append-only list of
      acts (journalled saves), with ``log_low()`` (the fewest it held since
      the last call); None: saved whole;
    - ``abandon_line()``: the log line when the players leave it;
    - ``resumed(dev)``: called once after ``restore`` brought it back;
    - ``record()``: the finished game for the history (``companion.history``,
      docs/history.md: its ``var``, ``n``, ``s``, ``low``, ``pl``, ``win``,
      ``by``, ``r``, ``t`` and ``d``), taken as it ends; None while it is not
      finished (an abandoned game is no result).

    It gives its screens ``leave(dev, entered, ...)``: the way out to the
    game menu, asked first when the players entered something."""

    log_path = None

    def ready_undo(self):
        """``back`` is held: make ahead what its long press (``undo``)
        needs, if that saves it time. Nothing by default."""

    def leave(self, dev, entered, heading=None, stay=None):
        """Leave the game for the game menu: at once when nothing was
        ``entered``, else after a question whose first (default) answer
        stays: one stray ``back`` never loses what the players entered.
        ``heading``, ``stay``: the question and that answer in the active
        language (None: the "ui" table's "Leave scoring?", "No, stay")."""
        if not entered:
            dev.new_game()
            return
        # The answers are the device's own methods (an action is called with
        # the device): no closures for every game to carry. Staying only
        # redraws, as the question's closing does anyway.
        act = type(dev)
        t = lang.text
        if heading is None:
            heading = t("ui", _U_LEAVE)
        if stay is None:
            stay = t("ui", _U_STAY)
        dev.push(Menu(heading, [(stay, act.changed), (t("ui", _U_DISCARD), act.new_game)]))

    def undo(self, dev):
        dev.error("Nothing to undo", lang.text("ui", _U_NOTHING))

    def snapshot(self):  # type: () -> dict
        raise NotImplementedError

    def log_low(self):  # type: () -> int
        return 0

    def abandon_line(self):  # type: () -> str
        return "game abandoned"

    def record(self):  # type: () -> dict | None
        return None

    def resumed(self, dev):
        pass


class Menu(Screen):
    """A list of ``(label, action)`` or ``(label, action, note)``; ``ok``
    pops the menu (unless ``keep``: a menu to come back to), then calls
    ``action(dev)``. ``up``/``down`` move, ``back`` closes. A ``note``
    (16 characters) says on the hint line what the selected entry means
    (``Classic``: ``no dam breaches``). Four lines show at once; a list
    longer than that marks the lines with more beyond them (a small arrow
    at the right end: up on the top line, down on the bottom one)."""

    def __init__(self, heading, entries, pos=0, keep=False):
        self.heading = heading
        self.entries = entries
        self.pos = pos
        self.keep = keep

    pressed = ("ok",)  # it draws the selected line pressed (the device: a key for the rest)

    def down(self, dev, button):
        """The press edge: ``up`` and ``down`` move at once (a menu gives
        them no long meaning); ``ok`` shows the line pressed and picks it at
        the release (what it opens may take a moment to load); ``back``
        waits (hold: undo)."""
        if button == "up" or button == "down":
            self.key(dev, button, "short")
            return True
        return False

    def look(self, dev, button):
        """``ok``'s pressed block alone (dark: a line-end arrow under it
        is dark too)."""
        n = len(self.entries)
        top = min(max(0, self.pos - _ROWS + 1), max(0, n - _ROWS))
        return [("box", 123, 11 + (self.pos - top) * 11, 5, 7, 0)]

    def key(self, dev, button, kind):
        n = len(self.entries)
        if button == "up":
            self.pos = (self.pos - 1) % n
        elif button == "down":
            self.pos = (self.pos + 1) % n
        elif button == "back":
            dev.pop()
        elif button == "ok":
            action = self.entries[self.pos][1]
            if not self.keep:
                dev.pop()
            action(dev)

    def view(self, dev):
        items = v.title(self.heading)
        n = len(self.entries)
        top = min(max(0, self.pos - _ROWS + 1), max(0, n - _ROWS))
        for row in range(_ROWS):
            i = top + row
            if i >= n:
                break
            y = 11 + row * 11
            label = self.entries[i][0]
            c = 1
            if i == self.pos:
                items.append(("box", 0, y - 1, 128, 10, 1))
                c = 0
                if dev.held == "ok":  # pressed: a dark block at the line's end, past
                    items.append(("box", 123, y, 5, 7, 0))  # a 15-letter label (x 121)
            items.append(("t", 2, y, v.fit(label, 15), c))
            if (row == 0 and top) or (row == _ROWS - 1 and i < n - 1):
                items += _more(y, row == 0, c)  # (under a pressed block: hidden meanwhile)
        note = self.entries[self.pos]
        return items + v.hint(note[2] if len(note) > 2 else lang.text("ui", _U_MENU_HINT))

    def labels(self):
        return [e[0] for e in self.entries]


def _more(y, up, c):
    """A 5-px arrow at the right end of a menu line (``y``: its text's top
    row) in colour ``c``: more entries above (``up``) or below."""
    items = []
    for k in range(3):
        items.append(("box", 123 + k, y + (4 - k if up else 2 + k), 5 - 2 * k, 1, c))
    return items


class Picker(Screen):
    """Choose a value from ``values`` (list of ints) with up/down; ``ok``
    pops the picker and calls ``done(dev, value)``; ``back`` cancels unless
    ``required`` (a question the game cannot go on without).

    ``unanswered``: a question that records a score opens with no value
    (``?``: a reflex ``ok`` must never decide it): ``ok`` is
    refused with "Choose with ^ v" and a low tone until ``up`` or ``down``
    chose; the first ``up`` shows the first value, the first ``down`` the
    last (as ``up`` steps forward through the list, ``down`` back)."""

    def __init__(
        self, heading, question, values, done, pos=0, required=False, fmt="%d", unanswered=False
    ):
        self.heading = heading
        self.question = question
        self.values = values
        self.done = done
        self.pos = None if unanswered else pos  # None: nothing chosen yet
        self.required = required
        self.fmt = fmt

    def down(self, dev, button):
        """The press edge: ``ok`` sets the value at once; ``up``/``down``
        wait (short: one step, hold: three)."""
        if button != "ok":
            return False
        self.key(dev, button, "short")
        return True

    def key(self, dev, button, kind):
        n = len(self.values)
        step = 1 if kind == "short" else 3
        pos = self.pos
        if button == "up":
            self.pos = 0 if pos is None else (pos + step) % n
        elif button == "down":
            self.pos = n - 1 if pos is None else (pos - step) % n
        elif button == "back" and not self.required:
            dev.pop()
        elif button == "ok":
            if pos is None:
                dev.error("Choose with ^ v", lang.text("ui", _U_CHOOSE))
                return
            dev.pop()
            self.done(dev, self.values[pos])

    def view(self, dev):
        items = v.title(self.heading)
        items.append(v.centre(12, self.question))
        pos = self.pos
        s = "?" if pos is None else self.fmt % self.values[pos]
        items.append(("big", (128 - len(s) * 18 + 3) // 2, 24, s, 3))
        return items + v.hint(lang.text("ui", _U_CHOOSE_HINT if pos is None else _U_SET_HINT))
