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


def read_script(path):
    """Parse the script into (line number, verb, arg, count) steps."""
    steps = []
    with open(path) as f:
        for no, raw in enumerate(f, 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split()
            verb = parts[0]
            if verb in ("press", "hold") and len(parts) in (2, 3) and parts[1] in KEYS_BUTTONS:
                count = int(parts[2]) if len(parts) == 3 else 1
                steps.append((no, verb, parts[1], count))
            elif verb == "wait" and len(parts) == 2 and parts[1].isdigit():
                steps.append((no, verb, int(parts[1]), 1))
            elif verb == "shot" and len(parts) == 2:
                steps.append((no, verb, parts[1], 1))
            else:
                print("sim error line %d: cannot read %r" % (no, raw.strip()))
                sys.exit(2)
    return steps


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


async def run_script(board, steps, shots):
    await board.sleep_ms(50)  # boot
    for _no, verb, arg, count in steps:
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
        sys.print_exception(e)  # type: ignore[attr-defined]
        sys.exit(3)


async def script_main(board, steps, shots):
    app = asyncio.create_task(guarded(board))
    clock = asyncio.create_task(board.clock())
    try:
        await run_script(board, steps, shots)
    finally:
        app.cancel()
        clock.cancel()
        await asyncio.sleep_ms(0)  # type: ignore[attr-defined]


# -- interactive terminal --------------------------------------------------------


def draw_terminal(display, log_lines):
    """The glass in half blocks: 128 columns by 32 rows, then the log tail."""
    buf = display.shown
    out = ["\x1b[H"]
    for row in range(32):
        y0 = row * 2
        line = []
        for x in range(128):
            top = buf[(y0 >> 3) * 128 + x] >> (y0 & 7) & 1
            bot = buf[((y0 + 1) >> 3) * 128 + x] >> ((y0 + 1) & 7) & 1
            line.append(" ▀▄█"[top | bot << 1])
        out.append("".join(line) + "\x1b[K\r\n")
    out.append("\x1b[K\r\n" + KEYMAP_TEXT.replace("\n", "\r\n") + "\x1b[K\r\n\x1b[K\r\n")
    for line in log_lines[-8:]:
        out.append(line[:128] + "\x1b[K\r\n")
    out.append("\x1b[J")
    sys.stdout.write("".join(out))


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
        steps = read_script(opts["script"])
        kw = {"seed": 1 if opts["seed"] is None else opts["seed"]}
        if opts["start"] is not None:
            kw["start_tick"] = opts["start"]
        board = SimBoard(**kw)
        asyncio.run(script_main(board, steps, shots))
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
        print("\n".join(log_lines[-20:]))


main()
