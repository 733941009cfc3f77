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

    k = append("/data", rec, log)        # rec: a game's record(), stamped (Device.stamped)
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
        ("side", "n"),
        ("r", "o"),
        ("t", "o"),
        ("d", "n"),
        ("min", "o"),
        ("at", "n"),
        ("up", "i"),
    )
)

# The lists a record holds: (key, length (None: n), least, most)
_LISTS = const(
    (
        ("s", None, -99999, 99999),
        ("pl", None, 1, 6),
        ("side", None, 0, 5),
        ("d", 11, 0, 99999),
        ("at", 5, 0, 0),
    )
)
# ``at``'s fields: year, month, day, hour, minute
_AT = const(((2000, 2099), (1, 12), (1, 31), (0, 23), (0, 59)))


def keep(dev, rec):
    """Append ``rec`` (complete: ``Device.stamped``) to ``dev``'s history
    (``dev.data_dir``; none without one), numbered in ``dev.evening``,
    logged (``sys history game=N kind=KIND``). A full or broken flash
    loses that record alone, logged (``sys history failed: ...``); the
    game menu goes on."""
    if dev.data_dir is None:
        return
    dev.writing(True)
    try:
        k = append(dev.data_dir, rec)
    except OSError as e:
        dev.log("sys history failed: %s" % (e,))
        return
    finally:
        dev.writing(False)
    dev.evening.append(k)
    dev.log("sys history game=%d kind=%s" % (k, rec["g"]))


def _dir(data):
    return data + _DIR


def numbers(data):
    """The games' numbers on flash, lowest first (ints; a name of five
    digits or more: past 99,999 games the names grow a digit)."""
    out = []
    for name in store.names(_dir(data)):
        stem = name[:-5]
        if name[-5:] == ".json" and len(stem) >= 5 and stem.isdigit():
            out.append(int(stem))
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
    k = nums[-1] + 1 if nums else 1
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
    if rec["v"] != 1:
        return "bad v"
    if not 2 <= n <= 6:
        return "bad n"
    for key, size, low, high in _LISTS:
        x = rec[key]
        if x is None:
            continue
        if len(x) != (n if size is None else size):
            return "bad " + key
        for i, y in enumerate(x):
            lo, hi = (low, high) if key != "at" else _AT[i]
            if not isinstance(y, int) or isinstance(y, bool) or not lo <= y <= hi:
                return "bad " + key
    pl = rec["pl"]
    win = rec["win"]
    for p in win:
        if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < n or pl[p] != 1:
            return "bad win"
    if not win or len(win) != pl.count(1) or min(pl) != 1 or max(pl) > n:
        return "bad pl"
    for key in ("min", "up", "r", "t"):
        if rec[key] is not None and not 0 <= rec[key] <= 99999:
            return "bad " + key
    return None


def _remove(p):
    import os

    try:
        os.remove(p)
    except OSError:
        pass
