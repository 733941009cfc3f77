"""Soak test: hours of mixed play in the simulator, watching the heap.

    python tools/bench/soak.py [--hours 8] [--heap 224K [--heap 64K]] [--seed 1] [--out DIR]

Writes a long script (a deterministic LCG picks the actions: rolls, floods,
undo, menus, mode switches between Hamsterdam, Sombreros scoring and
Clocktowers with card taps, Cards / Read card, new games, resets with and
without resuming) lasting ``--hours`` of virtual time, and runs the
simulator on it with each ``--heap``. Each stretch between two resets runs
in a new simulator process on the same data folder, so a reset empties the
heap as it empties a Pico's RAM; the virtual clock carries on from process
to process, starting just before the ticks wrap. (``--one-process`` resets
inside one process instead, as ``make sim`` does: MicroPython's conservative
collector then keeps part of the cancelled firmware alive into the next boot
now and then, which no Pico does.) Every cycle visits the four
modes and ends with two resets (the saved game discarded in between), so
each cycle's ``mem`` checkpoint is taken in the same state: just booted, on
the game menu.

MicroPython's garbage collector is conservative: a stale word that looks
like a pointer (on the C stack, in a buffer) can keep a dead game's modules
for a cycle or two, so a single checkpoint can dip by a game's size and
come back. A leak lowers every checkpoint after it. So ``start`` is the
median free heap over the first WINDOW cycles after the first (a warm-up:
what the firmware allocates once, on first use), ``end`` over the last
WINDOW, and the drift is start - end; ``dips`` counts the cycle checkpoints
more than DRIFT_MAX below start.

Prints, per heap, the free heap after gc.collect() at boot, at start, the
minimum over every checkpoint (in-game ones too) and at the end, the drift
and the dips. Exit status 1 if a run crashes (MemoryError included) or
drifts by more than DRIFT_MAX bytes.
"""

import argparse
import collections
import os
import pathlib
import shutil
import subprocess
import sys
import time

import run  # tools/sim/run.py: build, micropython_cmd
from fakes import Lcg  # the same script on every machine

from companion.games import GAMES

ROOT = run.ROOT
DRIFT_MAX = 1024
# What the simulator interns at start (its --modes): every game of
# companion.games.GAMES (the script plays Hamsterdam, Sombreros and
# Clocktowers; its random menu presses reach the others), the card screens,
# the settings screen, and the battery gauge (it runs on a battery).
MODES = tuple(row[1] for row in GAMES) + ("cards", "settings", "battery")
# The device runs from a battery all evening (VSYS in mV: a fresh 3xAA pack
# through the diode): the supply is read, the gauge drawn, the log written.
BATTERY_MV = 4100
WINDOW = 10  # cycles at each end of the run for start and end
# Virtual milliseconds each script line takes (tools/sim/sim.py)
PRESS_MS = 80 + 120
HOLD_MS = 900 + 120
TAP_MS = 400 + 150
RESET_MS = 50

SOM_CARDS = ["bg1 som hat %d %d" % (t, s) for t, s in ((1, 3), (2, 4), (3, 1), (4, 2), (5, 1))]
CLK_CARDS = [
    "bg1 clk floor 1 cat",
    "bg1 clk floor 2 none",
    "bg1 clk clock none",
    "bg1 clk clock mouse",
    "bg1 clk roof red",
    "bg1 clk roof blue",
]
READ_CARDS = ["bg1 som hat 3 5", "blank", "url https://example.org/rules", "classic"]


class Script:
    def __init__(self, usb=False):
        self.usb = usb  # on USB power: no battery lines
        self.lines = []
        self.ms = 0
        self.mems = 0

    def add(self, line, ms=0):
        self.lines.append(line)
        self.ms += ms

    def press(self, name, n=1):
        self.add("press %s %d" % (name, n) if n > 1 else "press " + name, PRESS_MS * n)

    def pick(self, label):
        # the game menu's line by its label (at most 3 moves and ok on it)
        self.add("pick " + label, PRESS_MS * 2)

    def hold(self, name):
        self.add("hold " + name, HOLD_MS)

    def tap(self, card, copy=1):
        self.add("tap #%d %s" % (copy, card), TAP_MS)

    def wait(self, ms):
        self.add("wait %d" % ms, ms)

    def reset(self):
        self.add("reset", RESET_MS)
        if not self.usb:
            self.add("battery %d" % BATTERY_MV)  # a new board: on a battery again

    def mem(self, name):
        self.mems += 1
        self.add("mem %s" % name)


def play(s, rnd, moves, taps):
    """Random play on whatever screen is up: ``moves`` (weighted), card taps."""
    for _ in range(8 + rnd.below(25)):
        k = rnd.below(20)
        if k < 5:
            s.press("ok")
        elif k < 9:
            s.press(rnd.pick(("up", "down")))
        elif k < 11:
            s.hold("down")
        elif k < 13:
            s.hold("back")  # undo
        elif k < 14:
            s.press("back")  # a menu (the game menu in Hamsterdam), then out again
            s.press(rnd.pick(("down", "up")), 1 + rnd.below(2))
            s.press("back")
        elif k < 15:
            s.wait(1000 * (1 + rnd.below(60)))  # the players think
        elif taps:
            s.tap(rnd.pick(taps), 1 + rnd.below(2))
        else:
            s.press(rnd.pick(moves))


def clean_boot(s):
    """From any state to a just-booted device on the game menu, with no saved
    game: a reset; the saved game's menu (if any: up wraps to New game, then
    "Discard it?", Yes) or the game menu (up wraps to Cards: its menu, and a
    card screen); a reset again."""
    s.reset()
    s.press("up")
    s.press("ok")
    s.press("down")
    s.press("ok")
    s.reset()


def cycle(s, rnd, no):
    modes = ["hd", "som", "clk", "cards"]
    order = modes if no == 0 else [rnd.pick(modes) for _ in range(4)]
    for mode in order:
        if mode == "hd":
            s.pick("Hamsterdam")
            s.press(rnd.pick(("up", "down", "ok")))  # 2, 4 or 3 players
            s.press("ok")
            s.press("ok")  # Standard (or the first variant)
            play(s, rnd, ("ok",), [])
        elif mode == "som":
            s.pick("Sombreros")
            s.press("ok")  # 3 players
            s.press("ok")  # Score the end
            play(s, rnd, ("ok",), SOM_CARDS)
        elif mode == "clk":
            s.pick("Clocktowers")
            s.press("ok")  # 3 players
            play(s, rnd, ("ok",), CLK_CARDS)
        else:
            s.pick("Cards")
            s.press("ok")  # Read card
            for _ in range(2 + rnd.below(6)):
                s.tap(rnd.pick(READ_CARDS), 1 + rnd.below(2))
            s.press("back")
        s.mem("play")
        if mode != "cards" and rnd.below(2):
            s.reset()  # a power cut in the game
            s.press("ok")  # Resume
            play(s, rnd, ("ok",), [])
            s.mem("resumed")
        if mode == "hd" and rnd.below(3) == 0:
            s.press("back")  # the game menu: New game, Yes (if the phase allows it)
            s.press("down", 3)
            s.press("ok")
            s.press("down")
            s.press("ok")
        clean_boot(s)
    s.mem("cycle%d" % no)


def make_script(hours, seed, usb=False):
    s = Script(usb)
    rnd = Lcg(seed)
    if not usb:
        s.add("battery %d" % BATTERY_MV)
    s.mem("boot")
    no = 0
    while s.ms < hours * 3600_000 or no < 2:
        cycle(s, rnd, no)
        no += 1
    return s


TICKS_PERIOD = 1 << 30  # companion's ticks: the rp2 and unix ports wrap at 2**30 ms
START_TICK = TICKS_PERIOD - 60_000  # the simulator's default: just before the wrap


def segments(lines):
    """The script cut at its ``reset`` lines: the stretches a Pico runs
    between two resets (the first from a new Pico)."""
    out = [[]]
    for line in lines:
        if line == "reset":
            out.append([])
        else:
            out[-1].append(line)
    return out


class Run:
    """What the simulator printed over one soak run (one or more processes)."""

    def __init__(self):
        self.tail = collections.deque(maxlen=30)
        self.mems = []
        self.crash = None
        self.end = None
        self.virtual_ms = 0

    def feed(self, p):
        assert p.stdout is not None
        for line in p.stdout:
            line = line.rstrip("\n")
            self.tail.append(line)
            if line.startswith("sim mem "):
                name, rest = line[8:].split(" free=")
                self.mems.append((name, int(rest.split()[0])))
            elif line.startswith("sim end "):
                self.end = dict(kv.split("=") for kv in line[8:].split())
                self.virtual_ms += int(self.end["virtual_ms"])
            elif self.crash is None and (
                line.startswith("sim crash") or line.startswith("crash ") or "MemoryError" in line
            ):
                self.crash = line
        return p.wait()


def simulate(args, heap, out, run_, modes=MODES):
    env = dict(os.environ)
    env["MICROPYPATH"] = run.micropath(out / "mpy")
    args = args + ["--shots", str(out / ("shots-" + heap)), "--modes", ",".join(modes)]
    with subprocess.Popen(
        run.micropython_cmd(heap, args), env=env, stdout=subprocess.PIPE, text=True
    ) as p:
        return run_.feed(p)


def soak(script, heap, out, one_process=False, modes=MODES):
    """Run the simulator on ``script``; a dict of the figures, or of the failure.

    Each stretch between two resets runs in a new process (``--keep-data``,
    the virtual clock carried on), so a reset clears the heap as a Pico's
    reset clears its RAM. With ``one_process`` the simulator resets in
    process: MicroPython's conservative GC then sometimes keeps part of the
    cancelled firmware alive into the next boot (about 25 KB in one boot of
    twenty), which a Pico never does."""
    data = out / ("data-" + heap)
    r_ = Run()
    t0 = time.monotonic()
    if one_process:
        rc = simulate(["--script", str(script), "--data", str(data)], heap, out, r_, modes)
    else:
        seg_file = out / ("segment-" + heap + ".txt")
        rc = 0
        ticks = []
        before = out / ("data-" + heap + "-before")  # to run a failed stretch again
        for no, seg in enumerate(segments(script.read_text().splitlines())):
            seg_file.write_text("\n".join(seg) + "\n")
            if data.exists():
                shutil.rmtree(before, ignore_errors=True)
                shutil.copytree(data, before)
            args = ["--script", str(seg_file), "--data", str(data), "--seed", str(1 + no)]
            ticks.append((START_TICK + r_.virtual_ms) % TICKS_PERIOD)
            args += ["--start-tick", str(ticks[-1])]
            rc = simulate(args + (["--keep-data"] if no else []), heap, out, r_, modes)
            if rc or r_.crash is not None:
                r_.tail.append(
                    "stretch %d failed: %s holds its script; %s the data it started from"
                    % (no, seg_file, before)
                )
                break
    r = {"heap": heap, "rc": rc, "secs": time.monotonic() - t0, "crash": r_.crash}
    r["ticks"] = [START_TICK] if one_process else ticks  # each process's first tick
    r["end"] = r_.end
    if r_.end is not None:
        r["end"]["virtual_ms"] = str(r_.virtual_ms)
    r["tail"] = list(r_.tail)
    mems = r_.mems
    cycles = [f for n, f in mems if n.startswith("cycle")]
    if mems:
        r["boot"] = mems[0][1]
        r["min"] = min(f for _, f in mems)
    r["cycles"] = cycles
    warm = cycles[1:]  # after the first (warm-up) cycle
    if len(warm) >= 2:
        w = max(1, min(WINDOW, len(warm) // 2))
        r["start"] = median(warm[:w])
        r["last"] = median(warm[-w:])
        r["drift"] = r["start"] - r["last"]
        r["dips"] = sum(1 for f in cycles if f < r["start"] - DRIFT_MAX)
    end = r_.end
    r["ok"] = (
        rc == 0 and r_.crash is None and end is not None and r.get("drift", 1 << 30) <= DRIFT_MAX
    )
    return r


def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2]


def report(r, hours):
    print("soak heap=%s hours=%g real_s=%.1f rc=%d" % (r["heap"], hours, r["secs"], r["rc"]))
    if "start" in r:
        print(
            "  free after gc.collect(): boot=%d start=%d min=%d end=%d drift=%d (max %d)"
            " cycles=%d dips=%d"
            % (
                r["boot"],
                r["start"],
                r["min"],
                r["last"],
                r["drift"],
                DRIFT_MAX,
                len(r["cycles"]),
                r["dips"],
            )
        )
    if r["end"]:
        print("  " + " ".join("%s=%s" % kv for kv in r["end"].items()))
    if not r["ok"]:
        print("  FAILED" + (": " + r["crash"] if r["crash"] else ""))
        for line in r["tail"][-15:]:
            print("  | " + line)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hours", type=float, default=8.0, help="virtual hours of play")
    ap.add_argument("--heap", action="append", help="the firmware's heap (repeatable; 224K)")
    ap.add_argument("--seed", type=int, default=1, help="the script's LCG seed")
    ap.add_argument("--out", default=str(ROOT / "build/soak"), help="work folder")
    ap.add_argument(
        "--one-process",
        action="store_true",
        help="reset inside one simulator process (keeps the GC's stale pointers)",
    )
    ap.add_argument("--usb", action="store_true", help="on USB power all evening (no battery)")
    ap.add_argument(
        "--modes",
        default=",".join(MODES),
        help="the modes whose names are interned at start (the simulator's --modes)",
    )
    a = ap.parse_args(argv)
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    run.build(out / "mpy")
    s = make_script(a.hours, a.seed, a.usb)
    script = out / "soak.txt"
    script.write_text("\n".join(s.lines) + "\n")
    print("soak script %s: %d lines, %.2f virtual hours" % (script, len(s.lines), s.ms / 3600e3))
    ok = True
    for heap in a.heap or ["224K"]:
        r = soak(script, heap, out, a.one_process, a.modes.split(","))
        report(r, a.hours)
        ok = ok and r["ok"]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
