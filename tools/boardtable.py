"""The board and chip tables of ``firmware/board_pico.py``, read on the host.

``board_pico`` builds ``machine`` objects, so the host tools do not import
it: its ``BOARDS`` and ``CHIPS`` are literals, parsed here (``ast``), so the
device, ``tools/flash.py`` and the simulator read one table.

    from boardtable import boards, board
    board("pico_w").heap            # 205184: MicroPython 1.28's GC heap there
    board("pico_w").uf2             # "RPI_PICO_W": its name on micropython.org
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


def _tables(path=BOARD_PY):
    found = {}
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            name = getattr(node.targets[0], "id", None)
            if name in ("BOARDS", "CHIPS"):
                value = node.value
                if isinstance(value, ast.Call):  # const((...))
                    value = value.args[0]
                found[name] = ast.literal_eval(value)
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
