"""The decks (companion.nfc.decks): every card of every game, its count and
long name. Runs on CPython and the MicroPython unix port. Card counts are
from docs/rules.md (Sombreros, Clocktowers); the floor-animal split is the
module's Decision."""

from companion.nfc import decks, writer
from companion.nfc import payload as pl
from support import check, raises


def counts(game, kind=None, attr=None):
    total = 0
    for card, n in decks.catalogue(game):
        if kind in (None, card.kind) and (attr is None or attr in card.attrs):
            total += n
    return total


def test_sombreros_catalogue():
    cat = decks.catalogue("som")
    assert len(cat) == 42 and counts("som") == 42  # 7 types x values 1..6, one each
    assert [n for _, n in cat] == [1] * 42
    assert cat[0][0].text() == "bg1 som hat 1 1" and cat[-1][0].text() == "bg1 som hat 7 6"


def test_clocktowers_catalogue():
    assert counts("clk") == 66
    assert counts("clk", "clock") == 18
    assert counts("clk", "clock", "mouse") == 9 and counts("clk", "clock", "none") == 9
    assert counts("clk", "roof") == 20
    for colour in ("red", "blue", "green", "yellow", "purple"):
        assert counts("clk", "roof", colour) == 4
    assert counts("clk", "floor") == 28
    floors = [(c.attrs, n) for c, n in decks.catalogue("clk") if c.kind == "floor"]
    assert sum(n for a, n in floors if a[0] == 1) == 14
    assert sum(n for a, n in floors if a[0] == 2) == 14
    # Decision: per storey count 5 cat, 5 mouse, 4 none
    assert sorted(floors) == sorted(
        [((s, a), n) for s in (1, 2) for a, n in (("cat", 5), ("mouse", 5), ("none", 4))]
    )


def test_every_catalogue_card_round_trips_and_fits_the_screen():
    assert [g for g, _ in decks.games()] == ["som", "clk", "st", "hd"]
    assert decks.catalogue("hd") == []
    raises(ValueError, decks.catalogue, "chess")
    for game in ("som", "clk"):
        texts = set()
        for card, _n in decks.catalogue(game):
            text = card.text()
            texts.add(text)
            check(pl.parse(text) == card and pl.parse(text.upper()) == card, text)
            check(pl.card_from_ndef(writer.text_message(text)) == card, text)
            check(len(card.label()) <= 16, card.label())
            check(len(writer.tlv_wrap(writer.text_message(text))) <= 32, text)  # 8 NTAG pages
        check(len(texts) == len(decks.catalogue(game)), game)


def test_the_decks_and_the_grammar_name_the_same_games_and_kinds():
    assert [d[0] for d in decks.DECKS] == [g[0] for g in pl.GRAMMAR]
    for (code, kinds), deck in zip(pl.GRAMMAR, decks.DECKS):
        check([k[0] for k in kinds] == [word for word, _fmt in deck[2]], code)


def test_long_names_and_a_kind_the_grammar_does_not_have():
    assert decks.name(pl.parse("bg1 str card a")) == "Playing card: ace"
    assert decks.name(pl.parse("bg1 str card joker")) == "Playing card: joker (Bonnie Fechter)"
    assert decks.name(pl.parse("bg1 clk floor 1 none")) == "1-storey floor, no animal"
    odd = pl.Card("som", "roof", ("red",))
    assert str(raises(ValueError, decks.name, odd)) == "no such card kind"
    assert str(raises(ValueError, odd.label)) == "no such card kind"


def test_the_card_screens_game_menus_make_no_catalogue():
    # The games with cards to tag, asked of the deck rows (no list kept)
    assert decks.games(True) == [("som", "Sombreros"), ("clk", "Clocktowers"), ("st", "Stramash")]


def test_a_deck_entry_is_made_alone_in_catalogue_order():
    # The card screens keep no catalogue (heap), only the card under their
    # cursor (decks.size, decks.entry).
    assert [decks.size(g) for g, _ in decks.games()] == [42, 13, 14, 0]
    assert decks.entry("som", 5)[0].text() == "bg1 som hat 1 6"  # the last word turns fastest
    assert decks.entry("som", 6)[0].text() == "bg1 som hat 2 1"
    assert decks.entry("clk", 12) == (pl.parse("bg1 clk roof purple"), 4)
    for game in ("som", "clk", "st", "hd"):
        raises(IndexError, decks.entry, game, decks.size(game))
        raises(IndexError, decks.entry, game, -1)
    raises(ValueError, decks.size, "chess")
