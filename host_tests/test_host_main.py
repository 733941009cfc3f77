"""``firmware/main.py`` (``board_pico.start``) over the fake ``machine``: the display's bus is set
up at the I2C speed saved in the settings (``back`` held at boot, so the
app itself is not started); no settings file stops the boot before the
escape hatch; the emergency exception buffer comes first."""

import json
import pathlib
import sys

import fake_asyncio
import fake_framebuf
import fake_machine as m

ROOT = pathlib.Path(__file__).resolve().parents[1]
STARTED = []  # the board_pico module run_main last started


def run_main(tmp_path, saved, text=None, micropython=None):
    """The I2C buses main.py made: settings ``saved`` (values) or the file's
    ``text``; ``micropython``: a fake of that module (None: none, as on
    CPython)."""
    data = tmp_path / "data"
    data.mkdir()
    if saved is not None:
        text = json.dumps({"v": 1, "values": saved})
    if text is not None:
        (data / "settings.json").write_text(text)
    m.fresh(levels={13: 0})  # back held: the escape hatch
    names = ("machine", "framebuf", "asyncio", "board_pico", "micropython")
    old = {n: sys.modules.get(n) for n in names}
    sys.modules["machine"] = m
    sys.modules["framebuf"] = fake_framebuf
    sys.modules["asyncio"] = fake_asyncio
    sys.modules.pop("board_pico", None)
    if micropython is not None:
        sys.modules["micropython"] = micropython
    try:
        import board_pico

        STARTED[:] = [board_pico]
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


HATCH = "sys escape hatch: back held at boot, app not started"


def test_a_deep_settings_file_still_boots(tmp_path, capsys):
    # 5,000 deep (10 KB) once raised before the escape hatch: no file may stop a boot
    assert run_main(tmp_path, None, "[" * 5000 + "]" * 5000) == [400_000]
    assert capsys.readouterr().out.splitlines() == ["sys settings unreadable", HATCH]


def test_a_settings_load_that_raises_still_boots(tmp_path, capsys, monkeypatch):
    from companion import settings

    def out_of_heap(data_dir, log=None):
        raise MemoryError("memory allocation failed")

    monkeypatch.setattr(settings, "load", out_of_heap)
    assert run_main(tmp_path, {"i2c_khz": 1000}) == [400_000]  # the defaults
    out = capsys.readouterr().out.splitlines()
    assert out == ["sys settings unreadable: MemoryError('memory allocation failed')", HATCH]


class FakeMicropython:
    """``micropython`` with the emergency buffer call only; ``calls``: the
    sizes asked for, each with how many machine objects existed then."""

    def __init__(self):
        self.calls = []

    def alloc_emergency_exception_buf(self, size):
        self.calls.append((size, len(m.created)))


def test_the_emergency_exception_buffer_comes_first(tmp_path):
    mp = FakeMicropython()
    assert run_main(tmp_path, None, micropython=mp) == [400_000]
    assert mp.calls == [(100, 0)]  # 100 bytes, before any pin, bus or IRQ


def test_a_micropython_without_the_buffer_still_boots(tmp_path):
    assert run_main(tmp_path, None, micropython=object()) == [400_000]


def test_the_code_only_the_boot_runs_leaves_the_module_once_the_board_is_built(tmp_path):
    # start() deletes it: its bytecode leaves the heap of every game
    run_main(tmp_path, None)
    mod = STARTED[0]
    for name in ("_build", "_open_display", "identify", "watchdog_max", "_RESET_CAUSES"):
        assert not hasattr(mod, name), name
    assert hasattr(mod, "Board") and hasattr(mod.Board, "probe")  # the rest stays
