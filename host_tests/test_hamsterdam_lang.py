"""Hamsterdam in Español and Deutsch (docs/languages.md): whole games walked
through the device with the language set, the texts on the glass checked
exactly (worked out by hand from companion/texts/es_hd.py and de_hd.py and
the layouts of hamsterdam_ui), nothing cut (``view.cut``), the serial log
English throughout, a refusal logged in English and shown translated, and
a language change applied to the game on screen at once."""

from fakes import Scripted

from companion import lang
from companion import settings as cfg
from companion.device import Device
from companion.ui import view as v
from support import choose, labels


def game(code, players=2, variant=None, faces=(1, 1)):
    """A Hamsterdam game of ``players`` started through the menus in
    language ``code`` (picked by their labels in that language)."""
    settings = dict(cfg.DEFAULTS)
    settings["lang"] = code
    log = []
    dev = Device(Scripted(faces, faces=True, cycle=True), log.append, 0, None, settings)
    v.cut = None
    choose(dev, "Hamsterdam")
    choose(dev, {"es": "%d jugadores", "de": "%d Spieler"}[code] % players)
    choose(dev, variant)
    return dev, log


def keys(dev, seq):
    """seq: 'o' ok, 'u' up, 'd' down, 'b' back; capitals hold."""
    names = {"o": "ok", "u": "up", "d": "down", "b": "back"}
    for ch in seq.split():
        dev.press(names[ch.lower()], "long" if ch.isupper() else "short", 0)


def texts(dev):
    return v.texts(dev.view())


def hint(dev):
    return [it[3] for it in dev.view() if it[0] == "t" and it[2] == v.HINT_Y][0]


def test_a_spanish_game_from_the_setup_to_the_winner():
    try:
        settings = dict(cfg.DEFAULTS)
        settings["lang"] = "es"
        dev = Device(None, [].append, 0, None, settings)
        v.cut = None
        choose(dev, "Hamsterdam")
        assert labels(dev) == ["2 jugadores", "3 jugadores", "4 jugadores"]
        choose(dev, "2 jugadores")
        assert labels(dev) == ["Estándar", "Clásico"] and hint(dev) == "con roturas"
        keys(dev, "d")
        assert hint(dev) == "sin roturas"

        dev, log = game("es", variant="Clásico")
        assert texts(dev) == ["R1 T1/12 0/10", "J1", "tira", ">J1", "0/0", "J2", "0/0", "ok tira"]
        keys(dev, "d")  # a flood before the roll: refused, logged in English
        assert log[-1] == 'ui error msg="Roll first"' and dev.toast_text == "Primero tira"
        keys(dev, "o")
        assert hint(dev) == "ok tira v inunda"
        keys(dev, "D")  # a token to the pile from an empty dam
        assert log[-1] == 'ui error msg="P1 dam is empty"'
        assert dev.toast_text == "J1: presa vacía"
        keys(dev, "u u")  # (two players: the cursor back on J1)
        turns = []
        for i in range(1, 6):
            dev.hint_index = i
            turns.append(hint(dev))
        dev.hint_index = 0
        assert turns == [
            "^ jug. v inunda",
            "v largo: a pila",
            "x/y: presa/pila",
            "ok largo: espec.",
            "atrás largo:desh",
        ]
        # J1 dam 1 pile 5, J2 dam 1 pile 5: the target (10) reached
        keys(dev, "d D D D D D u d D D D D D")
        assert texts(dev)[0] == "Últ.tirada 10/10" and hint(dev) == "ok: ¿terminar?"
        keys(dev, "o")
        assert dev.stack[-1].heading == "¿Fin de partida?"
        assert labels(dev) == ["No, más fichas", "Sí, terminar"]
        keys(dev, "d o")  # 6-6: the tie question
        assert texts(dev) == ["EMPATE a 6", "J1 TIENE", "?", "hámsters+espec.", "^v elige ok fija"]
        keys(dev, "o")
        assert log[-1] == 'ui error msg="Choose with ^ v"' and dev.toast_text == "Elige con ^ v"
        keys(dev, "u u u o u u o")  # J1 2 hamsters left, J2 1
        assert log[-1] == "hd game over tiebreak P1=2 P2=1 winner=P1"
        assert texts(dev)[:2] == ["¡GANA J1!", "más hámsters"]
        over = dev.game
        assert over is not None and over.snapshot()["label"] == "Hamsterdam over"  # English
        keys(dev, "o")
        assert texts(dev) == ["Total presa+pila", "1 J1  1+5 = 6", "2 J2  1+5 = 6", "ok: volver"]
        keys(dev, "b b")
        assert labels(dev) == [
            "Histograma",
            "Resultados",
            "Deshacer último",
            "Ajustes",
            "Nueva partida",
        ]
        choose(dev, "Nueva partida")
        assert dev.stack[-1].heading == "¿Nueva partida?"
        assert labels(dev) == ["No, quedarme", "Sí, nueva"]
        assert v.cut is None
    finally:
        lang.use("en")


def test_a_german_breach_asks_in_german_and_logs_in_english():
    try:
        dev, log = game("de", variant="Standard")
        # S1: dam 4, pile 3 (a breach): the number, then the tokens on it
        keys(dev, "o d d d d D D D")
        assert texts(dev) == ["S1 BRUCH bei 3", "ZAHL?", "?", "Karte umgedreht", "^v wählen ok: ja"]
        keys(dev, "b")
        assert dev.stack[-1].heading == "Zurückgehen?"
        assert labels(dev) == ["Nein, antworten", "Ja, rückgängig"]
        keys(dev, "o u o")  # answer it: number 2
        assert texts(dev)[:4] == ["S1 Karte 2", "MARKER?", "?", "darauf (Damm 4)"]
        keys(dev, "u u u u o")  # 3 tokens: pile 6 crosses 5 and 6, two more flips
        assert log[-2:] == [
            "hd flip player=P1 number=2 tokens=3 dam=1 pile=6",
            "hd breach player=P1 pile=6 owed=2",
        ]
        assert texts(dev)[:4] == ["S1 Karte 1 von 2", "ZAHL?", "?", "Karte umgedreht"]
        keys(dev, "u u o")
        assert texts(dev)[3] == "Karte 3 Damm 1"
        assert v.cut is None
    finally:
        lang.use("en")


def test_german_turns_movement_and_the_specials():
    try:
        dev, log = game("de", players=3, variant="Standard", faces=(3, 4, 1, 2, 6, 6, 5, 5))
        assert texts(dev)[:3] == ["R1 Z1/12 0/15", "S1", "würfelt"]
        keys(dev, "o O")  # the roll 3+4; the specials
        assert dev.stack[-1].heading == "Spezialhamster"
        assert labels(dev) == [
            "Buffster S1",
            "Physicister S1",
            "Spinster S1",
            "Gangster+1 S1",
            "Gangster-1 S1",
            "Ninjaster S1",
            "Whack-a-Mole S1",
            "Marker weg S1",
            "Flut Damm S1",
            "Flut Stapel S1",
        ]
        choose(dev, "Physicister S1")
        assert labels(dev) == ["Neuer Wurf 1+2", "Alter Wurf 3+4"]
        keys(dev, "b O")
        choose(dev, "Whack-a-Mole S1")
        assert dev.toast_text == "Maulwurf bei 12"
        assert log[-1] == "hd special whackamole player=P1 mole=12"
        keys(dev, "o o")
        assert hint(dev) == "ok: zur Bewegung"
        keys(dev, "o")
        assert texts(dev)[:3] == ["BEWEGUNG R1", "Hamster auf", "Marker: v"]
        assert hint(dev) == "ok: alle bewegt"
        keys(dev, "O")
        choose(dev, "Bombster S3")
        assert dev.stack[-1].heading == "Bombster S3"
        assert labels(dev) == ["Ziel S1", "Ziel S2"]
        choose(dev, "Ziel S2")
        assert dev.stack[-1].heading == "Bombe auf S2"
        assert labels(dev) == ["Auf Dammkarte", "Hatte Marker"]
        choose(dev, "Hatte Marker")  # S2's dam is empty: refused
        assert log[-1] == 'ui error msg="P2 dam is empty"' and dev.toast_text == "S2: Damm leer"
        keys(dev, "b")
        assert labels(dev)[:3] == ["Histogramm", "Ergebnis", "Rückgängig"]
        choose(dev, "Histogramm")
        assert texts(dev)[0] == "Würfe: 3" and hint(dev) == "Summe ok: zurück"
        assert v.cut is None
    finally:
        lang.use("en")


def test_shared_wins_fit_ten_big_glyphs_in_every_language():
    from companion.ui import hamsterdam_ui

    want = {
        "en": (["P1+P2 WIN", "tied on hamsters"], ["P1+P2+P3", "share the win"]),
        "es": (["¡J1 Y J2!", "ganan empatados"], ["J1+J2+J3", "ganan empatados"]),
        "de": (["SIEG S1+S2", "Gleichstand"], ["S1+S2+S3", "teilen den Sieg"]),
    }
    last = {"en": "ALL 4 WIN", "es": "¡EMPATE!", "de": "4 SIEGER"}
    try:
        for code in lang.CODES:
            lang.use(code)
            v.cut = None
            two = v.texts(hamsterdam_ui._shared([0, 1]))
            three = v.texts(hamsterdam_ui._shared([0, 1, 2]))
            four = v.texts(hamsterdam_ui._shared([0, 1, 2, 3]))
            assert (two, three) == want[code], code
            assert four[0] == last[code], code
            assert v.cut is None, (code, v.cut)
    finally:
        lang.use("en")


def test_a_language_change_applies_to_the_game_on_screen():
    try:
        dev, log = game("es", variant="Estándar")
        assert texts(dev)[:4] == ["R1 T1/12 0/10", "J1", "tira", ">J1"]
        lang.use("de")  # what Settings does, then the device
        dev.relang()
        assert texts(dev) == [
            "R1 Z1/12 0/10",
            "S1",
            "würfelt",
            ">S1",
            "0/0",
            "S2",
            "0/0",
            "ok würfeln",
        ]
        lang.use("en")
        dev.relang()
        assert texts(dev)[:4] == ["R1 T1/12 0/10", "P1", "to roll", ">P1"]
        assert log == [
            "sys boot version=0.1.0",
            "sys settings lang=es",
            "hd game start players=2 variant=standard target=10",
        ]
    finally:
        lang.use("en")


def test_the_rules_refusals_read_translated_and_fit_a_toast():
    cases = (
        ("Roll first", "Primero tira", "Erst würfeln"),
        ("P2 pile max 99", "J2: pila máx 99", "S2 Stapel max 99"),
        ("P4 ignores roll", "J4 ignora tirada", "S4 setzt aus"),
        ("All 7 flipped", "7 ya volteado", "Alle 7 gewendet"),
        ("Only 3 on dam", "Solo 3 en presa", "Nur 3 auf Damm"),
        ("Bad face", "Bad face", "Bad face"),  # no player meets it: left English
    )
    try:
        for i, code in ((1, "es"), (2, "de")):
            lang.use(code)
            pairs = lang.text("hd", 0)
            for case in cases:
                assert lang.why(pairs, case[0]) == case[i], (code, case)
            for _en, tr in pairs:
                assert len(tr.replace("%s", "J1")) <= 16, (code, tr)
    finally:
        lang.use("en")
