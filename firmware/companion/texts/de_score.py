# Die Texte der Bildschirme "score" auf Deutsch (companion.lang; docs/glossary.de.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Punkte angezeigt\n"  # SHOWN
    "zurück: ändern\n"  # TO_FIX
    "NFC ist aus!\n"  # NFC_OFF
    "Kein NFC-Leser!\n"  # NO_NFC
    "%s gewinnt\n"  # WINS
    "Sieg %s\n"  # WIN
    "%d Sieger\n"  # TIE
    "schwarz\tKeks\tMaus\tKatze\tgleich\n"  # BY
    "%d Hinweis\t%d Hinweise\n"  # WARNINGS
    "^v blättern\n"  # PAGE
    "ok lang: fertig\n"  # DONE
    "ok lang: Punkte\n"  # TO_SCORES
)
# fmt: on
