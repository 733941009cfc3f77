"""The simulator as a tool (tools/sim/sim.py, run.py): what a bad script line
says, the bounds of ``wait``, the terminal drawing at any size (full size,
half width in quadrant blocks, half size in braille dots for an 80x24
terminal, a request for a larger terminal; never more lines than the
terminal has rows), the interactive mode's PNG screenshots (at once, named
after the shots already there) and run.py handing the terminal's size
over."""

import os
import pathlib
import pty
import re
import select
import subprocess
import sys
import tempfile
import time

import pytest
import run
from PIL import Image

ROOT = pathlib.Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def mpy_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("mpy")
    run.build(out)
    return out


def env_for(mpy_dir):
    return {"MICROPYPATH": run.micropath(mpy_dir), "PATH": "/usr/bin:/bin"}


def sim(mpy_dir, tmp_path, script, timeout=60):
    path = tmp_path / "script.txt"
    path.write_text(script)
    args = ["--script", str(path), "--shots", str(tmp_path / "shots")]
    args += ["--data", str(tmp_path / "data")]
    cmd = run.micropython_cmd(run.DEFAULT_HEAP, args)
    return subprocess.run(
        cmd, env=env_for(mpy_dir), capture_output=True, text=True, timeout=timeout
    )


def micropython(mpy_dir, code, *argv):
    """Run ``code`` on the unix port with the simulator's modules importable,
    FRAME in the file its first argument names (a long argument crashes the
    port); its stdout as bytes."""
    with tempfile.TemporaryDirectory() as tmp:
        frame = pathlib.Path(tmp) / "frame"
        frame.write_bytes(FRAME)
        (pathlib.Path(tmp) / "code.py").write_text(code)
        cmd = [str(pathlib.Path(sys.executable).parent / "micropython"), tmp + "/code.py"]
        cmd += [str(frame), *argv]
        out = subprocess.run(cmd, env=env_for(mpy_dir), capture_output=True, timeout=60)
    assert out.returncode == 0, (out.stdout + out.stderr).decode(errors="replace")
    return out.stdout


# -- script lines ------------------------------------------------------------------

BUTTON = "button must be ok, up, down or back"
COUNT = "COUNT must be 1..1000 (the times to press)"
WAIT = "MS must be 1..3600000 (one hour)"
SHOT = "NAME must be 1..64 letters, digits, - or _ (the screen goes to DIR/NAME.png)"
VERBS = "press, hold, pick, wait, shot, tap, place, lift, reset, mem, battery or lang"


@pytest.mark.parametrize(
    ("line", "why"),
    [
        ("press okk", BUTTON),
        ("press", BUTTON),
        ("hold OK", BUTTON),
        ("press ok x", COUNT),
        ("hold ok 0", COUNT),
        ("press down 1001", COUNT),
        ("press ok 2 3", "press NAME [COUNT]: nothing after the count"),
        ("jump 3", "jump is not an action: " + VERBS),
        ("Press ok", "Press is not an action: " + VERBS),
        ("wait", "wait MS: " + WAIT),
        ("wait 10 20", "wait MS: " + WAIT),
        ("wait 1.5", WAIT),
        ("wait 0", WAIT),
        ("wait -5", WAIT),
        ("shot", SHOT),
        ("shot a/b", SHOT),
        ("shot .hidden", SHOT),
        ("shot two words", SHOT),
        ("shot " + "x" * 65, SHOT),
        ("lift now", "lift takes nothing after it"),
        ("reset 2", "reset takes nothing after it"),
        ("mem", "mem NAME: one word, the name the log line gives"),
        ("mem a b", "mem NAME: one word, the name the log line gives"),
        ("battery", "battery MV (1..9900, VSYS in millivolts) or battery usb"),
        ("battery 0", "battery MV (1..9900, VSYS in millivolts) or battery usb"),
        ("tap #0 blank", "copy numbers start at #1"),  # the cards' own, as before
        ("pick", "pick LABEL: the menu line's label, or its start"),
    ],
)
def test_a_bad_line_says_what_was_expected(mpy_dir, tmp_path, line, why):
    out = sim(mpy_dir, tmp_path, "press ok\n# fine so far\n%s  # a comment\npress ok\n" % line)
    assert out.returncode == 2, out.stdout + out.stderr
    raw = "%s  # a comment" % line
    assert out.stdout.splitlines() == ["sim error line 3: cannot read %r: %s" % (raw, why)]


def test_pick_walks_the_menu_shown_and_says_when_it_cannot(mpy_dir, tmp_path):
    out = sim(mpy_dir, tmp_path, "pick Sombreros\npick 4\npick Score the end\n")
    assert out.returncode == 0, out.stdout + out.stderr
    assert "som session start players=4" in out.stdout.splitlines()
    out = sim(mpy_dir, tmp_path, "pick Chess\n")
    assert out.returncode == 2, out.stdout + out.stderr
    why = "sim error line 1: pick Chess: no line starts with it: Hamsterdam, Sombreros, "
    assert out.stdout.splitlines()[-1].startswith(why), out.stdout
    out = sim(mpy_dir, tmp_path, "pick Clocktowers\npick 4 players\npick Score\n")
    assert out.returncode == 2, out.stdout + out.stderr
    assert out.stdout.splitlines()[-1] == "sim error line 3: pick Score: no menu on the screen"


@pytest.mark.parametrize("ms", ["3600001", "100000000", "536870913", "999999999"])
def test_a_wait_over_an_hour_is_refused_before_the_run(mpy_dir, tmp_path, ms):
    # 999999999 used to end at once (over half the ticks period, 2**29 ms,
    # ticks_diff wraps negative); 100000000 used to run for minutes
    out = sim(mpy_dir, tmp_path, "press ok\nwait %s\n" % ms, timeout=30)
    assert out.returncode == 2, out.stdout + out.stderr
    assert out.stdout.splitlines() == ["sim error line 2: cannot read 'wait %s': %s" % (ms, WAIT)]


def test_the_longest_wait_really_waits(mpy_dir, tmp_path):
    # on a battery the idle firmware sleeps through most of it (quick to run)
    start = time.monotonic()
    out = sim(mpy_dir, tmp_path, "battery 3800\nmem before\nwait 3600000\nmem after\n")
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.splitlines()
    mems = [n for n, line in enumerate(lines) if line.startswith("sim mem ")]
    assert [lines[n].split()[2] for n in mems] == ["before", "after"]
    assert "sys idle off" in lines[mems[0] : mems[1]]  # the hour passed in between
    end = [line for line in lines if line.startswith("sim end ")][0]
    assert " virtual_ms=%d " % (50 + 3_600_000 + 50) in end
    assert time.monotonic() - start < 60


# -- the terminal ------------------------------------------------------------------

DRAW = """
import sys, io
import sim_term, sim_board
d = sim_board.SimDisplay()
d.shown[:] = open(sys.argv[1], "rb").read()
cols = int(sys.argv[2])
rows = int(sys.argv[4])
if sys.argv[3] == "typing":
    sim_term.PROMPT.start()
    for c in "bg1 som hat 3 5 and a long text typed on and on to the end":
        sim_term.PROMPT.key(c)
out = io.BytesIO()
logs = ["sim log %d" % i for i in range(10)] + ["sim log " + "x" * 200, "short"]
sim_term.draw_terminal(d, logs, cols, out, rows)
sys.stdout.buffer.write(out.getvalue())
"""

FRAME = bytes((i * 37 + (i >> 7) * 11 + (i * i >> 5)) & 255 for i in range(1024))
HALF = {" ": 0, "\u2580": 1, "\u2584": 2, "\u2588": 3}  # bit 0 upper, 1 lower
QUAD = {  # bit 0 upper left, 1 lower left, 2 upper right, 3 lower right
    ch: k
    for k, ch in enumerate(
        " \u2598\u2596\u258c\u259d\u2580\u259e\u259b"
        "\u2597\u259a\u2584\u2599\u2590\u259c\u259f\u2588"
    )
}


def pixel(frame, x, y):
    return frame[(y >> 3) * 128 + x] >> (y & 7) & 1


def terminal_lines(mpy_dir, cols, typing=False, rows=46):
    out = micropython(mpy_dir, DRAW, str(cols), "typing" if typing else "-", str(rows))
    text = out.decode("utf-8")
    assert text.startswith("\x1b[H") and text.endswith("\x1b[J")
    lines = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", text).split("\r\n")
    assert lines[-1] == ""
    # every line ends in a line feed: the terminal's last row stays empty, or
    # the line feed there would scroll the glass's top row away
    assert len(lines) <= rows, (len(lines), rows)
    return lines[:-1]


@pytest.mark.parametrize("cols", [200, 128])
def test_a_wide_terminal_shows_a_column_a_pixel(mpy_dir, cols):
    lines = terminal_lines(mpy_dir, cols)
    glass = lines[:32]
    assert all(len(line) == 128 for line in glass)
    for r, line in enumerate(glass):
        for x, ch in enumerate(line):
            bits = HALF[ch]
            assert (bits & 1, bits >> 1) == (pixel(FRAME, x, 2 * r), pixel(FRAME, x, 2 * r + 1))
    assert lines[32] == ""  # no note
    assert lines[33].startswith("keys: o/space/enter = ok")
    assert lines[37:43] == ["sim log %d" % i for i in range(4, 10)]  # the last 8 lines
    assert lines[43] == ("sim log " + "x" * 200)[:cols]  # the log cut to the width
    assert lines[44] == "short"
    assert len(lines) == 45
    assert all(len(line) <= cols for line in lines)


@pytest.mark.parametrize("cols", [120, 64])
def test_a_narrower_terminal_shows_the_screen_at_half_width(mpy_dir, cols):
    lines = terminal_lines(mpy_dir, cols)
    glass = lines[:32]
    assert all(len(line) == 64 for line in glass)
    for r, line in enumerate(glass):
        for c, ch in enumerate(line):
            k = QUAD[ch]
            x, y = 2 * c, 2 * r
            assert k == (
                pixel(FRAME, x, y)
                | pixel(FRAME, x, y + 1) << 1
                | pixel(FRAME, x + 1, y) << 2
                | pixel(FRAME, x + 1, y + 1) << 3
            ), (r, c)
    assert lines[32] == "half width: the terminal is under 128 columns"
    assert lines[33] == "keys: o/space/enter = ok  w = up  s = down  b = back  q = quit"
    assert lines[34] == "      capitals (O W S B) = hold  p = screenshot  T = tap again"
    assert lines[35].startswith("      t = tap a card: [#N] WHAT")
    assert lines[43] == ("sim log " + "x" * 200)[:cols]
    assert all(len(line) <= cols for line in lines)


# dots 1-2-3-7 down a braille character's left column, 4-5-6-8 down its right
BRAILLE = ((0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (0, 3, 0x40))
BRAILLE += ((1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20), (1, 3, 0x80))


@pytest.mark.parametrize(("cols", "rows"), [(80, 24), (128, 38), (64, 23), (200, 30)])
def test_a_terminal_under_39_rows_shows_the_screen_at_half_size_in_braille(mpy_dir, cols, rows):
    # an 80x24 terminal: the whole glass, 64 columns by 16 rows of 2x4 dots,
    # with the highlighted top rows on screen, then the keys and the log
    lines = terminal_lines(mpy_dir, cols, rows=rows)
    glass = lines[:16]
    assert all(len(line) == 64 for line in glass)
    for r, line in enumerate(glass):
        for c, ch in enumerate(line):
            dots = ord(ch) - 0x2800
            want = 0
            for dx, dy, bit in BRAILLE:
                want |= bit if pixel(FRAME, 2 * c + dx, 4 * r + dy) else 0
            assert dots == want, (r, c)
    assert lines[16] == "half size: a terminal of 39 rows shows it larger"[:cols]
    assert lines[17].startswith("keys: o/space/enter = ok"[:cols])
    assert lines[20] == ""  # the status line
    # the log fills the rows left, the last row empty: 24 rows, 2 lines
    logs = ["sim log %d" % i for i in range(10)] + ["sim log " + "x" * 200, "short"]
    assert lines[21:] == [line[:cols] for line in logs[-min(8, rows - 22) :]]
    assert all(len(line) <= cols for line in lines)


@pytest.mark.parametrize(("cols", "rows"), [(60, 46), (20, 46), (100, 22), (63, 24)])
def test_a_terminal_too_small_is_asked_to_grow(mpy_dir, cols, rows):
    lines = terminal_lines(mpy_dir, cols, rows=rows)
    ask = [
        "terminal too small: %dx%d." % (cols, rows),
        "The screen needs 64 columns",
        "by 23 rows (half size), 39",
        "rows (half width) or 128x39:",
        "resize it and restart (q quits).",
    ]
    assert lines[:5] == [line[:cols] for line in ask]
    glyphs = set(QUAD) | {chr(0x2800 + k) for k in range(256)}
    assert not any(ch in glyphs for line in lines for ch in line if ch != " ")  # no glass
    assert lines[5].startswith("keys: o/space/enter = ok"[:cols])
    assert all(len(line) <= cols for line in lines)


@pytest.mark.parametrize("cols", [128, 100, 64, 40])
def test_the_card_being_typed_fits_the_width(mpy_dir, cols):
    lines = terminal_lines(mpy_dir, cols, typing=True)
    status = [line for line in lines if "> " in line]
    assert len(status) == 1
    assert len(status[0]) <= cols
    assert status[0].endswith("to the end_")  # the tail of what is typed, the cursor


# -- screenshots -------------------------------------------------------------------

SHOOT = """
import sys
import sim_png, sim_board
d = sim_board.SimDisplay()
d.shown[:] = open(sys.argv[1], "rb").read()
d.level = int(sys.argv[2])
d.lit = sys.argv[3] == "on"
sim_png.write_png(sys.argv[4] + ".png", d.shown, d.level, d.lit)
open(sys.argv[4] + ".pbm", "wb").write(d.pbm())
"""


@pytest.mark.parametrize(("level", "lit"), [(127, "on"), (60, "on"), (255, "on"), (127, "off")])
def test_a_png_screenshot_is_the_screen_as_run_py_draws_it(mpy_dir, tmp_path, level, lit):
    base = str(tmp_path / "frame")
    micropython(mpy_dir, SHOOT, str(level), lit, base)
    png = Image.open(base + ".png")
    png.load()
    assert png.format == "PNG"
    assert png.size == (4 * (128 + 8), 4 * (64 + 8))  # 4x, a 4-pixel border
    run.to_png(base + ".pbm", base + "-run.png")  # script mode's screens, on CPython
    # one PNG writer (sim_png) on both runtimes: the same image (CPython's
    # compressed, the unix port's stored), CPython's a fraction of the size
    run_png = Image.open(base + "-run.png")
    assert run_png.mode == png.mode and run_png.size == png.size
    assert run_png.tobytes() == png.tobytes() and run_png.getpalette() == png.getpalette()
    size = pathlib.Path(base + "-run.png").stat().st_size
    assert size * 4 < pathlib.Path(base + ".png").stat().st_size
    # and the pixels are the frame's: the OLED pixel (x, y) at 16 + 4x, 16 + 4y
    gray = png.convert("L")
    on = min(255, 90 + 165 * level // 127)
    for x, y in [(0, 0), (5, 3), (127, 63), (64, 31), (17, 40), (99, 8)]:
        v = on if lit == "on" and pixel(FRAME, x, y) else 0
        assert gray.getpixel((16 + 4 * x + 3, 16 + 4 * y + 2)) == v
    assert gray.getpixel((0, 0)) == 40


class Pty:
    """The simulator's interactive mode on a pseudo-terminal."""

    def __init__(self, cmd, env, cwd):
        master, slave = pty.openpty()
        self.proc = subprocess.Popen(
            cmd, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=cwd, close_fds=True
        )
        os.close(slave)
        self.fd = master
        self.out = b""

    def until(self, done, timeout=30):
        end = time.monotonic() + timeout
        while not done():
            left = end - time.monotonic()
            assert left > 0, self.out[-3000:].decode(errors="replace")
            if select.select([self.fd], [], [], min(left, 0.1))[0]:
                try:
                    self.out += os.read(self.fd, 65536)
                except OSError:  # the simulator has closed the terminal
                    self.proc.wait(left)
                    assert done(), self.out[-3000:].decode(errors="replace")

    def key(self, ch):
        os.write(self.fd, ch)

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)
        os.close(self.fd)


def test_interactive_screenshots_are_pngs_at_once_after_the_last_session(mpy_dir, tmp_path):
    shots = tmp_path / "shots"
    shots.mkdir()
    (shots / "shot1.png").write_bytes(b"earlier session")
    (shots / "shot7.png").write_bytes(b"earlier session 7")
    (shots / "shotx.png").write_bytes(b"not a number")
    args = ["--shots", "shots", "--data", str(tmp_path / "data"), "--cols", "100"]
    term = Pty(run.micropython_cmd(run.DEFAULT_HEAP, args), env_for(mpy_dir), tmp_path)
    try:
        term.until(lambda: b"keys: o/space/enter" in term.out and b"sys " in term.out)
        assert b"half width: the terminal is under 128 columns" in term.out
        term.key(b"p")
        term.until(lambda: b"sim shot shots/shot8.png" in term.out)
        assert (shots / "shot8.png").exists()  # while the session runs
        term.key(b"p")
        term.until(lambda: b"sim shot shots/shot9.png" in term.out)
        term.key(b"q")
        term.until(lambda: term.proc.poll() is not None)
        assert term.proc.returncode == 0, term.out[-3000:]
    finally:
        term.close()
    for name in ("shot8.png", "shot9.png"):
        img = Image.open(shots / name)
        assert (img.format, img.size) == ("PNG", (544, 288))
        assert img.convert("L").getpixel((0, 0)) == 40
    assert (shots / "shot1.png").read_bytes() == b"earlier session"
    assert (shots / "shot7.png").read_bytes() == b"earlier session 7"
    assert not list(shots.glob("*.pbm"))


def test_run_py_gives_the_terminal_size(monkeypatch, tmp_path):
    calls = []
    monkeypatch.setattr(run, "build", lambda out: None)
    monkeypatch.setattr(run.subprocess, "call", lambda cmd, env: calls.append(cmd) or 0)
    monkeypatch.setenv("COLUMNS", "80")  # shutil.get_terminal_size reads them first
    monkeypatch.setenv("LINES", "24")
    assert run.main(["--shots", str(tmp_path / "shots"), "--data", str(tmp_path / "d")]) == 0
    cmd = calls[0]
    assert cmd[cmd.index("--cols") + 1] == "80"
    assert cmd[cmd.index("--rows") + 1] == "24"
    calls.clear()
    run.main(["--script", "x.txt", "--shots", str(tmp_path / "shots")])
    assert "--cols" not in calls[0] and "--rows" not in calls[0]  # a script has no terminal


def test_each_run_builds_into_its_own_directory_and_script_runs_keep_their_own_data(
    monkeypatch, tmp_path
):
    # make sim SCRIPT=... and make test in one checkout: neither may rebuild
    # (rmtree, then mpy-cross file by file) or empty the other's files
    built, calls = [], []

    def build(out):
        assert out.is_dir() and not any(out.iterdir())  # new and empty
        built.append(out)

    def call(cmd, env):
        assert env["MICROPYPATH"] == run.micropath(built[-1])
        assert built[-1].is_dir()  # there while it runs
        calls.append(cmd)
        return 0

    monkeypatch.setattr(run, "build", build)
    monkeypatch.setattr(run.subprocess, "call", call)
    shots = str(tmp_path / "shots")
    for _ in range(2):
        assert run.main(["--script", "x.txt", "--shots", shots]) == 0
    a, b = built
    assert a != b and a.parent == b.parent == ROOT / "build"
    assert a.name.startswith("sim-") and a.name != "sim"
    assert not a.exists() and not b.exists()  # removed at the end
    data = [cmd[cmd.index("--data") + 1] for cmd in calls]
    assert data == [str(a / "data"), str(b / "data")]  # each script run its own /data
    # --data DIR is taken as given; --keep-data alone plays over build/sim-data,
    # as does the interactive mode (kept from one run to the next)
    run.main(["--script", "x.txt", "--shots", shots, "--data", str(tmp_path / "d")])
    run.main(["--script", "x.txt", "--shots", shots, "--keep-data"])
    run.main(["--shots", shots])
    data = [cmd[cmd.index("--data") + 1] for cmd in calls[2:]]
    assert data == [str(tmp_path / "d"), str(ROOT / "build/sim-data"), str(ROOT / "build/sim-data")]
    assert len(set(built)) == 5


def test_two_script_runs_at_once_both_play_to_the_end(tmp_path):
    # the real thing: two make sim SCRIPT=... at the same time, as make test
    # runs beside one; the same script and seed give the same log
    script = ROOT / "tools/sim/scripts/stramash_4p.txt"
    cmd = [sys.executable, str(ROOT / "tools/sim/run.py"), "--script", str(script)]
    procs = []
    for k in range(2):
        out = open(tmp_path / ("out%d" % k), "w")  # noqa: SIM115  (closed below)
        shots = ["--shots", str(tmp_path / ("shots%d" % k))]
        procs.append((subprocess.Popen(cmd + shots, stdout=out, stderr=subprocess.STDOUT), out))
        time.sleep(0.5)  # the second builds while the first runs
    for proc, out in procs:
        assert proc.wait(timeout=300) == 0, (tmp_path / "out0").read_text()[-2000:]
        out.close()
    logs = [(tmp_path / ("out%d" % k)).read_text().splitlines() for k in range(2)]
    ends = [[line for line in log if line.startswith("st game over")] for log in logs]
    assert ends[0] == ends[1] == ["st game over winner=P1+P3 home=P1:5,P2:2,P3:5,P4:2"]
