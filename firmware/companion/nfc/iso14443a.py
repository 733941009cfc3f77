"""ISO/IEC 14443-3 type A on a reader chip: REQA/WUPA, bit-oriented
anticollision and SELECT over cascade levels 1-3, HLTA, CRC_A.

Source: ISO/IEC 14443-3:2011 -- 6.3 PICC states (IDLE, READY, ACTIVE, HALT;
any unexpected frame sends a READY/ACTIVE card back to IDLE, or to HALT if it
was woken from HALT); 6.4 REQA 26h / WUPA 52h as 7-bit short frames, HLTA
50h 00h + CRC_A; 6.5 anticollision and select (SEL 93h/95h/97h; NVB high
nibble = whole bytes sent incl. SEL and NVB, low nibble = extra bits, 70h =
SELECT with the 40 bits + CRC_A; cascade tag CT 88h; BCC; SAK bit b3 (04h) =
UID not complete); Annex B CRC_A (preset 6363h, reflected polynomial 8408h,
low byte sent first; 00h 00h -> A0h 1Eh, 12h 34h -> 26h CFh).

Every answer that carries a CRC_A has it checked here, and a wrong one raises
CRCError; the anticollision answer carries BCC (XOR of the four bytes)
instead, checked the same way.

Usage::

    iso = ISO14443A(chip)
    iso.request(wake=True)          # WUPA; Timeout when no card answers
    n = iso.select()                # 4, 7 or 10; iso.uid[:n], iso.sak
    iso.request(wake=True)
    iso.select_uid(uid)             # that card only, no anticollision; its SAK
    iso.tx[0] = 0x30; iso.tx[1] = 4
    k = iso.exchange(2, 5000)       # + CRC_A out, CRC_A checked in: iso.rx[:k]
    iso.halt()
"""

from companion import const

from .errors import Collision, CRCError, ProtocolError

_REQA = const(0x26)
_WUPA = const(0x52)
_HLTA = const(0x50)
_NVB_SELECT = const(0x70)
_CT = const(0x88)
_SAK_CASCADE = const(0x04)
_SEL = const(b"\x93\x95\x97")  # cascade levels 1, 2, 3
FORKS = const(16)  # collisions whose choice select() records in ``path``
# A card answers REQA/WUPA/ANTICOLLISION/SELECT a fixed 86-91 us after the
# frame (FDT n = 9, 6.2.1.1); 500 us of timer leaves five times that.
_ANSWER_US = const(500)


def crc_a(buf, n, start=0):
    """CRC_A of ``buf[start:start + n]`` (Annex B); send ``crc & 0xFF`` first."""
    crc = 0x6363
    for i in range(start, start + n):
        b = (buf[i] ^ crc) & 0xFF
        b = (b ^ (b << 4)) & 0xFF
        crc = (crc >> 8) ^ (b << 8) ^ (b << 3) ^ (b >> 4)
    return crc


class ISO14443A:
    """Type A protocol over ``chip`` (an :class:`~companion.nfc.mfrc522.MFRC522`
    or anything with its ``transceive``/``transmit``).

    After :meth:`select` or :meth:`select_uid`: ``uid`` (bytearray(10), first
    ``uid_len`` bytes valid, UID0 first), ``sak``, and ``atqa`` from
    :meth:`request` (b1 = bit 0); after :meth:`select` also ``forks`` and
    ``path`` (the collisions met and the bit taken at each). ``tx``/``rx`` are
    the frame buffers the layer above fills and reads.
    Errors (``companion.nfc.errors``): Timeout (no card, or it left), CRCError,
    ProtocolError, ChipError; a Collision is resolved here, never raised.
    """

    def __init__(self, chip):
        self.chip = chip
        self.uid = bytearray(10)
        self.uid_len = 0
        self.sak = -1
        self.atqa = 0
        self.multiple = False
        self.ack = -1
        self.forks = 0
        self.path = 0
        self._want = 0  # select(path, forced): the bits to take ...
        self._forced = 0  # ... at the first ``forced`` collisions
        self.tx = bytearray(32)
        self.rx = bytearray(64)
        self._txv = memoryview(self.tx)
        self._short = bytearray(1)
        self._cl = bytearray(5)  # this level's 4 UID bytes (or CT + 3) and BCC

    def request(self, wake=False, quiet=False):
        """REQA (IDLE cards answer) or, with ``wake``, WUPA (IDLE and HALT).

        Return ATQA (16 bits). Cards of different types answering at once
        collide in the ATQA: that still means cards are there, so the merged
        value is returned with ``multiple`` set. Timeout if nothing answers
        (``quiet``: None, and nothing allocated: an empty poll).
        """
        self._short[0] = _WUPA if wake else _REQA
        self.uid_len = 0
        self.sak = -1
        try:
            got = self.chip.transceive(self._short, 7, self.rx, 500, 0, quiet)
            if got is None:
                return None
            n, last = got
            self.multiple = False
        except Collision as e:
            n, last = e.nbytes, e.last_bits
            self.multiple = True
        if n != 2 or last:
            raise ProtocolError("ATQA of %d bytes" % n)
        self.atqa = self.rx[0] | self.rx[1] << 8
        return self.atqa

    def select(self, path=0, forced=0):
        """Anticollision + SELECT at each cascade level after :meth:`request`;
        return the UID length (4, 7 or 10). Where cards collide the one with
        a 1 at the differing bit is chosen, so the same card wins every time;
        except at the first ``forced`` collisions (counted over all levels
        from 0), where bit k of ``path`` is taken: a caller walks every card
        of the field that way (``forks``: collisions met; ``path`` bit k: the
        bit taken at the k-th, for the first FORKS of them). ProtocolError
        when the SAK and the cascade tag disagree (a 4-byte UID never starts
        with 88h: that is a longer UID cut short)."""
        self.forks = 0
        self.path = 0
        self._want = path
        self._forced = forced
        n = 0
        cl = self._cl
        uid = self.uid
        for level in range(3):
            sak = self._select_level(_SEL[level])
            if sak & _SAK_CASCADE:
                if cl[0] != _CT or level == 2:
                    raise ProtocolError("SAK says more UID, CL%d has no CT" % (level + 1))
                for i in range(3):
                    uid[n + i] = cl[1 + i]
                n += 3
            else:
                if level == 0 and cl[0] == _CT:
                    raise ProtocolError("complete UID starting with CT")
                for i in range(4):
                    uid[n + i] = cl[i]
                n += 4
                self.uid_len = n
                self.sak = sak
                return n
        raise ProtocolError("UID longer than 3 cascade levels")

    def _select_level(self, sel):
        cl = self._cl
        tx = self.tx
        rx = self.rx
        for i in range(5):
            cl[i] = 0
        known = 0  # UID bits of this level agreed so far
        for _ in range(33):  # every collision fixes at least one more bit
            full = known >> 3
            extra = known & 7
            nsend = full + (1 if extra else 0)
            tx[0] = sel
            tx[1] = (2 + full) << 4 | extra
            for i in range(nsend):
                tx[2 + i] = cl[i]
            coll = 0
            try:
                got, last = self.chip.transceive(
                    self._txv[: 2 + nsend], extra, rx, _ANSWER_US, extra
                )
            except Collision as e:
                if e.position is None:
                    raise ProtocolError("collision position unknown") from None
                got = e.nbytes
                last = 0
                coll = full * 8 + e.position  # 1-based bit number in cl
                if coll <= known or coll > 32:
                    raise ProtocolError("collision at bit %d" % coll) from None
            if full + got > 5:
                raise ProtocolError("anticollision answer too long")
            for i in range(got):
                v = rx[i]
                if i == 0 and extra:  # our own bits below RxAlign
                    keep = (1 << extra) - 1
                    v = (v & ~keep & 0xFF) | (cl[full] & keep)
                cl[full + i] = v
            if coll:
                bit = coll - 1
                j = bit >> 3
                m = 1 << (bit & 7)
                f = self.forks
                if f >= self._forced or (self._want >> f) & 1:
                    cl[j] = (cl[j] & (m - 1)) | m  # take the cards sending a 1
                    if f < FORKS:
                        self.path |= 1 << f
                else:
                    cl[j] &= m - 1  # those sending a 0
                self.forks = f + 1
                for k in range(j + 1, 5):
                    cl[k] = 0
                known = coll
                continue
            if got != 5 - full or last:
                raise ProtocolError("anticollision answer of %d bytes" % got)
            if cl[0] ^ cl[1] ^ cl[2] ^ cl[3] != cl[4]:
                raise CRCError("BCC")
            break
        else:
            raise ProtocolError("anticollision did not converge")
        tx[0] = sel
        tx[1] = _NVB_SELECT
        for i in range(5):
            tx[2 + i] = cl[i]
        if self.exchange(7, _ANSWER_US) != 1:
            raise ProtocolError("SAK")
        return rx[0]

    def select_uid(self, uid, n=0):
        """SELECT the card whose UID is ``uid[:n]`` (``n`` 4, 7 or 10; 0:
        ``len(uid)``) after :meth:`request`, without anticollision: at each
        cascade level SEL + NVB 70h + the level's four bytes (CT 88h and three
        UID bytes while more follow) + BCC + CRC_A. Only a card with that UID
        reaches the last level; it answers with its SAK, which is returned
        (``uid``, ``uid_len``, ``sak`` are set as by :meth:`select`; other
        cards woken fall back to IDLE/HALT at a frame not meant for them, the
        caller's HLTA at the latest). Timeout when no card answers; CRCError
        on a bad SAK; ProtocolError when the SAK disagrees with the UID
        length, or answers collide."""
        if not n:
            n = len(uid)
        if n not in (4, 7, 10):
            raise ValueError("UID of 4, 7 or 10 bytes")
        self.uid_len = 0
        self.sak = -1
        tx = self.tx
        levels = n // 3  # 1, 2, 3
        off = 0
        sak = 0
        for level in range(levels):
            last = level == levels - 1
            tx[0] = _SEL[level]
            tx[1] = _NVB_SELECT
            if last:
                for i in range(4):
                    tx[2 + i] = uid[off + i]
                off += 4
            else:
                tx[2] = _CT
                for i in range(3):
                    tx[3 + i] = uid[off + i]
                off += 3
            tx[6] = tx[2] ^ tx[3] ^ tx[4] ^ tx[5]
            try:
                got = self.exchange(7, _ANSWER_US)
            except Collision:
                raise ProtocolError("answers collide at SELECT") from None
            if got != 1:
                raise ProtocolError("SAK")
            sak = self.rx[0]
            if ((sak & _SAK_CASCADE) != 0) == last:
                raise ProtocolError("SAK %02X at CL%d of %d" % (sak, level + 1, levels))
        for i in range(n):
            self.uid[i] = uid[i]
        self.uid_len = n
        self.sak = sak
        return sak

    def exchange(self, n, timeout_us):
        """Send ``tx[0:n]`` + CRC_A, wait up to ``timeout_us`` for the answer.

        Return the number of data bytes in ``rx`` (CRC_A checked, not
        counted). A 4-bit answer (ACK/NAK of NTAG/MIFARE) returns 0 with its
        value in ``ack``; otherwise ``ack`` is -1. CRCError on a bad CRC_A,
        ProtocolError on a frame too short to carry one.
        """
        tx = self.tx
        crc = crc_a(tx, n)
        tx[n] = crc & 0xFF
        tx[n + 1] = crc >> 8
        got, last = self.chip.transceive(self._txv[: n + 2], 0, self.rx, timeout_us)
        rx = self.rx
        if got == 1 and last == 4:
            self.ack = rx[0] & 0x0F
            return 0
        self.ack = -1
        if last or got < 3:
            raise ProtocolError("answer of %d bytes + %d bits" % (got, last))
        if crc_a(rx, got - 2) != rx[got - 2] | rx[got - 1] << 8:
            raise CRCError("CRC_A")
        return got - 2

    def halt(self):
        """HLTA: the selected card goes to HALT and answers only WUPA (no
        answer expected; 6.4.3). Cards in other states treat it as an
        unexpected frame and fall back to IDLE/HALT."""
        tx = self.tx
        tx[0] = _HLTA
        tx[1] = 0
        crc = crc_a(tx, 2)
        tx[2] = crc & 0xFF
        tx[3] = crc >> 8
        self.chip.transmit(self._txv[:4])
        self.uid_len = 0
        self.sak = -1
