"""ISO/IEC 14443-3 type A: CRC_A (Annex B), REQA/WUPA, anticollision and
SELECT over cascade levels 1-3 (6.5.3, 6.5.4), HLTA (6.4.3), with the UID
bytes and the frames on the air checked exactly."""

from nfc_rig import CL1_UID7, CL2_UID7, UID7, Rig
from sim_tags import ACTIVE, HALT, ClassicTag, Tag, ntag, with_crc

from companion.nfc.errors import CRCError, ProtocolError, Timeout
from companion.nfc.iso14443a import crc_a
from support import raises


def test_crc_a_annex_b_examples():
    # ISO/IEC 14443-3 Annex B.1: 00 00 -> A0 1E; 12 34 -> 26 CF (low byte first)
    assert crc_a(b"\x00\x00", 2) == 0x1EA0
    assert crc_a(b"\x12\x34", 2) == 0xCF26
    # HLTA as sent on the air: 50 00 57 CD (ISO/IEC 14443-3 6.4.3 example)
    assert crc_a(b"\x50\x00", 2) == 0xCD57
    assert crc_a(b"\xff\x12\x34", 2, 1) == 0xCF26  # a slice by offset


def test_reqa_gets_the_atqa_lsb_first():
    iso = Rig([ntag(213, UID7)]).iso
    assert iso.request() == 0x0044  # NTAG21x: double-size UID, bit frame b3
    assert not iso.multiple


def test_no_card_is_a_timeout():
    raises(Timeout, Rig().iso.request, True)


def test_no_card_asked_quietly_is_none_and_the_same_frame_went_out():
    # The card reader's empty polls: no exception raised (on the
    # Pico it took about 100 B of heap, 200 polls a second), the same WUPA
    rig = Rig()
    assert rig.iso.request(True, True) is None
    assert rig.chip.frames == 1
    tag = ntag(213, UID7)
    rig = Rig([tag])
    assert rig.iso.request(True, True) == 0x0044  # a card answers as before
    assert tag.log == [b"\x52"]


def test_four_byte_uid():
    tag = ClassicTag(b"\x12\x34\x56\x78")
    iso = Rig([tag]).iso
    assert iso.request() == 0x0004
    assert iso.select() == 4
    assert bytes(iso.uid[:4]) == b"\x12\x34\x56\x78"
    assert iso.sak == 0x08  # MIFARE Classic 1K
    # BCC = 12^34^56^78 = 08; SELECT = 93 70 UID BCC CRC_A
    assert tag.log == [b"\x26", b"\x93\x20", with_crc(b"\x93\x70\x12\x34\x56\x78\x08")]


def test_seven_byte_uid_is_never_cut_to_four():
    tag = ntag(213, UID7)
    iso = Rig([tag]).iso
    iso.request(wake=True)
    assert iso.select() == 7
    assert bytes(iso.uid[:7]) == UID7
    assert iso.sak == 0x00
    assert tag.log == [
        b"\x52",
        b"\x93\x20",
        with_crc(b"\x93\x70" + CL1_UID7),  # SAK 04h: UID not complete
        b"\x95\x20",
        with_crc(b"\x95\x70" + CL2_UID7),  # SAK 00h
    ]


def test_ten_byte_uid():
    uid = bytes(range(1, 11))
    tag = Tag(uid, sak=0x20)
    iso = Rig([tag]).iso
    assert iso.request() == 0x0084  # triple-size UID
    assert iso.select() == 10
    assert bytes(iso.uid[:10]) == uid
    assert iso.sak == 0x20
    # CL1 88 01 02 03 BCC 88, CL2 88 04 05 06 BCC 8F, CL3 07 08 09 0A BCC 0C
    assert tag.log[2] == with_crc(b"\x93\x70\x88\x01\x02\x03\x88")
    assert tag.log[4] == with_crc(b"\x95\x70\x88\x04\x05\x06\x8f")
    assert tag.log[6] == with_crc(b"\x97\x70\x07\x08\x09\x0a\x0c")


def test_two_cards_one_then_the_other():
    # 11 22 33 44 vs 11 22 33 55: first difference UID bit 24 (byte 3, bit
    # 0): CollPos 25; the card sending 1 (..55) wins. Then NVB 51h: 5 bytes
    # + 1 bit, the partial byte holding that bit.
    a = ClassicTag(b"\x11\x22\x33\x44")
    b = ClassicTag(b"\x11\x22\x33\x55")
    iso = Rig([a, b]).iso
    iso.request()
    assert iso.select() == 4 and bytes(iso.uid[:4]) == b"\x11\x22\x33\x55"
    assert b"\x93\x51\x11\x22\x33\x01" in b.log
    iso.halt()
    assert b.state == HALT
    iso.request()
    assert iso.select() == 4 and bytes(iso.uid[:4]) == b"\x11\x22\x33\x44"
    iso.halt()
    raises(Timeout, iso.request)  # both halted: REQA reaches neither
    iso.request(wake=True)  # WUPA wakes both; the same one wins again
    assert iso.multiple is False and iso.select() == 4
    assert bytes(iso.uid[:4]) == b"\x11\x22\x33\x55"


def test_three_cards_collide_again_after_known_bits():
    # B, C differ from A at bit 8 (byte 1 bit 0); B and C at bit 24. The
    # second collision comes with 9 bits known (RxAlign 1), CollPos 17 in the
    # received frame = UID bit 8 + 17 = 25 (1-based).
    a = ClassicTag(b"\x10\x20\x30\x40")
    b = ClassicTag(b"\x10\x21\x30\x40")
    c = ClassicTag(b"\x10\x21\x30\x41")
    iso = Rig([a, b, c]).iso
    seen = []
    for _ in range(3):
        iso.request()
        iso.select()
        seen.append(bytes(iso.uid[:4]))
        iso.halt()
    assert seen == [c.uid, b.uid, a.uid]
    assert b"\x93\x31\x10\x01" in c.log  # 3 bytes + 1 bit known


def test_collision_in_cascade_level_2():
    # Same UID0..2: CL1 answers agree, both take SAK 04h; they collide in CL2.
    one = ntag(213, b"\x04\xa1\xb2\x00\x00\x00\x01")
    two = ntag(213, b"\x04\xa1\xb2\x00\x00\x00\x02")
    iso = Rig([one, two]).iso
    iso.request()
    assert iso.select() == 7 and bytes(iso.uid[:7]) == one.uid
    iso.halt()
    iso.request()
    assert iso.select() == 7 and bytes(iso.uid[:7]) == two.uid


def test_bad_bcc_is_rejected():
    tag = ClassicTag(b"\x12\x34\x56\x78")
    tag.cl[0] = b"\x12\x34\x56\x78\x09"
    iso = Rig([tag]).iso
    iso.request()
    raises(CRCError, iso.select)


def test_bad_crc_on_the_sak_is_rejected():
    tag = ntag(213, UID7)
    tag.corrupt = 1
    iso = Rig([tag]).iso
    iso.request()
    raises(CRCError, iso.select)


def test_complete_sak_with_cascade_tag_is_a_protocol_error():
    tag = ntag(213, UID7)
    tag.cl = tag.cl[:1]  # a broken card: SAK 00h after CL1 = 88 04 A1 B2
    iso = Rig([tag]).iso
    iso.request()
    raises(ProtocolError, iso.select)


def test_card_leaving_during_select_is_a_timeout():
    tag = ntag(213, UID7)
    tag.leave_after = 3  # WUPA, ANTICOLLISION CL1, SELECT CL1
    iso = Rig([tag]).iso
    iso.request(wake=True)
    raises(Timeout, iso.select)


# -- SELECT by a known UID, and steering the anticollision -----------------------


def test_select_uid_sends_each_cascade_level_without_anticollision():
    tag = ntag(213, UID7)
    iso = Rig([tag]).iso
    iso.request(wake=True)
    assert iso.select_uid(UID7) == 0x00
    assert iso.uid_len == 7 and bytes(iso.uid[:7]) == UID7 and iso.sak == 0x00
    assert tag.log == [
        b"\x52",
        with_crc(b"\x93\x70" + CL1_UID7),  # SAK 04h: more to come
        with_crc(b"\x95\x70" + CL2_UID7),  # SAK 00h
    ]
    iso.halt()
    assert tag.state == HALT


def test_select_uid_of_four_and_ten_bytes():
    tag = ClassicTag(b"\x12\x34\x56\x78")
    iso = Rig([tag]).iso
    iso.request()
    assert iso.select_uid(b"\x12\x34\x56\x78") == 0x08
    assert tag.log[1:] == [with_crc(b"\x93\x70\x12\x34\x56\x78\x08")]
    uid = bytes(range(1, 11))
    tag = Tag(uid, sak=0x20)
    iso = Rig([tag]).iso
    iso.request()
    assert iso.select_uid(bytearray(uid) + b"\xff", 10) == 0x20  # uid[:n]
    assert tag.log[1:] == [
        with_crc(b"\x93\x70\x88\x01\x02\x03\x88"),
        with_crc(b"\x95\x70\x88\x04\x05\x06\x8f"),
        with_crc(b"\x97\x70\x07\x08\x09\x0a\x0c"),
    ]


def test_select_uid_picks_the_card_an_anticollision_never_would():
    # ..55 wins every anticollision (test_two_cards_one_then_the_other);
    # by its UID ..44 is selected while both answer WUPA.
    a = ClassicTag(b"\x11\x22\x33\x44")
    b = ClassicTag(b"\x11\x22\x33\x55")
    iso = Rig([a, b]).iso
    iso.request(wake=True)
    assert iso.select_uid(a.uid) == 0x08 and bytes(iso.uid[:4]) == a.uid
    assert a.state == ACTIVE and b.state != ACTIVE


def test_select_uid_of_a_card_not_there_is_a_timeout():
    tag = ntag(213, UID7)
    iso = Rig([tag]).iso
    iso.request(wake=True)
    # same CL1 (04 A1 B2): the card answers SAK 04h there, not at CL2
    raises(Timeout, iso.select_uid, UID7[:6] + b"\x00")
    assert iso.uid_len == 0 and iso.sak == -1
    iso.halt()
    iso.request(wake=True)
    raises(Timeout, iso.select_uid, b"\x12\x34\x56\x78")  # CL1 differs: silence
    raises(Timeout, Rig().iso.select_uid, UID7)  # no card at all


def test_select_uid_sak_disagreeing_with_the_length_is_a_protocol_error():
    # 88 04 A1 B2 as a 4-byte UID is UID7's CL1: its SAK says more follows.
    iso = Rig([ntag(213, UID7)]).iso
    iso.request(wake=True)
    raises(ProtocolError, iso.select_uid, CL1_UID7[:4])
    raises(ValueError, iso.select_uid, b"\x01\x02\x03")


def test_select_uid_with_a_bad_crc_on_the_sak():
    tag = ntag(213, UID7)
    tag.corrupt = 1
    iso = Rig([tag]).iso
    iso.request(wake=True)
    raises(CRCError, iso.select_uid, UID7)


def test_select_records_its_forks_and_follows_a_given_path():
    # A = 10 20 30 40, B = 10 21 30 40, C = 10 21 30 41: first fork at UID
    # bit 8 (A alone has a 0), the second between B and C at bit 24.
    a = ClassicTag(b"\x10\x20\x30\x40")
    b = ClassicTag(b"\x10\x21\x30\x40")
    c = ClassicTag(b"\x10\x21\x30\x41")
    iso = Rig([a, b, c]).iso
    got = []
    for path, forced in ((0, 0), (0b01, 2), (0b00, 1)):
        iso.request(wake=True)
        iso.select(path, forced)
        got.append((bytes(iso.uid[:4]), iso.forks, iso.path))
        iso.halt()
    assert got == [(c.uid, 2, 0b11), (b.uid, 2, 0b01), (a.uid, 1, 0b0)]
    iso.request(wake=True)
    iso.select()  # unforced: the 1 at every fork, as before
    assert bytes(iso.uid[:4]) == c.uid
