"""The card reader the app polls: arrivals, removals and errors as events.

Usage (the layers, each handed the one below)::

    chip = MFRC522(spi, cs, rst)
    reader = Reader(NTAG(ISO14443A(chip)))
    ev = reader.poll(time.ticks_ms())     # every ~50 ms from a task; None or:
    reader.forget()                       # a new card screen: report again

Writing a tag is ``writer.write(reader, uid, ...)`` (imported only then): it
selects the card by its UID and keeps it in this set, as reported.

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
- ``("removed", uid)`` after ``misses`` presence checks of that card in a row
  without an answer and 200 ms without any answer from it (a card that
  missed a check is checked at every poll until then); only for a card that
  was reported (or failed to read). Only a removed card can arrive again.
- ``("incomplete",)``: the card left during the read; no data. It is read
  again if it comes back before it counts as removed.
- ``("error", message)``: the card is there but could not be read (a bad
  CRC twice in a row, a protocol error, a NAK). Tried again on the next
  polls; after a NAK, or the third failure of one arrival (incomplete reads
  included), given up until the card is removed.
- ``("no_reader",)``: no known VersionReg at the first poll (which only
  starts the chip), or the chip stopped answering and recover() failed;
  looked for again every 2 s, without SPI traffic in between.

Several cards at once (ISO/IEC 14443-3 6.3: REQA wakes IDLE cards only, WUPA
IDLE and HALT ones; a card woken and not selected falls back at the next
frame not meant for it): the reader keeps a set of the cards on the field
(up to ``cards``, allocated once). Each card we read is left halted (HLTA),
so REQA finds the cards we have not seen; one of the set answering it (it
lost power at the field's edge, or its HLTA did not take: clones, a weak
field) is the same card, still there: halted again, not reported. Each
poll:

1. Discovery: REQA. If cards answer, the anticollision picks one, which is
   read, reported and halted; the others fall back to IDLE and answer the
   next polls' REQA. While the set is empty (at the start, after the last
   removal, after :meth:`forget`) it is a sweep instead: WUPA, so halted
   cards answer too, and one card a poll, the anticollision taking at each
   collision the 1, then on the next poll the 0 (depth first), until every
   card has been selected once. A poll that reports something ends here.
2. Presence: up to two cards of the set (one if discovery got an answer),
   round-robin, each checked by its UID without anticollision: WUPA, SELECT
   of that UID at each cascade level (only that card answers), HLTA. No
   answer, asked again at once, is a miss of that card (see "removed"); a
   card that answers the second time was seen. A garbled answer (CRC,
   collision) means a card is there: no miss. With one or two cards each is
   checked every poll, with three or four at least every other poll.
   ``poll(now, False)`` checks only the cards that missed their last check.

So only a lift and a new placement make events: a card back within 200 ms
of its last answer (lifted and put back, slid half off) is the same arrival;
one away longer is removed, then a new arrival. Garbled or lost answers at
5 % of a resting card's frames make none (host_tests/test_nfc_presence.py).

Cost of a poll (4 MHz SPI, 20 us per SPI transaction; ``make bench``, the
tests assert them): no card, one REQA (WUPA) that the chip's timer ends 0.5
ms after the frame: 1 frame, 33 SPI transactions (7 register writes + 26
ComIrqReg reads), 0.8 ms. One card resting (7-byte UID): REQA + its check
(WUPA, SELECT CL1, CL2, HLTA): 5 frames, 194 transactions, 4.7 ms. Two
resting: 9 frames, 355 transactions, 8.6 ms. The longest poll without an
arrival or a sweep: REQA + two checks of 10-byte UIDs, 11 frames, 469
transactions (93 + 376 ComIrqReg reads), 11.4 ms. A tap: discovery and the
read, 9 frames, 549 transactions, 13.4 ms for an NTAG213 carrying 40 bytes.
"""

from companion import const, ticks_add, ticks_diff

from .errors import ChipError, CRCError, NFCError, ProtocolError, Timeout
from .iso14443a import FORKS
from .mfrc522 import version_name
from .ntag import Nak, cc_size

_START = const(0)
_NO_READER = const(1)
_RUN = const(2)
_RETRY_MS = const(2000)
_TRIES = const(3)
_SAK_TYPE2 = const(0x00)
_CHECKS = const(2)  # presence checks per poll
_SWEEP_MAX = const(8)  # anticollisions of one sweep after forget()
_GONE_MS = const(200)  # unseen this long (and ``misses`` checks): removed
_DONE = const(1)  # a card's flags: reported, or given up on
_FAST = const(4)  # FAST_READ (NTAG.fast after its identify())


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
    ``iso.chip`` are used too). ``misses``: failed presence checks of a card
    before "removed". ``data_max``: largest data area read (872 = NTAG216);
    one buffer of ``data_max + 4`` bytes is allocated here, once. ``cards``:
    cards followed at once; a card arriving while the set is full is still
    read and reported, but never reported removed.

    After each poll ``poll_bytes``, ``poll_transactions`` and ``poll_frames``
    hold its SPI bytes, SPI transactions and RF frames.
    """

    def __init__(self, tag, misses=3, data_max=872, cards=4, buf=None):
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
        # Page 3 (CC), then pages 4..: ``buf`` if given (the runner allocates
        # it once at boot, so a reader built in a fragmented heap never needs
        # this one large block), else a new one.
        if buf is None:
            buf = bytearray(4 + data_max)
        elif len(buf) < 4 + data_max:
            raise ValueError("buf: %d bytes needed" % (4 + data_max))
        self._buf = buf
        self._mv = memoryview(self._buf)
        self._state = _START
        self._retry_at = 0
        # The set: a card's UID (bytes, the one its "card" event carried) or
        # None, and per card its flags, misses in a row and failed reads.
        self._uids = [None] * cards
        self._seen = [0] * cards  # ticks_ms of its last answer
        self._now = 0
        self._flags = bytearray(cards)
        self._missed = bytearray(cards)
        self._tries = bytearray(cards)
        self._next = 0  # the card the next presence check starts at
        self._answered = False  # this poll's discovery got an answer
        # Sweep: discovery by WUPA instead of REQA, walking the anticollision
        # tree depth-first (one card a poll) so every card is selected once,
        # halted ones too. Started whenever the set is empty (after forget(),
        # at the start, after the last removal), so no card lies unseen.
        self._sweep = False
        self._sweeps = 0  # attempts of this sweep
        self._path = 0  # the anticollision choices of its next attempt
        self._forced = 0

    def present(self):
        """The UIDs in the set: cards on the field, as far as we know."""
        return [u for u in self._uids if u is not None]

    def present_count(self):
        """How many cards the set holds (no allocation)."""
        n = 0
        for u in self._uids:
            if u is not None:
                n += 1
        return n

    def forget(self):
        """Empty the set, without events: every card on the field, halted
        or not, is reported again as a new arrival (a new card screen calls
        this). With the set empty the polls find them by a sweep: WUPA and
        anticollision, one card a poll, until every card has been selected."""
        for i in range(len(self._uids)):
            self._uids[i] = None
        self._sweep = False  # the next poll starts a new sweep

    def keep(self, uids, now):
        """Take ``uids`` (an earlier reader's ``present()``) into the set as
        read, without events (``now``: ticks_ms): a reader built again over
        cards that lay there reports none of them anew; one lifted since
        is reported removed by its presence checks."""
        self._now = now
        for uid in uids:
            if self._find(uid, len(uid)) < 0:
                i = self._add(uid)
                if i >= 0:
                    self._flags[i] = _DONE

    def poll(self, now, full=True):
        """One short look at the field (``now``: ticks_ms); an event or None.
        ``full``: False looks only for arrivals (no presence checks of the
        cards in the set: a poll as short as an empty one while cards
        rest; the caller checks them less often)."""
        chip = self.chip
        b, t, f = chip.spi_bytes, chip.spi_transactions, chip.frames
        self._now = now
        try:
            if self._state == _RUN:
                ev = self._discover()
                if ev is None:  # a card answered discovery: one check left
                    ev = self._checks(1 if self._answered or not full else _CHECKS, full)
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

    def warm(self, now):
        """Do the first poll's set-up now (the chip's version read and its
        init), before any screen reads cards, so that the first poll looks
        for a card at once. Nothing is reported: a chip that does not
        answer is met again, and said, at the first poll."""
        if self._state != _START:
            return
        try:
            if self._start(now) is not None:
                self._state = _START  # "no_reader": the first poll says it
        except ChipError:
            self._state = _START

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
        # A reset turns the field off: the cards power down and answer REQA
        # again, as the cards of the set they are (no news).
        try:
            self.chip.recover()
            return None
        except ChipError:
            self._state = _NO_READER
            self._retry_at = ticks_add(now, _RETRY_MS)
            return ("no_reader",)

    def _find(self, uid, n):
        # The slot holding uid[:n], or -1.
        uids = self._uids
        for i in range(len(uids)):
            u = uids[i]
            if u is not None and len(u) == n:
                j = 0
                while j < n and u[j] == uid[j]:
                    j += 1
                if j == n:
                    return i
        return -1

    def _add(self, uid):
        uids = self._uids
        for i in range(len(uids)):
            if uids[i] is None:
                uids[i] = uid
                self._flags[i] = 0
                self._missed[i] = 0
                self._tries[i] = 0
                self._seen[i] = self._now
                return i
        return -1  # full: read and reported, not followed

    def _discover(self):
        # REQA (a sweep's WUPA): a card that answers is an arrival, or one
        # of ours we do not know to be halted.
        iso = self.iso
        sweep = self._sweep
        if not sweep and self.present_count() == 0:
            sweep = self._sweep = True  # start one: no card is followed
            self._sweeps = 0
            self._path = 0
            self._forced = 0
        if sweep:
            self._sweeps += 1
        self._answered = False
        try:
            if iso.request(sweep, True) is None:  # quiet: an empty poll allocates nothing
                self._sweep = False  # nothing answers WUPA: no card left to find
                return None
        except ChipError:
            raise
        except NFCError:  # a garbled ATQA: cards are there
            self._answered = True
            self._halt()
            self._sweep_failed()
            return None
        self._answered = True
        try:
            if sweep:
                n = iso.select(self._path, self._forced)
            else:
                n = iso.select()
        except ChipError:
            raise
        except NFCError:  # gone or garbled: the others settle, tried next poll
            self._halt()
            self._sweep_failed()
            return None
        if sweep:
            self._sweep_step()
        i = self._find(iso.uid, n)
        if i < 0:
            uid = bytes(iso.uid[:n])
            i = self._add(uid)
        else:
            # A card of the set: it never left (it would have been removed
            # first), it lost power on the reader or its HLTA did not take.
            uid = self._uids[i]
            self._here(i)
            if self._flags[i] & _DONE:
                self._halt()
                return None
        return self._read(i, uid)

    def _sweep_step(self):
        # Depth-first: flip the deepest collision where the 1 was taken to
        # 0, keep the choices above it; done when every one took the 0.
        iso = self.iso
        k = min(iso.forks, FORKS) - 1
        while k >= 0 and not (iso.path >> k) & 1:
            k -= 1
        if k < 0 or self._sweeps >= _SWEEP_MAX:
            self._sweep = False
            return
        self._path = iso.path & ((1 << k) - 1)
        self._forced = k + 1

    def _sweep_failed(self):
        if self._sweeps >= _SWEEP_MAX:
            self._sweep = False

    def _checks(self, budget, full):
        # Presence checks of up to ``budget`` cards of the set, round-robin
        # (not ``full``: only cards that missed their last check).
        uids = self._uids
        k = len(uids)
        i = self._next
        for _ in range(k):
            if uids[i] is not None and (full or self._missed[i]):
                ev = self._check(i, full)
                budget -= 1
                if ev is not None or budget == 0:
                    self._next = (i + 1) % k
                    return ev
            i = (i + 1) % k
        return None

    def _check(self, i, full=True):
        # A lost answer is asked again at once (a miss is two silences;
        # a card already missing gets one look a poll between full ones).
        got = self._look(i)
        if got == 0 and (full or not self._missed[i]):
            got = self._look(i)
        if got == 0:
            return self._miss(i)
        if got == 1:  # garbled ATQA: cards are there (maybe not this one)
            return None
        self._here(i)
        if got == 2 or self._flags[i] & _DONE:  # garbled SAK, or read already
            self._halt()
            return None
        return self._read(i, self._uids[i])  # not read yet (incomplete, error)

    def _look(self, i):
        # WUPA (every card of ours answers), SELECT by its UID. 0: silence
        # (halted again), 1: a garbled ATQA, 2: a garbled SAK (a card with
        # that UID is there), 3: it is selected.
        iso = self.iso
        woke = False
        try:
            iso.request(True)
            woke = True
            iso.select_uid(self._uids[i])
            return 3
        except ChipError:
            raise
        except Timeout:
            if not woke:
                return 0
            got = 0
        except NFCError:
            got = 2 if woke else 1
        self._halt()  # the others woken go back to HALT
        return got

    def _here(self, i):
        self._missed[i] = 0
        self._seen[i] = self._now

    def _miss(self, i):
        # Removed only after ``misses`` checks in a row and _GONE_MS unseen:
        # a garbled or lost answer, a card at the field's edge, is no lift.
        m = self._missed[i]
        if m < 255:
            self._missed[i] = m = m + 1
        if m < self.misses or ticks_diff(self._now, self._seen[i]) < _GONE_MS:
            return None
        uid = self._uids[i]
        self._uids[i] = None
        return ("removed", uid)

    def _halt(self):
        try:
            self.iso.halt()
        except ChipError:
            raise
        except NFCError:
            pass

    def _read(self, i, uid):
        # Read the card just selected (slot i; -1: not followed), report it.
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
            tries = _TRIES
            if i >= 0:
                tries = self._tries[i] + 1
                self._tries[i] = tries
            if isinstance(e, Timeout):
                if tries < _TRIES:  # gone mid-read (or silent): no HLTA
                    return ("incomplete",)
            else:
                self._halt()
            if i >= 0 and (isinstance(e, Nak) or tries >= _TRIES):
                self._flags[i] |= _DONE
            return ("error", "card read failed: %s" % e)
        self._halt()
        if i >= 0:
            fast = _FAST if sak == _SAK_TYPE2 and self.tag.fast else 0
            self._flags[i] = _DONE | fast
        return ("card", uid, kind, data)

    def _read16(self, page, off):
        # One retry on a bad CRC or a lost answer: the tag is still
        # selected (a NAK halts it: no retry), ask again.
        try:
            self.tag.read(page, self._buf, off)
        except (CRCError, Timeout):
            self.tag.read(page, self._buf, off)

    def _pages(self, first, count, off):
        try:
            self.tag.read_pages(first, count, self._buf, off)
        except (CRCError, Timeout):
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
