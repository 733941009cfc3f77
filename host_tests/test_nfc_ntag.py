"""NTAG21x / Ultralight commands, checked against the NXP NTAG213/215/216
data sheet (8.5 memory map, 10.1 GET_VERSION, 10.2 READ roll-over, 10.3
FAST_READ, 10.4 WRITE ACK/NAK) and MF0ICU1 (no GET_VERSION)."""

from nfc_rig import UID7, Rig
from sim_tags import ClassicTag, ntag, ultralight, with_crc

from companion.nfc.errors import CRCError
from companion.nfc.ntag import Nak, cc_size
from support import raises


def selected(*tags):
    rig = Rig(tags)
    rig.iso.request(wake=True)
    rig.iso.select()
    return rig


def test_get_version_tells_ntag213_215_216():
    for model, kind, size in (
        (213, "ntag213", 0x0F),
        (215, "ntag215", 0x11),
        (216, "ntag216", 0x13),
    ):
        rig = selected(ntag(model, UID7))
        assert rig.tag.identify() == kind
        # 00h, vendor NXP 04h, NTAG 04h, 50 pF 02h, major 01h, minor 00h, size, ISO 03h
        assert rig.tag.version == bytearray((0x00, 0x04, 0x04, 0x02, 0x01, 0x00, size, 0x03))
        assert rig.tag.fast


def test_capability_container_gives_the_data_area():
    # NTAG213: E1 10 12 00 -> 18 x 8 = 144 bytes; 215: 3Eh -> 496; 216: 6Dh -> 872.
    buf = bytearray(16)
    for model, cc, size in ((213, 0x12, 144), (215, 0x3E, 496), (216, 0x6D, 872)):
        rig = selected(ntag(model, UID7))
        rig.tag.read(3, buf)
        assert buf[:4] == bytearray((0xE1, 0x10, cc, 0x00))
        assert cc_size(buf) == size
    assert cc_size(b"\x00\x00\x00\x00") == 0


def test_ultralight_refuses_get_version_and_is_selected_again():
    for silent in (False, True):  # a NAK, or no answer at all
        tag = ultralight(UID7, silent=silent)
        rig = selected(tag)
        assert rig.tag.identify() == "ultralight"
        assert not rig.tag.fast
        # WUPA after the refused GET_VERSION (silence: asked twice, as an
        # answer lost on the air would be)
        assert tag.log[5 : 7 + silent] == [tag.log[5]] * (1 + silent) + [b"\x52"]
        buf = bytearray(16)
        rig.tag.read(3, buf)  # selected again: READ works
        assert buf[:4] == bytearray((0xE1, 0x10, 0x06, 0x00))


def test_read_rolls_over_past_the_last_page():
    # NTAG213 pages 00h..2Ch: READ 2Bh returns 2Bh, 2Ch, 00h, 01h.
    rig = selected(ntag(213, UID7))
    buf = bytearray(16)
    rig.tag.read(0x2B, buf)
    assert buf[8:16] == bytearray((0x04, 0xA1, 0xB2, 0x9F, 0xC3, 0xD4, 0xE5, 0xF6))
    raises(Nak, rig.tag.read, 0x2D, buf)  # beyond the last page: NAK 0h


def test_bad_crc_is_rejected_then_read_again():
    tag = ntag(213, UID7, b"\x03\x03\xd0\x00\x00\xfe")
    rig = selected(tag)
    buf = bytearray(16)
    tag.corrupt_reads = 1
    raises(CRCError, rig.tag.read, 4, buf)
    assert buf == bytearray(16)  # nothing copied from the bad answer
    rig.tag.read(4, buf)
    assert buf[:6] == bytearray(b"\x03\x03\xd0\x00\x00\xfe")


def test_read_pages_uses_fast_read_fifteen_pages_a_frame():
    user = bytes(range(64))
    rig = selected(ntag(216, UID7, user))
    assert rig.tag.identify() == "ntag216"
    buf = bytearray(64)
    before = rig.sim.frames_sent
    assert rig.tag.read_pages(4, 15, buf) == 60
    assert rig.sim.frames_sent - before == 1
    assert bytes(buf[:60]) == user[:60]
    assert rig.sim.tags[0].log[-1] == with_crc(b"\x3a\x04\x12")
    assert rig.tag.read_pages(4, 16, buf) == 64
    assert rig.sim.frames_sent - before == 3
    assert bytes(buf) == user


def test_read_pages_on_ultralight_reads_four_pages_a_frame():
    user = bytes(range(24))
    rig = selected(ultralight(UID7, user))
    rig.tag.identify()
    buf = bytearray(24)
    before = rig.sim.frames_sent
    assert rig.tag.read_pages(4, 6, buf) == 24
    assert rig.sim.frames_sent - before == 2
    assert bytes(buf) == user


def test_classic_read_without_authentication_is_nakked():
    rig = selected(ClassicTag(b"\x12\x34\x56\x78"))
    assert rig.iso.sak == 0x08
    e = raises(Nak, rig.tag.read, 4, bytearray(16))
    assert e.code == 4
