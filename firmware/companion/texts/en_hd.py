# The hd screens' texts in English (companion.lang; area "hd").
# One entry a line, its key's name after it (docs/languages.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "\n"  # WHY
    "34 tokens in box\n"  # BOX_WARN
    "^ player v flood\n"  # H_FLOOD
    "hold v: to pile\n"  # H_PILE
    "cells: dam/pile\n"  # H_CELLS
    "hold ok: special\n"  # H_SPECIAL
    "hold back: undo\n"  # H_UNDO
    "ok: all moved\n"  # H_MOVED
    "v: token off\n"  # H_OFF
    "^ player\n"  # H_PLAYER
    "ok: next round\n"  # H_NEXT
    "ok: end game?\n"  # H_END
    "v flood ^ player\n"  # H_FLOOD_P
    "^v choose ok set\n"  # H_CHOOSE
    "back: step back\n"  # H_STEP
    "ok: results\n"  # H_RESULTS
    "back: menu\n"  # H_MENU
    "ok roll\n"  # OK_ROLL
    "ok: to movement\n"  # OK_MOVE
    "ok roll v flood\n"  # OK_FLOOD
    "Same roll\n"  # SAME
    "End the game?\n"  # END_Q
    "No, more floods\n"  # MORE
    "Yes, end it\n"  # END_IT
    "Choose with ^ v\n"  # CHOOSE
    "Step back?\n"  # STEP_Q
    "No, answer it\n"  # ANSWER
    "Yes, undo last\n"  # UNDO_IT
    "Histogram\n"  # HISTOGRAM
    "Results\n"  # RESULTS
    "Undo last\n"  # UNDO
    "Settings\n"  # SETTINGS
    "New game\n"  # NEW
    "Specials\n"  # SPECIALS
    "Spinster\n"  # SPINSTER
    "Gangster+1 %s\n"  # GANG_UP
    "Gangster-1 %s\n"  # GANG_DOWN
    "Whack-a-Mole %s\n"  # MOLE
    "Token off %s\n"  # OFF
    "Flood dam %s\n"  # DAM
    "Flood pile %s\n"  # PILE
    "Keep new %d+%d\n"  # KEEP_NEW
    "Keep old %d+%d\n"  # KEEP_OLD
    "Die %d face\n"  # FACE
    "Die %d (%d)\n"  # DIE
    "Mole at %d\n"  # MOLE_AT
    "Bomb %s\n"  # BOMB
    "Onto dam card\n"  # ONTO
    "Card had token\n"  # HAD
    "Target %s\n"  # TARGET
    "R%d T%d/12 %d/%d\n"  # STATUS
    "Last roll %d/%d\n"  # LAST
    "END\n"  # END
    "ok: done\n"  # DONE
    "to roll\n"  # TO_ROLL
    "MOVE round %d\n"  # MOVE
    "hamster onto\n"  # ONTO1
    "a token: v\n"  # ONTO2
    "REDEPLOY R%d\n"  # REDEPLOY
    "clear a token:\n"  # CLEAR1
    "v (hamster out)\n"  # CLEAR2
    "%s flip %d of %d\n"  # FLIP_OF
    "NUMBER?\n"  # NUMBER
    "card flipped\n"  # FLIPPED
    "TOKENS?\n"  # TOKENS
    "card %d, dam %d\n"  # CARD_DAM
    "%s BREACH pile %d\n"  # BREACH
    "%s flipped %d\n"  # FLIPPED_N
    "on it (dam %d)\n"  # ON_IT
    "TIE at %d\n"  # TIE
    "%s LEFT?\n"  # LEFT
    "hamsters+special\n"  # HS
    "most hamsters\n"  # MOST
    "fewest dam+pile\n"  # FEWEST
    "%s WINS\n"  # WINS
    "%s+%s WIN\n"  # WIN2
    "tied on hamsters\n"  # TIED
    "share the win\n"  # SHARE
    "ALL 4 WIN\n"  # ALL4
    "Results dam+pile\n"  # RES_TITLE
    "ok: back\n"  # BACK
    "Rolls: %d\n"  # ROLLS
    "sums  ok: back\n"  # SUMS
    "New game?\n"  # NEW_Q
    "No, stay\n"  # STAY
    "Yes, new game\n"  # NEW_YES
    "End this game?\n"  # END_THIS
    "No, go on\n"  # GO_ON
    "%d players\n"  # PLAYERS
    "Standard\n"  # STANDARD
    "Classic\n"  # CLASSIC
    "dam breaches: on\n"  # BREACHES_ON
    "no dam breaches\n"  # NO_BREACHES
)
# fmt: on
