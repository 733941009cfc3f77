"""Settings on both runtimes: load merges the file over the defaults and
forgives every bad file (logged, never raised), save round-trips; the
settings screen shows each value, steps through the choices, reports each
change and asks before a reset."""

import json
import os

from test_store import write_deep, write_list, write_long

from companion import settings as st
from companion import store
from companion.device import Device
from companion.ui import view as v
from companion.ui.settings_ui import line, settings_screen, value_text
from support import check, choose, fresh_dir

DIR = "build/test-settings"
PATH = DIR + "/settings.json"


def fresh():
    return fresh_dir(DIR)


def write(text, mode="w"):
    with open(PATH, mode) as f:
        f.write(text)


def load_logged(d=DIR):
    log = []
    return st.load(d, log.append), log


def with_values(values, version=1):
    d = fresh()
    write(json.dumps({"v": version, "values": values}))
    return d


# -- load and save -------------------------------------------------------------


def test_the_defaults():
    check(
        st.DEFAULTS
        == {
            "lang": "en",
            "sound": True,
            "volume": 50,
            "contrast": 127,
            "dim_s": 60,
            "sleep_s": 300,
            "display": "ssd1306",
            "i2c_khz": 400,
            "nfc": True,
            "battery": "alkaline3",
        }
    )
    check(sorted(st.KEYS) == sorted(st.DEFAULTS))
    # the three controllers, the 0.96" module's first (its SSD1306 is also
    # what a 2.42" SSD1309 takes; no datasheet gives a way to tell them apart)
    check(st.CHOICES["display"] == ("ssd1306", "sh1106", "ssd1309"))
    check(st.KEPT == ("lang", "display"))
    check(sorted(st.CHOICES) == sorted(st.DEFAULTS))
    for key in st.KEYS:  # every default is valid and one of the screen's steps
        check(st.valid(key, st.DEFAULTS[key]), key)
        check(st.DEFAULTS[key] in st.CHOICES[key], key)
        for c in st.CHOICES[key]:
            check(st.valid(key, c), "%s %r" % (key, c))
    check(st.VERSION == 1)


def test_no_data_dir_is_memory_only():
    s, log = load_logged(None)
    check(s == st.DEFAULTS and s is not st.DEFAULTS)
    check(log == [])
    st.save(None, s)  # nothing to write, nothing raised


def test_a_missing_file_gives_the_defaults_silently():
    fresh()
    s, log = load_logged()
    check(s == st.DEFAULTS)
    check(log == [])


def test_a_partial_file_is_merged_over_the_defaults():
    with_values({"volume": 25, "nfc": False})
    s, log = load_logged()
    want = dict(st.DEFAULTS)
    want["volume"] = 25
    want["nfc"] = False
    check(s == want)
    check(log == [])


def test_bad_values_are_replaced_by_the_default_and_logged():
    with_values(
        {
            "sound": "yes",
            "volume": 80,  # above 50: no louder, out of range
            "contrast": True,  # a bool is not an int here
            "dim_s": 45,  # not one of the choices
            "sleep_s": 1.5,
            "i2c_khz": 800,
            "nfc": 1,
            "battery": "lead",
        }
    )
    s, log = load_logged()
    check(s == st.DEFAULTS)
    check(
        log
        == [
            "sys settings bad key=sound value='yes'",
            "sys settings bad key=volume value=80",
            "sys settings bad key=contrast value=True",
            "sys settings bad key=dim_s value=45",
            "sys settings bad key=sleep_s value=1.5",
            "sys settings bad key=i2c_khz value=800",
            "sys settings bad key=nfc value=1",
            "sys settings bad key=battery value='lead'",
        ],
        log,
    )


def test_a_bad_value_leaves_the_good_ones():
    with_values({"volume": -3, "contrast": 100, "battery": "lipo1"})
    s, log = load_logged()
    check(s["volume"] == 50)
    check(s["contrast"] == 100)  # in 0..255, though not a screen step
    check(s["battery"] == "lipo1")
    check(log == ["sys settings bad key=volume value=-3"], log)


def test_a_long_bad_value_is_cut_short_in_the_log():
    with_values({"battery": "x" * 40})
    s, log = load_logged()
    check(s["battery"] == "alkaline3")
    check(log == ["sys settings bad key=battery value='xxxxxxxxxxxxxxxx..."], log)


def test_unknown_keys_are_dropped_and_logged():
    with_values({"volume": 12, "wifi": True, "brightness": 3})
    s, log = load_logged()
    check("wifi" not in s and "brightness" not in s)
    check(s["volume"] == 12)
    check(
        log == ["sys settings bad key=brightness unknown", "sys settings bad key=wifi unknown"],
        log,
    )


def test_a_corrupt_file_of_garbage_bytes_gives_the_defaults():
    fresh()
    write(bytes((0xFF, 0xFE, 0x00, 0x9C, 0x7B, 0x22, 0x80, 0xC3)), "wb")
    s, log = load_logged()
    check(s == st.DEFAULTS)
    check(log == ["sys settings unreadable"], log)


def test_a_truncated_file_gives_the_defaults():
    fresh()
    write('{"v": 1, "values": {"sound": false, "volu')
    s, log = load_logged()
    check(s == st.DEFAULTS)
    check(log == ["sys settings unreadable"], log)


def test_an_empty_file_gives_the_defaults():
    fresh()
    write("")
    s, log = load_logged()
    check(s == st.DEFAULTS)
    check(log == ["sys settings unreadable"], log)


def test_json_of_the_wrong_shape_gives_the_defaults():
    for text in ("[1, 2]", "7", '{"v": 1}', '{"v": 1, "values": [50]}', "null"):
        fresh()
        write(text)
        s, log = load_logged()
        check(s == st.DEFAULTS, text)
        check(log == ["sys settings unreadable"], "%s %r" % (text, log))


def test_a_deep_huge_or_long_file_gives_the_defaults():
    # each once raised MemoryError on the Pico (RecursionError on
    # CPython for the deep one), before the escape hatch
    fresh()
    write_deep(PATH, 5000)  # 10 KB, 5,000 deep
    check(load_logged() == (st.DEFAULTS, ["sys settings unreadable"]))
    write_deep(PATH, 400)  # 800 bytes: within 1 KB, too deep
    check(load_logged() == (st.DEFAULTS, ["sys settings unreadable"]))
    write_list(PATH, 350000)  # 1,050,000 bytes
    check(load_logged() == (st.DEFAULTS, ["sys settings unreadable"]))
    write_long(PATH, '{"v": 1, "values": {"battery": "', 153600, '"}}')
    check(load_logged() == (st.DEFAULTS, ["sys settings unreadable"]))


def test_a_file_up_to_1_kb_is_read():
    # every key at its longest, indented by hand: 285 bytes; padded to the bound
    values = {
        "lang": "en",
        "sound": False,
        "volume": 50,
        "contrast": 255,
        "dim_s": 120,
        "sleep_s": 1800,
        "display": "ssd1306",
        "i2c_khz": 1000,
        "nfc": False,
        "battery": "alkaline3",
    }
    text = """{
    "v": 1,
    "values": {
        "lang": "en",
        "sound": false,
        "volume": 50,
        "contrast": 255,
        "dim_s": 120,
        "sleep_s": 1800,
        "display": "ssd1306",
        "i2c_khz": 1000,
        "nfc": false,
        "battery": "alkaline3"
    }
}"""
    check(len(text) == 285, len(text))
    fresh()
    write(text + " " * (1024 - 285))
    check(load_logged() == (values, []))
    write(text + " " * (1025 - 285))
    check(load_logged() == (st.DEFAULTS, ["sys settings unreadable"]))


def test_another_version_is_never_misread():
    with_values({"volume": 6}, version=2)
    s, log = load_logged()
    check(s == st.DEFAULTS)
    check(log == ["sys settings unreadable version=2"], log)
    fresh()
    write('{"values": {"volume": 6}}')  # no version at all
    s, log = load_logged()
    check(s == st.DEFAULTS)
    check(log == ["sys settings unreadable version=None"], log)


def test_changed_names_only_what_differs_from_the_defaults_in_screen_order():
    s = dict(st.DEFAULTS)
    check(st.changed(s) == "")
    s["contrast"] = 191
    s["sound"] = False
    s["battery"] = "lipo1"
    check(st.changed(s) == "sound=False contrast=191 battery=lipo1")


def test_save_then_load_round_trips():
    d = fresh()
    s = st.load(d)
    s["sound"] = False
    s["volume"] = 6
    s["contrast"] = 200
    s["sleep_s"] = 0
    s["i2c_khz"] = 1000
    s["battery"] = "nimh3"
    st.save(d, s)
    check(sorted(os.listdir(d)) == ["settings.json"])  # no .tmp left over
    again, log = load_logged()
    check(again == s)
    check(log == [])
    raw = store.load(PATH, None)[0]
    check(raw["v"] == 1)
    check(raw["values"] == s)


def test_save_writes_only_the_known_keys():
    d = fresh()
    s = dict(st.DEFAULTS)
    s["stray"] = 1
    del s["nfc"]
    st.save(d, s)
    raw = store.load(PATH, None)[0]
    check(raw == {"v": 1, "values": st.DEFAULTS}, raw)


def test_save_creates_the_directory():
    d = fresh()
    os.rmdir(d)
    st.save(d, st.DEFAULTS)
    check(st.load(d) == st.DEFAULTS)


def test_valid():
    check(st.valid("volume", 1) and st.valid("volume", 50))
    check(not st.valid("volume", 0) and not st.valid("volume", 51))
    check(st.valid("contrast", 0) and st.valid("contrast", 255))
    check(not st.valid("contrast", 256) and not st.valid("contrast", "127"))
    check(not st.valid("sound", 1) and st.valid("sound", False))
    check(not st.valid("dim_s", 61) and st.valid("dim_s", 0))
    check(not st.valid("nope", 1))


def test_step_wraps_and_snaps_to_the_choices():
    check(st.step("i2c_khz", 400, 1) == 1000)
    check(st.step("i2c_khz", 1000, 1) == 100)
    check(st.step("i2c_khz", 100, -1) == 1000)
    check(st.step("sound", True, 1) is False)
    check(st.step("dim_s", 300, 1) == 0)  # never comes after the longest
    check(st.step("dim_s", 0, 1) == 15)
    check(st.step("contrast", 100, 1) == 127)  # between the steps
    check(st.step("contrast", 100, -1) == 63)
    check(st.step("contrast", 0, -1) == 255)
    check(st.step("volume", 1, 1) == 3)


def test_duty_from_volume():
    from companion.ui.cues import duty_u16

    check(duty_u16(50) == 32768)
    check(duty_u16(25) == 16384)
    check(duty_u16(3) == 1966)


# -- the screen ------------------------------------------------------------------


def rig(values=None):
    """A device (memory only) with the settings screen on top; the log and
    the (key, value) pairs on_change saw."""
    log = []
    changes = []
    dev = Device(None, log.append, 0)
    s = dict(st.DEFAULTS)
    if values:
        s.update(values)

    def on_change(d, key, value):
        check(d is dev)
        check(s[key] == value)  # the dict is updated before the callback
        changes.append((key, value))

    dev.push(settings_screen(s, on_change))
    del log[:]
    return dev, s, log, changes


def labels(dev):
    return dev.stack[-1].labels()


def press(dev, *buttons, kind="short"):
    for b in buttons:
        dev.press(b, kind, 0)


def goto(dev, key):
    for _ in range(st.KEYS.index(key)):
        press(dev, "down")


def at(key):
    """The settings screen's line of ``key``: one a key, in KEYS order."""
    return st.KEYS.index(key)


def step(dev, s, key):
    """ok on the entry of ``key``, reached by its line (the value shown)."""
    choose(dev, line(key, s[key]))


def test_each_entry_shows_its_value():
    dev, s, log, changes = rig()
    check(
        labels(dev)
        == [
            "Lang    English",
            "Sound        on",
            "Volume      5/5",
            "Contrast    127",
            "Dim after   60s",
            "Sleep     5 min",
            "Display SSD1306",
            "I2C bus  400kHz",
            "NFC          on",
            "Battery  AA alk",
            "Reset settings",
        ],
        labels(dev),
    )
    texts = v.texts(dev.view())
    check(texts[0] == "Settings" and texts[1:5] == labels(dev)[:4], texts)  # the first four
    check(log == [] and changes == [])


def test_every_choice_fits_on_a_line():
    for key in st.KEYS:
        for c in st.CHOICES[key]:
            check(len(line(key, c)) == 15, line(key, c))
    check(line("sound", False) == "Sound       off")
    check(line("dim_s", 0) == "Dim after never")
    check(line("dim_s", 15) == "Dim after   15s")
    check(line("sleep_s", 60) == "Sleep       60s")
    check(line("sleep_s", 1800) == "Sleep    30 min")
    check(line("i2c_khz", 1000) == "I2C bus    1MHz")
    check(line("i2c_khz", 100) == "I2C bus  100kHz")
    check(line("display", "sh1106") == "Display  SH1106")
    check(line("display", "ssd1309") == "Display SSD1309")
    check(line("battery", "nimh3") == "Battery AA NiMH")
    check(line("battery", "lipo1") == "Battery    LiPo")
    check(line("volume", 3) == "Volume      1/5")  # the quietest of the five steps
    check(line("volume", 40) == "Volume      40%")  # set by hand between the steps
    check(value_text("contrast", 100) == "100")


def test_ok_steps_the_value_and_wraps():
    dev, s, log, changes = rig()
    goto(dev, "i2c_khz")
    press(dev, "ok", "ok", "ok")
    check(changes == [("i2c_khz", 1000), ("i2c_khz", 100), ("i2c_khz", 400)], changes)
    check(
        log == ["sys setting i2c_khz=1000", "sys setting i2c_khz=100", "sys setting i2c_khz=400"],
        log,
    )
    check(s["i2c_khz"] == 400)
    press(dev, "ok")
    check(labels(dev)[at("i2c_khz")] == "I2C bus    1MHz")


def test_a_long_ok_steps_back():
    dev, s, log, changes = rig()
    goto(dev, "volume")
    press(dev, "ok", kind="long")
    press(dev, "ok", kind="long")
    check(changes == [("volume", 25), ("volume", 12)], changes)
    press(dev, "ok", "ok", "ok")
    check(changes[2:] == [("volume", 25), ("volume", 50), ("volume", 3)], changes)
    check(labels(dev)[at("volume")] == "Volume      1/5")


def test_every_setting_cycles_round_to_its_start():
    dev, s, log, changes = rig()
    for key in st.KEYS:
        n = len(st.CHOICES[key])
        press(dev, *(["ok"] * n))
        check([c[0] for c in changes] == [key] * n, changes)
        check([c[1] for c in changes][-1] == st.DEFAULTS[key], changes)
        check(s[key] == st.DEFAULTS[key])
        del changes[:]
        press(dev, "down")


def test_the_exact_pairs_and_log_lines():
    dev, s, log, changes = rig()
    step(dev, s, "sound")  # off
    step(dev, s, "sleep_s")  # 300 -> 600
    step(dev, s, "nfc")  # off
    step(dev, s, "battery")  # nimh3
    step(dev, s, "battery")  # lipo1
    step(dev, s, "dim_s")  # 60 -> 120
    check(
        changes
        == [
            ("sound", False),
            ("sleep_s", 600),
            ("nfc", False),
            ("battery", "nimh3"),
            ("battery", "lipo1"),
            ("dim_s", 120),
        ],
        changes,
    )
    check(
        log
        == [
            "sys setting sound=False",
            "sys setting sleep_s=600",
            "sys setting nfc=False",
            "sys setting battery=nimh3",
            "sys setting battery=lipo1",
            "sys setting dim_s=120",
        ],
        log,
    )


def test_a_contrast_between_the_steps_moves_to_the_next():
    dev, s, log, changes = rig({"contrast": 100})
    check(labels(dev)[at("contrast")] == "Contrast    100")
    goto(dev, "contrast")
    press(dev, "ok")
    check(changes == [("contrast", 127)])


def test_the_screen_shows_a_change_made_elsewhere():
    dev, s, log, changes = rig()
    s["nfc"] = False
    dev.view()
    check(labels(dev)[at("nfc")] == "NFC         off")


def test_up_and_down_move_and_wrap_without_changing_anything():
    dev, s, log, changes = rig()
    press(dev, "up")  # wraps to the last entry
    check(dev.stack[-1].pos == len(st.KEYS))  # "Reset settings", after the keys
    press(dev, "down")
    check(dev.stack[-1].pos == 0)
    check(changes == [] and log == [] and s == st.DEFAULTS)


def test_back_leaves():
    dev, s, log, changes = rig()
    press(dev, "back")
    check(len(dev.stack) == 1)
    check(dev.stack[-1].heading == "Game")
    check(changes == [])


def test_reset_asks_first_and_no_keeps_everything():
    dev, s, log, changes = rig({"volume": 6, "nfc": False})
    choose(dev, "Reset settings")
    check(dev.stack[-1].heading == "Reset all?")
    check(labels(dev) == ["No", "Yes"])  # No first: a stray ok keeps them
    press(dev, "ok")
    check(dev.stack[-1].heading == "Settings")
    check(s["volume"] == 6 and s["nfc"] is False)
    check(changes == [] and log == [])
    press(dev, "ok", "back")  # asked again; back keeps them too
    check(dev.stack[-1].heading == "Settings")
    check(changes == [] and log == [])


def test_reset_yes_restores_the_defaults():
    dev, s, log, changes = rig({"volume": 6, "nfc": False, "battery": "lipo1", "contrast": 100})
    choose(dev, "Reset settings")
    choose(dev, "Yes")
    check(dev.stack[-1].heading == "Settings")
    check(s == st.DEFAULTS)
    check(
        changes == [("volume", 50), ("contrast", 127), ("nfc", True), ("battery", "alkaline3")],
        changes,
    )
    check(
        log
        == [
            "sys setting volume=50",
            "sys setting contrast=127",
            "sys setting nfc=True",
            "sys setting battery=alkaline3",
            "sys settings reset changed=4",
        ],
        log,
    )
    check(dev.toast_text == "Settings reset")
    check(labels(dev)[at("volume")] == "Volume      5/5")


def test_reset_leaves_the_display_controller():
    # it says what is wired: a reset that set it back to the SSD1306 would
    # garble a 1.3" display's picture
    dev, s, log, changes = rig({"display": "sh1106", "volume": 6})
    check(labels(dev)[at("display")] == "Display  SH1106")
    choose(dev, "Reset settings")
    choose(dev, "Yes")
    check(changes == [("volume", 50)], changes)
    check(s["display"] == "sh1106" and labels(dev)[at("display")] == "Display  SH1106")
    check(log == ["sys setting volume=50", "sys settings reset changed=1"], log)


def test_the_display_controller_steps_through_the_three():
    dev, s, log, changes = rig()
    goto(dev, "display")
    press(dev, "ok", "ok", "ok")
    check(
        changes == [("display", "sh1106"), ("display", "ssd1309"), ("display", "ssd1306")],
        changes,
    )
    check(log[0] == "sys setting display=sh1106", log)


def test_reset_with_nothing_changed():
    dev, s, log, changes = rig()
    choose(dev, "Reset settings")
    choose(dev, "Yes")
    check(changes == [])
    check(log == ["sys settings reset changed=0"], log)


def test_settings_saved_from_the_screen_survive_a_power_cut():
    d = fresh()
    dev = Device(None, None, 0)
    s = st.load(d)

    def on_change(dev_, key, value):
        st.save(d, s)

    dev.push(settings_screen(s, on_change))
    goto(dev, "volume")
    press(dev, "ok")  # volume 50 -> 3
    press(dev, "down")
    press(dev, "ok", kind="long")  # contrast 127 -> 63
    again, log = load_logged(d)
    want = dict(st.DEFAULTS)
    want["volume"] = 3
    want["contrast"] = 63
    check(again == want, again)
    check(log == [])
