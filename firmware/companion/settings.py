"""The device settings, kept on flash in ``DIR/settings.json``.

``load`` never raises: the defaults, merged with what was saved; each bad
value (wrong type, out of range) or unknown key is logged and dropped, and a
missing, corrupt, truncated, oversized or too deeply nested file gives the
defaults. ``save`` writes atomically (``companion.store``). ``data_dir``
None: memory only (the host tests, a board without flash).

The file is ``{"v": 1, "values": {"sound": true, "volume": 50, ...}}``.
``CHOICES`` (the values the settings screen cycles through) and ``_RANGES``
(integer keys that accept any value in ``lo..hi``, not only the screen's
steps) are data: the screen and the validation share them.

Usage::

    settings = load(board.data_dir, log)    # a dict: KEYS -> value
    settings["volume"] = 25
    save(board.data_dir, settings)          # OSError on a full flash

Loaded for the boot and the settings screens only: the runner unloads it
after the first frame (2.5 KB of the Pico's heap in every game).
"""

from companion import const, store

VERSION = 1  # of the file format: another version is never misread
FILE = "settings.json"

# The keys, in the screen's (and the log's) order: dict order differs
# between CPython and MicroPython, so iteration always goes through KEYS.
KEYS = (
    "lang",
    "sound",
    "volume",
    "contrast",
    "dim_s",
    "sleep_s",
    "display",
    "i2c_khz",
    "nfc",
    "battery",
)

# Decision (defaults):
# - lang "en": the language of the screens (companion.lang); a first boot
#   (no settings file) asks for it once (companion.runner), and a bad or
#   unknown value in the file reads as English with its one log line.
# - sound on: the cues are the device's feedback for a press at arm's length.
# - volume 50: a PWM duty percent. A square wave's fundamental is loudest at
#   50 % (amplitude ~ sin(pi * duty)) and d % sounds as 100 - d %, so 50 is
#   the top; the buzzer driver's own default duty is 32768 (50 %).
# - contrast 127: SSD1306 Set Contrast Control 81h, 0..255, reset value 7Fh
#   (datasheet 10.1.7): the panel as the manufacturer tuned it.
# - dim after 60 s, sleep after 300 s (0 = never for both): a board-game
#   turn often runs over a minute, so the screen dims rather than blanks.
# - display "ssd1306": the 0.96" module of the parts list, and the SSD1309
#   (2.42") takes its commands too; no datasheet defines a way to tell the
#   three controllers apart over I2C (hardware/README.md, Displays), so an
#   SH1106 (1.3") is chosen here or by holding up at power-on.
# - I2C 400 kHz: the SSD1306's rated fast mode (clock cycle >= 2.5 us, the
#   I2C timing table in datasheet section 13), the SH1106's and SSD1309's too.
# - NFC on: two of the games score by tapping cards.
# - battery "alkaline3": three AA/AAA alkaline cells, the common box.
DEFAULTS = {
    "lang": "en",
    "sound": True,
    "volume": 50,
    "contrast": 127,
    "dim_s": 60,
    "sleep_s": 300,
    "display": "ssd1306",
    "i2c_khz": 400,
    "nfc": True,
    "battery": "alkaline3",
}

# Decision (steps): ``ok`` on the screen steps to the next choice, wrapping.
# - volume: 50, 25, then halving the duty: each step below 25 % halves the
#   fundamental's amplitude (about -6 dB); 0 is not a volume (sound off is).
# - contrast: doubling at the low end (brightness looks logarithmic), then
#   64-steps to 255.
# - dim and sleep: "never" (0) after the longest time, so stepping up goes
#   shorter -> longer -> never -> shortest.
# - display: the common 0.96" controller, then the 1.3" one, then the 2.42".
# - I2C: 100 kHz (standard mode, for long wires), 400 kHz (rated), 1000 kHz
#   (above the SSD1306's 400 kHz rating: most modules work and a full frame
#   goes 2.5x faster, but it is out of spec; the board allows it opt-in, and
#   up held at power-on puts it back to 400 kHz: board_pico).
CHOICES = {
    "lang": ("en", "es", "de"),  # companion.lang.CODES
    "sound": (True, False),
    "volume": (3, 6, 12, 25, 50),
    "contrast": (15, 31, 63, 127, 191, 255),
    "dim_s": (15, 30, 60, 120, 300, 0),
    "sleep_s": (60, 120, 300, 600, 1800, 0),
    "display": ("ssd1306", "sh1106", "ssd1309"),
    "i2c_khz": (100, 400, 1000),
    "nfc": (True, False),
    "battery": ("alkaline3", "nimh3", "lipo1"),
}

# Keys "Reset settings" leaves: the hardware (a reset must not break the
# picture of a 1.3" display) and who reads it (a reset must not turn a
# Spanish table's screens English).
KEPT = const(("lang", "display"))

# Integer keys valid anywhere in lo..hi (a file written by hand or by a later
# screen with other steps); their CHOICES are ascending. Every other key
# takes only its CHOICES.
_RANGES = const((("volume", 1, 50), ("contrast", 0, 255)))


fresh = False  # the last ``load`` found no settings file: a first boot (runner asks the language)


def valid(key, value):
    """True if ``value`` is allowed for ``key``: the default's type (a bool
    is not an int here) and in ``_RANGES`` or ``CHOICES``. False for an
    unknown key."""
    if key not in DEFAULTS or type(value) is not type(DEFAULTS[key]):
        return False
    for k, lo, hi in _RANGES:
        if k == key:
            return lo <= value <= hi
    return value in CHOICES[key]


def step(key, value, delta):
    """The choice after (``delta`` 1) or before (-1) ``value`` in
    ``CHOICES[key]``, wrapping. A valid value between two choices (a
    contrast of 100) goes to the nearest choice that way."""
    seq = CHOICES[key]
    n = len(seq)
    for i in range(n):
        if seq[i] == value:
            return seq[(i + delta) % n]
    if delta > 0:
        for c in seq:
            if c > value:
                return c
        return seq[0]
    for i in range(n - 1, -1, -1):
        if seq[i] < value:
            return seq[i]
    return seq[-1]


def load(data_dir, log=None):
    """The settings: a new dict with every key of ``KEYS``. Never raises.
    Log lines: ``sys settings unreadable`` (corrupt, truncated, not ours),
    ``sys settings unreadable version=N`` (another format), one ``sys
    settings bad key=K value=V`` per bad value and ``sys settings bad key=K
    unknown`` per unknown key. A missing file (first boot) or a missing key
    (a file from before the key existed) takes the default silently. A file
    over 1 KB is unreadable, never parsed; one too deep to parse too."""
    global fresh
    settings = dict(DEFAULTS)
    fresh = False
    if data_dir is None:
        return settings
    # Decision (bound): every key at its longest is 175 bytes (263 indented
    # by hand); 1 KB (store.load's default) leaves room for later keys.
    data, why = store.load(data_dir + "/" + FILE, None)
    if why == "missing":
        fresh = True
        return settings
    if why is not None or not isinstance(data, dict):
        _log(log, "sys settings unreadable")
        return settings
    v = data.get("v")
    if type(v) is not int or v != VERSION:
        _log(log, "sys settings unreadable version=%s" % _short(v))
        return settings
    values = data.get("values")
    if not isinstance(values, dict):
        _log(log, "sys settings unreadable")
        return settings
    for key in KEYS:
        if key in values:
            value = values[key]
            if valid(key, value):
                settings[key] = value
            else:
                _log(log, "sys settings bad key=%s value=%s" % (key, _short(value)))
    for key in sorted(k for k in values if k not in DEFAULTS):
        _log(log, "sys settings bad key=%s unknown" % _short(key, False))
    return settings


def changed(settings):
    """The settings that differ from ``DEFAULTS`` as ``key=value`` words in
    ``KEYS`` order (the boot log line), or "" when none does."""
    return " ".join("%s=%s" % (k, settings[k]) for k in KEYS if settings[k] != DEFAULTS[k])


def save(data_dir, settings):
    """Write ``settings`` (the ``KEYS``; a missing one as its default) to
    ``data_dir/settings.json`` atomically; nothing when ``data_dir`` is
    None. OSError on a full or broken flash (the old file is then intact)."""
    if data_dir is None:
        return
    values = {}
    for key in KEYS:
        values[key] = settings.get(key, DEFAULTS[key])
    store.ensure_dir(data_dir)
    store.save(data_dir + "/" + FILE, {"v": VERSION, "values": values})


def _short(value, quote=True):
    # A log field: the same text on both runtimes for JSON scalars, cut short
    # so a corrupt file cannot flood the log.
    s = repr(value) if quote else str(value)
    return s if len(s) <= 20 else s[:17] + "..."


def _log(log, line):
    if log is not None:
        log(line)
