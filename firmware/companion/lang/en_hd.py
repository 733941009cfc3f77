# The hd screens' texts in English (companion.lang; area "hd").
# One entry a line, its key's name after it (docs/languages.md).
S = (
    (),  # WHY
    "34 tokens in box",  # BOX_WARN
    "^ player v flood",  # H_FLOOD
    "hold v: to pile",  # H_PILE
    "cells: dam/pile",  # H_CELLS
    "hold ok: special",  # H_SPECIAL
    "hold back: undo",  # H_UNDO
    "ok: all moved",  # H_MOVED
    "v: token off",  # H_OFF
    "^ player",  # H_PLAYER
    "ok: next round",  # H_NEXT
    "ok: end game?",  # H_END
    "v flood ^ player",  # H_FLOOD_P
    "^v choose ok set",  # H_CHOOSE
    "back: step back",  # H_STEP
    "ok: results",  # H_RESULTS
    "back: menu",  # H_MENU
    "ok roll",  # OK_ROLL
    "ok: to movement",  # OK_MOVE
    "ok roll v flood",  # OK_FLOOD
    "Same roll",  # SAME
    "End the game?",  # END_Q
    "No, more floods",  # MORE
    "Yes, end it",  # END_IT
    "Choose with ^ v",  # CHOOSE
    "Step back?",  # STEP_Q
    "No, answer it",  # ANSWER
    "Yes, undo last",  # UNDO_IT
    "Histogram",  # HISTOGRAM
    "Results",  # RESULTS
    "Undo last",  # UNDO
    "Settings",  # SETTINGS
    "New game",  # NEW
    "Specials",  # SPECIALS
    "Spinster",  # SPINSTER
    "Gangster+1 %s",  # GANG_UP
    "Gangster-1 %s",  # GANG_DOWN
    "Whack-a-Mole %s",  # MOLE
    "Token off %s",  # OFF
    "Flood dam %s",  # DAM
    "Flood pile %s",  # PILE
    "Keep new %d+%d",  # KEEP_NEW
    "Keep old %d+%d",  # KEEP_OLD
    "Die %d face",  # FACE
    "Die %d (%d)",  # DIE
    "Mole at %d",  # MOLE_AT
    "Bomb %s",  # BOMB
    "Onto dam card",  # ONTO
    "Card had token",  # HAD
    "Target %s",  # TARGET
    "R%d T%d/12 %d/%d",  # STATUS
    "Last roll %d/%d",  # LAST
    "END",  # END
    "ok: done",  # DONE
    "to roll",  # TO_ROLL
    "MOVE round %d",  # MOVE
    "hamster onto",  # ONTO1
    "a token: v",  # ONTO2
    "REDEPLOY R%d",  # REDEPLOY
    "clear a token:",  # CLEAR1
    "v (hamster out)",  # CLEAR2
    "%s flip %d of %d",  # FLIP_OF
    "NUMBER?",  # NUMBER
    "card flipped",  # FLIPPED
    "TOKENS?",  # TOKENS
    "card %d, dam %d",  # CARD_DAM
    "%s BREACH pile %d",  # BREACH
    "%s flipped %d",  # FLIPPED_N
    "on it (dam %d)",  # ON_IT
    "TIE at %d",  # TIE
    "%s LEFT?",  # LEFT
    "hamsters+special",  # HS
    "most hamsters",  # MOST
    "fewest dam+pile",  # FEWEST
    "%s WINS",  # WINS
    "%s+%s WIN",  # WIN2
    "tied on hamsters",  # TIED
    "share the win",  # SHARE
    "ALL 4 WIN",  # ALL4
    "Results dam+pile",  # RES_TITLE
    "ok: back",  # BACK
    "Rolls: %d",  # ROLLS
    "sums  ok: back",  # SUMS
    "New game?",  # NEW_Q
    "No, stay",  # STAY
    "Yes, new game",  # NEW_YES
    "End this game?",  # END_THIS
    "No, go on",  # GO_ON
    "%d players",  # PLAYERS
    "Standard",  # STANDARD
    "Classic",  # CLASSIC
    "dam breaches: on",  # BREACHES_ON
    "no dam breaches",  # NO_BREACHES
)
