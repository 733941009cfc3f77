"""The device: turns button events into screens, log lines and cues.

Pure logic over an injected random source and callbacks, so it runs the same
on the Pico, in the simulator and in host tests. ``companion.runner`` feeds it
debounced button events and the time, draws ``view()`` when ``dirty``, and
plays the cues it queues.

Usage::

    dev = Device(rng, log=print)
    dev.press("ok", "short", now_ms)
    items = dev.view()
"""

from companion import VERSION, const, games, lang, store, ticks_diff
from companion.ui import view as v
from companion.ui.widgets import Menu, Screen

_TOAST_MS = const(2000)  # a message stays this long (or until the next press)
_HINT_MS = const(2500)  # the hint line rotates this often
# Entries of the "ui" table (companion.lang: lang/en_ui.py)
_U_GAME = const(3)
_U_SETTINGS = const(4)
_U_CARDS = const(5)
_U_RESUME_SAVED = const(6)
_U_ONE_KEY = const(7)
_U_AGAIN = const(8)
_U_NOTHING = const(9)
_U_REPLACE = const(18)
_U_KEEP = const(19)
_U_REPLACE_YES = const(20)
_U_HISTORY = const(26)


class Device:
    def __init__(self, rng, log=None, now=0, data_dir=None, settings=None):
        """``settings``: as ``companion.settings.load`` gives them, if the
        caller has them already (``board_pico.start`` loads them for the display)."""
        self.rng = rng
        self._log = log
        self.data_dir = data_dir  # small files on flash (learned cards); None: memory only
        self.nfc_state = None  # None: not started, "ok", "none": no reader, "off": set off
        self.reader = None  # the card reader, while the runner has one built
        self.rested = None  # the cards on the reader when it rested (rest_reader)
        self.make_reader = None  # type: object  # set by the runner: builds the card reader
        self.collected = False  # a garbage collection the runner did not count (a game opened)
        self._learned = None
        self.cues = []  # queued cue names, taken by the runner
        self.tapped = False  # a card was read: the runner wakes a dim screen
        self.stack = []
        self.game = None
        self.hint_index = 0
        self._hint_at = now
        self.now = now
        self.toast_text = None
        self._toast_at = 0
        self._toast_ms = _TOAST_MS
        self.look = None  # a press edge's pressed look alone: drawn over the frame shown
        self.dirty = True
        self._save = False  # an action since the last save (flush)
        self.held = None  # the button down now whose press is not decided yet
        self.edge = None  # the button whose press acted on its edge (menu moves)
        self.running = False  # a loop draws between events (runner): slow work may wait a pass
        self._next = None  # that work: fn(dev) for the loop's next pass (background)
        self._lines = []  # an event's log lines under a running loop: printed after its frame
        self.writing = _no_edges  # told around a flash write: fn(True) before, fn(False) after
        self.downs = []  # the buttons down now, in order (two or more: a chord, no action)
        self.chord = False
        self.boot_ms = self.began = now  # power-on, and the running game's start (history)
        self.evening = []  # the history's games of this evening (numbers)
        self.clock = None  # the wall clock for the history (None: companion.history.clock)
        self._rec = None  # type: tuple | None  # a finished game's (record, kind), kept after its frame
        self._over_rec = None  # type: tuple | None  # (game, its record) while its results show
        self.log("sys boot version=%s" % VERSION)
        from companion import settings as cfg

        if settings is None:
            settings = cfg.load(data_dir, self.log)  # kept on flash: a power cycle keeps them
        self.settings = settings
        lang.use(settings["lang"])  # the screens' language (the log stays English)
        changed = cfg.changed(self.settings)
        if changed:
            self.log("sys settings " + changed)
        if not self.settings["nfc"]:
            self.nfc_state = "off"  # the reader is off: the card screens say so
        self.battery_pct = None  # the gauge: percent on a battery, None on USB
        self.offer = None  # the saved game's menu while the players have not said what to do
        self.stack.append(self.games_menu())
        self._saver = None  # companion.persist.GameSaver, made on first need
        self.unsaved = 0  # logged once: 1 a save failed, 2 a slot write, 4 room made (savefail)
        self.told = None  # the game whose players were told it is not being saved
        if data_dir is not None and _saved(data_dir):
            from companion.saved import offer

            offer(self)

    # -- the game on flash (companion.persist) --------------------------------
    def saver(self):
        """The saver of the running game (None without a data directory);
        ``companion.persist`` is imported on the first need only."""
        if self._saver is None and self.data_dir is not None:
            from companion.persist import GameSaver

            self._saver = GameSaver(self.data_dir)
        return self._saver

    def flush(self):
        """Save the running game if an action since the last save may have
        changed it; True when there was such an action. The runner calls
        this after the action's frame is on the glass, so a flash write
        never sits between a press and what it shows. A full flash is
        made room for, else told once (``companion.savefail.failed``); it
        never stops the game."""
        if self._rec is not None:
            self._keep()
        if not self._save:
            return False
        self._save = False
        game = self.game
        saver = self.saver()
        if saver is None or game is None:
            return True
        path = game.log_path  # its acts: journalled (companion.persist)
        snap = game.snapshot()
        if snap.get("over"):
            snap = self._over(game, snap)
        else:
            self._over_rec = None  # live again (an undo, back from the results)
        self.writing(True)
        try:
            saver.save(snap, path, None if path is None else game.log_low())
        except OSError as e:
            from companion.savefail import failed

            failed(self, e, lambda: saver.save(game.snapshot(), path))
            return True
        finally:
            self.writing(False)
        if self.unsaved & 1:
            self.unsaved &= 2
            self.log("sys save ok")
        return True

    def keep(self, rec, kind, began):
        """Append ``rec`` (a finished game's ``record()``, its kind
        ``kind``; ``began``: its start, ms ticks) to the history
        (``companion.history.keep``); ``kind`` None: ``rec`` is stamped
        already (``stamped``)."""
        if kind is not None:
            self.stamped(rec, kind, began)
        from companion.history import keep

        keep(self, rec)

    def _keep(self):
        got = self._rec
        self._rec = None
        if got is not None:
            self.keep(got[0], got[1], self.began)

    def stamped(self, rec, kind, began):
        """``rec`` (a game's ``record()``) completed for the history
        (docs/history.md): ``v``, ``g`` (``kind``), ``min`` (its minutes
        since ``began``, ms ticks; None: not known), ``up`` (minutes since
        power-on) and ``at`` (``[year, month, day, hour, minute]`` when the
        clock is set, else None: ``clock``, or the Pico's own). Here, not
        in ``companion.history``: a game's end is its heap's peak, and
        that module need not load then."""
        rec["v"] = 1
        rec["g"] = kind
        rec["min"] = None if began is None else ticks_diff(self.now, began) // 60000
        rec["up"] = ticks_diff(self.now, self.boot_ms) // 60000
        rec["at"] = (self.clock or _wall)()
        return rec

    def _over(self, game, snap):
        # A finished game's snapshot carries its record, made once, so
        # that a power cut on its results still keeps it (``saved``).
        got = self._over_rec
        if got is None or got[0] is not game:
            rec = game.record()
            games.unload(("companion.rules.records",), False)  # (a game of acts'): not kept
            if rec is not None:
                rec = self.stamped(rec, game.tag, self.began)
            got = self._over_rec = (game, rec)
        if got[1] is not None:
            snap["rec"] = got[1]
        return snap

    def later(self, go):
        """``go(dev)`` at the loop's next pass, after the frame on the glass
        (``background``, or before the next button event): the boot's slow
        work, after its first frame."""
        self._next = go

    def background(self, idle=True):
        """One slice of slow work that waits for a quiet moment (the saver's
        background slot write: a slice may erase a flash sector, 45 ms);
        True while more remains. ``idle``: nobody has pressed anything for
        a while (without it only work that can wait no longer is done)."""
        go = self._next
        if go is not None:  # a slow action, its first frame shown
            self._next = None
            go(self)
            self.dirty = True
            return True  # its frame at the next pass, at once
        if self._saver is None or self.game is None:
            return False
        if not idle and not self._saver.full():
            return False
        self.writing(True)
        try:
            return self._saver.step(self.game)
        except OSError as e:
            from companion.savefail import failed

            failed(self, e)  # the journal still holds the game
            return False
        finally:
            self.writing(False)

    # -- services for screens ------------------------------------------------
    def log(self, line):
        """A serial-log line (or a function that makes it: its text is
        made then). Under a running loop it waits for ``flush_log``, after
        the event's frame: printing a line over USB takes about 1.5 ms, and
        a press's or a card's pixels come first."""
        if self._log:
            if self.running:
                self._lines.append(line)
            else:
                self._log(line if isinstance(line, str) else line())

    def flush_log(self):
        """Print the lines ``log`` held back, in order."""
        lines = self._lines
        out = self._log
        while lines and out is not None:
            line = lines.pop(0)
            out(line if isinstance(line, str) else line())

    def cue(self, name):
        self.cues.append(name)

    def toast(self, text, ms=_TOAST_MS):
        """Show ``text`` (16 characters) over the hint line for ``ms`` (or
        until the next press)."""
        self.toast_text = text
        self._toast_at = self.now
        self._toast_ms = ms
        self.dirty = True

    def error(self, text, shown=None):
        """A refused press: message on screen, a low tone, a log line.
        ``text`` is the log's (English); ``shown``, the screen's in the
        active language (``companion.lang``), if it differs."""
        self.toast(text if shown is None else shown)
        self.cue("error")
        self.log('ui error msg="%s"' % text)

    def relang(self):
        """The language changed (``companion.lang.use``): the game menu is
        made again and every other screen on the stack makes again the
        texts it keeps (``relang``); the frame is drawn again."""
        for i, s in enumerate(self.stack):
            if i == 0 and self.game is None and isinstance(s, Menu):
                pos = s.pos
                s = self.stack[0] = self.games_menu()
                s.pos = pos
            else:
                s.relang(self)
        offer = self.offer  # the saved game's menu, shown again from the game menu
        if offer is not None and offer not in self.stack:
            offer.relang(self)
        self.dirty = True

    @property
    def dirty(self):
        """True while the glass is behind the device: the next loop pass
        draws. ``look`` (items) says that a press edge's pressed look is
        all that changed: drawn over the frame shown, not the whole frame
        (about 1 to 5 ms less between the edge and its pixels on the Pico).
        Any other change makes it a whole frame again."""
        return self._dirty

    @dirty.setter
    def dirty(self, on):
        self._dirty = on
        self.look = None

    def changed(self):
        self.dirty = True

    def push(self, screen):
        self.stack.append(screen)
        self.dirty = True

    def pop(self):
        if len(self.stack) > 1:
            self.stack.pop()
        self.dirty = True

    def _drop(self):
        """No game: its modules, the settings screen's and the card reader's
        stack go, so the next game finds their heap free (the runner builds a
        reader again on need)."""
        self.reader = self._learned = self.rested = None
        self.nfc_state = None if self.settings["nfc"] else "off"
        lang.forget("ui")  # the game's texts go with it (companion.lang)
        games.unload(games.modules())

    def rest_reader(self):
        """Before a scoring session works its scores out: the card reader
        and its stack (``games.NFC``) leave the heap, as no result page
        reads cards; the scores' pages then need no room beside them (the
        session's peak was there). The cards lying on the reader stay
        known (``rested``): the reader built again when a card screen is
        back on top (``back`` to fix a tap: ``loop.nfc_loop``, about 0.2 s
        on the Pico, after that frame) reports none of them anew."""
        reader = self.reader
        if reader is None:
            return
        self.rested = reader.present()
        self.reader = self._learned = None
        self.nfc_state = None if self.settings["nfc"] else "off"
        games.unload(games.NFC + games.NFC_RARE)

    # -- games -----------------------------------------------------------------
    def games_menu(self):
        """The home screen: a row of ``companion.games.GAMES`` each (the
        game's modules imported only when it is chosen), then the history
        (``companion.ui.history_ui``), the settings and the card screens."""
        t = lang.text
        entries = [(game[0], _opener(game[0], game[2], game[4] == 2)) for game in games.GAMES]  # type: list
        if self.offer is not None:  # a saved game not resumed nor discarded (back at boot)
            entries.insert(0, (t("ui", _U_RESUME_SAVED), _offered))
        hist = t("ui", _U_HISTORY)
        entries.append((hist, _opener(hist, "history_ui", False, "history_menu")))
        entries.append((t("ui", _U_SETTINGS), Device.open_settings))
        cards = t("ui", _U_CARDS)
        entries.append((cards, _opener(cards, "cards_ui", False, "cards_menu")))
        return Menu(t("ui", _U_GAME), entries)

    def start(self, game, line):
        """The one way a game begins (a new one from its setup, or one
        resumed): ``game`` (a ``companion.ui.widgets.Game``) becomes the
        running game, alone on the stack, and ``line`` is logged."""
        self.game = game
        self.stack = [game]
        self.began = self.now
        self.log(line)
        self.dirty = True

    def new_game(self):
        """The one way a game ends: its abandon line logged, the saved game
        cleared, its modules unloaded, the game menu shown."""
        game = self.game
        if game is not None:
            self.log(game.abandon_line())
            rec = game.record()
            if rec is not None:  # a finished game: kept after this frame (flush)
                self._rec = (rec, game.tag)
        self._over_rec = None
        saver = self._saver
        if saver is None and self.data_dir is not None and _saved(self.data_dir):
            saver = self.saver()
        if saver is not None:
            self.writing(True)
            try:
                saver.clear()
            finally:
                self.writing(False)
        self.game = None
        self.stack = []
        self._drop()
        self.stack = [self.games_menu()]
        self.dirty = True
        if self._rec is not None and not self.running:
            self._keep()

    # -- events ----------------------------------------------------------------
    def button(self, button, ev, now):
        """A debouncer event (``drivers.debounce``) of ``button`` (ok, up,
        down, back): "down" at the press edge, then "short" or "long" (the
        press itself, :meth:`press`), or "up" after a long press.

        Two or more buttons down together are a chord: no action, for any
        of them (a toast says "Only one key"), until all are up; a
        screen that acts on the press edge (a menu's move) has acted on the
        first. "unsure" (a release whose hold lay across the long press's
        time while the flash was written, ``drivers.debounce``) is no
        action either: "Press it again".

        At the edge something shows at once: the key click, and either the
        screen's own answer (its ``down(dev, button)`` hook: the dice start
        to tumble; a menu moves its cursor, then that press is done) or the
        pressed look views draw while ``held`` names the button (the
        screen's own where its ``pressed`` lists the button, else the
        device's key in the corner)."""
        self.now = now
        if self._next is not None:
            self.background()  # what the last press began comes first
        downs = self.downs
        if ev == "down":
            if button not in downs:
                downs.append(button)
            if len(downs) > 1:  # a chord: no action, for any of its buttons
                if not self.chord:
                    self.chord = True
                    self.held = self.edge = None
                    self.error("One key at a time", lang.text("ui", _U_ONE_KEY))
                return
            self.edge = None
            shown = not self._dirty and self.toast_text is None  # the glass shows the view
            self.toast_text = None
            queued = len(self.cues)
            look = None
            if self.stack[-1].down(self, button):
                self.edge = button  # acted on the edge: its release does nothing
                self.held = None
                self._save = True
            else:
                self.held = button
                if shown:
                    look = self._look(button)
            if len(self.cues) == queued:
                self.cue("key")
            self.dirty = True
            self.look = look
            return
        if ev != "long" and button in downs:  # released
            downs.remove(button)
        if self.chord:
            self.chord = len(downs) > 0  # over once every key of it is up
            return
        if self.edge == button:
            self.edge = None
            return
        held = self.held == button  # its edge was seen (and clicked)
        self.held = None
        self.dirty = True
        if ev == "unsure":  # short or long cannot be told (a flash erase): neither
            self.log("ui press unsure button=%s" % button)
            self.error("Press it again", lang.text("ui", _U_AGAIN))
            return
        if ev != "up":
            self.press(button, ev, now, held)

    def _look(self, button):
        # The pressed look of ``button`` as items over the frame shown
        # (``dirty``), or None where the whole frame must be drawn: the
        # screen's own (``Screen.look``), or the key in the corner, which
        # the battery gauge covers on the game menu.
        top = self.stack[-1]
        if button in top.pressed:
            return top.look(self, button)
        if self.battery_pct is not None and len(self.stack) == 1 and self.game is None:
            return None
        return v.key(button)

    def press(self, button, kind, now, held=False):
        """A debounced press: ``button`` in ok/up/down/back, ``kind``
        short/long; ``held``: its edge was seen (the key click given)."""
        self.now = now
        self.toast_text = None
        queued = -1 if held else len(self.cues)  # no second click
        if button == "back" and kind == "long":
            if self.game is not None:
                self.stack = [self.game]
                self.game.undo(self)
            else:
                self.error("Nothing to undo", lang.text("ui", _U_NOTHING))
        else:
            self.stack[-1].key(self, button, kind)
        if len(self.cues) == queued:
            self.cue("key")
        self.dirty = True
        self._save = True
        if len(self.stack) == 1 and self.game is None and (self.reader or _loaded()):
            # Back on the game menu from a setup, card or settings screen:
            # their modules go (after the frame, under a running loop).
            if self.running:
                self._next = Device._drop
            else:
                self._drop()

    def tick(self, now):
        """Time passes: expire the message, rotate the hint line, and let the
        screen on top follow the clock (its ``tick(dev, now)``, if any: the
        Hamsterrolle turn timer)."""
        self.now = now
        self.stack[-1].tick(self, now)
        if self.held == "back" and self.game is not None:
            self.game.ready_undo()  # its long press, the undo, then costs no replay
        if self.toast_text is not None and ticks_diff(now, self._toast_at) >= self._toast_ms:
            self.toast_text = None
            self.dirty = True
        if ticks_diff(now, self._hint_at) >= _HINT_MS:
            self._hint_at = now
            self.hint_index += 1
            self.dirty = True

    def _wait(self, label, go):
        """``go(dev)``, which may take a while (a module to import): under a
        running loop ``label``'s title goes on the glass first and ``go``
        runs at the loop's next pass (``background``, or the next button
        event, whichever comes first); otherwise at once."""
        if not self.running:
            return go(self)
        self.push(_Opening(label))

        def then(dev):
            if isinstance(dev.stack[-1], _Opening):
                dev.stack.pop()  # nothing else keeps it: freed before go's collection
            go(dev)

        self._next = then

    def wait_ms(self, now):
        """Milliseconds until the device shows something new by itself: the
        hint line's turn, the message's end, or the screen's own next frame
        (its ``wait_ms(dev, now)``: the dice tumbling). The runner sleeps no
        longer."""
        due = _HINT_MS - ticks_diff(now, self._hint_at)
        if self.toast_text is not None:
            left = self._toast_ms - ticks_diff(now, self._toast_at)
            if left < due:
                due = left
        left = self.stack[-1].wait_ms(self, now)
        if left is not None and left < due:
            due = left
        return due

    def open_settings(self, done=False):
        """Push the settings screen (from the game menu, or a game's own menu:
        the game waits under it). Its module is imported only now."""
        if not done:
            return self._wait(lang.text("ui", _U_SETTINGS), lambda d: d.open_settings(True))
        import gc

        gc.collect()
        from companion.ui.settings_ui import setting_changed, settings_screen

        self.push(settings_screen(self.settings, setting_changed))

    def keeps_awake(self):
        """True while the screen on top must not dim or sleep (a running
        Hamsterrolle timer: its ``keeps_awake()``)."""
        return self.stack[-1].keeps_awake()

    # -- cards -----------------------------------------------------------------
    def wants_cards(self):
        """True while the screen on top reads cards (the runner polls then)
        and the NFC reader is on in the settings."""
        return self.settings["nfc"] and self.stack[-1].cards

    def learned(self):
        if self._learned is None:
            from companion.cards import Learned

            self._learned = Learned(self.data_dir, self.log)
        return self._learned

    def card_event(self, ev, reader):
        """A reader event (``companion.nfc.reader``): log it, tell the user,
        and hand an arrival to the screen on top (``companion.cards.event``:
        loaded with the reader, not at boot)."""
        from companion.cards import event

        event(self, ev, reader)

    def view(self):
        top = self.stack[-1]
        items = top.view(self)
        held = self.held
        if held is not None and held not in top.pressed:
            items += v.key(held)  # the screen draws no pressed look of its own
        if self.battery_pct is not None and len(self.stack) == 1 and self.game is None:
            # On a battery: the gauge in the top-right corner of the home
            # screen, dark on the game menu's lit title bar
            from companion.battery import gauge_items

            items += gauge_items(self.battery_pct, c=0)
        if self.toast_text is not None:
            # in place of the hint line (not drawn under it), a dark row
            # above the bar: a selected player cell ends on it
            items = [it for it in items if it[0] != "t" or it[2] != v.HINT_Y]
            items += [
                ("box", 0, v.HINT_Y, 128, 8, 1),
                ("t", 0, v.HINT_Y, v.fit(self.toast_text), 0),
            ]
        return items


def _no_edges(on):
    pass


def _wall():
    """The local time as ``[year, month, day, hour, minute]``, or None while
    the clock was never set (the Pico's starts at 2021-01-01 at power-on;
    mpremote or Thonny set it: a year before 2025 is unset)."""
    import time

    t = time.localtime()
    return list(t[:5]) if t[0] >= 2025 else None


def _saved(data_dir):
    """True when ``data_dir`` holds a saved game's file (one directory read:
    no need to load the saver at boot when there is none)."""
    for name in store.names(data_dir):
        if name.startswith("game"):  # persist.SLOTS, the journal
            return True
    return False


def _opener(label, module, cards=False, screen="setup_menu"):
    """A game menu entry: ``companion.ui.MODULE``'s ``screen()`` pushed, the
    module imported only now, after a collection (its code then takes the
    lowest holes of a clean heap, not the gaps between the garbage). Under a
    running loop the entry's title is on the glass first and the import
    (about 0.1 s on the Pico) comes at the loop's next pass. ``cards``: a
    scoring session (Sombreros, Clocktowers: ``games.GAMES`` row field 4 is
    2): the card reader's stack (``games.NFC``, about 0.19 s more) is
    imported there too, behind the title, and the reader built and set up
    (``companion.cards.warm_reader``), so that the first card screen polls
    at once: a card laid 0.2 s after ``Score the end`` is not kept waiting
    (the build and the chip's set-up took about 30 ms). Stramash and the
    Cards screens build it when their first card screen opens, as before:
    picking them stays as quick."""

    def go(dev):
        import gc

        gc.collect()
        dev.collected = True
        mod = __import__("companion.ui." + module, None, None, (screen,))
        if cards and dev.settings["nfc"]:
            gc.collect()  # the stack's modules in the holes the game's left
            for name in games.NFC:
                __import__(name)
            from companion.cards import warm_reader

            warm_reader(dev)
        dev.push(getattr(mod, screen)())

    def open_(dev):
        if dev.offer is not None and screen == "setup_menu":  # a new game would replace it
            t = lang.text
            yes = t("ui", _U_REPLACE_YES)
            no = t("ui", _U_KEEP)
            dev.push(Menu(t("ui", _U_REPLACE), [(no, lambda d: None), (yes, replace)]))
            return
        dev._wait(label, go)

    def replace(dev):
        from companion.saved import discard

        discard(dev)
        dev._wait(label, go)

    return open_


def _offered(dev):
    """The game menu's "Resume saved": the boot's menu for the saved game,
    while there is one (a failed resume or a discard clears it)."""
    if dev.offer is not None:
        dev.push(dev.offer)


class _Opening(Screen):
    """What shows while a game's modules load: its name."""

    def __init__(self, label):
        self.label = label

    def key(self, dev, button, kind):
        pass  # the next screen is a moment away

    def view(self, dev):
        return v.title(self.label) + [v.centre(28, "...")]


def _loaded():
    """True while a module that ``_drop`` unloads is imported."""
    import sys

    for name in games.modules():
        if name in sys.modules:
            return True
    return False
