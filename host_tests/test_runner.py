"""The imperative shell (``companion.runner``, ``companion.loop``) on both runtimes, with a
plain fake board on a virtual clock: the watchdog is fed every poll, a press
that falls inside a stalled poll still arrives, and a crash anywhere is
logged, shown on the screen and leaves the buzzer silent."""

import asyncio
import io

from fakes import FakePin
from sim_pins import buttons
from vclock import Flag, VirtualClock

from companion import loop, runner
from companion.drivers.edges import EdgeLatch
from companion.ticks import TICKS_PERIOD, ticks_add, ticks_diff
from support import check, raises


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
    """``broken``: show() and init() raise OSError(5) (EIO: no ACK)."""

    def __init__(self):
        self.shows = 0
        self.fulls = 0
        self.inits = 0
        self.broken = False
        self.lit = True
        self.level = 0x7F

    def contrast(self, v):
        self.level = v

    def power(self, on):
        self.lit = on

    def init(self, tries=3, contrast=0xCF):
        self.inits += 1
        self.level = contrast
        if self.broken:
            raise OSError(5)

    def show(self, full=False):
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


class Dice:
    def getrandbits(self, k):
        return 2


class FakeBoard:
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
        self.rng = Dice()
        self.dev_mode = False
        self.lines = []
        self.log = self.lines.append
        self.watchdog = None
        self.watchdog_ms = None
        self.trace = io.StringIO()  # tracebacks of crashes, kept off the test output

    async def wait_ms(self, ms):
        self.pauses.append(ms)
        await self.clock.pause(ms, self.flag)

    def wake(self):
        self.flag.set()

    def start_watchdog(self, ms):
        self.watchdog_ms = ms
        self.watchdog = FakeWatchdog(self.clock)
        return self.watchdog


def drive(board, script):
    """Run ``loop.main(board)`` and ``script(board)`` on the virtual clock;
    return the exception ``main`` raised, or None when the script finished."""
    out = []

    async def app():
        try:
            await loop.main(board)
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
    err = raises(RuntimeError, runner.run, board)
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
    runner.report_crash(board, ValueError("bad"))
    assert board.fb.texts == ["Error", "ValueError: bad", "dev: see REPL"]


def test_crash_report_survives_a_broken_display():
    board = FakeBoard()

    class Broken:
        def show(self):
            raise OSError(110)

    board.display = Broken()
    runner.report_crash(board, KeyError("x"))
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
    # second: at about 1230, 2230 ms while still broken
    assert seen["inits_while_lost"] == 2
    assert board.display.inits == 3 and board.display.fulls == 1


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
