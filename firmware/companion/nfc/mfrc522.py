"""NXP MFRC522 contactless reader IC over SPI: registers, FIFO, Transceive.

Source: NXP MFRC522 product data sheet Rev. 3.9 (27 April 2016): 8.1.2 SPI
(address byte ``1aaaaaa0`` read / ``0aaaaaa0`` write; Table 6: a read sends
one address byte per data byte, each may name a different register, then
00h; Table 7: a write sends one address byte, then data bytes that all go to
that register), section 9 registers (Table 20), 10.3 commands (Table 149) and
8.5 the timer (t = (2 * TPrescaler + 1) * (TReload + 1) / 13.56 MHz).

Usage::

    chip = MFRC522(spi, cs, rst)        # machine.SPI (mode 0, MSB first), Pin(s)
    if version_name(chip.version()) is None: ...   # no reader on the bus
    chip.init()
    n, bits = chip.transceive(b"\\x52", 7, rx)           # WUPA -> ATQA in rx[0:2]

CRC_A is done in software by the layer above (TxCRCEn/RxCRCEn stay off), so
every frame is sent and received raw. The timer starts when a frame has left
(TAuto) and stops at the first bit of an answer: a transceive with no answer
ends when it fires. The driver polls ComIrqReg until RxIRq or TimerIRq, and
also gives up after ``timeout + 7`` ms of ticks or a fixed number of polls
(:class:`ChipError`), so it never spins for long on a wedged or absent chip.

Bus accounting: ``spi_transactions`` counts CS-low periods, ``spi_bytes`` every
byte clocked (address and data bytes), ``frames`` the RF frames started.
"""

from companion import const, ticks_diff

# One name in this module's globals, not six (its dict: the Pico's heap)
from . import errors

# Registers, Table 20 (the SPI address byte is reg << 1, | 80h to read).
_CommandReg = const(0x01)
_ComIrqReg = const(0x04)
_DivIrqReg = const(0x05)
_ErrorReg = const(0x06)
_FIFODataReg = const(0x09)
_FIFOLevelReg = const(0x0A)
_ControlReg = const(0x0C)
_BitFramingReg = const(0x0D)
_CollReg = const(0x0E)
_ModeReg = const(0x11)
_TxModeReg = const(0x12)
_RxModeReg = const(0x13)
_TxControlReg = const(0x14)
_TxASKReg = const(0x15)
_CRCResultReg_H = const(0x21)  # CRCResultReg MSB
_CRCResultReg_L = const(0x22)  # CRCResultReg LSB
_TModeReg = const(0x2A)
_TPrescalerReg = const(0x2B)
_TReloadReg_H = const(0x2C)
_TReloadReg_L = const(0x2D)
_VersionReg = const(0x37)

# Commands, Table 149 (CommandReg bits 3:0).
_Idle = const(0x0)
_Mem = const(0x1)
_GenerateRandomID = const(0x2)
_CalcCRC = const(0x3)
_Transmit = const(0x4)
_NoCmdChange = const(0x7)
_Receive = const(0x8)
_Transceive = const(0xC)
_MFAuthent = const(0xE)
_SoftReset = const(0xF)

# Bits (9.3.1.x).
_PowerDown = const(0x10)  # CommandReg
_TxIRq = const(0x40)  # ComIrqReg
_RxIRq = const(0x20)
_TimerIRq = const(0x01)
_CRCIRq = const(0x04)  # DivIrqReg
_BufferOvfl = const(0x10)  # ErrorReg
_CollErr = const(0x08)
_CRCErr = const(0x04)
_ParityErr = const(0x02)
_ProtocolErr = const(0x01)
_FlushBuffer = const(0x80)  # FIFOLevelReg
_StartSend = const(0x80)  # BitFramingReg
_TStopNow = const(0x80)  # ControlReg
_CollPosNotValid = const(0x20)  # CollReg

# Configuration written by init(): timer clocked at 13.56 MHz / 543 (one tick
# 40.04 us; TPrescaler 271 = 10Fh), started by the end of each frame (TAuto),
# so every timeout up to 10.25 ms fits TReloadReg's low byte; Force100ASK
# (type A needs 100 % ASK); CRC preset 6363h (CRC_A) for CalcCRC; antenna on.
_TMODE = const(0x81)  # TAuto | TPrescaler_Hi 1
_TPRESCALER = const(0x0F)
_TICK_CYCLES = const(543)  # 2 * 271 + 1 carrier cycles per timer tick
_FORCE_100ASK = const(0x40)
_MODE_CRC6363 = const(0x3D)
_ANTENNA_ON = const(0x83)  # TxControlReg: reset 80h | Tx2RFEn | Tx1RFEn
_FIFO_SIZE = const(64)
# Give up on a command this long after its timeout: the longest answer that
# fits the FIFO (64 bytes, 5.5 ms on the air) plus a tick of ms granularity.
_SLACK_MS = const(7)
_POLLS_PER_MS = const(250)  # poll cap (a register read takes > 4 us)

# VersionReg values known to answer (anything else: no reader on the bus).
_VERSIONS = const(
    (
        (0x91, "MFRC522 v1.0"),  # data sheet 9.3.4.8
        (0x92, "MFRC522 v2.0"),
        (0x90, "MFRC522 v0.0"),  # early samples (Philips preliminary spec)
        (0x88, "FM17522"),  # Fudan clone
        (0x89, "FM17522E"),  # Fudan clone (miguelbalboa/rfid issue 616)
        (0xB2, "MFRC522 clone"),
        (0x12, "MFRC522 clone"),  # miguelbalboa/rfid issue 482: works, reads tags
    )
)


def version_name(v):
    """Name of a VersionReg value, or None when it is not a known reader."""
    for code, name in _VERSIONS:
        if code == v:
            return name
    return None


def _timer_reload(timeout_us):
    # Smallest tick count >= timeout_us (13.56 carrier cycles per us), minus 1.
    ticks = (timeout_us * 1356 + _TICK_CYCLES * 100 - 1) // (_TICK_CYCLES * 100)
    if not 1 <= ticks <= 256:
        raise ValueError("MFRC522 timeout 1..10250 us")
    return ticks - 1


class MFRC522:
    """The chip on ``spi`` (``write``, ``readinto(buf, write_byte)``,
    ``write_readinto``; mode 0, up to 10 MHz) with chip select ``cs`` (Pin,
    ``value(0/1)``, idle high) and optional reset ``rst`` (NRSTPD, active
    low). ``clock`` has ``ticks_ms()`` and ``sleep_ms(ms)`` (default
    ``companion``'s)."""

    def __init__(self, spi, cs, rst=None, clock=None):
        if clock is None:
            import companion as clock
        self.spi = spi
        self.cs = cs
        self.rst = rst
        self._clock = clock
        self.spi_bytes = 0
        self.spi_transactions = 0
        self.frames = 0
        self._reload = -1
        self._w2 = bytearray(2)
        self._r2 = bytearray(2)
        # Table 6 read: ErrorReg, FIFOLevelReg, ControlReg in one transaction.
        self._status_w = bytes(
            (0x80 | _ErrorReg << 1, 0x80 | _FIFOLevelReg << 1, 0x80 | _ControlReg << 1, 0)
        )
        self._status_r = bytearray(4)
        self._fifo_w = bytes((_FIFODataReg << 1,))
        self._fifo_r = bytes((0x80 | _FIFODataReg << 1,))
        cs.value(1)

    # -- bus ---------------------------------------------------------------

    def _write(self, reg, value):
        w = self._w2
        w[0] = reg << 1
        w[1] = value
        self.cs.value(0)
        try:
            self.spi.write(w)
        finally:
            self.cs.value(1)
        self.spi_transactions += 1
        self.spi_bytes += 2

    def _read(self, reg):
        w = self._w2
        w[0] = 0x80 | reg << 1
        w[1] = 0
        self.cs.value(0)
        try:
            self.spi.write_readinto(w, self._r2)
        finally:
            self.cs.value(1)
        self.spi_transactions += 1
        self.spi_bytes += 2
        return self._r2[1]

    def _write_fifo(self, data):
        self.cs.value(0)
        try:
            self.spi.write(self._fifo_w)
            self.spi.write(data)
        finally:
            self.cs.value(1)
        self.spi_transactions += 1
        self.spi_bytes += 1 + len(data)

    def _read_fifo(self, buf, n):
        # Address byte, then n - 1 more FIFO addresses and the closing 00h:
        # the data byte for each address comes back with the next byte sent.
        mv = memoryview(buf)
        spi = self.spi
        self.cs.value(0)
        try:
            spi.write(self._fifo_r)
            if n > 1:
                spi.readinto(mv[: n - 1], 0x80 | _FIFODataReg << 1)
            spi.readinto(mv[n - 1 : n], 0)
        finally:
            self.cs.value(1)
        self.spi_transactions += 1
        self.spi_bytes += 1 + n

    def _wait(self, reg, mask, timeout_us):
        # Poll reg until a bit of mask is set; ChipError past the bound.
        clock = self._clock
        start = clock.ticks_ms()
        limit_ms = timeout_us // 1000 + _SLACK_MS
        for _ in range(_POLLS_PER_MS * (limit_ms + 1)):
            v = self._read(reg)
            if v & mask:
                return v
            if ticks_diff(clock.ticks_ms(), start) > limit_ms:
                break
        raise errors.ChipError("MFRC522: command did not end")

    def _start(self, tx, tx_last_bits, rx_align):
        if not 0 < len(tx) <= _FIFO_SIZE or not 0 <= tx_last_bits < 8:
            raise ValueError("MFRC522: 1..64 bytes, 0..7 last bits")
        framing = rx_align << 4 | tx_last_bits
        self._write(_CommandReg, _Idle)  # stop a receive still waiting
        self._write(_ComIrqReg, 0x7F)  # Set1 = 0: clear every request bit
        self._write(_FIFOLevelReg, _FlushBuffer)
        self._write_fifo(tx)
        self._write(_BitFramingReg, framing)  # StartSend 0 before the command
        return framing

    def _timeout(self, timeout_us):
        reload = _timer_reload(timeout_us)
        if reload != self._reload:
            self._write(_TReloadReg_L, reload)
            self._reload = reload

    # -- public ------------------------------------------------------------

    def version(self):
        """VersionReg (37h): 91h/92h on NXP parts; 00h/FFh: nothing answers."""
        return self._read(_VersionReg)

    def reset(self):
        """SoftReset (Table 149), then wait (<= 20 ms) for PowerDown to clear.
        Turns the antenna off: every card in the field powers down."""
        self._write(_CommandReg, _SoftReset)
        for _ in range(20):
            self._clock.sleep_ms(1)
            if not self._read(_CommandReg) & _PowerDown:
                return
        raise errors.ChipError("MFRC522: soft reset did not complete")

    def init(self):
        """Soft reset and configure: timer 0.5 ms per answer (a card answers
        REQA within 0.1 ms; a frame with no answer ends within 1 ms), 100 % ASK, CRC
        preset 6363h, TxCRCEn/RxCRCEn off (106 kBd), ValuesAfterColl = 0
        (bits after a collision read 0), antenna on. ChipError if the reset
        does not complete."""
        self.reset()
        self._write(_TModeReg, _TMODE)
        self._write(_TPrescalerReg, _TPRESCALER)
        self._write(_TReloadReg_H, 0)
        self._reload = -1
        self._timeout(500)
        self._write(_TxASKReg, _FORCE_100ASK)
        self._write(_ModeReg, _MODE_CRC6363)
        self._write(_TxModeReg, 0)
        self._write(_RxModeReg, 0)
        self._write(_CollReg, 0)
        self._write(_TxControlReg, _ANTENNA_ON)

    def configured(self):
        """True when the chip answers with a known version and still holds
        the timer and antenna settings of :meth:`init` (a glitch or a reset
        behind our back clears them)."""
        return (
            version_name(self._read(_VersionReg)) is not None
            and self._read(_TModeReg) == _TMODE
            and self._read(_TxControlReg) & 0x03 == 0x03
        )

    def transceive(self, tx, tx_last_bits, rx, timeout_us=500, rx_align=0, quiet=False):
        """Send ``tx`` (its last byte holding ``tx_last_bits`` valid bits, 0 =
        all 8) and receive into ``rx``; return ``(nbytes, last_bits)``.
        ``quiet``: no answer returns None instead of raising Timeout (a
        raised exception takes about 100 B of heap: the card reader's empty
        polls, 200 a second, use it).

        The first received bit lands at bit ``rx_align`` of ``rx[0]``;
        ``last_bits`` is the number of valid bits in the last byte (0 = 8).
        ``timeout_us``: longest wait for the first bit of an answer after the
        frame has left (1..10250). Raises Timeout, Collision, CRCError (the
        chip's, only if RxCRCEn were on), ProtocolError (parity, framing),
        BufferOverflow (more than len(rx) bytes) or ChipError.
        """
        self._timeout(timeout_us)
        framing = self._start(tx, tx_last_bits, rx_align)
        self._write(_CommandReg, _Transceive)
        self._write(_BitFramingReg, _StartSend | framing)
        self.frames += 1
        irq = self._wait(_ComIrqReg, _RxIRq | _TimerIRq, timeout_us)
        if not irq & _RxIRq:
            if quiet:
                return None
            raise errors.Timeout("no answer")
        w = self._status_w
        r = self._status_r
        self.cs.value(0)
        try:
            self.spi.write_readinto(w, r)
        finally:
            self.cs.value(1)
        self.spi_transactions += 1
        self.spi_bytes += 4
        err = r[1]
        n = r[2] & 0x7F
        last = r[3] & 0x07
        if err & _BufferOvfl or n > len(rx):
            raise errors.BufferOverflow("answer of %d bytes" % n)
        if n:
            self._read_fifo(rx, n)
        if err & _CollErr:
            coll = self._read(_CollReg)
            pos = None if coll & _CollPosNotValid else (coll & 0x1F or 32)
            raise errors.Collision(pos, n, last)
        if err & _CRCErr:
            raise errors.CRCError("chip CRC")
        if err & (_ParityErr | _ProtocolErr):
            raise errors.ProtocolError("parity/framing (ErrorReg %02X)" % err)
        if err:
            raise errors.ChipError("ErrorReg %02X" % err)
        return n, last

    def transmit(self, tx, tx_last_bits=0):
        """Send one frame and expect no answer (HLTA); return once it has
        left (TxIRq, ~0.4 ms for 4 bytes). ChipError past the bound."""
        self._start(tx, tx_last_bits, 0)
        self._write(_CommandReg, _Transmit)  # starts at once, ends by itself
        self.frames += 1
        self._wait(_ComIrqReg, _TxIRq, 1000)
        # TAuto started the timer as the frame ended; stop it so it cannot
        # fire into the next transceive.
        self._write(_ControlReg, _TStopNow)

    def calc_crc(self, data):
        """CRC of ``data`` by the chip's coprocessor (CalcCRC, preset 6363h
        after :meth:`init`): the 16-bit value, low byte sent first."""
        self._write(_CommandReg, _Idle)
        self._write(_DivIrqReg, _CRCIRq)  # Set2 = 0: clear CRCIRq
        self._write(_FIFOLevelReg, _FlushBuffer)
        self._write_fifo(data)
        self._write(_CommandReg, _CalcCRC)
        self._wait(_DivIrqReg, _CRCIRq, 1000)
        value = self._read(_CRCResultReg_H) << 8 | self._read(_CRCResultReg_L)
        self._write(_CommandReg, _Idle)
        return value

    def recover(self):
        """Bring a misbehaving chip back without a power cycle, trying in
        turn: 1 idle + FIFO flush, 2 soft reset + init, 3 RST pulse + init
        (only if ``rst`` was given). Return the step that worked; ChipError
        if none did."""
        try:
            self._write(_CommandReg, _Idle)
            self._write(_FIFOLevelReg, _FlushBuffer)
            if self.configured():
                return 1
        except errors.ChipError:
            pass
        try:
            self.init()
            if self.configured():
                return 2
        except errors.ChipError:
            pass
        if self.rst is not None:
            self.rst.value(0)  # hard power-down (8.8.1)
            self._clock.sleep_ms(1)
            self.rst.value(1)  # rising edge: reset, oscillator start-up
            self._clock.sleep_ms(2)
            try:
                self.init()
                if self.configured():
                    return 3
            except errors.ChipError:
                pass
        raise errors.ChipError("MFRC522: not recovered")
