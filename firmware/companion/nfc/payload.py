"""Our card payload: what a card's NFC sticker says, and the grammar that
reads it. The decks (how many of each card, long names) are ``decks.py``,
which only the card screens and tools/cards import.

**Decision** (the format; the rules texts say nothing about tags): one NDEF
Text record, UTF-8, language "en", that anyone can write with a phone app
(NXP TagWriter, NFC Tools: Write -> Add a record -> Text)::

    bg1 <game> <kind> <attr> ...

lower-case ASCII words separated by single spaces; ``bg1`` is the format
version. Reading is tolerant of case and of repeated, leading or trailing
spaces (tabs, line ends, NULs and no-break spaces count as spaces: a phone
app's Enter key must not spoil a card), and strict about everything else (no
other separators, no extra or missing words, numbers written exactly as
below). The language code is not
checked. Games, kinds and their words are data (:data:`GRAMMAR`):

    bg1 som hat <type 1..7> <value 1..6>        Sombreros: 42 cards
    bg1 clk floor <storeys 1|2> <cat|mouse|none> Clocktowers: 28 floors,
    bg1 clk clock <mouse|none>                     18 clocks,
    bg1 clk roof <red|blue|green|yellow|purple>    20 roofs (66 cards)

Number words become ints in ``Card.attrs`` (hat type and value, storeys).

Outcomes of a tap (each gets its own screen and tone): a :class:`Card`;
None = blank tag (:data:`BLANK` gives its two screen lines); or a
:class:`PayloadError` whose ``title`` and ``detail`` (16 characters at most
each) are the two screen lines and ``code`` the kind: ``foreign`` (not ours,
says what it is), ``other_version`` (bg2...), ``malformed`` (ours but bad:
says which word), ``unreadable`` (broken NDEF data).

Usage::

    card = card_from_tag(mem, cc)           # or card_from_ndef(message)
    card.label()   # "Hat 3/5"   card.text()  # "bg1 som hat 3 5"
"""

from companion import const
from companion.nfc import ndef

VERSION = "bg1"

# Decision: the rules name only green; the other four roof colours are ours.
ROOF_COLOURS = ("red", "blue", "green", "yellow", "purple")

# Stramash: the ranks that move a laddie (docs/rules.md, Stramash, Card moves);
# suits never do.
STRAMASH_RANKS = ("a", "2", "3", "4", "5", "6", "7", "8", "9", "10", "j", "q", "k", "joker")

_N7 = const(("1", "2", "3", "4", "5", "6", "7"))

# ``(code, kinds)`` per game, in menu order (the code: the game's kind in
# companion.games.GAMES). A kind: ``(word, label format
# (16 characters at most, for the screen), attributes)``; an attribute:
# ``(name, allowed words)`` in payload order. Number words become ints in
# ``Card.attrs``. Edit here (and in decks.py) to add a game or a kind.
# Decision (ours, not the rules'): hat types numbered 1..7 (the box tells
# them apart by colour only).
GRAMMAR = (
    ("som", (("hat", "Hat %s/%s", (("type", _N7), ("value", _N7[:6]))),)),
    (
        "clk",
        (
            (
                "floor",
                "Floor %s %s",
                (("storeys", ("1", "2")), ("animal", ("cat", "mouse", "none"))),
            ),
            ("clock", "Clock %s", (("animal", ("mouse", "none")),)),
            ("roof", "Roof %s", (("colour", ROOF_COLOURS),)),
        ),
    ),
    ("st", (("card", "Card %s", (("rank", STRAMASH_RANKS),)),)),
    ("hd", ()),  # no cards to tag yet
)

BLANK = ("Blank tag", "no card data")


# A PayloadError's ``code`` -> its title, the screen's first line (English:
# companion.cards shows it in the screens' language)
_TITLES = {
    "foreign": "Not a game card",  # not ours: a URL, a contact, a text without a version word
    "other_version": "Other version",  # ours, in a version this firmware does not read (bg2...)
    "malformed": "Bad card text",  # starts with bg1 but breaks the grammar: the detail says where
    "unreadable": "Unreadable tag",  # NDEF data that does not parse (companion.nfc.ndef)
}


class PayloadError(ValueError):
    """A tag that holds no card we can use: ``code`` names the outcome (a
    key of ``_TITLES``), ``title`` and ``detail`` are the two screen lines
    (16 characters at most); ``str(e)`` is both, joined by a newline. (One
    class, the outcome a field: a class an outcome cost the card reader's
    stack 496 B of heap on the Pico.)"""

    def __init__(self, code, detail):
        detail = _fit(detail)
        self.code = code
        self.title = _TITLES[code]
        super().__init__(self.title + "\n" + detail)
        self.detail = detail


def _fit(s):
    # Printable ASCII only (the screen font), at most 16 characters. Looked
    # at as bytes: a string per character costs about 60 us on the Pico.
    for b in s.encode():
        if not 32 <= b <= 126:
            s = "".join(c if " " <= c <= "~" else "?" for c in s)
            break
    return s if len(s) <= 16 else s[:13] + "..."


def _game(code):
    for g in GRAMMAR:
        if g[0] == code:
            return g
    return None


def spec(game, kind):
    """``(word, label format, attributes)`` of ``kind`` in ``game`` (words),
    or None when the grammar has no such kind."""
    g = _game(game)
    for k in g[1] if g else ():
        if k[0] == kind:
            return k
    return None


class Card:
    """One physical card: ``game`` and ``kind`` words, ``attrs`` a tuple of
    ints (number words) and words, in the grammar's order."""

    def __init__(self, game, kind, attrs):
        self.game = game
        self.kind = kind
        self.attrs = tuple(attrs)

    def text(self):
        """The canonical payload text, e.g. ``bg1 clk floor 2 cat`` (made
        once: the log and the screens ask for it several times a tap)."""
        t = self.__dict__.get("_name")
        if t is None:
            t = " ".join([VERSION, self.game, self.kind] + [str(a) for a in self.attrs])
            self._name = t
        return t

    def label(self):
        """Screen label, 16 characters at most: "Hat 3/5", "Floor 2 cat"."""
        k = spec(self.game, self.kind)
        if k is None:
            raise ValueError("no such card kind")
        return _fit(k[1] % self.attrs)

    def __eq__(self, other):
        return isinstance(other, Card) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    def _key(self):
        return (self.game, self.kind, self.attrs)

    def __repr__(self):
        return "Card(%r)" % self.text()


def _version_word(word):
    # "bg" and a number: one of our format versions.
    return len(word) > 2 and word[:2] == "bg" and word[2:].isdigit()


# Whitespace a phone app may add (its Enter key, a pasted tab, a trailing
# NUL from a fixed-size field): a separator like a space, never an error.
_SPACES = const(("\t", "\r", "\n", "\x00", "\u00a0"))


def _words(text):
    for ch in _SPACES:
        if ch in text:
            text = text.replace(ch, " ")
    return [w for w in text.lower().split(" ") if w]


def parse(text):
    """The :class:`Card` a payload text names; otherwise a
    :class:`PayloadError`: foreign, other_version or malformed."""
    return _parse(_words(text), text)


def _parse(words, text):
    if not words or not _version_word(words[0]):
        raise PayloadError("foreign", "text: " + text.strip(" "))
    if words[0] != VERSION:
        raise PayloadError("other_version", "%s; we read %s" % (words[0], VERSION))
    if len(words) < 2:
        raise PayloadError("malformed", "missing game")
    if words[1] == "str":  # Stramash's word on the tags written before "st"
        words[1] = "st"
    game = _game(words[1])
    if game is None:
        raise PayloadError("malformed", "no game " + words[1])
    if len(words) < 3:
        raise PayloadError("malformed", "missing kind")
    kind = spec(words[1], words[2])
    if kind is None:
        raise PayloadError("malformed", "%s has no %s" % (game[0], words[2]))
    attrs = []
    for i, (name, allowed) in enumerate(kind[2]):
        if 3 + i >= len(words):
            raise PayloadError("malformed", "missing " + name)
        word = words[3 + i]
        if word not in allowed:
            raise PayloadError("malformed", "bad %s %s" % (name, word))
        attrs.append(int(word) if word.isdigit() else word)
    if len(words) > 3 + len(kind[2]):
        raise PayloadError("malformed", "extra word " + words[3 + len(kind[2])])
    return Card(game[0], kind[0], attrs)


def _describe(tnf, rtype, payload):
    # The detail line of a foreign tag's error: what the first record of a foreign tag
    # is (companion.nfc.foreign: imported for the first foreign tag only,
    # unloaded with the card reader's stack).
    from companion.nfc.foreign import what

    try:
        return what(tnf, rtype, payload)
    except ndef.NDEFError as e:
        return _why(e)


def card_from_ndef(msg):
    """The card in an NDEF message (bytes-like, as :func:`ndef.find_message`
    gives it), None for a blank tag, or a :class:`PayloadError`.

    Blank: ``msg`` None or empty, or only Empty records (what phone apps write
    to "erase" a tag). Ours: the first Text record whose first word is
    ``bg1``; other records are skipped. Otherwise other_version if a Text
    record starts with another ``bgN``, else foreign naming the first
    non-empty record. Broken NDEF data: unreadable.
    """
    if msg is None or not len(msg):
        return None
    try:
        recs = ndef.records(msg)
        other = first = None
        for tnf, rtype, _rid, payload in recs:
            if tnf == ndef.TNF_EMPTY:
                continue
            if first is None:
                first = (tnf, rtype, payload)
            if tnf != ndef.TNF_WELL_KNOWN or rtype != b"T":
                continue
            try:
                text = ndef.text_record(payload)[1]
            except ndef.NDEFError:
                continue  # UTF-16 or broken text: never ours
            words = _words(text)
            if words and words[0] == VERSION:
                return _parse(words, text)
            if other is None and words and _version_word(words[0]):
                other = words[0]
        if other is not None:
            raise PayloadError("other_version", "%s; we read %s" % (other, VERSION))
        if first is None:
            return None
        raise PayloadError("foreign", _describe(first[0], first[1], first[2]))
    except ndef.NDEFError as e:
        raise PayloadError("unreadable", _why(e)) from None


# NDEFError messages -> the detail line of an unreadable tag's error (first match).
_WHY = const(
    (
        ("chunked", "chunked record"),
        ("UTF-16", "UTF-16 text"),
        ("not NDEF", "not NDEF format"),
        ("tag read cut short", "read cut short"),
    )
)


def _why(e):
    msg = str(e)
    for part, detail in _WHY:
        if part in msg:
            return detail
    return "bad NDEF data"


def card_from_tag(mem, cc=None):
    """:func:`card_from_ndef` of :func:`ndef.find_message` (``mem`` from page
    4 on, ``cc`` page 3): a Card, None for blank, or a PayloadError."""
    try:
        msg = ndef.find_message(mem, cc)
    except ndef.NDEFError as e:
        raise PayloadError("unreadable", _why(e)) from None
    return card_from_ndef(msg)
