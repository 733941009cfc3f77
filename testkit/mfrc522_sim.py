"""A register-level NXP MFRC522 on a fake SPI bus, for the NFC tests and the
bench (both runtimes; plain classes).

What it emulates (data sheet Rev. 3.9 section numbers): the SPI framing of
8.1.2 (address byte ``1aaaaaa0`` / ``0aaaaaa0``; a read answers each address
with the next byte clocked, a write sends its data to one address); the
registers of Table 20 with their reset values; the 64-byte FIFO with
FIFOLevelReg (FlushBuffer) and BufferOvfl; ComIrqReg/DivIrqReg (Set1/Set2
semantics); ErrorReg, CollReg (ValuesAfterColl, CollPos), ControlReg
(RxLastBits, TStopNow/TStartNow), BitFramingReg (StartSend, RxAlign,
TxLastBits); the timer (8.5: period (2 * TPrescaler + 1) * (TReload + 1) /
13.56 MHz, TAuto: starts when a frame has left, stops at the first bit of an
answer); the commands of Table 149 (Idle, Mem, Generate RandomID, CalcCRC,
Transmit, NoCmdChange, Receive, Transceive, SoftReset; MFAuthent ends with a
ProtocolErr); the antenna (TxControlReg; cards power down when it goes off,
e.g. on SoftReset) and Force100ASK (cards hear nothing without it).

Virtual time: every CS-low period costs ``txn_ns`` (the MicroPython call
overhead on a Pico, an assumption) and every byte ``8 / spi_hz``; a register
read sees the chip as it is at the end of its byte. RF frames take 128 / fc
per bit, counting SOF, 9 bits a byte (8 + parity) and EOF; cards answer
``FDT_NS`` after a frame. ``ticks_ms``/``sleep_ms`` make it the driver's
clock. Counts: ``spi_bytes``, ``spi_transactions`` (CS-low periods),
``frames_sent`` (frames put on the air).

Faults: ``absent`` (MISO stuck at 00h or FFh: no chip), ``version`` (clones),
``glitch_timer()`` (TModeReg cleared behind the driver's back: commands never
end), ``latch_up()`` (ignores SPI until a pulse on RST). Misuse by the driver
(SPI outside CS, bad address byte, CRC offload switched on) raises SimError.

Usage::

    sim = MFRC522Sim([ntag(213, UID)])
    chip = MFRC522(sim.spi, sim.cs, sim.rst, clock=sim)
"""

from sim_tags import FC_HZ, bits_of, crc_a

_CRC_PRESETS = (0x0000, 0x6363, 0xA671, 0xFFFF)
# Table 20 reset values (registers not listed reset to 00h).
_RESET = (
    (0x01, 0x20),
    (0x02, 0x80),
    (0x04, 0x14),
    (0x07, 0x21),
    (0x0B, 0x08),
    (0x0C, 0x10),
    (0x0E, 0xA0),
    (0x11, 0x3F),
    (0x14, 0x80),
    (0x16, 0x10),
    (0x17, 0x84),
    (0x18, 0x84),
    (0x19, 0x4D),
    (0x1C, 0x62),
    (0x1F, 0xEB),
    (0x21, 0xFF),
    (0x22, 0xFF),
    (0x24, 0x26),
    (0x26, 0x48),
    (0x27, 0x88),
    (0x28, 0x20),
    (0x29, 0x20),
)
IDLE, MEM, RANDOM_ID, CALC_CRC, TRANSMIT = 0x0, 0x1, 0x2, 0x3, 0x4
NO_CMD_CHANGE, RECEIVE, TRANSCEIVE, MF_AUTHENT, SOFT_RESET = 0x7, 0x8, 0xC, 0xE, 0xF
TX_IRQ, RX_IRQ, IDLE_IRQ, ERR_IRQ, TIMER_IRQ = 0x40, 0x20, 0x10, 0x02, 0x01


class SimError(Exception):
    """The driver did something the chip does not allow or we do not model."""


def rf_ns(bits):
    return bits * 128 * 1000000000 // FC_HZ


def air_bits(nbits):
    """Bit times of a frame with ``nbits`` data bits: SOF, data, a parity
    bit after each whole byte, EOF (a 7-bit short frame: 9)."""
    return 1 + nbits + nbits // 8 + 1


class _Pin:
    def __init__(self, sim, name):
        self.sim = sim
        self.name = name
        self.level = 1
        self.history = []

    def value(self, *args):
        if not args:
            return self.level
        v = 1 if args[0] else 0
        if self.name == "rst":
            self.history.append(v)
        prev, self.level = self.level, v
        self.sim._pin(self.name, prev, v)
        return None


class _SPI:
    def __init__(self, sim):
        self.sim = sim

    def write(self, buf):
        for b in buf:
            self.sim._byte(b)

    def readinto(self, buf, write=0):
        for i in range(len(buf)):
            buf[i] = self.sim._byte(write)

    def write_readinto(self, wbuf, rbuf):
        if len(wbuf) != len(rbuf):
            raise SimError("write_readinto lengths differ")
        for i in range(len(wbuf)):
            rbuf[i] = self.sim._byte(wbuf[i])


class MFRC522Sim:
    def __init__(self, tags=(), version=0x92, spi_hz=4000000, txn_ns=20000, absent=None):
        self.tags = list(tags)
        self.version = version
        self.absent = absent
        self.byte_ns = 8 * 1000000000 // spi_hz
        self.txn_ns = txn_ns
        self.now = 0
        self.spi_bytes = 0
        self.spi_transactions = 0
        self.frames_sent = 0
        self.air_bits = 0  # bit times on the air, both directions
        self.answers = 0  # answers received (each after an FDT)
        self.irq_polls = 0  # reads of ComIrqReg
        self.latched = False
        self.mosi_log = None  # a list: each transaction's MOSI bytes appended
        self._cur = None
        self.spi = _SPI(self)
        self.cs = _Pin(self, "cs")
        self.rst = _Pin(self, "rst")
        self._selected = False
        self._pos = 0
        self._reading = False
        self._closed = False
        self._addr = 0
        self._mem25 = bytearray(25)
        self._seed = 1
        self._reset()

    # -- clock (the driver's ``clock``) ------------------------------------

    def ticks_ms(self):
        return (self.now // 1000000) & ((1 << 30) - 1)

    def sleep_ms(self, ms):
        self.now += ms * 1000000
        self._advance(self.now)

    advance_ms = sleep_ms

    # -- faults --------------------------------------------------------------

    def glitch_timer(self):
        self.regs[0x2A] = 0

    def latch_up(self):
        self.latched = True

    # -- state ---------------------------------------------------------------

    def _reset(self):
        self.regs = bytearray(64)
        for a, v in _RESET:
            self.regs[a] = v
        self.fifo = []
        self.command = IDLE
        self.crc_data = []
        self.tx_end = None  # frame on the air until then
        self.tx_frame = None
        self.rx_end = None  # answer complete at then
        self.rx = None
        self.timer_end = None
        self._set_field(False)

    def _set_field(self, on):
        self.field = on
        if not on:
            for t in self.tags:
                t.power_off()

    def _pin(self, name, prev, v):
        if name == "cs":
            if v == 0 and prev == 0:
                raise SimError("CS already low")
            if v == 0:
                self._selected = True
                self._pos = 0
                if self.mosi_log is not None:
                    self._cur = bytearray()
                    self.mosi_log.append(self._cur)
                self.spi_transactions += 1
                self.now += self.txn_ns
                self._advance(self.now)
            else:
                self._selected = False
                self._cur = None
        elif v == 0:  # NRSTPD low: hard power-down
            self._reset()
        elif prev == 0:  # rising edge: reset and start up
            self.latched = False
            self._reset()

    def _byte(self, mosi):
        if not self._selected:
            raise SimError("SPI byte with CS high")
        self.spi_bytes += 1
        if self._cur is not None:
            self._cur.append(mosi)
        self.now += self.byte_ns
        self._advance(self.now)
        if self.absent is not None:
            return self.absent
        if self.latched or self.rst.level == 0:
            return 0x00
        pos = self._pos
        self._pos += 1
        if pos == 0:
            if mosi & 0x01:
                raise SimError("address byte %02X: bit 0 must be 0" % mosi)
            self._reading = bool(mosi & 0x80)
            self._closed = False
            self._addr = (mosi >> 1) & 0x3F
            return 0
        if not self._reading:
            self._write(self._addr, mosi)
            return 0
        if self._closed:
            raise SimError("byte after the closing 00h of a read")
        if mosi and (mosi & 0x81) != 0x80:
            raise SimError("read address byte %02X" % mosi)
        out = self._read(self._addr)
        self._addr = (mosi >> 1) & 0x3F
        self._closed = mosi == 0
        return out

    # -- registers -----------------------------------------------------------

    def _read(self, a):
        r = self.regs
        if a == 0x01:
            return (r[1] & 0x30) | self.command
        if a == 0x04:
            self.irq_polls += 1
        elif a == 0x07:
            n = len(self.fifo)
            v = 0x20 if r[0x07] & 0x20 else 0
            v |= 0x08 if self.timer_end is not None else 0
            v |= 0x10 if (r[0x04] & r[0x02] & 0x7F) or (r[0x05] & r[0x03] & 0x14) else 0
            v |= 0x02 if 64 - n <= r[0x0B] else 0
            v |= 0x01 if n <= r[0x0B] else 0
            return v
        if a == 0x09:
            return self.fifo.pop(0) if self.fifo else 0
        if a == 0x0A:
            return len(self.fifo)
        if a == 0x37:
            return self.version
        return r[a]

    def _write(self, a, v):
        r = self.regs
        if a == 0x01:
            r[1] = v & 0x30
            if v & 0x0F != NO_CMD_CHANGE:
                self._command(v & 0x0F)
        elif a in (0x04, 0x05):
            mask = 0x7F if a == 0x04 else 0x14
            r[a] = (r[a] | (v & mask)) if v & 0x80 else (r[a] & ~v & mask)
        elif a == 0x09:
            if len(self.fifo) >= 64:
                r[0x06] |= 0x10
            else:
                self.fifo.append(v)
                if self.command == CALC_CRC:
                    self._crc_more()
        elif a == 0x0A:
            if v & 0x80:
                self.fifo = []
                r[0x06] &= ~0x10
        elif a == 0x0C:
            if v & 0x80:
                self.timer_end = None
            if v & 0x40:
                self.timer_end = self.now + self._timer_ns()
        elif a == 0x0D:
            r[a] = v
            if v & 0x80 and self.command == TRANSCEIVE and self.tx_end is None:
                self._send()
        elif a == 0x0E:
            r[a] = (r[a] & 0x7F) | (v & 0x80)
        elif a in (0x12, 0x13):
            if v & 0x80:
                raise SimError("TxCRCEn/RxCRCEn: the simulator leaves CRC_A to the driver")
            r[a] = v
        elif a == 0x14:
            r[a] = v
            on = v & 0x03 != 0
            if on != self.field:
                self._set_field(on)
        elif a not in (0x06, 0x07, 0x08, 0x37):
            r[a] = v

    def _command(self, cmd):
        r = self.regs
        if self.tx_end is not None:  # the frame on the air is cut short
            for t in self.tags:
                t.garbled()
        self.tx_end = None
        self.rx_end = None
        self.command = cmd
        if cmd == SOFT_RESET:
            self._reset()
        elif cmd == CALC_CRC:
            self.crc_data = []
            self._crc_more()
        elif cmd == TRANSMIT:
            self._send()
        elif cmd == TRANSCEIVE:
            if r[0x0D] & 0x80:
                self._send()
        elif cmd in (MEM, RANDOM_ID):
            if cmd == RANDOM_ID:
                for i in range(10):
                    self._seed = (self._seed * 1103515245 + 12345) & 0x7FFFFFFF
                    self._mem25[i] = self._seed >> 16 & 0xFF
            elif self.fifo:
                self._mem25[:] = bytes(self.fifo[:25] + [0] * (25 - len(self.fifo[:25])))
                self.fifo = self.fifo[25:]
            else:
                self.fifo = list(self._mem25)
            self._done()
        elif cmd == MF_AUTHENT:
            r[0x06] |= 0x01
            r[0x04] |= ERR_IRQ
            self._done()
        elif cmd not in (IDLE, RECEIVE):
            self._done()  # an unknown command ends at once (IdleIRq)

    def _done(self):
        self.command = IDLE
        self.regs[0x04] |= IDLE_IRQ

    def _crc_more(self):
        self.crc_data += self.fifo
        self.fifo = []
        crc = _CRC_PRESETS[self.regs[0x11] & 0x03]
        for b in self.crc_data:
            crc ^= b
            for _ in range(8):
                crc = (crc >> 1) ^ 0x8408 if crc & 1 else crc >> 1
        self.regs[0x21] = crc >> 8
        self.regs[0x22] = crc & 0xFF
        self.regs[0x05] |= 0x04
        self.regs[0x07] |= 0x20

    def _timer_ns(self):
        r = self.regs
        prescaler = (r[0x2A] & 0x0F) << 8 | r[0x2B]
        reload = r[0x2C] << 8 | r[0x2D]
        return (2 * prescaler + 1) * (reload + 1) * 1000000000 // FC_HZ

    # -- RF ------------------------------------------------------------------

    def _send(self):
        r = self.regs
        data = bytes(self.fifo)
        self.fifo = []
        if not data:
            raise SimError("transmission with an empty FIFO")
        last = r[0x0D] & 0x07
        nbits = 8 * len(data) - (8 - last if last else 0)
        r[0x06] &= 0x40  # errors cleared as a transmission starts (TempErr stays)
        self.tx_frame = (data, nbits)
        self.tx_end = self.now + rf_ns(air_bits(nbits))
        self.frames_sent += 1
        self.air_bits += air_bits(nbits)

    def _advance(self, t):
        while True:
            ends = [e for e in (self.tx_end, self.rx_end, self.timer_end) if e is not None]
            if not ends or min(ends) > t:
                return
            first = min(ends)
            if first == self.tx_end:
                self._tx_done()
            elif first == self.rx_end:
                self._rx_done()
            else:
                self.timer_end = None
                self.regs[0x04] |= TIMER_IRQ

    def _tx_done(self):
        r = self.regs
        end = self.tx_end
        self.tx_end = None
        data, nbits = self.tx_frame
        answers = []
        if self.field and r[0x15] & 0x40:
            for t in self.tags:
                a = t.hear(data, nbits)
                if a is not None:
                    answers.append(a)
        r[0x04] |= TX_IRQ
        if r[0x2A] & 0x80:  # TAuto
            self.timer_end = end + self._timer_ns()
        if self.command == TRANSMIT:
            self._done()
            return
        if self.command != TRANSCEIVE or not answers:
            return
        start = end + min(a[1] for a in answers)
        if self.timer_end is not None and start < self.timer_end:
            self.timer_end = None  # stopped by the first bit received
        self.rx = self._merge([a[0] for a in answers])
        self.rx_end = start + rf_ns(air_bits(len(self.rx[0])))
        self.air_bits += air_bits(len(self.rx[0]))
        self.answers += 1

    def _merge(self, answers):
        # Superpose the answers bit by bit; after the first collision every
        # bit reads 0 (ValuesAfterColl = 0) or the OR of the cards' bits.
        if len(answers) == 1:
            return answers[0], None  # one card: no copy (the simulator's heap is small)
        n = max(len(a) for a in answers)
        keep = self.regs[0x0E] & 0x80
        out = []
        coll = None
        for i in range(n):
            vals = [a[i] for a in answers if len(a) > i]
            if coll is None and min(vals) != max(vals):
                coll = i
            if coll is not None and i >= coll:
                out.append(max(vals) if keep else 0)
            else:
                out.append(vals[0])
        return out, coll

    def _rx_done(self):
        r = self.regs
        self.rx_end = None
        bits, coll = self.rx
        align = (r[0x0D] >> 4) & 0x07
        total = align + len(bits)
        data = bytearray((total + 7) // 8)
        for i, b in enumerate(bits):
            if b:
                j = align + i
                data[j >> 3] |= 1 << (j & 7)
        for b in data:
            if len(self.fifo) >= 64:
                r[0x06] |= 0x10
                break
            self.fifo.append(b)
        r[0x0C] = (r[0x0C] & 0xF8) | (total & 7)
        r[0x0E] = (r[0x0E] & 0x80) | 0x20
        if coll is not None:
            r[0x06] |= 0x08
            pos = align + coll + 1
            if pos <= 32:
                r[0x0E] = (r[0x0E] & 0x80) | (pos & 0x1F)
        r[0x04] |= RX_IRQ | (ERR_IRQ if r[0x06] & 0x1F else 0)

    # -- for tests -----------------------------------------------------------

    def frame_bits(self):
        """Bits of the last frame sent, for assertions."""
        data, nbits = self.tx_frame
        return bits_of(data, nbits)


def crc_bytes(data):
    crc = crc_a(data)
    return bytes((crc & 0xFF, crc >> 8))
