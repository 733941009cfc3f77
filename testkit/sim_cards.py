"""Virtual cards for the simulator's reader (both runtimes; plain code).

A card is named by a WHAT, the words after ``tap``/``place`` in a script::

    bg1 som hat 3 5           an NTAG213 holding that text (one NDEF Text record, "en")
    blank                     a new NTAG213: an empty NDEF message (03 00 FE)
    url https://example.org   an NTAG213 holding an NDEF URI record (not a game card)
    classic                   a MIFARE Classic 1K (4-byte UID, no NDEF)
    ntag215 WHAT, ntag216 WHAT, ultralight WHAT, ntag213 WHAT
                              that tag type holding a text, ``blank`` or ``url URL``

Any other words are a text (``tap hello`` is a foreign Text record). A
:class:`CardBox` keeps one tag per (card, copy number): the same card tapped
again is the same UID and the same memory, so a card the device's tag writer
wrote (or locked) keeps it. UIDs are derived from the card and the copy
number alone (a hash), so they are the same in every run and every session:
the device's map of learned cards stays true across interactive sessions.
7-byte NXP-style UIDs (04h first) for NTAG and Ultralight, 4 bytes for the
Classic.

The tag modules (``sim_tags``, the firmware's ``ndef``) are imported when the
first tag is made, not by :func:`parse`: checking a script costs no heap.
The firmware's ``ndef`` is only borrowed: if the firmware has not imported it
yet it is unloaded again once the tag is made, so the firmware pays for it
when it imports it itself, as on the Pico.
"""

import sys

# Bytes of the NDEF data area (capability container byte 2 x 8).
_AREA = {"ntag213": 144, "ntag215": 496, "ntag216": 872, "ultralight": 48}
_MODELS = ("ntag213", "ntag215", "ntag216", "ultralight")
# RTD URI abbreviations this module uses, longest first: (code, prefix).
_URI_CODES = ((2, "https://www."), (1, "http://www."), (4, "https://"), (3, "http://"))


def _message_len(payload_len):
    # One short (SR) or long record with a 1-byte type, no ID.
    return (3 if payload_len < 256 else 6) + 1 + payload_len


def _tlv_len(msg_len):
    # NDEF Message TLV (1- or 3-byte length) and the Terminator.
    return (2 if msg_len < 0xFF else 4) + msg_len + 1


def _uri_split(url):
    for code, prefix in _URI_CODES:
        if url.startswith(prefix):
            return code, url[len(prefix) :]
    return 0, url


def parse(what):
    """The card a WHAT (a string, or its words as a list) names, as
    ``(model, content, arg)``: ``("classic", None, None)`` or ``(model,
    "blank" | "text" | "url", text or URL or None)``. ValueError with a short
    reason for a WHAT that names no card or does not fit on its tag."""
    words = what.split() if isinstance(what, str) else list(what)
    if not words:
        raise ValueError("no card named")
    if words[0] == "classic":
        if len(words) > 1:
            raise ValueError("classic takes nothing after it")
        return ("classic", None, None)
    model = "ntag213"
    if words[0] in _MODELS:
        model = words.pop(0)
        if not words:
            raise ValueError("%s what? (a text, blank or url URL)" % model)
    if words[0] == "blank":
        if len(words) > 1:
            raise ValueError("blank takes nothing after it")
        return (model, "blank", None)
    if words[0] == "url":
        if len(words) != 2:
            raise ValueError("url takes one URL")
        content, arg = "url", words[1]
        payload = 1 + len(_uri_split(arg)[1].encode())
    else:
        content, arg = "text", " ".join(words)
        payload = 3 + len(arg.encode())  # status byte, "en", the text
    if _tlv_len(_message_len(payload)) > _AREA[model]:
        raise ValueError("too long for %s (%d bytes)" % (model, _AREA[model]))
    return (model, content, arg)


def name(spec):
    """A canonical WHAT for ``spec``: ``ntag213 text bg1 som hat 3 5``."""
    model, content, arg = spec
    if content is None:
        return model
    return "%s %s %s" % (model, content, arg) if arg is not None else model + " " + content


def _hash(text, salt):
    # FNV-1a (32 bits), then the MurmurHash3 finaliser: "#1" and "#2" differ
    # in every byte, not only the last ones.
    h = 0x811C9DC5 ^ salt
    for b in text.encode():
        h = ((h ^ b) * 0x01000193) & 0xFFFFFFFF
    h = ((h ^ h >> 16) * 0x85EBCA6B) & 0xFFFFFFFF
    h = ((h ^ h >> 13) * 0xC2B2AE35) & 0xFFFFFFFF
    return h ^ h >> 16


def uid_for(key, model, salt=0):
    """The UID of the card ``key`` (its canonical name and copy number)."""
    h = _hash(key, salt)
    if model == "classic":
        b0 = h >> 24
        if b0 == 0x88 or b0 & 0x0F == 0x0F:  # cascade tag; xFh: non-unique NUID
            b0 ^= 0x41
        return bytes((b0, h >> 16 & 0xFF, h >> 8 & 0xFF, h & 0xFF))
    g = _hash(key, salt ^ 0x5A5A)
    b3 = h & 0xFF
    if b3 == 0x88:  # the first byte of cascade level 2 must not read as CT
        b3 = 0x89
    return bytes((0x04, h >> 24, h >> 16 & 0xFF, h >> 8 & 0xFF, b3, g >> 8 & 0xFF, g & 0xFF))


def make_tag(spec, uid):
    """A new ``sim_tags`` tag for ``spec`` (see :func:`parse`) with ``uid``."""
    import sim_tags

    model, content, arg = spec
    if model == "classic":
        return sim_tags.ClassicTag(uid)
    if content == "blank":
        user = b"\x03\x00\xfe"
    else:
        user = _image(model, content, arg)
    if model == "ultralight":
        return sim_tags.ultralight(uid, user)
    return sim_tags.ntag(int(model[4:]), uid, user)


def _image(model, content, arg):
    # The bytes from page 4 on, made with the firmware's own NDEF encoder.
    loaded = list(sys.modules)
    try:
        from companion.nfc import ndef, writer

        if content == "text":
            msg = writer.text_message(arg)
        else:
            code, rest = _uri_split(arg)
            payload = bytes((code,)) + rest.encode()
            msg = writer.message([(ndef.TNF_WELL_KNOWN, b"U", b"", payload)])
        return writer.tag_image(msg, bytes((0xE1, 0x10, _AREA[model] // 8, 0x00)))
    finally:
        from companion import games

        games.unload([m for m in sys.modules if m not in loaded], False)  # just imported


class CardBox:
    """The simulator's cards: :meth:`get` gives the tag for a card and copy
    number, made on first use and kept (one per (card, copy))."""

    def __init__(self):
        self.tags = {}  # "canonical name #copy" -> tag

    def get(self, what, copy=1):
        """The tag of copy ``copy`` (1, 2, ...) of the card ``what`` (a WHAT
        string or a :func:`parse` result). ValueError as :func:`parse`."""
        if copy < 1:
            raise ValueError("copy numbers start at 1")
        spec = parse(what) if isinstance(what, str) else what
        key = "%s #%d" % (name(spec), copy)
        tag = self.tags.get(key)
        if tag is None:
            salt = 0
            uid = uid_for(key, spec[0], salt)
            while self._uid_taken(uid):  # a hash collision: next salt, still repeatable
                salt += 1
                uid = uid_for(key, spec[0], salt)
            tag = make_tag(spec, uid)
            tag.log = None  # lies on the reader for minutes: keep no frame log
            self.tags[key] = tag
        return tag

    def known(self, what, copy=1):
        """The tag :meth:`get` made for this card and copy, or None."""
        spec = parse(what) if isinstance(what, str) else what
        return self.tags.get("%s #%d" % (name(spec), copy))

    def _uid_taken(self, uid):
        for t in self.tags.values():
            if t.uid == uid:
                return True
        return False
