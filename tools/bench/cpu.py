"""CPU per event and per endgame score, as ratios to a fixed reference loop.

Usage (MicroPython unix port, the figure that matters; and unchanged on CPython)::

    MICROPYPATH=firmware:host_tests:tools/sim:.frozen .venv/bin/micropython \\
        tools/bench/cpu.py [--runs N] [--json PATH]
    PYTHONPATH=firmware:host_tests:tools/sim .venv/bin/python tools/bench/cpu.py

Figures (each timed ``--runs`` times, default 200):

- ``reference loop``: ``s += i * i & 0xFF`` for i in range(10000), pure
  integer bytecode (small ints on every port, no allocation). Every other
  figure is divided by its median: "event roll = 0.8" means one roll costs
  0.8 reference loops on this machine and runtime, a number that should hold
  across machines for the same runtime. The absolute medians (us) are this
  machine's only.
- ``event ...``: one button event of a 4-player standard Hamsterdam game,
  press to bytes ready on the bus: ``Device.press`` (the game logic, log
  lines, cues), ``Device.view`` (the draw list), ``render.draw`` into a
  128x64 ``framebuf.FrameBuffer`` and ``SSD1306.show`` (find the changed
  columns, write them) on ``fakes.FakeI2C``, which copies every write as the
  tests need (a real bus does not; it waits instead). Events, in game order:
  the first roll (``ok``), a flood on the selected player (``down``), the next
  player selected (``up``), and the worst case: undo (hold ``back``) on the
  winner screen of a full game, which replays every act of the game. A
  second table splits each event into those four steps (medians of each
  step, so they need not add up to the event's median exactly).
- ``som score``: ``sombreros.score`` of a full 4-player table (the test
  suite's four-player case: six spaces, eight cards played each, teams,
  cookie decided at the third lowest card).
- ``clk score``: ``clocktowers.score`` of a full 4-player game: 16 towers
  (15 roofed, one without a roof), ladder gaps and repeats, mice and cats.
- ``hd end``: the act that ends a generated full 4-player standard game
  (``hamsterdam.apply``: pile, breach bookkeeping, the end check that names
  the winner) plus ``hamsterdam.ranking``.

Method: each figure gets a batch size ``k`` (reps per run) so one timed run
lasts at least ~50 us; the run's time is divided by ``k``. Runs of all figures
are interleaved (run 1 of every figure, then run 2, ...), so a change of clock
speed or load during the bench hits every figure alike. Anything a run needs
(fresh devices at the right screen, state copies) is built before the timed
part, then ``gc.collect()``; allocations inside the timed part (draw lists,
log lines, the fake bus's copies) may still trigger a collection, which then
shows in that run: it is part of the spread, not filtered out. Spread: p25..p75
(interquartile range) and min..max, in ratio units like the median.

CPython has no ``framebuf``: it gets a pure-Python stand-in below (byte-wise
fill_rect, a made-up 8x8 pattern for text), so on CPython the draw step
measures that stand-in, not a C framebuf. The CPython run checks that the
script works and gives the pure-Python figures; the device estimate is the
unix-port ratio times the Pico's reference loop time.

Output: the check lines (the scored results, the same on both runtimes), the
table, the breakdown, then one JSON line (also written to ``--json PATH``).
"""

import gc
import json
import sys
import time

from fakes import FakeI2C, Scripted

from companion.device import Device
from companion.drivers.oled import SSD1306
from companion.rules import clocktowers as clk
from companion.rules import hamsterdam as hd
from companion.rules import sombreros as som
from companion.ui import render
from support import choose

MICROPYTHON = sys.implementation.name == "micropython"
TARGET_US = 50  # a timed run shorter than this is batched
MAX_BATCH = 2000
REF_N = 10000

if MICROPYTHON:
    import framebuf

    _now = time.ticks_us  # type: ignore[attr-defined]

    def _us(t0, t1):
        return time.ticks_diff(t1, t0)  # type: ignore[attr-defined]

    FrameBuffer = framebuf.FrameBuffer
    MONO_VLSB = framebuf.MONO_VLSB
else:
    import fake_framebuf

    _now = time.perf_counter

    def _us(t0, t1):
        return (t1 - t0) * 1e6

    class FrameBuffer(fake_framebuf.FrameBuffer):
        """fake_framebuf plus what ``render.draw`` calls, in pure Python
        (MONO_VLSB, clipped). ``text`` draws a made-up 8x8 pattern per
        character: the same bytes touched as a font, not the same pixels."""

        def fill(self, c):
            self.buf[:] = (b"\xff" if c else b"\x00") * len(self.buf)

        def fill_rect(self, x, y, w, h, c):
            x0, x1 = max(0, x), min(self.width, x + w)
            y0, y1 = max(0, y), min(self.height, y + h)
            if x0 >= x1 or y0 >= y1:
                return
            buf = self.buf
            for p in range(y0 >> 3, ((y1 - 1) >> 3) + 1):
                lo = max(y0, p * 8) - p * 8
                hi = min(y1, p * 8 + 8) - p * 8
                mask = ((1 << hi) - 1) ^ ((1 << lo) - 1)
                base = p * self.width
                for i in range(base + x0, base + x1):
                    if c:
                        buf[i] |= mask
                    else:
                        buf[i] &= ~mask & 0xFF

        def hline(self, x, y, w, c):
            self.fill_rect(x, y, w, 1, c)

        def rect(self, x, y, w, h, c):
            self.fill_rect(x, y, w, 1, c)
            self.fill_rect(x, y + h - 1, w, 1, c)
            self.fill_rect(x, y, 1, h, c)
            self.fill_rect(x + w - 1, y, 1, h, c)

        def text(self, s, x, y, c=1):
            for n in range(len(s)):
                code = ord(s[n])
                for col in range(8):
                    bits = (code * (col + 3)) & 0x7F
                    for row in range(8):
                        if bits >> row & 1:
                            self.fill_rect(x + n * 8 + col, y + row, 1, 1, c)

    MONO_VLSB = fake_framebuf.MONO_VLSB


# -- endgame inputs ------------------------------------------------------------

# Sombreros: host_tests/test_sombreros_rules.py, four players (teams, the
# cookie at the third lowest card): every player has played all eight cards.
SOM_TABLE = [(2, 6), (4, 4), (6, 2), (2, 1), (1, 5), (3, 3)]
SOM_HANDS = [
    {"collection": [(2, 2), (4, 1), (6, 3), (5, 4), (1, 1)], "black": 3, "favourite": (2, 3)},
    {"collection": [(3, 1), (7, 1), (5, 3), (6, 4), (1, 3)], "black": 3, "favourite": (3, 6)},
    {
        "collection": [(4, 2), (4, 3), (4, 5), (6, 5), (1, 2), (7, 2)],
        "black": 2,
        "favourite": (4, 6),
    },
    {
        "collection": [(2, 4), (2, 5), (3, 2), (3, 4), (5, 1), (1, 4), (7, 3)],
        "black": 1,
        "favourite": (7, 4),
    },
]


def F(storeys, animal="none"):
    return ("floor", storeys, animal)


def C(animal="none"):
    return ("clock", animal)


def R(colour):
    return ("roof", colour)


# Clocktowers, in the rules tests' notation: four towers each, 13 of 14
# one-storey and 9 of 14 two-storey floors, 16 of 18 clocks (8 with a mouse),
# 15 of 20 roofs.
CLK_TOWERS = [
    [
        [F(1), C(), R("red")],  # h1 clean
        [F(2, "cat"), C(), R("red")],  # h2 cats
        [F(1), F(2, "mouse"), C("mouse"), R("red")],  # h3 mice
        [F(1), F(1), C("mouse"), R("blue")],  # h2 mice: blue starts at 2
    ],
    [
        [F(2), C(), R("green")],  # h2 clean
        [F(2), F(1, "cat"), C(), R("green")],  # h3 cats
        [F(2, "mouse"), F(2), C("mouse"), R("green")],  # h4 mice
        [F(1), C("mouse")],  # no roof: incomplete
    ],
    [
        [F(1), C(), R("purple")],  # h1 clean
        [F(2), F(1), C("mouse"), R("purple")],  # h3 mice: ladder gap
        [F(2, "cat"), C("mouse"), R("yellow")],  # h2 mixed
        [F(1, "mouse"), C("mouse"), R("blue")],  # h1 mice
    ],
    [
        [F(1), C(), R("yellow")],  # h1 clean
        [F(1, "cat"), C(), R("yellow")],  # h1 cats: ladder repeat
        [F(1, "cat"), F(1), C("mouse"), R("blue")],  # h2 mixed
        [F(2), C(), R("red")],  # h2 clean
    ],
]

HD_FACES = [3, 4, 6, 5, 2, 5, 1, 6, 4, 4, 5, 3, 6, 2, 3, 3, 1, 2, 5, 6]


def hd_full_game(players=4):
    """A full standard game document, generated by the rules: per turn a roll
    and a flood pattern, a token off someone's dam in each movement phase,
    every breach answered (the lowest number the player has not flipped, one
    token moved when the dam holds any). Returns (doc, state before the last
    act, final state)."""
    doc = hd.new_doc(players)
    st = hd.new_state(players)
    rng = Scripted(HD_FACES, faces=True, cycle=True)
    acts = doc["acts"]
    queue = []
    turn = 0
    before = None
    while st["phase"] not in ("over", "tie"):
        phase = st["phase"]
        if phase == "breach":
            p = hd.breaching(st)
            n = 2
            while n in st["flips"][p] or hd.dead(st, n):
                n += 1
            act = ["flip", p, n, min(1, st["dam"][p])]
        elif queue:
            act = queue.pop(0)
            if act[0] == "pile" and not st["dam"][act[1]]:
                # the rules take a flood into the pile only off a dam that
                # holds a token (hamsterdam._flood): the token lands there
                act = ["dam", act[1]]
        elif phase == "last" or (phase == "roll" and hd.due_end(st)):
            act = ["end"]  # "last": the roll that reached the target, its floods done
        elif phase == "roll":
            act = hd.roll(st, rng)
        elif phase == "move":
            has = [p for p in range(players) if st["dam"][p]]
            act = ["remove", has[0]] if has and turn % 2 else ["moved"]
            if act[0] == "remove":
                queue = [["moved"]]
        else:  # redeploy
            act = ["redeployed"]
        before = _copy(st)
        hd.apply(st, act)
        acts.append(act)
        if act[0] == "roll":
            r = hd.roller(st)
            nxt = (r + 1) % players
            queue = (
                [["dam", r]],
                [["pile", nxt]],
                [["dam", nxt], ["pile", r]],
                [],
                [["pile", r], ["dam", (r + 2) % players]],
            )[turn % 5]
            turn += 1
    return doc, before, st


def _copy(x):
    """Deep copy of a rules state (dicts, lists, ints, strings)."""
    if isinstance(x, dict):
        return {key: _copy(val) for key, val in x.items()}
    if isinstance(x, list):
        return [_copy(val) for val in x]
    return x


# -- the device on a fake bus ------------------------------------------------------

EVENT_FACES = [3, 4, 6, 5, 2, 5, 1, 6]


class Rig:
    """A device, its frame buffer and display on a fake bus, the current
    screen already drawn and sent (as the runner leaves it between events)."""

    def __init__(self, setup=(), doc=None):
        self.i2c = FakeI2C()
        self.oled = SSD1306(self.i2c)
        self.oled.init()
        self.fb = FrameBuffer(self.oled.buf, 128, 64, MONO_VLSB)
        self.dev = Device(Scripted(EVENT_FACES, faces=True, cycle=True))
        for label in ("Hamsterdam", "4 players", "Standard"):
            choose(self.dev, label)  # by label, as a player reads the menus
        if doc is not None:  # a saved game resumed, as companion.saved.offer does
            from companion.ui.hamsterdam_ui import restore

            self.dev.game = restore({"game": "hd", "doc": doc, "cursor": 0})
            self.dev.stack = [self.dev.game]
        for button, kind in setup:
            self.dev.press(button, kind, 0)
        render.draw(self.fb, self.dev.view())
        self.oled.show(full=True)
        self.i2c.clear()
        self.dev.cues = []


class Figure:
    def __init__(self, name, prepare, timed, phases=()):
        self.name = name
        self.prepare = prepare  # prepare(k) -> context for timed
        self.timed = timed  # timed(ctx, k) -> [total us, phase us...] for k reps
        self.phases = phases
        self.k = 1
        self.samples = None  # per column: one list of us per rep, over the runs


def event(name, setup, button, kind, doc=None):
    def prepare(k):
        rigs = []
        for _ in range(k):
            mine = None
            if doc is not None:  # undo pops an act: each rig its own list
                mine = {}
                for key in doc:
                    mine[key] = doc[key]
                mine["acts"] = list(doc["acts"])
            rigs.append(Rig(setup, mine))
        return rigs

    def timed(rigs, k):
        t0 = _now()
        for r in rigs:
            r.dev.press(button, kind, 0)
        t1 = _now()
        views = [r.dev.view() for r in rigs]
        t2 = _now()
        for i in range(k):
            render.draw(rigs[i].fb, views[i])
        t3 = _now()
        for r in rigs:
            r.oled.show()
        t4 = _now()
        return [_us(t0, t4), _us(t0, t1), _us(t1, t2), _us(t2, t3), _us(t3, t4)]

    return Figure(name, prepare, timed, ("press", "view", "draw", "show"))


def pure(name, fn, prepare=None):
    """A figure of ``fn(ctx, k)``, which does k reps; ``prepare(k)`` builds ctx."""

    def timed(ctx, k):
        t0 = _now()
        fn(ctx, k)
        t1 = _now()
        return [_us(t0, t1)]

    return Figure(name, prepare or (lambda k: None), timed)


def ref_loop(ctx, k):
    for _ in range(k):
        s = 0
        for i in range(REF_N):
            s += i * i & 0xFF
    return s


def som_score(ctx, k):
    for _ in range(k):
        som.score(4, SOM_TABLE, SOM_HANDS)


def clk_score(ctx, k):
    for _ in range(k):
        clk.score(4, CLK_TOWERS)


def figures(doc, before):
    last = doc["acts"][-1]

    def hd_prepare(k):
        return [_copy(before) for _ in range(k)]

    def hd_end(states, k):
        for st in states:
            hd.apply(st, last)
            hd.ranking(st)

    roll = (("ok", "short"),)
    return [
        pure("reference loop", ref_loop),
        event("event roll (ok)", (), "ok", "short"),
        event("event flood (down)", roll, "down", "short"),
        event("event select (up)", roll + (("down", "short"),), "up", "short"),
        event("event undo @end (hold back)", (), "back", "long", doc),
        pure("som score 4p", som_score),
        pure("clk score 4p", clk_score),
        pure("hd end 4p (last act+rank)", hd_end, hd_prepare),
    ]


# -- measuring -------------------------------------------------------------------


def run_once(fig, k):
    ctx = fig.prepare(k)
    gc.collect()
    out = fig.timed(ctx, k)
    ctx = None
    return [t / k for t in out]


def calibrate(fig):
    """Batch size for ``fig``: the smallest k with a run of TARGET_US or more
    (the best of three single reps, which also warm the code up)."""
    best = None
    for _ in range(3):
        t = run_once(fig, 1)[0]
        best = t if best is None or t < best else best
    if best >= TARGET_US:
        return 1
    return min(MAX_BATCH, int(TARGET_US / max(best, 0.1)) + 1)


def quantile(xs, q):
    """``q`` quantile of the sorted list ``xs``, linear between neighbours."""
    pos = q * (len(xs) - 1)
    i = int(pos)
    if i + 1 >= len(xs):
        return xs[-1]
    return xs[i] + (xs[i + 1] - xs[i]) * (pos - i)


def stats(xs):
    xs = sorted(xs)
    return {
        "median": quantile(xs, 0.5),
        "p25": quantile(xs, 0.25),
        "p75": quantile(xs, 0.75),
        "min": xs[0],
        "max": xs[-1],
    }


def parse_args(argv):
    runs, path = 200, None
    i = 1
    while i < len(argv):
        a = argv[i]
        if a == "--runs" and i + 1 < len(argv) and argv[i + 1].isdigit():
            runs = int(argv[i + 1])
            i += 2
        elif a == "--json" and i + 1 < len(argv):
            path = argv[i + 1]
            i += 2
        else:
            print("usage: cpu.py [--runs N] [--json PATH]")
            sys.exit(2)
    if runs < 1:
        print("--runs must be 1 or more")
        sys.exit(2)
    return runs, path


def _r(x, nd):
    return round(x, nd)


def main():
    runs, path = parse_args(sys.argv)
    doc, before, final = hd_full_game(4)
    s = som.score(4, SOM_TABLE, SOM_HANDS)
    c = clk.score(4, CLK_TOWERS)
    print("check som: " + som.summary_line(s))
    print("check clk: " + clk.summary_line(c) + " / " + clk.summary_line(c, unflagged=True))
    print(
        "check hd: acts=%d rounds=%d last=%s piles=%s dam=%s ranking=%s"
        % (
            len(doc["acts"]),
            final["round"],
            doc["acts"][-1],
            final["pile"],
            final["dam"],
            hd.ranking(final),
        )
    )

    figs = figures(doc, before)
    for fig in figs:
        fig.k = calibrate(fig)
        fig.samples = [[] for _ in range(1 + len(fig.phases))]
    t_start = _now()
    for _ in range(runs):
        for fig in figs:
            for col, t in zip(fig.samples, run_once(fig, fig.k)):
                col.append(t)
    took = _us(t_start, _now()) / 1e6

    ref = stats(figs[0].samples[0])["median"]
    impl = sys.implementation
    version = ".".join(str(n) for n in impl.version[:3])
    print(
        "%s %s (%s), %d runs in %.1f s; reference loop median %.1f us = 1.00"
        % (impl.name, version, sys.platform, runs, took, ref)
    )
    print(
        "%-28s %5s %10s %7s %15s %15s"
        % ("figure (per rep)", "batch", "median us", "ratio", "p25..p75", "min..max")
    )
    rows = []
    for fig in figs:
        st = stats(fig.samples[0])
        ratio = {}
        for key in st:
            ratio[key] = st[key] / ref
        print(
            "%-28s %5d %10.1f %7.3f %15s %15s"
            % (
                fig.name,
                fig.k,
                st["median"],
                ratio["median"],
                "%.3f..%.3f" % (ratio["p25"], ratio["p75"]),
                "%.3f..%.3f" % (ratio["min"], ratio["max"]),
            )
        )
        row = {"name": fig.name, "batch": fig.k, "us": {}, "ratio": {}}
        for key in st:
            row["us"][key] = _r(st[key], 2)
            row["ratio"][key] = _r(ratio[key], 4)
        if fig.phases:
            row["phases_median_us"] = {}
            for name, col in zip(fig.phases, fig.samples[1:]):
                row["phases_median_us"][name] = _r(stats(col)["median"], 2)
        rows.append(row)

    print("event steps, median us (share of the event's median):")
    print("%-28s %13s %13s %13s %13s" % ("event", "press", "view", "draw", "show"))
    for fig in figs:
        if not fig.phases:
            continue
        total = stats(fig.samples[0])["median"]
        cells = []
        for col in fig.samples[1:]:
            m = stats(col)["median"]
            cells.append("%7.1f %4.0f%%" % (m, 100.0 * m / total))
        print("%-28s %s" % (fig.name, " ".join(cells)))

    out = {
        "bench": "cpu",
        "runtime": impl.name,
        "version": version,
        "platform": sys.platform,
        "runs": runs,
        "reference": "sum(i * i & 0xFF) for i < %d" % REF_N,
        "reference_median_us": _r(ref, 2),
        "hd_acts": len(doc["acts"]),
        "figures": rows,
    }
    if path:
        with open(path, "w") as f:
            json.dump(out, f)
    print(json.dumps(out))


main()
