"""The simulator's heap, calibrated against the emulated Pico (docs/measuring.md, Memory).

    python tools/sim/calibrate.py [SCRIPT ...] [--heap 512K] [--json FILE]

Plays each script (default: the full session of every game, SESSIONS, from
tools/sim/scripts) twice, measuring the heap the same way in both:

- on the emulated Pico (``$PICO_KIT``, default ``../shared/pico``: the real
  MicroPython v1.28.0 RPI_PICO firmware in rp2040js), the firmware built as
  ``make flash`` builds it with the kit's measuring main.py (``kit build
  --wrap --wrap-opts collect``): a ``gc.collect()`` at every line the
  firmware logs, then the free heap (``post=``);
- in the simulator at a roomy ``--heap`` (nothing near a wall) with
  ``--heap-log``: a collection at every logged line too.

The lines both print alike are paired in order (digits aside: the Pico's dice
are not the simulator's), and at each the heap in use is the heap's size
less the free: on the Pico ``free + alloc`` of the kit's first ``@heap`` line
(MicroPython's whole heap as main.py starts), in the simulator the
firmware's share (``--heap``). Printed per script: the lines paired, the
Pico's least free heap and the line it is at, the heap in use there on both,
and their ratio, the factor by which the 64-bit unix port needs more heap
than the Pico for the same state at its peak. ``run.PICO_HEAP`` is the Pico's
heap and ``run.PICO64`` the least of the scoring sessions' ratios (DECIDE:
they come nearest the wall, so the simulator is nowhere kinder than the Pico
there); ``make sim``'s heap is their product. Takes 2-4 minutes a script
(the emulator), 15-25 in all. Without the kit it says so and exits 0.
"""

import argparse
import json
import os
import pathlib
import re
import subprocess
import sys

import run

from companion.games import GAMES

ROOT = run.ROOT
OUT = ROOT / "build/calibrate"
SCRIPTS = ROOT / "tools/sim/scripts"


def sessions():
    """The full session of every game of ``companion.games.GAMES``: each
    script ``LABEL_*_full.txt`` (the label in lower case) in tools/sim/scripts,
    in the table's order."""
    out = []
    for row in GAMES:
        out += sorted(p.name for p in SCRIPTS.glob(row[0].lower() + "_*_full.txt"))
    return tuple(out)


SESSIONS = sessions()
# the scripts whose factor sets run.PICO64: the scoring sessions (the games
# whose first screens read cards), which come nearest the wall
DECIDE = tuple(row[0].lower() for row in GAMES if row[4] == 2)


def kit():
    base = os.environ.get("PICO_KIT") or str(ROOT.parent / "shared/pico")
    path = pathlib.Path(base) / "kit"
    return path if path.is_file() else None


def _key(line):
    return re.sub(r"\d+", "#", line)


def pico_lines(console):
    """(heap size, [(line, free after a collection)]) of a kit --wrap run."""
    size = None
    rows = []
    with open(console, errors="replace") as f:
        for raw in f:
            raw = raw.rstrip("\n")
            m = re.match(r"@heap main-start free=(\d+) alloc=(\d+)", raw)
            if m and size is None:
                size = int(m.group(1)) + int(m.group(2))
            m = re.match(r"(.*) \|mf raw=\d+ post=(\d+)", raw)
            if m:
                rows.append((m.group(1), int(m.group(2))))
    return size, rows


def sim_lines(heap_log):
    """[(line, free after a collection)] of a simulator --heap-log file (the
    firmware's lines; the simulator's own ``sim ...`` left out)."""
    rows = []
    with open(heap_log) as f:
        for raw in f:
            free, _, line = raw.rstrip("\n").partition(" ")
            if not line.startswith("sim "):
                rows.append((line, int(free)))
    return rows


def pair(pico, sim, window=40):
    """[(line, pico free, sim free)]: each Pico line with the next simulator
    line alike (digits aside) within ``window`` lines."""
    out = []
    j = 0
    for line, free in pico:
        k = _key(line)
        for jj in range(j, min(j + window, len(sim))):
            if _key(sim[jj][0]) == k:
                out.append((line, free, sim[jj][1]))
                j = jj + 1
                break
    return out


def measure(rows, pico_heap, share):
    """The figures of one script from its paired rows."""
    peak = min(rows, key=lambda r: r[1])
    used_pico = pico_heap - peak[1]
    used_sim = share - peak[2]
    return {
        "paired": len(rows),
        "pico_least": peak[1],
        "at": peak[0][:60],
        "pico_used": used_pico,
        "sim_used": used_sim,
        "ratio": round(used_sim / used_pico, 3),
        "sim_least_at_heap": share - max(share - r[2] for r in rows),
    }


def play_pico(k, fw, script, out):
    r = subprocess.run(
        [str(k), "play", "--script", str(script), "--firmware-dir", str(fw), "--out", str(out)]
        + ["--usb", "--i2c-pins", "4:5", "--quiet", "--flash-timing", "typ"],
        capture_output=True,
        text=True,
    )
    if r.returncode != 0:
        raise SystemExit("calibrate: kit play %s failed:\n%s" % (script, r.stderr[-2000:]))
    return out / "console.log"


def play_sim(mpy, script, heap, out):
    log = out / "heap.txt"
    env = dict(os.environ)
    env["MICROPYPATH"] = run.micropath(mpy)
    args = ["--script", str(script), "--shots", str(out / "shots"), "--data", str(out / "data")]
    args += run.modes_args(script) + ["--heap-log", str(log)]
    r = subprocess.run(run.micropython_cmd(heap, args), env=env, capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit("calibrate: the simulator failed on %s:\n%s" % (script, r.stdout[-2000:]))
    return log


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("scripts", nargs="*")
    ap.add_argument("--heap", default="512K", help="the simulator's heap for the runs")
    ap.add_argument("--json", help="write the figures here")
    a = ap.parse_args(argv)
    k = kit()
    if k is None:
        print("calibrate: no emulated Pico here (PICO_KIT, default ../shared/pico); nothing done")
        return 0
    scripts = a.scripts or [str(SCRIPTS / s) for s in SESSIONS]
    OUT.mkdir(parents=True, exist_ok=True)
    fw = OUT / "fw-wrap"
    subprocess.run(
        [str(k), "build", str(ROOT), str(fw), "--wrap", "--wrap-opts", "collect"],
        check=True,
        capture_output=True,
    )
    mpy = OUT / "mpy"
    run.build(mpy)
    share = run.heap_bytes(a.heap)
    figures = {}
    pico_heap = None
    print(
        "%-26s %6s %10s %10s %10s %6s  %s"
        % ("script", "paired", "Pico least", "Pico used", "sim used", "ratio", "at")
    )
    for s in scripts:
        name = pathlib.Path(s).stem
        out = OUT / name
        out.mkdir(exist_ok=True)
        size, pico = pico_lines(play_pico(k, fw, s, out / "pico"))
        pico_heap = size
        rows = pair(pico, sim_lines(play_sim(mpy, s, a.heap, out)))
        f = figures[name] = measure(rows, size, share)
        row = (f["paired"], f["pico_least"], f["pico_used"], f["sim_used"], f["ratio"], f["at"])
        print("%-26s %6d %10d %10d %10d %6.3f  %s" % ((name,) + row))
    deciding = [f["ratio"] for n, f in figures.items() if n.startswith(DECIDE)]
    factor = min(deciding or [f["ratio"] for f in figures.values()])
    print(
        "Pico heap %d B (run.PICO_HEAP = %d); least ratio of %s %.3f (run.PICO64 = %s); "
        "calibrated heap %dK (run.DEFAULT_HEAP = %s)"
        % (
            pico_heap,
            run.PICO_HEAP,
            "the scoring sessions" if deciding else "all",
            factor,
            run.PICO64,
            pico_heap * factor // 1024,
            run.DEFAULT_HEAP,
        )
    )
    if a.json:
        with open(a.json, "w") as fh:
            json.dump({"pico_heap": pico_heap, "factor": factor, "scripts": figures}, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
