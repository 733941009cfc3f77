"""Helpers shared by the tests on both runtimes (CPython/pytest and the
MicroPython unix port, see ``mp_runner.py``). No pytest import at module level:
MicroPython has no pytest."""

import sys

from companion.games import GAMES

MICROPYTHON = sys.implementation.name == "micropython"

# The game menu with no saved game: a line per row of companion.games.GAMES,
# then the device's own two
GAME_MENU = [row[0] for row in GAMES] + ["History", "Settings", "Cards"]


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


def labels(dev):
    """The entry labels of the menu on top of ``dev`` (a
    ``companion.ui.widgets.Menu``); AssertionError if the top is no menu."""
    entries = getattr(dev.stack[-1], "entries", None)
    if entries is None:
        raise AssertionError("no menu on top: %s" % type(dev.stack[-1]).__name__)
    return [e[0] for e in entries]


def choose(dev, label, now=0):
    """Pick ``label`` on the menu on top of ``dev`` as a player does: ``down``
    until its entry is selected, then ``ok`` (``dev.press``, the device's
    public API). AssertionError, with the labels there, if the menu has no
    entry ``label`` (exactly)."""
    names = labels(dev)
    if label not in names:
        raise AssertionError("no %r on %r: %r" % (label, dev.stack[-1].heading, names))
    menu = dev.stack[-1]
    for _ in names:
        if menu.entries[menu.pos][0] == label:
            break
        dev.press("down", "short", now)
    else:
        raise AssertionError("%r never selected on %r" % (label, menu.heading))
    dev.press("ok", "short", now)


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
    from companion import games

    games.unload(
        [n for n in sys.modules if n.startswith("companion.") and n not in snapshot], False
    )


def fresh_dir(path):
    """``path`` (e.g. build/test-x) made if missing and emptied of its
    files and of the folders in it (a saved game set aside: ``old1/``),
    for a test's flash directory on either runtime."""
    import os

    for d in ("build", path):
        try:
            os.mkdir(d)
        except OSError:
            pass  # there already
    for name in os.listdir(path):
        p = path + "/" + name
        if os.stat(p)[0] & 0x4000:  # S_IFDIR
            fresh_dir(p)
            os.rmdir(p)
        else:
            os.remove(p)
    return path


def script_presses(path, dev=None):
    """The presses of a simulator script (tools/sim/scripts/,
    docs/simulator.md "Script mode"), in order, one at a time:
    ``(button, kind)`` per ``press``/``hold`` line (and its count), and for
    a ``pick LABEL`` line the presses that pick it on the menu on top of
    ``dev`` when the line is reached (the caller presses each before asking
    for the next: ``menu_pick``, as the simulator does); every other line
    (waits, shots, cards) left out."""
    from menu_pick import steps

    with open(path) as f:
        for line in f:
            words = line.split("#")[0].split()
            if words and words[0] in ("press", "hold"):
                kind = "short" if words[0] == "press" else "long"
                for _ in range(int(words[2]) if len(words) > 2 else 1):
                    yield (words[1], kind)
            elif words and words[0] == "pick":
                menu = dev.stack[-1]
                button, n = steps(menu.entries, menu.pos, " ".join(words[1:]))
                for _ in range(n):
                    yield (button, "short")
                yield ("ok", "short")
