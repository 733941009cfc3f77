# Los textos de las pantallas "st" en español (companion.lang; docs/glossary.es.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "First turn|Primer turno\n"  # WHY
    "ok sig ^Castillo\n"  # NEXT_H
    "v: correcciones\n"  # FIX_H
    "atrás: menú\n"  # MENU_H
    "ok largo: cartas\n"  # CARDS_H
    "atrás largo:desh\n"  # UNDO_H
    "ok: resultados\n"  # RESULTS_H
    "atrás: cerrar\n"  # CLOSE_CARD
    "ok largo: hojear\n"  # BROWSE
    "^v: otras cartas\n"  # OTHER_CARDS
    "atrás: cerrar\n"  # CLOSE
    "Fin de partida\n"  # GAME_OVER
    "Ver cartas\tPreparación\tResultados\tDeshacer\tAjustes\tNueva partida\n"  # MENU
    "¿Nueva partida?\n"  # NEW_Q
    "No, seguir\n"  # PLAY_ON
    "Corregir %s\n"  # FIX
    "%s: en Castillo\n"  # FIX_Q
    "Turno atrás\n"  # TURN_BACK
    "%s: %d Castillo\n"  # FIX_LINE
    "Correcciones\n"  # CORRECTIONS
    "Ronda %d: %s\n"  # ROUND
    "R%d: %s por %s\n"  # ROUND_FOR
    "%s POR %s\n"  # FOR
    "GANA %s\n"  # WINS
    "GANA %s\n"  # WIN
    "Fin partida R%d\n"  # OVER_R
    "%d en Castillo\n"  # ALL_HOME
    "No es Stramash\n"  # NOT_ST
    "Acerca una carta\tde Stramash.\n"  # TAP
    "¡NFC apagado!\n"  # NFC_OFF
    "¡Sin lector NFC!\n"  # NO_NFC
    "%d jugadores\n"  # PLAYERS
    "%d jug., parejas\n"  # PLAYERS_PAIRS
    "Usa %d Parcelas\n"  # BOARD
    "Baraja %d mazos\tcon Camorreros;\treparte %d cartas\n"  # SHUFFLE
    "Parejas: %s\n"  # PAIRS
    "Empieza %s.\n"  # STARTS
    "ok: a la carrera\n"  # TO_RACE
    "Mozos a salvo\n"  # LADDIES_HOME
    "%d %s %d a salvo\n"  # RES_LINE
    "tecla: volver\n"  # ANY_KEY
    "%dj - %d mazos\n"  # DECKS
    "¿Por parejas?\n"  # PAIRS_Q
    "No, individual\tSí, por parejas\n"  # PAIRS_A
    "As\tDos\tTres\tCuatro\tCinco\tSeis\tSiete\n"  # RANKS_LOW
    "Ocho\tNueve\tDiez\tSota\tReina\tRey\tCamorrero\n"  # RANKS_HIGH
    "Avanza %d\tAvanza %d\n"  # MOVE
    "o deja el Muelle\tpor la casilla\tde salida\n"  # LEAVE
    "o divídelo\tentre dos Mozos\ten juego:\t2+5, 6+1, 4+3\n"  # SPLIT
    "Solo retrocede 8\t¡nunca de vuelta\tal Castillo!\n"  # BACK8
    "Roba el sitio a\tun Mozo rival en\tjuego: vuelve a\tsu Muelle.\n"  # JOKER
    "(no en Castillo)\n"  # SAFE
)
# fmt: on
