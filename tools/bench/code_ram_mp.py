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
            "companion.ticks",
            "companion.store",
            "companion.persist",
            "companion.drivers",
            "companion.drivers.edges",
            "companion.drivers.debounce",
            "companion.drivers.buzzer",
            "companion.drivers.ssd1306",
            "companion.ui",
            "companion.ui.view",
            "companion.ui.render",
            "companion.ui.widgets",
            "companion.ui.cues",
            "companion.settings",
            "companion.idle",
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
    (
        "hamsterdam",
        (
            "companion.rules",
            "companion.rules.dice",
            "companion.rules.hamsterdam",
            "companion.ui.hamsterdam_ui",
        ),
    ),
    (
        "sombreros",
        ("companion.ui.scoring", "companion.rules.sombreros", "companion.ui.sombreros_ui"),
    ),
    ("clocktowers", ("companion.rules.clocktowers", "companion.ui.clocktowers_ui")),
    ("hamsterrolle", ("companion.rules.hamsterrolle", "companion.ui.hamsterrolle_ui")),
    ("stramash", ("companion.rules.stramash", "companion.ui.stramash_ui")),
    ("card_screens", ("companion.nfc.decks", "companion.ui.cards_ui", "companion.nfc.writer")),
    ("settings_screen", ("companion.ui.settings_ui",)),
)


def main():
    import asyncio  # noqa: F401  (frozen: not the firmware's code)

    gc.collect()
    start = gc.mem_free()  # type: ignore[attr-defined]
    for group, names in GROUPS:
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
