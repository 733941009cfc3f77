# Die Texte zum Spielstand auf Deutsch (companion.lang; Bereich "save"; docs/glossary.de.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Weiter\n"  # RESUME
    "Neues Spiel\n"  # NEW_GAME
    "Spiel löschen?\n"  # DISCARD_SAVED
    "Spielstand\n"  # SAVED_GAME
    "ok: weiter\n"  # GO_ON
    "nicht lesbar,\tnicht verschoben\n"  # UNMOVED
    "von älterer\tVersion: liegt\n"  # OLDER
    "nicht lesbar:\tliegt\n"  # UNREAD
    "als %sgame-*\n"  # AS_FILES
    "im Ordner %s\n"  # IN_FOLDER
    "Züge werden\tnicht gesichert.\n"  # UNSAVED
    "Flash ist voll\n"  # FULL
    "Platz schaffen:\tREADME, Flash.\n"  # FULL_HOW
    "Flash-Fehler\n"  # FLASH_ERROR
    "Siehe README,\tFlash.\n"  # ERROR_HOW
    "Hüte\tTürme\tmal\tmal\tR.\tEnde\tKeks\tZähler\t%sSp\tZ%s\n"  # LABELS
)
# fmt: on
