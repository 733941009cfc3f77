# The st screens' texts in English (companion.lang; area "st").
# One entry a line, its key's name after it (docs/languages.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "\n"  # WHY
    "ok next  ^ home\n"  # NEXT_H
    "v: corrections\n"  # FIX_H
    "back: game menu\n"  # MENU_H
    "hold ok: cards\n"  # CARDS_H
    "hold back: undo\n"  # UNDO_H
    "ok: results\n"  # RESULTS_H
    "back: close card\n"  # CLOSE_CARD
    "hold ok: browse\n"  # BROWSE
    "^v: other cards\n"  # OTHER_CARDS
    "back: close\n"  # CLOSE
    "Game over\n"  # GAME_OVER
    "Card reference\tSetup\tResults\tUndo last\tSettings\tNew game\n"  # MENU
    "New game?\n"  # NEW_Q
    "No, play on\n"  # PLAY_ON
    "Fix %s\n"  # FIX
    "%s laddies home\n"  # FIX_Q
    "Turn back\n"  # TURN_BACK
    "%s: %d home\n"  # FIX_LINE
    "Corrections\n"  # CORRECTIONS
    "Round %d: %s\n"  # ROUND
    "R%d: %s for %s\n"  # ROUND_FOR
    "%s FOR %s\n"  # FOR
    "%s WINS\n"  # WINS
    "%s WIN\n"  # WIN
    "Game over R%d\n"  # OVER_R
    "all %d home\n"  # ALL_HOME
    "Not Stramash\n"  # NOT_ST
    "Tap a Stramash\tplaying card.\n"  # TAP
    "NFC is off!\n"  # NFC_OFF
    "No NFC reader!\n"  # NO_NFC
    "%d players\n"  # PLAYERS
    "%d players, pairs\n"  # PLAYERS_PAIRS
    "Board: %d Mashies\n"  # BOARD
    "Shuffle %d decks\twith the jokers,\tdeal %d each.\n"  # SHUFFLE
    "Pairs: %s\n"  # PAIRS
    "%s starts.\n"  # STARTS
    "ok: to the race\n"  # TO_RACE
    "Laddies home\n"  # LADDIES_HOME
    "%d %s %d home\n"  # RES_LINE
    "any key: return\n"  # ANY_KEY
    "%dp - %d decks\n"  # DECKS
    "Play in pairs?\n"  # PAIRS_Q
    "No, singles\tYes, in pairs\n"  # PAIRS_A
    "Ace\tTwo\tThree\tFour\tFive\tSix\tSeven\n"  # RANKS_LOW
    "Eight\tNine\tTen\tJack\tQueen\tKing\tJoker\n"  # RANKS_HIGH
    "Move %d forward\tMove %d forward\n"  # MOVE
    "or leave the\tdock for the\tstart space\n"  # LEAVE
    "or split it\tbetween two\tladdies in play:\t2+5, 6+1, 4+3\n"  # SPLIT
    "Move 8 backwards\tonly; never back\tinto the castle\n"  # BACK8
    "Bonnie Fechter:\ttake the place\tof any opponent\tin play: to dock\n"  # JOKER
    "(castle is safe)\n"  # SAFE
)
# fmt: on
