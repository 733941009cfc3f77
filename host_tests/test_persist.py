"""The running game on flash (companion.persist) on both runtimes: two slots
with sequence numbers, a corrupt or truncated newest slot falling back to
the one before, unchanged games not rewritten, and every game mode resumed
through the device after a "power cut" (a new Device over the same files)."""

import json
import os

from fakes import Scripted
from nfc_field import Field, card
from test_store import write_deep, write_list, write_long

from companion import store
from companion.device import Device
from companion.persist import GameSaver
from companion.ui import view as v
from support import choose, fresh_dir

DIR = "build/test-persist"


def fresh():
    return fresh_dir(DIR)


def test_saves_alternate_slots_and_load_takes_the_newest():
    d = fresh()
    s = GameSaver(d)
    assert s.load() is None
    assert s.save({"n": 1}) > 0
    assert s.save({"n": 1}) == 0  # unchanged: nothing written
    s.save({"n": 2})
    assert sorted(os.listdir(d)) == ["game-a.json", "game-b.json"]
    assert GameSaver(d).load() == {"n": 2}
    s.save({"n": 3})  # into slot a again (seq 3)
    assert store.load(d + "/game-a.json", None)[0] == {"v": 1, "w": 1, "seq": 3, "game": {"n": 3}}
    assert GameSaver(d).load() == {"n": 3}


def test_a_truncated_newest_slot_falls_back_to_the_one_before():
    d = fresh()
    s = GameSaver(d)
    s.save({"n": 1})  # slot a, seq 1
    s.save({"n": 2})  # slot b, seq 2
    with open(d + "/game-b.json", "w") as f:
        f.write('{"v": 1, "seq": 2, "game": {"n"')  # cut short
    again = GameSaver(d)
    assert again.load() == {"n": 1}
    again.save({"n": 5})  # never over the good slot: into b
    assert store.load(d + "/game-a.json", None)[0]["game"] == {"n": 1}
    assert GameSaver(d).load() == {"n": 5}


def test_another_format_version_is_never_misread():
    d = fresh()
    with open(d + "/game-a.json", "w") as f:
        f.write('{"v": 2, "seq": 9, "game": {"n": 1}}')
    assert GameSaver(d).load() is None


def boot(faces=(3, 4)):
    log = []

    return Device(Scripted(faces, faces=True, cycle=True), log.append, 0, DIR), log


def test_hamsterdam_comes_back_after_a_power_cut():
    fresh()
    dev, log = boot()
    for b in ("ok", "ok", "ok"):  # Hamsterdam, 3 players, standard
        dev.press(b, "short", 0)
    dev.press("ok", "short", 0)  # roll 3+4
    dev.press("down", "short", 0)  # a flood for P1
    dev.flush()  # the runner saves after the frame
    acts = list(dev.game.doc["acts"])
    # power cut: a new device over the same flash
    dev2, log2 = boot()
    assert log2[-1] == "sys saved game=hd Hamsterdam rd 1"
    assert dev2.stack[-1].heading == "Hamsterdam rd 1"
    dev2.press("ok", "short", 0)  # Resume
    assert log2[-1] == "sys resume game=hd"
    assert dev2.game.doc["acts"] == acts
    assert dev2.game.state == dev.game.state


def test_a_dam_and_a_pile_flooded_to_99_resume_as_played_and_no_100th_is_taken():
    # What play takes, resume takes. One bound for both,
    # hd.COUNT_MAX, the most a player cell shows (two digits a count). 2
    # players, classic, one roll: 99 tokens onto P1's dam and 99 into P1's
    # pile (the piles reach the target at 10, the last roll takes the rest;
    # the 35th in the box warned once, never refused), a 100th of each
    # (refused with its reason, nothing changed), then 99 onto P2's dam and
    # 40 into P2's pile: 338 acts, so the log's folds put P1's counts in the
    # saved base, which the restore check reads. After a power cut the game
    # is back as it was (before the bound, the 100ths were taken and the
    # resume refused the base: "Saved game bad").
    fresh()
    dev, log = boot()
    choose(dev, "Hamsterdam")
    choose(dev, "2 players")
    choose(dev, "Classic")
    dev.press("ok", "short", 0)  # roll 3+4, P1's
    for kind in ("short", "long"):
        for _ in range(99):
            dev.press("down", kind, 0)
            dev.flush()
    st = dev.game.state
    assert st["dam"] == [99, 0] and st["pile"] == [99, 0] and st["phase"] == "last"
    assert len([ln for ln in log if ln.startswith("hd warn tokens")]) == 1
    before = json.loads(json.dumps(st))
    refused = []
    for kind in ("short", "long"):
        dev.press("down", kind, 0)
        refused.append((log[-1], dev.cues[-1], v.texts(dev.view())))
        refused.append(dev.game.state == before and dev.game.actlog.acts() == 199)
    dev.press("up", "short", 0)  # P2
    for kind, n in (("short", 99), ("long", 40)):
        for _ in range(n):
            dev.press("down", kind, 0)
            dev.flush()
    st = dev.game.state
    dev2, log2 = boot()
    choose(dev2, "Resume")
    assert log2[-1] == "sys resume game=hd", log2[-2:]
    assert dev2.game.state == st and dev2.game.actlog.acts() == dev.game.actlog.acts()
    assert st["dam"] == [99, 99] and st["pile"] == [99, 40] and dev.game.actlog.acts() == 338
    assert dev.game.doc["base"]["dam"][0] == 99  # P1's counts were in the saved base
    for why, i in (("P1 dam max 99", 0), ("P1 pile max 99", 2)):
        line, cue, texts = refused[i]
        assert line == 'ui error msg="%s"' % why and cue == "error" and why in texts
        assert refused[i + 1] is True  # nothing changed


def test_new_game_discards_the_saved_one():
    fresh()
    dev, log = boot()
    for b in ("ok", "ok", "ok", "ok"):
        dev.press(b, "short", 0)
    dev.flush()
    dev2, log2 = boot()
    dev2.press("down", "short", 0)
    dev2.press("ok", "short", 0)  # New game: asks first
    assert dev2.stack[-1].labels() == ["No, keep it", "Yes, discard"]
    dev2.press("ok", "short", 0)  # No, keep it: the saved game is offered again
    # nothing discarded: the last line is still the boot's (one roll was saved)
    assert dev2.stack[-1].heading == "Hamsterdam rd 1"
    assert log2[-1] == "sys saved game=hd Hamsterdam rd 1"
    dev2.press("ok", "short", 0)  # the cursor is still on New game
    dev2.press("down", "short", 0)
    dev2.press("ok", "short", 0)  # Yes, discard
    assert log2[-1] == "sys saved game discarded"
    dev3, log3 = boot()
    assert log3[-1] == "sys boot version=0.1.0"  # nothing offered


def test_a_sombreros_session_comes_back_with_every_card():
    fresh()
    dev, log = boot()
    dev.press("down", "short", 0)
    dev.press("ok", "short", 0)  # Sombreros
    dev.press("up", "short", 0)
    dev.press("ok", "short", 0)  # 2 players
    dev.press("ok", "short", 0)  # Score the end
    field = Field(removals=False)
    field.tap(dev, card("bg1 som hat 1 3"))
    dev.press("ok", "short", 0)  # P1 hats
    field.tap(dev, card("bg1 som hat 2 5"))
    dev.flush()
    dev2, log2 = boot()
    dev2.press("ok", "short", 0)  # Resume
    game = dev2.game
    assert v.texts(dev2.view())[0] == "P1 hats"
    assert game.table[0][1:3] == (1, 3) and game.hands[0]["collection"][0][1:3] == (2, 5)
    # the restored session still knows its cards: the same table card is refused
    field.tap(dev2, card("bg1 som hat 1 3"))
    assert v.texts(dev2.view())[2:4] == ["Already placed", "table space 1"]


def test_a_clocktowers_session_comes_back_with_its_open_tower():
    fresh()
    dev, log = boot()
    for _ in range(2):
        dev.press("down", "short", 0)
    dev.press("ok", "short", 0)  # Clocktowers
    dev.press("ok", "short", 0)  # 3 players
    field = Field(removals=False)
    for text in ("floor 1 cat", "clock none", "roof red", "floor 2 none"):
        field.tap(dev, card("bg1 clk " + text))
    dev.flush()
    dev2, log2 = boot()
    dev2.press("ok", "short", 0)
    game = dev2.game
    assert game.towers[0][0][2][:-1] == (0, "roof", "red")  # P1's first tower, its roof
    assert game.current[0][:-1] == (0, "floor", 2, "none")
    field.tap(dev2, card("bg1 clk clock mouse"))
    field.tap(dev2, card("bg1 clk roof blue"))
    assert v.texts(dev2.view())[1:3] == ["Tower 2 done", "2h blue 2pt"]


def test_clear_removes_the_older_slot_first():
    # a cut between the two removals must leave the newest game, never an older one
    d = fresh()
    s = GameSaver(d)
    s.save({"n": 1})  # slot a, seq 1
    s.save({"n": 2})  # slot b, seq 2
    s.save({"n": 3})  # slot a, seq 3: the newest is in a
    removed = []
    real = s._remove

    def cut_after_first(path):  # the power goes after the first removal
        if not removed:
            real(path)
        removed.append(path.rsplit("/", 1)[1])

    s._remove = cut_after_first
    s.clear()
    assert removed == ["game-b.json", "game-a.json", "game-j.json"]
    assert GameSaver(d).load() == {"n": 3}  # the newest survives the cut


def test_a_saved_game_too_big_for_the_heap_is_not_a_boot_loop():
    # A game of a thousand entries may not fit a fragmented heap: the boot
    # goes on to the game menu (a fresh-user trial found a crash every boot)
    d = fresh()
    GameSaver(d).save({"n": 1})  # a saved game is there

    def too_big(self, log=None):
        raise MemoryError("memory allocation failed")

    load = GameSaver.load
    GameSaver.load = too_big
    try:
        dev, log = boot()
    finally:
        GameSaver.load = load
    assert log[-2:] == [
        "sys saved game too big to load",
        "sys saved game set aside as=old1 older=0",
    ]
    assert [s.heading for s in dev.stack] == ["Game", "Saved game"]  # told, never offered
    assert "Resume saved" not in dev.stack[0].labels()
    assert sorted(os.listdir(d + "/old1")) == ["game-a.json"]  # kept as it was


# -- the journal (a game with a list of acts: Hamsterdam) --------------------

PATH = ("doc", "acts")


def game(n, cursor=0):
    """A snapshot shaped as Hamsterdam's, with ``n`` acts."""
    return {
        "game": "hd",
        "cursor": cursor,
        "doc": {"v": 1, "acts": [["dam", i % 3] for i in range(n)]},
    }


def test_a_journalled_save_is_one_small_file_over_the_slot():
    d = fresh()
    s = GameSaver(d)
    s.save(game(1), PATH, None)  # the first: a whole slot, then the journal
    assert sorted(os.listdir(d)) == ["game-a.json", "game-j.json"]
    s.save(game(2, cursor=1), PATH, None)
    s.save(game(3, cursor=2), PATH, None)
    assert sorted(os.listdir(d)) == ["game-a.json", "game-j.json"]  # no new slot
    j = store.load(d + "/game-j.json", None)[0]
    assert (j["v"], j["base"], j["n"], j["path"]) == (2, 1, 1, ["doc", "acts"])
    assert j["acts"] == [["dam", 1], ["dam", 2]] and j["head"]["cursor"] == 2
    assert j["head"]["doc"]["acts"] is None  # the list lives in the slot and the tail
    assert s.save(game(3, cursor=2), PATH, None) == 0  # unchanged: nothing written
    assert GameSaver(d).load() == game(3, cursor=2)


def test_an_undo_below_the_slot_keeps_only_what_is_still_true():
    d = fresh()
    s = GameSaver(d)
    s.save(game(5), PATH, None)  # slot: 5 acts
    g = game(3)  # two undone...
    g["doc"]["acts"].append(["roll", 6, 6, []])  # ... and a new act
    s.save(g, PATH, 3)  # the fewest acts since the last save: 3
    j = store.load(d + "/game-j.json", None)[0]
    assert j["n"] == 3 and j["acts"] == [["roll", 6, 6, []]]
    assert GameSaver(d).load() == g


def test_the_background_slot_write_moves_the_journal_over():
    d = fresh()
    s = GameSaver(d)
    s.save(game(1), PATH, None)
    for n in range(2, 9):
        s.save(game(n), PATH, None)
    g9 = game(9)
    s.save(g9, PATH, None)  # 8 acts in the tail: a new slot is begun

    class Screen:
        log_path = PATH

        def snapshot(self):
            return g9  # the running game's own list, as a game screen gives it

    steps = 0
    while s.step(Screen()):
        steps += 1
    assert steps == 2  # the head, then 9 acts in one slice of 16
    assert sorted(os.listdir(d)) == ["game-a.json", "game-b.json", "game-j.json"]
    slot = store.load(d + "/game-b.json", None)[0]
    assert slot["seq"] == 2 and slot["game"] == game(9)
    j = store.load(d + "/game-j.json", None)[0]
    assert (j["base"], j["n"], j["acts"]) == (2, 9, [])
    assert GameSaver(d).load() == game(9)


def write_under_way():
    """A journalled game of 9 acts whose background slot write has begun:
    (dir, saver, the game's snapshot, a screen giving it)."""
    d = fresh()
    s = GameSaver(d)
    s.save(game(1), PATH, None)
    for n in range(2, 9):
        s.save(game(n), PATH, None)
    g = game(9)
    s.save(g, PATH, None)

    class Screen:
        log_path = PATH

        def snapshot(self):
            return g

    assert s.step(Screen())  # under way
    return d, s, g, Screen


def test_an_undo_below_what_the_background_write_holds_stops_it():
    d, s, g, Screen = write_under_way()
    del g["doc"]["acts"][7:]
    s.save(g, PATH, 7)  # two undone: the slot it writes would be wrong
    assert not s.step(Screen())
    assert sorted(os.listdir(d)) == ["game-a.json", "game-j.json"]  # no slot, no .tmp
    assert GameSaver(d).load() == game(7)


def test_a_log_that_drops_its_oldest_acts_stops_the_background_write():
    # companion.rules.actlog folds: a new list without its front, 0 acts kept
    # of the old slot; a slot write of the old list is stopped, not finished
    d, s, g, Screen = write_under_way()
    g["doc"]["acts"] = g["doc"]["acts"][4:]  # folded: the list replaced
    s.save(g, PATH, 0)  # the action's save comes before any background slice
    assert not s.step(Screen())  # stopped
    assert sorted(os.listdir(d)) == ["game-a.json", "game-j.json"]  # no slot, no .tmp
    assert GameSaver(d).load() == g


def test_a_corrupt_journal_falls_back_to_the_newest_slot():
    d = fresh()
    s = GameSaver(d)
    s.save(game(1), PATH, None)
    s.save(game(2), PATH, None)
    with open(d + "/game-j.json", "w") as f:
        f.write('{"v": 2, "base": 1, "n": 1, "pa')  # cut short
    assert GameSaver(d).load() == game(1)


def test_a_game_saved_by_the_earlier_firmware_resumes_and_is_journalled_from_then():
    d = fresh()
    with open(d + "/game-a.json", "w") as f:  # format 1 slots only, as before the journal
        f.write('{"v": 1, "seq": 4, "game": %s}' % json.dumps(game(3)))
    s = GameSaver(d)
    assert s.load() == game(3)
    s.save(game(4), PATH, None)  # a whole slot (seq 5) into b, the journal over it
    assert store.load(d + "/game-b.json", None)[0]["seq"] == 5
    assert store.load(d + "/game-j.json", None)[0]["base"] == 5
    assert GameSaver(d).load() == game(4)


def test_hamsterdam_undone_then_cut_comes_back_as_it_was():
    fresh()
    dev, log = boot(faces=(3, 4, 2, 5, 6, 1))
    for b in ("ok", "ok", "ok"):
        dev.press(b, "short", 0)
    for b in ("ok", "down", "ok", "down"):  # roll, flood, roll, flood
        dev.press(b, "short", 0)
        dev.flush()
    dev.press("back", "long", 0)  # undo the last flood
    dev.flush()
    acts = list(dev.game.doc["acts"])
    assert [a[0] for a in acts] == ["roll", "dam", "roll"]
    assert "game-j.json" in os.listdir(DIR)
    dev2, log2 = boot()
    dev2.press("ok", "short", 0)  # Resume
    assert dev2.game.doc["acts"] == acts
    assert dev2.game.state == dev.game.state


def test_a_background_write_that_waited_too_long_no_longer_waits_for_quiet():
    # At a player's fastest pace there is never 300 ms of quiet: once the
    # journal's tail holds 16 acts the slot write runs anyway, so the
    # journal never outgrows littlefs's metadata (then every save would
    # erase a sector)
    d = fresh()
    s = GameSaver(d)
    s.save(game(1), PATH, None)
    for n in range(2, 10):
        s.save(game(n), PATH, None)  # 8 acts in the tail: a slot write begun
    assert not s.full()
    for n in range(10, 17):
        s.save(game(n), PATH, None)
    assert not s.full()  # 15 in the tail
    s.save(game(17), PATH, None)
    assert s.full()  # 16: now, quiet or not
    dev = Device(None, [].append, 0, None)
    assert dev.background(False) is False  # no saver of its own: nothing to do


# -- bad files: each passed over with one log line, the other kept --

BAD = "sys saved file=%s %s"
# 5,000 deep: out of heap (the Pico; CPython's recursion) or, with heap to
# spare, parsed into lists that are no slot
DEEP = ("too big to parse", "corrupt: wrong shape or version")


def logged(log, name, why):
    """``log`` is the one line for file ``name``, reason ``why`` (or one of
    the tuple ``why``)."""
    whys = why if isinstance(why, tuple) else (why,)
    return len(log) == 1 and log[0] in [BAD % (name, w) for w in whys]


SHAPE = "corrupt: wrong shape or version"


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def bad_files(path):
    """``(why, write)`` for each kind of file store.load refuses unparsed."""

    def deep():
        write_deep(path, 5000)  # 10 KB

    def huge():
        write_list(path, 350000)

    def long_string():
        write_long(path, '{"v": 1, "seq": 2, "game": {"n": "', 153600, '"}}')

    return (
        (DEEP, deep),
        ("too big: 1050000 bytes", huge),
        ("too big: 153637 bytes", long_string),  # 34 + 153,600 + 3 bytes
    )


def loaded(d):
    log = []
    return GameSaver(d).load(log.append), log


def test_a_deep_huge_or_long_slot_is_passed_over_for_the_other():
    for bad, good in ((1, 0), (0, 1)):
        name = ("game-a.json", "game-b.json")[bad]
        for why, write_bad in bad_files(DIR + "/" + name):
            d = fresh()
            write(
                d + "/" + ("game-a.json", "game-b.json")[good],
                '{"v": 1, "seq": 1, "game": {"n": 1}}',
            )
            write_bad()
            snap, log = loaded(d)
            assert snap == {"n": 1}, (name, why)
            assert logged(log, name, why), log
    s = GameSaver(d)  # the last: a 150 KB string in slot a, the good game in b
    assert s.load() == {"n": 1}
    s.save({"n": 2})  # over the bad slot, never over the good one
    assert store.load(d + "/game-b.json", None)[0] == {"v": 1, "seq": 1, "game": {"n": 1}}
    assert loaded(d) == ({"n": 2}, [])


def test_a_wrongly_typed_slot_is_passed_over_for_the_other():
    for text in (
        '{"v": 1, "seq": "2", "game": {"n": 2}}',
        '{"v": 1, "seq": 2.5, "game": {"n": 2}}',
        '{"v": 1, "game": {"n": 2}}',
        '{"v": 1, "seq": 2, "game": [2]}',
        '{"v": 1, "seq": 2, "game": "hd"}',
        '{"v": "1", "seq": 2, "game": {"n": 2}}',
        "[1, 2]",
        '"slot"',
        "null",
    ):
        d = fresh()
        write(d + "/game-a.json", '{"v": 1, "seq": 1, "game": {"n": 1}}')
        write(d + "/game-b.json", text)
        assert loaded(d) == ({"n": 1}, [BAD % ("game-b.json", SHAPE)]), text


def test_a_corrupt_or_truncated_slot_is_logged_once():
    for text in ('{"v": 1, "seq": 2, "game": {"n"', "", "\x00\x00\x00"):
        d = fresh()
        write(d + "/game-a.json", '{"v": 1, "seq": 1, "game": {"n": 1}}')
        write(d + "/game-b.json", text)
        snap, log = loaded(d)
        assert snap == {"n": 1}, text
        assert len(log) == 1 and log[0].startswith("sys saved file=game-b.json corrupt: "), log


def test_two_bad_slots_are_no_saved_game():
    d = fresh()
    write_deep(d + "/game-a.json", 5000)
    write_list(d + "/game-b.json", 350000)
    snap, log = loaded(d)
    assert snap is None and len(log) == 2, log
    assert logged(log[:1], "game-a.json", DEEP), log
    assert log[1] == BAD % ("game-b.json", "too big: 1050000 bytes"), log


def journalled():
    """Slot a (seq 1) with game(1), the journal over it with game(2)."""
    d = fresh()
    s = GameSaver(d)
    s.save(game(1), PATH, None)
    s.save(game(2), PATH, None)
    assert loaded(d) == (game(2), [])
    return d


def test_a_deep_huge_or_long_journal_falls_back_to_the_slot():
    for why, write_bad in bad_files(DIR + "/game-j.json"):
        d = journalled()
        write_bad()
        snap, log = loaded(d)
        assert snap == game(1) and logged(log, "game-j.json", why), (why, log)


def test_a_wrongly_typed_journal_falls_back_to_the_slot():
    head = '{"game": "hd", "cursor": 0, "doc": {"v": 1, "acts": null}}'
    for text in (
        '{"v": 2, "base": 1, "n": "1", "path": ["doc", "acts"], "head": %s, "acts": []}' % head,
        '{"v": 2, "base": 1, "n": 1, "path": ["doc", "acts"], "head": [], "acts": []}',
        '{"v": 2, "base": 1, "n": 1, "path": ["doc", "acts"], "head": %s, "acts": {}}' % head,
        '{"v": 2, "base": 1, "n": 5, "path": ["doc", "acts"], "head": %s, "acts": []}' % head,
        '{"v": 2, "base": 1, "n": 1, "path": 5, "head": %s, "acts": []}' % head,
        '{"v": 2, "base": 1, "n": 1, "path": ["doc", "nope"], "head": %s, "acts": []}' % head,
        # the path goes through a string in the head: dict("xy") is a ValueError
        '{"v": 2, "base": 1, "n": 1, "path": ["doc", "acts"], "head": {"doc": "xy"}, "acts": []}',
        '{"v": 3, "base": 1, "n": 1, "path": ["doc", "acts"], "head": %s, "acts": []}' % head,
        '{"base": 1}',
        "[2]",
        "null",
    ):
        d = journalled()
        write(d + "/game-j.json", text)
        assert loaded(d) == (game(1), [BAD % ("game-j.json", SHAPE)]), text


def test_a_journal_over_a_slot_that_is_gone_is_ignored_silently():
    # a power cut inside clear() leaves it so: not a bad file
    d = journalled()
    os.remove(d + "/game-a.json")
    write(d + "/game-b.json", '{"v": 1, "seq": 7, "game": {"n": 7}}')
    assert loaded(d) == ({"n": 7}, [])


def test_the_device_offers_the_good_slot_beside_a_bad_one():
    for why, write_bad in bad_files(DIR + "/game-b.json")[:2]:
        fresh()
        dev, log = boot()
        for b in ("ok", "ok", "ok", "ok", "down"):  # Hamsterdam, 3 players, standard; roll, flood
            dev.press(b, "short", 0)
        dev.flush()
        acts = list(dev.game.doc["acts"])
        assert sorted(os.listdir(DIR)) == ["game-a.json", "game-j.json"]
        write_bad()  # as if a newer slot had gone bad
        dev2, log2 = boot()
        assert log2[-1] == "sys saved game=hd Hamsterdam rd 1", (why, log2)
        dev2.press("ok", "short", 0)  # Resume
        assert dev2.game.doc["acts"] == acts


def test_clear_after_saving_reads_no_slot():
    # Leaving a long session must not parse its slots again (once, a
    # MemoryError there kept the game offered at every boot): the saver knows
    # which slot is the older one.
    d = fresh()
    s = GameSaver(d)
    for n in range(3):
        s.save({"n": n})
    removed = []
    real_load, real_remove = store.load, s._remove

    def no_load(*args):
        raise AssertionError("a slot parsed")

    store.load = no_load
    s._remove = lambda path: (removed.append(path[len(d) + 1 :]), real_remove(path))
    try:
        s.clear()
    finally:
        store.load = real_load
    # slot a holds saves 1 and 3, b save 2: b, the older, goes first
    assert removed == ["game-b.json", "game-a.json", "game-j.json"], removed
    assert os.listdir(d) == []


def test_a_lone_journal_is_never_joined_to_a_later_whole_slot_game():
    # A cut inside clear() between the slots and the journal leaves the
    # journal (base 1); a whole-slot game (Stramash) saved next writes seq
    # 1: the journal goes with that first save, the game loads alone
    d = fresh()
    j = {"v": 2, "base": 1, "n": 0, "path": ["doc", "acts"], "head": game(0), "acts": [["dam", 0]]}
    with open(d + "/game-j.json", "w") as f:
        f.write(json.dumps(j))
    s = GameSaver(d)
    s.save({"game": "st", "turn": 2})
    assert "game-j.json" not in os.listdir(d)
    assert GameSaver(d).load() == {"game": "st", "turn": 2}
