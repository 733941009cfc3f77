"""The running game on flash: saved after every action that changed it, so a
power cut, a brown-out or a watchdog reset comes back to the same game.

Two slots, ``game-a.json`` and ``game-b.json``, hold whole snapshots,
written in turn, each atomically (a temporary file, closed, then renamed
over the slot; littlefs renames atomically). Each carries a sequence number
one higher than the last; a slot that is corrupt, truncated, over 32 KB,
too big to parse or not a slot is passed over (logged), and a cut during a
write leaves the other slot intact. Format:
``{"v": 1, "w": 1, "seq": n, "game": {...}}``; another version is never
misread. ``w``, the save's edition (absent in older saves: 0), is raised
when a game's ``restore`` stops reading what an earlier firmware wrote, so
a save that cannot be resumed is named "from an older version"
(``companion.savefail``); the journal carries it too.

A game whose snapshot keeps an append-only list of acts (its ``log_path``:
Hamsterdam's ``("doc", "acts")``; the scoring sessions'
``("acts",)``, their cards in tap order) is journalled: a save then writes
only the small ``game-j.json``, ``{"v": 2, "base": seq, "n": k, "path":
[...], "head": {...}, "acts": [...]}``: the snapshot without its list
(``head``), and the acts after the first ``k`` of the slot ``base``. The
file is small enough to live inside littlefs's metadata (at most 512 bytes
at the Pico's 4 KB blocks: a session's act is about 32), so a save is one
256-byte page program (an erase about one save in sixteen), and costs the
same at the hundredth act as at the first. Once the tail holds _TAIL_FOLD
acts, ``step()`` writes a new slot in the background, _SLICE acts at a time
between the UI loop's passes, then points the journal at it. An undo below
``k`` only lowers ``k``, and so does a card taken back out of the middle of
a session's list (the game reports the acts at the front of its list left
as they were: that card's index); a game whose log drops its oldest acts
(``companion.rules.actlog``) replaces the list and reports 0 kept at its
next save (the device saves after every action, before any background
slice), which stops a write of the old one.

``load`` takes the journal over the slot it names, else the newest slot.

Usage::

    saver = GameSaver("/data")
    saver.save(snapshot)                      # a JSON-able dict, whole
    saver.save(snapshot, ("doc", "acts"), n)  # journalled; n: fewest acts since the last save
    while saver.step(game): pass              # the background slot write, a slice per call
    snap = saver.load(log)                    # the newest valid snapshot, or None
    saver.clear()                             # the game is over and dismissed

A save that cannot be resumed is moved aside, and a full flash gets the
saver's own stale files removed, by ``companion.savefail`` (``set_aside``,
``make_room``: loaded only then).
"""

import hashlib
import io
import json
import os

from companion import const, store

FORMAT = 1
EDITION = 1  # "w": see the module docstring
SLOTS = ("game-a.json", "game-b.json")
_JOURNAL = const("/game-j.json")
_JOURNAL_V = const(2)
_TAIL_FOLD = const(8)  # acts in the journal's tail that start a new slot
_SLICE = const(16)  # acts encoded and written per background step
_MARK = const(("@@log@@",))  # where the list goes in a slot's text: ["@@log@@"]
# Decision (bound, for every file load reads): a slot grows about 16 bytes an
# act; the longest game of our random 2-player trials (1,090 acts, hardly a
# flood) is a 17 KB slot, a 4-player scoring session with every card about
# 4 KB, the journal under 2 KB. Parsed with the Pico's 32-bit objects that 17
# KB slot holds 90 KB of heap, so a slot much over 32 KB could not be parsed
# there anyway.
_MAX = const(32768)
_SHAPE = const("corrupt: wrong shape or version")
_HEAD = const('{"v": %d, "w": %d, "seq": %d, "game": ')
_BAD = const("sys saved file=%s %s")


def _set(snap, path, value):
    """``snap`` with the list at ``path`` set to ``value``: shallow copies
    along the path, the game's own dicts untouched."""
    top = dict(snap)
    d = top
    for k in path[:-1]:
        d[k] = dict(d[k])
        d = d[k]
    d[path[-1]] = value
    return top


class GameSaver:
    """``dir_``: a directory on the flash (created on the first save).
    ``bytes_written`` and ``saves`` count what was written, for the figures.
    ``edition``: the loaded save's ``w`` (0: written before it existed)."""

    def __init__(self, dir_):
        self.dir = dir_
        self.seq = 0
        self.next_slot = 0
        self.bytes_written = 0
        self.saves = 0
        self._last = None  # the digest of the last whole save: unchanged, not rewritten
        self._head = None  # the journal's last head, (acts, n, last act) and tail: compared first
        self.base = None  # the journal's slot (its seq), None: no journal yet
        self.n = 0  # acts of that slot the journal keeps
        self._fold = None  # the background slot write: [generator, acts it writes, fewest since]
        self._tail = 0  # acts in the journal's tail at the last save
        self.edition = EDITION

    def _path(self, i):
        return self.dir + "/" + SLOTS[i]

    def _read(self, i, log=None):
        # Slot i ({"v", "seq", "game"}), or None: missing, refused by
        # store.load (over _MAX, too deep, corrupt) or not a slot (logged).
        data, why = store.load(self._path(i), None, _MAX)
        if why is None and not (
            isinstance(data, dict)
            and data.get("v") == FORMAT
            and isinstance(data.get("seq"), int)
            and isinstance(data.get("game"), dict)
        ):
            why = _SHAPE
        if why is None:
            return data
        if log is not None and why != "missing":
            log(_BAD % (SLOTS[i], why))
        return None

    def load(self, log=None):
        """The newest valid snapshot (a dict), or None: the journal over the
        slot it names, else the newest slot. Raises only MemoryError (the
        journal joined to its slot); the next save goes to the other slot,
        so the loaded one is kept. A bad slot (over 32 KB, too big to parse,
        corrupt, not a slot) is passed over for the other, a bad journal for
        the newest slot; ``log`` (a callable) gets one line for each: ``sys
        saved file=NAME REASON``."""
        self._reset()
        best = None
        best_i = 0
        got = []
        for i in range(len(SLOTS)):
            data = self._read(i, log)
            got.append(data)
            if data is not None and (best is None or data["seq"] > best["seq"]):
                best = data
                best_i = i
        self.base = None
        self._last = None
        self._head = None
        if best is None:
            self.seq = 0
            self.next_slot = 0
            return None
        self.seq = best["seq"]
        self.next_slot = 1 - best_i
        self.edition = _edition(best)
        j, why = store.load(self.dir + _JOURNAL, None, _MAX)
        try:
            if why is None and j.get("v") != _JOURNAL_V:
                why = _SHAPE
            if why is None:
                path, head, acts, n = j["path"], j["head"], j["acts"], j["n"]
                for i in range(len(SLOTS)):
                    data = got[i]
                    if data is None or data["seq"] != j["base"]:
                        continue
                    base = data["game"]
                    for k in path:
                        base = base[k]
                    if isinstance(head, dict) and isinstance(acts, list) and 0 <= n <= len(base):
                        game = _set(head, path, base[:n] + acts)  # may raise: state untouched
                        self.base = j["base"]
                        self.n = n
                        self.next_slot = 1 - i
                        self.edition = _edition(j)
                        return game
                    why = _SHAPE
        except (AttributeError, KeyError, TypeError, IndexError, ValueError):
            why = _SHAPE  # a journal not in this shape: the newest slot
        if log is not None and why is not None and why != "missing":
            log(_BAD % (_JOURNAL[1:], why))
        return best["game"]

    def save(self, game, path=None, n=None):
        """Save ``game`` (a JSON-able dict) if it differs from the last save;
        the bytes written (0: unchanged). ``path``: the key path of its
        append-only list of acts (journalled, see the module docstring);
        ``n``: the acts at the front of that list unchanged since the last
        save (an undo pops one; a card taken back from the middle of a
        session's list: its index). OSError when the flash is full or
        broken: the previous save is then intact."""
        if path is None:
            # Streamed twice (to a SHA-256, to see whether anything changed,
            # then to the file): no copy of the text is built on the heap.
            digest = _Digest()
            json.dump(game, digest)
            d = digest.h.digest()
            if d == self._last:
                return 0
            if self.base is not None or self._last is None:
                # A game that is not journalled: no journal, not even one a
                # cut inside ``clear`` left (it would name this slot's seq)
                self._remove(self.dir + _JOURNAL)
                self.base = None
            size = self._write(game)
            self._last = d
            return size
        acts = game
        for k in path:
            acts = acts[k]
        if n is None or n > len(acts):
            n = len(acts)
        fold = self._fold
        if fold is not None and n < fold[2]:
            fold[2] = n
        if self.base is None:  # the first save: a whole slot, the journal over it
            size = self._write(game)
            self.base = self.seq
            self.n = len(acts)
            self._last = None
            self._head = None
            return size + self.save(game, path)
        if n < self.n:
            self.n = n
        head = _set(game, path, None)
        # Unchanged (a menu move, a cursor): the same head, as many acts, the
        # same n and the same last act (an undo and a new act make a new
        # list): compared in place, before any text is made.
        key = (len(acts), self.n, acts[-1] if acts else None)
        last = self._head
        if last is not None and last[1][:2] == key[:2] and last[1][2] is key[2] and last[0] == head:
            return 0
        tail = acts[self.n :]
        self._tail = len(tail)
        if last is not None and last[1][1] == self.n and last[2] == tail and last[0] == head:
            self._head = (head, key, tail)  # the same journal, made of new acts alike
            return 0
        # In place: littlefs commits a file's new contents at close, all or
        # nothing, and a file this small lives in its directory's metadata.
        # Streamed: no text of it on the heap (about 2 KB at a long game's
        # end, a block a fragmented heap may not have).
        store.ensure_dir(self.dir)
        with open(self.dir + _JOURNAL, "w") as f:
            json.dump(
                {
                    "v": _JOURNAL_V,
                    "w": EDITION,
                    "base": self.base,
                    "n": self.n,
                    "path": list(path),
                    "head": head,
                    "acts": tail,
                },
                f,
            )
            size = f.tell()
        self._last = None
        self._head = (head, key, tail)  # only once written: a failed write is tried again
        self.bytes_written += size
        self.saves += 1
        if fold is None and len(acts) - self.n >= _TAIL_FOLD:
            self._fold = [self._save(game, path, len(acts)), len(acts), len(acts)]
        return size

    def step(self, game):
        """One slice of the background slot write (``game``: the running
        game screen, for its snapshot when the journal moves over). True
        while more remain. OSError as ``save``."""
        fold = self._fold
        if fold is None:
            return False
        if fold[2] < fold[1]:  # undone (or folded) below what it writes
            self._reset()
            return False
        try:
            next(fold[0])
        except StopIteration:
            self._fold = None
            self.n = fold[1]
            self._last = None
            self._head = None
            path = game.log_path
            if path is not None:
                self.save(game.snapshot(), path)  # the journal over the new slot
            return False
        except Exception:
            self._reset()
            raise
        return True

    def full(self):
        """True when the background slot write should not wait for a quiet
        moment any longer: the journal's tail has grown to twice the one
        that starts it (much past that the journal no longer fits
        littlefs's metadata, and every save would erase a sector)."""
        return self._fold is not None and self._tail >= 2 * _TAIL_FOLD

    def _reset(self):
        # Stop a background slot write (its file is closed, then removed).
        fold = self._fold
        self._fold = None
        if fold is not None:
            try:
                fold[0].close()  # its finally closes the file
            except OSError:
                pass  # a full or broken flash: the file is dropped all the same
            self._remove(self._path(self.next_slot) + ".tmp")

    def _save(self, game, path, n):
        # Writes the next slot: the snapshot with the first n acts, _SLICE
        # acts a step, never the whole text on the heap; then renames it in.
        text = json.dumps(_set(game, path, _MARK))
        at = text.find(json.dumps(_MARK[0]))  # the text is ...["@@log@@"]...
        acts = game
        for k in path:
            acts = acts[k]  # the live list: its first n acts stay (or the write stops)
        seq = self.seq + 1
        slot = self._path(self.next_slot)
        tmp = slot + ".tmp"
        store.ensure_dir(self.dir)
        f = open(tmp, "w")
        try:
            f.write(_HEAD % (FORMAT, EDITION, seq))
            f.write(text[:at])
            k = 0
            while k < n:
                yield
                end = n if n < k + _SLICE else k + _SLICE
                while k < end:  # an act at a time: no text of a slice on the heap
                    if k:
                        f.write(", ")
                    json.dump(acts[k], f)
                    k += 1
            f.write(text[at + len(_MARK[0]) + 2 :])
            f.write("}")
        finally:
            f.close()
        yield
        size = os.stat(tmp)[6]
        store.replace(tmp, slot)
        self.seq = seq
        self.base = seq
        self.next_slot = 1 - self.next_slot
        self.bytes_written += size

    def _write(self, game):
        store.ensure_dir(self.dir)
        path = self._path(self.next_slot)
        tmp = path + ".tmp"
        with open(tmp, "w") as f:
            f.write(_HEAD % (FORMAT, EDITION, self.seq + 1))
            json.dump(game, f)
            f.write("}")
        size = os.stat(tmp)[6]
        store.replace(tmp, path)
        self.seq += 1
        self.next_slot = 1 - self.next_slot
        self.bytes_written += size
        self.saves += 1
        return size

    def clear(self):
        """Forget the saved game: the older slot, the newer, then the
        journal (without its slot a journal is ignored), so a power cut in
        between leaves the newest game or none, never an older one."""
        self._reset()
        if self.seq:  # saved or loaded here: the next save's slot is the older
            older = self.next_slot
        else:  # neither: read them (a slot parsed costs heap: not after a game)
            seqs = []
            for i in range(len(SLOTS)):
                data = self._read(i)
                seqs.append(-1 if data is None else data["seq"])
            older = 0 if seqs[0] <= seqs[1] else 1
        for i in (older, 1 - older):
            self._remove(self._path(i))
        self._remove(self.dir + _JOURNAL)
        self._last = None
        self._head = None
        self.base = None
        self.seq = 0
        self.next_slot = 0

    def _remove(self, path):
        try:
            os.remove(path)
        except OSError:
            pass


def _edition(data):
    w = data.get("w", 0)
    return w if isinstance(w, int) else 0


class _Digest(io.IOBase):
    """A write-only stream into SHA-256 (``json.dump`` writes pieces; on
    MicroPython a stream must be an ``io.IOBase``)."""

    def __init__(self):
        self.h = hashlib.sha256()

    def write(self, s):  # type: ignore[override]
        self.h.update(s.encode() if isinstance(s, str) else s)
        return len(s)
