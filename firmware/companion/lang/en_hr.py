# The hr screens' texts in English (companion.lang; area "hr").
# One entry a line, its key's name after it (docs/languages.md).
S = (
    (),  # WHY
    "ok built: next",  # BUILT
    "v fell out: mine",  # FELL
    "back: menu, undo",  # MENU
    ("ok results", "back: menu", "hold back: undo"),  # HINTS_OVER
    ("no pieces left", "team has none", "fewer pieces", "tie: out first"),  # OVER_WHY
    "Fell: turn over",  # FELL_OVER
    "Time is up",  # TIME_UP
    "Count it with v",  # COUNT_V
    "Nothing fell",  # NOTHING_FELL
    ("Resume", "Results", "Undo last", "Settings", "New game"),  # GAME_MENU
    "End this game?",  # END_Q
    "No, go on",  # GO_ON
    "%s turn ends",  # TURN_ENDS
    ("Mine fell out", "Mine not put in", "Passed"),  # ENDS
    "LET GO!",  # LET_GO
    "paused",  # PAUSED
    "fell +%d",  # FELL_N
    "from %s",  # FROM
    "T%d",  # TURN
    "ok: mine in roll",  # MINE_IN
    "hold ok: not in",  # NOT_IN
    "hold ok: passed",  # PASS
    "^ pause timer",  # PAUSE_TIMER
    "^ run timer",  # RUN_TIMER
    "hold v: no touch",  # NO_TOUCH
    "roll %d out %d",  # COUNTS
    "Results T%d",  # RESULTS_T
    "%d %s %2d left",  # LEFT
    " WON",  # WON
    "%s WINS",  # WINS
    "%s WIN",  # WIN
    "%d players",  # PLAYERS
    "Pieces each",  # PIECES_Q
    ("No teams", "Teams 12 v 34", "Teams 13 v 24"),  # TEAMS
)
