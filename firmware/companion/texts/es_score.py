# Los textos de las pantallas "score" en español (companion.lang; docs/glossary.es.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Puntos mostrados\n"  # SHOWN
    "atrás: corregir\n"  # TO_FIX
    "¡NFC apagado!\n"  # NFC_OFF
    "¡Sin lector NFC!\n"  # NO_NFC
    "Gana %s\n"  # WINS
    "Ganan %s\n"  # WIN
    "Empate a %d\n"  # TIE
    "negros\tgalleta\tratón\tgato\tempate\n"  # BY
    "%d aviso\t%d avisos\n"  # WARNINGS
    "^v pág atrás:cor\n"  # PAGE
    "ok largo: fin\n"  # DONE
    "ok largo: puntos\n"  # TO_SCORES
)
# fmt: on
