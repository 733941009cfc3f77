"""Plays one game on an earlier commit's firmware and keeps its saves (run by
tools/make_old_saves.py on the MicroPython unix port, with that commit's
roots (testkit/paths.py MP_ROOTS) on MICROPYPATH: the files are written
as that firmware writes them on the Pico).

    micropython tools/old_saves_play.py MODE SEED OUT [SCRIPT]

MODE: ``hd-2p``, ``hd-3p``, ``hd-4p``, ``hd-classic-3p`` (a Hamsterdam game
played by a seeded random table: rolls, floods onto dams and into piles,
specials, undos, breaches, movement and redeployment), ``som-track`` (the
Sombreros cookie tracker, seeded taps and black hats), or ``script`` (the
commit's own simulator script SCRIPT, tools/sim/scripts/: a scoring session,
Hamsterrolle, Stramash). The device is that commit's ``Device``, pressed as
its tests press it, saved as its runner saves (after each action; the
background slot write at quiet moments).

At each point of the game (``early``, ``third``, ``half``, ``late`` and,
for Hamsterdam, ``end``) the data directory's game files are copied to
OUT/POINT/, and OUT/POINT/oracle.json says what that firmware itself had
then: the game's snapshot kind and label, and its live game (the state of a
Hamsterdam, Hamsterrolle or Stramash game, the cursor, a scoring session's
table, hands, towers, step...). The same firmware then boots on the copy and
resumes it: what it resumed is checked against the live game (printed as
``mismatch`` when they differ: then the point is not kept), and oracle.json
says whether it offered the game back at all (``resumed``; a finished game
is cleared at boot by the later firmware) and its boot's ``sys
saved`` lines.
"""

import json
import os
import sys

from companion.device import Device

_POINTS = ("early", "third", "half", "late", "end")
_FIELDS = (
    "state",
    "cursor",
    "table",
    "hands",
    "step",
    "towers",
    "current",
    "p",
    "turn",
    "colls",
    "blacks",
)


class Rng:
    """A seeded LCG with ``getrandbits`` (the dice) and ``random`` (the
    table's choices): the same game on every run."""

    def __init__(self, seed):
        self.x = seed * 2654435761 + 12345

    def _next(self):
        self.x = (self.x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        return self.x >> 33

    def getrandbits(self, k):
        return self._next() & ((1 << k) - 1)

    def random(self):
        return self._next() / 2147483648.0

    def below(self, n):
        return self._next() % n


class Table:
    def __init__(self, seed, data):
        self.rng = Rng(seed)  # the device's dice
        self.r = Rng(seed + 1000)  # the players' choices
        self.data = data
        self.now = 1000
        self.log = []
        self.dev = Device(self.rng, self.log.append, self.now, data)

    def press(self, button, kind="short", count=1):
        for _ in range(count):
            self.now += 200 if kind == "short" else 1020
            self.dev.press(button, kind, self.now)
            self.dev.tick(self.now)
            self.saved()

    def wait(self, ms):
        end = self.now + ms
        while self.now < end:
            self.now = min(end, self.now + 100)
            self.dev.tick(self.now)
        self.saved(ms >= 300)

    def saved(self, quiet=False):
        dev = self.dev
        flush = getattr(dev, "flush", None)
        if flush is None:
            return  # before the journal: press() saved (autosave)
        flush()
        while dev.background(quiet):
            pass

    def reset(self):
        """A power cut: a new device over the same files."""
        self.log.append("play reset")
        self.dev = Device(self.rng, self.log.append, self.now, self.data)

    def choose(self, label):
        menu = self.dev.stack[-1]
        labels = [e[0] for e in menu.entries]
        i = labels.index(label)
        while menu.pos != i:
            self.press("down")
        self.press("ok")


def plain(x):
    return json.loads(json.dumps(x))


def live(dev):
    g = dev.game
    snap = g.snapshot()
    out = {"game": snap.get("game"), "label": snap.get("label")}
    for name in _FIELDS:
        if hasattr(g, name):
            try:
                out[name] = plain(getattr(g, name))
            except TypeError:
                pass
    # the action log: ``actlog`` today, ``log`` in the firmware before it
    log = getattr(g, "actlog", None) or getattr(g, "log", None)
    if log is not None and hasattr(log, "acts"):
        out["acts"] = log.acts()
    elif isinstance(getattr(g, "doc", None), dict):
        out["acts"] = len(g.doc["acts"])
    return out


def files(src):
    return sorted(n for n in os.listdir(src) if n.startswith("game") and n.endswith(".json"))


def copy(src, dst):
    for name in files(src):
        with open(src + "/" + name) as f:
            text = f.read()
        with open(dst + "/" + name, "w") as f:
            f.write(text)


def mkdirs(path):
    parts = path.split("/")
    for k in range(1, len(parts) + 1):
        at = "/".join(parts[:k])
        if at:
            try:
                os.mkdir(at)
            except OSError:
                pass


def empty(path):
    mkdirs(path)
    for name in os.listdir(path):
        os.remove(path + "/" + name)


def resumed(path):
    """What the same firmware resumes from the files in ``path`` (a copy:
    its own saves after the resume do not touch them)."""
    tmp = path + "-check"
    empty(tmp)
    copy(path, tmp)
    log = []
    dev = Device(Rng(7), log.append, 0, tmp)
    labels = [e[0] for e in dev.stack[-1].entries]
    out = None
    if "Resume" in labels:
        dev.press("ok", "short", 0)
        out = live(dev) if dev.game is not None else None
    for name in os.listdir(tmp):
        os.remove(tmp + "/" + name)
    os.rmdir(tmp)
    return out, log


class Points:
    def __init__(self, table, out, names):
        self.table = table
        self.out = out
        self.todo = list(names)
        self.kept = []

    def keep(self, point):
        if point not in self.todo:
            return
        t = self.table
        if t.dev.game is None or not files(t.data):
            return
        path = self.out + "/" + point
        empty(path)
        copy(t.data, path)
        had = live(t.dev)
        back, log = resumed(path)
        if back is not None and back != had:
            print("mismatch %s %s" % (self.out, point))
            print("  live    %s" % json.dumps(had))
            print("  resumed %s" % json.dumps(back))
            print("  log     %s" % log[-3:])
            for name in os.listdir(path):
                os.remove(path + "/" + name)
            os.rmdir(path)
            return
        self.todo.remove(point)
        self.kept.append(point)
        with open(path + "/oracle.json", "w") as f:
            # "resumed": false when that firmware itself does not offer it
            # back (a finished game, cleared at boot): "boot" says why
            json.dump(
                {
                    "point": point,
                    "live": had,
                    "last_log": t.log[-1:],
                    "resumed": back is not None,
                    "boot": [line for line in log if line.startswith("sys saved")],
                },
                f,
            )


# -- Hamsterdam: a seeded random table ----------------------------------------


def _menu_pick(t, menu):
    heading = menu.heading
    labels = [e[0] for e in menu.entries]
    if heading == "End the game?":
        label = labels[1] if t.r.random() < 0.5 else labels[0]
    elif heading == "Hamsterdam" or heading == "Game" or "New" in heading:
        t.press("back")  # the game menu: nothing from it
        return
    else:
        label = labels[t.r.below(len(labels))]
    t.choose(label)


def _other(t, top):
    name = type(top).__name__
    if name == "Menu":
        _menu_pick(t, top)
    elif name == "Picker":
        t.press("up", "short", 1 + t.r.below(4))
        t.press("ok")
    else:
        t.press("back")


def _someone(t, n):
    t.press("up", "short", t.r.below(n))


def hd_step(t):
    if t.r.random() < 0.25:
        t.wait(400)  # the table talks: a quiet moment (the background slot write)
    dev = t.dev
    g = dev.game
    top = dev.stack[-1]
    if top is not g:
        return _other(t, top)
    st = g.state
    ph = st["phase"]
    n = st["n"]
    x = t.r.random()
    if ph == "roll":
        if st["dice"] is None or x < 0.42:
            t.press("ok")
        elif x < 0.64:
            _someone(t, n)
            t.press("down")
        elif x < 0.78:
            _someone(t, n)
            t.press("down", "long")  # into the pile: on an empty dam too
        elif x < 0.85:
            _someone(t, n)
            t.press("ok", "long")  # the specials
        elif x < 0.88:
            t.press("back", "long")  # undo
        else:
            t.press("ok")
    elif ph == "last":
        if x < 0.35:
            _someone(t, n)
            t.press("down", "short" if x < 0.2 else "long")
        else:
            t.press("ok")
    elif ph == "move" or ph == "redeploy":
        if x < 0.22:
            _someone(t, n)
            t.press("down")
        elif x < 0.3:
            _someone(t, n)
            t.press("ok", "long")
        else:
            t.press("ok")
    elif ph == "breach" or ph == "tie":
        t.press("up" if x < 0.5 else "down", "short", 1 + t.r.below(3))
        t.press("ok")


def play_hd(t, mode, pts):
    players = int(mode[-2])
    t.choose("Hamsterdam")
    t.choose("%d players" % players)
    t.choose("Classic" if "classic" in mode else "Standard")
    target = {2: 10, 3: 15, 4: 20}[players]
    for _ in range(4000):
        hd_step(t)
        g = t.dev.game
        if g is None:
            raise SystemExit("the game left: " + repr(t.log[-3:]))
        st = g.state
        if t.dev.stack[-1] is not g:
            continue  # a menu open: a save point is between acts
        piles = sum(st["pile"])
        acts = live(t.dev)["acts"]
        if acts >= 8:
            pts.keep("early")
        if piles * 3 >= target and "early" not in pts.todo:
            pts.keep("third")
        if piles * 2 >= target and "third" not in pts.todo:
            pts.keep("half")
        if (piles * 10 >= target * 7 or st["phase"] == "last") and "half" not in pts.todo:
            pts.keep("late")
        if st["phase"] == "over":
            pts.keep("end")
            return


# -- the Sombreros cookie tracker: seeded taps --------------------------------


def play_track(t, pts):
    from nfc_field import Field, card

    field = Field()
    t.choose("Sombreros")
    t.choose("3 players")
    t.choose("Cookie tracker")
    steps = 36
    for i in range(steps):
        if t.r.random() < 0.25:
            t.wait(400)
        x = t.r.random()
        if x < 0.6:
            hat = "bg1 som hat %d %d" % (1 + t.r.below(7), 1 + t.r.below(6))
            field.tap(t.dev, card(hat))
            t.saved()
        elif x < 0.85:
            t.press("up")
        else:
            t.press("down", "short" if x < 0.95 else "long")
        for point, at in (("early", 0.15), ("third", 0.34), ("half", 0.5), ("late", 0.8)):
            if i == int(steps * at):
                pts.keep(point)


# -- a simulator script ---------------------------------------------------------


def steps_of(path):
    """The script's lines as words, comments and blank lines left out (a
    ``#N`` right after tap/place is a card's copy number)."""
    out = []
    with open(path) as f:
        for raw in f:
            words = raw.split()
            start = 2 if len(words) > 1 and words[0] in ("tap", "place") else 0
            for i in range(start, len(words)):
                if words[i].startswith("#"):
                    words = words[:i]
                    break
            if words:
                out.append(words)
    return out


def play_script(t, path, pts):
    from nfc_field import Field, card

    field = Field()
    steps = steps_of(path)
    marks = {}
    for point, at in (("early", 0.15), ("third", 0.34), ("half", 0.5), ("late", 0.8)):
        marks[int(len(steps) * at)] = point
    pending = None
    for i, words in enumerate(steps):
        verb = words[0]
        if verb in ("press", "hold"):
            count = int(words[2]) if len(words) > 2 else 1
            t.press(words[1], "short" if verb == "press" else "long", count)
        elif verb == "wait":
            t.wait(int(words[1]))
        elif verb in ("tap", "place"):
            copy_n = 0
            rest = words[1:]
            if rest[0].startswith("#"):
                copy_n = int(rest[0][1:]) - 1
                rest = rest[1:]
            field.tap(t.dev, card(" ".join(rest), copy_n))
            t.saved()
        elif verb == "reset":
            t.reset()
        pending = marks.get(i, pending)
        if pending is not None:  # kept here, or at the next step that can
            pts.keep(pending)


def main():
    mode, seed, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    data = out + "/data"
    empty(data)
    t = Table(seed, data)
    if mode.startswith("hd-"):
        pts = Points(t, out, _POINTS)
        play_hd(t, mode, pts)
    else:
        pts = Points(t, out, _POINTS[:4])
        if mode == "som-track":
            play_track(t, pts)
        else:
            play_script(t, sys.argv[4], pts)
    for name in os.listdir(data):
        os.remove(data + "/" + name)
    os.rmdir(data)
    print("kept %s %s missing %s" % (out, " ".join(pts.kept), " ".join(pts.todo)))
    for line in t.log:
        if "error" in line or "unreadable" in line:
            print("  log " + line)


main()
