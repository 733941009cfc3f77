"""Stramash in Español and Deutsch, both runtimes (docs/languages.md): the
setup menu and page, the race, a refusal (the log English, the toast in
the language), the game over and results, and every page of the card
reference in the three languages, nothing cut. The Spanish words are the
rule sheet's (stramash.es.txt: Mozos, Muelle, Castillo, Parcelas,
Camorrero, Sota); the German ones are ours (docs/glossary.de.md). Expected
texts worked out by hand from the tables."""

from companion import lang
from companion.device import Device
from companion.rules import stramash as st
from companion.ui import view as v
from support import choose, labels


def press(dev, button, n=1, kind="short"):
    for _ in range(n):
        dev.press(button, kind, 0)
        dev.flush()


def pick(dev, label):
    choose(dev, label)
    dev.flush()


def screen(dev):
    return v.texts(dev.view())


def device(code="en"):
    """A device on the Stramash setup menu in language ``code`` (as
    Settings changes it), nothing cut so far."""
    log = []
    dev = Device(None, log.append, 0)
    lang.use(code)
    dev.relang()
    v.cut = None
    pick(dev, "Stramash")
    return dev, log


def pages(dev):
    """Every page of the card reference (from the setup menu's last entry,
    already picked): [title, line, ...] each, the hint left out."""
    out = []
    for _ in st.RANKS:
        out.append(screen(dev)[:-1])
        press(dev, "down")
    return out


def test_english_pages_say_what_each_rank_allows():
    # docs/rules.md, Stramash, Card moves: Ace 1 or leave the dock; K/Q/J 10
    # or leave the dock; 2-6, 9, 10 their number; 7 seven or split between
    # two laddies; 8 backwards 8, never back into the castle; Joker (Bonnie
    # Fechter) takes the place of an opponent laddie in play, which goes to
    # its dock, not one in its castle. (The rules module kept these until the
    # pages moved into the language tables.)
    dev, _ = device()
    pick(dev, "Card reference")
    got = pages(dev)
    leave = ["or leave the", "dock for the", "start space"]
    assert got[0] == ["Ace", "Move 1 forward"] + leave
    for i, name in ((10, "Jack"), (11, "Queen"), (12, "King")):
        assert got[i] == [name, "Move 10 forward"] + leave
    plain = ((2, "Two"), (3, "Three"), (4, "Four"), (5, "Five"), (6, "Six"), (9, "Nine"))
    for n, name in plain + ((10, "Ten"),):
        assert got[st.rank_index(n)] == [name, "Move %d forward" % n]
    assert got[6] == [
        "Seven",
        "Move 7 forward",
        "or split it",
        "between two",
        "laddies in play:",
        "2+5, 6+1, 4+3",
    ]
    assert got[7] == ["Eight", "Move 8 backwards", "only; never back", "into the castle"]
    assert got[13] == [
        "Joker",
        "Bonnie Fechter:",
        "take the place",
        "of any opponent",
        "in play: to dock",
        "(castle is safe)",
    ]
    assert v.cut is None


def test_every_page_fits_in_every_language():
    try:
        for code in lang.CODES:
            dev, _ = device(code)
            pick(dev, labels(dev)[-1])  # the card reference
            for page in pages(dev):
                assert 2 <= len(page) <= 6, (code, page)
                for line in page:
                    assert 0 < len(line) <= 16, (code, line)
            assert v.cut is None, (code, v.cut)
    finally:
        lang.use("en")


def test_spanish_pages_use_the_sheets_words():
    try:
        dev, _ = device("es")
        pick(dev, "Ver cartas")
        got = pages(dev)
        assert got[0] == ["As", "Avanza 1", "o deja el Muelle", "por la casilla", "de salida"]
        assert got[10][:2] == ["Sota", "Avanza 10"]
        assert got[7] == ["Ocho", "Solo retrocede 8", "¡nunca de vuelta", "al Castillo!"]
        assert got[13] == [
            "Camorrero",
            "Roba el sitio a",
            "un Mozo rival en",
            "juego: vuelve a",
            "su Muelle.",
            "(no en Castillo)",
        ]
        dev, _ = device("de")
        pick(dev, "Kartenhilfe")
        got = pages(dev)
        assert got[0] == ["Ass", "1 Feld vor", "oder verlässt", "das Dock zum", "Startfeld"]
        assert got[1] == ["Zwei", "2 Felder vor"]
        assert got[12][0] == "König"
        assert v.cut is None
    finally:
        lang.use("en")


def test_spanish_game_in_pairs():
    try:
        dev, log = device("es")
        assert labels(dev) == [
            "2j - 2 mazos",
            "3j - 2 mazos",
            "4j - 2 mazos",
            "5j - 3 mazos",
            "6j - 3 mazos",
            "Ver cartas",
        ]
        pick(dev, "4j - 2 mazos")
        assert dev.stack[-1].heading == "¿Por parejas?"
        pick(dev, "Sí, por parejas")
        assert screen(dev) == [
            "4 jug., parejas",
            "Baraja 2 mazos",
            "con Camorreros;",
            "reparte 5 cartas",
            "Parejas: J1+J3",
            "J2+J4",
            "ok: a la carrera",
        ]
        press(dev, "ok")
        assert screen(dev)[:2] == ["Ronda 1: J1", "J1"]
        assert screen(dev)[-1] == "ok sig ^Castillo"
        # a refusal: the log keeps the rules' English, the toast is Spanish
        press(dev, "down")
        assert dev.stack[-1].heading == "Correcciones"
        assert labels(dev) == ["Turno atrás", "J1: 0 Castillo", "J2: 0 Castillo"] + [
            "J3: 0 Castillo",
            "J4: 0 Castillo",
        ]
        pick(dev, "Turno atrás")
        assert log[-1] == 'ui error msg="First turn"'
        assert dev.toast_text == "Primer turno"
        # J1 brings all five home: from then on J1 plays for J3
        press(dev, "up", 5)
        assert screen(dev)[:2] == ["R1: J1 por J3", "J1 POR J3"]
        press(dev, "up", 5)  # J3's five too: the pair wins
        assert log[-1] == "st game over winner=P1+P3 home=P1:5,P2:0,P3:5,P4:0"
        assert screen(dev) == [
            "Fin partida R1",
            "GANA J1+J3",
            "10 en Castillo",
            "ok: resultados",
        ]
        press(dev, "up")  # over: refused, in Spanish on the glass
        assert log[-1] == 'ui error msg="Game over"'
        assert dev.toast_text == "Fin de partida"
        press(dev, "ok")
        assert screen(dev) == [
            "Mozos a salvo",
            "1 J1:5+J3:5 =10",
            "2 J2:0+J4:0 =0",
            "tecla: volver",
        ]
        press(dev, "ok")
        press(dev, "back")
        assert dev.stack[-1].heading == "Stramash"
        assert labels(dev) == [
            "Ver cartas",
            "Preparación",
            "Resultados",
            "Deshacer",
            "Ajustes",
            "Nueva partida",
        ]
        assert v.cut is None, v.cut
    finally:
        lang.use("en")


def test_german_six_singles():
    try:
        dev, log = device("de")
        pick(dev, "6 Sp.: 3 Decks")
        assert dev.stack[-1].heading == "In Paaren?"
        pick(dev, "Nein, einzeln")
        assert screen(dev) == [
            "6 Spieler",
            "Mische 3 Decks",
            "mit den Jokern;",
            "gib je 5 Karten",
            "S1 beginnt.",
            "ok: zum Rennen",
        ]
        press(dev, "ok")
        press(dev, "ok", 5)  # to S6
        assert screen(dev)[:2] == ["Runde 1: S6", "S6"]
        assert [t for t in screen(dev)[2:-1] if t.startswith("S")] == [
            "S1",
            "S2",
            "S3",
            "S4",
            "S5",
            "S6",
        ]
        press(dev, "down")
        assert labels(dev)[-1] == "S6: 0 in Burg"
        pick(dev, "S6: 0 in Burg")
        assert screen(dev)[:2] == ["S6 korrigieren", "S6: in der Burg"]
        press(dev, "up", 5)
        press(dev, "ok")
        assert log[-1] == "st game over winner=P6 home=P1:0,P2:0,P3:0,P4:0,P5:0,P6:5"
        assert screen(dev)[:3] == ["Spielende R1", "S6 SIEGT", "5 in der Burg"]
        press(dev, "ok")
        assert screen(dev)[:3] == ["In der Burg", "1 S6: 5", "2 S1: 0"]
        assert v.cut is None, v.cut
    finally:
        lang.use("en")
