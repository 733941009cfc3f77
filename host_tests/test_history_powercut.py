"""Power cuts while the history appends a game, on the real littlefs
(MicroPython unix port only; the flash and its cuts are
``test_persist_powercut``'s ``RamFlash``).

Six games are appended one after the other on a freshly formatted flash; a
reference run counts the flash operations, ``W``. For every cut point
``n`` in 1..W the same appends run until the power goes at operation
``n``; then a reboot over the flash as it was at the cut must mount, find
every game whose append returned before the cut, each reading back as it
was written, and at most the one under way besides (it reached the flash),
never a damaged file; and the next append must work and read back.
"""

from test_persist_powercut import (
    MOUNT,
    RamFlash,
    buffers,
    copy_memory,
    formatted,
    mount,
    new_memory,
    release,
)

import support
from support import check

try:
    import vfs
except ImportError:  # CPython
    vfs = None

from companion import history

DIR = MOUNT + "/data"
GAMES = 6


def record(i):
    r = {"v": 1, "g": ("hd", "som", "clk", "hr", "st")[i % 5], "var": "", "n": 3}
    r.update({"s": [i, 9, 4], "low": 0, "pl": [2, 1, 3], "win": [1], "by": "points", "side": None})
    r.update({"r": None, "t": i, "d": [i] * 11 if i % 5 == 0 else None})
    r.update({"min": 40 + i, "at": [2026, 12, 3, 20, i], "up": 10 * i})
    return r


def appends(dev):
    """Append GAMES records until the power goes; the index of the last
    whose append returned before the cut (-1: none)."""
    done = -1
    mount(dev)
    try:
        for i in range(GAMES):
            try:
                history.append(DIR, record(i))
            except OSError:
                if not dev.dropped:
                    raise
                break
            if dev.dropped:
                break
            done = i
    finally:
        vfs.umount(MOUNT)
    return done


def after(image, done):
    """None when the flash at the cut holds what it must, else why not."""
    dev = RamFlash(image)
    try:
        mount(dev)
    except Exception as e:
        return "mount failed: %r" % (e,)
    try:
        log = []
        nums = history.numbers(DIR)
        got = [history.read(DIR, k, log.append) for k in nums]
        if log:
            return "damaged: %r" % (log,)
        want = [record(i) for i in range(done + 1)]
        if got != want and got != want + [record(done + 1)]:
            return "read %d games; %d appends had returned" % (len(got), done + 1)
        k = history.append(DIR, record(9))  # and the next game goes on
        if history.read(DIR, k) != record(9) or k != len(got) + 1:
            return "the append after the reboot did not read back"
        return None
    finally:
        vfs.umount(MOUNT)


def test_powercut_at_every_write_of_an_append_loses_that_game_alone():
    if vfs is None or not hasattr(vfs, "VfsLfs2"):
        support.skip("needs vfs.VfsLfs2 (MicroPython)")
    try:
        mem, image = buffers()
        ref = RamFlash(formatted(mem))
        check(appends(ref) == GAMES - 1, "the reference run appends every game")
        ops = ref.ops()
        failures = []
        kept = 0
        for n in range(1, ops + 1):
            dev = RamFlash(formatted(mem), cut_at=n, image=image)
            done = appends(dev)
            if not dev.dropped:  # the cut came after the last operation
                copy_memory(mem, image)
            why = after(image, done)
            if why is not None:
                failures.append((n, why))
            kept += 1
        print(
            "history powercut: %d cut points; %d appends: %d programs, %d erases"
            % (kept, GAMES, ref.writes, ref.erases)
        )
        check(ops > 2 * GAMES, "every append writes")
        check(not failures, "after a cut: %r" % (failures[:3],))
    finally:
        release()


def test_the_sweep_sees_a_torn_file():
    # the check itself: a history file cut short is reported, not taken
    if vfs is None or not hasattr(vfs, "VfsLfs2"):
        support.skip("needs vfs.VfsLfs2 (MicroPython)")
    try:
        mem = new_memory()
        dev = RamFlash(formatted(mem))
        mount(dev)
        try:
            history.append(DIR, record(0))
            with open(history.path(DIR, 2), "w") as f:
                f.write('{"v": 1, "g": "som"')
        finally:
            vfs.umount(MOUNT)
        check(after(mem, 0) is not None, "a torn file is damage")
    finally:
        release()
