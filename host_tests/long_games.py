"""Long legal games for the action log's tests: ``acts(rules, doc, n)`` plays
``n`` acts of the game in ``doc`` by the rules alone (each candidate tried
on a copy of the state; the first the rules accept is taken), chosen by a
fixed-seed generator, so every run is the same game.

Hamsterdam: rolls, a token onto a dam card on a quarter of them, a pile
flood one act in 130 (a 3-player game reaches its breaches but not its end
in 2,000 acts), every breach answered (no token on the card), tokens off in the movement phases.
Hamsterrolle: builds, falls and passes that never empty a supply.
Stramash: turns, a laddie home now and then, corrections."""

from companion.rules import RuleError
from companion.rules import hamsterdam as hd
from companion.rules.actlog import copy


def _hd_candidates(st, i):
    n = st["n"]
    i = (i * 1103515245 + 12345) & 0x7FFFFFFF  # a fixed mix of the act's index
    phase = st["phase"]
    if phase == "breach":
        p = hd.breaching(st)
        for number in range(2, 13):
            if number not in st["flips"][p] and not hd.dead(st, number):
                return [["flip", p, number, 0]]
        return []
    if phase == "move":
        return [["remove", i % n], ["moved"]] if i % 2 else [["moved"]]
    if phase == "redeploy":
        return [["redeployed"]]
    if phase == "tie":
        return [["tie", [k for k in range(len(st["tied"]))]]]
    if phase != "roll":
        return []
    out = []
    if st["dice"] is not None:
        if i % 130 == 7:
            out.append(["pile", (i >> 8) % n])
        if i % 4 == 1:
            out.append(["dam", (i >> 12) % n])
    if hd.due_end(st):
        return out + [["end"]]
    for k in range(36):
        d1, d2 = (i + k) % 6 + 1, ((i >> 4) + k // 6) % 6 + 1
        if not hd.dead(st, d1 + d2):
            out.append(["roll", d1, d2, []])
            break
    return out


def _hr_candidates(st, i):
    # a piece of the player's own falls back, the turn ends with it placed; a pass
    return ([["fell", 1]], [["end", "mine_fell"]], [["end", "pass"]])[i % 3]


def _st_candidates(st, i):
    p = st["turn"]
    if i % 40 == 39:
        return [["fix", p, 0]]
    if i % 9 == 4 and st["home"][p] < 4:
        return [["home", p], ["next"]]
    if i % 23 == 11:
        return [["prev"], ["next"]]
    return [["next"]]


_CANDIDATES = {
    "hamsterdam": _hd_candidates,
    "hamsterrolle": _hr_candidates,
    "stramash": _st_candidates,
}


def play(rules, doc, n):
    """A generator of ``n`` legal acts continuing the game ``doc`` of
    ``rules`` (a rules module), each taken by the rules from the state the
    ones before it lead to (``doc`` itself is not changed). Raises
    RuleError when the pattern finds no legal act (the game is over)."""
    state = rules.replay(doc)
    pick = _CANDIDATES[doc["game"]]
    made = 0
    i = 0
    while made < n:
        for act in pick(state, i):
            trial = copy(state)
            try:
                rules.apply(trial, act)
            except RuleError:
                continue
            state = trial
            made += 1
            yield act
            break
        else:
            raise RuleError("no act at %d" % made)
        i += 1


def acts(rules, doc, n):
    """The acts of ``play`` as a list."""
    return list(play(rules, doc, n))
