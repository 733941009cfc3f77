# Los textos de las pantallas "hd" en español (companion.lang; docs/glossary.es.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Roll first|Primero tira\tNot now|Ahora no\tMovement first|Falta movimiento\t"
    "No number left|Ningún número\t%s ignores roll|%s ignora tirada\t"
    "%s dam is empty|%s: presa vacía\t%s dam max 99|%s: presa máx 99\t"
    "%s pile max 99|%s: pila máx 99\tOut of 2-12|Fuera de 2-12\t"
    "No token there|No hay ficha\tAll %s flipped|%s ya volteado\t"
    "Only %s on dam|Solo %s en presa\n"  # WHY
    "Caja: 34 fichas\n"  # BOX_WARN
    "^ jug. v inunda\n"  # H_FLOOD
    "v largo: a pila\n"  # H_PILE
    "x/y: presa/pila\n"  # H_CELLS
    "ok largo: espec.\n"  # H_SPECIAL
    "atrás largo:desh\n"  # H_UNDO
    "ok: ya movieron\n"  # H_MOVED
    "v: quitar ficha\n"  # H_OFF
    "^ jugador\n"  # H_PLAYER
    "ok: nueva ronda\n"  # H_NEXT
    "ok: ¿terminar?\n"  # H_END
    "v inunda ^ jug.\n"  # H_FLOOD_P
    "^v elige ok fija\n"  # H_CHOOSE
    "atrás: anterior\n"  # H_STEP
    "ok: resultados\n"  # H_RESULTS
    "atrás: menú\n"  # H_MENU
    "ok tira\n"  # OK_ROLL
    "ok: a movimiento\n"  # OK_MOVE
    "ok tira v inunda\n"  # OK_FLOOD
    "Misma tirada\n"  # SAME
    "¿Fin de partida?\n"  # END_Q
    "No, más fichas\n"  # MORE
    "Sí, terminar\n"  # END_IT
    "Elige con ^ v\n"  # CHOOSE
    "¿Volver atrás?\n"  # STEP_Q
    "No, responder\n"  # ANSWER
    "Sí, deshacer\n"  # UNDO_IT
    "Histograma\n"  # HISTOGRAM
    "Resultados\n"  # RESULTS
    "Deshacer último\n"  # UNDO
    "Ajustes\n"  # SETTINGS
    "Nueva partida\n"  # NEW
    "Especiales\n"  # SPECIALS
    "Solterona\n"  # SPINSTER
    "Gángster+1 %s\n"  # GANG_UP
    "Gángster-1 %s\n"  # GANG_DOWN
    "Aplasta topo %s\n"  # MOLE
    "Quitar ficha %s\n"  # OFF
    "Inund. presa %s\n"  # DAM
    "Inund. pila %s\n"  # PILE
    "Usar nueva %d+%d\n"  # KEEP_NEW
    "Mantener %d+%d\n"  # KEEP_OLD
    "Cara del dado %d\n"  # FACE
    "Dado %d (%d)\n"  # DIE
    "Topo en %d\n"  # MOLE_AT
    "Bomba a %s\n"  # BOMB
    "A la presa\n"  # ONTO
    "Ya tenía ficha\n"  # HAD
    "Objetivo %s\n"  # TARGET
    "R%d T%d/12 %d/%d\n"  # STATUS (as English)
    "Últ.tirada %d/%d\n"  # LAST
    "FIN\n"  # END
    "ok: fin\n"  # DONE
    "tira\n"  # TO_ROLL
    "MOVIMIENTO R%d\n"  # MOVE
    "hámster sobre\n"  # ONTO1
    "una ficha: v\n"  # ONTO2
    "REDESPLIEGUE %d\n"  # REDEPLOY
    "quitar ficha:\n"  # CLEAR1
    "v (sale hámster)\n"  # CLEAR2
    "%s volteo %d de %d\n"  # FLIP_OF
    "¿NÚMERO?\n"  # NUMBER
    "carta volteada\n"  # FLIPPED
    "¿FICHAS?\n"  # TOKENS
    "núm. %d presa %d\n"  # CARD_DAM
    "%s ROTURA a %d\n"  # BREACH
    "%s volteó %d\n"  # FLIPPED_N
    "ahí (presa %d)\n"  # ON_IT
    "EMPATE a %d\n"  # TIE
    "%s TIENE\n"  # LEFT
    "hámsters+espec.\n"  # HS
    "más hámsters\n"  # MOST
    "menos presa+pila\n"  # FEWEST
    "¡GANA %s!\n"  # WINS
    "¡%s Y %s!\n"  # WIN2
    "ganan empatados\n"  # TIED
    "ganan empatados\n"  # SHARE
    "¡EMPATE!\n"  # ALL4
    "Total presa+pila\n"  # RES_TITLE
    "ok: volver\n"  # BACK
    "Tiradas: %d\n"  # ROLLS
    "sumas ok: volver\n"  # SUMS
    "¿Nueva partida?\n"  # NEW_Q
    "No, quedarme\n"  # STAY
    "Sí, nueva\n"  # NEW_YES
    "¿Acabar partida?\n"  # END_THIS
    "No, seguir\n"  # GO_ON
    "%d jugadores\n"  # PLAYERS
    "Estándar\n"  # STANDARD
    "Clásico\n"  # CLASSIC
    "con roturas\n"  # BREACHES_ON
    "sin roturas\n"  # NO_BREACHES
)
# fmt: on
