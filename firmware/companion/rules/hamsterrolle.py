"""Hamsterrolle: whose turn, every player's pieces, the roll, the winner;
and the 30-second placement timer.

Source: docs/rules.md, "Hamsterrolle" (from the German rule sheet). Pure:
integers, lists and strings; no clock is read here: the timer takes ``now``
(ms ticks) from its caller and subtracts ticks modulo their period (the
arithmetic of MicroPython's ``time.ticks_diff``), so a clock that wraps is
handled as on the Pico.

A game is a document ``{"v": 2, "game": "hamsterrolle", "players": n,
"pieces": [k, ...], "teams": None | [t, ...], "base": None | state,
"folded": k, "acts": [...]}``; its state is the replay of the acts from
``base`` (the state the ``folded`` acts led to; None: the start), so undo is
"drop the last act and replay" and a saved game is that small JSON document.
The action log (``companion.rules.actlog``, through ``start`` and ``fold``)
keeps it bounded. A version 1 document (no ``base``, every act) replays the
same.
``apply(state, act)`` checks the act (``RuleError``, state untouched) then
changes ``state`` and returns the serial-log lines it caused.

Players are 0-based here (``P1`` is 0) and play in seat order from P1
(docs/rules.md, Hamsterrolle: the shakiest hands begin).

Counting (docs/rules.md, Hamsterrolle: pieces that fall out during your turn
become yours; pieces that fall with nobody touching leave the game): every
piece is in a supply, in the roll or out of the game, so
``sum(sup) + roll + out`` never changes.

Decisions (the rule sheet leaves these open; ours, in docs/rules.md,
Hamsterrolle):
- Decision: pieces. A set is 7 pieces *(box: 28 pieces in 7 colours, four
  sets)*, so the default is 14 each with 2 players (two sets each) and 7
  each with 3 or 4; the players may enter another number at setup (3
  players sharing out the fourth set: 9 each, one piece left in the box).
- Decision: the pyramid counts as a piece in the roll (the roll starts at
  1): the text says every part that tumbles out during your turn is yours
  to build again.
- Decision: the falls. The rule: pieces that fall out during your turn
  become yours; your own piece, when it went in and fell out too, is one
  of those (it comes back to you). So every piece that falls out during
  the turn is entered, one ``fell`` each, the player's own piece too, and
  the turn's ``end`` then says where the player's own piece went:
  ``built`` it went in (and stayed; or it fell out and is among the
  ``fell``: the same count), ``mine_fell`` it went in and fell out, among
  the ``fell`` (the count of ``built``; it needs one ``fell`` at least),
  ``fell`` pieces fell before it went in (it never did: one ``fell`` at
  least), ``pass`` a constructive pass (no piece of the player went in;
  pieces that fell meanwhile are his all the same). While a turn is open
  the roll may stand at -1 (the player's own piece fell out, entered
  before the end that puts it in); an end with the player's piece never
  in needs the roll at 0 or more ("Roll had only n": more fell than the
  roll could give without the player's own piece). A fall ends the turn
  (the German text), but the device still needs the ``end``.
- Decision: teams (4 players only) are neighbours who play one after the
  other, P1+P2 against P3+P4 (the text: "nebeneinander ... nacheinander am
  Zug"); for other seating P1+P3 against P2+P4. Team A is P1's.
- Decision: a team player with an empty supply builds from the partner's
  at once (the text says "darf"; a player who will not, passes).
- Decision: two players of different teams empty and both teams with as
  many pieces left: the team whose player ran out first wins, that is the
  team not on turn (its player was already empty before this turn ended;
  the base game's "first with no pieces wins").
- Decision: the end is checked when a turn ends (only a build empties a
  supply).
- Decision: undo goes back as far as the action log keeps
  (``companion.rules.actlog``: 112 acts in a row). Older acts are folded
  into ``base``, so a game of any length keeps a document of a few KB in
  the heap and in the saved game that is loaded at boot.
"""

from companion import const
from companion.rules import RuleError, name
from companion.rules.actlog import dispatch, fold  # noqa: F401  (the action log's contract)

_GAME = const("hamsterrolle")
_HALF = const(1 << 29)  # half the ms tick period of the rp2 and unix ports (2**30)
_MASK = const((1 << 30) - 1)
_DOC_VERSION = const(2)  # 2: "base", "folded" and the last acts; 1 (every act) still replays
_SET_PIECES = const(7)  # (box) one piece of each of the 7 colours; 4 sets, 28 pieces
DEFAULT_PIECES = {2: 2 * _SET_PIECES, 3: _SET_PIECES, 4: _SET_PIECES}
MAX_PIECES = 28  # the most a setup accepts per player
_PYRAMID = const(1)  # the black pyramid stands in the lowest compartment at the start
NEIGHBOURS = [0, 0, 1, 1]  # teams: P1+P2 against P3+P4
ACROSS = [0, 1, 0, 1]  # teams: P1+P3 against P2+P4
_ENDS = const(("built", "mine_fell", "fell", "pass"))
_PLACED = const(("built", "mine_fell"))  # ends where the player's own piece went into the roll

# Acts (list form, first item is the verb):
#   ["fell", n]      n pieces fell out during the turn (the player's own one too):
#                    the player on turn takes them
#   ["loose", n]     n pieces fell with nobody touching: out of the game
#   ["end", how]     the turn ends (how in _ENDS, see the falls Decision) and the
#                    next player's begins

# The placement timer (docs/rules.md, Hamsterrolle: 30 seconds, then let go).
LIMIT_MS = 30000
WARN_MS = (10000, 5000, 3000, 2000, 1000, 0)  # tones when this much is left; 0: time is up


def new_doc(players, pieces=None, teams=None):
    """A fresh game document. ``players`` 2..4; ``pieces`` an int (the same
    for everyone, default ``DEFAULT_PIECES``) or a list of one per player,
    each 1..MAX_PIECES; ``teams`` None, ``NEIGHBOURS`` or ``ACROSS`` (4
    players only). Raises RuleError otherwise."""
    if players not in DEFAULT_PIECES:
        raise RuleError("2-4 players")
    if pieces is None:
        pieces = DEFAULT_PIECES[players]
    if isinstance(pieces, int):
        pieces = [pieces] * players
    doc = {
        "v": _DOC_VERSION,
        "game": _GAME,
        "players": players,
        "pieces": list(pieces),
        "teams": None if teams is None else list(teams),
        "base": None,
        "acts": [],
    }
    new_state(players, doc["pieces"], doc["teams"])  # checks them
    return doc


def new_state(players, pieces, teams=None):
    """The state before the first turn: a dict of ints and lists."""
    if players not in DEFAULT_PIECES:
        raise RuleError("2-4 players")
    if not isinstance(pieces, list) or len(pieces) != players:
        raise RuleError("Pieces each")
    for k in pieces:
        if not isinstance(k, int) or not 1 <= k <= MAX_PIECES:
            raise RuleError("1-%d pieces" % MAX_PIECES)
    if teams is not None and (players != 4 or teams not in (NEIGHBOURS, ACROSS)):
        raise RuleError("Teams: 4 players")
    return {
        "n": players,
        "teams": None if teams is None else list(teams),
        "sup": list(pieces),  # pieces each player still has to build
        "roll": _PYRAMID,  # pieces in the roll (may be -1 inside a turn, see above)
        "out": 0,  # pieces out of the game
        "turn": 0,  # turns completed; the player on turn is turn % n
        "fell": 0,  # pieces that fell out during the open turn
        "phase": "play",  # play | over
        "winners": [],  # the winner, or the winning team's players
        "team": None,  # the winning team (0: A, P1's; 1: B)
        "why": "",  # empty | team_out | fewer | first_out
    }


def start(doc):
    """``(state, folded)``: the state at the base of ``doc`` (``new_doc``
    shape; version 1: no ``base``) and the acts folded into it (``folded``,
    0 where a version 2 document of older firmware does not say), for the
    action log (``companion.rules.actlog``). RuleError when the document is
    not a Hamsterrolle game or its base is not a state of it."""
    if not isinstance(doc, dict) or doc.get("game") != _GAME or doc.get("v") not in (1, 2):
        raise RuleError("not a game")
    if not isinstance(doc.get("acts"), list):
        raise RuleError("not a game")
    state = new_state(doc["players"], doc["pieces"], doc.get("teams"))
    base = doc.get("base")
    if base is None:
        return state, 0
    folded = doc.get("folded", 0)
    if not isinstance(folded, int) or isinstance(folded, bool) or folded < 0:
        raise RuleError("bad base")
    return _from_base(state, base), folded


def replay(doc):
    """State of a game document (``start``, then its acts). RuleError as
    ``start``, or for an act that is not legal."""
    state = start(doc)[0]
    for act in doc["acts"]:
        apply(state, act)
    return state


_INTS = const(("roll", "out", "turn", "fell"))


def _from_base(start, base):
    """A copy of ``base`` (a state saved in a document), checked against
    ``start``, the game's first state: the same players and teams, counts
    that are ints, and every piece still there."""
    if not isinstance(base, dict):
        raise RuleError("bad base")
    st = {}
    for key in start:
        if key not in base:
            raise RuleError("bad base")
        st[key] = base[key]
    sup = st["sup"]
    ok = st["n"] == start["n"] and st["teams"] == start["teams"]
    ok = ok and isinstance(sup, list) and len(sup) == start["n"]
    ok = ok and isinstance(st["winners"], list) and st["phase"] in ("play", "over")
    ok = ok and st["team"] in (None, 0, 1) and isinstance(st["why"], str)
    if ok:
        for k in sup + [st[key] for key in _INTS] + st["winners"]:
            if not isinstance(k, int) or isinstance(k, bool):
                ok = False
    if not ok or min(sup) < 0 or min(st[key] for key in _INTS) < -1 or st["out"] < 0:
        raise RuleError("bad base")
    if st["turn"] < 0 or st["fell"] < 0 or total(st) != total(start):
        raise RuleError("bad base")
    st["sup"] = list(sup)
    st["winners"] = list(st["winners"])
    if st["teams"] is not None:
        st["teams"] = list(st["teams"])
    return st


def current(state):
    """Index of the player on turn."""
    return state["turn"] % state["n"]


def partner(state, p):
    """P's partner (index), or None without teams."""
    teams = state["teams"]
    if teams is None:
        return None
    for q in range(state["n"]):
        if q != p and teams[q] == teams[p]:
            return q
    return None


def source(state):
    """Whose supply the player on turn builds from: his own, or (teams) the
    partner's when he had none at the turn's start (the pieces that fell to
    him this turn came after: Decision); None when neither has a piece."""
    p = current(state)
    if state["sup"][p] - state["fell"] > 0:
        return p
    q = partner(state, p)
    if q is None or state["sup"][q] == 0:
        return None
    return q


def team_players(state, team):
    return [p for p in range(state["n"]) if state["teams"][p] == team]


def team_total(state, team):
    """Pieces the players of ``team`` (0: A, 1: B) still have."""
    return sum(state["sup"][p] for p in team_players(state, team))


def team_name(state, team):
    """``P1+P2``: the players of ``team``."""
    return "+".join(name(p) for p in team_players(state, team))


def total(state):
    """Every piece in the game: supplies + roll + out (never changes)."""
    return sum(state["sup"]) + state["roll"] + state["out"]


def ranking(state):
    """Players sorted best first: fewest pieces left, then the winner(s)
    first, then seat. Returns a list of player indexes."""
    order = list(range(state["n"]))
    order.sort(key=lambda p: (0 if p in state["winners"] else 1, state["sup"][p], p))
    return order


def _pieces(state):
    return ",".join("%d" % k for k in state["sup"])


def _count(act):
    n = act[1] if len(act) == 2 else None
    if not isinstance(n, int) or n < 1:
        raise RuleError("Bad count")
    return n


def _playing(state):
    if state["phase"] != "play":
        raise RuleError("Game is over")


def _take_from_roll(state, n):
    # -1 allowed: the player's own piece, in the roll before its end is entered
    if state["roll"] - n < -1:
        raise RuleError("Roll has %d" % max(0, state["roll"] + 1))
    state["roll"] -= n


def apply(state, act):
    """Apply one act (list, see above) to ``state`` in place.

    Returns a list of serial-log lines (str, "verb key=value ..."). Raises
    RuleError, leaving ``state`` unchanged, when the act is not legal now."""
    return dispatch(_ACTS, state, act)


def _fell(state, act, lines):
    _playing(state)
    n = _count(act)
    _take_from_roll(state, n)
    p = current(state)
    state["sup"][p] += n
    state["fell"] += n
    lines.append(
        "fell player=%s n=%d pieces=%s roll=%d" % (name(p), n, _pieces(state), state["roll"])
    )


def _loose(state, act, lines):
    _playing(state)
    n = _count(act)
    _take_from_roll(state, n)
    state["out"] += n
    lines.append("loose n=%d roll=%d out=%d" % (n, state["roll"], state["out"]))


def _end(state, act, lines):
    _playing(state)
    how = act[1] if len(act) == 2 else None
    if how not in _ENDS:
        raise RuleError("Bad action")
    p = current(state)
    fell = state["fell"]
    src = p
    if how in _PLACED:
        if how == "mine_fell" and fell == 0:
            raise RuleError("Nothing fell")
        src = source(state)
        if src is None:  # cannot happen: the game would be over
            raise RuleError("No pieces")
        state["sup"][src] -= 1
        state["roll"] += 1
    else:  # the player's own piece never went in
        if how == "fell" and fell == 0:
            raise RuleError("Nothing fell")
        if state["roll"] < 0:  # more fell than the roll held without his piece
            raise RuleError("Roll had only %d" % (state["roll"] + fell))
    state["turn"] += 1
    state["fell"] = 0
    frm = " from=%s" % name(src) if src != p else ""
    lines.append(
        "turn n=%d player=%s end=%s%s fell=%d pieces=%s roll=%d"
        % (state["turn"], name(p), how, frm, fell, _pieces(state), state["roll"])
    )
    _check_end(state, p, lines)


def _check_end(state, p, lines):
    """After p's turn: the first empty player wins; with teams, a team with
    no pieces wins, or, when players of both teams are empty, the team with
    fewer pieces (a tie: the team not on turn, its player was out first)."""
    sup = state["sup"]
    teams = state["teams"]
    if teams is None:
        if sup[p] == 0:
            state["phase"] = "over"
            state["winners"] = [p]
            state["why"] = "empty"
            lines.append(
                "game over winner=%s pieces=%s turns=%d" % (name(p), _pieces(state), state["turn"])
            )
        return
    mine = teams[p]
    totals = [team_total(state, 0), team_total(state, 1)]
    empty = [0, 0]
    for q in range(state["n"]):
        if sup[q] == 0:
            empty[teams[q]] = 1
    if totals[mine] == 0:
        win, why = mine, "team_out"
    elif empty[0] and empty[1]:
        if totals[0] == totals[1]:
            win, why = 1 - mine, "first_out"
        else:
            win, why = (0 if totals[0] < totals[1] else 1), "fewer"
    else:
        return
    state["phase"] = "over"
    state["team"] = win
    state["winners"] = team_players(state, win)
    state["why"] = why
    lines.append(
        "game over winner=%s why=%s teams=A:%d,B:%d pieces=%s turns=%d"
        % (team_name(state, win), why, totals[0], totals[1], _pieces(state), state["turn"])
    )


_ACTS = {"fell": _fell, "loose": _loose, "end": _end}


# -- the placement timer ---------------------------------------------------------
# A timer is a dict {"left": ms, "at": tick, "run": 0|1, "said": k}: ``left``
# ms remained at tick ``at``; ``said``: how many of WARN_MS have had their
# tone. ``timer_due`` (called on every tick) and ``timer_pause`` fold the time
# gone into ``left``, so the ticks may wrap at any point and any gap below
# half the ticks period (6 days on the Pico) counts in full; a clock read
# backwards takes no time.


def timer_new(now, limit=LIMIT_MS, running=True):
    """A timer of ``limit`` ms (int) started at tick ``now`` (paused unless
    ``running``). Thresholds at or above the limit are never sounded."""
    said = 0
    while said < len(WARN_MS) and WARN_MS[said] >= limit:
        said += 1
    return {"left": limit, "at": now, "run": 1 if running else 0, "said": said}


def timer_left(t, now):
    """Ms left at tick ``now`` (int, 0 when the time is up)."""
    left = t["left"]
    if t["run"]:
        gone = ((now - t["at"] + _HALF) & _MASK) - _HALF  # ticks_diff: across a wrap
        if gone > 0:
            left -= gone
    return left if left > 0 else 0


def timer_seconds(t, now):
    """Whole seconds to show, rounded up: 30 at the start, 10 from exactly
    10 000 ms left (when its tone sounds), 0 only when the time is up."""
    return (timer_left(t, now) + 999) // 1000


def timer_pause(t, now):
    """Stop the clock at ``now``; a paused timer is left as it is."""
    if t["run"]:
        _fold(t, now)
        t["run"] = 0


def _fold(t, now):
    # the time gone since ``at`` into ``left``; a clock read backwards is ignored
    if t["run"]:
        gone = ((now - t["at"] + _HALF) & _MASK) - _HALF
        if gone > 0:
            t["left"] = max(0, t["left"] - gone)
            t["at"] = now


def timer_resume(t, now):
    """Run again from ``now`` with the time that was left."""
    if not t["run"]:
        t["at"] = now
        t["run"] = 1


def timer_due(t, now):
    """The tone due at ``now``: the threshold in WARN_MS (ms left; 0: time is
    up) that the time left has reached since the last call, or None. A
    threshold is due when exactly that much is left; each is given once;
    when a gap passed several, only the latest (the smallest) is returned
    and the ones before it are never given."""
    _fold(t, now)
    left = t["left"]
    k = t["said"]
    while k < len(WARN_MS) and WARN_MS[k] >= left:
        k += 1
    if k == t["said"]:
        return None
    t["said"] = k
    return WARN_MS[k - 1]
