# The som screens' texts in English (companion.lang; area "som").
# One entry a line, its key's name after it (docs/languages.md).
S = (
    (),  # WHY
    ("hats", "black hats", "favourite"),  # STEPS
    ("hats", "black", "fav hat"),  # HEADS
    ("Tap face-up hats", "Tap black hats", "Tap favourite"),  # ASKS
    "Hat %d/%d",  # HAT
    "Hat %d/%d counted",  # COUNTED
    "Keep it",  # KEEP
    "Take it back",  # TAKE
    "No favourite?",  # NO_FAV
    "Tap it first",  # TAP_FIRST
    "Go on without",  # WITHOUT
    "table space %d",  # SPACE
    "Not a Hats card",  # NOT_HATS
    "Already placed",  # PLACED
    "Taken back",  # TAKEN
    "Table is full",  # FULL
    "ok: to players",  # TO_PLAYERS
    "on space %d",  # ON_SPACE
    "Favourite set",  # FAV_SET
    "tap it to remove",  # TAP_REMOVE
    ("added", "black hat", "favourite"),  # ADDED
    "same face twice",  # TWICE
    "Undone",  # UNDONE
    "Nothing to undo",  # NOTHING
    "Untagged: %d",  # UNTAGGED
    ("of %d black hat", "of %d black hats"),  # OF
    "Cookie",  # COOKIE
    "Who has it?",  # WHO
    "%d of %d",  # OF_N
    "Next: space %d",  # NEXT_SPACE
    "Table full: ok",  # TABLE_FULL
    "tea table",  # TEA
    "ok next back prv",  # HINT_NEXT
    "ok: score game",  # HINT_SCORE
    "ok next ^v +/-",  # HINT_BLACK
    "hold back: undo",  # HINT_UNDO
    "teams tie",  # TEAMS_TIE
    "Hats: table",  # TABLE
    "%s total %d",  # TOTAL
    ("hats", "black", "favourite", "cookie"),  # ROWS
    "Sombreros %dp",  # PLAYERS_OF
    "%d players",  # PLAYERS
    "Score the end",  # SCORE_END
    "Cookie tracker",  # TRACKER
    "Space %d is empty",  # W_EMPTY
    "Hat %d/%d twice:",  # W_TWICE
    "Hat %d/%d %d times:",  # W_TIMES
    "the box has one",  # W_BOX1
    "%d hats entered",  # W_HATS
    "the box has %d",  # W_BOX
    "%d hat types:",  # W_TYPES
    "2 players use %d",  # W_USE
    ("%d card", "%d cards"),  # W_CARDS
    "played, not %d",  # W_PLAYED
    "%s: no favourite",  # W_NO_FAV
    "Already %s's",  # ALREADY
    "to %s",  # TO
    "to %s, twice",  # TO_TWICE
    "Black hats",  # BLACK_HATS
    "Tap it again",  # AGAIN
    "Cookie: turn %s",  # TURN
    "No cookie",  # NO_COOKIE
    "Ask: %s",  # ASK
    "Cookie: %s",  # HOLDS
    "%s types",  # TYPES
    ("tap  ^ next turn", "v black hat", "hold ok: score"),  # TRACK_HINTS
    "Stop tracking?",  # STOP
    "No, go on",  # GO_ON
)
