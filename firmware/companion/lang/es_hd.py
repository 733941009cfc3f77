# Los textos de las pantallas "hd" en español (companion.lang; docs/glossary.es.md).
# ruff: noqa: E501
# fmt: off
S = (
    (("Roll first", "Primero tira"), ("Not now", "Ahora no"), ("Movement first", "Falta movimiento"), ("No number left", "Ningún número"), ("%s ignores roll", "%s ignora tirada"), ("%s dam is empty", "%s: presa vacía"), ("%s dam max 99", "%s: presa máx 99"), ("%s pile max 99", "%s: pila máx 99"), ("Out of 2-12", "Fuera de 2-12"), ("No token there", "No hay ficha"), ("All %s flipped", "%s ya volteado"), ("Only %s on dam", "Solo %s en presa")),  # WHY
    "Caja: 34 fichas",  # BOX_WARN
    "^ jug. v inunda",  # H_FLOOD
    "v largo: a pila",  # H_PILE
    "x/y: presa/pila",  # H_CELLS
    "ok largo: espec.",  # H_SPECIAL
    "atrás largo:desh",  # H_UNDO
    "ok: ya movieron",  # H_MOVED
    "v: quitar ficha",  # H_OFF
    "^ jugador",  # H_PLAYER
    "ok: nueva ronda",  # H_NEXT
    "ok: ¿terminar?",  # H_END
    "v inunda ^ jug.",  # H_FLOOD_P
    "^v elige ok fija",  # H_CHOOSE
    "atrás: anterior",  # H_STEP
    "ok: resultados",  # H_RESULTS
    "atrás: menú",  # H_MENU
    "ok tira",  # OK_ROLL
    "ok: a movimiento",  # OK_MOVE
    "ok tira v inunda",  # OK_FLOOD
    "Misma tirada",  # SAME
    "¿Fin de partida?",  # END_Q
    "No, más fichas",  # MORE
    "Sí, terminar",  # END_IT
    "Elige con ^ v",  # CHOOSE
    "¿Volver atrás?",  # STEP_Q
    "No, responder",  # ANSWER
    "Sí, deshacer",  # UNDO_IT
    "Histograma",  # HISTOGRAM
    "Resultados",  # RESULTS
    "Deshacer último",  # UNDO
    "Ajustes",  # SETTINGS
    "Nueva partida",  # NEW
    "Especiales",  # SPECIALS
    "Solterona",  # SPINSTER
    "Gángster+1 %s",  # GANG_UP
    "Gángster-1 %s",  # GANG_DOWN
    "Aplasta topo %s",  # MOLE
    "Quitar ficha %s",  # OFF
    "Inund. presa %s",  # DAM
    "Inund. pila %s",  # PILE
    "Usar nueva %d+%d",  # KEEP_NEW
    "Mantener %d+%d",  # KEEP_OLD
    "Cara del dado %d",  # FACE
    "Dado %d (%d)",  # DIE
    "Topo en %d",  # MOLE_AT
    "Bomba a %s",  # BOMB
    "A la presa",  # ONTO
    "Ya tenía ficha",  # HAD
    "Objetivo %s",  # TARGET
    "R%d T%d/12 %d/%d",  # STATUS (as English)
    "Últ.tirada %d/%d",  # LAST
    "FIN",  # END
    "ok: fin",  # DONE
    "tira",  # TO_ROLL
    "MOVIMIENTO R%d",  # MOVE
    "hámster sobre",  # ONTO1
    "una ficha: v",  # ONTO2
    "REDESPLIEGUE %d",  # REDEPLOY
    "quitar ficha:",  # CLEAR1
    "v (sale hámster)",  # CLEAR2
    "%s volteo %d de %d",  # FLIP_OF
    "¿NÚMERO?",  # NUMBER
    "carta volteada",  # FLIPPED
    "¿FICHAS?",  # TOKENS
    "núm. %d presa %d",  # CARD_DAM
    "%s ROTURA a %d",  # BREACH
    "%s volteó %d",  # FLIPPED_N
    "ahí (presa %d)",  # ON_IT
    "EMPATE a %d",  # TIE
    "%s TIENE",  # LEFT
    "hámsters+espec.",  # HS
    "más hámsters",  # MOST
    "menos presa+pila",  # FEWEST
    "¡GANA %s!",  # WINS
    "¡%s Y %s!",  # WIN2
    "ganan empatados",  # TIED
    "ganan empatados",  # SHARE
    "¡EMPATE!",  # ALL4
    "Total presa+pila",  # RES_TITLE
    "ok: volver",  # BACK
    "Tiradas: %d",  # ROLLS
    "sumas ok: volver",  # SUMS
    "¿Nueva partida?",  # NEW_Q
    "No, quedarme",  # STAY
    "Sí, nueva",  # NEW_YES
    "¿Acabar partida?",  # END_THIS
    "No, seguir",  # GO_ON
    "%d jugadores",  # PLAYERS
    "Estándar",  # STANDARD
    "Clásico",  # CLASSIC
    "con roturas",  # BREACHES_ON
    "sin roturas",  # NO_BREACHES
)
# fmt: on
