"""The runner's idle, sleep, battery and sound settings on both runtimes,
with the fake board of ``test_runner`` on a virtual clock.

Default settings (``companion.settings.DEFAULTS``): dim after 60 s, blank
after 300 s, sound on at volume 50, alkaline cells."""

from test_runner import FakeBoard, drive, press

from companion import TICKS_PERIOD, ticks_add, ticks_diff
from companion.ui.widgets import Screen
from support import check


class GapWatchdog:
    """Keeps the longest gap between two feeds, not every feed: these runs
    are minutes long (tens of thousands of polls)."""

    def __init__(self, clock):
        self.clock = clock
        self.last = None
        self.max_gap = 0

    def feed(self):
        now = self.clock.now
        if self.last is not None:
            self.max_gap = max(self.max_gap, ticks_diff(now, self.last))
        self.last = now


def quiet(board):
    """``board`` with a GapWatchdog and a log that keeps no button lines."""
    lines = board.lines

    def start_watchdog(ms):
        board.watchdog = GapWatchdog(board.clock)
        return board.watchdog

    def log(line):
        if not line.startswith("btn"):
            lines.append(line)

    board.start_watchdog = start_watchdog
    board.log = log
    return board


class BatteryBoard(FakeBoard):
    """A fake board with the Pico's supply sense and light sleep:
    ``raw`` ADC counts of VSYS/3 (``battery()``), ``usb`` the VBUS sense,
    and ``lightsleep(ms)`` that jumps the clock ``ms`` ahead, as a Pico
    asleep with nobody pressing a button comes back after ``ms``."""

    def __init__(self, raw, usb=False, start=1000):
        FakeBoard.__init__(self, start)
        self.raw = raw
        self.usb = usb
        self.naps = []  # (tick, ms) of each lightsleep

    def battery(self):
        return self.raw, self.usb

    def lightsleep(self, ms):
        self.naps.append((self.clock.now, ms))
        self.clock.now = ticks_add(self.clock.now, ms)


async def press_irq(b, name):
    """A press as the Pico sees it while it may be asleep: each edge fires
    the pin's IRQ into the edge queue, 60 ms down, 60 ms up."""
    pin = b.pins[name]
    pin.value(0)
    await b.clock.sleep_ms(60)
    pin.value(1)
    await b.clock.sleep_ms(60)


def idle_lines(board):
    return [ln for ln in board.lines if ln.startswith("sys idle")]


def test_dims_at_60_s_blanks_at_300_s_and_the_first_press_only_wakes():
    board = quiet(FakeBoard(start=TICKS_PERIOD - 100_000))  # the ticks wrap while idle
    seen = {}

    async def script(b):
        await b.clock.sleep_ms(59_900)
        seen["59.9"] = (b.display.level, idle_lines(b))
        await b.clock.sleep_ms(200)
        seen["60.1"] = (b.display.level, b.display.lit, idle_lines(b))
        await b.clock.sleep_ms(240_000)
        seen["300.1"] = (b.display.lit, idle_lines(b))
        await press(b, "down")  # on the blank game menu: only wakes
        seen["woken"] = (b.device.stack[-1].pos, b.display.lit, b.display.level)
        await press(b, "down")  # now it moves
        seen["moved"] = b.device.stack[-1].pos

    assert drive(board, script) is None
    check(seen["59.9"] == (127, []), "bright until 60 s")
    check(seen["60.1"] == (1, True, ["sys idle dim"]), "dim, lowest contrast")
    check(seen["300.1"] == (False, ["sys idle dim", "sys idle off"]), "blank")
    check(seen["woken"] == (0, True, 127), "woken, the menu untouched")
    check(seen["moved"] == 1, "the second press reaches the menu")
    check(idle_lines(board) == ["sys idle dim", "sys idle off", "sys idle on"])


def test_a_press_on_a_dim_screen_only_brightens_it():
    board = quiet(FakeBoard())
    seen = {}

    async def script(b):
        await b.clock.sleep_ms(61_000)
        await press(b, "ok")  # would open Hamsterdam's setup
        seen["after"] = (len(b.device.stack), b.display.level)

    assert drive(board, script) is None
    check(seen["after"] == (1, 127))
    check(board.buzzer.tones == [], "no key click for a wake")


def test_on_a_battery_a_blank_device_lightsleeps_in_chunks_and_a_press_wakes_it():
    board = quiet(BatteryBoard(raw=21845))  # VSYS 3300 mV
    seen = {}

    async def script(b):
        await b.clock.sleep_ms(400_000)
        seen["naps"] = list(b.naps)
        await press_irq(b, "down")  # the IRQ latched it while asleep: only wakes
        seen["pos"] = b.device.stack[-1].pos
        seen["woken_at"] = b.clock.now
        await b.clock.sleep_ms(5_000)

    assert drive(board, script) is None
    naps = seen["naps"]
    check(len(naps) > 0, "slept once blank")
    off_at = ticks_add(1000, 300_000)
    check(all(ticks_diff(t, off_at) >= 0 for t, _ in naps), "only after 300 s")
    check(all(0 < ms <= 1000 for _, ms in naps), "chunks of at most 1 s")
    # The watchdog (5 s) is fed between chunks: no gap over 1 s (the loop
    # runs again at once after each chunk).
    check(board.watchdog.max_gap == 1000, "fed through the sleep: 1 s chunks")
    check(seen["pos"] == 0, "the waking press moved nothing")
    # No nap while the button is held, none once awake: the press took 120 ms.
    check(len(board.naps) == len(naps), "awake from the press on")
    check(ticks_diff(seen["woken_at"], ticks_add(1000, 400_000)) < 1000 + 120)
    check(idle_lines(board)[-1] == "sys idle on")


def test_on_usb_power_it_blanks_but_never_lightsleeps():
    board = quiet(BatteryBoard(raw=21845, usb=True))

    async def script(b):
        await b.clock.sleep_ms(400_000)

    assert drive(board, script) is None
    check(idle_lines(board) == ["sys idle dim", "sys idle off"])
    check(board.naps == [], "no sleep on USB (the serial link stays up)")


class Awake(Screen):
    """A screen that keeps the device awake (a running Hamsterrolle timer)."""

    def keeps_awake(self):
        return True


def test_a_screen_that_keeps_awake_is_never_dimmed_or_put_to_sleep():
    board = quiet(BatteryBoard(raw=21845))

    async def script(b):
        await b.clock.sleep_ms(50)
        b.device.push(Awake())
        await b.clock.sleep_ms(400_000)

    assert drive(board, script) is None
    check(idle_lines(board) == [])
    check(board.naps == [] and board.display.level == 127 and board.display.lit)


def test_battery_gauge_readings_and_one_low_warning():
    # 17873 counts: VSYS = (17873 * 9900 + 32767) // 65535 = 2700 mV; with
    # the diode's 300 mV the pack is at 3000 mV: 8 % on the alkaline table.
    board = quiet(BatteryBoard(raw=17873))
    seen = {}

    async def script(b):
        await b.clock.sleep_ms(23_000)
        seen["23 s"] = b.device.toast_text  # warned at 14 s: shown for 10 s
        await b.clock.sleep_ms(2_000)
        seen["25 s"] = b.device.toast_text
        await b.clock.sleep_ms(36_000)

    assert drive(board, script) is None
    bat = [ln for ln in board.lines if ln.startswith("bat ")]
    # the first reading at boot, the 8th (2 s apart, a full window) warns,
    # and the log repeats every 60 s; the warning never again
    check(
        bat
        == [
            "bat mv=2700 pct=8 usb=0 chem=alkaline3",
            "bat mv=2700 pct=8 usb=0 chem=alkaline3 low=1",
            "bat mv=2700 pct=8 usb=0 chem=alkaline3",
        ]
    )
    check(board.device.battery_pct == 8)
    check(seen == {"23 s": "Battery low", "25 s": None})
    check(180 in board.buzzer.tones, "the error cue (180 Hz) with the warning")


def test_the_gauge_shows_on_the_home_screen_only():
    board = quiet(BatteryBoard(raw=21845))  # 3300 + 300 mV: 45 %
    seen = {}

    async def script(b):
        await b.clock.sleep_ms(100)
        seen["home"] = [it for it in b.device.view() if it[:2] == ("frame", 116)]
        await press(b, "ok")  # Hamsterdam's setup
        seen["setup"] = [it for it in b.device.view() if it[:2] == ("frame", 116)]

    assert drive(board, script) is None
    check(seen["home"] == [("frame", 116, 1, 11, 6, 0)])
    check(seen["setup"] == [])
    check(board.device.battery_pct == 45)


def test_unplugging_and_plugging_usb_shows_and_hides_the_gauge():
    board = quiet(BatteryBoard(raw=21845, usb=True))
    seen = {}

    async def script(b):
        await b.clock.sleep_ms(3_000)
        seen["usb"] = b.device.battery_pct
        b.usb = False
        await b.clock.sleep_ms(2_000)
        seen["battery"] = b.device.battery_pct
        b.usb = True
        await b.clock.sleep_ms(2_000)
        seen["again"] = b.device.battery_pct

    assert drive(board, script) is None
    check(seen == {"usb": None, "battery": 45, "again": None})
    bat = [ln for ln in board.lines if ln.startswith("bat ")]
    check(bat == ["bat mv=3300 pct=45 usb=0 chem=alkaline3", "bat usb=1"])


def test_sound_off_plays_no_cue_and_volume_sets_the_duty():
    board = quiet(FakeBoard())
    duties = []
    tone = board.buzzer.tone

    def record(freq, duty=32768):
        duties.append(duty)
        tone(freq, duty)

    board.buzzer.tone = record

    async def script(b):
        await b.clock.sleep_ms(50)
        b.device.settings["volume"] = 25
        await press(b, "down")  # key click at 25 %: duty 25 * 65536 // 100
        b.device.settings["sound"] = False
        await press(b, "down")

    assert drive(board, script) is None
    check(duties == [16384], "one click, at a quarter duty")
    check(board.device.stack[-1].pos == 2, "both presses moved the menu")


def test_a_card_read_on_a_dim_screen_counts_and_wakes_it():
    from nfc_rig import UID7, Rig
    from sim_tags import ndef_tlv, ntag

    from companion.nfc import writer

    board = quiet(FakeBoard())
    rig = Rig([], init=False)
    board.nfc = lambda buf=None: rig.reader
    seen = {}

    async def script(b):
        await b.clock.sleep_ms(100)
        for name in ("down", "ok", "up", "ok", "ok"):  # Sombreros, 2 players, score
            await press(b, name)
        await b.clock.sleep_ms(61_000)
        seen["dim"] = b.display.level
        rig.sim.tags.append(ntag(213, UID7, ndef_tlv(writer.text_message("bg1 som hat 3 5"))))
        await b.clock.sleep_ms(1_000)
        seen["read"] = b.display.level

    assert drive(board, script) is None
    check(seen == {"dim": 1, "read": 127})
    check("som tap space=1 card=3/5 uid=04A1B2C3D4E5F6" in board.lines, "the tap was taken")
    check(idle_lines(board) == ["sys idle dim", "sys idle on"])


def test_the_gauge_stays_off_a_game_screen():
    board = quiet(BatteryBoard(raw=21845))
    seen = {}

    async def script(b):
        await b.clock.sleep_ms(100)
        for name in ("ok", "ok", "ok"):  # Hamsterdam, 3 players, Standard
            await press(b, name)
        await b.clock.sleep_ms(3_000)
        seen["game"] = [it for it in b.device.view() if it[:2] == ("frame", 116)]

    assert drive(board, script) is None
    check(board.device.game is not None and board.device.battery_pct == 45)
    check(seen["game"] == [], "the game's own top line stays clear")


def test_nothing_is_drawn_or_sent_while_blank():
    board = quiet(FakeBoard())
    seen = {}

    async def script(b):
        await b.clock.sleep_ms(301_000)  # blank at 300 s
        seen["blank"] = b.display.shows
        await b.clock.sleep_ms(60_000)  # the hint line would change 24 times
        seen["later"] = b.display.shows
        await press(b, "down")  # wakes: the frame is sent again
        seen["woken"] = b.display.shows

    assert drive(board, script) is None
    check(seen["later"] == seen["blank"], "no frame sent to a blank display")
    check(seen["woken"] > seen["later"])


def test_changing_the_battery_type_does_not_warn_again():
    # 2700 mV VSYS: 8 % as alkaline (warned once), and as NiMH 3000 mV is 0 %.
    board = quiet(BatteryBoard(raw=17873))

    async def script(b):
        await b.clock.sleep_ms(20_000)  # warned at 14 s
        b.device.settings["battery"] = "nimh3"
        await b.clock.sleep_ms(20_000)

    assert drive(board, script) is None
    low = [ln for ln in board.lines if ln.endswith(" low=1")]
    check(low == ["bat mv=2700 pct=8 usb=0 chem=alkaline3 low=1"])
    check(board.device.battery_pct == 0)


def test_a_shorter_dim_time_from_the_settings_applies_at_once():
    board = quiet(FakeBoard())
    seen = {}

    async def script(b):
        await b.clock.sleep_ms(10_000)
        b.device.settings["dim_s"] = 15  # as the settings screen changes it, in place
        await b.clock.sleep_ms(4_900)
        seen["14.9 s"] = b.display.level
        await b.clock.sleep_ms(200)
        seen["15.1 s"] = b.display.level

    assert drive(board, script) is None
    check(seen == {"14.9 s": 127, "15.1 s": 1}, "the idle time so far counts: 15 s from boot")
