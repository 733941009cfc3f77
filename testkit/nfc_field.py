"""A card reader with a hand to tap cards on it, for the device tests (both
runtimes): the real NFC stack on the register-level MFRC522 simulator."""

from nfc_rig import Rig
from sim_tags import ndef_tlv, ntag

from companion.nfc import writer

# A second 7-byte UID. CL1 88 04 11 22 beats CL1 88 04 A1 B2 in the
# anticollision (first differing bit, UID1 bit 4: 1 in 11h), so UID7 is the
# card an anticollision never picks while this one answers too.
UID_B = bytes((0x04, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66))


def place(rig, tag):
    """Lay ``tag`` on the reader: it comes unpowered, so IDLE."""
    tag.power_off()
    tag.present = True
    if tag not in rig.sim.tags:
        rig.sim.tags.append(tag)


def text_tag(text, uid):
    """An NTAG213 carrying one NDEF Text record ``text``."""
    return ntag(213, uid, ndef_tlv(writer.text_message(text)))


def uid_of(text, copy=0):
    """A 7-byte NXP-style UID, the same for the same card text and copy."""
    h = 7
    for ch in text:
        h = (h * 31 + ord(ch)) & 0xFFFFFF
    return bytes((0x04, 0x60 + copy, h >> 16, (h >> 8) & 0xFF, h & 0xFF, 0x42, 0x24))


def card(text, copy=0):
    return text_tag(text, uid_of(text, copy))


class Field:
    """``tap(dev, tag)``: lay ``tag`` on the reader, hand the arrival to the
    device, lift it and let the reader notice (``removals``: hand the
    "removed" event to the device too)."""

    def __init__(self, removals=True):
        self.rig = Rig([], init=False).started()
        self.removals = removals

    def tap(self, dev, tag):
        self.rig.sim.tags[:] = [tag]
        ev = self.rig.poll()
        if ev is None or ev[0] != "card":
            raise AssertionError("no arrival: %r" % (ev,))
        dev.card_event(ev, self.rig.reader)
        self.rig.sim.tags[:] = []
        for _ in range(4):  # three misses, 200 ms unseen
            gone = self.rig.poll()
        if gone is not None and self.removals:
            dev.card_event(gone, self.rig.reader)
