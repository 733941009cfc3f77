"""firmware/package.json is the one list of firmware files (mip, make flash,
the .mpy build): it must name every module under firmware/ and nothing else,
keep source and destination paths equal, install main.py last, and carry the
firmware's version."""

import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[1]
FIRMWARE = ROOT / "firmware"


def package():
    return json.loads((FIRMWARE / "package.json").read_text())


def test_package_lists_every_firmware_module_once():
    urls = package()["urls"]
    dests = [d for d, _ in urls]
    on_disk = sorted(str(p.relative_to(FIRMWARE)) for p in FIRMWARE.rglob("*.py"))
    assert sorted(dests) == on_disk
    assert len(set(dests)) == len(dests)
    assert all(d == s for d, s in urls)  # relative URLs: mip resolves them next to package.json


def test_main_is_installed_last():
    # a copy cut short never leaves a new main.py importing missing modules
    assert package()["urls"][-1] == ["main.py", "main.py"]


def test_package_version_is_the_firmware_version():
    text = (FIRMWARE / "companion/__init__.py").read_text()
    version = re.search(r'^VERSION = "([^"]+)"', text, re.M).group(1)
    assert package()["version"] == version


def test_no_third_party_packages_are_vendored():
    # deps are installed by name and version at flash time, never copied in
    assert package()["deps"] == []
    assert not (FIRMWARE / "lib").exists()


def test_the_packages_board_pico_knows_are_firmwares():
    # board_pico.Tree answers the imports' lookups from these two tables: a
    # package it does not know could not be imported on the Pico
    import ast

    tables = {}
    for node in ast.parse((FIRMWARE / "board_pico.py").read_text()).body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") in (
            "PACKAGES",
            "NAMESPACES",
        ):
            tables[node.targets[0].id] = ast.literal_eval(node.value)
    dirs = sorted({p.parent for p in (FIRMWARE / "companion").rglob("*.py")})
    names = [(d.relative_to(FIRMWARE).as_posix(), (d / "__init__.py").exists()) for d in dirs]
    assert sorted(tables["PACKAGES"]) == [name for name, init in names if init]
    assert sorted(tables["NAMESPACES"]) == [name for name, init in names if not init]
