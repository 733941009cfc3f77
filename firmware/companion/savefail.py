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

from companion import persist, store
from companion.ui import view as v
from companion.ui.widgets import Screen

_ENOSPC = 28  # MicroPython's errno.ENOSPC (Linux numbering, every port)
_KEPT = 9  # set-aside saves kept: folders old1 .. old9 (the last reused)


class Note(Screen):
    """A message over whatever was on screen: a title, up to four lines of
    16 characters; ``ok`` or ``back`` closes it (the press does nothing
    else). ``up``/``down`` are ignored, so no reflex press goes through it
    to the screen below."""

    def __init__(self, heading, lines):
        self.heading = heading
        self.lines = lines

    def key(self, dev, button, kind):
        if button == "ok" or button == "back":
            dev.pop()

    def view(self, dev):
        items = v.title(self.heading)
        for i, line in enumerate(self.lines):
            items.append(v.text(0, 12 + 10 * i, v.fit(line)))
        return items + v.hint("ok: go on")


def aside(dev, saver):
    """The saved game out of the way (never offered again), the game menu
    without its entry, and a note naming where it went."""
    name = set_aside(saver)
    older = saver.edition < saver.EDITION
    dev.log("sys saved game set aside as=%s older=%d" % (name, 1 if older else 0))
    dev.offer = None
    dev.stack = [dev.games_menu()]
    if name is None:
        lines = ["could not be", "read, nor kept."]
    elif older:
        lines = ["from an older", "version: kept", "in folder " + name]
    else:
        lines = ["could not be", "read: kept in", "folder " + name]
    dev.push(Note("Saved game", lines))
    dev.cue("error")


def failed(dev, err, again=None):
    """``err``: the OSError a save raised; ``again()``: the same save, or
    None for the background slot write (the journal still holds the game:
    nothing is lost yet, so the players are not told). On a full flash room
    is made, and a save is tried once more; a save that still fails is
    logged once (``sys save ok`` when one works again) and the players are
    told once per game."""
    code = err.args[0] if err.args else None
    room = code == _ENOSPC and make_room(dev.saver())
    if again is None:
        if not dev.unsaved & 2:
            dev.unsaved |= 2  # once per boot: the log is no place to repeat it
            dev.log("sys save failed errno=%s slot (the journal keeps the game)" % (code,))
        return
    if room:
        try:
            again()
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
        lines = ["Moves are not", "being saved."]
        if code == _ENOSPC:
            dev.push(Note("Flash is full", lines + ["Free space: see", "README, Flash."]))
        else:
            dev.push(Note("Flash error", lines + ["See README,", "Flash."]))
        dev.cue("error")


def set_aside(saver):
    """Keep a saved game that cannot be resumed out of the way: never
    offered again, never lost. Its files (the slots, the journal) are
    moved, as they are, into the folder ``oldN`` beside them (the first
    free N, 1.._KEPT; the last is reused): renames only, so no room and
    no heap is needed. Copied back, they are offered again (to a
    firmware that reads them). The name, or None when nothing moved."""
    saver._reset()
    names = store.names(saver.dir)
    k = 1
    while k < _KEPT and "old%d" % k in names:
        k += 1
    name = "old%d" % k
    store.ensure_dir(saver.dir + "/" + name)
    kept = None
    for f in names:
        if f.startswith("game"):  # the slots, the journal, a leftover .tmp
            try:
                store.replace(saver.dir + "/" + f, saver.dir + "/" + name + "/" + f)
                kept = name
            except OSError:
                pass
    saver.clear()
    return kept


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
