"""Heap each firmware module takes once imported (its code, constants and
names), on whichever MicroPython runs this: the unix port (64-bit) or the
WebAssembly port (32-bit, like the Pico). Run by tools/bench/code_ram.py
with the firmware's .mpy first on the path.

Prints ``GROUP MODULE BYTES`` per module, in an order where each module's
own imports are already loaded (so the figure is its own), then
``qstr BYTES``: the names interned meanwhile are part of each figure."""

import gc
import sys

GROUPS = (
    (
        "boot",
        (
            "companion",
            "companion.store",
            "companion.persist",
            "companion.drivers",
            "companion.drivers.edges",
            "companion.drivers.debounce",
            "companion.drivers.buzzer",
            "companion.drivers.oled",
            "companion.ui",
            "companion.ui.view",
            "companion.ui.render",
            "companion.ui.widgets",
            "companion.ui.cues",
            "companion.settings",
            "companion.idle",
            "companion.games",
            "companion.device",
            "companion.runner",
            "companion.loop",
        ),
    ),
    ("battery", ("companion.battery",)),  # on a battery only
    (
        "cards",
        (
            "companion.nfc",
            "companion.nfc.ndef",
            "companion.nfc.payload",
            "companion.cards",
        ),
    ),
    (
        "reader",
        (
            "companion.nfc.mfrc522",
            "companion.nfc.iso14443a",
            "companion.nfc.ntag",
            "companion.nfc.reader",
        ),
    ),
    ("card_screens", ("companion.nfc.decks", "companion.ui.cards_ui", "companion.nfc.writer")),
    ("settings_screen", ("companion.ui.settings_ui",)),
    (
        "history",  # after a finished game, and the game menu's History
        (
            "companion.history",
            "companion.rules.fair",
            "companion.rules.records",
            "companion.ui.history_ui",
        ),
    ),
)


def game_groups():
    """A group per game of the firmware's table (companion.games), its
    other modules before its screen, each module in the first group that
    needs it; the card reader's stack is a group of its own above."""
    from companion import games

    seen = set()
    out = []
    for row in games.GAMES:
        names = []
        for n in (
            ("companion.rules", "companion.rules.actlog") + row[3] + ("companion.ui." + row[2],)
        ):
            if n not in seen:
                seen.add(n)
                names.append(n)
        out.append((row[2][:-3], tuple(names)))
    return out


def main():
    import asyncio  # noqa: F401  (frozen: not the firmware's code)

    gc.collect()
    start = gc.mem_free()  # type: ignore[attr-defined]
    groups = list(GROUPS)
    groups[4:4] = game_groups()  # after boot, battery, cards, reader
    for group, names in groups:
        for name in names:
            gc.collect()
            before = gc.mem_free()  # type: ignore[attr-defined]
            __import__(name)
            gc.collect()
            print(group, name, before - gc.mem_free())  # type: ignore[attr-defined]
    gc.collect()
    print("total all", start - gc.mem_free())  # type: ignore[attr-defined]
    print("runtime", sys.implementation._machine)  # type: ignore[attr-defined]


main()
