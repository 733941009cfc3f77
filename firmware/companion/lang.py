"""The language of the screens: English, Español or Deutsch (docs/languages.md).

A player reads every text of the glass in the language of the settings
(``settings["lang"]``); the serial log stays English (a format scripts and
tests read). The texts are in tables, one module per language and area,
``companion/texts/<code>_<area>.py``: an area is what comes and goes
together (``ui``: what every screen uses; a game's kind ``hd``, ``som``,
...: its screens, dropped with it; ``cards``, ``set``, ``save``,
``score``), so a session holds only its own texts, in one language.

A table is one string ``S``, an entry a line (``\n`` ends it; the source
writes one a line with its key's name after it); a list's items are split
by ``\t``, a pair's English and translation by ``|``. Loaded, it is kept
as bytes with the entries' offsets, and an entry is made a str (or a
tuple) when read: on the Pico a str object per entry would cost about 20
bytes more each, and the short ones would be qstrs, never freed.

A screen module names its keys ``_S_NAME = const(i)`` (``i`` the entry's
index; MicroPython keeps no name for them) and reads them through its area::

    _t = lang.area("hd")
    v.title(_t(_S_FLOOD_PILE))
    lang.count(_t(_S_CARDS), 2)    # "2 cards", "2 cartas", "2 Karten"

An entry past a table's end reads as English. ``host_tests/test_host_lang.py``
checks that every table lines up with the English one, entry by entry.
"""

from companion import const

CODES = ("en", "es", "de")  # the settings' values, in the menu's order
NAMES = ("English", "Espa\u00f1ol", "Deutsch")  # each named in itself

code = "en"  # the active language
_T = {}  # area -> [its table's bytes, entry offsets, cache], the active language's
_EN = {}  # area -> the same of English, where the active one lacks an entry
_CACHE = const(12)  # texts kept made per area, about a frame's (then it starts again)


def use(c):
    """Make ``c`` (one of ``CODES``; anything else: English) the language
    of every text read from now on; the tables of the one before leave the
    heap. True when it changed."""
    global code
    if c not in CODES:
        c = "en"
    from companion.ui import render

    render.latin = c != "en"  # English draws no letter beyond ASCII: not looked for
    if c == code:
        return False
    forget()
    code = c
    return True


def forget(keep=None):
    """Drop the loaded tables (all, or all but area ``keep``): the next
    read loads them again. The device calls it as a game's modules leave."""
    for store in (_T, _EN):
        for a in list(store):
            if a != keep:
                del store[a]


# The shared texts (area "ui": the game menu, the menus' hints, refusals,
# the seats), one string a language in CODES' order, in the tables' form.
# Here, not in table modules: the boot's first frame needs them, and an
# import costs the Pico's boot about 15 ms.
# fmt: off
UI = (
    # English (en)
    (
        "P1\tP2\tP3\tP4\tP5\tP6\n"  # SEATS
        "\n"  # WHY
        "Language\n"  # LANGUAGE
        "Game\n"  # GAME
        "Settings\n"  # SETTINGS
        "Cards\n"  # CARDS
        "Resume saved\n"  # RESUME_SAVED
        "Only one key\n"  # ONE_KEY
        "Press it again\n"  # AGAIN
        "Nothing to undo\n"  # NOTHING
        "Undo limit: 112\n"  # UNDO_LIMIT
        "ok pick  ^v move\n"  # MENU_HINT
        "Choose with ^ v\n"  # CHOOSE
        "^v choose\n"  # CHOOSE_HINT
        "ok set ^v change\n"  # SET_HINT
        "Leave scoring?\n"  # LEAVE
        "No, stay\n"  # STAY
        "Yes, discard\n"  # DISCARD
        "Replace saved?\n"  # REPLACE
        "No, keep it\n"  # KEEP
        "Yes, replace\n"  # REPLACE_YES
        "Error\n"  # ERROR
        "restarting...\n"  # RESTARTING
        "dev: see REPL\n"  # DEV_REPL
        "I2C bus %dkHz\n"  # I2C
        "Battery low\n"  # BATTERY_LOW
        "History\n"  # HISTORY
    ),
    # Español (es)
    (
        "J1\tJ2\tJ3\tJ4\tJ5\tJ6\n"  # SEATS
        "\n"  # WHY
        "Idioma\n"  # LANGUAGE
        "Juego\n"  # GAME
        "Ajustes\n"  # SETTINGS
        "Cartas\n"  # CARDS
        "Seguir partida\n"  # RESUME_SAVED
        "Solo una tecla\n"  # ONE_KEY
        "Pulsa otra vez\n"  # AGAIN
        "Nada que anular\n"  # NOTHING
        "Máx. 112 atrás\n"  # UNDO_LIMIT
        "ok elige ^v otro\n"  # MENU_HINT
        "Elige con ^ v\n"  # CHOOSE
        "^v elige\n"  # CHOOSE_HINT
        "ok fija ^v valor\n"  # SET_HINT
        "¿Dejar recuento?\n"  # LEAVE
        "No, seguir\n"  # STAY
        "Sí, descartar\n"  # DISCARD
        "¿Reemplazar?\n"  # REPLACE
        "No, mantenerla\n"  # KEEP
        "Sí, reemplazar\n"  # REPLACE_YES
        "Error\n"  # ERROR (as English)
        "reiniciando...\n"  # RESTARTING
        "dev: ver REPL\n"  # DEV_REPL
        "Bus I2C %dkHz\n"  # I2C
        "Batería baja\n"  # BATTERY_LOW
        "Historial\n"  # HISTORY
    ),
    # Deutsch (de)
    (
        "S1\tS2\tS3\tS4\tS5\tS6\n"  # SEATS
        "\n"  # WHY
        "Sprache\n"  # LANGUAGE
        "Spiel\n"  # GAME
        "Einstellungen\n"  # SETTINGS
        "Karten\n"  # CARDS
        "Fortsetzen\n"  # RESUME_SAVED
        "Nur eine Taste\n"  # ONE_KEY
        "Nochmal drücken\n"  # AGAIN
        "Nichts zurück\n"  # NOTHING
        "Max. 112 zurück\n"  # UNDO_LIMIT
        "ok los ^v andere\n"  # MENU_HINT
        "Wähle mit ^ v\n"  # CHOOSE
        "^v wählen\n"  # CHOOSE_HINT
        "ok ja ^v ändern\n"  # SET_HINT
        "Wertung beenden?\n"  # LEAVE
        "Nein, bleiben\n"  # STAY
        "Ja, verwerfen\n"  # DISCARD
        "Altes ersetzen?\n"  # REPLACE
        "Nein, behalten\n"  # KEEP
        "Ja, ersetzen\n"  # REPLACE_YES
        "Fehler\n"  # ERROR
        "Neustart...\n"  # RESTARTING
        "dev: siehe REPL\n"  # DEV_REPL
        "I2C-Bus %dkHz\n"  # I2C
        "Batterie schwach\n"  # BATTERY_LOW
        "Verlauf\n"  # HISTORY
    ),
)
# fmt: on


def _load(area, c):
    # The table as bytes and the offset of each entry (two bytes each, the
    # end's last): its module leaves at once, so no string object per entry
    # stays in the heap (about 20 bytes each on the Pico), only the bytes.
    from companion.games import unload

    if area == "ui":
        s = UI[CODES.index(c)]
    else:
        name = "companion.texts.%s_%s" % (c, area)
        s = __import__(name, None, None, ("S",)).S
        unload((name,), False)
    blob = s.encode()
    offs = bytearray()
    p = 0
    n = len(blob)
    while True:
        offs.append(p & 255)
        offs.append(p >> 8)
        if p >= n:
            return [blob, offs, {}]
        q = blob.find(b"\n", p)
        p = (n if q < 0 else q) + 1


def _entry(t, k):
    # entry k of a loaded table: a str, a tuple of its items (\t between
    # them), each a pair where it holds a | (English | translated)
    o = t[1]
    i = 2 * k
    s = str(t[0][o[i] | o[i + 1] << 8 : (o[i + 2] | o[i + 3] << 8) - 1], "utf-8")
    if "\t" in s or "|" in s:
        s = tuple([tuple(x.split("|")) if "|" in x else x for x in s.split("\t")])
    return s


def table(area, c):
    """Every entry of ``area`` in language ``c``, as a tuple (the tests and
    the simulator's tools; ImportError for an area or language with none)."""
    t = _load(area, c)
    return tuple([_entry(t, k) for k in range(len(t[1]) // 2 - 1)])


def text(area, k):
    """Entry ``k`` of ``area`` in the active language (English where its
    table has none): a str, or a tuple (a list; a pair list's items are
    pairs). IndexError for a key English has not either. The last few
    read are kept made (``_CACHE``): a frame's texts cost no new string."""
    t = _T.get(area)
    if t is None:
        t = _T[area] = _load(area, code)
    c = t[2]
    v = c.get(k)
    if v is None:
        if 2 * k + 3 < len(t[1]):
            v = _entry(t, k)
        else:
            e = _EN.get(area)
            if e is None:
                e = _EN[area] = _load(area, "en")
            if 2 * k + 3 >= len(e[1]):
                raise IndexError(k)
            v = _entry(e, k)
        if len(c) >= _CACHE:
            c.clear()
        c[k] = v
    return c[k]  # (as kept: a str or a tuple, as the entry is)


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
    seat's "P1" comes back as ``seat``). ``msg`` itself when none matches
    (English's ``WHY`` is empty)."""
    for en, tr in pairs:
        i = en.find("%s")
        if i < 0:
            if en == msg:
                return tr
            continue
        post = en[i + 2 :]
        if len(msg) > len(en) - 2 and msg.startswith(en[:i]) and msg.endswith(post):
            mid = msg[i : len(msg) - len(post)]
            if len(mid) == 2 and mid[0] == "P" and "1" <= mid[1] <= "6":
                mid = seat(ord(mid[1]) - 49)
            return tr.replace("%s", mid)
    return msg
