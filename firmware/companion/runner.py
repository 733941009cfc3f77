"""The entry point: the first frame, then the loop (``companion.loop``).

``run(board)`` builds the device (the game menu, or the saved game's prompt)
and puts its frame on the glass before asyncio and the loop's modules are
even imported (each module costs the Pico about 10 ms of flash lookups and
loading), then runs ``loop.main``. The board (``board_pico.Board`` or the
simulator's) keeps the Board contract, written in ``board_pico.Board``'s
docstring.

Errors: an exception that escapes the UI loop or any background task is
logged with its traceback, shown on the screen (``view.crash``) and raised
from ``run``; ``board_pico.start`` then restarts the Pico (or, in development mode,
leaves it at the REPL).
"""

import gc
import sys

from companion import const, games, lang
from companion.device import Device
from companion.ui import render, view

_NAMED_MS = const(10000)  # what up held at power-on changed: on the hint line this long
_U_I2C = const(24)  # "I2C bus %dkHz": an entry of the "ui" table (companion.lang)


def print_exception(exc, out=None):
    """The traceback on the serial log, or on ``out`` (a stream; the tests
    keep it), with MicroPython's ``sys.print_exception``, ``traceback`` on
    CPython."""
    if out is None:
        out = sys.stdout
    pe = getattr(sys, "print_exception", None)
    if pe is not None:
        pe(exc, out)
    else:
        import traceback

        traceback.print_exception(type(exc), exc, exc.__traceback__, file=out)


def report_crash(board, exc, trace=None):
    """Log ``exc`` with its traceback (on ``trace``, a stream, or the serial
    log) and show it on the screen. Never raises: the display may be what
    failed."""
    board.buzzer.off()
    board.log("crash %s: %s" % (type(exc).__name__, exc))
    print_exception(exc, trace)
    try:
        render.draw(board.fb, view.crash(exc, not board.dev_mode))
        if board.display is not None:
            board.display.show()
    except Exception as e:
        board.log("crash screen: %r" % (e,))


def first(board):
    """The device on ``board`` (the game menu, or the saved game's prompt),
    its first frame already on the glass."""
    dev = Device(
        board.rng,
        board.log,
        board.ticks_ms(),
        board.data_dir,
        board.settings,
    )
    from companion import settings

    if settings.fresh:  # the flash held no settings: a first boot asks the language first
        from companion.ui.lang_ui import ask

        ask(dev)
    render.draw(board.fb, dev.view())  # the loop draws it again: no bytes sent
    if board.display is not None:
        try:
            board.display.show()
        except OSError:
            pass  # the loop's Glass logs it and tries again
    note = board.boot_setting
    if note is not None:  # up held at power-on: the bus back to 400 kHz, or the next controller
        key, value = note
        dev.settings[key] = value
        dev.log("sys setting %s=%s by up held at power-on" % (key, value))
        from companion.ui.settings_ui import setting_changed

        setting_changed(dev, key, value)  # saved after the first frame, and named
        if key == "i2c_khz":  # in use already (the board opened the bus at it): named
            dev.toast(lang.text("ui", _U_I2C) % value, _NAMED_MS)
    elif not settings.fresh:
        # The settings module served the boot: it leaves the heap (2.5 KB of
        # the Pico's in every game); the settings screen loads it again.
        # (Not while the first boot's question or a setting changed at
        # power-on holds it: a second copy would come with the next import.)
        games.unload(("companion.settings",), False)
    return dev


def run(board, trace):
    """Entry point: the device's first frame on the glass (``first``), then
    ``loop.main``; always silence the buzzer. ``trace``: where a crash's
    traceback goes (a stream; None: the serial log, stdout; no default,
    which would cost the Pico's heap a few bytes at boot).

    The first frame comes before asyncio and the loop's modules are
    imported: the game menu is up about 0.2 s after reset. An uncaught
    ``Exception`` is reported (``report_crash``) and raised again;
    KeyboardInterrupt (Ctrl-C, mpremote) passes straight through.
    """
    dev = None
    try:
        dev = first(board)
        gc.collect()  # the loop's code then takes a clean heap's holes (a saved game was parsed)
        import asyncio

        from companion.loop import main

        asyncio.run(main(board, dev))
    except Exception as e:
        if dev is not None:
            dev.flush_log()  # what led to it first
        report_crash(board, e, trace)
        raise
    finally:
        board.buzzer.off()
        import asyncio

        asyncio.new_event_loop()
