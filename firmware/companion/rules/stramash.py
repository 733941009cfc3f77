"""Stramash: decks, pairs, the card ranks and the race to the castles.

Source: docs/rules.md, "Stramash" (from the Spanish rule sheet).
Pure: integers, lists and strings only.

The device does not move laddies: the players do that on the board. It
keeps what the table needs to see: whose turn it is, how many laddies each
player has home in the castle (0..5), and the winner. A game is a document
``{"v": 2, "game": "stramash", "players": n, "pairs": 0|1, "base": {...},
"acts": [...]}``; its state is derived by replaying the acts over the base
(``replay``), so undo is "drop the last act and replay" and a saved game is
that small JSON document. The base is the state the older acts led to
(``{"turns": k, "home": [...], "folded": m}``, m acts folded in): the action
log (``companion.rules.actlog``, through ``start`` and ``fold``) keeps only
the last acts, so a long game keeps a document of a bounded size. A version
1 document (no base, every act) is still read and folded like any other.

Players are 0-based here (``P1`` is 0) and sit in turn order.

Decisions (the rules leave these open):
- pairs only with 4 or 6 players (the text: "cuatro o seis jugadores");
  partners sit opposite: seat ``p`` and ``p + n/2`` (4 players: P1+P3,
  P2+P4; 6 players: P1+P4, P2+P5, P3+P6);
- P1 is the player who starts; the turn passes clockwise, P2 on P1's left;
- nobody is ever skipped: in singles the game ends with the first player
  home, in pairs a player whose five are home plays for the partner;
- playing for the partner starts at once: a further laddie home in the
  same turn (the rest of a split 7) is the partner's;
- the game ends at the first winner (no playing on for places); the results
  rank the others by laddies home;
- corrections: ``fix`` sets a player's laddies home (a miss noticed later,
  without undoing the turns since), ``prev`` turns the turn back a seat;
  after the game is over only undo changes anything;
- undo takes back up to 112 acts in a row (the action log's bound: more
  than two dozen rounds of 4 players); older acts are folded into the
  base, and undo beyond them is refused with the limit named;
- the board (stramash.es.txt, "Preparación del Tablero": "Utiliza cuatro
  Parcelas para dos jugadores. Usa una Parcela por jugador cuando juguéis
  entre tres y seis jugadores"): 4 Mashies for 2 players, else one each.
  The text gives every player five laddies whatever the count.
"""

from companion import const
from companion.rules import RuleError, name
from companion.rules.actlog import dispatch

_GAME = const("stramash")
_DOC_VERSION = const(2)  # 2: base + the last acts; 1 (still read): every act, no base
LADDIES = 5  # per player, from dock to castle
HAND = 5  # cards dealt to each player
PLAYERS = (2, 3, 4, 5, 6)
_PAIRS = const((4, 6))  # Decision: the counts that may play in pairs

# The ranks as the card payload words them (companion.nfc.payload
# STRAMASH_RANKS): suits never matter. What each allows is on the card
# reference's pages (companion.ui.stramash_ui, in the screens' language).
RANKS = ("a", "2", "3", "4", "5", "6", "7", "8", "9", "10", "j", "q", "k", "joker")

# Acts (list form, first item is the verb):
#   ["next"]         the turn passes to the next player
#   ["prev"]         correction: the turn goes back a player
#   ["home", p]      a laddie of p reached its castle (p: the mover, see mover())
#   ["fix", p, k]    correction: p has k laddies home (0..5)


def decks(players):
    """Packs of cards to shuffle together, jokers included: 2 for 2-4
    players, 3 for 5-6 (docs/rules.md, Stramash). RuleError for another
    count."""
    if players not in PLAYERS:
        raise RuleError("2-6 players")
    return 2 if players <= 4 else 3


def mashies(players):
    """Board parts (Parcelas, Mashies) to lay out: 4 for 2 players, one a
    player for 3-6 (stramash.es.txt, "Preparación del Tablero"). RuleError
    for another count."""
    decks(players)  # the check
    return 4 if players == 2 else players


def pairs_allowed(players):
    """True when ``players`` may play in pairs (Decision: 4 or 6)."""
    return players in _PAIRS


def rank_index(rank):
    """Index into RANKS of a payload rank: a word ("a", "j",
    "joker") or a number (2..10, int or str). RuleError when unknown."""
    word = str(rank)
    for i, r in enumerate(RANKS):
        if r == word:
            return i
    raise RuleError("No such card")


def new_doc(players, pairs=False):
    """A fresh game document. RuleError for a count outside 2..6, or pairs
    with a count that cannot play in pairs."""
    new_state(players, pairs)  # the checks
    return {
        "v": _DOC_VERSION,
        "game": _GAME,
        "players": players,
        "pairs": 1 if pairs else 0,
        "base": {"turns": 0, "home": [0] * players, "folded": 0},
        "acts": [],
    }


def new_state(players, pairs=False):
    """The state before the first move: P1 to play, nobody home."""
    decks(players)
    if pairs and not pairs_allowed(players):
        raise RuleError("Pairs: 4 or 6 p")
    return {
        "n": players,
        "pairs": bool(pairs),
        "turn": 0,  # seat whose turn it is
        "turns": 0,  # turns passed since the first (for the round)
        "home": [0] * players,
        "winner": None,  # the winning seats (one, or a pair), when over
    }


def replay(doc):
    """State of a game document (``new_doc`` shape, or version 1: acts
    only). RuleError when it is not a Stramash game or an act is not legal."""
    state = _base_state(doc)
    for act in doc["acts"]:
        apply(state, act)
    return state


def _base_state(doc):
    """The state the base of ``doc`` stands for (a fresh game without one);
    RuleError("not a game") for anything a folded game cannot be."""
    if not isinstance(doc, dict) or doc.get("game") != _GAME or doc.get("v") not in (1, 2):
        raise RuleError("not a game")
    if not isinstance(doc.get("acts"), list):
        raise RuleError("not a game")
    state = new_state(doc.get("players"), bool(doc.get("pairs")))
    base = doc.get("base")
    if base is None:
        return state
    n = state["n"]
    turns = base.get("turns") if isinstance(base, dict) else None
    home = base.get("home") if isinstance(base, dict) else None
    folded = base.get("folded") if isinstance(base, dict) else None
    if not isinstance(turns, int) or turns < 0 or not isinstance(folded, int) or folded < 0:
        raise RuleError("not a game")
    if not isinstance(home, list) or len(home) != n:
        raise RuleError("not a game")
    for k in home:
        if not isinstance(k, int) or not 0 <= k <= LADDIES:
            raise RuleError("not a game")
    state["turns"] = turns
    state["turn"] = turns % n  # the turn moves with the count, from P1
    state["home"] = list(home)
    for s in sides(state):  # a won game is never folded: its last act ends it
        if all(state["home"][p] >= LADDIES for p in s):
            raise RuleError("not a game")
    return state


def start(doc):
    """``(state, folded)``: the state at the base of ``doc`` and the acts
    folded into it, for the action log (``companion.rules.actlog``).
    RuleError as ``replay``."""
    state = _base_state(doc)
    base = doc.get("base")
    return state, (base["folded"] if base else 0)


def fold(doc, state, folded):
    """``state`` as the base of ``doc`` (version 2), ``folded`` acts in it."""
    doc["base"] = {"turns": state["turns"], "home": list(state["home"]), "folded": folded}
    doc["v"] = _DOC_VERSION


def partner(state, p):
    """The seat opposite ``p`` in pairs; None in singles."""
    if not state["pairs"]:
        return None
    return (p + state["n"] // 2) % state["n"]


def side(state, p):
    """The seats that win together with ``p``, lowest first: ``(p,)`` in
    singles, ``(p, partner)`` in pairs."""
    q = partner(state, p)
    if q is None:
        return (p,)
    return (min(p, q), max(p, q))


def sides(state):
    """Every side in seat order: players, or pairs (P1 + partner first)."""
    n = state["n"]
    if state["pairs"]:
        return [(p, p + n // 2) for p in range(n // 2)]
    return [(p,) for p in range(n)]


def mover(state):
    """Whose laddies move this turn: the player whose turn it is, or in
    pairs their partner once all five of theirs are home."""
    p = state["turn"]
    if state["home"][p] >= LADDIES and state["pairs"]:
        return partner(state, p)
    return p


def round_no(state):
    """The round, from 1: every player has one turn a round."""
    return state["turns"] // state["n"] + 1


def over(state):
    return state["winner"] is not None


def standings(state):
    """Sides best first: ``[(place, seats, homes)]``, ``homes`` the laddies
    home of each seat. The winner first; then most laddies home (a shared
    place takes the better number), seat order on a tie."""
    rows = []
    won = state["winner"]
    for s in sides(state):
        homes = tuple(state["home"][p] for p in s)
        first = 0 if won is not None and tuple(won) == s else 1
        rows.append((first, -sum(homes), s, homes))
    rows.sort()
    out = []
    for first, neg, s, homes in rows:
        place = 1 + len([r for r in rows if (r[0], r[1]) < (first, neg)])
        out.append((place, s, homes))
    return out


def apply(state, act):
    """Apply one act (list, see the Acts comment) to ``state`` in place.

    Returns a list of serial-log lines (str, "verb key=value ..."). Raises
    RuleError, leaving ``state`` unchanged, when the act is not legal now."""
    return dispatch(_ACTS, state, act, _live)


def _live(state):
    if over(state):
        raise RuleError("Game over")


def _names(seats):
    return "+".join(name(p) for p in seats)


def _homes(state):
    return ",".join("%s:%d" % (name(p), h) for p, h in enumerate(state["home"]))


def _seat(state, p):
    if not isinstance(p, int) or not 0 <= p < state["n"]:
        raise RuleError("No such player")
    return p


def _turn_line(state, verb):
    p = state["turn"]
    line = "%s round=%d player=%s" % (verb, round_no(state), name(p))
    m = mover(state)
    if m != p:
        line += " for=" + name(m)
    return line


def _next(state, act, lines):
    state["turns"] += 1
    state["turn"] = (state["turn"] + 1) % state["n"]
    lines.append(_turn_line(state, "turn"))


def _prev(state, act, lines):
    if state["turns"] < 1:
        raise RuleError("First turn")
    state["turns"] -= 1
    state["turn"] = (state["turn"] - 1) % state["n"]
    lines.append(_turn_line(state, "turn back"))


def _home(state, act, lines):
    p = _seat(state, act[1] if len(act) > 1 else None)
    if p != mover(state):
        raise RuleError("Not their turn")
    state["home"][p] += 1
    line = "home player=%s home=%d" % (name(p), state["home"][p])
    if p != state["turn"]:
        line += " by=" + name(state["turn"])
    lines.append(line)
    _check_done(state, p, lines)


def _fix(state, act, lines):
    if len(act) != 3:
        raise RuleError("Bad action")
    p = _seat(state, act[1])
    k = act[2]
    if not isinstance(k, int) or not 0 <= k <= LADDIES:
        raise RuleError("0-5 laddies")
    state["home"][p] = k
    lines.append("fix player=%s home=%d" % (name(p), k))
    _check_done(state, p, lines)


def _check_done(state, p, lines):
    """After p's count changed: the winner (a side all home), or in pairs a
    player who now plays for the partner."""
    if state["home"][p] < LADDIES:
        return
    s = side(state, p)
    if all(state["home"][q] >= LADDIES for q in s):
        state["winner"] = list(s)
        lines.append("game over winner=%s home=%s" % (_names(s), _homes(state)))
    else:
        lines.append("all home player=%s plays_for=%s" % (name(p), name(partner(state, p))))


_ACTS = {"next": _next, "prev": _prev, "home": _home, "fix": _fix}
