"""Run one of tools/sim/scripts/ through the simulator as ``make sim
SCRIPT=...`` does (firmware as .mpy, 236K: a Pico with about 172 KB, less
than any board has: hardware/README.md, Boards), for the CPython tests
(test_host_*)."""

import pathlib
import subprocess

import run

ROOT = pathlib.Path(__file__).resolve().parents[1]


def run_script(name, tmp_path, heap="236K"):
    """The simulator's stdout lines for ``tools/sim/scripts/NAME``; screens
    go to ``tmp_path/shots``. AssertionError (with the output) on a failed run."""
    mpy = tmp_path / "mpy"
    run.build(mpy)
    args = ["--script", str(ROOT / "tools/sim/scripts" / name)] + run.modes_args(name)
    args += ["--shots", str(tmp_path / "shots"), "--data", str(tmp_path / "data")]
    env = {"MICROPYPATH": run.micropath(mpy), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        run.micropython_cmd(heap, args), env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stdout + out.stderr
    return out.stdout.splitlines()
