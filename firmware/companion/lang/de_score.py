# Die Texte der Bildschirme "score" auf Deutsch (companion.lang; docs/glossary.de.md).
S = (
    "Punkte angezeigt",  # SHOWN
    "back: ändern",  # TO_FIX
    "NFC ist aus!",  # NFC_OFF
    "Kein NFC-Leser!",  # NO_NFC
    "%s gewinnt",  # WINS
    "Sieg %s",  # WIN
    "%d Sieger",  # TIE
    ("schwarz", "Keks", "Maus", "Katze", "gleich"),  # BY
    ("%d Hinweis", "%d Hinweise"),  # WARNINGS
    "^v blättern",  # PAGE
    "ok lang: fertig",  # DONE
)
