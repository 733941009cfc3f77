"""``firmware/main.py`` over the fake ``machine``: the display's bus is set
up at the I2C speed saved in the settings (``back`` held at boot, so the
app itself is not started)."""

import json
import pathlib
import sys

import fake_asyncio
import fake_framebuf
import fake_machine as m

ROOT = pathlib.Path(__file__).resolve().parents[1]


def run_main(tmp_path, saved):
    data = tmp_path / "data"
    data.mkdir()
    if saved is not None:
        (data / "settings.json").write_text(json.dumps({"v": 1, "values": saved}))
    m.fresh(levels={13: 0})  # back held: the escape hatch
    names = ("machine", "framebuf", "asyncio", "board_pico")
    old = {n: sys.modules.get(n) for n in names}
    sys.modules["machine"] = m
    sys.modules["framebuf"] = fake_framebuf
    sys.modules["asyncio"] = fake_asyncio
    sys.modules.pop("board_pico", None)
    try:
        import board_pico

        board_pico.DATA_DIR = str(data)
        board_pico.Board.log = lambda self, line: None
        exec(compile((ROOT / "firmware/main.py").read_text(), "main.py", "exec"), {})
    finally:
        for n, mod in old.items():
            if mod is None:
                sys.modules.pop(n, None)
            else:
                sys.modules[n] = mod
    return [c[4] for c in m.created if c[0] == "I2C"]


def test_first_boot_opens_the_display_at_400khz(tmp_path):
    assert run_main(tmp_path, None) == [400_000]


def test_a_saved_speed_is_the_bus_speed(tmp_path):
    assert run_main(tmp_path, {"i2c_khz": 1000}) == [1_000_000]


def test_a_bad_saved_speed_falls_back_to_400khz(tmp_path):
    # 250 kHz is not one of the settings' choices: load() refuses it
    assert run_main(tmp_path, {"i2c_khz": 250}) == [400_000]
