# Die Texte der Bildschirme "hr" auf Deutsch (companion.lang; docs/glossary.de.md).
S = (
    (("Roll has %s", "Rolle hat %s"), ("Roll had only %s", "Rolle: nur %s")),  # WHY
    "ok: eingebaut",  # BUILT
    "v fiel: für mich",  # FELL
    "back: Menü",  # MENU
    ("ok Ergebnis", "back: Menü", "back lang:zurück"),  # HINTS_OVER
    ("keine Steine", "Team leer", "weniger Steine", "gleich, 1. leer"),  # OVER_WHY
    "Fiel: Zugende",  # FELL_OVER
    "Zeit ist um",  # TIME_UP
    "Zähl ihn mit v",  # COUNT_V
    "Nichts fiel raus",  # NOTHING_FELL
    ("Weiter", "Ergebnis", "Rückgängig", "Einstellungen", "Neues Spiel"),  # GAME_MENU
    "Spiel beenden?",  # END_Q
    "Nein, weiter",  # GO_ON
    "Zugende %s",  # TURN_ENDS
    ("Mein Stein fiel", "Nicht eingebaut", "Gepasst"),  # ENDS
    "LOSLASSEN",  # LET_GO
    "Pause",  # PAUSED
    "raus +%d",  # FELL_N
    "von %s",  # FROM
    "Z%d",  # TURN
    "ok: meiner drin",  # MINE_IN
    "ok lang: draußen",  # NOT_IN
    "ok lang: passen",  # PASS
    "^ Uhr anhalten",  # PAUSE_TIMER
    "^ Uhr starten",  # RUN_TIMER
    "v lang:h.Gewalt",  # NO_TOUCH
    "Rolle %d weg %d",  # COUNTS
    "Ergebnis Z%d",  # RESULTS_T
    "%d %s %2d St.",  # LEFT
    " SIEG",  # WON
    "%s SIEGT",  # WINS
    "SIEG %s",  # WIN
    "%d Spieler",  # PLAYERS
    "Steine pro Kopf",  # PIECES_Q
    ("Ohne Teams", "Teams 12 und 34", "Teams 13 und 24"),  # TEAMS
)
