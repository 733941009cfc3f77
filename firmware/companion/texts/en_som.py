# The som screens' texts in English (companion.lang; area "som").
# One entry a line, its key's name after it (docs/languages.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "\n"  # WHY
    "hats\tblack hats\tfavourite\n"  # STEPS
    "hats\tblack\tfav hat\n"  # HEADS
    "Tap face-up hats\tTap black hats\tTap favourite\n"  # ASKS
    "Hat %d/%d\n"  # HAT
    "Hat %d/%d counted\n"  # COUNTED
    "Keep it\n"  # KEEP
    "Take it back\n"  # TAKE
    "No favourite?\n"  # NO_FAV
    "Tap it first\n"  # TAP_FIRST
    "Go on without\n"  # WITHOUT
    "table space %d\n"  # SPACE
    "Not a Hats card\n"  # NOT_HATS
    "Already placed\n"  # PLACED
    "Taken back\n"  # TAKEN
    "Table is full\n"  # FULL
    "ok: to players\n"  # TO_PLAYERS
    "on space %d\n"  # ON_SPACE
    "Favourite set\n"  # FAV_SET
    "tap it to remove\n"  # TAP_REMOVE
    "added\tblack hat\tfavourite\n"  # ADDED
    "same face twice\n"  # TWICE
    "Undone\n"  # UNDONE
    "Nothing to undo\n"  # NOTHING
    "Untagged: %d\n"  # UNTAGGED
    "of %d black hat\tof %d black hats\n"  # OF
    "Cookie\n"  # COOKIE
    "Who has it?\n"  # WHO
    "%d of %d\n"  # OF_N
    "Next: space %d\n"  # NEXT_SPACE
    "Table full: ok\n"  # TABLE_FULL
    "tea table\n"  # TEA
    "ok next back prv\n"  # HINT_NEXT
    "ok: score game\n"  # HINT_SCORE
    "ok next ^v +/-\n"  # HINT_BLACK
    "hold back: undo\n"  # HINT_UNDO
    "teams tie\n"  # TEAMS_TIE
    "Hats: table\n"  # TABLE
    "%s total %d\n"  # TOTAL
    "hats\tblack\tfavourite\tcookie\n"  # ROWS
    "Sombreros %dp\n"  # PLAYERS_OF
    "%d players\n"  # PLAYERS
    "Score the end\n"  # SCORE_END
    "Cookie tracker\n"  # TRACKER
    "Space %d is empty\n"  # W_EMPTY
    "Hat %d/%d twice:\n"  # W_TWICE
    "Hat %d/%d %d times:\n"  # W_TIMES
    "the box has one\n"  # W_BOX1
    "%d hats entered\n"  # W_HATS
    "the box has %d\n"  # W_BOX
    "%d hat types:\n"  # W_TYPES
    "2 players use %d\n"  # W_USE
    "%d card\t%d cards\n"  # W_CARDS
    "played, not %d\n"  # W_PLAYED
    "%s: no favourite\n"  # W_NO_FAV
    "Already %s's\n"  # ALREADY
    "to %s\n"  # TO
    "to %s, twice\n"  # TO_TWICE
    "Black hats\n"  # BLACK_HATS
    "Tap it again\n"  # AGAIN
    "Cookie: turn %s\n"  # TURN
    "No cookie\n"  # NO_COOKIE
    "Ask: %s\n"  # ASK
    "Cookie: %s\n"  # HOLDS
    "%s types\n"  # TYPES
    "tap  ^ next turn\tv black hat\thold ok: score\n"  # TRACK_HINTS
    "Stop tracking?\n"  # STOP
    "No, go on\n"  # GO_ON
)
# fmt: on
