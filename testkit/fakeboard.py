#!/usr/bin/env python3
"""A fake Raspberry Pi Pico on a pseudo-terminal, so ``tools/flash.py`` and
mpremote can be tested without hardware.

    python testkit/fakeboard.py --flash DIR [--mpy N] [--version 1.28.0]
                              [--machine TEXT] [--no-raw-paste] [--verbose]

The first line on stdout is the pty to connect to (``/dev/pts/N``):
``mpremote connect /dev/pts/N ...``. Later stdout lines are events a test can
check: ``event soft-reset``, ``event hard-reset`` (``machine.reset()``),
``event interpreter-died``. SIGTERM or SIGINT stops the board.

The protocol is MicroPython's own (shared/runtime/pyexec.c), as far as
mpremote uses it: the friendly REPL (one-line statements), Ctrl-A raw REPL
("raw REPL; CTRL-B to exit\\r\\n>", code, Ctrl-D -> "OK", stdout, 0x04,
traceback, 0x04, ">"), raw-paste mode (Ctrl-E 'A' Ctrl-A -> "R\\x01", the
window size and 0x01 per window; --no-raw-paste answers like firmware
without raw-paste mode, where the request is just code and Ctrl-A restarts
the raw REPL, and mpremote falls back to plain raw mode), Ctrl-D soft reset, Ctrl-B back to
the friendly REPL, and Ctrl-C: a SIGINT to the interpreter, so the running
code gets KeyboardInterrupt (unless it turned Ctrl-C off with
``micropython.kbd_intr(-1)``, as mpremote's mount does while moving data).
Host input that arrives while code runs is its stdin (``mpremote mount``
works); what it leaves unread goes back to the REPL, as on the board.

Code runs on the real MicroPython runtime: one MicroPython unix-port
interpreter (``micropython`` next to this Python) per boot, so the globals of
one mpremote session persist like on the board. Its VFS root ``/`` is DIR
(the Pico's flash), ``sys.path`` is the rp2 one, ``sys.implementation``
reports the rp2 values (MicroPython 1.28 on an RP2040 unless told otherwise)
and ``machine.reset()`` reboots the fake: a new interpreter, the files stay.

Not emulated: ``boot.py``/``main.py`` do not run at boot; no ``machine.Pin``
and friends; output is not turned into CRLF (except in the friendly REPL);
raw-paste input is not really flow-controlled (the fake reads at once).
"""

import argparse
import os
import pathlib
import pty
import select
import signal
import subprocess
import sys
import time
import tty

MICROPYTHON = str(pathlib.Path(sys.executable).parent / "micropython")
# sys.implementation._mpy of MicroPython 1.28 on the RP2040: .mpy v6.3, native
# arch armv6m (4): 6 | (3 | 4 << 2) << 8 (py/persistentcode.h).
RP2040_MPY = 0x1306
RAW_BANNER = b"raw REPL; CTRL-B to exit\r\n"
PASTE_WINDOW = 128  # pyexec.c: half of MICROPY_REPL_STDIN_BUFFER_MAX (256)
OUT_LIMIT = 1 << 20  # bytes queued for a host that does not read: dropped beyond this

# The interpreter side. Requests arrive on fd REQ as b"KIND LEN\n" + LEN bytes
# (KIND: exec, single, boot); each gets one reply on fd REP:
# b"STATUS NERR NLEFT\n" + NERR bytes of traceback + NLEFT bytes of stdin the
# code did not read (STATUS: ok, err, soft, hard), after any number of
# b"kbd C\n" records (micropython.kbd_intr(C) calls). Snippet output goes to
# stdout, so the host sees it while the code runs.
HELPER = r"""
import io, os, select, sys, vfs, machine, micropython

_CFG = %(cfg)r
_req = open(_CFG["req"], "rb")
_rep = open(_CFG["rep"], "wb")
_sys = sys
_stdin = sys.stdin.buffer
_poll = select.poll()
_poll.register(_stdin, select.POLLIN)


class _SoftReset(BaseException):
    pass


class _HardReset(BaseException):
    pass


class _Proxy:
    # A module stand-in: the given attributes, everything else from the real one.
    def __init__(self, real, attrs):
        self._real = real
        for k in attrs:
            setattr(self, k, attrs[k])

    def __getattr__(self, name):
        return getattr(self._real, name)


class _Impl(_Proxy):
    def __repr__(self):
        return "(name='micropython', version=%%r, _machine=%%r, _mpy=%%d)" %% (
            self.version, self._machine, self._mpy)


def _reset():
    raise _HardReset()


def _soft_reset():
    raise _SoftReset()


_ver = _CFG["version"]
_banner_ver = "MicroPython v%%d.%%d.%%d" %% _ver[:3]
_impl = _Impl(sys.implementation, {
    "version": _ver, "_machine": _CFG["machine"], "_mpy": _CFG["mpy"],
})
sys.modules["sys"] = _Proxy(sys, {
    "implementation": _impl, "platform": "rp2",
    "version": "3.4.0; " + _banner_ver + " (fake board)",
})
sys.modules["machine"] = _Proxy(machine, {"reset": _reset, "soft_reset": _soft_reset})


def _kbd_intr(c):
    # Tell the host side which byte interrupts (mpremote's mount turns Ctrl-C
    # off while it moves file data). The real one is left alone: on the unix
    # port, kbd_intr(-1) would let the next SIGINT kill the interpreter.
    _rep.write(b"kbd %%d\n" %% c)


sys.modules["micropython"] = _Proxy(micropython, {"kbd_intr": _kbd_intr})

vfs.umount("/")
vfs.mount(vfs.VfsPosix(_CFG["flash"]), "/")
os.chdir("/")
sys.path[:] = ["", ".frozen", "/lib"]
_BASE = set(sys.modules)
_g = {}


def _boot():
    global _g
    _g = {"__name__": "__main__"}
    for name in list(sys.modules):
        if name not in _BASE:
            del sys.modules[name]
    for _fs, path in vfs.mount():
        if path != "/":
            vfs.umount(path)
    os.chdir("/")


def _run(src, kind):
    try:
        exec(compile(src, "<stdin>", kind), _g)
        return b"ok", b""
    except _HardReset:
        return b"hard", b""
    except (_SoftReset, SystemExit):
        return b"soft", b""
    except BaseException as e:
        buf = io.StringIO()
        _sys.print_exception(e, buf)
        # drop this loop's own frame from the traceback
        lines = [x for x in buf.getvalue().split("\n") if not x.endswith(", in _run")]
        return b"err", "\n".join(lines).encode()


def _unread():
    left = bytearray()
    one = bytearray(1)
    while _poll.poll(0):
        if not _stdin.readinto(one):
            break
        left += one
    return left


def _reply(status, err=b""):
    left = _unread()
    _rep.write(b"%%s %%d %%d\n" %% (status, len(err), len(left)) + err + left)


def _read(n):
    data = b""
    while len(data) < n:
        chunk = _req.read(n - len(data))
        if not chunk:
            raise SystemExit
        data += chunk
    return data


_boot()
_reply(b"ok")
while True:
    replied = False
    try:
        head = _req.readline()
        if not head:
            break
        kind, n = head.split()
        src = _read(int(n))
        if kind == b"boot":
            _boot()
            status, err = b"ok", b""
        else:
            status, err = _run(src, kind.decode())
        _reply(status, err)
        replied = True
    except KeyboardInterrupt:
        # a Ctrl-C that landed just after the snippet ended
        if not replied:
            _reply(b"err", b"KeyboardInterrupt: \n")
"""


class InterpreterDied(Exception):
    pass


class FakeBoard:
    def __init__(self, flash, mpy, version, machine, raw_paste=True, verbose=False):
        self.flash = str(pathlib.Path(flash).resolve())
        self.mpy = mpy
        self.version = version
        self.machine = machine
        self.raw_paste = raw_paste
        self.verbose = verbose
        self.master, self.slave = pty.openpty()
        # Raw mode at once (no echo, no CR/LF mangling); keeping the slave open
        # means the master never sees a hang-up between mpremote sessions.
        tty.setraw(self.slave)
        os.set_blocking(self.master, False)
        self.port = os.ttyname(self.slave)
        self.out = bytearray()  # to the host
        self.mode = "friendly"  # or "raw"
        self.line = bytearray()
        self.esc = False  # inside an escape sequence (friendly REPL)
        self.paste = None  # raw-paste: bytes left in the window, None when off
        self.running = None  # kind of the snippet being run: "raw" or "single"
        self.interrupted = False  # Ctrl-C sent to the running snippet
        self.kbd = 3  # the byte that interrupts the running snippet (-1: none)
        self.held = bytearray()  # host input after that Ctrl-C
        self.proc = None
        self.start_interpreter()

    # -- the interpreter ----------------------------------------------------

    def start_interpreter(self):
        req_r, self.req = os.pipe()
        self.rep, rep_w = os.pipe()
        cfg = {
            "req": req_r,
            "rep": rep_w,
            "flash": self.flash,
            "mpy": self.mpy,
            "version": self.version,
            "machine": self.machine,
        }
        self.proc = subprocess.Popen(
            [MICROPYTHON, "-c", HELPER % {"cfg": cfg}],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            pass_fds=(req_r, rep_w),
            cwd=self.flash,
        )
        os.close(req_r)
        os.close(rep_w)
        self.stdout_fd = self.proc.stdout.fileno()
        os.set_blocking(self.stdout_fd, False)
        os.set_blocking(self.rep, False)
        os.set_blocking(self.proc.stdin.fileno(), False)
        self.rep_buf = bytearray()
        self.running = None
        self.wait_reply()  # the interpreter says "ok" once it is set up

    def stop_interpreter(self):
        if self.proc is None:
            return
        for fd in (self.req, self.rep):
            os.close(fd)
        self.proc.kill()
        self.proc.wait()
        self.proc.stdin.close()
        self.proc.stdout.close()
        self.proc = None

    def request(self, kind, src=b""):
        data = b"%s %d\n" % (kind.encode(), len(src)) + src
        while data:  # blocking writes: the interpreter reads requests promptly
            try:
                data = data[os.write(self.req, data) :]
            except BrokenPipeError:
                raise InterpreterDied() from None

    def take_reply(self):
        """(status, traceback, unread stdin) once a whole reply is in, else None."""
        head, nl, rest = bytes(self.rep_buf).partition(b"\n")
        while nl and head.startswith(b"kbd "):  # micropython.kbd_intr(c) in the code
            self.kbd = int(head.split()[1])
            del self.rep_buf[: len(head) + 1]
            head, nl, rest = bytes(self.rep_buf).partition(b"\n")
        if not nl:
            return None
        status, nerr, nleft = head.split()
        nerr, nleft = int(nerr), int(nleft)
        if len(rest) < nerr + nleft:
            return None
        del self.rep_buf[: len(head) + 1 + nerr + nleft]
        return status.decode(), rest[:nerr], rest[nerr : nerr + nleft]

    def pump_reply(self):
        try:
            data = os.read(self.rep, 65536)
        except BlockingIOError:
            return
        if not data:
            raise InterpreterDied()
        self.rep_buf += data

    def wait_reply(self, timeout=10.0):
        end = time.monotonic() + timeout
        while True:
            reply = self.take_reply()
            if reply is not None:
                self.pump_stdout()
                return reply
            left = end - time.monotonic()
            if left <= 0 or self.proc.poll() is not None:
                raise InterpreterDied()
            select.select([self.rep], [], [], left)
            self.pump_reply()
            self.pump_stdout()

    def pump_stdout(self):
        while True:
            try:
                data = os.read(self.stdout_fd, 65536)
            except BlockingIOError:
                return
            if not data:
                return
            if self.running == "single":
                data = data.replace(b"\n", b"\r\n")
            self.send(data)

    # -- to the host --------------------------------------------------------

    def send(self, data):
        self.out += data
        if len(self.out) > OUT_LIMIT:  # nobody is listening: drop, like USB CDC
            del self.out[: len(self.out) - OUT_LIMIT]
        self.flush()

    def flush(self):
        while self.out:
            try:
                n = os.write(self.master, self.out)
            except (BlockingIOError, OSError):
                return
            del self.out[:n]

    def event(self, name):
        print("event", name, flush=True)

    def log(self, msg):
        if self.verbose:
            print("fakeboard:", msg, file=sys.stderr, flush=True)

    def banner(self):
        head = b"MicroPython v%d.%d.%d (fake board); " % self.version[:3]
        return head + self.machine.encode() + b'\r\nType "help()" for more information.\r\n'

    # -- REPL state machine ---------------------------------------------------

    def feed(self, b):
        if self.running is not None:
            if self.interrupted:  # the REPL reads these once the code has stopped
                self.held.append(b)
            elif b == 3 and self.kbd == 3:
                self.log("Ctrl-C: SIGINT to the running code")
                self.interrupted = True
                self.proc.send_signal(signal.SIGINT)
            else:  # the running code's stdin
                try:
                    os.write(self.proc.stdin.fileno(), bytes([b]))
                except (BlockingIOError, BrokenPipeError):
                    pass
        elif self.paste is not None:
            self.feed_paste(b)
        elif self.mode == "raw":
            self.feed_raw(b)
        else:
            self.feed_friendly(b)

    def feed_raw(self, b):
        if b == 1:  # Ctrl-A
            if self.raw_paste and len(self.line) == 2 and self.line[0] == 5:
                if self.line[1] == ord("A"):
                    self.line.clear()
                    self.paste = PASTE_WINDOW
                    self.send(b"R\x01" + PASTE_WINDOW.to_bytes(2, "little") + b"\x01")
                else:
                    self.line.clear()
                    self.send(b"R\x00>")
                return
            self.line.clear()
            self.send(RAW_BANNER + b">")
        elif b == 2:  # Ctrl-B
            self.line.clear()
            self.mode = "friendly"
            self.send(b"\r\n" + self.banner() + b">>> ")
        elif b == 3:  # Ctrl-C
            self.line.clear()
        elif b == 4:  # Ctrl-D
            self.send(b"OK")
            src = bytes(self.line)
            self.line.clear()
            if not src:
                self.send(b"\r\n")
                self.soft_reboot()
            else:
                self.run(src, "raw")
        else:
            self.line.append(b)

    def feed_paste(self, b):
        if b in (3, 4):  # end of the code (Ctrl-C: abandon it)
            self.paste = None
            src = bytes(self.line)
            self.line.clear()
            self.send(b"\x04")
            if b == 3:
                self.send(b"\x04KeyboardInterrupt: \r\n\x04>")
            else:
                self.run(src, "raw")
            return
        self.line.append(b)
        self.paste -= 1
        if self.paste == 0:
            self.paste = PASTE_WINDOW
            self.send(b"\x01")

    def feed_friendly(self, b):
        if self.esc:  # skip ESC [ ... final byte (arrow keys and the like)
            if 0x40 <= b <= 0x7E and b != ord("["):
                self.esc = False
            return
        if b == 0x1B:
            self.esc = True
        elif b == 1:  # Ctrl-A
            self.line.clear()
            self.mode = "raw"
            self.send(b"\r\n" + RAW_BANNER + b">")
        elif b == 2:  # Ctrl-B
            self.line.clear()
            self.send(b"\r\n" + self.banner() + b">>> ")
        elif b == 3:  # Ctrl-C
            self.line.clear()
            self.send(b"\r\n>>> ")
        elif b == 4:  # Ctrl-D on an empty line
            if not self.line:
                self.send(b"\r\n")
                self.soft_reboot()
        elif b == 13:
            self.send(b"\r\n")
            src = bytes(self.line)
            self.line.clear()
            if src.strip():
                self.run(src, "single")
            else:
                self.send(b">>> ")
        elif b in (8, 0x7F):
            if self.line:
                self.line.pop()
                self.send(b"\x08 \x08")
        elif b >= 0x20:
            self.line.append(b)
            self.send(bytes([b]))

    def run(self, src, kind):
        self.log("run %d bytes (%s)" % (len(src), kind))
        self.running = kind
        self.interrupted = False
        self.held = bytearray()
        self.kbd = 3  # pyexec.c turns Ctrl-C on for every snippet
        self.request("exec" if kind == "raw" else "single", src)

    def finish(self, status, err, unread):
        kind = self.running
        self.running = None
        pending = unread + self.held
        self.log("done: %s (%d bytes of input left)" % (status, len(pending)))
        if status == "hard":
            self.hard_reset()
            return
        if kind == "raw":
            self.send(b"\x04" + err + b"\x04")
        else:
            self.send(err.replace(b"\n", b"\r\n"))
        if status == "soft":
            self.soft_reboot()
        else:
            self.send(b">" if kind == "raw" else b">>> ")
        for b in pending:
            self.feed(b)

    def soft_reboot(self):
        self.send(b"MPY: soft reboot\r\n")
        self.request("boot")
        self.wait_reply()
        self.event("soft-reset")
        # main.py would run here in the friendly REPL; the fake has no hardware for it
        if self.mode == "raw":
            self.send(RAW_BANNER + b">")
        else:
            self.send(self.banner() + b">>> ")

    def hard_reset(self):
        self.event("hard-reset")
        self.stop_interpreter()
        self.out.clear()  # the USB connection drops
        self.mode = "friendly"
        self.line.clear()
        self.paste = None
        self.start_interpreter()

    # -- main loop ----------------------------------------------------------

    def serve(self):
        print(self.port, flush=True)
        while True:
            try:
                self.step()
            except InterpreterDied:
                self.event("interpreter-died")
                self.running = None
                self.hard_reset()

    def step(self):
        rlist = [self.master, self.stdout_fd, self.rep]
        wlist = [self.master] if self.out else []
        readable, writable, _ = select.select(rlist, wlist, [], 0.5)
        if writable:
            self.flush()
        if self.stdout_fd in readable:
            self.pump_stdout()
        if self.rep in readable:
            self.pump_reply()
            reply = self.take_reply()
            if reply is not None:
                self.pump_stdout()  # output written before the reply is complete
                self.finish(*reply)
        if self.master in readable:
            try:
                data = os.read(self.master, 4096)
            except OSError:
                data = b""
            for b in data:
                self.feed(b)
        if self.proc.poll() is not None:
            raise InterpreterDied()


def parse_version(text):
    parts = [int(p) for p in text.split(".")]
    return tuple((parts + [0, 0])[:3]) + ("",)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--flash", required=True, help="directory standing in for the Pico's flash")
    ap.add_argument(
        "--mpy",
        type=lambda s: int(s, 0),
        default=RP2040_MPY,
        help="sys.implementation._mpy to report (default %#x: v6.3, armv6m)" % RP2040_MPY,
    )
    ap.add_argument("--version", default="1.28.0", help="MicroPython version to report")
    ap.add_argument("--machine", default="Raspberry Pi Pico with RP2040")
    ap.add_argument(
        "--no-raw-paste",
        action="store_true",
        help="behave like firmware without raw-paste mode (mpremote falls back)",
    )
    ap.add_argument("--verbose", "-v", action="store_true", help="log the protocol to stderr")
    args = ap.parse_args(argv)

    def stop(_signum, _frame):
        raise SystemExit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    board = FakeBoard(
        args.flash,
        args.mpy,
        parse_version(args.version),
        args.machine,
        raw_paste=not args.no_raw_paste,
        verbose=args.verbose,
    )
    try:
        board.serve()
    finally:
        board.stop_interpreter()


if __name__ == "__main__":
    main()
