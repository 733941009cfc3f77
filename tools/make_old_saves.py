"""Saves written by an earlier commit of this repository, for
host_tests/test_old_saves.py (host_tests/fixtures/saves/README.md).

    python tools/make_old_saves.py COMMIT [--out host_tests/fixtures/saves]

Checks COMMIT out in a temporary git worktree, then plays every mode of its
game menu on that commit's own firmware on the MicroPython unix port
(tools/old_saves_play.py, one process a mode: Hamsterdam 2, 3 and 4 players
and Classic by a seeded random table; the Sombreros cookie tracker by seeded
taps; the scoring sessions, Hamsterrolle and Stramash by that commit's own
simulator scripts), keeping the game files at several points of each game
with what that firmware had then (oracle.json). The worktree is removed at
the end. The tests never run this: they read what it wrote.
"""

import argparse
import os
import pathlib
import shutil
import subprocess
import sys

import paths  # testkit/paths.py

ROOT = pathlib.Path(__file__).resolve().parents[1]
MICROPYTHON = ROOT / ".venv/bin/micropython"
PLAY = ROOT / "tools/old_saves_play.py"

# mode -> (seed, simulator script or None)
MODES = {
    "hd-2p": (21, None),
    "hd-3p": (31, None),
    "hd-4p": (41, None),
    "hd-classic-3p": (33, None),
    "som-score": (51, "sombreros_4p.txt"),
    "som-track": (52, None),
    "clk": (61, "clocktowers_4p.txt"),
    "hr": (71, "hamsterrolle_4p.txt"),
    "st": (81, "stramash_4p.txt"),
}


def git(*args):
    return subprocess.run(
        ["git", "-C", str(ROOT), *args], check=True, capture_output=True, text=True
    ).stdout.strip()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("commit")
    ap.add_argument("--out", default=str(ROOT / "host_tests/fixtures/saves"))
    ap.add_argument("--modes", default=",".join(MODES))
    args = ap.parse_args()
    sha = git("rev-parse", "--short=7", args.commit)
    tree = pathlib.Path("/tmp/old-saves-" + sha)
    if tree.exists():
        git("worktree", "remove", "--force", str(tree))
    git("worktree", "add", "--detach", str(tree), sha)
    out = pathlib.Path(args.out) / sha
    try:
        path = paths.micropath(base=str(tree))  # (an older tree lacks testkit/: no matter)
        env = {"MICROPYPATH": path, "PATH": "/usr/bin:/bin"}
        for mode in args.modes.split(","):
            seed, script = MODES[mode]
            where = out / mode
            if where.exists():
                shutil.rmtree(where)
            cmd = [str(MICROPYTHON), "-X", "heapsize=8M", str(PLAY), mode, str(seed), str(where)]
            if script is not None:
                cmd.append(str(tree / "tools/sim/scripts" / script))
            run = subprocess.run(cmd, env=env, cwd=tree, capture_output=True, text=True)
            sys.stdout.write(run.stdout + run.stderr)
            if run.returncode:
                raise SystemExit("%s %s failed" % (sha, mode))
            # one directory a point: MODE-POINT
            for point in sorted(os.listdir(where)):
                shutil.move(str(where / point), str(out / ("%s-%s" % (mode, point))))
            where.rmdir()
    finally:
        git("worktree", "remove", "--force", str(tree))


main()
