"""Write one card tag through a USB NFC reader (nfcpy), then read it back.

Everything but :func:`connect` works on any object with nfcpy's Type 2 Tag
methods - ``read(page)`` -> 16 bytes (4 pages), ``write(page, 4 bytes)``,
``protect()`` -> bool - so the tests drive it with a simulated NTAG213. The
pages come from the firmware's own ``companion.nfc.writer`` (``tag_image``,
``write_order``: the TLV header is written last, so a tag pulled away early
reads blank), and the read-back is checked by the firmware's parser: what the
device will see is what is compared. A tag that is not blank is written only
when the user types ERASE (the device asks the same with its menu).

nfcpy is an optional install (``tools/requirements-nfc.txt``).
"""

from companion.nfc import decks, ndef, writer
from companion.nfc import payload as pl

INSTALL_HELP = """nfcpy is not installed; it is only needed to write tags with a USB reader:

    .venv/bin/pip install -r tools/requirements-nfc.txt

The reader must be one nfcpy supports (e.g. ACR122U, SCL3711, PN533/PN532
boards); on Linux also allow your user to open it (see nfcpy's "Getting
started": udev rule, or unload the pn533 kernel module). A phone app works
too: see docs/cards.md."""

LOCK_WORD = "LOCK"
ERASE_WORD = "ERASE"


class WriteError(Exception):
    """The tag could not be written or read back as expected."""


def read_data(tag, cc):
    """The data area (page 4 on) as bytes, read 4 pages at a time."""
    size = ndef.data_size(cc)
    out = bytearray()
    page = 4
    while len(out) < size:
        out += bytes(tag.read(page))
        page += 4
    return bytes(out[:size])


def holds(tag, cc):
    """What ``tag`` carries, as the device reads it: a payload Card, None
    (blank) or a PayloadError (a web link, someone's text, bad data...)."""
    try:
        return pl.card_from_tag(read_data(tag, cc), cc)
    except pl.PayloadError as e:
        return e


def describe(what):
    """``holds``'s answer in words: "'bg1 som hat 1 1' (Hat type 1, value 1)",
    "Not a game card: web link"."""
    if isinstance(what, pl.Card):
        return "%r (%s)" % (what.text(), decks.name(what))
    return str(what).replace("\n", ": ")


def write_card(tag, card, lock=False, confirm=input, say=print):
    """Write ``card`` to ``tag``, read it back and compare; then, with
    ``lock``, ask ``confirm(prompt)`` for LOCK_WORD and make the tag
    read-only. WriteError when anything goes wrong.

    Only a blank tag is written without asking (as on the device: two taps
    never ruin a card): a tag that carries anything else (another card, a
    web link, bad data) is written only when ``confirm`` answers ERASE_WORD, else
    WriteError "not written"; one that carries ``card`` already is left as
    it is (then locked, with ``lock``)."""
    cc = bytes(tag.read(3)[:4])
    msg = writer.text_message(card.text())
    try:
        writes = writer.write_order(writer.tag_image(msg, cc))
    except ndef.NDEFError as e:
        raise WriteError("cannot write this tag: %s" % e) from None
    now = holds(tag, cc)
    if now == card:
        say("the tag holds %s already: not written again" % describe(card))
        writes = []
    elif now is not None:
        prompt = "The tag holds %s. Type %s to erase it and write %r: " % (
            describe(now),
            ERASE_WORD,
            card.text(),
        )
        if confirm(prompt).strip() != ERASE_WORD:
            raise WriteError("not written: the tag holds %s" % describe(now))
    for page, four in writes:
        tag.write(page, four)
    mem = read_data(tag, cc)
    try:
        back = ndef.find_message(mem, cc)
        got = pl.card_from_tag(mem, cc)
    except (ndef.NDEFError, pl.PayloadError) as e:
        raise WriteError("read back failed: %s" % str(e).replace("\n", ": ")) from None
    if back is None or got != card:
        raise WriteError("read back differs: %r" % (None if back is None else bytes(back)))
    if writes:
        if bytes(back) != msg:
            raise WriteError("read back differs: %r" % bytes(back))
        say("wrote and verified %r (%d bytes) - %s" % (card.text(), len(msg), decks.name(card)))
    if not lock:
        return False
    prompt = "Lock this tag for ever (it can never be rewritten)? Type %s to lock: " % LOCK_WORD
    if confirm(prompt).strip() != LOCK_WORD:
        say("not locked")
        return False
    if not tag.protect():
        raise WriteError("the tag refused to lock")
    say("locked")
    return True


def connect(device="usb"):  # pragma: no cover - needs a reader
    """(reader, tag) for the first tag held to the reader; SystemExit with
    INSTALL_HELP when nfcpy is missing. Close the reader when done."""
    try:
        import nfc  # type: ignore[import-not-found]
    except ImportError:
        raise SystemExit(INSTALL_HELP) from None
    try:
        clf = nfc.ContactlessFrontend(device)
    except (OSError, TimeoutError) as e:  # nfcpy: ENODEV, EACCES, ETIMEDOUT, ...
        raise SystemExit(
            "no NFC reader at %r (%s): plug in a reader nfcpy supports, or name it with "
            "--device (e.g. usb:072f:2200, tty:USB0:pn532); see docs/cards.md" % (device, e)
        ) from None
    print("hold the tag to the reader...")
    tag = clf.connect(rdwr={"on-connect": lambda tag: False})
    if not tag or getattr(tag, "type", "") != "Type2Tag":
        clf.close()
        raise WriteError("not an NFC Forum Type 2 Tag (use NTAG213/215/216 stickers)")
    return clf, tag
