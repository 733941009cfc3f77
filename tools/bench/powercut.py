"""What saving the running game costs on the Pico's littlefs, and what a power
cut at any moment leaves (MicroPython unix port)::

    MICROPYPATH=firmware:host_tests:tools/sim:.frozen .venv/bin/micropython \
        tools/bench/powercut.py [STEPS]

The flash, the game and the sweep are host_tests/test_persist_powercut.py's:
a RAM block device holding a littlefs formatted as on the Pico (4096-byte
blocks, progsize 256), 64 blocks; STEPS (default 30) snapshots of a
3-player Hamsterdam game, one act more each, saved by
``companion.persist.GameSaver`` from a freshly formatted flash.

Per save (averaged over the reference run, and for the first and last save):

- JSON: the bytes of the file the saver writes (its ``os.stat`` size);
- programs / erases: block-device operations (``writeblocks`` / ioctl 6),
  their sum is the "writes" a cut can fall between;
- programmed: bytes programmed (littlefs programs whole 256-byte pages, and
  commits its metadata next to the file's data);
- blocks: distinct erase blocks programmed or erased;
- files: distinct paths the saver opened for writing, renamed or removed
  (``mkdir`` of the directory included), seen through a recording VFS.

Then the sweep: a cut after every one of the W operations, a reboot over the
flash as it was, and what ``GameSaver.load()`` found; then the same sweep of
the journalled saver (``JournalSaver``: how the device saves Hamsterdam),
and of a Sombreros and a Clocktowers session played through the device
(``SessionSaver``, journalled), with what the same sessions cost saved whole.
"""

import sys

import vfs
from figures import save
from test_persist_powercut import (
    DIR,
    LOOKAHEAD,
    MOUNT,
    PROGSIZE,
    READSIZE,
    STEPS,
    JournalSaver,
    RamFlash,
    SessionSaver,
    buffers,
    clocktowers_session,
    formatted,
    play,
    snapshot,
    sombreros_session,
    summary,
    sweep,
)

try:
    from companion.persist import GameSaver
except ImportError:
    GameSaver = None


class CountingFlash(RamFlash):
    """RamFlash that also notes the blocks each operation lands on."""

    def __init__(self, mem):
        super().__init__(mem)
        self.touched = set()

    def writeblocks(self, block, buf, offset=None):
        self.touched.add(block)
        super().writeblocks(block, buf, offset)

    def ioctl(self, op, arg):
        if op == 6:
            self.touched.add(arg)
        return super().ioctl(op, arg)


class RecordingVfs:
    """A VFS in front of a VfsLfs2 that notes every path written to."""

    def __init__(self, fs):
        self.fs = fs
        self.paths = set()

    def mount(self, readonly, mkfs):
        return self.fs.mount(readonly, mkfs)

    def umount(self):
        return self.fs.umount()

    # a path counts once the operation succeeded (a mkdir of an existing
    # directory changes nothing)
    def open(self, path, mode):
        f = self.fs.open(path, mode)
        if "w" in mode or "a" in mode or "+" in mode:
            self.paths.add(path)
        return f

    def rename(self, old, new):
        self.fs.rename(old, new)
        self.paths.add(old)
        self.paths.add(new)

    def remove(self, path):
        self.fs.remove(path)
        self.paths.add(path)

    def mkdir(self, path):
        self.fs.mkdir(path)
        self.paths.add(path)

    def rmdir(self, path):
        self.fs.rmdir(path)
        self.paths.add(path)

    def stat(self, path):
        return self.fs.stat(path)

    def statvfs(self, path):
        return self.fs.statvfs(path)

    def ilistdir(self, path):
        return self.fs.ilistdir(path)

    def chdir(self, path):
        return self.fs.chdir(path)

    def getcwd(self):
        return self.fs.getcwd()


def per_save(steps):
    """One row per save: (json, programs, erases, programmed, blocks, files)."""
    dev = CountingFlash(formatted())
    rec = RecordingVfs(vfs.VfsLfs2(dev, readsize=READSIZE, progsize=PROGSIZE, lookahead=LOOKAHEAD))
    vfs.mount(rec, MOUNT)
    rows = []
    try:
        saver = GameSaver(DIR)
        for i in range(steps):
            w, e, b = dev.writes, dev.erases, dev.bytes
            dev.touched = set()
            rec.paths = set()
            saver.save(snapshot(i))
            size = 0
            for name in ("game-a.json", "game-b.json"):
                if DIR[len(MOUNT) :] + "/" + name in rec.paths:
                    size = rec.fs.stat(DIR[len(MOUNT) :] + "/" + name)[6]
            rows.append(
                (size, dev.writes - w, dev.erases - e, dev.bytes - b, len(dev.touched), rec.paths)
            )
    finally:
        vfs.umount(MOUNT)
    return rows


def line(label, rows):
    n = len(rows)
    avg = [sum(r[k] for r in rows) / n for k in range(5)]
    files = sum(len(r[5]) for r in rows) / n
    print(
        "%-12s %6.0f B  %5.1f  %5.1f  %7.0f B  %5.1f  %5.1f"
        % (label, avg[0], avg[1], avg[2], avg[3], avg[4], files)
    )


def main():
    if GameSaver is None:
        raise SystemExit("companion.persist not written yet")
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else STEPS
    rows = per_save(steps)
    print(
        "saving a %d-act Hamsterdam game, one save per act (littlefs, progsize %d)"
        % (steps, PROGSIZE)
    )
    print(
        "%-12s %8s  %5s  %5s  %9s  %5s  %5s"
        % ("per save", "JSON", "progs", "erase", "programmed", "blocks", "files")
    )
    line("average", rows)
    line("first", rows[:1])
    line("last", rows[-1:])
    print("files written by the last save: %s" % ", ".join(sorted(rows[-1][5])))
    stats = sweep(GameSaver, steps)
    print(
        "reference run: W = %d operations (%d programs, %d erases), %d bytes programmed; "
        "%.1f operations per save"
        % (stats["ops"], stats["writes"], stats["erases"], stats["bytes"], stats["ops"] / steps)
    )
    print(summary(stats))
    n = len(rows)
    save(
        "powercut",
        {
            "acts": steps,
            "json_bytes_per_save": sum(r[0] for r in rows) / n,
            "programs_per_save": sum(r[1] for r in rows) / n,
            "erases_per_save": sum(r[2] for r in rows) / n,
            "bytes_programmed_per_save": sum(r[3] for r in rows) / n,
            "cut_points": stats["ops"],
            "failures": len(stats["failures"]),
        },
    )
    for n, detail in stats["failures"]:
        print("  cut at %d: %s" % (n, detail))
    # The same game journalled, as the device saves Hamsterdam: each save the
    # small game-j.json, a new slot written in slices between saves.
    j = sweep(JournalSaver, steps)
    print(
        "journalled: W = %d operations (%d programs, %d erases), %d bytes programmed; "
        "%.1f programs and %.2f erases per save"
        % (j["ops"], j["writes"], j["erases"], j["bytes"], j["writes"] / steps, j["erases"] / steps)
    )
    print(summary(j).replace("powercut:", "powercut (journal):"))
    save(
        "powercut_journal",
        {
            "acts": steps,
            "programs_per_save": j["writes"] / steps,
            "erases_per_save": j["erases"] / steps,
            "bytes_programmed_per_save": j["bytes"] / steps,
            "cut_points": j["ops"],
            "failures": len(j["failures"]),
        },
    )

    # The scoring sessions as the device saves them: journalled
    for name, session in (("Sombreros", sombreros_session), ("Clocktowers", clocktowers_session)):
        game = session()
        steps = len(game.snaps)
        whole = RamFlash(formatted(buffers()[0]))
        play(whole, WholeSaver, steps, game)  # as the earlier firmware saved them
        st = sweep(SessionSaver, steps, game)
        print(
            "%s session, %d saves: journalled %.1f programs and %.2f erases a save "
            "(whole slots: %.1f and %.2f)"
            % (
                name,
                steps,
                st["writes"] / steps,
                st["erases"] / steps,
                whole.writes / steps,
                whole.erases / steps,
            )
        )
        print(summary(st).replace("powercut:", "powercut (%s):" % name))
        save(
            "powercut_" + name.lower(),
            {
                "saves": steps,
                "programs_per_save": st["writes"] / steps,
                "erases_per_save": st["erases"] / steps,
                "whole_programs_per_save": whole.writes / steps,
                "whole_erases_per_save": whole.erases / steps,
                "cut_points": st["ops"],
                "failures": len(st["failures"]),
            },
        )


class WholeSaver:
    """A session's snapshots saved whole (two slots), as before the journal."""

    def __init__(self, dir_):
        self.saver = GameSaver(dir_)  # type: ignore[misc]

    def load(self):
        return self.saver.load()

    def save(self, obj, n):
        return self.saver.save(obj)


main()
