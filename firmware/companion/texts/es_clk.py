# Los textos de las pantallas "clk" en español (companion.lang; docs/glossary.es.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Bad card|Carta errónea\tEmpty tower|Torre vacía\n"  # WHY
    "techo y luego ok\tok: sig. jugador\tok: puntuar\tatrás largo:desh\n"  # HINTS
    "resaltada: ¡ojo!\n"  # LIT
    "No es de torres\n"  # NOT_TOWER
    "Ya usada\n"  # USED
    "%s torre %d\n"  # WHERE
    "esta torre\n"  # THIS
    "Primero un piso\n"  # FLOOR_FIRST
    "luego el reloj\n"  # THEN_CLOCK
    "Dos relojes\n"  # TWO_CLOCKS
    "luego el techo\n"  # THEN_ROOF
    "Ya hay reloj\n"  # CLOCK_ON
    "ahora el techo\n"  # ROOF_NOW
    "Primero el reloj\n"  # CLOCK_FIRST
    "techo al final\n"  # ROOF_LAST
    "Torre sin acabar\n"  # UNFINISHED
    "techo o deshacer\n"  # ROOF_OR_UNDO
    "Piso\tReloj\tTecho\n"  # KINDS
    "gato\tratón\tlimpio\n"  # ANIMALS
    "rojo\tazul\tverde\tamarillo\tmorado\n"  # COLOURS
    "Torre %d lista\n"  # TOWER_DONE
    "%dp %s %dpt\n"  # DONE
    "%d piso\t%d pisos\n"  # STOREYS
    "+reloj\n"  # PLUS_CLOCK
    "Deshecho\n"  # UNDONE
    "Nada a deshacer\n"  # NOTHING
    "Torre %d abierta\n"  # OPEN
    "Toca cada torre:\n"  # TAP
    "piso,reloj,techo\n"  # ORDER
    "Torres %s\n"  # NAME
    "%s de %d\n"  # HIGH
    "un color empieza\tcon 1 o 2 pisos\n"  # START
    "falta: %s\n"  # MISSING
    "torre de %d\n"  # GAP_TOWER
    "otra en %s\n"  # ANOTHER
    "torre de %d\n"  # IS_HIGH
    "cartas tocadas\tfuera de orden\n"  # OUT_OF_ORDER
    "cuenta %s\n"  # COUNTS
    "%d punto\t%d puntos\n"  # POINTS
    "fuera: gana %s\n"  # ALL_WIN
    "fuera: empate\n"  # ALL_TIE
    "sin ella gana %s\n"  # WIN
    "sin ella: empate\n"  # TIE
    "%s gana igual\n"  # ANYWAY
    "empate igual\n"  # SAME_TIE
    "sin torres\n"  # NO_TOWERS
    "%d jugadores\n"  # PLAYERS
    "%d pisos de %d\n"  # W_FLOORS
    "%d relojes ratón\t%d relojes lisos\n"  # W_CLOCKS
    "%d Techo %s\n"  # W_ROOFS
    "la caja tiene %d\n"  # W_BOX
)
# fmt: on
