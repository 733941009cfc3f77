"""Pico entry point. Hold ``back`` while powering on to skip the app (so
mpremote can always get in); see README "On the Pico".

An uncaught error is logged and shown by ``runner.run``; then the Pico
restarts (``Board.restart_after_crash``), or stays at the REPL in development
mode (GP22 jumper). Ctrl-C (a person or mpremote taking over) stops the
watchdog, so the board is not reset under the REPL. No file in /data can
stop the boot: settings that cannot be loaded are the defaults.
"""

try:
    import micropython

    # Room for an exception raised in an interrupt handler (the heap is
    # locked there), so it prints with its message rather than without.
    micropython.alloc_emergency_exception_buf(100)
except (ImportError, AttributeError):  # CPython, or a port without it
    pass

import board_pico  # the built-ins, then the board (see there)

from companion import settings

# The display's I2C speed and contrast are settings (companion.settings);
# the bus is set up once, here.
try:
    _s = settings.load(board_pico.DATA_DIR, print)
except Exception as e:  # load never raises by design; a boot is never lost to a file
    print("sys settings unreadable: %r" % (e,))
    _s = dict(settings.DEFAULTS)
del settings  # the runner unloads it after the first frame
board = board_pico.Board(_s["i2c_khz"] * 1000, _s["contrast"], _s["display"])
board.settings = _s  # the device takes them from here: read once
if board.escape_hatch():
    print("sys escape hatch: back held at boot, app not started")
else:
    try:
        from companion import runner

        runner.run(board, None)  # tracebacks on the serial log
    except KeyboardInterrupt:
        board.stop_watchdog()
        print("sys stopped by Ctrl-C: REPL")
    except Exception as e:  # report_crash has logged and shown it
        print("sys crash: %r" % (e,))
        board.restart_after_crash()
