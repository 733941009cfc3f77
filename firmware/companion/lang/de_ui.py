# Die gemeinsamen Texte auf Deutsch (companion.lang; Bereich "ui"; docs/glossary.de.md).
S = (
    ("S1", "S2", "S3", "S4", "S5", "S6"),  # SEATS
    (),  # WHY
    "Sprache",  # LANGUAGE
    "Spiel",  # GAME
    "Einstellungen",  # SETTINGS
    "Karten",  # CARDS
    "Fortsetzen",  # RESUME_SAVED
    "Nur eine Taste",  # ONE_KEY
    "Nochmal drücken",  # AGAIN
    "Nichts zurück",  # NOTHING
    "Max. 112 zurück",  # UNDO_LIMIT
    "ok los ^v andere",  # MENU_HINT
    "Wähle mit ^ v",  # CHOOSE
    "^v wählen",  # CHOOSE_HINT
    "ok ja ^v ändern",  # SET_HINT
    "Wertung beenden?",  # LEAVE
    "Nein, bleiben",  # STAY
    "Ja, verwerfen",  # DISCARD
    "Altes ersetzen?",  # REPLACE
    "Nein, behalten",  # KEEP
    "Ja, ersetzen",  # REPLACE_YES
    "Fehler",  # ERROR
    "Neustart...",  # RESTARTING
    "dev: siehe REPL",  # DEV_REPL
    "I2C-Bus %dkHz",  # I2C
    "Batterie schwach",  # BATTERY_LOW
)
