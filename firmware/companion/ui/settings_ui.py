"""The settings screen: one line per setting with its value, and "Reset
settings".

``up``/``down`` move, as in every menu; ``ok`` steps the value to the next
choice (``companion.settings.CHOICES``, wrapping), a long ``ok`` to the one
before; ``back`` leaves. Each change updates the settings dict in place, is
logged (``sys setting key=value``) and then handed to ``on_change(dev, key,
value)``, which the device provides (save, apply). "Reset settings" asks
"Reset all?" (``No`` first) and then restores ``DEFAULTS``: one on_change
per key that changed, in ``KEYS`` order, but for the display controller
and the language (``settings.KEPT``: what is wired, and who reads it).

Decision: a value changes in place on ``ok``, not in a picker: each press is
applied at once (hear the volume, see the contrast), and the longest cycle
is six presses.

Usage::

    dev.push(settings_screen(dev.settings, apply_setting))
"""

from companion import const, lang
from companion.settings import CHOICES, DEFAULTS, KEPT, KEYS, step
from companion.ui import view as v
from companion.ui.widgets import Menu

_DISPLAY_TOAST_MS = const(10000)  # a new display controller is named this long

_RESET = const("reset")
_WIDTH = const(15)  # Menu draws a line at x=2: 15 of the 16 columns fit

# The texts (companion/texts/<code>_set.py): the labels first, in KEYS order.
_S_LANG = const(0)
_S_SOUND = const(1)
_S_VOLUME = const(2)
_S_CONTRAST = const(3)
_S_DIM = const(4)
_S_SLEEP = const(5)
_S_DISPLAY = const(6)
_S_I2C = const(7)
_S_NFC = const(8)
_S_BATTERY = const(9)
_S_TITLE = const(10)
_S_OFF_ON = const(11)
_S_NEVER = const(12)
_S_MIN = const(13)
_S_CELLS = const(14)
_S_RESET = const(15)
_S_RESET_ALL = const(16)
_S_NO = const(17)
_S_YES = const(18)
_S_WAS_RESET = const(19)
_S_NEXT_START = const(20)
_S_SHOWS = const(21)
_S_HINT = const(22)

_t = lang.area("set")

# The labels' keys, in KEYS order; the battery choices, in the order of the
# CELLS entry (its names).
_LABELS = const(
    (
        _S_LANG,
        _S_SOUND,
        _S_VOLUME,
        _S_CONTRAST,
        _S_DIM,
        _S_SLEEP,
        _S_DISPLAY,
        _S_I2C,
        _S_NFC,
        _S_BATTERY,
    )
)
_BATTERY = const(("alkaline3", "nimh3", "lipo1"))


def value_text(key, value):
    """The value as the screen shows it: "on", "5/5" (a volume level; a
    volume set by hand off the steps: "40%"), "127", "60s",
    "5 min", "never", "SH1106", "400kHz", "1MHz", "AA alk"."""
    if key == "lang":  # each language named in itself, never translated
        return lang.NAMES[lang.CODES.index(value)]
    if key in ("sound", "nfc"):
        return _t(_S_OFF_ON)[1 if value else 0]
    if key == "volume":  # levels: "5/5" is the loudest, so a wrap to "1/5" reads as one
        steps = CHOICES["volume"]
        return "%d/%d" % (steps.index(value) + 1, len(steps)) if value in steps else "%d%%" % value
    if key in ("dim_s", "sleep_s"):
        if value == 0:
            return _t(_S_NEVER)
        if value < 120 or value % 60:
            return "%ds" % value
        return _t(_S_MIN) % (value // 60)
    if key == "i2c_khz":
        if value % 1000 == 0:
            return "%dMHz" % (value // 1000)
        return "%dkHz" % value
    if key == "display":
        return value.upper()
    if key == "battery":
        if value in _BATTERY:
            return _t(_S_CELLS)[_BATTERY.index(value)]
        return value
    return "%d" % value


def line(key, value):
    """The entry's text: label left, value right, ``_WIDTH`` characters
    (one space at least between them)."""
    label = _t(_LABELS[KEYS.index(key)])
    s = value_text(key, value)
    return label + " " * max(1, _WIDTH - len(label) - len(s)) + s


class SettingsScreen(Menu):
    """``settings``: the dict from ``companion.settings.load`` (changed in
    place); ``on_change(dev, key, value)`` after each change (must not
    raise: a failed save is the device's to log)."""

    def __init__(self, settings, on_change):
        Menu.__init__(self, _t(_S_TITLE), [])
        self.settings = settings
        self.on_change = on_change
        self._refresh()

    def _refresh(self):
        kept = self._kept = [self.settings[k] for k in KEYS]
        entries = [(line(k, kept[i]), k) for i, k in enumerate(KEYS)]
        entries.append((_t(_S_RESET), _RESET))
        self.entries = entries

    def relang(self, dev):
        self.heading = _t(_S_TITLE)
        self._refresh()

    def key(self, dev, button, kind):
        if button != "ok":
            Menu.key(self, dev, button, kind)  # up/down move, back leaves
            return
        what = self.entries[self.pos][1]
        if what == _RESET:
            no, yes = _t(_S_NO), _t(_S_YES)
            dev.push(Menu(_t(_S_RESET_ALL), [(no, _keep), (yes, self._reset)]))
            return
        self._set(dev, what, step(what, self.settings[what], -1 if kind == "long" else 1))

    def _set(self, dev, key, value):
        self.settings[key] = value
        self._refresh()
        dev.log("sys setting %s=%s" % (key, value))
        self.on_change(dev, key, value)

    def _reset(self, dev):
        n = 0
        for key in KEYS:
            if key not in KEPT and self.settings[key] != DEFAULTS[key]:
                n += 1
                self._set(dev, key, DEFAULTS[key])
        dev.log("sys settings reset changed=%d" % n)
        dev.toast(_t(_S_WAS_RESET))

    def view(self, dev):
        # The lines again only when a value changed (here or by the device
        # meanwhile): made every frame, their dozen texts took a menu move's
        # edge on the Pico to 20.7 ms (companion.lang keeps 12 an area).
        if [self.settings[k] for k in KEYS] != self._kept:
            self._refresh()
        items = Menu.view(self, dev)
        return items[:-2] + v.hint(_t(_S_HINT))  # Menu's hint (2 items) -> ours


def _keep(dev):
    pass


def settings_screen(settings, on_change):
    """The settings screen to ``dev.push``: see the module docstring."""
    return SettingsScreen(settings, on_change)


def setting_changed(dev, key, value):
    """A setting changed (on the settings screen, or the display
    controller by ``up`` held at power-on): save them all (atomic); the
    runner applies them (sound, volume, contrast, idle times, the display
    controller at once; the display's I2C speed at the next power-on). NFC
    off: the card screens say "No NFC reader" and the reader is dropped.
    A new display controller is named on the hint line for 10 s. (Here,
    not in ``companion.device``: the boot never loads it.)"""
    from companion import settings as cfg

    dev.writing(True)  # an erase may hold interrupts off (drivers.edges)
    try:
        cfg.save(dev.data_dir, dev.settings)
    except OSError as e:
        dev.log("sys settings save failed errno=%s" % (e.args[0] if e.args else "?",))
    finally:
        dev.writing(False)
    if key == "lang":
        lang.use(value)
        dev.relang()  # this screen too: its next frame is in the new language
    elif key == "nfc":
        dev.reader = None
        dev.nfc_state = None if value else "off"
    elif key == "i2c_khz":
        dev.toast(_t(_S_NEXT_START))  # the bus is set up once, at power-on
    elif key == "display":
        dev.toast(_t(_S_SHOWS) % value.upper(), _DISPLAY_TOAST_MS)
    elif key in ("volume", "sound") and dev.settings["sound"]:
        dev.cue("round")  # hear the new volume
