"""Hamsterrolle in Español and Deutsch, both runtimes (docs/languages.md):
the setup, the turn screen, its hints and status, the end-of-turn menu,
refusals (the log English, the toast in the language), the winner and the
results. The German words are the rule sheet's (hamsterrolle.de.txt:
Spielsteine, Steine, einbauen, Spielende); the Spanish ones are ours
(docs/glossary.es.md). Expected texts worked out by hand from the tables."""

from companion import lang
from companion.device import Device
from companion.ui import view as v
from support import choose, labels

NAMES = {"o": "ok", "u": "up", "d": "down", "b": "back"}


def keys(dev, seq, now=0):
    """seq: 'o' ok, 'u' up, 'd' down, 'b' back; capitals hold."""
    for ch in seq.split():
        dev.press(NAMES[ch.lower()], "long" if ch.isupper() else "short", now)
        dev.flush()


def screen(dev):
    return v.texts(dev.view())


def new_game(code, players, team=None, pieces=0):
    """Game menu -> Hamsterrolle in language ``code`` (as Settings sets it)
    -> ``players`` (-> ``team``, the label) -> ``pieces`` down presses from
    the default -> ok, nothing cut so far."""
    log = []
    dev = Device(None, log.append, 0)
    lang.use(code)
    dev.relang()
    v.cut = None
    choose(dev, "Hamsterrolle")
    choose(dev, labels(dev)[players - 2])
    if team is not None:
        choose(dev, team)
    keys(dev, "d " * pieces + "o")
    return dev, log


def hints(dev, n=12):
    """The hint line over ``n`` changes of it."""
    out = []
    for k in range(n):
        dev.hint_index = k
        out.append(screen(dev)[-1])
    dev.hint_index = 0
    return out


def test_spanish_turns_refusals_and_results():
    try:
        dev, log = new_game("es", 3, pieces=5)  # 2 pieces each
        assert log[-1] == "hr game start players=3 pieces=2 teams=none"
        assert screen(dev) == ["30", "J1", "T1", "", "J1", "2", "J2", "2", "J3", "2"] + [
            "ok puesta: sigue"
        ]
        assert set(hints(dev)) == {
            "ok puesta: sigue",
            "v cayó: para mí",
            "ok largo: pasar",
            "^ pausa reloj",
            "v largo:cae sola",
            "atrás: menú",
            "rueda 1 fuera 0",
        }
        keys(dev, "u")  # paused
        assert screen(dev)[3] == "pausa" and "^ seguir reloj" in hints(dev)
        keys(dev, "u")
        # the end menu: the cursor on "Pasé" with nothing fallen
        keys(dev, "O")
        assert dev.stack[-1].heading == "Fin del turno J1"
        assert labels(dev) == ["La mía cayó", "No puse la mía", "Pasé"]
        choose(dev, "No puse la mía")
        assert log[-1] == 'ui error msg="Nothing fell"' and dev.toast_text == "Nada cayó"
        keys(dev, "O")
        choose(dev, "La mía cayó")
        assert log[-1] == 'ui error msg="Count it with v"'
        assert dev.toast_text == "Cuéntala con v"
        # a fall: the timer is over for this turn; the roll refuses a second
        keys(dev, "d")
        assert screen(dev)[:4] == ["30", "J1", "T1", "caída +1"]
        assert set(hints(dev)) == {
            "ok: la mía entró",
            "v cayó: para mí",
            "ok largo: fuera",
            "atrás: menú",
            "rueda 0 fuera 0",
        }
        keys(dev, "u")
        assert log[-1] == 'ui error msg="Fell: turn over"' and dev.toast_text == "Cayó: fin turno"
        keys(dev, "d")  # the roll held one piece and J1's own: nothing more
        keys(dev, "d")
        assert log[-1] == 'ui error msg="Roll has 0"' and dev.toast_text == "En rueda: 0"
        assert screen(dev)[3] == "caída +2"
        dev, log = new_game("es", 3, pieces=5)
        keys(dev, "o o o o")  # J1 builds his last
        assert log[-1] == "hr game over winner=P1 pieces=0,1,1 turns=4"
        assert screen(dev)[:2] == ["GANA J1", "sin piezas"]
        assert hints(dev, 3) == ["ok resultados", "atrás: menú", "atrás largo:desh"]
        keys(dev, "o")
        assert screen(dev) == [
            "Resultados T4",
            "1 J1  0 pz. GANÓ",
            "2 J2  1 pz.",
            "2 J3  1 pz.",
            "rueda 5 fuera 0",
        ]
        keys(dev, "o b")
        assert dev.stack[-1].heading == "Hamsterrolle"
        assert labels(dev) == ["Seguir", "Resultados", "Deshacer", "Ajustes", "Nueva partida"]
        choose(dev, "Nueva partida")
        assert dev.stack[-1].heading == "¿Acabar partida?"
        assert labels(dev)[0] == "No, seguir"
        assert v.cut is None, v.cut
    finally:
        lang.use("en")


def test_german_setup_teams_and_the_team_win():
    try:
        log = []
        dev = Device(None, log.append, 0)
        lang.use("de")
        dev.relang()
        v.cut = None
        choose(dev, "Hamsterrolle")
        assert labels(dev) == ["2 Spieler", "3 Spieler", "4 Spieler"]
        choose(dev, "4 Spieler")
        assert labels(dev) == ["Ohne Teams", "Teams 12 und 34", "Teams 13 und 24"]
        choose(dev, "Teams 12 und 34")
        assert screen(dev)[:3] == ["4 Spieler", "Steine pro Kopf", "7"]
        keys(dev, "d d d d d d o")  # one piece each
        assert log[-1] == "hr game start players=4 pieces=1 teams=12-34"
        assert screen(dev)[:5] == ["30", "S1", "Z1", "A2 B2", "S1A"]
        assert "v lang:h.Gewalt" in hints(dev) and "^ Uhr anhalten" in hints(dev)
        keys(dev, "o")
        keys(dev, "u")  # paused, then the turn's time runs out once it runs
        assert screen(dev)[3] == "Pause"
        keys(dev, "u", 100)
        dev.tick(31000)
        assert screen(dev)[3] == "LOSLASSEN"
        keys(dev, "u", 31000)
        assert log[-1] == 'ui error msg="Time is up"' and dev.toast_text == "Zeit ist um"
        keys(dev, "O", 31000)
        assert dev.stack[-1].heading == "Zugende S2"
        assert labels(dev) == ["Mein Stein fiel", "Nicht eingebaut", "Gepasst"]
        keys(dev, "b", 31000)
        keys(dev, "o", 31000)  # S2 builds: team A has none
        assert log[-1] == (
            "hr game over winner=P1+P2 why=team_out teams=A:0,B:2 pieces=0,0,1,1 turns=2"
        )
        assert screen(dev)[:2] == ["SIEG S1+S2", "Team leer"]
        assert hints(dev, 3) == ["ok Ergebnis", "zurück: Menü", "zurück lang:Undo"]
        keys(dev, "o", 31000)
        assert screen(dev) == [
            "Ergebnis Z2",
            "A S1+S2 0 SIEG",
            "  S1:0 S2:0",
            "B S3+S4 2",
            "  S3:1 S4:1",
            "Rolle 3 weg 0 ok",
        ]
        assert v.cut is None, v.cut
    finally:
        lang.use("en")


def test_a_language_change_applies_to_the_turn_screen_at_once():
    try:
        dev, log = new_game("en", 3)
        assert screen(dev)[:3] == ["30", "P1", "T1"]
        lang.use("de")
        dev.relang()
        assert screen(dev)[:3] == ["30", "S1", "Z1"]
        assert screen(dev)[-1] == "ok: eingebaut"
        keys(dev, "b")
        assert labels(dev)[0] == "Weiter"
    finally:
        lang.use("en")
