"""The simulator's virtual cards (testkit/sim_cards.py), read back through
the real NFC stack on the MFRC522 simulator; the board's reader, cards on it
and its heap room (MicroPython only: sim_board needs framebuf)."""

import gc

import sim_cards
from nfc_rig import Rig
from sim_cards import CardBox, parse, uid_for

from companion.nfc import ndef, payload, writer
from support import MICROPYTHON, raises, skip

HAT = "bg1 som hat 3 5"


def read(tag):
    """The first event of ``tag`` laid on a started reader, and the reader."""
    rig = Rig([tag], init=False).started()
    return rig.poll(), rig


def test_same_card_is_the_same_tag_and_copies_differ():
    box = CardBox()
    one = box.get(HAT)
    assert box.get("bg1  som hat 3 5 ") is one  # the same words: the same card
    assert box.get(HAT, 1) is one
    assert box.get("ntag213 " + HAT) is one  # NTAG213 is the default
    two = box.get(HAT, 2)
    assert two is not one and two.uid != one.uid
    assert box.get("bg1 som hat 3 4").uid not in (one.uid, two.uid)
    assert len(one.uid) == 7 and one.uid[0] == 0x04
    classic = box.get("classic")
    assert len(classic.uid) == 4
    # Another box (another run, another session): the same UIDs.
    again = CardBox()
    assert again.get(HAT, 2).uid == two.uid
    assert again.get("classic").uid == classic.uid
    assert raises(ValueError, box.get, HAT, 0)


def test_uids_are_fixed_on_both_runtimes():
    # The learned-card map on the device's data directory keys on these.
    assert uid_for("ntag213 text %s #1" % HAT, "ntag213").hex() == "04954118b9228a"
    assert uid_for("ntag213 text %s #2" % HAT, "ntag213").hex() == "0431589041cefd"
    assert uid_for("classic #1", "classic").hex() == "80d66bc4"
    assert sim_cards.name(parse(HAT)) == "ntag213 text " + HAT
    assert sim_cards.name(parse("classic")) == "classic"
    assert sim_cards.name(parse("ultralight blank")) == "ultralight blank"


def test_card_texts_read_back_as_their_cards():
    box = CardBox()
    for what, kind, card in (
        (HAT, "ntag213", payload.parse(HAT)),
        ("ntag215 bg1 clk floor 2 cat", "ntag215", payload.parse("bg1 clk floor 2 cat")),
        ("ntag216 bg1 clk roof red", "ntag216", payload.parse("bg1 clk roof red")),
        ("ultralight bg1 clk clock mouse", "ultralight", payload.parse("bg1 clk clock mouse")),
    ):
        tag = box.get(what)
        ev, rig = read(tag)
        assert ev is not None and ev[:3] == ("card", tag.uid, kind), (what, ev)
        got = payload.card_from_tag(ev[3], rig.reader.cc)
        assert got == card, (what, got)
    ev, rig = read(box.get(HAT))
    assert payload.card_from_tag(ev[3], rig.reader.cc).label() == "Hat 3/5"
    msg = ndef.find_message(ev[3], rig.reader.cc)
    assert ndef.text_record(ndef.records(msg)[0][3]) == ("en", HAT)


def test_blank_url_and_classic():
    box = CardBox()
    blank = box.get("blank")
    ev, rig = read(blank)
    assert ev == ("card", blank.uid, "ntag213", b"\x03\x00")  # 03 00 FE, as shipped
    assert payload.card_from_tag(ev[3], rig.reader.cc) is None
    assert blank.mem[16:19] == b"\x03\x00\xfe"
    for what in ("ntag215 blank", "ultralight blank"):
        ev, rig = read(box.get(what))
        assert payload.card_from_tag(ev[3], rig.reader.cc) is None
    url = box.get("url https://www.example.org/deck")
    ev, rig = read(url)
    e = raises(payload.PayloadError, payload.card_from_tag, ev[3], rig.reader.cc)
    assert (e.code, e.title, e.detail) == ("foreign", "Not a game card", "web link")
    msg = ndef.find_message(ev[3], rig.reader.cc)
    (tnf, rtype, _rid, body) = ndef.records(msg)[0]
    assert (tnf, rtype, body[0]) == (ndef.TNF_WELL_KNOWN, b"U", 2)  # "https://www."
    assert ndef.uri_record(body) == "https://www.example.org/deck"
    e = raises(payload.PayloadError, payload.card_from_tag, *_data(box.get("hello")))
    assert (e.code, e.detail) == ("foreign", "text: hello")
    classic = box.get("classic")
    ev, _rig = read(classic)
    assert ev == ("card", classic.uid, "mifare_classic_1k", None)


def _data(tag):
    ev, rig = read(tag)
    return ev[3], rig.reader.cc


def test_a_written_tag_keeps_what_was_written():
    box = CardBox()
    tag = box.get("blank")
    rig = Rig([tag])
    rig.iso.request(True)
    rig.iso.select()
    cc = tag.mem[12:16]
    for page, four in writer.write_order(writer.tag_image(writer.text_message(HAT), cc)):
        writer.write_page(rig.tag, page, four)
    again = box.get("blank")  # the same physical card, tapped again later
    assert again is tag
    ev, rig = read(again)
    assert payload.card_from_tag(ev[3], rig.reader.cc) == payload.parse(HAT)
    assert CardBox().get("blank").mem[16:19] == b"\x03\x00\xfe"  # a new box: a new blank


def test_what_words_and_their_errors():
    assert parse(HAT) == ("ntag213", "text", HAT)
    assert parse(["bg1", "som", "hat", "1", "1"]) == ("ntag213", "text", "bg1 som hat 1 1")
    assert parse("blank") == ("ntag213", "blank", None)
    assert parse("ntag216 url http://x.org") == ("ntag216", "url", "http://x.org")
    assert parse("classic") == ("classic", None, None)
    for bad in ("", "classic 1k", "ntag215", "url", "url a b", "blank blank", "ultralight"):
        raises(ValueError, parse, bad)
    e = raises(ValueError, parse, "x" * 140)
    assert str(e) == "too long for ntag213 (144 bytes)"
    assert parse("ntag215 " + "x" * 140)[0] == "ntag215"


def test_size_check_agrees_with_the_ndef_encoder():
    # parse() counts bytes itself (no ndef import); the tag image is the truth.
    for model, area, lengths in (
        ("ultralight", 48, range(30, 45)),
        ("ntag213", 144, range(125, 140)),
        ("ntag215", 496, list(range(240, 262)) + list(range(480, 495))),
        ("ntag216", 872, range(855, 870)),
    ):
        cc = bytes((0xE1, 0x10, area // 8, 0))
        for n in lengths:
            text = "y" * n
            fits = len(writer.tlv_wrap(writer.text_message(text))) <= area
            try:
                parse("%s %s" % (model, text))
                took = True
            except ValueError:
                took = False
            assert took == fits, (model, n)
            if fits:
                assert len(writer.tag_image(writer.text_message(text), cc)) <= area
            url = "https://" + "u" * n
            uri = writer.message([(ndef.TNF_WELL_KNOWN, b"U", b"", b"\x04" + url[8:].encode())])
            code_len = len(writer.tlv_wrap(uri))  # 04h: "https://"
            try:
                parse("%s url %s" % (model, url))
                took = True
            except ValueError:
                took = False
            assert took == (code_len <= area), (model, "url", n)


# -- the board's reader (MicroPython: sim_board needs framebuf) ----------------

DATA = "build/test-sim-data"


def _board(**kw):
    if not MICROPYTHON:
        skip("sim_board needs framebuf (MicroPython)")
    from sim_board import SimBoard

    return SimBoard(data_dir=DATA, fresh_data=True, **kw)


def _cleanup():
    from sim_board import empty_dir

    empty_dir(DATA)
    import os

    os.rmdir(DATA)


def test_board_reader_reads_a_card_laid_on_it():
    board = _board()
    try:
        assert board.field is None
        reader = board.nfc()
        field = board.field
        again = board.nfc()  # a new stack, as the Pico's board builds, over the same chip
        assert again is not reader and board.field is field
        assert board.field.tags is board.on_reader
        box = CardBox()
        tag = box.get(HAT)
        board.place(tag)
        board.place(tag)  # already there: still one
        assert board.field.tags == [tag]
        events = [reader.poll(board.ticks_ms()) for _ in range(3)]
        assert events[0] is None  # the first poll starts the chip
        assert events[1] is not None and events[1][:3] == ("card", tag.uid, "ntag213")
        assert events[2] is None  # resting: reported once
        board.lift(box.get("blank"))  # not there: nothing happens
        assert board.on_reader == [tag]
        board.lift()
        assert board.field.tags == []
        events = []
        for _ in range(4):  # removed after 3 misses and 200 ms unseen
            board.vclock.now += 50
            events.append(reader.poll(board.ticks_ms()))
        assert events == [None, None, None, ("removed", tag.uid)]
        board.place(tag)  # put back: read again
        assert reader.poll(board.ticks_ms())[0] == "card"
    finally:
        _cleanup()


def test_card_laid_before_the_reader_is_built_is_seen():
    board = _board()
    try:
        tag = CardBox().get("classic")
        board.place(tag)  # no card screen yet: nobody reads it
        reader = board.nfc()
        assert reader.poll(board.ticks_ms()) is None
        assert reader.poll(board.ticks_ms()) == ("card", tag.uid, "mifare_classic_1k", None)
    finally:
        _cleanup()


def test_board_without_a_reader_says_so():
    board = _board(reader=False)
    try:
        assert board.nfc().poll(board.ticks_ms()) == ("no_reader",)
    finally:
        _cleanup()


def test_data_dir_is_made_and_emptied_for_a_fresh_board():
    board = _board()
    try:
        with open(DATA + "/learned.json", "w") as f:
            f.write("{}")
        import os

        os.mkdir(DATA + "/sub")
        with open(DATA + "/sub/x", "w") as f:
            f.write("1")
        from sim_board import SimBoard

        SimBoard(data_dir=DATA, lang=None)  # interactive: kept as it is
        assert sorted(os.listdir(DATA)) == ["learned.json", "settings.json", "sub"]
        _board()  # a script run: a new Pico whose players chose English at its first boot
        assert os.listdir(DATA) == ["settings.json"]
        from companion import settings

        assert settings.load(DATA)["lang"] == "en"
        assert board.data_dir == DATA
    finally:
        _cleanup()


def test_heap_room_keeps_the_firmware_share():
    if not MICROPYTHON:
        skip("gc.mem_free is MicroPython's")
    from sim_board import HeapRoom

    room = HeapRoom(20000)
    gc.collect()
    before = gc.mem_free()  # type: ignore[attr-defined]
    kept = room.spend(lambda: bytearray(6000))
    gc.collect()
    assert abs(gc.mem_free() - before) < 256  # type: ignore[attr-defined]
    assert 6000 <= room.used < 6200 and room.size == 20000 - room.used
    assert room.over == 0
    more = room.spend(lambda: bytearray(16000))  # past the room: the rest is over
    assert room.size == 0 and room.over > 0
    assert len(kept) + len(more) == 22000
