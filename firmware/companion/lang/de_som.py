# Die Texte der Bildschirme "som" auf Deutsch (companion.lang; docs/glossary.de.md).
S = (
    (("Not tied", "Kein Gleichstand"), ("One per player", "Einer pro Spieler")),  # WHY
    ("Hüte", "schw. Hüte", "Favorit"),  # STEPS
    ("Hüte", "schwarz", "Favorit"),  # HEADS
    ("Offene tippen", "Schwarze tippen", "Favorit tippen"),  # ASKS
    "Hut %d/%d",  # HAT
    "Hut %d/%d gezählt",  # COUNTED
    "Behalten",  # KEEP
    "Zurücknehmen",  # TAKE
    "Kein Favorit?",  # NO_FAV
    "Erst tippen",  # TAP_FIRST
    "Ohne weiter",  # WITHOUT
    "Tischfeld %d",  # SPACE
    "Keine Hutkarte",  # NOT_HATS
    "Liegt schon",  # PLACED
    "Zurückgenommen",  # TAKEN
    "Tisch ist voll",  # FULL
    "ok: zu Spielern",  # TO_PLAYERS
    "auf Feld %d",  # ON_SPACE
    "Favorit gesetzt",  # FAV_SET
    "antippen: weg",  # TAP_REMOVE
    ("dazu", "schwarzer Hut", "Favorit"),  # ADDED
    "Hut doppelt",  # TWICE
    "Rückgängig",  # UNDONE
    "Nichts getippt",  # NOTHING
    "Ohne Tippen: %d",  # UNTAGGED
    ("von %d Hut", "von %d Hüten"),  # OF
    "Keks",  # COOKIE
    "Wer hat ihn?",  # WHO
    "%d von %d",  # OF_N
    "Feld %d tippen",  # NEXT_SPACE
    "Tisch voll: ok",  # TABLE_FULL
    "Teetisch",  # TEA
    "ok vor back zur.",  # HINT_NEXT
    "ok: auswerten",  # HINT_SCORE
    "ok vor ^v +/-",  # HINT_BLACK
    "back lang:zurück",  # HINT_UNDO
    "Gleichstand",  # TEAMS_TIE
    "Teetisch",  # TABLE
    "%s gesamt %d",  # TOTAL
    ("Hüte", "schwarz", "Favorit", "Keks"),  # ROWS
    "Sombreros %d Sp.",  # PLAYERS_OF
    "%d Spieler",  # PLAYERS
    "Endwertung",  # SCORE_END
    "Keks verfolgen",  # TRACKER
    "Feld %d ist leer",  # W_EMPTY
    "Hut %d/%d doppelt:",  # W_TWICE
    "Hut %d/%d %d-mal:",  # W_TIMES
    "Box hat nur 1",  # W_BOX1
    "%d Hüte erfasst",  # W_HATS
    "Box hat nur %d",  # W_BOX
    "%d Hutsorten:",  # W_TYPES
    "zu zweit nur %d",  # W_USE
    ("%d Karte", "%d Karten"),  # W_CARDS
    "gelegt, nicht %d",  # W_PLAYED
    "%s: kein Favorit",  # W_NO_FAV
    "Gehört schon %s",  # ALREADY
    "an %s",  # TO
    "an %s, doppelt",  # TO_TWICE
    "Schwarze Hüte",  # BLACK_HATS
    "Nochmal tippen",  # AGAIN
    "Keks: Zug %s",  # TURN
    "Kein Keks",  # NO_COOKIE
    "Wer? %s",  # ASK
    "Keks: %s",  # HOLDS
    "%s Sorten",  # TYPES
    ("tippen ^ weiter", "v schwarzer Hut", "ok lang: werten"),  # TRACK_HINTS
    "Beenden?",  # STOP
    "Nein, weiter",  # GO_ON
)
