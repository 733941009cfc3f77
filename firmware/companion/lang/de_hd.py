# Die Texte der Bildschirme "hd" auf Deutsch (companion.lang; docs/glossary.de.md).
# ruff: noqa: E501
# fmt: off
S = (
    (("Roll first", "Erst würfeln"), ("Not now", "Jetzt nicht"), ("Movement first", "Erst Bewegung"), ("No number left", "Keine Zahl mehr"), ("%s ignores roll", "%s setzt aus"), ("%s dam is empty", "%s: Damm leer"), ("%s dam max 99", "%s: Damm max 99"), ("%s pile max 99", "%s Stapel max 99"), ("Out of 2-12", "Außerhalb 2-12"), ("No token there", "Kein Marker da"), ("All %s flipped", "Alle %s gewendet"), ("Only %s on dam", "Nur %s auf Damm")),  # WHY
    "Nur 34 Marker",  # BOX_WARN
    "^ Spieler v Flut",  # H_FLOOD
    "v lang: Stapel",  # H_PILE
    "x/y: Damm/Stapel",  # H_CELLS
    "ok lang: Spezial",  # H_SPECIAL
    "zurück lang:Undo",  # H_UNDO
    "ok: alle bewegt",  # H_MOVED
    "v: Marker weg",  # H_OFF
    "^ Spieler",  # H_PLAYER
    "ok: neue Runde",  # H_NEXT
    "ok: Spielende?",  # H_END
    "v Flut ^ Spieler",  # H_FLOOD_P
    "^v wählen ok: ja",  # H_CHOOSE
    "zurück: vorige",  # H_STEP
    "ok: Ergebnis",  # H_RESULTS
    "zurück: Menü",  # H_MENU
    "ok würfeln",  # OK_ROLL
    "ok: zur Bewegung",  # OK_MOVE
    "ok würf. v Flut",  # OK_FLOOD
    "Gleicher Wurf",  # SAME
    "Spiel beenden?",  # END_Q
    "Nein, mehr Flut",  # MORE
    "Ja, beenden",  # END_IT
    "Wähle mit ^ v",  # CHOOSE
    "Zurückgehen?",  # STEP_Q
    "Nein, antworten",  # ANSWER
    "Ja, rückgängig",  # UNDO_IT
    "Histogramm",  # HISTOGRAM
    "Ergebnis",  # RESULTS
    "Rückgängig",  # UNDO
    "Einstellungen",  # SETTINGS
    "Neues Spiel",  # NEW
    "Spezialhamster",  # SPECIALS
    "Spinster",  # SPINSTER (as English)
    "Gangster+1 %s",  # GANG_UP (as English)
    "Gangster-1 %s",  # GANG_DOWN (as English)
    "Whack-a-Mole %s",  # MOLE (as English)
    "Marker weg %s",  # OFF
    "Flut Damm %s",  # DAM
    "Flut Stapel %s",  # PILE
    "Neuer Wurf %d+%d",  # KEEP_NEW
    "Alter Wurf %d+%d",  # KEEP_OLD
    "Würfel %d: Augen",  # FACE
    "Würfel %d (%d)",  # DIE
    "Maulwurf bei %d",  # MOLE_AT
    "Bombe auf %s",  # BOMB
    "Auf Dammkarte",  # ONTO
    "Hatte Marker",  # HAD
    "Ziel %s",  # TARGET
    "R%d Z%d/12 %d/%d",  # STATUS
    "Endwurf %d/%d",  # LAST
    "AUS",  # END
    "ok: Ende",  # DONE
    "würfelt",  # TO_ROLL
    "BEWEGUNG R%d",  # MOVE
    "Hamster auf",  # ONTO1
    "Marker: v",  # ONTO2
    "UMSTELLEN R%d",  # REDEPLOY
    "Marker entfernen",  # CLEAR1
    "v (Hamster raus)",  # CLEAR2
    "%s Karte %d von %d",  # FLIP_OF
    "ZAHL?",  # NUMBER
    "Karte umgedreht",  # FLIPPED
    "MARKER?",  # TOKENS
    "Karte %d Damm %d",  # CARD_DAM
    "%s BRUCH bei %d",  # BREACH
    "%s Karte %d",  # FLIPPED_N
    "darauf (Damm %d)",  # ON_IT
    "GLEICHSTAND %d",  # TIE
    "%s HAT",  # LEFT
    "Hamster+Spezial",  # HS
    "meiste Hamster",  # MOST
    "min. Damm+Stapel",  # FEWEST
    "%s GEWINNT",  # WINS
    "SIEG %s+%s",  # WIN2
    "Gleichstand",  # TIED
    "teilen den Sieg",  # SHARE
    "4 SIEGER",  # ALL4
    "Damm + Stapel",  # RES_TITLE
    "ok: zurück",  # BACK
    "Würfe: %d",  # ROLLS
    "Summe ok: zurück",  # SUMS
    "Neues Spiel?",  # NEW_Q
    "Nein, bleiben",  # STAY
    "Ja, neues Spiel",  # NEW_YES
    "Spiel beenden?",  # END_THIS
    "Nein, weiter",  # GO_ON
    "%d Spieler",  # PLAYERS
    "Standard",  # STANDARD (as English)
    "Klassisch",  # CLASSIC
    "mit Dammbruch",  # BREACHES_ON
    "ohne Dammbruch",  # NO_BREACHES
)
# fmt: on
