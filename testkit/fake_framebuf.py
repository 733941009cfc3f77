"""Stand-in for ``framebuf`` on CPython (board_pico only wraps a buffer)."""

MONO_VLSB = 0


class FrameBuffer:
    def __init__(self, buf, width, height, fmt):
        self.buf = buf
        self.width = width
        self.height = height

    def pixel(self, x, y, c):
        """MONO_VLSB: byte (y // 8) * width + x, bit y % 8."""
        i = (y >> 3) * self.width + x
        if c:
            self.buf[i] |= 1 << (y & 7)
        else:
            self.buf[i] &= ~(1 << (y & 7)) & 0xFF
