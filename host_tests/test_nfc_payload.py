"""Our card payload (companion.nfc.payload): grammar, every outcome of a
tap. Runs on CPython and the MicroPython unix port. The decks:
test_nfc_decks.py."""

import gc

from fakes import Lcg

from companion.nfc import decks, ndef, writer
from companion.nfc import payload as pl
from support import MICROPYTHON, check, raises, skip

CC_213 = b"\xe1\x10\x12\x00"


def uri_msg(code, rest):
    return writer.message([(ndef.TNF_WELL_KNOWN, b"U", b"", bytes((code,)) + rest)])


def text_rec(text, lang=b"en"):
    return (ndef.TNF_WELL_KNOWN, b"T", b"", bytes((len(lang),)) + lang + text.encode())


def outcome(fn, *args):
    """(code, title, detail) of a PayloadError; the lines must fit the screen."""
    e = raises(pl.PayloadError, fn, *args)
    check(len(e.title) <= 16 and len(e.detail) <= 16, repr(str(e)))
    check(str(e) == e.title + "\n" + e.detail)
    return (e.code, e.title, e.detail)


# --- grammar ----------------------------------------------------------------


def test_each_kind_parses_with_label_text_and_name():
    cases = (
        ("bg1 som hat 3 5", "som", "hat", (3, 5), "Hat 3/5", "Hat type 3, value 5"),
        ("bg1 clk floor 2 cat", "clk", "floor", (2, "cat"), "Floor 2 cat", "2-storey floor, cat"),
        (
            "bg1 clk floor 1 none",
            "clk",
            "floor",
            (1, "none"),
            "Floor 1 none",
            "1-storey floor, no animal",
        ),
        ("bg1 clk clock mouse", "clk", "clock", ("mouse",), "Clock mouse", "Clock, mouse"),
        ("bg1 clk clock none", "clk", "clock", ("none",), "Clock none", "Clock, no animal"),
        ("bg1 clk roof green", "clk", "roof", ("green",), "Roof green", "Roof, green"),
    )
    for text, game, kind, attrs, label, name in cases:
        card = pl.parse(text)
        check((card.game, card.kind, card.attrs) == (game, kind, attrs), text)
        check(card.label() == label and decks.name(card) == name, text)
        check(card.text() == text and card == pl.Card(game, kind, attrs), text)


def test_case_and_repeated_spaces_are_tolerated():
    card = pl.parse("  BG1   Som  HAT 7    6 ")
    assert card.text() == "bg1 som hat 7 6"
    assert pl.parse("bg1 CLK Roof PURPLE") == pl.Card("clk", "roof", ["purple"])


def test_out_of_range_values():
    bad = (
        ("bg1 som hat 0 1", "bad type 0"),
        ("bg1 som hat 8 1", "bad type 8"),
        ("bg1 som hat 1 7", "bad value 7"),
        ("bg1 som hat 03 1", "bad type 03"),  # numbers are written exactly
        ("bg1 som hat three 1", "bad type three"),
        ("bg1 clk floor 3 cat", "bad storeys 3"),
        ("bg1 clk floor 2 dog", "bad animal dog"),
        ("bg1 clk clock cat", "bad animal cat"),  # clocks show a mouse or nothing
        ("bg1 clk roof pink", "bad colour pink"),
    )
    for text, detail in bad:
        check(outcome(pl.parse, text) == ("malformed", "Bad card text", detail), text)


def test_stramash_reads_its_word_st_and_the_earlier_str():
    # "st" is Stramash's one name (saved kind, log tag, card word); tags
    # written before it say "str" and still read as the same card
    for text in ("bg1 st card 7", "bg1 str card 7", "BG1 STR CARD 7"):
        card = pl.parse(text)
        check(card.game == "st" and card.kind == "card" and tuple(card.attrs) == (7,), text)
        check(card.text() == "bg1 st card 7", card.text())


def test_missing_extra_and_unknown_words():
    bad = (
        ("bg1", "missing game"),
        ("bg1 som", "missing kind"),
        ("bg1 som hat 3", "missing value"),
        ("bg1 clk floor", "missing storeys"),
        ("bg1 som hat 3 5 6", "extra word 6"),
        ("bg1 chess pawn", "no game chess"),
        ("bg1 som roof red", "som has no roof"),
        ("bg1 clk hat 1 1", "clk has no hat"),
        ("bg1 hd dam 3", "hd has no dam"),  # Hamsterdam: no cards yet
        ("bg1 som,hat 3 5", "no game som,hat"),
    )
    for text, detail in bad:
        check(outcome(pl.parse, text) == ("malformed", "Bad card text", detail), text)


def test_other_versions_and_foreign_texts():
    assert outcome(pl.parse, "bg2 som hat 3 5") == (
        "other_version",
        "Other version",
        "bg2; we read bg1",
    )
    assert outcome(pl.parse, "BG10 x")[2] == "bg10; we read..."  # cut to 16 characters
    assert outcome(pl.parse, "hello there") == ("foreign", "Not a game card", "text: hello t...")
    assert outcome(pl.parse, "bgx som")[2] == "text: bgx som"
    assert outcome(pl.parse, "")[2] == "text: "
    assert outcome(pl.parse, "caf\u00e9")[2] == "text: caf?"  # the screen font is ASCII


# --- a tap: card_from_ndef and card_from_tag --------------------------------


def test_worked_message_for_hat_3_5():
    msg = b"\xd1\x01\x12T\x02en" + b"bg1 som hat 3 5"
    assert writer.text_message(pl.Card("som", "hat", (3, 5)).text()) == msg
    assert pl.card_from_ndef(msg) == pl.Card("som", "hat", (3, 5))


def test_ours_among_several_records():
    msg = writer.message(
        [
            (ndef.TNF_WELL_KNOWN, b"U", b"", b"\x04example.com"),
            text_rec("bg1 clk floor 2 mouse", b"de"),  # any language is fine
            text_rec("bg1 som hat 1 1"),  # only the first of ours counts
        ]
    )
    assert pl.card_from_ndef(msg) == pl.Card("clk", "floor", (2, "mouse"))
    # a UTF-16 text before ours is skipped, not an error
    utf16 = (ndef.TNF_WELL_KNOWN, b"T", b"", b"\x82en\x00h\x00i")
    msg = writer.message([utf16, text_rec("bg1 clk roof red")])
    assert pl.card_from_ndef(msg).label() == "Roof red"


def test_blank_outcomes():
    assert pl.card_from_ndef(None) is None
    assert pl.card_from_ndef(b"") is None
    assert pl.card_from_ndef(b"\xd0\x00\x00") is None  # a phone app's "erase"
    assert pl.card_from_tag(b"\x01\x03\xa0\x0c\x34\x03\x00\xfe" + bytes(136), CC_213) is None
    assert pl.card_from_tag(bytes(144), CC_213) is None
    assert len(pl.BLANK[0]) <= 16 and len(pl.BLANK[1]) <= 16


def test_card_from_tag_reads_a_written_tag():
    image = writer.tag_image(writer.text_message("bg1 clk clock mouse"), CC_213)
    mem = image + bytes(144 - len(image))
    assert pl.card_from_tag(mem, CC_213) == pl.Card("clk", "clock", ("mouse",))


def test_foreign_records_are_named():
    cases = (
        (uri_msg(4, b"example.com"), "web link"),
        (uri_msg(1, b"example.com"), "web link"),
        (uri_msg(5, b"+34123"), "phone number"),
        (uri_msg(6, b"a@b.c"), "email address"),
        (uri_msg(0, b"geo:1,2"), "map location"),
        (uri_msg(0, b"spotify:x"), "link spotify:x"),
        (writer.message([text_rec("Hello!")]), "text: Hello!"),
        (writer.message([(2, b"text/vcard", b"", b"BEGIN:VCARD")]), "contact card"),
        (writer.message([(2, b"application/vnd.wfa.wsc", b"", b"")]), "Wi-Fi settings"),
        (writer.message([(4, b"android.com:pkg", b"", b"x")]), "Android app"),
        (writer.message([(1, b"Sp", b"", b"")]), "smart poster"),
        (writer.message([(5, b"", b"", b"\x01")]), "unknown data"),
        (writer.message([(2, b"image/png", b"", b"")]), "type image/png"),
        (writer.message([(3, b"https://example.com/very/long", b"", b"")]), "type https://..."),
        (writer.message([(1, b"T", b"", b"\x82en\x00h")]), "UTF-16 text"),
        (writer.message([(1, b"T", b"", b"\x02en\xff")]), "bad NDEF data"),
        (writer.message([(0, b"", b"", b""), (1, b"U", b"", b"\x03x.org")]), "web link"),
    )
    for msg, detail in cases:
        check(outcome(pl.card_from_ndef, msg) == ("foreign", "Not a game card", detail), detail)


def test_the_foreign_words_load_for_a_foreign_tag_alone():
    # companion.nfc.foreign is not in the heap at a card's tap; a tag that is
    # no card imports it, and the card reader's rest unloads it with the stack
    import sys

    from companion import games

    games.unload(games.NFC_RARE, False)
    check(pl.card_from_ndef(writer.text_message("bg1 som hat 3 5")).label() == "Hat 3/5")
    check("companion.nfc.foreign" not in sys.modules, "not for a card")
    check(outcome(pl.card_from_ndef, uri_msg(4, b"x.org"))[2] == "web link")
    check("companion.nfc.foreign" in sys.modules, "imported for a foreign tag")
    check("companion.nfc.foreign" in games.modules(games.find("som")), "unloaded with a game")
    check("companion.nfc.foreign" not in games.NFC, "never imported ahead with the stack")


def test_other_version_beats_foreign_and_loses_to_ours():
    v2 = writer.message([(1, b"U", b"", b"\x04x.org"), text_rec("bg2 som hat 9 9")])
    assert outcome(pl.card_from_ndef, v2)[0] == "other_version"
    both = writer.message([text_rec("bg2 som hat 9 9"), text_rec("bg1 som hat 2 2")])
    assert pl.card_from_ndef(both).label() == "Hat 2/2"


def test_ours_but_bad_is_malformed():
    msg = writer.text_message("bg1 som hat 9 9")
    assert outcome(pl.card_from_ndef, msg) == ("malformed", "Bad card text", "bad type 9")


def test_broken_ndef_is_unreadable():
    chunked = b"\xb1\x01\x03Tab\x02" + b"\x56\x00\x02cd"
    assert outcome(pl.card_from_ndef, chunked) == ("unreadable", "Unreadable tag", "chunked record")
    assert outcome(pl.card_from_ndef, b"\xd1\x01\x40T")[2] == "bad NDEF data"
    assert outcome(pl.card_from_tag, b"\x03\x40" + bytes(20))[2] == "bad NDEF data"
    assert outcome(pl.card_from_tag, b"\x03\x40" + bytes(20), CC_213)[2] == "read cut short"
    assert outcome(pl.card_from_tag, b"\x03\x10", b"\x12\x34\x56\x78") == (
        "unreadable",
        "Unreadable tag",
        "not NDEF format",
    )


# --- robustness and memory ---------------------------------------------------


def test_random_and_mutated_tags_give_only_payload_errors():
    rng = Lcg(12345, 1103515245, 12345, 0x7FFFFFFF)  # ANSI C rand
    seeds = (
        writer.text_message("bg1 clk floor 2 mouse"),
        writer.message([(1, b"U", b"", b"\x04example.com"), text_rec("bg1 som hat 3 5")]),
    )
    for i in range(1200):
        data = bytearray(seeds[i % 2])
        for _ in range(1 + i % 3):
            x = rng.next()
            data[(x >> 8) % len(data)] = (x >> 16) & 0xFF
        cut = bytes(data[: len(data) - i % 5])
        for fn, args in (
            (pl.card_from_ndef, (cut,)),
            (pl.card_from_tag, (writer.tlv_wrap(cut), CC_213)),
            (pl.card_from_tag, (cut, CC_213)),
        ):
            try:
                fn(*args)
            except pl.PayloadError:
                pass


def test_a_tap_allocates_little_on_micropython():
    # Parsing works on memoryviews of the tag data: a tap costs a few small
    # objects (the 64-bit unix port; the Pico's 32-bit objects are smaller).
    if not MICROPYTHON:
        skip("heap measured on MicroPython only")
    image = writer.tag_image(writer.text_message("bg1 clk floor 2 mouse"), CC_213)
    mem = image + bytes(144 - len(image))
    pl.card_from_tag(mem, CC_213)
    gc.collect()
    before = gc.mem_free()  # type: ignore[attr-defined]
    card = pl.card_from_tag(mem, CC_213)
    used = before - gc.mem_free()  # type: ignore[attr-defined]
    check(card.label() == "Floor 2 mouse")
    check(used < 3072, "a tap allocated %d bytes" % used)


def test_line_ends_tabs_and_nuls_from_phone_apps_are_spaces():
    from companion.nfc import payload

    for text in (
        "bg1 som hat 3 5\n",
        "bg1 som hat 3 5\r\n",
        "bg1 som hat 3 5\x00",
        "bg1\tsom hat 3 5",
        "bg1\u00a0som hat 3 5",
    ):
        card = payload.parse(text)
        assert card.text() == "bg1 som hat 3 5", repr(text)
