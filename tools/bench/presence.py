"""Cards lying still on a noisy field: the reader's events over long rests.

Usage (either runtime, from the repository root)::

    make bench   # or, for other SECONDS:
    MICROPYPATH=firmware:host_tests:tools/sim:.frozen \
        .venv/bin/micropython tools/bench/presence.py [SECONDS]

Each trace lays cards on the register-level MFRC522 simulator and polls the
reader as companion.loop.nfc_loop does (every 8 ms, presence checks every 50
ms) for SECONDS (200) of simulated time, then prints the events: a resting
card must give one "card" and nothing else. Traces: garbled answers at 1 %
and 5 % (half lost, half with a bit flipped), an HLTA that never takes (with
5 % noise), a card at the field's edge (50 % noise, a brown-out every 20
frames; for 10 s: a card slid half off and back), two cards side by side
at 5 %; then a real lift and put back.
"""

import sys

from nfc_field import UID_B, place
from nfc_rig import UID7, Rig
from sim_tags import ndef_tlv, ntag

MESSAGE = b"\xd1\x01\x05T\x02enhi"


def card(uid, noise=0, seed=1, browns=0, halts=True):
    t = ntag(213, uid, ndef_tlv(MESSAGE))
    t.log = None
    t.noise(noise, seed, browns)
    t.halts = halts
    return t


def rest(rig, ms, counts):
    for _ in range(ms // 8):
        rig.sim.advance_ms(8)
        rig.polls += 1
        ev = rig.reader.poll(rig.sim.ticks_ms(), rig.polls % 6 == 0)
        if ev is not None:
            counts[ev[0]] = counts.get(ev[0], 0) + 1


def trace(name, tags, ms):
    rig = Rig([], init=False).started()
    rig.polls = 0
    for t in tags:
        place(rig, t)
    counts = {}
    rest(rig, ms, counts)
    want = {"card": len(tags)}
    garbled = sum(t.garbled_n for t in tags)
    verdict = "ok" if counts == want else "WRONG"
    print("%-34s %s  garbled answers %6d  %s" % (name, _fmt(counts), garbled, verdict))
    return counts == want


def _fmt(counts):
    return " ".join("%s=%d" % (k, counts[k]) for k in sorted(counts)) or "-"


def edge():
    # Read where it lies, slid half off for 10 s (a slide takes seconds,
    # not minutes), back to the middle.
    tag = card(UID7)
    rig = Rig([], init=False).started()
    rig.polls = 0
    place(rig, tag)
    counts = {}
    rest(rig, 500, counts)
    tag.noise(500, 5, 50)
    rest(rig, 10000, counts)
    tag.noise(0)
    rest(rig, 2000, counts)
    ok = counts == {"card": 1}
    print(
        "%-34s %s  garbled answers %6d  %s"
        % ("slid half off 10 s (50 %, brown-outs)", _fmt(counts), tag.garbled_n, _ok(ok))
    )
    return ok


def _ok(ok):
    return "ok" if ok else "WRONG"


def lift_and_back():
    tag = card(UID7, 50, 4)
    rig = Rig([], init=False).started()
    rig.polls = 0
    place(rig, tag)
    counts = {}
    rest(rig, 1000, counts)
    rig.sim.tags.remove(tag)
    t0 = rig.sim.ticks_ms()
    gone = None
    while gone is None and rig.sim.ticks_ms() - t0 < 2000:
        before = counts.get("removed", 0)
        rest(rig, 8, counts)
        if counts.get("removed", 0) > before:
            gone = rig.sim.ticks_ms() - t0
    place(rig, tag)
    rest(rig, 1000, counts)
    ok = counts == {"card": 2, "removed": 1}
    print(
        "%-34s %s  removed %s ms after the lift  %s"
        % ("lifted, put back (5 %)", _fmt(counts), gone, "ok" if ok else "WRONG")
    )
    return ok


def main():
    secs = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    ms = secs * 1000
    print("%d s of rest per trace, polled as nfc_loop polls" % secs)
    good = [
        trace("1 % garbled", [card(UID7, 10, 6)], ms),
        trace("5 % garbled", [card(UID7, 50, 3)], ms),
        trace("HLTA never takes, 5 % garbled", [card(UID7, 50, 11, halts=False)], ms),
        edge(),
        trace("two cards side by side, 5 %", [card(UID7, 50, 8), card(UID_B, 50, 28)], ms),
        lift_and_back(),
    ]
    print("all as they should be" if all(good) else "SOME WRONG")
    if not all(good):
        sys.exit(1)  # make bench stops here, as on any other bench's failure


main()
