"""The scoring sessions on flash, both runtimes.

A Sombreros or Clocktowers session is journalled like Hamsterdam
(``companion.persist``): its snapshot is a small head and ``acts``, the
cards in tap order, so the save after a tap or an ``ok`` is the small
``game-j.json`` (at most 512 bytes: littlefs keeps it inline in its
directory's metadata, one 256-byte page program), never a whole slot; the
slot is written in the background at a quiet moment. A card taken back out
of the middle of the list lowers ``log_low`` to its index, an undo to the
new length. Sessions saved whole by the earlier firmware (``table``,
``hands``, ``done`` / ``towers``, ``current``, ``done``) resume, and are
journalled from their next save.
"""

import json
import os

from fakes import Scripted
from nfc_field import Field, card

from companion import store
from companion.device import Device
from support import choose, fresh_dir

DIR = "build/test-persist-sessions"
SLOTS = ("game-a.json", "game-b.json")
INLINE = 512  # littlefs's inline file limit at the Pico's 4 KB blocks (block_size / 8)


def boot():
    log = []
    return Device(Scripted((3, 4), faces=True, cycle=True), log.append, 0, DIR), log


def slots():
    """The slot files' texts (None: missing)."""
    out = []
    for name in SLOTS:
        try:
            with open(DIR + "/" + name) as f:
                out.append(f.read())
        except OSError:
            out.append(None)
    return out


def journal():
    return store.load(DIR + "/game-j.json", None)[0]


def journal_size():
    return os.stat(DIR + "/game-j.json")[6]


def quiet(dev):
    """A quiet moment: the background slot write runs to its end."""
    while dev.background(True):
        pass


def hats(players):
    dev, log = boot()
    choose(dev, "Sombreros")
    choose(dev, "%d players" % players)
    choose(dev, "Score the end")
    dev.flush()
    return dev, log, Field(removals=False)


def towers(players):
    dev, log = boot()
    choose(dev, "Clocktowers")
    choose(dev, "%d players" % players)
    dev.flush()
    return dev, log, Field(removals=False)


def hat(t, v):
    return card("bg1 som hat %d %d" % (t, v))


def resumed():
    """A power cut: a new device over the same flash, ``Resume`` chosen."""
    dev, log = boot()
    choose(dev, "Resume")
    return dev, log


# A 4-player Sombreros session as the bench plays it (tools/bench/pico):
# the table, then P1's and P2's hats, black hats and favourite
SOMBREROS = (
    [(t, 1) for t in range(1, 7)]
    + ["ok"]
    + [(t, 2) for t in range(1, 7)]
    + ["ok", (7, 1), (7, 2), "ok", (1, 3), "ok"]
    + [(1, 4), (2, 3), (3, 3)]
)


def test_each_action_of_a_sombreros_session_saves_only_the_small_journal():
    fresh_dir(DIR)
    dev, log, field = hats(4)
    assert dev.game.log_path == ("acts",)
    before = slots()
    for step in SOMBREROS:
        if step == "ok":
            dev.press("ok", "short", 0)
        else:
            field.tap(dev, hat(*step))
        dev.flush()  # the save after the action's frame
        assert slots() == before, "a save wrote a slot: %r" % (step,)
        assert journal_size() <= INLINE, journal_size()
        quiet(dev)  # the next card is some way off: the slot (if due) now
        before = slots()
    j = journal()
    assert j["path"] == ["acts"] and j["head"]["step"] == 3 and j["head"]["acts"] is None
    assert j["n"] + len(j["acts"]) == 18  # every tap, in the slot and the journal's tail
    assert j["acts"][-1] == [3, 3, 3, j["acts"][-1][3]]  # P2's hats (step 3): hat 3/3
    # the session comes back with every card, on its step
    game = dev.game
    dev2, log2 = resumed()
    assert log2[-1] == "sys resume game=som"
    back = dev2.game
    assert back.table == game.table and back.hands == game.hands
    assert back.step == 3 and back.done == game.done


def test_each_action_of_a_clocktowers_session_saves_only_the_small_journal():
    fresh_dir(DIR)
    dev, log, field = towers(4)
    assert dev.game.log_path == ("acts",)
    before = slots()
    tower = ("floor 1 cat", "clock mouse", "roof red")
    for k in range(5):  # five towers of P1, each card its own sticker
        for text in tower:
            field.tap(dev, card("bg1 clk " + text, k))
            dev.flush()
            assert slots() == before, "a save wrote a slot: tower %d %s" % (k + 1, text)
            assert journal_size() <= INLINE, journal_size()
            quiet(dev)
            before = slots()
    dev.press("ok", "short", 0)  # P2
    field.tap(dev, card("bg1 clk floor 2 none"))
    dev.flush()
    assert slots() == before and journal_size() <= INLINE
    j = journal()
    assert j["head"]["p"] == 1 and j["n"] + len(j["acts"]) == 16
    assert j["acts"][-1][:4] == [1, "floor", 2, "none"]
    game = dev.game
    dev2, log2 = resumed()
    back = dev2.game
    assert back.towers == game.towers and back.current == [
        (1, "floor", 2, "none", game.done[-1][-1])
    ]
    assert back.p == 1 and back.done == game.done


def test_a_card_taken_back_from_the_middle_keeps_only_the_acts_before_it():
    fresh_dir(DIR)
    dev, log, field = hats(2)
    dev.press("ok", "short", 0)  # P1 hats
    for t in range(1, 7):
        field.tap(dev, hat(t, 2))
        dev.flush()
    for v in (3, 4):
        field.tap(dev, hat(1, v))
        dev.flush()
    quiet(dev)  # 8 acts: the slot now holds them, the journal none
    assert (journal()["n"], journal()["acts"]) == (8, [])
    field.tap(dev, hat(3, 2))  # the third card again: asked, then taken back
    choose(dev, "Take it back")
    assert log[-1].startswith("som back uid=")
    dev.flush()
    j = journal()
    assert j["n"] == 2 and len(j["acts"]) == 5  # the two before it stay; the five after, moved up
    assert [a[1:3] for a in j["acts"]] == [[4, 2], [5, 2], [6, 2], [1, 3], [1, 4]]
    game = dev.game
    dev2, log2 = resumed()
    assert [c[1:3] for c in dev2.game.hands[0]["collection"]] == [
        (1, 2),
        (2, 2),
        (4, 2),
        (5, 2),
        (6, 2),
        (1, 3),
        (1, 4),
    ]
    assert dev2.game.done == game.done
    # an undo after the resume pops the last act: the save keeps the six before it
    dev2.press("back", "long", 0)
    dev2.flush()
    j = journal()
    assert j["n"] + len(j["acts"]) == 6 and j["n"] <= 6
    dev3, log3 = resumed()
    assert dev3.game.done == game.done[:6]


def test_an_undo_keeps_the_acts_before_it_and_stops_at_the_trackers_cards():
    fresh_dir(DIR)
    dev, log = boot()
    choose(dev, "Sombreros")
    choose(dev, "2 players")
    choose(dev, "Cookie tracker")
    field = Field(removals=False)
    field.tap(dev, hat(1, 2))  # P1's collection, tracked during play
    dev.press("down", "short", 0)  # and a black hat
    dev.press("ok", "long", 0)  # the end: scoring starts with them
    dev.flush()
    game = dev.game
    assert game.first == 1 and game.hands[0]["untagged"] == 1
    assert game.snapshot()["label"] == "Hats 2p 0 taps"
    field.tap(dev, hat(2, 1))  # table space 1
    dev.flush()
    dev2, log2 = resumed()
    back = dev2.game
    assert back.first == 1 and back.table[0][1:3] == (2, 1)
    assert back.hands[0]["collection"] == game.hands[0]["collection"]
    assert back.hands[0]["untagged"] == 1
    dev2.press("back", "long", 0)  # the tap undone
    assert back.log_low() == 1 and back.table[0] is None  # the tracker's card stays
    dev2.press("back", "long", 0)  # the tracker's card is not a tap to undo
    assert 'ui error msg="Nothing to undo"' in log2
    assert len(back.hands[0]["collection"]) == 1


# -- saves of the earlier firmware: whole slots, the old snapshot shape --------

OLD_SOMBREROS = {
    "game": "som",
    "label": "Hats 2p 3 taps",
    "players": 2,
    "table": [[[2, 1], "04AA"], None, [[3, 1], "04AC"], None, None],
    "hands": [
        {
            "collection": [[[1, 2], "04B0"], [[4, 2], "04B1"]],
            "black": [],
            "favourite": None,
            "untagged": 2,
        },
        {"collection": [], "black": [], "favourite": None, "untagged": 0},
    ],
    "step": 0,
    # the taps in order; 1/2 came from the cookie tracker (not a tap)
    "done": [
        [["table", 0], [2, 1], "04AA"],
        [["table", 2], [3, 1], "04AC"],
        [["collection", 0], [4, 2], "04B1"],
    ],
}

OLD_CLOCKTOWERS = {
    "game": "clk",
    "label": "Towers 2p 5 taps",
    "players": 2,
    "p": 0,
    "towers": [
        [[[["floor", 1, "cat"], "04C0"], [["clock", "mouse"], "04C1"], [["roof", "red"], "04C2"]]],
        [],
    ],
    "current": [[["floor", 2, "none"], "04C3"], [["clock", "none"], "04C4"]],
    "done": [[0, "04C0"], [0, "04C1"], [0, "04C2"], [0, "04C3"], [0, "04C4"]],
}


def old_slot(snap, seq=7):
    fresh_dir(DIR)
    with open(DIR + "/game-a.json", "w") as f:
        f.write('{"v": 1, "seq": %d, "game": %s}' % (seq, json.dumps(snap)))


def test_a_sombreros_session_saved_whole_by_the_earlier_firmware_resumes():
    old_slot(OLD_SOMBREROS)
    dev, log = resumed()
    game = dev.game
    assert log[-1] == "sys resume game=som"
    assert game.table == [(-1, 2, 1, "04AA"), None, (-3, 3, 1, "04AC"), None, None]
    assert game.hands[0]["collection"] == [(0, 1, 2, "04B0"), (0, 4, 2, "04B1")]
    assert game.hands[0]["untagged"] == 2 and game.step == 0 and game.first == 1
    assert game.snapshot()["label"] == "Hats 2p 3 taps"
    assert game.done == [
        (0, 1, 2, "04B0"),  # the tracker's card first
        (-1, 2, 1, "04AA"),
        (-3, 3, 1, "04AC"),
        (0, 4, 2, "04B1"),
    ]
    dev.press("back", "long", 0)  # undo: the last tap, as before
    assert game.hands[0]["collection"] == [(0, 1, 2, "04B0")]
    dev.flush()  # journalled from now on: a whole slot in today's shape, the journal over it
    assert store.load(DIR + "/game-b.json", None)[0]["seq"] == 8
    assert journal()["base"] == 8 and "acts" in store.load(DIR + "/game-b.json", None)[0]["game"]
    dev2, log2 = resumed()
    assert dev2.game.done == game.done and dev2.game.hands == game.hands


def test_a_clocktowers_session_saved_whole_by_the_earlier_firmware_resumes():
    old_slot(OLD_CLOCKTOWERS)
    dev, log = resumed()
    game = dev.game
    assert game.towers == [
        [
            [
                (0, "floor", 1, "cat", "04C0"),
                (0, "clock", "mouse", "04C1"),
                (0, "roof", "red", "04C2"),
            ]
        ],
        [],
    ]
    assert game.current == [(0, "floor", 2, "none", "04C3"), (0, "clock", "none", "04C4")]
    assert game.done[-1] == (0, "clock", "none", "04C4")
    dev.press("back", "long", 0)  # undo the clock: the open tower keeps its floor
    assert game.current == [(0, "floor", 2, "none", "04C3")]
    dev.flush()
    dev2, log2 = resumed()
    assert dev2.game.current == game.current and dev2.game.towers == game.towers


def test_a_clocktowers_save_with_another_players_tower_open_is_not_resumed():
    # Only the player shown can have an open tower (ok is refused while one
    # is): a save that says otherwise is unreadable, never a wrong score
    snap = {
        "game": "clk",
        "label": "x",
        "players": 2,
        "p": 1,
        "acts": [[0, "floor", 1, "cat", "04"]],
    }
    old_slot(snap)
    dev, log = boot()
    choose(dev, "Resume")
    assert any(line.startswith("sys saved game unreadable") for line in log)
    assert dev.game is None


def test_every_action_of_a_session_restores_to_the_same_session():
    # The snapshot after each action, as JSON gives it back, makes the
    # session as it was then: table, hands, step, the tracker's cards and
    # the acts (Sombreros); the player, towers, open tower and acts
    # (Clocktowers)
    from test_persist_powercut import clocktowers_session, sombreros_session, state

    from companion.ui import clocktowers_ui, sombreros_ui

    for play, restore in (
        (sombreros_session, sombreros_ui.restore),
        (clocktowers_session, clocktowers_ui.restore),
    ):
        game = play()
        for i, snap in enumerate(game.snaps):
            back = restore(snap)
            assert state(back) == game.states[i], (i, state(back), game.states[i])
            assert json.loads(json.dumps(back.snapshot())) == snap, i


def test_a_slot_write_falls_due_at_a_card_and_runs_at_once_not_in_front_of_the_next():
    # In the UI loop (fake board, virtual clock): the eighth card fills the
    # journal's tail, and the slot is written right after that card's
    # frame and save, while it lies on the reader, not 300 ms later, when
    # a player laying cards every half second puts the next one down
    from test_runner import board_counting_readers, drive, press

    fresh_dir(DIR)
    from companion import settings

    settings.save(DIR, dict(settings.DEFAULTS))  # past its first boot: no language question
    board, rig, built = board_counting_readers()
    board.data_dir = DIR
    seen = []

    async def script(b):
        await b.clock.sleep_ms(100)
        for name in ("down", "ok", "up", "ok", "ok", "ok"):  # Sombreros, 2 players, P1 hats
            await press(b, name)
        await b.clock.sleep_ms(300)
        for t, v in ((1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (1, 3), (1, 4)):
            rig.sim.tags[:] = [hat(t, v)]
            await b.clock.sleep_ms(100)  # read, shown, saved
            seen.append(sorted(n for n in os.listdir(DIR) if n.startswith("game")))
            await b.clock.sleep_ms(100)
            rig.sim.tags[:] = []
            await b.clock.sleep_ms(350)

    assert drive(board, script) is None
    assert len([ln for ln in board.lines if ln.startswith("som tap")]) == 8
    assert seen[:7] == [["game-a.json", "game-j.json"]] * 7  # the journal over the first slot
    assert seen[7] == ["game-a.json", "game-b.json", "game-j.json"]  # 0.1 s after the card
    j = journal()
    assert (j["base"], j["n"], j["acts"]) == (2, 8, [])
