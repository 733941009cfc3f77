"""Fuzz benchmark: untrusted tag bytes through the card-reading path.

    MICROPYPATH=firmware:host_tests:tools/sim:.frozen .venv/bin/micropython tools/bench/fuzz_tags.py
    .venv/bin/python tools/bench/fuzz_tags.py
        [N] [--seed S] [--stack M] [--json PATH] [--show I]

Every image is a tag memory made from a valid card image and then mutated:
an NDEF message (the deck cards' texts from ``decks.catalogue``, with
tolerated and near-miss spellings, other versions, URI, MIME, smart poster,
Empty, Unknown and long (non-SR) records; 0..6 records), wrapped in TLVs
(Lock/Memory Control, Proprietary, NULL padding, Terminator or not), with
lies in the headers (record flags MB/ME/CF/SR/IL and TNF, type, ID and
payload lengths set to 0, FFh, FFFFFFFFh, off by one; chunked records; the
TLV length at 0, FEh, FFh + two bytes 0000h..FFFFh), then 0..16 byte-level
mutations (bit flips, random and boundary bytes, inserts, deletes,
duplicated runs, truncation), and a capability container that is the tag
model's (NTAG213/215/216, Ultralight) or a mutated one. Image ``I`` of seed
``S`` depends on ``S`` and ``I`` only (its own xorshift32 stream): the same
images on CPython and MicroPython; ``--show I`` prints one.

Level 1 (``N`` images, default 1,000,000): the parse path. Each image is
handed to ``cards.Tap(("card", uid, kind, data), reader, Learned(None, ..))``
as the reader's ``data`` (page 4 on) with the CC in ``reader.cc``, and the
tap is then used as the card screens use it (``card.label()`` or
``describe()``, and ``log_fields()``).

Level 2 (``--stack M`` images, default 10,000; 0 skips it): the full stack.
The first ``M`` images, cut to the tag's data area, are laid on a simulated
tag (``sim_tags.ntag``/``ultralight`` with that CC on page 3) on the
register-level MFRC522 simulator (``nfc_rig.Rig``); the reader is polled
(50 ms apart, virtual time) until it reports the card or an error, at most
12 polls; a "card" event goes through ``Tap`` as above. Every 4th tag
garbles 3 % of its answers (lost, or a bit flipped): the reader's retries
and incomplete reads.

Counted per level:

- escaped: an exception out of ``Tap`` or the calls after it (level 2 also
  out of ``Reader.poll``). The firmware's promise is that untrusted bytes give
  an outcome, never an exception.
- hangs: an image that takes longer than the bound twice in a row (CPU
  time on CPython, wall time on MicroPython; level 1: 50 ms CPython, 200 ms
  MicroPython; level 2: 2 s), or, level 2, 12 polls without a card or
  error event. On CPython a SIGALRM watchdog (5 s) stops an
  endless loop and counts it; on MicroPython one would stop the run: rerun
  on CPython with the same seed (the same images).
- outside: outcome "card" whose card is not one of its game's deck: "in a
  deck" is ``card == c`` for the catalogue card ``c`` with the same
  ``text()`` (so the game, kind and attribute values and their types are
  the canonical ones), and not taken from the learned map (which is empty).
- outcomes: card / blank / bad / unknown (``Tap.outcome``), the ``bad`` ones
  by ``PayloadError.code``; level 2 also the reader's error and incomplete
  events and any other event ("other", counted as a failure).

The outcomes differ between the runtimes only where their ``str`` does:
CPython lower-cases non-ASCII letters (the Kelvin sign U+212A reads as "k")
and refuses overlong UTF-8, surrogates and code points past 10FFFFh, which
MicroPython's ``str(b, "utf-8")`` lets through (so the device reads a Text
record that CPython skips as "not UTF-8").

Output: one line per level, then ``fuzz_tags: PASS`` or ``FAIL``; the first
failures of each level are printed with their seed, index, CC, data and
traceback. Exit status 1 on any escaped exception, hang, card outside a deck
or other event. ``--json PATH`` writes the same figures.
"""

import io
import json
import os
import sys
import time

from companion import cards
from companion.nfc import decks, writer

MICROPYTHON = sys.implementation.name == "micropython"
N1 = 1000000
N2 = 10000
SEED = 1
HANG1_MS = 200 if MICROPYTHON else 50
HANG2_MS = 2000
POLLS = 12
WATCHDOG_S = 5
KEEP = 5  # failures printed per level
USAGE = "usage: fuzz_tags.py [N] [--seed S] [--stack M] [--json PATH] [--show I]"
UID = bytes((0x04, 0xA1, 0xB2, 0xC3, 0xD4, 0xE5, 0xF6))

# (model, CC byte 2, bytes of the data area)
MODELS = (("ntag213", 0x12, 144), ("ntag215", 0x3E, 496), ("ntag216", 0x6D, 872))
MODELS += (("ultralight", 0x06, 48),)

_MB, _ME, _CF, _SR, _IL = 0x80, 0x40, 0x20, 0x10, 0x08
BOUNDARY = (0x00, 0x01, 0x03, 0x07, 0x0F, 0x10, 0x11, 0x1F, 0x20, 0x3F, 0x40, 0x7F, 0x80)
BOUNDARY += (0x81, 0xC0, 0xD1, 0xE1, 0xFD, 0xFE, 0xFF)
# TLVs a tag may carry before its NDEF TLV (the last two are broken ones).
PREFIXES = (
    b"\x00",
    b"\x01\x03\xa0\x0c\x34",  # Lock Control, as on a new NTAG213
    b"\x02\x03\x00\x10\x00",  # Memory Control
    b"\xfd\x02\xab\xcd",  # Proprietary
    b"\x01\x00",
    b"\x7a\x01\x00",  # unknown TLV
    b"\x01\xff\x00\x04abcd",  # 3-byte length
    b"\x02\xff\xff\xff",
)


# --- the numbers ---------------------------------------------------------


class Rng:
    """xorshift32: the same stream on CPython and MicroPython."""

    def __init__(self, seed):
        self.x = (seed & 0xFFFFFFFF) or 0x9E3779B9

    def u32(self):
        x = self.x
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.x = x
        return x

    def below(self, n):
        return self.u32() % n

    def pick(self, seq):
        return seq[self.u32() % len(seq)]

    def bytes(self, n):
        return bytes([self.u32() & 0xFF for _ in range(n)])


def image_seed(seed, i):
    """A 32-bit seed for image ``i`` (the MurmurHash3 finaliser)."""
    h = (seed * 0x9E3779B1 + i * 0x85EBCA6B + 0x27D4EB2F) & 0xFFFFFFFF
    h = ((h ^ h >> 16) * 0x85EBCA6B) & 0xFFFFFFFF
    h = ((h ^ h >> 13) * 0xC2B2AE35) & 0xFFFFFFFF
    return h ^ h >> 16


# --- the seeds: valid card images and their neighbours ---------------------


def deck_cards():
    """``{game: {text: Card}}`` of every deck card."""
    out = {}
    for game, _name in decks.games():
        out[game] = {card.text(): card for card, _count in decks.catalogue(game)}
    return out


def _text(text, lang=b"en"):
    return (1, b"T", b"", bytes((len(lang),)) + lang + text.encode())


def record_pool(texts):
    """``(cards, others)``: Text records of the deck cards, and other records
    (tolerated spellings, near misses, foreign records)."""
    good = [_text(t) for t in texts]
    t = texts[len(texts) // 2]
    other = [
        _text(t.upper()),
        _text("  " + t.replace(" ", "  ") + "\n"),
        _text(t.replace(" ", "\t") + "\x00"),
        _text(t.replace(" ", "\u00a0")),
        _text(t, b""),
        _text(t, b"en-GB"),
        _text(t, b"x" * 63),
        _text(t + " " * 300),  # a long record: 3-byte TLV length
        (1, b"T", b"id", b"\x02en" + t.encode()),
        (1, b"T", b"", b"\x82en" + t.encode()),  # UTF-16 flag
        (1, b"T", b"", b"\x02en\xff\xfe" + t.encode()),  # not UTF-8
        (1, b"T", b"", b"\x02en" + t.encode().replace(b" ", b"\xc0\xa0")),  # overlong spaces
        (1, b"T", b"", b"\x02en" + t.encode() + b"\xed\xa0\x80\xf4\x90\x80\x80"),  # D800h, 110000h
        (1, b"T", b"", b"\x3fen"),  # language longer than the payload
        (1, b"T", b"", b""),
    ]
    for s in (
        "bg1 som hat 8 1",
        "bg1 som hat 3",
        "bg1 som hat 3 5 5",
        "bg1 clk roof pink",
        "bg1 ham x",
        "bg1 xyz",
        "bg1 som",
        "bg1",
        "bg1 som hat 03 5",
        "bg1 str card 11",
        "bg2 som hat 3 5",
        "bg10 x",
        "BG1 STR CARD Q",
        "bg1 str card \u212a",
        "bg1 som hat \uff13 5",
        "hello",
        "",
    ):
        other.append(_text(s))
    uri = ((b"\x04example.org"), b"\x00tel:+4412", b"\x23x", b"\x24x", b"\xff", b"", b"\x01\xc3")
    other += [(1, b"U", b"", u) for u in uri]
    other += [
        (1, b"U", b"", b"\x04" + b"a" * 400),
        (2, b"text/vcard", b"", b"BEGIN:VCARD\r\nEND:VCARD"),
        (2, b"application/vnd.wfa.wsc", b"", b"\x10\x0e\x00\x01"),
        (4, b"android.com:pkg", b"", b"com.example"),
        (1, b"Sp", b"", writer.text_message(t)),
        (0, b"", b"", b""),
        (5, b"", b"", b"\x01\x02"),
        (3, b"http://x", b"", b""),
        (2, b"\xff\x00", b"", b"x"),
        (4, b"x" * 255, b"", b""),
    ]
    return good, other


def whole_images(texts):
    """Tag memories (from page 4) that are not one message in one TLV."""
    return [
        b"\x03\x00\xfe",
        b"\x01\x03\xa0\x0c\x34\x03\x00\xfe",  # a new NTAG213
        b"",
        b"\x00" * 48,
        b"\xfe",
        b"\xff" * 16,
        writer.tlv_wrap(writer.text_message(texts[0])) + writer.tlv_wrap(writer.text_message("x")),
        b"\x03\x00" + writer.tlv_wrap(writer.text_message(texts[1])),
    ]


class Pool:
    def __init__(self):
        self.decks = deck_cards()
        texts = []
        for game in self.decks:
            texts += sorted(self.decks[game])
        self.good, self.other = record_pool(texts)
        self.images = whole_images(texts)


# --- one image ------------------------------------------------------------


def lie_len(rng, real, top):
    """A length field that may lie: a boundary, off by one, or random."""
    r = rng.below(9)
    if r == 0:
        return 0
    if r == 1:
        return top
    if r == 2:
        return top - 1
    if r == 3:
        return real + 1
    if r == 4:
        return max(real - 1, 0)
    if r == 5:
        return real + rng.below(16)
    if r == 6:
        return min(top, 0x100)
    if r == 7:
        return min(top, 0x80000000)
    return rng.below(top + 1)


def encode(rng, recs, lies):
    """NDEF records, each header true unless ``lies`` and the dice say so."""
    out = bytearray()
    last = len(recs) - 1
    for i in range(len(recs)):
        tnf, rtype, rid, body = recs[i]
        flags = tnf | (_MB if i == 0 else 0) | (_ME if i == last else 0)
        flags |= (_SR if len(body) < 256 else 0) | (_IL if rid else 0)
        tlen, plen, ilen = len(rtype), len(body), len(rid)
        if lies and rng.below(3) == 0:
            what = rng.below(6)
            if what == 0:
                flags ^= 1 << rng.below(8)  # MB ME CF SR IL or a TNF bit
            elif what == 1:
                flags = (flags & 0xF8) | rng.below(8)
            elif what == 2:
                tlen = lie_len(rng, tlen, 0xFF)
            elif what == 3:
                plen = lie_len(rng, plen, 0xFF if flags & _SR else 0xFFFFFFFF)
            elif what == 4:
                flags |= _IL
                ilen = lie_len(rng, ilen, 0xFF)
            else:
                flags = rng.below(256)
        out.append(flags)
        out.append(tlen & 0xFF)
        if flags & _SR:
            out.append(plen & 0xFF)
        else:
            out += (plen & 0xFFFFFFFF).to_bytes(4, "big")
        if flags & _IL:
            out.append(ilen & 0xFF)
        out += rtype
        out += rid
        out += body
    return bytes(out)


def chunked(rng, rec):
    """``rec`` as 2..3 chunks (CF, then TNF 06h "unchanged")."""
    tnf, rtype, _rid, body = rec
    k = 2 + rng.below(2)
    cut = [0] + sorted(rng.below(len(body) + 1) for _ in range(k - 1)) + [len(body)]
    out = bytearray()
    for j in range(k):
        part = body[cut[j] : cut[j + 1]]
        flags = _SR | (_MB if j == 0 else 0) | (_ME if j == k - 1 else _CF)
        flags |= tnf if j == 0 else 6
        t = rtype if j == 0 else b""
        out += bytes((flags, len(t), len(part))) + t + part
    return bytes(out)


def message(rng, pool):
    """The NDEF message of an image (bytes)."""
    r = rng.below(10)
    if r < 5:  # one deck card, as the tag writer writes it
        return writer.text_message(str(rng.pick(pool.good)[3][3:], "utf-8"))
    if r == 5:
        return chunked(rng, rng.pick(pool.good))
    recs = []
    for _ in range(rng.below(7)):
        recs.append(rng.pick(pool.good if rng.below(2) else pool.other))
    lies = r >= 8
    if not lies:
        try:
            return writer.message(recs)
        except ValueError:  # a record writer.message refuses: raw bytes
            pass
    return encode(rng, recs, lies)


def wrap(rng, msg):
    """``msg`` in an NDEF TLV, with TLVs before it and a tail that may lie."""
    out = bytearray()
    if rng.below(3) == 0:
        for _ in range(1 + rng.below(3)):
            out += rng.pick(PREFIXES)
    n = len(msg)
    out.append(0x03)
    r = rng.below(10)
    if r < 6:
        out += bytes((n,)) if n < 0xFF else bytes((0xFF, n >> 8, n & 0xFF))
    elif r == 6:  # the 3-byte form for any length
        out += bytes((0xFF, n >> 8 & 0xFF, n & 0xFF))
    elif r < 9:
        m = lie_len(rng, n, 0xFFFF) & 0xFFFF
        out += bytes((0xFF, m >> 8, m & 0xFF))
    else:
        out.append(lie_len(rng, n, 0xFE) & 0xFF)
    out += msg
    t = rng.below(8)
    if t < 5:
        out.append(0xFE)
    elif t == 6:
        out += rng.bytes(rng.below(8))
    elif t == 7:
        out += b"\x03\x00\xfe"
    return out


def mutate(rng, mem):
    """0..16 byte-level mutations of ``mem`` (a bytearray), mostly near its
    start, where the headers are."""
    r = rng.below(10)
    ops = 0 if r < 4 else 1 + rng.below(4) if r < 9 else 1 + rng.below(16)
    for _ in range(ops):
        n = len(mem)
        at = rng.below(min(n, 8 << rng.below(6))) if n else 0
        op = rng.below(8)
        if op == 0 and n:
            mem[at] ^= 1 << rng.below(8)
        elif op == 1 and n:
            mem[at] = rng.below(256)
        elif op == 2 and n:
            mem[at] = rng.pick(BOUNDARY)
        elif op == 3:
            mem = mem[: rng.below(n + 1)]
        elif op == 4:
            mem = mem[:at] + rng.bytes(1 + rng.below(8)) + mem[at:]
        elif op == 5:
            mem = mem[:at] + mem[at + 1 + rng.below(8) :]
        elif op == 6 and n:
            k = 1 + rng.below(8)
            mem = mem[:at] + mem[at : at + k] + mem[at:]
        elif op == 7 and n > 1:
            at = min(at, n - 2)
            mem[at : at + 2] = rng.pick((b"\xff\xff", b"\x00\xff", b"\xff\x00", b"\x00\x00"))
    return mem


def make_cc(rng, size):
    cc = bytearray((0xE1, 0x10, size, 0x00))
    r = rng.below(10)
    if r < 8:
        return cc
    if r == 8:
        return bytearray(rng.bytes(4)) if rng.below(2) else bytearray(4)
    for _ in range(1 + rng.below(2)):
        i = rng.below(4)
        cc[i] = rng.pick((0x00, 0x0F, 0x10, 0x11, 0x20, 0xE1, 0xFF, size + 1, size - 1))
        if rng.below(2):
            cc[i] = rng.below(256)
    return cc


def image(seed, i, pool):
    """Image ``i``: ``(model, data area bytes, cc, data)``."""
    rng = Rng(image_seed(seed, i))
    model, size, area = rng.pick(MODELS)
    cc = make_cc(rng, size)
    r = rng.below(20)
    if r == 0:
        mem = bytearray(rng.pick(pool.images))
    elif r == 1:
        mem = bytearray(rng.bytes(rng.below(area + 1)))
    else:
        mem = wrap(rng, message(rng, pool))
    if rng.below(2) and len(mem) < area:
        mem += bytes(area - len(mem))  # the whole data area, as a blind read gives it
    mem = mutate(rng, mem)
    if rng.below(50) == 0:
        mem += rng.bytes(1 + rng.below(64))  # more than the data area
    return model, area, cc, bytes(mem)


# --- the checks -------------------------------------------------------------


class CCReader:
    """What ``Tap`` needs of a reader: ``cc``, page 3."""

    def __init__(self, cc):
        self.cc = cc


def clock(cpu=False):
    """A mark for :func:`elapsed_ms`: wall time; ``cpu``: this process's
    CPU time on CPython (an image's time, blind to other processes)."""
    if MICROPYTHON:
        return time.ticks_us()  # type: ignore[attr-defined]
    return time.process_time() if cpu else time.perf_counter()


def elapsed_ms(mark, cpu=False):
    if MICROPYTHON:
        return time.ticks_diff(time.ticks_us(), mark) / 1000  # type: ignore[attr-defined]
    return ((time.process_time() if cpu else time.perf_counter()) - mark) * 1000


class Hang(BaseException):
    """Raised by the CPython watchdog inside an endless image."""


def _alarm(_sig, _frame):
    raise Hang()


def watchdog():
    """On CPython: a function arming a WATCHDOG_S alarm (each call restarts
    it; 0 disarms). On MicroPython: a no-op."""
    try:
        import signal

        signal.signal(signal.SIGALRM, _alarm)
        return lambda s=WATCHDOG_S: signal.setitimer(signal.ITIMER_REAL, s)
    except (ImportError, AttributeError, ValueError):
        return lambda s=0: None


def use(tap, deck_of):
    """Use ``tap`` as the screens do; True when it is a card outside a deck."""
    tap.log_fields()
    if tap.outcome != "card":
        tap.describe()
        return False
    card = tap.card
    card.label()
    deck = deck_of.get(card.game)
    return tap.learned or deck is None or deck.get(card.text()) != card


class Counts:
    def __init__(self, level, seed):
        self.level = level
        self.seed = seed
        self.images = self.escaped = self.hangs = self.outside = self.other = 0
        self.outcomes = {}
        self.max_ms = 0.0
        self.max_polls = 0
        self.ms = 0
        self.failures = []

    def add(self, key):
        self.outcomes[key] = self.outcomes.get(key, 0) + 1

    def tap(self, tap):
        self.add(tap.outcome)
        if tap.error is not None:
            self.add("bad." + tap.error.code)

    def fail(self, what, i, img, exc=None):
        if len(self.failures) < KEEP:
            tb = None
            if exc is not None:
                buf = io.StringIO()
                if MICROPYTHON:
                    sys.print_exception(exc, buf)  # type: ignore[attr-defined]
                else:
                    import traceback

                    traceback.print_exception(type(exc), exc, exc.__traceback__, file=buf)
                tb = buf.getvalue()
            model, _area, cc, data = img
            self.failures.append(
                {
                    "level": self.level,
                    "what": what,
                    "seed": self.seed,
                    "index": i,
                    "model": model,
                    "cc": bytes(cc).hex(),
                    "data": data.hex(),
                    "traceback": tb,
                }
            )

    def bad(self):
        return self.escaped + self.hangs + self.outside + self.other

    def line(self):
        rate = self.images * 1000 / self.ms if self.ms else 0
        hist = " ".join("%s=%d" % (k, self.outcomes[k]) for k in sorted(self.outcomes))
        s = "level %d: images=%d escaped=%d hangs=%d outside=%d" % (
            self.level,
            self.images,
            self.escaped,
            self.hangs,
            self.outside,
        )
        if self.level == 2:
            s += " other_events=%d max_polls=%d" % (self.other, self.max_polls)
        return s + " | %s | max %.1f ms/image, %.0f images/s, %.1f s" % (
            hist,
            self.max_ms,
            rate,
            self.ms / 1000,
        )

    def figures(self):
        return {
            "images": self.images,
            "escaped": self.escaped,
            "hangs": self.hangs,
            "outside": self.outside,
            "other_events": self.other,
            "outcomes": self.outcomes,
            "max_ms": self.max_ms,
            "max_polls": self.max_polls,
            "ms": self.ms,
            "images_per_s": self.images * 1000 / self.ms if self.ms else 0,
            "failures": self.failures,
        }


def tap_once(img, learned, deck_of):
    """Level 1 on one image: True when the card is outside a deck."""
    model, _area, cc, data = img
    tap = cards.Tap(("card", UID, model, data), CCReader(cc), learned)
    return tap, use(tap, deck_of)


def level1(n, seed, pool, arm):
    c = Counts(1, seed)
    learned = cards.Learned(None, print)
    start = clock()
    for i in range(n):
        img = image(seed, i, pool)
        arm()
        try:
            mark = clock(True)
            tap, outside = tap_once(img, learned, pool.decks)
            ms = elapsed_ms(mark, True)
            if ms > HANG1_MS:  # once more: a preempted process is no hang
                mark = clock(True)
                tap_once(img, learned, pool.decks)
                again = elapsed_ms(mark, True)
                if again > HANG1_MS:
                    c.hangs += 1
                    c.fail("hang %.0f ms" % ms, i, img)
                ms = min(ms, again)
            c.max_ms = max(c.max_ms, ms)
            c.tap(tap)
            if outside:
                c.outside += 1
                c.fail("card outside a deck: %r" % tap.card, i, img)
        except Hang:
            c.hangs += 1
            c.fail("hang (watchdog)", i, img)
        except Exception as e:
            c.escaped += 1
            c.fail("escaped %s" % type(e).__name__, i, img, e)
        c.images += 1
    arm(0)
    c.ms = elapsed_ms(start)
    return c


def lay(img, seed, i):
    """The simulated tag carrying image ``img``; every 4th one garbles 3 %
    of its answers (CRC errors, lost answers: the reader's retries)."""
    import sim_tags

    model, area, cc, data = img
    user = data[:area]
    tag = (
        sim_tags.ultralight(UID, user)
        if model == "ultralight"
        else sim_tags.ntag(int(model[4:]), UID, user)
    )
    tag.mem[12:16] = cc
    tag.log = None
    if i % 4 == 3:
        tag.noise(30, image_seed(seed, i) | 1)
    return tag


def level2(n, seed, pool, arm):
    from nfc_rig import Rig

    c = Counts(2, seed)
    learned = cards.Learned(None, print)
    rig = None
    start = clock()
    for i in range(n):
        img = image(seed, i, pool)
        if rig is None:
            rig = Rig([], init=False).started()
        rig.sim.tags[:] = [lay(img, seed, i)]
        rig.reader.forget()
        arm()
        mark = clock(True)
        polls = 0
        try:
            done = False
            while not done and polls < POLLS:
                polls += 1
                ev = rig.poll()
                if ev is None:
                    continue
                if ev[0] == "card":
                    tap = cards.Tap(ev, rig.reader, learned)
                    c.tap(tap)
                    if use(tap, pool.decks):
                        c.outside += 1
                        c.fail("card outside a deck: %r" % tap.card, i, img)
                    done = True
                elif ev[0] == "error":
                    c.add("error")
                    done = True
                elif ev[0] == "incomplete":
                    c.add("incomplete")
                else:
                    c.other += 1
                    c.fail("event %r" % (ev,), i, img)
                    done = True
            ms = elapsed_ms(mark, True)
            if not done or ms > HANG2_MS:
                c.hangs += 1
                c.fail("hang: %d polls, %.0f ms" % (polls, ms), i, img)
            c.max_ms = max(c.max_ms, ms)
        except Hang:
            c.hangs += 1
            c.fail("hang (watchdog)", i, img)
            rig = None
        except Exception as e:
            c.escaped += 1
            c.fail("escaped %s" % type(e).__name__, i, img, e)
            rig = None  # a fresh reader for the next image
        c.max_polls = max(c.max_polls, polls)
        c.images += 1
    arm(0)
    c.ms = elapsed_ms(start)
    return c


# --- the command --------------------------------------------------------------


def parse_args(argv):
    opts = {"n": N1, "seed": SEED, "stack": N2, "json": None, "show": None}
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg.startswith("--") and arg[2:] in opts and i + 1 < len(argv):
            name, value = arg[2:], argv[i + 1]
            i += 1
        elif arg.isdigit():
            name, value = "n", arg
        else:
            print(USAGE)
            sys.exit(2)
        try:
            opts[name] = value if name == "json" else int(value)
        except ValueError:
            print(USAGE)
            sys.exit(2)
        i += 1
    return opts


def show(seed, i, pool):
    img = image(seed, i, pool)
    model, _area, cc, data = img
    print("image %d of seed %d: %s cc=%s" % (i, seed, model, bytes(cc).hex()))
    print("data (%d bytes) = %s" % (len(data), data.hex()))
    tap, _ = tap_once(img, cards.Learned(None, print), pool.decks)
    print("outcome=%s %s" % (tap.outcome, tap.log_fields()))


def main(argv):
    opts = parse_args(argv)
    seed = opts["seed"]
    pool = Pool()
    if opts["show"] is not None:
        return show(seed, opts["show"], pool)
    arm = watchdog()
    runtime = sys.implementation.name
    print(
        "fuzz_tags: %s, seed=%d, level 1 %d images, level 2 %d"
        % (runtime, seed, opts["n"], opts["stack"])
    )
    levels = [level1(opts["n"], seed, pool, arm)]
    print(levels[0].line())
    if opts["stack"]:
        levels.append(level2(opts["stack"], seed, pool, arm))
        print(levels[-1].line())
    failed = 0
    for c in levels:
        failed += c.bad()
        for f in c.failures:
            where = (f["level"], f["index"], seed, f["what"])
            print("FAIL level %d image %d (seed %d): %s" % where)
            print("  %s cc=%s data=%s" % (f["model"], f["cc"], f["data"]))
            if f["traceback"]:
                print("  " + f["traceback"].rstrip().replace("\n", "\n  "))
    total = sum(c.images for c in levels)
    print(
        "fuzz_tags: %s: %d images, %d escaped exceptions, %d hangs, %d cards outside a deck, "
        "%d other events"
        % (
            "FAIL" if failed else "PASS",
            total,
            sum(c.escaped for c in levels),
            sum(c.hangs for c in levels),
            sum(c.outside for c in levels),
            sum(c.other for c in levels),
        )
    )
    if opts["json"]:
        path = opts["json"]
        parts = path.split("/")
        for k in range(1, len(parts)):
            try:
                os.mkdir("/".join(parts[:k]))
            except OSError:
                pass  # there already
        out = {"runtime": runtime, "seed": seed, "ok": not failed}
        for c in levels:
            out["level%d" % c.level] = c.figures()
        with open(path, "w") as fh:
            json.dump(out, fh)
            fh.write("\n")
    if failed:
        sys.exit(1)


if __name__ == "__main__":
    main(sys.argv[1:])
