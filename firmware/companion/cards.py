"""What a tap means: the card a tag carries, or the card a user taught the
device for a tag that cannot carry our payload (MIFARE Classic, a locked or
foreign tag), and the outcome classes the screens, tones and log use.

Outcomes of ``identify`` (a :class:`Tap`'s ``outcome``):
  "card"     ``tap.card`` is a ``payload.Card`` (``tap.learned``: from the map)
  "blank"    an empty NTAG: nothing on it yet
  "bad"      ``tap.error`` is a ``payload.PayloadError`` (foreign, another
             version, malformed, unreadable): title and detail for the screen
  "unknown"  a card that carries no NDEF data and was never learned

Usage::

    learned = Learned(board.data_dir, log)
    tap = Tap(ev, reader, learned)          # ev = ("card", uid, kind, data)
    if tap.outcome == "card": ...
"""

from companion import const, lang, store
from companion.nfc import payload

CUE = {"card": "card", "blank": "blank", "bad": "card_bad", "unknown": "card_bad"}

# What a tap shows, in the screens' language (companion/texts/<code>_cards.py);
# the log keeps English. The titles of a PayloadError follow its ``code``,
# in the order of _CODES.
_S_HOLD_STILL = const(63)
_S_READ_FAILED = const(64)
_S_BLANK = const(65)
_S_NO_DATA = const(66)
_S_UNKNOWN = const(67)
_S_LEARN_FIRST = const(68)
_S_NOT_A_CARD = const(69)
_S_FOREIGN = const(70)
_S_OTHER_VERSION = const(71)
_S_MALFORMED = const(72)
_S_UNREADABLE = const(73)
_S_LABEL_WORDS = const(74)

_CODES = const(("payload", "foreign", "other_version", "malformed", "unreadable"))

_t = lang.area("cards")


def warm_reader(dev):
    """Build ``dev``'s card reader now (``dev.make_reader``, given by the
    runner) and set its chip up (``Reader.warm``), behind a card game's
    title: the first card screen then polls at once (built at the first
    poll, a card laid 0.2 s after ``Score the end`` waited for the build
    and the chip's set-up, about 30 ms on the Pico). Nothing without a runner,
    with a reader already built or the NFC reader set off."""
    if dev.make_reader is None or dev.reader is not None or dev.nfc_state is not None:
        return
    reader = dev.make_reader()
    if reader is not None:  # None: no SPI wiring; the card screens say so
        reader.warm(dev.now)
        dev.reader = reader


def event(dev, ev, reader):
    """A reader event (``companion.nfc.reader``) on device ``dev``: log it,
    tell the user, and hand an arrival to the screen on top (``card(dev,
    tap)``). A tap's log line is made after its frame (``Device.log``
    takes the function): about 1.6 ms of text that the pixels need not
    wait for on the Pico."""
    what = ev[0]
    dev.toast_text = None
    dev.nfc_state = "none" if what == "no_reader" else "ok"
    if what == "card":
        dev.tapped = True
        tap = Tap(ev, reader, dev.learned())
        dev.log(tap.log_line)
        queued = len(dev.cues)
        dev.stack[-1].card(dev, tap)
        if len(dev.cues) == queued:
            dev.cue(CUE[tap.outcome])
        dev._save = True
    elif what == "removed":
        dev.log("nfc removed uid=%s" % uid_hex(ev[1]))
    elif what == "incomplete":
        dev.error("Hold card still", _t(_S_HOLD_STILL))
        dev.log("nfc incomplete")
    elif what == "error":
        dev.error("Read failed", _t(_S_READ_FAILED))
        dev.log('nfc error msg="%s"' % ev[1])
    elif what == "no_reader":  # the card screens say it; a low tone
        dev.cue("error")
        dev.log("nfc no_reader")
    dev.dirty = True


def label(card):
    """``card``'s name on the glass (``Card.label``, "Hat 3/5", "Floor 2
    cat") in the screens' language, word by word: "Sombrero 3/5", "Etage 2
    Katze" (the log keeps the card's text)."""
    s = card.label()
    pairs = _t(_S_LABEL_WORDS)
    if not pairs:
        return s
    out = []
    for w in s.split(" "):
        for en, tr in pairs:
            if en == w:
                w = tr
                break
        out.append(w)
    return " ".join(out)


def uid_hex(uid):
    """``uid`` (bytes) in capital hex digits: one string built in C (a
    string per byte costs 0.8 ms on the Pico for a 7-byte UID)."""
    return bytes(uid).hex().upper()


# Decision (bounds): every card of the decks learned (270) is a 10.1 KB file
# with 7-byte UIDs, 11.7 KB with 10-byte ones: 16 KB. A UID is 20 hex digits
# at most, a card text 21 characters: 32 for each.
_FILE = const(16384)
_TEXT = const(32)


class Learned:
    """UID -> card text (both str), kept in ``DIR/learned.json`` (``dir_``
    None: in memory only). A file that ``store.load`` refuses (corrupt, over
    16 KB, too big to parse) or that is not a JSON object starts an empty
    map; an entry that is not text to text of 32 characters at most is
    dropped. Either is one log line: ``nfc learned file REASON``."""

    def __init__(self, dir_, log):
        self.path = None if dir_ is None else dir_ + "/learned.json"
        self.dir = dir_
        self.log = log
        self.map = {}
        if self.path is not None:
            data, why = store.load(self.path, {}, _FILE)
            if type(data) is dict:
                bad = 0
                for k in data:  # JSON keys are str
                    text = data[k]
                    if type(text) is str and len(k) <= _TEXT and len(text) <= _TEXT:
                        self.map[k] = text
                    else:
                        bad += 1
                if bad:
                    why = "bad entries=%d" % bad
            else:
                why = "corrupt: wrong shape"
            if why is not None and why != "missing":
                log("nfc learned file %s" % why)

    def card(self, uid):
        text = self.map.get(uid_hex(uid))
        if text is None:
            return None
        try:
            return payload.parse(text)
        except payload.PayloadError:
            return None  # written by another firmware version: ignore it

    def learn(self, uid, card):
        """Map ``uid`` to ``card`` and save; OSError when the flash is full."""
        self.map[uid_hex(uid)] = card.text()
        self._save()

    def forget_all(self):
        n = len(self.map)
        self.map = {}
        self._save()
        return n

    def _save(self):
        if self.path is not None:
            store.ensure_dir(self.dir)
            store.save(self.path, self.map)


class Tap:
    """One arrival: ``uid`` (bytes) and ``uid_hex`` (it in capital hex
    digits, as screens and log lines name a card), ``kind`` (tag type),
    ``outcome`` (see the module docstring), ``card``, ``error``,
    ``learned``; ``reader`` and ``cc`` (page 3) for the tag writer
    (``nfc.writer.write_card``)."""

    def __init__(self, ev, reader, learned):
        _, self.uid, self.kind, self.data = ev
        self.uid_hex = uid_hex(self.uid)  # made once: the log line and the screen use it
        self.reader = reader
        self.cc = None if reader is None else bytes(reader.cc)
        self.card = None
        self.error = None
        self.learned = False
        self.outcome = self._identify(learned)

    def _identify(self, learned):
        data = self.data
        if data:
            try:
                card = payload.card_from_tag(data, self.cc)
            except payload.PayloadError as e:
                card = e
            if isinstance(card, payload.Card):
                self.card = card
                return "card"
            taught = learned.card(self.uid)
            if taught is not None:
                return self._taught(taught)
            if card is None:
                return "blank"
            self.error = card
            return "bad"
        taught = learned.card(self.uid)
        if taught is not None:
            return self._taught(taught)
        return "unknown"

    def _taught(self, card):
        self.card = card
        self.learned = True
        return "card"

    def describe(self):
        """Two screen lines for a tap that is not a usable card, in the
        screens' language (a PayloadError's detail stays as it was made:
        it names what the tag holds)."""
        if self.outcome == "blank":
            return _t(_S_BLANK), _t(_S_NO_DATA)
        err = self.error
        if err is not None:
            code = err.code
            title = _t(_S_NOT_A_CARD + _CODES.index(code)) if code in _CODES else err.title
            return title, err.detail
        return _t(_S_UNKNOWN), _t(_S_LEARN_FIRST)

    def writable(self):
        """True for an NTAG/Ultralight with an NDEF data area."""
        return self.data is not None and len(self.data) > 0

    def log_line(self):
        """The tap's serial-log line: ``nfc tap`` and ``log_fields``."""
        return "nfc tap " + self.log_fields()

    def log_fields(self):
        s = "uid=%s tag=%s" % (self.uid_hex, self.kind)
        card, err = self.card, self.error
        if card is not None:
            s += ' card="%s"' % card.text()
            if self.learned:
                s += " learned=1"
        elif err is not None:
            s += ' error=%s detail="%s"' % (err.code, err.detail)
        else:
            s += " outcome=" + self.outcome
        return s
