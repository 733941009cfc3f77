"""Runs the host tests on the MicroPython unix port.

Usage (from the repository root; ``make test`` does this)::

    MICROPYPATH=firmware:testkit:host_tests:tools/sim:tools/bench:.frozen \
        micropython host_tests/mp_runner.py [NAME ...]

(the Makefile's MPPATH, ``testkit/paths.py`` MPPATH).

Every ``test_*.py`` in host_tests/ is imported and each module-level function
named ``test_*`` is called with no arguments. Files named ``test_host_*.py``
need CPython (pytest fixtures, Pillow, subprocesses) and are skipped by name.
A test may call ``support.skip(reason)``. The closing line is
``mp: N passed, N failed, N skipped`` and the exit status is 1 on any failure.
"""

import os
import sys

from support import SkipTest, modules_snapshot, restore_modules

HERE = "host_tests"


def _files(names):
    files = sorted(f for f in os.listdir(HERE) if f.startswith("test_") and f.endswith(".py"))
    if names:
        files = [f for f in files if any(n in f for n in names)]
    return files


def main():
    passed = failed = skipped = 0
    for fname in _files(sys.argv[1:]):
        modname = fname[:-3]
        if modname.startswith("test_host_"):
            print("skip %s (needs CPython)" % modname)
            skipped += 1
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
            snap = modules_snapshot()
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
            restore_modules(snap)
    print("mp: %d passed, %d failed, %d skipped" % (passed, failed, skipped))
    sys.exit(1 if failed or not passed else 0)


main()
