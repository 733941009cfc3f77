"""Hamsterdam rules core (docs/rules.md, Hamsterdam). Runs on CPython and the
MicroPython unix port. Expected values are worked out from the rules text in
the comments, not read back from the code."""

import json

from fakes import Scripted

from companion.rules import RuleError
from companion.rules import hamsterdam as hd
from companion.rules.actlog import ActLog
from companion.rules.dice import d6, roll2
from support import raises


def game(players, acts, classic=False):
    state = hd.new_state(players, classic)
    lines = []
    for act in acts:
        lines += hd.apply(state, act)
    return state, lines


def test_d6_rejects_6_and_7_without_bias():
    # 3 random bits: 0..5 -> faces 1..6, 6 and 7 are drawn again.
    rng = Scripted([6, 7, 2, 5, 0])
    assert d6(rng) == 3
    assert roll2(rng) == (6, 1)


def test_roll_rerolls_a_number_every_player_has_flipped():
    # 2 players who both flipped their 7: a 3+4 is rolled again
    # (docs/rules.md, Hamsterdam, A turn, step 1).
    state = hd.new_state(2)
    state["flips"] = [[7], [7]]
    rng = Scripted([2, 3, 0, 0])  # 3+4=7 rejected, then 1+1=2
    act = hd.roll(state, rng)
    assert act == ["roll", 1, 1, [7]]
    lines = hd.apply(state, act)
    assert lines == [
        "reroll sum=7 reason=flipped",
        "roll round=1 turn=1/12 player=P1 dice=1+1 sum=2",
    ]
    # one player still has a 7: no re-roll
    state = hd.new_state(2)
    state["flips"] = [[7], []]
    assert hd.roll(state, Scripted([2, 3])) == ["roll", 3, 4, []]


def test_roll_refuses_when_every_number_is_flipped():
    state = hd.new_state(2)
    state["flips"] = [list(range(2, 13)), list(range(2, 13))]
    assert str(raises(RuleError, hd.roll, state, Scripted([]))) == "No number left"


def test_turn_order_and_movement_phase_three_players():
    # 3 players: movement after every 3 turns; rollers P1, P2, P3.
    acts = [["roll", 1, 1, []], ["roll", 2, 2, []], ["roll", 3, 3, []]]
    state, lines = game(3, acts)
    assert hd.roller(state) == 2 and hd.due_end(state)
    assert str(raises(RuleError, hd.apply, state, ["roll", 1, 2, []])) == "Movement first"
    assert hd.apply(state, ["end"]) == ["phase movement round=1 turn=3/12"]
    assert state["phase"] == "move"
    assert hd.apply(state, ["moved"]) == ["phase roll round=1"]
    hd.apply(state, ["roll", 1, 2, []])
    assert hd.roller(state) == 0 and state["turn"] == 3


def test_two_players_move_after_two_turns_each():
    acts = [["roll", 1, 1, []], ["roll", 1, 2, []], ["roll", 1, 3, []]]
    state, _ = game(2, acts)
    assert not hd.due_end(state)
    hd.apply(state, ["roll", 1, 4, []])  # 4th turn: P2's second
    assert hd.roller(state) == 1 and hd.due_end(state)


def test_round_of_twelve_turns_then_movement_then_redeployment():
    # 4 players, 3 turns each = 12 turns; movement after turns 4, 8, 12.
    acts = []
    for cyc in range(3):
        acts += [["roll", 2, 3, []]] * 4 + [["end"], ["moved"] if cyc < 2 else ["moved"]]
    state, lines = game(4, acts)
    assert state["phase"] == "redeploy"
    assert lines[-1] == "phase redeploy round=1"
    assert hd.apply(state, ["redeployed"]) == ["round start round=2"]
    assert (state["round"], state["turn"], state["phase"]) == (2, 0, "roll")
    assert sum(state["hist"]) == 12 and state["hist"][5 - 2] == 12


def test_flood_tokens_dam_and_pile():
    acts = [["roll", 3, 4, []], ["dam", 1], ["dam", 1], ["dam", 2], ["pile", 2], ["remove", 1]]
    state, lines = game(3, acts)
    # the pile token leaves the card's token where it is (docs/rules.md,
    # Hamsterdam, A turn, step 2)
    assert state["dam"] == [0, 1, 1] and state["pile"] == [0, 0, 1]
    assert lines[-3:] == [
        "flood player=P3 to=dam dam=1 pile=0",
        "flood player=P3 to=pile dam=1 pile=1",
        "token removed player=P2 dam=1 pile=0",
    ]
    assert str(raises(RuleError, hd.apply, state, ["remove", 0])) == "P1 dam is empty"
    assert str(raises(RuleError, hd.apply, state, ["dam", 3])) == "No such player"


def test_impossible_floods_are_refused_and_change_nothing():
    # docs/rules.md, Hamsterdam, A turn, step 2: a pile token needs a token
    # already on that card, so one on the dam; floods come from a roll;
    # Ninjaster's owner ignores it.
    state = hd.new_state(3)
    assert str(raises(RuleError, hd.apply, state, ["dam", 0])) == "Roll first"
    hd.apply(state, ["roll", 3, 4, []])
    assert str(raises(RuleError, hd.apply, state, ["pile", 1])) == "P2 dam is empty"
    hd.apply(state, ["ninja", 2])
    assert str(raises(RuleError, hd.apply, state, ["dam", 2])) == "P3 ignores roll"
    assert str(raises(RuleError, hd.apply, state, ["pile", 2])) == "P3 ignores roll"
    assert state["dam"] == [0, 0, 0] and state["pile"] == [0, 0, 0]
    hd.apply(state, ["dam", 0])  # another player floods as usual
    assert state["dam"] == [1, 0, 0]


def test_a_bombster_pile_token_needs_a_token_on_the_targets_dam():
    acts = [["roll", 1, 1, []], ["roll", 1, 1, []], ["roll", 1, 1, []], ["end"]]
    state, _ = game(3, acts)
    assert state["phase"] == "move"
    assert str(raises(RuleError, hd.apply, state, ["bomb", 0, 1, 1])) == "P2 dam is empty"


def test_breach_at_three_then_five_then_every_token():
    # standard game: flips owed when the pile reaches 3, 5, 6, 7 (docs/rules.md,
    # Hamsterdam, A turn, step 3)
    state, lines = game(2, [["roll", 3, 4, []], ["dam", 0], ["pile", 0], ["pile", 0], ["pile", 0]])
    assert state["phase"] == "breach" and state["owed"] == [1, 0]
    assert lines[-1] == "breach player=P1 pile=3 owed=1"
    assert str(raises(RuleError, hd.apply, state, ["pile", 0])) == "Not now"
    hd.apply(state, ["flip", 0, 12, 0])
    assert state["phase"] == "roll" and state["flips"] == [[12], []]
    hd.apply(state, ["pile", 0])  # 4: no flip
    assert state["phase"] == "roll"
    hd.apply(state, ["pile", 0])  # 5: a flip
    assert state["owed"] == [1, 0]
    hd.apply(state, ["flip", 0, 2, 0])
    hd.apply(state, ["pile", 0])  # 6: a flip
    assert state["owed"] == [1, 0]


def test_breach_cascade_when_flipped_card_carried_tokens():
    # pile 4 and 2 tokens on the dam; pile goes 4 -> 5 (flip owed); the
    # flipped card carries 2 tokens: pile 5 -> 7 crosses 6 and 7: two more.
    acts = [["roll", 3, 4, []], ["dam", 0], ["dam", 0]] + [["pile", 0]] * 3
    state, _ = game(2, acts + [["flip", 0, 7, 0], ["pile", 0], ["pile", 0]])
    assert state["pile"][0] == 5 and state["owed"][0] == 1
    lines = hd.apply(state, ["flip", 0, 8, 2])
    assert lines == [
        "flip player=P1 number=8 tokens=2 dam=0 pile=7",
        "breach player=P1 pile=7 owed=2",
    ]
    assert state["phase"] == "breach"
    assert str(raises(RuleError, hd.apply, state, ["flip", 0, 9, 1])) == "Only 0 on dam"
    hd.apply(state, ["flip", 0, 9, 0])
    hd.apply(state, ["flip", 0, 10, 0])
    assert state["phase"] == "roll" and state["flips"][0] == [7, 8, 9, 10]


def test_pile_jump_owes_one_flip_per_threshold():
    # Decision: 4 -> 6 is two flips (5 and 6).
    acts = [["roll", 1, 1, []], ["dam", 1]] + [["pile", 1]] * 3 + [["flip", 1, 5, 0], ["pile", 1]]
    state, _ = game(3, acts)
    state["pile"][1] = 4
    lines = []
    hd._to_pile(state, 1, 2, lines)
    assert state["owed"][1] == 2 and lines == ["breach player=P2 pile=6 owed=2"]


def test_classic_variant_has_no_breaches():
    state, lines = game(2, [["roll", 3, 4, []], ["dam", 0]] + [["pile", 0]] * 5, classic=True)
    assert state["phase"] == "roll" and state["owed"] == [0, 0]
    assert not any(line.startswith("breach") for line in lines)


def test_flip_of_a_number_all_players_flipped_is_refused():
    # 2 players: each holds exactly one 12 across the table; P1 flipped one,
    # so P2 may still flip a 12, but once both are down nobody can.
    acts = [["roll", 1, 2, []], ["dam", 0], ["dam", 1]] + [["pile", 0]] * 3 + [["flip", 0, 12, 0]]
    acts += [["pile", 1]] * 3
    state, _ = game(2, acts)
    assert not hd.dead(state, 12)
    hd.apply(state, ["flip", 1, 12, 0])
    assert hd.dead(state, 12) and state["phase"] == "roll"
    hd.apply(state, ["pile", 1])
    hd.apply(state, ["pile", 1])  # P2 pile 5: a flip owed
    assert str(raises(RuleError, hd.apply, state, ["flip", 1, 12, 0])) == "All 12 flipped"
    assert str(raises(RuleError, hd.apply, state, ["flip", 0, 11, 0])) == "Not this player"


def test_the_roll_that_reaches_the_target_is_resolved_in_full_then_ends():
    # 2 players end at 10 tokens in both piles (classic: no flips to resolve).
    # docs/rules.md, Hamsterdam, End: that roll's floods are all recorded
    # first, then the end.
    acts = [["roll", 3, 4, []], ["dam", 0], ["dam", 1], ["dam", 1]]
    acts += [["pile", 0]] * 4 + [["pile", 1]] * 5
    state, lines = game(2, acts, classic=True)
    assert state["phase"] == "roll"
    lines = hd.apply(state, ["pile", 1])  # piles 4 + 6 = 10: the target
    assert lines[-1] == "target reached piles=10 target=10"
    assert state["phase"] == "last"
    # P1's second 7 on the same roll still floods: P1 pile 5
    assert hd.apply(state, ["pile", 0])[0] == "flood player=P1 to=pile dam=1 pile=5"
    # P1: 5 + 1 = 6; P2: 6 + 2 = 8 -> P1 wins
    assert hd.apply(state, ["end"]) == ["game over piles=11 winner=P1 scores=P1:6,P2:8"]
    assert state["phase"] == "over" and state["winners"] == [0]
    assert str(raises(RuleError, hd.apply, state, ["dam", 0])) == "Not now"


def test_the_last_rolls_second_flood_can_change_the_winner():
    # 2 players classic, roll 8: P1 pile 4 dam 1 (score 5), P2 pile 5 dam 1 (6).
    # P1's two 8 cards both held a token: two pile tokens. The first makes
    # the piles 10 (P1 6 vs P2 6, a tie); the second must count: P1 7, P2 wins.
    state = hd.new_state(2, classic=True)
    state["pile"] = [4, 5]
    state["dam"] = [1, 1]
    state["dice"] = [4, 4]
    hd.apply(state, ["pile", 0])
    hd.apply(state, ["pile", 0])
    assert hd.apply(state, ["end"]) == ["game over piles=11 winner=P2 scores=P1:7,P2:6"]


def test_game_end_cancels_owed_flips():
    # 2 players standard: P2 pile 7 (flips resolved), P1 at 2; P1's 3rd token
    # makes 3 + 7 = 10: game over at once, P1's owed flip lapses, and a
    # breach that lapses is not announced (docs/rules.md, Hamsterdam, End, a
    # Decision): no breach line.
    state = hd.new_state(2)
    state["pile"] = [2, 7]
    state["dam"] = [1, 0]
    state["dice"] = [1, 1]
    lines = hd.apply(state, ["pile", 0])
    assert lines == [
        "flood player=P1 to=pile dam=1 pile=3",
        "target reached piles=10 target=10",
    ]
    assert state["owed"] == [0, 0] and state["phase"] == "last"
    assert hd.apply(state, ["end"]) == ["game over piles=10 winner=P1 scores=P1:4,P2:7"]


def test_tie_broken_by_most_hamsters_left():
    # 3 players reach 15: scores P1 5+0, P2 4+1, P3 6+0 -> P1 and P2 tie at 5.
    state = hd.new_state(3, classic=True)
    # P3's token goes into the pile from a card holding one (dam 1 -> stays).
    state["pile"] = [5, 4, 5]
    state["dam"] = [0, 1, 0]
    state["dice"] = [2, 2]
    hd.apply(state, ["dam", 2])
    hd.apply(state, ["pile", 2])
    lines = hd.apply(state, ["end"])
    assert lines[-1] == "game tie piles=15 players=P1,P2 scores=P1:5,P2:5,P3:7"
    assert state["phase"] == "tie" and state["tied"] == [0, 1]
    assert str(raises(RuleError, hd.apply, state, ["tie", [3]])) == "One per player"
    assert hd.apply(state, ["tie", [3, 5]]) == ["game over tiebreak P1=3 P2=5 winner=P2"]
    assert state["winners"] == [1] and hd.ranking(state) == [1, 0, 2]


def test_tie_still_tied_shares_the_win():
    state = hd.new_state(2, classic=True)
    state["pile"] = [5, 4]
    state["dam"] = [0, 1]
    state["dice"] = [2, 2]
    hd.apply(state, ["pile", 1])  # piles 5 + 5 = 10; scores P1 5, P2 5 + 1 = 6
    hd.apply(state, ["end"])
    assert state["phase"] == "over" and state["winners"] == [0]
    state = hd.new_state(2, classic=True)
    state["pile"] = [5, 4]
    state["dam"] = [0, 1]
    state["dice"] = [2, 2]
    hd.apply(state, ["pile", 1])  # piles 10; P2's card keeps its token: 5 + 1
    hd.apply(state, ["remove", 1])  # a hamster takes it off: P2 5 + 0
    assert hd.apply(state, ["end"])[0] == "game tie piles=10 players=P1,P2 scores=P1:5,P2:5"
    assert hd.apply(state, ["tie", [2, 2]]) == ["game over tiebreak P1=2 P2=2 winner=P1,P2"]


def test_roll_specials():
    state, _ = game(3, [["roll", 3, 5, []]])
    # Buffster: d -> 7 - d: 3+5 -> 4+2, sum 14 - 8 = 6
    assert hd.apply(state, ["buff"]) == ["special buffster player=P1 dice=4+2 sum=6"]
    # Spinster sets die 2 to 6: 4+6 = 10
    assert hd.apply(state, ["spin", 1, 6]) == ["special spinster player=P1 die=2 face=6 sum=10"]
    # Gangster for P2: 10 + 1 = 11, for P2 only
    hd.apply(state, ["gang", 1, 1])
    assert state["mods"] == [None, 11, None]
    hd.apply(state, ["ninja", 2])
    assert state["mods"] == [None, 11, 0]
    # a roller's special that changes the dice (here to the same sum) keeps
    # what the others played on the roll (docs/rules.md, Hamsterdam, The
    # order on one roll)
    hd.apply(state, ["spin", 1, 6])
    assert state["mods"] == [None, 11, 0]
    # Physicister: re-roll 6+6 and keep the original 4+6
    assert hd.apply(state, ["phys", 6, 6, 0]) == [
        "special physicister player=P1 new=6+6 kept=old sum=10"
    ]
    assert hd.apply(state, ["phys", 1, 2, 1])[0].endswith("kept=new sum=3")
    # Gangster -1 from 3 = 2 is fine, from 2 it would leave 2..12
    hd.apply(state, ["spin", 1, 1])  # 1+1
    assert str(raises(RuleError, hd.apply, state, ["gang", 0, -1])) == "Out of 2-12"
    assert hd.apply(state, ["mole", 2, 4, 5]) == ["special whackamole player=P3 mole=9"]
    # the histogram keeps the roll as rolled (8), not as changed
    assert state["hist"][8 - 2] == 1 and sum(state["hist"]) == 1


def test_a_ninjaster_holds_through_the_rollers_specials():
    # docs/rules.md, Hamsterdam, The order on one roll: P3 plays Ninjaster on
    # P1's 3+5; P1 then plays Buffster (4+2 = 6): P3 still ignores the turn, so
    # P3's flood is refused, and P2's is taken on the new roll.
    state, _ = game(3, [["roll", 3, 5, []], ["ninja", 2], ["buff"]])
    assert state["mods"] == [None, None, 0] and hd.total(state["dice"]) == 6
    assert str(raises(RuleError, hd.apply, state, ["dam", 2])) == "P3 ignores roll"
    assert hd.apply(state, ["dam", 1]) == ["flood player=P2 to=dam dam=1 pile=0"]


def test_a_gangster_follows_the_final_roll_and_lapses_outside_2_to_12():
    # P2's Gangster +1 on 3+5 counts 9; P1's Buffster makes 4+2 = 6: P2
    # counts 7. P3's Gangster -1 on 6 counts 5; P1's Spinster sets die 1 to
    # 1 (1+2 = 3): P2 counts 4, P3 2. Physicister keeps 1+1 = 2: P2 counts 3,
    # P3's -1 would make 1: it lapses, P3 uses the roll as it is (2).
    state, _ = game(3, [["roll", 3, 5, []], ["gang", 1, 1]])
    assert state["mods"] == [None, 9, None]
    hd.apply(state, ["buff"])
    assert state["mods"] == [None, 7, None]
    hd.apply(state, ["gang", 2, -1])
    hd.apply(state, ["spin", 0, 1])
    assert state["mods"] == [None, 4, 2]
    lines = hd.apply(state, ["phys", 1, 1, 1])
    assert lines == [
        "special physicister player=P1 new=1+1 kept=new sum=2",
        "special gangster player=P3 lapsed sum=2",
    ]
    assert state["mods"] == [None, 3, None]


def test_a_game_saved_under_the_first_rules_replays_under_them():
    # A document of the firmware before rules versions (no "rules" key): a
    # Buffster after a Ninjaster cleared it, so P3's flood was taken then;
    # it replays as it was played, and a new game records version 2.
    doc = {"v": 2, "game": "hamsterdam", "players": 3, "classic": 0, "acts": []}
    doc["acts"] = [["roll", 3, 5, []], ["ninja", 2], ["buff"], ["dam", 2]]
    state = hd.replay(doc)
    assert state["dam"] == [0, 0, 1] and state["rules"] == 1
    assert hd.new_doc(3)["rules"] == hd.RULES == 2
    doc["rules"] = 2
    assert str(raises(RuleError, hd.replay, doc)) == "P3 ignores roll"
    doc["rules"] = 9
    assert str(raises(RuleError, hd.replay, doc)) == "rules 9"
    # a base folded by that firmware has no "rules" either: the document's count
    base = hd.new_state(3)
    del base["rules"]
    old = {"v": 2, "game": "hamsterdam", "players": 3, "classic": 0, "acts": []}
    old["base"], old["folded"] = base, 120
    assert hd.start(old)[0]["rules"] == 1 and hd.start(old)[1] == 120


def _old(players, acts, rules, classic=0):
    doc = {"v": 2, "game": "hamsterdam", "players": players, "classic": classic, "acts": acts}
    doc["rules"] = rules
    return doc


def test_rules_0_took_every_flood_the_refusals_of_9a1107b_refuse():
    # Old saves resume. The firmware before 9a1107b (435ab00's _flood and
    # _bomb: no check but the phase) counted a flood before the turn's roll,
    # a pile token with no token on that dam (the pile grew, the dam stayed
    # 0), a flood for the player whose Ninjaster ignores the roll and a
    # Bombster's pile token on an empty dam: its saves hold such acts and
    # replay under rules 0 as it played them.
    acts = [["dam", 0], ["roll", 3, 4, []], ["pile", 1], ["ninja", 2], ["dam", 2]]
    acts += [["roll", 1, 1, []], ["roll", 1, 2, []], ["end"], ["bomb", 0, 1, 1]]
    state = hd.replay(_old(3, acts, 0))
    assert state["dam"] == [1, 0, 1] and state["pile"] == [0, 2, 0]
    assert state["phase"] == "move" and state["rules"] == 0
    # the same acts under rules 1 stop at the first refusal
    assert str(raises(RuleError, hd.replay, _old(3, acts, 1))) == "Roll first"
    assert str(raises(RuleError, hd.replay, _old(3, acts[1:], 1))) == "P2 dam is empty"


def test_rules_0_ended_the_game_at_once_at_the_target():
    # 435ab00's _check_end: the piles at the target ended the game there and
    # then (no phase "last"); a tie asked at once. 2 players classic, 10 tokens.
    acts = [["roll", 3, 4, []], ["dam", 0], ["dam", 1]] + [["pile", 0]] * 4 + [["pile", 1]] * 6
    state = hd.replay(_old(2, acts, 0, classic=1))
    assert state["phase"] == "over" and state["winners"] == [0]  # 1 + 4 against 1 + 6
    state = hd.replay(_old(2, acts[:-1] + [["pile", 0]], 0, classic=1))
    assert state["phase"] == "tie" and state["tied"] == [0, 1]  # 1 + 5 each
    assert hd.replay(_old(2, acts, 1, classic=1))["phase"] == "last"  # rules 1 and on


def test_rules_1_owed_the_breach_of_the_token_that_reached_the_target():
    # 9a1107b's _to_pile owed a breach for a pile token that reached the
    # target (the target then cleared it), keeping the phase to resume after
    # it; b608536 (rules 2) owes none there. 2 players standard, movement:
    # P1's Bombster puts a token into P2's pile, 2 -> 3, the piles 7 + 3.
    for rules, resume in ((1, "move"), (2, "roll")):
        state = hd.new_state(2, False, rules)
        state["pile"] = [7, 2]
        state["dam"] = [0, 1]
        state["flips"] = [[2, 3, 4, 5], []]
        state["phase"] = "move"
        hd.apply(state, ["bomb", 0, 1, 1])
        assert state["phase"] == "last" and state["owed"] == [0, 0], rules
        assert state["resume"] == resume, rules


def test_an_old_game_is_replayed_under_its_rules_then_played_under_todays():
    # hd.upgrade replays a rules-0 game as that firmware
    # took it and folds it into the base of a document under RULES: the
    # acts before can no longer be undone, new acts get today's checks.
    acts = [["roll", 3, 4, []], ["pile", 1], ["dam", 0]]
    doc = _old(3, acts, 0)
    new = hd.upgrade(doc)
    assert doc["acts"] == acts and doc["rules"] == 0  # the saved document is not changed
    assert new["rules"] == hd.RULES and new["acts"] == [] and new["folded"] == 3
    state = hd.replay(new)
    old = hd.replay(doc)
    assert state["rules"] == hd.RULES and old["rules"] == 0
    old["rules"] = hd.RULES
    assert state == old
    assert str(raises(RuleError, hd.apply, state, ["pile", 2])) == "P3 dam is empty"
    log = ActLog(hd, new)
    assert log.undo() is None and log.why() == "Undo limit: 112"
    assert hd.upgrade(new) is new  # under today's rules: as it is
    doc["rules"] = 3
    assert str(raises(RuleError, hd.upgrade, doc)) == "rules 3"


def test_a_dam_or_pile_counts_at_most_99_what_its_cell_shows():
    # Play takes what resume takes. A cell shows two
    # digits a count: a flood past 99 is refused and changes nothing,
    # under every rules version; a saved base holds up to 99 and no more.
    assert hd.COUNT_MAX == 99
    for rules in (0, 1, 2):
        state = hd.new_state(2, True, rules)
        state["dam"] = [99, 1]
        state["pile"] = [0, 99]
        state["dice"] = [3, 4]
        before = json.loads(json.dumps(state))
        assert str(raises(RuleError, hd.apply, state, ["dam", 0])) == "P1 dam max 99"
        assert str(raises(RuleError, hd.apply, state, ["pile", 1])) == "P2 pile max 99"
        assert state == before
        hd.apply(state, ["dam", 1])  # below the bound, as ever
        assert state["dam"] == [99, 2]
    state = hd.new_state(2, True)
    state["dam"] = [1, 99]
    state["pile"] = [99, 0]
    state["phase"] = "move"
    assert str(raises(RuleError, hd.apply, state, ["bomb", 0, 1, 0])) == "P2 dam max 99"
    assert str(raises(RuleError, hd.apply, state, ["bomb", 1, 0, 1])) == "P1 pile max 99"
    state = hd.new_state(2)  # a breach's tokens into a pile at 97: 2 fit, 3 do not
    state["dam"] = [3, 0]
    state["pile"] = [97, 0]
    state["owed"] = [1, 0]
    state["phase"] = "breach"
    assert str(raises(RuleError, hd.apply, state, ["flip", 0, 7, 3])) == "P1 pile max 99"
    hd.apply(state, ["flip", 0, 7, 2])
    assert state["pile"] == [99, 0]
    # the restore check: the same bound
    doc = hd.new_doc(2)
    doc["base"], doc["folded"] = state, 200
    assert hd.start(doc)[0]["pile"] == [99, 0]
    state["dam"] = [100, 0]
    assert str(raises(RuleError, hd.start, doc)) == "bad base"


def test_movement_and_redeployment_specials():
    acts = [
        ["roll", 1, 1, []],
        ["dam", 0],
        ["dam", 0],
        ["roll", 1, 1, []],
        ["roll", 1, 1, []],
        ["end"],
    ]
    state, _ = game(3, acts)
    assert hd.apply(state, ["contra", 0]) == ["special contratante player=P1 dam=2 pile=0"]
    assert hd.apply(state, ["bomb", 0, 2, 0]) == [
        "special bombster player=P1 target=P3 to=dam dam=1 pile=0"
    ]
    assert hd.apply(state, ["bomb", 1, 2, 1]) == [
        "special bombster player=P2 target=P3 to=pile dam=1 pile=1"
    ]
    assert str(raises(RuleError, hd.apply, state, ["bomb", 1, 1, 0])) == "Another player"
    assert str(raises(RuleError, hd.apply, state, ["janitor", 0])) == "Not now"
    state["turn"] = 12
    hd.apply(state, ["moved"])
    assert hd.apply(state, ["janitor", 0]) == ["special janitster player=P1 cleared=2 dam=0 pile=0"]


def test_undo_is_replay_without_the_last_act_and_doc_is_small_json():
    doc = hd.new_doc(3)
    state = hd.new_state(3)
    for act in [["roll", 3, 4, []], ["dam", 2], ["pile", 2], ["roll", 6, 6, []], ["buff"]]:
        hd.apply(state, act)
        doc["acts"].append(act)
    text = json.dumps(doc)
    assert len(text) < 200
    again = hd.replay(json.loads(text))
    assert again == state
    doc["acts"].pop()  # undo Buffster
    before = hd.replay(doc)
    assert before["dice"] == [6, 6] and before["pile"] == [0, 0, 1] and before["dam"] == [0, 0, 1]
    assert str(raises(RuleError, hd.replay, {"game": "hats", "v": 1})) == "not a game"


def test_bad_acts_leave_state_unchanged():
    state, _ = game(2, [["roll", 2, 2, []]])
    snapshot = json.dumps(state)
    for act in (
        ["nope"],
        [],
        "roll",
        ["roll", 0, 7, []],
        ["spin", 2, 3],
        ["flip", 0, 7, 0],
        ["tie", [1, 1]],
    ):
        raises(RuleError, hd.apply, state, act)
    assert json.dumps(state) == snapshot


def test_new_game_needs_two_to_four_players():
    raises(RuleError, hd.new_state, 1)
    raises(RuleError, hd.new_doc, 5)
    assert hd.new_doc(4)["players"] == 4


def test_more_tokens_than_the_box_holds_warn_once_and_are_kept():
    # docs/rules.md, Hamsterdam, Tokens: the box's 35 flood tokens, one on the
    # round tracker, bound the dams and piles together: the 35th warns (a
    # box fact), the flood counts all the same; the next does not warn again.
    state = hd.new_state(4)
    state["dam"] = [5, 5, 5, 5]
    state["pile"] = [4, 3, 4, 2]  # 20 + 13 = 33; P2's pile 3 -> 4 owes no flip
    state["dice"] = [3, 4]
    assert hd.apply(state, ["dam", 0]) == ["flood player=P1 to=dam dam=6 pile=4"]
    assert hd.tokens(state) == 34
    assert hd.apply(state, ["pile", 1]) == [
        "flood player=P2 to=pile dam=5 pile=4",
        "warn tokens count=35 box=34",
    ]
    assert state["pile"] == [4, 4, 4, 2] and hd.tokens(state) == 35
    assert hd.apply(state, ["dam", 2]) == ["flood player=P3 to=dam dam=6 pile=4"]
    hd.apply(state, ["remove", 2])
    hd.apply(state, ["remove", 1])  # 34 again
    assert hd.apply(state, ["dam", 3])[-1] == "warn tokens count=35 box=34"
