"""Pico entry point. Hold ``back`` while powering on to skip the app (so
mpremote can always get in); see README "On the Pico"."""

import board_pico

board = board_pico.Board()
if board.escape_hatch():
    print("sys escape hatch: back held at boot, app not started")
else:
    from companion import runner

    runner.run(board)
