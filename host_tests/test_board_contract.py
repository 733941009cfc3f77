"""The Board contract, written once in ``board_pico.Board``'s docstring (a
bullet a name; ``name(...)``: a call), kept in full by every board: the
Pico's over the fake ``machine``, the simulator's ``SimBoard`` and each fake
board of the tests. The shell never asks a board whether it has something,
so a board missing a name would fail only on the path that uses it."""

import os
import sys

# The modules whose boards are checked, imported here, not in a test: the
# unix port's runner unloads the firmware modules a test first imported,
# and these would keep their classes
import test_runner
import test_runner_idle
from test_board_pico import boot

from support import MICROPYTHON, check, skip

# name, 1: a call (each a bullet of the docstring, in its order)
CONTRACT = (
    ("fb", 0),
    ("display", 0),
    ("probe", 1),
    ("use_display", 1),
    ("boot_setting", 0),
    ("buttons", 0),
    ("edges", 0),
    ("buzzer", 0),
    ("led", 0),
    ("rng", 0),
    ("ticks_ms", 1),
    ("sleep_ms", 1),
    ("wait_ms", 1),
    ("wake", 1),
    ("data_dir", 0),
    ("settings", 0),
    ("dev_mode", 0),
    ("nfc", 1),
    ("battery", 1),
    ("lightsleep", 1),
    ("log", 1),
    ("escape_hatch", 1),
    ("start_watchdog", 1),
    ("stop_watchdog", 1),
    ("restart_after_crash", 1),
)

# Classes named like a board that are not one, and why
NOT_BOARDS = (
    ("test_glitch", "Board"),  # loop.Keys' input: buttons and edges only
    ("test_debounce", "Board"),  # loop.Keys' input: buttons and edges only
    ("test_host_flash", "Board"),  # a fake Pico on a serial line, for make flash
    ("fakeboard", "FakeBoard"),  # the same fake Pico (tools/fakeboard.py)
    ("test_host_history_tool", "FakeBoard"),  # a Pico's files for tools/history.py's reader
)
# The fake boards the tests run the loop on (module, class, arguments)
FAKES = (
    (test_runner, "FakeBoard", ()),
    (test_runner_idle, "BatteryBoard", (21845,)),
)
SOURCES = ("host_tests", "testkit", "tools/sim")


def documented():
    """``(name, call)`` of each bullet of ``Board``'s docstring, read from
    the source (the unix port keeps no docstrings)."""
    with open("firmware/board_pico.py") as f:
        text = f.read()
    start = text.index("class Board:")
    doc = text[start : text.index('"""', text.index('"""', start) + 3)]
    out = []
    for line in doc.split("\n"):
        line = line.strip()
        if line.startswith("- ``"):
            name = line[4 : line.index("``", 4)]
            call = name.endswith(")")
            out.append((name[: name.index("(")] if call else name, 1 if call else 0))
    return tuple(out)


def missing(board):
    """The contract's names ``board`` lacks (or has but cannot call)."""
    out = []
    for name, call in CONTRACT:
        if not hasattr(board, name) or (call and not callable(getattr(board, name))):
            out.append(name)
    return out


def test_the_docstring_and_the_list_name_the_same_contract():
    assert documented() == CONTRACT


def test_the_pico_board_keeps_the_contract():
    _, board, _ = boot()
    assert missing(board) == []
    _, board, _ = boot(devices=())  # no display answers: still every name
    assert board.display is None and missing(board) == []


def test_the_simulators_board_keeps_the_contract():
    if not MICROPYTHON:
        skip("sim_board runs on the unix port only (framebuf, gc.mem_free)")
    had = "sim_board" in sys.modules
    try:
        from sim_board import SimBoard

        assert missing(SimBoard(data_dir="build/test-board-contract")) == []
    finally:
        if not had:  # imported again by the tests that use it, over their modules
            sys.modules.pop("sim_board", None)


def test_every_fake_board_keeps_the_contract():
    for mod, cls, args in FAKES:
        board = getattr(mod, cls)(*args)
        check(missing(board) == [], "%s.%s lacks %s" % (mod.__name__, cls, missing(board)))


def _board_classes():
    """``(module, class)`` of every class named ``...Board`` in the tests,
    the test kit and the simulator."""
    out = []
    for folder in SOURCES:
        try:
            files = sorted(os.listdir(folder))
        except OSError:
            continue  # no such folder (yet)
        for fname in files:
            if not fname.endswith(".py"):
                continue
            with open(folder + "/" + fname) as f:
                for line in f:
                    if not line.startswith("class "):
                        continue
                    name = line[6:].split("(")[0].split(":")[0].strip()
                    if "Board" in name:
                        out.append((fname[:-3], name))
    return out


def test_every_board_class_is_checked_or_says_why_not():
    known = tuple((f[0].__name__, f[1]) for f in FAKES) + NOT_BOARDS + (("sim_board", "SimBoard"),)
    found = _board_classes()
    assert ("test_runner", "FakeBoard") in found
    for entry in found:
        check(entry in known, "%s.%s: a board? add it to FAKES or NOT_BOARDS" % entry)
