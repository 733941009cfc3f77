# Los textos de las pantallas "hr" en español (companion.lang; docs/glossary.es.md).
S = (
    (("Roll has %s", "En rueda: %s"), ("Roll had only %s", "Rueda: solo %s")),  # WHY
    "ok puesta: sigue",  # BUILT
    "v cayó: para mí",  # FELL
    "back: menú",  # MENU
    ("ok resultados", "back: menú", "back largo: desh"),  # HINTS_OVER
    ("sin piezas", "equipo vacío", "menos piezas", "empate: primero"),  # OVER_WHY
    "Cayó: fin turno",  # FELL_OVER
    "Tiempo agotado",  # TIME_UP
    "Cuéntala con v",  # COUNT_V
    "Nada cayó",  # NOTHING_FELL
    ("Seguir", "Resultados", "Deshacer", "Ajustes", "Nueva partida"),  # GAME_MENU
    "¿Acabar partida?",  # END_Q
    "No, seguir",  # GO_ON
    "Fin del turno %s",  # TURN_ENDS
    ("La mía cayó", "No puse la mía", "Pasé"),  # ENDS
    "¡SUELTA!",  # LET_GO
    "pausa",  # PAUSED
    "caída +%d",  # FELL_N
    "de %s",  # FROM
    "T%d",  # TURN (as English)
    "ok: la mía entró",  # MINE_IN
    "ok largo: fuera",  # NOT_IN
    "ok largo: pasar",  # PASS
    "^ pausa reloj",  # PAUSE_TIMER
    "^ seguir reloj",  # RUN_TIMER
    "v largo:cae sola",  # NO_TOUCH
    "rueda %d fuera %d",  # COUNTS
    "Resultados T%d",  # RESULTS_T
    "%d %s %2d pz.",  # LEFT
    " GANÓ",  # WON
    "GANA %s",  # WINS
    "GANA %s",  # WIN
    "%d jugadores",  # PLAYERS
    "Piezas cada uno",  # PIECES_Q
    ("Sin equipos", "Equipos 12 y 34", "Equipos 13 y 24"),  # TEAMS
)
