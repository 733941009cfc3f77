"""The generated hardware documents (tools/hw/hwgen.py) against the board module.

The expectations here are written independently of hwgen's own tables: the Pico
pinout below is typed in from Raspberry Pi's published pinout, and the
diagram.json checks find the parts by their Wokwi type, not by hwgen's ids.
"""

import html
import importlib.util
import json
import pathlib
import re
import subprocess
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parents[1]
HW = ROOT / "hardware"

# Raspberry Pi Pico: GPIO -> header pin (pins 1-20 down the left edge, 21-40 up
# the right edge, USB at the top; pins 3, 8, 13, 18, 23, 28, 33, 38 are grounds)
PICO_PIN_OF_GP = {
    0: 1, 1: 2, 2: 4, 3: 5, 4: 6, 5: 7, 6: 9, 7: 10, 8: 11, 9: 12,
    10: 14, 11: 15, 12: 16, 13: 17, 14: 19, 15: 20, 16: 21, 17: 22, 18: 24, 19: 25,
    20: 26, 21: 27, 22: 29, 26: 31, 27: 32, 28: 34,
}  # fmt: skip
PICO_GROUND_PINS = (3, 8, 13, 18, 23, 28, 33, 38)
# Wokwi's wokwi-pi-pico names its grounds GND.1 .. GND.8 in header order
WOKWI_GROUNDS = {"pico:GND.%d" % i for i in range(1, 9)}
WOKWI_PICO_PINS = (
    {"pico:GP%d" % gp for gp in PICO_PIN_OF_GP}
    | WOKWI_GROUNDS
    | {"pico:" + n for n in ("RUN", "ADC_VREF", "3V3", "3V3_EN", "VSYS", "VBUS")}
)


def board_consts():
    text = (ROOT / "firmware/board_pico.py").read_text()
    return {name: int(num) for name, num in re.findall(r"^(\w+) = ([\d_]+)", text, re.M)}


def load_hwgen():
    spec = importlib.util.spec_from_file_location("hwgen", ROOT / "tools/hw/hwgen.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# -- (i) checked-in files are what the generator writes now


def test_checked_in_files_equal_the_generator_output():
    hwgen = load_hwgen()
    outputs = hwgen.text_outputs(hwgen.read_board())
    assert set(outputs) == {
        "wiring.svg",
        "diagram.json",
        "wokwi.toml",
        "pico-w/diagram.json",
        "pico-w/wokwi.toml",
        "pico2/diagram.json",
        "pico2/wokwi.toml",
        "pico2-w/diagram.json",
        "pico2-w/wokwi.toml",
    }
    for name, text in outputs.items():
        assert (HW / name).read_text(encoding="utf-8") == text, (
            "%s is stale: run python tools/hw/hwgen.py" % name
        )
    assert (HW / "wiring.png").stat().st_size > 0


def test_generator_is_deterministic():
    hwgen = load_hwgen()
    board = hwgen.read_board()
    assert hwgen.text_outputs(board) == hwgen.text_outputs(board)


def test_check_flag_reports_a_stale_file(tmp_path):
    hwgen = load_hwgen()
    for name, text in hwgen.text_outputs(hwgen.read_board()).items():
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    cmd = [sys.executable, str(ROOT / "tools/hw/hwgen.py"), "--check", "--out", str(tmp_path)]
    ok = subprocess.run(cmd, capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
    (tmp_path / "diagram.json").write_text("{}\n")
    stale = subprocess.run(cmd, capture_output=True, text=True)
    assert stale.returncode == 1
    assert "diagram.json" in stale.stderr and "hwgen.py" in stale.stderr


def test_read_board_parses_without_importing_machine():
    hwgen = load_hwgen()
    board = hwgen.read_board()
    consts = board_consts()
    assert board["I2C_ID"] == 0 and board["I2C_FREQ"] == 400_000
    for name, value in consts.items():
        if name.startswith("GP_"):
            assert board[name] == value, name


# -- (ii) diagram.json follows board_pico.py


class Nets:
    def __init__(self, connections):
        self.parent = {}
        for a, b, *_ in connections:
            self.union(a, b)

    def find(self, x):
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a, b):
        self.parent[self.find(a)] = self.find(b)

    def net(self, pin):
        root = self.find(pin)
        return {p for p in self.parent if self.find(p) == root}

    def pico_pins(self, pin):
        return {p for p in self.net(pin) if p.startswith("pico:")}


def diagram():
    return json.loads((HW / "diagram.json").read_text())


def parts_of_type(d, kind):
    return [p for p in d["parts"] if p["type"] == kind]


def the_part(d, kind):
    found = parts_of_type(d, kind)
    assert len(found) == 1, kind
    return found[0]["id"]


def gp(name):
    return {"pico:GP%d" % board_consts()[name]}


def test_diagram_parts_and_firmware():
    d = diagram()
    pico = parts_of_type(d, "wokwi-pi-pico")
    assert len(pico) == 1 and pico[0]["id"] == "pico"
    env = pico[0]["attrs"]["env"]
    assert env.startswith("micropython-") and env.endswith("-v1.28.0")
    assert parts_of_type(d, "board-ssd1306")[0]["attrs"]["i2cAddress"].lower() == "0x3c"
    labels = sorted(p["attrs"]["label"] for p in parts_of_type(d, "wokwi-pushbutton"))
    assert labels == ["back", "down", "ok", "up"]
    assert len(parts_of_type(d, "wokwi-buzzer")) == 1
    assert len(parts_of_type(d, "board-mfrc522")) == 1
    assert [p["attrs"]["value"] for p in parts_of_type(d, "wokwi-resistor")] == ["100"]
    ids = [p["id"] for p in d["parts"]]
    assert len(ids) == len(set(ids))
    for a, b, *_ in d["connections"]:
        for end in (a, b):
            part, _, _ = end.partition(":")
            assert part in ids, end
            if part == "pico":
                assert end in WOKWI_PICO_PINS, end


def test_diagram_connections_follow_the_board_module():
    d = diagram()
    nets = Nets(d["connections"])
    for btn in parts_of_type(d, "wokwi-pushbutton"):  # each contact's two legs are one
        nets.union(btn["id"] + ":1.l", btn["id"] + ":1.r")
        nets.union(btn["id"] + ":2.l", btn["id"] + ":2.r")

    oled = the_part(d, "board-ssd1306")
    assert nets.pico_pins(oled + ":SDA") == gp("GP_I2C_SDA") == {"pico:GP4"}
    assert nets.pico_pins(oled + ":SCL") == gp("GP_I2C_SCL") == {"pico:GP5"}

    for btn in parts_of_type(d, "wokwi-pushbutton"):
        const = "GP_BTN_" + btn["attrs"]["label"].upper()
        contacts = [nets.pico_pins(btn["id"] + ":1.l"), nets.pico_pins(btn["id"] + ":2.l")]
        assert gp(const) in contacts, btn["id"]
        other = contacts[1 - contacts.index(gp(const))]
        assert other and other <= WOKWI_GROUNDS, btn["id"]  # pressed = pulled to GND

    bz = the_part(d, "wokwi-buzzer")
    res = the_part(d, "wokwi-resistor")
    assert nets.pico_pins(bz + ":1") <= WOKWI_GROUNDS and nets.pico_pins(bz + ":1")
    assert nets.pico_pins(bz + ":2") == set()  # only through the resistor
    res_ends = {res + ":1", res + ":2"}
    near = (res_ends & nets.net(bz + ":2")).pop()
    far = (res_ends - {near}).pop()
    assert nets.pico_pins(far) == gp("GP_BUZZER") == {"pico:GP15"}

    rfid = the_part(d, "board-mfrc522")
    for pin, const in (
        ("SDA", "GP_NFC_CS"),
        ("SCK", "GP_NFC_SCK"),
        ("MOSI", "GP_NFC_MOSI"),
        ("MISO", "GP_NFC_MISO"),
        ("RST", "GP_NFC_RST"),
    ):
        assert nets.pico_pins(rfid + ":" + pin) == gp(const), pin
    assert nets.net(rfid + ":IRQ") == {rfid + ":IRQ"}  # not connected

    sw = the_part(d, "wokwi-slide-switch")
    assert nets.pico_pins(sw + ":2") == gp("GP_DEV") == {"pico:GP22"}
    throws = [nets.pico_pins(sw + ":1"), nets.pico_pins(sw + ":3")]
    assert sorted(map(bool, throws)) == [False, True]
    assert max(throws, key=len) <= WOKWI_GROUNDS


def test_every_part_has_power_and_ground_and_no_gpio_is_used_twice():
    d = diagram()
    nets = Nets(d["connections"])
    for btn in parts_of_type(d, "wokwi-pushbutton"):
        nets.union(btn["id"] + ":2.l", btn["id"] + ":2.r")
    supplies = {the_part(d, "board-ssd1306") + ":VCC", the_part(d, "board-mfrc522") + ":3.3V"}
    for pin in supplies:
        assert nets.pico_pins(pin) == {"pico:3V3"}, pin
    for part in d["parts"]:
        if part["type"] in ("wokwi-pi-pico", "wokwi-resistor"):
            continue
        pins = {end for c in d["connections"] for end in c[:2] if end.startswith(part["id"] + ":")}
        assert any(nets.pico_pins(p) & WOKWI_GROUNDS for p in pins), part["id"]
    gp_pins = [e for c in d["connections"] for e in c[:2] if re.fullmatch(r"pico:GP\d+", e)]
    for pin in set(gp_pins):
        assert gp_pins.count(pin) == 1, pin  # one wire per GPIO
        net = nets.pico_pins(pin)
        assert net == {pin}, net  # never joined to another GPIO, 3V3 or GND
    expected = {"pico:GP%d" % v for k, v in board_consts().items() if k.startswith("GP_")}
    assert set(gp_pins) == expected


# -- (iii) header pin numbers in the README and the picture


def readme_rows():
    text = (HW / "README.md").read_text()
    return re.findall(r"^\| ([^|]+) \| GP(\d+) \| (\d+) \|", text, re.M)


def test_readme_header_pins_match_the_pico_pinout():
    rows = readme_rows()
    assert len(rows) == len([k for k in board_consts() if k.startswith("GP_")])
    for signal, gpn, pin in rows:
        assert int(pin) == PICO_PIN_OF_GP[int(gpn)], signal
    # spot checks of the mapping itself against the published pinout
    assert PICO_PIN_OF_GP[4] == 6 and PICO_PIN_OF_GP[15] == 20 and PICO_PIN_OF_GP[22] == 29
    assert len(set(PICO_PIN_OF_GP.values()) | set(PICO_GROUND_PINS)) == 26 + 8


def test_readme_embeds_the_picture():
    text = (HW / "README.md").read_text()
    assert "](wiring.svg)" in text


def test_picture_labels_name_gpio_and_header_pin():
    svg = (HW / "wiring.svg").read_text()
    texts = [html.unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg)]
    for name, value in board_consts().items():
        if not name.startswith("GP_"):
            continue
        want = "GP%d · pin %d" % (value, PICO_PIN_OF_GP[value])
        assert any(want in t for t in texts), (name, want)
    assert any("pin 36" in t and "3V3" in t for t in texts)
    for pin in (8, 18, 23, 28):  # the grounds the picture uses
        assert pin in PICO_GROUND_PINS
        assert any("GND · pin %d" % pin in t for t in texts), pin


# -- wokwi.toml


def test_wokwi_toml_points_at_an_ignored_micropython_uf2():
    for folder, uf2 in (
        (HW, "RPI_PICO-"),
        (HW / "pico-w", "RPI_PICO_W-"),
        (HW / "pico2", "RPI_PICO2-"),
        (HW / "pico2-w", "RPI_PICO2_W-"),
    ):
        conf = tomllib.loads((folder / "wokwi.toml").read_text())["wokwi"]
        assert conf["version"] == 1
        firmware = conf["firmware"]
        assert firmware.endswith(".uf2") and uf2 in firmware and "v1.28.0" in firmware
        assert isinstance(conf["rfc2217ServerPort"], int)
        path = (folder / firmware).resolve().relative_to(ROOT)
        assert path.parent == pathlib.Path("hardware/wokwi")  # one folder for every board's
        check = subprocess.run(
            ["git", "check-ignore", "-q", "--no-index", str(path)], cwd=ROOT, capture_output=True
        )
        assert check.returncode == 0, "%s is not in .gitignore" % path


def test_the_other_boards_diagrams_are_the_picos_on_their_own_part():
    # Wokwi's board-pi-pico-w, board-pi-pico-2 and board-pi-pico-2w have the
    # Pico's header and pin names (GP0..GP28, GND.1..GND.8, 3V3): the same
    # parts and wires on each board's own part
    pico = diagram()
    for folder, part in (
        ("pico-w", "board-pi-pico-w"),
        ("pico2", "board-pi-pico-2"),
        ("pico2-w", "board-pi-pico-2w"),
    ):
        other = json.loads((HW / folder / "diagram.json").read_text())
        assert [p["type"] for p in other["parts"] if p["id"] == "pico"] == [part]
        assert other["connections"] == pico["connections"], folder
        assert [p for p in other["parts"] if p["id"] != "pico"] == [
            p for p in pico["parts"] if p["id"] != "pico"
        ]


def test_the_parts_list_asks_for_as_many_stickers_as_the_decks_have():
    # docs/rules.md (each game's *box* counts): Sombreros 42 hats (7 types x
    # values 1..6); Clocktowers 66 cards (18 clocks, 20 roofs, 28 floors);
    # Stramash is played with 3 decks for 5-6 players, 54 cards each with the 2
    # jokers
    som, clk, stramash = 7 * 6, 18 + 20 + 28, 3 * 54
    from companion.nfc import decks

    def deck(game):
        return sum(count for _card, count in decks.catalogue(game))

    assert (deck("som"), deck("clk"), deck("st")) == (som, clk, stramash)
    cards_md = (ROOT / "docs/cards.md").read_text()
    for name, n in (("Sombreros", som), ("Clocktowers", clk), ("Stramash", stramash)):
        assert "## %s (%d cards)" % (name, n) in cards_md, name
    (row,) = [ln for ln in (HW / "README.md").read_text().splitlines() if ln.startswith("| NTAG")]
    qty = row.split("|")[2]
    numbers = [int(n) for n in re.findall(r"\d+", qty)]
    assert numbers[:3] == [som + clk, som, clk] and stramash in numbers[3:], qty
