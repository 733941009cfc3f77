"""Helpers shared by the tests on both runtimes (CPython/pytest and the
MicroPython unix port, see ``mp_runner.py``). No pytest import at module level:
MicroPython has no pytest."""

import sys

MICROPYTHON = sys.implementation.name == "micropython"


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
