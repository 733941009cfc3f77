"""Tapping cards in the simulator: the tap/place/lift lines of script mode,
the board's reader built lazily and polled as the runner does, the heap
room for the simulator's hardware and the data directory; a tap no card
screen reads still happens. Last, tools/sim/scripts/cards_tap.txt through
the device's Cards menu (Read card, Write tags) at the Pico's heap
(run.DEFAULT_HEAP, calibrated: docs/measuring.md, "Memory")."""

import pathlib
import subprocess
import sys

import pytest
import run

ROOT = pathlib.Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def mpy_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("mpy")
    run.build(out)
    return out


def sim(mpy_dir, tmp_path, script, *extra, heap=run.DEFAULT_HEAP):
    path = tmp_path / "script.txt"
    path.write_text(script)
    args = ["--script", str(path), "--shots", str(tmp_path / "shots")]
    args += ["--data", str(tmp_path / "data"), *extra]
    env = {"MICROPYPATH": run.micropath(mpy_dir), "PATH": "/usr/bin:/bin"}
    cmd = run.micropython_cmd(heap, args)
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)


def sim_lines(out, prefix):
    return [line for line in out.stdout.splitlines() if line.startswith(prefix)]


TAPS = """\
# cards on a reader nobody polls (no card screen open)
tap bg1 som hat 3 5     # copy 1
tap #2 bg1 som hat 3 5  # another card with the same text
tap bg1  som hat 3 5
place blank
wait 200
lift
tap url https://example.org/rules#setup
tap classic
tap ntag216 bg1 clk roof red
tap ultralight blank
"""


def test_tap_lines_run_and_name_the_same_card_the_same(mpy_dir, tmp_path):
    out = sim(mpy_dir, tmp_path, TAPS)
    assert out.returncode == 0, out.stdout + out.stderr
    taps = sim_lines(out, "sim tap ") + sim_lines(out, "sim place ")
    uids = {line.rsplit(" uid=", 1)[0]: line.rsplit("uid=", 1)[1] for line in taps}
    assert (
        sim_lines(out, "sim tap #1 ntag213 text bg1 som hat 3 5")
        == ["sim tap #1 ntag213 text bg1 som hat 3 5 uid=04954118b9228a"] * 2
    )
    assert uids["sim tap #2 ntag213 text bg1 som hat 3 5"] == "0431589041cefd"
    assert "sim tap #1 ntag213 url https://example.org/rules#setup" in uids  # not a comment
    assert len(uids["sim tap #1 classic"]) == 8  # 4-byte UID
    assert "sim tap #1 ntag216 text bg1 clk roof red" in uids
    assert "sim place #1 ntag213 blank" in uids
    assert sim_lines(out, "sim lift") == ["sim lift"]
    # 7 taps of 550 ms, the placed card 200 ms, boot 50 + end 50
    end = sim_lines(out, "sim end ")[0]
    assert "virtual_ms=%d " % (7 * 550 + 200 + 100) in end
    assert " hw_over=0" in end  # the cards fit in the simulator's heap room


@pytest.mark.parametrize(
    ("line", "why"),
    [
        ("tap", "tap what? (a card: bg1 ..., blank, url URL, classic)"),
        ("place  ", "place what? (a card: bg1 ..., blank, url URL, classic)"),
        ("tap #0 blank", "copy numbers start at #1"),
        ("tap #x blank", "copy number #x is not #1, #2, ..."),
        ("tap # blank", "copy number # is not #1, #2, ..."),
        ("tap #2", "no card named"),
        ("tap url", "url takes one URL"),
        ("tap ntag215", "ntag215 what? (a text, blank or url URL)"),
        ("tap classic 1k", "classic takes nothing after it"),
        ("tap " + "x" * 140, "too long for ntag213 (144 bytes)"),
    ],
)
def test_bad_tap_lines_stop_before_the_run(mpy_dir, tmp_path, line, why):
    out = sim(mpy_dir, tmp_path, "press ok\n# fine so far\n%s\npress ok\n" % line)
    assert out.returncode == 2, out.stdout + out.stderr
    assert out.stdout.splitlines() == ["sim error line 3: cannot read %r: %s" % (line.strip(), why)]


def test_bad_lift_line(mpy_dir, tmp_path):
    out = sim(mpy_dir, tmp_path, "lift now\n")
    assert out.returncode == 2
    why = "lift takes nothing after it"
    assert out.stdout.strip() == "sim error line 1: cannot read 'lift now': " + why


def test_comments_after_a_copy_number(mpy_dir, tmp_path):
    out = sim(mpy_dir, tmp_path, "tap #3 blank # third blank\n#tap blank\npress ok #x\n")
    assert out.returncode == 0, out.stdout
    assert [line.split(" uid=")[0] for line in sim_lines(out, "sim tap")] == [
        "sim tap #3 ntag213 blank"
    ]


def test_data_dir_is_emptied_for_a_script(mpy_dir, tmp_path):
    data = tmp_path / "data"
    (data / "old").mkdir(parents=True)
    (data / "learned.json").write_text("{}")
    (data / "old" / "x.json").write_text("{}")
    out = sim(mpy_dir, tmp_path, "wait 10\n")
    assert out.returncode == 0, out.stdout
    # a new Pico's flash, on which the players answered the first boot's language question
    assert data.is_dir() and [p.name for p in data.iterdir()] == ["settings.json"]


def test_heap_room_keeps_the_firmware_share(mpy_dir, tmp_path):
    plain = sim(mpy_dir, tmp_path, "press ok\nwait 5500\n")
    taps = "".join("tap #%d blank\n" % n for n in range(1, 11))  # 10 x 550 ms
    cards = sim(mpy_dir, tmp_path, "press ok\n" + taps)
    free = []
    for out in (plain, cards):
        assert out.returncode == 0, out.stdout
        end = sim_lines(out, "sim end ")[0]
        fields = dict(f.split("=") for f in end.split()[2:])
        free.append(int(fields["heap_free"]))
        hw = int(fields["hw_heap"])
    assert hw > 4000  # sim_cards and ten NTAG213s, in the room
    assert abs(free[0] - free[1]) < 1024, free  # not in the firmware's 192K


# A MicroPython program: the board's reader as the runner uses it.
READER = """
import sys
from sim_board import SimBoard
from sim_cards import CardBox

board = SimBoard(data_dir=sys.argv[1], fresh_data=True)
def loaded():
    return [m in sys.modules for m in ("mfrc522_sim", "sim_tags", "companion.nfc.reader")]

print("before", loaded())
reader = board.nfc()
print("after", loaded())
field = board.field
again = board.nfc()
print("same", again is not reader and board.field is field, board.field.tags is board.on_reader)
box = CardBox()
for what in ("bg1 som hat 3 5", "blank", "url http://x.org", "classic"):
    board.place(box.get(what))
    for _ in range(10):  # 500 ms: lift, then 200 ms (4 polls at 50 ms)
        if _ == 6:
            board.lift()
        board.vclock.now += 50
        ev = reader.poll(board.ticks_ms())
        if ev is not None:
            print(what, ev[0], ev[2] if ev[0] == "card" else "")
"""


def test_board_nfc_is_built_on_first_use_and_reads_taps(mpy_dir, tmp_path):
    prog = tmp_path / "reader.py"
    prog.write_text(READER)
    exe = pathlib.Path(sys.executable).parent / "micropython"
    env = {"MICROPYPATH": run.micropath(mpy_dir), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        [str(exe), "-X", "heapsize=256K", str(prog), str(tmp_path / "data")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.splitlines() == [
        "before [False, False, False]",
        "after [True, True, True]",
        "same True True",
        "bg1 som hat 3 5 card ntag213",
        "bg1 som hat 3 5 removed ",
        "blank card ntag213",
        "blank removed ",
        "url http://x.org card ntag213",
        "url http://x.org removed ",
        "classic card mifare_classic_1k",
        "classic removed ",
    ]


def test_cards_script_reads_writes_and_reads_back(mpy_dir, tmp_path):
    script = (ROOT / "tools/sim/scripts/cards_tap.txt").read_text()
    out = sim(mpy_dir, tmp_path, script)
    assert out.returncode == 0, out.stdout + out.stderr
    assert sim_lines(out, "nfc tap ") == [
        'nfc tap uid=04954118B9228A tag=ntag213 card="bg1 som hat 3 5"',
        "nfc tap uid=04837A70083A59 tag=ntag213 outcome=blank",
        'nfc tap uid=04A86D330BA374 tag=ntag213 error=foreign detail="web link"',
        "nfc tap uid=80D66BC4 tag=mifare_classic_1k outcome=unknown",
        'nfc tap uid=0431589041CEFD tag=ntag213 card="bg1 som hat 3 5"',
        "nfc tap uid=04968645BC58B7 tag=ntag213 outcome=blank",  # the Write tags screen
        'nfc tap uid=04968645BC58B7 tag=ntag213 card="bg1 som hat 1 1"',  # read back later
        # Write tags, Clocktowers: the Sombreros sticker twice, then laid down
        'nfc tap uid=04954118B9228A tag=ntag213 card="bg1 som hat 3 5"',
        'nfc tap uid=04954118B9228A tag=ntag213 card="bg1 som hat 3 5"',
        'nfc tap uid=04954118B9228A tag=ntag213 card="bg1 som hat 3 5"',
    ]
    assert sim_lines(out, "nfc writ") == [  # "nfc write ..." and "nfc written ..."
        'nfc written uid=04968645BC58B7 card="bg1 som hat 1 1" lock=0',
        "nfc write uid=04954118B9228A ok=0 why=not_blank",  # refused: it keeps its card
        "nfc write uid=04954118B9228A ok=0 why=not_blank",  # and again
        "nfc write kept uid=04954118B9228A",  # the erase question's first answer
        "nfc write uid=04954118B9228A ok=0 why=not_blank",
        "nfc write erase uid=04954118B9228A",  # then "Yes, erase it"
        'nfc written uid=04954118B9228A card="bg1 clk floor 1 cat" lock=0 erased="bg1 som hat 3 5"',
    ]
    assert len(sim_lines(out, "nfc removed ")) == 9  # each lifted card noticed
    end = sim_lines(out, "sim end ")[0]
    assert " hw_over=0" in end  # the reader and the cards fit in the simulator's room
    for name in ("read_hat", "written", "read_back", "refused", "erase_question", "erased"):
        assert (tmp_path / "shots" / (name + ".pbm")).exists()


def test_cards_script_fits_the_stress_heap(mpy_dir, tmp_path):
    # At 192K (the minheap bench's stress heap; the card
    # mode's names only, as run.modes_args gives a cards_* script) opening
    # Write tags after Read card ran out (d896fa5: MemoryError building the
    # deck's catalogue, the heap full of small holes; every heap from 204K
    # up passed). The card screens now keep no catalogue: from 176K up.
    script = (ROOT / "tools/sim/scripts/cards_tap.txt").read_text()
    out = sim(mpy_dir, tmp_path, script, *run.modes_args("cards_tap.txt"), heap="192K")
    assert out.returncode == 0 and "MemoryError" not in out.stdout, out.stdout[-3000:]
    assert [ln.split(" card=")[1] for ln in sim_lines(out, "nfc written ")] == [
        '"bg1 som hat 1 1" lock=0',  # Write tags, Sombreros: one tag written
        '"bg1 clk floor 1 cat" lock=0 erased="bg1 som hat 3 5"',
    ]
    assert " hw_over=0" in sim_lines(out, "sim end ")[0]
