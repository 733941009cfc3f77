"""The one action log (companion.rules.actlog) under every game that keeps
acts: a game of any length plays, saves, resumes and undoes in bounded
memory; undo takes back 112 in a row and then names the limit; the state
is always the one a replay of every act from the start gives."""

import json

from long_games import acts as long_acts
from long_games import play

from companion.rules import RuleError
from companion.rules import hamsterdam as hd
from companion.rules import hamsterrolle as hr
from companion.rules import stramash as st
from companion.rules.actlog import ActLog, copy

KEEP = 112  # Decision (actlog): undo takes back 112 in a row
EVERY = 16  # a copy of the state every 16 acts
LIMIT = "Undo limit: 112"


def games():
    """(rules, a fresh document) for each game that keeps acts: a 3-player
    Hamsterdam, a 3-player Hamsterrolle, a 4-player Stramash."""
    return [(hd, hd.new_doc(3)), (hr, hr.new_doc(3)), (st, st.new_doc(4))]


def fresh(rules, doc):
    """The state before the first act, by the rules alone."""
    return rules.start(json.loads(json.dumps(doc)))[0]


def test_a_2000_act_game_keeps_a_bounded_log_and_the_replayed_state():
    for rules, doc in games():
        ref = fresh(rules, doc)
        log = ActLog(rules, doc)
        longest = 0
        tail = []
        for i, act in enumerate(play(rules, json.loads(json.dumps(doc)), 2000)):
            if i >= 1888:
                tail.append(act)
            rules.apply(ref, act)
            log.add(act)
            longest = max(longest, len(doc["acts"]))
            assert log.state == ref, (doc["game"], i)
            assert log.acts() == i + 1
        # Folded 16 at a time once 128 are kept: 2000 = 1872 folded + 128 kept
        # would fold again, so 1888 folded and 112 kept.
        assert longest == KEEP + EVERY - 1 == 127
        assert log.folded == 1888 and len(doc["acts"]) == 112, doc["game"]
        assert doc["acts"] == tail


def test_a_saved_log_resumes_to_the_same_state_at_any_point():
    for rules, doc in games():
        acts = long_acts(rules, doc, 300)
        log = ActLog(rules, doc)
        for i, act in enumerate(acts):
            log.add(act)
            if i % 37 == 0 or len(doc["acts"]) == KEEP:  # and right after each fold
                back = ActLog(rules, json.loads(json.dumps(doc)))
                assert back.state == log.state, (doc["game"], i)
                assert back.acts() == i + 1


def test_undo_takes_back_112_in_a_row_then_names_the_limit():
    for rules, doc in games():
        acts = long_acts(rules, doc, 500)
        ref = fresh(rules, doc)
        states = {}  # the states after 384 acts and more (the unix port's heap is small)
        for i, act in enumerate(acts):
            rules.apply(ref, act)
            if i + 1 >= 384:
                states[i + 1] = copy(ref)
        log = ActLog(rules, doc)
        for act in acts:
            log.add(act)
        # 500 acts: 384 folded, 116 kept
        assert len(doc["acts"]) == 116
        for k in range(1, KEEP + 1):
            assert log.undo() == acts[500 - k]
            assert log.state == states[500 - k], (doc["game"], k)
        assert log.undo() is None and log.why() == LIMIT  # 112 in a row: the bound
        assert log.state == states[500 - KEEP]
        log.add(acts[500 - KEEP])  # an act again: undo goes on, down to the oldest kept
        assert log.undo() == acts[500 - KEEP] and log.undo() == acts[500 - KEEP - 1]
        while log.undo() is not None:
            pass
        assert log.why() == LIMIT and log.state == states[384] and log.acts() == 384


def test_undo_at_the_start_is_nothing_to_undo_not_the_limit():
    for rules, doc in games():
        log = ActLog(rules, doc)
        assert log.undo() is None and log.why() == "Nothing to undo"
    assert len(LIMIT) <= 16


def test_an_act_the_rules_refuse_changes_nothing():
    doc = hd.new_doc(3)
    log = ActLog(hd, doc)
    before = copy(log.state)
    try:
        log.add(["end"])  # no roll yet
        raise AssertionError("accepted")
    except RuleError:
        pass
    assert log.state == before and doc["acts"] == [] and log.acts() == 0


def test_an_old_document_of_every_act_is_folded_at_once():
    doc = hd.new_doc(3)
    acts = long_acts(hd, doc, 1000)
    old = {"v": 1, "game": "hamsterdam", "players": 3, "classic": 0, "acts": list(acts)}
    ref = hd.replay(old)
    log = ActLog(hd, old)
    # 1000 acts: folded while 128 or more are kept, 16 at a time: 880 folded, 120 kept
    assert log.folded == 880 and old["acts"] == acts[880:] and old["v"] == 2
    assert log.state == ref and log.acts() == 1000
    assert ActLog(hd, json.loads(json.dumps(old))).state == ref  # and so is its save


def test_low_tells_the_saver_where_the_saved_list_still_holds():
    doc = st.new_doc(2)
    acts = long_acts(st, doc, KEEP + EVERY)
    log = ActLog(st, doc)
    for act in acts[:10]:
        log.add(act)
    assert log.log_low() == 0  # nothing kept when it was made: the fewest since is 0
    log.undo()
    log.undo()
    log.add(acts[8])
    assert log.log_low() == 8  # two undone, one added: the list held 8 at its fewest
    assert log.log_low() == 9
    for act in acts[9 : KEEP + EVERY - 1]:
        log.add(act)
    assert log.log_low() == 9
    log.add(acts[-1])  # the 128th: a fold drops the front of the list
    assert len(doc["acts"]) == KEEP and log.log_low() == 0


def test_a_bad_hamsterdam_base_is_refused():
    doc = hd.new_doc(3)
    log = ActLog(hd, doc)
    for act in long_acts(hd, doc, KEEP + EVERY):
        log.add(act)
    assert doc["folded"] == EVERY
    good = json.loads(json.dumps(doc))
    assert ActLog(hd, good).state == log.state

    def bad(change):
        d = json.loads(json.dumps(doc))
        change(d)
        try:
            ActLog(hd, d)
        except RuleError:
            return True
        return False

    assert bad(lambda d: d["base"].pop("dam"))
    assert bad(lambda d: d["base"].update(dam=[0, 0]))  # 3 players
    assert bad(lambda d: d["base"].update(dam=[0, -1, 0]))
    assert bad(lambda d: d["base"].update(pile=[0, "1", 0]))
    assert bad(lambda d: d["base"].update(phase="lunch"))
    assert bad(lambda d: d["base"].update(dice=[7, 1]))
    assert bad(lambda d: d["base"].update(flips=[[1], [], []]))
    assert bad(lambda d: d["base"].update(mods=[None, "x", None]))
    assert bad(lambda d: d["base"].update(winners=[3]))
    assert bad(lambda d: d["base"].update(classic=True))  # the document says standard
    assert bad(lambda d: d.update(base=[1, 2]))
    assert bad(lambda d: d.update(folded=-16))
    assert bad(lambda d: d.update(players=[3]))


class Counted:
    """A rules module whose ``apply`` calls are counted (``n``)."""

    def __init__(self, rules):
        self.rules = rules
        self.n = 0

    def start(self, doc):
        return self.rules.start(doc)

    def fold(self, doc, state, folded):
        self.rules.fold(doc, state, folded)

    def apply(self, state, act):
        self.n += 1
        return self.rules.apply(state, act)


def test_an_undo_made_ready_while_back_is_held_is_the_same_undo_and_replays_nothing():
    # 300 acts (folds included), then undos in a row, each made ready
    # first on one log and not on the other: the same states; the ready
    # undo applies no act; a ready made stale by a new act is not used
    for rules, doc in games():
        acts = long_acts(rules, doc, 300)
        doc2 = json.loads(json.dumps(doc))
        counted = Counted(rules)
        log, plain = ActLog(counted, doc), ActLog(rules, doc2)
        for i, act in enumerate(acts):
            log.add(act)
            plain.add(act)
            if i % 23 == 5:
                log.ready()  # then another act: stale
        for k in range(40):
            log.ready()
            log.ready()  # twice: made once
            counted.n = 0
            assert log.undo() == plain.undo()
            assert counted.n == 0, (doc["game"], k)
            assert log.state == plain.state, (doc["game"], k)
        log.ready()  # then an act again: this ready is stale
        log.add(acts[len(doc["acts"])])
        plain.add(acts[len(doc2["acts"])])
        counted.n = 0
        assert log.undo() == plain.undo() and log.state == plain.state
        assert counted.n == (len(doc["acts"]) % EVERY), doc["game"]  # replayed from its mark


def test_the_copy_an_act_owes_waits_for_flush_or_the_next_act():
    # every EVERY acts the log keeps a copy of the state (an undo replays
    # from it); the act owes it, and ``flush`` takes it (a game's screen:
    # with the save, after the act's frame), else the next act takes it
    # first; an undo drops one still owed; the state is the replay's
    for rules, doc in games():
        pristine = json.dumps(doc)
        acts = long_acts(rules, json.loads(pristine), 2 * EVERY + 1)
        log = ActLog(rules, doc)
        for act in acts[:EVERY]:
            log.add(act)
        assert log._marks[-1] == (EVERY, None), doc["game"]  # owed, not taken
        after = copy(log.state)
        log.flush()
        assert log._marks[-1] == (EVERY, after)
        log.flush()  # nothing more owed
        assert [m[0] for m in log._marks] == [0, EVERY] and log._marks[1][1] == after
        for act in acts[EVERY:]:  # the 32nd owes one, the 33rd takes it first
            log.add(act)
        assert [m[0] for m in log._marks] == [0, EVERY, 2 * EVERY], doc["game"]
        assert None not in [m[1] for m in log._marks]

        ref = fresh(rules, json.loads(pristine))
        log = ActLog(rules, json.loads(pristine))
        for act in acts[:EVERY]:
            log.add(act)
        log.undo()  # the 16th taken back: its copy is owed no more
        assert [m[0] for m in log._marks] == [0]
        for act in acts[: EVERY - 1]:
            rules.apply(ref, act)
        assert log.state == ref, doc["game"]
