"""Stand-in for MicroPython's ``asyncio`` where ``board_pico`` is built on
CPython (whose asyncio has no ``ThreadSafeFlag``): only what the board uses."""


class ThreadSafeFlag:
    """``state`` set by ``set`` (from an IRQ on the Pico)."""

    def __init__(self):
        self.state = 0

    def set(self):
        self.state = 1


async def sleep_ms(ms):
    return None
