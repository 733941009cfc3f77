"""How a run of 2d6 sums compares with fair dice: Pearson's chi-squared test
(docs/rules.md, Hamsterdam, Dice; docs/history.md, This evening).

Pure: counts in, figures out. ``counts`` is how often each sum 2..12 came
(11 ints, as Hamsterdam's ``"hist"``). Fair 2d6 give sum ``s`` in
``WAYS[s - 2]`` of 36 throws. The statistic has 10 degrees of freedom, and
for an even number of them the chi-squared tail has a closed form:
``Q(x; 10) = exp(-x/2) * sum(k = 0..4) (x/2)**k / k!``. Single-precision
floats on the Pico are ample for a p-value shown to two places.

**Decision**: no verdict from fewer than ``MIN_ROLLS`` (90) rolls. The
test's chi-squared approximation holds while every expected count is at
least 1 and no more than a fifth of them are under 5 (Cochran's rule): at
90 rolls the sums 2 and 12 expect 2.5 each (2 of 11 cells under 5) and 3
and 11 expect 5.

Usage::

    x, p = chi2([1, 3, 5, 6, 8, 11, 8, 7, 5, 4, 2])
    word, s = verdict(counts)    # ("cold", 7): the 7s came less often
"""

from companion import const

WAYS = const((1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1))  # throws of 36 giving 2..12
MIN_ROLLS = const(90)
_ALPHA = const(0.05)  # below this p-value the dice were not like fair ones


def expected(counts):
    """Fair dice's expected count of each sum 2..12 for as many rolls as
    ``counts`` holds (11 floats)."""
    n = sum(counts)
    return [n * w / 36 for w in WAYS]


def chi2(counts):
    """``(x, p)``: the chi-squared statistic of ``counts`` against fair 2d6
    and its p-value (10 degrees of freedom), floats; ``(0.0, 1.0)`` for no
    rolls. ValueError unless ``counts`` is 11 counts >= 0."""
    if len(counts) != 11 or min(counts) < 0:
        raise ValueError("11 counts")
    n = sum(counts)
    if n == 0:
        return 0.0, 1.0
    # sum (o - n w / 36)^2 / (n w / 36) = sum (36 o - n w)^2 / (36 n w):
    # the squares in integers, one division a sum
    x = 0.0
    for o, w in zip(counts, WAYS):
        d = 36 * o - n * w
        x += d * d / (36 * n * w)
    return x, tail(x)


def tail(x):
    """P(X >= x) for a chi-squared X with 10 degrees of freedom."""
    from math import exp

    h = x / 2
    term = 1.0
    total = 1.0
    for k in range(1, 5):
        term *= h / k
        total += term
    p = exp(-h) * total
    return 1.0 if p > 1.0 else p


def verdict(counts):
    """What the dice did, for a family: ``("few", k)``: too few rolls to
    say (``k`` more needed), ``("fair", None)``: nothing a fair pair would
    not do (p >= 0.05), else ``("hot", s)`` or ``("cold", s)``: the sum
    ``s`` that strayed furthest (in standard deviations of its count) came
    more or less often than fair dice would have rolled it."""
    n = sum(counts)
    if n < MIN_ROLLS:
        return "few", MIN_ROLLS - n
    x, p = chi2(counts)
    if p >= _ALPHA:
        return "fair", None
    far = 0.0
    word, s = "fair", None
    for i, (o, w) in enumerate(zip(counts, WAYS)):
        e = n * w / 36
        z = (o - e) / e**0.5  # the cell's share of the statistic, signed
        if abs(z) > abs(far):
            far = z
            word, s = ("hot" if z > 0 else "cold"), i + 2
    return word, s
