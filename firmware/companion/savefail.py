"""When saving goes wrong: a saved game that cannot be resumed, and a save
that cannot be written. Imported only then (``companion.saved``, a
failed save in ``companion.device``), so no game carries its code.

- ``aside(dev, saver)``: the saved game set aside once (``set_aside``: its
  files moved, as they are, into the folder ``oldN``; never offered again)
  and a note naming the folder (``from an older version`` when the save's
  edition is older than this firmware's, ``companion.persist``).
- ``failed(dev, err, again)``: a save that raised OSError. On a full flash
  (ENOSPC) the saver's own stale files go (``make_room``: a leftover
  temporary file, the slot the journal no longer stands on) and the save
  is tried once more; when that fails too, the players are told once per
  game (a note over the game: moves are no longer saved, and what to do),
  and the log says it once, not at every press. The last good save stays.
"""

import os

from companion import const, lang, persist, store
from companion.ui import view as v
from companion.ui.widgets import Screen

# A full flash, as littlefs says it: ENOSPC; ENAMETOOLONG for a new file
# when its directory's metadata is full; ENOENT when /data itself could
# not be made (MicroPython's Linux errno numbers, every port).
_FULL = (28, 36, 2)
_KEPT = 9  # set-aside saves kept: folders old1 .. old9 (the last reused)
# Entries of the "save" table (companion.lang: lang/en_save.py)
_S_SAVED_GAME = const(3)
_S_GO_ON = const(4)
_S_UNMOVED = const(5)
_S_OLDER = const(6)
_S_UNREAD = const(7)
_S_AS_FILES = const(8)
_S_IN_FOLDER = const(9)
_S_UNSAVED = const(10)
_S_FULL = const(11)
_S_FULL_HOW = const(12)
_S_FLASH_ERROR = const(13)
_S_ERROR_HOW = const(14)
_t = lang.area("save")


class Note(Screen):
    """A message over whatever was on screen: a title, up to four lines of
    16 characters; ``ok`` or ``back`` closes it (the press does nothing
    else). ``up``/``down`` are ignored, so no reflex press goes through it
    to the screen below."""

    def __init__(self, heading, lines):
        self.heading = heading
        self.lines = lines
        self.go_on = _t(_S_GO_ON)  # read now: the table may leave the heap (companion.saved)

    def key(self, dev, button, kind):
        if button == "ok" or button == "back":
            dev.pop()

    def view(self, dev):
        items = v.title(self.heading)
        for i, line in enumerate(self.lines):
            items.append(v.text(0, 12 + 10 * i, v.fit(line)))
        return items + v.hint(self.go_on)


def aside(dev, saver):
    """The saved game out of the way (never offered again), the game menu
    without its entry, and a note naming where it went."""
    name = set_aside(saver)
    older = saver.edition < persist.EDITION
    dev.log("sys saved game set aside as=%s older=%d" % (name, 1 if older else 0))
    dev.offer = None
    dev.stack = [dev.games_menu()]
    if name is None:  # not even renamed: offered again at the next boot
        lines = list(_t(_S_UNMOVED))
    else:
        lines = list(_t(_S_OLDER if older else _S_UNREAD))
        lines.append(_t(_S_AS_FILES if name[-1] == "-" else _S_IN_FOLDER) % name)
    dev.push(Note(_t(_S_SAVED_GAME), lines))
    dev.cue("error")


def failed(dev, err, again=None):
    """``err``: the OSError a save raised; ``again()``: the same save, or
    None for the background slot write (the journal still holds the game:
    nothing is lost yet, so the players are not told). On a full flash room
    is made, and a save is tried once more; a save that still fails is
    logged once (``sys save ok`` when one works again) and the players are
    told once per game."""
    code = err.args[0] if err.args else None
    full = code in _FULL
    room = full and make_room(dev.saver())
    if again is None:
        if not dev.unsaved & 2:
            dev.unsaved |= 2  # once per boot: the log is no place to repeat it
            dev.log("sys save failed errno=%s slot (the journal keeps the game)" % (code,))
        return
    if room:
        try:
            again()
            if not dev.unsaved & 4:  # once: a full flash may need it at every save
                dev.unsaved |= 4
                dev.log("sys save made room")
            return
        except OSError as e:
            code = e.args[0] if e.args else None
    if not dev.unsaved & 1:
        dev.unsaved |= 1
        dev.log("sys save failed errno=%s" % (code,))  # once: "sys save ok" ends it
    game = dev.game
    if game is not None and dev.told is not game:  # once per game
        dev.told = game
        lines = list(_t(_S_UNSAVED))
        if full:
            dev.push(Note(_t(_S_FULL), lines + list(_t(_S_FULL_HOW))))
        else:
            dev.push(Note(_t(_S_FLASH_ERROR), lines + list(_t(_S_ERROR_HOW))))
        dev.cue("error")


def set_aside(saver):
    """Keep a saved game that cannot be resumed out of the way: never
    offered again, never lost. Its files (the slots, the journal) are
    moved, as they are, into the folder ``oldN`` beside them (the first
    free N, 1.._KEPT; the last is emptied and reused): renames, no heap.
    On a flash too full for a new folder each is renamed in place instead,
    to ``oldN-NAME``. Copied back, they are offered again (to a firmware
    that reads them). The name (``oldN``, or ``oldN-`` for the renames in
    place), or None when a file could not be moved at all (it then stays
    where it is: nothing is removed)."""
    saver._reset()
    d = saver.dir
    names = store.names(d)
    k = 1
    while k < _KEPT and _used(names, "old%d" % k):
        k += 1
    name = "old%d" % k
    _empty(d, names, name)
    try:
        store.ensure_dir(d + "/" + name)
        os.stat(d + "/" + name)
        into = d + "/" + name + "/"
    except OSError:  # no room for a folder: beside them, renamed
        name += "-"
        into = d + "/" + name
    left = False
    for f in names:
        if f.startswith("game"):  # the slots, the journal, a leftover .tmp
            try:
                store.replace(d + "/" + f, into + f)
            except OSError:
                left = True
    if left:
        return None
    saver.clear()
    return name


def _used(names, name):
    for f in names:
        if f == name or f.startswith(name + "-"):
            return True
    return False


def _empty(d, names, name):
    # The last folder, reused: its files go first (one saved game a folder).
    for f in store.names(d + "/" + name):
        try:
            os.remove(d + "/" + name + "/" + f)
        except OSError:
            pass
    for f in names:
        if f.startswith(name + "-"):
            try:
                os.remove(d + "/" + f)
            except OSError:
                pass


def make_room(saver):
    """On a full flash, free what is the saver's own and not needed:
    temporary files a power cut left, and the slot the journal does not
    stand on (the older one; the next slot write takes its place). A
    background slot write is stopped (it starts again). True when a
    file was removed."""
    saver._reset()
    freed = False
    names = store.names(saver.dir)
    for name in names:
        if name.startswith("game") and name.endswith(".tmp"):
            saver._remove(saver.dir + "/" + name)
            freed = True
    stale = persist.SLOTS[saver.next_slot]
    if saver.seq and stale in names:
        saver._remove(saver.dir + "/" + stale)
        freed = True
    return freed
