# The scoring sessions' texts in English (companion.lang; area "score").
# One entry a line, its key's name after it (docs/languages.md).
S = (
    "Scores shown",  # SHOWN
    "back: to correct",  # TO_FIX
    "NFC is off!",  # NFC_OFF
    "No NFC reader!",  # NO_NFC
    "%s wins",  # WINS
    "%s win",  # WIN
    "%d-way tie",  # TIE
    ("black", "cookie", "mouse", "cat", "shared"),  # BY
    ("%d warning", "%d warnings"),  # WARNINGS
    "^v page back fix",  # PAGE
    "hold ok: done",  # DONE
)
