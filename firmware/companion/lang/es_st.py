# Los textos de las pantallas "st" en español (companion.lang; docs/glossary.es.md).
S = (
    (("First turn", "Primer turno"),),  # WHY
    "ok sig ^Castillo",  # NEXT_H
    "v: correcciones",  # FIX_H
    "back: menú juego",  # MENU_H
    "ok largo: cartas",  # CARDS_H
    "back largo: desh",  # UNDO_H
    "ok: resultados",  # RESULTS_H
    "back: cerrar",  # CLOSE_CARD
    "ok largo: hojear",  # BROWSE
    "^v: otras cartas",  # OTHER_CARDS
    "back: cerrar",  # CLOSE
    "Fin de partida",  # GAME_OVER
    ("Ver cartas", "Preparación", "Resultados", "Deshacer", "Ajustes", "Nueva partida"),  # MENU
    "¿Nueva partida?",  # NEW_Q
    "No, seguir",  # PLAY_ON
    "Corregir %s",  # FIX
    "%s: en Castillo",  # FIX_Q
    "Turno atrás",  # TURN_BACK
    "%s: %d Castillo",  # FIX_LINE
    "Correcciones",  # CORRECTIONS
    "Ronda %d: %s",  # ROUND
    "R%d: %s por %s",  # ROUND_FOR
    "%s POR %s",  # FOR
    "GANA %s",  # WINS
    "GANA %s",  # WIN
    "Fin partida R%d",  # OVER_R
    "%d en Castillo",  # ALL_HOME
    "No es Stramash",  # NOT_ST
    ("Acerca una carta", "de Stramash."),  # TAP
    "¡NFC apagado!",  # NFC_OFF
    "¡Sin lector NFC!",  # NO_NFC
    "%d jugadores",  # PLAYERS
    "%d jug., parejas",  # PLAYERS_PAIRS
    "Usa %d Parcelas",  # BOARD
    ("Baraja %d mazos", "con Camorreros;", "reparte %d cartas"),  # SHUFFLE
    "Parejas: %s",  # PAIRS
    "Empieza %s.",  # STARTS
    "ok: a la carrera",  # TO_RACE
    "Mozos a salvo",  # LADDIES_HOME
    "%d %s %d a salvo",  # RES_LINE
    "tecla: volver",  # ANY_KEY
    "%dj - %d mazos",  # DECKS
    "¿Por parejas?",  # PAIRS_Q
    ("No, individual", "Sí, por parejas"),  # PAIRS_A
    ("As", "Dos", "Tres", "Cuatro", "Cinco", "Seis", "Siete"),  # RANKS_LOW
    ("Ocho", "Nueve", "Diez", "Sota", "Reina", "Rey", "Camorrero"),  # RANKS_HIGH
    ("Avanza %d", "Avanza %d"),  # MOVE
    ("o deja el Muelle", "por la casilla", "de salida"),  # LEAVE
    ("o divídelo", "entre dos Mozos", "en juego:", "2+5, 6+1, 4+3"),  # SPLIT
    ("Solo retrocede 8", "¡nunca de vuelta", "al Castillo!"),  # BACK8
    ("Roba el sitio a", "un Mozo rival en", "juego: vuelve a", "su Muelle."),  # JOKER
    "(no en Castillo)",  # SAFE
)
