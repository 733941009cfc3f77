# The hr screens' texts in English (companion.lang; area "hr").
# One entry a line, its key's name after it (docs/languages.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "\n"  # WHY
    "ok built: next\n"  # BUILT
    "v fell out: mine\n"  # FELL
    "back: menu, undo\n"  # MENU
    "ok results\tback: menu\thold back: undo\n"  # HINTS_OVER
    "no pieces left\tteam has none\tfewer pieces\ttie: out first\n"  # OVER_WHY
    "Fell: turn over\n"  # FELL_OVER
    "Time is up\n"  # TIME_UP
    "Count it with v\n"  # COUNT_V
    "Nothing fell\n"  # NOTHING_FELL
    "Resume\tResults\tUndo last\tSettings\tNew game\n"  # GAME_MENU
    "End this game?\n"  # END_Q
    "No, go on\n"  # GO_ON
    "%s turn ends\n"  # TURN_ENDS
    "Mine fell out\tMine not put in\tPassed\n"  # ENDS
    "LET GO!\n"  # LET_GO
    "paused\n"  # PAUSED
    "fell +%d\n"  # FELL_N
    "from %s\n"  # FROM
    "T%d\n"  # TURN
    "ok: mine in roll\n"  # MINE_IN
    "hold ok: not in\n"  # NOT_IN
    "hold ok: passed\n"  # PASS
    "^ pause timer\n"  # PAUSE_TIMER
    "^ run timer\n"  # RUN_TIMER
    "hold v: no touch\n"  # NO_TOUCH
    "roll %d out %d\n"  # COUNTS
    "Results T%d\n"  # RESULTS_T
    "%d %s %2d left\n"  # LEFT
    " WON\n"  # WON
    "%s WINS\n"  # WINS
    "%s WIN\n"  # WIN
    "%d players\n"  # PLAYERS
    "Pieces each\n"  # PIECES_Q
    "No teams\tTeams 12 v 34\tTeams 13 v 24\n"  # TEAMS
)
# fmt: on
