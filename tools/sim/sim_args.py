"""The simulator's command line (``micropython -m sim_main [options]``;
``tools/sim/run.py`` gives them):

    [--script FILE] [--shots DIR] [--seed N] [--start-tick N]
    [--data DIR] [--keep-data] [--no-reader] [--hw-room BYTES] [--lang en|es|de]
    [--modes LIST] [--heap-trace] [--heap-log FILE] [--pico H:F:S]
    [--cols N] [--rows N] [--glass]

``--script FILE``: script mode (``sim_lang``), else the interactive mode
(``sim_term``). ``--shots DIR``: where screens go (default shots).
``--seed N``: the dice's seed (script mode: 1). ``--start-tick N``: the
virtual clock's first tick.
``--data DIR``: the board's data directory (default build/sim-data); script
mode empties it first (a new Pico), the interactive mode keeps it.
``--keep-data``: script mode keeps it too: the run is the boot after a reset
(``tools/bench/soak.py`` runs each stretch between resets in a new process,
so a reset clears the heap as the Pico's does).
``--lang CODE``: the screens' language (en, es, de), written into the
settings before the boot (a script's ``lang CODE`` line says the same);
script mode: English unless told; interactive mode: the flash as it is (a
new one asks at boot, as a new Pico does).
``--no-reader``: the MFRC522 does not answer (the device sees no reader).
``--modes hd,som,clk,hr,st,cards,settings,battery``: the modes the run uses
(default: all); only their modules' names are interned at start (``intern_firmware``).
``--hw-room BYTES``: heap kept for the simulator's card reader and cards
(``sim_board.HeapRoom``; run.py adds it to the Pico's heap): the firmware's
share stays the Pico's. The end line of a script run gives the firmware's
``heap_free``, the room spent (``hw_heap``) and any excess (``hw_over``).
``--heap-trace`` (script mode; run.py gives it unless told not to): a
collection at every line the firmware logs (and every ``mem``), as the
emulated Pico's ``kit build --wrap --wrap-opts collect`` measures, so the end
line's ``heap_least`` is the least free heap after any of them, and
``pico_least`` what that comes to on the Pico (both -1 without the trace); on
a crash ``sim heap least=N pico=M samples=K at="LINE"`` comes before the
traceback. The collections change where later objects land, so near the
wall a traced run's verdict can differ from the firmware's own: the tests
take their verdicts from runs without it. ``--pico HEAP:FACTOR:SHARE``
(run.py gives it with the trace: ``run.pico_args``): the Pico's heap, the
64-bit port's factor and the firmware's share here, for ``pico_least`` (-1
without). ``--heap-log FILE``: the trace, every sample also written to FILE as ``FREE LINE``
(``tools/sim/calibrate.py`` pairs them with the emulated Pico's; the least
is at the line with the least FREE).

``--glass``: every frame checked as a player sees it (``sim_glass``:
needs host_tests on the path).

``--cols N``, ``--rows N``: the terminal's size (interactive mode; run.py
gives it; default 128 x 46).
"""

from sim_board import TRACE


def parse_args(argv):
    """The options in ``argv`` (``sys.argv``) as a dict; SystemExit on an
    unknown one."""
    opts = {
        "script": None,
        "shots": "shots",
        "seed": None,
        "start": None,
        "data": "build/sim-data",
        "reader": True,
        "keep": False,
        "room": 0,
        "modes": None,
        "pico": None,
        "lang": None,
        "trace": False,
        "glass": False,
        "cols": None,  # sim_term's FULL_COLS
        "rows": None,  # sim_term's FULL_ROWS
    }
    i = 1
    while i < len(argv):
        a = argv[i]
        val = argv[i + 1] if i + 1 < len(argv) else None
        if a == "--no-reader":
            opts["reader"] = False
            i += 1
            continue
        if a == "--keep-data":
            opts["keep"] = True
            i += 1
            continue
        if a == "--heap-trace":
            opts["trace"] = True
            i += 1
            continue
        if a == "--glass":
            opts["glass"] = True
            i += 1
            continue
        if a == "--script":
            opts["script"] = val
        elif a == "--shots":
            opts["shots"] = val
        elif a == "--seed":
            opts["seed"] = int(val)  # type: ignore[arg-type]
        elif a == "--start-tick":
            opts["start"] = int(val)  # type: ignore[arg-type]
        elif a == "--data":
            opts["data"] = val
        elif a == "--lang":
            if val not in ("en", "es", "de"):
                raise SystemExit("sim: --lang en, es or de")
            opts["lang"] = val
        elif a == "--cols":
            opts["cols"] = int(val)  # type: ignore[arg-type]
        elif a == "--rows":
            opts["rows"] = int(val)  # type: ignore[arg-type]
        elif a == "--hw-room":
            opts["room"] = int(val)  # type: ignore[arg-type]
        elif a == "--modes":
            opts["modes"] = val  # sim_main interned their names
        elif a == "--pico":
            heap, factor, share = val.split(":")  # type: ignore[union-attr]
            opts["pico"] = (int(heap), float(factor), int(share))
        elif a == "--heap-log":
            TRACE.out = open(val, "w")  # noqa: SIM115  (open all run long)
        else:
            raise SystemExit("sim: unknown option " + a)
        i += 2
    return opts
