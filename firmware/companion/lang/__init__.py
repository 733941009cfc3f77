"""The language of the screens: English, Español or Deutsch (docs/languages.md).

A player reads every text of the glass in the language of the settings
(``settings["lang"]``); the serial log stays English (a format scripts and
tests read). The texts are in tables, one module per language and area,
``companion/lang/<code>_<area>.py``, each a tuple ``S``: an area is what
comes and goes together (``ui``: what every screen uses; a game's kind
``hd``, ``som``, ...: its screens, unloaded with it; ``cards``, ``set``),
so a session holds only its own texts, in one language.

A screen module names its keys ``_S_NAME = const(i)`` (``i`` the entry's
index; MicroPython keeps no name for them) and reads them through its area::

    _t = lang.area("hd")
    v.title(_t(_S_FLOOD_PILE))
    lang.count(_t(_S_CARDS), 2)    # "2 cards", "2 cartas", "2 Karten"

An entry is a string, or a pair ``(one, other)`` (``count``: both have
``%d``). An entry ``None`` (or one past a table's end) reads as English.
``host_tests/test_lang.py`` checks that every table lines up with the
English one, entry by entry, and that every key has its text everywhere.
"""

CODES = ("en", "es", "de")  # the settings' values, in the menu's order
NAMES = ("English", "Espa\u00f1ol", "Deutsch")  # each named in itself

code = "en"  # the active language
_T = {}  # area -> its table in the active language (loaded on first use)
_EN = {}  # area -> its English table, where the active one lacks an entry
epoch = 0  # counts changes of language: a screen that keeps texts compares


def use(c):
    """Make ``c`` (one of ``CODES``; anything else: English) the language
    of every text read from now on; the tables of the one before leave the
    heap. True when it changed."""
    global code, epoch
    if c not in CODES:
        c = "en"
    if c == code:
        return False
    forget()
    code = c
    epoch += 1
    return True


def forget(keep=None):
    """Drop the loaded tables (all, or all but area ``keep``): the next
    read loads them again. The device calls it as a game's modules leave."""
    from companion.games import unload

    names = []
    for store in (_T, _EN):
        for a in list(store):
            if a != keep:
                del store[a]
                names.append("companion.lang.%s_%s" % (code if store is _T else "en", a))
    unload(names, False)


def table(area, c):
    """The table ``S`` of ``area`` in language ``c`` (imported: ImportError
    for an area or language with none)."""
    m = __import__("companion.lang.%s_%s" % (c, area), None, None, ("S",))
    return m.S


def text(area, k):
    """Entry ``k`` of ``area`` in the active language (English where it
    has none). IndexError for a key English has not either."""
    t = _T.get(area)
    if t is None:
        t = _T[area] = table(area, code)
    s = t[k] if k < len(t) else None
    if s is None:
        e = _EN.get(area)
        if e is None:
            e = _EN[area] = table(area, "en")
        s = e[k]
    return s


def area(name):
    """A reader of ``name``'s entries: ``t(k)`` is ``text(name, k)``."""

    def t(k):
        return text(name, k)

    return t


def count(entry, n):
    """A pair ``(one, other)`` filled with ``n``: "1 card", "2 cards"."""
    return (entry[0] if n == 1 else entry[1]) % n


def seat(i):
    """Seat ``i``'s name (0-based) on the glass: "P1", "J1", "S1"."""
    return text("ui", 0)[i]


def why(pairs, msg):
    """A rules refusal ``msg`` (``RuleError``, English: the log keeps it)
    in the active language: ``pairs`` is an area's ``WHY`` entry, (English,
    translated) pairs, each with at most one ``%s`` matching any text (a
    seat's "P1" comes back as ``seat``). ``msg`` itself when none matches."""
    for en, tr in pairs:
        i = en.find("%s")
        if i < 0:
            if en == msg:
                return tr
            continue
        post = en[i + 2 :]
        if len(msg) > len(en) - 2 and msg.startswith(en[:i]) and msg.endswith(post):
            mid = msg[i : len(msg) - len(post)]
            if len(mid) == 2 and mid[0] == "P" and "1" <= mid[1] <= "4":
                mid = seat(ord(mid[1]) - 49)
            return tr.replace("%s", mid)
    return msg
