"""The smallest heap each scripted session completes in, and its peak.

    python tools/bench/minheap.py [SCRIPT ...] [--lo 16K] [--hi 320K] [--at 330K]

Runs the simulator (tools/sim/run.py's build and command: the firmware's
.mpy, the simulator's own code and cards in their separate heap room) on
each script with the firmware's heap bisected to 1 KB: a run completes when
it ends without a crash and with the simulator's room not overflowing into
the firmware's share. Default scripts: a full 4-player Hamsterdam game, a
4-player Sombreros and a 4-player Clocktowers scoring session
(tools/sim/scripts/*_4p.txt). Also prints, at ``--at`` (default ``make sim``'s
heap, run.DEFAULT_HEAP: the Pico's, calibrated), the least free heap seen
after a collection at any ``mem`` line (the script gets one after every
line for this) -- the session's peak, fragmentation aside -- and at its
last line.

The unix port is 64-bit, so these heaps are an upper bound for the Pico's:
tools/bench/code_ram.py measures the firmware's code on both, and it takes
1.2 times the Pico's room here.
"""

import argparse
import os
import pathlib
import subprocess

import run
from figures import DIR, save

ROOT = run.ROOT

SCRIPTS = ("hamsterdam_4p", "sombreros_4p", "clocktowers_4p")
OUT = ROOT / DIR / "minheap"


def kib(text):
    return run.heap_bytes(text)


def attempt(script, heap, out):
    """(completed, output lines) for one run of ``script`` at ``heap`` bytes."""
    env = dict(os.environ)
    env["MICROPYPATH"] = run.micropath(out / "mpy")
    args = ["--script", str(script), "--shots", str(out / "shots"), "--data", str(out / "data")]
    args += run.modes_args(script)
    p = subprocess.run(
        run.micropython_cmd(str(heap), args), env=env, capture_output=True, text=True
    )
    lines = p.stdout.splitlines()
    end = [ln for ln in lines if ln.startswith("sim end ")]
    ok = p.returncode == 0 and bool(end) and " hw_over=0" in end[0] + " "
    return ok, lines


def with_mem_lines(script, out):
    """A copy of ``script`` with a ``mem`` line after every action."""
    dest = out / (pathlib.Path(script).stem + "-mem.txt")
    lines = ["mem boot"]
    for no, line in enumerate(pathlib.Path(script).read_text().splitlines()):
        lines.append(line)
        if line.strip() and not line.lstrip().startswith("#"):
            lines.append("mem l%d" % (no + 1))
    dest.write_text("\n".join(lines) + "\n")
    return dest


def smallest(script, lo, hi, out):
    if not attempt(script, hi, out)[0]:
        return None
    while hi - lo > 1024:
        mid = (lo + hi) // 2 // 1024 * 1024
        if attempt(script, mid, out)[0]:
            hi = mid
        else:
            lo = mid
    return hi


def peak(script, out, heap):
    ok, lines = attempt(with_mem_lines(script, out), heap, out)
    frees = [int(ln.split(" free=")[1].split()[0]) for ln in lines if ln.startswith("sim mem ")]
    boot = frees[0] if frees else None
    return ok, boot, (min(frees) if frees else None), (frees[-1] if frees else None)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("scripts", nargs="*")
    ap.add_argument("--lo", default="16K")
    ap.add_argument("--hi", default="320K")
    ap.add_argument("--at", default=run.DEFAULT_HEAP, help="the heap of the peak figures")
    a = ap.parse_args(argv)
    scripts = a.scripts or [str(ROOT / "tools/sim/scripts" / (s + ".txt")) for s in SCRIPTS]
    OUT.mkdir(parents=True, exist_ok=True)
    run.build(OUT / "mpy")
    print(
        "%-16s %12s %14s %14s %14s"
        % ("session", "smallest heap", "free at boot", "least free", "free at end")
    )
    rows = []
    for s in scripts:
        n = smallest(s, kib(a.lo), kib(a.hi), OUT)
        ok, boot, least, end = peak(s, OUT, kib(a.at))
        name = pathlib.Path(s).stem
        print(
            "%-16s %12s %14s %14s %14s"
            % (
                name,
                "%d KB" % (n // 1024) if n else "> " + a.hi,
                "%d B" % boot if boot is not None else "-",
                "%d B" % least if ok and least is not None else "fails at " + a.at,
                "%d B" % end if ok and end is not None else "-",
            )
        )
        rows.append(
            {
                "session": name,
                "smallest_heap": n,
                "free_at_boot": boot,
                "least_free": least,
                "free_at_end": end,
                "at": kib(a.at),
            }
        )
    save("minheap", rows)


if __name__ == "__main__":
    main()
