"""Stramash rules core (docs/rules.md, Stramash). Runs on CPython and the
MicroPython unix port. Expected values are worked out from the rules text in
the comments, not read back from the code."""

import json

from companion.nfc.payload import STRAMASH_RANKS
from companion.rules import RuleError
from companion.rules import stramash as st
from companion.rules.actlog import ActLog
from support import check, raises


def game(players, acts, pairs=False):
    state = st.new_state(players, pairs)
    lines = []
    for act in acts:
        lines += st.apply(state, act)
    return state, lines


def test_decks_two_up_to_four_players_three_for_five_and_six():
    # docs/rules.md, Stramash: 2 decks for 2-4 players, 3 decks for 5-6 (jokers
    # included)
    check([st.decks(n) for n in (2, 3, 4, 5, 6)] == [2, 2, 2, 3, 3])
    for n in (0, 1, 7):
        e = raises(RuleError, st.decks, n)
        check(str(e) == "2-6 players")


def test_board_four_mashies_for_two_players_else_one_each():
    # stramash.es.txt, "Preparación del Tablero": "Utiliza cuatro Parcelas
    # para dos jugadores. Usa una Parcela por jugador cuando juguéis entre
    # tres y seis jugadores."
    check([st.mashies(n) for n in (2, 3, 4, 5, 6)] == [4, 3, 4, 5, 6])
    for n in (1, 7):
        check(str(raises(RuleError, st.mashies, n)) == "2-6 players")


def test_pairs_only_for_four_and_six_partners_opposite():
    # Decision: pairs with 4 or 6 players; partners sit opposite
    check([n for n in st.PLAYERS if st.pairs_allowed(n)] == [4, 6])
    for n in (2, 3, 5):
        e = raises(RuleError, st.new_doc, n, True)
        check(str(e) == "Pairs: 4 or 6 p")
    four = st.new_state(4, True)
    check([st.partner(four, p) for p in range(4)] == [2, 3, 0, 1])  # P1+P3, P2+P4
    check(st.sides(four) == [(0, 2), (1, 3)])
    six = st.new_state(6, True)
    check([st.partner(six, p) for p in range(6)] == [3, 4, 5, 0, 1, 2])  # P1+P4, P2+P5, P3+P6
    check(st.sides(six) == [(0, 3), (1, 4), (2, 5)])
    check(st.side(six, 4) == (1, 4))
    single = st.new_state(4)
    check(st.partner(single, 0) is None and st.side(single, 2) == (2,))
    check(st.sides(single) == [(0,), (1,), (2,), (3,)])


def test_new_doc_is_plain_json():
    doc = st.new_doc(6, True)
    base = {"turns": 0, "home": [0, 0, 0, 0, 0, 0], "folded": 0}
    check(doc == {"v": 2, "game": "stramash", "players": 6, "pairs": 1, "base": base, "acts": []})
    check(json.loads(json.dumps(doc)) == doc)
    check(st.new_doc(3)["pairs"] == 0)


def test_ranks_are_the_card_payload_words():
    check(st.RANKS == STRAMASH_RANKS)
    check(len(st.RANKS) == 14)


def test_rank_index_takes_ints_or_words():
    # What each rank allows is on the card reference's pages, in the screens'
    # language: host_tests/test_stramash_lang.py checks them.
    check(st.rank_index(7) == st.rank_index("7") == 6)  # payload numbers are ints
    check(st.rank_index("a") == 0 and st.rank_index("joker") == 13)
    for bad in ("1", 11, "ace", None):
        e = raises(RuleError, st.rank_index, bad)
        check(str(e) == "No such card")


def test_turns_pass_clockwise_and_count_rounds():
    # Decision: P1 starts, P2 on P1's left; a round is one turn each
    state, lines = game(3, [["next"], ["next"], ["next"], ["next"]])
    check(
        lines
        == [
            "turn round=1 player=P2",
            "turn round=1 player=P3",
            "turn round=2 player=P1",
            "turn round=2 player=P2",
        ]
    )
    check(state["turn"] == 1 and st.round_no(state) == 2)
    lines = st.apply(state, ["prev"])  # a stray ok, corrected
    check(lines == ["turn back round=2 player=P1"])
    check(state["turn"] == 0 and st.round_no(state) == 2)


def test_turn_back_before_any_turn_is_refused():
    state = st.new_state(2)
    e = raises(RuleError, st.apply, state, ["prev"])
    check(str(e) == "First turn")
    check(state == st.new_state(2))


def test_singles_first_player_with_five_home_wins():
    # 3 players: P2 brings laddies home on turns 2, 5 and 8, then two at
    # once (a split 7) on turn 11: 5 home, P2 wins; P1 has 1, P3 none.
    acts = [["next"], ["home", 1]]  # P2 1
    acts += [["next"], ["next"], ["home", 0], ["next"], ["home", 1]]  # P1 1, P2 2
    acts += [["next"], ["next"], ["next"], ["home", 1]]  # P2 3
    acts += [["next"], ["next"], ["next"], ["home", 1], ["home", 1]]  # P2 4, 5
    state, lines = game(3, acts)
    check(
        lines[-3:]
        == [
            "home player=P2 home=4",
            "home player=P2 home=5",
            "game over winner=P2 home=P1:1,P2:5,P3:0",
        ]
    )
    check(state["winner"] == [1] and st.over(state))
    check(st.round_no(state) == 4)  # 10 turns passed: round 4
    check(st.standings(state) == [(1, (1,), (5,)), (2, (0,), (1,)), (3, (2,), (0,))])
    for act in (["next"], ["home", 1], ["fix", 0, 2], ["prev"]):
        e = raises(RuleError, st.apply, state, act)
        check(str(e) == "Game over")


def test_only_the_mover_brings_a_laddie_home():
    state = st.new_state(4)
    e = raises(RuleError, st.apply, state, ["home", 1])  # P1's turn
    check(str(e) == "Not their turn")
    for bad in (["home", 4], ["home"], ["home", "P1"]):
        e = raises(RuleError, st.apply, state, bad)
        check(str(e) == "No such player")
    check(raises(RuleError, st.apply, state, ["fly"]).args[0] == "Bad action")
    check(raises(RuleError, st.apply, state, []).args[0] == "Bad action")
    check(state == st.new_state(4))


def test_pairs_a_player_all_home_plays_for_the_partner_and_the_pair_wins():
    # 4 players in pairs: P1+P3 against P2+P4.
    acts = [["home", 0], ["next"], ["home", 1], ["next"], ["next"], ["next"]]
    state, lines = game(4, acts, pairs=True)
    check(
        lines
        == ["home player=P1 home=1", "turn round=1 player=P2", "home player=P2 home=1"]
        + [
            "turn round=1 player=P3",
            "turn round=1 player=P4",
            "turn round=2 player=P1",
        ]
    )
    # a correction: P1 has 4 home (three were missed); the fifth arrives now
    lines = st.apply(state, ["fix", 0, 4]) + st.apply(state, ["home", 0])
    check(
        lines
        == ["fix player=P1 home=4", "home player=P1 home=5", "all home player=P1 plays_for=P3"]
    )
    # Decision: at once P1 moves P3's laddies (the rest of a split 7)
    check(st.mover(state) == 2)
    e = raises(RuleError, st.apply, state, ["home", 0])
    check(str(e) == "Not their turn")
    check(st.apply(state, ["home", 2]) == ["home player=P3 home=1 by=P1"])
    lines = []
    for act in (["next"], ["next"], ["fix", 2, 4], ["next"], ["next"], ["home", 2]):
        lines += st.apply(state, act)
    check(
        lines
        == [
            "turn round=2 player=P2",
            "turn round=2 player=P3",  # P3 plays their own: 4 home, one to go
            "fix player=P3 home=4",
            "turn round=2 player=P4",
            "turn round=3 player=P1 for=P3",
            "home player=P3 home=5 by=P1",
            "game over winner=P1+P3 home=P1:5,P2:1,P3:5,P4:0",
        ]
    )
    check(state["winner"] == [0, 2])
    check(st.standings(state) == [(1, (0, 2), (5, 5)), (2, (1, 3), (1, 0))])


def test_pairs_one_partner_home_is_no_win():
    state, lines = game(6, [["fix", 4, 5]], pairs=True)
    check(lines == ["fix player=P5 home=5", "all home player=P5 plays_for=P2"])
    check(not st.over(state))
    lines = st.apply(state, ["fix", 1, 5])
    check(lines[-1] == "game over winner=P2+P5 home=P1:0,P2:5,P3:0,P4:0,P5:5,P6:0")


def test_fix_checks_its_numbers():
    state = st.new_state(2)
    for bad, msg in ((["fix", 0, 6], "0-5 laddies"), (["fix", 0, -1], "0-5 laddies")):
        check(str(raises(RuleError, st.apply, state, bad)) == msg)
    check(str(raises(RuleError, st.apply, state, ["fix", 2, 1])) == "No such player")
    check(str(raises(RuleError, st.apply, state, ["fix", 0])) == "Bad action")
    check(st.apply(state, ["fix", 1, 3]) == ["fix player=P2 home=3"])
    check(st.apply(state, ["fix", 1, 0]) == ["fix player=P2 home=0"])  # taken back
    check(state["home"] == [0, 0])


def test_standings_share_a_place_on_equal_laddies():
    state, _ = game(4, [["fix", 1, 3], ["fix", 2, 3], ["fix", 3, 1]])
    # no winner yet: P2 and P3 share first place with 3, P4 third, P1 fourth
    check(
        st.standings(state) == [(1, (1,), (3,)), (1, (2,), (3,)), (3, (3,), (1,)), (4, (0,), (0,))]
    )


def test_undo_is_replay_without_the_last_act():
    doc = st.new_doc(4, True)
    doc["acts"] = [["fix", 0, 4], ["home", 0], ["home", 2], ["next"]]
    state = st.replay(doc)
    check(state["home"] == [5, 0, 1, 0] and state["turn"] == 1)
    doc["acts"].pop()
    doc["acts"].pop()
    state = st.replay(json.loads(json.dumps(doc)))  # saved and read back
    check(state["home"] == [5, 0, 0, 0] and state["turn"] == 0 and st.mover(state) == 2)


def test_replay_refuses_what_is_not_a_stramash_game():
    for doc in ({"v": 1, "game": "hamsterdam", "players": 2, "acts": []}, {"game": "stramash"}, []):
        check(str(raises(RuleError, st.replay, doc)) == "not a game")
    bad = st.new_doc(2)
    bad["acts"] = [["home", 1]]  # P2 on P1's turn
    check(str(raises(RuleError, st.replay, bad)) == "Not their turn")


def long_acts(state, n):
    """``n`` legal acts, applied to ``state`` as they are made, and the
    state after each (copies): turns, a turn taken back now and then, and
    laddies home that a correction sets back to 0 at 4, so nobody wins."""
    acts = []
    states = [copy(state)]
    for i in range(n):
        m = st.mover(state)
        if i % 5 == 4:
            act = ["home", m] if state["home"][m] < 4 else ["fix", m, 0]
        elif i % 11 == 10:
            act = ["prev"]
        else:
            act = ["next"]
        st.apply(state, act)
        acts.append(act)
        states.append(copy(state))
    return acts, states


def copy(state):
    out = dict(state)
    out["home"] = list(state["home"])
    return out


def test_a_long_game_keeps_a_base_and_the_last_acts():
    # 6 players pressing only ok: 1200 turns; the action log folds 16 at a
    # time once 128 are kept: the base holds the first 1088 (turn 1088), the
    # doc the last 112; P1 is on turn: 1200 = 6 x 200, round 201. Undo
    # reaches back 112 turns: 1088 = 6 x 181 + 2, P3 in round 182; then the
    # limit.
    doc = st.new_doc(6)
    log = ActLog(st, doc)
    state = st.new_state(6)
    for _ in range(1200):
        st.apply(state, ["next"])
        log.add(["next"])
        check(len(doc["acts"]) < 128)
    check(len(doc["acts"]) == 112 and doc["acts"] == [["next"]] * 112)
    check(doc["base"] == {"turns": 1088, "home": [0] * 6, "folded": 1088})
    check(log.acts() == 1200)
    check(st.replay(doc) == state == log.state)
    check(state["turn"] == 0 and st.round_no(state) == 201)
    saved = json.loads(json.dumps(doc))
    check(st.replay(saved) == state)
    for _ in range(112):
        check(log.undo() == ["next"])
    check(log.undo() is None and log.why() == "Undo limit: 112")
    state = log.state
    check(state["turn"] == 2 and st.round_no(state) == 182)
    check(doc["acts"] == [] and log.acts() == 1088 and st.replay(doc) == state)


def test_folding_replays_to_the_same_state_and_undo_goes_112_back():
    # pairs, 4 players: turns, turns taken back and laddies home (set back
    # at 4); the folded document replays to the state of the whole list, at
    # every step, and after each of 112 undos to the state 1, 2, ... 112
    # acts back.
    doc = st.new_doc(4, True)
    full = st.new_doc(4, True)
    log = ActLog(st, doc)
    acts, states = long_acts(st.new_state(4, True), 1200)
    for i, act in enumerate(acts):
        log.add(act)
        if i % 97 == 0 or i == 1199:
            check(st.replay(doc) == states[i + 1] == log.state, i)
    check(len(doc["acts"]) == 112 and doc["acts"] == acts[-112:])
    check(doc["base"]["folded"] == 1088 and doc["base"]["turns"] == states[1088]["turns"])
    full["acts"] = acts
    check(st.replay(full) == st.replay(doc) == states[1200])
    for k in range(1, 113):
        check(log.undo() == acts[1200 - k])
        check(log.state == st.replay(doc) == states[1200 - k], k)
    check(doc["acts"] == [])


def test_an_old_document_of_every_act_is_folded():
    # version 1: no base, every act; the action log folds it at once as it
    # would have act by act: 1025 turns of 6 players, 912 folded (57 x 16),
    # 113 kept; P6 on turn (1025 = 6 x 170 + 5), round 171.
    doc = {"v": 1, "game": "stramash", "players": 6, "pairs": 0, "acts": [["next"]] * 1025}
    before = st.replay(doc)
    check(before["turn"] == 5 and st.round_no(before) == 171)
    log = ActLog(st, doc)
    check(doc["v"] == 2 and len(doc["acts"]) == 113)
    check(doc["base"] == {"turns": 912, "home": [0] * 6, "folded": 912})
    check(st.replay(doc) == before == log.state and log.acts() == 1025)
    short = {"v": 1, "game": "stramash", "players": 2, "pairs": 0, "acts": [["home", 0]]}
    log = ActLog(st, short)  # nothing to fold: left as it is
    check(short["acts"] == [["home", 0]] and log.state["home"] == [1, 0] and "base" not in short)


def test_a_bad_base_is_not_a_game():
    good = st.new_doc(4, True)
    bads = (
        {"turns": -1, "home": [0, 0, 0, 0], "folded": 0},
        {"turns": 0, "home": [0, 0, 0], "folded": 0},
        {"turns": 0, "home": [0, 6, 0, 0], "folded": 0},
        {"turns": 0, "home": [0, 0, 0, 0]},
        {"turns": 3, "home": [5, 0, 5, 0], "folded": 3},  # P1+P3 won: never folded
        [0, 0],
    )
    for base in bads:
        doc = dict(good)
        doc["base"] = base
        check(str(raises(RuleError, st.replay, doc)) == "not a game", repr(base))
        check(str(raises(RuleError, ActLog, st, doc)) == "not a game", repr(base))
    doc = dict(good)
    doc["base"] = {"turns": 7, "home": [5, 0, 4, 0], "folded": 9}  # P1 home, plays for P3
    state = st.replay(doc)
    check(state["turn"] == 3 and st.round_no(state) == 2 and st.mover(state) == 3)
    st.apply(state, ["next"])
    check(st.mover(state) == 2 and ActLog(st, doc).acts() == 9)
