"""Small JSON files on the Pico's flash (littlefs), written atomically.

``save`` writes ``PATH.tmp``, closes it, then renames it over ``PATH``:
littlefs renames atomically, so a power cut leaves the old file or the new
one, never half of one. ``load`` never raises: a missing, truncated,
corrupt, oversized or too deeply nested file gives ``default`` and a reason
for the log.

Usage::

    data, why = load("/data/learned.json", {}, 16384)
    save("/data/learned.json", data)
"""

import json
import os


def replace(src, dst):
    """Rename ``src`` over ``dst``: the one portability shim. POSIX and
    littlefs replace ``dst`` atomically; a VFS that refuses an existing
    target (FAT) gets it removed first."""
    try:
        os.rename(src, dst)
    except OSError:
        os.remove(dst)
        os.rename(src, dst)


def names(path):
    """The names in the directory ``path``; [] when it cannot be read. (The
    device asks here rather than import ``os`` itself: every import of an
    extensible built-in looks for it on flash first, 1.4 ms of the boot.)"""
    try:
        return os.listdir(path)
    except OSError:
        return []


def ensure_dir(path):
    """Create the directory ``path`` (one level) if it is missing."""
    try:
        os.mkdir(path)
    except OSError:
        pass  # exists (EEXIST), or the parent is missing and save() says so


def save(path, obj):
    """Write ``obj`` as JSON to ``path`` atomically. OSError on a full or
    broken filesystem (the old file is then intact)."""
    save_text(path, json.dumps(obj))


def save_text(path, text):
    """Write ``text`` to ``path`` atomically (temporary file, closed, then
    renamed over ``path``)."""
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    replace(tmp, path)


def load(path, default, size=1024):
    """``(obj, None)`` from ``path``, or ``(default, reason)``: "missing",
    "too big: N bytes" (over ``size`` bytes, the caller's bound, default
    1 KB; not read), "too big to parse" (a file nested thousands deep or a
    long list: MemoryError, CPython's RecursionError) or "corrupt: ..." (not
    JSON, cut short). What the JSON holds (types, lengths) is the caller's
    to check.

    No depth scan before parsing: in Python it costs 13 us a byte on the
    Pico (0.21 s for a 16 KB slot, json.load itself 0.08 s), and
    MicroPython's parser keeps its stack on the heap, so within ``size`` a
    deep file costs heap, not the C stack: the MemoryError is caught."""
    try:
        n = os.stat(path)[6]
        f = open(path)
    except OSError:
        return default, "missing"
    try:
        with f:
            if n > size:
                return default, "too big: %d bytes" % n
            return json.load(f), None
    except (MemoryError, RuntimeError):  # RuntimeError: CPython's RecursionError
        return default, "too big to parse"
    except (ValueError, OSError) as e:  # MicroPython: ValueError for bad JSON
        return default, "corrupt: %s" % (e,)
