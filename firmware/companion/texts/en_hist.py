# The history's texts in English (companion.lang; area "hist"): the game
# menu's History, its games' pages and This evening (companion.ui.history_ui).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "This evening\n"  # EVENING
    "New evening\n"  # NEW_EVENING
    "Clear history\n"  # CLEAR
    "Clear history?\n"  # CLEAR_Q
    "No, keep it\n"  # KEEP
    "Yes, clear all\n"  # CLEAR_YES
    "History cleared\n"  # CLEARED
    "Evening starts\n"  # STARTS
    "H'dam\tHats\tClock\tRolle\tStram\n"  # SHORT
    "Game %d\n"  # GAME_N
    "No games yet\n"  # NONE
    "%d player\t%d players\n"  # PLAYERS
    "%d round\t%d rounds\n"  # ROUNDS
    "%d turn\t%d turns\n"  # TURNS
    "%d min\n"  # MINUTES
    "%d win\t%d wins\n"  # WINS
    "%d game\t%d games\n"  # GAMES
    "%d rolls\n"  # ROLLS
    "Dice looked fair\n"  # FAIR
    "%ds ran hot\n"  # HOT
    "%ds ran cold\n"  # COLD
    "%d more rolls\n"  # FEW
    "hamsters\tfirst\n"  # BY
    "classic\tteams\tpairs\n"  # VARIANTS
    "^v page  x back\n"  # PAGE
    "Wins\n"  # WINS_HEAD
    "frames: fair\n"  # LEGEND
)
# fmt: on
