"""Heap the firmware's code takes, per module and per group, on a 64-bit and
on a 32-bit MicroPython 1.28 (``make bench``).

The Pico loads each ``.mpy`` from its flash into the heap (bytecode,
constants, function and class objects, interned names): that, not the games'
state, is most of what the firmware needs. The same measurement
(tools/bench/code_ram_mp.py) runs on the unix port, which the tests and the
simulator use (64-bit objects), and on MicroPython's WebAssembly port
(tools/wasm, from npm; 32-bit objects as on the Pico), so the Pico's figure
is measured, not guessed. Prints a table (per module: its heap, and of
that its code and its names, ``micropython.qstr_info()``), then per game
the modules its session holds at its peak, each with its heap: the
session played in the simulator (``SESSIONS``), the modules read off its
heap trace at the least free heap (``--heap-log``'s ``sim modules`` row).
``--sessions hamsterdam,...`` plays only those (``-``: none). Writes
build/bench/code_ram.json.
"""

import argparse
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

from build_mpy import build
from figures import DIR

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / DIR
# micropython.qstr_info()'s line
_QSTR = re.compile(
    r"qstr pool: n_pool=(\d+), n_qstr=(\d+), n_str_data_bytes=\d+, n_total_bytes=(\d+)"
)
# Each game's longest session (host_tests/test_host_sim_memory.py's): its
# peak is the one measured
SESSIONS = (
    ("hamsterdam", "hamsterdam_4p_full.txt"),
    ("sombreros", "sombreros_3p_full.txt"),
    ("clocktowers", "clocktowers_3p_full.txt"),
    ("hamsterrolle", "hamsterrolle_4p_full.txt"),
    ("stramash", "stramash_4p_full.txt"),
)


def measure(cmd, env=None):
    """``{(group, module): [heap, names' heap, new names]}`` from
    code_ram_mp.py run by ``cmd``: the heap its import took, and of that
    what the qstr pools grew by (its names, and a new pool when its import
    was the one to need it) and how many names it interned."""
    p = subprocess.run(cmd, capture_output=True, text=True, env=env, check=True)
    return parse(p.stdout)


def parse(text):
    """``measure``'s rows from code_ram_mp.py's output ``text``. A module
    whose import unloaded another (``again NAME``: loaded again at once)
    has that one's code taken back out of its figure."""
    rows = {}
    code = {}  # module: its code alone, as measured when it was imported
    key = q = None
    for line in text.splitlines():
        m = _QSTR.match(line)
        if m:
            now = (int(m.group(2)), int(m.group(3)))
            if key is not None and q is not None:
                rows[key][1] += now[1] - q[1]
                rows[key][2] = now[0] - q[0]
                code[key[1]] = rows[key][0] - rows[key][1]
            q, key = now, None
            continue
        group, name, value = line.split(" ", 2)
        if group == "again":  # its code was in the last module's figure
            rows[key][0] -= code.get(name, 0)
        elif group == "unmeasured":  # the heap was full: it and the rest are left out
            key = None
        elif group != "runtime":
            key = (group, name)
            rows[key] = [int(value), 0, 0]
    return rows


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--sessions",
        default=",".join(s[0] for s in SESSIONS),
        help="the games whose session peak is played in the simulator (default: all; none: -)",
    )
    a = ap.parse_args(argv)
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
    head = ("group", "module", ".mpy B", "64-bit B", "32-bit B", "code", "names", "qstr B")
    print("%-15s %-30s %7s %9s %9s %7s %6s %7s" % head)
    out = []
    for (group, name), (b64, _, _) in unix.items():
        if group == "total":
            continue
        b32, q32, n32 = wasm[(group, name)]
        path = mpy / (name.replace(".", "/") + ".mpy")
        if not path.exists():
            path = mpy / name.replace(".", "/") / "__init__.mpy"
        size = path.stat().st_size if path.exists() else 0  # a namespace package
        print(
            "%-15s %-30s %7d %9d %9d %7d %6d %7d"
            % (group, name, size, b64, b32, b32 - q32, n32, q32)
        )
        g = groups.setdefault(group, [0, 0, 0, 0])
        g[0] += size
        g[1] += b64
        g[2] += b32
        g[3] += b32 - q32
        out.append(
            {
                "group": group,
                "module": name,
                "mpy": size,
                "heap64": b64,
                "heap32": b32,
                "code32": b32 - q32,
                "names": n32,
            }
        )
    print()
    for group, (size, b64, b32, c32) in groups.items():
        print("%-15s %-30s %7d %9d %9d %7d" % (group, "(sum)", size, b64, b32, c32))
    t64, t32 = unix[("total", "all")][0], wasm[("total", "all")][0]
    print("%-15s %-30s %7s %9d %9d" % ("all", "(imported together)", "", t64, t32))
    wanted = [s for s in SESSIONS if s[0] in a.sessions.split(",")]
    sessions = {}
    for game, name in wanted:
        held = peak_modules(name)
        sessions[game] = resident(out, held)
        print()
        print("%s at its peak (%s): the code it holds, 32-bit B" % (game, name))
        for module in sorted(held, key=lambda m: -sessions[game]["modules"].get(m, 0)):
            print("  %-30s %7d" % (module, sessions[game]["modules"].get(module, 0)))
        print("  %-30s %7d (%d modules)" % ("(sum)", sessions[game]["code32"], len(held)))
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "code_ram.json").write_text(
        json.dumps({"modules": out, "total64": t64, "total32": t32, "sessions": sessions}, indent=1)
        + "\n"
    )


def peak_modules(script):
    """The firmware's modules loaded at the peak of the simulator's
    session ``script`` (tools/sim/scripts): the last ``sim modules`` row of
    its heap trace (``--heap-log``)."""
    with tempfile.TemporaryDirectory() as tmp:
        log = pathlib.Path(tmp) / "heap.log"
        args = ["--script", str(ROOT / "tools/sim/scripts" / script), "--shots", tmp]
        args += ["--heap-log", str(log)]
        subprocess.run(
            [sys.executable, str(ROOT / "tools/sim/run.py")] + args,
            capture_output=True,
            text=True,
            check=True,
        )
        rows = [ln for ln in log.read_text().splitlines() if " sim modules " in ln]
    if not rows:
        raise SystemExit("code_ram: no heap trace from %s" % script)
    return rows[-1].split(" sim modules ", 1)[1].split()


def resident(rows, held):
    """What a session holds of ``rows`` (code_ram_mp's per module) at its
    peak, the modules ``held`` then: per module its 32-bit code (the qstr
    pools, where the names of every module loaded since power-on stay, are
    apart), their sum, and the .mpy bytes. The game's state and the pools
    come on top (``make bench-pico``'s least free heap is the whole
    figure)."""
    mine = {r["module"]: r for r in rows}
    per = {}
    for name in held:
        r = mine.get(name)
        if r is not None:
            per[name] = r["code32"]
    size = sum(mine[n]["mpy"] for n in per)
    return {"modules": per, "code32": sum(per.values()), "mpy": size}


if __name__ == "__main__":
    main()
