"""Presence on a noisy field: only a real lift and a real new placement make
reader events (a flicker must not take a card back). The reader is polled as companion.loop.nfc_loop
polls it: every 8 ms, with the presence checks every 50 ms; the cards are
the register-level simulator's, with garbled answers, HLTAs that never
take, brown-outs at the field's edge."""

from nfc_field import UID_B, place
from nfc_rig import UID7, Rig
from sim_tags import ndef_tlv, ntag

MESSAGE = b"\xd1\x01\x05T\x02enhi"


def rest(rig, ms):
    """Poll for ``ms`` as nfc_loop does; the events (Nones left out)."""
    events = []
    for _ in range(ms // 8):
        rig.sim.advance_ms(8)
        rig.polls += 1
        ev = rig.reader.poll(rig.sim.ticks_ms(), rig.polls % 6 == 0)
        if ev is not None:
            events.append(ev[:2])
    return events


def lay(tags):
    rig = Rig([], init=False).started()
    rig.polls = 0
    for t in tags:
        place(rig, t)
    return rig


def card(uid=UID7):
    t = ntag(213, uid, ndef_tlv(MESSAGE))
    t.log = None  # long rests: keep no frame log
    return t


def test_a_card_resting_with_one_percent_garbled_answers_is_one_arrival():
    tag = card()
    tag.noise(10, seed=6)  # today's main reported this card twice
    rig = lay([tag])
    assert rest(rig, 60000) == [("card", UID7)]
    # the noise did hit: 1,250 checks of 3 answers (ATQA, 2 SAKs): ~37
    assert tag.garbled_n >= 20


def test_five_percent_garbled_answers_no_removal_no_second_arrival():
    tag = card()
    tag.noise(50, seed=3)
    rig = lay([tag])
    assert rest(rig, 60000) == [("card", UID7)]
    assert tag.garbled_n >= 150  # of ~190


def test_a_card_whose_halt_never_takes_is_reported_once():
    # A clone (or a weak field): after HLTA it falls back to IDLE, so it
    # answers every REQA, every 8 ms.
    tag = card()
    tag.halts = False
    tag.noise(50, seed=11)
    rig = lay([tag])
    assert rest(rig, 20000) == [("card", UID7)]
    assert rig.reader.present() == [UID7]


def test_a_card_slid_half_off_and_back_is_the_same_arrival():
    tag = card()
    rig = lay([tag])
    assert rest(rig, 500) == [("card", UID7)]
    # At the field's edge for 10 s: half of its answers lost or garbled, and
    # it browns out (back to IDLE, answering REQA) after one frame in 20.
    tag.noise(500, seed=5, browns=50)
    assert rest(rig, 10000) == []
    tag.noise(0)  # slid back to the middle
    assert rest(rig, 2000) == []
    assert tag.garbled_n > 100


def test_two_cards_side_by_side_with_garbled_answers_each_arrive_once():
    a, b = card(UID7), card(UID_B)
    a.noise(50, seed=8)
    b.noise(50, seed=28)
    rig = lay([a, b])
    events = rest(rig, 30000)
    assert sorted(events) == sorted([("card", UID7), ("card", UID_B)])


def test_a_real_lift_is_one_removal_and_putting_it_back_one_arrival():
    # The noise stays on: a lift still counts, a rest still does not.
    tag = card()
    tag.noise(50, seed=4)
    rig = lay([tag])
    assert rest(rig, 1000) == [("card", UID7)]
    rig.sim.tags.remove(tag)
    assert rest(rig, 400) == [("removed", UID7)]
    place(rig, tag)
    assert rest(rig, 1000) == [("card", UID7)]


def test_lifted_for_less_than_200_ms_is_the_same_arrival():
    # No second score for a card that hardly left: the same arrival.
    tag = card()
    rig = lay([tag])
    assert rest(rig, 200) == [("card", UID7)]
    rig.sim.tags.remove(tag)
    tag.power_off()
    assert rest(rig, 96) == []
    place(rig, tag)
    assert rest(rig, 1000) == []


def test_the_removal_comes_within_300_ms_of_the_lift():
    tag = card()
    rig = lay([tag])
    rest(rig, 200)
    rig.sim.tags.remove(tag)
    n = 0
    while not rest(rig, 8):
        n += 1
    # the last answer at most one check interval (48 ms) before the lift,
    # then 200 ms unseen: removed 152..208 ms after it, in 8 ms polls
    assert 152 <= 8 * (n + 1) <= 208, n
