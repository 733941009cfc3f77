# Los textos de las pantallas "som" en español (companion.lang; docs/glossary.es.md).
S = (
    (("Not tied", "No hay empate"), ("One per player", "Uno por jugador")),  # WHY
    ("sombreros", "negros", "favorito"),  # STEPS
    ("sombreros", "negros", "favorito"),  # HEADS
    ("Toca boca arriba", "Toca los negros", "Toca el favorito"),  # ASKS
    "Sombrero %d/%d",  # HAT
    "Ya contado %d/%d",  # COUNTED
    "Dejarlo",  # KEEP
    "Quitarlo",  # TAKE
    "¿Sin favorito?",  # NO_FAV
    "Tocarlo antes",  # TAP_FIRST
    "Seguir sin él",  # WITHOUT
    "mesa, espacio %d",  # SPACE
    "No es Sombreros",  # NOT_HATS
    "Ya colocado",  # PLACED
    "Quitado",  # TAKEN
    "Mesa llena",  # FULL
    "ok: a jugadores",  # TO_PLAYERS
    "en el espacio %d",  # ON_SPACE
    "Ya hay favorito",  # FAV_SET
    "tócalo: quitar",  # TAP_REMOVE
    ("añadido", "sombrero negro", "favorito"),  # ADDED
    "ya hay uno igual",  # TWICE
    "Deshecho",  # UNDONE
    "Nada a deshacer",  # NOTHING
    "Sin tocar: %d",  # UNTAGGED
    ("de %d sombrero", "de %d sombreros"),  # OF
    "Galleta",  # COOKIE
    "¿Quién la tiene?",  # WHO
    "%d de %d",  # OF_N
    "Toca espacio %d",  # NEXT_SPACE
    "Mesa llena: ok",  # TABLE_FULL
    "mesa de té",  # TEA
    "ok sig. back ant",  # HINT_NEXT
    "ok: puntuar",  # HINT_SCORE
    "ok sig. ^v +/-",  # HINT_BLACK
    "back largo anula",  # HINT_UNDO
    "empate",  # TEAMS_TIE
    "Mesa de té",  # TABLE
    "%s total %d",  # TOTAL (as English)
    ("colección", "negros", "favorito", "galleta"),  # ROWS
    "Sombreros %d j.",  # PLAYERS_OF
    "%d jugadores",  # PLAYERS
    "Puntuar final",  # SCORE_END
    "Seguir galleta",  # TRACKER
    "Espacio %d vacío",  # W_EMPTY
    "Sombrero %d/%d x2:",  # W_TWICE
    "Sombrero %d/%d x%d:",  # W_TIMES
    "la caja trae 1",  # W_BOX1
    "%d sombreros",  # W_HATS
    "la caja trae %d",  # W_BOX
    "%d tipos:",  # W_TYPES
    "2 jugadores: %d",  # W_USE
    ("%d carta", "%d cartas"),  # W_CARDS
    "jugadas, no %d",  # W_PLAYED
    "%s: sin favorito",  # W_NO_FAV
    "Ya es de %s",  # ALREADY
    "a %s",  # TO
    "a %s, repetido",  # TO_TWICE
    "Sombreros negros",  # BLACK_HATS
    "Tócalo otra vez",  # AGAIN
    "Turno de %s",  # TURN
    "Sin galleta",  # NO_COOKIE
    "¿Quién? %s",  # ASK
    "Galleta: %s",  # HOLDS
    "%s tipos",  # TYPES
    ("toca ^ sig.turno", "v sombrero negro", "ok largo: puntos"),  # TRACK_HINTS
    "¿Terminar?",  # STOP
    "No, seguir",  # GO_ON
)
