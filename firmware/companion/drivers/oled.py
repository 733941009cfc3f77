"""The 128x64 monochrome OLEDs over I2C: SSD1306, SSD1309 and SH1106, each
sending only what changed.

Source: Solomon Systech SSD1306 datasheet (Rev 1.1 Apr 2008 / Rev 1.5 Aug 2010):
8.1.5 "MCU I2C Interface" (control byte), 8.7 "GDDRAM" (page layout), Table 9-1
"Command Table" and section 10 "Command Descriptions" (command values), and the
appended application note "Charge Pump Regulator", Table 2-1 (8Dh).

The SSD1309 (the usual 2.42" module) takes the same commands and addressing
(SSD1309 datasheet, Command Table), with two differences the init sequence
heeds: it has no charge pump (its VCC, 7-16 V, comes from the module's own
boost converter; 8Dh is not one of its commands), and its VCOMH levels
(DBh) are 00h, 34h and 3Ch (about 0.64, 0.78 and 0.84 x VCC; 34h is its
reset value) where the SSD1306 has 00h, 20h and 30h. The SH1106 (most 1.3"
modules) is ``SH1106``, its own section below: one module for the three (the
SH1106's in a module of its own cost its boot an import, about 10 ms).

``buf`` is the display RAM image in the controller's own layout (framebuf
MONO_VLSB): byte ``buf[p * width + x]`` holds column ``x`` of page ``p``, bit k =
row ``8 * p + k``. The driver never imports ``framebuf``; the caller wraps it.

Usage::

    addr = probe(i2c)                       # 0x3C, 0x3D or None
    oled = SSD1306(i2c, addr)               # or SSD1309, SH1106: the same interface
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

from companion import const, sleep_ms

# Control byte, 8.1.5.2 "Write mode for I2C": Co=0 (no more control bytes),
# D/C#=0 -> the rest of the transaction is commands, D/C#=1 -> GDDRAM data.
_CTRL_CMD_STREAM = const(0x00)
_CTRL_DATA_STREAM = const(0x40)

# Commands, Table 9-1 (section 10 numbers in brackets).
_SET_COLUMN_ADDRESS = const(0x21)  # + start, end column (10.1.4)
_SET_PAGE_ADDRESS = const(0x22)  # + start, end page (10.1.5)
_SET_CONTRAST_CONTROL = const(0x81)  # + 1 byte 0..255, reset 7Fh (10.1.7)
_SET_NORMAL_DISPLAY = const(0xA6)  # RAM 1 = lit (10.1.10)
_SET_INVERSE_DISPLAY = const(0xA7)  # RAM 0 = lit (10.1.10)
_SET_DISPLAY_OFF = const(0xAE)  # sleep mode (10.1.12)
_SET_DISPLAY_ON = const(0xAF)  # (10.1.12)
_NOP = const(0xE3)  # (10.1.20)

_CONTRAST_AT = const(12)  # its byte in every init sequence (after 81h)
_MUX_AT = const(3)  # A8h's byte: height - 1
_COM_PINS_AT = const(10)  # DAh's byte: 12h for 64 rows, 02h for 32

# The init sequence, one transaction: the datasheet's software
# initialisation flow (mux, offset, start line, remap, COM, contrast, A4, A6,
# clock, charge pump, display on) plus addressing mode, pre-charge and VCOMH.
# The display-on (AFh) last: init(on=False) leaves it off.
_INIT_SSD1306 = const(
    b"\x00"  # control byte: commands follow
    b"\xae"  # display off (10.1.12)
    b"\xa8\x3f"  # multiplex ratio: 64 (10.1.11)
    b"\xd3\x00"  # display offset 0 (10.1.15)
    b"\x40"  # display start line 0 (10.1.6)
    b"\xa1"  # segment re-map: column 127 -> SEG0 (10.1.8)
    b"\xc8"  # COM scan COM[N-1] -> COM0 (10.1.14)
    b"\xda\x12"  # COM pins: alternative, for 64 rows (10.1.18)
    b"\x81\xcf"  # contrast 207 (10.1.7)
    b"\xa4"  # output follows RAM (10.1.9)
    b"\xa6"  # normal display (10.1.10)
    b"\xd5\x80"  # clock: divide 1, oscillator 8, its reset value (10.1.16)
    b"\xd9\xf1"  # pre-charge: phase 1 1 DCLK, phase 2 15 DCLK (10.1.17)
    b"\xdb\x30"  # VCOMH ~0.83 x VCC (10.1.19)
    b"\x20\x00"  # horizontal addressing (10.1.3)
    b"\x2e"  # deactivate scroll (10.2.3)
    b"\x8d\x14"  # charge pump on while the display is on (app. note, Table 2-1)
    b"\xaf"  # display on
)
# The SSD1309's: no charge pump (8Dh is not its command: the module's boost
# converter makes its VCC), VCOMH 34h (A[5:2] = 1101b, ~0.78 x VCC, its
# reset value; its levels are 00h, 34h, 3Ch).
_INIT_SSD1309 = const(
    b"\x00\xae\xa8\x3f\xd3\x00\x40\xa1\xc8\xda\x12\x81\xcf\xa4\xa6\xd5\x80\xd9\xf1"
    b"\xdb\x34"
    b"\x20\x00\x2e\xaf"
)

# Errors worth another try during init(): a NACK or a stretched/stuck bus, as
# raised by machine.I2C (MicroPython uses the Linux errno values on every port).
_EIO = const(5)
_ENODEV = const(19)
_ETIMEDOUT = const(110)

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

    kind = "ssd1306"  # the controller, as the settings name it
    _init = _INIT_SSD1306  # its init sequence (the contrast byte: init's default)
    stopped = False  # the last show left pages for the next (its ``stop``)

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
        seq = self._init_seq = bytearray(self._init)
        seq[_MUX_AT] = height - 1
        seq[_COM_PINS_AT] = 0x12 if height == 64 else 0x02

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

    def init(self, tries=3, wait_ms=10, on=True, contrast=None):
        """Send the init sequence (one transaction) and turn the display on.

        Retries up to ``tries`` attempts in all, ``wait_ms`` apart, on OSError
        EIO (5), ENODEV (19) or ETIMEDOUT (110); then raises
        ``OSError(errno, message)`` naming the address. Other errors are
        raised at once. The next :meth:`show` sends the whole frame. With
        ``on`` False the panel stays dark (its RAM holds power-up noise):
        that show sends the frame page by page and lights the panel after
        the first page, so the top line is seen as soon as it is there and
        no noise is seen at all but below the line being written.
        ``contrast``: 0..255, None for the controller's default.
        """
        self._synced = False
        st = self._state
        st[0] = not on
        seq = self._init_seq
        if contrast is not None:
            seq[_CONTRAST_AT] = contrast
        contrast = seq[_CONTRAST_AT]
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
            "%s at 0x%02X: init failed after %d tries (errno %d)"
            % (self.kind.upper(), self.addr, tries, code),
        )

    def show(self, full=False, stop=None):
        """Send the pixels of ``buf`` that differ from the glass; return bytes sent.

        ``stop``: None, or a function asked after each changed page; when
        it says True (a button's edge is waiting) the rest waits: ``stopped``
        is then True and the next ``show`` sends those pages (the shadow
        holds only what the glass has), so a press answers within one page
        (3.5 ms at 400 kHz), not behind a whole frame (26 ms).

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
        self.stopped = False
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
            self._send_pages(stop)
        return self.tx_bytes - before

    def _send_full(self):
        self._synced = False
        self._window(0, self.width - 1, 0, self.pages - 1)
        self._write_data(self._mv)
        self._shadow[:] = self.buf
        self._synced = True

    def _find_changes(self):
        # Fills _lo/_hi (lo 0xFF = page unchanged); returns how many pages
        # changed.
        b = self.buf
        s = self._shadow
        w = self.width
        changed = 0
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
            changed += 1
        return changed

    def _send_pages(self, stop):
        w = self.width
        sent = False
        for p in range(self.pages):
            lo = self._lo[p]
            if lo == 0xFF:
                continue
            if sent and stop is not None and stop():
                self.stopped = True  # after a page at least: each show moves on
                return
            hi = self._hi[p]
            self._window(lo, hi, p, p)
            a = p * w + lo
            view = self._mv[a : p * w + hi + 1]  # a view, not a copy
            self._write_data(view)
            self._shadow[a : a + len(view)] = view
            sent = True

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


class SSD1309(SSD1306):
    """SSD1309 (2.42" modules): the SSD1306's driver and addressing; its init
    sends no charge-pump command (8Dh) and VCOMH 34h (0.78 x VCC, its reset
    value). See the module docstring."""

    kind = "ssd1309"
    _init = _INIT_SSD1309


# -- SH1106 ------------------------------------------------------------------
# SH1106 128x64 monochrome OLED over I2C (most 1.3" modules), sending only
# what changed: the SSD1306 driver's frame buffer, shadow and change search,
# with the SH1106's addressing.
#
# Source: Sino Wealth SH1106 datasheet (V2.3): "I2C-bus Interface" (the
# control byte: Co, D/C as on the SSD1306), "Display Data RAM" (132 columns x
# 8 pages), "Commands" 1-2 (Set Lower/Higher Column Address, 00h-0Fh,
# 10h-1Fh), 3 (Pump voltage, 30h-33h), 4 (Display Start Line 40h-7Fh), 5
# (Contrast, 81h), 6 (Segment Re-map A0h/A1h), 7 (Entire Display A4h/A5h), 8
# (Normal/Reverse A6h/A7h), 9 (Multiplex Ratio A8h), 10 (DC-DC ADh + 8Ah/8Bh),
# 11 (Display OFF/ON AEh/AFh), 12 (Page Address B0h-B7h), 13 (Common Output
# Scan Direction C0h/C8h), 14 (Display Offset D3h), 15 (Clock Divide / Oscillator
# D5h), 16 (Dis-charge/Pre-charge Period D9h), 17 (Common Pads DAh), 18 (VCOM
# Deselect Level DBh).
#
# What differs from the SSD1306 (hence a broken picture from an SSD1306
# driver): the SH1106 has page addressing only. There is no horizontal mode
# and no column/page window (20h, 21h, 22h are not its commands; their
# argument bytes land as column addresses and display start lines). A write
# goes to the page set by B0h-B7h from the column set by 00h-1Fh, and the
# column counts up after each data byte, within that page. Its RAM is 132
# columns wide and a 128-column panel shows columns 2..129, so column x of
# the frame goes to RAM column x + 2 (``_SH_COLUMN_OFFSET``), with or without the
# segment re-map (A1h maps column 131 to SEG0: columns 2..129 stay the
# visible ones).
#
# So a changed page is one command transaction, B0h+page and the column
# (3 bytes after the control byte: 5 on the wire with the address, where the
# SSD1306's window is 8), then the changed columns as one data transaction,
# as with the SSD1306. A whole frame is always eight of those (1080 bytes on
# the wire, 46 more than the SSD1306's single 1 KB window).

_SH_LOWER_COLUMN = const(0x00)  # | column & 0x0F (command 1)
_SH_HIGHER_COLUMN = const(0x10)  # | column >> 4 (command 2)
_SH_PAGE_ADDRESS = const(0xB0)  # | page 0..7 (command 12)
_SH_COLUMN_OFFSET = const(2)  # RAM column of the panel's first column

# The init sequence, one transaction, in the SSD1306's order (the mux byte
# 3, COM pads byte 10, contrast byte 12 and the display-on last, as the
# SSD1306 driver patches and trims them); every value the SH1106's own, its
# reset values where the module needs nothing else, written out so a warm
# restart after other firmware starts from the same state.
_INIT_SH1106 = const(
    b"\x00"  # control byte: commands follow
    b"\xae"  # 11. display off
    b"\xa8\x3f"  # 9. multiplex ratio: 64
    b"\xd3\x00"  # 14. display offset 0
    b"\x40"  # 4. display start line 0
    b"\xa1"  # 6. segment re-map: column 131 -> SEG0
    b"\xc8"  # 13. common output scan COM[N-1] -> COM0
    b"\xda\x12"  # 17. common pads: alternative (reset value)
    b"\x81\x80"  # 5. contrast 128 (reset value)
    b"\xa4"  # 7. entire display off: output follows RAM
    b"\xa6"  # 8. normal display
    b"\xd5\x50"  # 15. clock divide / oscillator (reset value)
    b"\xd9\x22"  # 16. dis-charge / pre-charge period (reset value)
    b"\xdb\x35"  # 18. VCOM deselect level (reset value)
    b"\xad\x8b"  # 10. DC-DC on (reset value)
    b"\x32"  # 3. pump voltage 8.0 V (reset value)
    b"\xaf"  # 11. display on
)


class SH1106(SSD1306):
    """SH1106 on an I2C bus; the SSD1306's interface (``init``, ``show``,
    ``contrast``, ``power``, ``invert``, ``buf``, ``tx_bytes``), page
    addressing and the 2-column offset (module docstring). ``width`` is at
    most 128 columns (the panel's, centred in the 132 of the RAM)."""

    kind = "sh1106"
    _init = _INIT_SH1106

    def __init__(self, i2c, addr=0x3C, width=128, height=64, buf=None):
        SSD1306.__init__(self, i2c, addr, width, height, buf)
        # B0h|page, lower column, higher column: one command transaction
        self._win = bytearray((_CTRL_CMD_STREAM, _SH_PAGE_ADDRESS, 0, 0))

    def _window(self, x0, x1, p0, p1):
        # Page p0 from column x0 (the data that follows says where it ends;
        # x1 and p1 are the SSD1306's window ends, unused here).
        c = x0 + _SH_COLUMN_OFFSET
        w = self._win
        w[1] = _SH_PAGE_ADDRESS | p0
        w[2] = _SH_LOWER_COLUMN | (c & 0x0F)
        w[3] = _SH_HIGHER_COLUMN | (c >> 4)
        self._write_cmd(w)

    def _send_full(self):
        # No window spans pages: the whole frame is eight page writes.
        self._synced = False
        w = self.width
        for p in range(self.pages):
            self._window(0, w - 1, p, p)
            self._write_data(self._mv[p * w : (p + 1) * w])
        self._shadow[:] = self.buf
        self._synced = True
