"""Saves written by earlier commits of this repository resume, both
runtimes.

host_tests/fixtures/saves/COMMIT/MODE-POINT/ holds the game files that
commit's own firmware wrote (tools/make_old_saves.py: every mode of its game
menu, at several points of each game) and oracle.json, what that firmware
had then: its live game, and whether it offered the save back itself. Each
is laid in a data directory, the device boots on it and resumes it: the
game comes back exactly as that firmware had it (a Hamsterdam game's whole
state, the cursor, the acts entered; a scoring session's table, hands,
towers and step; ...) and takes the next press; a save that firmware did
not offer back (a finished game, which the later firmware clears at boot) is not
offered here either. Nothing raises.

The commits: 435ab00 (before the impossible-flood refusals:
whole slots, every act; Hamsterdam rules 0), 47eb000 (the last before the
refusals of 9a1107b: the journal, the folded base, rules 0), 1e13a40
(between the refusals and the order on one roll: rules 1) and
d896fa5 (after it: rules 2, the scoring sessions journalled).
"""

import json
import os

from fakes import Scripted

from companion.device import Device
from companion.rules import RuleError
from companion.rules import hamsterdam as hd
from companion.ui.hamsterdam_ui import restore
from support import fresh_dir, labels, raises

ROOT = "host_tests/fixtures/saves"
DIR = "build/test-old-saves"
COMMITS = ("435ab00", "47eb000", "1e13a40", "d896fa5")
MODES = ("hd-2p", "hd-3p", "hd-4p", "hd-classic-3p", "som-score", "som-track", "clk", "hr", "st")
POINTS = ("early", "third", "half", "late")
# the attributes of a resumed game compared with the old firmware's (oracle.json)
_FIELDS = ("state", "cursor", "table", "hands", "step", "towers", "current", "p", "turn")
_FIELDS += ("colls", "blacks", "acts")


def _plain(x):
    return json.loads(json.dumps(x))


def _fixtures(commit):
    return sorted(os.listdir(ROOT + "/" + commit))


def _boot(path):
    """A device booted on the game files of fixture ``path``."""
    fresh_dir(DIR)
    for name in os.listdir(path):
        if name.startswith("game"):
            with open(path + "/" + name) as f:
                text = f.read()
            with open(DIR + "/" + name, "w") as f:
                f.write(text)
    log = []
    return Device(Scripted((3, 4, 2, 5, 6, 1), faces=True, cycle=True), log.append, 0, DIR), log


def _card(act):
    # a placed card as the earlier firmware held it: [face, uid]
    return None if act is None else [list(act[1:-1]), act[-1]]


def _held(game, name, value):
    """A scoring session's placed cards in the shape the earlier firmware
    held them, ``(face, uid)`` (oracle.json's): today the table, hands,
    towers and open tower hold the acts themselves, ``(where, type, value,
    uid)`` (Sombreros) and ``(player, kind, ..., uid)`` (Clocktowers)."""
    if name == "table" and hasattr(game, "hands"):
        return [_card(a) for a in value]
    if name == "hands" and hasattr(game, "table"):
        out = []
        for h in value:
            h = dict(h)
            h["favourite"] = _card(h["favourite"])
            for k in ("collection", "black"):
                h[k] = [_card(a) for a in h[k]]
            out.append(h)
        return out
    if name == "towers" and hasattr(game, "current"):
        return [[[_card(a) for a in t] for t in mine] for mine in value]
    if name == "current" and hasattr(game, "towers"):
        return [_card(a) for a in value]
    return value


def _live(game):
    out = {}
    for name in _FIELDS:
        if name == "acts":
            log = getattr(game, "actlog", None)
            if log is not None and hasattr(log, "acts"):
                out[name] = log.acts()
        elif hasattr(game, name):
            out[name] = _plain(_held(game, name, getattr(game, name)))
    return out


def _differs(had, got):
    """What of the old firmware's game (``had``, oracle.json's ``live``) the
    resumed one does not have the same (``got``, ``_live``): a list."""
    out = []
    for name in _FIELDS:
        if name not in had:
            continue
        want = had[name]
        if name == "state" and isinstance(want, dict):
            want = dict(want)
            want.pop("rules", None)  # the rules it is played under now: checked apart
            state = got.get(name) or {}
            mine = {k: state.get(k) for k in want}
            if mine != want:
                out.append("state %r != %r" % (mine, want))
        elif got.get(name) != want:
            out.append("%s %r != %r" % (name, got.get(name), want))
    return out


def _plays_on(dev):
    """The next press after the resume: a Hamsterdam game records its next
    act (a roll, the end of a turn, the movement or redeployment done, a
    breach's flip); any other game takes an ``ok``. None, or what went wrong."""
    game = dev.game
    if not hasattr(game, "state") or getattr(game, "doc", {}).get("game") != "hamsterdam":
        dev.press("ok", "short", 10)
        return None if dev.game is not None else "left the game"
    phase = game.state["phase"]
    if phase in ("over", "tie", "last"):
        return None  # nothing due that one press records
    before = game.actlog.acts()
    presses = ["ok"]
    if phase == "breach":  # the lowest number, and its tokens when asked: 0
        presses = ["up", "ok"]
        if game.state["dam"][hd.breaching(game.state)]:
            presses += ["up", "ok"]
    for b in presses:
        dev.press(b, "short", 10)
    if dev.game is not game or game.actlog.acts() != before + 1:
        return "no act after %r (phase %s)" % (presses, phase)
    if game.state["rules"] != hd.RULES:
        return "played on under rules %r" % game.state["rules"]
    return None


def _check(commit):
    bad = []
    for name in _fixtures(commit):
        path = "%s/%s/%s" % (ROOT, commit, name)
        with open(path + "/oracle.json") as f:
            oracle = json.load(f)
        dev, log = _boot(path)
        offered = "Resume" in labels(dev)
        if not oracle["resumed"]:  # that firmware itself cleared it (a finished game)
            if offered or dev.game is not None:
                bad.append("%s: offered, %s" % (name, oracle["boot"]))
            continue
        if not offered:
            bad.append("%s: not offered: %r" % (name, log[-2:]))
            continue
        dev.press("ok", "short", 0)  # Resume
        if dev.game is None:
            bad.append("%s: not resumed: %r" % (name, log[-2:]))
            continue
        why = _differs(oracle["live"], _live(dev.game))
        if not why:
            step = _plays_on(dev)
            why = [step] if step else []
        if why:
            bad.append("%s: %s" % (name, "; ".join(why)))
    if bad:
        raise AssertionError("%d of %d:\n%s" % (len(bad), len(_fixtures(commit)), "\n".join(bad)))


def test_saves_of_435ab00_before_the_refusals_resume_as_it_had_them():
    _check("435ab00")


def test_saves_of_47eb000_the_journal_before_the_refusals_resume_as_it_had_them():
    _check("47eb000")


def test_saves_of_1e13a40_under_the_first_refusals_resume_as_it_had_them():
    _check("1e13a40")


def test_saves_of_d896fa5_resume_as_it_had_them():
    _check("d896fa5")


def test_every_mode_of_the_game_menu_is_saved_at_several_points_by_each_commit():
    for commit in COMMITS:
        names = _fixtures(commit)
        for mode in MODES:
            for point in POINTS + (("end",) if mode.startswith("hd-") else ()):
                assert "%s-%s" % (mode, point) in names, (commit, mode, point)


def test_a_document_without_rules_is_read_by_the_shape_of_its_label():
    # Before b608536 a document recorded no rules version: its snapshot's
    # label says which firmware wrote it. None (before e46054b) or
    # "Hamsterdam N acts" (to 47eb000): before the refusals of 9a1107b, so
    # P2's pile token on an empty dam counted (rules 0); "Hamsterdam rd N"
    # or "Hamsterdam over" (from 9a1107b): refused then, so no such save.
    acts = [["roll", 3, 4, []], ["pile", 1]]
    for label in (None, "Hamsterdam 2 acts"):
        snap = {"game": "hd", "doc": {"v": 2, "game": "hamsterdam", "players": 3}, "cursor": 1}
        snap["doc"].update({"classic": 0, "acts": list(acts)})
        if label is not None:
            snap["label"] = label
        screen = restore(snap)
        assert screen.state["pile"] == [0, 1, 0] and screen.state["dam"] == [0, 0, 0]
        assert screen.state["rules"] == hd.RULES and screen.actlog.acts() == 2
        assert "rules" not in snap["doc"]  # the saved snapshot is left as it was
    for label in ("Hamsterdam rd 1", "Hamsterdam over"):
        snap = {"game": "hd", "label": label, "cursor": 1}
        snap["doc"] = {"v": 2, "game": "hamsterdam", "players": 3, "classic": 0, "acts": acts}
        assert str(raises(RuleError, restore, snap)) == "P2 dam is empty"
