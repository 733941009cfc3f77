# The saved game's texts in English (companion.lang; area "save"): the boot's
# prompt (companion.saved) and the notes of companion.savefail, loaded with them.
# One entry a line, its key's name after it (docs/languages.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Resume\n"  # RESUME
    "New game\n"  # NEW_GAME
    "Discard saved?\n"  # DISCARD_SAVED
    "Saved game\n"  # SAVED_GAME
    "ok: go on\n"  # GO_ON
    "could not be\tread nor moved.\n"  # UNMOVED
    "from an older\tversion: kept\n"  # OLDER
    "could not be\tread: kept\n"  # UNREAD
    "as %sgame-*\n"  # AS_FILES
    "in folder %s\n"  # IN_FOLDER
    "Moves are not\tbeing saved.\n"  # UNSAVED
    "Flash is full\n"  # FULL
    "Free space: see\tREADME, Flash.\n"  # FULL_HOW
    "Flash error\n"  # FLASH_ERROR
    "See README,\tFlash.\n"  # ERROR_HOW
    "Hats\tTowers\ttap\ttaps\trd\tover\tCookie\ttracker\t%sp\tT%s\n"  # LABELS
)
# fmt: on
