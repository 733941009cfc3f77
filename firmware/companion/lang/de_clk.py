# Die Texte der Bildschirme "clk" auf Deutsch (companion.lang; docs/glossary.de.md).
S = (
    (("Bad card", "Karte ungültig"), ("Empty tower", "Leerer Turm")),  # WHY
    ("Dach, dann ok", "ok: nächster", "ok: auswerten", "back lang=zurück"),  # HINTS
    "hell = markiert",  # LIT
    "Keine Turmkarte",  # NOT_TOWER
    "Schon benutzt",  # USED
    "%s Turm %d",  # WHERE
    "dieser Turm",  # THIS
    "Erst eine Etage",  # FLOOR_FIRST
    "dann die Uhr",  # THEN_CLOCK
    "Zwei Uhren",  # TWO_CLOCKS
    "dann das Dach",  # THEN_ROOF
    "Uhr ist drauf",  # CLOCK_ON
    "jetzt das Dach",  # ROOF_NOW
    "Erst die Uhr",  # CLOCK_FIRST
    "Dach zuletzt",  # ROOF_LAST
    "Turm unfertig",  # UNFINISHED
    "Dach oder zurück",  # ROOF_OR_UNDO
    ("Etage", "Uhr", "Dach"),  # KINDS
    ("Katze", "Maus", "tierfrei"),  # ANIMALS
    ("rot", "blau", "grün", "gelb", "lila"),  # COLOURS
    "Turm %d fertig",  # TOWER_DONE
    "%d hoch %s %dP",  # DONE
    ("%d Etage", "%d Etagen"),  # STOREYS
    "+Uhr",  # PLUS_CLOCK
    "Zurückgenommen",  # UNDONE
    "Nichts getippt",  # NOTHING
    "Turm %d offen:",  # OPEN
    "Turm für Turm:",  # TAP
    "Etage,Uhr,Dach",  # ORDER
    "Türme %s",  # NAME
    "%s %d hoch",  # HIGH
    ("1. Turm je Farbe", "ist 1-2 hoch"),  # START
    "fehlt: %s",  # MISSING
    "Turm %d hoch",  # GAP_TOWER
    "zweimal %s",  # ANOTHER
    "Turm %d hoch",  # IS_HIGH
    ("Reihenfolge", "falsch getippt"),  # OUT_OF_ORDER
    "zählt %s",  # COUNTS
    ("%d Punkt", "%d Punkte"),  # POINTS
    "weg: %s siegt",  # ALL_WIN
    "weg: gleichauf",  # ALL_TIE
    "ohne: %s siegt",  # WIN
    "ohne: gleichauf",  # TIE
    "%s siegt dennoch",  # ANYWAY
    "bleibt gleichauf",  # SAME_TIE
    "keine Türme",  # NO_TOWERS
    "%d Spieler",  # PLAYERS
    "%d Etagen %d hoch",  # W_FLOORS
    ("%d Uhren Maus", "%d leere Uhren"),  # W_CLOCKS
    "%d Dächer %s",  # W_ROOFS
    "die Box hat %d",  # W_BOX
)
