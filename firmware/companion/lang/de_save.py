# Die Texte zum Spielstand auf Deutsch (companion.lang; Bereich "save"; docs/glossary.de.md).
S = (
    "Weiter",  # RESUME
    "Neues Spiel",  # NEW_GAME
    "Spiel löschen?",  # DISCARD_SAVED
    "Spielstand",  # SAVED_GAME
    "ok: weiter",  # GO_ON
    ("nicht lesbar,", "nicht verschoben"),  # UNMOVED
    ("von älterer", "Version: liegt"),  # OLDER
    ("nicht lesbar:", "liegt"),  # UNREAD
    "als %sgame-*",  # AS_FILES
    "im Ordner %s",  # IN_FOLDER
    ("Züge werden", "nicht gesichert."),  # UNSAVED
    "Flash ist voll",  # FULL
    ("Platz schaffen:", "README, Flash."),  # FULL_HOW
    "Flash-Fehler",  # FLASH_ERROR
    ("Siehe README,", "Flash."),  # ERROR_HOW
    ("Hüte", "Türme", "mal", "mal", "R.", "Ende", "Keks", "Zähler", "%sSp", "Z%s"),  # LABELS
)
