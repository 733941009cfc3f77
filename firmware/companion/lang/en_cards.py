# The card screens' texts in English (companion.lang; area "cards": the
# Cards menu, the tag writer and reader, what a tap shows). One entry a
# line, its key's name after it (docs/languages.md).
S = (
    "Cards",  # TITLE
    "Read card",  # READ
    "Write tags",  # WRITE
    "Learn card",  # LEARN
    "Forget learned",  # FORGET
    "NFC is off",  # NFC_OFF
    "see Settings",  # SEE_SETTINGS
    "No NFC reader",  # NO_READER
    "check the wiring",  # WIRING
    "Tap a card",  # TAP_A_CARD
    "learned",  # LEARNED_KIND
    "back: menu",  # BACK_MENU
    "tap  back: menu",  # TAP_BACK
    "tap  ^v card",  # TAP_PICK
    "card %d of %d",  # CARD_OF
    "Tap a blank tag",  # TAP_BLANK
    "kept as it was",  # KEPT_AS_IT_WAS
    "deck done!",  # DECK_DONE_STATUS
    "copy %d of %d",  # COPY_OF
    "ok: erase it?",  # OK_ERASE
    "LOCK ON: hold ok",  # LOCK_ON
    "hold ok: lock",  # HOLD_LOCK
    "Lock: forever!",  # LOCK_FOREVER
    "Lock: off",  # LOCK_OFF
    "No, keep it",  # KEEP_IT
    "Yes, erase it",  # ERASE_IT
    "LOCKS it forever",  # LOCKS_IT
    "Erase this tag?",  # ERASE_Q
    "Can't write",  # CANT_WRITE
    "use Learn card",  # USE_LEARN
    "Just written",  # JUST_WRITTEN
    "tap the next tag",  # TAP_NEXT
    "Already written",  # ALREADY
    "Deck done",  # DECK_DONE
    "^v: pick a card",  # PICK
    "Learned card",  # LEARNED_CARD
    "forget it first",  # FORGET_FIRST
    "Locked tag",  # LOCKED
    "Has another card",  # OTHER_CARD
    "%s card",  # GAME_CARD
    "Tag kept",  # TAG_KEPT
    "tap a blank tag",  # TAP_BLANK_LOW
    "Tag not there",  # NOT_THERE
    "lay it, then ok",  # LAY_IT
    "Check failed",  # CHECK_FAILED
    "tap it again",  # TAP_IT_AGAIN
    "Written",  # WRITTEN
    "Tap the card",  # TAP_THE_CARD
    "Has a card:",  # HAS_CARD
    "Blank tag:",  # BLANK_TAG_COLON
    "use Write tags",  # USE_WRITE
    "Not saved",  # NOT_SAVED
    "flash full?",  # FLASH_FULL
    "Learned",  # LEARNED
    ("Forgot %d card", "Forgot %d cards"),  # FORGOT
    ("%d learned card", "%d learned cards"),  # N_LEARNED
    "forget them all?",  # FORGET_ALL
    "ok yes  back no",  # OK_YES
    "Tap it again",  # TAP_AGAIN
    "to write it",  # TO_WRITE
    "Moved too soon",  # MOVED
    "can't write",  # CANT_WRITE_LOW
    "Write failed",  # WRITE_FAILED
    "Hold card still",  # HOLD_STILL
    "Read failed",  # READ_FAILED
    "Blank tag",  # BLANK
    "no card data",  # NO_DATA
    "Unknown card",  # UNKNOWN
    "learn it first",  # LEARN_FIRST
    "Not a card",  # NOT_A_CARD
    "Not a game card",  # FOREIGN
    "Other version",  # OTHER_VERSION
    "Bad card text",  # MALFORMED
    "Unreadable tag",  # UNREADABLE
    (),  # LABEL_WORDS
)
