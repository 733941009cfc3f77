"""Simulator: the real firmware (``companion.runner``, ``companion.loop``) on the MicroPython unix
port, with the simulator's board. Started by ``tools/sim/run.py``
(``make sim``); run on MicroPython only.

    micropython -m sim [--script FILE] [--shots DIR] [--seed N] [--start-tick N]
                       [--data DIR] [--keep-data] [--no-reader] [--hw-room BYTES]
                       [--modes LIST] [--heap-trace] [--heap-log FILE] [--pico H:F:S]
                       [--cols N] [--rows N]

Script mode (``--script``): one action a line, run in virtual time:
    press NAME [COUNT]   short press of ok/up/down/back (80 ms down, 120 ms idle
                         after), COUNT (1..1000) times
    hold NAME [COUNT]    long press (900 ms down, 120 ms idle after)
    wait MS              let MS milliseconds pass (1..3600000: an hour)
    shot NAME            write the screen as DIR/NAME.pbm (run.py turns it into
                         PNG); NAME: letters, digits, - and _
    tap [#N] WHAT        lay copy N (default 1) of a card on the reader for 400 ms,
                         lift it, then 150 ms idle
    place [#N] WHAT      lay a card on the reader and leave it there
    lift                 take whatever lies on the reader off it
    reset                a reset (watchdog, power cut): the firmware task is
                         cancelled, the data directory kept, and the firmware
                         boots again on a fresh board (same virtual clock);
                         logs "sim reset", then "sim resumed after_ms=N" (from
                         the reset to the first frame after "sys resume")
    mem NAME             gc.collect(), then log "sim mem NAME free=N"
    battery MV|usb       run from a battery with VSYS at MV millivolts (the
                         firmware reads it every 2 s: gauge, low warning,
                         lightsleep when idle), or from USB (the default)
    # ...                a comment; blank lines are ignored
WHAT names a card (see ``sim_cards``): a text such as ``bg1 som hat 3 5``
(an NTAG213 holding it), ``blank``, ``url URL``, ``classic``, or
``ntag215``/``ntag216``/``ultralight`` and one of those. The same WHAT and
copy number is the same card (UID and memory) all run long. A ``#`` starts
a comment at the start of a line or after a space, except the ``#N`` right
after tap/place.
The serial log is printed as it happens; the last screen goes to DIR/final.pbm.
A line it cannot read stops the run with "sim error line N: cannot read
'LINE': ..." saying what was expected, and exit 2.

``--data DIR``: the board's data directory (default build/sim-data); script
mode empties it first (a new Pico), the interactive mode keeps it.
``--keep-data``: script mode keeps it too: the run is the boot after a reset
(``tools/bench/soak.py`` runs each stretch between resets in a new process,
so a reset clears the heap as the Pico's does).
``--no-reader``: the MFRC522 does not answer (the device sees no reader).
``--modes hd,som,clk,hr,st,cards,settings,battery``: the modes the run uses
(default: all);
only their modules' names are interned at start (``intern_firmware``).
``--hw-room BYTES``: heap kept for the simulator's card reader and cards
(``sim_board.HeapRoom``; run.py adds it to the Pico's heap): the firmware's
share stays the Pico's. The end line of a script run gives the firmware's
``heap_free``, the room spent (``hw_heap``) and any excess (``hw_over``).
``--heap-trace`` (script mode; run.py gives it unless told not to): a
collection at every line the firmware logs (and every ``mem``), as the
emulated Pico's ``kit build --wrap --wrap-opts collect`` measures, so the end
line's ``heap_least`` is the least free heap after any of them, and
``pico_least`` what that comes to on the Pico (both -1 without the trace); on
a crash ``sim heap least=N pico=M samples=K at="LINE"`` comes before the
traceback. The collections change where later objects land, so near the
wall a traced run's verdict can differ from the firmware's own: the tests
take their verdicts from runs without it. ``--pico HEAP:FACTOR:SHARE``
(run.py gives it with the trace: ``run.pico_args``): the Pico's heap, the
64-bit port's factor and the firmware's share here, for ``pico_least`` (-1
without). ``--heap-log
FILE``: the trace, every sample also written to FILE as ``FREE LINE``
(``tools/sim/calibrate.py`` pairs them with the emulated Pico's; the least
is at the line with the least FREE).

Interactive mode (no script): the screen is drawn in the terminal, fitted to
``--cols N`` and ``--rows N`` (run.py gives the terminal's size; default
128 x 46): with 39 rows or more, 128 columns and more show a column a pixel,
64..127 show it at half width (quadrant blocks, 2x2 pixels a character, and
a note under it); with 23..38 rows (an 80x24 terminal) it is drawn at half
size in braille dots (2x4 pixels a character: 64 columns by 16 rows, and a
note); smaller, a request for a larger terminal. The log fills the rows
left, up to 8 lines; nothing is written on the last row (a line feed there
would scroll the glass's top row away).
Keys in ``KEYS`` press the buttons (capitals hold them); ``t`` asks for a
card on the status line (``[#N] WHAT``; Enter taps it, Esc cancels), ``T``
taps the last one again; ``p`` writes DIR/shotN.png at once (N after the
highest shotN already there); q quits.
"""

import asyncio
import gc
import os
import sys

from sim_board import TRACE, HeapRoom, SimBoard
from sim_pins import BUTTONS

SHORT_MS = 80
LONG_MS = 900
GAP_MS = 120
TAP_MS = 400  # a card on the reader
LIFT_MS = 150  # idle after it is lifted

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
# The keys, each line's first 64 columns what counts (a narrow terminal cuts
# the rest)
KEYMAP_LINES = (
    b"keys: o/space/enter = ok  w = up  s = down  b = back  q = quit",
    b"      capitals (O W S B) = hold  p = screenshot  T = tap again",
    b"      t = tap a card: [#N] WHAT"
    b"  (bg1 som hat 3 5 | blank | url URL | classic | ntag215 WHAT ...)",
)


def parse_args(argv):
    opts = {
        "script": None,
        "shots": "shots",
        "seed": None,
        "start": None,
        "data": "build/sim-data",
        "reader": True,
        "keep": False,
        "room": 0,
        "modes": None,
        "pico": None,
        "trace": False,
        "cols": FULL_COLS,
        "rows": FULL_ROWS,
    }
    i = 1
    while i < len(argv):
        a = argv[i]
        val = argv[i + 1] if i + 1 < len(argv) else None
        if a == "--no-reader":
            opts["reader"] = False
            i += 1
            continue
        if a == "--keep-data":
            opts["keep"] = True
            i += 1
            continue
        if a == "--heap-trace":
            opts["trace"] = True
            i += 1
            continue
        if a == "--script":
            opts["script"] = val
        elif a == "--shots":
            opts["shots"] = val
        elif a == "--seed":
            opts["seed"] = int(val)  # type: ignore[arg-type]
        elif a == "--start-tick":
            opts["start"] = int(val)  # type: ignore[arg-type]
        elif a == "--data":
            opts["data"] = val
        elif a == "--cols":
            opts["cols"] = int(val)  # type: ignore[arg-type]
        elif a == "--rows":
            opts["rows"] = int(val)  # type: ignore[arg-type]
        elif a == "--hw-room":
            opts["room"] = int(val)  # type: ignore[arg-type]
        elif a == "--modes":
            opts["modes"] = val  # sim_main interned their names
        elif a == "--pico":
            heap, factor, share = val.split(":")  # type: ignore[union-attr]
            opts["pico"] = (int(heap), float(factor), int(share))
        elif a == "--heap-log":
            TRACE.out = open(val, "w")  # noqa: SIM115  (open all run long)
        else:
            raise SystemExit("sim: unknown option " + a)
        i += 2
    return opts


def script_steps(path):
    """Yield (line number, verb, arg, count) for each action of the script,
    read lazily (a long script costs no heap). Exits with status 2 and
    "sim error line N: cannot read 'LINE': WHAT WAS EXPECTED" on a line it
    cannot read."""
    try:
        f = open(path)
    except OSError:
        print("sim error: cannot open script %s" % path)
        sys.exit(2)
    with f:
        for no, raw in enumerate(f, 1):
            line = uncomment(raw)
            if not line:
                continue
            try:
                step = parse_line(line)
            except ValueError as e:
                print("sim error line %d: cannot read %r: %s" % (no, raw.strip(), e))
                sys.exit(2)
            yield (no,) + step


COPY_VERBS = ("tap", "place")


def uncomment(raw):
    """``raw`` without its comment, stripped. A comment starts at a ``#`` at
    the start of the line or after whitespace, except the ``#N`` (copy
    number) right after tap/place."""
    s = raw.strip()
    words = s.split(None, 2)
    keep = -1  # index of the copy number's "#"
    if len(words) > 1 and words[0] in COPY_VERBS and words[1][0] == "#":
        keep = s.find("#")
    i = s.find("#")
    while i >= 0:
        if i != keep and (i == 0 or s[i - 1] in " \t"):
            return s[:i].strip()
        i = s.find("#", i + 1)
    return s


def parse_card(parts):
    """``(copy, spec)`` from the words after tap/place: ``[#N] WHAT``.
    ValueError with the reason for a bad copy number or WHAT."""
    copy = 1
    if parts and parts[0][0] == "#":
        n = parts[0][1:]
        if not n.isdigit():
            raise ValueError("copy number %s is not #1, #2, ..." % parts[0])
        copy = int(n)
        if copy < 1:
            raise ValueError("copy numbers start at #1")
        parts = parts[1:]
    return copy, hw_module("sim_cards").parse(parts)


ROOM = [HeapRoom()]  # main() puts the room for the simulator's hardware here


def hw_module(name):
    """Import a module of the simulator's hardware (only scripts that use
    cards pay for it), in the heap room kept for it."""
    mod = sys.modules.get(name)
    if mod is None:
        mod = ROOM[0].spend(lambda: __import__(name))
    return mod


VERBS = "press, hold, wait, shot, tap, place, lift, reset, mem or battery"
BUTTON_WHY = "button must be ok, up, down or back"
MAX_COUNT = 1000  # presses a line: 1000 holds are 17 virtual minutes
# The longest wait: an hour of virtual time, about 15 s of run on USB power
# (the firmware's loop runs through it; 2 s on a battery, in light sleep).
# It must stay under half the ticks period (2**29 ms, 6.2 days), where
# ticks_diff wraps and a wait would end at once.
MAX_WAIT_MS = 3_600_000
WAIT_WHY = "MS must be 1..3600000 (one hour)"
COUNT_WHY = "COUNT must be 1..1000 (the times to press)"
SHOT_WHY = "NAME must be 1..64 letters, digits, - or _ (the screen goes to DIR/NAME.png)"


def number(text, top, why):
    """``text`` as an int 1..``top``; else ValueError(``why``)."""
    if not (text.isdigit() and 1 <= int(text) <= top):
        raise ValueError(why)
    return int(text)


NAME_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"


def shot_name(name):
    """True for a shot's name: letters, digits, - and _, up to 64."""
    if len(name) > 64:
        return False
    for c in name:
        if c not in NAME_CHARS:
            return False
    return True


def parse_line(line):
    """``(verb, arg, count)`` for a script line (its comment taken off);
    ValueError saying what was expected."""
    parts = line.split()
    verb = parts[0]
    args = parts[1:]
    n = len(args)
    if verb in COPY_VERBS:
        if not args:
            raise ValueError("%s what? (a card: bg1 ..., blank, url URL, classic)" % verb)
        return verb, parse_card(args), 1
    if verb in ("lift", "reset"):
        if n:
            raise ValueError("%s takes nothing after it" % verb)
        return verb, None, 1
    if verb == "mem":
        if n != 1:
            raise ValueError("mem NAME: one word, the name the log line gives")
        return verb, args[0], 1
    if verb in ("press", "hold"):
        if not args or args[0] not in KEYS_BUTTONS:
            raise ValueError(BUTTON_WHY)
        if n > 2:
            raise ValueError("%s NAME [COUNT]: nothing after the count" % verb)
        return verb, args[0], number(args[1], MAX_COUNT, COUNT_WHY) if n == 2 else 1
    if verb == "wait":
        if n != 1:
            raise ValueError("wait MS: " + WAIT_WHY)
        return verb, number(args[0], MAX_WAIT_MS, WAIT_WHY), 1
    if verb == "shot":
        if n != 1 or not shot_name(args[0]):
            raise ValueError(SHOT_WHY)
        return verb, args[0], 1
    if verb == "battery" and n == 1:
        if args[0] == "usb":
            return verb, 0, 1
        if args[0].isdigit() and 1 <= int(args[0]) <= 9900:
            return verb, int(args[0]), 1
    if verb == "battery":
        raise ValueError("battery MV (1..9900, VSYS in millivolts) or battery usb")
    raise ValueError("%s is not an action: %s" % (verb, VERBS))


KEYS_BUTTONS = BUTTONS


def mkdir(path):
    try:
        os.mkdir(path)
    except OSError:
        pass


def write_shot(board, shots, name):
    mkdir(shots)
    with open("%s/%s.pbm" % (shots, name), "wb") as f:
        f.write(board.display.pbm())


# -- PNG screenshots (interactive mode) ------------------------------------------
# As run.py's to_png draws a PBM: a BORDER of grey (40) round the glass, each
# OLED pixel SCALE x SCALE, lit pixels as bright as the contrast. 2-bit
# palette pixels, so one OLED pixel is one byte of a scanline (4 pixels);
# the unix port's deflate only decompresses: stored (uncompressed) blocks,
# one for the SCALE scanlines of an OLED row.
SCALE = 4  # run.py's
BORDER = 4  # OLED pixels of grey round the glass (run.py's)
_PNG_W = 128 + 2 * BORDER  # in OLED pixels
_PNG_H = 64 + 2 * BORDER
_LINE = 1 + _PNG_W  # a scanline: the filter byte (0: none), then the pixels
_PNG_ROW = bytearray(5 + SCALE * _LINE)  # a stored block: SCALE scanlines
_PNG_HEAD = bytearray(8)  # a chunk's length and type


def _chunk(f, kind, data, crc32):
    head = _PNG_HEAD
    head[0:4] = len(data).to_bytes(4, "big")
    head[4:8] = kind
    f.write(head)
    f.write(data)
    f.write((crc32(data, crc32(kind)) & 0xFFFFFFFF).to_bytes(4, "big"))


def write_png(display, path):
    """The frame ``display`` shows as the PNG ``path``, drawn as run.py's
    ``to_png`` draws it, at once and from preallocated buffers."""
    from binascii import crc32

    level = display.level
    lit = min(255, 90 + 165 * level // 127)
    shown = display.shown
    row = _PNG_ROW
    size = SCALE * _LINE
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        ihdr = (SCALE * _PNG_W).to_bytes(4, "big") + (SCALE * _PNG_H).to_bytes(4, "big")
        _chunk(f, b"IHDR", ihdr + b"\x02\x03\x00\x00\x00", crc32)  # 2 bits, palette
        _chunk(f, b"PLTE", bytes((0, 0, 0, 40, 40, 40, lit, lit, lit)), crc32)
        head = _PNG_HEAD
        head[0:4] = (2 + _PNG_H * len(row) + 4).to_bytes(4, "big")
        head[4:8] = b"IDAT"
        f.write(head)
        crc = crc32(b"\x78\x01", crc32(b"IDAT"))
        f.write(b"\x78\x01")  # zlib: deflate, 32 KB window, no dictionary
        a, b = 1, 0  # the zlib stream's Adler-32
        row[1:5] = bytes((size & 255, size >> 8, ~size & 255, ~size >> 8 & 255))  # LEN, NLEN
        row[5] = 0  # the scanline's filter: none
        for y in range(_PNG_H):
            row[0] = 1 if y == _PNG_H - 1 else 0  # the last block
            oy = y - BORDER
            page = (oy >> 3) * 128
            bit = 1 << (oy & 7)
            for x in range(_PNG_W):
                ox = x - BORDER
                if not (0 <= ox < 128 and 0 <= oy < 64):
                    v = 0x55  # the border: palette 1, four pixels
                elif display.lit and shown[page + ox] & bit:
                    v = 0xAA  # lit: palette 2
                else:
                    v = 0
                row[6 + x] = v
            for k in range(1, SCALE):
                row[5 + k * _LINE : 5 + (k + 1) * _LINE] = row[5 : 5 + _LINE]
            for i in range(5, len(row)):
                a += row[i]
                b += a
            a %= 65521
            b %= 65521
            f.write(row)
            crc = crc32(row, crc)
        tail = ((b << 16) | a).to_bytes(4, "big")
        f.write(tail)
        f.write((crc32(tail, crc) & 0xFFFFFFFF).to_bytes(4, "big"))
        _chunk(f, b"IEND", b"", crc32)


def last_shot(shots, last=0):
    """The highest N of a shotN.png (or .pbm) in ``shots``, at least ``last``:
    the interactive mode's next screenshot is N + 1, after an earlier
    session's."""
    try:
        names = os.ilistdir(shots)  # type: ignore[attr-defined]
    except OSError:
        return last
    for entry in names:
        name = entry[0]
        if name.startswith("shot") and name[-4:] in (".png", ".pbm") and name[4:-4].isdigit():
            last = max(last, int(name[4:-4]))
    return last


async def press(board, name, ms):
    pin = board.pins[name]
    pin.value(0)
    await board.world_ms(ms)
    pin.value(1)
    await board.world_ms(GAP_MS)


_box = []  # the CardBox, once a card is used


def _get_tag(copy, spec):
    if not _box:
        _box.append(hw_module("sim_cards").CardBox())
    return _box[0].get(spec, copy)


def card_tag(board, card, verb):
    """The tag of ``card`` (``(copy, spec)``; made in the heap room the first
    time), logged as ``sim VERB ...``."""
    sim_cards = hw_module("sim_cards")
    copy, spec = card
    tag = _box[0].known(spec, copy) if _box else None
    if tag is None:
        tag = board.room.spend(lambda: _get_tag(copy, spec))
    board.log("sim %s #%d %s uid=%s" % (verb, copy, sim_cards.name(spec), tag.uid.hex()))
    return tag


async def tap(board, card):
    """A card on the reader for TAP_MS, lifted, then LIFT_MS idle. Read only
    if the firmware polls its reader meanwhile (a card screen is open)."""
    tag = card_tag(board, card, "tap")
    board.place(tag)
    await board.world_ms(TAP_MS)
    board.lift(tag)
    await board.world_ms(LIFT_MS)


BOOT_MS = 50  # virtual time the script leaves the firmware to boot


class Firmware:
    """The firmware's main task on ``board``, and its resets (``reset``)."""

    def __init__(self, board):
        self.board = board
        self.app = asyncio.create_task(guarded(board))
        self.reset_at = None  # tick of the last reset, until the game is back on screen

    async def stop(self):
        """Cancel the firmware as a watchdog reset would stop it (nothing
        more runs than what cancelling runs: ``loop.main``'s finally)."""
        self.app.cancel()
        try:
            await self.app
        except asyncio.CancelledError:  # type: ignore[attr-defined]
            pass
        for _ in range(3):  # the cancelled background tasks end
            await asyncio.sleep(0)

    async def reset(self):
        old = self.board
        old.log("sim reset")
        await self.stop()
        old.device = None  # the firmware's RAM is lost
        unload_firmware()
        forget_last_task_error()
        gc.collect()
        board = self.board = old.reborn()
        self.reset_at = board.now
        board.log = self._log
        self.app = asyncio.create_task(guarded(board))
        await board.sleep_ms(BOOT_MS)

    def _log(self, line):
        print(line)
        TRACE.sample(line)
        if line.startswith("sys resume ") and self.reset_at is not None:
            self.board.display.on_show = self._resumed

    def _resumed(self, display):
        board = self.board
        board.display.on_show = None
        print("sim resumed after_ms=%d" % board.elapsed(self.reset_at))
        self.reset_at = None

    def mem(self, name):
        TRACE.sample("mem " + name)
        gc.collect()
        self.board.log("sim mem %s free=%d total=%d" % (name, gc.mem_free(), heap_total()))  # type: ignore[attr-defined]


async def run_script(fw, path, shots):
    board = fw.board
    await board.world_ms(BOOT_MS)
    for _no, verb, arg, count in script_steps(path):
        board = fw.board
        for _ in range(count):
            if verb == "press":
                await press(board, arg, SHORT_MS)
            elif verb == "hold":
                await press(board, arg, LONG_MS)
            elif verb == "wait":
                await board.world_ms(arg)
            elif verb == "shot":
                write_shot(board, shots, arg)
            elif verb == "tap":
                await tap(board, arg)
            elif verb == "place":
                board.place(card_tag(board, arg, "place"))
            elif verb == "lift":
                board.log("sim lift")
                board.lift()
            elif verb == "reset":
                await fw.reset()
                board = fw.board
            elif verb == "mem":
                fw.mem(arg)
            elif verb == "battery":
                board.vsys_mv = arg  # 0: back on USB
    await board.world_ms(50)
    write_shot(board, shots, "final")


# The firmware modules the simulator's own modules hold (sim_main's KEEP,
# loaded before the firmware boots): kept over a reset. Filled by main().
HELD = []


def forget_last_task_error():
    """MicroPython's asyncio keeps the context of the last task error it
    handled (``asyncio.core._exc_context``: the exception and the task, so
    the cancelled firmware's frames, device and game). A real reset clears
    the RAM; the simulator's reset clears this reference, or the old
    firmware would stay alive beside the new one."""
    core = sys.modules.get("asyncio.core")
    ctx = getattr(core, "_exc_context", None)
    if isinstance(ctx, dict):
        for k in ctx:
            ctx[k] = None


def unload_firmware():
    """Forget the firmware's modules (but HELD), as a reset does: the next
    boot imports them again, so a game's modules do not outlive it."""
    from companion import games

    games.unload([n for n in sys.modules if n.startswith("companion.") and n not in HELD], False)


async def guarded(board):
    """The firmware's main task; a crash ends the simulator with status 3."""
    try:
        from companion import runner  # on the Pico too: main.py imports it at boot

        dev = runner.first(board)  # as runner.run: the first frame, then the loop
        gc.collect()
        from companion import loop

        await loop.main(board, dev)
    except asyncio.CancelledError:  # type: ignore[attr-defined]
        raise
    except BaseException as e:
        print("sim crash: firmware raised")
        heap_line()
        if "companion.runner" in sys.modules:
            sys.modules["companion.runner"].report_crash(board, e)
        else:  # the firmware did not even load
            print("crash %s: %s" % (type(e).__name__, e))
        sys.exit(3)


async def script_main(board, path, shots):
    """Returns the board the script ended on (a ``reset`` makes a new one)."""
    clock = asyncio.create_task(board.clock())
    fw = Firmware(board)
    try:
        await run_script(fw, path, shots)
    finally:
        fw.app.cancel()
        clock.cancel()
        await asyncio.sleep_ms(0)  # type: ignore[attr-defined]
    return fw.board


# -- interactive terminal --------------------------------------------------------


# A character cell's pixels -> its glyph. Half blocks: bit 0 the upper pixel,
# bit 1 the lower (128 columns). Quadrants (2x2 pixels, 64 columns): bit 0
# upper left, 1 lower left, 2 upper right, 3 lower right.
_BLOCKS = tuple(c.encode() for c in " \u2580\u2584\u2588")
_QUADS = tuple(
    c.encode()
    for c in " \u2598\u2596\u258c\u259d\u2580\u259e\u259b"
    "\u2597\u259a\u2584\u2599\u2590\u259c\u259f\u2588"
)
_ROW = bytearray(128 * 3 + 8)  # one terminal row, allocated once
FULL_COLS = 128  # this wide: a column per pixel, half blocks
HALF_COLS = 64  # this wide: at half width, 2x2 pixels a character
HALF_NOTE = b"half width: the terminal is under 128 columns"
SMALL_NOTE = b"half size: a terminal of 39 rows shows it larger"
# Rows: the glass (32 rows of half blocks or quadrants; 16 of braille), then
# the note, the 3 key lines and the status line (_UNDER), then 1..8 log
# lines, and the terminal's last row left empty (a line feed there scrolls).
TALL_ROWS = 32 + 5 + 1 + 1  # 39: a row a 2 pixels, one log line
SMALL_ROWS = 16 + 5 + 1 + 1  # 23: braille, 2x4 pixels a character (80x24 fits)
FULL_ROWS = 32 + 5 + 8 + 1  # 46: everything, 8 log lines
_UNDER = 5
_NARROW = [0, 0, []]  # (columns, rows, the lines asking for a larger terminal)


def layout(cols, rows):
    """How the glass is drawn in a ``cols`` x ``rows`` terminal: "full" (a
    column a pixel, half blocks), "half" (half width, quadrants), "small"
    (half size, braille) or None (too small: ``narrow_lines``)."""
    if rows >= TALL_ROWS and cols >= HALF_COLS:
        return "full" if cols >= FULL_COLS else "half"
    if rows >= SMALL_ROWS and cols >= HALF_COLS:
        return "small"
    return None


class Prompt:
    """The status line while a card is typed after ``t``: the characters in
    one preallocated buffer (drawing it allocates nothing)."""

    LABEL = b"tap card (Enter: tap, Esc: cancel)> "

    def __init__(self, size=90):  # the label and the text fit 128 columns
        self.buf = bytearray(size)
        self.n = 0
        self.active = False
        self.last = None  # the last card tapped: (copy, spec)

    def start(self):
        self.n = 0
        self.active = True

    def key(self, ch):
        """Take a typed character; True if it changed the line."""
        if ch in ("\x7f", "\x08"):
            if self.n:
                self.n -= 1
                return True
            return False
        if len(ch) == 1 and " " <= ch <= "~" and self.n < len(self.buf):
            self.buf[self.n] = ord(ch)
            self.n += 1
            return True
        return False

    def text(self):
        self.active = False
        return str(self.buf[: self.n], "ascii")


PROMPT = Prompt()


def narrow_lines(cols, rows=FULL_ROWS):
    """What a terminal too small for the glass shows instead (made once)."""
    if _NARROW[0] != cols or _NARROW[1] != rows:
        text = (
            "terminal too small: %dx%d.\nThe screen needs 64 columns\nby 23 rows (half size), "
            "39\nrows (half width) or 128x39:\nresize it and restart (q quits)." % (cols, rows)
        )
        _NARROW[:] = [cols, rows, [line.encode() for line in text.split("\n")]]
    return _NARROW[2]


def _line(out, text, cols):
    out.write(memoryview(text)[:cols] if isinstance(text, bytes) else text[:cols].encode())
    out.write(b"\x1b[K\r\n")


def draw_dots(out, buf):
    """The glass at half size: 64 columns by 16 rows of braille patterns
    (U+2800 + the dots: 2x4 pixels a character, dots 1-2-3-7 down the left
    column, 4-5-6-8 down the right), made byte by byte into ``_ROW``."""
    row = _ROW
    for r in range(16):
        base = (r >> 1) * 128
        shift = (r & 1) * 4
        n = 0
        for c in range(64):
            left = buf[base + 2 * c] >> shift & 15
            right = buf[base + 2 * c + 1] >> shift & 15
            b = (left & 7) | (right & 7) << 3 | (left & 8) << 3 | (right & 8) << 4
            row[n] = 0xE2  # U+2800 + b in UTF-8
            row[n + 1] = 0xA0 | b >> 6
            row[n + 2] = 0x80 | (b & 0x3F)
            n += 3
        out.write(memoryview(row)[:n])
        out.write(b"\x1b[K\r\n")


def draw_glass(out, buf, cols):
    """The glass in ``cols`` columns by 32 rows: half blocks at FULL_COLS,
    quadrants at HALF_COLS."""
    row = memoryview(_ROW)
    half = cols < FULL_COLS
    for r in range(32):
        base = (r >> 2) * 128
        shift = (r & 3) * 2
        n = 0
        for x in range(cols):
            if half:
                at = base + 2 * x
                glyph = _QUADS[(buf[at] >> shift & 3) | (buf[at + 1] >> shift & 3) << 2]
            else:
                glyph = _BLOCKS[buf[base + x] >> shift & 3]
            k = len(glyph)
            row[n : n + k] = glyph
            n += k
        out.write(row[:n])
        out.write(b"\x1b[K\r\n")


def draw_terminal(display, log_lines, cols=FULL_COLS, out=None, rows=FULL_ROWS):
    """The glass fitted to a ``cols`` x ``rows`` terminal (``layout``): 128
    columns by 32 rows of half blocks; 64..127 columns: at half width, 64
    columns of quadrants, and a note under it; 23..38 rows: at half size,
    64 columns by 16 rows of braille, and a note; smaller: a request for a
    larger terminal. Then the keys, the status line (the card being typed)
    and as much of the log tail as the rows leave (up to 8 lines), each
    cut to ``cols``, the last row left empty. Written row by row from
    preallocated buffers (the heap is the Pico's) to ``out`` (default:
    stdout)."""
    if out is None:
        out = sys.stdout.buffer  # type: ignore[attr-defined]
    out.write(b"\x1b[H")
    how = layout(cols, rows)
    if how == "small":
        draw_dots(out, display.shown)
        _line(out, SMALL_NOTE, cols)
        used = 16 + 1
    elif how is not None:
        draw_glass(out, display.shown, FULL_COLS if how == "full" else HALF_COLS)
        _line(out, HALF_NOTE if how == "half" else b"", cols)
        used = 32 + 1
    else:
        ask = narrow_lines(cols, rows)
        for line in ask:
            _line(out, line, cols)
        used = len(ask)
    for line in KEYMAP_LINES:
        _line(out, line, cols)
    if PROMPT.active:
        label = PROMPT.LABEL if cols >= 2 * len(PROMPT.LABEL) else b"card> "
        room = max(0, cols - len(label) - 1)  # the label, the text's tail, "_"
        out.write(memoryview(label)[:cols])
        out.write(memoryview(PROMPT.buf)[max(0, PROMPT.n - room) : PROMPT.n])
        if room:
            out.write(b"_")
    out.write(b"\x1b[K\r\n")
    n = min(8, rows - 1 - used - (_UNDER - 1))
    for line in log_lines[-n:] if n > 0 else ():
        _line(out, line, cols)
    out.write(b"\x1b[J")


async def typed_tap(board, redraw, poll):
    """Read the card typed on the status line; tap it on Enter."""
    PROMPT.start()
    redraw()
    while True:
        if not poll.poll(0):
            await board.sleep_ms(10)
            continue
        ch = sys.stdin.read(1)
        if ch == "\x1b":
            if poll.poll(0):  # an arrow key (ESC [ x), not Esc: ignored
                sys.stdin.read(2)
                continue
            PROMPT.active = False
            redraw()
            return
        if ch in ("\r", "\n"):
            text = PROMPT.text()
            redraw()
            try:
                card = parse_card(text.split())
            except ValueError as e:
                board.log("sim tap: %s" % e)
                return
            PROMPT.last = card
            await tap(board, card)
            return
        if PROMPT.key(ch):
            redraw()


async def keyboard(board, shots, redraw):
    import select

    poll = select.poll()
    poll.register(sys.stdin, select.POLLIN)
    shot_no = 0  # the last screenshot's number
    while True:
        if poll.poll(0):
            ch = sys.stdin.read(1)
            if ch == "t":
                await typed_tap(board, redraw, poll)
                continue
            if ch == "T":
                if PROMPT.last is None:
                    board.log("sim tap: no card tapped yet (t first)")
                else:
                    await tap(board, PROMPT.last)
                continue
            if ch == "q":
                return
            if ch == "p":  # the next number no file in shots has yet
                shot_no = last_shot(shots, shot_no) + 1
                mkdir(shots)
                path = "%s/shot%d.png" % (shots, shot_no)
                write_png(board.display, path)
                board.log("sim shot " + path)
                continue
            if ch == "\x1b":  # arrow keys: ESC [ A/B/C/D; a lone Esc does nothing
                seq = sys.stdin.read(2) if poll.poll(0) else ""
                ch = {"[A": "w", "[B": "s", "[D": "b", "[C": "o"}.get(seq, "")
            if ch in ("\x03", "\x04"):  # Ctrl-C, Ctrl-D: quit like q
                return
            key = KEYS.get(ch)
            if key:
                await press(board, key[0], SHORT_MS if key[1] == "short" else LONG_MS)
        await board.sleep_ms(10)


async def interactive_main(board, shots, redraw):
    app = asyncio.create_task(guarded(board))
    try:
        await keyboard(board, shots, redraw)
    finally:
        app.cancel()
        await asyncio.sleep_ms(0)  # type: ignore[attr-defined]


async def script_run(opts, room):
    """Script mode (``opts`` from ``parse_args``): run the script, then print
    the end line."""
    for _ in script_steps(opts["script"]):  # check every line before starting
        pass
    kw = {
        "seed": 1 if opts["seed"] is None else opts["seed"],
        "data_dir": opts["data"],
        "fresh_data": not opts["keep"],
        "reader": opts["reader"],
        "room": room,
    }
    if opts["start"] is not None:
        kw["start_tick"] = opts["start"]
    board = SimBoard(**kw)
    premake(board, opts["script"])
    board = await script_main(board, opts["script"], opts["shots"])
    gc.collect()
    print(
        "sim end virtual_ms=%d slept_ms=%d shows=%d pages=%d heap_free=%d heap_total=%d"
        " heap_least=%d pico_least=%d hw_heap=%d hw_over=%d"
        % (
            board.elapsed(board.start),
            board.slept_ms,
            board.display.shows,
            board.display.pages_sent,
            gc.mem_free(),
            heap_total(),
            -1 if TRACE.least is None else TRACE.least,
            pico_least(),
            room.used,
            room.over,
        )
    )


PICO = [None]  # (the Pico's heap, the 64-bit factor, the firmware's share): --pico


def pico_least():
    """The least free heap on the Pico's scale: the Pico's heap less the
    heap in use at the least free here, over the 64-bit factor (-1 without
    the trace or ``--pico``)."""
    if TRACE.least is None or PICO[0] is None:
        return -1
    heap, factor, share = PICO[0]
    return int(heap - (share - TRACE.least) / factor)


def heap_line():
    """On a crash: ``sim heap least=N pico=M samples=K at="LINE"`` (with the
    heap trace): the least free heap so far, on the Pico's scale, and the
    log line it was at."""
    if TRACE.least is not None:
        print(
            'sim heap least=%d pico=%d samples=%d at="%s"'
            % (TRACE.least, pico_least(), TRACE.samples, TRACE.at[:60])
        )


def premake(board, path):
    """Make the simulator's hardware a script uses (the card reader chip and
    every card it taps or places) before the firmware boots, in one spend of
    the heap room: it then sits together at the bottom of the heap, and the
    firmware's share stays one piece, as the Pico's heap is. Made later, in
    mid-game, it would be laid in the holes the firmware left."""

    def make():
        for _no, verb, arg, _count in script_steps(path):
            if verb in COPY_VERBS:
                if board.field is None:
                    board.field = board._make_field()
                _get_tag(arg[0], arg[1])

    board.room.spend(make)


def heap_total():
    """The GC heap's size: fixed on the unix port and the Pico; on the
    WebAssembly port it grows where a fixed heap would raise MemoryError."""
    return gc.mem_free() + gc.mem_alloc()  # type: ignore[attr-defined]


def main(code=0):
    """``code``: heap the simulator's own modules took (``sim_main``): it
    comes out of the ``--hw-room``."""
    HELD[:] = [n for n in sys.modules if n.startswith("companion")]
    opts = parse_args(sys.argv)
    PICO[0] = opts["pico"]
    TRACE.on = bool(opts["script"]) and (opts["trace"] or TRACE.out is not None)
    room = ROOM[0] = HeapRoom(max(0, opts["room"] - code))
    room.used = code
    room.over = max(0, code - opts["room"])
    if opts["script"]:
        asyncio.run(script_run(opts, room))
        return
    shots = opts["shots"]
    import termios

    log_lines = []

    cols = opts["cols"]
    rows = opts["rows"]

    def on_show(display):
        draw_terminal(display, log_lines, cols, None, rows)

    board = SimBoard(
        seed=opts["seed"],
        realtime=True,
        on_show=on_show,
        data_dir=opts["data"],
        reader=opts["reader"],
        room=room,
    )

    def redraw():
        draw_terminal(board.display, log_lines, cols, None, rows)

    def log(line):
        log_lines.append(line)
        if len(log_lines) > 50:
            log_lines.pop(0)
        redraw()

    board.log = log
    saved = termios.tcgetattr(0)
    sys.stdout.write("\x1b[2J\x1b[?25l")
    try:
        termios.setraw(0)
        asyncio.run(interactive_main(board, shots, redraw))
    finally:
        termios.tcsetattr(0, termios.TCSANOW, saved)
        sys.stdout.write("\x1b[?25h\n")
