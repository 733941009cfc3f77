"""Fair dice from an injected random source.

``rng`` is any object with ``getrandbits(k)`` (the ``random`` module on both
runtimes, a fake in tests). Faces come from 3 random bits with rejection of 6
and 7, so every face has probability exactly 1/6 (no modulo bias).
"""


def d6(rng):
    """One die: int 1..6."""
    while True:
        r = rng.getrandbits(3)
        if r < 6:
            return r + 1


def roll2(rng):
    """Two dice: tuple (d1, d2), each 1..6."""
    return d6(rng), d6(rng)
