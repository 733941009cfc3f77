"""A plain fake of the rp2 ``machine`` module, enough for ``board_pico``.

Tests put it in ``sys.modules["machine"]`` before importing the board
module (see ``test_board_pico``). ``bus_devices``/``bus_fail_first`` shape
the next I2C bus built; ``created`` lists every Pin/PWM/I2C/WDT in the order
the board built them; ``mem32`` records register writes; ``reset()`` raises
``Reset`` so a test can see it. ``sda_held`` models a module that holds SDA
(GP4) low for that many more SCL (GP5) pulses (cut off in the middle of a
byte): SDA reads low and every I2C write times out (ETIMEDOUT) until the
board has clocked SCL that often; ``wire`` lists what the board drove on the
two lines as GPIOs, in order.
"""

from fakes import FakeI2C, FakePin, FakePWM

PWRON_RESET = 1
WDT_RESET = 3

created = []
buses = []  # every I2C object built
bus_devices = (0x3C,)
bus_scan_misses = 0  # scans that see nothing before the display appears
bus_max_freq = 1_000_000  # above this the display does not answer
cause = PWRON_RESET
pin_levels = {}  # GPIO -> input level (default 1: released, pulled up)
sda_held = 0  # SCL pulses a module still holds SDA low for (fresh(held=k))
wire = []  # ("scl" | "sda", level): every level the board drove on GP5 / GP4


class Reset(Exception):
    pass


def fresh(
    devices=(0x3C,),
    scan_misses=0,
    reset_cause_value=PWRON_RESET,
    levels=None,
    max_freq=1_000_000,
    held=0,
):
    """Forget everything built so far and set the next boot's hardware."""
    global bus_devices, bus_scan_misses, bus_max_freq, cause, pin_levels, sda_held
    sda_held = held
    del wire[:]
    del created[:]
    del buses[:]
    del timers[:]
    mem32.writes = []
    bus_devices = devices
    bus_scan_misses = scan_misses
    bus_max_freq = max_freq
    cause = reset_cause_value
    pin_levels = levels or {}
    adc_counts[0] = 43690
    del slept[:]
    del events[:]


class Pin(FakePin):
    IRQ_FALLING = 4
    IRQ_RISING = 8

    def __init__(self, id, mode=-1, pull=-1, *, value=None, alt=None):
        FakePin.__init__(self, level=pin_levels.get(id, 1))
        self.id = id
        self.irq_args = None
        self.init(mode, pull, value=value, alt=alt)
        created.append(("Pin", id, mode, pull, value))

    def irq(self, handler=None, trigger=IRQ_FALLING | IRQ_RISING, hard=False):
        self.irq_args = (handler, trigger, hard)

    def value(self, *args):
        # The I2C lines (GP4 SDA, GP5 SCL): each level driven goes to
        # ``wire``; a pulse on SCL (its rising edge) lets the module holding
        # SDA shift on, and SDA reads low while it still holds the line.
        global sda_held
        if self.id in (4, 5) and args:
            level = 1 if args[0] else 0
            wire.append(("sda" if self.id == 4 else "scl", level))
            if self.id == 5 and level and not self.level and sda_held:
                sda_held -= 1
        elif self.id == 4 and not args and sda_held:
            return 0
        return FakePin.value(self, *args)


class Timer:
    """A one-shot timer: ``init`` records (mode, period, callback) in
    ``inits``; ``fire()`` calls the callback as the alarm would."""

    ONE_SHOT = 0
    PERIODIC = 1

    def __init__(self, id=-1):
        self.inits = []
        self.callback = None
        self.deinits = 0
        timers.append(self)

    def init(self, mode=PERIODIC, period=-1, callback=None):
        self.inits.append((mode, period, callback))
        self.callback = callback

    def deinit(self):
        self.deinits += 1
        self.callback = None

    def fire(self):
        if self.callback is not None:
            self.callback(self)


timers = []  # every Timer built


class ADC:
    """``read_u16`` gives ``adc_counts`` (set by a test); ``events`` gets
    ("ADC", source) when one is made and ("read", source) per reading."""

    def __init__(self, pin):
        self.pin = getattr(pin, "id", pin)
        created.append(("ADC", self.pin))
        events.append(("ADC", self.pin))

    def read_u16(self):
        events.append(("read", self.pin))
        return adc_counts[0]


def disable_irq():
    """Interrupts off: ``events`` gets "irq off"; the state to give back."""
    events.append("irq off")
    return 0x5A


def enable_irq(state):
    events.append(("irq on", state))


events = []  # ADC made and read, interrupts off and on, in order


adc_counts = [43690]  # 2/3 of full scale: VSYS 6.6 V
slept = []  # machine.lightsleep(ms) calls


def lightsleep(ms=None):
    slept.append(ms)


class PWM(FakePWM):
    def __init__(self, pin, freq=0, duty_u16=0):
        FakePWM.__init__(self, freq, duty_u16)
        self.pin = pin
        created.append(("PWM", pin.id, freq, duty_u16))


class I2C(FakeI2C):
    def __init__(self, id, sda=None, scl=None, freq=400_000):
        FakeI2C.__init__(self, devices=bus_devices)
        self.id = id
        self.freq = freq
        self.misses = bus_scan_misses
        self.probes = 0  # NOP probes written (board_pico probes without a scan)
        created.append(("I2C", id, sda.id, scl.id, freq))
        buses.append(self)

    def writeto(self, addr, buf, stop=True):
        # The display's probe (a NOP, E3h) NACKs above the speed it takes,
        # and while it is still powering up (``misses``).
        if sda_held:  # no START on a held bus: the transfer's timeout
            self.probes += 1 if bytes(buf) == b"\x00\xe3" else 0
            self.calls += 1
            raise OSError(110)
        if bytes(buf) == b"\x00\xe3":
            self.probes += 1
            if self.freq > bus_max_freq or (self.misses and addr == bus_devices[-1]):
                if self.freq <= bus_max_freq:
                    self.misses -= 1
                self.calls += 1
                raise OSError(5)
        return FakeI2C.writeto(self, addr, buf, stop)

    def scan(self):
        if self.freq > bus_max_freq:
            self.scans += 1
            return []
        if self.misses:
            self.misses -= 1
            self.scans += 1
            return []
        return FakeI2C.scan(self)


class SPI:
    """Records its set-up; answers 00h to every read (no chip: the reader's
    first poll then says "no_reader")."""

    def __init__(self, id, baudrate=1_000_000, polarity=0, phase=0, sck=None, mosi=None, miso=None):
        created.append(("SPI", id, baudrate, polarity, phase, sck.id, mosi.id, miso.id))

    def write(self, buf):
        pass

    def readinto(self, buf, write=0):
        for i in range(len(buf)):
            buf[i] = 0

    def write_readinto(self, wbuf, rbuf):
        self.readinto(rbuf)


class WDT:
    def __init__(self, id=0, timeout=5000):
        self.timeout = timeout
        self.feeds = 0
        created.append(("WDT", timeout))

    def feed(self):
        self.feeds += 1


class _Mem32:
    def __init__(self):
        self.writes = []

    def __setitem__(self, addr, value):
        self.writes.append((addr, value))


mem32 = _Mem32()


def reset_cause():
    return cause


def reset():
    raise Reset()
