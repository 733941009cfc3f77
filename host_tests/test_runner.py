"""The imperative shell (``companion.runner``, ``companion.loop``) on both runtimes, with a
plain fake board on a virtual clock: the watchdog is fed every poll, a press
that falls inside a stalled poll still arrives, and a crash anywhere is
logged, shown on the screen and leaves the buzzer silent. A display silent at
boot (late, or its bus held low): the board from ``board_pico`` over the fake
``machine`` lends its ``probe``, bus and frame buffer to the fake board; the
device runs headless, the display is looked for once a second with one NOP
per address and never a wait, and the one that answers lights with the
screen of that moment."""

import asyncio
import io

import fake_machine as m
from fakes import FakePin, Scripted
from sim_pins import buttons
from test_board_pico import PULSE, STOP, boot
from vclock import Flag, VirtualClock

from companion import TICKS_PERIOD, loop, runner, ticks_add, ticks_diff
from companion.drivers.edges import EdgeLatch
from companion.settings import KEYS
from support import GAME_MENU, check, fresh_dir, raises


class FakeFB:
    """Records the text drawn since the last ``fill``."""

    def __init__(self):
        self.texts = []

    def fill(self, c):
        self.texts = []

    def text(self, s, x, y, c=1):
        self.texts.append(s)

    def fill_rect(self, x, y, w, h, c):
        pass

    def rect(self, x, y, w, h, c):
        pass

    def hline(self, x, y, w, c):
        pass


class FakeDisplay:
    """``broken``: show() and init() raise OSError(5) (EIO: no ACK);
    ``dark``: the ``on`` of every init() false (left dark for the next show)."""

    def __init__(self):
        self.shows = 0
        self.fulls = 0
        self.inits = 0
        self.dark = 0
        self.broken = False
        self.lit = True
        self.level = 0x7F

    def contrast(self, v):
        self.level = v

    def power(self, on):
        self.lit = on

    def init(self, tries=3, wait_ms=10, on=True, contrast=0xCF):
        self.inits += 1
        self.dark += 0 if on else 1
        self.level = contrast
        if self.broken:
            raise OSError(5)

    stopped = False

    def show(self, full=False, stop=None):
        if self.broken:
            raise OSError(5)
        self.shows += 1
        self.fulls += 1 if full else 0


class FakeBuzzer:
    """``fail_tone``: raise OSError on tone() (a broken PWM)."""

    def __init__(self, fail_tone=False):
        self.freq_hz = 0
        self.tones = []
        self.offs = 0
        self.fail_tone = fail_tone

    def tone(self, freq_hz, duty_u16=32768):
        if self.fail_tone:
            raise OSError(5)
        self.freq_hz = freq_hz
        self.tones.append(freq_hz)

    def off(self):
        self.freq_hz = 0
        self.offs += 1


class FakeWatchdog:
    def __init__(self, clock):
        self.clock = clock
        self.feeds = []  # tick of every feed

    def feed(self):
        self.feeds.append(self.clock.now)


class FakeBoard:
    """The Board contract (``board_pico.Board``'s docstring) on a virtual
    clock: a display that cannot be lost or changed, no card reader, no
    supply sensing; a light sleep jumps the clock."""

    def __init__(self, start=1000, fail_tone=False):
        self.clock = VirtualClock(start)
        self.ticks_ms = self.clock.ticks_ms
        self.sleep_ms = self.clock.sleep_ms
        self.flag = Flag()
        self.edges = EdgeLatch(self.ticks_ms, self.flag.set)
        self.pins, self.buttons = buttons(self.edges)
        self.pauses = []  # every pause the UI loop asked for, ms
        self.fb = FakeFB()
        self.display = FakeDisplay()
        self.buzzer = FakeBuzzer(fail_tone)
        self.led = FakePin()
        self.rng = Scripted([3], faces=True, cycle=True)  # every die a 3
        self.dev_mode = False
        self.boot_setting = None
        self.data_dir = None
        self.settings = None
        self.lines = []
        self.log = self.lines.append
        self.watchdog = None
        self.watchdog_ms = None
        self.restarts = 0
        self.trace = io.StringIO()  # tracebacks of crashes (runner.run's), off the output

    def probe(self):
        return self.display

    def use_display(self, kind):
        return self.display

    def nfc(self, buf=None):
        return None

    def battery(self):
        return None

    def lightsleep(self, ms):
        self.clock.now = ticks_add(self.clock.now, ms)

    def escape_hatch(self):
        return False

    async def wait_ms(self, ms):
        self.pauses.append(ms)
        await self.clock.pause(ms, self.flag)

    def wake(self):
        self.flag.set()

    def start_watchdog(self, ms):
        self.watchdog_ms = ms
        self.watchdog = FakeWatchdog(self.clock)
        return self.watchdog

    def stop_watchdog(self):
        self.watchdog = None

    def restart_after_crash(self):
        self.restarts += 1


def drive(board, script):
    """Run ``loop.main`` (on the device ``runner.first`` builds, as
    ``runner.run`` does) and ``script(board)`` on the virtual clock; return
    the exception ``main`` raised, or None when the script finished."""
    out = []

    async def app():
        try:
            await loop.main(board, runner.first(board))
        except Exception as e:
            out.append(e)

    async def go():
        clock = asyncio.create_task(board.clock.run())
        task = asyncio.create_task(app())
        await script(board)
        task.cancel()
        clock.cancel()
        await asyncio.sleep(0)
        await asyncio.sleep(0)

    asyncio.run(go())
    asyncio.new_event_loop()
    return out[0] if out else None


def test_the_settings_module_leaves_the_heap_after_the_first_frame():
    import sys

    board = FakeBoard()
    seen = []

    async def script(b):
        await b.clock.sleep_ms(300)
        seen.append("companion.settings" in sys.modules)
        for name in ("up", "up", "ok"):  # Game menu -> (wraps to) Settings
            await press(b, name)
        await b.clock.sleep_ms(300)

    assert drive(board, script) is None
    assert seen == [False]
    assert type(board.device.stack[-1]).__name__ == "SettingsScreen"  # it loads it again


def test_a_cue_plays_its_notes_and_rests_in_order_at_the_volume_s_duty():
    """``loop.play_cues``: the game-over tune is a C major arpeggio (C5 E5 G5
    C6, 523 659 784 1047 Hz) of 150 ms notes and a 400 ms last one; the
    dice's rattle three 5 ms clicks (1900, 1500, 2100 Hz) with rests of 25,
    30 and 30 ms. At volume 25 the duty is a quarter of full (16384)."""

    class Stop(Exception):
        pass

    class Board:
        def __init__(self):
            self.buzzer = self
            self.seen = []  # ("tone", Hz, duty), ("off",) and the ms slept

        def tone(self, freq, duty):
            self.seen.append(("tone", freq, duty))

        def off(self):
            self.seen.append(("off",))

        async def sleep_ms(self, ms):
            if not dev.cues:  # played and idle again
                raise Stop
            self.seen.append(ms)

    class Dev:
        cues = ["over", "rattle", "(none)"]
        settings = {"sound": True, "volume": 25}

    dev = Dev()
    board = Board()
    assert raises(Stop, asyncio.run, loop.play_cues(board, dev))
    d = 16384
    assert board.seen == [
        ("tone", 523, d), 150, ("tone", 659, d), 150, ("tone", 784, d), 150,
        ("tone", 1047, d), 400, ("off",),
        ("tone", 1900, d), 5, ("off",), 25, ("tone", 1500, d), 5, ("off",), 30,
        ("tone", 2100, d), 5, ("off",), 30, ("off",),
        ("off",),  # "(none)": no such cue, nothing played
        ("off",),  # and silent when the task ends
    ]  # fmt: skip


def test_watchdog_started_once_and_fed_every_pass():
    board = FakeBoard(start=TICKS_PERIOD - 500)  # the ticks wrap mid-run

    async def script(b):
        await b.clock.sleep_ms(2000)

    assert drive(board, script) is None
    assert board.watchdog_ms == 5000  # loop._WATCHDOG_MS
    assert board.watchdog_ms <= 8388  # the RP2040 limit
    feeds = board.watchdog.feeds
    assert feeds[0] == TICKS_PERIOD - 500
    gaps = [ticks_diff(b, a) for a, b in zip(feeds, feeds[1:])]
    assert max(gaps) == 50  # loop._IDLE_MS: the longest sleep with nothing to do
    assert len(feeds) >= 2000 // 50


def test_the_loop_sleeps_long_when_idle_and_wakes_on_the_press_edge():
    board = FakeBoard()

    async def script(b):
        await b.clock.sleep_ms(103)
        b.pins["ok"].value(0)  # the edge ends the pause at once
        await b.clock.sleep_ms(0)
        await b.clock.sleep_ms(1)
        b.seen = len(b.device.stack), b.device.held
        await b.clock.sleep_ms(79)
        b.pins["ok"].value(1)
        await b.clock.sleep_ms(300)

    assert drive(board, script) is None
    assert board.seen == (1, "ok")  # the menu line pressed, nothing picked yet
    assert len(board.device.stack) == 2  # picked at the release: Hamsterdam's setup
    assert 50 in board.pauses and 10 in board.pauses  # idle, then held


def test_press_inside_a_stalled_loop_reaches_the_device():
    board = FakeBoard()

    async def script(b):
        await b.clock.sleep_ms(100)
        # a 200 ms flash write: the loop cannot run; ok goes down (with
        # chatter, each edge fires the IRQ into the queue) and comes back up
        pin = b.pins["ok"]
        for _ in range(3):
            pin.value(0)
            b.clock.now = ticks_add(b.clock.now, 2)
            pin.value(1)
            b.clock.now = ticks_add(b.clock.now, 2)
        pin.value(0)
        b.clock.now = ticks_add(b.clock.now, 80)
        pin.value(1)
        b.clock.now = ticks_add(b.clock.now, 108)
        await b.clock.sleep_ms(100)

    assert drive(board, script) is None
    dev = board.device
    assert len(dev.stack) == 2  # ok on the game menu opened Hamsterdam's setup
    assert board.buzzer.tones  # and the key click played


def test_the_same_press_is_lost_without_the_edge_queue():
    board = FakeBoard()
    board.edges = None

    async def script(b):
        await b.clock.sleep_ms(100)
        b.pins["ok"].value(0)
        b.clock.now = ticks_add(b.clock.now, 80)  # pressed and released inside a stall
        b.pins["ok"].value(1)
        await b.clock.sleep_ms(100)

    assert drive(board, script) is None
    assert len(board.device.stack) == 1


def test_a_failing_background_task_stops_the_device_visibly():
    board = FakeBoard(fail_tone=True)

    async def script(b):
        await b.clock.sleep_ms(50)
        b.pins["ok"].value(0)  # the edge plays the key click: tone() fails
        await b.clock.sleep_ms(80)
        b.pins["ok"].value(1)
        await b.clock.sleep_ms(200)

    err = drive(board, script)
    assert isinstance(err, OSError)
    assert board.buzzer.freq_hz == 0


def test_run_reports_a_crash_logs_shows_and_silences():
    board = FakeBoard()
    board.buzzer.freq_hz = 2000  # a tone was playing

    def broken(ms):
        raise RuntimeError("boom")

    board.start_watchdog = broken
    err = raises(RuntimeError, runner.run, board, board.trace)
    assert str(err) == "boom"
    assert "crash RuntimeError: boom" in board.lines
    assert board.trace.getvalue().rstrip().endswith("RuntimeError: boom")
    assert board.fb.texts[:2] == ["Error", "RuntimeError: bo"]
    assert board.fb.texts[2] == "om"
    assert board.fb.texts[-1] == "restarting..."
    assert board.display.shows == 2  # the first frame (before the loop), the crash
    assert board.buzzer.freq_hz == 0


def test_crash_screen_in_development_mode_points_to_the_repl():
    board = FakeBoard()
    board.dev_mode = True
    runner.report_crash(board, ValueError("bad"), board.trace)
    assert board.fb.texts == ["Error", "ValueError: bad", "dev: see REPL"]


def test_crash_report_survives_a_broken_display():
    board = FakeBoard()

    class Broken:
        def show(self):
            raise OSError(110)

    board.display = Broken()
    runner.report_crash(board, KeyError("x"), board.trace)
    assert board.lines[-1] == "crash screen: OSError(110,)" or board.lines[-1].startswith(
        "crash screen: OSError(110"
    )


def test_a_display_that_drops_out_is_retried_and_the_game_runs_on():
    board = FakeBoard()
    seen = {}

    async def script(b):
        await b.clock.sleep_ms(100)
        b.display.broken = True  # the wire comes loose
        await b.clock.sleep_ms(50)
        b.pins["ok"].value(0)  # a press while the glass is gone still counts
        await b.clock.sleep_ms(80)
        b.pins["ok"].value(1)
        await b.clock.sleep_ms(2500)
        seen["inits_while_lost"] = b.display.inits
        b.display.broken = False
        await b.clock.sleep_ms(1100)

    assert drive(board, script) is None
    assert len(board.device.stack) == 2
    lost = [ln for ln in board.lines if ln.startswith("display")]
    assert lost == ["display lost errno=5", "display back"]
    # lost at the first redraw after the press (about 230 ms); retried once a
    # second: at about 1230, 2230 ms while still broken; back at 3230: left
    # dark by each init, lit by the show after it (the frame page by page)
    assert seen["inits_while_lost"] == 2
    assert board.display.inits == 3 and board.display.dark == 3


def test_the_reader_is_built_only_when_a_card_screen_opens_then_polled():
    from nfc_rig import UID7
    from sim_tags import ndef_tlv, ntag

    from companion.nfc import writer

    board, rig, built = board_counting_readers()

    async def script(b):
        await b.clock.sleep_ms(500)
        assert built == []  # the dice screen never builds the NFC stack
        for name in ("up", "ok", "ok"):  # Game menu -> (wraps to) Cards -> Read card
            await press(b, name)
        await b.clock.sleep_ms(200)
        rig.sim.tags[:] = [ntag(213, UID7, ndef_tlv(writer.text_message("bg1 clk roof green")))]
        await b.clock.sleep_ms(200)
        rig.sim.tags[:] = []
        await b.clock.sleep_ms(400)

    assert drive(board, script) is None
    assert len(built) == 1
    taps = [ln for ln in board.lines if ln.startswith("nfc ")]
    assert taps == [
        'nfc tap uid=04A1B2C3D4E5F6 tag=ntag213 card="bg1 clk roof green"',
        "nfc removed uid=04A1B2C3D4E5F6",
    ]


def test_a_card_resting_on_the_reader_is_reported_to_each_new_card_screen_once():
    board = board_with_a_resting_card("bg1 som hat 3 5")

    async def script(b):
        await b.clock.sleep_ms(100)
        for name in ("up", "ok", "ok"):  # Cards -> Read card: the resting card is read
            await press(b, name)
        await b.clock.sleep_ms(500)
        await press(b, "back")  # Cards menu: the card stays on the reader
        await b.clock.sleep_ms(300)
        await press(b, "ok")  # Read card again: a new screen, told about it once
        await b.clock.sleep_ms(500)

    assert drive(board, script) is None
    taps = [ln for ln in board.lines if ln.startswith("nfc ")]
    line = 'nfc tap uid=04A1B2C3D4E5F6 tag=ntag213 card="bg1 som hat 3 5"'
    assert taps == [line, line]


def test_back_on_the_same_scoring_screen_a_resting_card_is_not_taken_back():
    board = board_with_a_resting_card("bg1 som hat 3 5")

    async def script(b):
        await b.clock.sleep_ms(100)
        for name in ("down", "ok", "up", "ok", "ok"):  # Sombreros, 2 players, score
            await press(b, name)
        await b.clock.sleep_ms(500)  # the resting hat goes on table space 1
        await press(b, "back")  # "Leave scoring?"
        await press(b, "ok")  # "No, stay": the same session again
        await b.clock.sleep_ms(500)

    assert drive(board, script) is None
    som = [ln for ln in board.lines if ln.startswith("som tap") or ln.startswith("som back")]
    assert som == ["som tap space=1 card=3/5 uid=04A1B2C3D4E5F6"]
    assert board.device.game.table[0] is not None


def test_a_game_end_drops_the_reader_and_the_next_card_screen_builds_one():
    import sys

    board, rig, built = board_counting_readers()

    async def script(b):
        await b.clock.sleep_ms(100)
        for name in ("down", "ok", "up", "ok", "ok"):  # Sombreros, 2 players, score
            await press(b, name)
        await b.clock.sleep_ms(300)
        check(b.device.reader is rig.reader and len(built) == 1, "built for the scoring screen")
        await press(b, "back")  # nothing entered: straight back to the game menu
        await b.clock.sleep_ms(300)
        check(b.device.reader is None, "the reader is dropped with the game")
        for name in ("companion.nfc.reader", "companion.nfc.payload", "companion.ui.sombreros_ui"):
            check(name not in sys.modules, name + " unloaded")
        check(len(built) == 1, "not rebuilt on the game menu")
        for name in ("down", "ok", "up", "ok", "ok"):  # Sombreros again
            await press(b, name)
        await b.clock.sleep_ms(300)
        check(len(built) == 2 and b.device.reader is rig.reader, "built again")

    assert drive(board, script) is None
    assert [ln for ln in board.lines if ln.startswith("som session")] == [
        "som session start players=2",
        "som session abandoned taps=0",
        "som session start players=2",
    ]


def board_building_readers(tags):
    """A fake board whose ``nfc()`` builds a new reader each call, imported
    then (as ``board_pico`` does), over one simulated chip with ``tags`` on
    it: ``(board, sim, built)``, ``built`` the readers."""
    from mfrc522_sim import MFRC522Sim

    board = FakeBoard()
    sim = MFRC522Sim(tags)
    built = []

    def nfc(buf=None):
        from companion.nfc.iso14443a import ISO14443A
        from companion.nfc.mfrc522 import MFRC522
        from companion.nfc.ntag import NTAG
        from companion.nfc.reader import Reader

        built.append(Reader(NTAG(ISO14443A(MFRC522(sim.spi, sim.cs, None, sim)))))
        return built[-1]

    board.nfc = nfc
    return board, sim, built


def test_the_reader_rests_while_the_scores_show_and_a_resting_hat_stays_placed():
    # The scores are worked out with the card reader's stack out of the heap
    # (Device.rest_reader); back on the session a new reader is built, and
    # the hat that lay on the reader all along is neither read again nor
    # taken back; lifted, it is removed; the next hat is P2's favourite.
    import sys

    from nfc_field import card
    from nfc_rig import UID7
    from sim_tags import ndef_tlv, ntag

    from companion.nfc import writer

    resting = ntag(213, UID7, ndef_tlv(writer.text_message("bg1 som hat 3 5")))
    resting.log = None  # polled for seconds: no list of every frame it heard
    board, sim, built = board_building_readers([resting])
    stack = ("companion.nfc.reader", "companion.nfc.payload", "companion.cards")
    scores = ("companion.rules.sombreros", "companion.ui.sombreros_results", "companion.ui.results")

    async def script(b):
        await b.clock.sleep_ms(100)
        for name in ("down", "ok", "up", "ok", "ok"):  # Sombreros, 2 players, score
            await press(b, name)
        await b.clock.sleep_ms(500)  # the resting hat goes on table space 1
        await press(b, "ok")  # the table done
        for _ in range(2):  # each player's three steps, no favourite: "Go on without"
            for name in ("ok", "ok", "ok"):
                await press(b, name)
            await b.clock.sleep_ms(600)  # the question takes no reflex press
            for name in ("down", "ok"):
                await press(b, name)
        await b.clock.sleep_ms(300)
        dev = b.device
        check(type(dev.stack[-1]).__name__ == "SombrerosResults", "the scores show")
        check(dev.reader is None and dev.rested == [UID7], "the reader rests")
        for name in stack:
            check(name not in sys.modules, name + " unloaded with the scores")
        for name in scores:
            check(name in sys.modules, name + " loaded with the scores")
        check(len(built) == 1, "one reader so far")
        await press(b, "back")  # back to fix a tap
        for name in scores:  # before the reader is built again, and the taps' peak
            check(name not in sys.modules, name + " unloaded as the taps are back")
        await b.clock.sleep_ms(800)
        check(len(built) == 2 and dev.reader is built[1], "a new reader for the session")
        check(dev.rested is None, "the rest is over")
        check(built[1].present() == [UID7], "the resting hat is known to it")
        sim.tags[:] = []  # lifted
        await b.clock.sleep_ms(800)
        sim.tags[:] = [card("bg1 som hat 4 5")]
        sim.tags[0].log = None
        await b.clock.sleep_ms(500)

    assert drive(board, script) is None
    nfc = [ln.split(" tag=")[0] for ln in board.lines if ln.startswith("nfc ")]
    assert nfc == [
        "nfc tap uid=04A1B2C3D4E5F6",
        "nfc removed uid=04A1B2C3D4E5F6",
        "nfc tap uid=" + cards_uid("bg1 som hat 4 5"),
    ]
    som = [ln.split(" uid=")[0] for ln in board.lines if ln.startswith("som tap")]
    assert som == ["som tap space=1 card=3/5", "som tap player=P2 as=favourite card=4/5"]
    assert not [ln for ln in board.lines if ln.startswith(("som again", "som back"))]
    assert board.device.game.table[0] == (-1, 3, 5, "04A1B2C3D4E5F6")


def cards_uid(text):
    from nfc_field import uid_of

    return "".join("%02X" % b for b in uid_of(text))


async def press(b, name):
    """A short press on the fake board: 60 ms down, 60 ms up."""
    b.pins[name].value(0)
    await b.clock.sleep_ms(60)
    b.pins[name].value(1)
    await b.clock.sleep_ms(60)


def board_counting_readers():
    """A fake board whose ``nfc()`` hands out one simulated reader (no card on
    it) and records the tick of each call: ``(board, rig, built)``."""
    from nfc_rig import Rig

    board = FakeBoard()
    rig = Rig([], init=False)
    built = []

    def nfc(buf=None):
        built.append(board.clock.now)
        return rig.reader

    board.nfc = nfc
    return board, rig, built


def board_with_a_resting_card(text):
    """A fake board whose reader has an NTAG213 carrying ``text`` on it."""
    from nfc_rig import UID7, Rig
    from sim_tags import ndef_tlv, ntag

    from companion.nfc import writer

    board = FakeBoard()
    rig = Rig([ntag(213, UID7, ndef_tlv(writer.text_message(text)))], init=False)
    board.nfc = lambda buf=None: rig.reader
    return board


# -- a display silent at boot -----------------------------------------------


class BufFB(FakeFB):
    """A frame buffer that writes each text's characters, one byte a column
    (its code), into the board's buffer at the text's page and column, so
    the bytes on the bus say what is on the screen; a dark box sets its
    height's bits in its corner's column (a pressed menu line: 7, a row of
    a menu's arrow: 1); lit boxes and lines draw nothing."""

    def fill_rect(self, x, y, w, h, c):
        if not c:
            self.buf[(y >> 3) * 128 + x] |= h

    def __init__(self, buf):
        self.buf = buf

    def fill(self, c):
        self.buf[:] = bytes(len(self.buf))

    def text(self, s, x, y, c=1):
        at = (y >> 3) * 128 + x
        for i in range(min(len(s), 128 - x)):
            self.buf[at + i] = ord(s[i])


def headless(**hw):
    """``(fake board, pico board, pico's log)``: the Pico's board booted over
    the fake machine with ``hw`` (no display answered), its ``probe`` and
    buffer lent to a fake board on the virtual clock (whose loop starts at
    1000 ms), each probe's tick recorded in ``fake.probed``, any blocking
    wait of the board in ``fake.waits``."""
    bp, pico, lines = boot(**hw)
    assert pico.display is None
    fake = FakeBoard()
    fake.display = None
    fake.fb = BufFB(pico.buf)
    fake.probed = []
    fake.waits = []
    bp.block_ms = fake.waits.append

    def probe():
        fake.probed.append(fake.clock.now)
        return pico.probe()

    fake.probe = probe
    return fake, pico, lines


def page(n):
    """The window of page ``n``, whole width (21h 0..127, 22h n..n)."""
    return bytes((0x00, 0x21, 0, 127, 0x22, n, n))


def test_a_display_first_answering_at_the_fifth_probe_lights_with_the_current_screen():
    # It misses the three probes of the boot (0, 50, 100 ms) and the loop's
    # first look, at its start; the fifth answers: by then a press has moved
    # the device on to Hamsterdam's player count, and that is shown.
    fake, pico, lines = headless(scan_misses=4)
    seen = {}

    async def script(b):
        await b.clock.sleep_ms(300)
        await press(b, "ok")  # 1300-1360, headless: Hamsterdam picked
        await b.clock.sleep_ms(80)  # 1500: the fourth probe (1000) missed
        seen["display"] = pico.display
        seen["writes"] = list(m.buses[0].writes)
        await b.clock.sleep_ms(900)  # 2400: the fifth answered

    assert drive(fake, script) is None
    assert len(fake.device.stack) == 2  # the press counted while headless
    assert seen["display"] is None and seen["writes"] == []
    # Looked for at the loop's start (1000), then at its first pass at least
    # 1000 ms later: the passes after the release are 1385 (its debounce,
    # 25 ms), then every 50 ms, so 2035.
    assert fake.probed == [1000, 2035] and fake.waits == []
    d = pico.display
    assert d is not None and d.addr == 0x3C and d.buf is pico.buf
    w = [x[1] for x in m.buses[0].writes]
    assert w[0] == b"\x00\xe3"  # the probe that answered
    # the init sequence without its display-on (AFh), at the settings'
    # contrast (127), then the frame page by page, the panel lit after page 0
    assert w[1][:2] == b"\x00\xae" and len(w[1]) == 26 and w[1][11:13] == b"\x81\x7f"
    assert w[2] == page(0) and w[3] == b"\x40" + bytes(pico.buf[0:128])
    assert w[4] == b"\x00\xaf"
    for p in range(1, 8):
        assert w[3 + 2 * p] == page(p)
        assert w[4 + 2 * p] == b"\x40" + bytes(pico.buf[p * 128 : p * 128 + 128])
    # the screen of the moment: the title at column 1 of page 0, the
    # highlighted "3 players" at column 2 of page 2 (y 22)
    assert w[3][2:12] == b"Hamsterdam" and w[8][3:12] == b"3 players"
    assert len(w) == 19
    assert [ln for ln in fake.lines if ln.startswith("display")] == ["display back"]


def test_a_display_that_never_answers_is_looked_for_once_a_second_and_the_device_works():
    fake, pico, lines = headless(devices=())
    assert lines[0] == "display: no answer at 0x3C or 0x3D i2c_khz=400"

    async def script(b):
        await b.clock.sleep_ms(100)
        await press(b, "ok")  # 1100-1160
        await b.clock.sleep_ms(9280)  # to 10500

    assert drive(fake, script) is None
    assert len(fake.device.stack) == 2  # buttons work headless
    # Looked for at the loop's start (1000), then at its first pass at least
    # 1000 ms after the last look. The passes: 1185 after the release (its
    # debounce), then every 50 ms: 2035, 3035; the hint line's turn at 3500
    # (2.5 s after the start) puts them on 3500 + 50 k: 4050, 5050, ... 10050.
    assert fake.probed == [1000, 2035, 3035] + [4050 + 1000 * k for k in range(7)]
    # each look: one NOP to 0x3C and one to 0x3D, nothing else on the bus,
    # no wait, no bus rebuilt; the loop never slept longer than 50 ms
    assert m.buses[0].probes == 3 * 2 + 10 * 2 and len(m.buses) == 1
    assert fake.waits == [] and m.wire == []
    feeds = fake.watchdog.feeds
    assert max(b - a for a, b in zip(feeds, feeds[1:])) == 50
    assert pico.display is None
    assert [ln for ln in fake.lines if ln.startswith("display")] == []


def test_a_bus_held_low_past_the_boot_is_cleared_by_the_loop_and_the_display_lights():
    # Held for 12 clocks: the boot's clear gives 9 and its STOP one more,
    # the loop's first look (at its start, 1000) the last 2, a STOP, and the
    # display answers.
    fake, pico, lines = headless(held=12)

    async def script(b):
        await b.clock.sleep_ms(1500)

    assert drive(fake, script) is None
    assert m.wire == PULSE * 9 + STOP + PULSE * 2 + STOP
    assert lines[0] == "display: bus clear clocks=9 free=0"
    assert lines[-1] == "display: bus clear clocks=2 free=1"
    assert fake.probed == [1000]
    d = pico.display
    assert d is not None and d.i2c is m.buses[-1] and len(m.buses) == 3
    w = [x[1] for x in m.buses[-1].writes]
    assert w[0] == b"\x00\xe3" and w[1][:2] == b"\x00\xae" and w[4] == b"\x00\xaf"
    assert w[3][2:6] == b"Game"  # the game menu's title, page 0 from column 1
    assert [ln for ln in fake.lines if ln.startswith("display")] == ["display back"]


# -- the display controller changed on the settings screen, or at power-on ----


def lent(**hw):
    """``(fake board, pico board)``: the Pico's board booted over the fake
    machine with a display, its display, buffer and ``use_display`` lent
    to a fake board on the virtual clock."""
    bp, pico, lines = boot(**hw)
    fake = FakeBoard()
    fake.display = pico.display
    fake.fb = BufFB(pico.buf)
    fake.use_display = pico.use_display
    return fake, pico


def test_a_display_controller_chosen_in_the_settings_drives_the_glass_at_once():
    fake, pico = lent()
    bus = m.buses[0]
    seen = {}

    async def script(b):
        await b.clock.sleep_ms(100)
        for _ in range(GAME_MENU.index("Settings")):  # the game menu: Settings after the games
            await press(b, "down")
        await press(b, "ok")
        for _ in range(KEYS.index("display")):  # the settings list: one line a key
            await press(b, "down")
        del bus.writes[:]
        await press(b, "ok")  # SSD1306 -> SH1106
        seen["writes"] = [w[1] for w in bus.writes]
        await b.clock.sleep_ms(200)

    assert drive(fake, script) is None
    d = pico.display
    assert type(d).__name__ == "SH1106" and fake.device.settings["display"] == "sh1106"
    w = seen["writes"]
    # the press edge's frame by the SSD1306 driver (its 21h/22h windows),
    # then, at the release that changed it, the SH1106's init, dark, at the
    # contrast in use (127); then the whole
    # frame, page by page at RAM column 2 (B0h+page, 02h, 10h), lit after
    # page 0 (SH1106 datasheet; every byte: test_sh1106)
    at = w.index(next(x for x in w if x[:2] == b"\x00\xae"))
    assert at > 0 and all(x[1] in (0x21, 0x22, 0x40) or x[0] == 0x40 for x in w[:at])
    w = w[at:]
    assert w[0][:2] == b"\x00\xae" and len(w[0]) == 24 and w[0][11:13] == b"\x81\x7f"
    assert w[0][-3:] == b"\xad\x8b\x32"
    assert w[1] == b"\x00\xb0\x02\x10" and w[2][0] == 0x40 and len(w[2]) == 129
    assert w[3] == b"\x00\xaf"
    for p in range(1, 8):
        assert w[2 + 2 * p] == bytes((0x00, 0xB0 | p, 0x02, 0x10))
    # the new controller named on the hint line (page 7, from column 0) and
    # the line it changed: "Display  SH1106"
    assert b"Display SH1106" in w[2 + 2 * 7 + 1]
    assert "sys setting display=sh1106" in fake.lines


def test_up_held_at_power_on_names_the_new_controller_and_saves_it():
    fake = FakeBoard()
    fake.boot_setting = ("display", "sh1106")

    async def script(b):
        await b.clock.sleep_ms(100)

    assert drive(fake, script) is None
    dev = fake.device
    assert dev.settings["display"] == "sh1106"
    assert dev.toast_text == "Display SH1106"
    assert "sys setting display=sh1106 by up held at power-on" in fake.lines


def test_up_held_at_power_on_puts_the_bus_back_to_400khz_names_and_saves_it():
    # Settings -> I2C bus 1 MHz garbled the picture; up held at power-on:
    # the board opened the bus at 400 kHz (test_board_pico), the runner
    # keeps it: saved, logged, named on the hint line for 10 s (not "At next
    # start": it is in use already)
    from companion import settings as cfg

    fake = FakeBoard()
    fake.data_dir = fresh_dir("build/test-runner-bus")
    fake.settings = cfg.load(None)
    fake.settings["i2c_khz"] = 1000
    cfg.save(fake.data_dir, fake.settings)
    fake.boot_setting = ("i2c_khz", 400)

    async def script(b):
        await b.clock.sleep_ms(100)

    assert drive(fake, script) is None
    dev = fake.device
    assert dev.settings["i2c_khz"] == 400 and dev.settings["display"] == "ssd1306"
    assert cfg.load(fake.data_dir)["i2c_khz"] == 400
    assert dev.toast_text == "I2C bus 400kHz"
    assert "sys setting i2c_khz=400 by up held at power-on" in fake.lines
