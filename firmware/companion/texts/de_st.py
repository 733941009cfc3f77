# Die Texte der Bildschirme "st" auf Deutsch (companion.lang; docs/glossary.de.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "First turn|Erster Zug\n"  # WHY
    "ok weiter ^ Burg\n"  # NEXT_H
    "v: Korrekturen\n"  # FIX_H
    "zurück: Menü\n"  # MENU_H
    "ok lang: Karten\n"  # CARDS_H
    "zurück lang:Undo\n"  # UNDO_H
    "ok: Ergebnis\n"  # RESULTS_H
    "zurück schließt\n"  # CLOSE_CARD
    "ok lang:blättern\n"  # BROWSE
    "^v: mehr Karten\n"  # OTHER_CARDS
    "zurück schließt\n"  # CLOSE
    "Spiel vorbei\n"  # GAME_OVER
    "Kartenhilfe\tAufbau\tErgebnis\tRückgängig\tEinstellungen\tNeues Spiel\n"  # MENU
    "Neues Spiel?\n"  # NEW_Q
    "Nein, weiter\n"  # PLAY_ON
    "%s korrigieren\n"  # FIX
    "%s: in der Burg\n"  # FIX_Q
    "Zug zurück\n"  # TURN_BACK
    "%s: %d in Burg\n"  # FIX_LINE
    "Korrekturen\n"  # CORRECTIONS
    "Runde %d: %s\n"  # ROUND
    "R%d: %s für %s\n"  # ROUND_FOR
    "%s FÜR %s\n"  # FOR
    "%s SIEGT\n"  # WINS
    "SIEG %s\n"  # WIN
    "Spielende R%d\n"  # OVER_R
    "%d in der Burg\n"  # ALL_HOME
    "Kein Stramash\n"  # NOT_ST
    "Halte eine\tStramash-Karte.\n"  # TAP
    "NFC ist aus!\n"  # NFC_OFF
    "Kein NFC-Leser!\n"  # NO_NFC
    "%d Spieler\n"  # PLAYERS
    "%d Sp. in Paaren\n"  # PLAYERS_PAIRS
    "%d Mashies legen\n"  # BOARD
    "Mische %d Decks\tmit den Jokern;\tgib je %d Karten\n"  # SHUFFLE
    "Paare: %s\n"  # PAIRS
    "%s beginnt.\n"  # STARTS
    "ok: zum Rennen\n"  # TO_RACE
    "In der Burg\n"  # LADDIES_HOME
    "%d %s %d in Burg\n"  # RES_LINE
    "Taste: zurück\n"  # ANY_KEY
    "%d Sp.: %d Decks\n"  # DECKS
    "In Paaren?\n"  # PAIRS_Q
    "Nein, einzeln\tJa, in Paaren\n"  # PAIRS_A
    "Ass\tZwei\tDrei\tVier\tFünf\tSechs\tSieben\n"  # RANKS_LOW
    "Acht\tNeun\tZehn\tBube\tDame\tKönig\tJoker\n"  # RANKS_HIGH
    "%d Feld vor\t%d Felder vor\n"  # MOVE
    "oder verlässt\tdas Dock zum\tStartfeld\n"  # LEAVE
    "oder aufteilen\tauf 2 Burschen\tim Spiel:\t2+5, 6+1, 4+3\n"  # SPLIT
    "Nur 8 zurück;\tnie rückwärts\tin die Burg\n"  # BACK8
    "Bonnie Fechter:\tnimm den Platz\teines Gegners;\ter geht ins Dock\n"  # JOKER
    "(Burg: sicher)\n"  # SAFE
)
# fmt: on
