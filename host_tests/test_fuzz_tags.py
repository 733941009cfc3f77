"""The tag fuzz benchmark (tools/bench/fuzz_tags.py) in short, both runtimes:
its images are the same for a seed and an index, a few hundred of them give
outcomes and no failure on both levels, and its checks catch what they
count."""

import fuzz_tags  # tools/bench/fuzz_tags.py

from companion import cards
from companion.nfc import payload


def _no_watchdog(s=0):
    return None


def test_images_depend_on_seed_and_index_only():
    pool = fuzz_tags.Pool()
    a = fuzz_tags.image(7, 123, pool)
    assert fuzz_tags.image(7, 123, pool) == a
    assert fuzz_tags.image(7, 124, pool) != a
    assert fuzz_tags.image(8, 123, pool) != a
    # xorshift32: the same numbers on both runtimes
    rng = fuzz_tags.Rng(1)
    assert [rng.u32() for _ in range(3)] == [270369, 67634689, 2647435461]


def test_300_images_parse_without_failure():
    pool = fuzz_tags.Pool()
    c = fuzz_tags.level1(300, 1, pool, _no_watchdog)
    assert c.images == 300 and c.bad() == 0, c.failures
    for outcome in ("card", "blank", "bad", "bad.unreadable", "bad.foreign", "bad.malformed"):
        assert c.outcomes.get(outcome, 0) > 0, (outcome, c.outcomes)


def test_40_images_on_the_simulated_reader():
    pool = fuzz_tags.Pool()
    c = fuzz_tags.level2(40, 1, pool, _no_watchdog)
    assert c.images == 40 and c.bad() == 0, c.failures
    assert c.outcomes.get("card", 0) > 0 and c.max_polls <= fuzz_tags.POLLS


def test_a_card_outside_a_deck_is_caught():
    pool = fuzz_tags.Pool()
    uid = fuzz_tags.UID
    reader = fuzz_tags.CCReader(bytearray((0xE1, 0x10, 0x12, 0x00)))
    learned = cards.Learned(None, print)
    data = b"\x03\x00\xfe"
    assert not fuzz_tags.use(cards.Tap(("card", uid, "ntag213", data), reader, learned), pool.decks)
    tap = cards.Tap(("card", uid, "ntag213", data), reader, learned)
    tap.outcome = "card"
    tap.card = payload.Card("som", "hat", ("3", "5"))  # the text of a deck card, not its card
    assert fuzz_tags.use(tap, pool.decks)
    tap.card = payload.Card("som", "hat", (3, 5))
    assert not fuzz_tags.use(tap, pool.decks)
    learned.map[cards.uid_hex(uid)] = "bg1 som hat 3 5"  # from the learned map: not the parser's
    assert fuzz_tags.use(cards.Tap(("card", uid, "ntag213", b""), reader, learned), pool.decks)


def test_a_failure_keeps_its_bytes_and_traceback():
    c = fuzz_tags.Counts(1, 5)
    img = ("ntag213", 144, bytearray((0xE1, 0x10, 0x12, 0x00)), b"\x03\x01\xd0")
    try:
        raise ValueError("boom")
    except ValueError as e:
        c.fail("escaped ValueError", 9, img, e)
    f = c.failures[0]
    assert (f["seed"], f["index"], f["cc"], f["data"]) == (5, 9, "e1101200", "0301d0")
    assert "ValueError" in f["traceback"] and "boom" in f["traceback"]
