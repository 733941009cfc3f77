# The texts every screen shares, in English (companion.lang; area "ui").
# One entry a line, its key's name after it: the other languages' tables
# list the same names in the same order (host_tests/test_lang.py).
S = (
    ("P1", "P2", "P3", "P4", "P5", "P6"),  # SEATS
    (),  # WHY
    "Language",  # LANGUAGE
    "Game",  # GAME
    "Settings",  # SETTINGS
    "Cards",  # CARDS
    "Resume saved",  # RESUME_SAVED
    "One key at a time",  # ONE_KEY
    "Press it again",  # AGAIN
    "Nothing to undo",  # NOTHING
    "Undo limit: 112",  # UNDO_LIMIT
    "ok pick  ^v move",  # MENU_HINT
    "Choose with ^ v",  # CHOOSE
    "^v choose",  # CHOOSE_HINT
    "ok set ^v change",  # SET_HINT
    "Leave scoring?",  # LEAVE
    "No, stay",  # STAY
    "Yes, discard",  # DISCARD
    "Replace saved?",  # REPLACE
    "No, keep it",  # KEEP
    "Yes, replace",  # REPLACE_YES
    "Error",  # ERROR
    "restarting...",  # RESTARTING
    "dev: see REPL",  # DEV_REPL
    "I2C bus %dkHz",  # I2C
    "Battery low",  # BATTERY_LOW
)
