"""The module roots are said once (testkit/paths.py) and every runtime's
configuration names the same ones: the Makefile's MPPATH for the unix port,
pytest's pythonpath and pyright's extraPaths for CPython; no module edits
``sys.path``."""

import json
import pathlib
import re
import tomllib

import paths

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_the_makefile_mppath_is_the_kits():
    make = (ROOT / "Makefile").read_text()
    (line,) = re.findall(r"^MPPATH := (.*)$", make, re.M)
    assert line == paths.MPPATH


def test_pytest_and_pyright_know_the_host_roots():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert tuple(pyproject["tool"]["pytest"]["ini_options"]["pythonpath"]) == paths.HOST_ROOTS
    pyright = json.loads((ROOT / "pyrightconfig.json").read_text())
    assert tuple(pyright["extraPaths"]) == paths.HOST_ROOTS


def test_every_root_is_a_folder_and_the_pth_names_each_once(tmp_path):
    for root in paths.HOST_ROOTS:
        assert (ROOT / root).is_dir(), root
    lines = paths.pth_text(str(tmp_path)).splitlines()
    assert lines == [str(tmp_path / root) for root in paths.HOST_ROOTS]
    assert paths.micropath(base=str(tmp_path)).split(":") == [
        str(tmp_path / root) for root in paths.MP_ROOTS
    ] + [".frozen"]


# The Pico's own path: board_pico drops "/lib" from it (and empties it a
# moment, to take the built-ins); the fake Pico sets it as the rp2 port has it.
ALLOWED = {"firmware/board_pico.py", "testkit/fakeboard.py"}
EDIT = re.compile(r"sys\.path\.(insert|append|extend|remove)\(|sys\.path(\[[^]]*\])? *=")


def test_no_module_edits_sys_path():
    edits = []
    for top in ("firmware", "testkit", "host_tests", "tools"):
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith("tools/wasm/") or rel in ALLOWED:
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if EDIT.search(line):
                    edits.append("%s:%d: %s" % (rel, n, line.strip()))
    assert edits == []
