"""The tables of ``firmware/board_pico.py``, read on the host: the one reader.

``board_pico`` builds ``machine`` objects, so the host tools do not import
it: its ``BOARDS`` and ``CHIPS``, its ``GP_*`` pins and its bus constants are
literals, parsed here (``ast``), so the device, ``tools/flash.py``, the
simulator and ``tools/hw/hwgen.py`` (the wiring) read one table.

    from boardtable import boards, board, pins
    board("pico_w").heap            # 205184: MicroPython 1.28's GC heap there
    board("pico_w").uf2             # "RPI_PICO_W": its name on micropython.org
    pins()["GP_BUZZER"]             # 15
"""

import ast
import pathlib

BOARD_PY = pathlib.Path(__file__).resolve().parents[1] / "firmware/board_pico.py"
FIELDS = ("key", "names", "chip", "led", "vbus", "vsys", "radio", "flash_kb", "heap", "fs_kb")
DOWNLOAD = "https://micropython.org/download/%s/"


class Board:
    """One row of ``BOARDS`` by field name (``FIELDS``), plus ``uf2``: the
    board's name in MicroPython's source and downloads, "RPI_" + the key
    in capitals, and ``download``: its page on micropython.org."""

    def __init__(self, row):
        for name, value in zip(FIELDS, row, strict=True):
            setattr(self, name, value)
        self.uf2 = "RPI_" + self.key.upper()
        self.download = DOWNLOAD % self.uf2


def _assignments(path=BOARD_PY):
    """``(name, value node)`` of each module-level ``NAME = ...`` of the
    board module, ``const(...)`` unwrapped."""
    path = pathlib.Path(path)
    for node in ast.parse(path.read_text(), str(path)).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                value = node.value
                if isinstance(value, ast.Call) and getattr(value.func, "id", None) == "const":
                    value = value.args[0]
                yield target.id, value


def _tables(path=BOARD_PY):
    found = {}
    for name, value in _assignments(path):
        if name in ("BOARDS", "CHIPS"):
            found[name] = ast.literal_eval(value)
    return found


def pins(path=BOARD_PY):
    """The ``GP_*`` pin numbers, ``I2C_ID`` and ``I2C_FREQ`` of the board
    module, by name. ValueError when one is not an integer literal, or
    I2C_ID or I2C_FREQ is missing."""
    found = {}
    for name, value in _assignments(path):
        if not (name.startswith("GP_") or name in ("I2C_ID", "I2C_FREQ")):
            continue
        if not (isinstance(value, ast.Constant) and type(value.value) is int):
            raise ValueError("%s: %s is not an integer literal" % (path, name))
        found[name] = value.value
    for name in ("I2C_ID", "I2C_FREQ"):
        if name not in found:
            raise ValueError("%s: %s not found" % (path, name))
    return found


def boards():
    """Every ``Board`` of the table, in its order."""
    return [Board(row) for row in _tables()["BOARDS"]]


def chips():
    """``CHIPS``: (name, WATCHDOG CTRL address, longest timeout ms, SRAM KB)."""
    return _tables()["CHIPS"]


def board(key):
    """The ``Board`` with that key; ValueError for another."""
    for b in boards():
        if b.key == key:
            return b
    raise ValueError("unknown board %r (one of: %s)" % (key, ", ".join(b.key for b in boards())))


def identify(banner):
    """The ``Board`` a banner ("Raspberry Pi Pico W with RP2040": the
    board's ``sys.implementation._machine``) names, or None; the same
    matching as ``board_pico.identify``."""
    at = banner.rfind(" with ")
    name, mcu = (banner, "") if at < 0 else (banner[:at], banner[at + 6 :])
    for b in boards():
        if name in b.names and (mcu.startswith(b.chip) if mcu else True):
            return b
    return None


def chip(banner):
    """The chip name ("RP2040", "RP2350") whose name starts the banner's
    MCU ("RP2350-RISCV" is the RP2350), or None."""
    at = banner.rfind(" with ")
    mcu = banner[at + 6 :] if at >= 0 else ""
    for c in chips():
        if mcu.startswith(c[0]):
            return c[0]
    return None
