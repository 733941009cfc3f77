"""Saves written by earlier commits of this repository resume (issue 29,
item 2), both runtimes."""

from companion.rules import RuleError
from companion.rules import hamsterdam as hd
from companion.ui.hamsterdam_ui import restore
from support import raises


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
        assert screen.state["rules"] == hd.RULES and screen.log.acts() == 2
        assert "rules" not in snap["doc"]  # the saved snapshot is left as it was
    for label in ("Hamsterdam rd 1", "Hamsterdam over"):
        snap = {"game": "hd", "label": label, "cursor": 1}
        snap["doc"] = {"v": 2, "game": "hamsterdam", "players": 3, "classic": 0, "acts": acts}
        assert str(raises(RuleError, restore, snap)) == "P2 dam is empty"
