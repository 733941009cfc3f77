"""The card reader the app polls: arrivals, removals and errors as events.

Usage (the layers, each handed the one below)::

    chip = MFRC522(spi, cs, rst)
    reader = Reader(NTAG(ISO14443A(chip)))
    ev = reader.poll(time.ticks_ms())     # every ~50 ms from a task; None or:

- ``("card", uid, kind, data)`` once per arrival. ``uid``: bytes (4, 7 or
  10). ``kind``: ``"ntag213"``/``"ntag215"``/``"ntag216"``/``"ntag"``,
  ``"ultralight"``/``"ultralight_ev1"``/``"type2"`` (see ntag.py), or from the
  SAK ``"mifare_classic_1k"``/``"mifare_classic_4k"``/``"mifare_mini"``/
  ``"iso14443_4"``/``"unknown"``. ``data``: for Type 2 Tags the bytes of the
  data area from page 4 up to the end of the NDEF Message TLV (or of the
  Terminator TLV, if that comes first; the whole data area if it has
  neither), never partial; ``b""`` when the capability container is not
  NDEF. ``Reader.cc`` holds page 3, so
  ``ndef.find_message(data, reader.cc)`` parses it. None for other cards.
- ``("removed", uid)`` after ``misses`` polls in a row without an answer, or
  at once when a different card answers instead.
- ``("incomplete",)``: the card left during the read; no data. It is read
  again if it comes back before it counts as removed.
- ``("error", message)``: the card is there but could not be read (a bad
  CRC twice in a row, a protocol error, a NAK). Tried again on the next
  polls; after a NAK, or the third failure of one arrival (incomplete reads
  included), given up until the card is removed.
- ``("no_reader",)``: no known VersionReg at the first poll (which only
  starts the chip), or the chip stopped answering and recover() failed;
  looked for again every 2 s, without SPI traffic in between.

How a poll is bounded (each poll is one call, nothing waits between calls):
with no card it is one WUPA that the chip's timer ends 0.5 ms after the frame
(about 0.8 ms in all: 7 register writes + 26 ComIrqReg reads at 4 MHz); a
resting card (halted by us) costs a REQA that nobody answers, WUPA, the
SELECTs and HLTA (about 7 ms). A card that answers REQA while we follow it
lost power since we halted it: it was lifted and put back, so it is a new
arrival. The UID is compared every poll, so a swap is never missed. One card
at a time: with two in the field the anticollision picks the same one every
time (the other is seen when that one leaves).
"""

from companion.drivers._const import const
from companion.ticks import ticks_add, ticks_diff

from .mfrc522 import ChipError, CRCError, NFCError, ProtocolError, Timeout, version_name
from .ntag import Nak, cc_size

_START = const(0)
_NO_READER = const(1)
_RUN = const(2)
_RETRY_MS = const(2000)
_TRIES = const(3)
_SAK_TYPE2 = const(0x00)


def tlv_end(buf, off, n):
    """Walk the TLV blocks in ``buf[off:off + n]`` (NFC Forum Type 2 Tag:
    NULL 00h, Terminator FEh, others tag + length (1 byte, or FFh + 2 bytes
    big endian) + value). Return the bytes from ``off`` up to the end of the
    first NDEF Message TLV (03h) or of a Terminator before it; or -k when
    ``k`` bytes are needed to tell."""
    i = 0
    while i < n:
        t = buf[off + i]
        if t == 0x00:
            i += 1
            continue
        if t == 0xFE:
            return i + 1
        if i + 1 >= n:
            return -(i + 2)
        length = buf[off + i + 1]
        head = 2
        if length == 0xFF:
            if i + 3 >= n:
                return -(i + 4)
            length = buf[off + i + 2] << 8 | buf[off + i + 3]
            head = 4
        end = i + head + length
        if t == 0x03:
            return end
        i = end
    return -(i + 1)


def _sak_kind(sak):
    # NXP AN10833 "MIFARE type identification procedure", SAK table.
    if sak & 0x20:
        return "iso14443_4"
    if sak == 0x08:
        return "mifare_classic_1k"
    if sak == 0x18:
        return "mifare_classic_4k"
    if sak == 0x09:
        return "mifare_mini"
    return "unknown"


class Reader:
    """Polls ``tag`` (an :class:`~companion.nfc.ntag.NTAG`; its ``iso`` and
    ``iso.chip`` are used too). ``misses``: polls without an answer before
    "removed". ``data_max``: largest data area read (872 = NTAG216); one
    buffer of ``data_max + 4`` bytes is allocated here, once.

    After each poll ``poll_bytes``, ``poll_transactions`` and ``poll_frames``
    hold its SPI bytes, SPI transactions and RF frames.
    """

    def __init__(self, tag, misses=3, data_max=872):
        self.tag = tag
        self.iso = tag.iso
        self.chip = tag.iso.chip
        self.misses = misses
        self.reader_name = None
        self.cc = bytearray(4)
        self.poll_bytes = 0
        self.poll_transactions = 0
        self.poll_frames = 0
        self._data_max = data_max
        self._buf = bytearray(4 + data_max)  # page 3 (CC), then pages 4..
        self._mv = memoryview(self._buf)
        self._state = _START
        self._retry_at = 0
        self._uid = None  # the card we follow
        self._done = False  # reported, or given up on
        self._seen = False  # answered last poll, so we halted it
        self._missed = 0
        self._tries = 0

    def poll(self, now):
        """One short look at the field (``now``: ticks_ms); an event or None."""
        chip = self.chip
        b, t, f = chip.spi_bytes, chip.spi_transactions, chip.frames
        try:
            if self._state == _RUN:
                ev = self._poll_card()
            elif self._state == _START or ticks_diff(now, self._retry_at) >= 0:
                ev = self._start(now)
            else:
                ev = None
        except ChipError:
            ev = self._recover(now)
        self.poll_bytes = chip.spi_bytes - b
        self.poll_transactions = chip.spi_transactions - t
        self.poll_frames = chip.frames - f
        return ev

    def _start(self, now):
        name = version_name(self.chip.version())
        if name is not None:
            try:
                self.chip.init()
                self._state = _RUN
                self.reader_name = name
                return None
            except ChipError:
                pass
        first = self._state != _NO_READER
        self._state = _NO_READER
        self._retry_at = ticks_add(now, _RETRY_MS)
        return ("no_reader",) if first else None

    def _recover(self, now):
        self._seen = False  # a reset turns the field off: cards power down
        try:
            self.chip.recover()
            return None
        except ChipError:
            self._state = _NO_READER
            self._retry_at = ticks_add(now, _RETRY_MS)
            return ("no_reader",)

    def _poll_card(self):
        iso = self.iso
        uid = self._uid
        fresh = False
        try:
            if uid is not None and self._seen:
                try:
                    iso.request(False)  # REQA: only a card that lost power
                    fresh = True
                except Timeout:
                    iso.request(True)
            else:
                iso.request(True)
            n = iso.select()
        except Timeout:
            return self._miss()
        except ChipError:
            raise
        except NFCError:
            if uid is not None:  # a garbled answer: a card is still there
                self._missed = 0
            self._seen = False
            return None
        same = False
        if uid is not None and len(uid) == n:
            same = True
            for i in range(n):
                if iso.uid[i] != uid[i]:
                    same = False
        if uid is not None and not same:
            self._halt()
            self._forget()
            return ("removed", uid)
        self._missed = 0
        self._seen = True
        if same and self._done and not fresh:
            self._halt()
            return None
        if not same:
            self._uid = bytes(iso.uid[:n])
        if not same or fresh:
            self._tries = 0
        self._done = False
        return self._read()

    def _miss(self):
        self._seen = False
        uid = self._uid
        if uid is None:
            return None
        self._missed += 1
        if self._missed < self.misses:
            return None
        self._forget()
        return ("removed", uid)

    def _forget(self):
        self._uid = None
        self._seen = False
        self._missed = 0

    def _halt(self):
        try:
            self.iso.halt()
        except ChipError:
            raise
        except NFCError:
            pass

    def _read(self):
        uid = self._uid
        sak = self.iso.sak
        try:
            if sak == _SAK_TYPE2:
                kind = self.tag.identify()
                data = self._read_ndef()
            else:
                kind = _sak_kind(sak)
                data = None
        except ChipError:
            raise
        except NFCError as e:
            self._tries += 1
            if isinstance(e, Timeout):
                self._seen = False  # gone mid-read (or silent): no HLTA
                if self._tries < _TRIES:
                    return ("incomplete",)
            else:
                self._halt()
            if isinstance(e, Nak) or self._tries >= _TRIES:
                self._done = True
            return ("error", "card read failed: %s" % e)
        self._halt()
        self._done = True
        return ("card", uid, kind, data)

    def _read16(self, page, off):
        # One retry on a bad CRC: the tag is still selected, ask again.
        try:
            self.tag.read(page, self._buf, off)
        except CRCError:
            self.tag.read(page, self._buf, off)

    def _pages(self, first, count, off):
        try:
            self.tag.read_pages(first, count, self._buf, off)
        except CRCError:
            self.tag.read_pages(first, count, self._buf, off)

    def _read_ndef(self):
        buf = self._buf
        self._read16(3, 0)  # READ 3: the CC and pages 4..6 in one frame
        for i in range(4):
            self.cc[i] = buf[i]
        full = cc_size(buf)
        area = min(full, self._data_max)
        if area < 12:
            return b""
        have = 12
        for _ in range(area // 4):
            end = tlv_end(buf, 4, have)
            if 0 < end <= have:
                return bytes(self._mv[4 : 4 + end])
            if end < 0 and have >= area:
                if area < full:
                    raise ProtocolError("data area larger than the buffer")
                return bytes(self._mv[4 : 4 + have])  # no NDEF TLV: the whole area
            need = end if end > 0 else -end
            if need > area:
                if end > 0:
                    raise ProtocolError("NDEF TLV past the data area")
                need = area
            pages = (need - have + 3) // 4
            if end < 0:  # padding or a TLV header: read ahead, one whole frame
                pages = max(pages, 15 if self.tag.fast else 4)
            pages = min(pages, (area - have) // 4)
            self._pages(4 + have // 4, pages, 4 + have)
            have += 4 * pages
        raise ProtocolError("TLV walk did not end")

    def write(self, uid, writes, lock=False):
        """Write to the card ``uid`` lying on the reader (the tag writer).

        ``writes``: ``(page, 4 bytes)`` in order (``ndef.write_order``).
        Then the data area is read back and returned as a "card" event's
        ``data`` is. ``lock``: afterwards make the tag read-only for good:
        the CC's write-access nibble to Fh (the NFC Forum read-only mark;
        page 3 is one-time programmable) and the static lock bytes (page 2,
        bytes 2-3: pages 3-15, where our message lies, and their
        block-locking bits; NTAG21x data sheet 8.5.2). Irreversible.

        Raises ``WrongCard`` when another card answers, NFCError
        (``Timeout``: the card left; ``Nak``: a locked page) otherwise; a
        write cut short leaves the tag blank (the tear-safe order).
        """
        iso = self.iso
        try:
            iso.request(True)
            n = iso.select()
            if bytes(iso.uid[:n]) != uid:
                self._halt()
                raise WrongCard()
            for page, four in writes:
                self.tag.write_page(page, four)
            data = self._read_ndef()
            if lock:
                cc = bytearray(self.cc)
                cc[3] = 0x0F
                self.tag.write_page(3, cc)
                self._read16(2, 0)
                page2 = bytearray(self._buf[0:4])
                page2[2] = 0xFF
                page2[3] = 0xFF
                self.tag.write_page(2, page2)
        except Timeout:
            self._seen = False
            raise
        self._halt()
        # Followed and reported: the poll loop sees the same card resting.
        self._uid = bytes(uid)
        self._done = True
        self._seen = True
        self._missed = 0
        return data


class WrongCard(NFCError):
    """Another card than the one to write answered."""

    def __init__(self):
        super().__init__("another card answered")
