"""Hamsterdam on the device: the roll screen (home), movement, redeployment,
breach and tie prompts, the winner, the specials menus and the histogram.

Buttons on the roll screen (docs/rules.md, Hamsterdam; TARGETS.md UX):
  ok        roll (ends the shown turn; starts the movement phase when due)
  up        next player (cursor); hold: previous player
  down      flood for the selected player: token onto a dam card
  hold down flood for the selected player: the card had a token -> pile
  hold ok   specials and token moves for the shown roll / selected player
  back      game menu (histogram, help, new game); hold back: undo

After the roll that brings the piles to the target (phase "last") the
same keys record the rest of its floods and ``ok`` ends the game.

The breach and tie prompts record game data, so they open with no answer
("?"): ``ok`` sets nothing until ``up``/``down`` chose one (a reflex ``ok``
meant to roll answers nothing); ``back`` steps back a question, and on the
first one asks whether to undo the act that opened the prompt.

State lives in ``doc`` (the rules document) and its action log
(``companion.rules.actlog``: bounded, undo replays a few acts); the screen
keeps only the cursor and the half-answered breach/tie prompts.
"""

from companion import const, lang, ticks_diff
from companion.rules import RuleError
from companion.rules import hamsterdam as hd
from companion.rules.dice import roll2
from companion.ui import view as v
from companion.ui.acts import Acts, Page
from companion.ui.render import big_width as render_width
from companion.ui.widgets import Menu, Picker, whole

# The texts' keys: entries of the "hd" tables (companion/texts/*_hd.py).
_S_BOX_WARN = const(1)
_S_H_FLOOD = const(2)
_S_H_PILE = const(3)
_S_H_CELLS = const(4)
_S_H_SPECIAL = const(5)
_S_H_UNDO = const(6)
_S_H_MOVED = const(7)
_S_H_OFF = const(8)
_S_H_PLAYER = const(9)
_S_H_NEXT = const(10)
_S_H_END = const(11)
_S_H_FLOOD_P = const(12)
_S_H_CHOOSE = const(13)
_S_H_STEP = const(14)
_S_H_RESULTS = const(15)
_S_H_MENU = const(16)
_S_OK_ROLL = const(17)
_S_OK_MOVE = const(18)
_S_OK_FLOOD = const(19)
_S_SAME = const(20)
_S_END_Q = const(21)
_S_MORE = const(22)
_S_END_IT = const(23)
_S_CHOOSE = const(24)
_S_STEP_Q = const(25)
_S_ANSWER = const(26)
_S_UNDO_IT = const(27)
_S_HISTOGRAM = const(28)
_S_RESULTS = const(29)
_S_UNDO = const(30)
_S_SETTINGS = const(31)
_S_NEW = const(32)
_S_SPECIALS = const(33)
_S_SPINSTER = const(34)
_S_GANG_UP = const(35)
_S_GANG_DOWN = const(36)
_S_MOLE = const(37)
_S_OFF = const(38)
_S_DAM = const(39)
_S_PILE = const(40)
_S_KEEP_NEW = const(41)
_S_KEEP_OLD = const(42)
_S_FACE = const(43)
_S_DIE = const(44)
_S_MOLE_AT = const(45)
_S_BOMB = const(46)
_S_ONTO = const(47)
_S_HAD = const(48)
_S_TARGET = const(49)
_S_STATUS = const(50)
_S_LAST = const(51)
_S_END = const(52)
_S_DONE = const(53)
_S_TO_ROLL = const(54)
_S_MOVE = const(55)
_S_ONTO1 = const(56)
_S_ONTO2 = const(57)
_S_REDEPLOY = const(58)
_S_CLEAR1 = const(59)
_S_CLEAR2 = const(60)
_S_FLIP_OF = const(61)
_S_NUMBER = const(62)
_S_FLIPPED = const(63)
_S_TOKENS = const(64)
_S_CARD_DAM = const(65)
_S_BREACH = const(66)
_S_FLIPPED_N = const(67)
_S_ON_IT = const(68)
_S_TIE = const(69)
_S_LEFT = const(70)
_S_HS = const(71)
_S_MOST = const(72)
_S_FEWEST = const(73)
_S_WINS = const(74)
_S_WIN2 = const(75)
_S_TIED = const(76)
_S_SHARE = const(77)
_S_ALL4 = const(78)
_S_RES_TITLE = const(79)
_S_BACK = const(80)
_S_ROLLS = const(81)
_S_SUMS = const(82)
_S_NEW_Q = const(83)
_S_STAY = const(84)
_S_NEW_YES = const(85)
_S_END_THIS = const(86)
_S_GO_ON = const(87)
_S_PLAYERS = const(88)
_S_STANDARD = const(89)
_S_CLASSIC = const(90)
_S_BREACHES_ON = const(91)
_S_NO_BREACHES = const(92)

_t = lang.area("hd")
# log verb -> buzzer cue
_CUES = const(
    (
        ("roll ", "roll"),
        ("breach ", "breach"),
        ("phase redeploy", "round"),
        ("target ", "round"),
        ("game ", "over"),
    )
)

# The hint line's turns per phase (16 characters each: their keys); a roll
# screen's first (0) says what ``ok`` does now (``_ok_hint``).
_HINTS = const(
    (
        ("roll", (0, _S_H_FLOOD, _S_H_PILE, _S_H_CELLS, _S_H_SPECIAL, _S_H_UNDO)),
        ("move", (_S_H_MOVED, _S_H_OFF, _S_H_PLAYER, _S_H_SPECIAL, _S_H_UNDO)),
        ("redeploy", (_S_H_NEXT, _S_H_OFF, _S_H_PLAYER, _S_H_SPECIAL, _S_H_UNDO)),
        ("last", (_S_H_END, _S_H_FLOOD_P, _S_H_PILE, _S_H_UNDO)),
        ("breach", (_S_H_CHOOSE, _S_H_STEP)),
        ("tie", (_S_H_CHOOSE, _S_H_STEP)),
        ("over", (_S_H_RESULTS, _S_H_MENU, _S_H_UNDO)),
    )
)
_DICE_KEPT = const(16)  # undone rolls and specials' rolls kept (_dice)
_FACES = const((1, 2, 3, 4, 5, 6))

_CELL_PHASES = const(("roll", "move", "redeploy", "last"))  # the player cells and their keys
_HELD_LOOKS = const(("ok", "up", "down"))
_TUMBLE_MS = const(400)  # the dice tumble at most this long (then the hold is a long press)
_TUMBLE_FRAME_MS = const(40)  # a new pair of faces this often


def _p(i):
    """Seat ``i``'s name on the glass ("P1", "J1", "S1": ``lang.seat``)."""
    return lang.seat(i)


def _warm():
    """The big texts of a new game's first frame ("P1 to roll": the first
    seat's name in the active language, the empty cells' "0/0" in both cell
    sizes) made into page bytes with this module, whose import waits behind
    the game's title, not in the press that starts the game."""
    from companion.ui import render

    if render.framebuf is not None:
        render.big_width("0123456789/>" + lang.seat(0), 1)  # makes a roll's every glyph
        render.pages(lang.seat(0), 3, 1)
        for scale in (2, v.TALL):  # 2 players' cells; 3 and 4 players'
            render.pages("0/0", scale, 0)
            render.pages("0/0", scale, 1)


_warm()


class HamsterdamScreen(Acts):
    """The base screen of a Hamsterdam game; what it shows follows the phase."""

    tag = "hd"

    @property
    def pressed(self):
        """The buttons whose pressed look this screen draws itself: the
        tumbling dice (``ok``) and the selected cell pushed in, in the roll,
        movement and redeployment phases; elsewhere the device's key."""
        return _HELD_LOOKS if self.state["phase"] in _CELL_PHASES else ()

    log_path = ("doc", "acts")  # the snapshot's append-only acts (journalled)

    def __init__(self, doc):
        Acts.__init__(self, hd, doc)  # RuleError for a bad document
        self.cursor = 0
        self._size = v.cell_size(self.state["n"], "00/00")  # the cells' glyphs, one size
        self._cells = ()  # type: tuple  # (_refresh)
        self.kept = {}  # dice drawn for this game, kept for an undo (_dice)
        self.since = None  # tick of the press edge that set the dice tumbling
        self.frame = -1  # the tumble frame shown
        self._prompt_reset()
        self._enter_prompt()  # a game resumed in a breach or a tie asks again
        self._refresh()

    def _refresh(self):
        """The strings the roll screen shows, made once per change of the
        state (a new string costs about 60 us on the Pico: views reuse):
        labels, values, status line, sum, specials' lines; then the seats'
        names marked as the roller's and the counts the values were made
        of, kept to be used again (a roll's press makes 6 strings fewer
        with 3 players)."""
        st = self.state
        n = st["n"]
        self._kept = None  # the cells' view items (_strip), made again
        ph = st["phase"]
        who = hd.roller(st) if ph == "roll" or (ph == "last" and st["dice"]) else -1
        dice = st["dice"]
        old = self._cells
        dam, pile = st["dam"], st["pile"]
        names = old[7] if old else [_p(i) for i in range(n)]
        marked = old[5] if old else [">" + name for name in names]
        if old and old[6] == (dam, pile):
            values, counts = old[1], old[6]
        else:
            values = ["%d/%d" % (dam[i], pile[i]) for i in range(n)]
            counts = (dam[:], pile[:])
        labels = names[:]
        if who >= 0:
            labels[who] = marked[who]
        self._cells = (
            labels,
            values,
            self._status(),
            None if dice is None else "%d" % hd.total(dice),
            [
                "%s %s" % (_p(i), ("%d" % m) if m else "-")
                for i, m in enumerate(st["mods"])
                if m is not None
            ],
            marked,
            counts,
            names,
        )

    def relang(self, dev):
        """The language changed: the roll screen's strings again."""
        self._cells = ()  # type: tuple  # the seats' names are the language's
        self._refresh()

    def _prompt_reset(self):
        self.flip_number = None  # breach: the number chosen, waiting for tokens
        self.pick = None  # breach/tie prompt value; None: not chosen yet ("?")
        self.tie_counts = []

    # -- acting on the rules ------------------------------------------------
    def act(self, dev, act):
        """Apply ``act`` (``Acts.act``), then the roll screen's strings and
        the prompt it opened; its lines, or None (refused: nothing changed)."""
        lines = Acts.act(self, dev, act)
        if lines is not None:
            self._refresh()
            self._prompt_reset()
            self._enter_prompt()
        return lines

    def said(self, dev, line):
        # a box fact, accepted all the same (docs/rules.md, Hamsterdam, Tokens)
        if line.startswith("warn tokens"):
            dev.toast(_t(_S_BOX_WARN))
        for prefix, cue in _CUES:
            if line.startswith(prefix):
                dev.cue(cue)
                break

    def over(self):
        return self.state["phase"] == "over"

    def label(self):
        if self.over():
            return "Hamsterdam over"
        return "Hamsterdam rd %d" % self.state["round"]

    def snapshot(self):
        """``Acts.snapshot`` with the cursor and the dice an undo would give
        back."""
        snap = Acts.snapshot(self)
        snap["cursor"] = self.cursor
        if self.kept:
            snap["dice"] = self.kept
        return snap

    def undo(self, dev):
        last = Acts.undo(self, dev)  # None: none, or the bound: "Undo limit: 112"
        if last is None:
            return
        if last[0] == "roll":  # rolled again, the same dice (docs/rules.md, Hamsterdam, Undo)
            self._keep("r%d" % sum(self.state["hist"]), last[1:])
        self.since = None
        self._prompt_reset()
        self._enter_prompt()
        self._refresh()

    def _enter_prompt(self):
        st = self.state
        if st["phase"] == "breach":
            p = hd.breaching(st)
            if p is not None:
                self.cursor = p

    def _numbers(self):
        return [n for n in range(2, 13) if not hd.dead(self.state, n)]

    # -- dice an undo gives back ----------------------------------------------
    def _keep(self, key, dice):
        """Keep ``dice`` (a list) for ``key``: ``rN`` the game's N-th roll
        (0 first; with the sums re-rolled before it), ``pN`` its Physicister
        roll, ``mN.P`` player P's mole on it. At most _DICE_KEPT, the
        oldest rolls' dropped first."""
        kept = self.kept
        kept[key] = dice
        while len(kept) > _DICE_KEPT:
            old = min(kept, key=lambda k: int(k[1:].split(".")[0]))
            del kept[old]

    def _dice(self, dev, key):
        """``[d1, d2]`` for ``key`` (see ``_keep``): the dice drawn for it
        before, else new ones from the game's random source, kept
        (docs/rules.md, Hamsterdam, Undo: an undo never re-rolls the dice,
        nor the device's other rolls: Physicister's, Whack-a-Mole's)."""
        d = self.kept.get(key)
        if d is None:
            d = list(roll2(dev.rng))
            self._keep(key, d)
        return d

    def _roll(self, dev):
        """The act of the next roll: the roll an undo took back, if any (the
        same dice, said on screen: "Same roll"), else a new one."""
        st = self.state
        key = "r%d" % sum(st["hist"])
        d = self.kept.pop(key, None)
        if d is not None and not hd.dead(st, d[0] + d[1]):
            dev.toast(_t(_S_SAME))
            return ["roll", d[0], d[1], [x for x in d[2] if hd.dead(st, x)]]
        return hd.roll(st, dev.rng)

    # -- input ---------------------------------------------------------------
    def down(self, dev, button):
        """The press edge. On the roll screen ``ok`` shakes the dice: they
        tumble (with a rattle) while it is held and land on the roll at the
        release; a hold that turns long stops them on the roll shown and
        opens its specials. An ``ok`` that will end the turn, ``up`` and
        ``down`` push the selected cell in. The breach prompt's keys act at
        once (they have no long meaning there)."""
        self.since = None
        st = self.state
        if st["phase"] == "roll" and button == "ok" and not hd.due_end(st):
            self.since = dev.now
            self.frame = 0
            dev.cue("rattle")
        elif st["phase"] == "breach" and button in ("up", "down", "ok"):
            self.key(dev, button, "short")
            return True
        return False

    def look(self, dev, button):
        """The selected cell pushed in, alone (``_strip``'s last item; the
        hint line under the cells, drawn after it, never meets it); None
        while the dice tumble (a new frame)."""
        if self.since is not None or self.cursor < 0 or self.state["phase"] not in _CELL_PHASES:
            return None
        x, w = v.cell(self.state["n"], self.cursor)
        return [("frame", x, v.CELLS_Y, w, v.CELL_H, 0)]

    def tick(self, dev, now):
        """A new tumble frame every _TUMBLE_FRAME_MS while the dice shake;
        they stop when ``ok`` is no longer held (the roll, or its long
        press)."""
        at = self.since
        if at is None:
            return
        if dev.held != "ok" or ticks_diff(now, at) >= _TUMBLE_MS:
            self.since = None
            dev.changed()
            return
        frame = ticks_diff(now, at) // _TUMBLE_FRAME_MS
        if frame != self.frame:
            self.frame = frame
            dev.changed()

    def wait_ms(self, dev, now):
        at = self.since
        if at is None:
            return None
        t = ticks_diff(now, at)
        return (t // _TUMBLE_FRAME_MS + 1) * _TUMBLE_FRAME_MS - t

    def key(self, dev, button, kind):
        phase = self.state["phase"]
        if button == "back" and kind == "short" and phase != "breach" and phase != "tie":
            dev.push(self.game_menu(dev))
            return
        # by name, not getattr("_key_" + phase): a new string costs a qstr search
        if phase == "roll" or phase == "last":
            self._key_roll(dev, button, kind)
        elif phase == "move":
            self._key_move(dev, button, kind)
        elif phase == "redeploy":
            self._key_redeploy(dev, button, kind)
        elif phase == "breach":
            self._key_breach(dev, button, kind)
        elif phase == "tie":
            self._key_tie(dev, button, kind)
        else:
            self._key_over(dev, button, kind)

    def _cursor_key(self, button, kind):
        n = self.state["n"]
        if button == "up":
            self.cursor = (self.cursor + (1 if kind == "short" else -1)) % n
            return True
        return False

    def _key_roll(self, dev, button, kind):
        st = self.state
        if self._cursor_key(button, kind):
            return
        if button == "ok" and kind == "short":
            self.since = None  # released: the dice land on the roll
            if st["phase"] == "last":  # asked once: the roll's other floods may be owed
                dev.push(
                    Menu(
                        _t(_S_END_Q),
                        [
                            (_t(_S_MORE), _stay),
                            (_t(_S_END_IT), lambda d: self.act(d, ["end"])),
                        ],
                    )
                )
            elif hd.due_end(st):
                self.act(dev, ["end"])
            else:
                try:
                    act = self._roll(dev)
                except RuleError as e:
                    msg = str(e)
                    dev.error(msg, lang.why(_t(0), msg))
                    return
                if self.act(dev, act) is not None:
                    self.cursor = hd.roller(self.state)  # floods start at the roller
        elif button == "ok":
            self.since = None  # a hold: the specials of the roll shown
            dev.push(self.special_menu(dev))
        elif button == "down":
            self.act(dev, ["dam" if kind == "short" else "pile", self.cursor])

    def _key_move(self, dev, button, kind, done="moved"):
        if self._cursor_key(button, kind):
            return
        if button == "ok":
            if kind == "short":
                self.act(dev, [done])
            else:
                dev.push(self.special_menu(dev))
        elif button == "down" and kind == "short":
            self.act(dev, ["remove", self.cursor])

    def _key_redeploy(self, dev, button, kind):
        self._key_move(dev, button, kind, "redeployed")

    def _key_breach(self, dev, button, kind):
        st = self.state
        p = hd.breaching(st)
        if self.flip_number is None:
            values = self._numbers()
        else:
            values = list(range(0, st["dam"][p] + 1))
        if button in ("up", "down") and values:
            if self.pick in values:
                i = values.index(self.pick) + (1 if button == "up" else -1)
            else:  # the first choice: the lowest (up) or the highest (down)
                i = 0 if button == "up" else -1
            self.pick = values[i % len(values)]
        elif button == "ok":
            if self.pick is None:
                dev.error("Choose with ^ v", _t(_S_CHOOSE))
            elif self.flip_number is None and st["dam"][p]:
                self.flip_number = self.pick  # then: how many tokens on it
                self.pick = None
            else:
                number = self.pick if self.flip_number is None else self.flip_number
                tokens = 0 if self.flip_number is None else self.pick
                self.act(dev, ["flip", p, number, tokens])
        elif button == "back" and kind == "short":
            if self.flip_number is None:
                dev.push(self._step_back())
            else:
                self.pick = self.flip_number
                self.flip_number = None

    def _step_back(self):
        """``back`` on a prompt's first question: the act that opened it
        (a pile token, a flip's tokens, the last roll's end) undone, after a
        question whose first answer stays."""
        return Menu(_t(_S_STEP_Q), [(_t(_S_ANSWER), lambda d: None), (_t(_S_UNDO_IT), self.undo)])

    def _key_tie(self, dev, button, kind):
        step = 1 if kind == "short" else 5
        pick = self.pick
        if button in ("up", "down") and pick is None:
            self.pick = 0  # the first choice: the lowest, as every prompt's
        elif button == "up" and pick is not None:
            self.pick = min(99, pick + step)
        elif button == "down" and pick is not None:
            self.pick = max(0, pick - step)
        elif button == "ok":
            if self.pick is None:
                dev.error("Choose with ^ v", _t(_S_CHOOSE))
                return
            self.tie_counts.append(self.pick)
            self.pick = None
            if len(self.tie_counts) == len(self.state["tied"]):
                self.act(dev, ["tie", self.tie_counts])
        elif button == "back" and kind == "short":
            if self.tie_counts:
                self.pick = self.tie_counts.pop()
            else:
                dev.push(self._step_back())

    def _key_over(self, dev, button, kind):
        if button == "ok":
            dev.push(Results(self.state))
        elif button == "up" or button == "down":
            self.cursor = (self.cursor + 1) % self.state["n"]

    # -- menus ---------------------------------------------------------------
    def game_menu(self, dev):
        return Menu(
            "Hamsterdam",
            [
                (_t(_S_HISTOGRAM), lambda d: d.push(Histogram(self.state))),
                (_t(_S_RESULTS), lambda d: d.push(Results(self.state))),
                (_t(_S_UNDO), lambda d: self.undo(d)),
                (_t(_S_SETTINGS), lambda d: d.open_settings()),
                (_t(_S_NEW), lambda d: d.push(_confirm_new(self.state["phase"] == "over"))),
            ],
        )

    def special_menu(self, dev):
        st = self.state
        p = self.cursor
        who = _p(p)
        entries = []
        phase = st["phase"]
        if (phase == "roll" or phase == "last") and st["dice"] is not None:
            r = _p(hd.roller(st))
            entries += [
                ("Buffster " + r, lambda d: self.act(d, ["buff"])),
                ("Physicister " + r, self._physicister),
                (_t(_S_SPINSTER) + " " + r, self._spinster),
                (_t(_S_GANG_UP) % who, lambda d: self.act(d, ["gang", p, 1])),
                (_t(_S_GANG_DOWN) % who, lambda d: self.act(d, ["gang", p, -1])),
                ("Ninjaster " + who, lambda d: self.act(d, ["ninja", p])),
                (_t(_S_MOLE) % who, self._mole),
            ]
        if phase == "move":
            entries += [
                ("Bombster " + who, self._bombster),
                ("Contratante " + who, lambda d: self.act(d, ["contra", p])),
            ]
        if phase == "redeploy":
            entries.append(("Janitster " + who, lambda d: self.act(d, ["janitor", p])))
        entries += [
            (_t(_S_OFF) % who, lambda d: self.act(d, ["remove", p])),
            (_t(_S_DAM) % who, lambda d: self.act(d, ["dam", p])),
            (_t(_S_PILE) % who, lambda d: self.act(d, ["pile", p])),
        ]
        return Menu(_t(_S_SPECIALS), entries)

    def _physicister(self, dev):
        d1, d2 = self._dice(dev, "p%d" % (sum(self.state["hist"]) - 1))
        old = self.state["dice"]
        dev.push(
            Menu(
                "Physicister",
                [
                    (_t(_S_KEEP_NEW) % (d1, d2), lambda d: self.act(d, ["phys", d1, d2, 1])),
                    (
                        _t(_S_KEEP_OLD) % (old[0], old[1]),
                        lambda d: self.act(d, ["phys", d1, d2, 0]),
                    ),
                ],
            )
        )

    def _spinster(self, dev):
        dice = self.state["dice"]

        def face(die):
            return lambda d: d.push(
                Picker(
                    _t(_S_SPINSTER),
                    _t(_S_FACE) % (die + 1),
                    [1, 2, 3, 4, 5, 6],
                    lambda d2, f: self.act(d2, ["spin", die, f]),
                    pos=dice[die] - 1,
                )
            )

        die = _t(_S_DIE)
        dev.push(
            Menu(_t(_S_SPINSTER), [(die % (1, dice[0]), face(0)), (die % (2, dice[1]), face(1))])
        )

    def _mole(self, dev):
        d1, d2 = self._dice(dev, "m%d.%d" % (sum(self.state["hist"]) - 1, self.cursor))
        if self.act(dev, ["mole", self.cursor, d1, d2]) is not None:
            dev.toast(_t(_S_MOLE_AT) % (d1 + d2))

    def _bombster(self, dev):
        p = self.cursor
        targets = [t for t in range(self.state["n"]) if t != p]

        def where(t):
            return lambda d: d.push(
                Menu(
                    _t(_S_BOMB) % _p(t),
                    [
                        (_t(_S_ONTO), lambda d2: self.act(d2, ["bomb", p, t, 0])),
                        (_t(_S_HAD), lambda d2: self.act(d2, ["bomb", p, t, 1])),
                    ],
                )
            )

        target = _t(_S_TARGET)
        dev.push(Menu("Bombster " + _p(p), [(target % _p(t), where(t)) for t in targets]))

    # -- views ---------------------------------------------------------------
    def view(self, dev):
        phase = self.state["phase"]
        if phase == "roll" or phase == "last":  # by name: "_view_" + phase is a new string
            items = self._view_roll(dev)
        elif phase == "move":
            items = self._view_move(dev)
        elif phase == "redeploy":
            items = self._view_redeploy(dev)
        elif phase == "breach":
            items = self._view_breach(dev)
        elif phase == "tie":
            items = self._view_tie(dev)
        else:
            items = self._view_over(dev)
        for name, hints in _HINTS:
            if name == phase:  # under the player cells: no rule (view.hint)
                k = hints[dev.hint_index % len(hints)]
                h = _t(k) if k else self._ok_hint()
                return items + v.hint(h, phase == "breach" or phase == "tie")
        return items

    def _ok_hint(self):
        """What ``ok`` does now on the roll screen (the hint's first turn)."""
        st = self.state
        if st["dice"] is None:
            return _t(_S_OK_ROLL)
        return _t(_S_OK_MOVE if hd.due_end(st) else _S_OK_FLOOD)

    def _strip(self, cursor=None, pressed=False):
        """The player cells (label over dam/pile, the counts in big glyphs,
        one size in every cell up to ``11/20``: ``view.strip``) at y 30..54,
        the hint line under them: made again only when the counts or the
        cursor change (a press edge only adds the pushed-in frame: the
        selected cell's outer ring dark, the texts inside it untouched)."""
        cur = self.cursor if cursor is None else cursor
        kept = self._kept
        if kept is None or kept[0] != cur:
            cells = v.strip(v.CELLS_Y, self._cells[0], self._cells[1], cur, True, None, self._size)
            kept = self._kept = (cur, cells)
        if pressed and cur >= 0:
            x, w = v.cell(self.state["n"], cur)
            return kept[1] + [("frame", x, v.CELLS_Y, w, v.CELL_H, 0)]  # the cell pushed in
        return kept[1]

    def _status(self):
        st = self.state
        piles = sum(st["pile"])
        if st["phase"] == "last":
            return _t(_S_LAST) % (piles, hd.END_TOTAL[st["n"]])
        return _t(_S_STATUS) % (
            st["round"],
            min(st["turn"] + 1, 12),
            piles,
            hd.END_TOTAL[st["n"]],
        )

    def _view_roll(self, dev):
        st = self.state
        cells = self._cells
        items = [("t", 0, 0, cells[2], 1)]  # type: list
        dice = st["dice"]
        at = self.since
        if at is not None:
            # Tumbling: new faces every frame (a small hash of the press's
            # tick, not the game's random source: the roll itself is drawn
            # at the release), each die a little off its place, no sum yet.
            frame = self.frame
            x = ((at & 0xFFFF) * 75 + frame * 4093 + 74) % 65537
            items.append(("die", 1 + (frame & 1) * 2, 8 + (frame & 2) // 2, x % 6 + 1, 20))
            items.append(("die", 25 - (frame & 2), 9 - (frame & 1), (x >> 5) % 6 + 1, 20))
        elif dice is None:
            if st["phase"] == "last":  # the target reached outside a roll
                items.append(("big", 4, 8, _t(_S_END), 3, 1, 1))
                items.append(("t", 64, 16, _t(_S_DONE), 1))
            else:
                items.append(("big", 4, 8, _p(hd.roller(st)), 3, 1, 1))
                items.append(("t", 48, 16, _t(_S_TO_ROLL), 1))
        else:
            items.append(("die", 0, 8, dice[0], 20))
            items.append(("die", 23, 8, dice[1], 20))
            items.append(("big", 48, 8, cells[3], 3, 1, 1))  # on a page: copied (render.big_cells)
            mods = cells[4]
            if mods:  # the specials' counts of this roll (for a player: value, "-" ignores)
                y = 9
                for line in mods[:2]:
                    items.append(("t", 88, y, line, 1))
                    y += 10
            else:  # whose roll it is
                items.append(("big", 104, 8, cells[7][hd.roller(st)], 2, 1, 1))
        held = dev.held
        pushed = held == "up" or held == "down" or (held == "ok" and at is None)
        return items + self._strip(pressed=pushed)

    def _view_move(self, dev):
        items = v.title(_t(_S_MOVE) % self.state["round"])
        items.append(v.centre(11, _t(_S_ONTO1)))
        items.append(v.centre(20, _t(_S_ONTO2)))
        return items + self._strip(pressed=dev.held in _HELD_LOOKS)

    def _view_redeploy(self, dev):
        items = v.title(_t(_S_REDEPLOY) % self.state["round"])
        items.append(v.centre(11, _t(_S_CLEAR1)))
        items.append(v.centre(20, _t(_S_CLEAR2)))
        return items + self._strip(pressed=dev.held in _HELD_LOOKS)

    def _ask(self, title, question, detail):
        """A prompt: the question in big glyphs at the left, the answer
        (``?`` until chosen) bigger at the right, a detail line under."""
        s = "?" if self.pick is None else "%d" % self.pick
        return v.title(title) + [
            ("big", 0, 14, question, 2),
            ("big", 128 - render_width(s, 3), 11, s, 3),
            v.centre(38, detail),
        ]

    def _view_breach(self, dev):
        st = self.state
        p = hd.breaching(st)
        dam = st["dam"][p]
        k, m = hd.flips_asked(st, self.doc["acts"], p)
        if m > 1:  # two flips owed must not look like one question asked twice
            head = _t(_S_FLIP_OF) % (_p(p), k, m)
            if self.flip_number is None:
                return self._ask(head, _t(_S_NUMBER), _t(_S_FLIPPED))
            return self._ask(head, _t(_S_TOKENS), _t(_S_CARD_DAM) % (self.flip_number, dam))
        if self.flip_number is None:
            return self._ask(_t(_S_BREACH) % (_p(p), st["pile"][p]), _t(_S_NUMBER), _t(_S_FLIPPED))
        return self._ask(
            _t(_S_FLIPPED_N) % (_p(p), self.flip_number), _t(_S_TOKENS), _t(_S_ON_IT) % dam
        )

    def _view_tie(self, dev):
        st = self.state
        p = st["tied"][len(self.tie_counts)]
        return self._ask(_t(_S_TIE) % hd.score(st, st["tied"][0]), _t(_S_LEFT) % _p(p), _t(_S_HS))

    def _view_over(self, dev):
        st = self.state
        w = st["winners"]
        if len(w) == 1:  # the tie-break asked (a tie on dam+pile) decided it
            why = _t(_S_MOST if st["tied"] else _S_FEWEST)
            items = [v.big(0, _t(_S_WINS) % _p(w[0])), v.centre(17, why)]
        else:  # tied after the tie-break too: they share the win
            items = _shared(w)
        return items + self._strip(cursor=-1)


def _shared(w):
    """The big line and the line under it for the players ``w`` who share
    the win (10 big glyphs a line: ``P1+P2 WIN``, ``P1+P2+P3``, ``ALL 4
    WIN``)."""
    if len(w) == 2:
        return [v.big(0, _t(_S_WIN2) % (_p(w[0]), _p(w[1]))), v.centre(17, _t(_S_TIED))]
    if len(w) == 3:
        return [v.big(0, "+".join(_p(p) for p in w)), v.centre(17, _t(_S_SHARE))]
    return [v.big(0, _t(_S_ALL4)), v.centre(17, _t(_S_TIED))]


class Results(Page):
    """Ranking: place (tied players share it), player, dam + pile = score
    (the order of the game's cells, dam/pile)."""

    def view(self, dev):
        st = self.state
        items = v.title(_t(_S_RES_TITLE))  # the sum's legend
        for row, p in enumerate(hd.ranking(st)):
            items.append(
                v.text(
                    0,
                    11 + row * 10,
                    "%d %s %2d+%-2d=%2d"
                    % (hd.place(st, p), _p(p), st["dam"][p], st["pile"][p], hd.score(st, p)),
                )
            )
        return items + v.hint(_t(_S_BACK))


class Histogram(Page):
    """Bars for the sums 2..12 rolled so far (as rolled, before specials),
    each labelled under it: the even sums on one row, the odd a row lower,
    so two-digit labels never run together."""

    def view(self, dev):
        hist = self.state["hist"]
        top = max(hist) or 1
        items = [v.text(0, 0, _t(_S_ROLLS) % sum(hist))]  # type: list
        for i, count in enumerate(hist):
            x = 1 + i * 11
            h = count * 28 // top
            if h:
                items.append(("box", x, 38 - h, 9, h, 1))
            s = "%d" % (i + 2)
            items.append(("big", x + (9 - render_width(s, 1)) // 2, 40 + 8 * (i & 1), s, 1))
        return items + v.hint(_t(_S_SUMS), False)


def _confirm_new(over):
    """The game menu's "New game": a game still going asks to end it, a
    finished one only to start a new one (its result stays until then)."""
    if over:
        return Menu(_t(_S_NEW_Q), [(_t(_S_STAY), lambda d: None), (_t(_S_NEW_YES), _new)])
    return Menu(_t(_S_END_THIS), [(_t(_S_GO_ON), lambda d: None), (_t(_S_END_IT), _new)])


def _new(dev):
    dev.new_game()


def _stay(dev):
    pass


def start(dev, players, classic):
    """A new game of ``players`` (2..4), the classic variant or not."""
    dev.start(
        HamsterdamScreen(hd.new_doc(players, classic)),
        "hd game start players=%d variant=%s target=%d"
        % (players, "classic" if classic else "standard", hd.END_TOTAL[players]),
    )


def setup_menu():
    """Choose players then the variant; starts the game on the device."""

    def variant(n):
        return lambda d: d.push(
            Menu(
                _t(_S_PLAYERS) % n,
                [
                    (_t(_S_STANDARD), lambda d2: start(d2, n, False), _t(_S_BREACHES_ON)),
                    (_t(_S_CLASSIC), lambda d2: start(d2, n, True), _t(_S_NO_BREACHES)),
                ],
            )
        )

    players = _t(_S_PLAYERS)
    return Menu("Hamsterdam", [(players % n, variant(n)) for n in (2, 3, 4)], pos=1)


def restore(snap):
    """The screen back from ``snapshot()``; RuleError for a bad document. A
    game saved by an earlier firmware is replayed under the rules that
    wrote it, then played on under today's (``hd.upgrade``)."""
    doc = snap["doc"]
    if isinstance(doc, dict) and "rules" not in doc:
        doc = dict(doc)
        doc["rules"] = _rules_of(snap.get("label"))
    screen = HamsterdamScreen(hd.upgrade(doc))
    screen.cursor = whole(snap.get("cursor", 0)) % snap["doc"]["players"]
    kept = snap.get("dice")  # a file's bytes: what does not read as dice is left out
    for key in kept if isinstance(kept, dict) else ():
        d = kept[key]
        try:
            int(key[1:].split(".")[0])
            ok = key[0] in "rpm" and d[0] in _FACES and d[1] in _FACES
            if key[0] == "r":
                ok = ok and all(x in range(2, 13) for x in d[2])
        except (TypeError, ValueError, IndexError, KeyError):
            ok = False
        if ok:
            screen.kept[key] = d
    return screen


def _rules_of(label):
    """The rules version of a document saved before documents recorded one
    (before b608536), from its snapshot's ``label``: none (before e46054b)
    or ``Hamsterdam N acts`` (e46054b to 47eb000) was written by the
    firmware before 9a1107b's refusals, rules 0; ``Hamsterdam rd N`` and
    ``Hamsterdam over`` (from 9a1107b) by the one with them, rules 1."""
    if label is None or (isinstance(label, str) and label.endswith(" acts")):
        return 0
    return 1
