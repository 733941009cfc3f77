"""A finished game's record for the history (docs/history.md): pure, from
a game of acts' state (a scoring session's is its ``Session.record``) to
``{"var", "n", "s", "low", "pl", "win", "by", "side", "r", "t", "d"}``:
per seat its score and place, the winning seats (0-based), what decided
first place, each seat's side (teams, pairs; else None), the rounds, the
turns and Hamsterdam's sums 2..12. ``Device.stamped`` adds the rest.

A module of its own, imported only as a game ends (``Game.record``) and
dropped again at once: a game's resident code stays as it was (the
simulator's 2,000-action game runs at the Pico's heap with little room to
spare).

Usage::

    rec = records.acts("hd", state)       # None before the game is over
"""


def acts(tag, state):
    """The record of a game of acts (``companion.ui.acts.Acts``) by its
    tag (``hd``, ``hr``, ``st``); None before it is over, or for a game
    that keeps none."""
    fn = {"hd": hamsterdam, "hr": hamsterrolle, "st": stramash}.get(tag)
    return None if fn is None else fn(state)


def hamsterdam(state):
    """Per seat its tokens, dam + pile (the lower the better), and place
    (``hamsterdam.place``); ``by``: ``points``, ``hamsters`` (the tie-break
    of docs/rules.md, Hamsterdam, Winner) or ``shared``; the round, the
    turns rolled and the sums rolled. None before the game is over."""
    if state["phase"] != "over":
        return None
    from companion.rules import hamsterdam as hd

    n = state["n"]
    win = state["winners"]
    by = "shared" if len(win) > 1 else ("hamsters" if len(state["tied"]) > 1 else "points")
    return {
        "var": "classic" if state["classic"] else "",
        "n": n,
        "s": [hd.score(state, p) for p in range(n)],
        "low": 1,
        "pl": [hd.place(state, p) for p in range(n)],
        "win": list(win),
        "by": by,
        "side": None,
        "r": state["round"],
        "t": sum(state["hist"]),
        "d": list(state["hist"]),
    }


def hamsterrolle(state):
    """Per seat its pieces left (the lower the better; a team's seats carry
    the team's total) and place (the winners first, then by those pieces);
    ``by``: ``points``, or ``first`` (both teams as low: the team whose
    player went out first, docs/rules.md, Hamsterrolle); the turns. None
    before the game is over."""
    if state["phase"] != "over":
        return None
    from companion.rules.hamsterrolle import team_total

    n = state["n"]
    win = state["winners"]
    teams = state["teams"]
    if teams is None:
        s = list(state["sup"])
        key = [(0 if p in win else 1, s[p]) for p in range(n)]
        pl = [1 + sum(1 for q in range(n) if key[q] < key[p]) for p in range(n)]
    else:  # two sides: the winning team first, the other second
        s = [team_total(state, teams[p]) for p in range(n)]
        pl = [1 if p in win else 2 for p in range(n)]
    return {
        "var": "" if teams is None else "teams",
        "n": n,
        "s": s,
        "low": 1,
        "pl": pl,
        "win": list(win),
        "by": "first" if state.get("why") == "first_out" else "points",
        "side": None if teams is None else list(teams),
        "r": None,
        "t": state["turn"],
        "d": None,
    }


def stramash(state):
    """Per seat its laddies home (the more the better; a pair's seats each
    their own) and its side's place (``stramash.standings``), the winning
    seats, ``points`` (the first side home wins, docs/rules.md, Stramash),
    the rounds and the turns played (the winning one included). None
    before the game is over."""
    from companion.rules import stramash as st

    if not st.over(state):
        return None
    n = state["n"]
    pl = [0] * n
    side = [0] * n
    for i, (place, seats, _) in enumerate(st.standings(state)):
        for p in seats:
            pl[p] = place
            side[p] = i
    return {
        "var": "pairs" if state["pairs"] else "",
        "n": n,
        "s": list(state["home"]),
        "low": 0,
        "pl": pl,
        "win": list(state["winner"]),
        "by": "points",
        "side": side if state["pairs"] else None,
        "r": st.round_no(state),
        "t": state["turns"] + 1,  # the turns passed, and the winning one
        "d": None,
    }
