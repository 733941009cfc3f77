# The clk screens' texts in English (companion.lang; area "clk").
# One entry a line, its key's name after it (docs/languages.md).
S = (
    (),  # WHY
    ("roof it, then ok", "ok next player", "ok: score game", "hold back: undo"),  # HINTS
    "lit row: flagged",  # LIT
    "Not a tower card",  # NOT_TOWER
    "Already used",  # USED
    "%s tower %d",  # WHERE
    "this tower",  # THIS
    "Floor first",  # FLOOR_FIRST
    "then the clock",  # THEN_CLOCK
    "Two clocks",  # TWO_CLOCKS
    "then the roof",  # THEN_ROOF
    "Clock is on",  # CLOCK_ON
    "roof now",  # ROOF_NOW
    "Clock first",  # CLOCK_FIRST
    "roof comes last",  # ROOF_LAST
    "Tower unfinished",  # UNFINISHED
    "roof it or undo",  # ROOF_OR_UNDO
    ("Floor", "Clock", "Roof"),  # KINDS
    ("cat", "mouse", "none"),  # ANIMALS
    ("red", "blue", "green", "yellow", "purple"),  # COLOURS
    "Tower %d done",  # TOWER_DONE
    "%dh %s %dpt",  # DONE
    ("%d storey", "%d storeys"),  # STOREYS
    "+clock",  # PLUS_CLOCK
    "Undone",  # UNDONE
    "Nothing to undo",  # NOTHING
    "Tower %d open:",  # OPEN
    "Tap each tower:",  # TAP
    "floor,clock,roof",  # ORDER
    "%s towers",  # NAME
    "%s %d high",  # HIGH
    ("a colour's first", "is 1 or 2 high"),  # START
    "missing: %s",  # MISSING
    "tower %d high",  # GAP_TOWER
    "another %s",  # ANOTHER
    "tower is %d high",  # IS_HIGH
    ("cards tapped out", "of order"),  # OUT_OF_ORDER
    "counts %s",  # COUNTS
    ("%d point", "%d points"),  # POINTS
    "all out: %s wins",  # ALL_WIN
    "all out: tie",  # ALL_TIE
    "without: %s wins",  # WIN
    "without it: tie",  # TIE
    "%s wins anyway",  # ANYWAY
    "same tie anyway",  # SAME_TIE
    "no towers",  # NO_TOWERS
    "%d players",  # PLAYERS
    "%d floors %d high",  # W_FLOORS
    ("%d mouse clocks", "%d plain clocks"),  # W_CLOCKS
    "%d %s roofs",  # W_ROOFS
    "the box has %d",  # W_BOX
)
