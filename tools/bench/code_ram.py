"""Heap the firmware's code takes, per module and per group, on a 64-bit and
on a 32-bit MicroPython 1.28 (``make bench``).

The Pico loads each ``.mpy`` from its flash into the heap (bytecode,
constants, function and class objects, interned names): that, not the games'
state, is most of what the firmware needs. The same measurement
(tools/bench/code_ram_mp.py) runs on the unix port, which the tests and the
simulator use (64-bit objects), and on MicroPython's WebAssembly port
(tools/wasm, from npm; 32-bit objects as on the Pico), so the Pico's figure
is measured, not guessed. Prints a table, then per game the code its
session holds at its peak (boot, its own modules and, for a game that reads
cards, the reader's stack); writes build/bench/code_ram.json.
"""

import json
import os
import pathlib
import subprocess
import sys

from build_mpy import build
from figures import DIR

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / DIR


def measure(cmd, env=None):
    p = subprocess.run(cmd, capture_output=True, text=True, env=env, check=True)
    rows = {}
    for line in p.stdout.splitlines():
        group, name, value = line.split(" ", 2)
        if group != "runtime":
            rows[(group, name)] = int(value)
    return rows


def main():
    mpy = OUT / "mpy"
    build(mpy)
    script = str(ROOT / "tools/bench/code_ram_mp.py")
    env = dict(os.environ, MICROPYPATH="%s:.frozen" % mpy)
    unix = measure([str(pathlib.Path(sys.executable).parent / "micropython"), script], env)
    wasm = measure(
        [
            "node",
            str(ROOT / "tools/wasm/run.mjs"),
            "--heap",
            str(1 << 20),
            "--path",
            str(mpy),
            script,
        ]
    )
    groups = {}
    print("%-14s %-30s %7s %9s %9s" % ("group", "module", ".mpy B", "64-bit B", "32-bit B"))
    out = []
    for (group, name), b64 in unix.items():
        if group == "total":
            continue
        b32 = wasm[(group, name)]
        path = mpy / (name.replace(".", "/") + ".mpy")
        if not path.exists():
            path = mpy / name.replace(".", "/") / "__init__.mpy"
        size = path.stat().st_size if path.exists() else 0  # a namespace package
        print("%-14s %-30s %7d %9d %9d" % (group, name, size, b64, b32))
        g = groups.setdefault(group, [0, 0, 0])
        g[0] += size
        g[1] += b64
        g[2] += b32
        out.append({"group": group, "module": name, "mpy": size, "heap64": b64, "heap32": b32})
    print()
    for group, (size, b64, b32) in groups.items():
        print("%-14s %-30s %7d %9d %9d" % (group, "(sum)", size, b64, b32))
    t64, t32 = unix[("total", "all")], wasm[("total", "all")]
    print("%-14s %-30s %7s %9d %9d" % ("all", "(imported together)", "", t64, t32))
    print()
    sessions = resident(out)
    for name, (size, b64, b32) in sessions.items():
        print("%-14s %-30s %7d %9d %9d" % (name, "(resident at its peak)", size, b64, b32))
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "code_ram.json").write_text(
        json.dumps({"modules": out, "total64": t64, "total32": t32, "sessions": sessions}, indent=1)
        + "\n"
    )


def resident(rows):
    """Per game (``companion.games.GAMES``), the code its session holds at
    its peak: the boot's modules and the game's (``games.modules``: its
    screen, rules and shared screens, and the card reader's stack for a
    game that reads cards), each module's own figure from ``rows``:
    ``{screen module: [.mpy bytes, 64-bit heap, 32-bit heap]}``. The
    game's state comes on top (``make bench-pico``'s least free heap is
    the whole figure)."""
    from companion import games  # firmware/ is on the venv's path (testkit/paths.py)

    mine = {r["module"]: r for r in rows}
    out = {}
    for row in games.GAMES:
        names = [r["module"] for r in rows if r["group"] == "boot"] + ["companion.rules"]
        names += games.modules(row)
        if "companion.ui.acts" in names:
            names.append("companion.rules.actlog")
        total = [0, 0, 0]
        for name in set(names):
            r = mine.get(name)
            if r is not None:
                total[0] += r["mpy"]
                total[1] += r["heap64"]
                total[2] += r["heap32"]
        out[row[2][:-3]] = total
    return out


if __name__ == "__main__":
    main()
