# The card screens' texts in English (companion.lang; area "cards": the
# Cards menu, the tag writer and reader, what a tap shows). One entry a
# line, its key's name after it (docs/languages.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Cards\n"  # TITLE
    "Read card\n"  # READ
    "Write tags\n"  # WRITE
    "Learn card\n"  # LEARN
    "Forget learned\n"  # FORGET
    "NFC is off\n"  # NFC_OFF
    "see Settings\n"  # SEE_SETTINGS
    "No NFC reader\n"  # NO_READER
    "check the wiring\n"  # WIRING
    "Tap a card\n"  # TAP_A_CARD
    "learned\n"  # LEARNED_KIND
    "back: menu\n"  # BACK_MENU
    "tap  back: menu\n"  # TAP_BACK
    "tap  ^v card\n"  # TAP_PICK
    "card %d of %d\n"  # CARD_OF
    "Tap a blank tag\n"  # TAP_BLANK
    "kept as it was\n"  # KEPT_AS_IT_WAS
    "deck done!\n"  # DECK_DONE_STATUS
    "copy %d of %d\n"  # COPY_OF
    "ok: erase it?\n"  # OK_ERASE
    "LOCK ON: hold ok\n"  # LOCK_ON
    "hold ok: lock\n"  # HOLD_LOCK
    "Lock: forever!\n"  # LOCK_FOREVER
    "Lock: off\n"  # LOCK_OFF
    "No, keep it\n"  # KEEP_IT
    "Yes, erase it\n"  # ERASE_IT
    "LOCKS it forever\n"  # LOCKS_IT
    "Erase this tag?\n"  # ERASE_Q
    "Can't write\n"  # CANT_WRITE
    "use Learn card\n"  # USE_LEARN
    "Just written\n"  # JUST_WRITTEN
    "tap the next tag\n"  # TAP_NEXT
    "Already written\n"  # ALREADY
    "Deck done\n"  # DECK_DONE
    "^v: pick a card\n"  # PICK
    "Learned card\n"  # LEARNED_CARD
    "forget it first\n"  # FORGET_FIRST
    "Locked tag\n"  # LOCKED
    "Has another card\n"  # OTHER_CARD
    "%s card\n"  # GAME_CARD
    "Tag kept\n"  # TAG_KEPT
    "tap a blank tag\n"  # TAP_BLANK_LOW
    "Tag not there\n"  # NOT_THERE
    "lay it, then ok\n"  # LAY_IT
    "Check failed\n"  # CHECK_FAILED
    "tap it again\n"  # TAP_IT_AGAIN
    "Written\n"  # WRITTEN
    "Tap the card\n"  # TAP_THE_CARD
    "Has a card:\n"  # HAS_CARD
    "Blank tag:\n"  # BLANK_TAG_COLON
    "use Write tags\n"  # USE_WRITE
    "Not saved\n"  # NOT_SAVED
    "flash full?\n"  # FLASH_FULL
    "Learned\n"  # LEARNED
    "Forgot %d card\tForgot %d cards\n"  # FORGOT
    "%d learned card\t%d learned cards\n"  # N_LEARNED
    "forget them all?\n"  # FORGET_ALL
    "ok yes  back no\n"  # OK_YES
    "Tap it again\n"  # TAP_AGAIN
    "to write it\n"  # TO_WRITE
    "Moved too soon\n"  # MOVED
    "can't write\n"  # CANT_WRITE_LOW
    "Write failed\n"  # WRITE_FAILED
    "Hold card still\n"  # HOLD_STILL
    "Read failed\n"  # READ_FAILED
    "Blank tag\n"  # BLANK
    "no card data\n"  # NO_DATA
    "Unknown card\n"  # UNKNOWN
    "learn it first\n"  # LEARN_FIRST
    "Not a card\n"  # NOT_A_CARD
    "Not a game card\n"  # FOREIGN
    "Other version\n"  # OTHER_VERSION
    "Bad card text\n"  # MALFORMED
    "Unreadable tag\n"  # UNREADABLE
    "\n"  # LABEL_WORDS
)
# fmt: on
