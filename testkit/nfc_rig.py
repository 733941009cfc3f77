"""The NFC stack wired to the MFRC522 simulator, for the tests and the bench."""

from mfrc522_sim import MFRC522Sim

from companion.nfc.iso14443a import ISO14443A
from companion.nfc.mfrc522 import MFRC522
from companion.nfc.ntag import NTAG
from companion.nfc.reader import Reader

# 7-byte NXP UID (UID0 = 04h, the manufacturer code).
UID7 = bytes((0x04, 0xA1, 0xB2, 0xC3, 0xD4, 0xE5, 0xF6))
# Its cascade levels: CT 88h + UID0..2 + BCC0, then UID3..6 + BCC1 (BCC = XOR).
CL1_UID7 = bytes((0x88, 0x04, 0xA1, 0xB2, 0x9F))  # 88^04^A1^B2 = 9F
CL2_UID7 = bytes((0xC3, 0xD4, 0xE5, 0xF6, 0x04))  # C3^D4^E5^F6 = 04


class Rig:
    """``sim``, ``chip``, ``iso``, ``tag`` and ``reader`` over ``tags``."""

    def __init__(self, tags=(), rst=True, init=True, **sim_args):
        self.sim = MFRC522Sim(tags, **sim_args)
        self.chip = MFRC522(self.sim.spi, self.sim.cs, self.sim.rst if rst else None, self.sim)
        self.iso = ISO14443A(self.chip)
        self.tag = NTAG(self.iso)
        self.reader = Reader(self.tag)
        if init:
            self.chip.init()

    def poll(self, gap_ms=50):
        """Let ``gap_ms`` pass, then poll once; the event."""
        self.sim.advance_ms(gap_ms)
        return self.reader.poll(self.sim.ticks_ms())

    def started(self):
        """The reader after its first poll (reader found, chip initialised)."""
        ev = self.poll()
        if ev is not None:
            raise AssertionError("start: %r" % (ev,))
        return self
