"""The tag writer (companion.nfc.writer): the NDEF builders, WRITE, and
writing a card lying on the reader. Runs on CPython and the MicroPython unix
port. Byte strings are worked out by hand from the NFC Forum formats in the
comments (Type 2 Tag TLVs and CC, NDEF record header, RTD Text), not read back
from the code; WRITE is the NXP NTAG213/215/216 data sheet's 10.4 (ACK/NAK)."""

from nfc_field import UID_B, place
from nfc_rig import UID7, Rig
from sim_tags import ntag, ultralight, with_crc

from companion.nfc import ndef, writer
from companion.nfc.errors import Timeout
from companion.nfc.ndef import NDEFError
from companion.nfc.ntag import Nak
from companion.nfc.writer import WrongCard, write, write_page
from support import raises

# CC of an NTAG213: magic E1h, mapping 1.0, 12h x 8 = 144 data bytes, read/write.
CC_213 = b"\xe1\x10\x12\x00"
# "bg1 som hat 3 5" as one short Text record: flags MB|ME|SR + TNF 1 = D1h,
# type length 1, payload length 1 + 2 + 15 = 18 (12h), type "T", status 02h
# (UTF-8, language code of 2), "en", the text.
HAT_3_5 = b"\xd1\x01\x12T\x02en" + b"bg1 som hat 3 5"
# The TLV: 03h, length 22 (16h), the message, Terminator; 25 bytes -> 7 pages.
HAT_3_5_TLV = b"\x03\x16" + HAT_3_5 + b"\xfe"


def recs(msg):
    return [(t, ty, i, bytes(p)) for t, ty, i, p in ndef.records(msg)]


def msg_of(mem, cc=None):
    m = ndef.find_message(mem, cc)
    return None if m is None else bytes(m)


def selected(*tags):
    rig = Rig(tags)
    rig.iso.request(wake=True)
    rig.iso.select()
    return rig


# --- builders ---------------------------------------------------------------


def test_text_message_worked_bytes():
    assert writer.text_message("bg1 som hat 3 5") == HAT_3_5
    assert writer.text_message("ok", lang="") == b"\xd1\x01\x03T\x00ok"
    assert writer.text_message("\u00e9", "fr") == b"\xd1\x01\x05T\x02fr\xc3\xa9"
    raises(NDEFError, writer.text_message, "x", "l" * 64)
    # a text of 300 bytes needs the long form: C1h, 4-byte length 00 00 01 2Fh
    long_msg = writer.text_message("y" * 300)
    assert long_msg[:7] == b"\xc1\x01\x00\x00\x01\x2fT"
    assert recs(long_msg) == [(1, b"T", b"", b"\x02en" + b"y" * 300)]


def test_message_builder_round_trip():
    rs = [
        (1, b"U", b"", b"\x04example.com"),
        (2, b"text/plain", b"id1", b"z" * 256),
        (0, b"", b"", b""),
        (4, b"example.com:t", b"", b"\x00"),
    ]
    m = writer.message(rs)
    assert m[0] == 0x91 and recs(m) == rs  # MB|SR + TNF 1
    raises(NDEFError, writer.message, [(6, b"", b"", b"")])
    raises(NDEFError, writer.message, [(1, b"T" * 256, b"", b"")])
    for bad in ((0, b"", b"", b"x"), (0, b"", b"i", b""), (5, b"T", b"", b""), (1, b"", b"", b"")):
        assert str(raises(NDEFError, writer.message, [bad])) == "type does not fit TNF"


def test_tlv_wrap_lengths():
    assert writer.tlv_wrap(HAT_3_5) == HAT_3_5_TLV
    assert writer.tlv_wrap(b"") == b"\x03\x00\xfe"
    assert writer.tlv_wrap(bytes(254))[:2] == b"\x03\xfe"
    assert writer.tlv_wrap(bytes(255))[:4] == b"\x03\xff\x00\xff"  # FFh marks the 3-byte form
    assert writer.tlv_wrap(bytes(0xFFFE))[:4] == b"\x03\xff\xff\xfe"
    assert str(raises(NDEFError, writer.tlv_wrap, bytes(0xFFFF))) == "message too long"


def test_tag_image_and_write_order():
    image = writer.tag_image(HAT_3_5, CC_213)
    assert image == HAT_3_5_TLV + b"\x00\x00\x00"  # 25 bytes padded to 7 pages
    assert writer.write_order(image) == [
        (4, b"\x03\x00\xfe\x00"),  # an empty message first
        (5, b"\x12T\x02e"),
        (6, b"nbg1"),
        (7, b" som"),
        (8, b" hat"),
        (9, b" 3 5"),
        (10, b"\xfe\x00\x00\x00"),
        (4, b"\x03\x16\xd1\x01"),  # the real TLV header last
    ]
    assert writer.tag_image(b"") == b"\x03\x00\xfe\x00"


def test_tag_image_refuses_tags_it_cannot_write():
    assert str(raises(NDEFError, writer.tag_image, bytes(142), CC_213)) == "message too big for tag"
    assert len(writer.tag_image(bytes(140), CC_213)) == 144  # 2 + 140 + FE + pad 1
    assert str(raises(NDEFError, writer.tag_image, HAT_3_5, b"\xe1\x10\x12\x0f")) == (
        "tag is read-only"
    )
    assert str(raises(NDEFError, writer.tag_image, HAT_3_5, bytes(4))) == "not NDEF formatted"


def test_a_torn_write_reads_blank_never_a_mix():
    # Write "bg1 clk floor 2 mouse" over "bg1 som hat 3 5" one page at a
    # time and pull the tag away after every write.
    old = writer.tag_image(HAT_3_5) + bytes(116)
    new_msg = writer.text_message("bg1 clk floor 2 mouse")
    writes = writer.write_order(writer.tag_image(new_msg, CC_213))
    mem = bytearray(old)
    seen = []
    for page, four in writes:
        at = (page - 4) * 4
        mem[at : at + 4] = four
        seen.append(msg_of(bytes(mem), CC_213))
    assert seen[:-1] == [None] * (len(writes) - 1)
    assert seen[-1] == new_msg


# --- WRITE (NTAG21x 10.4) ---------------------------------------------------


def test_write_then_read_back():
    tag = ntag(215, UID7)
    rig = selected(tag)
    write_page(rig.tag, 5, b"\xde\xad\xbe\xef")
    assert tag.log[-1] == with_crc(b"\xa2\x05\xde\xad\xbe\xef")
    buf = bytearray(16)
    rig.tag.read(4, buf)
    assert buf[4:8] == bytearray(b"\xde\xad\xbe\xef")


def test_write_to_the_uid_pages_is_nakked():
    rig = selected(ntag(213, UID7))
    e = raises(Nak, write_page, rig.tag, 0, b"\x00\x00\x00\x00")
    assert e.code == 0


# --- writing a card on the reader -------------------------------------------


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
    data = write(rig.reader, UID7, writes())
    assert data == written_image()[:11]  # read back up to the end of the NDEF TLV
    assert bytes(tag.mem[16:28]) == written_image()
    # the card stays on the reader: followed, not reported again
    for _ in range(5):
        assert rig.poll() is None


def test_write_to_another_card_is_refused():

    rig = Rig([ntag(213, UID7)], init=False).started()
    rig.poll()
    other = bytes((0x04, 1, 2, 3, 4, 5, 6))
    raises(WrongCard, write, rig.reader, other, writes())


def test_lock_sets_the_cc_read_only_and_the_static_lock_bits():

    tag = ntag(213, UID7)
    rig = Rig([tag], init=False).started()
    rig.poll()
    write(rig.reader, UID7, writes(), lock=True)
    assert bytes(tag.mem[12:16]) == bytes((0xE1, 0x10, 0x12, 0x0F))
    assert tag.mem[10] == 0xFF and tag.mem[11] == 0xFF
    # pages 3..15 refuse writes now (NAK 0)
    err = raises(Nak, write, rig.reader, UID7, writes())
    assert err.code == 0


def test_write_with_another_card_on_the_field_writes_the_right_card():
    # The target (an Ultralight: no FAST_READ) loses every anticollision to
    # the NTAG beside it, read last: selected by its UID, read back with READ.
    target = ultralight(UID7)
    other = ntag(213, UID_B)
    rig = Rig([target], init=False).started()
    assert rig.poll()[:3] == ("card", UID7, "ultralight")
    place(rig, other)
    assert rig.poll()[:3] == ("card", UID_B, "ntag213")
    before = bytes(other.mem)
    data = write(rig.reader, UID7, writes())
    assert data == written_image()[:11]
    assert bytes(target.mem[16:28]) == written_image()
    assert bytes(other.mem) == before
    assert not [f for f in target.log if f[0] == 0x3A]  # no FAST_READ
    # both stay followed, neither is reported again
    assert [rig.poll() for _ in range(10)] == [None] * 10
    assert sorted(rig.reader.present()) == sorted([UID7, UID_B])
    # the other one too, and a UID not on the field is refused
    write(rig.reader, UID_B, writes())
    assert bytes(other.mem[16:28]) == written_image()

    raises(WrongCard, write, rig.reader, b"\x04\x01\x02\x03\x04\x05\x06", writes())
    assert [rig.poll() for _ in range(5)] == [None] * 5


def test_write_when_the_card_left_before_it_is_gone():
    # nothing answers the WUPA: Gone, and nothing was sent to the tag
    tag = ntag(213, UID7)
    rig = Rig([tag], init=False).started()
    rig.poll()
    tag.present = False
    raises(writer.Gone, write, rig.reader, UID7, writes())
    assert writer.failure(writer.Gone()) == ("Tap it again", "to write it", "gone")


# --- what a failed write means to the player (the Write tags screen) -------


def test_read_only_is_the_cc_write_access_nibble():
    # CC byte 3: 0h write access granted, Fh none (NFC Forum Type 2 Tag)
    assert writer.read_only(CC_213) is False
    assert writer.read_only(b"\xe1\x10\x12\x0f") is True
    assert writer.read_only(b"\xe1\x10\x12\x08") is True  # any other value: no writes either
    assert writer.read_only(None) is False  # no CC read: the write itself will say


def test_failure_says_what_a_failed_write_means():
    from companion.nfc.payload import PayloadError

    moved = ("Moved too soon", "tap it again", "moved")
    assert writer.failure(Timeout("no answer")) == moved  # the tag left
    assert writer.failure(WrongCard()) == moved  # it left, another one answered
    locked = ("Locked tag", "can't write", "locked")
    assert writer.failure(Nak(0)) == locked  # a locked page (NTAG21x 10.4: NAK 0h)
    assert writer.failure(NDEFError("tag is read-only")) == locked
    unreadable = PayloadError("unreadable", "bad NDEF data")
    assert writer.failure(unreadable) == ("Check failed", "tap it again", "check")
    assert writer.failure(Nak(1)) == ("Write failed", "NAK 1", "failed")  # CRC or parity
    assert writer.failure(NDEFError("message too big for tag")) == (
        "Write failed",
        "message too big",
        "failed",
    )
