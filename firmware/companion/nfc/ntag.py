"""NTAG213/215/216 and MIFARE Ultralight (NFC Forum Type 2 Tags) on an
ISO 14443-3 type A layer: GET_VERSION, READ, FAST_READ.

Source: NXP NTAG213/215/216 data sheet Rev. 3.2 (2015): 8.5 memory (4-byte
pages; page 3 = capability container E1h, version, data-area size / 8,
access), 9.3 ACK (Ah) / NAK (0h invalid argument or page, 1h parity or CRC
error, 4h counter overflow, 5h EEPROM write error; 4-bit answers; after a
NAK the tag is back in IDLE or HALT), 10.1 GET_VERSION 60h (8 bytes: 00h,
vendor 04h = NXP, product type 04h = NTAG, subtype, major, minor, storage
size 0Fh / 11h / 13h = NTAG213 / 215 / 216, protocol 03h), 10.2 READ 30h
(4 pages + CRC_A; the page number rolls over past the last page), 10.3
FAST_READ 3Ah (start..end pages), 10.4 WRITE A2h (1 page, 4-bit ACK);
TTimeOut 5 ms for reads, 10 ms for WRITE. MIFARE Ultralight (MF0ICU1) has no
GET_VERSION: it NAKs or stays silent.

Usage::

    tag = NTAG(iso)                 # after iso.request() + iso.select(), SAK 00h
    kind = tag.identify()           # "ntag213" ... "ultralight"
    tag.read(3, buf)                # pages 3..6 -> buf[0:16]
    tag.read_pages(7, 8, buf, 16)   # pages 7..14 -> buf[16:48]

WRITE (10.4) is the tag writer's (``writer.write_page``): only writing needs it.
"""

from companion import const

from .errors import NFCError, ProtocolError, Timeout

_GET_VERSION = const(0x60)
_READ = const(0x30)
_FAST_READ = const(0x3A)
_VENDOR_NXP = const(0x04)
_TYPE_NTAG = const(0x04)
_TYPE_ULTRALIGHT = const(0x03)
_T_READ_US = const(5000)
# FAST_READ answer: 4 bytes a page + CRC_A must fit the 64-byte FIFO.
_FAST_PAGES = const(15)

# GET_VERSION storage-size byte of NTAG (vendor 04h, type 04h) -> kind.
_NTAG_SIZES = const(((0x0F, "ntag213"), (0x11, "ntag215"), (0x13, "ntag216")))


class Nak(NFCError):
    """The tag refused (``code``: 0 bad page/argument, 1 CRC/parity, 4, 5).
    The tag is now in IDLE/HALT: wake and select it before the next command."""

    def __init__(self, code):
        super().__init__("NAK %X" % code)
        self.code = code


def cc_size(cc, off=0):
    """Data-area bytes from a capability container at ``cc[off:off+4]`` (byte
    2 x 8), or 0 when it lacks the NDEF magic E1h (not NDEF formatted)."""
    return cc[off + 2] * 8 if cc[off] == 0xE1 else 0


class NTAG:
    """Type 2 Tag commands through ``iso`` (an ISO14443A with the tag
    selected). After :meth:`identify`: ``kind``, ``version`` (the 8 bytes of
    GET_VERSION; zeros when refused) and ``fast`` (FAST_READ available).
    Errors: Nak, and ``companion.nfc.errors``' Timeout (the tag left),
    CRCError, ProtocolError."""

    def __init__(self, iso):
        self.iso = iso
        self.kind = None
        self.fast = False
        self.version = bytearray(8)
        self._uid = bytearray(10)
        self._rxv = memoryview(iso.rx)

    def identify(self):
        """GET_VERSION and return the kind: ``"ntag213"``, ``"ntag215"``,
        ``"ntag216"``, ``"ntag"`` (other NTAG), ``"ultralight_ev1"``,
        ``"type2"`` (other answer) or ``"ultralight"`` when refused. A refusal
        (NAK or silence) halts the tag, so it is woken (WUPA) and selected
        again here; ProtocolError if another card answers instead."""
        iso = self.iso
        v = self.version
        iso.tx[0] = _GET_VERSION
        try:
            n = iso.exchange(1, _T_READ_US)
        except Timeout:  # a lost answer (asked again) or a silent refusal
            try:
                n = iso.exchange(1, _T_READ_US)
            except Timeout:
                n = 0
        if n == 8:
            for i in range(8):
                v[i] = iso.rx[i]
            self.fast = v[1] == _VENDOR_NXP and v[2] in (_TYPE_NTAG, _TYPE_ULTRALIGHT)
            kind = "type2"
            if v[1] == _VENDOR_NXP and v[2] == _TYPE_NTAG:
                kind = "ntag"
                for size, name in _NTAG_SIZES:
                    if v[6] == size:
                        kind = name
            elif v[1] == _VENDOR_NXP and v[2] == _TYPE_ULTRALIGHT:
                kind = "ultralight_ev1"
            self.kind = kind
            return kind
        if n:
            raise ProtocolError("GET_VERSION answer of %d bytes" % n)
        self._reselect()
        for i in range(8):
            v[i] = 0
        self.fast = False
        self.kind = "ultralight"
        return "ultralight"

    def _reselect(self):
        iso = self.iso
        n = iso.uid_len
        saved = self._uid
        for i in range(n):
            saved[i] = iso.uid[i]
        iso.request(True)
        # by its UID, not by anticollision: another card on the reader may win that
        iso.select_uid(saved, n)

    def _command(self, n, timeout_us, want):
        # Send iso.tx[0:n]; expect ``want`` data bytes, or raise Nak.
        iso = self.iso
        got = iso.exchange(n, timeout_us)
        if got == 0 and iso.ack >= 0:
            raise Nak(iso.ack)
        if got != want:
            raise ProtocolError("answer of %d bytes, not %d" % (got, want))

    def read(self, page, buf, off=0):
        """READ: pages ``page``..``page + 3`` (16 bytes; past the last page
        the tag rolls over to page 0) into ``buf[off:off + 16]``."""
        tx = self.iso.tx
        tx[0] = _READ
        tx[1] = page
        self._command(2, _T_READ_US, 16)
        buf[off : off + 16] = self._rxv[:16]

    def read_pages(self, first, count, buf, off=0):
        """Pages ``first``..``first + count - 1`` into ``buf[off:off + 4 *
        count]``, with FAST_READ (up to 15 pages a frame) when :meth:`identify`
        found it, otherwise READ (4 pages a frame). Return bytes written."""
        done = 0
        tx = self.iso.tx
        while count > 0:
            if self.fast:
                k = min(count, _FAST_PAGES)
                tx[0] = _FAST_READ
                tx[1] = first
                tx[2] = first + k - 1
                self._command(3, _T_READ_US, 4 * k)
            else:
                k = min(count, 4)
                tx[0] = _READ
                tx[1] = first
                self._command(2, _T_READ_US, 16)
            buf[off + done : off + done + 4 * k] = self._rxv[: 4 * k]
            done += 4 * k
            first += k
            count -= k
        return done
