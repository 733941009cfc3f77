# Die Texte der Karten auf Deutsch (companion.lang; Bereich "cards";
# docs/glossary.de.md). Eine Textzeile: 16 Spalten; ein Menü: 15.
S = (
    "Karten",  # TITLE
    "Karte lesen",  # READ
    "Tags schreiben",  # WRITE
    "Karte lernen",  # LEARN
    "Alle vergessen",  # FORGET
    "NFC ist aus",  # NFC_OFF
    "s. Einstellungen",  # SEE_SETTINGS
    "Kein NFC-Leser",  # NO_READER
    "Kabel prüfen",  # WIRING
    "Karte auflegen",  # TAP_A_CARD
    "gelernt",  # LEARNED_KIND
    "back: Menü",  # BACK_MENU
    "Karte  back Menü",  # TAP_BACK
    "legen  ^v Karte",  # TAP_PICK
    "Karte %d von %d",  # CARD_OF
    "Leeren Tag legen",  # TAP_BLANK
    "unverändert",  # KEPT_AS_IT_WAS
    "Stapel fertig!",  # DECK_DONE_STATUS
    "Kopie %d von %d",  # COPY_OF
    "ok: löschen?",  # OK_ERASE
    "SPERRE: halte ok",  # LOCK_ON
    "halte ok: Sperre",  # HOLD_LOCK
    "Sperre für immer",  # LOCK_FOREVER
    "Sperre: aus",  # LOCK_OFF
    "Nein, behalten",  # KEEP_IT
    "Ja, löschen",  # ERASE_IT
    "SPERRT für immer",  # LOCKS_IT
    "Tag löschen?",  # ERASE_Q
    "Nicht schreibbar",  # CANT_WRITE
    "Karte lernen!",  # USE_LEARN
    "Eben beschrieben",  # JUST_WRITTEN
    "den nächsten Tag",  # TAP_NEXT
    "Schon vorhanden",  # ALREADY
    "Stapel fertig",  # DECK_DONE
    "^v: Karte wählen",  # PICK
    "Gelernte Karte",  # LEARNED_CARD
    "erst vergessen",  # FORGET_FIRST
    "Tag gesperrt",  # LOCKED
    "Hat andere Karte",  # OTHER_CARD
    "Aus %s",  # GAME_CARD
    "Tag behalten",  # TAG_KEPT
    "leeren Tag legen",  # TAP_BLANK_LOW
    "Tag nicht da",  # NOT_THERE
    "legen, dann ok",  # LAY_IT
    "Prüffehler",  # CHECK_FAILED
    "nochmal auflegen",  # TAP_IT_AGAIN
    "Geschrieben",  # WRITTEN
    "Karte auflegen",  # TAP_THE_CARD
    "Hat Karte:",  # HAS_CARD
    "Leerer Tag:",  # BLANK_TAG_COLON
    "Tags schreiben!",  # USE_WRITE
    "Nicht gesichert",  # NOT_SAVED
    "Speicher voll?",  # FLASH_FULL
    "Gelernt",  # LEARNED
    ("Vergessen: %d", "Vergessen: %d"),  # FORGOT
    ("Gelernt: %d", "Gelernt: %d"),  # N_LEARNED
    "alle vergessen?",  # FORGET_ALL
    "ok ja  back nein",  # OK_YES
    "Nochmal auflegen",  # TAP_AGAIN
    "zum Schreiben",  # TO_WRITE
    "Zu früh bewegt",  # MOVED
    "nicht schreibbar",  # CANT_WRITE_LOW
    "Schreibfehler",  # WRITE_FAILED
    "Ruhig halten",  # HOLD_STILL
    "Lesefehler",  # READ_FAILED
    "Leerer Tag",  # BLANK
    "keine Daten",  # NO_DATA
    "Unbekannte Karte",  # UNKNOWN
    "erst lernen",  # LEARN_FIRST
    "Keine Karte",  # NOT_A_CARD
    "Keine Spielkarte",  # FOREIGN
    "Andere Version",  # OTHER_VERSION
    "Falscher Text",  # MALFORMED
    "Tag unlesbar",  # UNREADABLE
    (
        ("Hat", "Hut"),
        ("Floor", "Etage"),
        ("Clock", "Uhr"),
        ("Roof", "Dach"),
        ("Card", "Karte"),
        ("cat", "Katze"),
        ("mouse", "Maus"),
        ("none", "tierfrei"),
        ("red", "rot"),
        ("blue", "blau"),
        ("green", "gr\u00fcn"),
        ("yellow", "gelb"),
        ("purple", "lila"),
        ("joker", "Joker"),
    ),  # LABEL_WORDS
)
