# The settings screen's texts in English (companion.lang; area "set").
# One entry a line, its key's name after it (docs/languages.md). The
# labels come first, in companion.settings.KEYS order.
S = (
    "Lang",  # LANG
    "Sound",  # SOUND
    "Volume",  # VOLUME
    "Contrast",  # CONTRAST
    "Dim after",  # DIM
    "Sleep",  # SLEEP
    "Display",  # DISPLAY
    "I2C bus",  # I2C
    "NFC",  # NFC
    "Battery",  # BATTERY
    "Settings",  # TITLE
    ("off", "on"),  # OFF_ON
    "never",  # NEVER
    "%d min",  # MIN
    ("AA alk", "AA NiMH", "LiPo"),  # CELLS
    "Reset settings",  # RESET
    "Reset all?",  # RESET_ALL
    "No",  # NO
    "Yes",  # YES
    "Settings reset",  # WAS_RESET
    "At next start",  # NEXT_START
    "Display %s",  # SHOWS
    "ok next ^v move",  # HINT
)
