"""The card reader's errors, one module for every layer of the stack
(``companion.nfc``): the chip's driver raises them, the layers above catch
them, and a second reader chip raises the same ones, so nothing above its
driver changes.

``NFCError`` is the base; ``Timeout`` (no card), ``Collision`` (resolved by
``iso14443a``), ``CRCError``, ``ProtocolError``, ``BufferOverflow`` and
``ChipError`` (the reader IC itself: recover it) say what went wrong.
"""


class NFCError(Exception):
    """Base of every card-reading error."""


class Timeout(NFCError):
    """No answer before the chip's timer ran out (no card, or it left)."""


class Collision(NFCError):
    """Two or more cards answered with different bits.

    ``position``: first colliding bit, 1-based, counted from bit 0 of the
    first received FIFO byte (RxAlign bits included), or None when CollReg
    says the position is out of range; ``nbytes``/``last_bits``: what was
    received (bits after the collision read as 0, ValuesAfterColl = 0)."""

    def __init__(self, position, nbytes, last_bits):
        super().__init__("collision at bit %s" % position)
        self.position = position
        self.nbytes = nbytes
        self.last_bits = last_bits


class CRCError(NFCError):
    """A check (CRC_A, BCC) over received data failed: never use the data."""


class ProtocolError(NFCError):
    """A frame that breaks the protocol: parity, framing, length, SAK."""


class BufferOverflow(NFCError):
    """The answer did not fit the FIFO (64 bytes) or the caller's buffer."""


class ChipError(NFCError):
    """The reader IC itself misbehaves (a command that never ends, a reset
    that never completes): call the chip driver's ``recover``."""
