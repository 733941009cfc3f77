"""The games' cards as data: what the payload grammar accepts and how many
of each card a box holds (``companion.nfc.payload`` reads it; tools/cards
prints it). Edit here to add a game or change a deck.

``GAMES``: ``(code, name, kinds, deck)`` per game, in menu order.

- a kind: ``(word, label format, name format, attributes)``; the label (16
  characters at most) is for the screen, the name for sheets and docs;
- an attribute: ``(name, allowed words)`` in payload order; number words
  become ints in ``Card.attrs``;
- the deck: ``(pattern, count)``; ``*`` in a pattern stands for every
  allowed word of that attribute.

Counts are from DIGEST.md (*box* facts). **Decisions** (ours, not the rules'):
the roof colours other than green; the animals on the floor cards (no text
gives them; a user tags each card with what it shows, so this only matters
for the printed checklist); hat types numbered 1..7 (the box tells them apart
by colour only; colour names could be added to the labels, as labels only).
"""

# Decision: the rules name only green; the other four roof colours are ours.
ROOF_COLOURS = ("red", "blue", "green", "yellow", "purple")

_N7 = ("1", "2", "3", "4", "5", "6", "7")

# Stramash: the ranks that move a laddie (DIGEST, Stramash); suits never do.
STRAMASH_RANKS = ("a", "2", "3", "4", "5", "6", "7", "8", "9", "10", "j", "q", "k", "joker")

GAMES = (
    (
        "som",
        "Sombreros",
        (("hat", "Hat %s/%s", "Hat type %s, value %s", (("type", _N7), ("value", _N7[:6]))),),
        (("hat * *", 1),),  # 7 types x values 1..6, one card each (box)
    ),
    (
        "clk",
        "Clocktowers",
        (
            (
                "floor",
                "Floor %s %s",
                "%s-storey floor, %s",
                (("storeys", ("1", "2")), ("animal", ("cat", "mouse", "none"))),
            ),
            ("clock", "Clock %s", "Clock, %s", (("animal", ("mouse", "none")),)),
            ("roof", "Roof %s", "Roof, %s", (("colour", ROOF_COLOURS),)),
        ),
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
        "str",
        "Stramash",
        (("card", "Card %s", "Playing card: %s", (("rank", STRAMASH_RANKS),)),),
        # Decision: enough for the 3 decks of 5-6 players (DIGEST, Stramash):
        # 12 of each rank (suits do not matter), 2 jokers a deck.
        tuple(("card " + r, 12) for r in STRAMASH_RANKS[:-1]) + (("card joker", 6),),
    ),
    ("ham", "Hamsterdam", (), ()),  # no cards to tag yet
)

# Words shown differently in a card's long name (sheet, docs).
NAME_WORDS = {
    "none": "no animal",
    "a": "ace",
    "j": "jack",
    "q": "queen",
    "k": "king",
    "joker": "joker (Bonnie Fechter)",
}
