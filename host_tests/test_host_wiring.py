"""hardware/README.md and firmware/board_pico.py name the same pins."""

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[1]


def board_pins():
    text = (ROOT / "firmware/board_pico.py").read_text()
    return {name: int(num) for name, num in re.findall(r"^(GP_\w+) = (\d+)", text, re.M)}


def table_pins():
    text = (ROOT / "hardware/README.md").read_text()
    return {
        sig.strip(): int(gp) for sig, gp in re.findall(r"^\| ([^|]+) \| GP(\d+) \|", text, re.M)
    }


def test_wiring_table_matches_the_board_module():
    board = board_pins()
    table = table_pins()
    pairs = {
        "I2C0 SDA": "GP_I2C_SDA",
        "I2C0 SCL": "GP_I2C_SCL",
        "button ok": "GP_BTN_OK",
        "button up": "GP_BTN_UP",
        "button down": "GP_BTN_DOWN",
        "button back": "GP_BTN_BACK",
        "buzzer": "GP_BUZZER",
        "NFC MISO": "GP_NFC_MISO",
        "NFC CS": "GP_NFC_CS",
        "NFC SCK": "GP_NFC_SCK",
        "NFC MOSI": "GP_NFC_MOSI",
        "NFC RST": "GP_NFC_RST",
        "dev jumper": "GP_DEV",
    }
    assert set(table) == set(pairs)
    assert set(board) == set(pairs.values())
    for signal, const in pairs.items():
        assert table[signal] == board[const], signal
    assert len(set(board.values())) == len(board)  # no pin used twice
