"""Clocktowers in Español and Deutsch (docs/languages.md), both runtimes:
the tap screen, the refusals, undo and the check and tower pages walked in
each language, the texts worked out by hand from the clk tables; nothing
cut (``view.cut``); the serial log stays English byte for byte; a language
change turns the screen shown at once (``relang``)."""

from nfc_field import Field, card
from test_clocktowers_ui import screen, text_tag_blank, tower
from test_sombreros_ui import BIG_CHARS, bigs, on_glass

from companion import lang
from companion.device import Device
from companion.ui import view as v
from support import choose


def session(code, players=2):
    """A session in language ``code`` (the caller ends with ``lang.use("en")``)."""
    log = []
    dev = Device(None, log.append, 0, None)  # its settings' language: English
    lang.use(code)
    dev.relang()
    v.cut = None
    choose(dev, "Clocktowers")
    choose(dev, {"es": "%d jugadores", "de": "%d Spieler"}[code] % players)
    return dev, log, Field()


def fits(items):
    """``on_glass`` with the big glyphs the fonts gain later (Ü: the
    integrator's) read as the capitals of the same width."""
    out = []
    for it in items:
        if it[0] == "big":
            s = "".join(c if c in BIG_CHARS else "U" for c in it[3].upper())
            it = it[:3] + (s,) + it[4:]
        out.append(it)
    return on_glass(out)


def pages(dev):
    """The texts of every result page but their hint (the scoring pages'
    own), each view on the glass."""
    out = []
    for _ in range(dev.stack[-1].pages):
        out.append(screen(dev)[:-1])
        assert fits(dev.view())
        dev.press("down", "short", 0)
    return out


def test_a_spanish_game_tapped_and_scored():
    dev, log, field = session("es")
    try:
        assert bigs(dev) == [("Torres J1", 0, 2), ("0", 16, 2)]
        assert screen(dev)[1:] == ["Toca cada torre:", "piso,reloj,techo", "0", "ok: sig. jugador"]
        dev.hint_index = 1
        assert screen(dev)[-1] == "atrás largo:desh"
        dev.hint_index = 0
        tower(dev, field, "floor 1 cat")
        assert screen(dev)[1:3] == ["Piso 1 gato", "1 piso"]
        assert screen(dev)[-1] == "techo y luego ok"
        tower(dev, field, "clock none")
        assert screen(dev)[1:3] == ["Reloj limpio", "1 piso+reloj"] and fits(dev.view())
        tower(dev, field, "roof red")
        assert screen(dev)[1:3] == ["Torre 1 lista", "1p rojo 4pt"]
        assert bigs(dev) == [("Torres J1", 0, 2), ("1", 16, 2)]
        tower(dev, field, "floor 2 none", "clock none#1", "roof red#1")
        tower(dev, field, "floor 1 none", "floor 2 none#1")
        assert screen(dev)[1:3] == ["Piso 2 limpio", "3 pisos"]
        tower(dev, field, "clock none#2", "roof green")
        dev.press("ok", "short", 0)  # J2, the last: ok scores
        assert bigs(dev)[0] == ("Torres J2", 0, 2) and screen(dev)[-1] == "ok: puntuar"
        tower(dev, field, "floor 2 cat", "clock mouse")
        assert screen(dev)[1:3] == ["Reloj ratón", "2 pisos+reloj"]
        tower(dev, field, "roof blue")
        tower(dev, field, "floor 1 none#1", "floor 1 none#2", "clock none#3", "roof yellow")
        assert screen(dev)[1:3] == ["Torre 2 lista", "2p amarillo 5pt"]
        tower(dev, field, "floor 1 cat#1", "clock none#4", "roof purple")
        dev.press("ok", "short", 0)
        # the log as in English (test_clocktowers_ui: the same game)
        assert log[-2:] == [
            "clk scores P1=14 P2=12 winner=P1 by=points",
            "clk unflagged P1=9 P2=12 winner=P2 by=points",
        ]
        got = pages(dev)
        # J1's green tower, 3 high: a colour's first must be 1 or 2 high;
        # without its 5 points J1 has 9 against 12
        assert got[0] == [
            "J1 verde de 3",
            "un color empieza",
            "con 1 o 2 pisos",
            "cuenta 5 puntos",
            "sin ella gana J2",
        ]
        assert got[2] == [
            "J1 14 puntos",
            "rojo de 1      4",
            "rojo de 2      5",
            "verde de 3     5",
        ]
        assert got[3] == [
            "J2 12 puntos",
            "azul de 2      3",
            "amarillo de 2  5",
            "morado de 1    4",
        ]
        dev.stack[-1].page = 2
        dev.hint_index = 2  # the lit row's hint, after the pages' own two
        assert screen(dev)[-1] == "resaltada: ¡ojo!"
        assert v.cut is None
    finally:
        lang.use("en")


def test_spanish_flag_pages_say_why_and_what_they_decide():
    # as test_flagged_towers_say_why_in_words_and_what_they_decide: J1 red
    # 1 and 3 (the 2 missing), blue 1 twice (the second a repeat); J2 green
    # 1 with a cat. Both out, J1 still wins.
    dev, log, field = session("es")
    try:
        tower(dev, field, "floor 1 none", "clock none", "roof red")
        tower(dev, field, "floor 1 none#1", "floor 2 none", "clock none#1", "roof red#1")
        tower(dev, field, "floor 1 none#2", "clock none#2", "roof blue")
        tower(dev, field, "floor 1 cat", "clock none#3", "roof blue#1")
        dev.press("ok", "short", 0)
        tower(dev, field, "floor 1 cat#1", "clock none#4", "roof green")
        dev.press("ok", "short", 0)
        got = pages(dev)
        assert got[:2] == [
            ["J1 rojo de 3", "falta: rojo", "torre de 2", "cuenta 5 puntos", "fuera: gana J1"],
            ["J1 azul de 1", "otra en azul", "torre de 1", "cuenta 4 puntos", "fuera: gana J1"],
        ]
        assert v.cut is None
    finally:
        lang.use("en")


def test_spanish_one_flag_that_changes_nothing():
    # J1 red 1 and green 3 (flagged), J2 blue 1: 10 to 5, without it 5 to
    # 5 and no animals: a shared first place
    dev, log, field = session("es")
    try:
        tower(dev, field, "floor 1 none", "clock none", "roof red")
        tower(dev, field, "floor 1 none#1", "floor 2 none", "clock none#1", "roof green")
        dev.press("ok", "short", 0)
        tower(dev, field, "floor 1 none#2", "clock none#2", "roof blue")
        dev.press("ok", "short", 0)
        assert screen(dev)[4] == "sin ella: empate"
        dev.press("back", "short", 0)  # fix the taps: J2 gets a purple tower with a cat
        tower(dev, field, "floor 1 cat", "clock none#3", "roof purple")
        dev.press("ok", "short", 0)
        # 10 to 9; without the green tower 5 to 9: J2
        assert screen(dev)[:5] == [
            "J1 verde de 3",
            "un color empieza",
            "con 1 o 2 pisos",
            "cuenta 5 puntos",
            "sin ella gana J2",
        ]
        assert v.cut is None
    finally:
        lang.use("en")


def test_german_refusals_show_german_and_log_english():
    dev, log, field = session("de")
    try:
        assert bigs(dev) == [("Türme S1", 0, 2), ("0", 16, 2)]
        assert screen(dev)[1:3] == ["Turm für Turm:", "Etage,Uhr,Dach"] and fits(dev.view())
        dev.press("back", "long", 0)  # nothing to undo
        assert log[-1] == 'ui error msg="Nothing to undo"'
        assert dev.toast_text == "Nichts getippt"
        tower(dev, field, "clock none")
        assert screen(dev)[1:3] == ["Erst eine Etage", "dann die Uhr"]
        tower(dev, field, "roof red")
        assert screen(dev)[1:3] == ["Erst eine Etage", "Dach zuletzt"]
        tower(dev, field, "floor 2 none")
        assert screen(dev)[1:3] == ["Etage 2 tierfrei", "2 Etagen"]
        assert screen(dev)[-1] == "Dach, dann ok"
        tower(dev, field, "roof red")
        assert screen(dev)[1:3] == ["Erst die Uhr", "Dach zuletzt"]
        tower(dev, field, "clock none", "clock mouse")
        assert screen(dev)[1:3] == ["Zwei Uhren", "dann das Dach"]
        tower(dev, field, "floor 1 cat")
        assert screen(dev)[1:3] == ["Uhr ist drauf", "jetzt das Dach"]
        tower(dev, field, "floor 2 none")  # the same sticker again
        assert screen(dev)[1:3] == ["Schon benutzt", "dieser Turm"]
        field.tap(dev, card("bg1 som hat 3 5"))
        assert screen(dev)[1] == "Keine Turmkarte"
        dev.press("ok", "short", 0)
        assert screen(dev)[1:3] == ["Turm unfertig", "Dach oder zurück"] and fits(dev.view())
        refused = [ln.split("why=")[1] for ln in log if ln.startswith("clk refused")]
        assert refused == [
            "clock_first",
            "roof_early",
            "roof_early",
            "two_clocks",
            "floor_after_clock",
            "twice",
            "other_game",
            "unfinished",
        ]
        tower(dev, field, "roof red")
        assert screen(dev)[1:3] == ["Turm 1 fertig", "2 hoch rot 5P"]
        tower(dev, field, "floor 1 none")
        assert screen(dev)[1:3] == ["Etage 1 tierfrei", "1 Etage"]
        tower(dev, field, "roof red")  # a sticker of tower 1
        assert screen(dev)[1:3] == ["Schon benutzt", "S1 Turm 1"]
        dev.press("back", "long", 0)  # undo the floor, then tower 1's roof
        assert screen(dev)[1:3] == ["Zurückgenommen", "Etage"]
        dev.press("back", "long", 0)
        assert screen(dev)[1:3] == ["Zurückgenommen", "Dach"]
        assert log[-1] == "clk undo player=P1 card=roof-red"
        assert screen(dev)[3] == "0"  # the tower open again
        assert v.cut is None
    finally:
        lang.use("en")


def test_german_box_warning_and_tower_pages():
    # five red roofs (test_five_red_roofs_warn_and_the_game_is_scored)
    dev, log, field = session("de")
    try:
        tower(dev, field, "floor 1 none", "clock none", "roof red")
        tower(dev, field, "floor 2 none", "clock none#1", "roof red#1")
        tower(dev, field, "floor 1 none#1", "floor 2 none#1", "clock none#2", "roof red#2")
        tower(dev, field, "floor 2 none#2", "floor 2 none#3", "clock none#3", "roof red#3")
        dev.press("ok", "short", 0)
        assert screen(dev)[-1] == "ok: auswerten"
        tower(dev, field, "floor 1 cat", "clock none#4", "roof red#4")
        dev.press("ok", "short", 0)
        assert log[-3] == "clk warn roofs colour=red count=5 box=4"
        got = pages(dev)
        assert got[0][1:] == ["5 Dächer rot", "die Box hat 4"]
        assert got[2] == [
            "S1 20 Punkte",
            "rot 1 hoch     5",
            "rot 2 hoch     5",
            "rot 3 hoch     5",
            "rot 4 hoch     5",
        ]
        assert got[3] == ["S2 4 Punkte", "rot 1 hoch     4"]
        assert v.cut is None
    finally:
        lang.use("en")


def test_german_two_flags_decide_together():
    # test_two_flagged_towers_say_what_they_decide_together: both out, a tie
    dev, log, field = session("de")
    try:
        tower(dev, field, "floor 1 none", "clock none", "roof red")
        tower(dev, field, "floor 1 none#1", "floor 2 none", "clock none#1", "roof green")
        tower(dev, field, "floor 1 none#2", "floor 2 none#1", "clock none#2", "roof blue")
        dev.press("ok", "short", 0)
        tower(dev, field, "floor 1 none#3", "clock none#3", "roof yellow")
        dev.press("ok", "short", 0)
        got = pages(dev)
        assert got[:2] == [
            ["S1 grün 3 hoch", "1. Turm je Farbe", "ist 1-2 hoch", "zählt 5 Punkte"]
            + ["weg: gleichauf"],
            ["S1 blau 3 hoch", "1. Turm je Farbe", "ist 1-2 hoch", "zählt 5 Punkte"]
            + ["weg: gleichauf"],
        ]
        assert v.cut is None
    finally:
        lang.use("en")


def test_a_score_the_rules_refuse_logs_english_and_shows_the_translation():
    # a tower the taps cannot make (a save edited by hand): the rules say
    # "Bad card"; the log keeps it, the glass says it in Spanish
    dev, log, field = session("es")
    try:
        dev.game.towers[0].append([(0, "bogus", "x", "04AA")])
        dev.press("ok", "short", 0)
        dev.press("ok", "short", 0)
        assert log[-1] == 'ui error msg="Bad card"'
        assert dev.toast_text == "Carta errónea"
    finally:
        lang.use("en")


def test_a_language_change_turns_the_screens_at_once():
    dev, log, field = session("es")
    try:
        tower(dev, field, "floor 1 cat")
        assert bigs(dev)[0] == ("Torres J1", 0, 2)
        lang.use("de")
        dev.relang()
        assert bigs(dev)[0] == ("Türme S1", 0, 2)
        assert screen(dev)[1:3] == ["Turm 1 offen:", "1 Etage"]
        tower(dev, field, "clock none", "roof red")
        dev.press("ok", "short", 0)
        field.tap(dev, text_tag_blank())
        tower(dev, field, "floor 1 none", "clock none#1", "roof blue")
        dev.press("ok", "short", 0)
        dev.stack[-1].page = 1
        assert screen(dev)[0] == "S1 4 Punkte"
        lang.use("en")
        dev.relang()
        assert screen(dev)[:2] == ["P1 4 points", "red 1 high     4"]
        lang.use("es")
        dev.relang()
        dev.stack[-1].page = 2
        assert screen(dev)[:2] == ["J2 5 puntos", "azul de 1      5"]
        assert v.cut is None
    finally:
        lang.use("en")
