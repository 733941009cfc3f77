"""How many names (qstrs) the firmware interns, and in how many pools.

    python tools/bench/names.py [--modes hd,som,...]

MicroPython interns every identifier and every short string constant of a
module when it loads the module's .mpy, and never frees them. The names go in
pools that only grow, each new pool twice the size of the last and in one
piece: crossing a pool's end costs a whole new pool at once (on the 64-bit
unix port the seventh costs about 14 KB; on the Pico about half). This runs
the simulator's start-up (``sim_main``: the modes' modules imported once and
dropped) on the unix port and prints the runtime's ``qstr_info`` line for
each set of modes (``SETS``, from ``companion.games.GAMES``): every mode,
the games and the card screens, each game alone, the card screens alone.
Writes build/bench/names.json.
"""

import argparse
import json
import os
import pathlib
import re
import subprocess
import sys

import run  # tools/sim/run.py: build, micropath
from figures import DIR

from companion.games import GAMES

ROOT = run.ROOT
OUT = ROOT / DIR
# The modes that are not a game (the simulator's --modes): the card screens,
# the settings screen, the battery gauge.
OTHER_MODES = ("cards", "settings", "battery")
_KINDS = tuple(row[1] for row in GAMES)
# every mode; the games and the card screens; each game alone; the card screens
SETS = (",".join(_KINDS + OTHER_MODES), ",".join(_KINDS + ("cards",))) + _KINDS + ("cards",)
# sim_main up to its interning, then the runtime's figures.
_PROBE = """
import micropython
intern_firmware(_modes())
gc.collect()
micropython.qstr_info()
"""


def probe_source():
    src = (ROOT / "tools/sim/sim_main.py").read_text()
    return src.split("intern_firmware(_modes())")[0] + _PROBE


def measure(mpy, modes, probe):
    env = dict(os.environ, MICROPYPATH=run.micropath(mpy))
    exe = pathlib.Path(sys.executable).parent / "micropython"
    out = subprocess.run(
        [str(exe), "-X", "heapsize=1000000", str(probe), "--modes", modes],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    m = re.search(r"n_pool=(\d+), n_qstr=(\d+), n_str_data_bytes=(\d+), n_total_bytes=(\d+)", out)
    if m is None:
        raise SystemExit("names: no qstr_info line in:\n" + out)
    pools, names, data, total = (int(g) for g in m.groups())
    return {"modes": modes, "pools": pools, "names": names, "str_bytes": data, "bytes": total}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--modes", action="append", help="a set of modes (repeatable)")
    a = ap.parse_args(argv)
    mpy = OUT / "names-mpy"
    run.build(mpy)
    probe = OUT / "names_probe.py"
    probe.write_text(probe_source())
    rows = [measure(mpy, modes, probe) for modes in a.modes or SETS]
    print("names interned after start-up (unix port, 64-bit)")
    print("%-42s %6s %6s %9s" % ("modes", "names", "pools", "bytes"))
    for r in rows:
        print("%-42s %6d %6d %9d" % (r["modes"], r["names"], r["pools"], r["bytes"]))
    (OUT / "names.json").write_text(json.dumps({"names": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
