"""MFRC522 driver: SPI bytes and register values checked against the NXP
MFRC522 data sheet Rev. 3.9 (8.1.2 SPI address byte, Table 20 registers,
Table 149 commands, 8.5 timer), on the register-level simulator."""

from mfrc522_sim import MFRC522Sim
from nfc_rig import Rig
from sim_tags import ClassicTag, ntag

from companion.nfc.errors import BufferOverflow, ChipError, Collision, Timeout
from companion.nfc.mfrc522 import MFRC522, version_name
from support import raises

UID = bytes((0x04, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66))


def w(reg, value):
    # Write: address byte 0aaaaaa0 (8.1.2.3), then the data byte.
    return bytes((reg << 1, value))


def r(reg):
    # Read: address byte 1aaaaaa0, then the closing 00h.
    return bytes((0x80 | reg << 1, 0))


def test_version_is_one_read_transaction_of_register_37h():
    rig = Rig(init=False)
    rig.sim.mosi_log = []
    assert rig.chip.version() == 0x92
    assert rig.sim.mosi_log == [bytes((0xEE, 0x00))]  # 37h << 1 | 80h
    assert (rig.chip.spi_transactions, rig.chip.spi_bytes) == (1, 2)


def test_known_versions_and_no_reader():
    assert version_name(0x91) == "MFRC522 v1.0"
    assert version_name(0x92) == "MFRC522 v2.0"
    assert version_name(0x88) == "FM17522"
    for v in (0x00, 0xFF, 0x15):
        assert version_name(v) is None
    assert Rig(init=False, absent=0x00).chip.version() == 0x00
    assert Rig(init=False, absent=0xFF).chip.version() == 0xFF


def test_init_writes_the_datasheet_configuration():
    rig = Rig(init=False)
    rig.sim.mosi_log = []
    rig.chip.init()
    assert rig.sim.mosi_log == [
        w(0x01, 0x0F),  # CommandReg <- SoftReset
        r(0x01),  # CommandReg: PowerDown (bit 4) cleared -> reset done
        w(0x2A, 0x81),  # TModeReg: TAuto, TPrescaler_Hi = 1
        w(0x2B, 0x0F),  # TPrescalerReg: TPrescaler = 10Fh = 271 -> 13.56 MHz / 543
        w(0x2C, 0x00),  # TReloadReg high
        w(0x2D, 12),  # TReloadReg low: 13 ticks x 40.04 us = 520.6 us >= 500 us
        w(0x15, 0x40),  # TxASKReg: Force100ASK
        w(0x11, 0x3D),  # ModeReg: CRCPreset 01 = 6363h (CRC_A)
        w(0x12, 0x00),  # TxModeReg: TxCRCEn off, 106 kBd
        w(0x13, 0x00),  # RxModeReg: RxCRCEn off, 106 kBd
        w(0x0E, 0x00),  # CollReg: ValuesAfterColl = 0
        w(0x14, 0x83),  # TxControlReg: Tx1RFEn | Tx2RFEn (antenna on)
    ]
    assert rig.chip.spi_transactions == rig.sim.spi_transactions == 12
    assert rig.chip.spi_bytes == rig.sim.spi_bytes == 24
    assert rig.chip.configured()


def test_wupa_with_no_card_times_out_after_the_setup_sequence():
    rig = Rig()
    rig.sim.mosi_log = []
    e = raises(Timeout, rig.chip.transceive, b"\x52", 7, bytearray(2))
    assert e is not None
    log = rig.sim.mosi_log
    assert log[:7] == [
        w(0x01, 0x00),  # CommandReg <- Idle
        w(0x04, 0x7F),  # ComIrqReg: Set1 = 0 clears all request bits
        w(0x0A, 0x80),  # FIFOLevelReg: FlushBuffer
        bytes((0x12, 0x52)),  # FIFODataReg <- WUPA
        w(0x0D, 0x07),  # BitFramingReg: TxLastBits = 7
        w(0x01, 0x0C),  # CommandReg <- Transceive
        w(0x0D, 0x87),  # BitFramingReg: StartSend | TxLastBits 7
    ]
    assert all(t == r(0x04) for t in log[7:])  # then only ComIrqReg polls
    assert rig.chip.frames == rig.sim.frames_sent == 1


def test_counts_match_what_the_bus_saw():
    rig = Rig([ntag(213, UID)])
    rx = bytearray(2)
    assert rig.chip.transceive(b"\x52", 7, rx) == (2, 0)
    assert rx == bytearray((0x44, 0x00))  # NTAG21x ATQA 0044h, LSB first
    assert rig.chip.spi_bytes == rig.sim.spi_bytes
    assert rig.chip.spi_transactions == rig.sim.spi_transactions


def test_collision_reports_the_first_differing_bit():
    # ATQA 44h 00h (NTAG) against 04h 00h (MIFARE Classic): bit 6 (0-based)
    # of the first byte differs, so CollPos = 7; bits from there read 0.
    rig = Rig([ntag(213, UID), ClassicTag(b"\x01\x02\x03\x04")])
    rx = bytearray(2)
    e = raises(Collision, rig.chip.transceive, b"\x52", 7, rx)
    assert (e.position, e.nbytes, e.last_bits) == (7, 2, 0)
    assert rx == bytearray((0x04, 0x00))


def test_answer_longer_than_the_buffer_is_an_overflow():
    rig = Rig([ntag(213, UID)])
    raises(BufferOverflow, rig.chip.transceive, b"\x52", 7, bytearray(1))


def test_crc_coprocessor_gives_the_annex_b_values():
    # ISO/IEC 14443-3 Annex B: CRC_A(00 00) = A0 1E, CRC_A(12 34) = 26 CF
    # (first byte sent = low byte of the register pair 21h/22h).
    chip = Rig().chip
    assert chip.calc_crc(b"\x00\x00") == 0x1EA0
    assert chip.calc_crc(b"\x12\x34") == 0xCF26


def test_a_wedged_timer_ends_within_the_tick_bound_and_recovers_by_soft_reset():
    rig = Rig([ntag(213, UID)])
    rig.sim.glitch_timer()  # TModeReg cleared: no TAuto, the timer never fires
    rig.sim.tags[0].present = False
    start = rig.sim.now
    raises(ChipError, rig.chip.transceive, b"\x52", 7, bytearray(2))
    # gives up once ticks_diff > timeout // 1000 + 7 = 7 ms: before 9 ms
    assert 7000000 <= rig.sim.now - start < 9000000
    assert not rig.chip.configured()
    assert rig.chip.recover() == 2
    rig.sim.tags[0].present = True
    assert rig.chip.transceive(b"\x52", 7, bytearray(2)) == (2, 0)


def test_recover_idles_and_flushes_when_that_is_enough():
    rig = Rig([ntag(213, UID)])
    rig.chip.transceive(b"\x26", 7, bytearray(2))
    assert rig.chip.recover() == 1


def test_latched_chip_needs_the_reset_pin():
    rig = Rig([ntag(213, UID)])
    rig.sim.latch_up()
    assert rig.chip.recover() == 3
    assert rig.sim.rst.history[-2:] == [0, 1]
    assert rig.chip.transceive(b"\x52", 7, bytearray(2)) == (2, 0)

    no_rst = Rig([ntag(213, UID)], rst=False)
    no_rst.sim.latch_up()
    raises(ChipError, no_rst.chip.recover)


def test_driver_never_builds_machine_objects_and_keeps_cs_high_when_idle():
    sim = MFRC522Sim()
    MFRC522(sim.spi, sim.cs, None, sim)
    assert sim.cs.level == 1 and sim.spi_transactions == 0
