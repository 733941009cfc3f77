"""Helpers shared by the tests on both runtimes (CPython/pytest and the
MicroPython unix port, see ``mp_runner.py``). No pytest import at module level:
MicroPython has no pytest."""

import sys

MICROPYTHON = sys.implementation.name == "micropython"

# The game menu, top to bottom (companion.device.Device.games_menu).
GAME_MENU = [
    "Hamsterdam",
    "Sombreros",
    "Clocktowers",
    "Hamsterrolle",
    "Stramash",
    "Settings",
    "Cards",
]


class SkipTest(Exception):
    pass


def skip(reason):
    """Skip the current test, by name, on either runtime."""
    if not MICROPYTHON:
        import pytest

        pytest.skip(reason)
    raise SkipTest(reason)


def raises(exc_type, fn, *args, **kwargs):
    """Call ``fn`` and return the exception it raised; fail if it did not
    raise ``exc_type``."""
    try:
        fn(*args, **kwargs)
    except exc_type as e:
        return e
    raise AssertionError("%s not raised" % exc_type.__name__)


def check(cond, msg="check failed"):
    """An ``assert`` that does not vanish under ``-O``."""
    if not cond:
        raise AssertionError(msg)


def modules_snapshot():
    """The loaded modules now, for :func:`restore_modules`."""
    return dict(sys.modules)


def restore_modules(snapshot):
    """Put back every module of ``snapshot`` that the test dropped (the device
    drops a game's modules and the card reader's stack when a game ends; the
    next import makes new classes). So each test file keeps seeing the classes
    it imported, whatever the tests before it did."""
    for name, mod in snapshot.items():
        if sys.modules.get(name) is not mod:
            sys.modules[name] = mod
            pkg, _, attr = name.rpartition(".")
            parent = snapshot.get(pkg)
            if parent is not None:
                setattr(parent, attr, mod)
    # A firmware module first imported during the test may hold the copies of
    # others that the test's imports made: it goes, to be imported again
    # over the modules put back.
    for name in [n for n in sys.modules if n.startswith("companion.") and n not in snapshot]:
        del sys.modules[name]
        pkg, _, attr = name.rpartition(".")
        parent = snapshot.get(pkg)
        if parent is not None and getattr(parent, attr, None) is not None:
            delattr(parent, attr)


def fresh_dir(path):
    """``path`` (e.g. build/test-x) made if missing and emptied of its
    files, for a test's flash directory on either runtime."""
    import os

    for d in ("build", path):
        try:
            os.mkdir(d)
        except OSError:
            pass  # there already
    for name in os.listdir(path):
        os.remove(path + "/" + name)
    return path
