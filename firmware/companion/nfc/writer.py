"""The tag writer (the Cards screen's Write tags, tools/cards): a card's
NDEF message, its tag image and the pages that write it, and writing them to
a tag lying on the reader. Imported only when a tag is written; reading a
card needs nothing here.

Usage::

    image = tag_image(text_message("bg1 som hat 3 5"), cc)
    data = write(reader, uid, write_order(image))   # read back, as a "card" event's
    back = write_card(tap, card)                    # all of it, for a cards.Tap
    title, detail, why = failure(e)                 # what a failed write means

Formats: NFC Forum Type 2 Tag (TLV blocks, CC), NDEF (record header), RTD
Text; reading them is ``companion.nfc.ndef``, whose NDEFError is raised here.
"""

from companion import const

from .errors import NFCError, ProtocolError, Timeout
from .ndef import TNF_EMPTY, TNF_EXTERNAL, TNF_WELL_KNOWN, NDEFError, data_size
from .ntag import Nak
from .payload import PayloadError, card_from_tag

_MB = const(0x80)  # record header: message begin
_ME = const(0x40)  # message end
_SR = const(0x10)  # short record: 1-byte payload length
_IL = const(0x08)  # ID length field present
_TLV_NDEF = const(0x03)
_TLV_TERMINATOR = const(0xFE)
_WRITE = const(0xA2)  # NTAG21x data sheet 10.4: WRITE, 1 page, 4-bit ACK
_ACK = const(0xA)
_T_WRITE_US = const(10000)
# A reader slot's flags (reader.py's): reported, halted by us, FAST_READ.
_DONE = const(1)
_HALTED = const(2)
_FAST = const(4)
_SAK_TYPE2 = const(0x00)

# Written to page 4 before the rest of a new message (see write_order).
_EMPTY_PAGE = const(b"\x03\x00\xfe\x00")


def message(recs):
    """Encode ``recs``, a list of ``(tnf, type, id, payload)`` (bytes-like
    fields), as one NDEF message: MB on the first record, ME on the last, the
    short form (SR) for payloads under 256 bytes, IL only with an ID.
    NDEFError for what ``ndef.records`` would refuse (TNF 6/7, a type with
    TNF 0 or 5 or none with TNF 1..4, data in an Empty record)."""
    out = bytearray()
    last = len(recs) - 1
    for i, (tnf, rtype, rid, payload) in enumerate(recs):
        size = len(payload)
        if not 0 <= tnf <= 5:
            raise NDEFError("TNF must be 0..5")
        if len(rtype) > 255 or len(rid) > 255:
            raise NDEFError("type or ID too long")
        if (tnf == TNF_EMPTY and (len(rtype) or len(rid) or size)) or (
            bool(len(rtype)) != (TNF_WELL_KNOWN <= tnf <= TNF_EXTERNAL)
        ):
            raise NDEFError("type does not fit TNF")
        flags = tnf | (_MB if i == 0 else 0) | (_ME if i == last else 0)
        flags |= (_SR if size < 256 else 0) | (_IL if len(rid) else 0)
        out.append(flags)
        out.append(len(rtype))
        if size < 256:
            out.append(size)
        else:
            out += size.to_bytes(4, "big")
        if len(rid):
            out.append(len(rid))
        out += rtype
        out += rid
        out += payload
    return bytes(out)


def text_message(text, lang="en"):
    """One Text record (MB|ME|SR, TNF 1, type "T", UTF-8) holding ``text``."""
    code = lang.encode("utf-8")
    if len(code) > 63:
        raise NDEFError("language code too long")
    payload = bytes((len(code),)) + code + text.encode("utf-8")
    return message([(TNF_WELL_KNOWN, b"T", b"", payload)])


def tlv_wrap(msg):
    """``03h length msg FEh``: the NDEF Message TLV and a Terminator, with a
    1-byte length below FFh and FFh + 2 bytes (big endian) up to FFFEh."""
    n = len(msg)
    if n < 0xFF:
        head = bytes((_TLV_NDEF, n))
    elif n <= 0xFFFE:
        head = bytes((_TLV_NDEF, 0xFF, n >> 8, n & 0xFF))
    else:
        raise NDEFError("message too long")
    return head + bytes(msg) + bytes((_TLV_TERMINATOR,))


def tag_image(msg, cc=None):
    """The bytes to write from page 4 on: :func:`tlv_wrap` of ``msg`` padded
    with zeros to whole 4-byte pages. With ``cc`` (page 3), NDEFError if the
    tag is not NDEF formatted, is read-only (write access nibble not 0) or
    its data area is too small."""
    image = tlv_wrap(msg)
    if cc is not None:
        size = data_size(cc)
        if not size:
            raise NDEFError("not NDEF formatted")
        if cc[3] & 0x0F:
            raise NDEFError("tag is read-only")
        if len(image) > size:
            raise NDEFError("message too big for tag")
    return image + bytes(-len(image) % 4)


def write_order(image):
    """``(page, 4 bytes)`` writes for a :func:`tag_image`, in a tear-safe
    order: page 4 first becomes an empty NDEF TLV, then pages 5.. are
    written, then page 4 last. A tag pulled away half-way reads as blank,
    never as a mix of the old and the new card."""
    pages = [(4, _EMPTY_PAGE)]
    for at in range(4, len(image), 4):
        pages.append((4 + at // 4, image[at : at + 4]))
    pages.append((4, image[0:4]))
    return pages


def read_only(cc):
    """True when the capability container ``cc`` (page 3) marks the tag
    read-only: its write-access nibble is not 0 (NFC Forum Type 2 Tag: 0h
    is write access granted, Fh none, as a locked tag has)."""
    return cc is not None and len(cc) > 3 and bool(cc[3] & 0x0F)


class WrongCard(NFCError):
    """Another card than the one to write answered."""

    def __init__(self):
        super().__init__("another card answered")


class Gone(NFCError):
    """No card answered at all: the tag had been lifted (nothing written)."""

    def __init__(self):
        super().__init__("no card answered")


def write_page(tag, page, data, off=0):
    """WRITE ``data[off:off + 4]`` to ``page`` of ``tag`` (an NTAG, its tag
    selected); returns on ACK (Ah), ntag.Nak otherwise. The tag answers after
    its EEPROM write (~4 ms)."""
    iso = tag.iso
    tx = iso.tx
    tx[0] = _WRITE
    tx[1] = page
    for i in range(4):
        tx[2 + i] = data[off + i]
    got = iso.exchange(6, _T_WRITE_US)
    if got or iso.ack < 0:
        raise ProtocolError("WRITE answer of %d bytes" % got)
    if iso.ack != _ACK:
        raise Nak(iso.ack)


def write(reader, uid, writes, lock=False):
    """Write to the card ``uid`` lying on ``reader`` (a reader.Reader).

    ``writes``: ``(page, 4 bytes)`` in order (:func:`write_order`). Then the
    data area is read back and returned as a "card" event's ``data`` is.
    ``lock``: afterwards make the tag read-only for good: the CC's
    write-access nibble to Fh (the NFC Forum read-only mark; page 3 is
    one-time programmable) and the static lock bytes (page 2, bytes 2-3:
    pages 3-15, where our message lies, and their block-locking bits;
    NTAG21x data sheet 8.5.2). Irreversible.

    The card is selected by its UID (other cards may lie there too) and
    stays in the reader's set, reported, afterwards. Raises WrongCard when
    cards answer but not that one, NFCError (``Timeout``: the card left;
    ``Nak``: a locked page) otherwise; a write cut short leaves the tag blank
    (the tear-safe order).
    """
    iso = reader.iso
    tag = reader.tag
    flags = reader._flags
    i = reader._find(uid, len(uid))
    try:
        if iso.request(True, True) is None:  # WUPA: it is halted, as we left it
            raise Gone()  # nothing on the reader: nothing written
        try:
            iso.select_uid(uid)
        except Timeout:
            reader._halt()  # the cards that did answer WUPA
            raise WrongCard() from None
        if i >= 0:  # FAST_READ as found at its arrival
            tag.fast = bool(flags[i] & _FAST)
        elif iso.sak == _SAK_TYPE2:
            tag.identify()
        for page, four in writes:
            write_page(tag, page, four)
        data = reader._read_ndef()
        if lock:
            cc = bytearray(reader.cc)
            cc[3] = 0x0F
            write_page(tag, 3, cc)
            reader._read16(2, 0)
            page2 = bytearray(reader._buf[0:4])
            page2[2] = 0xFF
            page2[3] = 0xFF
            write_page(tag, 2, page2)
    except Timeout:
        if i >= 0:
            flags[i] &= ~_HALTED
        raise
    reader._halt()
    # In the set, reported: the polls see the same card resting.
    if i < 0:
        i = reader._add(bytes(uid))
    if i >= 0:
        flags[i] = _DONE | _HALTED | (_FAST if tag.fast else 0)
        reader._missed[i] = 0
        reader._tries[i] = 0
    return data


def write_card(tap, card, lock=False):
    """Write ``card`` (a payload.Card) to the tag of ``tap`` (a cards.Tap),
    tear-safe, read it back and return the card read back. NDEFError (the
    tag is too small, read-only or not NDEF), NFCError (gone, locked),
    PayloadError."""
    image = tag_image(text_message(card.text()), tap.cc)
    data = write(tap.reader, tap.uid, write_order(image), lock)
    return card_from_tag(data, tap.cc)


def failure(e):
    """What a failed :func:`write_card` (its exception ``e``) means to the
    player: ``(title, detail, why)``, two screen lines of 16 characters at
    most and the log's word for it:

    - ``gone``: no card answered at all (Gone): lifted before the write
      began, nothing written; tap it again;
    - ``moved``: the tag left (Timeout) or another card answered in its
      place (WrongCard): the tear-safe order left it as it was, blank, or
      with the new card (only the read-back was missed); tap it again;
    - ``locked``: a page refused the WRITE (NAK 0: a locked page), or the
      CC says read-only: nothing was written;
    - ``check``: what was read back is no card (PayloadError);
    - ``failed``: anything else (its detail: the error's text)."""
    if isinstance(e, Gone):
        return "Tap it again", "to write it", "gone"
    if isinstance(e, (Timeout, WrongCard)):
        return "Moved too soon", "tap it again", "moved"
    if (isinstance(e, Nak) and e.code == 0) or str(e) == "tag is read-only":
        return "Locked tag", "can't write", "locked"
    if isinstance(e, PayloadError):
        return "Check failed", "tap it again", "check"
    return "Write failed", str(e).split("\n")[-1][:16].rstrip(), "failed"
