# Los textos de la pantalla de ajustes en español (companion.lang; área
# "set"; docs/glossary.es.md). Etiqueta y valor caben en 15 columnas.
S = (
    "Idioma",  # LANG
    "Sonido",  # SOUND
    "Volumen",  # VOLUME
    "Contraste",  # CONTRAST
    "Atenuar",  # DIM
    "Reposo",  # SLEEP
    "OLED",  # DISPLAY
    "Bus I2C",  # I2C
    "NFC",  # NFC (as English)
    "Batería",  # BATTERY
    "Ajustes",  # TITLE
    ("no", "sí"),  # OFF_ON
    "nunca",  # NEVER
    "%d min",  # MIN (as English)
    ("AA alc.", "AA NiMH", "LiPo"),  # CELLS
    "Restablecer",  # RESET
    "¿Restablecer?",  # RESET_ALL
    "No",  # NO (as English)
    "Sí",  # YES
    "Restablecidos",  # WAS_RESET
    "Al reiniciar",  # NEXT_START
    "OLED %s",  # SHOWS
    "ok cambiar ^v ir",  # HINT
)
