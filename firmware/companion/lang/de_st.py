# Die Texte der Bildschirme "st" auf Deutsch (companion.lang; docs/glossary.de.md).
S = (
    (("First turn", "Erster Zug"),),  # WHY
    "ok weiter ^ Burg",  # NEXT_H
    "v: Korrekturen",  # FIX_H
    "back: Spielmenü",  # MENU_H
    "ok lang: Karten",  # CARDS_H
    "back lang:zurück",  # UNDO_H
    "ok: Ergebnis",  # RESULTS_H
    "back: schließen",  # CLOSE_CARD
    "ok lang:blättern",  # BROWSE
    "^v: mehr Karten",  # OTHER_CARDS
    "back: schließen",  # CLOSE
    "Spiel vorbei",  # GAME_OVER
    ("Kartenhilfe", "Aufbau", "Ergebnis", "Rückgängig", "Einstellungen", "Neues Spiel"),  # MENU
    "Neues Spiel?",  # NEW_Q
    "Nein, weiter",  # PLAY_ON
    "%s korrigieren",  # FIX
    "%s: in der Burg",  # FIX_Q
    "Zug zurück",  # TURN_BACK
    "%s: %d in Burg",  # FIX_LINE
    "Korrekturen",  # CORRECTIONS
    "Runde %d: %s",  # ROUND
    "R%d: %s für %s",  # ROUND_FOR
    "%s FÜR %s",  # FOR
    "%s SIEGT",  # WINS
    "SIEG %s",  # WIN
    "Spielende R%d",  # OVER_R
    "%d in der Burg",  # ALL_HOME
    "Kein Stramash",  # NOT_ST
    ("Halte eine", "Stramash-Karte."),  # TAP
    "NFC ist aus!",  # NFC_OFF
    "Kein NFC-Leser!",  # NO_NFC
    "%d Spieler",  # PLAYERS
    "%d Sp. in Paaren",  # PLAYERS_PAIRS
    "%d Mashies legen",  # BOARD
    ("Mische %d Decks", "mit den Jokern;", "gib je %d Karten"),  # SHUFFLE
    "Paare: %s",  # PAIRS
    "%s beginnt.",  # STARTS
    "ok: zum Rennen",  # TO_RACE
    "In der Burg",  # LADDIES_HOME
    "%d %s %d in Burg",  # RES_LINE
    "Taste: zurück",  # ANY_KEY
    "%d Sp.: %d Decks",  # DECKS
    "In Paaren?",  # PAIRS_Q
    ("Nein, einzeln", "Ja, in Paaren"),  # PAIRS_A
    ("Ass", "Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben"),  # RANKS_LOW
    ("Acht", "Neun", "Zehn", "Bube", "Dame", "König", "Joker"),  # RANKS_HIGH
    ("%d Feld vor", "%d Felder vor"),  # MOVE
    ("oder verlässt", "das Dock zum", "Startfeld"),  # LEAVE
    ("oder aufteilen", "auf 2 Burschen", "im Spiel:", "2+5, 6+1, 4+3"),  # SPLIT
    ("Nur 8 zurück;", "nie rückwärts", "in die Burg"),  # BACK8
    ("Bonnie Fechter:", "nimm den Platz", "eines Gegners;", "er geht ins Dock"),  # JOKER
    "(Burg: sicher)",  # SAFE
)
