"""Virtual time for the simulator and the runner tests (both runtimes).

Tasks wait with ``await clock.sleep_ms(ms)``; the ``run()`` task, when every
other task is waiting, jumps ``now`` to the earliest wake time. A scripted
evening of play then takes milliseconds, the same on every machine.

Usage::

    clock = VirtualClock(start=TICKS_PERIOD - 1000)   # start just before the wrap
    asyncio.create_task(clock.run())
    await clock.sleep_ms(80)
"""

import asyncio

from companion import ticks_add, ticks_diff


class Flag:
    """What the UI loop's pause waits on (the Pico's ThreadSafeFlag):
    ``set`` from an edge handler, cleared by the pause it ends."""

    def __init__(self):
        self.state = False

    def set(self):
        self.state = True


class VirtualClock:
    def __init__(self, start=0):
        self.now = start
        self._wakes = []

    def ticks_ms(self):
        return self.now

    async def sleep_ms(self, ms):
        wake = ticks_add(self.now, ms)
        self._wakes.append(wake)
        try:
            while ticks_diff(wake, self.now) > 0:
                await asyncio.sleep(0)
        finally:
            self._wakes.remove(wake)

    async def pause(self, ms, flag):
        """``sleep_ms(ms)`` that ends early once ``flag.state`` is true (a
        button's edge, as the Pico's ThreadSafeFlag); the flag is cleared."""
        wake = ticks_add(self.now, ms)
        self._wakes.append(wake)
        try:
            await asyncio.sleep(0)  # always a turn for the others, as on the Pico
            while ticks_diff(wake, self.now) > 0 and not flag.state:
                await asyncio.sleep(0)
        finally:
            self._wakes.remove(wake)
        flag.state = False

    async def run(self):
        """The clock task; tasks only ever wait through ``sleep_ms``."""
        while True:
            await asyncio.sleep(0)
            if self._wakes:
                soonest = self._wakes[0]
                for w in self._wakes:
                    if ticks_diff(w, soonest) < 0:
                        soonest = w
                if ticks_diff(soonest, self.now) > 0:
                    self.now = soonest
