"""The polling facade: events, their once-only rules, and the cost of a poll
(on the register-level simulator: 4 MHz SPI, 20 us per SPI transaction)."""

from nfc_rig import UID7, Rig
from sim_tags import FC_HZ, ClassicTag, ndef_tlv, ntag, ultralight, with_crc

from companion.nfc.reader import tlv_end

MESSAGE = bytes(range(0x40, 0x68))  # 40 bytes standing in for an NDEF message


def test_tlv_framing():
    assert tlv_end(b"\x03\x00\xfe", 0, 3) == 2  # empty NDEF message
    assert tlv_end(b"\x00\x00\x03\x05", 0, 4) == 9  # NULLs, then NDEF of 5
    assert tlv_end(b"\xfe\x03\x05", 0, 3) == 1  # Terminator first: no NDEF
    assert tlv_end(b"\x01\x03\xa0\x0c\x34\x03\x10", 0, 7) == 23  # Lock Control skipped
    assert tlv_end(b"\x03\xff\x01\x00", 0, 4) == 4 + 256  # 3-byte length
    assert tlv_end(b"\x03\xff\x01", 0, 3) == -4  # need the whole length field
    assert tlv_end(b"\x01\x03\xa0", 0, 3) == -6  # need past the skipped TLV


def test_no_card_poll_costs_a_fixed_number_of_transactions():
    rig = Rig(init=False).started()
    assert rig.poll() is None
    # WUPA: 7 writes (Idle, ComIrqReg clear, flush, FIFO, BitFraming, Transceive,
    # StartSend), then ComIrqReg reads until TimerIRq. The timer fires 9 bit
    # times (short frame: SOF + 7 + EOF, 128/fc each) + 13 ticks of 543/fc
    # after StartSend; one read costs 20 us + 2 bytes x 2 us = 24 us.
    fire_ns = (9 * 128 + 13 * 543) * 1000000000 // FC_HZ  # 605.5 us
    polls = (fire_ns + 24000 - 1) // 24000
    assert polls == 26
    assert rig.reader.poll_transactions == 7 + polls == 33
    assert rig.reader.poll_bytes == 2 * 33
    assert rig.reader.poll_frames == 1
    start = rig.sim.now
    rig.reader.poll(rig.sim.ticks_ms())
    assert rig.sim.now - start == 33 * 24000  # 0.79 ms, under the 2 ms aim


def test_ntag213_tap_reads_only_the_ndef_tlv():
    tag = ntag(213, UID7, ndef_tlv(MESSAGE))
    rig = Rig([tag], init=False).started()
    ev = rig.poll()
    assert ev == ("card", UID7, "ntag213", b"\x03\x28" + MESSAGE)
    assert rig.reader.cc == bytearray((0xE1, 0x10, 0x12, 0x00))
    # 42 bytes from page 4: READ 3 brings pages 4-6 (12), FAST_READ 7..14 the
    # other 30 rounded up to 8 pages; then HLTA.
    assert tag.log[5:] == [
        with_crc(b"\x60"),
        with_crc(b"\x30\x03"),
        with_crc(b"\x3a\x07\x0e"),
        with_crc(b"\x50\x00"),
    ]
    assert rig.reader.poll_frames == 9


def test_ntag215_and_216_are_recognised():
    for model, kind in ((215, "ntag215"), (216, "ntag216")):
        rig = Rig([ntag(model, UID7, ndef_tlv(MESSAGE))], init=False).started()
        assert rig.poll() == ("card", UID7, kind, b"\x03\x28" + MESSAGE)


def test_long_message_is_read_with_the_three_byte_length():
    message = bytes(i & 0xFF for i in range(300))
    rig = Rig([ntag(215, UID7, ndef_tlv(message))], init=False).started()
    ev = rig.poll()
    assert ev == ("card", UID7, "ntag215", b"\x03\xff\x01\x2c" + message)


def test_blank_and_unformatted_tags():
    rig = Rig([ntag(213, UID7)], init=False).started()  # as shipped: 03 00 FE
    assert rig.poll() == ("card", UID7, "ntag213", b"\x03\x00")
    tag = ntag(213, UID7)
    tag.mem[12:16] = b"\x00\x00\x00\x00"  # no capability container
    rig = Rig([tag], init=False).started()
    assert rig.poll() == ("card", UID7, "ntag213", b"")
    tag = ntag(213, UID7, bytes(144))  # formatted, data area all NULL TLVs
    rig = Rig([tag], init=False).started()
    assert rig.poll() == ("card", UID7, "ntag213", bytes(144))
    # the walk never meets a length: pages 7..39 in FAST_READs of 15 pages
    assert [f for f in tag.log if f[0] == 0x3A] == [
        with_crc(b"\x3a\x07\x15"),
        with_crc(b"\x3a\x16\x24"),
        with_crc(b"\x3a\x25\x27"),
    ]


def test_ndef_tlv_longer_than_the_data_area_is_an_error():
    tag = ntag(213, UID7, b"\x03\xff\x01\x00")  # 256 bytes in a 144-byte area
    rig = Rig([tag], init=False).started()
    assert rig.poll() == ("error", "card read failed: NDEF TLV past the data area")


def test_ultralight_and_classic():
    rig = Rig([ultralight(UID7, ndef_tlv(b"\xd1\x01\x01T"))], init=False).started()
    assert rig.poll() == ("card", UID7, "ultralight", b"\x03\x04\xd1\x01\x01T")
    rig = Rig([ClassicTag(b"\x12\x34\x56\x78")], init=False).started()
    assert rig.poll() == ("card", b"\x12\x34\x56\x78", "mifare_classic_1k", None)


def test_resting_card_is_reported_once_in_fifty_polls():
    rig = Rig([ntag(213, UID7, ndef_tlv(MESSAGE))], init=False).started()
    events = [rig.poll() for _ in range(50)]
    assert events[0][0] == "card"
    assert events[1:] == [None] * 49
    # a resting poll: REQA (no answer: halted), WUPA, 2 x (ANTICOLLISION,
    # SELECT), HLTA
    assert rig.reader.poll_frames == 7


def test_removed_after_three_clean_misses_then_a_new_arrival():
    tag = ntag(213, UID7, ndef_tlv(MESSAGE))
    rig = Rig([tag], init=False).started()
    assert rig.poll()[0] == "card"
    tag.present = False
    assert [rig.poll() for _ in range(3)] == [None, None, ("removed", UID7)]
    assert rig.poll() is None
    tag.present = True
    tag.power_off()
    assert rig.poll() == ("card", UID7, "ntag213", b"\x03\x28" + MESSAGE)


def test_card_lifted_and_put_back_between_polls_is_a_new_arrival():
    tag = ntag(213, UID7, ndef_tlv(MESSAGE))
    rig = Rig([tag], init=False).started()
    assert rig.poll()[0] == "card"
    assert rig.poll() is None
    tag.power_off()  # out of the field and back within one poll interval
    assert rig.poll()[0] == "card"
    assert rig.poll() is None


def test_card_leaving_mid_read_is_incomplete_then_removed():
    tag = ntag(213, UID7, ndef_tlv(MESSAGE))
    tag.leave_after = 7  # WUPA, 2 x (ANTICOLL, SELECT), GET_VERSION, READ 3
    rig = Rig([tag], init=False).started()
    assert rig.poll() == ("incomplete",)
    assert [rig.poll() for _ in range(3)] == [None, None, ("removed", UID7)]


def test_card_back_after_incomplete_is_read_in_full():
    tag = ntag(213, UID7, ndef_tlv(MESSAGE))
    tag.leave_after = 7
    rig = Rig([tag], init=False).started()
    assert rig.poll() == ("incomplete",)
    assert rig.poll() is None
    tag.present = True
    tag.leave_after = None
    assert rig.poll() == ("card", UID7, "ntag213", b"\x03\x28" + MESSAGE)


def test_bad_crc_is_read_again_and_never_returned():
    tag = ntag(213, UID7, ndef_tlv(MESSAGE))
    tag.corrupt_reads = 1
    rig = Rig([tag], init=False).started()
    assert rig.poll() == ("card", UID7, "ntag213", b"\x03\x28" + MESSAGE)
    assert tag.log.count(with_crc(b"\x30\x03")) == 2


def test_unreadable_card_gives_errors_then_gives_up():
    tag = ntag(213, UID7, ndef_tlv(MESSAGE))
    tag.corrupt_reads = 1000
    rig = Rig([tag], init=False).started()
    events = [rig.poll() for _ in range(6)]
    assert [e[0] if e else None for e in events] == ["error"] * 3 + [None] * 3
    assert events[0] == ("error", "card read failed: CRC_A")


def test_swapped_card_is_a_removal_then_an_arrival():
    one = ntag(213, UID7, ndef_tlv(MESSAGE))
    other_uid = b"\x04\x01\x02\x03\x04\x05\x06"
    two = ntag(216, other_uid)
    rig = Rig([one, two], init=False).started()
    two.present = False
    assert rig.poll()[0] == "card"
    one.present = False
    two.present = True
    assert rig.poll() == ("removed", UID7)
    assert rig.poll() == ("card", other_uid, "ntag216", b"\x03\x00")


def test_no_reader_then_the_reader_appears():
    for level in (0x00, 0xFF):
        rig = Rig([ntag(213, UID7)], init=False, absent=level)
        assert rig.poll() == ("no_reader",)
        assert rig.poll() is None
        rig.sim.absent = None
        assert rig.poll(gap_ms=2000) is None  # looked again after 2 s: found
        assert rig.reader.reader_name == "MFRC522 v2.0"
        assert rig.poll()[0] == "card"


def test_clone_reader_works():
    rig = Rig([ntag(213, UID7)], init=False, version=0x88).started()
    assert rig.reader.reader_name == "FM17522"
    assert rig.poll()[0] == "card"


def test_wedged_chip_is_recovered_and_a_resting_card_stays_reported():
    tag = ntag(213, UID7)
    rig = Rig([tag], init=False).started()
    assert rig.poll()[0] == "card"
    rig.sim.glitch_timer()
    tag.present = False  # nothing answers, so only the lost timer ends the wait
    assert rig.poll() is None  # ChipError inside, recovered by a soft reset
    tag.present = True
    assert [rig.poll() for _ in range(3)] == [None, None, None]


def test_latched_chip_without_reset_pin_is_no_reader():
    rig = Rig([ntag(213, UID7)], init=False, rst=False).started()
    rig.sim.latch_up()
    assert rig.poll() == ("no_reader",)
    assert rig.poll() is None


# -- the tag writer path ---------------------------------------------------------

NEW = bytes((0xD1, 0x01, 0x04, 0x54, 0x02)) + b"enab"  # a 9-byte Text record "ab"


def written_image():
    # TLV 03 09 + message + FE = 12 bytes: pages 4, 5, 6
    return b"\x03\x09" + NEW + b"\xfe"


def writes():
    img = written_image()
    # tear-safe order: page 4 emptied first, page 4's real bytes last
    return [(4, b"\x03\x00\xfe\x00"), (5, img[4:8]), (6, img[8:12]), (4, img[0:4])]


def test_write_then_read_back_and_no_new_arrival():
    tag = ntag(213, UID7)  # blank: 03 00 FE
    rig = Rig([tag], init=False).started()
    assert rig.poll()[0] == "card"
    data = rig.reader.write(UID7, writes())
    assert data == written_image()[:11]  # read back up to the end of the NDEF TLV
    assert bytes(tag.mem[16:28]) == written_image()
    # the card stays on the reader: followed, not reported again
    for _ in range(5):
        assert rig.poll() is None


def test_write_to_another_card_is_refused():
    from companion.nfc.reader import WrongCard
    from support import raises

    rig = Rig([ntag(213, UID7)], init=False).started()
    rig.poll()
    other = bytes((0x04, 1, 2, 3, 4, 5, 6))
    raises(WrongCard, rig.reader.write, other, writes())


def test_lock_sets_the_cc_read_only_and_the_static_lock_bits():
    from companion.nfc.ntag import Nak
    from support import raises

    tag = ntag(213, UID7)
    rig = Rig([tag], init=False).started()
    rig.poll()
    rig.reader.write(UID7, writes(), lock=True)
    assert bytes(tag.mem[12:16]) == bytes((0xE1, 0x10, 0x12, 0x0F))
    assert tag.mem[10] == 0xFF and tag.mem[11] == 0xFF
    # pages 3..15 refuse writes now (NAK 0)
    err = raises(Nak, rig.reader.write, UID7, writes())
    assert err.code == 0
