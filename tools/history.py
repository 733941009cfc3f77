#!/usr/bin/env python3
"""``make history``: the game history (docs/history.md) from a Pico, the
simulator or a folder, as CSV, JSON, a BG Stats play file and a chart.

    python tools/history.py [SOURCE] [--port PORT] [--out DIR] [--players Ana,Ben,...]

Where the games come from:

- ``--port PORT``: a Pico over mpremote. One ``mpremote connect PORT exec``
  runs ``PICO_READ`` on the board: it lists /data/hist and prints every
  ``NNNNN.json`` of at most 1 KB as one tagged line of base64 (``@file NAME
  DATA``), a bigger one as ``@big NAME SIZE`` (never sent), and ``@end N``
  last. One session that only reads: no copy of a folder whose files may
  be anything, no partial copy left behind (a listing without ``@end`` is an
  error), nothing written on the board. The files received are kept in
  ``OUT/pico/`` and read from there like any folder.
- ``SOURCE``: a folder of ``NNNNN.json`` files, or a data folder holding
  ``hist/`` (the default ``build/sim-data``: the simulator's /data, so its
  history is ``build/sim-data/hist/``). Files with other names are not
  history and are passed over in silence.

Every file is untrusted: one that is over 1 KB, not UTF-8, corrupt or cut
short JSON, not an object, missing a field, or has a field of the wrong type
or out of the range docs/history.md gives (``validate``) is skipped with one
line on stderr, ``history: skip NNNNN.json: REASON``; the others still export.

What it writes into ``--out`` (default ``build/history``):

- ``history.csv``: one row a game (``CSV_HEAD``), oldest first; six groups of
  seat columns (``seat1_name``, ``seat1_score``, ``seat1_place``,
  ``seat1_win`` 1/0, ... up to ``seat6_*``), empty past the game's seats;
  ``dice_2`` .. ``dice_12`` for Hamsterdam, empty for the others.
- ``history.json``: ``{"games": [...], "seats": [...], "skipped": [...]}``:
  each game as ``game_dict`` gives it; per seat (P1..P6, named) the games
  it sat in and the games it won (``seat_wins``); the files passed over.
- ``bgstats.json``: a play file for the BG Stats app (``bgstats``).
- ``history.png``: wins per seat, and Hamsterdam's dice sums 2..12 over all
  its games against the fair 2d6 counts (``chart``; matplotlib, Agg).

Seats are named by ``--players`` (comma-separated, in seat order; P1, P2 ...
for the seats it does not name). The exports name the modes: hd Hamsterdam,
som Sombreros, clk Clocktowers, hr Hamsterrolle, st Stramash.

When a game was played: its ``at`` (local time) when the Pico's clock was
set. Without it (``"at": null``, a clock never set) the fallback is the
file's modification time when read from a folder or the simulator (the
simulator writes with the computer's clock; ``date_from`` says ``mtime``),
and today's date at the export's time when read from a Pico (``date_from``
``today``): the copies made here are new files, and the Pico's own file
times come from the same unset clock.

The BG Stats play file. BG Stats imports the JSON it exports (its backup,
``BGStatsExport.json``; a shared ``.bgsplay`` play file has the same shape):
an object of tables, ``players``, ``locations``, ``games`` and ``plays``,
joined by ``id``/``...RefId``, each row with a ``uuid`` the app matches on
import (the same uuid twice is the same play: an export of the same games
again adds no duplicates, since every uuid here is derived from its record).
A play: ``uuid``, ``gameRefId``, ``locationRefId``, ``playDate`` (local,
``"YYYY-MM-DD HH:MM:SS"``), ``durationMin``, ``ignored``, ``manualWinner``,
``rounds``, ``usesTeams``, ``board``, ``playerScores``: per player
``playerRefId``, ``score`` (a string), ``winner``, ``rank``, ``startPlayer``,
``seatOrder``, ``newPlayer``. A game: ``id``, ``uuid``, ``name``,
``highestWins``, ``noPoints``, ``cooperative``, ``usesTeams``, ``bggId``.
Sources: the app maker's page on sending plays to it
(https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/:
the fields' meanings, ``playDate``'s format, ``startPlayer`` required), a
play file the app wrote (https://pastebin.com/iDbHyBui: the tables and
their fields), and importers that write it (github.com/ctuncan/bga_bgstats,
github.com/soul28561/bgstats-lichess-import). P1 is the start player (the
device's turn order starts at P1); a seat's rank is its place; the device's
location is "Board-game companion".
"""

import argparse
import base64
import binascii
import csv
import datetime
import io
import json
import pathlib
import re
import subprocess
import sys
import uuid

ROOT = pathlib.Path(__file__).resolve().parents[1]
GAMES = {
    "hd": "Hamsterdam",
    "som": "Sombreros",
    "clk": "Clocktowers",
    "hr": "Hamsterrolle",
    "st": "Stramash",
}
MAX_BYTES = 1024  # docs/history.md: a file over 1 KB is passed over
MAX_SEATS = 6
NAME = re.compile(r"^[0-9]{5,}\.json$")  # past 99,999 games the names grow a digit
# Bounds the format does not give, to keep nonsense out of the exports:
# a score or a count of minutes, rounds or turns beyond these is no game.
BIG = 99999
FIELDS = (
    "v",
    "g",
    "var",
    "n",
    "s",
    "low",
    "pl",
    "win",
    "by",
    "side",
    "r",
    "t",
    "d",
    "min",
    "at",
    "up",
)
# Every uuid here is uuid5 in this namespace (itself uuid5 of the project's name):
# the same record gives the same uuid in every export.
NS = uuid.uuid5(uuid.NAMESPACE_URL, "boardgame-companion/history")
LOCATION = "Board-game companion"


class HistoryError(Exception):
    """A source that cannot be read at all (no folder, no board, a cut listing)."""


# -- validation -----------------------------------------------------------------


def _int(x, lo, hi):
    # bool is an int in Python, not in the format
    return type(x) is int and lo <= x <= hi


def _ints(x, count, lo, hi):
    return type(x) is list and len(x) == count and all(_int(v, lo, hi) for v in x)


def validate(rec):
    """Check one decoded record against docs/history.md; None when it is good,
    else the reason (a short phrase naming the field). Extra keys are allowed
    (a later format may add some) and ignored."""
    if type(rec) is not dict:
        return "not a JSON object"
    missing = [k for k in FIELDS if k not in rec]
    if missing:
        return "missing " + ",".join(missing)
    if rec["v"] != 1 or type(rec["v"]) is not int:
        return "v is not 1"
    if type(rec["g"]) is not str or rec["g"] not in GAMES:
        return "g is no mode"
    n = rec["n"]
    if not _int(n, 2, MAX_SEATS):
        return "n is not 2..6"
    var = rec["var"]
    if type(var) is not str or var not in ("", "classic", "teams", "pairs"):
        return "var is not '', classic, teams or pairs"
    if var == "teams" and n != 4 or var == "pairs" and n not in (4, 6):
        return "var %s with %d seats" % (var, n)
    if not _ints(rec["s"], n, -BIG, BIG):
        return "s is not %d scores" % n
    if not _int(rec["low"], 0, 1):
        return "low is not 0 or 1"
    pl = rec["pl"]
    if not _ints(pl, n, 1, n):
        return "pl is not %d places 1..%d" % (n, n)
    win = rec["win"]
    if type(win) is not list or not 1 <= len(win) <= n or not all(_int(w, 0, n - 1) for w in win):
        return "win is not seats 0..%d" % (n - 1)
    if sorted(set(win)) != [i for i in range(n) if pl[i] == 1]:
        return "win is not the seats placed 1"
    if type(rec["by"]) is not str or not re.match(r"^[a-z]{1,16}$", rec["by"]):
        return "by is not a word"
    side = rec["side"]
    if side is not None and not _ints(side, n, 0, MAX_SEATS - 1):
        return "side is not %d sides or null" % n
    for key in ("r", "t"):
        if rec[key] is not None and not _int(rec[key], 0, BIG):
            return key + " is not a count or null"
    d = rec["d"]
    if d is not None and not _ints(d, 11, 0, BIG):
        return "d is not 11 counts or null"
    if rec["min"] is not None and not _int(rec["min"], 0, BIG):
        return "min is not minutes or null"
    at = rec["at"]
    if at is not None:
        if not _ints(at, 5, 0, 9999):
            return "at is not [y, m, d, h, min] or null"
        try:
            datetime.datetime(*at)
        except ValueError:
            return "at is no date"
    if not _int(rec["up"], 0, 10 * BIG):
        return "up is not minutes"
    return None


def read_file(path):
    """One history file: (record, None) when good, else (None, reason)."""
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            return None, "over 1 KB (%d bytes)" % size
        data = path.read_bytes()[: MAX_BYTES + 1]  # it may have grown since
    except OSError as e:
        return None, "unreadable (%s)" % (e.strerror or e)
    if len(data) > MAX_BYTES:
        return None, "over 1 KB"
    if not data.strip():
        return None, "empty"
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None, "not UTF-8"
    try:
        rec = json.loads(text)
    except json.JSONDecodeError as e:
        # it ends where it breaks off, or inside a string never closed
        if e.pos >= len(text.rstrip()) or e.msg.startswith("Unterminated string"):
            return None, "cut short (JSON ends at byte %d)" % len(data)
        return None, "corrupt JSON (%s at char %d)" % (e.msg, e.pos)
    except RecursionError:
        return None, "corrupt JSON (nested too deep)"
    why = validate(rec)
    if why:
        return None, why
    return rec, None


def hist_dir(source):
    """The folder of NNNNN.json files in ``source``: ``source/hist`` when the
    source is a data folder holding one, else ``source`` itself."""
    source = pathlib.Path(source)
    if (source / "hist").is_dir():
        return source / "hist"
    return source


def read_folder(source, undated="mtime", now=None, warn=None):
    """Every good game in a folder, oldest first, and the files passed over.

    ``undated``: the date of a game without ``at``: ``"mtime"`` (its file's
    modification time) or ``"today"`` (``now``, default the present moment).
    ``warn(line)`` gets one line a file skipped (default: stderr).
    Returns (games, skipped): games as dicts ``{"number", "file", "rec",
    "date" (datetime, local), "date_from" ("at", "mtime" or "today")}``;
    skipped as ``[{"file", "why"}]``. HistoryError when it is no folder."""
    folder = hist_dir(source)
    if not folder.is_dir():
        raise HistoryError(
            "no history folder at %s: no game was finished there yet (play one to its end "
            "in `make sim`, or read a Pico with PORT=...)" % folder
        )
    now = now or datetime.datetime.now().replace(microsecond=0)
    warn = warn or _stderr
    games, skipped = [], []
    for path in sorted(folder.iterdir()):
        if not NAME.match(path.name):
            continue
        rec, why = read_file(path)
        if rec is None:
            warn("history: skip %s: %s" % (path.name, why))
            skipped.append({"file": path.name, "why": why})
            continue
        if rec["at"] is not None:
            date, source_of = datetime.datetime(*rec["at"]), "at"
        elif undated == "mtime":
            date = datetime.datetime.fromtimestamp(int(path.stat().st_mtime))
            source_of = "mtime"
        else:
            date, source_of = now, "today"
        games.append(
            {
                "number": int(path.name[:5]),
                "file": path.name,
                "rec": rec,
                "date": date,
                "date_from": source_of,
            }
        )
    games.sort(key=lambda g: g["number"])
    return games, skipped


def _stderr(line):
    print(line, file=sys.stderr)


# -- the Pico -------------------------------------------------------------------

# Board-side code: reads only. Names that are not NNNNN.json are left out.
PICO_READ = """\
import os, binascii
D = "/data/hist"
try:
    names = sorted(os.listdir(D))
except OSError:
    names = []
k = 0
for n in names:
    if len(n) < 10 or not n.endswith(".json") or not n[:-5].isdigit():
        continue
    k += 1
    try:
        size = os.stat(D + "/" + n)[6]
        if size > %(max)d:
            print("@big", n, size)
            continue
        with open(D + "/" + n, "rb") as f:
            b = f.read(%(max)d + 1)
        print("@file", n, binascii.b2a_base64(b).decode().strip())
    except OSError:
        print("@bad", n)
print("@end", k)
""" % {"max": MAX_BYTES}


def run_mpremote(args):
    """Run one mpremote command line; its stdout, or HistoryError with a clear
    message (tools/flash.py's for the usual failures)."""
    import flash

    proc = subprocess.run(args, capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        text = proc.stdout + proc.stderr
        port = args[2] if len(args) > 2 and args[1] == "connect" else None
        raise HistoryError(flash.explain(text, port) or "mpremote failed:\n" + text.strip())
    return proc.stdout


def pico_command(port, mpremote=None):
    """The mpremote command line that reads the history: a list of str."""
    if mpremote is None:
        import flash

        mpremote = flash.MPREMOTE
    return [mpremote] + (["connect", port] if port else []) + ["exec", PICO_READ]


def fetch_pico(port, dest, run=run_mpremote, warn=None, mpremote=None):
    """Copy a Pico's history into the folder ``dest`` (emptied of its
    NNNNN.json files first) through ``run(command) -> stdout``.
    Files the board found too big or could not read are reported through
    ``warn`` (default stderr) like a bad local file and not copied.
    Returns the list of skipped ``{"file", "why"}``; HistoryError when the
    board's answer is cut short or garbled."""
    warn = warn or _stderr
    out = run(pico_command(port, mpremote))
    dest = pathlib.Path(dest)
    dest.mkdir(parents=True, exist_ok=True)
    for old in dest.iterdir():
        if NAME.match(old.name):
            old.unlink()
    skipped, files, end = [], {}, None
    for line in out.splitlines():
        parts = line.split()
        if not parts or not parts[0].startswith("@"):
            continue
        tag, args = parts[0], parts[1:]
        if tag == "@end" and len(args) == 1 and args[0].isdigit():
            end = int(args[0])
        elif tag == "@file" and len(args) in (1, 2) and NAME.match(args[0]):
            try:
                files[args[0]] = base64.b64decode(args[1] if len(args) == 2 else "", validate=True)
            except (binascii.Error, ValueError):
                raise HistoryError("garbled data for %s from the board" % args[0]) from None
        elif tag in ("@big", "@bad") and args and NAME.match(args[0]):
            why = "over 1 KB (%s bytes)" % args[1] if tag == "@big" else "unreadable on the board"
            warn("history: skip %s: %s" % (args[0], why))
            skipped.append({"file": args[0], "why": why})
    if end is None or end != len(files) + len(skipped):
        raise HistoryError("the board's listing of /data/hist was cut short; retry")
    for name, data in files.items():
        (dest / name).write_bytes(data)
    return skipped


# -- exports ------------------------------------------------------------------------


def seat_names(players, n=MAX_SEATS):
    """The names of seats 1..n: ``players`` (a list of str, in seat order)
    first, then P<k> for the rest."""
    names = [p.strip() for p in players or [] if p.strip()]
    return [names[i] if i < len(names) else "P%d" % (i + 1) for i in range(n)]


def game_dict(game, names):
    """One game for history.json: its number, mode, date, lengths and each
    seat's name, score, place and win."""
    rec = game["rec"]
    n = rec["n"]
    d = rec["d"]
    return {
        "number": game["number"],
        "game": GAMES[rec["g"]],
        "mode": rec["g"],
        "variant": rec["var"],
        "players": n,
        "date": game["date"].strftime("%Y-%m-%d %H:%M"),
        "date_from": game["date_from"],
        "minutes": rec["min"],
        "rounds": rec["r"],
        "turns": rec["t"],
        "lower_wins": rec["low"] == 1,
        "decided_by": rec["by"],
        "winners": [names[w] for w in sorted(rec["win"])],
        "seats": [
            {
                "seat": i + 1,
                "name": names[i],
                "score": rec["s"][i],
                "place": rec["pl"][i],
                "win": i in rec["win"],
            }
            for i in range(n)
        ],
        "dice": None if d is None else {str(k + 2): d[k] for k in range(11)},
        "uptime_min": rec["up"],
    }


def seat_wins(games, names):
    """Per seat 1..6: ``{"seat", "name", "games", "wins"}`` (games it sat in,
    games it won or shared)."""
    rows = [{"seat": i + 1, "name": names[i], "games": 0, "wins": 0} for i in range(MAX_SEATS)]
    for game in games:
        rec = game["rec"]
        for i in range(rec["n"]):
            rows[i]["games"] += 1
        for w in set(rec["win"]):
            rows[w]["wins"] += 1
    return rows


CSV_HEAD = (
    [
        "number",
        "game",
        "mode",
        "variant",
        "players",
        "date",
        "date_from",
        "minutes",
        "rounds",
        "turns",
        "lower_wins",
        "decided_by",
        "winners",
    ]
    + [
        "seat%d_%s" % (i, f)
        for i in range(1, MAX_SEATS + 1)
        for f in ("name", "score", "place", "win")
    ]
    + ["dice_%d" % s for s in range(2, 13)]
)


def csv_text(games, names):
    """history.csv: the head line, then one row a game (``CSV_HEAD``);
    ``winners`` are the winners' names joined by "+", nulls are empty."""
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(CSV_HEAD)
    for game in games:
        g = game_dict(game, names)
        row = [
            g["number"],
            g["game"],
            g["mode"],
            g["variant"],
            g["players"],
            g["date"],
            g["date_from"],
            g["minutes"],
            "" if g["rounds"] is None else g["rounds"],
            "" if g["turns"] is None else g["turns"],
            int(g["lower_wins"]),
            g["decided_by"],
            "+".join(g["winners"]),
        ]
        for i in range(MAX_SEATS):
            if i < g["players"]:
                s = g["seats"][i]
                row += [s["name"], s["score"], s["place"], int(s["win"])]
            else:
                row += ["", "", "", ""]
        dice = g["dice"]
        row += ["" if dice is None else dice[str(k)] for k in range(2, 13)]
        w.writerow(row)
    return out.getvalue()


def history_json(games, names, skipped):
    """history.json's document: ``{"games", "seats", "skipped"}``."""
    return {
        "games": [game_dict(g, names) for g in games],
        "seats": seat_wins(games, names),
        "skipped": skipped,
    }


def _uuid(*parts):
    return str(uuid.uuid5(NS, "/".join(str(p) for p in parts)))


def bgstats(games, names):
    """The BG Stats play file's document (the module docstring says the
    format and its sources): one player a seat name used, one game a mode
    played, one location, one play a game."""
    used = sorted({i for g in games for i in range(g["rec"]["n"])})
    players = [
        {"id": i + 1, "uuid": _uuid("player", names[i]), "name": names[i], "isAnonymous": False}
        for i in used
    ]
    modes = [m for m in GAMES if any(g["rec"]["g"] == m for g in games)]
    ids = {m: k + 1 for k, m in enumerate(modes)}
    game_rows = []
    for m in modes:
        low = next(g["rec"]["low"] for g in games if g["rec"]["g"] == m)
        teams = any(g["rec"]["var"] for g in games if g["rec"]["g"] == m)
        game_rows.append(
            {
                "id": ids[m],
                "uuid": _uuid("game", m),
                "name": GAMES[m],
                "highestWins": low == 0,
                "noPoints": False,
                "cooperative": False,
                "usesTeams": teams,
                "bggId": 0,
            }
        )
    plays = []
    for g in games:
        rec = g["rec"]
        date = g["date"].strftime("%Y-%m-%d %H:%M:%S")
        plays.append(
            {
                "uuid": _uuid("play", json.dumps(rec, sort_keys=True)),
                "gameRefId": ids[rec["g"]],
                "locationRefId": 1,
                "playDate": date,
                "entryDate": date,
                "durationMin": rec["min"] or 0,  # null: not known (docs/history.md)
                "ignored": False,
                "manualWinner": False,
                "rounds": rec["r"] or 0,
                "usesTeams": rec["var"] != "",
                "board": rec["var"],
                "playerScores": [
                    {
                        "playerRefId": i + 1,
                        "score": str(rec["s"][i]),
                        "winner": i in rec["win"],
                        "rank": rec["pl"][i],
                        "startPlayer": i == 0,
                        "seatOrder": i + 1,
                        "newPlayer": False,
                    }
                    for i in range(rec["n"])
                ],
            }
        )
    return {
        "about": "Plays from the board-game companion's history (tools/history.py); "
        "open this file with Board Game Stats to import them.",
        "players": players,
        "locations": [{"id": 1, "uuid": _uuid("location", LOCATION), "name": LOCATION}],
        "games": game_rows,
        "plays": plays,
    }


def dice_totals(games):
    """Hamsterdam's sums 2..12 over all its games: (observed, expected), two
    lists of 11 (expected: the rolls' total times 2d6's odds, ways/36)."""
    seen = [0] * 11
    for g in games:
        if g["rec"]["g"] == "hd" and g["rec"]["d"] is not None:
            seen = [a + b for a, b in zip(seen, g["rec"]["d"])]
    total = sum(seen)
    expected = [total * (6 - abs(7 - s)) / 36 for s in range(2, 13)]
    return seen, expected


def chart(games, names, path):
    """Write the PNG at ``path``: wins per seat (the seats that sat in a
    game), and the dice sums against the fair counts (or a note when no
    Hamsterdam game rolled)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for r in seat_wins(games, names) if r["games"]]
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.5), dpi=100)
    left.bar([r["name"] for r in rows], [r["wins"] for r in rows], color="#3a7ebf")
    left.set_title("Wins per seat (%d games)" % len(games))
    left.set_ylabel("games won")
    left.yaxis.get_major_locator().set_params(integer=True)
    seen, expected = dice_totals(games)
    sums = list(range(2, 13))
    if sum(seen):
        right.bar(sums, seen, color="#d08c2a", label="rolled")
        right.plot(sums, expected, "k.--", label="fair 2d6")
        right.legend()
    else:
        right.text(0.5, 0.5, "no Hamsterdam dice", ha="center", va="center")
    right.set_xticks(sums)
    right.set_title("Hamsterdam dice sums (%d rolls)" % sum(seen))
    right.set_xlabel("sum of the two dice")
    right.set_ylabel("rolls")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def export(games, skipped, names, out):
    """Write the four files into the folder ``out`` (made if need be);
    returns their paths."""
    out = pathlib.Path(out)
    out.mkdir(parents=True, exist_ok=True)
    paths = [out / n for n in ("history.csv", "history.json", "bgstats.json", "history.png")]
    paths[0].write_text(csv_text(games, names), encoding="utf-8")
    doc = history_json(games, names, skipped)
    paths[1].write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    paths[2].write_text(json.dumps(bgstats(games, names), indent=1, ensure_ascii=False) + "\n")
    chart(games, names, paths[3])
    return paths


# -- command line -------------------------------------------------------------------


def main(argv=None, run=run_mpremote):
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("source", nargs="?", default="build/sim-data", help="a data or history folder")
    p.add_argument("--port", help="read a Pico on this serial port instead (mpremote)")
    p.add_argument("--out", default="build/history", help="where the exports go")
    p.add_argument("--players", default="", help="seat names in order: Ana,Ben,...")
    args = p.parse_args(argv)
    names = seat_names(args.players.split(","))
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        print("history: --players names a seat twice: %s" % ", ".join(twice), file=sys.stderr)
        return 2
    try:
        if args.port:
            folder = pathlib.Path(args.out) / "pico"
            skipped = fetch_pico(args.port, folder, run=run)
            games, bad = read_folder(folder, undated="today")
            skipped += bad
        else:
            games, skipped = read_folder(args.source)
    except HistoryError as e:
        print("history: %s" % e, file=sys.stderr)
        return 1
    paths = export(games, skipped, names, args.out)
    print(
        "history: %d games (%d skipped) -> %s"
        % (len(games), len(skipped), ", ".join(str(p) for p in paths))
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
