# Los textos de las pantallas "hr" en español (companion.lang; docs/glossary.es.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Roll has %s|En rueda: %s\tRoll had only %s|Rueda: solo %s\n"  # WHY
    "ok puesta: sigue\n"  # BUILT
    "v cayó: para mí\n"  # FELL
    "atrás: menú\n"  # MENU
    "ok resultados\tatrás: menú\tatrás largo:desh\n"  # HINTS_OVER
    "sin piezas\tequipo vacío\tmenos piezas\tempate: primero\n"  # OVER_WHY
    "Cayó: fin turno\n"  # FELL_OVER
    "Tiempo agotado\n"  # TIME_UP
    "Cuéntala con v\n"  # COUNT_V
    "Nada cayó\n"  # NOTHING_FELL
    "Seguir\tResultados\tDeshacer\tAjustes\tNueva partida\n"  # GAME_MENU
    "¿Acabar partida?\n"  # END_Q
    "No, seguir\n"  # GO_ON
    "Fin del turno %s\n"  # TURN_ENDS
    "La mía cayó\tNo puse la mía\tPasé\n"  # ENDS
    "¡SUELTA!\n"  # LET_GO
    "pausa\n"  # PAUSED
    "caída +%d\n"  # FELL_N
    "de %s\n"  # FROM
    "T%d\n"  # TURN (as English)
    "ok: la mía entró\n"  # MINE_IN
    "ok largo: fuera\n"  # NOT_IN
    "ok largo: pasar\n"  # PASS
    "^ pausa reloj\n"  # PAUSE_TIMER
    "^ seguir reloj\n"  # RUN_TIMER
    "v largo:cae sola\n"  # NO_TOUCH
    "rueda %d fuera %d\n"  # COUNTS
    "Resultados T%d\n"  # RESULTS_T
    "%d %s %2d pz.\n"  # LEFT
    " GANÓ\n"  # WON
    "GANA %s\n"  # WINS
    "GANA %s\n"  # WIN
    "%d jugadores\n"  # PLAYERS
    "Piezas cada uno\n"  # PIECES_Q
    "Sin equipos\tEquipos 12 y 34\tEquipos 13 y 24\n"  # TEAMS
)
# fmt: on
