"""The Cards menu on both runtimes: reading, writing and learning cards
through the real NFC stack on the register-level MFRC522 simulator, and the
log lines, screens and tones each outcome gives."""

import os

from nfc_field import Field
from nfc_rig import UID7, Rig
from sim_tags import ClassicTag, ndef_tlv, ntag

from companion import store
from companion.cards import uid_hex
from companion.device import Device
from companion.nfc import writer
from companion.ui import view as v
from support import GAME_MENU, choose, modules_snapshot, restore_modules

UID_B = bytes((0x04, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66))
UID_C = bytes((0x04, 0x77, 0x88, 0x99, 0xAA, 0xBB, 0xCC))
CLASSIC = bytes((0xDE, 0xAD, 0xBE, 0xEF))
DATA = "build/test-data"


def text_tag(text, uid=UID7):
    return ntag(213, uid, ndef_tlv(writer.text_message(text)))


def url_tag(uid=UID7):
    # NDEF URI record, prefix 04h = "https://": a phone's web-link sticker
    msg = bytes((0xD1, 0x01, 0x09, 0x55, 0x04)) + b"ex.org/a"
    return ntag(213, uid, ndef_tlv(msg))


def fresh_dir():
    for d in ("build", DATA):
        store.ensure_dir(d)
    for name in os.listdir(DATA):
        os.remove(DATA + "/" + name)
    return DATA


def device(*menu_path):
    """A device with the Cards menu open at ``menu_path`` (entry labels).

    A press on the game menu unloads the NFC stack; the test's reader
    (nfc_rig's, imported once) keeps the classes it was built with, so they
    are put back before the card screens import theirs: the writer then
    catches the errors this reader raises, as on the Pico, where the reader
    is built after the unload, from the modules the screens use."""
    snap = modules_snapshot()
    log = []
    dev = Device(None, log.append, 0, fresh_dir())
    dev.press("up", "short", 0)  # Cards, the game menu's last entry
    restore_modules(snap)
    choose(dev, "Cards")
    for label in menu_path:
        choose(dev, label)
    dev.cues = []
    return dev, log


def texts(dev):
    return v.texts(dev.view())


def test_read_card_shows_the_card_and_logs_it():
    dev, log = device("Read card")
    Field().tap(dev, text_tag("bg1 som hat 3 5"))
    assert log[-2] == 'nfc tap uid=04A1B2C3D4E5F6 tag=ntag213 card="bg1 som hat 3 5"'
    assert log[-1] == "nfc removed uid=04A1B2C3D4E5F6"
    assert texts(dev)[1:4] == ["Hat 3/5", "ntag213", "04A1B2C3D4E5F6"]
    assert dev.cues == ["card"]


def test_read_card_outcomes_each_with_their_message_and_tone():
    dev, log = device("Read card")
    field = Field()
    field.tap(dev, url_tag())
    assert log[-2] == 'nfc tap uid=04A1B2C3D4E5F6 tag=ntag213 error=foreign detail="web link"'
    assert texts(dev)[1:3] == ["Not a game card", "web link"]
    field.tap(dev, ntag(213, UID_B))  # blank, as shipped: 03 00 FE
    assert log[-2] == "nfc tap uid=04112233445566 tag=ntag213 outcome=blank"
    assert texts(dev)[1:3] == ["Blank tag", "no card data"]
    field.tap(dev, ClassicTag(CLASSIC))
    assert log[-2] == "nfc tap uid=DEADBEEF tag=mifare_classic_1k outcome=unknown"
    assert texts(dev)[1:3] == ["Unknown card", "learn it first"]
    field.tap(dev, text_tag("bg1 som hat 9 1", UID_C))
    assert log[-2] == ('nfc tap uid=04778899AABBCC tag=ntag213 error=malformed detail="bad type 9"')
    assert dev.cues == ["card_bad", "blank", "card_bad", "card_bad"]


def test_write_a_deck_one_tap_per_card():
    dev, log = device("Write tags", "Sombreros")
    # the deck's first card: type 1, value 1; 42 one-of-a-kind cards
    assert texts(dev)[1:5] == ["> Hat 1/1", "Tap a blank tag", "", "card 1 of 42"]
    field = Field()
    first = ntag(213, UID7)
    field.tap(dev, first)
    assert 'nfc written uid=04A1B2C3D4E5F6 card="bg1 som hat 1 1" lock=0' in log
    # on the tag: TLV 03 16, record D1 01 12 54 02 "en" + 15 bytes of text, FE
    msg = bytes((0xD1, 0x01, 0x12, 0x54, 0x02)) + b"en" + b"bg1 som hat 1 1"
    assert bytes(first.mem[16 : 16 + 25]) == bytes((0x03, 0x16)) + msg + b"\xfe"
    # the next card comes up; the same tag tapped again is not rewritten
    assert texts(dev)[1:5] == ["> Hat 1/2", "Written", "Hat 1/1", "card 2 of 42"]
    field.tap(dev, first)
    assert texts(dev)[2:4] == ["Just written", "tap the next tag"]
    assert bytes(first.mem[16 : 16 + 25]) == bytes((0x03, 0x16)) + msg + b"\xfe"
    field.tap(dev, ntag(213, UID_B))
    assert 'nfc written uid=04112233445566 card="bg1 som hat 1 2" lock=0' in log
    assert dev.cues.count("written") == 2


def test_write_refuses_foreign_tags_and_classic_cards():
    dev, log = device("Write tags", "Sombreros")
    field = Field()
    field.tap(dev, url_tag())
    assert texts(dev)[2:4] == ["Not a game card", "web link"]
    assert log[-2] == "nfc write uid=04A1B2C3D4E5F6 ok=0 why=not_blank"
    field.tap(dev, ClassicTag(CLASSIC))
    assert texts(dev)[2:4] == ["Can't write", "use Learn card"]
    assert log[-2] == "nfc write uid=DEADBEEF ok=0 why=no_ndef"
    assert not [ln for ln in log if ln.startswith("nfc written")]


def test_lock_after_writing_then_the_tag_refuses_writes():
    dev, log = device("Write tags", "Sombreros")
    dev.press("ok", "long", 0)
    assert log[-1] == "nfc write lock=1"
    tag = ntag(213, UID7)
    field = Field()
    field.tap(dev, tag)
    assert 'nfc written uid=04A1B2C3D4E5F6 card="bg1 som hat 1 1" lock=1' in log
    assert bytes(tag.mem[12:16]) == bytes((0xE1, 0x10, 0x12, 0x0F))  # CC: read-only
    assert tag.mem[10] == 0xFF and tag.mem[11] == 0xFF  # static lock bytes
    dev2, log2 = device("Write tags", "Sombreros")
    dev2.press("down", "short", 0)  # target hat 1 2: a locked Hat 1/1 cannot become it
    for _ in range(2):
        field.tap(dev2, tag)
        assert texts(dev2)[2:4] == ["Locked tag", "Hat 1/1"]
        assert log2[-2] == "nfc write uid=04A1B2C3D4E5F6 ok=0 why=locked"
        dev2.press("ok", "short", 0)  # no question: nothing can change it
        assert type(dev2.stack[-1]).__name__ == "WriteScreen"
    assert dev2.cues == ["key", "card_bad", "key", "card_bad", "key"]
    assert bytes(tag.mem[16:20]) == bytes((0x03, 0x16, 0xD1, 0x01))  # still Hat 1/1
    assert not [ln for ln in log2 if ln.startswith("nfc written")]


def test_learn_a_classic_card_then_read_it_as_that_card():
    dev, log = device("Learn card", "Sombreros")
    dev.press("down", "short", 0)  # Hat 1/2
    field = Field()
    field.tap(dev, ClassicTag(CLASSIC))
    assert 'nfc learned uid=DEADBEEF card="bg1 som hat 1 2"' in log
    assert store.load(DATA + "/learned.json", None)[0] == {"DEADBEEF": "bg1 som hat 1 2"}
    # a new device (after a power cycle) reads it as the learned card
    log2 = []
    dev2 = Device(None, log2.append, 0, DATA)
    choose(dev2, "Cards")
    choose(dev2, "Read card")
    field.tap(dev2, ClassicTag(CLASSIC))
    assert log2[-2] == 'nfc tap uid=DEADBEEF tag=mifare_classic_1k card="bg1 som hat 1 2" learned=1'
    assert v.texts(dev2.view())[1:3] == ["Hat 1/2", "learned"]


def test_learn_refuses_a_tag_that_carries_a_card():
    dev, log = device("Learn card", "Sombreros")
    Field().tap(dev, text_tag("bg1 som hat 3 5"))
    assert texts(dev)[2:4] == ["Has a card:", "Hat 3/5"]
    assert not [ln for ln in log if ln.startswith("nfc learned")]


def test_corrupt_learned_file_is_logged_and_ignored():
    fresh_dir()
    with open(DATA + "/learned.json", "w") as f:
        f.write('{"DEADBEEF": "bg1 so')  # cut short by a power loss
    log = []
    dev = Device(None, log.append, 0, DATA)
    assert dev.learned().map == {}
    assert log[-1].startswith("nfc learned file corrupt: ")


def test_forget_learned():
    dev, log = device("Learn card", "Sombreros")
    Field().tap(dev, ClassicTag(CLASSIC))
    dev.press("back", "short", 0)  # back to the Cards menu
    choose(dev, "Forget learned")
    assert type(dev.stack[-1]).__name__ == "ForgetScreen"  # cards_ui may be a fresh copy
    assert v.texts(dev.view())[1:3] == ["1 learned card", "forget them all?"]
    dev.press("ok", "short", 0)
    assert log[-1] == "nfc forgot n=1"
    assert store.load(DATA + "/learned.json", None)[0] == {}
    assert dev.stack[-1].heading == "Cards"


def test_store_save_is_atomic_and_load_tolerates_missing():
    d = fresh_dir()
    store.save(d + "/x.json", {"a": 1})
    store.save(d + "/x.json", {"a": 2})
    assert store.load(d + "/x.json", None) == ({"a": 2}, None)
    assert sorted(os.listdir(d)) == ["x.json"]  # no temporary file left
    assert store.load(d + "/nope.json", 7) == (7, "missing")


def test_no_reader_message_and_the_rest_keeps_working():
    dev, log = device("Read card")
    rig = Rig([], init=False, absent=0x00)
    ev = rig.reader.poll(0)
    assert ev == ("no_reader",)
    dev.card_event(ev, rig.reader)
    assert log[-1] == "nfc no_reader"
    assert "No NFC reader" in texts(dev)
    dev.press("back", "short", 0)
    dev.press("back", "short", 0)
    assert dev.stack[-1].labels() == GAME_MENU


def test_clocktowers_deck_counts_copies_of_alike_cards():
    dev, log = device("Write tags", "Clocktowers")
    # deck order: floors (1 storey cat x5 first), clocks, roofs
    assert texts(dev)[1] == "> Floor 1 cat" and texts(dev)[4] == "copy 1 of 5"
    field = Field()
    field.tap(dev, ntag(213, UID7))
    field.tap(dev, ntag(213, UID_B))
    assert texts(dev)[1] == "> Floor 1 cat" and texts(dev)[4] == "copy 3 of 5"
    assert [ln.split(" card=")[1] for ln in log if ln.startswith("nfc written")] == [
        '"bg1 clk floor 1 cat" lock=0',
        '"bg1 clk floor 1 cat" lock=0',
    ]


def test_learned_tags_are_not_written_and_the_deck_ends():
    dev, log = device("Learn card", "Sombreros")  # learn a web-link sticker as Hat 1/1
    field = Field()
    field.tap(dev, url_tag())
    dev.press("back", "short", 0)
    dev.press("up", "short", 0)  # Cards: Learn card -> Write tags
    dev.press("ok", "short", 0)
    dev.press("ok", "short", 0)  # Sombreros
    field.tap(dev, url_tag())
    assert texts(dev)[2:4] == ["Learned card", "forget it first"]
    # the last card of the deck, written: then "deck done" and no more writes
    dev.press("up", "short", 0)
    assert texts(dev)[1] == "> Hat 7/6"
    field.tap(dev, ntag(213, UID_B))
    assert texts(dev)[4] == "deck done!"
    field.tap(dev, ntag(213, UID_C))
    assert texts(dev)[2:4] == ["Deck done", "^v: pick a card"]


def test_card_screens_without_a_reader_say_so_once():
    dev, log = device("Write tags", "Sombreros")
    rig = Rig([], init=False, absent=0x00)
    dev.card_event(rig.reader.poll(0), rig.reader)
    assert texts(dev)[1:4] == ["> Hat 1/1", "No NFC reader", "check the wiring"]


def test_learn_sends_blank_tags_to_write_and_moves_on_after_each_card():
    dev, log = device("Learn card", "Sombreros")
    field = Field()
    field.tap(dev, ntag(213, UID_B))  # blank: it can carry the card itself
    assert texts(dev)[2:4] == ["Blank tag:", "use Write tags"]
    field.tap(dev, ClassicTag(CLASSIC))
    assert log[-2] == 'nfc learned uid=DEADBEEF card="bg1 som hat 1 1"'
    assert texts(dev)[1] == "Hat 1/2"  # one of each hat: the next comes up


# --- the writer and tags that are not blank (two taps never ruin a card) -----

HAT_1_1_TLV = (
    bytes((0x03, 0x16, 0xD1, 0x01, 0x12, 0x54, 0x02)) + b"en" + b"bg1 som hat 1 1" + b"\xfe"
)


def lay(field, dev, tag, budget=None):
    """Lay ``tag`` on the reader and hand its arrival to the device; it stays
    there. ``budget``: it leaves after hearing that many more frames (the
    arrival's are spent already): pulled away in the middle of a write."""
    field.rig.sim.tags[:] = [tag]
    ev = field.rig.poll()
    if ev is None or ev[0] != "card":
        raise AssertionError("no arrival: %r" % (ev,))
    if budget is not None:
        tag.leave_after = tag.heard + budget
    dev.card_event(ev, field.rig.reader)


def lift(field, dev):
    """Take everything off the reader and let the reader notice."""
    field.rig.sim.tags[:] = []
    for _ in range(4):
        gone = field.rig.poll()
    if gone is not None:
        dev.card_event(gone, field.rig.reader)


def back_in_hand(tag):
    """A tag that left the field mid-write, picked up to be tapped again."""
    tag.leave_after = None
    tag.present = True
    tag.power_off()


def on_tag(tag):
    """What ``tag`` carries now, as the device's parser reads it."""
    from companion.nfc import payload

    try:
        card = payload.card_from_tag(bytes(tag.mem[16:160]), bytes(tag.mem[12:16]))
    except payload.PayloadError as e:
        return e.code
    return None if card is None else card.text()


def written(log):
    return [ln for ln in log if ln.startswith("nfc written")]


def test_another_games_card_is_refused_however_often_it_is_tapped():
    # Writing Clocktowers, a Sombreros sticker tapped twice
    # (a third time too) stays Hat 1/1.
    dev, log = device("Write tags", "Clocktowers")
    field = Field()
    hat = text_tag("bg1 som hat 1 1")
    for _ in range(3):
        field.tap(dev, hat)
        assert texts(dev)[1:6] == [
            "> Floor 1 cat",
            "Sombreros card",
            "Hat 1/1",
            "kept as it was",
            "ok: erase it?",
        ]
        assert log[-2] == "nfc write uid=04A1B2C3D4E5F6 ok=0 why=not_blank"
    assert dev.cues == ["card_bad"] * 3
    assert bytes(hat.mem[16:41]) == HAT_1_1_TLV
    assert on_tag(hat) == "bg1 som hat 1 1"
    assert written(log) == []


def test_another_card_of_the_same_deck_is_refused_too():
    dev, log = device("Write tags", "Sombreros")  # on Hat 1/1
    field = Field()
    old = text_tag("bg1 som hat 3 5")
    for _ in range(2):
        field.tap(dev, old)
        assert texts(dev)[2:5] == ["Has another card", "Hat 3/5", "kept as it was"]
    assert on_tag(old) == "bg1 som hat 3 5"
    assert written(log) == []


def test_a_reflex_ok_keeps_the_tag():
    dev, log = device("Write tags", "Clocktowers")
    field = Field()
    hat = text_tag("bg1 som hat 1 1")
    field.tap(dev, hat)
    dev.press("ok", "short", 0)  # "ok: erase it?" asks first
    assert dev.stack[-1].heading == "Erase this tag?"
    assert v.texts(dev.view())[1:3] == ["No, keep it", "Yes, erase it"]
    dev.press("ok", "short", 0)  # the first answer keeps it
    assert texts(dev)[1:6] == [
        "> Floor 1 cat",
        "Tag kept",
        "tap a blank tag",
        "copy 1 of 5",
        "tap  ^v card",
    ]
    assert log[-1] == "nfc write kept uid=04A1B2C3D4E5F6"
    dev.press("ok", "short", 0)  # nothing left to ask about
    assert type(dev.stack[-1]).__name__ == "WriteScreen"
    assert on_tag(hat) == "bg1 som hat 1 1"
    assert written(log) == []


def test_erase_from_the_menu_writes_the_tag_lying_on_the_reader():
    dev, log = device("Write tags", "Clocktowers")
    field = Field()
    hat = text_tag("bg1 som hat 1 1")
    lay(field, dev, hat)
    dev.press("ok", "short", 0)
    dev.press("down", "short", 0)
    dev.press("ok", "short", 0)  # Yes, erase it: written at once
    assert log[-2:] == [
        "nfc write erase uid=04A1B2C3D4E5F6",
        'nfc written uid=04A1B2C3D4E5F6 card="bg1 clk floor 1 cat" lock=0 erased="bg1 som hat 1 1"',
    ]
    assert texts(dev)[1:5] == ["> Floor 1 cat", "Written", "Floor 1 cat", "copy 2 of 5"]
    assert on_tag(hat) == "bg1 clk floor 1 cat"
    assert dev.cues[-1] == "written"
    lift(field, dev)
    field.tap(dev, hat)  # and tapped again at once: not the next copy
    assert texts(dev)[2:5] == ["Just written", "tap the next tag", "copy 2 of 5"]
    assert len(written(log)) == 1


def erase_it(dev):
    """Erase this tag? (ok), Yes, erase it (down, ok)."""
    for key in ("ok", "down", "ok"):
        dev.press(key, "short", 0)


def test_erase_chosen_after_the_tag_was_lifted_asks_again_when_it_is_laid():
    dev, log = device("Write tags", "Clocktowers")
    field = Field()
    hat = text_tag("bg1 som hat 1 1")
    field.tap(dev, hat)  # laid down and lifted: gone when the answer comes
    erase_it(dev)
    # nothing was moved too soon (the trial read it so): no card answered
    said = ["Tag not there", "lay it, then ok", "kept as it was", "ok: erase it?"]
    assert texts(dev)[2:6] == said
    assert log[-1] == 'nfc write uid=04A1B2C3D4E5F6 ok=0 why=gone msg="no card answered"'
    assert dev.cues[-1] == "error"
    assert on_tag(hat) == "bg1 som hat 1 1"
    field.tap(dev, hat)  # the next tap confirms nothing (a sticker slid off and back)
    assert texts(dev)[2:5] == ["Sombreros card", "Hat 1/1", "kept as it was"]
    assert written(log) == [] and on_tag(hat) == "bg1 som hat 1 1"
    lay(field, dev, hat)  # laid, and the question answered again: written
    erase_it(dev)
    assert written(log) == [
        'nfc written uid=04A1B2C3D4E5F6 card="bg1 clk floor 1 cat" lock=0 erased="bg1 som hat 1 1"'
    ]
    assert on_tag(hat) == "bg1 clk floor 1 cat"
    assert texts(dev)[4] == "copy 2 of 5"


def test_erase_chosen_after_a_lift_the_reader_never_saw_asks_for_the_tag_again():
    # The trial's case: laid, the question opened (no polls under a menu),
    # lifted, then Yes, erase it: no card answers the WUPA, nothing is
    # written, and the screen asks for the tag; laid again (the reader saw
    # no lift: no new arrival), ok asks again and Yes writes it.
    dev, log = device("Write tags", "Clocktowers")
    field = Field()
    hat = text_tag("bg1 som hat 1 1")
    lay(field, dev, hat)
    dev.press("ok", "short", 0)  # Erase this tag?
    field.rig.sim.tags[:] = []  # lifted while it asks: the reader never polled
    dev.press("down", "short", 0)
    dev.press("ok", "short", 0)
    assert texts(dev)[2:4] == ["Tag not there", "lay it, then ok"]
    assert log[-2:] == [
        "nfc write erase uid=04A1B2C3D4E5F6",
        'nfc write uid=04A1B2C3D4E5F6 ok=0 why=gone msg="no card answered"',
    ]
    assert on_tag(hat) == "bg1 som hat 1 1"
    back_in_hand(hat)
    field.rig.sim.tags[:] = [hat]  # laid again before the reader looked
    polls(field, dev, 500)
    assert texts(dev)[2] == "Tag not there" and written(log) == []
    erase_it(dev)
    assert on_tag(hat) == "bg1 clk floor 1 cat" and len(written(log)) == 1


def test_an_erase_that_found_no_tag_leaves_nothing_pending():
    dev, log = device("Write tags", "Clocktowers")
    field = Field()
    hat = text_tag("bg1 som hat 1 1")
    field.tap(dev, hat)
    erase_it(dev)  # lifted: "Tag not there"
    field.tap(dev, ntag(213, UID_B))  # another tag comes first: written, as a blank is
    field.tap(dev, hat)  # then the hat: asked again
    assert texts(dev)[2:4] == ["Sombreros card", "Hat 1/1"]
    assert on_tag(hat) == "bg1 som hat 1 1"
    assert [ln.split(" ")[2] for ln in written(log)] == ["uid=04112233445566"]


def test_web_links_texts_and_bad_cards_are_kept_unless_erased():
    # (a tag, the two lines that say what it carries); each tapped twice.
    broken = ntag(213, UID_C, bytes((0x03, 0x05, 0xD1, 0x01, 0x10, 0x54, 0x02, 0xFE)))
    cases = [
        (url_tag(), ["Not a game card", "web link"], "foreign"),
        (text_tag("Gran's bakes", UID_B), ["Not a game card", "text: Gran's ..."], "foreign"),
        (text_tag("bg1 som hat 9 1", UID_C), ["Bad card text", "bad type 9"], "malformed"),
        (
            text_tag("bg2 som hat 1 1", UID_C),
            ["Other version", "bg2; we read bg1"],
            "other_version",
        ),
        (broken, ["Unreadable tag", "bad NDEF data"], "unreadable"),
    ]
    for tag, lines, code in cases:
        dev, log = device("Write tags", "Sombreros")
        field = Field()
        before = bytes(tag.mem)
        for _ in range(2):
            field.tap(dev, tag)
            assert texts(dev)[2:4] == lines
            assert log[-2].endswith(" ok=0 why=not_blank")
        assert bytes(tag.mem) == before and written(log) == []
        lay(field, dev, tag)  # then erased on purpose
        dev.press("ok", "short", 0)
        dev.press("down", "short", 0)
        dev.press("ok", "short", 0)
        assert written(log) == [
            'nfc written uid=%s card="bg1 som hat 1 1" lock=0 erased=%s' % (uid_hex(tag.uid), code)
        ]
        assert on_tag(tag) == "bg1 som hat 1 1"


def test_a_tag_with_the_card_already_on_it_is_not_counted():
    dev, log = device("Write tags", "Clocktowers")
    field = Field()
    field.tap(dev, text_tag("bg1 clk floor 1 cat"))  # written in an earlier session
    assert texts(dev)[2:5] == ["Already written", "Floor 1 cat", "copy 1 of 5"]
    assert log[-2] == "nfc write uid=04A1B2C3D4E5F6 ok=1 why=already"
    assert dev.cues == ["card"]
    assert written(log) == []


def test_the_tag_just_written_tapped_again_gets_no_second_copy():
    dev, log = device("Write tags", "Clocktowers")  # Floor 1 cat: 5 copies
    field = Field()
    tag = ntag(213, UID7)
    field.tap(dev, tag)
    assert texts(dev)[2:5] == ["Written", "Floor 1 cat", "copy 2 of 5"]
    field.tap(dev, tag)
    assert texts(dev)[2:5] == ["Just written", "tap the next tag", "copy 2 of 5"]
    assert log[-2] == "nfc write uid=04A1B2C3D4E5F6 ok=0 why=again"
    assert dev.cues == ["written", "card_bad"]
    assert len(written(log)) == 1


def test_locked_tags_say_so_and_a_locked_blank_can_be_learned():
    dev, log = device("Write tags", "Sombreros")
    field = Field()
    sealed = ntag(213, UID_B)  # blank, its CC read-only: a tag locked empty
    sealed.mem[15] = 0x0F
    field.tap(dev, sealed)
    assert texts(dev)[2:4] == ["Locked tag", "use Learn card"]
    assert log[-2] == "nfc write uid=04112233445566 ok=0 why=locked"
    stuck = ntag(213, UID_C)  # blank, its CC writable, its static lock bits set
    stuck.mem[10] = stuck.mem[11] = 0xFF
    field.tap(dev, stuck)
    assert texts(dev)[2:4] == ["Locked tag", "can't write"]
    assert log[-2] == 'nfc write uid=04778899AABBCC ok=0 why=locked msg="NAK 0"'
    assert bytes(stuck.mem[16:20]) == b"\x03\x00\xfe\x00" and written(log) == []
    dev.press("back", "short", 0)
    dev.press("down", "short", 0)  # Cards: Write tags -> Learn card
    choose(dev, "Learn card")
    choose(dev, "Sombreros")
    field.tap(dev, sealed)
    assert log[-2] == 'nfc learned uid=04112233445566 card="bg1 som hat 1 1"'


def test_a_write_cut_short_is_taken_up_at_the_next_tap():
    # A blank tag pulled away after each frame of its write in turn (until
    # a budget lets the whole write through), then tapped again: whatever
    # the tear left on it (blank, or the card with only its read-back
    # missed), it ends up Hat 1/1, counted once.
    seen = set()
    for budget in range(60):
        dev, log = device("Write tags", "Sombreros")
        field = Field()
        tag = ntag(213, UID7)
        lay(field, dev, tag, budget)
        lift(field, dev)
        whole = texts(dev)[2:4] == ["Written", "Hat 1/1"]
        if not whole:
            # gone before the first frame (nothing written), or cut short
            cut = (["Tap it again", "to write it"], ["Moved too soon", "tap it again"])
            assert texts(dev)[2:4] in cut, budget
            seen.add(on_tag(tag))
            back_in_hand(tag)
            field.tap(dev, tag)
        one = 'nfc written uid=04A1B2C3D4E5F6 card="bg1 som hat 1 1" lock=0'
        assert written(log) == [one], (budget, log)
        assert texts(dev)[1:5] == ["> Hat 1/2", "Written", "Hat 1/1", "card 2 of 42"], budget
        assert on_tag(tag) == "bg1 som hat 1 1"
        if whole:
            break
    assert whole, budget  # the loop ran up to a write that went through
    # the tears seen: left blank, and written with only the read-back lost
    assert seen == {None, "bg1 som hat 1 1"}, seen


def test_an_erase_cut_short_asks_again_only_if_the_tag_kept_its_card():
    # Yes, erase it, and the sticker pulled away after each frame in turn:
    # still Hat 1/1, blank, or the new card unchecked. Tapped next: Hat 1/1
    # is refused and asked about again (no tap confirms), the others are
    # written without a question; counted once.
    seen = set()
    for budget in range(60):
        dev, log = device("Write tags", "Clocktowers")
        field = Field()
        hat = text_tag("bg1 som hat 1 1")
        lay(field, dev, hat)
        hat.leave_after = hat.heard + budget
        dev.press("ok", "short", 0)
        dev.press("down", "short", 0)
        dev.press("ok", "short", 0)
        lift(field, dev)
        whole = texts(dev)[2] == "Written"
        if not whole:
            cut = (["Tag not there", "lay it, then ok"], ["Moved too soon", "tap it again"])
            assert texts(dev)[2:4] in cut, budget
            kept = on_tag(hat)
            seen.add(kept)
            back_in_hand(hat)
            lay(field, dev, hat)
            if kept == "bg1 som hat 1 1":
                assert texts(dev)[2:5] == ["Sombreros card", "Hat 1/1", "kept as it was"], budget
                assert written(log) == [], budget
                erase_it(dev)
            lift(field, dev)
        assert len(written(log)) == 1, (budget, log)
        assert texts(dev)[2:5] == ["Written", "Floor 1 cat", "copy 2 of 5"], budget
        assert on_tag(hat) == "bg1 clk floor 1 cat"
        if whole:
            break
    assert whole, budget  # the loop ran up to a write that went through
    assert seen == {"bg1 som hat 1 1", None, "bg1 clk floor 1 cat"}, seen


def polls(field, dev, ms):
    """``ms`` on the reader, polled every 50 ms as the runner does under a
    card screen; each event handed to the device."""
    for _ in range(ms // 50):
        ev = field.rig.poll()
        if ev is not None:
            dev.card_event(ev, field.rig.reader)


def slide_back(field, dev, tag, away_ms):
    """``tag`` slid off the field's edge for ``away_ms``, then back where
    it lay (it comes back unpowered), and left there a second."""
    field.rig.sim.tags[:] = []
    polls(field, dev, away_ms)
    back_in_hand(tag)
    field.rig.sim.tags[:] = [tag]
    polls(field, dev, 1000)


def test_a_sticker_sliding_off_and_back_is_never_written_by_it():
    # A sticker at the field's edge slides off and back
    # (50 ms: the same arrival; 250 ms and 1 s: a new one) as it lies
    # refused, as Yes, erase it is picked (nothing answers), or during the
    # erase's write (cut short before its first page: it keeps its card).
    # No flutter writes it; only the question's button does, once.
    for lock in (False, True):
        for when in ("lying", "at_yes", "mid_write"):
            for away in (50, 250, 1000):
                where = (lock, when, away)
                dev, log = device("Write tags", "Clocktowers")
                if lock:
                    dev.press("ok", "long", 0)
                field = Field()
                hat = text_tag("bg1 som hat 1 1")
                lay(field, dev, hat)
                polls(field, dev, 500)
                if when != "lying":
                    dev.press("ok", "short", 0)
                    dev.press("down", "short", 0)
                    if when == "at_yes":
                        field.rig.sim.tags[:] = []
                    else:
                        hat.leave_after = hat.heard + 2  # WUPA, then gone
                    dev.press("ok", "short", 0)  # Yes, erase it
                slide_back(field, dev, hat, away)
                assert written(log) == [], (where, log)
                assert on_tag(hat) == "bg1 som hat 1 1", where
                assert bytes(hat.mem[12:16]) == bytes((0xE1, 0x10, 0x12, 0x00)), where
                lift(field, dev)  # a deliberate tap: it shows what it holds
                back_in_hand(hat)
                lay(field, dev, hat)
                assert texts(dev)[2:5] == ["Sombreros card", "Hat 1/1", "kept as it was"], where
                dev.press("ok", "short", 0)
                dev.press("down", "short", 0)
                note = "LOCKS it forever" if lock else "ok pick  ^v move"
                assert v.texts(dev.view())[-1] == note, where  # Yes, erase it: what it does
                dev.press("ok", "short", 0)  # the button: written once, at once
                slide_back(field, dev, hat, away)
                assert len(written(log)) == 1, (where, log)
                # (50 ms: still "Written"; a new arrival: "Just written")
                assert texts(dev)[2] in ("Written", "Just written"), where
                assert texts(dev)[4] == "copy 2 of 5", where
                assert on_tag(hat) == "bg1 clk floor 1 cat", where
                assert (hat.mem[15] == 0x0F) == lock, where


def test_the_writer_screens_are_whole_on_the_glass():
    import glass

    glass.blank()  # skips by name on CPython: the glass is MicroPython's framebuf
    shown = []

    def look(dev, where):
        for phase in (0, 1):  # both turns of the hint line
            dev.hint_index = phase
            shown.append((where, v.texts(dev.view())))
            glass.check(dev.view(), "%s (hint %d)" % (where, phase))

    dev, log = device("Write tags", "Clocktowers")
    field = Field()
    look(dev, "writer")
    field.tap(dev, text_tag("bg1 som hat 1 1"))
    look(dev, "another game's card")
    field.tap(dev, text_tag("bg1 clk floor 2 mouse", UID_B))
    look(dev, "another card of the deck")
    field.tap(dev, text_tag("a note to Gran", UID_C))
    look(dev, "someone's text")
    dev.press("ok", "short", 0)
    look(dev, "the erase question")
    dev.press("ok", "short", 0)
    look(dev, "tag kept")
    hat = text_tag("bg1 som hat 1 1")
    field.tap(dev, hat)
    erase_it(dev)
    look(dev, "erase chosen, the tag gone")
    back_in_hand(hat)
    lay(field, dev, hat)
    dev.press("ok", "long", 0)  # lock on
    dev.toast_text = None
    dev.press("ok", "short", 0)
    dev.press("down", "short", 0)
    look(dev, "the erase question, lock on")
    dev.press("back", "short", 0)
    dev.press("ok", "long", 0)  # lock off
    dev.toast_text = None
    erase_it(dev)
    look(dev, "written over")
    lift(field, dev)
    field.tap(dev, ntag(213, UID7))
    look(dev, "just written")
    field.tap(dev, text_tag("bg1 clk floor 1 cat", UID_B))
    look(dev, "already written")
    sealed = text_tag("bg1 som hat 1 1", UID_C)
    sealed.mem[15] = 0x0F
    field.tap(dev, sealed)
    look(dev, "locked")
    dev.press("ok", "long", 0)
    field.tap(dev, text_tag("bg1 som hat 2 2", UID_C))
    look(dev, "refused, lock on")
    assert (
        "the erase question",
        ["Erase this tag?", "No, keep it", "Yes, erase it", "ok pick  ^v move"],
    ) in shown
    assert (
        "the erase question, lock on",
        ["Erase this tag?", "No, keep it", "Yes, erase it", "LOCKS it forever"],
    ) in shown
    gone = [t[2:6] for w, t in shown if w == "erase chosen, the tag gone"]
    assert gone[0] == ["Tag not there", "lay it, then ok", "kept as it was", "ok: erase it?"]
    assert [t[2] for w, t in shown if w == "written over"] == ["Written", "Written"]
    assert [t[5] for w, t in shown if w == "refused, lock on"] == [
        "ok: erase it?",
        "LOCK ON: hold ok",
    ]


def quoted(path, start, end):
    """The `quoted` spans of the Markdown file ``path`` between the
    headings ``start`` and ``end``."""
    with open(path) as f:
        doc = f.read()
    part = doc[doc.index(start) : doc.index(end)]
    return [" ".join(q.split()) for q in part.split("`")[1::2]]  # a quote may wrap a line


def test_docs_cards_md_quotes_what_the_writer_screens_show():
    # Every screen text docs/cards.md quotes for the
    # writer, Learn card and Read card is one the device shows.
    shown = set()

    def see(dev):
        shown.update(v.texts(dev.view()))

    dev, log = device("Write tags", "Sombreros")
    field = Field()
    see(dev)
    steps = [
        ntag(213, UID7),  # written
        ntag(213, UID7),  # just written
        text_tag("bg1 som hat 3 5", UID_B),  # another card of this deck
        "hold",  # lock on, then off
        url_tag(UID_C),
        "ok",  # Erase this tag?
        "ok",  # Tag kept
        ClassicTag(CLASSIC),
        url_tag(UID_C),
        "erase",  # lifted: Tag not there / lay it, then ok
        "locked question",  # lock on: Yes, erase it LOCKS it forever
    ]
    for step in steps:
        if step == "hold":
            dev.press("ok", "long", 0)
            see(dev)  # the toast, in place of the hint line
            dev.toast_text = None  # its 2 s over
            for phase in (0, 1):  # the hint line's turns
                dev.hint_index = phase
                see(dev)
            dev.press("ok", "long", 0)
        elif step == "ok":
            dev.press("ok", "short", 0)
        elif step == "erase":
            erase_it(dev)
        elif step == "locked question":
            dev.press("ok", "long", 0)
            for key in ("ok", "down"):
                dev.press(key, "short", 0)
            see(dev)
            dev.press("back", "short", 0)  # the question closed: nothing written
            dev.press("ok", "long", 0)
        else:
            field.tap(dev, step)
        see(dev)
    cut = text_tag("bg1 clk floor 1 cat", bytes((0x04, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26)))
    lay(field, dev, cut)  # another game's card, erased, pulled away mid-write
    cut.leave_after = cut.heard + 2
    for key in ("ok", "down", "ok"):
        dev.press(key, "short", 0)
    assert texts(dev)[2:4] == ["Moved too soon", "tap it again"]
    see(dev)
    lift(field, dev)
    sealed = ntag(213, UID_B)
    sealed.mem[15] = 0x0F
    stuck = ntag(213, UID_C)
    stuck.mem[10] = stuck.mem[11] = 0xFF
    for tag in (sealed, stuck):
        field.tap(dev, tag)
        see(dev)
    dev.press("up", "short", 0)
    dev.press("up", "short", 0)  # Hat 1/2 -> the deck's last card, then done
    assert texts(dev)[1] == "> Hat 7/6"
    field.tap(dev, ntag(213, bytes((0x04, 1, 2, 3, 4, 5, 6))))
    see(dev)
    field.tap(dev, ntag(213, bytes((0x04, 1, 2, 3, 4, 5, 7))))
    see(dev)
    dev, log = device("Write tags", "Clocktowers")
    see(dev)
    for tag in (text_tag("bg1 clk floor 1 cat"), text_tag("bg1 som hat 1 1", UID_B)):
        field.tap(dev, tag)
        see(dev)
    dev, log = device("Learn card", "Sombreros")
    for tag in (text_tag("bg1 som hat 3 5", UID_B), ntag(213, UID_C), ClassicTag(CLASSIC)):
        field.tap(dev, tag)
        see(dev)
    dev.press("back", "short", 0)
    choose(dev, "Write tags")
    choose(dev, "Sombreros")
    field.tap(dev, ClassicTag(CLASSIC))  # learned: no NDEF, so "Can't write" comes first
    url = url_tag(UID7)
    dev.press("back", "short", 0)
    choose(dev, "Learn card")
    choose(dev, "Sombreros")
    field.tap(dev, url)  # a web-link sticker learned as Hat 1/1
    dev.press("back", "short", 0)
    choose(dev, "Write tags")
    choose(dev, "Sombreros")
    field.tap(dev, url)
    see(dev)
    dev.press("back", "short", 0)
    choose(dev, "Read card")
    field.tap(dev, url)
    see(dev)
    field.tap(dev, text_tag("bg1 som hat 3 5", UID_B))
    see(dev)
    keys = ("^", "v", "ok", "/data/learned.json")  # the buttons, the file
    quotes = quoted("docs/cards.md", "## Writing tags with", "## Writing a tag with a phone")
    missing = [q for q in quotes if q not in shown and q not in keys]
    assert missing == [], (missing, sorted(shown))
