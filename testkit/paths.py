"""Where the repository's modules are found, on both runtimes: one list.

Modules import each other by their bare names (``import fakes``,
``import vclock``, ``from companion import games``) from these folders,
the roots; no module edits ``sys.path``.

- CPython: ``make venv`` runs this file, which writes a ``.pth`` into the
  venv's site-packages naming the roots (absolute): ``.venv/bin/python
  tools/x.py`` and pytest find every module with no PYTHONPATH.
- The MicroPython unix port: ``MICROPYPATH`` is ``MPPATH`` (the Makefile's
  MPPATH says the same; ``test_host_package`` checks it), or for a run of
  compiled modules ``micropath(DIR)``.

    python testkit/paths.py [FILE]   write the .pth (default: into the
                                     running interpreter's site-packages)
"""

import os
import sys

# The roots, from the repository's top: the firmware, the kit of fakes and
# models that tests, simulator and benches share, the tests' own helpers,
# the simulator, the benches, the host tools.
ROOTS = ("firmware", "testkit", "host_tests", "tools/sim", "tools/bench", "tools")
# CPython only: the card-sheet tools (cards, card_sheet, card_writer), which
# the unix port never runs.
HOST_ROOTS = ROOTS + ("tools/cards",)
# The unix port: the roots it runs from, then the modules frozen into the
# port (asyncio).
FROZEN = ".frozen"
MP_ROOTS = ("firmware", "testkit", "host_tests", "tools/sim", "tools/bench")
MPPATH = ":".join(MP_ROOTS + (FROZEN,))

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PTH = "boardgame-companion.pth"


def micropath(*dirs, base=REPO):
    """A MICROPYPATH: ``dirs`` (default: MP_ROOTS under ``base``, the
    repository), absolute, then the frozen modules."""
    if not dirs:
        dirs = tuple(os.path.join(base, d) for d in MP_ROOTS)
    return ":".join([os.path.abspath(str(d)) for d in dirs] + [FROZEN])


def pth_text(base=REPO):
    """The .pth: HOST_ROOTS under ``base``, one absolute path a line."""
    return "".join(os.path.join(base, d) + "\n" for d in HOST_ROOTS)


def main(argv):
    if len(argv) > 1:
        path = argv[1]
    else:
        import sysconfig

        path = os.path.join(sysconfig.get_paths()["purelib"], PTH)
    with open(path, "w") as f:
        f.write(pth_text())
    print("paths: %s" % path)


if __name__ == "__main__":
    main(sys.argv)
