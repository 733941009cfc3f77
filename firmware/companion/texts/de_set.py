# Die Texte der Einstellungen auf Deutsch (companion.lang; Bereich "set";
# docs/glossary.de.md). Name und Wert passen in 15 Spalten.
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Sprache\n"  # LANG
    "Ton\n"  # SOUND
    "Lautstärke\n"  # VOLUME
    "Kontrast\n"  # CONTRAST
    "Dimmen\n"  # DIM
    "Standby\n"  # SLEEP
    "Anzeige\n"  # DISPLAY
    "I2C-Bus\n"  # I2C
    "NFC\n"  # NFC (as English)
    "Batterie\n"  # BATTERY
    "Einstellungen\n"  # TITLE
    "aus\tan\n"  # OFF_ON
    "nie\n"  # NEVER
    "%d Min.\n"  # MIN
    "Alkali\tNiMH\tLiPo\n"  # CELLS
    "Zurücksetzen\n"  # RESET
    "Zurücksetzen?\n"  # RESET_ALL
    "Nein\n"  # NO
    "Ja\n"  # YES
    "Zurückgesetzt\n"  # WAS_RESET
    "Ab Neustart\n"  # NEXT_START
    "Anzeige %s\n"  # SHOWS
    "ok Wert ^v Zeile\n"  # HINT
)
# fmt: on
