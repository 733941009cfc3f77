# The settings screen's texts in English (companion.lang; area "set").
# One entry a line, its key's name after it (docs/languages.md). The
# labels come first, in companion.settings.KEYS order.
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Lang\n"  # LANG
    "Sound\n"  # SOUND
    "Volume\n"  # VOLUME
    "Contrast\n"  # CONTRAST
    "Dim after\n"  # DIM
    "Sleep\n"  # SLEEP
    "Display\n"  # DISPLAY
    "I2C bus\n"  # I2C
    "NFC\n"  # NFC
    "Battery\n"  # BATTERY
    "Settings\n"  # TITLE
    "off\ton\n"  # OFF_ON
    "never\n"  # NEVER
    "%d min\n"  # MIN
    "AA alk\tAA NiMH\tLiPo\n"  # CELLS
    "Reset settings\n"  # RESET
    "Reset all?\n"  # RESET_ALL
    "No\n"  # NO
    "Yes\n"  # YES
    "Settings reset\n"  # WAS_RESET
    "At next start\n"  # NEXT_START
    "Display %s\n"  # SHOWS
    "ok next ^v move\n"  # HINT
)
# fmt: on
