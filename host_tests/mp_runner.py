"""Runs the host tests on the MicroPython unix port.

Usage (from the repository root; ``make test`` does this, ``make check``
with ``--fast``)::

    MICROPYPATH=firmware:testkit:host_tests:tools/sim:tools/bench:.frozen \\
        micropython host_tests/mp_runner.py [--fast] [--times] [NAME ...]

(the Makefile's MPPATH, ``testkit/paths.py`` MPPATH).

Every ``test_*.py`` in host_tests/ whose name contains one of the NAMEs (all
without) is imported and each module-level function named ``test_*`` is
called with no arguments. ``tiers.py`` is the table of what is left out:
a file in its ``UNIX_PORT_SKIP`` (the ``test_host_*`` files: CPython only)
is skipped with the reason printed, and one named ``test_host_*`` that has
no reason there fails; with ``--fast`` the tests in its ``SLOW`` are
skipped too (``make check``'s tier). ``--times`` prints each test's time,
the slowest last. A test may call ``support.skip(reason)``. The closing
line is ``mp: N passed, N failed, N skipped`` and the exit status is 1 on
any failure.
"""

import os
import sys
import time

import tiers

from support import SkipTest, modules_snapshot, restore_modules

HERE = "host_tests"


def _files(names):
    files = sorted(f for f in os.listdir(HERE) if f.startswith("test_") and f.endswith(".py"))
    if names:
        files = [f for f in files if any(n in f for n in names)]
    return files


def _ms(t0):
    return time.ticks_diff(time.ticks_ms(), t0)  # type: ignore[attr-defined]


def main():
    args = sys.argv[1:]
    fast = "--fast" in args
    timed = "--times" in args
    names = [a for a in args if not a.startswith("--")]
    passed = failed = skipped = slow = 0
    times = []
    for fname in _files(names):
        modname = fname[:-3]
        why = tiers.UNIX_PORT_SKIP.get(modname)
        if why is not None:
            print("skip %s (CPython only: %s)" % (modname, why))
            skipped += 1
            continue
        if modname.startswith("test_host_"):
            print("FAIL %s (CPython only, but no reason in host_tests/tiers.py)" % modname)
            failed += 1
            continue
        try:
            mod = __import__(modname)
        except Exception as e:  # an import error fails the whole file
            print("FAIL %s (import)" % modname)
            sys.print_exception(e)  # type: ignore[attr-defined]
            failed += 1
            continue
        names = sorted(n for n in dir(mod) if n.startswith("test_"))
        for name in names:
            fn = getattr(mod, name)
            if not callable(fn):
                continue
            if fast and tiers.slow(modname, name):
                slow += 1
                continue
            snap = modules_snapshot()
            t0 = time.ticks_ms()  # type: ignore[attr-defined]
            try:
                fn()
                passed += 1
            except SkipTest as e:
                print("skip %s.%s: %s" % (modname, name, e))
                skipped += 1
            except Exception as e:
                print("FAIL %s.%s" % (modname, name))
                sys.print_exception(e)  # type: ignore[attr-defined]
                failed += 1
            if timed:  # only then: the names would crowd the heap of the suite
                times.append((_ms(t0), modname + "." + name))
            restore_modules(snap)
    if timed:
        times.sort()
        for ms, name in times[-40:]:
            print("%8d ms  %s" % (ms, name))
        print("%8d ms  in all" % sum(t for t, _ in times))
    if slow:
        print("skip %d slow tests (--fast: tiers.SLOW)" % slow)
    print("mp: %d passed, %d failed, %d skipped" % (passed, failed, skipped + slow))
    sys.exit(1 if failed or not passed else 0)


main()
