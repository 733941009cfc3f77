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

from companion import cards, const, lang
from companion.nfc import decks
from companion.ui import view as v
from companion.ui.widgets import Menu, Screen

# The texts (companion/texts/<code>_cards.py; what a tap shows: companion.cards).
# A screen keeps a key (an int) where it keeps a text of its own, and makes
# the text when it draws: a language change needs nothing more. Card labels
# ("Hat 3/5") and game names are kept as the card and the deck give them.
_S_TITLE = const(0)
_S_READ = const(1)
_S_WRITE = const(2)
_S_LEARN = const(3)
_S_FORGET = const(4)
_S_NFC_OFF = const(5)
_S_SEE_SETTINGS = const(6)
_S_NO_READER = const(7)
_S_WIRING = const(8)
_S_TAP_A_CARD = const(9)
_S_LEARNED_KIND = const(10)
_S_BACK_MENU = const(11)
_S_TAP_BACK = const(12)
_S_TAP_PICK = const(13)
_S_CARD_OF = const(14)
_S_TAP_BLANK = const(15)
_S_KEPT_AS_IT_WAS = const(16)
_S_DECK_DONE_STATUS = const(17)
_S_COPY_OF = const(18)
_S_OK_ERASE = const(19)
_S_LOCK_ON = const(20)
_S_HOLD_LOCK = const(21)
_S_LOCK_FOREVER = const(22)
_S_LOCK_OFF = const(23)
_S_KEEP_IT = const(24)
_S_ERASE_IT = const(25)
_S_LOCKS_IT = const(26)
_S_ERASE_Q = const(27)
_S_CANT_WRITE = const(28)
_S_USE_LEARN = const(29)
_S_JUST_WRITTEN = const(30)
_S_TAP_NEXT = const(31)
_S_ALREADY = const(32)
_S_DECK_DONE = const(33)
_S_PICK = const(34)
_S_LEARNED_CARD = const(35)
_S_FORGET_FIRST = const(36)
_S_LOCKED = const(37)
_S_OTHER_CARD = const(38)
_S_GAME_CARD = const(39)
_S_TAG_KEPT = const(40)
_S_TAP_BLANK_LOW = const(41)
_S_NOT_THERE = const(42)
_S_LAY_IT = const(43)
_S_CHECK_FAILED = const(44)
_S_TAP_IT_AGAIN = const(45)
_S_WRITTEN = const(46)
_S_TAP_THE_CARD = const(47)
_S_HAS_CARD = const(48)
_S_BLANK_TAG_COLON = const(49)
_S_USE_WRITE = const(50)
_S_NOT_SAVED = const(51)
_S_FLASH_FULL = const(52)
_S_LEARNED = const(53)
_S_FORGOT = const(54)
_S_N_LEARNED = const(55)
_S_FORGET_ALL = const(56)
_S_OK_YES = const(57)
_S_TAP_AGAIN = const(58)
_S_TO_WRITE = const(59)
_S_MOVED = const(60)
_S_CANT_WRITE_LOW = const(61)
_S_WRITE_FAILED = const(62)

# Writer failures (companion.nfc.writer.failure's why) -> the two lines' keys.
_FAILS = const(("gone", "moved", "locked", "check"))
_FAIL_LINES = const(
    (
        (_S_TAP_AGAIN, _S_TO_WRITE),
        (_S_MOVED, _S_TAP_IT_AGAIN),
        (_S_LOCKED, _S_CANT_WRITE_LOW),
        (_S_CHECK_FAILED, _S_TAP_IT_AGAIN),
    )
)

_t = lang.area("cards")


def _s(x):
    """A line kept by a screen: a key (made in the language now), or a text
    as it came (a card's label, a tag's detail)."""
    return _t(x) if type(x) is int else x


def cards_menu():
    return Menu(
        _t(_S_TITLE),
        [
            (_t(_S_READ), lambda d: d.push(ReadScreen())),
            (_t(_S_WRITE), lambda d: d.push(game_menu(_t(_S_WRITE), WriteScreen))),
            (_t(_S_LEARN), lambda d: d.push(game_menu(_t(_S_LEARN), LearnScreen))),
            (_t(_S_FORGET), lambda d: d.push(ForgetScreen())),
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
        items.append(v.text(0, 24, _t(_S_NFC_OFF)))
        items.append(v.text(0, 34, _t(_S_SEE_SETTINGS)))
    else:
        items.append(v.text(0, 24, _t(_S_NO_READER)))
        items.append(v.text(0, 34, _t(_S_WIRING)))
    return items


class ReadScreen(Screen):
    cards = True

    def __init__(self):
        self.lines = (_S_TAP_A_CARD, "")
        self.taps = 0

    def key(self, dev, button, kind):
        if button == "back":
            dev.pop()

    def card(self, dev, tap):
        self.taps += 1
        if tap.outcome == "card":
            self.lines = (cards.label(tap.card), _S_LEARNED_KIND if tap.learned else tap.kind)
        else:
            self.lines = tap.describe()
        self.uid = tap.uid_hex
        dev.changed()

    def view(self, dev):
        items = v.title(_t(_S_READ))
        if dev.nfc_state in ("none", "off"):
            return _no_reader(dev, items) + v.hint(_t(_S_BACK_MENU))
        items.append(v.text(0, 14, _s(self.lines[0])))
        items.append(v.text(0, 24, _s(self.lines[1])))
        if self.taps:
            items.append(v.text(0, 34, getattr(self, "uid", "")[:16]))
        return items + v.hint(_t(_S_TAP_BACK))


class _DeckScreen(Screen):
    """Common part: a cursor over the game's deck, ``^v`` to move."""

    cards = True
    heading = _S_TITLE  # keys (companion.lang): each screen names its own
    prompt = _S_TAP_A_CARD

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
        return cards.label(self.target())

    def status(self):
        return _t(_S_CARD_OF) % (self.i + 1, self.n)

    def hint(self, dev):
        return _t(_S_TAP_PICK)

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
        """Two lines (keys, or texts as they came), a tone, a log line."""
        self.lines = (title, detail)
        if cue is not None:  # None: the key's click
            dev.cue(cue)
        dev.log(log)
        dev.changed()

    def view(self, dev):
        items = v.title(_t(self.heading))
        items.append(v.text(0, 12, self.label()))
        if dev.nfc_state in ("none", "off"):
            return _no_reader(dev, items) + v.hint(_t(_S_BACK_MENU))
        items.append(v.text(0, 24, _s(self.lines[0] or self.prompt)))
        items.append(v.text(0, 34, _s(self.lines[1])))
        items.append(v.text(0, 44, self.status()))
        return items + v.hint(self.hint(dev))


class WriteScreen(_DeckScreen):
    heading = _S_WRITE
    prompt = _S_TAP_BLANK

    def __init__(self, game):
        _DeckScreen.__init__(self, game)
        self.written = [0] * self.n
        self.lock = False
        self.last_uid = None  # the tag written last: a second tap never rewrites it
        self.refused = None  # the Tap of a tag with something on it: ok asks to erase it
        self.torn = None  # the UID of a write cut short: its card on it, unchecked, is finished

    def label(self):
        return "> " + cards.label(self.target())  # what the next blank tag gets

    def status(self):
        if self.refused is not None:  # what the tap did (the count comes back at the next)
            return _t(_S_KEPT_AS_IT_WAS)
        if self.deck_done():
            return _t(_S_DECK_DONE_STATUS)
        count = self.entry()[1]
        if count > 1:  # several cards alike in the box: how many are done
            return _t(_S_COPY_OF) % (min(self.written[self.i] + 1, count), count)
        return _DeckScreen.status(self)

    def deck_moved(self):
        self.last_uid = self.refused = self.torn = None  # a card picked by hand

    def deck_done(self):
        return self.i == self.n - 1 and self.written[-1] >= self.entry()[1]

    def hint(self, dev):
        if self.refused is not None:  # what ok does now comes first
            first = _S_OK_ERASE
            if not self.lock:
                return _t(first)
        elif self.lock:
            return _t(_S_LOCK_ON)
        else:
            first = _S_TAP_PICK
        return _t((first, _S_LOCK_ON if self.lock else _S_HOLD_LOCK)[dev.hint_index % 2])

    def key(self, dev, button, kind):
        if button == "ok" and kind == "long":
            self.lock = not self.lock
            dev.toast(_t(_S_LOCK_FOREVER if self.lock else _S_LOCK_OFF))
            dev.log("nfc write lock=%d" % self.lock)
            return
        if button == "ok" and self.refused is not None:
            # A question whose first answer keeps the tag: a reflex ok never erases.
            keep = (_t(_S_KEEP_IT), self._keep)
            erase = (_t(_S_ERASE_IT), self._erase, _t(_S_LOCKS_IT))
            if not self.lock:
                erase = erase[:2]
            dev.push(Menu(_t(_S_ERASE_Q), [keep, erase]))
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
            return self._say(dev, _S_CANT_WRITE, _S_USE_LEARN, "card_bad", refuse + "no_ndef")
        if tap.uid == self.last_uid:  # tapped twice: the next card never goes onto it
            return self._say(dev, _S_JUST_WRITTEN, _S_TAP_NEXT, "card_bad", refuse + "again")
        if card is not None and card == target:
            if torn:  # our write cut short after its last page: finish it, count it
                return self._write(dev, tap)
            log = "nfc write uid=%s ok=1 why=already" % tap.uid_hex
            return self._say(dev, _S_ALREADY, cards.label(target), "card", log)
        if self.deck_done():
            return self._say(dev, _S_DECK_DONE, _S_PICK, "card_bad", refuse + "done")
        if tap.learned:  # known by its UID: its own content is not ours
            return self._say(dev, _S_LEARNED_CARD, _S_FORGET_FIRST, "card_bad", refuse + "learned")
        from companion.nfc.writer import read_only

        title, detail = self._holds(tap, card)
        if read_only(tap.cc):  # nothing can change it: no question to ask
            if card is None and tap.outcome == "blank":
                detail = _S_USE_LEARN
            return self._say(dev, _S_LOCKED, detail, "card_bad", refuse + "locked")
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
        title = _S_OTHER_CARD
        if card.game != self.game:
            for code, name in decks.games():
                if code == card.game:
                    title = _t(_S_GAME_CARD) % name
        return title, cards.label(card)

    def _keep(self, dev):
        tap = self.refused
        self.refused = None
        if tap is not None:
            self._say(dev, _S_TAG_KEPT, _S_TAP_BLANK_LOW, None, "nfc write kept uid=" + tap.uid_hex)

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
            if why in _FAILS:  # the screen's words for it; "failed" names the error
                title, detail = _FAIL_LINES[_FAILS.index(why)]
            else:
                title = _S_WRITE_FAILED
            if why == "gone" and erase:  # lifted while the question was open: nothing
                self.refused = tap  # written, nothing pending; ok asks again
                title, detail = _S_NOT_THERE, _S_LAY_IT
            elif why != "locked" and why != "gone":  # maybe written: see its next tap
                self.torn = tap.uid
            msg = str(e).split("\n")[-1]
            log = 'nfc write uid=%s ok=0 why=%s msg="%s"' % (uid, why, msg)
            return self._say(dev, title, detail, "error", log)
        if back != target:
            self.torn = tap.uid
            log = "nfc write uid=%s ok=0 why=check" % uid
            return self._say(dev, _S_CHECK_FAILED, _S_TAP_IT_AGAIN, "error", log)
        self.written[self.i] += 1
        self.last_uid = tap.uid
        log = 'nfc written uid=%s card="%s" lock=%d' % (uid, target.text(), self.lock)
        card = tap.card if tap.outcome == "card" and not tap.learned else None
        if card is not None and card != target:
            log += ' erased="%s"' % card.text()
        elif tap.error is not None:
            log += " erased=" + tap.error.code
        self._say(dev, _S_WRITTEN, cards.label(target), "written", log)
        if self.written[self.i] >= self.entry()[1] and self.i + 1 < self.n:
            self.i += 1  # the next card of the deck comes up


class LearnScreen(_DeckScreen):
    heading = _S_LEARN
    prompt = _S_TAP_THE_CARD

    def __init__(self, game):
        _DeckScreen.__init__(self, game)
        self.learned = [0] * self.n

    def status(self):
        count = self.entry()[1]
        if count > 1:  # several cards alike in the box: how many are learned
            return _t(_S_COPY_OF) % (min(self.learned[self.i] + 1, count), count)
        return _DeckScreen.status(self)

    def card(self, dev, tap):
        target = self.target()
        where = "nfc learn %s ok=0" % tap.log_fields()
        if tap.outcome == "card" and not tap.learned:
            return self._say(dev, _S_HAS_CARD, cards.label(tap.card), "card_bad", where)
        if tap.outcome == "blank" and tap.writable():
            from companion.nfc.writer import read_only

            if not read_only(tap.cc):  # it can carry the card itself (a locked one cannot)
                return self._say(dev, _S_BLANK_TAG_COLON, _S_USE_WRITE, "card_bad", where)
        try:
            dev.learned().learn(tap.uid, target)
        except OSError as e:
            return self._say(dev, _S_NOT_SAVED, _S_FLASH_FULL, "error", "nfc learn error=%r" % (e,))
        log = 'nfc learned uid=%s card="%s"' % (tap.uid_hex, target.text())
        self._say(dev, _S_LEARNED, cards.label(target), "written", log)
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
                dev.error("Not saved", _t(_S_NOT_SAVED))
                dev.log("nfc forget error=%r" % (e,))
                return
            dev.pop()
            dev.toast(lang.count(_t(_S_FORGOT), n))
            dev.log("nfc forgot n=%d" % n)
        elif button == "back":
            dev.pop()

    def view(self, dev):
        n = len(dev.learned().map)
        items = v.title(_t(_S_FORGET))
        items.append(v.text(0, 14, lang.count(_t(_S_N_LEARNED), n)))
        items.append(v.text(0, 26, _t(_S_FORGET_ALL)))
        return items + v.hint(_t(_S_OK_YES))
