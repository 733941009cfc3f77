"""Sombreros in Español and Deutsch (docs/languages.md), both runtimes:
the tap screens, the refusals, the check pages, the ranking and a
player's page, and the cookie tracker, each text worked out by hand from
the tables (companion/texts/*_som.py, *_score.py); nothing cut to the
glass (``view.cut``); the serial log stays English, word for word, while
the toast is translated. Every test ends back in English."""

from nfc_field import Field
from test_sombreros_ui import P1, P2, SCORED_LOG, TABLE, hat, taps

from companion import lang
from companion.device import Device
from companion.ui import view as v
from support import choose


def boot(code):
    """A device whose screens speak ``code`` (the language changed as the
    settings screen changes it: ``lang.use``, then ``dev.relang``)."""
    log = []
    dev = Device(None, log.append, 0, None)
    lang.use(code)
    dev.relang()
    v.cut = None
    return dev, log


def screen(dev):
    return v.texts(dev.view())


def ok(dev):
    """``ok``; a favourite step with none tapped asks first: answered with
    its second line (go on without), as the English tests do."""
    dev.press("ok", "short", 0)
    if getattr(dev.stack[-1], "heading", "") in ("¿Sin favorito?", "Kein Favorit?"):
        dev.press("down", "short", 0)
        dev.press("ok", "short", 0)


def hand(dev, field, cards):
    coll, black, untagged, fav = cards
    taps(dev, field, coll)
    ok(dev)
    taps(dev, field, black)
    for _ in range(untagged):
        dev.press("up", "short", 0)
    ok(dev)
    taps(dev, field, [fav])


def test_a_spanish_session_from_the_table_to_the_scores():
    dev, log = boot("es")
    try:
        field = Field(removals=False)
        choose(dev, "Sombreros")  # the game's own name in every language
        assert dev.stack[-1].labels() == ["2 jugadores", "3 jugadores", "4 jugadores"]
        choose(dev, "2 jugadores")
        assert dev.stack[-1].heading == "Sombreros 2 j."
        choose(dev, "Puntuar final")
        assert log[-1] == "som session start players=2"
        assert screen(dev) == ["mesa de té", "0 de 5", "Toca espacio 1", "", "ok sig atrás ant"]
        dev.press("back", "long", 0)  # nothing to undo: said in Spanish, logged in English
        assert log[-1] == 'ui error msg="Nothing to undo"'
        assert dev.toast_text == "Nada a deshacer"
        taps(dev, field, TABLE)
        assert screen(dev)[:4] == ["mesa de té", "5 de 5", "Sombrero 1/5", "en el espacio 5"]
        ok(dev)
        # the step's name is longer than the big glyphs' 10: the tall ones
        items = dev.view()
        assert items[0][3] == "J1 sombreros" and items[0][4] == v.TALL
        assert screen(dev)[1:4] == ["0", "Toca boca arriba", ""]
        field.tap(dev, hat((1, 3)))  # lies on the table
        assert log[-1] == "som refused uid=04500103102030 card=1/3 at=table"
        assert screen(dev)[2:4] == ["Ya colocado", "mesa, espacio 1"]
        field.tap(dev, hat((2, 1)))
        assert screen(dev)[2:4] == ["Sombrero 2/1", "añadido"]
        dev.press("back", "long", 0)
        assert log[-1] == "som undo card=2/1 step=P1-collection"
        assert screen(dev)[2:4] == ["Deshecho", "Sombrero 2/1"]
        coll, black, untagged, fav = P1
        taps(dev, field, coll)
        ok(dev)
        assert screen(dev)[:3] == ["J1 negros", "0", "Toca los negros"]
        taps(dev, field, black)
        dev.hint_index = 1
        assert screen(dev)[-1] == "atrás largo:desh"
        dev.hint_index = 0
        for _ in range(untagged):
            dev.press("up", "short", 0)
        assert screen(dev)[2:5] == ["Sin tocar: 2", "de 4 sombreros", "ok sig. ^v +/-"]
        ok(dev)
        assert dev.view()[0][3] == "J1 favorito" and screen(dev)[1:3] == ["?", "Toca el favorito"]
        taps(dev, field, [fav])
        assert screen(dev)[1:4] == ["2/6", "Sombrero 2/6", "favorito"]
        ok(dev)
        hand(dev, field, P2)
        assert screen(dev)[-1] == "ok: puntuar"
        ok(dev)  # scored: the log as in English
        i = log.index(SCORED_LOG[0])
        assert log[i:] == SCORED_LOG
        assert screen(dev) == ["Gana J2", "1 J2  20", "2 J1  11", "^v pág atrás:cor"]
        dev.press("down", "short", 0)
        assert screen(dev)[:2] == ["Mesa de té", "1:1/3  2:2/4 "]
        dev.press("down", "short", 0)
        assert screen(dev) == [
            "J1 total 11",
            "colección    7",
            "negros       4",
            "favorito     0",
            "galleta      0",
            "^v pág atrás:cor",
        ]
        dev.press("down", "short", 0)  # the last page: done first
        assert screen(dev)[0] == "J2 total 20" and screen(dev)[-1] == "ok largo: fin"
        assert v.cut is None
    finally:
        lang.use("en")


def test_german_check_pages_and_the_teams_ranking():
    dev, log = boot("de")
    try:
        field = Field(removals=False)
        choose(dev, "Sombreros")
        choose(dev, "4 Spieler")
        assert dev.stack[-1].labels() == ["Endwertung", "Keks verfolgen"]
        choose(dev, "Endwertung")
        assert screen(dev)[:3] == ["Teetisch", "0 von 6", "Feld 1 tippen"]
        taps(dev, field, [(1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1)])
        field.tap(dev, hat((7, 1)))  # a seventh: the table is full
        assert screen(dev)[2:4] == ["Tisch ist voll", "ok: zu Spielern"]
        ok(dev)
        assert screen(dev)[:3] == ["S1 Hüte", "0", "Offene tippen"]
        for pair in ((1, 2), (2, 3), (3, 4), (4, 5)):  # one hat each, nothing else
            field.tap(dev, hat(pair))
            for _ in range(3):
                ok(dev)
        # the same scores as the English test (test_sombreros_ui): T1 wins
        assert "som scores P1=6 P2=2 P3=3 P4=4 T1=9 T2=6 winner=T1 by=points" in log
        res = dev.stack[-1]
        pages = []
        for _ in range(res.pages):
            pages.append(screen(dev))
            dev.press("down", "short", 0)
        for p in range(4):
            assert pages[p] == [
                "8 Hinweise %d/4" % (p + 1),
                "S%d: 1 Karte" % (p + 1),
                "gelegt, nicht 8",
                "S%d: kein Favorit" % (p + 1),
                "^v blättern",
            ]
        assert pages[4] == ["Sieg S1+S3", "S1+S3   9", "S2+S4   6", "^v blättern"]
        assert pages[5][0] == "Teetisch"
        assert pages[9] == [
            "S4 gesamt 4",
            "Hüte         4",
            "schwarz      0",
            "Favorit      0",
            "Keks         0",
            "ok lang: fertig",
        ]
        assert v.cut is None
    finally:
        lang.use("en")


def test_german_tracker_says_who_holds_the_keks():
    dev, log = boot("de")
    try:
        field = Field(removals=False)
        choose(dev, "Sombreros")
        choose(dev, "3 Spieler")
        choose(dev, "Keks verfolgen")
        assert log[-1] == "som tracker start players=3"
        assert screen(dev) == ["Keks: Zug S1", "", "", "Kein Keks", "tippen ^ weiter"]
        field.tap(dev, hat((1, 2)))
        assert screen(dev)[1:4] == ["Hut 1/2", "an S1", "Keks: S1"]
        dev.press("up", "short", 0)
        field.tap(dev, hat((2, 1)))
        assert log[-1] == "som cookie holder=P2 types=1 by=card k=1 tied=P1,P2"
        assert screen(dev)[3:5] == ["Keks: S2", "1 1 0 Sorten"]
        dev.press("up", "short", 0)  # S3
        dev.press("down", "short", 0)  # a black hat
        assert screen(dev)[1:3] == ["Schwarze Hüte", "S3: 1"]
        field.tap(dev, hat((2, 1)))  # S2's card
        assert screen(dev)[1:3] == ["Gehört schon S2", "Hut 2/1"]
        dev.press("back", "long", 0)  # undo: tap the card again instead
        assert log[-1] == 'ui error msg="Tap it again"'
        assert dev.toast_text == "Nochmal tippen"
        field.tap(dev, hat((3, 4)))
        field.tap(dev, hat((3, 4)))
        assert screen(dev)[:3] == ["Hut 3/4 gezählt", "Behalten", "Zurücknehmen"]
        choose(dev, "Zurücknehmen")
        assert log[-1] == "som cookie ask tied=P1,P2,P3 types=1 k=1"
        assert screen(dev)[3] == "Wer? S1/S2/S3"
        dev.hint_index = 2
        assert screen(dev)[-1] == "ok lang: werten"
        assert v.cut is None
    finally:
        lang.use("en")


def test_the_language_changed_on_the_session_is_drawn_at_once():
    log = []
    dev = Device(None, log.append, 0, None)
    try:
        choose(dev, "Sombreros")
        choose(dev, "2 players")
        choose(dev, "Score the end")
        assert screen(dev)[:3] == ["tea table", "0 of 5", "Next: space 1"]
        lang.use("es")
        dev.relang()
        assert screen(dev)[:3] == ["mesa de té", "0 de 5", "Toca espacio 1"]
        lang.use("de")
        dev.relang()
        assert screen(dev)[:3] == ["Teetisch", "0 von 5", "Feld 1 tippen"]
    finally:
        lang.use("en")


def test_the_spanish_cookie_question_names_the_seats():
    # the 3-player tie of test_sombreros_ui.cookie_question, in Spanish
    dev, log = boot("es")
    try:
        field = Field(removals=False)
        choose(dev, "Sombreros")
        choose(dev, "3 jugadores")
        choose(dev, "Puntuar final")
        taps(dev, field, [(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2)])
        field.tap(dev, hat((7, 1)))
        assert screen(dev)[2:4] == ["Mesa llena", "ok: a jugadores"]
        ok(dev)
        field.tap(dev, hat((1, 1)))
        for _ in range(3):
            ok(dev)
        field.tap(dev, hat((2, 1)))
        for _ in range(6):
            ok(dev)
        assert log[-1] == "som cookie ask tied=P1,P2"
        assert screen(dev)[:3] == ["Galleta", "¿Quién la tiene?", "?"]
        dev.press("up", "short", 0)
        assert screen(dev)[2] == "J1"
        dev.press("up", "short", 0)
        assert screen(dev)[2] == "J2"
        dev.press("ok", "short", 0)
        assert "som cookie holder=P2 types=1 by=asked tied=P1,P2" in log
        assert screen(dev)[0] == "6 avisos 1/3"
        res = dev.stack[-1]
        res.page = len(res.checks)  # the ranking after the check pages
        assert screen(dev)[:3] == ["Gana J2", "1 J2   7", "2 J1   1"]
        assert v.cut is None
    finally:
        lang.use("en")


def test_a_rules_refusal_is_shown_in_the_language_and_logged_in_english():
    # what finish() shows of a RuleError (the taps prevent one)
    try:
        for code, shown in (
            ("en", "Not tied"),
            ("es", "No hay empate"),
            ("de", "Kein Gleichstand"),
        ):
            lang.use(code)
            assert lang.why(lang.text("som", 0), "Not tied") == shown
            assert lang.why(lang.text("som", 0), "Bad card") == "Bad card"  # none: as raised
    finally:
        lang.use("en")
