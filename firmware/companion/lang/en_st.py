# The st screens' texts in English (companion.lang; area "st").
# One entry a line, its key's name after it (docs/languages.md).
S = (
    (),  # WHY
    "ok next  ^ home",  # NEXT_H
    "v: corrections",  # FIX_H
    "back: game menu",  # MENU_H
    "hold ok: cards",  # CARDS_H
    "hold back: undo",  # UNDO_H
    "ok: results",  # RESULTS_H
    "back: close card",  # CLOSE_CARD
    "hold ok: browse",  # BROWSE
    "^v: other cards",  # OTHER_CARDS
    "back: close",  # CLOSE
    "Game over",  # GAME_OVER
    ("Card reference", "Setup", "Results", "Undo last", "Settings", "New game"),  # MENU
    "New game?",  # NEW_Q
    "No, play on",  # PLAY_ON
    "Fix %s",  # FIX
    "%s laddies home",  # FIX_Q
    "Turn back",  # TURN_BACK
    "%s: %d home",  # FIX_LINE
    "Corrections",  # CORRECTIONS
    "Round %d: %s",  # ROUND
    "R%d: %s for %s",  # ROUND_FOR
    "%s FOR %s",  # FOR
    "%s WINS",  # WINS
    "%s WIN",  # WIN
    "Game over R%d",  # OVER_R
    "all %d home",  # ALL_HOME
    "Not Stramash",  # NOT_ST
    ("Tap a Stramash", "playing card."),  # TAP
    "NFC is off!",  # NFC_OFF
    "No NFC reader!",  # NO_NFC
    "%d players",  # PLAYERS
    "%d players, pairs",  # PLAYERS_PAIRS
    "Board: %d Mashies",  # BOARD
    ("Shuffle %d decks", "with the jokers,", "deal %d each."),  # SHUFFLE
    "Pairs: %s",  # PAIRS
    "%s starts.",  # STARTS
    "ok: to the race",  # TO_RACE
    "Laddies home",  # LADDIES_HOME
    "%d %s %d home",  # RES_LINE
    "any key: return",  # ANY_KEY
    "%dp - %d decks",  # DECKS
    "Play in pairs?",  # PAIRS_Q
    ("No, singles", "Yes, in pairs"),  # PAIRS_A
    ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven"),  # RANKS_LOW
    ("Eight", "Nine", "Ten", "Jack", "Queen", "King", "Joker"),  # RANKS_HIGH
    ("Move %d forward", "Move %d forward"),  # MOVE
    ("or leave the", "dock for the", "start space"),  # LEAVE
    ("or split it", "between two", "laddies in play:", "2+5, 6+1, 4+3"),  # SPLIT
    ("Move 8 backwards", "only; never back", "into the castle"),  # BACK8
    ("Bonnie Fechter:", "take the place", "of any opponent", "in play: to dock"),  # JOKER
    "(castle is safe)",  # SAFE
)
