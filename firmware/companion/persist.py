"""The running game on flash: saved after every action that changed it, so a
power cut, a brown-out or a watchdog reset comes back to the same game.

Two slots, ``game-a.json`` and ``game-b.json``, written in turn, each
atomically (``store.save``: a temporary file, closed, then renamed over the
slot; littlefs renames atomically). Each save carries a sequence number one
higher than the last; ``load`` takes the valid slot with the highest one. So
a cut during a save leaves the other slot, the previous action, intact, and
a slot that is corrupt or truncated is simply passed over.

The file format is versioned: ``{"v": 1, "seq": n, "game": {...}}``; a slot
of another version is ignored (never misread).

Usage::

    saver = GameSaver("/data")
    saver.save(game_snapshot)      # a JSON-able dict
    snap = saver.load()            # the newest valid snapshot, or None
    saver.clear()                  # the game is over and dismissed
"""

import hashlib
import io
import json
import os

from companion import store

FORMAT = 1
SLOTS = ("game-a.json", "game-b.json")


class GameSaver:
    """``dir_``: a directory on the flash (created on the first save).
    ``bytes_written`` and ``saves`` count what was written, for the figures."""

    def __init__(self, dir_):
        self.dir = dir_
        self.seq = 0
        self.next_slot = 0
        self.bytes_written = 0
        self.saves = 0
        self._last = None  # the text last written: an unchanged game is not rewritten

    def _path(self, i):
        return self.dir + "/" + SLOTS[i]

    def _read(self, i):
        data, why = store.load(self._path(i), None)
        if why is not None or not isinstance(data, dict):
            return None
        if data.get("v") != FORMAT or not isinstance(data.get("seq"), int):
            return None
        if not isinstance(data.get("game"), dict):
            return None
        return data

    def load(self):
        """The newest valid snapshot (a dict), or None. Never raises; the
        next save goes to the other slot, so the loaded one is kept."""
        best = None
        best_i = 0
        for i in range(len(SLOTS)):
            data = self._read(i)
            if data is not None and (best is None or data["seq"] > best["seq"]):
                best = data
                best_i = i
        if best is None:
            self.seq = 0
            self.next_slot = 0
            return None
        self.seq = best["seq"]
        self.next_slot = 1 - best_i
        return best["game"]

    def save(self, game):
        """Save ``game`` (a JSON-able dict) if it differs from the last save.
        Returns the bytes written (0: unchanged). OSError when the flash is
        full or broken: the previous save is then intact.

        The JSON is streamed (to a SHA-256 first, to see whether anything
        changed, then to the file): no copy of a long game's text is ever
        built on the heap."""
        digest = _Digest()
        json.dump(game, digest)
        d = digest.h.digest()
        if d == self._last:
            return 0
        store.ensure_dir(self.dir)
        path = self._path(self.next_slot)
        tmp = path + ".tmp"
        with open(tmp, "w") as f:
            f.write('{"v": %d, "seq": %d, "game": ' % (FORMAT, self.seq + 1))
            json.dump(game, f)
            f.write("}")
        size = os.stat(tmp)[6]
        store.replace(tmp, path)
        self.seq += 1
        self.next_slot = 1 - self.next_slot
        self._last = d
        self.bytes_written += size
        self.saves += 1
        return size

    def clear(self):
        """Forget the saved game (both slots). The older slot goes first: a
        power cut in between leaves the newest game, never an older one
        coming back."""
        seqs = []
        for i in range(len(SLOTS)):
            data = self._read(i)
            seqs.append(-1 if data is None else data["seq"])
        order = (0, 1) if seqs[0] <= seqs[1] else (1, 0)
        for i in order:
            self._remove(self._path(i))
        self._last = None
        self.seq = 0
        self.next_slot = 0

    def _remove(self, path):
        try:
            os.remove(path)
        except OSError:
            pass


class _Digest(io.IOBase):
    """A write-only stream into SHA-256 (``json.dump`` writes pieces; on
    MicroPython a stream must be an ``io.IOBase``)."""

    def __init__(self):
        self.h = hashlib.sha256()

    def write(self, s):  # type: ignore[override]
        self.h.update(s.encode() if isinstance(s, str) else s)
        return len(s)
