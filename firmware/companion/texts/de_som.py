# Die Texte der Bildschirme "som" auf Deutsch (companion.lang; docs/glossary.de.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Not tied|Kein Gleichstand\tOne per player|Einer pro Spieler\n"  # WHY
    "Hüte\tschw. Hüte\tFavorit\n"  # STEPS
    "Hüte\tschwarz\tFavorit\n"  # HEADS
    "Offene tippen\tSchwarze tippen\tFavorit tippen\n"  # ASKS
    "Hut %d/%d\n"  # HAT
    "Hut %d/%d gezählt\n"  # COUNTED
    "Behalten\n"  # KEEP
    "Zurücknehmen\n"  # TAKE
    "Kein Favorit?\n"  # NO_FAV
    "Erst tippen\n"  # TAP_FIRST
    "Ohne weiter\n"  # WITHOUT
    "Tischfeld %d\n"  # SPACE
    "Keine Hutkarte\n"  # NOT_HATS
    "Liegt schon\n"  # PLACED
    "Zurückgenommen\n"  # TAKEN
    "Tisch ist voll\n"  # FULL
    "ok: zu Spielern\n"  # TO_PLAYERS
    "auf Feld %d\n"  # ON_SPACE
    "Favorit gesetzt\n"  # FAV_SET
    "antippen: weg\n"  # TAP_REMOVE
    "dazu\tschwarzer Hut\tFavorit\n"  # ADDED
    "Hut doppelt\n"  # TWICE
    "Rückgängig\n"  # UNDONE
    "Nichts getippt\n"  # NOTHING
    "Ohne Tippen: %d\n"  # UNTAGGED
    "von %d Hut\tvon %d Hüten\n"  # OF
    "Keks\n"  # COOKIE
    "Wer hat ihn?\n"  # WHO
    "%d von %d\n"  # OF_N
    "Feld %d tippen\n"  # NEXT_SPACE
    "Tisch voll: ok\n"  # TABLE_FULL
    "Teetisch\n"  # TEA
    "ok weiter/zurück\n"  # HINT_NEXT
    "ok: auswerten\n"  # HINT_SCORE
    "ok vor ^v +/-\n"  # HINT_BLACK
    "zurück lang:Undo\n"  # HINT_UNDO
    "Gleichstand\n"  # TEAMS_TIE
    "Teetisch\n"  # TABLE
    "%s gesamt %d\n"  # TOTAL
    "Hüte\tschwarz\tFavorit\tKeks\n"  # ROWS
    "Sombreros %d Sp.\n"  # PLAYERS_OF
    "%d Spieler\n"  # PLAYERS
    "Endwertung\n"  # SCORE_END
    "Keks verfolgen\n"  # TRACKER
    "Feld %d ist leer\n"  # W_EMPTY
    "Hut %d/%d doppelt:\n"  # W_TWICE
    "Hut %d/%d %d-mal:\n"  # W_TIMES
    "Box hat nur 1\n"  # W_BOX1
    "%d Hüte erfasst\n"  # W_HATS
    "Box hat nur %d\n"  # W_BOX
    "%d Hutsorten:\n"  # W_TYPES
    "zu zweit nur %d\n"  # W_USE
    "%d Karte\t%d Karten\n"  # W_CARDS
    "gelegt, nicht %d\n"  # W_PLAYED
    "%s: kein Favorit\n"  # W_NO_FAV
    "Gehört schon %s\n"  # ALREADY
    "an %s\n"  # TO
    "an %s, doppelt\n"  # TO_TWICE
    "Schwarze Hüte\n"  # BLACK_HATS
    "Nochmal tippen\n"  # AGAIN
    "Keks: Zug %s\n"  # TURN
    "Kein Keks\n"  # NO_COOKIE
    "Wer? %s\n"  # ASK
    "Keks: %s\n"  # HOLDS
    "%s Sorten\n"  # TYPES
    "tippen ^ weiter\tv schwarzer Hut\tok lang: werten\n"  # TRACK_HINTS
    "Beenden?\n"  # STOP
    "Nein, weiter\n"  # GO_ON
)
# fmt: on
