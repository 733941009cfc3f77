"""Small JSON files on the Pico's flash (littlefs), written atomically.

``save`` writes ``PATH.tmp``, closes it, then renames it over ``PATH``:
littlefs renames atomically, so a power cut leaves the old file or the new
one, never half of one. ``load`` never raises: a missing, truncated or
corrupt file gives ``default`` and a reason for the log.

Usage::

    data, why = load("/data/learned.json", {})
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


def load(path, default):
    """``(obj, None)`` from ``path``, or ``(default, reason)`` when it is
    missing ("missing") or unreadable ("corrupt: ...")."""
    try:
        f = open(path)
    except OSError:
        return default, "missing"
    try:
        with f:
            return json.load(f), None
    except (ValueError, OSError) as e:  # MicroPython: ValueError for bad JSON
        return default, "corrupt: %s" % (e,)
