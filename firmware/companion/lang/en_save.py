# The saved game's texts in English (companion.lang; area "save"): the boot's
# prompt (companion.saved) and the notes of companion.savefail, loaded with them.
# One entry a line, its key's name after it (docs/languages.md).
S = (
    "Resume",  # RESUME
    "New game",  # NEW_GAME
    "Discard saved?",  # DISCARD_SAVED
    "Saved game",  # SAVED_GAME
    "ok: go on",  # GO_ON
    ("could not be", "read nor moved."),  # UNMOVED
    ("from an older", "version: kept"),  # OLDER
    ("could not be", "read: kept"),  # UNREAD
    "as %sgame-*",  # AS_FILES
    "in folder %s",  # IN_FOLDER
    ("Moves are not", "being saved."),  # UNSAVED
    "Flash is full",  # FULL
    ("Free space: see", "README, Flash."),  # FULL_HOW
    "Flash error",  # FLASH_ERROR
    ("See README,", "Flash."),  # ERROR_HOW
    ("Hats", "Towers", "tap", "taps", "rd", "over", "Cookie", "tracker", "%sp", "T%s"),  # LABELS
)
