"""What appending a finished game to the history costs on the Pico's littlefs
(MicroPython unix port)::

    MICROPYPATH=firmware:testkit:host_tests:tools/sim:tools/bench:.frozen \
        .venv/bin/micropython tools/bench/history_flash.py [GAMES]

The flash is host_tests/test_persist_powercut.py's: a RAM block device
holding a littlefs formatted as on the Pico (4096-byte blocks, progsize
256), here 128 blocks (512 KB; the Pico's region is 1.4 MB).
GAMES (default 260) records of the size the device writes are appended one
after the other with ``companion.history.append`` from a freshly formatted
flash; from the 201st on, each append also removes the oldest game (the
bound of 200). Per append: page programs and 4 KB erases (the Pico's
W25Q16JV: about 45 ms an erase, 0.4 ms a program; docs/measuring.md),
averaged over the first 200 (the history filling) and over the rest (full:
an append and a removal each), and the most of any single append. Prints
one line per phase and writes build/bench/history_flash.json.
"""

import sys

import vfs
from figures import save
from test_history_powercut import DIR, record
from test_persist_powercut import LOOKAHEAD, MOUNT, PROGSIZE, READSIZE, RamFlash, new_memory

from companion import history

BLOCKS = 128


def main(games):
    mem = new_memory(BLOCKS)
    for blk in mem:
        blk[:] = b"\xff" * len(blk)
    vfs.VfsLfs2.mkfs(RamFlash(mem), readsize=READSIZE, progsize=PROGSIZE, lookahead=LOOKAHEAD)
    dev = RamFlash(mem)
    vfs.mount(vfs.VfsLfs2(dev, readsize=READSIZE, progsize=PROGSIZE, lookahead=LOOKAHEAD), MOUNT)
    rows = []
    try:
        for i in range(games):
            w, e = dev.writes, dev.erases
            history.append(DIR, record(i))
            rows.append((dev.writes - w, dev.erases - e))
        kept = len(history.numbers(DIR))
    finally:
        vfs.umount(MOUNT)
    out = {"games": games, "kept": kept}
    for name, part in (("filling", rows[: history.KEEP]), ("full", rows[history.KEEP :])):
        if not part:
            continue
        progs = sum(r[0] for r in part)
        erases = sum(r[1] for r in part)
        most = max(r[1] for r in part)
        out[name] = {
            "appends": len(part),
            "programs_per_append": progs / len(part),
            "erases_per_append": erases / len(part),
            "most_erases_in_one": most,
        }
        print(
            "history append (%s, %d appends): %.2f programs, %.2f erases an append, "
            "at most %d erases in one (%d ms at 45 ms an erase)"
            % (name, len(part), progs / len(part), erases / len(part), most, 45 * most)
        )
    print("kept: %d games" % kept)
    save("history_flash", out)


main(int(sys.argv[1]) if len(sys.argv) > 1 else 260)
