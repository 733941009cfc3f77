"""The polling facade: events, their once-only rules with several cards on
the field, and the cost of a poll (on the register-level simulator: 4 MHz
SPI, 20 us per SPI transaction)."""

from nfc_field import UID_B, place
from nfc_rig import CL1_UID7, CL2_UID7, UID7, Rig
from sim_tags import FC_HZ, ClassicTag, Tag, ndef_tlv, ntag, ultralight, with_crc

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
    # With no card followed, discovery is a WUPA (a sweep: halted cards are
    # found too; REQA costs the same): 7 writes (Idle, ComIrqReg clear, flush,
    # FIFO, BitFraming, Transceive, StartSend), then ComIrqReg reads until
    # TimerIRq. The timer fires 9 bit
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
    # a resting poll: REQA (no answer: halted), then its presence check:
    # WUPA, SELECT CL1 and CL2 by its UID (no anticollision), HLTA
    assert rig.reader.poll_frames == 5


def test_removed_after_three_misses_and_200_ms_then_a_new_arrival():
    tag = ntag(213, UID7, ndef_tlv(MESSAGE))
    rig = Rig([tag], init=False).started()
    assert rig.poll()[0] == "card"
    tag.present = False
    # misses at 50, 100, 150 ms after the last answer; removed at 200 ms
    assert [rig.poll() for _ in range(4)] == [None, None, None, ("removed", UID7)]
    assert rig.poll() is None
    tag.present = True
    tag.power_off()
    assert rig.poll() == ("card", UID7, "ntag213", b"\x03\x28" + MESSAGE)


def test_card_lifted_and_put_back_between_polls_is_the_same_arrival():
    # Away for less than 200 ms (or browned out at the field's edge): it
    # answers REQA again, as the card of the set it is: not reported again.
    tag = ntag(213, UID7, ndef_tlv(MESSAGE))
    rig = Rig([tag], init=False).started()
    assert rig.poll()[0] == "card"
    assert rig.poll() is None
    tag.power_off()  # out of the field and back within one poll interval
    assert [rig.poll() for _ in range(10)] == [None] * 10
    assert tag.state == "HALT"  # halted again


def test_card_leaving_mid_read_is_incomplete_then_removed():
    tag = ntag(213, UID7, ndef_tlv(MESSAGE))
    tag.leave_after = 7  # WUPA, 2 x (ANTICOLL, SELECT), GET_VERSION, READ 3
    rig = Rig([tag], init=False).started()
    assert rig.poll() == ("incomplete",)
    assert [rig.poll() for _ in range(4)] == [None, None, None, ("removed", UID7)]


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


def test_swapped_card_is_an_arrival_then_a_removal():
    # Another card in place of the one resting: it answers REQA, so it is
    # reported at once; the one that left is removed after its 3 checks.
    one = ntag(213, UID7, ndef_tlv(MESSAGE))
    other_uid = b"\x04\x01\x02\x03\x04\x05\x06"
    two = ntag(216, other_uid)
    rig = Rig([one, two], init=False).started()
    two.present = False
    assert rig.poll()[0] == "card"
    one.present = False
    two.present = True
    assert rig.poll() == ("card", other_uid, "ntag216", b"\x03\x00")
    assert [rig.poll() for _ in range(3)] == [None, None, ("removed", UID7)]
    assert rig.reader.present() == [other_uid]


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


# -- several cards on the field ---------------------------------------------------


def two_cards():
    """UID7 and UID_B, each with an NDEF message, on a started reader."""
    a = ntag(213, UID7, ndef_tlv(MESSAGE))
    b = ntag(213, UID_B, ndef_tlv(b"\xd1\x01\x01T"))
    return a, b, Rig([a, b], init=False).started()


def kinds(events):
    return [(e[0], e[1]) if e else None for e in events]


def test_two_cards_placed_one_after_the_other_are_each_reported_once():
    a, b, rig = two_cards()
    b.present = False
    assert rig.poll() == ("card", UID7, "ntag213", b"\x03\x28" + MESSAGE)
    place(rig, b)
    events = [rig.poll() for _ in range(50)]
    # the new card answers REQA and is read; the resting one is never
    # mistaken for a removal or a new arrival (the tester's bug)
    assert events[0] == ("card", UID_B, "ntag213", b"\x03\x04\xd1\x01\x01T")
    assert events[1:] == [None] * 49
    assert sorted(rig.reader.present()) == sorted([UID7, UID_B])


def test_two_cards_resting_each_is_checked_by_its_uid_every_poll():
    a, b, rig = two_cards()
    assert kinds([rig.poll(), rig.poll()]) == [("card", UID_B), ("card", UID7)]
    assert rig.poll() is None
    a.log = []
    b.log = []
    assert rig.poll() is None
    # REQA (both halted: no answer), then per card (round-robin, UID_B was
    # found first) WUPA, SELECT CL1 and CL2 by its UID, HLTA. Every card
    # hears every frame; UID7 is selected although it loses anticollisions.
    cl1_b = b"\x88\x04\x11\x22\xbf"  # BCC 88^04^11^22 = BF
    cl2_b = b"\x33\x44\x55\x66\x44"  # BCC 33^44^55^66 = 44
    frames = [
        b"\x26",
        b"\x52",
        with_crc(b"\x93\x70" + cl1_b),  # UID7 does not match: falls to HALT
        with_crc(b"\x95\x70" + cl2_b),
        with_crc(b"\x50\x00"),
        b"\x52",
        with_crc(b"\x93\x70" + CL1_UID7),
        with_crc(b"\x95\x70" + CL2_UID7),
        with_crc(b"\x50\x00"),
    ]
    assert a.log == frames and b.log == frames
    assert rig.reader.poll_frames == 9


def test_removing_one_of_two_cards_removes_only_that_one():
    a, b, rig = two_cards()
    assert kinds([rig.poll(), rig.poll()]) == [("card", UID_B), ("card", UID7)]
    a.present = False
    a.power_off()
    # both are checked every poll: UID7 misses 3 checks in a row, 200 ms
    assert [rig.poll() for _ in range(4)] == [None, None, None, ("removed", UID7)]
    assert [rig.poll() for _ in range(30)] == [None] * 30
    assert rig.reader.present() == [UID_B]
    b.present = False
    b.power_off()
    assert [rig.poll() for _ in range(4)] == [None, None, None, ("removed", UID_B)]
    assert rig.reader.present() == []


def test_a_card_back_before_it_counts_as_removed_is_not_a_new_arrival():
    # Out of the field for two polls (two misses): the same arrival.
    a, b, rig = two_cards()
    rig.poll()
    rig.poll()
    a.present = False
    a.power_off()
    assert [rig.poll(), rig.poll()] == [None, None]
    a.present = True
    assert [rig.poll() for _ in range(10)] == [None] * 10


def test_a_garbled_answer_to_a_check_is_no_miss():
    a, b, rig = two_cards()
    rig.poll()
    rig.poll()
    a.corrupt = 6  # its SAKs come with a bad CRC_A: 6 checks in a row
    assert [rig.poll() for _ in range(10)] == [None] * 10
    assert a.corrupt == 0 and sorted(rig.reader.present()) == sorted([UID7, UID_B])
    # the same card twice (a clone, another SAK): answers collide at SELECT
    clone = Tag(UID7, sak=0x20)
    place(rig, clone)
    clone.state = "HALT"  # as if halted with it: only WUPA reaches it
    assert [rig.poll() for _ in range(6)] == [None] * 6
    assert sorted(rig.reader.present()) == sorted([UID7, UID_B])


def test_a_card_failing_beside_another_is_given_up_after_three_errors():
    # An Ultralight refuses GET_VERSION, so NTAG.identify() selects it again;
    # ntag.py does that by anticollision, which the NTAG beside it wins, and
    # the read fails. The give-up rule holds (the HLTA after the failure
    # went to the NTAG: the Ultralight's REQA answers are retries, not new
    # arrivals); the NTAG is not disturbed. (Reading it instead is fine too.)
    ul = ultralight(UID7)
    other = ntag(213, UID_B)
    rig = Rig([ul, other], init=False).started()
    events = kinds([rig.poll() for _ in range(20)])
    assert events[0] == ("card", UID_B)
    tail = [e for e in events[1:] if e]
    assert tail in ([("error", "card read failed: another card answered")] * 3, [("card", UID7)])
    assert events[len(tail) + 1 :] == [None] * (19 - len(tail))


def test_two_cards_placed_at_once_collide_in_reqa_and_both_are_reported_once():
    resting = ClassicTag(b"\x12\x34\x56\x78")
    a = ntag(213, UID7, ndef_tlv(MESSAGE))
    b = ntag(213, UID_B, ndef_tlv(b"\xd1\x01\x01T"))
    rig = Rig([resting], init=False).started()
    assert rig.poll()[:2] == ("card", resting.uid)
    place(rig, a)
    place(rig, b)  # in the same poll interval
    ev = rig.poll()
    # REQA: both IDLE cards answer; the anticollision meets their collision
    # (the forks) and takes UID_B; UID7 falls back to IDLE for the next REQA
    assert rig.iso.forks == 1 and ev[:2] == ("card", UID_B)
    assert b"\x26" in a.log and a.log.count(b"\x26") == b.log.count(b"\x26")
    events = [rig.poll() for _ in range(30)]
    assert kinds(events) == [("card", UID7)] + [None] * 29
    assert sorted(rig.reader.present()) == sorted([resting.uid, UID7, UID_B])


def test_two_cards_on_the_reader_before_the_first_poll_are_both_reported():
    a, b, rig = two_cards()  # nothing followed: a sweep (WUPA) finds both
    events = [rig.poll() for _ in range(30)]
    assert kinds(events) == [("card", UID_B), ("card", UID7)] + [None] * 28


def test_card_lifted_and_put_back_beside_a_resting_card_is_a_new_arrival():
    # Only a real lift counts (away 200 ms), and it does, even with another
    # card there; a power loss on the reader does not.
    a, b, rig = two_cards()
    rig.poll()
    rig.poll()
    assert rig.poll() is None
    a.power_off()
    b.power_off()
    assert [rig.poll() for _ in range(10)] == [None] * 10
    a.present = False
    assert [rig.poll() for _ in range(4)] == [None, None, None, ("removed", UID7)]
    a.present = True
    a.power_off()
    assert rig.poll() == ("card", UID7, "ntag213", b"\x03\x28" + MESSAGE)
    assert [rig.poll() for _ in range(10)] == [None] * 10


def test_forget_reports_the_resting_cards_again_once():
    a, b, rig = two_cards()
    rig.poll()
    rig.poll()
    assert rig.poll() is None
    rig.reader.forget()  # a new card screen: no events, an empty set
    assert rig.reader.present() == []
    events = [rig.poll() for _ in range(30)]
    # both halted: REQA would not reach them; the sweep's WUPA does, and its
    # anticollision takes the 1 then the 0 at their collision
    assert kinds(events) == [("card", UID_B), ("card", UID7)] + [None] * 28
    assert events[1] == ("card", UID7, "ntag213", b"\x03\x28" + MESSAGE)
    # a card that left meanwhile is forgotten: no "removed" for it
    rig.reader.forget()
    a.present = False
    a.power_off()
    events = [rig.poll() for _ in range(10)]
    assert kinds(events) == [("card", UID_B)] + [None] * 9


def test_forget_with_one_resting_card_and_with_none():
    tag = ntag(213, UID7, ndef_tlv(MESSAGE))
    rig = Rig([tag], init=False).started()
    assert rig.poll()[0] == "card"
    rig.reader.forget()
    events = [rig.poll() for _ in range(5)]
    assert events == [("card", UID7, "ntag213", b"\x03\x28" + MESSAGE)] + [None] * 4
    tag.present = False
    rig.reader.forget()
    assert [rig.poll() for _ in range(5)] == [None] * 5


def ten_byte_tags():
    # UIDs differing in UID0 only (01..04h): two collisions on every path.
    return [Tag(bytes([i]) + bytes(range(1, 10)), sak=0x20) for i in (1, 2, 3, 4)]


def test_four_cards_a_full_set_and_forget_finds_every_one():
    tags = ten_byte_tags()
    rig = Rig(tags, init=False).started()
    events = [rig.poll() for _ in range(12)]
    uids = [e[1] for e in events if e]
    assert sorted(uids) == sorted(t.uid for t in tags) and events[4:] == [None] * 8
    rig.reader.forget()
    events = [rig.poll() for _ in range(12)]
    assert sorted(e[1] for e in events if e) == sorted(t.uid for t in tags)
    assert events[4:] == [None] * 8
    # with 4 followed, each is checked every other poll: removed after its
    # 3 misses, within 6 polls
    tags[2].present = False
    events = [rig.poll() for _ in range(7)]
    assert [e for e in events if e] == [("removed", tags[2].uid)]
    assert events.index(("removed", tags[2].uid)) in (4, 5)


def test_a_fifth_card_is_reported_but_not_followed():
    tags = ten_byte_tags()
    rig = Rig(tags, init=False).started()
    for _ in range(6):
        rig.poll()
    fifth = ClassicTag(b"\x12\x34\x56\x78")
    place(rig, fifth)
    assert rig.poll() == ("card", fifth.uid, "mifare_classic_1k", None)
    assert [rig.poll() for _ in range(10)] == [None] * 10  # halted: not again
    assert fifth.uid not in rig.reader.present()


def test_worst_case_poll_cost_four_resting_cards_of_ten_byte_uids():
    rig = Rig(ten_byte_tags(), init=False).started()
    for _ in range(8):
        rig.poll()
    sim = rig.sim
    q = sim.irq_polls
    start = sim.now
    assert rig.reader.poll(sim.ticks_ms()) is None
    r = rig.reader
    # REQA (no answer) + 2 presence checks (the most a poll makes), each WUPA,
    # SELECT CL1, CL2, CL3, HLTA: 11 frames. SPI transactions besides the
    # ComIrqReg polls: REQA 7; a frame with an answer 7 + status + FIFO = 9;
    # HLTA 7 (+ ControlReg TStopNow): 7 + 2 x (9 + 3 x 9 + 7) = 93.
    assert r.poll_frames == 11
    assert r.poll_transactions - (sim.irq_polls - q) == 93
    assert r.poll_transactions == 469 and r.poll_bytes == 1022
    assert sim.now - start == 469 * 20000 + 1022 * 2000  # 11.4 ms


def test_poll_costs_with_one_and_two_resting_cards():
    a, b, rig = two_cards()
    b.present = False
    for _ in range(3):
        rig.poll()
    r = rig.reader
    # REQA, then WUPA, SELECT CL1, CL2, HLTA: 7 + 9 + 2 x 9 + 7 = 41 + polls
    assert (r.poll_frames, r.poll_transactions, r.poll_bytes) == (5, 194, 418)  # 4.7 ms
    place(rig, b)
    for _ in range(3):
        rig.poll()
    assert (r.poll_frames, r.poll_transactions, r.poll_bytes) == (9, 355, 770)  # 8.6 ms


def test_a_reader_reads_into_the_buffer_it_is_given():
    from companion.nfc import writer
    from companion.nfc.reader import Reader

    rig = Rig([ntag(213, UID7, ndef_tlv(writer.text_message("bg1 som hat 3 5")))])
    buf = bytearray(4 + 872)  # allocated once at boot by the runner
    reader = Reader(rig.tag, buf=buf)
    ev = None
    for _ in range(3):
        ev = reader.poll(rig.sim.ticks_ms()) or ev
    assert ev is not None and ev[0] == "card"
    data = bytes(ev[3])
    assert len(data) > 0 and bytes(buf[4 : 4 + len(data)]) == data  # read into buf
    from support import raises

    raises(ValueError, Reader, rig.tag, buf=bytearray(100))


def test_a_warmed_reader_reads_a_card_at_its_first_poll():
    # The chip is set up behind the game's title
    # (Reader.warm), so the first poll of the first card screen looks for a
    # card at once; without it that poll only finds and sets up the chip.
    rig = Rig([ntag(213, UID7, ndef_tlv(MESSAGE))], init=False)
    rig.reader.warm(rig.sim.ticks_ms())
    assert rig.reader.reader_name == "MFRC522 v2.0"
    assert rig.poll() == ("card", UID7, "ntag213", b"\x03\x28" + MESSAGE)
    cold = Rig([ntag(213, UID7, ndef_tlv(MESSAGE))], init=False)
    assert cold.poll() is None and cold.poll()[0] == "card"


def test_warming_without_a_reader_leaves_the_first_poll_to_say_so():
    for level in (0x00, 0xFF):
        rig = Rig([ntag(213, UID7)], init=False, absent=level)
        rig.reader.warm(rig.sim.ticks_ms())
        assert rig.reader.reader_name is None
        assert rig.poll() == ("no_reader",)  # said once, on the card screen
        assert rig.poll() is None
