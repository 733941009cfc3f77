"""The ranking of a score table, shared by the scorers (Sombreros: points,
black hats, cookie; Clocktowers: points, mouse, cat). Its own module, loaded
with their rules at the scores: no game's taps or presses carry it."""


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
