"""Plain fakes for the host tests (CPython and the MicroPython unix port):
``machine`` objects, which record what the code under test did and implement
only what the drivers call, and the random sources (:class:`Scripted`,
:class:`Lcg`) every test and bench shares."""


class FakeI2C:
    """An I2C bus with devices at ``devices`` (7-bit addresses).

    ``writes`` holds one ``(addr, bytes)`` per write the device accepted, the
    bytes copied at call time (writevto parts joined). ``calls`` counts every
    writeto/writevto call, ``vectors`` every writevto call and ``part_types``
    the type names of its parts. The first ``fail_first`` calls raise
    ``OSError(errno)``; a write to an absent address raises ``OSError(5)``
    (EIO, a NACK, as rp2 does). ``scan()`` lists ``devices``.
    """

    def __init__(self, devices=(0x3C,), fail_first=0, errno=5):
        self.devices = list(devices)
        self.fail_first = fail_first
        self.errno = errno
        self.writes = []
        self.calls = 0
        self.vectors = 0
        self.part_types = []
        self.scans = 0

    def _accept(self, addr, data):
        self.calls += 1
        if self.fail_first > 0:
            self.fail_first -= 1
            raise OSError(self.errno)
        if addr not in self.devices:
            raise OSError(5)
        self.writes.append((addr, data))
        return len(data)

    def writeto(self, addr, buf, stop=True):
        return self._accept(addr, bytes(buf))

    def writevto(self, addr, vector, stop=True):
        self.vectors += 1
        self.part_types.append(tuple(type(part).__name__ for part in vector))
        data = b"".join(bytes(part) for part in vector)
        return self._accept(addr, data)

    def scan(self):
        self.scans += 1
        return sorted(self.devices)

    def clear(self):
        """Forget recorded writes (keeps the devices and failure budget)."""
        self.writes = []
        self.part_types = []


class FakeBareI2C(FakeI2C):
    """A bus object without ``scan()`` (a bit-banged or wrapped bus)."""

    scan = None


class FakePin:
    """A GPIO with the rp2 mode constants. ``mode`` is the last mode set
    (None before any), ``level`` the output latch / input level, ``history``
    every call as a tuple."""

    IN = 0
    OUT = 1
    OPEN_DRAIN = 2
    ALT = 3
    PULL_UP = 1
    PULL_DOWN = 2
    ALT_PWM = 4

    def __init__(self, level=0, mode=None):
        self.level = level
        self.mode = mode
        self.alt = None
        self.pull = None
        self.history = []

    def init(self, mode=-1, pull=-1, *, value=None, alt=None):
        self.history.append(("init", mode, pull, value, alt))
        if value is not None:
            self.level = 1 if value else 0
        if mode != -1:
            self.mode = mode
            self.alt = alt if mode == self.ALT else None
        if pull != -1:
            self.pull = pull

    def value(self, *args):
        if not args:
            return self.level
        self.history.append(("value", args[0]))
        self.level = 1 if args[0] else 0
        return None

    def toggle(self):
        self.history.append(("toggle",))
        self.level ^= 1


class FakePWM:
    """A PWM output. ``calls`` records every setter as a tuple; ``freq()`` and
    ``duty_u16()`` with no argument return the current setting."""

    def __init__(self, freq=0, duty_u16=0):
        self._freq = freq
        self._duty = duty_u16
        self.enabled = True
        self.calls = []

    def freq(self, *args):
        if not args:
            return self._freq
        self.calls.append(("freq", args[0]))
        self._freq = args[0]
        return None

    def duty_u16(self, *args):
        if not args:
            return self._duty
        self.calls.append(("duty_u16", args[0]))
        self._duty = args[0]
        return None

    def deinit(self):
        self.calls.append(("deinit",))
        self.enabled = False


class Scripted:
    """A random source (``getrandbits(k)``, all the firmware calls) that returns
    scripted values in order: ``Scripted([6, 7, 2])`` gives 6, 7, 2.

    ``faces=True``: the values are die faces 1..6, returned as
    ``companion.rules.dice.d6`` reads them (face - 1), so ``Scripted([3, 4],
    faces=True)`` rolls a 3 and a 4. ``cycle=True`` starts again after the
    last value; otherwise one more draw raises AssertionError. A value that
    does not fit in ``k`` bits raises ValueError. ``drawn`` counts the draws.
    """

    def __init__(self, values, faces=False, cycle=False):
        self.values = [v - 1 for v in values] if faces else list(values)
        self.cycle = cycle
        self.drawn = 0

    def getrandbits(self, k):
        i = self.drawn
        if i >= len(self.values):
            if not self.cycle or not self.values:
                raise AssertionError("scripted random source ran out after %d values" % i)
            i %= len(self.values)
        v = self.values[i]
        self.drawn += 1
        if not 0 <= v < (1 << k):
            raise ValueError("scripted value %d does not fit in %d bits" % (v, k))
        return v


class Lcg:
    """A seeded linear congruential generator: the same numbers on CPython and
    MicroPython (``random`` is not: the same seed gives different sequences).

    Defaults: Numerical Recipes' 32-bit constants. ``Lcg(7, 1103515245, 12345,
    0x7FFFFFFF)`` is the ANSI C ``rand`` form some tests' numbers come from.
    ``next()`` steps and returns the state; ``below(n)`` is 0..n-1 from the
    state's high bits.
    """

    def __init__(self, seed, a=1664525, c=1013904223, mask=0xFFFFFFFF):
        self.a = a
        self.c = c
        self.mask = mask
        self.x = seed & mask

    def next(self):
        self.x = (self.a * self.x + self.c) & self.mask
        return self.x

    def below(self, n):
        return (self.next() >> 8) % n

    def pick(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items):
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
