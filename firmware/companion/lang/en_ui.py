# The texts every screen shares, in English (companion.lang; area "ui").
# One entry a line, its key's name after it: the other languages' tables
# list the same names in the same order (host_tests/test_lang.py).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "P1\tP2\tP3\tP4\tP5\tP6\n"  # SEATS
    "\n"  # WHY
    "Language\n"  # LANGUAGE
    "Game\n"  # GAME
    "Settings\n"  # SETTINGS
    "Cards\n"  # CARDS
    "Resume saved\n"  # RESUME_SAVED
    "One key at a time\n"  # ONE_KEY
    "Press it again\n"  # AGAIN
    "Nothing to undo\n"  # NOTHING
    "Undo limit: 112\n"  # UNDO_LIMIT
    "ok pick  ^v move\n"  # MENU_HINT
    "Choose with ^ v\n"  # CHOOSE
    "^v choose\n"  # CHOOSE_HINT
    "ok set ^v change\n"  # SET_HINT
    "Leave scoring?\n"  # LEAVE
    "No, stay\n"  # STAY
    "Yes, discard\n"  # DISCARD
    "Replace saved?\n"  # REPLACE
    "No, keep it\n"  # KEEP
    "Yes, replace\n"  # REPLACE_YES
    "Error\n"  # ERROR
    "restarting...\n"  # RESTARTING
    "dev: see REPL\n"  # DEV_REPL
    "I2C bus %dkHz\n"  # I2C
    "Battery low\n"  # BATTERY_LOW
)
# fmt: on
