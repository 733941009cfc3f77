# Die Texte der Einstellungen auf Deutsch (companion.lang; Bereich "set";
# docs/glossary.de.md). Name und Wert passen in 15 Spalten.
S = (
    "Sprache",  # LANG
    "Ton",  # SOUND
    "Lautstärke",  # VOLUME
    "Kontrast",  # CONTRAST
    "Dimmen",  # DIM
    "Standby",  # SLEEP
    "Anzeige",  # DISPLAY
    "I2C-Bus",  # I2C
    "NFC",  # NFC (as English)
    "Batterie",  # BATTERY
    "Einstellungen",  # TITLE
    ("aus", "an"),  # OFF_ON
    "nie",  # NEVER
    "%d Min.",  # MIN
    ("Alkali", "NiMH", "LiPo"),  # CELLS
    "Zurücksetzen",  # RESET
    "Zurücksetzen?",  # RESET_ALL
    "Nein",  # NO
    "Ja",  # YES
    "Zurückgesetzt",  # WAS_RESET
    "Ab Neustart",  # NEXT_START
    "Anzeige %s",  # SHOWS
    "ok Wert ^v Zeile",  # HINT
)
