"""Every module a game, the card screens or the settings screen bring is
dropped on the way back to the game menu (``companion.games.modules()``):
one left out would keep its code, and through its imports older copies of
the others, in the heap for the rest of the power-on. No boot module is
dropped (its state would be lost or doubled)."""

import json
import pathlib

from companion import games

ROOT = pathlib.Path(__file__).resolve().parents[1]
BOOT = {
    "companion",
    "companion.device",
    "companion.games",
    "companion.loop",
    "companion.runner",
    "companion.rules",
}


def shipped(prefix):
    doc = json.loads((ROOT / "firmware/package.json").read_text())
    names = [dest[: -len(".py")].replace("/", ".") for dest, _src in doc["urls"]]
    return {n for n in names if n.startswith(prefix) and not n.endswith(".__init__")}


def test_every_nfc_module_is_dropped_with_the_game():
    assert shipped("companion.nfc.") <= set(games.modules())


def test_every_game_rules_and_screen_module_is_dropped_with_the_game():
    screens = shipped("companion.ui.") - {
        "companion.ui.view",
        "companion.ui.render",
        "companion.ui.widgets",
        "companion.ui.cues",
        "companion.ui.letters",  # render's, for any text beyond ASCII: kept once loaded
    }
    assert shipped("companion.rules.") | screens <= set(games.modules())


def test_every_dropped_module_is_shipped_and_none_is_a_boot_module():
    drop = set(games.modules())
    assert drop <= shipped("companion.")
    assert not drop & BOOT
    assert len(drop) == len(games.modules())  # each once


def test_each_game_row_names_a_screen_module_with_setup_and_restore():
    for row in games.GAMES:
        label, kind, screen = row[0], row[1], row[2]
        mod = __import__("companion.ui." + screen, None, None, ("setup_menu",))
        assert callable(mod.setup_menu) and callable(mod.restore), label
        for name in games.modules(row):
            __import__(name)  # every module it names exists
        assert games.find(kind) is row and len(label) <= 16
    assert games.find("som-track") is games.find("som")
    assert games.find("hdx") is None and games.find(None) is None
