# Die Texte der Bildschirme "hd" auf Deutsch (companion.lang; docs/glossary.de.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Roll first|Erst würfeln\tNot now|Jetzt nicht\tMovement first|Erst Bewegung\t"
    "No number left|Keine Zahl mehr\t%s ignores roll|%s setzt aus\t"
    "%s dam is empty|%s: Damm leer\t%s dam max 99|%s: Damm max 99\t"
    "%s pile max 99|%s Stapel max 99\tOut of 2-12|Außerhalb 2-12\t"
    "No token there|Kein Marker da\tAll %s flipped|Alle %s gewendet\t"
    "Only %s on dam|Nur %s auf Damm\n"  # WHY
    "Nur 34 Marker\n"  # BOX_WARN
    "^ Spieler v Flut\n"  # H_FLOOD
    "v lang: Stapel\n"  # H_PILE
    "x/y: Damm/Stapel\n"  # H_CELLS
    "ok lang: Spezial\n"  # H_SPECIAL
    "zurück lang:Undo\n"  # H_UNDO
    "ok: alle bewegt\n"  # H_MOVED
    "v: Marker weg\n"  # H_OFF
    "^ Spieler\n"  # H_PLAYER
    "ok: neue Runde\n"  # H_NEXT
    "ok: Spielende?\n"  # H_END
    "v Flut ^ Spieler\n"  # H_FLOOD_P
    "^v wählen ok: ja\n"  # H_CHOOSE
    "zurück: vorige\n"  # H_STEP
    "ok: Ergebnis\n"  # H_RESULTS
    "zurück: Menü\n"  # H_MENU
    "ok würfeln\n"  # OK_ROLL
    "ok: zur Bewegung\n"  # OK_MOVE
    "ok würf. v Flut\n"  # OK_FLOOD
    "Gleicher Wurf\n"  # SAME
    "Spiel beenden?\n"  # END_Q
    "Nein, mehr Flut\n"  # MORE
    "Ja, beenden\n"  # END_IT
    "Wähle mit ^ v\n"  # CHOOSE
    "Zurückgehen?\n"  # STEP_Q
    "Nein, antworten\n"  # ANSWER
    "Ja, rückgängig\n"  # UNDO_IT
    "Histogramm\n"  # HISTOGRAM
    "Ergebnis\n"  # RESULTS
    "Rückgängig\n"  # UNDO
    "Einstellungen\n"  # SETTINGS
    "Neues Spiel\n"  # NEW
    "Spezialhamster\n"  # SPECIALS
    "Spinster\n"  # SPINSTER (as English)
    "Gangster+1 %s\n"  # GANG_UP (as English)
    "Gangster-1 %s\n"  # GANG_DOWN (as English)
    "Whack-a-Mole %s\n"  # MOLE (as English)
    "Marker weg %s\n"  # OFF
    "Flut Damm %s\n"  # DAM
    "Flut Stapel %s\n"  # PILE
    "Neuer Wurf %d+%d\n"  # KEEP_NEW
    "Alter Wurf %d+%d\n"  # KEEP_OLD
    "Würfel %d: Augen\n"  # FACE
    "Würfel %d (%d)\n"  # DIE
    "Maulwurf bei %d\n"  # MOLE_AT
    "Bombe auf %s\n"  # BOMB
    "Auf Dammkarte\n"  # ONTO
    "Hatte Marker\n"  # HAD
    "Ziel %s\n"  # TARGET
    "R%d Z%d/12 %d/%d\n"  # STATUS
    "Endwurf %d/%d\n"  # LAST
    "AUS\n"  # END
    "ok: Ende\n"  # DONE
    "würfelt\n"  # TO_ROLL
    "BEWEGUNG R%d\n"  # MOVE
    "Hamster auf\n"  # ONTO1
    "Marker: v\n"  # ONTO2
    "UMSTELLEN R%d\n"  # REDEPLOY
    "Marker entfernen\n"  # CLEAR1
    "v (Hamster raus)\n"  # CLEAR2
    "%s Karte %d von %d\n"  # FLIP_OF
    "ZAHL?\n"  # NUMBER
    "Karte umgedreht\n"  # FLIPPED
    "MARKER?\n"  # TOKENS
    "Karte %d Damm %d\n"  # CARD_DAM
    "%s BRUCH bei %d\n"  # BREACH
    "%s Karte %d\n"  # FLIPPED_N
    "darauf (Damm %d)\n"  # ON_IT
    "GLEICHSTAND %d\n"  # TIE
    "%s HAT\n"  # LEFT
    "Hamster+Spezial\n"  # HS
    "meiste Hamster\n"  # MOST
    "min. Damm+Stapel\n"  # FEWEST
    "%s GEWINNT\n"  # WINS
    "SIEG %s+%s\n"  # WIN2
    "Gleichstand\n"  # TIED
    "teilen den Sieg\n"  # SHARE
    "4 SIEGER\n"  # ALL4
    "Damm + Stapel\n"  # RES_TITLE
    "ok: zurück\n"  # BACK
    "Würfe: %d\n"  # ROLLS
    "Summe ok: zurück\n"  # SUMS
    "Neues Spiel?\n"  # NEW_Q
    "Nein, bleiben\n"  # STAY
    "Ja, neues Spiel\n"  # NEW_YES
    "Spiel beenden?\n"  # END_THIS
    "Nein, weiter\n"  # GO_ON
    "%d Spieler\n"  # PLAYERS
    "Standard\n"  # STANDARD (as English)
    "Klassisch\n"  # CLASSIC
    "mit Dammbruch\n"  # BREACHES_ON
    "ohne Dammbruch\n"  # NO_BREACHES
)
# fmt: on
