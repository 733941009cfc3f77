"""Pure game rules: integer arithmetic only. No machine, time, random or
asyncio here; randomness comes in as an ``rng`` object with ``getrandbits``."""


class RuleError(ValueError):
    """An action the rules do not allow now. ``str(e)`` is a short message
    (at most 16 characters a line) fit for the 128x64 screen."""


def rank(ids, keys, names):
    """Places for a score table, best first: ``[(place, id, keys[id][0],
    by)]``. ``keys[id]``: a tuple compared in order, the points first, each
    key higher = better (the tie-breaks after). ``names``: one word per key;
    ``by`` is the name of the first key that sets the entry apart from every
    other, else ``"shared"``. A shared place takes the best number of its
    group and the next one skips (1, 2, 2, 4). Used by the scorers
    (Sombreros: points, black hats, cookie; Clocktowers: points, mouse, cat)."""
    out = []
    order = sorted(ids, key=lambda i: tuple(-k for k in keys[i]) + (i,))
    for i in order:
        k = keys[i]
        place = 1 + len([j for j in ids if keys[j] > k])
        others = [keys[j] for j in ids if j != i]
        by = "shared"
        for n in range(len(k)):
            if not [o for o in others if o[: n + 1] == k[: n + 1]]:
                by = names[n]
                break
        out.append((place, i, k[0], by))
    return out


def name(p):
    """``P1``.. for player index ``p``: a player on the screen and in the
    log, in every game."""
    return "P%d" % (p + 1)
