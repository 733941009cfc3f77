"""NDEF on NFC Forum Type 2 Tags (NTAG21x): find the message in the tag
memory, split it into records, decode Text and URI payloads. Building a
message and the pages that write it is ``companion.nfc.writer``'s (only the
tag writer needs it).

Reading (``mem`` = the bytes from page 4 on, ``cc`` = the 4 bytes of page 3)::

    msg = find_message(mem, cc)          # None: a blank tag
    for tnf, rtype, rid, payload in records(msg):
        if tnf == TNF_WELL_KNOWN and rtype == b"T":
            lang, text = text_record(payload)

Every function here either returns or raises :class:`NDEFError`, whatever
the input bytes: every index is checked against the end of the buffer (and
of the data area the CC declares) before it is read. Slices of the input are
memoryviews, so a message is never copied while it is parsed.

References: NFC Forum Type 2 Tag spec (CC, TLV blocks), NDEF spec (record
header), RTD Text and RTD URI.
"""

from companion import const

TNF_EMPTY = const(0)
TNF_WELL_KNOWN = const(1)
TNF_MIME = const(2)
_TNF_URI = const(3)
TNF_EXTERNAL = const(4)
TNF_UNKNOWN = const(5)

_TLV_NULL = const(0x00)
_TLV_NDEF = const(0x03)
_TLV_TERMINATOR = const(0xFE)
_CC_MAGIC = const(0xE1)

_MB = const(0x80)  # message begin
_ME = const(0x40)  # message end
_CF = const(0x20)  # chunk flag
_SR = const(0x10)  # short record: 1-byte payload length
_IL = const(0x08)  # ID length field present

# RTD URI abbreviations for identifier codes 01h..23h (00h: none), one word
# each: one string costs less RAM than 35.
_URI_PREFIXES = const(
    "http://www. https://www. http:// https:// tel: mailto: ftp://anonymous:anonymous@ "
    "ftp://ftp. ftps:// sftp:// smb:// nfs:// ftp:// dav:// news: telnet:// imap: rtsp:// "
    "urn: pop: sip: sips: tftp: btspp:// btl2cap:// btgoep:// tcpobex:// irdaobex:// "
    "file:// urn:epc:id: urn:epc:tag: urn:epc:pat: urn:epc:raw: urn:epc: urn:nfc:"
)


class NDEFError(ValueError):
    """Tag data that breaks the Type 2 Tag or NDEF formats, or that this
    module does not handle (chunked records, UTF-16 text). ``str(e)`` is a
    short English phrase (at most 30 characters) for the log."""


def data_size(cc):
    """Bytes in the data area the capability container declares (byte 2 x 8);
    0 for an unformatted tag (CC all zero). NDEFError for a CC without the
    NDEF magic E1h or with a mapping major version other than 1."""
    if len(cc) < 4:
        raise NDEFError("capability container short")
    if cc[0] != _CC_MAGIC:
        if cc[0] | cc[1] | cc[2] | cc[3]:
            raise NDEFError("not NDEF formatted")
        return 0
    if cc[1] >> 4 != 1:
        raise NDEFError("unknown mapping version")
    return cc[2] * 8


def message_span(mem, cc=None):
    """``(start, end)`` of the NDEF message in ``mem``, or None for a blank tag.

    Walks the TLV blocks from the start of ``mem``: NULL (00h) is one byte of
    padding; Lock Control (01h), Memory Control (02h), Proprietary (FDh) and
    any other TLV are skipped by their length (1 byte, or FFh and 2 bytes big
    endian); the Terminator (FEh) ends the walk; the first NDEF Message TLV
    (03h) is the answer. The reserved areas Lock and Memory Control TLVs
    describe are not skipped inside the data area: NTAG21x keep them after it.

    Blank (None) is precisely: an unformatted CC (all zero); or no NDEF TLV
    before the Terminator or the end of the data area (an all-zero data area
    is only NULL TLVs); or an NDEF TLV of length 0 (a new NTAG213 holds
    ``01 03 A0 0C 34 03 00 FE``).

    The walk reads no byte at or past the data area (``cc`` byte 2 x 8; all
    of ``mem`` when ``cc`` is None) nor past ``mem``. A TLV running past the
    data area is an NDEFError; so is running out of ``mem`` inside the data
    area before the answer is known ("tag read cut short"). ``end`` may exceed
    ``len(mem)``: a reader that reads page by page reads up to ``end`` and
    calls :func:`find_message`.
    """
    size = len(mem) if cc is None else data_size(cc)
    have = min(size, len(mem))
    pos = 0
    while pos < have:
        tag = mem[pos]
        if tag == _TLV_NULL:
            pos += 1
            continue
        if tag == _TLV_TERMINATOR:
            return None
        _need(pos + 1, size, have)
        length = mem[pos + 1]
        start = pos + 2
        if length == 0xFF:
            _need(pos + 3, size, have)
            length = (mem[pos + 2] << 8) | mem[pos + 3]
            start = pos + 4
        end = start + length
        if end > size:
            raise NDEFError("TLV runs past data area")
        if tag == _TLV_NDEF:
            return (start, end) if length else None
        pos = end
    if have < size:
        raise NDEFError("tag read cut short")
    return None


def _need(i, size, have):
    # Byte ``i`` is about to be read: inside the data area and inside mem?
    if i >= size:
        raise NDEFError("TLV runs past data area")
    if i >= have:
        raise NDEFError("tag read cut short")


def find_message(mem, cc=None):
    """The NDEF message (a memoryview into ``mem``), or None for a blank tag.
    See :func:`message_span` for the walk, "blank" and the errors."""
    span = message_span(mem, cc)
    if span is None:
        return None
    if span[1] > len(mem):
        raise NDEFError("tag read cut short")
    return memoryview(mem)[span[0] : span[1]]


def records(msg):
    """The records of an NDEF message as a list of ``(tnf, type, id,
    payload)``: ``tnf`` an int 0..5, ``type`` and ``id`` bytes, ``payload`` a
    memoryview into ``msg``. A list, not an iterator: the whole message is
    checked before any record is used. An empty ``msg`` gives [].

    NDEFError for a cut header or field, MB not on the first record only, no
    ME on the last record, bytes after it, a chunked record (CF, or TNF 06h
    "unchanged") - "chunked records not supported" - TNF 07h (reserved), an
    Empty record with fields, an Unknown record with a type, or a missing
    type for TNF 1..4.
    """
    mv = memoryview(msg)
    n = len(mv)
    out = []
    pos = 0
    while pos < n:
        flags = mv[pos]
        tnf = flags & 0x07
        if flags & _CF or tnf == 6:
            raise NDEFError("chunked records not supported")
        if tnf == 7:
            raise NDEFError("reserved TNF")
        if bool(flags & _MB) != (pos == 0):
            raise NDEFError("MB flag misplaced")
        head = pos + (3 if flags & _SR else 6) + (1 if flags & _IL else 0)
        if head > n:
            raise NDEFError("record header cut short")
        type_len = mv[pos + 1]
        if flags & _SR:
            size = mv[pos + 2]
        else:
            size = (mv[pos + 2] << 24) | (mv[pos + 3] << 16) | (mv[pos + 4] << 8) | mv[pos + 5]
        id_len = mv[head - 1] if flags & _IL else 0
        if tnf == TNF_EMPTY and (type_len or id_len or size):
            raise NDEFError("empty record with data")
        if tnf == TNF_UNKNOWN and type_len:
            raise NDEFError("unknown record with type")
        if TNF_WELL_KNOWN <= tnf <= TNF_EXTERNAL and not type_len:
            raise NDEFError("record type missing")
        id_at = head + type_len
        body = id_at + id_len
        end = body + size
        if end > n:
            raise NDEFError("record cut short")
        out.append((tnf, bytes(mv[head:id_at]), bytes(mv[id_at:body]), mv[body:end]))
        pos = end
        if flags & _ME:
            if pos != n:
                raise NDEFError("bytes after last record")
            return out
    if out:
        raise NDEFError("last record has no ME")
    return out


def _utf8(buf):
    try:
        return str(buf, "utf-8")
    except (UnicodeError, ValueError):  # CPython: UnicodeDecodeError; MicroPython: UnicodeError
        raise NDEFError("text is not UTF-8") from None


def text_record(payload):
    """``(lang, text)`` of an RTD Text payload (status byte: bit 7 UTF-16,
    bits 5..0 language code length; then the code, then the text). UTF-16
    text is refused: NDEFError("UTF-16 text not supported")."""
    if not len(payload):
        raise NDEFError("text record empty")
    status = payload[0]
    if status & 0x80:
        raise NDEFError("UTF-16 text not supported")
    text_at = 1 + (status & 0x3F)
    if text_at > len(payload):
        raise NDEFError("text record cut short")
    return _utf8(payload[1:text_at]), _utf8(payload[text_at:])


def uri_record(payload):
    """The URI of an RTD URI payload: the abbreviation the first byte names
    (codes past 23h are reserved and read as "no abbreviation") + the rest."""
    if not len(payload):
        raise NDEFError("URI record empty")
    code = payload[0]
    prefix = ""
    if 0 < code <= 0x23:  # the code-th word of _URI_PREFIXES
        at = 0
        for _ in range(code - 1):
            at = _URI_PREFIXES.find(" ", at) + 1
        end = _URI_PREFIXES.find(" ", at)
        prefix = _URI_PREFIXES[at : end if end > 0 else len(_URI_PREFIXES)]
    return prefix + _utf8(payload[1:])
