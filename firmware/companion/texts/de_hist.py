# The history's texts in Deutsch (companion.lang; area "hist"): the game
# menu's History, its games' pages and This evening (companion.ui.history_ui).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Heute Abend\n"  # EVENING
    "Neuer Abend\n"  # NEW_EVENING
    "Verlauf löschen\n"  # CLEAR
    "Alles löschen?\n"  # CLEAR_Q
    "Nein, behalten\n"  # KEEP
    "Ja, alles weg\n"  # CLEAR_YES
    "Verlauf gelöscht\n"  # CLEARED
    "Neuer Abend!\n"  # STARTS
    "H'dam\tHüte\tClock\tRolle\tStram\n"  # SHORT
    "Spiel %d\n"  # GAME_N
    "Noch kein Spiel\n"  # NONE
    "%d Spieler\t%d Spieler\n"  # PLAYERS
    "%d Runde\t%d Runden\n"  # ROUNDS
    "%d Zug\t%d Züge\n"  # TURNS
    "%d Min.\n"  # MINUTES
    "%d Sieg\t%d Siege\n"  # WINS
    "%d Spiel\t%d Spiele\n"  # GAMES
    "%d Würfe\n"  # ROLLS
    "Würfel fair\n"  # FAIR
    "Die %d: oft\n"  # HOT
    "Die %d: selten\n"  # COLD
    "Noch %d Würfe\n"  # FEW
    "Hamster\tzuerst\n"  # BY
    "klassisch\tTeams\tPaare\n"  # VARIANTS
    "^v blättern\n"  # PAGE
    "Siege\n"  # WINS_HEAD
    "Rahmen: fair\n"  # LEGEND
)
# fmt: on
