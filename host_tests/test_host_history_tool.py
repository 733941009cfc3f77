"""tools/history.py (``make history``): the game history read from a folder
or a (fake) Pico, bad files skipped with one stderr line each, and the CSV,
JSON, BG Stats and chart exports checked against values worked out by hand
from the records below."""

import base64
import csv
import datetime
import io
import json
import os
import pathlib
import re
import subprocess
import sys
import uuid

import history
import pytest
from PIL import Image

# Three good games. A: docs/history.md's example. B: Sombreros in teams
# (seats 1+3 against 2+4), no clock set (dated by its file). C: a 2-player
# Hamsterdam shared at 7 tokens each.
A = {
    "v": 1,
    "g": "hd",
    "var": "",
    "n": 3,
    "s": [4, 9, 9],
    "low": 1,
    "pl": [1, 2, 2],
    "win": [0],
    "by": "points",
    "side": None,
    "r": 5,
    "t": 60,
    "d": [1, 3, 5, 6, 8, 11, 8, 7, 5, 4, 2],
    "min": 42,
    "at": [2026, 12, 3, 21, 40],
    "up": 95,
}
B = {
    "v": 1,
    "g": "som",
    "var": "teams",
    "n": 4,
    "s": [30, 25, 30, 25],
    "low": 0,
    "pl": [1, 2, 1, 2],
    "win": [0, 2],
    "by": "points",
    "side": [0, 1, 0, 1],
    "r": None,
    "t": None,
    "d": None,
    "min": 35,
    "at": None,
    "up": 140,
}
C = {
    "v": 1,
    "g": "hd",
    "var": "",
    "n": 2,
    "s": [7, 7],
    "low": 1,
    "pl": [1, 1],
    "win": [0, 1],
    "by": "shared",
    "side": None,
    "r": 4,
    "t": 48,
    "d": [0, 2, 4, 5, 6, 8, 7, 5, 6, 3, 2],
    "min": 30,
    "at": [2026, 12, 4, 20, 5],
    "up": 30,
}
# B's file time: 2026-12-03 22:20 local
B_TIME = datetime.datetime(2026, 12, 3, 22, 20).timestamp()
NAMES = ["Ana", "Ben", "Cy", "P4", "P5", "P6"]
ROOT = pathlib.Path(__file__).resolve().parents[1]

CSV_A = "1,Hamsterdam,hd,,3,2026-12-03 21:40,at,42,5,60,1,points,Ana,Ana,4,1,1,Ben,9,2,0,Cy,9,2,0"
CSV_A += "," * 12 + ",1,3,5,6,8,11,8,7,5,4,2"
CSV_B = "2,Sombreros,som,teams,4,2026-12-03 22:20,mtime,35,,,0,points,Ana+Cy,"
CSV_B += "Ana,30,1,1,Ben,25,2,0,Cy,30,1,1,P4,25,2,0" + "," * 19
CSV_C = "3,Hamsterdam,hd,,2,2026-12-04 20:05,at,30,4,48,1,shared,Ana+Ben,Ana,7,1,1,Ben,7,1,1"
CSV_C += "," * 16 + ",0,2,4,5,6,8,7,5,6,3,2"


def dump(rec):
    return json.dumps(rec).encode()


def with_(rec, **changes):
    out = dict(rec)
    out.update(changes)
    return out


def without(rec, key):
    return {k: v for k, v in rec.items() if k != key}


def good_folder(path):
    path.mkdir(parents=True, exist_ok=True)
    (path / "00001.json").write_bytes(dump(A))
    (path / "00002.json").write_bytes(dump(B))
    os.utime(path / "00002.json", (B_TIME, B_TIME))
    (path / "00003.json").write_bytes(dump(C))
    return path


# Each bad file, and the reason its stderr line gives.
BAD = {
    "00004.json": (dump(A)[:40], "cut short (JSON ends at byte 40)"),
    "00005.json": (b'{"v": 1, "g": "hd",, "n": 2}', "corrupt JSON (Expecting property name"),
    "00006.json": (dump(A)[:-1] + b" " * 900 + b"}", "over 1 KB (1131 bytes)"),
    "00007.json": (b"[" * 500 + b"]" * 500, "not a JSON object"),
    "00008.json": (dump(with_(A, s=[[[[[[[[4]]]]]]], 9, 9])), "s is not 3 scores"),
    "00009.json": (dump(with_(A, n="3")), "n is not 2..6"),
    "00010.json": (dump(with_(A, low=True)), "low is not 0 or 1"),
    "00011.json": (dump(without(A, "up")), "missing up"),
    "00012.json": (dump(with_(A, win=[1])), "win is not the seats placed 1"),
    "00013.json": (b'{"v": 1, "g": "\xff"}', "not UTF-8"),
    "00014.json": (b"", "empty"),
    "00015.json": (dump(with_(A, at=[2026, 2, 30, 21, 40])), "at is no date"),
}


def bad_folder(path):
    good_folder(path)
    for name, (data, _) in BAD.items():
        (path / name).write_bytes(data)
    (path / "notes.txt").write_text("not a game")
    (path / "1.json").write_bytes(dump(A))
    return path


def test_the_huge_file_is_over_1_kb():
    assert len(BAD["00006.json"][0]) == 1131


def test_good_games_read_oldest_first_dated_by_at_or_the_file(tmp_path):
    games, skipped = history.read_folder(good_folder(tmp_path / "hist"))
    assert skipped == []
    assert [g["number"] for g in games] == [1, 2, 3]
    assert [g["rec"] for g in games] == [A, B, C]
    assert [g["date"] for g in games] == [
        datetime.datetime(2026, 12, 3, 21, 40),
        datetime.datetime(2026, 12, 3, 22, 20),
        datetime.datetime(2026, 12, 4, 20, 5),
    ]
    assert [g["date_from"] for g in games] == ["at", "mtime", "at"]


def test_undated_games_take_today_when_asked(tmp_path):
    now = datetime.datetime(2027, 1, 2, 3, 4)
    games, _ = history.read_folder(good_folder(tmp_path), undated="today", now=now)
    assert [(g["date"], g["date_from"]) for g in games][1] == (now, "today")


def test_a_data_folder_is_read_through_its_hist(tmp_path):
    good_folder(tmp_path / "sim-data" / "hist")
    games, _ = history.read_folder(tmp_path / "sim-data")
    assert len(games) == 3


def test_no_folder_is_a_history_error(tmp_path):
    with pytest.raises(history.HistoryError, match="no history folder"):
        history.read_folder(tmp_path / "none")


def test_bad_files_are_skipped_each_with_one_stderr_line(tmp_path, capsys):
    games, skipped = history.read_folder(bad_folder(tmp_path))
    assert [g["number"] for g in games] == [1, 2, 3]
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == len(BAD)
    for line, (name, (_, why)) in zip(lines, sorted(BAD.items())):
        assert line.startswith("history: skip %s: %s" % (name, why)), line
    assert [s["file"] for s in skipped] == sorted(BAD)


@pytest.mark.parametrize(
    "change, why",
    [
        ({"v": 2}, "v is not 1"),
        ({"v": True}, "v is not 1"),
        ({"g": "chess"}, "g is no mode"),
        ({"g": 1}, "g is no mode"),
        ({"var": "pairs"}, "var pairs with 3 seats"),
        ({"var": None}, "var is not '', classic, teams or pairs"),
        ({"var": "turbo"}, "var is not '', classic, teams or pairs"),
        ({"side": [0, 1]}, "side is not 3 sides or null"),
        ({"side": [0, 1, 6]}, "side is not 3 sides or null"),
        ({"n": 7}, "n is not 2..6"),
        ({"n": 1}, "n is not 2..6"),
        ({"s": [4, 9]}, "s is not 3 scores"),
        ({"s": [4, 9, 9.0]}, "s is not 3 scores"),
        ({"s": [4, 9, 10**9]}, "s is not 3 scores"),
        ({"low": 2}, "low is not 0 or 1"),
        ({"pl": [1, 2, 4]}, "pl is not 3 places 1..3"),
        ({"pl": [0, 2, 2]}, "pl is not 3 places 1..3"),
        ({"win": []}, "win is not seats 0..2"),
        ({"win": [3]}, "win is not seats 0..2"),
        ({"win": "0"}, "win is not seats 0..2"),
        ({"by": ""}, "by is not a word"),
        ({"by": "x" * 17}, "by is not a word"),
        ({"by": ["points"]}, "by is not a word"),
        ({"r": -1}, "r is not a count or null"),
        ({"t": "60"}, "t is not a count or null"),
        ({"d": [1] * 10}, "d is not 11 counts or null"),
        ({"d": [1] * 10 + [-1]}, "d is not 11 counts or null"),
        ({"min": -1}, "min is not minutes or null"),
        ({"at": [2026, 12, 3, 21]}, "at is not [y, m, d, h, min] or null"),
        ({"at": [2026, 12, 3, 25, 0]}, "at is no date"),
        ({"at": "2026-12-03"}, "at is not [y, m, d, h, min] or null"),
        ({"up": -5}, "up is not minutes"),
    ],
)
def test_each_field_is_checked(change, why):
    assert history.validate(with_(A, **change)) == why


def test_good_records_and_extra_keys_pass():
    ok = (with_(A, extra=1), with_(B, var="", at=[2026, 1, 1, 0, 0]), with_(A, var="classic"))
    for rec in (A, B, C) + ok + (with_(A, min=None),):
        assert history.validate(rec) is None
    assert history.validate([A]) == "not a JSON object"
    assert history.validate(without(without(A, "d"), "at")) == "missing d,at"


def test_seat_names_fill_in_p_numbers():
    assert history.seat_names(["Ana", " Ben ", ""]) == ["Ana", "Ben", "P3", "P4", "P5", "P6"]
    assert history.seat_names([]) == ["P1", "P2", "P3", "P4", "P5", "P6"]


def test_csv_rows_as_worked_out_by_hand(tmp_path):
    games, _ = history.read_folder(good_folder(tmp_path))
    text = history.csv_text(games, NAMES)
    lines = text.splitlines()
    assert lines[0] == ",".join(history.CSV_HEAD)
    assert lines[1:] == [CSV_A, CSV_B, CSV_C]
    rows = list(csv.DictReader(io.StringIO(text)))
    assert len(history.CSV_HEAD) == 13 + 6 * 4 + 11
    assert all(len(r) == len(history.CSV_HEAD) for r in rows)
    assert rows[1]["seat3_name"] == "Cy" and rows[1]["seat3_win"] == "1"


def test_json_games_and_per_seat_wins_as_worked_out_by_hand(tmp_path):
    games, _ = history.read_folder(good_folder(tmp_path))
    doc = history.history_json(games, NAMES, [{"file": "00009.json", "why": "missing up"}])
    assert doc["games"][1] == {
        "number": 2,
        "game": "Sombreros",
        "mode": "som",
        "variant": "teams",
        "players": 4,
        "date": "2026-12-03 22:20",
        "date_from": "mtime",
        "minutes": 35,
        "rounds": None,
        "turns": None,
        "lower_wins": False,
        "decided_by": "points",
        "winners": ["Ana", "Cy"],
        "seats": [
            {"seat": 1, "name": "Ana", "score": 30, "place": 1, "win": True},
            {"seat": 2, "name": "Ben", "score": 25, "place": 2, "win": False},
            {"seat": 3, "name": "Cy", "score": 30, "place": 1, "win": True},
            {"seat": 4, "name": "P4", "score": 25, "place": 2, "win": False},
        ],
        "dice": None,
        "uptime_min": 140,
    }
    assert doc["games"][0]["dice"] == {
        "2": 1,
        "3": 3,
        "4": 5,
        "5": 6,
        "6": 8,
        "7": 11,
        "8": 8,
        "9": 7,
        "10": 5,
        "11": 4,
        "12": 2,
    }
    assert doc["games"][2]["winners"] == ["Ana", "Ben"]
    # Ana sat in all three and won all (A alone, B with Cy, C shared with Ben)
    assert doc["seats"] == [
        {"seat": 1, "name": "Ana", "games": 3, "wins": 3},
        {"seat": 2, "name": "Ben", "games": 3, "wins": 1},
        {"seat": 3, "name": "Cy", "games": 2, "wins": 1},
        {"seat": 4, "name": "P4", "games": 1, "wins": 0},
        {"seat": 5, "name": "P5", "games": 0, "wins": 0},
        {"seat": 6, "name": "P6", "games": 0, "wins": 0},
    ]
    assert doc["skipped"] == [{"file": "00009.json", "why": "missing up"}]


def test_dice_totals_against_fair_2d6(tmp_path):
    games, _ = history.read_folder(good_folder(tmp_path))
    seen, expected = history.dice_totals(games)
    # A + C: 60 + 48 = 108 rolls; fair: 108 * ways / 36 = 3 * ways
    assert seen == [1, 5, 9, 11, 14, 19, 15, 12, 11, 7, 4]
    assert expected == [3, 6, 9, 12, 15, 18, 15, 12, 9, 6, 3]


# The documented fields of a BG Stats play file (tools/history.py's
# docstring gives the sources) and their JSON types.
PLAYER = {"id": int, "uuid": str, "name": str}
LOCATION = {"id": int, "uuid": str, "name": str}
GAME = {
    "id": int,
    "uuid": str,
    "name": str,
    "highestWins": bool,
    "noPoints": bool,
    "cooperative": bool,
    "usesTeams": bool,
    "bggId": int,
}
PLAY = {
    "uuid": str,
    "gameRefId": int,
    "locationRefId": int,
    "playDate": str,
    "durationMin": int,
    "ignored": bool,
    "manualWinner": bool,
    "rounds": int,
    "usesTeams": bool,
    "board": str,
    "playerScores": list,
}
SCORE = {
    "playerRefId": int,
    "score": str,
    "winner": bool,
    "rank": int,
    "startPlayer": bool,
    "seatOrder": int,
    "newPlayer": bool,
}


def typed(row, fields):
    for key, kind in fields.items():
        assert key in row, key
        assert type(row[key]) is kind, (key, row[key])


def test_bgstats_file_has_the_documented_fields_and_the_records_winners(tmp_path):
    out = tmp_path / "out"
    assert (
        history.main(
            [str(good_folder(tmp_path / "h")), "--out", str(out), "--players", "Ana,Ben,Cy"]
        )
        == 0
    )
    doc = json.loads((out / "bgstats.json").read_text())
    assert {"players", "locations", "games", "plays"} <= set(doc)
    for table, fields in (
        ("players", PLAYER),
        ("locations", LOCATION),
        ("games", GAME),
        ("plays", PLAY),
    ):
        assert type(doc[table]) is list and doc[table]
        for row in doc[table]:
            typed(row, fields)
            uuid.UUID(row["uuid"])
        assert len({r["uuid"] for r in doc[table]}) == len(doc[table])
        assert len({r.get("id", r["uuid"]) for r in doc[table]}) == len(doc[table])
    players = {p["id"]: p["name"] for p in doc["players"]}
    assert sorted(players.values()) == ["Ana", "Ben", "Cy", "P4"]
    games = {g["id"]: g for g in doc["games"]}
    assert [g["name"] for g in doc["games"]] == ["Hamsterdam", "Sombreros"]
    assert [g["highestWins"] for g in doc["games"]] == [False, True]
    assert [p["locationRefId"] for p in doc["plays"]] == [1, 1, 1]
    want = [
        (A, "Hamsterdam", "2026-12-03 21:40:00", {"Ana"}),
        (B, "Sombreros", "2026-12-03 22:20:00", {"Ana", "Cy"}),
        (C, "Hamsterdam", "2026-12-04 20:05:00", {"Ana", "Ben"}),
    ]
    assert len(doc["plays"]) == len(want)
    for play, (rec, game, date, winners) in zip(doc["plays"], want):
        assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", play["playDate"])
        assert play["playDate"] == date
        assert games[play["gameRefId"]]["name"] == game
        assert play["durationMin"] == rec["min"]
        scores = play["playerScores"]
        assert [players[s["playerRefId"]] for s in scores] == NAMES[: rec["n"]]
        for s in scores:
            typed(s, SCORE)
        assert {players[s["playerRefId"]] for s in scores if s["winner"]} == winners
        assert {i for i, s in enumerate(scores) if s["winner"]} == set(rec["win"])
        assert [s["score"] for s in scores] == [str(x) for x in rec["s"]]
        assert [s["rank"] for s in scores] == rec["pl"]
        assert [s["startPlayer"] for s in scores] == [True] + [False] * (rec["n"] - 1)
    assert doc["plays"][1]["usesTeams"] is True


def test_bgstats_uuids_stay_the_same_from_one_export_to_the_next(tmp_path):
    games, _ = history.read_folder(good_folder(tmp_path))
    one = history.bgstats(games, NAMES)
    two = history.bgstats(games[1:], NAMES)
    assert [p["uuid"] for p in one["plays"]][1:] == [p["uuid"] for p in two["plays"]]
    by_name = {p["name"]: p["uuid"] for p in one["players"]}
    assert all(by_name[p["name"]] == p["uuid"] for p in two["players"])


def test_all_four_files_written_and_the_chart_is_a_png(tmp_path, capsys):
    out = tmp_path / "out"
    assert history.main([str(bad_folder(tmp_path / "h")), "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert err.count("history: skip ") == len(BAD)
    for name in ("history.csv", "history.json", "bgstats.json", "history.png"):
        assert (out / name).stat().st_size > 0, name
    assert len(json.loads((out / "history.json").read_text())["skipped"]) == len(BAD)
    with Image.open(out / "history.png") as im:
        assert im.format == "PNG"
        assert im.size == (1100, 450)
        # drawn on: bars, text and axes, not one blank colour
        assert len(im.convert("RGB").getcolors(1 << 16) or []) > 10


def test_a_chart_without_hamsterdam_and_an_empty_history(tmp_path):
    games, _ = history.read_folder(good_folder(tmp_path / "h"))
    for i, subset in enumerate(([g for g in games if g["rec"]["g"] == "som"], [])):
        path = tmp_path / ("c%d.png" % i)
        history.chart(subset, NAMES, path)
        with Image.open(path) as im:
            assert im.format == "PNG" and im.size == (1100, 450)


def test_players_named_twice_are_refused(tmp_path, capsys):
    good_folder(tmp_path / "h")
    args = [str(tmp_path / "h"), "--out", str(tmp_path / "o"), "--players", "Ana,Ana"]
    assert history.main(args) == 2
    assert "Ana" in capsys.readouterr().err
    assert not (tmp_path / "o").exists()


# -- the Pico: mpremote's command line, through a fake runner ------------------------


class FakeBoard:
    """Stands in for mpremote: records each command line and answers with
    the lines the board-side script prints for ``files`` (name -> bytes)."""

    def __init__(self, files, end=True):
        self.files = files
        self.end = end
        self.commands = []

    def __call__(self, command):
        self.commands.append(command)
        lines = []
        for name, data in sorted(self.files.items()):
            if len(data) > history.MAX_BYTES:
                lines.append("@big %s %d" % (name, len(data)))
            else:
                lines.append("@file %s %s" % (name, base64.b64encode(data).decode()))
        if self.end:
            lines.append("@end %d" % len(self.files))
        return "\n".join(lines) + "\n"


def test_the_mpremote_command_reads_with_one_exec():
    assert history.pico_command("/dev/ttyACM0", "mp") == [
        "mp",
        "connect",
        "/dev/ttyACM0",
        "exec",
        history.PICO_READ,
    ]
    assert history.pico_command(None, "mp") == ["mp", "exec", history.PICO_READ]
    assert history.pico_command("COM3")[0].endswith("mpremote")


def test_a_pico_history_is_fetched_and_exported(tmp_path, capsys):
    board = FakeBoard(
        {
            "00001.json": dump(A),
            "00002.json": dump(B),
            "00003.json": dump(C),
            "00004.json": dump(A)[:40],
            "00006.json": BAD["00006.json"][0],
        }
    )
    out = tmp_path / "out"
    args = ["--port", "/dev/ttyACM0", "--out", str(out), "--players", "Ana,Ben,Cy"]
    assert history.main(args, run=board) == 0
    (command,) = board.commands
    assert command[1:] == ["connect", "/dev/ttyACM0", "exec", history.PICO_READ]
    assert command[0].endswith("mpremote")
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "history: skip 00006.json: over 1 KB (1131 bytes)",
        "history: skip 00004.json: cut short (JSON ends at byte 40)",
    ]
    assert sorted(p.name for p in (out / "pico").iterdir()) == [
        "00001.json",
        "00002.json",
        "00003.json",
        "00004.json",
    ]
    doc = json.loads((out / "history.json").read_text())
    assert [g["date_from"] for g in doc["games"]] == ["at", "today", "at"]
    assert doc["games"][1]["date"][:10] == datetime.date.today().isoformat()
    assert doc["seats"][2] == {"seat": 3, "name": "Cy", "games": 2, "wins": 1}
    lines = (out / "history.csv").read_text().splitlines()
    assert lines[1] == CSV_A and lines[3] == CSV_C


def test_a_cut_listing_or_garbled_data_is_an_error(tmp_path, capsys):
    board = FakeBoard({"00001.json": dump(A)}, end=False)
    assert history.main(["--port", "p", "--out", str(tmp_path)], run=board) == 1
    assert "cut short" in capsys.readouterr().err

    def garbled(command):
        return "@file 00001.json ###\n@end 1\n"

    with pytest.raises(history.HistoryError, match="garbled"):
        history.fetch_pico("p", tmp_path, run=garbled, mpremote="mp")


def test_mpremote_failures_are_explained(tmp_path):
    def missing(command):
        raise history.HistoryError("no board found")

    with pytest.raises(history.HistoryError, match="no board"):
        history.fetch_pico("/dev/none", tmp_path, run=missing, mpremote="mp")
    bad = [sys.executable, "-c", "import sys; print('no device found'); sys.exit(1)"]
    with pytest.raises(history.HistoryError, match="plug the Pico in"):
        history.run_mpremote(bad)


def test_the_board_script_runs_on_micropython(tmp_path):
    """PICO_READ itself, on the MicroPython unix port over a folder standing
    in for /data/hist: its output fetches the same files."""
    hist = tmp_path / "hist"
    hist.mkdir()
    files = {"00001.json": dump(A), "00002.json": dump(B), "00006.json": BAD["00006.json"][0]}
    for name, data in files.items():
        (hist / name).write_bytes(data)
    (hist / "notes.txt").write_text("x")
    script = history.PICO_READ.replace('"/data/hist"', '"%s"' % hist)
    assert script != history.PICO_READ
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    out = subprocess.run([mp, "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.splitlines()[-1] == "@end 3"
    lines = []
    dest = tmp_path / "got"
    history.fetch_pico(None, dest, run=lambda c: out, warn=lines.append, mpremote="mp")
    assert lines == ["history: skip 00006.json: over 1 KB (1131 bytes)"]
    assert (dest / "00001.json").read_bytes() == dump(A)
    assert (dest / "00002.json").read_bytes() == dump(B)


# -- make history -----------------------------------------------------------------


def test_make_history_reads_the_simulators_data_or_the_pico_into_build_history():
    make = (ROOT / "Makefile").read_text()
    assert re.search(r"^\.PHONY:.* history ", make, re.M)
    (recipe,) = re.findall(r"^history: \$\(BIN\)/\.stamp\n\t(.*)$", make, re.M)
    assert "tools/history.py $(if $(PORT),--port $(PORT),build/sim-data)" in recipe
    assert "--out build/history" in recipe
    assert "$(if $(PLAYERS),--players $(PLAYERS))" in recipe


def test_the_tool_runs_as_make_runs_it(tmp_path):
    """As a script (tools/ is then its first import root), from another folder."""
    good_folder(tmp_path / "data" / "hist")
    out = tmp_path / "out"
    cmd = [sys.executable, str(ROOT / "tools/history.py"), "data", "--out", "out"]
    proc = subprocess.run(
        cmd + ["--players", "Ana,Ben"], cwd=tmp_path, capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("history: 3 games (0 skipped) -> out/history.csv, ")
    assert sorted(p.name for p in out.iterdir()) == [
        "bgstats.json",
        "history.csv",
        "history.json",
        "history.png",
    ]
