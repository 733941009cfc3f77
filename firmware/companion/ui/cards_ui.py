"""The Cards menu: read a card, write tags, teach the device a card.

Screens here have ``cards = True``: while one is on top, the runner polls the
reader and hands each arrival to ``card(dev, tap)`` (a ``companion.cards.Tap``).

- Read card: what the tapped tag carries (card, blank, or why not).
- Write tags: ``^v`` picks a card of the game's deck, a blank tag tapped is
  written, read back and checked; after the deck's count of that card the
  next card comes up, so a whole deck is one tap per card, until "deck
  done". Hold ok toggles "lock after writing" (read-only for good).
  **Decision** (a child must not ruin a card with two
  taps; the rules say nothing about tags): only a blank tag is written by a
  tap. Every other tap writes nothing:

  - the tag just written, tapped again: "Just written" (never the next card);
  - a tag with the card the writer is on (written earlier): "Already
    written" (not counted: the counts are of the tags written here);
  - anything else on it (another card of this deck, another game's card, a
    web link, someone's text, a newer version, bad or unreadable data):
    refused with what it carries ("Sombreros card / Hat 1/1") and the low
    tone, however often it is tapped; ``ok`` then asks "Erase this tag?",
    "No, keep it" first (with lock on, "Yes, erase it" says "LOCKS it
    forever"), and only "Yes, erase it" writes it, at once, while it lies
    on the reader. **Decision** (a sticker at the field's
    edge that slid off and back 250 ms later was the "tap it again" that
    finished an erase): no tap ever confirms anything. A Yes that finds
    no tag there ("Tag not there / lay it, then ok") or whose write was
    cut short leaves nothing pending: the tag, tapped again, is what it
    holds now, and one with anything but our card on it is asked about
    again;
  - a locked tag (the CC read-only): "Locked tag", no question (nothing can
    change it); a learned tag: "forget it first"; no NDEF area (MIFARE
    Classic): "use Learn card".

  A write cut short ("Moved too soon / tap it again": pulled away, another
  card answered) left the tag as it was, blank, or with the card unchecked
  (the tear-safe order, ``nfc.writer``): tapped next, a blank is written as
  any blank, the card unchecked is written again (the same card: the write
  finished, read back, locked if lock is on) and counts once, and the tag
  as it was is refused as before.
- Learn card: for cards that cannot carry our payload (MIFARE Classic, a
  locked or foreign tag; a blank tag that is not locked is sent to Write
  tags, a tag with one of our cards is refused): ``^v`` picks the
  card, a tap maps the tag's UID to it, kept on flash (``learned.json``);
  after the deck's count of that card the next one comes up.
"""

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
    for code, name in decks.games(True):
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
        self.uid = tap.uid_hex
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
        self.game = game
        self.n = decks.size(game)  # the deck's cards (not copies); no catalogue kept
        self.i = 0
        self.at = None  # (i, (Card, count)): the card under the cursor, made when it moves
        self.lines = ("", "")

    def entry(self):
        """``(Card, count)`` of the card under the cursor."""
        at = self.at
        if at is None or at[0] != self.i:
            at = self.at = (self.i, decks.entry(self.game, self.i))
        return at[1]

    def target(self):
        return self.entry()[0]

    def label(self):
        return self.target().label()

    def status(self):
        return "card %d of %d" % (self.i + 1, self.n)

    def hint(self, dev):
        hints = self.hints
        return hints[dev.hint_index % len(hints)]

    def key(self, dev, button, kind):
        n = self.n
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
        if cue is not None:  # None: the key's click
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
        self.written = [0] * self.n
        self.lock = False
        self.last_uid = None  # the tag written last: a second tap never rewrites it
        self.refused = None  # the Tap of a tag with something on it: ok asks to erase it
        self.torn = None  # the UID of a write cut short: its card on it, unchecked, is finished

    def label(self):
        return "> " + self.target().label()  # what the next blank tag gets

    def status(self):
        if self.refused is not None:  # what the tap did (the count comes back at the next)
            return "kept as it was"
        if self.deck_done():
            return "deck done!"
        count = self.entry()[1]
        if count > 1:  # several cards alike in the box: how many are done
            return "copy %d of %d" % (min(self.written[self.i] + 1, count), count)
        return _DeckScreen.status(self)

    def deck_moved(self):
        self.last_uid = self.refused = self.torn = None  # a card picked by hand

    def deck_done(self):
        return self.i == self.n - 1 and self.written[-1] >= self.entry()[1]

    def hint(self, dev):
        if self.refused is not None:  # what ok does now comes first
            first = "ok: erase it?"
            if not self.lock:
                return first
        elif self.lock:
            return "LOCK ON: hold ok"
        else:
            first = "tap  ^v card"
        return (first, "LOCK ON: hold ok" if self.lock else "hold ok: lock")[dev.hint_index % 2]

    def key(self, dev, button, kind):
        if button == "ok" and kind == "long":
            self.lock = not self.lock
            dev.toast("Lock: forever!" if self.lock else "Lock: off")
            dev.log("nfc write lock=%d" % self.lock)
            return
        if button == "ok" and self.refused is not None:
            # A question whose first answer keeps the tag: a reflex ok never erases.
            keep = ("No, keep it", self._keep)
            erase = ("Yes, erase it", self._erase, "LOCKS it forever")
            if not self.lock:
                erase = erase[:2]
            dev.push(Menu("Erase this tag?", [keep, erase]))
            return
        _DeckScreen.key(self, dev, button, kind)

    def card(self, dev, tap):
        target = self.target()
        refuse = "nfc write uid=%s ok=0 why=" % tap.uid_hex
        self.refused = None
        torn = tap.uid == self.torn
        self.torn = None  # the next tap only
        card = tap.card if tap.outcome == "card" and not tap.learned else None
        if not tap.writable():
            return self._say(dev, "Can't write", "use Learn card", "card_bad", refuse + "no_ndef")
        if tap.uid == self.last_uid:  # tapped twice: the next card never goes onto it
            return self._say(dev, "Just written", "tap the next tag", "card_bad", refuse + "again")
        if card is not None and card == target:
            if torn:  # our write cut short after its last page: finish it, count it
                return self._write(dev, tap)
            log = "nfc write uid=%s ok=1 why=already" % tap.uid_hex
            return self._say(dev, "Already written", target.label(), "card", log)
        if self.deck_done():
            return self._say(dev, "Deck done", "^v: pick a card", "card_bad", refuse + "done")
        if tap.learned:  # known by its UID: its own content is not ours
            return self._say(dev, "Learned card", "forget it first", "card_bad", refuse + "learned")
        from companion.nfc.writer import read_only

        title, detail = self._holds(tap, card)
        if read_only(tap.cc):  # nothing can change it: no question to ask
            if card is None and tap.outcome == "blank":
                detail = "use Learn card"
            return self._say(dev, "Locked tag", detail, "card_bad", refuse + "locked")
        if tap.outcome == "blank":
            return self._write(dev, tap)
        # Another card of ours, another game's, a web link, someone's text,
        # a bad or unreadable one: kept; only the erase question writes it.
        self.refused = tap
        return self._say(dev, title, detail, "card_bad", refuse + "not_blank")

    def _holds(self, tap, card):
        """The two screen lines saying what the tag carries."""
        if card is None:
            return tap.describe()
        title = "Has another card"
        if card.game != self.game:
            for code, name in decks.games():
                if code == card.game:
                    title = name + " card"
        return title, card.label()

    def _keep(self, dev):
        tap = self.refused
        self.refused = None
        if tap is not None:
            self._say(dev, "Tag kept", "tap a blank tag", None, "nfc write kept uid=" + tap.uid_hex)

    def _erase(self, dev):
        tap = self.refused
        if tap is not None:
            dev.log("nfc write erase uid=" + tap.uid_hex)
            self._write(dev, tap, True)

    def _write(self, dev, tap, erase=False):
        """Write the deck's card on ``tap``'s tag (still on the reader), read
        it back and check it; the next card comes up after the box's count."""
        # the writer's errors: NFCError (as the writer names it; the chip
        # driver is not this screen's) and ValueError (NDEF, payload)
        from companion.nfc.writer import NFCError, failure, write_card

        target = self.target()
        uid = tap.uid_hex
        self.refused = None
        try:
            back = write_card(tap, target, self.lock)
        except (ValueError, NFCError) as e:
            title, detail, why = failure(e)
            if why == "gone" and erase:  # lifted while the question was open: nothing
                self.refused = tap  # written, nothing pending; ok asks again
                title, detail = "Tag not there", "lay it, then ok"
            elif why != "locked" and why != "gone":  # maybe written: see its next tap
                self.torn = tap.uid
            msg = str(e).split("\n")[-1]
            log = 'nfc write uid=%s ok=0 why=%s msg="%s"' % (uid, why, msg)
            return self._say(dev, title, detail, "error", log)
        if back != target:
            self.torn = tap.uid
            log = "nfc write uid=%s ok=0 why=check" % uid
            return self._say(dev, "Check failed", "tap it again", "error", log)
        self.written[self.i] += 1
        self.last_uid = tap.uid
        log = 'nfc written uid=%s card="%s" lock=%d' % (uid, target.text(), self.lock)
        card = tap.card if tap.outcome == "card" and not tap.learned else None
        if card is not None and card != target:
            log += ' erased="%s"' % card.text()
        elif tap.error is not None:
            log += " erased=" + tap.error.code
        self._say(dev, "Written", target.label(), "written", log)
        if self.written[self.i] >= self.entry()[1] and self.i + 1 < self.n:
            self.i += 1  # the next card of the deck comes up


class LearnScreen(_DeckScreen):
    heading = "Learn card"
    prompt = "Tap the card"

    def __init__(self, game):
        _DeckScreen.__init__(self, game)
        self.learned = [0] * self.n

    def status(self):
        count = self.entry()[1]
        if count > 1:  # several cards alike in the box: how many are learned
            return "copy %d of %d" % (min(self.learned[self.i] + 1, count), count)
        return _DeckScreen.status(self)

    def card(self, dev, tap):
        target = self.target()
        where = "nfc learn %s ok=0" % tap.log_fields()
        if tap.outcome == "card" and not tap.learned:
            return self._say(dev, "Has a card:", tap.card.label(), "card_bad", where)
        if tap.outcome == "blank" and tap.writable():
            from companion.nfc.writer import read_only

            if not read_only(tap.cc):  # it can carry the card itself (a locked one cannot)
                return self._say(dev, "Blank tag:", "use Write tags", "card_bad", where)
        try:
            dev.learned().learn(tap.uid, target)
        except OSError as e:
            return self._say(dev, "Not saved", "flash full?", "error", "nfc learn error=%r" % (e,))
        log = 'nfc learned uid=%s card="%s"' % (tap.uid_hex, target.text())
        self._say(dev, "Learned", target.label(), "written", log)
        self.learned[self.i] += 1
        if self.learned[self.i] >= self.entry()[1] and self.i + 1 < self.n:
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
