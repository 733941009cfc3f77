"""The saved game on the device's side: the offer at boot and the resume.

Imported only when a saved game is on flash at boot, so a boot without one
loads none of it (about 3 ms a KB of code on the Pico), and unloaded once
there is no offer left (resumed, discarded, set aside, cleared).

- ``offer(dev)``: the boot's "Resume / New game" menu for the saved game.
- A resume that fails (the game's ``restore`` raises, or its first frame
  does) sets the save aside once (``companion.savefail``: folder ``oldN``,
  never offered again) and says so on screen; a save that cannot even be
  loaded (too big, an unknown game) the same at boot. No entry a player
  can pick then points at a game that is not there.
"""

from companion import games
from companion.ui.widgets import Menu


def offer(dev):
    """At boot, ``dev.data_dir`` holding a saved game: load it and push its
    menu (``Resume`` / ``New game``), or set it aside when none of its
    files can be read (corrupt, too big: ``GameSaver.load`` logs why), it
    is too big to load or it names no game. A finished game is cleared."""
    saver = dev.saver()
    try:
        snap = saver.load(dev.log)
    except MemoryError:  # a saved game too long for the heap: never a boot loop
        dev.log("sys saved game too big to load")
        _set_aside(dev, saver)
        return
    if snap is None:
        from companion import store

        for name in store.names(saver.dir):
            if name.startswith("game") and name.endswith(".json"):  # not a cut's .tmp
                return _set_aside(dev, saver)  # there, but none could be read (logged)
        return _done()
    if snap.get("over") == 1:  # 1 or true: nothing else clears a save
        # A finished game (its results were shown): nothing to
        # resume. Cleared with one line, whatever the game.
        saver.clear()
        dev.log("sys saved game=%s finished: cleared" % (snap.get("game"),))
        return _done()
    # Only the label now: the game's modules are imported when it is resumed
    # (a quick boot, and nothing loaded for a game the players do not want).
    row = games.find(snap.get("game"))
    if row is None:
        dev.log("sys saved game unreadable: %r" % (snap.get("game"),))
        _set_aside(dev, saver)
        return
    label = snap.get("label")  # the game writes its own; older saves: its name
    label = str(label) if label is not None else row[0]
    dev.log("sys saved game=%s %s" % (snap.get("game"), label))

    def resume(dev):
        dev.offer = None
        try:
            mod = __import__("companion.ui." + row[2], None, None, ("restore",))
            game = mod.restore(snap)
            dev.start(game, "sys resume game=%s" % snap.get("game"))
            game.resumed(dev)  # what the game shows first after a resume (Stramash: setup)
            dev.view()  # its first frame: a state restore let through fails here, not in the loop
            _done()
        except Exception as e:  # a saved game this firmware cannot read: never a crash
            dev.log("sys saved game unreadable: %r" % (e,))
            dev.game = None
            dev.stack = []
            dev._drop()  # the game's modules go
            _set_aside(dev, saver)

    # "New game" asks first, as a game's own "New game" does: two presses
    # must not throw an evening's game away. ``back`` keeps it: the game
    # menu then offers it first, and a game started from there asks.
    def keep(dev):
        dev.push(saved)

    def ask(dev):
        dev.push(Menu("Discard saved?", [("No, keep it", keep), ("Yes, discard", discard)]))

    saved = Menu(label, [("Resume", resume), ("New game", ask)])
    dev.offer = saved
    dev.stack[0] = dev.games_menu()
    dev.push(saved)


def discard(dev):
    """The saved game thrown away (the players said so): the game menu
    without its entry."""
    dev.writing(True)
    try:
        dev.saver().clear()
    finally:
        dev.writing(False)
    dev.log("sys saved game discarded")
    dev.offer = None
    dev.stack = [dev.games_menu()]
    dev.dirty = True
    _done()


def _done():
    # No offer left: this module's code leaves the heap (about 4 KB of a
    # game's room; a failed save imports it again).
    games.unload(("companion.saved",), False)


def _set_aside(dev, saver):
    from companion.savefail import aside

    aside(dev, saver)
    _done()
