"""Clocktowers: one tower, as its cards were tapped bottom to top (docs/rules.md,
"Clocktowers", Towers): its build-order problems, its height, colour,
animals, class and points, and its tie-break levels. What a scoring session
needs at every roof; the game's scores (the colour ladder, totals, ranking,
box warnings: ``companion.rules.clocktowers``, which holds the decisions of
both and gives these names too) load with the scores. Pure: integers,
tuples, lists and strings only. A card is a plain tuple (``companion.rules.
clocktowers`` says its shapes)."""

from companion import const
from companion.rules import RuleError, name

TAG = "clk"  # serial-log tag the UI puts before every line
COLOURS = ("red", "blue", "green", "yellow", "purple")  # as nfc.payload.ROOF_COLOURS
_FLOOR_ANIMALS = const(("cat", "mouse", "none"))
_CLOCK_ANIMALS = const(("mouse", "none"))

# Tower classes by the animals on its cards, and their points.
_POINTS = const((("clean", 5), ("cats", 4), ("mixed", 3), ("mice", 2)))

# Reasons, in the order ``flags`` lists them: build order, then the ladder.
_REASONS = const(
    (
        "no_floor",  # no floor card at all (incomplete)
        "clock_first",  # a clock below the first floor
        "roof_early",  # a roof below the first clock
        "two_clocks",  # a second clock
        "floor_after_clock",  # a floor above a clock that stood on floors
        "after_roof",  # any card above the roof (a second roof too)
        "no_clock",  # no clock (incomplete)
        "no_roof",  # no roof (incomplete)
        "ladder_start",  # no tower of this colour fits yet and it is not 1 or 2 high
        "ladder_gap",  # more than one higher than the last tower that fitted
        "ladder_repeat",  # as high as the last tower that fitted
    )
)
_INCOMPLETE = const(("no_floor", "no_clock", "no_roof"))


def _card(c):
    """A validated card as a tuple; RuleError otherwise."""
    if not isinstance(c, (tuple, list)) or not c:
        raise RuleError("Bad card")
    kind = c[0]
    if kind == "floor":
        if len(c) != 3 or not isinstance(c[1], int) or c[1] not in (1, 2):
            raise RuleError("Bad floor")
        if c[2] not in _FLOOR_ANIMALS:
            raise RuleError("Bad floor")
        return ("floor", c[1], c[2])
    if kind == "clock":
        if len(c) != 2 or c[1] not in _CLOCK_ANIMALS:
            raise RuleError("Bad clock")
        return ("clock", c[1])
    if kind == "roof":
        if len(c) != 2 or c[1] not in COLOURS:
            raise RuleError("Bad roof")
        return ("roof", c[1])
    raise RuleError("Bad card")


def _cards(cards):
    if not isinstance(cards, (tuple, list)):
        raise RuleError("Bad tower")
    if not cards:
        raise RuleError("Empty tower")
    return [_card(c) for c in cards]


def _problems(cards):
    """``tower_problems`` on validated cards."""
    found = []
    floors = len([c for c in cards if c[0] == "floor"])
    clocks = len([c for c in cards if c[0] == "clock"])
    roofs = len([c for c in cards if c[0] == "roof"])
    seen_floor = seen_clock = roofed = False
    clock_on_floors = False
    for c in cards:
        kind = c[0]
        if roofed:
            found.append("after_roof")
        elif kind == "floor":
            if clock_on_floors:
                found.append("floor_after_clock")
            seen_floor = True
        elif kind == "clock":
            if seen_clock:
                found.append("two_clocks")
            elif not seen_floor:
                if floors:
                    found.append("clock_first")
            else:
                clock_on_floors = True
            seen_clock = True
        elif not seen_clock:
            if clocks:
                found.append("roof_early")
        else:
            roofed = True
    if not floors:
        found.append("no_floor")
    if not clocks:
        found.append("no_clock")
    if not roofs:
        found.append("no_roof")
    return [r for r in _REASONS if r in found]


def tower_problems(cards):
    """Why the tapped sequence ``cards`` (bottom to top) is not a legal
    complete tower: reason codes of ``_REASONS`` in that order, each once;
    [] for a legal complete tower. Examples: floor, clock, roof -> [];
    clock, floor, roof -> ["clock_first"]; floor, roof -> ["no_clock"];
    floor, roof, clock -> ["roof_early"]; floor, clock, floor, roof ->
    ["floor_after_clock"]; floor, clock, roof, roof -> ["after_roof"];
    floor, clock -> ["no_roof"]. RuleError for a bad card or no cards."""
    return _problems(_cards(cards))


def _animal(c):
    """A validated card's animal: ``cat`` | ``mouse`` | ``none`` (roofs none)."""
    if c[0] == "floor":
        return c[2]
    if c[0] == "clock":
        return c[1]
    return "none"


def levels(cards):
    """``(mouse, cat)``: the highest level holding a mouse / a cat, 0 if
    none. Levels follow tap order from the ground: a floor card takes its
    storeys and its animal sits on its top storey, a clock takes one level
    (one above the top floor), a roof one level (no animal)."""
    level = mouse = cat = 0
    for c in cards:
        level += c[1] if c[0] == "floor" else 1
        animal = _animal(c)
        if animal == "mouse":
            mouse = level
        elif animal == "cat":
            cat = level
    return mouse, cat


def tower_class(cats, mice):
    """``clean`` (no animals), ``cats``, ``mixed`` (cats and mice) or ``mice``."""
    if cats:
        return "mixed" if mice else "cats"
    return "mice" if mice else "clean"


def _tower(cards):
    """One tower's dict on validated cards (no ladder flag yet)."""
    problems = _problems(cards)
    complete = not [r for r in problems if r in _INCOMPLETE]
    kinds = [_animal(c) for c in cards]
    cats = "cat" in kinds
    mice = "mouse" in kinds
    roofs = [c[1] for c in cards if c[0] == "roof"]
    klass = tower_class(cats, mice)
    mouse, cat = levels(cards)
    points = 0
    for k, p in _POINTS:
        if complete and k == klass:
            points = p
    animals = []
    if cats:
        animals.append("cat")
    if mice:
        animals.append("mouse")
    return {
        "cards": len(cards),
        "height": sum(c[1] for c in cards if c[0] == "floor"),
        "colour": roofs[0] if roofs else None,
        "animals": tuple(animals),
        "class": klass,
        "points": points,
        "complete": complete,
        "problems": problems,
        "flags": list(problems),
        "flagged": complete and bool(problems),
        "mouse": mouse,
        "cat": cat,
    }


def tower(cards):
    """Score one tower tapped bottom to top, without the colour ladder (that
    needs the player's other towers: ``score``). Returns a dict: ``cards``
    (how many), ``height`` (storeys of its floors), ``colour`` (first roof,
    None without one), ``animals`` (``()``, ``("cat",)``, ``("mouse",)`` or
    ``("cat", "mouse")``), ``class`` (``tower_class``), ``points`` (0 when
    incomplete), ``complete``, ``problems`` (``tower_problems``), ``flags``
    (the problems, and in ``score`` the ladder reason), ``flagged``
    (complete with a flag: counted only in the all-towers total), ``mouse``
    and ``cat`` (``levels``)."""
    return _tower(_cards(cards))


def tower_line(p, n, t):
    """``tower player=P1 n=2 height=3 colour=green animals=cat,mouse
    points=3 complete=1 flags=ladder_gap`` (``n`` 1-based; ``-`` for none)."""
    return "tower player=%s n=%d height=%d colour=%s animals=%s points=%d complete=%d flags=%s" % (
        name(p),
        n,
        t["height"],
        t["colour"] or "-",
        ",".join(t["animals"]) or "-",
        t["points"],
        1 if t["complete"] else 0,
        ",".join(t["flags"]) or "-",
    )
