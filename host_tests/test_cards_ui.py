"""The Cards menu on both runtimes: reading, writing and learning cards
through the real NFC stack on the register-level MFRC522 simulator, and the
log lines, screens and tones each outcome gives."""

import os

from nfc_field import Field
from nfc_rig import UID7, Rig
from sim_tags import ClassicTag, ndef_tlv, ntag

from companion import store
from companion.device import Device
from companion.nfc import writer
from companion.ui import view as v
from support import GAME_MENU, choose

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
    """A device with the Cards menu open at ``menu_path`` (entry labels)."""
    log = []
    dev = Device(None, log.append, 0, fresh_dir())
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
    assert texts(dev)[2:4] == ["Not blank", "web link"]
    assert log[-2].endswith(" ok=0")
    field.tap(dev, ClassicTag(CLASSIC))
    assert texts(dev)[2:4] == ["Can't write", "use Learn card"]
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
    dev2.press("down", "short", 0)  # target hat 1 2: would rewrite a locked tag
    field.tap(dev2, tag)
    assert texts(dev2)[2:4] == ["Has Hat 1/1", "again: rewrite"]
    field.tap(dev2, tag)  # yes, rewrite: the lock refuses it
    assert texts(dev2)[2] == "Write failed"
    assert bytes(tag.mem[16:20]) == bytes((0x03, 0x16, 0xD1, 0x01))  # still Hat 1/1


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


def test_a_tag_with_another_card_is_rewritten_only_on_a_second_tap():
    dev, log = device("Write tags", "Sombreros")
    field = Field()
    old = text_tag("bg1 som hat 3 5")
    field.tap(dev, old)
    assert texts(dev)[2:4] == ["Has Hat 3/5", "again: rewrite"]
    assert not [ln for ln in log if ln.startswith("nfc written")]
    field.tap(dev, old)
    assert 'nfc written uid=04A1B2C3D4E5F6 card="bg1 som hat 1 1" lock=0' in log


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
