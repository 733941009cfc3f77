"""Heap each firmware module takes once imported (its code, constants and
names), on whichever MicroPython runs this: the unix port (64-bit) or the
WebAssembly port (32-bit, like the Pico). Run by tools/bench/code_ram.py
with the firmware's .mpy first on the path.

Prints ``GROUP MODULE BYTES`` per module, in an order where each module's
own imports are already loaded (so the figure is its own), each followed
by ``micropython.qstr_info()``'s line: the caller takes the names
interned meanwhile (and a new qstr pool, which one module's import may
happen to allocate for the ones after it) apart from the module's code."""

import gc
import sys

GROUPS = (
    (
        "boot",
        (
            "companion",
            "companion.store",
            "companion.lang",
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
            "companion.nfc.errors",
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
    ("foreign_tag", ("companion.nfc.foreign",)),  # read a tag that is no card: then only
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
        # the screen before the other screens it brings (the cookie tracker
        # imports the Sombreros screen), after the rules and shared screens
        ui = [n for n in row[3] if n.startswith("companion.ui.")]
        shared = [
            n
            for n in ui
            if n in ("companion.ui.scoring", "companion.ui.acts", "companion.ui.results")
        ]
        first = [n for n in row[3] if n not in ui] + shared
        later = [n for n in ui if n not in shared]
        for n in (
            ["companion.rules", "companion.rules.actlog"]
            + first
            + ["companion.ui." + row[2]]
            + later
        ):
            if n not in seen:
                seen.add(n)
                names.append(n)
        out.append((row[2][:-3], tuple(names)))
    return out


def main():
    import asyncio  # noqa: F401  (frozen: not the firmware's code)

    import micropython

    gc.collect()
    start = gc.mem_free()  # type: ignore[attr-defined]
    micropython.qstr_info()
    each(GROUPS[0])  # the boot (the games' table among it) before the games
    for group in game_groups() + list(GROUPS[1:]):
        if not each(group):
            break
    gc.collect()
    print("total all", start - gc.mem_free())  # type: ignore[attr-defined]
    print("runtime", sys.implementation._machine)  # type: ignore[attr-defined]


def each(group):
    import micropython

    for name in group[1]:
        gc.collect()
        before = gc.mem_free()  # type: ignore[attr-defined]
        try:
            held = [m for m in sys.modules if m.startswith("companion")]
            __import__(name)
            # a module its import unloaded (a screen that drops its rules
            # until the scores) is loaded again at once, so that the next
            # modules find it as the device does; the caller takes its code
            # back out of this module's figure (``again``)
            again = [m for m in held if m not in sys.modules]
            for m in again:
                __import__(m)
        except MemoryError:  # every module at once outgrows a heap (1.29's): the rest unmeasured
            print("unmeasured", name, "out of heap")
            return False
        gc.collect()
        print(group[0], name, before - gc.mem_free())  # type: ignore[attr-defined]
        for m in again:
            print("again", m, 0)
        micropython.qstr_info()
    return True


main()
