"""Virtual ISO/IEC 14443-3 type A cards for the MFRC522 simulator
(``mfrc522_sim.py``), plain classes for both runtimes.

A card hears a frame as ``(data, nbits)`` and answers ``(bits, delay_ns)``
(bits LSB first, as they go over the air) or None. States and transitions
follow ISO/IEC 14443-3:2011 6.3: REQA wakes IDLE, WUPA wakes IDLE and HALT
(READY*); in READY and ACTIVE any frame the card does not expect sends it back
to IDLE (HALT when it was woken from HALT); HLTA sends an ACTIVE card to HALT.
Anticollision: a READY card answers when the bits sent match the start of its
UID CLn + BCC, with the rest of them. Memory and commands of NTAG21x and
MIFARE Ultralight follow the NXP data sheets (see firmware/companion/nfc).

Test knobs on every card: ``present`` (in the field), ``leave_after`` (hear
that many frames, then leave), ``corrupt`` (flip a CRC bit in that many
answers); ``log`` lists every frame heard (None: kept nowhere, for cards
that lie on the reader for long, as the simulator's do). Noise:
``noise(per_mille, seed)`` garbles that share of the answers (half of them
lost, half with one bit flipped), ``halts = False`` is a card whose HLTA
never takes (it falls back to IDLE: answers every REQA), and ``browns``
(per mille) is the share of frames after which it loses power (IDLE) as at
the field's edge.
"""

FC_HZ = 13560000
IDLE = "IDLE"
READY = "READY"
ACTIVE = "ACTIVE"
HALT = "HALT"
FDT_NS = 1236 * 1000000000 // FC_HZ  # n = 9 bit grid: (9 * 128 + 84) / fc
_SEL = (0x93, 0x95, 0x97)


def crc_a(data, n=None):
    """CRC_A, bit by bit (reflected 8408h, preset 6363h): the 16-bit value."""
    crc = 0x6363
    for i in range(len(data) if n is None else n):
        crc ^= data[i]
        for _ in range(8):
            crc = (crc >> 1) ^ 0x8408 if crc & 1 else crc >> 1
    return crc


def with_crc(data):
    crc = crc_a(data)
    return bytes(data) + bytes((crc & 0xFF, crc >> 8))


def crc_ok(data, n):
    return n >= 3 and crc_a(data, n - 2) == data[n - 2] | data[n - 1] << 8


def bits_of(data, nbits):
    """The first ``nbits`` bits of ``data``, LSB first, one a byte (a
    bytearray: an eighth of a list's heap in the simulator)."""
    return bytearray((data[i >> 3] >> (i & 7)) & 1 for i in range(nbits))


def bcc(b):
    return b[0] ^ b[1] ^ b[2] ^ b[3]


class Tag:
    """A type A card with a 4-, 7- or 10-byte UID that knows only the
    ISO 14443-3 commands (anticollision, SELECT, HLTA)."""

    def __init__(self, uid, atqa=None, sak=0x20):
        uid = bytes(uid)
        if len(uid) not in (4, 7, 10):
            raise ValueError("UID of 4, 7 or 10 bytes")
        self.uid = uid
        size_bits = {4: 0x00, 7: 0x40, 10: 0x80}[len(uid)]
        self.atqa = (size_bits | 0x04) if atqa is None else atqa
        self.sak = sak
        parts = []
        if len(uid) == 4:
            parts.append(uid)
        elif len(uid) == 7:
            parts += [b"\x88" + uid[0:3], uid[3:7]]
        else:
            parts += [b"\x88" + uid[0:3], b"\x88" + uid[3:6], uid[6:10]]
        self.cl = [p + bytes((bcc(p),)) for p in parts]
        self.state = IDLE
        self.star = False
        self.level = 0
        self.present = True
        self.leave_after = None
        self.corrupt = 0
        self.heard = 0
        self.log = []
        self.halts = True
        self.garble = 0  # per mille of answers
        self.browns = 0  # per mille of frames
        self.garbled_n = 0
        self._rnd = 1

    def noise(self, per_mille, seed=1, browns=0):
        self.garble = per_mille
        self.browns = browns
        self._rnd = seed or 1

    def _roll(self, n):
        # xorshift32: the same noise on both runtimes; 0 <= value < n
        x = self._rnd
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self._rnd = x
        return x % n

    def power_off(self):
        self.state = IDLE
        self.star = False
        self.level = 0

    def _fall(self):
        if self.state in (READY, ACTIVE):
            self.state = HALT if self.star else IDLE

    def garbled(self):
        """A frame cut short (the reader aborted it): a transmission error."""
        if self.present:
            self._fall()

    def _bytes(self, data, delay=FDT_NS):
        return bits_of(data, 8 * len(data)), delay

    def _crc(self, data, delay=FDT_NS):
        out = bytearray(with_crc(data))
        if self.corrupt:
            self.corrupt -= 1
            out[-1] ^= 0x01
        return self._bytes(out, delay)

    def _nibble(self, code, delay=FDT_NS):
        return [(code >> i) & 1 for i in range(4)], delay

    def hear(self, data, nbits):
        a = self._hear(data, nbits)
        if self.browns and self._roll(1000) < self.browns:
            self.power_off()
        if a is None or not self.garble or self._roll(1000) >= self.garble:
            return a
        self.garbled_n += 1
        bits = bytearray(a[0])
        if self._roll(2) or not bits:
            return None  # lost on the air
        bits[self._roll(len(bits))] ^= 1
        return bits, a[1]

    def _hear(self, data, nbits):
        if not self.present:
            return None
        if self.leave_after is not None and self.heard >= self.leave_after:
            self.present = False
            self.power_off()
            return None
        self.heard += 1
        if self.log is not None:
            self.log.append(bytes(data))
        if nbits == 7:
            cmd = data[0] & 0x7F
            if (cmd == 0x26 and self.state == IDLE) or (cmd == 0x52 and self.state in (IDLE, HALT)):
                self.star = self.state == HALT
                self.state = READY
                self.level = 0
                return self._bytes(bytes((self.atqa & 0xFF, self.atqa >> 8)))
            self._fall()
            return None
        if self.state == READY:
            return self._anticollision(data, nbits)
        if self.state == ACTIVE:
            if nbits == 32 and data[0] == 0x50 and data[1] == 0 and crc_ok(data, 4):
                self.state = HALT if self.halts else IDLE
                return None
            return self.command(data, nbits)
        return None

    def _anticollision(self, data, nbits):
        if nbits < 16 or data[0] != _SEL[self.level]:
            self._fall()
            return None
        nvb = data[1]
        cl = self.cl[self.level]
        if nvb == 0x70:
            if nbits != 72 or not crc_ok(data, 9) or bytes(data[2:7]) != cl:
                self._fall()
                return None
            if self.level + 1 < len(self.cl):
                self.level += 1
                return self._crc(b"\x04")
            self.state = ACTIVE
            return self._crc(bytes((self.sak,)))
        count = (nvb >> 4) * 8 + (nvb & 0x0F) - 16
        if (nvb & 0x0F) > 7 or not 0 <= count <= 32 or nbits != 16 + count:
            self._fall()
            return None
        mine = bits_of(cl, 40)
        if bits_of(data, nbits)[16:] != mine[:count]:
            return None  # not this card: stays READY, silent
        return mine[count:], FDT_NS

    def command(self, data, nbits):
        """A frame in ACTIVE state other than HLTA: none known here."""
        self._fall()
        return None


class ClassicTag(Tag):
    """MIFARE Classic 1K: 4-byte UID, ATQA 0004h, SAK 08h. Without
    authentication a READ gets NAK 4h; AUTH (60h/61h) gets a 4-byte nonce
    (no CRC); everything else is silence."""

    def __init__(self, uid):
        super().__init__(uid, atqa=0x0004, sak=0x08)

    def command(self, data, nbits):
        if nbits >= 8 and data[0] in (0x60, 0x61):
            return self._bytes(b"\x01\x02\x03\x04")
        self._fall()
        if nbits == 32 and data[0] == 0x30:
            return self._nibble(0x4)
        return None


class Type2Tag(Tag):
    """NTAG21x / Ultralight memory of ``len(mem) // 4`` pages.

    ``version``: the 8 GET_VERSION bytes, or None (refused: NAK 0, or silence
    with ``silent=True``). FAST_READ only when ``version`` is given. WRITE
    ACKs after ``write_ns`` (the EEPROM write). Pages 0-1 are read-only,
    page 2 bytes 2-3 (lock) and page 3 (CC, OTP) are OR-ed in.
    """

    def __init__(self, uid, mem, version=None, silent=False, write_ns=4100000):
        super().__init__(uid, atqa=0x0044, sak=0x00)
        self.mem = bytearray(mem)
        self.npages = len(self.mem) // 4
        self.version = version
        self.silent = silent
        self.write_ns = write_ns
        self.corrupt_reads = 0  # READ/FAST_READ answers to send with a bad CRC

    def _read_answer(self, data):
        if self.corrupt_reads:
            self.corrupt_reads -= 1
            self.corrupt += 1
        return self._crc(data)

    def _refuse(self, code=0):
        self._fall()
        return self._nibble(code)

    def locked(self, page):
        """Static lock bits (NTAG21x 8.5.2): page 2 byte 2 bit 3 = page 3,
        bits 4-7 = pages 4-7; byte 3 bits 0-7 = pages 8-15."""
        lock0, lock1 = self.mem[10], self.mem[11]
        if 3 <= page <= 7:
            return bool(lock0 & (1 << page))
        if 8 <= page <= 15:
            return bool(lock1 & (1 << (page - 8)))
        return False

    def command(self, data, nbits):
        n = nbits // 8
        if nbits % 8 or n < 3:
            self._fall()
            return None
        if not crc_ok(data, n):
            return self._refuse(1)
        cmd = data[0]
        mem = self.mem
        if cmd == 0x60 and n == 3:
            if self.version is None:
                if self.silent:
                    self._fall()
                    return None
                return self._refuse(0)
            return self._crc(self.version)
        if cmd == 0x30 and n == 4:
            p = data[1]
            if p >= self.npages:
                return self._refuse(0)
            return self._read_answer(bytes(mem[(4 * p + i) % len(mem)] for i in range(16)))
        if cmd == 0x3A and n == 5 and self.version is not None:
            s, e = data[1], data[2]
            if s > e or e >= self.npages:
                return self._refuse(0)
            return self._read_answer(bytes(mem[4 * s : 4 * (e + 1)]))
        if cmd == 0xA2 and n == 8:
            p = data[1]
            if p < 2 or p >= self.npages or self.locked(p):
                return self._refuse(0)
            for i in range(4):
                if p == 3 or (p == 2 and i >= 2):
                    mem[4 * p + i] |= data[2 + i]
                elif p != 2:
                    mem[4 * p + i] = data[2 + i]
            return self._nibble(0xA, self.write_ns)
        return self._refuse(0)


# NTAG21x data sheet 8.5: pages in all, CC byte 2, CFG0 page, GET_VERSION size.
_NTAG = {213: (45, 0x12, 0x29, 0x0F), 215: (135, 0x3E, 0x83, 0x11), 216: (231, 0x6D, 0xE3, 0x13)}


def ndef_tlv(message):
    """The NDEF Message TLV for ``message``, then the Terminator TLV."""
    n = len(message)
    head = bytes((0x03, n)) if n < 0xFF else bytes((0x03, 0xFF, n >> 8, n & 0xFF))
    return head + bytes(message) + b"\xfe"


def _type2_memory(uid, pages, cc_size, user):
    mem = bytearray(4 * pages)
    mem[0:3] = uid[0:3]
    mem[3] = 0x88 ^ uid[0] ^ uid[1] ^ uid[2]
    mem[4:8] = uid[3:7]
    mem[8] = bcc(uid[3:7])
    mem[9] = 0x48
    mem[12:16] = bytes((0xE1, 0x10, cc_size, 0x00))
    mem[16 : 16 + len(user)] = user
    return mem


def ntag(model, uid, user=b"\x03\x00\xfe"):
    """NTAG213/215/216 (``model`` 213/215/216), 7-byte ``uid``, ``user``
    bytes from page 4 (default: an empty NDEF message, as shipped)."""
    pages, cc_size, cfg0, size = _NTAG[model]
    mem = _type2_memory(bytes(uid), pages, cc_size, user)
    mem[4 * cfg0 + 3] = 0xFF  # AUTH0 = FFh: no password protection
    version = bytes((0x00, 0x04, 0x04, 0x02, 0x01, 0x00, size, 0x03))
    return Type2Tag(uid, mem, version)


def ultralight(uid, user=b"\x03\x00\xfe", silent=False):
    """MIFARE Ultralight (MF0ICU1): 16 pages, CC E1 10 06 00, no GET_VERSION."""
    return Type2Tag(uid, _type2_memory(bytes(uid), 16, 0x06, user), None, silent)
