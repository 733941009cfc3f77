# The scoring sessions' texts in English (companion.lang; area "score").
# One entry a line, its key's name after it (docs/languages.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Scores shown\n"  # SHOWN
    "back: to correct\n"  # TO_FIX
    "NFC is off!\n"  # NFC_OFF
    "No NFC reader!\n"  # NO_NFC
    "%s wins\n"  # WINS
    "%s win\n"  # WIN
    "%d-way tie\n"  # TIE
    "black\tcookie\tmouse\tcat\tshared\n"  # BY
    "%d warning\t%d warnings\n"  # WARNINGS
    "^v page back fix\n"  # PAGE
    "hold ok: done\n"  # DONE
    "hold ok: scores\n"  # TO_SCORES
)
# fmt: on
