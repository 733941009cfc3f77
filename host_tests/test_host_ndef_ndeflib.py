"""Our NDEF code against ndeflib (the library nfcpy uses), property-based with
hypothesis. CPython only (ndeflib, hypothesis). Deterministic and quick:
``derandomize=True``, a few hundred examples per property."""

import ndef as ndeflib
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.nfc import decks
from companion.nfc import ndef as ours
from companion.nfc import payload as pl
from companion.nfc import writer as wr

FAST = settings(max_examples=250, deadline=None, derandomize=True, database=None)

# --- ndeflib record <-> our (tnf, type, id, payload) ------------------------

_PREFIX = {1: "urn:nfc:wkt:", 4: "urn:nfc:ext:"}


def to_ndeflib_type(tnf, rtype):
    if tnf == 0:
        return ""
    if tnf == 5:
        return "unknown"
    return _PREFIX.get(tnf, "") + rtype.decode("ascii")


def from_ndeflib(rec):
    """(tnf, type, id, payload) of an ndeflib record."""
    t = rec.type
    if t == "":
        tnf, rtype = 0, b""
    elif t == "unknown":
        tnf, rtype = 5, b""
    elif t.startswith("urn:nfc:wkt:"):
        tnf, rtype = 1, t[12:].encode()
    elif t.startswith("urn:nfc:ext:"):
        tnf, rtype = 4, t[12:].encode()
    elif "://" in t:
        tnf, rtype = 3, t.encode()
    else:
        tnf, rtype = 2, t.encode()
    return (tnf, rtype, rec.name.encode("latin-1"), bytes(rec.data))


def ours_plain(msg):
    return [(t, ty, i, bytes(p)) for t, ty, i, p in ours.records(msg)]


# --- strategies --------------------------------------------------------------

ids = st.one_of(st.just(b""), st.binary(min_size=1, max_size=12))
payloads = st.one_of(st.binary(max_size=40), st.binary(min_size=250, max_size=600))
langs = st.from_regex(r"[a-z]{2,3}(-[A-Z]{2})?", fullmatch=True)
texts = st.text(max_size=80) | st.text(min_size=260, max_size=300)
iris = st.builds(
    lambda scheme, rest: scheme + rest,
    st.sampled_from(["https://www.", "http://", "tel:", "mailto:", "urn:nfc:", "geo:", "xyz:"]),
    st.text(alphabet=st.characters(min_codepoint=0x21, max_codepoint=0x7E), max_size=40),
)
generic_types = st.one_of(
    st.tuples(st.just(1), st.from_regex(rb"[A-Za-z][A-Za-z0-9]{0,5}", fullmatch=True)),
    st.tuples(st.just(2), st.from_regex(rb"[a-z]{1,8}/[a-z0-9.+-]{1,12}", fullmatch=True)),
    st.tuples(st.just(3), st.sampled_from([b"https://example.com/t", b"http://a.b/c/d"])),
    st.tuples(st.just(4), st.from_regex(rb"[a-z]{1,8}\.com:[a-z]{1,6}", fullmatch=True)),
    st.tuples(st.just(5), st.just(b"")),
)


@st.composite
def generic_records(draw):
    tnf, rtype = draw(generic_types)
    return (tnf, rtype, draw(ids), draw(payloads))


@st.composite
def ndeflib_records(draw):
    """(ndeflib record, what our decoder must say about its payload)."""
    kind = draw(st.sampled_from(["text", "uri", "generic", "empty"]))
    if kind == "text":
        lang, text = draw(langs), draw(texts)
        rec = ndeflib.TextRecord(text, lang)
        expect = ("text", (lang, text))
    elif kind == "uri":
        iri = draw(iris)
        rec = ndeflib.UriRecord(iri)
        expect = ("uri", iri)
    elif kind == "generic":
        tnf, rtype, _rid, data = draw(generic_records())
        rec = ndeflib.Record(to_ndeflib_type(tnf, rtype), None, data)
        expect = None
    else:
        return ndeflib.Record(), None
    rec.name = draw(ids)
    return rec, expect


# --- properties --------------------------------------------------------------


@FAST
@given(st.lists(ndeflib_records(), min_size=1, max_size=4))
def test_messages_built_by_ndeflib_parse_the_same(pairs):
    recs = [r for r, _ in pairs]
    octets = b"".join(ndeflib.message_encoder(recs))
    parsed = ours_plain(octets)
    assert parsed == [from_ndeflib(r) for r in recs]
    for (_tnf, _ty, _id, payload), (_r, expect) in zip(parsed, pairs):
        if expect and expect[0] == "text":
            assert ours.text_record(payload) == expect[1]
        elif expect and expect[0] == "uri":
            assert ours.uri_record(payload) == expect[1]
    # and through a Type 2 Tag image
    image = wr.tag_image(octets)
    assert bytes(ours.find_message(image + bytes(8))) == octets


@FAST
@given(st.lists(generic_records(), min_size=1, max_size=4), langs, texts)
def test_messages_built_by_us_parse_the_same_in_ndeflib(recs, lang, text):
    octets = wr.message(recs)
    decoded = list(ndeflib.message_decoder(octets, known_types={}))
    assert [from_ndeflib(r) for r in decoded] == recs
    [rec] = list(ndeflib.message_decoder(wr.text_message(text, lang)))
    assert (rec.type, rec.language, rec.text) == ("urn:nfc:wkt:T", lang, text)


@FAST
@given(st.sampled_from(decks.catalogue("som") + decks.catalogue("clk")))
def test_our_card_message_is_what_ndeflib_writes(entry):
    card = entry[0]
    built = b"".join(ndeflib.message_encoder([ndeflib.TextRecord(card.text(), "en")]))
    assert wr.text_message(card.text()) == built
    assert pl.card_from_ndef(built) == card


def _returns_or(errors, fn, *args):
    try:
        fn(*args)
    except errors:
        pass


@FAST
@given(st.binary(max_size=300), st.binary(max_size=6))
def test_random_bytes_raise_only_our_errors(data, cc):
    _returns_or(ours.NDEFError, ours.records, data)
    _returns_or(ours.NDEFError, ours.find_message, data, cc)
    _returns_or(ours.NDEFError, ours.find_message, data, None)
    _returns_or(ours.NDEFError, ours.message_span, data, cc)
    _returns_or(ours.NDEFError, ours.text_record, data)
    _returns_or(ours.NDEFError, ours.uri_record, data)
    _returns_or(pl.PayloadError, pl.card_from_ndef, data)
    _returns_or(pl.PayloadError, pl.card_from_tag, data, cc)
    _returns_or(pl.PayloadError, pl.card_from_tag, data, b"\xe1\x10\x12\x00")


@FAST
@given(st.lists(ndeflib_records(), min_size=1, max_size=3), st.data())
def test_mutated_valid_messages_raise_only_our_errors(pairs, data):
    octets = bytearray(b"".join(ndeflib.message_encoder([r for r, _ in pairs])))
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(octets) - 1))
        octets[at] = data.draw(st.integers(0, 255))
    cut = data.draw(st.integers(0, len(octets)))
    for msg in (bytes(octets), bytes(octets[:cut])):
        _returns_or(ours.NDEFError, ours.records, msg)
        _returns_or(pl.PayloadError, pl.card_from_ndef, msg)
        _returns_or(ours.NDEFError, ours.find_message, wr.tlv_wrap(msg), b"\xe1\x10\x12\x00")
