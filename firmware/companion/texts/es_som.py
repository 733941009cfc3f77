# Los textos de las pantallas "som" en español (companion.lang; docs/glossary.es.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Not tied|No hay empate\tOne per player|Uno por jugador\n"  # WHY
    "sombreros\tnegros\tfavorito\n"  # STEPS
    "sombreros\tnegros\tfavorito\n"  # HEADS
    "Toca boca arriba\tToca los negros\tToca el favorito\n"  # ASKS
    "Sombrero %d/%d\n"  # HAT
    "Ya contado %d/%d\n"  # COUNTED
    "Dejarlo\n"  # KEEP
    "Quitarlo\n"  # TAKE
    "¿Sin favorito?\n"  # NO_FAV
    "Tocarlo antes\n"  # TAP_FIRST
    "Seguir sin él\n"  # WITHOUT
    "mesa, espacio %d\n"  # SPACE
    "No es Sombreros\n"  # NOT_HATS
    "Ya colocado\n"  # PLACED
    "Quitado\n"  # TAKEN
    "Mesa llena\n"  # FULL
    "ok: a jugadores\n"  # TO_PLAYERS
    "en el espacio %d\n"  # ON_SPACE
    "Ya hay favorito\n"  # FAV_SET
    "tócalo: quitar\n"  # TAP_REMOVE
    "añadido\tsombrero negro\tfavorito\n"  # ADDED
    "ya hay uno igual\n"  # TWICE
    "Deshecho\n"  # UNDONE
    "Nada a deshacer\n"  # NOTHING
    "Sin tocar: %d\n"  # UNTAGGED
    "de %d sombrero\tde %d sombreros\n"  # OF
    "Galleta\n"  # COOKIE
    "¿Quién la tiene?\n"  # WHO
    "%d de %d\n"  # OF_N
    "Toca espacio %d\n"  # NEXT_SPACE
    "Mesa llena: ok\n"  # TABLE_FULL
    "mesa de té\n"  # TEA
    "ok sig atrás ant\n"  # HINT_NEXT
    "ok: puntuar\n"  # HINT_SCORE
    "ok sig. ^v +/-\n"  # HINT_BLACK
    "atrás largo:desh\n"  # HINT_UNDO
    "empate\n"  # TEAMS_TIE
    "Mesa de té\n"  # TABLE
    "%s total %d\n"  # TOTAL (as English)
    "colección\tnegros\tfavorito\tgalleta\n"  # ROWS
    "Sombreros %d j.\n"  # PLAYERS_OF
    "%d jugadores\n"  # PLAYERS
    "Puntuar final\n"  # SCORE_END
    "Seguir galleta\n"  # TRACKER
    "Espacio %d vacío\n"  # W_EMPTY
    "Sombrero %d/%d x2:\n"  # W_TWICE
    "Sombrero %d/%d x%d:\n"  # W_TIMES
    "la caja trae 1\n"  # W_BOX1
    "%d sombreros\n"  # W_HATS
    "la caja trae %d\n"  # W_BOX
    "%d tipos:\n"  # W_TYPES
    "2 jugadores: %d\n"  # W_USE
    "%d carta\t%d cartas\n"  # W_CARDS
    "jugadas, no %d\n"  # W_PLAYED
    "%s: sin favorito\n"  # W_NO_FAV
    "Ya es de %s\n"  # ALREADY
    "a %s\n"  # TO
    "a %s, repetido\n"  # TO_TWICE
    "Sombreros negros\n"  # BLACK_HATS
    "Tócalo otra vez\n"  # AGAIN
    "Turno de %s\n"  # TURN
    "Sin galleta\n"  # NO_COOKIE
    "¿Quién? %s\n"  # ASK
    "Galleta: %s\n"  # HOLDS
    "%s tipos\n"  # TYPES
    "toca ^ sig.turno\tv sombrero negro\tok largo: puntos\n"  # TRACK_HINTS
    "¿Terminar?\n"  # STOP
    "No, seguir\n"  # GO_ON
)
# fmt: on
