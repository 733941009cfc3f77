"""Spikes on a button line while the flash erases, on the emulated Pico:
``python tools/bench/erase_spikes.py [--timing max]``.

Plays a short Hamsterdam game (tools/bench/pico/erase_spikes.txt) twice
with the data sheet's flash times: once clean, once with a 0.1 ms spike on
``down`` (GP12) every 37 ms wherever that button is not pressed (about a
seventh of them land inside an erase, when interrupts are off). Prints the
game's log lines that differ between the two runs: none, when no spike
became a press. ``--firmware-dir`` plays another build (an older commit's,
to compare). Needs the emulated Pico (tools/bench/pico.py)."""

import argparse
import json
import os
import sys

import pico

SCRIPT = pico.SCRIPTS / "erase_spikes.txt"
PIN = 12  # down (board_pico.py)
EVERY_MS = 37
WIDTH_MS = 0.1


def spikes(plan):
    """``--drive`` arguments: a spike every EVERY_MS from the first press
    to the end, none within 2 ms of a press of ``down``."""
    busy = [
        (s["t"] - 2, s["t"] + s["holdMs"] + 2) for s in plan["steps"] if s.get("button") == "down"
    ]
    t = plan["steps"][0]["t"] + 1000
    out = []
    while t < plan["endMs"]:
        if not any(a <= t <= b for a, b in busy):
            out += ["--drive", "%d=0@%d" % (PIN, t), "--drive", "%d=z@%.1f" % (PIN, t + WIDTH_MS)]
        t += EVERY_MS
    return out


def game_lines(out):
    with open(os.path.join(out, "console.log")) as f:
        return [line.strip() for line in f if line.startswith(("hd ", "ui "))]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--firmware-dir", help="a built firmware (default: this tree's)")
    ap.add_argument("--timing", default="max", help="--flash-timing (typ, max)")
    ap.add_argument("--out", default="build/bench/erase_spikes")
    args = ap.parse_args()
    why = pico.ready()
    if why is not None:
        raise SystemExit(why)
    fw = args.firmware_dir or pico.build(os.path.join(args.out, "fw"))
    clean = os.path.join(args.out, "clean")
    pico.play(fw, SCRIPT, clean, "--flash-timing", args.timing)
    with open(os.path.join(clean, "plan.json")) as f:
        drives = spikes(json.load(f))
    spiked = os.path.join(args.out, "spiked")
    pico.play(fw, SCRIPT, spiked, "--flash-timing", args.timing, *drives)
    a, b = game_lines(clean), game_lines(spiked)
    n = len(drives) // 4
    print("spikes: %d of %.1f ms on GP%d, flash timing %s" % (n, WIDTH_MS, PIN, args.timing))
    print("game log lines: %d clean, %d with spikes" % (len(a), len(b)))
    extra = [line for line in b if line not in a]
    extra += ["(missing) " + line for line in a if line not in b]
    for line in extra:
        print("  " + line)
    print("differences: %d" % len(extra))
    return 1 if extra else 0


if __name__ == "__main__":
    sys.exit(main())
