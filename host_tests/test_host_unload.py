"""Every card-reader module the firmware ships is dropped when a game ends
(``companion.device._NFC_MODULES``): one left out would keep its code, and
through its imports older copies of the others, in the heap for the rest of
the power-on."""

import json
import pathlib

from companion import device

ROOT = pathlib.Path(__file__).resolve().parents[1]


def shipped(prefix):
    doc = json.loads((ROOT / "firmware/package.json").read_text())
    names = [dest[: -len(".py")].replace("/", ".") for dest, _src in doc["urls"]]
    return {n for n in names if n.startswith(prefix) and not n.endswith(".__init__")}


def test_every_nfc_module_is_dropped_with_the_game():
    assert shipped("companion.nfc.") <= set(device._NFC_MODULES)


def test_every_game_rules_module_is_dropped_with_the_game():
    # dice is the one rules module outside a game's group: Hamsterdam imports it
    rules = shipped("companion.rules.") - {"companion.rules.dice"}
    assert rules <= set(device._GAME_MODULES)
