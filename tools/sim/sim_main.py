"""The simulator's entry point: ``micropython -m sim_main [sim options]``
(``tools/sim/run.py`` starts it; the options are ``sim_args``').

The heap is the Pico's share plus a room for what the Pico does not carry
(``sim_board.HeapRoom``). In order:

1. What the firmware imports anyway (asyncio, the tick helpers, the edge
   latch that the simulator's board also uses): the firmware's.
2. The modules of the modes the run plays (``--modes``, default all) are
   imported once and dropped again (``intern_firmware``), so the names they
   use are interned now, in the first qstr pools, as on a Pico that has run
   those modes once. This heap is the firmware's.
3. The simulator's own code, whose names go in the pools after the
   firmware's: measured here and handed to ``sim.main``, so it comes out of
   the room, not out of the firmware's share.
"""

import asyncio  # noqa: F401  (the firmware's runner imports it)
import gc
import os
import sys

import companion  # noqa: F401
import companion.drivers.edges  # noqa: F401
from companion import games

# Kept over the name interning below (sim.py keeps what is loaded when it
# starts, these, over a reset): what the simulator's own modules hold
KEEP = (
    "companion",
    "companion.games",
    "companion.drivers",
    "companion.drivers.edges",
)


def _unload():
    games.unload([n for n in sys.modules if n.startswith("companion.") and n not in KEEP], False)


def firmware_modules(top="companion"):
    """The names of the firmware's modules found on ``sys.path`` (``.mpy``
    or ``.py`` under ``top``)."""
    for base in sys.path:
        path = (base or ".") + "/" + top.replace(".", "/")
        try:
            entries = list(os.ilistdir(path))  # type: ignore[attr-defined]
        except OSError:
            continue
        names = []
        for entry in entries:
            name = entry[0]
            if entry[1] == 0x4000:
                names.extend(firmware_modules(top + "." + name))
            elif name.endswith(".mpy") or name.endswith(".py"):
                stem = name.rsplit(".", 1)[0]
                names.append(top if stem == "__init__" else top + "." + stem)
        return names
    return []


# The firmware's modules each mode imports (the others load at boot or with
# every mode), from the firmware's own table; ``--modes`` names the modes a
# run uses: a game's kind (companion.games), cards, settings, battery.
MODE_MODULES = {row[1]: tuple(games.modules(row)) for row in games.GAMES}
MODE_MODULES["cards"] = tuple(games.modules("cards"))  # the decks and the tag writer
MODE_MODULES["settings"] = tuple(games.modules("settings"))  # the settings screen, when opened
MODE_MODULES["battery"] = ("companion.battery",)  # only on a battery power supply


def intern_firmware(modes=None):
    """Import the firmware's modules once, dropping each again, so that
    every name they use is interned now: the qstr pools (which only grow,
    each new pool twice the last, in one piece) are then laid out at boot,
    as on a Pico that has run ``modes`` (default: every mode) once.
    Interned later, the simulator's own names on top of the firmware's would
    make the runtime ask for a bigger pool (14 KB in one piece on the 64-bit
    port) in the middle of a game, which the Pico never does. The modules
    of other modes are left out: their names would cost the firmware a pool
    that a Pico running these modes does not need. Their heap counts as the
    firmware's. A module that does not fit is left for the firmware to
    import (the heap is too small for the firmware then anyway)."""
    wanted = {}
    for mode, names in MODE_MODULES.items():
        for name in names:
            wanted[name] = wanted.get(name, False) or modes is None or mode in modes
    for name in firmware_modules():
        if not wanted.get(name, True):
            continue
        try:
            __import__(name)
        except MemoryError:
            pass
        _unload()
        gc.collect()


def _modes():
    argv = sys.argv
    for i in range(len(argv) - 1):
        if argv[i] == "--modes":
            modes = argv[i + 1].split(",")
            for m in modes:
                if m not in MODE_MODULES:
                    raise SystemExit("sim: unknown mode %s (%s)" % (m, ",".join(MODE_MODULES)))
            return modes
    return None


intern_firmware(_modes())
gc.collect()
_free = gc.mem_free()  # type: ignore[attr-defined]

import sim  # noqa: E402

gc.collect()
sim.main(code=_free - gc.mem_free())  # type: ignore[attr-defined]
