"""NDEF on Type 2 Tags (companion.nfc.ndef). Runs on CPython and the
MicroPython unix port. Byte strings are worked out by hand from the NFC Forum
formats in the comments (Type 2 Tag TLVs and CC, NDEF record header, RTD Text
and URI), not read back from the code."""

from fakes import Lcg

from companion.nfc import ndef
from companion.nfc.ndef import NDEFError
from support import check, raises

# CC of an NTAG213: magic E1h, mapping 1.0, 12h x 8 = 144 data bytes, read/write.
CC_213 = b"\xe1\x10\x12\x00"
# A new NTAG213 from page 4: Lock Control TLV, empty NDEF TLV, Terminator.
FACTORY_213 = b"\x01\x03\xa0\x0c\x34\x03\x00\xfe" + bytes(136)

# "bg1 som hat 3 5" as one short Text record: flags MB|ME|SR + TNF 1 = D1h,
# type length 1, payload length 1 + 2 + 15 = 18 (12h), type "T", status 02h
# (UTF-8, language code of 2), "en", the text.
HAT_3_5 = b"\xd1\x01\x12T\x02en" + b"bg1 som hat 3 5"
# The TLV: 03h, length 22 (16h), the message, Terminator; 25 bytes -> 7 pages.
HAT_3_5_TLV = b"\x03\x16" + HAT_3_5 + b"\xfe"


def msg_of(mem, cc=None):
    m = ndef.find_message(mem, cc)
    return None if m is None else bytes(m)


# --- TLV walk ---------------------------------------------------------------


def test_find_message_in_our_written_tag():
    mem = HAT_3_5_TLV + bytes(144 - len(HAT_3_5_TLV))
    assert msg_of(mem, CC_213) == HAT_3_5
    assert ndef.message_span(mem, CC_213) == (2, 24)
    assert msg_of(bytearray(mem), CC_213) == HAT_3_5
    assert msg_of(memoryview(mem), memoryview(CC_213)) == HAT_3_5
    assert msg_of(mem) == HAT_3_5  # no CC: all of mem is the data area


def test_factory_ntag213_and_empty_ndef_tlv_are_blank():
    assert ndef.find_message(FACTORY_213, CC_213) is None
    assert ndef.find_message(b"\x03\x00\xfe", None) is None
    assert ndef.find_message(b"\x03\x00" + HAT_3_5_TLV) is None  # the first NDEF TLV counts


def test_zeroed_and_unformatted_tags_are_blank():
    assert ndef.find_message(bytes(144), CC_213) is None  # NULL TLVs only
    assert ndef.find_message(HAT_3_5_TLV, bytes(4)) is None  # CC all zero: never formatted
    assert ndef.find_message(b"", None) is None


def test_null_lock_and_memory_control_tlvs_are_skipped():
    # NULL, Lock Control (01h, 3 bytes), NULL, Memory Control (02h, 3 bytes),
    # Proprietary (FDh, 2 bytes), then the NDEF TLV.
    head = b"\x00\x01\x03\xa0\x10\x44\x00\x02\x03\x82\x03\x02\xfd\x02\xaa\xbb"
    mem = head + HAT_3_5_TLV + bytes(8)
    assert msg_of(mem, CC_213) == HAT_3_5
    assert ndef.message_span(mem, CC_213) == (len(head) + 2, len(head) + 24)


def test_three_byte_length():
    # 300-byte message: 03h FFh 01h 2Ch; NTAG215 CC (3Eh x 8 = 496 bytes).
    cc = b"\xe1\x10\x3e\x00"
    body = bytes(range(256)) + bytes(44)
    mem = b"\x01\x03\xa0\x0c\x34\x03\xff\x01\x2c" + body + b"\xfe" + bytes(100)
    assert msg_of(mem, cc) == body
    # a 3-byte length for a short value is accepted too
    assert msg_of(b"\x03\xff\x00\x16" + HAT_3_5 + b"\xfe") == HAT_3_5


def test_terminator_ends_the_walk():
    assert ndef.find_message(b"\x00\xfe" + HAT_3_5_TLV, CC_213) is None


def test_tlv_past_the_cc_data_area_is_an_error_even_if_mem_has_it():
    cc = b"\xe1\x10\x02\x00"  # 16-byte data area
    mem = HAT_3_5_TLV + bytes(64)  # 25-byte TLV: ends past byte 16
    e = raises(NDEFError, ndef.find_message, mem, cc)
    assert str(e) == "TLV runs past data area"
    # a Lock Control TLV running past it too
    raises(NDEFError, ndef.find_message, bytes(14) + b"\x01\x03\xa0", cc)
    # and an NDEF TLV sitting after the data area is never seen
    assert ndef.find_message(bytes(16) + HAT_3_5_TLV, cc) is None


def test_headers_cut_by_the_end_of_the_data_area():
    for mem in (b"\x03", b"\x01", b"\x03\xff", b"\x03\xff\x00", b"\x00\x00\x03\x05ab"):
        raises(NDEFError, ndef.find_message, mem)


def test_mem_shorter_than_the_data_area():
    # A reader that read only pages 4..7: the TLV header says how far to read.
    big = b"\x03\x40" + bytes(64) + b"\xfe"
    assert ndef.message_span(big[:16], CC_213) == (2, 66)
    e = raises(NDEFError, ndef.find_message, big[:16], CC_213)
    assert str(e) == "tag read cut short"
    # running out of mem before the answer is known is not "blank"
    raises(NDEFError, ndef.find_message, bytes(16), CC_213)
    raises(NDEFError, ndef.find_message, b"\x01\x03", CC_213)


def test_bad_capability_containers():
    assert str(raises(NDEFError, ndef.find_message, HAT_3_5_TLV, b"\xe1\x10")) == (
        "capability container short"
    )
    assert str(raises(NDEFError, ndef.data_size, b"\x12\x34\x56\x78")) == "not NDEF formatted"
    assert str(raises(NDEFError, ndef.data_size, b"\xe1\x20\x12\x00")) == "unknown mapping version"
    assert ndef.data_size(b"\xe1\x11\x12\x0f") == 144  # minor version and access bits: fine
    assert ndef.data_size(bytes(4)) == 0


# --- records ----------------------------------------------------------------


def recs(msg):
    return [(t, ty, i, bytes(p)) for t, ty, i, p in ndef.records(msg)]


def test_one_short_text_record():
    assert recs(HAT_3_5) == [(1, b"T", b"", b"\x02enbg1 som hat 3 5")]
    assert ndef.records(b"") == []


def test_long_payload_length_and_id_field():
    # C9h = MB|ME|IL + TNF 1 (no SR): 4-byte length 00 00 01 2Ch (300), ID length 2.
    payload = b"\x02en" + b"x" * 297
    msg = b"\xc9\x01\x00\x00\x01\x2c\x02Tid" + payload
    assert recs(msg) == [(1, b"T", b"id", payload)]
    # DDh = MB|ME|SR|IL + TNF 5 (unknown): no type, ID "k", payload "abc"
    assert recs(b"\xdd\x00\x03\x01kabc") == [(5, b"", b"k", b"abc")]


def test_several_records_ours_second():
    # 91h = MB|SR + TNF 1: URI "https://example.com" (code 04h)
    # 52h = SR + TNF 2 (MIME "text/plain"), 51h = ME|SR + TNF 1 (Text, ours)
    uri = b"\x91\x01\x0cU\x04example.com"
    mime = b"\x12\x0a\x02text/plainhi"
    text = b"\x51\x01\x12T\x02enbg1 som hat 3 5"
    assert recs(uri + mime + text) == [
        (1, b"U", b"", b"\x04example.com"),
        (2, b"text/plain", b"", b"hi"),
        (1, b"T", b"", b"\x02enbg1 som hat 3 5"),
    ]


def test_empty_record():
    assert recs(b"\xd0\x00\x00") == [(0, b"", b"", b"")]


def test_chunked_records_are_refused():
    # B1h = MB|CF|SR + TNF 1, then 36h = TNF 6 (unchanged) with ME|SR
    chunked = b"\xb1\x01\x03Tab\x02" + b"\x56\x00\x02cd"
    assert str(raises(NDEFError, ndef.records, chunked)) == "chunked records not supported"
    stray = b"\xd6\x00\x01x"  # TNF 6 without a chunk before it
    assert str(raises(NDEFError, ndef.records, stray)) == "chunked records not supported"


def test_malformed_messages():
    cases = (
        (b"\x51\x01\x01Tx", "MB flag misplaced"),  # first record without MB
        (b"\x91\x01\x01Tx\xd1\x01\x01Ty", "MB flag misplaced"),  # MB twice
        (b"\x91\x01\x01Tx", "last record has no ME"),
        (b"\xd1\x01\x01Tx\x00", "bytes after last record"),
        (b"\xd7\x00\x00", "reserved TNF"),
        (b"\xd0\x01\x00T", "empty record with data"),
        (b"\xd0\x00\x01x", "empty record with data"),
        (b"\xd5\x01\x00T", "unknown record with type"),
        (b"\xd1\x00\x00", "record type missing"),
        (b"\xd1\x01\x05Tx", "record cut short"),
        (b"\xd1\x01", "record header cut short"),
    )
    for msg, why in cases:
        check(str(raises(NDEFError, ndef.records, msg)) == why, why)


def test_every_cut_of_a_message_is_an_error():
    msg = (
        b"\x99\x01\x0c\x02UAB\x04example.com"  # MB|SR|IL, ID "AB"
        + b"\x01\x01\x00\x00\x01\x00T"
        + bytes(256)  # long form
        + b"\x51\x01\x12T\x02enbg1 som hat 3 5"
    )
    assert len(ndef.records(msg)) == 3
    for cut in range(1, len(msg)):
        raises(NDEFError, ndef.records, msg[:cut])


# --- Text and URI payloads --------------------------------------------------


def test_text_record():
    assert ndef.text_record(b"\x02enbg1 som hat 3 5") == ("en", "bg1 som hat 3 5")
    assert ndef.text_record(b"\x05de-CHgr\xc3\xbc\xc3\xa9zi") == ("de-CH", "gr\u00fc\u00e9zi")
    assert ndef.text_record(b"\x00") == ("", "")
    assert ndef.text_record(memoryview(b"\x02en")) == ("en", "")
    e = raises(NDEFError, ndef.text_record, b"\x82en\x00h\x00i")
    assert str(e) == "UTF-16 text not supported"
    assert str(raises(NDEFError, ndef.text_record, b"\x05en")) == "text record cut short"
    assert str(raises(NDEFError, ndef.text_record, b"")) == "text record empty"
    assert str(raises(NDEFError, ndef.text_record, b"\x02en\xff\xfe")) == "text is not UTF-8"


def test_uri_record():
    assert ndef.uri_record(b"\x04example.com/x") == "https://example.com/x"
    assert ndef.uri_record(b"\x01example.com") == "http://www.example.com"
    assert ndef.uri_record(b"\x00geo:1,2") == "geo:1,2"
    assert ndef.uri_record(b"\x05+3412") == "tel:+3412"
    assert ndef.uri_record(b"\x1dtmp") == "file://tmp"
    assert ndef.uri_record(b"\x23ext:x") == "urn:nfc:ext:x"
    assert ndef.uri_record(b"\x24abc") == "abc"  # reserved code: no abbreviation
    assert str(raises(NDEFError, ndef.uri_record, b"")) == "URI record empty"
    raises(NDEFError, ndef.uri_record, b"\x04\xc3")


# --- nothing but NDEFError escapes, whatever the bytes ----------------------


def _only_ndef_errors(fn, *args):
    try:
        fn(*args)
    except NDEFError:
        pass


def test_random_and_mutated_bytes_raise_only_ndef_error():
    rng = Lcg(7, 1103515245, 12345, 0x7FFFFFFF)  # ANSI C rand
    seeds = (HAT_3_5, HAT_3_5_TLV, FACTORY_213[:12], b"\x99\x01\x0c\x02UAB\x04example.com")
    for i in range(1500):
        if i % 2:
            data = bytearray(rng.below(256) for _ in range(rng.below(40)))
        else:
            data = bytearray(seeds[i % len(seeds)])
            for _ in range(1 + rng.below(3)):
                if data:
                    data[rng.below(len(data))] = rng.below(256)
        data = bytes(data)
        cc = bytes(rng.below(256) for _ in range(4)) if i % 3 == 0 else CC_213
        _only_ndef_errors(ndef.find_message, data, cc)
        _only_ndef_errors(ndef.find_message, data)
        _only_ndef_errors(ndef.records, data)
        _only_ndef_errors(ndef.text_record, data)
        _only_ndef_errors(ndef.uri_record, data)
