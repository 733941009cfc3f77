"""The games' decks: how many of each card a box holds, the games' names and
the cards' long names (the card screens and tools/cards read them; reading a
tapped card needs only ``payload``'s grammar). Edit here, with
``payload.GRAMMAR``, to add a game or change a deck.

``DECKS``: ``(code, name, long names, deck)`` per game, in the grammar's
order. Long names: ``(kind word, format)``, for sheets and docs. The deck:
``(pattern, count)``; ``*`` in a pattern stands for every allowed word of
that attribute.

Counts are from docs/rules.md (the *box* counts in each game's section).
**Decision** (ours, not the rules'): the animals on the floor cards (no
text gives them; a user tags each card with what it shows, so this only
matters for the printed checklist).

Usage::

    for card, count in catalogue("clk"): name(card)   # "2-storey floor, cat"
"""

from companion import const
from companion.nfc.payload import STRAMASH_RANKS, VERSION, parse, spec

DECKS = (
    (
        "som",
        "Sombreros",
        (("hat", "Hat type %s, value %s"),),
        (("hat * *", 1),),  # 7 types x values 1..6, one card each (box)
    ),
    (
        "clk",
        "Clocktowers",
        (("floor", "%s-storey floor, %s"), ("clock", "Clock, %s"), ("roof", "Roof, %s")),
        (
            # Decision: no text gives the animals on the 14 floors of each
            # height; this split only matters for the printed checklist.
            ("floor 1 cat", 5),
            ("floor 1 mouse", 5),
            ("floor 1 none", 4),
            ("floor 2 cat", 5),
            ("floor 2 mouse", 5),
            ("floor 2 none", 4),
            ("clock mouse", 9),
            ("clock none", 9),
            ("roof *", 4),
        ),
    ),
    (
        "st",
        "Stramash",
        (("card", "Playing card: %s"),),
        # Decision: enough for the 3 decks of 5-6 players (docs/rules.md,
        # Stramash, Card moves):
        # 12 of each rank (suits do not matter), 2 jokers a deck.
        tuple(("card " + r, 12) for r in STRAMASH_RANKS[:-1]) + (("card joker", 6),),
    ),
    ("hd", "Hamsterdam", (), ()),  # no cards to tag yet
)

# Words shown differently in a card's long name (sheet, docs).
_NAME_WORDS = const(
    (
        ("none", "no animal"),
        ("a", "ace"),
        ("j", "jack"),
        ("q", "queen"),
        ("k", "king"),
        ("joker", "joker (Bonnie Fechter)"),
    )
)


def _deck(code):
    for d in DECKS:
        if d[0] == code:
            return d
    return None


def games(tagged=False):
    """``[(code, name), ...]`` of every game (``tagged``: of those whose deck
    has cards to tag), in menu order. No catalogue is built: the card
    screens' game menus ask this, and a catalogue is a few hundred small
    objects (Sombreros: 7 KB on the 64-bit port), whose garbage would be
    laid through the heap just before the chosen game's own is built."""
    return [(d[0], d[1]) for d in DECKS if d[3] or not tagged]


def catalogue(game):
    """The physical cards of ``game`` as ``[(Card, count), ...]`` in deck
    order (bottom to top for Clocktowers). ValueError for an unknown game or
    a deck entry the grammar does not read."""
    return [entry(game, i) for i in range(size(game))]


def size(game):
    """How many entries ``catalogue(game)`` has (cards, not their copies)."""
    n = 0
    for pattern, _count in _rows(game):
        n += _combos(game, pattern)[0]
    return n


def entry(game, i):
    """``catalogue(game)[i]``, ``(Card, count)``, made alone: the card screens
    keep no catalogue (a few hundred small objects, Sombreros' 7 KB on the
    64-bit port, laid through the heap with a parse's garbage between them)
    but the card under their cursor. IndexError past the deck's end."""
    if i >= 0:
        for pattern, count in _rows(game):
            n, words, kind = _combos(game, pattern)
            if i < n:
                for k in range(len(kind[2]) - 1, -1, -1):  # the last word turns fastest
                    if words[1 + k] == "*":
                        allowed = kind[2][k][1]
                        words[1 + k] = allowed[i % len(allowed)]
                        i //= len(allowed)
                return parse(" ".join([VERSION, game] + words)), count
            i -= n
    raise IndexError("no such card")


def _rows(game):
    d = _deck(game)
    if d is None:
        raise ValueError("no game " + game)
    return d[3]


def _combos(game, pattern):
    # (cards the deck row ``pattern`` stands for, its words, its kind)
    words = pattern.split(" ")
    kind = spec(game, words[0])
    if kind is None or len(words) != 1 + len(kind[2]):
        raise ValueError("bad deck entry")
    n = 1
    for k in range(len(kind[2])):
        if words[1 + k] == "*":
            n *= len(kind[2][k][1])
    return n, words, kind


def name(card):
    """Long human name of ``card`` (a payload.Card) for sheets and docs:
    "Hat type 3, value 5". ValueError for a kind with no long name."""
    d = _deck(card.game)
    for word, fmt in d[2] if d else ():
        if word == card.kind:
            words = []
            for a in card.attrs:
                for code, word in _NAME_WORDS:
                    if a == code:
                        a = word
                words.append(a)
            return fmt % tuple(words)
    raise ValueError("no such card kind")
