"""The screens' language on both runtimes (docs/languages.md): the first
boot asks once and keeps the answer; a bad language in the settings reads
as English with one log line; the tables' fallbacks, plurals, seats and
the rules' refusals read in the active language."""

import json

from test_runner import FakeBoard

from companion import lang, runner
from companion import settings as cfg
from support import GAME_MENU, check, fresh_dir

DIR = "build/test-lang"


def _board(data):
    b = FakeBoard()
    b.data_dir = data
    return b


def test_the_first_boot_asks_the_language_before_anything_and_keeps_the_answer():
    data = fresh_dir(DIR)
    try:
        dev = runner.first(_board(data))
        ask = dev.stack[-1]
        check(ask.labels() == ["English", "Espa\u00f1ol", "Deutsch"], ask.labels())
        check(ask.view(dev)[1][3] == "Language")  # the title, in English until chosen
        dev.press("back", "short", 0)  # a question that must be answered: back does nothing
        check(dev.stack[-1] is ask and cfg.load(data)["lang"] == "en" and cfg.fresh)
        dev.press("down", "short", 0)
        dev.press("ok", "short", 0)
        check(lang.code == "es")
        check(dev.stack[-1].heading == "Juego", dev.stack[-1].heading)  # the game menu, Spanish
        check(dev.stack[-1].labels()[:5] == GAME_MENU[:5])  # the games keep their names
        check(cfg.load(data)["lang"] == "es")  # saved at once
        again = _board(data)
        dev2 = runner.first(again)  # the next power-on: no question
        check(dev2.stack[-1].heading == "Juego")
        check("sys settings lang=es" in again.lines, again.lines)
    finally:
        lang.use("en")


def test_a_flash_with_settings_from_before_the_language_is_not_asked():
    data = fresh_dir(DIR)
    try:
        with open(data + "/settings.json", "w") as f:
            json.dump({"v": 1, "values": {"sound": False}}, f)  # written by an earlier firmware
        dev = runner.first(_board(data))
        check(dev.stack[-1].heading == "Game" and lang.code == "en")
    finally:
        lang.use("en")


def test_an_unknown_language_in_the_settings_is_english_with_one_log_line():
    data = fresh_dir(DIR)
    for bad in ("fr", 3, "", None):
        with open(data + "/settings.json", "w") as f:
            json.dump({"v": 1, "values": {"lang": bad, "volume": 25}}, f)
        lines = []
        s = cfg.load(data, lines.append)
        check(s["lang"] == "en" and s["volume"] == 25, s)
        check(
            lines
            == ["sys settings bad key=lang value=%s" % (repr(bad) if bad is not None else "None",)],
            lines,
        )
    check(lang.use("xx") is False and lang.code == "en")  # anything else: English


def test_a_missing_entry_reads_as_english_and_plurals_read_naturally():
    try:
        lang.use("es")
        check(lang.count(("%d carta", "%d cartas"), 1) == "1 carta")
        check(lang.count(("%d carta", "%d cartas"), 2) == "2 cartas")
        check(lang.seat(0) == "J1" and lang.seat(3) == "J4")
        t = lang._load("ui", "es")
        t[1] = t[1][: 2 * 4]  # three entries and the end: the later ones missing
        lang._T["ui"] = t
        check(lang.text("ui", 3) == "Game")  # English's
        lang.forget()
        check(lang.text("ui", 3) == "Juego")
        lang.use("de")
        check(lang.seat(1) == "S2" and lang.text("ui", 2) == "Sprache")
    finally:
        lang.use("en")
    check(lang.seat(1) == "P2")


def test_a_rules_refusal_reads_in_the_language_with_its_seat():
    pairs = (("Roll first", "Tira primero"), ("%s dam is empty", "presa de %s vac\u00eda"))
    try:
        lang.use("es")
        check(lang.why(pairs, "Roll first") == "Tira primero")
        check(lang.why(pairs, "P2 dam is empty") == "presa de J2 vac\u00eda")
        check(lang.why(pairs, "Bad roll") == "Bad roll")  # none matches: as it was
        check(lang.why(pairs, " dam is empty") == " dam is empty")  # the hole reads something
    finally:
        lang.use("en")


def test_a_language_chosen_in_a_games_own_settings_shows_on_the_game_at_once():
    from fakes import Scripted

    from companion.device import Device
    from companion.ui import view as v
    from support import choose

    dev = Device(Scripted((3, 4), faces=True, cycle=True), None, 0, None)
    try:
        for label in ("Hamsterdam", "2 players", "Standard"):
            choose(dev, label)
        english = v.texts(dev.view())
        dev.press("back", "short", 0)  # the game's own menu
        choose(dev, "Settings")
        dev.press("ok", "short", 0)  # Lang: English -> Español, on the first line
        check(lang.code == "es" and dev.stack[-1].heading == "Ajustes", dev.stack[-1].heading)
        dev.press("back", "short", 0)  # straight back to the game
        check(dev.stack == [dev.game])
        spanish = v.texts(dev.view())
        check(spanish != english, spanish)
        check(lang.seat(0) in " ".join(spanish), spanish)  # J1 where P1 was
        check("P1" not in " ".join(spanish), spanish)
    finally:
        lang.use("en")
