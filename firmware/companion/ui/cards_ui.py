"""The Cards menu: read a card, write tags, teach the device a card.

Screens here have ``cards = True``: while one is on top, the runner polls the
reader and hands each arrival to ``card(dev, tap)`` (a ``companion.cards.Tap``).

- Read card: what the tapped tag carries (card, blank, or why not).
- Write tags: ``^v`` picks a card of the game's deck, a blank tag tapped is
  written, read back and checked; after the deck's count of that card the
  next card comes up, so a whole deck is one tap per card, until "deck
  done". Refused: tags carrying something else (a web link...), learned
  tags, a second tap of the tag just written (it would get the next card);
  a tag with another of our cards is rewritten only when tapped a second
  time in a row ("Has Hat 1/1 / again: rewrite"). Hold ok toggles "lock
  after writing" (read-only for good).
- Learn card: for cards that cannot carry our payload (MIFARE Classic, a
  locked or foreign tag; a blank tag is sent to Write tags): ``^v`` picks the
  card, a tap maps the tag's UID to it, kept on flash (``learned.json``);
  after the deck's count of that card the next one comes up.
"""

from companion.cards import uid_hex
from companion.nfc import decks
from companion.ui import view as v
from companion.ui.widgets import Menu, Screen


def cards_menu():
    return Menu(
        "Cards",
        [
            ("Read card", lambda d: d.push(ReadScreen())),
            ("Write tags", lambda d: d.push(game_menu("Write tags", WriteScreen))),
            ("Learn card", lambda d: d.push(game_menu("Learn card", LearnScreen))),
            ("Forget learned", lambda d: d.push(ForgetScreen())),
        ],
        keep=True,  # back from a card screen returns here
    )


def _opener(screen_cls, code):
    return lambda d: d.push(screen_cls(code))


def game_menu(heading, screen_cls):
    entries = []
    for code, name in decks.games():
        if decks.catalogue(code):
            entries.append((name, _opener(screen_cls, code)))
    return Menu(heading, entries)


def _no_reader(dev, items):
    if dev.nfc_state == "off":  # switched off in the settings
        items.append(v.text(0, 24, "NFC is off"))
        items.append(v.text(0, 34, "see Settings"))
    else:
        items.append(v.text(0, 24, "No NFC reader"))
        items.append(v.text(0, 34, "check the wiring"))
    return items


class ReadScreen(Screen):
    cards = True

    def __init__(self):
        self.lines = ("Tap a card", "")
        self.taps = 0

    def key(self, dev, button, kind):
        if button == "back":
            dev.pop()

    def card(self, dev, tap):
        self.taps += 1
        if tap.outcome == "card":
            self.lines = (tap.card.label(), "learned" if tap.learned else tap.kind)
        else:
            self.lines = tap.describe()
        self.uid = uid_hex(tap.uid)
        dev.changed()

    def view(self, dev):
        items = v.title("Read card")
        if dev.nfc_state in ("none", "off"):
            return _no_reader(dev, items) + v.hint("back: menu")
        items.append(v.text(0, 14, self.lines[0]))
        items.append(v.text(0, 24, self.lines[1]))
        if self.taps:
            items.append(v.text(0, 34, getattr(self, "uid", "")[:16]))
        return items + v.hint("tap  back: menu")


class _DeckScreen(Screen):
    """Common part: a cursor over the game's deck, ``^v`` to move."""

    cards = True
    heading = ""
    prompt = ""
    hints = ("tap  ^v card",)

    def __init__(self, game):
        import gc

        gc.collect()  # the catalogue (a list per card of the deck) then takes a clean heap
        self.game = game
        self.deck = decks.catalogue(game)
        self.i = 0
        self.lines = ("", "")

    def target(self):
        return self.deck[self.i][0]

    def label(self):
        return self.target().label()

    def status(self):
        return "card %d of %d" % (self.i + 1, len(self.deck))

    def hint(self, dev):
        hints = self.hints
        return hints[dev.hint_index % len(hints)]

    def key(self, dev, button, kind):
        n = len(self.deck)
        if button == "up":
            self.i = (self.i - 1) % n
            self.lines = ("", "")
        elif button == "down":
            self.i = (self.i + 1) % n
            self.lines = ("", "")
        elif button == "back":
            dev.pop()
            return
        self.deck_moved()

    def deck_moved(self):
        pass

    def _say(self, dev, title, detail, cue, log):
        self.lines = (title, detail)
        dev.cue(cue)
        dev.log(log)
        dev.changed()

    def view(self, dev):
        items = v.title(self.heading)
        items.append(v.text(0, 12, self.label()))
        if dev.nfc_state in ("none", "off"):
            return _no_reader(dev, items) + v.hint("back: menu")
        items.append(v.text(0, 24, self.lines[0] or self.prompt))
        items.append(v.text(0, 34, self.lines[1]))
        items.append(v.text(0, 44, self.status()))
        return items + v.hint(self.hint(dev))


class WriteScreen(_DeckScreen):
    heading = "Write tags"
    prompt = "Tap a blank tag"

    def __init__(self, game):
        _DeckScreen.__init__(self, game)
        self.written = [0] * len(self.deck)
        self.lock = False
        self.last_uid = None  # the tag written last: a second tap never rewrites it
        self.rewrite_uid = None  # a tag with another card on it, tapped once: again = rewrite

    def label(self):
        return "> " + self.target().label()  # what the next blank tag gets

    def status(self):
        if self.deck_done():
            return "deck done!"
        count = self.deck[self.i][1]
        if count > 1:  # several cards alike in the box: how many are done
            return "copy %d of %d" % (min(self.written[self.i] + 1, count), count)
        return _DeckScreen.status(self)

    def deck_moved(self):
        self.last_uid = None  # a card picked by hand: "Write:" again
        self.rewrite_uid = None

    def deck_done(self):
        return self.written[-1] >= self.deck[-1][1] and self.i == len(self.deck) - 1

    def hint(self, dev):
        if self.lock:
            return "LOCK ON: hold ok"
        return ("tap  ^v card", "hold ok: lock")[dev.hint_index % 2]

    def key(self, dev, button, kind):
        if button == "ok" and kind == "long":
            self.lock = not self.lock
            dev.toast("Lock: forever!" if self.lock else "Lock: off")
            dev.log("nfc write lock=%d" % self.lock)
            return
        _DeckScreen.key(self, dev, button, kind)

    def card(self, dev, tap):
        target = self.target()
        where = "nfc write %s" % tap.log_fields()
        if not tap.writable():
            return self._say(dev, "Can't write", "use Learn card", "card_bad", where + " ok=0")
        if tap.outcome == "card" and not tap.learned and tap.card == target:
            return self._say(dev, "Already written", target.label(), "card", where + " ok=1")
        if tap.uid == self.last_uid:
            return self._say(dev, "Just written", "tap the next tag", "card_bad", where + " ok=0")
        if self.deck_done():
            return self._say(dev, "Deck done", "^v: pick a card", "card_bad", where + " ok=0")
        if tap.learned:  # known by its UID: its own content is not ours
            return self._say(dev, "Learned card", "forget it first", "card_bad", where + " ok=0")
        if tap.outcome == "bad" and tap.error.code in ("foreign", "other_version"):
            return self._say(dev, "Not blank", tap.error.detail, "card_bad", where + " ok=0")
        if tap.outcome == "card" and tap.uid != self.rewrite_uid:
            # one of our cards, another one: never rewritten by a stray tap
            self.rewrite_uid = tap.uid
            return self._say(dev, "Has " + tap.card.label(), "again: rewrite", "card_bad", where)
        self.rewrite_uid = None
        # the writer's errors: NFCError (as the writer names it; the chip
        # driver is not this screen's) and ValueError (NDEF, payload)
        from companion.nfc.writer import NFCError, write_card

        try:
            back = write_card(tap, target, self.lock)
        except (ValueError, NFCError) as e:
            msg = str(e).split("\n")[-1]
            return self._say(dev, "Write failed", msg[:16], "error", where + ' ok=0 why="%s"' % msg)
        if back != target:
            return self._say(dev, "Check failed", "write again", "error", where + " ok=0")
        self.written[self.i] += 1
        self.last_uid = tap.uid
        log = 'nfc written uid=%s card="%s" lock=%d' % (uid_hex(tap.uid), target.text(), self.lock)
        self._say(dev, "Written", target.label(), "written", log)
        if self.written[self.i] >= self.deck[self.i][1] and self.i + 1 < len(self.deck):
            self.i += 1  # the next card of the deck comes up


class LearnScreen(_DeckScreen):
    heading = "Learn card"
    prompt = "Tap the card"

    def __init__(self, game):
        _DeckScreen.__init__(self, game)
        self.learned = [0] * len(self.deck)

    def status(self):
        count = self.deck[self.i][1]
        if count > 1:  # several cards alike in the box: how many are learned
            return "copy %d of %d" % (min(self.learned[self.i] + 1, count), count)
        return _DeckScreen.status(self)

    def card(self, dev, tap):
        target = self.target()
        where = "nfc learn %s ok=0" % tap.log_fields()
        if tap.outcome == "card" and not tap.learned:
            return self._say(dev, "Has a card:", tap.card.label(), "card_bad", where)
        if tap.outcome == "blank" and tap.writable():  # it can carry the card itself
            return self._say(dev, "Blank tag:", "use Write tags", "card_bad", where)
        try:
            dev.learned().learn(tap.uid, target)
        except OSError as e:
            return self._say(dev, "Not saved", "flash full?", "error", "nfc learn error=%r" % (e,))
        log = 'nfc learned uid=%s card="%s"' % (uid_hex(tap.uid), target.text())
        self._say(dev, "Learned", target.label(), "written", log)
        self.learned[self.i] += 1
        if self.learned[self.i] >= self.deck[self.i][1] and self.i + 1 < len(self.deck):
            self.i += 1  # the next card of the deck comes up, as in Write tags


class ForgetScreen(Screen):
    """Confirm, then forget every learned card."""

    def key(self, dev, button, kind):
        if button == "ok":
            try:
                n = dev.learned().forget_all()
            except OSError as e:
                dev.error("Not saved")
                dev.log("nfc forget error=%r" % (e,))
                return
            dev.pop()
            dev.toast("Forgot %d cards" % n)
            dev.log("nfc forgot n=%d" % n)
        elif button == "back":
            dev.pop()

    def view(self, dev):
        n = len(dev.learned().map)
        items = v.title("Forget learned")
        items.append(v.text(0, 14, "%d learned card%s" % (n, "" if n == 1 else "s")))
        items.append(v.text(0, 26, "forget them all?"))
        return items + v.hint("ok yes  back no")
