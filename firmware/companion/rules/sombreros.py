"""Sombreros (Hats): end-game scoring, the cookie, ranking and teams.

Source: docs/rules.md, "Sombreros (Hats)". Pure: integers, tuples,
lists and strings only; no ``companion.nfc`` import. A card is a plain pair
``(type, value)``: type 1..7, value 1..6 (the deck holds one of each; the nfc
layer's ``Card.attrs`` is exactly that pair). Players are 0-based (``P1`` is
0); in a 4-player game seats 0 & 2 are team ``T1`` and seats 1 & 3 team
``T2`` (partners sit opposite: docs/rules.md, Sombreros).

``score(players, table, hands, cookie_holder=None)`` scores a finished game;
``cookie_now(players, collections, blacks=None, cookie_holder=None)`` is the
same cookie rule for the tracker during play. ``log_lines(result)`` gives the
serial-log lines (without the ``som`` tag: the UI prefixes ``TAG``, as it
does ``hd`` for Hamsterdam), ending with ``summary_line(result)``.

Rules (docs/rules.md, Sombreros): only the lowest-numbered table space of a
type stays face up; a face-up collection card scores that space number (0 if
its type is not face up); black hats 1 point each; favourite = sum of the
values of the player's face-up collection cards of its type minus its own
value; cookie 5 points for the most different types (black hats count as one
type), ties broken by the lowest collection card, then the second lowest, and
so on. Winner: most points, then most black hats, then the cookie holder.

Decisions (docs/rules.md, marked there):
- black hats never count towards the favourite (they are face down);
- the k-th lowest card counts cards, not distinct values (1, 1, 3: the second
  lowest is 1); face-down black hats take no part in the comparison;
- players still tied after the last card, or a tied player who runs out of
  face-up cards, make the device ask who physically holds the cookie: the
  result carries ``ask`` (the tied players) until ``cookie_holder`` is given;
- players (or teams: summed black hats, then the cookie holder's team) still
  tied after the tie-breaks share the place.

Decision (docs/rules.md, Box facts (every game)): the box's counts
never refuse a score, they warn, and the game is scored as entered:
- the same card face (type and value) twice anywhere (table, collections,
  black hats given as cards, favourites): a mis-written sticker, or a box
  that differs; each copy counts where it was placed (``("twice", t, v,
  n)``). A physical card (one sticker) placed twice is refused by the
  screens, which know the stickers' UIDs; the rules see only faces;
- more than the box's 42 hats entered (``("hats", n)``);
- 2 players use 5 types, but which two are out is not entered: the check
  warns when more than 5 distinct types appear among all the cards entered,
  black hats given as cards included: they carry their type (``("types",
  n)``).

Decisions of ours (the rule texts are silent; each is one small spot below):
- a favourite not entered scores 0 and warns (``("favourite", p)``);
- a shared place takes the best place number of the group and the next one
  skips (1, 2, 2, 4: ``_rank``);
- until an ask is answered every player's cookie is 0 and there is no
  ranking (``ranking`` is None); ``cookie_holder`` answers an ask only: it
  must be one of the tied players, or, when the rules decide, the holder they
  chose (else RuleError "Not tied");
- black hats are a count (0 or more) or the list of those cards, and a hand
  may add ``untagged`` (a count of black hats entered without their card);
  the list is only checked (range, the 2-player type count, faces twice)
  and its length used;
- in a 4-player game the individual ranking is still given, but the winner
  in the summary is the team;
- while nobody has a single type (no card played yet) the cookie goes to
  nobody (``by`` ``none``, no ask); the ranking then has no cookie key.
"""

from companion import const
from companion.rules import RuleError, name
from companion.rules.ranking import rank

_GAME = const("sombreros")
TAG = "som"  # serial-log tag the UI puts before every line
_TYPES = const(7)
_VALUES = const(6)
SPACES = {2: 5, 3: 6, 4: 6}  # tea-table spaces in play
_TYPES_2P = const(5)  # types in play with 2 players (they remove two; 3-4: all 7)
_PLAYED = const(8)  # cards each player plays: collection + black hats
_COOKIE = const(5)
_TEAMS = const(((0, 2), (1, 3)))  # 4 players: partners opposite
_BOX = const(_TYPES * _VALUES)  # hats in the box, one of each face

# Warnings (tuples, code first), in this order in ``result["warnings"]``:
#   ("empty", space)        a table space without a card (1-based)
#   ("twice", t, v, n)      the face t/v entered n > 1 times (the box has one)
#   ("hats", n)             n > 42 hats entered (black hats counted too)
#   ("types", n)            2 players: n > 5 distinct types among the cards
#   ("cards", p, n)         player p played n cards (collection + black) != 8
#   ("favourite", p)        player p's favourite was not entered (scores 0)


def team_name(t):
    """``T1`` (seats 0 & 2) or ``T2`` (seats 1 & 3)."""
    return "T%d" % (t + 1)


def _players(players):
    if players not in SPACES:
        raise RuleError("2-4 players")
    return players


def _card(c):
    if not isinstance(c, (tuple, list)) or len(c) != 2:
        raise RuleError("Bad card")
    t, v = c[0], c[1]
    if not isinstance(t, int) or not 1 <= t <= _TYPES:
        raise RuleError("Bad hat type")
    if not isinstance(v, int) or not 1 <= v <= _VALUES:
        raise RuleError("Bad hat value")
    return (t, v)


def _cards(seq):
    if not isinstance(seq, (tuple, list)):
        raise RuleError("Bad card list")
    return [_card(c) for c in seq]


def _count(n):
    if not isinstance(n, int) or n < 0:
        raise RuleError("Bad black count")
    return n


def _black(black):
    """(count, cards) from a count or the list of the face-down cards."""
    if isinstance(black, (tuple, list)):
        cards = _cards(black)
        return len(cards), cards
    return _count(black), []


def _twice(cards):
    """``[("twice", t, v, n)]`` for each face entered more than once, in the
    order the faces first appear (a box fact: warned, never refused)."""
    seen = bytearray(64)  # per face t * 8 + v: how many (one small block, no dict)
    for t, v in cards:
        seen[t * 8 + v] += 1
    out = []
    for t, v in cards:
        n = seen[t * 8 + v]
        if n > 1:
            out.append(("twice", t, v, n))
            seen[t * 8 + v] = 0  # said once
    return out


def _holder_arg(players, cookie_holder):
    if cookie_holder is not None and (
        not isinstance(cookie_holder, int) or not 0 <= cookie_holder < players
    ):
        raise RuleError("No such player")
    return cookie_holder


def face_up(table):
    """Per type 1..7 (index type - 1), the table space (1-based) where that
    type lies face up: the lowest-numbered space holding it; 0 if none."""
    spaces = [0] * _TYPES
    for i, c in enumerate(table):
        if c is not None and spaces[c[0] - 1] == 0:
            spaces[c[0] - 1] = i + 1
    return spaces


def face_down(table):
    """Table spaces (1-based, ascending) whose card turns face down: a type
    already face up on a lower-numbered space. They count for nothing."""
    spaces = face_up(table)
    return [i + 1 for i, c in enumerate(table) if c is not None and spaces[c[0] - 1] != i + 1]


def types_count(collection, black):
    """Different types for the cookie: the face-up cards' types, plus one
    for black hats when there is at least one."""
    seen = [t for t, _ in collection]
    n = 0
    for t in range(1, _TYPES + 1):
        if t in seen:
            n += 1
    return n + (1 if black > 0 else 0)


def _cookie(collections, blacks, cookie_holder):
    """The cookie rule on validated input: see ``cookie_now`` for the shape."""
    n = len(collections)
    types = [types_count(collections[p], blacks[p]) for p in range(n)]
    best = max(types)
    tied = [p for p in range(n) if types[p] == best]
    values = [sorted(v for _, v in coll) for coll in collections]
    steps = []
    holder = None
    ask = []
    by = "types"
    k = 0
    if best == 0:
        by = "none"  # our Decision: nobody has a hat yet, the cookie stays out
    elif len(tied) == 1:
        holder = tied[0]
    else:
        by = "card"
        while holder is None and not ask:
            row = tuple((p, values[p][k] if k < len(values[p]) else None) for p in tied)
            k += 1
            steps.append((k, row))
            if any(v is None for _, v in row):
                ask = tied  # Decision: ran out of face-up cards while tied
                break
            low = min(v for _, v in row if v is not None)
            tied = [p for p, v in row if v == low]
            if len(tied) == 1:
                holder = tied[0]
        if ask:
            by = "ask"
    contenders = [p for p in range(n) if types[p] == best]
    if ask and cookie_holder is not None:
        if cookie_holder not in ask:
            raise RuleError("Not tied")
        holder, ask, by = cookie_holder, [], "asked"
    elif cookie_holder is not None and cookie_holder != holder:
        raise RuleError("Not tied")
    return {
        "holder": holder,  # player index, None while ``ask``
        "ask": ask,  # the tied players the device must ask about, else []
        "types": types,  # different types per player (black hats as one)
        "best": best,
        "tied": contenders,  # players with ``best`` types (one: decided by types)
        "by": by,  # types | card | ask | asked | none
        "k": k,  # the k-th lowest card that decided (card) or ran out (ask)
        "steps": steps,  # [(k, ((player, k-th lowest value or None), ...)), ...]
    }


def cookie_now(players, collections, blacks=None, cookie_holder=None):
    """Who holds the cookie now (the during-game tracker; the same rule as the
    final count). ``collections``: per player the face-up collection cards,
    ``(type, value)`` pairs; ``blacks``: per player a black-hat count or list
    (default none). ``cookie_holder`` answers an ask (see ``score``).

    Returns a dict: ``holder`` (int, or None while ``ask``), ``ask`` (the
    still-tied players to ask about, else []), ``types`` (per player),
    ``best``, ``tied`` (players with ``best`` types), ``by`` (``types`` |
    ``card`` | ``ask`` | ``asked`` | ``none``: nobody has a type), ``k``
    (the card step that decided or ran out; 0 without cards) and ``steps``:
    ``[(k, ((p, value), ...)), ...]``, the k-th lowest face-up value of each
    player still tied at step k (None: ran out)."""
    _players(players)
    if not isinstance(collections, (tuple, list)) or len(collections) != players:
        raise RuleError("One per player")
    if blacks is None:
        blacks = [0] * players
    if not isinstance(blacks, (tuple, list)) or len(blacks) != players:
        raise RuleError("One per player")
    colls = [_cards(c) for c in collections]
    counts = [_black(b)[0] for b in blacks]
    return _cookie(colls, counts, _holder_arg(players, cookie_holder))


_HAND_KEYS = const(("collection", "black", "untagged", "favourite"))


def _hand(hand):
    if not isinstance(hand, dict):
        raise RuleError("Bad hand")
    for key in hand:
        if key not in _HAND_KEYS:
            raise RuleError("Bad hand")
    coll = _cards(hand.get("collection", []))
    black, black_cards = _black(hand.get("black", 0))
    black += _count(hand.get("untagged", 0))
    fav = hand.get("favourite")
    if fav is not None:
        fav = _card(fav)
    return coll, black, black_cards, fav


def favourite_points(collection, favourite):
    """Face-up collection values of the favourite's type minus its value;
    0 when no favourite was entered. Black hats never count (Decision)."""
    if favourite is None:
        return 0
    t, v = favourite
    return sum(cv for ct, cv in collection if ct == t) - v


def _rank(ids, totals, blacks, cookie):
    """Best first: ``[(place, id, total, by)]``. Keys: total, then black hats,
    then the cookie; ``by`` is the first key that sets the entry apart from
    every other (``points`` | ``black`` | ``cookie``), else ``shared``. A
    shared place takes the best number of its group (1, 2, 2, 4)."""

    keys = {}
    for i in ids:
        keys[i] = (totals[i], blacks[i], 1 if cookie[i] else 0)
    return rank(ids, keys, ("points", "black", "cookie"))


def _warnings(players, table, hands, every):
    out = []
    for i, c in enumerate(table):
        if c is None:
            out.append(("empty", i + 1))
    out += _twice(every)
    n = len([c for c in table if c is not None]) + sum(len(h[0]) + h[1] for h in hands)
    n += len([h for h in hands if h[3] is not None])
    if n > _BOX:
        out.append(("hats", n))
    if players == 2:
        seen = [c[0] for c in table if c is not None]
        for coll, _, cards, fav in hands:
            seen += [t for t, _ in coll + cards]
            if fav is not None:
                seen.append(fav[0])
        n = len([t for t in range(1, _TYPES + 1) if t in seen])
        if n > _TYPES_2P:
            out.append(("types", n))
    for p, (coll, black, _, fav) in enumerate(hands):
        if len(coll) + black != _PLAYED:
            out.append(("cards", p, len(coll) + black))
        if fav is None:
            out.append(("favourite", p))
    return out


def score(players, table, hands, cookie_holder=None):
    """Score a finished game.

    ``players`` 2..4. ``table``: the tea-table cards by space, space 1 first,
    5 (2 players) or 6 entries, each ``(type, value)`` or None (empty: a
    warning). ``hands``: per player a dict with ``collection`` (face-up
    cards), ``black`` (black hats: a count, or the list of those cards),
    ``untagged`` (optional: more black hats, a count) and ``favourite`` (a
    card, or None: 0 points and a warning). Cards are
    ``(type, value)`` pairs (lists too). ``cookie_holder`` answers an ask.

    Returns a dict of ints, lists and tuples:

    - ``scores``: per player ``{"collection", "black", "favourite", "cookie",
      "total", "types", "played"}`` (points; ``black`` is also the black-hat
      count; ``played`` = collection cards + black hats);
    - ``cookie``: as ``cookie_now`` returns it; ``ask``: its ``ask`` list;
    - ``ranking``: ``[(place, player, total, by)]`` best first, ``by`` one of
      ``points`` | ``black`` | ``cookie`` | ``shared``; None while ``ask``;
    - ``teams``: None, or with 4 players ``{"members": _TEAMS, "totals",
      "black", "ranking"}`` (summed per team; ranking as above by team index,
      the cookie key being the holder's team; None while ``ask``);
    - ``face_up`` (per type, see ``face_up``), ``face_down`` (spaces);
    - ``warnings``: tuples (see the list at the top), never a refusal.

    Raises RuleError for a bad player count, table length, card or count,
    or a ``cookie_holder`` that does not answer an ask; never for a box fact
    (a face entered twice, more hats than the box: warnings)."""
    _players(players)
    if not isinstance(table, (tuple, list)) or len(table) != SPACES[players]:
        raise RuleError("%d table spaces" % SPACES[players])
    table = [None if c is None else _card(c) for c in table]
    if not isinstance(hands, (tuple, list)) or len(hands) != players:
        raise RuleError("One per player")
    parsed = [_hand(h) for h in hands]
    every = [c for c in table if c is not None]
    for coll, _, cards, fav in parsed:
        every += coll + cards
        if fav is not None:
            every.append(fav)
    holder_arg = _holder_arg(players, cookie_holder)

    spaces = face_up(table)
    colls = [h[0] for h in parsed]
    blacks = [h[1] for h in parsed]
    cookie = _cookie(colls, blacks, holder_arg)
    holder = cookie["holder"]
    scores = []
    for p, (coll, black, _, fav) in enumerate(parsed):
        pts = {
            "collection": sum(spaces[t - 1] for t, _ in coll),
            "black": black,
            "favourite": favourite_points(coll, fav),
            "cookie": _COOKIE if holder == p else 0,
            "types": cookie["types"][p],
            "played": len(coll) + black,
        }
        pts["total"] = pts["collection"] + pts["black"] + pts["favourite"] + pts["cookie"]
        scores.append(pts)
    totals = [s["total"] for s in scores]

    ranking = None
    if not cookie["ask"]:
        ranking = _rank(list(range(players)), totals, blacks, [p == holder for p in range(players)])
    teams = None
    if players == 4:
        t_totals = [totals[a] + totals[b] for a, b in _TEAMS]
        t_black = [blacks[a] + blacks[b] for a, b in _TEAMS]
        t_rank = None
        if not cookie["ask"]:
            t_rank = _rank([0, 1], t_totals, t_black, [holder in m for m in _TEAMS])
        teams = {"members": _TEAMS, "totals": t_totals, "black": t_black, "ranking": t_rank}
    return {
        "game": _GAME,
        "players": players,
        "table": table,
        "face_up": spaces,
        "face_down": face_down(table),
        "scores": scores,
        "cookie": cookie,
        "ask": cookie["ask"],
        "ranking": ranking,
        "teams": teams,
        "warnings": _warnings(players, table, parsed, every),
    }


def winners(result):
    """Names of the first place (teams with 4 players); [] while ``ask``."""
    if result["teams"] is not None:
        ranking = result["teams"]["ranking"]
        label = team_name
    else:
        ranking = result["ranking"]
        label = name
    if ranking is None:
        return []
    return [label(i) for place, i, _, _ in ranking if place == 1]


def _names(players):
    return ",".join(name(p) for p in players)


def summary_line(result):
    """``scores P1=35 P2=15 winner=P1 by=points``; 4 players add team totals
    and name the winning team (``... T1=38 T2=31 winner=T1 by=points``); a
    shared first place lists every winner (``winner=P2,P3 by=shared``); an
    unanswered cookie ask ends ``cookie=ask tied=P1,P2`` instead."""
    parts = ["scores"]
    for p, s in enumerate(result["scores"]):
        parts.append("%s=%d" % (name(p), s["total"]))
    teams = result["teams"]
    if teams is not None:
        for t in range(len(_TEAMS)):
            parts.append("%s=%d" % (team_name(t), teams["totals"][t]))
    if result["ask"]:
        parts.append("cookie=ask tied=%s" % _names(result["ask"]))
    else:
        ranking = teams["ranking"] if teams is not None else result["ranking"]
        parts.append("winner=%s by=%s" % (",".join(winners(result)), ranking[0][3]))
    return " ".join(parts)


def warning_line(w):
    """The log line of one warning: ``warn cards player=P2 count=7``."""
    code = w[0]
    if code == "empty":
        return "warn empty space=%d" % w[1]
    if code == "twice":
        return "warn twice card=%d/%d count=%d" % w[1:]
    if code == "hats":
        return "warn hats count=%d box=%d" % (w[1], _BOX)
    if code == "types":
        return "warn types count=%d allowed=%d" % (w[1], _TYPES_2P)
    if code == "cards":
        return "warn cards player=%s count=%d expected=%d" % (name(w[1]), w[2], _PLAYED)
    return "warn favourite player=%s missing=1" % name(w[1])


def warning_text(w):
    """The screen lines of one warning, in words: a tuple of one or two
    lines of 16 characters at most (``("P2: 1 card", "played, not 8")``)."""
    code = w[0]
    if code == "empty":
        return ("Space %d is empty" % w[1],)
    if code == "twice":
        n = w[3]
        times = "twice:" if n == 2 else "%d times:" % n
        return ("Hat %d/%d %s" % (w[1], w[2], times), "the box has one")
    if code == "hats":
        return ("%d hats entered" % w[1], "the box has %d" % _BOX)
    if code == "types":
        return ("%d hat types:" % w[1], "2 players use %d" % _TYPES_2P)
    if code == "cards":
        n = w[2]
        played = "%s: %d card%s" % (name(w[1]), n, "" if n == 1 else "s")
        return (played, "played, not %d" % _PLAYED)
    return ("%s: no favourite" % name(w[1]),)


def cookie_line(cookie):
    """``cookie holder=P1 types=6 by=card k=3 tied=P1,P2,P4``; an ask:
    ``cookie ask tied=P1,P2 types=3 k=3``."""
    if cookie["ask"]:
        return "cookie ask tied=%s types=%d k=%d" % (
            _names(cookie["ask"]),
            cookie["best"],
            cookie["k"],
        )
    holder = cookie["holder"]
    who = "-" if holder is None else name(holder)
    line = "cookie holder=%s types=%d by=%s" % (who, cookie["best"], cookie["by"])
    if cookie["by"] == "card":
        line += " k=%d" % cookie["k"]
    if len(cookie["tied"]) > 1:
        line += " tied=%s" % _names(cookie["tied"])
    return line


def log_lines(result):
    """Every serial-log line of a scored game (without the ``som`` tag), in
    order: table, one per player, cookie, teams, places, warnings, summary."""
    kinds = ",".join("-" if c is None else "%d" % c[0] for c in result["table"])
    down = ",".join("%d" % s for s in result["face_down"]) or "-"
    lines = ["table types=%s face_down=%s" % (kinds, down)]
    for p, s in enumerate(result["scores"]):
        lines.append(
            "player %s collection=%d black=%d favourite=%d cookie=%d total=%d"
            % (name(p), s["collection"], s["black"], s["favourite"], s["cookie"], s["total"])
        )
    lines.append(cookie_line(result["cookie"]))
    teams = result["teams"]
    if teams is not None:
        for t, members in enumerate(teams["members"]):
            lines.append(
                "team %s players=%s total=%d black=%d"
                % (team_name(t), _names(members), teams["totals"][t], teams["black"][t])
            )
    if result["ranking"] is not None:
        for place, p, total, by in result["ranking"]:
            lines.append("place %d player=%s total=%d by=%s" % (place, name(p), total, by))
    if teams is not None and teams["ranking"] is not None:
        for place, t, total, by in teams["ranking"]:
            lines.append("place %d team=%s total=%d by=%s" % (place, team_name(t), total, by))
    for w in result["warnings"]:
        lines.append(warning_line(w))
    lines.append(summary_line(result))
    return lines
