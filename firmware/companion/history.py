"""The game history on flash: every finished game, the last 200
(docs/history.md gives the format, field by field).

One small JSON file a game, ``DATA/hist/NNNNN.json`` (its number, from 1),
written as every save here is (``companion.store.save``: a temporary file,
closed, renamed in; littlefs renames atomically), so a power cut during an
append loses that game alone and never an earlier one. Past ``KEEP`` games
the lowest numbers are removed. Reading never raises: a file that is
missing, corrupt, cut short, over 1 KB or not a record is passed over (one
log line, ``sys history file=NNNNN.json REASON``) and the others read.

Loaded for an append (after a finished game's last frame: ``Device.flush``)
and by the history screens (``companion.ui.history_ui``); never at boot.

Usage::

    k = append("/data", rec, log)        # rec: a game's record() and stamp()
    for k in reversed(numbers("/data")): rec = read("/data", k, log)
"""

from companion import const, store

KEEP = const(200)
_DIR = const("/hist")
_MAX = const(1024)  # bytes: a record is about 200
_BAD = const("sys history file=%05d.json %s")
# the fields every record has, each's type: i int, s str, l list, n list or None
_FIELDS = const(
    (
        ("v", "i"),
        ("g", "s"),
        ("var", "s"),
        ("n", "i"),
        ("s", "l"),
        ("low", "i"),
        ("pl", "l"),
        ("win", "l"),
        ("by", "s"),
        ("r", "o"),
        ("t", "o"),
        ("d", "n"),
        ("min", "i"),
        ("at", "n"),
        ("up", "i"),
    )
)


def stamp(rec, kind, began, now, boot, at):
    """``rec`` (a game's ``record()``) completed for the history: ``v``,
    ``g`` (``kind``), ``min`` (its minutes from ``began`` to ``now``, ticks
    in ms), ``up`` (minutes since ``boot``, ms) and ``at`` (``[year, month,
    day, hour, minute]`` when the clock is set, else None; see
    ``clock``)."""
    from companion import ticks_diff

    rec["v"] = 1
    rec["g"] = kind
    rec["min"] = ticks_diff(now, began) // 60000
    rec["up"] = ticks_diff(now, boot) // 60000
    rec["at"] = at
    return rec


def clock():
    """The local time as ``[year, month, day, hour, minute]``, or None
    while the clock was never set (the Pico's starts at 2021-01-01 at power
    on; mpremote sets it when it connects: a year before 2025 is unset)."""
    import time

    t = time.localtime()
    return list(t[:5]) if t[0] >= 2025 else None


def _dir(data):
    return data + _DIR


def numbers(data):
    """The games' numbers on flash, lowest first (ints)."""
    out = []
    for name in store.names(_dir(data)):
        if len(name) == 10 and name[5:] == ".json" and name[:5].isdigit():
            out.append(int(name[:5]))
    out.sort()
    return out


def path(data, k):
    return "%s/%05d.json" % (_dir(data), k)


def append(data, rec, log=None):
    """Write ``rec`` (a complete record) as the next game; its number.
    Drops what a cut append left (its temporary file) and the games past
    ``KEEP``. OSError when the flash is full or broken (nothing lost)."""
    d = _dir(data)
    store.ensure_dir(data)
    store.ensure_dir(d)
    for name in store.names(d):
        if name.endswith(".tmp"):
            _remove(d + "/" + name)
    nums = numbers(data)
    k = nums[-1] + 1 if nums else 1  # five digits: 99,999 games
    store.save(path(data, k), rec)
    nums.append(k)
    for old in nums[: max(0, len(nums) - KEEP)]:
        _remove(path(data, old))
    return k


def clear(data):
    """Remove every game of the history (its files, then the folder)."""
    d = _dir(data)
    for name in store.names(d):
        _remove(d + "/" + name)
    try:
        import os

        os.rmdir(d)
    except OSError:
        pass


def read(data, k, log=None):
    """Game ``k``'s record (a dict), or None: missing, over 1 KB, corrupt
    or not a record (said to ``log`` unless missing)."""
    rec, why = store.load(path(data, k), None, _MAX)
    if why is None:
        why = check(rec)
    if why is None:
        return rec
    if log is not None and why != "missing":
        log(_BAD % (k, why))
    return None


def check(rec):
    """None when ``rec`` is a record as docs/history.md gives it, else why
    not (a short reason for the log)."""
    if not isinstance(rec, dict):
        return "not a record"
    for key, kind in _FIELDS:
        if key not in rec:
            return "no " + key
        x = rec[key]
        if kind == "i" or kind == "o":
            ok = (x is None and kind == "o") or (isinstance(x, int) and not isinstance(x, bool))
        elif kind == "s":
            ok = isinstance(x, str) and len(x) <= 12
        else:
            ok = isinstance(x, list) or (x is None and kind == "n")
        if not ok:
            return "bad " + key
    n = rec["n"]
    if rec["v"] != 1 or not 1 <= n <= 6:
        return "bad n"
    for key, size in (("s", n), ("pl", n), ("win", None), ("d", 11), ("at", 5)):
        x = rec[key]
        if x is None:
            continue
        if size is not None and len(x) != size or len(x) > 11:
            return "bad " + key
        for y in x:
            if not isinstance(y, int) or isinstance(y, bool) or not -99999 <= y <= 99999:
                return "bad " + key
    for p in rec["win"]:
        if not 0 <= p < n:
            return "bad win"
    for p in rec["pl"]:
        if not 1 <= p <= n:
            return "bad pl"
    return None


def _remove(p):
    import os

    try:
        os.remove(p)
    except OSError:
        pass
