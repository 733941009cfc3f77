"""The games the device offers, one row each, and the modules each brings.

The game menu, the resume of a saved game, the module unloader, the
tests, the simulator, the calibration and the benchmarks read this table;
adding a game is one rules module, one screen module and one row here, and
the rest docs/DEVELOPING.md lists ("Add a game").

A row: ``(label, kind, screen module, other modules, reads cards)``:

- ``label``: the game menu's entry (16 characters at most);
- ``kind``: the ``"game"`` of its snapshots (``companion.persist``); a
  snapshot whose kind starts with it and a "-" is the same game's (the
  Sombreros cookie tracker: ``som-track``);
- the screen module, under ``companion.ui``: it provides ``setup_menu()``
  (the first screen, pushed from the game menu) and ``restore(snap)`` (the
  running game back from its ``snapshot()``; any exception: a saved game
  this firmware cannot read). Its screens follow ``companion.ui.widgets``'
  ``Screen`` and ``Game`` contracts;
- the other modules it imports (its rules, shared screens), unloaded with
  it when the players leave the game;
- whether it reads cards (0: no; 1: on a card screen; 2: a scoring
  session, whose first screens read cards: its reader is made ready with
  its modules, ``companion.device._opener``): the NFC stack (``NFC``) comes
  and goes with it.
"""

from companion import const

GAMES = const(
    (
        (
            "Hamsterdam",
            "hd",
            "hamsterdam_ui",
            ("companion.rules.dice", "companion.rules.hamsterdam", "companion.ui.acts"),
            0,
        ),
        (
            "Sombreros",
            "som",
            "sombreros_ui",
            (
                "companion.rules.sombreros",
                "companion.rules.ranking",
                "companion.ui.scoring",
                "companion.ui.cookie",
                "companion.ui.sombreros_results",
                "companion.ui.results",
            ),
            2,
        ),
        (
            "Clocktowers",
            "clk",
            "clocktowers_ui",
            (
                "companion.rules.towers",
                "companion.rules.clocktowers",
                "companion.rules.ranking",
                "companion.ui.scoring",
                "companion.ui.clocktowers_results",
                "companion.ui.results",
            ),
            2,
        ),
        (
            "Hamsterrolle",
            "hr",
            "hamsterrolle_ui",
            ("companion.rules.hamsterrolle", "companion.ui.acts"),
            0,
        ),
        (
            "Stramash",
            "st",
            "stramash_ui",
            ("companion.rules.stramash", "companion.ui.acts"),
            1,
        ),
    )
)
# A row's fields: label 0, kind 1, screen module 2, others 3, reads cards 4
# (indexes, not names: every global name costs the Pico a qstr)

# Shared by the games that keep acts (companion.rules itself stays: its
# RuleError is the one class every rules module raises)
_SHARED = const(("companion.rules.actlog",))
# The card reader's stack (each card-reading game, and the card screens)
NFC = const(
    (
        "companion.cards",
        "companion.nfc.reader",
        "companion.nfc.ntag",
        "companion.nfc.iso14443a",
        "companion.nfc.mfrc522",
        "companion.nfc.errors",
        "companion.nfc.payload",
        "companion.nfc.ndef",
    )
)
# The stack's modules for a rare tap (a foreign tag's description): imported
# on that need alone, never ahead, and unloaded with the stack
NFC_RARE = const(("companion.nfc.foreign",))
# Screens that are not games, unloaded on the way back to the game menu
_CARDS = const(("companion.ui.cards_ui", "companion.nfc.decks", "companion.nfc.writer"))
# (lang_ui: the first boot's; companion.settings: the boot's, unloaded after its first frame)
_SETTINGS = const(("companion.ui.settings_ui", "companion.ui.lang_ui", "companion.settings"))
# The history (companion.history: an append after a finished game, and its screens)
_HISTORY = const(
    (
        "companion.history",
        "companion.ui.history_ui",
        "companion.rules.fair",
        "companion.rules.records",
    )
)
_drop = []  # modules(None), made once


def find(kind):
    """The row of the game whose snapshots say ``kind``, or None."""
    if not isinstance(kind, str):
        return None
    for game in GAMES:
        k = game[1]
        if kind == k or kind.startswith(k + "-"):
            return game
    return None


def modules(game=None):
    """Full names of the modules beyond the boot's that come with ``game``:
    a row of ``GAMES`` (its screen, its others, and the NFC stack when it
    reads cards), ``"cards"`` (the card screens and the NFC stack) or
    ``"settings"`` (the settings screen). None: every one of them, what
    leaving a game or those screens unloads (no boot module is among them),
    one list made on the first call (the device asks after every press on
    the game menu)."""
    if game == "cards":
        return list(_CARDS + NFC + NFC_RARE)
    if game == "settings":
        return list(_SETTINGS)
    if game is not None:
        out = ["companion.ui." + game[2]]
        out.extend(game[3])
        if game[4]:
            out.extend(NFC + NFC_RARE)
        return out
    out = _drop
    if not out:
        out.extend(_SHARED + _CARDS + _SETTINGS + _HISTORY)
        for game in GAMES:
            for name in modules(game):
                if name not in out:
                    out.append(name)
    return out


def unload(names, collect=True):
    """Forget the modules ``names`` (full names) and their packages'
    references to them, then collect (unless not ``collect``): their code
    and data leave the heap once nothing else holds them, and the next
    import loads them afresh. The one unloader of the firmware and of its
    tools (simulator, tests)."""
    import sys

    for name in names:
        if sys.modules.pop(name, None) is not None:
            pkg, _, attr = name.rpartition(".")
            parent = sys.modules.get(pkg)
            if parent is not None:
                parent.__dict__.pop(attr, None)
    if collect:
        import gc

        gc.collect()
