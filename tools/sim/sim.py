"""Simulator: the real firmware (``companion.runner``) on the MicroPython unix
port, with the simulator's board. Started by ``tools/sim/run.py``
(``make sim``); run on MicroPython only.

    micropython sim.py [--script FILE] [--shots DIR] [--seed N] [--start-tick N]

Script mode (``--script``): one action a line, run in virtual time:
    press NAME [COUNT]   short press of ok/up/down/back (80 ms down, 120 ms idle after)
    hold NAME [COUNT]    long press (900 ms down, 120 ms idle after)
    wait MS              let MS milliseconds pass
    shot NAME            write the screen as DIR/NAME.pbm (run.py turns it into PNG)
    # ...                a comment; blank lines are ignored
The serial log is printed as it happens; the last screen goes to DIR/final.pbm.
A line it cannot read stops the run with "sim error line N: ..." and exit 2.

Interactive mode (no script): the screen is drawn in the terminal; keys in
``KEYS`` press the buttons (capitals hold them); q quits.
"""

import asyncio
import os
import sys

from sim_board import SimBoard

from companion import runner

SHORT_MS = 80
LONG_MS = 900
GAP_MS = 120

KEYS = {
    "o": ("ok", "short"),
    " ": ("ok", "short"),
    "\r": ("ok", "short"),
    "O": ("ok", "long"),
    "w": ("up", "short"),
    "W": ("up", "long"),
    "s": ("down", "short"),
    "S": ("down", "long"),
    "b": ("back", "short"),
    "B": ("back", "long"),
}
KEYMAP_TEXT = """keys: o/space/enter = ok    w = up    s = down    b = back
      capitals (O W S B) = hold (long press)    p = screenshot    q = quit"""


def parse_args(argv):
    opts = {"script": None, "shots": "shots", "seed": None, "start": None}
    i = 1
    while i < len(argv):
        a = argv[i]
        val = argv[i + 1] if i + 1 < len(argv) else None
        if a == "--script":
            opts["script"] = val
        elif a == "--shots":
            opts["shots"] = val
        elif a == "--seed":
            opts["seed"] = int(val)  # type: ignore[arg-type]
        elif a == "--start-tick":
            opts["start"] = int(val)  # type: ignore[arg-type]
        else:
            raise SystemExit("sim: unknown option " + a)
        i += 2
    return opts


def script_steps(path):
    """Yield (line number, verb, arg, count) for each action of the script,
    read lazily (a long script costs no heap). Exits with status 2 and
    "sim error line N: ..." on a line it cannot read."""
    try:
        f = open(path)
    except OSError:
        print("sim error: cannot open script %s" % path)
        sys.exit(2)
    with f:
        for no, raw in enumerate(f, 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            step = parse_line(line)
            if step is None:
                print("sim error line %d: cannot read %r" % (no, raw.strip()))
                sys.exit(2)
            yield (no,) + step


def parse_line(line):
    parts = line.split()
    verb = parts[0]
    if verb in ("press", "hold") and len(parts) in (2, 3) and parts[1] in KEYS_BUTTONS:
        if len(parts) == 3 and not (parts[2].isdigit() and int(parts[2]) > 0):
            return None
        return verb, parts[1], int(parts[2]) if len(parts) == 3 else 1
    if verb == "wait" and len(parts) == 2 and parts[1].isdigit():
        return verb, int(parts[1]), 1
    if verb == "shot" and len(parts) == 2 and "/" not in parts[1] and parts[1][0] != ".":
        return verb, parts[1], 1
    return None


KEYS_BUTTONS = ("ok", "up", "down", "back")


def mkdir(path):
    try:
        os.mkdir(path)
    except OSError:
        pass


def write_shot(board, shots, name):
    mkdir(shots)
    with open("%s/%s.pbm" % (shots, name), "wb") as f:
        f.write(board.display.pbm())


async def press(board, name, ms):
    pin = board.pins[name]
    pin.value(0)
    await board.sleep_ms(ms)
    pin.value(1)
    await board.sleep_ms(GAP_MS)


async def run_script(board, path, shots):
    await board.sleep_ms(50)  # boot
    for _no, verb, arg, count in script_steps(path):
        for _ in range(count):
            if verb == "press":
                await press(board, arg, SHORT_MS)
            elif verb == "hold":
                await press(board, arg, LONG_MS)
            elif verb == "wait":
                await board.sleep_ms(arg)
            elif verb == "shot":
                write_shot(board, shots, arg)
    await board.sleep_ms(50)
    write_shot(board, shots, "final")


async def guarded(board):
    """The firmware's main task; a crash ends the simulator with status 3."""
    try:
        await runner.main(board)
    except asyncio.CancelledError:  # type: ignore[attr-defined]
        raise
    except BaseException as e:
        print("sim crash: firmware raised")
        runner.report_crash(board, e)
        sys.exit(3)


async def script_main(board, path, shots):
    app = asyncio.create_task(guarded(board))
    clock = asyncio.create_task(board.clock())
    try:
        await run_script(board, path, shots)
    finally:
        app.cancel()
        clock.cancel()
        await asyncio.sleep_ms(0)  # type: ignore[attr-defined]


# -- interactive terminal --------------------------------------------------------


_BLOCKS = (b" ", "\u2580".encode(), "\u2584".encode(), "\u2588".encode())
_ROW = bytearray(128 * 3 + 8)  # one terminal row, allocated once


def draw_terminal(display, log_lines):
    """The glass in half blocks: 128 columns by 32 rows, then the log tail.
    Written row by row from one preallocated buffer (the heap is the Pico's)."""
    out = sys.stdout.buffer  # type: ignore[attr-defined]
    out.write(b"\x1b[H")
    buf = display.shown
    row = memoryview(_ROW)
    for r in range(32):
        base = (r >> 2) * 128
        shift = (r & 3) * 2
        n = 0
        for x in range(128):
            bits = buf[base + x] >> shift & 3
            glyph = _BLOCKS[bits]
            k = len(glyph)
            row[n : n + k] = glyph
            n += k
        out.write(row[:n])
        out.write(b"\x1b[K\r\n")
    out.write(b"\x1b[K\r\n")
    for line in KEYMAP_TEXT.split("\n"):
        out.write(line.encode())
        out.write(b"\x1b[K\r\n")
    out.write(b"\x1b[K\r\n")
    for line in log_lines[-8:]:
        out.write(line[:128].encode())
        out.write(b"\x1b[K\r\n")
    out.write(b"\x1b[J")


async def keyboard(board, shots):
    import select

    poll = select.poll()
    poll.register(sys.stdin, select.POLLIN)
    shot_no = 0
    while True:
        if poll.poll(0):
            ch = sys.stdin.read(1)
            if ch == "q":
                return
            if ch == "p":
                shot_no += 1
                write_shot(board, shots, "shot%d" % shot_no)
                board.log("sim shot %s/shot%d.pbm" % (shots, shot_no))
                continue
            if ch == "\x1b":  # arrow keys: ESC [ A/B/C/D
                seq = sys.stdin.read(2)
                ch = {"[A": "w", "[B": "s", "[D": "b", "[C": "o"}.get(seq, "")
            key = KEYS.get(ch)
            if key:
                await press(board, key[0], SHORT_MS if key[1] == "short" else LONG_MS)
        await board.sleep_ms(10)


async def interactive_main(board, shots):
    app = asyncio.create_task(guarded(board))
    try:
        await keyboard(board, shots)
    finally:
        app.cancel()
        await asyncio.sleep_ms(0)  # type: ignore[attr-defined]


def main():
    opts = parse_args(sys.argv)
    shots = opts["shots"]
    if opts["script"]:
        for _ in script_steps(opts["script"]):  # check every line before starting
            pass
        kw = {"seed": 1 if opts["seed"] is None else opts["seed"]}
        if opts["start"] is not None:
            kw["start_tick"] = opts["start"]
        board = SimBoard(**kw)
        asyncio.run(script_main(board, opts["script"], shots))
        import gc

        gc.collect()
        print(
            "sim end virtual_ms=%d shows=%d pages=%d heap_free=%d"
            % (
                board.elapsed(board.start),
                board.display.shows,
                board.display.pages_sent,
                gc.mem_free(),
            )
        )
        return
    import termios

    log_lines = []

    def on_show(display):
        draw_terminal(display, log_lines)

    board = SimBoard(seed=opts["seed"], realtime=True, on_show=on_show)

    def log(line):
        log_lines.append(line)
        if len(log_lines) > 50:
            log_lines.pop(0)
        draw_terminal(board.display, log_lines)

    board.log = log
    saved = termios.tcgetattr(0)
    sys.stdout.write("\x1b[2J\x1b[?25l")
    try:
        termios.setraw(0)
        asyncio.run(interactive_main(board, shots))
    finally:
        termios.tcsetattr(0, termios.TCSANOW, saved)
        sys.stdout.write("\x1b[?25h\n")


main()
