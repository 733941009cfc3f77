"""The shared screens in Español and Deutsch (area "ui", docs/languages.md),
both runtimes: the game menu, the saved game's prompt and its note, the
menu and picker hints, the crash screen, and refusals whose log line stays
English while the toast is translated. Nothing drawn is cut (``view.cut``).
Each test leaves the language English."""

import json
import sys

from fakes import Scripted

from companion import lang
from companion import settings as cfg
from companion.device import Device
from companion.games import GAMES
from companion.ui import view as v
from companion.ui.widgets import Game, Picker
from support import choose, fresh_dir, labels

DIR = "build/test-ui-lang"
NAMES = [row[0] for row in GAMES]  # the games' own names: the same in every language

HD = {
    "game": "hd",
    "label": "Hamsterdam rd 1",
    "doc": {
        "v": 2,
        "game": "hamsterdam",
        "players": 3,
        "classic": 0,
        "rules": 2,
        "acts": [["roll", 3, 4, []], ["dam", 0]],
    },
    "cursor": 0,
}


def boot(code, snap=None, edition=True):
    """A device booting in language ``code``, a saved game ``snap`` on
    flash (written by this firmware's edition, or ``edition`` False: an
    older one); its log."""
    fresh_dir(DIR)
    if snap is not None:
        with open(DIR + "/game-a.json", "w") as f:
            w = '"w": 1, ' if edition else ""
            f.write('{"v": 1, %s"seq": 7, "game": %s}' % (w, json.dumps(snap)))
    s = cfg.load(None)
    s["lang"] = code
    log = []
    v.cut = None
    return Device(Scripted((3, 4), faces=True, cycle=True), log.append, 0, DIR, s), log


def frame(dev):
    """The texts of the frame on the glass; AssertionError when one was cut."""
    v.cut = None
    items = dev.view()
    assert v.cut is None, v.cut
    return v.texts(items)


def test_the_game_menu_in_spanish_and_german():
    try:
        for code, title, hint, tail in (
            ("es", "Juego", "ok elige ^v otro", ["Historial", "Ajustes", "Cartas"]),
            ("de", "Spiel", "ok los ^v andere", ["Verlauf", "Einstellungen", "Karten"]),
        ):
            dev, log = boot(code)
            assert dev.stack[-1].heading == title
            assert labels(dev) == NAMES + tail
            texts = frame(dev)
            assert texts[0] == title and texts[-1] == hint, texts
            for _ in range(len(NAMES) + 1):
                dev.press("down", "short", 0)
                frame(dev)  # every line, the last ones scrolled in
            assert "sys settings lang=%s" % code in log
    finally:
        lang.use("en")


def test_a_language_change_remakes_the_game_menu_at_once():
    try:
        dev, _ = boot("en")
        dev.press("down", "short", 0)
        assert lang.use("de")
        dev.relang()
        assert dev.stack[-1].heading == "Spiel" and dev.stack[-1].pos == 1
        assert labels(dev)[-2:] == ["Einstellungen", "Karten"]
        lang.use("en")
        dev.relang()
        assert labels(dev)[-2:] == ["Settings", "Cards"]
    finally:
        lang.use("en")


def test_the_saved_games_prompt_in_spanish_then_german():
    try:
        dev, log = boot("es", HD)
        assert "sys saved game=hd Hamsterdam rd 1" in log  # the log keeps the English label
        assert dev.stack[-1].heading == "Hamsterdam r. 1"
        assert labels(dev) == ["Seguir", "Nueva partida"]
        assert frame(dev)[0] == "Hamsterdam r. 1"
        choose(dev, "Nueva partida")
        assert dev.stack[-1].heading == "¿Borrar partida?"
        assert labels(dev) == ["No, mantenerla", "Sí, descartar"]
        frame(dev)
        choose(dev, "No, mantenerla")
        dev.press("back", "short", 0)  # kept for later: the game menu offers it first
        assert labels(dev)[0] == "Seguir partida"
        frame(dev)
        # Deutsch from here on: the menu waiting under the game menu too
        lang.use("de")
        dev.relang()
        assert labels(dev)[0] == "Fortsetzen"
        choose(dev, "Fortsetzen")
        assert dev.stack[-1].heading == "Hamsterdam R. 1"
        assert labels(dev) == ["Weiter", "Neues Spiel"]
        assert frame(dev)[-1] == "ok los ^v andere"
        choose(dev, "Weiter")
        assert dev.game is not None and "sys resume game=hd" in log
    finally:
        lang.use("en")


def test_a_new_game_over_a_saved_one_asks_in_german():
    try:
        dev, _ = boot("de", HD)
        dev.press("back", "short", 0)
        choose(dev, "Hamsterdam")
        assert dev.stack[-1].heading == "Altes ersetzen?"
        assert labels(dev) == ["Nein, behalten", "Ja, ersetzen"]
        frame(dev)
    finally:
        lang.use("en")


def test_the_saved_games_labels_word_by_word():
    from companion.saved import _shown as shown

    try:
        for code, label, want in (
            ("en", "Hats 2p 1 tap", "Hats 2p 1 tap"),
            ("es", "Hats 2p 1 tap", "Somb. 2j 1 toq"),
            ("es", "Towers 4p 12 taps", "Torres 4j 12 toq"),
            ("es", "Hamsterdam over", "Hamsterdam fin"),
            ("es", "Hrolle 3p T12", "Hrolle 3j T12"),
            ("es", "Cookie tracker", "Control galleta"),
            ("es", "Stramash 7/20", "Stramash 7/20"),
            ("de", "Hats 4p 12 taps", "Hüte 4Sp 12 mal"),
            ("de", "Towers 4p 12 taps", "Türme 4Sp 12 mal"),
            ("de", "Hamsterdam rd 12", "Hamsterdam R. 12"),
            ("de", "Hamsterdam over", "Hamsterdam Ende"),
            ("de", "Hrolle 3p T12", "Hrolle 3Sp Z12"),
            ("de", "Cookie tracker", "Keks Zähler"),
            ("de", "Stramash 7/20", "Stramash 7/20"),
        ):
            lang.use(code)
            assert shown(label) == want, (code, label, shown(label))
            assert len(want) <= 16, want
            if code != "en":  # read, then out of the heap again
                assert "companion.texts.en_save" not in sys.modules
    finally:
        lang.use("en")
        from companion.games import unload

        unload(("companion.saved",), False)


def test_a_save_that_cannot_be_read_says_so_in_spanish():
    try:
        dev, log = boot("es", dict(HD, doc=dict(HD["doc"], players=0)))
        choose(dev, "Seguir")
        top = dev.stack[-1]
        assert top.heading == "Partida guardada"
        assert top.lines == ["no se pudo", "leer: está", "en carpeta old1"]
        assert frame(dev)[-1] == "ok: seguir"
        assert "sys saved game set aside as=old1 older=0" in log
    finally:
        lang.use("en")


def test_an_older_save_set_aside_in_german():
    try:
        dev, _ = boot("de", dict(HD, doc=dict(HD["doc"], players=99)), edition=False)
        choose(dev, "Weiter")
        top = dev.stack[-1]
        assert top.heading == "Spielstand"
        assert top.lines == ["von älterer", "Version: liegt", "im Ordner old1"]
        assert frame(dev)[-1] == "ok: weiter"
    finally:
        lang.use("en")


def test_refusals_log_english_and_show_the_translation():
    try:
        for code, nothing, one, limit in (
            ("es", "Nada que anular", "Solo una tecla", "Máx. 112 atrás"),
            ("de", "Nichts zurück", "Nur eine Taste", "Max. 112 zurück"),
        ):
            dev, log = boot(code)
            dev.press("back", "long", 0)  # no game: nothing to undo
            assert dev.toast_text == nothing and log[-1] == 'ui error msg="Nothing to undo"'
            frame(dev)
            dev.button("up", "down", 0)
            dev.button("down", "down", 0)  # a chord
            assert dev.toast_text == one and log[-1] == 'ui error msg="One key at a time"'
            frame(dev)
            # A game of acts: its undo's refusals (companion.rules.actlog)
            from companion.ui.hamsterdam_ui import restore

            dev.start(restore(json.loads(json.dumps(HD))), "test start")
            dev.press("back", "long", 0)
            dev.press("back", "long", 0)
            dev.press("back", "long", 0)
            assert dev.toast_text == nothing and log[-1] == 'ui error msg="Nothing to undo"'
            dev.game.actlog.back = 112  # as after 112 undos in a row
            dev.press("back", "long", 0)
            assert dev.toast_text == limit and log[-1] == 'ui error msg="Undo limit: 112"'
            dev.new_game()
    finally:
        lang.use("en")


def test_the_picker_and_the_leave_question_in_german():
    try:
        dev, log = boot("de")
        got = []
        dev.push(
            Picker("Frage", "Wie viele?", [1, 2, 3], lambda d, n: got.append(n), unanswered=True)
        )
        assert frame(dev)[-1] == "^v wählen"
        dev.press("ok", "short", 0)
        assert dev.toast_text == "Wähle mit ^ v" and log[-1] == 'ui error msg="Choose with ^ v"'
        dev.press("up", "short", 0)
        assert frame(dev)[-1] == "ok ja ^v ändern"
        dev.press("ok", "short", 0)
        assert got == [1]
        Game().leave(dev, True)
        assert dev.stack[-1].heading == "Wertung beenden?"
        assert labels(dev) == ["Nein, bleiben", "Ja, verwerfen"]
        frame(dev)
        lang.use("es")
        Game().leave(dev, True)
        assert dev.stack[-1].heading == "¿Dejar recuento?"
        assert labels(dev) == ["No, seguir", "Sí, descartar"]
        frame(dev)
    finally:
        lang.use("en")


def test_the_crash_screen_in_spanish_and_german():
    try:
        for code, title, hint in (
            ("es", "Error", "reiniciando..."),
            ("de", "Fehler", "Neustart..."),
        ):
            lang.use(code)
            v.cut = None
            texts = v.texts(v.crash(ValueError("bad"), True))
            assert texts[0] == title and texts[1] == "ValueError: bad" and texts[-1] == hint
            assert v.texts(v.crash(ValueError("bad"), False))[-1] in (
                "dev: ver REPL",
                "dev: siehe REPL",
            )
            assert v.cut is None
    finally:
        lang.use("en")
