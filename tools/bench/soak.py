"""Soak test: hours of mixed play in the simulator, watching the heap.

    python tools/bench/soak.py [--hours 8] [--heap 192K [--heap 64K]] [--seed 1] [--out DIR]

Writes a long script (a deterministic LCG picks the actions: rolls, floods,
undo, menus, mode switches between Hamsterdam, Sombreros scoring and
Clocktowers with card taps, Cards / Read card, new games, resets with and
without resuming) lasting ``--hours`` of virtual time, and runs the
simulator on it with each ``--heap`` (the virtual clock starts just before
the ticks wrap, as every simulator run does). Every cycle visits the four
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
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools/sim"))

import run  # noqa: E402  (tools/sim/run.py: build, micropython_cmd)

DRIFT_MAX = 1024
# What the script plays (the simulator's --modes): its four modes, and
# Hamsterrolle and Stramash, which its random menu presses reach too.
MODES = ("hd", "som", "clk", "cards", "hr", "st")
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


class Lcg:
    """Numerical Recipes' 32-bit LCG: the same script on every machine."""

    def __init__(self, seed):
        self.x = seed & 0xFFFFFFFF

    def below(self, n):
        self.x = (1664525 * self.x + 1013904223) & 0xFFFFFFFF
        return (self.x >> 8) % n

    def pick(self, seq):
        return seq[self.below(len(seq))]


class Script:
    def __init__(self):
        self.lines = []
        self.ms = 0
        self.mems = 0

    def add(self, line, ms=0):
        self.lines.append(line)
        self.ms += ms

    def press(self, name, n=1):
        self.add("press %s %d" % (name, n) if n > 1 else "press " + name, PRESS_MS * n)

    def hold(self, name):
        self.add("hold " + name, HOLD_MS)

    def tap(self, card, copy=1):
        self.add("tap #%d %s" % (copy, card), TAP_MS)

    def wait(self, ms):
        self.add("wait %d" % ms, ms)

    def reset(self):
        self.add("reset", RESET_MS)

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
    game: a reset; the saved game's menu (if any: up wraps to New game) or
    the game menu (up wraps to Cards, back leaves it); a reset again."""
    s.reset()
    s.press("up")
    s.press("ok")
    s.press("back")
    s.reset()


def cycle(s, rnd, no):
    modes = ["hd", "som", "clk", "cards"]
    order = modes if no == 0 else [rnd.pick(modes) for _ in range(4)]
    for mode in order:
        if mode == "hd":
            s.press("ok")  # Game -> Hamsterdam
            s.press(rnd.pick(("up", "down", "ok")))  # 2, 4 or 3 players
            s.press("ok")
            s.press("ok")  # Standard (or the first variant)
            play(s, rnd, ("ok",), [])
        elif mode == "som":
            s.press("down")
            s.press("ok")  # Game -> Sombreros
            s.press("ok")  # 3 players
            s.press("ok")  # Score the end
            play(s, rnd, ("ok",), SOM_CARDS)
        elif mode == "clk":
            s.press("down", 2)
            s.press("ok")  # Game -> Clocktowers
            s.press("ok")  # 3 players
            play(s, rnd, ("ok",), CLK_CARDS)
        else:
            s.press("up")
            s.press("ok")  # Game -> Cards
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


def make_script(hours, seed):
    s = Script()
    rnd = Lcg(seed)
    s.mem("boot")
    no = 0
    while s.ms < hours * 3600_000 or no < 2:
        cycle(s, rnd, no)
        no += 1
    return s


def soak(script, heap, out):
    """Run the simulator on ``script``; a dict of the figures, or of the failure."""
    env = dict(os.environ)
    env["MICROPYPATH"] = run.micropath(out / "mpy")
    data = out / ("data-" + heap)
    args = ["--script", str(script), "--shots", str(out / ("shots-" + heap)), "--data", str(data)]
    args += ["--modes", ",".join(MODES)]
    tail = collections.deque(maxlen=30)
    mems = []
    crash = None
    end = None
    t0 = time.monotonic()
    with subprocess.Popen(
        run.micropython_cmd(heap, args), env=env, stdout=subprocess.PIPE, text=True
    ) as p:
        assert p.stdout is not None
        for line in p.stdout:
            line = line.rstrip("\n")
            tail.append(line)
            if line.startswith("sim mem "):
                name, rest = line[8:].split(" free=")
                mems.append((name, int(rest.split()[0])))
            elif line.startswith("sim end "):
                end = dict(kv.split("=") for kv in line[8:].split())
            elif crash is None and (
                line.startswith("sim crash") or line.startswith("crash ") or "MemoryError" in line
            ):
                crash = line
        rc = p.wait()
    r = {"heap": heap, "rc": rc, "secs": time.monotonic() - t0, "crash": crash, "end": end}
    r["tail"] = list(tail)
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
    r["ok"] = rc == 0 and crash is None and end is not None and r.get("drift", 1 << 30) <= DRIFT_MAX
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
    ap.add_argument("--heap", action="append", help="the firmware's heap (repeatable; 192K)")
    ap.add_argument("--seed", type=int, default=1, help="the script's LCG seed")
    ap.add_argument("--out", default=str(ROOT / "build/soak"), help="work folder")
    a = ap.parse_args(argv)
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    run.build(out / "mpy")
    s = make_script(a.hours, a.seed)
    script = out / "soak.txt"
    script.write_text("\n".join(s.lines) + "\n")
    print("soak script %s: %d lines, %.2f virtual hours" % (script, len(s.lines), s.ms / 3600e3))
    ok = True
    for heap in a.heap or ["192K"]:
        r = soak(script, heap, out)
        report(r, a.hours)
        ok = ok and r["ok"]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
