# Die Texte der Bildschirme "clk" auf Deutsch (companion.lang; docs/glossary.de.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Bad card|Karte ungültig\tEmpty tower|Leerer Turm\n"  # WHY
    "Dach, dann ok\tok: nächster\tok: auswerten\tzurück lang:Undo\n"  # HINTS
    "hell = markiert\n"  # LIT
    "Keine Turmkarte\n"  # NOT_TOWER
    "Schon benutzt\n"  # USED
    "%s Turm %d\n"  # WHERE
    "dieser Turm\n"  # THIS
    "Erst eine Etage\n"  # FLOOR_FIRST
    "dann die Uhr\n"  # THEN_CLOCK
    "Zwei Uhren\n"  # TWO_CLOCKS
    "dann das Dach\n"  # THEN_ROOF
    "Uhr ist drauf\n"  # CLOCK_ON
    "jetzt das Dach\n"  # ROOF_NOW
    "Erst die Uhr\n"  # CLOCK_FIRST
    "Dach zuletzt\n"  # ROOF_LAST
    "Turm unfertig\n"  # UNFINISHED
    "Dach oder zurück\n"  # ROOF_OR_UNDO
    "Etage\tUhr\tDach\n"  # KINDS
    "Katze\tMaus\ttierfrei\n"  # ANIMALS
    "rot\tblau\tgrün\tgelb\tlila\n"  # COLOURS
    "Turm %d fertig\n"  # TOWER_DONE
    "%d hoch %s %dP\n"  # DONE
    "%d Etage\t%d Etagen\n"  # STOREYS
    "+Uhr\n"  # PLUS_CLOCK
    "Zurückgenommen\n"  # UNDONE
    "Nichts getippt\n"  # NOTHING
    "Turm %d offen:\n"  # OPEN
    "Turm für Turm:\n"  # TAP
    "Etage,Uhr,Dach\n"  # ORDER
    "Türme %s\n"  # NAME
    "%s %d hoch\n"  # HIGH
    "1. Turm je Farbe\tist 1-2 hoch\n"  # START
    "fehlt: %s\n"  # MISSING
    "Turm %d hoch\n"  # GAP_TOWER
    "zweimal %s\n"  # ANOTHER
    "Turm %d hoch\n"  # IS_HIGH
    "Reihenfolge\tfalsch getippt\n"  # OUT_OF_ORDER
    "zählt %s\n"  # COUNTS
    "%d Punkt\t%d Punkte\n"  # POINTS
    "weg: %s siegt\n"  # ALL_WIN
    "weg: gleichauf\n"  # ALL_TIE
    "ohne: %s siegt\n"  # WIN
    "ohne: gleichauf\n"  # TIE
    "%s siegt dennoch\n"  # ANYWAY
    "bleibt gleichauf\n"  # SAME_TIE
    "keine Türme\n"  # NO_TOWERS
    "%d Spieler\n"  # PLAYERS
    "%d Etagen %d hoch\n"  # W_FLOORS
    "%d Uhren Maus\t%d leere Uhren\n"  # W_CLOCKS
    "%d Dächer %s\n"  # W_ROOFS
    "die Box hat %d\n"  # W_BOX
)
# fmt: on
