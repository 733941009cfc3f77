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

from companion import const, games, lang
from companion.ui.widgets import Menu

# Entries of the "ui" table (companion.lang: lang/en_ui.py)
_U_DISCARD = const(17)
_U_KEEP = const(19)
# and of this module's own, "save" (lang/en_save.py: in the heap while it is)
_S_RESUME = const(0)
_S_NEW_GAME = const(1)
_S_DISCARD_SAVED = const(2)
_S_LABELS = const(15)
_t = lang.area("save")


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
        # A finished game (its results were shown): nothing to resume.
        # The players read the results and switched off: its record is
        # kept in the history first (``_finished``, after the boot's
        # first frame), then it is cleared with one line.
        dev.later(lambda d: _finished(d, saver, snap))
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
        lang.forget("ui")  # this module's texts: not needed now (a failure loads them again)
        try:
            mod = __import__("companion.ui." + row[2], None, None, ("restore",))
            game = mod.restore(snap)
            dev.start(game, "sys resume game=%s" % snap.get("game"))
            game.resumed(dev)  # what the game shows first after a resume (Stramash: setup)
            dev.view()  # its first frame: a state restore let through fails here, not in the loop
            _done(False)  # (the game's own texts stay)
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
        u = lang.text
        no = u("ui", _U_KEEP)
        dev.push(Menu(_t(_S_DISCARD_SAVED), [(no, keep), (u("ui", _U_DISCARD), discard)]))

    saved = _Offer(label, resume, ask)
    dev.offer = saved
    dev.stack[0] = dev.games_menu()
    dev.push(saved)


def _finished(dev, saver, snap):
    """A finished game's save at boot: cleared, then the record it carries
    (``rec``, written with it once the game was over: ``Device.flush``)
    appended to the history. In that order: a power cut between the two
    loses the record (never kept twice: a save still there would be kept
    again at the next boot)."""
    dev.writing(True)
    try:
        saver.clear()
    finally:
        dev.writing(False)
    dev.log("sys saved game=%s finished: cleared" % (snap.get("game"),))
    rec = snap.get("rec")
    if rec is not None:
        from companion.history import check

        why = check(rec)
        if why is None:
            dev.keep(rec, None, None)
        else:
            dev.log("sys saved game record %s" % why)


class _Offer(Menu):
    """The saved game's menu: its label (the snapshot's, English: logged)
    and ``Resume`` / ``New game``, in the active language, made again when
    it changes (the menu waits under the game menu's "Resume saved")."""

    def __init__(self, label, resume, ask):
        Menu.__init__(self, None, None)
        self.label = label
        self.acts = (resume, ask)
        self.relang(None)

    def relang(self, dev):
        self.heading = _shown(self.label)
        self.entries = [(_t(_S_RESUME), self.acts[0]), (_t(_S_NEW_GAME), self.acts[1])]


def _shown(label):
    """A saved game's ``label`` (English: "Hamsterdam rd 3", "Hats 2p 5
    taps") as the glass shows it: word by word through the "save" table's
    LABELS, the words English's entry lists (a ``%s`` in one stands for
    any text: "T%s" for "T12"), the first that matches."""
    if lang.code == "en":
        return label
    words = lang.table("save", "en")[_S_LABELS]  # read once, not kept
    mine = _t(_S_LABELS)
    return " ".join([lang.why(zip(words, mine), w) for w in label.split(" ")])


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


def _done(texts=True):
    # No offer left: this module's code leaves the heap (about 4 KB of a
    # game's room; a failed save imports it again), and (``texts``) its
    # table with every other but the shared one's (none is in use then).
    if texts:
        lang.forget("ui")
    games.unload(("companion.saved",), False)


def _set_aside(dev, saver):
    from companion.savefail import aside

    aside(dev, saver)
    _done()
