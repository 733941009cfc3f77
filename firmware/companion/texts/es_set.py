# Los textos de la pantalla de ajustes en español (companion.lang; área
# "set"; docs/glossary.es.md). Etiqueta y valor caben en 15 columnas.
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Idioma\n"  # LANG
    "Sonido\n"  # SOUND
    "Volumen\n"  # VOLUME
    "Contraste\n"  # CONTRAST
    "Atenuar\n"  # DIM
    "Reposo\n"  # SLEEP
    "OLED\n"  # DISPLAY
    "Bus I2C\n"  # I2C
    "NFC\n"  # NFC (as English)
    "Batería\n"  # BATTERY
    "Ajustes\n"  # TITLE
    "no\tsí\n"  # OFF_ON
    "nunca\n"  # NEVER
    "%d min\n"  # MIN (as English)
    "AA alc.\tAA NiMH\tLiPo\n"  # CELLS
    "Restablecer\n"  # RESET
    "¿Restablecer?\n"  # RESET_ALL
    "No\n"  # NO (as English)
    "Sí\n"  # YES
    "Restablecidos\n"  # WAS_RESET
    "Al reiniciar\n"  # NEXT_START
    "OLED %s\n"  # SHOWS
    "ok cambiar ^v ir\n"  # HINT
)
# fmt: on
