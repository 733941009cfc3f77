"""What a tag that is no card of ours holds, in a few words (``smart
poster``, ``web link``, ``text: hello``): the detail line of a foreign tag
(``companion.nfc.payload.PayloadError``, code ``foreign``). Imported only
when such a tag is read, so the card reader's stack does not carry it at
every tap; unloaded with that stack (``companion.games.NFC_RARE``)."""

from companion import const
from companion.nfc import ndef

# Foreign records worth naming: (tnf, type, what it is).
_KNOWN = (
    (ndef.TNF_WELL_KNOWN, b"Sp", "smart poster"),
    (ndef.TNF_MIME, b"text/vcard", "contact card"),
    (ndef.TNF_MIME, b"text/x-vcard", "contact card"),
    (ndef.TNF_MIME, b"application/vnd.wfa.wsc", "Wi-Fi settings"),
    (ndef.TNF_EXTERNAL, b"android.com:pkg", "Android app"),
)
_SCHEMES = const(
    (
        ("http:", "web link"),
        ("https:", "web link"),
        ("tel:", "phone number"),
        ("mailto:", "email address"),
        ("sms:", "text message"),
        ("geo:", "map location"),
    )
)


def what(tnf, rtype, payload):
    """What a foreign tag's first record is, for the detail line of its
    ``payload.PayloadError`` (16 characters are shown): ``tnf`` (int),
    ``rtype`` and ``payload`` (bytes-like) as ``ndef.records`` gives them. Raises
    ``ndef.NDEFError`` for a broken URI or Text record."""
    for t, ty, what in _KNOWN:
        if t == tnf and ty == rtype:
            return what
    if tnf == ndef.TNF_WELL_KNOWN and rtype == b"U":
        uri = ndef.uri_record(payload).lower()
        for scheme, what in _SCHEMES:
            if uri.startswith(scheme):
                return what
        return "link " + uri
    if tnf == ndef.TNF_WELL_KNOWN and rtype == b"T":
        return "text: " + ndef.text_record(payload)[1].strip(" ")
    if tnf == ndef.TNF_UNKNOWN:
        return "unknown data"
    return "type " + str(rtype, "ascii") if _ascii(rtype) else "odd record type"


def _ascii(b):
    for c in b:
        if not 0x20 <= c < 0x7F:
            return False
    return True
