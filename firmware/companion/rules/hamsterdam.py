"""Hamsterdam: dice, flood tokens, dam breaches, rounds and the winner.

Source: docs/rules.md, "Hamsterdam". Pure: integers, lists and
strings only; the random source is passed to ``roll``.

A game is a document ``{"v": 2, "game": "hamsterdam", "players": n,
"classic": 0|1, "acts": [...]}``, after the action log's first fold also
``"base"`` (a state) and ``"folded"`` (the acts that led to it; version 1,
every act from the start, still reads); its state is the replay of the acts
over the base (``companion.rules.actlog`` keeps it bounded), so undo is
"drop the last act and replay" and a saved game is that small JSON
document. Each act is a short list (``ACTS`` below).
``apply(state, act)`` checks the act first (``RuleError``, state untouched)
and then changes ``state`` and returns the serial-log lines it caused.

Players are 0-based here (``P1`` is 0) and sit in turn order: P1 took the
round tracker with the highest opening roll and rolls first every round
(docs/rules.md, Hamsterdam, Setup), so the roller of turn ``t`` is
``t % players``.

Decisions (docs/rules.md, marked there):
- the device asks which number a breach flipped and how many tokens lay on
  it; they all move to the pile;
- a pile that jumps past several thresholds owes one flip per threshold;
- movement phase first, then redeployment, at the end of a round;
- the roll that brings the piles to the target is resolved in full first
  (phase "last": its floods, then ``["end"]`` ends the game); owed flips
  lapse at the target;
- players still tied after the hamster count share the win;
- a breach whose flips lapse at the target is not announced (no ``breach``
  line, nothing owed);
- the order on one roll: the roller's Buffster, Physicister and Spinster
  give the turn's roll; a Ninjaster played on it holds through them (its
  owner ignores the turn) and a Gangster's +-1 follows the final roll,
  lapsing if that takes it outside 2..12.

Rules versions: a document records the rules it was played under
(``"rules"``, RULES; older documents have none: 1, unless the caller knows
better), and replays under them, so a game saved by an earlier firmware
resumes as it was played; ``upgrade`` then plays it on under RULES.
Version 0 (the firmware before 9a1107b): no refusals of a flood
(a pile token with no token on that dam, a flood before the turn's roll or
for a player whose Ninjaster ignores it, a Bombster's pile token on an
empty dam all counted), and the piles at the target ended the game at
once (no phase "last"). Version 1 (from 9a1107b): those refused, the
roll that reaches the target resolved in full; a roller's special cleared
the Ninjasters and Gangsters already played on the roll, and a pile token
that reached the target still owed its breach until the target cleared it.
Version 2 (from b608536): the order above, a breach at the
target not owed.

A player's dam and pile each count at most COUNT_MAX tokens, under every
version: the most a player cell shows (two digits a count, ``99/99``). A
flood or a breach's tokens past it are refused (``P2 dam max 99``), and a
saved base holds no more (a game that got past it under an earlier
firmware, which did not bound them, does not resume). Far past anything a
table sees: the box has 35 tokens, and a count past them only warns
(``warn tokens``; docs/rules.md, Hamsterdam, Tokens: a card can hold
several through Contratante).
"""

from companion import const
from companion.rules import RuleError, name
from companion.rules.actlog import copy, dispatch, fold  # noqa: F401  (fold: the action log's contract)
from companion.rules.dice import roll2

_GAME = const("hamsterdam")
_DOC_VERSION = const(2)  # 2: a base and the last acts (actlog); 1: every act
_NUMBERS = const(11)  # dam cards 2..12 per player
_TURNS_PER_ROUND = const(12)  # 6 (2p), 4 (3p), 3 (4p) turns each: always 12
END_TOTAL = {2: 10, 3: 15, 4: 20}  # tokens in all flood piles together
# the box's 35 flood tokens, one on the round tracker (docs/rules.md, Hamsterdam, Tokens)
BOX_TOKENS = const(34)
RULES = 2  # the rules version new games are played under (module docstring)
COUNT_MAX = const(99)  # tokens a dam or a pile counts: its cell shows two digits

# Acts (list form, first item is the verb):
#   ["roll", d1, d2, [rejected sums]]   a new turn's roll (closes the shown one)
#   ["end"]                             close the shown turn (movement is due),
#                                       or, in phase "last", end the game
#   ["dam", p] / ["pile", p]            a flood: token onto a dam card / into the pile
#   ["remove", p]                       a hamster takes a token off p's dam
#   ["buff"] ["phys", d1, d2, keep_new] ["spin", die, face]   roller's specials
#   ["gang", p, +1|-1] ["ninja", p] ["mole", p, d1, d2]       any player's specials
#   ["bomb", p, target, to_pile] ["contra", p]                movement-phase specials
#   ["janitor", p]                                            redeployment special
#   ["flip", p, number, tokens]         a breach: the dam card flipped and its tokens
#   ["moved"] ["redeployed"]            the movement phase / redeployment is over
#   ["tie", [hamsters per tied player]] hamsters + specials left, for the tie-break


def new_doc(players, classic=False):
    """A fresh game document. ``players`` 2..4; raises RuleError otherwise."""
    if players not in END_TOTAL:
        raise RuleError("2-4 players")
    return {
        "v": _DOC_VERSION,
        "game": _GAME,
        "players": players,
        "classic": 1 if classic else 0,
        "rules": RULES,
        "acts": [],
    }


def new_state(players, classic=False, rules=RULES):
    """The state before the first roll: a dict of ints and lists, played
    under rules version ``rules`` (the module docstring)."""
    if players not in END_TOTAL:
        raise RuleError("2-4 players")
    return {
        "n": players,
        "classic": bool(classic),
        "rules": rules,
        "round": 1,
        "turn": 0,  # index of the current turn in the round, 0..12
        "phase": "roll",  # roll | move | redeploy | breach | last | tie | over
        "resume": "roll",  # phase to go back to after a breach
        "dice": None,  # [d1, d2] of the shown roll, None before it
        "mods": [None] * players,  # per player: None, 0 (ignores) or the value counted
        "dam": [0] * players,
        "pile": [0] * players,
        "flips": [[] for _ in range(players)],
        "owed": [0] * players,
        "hist": [0] * _NUMBERS,  # rolls of 2..12 (as rolled, before specials)
        "recent": [],  # the last sums, newest last
        "tied": [],
        "winners": [],
    }


def start(doc):
    """``(state, folded)``: the state at the base of ``doc`` (``new_doc``
    shape; version 2 adds ``base``, a state, and ``folded``, the acts that
    led to it) and how many acts were folded into it (the action log,
    ``companion.rules.actlog``). RuleError when ``doc`` is not a Hamsterdam
    game or its base not a state of one: bytes from a file are checked."""
    if not isinstance(doc, dict) or doc.get("game") != _GAME or doc.get("v") not in (1, 2):
        raise RuleError("not a game")
    players = doc.get("players")
    rules = doc.get("rules", 1)  # before versions: 1
    if not isinstance(doc.get("acts"), list) or not isinstance(players, int):
        raise RuleError("not a game")
    if rules not in (0, 1, 2):
        raise RuleError("rules %r" % (rules,))
    state = new_state(players, bool(doc.get("classic")), rules)
    base = doc.get("base")
    folded = doc.get("folded", 0)
    if base is None:
        return state, 0
    if not _check([folded], 1, 1 << 30):
        raise RuleError("bad base")
    return _from_base(state, base), folded


_PHASES = const(("roll", "move", "redeploy", "breach", "last", "tie", "over"))
# A base's lists of ints: (key, length, 0: the players, -1: up to 12; the
# highest value, -1: a player's seat, -2: 12 and at least 2)
_LISTS = const(
    (
        ("dam", 0, COUNT_MAX),  # what the live game can come to (_room)
        ("pile", 0, COUNT_MAX),
        ("owed", 0, _NUMBERS),
        ("hist", _NUMBERS, 1 << 20),
        ("recent", -1, -2),
        ("tied", -1, -1),
        ("winners", -1, -1),
    )
)


def _check(values, n, stop, start=0):
    # True when ``values`` is a list of n ints (n -1: at most 12) in start..stop
    # (parameter names the runtime already knows: no new qstr)
    if not isinstance(values, list) or (len(values) > 12 if n < 0 else len(values) != n):
        return False
    for x in values:
        if not isinstance(x, int) or isinstance(x, bool) or not start <= x <= stop:
            return False
    return True


def _from_base(start, base):
    """A copy of ``base`` (a state read from a file), checked against
    ``start``, the game's first state: every key, the same players and
    variant, each count an int in its range. RuleError("bad base")."""
    if not isinstance(base, dict):
        raise RuleError("bad base")
    n = start["n"]
    for key in start:
        if key not in base and key != "rules":  # the document's, not the base's
            raise RuleError("bad base")
    dice = base["dice"]
    ok = base["n"] == n and base["classic"] == start["classic"]
    ok = ok and base["phase"] in _PHASES and base["resume"] in _PHASES
    ok = ok and _check([base["round"]], 1, 1 << 20) and _check([base["turn"]], 1, _TURNS_PER_ROUND)
    ok = ok and (dice is None or _check(dice, 2, 6, 1))
    for key, k, top in _LISTS:
        if ok:
            low = 2 if top == -2 else 0
            top = n - 1 if top == -1 else 12 if top == -2 else top
            ok = _check(base[key], n if k == 0 else k, top, low)
    flips = base["flips"]
    mods = base["mods"]
    ok = ok and isinstance(flips, list) and len(flips) == n
    ok = ok and isinstance(mods, list) and len(mods) == n
    if ok:
        for f in flips:
            ok = ok and _check(f, -1, 12, 2)
        for m in mods:
            ok = ok and (m is None or _check([m], 1, 12))
    if not ok:
        raise RuleError("bad base")
    state = copy(base)
    state["classic"] = start["classic"]
    state["rules"] = start["rules"]
    return state


def replay(doc):
    """State of a game document (``start``, then its acts). Raises
    RuleError when the document is not a Hamsterdam game or an act is not
    legal."""
    state = start(doc)[0]
    for act in doc["acts"]:
        apply(state, act)
    return state


def upgrade(doc):
    """``doc`` (a game document, ``new_doc`` shape) to play on under RULES.
    A document of earlier rules is replayed under them, every act as the
    firmware that wrote it took it (module docstring, rules versions), and
    the state it comes to is the base of a new document under RULES, all
    its acts folded into it: the acts entered from then on get today's
    checks, and those before can no longer be undone ("Undo limit").
    ``doc`` itself when it is played under RULES already. RuleError as
    ``replay`` (not a game, an act not legal under its rules, a count past
    COUNT_MAX)."""
    if isinstance(doc, dict) and doc.get("rules") == RULES:
        return doc
    state, folded = start(doc)
    acts = doc["acts"]
    for act in acts:
        apply(state, act)
    state["rules"] = RULES
    new = new_doc(state["n"], state["classic"])
    fold(new, state, folded + len(acts))
    return new


def roller(state):
    """Index of the player whose turn it is."""
    return state["turn"] % state["n"]


def cycle(state):
    """Turns between movement phases: one turn each, two each with 2 players."""
    return 4 if state["n"] == 2 else state["n"]


def total(dice):
    return dice[0] + dice[1]


def dead(state, number):
    """True when every player's card ``number`` is flipped: nobody can flood
    there, so the roll is re-rolled (docs/rules.md, Hamsterdam, A turn,
    step 1)."""
    count = 0
    for flips in state["flips"]:
        count += flips.count(number)
    return count >= state["n"]


def roll(state, rng):
    """Roll 2d6 for the next turn, re-rolling numbers nobody has unflipped.

    Returns the act ``["roll", d1, d2, rejected]`` to pass to ``apply``.
    Raises RuleError when no roll is due or no number is left in play."""
    _check_roll(state)
    # every number dead takes n flips of each of the 11: fewer flips in all,
    # and the 11 counts need not be made (a roll's press, 0.5 ms on the Pico)
    flipped = 0
    for flips in state["flips"]:
        flipped += len(flips)
    if flipped >= 11 * state["n"] and all(dead(state, s) for s in range(2, 13)):
        raise RuleError("No number left")
    rejected = []
    while True:
        d1, d2 = roll2(rng)
        if not dead(state, d1 + d2):
            return ["roll", d1, d2, rejected]
        rejected.append(d1 + d2)


def score(state, p):
    """Tokens counted against player ``p`` at the end: pile + dam."""
    return state["pile"][p] + state["dam"][p]


def ranking(state):
    """Players sorted best first: by score, then (when the tie-break was
    asked) by hamsters left, then seat. Returns a list of player indexes."""
    n = state["n"]
    order = list(range(n))
    order.sort(key=lambda p: (score(state, p), 0 if p in state["winners"] else 1, p))
    return order


def place(state, p):
    """Player ``p``'s place, 1..n: one more than the players ranked above
    (``ranking``); players tied on score share a place unless the
    tie-break put the winners ahead (those it left behind share the next)."""
    win = state["winners"]
    mine = (score(state, p), 0 if p in win else 1)
    return 1 + sum(1 for q in range(state["n"]) if (score(state, q), 0 if q in win else 1) < mine)


def due_end(state):
    """True when the shown turn closes a cycle, so ``ok`` must start the
    movement phase (act ``["end"]``) rather than roll."""
    return state["dice"] is not None and (state["turn"] + 1) % cycle(state) == 0


def flips_asked(state, acts, p):
    """``(k, m)``: the flip player ``p`` is asked for now is the k-th of m
    owed since the pile last crossed a threshold (docs/rules.md, Hamsterdam,
    A turn, step 3; a flip whose tokens cross another starts a new count:
    "flip 1 of 2" after the one that carried them). ``acts``: the game's
    last acts, newest last (the flips just made are the last ones)."""
    pile = state["pile"][p]
    k = 1
    i = len(acts) - 1
    while i >= 0:
        act = acts[i]
        if act[0] != "flip" or act[1] != p:
            break
        before = pile - act[3]
        if _marks(pile) > _marks(before):
            break
        pile = before
        k += 1
        i -= 1
    return k, k - 1 + state["owed"][p]


def breaching(state):
    """The player who owes a flip now (lowest seat first), or None."""
    for p in range(state["n"]):
        if state["owed"][p]:
            return p
    return None


def _p(state, p):
    if not isinstance(p, int) or not 0 <= p < state["n"]:
        raise RuleError("No such player")
    return p


def _in(state, *phases):
    if state["phase"] not in phases:
        raise RuleError("Not now")


def _check_roll(state):
    _in(state, "roll")
    if state["dice"] is not None and due_end(state):
        raise RuleError("Movement first")


def _marks(pile):
    """Breach thresholds at or below ``pile``: 3, then 5, 6, 7, ..."""
    if pile < 3:
        return 0
    if pile < 5:
        return 1
    return pile - 3


def _counts(state, p):
    return "dam=%d pile=%d" % (state["dam"][p], state["pile"][p])


def _to_pile(state, p, k, lines):
    """Add ``k`` tokens to p's pile: breaches owed, then the end check."""
    old = state["pile"][p]
    new = old + k
    state["pile"][p] = new
    ends = state["rules"] >= 2 and sum(state["pile"]) >= END_TOTAL[state["n"]]
    if not state["classic"] and state["phase"] != "last" and not ends:  # at the target flips lapse
        owed = _marks(new) - _marks(old)
        room = _NUMBERS - len(state["flips"][p]) - state["owed"][p]
        owed = min(owed, room)
        if owed > 0:
            state["owed"][p] += owed
            lines.append("breach player=%s pile=%d owed=%d" % (name(p), new, state["owed"][p]))
            if state["phase"] != "breach":
                state["resume"] = state["phase"]
                state["phase"] = "breach"
    _check_end(state, lines)


def _check_end(state, lines):
    """The piles at the target (docs/rules.md, Hamsterdam, End): flips still
    owed lapse and the phase is "last": the rest of this roll's floods are
    recorded, then ``["end"]`` ends the game (``_finish``). Under rules 0 it
    ended at once."""
    n = state["n"]
    piles = sum(state["pile"])
    if piles < END_TOTAL[n] or state["phase"] == "last":
        return
    state["owed"] = [0] * n
    if state["rules"] < 1:  # rules 0: the game ended at once
        _finish(state, lines)
        return
    state["phase"] = "last"
    lines.append("target reached piles=%d target=%d" % (piles, END_TOTAL[n]))


def _finish(state, lines):
    """The end of the game: the winner, or the tie-break to ask
    (docs/rules.md, Hamsterdam, Winner)."""
    n = state["n"]
    piles = sum(state["pile"])
    best = min(score(state, p) for p in range(n))
    tied = [p for p in range(n) if score(state, p) == best]
    scores = ",".join("%s:%d" % (name(p), score(state, p)) for p in range(n))
    if len(tied) == 1:
        state["phase"] = "over"
        state["winners"] = tied
        lines.append("game over piles=%d winner=%s scores=%s" % (piles, name(tied[0]), scores))
    else:
        state["phase"] = "tie"
        state["tied"] = tied
        who = ",".join(name(p) for p in tied)
        lines.append("game tie piles=%d players=%s scores=%s" % (piles, who, scores))


def _special(special, p, rest):
    return "special %s player=%s %s" % (special, name(p), rest)


def apply(state, act):
    """Apply one act (list, see ``ACTS``) to ``state`` in place.

    Returns a list of serial-log lines (str, "verb key=value ..."); the
    last is ``warn tokens count=35 box=34`` when the act put more tokens on
    the dams and piles together than the box holds (docs/rules.md,
    Hamsterdam, Tokens: a box fact warns, never refuses). Raises RuleError,
    leaving ``state`` unchanged, when the act is not legal now."""
    before = tokens(state)
    lines = dispatch(_ACTS, state, act)
    n = tokens(state)
    if n > BOX_TOKENS >= before:
        lines.append("warn tokens count=%d box=%d" % (n, BOX_TOKENS))
    return lines


def tokens(state):
    """The flood tokens on every dam and in every pile together."""
    return sum(state["dam"]) + sum(state["pile"])


def _roll(state, act, lines):
    _check_roll(state)
    d1, d2 = act[1], act[2]
    if not (1 <= d1 <= 6 and 1 <= d2 <= 6) or dead(state, d1 + d2):
        raise RuleError("Bad roll")
    if state["dice"] is not None:
        state["turn"] += 1
    for s in act[3]:
        lines.append("reroll sum=%d reason=flipped" % s)
    s = d1 + d2
    state["dice"] = [d1, d2]
    state["mods"] = [None] * state["n"]
    state["hist"][s - 2] += 1
    recent = state["recent"]
    recent.append(s)
    if len(recent) > 8:
        recent.pop(0)
    lines.append(
        "roll round=%d turn=%d/%d player=%s dice=%d+%d sum=%d"
        % (state["round"], state["turn"] + 1, _TURNS_PER_ROUND, name(roller(state)), d1, d2, s)
    )


def _end(state, act, lines):
    if state["phase"] == "last":
        _finish(state, lines)
        return
    _in(state, "roll")
    if state["dice"] is None:
        raise RuleError("Roll first")
    state["turn"] += 1
    state["dice"] = None
    state["mods"] = [None] * state["n"]
    if state["turn"] % cycle(state) == 0:
        state["phase"] = "move"
        lines.append(
            "phase movement round=%d turn=%d/%d" % (state["round"], state["turn"], _TURNS_PER_ROUND)
        )


def _moved(state, act, lines):
    _in(state, "move")
    if state["turn"] >= _TURNS_PER_ROUND:
        state["phase"] = "redeploy"
        lines.append("phase redeploy round=%d" % state["round"])
    else:
        state["phase"] = "roll"
        lines.append("phase roll round=%d" % state["round"])


def _redeployed(state, act, lines):
    _in(state, "redeploy")
    state["round"] += 1
    state["turn"] = 0
    state["phase"] = "roll"
    lines.append("round start round=%d" % state["round"])


def _flood(state, act, lines):
    """A flood (docs/rules.md, Hamsterdam, A turn, step 2): on the roll screen
    only after a roll and not for a player who ignores it (Ninjaster); into the
    pile only when the card already held a token, so only with one on the dam.
    The movement phase and redeployment take floods too (specials). Rules 0
    refused none of these. No count past COUNT_MAX (``_room``)."""
    _in(state, "roll", "move", "redeploy", "last")
    p = _p(state, act[1])
    checked = state["rules"] >= 1
    if checked and state["phase"] in ("roll", "last"):
        if state["dice"] is None and state["phase"] == "roll":
            raise RuleError("Roll first")
        if state["mods"][p] == 0:
            raise RuleError("%s ignores roll" % name(p))
    if act[0] == "pile" and checked:
        _token_there(state, p)
    _room(state, act[0], p, 1)
    if act[0] == "dam":
        state["dam"][p] += 1
        lines.append("flood player=%s to=dam %s" % (name(p), _counts(state, p)))
    else:
        lines.append("flood player=%s to=pile %s" % (name(p), _counts_after(state, p)))
        _to_pile(state, p, 1, lines)


def _token_there(state, p):
    if state["dam"][p] < 1:
        raise RuleError("%s dam is empty" % name(p))


def _room(state, key, p, k):
    """RuleError (``P2 dam max 99``) when ``k`` more tokens would take
    player ``p``'s count ``key`` ("dam" or "pile") past COUNT_MAX (module
    docstring: what a cell shows, what a saved base may hold)."""
    if state[key][p] + k > COUNT_MAX:
        raise RuleError("%s %s max %d" % (name(p), key, COUNT_MAX))


def _counts_after(state, p):
    return "dam=%d pile=%d" % (state["dam"][p], state["pile"][p] + 1)


def _remove(state, act, lines):
    _in(state, "roll", "move", "redeploy", "last")
    p = _p(state, act[1])
    _token_there(state, p)
    state["dam"][p] -= 1
    lines.append("token removed player=%s %s" % (name(p), _counts(state, p)))


def _shown(state):
    _in(state, "roll", "last")
    if state["dice"] is None:
        raise RuleError("Roll first")
    return state["dice"]


def _new_roll(state, old, lines):
    """The roller's special changed the roll from ``old`` (its sum): under
    rules 2 a Ninjaster already played holds (its owner ignores the turn)
    and a Gangster's +-1 moves with the roll, lapsing outside 2..12
    (docs/rules.md, Hamsterdam, The order on one roll); under rules 1 both
    were cleared."""
    mods = state["mods"]
    new = total(state["dice"])
    for p in range(state["n"]):
        m = mods[p]
        if not m or state["rules"] < 2:
            mods[p] = m if m == 0 and state["rules"] >= 2 else None
            continue
        m += new - old
        if 2 <= m <= 12:
            mods[p] = m
        else:
            mods[p] = None
            lines.append(_special("gangster", p, "lapsed sum=%d" % new))


def _buff(state, act, lines):
    dice = _shown(state)
    old = total(dice)
    state["dice"] = [7 - dice[0], 7 - dice[1]]
    d = state["dice"]
    lines.append(_special("buffster", roller(state), "dice=%d+%d sum=%d" % (d[0], d[1], total(d))))
    _new_roll(state, old, lines)


def _phys(state, act, lines):
    dice = _shown(state)
    d1, d2, keep = act[1], act[2], act[3]
    if not (1 <= d1 <= 6 and 1 <= d2 <= 6):
        raise RuleError("Bad roll")
    old = total(dice)
    if keep:
        dice = state["dice"] = [d1, d2]
    lines.append(
        _special(
            "physicister",
            roller(state),
            "new=%d+%d kept=%s sum=%d" % (d1, d2, "new" if keep else "old", total(dice)),
        )
    )
    if keep:
        _new_roll(state, old, lines)


def _spin(state, act, lines):
    dice = _shown(state)
    die, face = act[1], act[2]
    if die not in (0, 1) or not 1 <= face <= 6:
        raise RuleError("Bad face")
    old = total(dice)
    dice[die] = face
    lines.append(
        _special("spinster", roller(state), "die=%d face=%d sum=%d" % (die + 1, face, total(dice)))
    )
    _new_roll(state, old, lines)


def _gang(state, act, lines):
    dice = _shown(state)
    p = _p(state, act[1])
    value = total(dice) + act[2]
    if act[2] not in (1, -1) or not 2 <= value <= 12:
        raise RuleError("Out of 2-12")
    state["mods"][p] = value
    lines.append(_special("gangster", p, "counts=%d" % value))


def _ninja(state, act, lines):
    dice = _shown(state)
    p = _p(state, act[1])
    state["mods"][p] = 0
    lines.append(_special("ninjaster", p, "ignores=%d" % total(dice)))


def _mole(state, act, lines):
    _shown(state)
    p = _p(state, act[1])
    d1, d2 = act[2], act[3]
    if not (1 <= d1 <= 6 and 1 <= d2 <= 6):
        raise RuleError("Bad roll")
    lines.append(_special("whackamole", p, "mole=%d" % (d1 + d2)))


def _bomb(state, act, lines):
    _in(state, "move")
    p = _p(state, act[1])
    t = _p(state, act[2])
    if t == p:
        raise RuleError("Another player")
    if act[3]:
        if state["rules"] >= 1:  # rules 0 took it on an empty dam too
            _token_there(state, t)
        _room(state, "pile", t, 1)
        lines.append(
            _special("bombster", p, "target=%s to=pile %s" % (name(t), _counts_after(state, t)))
        )
        _to_pile(state, t, 1, lines)
    else:
        _room(state, "dam", t, 1)
        state["dam"][t] += 1
        lines.append(_special("bombster", p, "target=%s to=dam %s" % (name(t), _counts(state, t))))


def _contra(state, act, lines):
    _in(state, "move")
    p = _p(state, act[1])
    if state["dam"][p] < 1:
        raise RuleError("No token there")
    lines.append(_special("contratante", p, _counts(state, p)))


def _janitor(state, act, lines):
    _in(state, "redeploy")
    p = _p(state, act[1])
    cleared = state["dam"][p]
    state["dam"][p] = 0
    lines.append(_special("janitster", p, "cleared=%d %s" % (cleared, _counts(state, p))))


def _flip(state, act, lines):
    _in(state, "breach")
    p = _p(state, act[1])
    number, tokens = act[2], act[3]
    if p != breaching(state):
        raise RuleError("Not this player")
    if not 2 <= number <= 12 or dead(state, number):
        raise RuleError("All %d flipped" % number if 2 <= number <= 12 else "Bad number")
    if not 0 <= tokens <= state["dam"][p]:
        raise RuleError("Only %d on dam" % state["dam"][p])
    _room(state, "pile", p, tokens)
    state["owed"][p] -= 1
    state["flips"][p].append(number)
    state["dam"][p] -= tokens
    lines.append(
        "flip player=%s number=%d tokens=%d dam=%d pile=%d"
        % (name(p), number, tokens, state["dam"][p], state["pile"][p] + tokens)
    )
    if tokens:
        _to_pile(state, p, tokens, lines)
    if state["phase"] == "breach" and breaching(state) is None:
        state["phase"] = state["resume"]


def _tie(state, act, lines):
    _in(state, "tie")
    counts = act[1]
    tied = state["tied"]
    if not isinstance(counts, list) or len(counts) != len(tied):
        raise RuleError("One per player")
    for c in counts:
        if not 0 <= c <= 99:
            raise RuleError("0-99 hamsters")
    best = max(counts)
    state["winners"] = [p for p, c in zip(tied, counts) if c == best]
    state["phase"] = "over"
    left = " ".join("%s=%d" % (name(p), c) for p, c in zip(tied, counts))
    lines.append(
        "game over tiebreak %s winner=%s" % (left, ",".join(name(p) for p in state["winners"]))
    )


_ACTS = {
    "roll": _roll,
    "end": _end,
    "moved": _moved,
    "redeployed": _redeployed,
    "dam": _flood,
    "pile": _flood,
    "remove": _remove,
    "buff": _buff,
    "phys": _phys,
    "spin": _spin,
    "gang": _gang,
    "ninja": _ninja,
    "mole": _mole,
    "bomb": _bomb,
    "contra": _contra,
    "janitor": _janitor,
    "flip": _flip,
    "tie": _tie,
}
