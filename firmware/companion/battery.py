"""Battery gauge: ADC counts -> VSYS millivolts -> percent left. Pure.

Hardware (Raspberry Pi Pico datasheet): GPIO29 is ADC3 and reads VSYS/3
through the on-board divider R5/R6 (section 2.1, pinout; section 4.4,
Powerchain); GPIO24 is VBUS sense, high while USB power is present
(section 2.1). The ADC's reference is the 3.3 V rail through a 200 ohm
filter (section 4.3), so full scale is 3.3 V on the pin, 9.9 V on VSYS. VSYS
accepts about 1.8-5.5 V (section 4.5). All of this is the Pico; on a Pico W
GPIO29 is shared with the wireless chip's SPI and VBUS sense is its WL_GPIO2.

A battery feeds VSYS through a Schottky diode (hardware/README.md, Power:
1N5817 or 1N5819), so the pack voltage is VSYS + the diode's drop. The
1N5817's datasheets (EIC, RFE) give at most 0.45 V at 1 A; at the tens of
mA this box draws, their typical forward curves put it near 0.3 V
(``_DIODE_MV``, an estimate: 0.1 V off moves a reading by 3-20 %, the
most on the NiMH plateau).

While USB is plugged in VSYS is VBUS less the Pico's own diode: it says
nothing about the battery, so there is no gauge and no warning then.

Integer arithmetic only (the Pico's floats are single precision); voltages
in millivolts, charge in whole percent. No ``machine``, no ``time``.

Usage::

    from companion import battery
    bat = battery.Battery("alkaline3")
    if bat.update(battery.vsys_mv(adc.read_u16()), vbus.value() == 1):
        warn("Battery low")
    pct = bat.percent()              # None: on USB, or no reading yet
    if pct is not None:
        items += battery.gauge_items(pct)
    log(bat.log_line())              # bat mv=4312 pct=62 usb=0 chem=alkaline3
"""

from companion import const

# machine.ADC.read_u16() on the rp2 port scales the 12-bit result r to
# r << 4 | r >> 8, so the ADC's top code 4095 reads 65535 (ports/rp2/machine_adc.c).
_ADC_FULL = const(65535)
_VREF_MV = const(3300)  # ADC_VREF = the 3.3 V rail (Pico datasheet 4.3)
_DIVIDER = const(3)  # VSYS/3 on GPIO29 (Pico datasheet 2.1, 4.4)
_FULL_MV = const(9900)  # VSYS at full scale: 3 * 3300 mV
_DIODE_MV = const(300)  # 1N5817 between pack + and VSYS, at tens of mA (see above)
_VSYS_MIN_MV = const(1800)  # below this the Pico's regulator gives up (datasheet 4.5)

# Discharge tables: (pack millivolts, percent left), from full to empty,
# millivolts strictly falling. Points read off the makers' published curves
# at a low rate, where the box runs (tens of mA); good to about 5 %.
# Alkaline: Energizer E91 (AA) constant-current curve at 25 mA, 21 C;
# 1.5 V a cell fresh under load, 0.9 V a cell taken as empty (Energizer
# rates capacity to 0.8 V; below 0.9 V there is little left and cells leak).
_ALKALINE3 = const(
    (
        (4500, 100),
        (4200, 90),
        (3900, 70),
        (3600, 45),
        (3300, 22),
        (3000, 8),
        (2700, 0),
    )
)
# NiMH: Panasonic eneloop (AA, BK-3MCC) discharge at 0.2 It, 20 C, to the
# datasheet's 1.0 V cut-off. The long 1.2-1.25 V plateau makes the middle
# of this gauge coarse: a few tens of mV there is 30 %.
_NIMH3 = const(
    (
        (4200, 100),
        (3900, 90),
        (3750, 70),
        (3600, 40),
        (3450, 15),
        (3300, 8),
        (3000, 0),
    )
)
# One LiPo cell: a manufacturer's 0.2 C discharge curve (4.2 V charged,
# 3.0 V cut-off); 3.3 V is taken as empty, the cell is nearly flat there
# and its protection circuit cuts off not far below.
_LIPO1 = const(
    (
        (4200, 100),
        (4100, 90),
        (4000, 78),
        (3900, 63),
        (3800, 45),
        (3700, 22),
        (3600, 9),
        (3500, 3),
        (3300, 0),
    )
)

# key -> (label of at most 16 characters, discharge table). AAA cells use
# the AA table: same chemistry, same curve shape at a low rate.
CHEMISTRIES = {
    "alkaline3": ("Alkaline 3xAA", _ALKALINE3),
    "nimh3": ("NiMH 3xAA", _NIMH3),
    "lipo1": ("LiPo 1 cell", _LIPO1),
}
CHEMISTRY_KEYS = ("alkaline3", "nimh3", "lipo1")  # menu order (dicts have none)

_LOW_PCT = const(10)  # warn at or below this
_HYSTERESIS_PCT = const(10)  # re-arm only above _LOW_PCT + this (20 %)
_N = const(8)  # readings averaged

# The gauge: an 11x6 body and a 1x2 terminal nub, 12x6 in all, with a
# 9x4 fill inside the body's outline.
_GAUGE_W = const(12)
_GAUGE_H = const(6)
_FILL_W = const(9)
_GAUGE_X = const(128 - 12)  # top-right corner of the 128x64 glass
_GAUGE_Y = const(1)  # centred on the 8 px top text line


def vsys_mv(raw):
    """VSYS in millivolts from ``machine.ADC(29).read_u16()`` counts.

    ``raw``: int 0..65535. Returns ``raw * 9900 / 65535`` rounded to the
    nearest millivolt (65535 is odd, so there are no ties): 0 -> 0,
    65535 -> 9900. One 12-bit step (16 counts) is about 2.4 mV of VSYS.
    Raises ValueError outside 0..65535.
    """
    if raw < 0 or raw > _ADC_FULL:
        raise ValueError("ADC counts out of range")
    return (raw * _FULL_MV + _ADC_FULL // 2) // _ADC_FULL


def label(chemistry):
    """The menu label (at most 16 characters) of ``chemistry``.
    Raises ValueError for an unknown key."""
    return _entry(chemistry)[0]


def _entry(chemistry):
    entry = CHEMISTRIES.get(chemistry)
    if entry is None:
        raise ValueError("unknown chemistry %r" % (chemistry,))
    return entry


def percent(mv, chemistry):
    """Charge left in whole percent (0..100) of a pack at ``mv`` millivolts.

    ``mv``: the pack's voltage (VSYS + ``_DIODE_MV`` when fed through the
    diode). Linear between the table's points, rounded half up; clamped to
    the table's ends (100 above the first point, 0 below the last).
    Raises ValueError for an unknown ``chemistry`` key.
    """
    table = _entry(chemistry)[1]
    hi_mv, hi_pct = table[0]
    if mv >= hi_mv:
        return hi_pct
    for i in range(1, len(table)):  # no slice: nothing allocated
        lo_mv, lo_pct = table[i]
        if mv >= lo_mv:
            span = hi_mv - lo_mv
            return lo_pct + ((mv - lo_mv) * (hi_pct - lo_pct) + span // 2) // span
        hi_mv, hi_pct = lo_mv, lo_pct
    return hi_pct


class Battery:
    """Smoothed readings, USB state and the low warning for one pack.

    Feed it one VSYS reading (mV) and the VBUS sense level at a time with
    ``update``; it keeps the last ``_N`` readings in a ring allocated once.
    On USB the readings are dropped (VSYS is USB then) and the warning is
    re-armed. Raises ValueError for an unknown ``chemistry``. ``chemistry``
    may be set to another known key between readings (the settings screen):
    the readings and the warning's state stay, so a change of battery type
    does not warn again by itself.
    """

    def __init__(self, chemistry="alkaline3", diode_mv=_DIODE_MV):
        _entry(chemistry)
        self.chemistry = chemistry
        self.diode_mv = diode_mv
        self.usb = False
        self.last_mv = None  # the latest reading, on USB too (for the log)
        self._ring = [0] * _N
        self._i = 0
        self._n = 0
        self._sum = 0
        self._armed = True

    def update(self, mv, usb):
        """Take one reading: ``mv`` VSYS millivolts, ``usb`` True while VBUS
        is present. Returns True exactly when the low warning fires: the
        smoothed percent at or below ``_LOW_PCT`` with a full window of ``_N``
        readings, once until re-armed (percent above ``_LOW_PCT +
        _HYSTERESIS_PCT``, or USB power)."""
        self.last_mv = mv
        self.usb = usb
        if usb:
            self._n = 0
            self._sum = 0
            self._i = 0
            self._armed = True
            return False
        ring = self._ring
        if self._n < _N:
            self._n += 1
        else:
            self._sum -= ring[self._i]
        ring[self._i] = mv
        self._sum += mv
        self._i = (self._i + 1) % _N
        pct = self.percent()
        if pct is None:
            return False
        if pct > _LOW_PCT + _HYSTERESIS_PCT:
            self._armed = True
        elif pct <= _LOW_PCT and self._armed and self._n == _N:
            self._armed = False
            return True
        return False

    def mv(self):
        """Smoothed VSYS in mV (mean of the readings held, rounded half up),
        or None on USB or before the first reading."""
        if self.usb or not self._n:
            return None
        return (self._sum + self._n // 2) // self._n

    def percent(self):
        """Charge left, 0..100, of the pack (smoothed VSYS + diode drop), or
        None on USB or before the first reading (then: no gauge)."""
        mv = self.mv()
        if mv is None:
            return None
        return percent(mv + self.diode_mv, self.chemistry)

    def log_line(self):
        """One log line: smoothed VSYS (on USB the latest reading), percent,
        USB, chemistry; ``-`` for a value not known. E.g.
        ``bat mv=4312 pct=62 usb=0 chem=alkaline3``."""
        mv = self.last_mv if self.usb else self.mv()
        pct = self.percent()
        return "bat mv=%s pct=%s usb=%d chem=%s" % (
            "-" if mv is None else mv,
            "-" if pct is None else pct,
            1 if self.usb else 0,
            self.chemistry,
        )


def gauge_items(pct, x=_GAUGE_X, y=_GAUGE_Y, c=1):
    """A battery icon as view items (see ``companion.ui.view``): 12x6 px at
    (x, y), by default in the top-right corner, drawn in colour ``c`` (0 on
    a lit title bar). The area is cleared to ``1 - c`` first (so it may sit
    over text); an 11x6 outline, a 1x2 nub on the right, and a fill
    ``round(pct * 9 / 100)`` px wide (half up) and 4 high inside: 0 % ->
    none, 50 % -> 5, 100 % -> 9. ``pct`` is clamped to 0..100."""
    pct = 0 if pct < 0 else 100 if pct > 100 else pct
    items = [
        ("box", x, y, _GAUGE_W, _GAUGE_H, 1 - c),
        ("frame", x, y, _GAUGE_W - 1, _GAUGE_H, c),
        ("box", x + _GAUGE_W - 1, y + 2, 1, 2, c),
    ]
    w = (pct * _FILL_W + 50) // 100
    if w:
        items.append(("box", x + 1, y + 1, w, _GAUGE_H - 2, c))
    return items
