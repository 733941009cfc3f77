"""Simulator: the real firmware (``companion.runner``, ``companion.loop``) on the MicroPython unix
port, with the simulator's board. Started by ``tools/sim/run.py``
(``make sim``) through ``sim_main``; run on MicroPython only.

Its pieces, one job each: ``sim_args`` (the command line), ``sim_lang``
(the script language), ``sim_term`` (the terminal of the interactive mode),
``sim_png`` (the PNG screenshots, the repository's one PNG writer); this
module runs the firmware, plays a script or the keyboard, and measures the
heap.

Script mode (``--script``) runs in virtual time; the serial log is printed
as it happens; the last screen goes to DIR/final.pbm (run.py turns each PBM
into a PNG). Interactive mode: the keys in ``sim_term.KEYS`` press the
buttons (capitals hold them); ``t`` asks for a card on the status line
(``[#N] WHAT``; Enter taps it, Esc cancels), ``T`` taps the last one again;
``p`` writes DIR/shotN.png at once (N after the highest shotN already
there); q quits.
"""

import asyncio
import gc
import os
import sys

from menu_pick import steps
from sim_args import parse_args
from sim_board import TRACE, HeapRoom, SimBoard
from sim_lang import COPY_VERBS, ROOM, first_step, hw_module, parse_card, script_steps

SHORT_MS = 80
LONG_MS = 900
GAP_MS = 120
TAP_MS = 400  # a card on the reader
LIFT_MS = 150  # idle after it is lifted


def mkdir(path):
    try:
        os.mkdir(path)
    except OSError:
        pass


def write_shot(board, shots, name):
    mkdir(shots)
    with open("%s/%s.pbm" % (shots, name), "wb") as f:
        f.write(board.display.pbm())


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


async def pick(board, label, no):
    """``pick LABEL`` (script line ``no``): up or down presses to the line of
    the menu shown whose label is, or starts with, ``label``, then ok. No
    menu or no such line: "sim error line N: ..." and exit 2."""
    dev = board.device
    menu = dev.stack[-1] if dev is not None else None
    entries = getattr(menu, "entries", None)
    try:
        if entries is None:
            raise ValueError("no menu on the screen")
        button, n = steps(entries, menu.pos, label)  # type: ignore[union-attr]
    except ValueError as e:
        print("sim error line %d: pick %s: %s" % (no, label, e))
        sys.exit(2)
    for _ in range(n):
        await press(board, button, SHORT_MS)
    await press(board, "ok", SHORT_MS)


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
    for no, verb, arg, count in script_steps(path):
        board = fw.board
        for _ in range(count):
            if verb == "press":
                await press(board, arg, SHORT_MS)
            elif verb == "pick":
                await pick(board, arg, no)
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


def script_clock(board):
    """A script's wall clock for the history (``Device.clock``): 2026-12-03
    20:00 at the board's start, then its virtual time, so a script's
    screens and files come out the same every run."""

    def clock():
        from companion import ticks_diff

        m = ticks_diff(board.ticks_ms(), board.start) // 60000
        return [2026, 12, 3, 20 + m // 60, m % 60]

    return clock


async def guarded(board):
    """The firmware's main task; a crash ends the simulator with status 3."""
    try:
        from companion import runner  # on the Pico too: main.py imports it at boot

        dev = runner.first(board)  # as runner.run: the first frame, then the loop
        if not board.realtime:
            dev.clock = script_clock(board)  # the history's times: the same every run
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


async def typed_tap(board, redraw, poll):
    """Read the card typed on the status line; tap it on Enter."""
    PROMPT = hw_module("sim_term").PROMPT
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

    term = hw_module("sim_term")
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
                if term.PROMPT.last is None:
                    board.log("sim tap: no card tapped yet (t first)")
                else:
                    await tap(board, term.PROMPT.last)
                continue
            if ch == "q":
                return
            if ch == "p":  # the next number no file in shots has yet
                shot_no = last_shot(shots, shot_no) + 1
                mkdir(shots)
                path = "%s/shot%d.png" % (shots, shot_no)
                d = board.display
                hw_module("sim_png").write_png(path, d.shown, d.level, d.lit)
                board.log("sim shot " + path)
                continue
            if ch == "\x1b":  # arrow keys: ESC [ A/B/C/D; a lone Esc does nothing
                seq = sys.stdin.read(2) if poll.poll(0) else ""
                ch = {"[A": "w", "[B": "s", "[D": "b", "[C": "o"}.get(seq, "")
            if ch in ("\x03", "\x04"):  # Ctrl-C, Ctrl-D: quit like q
                return
            key = term.KEYS.get(ch)
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
    lang = opts["lang"]
    for no, verb, arg, _count in script_steps(opts["script"]):  # every line checked first
        if verb == "lang":  # the language of the boot: before any action
            if no != first_step(opts["script"]):
                print("sim error line %d: lang CODE comes before every other action" % no)
                sys.exit(2)
            lang = arg
    kw = {
        "seed": 1 if opts["seed"] is None else opts["seed"],
        "data_dir": opts["data"],
        "fresh_data": not opts["keep"],
        "reader": opts["reader"],
        "room": room,
        "lang": lang or "en",
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
    if opts["glass"]:
        import sim_glass

        sim_glass.install()
    room = ROOM[0] = HeapRoom(max(0, opts["room"] - code))
    room.used = code
    room.over = max(0, code - opts["room"])
    if opts["script"]:
        asyncio.run(script_run(opts, room))
        return
    shots = opts["shots"]
    import termios

    term = hw_module("sim_term")  # the interactive mode's, out of the room
    hw_module("sim_png")
    draw_terminal = term.draw_terminal
    log_lines = []

    cols = opts["cols"] or term.FULL_COLS
    rows = opts["rows"] or term.FULL_ROWS

    def on_show(display):
        draw_terminal(display, log_lines, cols, None, rows)

    board = SimBoard(
        seed=opts["seed"],
        realtime=True,
        on_show=on_show,
        data_dir=opts["data"],
        reader=opts["reader"],
        room=room,
        lang=opts["lang"],
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
