"""``make sim``: start the simulator on the MicroPython unix port with a
Pico-sized heap, then turn the screens it wrote (PBM) into PNG (``sim_png``).

    python tools/sim/run.py [--heap 330K] [--shots DIR] [--script FILE] [--seed N]
                            [--data DIR] [--no-reader] [--keep-data] [--no-heap-trace]
                            [--heap-log FILE] [--lang en|es|de]

Without --script the device runs in this terminal (keys shown on start),
fitted to its size (39 rows and 128 columns: full size; 64..127 columns:
half width; 23..38 rows, an 80x24 terminal: half size in braille dots;
smaller: a request for a larger one); ``p`` writes a PNG at once.
A script run collects the garbage at every line the firmware logs, as the
emulated Pico's heap runs do: its end line gives the least free heap after
those collections (``heap_least``) and what that comes to on the Pico
(``pico_least``; ``--no-heap-trace``: not measured, -1).
The board's data directory (the Pico's /data): in the interactive mode
build/sim-data, kept from one run to the next; a script run without
``--data`` gets its own, new and removed at the end (``--data DIR``: that
one, emptied at the start unless ``--keep-data``; ``--keep-data`` alone
plays over build/sim-data as it is).

Every run builds the firmware and the simulator's modules into a directory
of its own under build/ (``build/sim-XXXXXXXX``, removed when it ends), so
runs at the same time (``make sim SCRIPT=...`` while ``make test`` plays
its scripts) never rebuild or empty each other's files.
"""

import argparse
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

import boardtable
import paths
import sim_png
from build_mpy import build as build_firmware
from build_mpy import mpy_cross

from companion import games

ROOT = pathlib.Path(__file__).resolve().parents[2]
# The simulator's modules that sim.py imports, compiled like the firmware:
# imported from source they would cost the heap their compilation (about
# 30 KB more at the peak for the card reader's) and leave it more fragmented.
# The entry sim_main too: it runs as ``micropython -m sim_main``, so the
# script's directory (tools/sim, the sources) is not first on the path.
SIM_MODULES = (
    "tools/sim/sim_main",
    "tools/sim/sim",
    "tools/sim/sim_args",
    "tools/sim/sim_lang",
    "tools/sim/sim_term",
    "tools/sim/sim_png",
    "testkit/menu_pick",
    "testkit/menu_lang",
    "testkit/vclock",
    "testkit/sim_pins",
    "testkit/sim_board",
    "testkit/sim_cards",
    "testkit/sim_tags",
    "testkit/mfrc522_sim",
)
# Heap added for what the Pico does not carry (sim_board.HeapRoom): the
# simulator's own code (about 30 KB on the 64-bit unix port), the MFRC522
# emulator and its tags (about 20 KB), sim_cards 4 KB, a card about 1 KB
# ("sim end ... hw_heap=" says, and hw_over= what did not fit and came out
# of the firmware's share). A 60-card Clocktowers session spends 131,136 B.
HW_ROOM = 132 * 1024

# The firmware's heap, calibrated against the emulated Pico (docs/measuring.md, Memory;
# tools/sim/calibrate.py measures both figures). The Pico's MicroPython
# v1.28.0 (RPI_PICO) heap: gc.mem_free() + gc.mem_alloc() as main.py starts
# (245,888 B; board_pico's table, which has every board's).
PICO_HEAP = boardtable.board("pico").heap
# The 64-bit unix port holds the same firmware state in this many times the
# Pico's heap (8-byte pointers, 32-byte GC blocks against 16): the heap in
# use on each after a collection at the same log line, where the Pico's is
# least, in the full session of each game (tools/sim/scripts/*_full.txt).
# The scoring sessions, nearest the wall, decide: the least of theirs
# (8084df0: Sombreros 1.377 with 3 players, 1.378 with 4; Clocktowers 1.401,
# 1.402). The lighter games need less of it (Hamsterdam 1.253, Hamsterrolle
# 1.217, Stramash 1.364) and stay far from the wall.
PICO64 = 1.377
# make sim's heap (the Makefile's HEAP): the Pico's, in the unix port's bytes.
DEFAULT_HEAP = "%dK" % (PICO_HEAP * PICO64 // 1024)


def to_png(pbm, png):
    """A 128x64 PBM frame -> a PNG that looks like the OLED (``sim_png``, as
    the simulator's own screenshots: lit pixels dimmer below the reset
    contrast 127, from the frame's "# contrast N" comment)."""
    shown, level = sim_png.frame_of_pbm(pathlib.Path(pbm).read_bytes())
    sim_png.write_png(str(png), shown, level)


def convert_all(shots):
    for pbm in sorted(pathlib.Path(shots).glob("*.pbm")):
        to_png(pbm, pbm.with_suffix(".png"))
        pbm.unlink()


def build(out):
    """firmware/ and the simulator's modules (SIM_MODULES) as .mpy in ``out``."""
    root = str(pathlib.Path(out).resolve()) + "/"  # MICROPYPATH names it so
    build_firmware(out, root)
    for where in SIM_MODULES:
        src = ROOT / (where + ".py")
        name = where.rsplit("/", 1)[1]
        dest = pathlib.Path(out) / (name + ".mpy")
        cmd = [mpy_cross(), "-O1", "-s", root + name + ".mpy", "-o", str(dest), str(src)]
        subprocess.run(cmd, check=True)


def micropath(out):
    """MICROPYPATH: the .mpy, then asyncio (frozen into the unix port)."""
    return paths.micropath(out)


def heap_bytes(heap):
    """``192K``, ``1M`` or a number of bytes -> bytes."""
    scale = {"K": 1024, "M": 1024 * 1024}.get(heap[-1:].upper(), 1)
    return int(heap[:-1] if scale > 1 else heap) * scale


# Script file names start with the game they play (tools/sim/scripts): its
# label in companion.games.GAMES, lower case, gives its kind, the mode; the
# card screens and the settings (with the battery gauge) are modes too.
_MODE_OF = tuple((row[0].lower(), row[1]) for row in games.GAMES) + (
    ("cards", "cards"),
    ("settings", "settings,battery"),
)


def modes_args(script):
    """``["--modes", M]`` for a script whose file name starts with a game's
    name (the simulator then interns only that mode's names), else []."""
    stem = pathlib.Path(script).stem
    for prefix, mode in _MODE_OF:
        if stem.startswith(prefix):
            return ["--modes", mode]
    return []


def micropython_cmd(heap, args):
    """The command that runs sim.py with ``args``: the firmware gets ``heap``
    (on the unix port: DEFAULT_HEAP is the Pico's), the simulator's hardware
    HW_ROOM on top of it."""
    exe = pathlib.Path(sys.executable).parent / "micropython"
    # + the GC's tables (a byte of allocation table per 4 blocks of 32 bytes,
    # a finaliser bit per block: 1.5 bytes per 128), so that the pool,
    # gc.mem_free() + gc.mem_alloc(), is the firmware's share and the room.
    total = (heap_bytes(heap) + HW_ROOM) * 259 // 256 + 256
    cmd = [str(exe), "-X", "heapsize=%d" % total, "-m", "sim_main", "--hw-room", str(HW_ROOM)]
    return cmd + list(args)


def pico_args(heap):
    """The simulator's options for its ``pico_least`` (with ``--heap-trace``):
    the Pico's heap, the 64-bit factor and the firmware's ``heap`` here."""
    return ["--pico", "%d:%s:%d" % (PICO_HEAP, PICO64, heap_bytes(heap))]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument(
        "--heap",
        default=DEFAULT_HEAP,
        help="the firmware's heap on the unix port (default %s: the Pico's %d bytes x %s, "
        "the 64-bit port's factor); the card reader and cards the simulator makes get %dK more"
        % (DEFAULT_HEAP, PICO_HEAP, PICO64, HW_ROOM // 1024),
    )
    ap.add_argument("--shots", default="shots", help="folder for screen PNGs")
    ap.add_argument("--script", help="script of presses (docs/simulator.md); no terminal")
    ap.add_argument("--seed", type=int, help="random seed for the dice")
    ap.add_argument(
        "--data",
        help="the board's /data (default: build/sim-data interactively; a script run's own)",
    )
    ap.add_argument("--no-reader", action="store_true", help="the card reader does not answer")
    ap.add_argument(
        "--keep-data",
        action="store_true",
        help="a script run keeps --data as it is (a prepared settings.json or saved game)",
    )
    ap.add_argument(
        "--no-heap-trace",
        action="store_true",
        help="script mode: no collection at every log line (then no heap_least)",
    )
    ap.add_argument("--heap-log", help="the trace, each sample written to this file: FREE LINE")
    ap.add_argument(
        "--lang",
        choices=("en", "es", "de"),
        help="the screens' language, set before the boot (make sim DEVICE_LANG=es); "
        "interactively without it a new /data asks at boot, as a new Pico does",
    )
    a = ap.parse_args(argv)
    (ROOT / "build").mkdir(exist_ok=True)
    out = pathlib.Path(tempfile.mkdtemp(prefix="sim-", dir=ROOT / "build"))
    try:
        return run(a, out)
    finally:
        shutil.rmtree(out, ignore_errors=True)


def run(a, out):
    """The run ``main`` parsed (``a``), built into ``out``: this run's own."""
    build(out)  # the Pico runs .mpy: so does the simulator
    env = dict(os.environ)
    env["MICROPYPATH"] = micropath(out)
    data = a.data
    if data is None:  # interactive, or a script over it (--keep-data): build/sim-data
        data = str(out / "data" if a.script and not a.keep_data else ROOT / "build/sim-data")
    args = ["--shots", a.shots, "--data", data]
    if a.no_reader:
        args.append("--no-reader")
    if a.keep_data:
        args.append("--keep-data")
    if a.lang:
        args += ["--lang", a.lang]
    if a.script and not a.no_heap_trace:
        args += ["--heap-trace"] + pico_args(a.heap)
    if a.heap_log:
        args += ["--heap-log", a.heap_log]
    if a.script:
        args += ["--script", a.script]
    if a.seed is not None:
        args += ["--seed", str(a.seed)]
    if not a.script:
        # The terminal's size, for sim.py to fit the screen to (the unix
        # port cannot ask the terminal itself: no ioctl; an escape-sequence
        # query would race the keys on stdin)
        size = shutil.get_terminal_size()
        args += ["--cols", str(size.columns), "--rows", str(size.lines)]
        print(__doc__.split("\n\n")[0])
    elif os.path.isdir(a.shots):
        for old in pathlib.Path(a.shots).glob("*.png"):
            old.unlink()  # this run's screens only
    if a.script:
        args += modes_args(a.script)
    rc = subprocess.call(micropython_cmd(a.heap, args), env=env)
    if os.path.isdir(a.shots):
        convert_all(a.shots)
        if a.script and rc == 0:
            print("sim screens: %s/*.png" % a.shots)
    return rc


if __name__ == "__main__":
    sys.exit(main())
