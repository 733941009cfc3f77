"""Dice fairness: a χ² test of 2d6 rolls from the production random path.

    MICROPYPATH=firmware:host_tests:tools/sim:.frozen .venv/bin/micropython tools/bench/dice.py
    PYTHONPATH=firmware .venv/bin/python tools/bench/dice.py
        [--rolls 1000000] [--seed N] [--json PATH]

TARGETS.md (Dice): "no modulo bias; a χ² test over 10^6 rolls with the
production path"; the rules say 2d6 (docs/rules.md, Hamsterdam, A turn,
step 1). The path is the one the device uses:
``companion.rules.dice.roll2(random)``, with ``random`` seeded once from
``os.urandom(4)`` exactly as ``board_pico.py`` does. The seed is printed; pass
it back with ``--seed`` to repeat a run (on the same runtime: CPython and
MicroPython give different sequences for the same seed).

Measures, over ``--rolls`` rolls of two dice:

- the counts of the sums 2..12 and χ² against the exact 2d6 distribution
  (sum s has probability k/36, k = 6 - |s - 7|), 10 degrees of freedom
  (``companion.rules.fair.chi2``: the history's dice page uses the same);
- the counts of the faces 1..6 of each die separately, and χ² against 1/6
  each, 5 degrees of freedom;
- the p-value of each χ²: the probability that a fair die gives a χ² at least
  this large. Under a fair die the p-value is uniform on [0, 1], so a p of
  0.03 now and then is expected; a p below 0.001 would be a finding (rerun
  with the printed seed, then with new seeds, before believing it);
- rolls per second of the whole path (unix port or CPython, not the Pico).

Counts stay integers; each χ² term is an exact integer ratio turned into a
float once. The p-values are closed forms of the regularized upper incomplete
gamma function Q(dof/2, x/2): for 10 dof Q(5, y) = exp(-y) * sum_{i<5} y^i/i!,
for 5 dof Q(5/2, y) = erfc(sqrt(y)) + 2*sqrt(y/pi)*exp(-y)*(1 + 2y/3).

The last line is ``dice: rolls=N chi2_sum=X p_sum=P chi2_die1=... p_die1=...
chi2_die2=... p_die2=...``; ``--json PATH`` writes the same figures, the
seed, the runtime, the timing and the counts (``sums``: sums 2..12;
``die1``, ``die2``: faces 1..6).
"""

import json
import math
import os
import random
import sys
import time

from companion.rules import dice, fair

ROLLS = 1000000
USAGE = "usage: dice.py [--rolls N] [--seed N] [--json PATH]"


def parse_args(argv):
    """--rolls, --seed, --json (``--opt value`` or ``--opt=value``); no argparse on MicroPython."""
    opts = {"rolls": ROLLS, "seed": None, "json": None}
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg.startswith("--") and "=" in arg:
            name, value = arg[2:].split("=", 1)
        elif arg.startswith("--") and i + 1 < len(argv):
            name, value = arg[2:], argv[i + 1]
            i += 1
        else:
            name, value = None, None
        if name not in opts:
            print(USAGE)
            sys.exit(2)
        opts[name] = value if name == "json" else int(value)
        i += 1
    if opts["rolls"] < 1:
        print(USAGE)
        sys.exit(2)
    return opts


def clock_ms():
    """A start mark; ``elapsed_ms(mark)`` turns it into milliseconds."""
    if hasattr(time, "ticks_ms"):
        return time.ticks_ms()  # type: ignore[attr-defined]
    return time.perf_counter()


def elapsed_ms(mark):
    if hasattr(time, "ticks_ms"):
        return time.ticks_diff(time.ticks_ms(), mark)  # type: ignore[attr-defined]
    return (time.perf_counter() - mark) * 1000.0


def count(n, rng):
    """Roll n times through the production path: (sums[0..12], die1[0..6], die2[0..6])."""
    roll2 = dice.roll2
    sums = [0] * 13
    die1 = [0] * 7
    die2 = [0] * 7
    for _ in range(n):
        a, b = roll2(rng)
        sums[a + b] += 1
        die1[a] += 1
        die2[b] += 1
    return sums, die1, die2


def chi2_faces(faces, n):
    """χ² of the faces 1..6 against 1/6: sum of (6*obs - n)^2 / (6*n)."""
    x = 0.0
    for f in range(1, 7):
        d = 6 * faces[f] - n
        x += d * d / (6 * n)
    return x


def p_dof5(x):
    """P(χ²(5) >= x) = Q(5/2, y), y = x/2: erfc(√y) + 2√(y/π)·e^-y·(1 + 2y/3).

    From Q(1/2, y) = erfc(√y) and Q(a+1, y) = Q(a, y) + y^a e^-y / Γ(a+1)."""
    y = x / 2.0
    return math.erfc(math.sqrt(y)) + 2.0 * math.sqrt(y / math.pi) * math.exp(-y) * (
        1.0 + 2.0 * y / 3.0
    )


def main(argv):
    opts = parse_args(argv)
    n = opts["rolls"]
    seed = opts["seed"]
    if seed is None:
        # As board_pico.py: one seed from the hardware source, never a constant.
        seed = int.from_bytes(os.urandom(4), "big")
    random.seed(seed)
    runtime = sys.implementation.name
    print("dice: %s, seed=%d (repeat with --seed %d), rolls=%d" % (runtime, seed, seed, n))

    mark = clock_ms()
    sums, die1, die2 = count(n, random)
    ms = elapsed_ms(mark)
    rate = n * 1000.0 / ms if ms > 0 else 0.0
    print("time: %.0f ms, %.0f rolls/s" % (ms, rate))

    print("sum    count     expected  (o-e)^2/e")
    for s in range(2, 13):
        k = fair.WAYS[s - 2]
        d = 36 * sums[s] - n * k
        print("%3d %8d %12.1f %10.3f" % (s, sums[s], n * k / 36.0, d * d / (36 * n * k)))
    print("face   die1     die2  (expected %.1f)" % (n / 6.0))
    for f in range(1, 7):
        print("%4d %8d %8d" % (f, die1[f], die2[f]))

    c_sum, p_sum = fair.chi2(sums[2:])  # the history's test (10 degrees of freedom)
    c_d1 = chi2_faces(die1, n)
    c_d2 = chi2_faces(die2, n)
    p_d1, p_d2 = p_dof5(c_d1), p_dof5(c_d2)
    print(
        "dice: rolls=%d chi2_sum=%.3f p_sum=%.4g chi2_die1=%.3f p_die1=%.4g"
        " chi2_die2=%.3f p_die2=%.4g" % (n, c_sum, p_sum, c_d1, p_d1, c_d2, p_d2)
    )

    if opts["json"]:
        out = {
            "runtime": runtime,
            "seed": seed,
            "rolls": n,
            "ms": ms,
            "rolls_per_s": rate,
            "sums": sums[2:],
            "die1": die1[1:],
            "die2": die2[1:],
            "chi2_sum": c_sum,
            "p_sum": p_sum,
            "chi2_die1": c_d1,
            "p_die1": p_d1,
            "chi2_die2": c_d2,
            "p_die2": p_d2,
        }
        with open(opts["json"], "w") as fh:
            json.dump(out, fh)
            fh.write("\n")


main(sys.argv[1:])
