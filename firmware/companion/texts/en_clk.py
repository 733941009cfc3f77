# The clk screens' texts in English (companion.lang; area "clk").
# One entry a line, its key's name after it (docs/languages.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "\n"  # WHY
    "roof it, then ok\tok next player\tok: score game\thold back: undo\n"  # HINTS
    "lit row: flagged\n"  # LIT
    "Not a tower card\n"  # NOT_TOWER
    "Already used\n"  # USED
    "%s tower %d\n"  # WHERE
    "this tower\n"  # THIS
    "Floor first\n"  # FLOOR_FIRST
    "then the clock\n"  # THEN_CLOCK
    "Two clocks\n"  # TWO_CLOCKS
    "then the roof\n"  # THEN_ROOF
    "Clock is on\n"  # CLOCK_ON
    "roof now\n"  # ROOF_NOW
    "Clock first\n"  # CLOCK_FIRST
    "roof comes last\n"  # ROOF_LAST
    "Tower unfinished\n"  # UNFINISHED
    "roof it or undo\n"  # ROOF_OR_UNDO
    "Floor\tClock\tRoof\n"  # KINDS
    "cat\tmouse\tnone\n"  # ANIMALS
    "red\tblue\tgreen\tyellow\tpurple\n"  # COLOURS
    "Tower %d done\n"  # TOWER_DONE
    "%dh %s %dpt\n"  # DONE
    "%d storey\t%d storeys\n"  # STOREYS
    "+clock\n"  # PLUS_CLOCK
    "Undone\n"  # UNDONE
    "Nothing to undo\n"  # NOTHING
    "Tower %d open:\n"  # OPEN
    "Tap each tower:\n"  # TAP
    "floor,clock,roof\n"  # ORDER
    "%s towers\n"  # NAME
    "%s %d high\n"  # HIGH
    "a colour's first\tis 1 or 2 high\n"  # START
    "missing: %s\n"  # MISSING
    "tower %d high\n"  # GAP_TOWER
    "another %s\n"  # ANOTHER
    "tower is %d high\n"  # IS_HIGH
    "cards tapped out\tof order\n"  # OUT_OF_ORDER
    "counts %s\n"  # COUNTS
    "%d point\t%d points\n"  # POINTS
    "all out: %s wins\n"  # ALL_WIN
    "all out: tie\n"  # ALL_TIE
    "without: %s wins\n"  # WIN
    "without it: tie\n"  # TIE
    "%s wins anyway\n"  # ANYWAY
    "same tie anyway\n"  # SAME_TIE
    "no towers\n"  # NO_TOWERS
    "%d players\n"  # PLAYERS
    "%d floors %d high\n"  # W_FLOORS
    "%d mouse clocks\t%d plain clocks\n"  # W_CLOCKS
    "%d %s roofs\n"  # W_ROOFS
    "the box has %d\n"  # W_BOX
)
# fmt: on
