"""Import time of the whole firmware on the unix port, against a bare start.

    python tools/bench/startup.py [--runs 30]

Times (wall clock, median and p25..p75 over ``--runs`` processes) three
commands on the MicroPython unix port, with the firmware's .mpy (as on the
Pico) first on the path: a bare ``pass``; what the firmware imports at boot
(``companion.runner``, which brings the device, screens, display driver,
saving); and every firmware module. The figure is the ratio to the bare
start, so it reads the same on any machine; the Pico loads from flash and
runs slower, so only the ratio carries over, not the milliseconds. Also the
total .mpy bytes (what ``make flash`` copies, main.py aside). Writes
build/bench/startup.json.
"""

import json
import os
import pathlib
import subprocess
import sys
import time

from build_mpy import build
from figures import DIR

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / DIR
MICROPYTHON = str(pathlib.Path(sys.executable).parent / "micropython")


def quantiles(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 4], xs[n // 2], xs[(3 * n) // 4]


def timed(code, env, runs):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run([MICROPYTHON, "-c", code], env=env, check=True, capture_output=True)
        times.append((time.perf_counter() - t0) * 1000)
    return quantiles(times)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 30
    mpy = OUT / "mpy"
    build(mpy)
    mods = sorted(
        str(p.relative_to(mpy).with_suffix("")).replace("/", ".")
        for p in mpy.rglob("*.mpy")
        if p.parts[len(mpy.parts)] == "companion"
    )
    mods = [m[: -len(".__init__")] if m.endswith(".__init__") else m for m in mods]
    env = dict(os.environ, MICROPYPATH="%s:.frozen" % mpy)
    cases = (
        ("bare start", "pass"),
        ("boot imports", "import companion.runner"),
        ("every module", "\n".join("import " + m for m in mods)),
    )
    rows = []
    base = None
    print("%-14s %9s %18s %7s" % ("case", "median ms", "p25..p75 ms", "ratio"))
    for name, code in cases:
        lo, med, hi = timed(code, env, runs)
        base = base or med
        rows.append(
            {"case": name, "median_ms": med, "p25_ms": lo, "p75_ms": hi, "ratio": med / base}
        )
        print("%-14s %9.2f %8.2f..%-8.2f %7.2f" % (name, med, lo, hi, med / base))
    total = sum(p.stat().st_size for p in mpy.rglob("*.mpy"))
    print("firmware .mpy: %d files, %d bytes" % (len(list(mpy.rglob("*.mpy"))), total))
    OUT.mkdir(parents=True, exist_ok=True)
    data = {"runs": runs, "cases": rows, "mpy_bytes": total, "modules": len(mods)}
    (OUT / "startup.json").write_text(json.dumps(data, indent=1) + "\n")


if __name__ == "__main__":
    main()
