"""Power cuts while saving a game, on the real littlefs (MicroPython unix port only).

``companion.persist.GameSaver`` keeps the running game in two slots written in
turn, each through a temporary file and a rename. This test cuts the power at
every single flash operation of a scripted game and checks what the device
finds when it boots again.

- ``RamFlash``: a RAM block device for ``vfs.VfsLfs2`` with the extended
  interface (``readblocks(block, buf, offset)``, ``writeblocks(block, buf,
  offset)``, ``ioctl`` 1-6; erase sets a block to 0xFF), counting programs
  (``writeblocks`` calls), erases and programmed bytes. ``cut_at=n`` lets the
  first ``n`` programs/erases through and silently drops every later one:
  the power is gone, the app keeps running on a dead flash. The memory is
  copied at the moment of the cut (the first dropped operation).
- The filesystem is the Pico's: 4096-byte blocks, ``progsize=256`` as rp2's
  ``_boot.py`` mounts it, the default readsize and lookahead (32); 64 blocks
  (256 KB, a slice of the Pico's 1.4 MB).
- The game: ``STEPS`` successive snapshots of a Hamsterdam document, one act
  more each (``snapshot(i)``, deterministic), saved one after the other from
  a freshly formatted flash (the first save also creates the directory). A
  reference run without a cut counts the operations, ``W``.
- For every cut point ``n`` in 1..W: run the game with the cut at ``n``, then
  reboot: a new device over the copy taken at the cut, mounted (it must
  mount: littlefs is power-safe), ``GameSaver(DIR).load()`` (it must not
  raise) must give the last snapshot whose ``save`` returned before the cut
  (or ``None`` when none had), or the one before it, or the one whose save
  was under way (it reached the flash before the power went); anything else
  is counted corrupt. Then the game goes on: the next snapshot is saved on the
  rebooted flash and a fresh ``GameSaver`` must load exactly that.
- A deliberately torn saver (one file, synced half-way) shows the sweep
  does catch a save that is not atomic.
- The scoring sessions are journalled too: ``Session``
  plays a Sombreros and a Clocktowers session through the device (taps,
  ``ok``, untagged black hats, a card taken back out of the middle, undo)
  and keeps each action's snapshot with the ``log_low`` the device saves it
  with; the sweep saves those in turn (``SessionSaver``: a slice of the
  background slot write between two saves) and every cut must come back to
  one of them as above.

``tools/bench/powercut.py`` prints the same sweep with bytes and operations per
save.
"""

import gc
import json
import os

import support
from support import check

try:
    import vfs
except ImportError:  # CPython
    vfs = None

try:
    from companion.persist import GameSaver
except ImportError:
    GameSaver = None

BLOCK_SIZE = 4096
BLOCKS = 64
PROGSIZE = 256  # rp2's _boot.py: VfsLfs2(bdev, progsize=256)
READSIZE = 32  # VfsLfs2's defaults, as on the Pico
LOOKAHEAD = 32
MOUNT = "/powercut"
DIR = MOUNT + "/data"
STEPS = 30
PLAYERS = 3
ERASED = b"\xff" * BLOCK_SIZE
_MEM = []  # (work, image) while a test runs: see buffers()


def new_memory(blocks=BLOCKS, block_size=BLOCK_SIZE):
    """Flash memory: one bytearray per erase block (no single 256 KB
    allocation, which a fragmented unix-port heap may not have)."""
    return [bytearray(block_size) for _ in range(blocks)]


class RamFlash:
    """A NOR-flash-like block device in RAM for ``vfs.VfsLfs2``.

    ``mem``: a list of equal bytearrays, one per erase block, used in place.
    ``cut_at``: after this many programs + erases every further one is dropped
    (``dropped`` counts them); at the first, ``mem`` is copied into ``image``
    (a memory of the same shape) when one is given."""

    def __init__(self, mem, cut_at=None, image=None):
        self.mem = mem
        self.views = [memoryview(b) for b in mem]
        self.block_size = len(mem[0])
        self.cut_at = cut_at
        self.image = image
        self.writes = 0  # programs that reached the flash
        self.erases = 0  # erases that reached the flash
        self.bytes = 0  # bytes programmed
        self.dropped = 0  # programs + erases after the cut

    def ops(self):
        return self.writes + self.erases

    def _powered(self):
        if self.cut_at is None or self.ops() < self.cut_at:
            return True
        if not self.dropped and self.image is not None:
            copy_memory(self.mem, self.image)  # the flash as it was when the power went
        self.dropped += 1
        return False

    def _spans(self, block, offset, size):
        """``(block, start, end, pos)`` pieces of ``size`` bytes from
        ``offset`` in ``block``: littlefs stays inside one block, the
        simple interface may span several."""
        pieces = []
        pos = 0
        while pos < size:
            n = min(size - pos, self.block_size - offset)
            pieces.append((block, offset, offset + n, pos))
            pos += n
            block += 1
            offset = 0
        return pieces

    def readblocks(self, block, buf, offset=0):
        if offset + len(buf) <= self.block_size:  # littlefs: no allocation but a slice
            buf[:] = self.views[block][offset : offset + len(buf)]
            return
        for b, start, end, pos in self._spans(block, offset, len(buf)):
            buf[pos : pos + end - start] = self.views[b][start:end]

    def writeblocks(self, block, buf, offset=None):
        # littlefs always passes an offset (extended interface: a program
        # of erased bytes); the simple interface (None) writes whole blocks.
        if not self._powered():
            return
        offset = offset or 0
        if offset + len(buf) <= self.block_size:
            self.views[block][offset : offset + len(buf)] = buf
        else:
            mv = memoryview(buf)
            for b, start, end, pos in self._spans(block, offset, len(buf)):
                self.views[b][start:end] = mv[pos : pos + end - start]
        self.writes += 1
        self.bytes += len(buf)

    def ioctl(self, op, arg):
        if op == 4:  # block count
            return len(self.mem)
        if op == 5:  # block size
            return self.block_size
        if op == 6:  # erase block ``arg``
            if self._powered():
                self.views[arg][:] = ERASED
                self.erases += 1
            return 0
        return 0  # 1 init, 2 deinit, 3 sync: nothing to do in RAM


def copy_memory(src, dst):
    for a, b in zip(src, dst):
        b[:] = a


def snapshot(i):
    """The game after ``i + 1`` acts: a 3-player Hamsterdam document whose
    acts are rolls with a flood now and then (the shape the rules write)."""
    acts = []
    d1 = d2 = 1
    for k in range(i + 1):
        d1 = (d1 * 5 + k) % 6 + 1
        d2 = (d2 * 3 + k + 2) % 6 + 1
        if k % 4 == 3:
            acts.append(["pile" if k % 8 == 7 else "dam", k % PLAYERS])
        else:
            acts.append(["roll", d1, d2, [7] if d1 + d2 == 7 and k % 3 == 0 else []])
    return {"v": 1, "game": "hamsterdam", "players": PLAYERS, "classic": 0, "acts": acts}


def mount(dev):
    fs = vfs.VfsLfs2(dev, readsize=READSIZE, progsize=PROGSIZE, lookahead=LOOKAHEAD)
    vfs.mount(fs, MOUNT)


def buffers():
    """``(work, image)``: the flash's memory and the copy taken at a cut,
    allocated on first use and reused; ``release()`` gives them back."""
    if not _MEM:
        gc.collect()  # two large blocks: not in a heap the earlier tests left in pieces
        _MEM.append(new_memory())
        _MEM.append(new_memory())
    return _MEM[0], _MEM[1]


def release():
    _MEM.clear()


def formatted(mem=None):
    """``mem`` (default: the work buffer) erased and freshly formatted."""
    if mem is None:
        mem = buffers()[0]
    for blk in mem:
        blk[:] = ERASED
    vfs.VfsLfs2.mkfs(RamFlash(mem), readsize=READSIZE, progsize=PROGSIZE, lookahead=LOOKAHEAD)
    return mem


class Acts:
    """The game a sweep saves: ``snapshot(i)`` after action ``i``, and
    ``save(saver, i)`` saves it as the device would (here: whole, the
    Hamsterdam document above)."""

    def snapshot(self, i):
        return snapshot(i)

    def save(self, saver, i):
        return saver.save(snapshot(i))


ACTS = Acts()


def play(dev, saver_cls, steps=STEPS, game=ACTS):
    """Save ``steps`` snapshots on ``dev`` until the power goes. Returns the
    index of the last snapshot whose ``save`` returned before the cut (-1:
    none). An exception is the app's only before the cut; after it, whatever
    the dying filesystem raises ends the run like the cut itself."""
    done = -1
    mount(dev)
    try:
        saver = saver_cls(DIR)
        for i in range(steps):
            try:
                game.save(saver, i)
            except Exception:
                if not dev.dropped:
                    raise
                break
            if dev.dropped:
                break
            done = i
        close = getattr(saver, "close", None)
        if close is not None:
            close()  # a background write's file closed now, not by the collector
    finally:
        vfs.umount(MOUNT)
    return done


def reboot(image, saver_cls, done, steps=STEPS, game=ACTS):
    """Boot over ``image`` and resume. Returns ``(outcome, detail)``:
    outcome "last" / "before" / "corrupt"."""
    dev = RamFlash(image)
    try:
        mount(dev)
    except Exception as e:
        return "corrupt", "mount failed: %r" % (e,)
    try:
        try:
            got = saver_cls(DIR).load()
        except Exception as e:
            return "corrupt", "load raised %r" % (e,)
        if got == (game.snapshot(done) if done >= 0 else None):
            outcome, at = "last", done
        elif done + 1 < steps and got == game.snapshot(done + 1):
            # the save under way when the power went had reached the flash
            # (a journalled game's first save: its slot, then its journal)
            outcome, at = "last", done + 1
        elif done >= 0 and got == (game.snapshot(done - 1) if done >= 1 else None):
            outcome, at = "before", done - 1
        else:
            return "corrupt", "loaded %s; the last save that returned was action %d" % (
                _describe(got),
                done + 1,
            )
        if at + 1 >= steps:
            return outcome, None
        # the game goes on from what was loaded
        saver = saver_cls(DIR)
        saver.load()
        try:
            game.save(saver, at + 1)
        except Exception as e:
            return "corrupt", "save after reboot raised %r" % (e,)
        again = saver_cls(DIR).load()
        if again != game.snapshot(at + 1):
            return "corrupt", "save after reboot not loaded back (action %d expected)" % (at + 2)
        return outcome, None
    finally:
        vfs.umount(MOUNT)


def _describe(got):
    if got is None:
        return "nothing"
    if isinstance(got, dict) and isinstance(got.get("acts"), list):
        return "a game of %d acts" % len(got["acts"])
    return repr(got)[:60]


def sweep(saver_cls, steps=STEPS, game=ACTS):
    """The reference run, then a cut at every operation. Returns a dict:
    ``ops`` (W), ``writes``, ``erases``, ``bytes`` of the reference run,
    ``cuts``, ``last``, ``before``, ``corrupt`` and ``failures`` (the first
    few ``(n, detail)``)."""
    work, image = buffers()
    ref = RamFlash(formatted(work))
    done = play(ref, saver_cls, steps, game)
    check(done == steps - 1, "reference run stopped at %d" % done)
    stats = {
        "ops": ref.ops(),
        "writes": ref.writes,
        "erases": ref.erases,
        "bytes": ref.bytes,
        "cuts": 0,
        "last": 0,
        "before": 0,
        "corrupt": 0,
        "failures": [],
    }
    for n in range(1, ref.ops() + 1):
        dev = RamFlash(formatted(work), cut_at=n, image=image)
        done = play(dev, saver_cls, steps, game)
        if not dev.dropped:  # the cut came after the last operation
            copy_memory(work, image)
        outcome, detail = reboot(image, saver_cls, done, steps, game)
        stats["cuts"] += 1
        stats[outcome] += 1
        if detail is not None and len(stats["failures"]) < 5:
            stats["failures"].append((n, detail))
    return stats


def summary(stats):
    counts = (stats["cuts"], stats["last"], stats["before"], stats["corrupt"])
    return (
        "powercut: %d cut points, %d resumed at the last action, %d at the one before, %d corrupt"
        % counts
    )


def _needs_lfs():
    if vfs is None or not hasattr(vfs, "VfsLfs2"):
        support.skip("needs vfs.VfsLfs2 (MicroPython)")


def _needs():
    _needs_lfs()
    if GameSaver is None:
        support.skip("companion.persist not written yet")


def test_ram_flash_holds_a_littlefs_and_counts():
    _needs_lfs()
    try:
        dev = RamFlash(formatted())
        mount(dev)
        try:
            with open(MOUNT + "/x.txt", "w") as f:
                f.write("hello")
            with open(MOUNT + "/x.txt") as f:
                check(f.read() == "hello")
        finally:
            vfs.umount(MOUNT)
        check(dev.writes > 0 and dev.bytes >= dev.writes * PROGSIZE, "programs counted")
        # the same memory mounts again and holds the file
        mount(RamFlash(dev.mem))
        try:
            with open(MOUNT + "/x.txt") as f:
                check(f.read() == "hello")
        finally:
            vfs.umount(MOUNT)
    finally:
        release()


def test_cut_drops_every_later_operation_and_keeps_the_image():
    _needs_lfs()
    mem = new_memory(4)
    for blk in mem:
        blk[:] = ERASED
    image = new_memory(4)
    dev = RamFlash(mem, cut_at=2, image=image)
    dev.writeblocks(0, b"\x00" * PROGSIZE, 0)
    dev.ioctl(6, 1)
    dev.writeblocks(0, b"\x11" * PROGSIZE, PROGSIZE)  # dropped: the power is gone
    dev.ioctl(6, 0)  # dropped
    check((dev.writes, dev.erases, dev.dropped) == (1, 1, 2))
    check(mem[0][0] == 0 and mem[0][PROGSIZE] == 0xFF, "nothing after the cut reached the flash")
    check(image == mem, "image taken at the cut")


def test_ram_flash_simple_interface_spans_blocks():
    _needs_lfs()
    dev = RamFlash(new_memory(3))
    dev.writeblocks(1, bytes(range(256)) * 32)  # two whole blocks, no offset
    buf = bytearray(8)
    dev.readblocks(1, buf, BLOCK_SIZE - 4)
    check(bytes(buf) == bytes((252, 253, 254, 255, 0, 1, 2, 3)))
    check(dev.mem[0] == bytearray(BLOCK_SIZE), "block 0 untouched")


def test_snapshots_grow_by_one_act_and_are_deterministic():
    _needs_lfs()
    check(snapshot(4) == snapshot(4))
    check(snapshot(5)["acts"][:5] == snapshot(4)["acts"])
    check(len(snapshot(STEPS - 1)["acts"]) == STEPS)


class _TornSaver:
    """A deliberately wrong saver, to show the sweep catches one: a single
    file written in place, synced half-way (littlefs commits a flush)."""

    def __init__(self, dir_):
        self.path = dir_ + "/game.json"
        self.dir = dir_

    def save(self, obj):
        try:
            os.mkdir(self.dir)
        except OSError:
            pass
        text = json.dumps(obj)
        with open(self.path, "w") as f:
            f.write(text[: len(text) // 2])
            f.flush()
            f.write(text[len(text) // 2 :])

    def load(self):
        try:
            with open(self.path) as f:
                return json.load(f)
        except (OSError, ValueError):
            return None


def test_the_sweep_catches_a_save_that_is_not_atomic():
    _needs_lfs()
    try:
        stats = sweep(_TornSaver, steps=4)
    finally:
        release()
    check(stats["corrupt"] > 0, "a torn save went unnoticed: %r" % (stats,))


def test_powercut_at_every_write_resumes_the_last_or_previous_action():
    _needs()
    try:
        stats = sweep(GameSaver)
    finally:
        release()
    print(summary(stats))
    check(stats["cuts"] == stats["ops"] > STEPS, "a cut at every operation")
    check(stats["corrupt"] == 0, "corrupt after a cut: %r" % (stats["failures"],))
    check(stats["last"] + stats["before"] == stats["cuts"])


class _Game:
    """What ``GameSaver.step`` asks of the running game: its snapshot."""

    log_path = ("acts",)

    def __init__(self):
        self.snap = None

    def snapshot(self):
        return self.snap


class JournalSaver:
    """The saver as the device uses it for a game with a list of acts: each
    save journalled, a slice of the background slot write between two saves
    (the loop's quiet passes), so a slot write spans several saves."""

    def __init__(self, dir_):
        self.saver = GameSaver(dir_)  # type: ignore[misc]
        self.game = _Game()

    def load(self):
        return self.saver.load()

    def close(self):
        self.saver._reset()

    def save(self, obj):
        self.saver.step(self.game)  # the quiet pass before this action
        self.game.snap = obj
        return self.saver.save(obj, ("acts",), None)


def test_powercut_at_every_write_of_a_journalled_game():
    # Every save is the small journal; a new slot is written in slices in
    # between (three of them in 30 acts). A cut at any flash operation,
    # inside a slot write too, resumes the last action or the one before.
    _needs()
    try:
        stats = sweep(JournalSaver)
    finally:
        release()
    print(summary(stats).replace("powercut:", "powercut (journal):"))
    check(stats["cuts"] == stats["ops"] > STEPS, "a cut at every operation")
    check(stats["corrupt"] == 0, "corrupt after a cut: %r" % (stats["failures"],))
    check(stats["last"] + stats["before"] == stats["cuts"])
    # one program a save, and an erase about one save in eight or fewer: the
    # whole-slot saver above erases about every second save
    check(stats["erases"] * 4 <= STEPS, "erases: %d in %d saves" % (stats["erases"], STEPS))


# -- the scoring sessions -----------------------------------------------------


def state(game):
    """What a scoring session holds, as text (so it is a copy): Sombreros'
    table, hands, step and cards, or Clocktowers' player, towers and cards."""
    if hasattr(game, "table"):
        return repr((game.players, game.table, game.hands, game.step, game.first, game.done))
    return repr((game.players, game.p, game.towers, game.current, game.done))


class Session:
    """A scoring session played through the device (no flash: its
    snapshots are only kept): ``snaps[i]``, the snapshot after action ``i``
    as JSON gives it back, and ``lows[i]``, the ``log_low`` its save is
    given (the acts kept since the save before)."""

    def __init__(self):
        self.snaps = []
        self.lows = []
        self.states = []  # the session's state then, as ``state`` gives it

    def keep(self, dev):
        self.snaps.append(json.loads(json.dumps(dev.game.snapshot())))
        self.lows.append(dev.game.log_low())
        self.states.append(state(dev.game))

    def snapshot(self, i):
        return self.snaps[i]

    def save(self, saver, i):
        return saver.save(self.snaps[i], self.lows[i])


def sombreros_session():
    """A 3-player Sombreros session, 26 snapshots (its start, 25 actions):
    the table, P1's hats with one taken back out of the middle, an untagged
    and a tapped black hat, a favourite undone and tapped again, P2's
    hats."""
    from nfc_field import Field, card

    from companion.device import Device

    dev = Device(None, [].append, 0, None)
    support.choose(dev, "Sombreros")
    support.choose(dev, "3 players")
    support.choose(dev, "Score the end")
    field = Field(removals=False)
    game = Session()
    game.keep(dev)

    def tap(t, v):
        field.tap(dev, card("bg1 som hat %d %d" % (t, v)))
        game.keep(dev)

    def press(button, kind="short"):
        dev.press(button, kind, 0)
        game.keep(dev)

    for t in range(1, 7):
        tap(t, 1)
    press("ok")  # P1 hats
    for t in range(1, 5):
        tap(t, 2)
    field.tap(dev, card("bg1 som hat 2 2"))  # again: asked
    support.choose(dev, "Take it back")  # out of the middle of the list
    game.keep(dev)
    tap(5, 2)
    tap(6, 2)
    press("ok")  # P1 black hats
    press("up")  # one untagged
    tap(7, 1)
    press("ok")  # P1 favourite
    tap(1, 3)
    press("back", "long")  # undone
    tap(2, 3)
    press("ok")  # P2 hats
    for t in range(1, 4):
        tap(t, 4)
    return game


def clocktowers_session():
    """A 2-player Clocktowers session, 25 snapshots (its start, 24 actions):
    P1's towers with a roof undone and tapped again, then P2's."""
    from nfc_field import Field, card

    from companion.device import Device

    dev = Device(None, [].append, 0, None)
    support.choose(dev, "Clocktowers")
    support.choose(dev, "2 players")
    field = Field(removals=False)
    game = Session()
    game.keep(dev)

    def tap(text, copy=0):
        field.tap(dev, card("bg1 clk " + text, copy))
        game.keep(dev)

    for k in range(4):
        tap("floor 1 cat", k)
        tap("clock mouse", k)
        tap("roof red", k)
    dev.press("back", "long", 0)  # the last roof undone: its tower open again
    game.keep(dev)
    tap("roof blue")
    dev.press("ok", "short", 0)  # P2
    game.keep(dev)
    for k in range(3):
        tap("floor 2 none", k)
        tap("clock none", k)
        tap("roof green", k)
    return game


class SessionSaver:
    """The saver as the device uses it for a scoring session: each save the
    small journal with the session's ``log_low``; a slice of the background
    slot write between two saves, so a slot write spans several saves."""

    def __init__(self, dir_):
        self.saver = GameSaver(dir_)  # type: ignore[misc]
        self.game = _Game()  # its log_path is the sessions' too: ("acts",)

    def load(self):
        return self.saver.load()

    def close(self):
        self.saver._reset()

    def save(self, obj, n):
        self.saver.step(self.game)  # the background slice before this action
        self.game.snap = obj
        return self.saver.save(obj, ("acts",), n)


def _session_sweep(game, name):
    try:
        stats = sweep(SessionSaver, len(game.snaps), game)
    finally:
        release()
    print(summary(stats).replace("powercut:", "powercut (%s):" % name))
    check(stats["cuts"] == stats["ops"] > len(game.snaps), "a cut at every operation")
    check(stats["corrupt"] == 0, "corrupt after a cut: %r" % (stats["failures"],))
    check(stats["last"] + stats["before"] == stats["cuts"])
    # the journal, slot writes included: 5 erases in 26 saves (Sombreros), 8
    # in 25 (Clocktowers); whole slots, as the earlier firmware saved these
    # sessions: 18 and 23
    steps = len(game.snaps)
    check(stats["erases"] * 2 <= steps, "erases: %d in %d saves" % (stats["erases"], steps))
    return stats


def test_powercut_at_every_write_of_a_sombreros_session():
    _needs()
    game = sombreros_session()
    check(len(game.snaps) == 26, "%d snapshots" % len(game.snaps))
    # hat 2/2 was the eighth card placed: taken back, the seven before it stay
    check(game.lows[12] == 7, "the take-back lowers log_low: %r" % (game.lows,))
    _session_sweep(game, "Sombreros")


def test_powercut_at_every_write_of_a_clocktowers_session():
    _needs()
    game = clocktowers_session()
    check(len(game.snaps) == 25, "%d snapshots" % len(game.snaps))
    check(game.lows[13] == 11, "the undo of the twelfth card lowers log_low: %r" % (game.lows,))
    _session_sweep(game, "Clocktowers")
