# Die gemeinsamen Texte auf Deutsch (companion.lang; Bereich "ui"; docs/glossary.de.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "S1\tS2\tS3\tS4\tS5\tS6\n"  # SEATS
    "\n"  # WHY
    "Sprache\n"  # LANGUAGE
    "Spiel\n"  # GAME
    "Einstellungen\n"  # SETTINGS
    "Karten\n"  # CARDS
    "Fortsetzen\n"  # RESUME_SAVED
    "Nur eine Taste\n"  # ONE_KEY
    "Nochmal drücken\n"  # AGAIN
    "Nichts zurück\n"  # NOTHING
    "Max. 112 zurück\n"  # UNDO_LIMIT
    "ok los ^v andere\n"  # MENU_HINT
    "Wähle mit ^ v\n"  # CHOOSE
    "^v wählen\n"  # CHOOSE_HINT
    "ok ja ^v ändern\n"  # SET_HINT
    "Wertung beenden?\n"  # LEAVE
    "Nein, bleiben\n"  # STAY
    "Ja, verwerfen\n"  # DISCARD
    "Altes ersetzen?\n"  # REPLACE
    "Nein, behalten\n"  # KEEP
    "Ja, ersetzen\n"  # REPLACE_YES
    "Fehler\n"  # ERROR
    "Neustart...\n"  # RESTARTING
    "dev: siehe REPL\n"  # DEV_REPL
    "I2C-Bus %dkHz\n"  # I2C
    "Batterie schwach\n"  # BATTERY_LOW
)
# fmt: on
