# Die Texte der Bildschirme "hr" auf Deutsch (companion.lang; docs/glossary.de.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Roll has %s|Rolle hat %s\tRoll had only %s|Rolle: nur %s\n"  # WHY
    "ok: eingebaut\n"  # BUILT
    "v fiel: für mich\n"  # FELL
    "zurück: Menü\n"  # MENU
    "ok Ergebnis\tzurück: Menü\tzurück lang:Undo\n"  # HINTS_OVER
    "keine Steine\tTeam leer\tweniger Steine\tgleich, 1. leer\n"  # OVER_WHY
    "Fiel: Zugende\n"  # FELL_OVER
    "Zeit ist um\n"  # TIME_UP
    "Zähl ihn mit v\n"  # COUNT_V
    "Nichts fiel raus\n"  # NOTHING_FELL
    "Weiter\tErgebnis\tRückgängig\tEinstellungen\tNeues Spiel\n"  # GAME_MENU
    "Spiel beenden?\n"  # END_Q
    "Nein, weiter\n"  # GO_ON
    "Zugende %s\n"  # TURN_ENDS
    "Mein Stein fiel\tNicht eingebaut\tGepasst\n"  # ENDS
    "LOSLASSEN\n"  # LET_GO
    "Pause\n"  # PAUSED
    "raus +%d\n"  # FELL_N
    "von %s\n"  # FROM
    "Z%d\n"  # TURN
    "ok: meiner drin\n"  # MINE_IN
    "ok lang: draußen\n"  # NOT_IN
    "ok lang: passen\n"  # PASS
    "^ Uhr anhalten\n"  # PAUSE_TIMER
    "^ Uhr starten\n"  # RUN_TIMER
    "v lang:h.Gewalt\n"  # NO_TOUCH
    "Rolle %d weg %d\n"  # COUNTS
    "Ergebnis Z%d\n"  # RESULTS_T
    "%d %s %2d St.\n"  # LEFT
    " SIEG\n"  # WON
    "%s SIEGT\n"  # WINS
    "SIEG %s\n"  # WIN
    "%d Spieler\n"  # PLAYERS
    "Steine pro Kopf\n"  # PIECES_Q
    "Ohne Teams\tTeams 12 und 34\tTeams 13 und 24\n"  # TEAMS
)
# fmt: on
