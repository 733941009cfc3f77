# Die Texte der Karten auf Deutsch (companion.lang; Bereich "cards";
# docs/glossary.de.md). Eine Textzeile: 16 Spalten; ein Menü: 15.
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Karten\n"  # TITLE
    "Karte lesen\n"  # READ
    "Tags schreiben\n"  # WRITE
    "Karte lernen\n"  # LEARN
    "Alle vergessen\n"  # FORGET
    "NFC ist aus\n"  # NFC_OFF
    "s. Einstellungen\n"  # SEE_SETTINGS
    "Kein NFC-Leser\n"  # NO_READER
    "Kabel prüfen\n"  # WIRING
    "Karte auflegen\n"  # TAP_A_CARD
    "gelernt\n"  # LEARNED_KIND
    "zurück: Menü\n"  # BACK_MENU
    "Karte  zur. Menü\n"  # TAP_BACK
    "legen  ^v Karte\n"  # TAP_PICK
    "Karte %d von %d\n"  # CARD_OF
    "Leeren Tag legen\n"  # TAP_BLANK
    "unverändert\n"  # KEPT_AS_IT_WAS
    "Stapel fertig!\n"  # DECK_DONE_STATUS
    "Kopie %d von %d\n"  # COPY_OF
    "ok: löschen?\n"  # OK_ERASE
    "SPERRE: halte ok\n"  # LOCK_ON
    "halte ok: Sperre\n"  # HOLD_LOCK
    "Sperre für immer\n"  # LOCK_FOREVER
    "Sperre: aus\n"  # LOCK_OFF
    "Nein, behalten\n"  # KEEP_IT
    "Ja, löschen\n"  # ERASE_IT
    "SPERRT für immer\n"  # LOCKS_IT
    "Tag löschen?\n"  # ERASE_Q
    "Nicht schreibbar\n"  # CANT_WRITE
    "Karte lernen!\n"  # USE_LEARN
    "Eben beschrieben\n"  # JUST_WRITTEN
    "den nächsten Tag\n"  # TAP_NEXT
    "Schon vorhanden\n"  # ALREADY
    "Stapel fertig\n"  # DECK_DONE
    "^v: Karte wählen\n"  # PICK
    "Gelernte Karte\n"  # LEARNED_CARD
    "erst vergessen\n"  # FORGET_FIRST
    "Tag gesperrt\n"  # LOCKED
    "Hat andere Karte\n"  # OTHER_CARD
    "Aus %s\n"  # GAME_CARD
    "Tag behalten\n"  # TAG_KEPT
    "leeren Tag legen\n"  # TAP_BLANK_LOW
    "Tag nicht da\n"  # NOT_THERE
    "legen, dann ok\n"  # LAY_IT
    "Prüffehler\n"  # CHECK_FAILED
    "nochmal auflegen\n"  # TAP_IT_AGAIN
    "Geschrieben\n"  # WRITTEN
    "Karte auflegen\n"  # TAP_THE_CARD
    "Hat Karte:\n"  # HAS_CARD
    "Leerer Tag:\n"  # BLANK_TAG_COLON
    "Tags schreiben!\n"  # USE_WRITE
    "Nicht gesichert\n"  # NOT_SAVED
    "Speicher voll?\n"  # FLASH_FULL
    "Gelernt\n"  # LEARNED
    "Vergessen: %d\tVergessen: %d\n"  # FORGOT
    "Gelernt: %d\tGelernt: %d\n"  # N_LEARNED
    "alle vergessen?\n"  # FORGET_ALL
    "ok ja  zur. nein\n"  # OK_YES
    "Nochmal auflegen\n"  # TAP_AGAIN
    "zum Schreiben\n"  # TO_WRITE
    "Zu früh bewegt\n"  # MOVED
    "nicht schreibbar\n"  # CANT_WRITE_LOW
    "Schreibfehler\n"  # WRITE_FAILED
    "Ruhig halten\n"  # HOLD_STILL
    "Lesefehler\n"  # READ_FAILED
    "Leerer Tag\n"  # BLANK
    "keine Daten\n"  # NO_DATA
    "Unbekannte Karte\n"  # UNKNOWN
    "erst lernen\n"  # LEARN_FIRST
    "Keine Karte\n"  # NOT_A_CARD
    "Keine Spielkarte\n"  # FOREIGN
    "Andere Version\n"  # OTHER_VERSION
    "Falscher Text\n"  # MALFORMED
    "Tag unlesbar\n"  # UNREADABLE
    "Hat|Hut\tFloor|Etage\tClock|Uhr\tRoof|Dach\tCard|Karte\tcat|Katze\t"
    "mouse|Maus\tnone|tierfrei\tred|rot\tblue|blau\tgreen|grün\tyellow|gelb\t"
    "purple|lila\tjoker|Joker\n"  # LABEL_WORDS
)
# fmt: on
