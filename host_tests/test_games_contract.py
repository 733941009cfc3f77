"""Every row of ``companion.games.GAMES`` keeps the Game contract
(``companion.ui.widgets.Game``): started through the menus as a player
starts it (``support.choose`` by label), its first game screen's
``snapshot()`` goes through JSON, the row's screen module ``restore``s it,
and the game that comes back has the same snapshot and shows the same
frame. A new row is checked without a line here. Both runtimes."""

import json
import sys

from fakes import Scripted

from companion import games
from companion.device import Device
from companion.ui import view as v
from support import choose, labels

_STEPS = 8  # menus and pickers between a game's label and its first screen


def _start(row):
    """A device on ``row``'s first game screen, reached from the game menu by
    the row's label and, on each setup menu after it, the entry it offers
    first (its selected one; a picker: its value)."""
    log = []
    dev = Device(Scripted((3, 4, 2, 5), faces=True, cycle=True), log.append, 0)
    choose(dev, row[0])
    for _ in range(_STEPS):
        if dev.game is not None:
            return dev
        top = dev.stack[-1]
        if getattr(top, "entries", None) is not None:
            choose(dev, labels(dev)[top.pos])
        else:  # a picker: its value is the setup's default
            dev.press("ok", "short", 0)
    raise AssertionError("%s: no game after %d setup steps: %r" % (row[0], _STEPS, log[-2:]))


def _plain(x):
    return json.loads(json.dumps(x))


def _round_trip(row):
    dev = _start(row)
    game = dev.game
    first = game.snapshot()
    kind = first["game"]
    assert games.find(kind) is row, (row[0], kind)
    assert isinstance(first["label"], str) and 0 < len(first["label"]) <= 16, first["label"]
    text = json.dumps(first)
    screen = __import__("companion.ui." + row[2], None, None, ["restore"])
    back = screen.restore(json.loads(text))
    assert _plain(back.snapshot()) == json.loads(text), row[0]
    dev.stack = [game]  # the game's own frame, not a setup page over it
    if game.keeps_awake():
        # A running timer comes back paused (the time left at the last
        # press: Hamsterrolle's decision): the frame is compared paused,
        # ``up`` pausing it as on Hamsterrolle's turn screen.
        dev.press("up", "short", 0)
        assert not game.keeps_awake(), (row[0], "up did not pause its timer")
        first = game.snapshot()
        text = json.dumps(first)
        back = screen.restore(json.loads(text))
    shown = v.texts(game.view(dev))
    dev.stack = [back]
    dev.game = back
    back.resumed(dev)
    dev.stack = [back]  # a page the resume opened over it (Stramash's setup)
    again = v.texts(back.view(dev))
    assert again == shown, (row[0], shown, again)
    assert isinstance(back.abandon_line(), str)


def test_every_game_starts_snapshots_and_restores_through_json():
    for row in games.GAMES:
        _round_trip(row)


def test_every_game_row_is_one_name_with_its_snapshot_and_its_screen_module():
    for row in games.GAMES:
        assert games.find(row[1]) is row
        assert row[2].endswith("_ui")
        for name in row[3]:
            assert name.startswith("companion."), name


def test_the_screen_contract_names_every_device_service_screens_use_and_no_more():
    if sys.implementation.name == "micropython":
        from support import skip

        skip("docstrings are compiled away on MicroPython: the contract is read on CPython")
    import os
    import re

    from companion.ui import widgets

    doc = (widgets.Screen.__doc__ or "").split("What the device calls")[0]  # its services
    here = os.path.dirname(os.path.abspath(__file__))
    folder = os.path.join(here, "..", "firmware", "companion", "ui")
    used = set()
    for name in sorted(os.listdir(folder)):
        if name.endswith(".py"):
            with open(os.path.join(folder, name)) as f:
                used.update(re.findall(r"\b(?:dev|d|d2)\.([a-z_]+)", f.read()))
    services = set(re.findall(r"``([a-z_]+)(?:\(|``)", doc)) & set(dir(Device(Scripted(()))))
    assert used - services == set(), ("used, not in the contract", sorted(used - services))
    assert services - used == set(), ("in the contract, unused", sorted(services - used))
