# Los textos de las pantallas "score" en español (companion.lang; docs/glossary.es.md).
S = (
    "Puntos mostrados",  # SHOWN
    "back: corregir",  # TO_FIX
    "¡NFC apagado!",  # NFC_OFF
    "¡Sin lector NFC!",  # NO_NFC
    "Gana %s",  # WINS
    "Ganan %s",  # WIN
    "Empate a %d",  # TIE
    ("negros", "galleta", "ratón", "gato", "empate"),  # BY
    ("%d aviso", "%d avisos"),  # WARNINGS
    "^v pág back:corr",  # PAGE
    "ok largo: fin",  # DONE
)
