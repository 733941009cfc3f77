"""SSD1306 128x64 monochrome OLED over I2C, sending only what changed.

Source: Solomon Systech SSD1306 datasheet (Rev 1.1 Apr 2008 / Rev 1.5 Aug 2010):
8.1.5 "MCU I2C Interface" (control byte), 8.7 "GDDRAM" (page layout), Table 9-1
"Command Table" and section 10 "Command Descriptions" (command values), and the
appended application note "Charge Pump Regulator", Table 2-1 (8Dh).

``buf`` is the display RAM image in the controller's own layout (framebuf
MONO_VLSB): byte ``buf[p * width + x]`` holds column ``x`` of page ``p``, bit k =
row ``8 * p + k``. The driver never imports ``framebuf``; the caller wraps it.

Usage::

    addr = probe(i2c)                       # 0x3C, 0x3D or None
    oled = SSD1306(i2c, addr)
    oled.init()                             # OSError after a few tries
    fb = framebuf.FrameBuffer(oled.buf, 128, 64, framebuf.MONO_VLSB)
    fb.text("7", 0, 0, 1)
    oled.show()                             # sends only the changed columns

Bus accounting (``tx_bytes``/``tx_count``): one transaction is one I2C write
(START .. STOP). ``tx_bytes`` counts every byte clocked out by the host in
completed transactions: the address byte, control bytes, command bytes and
data bytes; not START/STOP or ACK bits. A byte is 9 clocks, so at 400 kHz each
counted byte costs 22.5 us.
"""

from companion._const import const
from companion.ticks import sleep_ms

# Control byte, 8.1.5.2 "Write mode for I2C": Co=0 (no more control bytes),
# D/C#=0 -> the rest of the transaction is commands, D/C#=1 -> GDDRAM data.
_CTRL_CMD_STREAM = const(0x00)
_CTRL_DATA_STREAM = const(0x40)

# Commands, Table 9-1 (section 10 numbers in brackets).
_SET_MEMORY_ADDRESSING_MODE = const(0x20)  # + 1 byte (10.1.3); 00h = horizontal
_ADDRESSING_HORIZONTAL = const(0x00)
_SET_COLUMN_ADDRESS = const(0x21)  # + start, end column (10.1.4)
_SET_PAGE_ADDRESS = const(0x22)  # + start, end page (10.1.5)
_DEACTIVATE_SCROLL = const(0x2E)  # (10.2.3)
_SET_DISPLAY_START_LINE = const(0x40)  # | line 0..63 (10.1.6)
_SET_CONTRAST_CONTROL = const(0x81)  # + 1 byte 0..255, reset 7Fh (10.1.7)
_CHARGE_PUMP_SETTING = const(0x8D)  # + 1 byte (app. note, Table 2-1)
_CHARGE_PUMP_ENABLE = const(0x14)  # A[2]=1: charge pump on while display is on
_SET_SEGMENT_REMAP = const(0xA0)  # | 1: column 127 -> SEG0 (10.1.8)
_ENTIRE_DISPLAY_ON_RESUME = const(0xA4)  # output follows RAM (10.1.9)
_SET_NORMAL_DISPLAY = const(0xA6)  # RAM 1 = lit (10.1.10)
_SET_INVERSE_DISPLAY = const(0xA7)  # RAM 0 = lit (10.1.10)
_SET_MULTIPLEX_RATIO = const(0xA8)  # + N-1, 15..63 (10.1.11)
_SET_DISPLAY_OFF = const(0xAE)  # sleep mode (10.1.12)
_SET_DISPLAY_ON = const(0xAF)  # (10.1.12)
_SET_COM_SCAN_REMAPPED = const(0xC8)  # scan COM[N-1] -> COM0 (10.1.14)
_SET_DISPLAY_OFFSET = const(0xD3)  # + vertical shift 0..63 (10.1.15)
_SET_DISPLAY_CLOCK_DIVIDE = const(0xD5)  # + osc freq / divide, reset 80h (10.1.16)
_SET_PRECHARGE_PERIOD = const(0xD9)  # + phase2 << 4 | phase1, DCLKs (10.1.17)
_SET_COM_PINS_CONFIG = const(0xDA)  # + 02h sequential / 12h alternative (10.1.18)
_SET_VCOMH_DESELECT = const(0xDB)  # + level; 30h ~ 0.83 x Vcc (10.1.19)
_NOP = const(0xE3)  # (10.1.20)

_CONTRAST_DEFAULT = const(0xCF)
_CONTRAST_AT = const(12)  # its byte in the init sequence (after control byte and 81h)
_PRECHARGE_INTERNAL_VCC = const(0xF1)  # phase 1: 1 DCLK, phase 2: 15 DCLK
_VCOMH_083 = const(0x30)

# Errors worth another try during init(): a NACK or a stretched/stuck bus, as
# raised by machine.I2C (MicroPython uses the Linux errno values on every port).
_EIO = const(5)
_ENODEV = const(19)
_ETIMEDOUT = const(110)

# Bus cost of one partial page: window (address + control + 6 command bytes)
# and data (address + control) before the data bytes themselves.
_WINDOW_TX = const(8)
_DATA_TX = const(2)

_PROBE_NOP = const(b"\x00\xe3")  # _CTRL_CMD_STREAM, _NOP
_CHUNK = const(16)  # columns compared at once when looking for a change


def probe(i2c, addrs=(0x3C, 0x3D), scan=True):
    """Return the first address in ``addrs`` (preference order) that ACKs, or None.

    Uses ``i2c.scan()`` when the bus has it and ``scan`` is true; otherwise
    writes a NOP command (E3h, Table 9-1) to each address: two short writes
    instead of 112 (the board's boot, where the scan costs about 7 ms). Bus
    errors mean "not there".
    """
    scan = getattr(i2c, "scan", None) if scan else None
    if scan is not None:
        try:
            found = scan()
        except OSError:
            return None
        for addr in addrs:
            if addr in found:
                return addr
        return None
    for addr in addrs:
        try:
            i2c.writeto(addr, _PROBE_NOP)
            return addr
        except OSError:
            pass
    return None


class SSD1306:
    """SSD1306 on an I2C bus, horizontal addressing mode, normal orientation.

    ``i2c`` is a ``machine.I2C``-like object with ``writeto(addr, buf)`` and
    ``writevto(addr, vector)``. ``width`` is 1..128 columns, ``height`` 16..64
    rows in steps of 8 (the panel's mux ratio). ``buf`` is a bytearray of
    ``width * height // 8`` bytes, page layout (see module docstring); draw
    into it, then call :meth:`show`. Do not rebind ``buf``. Give ``buf`` to
    draw into one that exists already (a display found after boot shows the
    frame buffer the device has been drawing into all along).

    Bus errors from the I2C object are raised as ``OSError``; after a failed
    :meth:`show` the unsent part is sent by the next one.
    """

    def __init__(self, i2c, addr=0x3C, width=128, height=64, buf=None):
        if not 0 < width <= 128 or height % 8 or not 16 <= height <= 64:
            raise ValueError("SSD1306: unsupported size %dx%d" % (width, height))
        if buf is not None and len(buf) != width * (height // 8):
            raise ValueError("SSD1306: buf of %d bytes" % len(buf))
        self.i2c = i2c
        self.addr = addr
        self.width = width
        self.height = height
        self.pages = height // 8
        self.buf = bytearray(width * self.pages) if buf is None else buf
        self.tx_bytes = 0
        self.tx_count = 0
        # What the glass shows, as last sent; compared against buf by show().
        self._shadow = bytearray(len(self.buf))
        self._synced = False  # False: the next show() sends the whole frame
        # [dark: init(on=False), the panel lit by the first show();
        #  the contrast last sent (-1: unknown); the panel on (AFh), as last sent]
        self._state = [False, -1, None]
        self._mv = memoryview(self.buf)
        smv = memoryview(self._shadow)
        # One view per page of each buffer so a page compare allocates nothing.
        self._bpage = [self._mv[p * width : (p + 1) * width] for p in range(self.pages)]
        self._spage = [smv[p * width : (p + 1) * width] for p in range(self.pages)]
        # The same pages in _CHUNK-column pieces: a changed page's first and
        # last changed columns are found chunk by chunk (a compare in C)
        # before the byte loop, which then runs over at most _CHUNK bytes.
        self._pages = []  # per page: buf and shadow views of each chunk, in turn
        for p in range(self.pages):
            views = []
            for a in range(p * width, (p + 1) * width, _CHUNK):
                b = min(a + _CHUNK, (p + 1) * width)
                views.append(self._mv[a:b])
                views.append(smv[a:b])
            self._pages.append(views)
        self._lo = bytearray(self.pages)  # first changed column per page
        self._hi = bytearray(self.pages)  # last changed column per page
        self._cmd1 = bytearray((_CTRL_CMD_STREAM, 0))
        self._cmd2 = bytearray((_CTRL_CMD_STREAM, 0, 0))
        self._win = bytearray(
            (_CTRL_CMD_STREAM, _SET_COLUMN_ADDRESS, 0, 0, _SET_PAGE_ADDRESS, 0, 0)
        )
        self._dvec = [bytes((_CTRL_DATA_STREAM,)), self._mv]
        # The init sequence follows the datasheet's software initialisation
        # flow (mux, offset, start line, remap, COM, contrast, A4, A6, clock,
        # charge pump, display on) plus addressing mode, pre-charge and VCOMH.
        self._init_seq = bytearray(
            (
                _CTRL_CMD_STREAM,
                _SET_DISPLAY_OFF,
                _SET_MULTIPLEX_RATIO,
                height - 1,
                _SET_DISPLAY_OFFSET,
                0,
                _SET_DISPLAY_START_LINE | 0,
                _SET_SEGMENT_REMAP | 1,
                _SET_COM_SCAN_REMAPPED,
                _SET_COM_PINS_CONFIG,
                0x12 if height == 64 else 0x02,
                _SET_CONTRAST_CONTROL,
                _CONTRAST_DEFAULT,
                _ENTIRE_DISPLAY_ON_RESUME,
                _SET_NORMAL_DISPLAY,
                _SET_DISPLAY_CLOCK_DIVIDE,
                0x80,
                _SET_PRECHARGE_PERIOD,
                _PRECHARGE_INTERNAL_VCC,
                _SET_VCOMH_DESELECT,
                _VCOMH_083,
                _SET_MEMORY_ADDRESSING_MODE,
                _ADDRESSING_HORIZONTAL,
                _DEACTIVATE_SCROLL,
                _CHARGE_PUMP_SETTING,
                _CHARGE_PUMP_ENABLE,
                _SET_DISPLAY_ON,
            )
        )

    # -- bus ---------------------------------------------------------------

    def _write_cmd(self, buf):
        self.i2c.writeto(self.addr, buf)
        self.tx_count += 1
        self.tx_bytes += 1 + len(buf)

    def _write_data(self, view):
        vec = self._dvec
        vec[1] = view
        try:
            self.i2c.writevto(self.addr, vec)
        finally:
            vec[1] = self._mv
        self.tx_count += 1
        self.tx_bytes += 2 + len(view)

    def _command(self, cmd, arg=None):
        if arg is None:
            self._cmd1[1] = cmd
            self._write_cmd(self._cmd1)
        else:
            self._cmd2[1] = cmd
            self._cmd2[2] = arg
            self._write_cmd(self._cmd2)

    def _window(self, x0, x1, p0, p1):
        w = self._win
        w[2] = x0
        w[3] = x1
        w[5] = p0
        w[6] = p1
        self._write_cmd(w)

    # -- public ------------------------------------------------------------

    def init(self, tries=3, wait_ms=10, on=True, contrast=_CONTRAST_DEFAULT):
        """Send the init sequence (one transaction) and turn the display on.

        Retries up to ``tries`` attempts in all, ``wait_ms`` apart, on OSError
        EIO (5), ENODEV (19) or ETIMEDOUT (110); then raises
        ``OSError(errno, message)`` naming the address. Other errors are
        raised at once. The next :meth:`show` sends the whole frame. With
        ``on`` False the panel stays dark (its RAM holds power-up noise):
        that show sends the frame page by page and lights the panel after
        the first page, so the top line is seen as soon as it is there and
        no noise is seen at all but below the line being written.
        """
        self._synced = False
        st = self._state
        st[0] = not on
        seq = self._init_seq
        seq[_CONTRAST_AT] = contrast
        if not on:
            seq = memoryview(seq)[:-1]  # without AFh
        code = 0
        for n in range(tries):
            if n:
                sleep_ms(wait_ms)
            try:
                self._write_cmd(seq)
                st[1] = contrast
                st[2] = on
                return
            except OSError as e:
                code = e.args[0] if e.args else 0
                if code not in (_EIO, _ENODEV, _ETIMEDOUT):
                    raise
        raise OSError(
            code,
            "SSD1306 at 0x%02X: init failed after %d tries (errno %d)" % (self.addr, tries, code),
        )

    def show(self, full=False):
        """Send the pixels of ``buf`` that differ from the glass; return bytes sent.

        Per changed page: one window command (column range = first..last
        changed column, that page) and one data transfer of just those
        columns. Unchanged pages send nothing. Even when every page changed
        it goes page by page (80 bytes more than one window, but the top
        page is on the glass after 3.5 ms at 400 kHz instead of 26 ms). The
        whole frame goes as one window and one 1024-byte transfer when
        ``full`` is true, or on the first show after :meth:`init` (a panel
        left dark by ``init(on=False)``: page by page).
        """
        before = self.tx_bytes
        st = self._state
        if st[0] and not self._synced:
            # Page by page over the noise, the panel lit after the first.
            w = self.width
            for p in range(self.pages):
                self._window(0, w - 1, p, p)
                self._write_data(self._mv[p * w : (p + 1) * w])
                if p == 0:
                    self._command(_SET_DISPLAY_ON)
                    st[0] = False
                    st[2] = True
            self._shadow[:] = self.buf
            self._synced = True
            return self.tx_bytes - before
        if full or not self._synced:
            self._send_full()
            return self.tx_bytes - before
        if self._find_changes():
            self._send_pages()
        return self.tx_bytes - before

    def _send_full(self):
        self._synced = False
        self._window(0, self.width - 1, 0, self.pages - 1)
        self._write_data(self._mv)
        self._shadow[:] = self.buf
        self._synced = True

    def _find_changes(self):
        # Fills _lo/_hi (lo 0xFF = page unchanged); returns the bus bytes a
        # page-by-page update would take, 0 when nothing changed.
        b = self.buf
        s = self._shadow
        w = self.width
        cost = 0
        for p in range(self.pages):
            if self._bpage[p] == self._spage[p]:
                self._lo[p] = 0xFF
                continue
            c = self._pages[p]
            k = 0
            while c[k] == c[k + 1]:
                k += 2
            base = p * w
            i = base + (k >> 1) * _CHUNK
            while b[i] == s[i]:
                i += 1
            k = len(c) - 2
            while c[k] == c[k + 1]:
                k -= 2
            j = min(base + ((k >> 1) + 1) * _CHUNK, base + w) - 1
            while b[j] == s[j]:
                j -= 1
            self._lo[p] = i - base
            self._hi[p] = j - base
            cost += _WINDOW_TX + _DATA_TX + j - i + 1
        return cost

    def _send_pages(self):
        w = self.width
        for p in range(self.pages):
            lo = self._lo[p]
            if lo == 0xFF:
                continue
            hi = self._hi[p]
            self._window(lo, hi, p, p)
            a = p * w + lo
            view = self._mv[a : p * w + hi + 1]  # a view, not a copy
            self._write_data(view)
            self._shadow[a : a + len(view)] = view

    def contrast(self, v):
        """Set contrast 0..255 (81h, 10.1.7); ValueError outside that range.
        Nothing is sent when the panel has that contrast already."""
        if not 0 <= v <= 255:
            raise ValueError("contrast 0..255")
        if v != self._state[1]:
            self._command(_SET_CONTRAST_CONTROL, v)
            self._state[1] = v

    def power(self, on):
        """Display on (AFh) or off (AEh, sleep mode; RAM is kept), 10.1.12.
        Nothing is sent when it is so already."""
        on = bool(on)
        if on != self._state[2]:
            self._command(_SET_DISPLAY_ON if on else _SET_DISPLAY_OFF)
            self._state[2] = on

    def invert(self, on):
        """Inverse (A7h: RAM 0 lit) or normal (A6h) display, 10.1.10. RAM unchanged."""
        self._command(_SET_INVERSE_DISPLAY if on else _SET_NORMAL_DISPLAY)
