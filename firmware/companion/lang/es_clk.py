# Los textos de las pantallas "clk" en español (companion.lang; docs/glossary.es.md).
S = (
    (("Bad card", "Carta errónea"), ("Empty tower", "Torre vacía")),  # WHY
    ("techo y luego ok", "ok: sig. jugador", "ok: puntuar", "back largo borra"),  # HINTS
    "resaltada: ¡ojo!",  # LIT
    "No es de torres",  # NOT_TOWER
    "Ya usada",  # USED
    "%s torre %d",  # WHERE
    "esta torre",  # THIS
    "Primero un piso",  # FLOOR_FIRST
    "luego el reloj",  # THEN_CLOCK
    "Dos relojes",  # TWO_CLOCKS
    "luego el techo",  # THEN_ROOF
    "Ya hay reloj",  # CLOCK_ON
    "ahora el techo",  # ROOF_NOW
    "Primero el reloj",  # CLOCK_FIRST
    "techo al final",  # ROOF_LAST
    "Torre sin acabar",  # UNFINISHED
    "techo o deshacer",  # ROOF_OR_UNDO
    ("Piso", "Reloj", "Techo"),  # KINDS
    ("gato", "ratón", "limpio"),  # ANIMALS
    ("rojo", "azul", "verde", "amarillo", "morado"),  # COLOURS
    "Torre %d lista",  # TOWER_DONE
    "%dp %s %dpt",  # DONE
    ("%d piso", "%d pisos"),  # STOREYS
    "+reloj",  # PLUS_CLOCK
    "Deshecho",  # UNDONE
    "Nada a deshacer",  # NOTHING
    "Torre %d abierta",  # OPEN
    "Toca cada torre:",  # TAP
    "piso,reloj,techo",  # ORDER
    "Torres %s",  # NAME
    "%s de %d",  # HIGH
    ("un color empieza", "con 1 o 2 pisos"),  # START
    "falta: %s",  # MISSING
    "torre de %d",  # GAP_TOWER
    "otra en %s",  # ANOTHER
    "torre de %d",  # IS_HIGH
    ("cartas tocadas", "fuera de orden"),  # OUT_OF_ORDER
    "cuenta %s",  # COUNTS
    ("%d punto", "%d puntos"),  # POINTS
    "fuera: gana %s",  # ALL_WIN
    "fuera: empate",  # ALL_TIE
    "sin ella gana %s",  # WIN
    "sin ella: empate",  # TIE
    "%s gana igual",  # ANYWAY
    "empate igual",  # SAME_TIE
    "sin torres",  # NO_TOWERS
    "%d jugadores",  # PLAYERS
    "%d pisos de %d",  # W_FLOORS
    ("%d relojes ratón", "%d relojes lisos"),  # W_CLOCKS
    "%d Techo %s",  # W_ROOFS
    "la caja tiene %d",  # W_BOX
)
