"""Sombreros tap-to-score on the device, both runtimes: a whole 2-player
session through the real NFC stack (register-level MFRC522 simulator), the
refusals and take-backs, undo, the cookie question, and the logged scores
worked out by hand from docs/rules.md (Sombreros)."""

from fakes import Scripted
from nfc_field import Field, place
from sim_tags import ndef_tlv, ntag

from companion.device import Device
from companion.nfc import writer
from companion.ui import view as v
from support import GAME_MENU, choose, fresh_dir


def uid_for(pair, copy=0):
    return bytes((0x04, 0x50 + copy, pair[0], pair[1], 0x10, 0x20, 0x30))


def hat(pair, copy=0):
    text = "bg1 som hat %d %d" % pair
    return ntag(213, uid_for(pair, copy), ndef_tlv(writer.text_message(text)))


def session(players=2):
    log = []
    dev = Device(None, log.append, 0, None)
    choose(dev, "Sombreros")
    choose(dev, "%d players" % players)
    choose(dev, "Score the end")
    return dev, log, Field(removals=False)


def taps(dev, field, pairs):
    for pair in pairs:
        field.tap(dev, hat(pair))


def ok(dev):
    """``ok``. A bare ``ok`` on a favourite step with none tapped asks "No
    favourite?": answered "Go on without", as these tests mean it."""
    dev.press("ok", "short", 0)
    if getattr(dev.stack[-1], "heading", None) == "No favourite?":
        dev.press("down", "short", 0)
        dev.press("ok", "short", 0)


def screen(dev):
    return v.texts(dev.view())


def result_pages(dev):
    """The texts of every result page, ``down`` from the first, each view
    checked on the glass (``on_glass``)."""
    pages = []
    for _ in range(dev.stack[-1].pages):
        pages.append(screen(dev))
        assert on_glass(dev.view())
        dev.press("down", "short", 0)
    return pages


BIG_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ:/.<>()'!-+=? "  # render._BIG_CHARS


def on_glass(items):
    """Every text of a view inside the 128x64 glass (8x8 text 8 px a
    character, big glyphs as wide as ``render.big_width`` and 7 px a scale
    tall), none over another or across a line, and big glyphs only of the
    characters they have (any other draws as ``?``); a big item marked
    "over an even background" (7 fields: its pages are copied into the
    frame, view.py) starts on a page, and its pages hold nothing else
    (``render.big_cells`` writes the background to their end). True, else
    AssertionError naming the item."""
    from companion.ui.render import big_width, scale_y

    boxes = []
    for it in items:
        if it[0] == "t":
            w, h = 8 * len(it[3]), 8
        elif it[0] == "big":
            w, h = big_width(it[3], it[4]), 7 * scale_y(it[4])
            for ch in it[3].upper():
                assert ch in BIG_CHARS, (ch, it)
            if len(it) > 6:
                assert it[2] % 8 == 0, it
                h = (h + 7) // 8 * 8  # the whole pages
        else:
            continue
        x, y = it[1], it[2]
        assert x >= 0 and x + w <= 128 and y >= 0 and y + h <= 64, it
        for bx, by, bw, bh, other in boxes:
            apart = x >= bx + bw or bx >= x + w or y >= by + bh or by >= y + h
            assert apart or not w or not bw, (it, other)
        boxes.append((x, y, w, h, it))
    for it in items:
        if it[0] == "hline":
            for bx, by, bw, bh, other in boxes:
                assert not (by <= it[2] < by + bh and bx < it[1] + it[3] and it[1] < bx + bw), other
    return True


def bigs(dev):
    """The big-glyph items of the screen shown: (text, y, scale)."""
    return [(it[3], it[2], it[4]) for it in dev.view() if it[0] == "big"]


# A 2-player endgame scored by hand (docs/rules.md, Sombreros, Scoring):
# table spaces 1..5: 1/3, 2/4, 3/1, 4/2, 1/5 -> type 1 twice: space 5 turns
# face down; face up: type 1 -> 1, type 2 -> 2, type 3 -> 3, type 4 -> 4;
# type 5 is not on the table.
TABLE = [(1, 3), (2, 4), (3, 1), (4, 2), (1, 5)]
# P1: hats 2/1 2/5 3/2 5/1 = 2 + 2 + 3 + 0 = 7; black 4/1 4/3 tapped + 2
# untagged = 4; favourite 2/6: type-2 hats 1 + 5 - 6 = 0; types {2,3,5} +
# black = 4; 4 + 4 = 8 cards. Total 7 + 4 + 0 = 11.
P1 = ([(2, 1), (2, 5), (3, 2), (5, 1)], [(4, 1), (4, 3)], 2, (2, 6))
# P2: hats 1/2 1/4 3/4 4/4 4/5 5/3 = 1 + 1 + 3 + 4 + 4 + 0 = 13; black 5/2
# 5/4 = 2; favourite 1/6: 2 + 4 - 6 = 0; types {1,3,4,5} + black = 5 -> the
# cookie (5 > 4): 13 + 2 + 0 + 5 = 20. 6 + 2 = 8 cards. P2 wins on points.
P2 = ([(1, 2), (1, 4), (3, 4), (4, 4), (4, 5), (5, 3)], [(5, 2), (5, 4)], 0, (1, 6))
# The log of that endgame (also asserted through the simulator's script mode,
# test_host_sim_sombreros.py, tools/sim/scripts/sombreros_2p.txt).
SCORED_LOG = [
    "som table types=1,2,3,4,1 face_down=5",
    "som player P1 collection=7 black=4 favourite=0 cookie=0 total=11",
    "som player P2 collection=13 black=2 favourite=0 cookie=5 total=20",
    "som cookie holder=P2 types=5 by=types",
    "som place 1 player=P2 total=20 by=points",
    "som place 2 player=P1 total=11 by=points",
    "som scores P1=11 P2=20 winner=P2 by=points",
]


def play_hand(dev, field, hand):
    coll, black, untagged, fav = hand
    taps(dev, field, coll)
    ok(dev)
    taps(dev, field, black)
    for _ in range(untagged):
        dev.press("up", "short", 0)
    ok(dev)
    taps(dev, field, [fav])


def test_two_player_session_scores_as_worked_out_by_hand():
    dev, log, field = session(2)
    assert log[-1] == "som session start players=2"
    assert screen(dev)[:4] == ["tea table", "0 of 5", "Next: space 1", ""]
    taps(dev, field, TABLE)
    assert log[-1] == "som tap space=5 card=1/5 uid=04500105102030"
    ok(dev)
    play_hand(dev, field, P1)
    ok(dev)
    play_hand(dev, field, P2)
    ok(dev)  # score
    assert (
        type(dev.stack[-1]).__name__ == "SombrerosResults"
    )  # by name: a new game re-imports the module
    i = log.index(SCORED_LOG[0])
    assert log[i:] == SCORED_LOG
    # no warnings: the ranking first, the winner in the big glyphs
    assert screen(dev) == ["P2 wins", "1 P2  20", "2 P1  11", "^v page back fix"]
    assert bigs(dev) == [("P2 wins", 0, 2)] and on_glass(dev.view())
    dev.press("down", "short", 0)
    # the table: type 1 at spaces 1 and 5, so space 5 is face down (x)
    assert screen(dev)[:4] == ["Hats: table", "1:1/3  2:2/4 ", "3:3/1  4:4/2 ", "5:1/5x"]
    dev.press("down", "short", 0)
    assert screen(dev) == [
        "P1 total 11",
        "hats         7",
        "black        4",
        "favourite    0",
        "cookie       0",
        "^v page back fix",
    ]


def test_refusals_take_back_and_undo():
    dev, log, field = session(2)
    field.tap(dev, hat((1, 3)))
    field.tap(dev, hat((2, 4)))
    # the same card again while the table is shown (a re-report, or a
    # player's second tap): asked, and the first answer keeps it
    field.tap(dev, hat((2, 4)))
    assert log[-1] == "som again uid=04500204102030 card=2/4"
    assert dev.cues[-1] == "card_bad"
    assert v.texts(dev.view())[:3] == ["Hat 2/4 counted", "Keep it", "Take it back"]
    field.tap(dev, hat((2, 4)))  # reported again meanwhile: still only asked
    ok(dev)
    assert dev.game.table[:2] == [  # the acts: space 1 is -1, space 2 is -2
        (-1, 1, 3, uid_for((1, 3)).hex().upper()),
        (-2, 2, 4, "04500204102030"),
    ]
    assert all(a is b for a, b in zip(dev.game.table[:2], dev.game.done))  # one tuple a card
    field.tap(dev, hat((2, 4)))
    choose(dev, "Take it back")  # a deliberate choice: taken back out
    assert screen(dev)[2:4] == ["Taken back", "Hat 2/4"]
    assert log[-1] == "som back uid=04500204102030 card=2/4"
    assert dev.game.table[1] is None
    ok(dev)  # P1 hats
    field.tap(dev, hat((1, 3)))  # lies on the table
    assert screen(dev)[2:4] == ["Already placed", "table space 1"]
    clk = ntag(213, uid_for((9, 9)), ndef_tlv(writer.text_message("bg1 clk roof red")))
    field.tap(dev, clk)
    assert screen(dev)[2:4] == ["Not a Hats card", "Roof red"]
    field.tap(dev, hat((5, 5)))
    assert screen(dev)[:4] == ["P1 hats", "1", "Hat 5/5", "added"]
    dev.press("back", "long", 0)  # undo the last tap
    assert log[-1] == "som undo card=5/5 step=P1-collection"
    assert dev.game.hands[0]["collection"] == []
    assert dev.cues[-1] == "undo"


def test_cookie_tie_is_asked_then_scored():
    # 3 players, nobody plays anything but one card each of the same value
    # pattern: P1 hat 1/1, P2 hat 2/1: one type each, lowest cards 1 and 1,
    # then both run out: the device must ask (docs/rules.md, Sombreros, Cookie).
    dev, log, field = session(3)
    taps(dev, field, [(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2)])
    ok(dev)
    field.tap(dev, hat((1, 1)))  # P1 hats
    for _ in range(3):
        ok(dev)  # P1 black, P1 favourite, P2 hats
    field.tap(dev, hat((2, 1)))
    for _ in range(5):
        ok(dev)  # ... to P3 favourite
    ok(dev)  # score: the cookie is asked
    assert log[-1] == "som cookie ask tied=P1,P2"
    assert dev.stack[-1].heading == "Cookie"
    dev.press("down", "short", 0)  # the first down: the last of them, P2
    ok(dev)
    # P1: 1 (space 1) + 0 = 1; P2: 2 (space 2) + 5 (cookie) = 7; P3: 0
    assert "som scores P1=1 P2=7 P3=0 winner=P2 by=points" in log
    assert "som cookie holder=P2 types=1 by=asked tied=P1,P2" in log


def test_leaving_with_cards_entered_asks_first():
    dev, log, field = session(2)
    field.tap(dev, hat((1, 3)))
    dev.press("back", "short", 0)
    assert dev.stack[-1].heading == "Leave scoring?"
    ok(dev)  # No, stay
    assert (
        type(dev.stack[-1]).__name__ == "SombrerosSession"
    )  # by name: a new game re-imports the module
    dev.press("back", "short", 0)
    choose(dev, "Yes, discard")
    assert log[-1] == "som session abandoned taps=1"
    assert dev.stack[-1].labels() == GAME_MENU


def tracker(players=3):
    log = []
    dev = Device(None, log.append, 0, None)
    choose(dev, "Sombreros")
    choose(dev, "%d players" % players)
    choose(dev, "Cookie tracker")
    return dev, log, Field(removals=False)


def test_cookie_tracker_follows_the_cookie_and_hands_over_to_scoring():
    dev, log, field = tracker(3)
    assert log[-1] == "som tracker start players=3"
    field.tap(dev, hat((1, 2)))  # P1: one type
    assert log[-1] == "som cookie holder=P1 types=1 by=types"
    dev.press("up", "short", 0)  # P2's turn
    field.tap(dev, hat((2, 1)))  # P2: one type, lowest card 1 < P1's 2
    assert log[-1] == "som cookie holder=P2 types=1 by=card k=1 tied=P1,P2"
    assert v.texts(dev.view())[3:5] == ["Cookie: P2", "1 1 0 types"]
    dev.press("up", "short", 0)  # P3
    dev.press("down", "short", 0)  # a black hat: one type
    field.tap(dev, hat((3, 4)))  # and a hat: two types
    assert log[-1] == "som cookie holder=P3 types=2 by=types"
    field.tap(dev, hat((2, 1)))  # P2's card: refused, not moved
    assert v.texts(dev.view())[1:3] == ["Already P2's", "Hat 2/1"]
    field.tap(dev, hat((3, 4)))  # tapped again on P3's turn: asked
    assert v.texts(dev.view())[:3] == ["Hat 3/4 counted", "Keep it", "Take it back"]
    ok(dev)  # the default keeps it
    field.tap(dev, hat((3, 4)))
    choose(dev, "Take it back")
    # now all three have one type; P3 has no face-up card to compare at k=1:
    # a tied player who runs out means asking (docs/rules.md, Sombreros, Cookie)
    assert log[-1] == "som cookie ask tied=P1,P2,P3 types=1 k=1"
    assert v.texts(dev.view())[3] == "Ask: P1/P2/P3"
    dev.press("ok", "long", 0)  # game over: score, with the collections entered
    assert log[-1] == "som session start players=3 from=tracker"
    game = dev.game
    assert type(game).__name__ == "SombrerosSession"  # by name: a new game re-imports the module
    assert [[c[1:3] for c in h["collection"]] for h in game.hands] == [[(1, 2)], [(2, 1)], []]
    assert [h["untagged"] for h in game.hands] == [0, 0, 1]


def test_four_players_two_teams_with_the_team_page_and_warnings():
    dev, log, field = session(4)
    taps(dev, field, [(1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1)])
    ok(dev)
    for pair in ((1, 2), (2, 3), (3, 4), (4, 5)):  # one hat each, nothing else
        field.tap(dev, hat(pair))
        for _ in range(3):
            ok(dev)  # hats -> black -> favourite -> next
    # hats: P1 type 1 at space 1 -> 1, P2 -> 2, P3 -> 3, P4 -> 4; one type
    # each, so the lowest card decides the cookie: P1's 2 (k=1) -> P1 6.
    # Teams (partners opposite): T1 = P1 + P3 = 6 + 3 = 9, T2 = P2 + P4 = 2 + 4 = 6.
    assert "som scores P1=6 P2=2 P3=3 P4=4 T1=9 T2=6 winner=T1 by=points" in log
    assert "som cookie holder=P1 types=1 by=card k=1 tied=P1,P2,P3,P4" in log
    pages = result_pages(dev)
    # each played 1 card, not 8, and entered no favourite: 8 warnings, still
    # scored; the check pages come first, a player's two warnings to a page
    assert len(pages) == 4 + 2 + 4  # the teams are on the ranking page
    for p in range(4):
        assert pages[p] == [
            "8 warnings %d/4" % (p + 1),
            "P%d: 1 card" % (p + 1),
            "played, not 8",
            "P%d: no favourite" % (p + 1),
            "^v page back fix",
        ]
    # the ranking by teams, each said by its players
    assert pages[4] == ["P1+P3 win", "P1+P3   9", "P2+P4   6", "^v page back fix"]
    # the table as entered, two spaces a line (x: face down; none here)
    assert pages[5][:4] == ["Hats: table", "1:1/1  2:2/1 ", "3:3/1  4:4/1 ", "5:5/1  6:6/1 "]
    assert pages[9] == ["P4 total 4", "hats         4", "black        0"] + [
        "favourite    0",
        "cookie       0",
        "hold ok: done",  # the last page
    ]


def test_four_players_sharing_the_place_are_teams_tied():
    # nothing played: every total 0, no black hats, nobody has the cookie
    # (no type): the teams share the place (docs/rules.md, Sombreros, Winner:
    # still tied)
    dev, log, field = session(4)
    for _ in range(13):
        ok(dev)
    assert log[-1] == "som scores P1=0 P2=0 P3=0 P4=0 T1=0 T2=0 winner=T1,T2 by=shared"
    res = dev.stack[-1]
    res.page = len(res.checks)
    assert screen(dev) == ["teams tie", "P1+P3   0 shared", "P2+P4   0 shared", "^v page back fix"]


def test_a_second_favourite_is_refused_and_blank_tags_are_named():
    dev, log, field = session(2)
    ok(dev)  # no table: straight to P1
    ok(dev)
    ok(dev)  # P1 favourite
    field.tap(dev, hat((4, 6)))
    field.tap(dev, hat((3, 2)))  # the next player's card, too early
    assert screen(dev)[2:4] == ["Favourite set", "tap it to remove"]
    assert dev.game.hands[0]["favourite"][:3] == (2, 4, 6)  # P1's favourite (3p + 2)
    field.tap(dev, ntag(213, uid_for((9, 9))))  # a blank sticker: said, not counted
    assert screen(dev)[2:4] == ["Blank tag", "no card data"]


def test_undo_shows_the_step_the_card_came_from():
    dev, log, field = session(2)
    ok(dev)
    ok(dev)
    ok(dev)  # P1 favourite
    field.tap(dev, hat((4, 6)))
    ok(dev)  # P2 hats
    dev.press("back", "long", 0)  # undo: P1's favourite, and the screen goes there
    assert log[-1] == "som undo card=4/6 step=P1-favourite"
    assert screen(dev)[0] == "P1 fav hat"


def test_a_card_resting_on_a_noisy_reader_is_counted_once_and_kept():
    # A card lying still (5 % of its answers garbled, an HLTA that
    # never takes) once ended "Taken back" with nobody touching anything.
    dev, log, field = session(2)
    rig = field.rig
    tag = hat((1, 3))
    tag.log = None
    tag.halts = False
    tag.noise(50, seed=11)
    place(rig, tag)
    for k in range(1250):  # 10 s, polled as nfc_loop polls
        rig.sim.advance_ms(8)
        ev = rig.reader.poll(rig.sim.ticks_ms(), k % 6 == 0)
        if ev is not None:
            dev.card_event(ev, rig.reader)
    assert dev.game.table == [(-1, 1, 3, "04500103102030")] + [None] * 4  # 2 players: 5 spaces
    assert [x for x in log if x.startswith("nfc tap")] == [
        'nfc tap uid=04500103102030 tag=ntag213 card="bg1 som hat 1 3"'
    ]
    assert not [x for x in log if x.startswith(("som again", "som back"))]


def test_every_warning_is_on_the_check_pages_before_the_ranking():
    # 2 players, 2 table hats, one hat for P1, none for P2,
    # no favourites. The check (docs/rules.md, Sombreros, The check): spaces 3,
    # 4, 5 empty; P1 played 1 card, P2 0 (not 8 each); neither entered a
    # favourite.
    dev, log, field = session(2)
    taps(dev, field, [(1, 3), (2, 4)])
    ok(dev)
    field.tap(dev, hat((3, 1)))
    for _ in range(6):
        ok(dev)  # P1 black, favourite, P2 hats, black, favourite, score
    assert [ln for ln in log if ln.startswith("som warn")] == [
        "som warn empty space=3",
        "som warn empty space=4",
        "som warn empty space=5",
        "som warn cards player=P1 count=1 expected=8",
        "som warn favourite player=P1 missing=1",
        "som warn cards player=P2 count=0 expected=8",
        "som warn favourite player=P2 missing=1",
    ]
    pages = result_pages(dev)
    # every one of the seven, in words, before the ranking; a warning is
    # never split across two pages (four lines a page)
    assert pages[:3] == [
        [
            "7 warnings 1/3",
            "Space 3 is empty",
            "Space 4 is empty",
            "Space 5 is empty",
            "^v page back fix",
        ],
        ["7 warnings 2/3", "P1: 1 card", "played, not 8", "P1: no favourite", "^v page back fix"],
        ["7 warnings 3/3", "P2: 0 cards", "played, not 8", "P2: no favourite", "^v page back fix"],
    ]
    # then the scores: P1's hat 3/1 is of a type not on the table (0), but
    # one type against none takes the cookie: P1 5, P2 0
    assert pages[3] == ["P1 wins", "1 P1   5", "2 P2   0", "^v page back fix"]
    assert "som scores P1=5 P2=0 winner=P1 by=points" in log
    assert len(pages) == 3 + 2 + 2  # checks, ranking, table, P1, P2


def test_one_warning_has_no_page_count():
    # a single warning: "1 warning", no 1/1
    dev, log, field = session(2)
    taps(dev, field, TABLE)
    ok(dev)
    play_hand(dev, field, P1)
    ok(dev)
    coll, black, untagged, fav = P2
    taps(dev, field, coll)
    ok(dev)
    taps(dev, field, black)
    ok(dev)
    ok(dev)  # no favourite for P2: scores 0 (its 1/6 scored 0 anyway)
    assert screen(dev) == ["1 warning", "P2: no favourite", "^v page back fix"]
    dev.press("down", "short", 0)
    assert screen(dev)[:3] == ["P2 wins", "1 P2  20", "2 P1  11"]


def test_tap_screens_read_from_the_seat():
    # Whose step and what to tap, and under it the running
    # count, in the big glyphs (10 x 14 px; drawn as capitals); the 8x8 lines
    # are the prompt and what the last tap did
    dev, log, field = session(2)
    assert bigs(dev) == [("tea table", 0, 2), ("0 of 5", 16, 2)] and on_glass(dev.view())
    taps(dev, field, [(1, 3), (2, 4)])
    assert bigs(dev) == [("tea table", 0, 2), ("2 of 5", 16, 2)]
    assert screen(dev)[2:4] == ["Hat 2/4", "on space 2"] and on_glass(dev.view())
    ok(dev)
    assert bigs(dev) == [("P1 hats", 0, 2), ("0", 16, 2)]
    assert screen(dev)[2:4] == ["Tap face-up hats", ""]
    field.tap(dev, hat((3, 1)))
    assert bigs(dev) == [("P1 hats", 0, 2), ("1", 16, 2)] and on_glass(dev.view())
    field.tap(dev, hat((3, 2)))
    assert bigs(dev) == [("P1 hats", 0, 2), ("2", 16, 2)]
    ok(dev)
    assert bigs(dev) == [("P1 black", 0, 2), ("0", 16, 2)]
    dev.press("up", "short", 0)  # an untagged black hat: counted, said in words
    assert bigs(dev) == [("P1 black", 0, 2), ("1", 16, 2)]
    assert screen(dev)[2:4] == ["Untagged: 1", "of 1 black hat"] and on_glass(dev.view())
    dev.press("up", "short", 0)
    assert screen(dev)[1:4] == ["2", "Untagged: 2", "of 2 black hats"]
    ok(dev)
    assert bigs(dev) == [("P1 fav hat", 0, 2), ("?", 16, 2)]  # not tapped yet
    assert screen(dev)[2] == "Tap favourite"
    field.tap(dev, hat((4, 6)))
    assert bigs(dev) == [("P1 fav hat", 0, 2), ("4/6", 16, 2)] and on_glass(dev.view())
    ok(dev)
    assert bigs(dev) == [("P2 hats", 0, 2), ("0", 16, 2)]
    for n in range(12):  # types 1 and 2, values 1..6 (other stickers of 1/3 and
        field.tap(dev, hat((1 + n // 6, 1 + n % 6), copy=1))  # 2/4: counted, warned)
    assert bigs(dev) == [("P2 hats", 0, 2), ("12", 16, 2)] and on_glass(dev.view())
    assert len([ln for ln in log if ln.startswith("som tap") and ln.endswith("twice=1")]) == 2
    # the resume menu's label counts the taps (untagged black hats are none)
    assert dev.game.snapshot()["label"] == "Hats 2p 17 taps"
    for _ in range(16):
        dev.press("back", "long", 0)  # undo all but the first tap
    assert dev.game.snapshot()["label"] == "Hats 2p 1 tap"


def test_a_tie_for_first_shares_the_place():
    # Tied players share the place, the next one skips
    # (docs/rules.md, Sombreros, Winner: points, then black hats, then the
    # cookie; still tied: they share). Table: type t on space t (3 players: 6
    # spaces).
    dev, log, field = session(3)
    taps(dev, field, [(1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1)])
    ok(dev)
    # P1: 6/2 6/3 = 6 + 6 = 12, one type; P2: 5/2 5/3 2/2 = 5 + 5 + 2 = 12, two
    # types; P3: 1/3 2/3 3/2 = 1 + 2 + 3 = 6, three types: the cookie, 11.
    # No black hats, no favourites: P1 and P2 tie on every key.
    for hand in ([(6, 2), (6, 3)], [(5, 2), (5, 3), (2, 2)], [(1, 3), (2, 3), (3, 2)]):
        taps(dev, field, hand)
        for _ in range(3):
            ok(dev)  # black, favourite, the next (the last: score)
    assert log[-1] == "som scores P1=12 P2=12 P3=11 winner=P1,P2 by=shared"
    assert [ln for ln in log if ln.startswith("som place")] == [
        "som place 1 player=P1 total=12 by=shared",
        "som place 1 player=P2 total=12 by=shared",
        "som place 3 player=P3 total=11 by=points",
    ]
    res = dev.stack[-1]
    for _ in range(len(res.checks)):  # the warnings first (2 or 3 cards, no favourites)
        dev.press("down", "short", 0)
    assert len(res.checks) == 3
    assert screen(dev) == [
        "P1+P2 win",
        "1 P1  12 shared",
        "1 P2  12 shared",
        "3 P3  11",
        "^v page back fix",
    ]
    assert on_glass(dev.view())


# --- the cookie question, box facts, hints, the tracker, the favourite ---


def cookie_question():
    """3 players, P1 hat 1/1 and P2 hat 2/1, nothing else: one type each,
    the lowest cards 1 and 1, then both run out: the device asks
    (docs/rules.md, Sombreros, Cookie). Returns the device on the question."""
    dev, log, field = session(3)
    taps(dev, field, [(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2)])
    ok(dev)
    field.tap(dev, hat((1, 1)))  # P1 hats
    for _ in range(3):
        ok(dev)  # P1 black, P1 favourite, P2 hats
    field.tap(dev, hat((2, 1)))
    for _ in range(6):
        ok(dev)  # ... P3 favourite, then score: asked
    return dev, log


def test_the_cookie_question_opens_unanswered():
    # The cookie is 5 points; a reflex ok must never give it.
    dev, log = cookie_question()
    assert log[-1] == "som cookie ask tied=P1,P2"
    assert screen(dev) == ["Cookie", "Who has it?", "?", "^v choose"]
    dev.button("ok", "down", 0)  # ok's edge: refused, a low tone, nothing scored
    dev.button("ok", "short", 0)
    assert log[-1] == 'ui error msg="Choose with ^ v"' and dev.cues[-1] == "error"
    assert v.texts(dev.view())[-1] == "Choose with ^ v"
    dev.press("ok", "long", 0)
    assert dev.stack[-1].heading == "Cookie" and not [ln for ln in log if "som scores" in ln]
    dev.press("up", "short", 0)  # up starts at the first: P1
    assert screen(dev) == ["Cookie", "Who has it?", "P1", "ok set ^v change"]
    dev.press("up", "short", 0)
    assert screen(dev)[2] == "P2"
    dev.press("back", "short", 0)  # not now: back to P3's favourite
    assert screen(dev)[0] == "P3 fav hat"
    ok(dev)  # asked again, unanswered again
    assert screen(dev)[2] == "?"
    dev.press("down", "short", 0)  # down starts at the last: P2
    assert screen(dev)[2] == "P2"
    ok(dev)
    # P1: 1 (space 1); P2: 2 (space 2) + 5 (cookie) = 7; P3: 0
    assert "som scores P1=1 P2=7 P3=0 winner=P2 by=points" in log
    assert "som cookie holder=P2 types=1 by=asked tied=P1,P2" in log


def test_a_second_sticker_with_a_face_is_counted_and_warned():
    # A box fact (docs/rules.md, Box facts (every game)): a second sticker with
    # the same face is counted where it is tapped and warned on the check pages;
    # the same sticker tapped again is still refused. With 2 players the tapped
    # black hats count towards the sixth type.
    dev, log, field = session(2)
    taps(dev, field, TABLE)  # 1/3 on space 1 ... 1/5 on space 5
    ok(dev)
    field.tap(dev, hat((1, 3), copy=1))  # another sticker saying 1/3
    assert screen(dev)[:4] == ["P1 hats", "1", "Hat 1/3", "same face twice"]
    assert log[-1] == "som tap player=P1 as=collection card=1/3 uid=04510103102030 twice=1"
    assert dev.cues[-1] == "card"
    field.tap(dev, hat((1, 3)))  # the table's own sticker: it cannot be here too
    assert screen(dev)[2:4] == ["Already placed", "table space 1"]
    field.tap(dev, hat((5, 1)))
    ok(dev)
    field.tap(dev, hat((6, 1)))  # a black hat of a sixth type
    ok(dev)
    field.tap(dev, hat((5, 2)))  # P1's favourite
    ok(dev)
    field.tap(dev, hat((2, 1)))  # P2: one hat, nothing else
    for _ in range(3):
        ok(dev)
    # types 1, 2, 3, 4 on the table, P1 1 and 5, black 6: six with 2 players.
    # P1: 1/3 -> space 1 = 1, 5/1 -> 0; black 1; fav t5: 1 - 2 = -1; types
    # {1, 5} + black = 3 against P2's 1: the cookie: 1 + 1 - 1 + 5 = 6.
    # P2: 2/1 -> space 2 = 2.
    assert [ln for ln in log if ln.startswith("som warn")] == [
        "som warn twice card=1/3 count=2",
        "som warn types count=6 allowed=5",
        "som warn cards player=P1 count=3 expected=8",
        "som warn cards player=P2 count=1 expected=8",
        "som warn favourite player=P2 missing=1",
    ]
    assert log[-1] == "som scores P1=6 P2=2 winner=P1 by=points"
    pages = result_pages(dev)
    assert pages[:4] == [
        ["5 warnings 1/3", "Hat 1/3 twice:", "the box has one", "6 hat types:", "2 players use 5"]
        + ["^v page back fix"],
        ["5 warnings 2/3", "P1: 3 cards", "played, not 8", "P2: 1 card", "played, not 8"]
        + ["^v page back fix"],
        ["5 warnings 3/3", "P2: no favourite", "^v page back fix"],
        ["P1 wins", "1 P1   6", "2 P2   2", "^v page back fix"],
    ]
    # the table as entered, and undo takes back the second sticker alone
    dev.press("back", "short", 0)
    for _ in range(5):
        dev.press("back", "long", 0)  # P2's hat, P1's fav, black, 5/1, the 1/3 copy
    assert log[-1] == "som undo card=1/3 step=P1-collection"
    assert dev.game.table[0] == (-1, 1, 3, "04500103102030")
    assert dev.game.hands[0]["collection"] == []


def test_the_last_step_says_ok_scores():
    # The hint names what ok does now
    dev, log, field = session(2)
    for _ in range(6):
        ok(dev)  # to P2's favourite
    assert screen(dev)[0] == "P2 fav hat"
    assert screen(dev)[-1] == "ok: score game"
    dev.hint_index = 1
    assert screen(dev)[-1] == "hold back: undo"
    dev.hint_index = 0
    dev.press("back", "short", 0)
    dev.press("back", "short", 0)  # P2 hats
    assert screen(dev)[-1] == "ok next back prv"


def test_the_tracker_shows_the_holder_in_big_glyphs():
    # The holder is what the table reads
    dev, log, field = tracker(4)
    assert bigs(dev) == [("No cookie", 29, 2)]
    field.tap(dev, hat((1, 2)))
    assert bigs(dev) == [("Cookie: P1", 29, 2)]
    assert screen(dev)[1:] == [
        "Hat 1/2",
        "to P1",
        "Cookie: P1",
        "1 0 0 0 types",
        "tap  ^ next turn",
    ]
    assert on_glass(dev.view())
    dev.press("up", "short", 0)
    field.tap(dev, hat((2, 2)))
    assert bigs(dev) == [("Ask: P1/P2", 29, 2)]  # tied to the last card
    dev.press("up", "short", 0)
    field.tap(dev, hat((3, 2)))  # three tied: narrow tall glyphs
    assert bigs(dev) == [("Ask: P1/P2/P3", 29, v.TALL)] and on_glass(dev.view())
    dev.press("up", "short", 0)
    field.tap(dev, hat((1, 2), copy=1))  # P4: another sticker of 1/2: counted
    assert screen(dev)[1:3] == ["Hat 1/2", "to P4, twice"]
    assert log[-2] == "som track player=P4 card=1/2 twice=1"
    assert bigs(dev) == [("Ask: P1/P2/P3/P4", 29, v.TALL)] and on_glass(dev.view())
    field.tap(dev, hat((1, 2)))  # P1's own sticker: refused
    assert screen(dev)[1:3] == ["Already P1's", "Hat 1/2"]


def test_the_tracker_resumes_with_its_holder():
    # The collections are kept, and so is what the screen said
    d = fresh_dir("build/test-som-tracker")
    log = []
    dev = Device(Scripted((3, 4), faces=True, cycle=True), log.append, 0, d)
    choose(dev, "Sombreros")
    choose(dev, "3 players")
    choose(dev, "Cookie tracker")
    field = Field(removals=False)
    field.tap(dev, hat((1, 2)))
    dev.press("up", "short", 0)
    field.tap(dev, hat((2, 1)))  # P2: lowest card 1 < 2
    assert bigs(dev) == [("Cookie: P2", 29, 2)]
    dev.flush()
    log2 = []
    dev2 = Device(None, log2.append, 0, d)
    assert log2[-1] == "sys saved game=som-track Cookie tracker"
    dev2.press("ok", "short", 0)  # Resume
    assert bigs(dev2) == [("Cookie: P2", 29, 2)]
    assert screen(dev2)[0] == "Cookie: turn P2" and screen(dev2)[4] == "1 1 0 types"


def test_a_bare_ok_on_an_empty_favourite_is_asked_and_a_reflex_keeps_the_step():
    # Every player ends with a favourite hat (docs/rules.md, Sombreros): an ok
    # pressed before it was tapped asks, and the reflex answer (ok again)
    # keeps the step, so P1's favourite is not lost to P2's collection.
    dev, log, field = session(2)
    taps(dev, field, [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5)])  # the table
    ok(dev)  # P1 hats
    taps(dev, field, [(1, 2)])
    ok(dev)  # P1 black hats
    ok(dev)  # P1 favourite
    assert log[-1] == "som step P1-favourite"
    dev.press("ok", "short", 0)  # nothing tapped yet
    assert screen(dev)[:3] == ["No favourite?", "Tap it first", "Go on without"]
    assert dev.stack[-1].pos == 0  # opens on the answer that keeps the step
    dev.press("ok", "short", 0)  # the reflex: still P1's favourite
    assert dev.stack == [dev.game] and log[-1] == "som step P1-favourite"
    assert screen(dev)[0] == "P1 fav hat"
    field.tap(dev, hat((1, 3)))
    dev.press("ok", "short", 0)  # tapped: on at once
    assert log[-1] == "som step P2-collection"
    dev.press("ok", "short", 0)
    dev.press("ok", "short", 0)  # P2 favourite: none
    dev.press("ok", "short", 0)
    dev.press("down", "short", 0)
    dev.press("ok", "short", 0)  # "Go on without": scored
    # P1: type 1 lies on space 1 (1), favourite type 1: 2 - 3 = -1, the
    # cookie (the only collection) 5; P2 nothing
    assert log[-1] == "som scores P1=5 P2=0 winner=P1 by=points"
    assert dev.game.hands[0]["favourite"][1:3] == (1, 3)
    assert dev.game.hands[1]["favourite"] is None


def test_a_card_tapped_while_no_favourite_asks_is_the_favourite():
    # The trial: "Tap it first" invites a tap, and the card tapped while
    # the question is open answers it (it was lost: no screen read cards).
    dev, log, field = session(2)
    taps(dev, field, [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5)])  # the table
    ok(dev)  # P1 hats
    taps(dev, field, [(1, 2)])
    ok(dev)
    ok(dev)  # P1 favourite
    dev.press("ok", "short", 0)
    assert dev.stack[-1].heading == "No favourite?" and dev.stack[-1].cards
    assert dev.stack[-1].cards_for is dev.game  # its cards stay the session's
    field.tap(dev, hat((1, 3)))
    assert dev.stack == [dev.game]  # answered: the question closed
    assert log[-1] == "som tap player=P1 as=favourite card=1/3 uid=04500103102030"
    assert dev.game.hands[0]["favourite"][1:3] == (1, 3)
    dev.press("ok", "short", 0)  # tapped: on at once
    assert log[-1] == "som step P2-collection"
