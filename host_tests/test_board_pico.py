"""The board module on the host (both runtimes), over a fake ``machine``:
pin numbers, the buzzer pin forced low before anything else, the display
probed at 0x3C then 0x3D and retried, no crash without a display, the bus
cleared when a module holds SDA low (UM10204 3.1.16) and the display looked
for again (``probe``), button IRQs, the watchdog limits and its stop
register, the boot log line."""

import sys

import fake_asyncio
import fake_framebuf
import fake_machine as m

from companion.drivers.edges import EdgeLatch
from support import MICROPYTHON, raises


class _Fell:
    """The pin as a hard IRQ handler sees it after a falling edge."""

    def irq(self):
        return self

    def flags(self):
        return 4  # IRQ_FALLING

    def value(self):
        return 0


def boot(i2c_freq=400_000, contrast=127, **hw):
    """Import board_pico afresh over the fakes and build a Board; the fakes
    leave sys.modules again afterwards (other tests import the real ones)."""
    m.fresh(**hw)
    fakes = {"machine": m}
    if not MICROPYTHON:
        fakes["framebuf"] = fake_framebuf
        fakes["asyncio"] = fake_asyncio
    saved = dict((name, sys.modules.get(name)) for name in fakes)
    sys.modules.update(fakes)
    try:
        sys.modules.pop("board_pico", None)
        import board_pico

        lines = []
        board_pico.Board.log = lambda self, line: lines.append(line)
        board = board_pico.Board(i2c_freq, contrast)
    finally:
        for name, mod in saved.items():
            if mod is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = mod
    return board_pico, board, lines


def test_buzzer_pin_is_driven_low_before_anything_else():
    _, board, _ = boot()
    # GP15 as an output at 0, before the I2C bus; its PWM (at duty 0) only
    # with the first use, after the first frame
    assert m.created[0] == ("Pin", 15, m.Pin.OUT, -1, 0)
    assert not [c for c in m.created if c[0] == "PWM"]
    assert board.buzzer.pin.mode == m.Pin.OUT and board.buzzer.pin.level == 0
    assert [c for c in m.created if c[0] == "PWM"] == [("PWM", 15, 2000, 0)]
    assert board.buzzer is board.buzzer  # made once


def test_display_on_i2c0_gp4_gp5_at_400khz_at_0x3c():
    bp, board, lines = boot(contrast=191)
    assert ("I2C", 0, 4, 5, 400_000) in m.created
    assert board.display is not None and board.display.addr == 0x3C
    # a NOP probe (E3h: no 112-address scan), then the init sequence at the
    # saved contrast without its display-on (AFh): the first frame lights
    # the panel after its first page (test_ssd1306 checks every byte)
    writes = [w[1] for w in board.display.i2c.writes]
    assert writes[0] == b"\x00\xe3"
    assert writes[1][:2] == bytes((0x00, 0xAE)) and writes[1][11:13] == bytes((0x81, 191))
    assert writes[1][-1] != 0xAF and len(writes) == 2
    assert m.buses[0].scans == 0
    board.fb.pixel(3, 9, 1)  # draws into the display's own buffer
    assert board.display.buf[128 + 3] == 0b10
    assert lines == ["boot reset_cause=power-on dev=0"]


def test_display_at_0x3d_is_found():
    _, board, _ = boot(devices=(0x3D,))
    assert board.display.addr == 0x3D


def test_display_late_on_the_bus_is_found_by_a_retry():
    _, board, _ = boot(scan_misses=2)
    assert board.display is not None


def test_no_display_logs_and_runs_on_with_a_spare_frame_buffer():
    bp, board, lines = boot(devices=())
    assert board.display is None
    board.fb.pixel(127, 63, 1)  # a spare 1 KB buffer: drawing still works
    assert lines[0] == "display: no answer at 0x3C or 0x3D i2c_khz=400"
    # probed PROBE_TRIES (3) times, a NOP to each address, before giving up
    assert bp.PROBE_TRIES == 3
    assert m.buses[0].probes == 3 * 2


def test_the_saved_i2c_speed_is_used():
    _, board, lines = boot(1_000_000)
    assert [c for c in m.created if c[0] == "I2C"] == [("I2C", 0, 4, 5, 1_000_000)]
    assert board.display is not None and board.display.i2c.freq == 1_000_000
    assert lines == ["boot reset_cause=power-on dev=0"]


def test_a_display_silent_at_the_saved_speed_is_opened_at_400khz():
    # A module that does not keep up with 1 MHz: three probes at 1 MHz, then
    # the rated speed, so the settings screen can be reached to set it back.
    _, board, lines = boot(1_000_000, max_freq=400_000)
    assert [c[4] for c in m.created if c[0] == "I2C"] == [1_000_000, 400_000]
    assert board.display is not None and board.display.i2c.freq == 400_000
    assert lines[0] == "display: no answer at 0x3C or 0x3D i2c_khz=1000"
    assert lines[1] == "boot reset_cause=power-on dev=0"


def test_buttons_pulled_up_with_a_hard_irq_on_both_edges_into_one_queue():
    _, board, _ = boot()
    names = [b[0] for b in board.buttons]
    assert names == ["ok", "up", "down", "back"]
    assert [b[1].id for b in board.buttons] == [10, 11, 12, 13]
    assert isinstance(board.edges, EdgeLatch)
    for n, (_, pin) in enumerate(board.buttons):
        assert pin.mode == m.Pin.IN and pin.pull == m.Pin.PULL_UP
        handler, trigger, hard = pin.irq_args
        assert trigger == m.Pin.IRQ_FALLING | m.Pin.IRQ_RISING == 4 | 8
        assert hard is True
        handler(_Fell())  # the line's own handler: its edge goes in as line n
        assert board.edges.take()[:2] == (n, True)


def test_an_edge_or_the_timer_ends_the_pause():
    _, board, _ = boot()
    board.wake()  # before the loop's first wait: no flag yet, nothing to end
    board._flag = fake_asyncio.ThreadSafeFlag()  # the loop's first wait_ms makes it
    assert board.edges.wake == board.wake  # every stored edge ends the wait
    (timer,) = m.timers
    board._ring_cb(timer)  # the one-shot timer's callback does the same
    assert board._flag.state
    board._flag.state = 0
    board.wake()  # a card read asks for its frame
    assert board._flag.state


def test_escape_hatch_is_back_held_at_boot():
    _, board, _ = boot()
    assert board.escape_hatch() is False
    _, board, _ = boot(levels={13: 0})
    assert board.escape_hatch() is True


def test_dev_jumper_on_gp22_means_no_watchdog():
    _, board, lines = boot(levels={22: 0})
    assert board.dev_mode is True
    assert board.start_watchdog(5000) is None
    assert not [c for c in m.created if c[0] == "WDT"]
    assert lines[-1] == "boot reset_cause=power-on dev=1"


def test_watchdog_limits_and_stop_register():
    bp, board, _ = boot(reset_cause_value=m.WDT_RESET)
    raises(ValueError, board.start_watchdog, 8389)
    raises(ValueError, board.start_watchdog, 0)
    wdt = board.start_watchdog(8388)
    assert wdt.timeout == 8388
    board.stop_watchdog()
    # WATCHDOG CTRL 0x40058000, atomic clear alias +0x3000, ENABLE = bit 30
    assert m.mem32.writes == [(0x4005B000, 0x40000000)]


def test_reset_cause_watchdog_is_logged():
    _, _, lines = boot(reset_cause_value=m.WDT_RESET)
    assert lines == ["boot reset_cause=watchdog dev=0"]


def test_restart_after_crash_resets_outside_dev_mode_only():
    _, board, _ = boot(levels={22: 0})
    board.restart_after_crash()  # dev mode: returns to the REPL
    _, board, _ = boot()
    board.restart_delay_ms = 0
    board.buzzer.tone(440)
    raises(m.Reset, board.restart_after_crash)
    assert board.buzzer.freq_hz == 0


def test_nfc_pins_are_reserved_and_distinct():
    _, board, _ = boot()
    pins = board.nfc_spi_pins
    assert pins == {"sck": 18, "mosi": 19, "miso": 16, "cs": 17, "rst": 20}


def test_nfc_reader_on_spi0_at_4mhz_built_only_when_asked():
    bp, board, _ = boot()
    assert not [c for c in m.created if c[0] == "SPI"]
    reader = board.nfc()
    spi = [c for c in m.created if c[0] == "SPI"]
    # SPI0, mode 0, SCK GP18, MOSI GP19, MISO GP16; CS GP17 and RST GP20 high
    assert spi == [("SPI", 0, 4_000_000, 0, 0, 18, 19, 16)]
    assert ("Pin", 17, m.Pin.OUT, -1, 1) in m.created
    assert ("Pin", 20, m.Pin.OUT, -1, 1) in m.created
    assert reader.poll(0) == ("no_reader",)  # nothing answers on the fake bus
    assert board.data_dir == "/data"


def test_battery_reads_vsys_on_adc3_and_usb_on_the_vbus_sense_pin():
    bp, board, _ = boot(levels={24: 0})
    assert ("ADC", 29) in m.created
    assert ("Pin", 24, m.Pin.IN, -1, None) in m.created
    m.adc_counts[0] = 29789  # VSYS 4.5 V: 1.5 V at the pin, 1.5 / 3.3 * 65535
    assert board.battery() == (29789, False)
    board._vbus.level = 1  # USB plugged in
    assert board.battery() == (29789, True)
    board.lightsleep(500)
    assert m.slept == [500]


# -- the display's bus held low, and the display looked for again ----------

PULSE = [("scl", 0), ("scl", 1)]  # one SCL clock, the pin as an open-drain GPIO
STOP = [("scl", 0), ("sda", 0), ("scl", 1), ("sda", 1)]  # SDA rises while SCL is high


def test_a_healthy_bus_costs_one_read_of_sda_at_boot():
    _, board, lines = boot()
    # GP4 read once as an input with its pull-up (high); nothing driven on
    # either line, the I2C built straight after, and probed once
    i2c_at = m.created.index(("I2C", 0, 4, 5, 400_000))
    assert m.created[i2c_at - 3 : i2c_at] == [
        ("Pin", 4, m.Pin.IN, m.Pin.PULL_UP, None),
        ("Pin", 4, -1, -1, None),  # the I2C's pins, as they are
        ("Pin", 5, -1, -1, None),
    ]
    assert not [c for c in m.created if c[0] == "Pin" and c[2] == m.Pin.OPEN_DRAIN]
    assert m.wire == []
    assert m.buses[0].probes == 1
    assert lines == ["boot reset_cause=power-on dev=0"]


def test_sda_held_low_at_boot_is_cleared_by_five_clocks_and_a_stop():
    # A module cut off in the middle of a byte holds SDA for 5 more clocks:
    # SCL pulsed 5 times (SDA read high after the fifth), then a STOP, the
    # pins given back to an I2C, then the boot's own bus and its first probe
    # answers.
    _, board, lines = boot(held=5)
    assert m.wire == PULSE * 5 + STOP
    assert lines[0] == "display: bus clear clocks=5 free=1"
    od = [c for c in m.created if c[0] == "Pin" and c[2] == m.Pin.OPEN_DRAIN]
    assert od == [
        ("Pin", 4, m.Pin.OPEN_DRAIN, m.Pin.PULL_UP, 1),
        ("Pin", 5, m.Pin.OPEN_DRAIN, m.Pin.PULL_UP, 1),
    ]
    assert m.created.index(od[-1]) < m.created.index(("I2C", 0, 4, 5, 400_000))
    assert board.display is not None and len(m.buses) == 2
    assert m.buses[1].probes == 1 and m.buses[1].writes[0] == (0x3C, b"\x00\xe3")


def test_a_bus_held_past_nine_clocks_is_cleared_again_by_the_next_probe():
    bp, board, lines = boot(held=12)
    # nine pulses (the most UM10204 gives), a STOP, SDA still low: each of
    # the three probes times out (ETIMEDOUT), the device starts headless
    assert m.wire == PULSE * 9 + STOP
    assert lines[0] == "display: bus clear clocks=9 free=0"
    assert board.display is None and m.buses[1].probes == 3 * 2
    del m.wire[:]
    d = board.probe()  # the UI loop's first look, at its start
    # SDA still low: 12 - 9 - 1 (the STOP's own clock) = 2 more pulses free
    # it, a STOP, the bus built again (at the rated speed), one NOP, and the
    # display made over the frame buffer
    assert m.wire == PULSE * 2 + STOP
    assert lines[-1] == "display: bus clear clocks=2 free=1"
    assert [c[4] for c in m.created if c[0] == "I2C"] == [400_000] * 3
    assert d is board.display and d.addr == 0x3C and d.i2c is m.buses[2]
    assert m.buses[2].writes == [(0x3C, b"\x00\xe3")]
    board.fb.pixel(0, 8, 1)
    assert d.buf is board.buf and d.buf[128] == 1  # what the device drew meanwhile


def test_probe_on_a_healthy_bus_is_one_nop_per_address_and_never_waits():
    bp, board, lines = boot(devices=())
    waits = []
    bp.block_ms = waits.append
    before = m.buses[0].probes
    assert board.probe() is None
    assert board.probe() is None
    assert m.buses[0].probes - before == 2 * 2  # 0x3C and 0x3D, once each a call
    assert waits == [] and m.wire == [] and len(m.buses) == 1
    m.buses[0].devices = [0x3D]  # the display answers now, at 0x3D
    d = board.probe()
    assert d is board.display and d.addr == 0x3D and d.buf is board.buf
    assert m.buses[0].writes == [(0x3D, b"\x00\xe3")]  # made, not initialised: Glass does it


def test_a_lost_display_on_a_held_bus_comes_back_through_the_same_probe():
    bp, board, lines = boot()
    old = board.display
    m.sda_held = 4  # a brown-out mid-game, in the middle of a byte
    d = board.probe()
    assert m.wire == PULSE * 4 + STOP
    assert lines[-1] == "display: bus clear clocks=4 free=1"
    assert d is old and d.i2c is m.buses[-1] and m.buses[-1].freq == 400_000
