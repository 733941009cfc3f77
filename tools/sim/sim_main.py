"""The simulator's entry point: ``micropython -m sim_main [sim options]``
(``tools/sim/run.py`` starts it; the options are ``sim``'s).

The heap is the Pico's share plus a room for what the Pico does not carry
(``sim_board.HeapRoom``). The simulator's own code is such a thing: this
module imports it and tells ``sim.main`` what it cost, so that it comes out
of the room, not out of the firmware's share. What the firmware imports
anyway (asyncio, the tick helpers, the edge latch that the simulator's
board also uses) is imported first, and stays the firmware's.
"""

import asyncio  # noqa: F401  (the firmware's runner imports it)
import gc

import companion.drivers.edges  # noqa: F401
import companion.ticks  # noqa: F401

gc.collect()
_free = gc.mem_free()  # type: ignore[attr-defined]

import sim  # noqa: E402

gc.collect()
sim.main(code=_free - gc.mem_free())  # type: ignore[attr-defined]
