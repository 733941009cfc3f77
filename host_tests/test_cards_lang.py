"""The Cards menu in Español and Deutsch, on both runtimes: the reader, the
tag writer, learning and forgetting cards read in the language of the
settings, nothing is cut, and the serial log stays English (a refusal logs
its English text and shows the translation)."""

from nfc_field import Field
from nfc_rig import Rig
from sim_tags import ClassicTag, ntag
from test_cards_ui import CLASSIC, UID_B, UID_C, fresh_dir, text_tag, url_tag

from companion import lang
from companion import settings as cfg
from companion.device import Device
from companion.ui import view as v
from support import choose, modules_snapshot, restore_modules


def device(code, *menu_path):
    """A device whose settings say ``code`` with the Cards menu open at
    ``menu_path`` (entry labels in that language). The game menu's Cards is
    its last entry: one ``up``, whatever its label reads."""
    d = fresh_dir()
    s = dict(cfg.DEFAULTS)
    s["lang"] = code
    cfg.save(d, s)
    snap = modules_snapshot()
    log = []
    dev = Device(None, log.append, 0, d)
    dev.press("up", "short", 0)
    restore_modules(snap)  # as test_cards_ui.device: the rig's reader classes
    dev.press("ok", "short", 0)
    for label in menu_path:
        choose(dev, label)
    dev.cues = []
    return dev, log


def texts(dev):
    """The frame's texts; nothing on it cut (``view.cut``)."""
    v.cut = None
    out = v.texts(dev.view())
    assert v.cut is None, v.cut
    return out


def test_the_cards_menu_and_the_reader_in_spanish():
    try:
        dev, log = device("es")
        assert texts(dev)[:5] == [
            "Cartas",
            "Leer carta",
            "Grabar tags",
            "Aprender carta",
            "Olvidar cartas",
        ]
        choose(dev, "Leer carta")
        assert texts(dev) == ["Leer carta", "Acerca una carta", "", "carta atrás menú"]
        field = Field()
        field.tap(dev, url_tag())
        assert log[-2] == 'nfc tap uid=04A1B2C3D4E5F6 tag=ntag213 error=foreign detail="web link"'
        assert texts(dev)[1:3] == ["No es de juego", "web link"]  # the detail names the tag
        field.tap(dev, ntag(213, UID_B))
        assert log[-2] == "nfc tap uid=04112233445566 tag=ntag213 outcome=blank"
        assert texts(dev)[1:3] == ["Tag vacío", "sin datos"]
        field.tap(dev, ClassicTag(CLASSIC))
        assert texts(dev)[1:3] == ["Carta extraña", "apréndela antes"]
        field.tap(dev, text_tag("bg1 som hat 3 5", UID_C))
        assert texts(dev)[1:4] == ["Sombrero 3/5", "ntag213", "04778899AABBCC"]
    finally:
        lang.use("en")


def test_the_writer_in_german_and_its_log_in_english():
    try:
        dev, log = device("de", "Tags schreiben", "Sombreros")
        assert texts(dev) == [
            "Tags schreiben",
            "> Hut 1/1",
            "Leeren Tag legen",
            "",
            "Karte 1 von 42",
            "legen  ^v Karte",
        ]
        field = Field()
        first = ntag(213, UID_B)
        field.tap(dev, first)
        assert 'nfc written uid=04112233445566 card="bg1 som hat 1 1" lock=0' in log
        assert texts(dev)[1:5] == ["> Hut 1/2", "Geschrieben", "Hut 1/1", "Karte 2 von 42"]
        field.tap(dev, first)
        assert log[-2] == "nfc write uid=04112233445566 ok=0 why=again"
        assert texts(dev)[2:4] == ["Eben beschrieben", "den nächsten Tag"]
        dev.press("ok", "long", 0)  # lock after writing
        assert dev.toast_text == "Sperre für immer" and log[-1] == "nfc write lock=1"
        dev.toast_text = None
        dev.hint_index = 0
        assert texts(dev)[-1] == "SPERRE: halte ok"
        dev.press("ok", "long", 0)
        assert dev.toast_text == "Sperre: aus"
        dev.toast_text = None
        dev.hint_index = 1
        assert texts(dev)[-1] == "halte ok: Sperre"
        # another game's card: kept, and ok asks first
        field.tap(dev, url_tag())
        assert texts(dev)[2:5] == ["Keine Spielkarte", "web link", "unverändert"]
        dev.hint_index = 0
        assert texts(dev)[-1] == "ok: löschen?"
        dev.press("ok", "short", 0)
        assert texts(dev)[:3] == ["Tag löschen?", "Nein, behalten", "Ja, löschen"]
        dev.press("ok", "short", 0)  # the first answer keeps it
        assert texts(dev)[2:4] == ["Tag behalten", "leeren Tag legen"]
        assert log[-1] == "nfc write kept uid=04A1B2C3D4E5F6"
    finally:
        lang.use("en")


def test_another_games_card_and_the_copies_in_spanish():
    try:
        dev, log = device("es", "Grabar tags", "Clocktowers")
        assert texts(dev)[1] == "> Piso 1 gato" and texts(dev)[4] == "copia 1 de 5"
        Field().tap(dev, text_tag("bg1 som hat 1 1"))
        assert texts(dev)[1:5] == ["> Piso 1 gato", "De Sombreros", "Sombrero 1/1", "sin cambios"]
        assert log[-2] == "nfc write uid=04A1B2C3D4E5F6 ok=0 why=not_blank"
        dev.press("ok", "long", 0)  # lock on: the erase answer warns
        dev.press("ok", "short", 0)
        dev.press("down", "short", 0)
        assert texts(dev) == ["¿Borrar el tag?", "No, déjalo", "Sí, bórralo", "¡y lo BLOQUEA!"]
    finally:
        lang.use("en")


def test_learn_and_forget_in_german():
    try:
        dev, log = device("de", "Karte lernen", "Sombreros")
        assert texts(dev)[:3] == ["Karte lernen", "Hut 1/1", "Karte auflegen"]
        field = Field()
        field.tap(dev, ntag(213, UID_B))  # blank: it can carry the card itself
        assert texts(dev)[2:4] == ["Leerer Tag:", "Tags schreiben!"]
        field.tap(dev, ClassicTag(CLASSIC))
        assert log[-2] == 'nfc learned uid=DEADBEEF card="bg1 som hat 1 1"'
        assert texts(dev)[1:4] == ["Hut 1/2", "Gelernt", "Hut 1/1"]
        dev.press("back", "short", 0)
        choose(dev, "Alle vergessen")
        assert texts(dev) == ["Alle vergessen", "Gelernt: 1", "alle vergessen?", "ok ja  zur. nein"]
        dev.press("ok", "short", 0)
        assert log[-1] == "nfc forgot n=1"
        assert dev.toast_text == "Vergessen: 1"
    finally:
        lang.use("en")


def test_plurals_read_naturally():
    try:
        dev, log = device("es", "Olvidar cartas")
        assert texts(dev)[1] == "Aprendidas: 0"
        lang.use("en")
        assert texts(dev)[1] == "0 learned cards"
        dev.learned().map["DEADBEEF"] = "bg1 som hat 1 1"
        assert texts(dev)[1] == "1 learned card"
        lang.use("es")
        assert texts(dev)[1] == "Aprendida: 1"
        dev.press("ok", "short", 0)
        assert dev.toast_text == "Olvidada: 1"
    finally:
        lang.use("en")


def test_no_reader_and_nfc_off_in_both():
    try:
        dev, log = device("es", "Grabar tags", "Sombreros")
        rig = Rig([], init=False, absent=0x00)
        dev.card_event(rig.reader.poll(0), rig.reader)
        assert texts(dev)[1:5] == [
            "> Sombrero 1/1",
            "Sin lector NFC",
            "revisa cables",
            "atrás: menú",
        ]
        dev.nfc_state = "off"
        lang.use("de")  # a screen keeps keys: the next frame is German
        assert texts(dev) == [
            "Tags schreiben",
            "> Hut 1/1",
            "NFC ist aus",
            "s. Einstellungen",
            "zurück: Menü",
        ]
    finally:
        lang.use("en")


def test_a_refusal_logs_english_and_shows_the_translation():
    try:
        dev, log = device("es", "Leer carta")
        dev.card_event(("incomplete",), None)
        assert dev.toast_text == "No muevas carta"
        assert log[-2:] == ['ui error msg="Hold card still"', "nfc incomplete"]
        dev.card_event(("error", "crc"), None)
        assert dev.toast_text == "Error de lectura"
        assert log[-2:] == ['ui error msg="Read failed"', 'nfc error msg="crc"']
        lang.use("de")
        dev.card_event(("incomplete",), None)
        assert dev.toast_text == "Ruhig halten"
        assert log[-2] == 'ui error msg="Hold card still"'
    finally:
        lang.use("en")


def test_a_message_kept_on_the_writer_follows_a_language_change():
    try:
        dev, log = device("es", "Grabar tags", "Sombreros")
        Field().tap(dev, ClassicTag(CLASSIC))
        assert texts(dev)[2:4] == ["No grabable", "usa Aprender"]
        lang.use("de")
        assert texts(dev)[2:4] == ["Nicht schreibbar", "Karte lernen!"]
    finally:
        lang.use("en")
