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


PICO = "Raspberry Pi Pico with RP2040"


def boot(i2c_freq=400_000, contrast=127, display="ssd1306", banner=PICO, release="1.28.0", **hw):
    """Import board_pico afresh over the fakes and build a Board (on the
    board ``banner`` names, as MicroPython's ``sys.implementation._machine``
    does); the fakes leave sys.modules again afterwards (other tests import
    the real ones)."""
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
        board = board_pico.Board(i2c_freq, contrast, display, banner, release)
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
    assert lines == ["boot board=pico chip=RP2040 display=ssd1306 reset_cause=power-on dev=0"]


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
    assert lines == ["boot board=pico chip=RP2040 display=ssd1306 reset_cause=power-on dev=0"]


def test_a_display_silent_at_the_saved_speed_is_opened_at_400khz():
    # A module that does not keep up with 1 MHz: three probes at 1 MHz, then
    # the rated speed, so the settings screen can be reached to set it back.
    _, board, lines = boot(1_000_000, max_freq=400_000)
    assert [c[4] for c in m.created if c[0] == "I2C"] == [1_000_000, 400_000]
    assert board.display is not None and board.display.i2c.freq == 400_000
    assert lines[0] == "display: no answer at 0x3C or 0x3D i2c_khz=1000"
    assert lines[1] == "boot board=pico chip=RP2040 display=ssd1306 reset_cause=power-on dev=0"


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
    board._ring(timer)  # the one-shot timer's callback (wake) does the same
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
    assert lines[-1] == "boot board=pico chip=RP2040 display=ssd1306 reset_cause=power-on dev=1"


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
    assert lines == ["boot board=pico chip=RP2040 display=ssd1306 reset_cause=watchdog dev=0"]


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
    assert lines == ["boot board=pico chip=RP2040 display=ssd1306 reset_cause=power-on dev=0"]


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


# -- the board and chip tables -------------------------------------------------

BANNERS = (
    ("pico", "Raspberry Pi Pico with RP2040"),
    ("pico_w", "Raspberry Pi Pico W with RP2040"),
    ("pico2", "Raspberry Pi Pico2 with RP2350"),
    ("pico2_w", "Raspberry Pi Pico 2 W with RP2350"),
)
# WATCHDOG CTRL + 0x3000, the atomic clear alias (RP2040 datasheet 2.1.2,
# 4.7.6: 0x40058000; RP2350: 0x400D8000), and its ENABLE bit 30


def test_each_boards_banner_names_its_row_and_chip():
    # os.uname().machine (= sys.implementation._machine) on each board:
    # MICROPY_HW_BOARD_NAME "with" MICROPY_HW_MCU_NAME (MicroPython v1.28.0,
    # ports/rp2/boards/*/mpconfigboard.h, ports/rp2/mpconfigport.h)
    bp, _, _ = boot()
    for key, banner in BANNERS:
        board, chip = bp.identify(banner)
        assert board[0] == key and chip[0] == board[2], key
    assert bp.identify("Raspberry Pi Pico with RP2040")[1][0] == "RP2040"
    assert bp.identify("Raspberry Pi Pico 2 W with RP2350")[1][0] == "RP2350"
    # the Pico 2's RISC-V firmware: the same board, the same peripherals
    board, chip = bp.identify("Raspberry Pi Pico2 with RP2350-RISCV")
    assert board[0] == "pico2" and chip[0] == "RP2350"
    # a later release may spell the Pico 2 with a space
    assert bp.identify("Raspberry Pi Pico 2 with RP2350")[0][0] == "pico2"


def test_a_board_not_in_the_table_keeps_its_chip_if_known():
    bp, _, _ = boot()
    board, chip = bp.identify("Pimoroni Tiny 2040 with RP2040")
    assert board is None and chip[0] == "RP2040"
    board, chip = bp.identify("Raspberry Pi Pico with RP2350")  # no such board
    assert board is None and chip[0] == "RP2350"
    assert bp.identify("ESP32 module with ESP32") == (None, None)
    assert bp.identify("linux [GCC 12.2.0] version") == (None, None)
    assert bp.identify("") == (None, None)


def test_the_chips_watchdog_registers_and_limits():
    bp, _, _ = boot()
    # WATCHDOG_BASE (pico-sdk hardware/regs/addressmap.h of each chip; RP2040
    # datasheet 4.7.6), CTRL at offset 0; a 24-bit counter at 1 us, the
    # RP2040's counting twice a tick (RP2040-E1): 16777215 // 2 // 1000 and
    # 16777215 // 1000 ms; SRAM 264 and 520 KB
    assert bp.CHIPS == (("RP2040", 0x40058000, 8388, 264), ("RP2350", 0x400D8000, 16777, 520))


def test_each_board_row_holds_its_datasheets_facts():
    bp, _, _ = boot()
    rows = dict((r[0], r[2:8]) for r in bp.BOARDS)
    assert rows == {
        # LED GP25 (Pin "LED"), VBUS sense GP24, VSYS/3 on GP29; 2 MB flash
        "pico": ("RP2040", "LED", 24, 29, False, 2048),
        # LED = WL_GPIO0 (Pin "LED"), VBUS sense = WL_GPIO2, GP29 shared with
        # the wireless chip's SPI clock; 2 MB
        "pico_w": ("RP2040", "LED", "WL_GPIO2", 29, True, 2048),
        # as the Pico; 4 MB
        "pico2": ("RP2350", "LED", 24, 29, False, 4096),
        # as the Pico W; 4 MB
        "pico2_w": ("RP2350", "LED", "WL_GPIO2", 29, True, 4096),
    }


# -- every board: the log, the LED, the watchdog, the supply -----------------

WDT_CLEAR = {"RP2040": 0x4005B000, "RP2350": 0x400DB000}


def test_every_board_boots_named_in_the_log_with_the_same_wiring():
    for key, banner in BANNERS:
        _, board, lines = boot(banner=banner)
        chip = "RP2040" if key in ("pico", "pico_w") else "RP2350"
        assert lines == [
            "boot board=%s chip=%s display=ssd1306 reset_cause=power-on dev=0" % (key, chip)
        ], key
        assert board.model[0] == key and board.chip[0] == chip
        # the header wiring does not change: display on I2C0 GP4/GP5, buttons
        # GP10-13, the buzzer GP15, the reader on SPI0 GP16-19 and GP20
        assert ("I2C", 0, 4, 5, 400_000) in m.created
        assert [b[1].id for b in board.buttons] == [10, 11, 12, 13]
        assert m.created[0] == ("Pin", 15, m.Pin.OUT, -1, 0)
        board.nfc()
        assert [c for c in m.created if c[0] == "SPI"] == [("SPI", 0, 4_000_000, 0, 0, 18, 19, 16)]


def test_the_led_is_made_on_first_use_by_its_name():
    for key, banner in BANNERS:
        _, board, _ = boot(banner=banner)
        assert not [c for c in m.created if c[1] == "LED"]  # not at boot
        led = board.led
        # Pin("LED"): GP25 on the plain boards, the wireless chip's WL_GPIO0
        # on the W boards (MicroPython's own name for both)
        assert led.id == "LED" and led.mode == m.Pin.OUT, key
        assert board.led is led  # made once


def test_the_watchdog_starts_at_5s_and_stops_at_its_chips_register():
    for key, banner in BANNERS:
        bp, board, _ = boot(banner=banner)
        wdt = board.start_watchdog(5000)
        assert wdt.timeout == 5000 and ("WDT", 5000) in m.created
        board.stop_watchdog()
        assert m.mem32.writes == [(WDT_CLEAR[board.chip[0]], 0x40000000)], key
        board.stop_watchdog()  # stopped already: nothing more written
        assert len(m.mem32.writes) == 1
        # MicroPython 1.28 refuses more than 8388 ms on every rp2 chip
        # (machine_wdt.c), though the RP2350's counter holds 16777 ms
        assert bp.WATCHDOG_MAX_MS == 8388 and board.watchdog_max_ms == 8388
        raises(ValueError, board.start_watchdog, 8389)


def test_the_watchdog_limit_is_the_running_releases_and_chips():
    # 1.29 takes the chip's own counter: the RP2350's 0xFFFFFF us, the
    # RP2040's 0xFFFFFF / 2 us (erratum RP2040-E1) as before
    for banner, release, limit in (
        ("Raspberry Pi Pico2 with RP2350", "1.29.0", 16777),
        ("Raspberry Pi Pico2 with RP2350", "1.29.0-preview", 16777),
        ("Raspberry Pi Pico2 with RP2350", "1.30.1", 16777),
        ("Raspberry Pi Pico2 with RP2350", "1.28.0", 8388),
        ("Raspberry Pi Pico with RP2040", "1.29.0", 8388),
        ("Raspberry Pi Pico with RP2040", "1.28.0", 8388),
        ("Raspberry Pi Pico2 with RP2350", "not a version", 8388),
    ):
        bp, board, _ = boot(banner=banner, release=release)
        assert board.watchdog_max_ms == limit, (banner, release)
        raises(ValueError, board.start_watchdog, limit + 1)
        assert board.start_watchdog(limit).timeout == limit
        board.stop_watchdog()


def test_the_plain_boards_read_vsys_on_gp29_and_vbus_on_gp24():
    for banner in ("Raspberry Pi Pico with RP2040", "Raspberry Pi Pico2 with RP2350"):
        _, board, _ = boot(banner=banner, levels={24: 0})
        assert ("ADC", 29) in m.created and ("Pin", 24, m.Pin.IN, -1, None) in m.created
        del m.events[:]
        m.adc_counts[0] = 29789  # VSYS 4.5 V: 1.5 V at the pin, 1.5 / 3.3 * 65535
        assert board.battery() == (29789, False)
        # the ADC made at boot, read as it is: no interrupts off, no new ADC
        assert m.events == [("read", 29)]
        board._vbus.level = 1  # USB plugged in
        assert board.battery() == (29789, True)


def test_the_w_boards_read_vbus_from_the_radio_and_vsys_with_interrupts_off():
    for banner in ("Raspberry Pi Pico W with RP2040", "Raspberry Pi Pico 2 W with RP2350"):
        _, board, _ = boot(banner=banner, levels={"WL_GPIO2": 0})
        # nothing of the wireless chip's is touched at boot: no GP23-25 or
        # GP29 (its power, data/IRQ, chip select and clock), no WL_GPIO2
        used = [c[1] for c in m.created if c[0] in ("Pin", "ADC")]
        assert not set(used) & {23, 24, 25, 29, "WL_GPIO2"}, used
        m.adc_counts[0] = 29789
        assert board.battery() == (29789, False)
        # VBUS sense is the chip's WL_GPIO2, made at the first reading; GP29
        # put in analog mode (a new ADC on it) and read with interrupts off,
        # so no transfer of the chip's driver can take the pin meanwhile;
        # the first reading after the switch thrown away, the second kept
        assert ("Pin", "WL_GPIO2", m.Pin.IN, -1, None) in m.created
        w_read = ["irq off", ("ADC", 29), ("read", 29), ("read", 29), ("irq on", 0x5A)]
        assert m.events == w_read
        board._vbus.level = 1
        del m.events[:]
        assert board.battery() == (29789, True)
        assert m.events == w_read
        assert len([c for c in m.created if c[1] == "WL_GPIO2"]) == 1  # made once
        assert not [c for c in m.created if c[1] in (23, 24, 25)]


def test_a_board_not_in_the_table_runs_as_a_pico_without_gauge_or_unknown_watchdog():
    _, board, lines = boot(banner="Pimoroni Tiny 2040 with RP2040")
    assert lines == [
        "boot board=unknown chip=RP2040 display=ssd1306 reset_cause=power-on dev=0",
        'boot machine="Pimoroni Tiny 2040 with RP2040": not a board in BOARDS, '
        "run as a Pico without the battery gauge",
    ]
    assert board.display is not None and board.battery() is None
    assert not [c for c in m.created if c[0] == "ADC"]
    assert board.led.id == "LED"
    assert board.start_watchdog(5000) is not None  # the chip is known: it can be stopped
    board.stop_watchdog()
    assert m.mem32.writes == [(0x4005B000, 0x40000000)]
    # neither board nor chip known: no watchdog (nothing could stop it)
    _, board, lines = boot(banner="Some Board with RP2999")
    assert lines[0] == "boot board=unknown chip=unknown display=ssd1306 reset_cause=power-on dev=0"
    assert board.start_watchdog(5000) is None
    assert lines[-1] == "sys watchdog off: unknown chip"
    assert not [c for c in m.created if c[0] == "WDT"]


# -- every display: SSD1306, SH1106, SSD1309 ----------------------------------


def test_each_display_kind_gets_its_own_driver_and_init():
    # The init left dark (no AFh at its end), at the saved contrast (63, its
    # byte 12 for every controller); how each one ends tells them apart:
    # the SSD1306's charge pump (8Dh 14h), the SSD1309's VCOMH 34h and no
    # pump, the SH1106's DC-DC on (ADh 8Bh) and pump voltage (32h). Every
    # byte: test_ssd1306, test_sh1106.
    expect = {
        "ssd1306": ("SSD1306", 26, b"\x2e\x8d\x14"),
        "sh1106": ("SH1106", 24, b"\xad\x8b\x32"),
        "ssd1309": ("SSD1309", 24, b"\x34\x20\x00\x2e"),
    }
    for kind, (cls, n, tail) in expect.items():
        _, board, lines = boot(display=kind, contrast=63)
        d = board.display
        assert type(d).__name__ == cls and d.kind == kind and board.display_kind == kind
        assert d.buf is board.buf and d.addr == 0x3C
        init = m.buses[0].writes[1][1]
        assert len(init) == n and init[:2] == b"\x00\xae" and init[11:13] == b"\x81\x3f", kind
        assert init.endswith(tail), kind
        assert lines[-1].startswith("boot board=pico chip=RP2040 display=%s " % kind)


def test_an_unknown_display_setting_is_the_default():
    _, board, lines = boot(display="st7735")
    assert board.display_kind == "ssd1306" and type(board.display).__name__ == "SSD1306"


def test_up_held_at_power_on_steps_to_the_next_display():
    for kind, after in (("ssd1306", "sh1106"), ("sh1106", "ssd1309"), ("ssd1309", "ssd1306")):
        _, board, lines = boot(display=kind, levels={11: 0})
        assert board.display_kind == after and board.display.kind == after
        assert board.boot_setting == ("display", after)
        assert "display=%s " % after in lines[-1]
    _, board, _ = boot(display="sh1106")
    assert board.boot_setting is None and board.display_kind == "sh1106"
    # a restart after a crash (machine.reset) or the watchdog's reports
    # WDT_RESET: up held through it changes nothing
    _, board, lines = boot(display="sh1106", levels={11: 0}, reset_cause_value=m.WDT_RESET)
    assert board.boot_setting is None and board.display_kind == "sh1106"
    assert "display=sh1106 reset_cause=watchdog" in lines[-1]


def test_up_held_at_power_on_puts_a_bus_above_400khz_back_first():
    # Decision (board_pico): a bus set to 1 MHz (above the controllers'
    # rating: a garbled picture on some modules) comes back to 400 kHz at
    # the first power-on with up held, the controller kept; the next hold
    # (the bus at 400 kHz) steps the controller as before.
    _, board, lines = boot(i2c_freq=1_000_000, display="sh1106", levels={11: 0})
    assert board.boot_setting == ("i2c_khz", 400)
    assert board.display_kind == "sh1106" and board.display.kind == "sh1106"
    assert [c for c in m.created if c[0] == "I2C"] == [("I2C", 0, 4, 5, 400_000)]
    assert lines[-1].startswith("boot board=pico chip=RP2040 display=sh1106 ")
    _, board, _ = boot(i2c_freq=400_000, display="sh1106", levels={11: 0})
    assert board.boot_setting == ("display", "ssd1309")
    # 100 kHz is in spec (long wires): kept, the controller stepped
    _, board, _ = boot(i2c_freq=100_000, display="ssd1306", levels={11: 0})
    assert board.boot_setting == ("display", "sh1106")
    assert [c for c in m.created if c[0] == "I2C"] == [("I2C", 0, 4, 5, 100_000)]
    # without up, or up held through the watchdog's restart: 1 MHz as saved
    _, board, _ = boot(i2c_freq=1_000_000)
    assert board.boot_setting is None
    assert [c for c in m.created if c[0] == "I2C"][0] == ("I2C", 0, 4, 5, 1_000_000)
    _, board, _ = boot(i2c_freq=1_000_000, levels={11: 0}, reset_cause_value=m.WDT_RESET)
    assert board.boot_setting is None
    assert [c for c in m.created if c[0] == "I2C"][0] == ("I2C", 0, 4, 5, 1_000_000)


def test_use_display_swaps_the_driver_over_the_same_frame_buffer():
    _, board, _ = boot()
    board.fb.pixel(5, 10, 1)
    old = board.display
    n = len(m.buses[0].writes)
    d = board.use_display("sh1106")
    assert type(d).__name__ == "SH1106" and board.display is d and board.display_kind == "sh1106"
    assert d.buf is board.buf is old.buf and d.addr == old.addr and d.i2c is old.i2c
    assert d.buf[128 + 5] == 0b100  # the frame drawn so far, kept
    assert len(m.buses[0].writes) == n  # made, not initialised: Glass does it

    # a driver that cannot be made (its module would not load): the old one
    # and its kind kept, the error raised for the loop to log
    def no_room(addr, buf=None):
        raise MemoryError("memory allocation failed")

    board._driver = no_room
    raises(MemoryError, board.use_display, "ssd1309")
    assert board.display is d and board.display_kind == "sh1106"
    # no display: the kind is kept for when one answers
    _, board, _ = boot(devices=())
    assert board.use_display("ssd1309") is None and board.display_kind == "ssd1309"
    m.buses[0].devices = [0x3C]
    assert type(board.probe()).__name__ == "SSD1309"


def test_a_banner_without_its_mcu_names_the_board_by_its_name_alone():
    bp, _, _ = boot()
    board, chip = bp.identify("Raspberry Pi Pico W")
    assert board[0] == "pico_w" and chip[0] == "RP2040"
    assert bp.identify("Raspberry Pi Pico W with ESP32") == (None, None)


def test_tree_answers_the_imports_lookups_from_its_tables():
    # board_pico.Tree: a package's directory, its .mpy modules and nothing
    # else, without asking the flash; everything outside is the flash's
    bp, _, _ = boot()
    tree = bp.Tree()
    for d in ("companion", "/companion/ui", "companion/nfc", "companion/texts"):
        assert tree.stat(d)[0] == 0x4000, d
    for f in ("companion/device.mpy", "companion/ui/render.mpy", "/companion/nfc/__init__.mpy"):
        assert tree.stat(f)[0] == 0x8000, f
    for gone in (
        "companion/device",  # a module's name as a directory
        "companion/device.py",  # the device holds .mpy only
        "companion/ui/__init__.mpy",  # a namespace package
        "companion/nosuch/x.mpy",
        "companion/ui/x/y.mpy",
    ):
        assert raises(OSError, tree.stat, gone).args[0] == 2, gone  # ENOENT
    assert tree.stat("")[0] & 0x4000  # the root: the flash's own answer
    # a module the tables allow but the flash has not is an ImportError, as
    # without the Tree; any other file's error is the flash's own
    raises(ImportError, tree.open, "companion/nosuch.mpy", "rb")
    assert not isinstance(raises(OSError, tree.open, "nosuch.txt", "r"), ImportError)
    assert bp.mounted is False  # only on the Pico
