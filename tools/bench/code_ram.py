"""Heap the firmware's code takes, per module and per group, on a 64-bit and
on a 32-bit MicroPython 1.28 (``make bench``).

The Pico loads each ``.mpy`` from its flash into the heap (bytecode,
constants, function and class objects, interned names): that, not the games'
state, is most of what the firmware needs. The same measurement
(tools/bench/code_ram_mp.py) runs on the unix port, which the tests and the
simulator use (64-bit objects), and on MicroPython's WebAssembly port
(tools/wasm, from npm; 32-bit objects as on the Pico), so the Pico's figure
is measured, not guessed. Prints a table; writes build/bench/code_ram.json.
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
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "code_ram.json").write_text(
        json.dumps({"modules": out, "total64": t64, "total32": t32}, indent=1) + "\n"
    )


if __name__ == "__main__":
    main()
