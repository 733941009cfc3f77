"""The settings screen on the game menu, on both runtimes: a
change is logged, saved on flash at once and back after a power cycle; the
NFC setting turns the card reader off; the display's bus speed says when it
applies. Game menu: Hamsterdam, Sombreros, Clocktowers, Hamsterrolle,
Stramash, Settings, Cards."""

from companion.device import Device
from companion.ui import view as v
from companion.ui.settings_ui import line
from support import check, choose, fresh_dir


def open_settings(data):
    log = []
    dev = Device(None, log.append, 0, data)
    choose(dev, "Settings")
    dev.cues = []  # the walk's key clicks
    return dev, log


def step(dev, key):
    """ok on the settings entry of ``key`` (its line shows the value)."""
    choose(dev, line(key, dev.settings[key]))


def test_a_change_is_saved_and_back_after_a_power_cycle():
    data = fresh_dir("build/test-settings-dev")
    dev, log = open_settings(data)
    check(dev.stack[-1].heading == "Settings")
    step(dev, "sound")  # on -> off
    check(log[-1] == "sys setting sound=False")
    check("round" not in dev.cues, "no sample tone once sound is off")
    step(dev, "contrast")  # 127 -> 191
    check(log[-1] == "sys setting contrast=191")
    again = Device(None, None, 0, data)  # the next power-on
    check(again.settings["sound"] is False and again.settings["contrast"] == 191)


def test_a_louder_volume_plays_a_sample():
    dev, log = open_settings(fresh_dir("build/test-settings-dev"))
    step(dev, "volume")  # 50 -> 3 (wraps to the first choice)
    check(log[-1] == "sys setting volume=3")
    check(
        dev.cues == ["key", "key", "round"], dev.cues
    )  # each move clicks; the change plays the sample


def test_nfc_off_drops_the_reader_and_the_card_screens_say_it_is_off():
    dev, log = open_settings(fresh_dir("build/test-settings-dev"))
    dev.reader = object()  # a reader the runner had built
    step(dev, "nfc")
    check(log[-1] == "sys setting nfc=False")
    check(dev.reader is None and dev.nfc_state == "off")
    dev.press("back", "short", 0)
    choose(dev, "Cards")
    choose(dev, "Read card")
    check(not dev.wants_cards(), "the runner polls no reader")
    check(v.texts(dev.view())[1:3] == ["NFC is off", "see Settings"], "not: check the wiring")


def test_the_display_speed_applies_at_the_next_start():
    dev, log = open_settings(fresh_dir("build/test-settings-dev"))
    step(dev, "i2c_khz")  # Display: 400 kHz -> 1 MHz
    check(log[-1] == "sys setting i2c_khz=1000")
    check(dev.toast_text == "At next start")


def test_settings_from_a_games_own_menu_and_the_game_waits_under_it():
    data = fresh_dir("build/test-settings-dev")
    dev = Device(None, None, 0, data)
    for label in ("Hamsterdam", "3 players", "Standard"):
        choose(dev, label)
    dev.press("back", "short", 0)  # its menu
    choose(dev, "Settings")
    check(dev.stack[-1].heading == "Settings")
    step(dev, "sound")  # off
    dev.press("back", "short", 0)  # straight back to the game
    check(dev.stack == [dev.game] and dev.settings["sound"] is False)


def _shown(dev):
    """The frame's texts, with ``view.cut`` cleared first (nothing cut)."""
    v.cut = None
    texts = v.texts(dev.view())
    check(v.cut is None, v.cut)
    return texts


def test_lang_to_espanol_turns_the_settings_screen_itself_spanish_at_once():
    from companion import lang

    data = fresh_dir("build/test-settings-dev")
    dev, log = open_settings(data)
    try:
        check(_shown(dev)[:2] == ["Settings", "Lang    English"])
        step(dev, "lang")  # English -> Español
        check(log[-1] == "sys setting lang=es", log)  # the log stays English
        check(lang.code == "es")
        texts = _shown(dev)  # the next frame
        check(
            texts
            == ["Ajustes", "Idioma  Español", "Sonido       sí", "Volumen     5/5"]
            + ["Contraste   127", "ok cambiar ^v ir"],
            texts,
        )
        again = Device(None, None, 0, data)  # kept across a power cut
        check(again.settings["lang"] == "es")
        step(dev, "lang")  # Español -> Deutsch
        check(log[-1] == "sys setting lang=de", log)
        texts = _shown(dev)
        check(texts[:3] == ["Einstellungen", "Sprache Deutsch", "Ton          an"], texts)
        step(dev, "lang")  # back to English
        check(_shown(dev)[:2] == ["Settings", "Lang    English"])
    finally:
        lang.use("en")


def test_every_settings_line_fits_in_spanish_and_german():
    from companion import lang
    from companion.settings import CHOICES, KEYS

    try:
        for code in ("es", "de"):
            lang.use(code)
            for key in KEYS:
                for c in CHOICES[key]:
                    check(len(line(key, c)) == 15, (code, line(key, c)))
        lang.use("de")
        check(line("dim_s", 300) == "Dimmen   5 Min.")
        check(line("sleep_s", 1800) == "Standby 30 Min.")
        check(line("battery", "alkaline3") == "Batterie Alkali")
        check(line("volume", 40) == "Lautstärke  40%")
        lang.use("es")
        check(line("dim_s", 0) == "Atenuar   nunca")
        check(line("display", "ssd1309") == "OLED    SSD1309")
        check(line("battery", "nimh3") == "Batería AA NiMH")
    finally:
        lang.use("en")


def test_reset_and_the_toasts_in_german_log_english():
    from companion import lang

    dev, log = open_settings(fresh_dir("build/test-settings-dev"))
    try:
        step(dev, "lang")
        step(dev, "lang")  # Deutsch
        step(dev, "volume")  # 50 -> 3
        step(dev, "i2c_khz")  # 400 -> 1000: applies at the next start
        check(dev.toast_text == "Ab Neustart", dev.toast_text)
        check(log[-1] == "sys setting i2c_khz=1000", log)
        step(dev, "display")
        check(dev.toast_text == "Anzeige SH1106", dev.toast_text)
        choose(dev, "Zurücksetzen")
        check(dev.stack[-1].heading == "Zurücksetzen?")
        check(_shown(dev)[1:3] == ["Nein", "Ja"])
        choose(dev, "Ja")
        check(dev.toast_text == "Zurückgesetzt", dev.toast_text)
        check(log[-1] == "sys settings reset changed=2", log)
        check(dev.settings["lang"] == "de")  # a reset keeps who reads it
    finally:
        lang.use("en")


def test_a_value_changed_under_the_screen_shows_at_its_next_frame():
    # the lines are made again only when a value changed: one the device
    # changed meanwhile (not this screen's ok) still shows at once
    dev, log = open_settings(None)
    check("Contrast    127" in v.texts(dev.view()))
    dev.settings["contrast"] = 63
    texts = v.texts(dev.view())
    check("Contrast     63" in texts and "Contrast    127" not in texts, texts)
