# The history's texts in Español (companion.lang; area "hist"): the game
# menu's History, its games' pages and This evening (companion.ui.history_ui).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Esta noche\n"  # EVENING
    "Nueva noche\n"  # NEW_EVENING
    "Borrar partidas\n"  # CLEAR
    "¿Borrar todo?\n"  # CLEAR_Q
    "No, mantenerlo\n"  # KEEP
    "Sí, borrar todo\n"  # CLEAR_YES
    "Historial vacío\n"  # CLEARED
    "Empieza la noche\n"  # STARTS
    "H'dam\tSombr\tClock\tRolle\tStram\n"  # SHORT
    "Partida %d\n"  # GAME_N
    "Aún sin partidas\n"  # NONE
    "%d jugador\t%d jugadores\n"  # PLAYERS
    "%d ronda\t%d rondas\n"  # ROUNDS
    "%d turno\t%d turnos\n"  # TURNS
    "%d min\n"  # MINUTES (as English)
    "%d victoria\t%d victorias\n"  # WINS
    "%d partida\t%d partidas\n"  # GAMES
    "%d tiradas\n"  # ROLLS
    "Dados normales\n"  # FAIR
    "Muchos %d\n"  # HOT
    "Pocos %d\n"  # COLD
    "%d tiradas más\n"  # FEW
    "hámsteres\tprimero\n"  # BY
    "clásica\tequipos\tparejas\n"  # VARIANTS
    "^v pág x atrás\n"  # PAGE
    "Victorias\n"  # WINS_HEAD
    "marcos: justo\n"  # LEGEND
)
# fmt: on
