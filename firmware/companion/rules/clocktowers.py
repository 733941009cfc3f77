"""Clocktowers: tap-to-score towers, the colour ladder, totals and ranking.

Source: docs/rules.md, "Clocktowers". Pure: integers, tuples, lists
and strings only; no ``companion.nfc`` import. A card is a plain tuple (lists
too, as JSON gives them back): ``("floor", storeys, animal)`` with storeys 1
or 2 and animal ``cat`` | ``mouse`` | ``none``; ``("clock", animal)`` with
``mouse`` | ``none``; ``("roof", colour)`` with a colour of ``COLOURS`` (the
nfc layer's ``Card.attrs`` after the kind word). A tower is the list of its
cards tapped bottom to top; players are 0-based (``P1`` is 0).

``tower_problems(cards)`` names why a tapped sequence is not a legal complete
tower; ``tower(cards)`` scores one tower; ``ladder(heights)`` checks one
colour's heights; ``score(players, towers_per_player)`` scores a finished
game: the result (``ranking``, every complete tower), and for the log the
same without the flagged towers; ``without(result, p, n)`` ranks it without
one tower (what that tower decides), ``flagged(result)`` lists the flagged
towers and ``winners(result, unflagged=True)`` says what they decide
together (the ranking without every one of them); ``warning_text`` and
``warning_line`` say the box warnings. ``log_lines(result)`` gives the
serial-log lines (without the ``clk`` tag: the UI prefixes ``TAG``), ending
with ``summary_line(result)`` and ``summary_line(result, unflagged=True)``.

Rules (docs/rules.md, Clocktowers): a tower is one or more floors, then exactly
one clock, then exactly one roof; it is complete once roofed and incomplete
towers score 0. Height = the sum of the storeys of its floor cards. A complete
tower scores 5 with no animals, 4 with cats but no mice, 3 with cats and mice,
2 with mice but no cats (the clock's animal counts). Colour ladder: a player's
first complete tower of a colour is 1 or 2 high, each later one of that colour
exactly one storey higher. Winner: most points; tie: a mouse on the highest
level of any complete tower, then the same for cats.

Decisions (docs/rules.md, marked there):
- the ladder is checked on each colour's set of heights, not on build order
  (the device cannot see it): sorted, they must run without gaps or repeats
  from 1 or 2 (2, 3, 4 is legal in any tap order; 2, 4 and 3, 3 are not);
  towers outside the ladder are flagged and the ladder continues from the
  last tower that fits (``ladder``, see our reading below);
- a card's level is counted in storeys from the ground: a two-storey card's
  animal sits on its upper storey, the clock is one level above the top
  floor; a higher level wins the tie-break (``levels``).

Decisions of ours (the rule texts are silent; each is one small spot below):
- one result: a flagged tower (build order or ladder) is never refused and
  scores as tapped, like every complete tower (docs/rules.md, Clocktowers,
  Towers: complete towers score; a flag is not incompleteness). The device
  cannot see the table: a legally built game never gets a flag (its heights run
  1 or 2 up without gaps or repeats), so a flag means a tower tapped wrongly (a
  floor missed, a tower skipped) or built against the ladder, and only the
  players can tell which. Dropping it would silently take points a player may
  have fairly built; counting it, the device says which tower, why, what it
  counts and who would win without it (``without``), and the players fix the
  taps (``back``) or let its points stand. ``ranking`` is the result;
  ``ranking_unflagged`` and ``total_unflagged`` stay for the log only;
- the ladder walk, literally (``ladder``): heights sorted ascending; while
  no tower fits yet, a tower must be 1 or 2 high, else ``ladder_start``; then
  each tower must be exactly one higher than the last tower that fitted,
  else it is flagged (``ladder_gap`` above that, ``ladder_repeat`` equal to
  it) and skipped. Examples: 2, 3, 4 all fit; 2, 4, 5: 2 fits, 4 gap, 5 gap
  too (the last fit is still 2, so 3 is due); 3, 3: both ``ladder_start``;
  1, 2, 2, 3: the second 2 is a repeat, 3 fits (one above the first 2);
  3, 4, 5: all ``ladder_start`` (nothing 1 or 2 high ever fits);
- of towers of equal height the one tapped first takes the ladder's place,
  later ones are the repeats (sort key (height, tap index), ``_ladder_flags``);
- a tower with build-order problems takes no part in its colour's ladder
  (it is flagged already; counting it could flag a well-built tower);
- "complete" = at least one floor, a clock and a roof among the tapped cards,
  in any order; order faults are flags, not incompleteness, so the
  all-towers total still counts such a tower, scored from all its cards
  (every floor's storeys, every card's animal); its colour is its first roof;
- levels follow tap order for every tower (a clock takes one level, a roof
  one level, a floor its storeys): for a well-built tower that is the rule
  (docs/rules.md, Clocktowers, Winner); only flagged towers (a floor above
  the clock) depend on it;
- each ranking's tie-break levels look only at the towers that variant
  counts (all complete towers, or the unflagged complete towers); a player
  with no mouse (cat) there has level 0;
- players still tied after the cat level share the place; a shared place
  takes the best place number of its group and the next one skips (1, 2, 2,
  4: ``_rank``);
- each fault is named once (``tower_problems``): ``clock_first`` and
  ``roof_early`` only when a floor / a clock exists at all (else ``no_floor``
  / ``no_clock`` says it); floors above a clock that came first are not also
  ``floor_after_clock``; an early roof is not "the roof" for ``after_roof``;
- a tower without cards is a RuleError "Empty tower".

Decision (docs/rules.md, Box facts (every game)): more cards of one
kind than the box holds (``FLOORS``, ``CLOCKS``, ``ROOFS_PER_COLOUR``),
across all players, never refuses the score: five red roofs may be a
mis-written sticker or a box that differs, so each is a warning in
``result["warnings"]`` (``("roofs", colour, n)``, ``("floors", storeys,
n)``, ``("clocks", animal, n)``, in that order: floors, clocks, roofs) and
the towers are scored as tapped. One sticker tapped twice is refused by the
screen (it knows the UIDs); the rules see only the cards' faces.
"""

from companion import const
from companion.rules import RuleError, name
from companion.rules.ranking import rank

# One tower (its cards, problems, levels, class and points), which a session
# needs at every roof, is companion.rules.towers; this module, the game's
# scores, loads with them. Its names are this module's too.
from companion.rules.towers import (  # noqa: F401  (tower, tower_problems...: the API)
    COLOURS,
    TAG,
    _cards,
    _tower,
    levels,
    tower,
    tower_class,
    tower_line,
    tower_problems,
)

_GAME = const("clocktowers")
PLAYERS = (2, 3, 4)

# The deck as data (docs/rules.md, Clocktowers, its *box* counts): 66 cards
# (the roofs' colours: towers.COLOURS).
FLOORS = ((1, 14), (2, 14))  # (storeys, cards); the animals' split is unknown
CLOCKS = (("mouse", 9), ("none", 9))
ROOFS_PER_COLOUR = 4
_LADDER_FIRST = const((1, 2))  # heights a colour's first complete tower may have


def _ladder_flags(heights):
    """Our reading of the ladder walk; see ``ladder``."""
    order = sorted(range(len(heights)), key=lambda i: (heights[i], i))
    flags = {}  # tap index -> reason; the rest fit
    last = None
    for i in order:
        h = heights[i]
        if last is None:
            if h in _LADDER_FIRST:
                last = h
            else:
                flags[i] = "ladder_start"
        elif h == last + 1:
            last = h
        elif h == last:
            flags[i] = "ladder_repeat"
        else:
            flags[i] = "ladder_gap"
    return [flags.get(i) for i in range(len(heights))]


def ladder(heights):
    """One player's complete towers of one colour, by height (any order):
    per entry None (fits) or ``ladder_start`` | ``ladder_gap`` |
    ``ladder_repeat`` (see the module's Decisions). ``[2, 4, 5]`` ->
    ``[None, "ladder_gap", "ladder_gap"]``; ``[4, 2, 3]`` -> all None."""
    if not isinstance(heights, (tuple, list)):
        raise RuleError("Bad heights")
    for h in heights:
        if not isinstance(h, int) or h < 1:
            raise RuleError("Bad height")
    return _ladder_flags(list(heights))


def _box(every):
    """The box warnings: a kind of card the towers hold more of than the
    box (a box fact: never a refusal)."""
    out = []
    for storeys, count in FLOORS:
        n = len([c for c in every if c[0] == "floor" and c[1] == storeys])
        if n > count:
            out.append(("floors", storeys, n))
    for animal, count in CLOCKS:
        n = len([c for c in every if c[0] == "clock" and c[1] == animal])
        if n > count:
            out.append(("clocks", animal, n))
    for colour in COLOURS:
        n = len([c for c in every if c[0] == "roof" and c[1] == colour])
        if n > ROOFS_PER_COLOUR:
            out.append(("roofs", colour, n))
    return out


def _in_box(w):
    """How many cards of a warning's kind the box holds."""
    if w[0] == "floors":
        return dict(FLOORS)[w[1]]
    if w[0] == "clocks":
        return dict(CLOCKS)[w[1]]
    return ROOFS_PER_COLOUR


def warning_text(w):
    """A box warning on the screen: two lines of 16 characters at most
    (``("5 red roofs", "the box has 4")``)."""
    if w[0] == "floors":
        head = "%d floors %d high" % (w[2], w[1])
    elif w[0] == "clocks":
        head = "%d %s clocks" % (w[2], "mouse" if w[1] == "mouse" else "plain")
    else:
        head = "%d %s roofs" % (w[2], w[1])
    return (head, "the box has %d" % _in_box(w))


def warning_line(w):
    """A box warning's log line (without the tag): ``warn roofs
    colour=red count=5 box=4``, ``warn floors storeys=1 count=15 box=14``,
    ``warn clocks animal=mouse count=10 box=9``."""
    kind = w[0]
    key = "storeys" if kind == "floors" else "animal" if kind == "clocks" else "colour"
    return "warn %s %s=%s count=%d box=%d" % (kind, key, w[1], w[2], _in_box(w))


def _rank(ids, totals, mice, cats):
    """Best first: ``[(place, id, total, by)]``. Keys: total, then the mouse
    level, then the cat level; ``by`` is the first key that sets the entry
    apart from every other (``points`` | ``mouse`` | ``cat``), else
    ``shared``. A shared place takes the best number of its group (1, 2, 2, 4)."""

    keys = {}
    for i in ids:
        keys[i] = (totals[i], mice[i], cats[i])
    return rank(ids, keys, ("points", "mouse", "cat"))


def _variant(towers):
    """(total, mouse level, cat level) over the towers a variant counts."""
    total = sum(t["points"] for t in towers)
    mouse = max([t["mouse"] for t in towers] + [0])
    cat = max([t["cat"] for t in towers] + [0])
    return total, mouse, cat


def score(players, towers_per_player):
    """Score a finished game.

    ``players`` 2..4. ``towers_per_player``: per player the list of towers,
    each the list of its cards tapped bottom to top (see the module text).

    Returns a dict of ints, strings, lists and tuples:

    - ``scores``: per player ``{"towers": [tower dicts, as ``tower`` gives
      them, the ladder reason appended to ``flags``], "complete", "flagged"
      (counts), "total" (every complete tower), "total_unflagged" (complete
      towers without flags), "mouse", "cat" (tie-break levels over every
      complete tower), "mouse_unflagged", "cat_unflagged"}``;
    - ``ranking`` / ``ranking_unflagged``: ``[(place, player, total, by)]``
      best first, ``by`` one of ``points`` | ``mouse`` | ``cat`` | ``shared``;
    - ``warnings``: the box warnings (see the module's decision), never a
      refusal.

    Raises RuleError for a bad player count, tower list, card or an empty
    tower."""
    if players not in PLAYERS:
        raise RuleError("2-4 players")
    if not isinstance(towers_per_player, (tuple, list)) or len(towers_per_player) != players:
        raise RuleError("One per player")
    parsed = []
    every = []
    for towers in towers_per_player:
        if not isinstance(towers, (tuple, list)):
            raise RuleError("Bad tower list")
        mine = [_cards(t) for t in towers]
        for cards in mine:
            every += cards
        parsed.append(mine)
    warnings = _box(every)

    scores = []
    for mine in parsed:
        towers = [_tower(cards) for cards in mine]
        for colour in COLOURS:
            idx = [
                i
                for i, t in enumerate(towers)
                if t["complete"] and not t["problems"] and t["colour"] == colour
            ]
            flags = _ladder_flags([towers[i]["height"] for i in idx])
            for i, flag in zip(idx, flags):
                if flag is not None:
                    towers[i]["flags"].append(flag)
                    towers[i]["flagged"] = True
        counted = [t for t in towers if t["complete"]]
        clean = [t for t in counted if not t["flagged"]]
        total, mouse, cat = _variant(counted)
        total_u, mouse_u, cat_u = _variant(clean)
        scores.append(
            {
                "towers": towers,
                "complete": len(counted),
                "flagged": len(counted) - len(clean),
                "total": total,
                "total_unflagged": total_u,
                "mouse": mouse,
                "cat": cat,
                "mouse_unflagged": mouse_u,
                "cat_unflagged": cat_u,
            }
        )
    ids = list(range(players))

    def column(key):
        return [s[key] for s in scores]

    return {
        "game": _GAME,
        "players": players,
        "scores": scores,
        "ranking": _rank(ids, column("total"), column("mouse"), column("cat")),
        "ranking_unflagged": _rank(
            ids,
            column("total_unflagged"),
            column("mouse_unflagged"),
            column("cat_unflagged"),
        ),
        "warnings": warnings,
    }


def without(result, p, n):
    """The ranking (as ``score``'s ``ranking``) without player ``p``'s tower
    ``n`` (0-based, tap order): totals and tie-break levels over every other
    complete tower. Shows what one flagged tower decides."""
    totals, mice, cats = [], [], []
    for q, s in enumerate(result["scores"]):
        kept = [t for i, t in enumerate(s["towers"]) if t["complete"] and (q != p or i != n)]
        total, mouse, cat = _variant(kept)
        totals.append(total)
        mice.append(mouse)
        cats.append(cat)
    return _rank(list(range(len(totals))), totals, mice, cats)


def flagged(result):
    """``[(player, tower)]``: every flagged tower (0-based, tap order), by
    player. ``winners(result, True)`` is what they decide together: the
    first place without every one of them."""
    out = []
    for p, s in enumerate(result["scores"]):
        for n, t in enumerate(s["towers"]):
            if t["flagged"]:
                out.append((p, n))
    return out


def _ranking(result, unflagged):
    return result["ranking_unflagged"] if unflagged else result["ranking"]


def winners(result, unflagged=False):
    """Names of the first place (several when it is shared)."""
    return [name(p) for place, p, _, _ in _ranking(result, unflagged) if place == 1]


def summary_line(result, unflagged=False):
    """``scores P1=14 P2=9 winner=P1 by=points``; with ``unflagged`` the
    same over the unflagged towers, ``unflagged P1=11 P2=9 winner=P1
    by=mouse``; a shared first place lists every winner (``winner=P1,P2
    by=shared``)."""
    key = "total_unflagged" if unflagged else "total"
    parts = ["unflagged" if unflagged else "scores"]
    for p, s in enumerate(result["scores"]):
        parts.append("%s=%d" % (name(p), s[key]))
    ranking = _ranking(result, unflagged)
    parts.append("winner=%s by=%s" % (",".join(winners(result, unflagged)), ranking[0][3]))
    return " ".join(parts)


def log_lines(result):
    """Every serial-log line of a scored game (without the ``clk`` tag), in
    order: one per tower, one per player (levels as all/unflagged), the
    places of both variants, the box warnings, then both summaries."""
    lines = []
    for p, s in enumerate(result["scores"]):
        for n, t in enumerate(s["towers"]):
            lines.append(tower_line(p, n + 1, t))
    for p, s in enumerate(result["scores"]):
        lines.append(
            "player %s complete=%d flagged=%d total=%d unflagged=%d mouse=%d/%d cat=%d/%d"
            % (
                name(p),
                s["complete"],
                s["flagged"],
                s["total"],
                s["total_unflagged"],
                s["mouse"],
                s["mouse_unflagged"],
                s["cat"],
                s["cat_unflagged"],
            )
        )
    for place, p, total, by in result["ranking"]:
        lines.append("place %d player=%s total=%d by=%s" % (place, name(p), total, by))
    for place, p, total, by in result["ranking_unflagged"]:
        lines.append("place %d player=%s unflagged=%d by=%s" % (place, name(p), total, by))
    for w in result["warnings"]:
        lines.append(warning_line(w))
    lines.append(summary_line(result))
    lines.append(summary_line(result, unflagged=True))
    return lines
