"""A full flash, on a real littlefs: the unix port's
``vfs.VfsLfs2`` over a RAM block device of the Pico's 4 KB blocks (the
same littlefs v2 the Pico mounts), so ENOSPC comes when and where littlefs
says, not where a fake would.

A user's files fill the flash in the middle of a Hamsterdam game. The
device frees what is its own (the slot the journal does not stand on) and
goes on saving while littlefs can; when a save still fails, the players
are told once on screen and the log says it once; after a power cut the
game comes back at its last good save, never corrupt. On d896fa5 every
save after the fill failed, the log said so at every press and nothing
showed on the glass."""

import json
import os

from fakes import Scripted

from companion.device import Device
from support import MICROPYTHON, choose, skip

_BLOCK = 4096
_mounts = [0]


class RAMBlocks:
    """A block device in RAM, the ``vfs`` block protocol (extended form:
    ``readblocks``/``writeblocks`` with an offset, ``ioctl`` 4 count, 5
    size, 6 erase)."""

    def __init__(self, n):
        self.data = bytearray(_BLOCK * n)

    def readblocks(self, block, buf, off=0):
        at = block * _BLOCK + off
        buf[:] = self.data[at : at + len(buf)]

    def writeblocks(self, block, buf, off=0):
        at = block * _BLOCK + off
        self.data[at : at + len(buf)] = buf

    def ioctl(self, op, arg):
        if op == 4:
            return len(self.data) // _BLOCK
        if op == 5:
            return _BLOCK
        if op == 6:
            return 0
        return None


def littlefs(blocks=24):
    """A new littlefs of ``blocks`` 4 KB blocks, mounted; its mount point."""
    if not MICROPYTHON:
        skip("a real littlefs needs MicroPython's vfs (the unix port runs it)")
    import vfs

    dev = RAMBlocks(blocks)
    vfs.VfsLfs2.mkfs(dev)
    _mounts[0] += 1
    point = "/full%d" % _mounts[0]
    vfs.mount(vfs.VfsLfs2(dev, progsize=256), point)
    return point


def unmount(point):
    import vfs

    vfs.umount(point)


def fill(point):
    """A user's files, 4 KB each, until littlefs says ENOSPC; their count."""
    k = 0
    while True:
        try:
            with open("%s/user%d.bin" % (point, k), "wb") as f:
                f.write(bytes(_BLOCK))
        except OSError as e:
            if e.args[0] != 28:
                raise
            return k
        k += 1


class Table:
    """A Hamsterdam game played as the UI loop plays it: each press, then
    its save (``flush``), then the background slot write to its end."""

    def __init__(self, data):
        self.log = []
        self.dev = Device(Scripted((3, 4), faces=True, cycle=True), self.log.append, 0, data)
        self.saved = None  # the game at the last save that did not fail (its snapshot)
        self.notes = []
        self.presses = 0
        self.saved_at = 0  # presses then

    def press(self, button):
        dev = self.dev
        dev.press(button, "short", 0)
        self.presses += 1
        dev.flush()
        while dev.background(True):
            pass
        if dev.game is not None and not dev.unsaved & 1:
            self.saved = self.game()
            self.saved_at = self.presses
        top = dev.stack[-1]
        if type(top).__name__ == "Note":
            self.notes.append((top.heading, list(top.lines)))
            dev.press("ok", "short", 0)  # read, and closed

    def play(self, n):
        for i in range(n):
            self.press("ok" if i % 3 == 0 else "down")  # a roll, two floods

    def game(self):
        """The running game's snapshot, as JSON gives it back."""
        return json.loads(json.dumps(self.dev.game.snapshot()))

    def acts(self):
        return self.game()["doc"]["acts"]


def test_a_full_flash_frees_the_saver_own_then_tells_once_and_keeps_the_last_save():
    point = littlefs()
    try:
        data = point + "/data"
        t = Table(data)
        for b in ("ok", "ok", "ok"):  # Hamsterdam, 3 players, standard
            t.press(b)
        t.play(90)
        at_fill = t.game()
        assert t.saved == at_fill  # every action saved so far
        assert fill(point) > 0
        t.play(150)
        played = t.game()
        # littlefs had room for the slot the journal did not need: the
        # game went on being saved well past the fill (20 more presses)
        assert "sys save made room" in t.log
        assert t.saved_at >= 93 + 20
        # then the flash was full even so: told once, logged once
        told = ["Moves are not", "being saved.", "Free space: see", "README, Flash."]
        assert t.notes == [("Flash is full", told)]
        assert t.log.count("sys save failed errno=28") == 1
        assert played != t.saved  # the game went on, unsaved
        # a power cut: the last good save comes back, exactly
        again = Table(data)
        choose(again.dev, "Resume")
        assert again.log[-1] == "sys resume game=hd"
        assert again.game() == t.saved
    finally:
        unmount(point)


def test_room_made_again_saves_resume_and_the_log_says_so():
    # The user frees space (deletes a file): the next save works, the log
    # says so once, and nothing is told again in this game
    point = littlefs()
    try:
        data = point + "/data"
        t = Table(data)
        for b in ("ok", "ok", "ok"):
            t.press(b)
        t.play(90)
        fill(point)
        t.play(150)
        assert len(t.notes) == 1
        os.remove(point + "/user0.bin")
        os.remove(point + "/user1.bin")
        t.play(30)
        assert "sys save ok" in t.log
        assert len(t.notes) == 1
        again = Table(data)
        choose(again.dev, "Resume")
        assert again.game() == t.game()  # everything, the unsaved stretch included
    finally:
        unmount(point)


def test_a_save_that_cannot_resume_on_a_full_flash_is_renamed_in_place_never_lost():
    # no room for the folder old1: the files are renamed beside it
    point = littlefs()
    try:
        data = point + "/data"
        os.mkdir(data)
        bad = '{"v": 1, "seq": 3, "game": {"game": "hd", "doc": {"players": 99, "acts": []}}}'
        with open(data + "/game-a.json", "w") as f:
            f.write(bad)
        fill(point)
        t = Table(data)
        choose(t.dev, "Resume")
        top = t.dev.stack[-1]
        assert top.heading == "Saved game"
        names = os.listdir(data)
        if "old1" in names:  # littlefs found room for the folder after all
            assert top.lines[-1] == "in folder old1"
            path = data + "/old1/game-a.json"
        else:
            assert top.lines[-1] == "as old1-game-*"
            path = data + "/old1-game-a.json"
        with open(path) as f:
            assert f.read() == bad
    finally:
        unmount(point)
