"""The firmware's response on the emulated Pico (``make bench-pico``).

    python tools/bench/pico.py [--quick] [--lang en|es|de] [--json build/bench/pico.json]

The emulated Pico (``$PICO_KIT``, default ``../shared/pico`` beside the
project, its ``emulator``: the real MicroPython v1.28.0 RPI_PICO firmware,
or the one ``PICO_FW`` names, which the report then names, in rp2040js,
with the display, buttons, MFRC522 and flash timing modelled) runs the
firmware
exactly as ``make flash`` builds it, through scripted sessions
(tools/bench/pico/*.txt), with the W25Q16JV's typical flash times. Its time
is simulated: the figures are exact and the same on every run.

Per kind of press (the script comment's first words, as ``kit latency``):
- ``edge``: the pin going low -> the end of the first I2C window that
  changes the glass (the first changed pixels), median and max;
- ``action``: the release (a hold: the long-press threshold, 700 ms) -> the
  first changed pixels after it, and -> that update done;
per tap: card placed -> detected (first ATQA) / read (HLTA) / on screen,
and on screen for the cards laid 0.2 s after an ``ok``;
reset -> first non-blank frame; the least free heap after a collection (a
``--wrap`` build, ``collect``) in each session; and presses at a player's
fastest pace: how many of them became actions.

``--lang``: the screens' language the sessions run in (written into the
flash's settings, as the players' answer at the first boot; English unless
told): ``make bench-pico DEVICE_LANG=es`` measures the Spanish screens.

Without the kit (or with a kit that is not ready: ``emulator ready``) this
prints what it needs and exits 0 (the project's own tests and benchmarks do
not depend on it).
"""

import json
import os
import pathlib
import re
import statistics
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPTS = ROOT / "tools/bench/pico"
# the builds and the sessions' output (build/kit; $BENCH_DIR/kit for the quick test runs)
OUT = (
    pathlib.Path(os.environ["BENCH_DIR"]) / "kit" if os.getenv("BENCH_DIR") else ROOT / "build/kit"
)
LONG_MS = 700  # companion.drivers.debounce.Debouncer.LONG_MS
GAP_MS = 1.5  # windows closer than this are one update (as kit latency)


def kit():
    """The kit's entry point (``emulator``; ``kit`` in its first versions),
    or None when it is not there."""
    base = pathlib.Path(os.environ.get("PICO_KIT") or str(ROOT.parent / "shared/pico"))
    for name in ("emulator", "kit"):
        if (base / name).is_file():
            return base / name
    return None


def ready():
    """None when the kit can run a Pico here, else why not (``kit ready``:
    the firmware, the boot ROM, Node.js)."""
    if kit() is None:
        return (
            "no emulated Pico here (set PICO_KIT to the folder holding `emulator`, "
            "default ../shared/pico beside the project)"
        )
    r = subprocess.run([str(kit()), "ready"], capture_output=True, text=True)
    if r.returncode != 0:
        return (r.stdout + r.stderr).strip().replace("\n", " ") or "the emulated Pico is not ready"
    return None


def _run(args, quiet=True):
    r = subprocess.run([str(a) for a in args], capture_output=True, text=True)
    if r.returncode != 0:
        sys.stderr.write(r.stdout[-3000:] + r.stderr[-3000:])
        raise SystemExit("bench-pico: %s failed (exit %d)" % (args[1], r.returncode))
    return r.stdout + r.stderr


def build(dst, wrap=False, lang="en"):
    """Build firmware/ as ``make flash`` does into ``dst`` (``--wrap``: the
    kit's measuring main.py, with a collection at every log line), with
    the settings a first boot leaves: the language ``lang`` chosen (a flash
    without them asks for it before anything else)."""
    args = [kit(), "build", ROOT, dst]
    if wrap:
        args += ["--wrap", "--wrap-opts", "collect"]
    _run(args)
    data = pathlib.Path(dst) / "data"
    data.mkdir(exist_ok=True)
    (data / "settings.json").write_text(json.dumps({"v": 1, "values": {"lang": lang}}))
    return dst


def play(fw, script, out, *extra):
    """Play ``script`` on firmware folder ``fw`` into ``out``; the summary."""
    _run(
        [kit(), "play", "--script", script, "--firmware-dir", fw, "--out", out]
        + ["--usb", "--i2c-pins", "4:5", "--quiet", "--flash-timing", "typ"]
        + list(extra)
    )
    with open(os.path.join(out, "summary.json")) as f:
        return json.load(f)


def _pages(fr):
    for tx in fr.get("i2c", []):
        h = tx["hex"]
        m = re.search(r"22(0[0-7])(0[0-7])", h[:20]) if h.startswith("00") else None
        if m:
            return set(range(int(m.group(1), 16), int(m.group(2), 16) + 1))
    return {-1}


def updates(out):
    """The screen updates of a run: lists of I2C windows less than GAP_MS
    apart, each window with its ``pages``."""
    with open(os.path.join(out, "frames.json")) as f:
        frames = json.load(f)["frames"]
    bursts = []
    for fr in frames:
        fr["pages"] = _pages(fr)
        if bursts and fr["tStartMs"] - bursts[-1][-1]["tEndMs"] < GAP_MS:
            bursts[-1].append(fr)
        else:
            bursts.append([fr])
    return bursts


def _response(bursts, start, until):
    # The first update starting in [start, until) that is not only the
    # rotating hint line (page 7).
    for b in bursts:
        t = b[0]["tStartMs"]
        if t >= until:
            return None
        if t >= start and set().union(*[f["pages"] for f in b]) != {7}:
            return b
    return None


def category(note, button):
    words = []
    for w in note.split():
        if re.search(r"[\d:(]", w):
            break
        words.append(w)
    return " ".join(words).rstrip(",;") or button


def presses(out):
    """One row per press or hold of a play: ``edge`` (pin low -> first
    changed pixels), ``act``/``act_done`` (release, or the long-press
    threshold for a hold -> the first changed pixels after it / that
    update's end), ms; None where nothing changed before the next step."""
    with open(os.path.join(out, "plan.json")) as f:
        steps = [s for s in json.load(f)["steps"] if s["do"] in ("press", "hold", "tap", "place")]
    bursts = updates(out)
    rows = []
    for i, st in enumerate(steps):
        if st["do"] not in ("press", "hold"):
            continue
        at = st["t"]
        nxt = steps[i + 1]["t"] if i + 1 < len(steps) else 1e12
        ref = at + (LONG_MS if st["do"] == "hold" else st["holdMs"])
        edge = _response(bursts, at, nxt)
        act = _response(bursts, ref, nxt)
        rows.append(
            {
                "t": at,
                "button": st["button"],
                "hold": st["do"] == "hold",
                "cat": category(st.get("note", ""), st["button"]),
                "edge": None if edge is None else round(edge[0]["tEndMs"] - at, 2),
                "act": None if act is None else round(act[0]["tEndMs"] - ref, 2),
                "act_done": None if act is None else round(act[-1]["tEndMs"] - ref, 2),
            }
        )
    return rows


def taps(out):
    """``kit taps`` rows (placed -> detectMs, readDoneMs, screenFirstMs, ...),
    each with ``after``: ``press`` for a card laid at most 0.25 s after a
    press (laid 0.2 s after an ``ok``, it met the save of that step, before
    the sessions were journalled), else the step before it (``tap``, ...)."""
    _run([kit(), "taps", out])
    with open(os.path.join(out, "taps.json")) as f:
        rows = json.load(f)
    if isinstance(rows, dict):
        rows = rows.get("rows", [])
    with open(os.path.join(out, "plan.json")) as f:
        steps = [s for s in json.load(f)["steps"] if s["do"] in ("press", "hold", "tap", "place")]
    before = {}
    for i, st in enumerate(steps):
        if st["do"] in ("tap", "place") and i:
            prev = steps[i - 1]
            soon = st["t"] - prev["t"] <= 250
            before[st["t"]] = prev["do"] if soon or prev["do"] not in ("press", "hold") else "wait"
    for r in rows:
        r["after"] = before.get(r.get("t"))
    return rows


def heap_least(out):
    """The least free heap after a collection (``minpost``) of a --wrap run."""
    least = None
    with open(os.path.join(out, "console.log"), errors="replace") as f:
        for line in f:
            m = re.search(r"minpost=(\d+)", line)
            if m:
                least = int(m.group(1))
    return least


def med_max(values):
    v = [x for x in values if x is not None]
    if not v:
        return None
    return {"n": len(v), "median": round(statistics.median(v), 2), "max": round(max(v), 2)}


def by_category(rows):
    cats = {}
    for r in rows:
        cats.setdefault(r["cat"], []).append(r)
    return {
        c: {
            "edge": med_max([r["edge"] for r in rs]),
            "action": med_max([r["act"] for r in rs]),
            "action_done": med_max([r["act_done"] for r in rs]),
            "missing": sum(1 for r in rs if r["edge"] is None),
        }
        for c, rs in cats.items()
    }


def count_log(out, prefix):
    with open(os.path.join(out, "console.log"), errors="replace") as f:
        return sum(1 for line in f if line.startswith(prefix))


def flash(out):
    """The flash work of a run (the kit's runner.log): erases, programs and
    the ms they took, or None."""
    with open(os.path.join(out, "runner.log"), errors="replace") as f:
        for line in f:
            m = re.search(r"(\d+) erase calls, (\d+) program calls, ([\d.]+) ms charged", line)
            if m:
                return {
                    "erases": int(m.group(1)),
                    "programs": int(m.group(2)),
                    "ms": float(m.group(3)),
                }
    return None


# name, script, extra kit play options, what the session measures
SESSIONS = (
    ("hamsterdam", "hamsterdam_presses.txt", ("--gap", "250"), "presses"),
    ("menus", "menus_presses.txt", ("--gap", "250"), "presses"),
    ("pace", "hamsterdam_pace.txt", ("--short", "60", "--gap", "65"), "pace"),
    ("sombreros", "sombreros_42.txt", (), "taps"),
    ("clocktowers", "clocktowers_60.txt", (), "taps"),
    # the two other games, for their heap alone: the simulator's whole games
    ("hamsterrolle", "hamsterrolle_heap.txt", (), "heap"),
    ("stramash", "stramash_heap.txt", (), "heap"),
    # the Sombreros session after every other screen was opened: the names
    # (qstrs) an evening interns, which no unload frees
    ("evening", "evening_heap.txt", (), "heap"),
)


def _fmt(mm):
    return "-" if mm is None else "%6.1f %6.1f" % (mm["median"], mm["max"])


def main(argv):
    quick = "--quick" in argv
    only = None
    if "--only" in argv:
        only = argv[argv.index("--only") + 1].split(",")
    dst = None
    if "--json" in argv:
        dst = argv[argv.index("--json") + 1]
    lang = argv[argv.index("--lang") + 1] if "--lang" in argv else "en"
    if lang not in ("en", "es", "de"):
        raise SystemExit("bench-pico: --lang en, es or de")
    why = ready()
    if why is not None:
        print("bench-pico: %s; nothing measured" % why)
        return 0
    base = OUT if lang == "en" else OUT.parent / (OUT.name + "-" + lang)
    fw = build(base / "fw", lang=lang)
    fww = None if quick else build(base / "fw-wrap", wrap=True, lang=lang)
    figures = {"sessions": {}, "lang": lang}
    boot = []
    for name, script, extra, kind in SESSIONS:
        if only is not None and name not in only:
            continue
        path = (SCRIPTS / script).resolve()
        fig = {"script": path.relative_to(ROOT).as_posix(), "options": " ".join(extra)}
        if kind == "heap":
            if fww is not None:
                wout = base / ("wrap-" + name)
                play(fww, path, wout, *extra)
                fig["least_free_heap"] = heap_least(wout)
                figures["sessions"][name] = fig
            continue
        out = base / ("out-" + name)
        summ = play(fw, path, out, *extra)
        figures.setdefault("firmware", summ.get("firmware"))  # PICO_FW's, or the kit's own
        boot.append(summ.get("firstNonBlankFrameMs"))
        if kind == "presses":
            fig["presses"] = by_category(presses(out))
        elif kind == "pace":
            fig["presses"] = sum(count_log(out, p) for p in ("hd roll ", "hd phase ", "hd round "))
        else:
            rows = taps(out)
            scr = [r.get("screenFirstMs") for r in rows]
            fig["taps"] = {
                "n": len(rows),
                "detect": med_max([r.get("detectMs") for r in rows]),
                "read": med_max([r.get("readDoneMs") for r in rows]),
                "screen": med_max(scr),
                "after_ok": med_max(
                    [r.get("screenFirstMs") for r in rows if r["after"] == "press"]
                ),
                "first10_median": statistics.median([x for x in scr[:10] if x is not None] or [0]),
                "last10_median": statistics.median([x for x in scr[-10:] if x is not None] or [0]),
            }
        fig["flash"] = flash(out)
        if fww is not None:
            wout = base / ("wrap-" + name)
            play(fww, path, wout, *extra)
            fig["least_free_heap"] = heap_least(wout)
        figures["sessions"][name] = fig
    figures["boot_first_frame_ms"] = max(b for b in boot if b is not None)
    if not quick and only is None:
        figures["code"] = code_on_pico(base)
    git = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT
    )
    figures["commit"] = git.stdout.strip()  # the firmware measured (docs/figures.md)
    report(figures)
    if dst:
        os.makedirs(os.path.dirname(dst) or ".", exist_ok=True)
        with open(dst, "w") as f:
            json.dump(figures, f, indent=1)
    return 0


def code_on_pico(base):
    """Per module, the heap its import takes on the emulated Pico
    (tools/bench/code_ram_mp.py as its main.py, over the .mpy build: as
    ``make bench``'s code_ram.py on the WebAssembly port), and per game
    the modules its session holds at its peak (``code_ram.peak_modules``:
    the simulator's session) with their code here:
    ``{"modules": {name: [heap, names' heap, names]}, "sessions": {game:
    {"modules": {name: code}, "code": sum}}}``."""
    import code_ram
    from build_mpy import build as build_mpy

    d = base / "code"
    build_mpy(d)
    (d / "main.py").write_text((ROOT / "tools/bench/code_ram_mp.py").read_text())
    out = base / "code-run"
    _run(
        [kit(), "run", "--firmware-dir", d, "--out", out, "--seconds", "30"]
        + ["--i2c-pins", "none", "--expect", "total all "]
    )
    with open(out / "console.log", errors="replace") as f:
        rows = code_ram.parse(f.read().replace("\r\n", "\n"))
    mods = {name: v for (group, name), v in rows.items() if group != "total"}
    sessions = {}
    for game, script in code_ram.SESSIONS:
        held = code_ram.peak_modules(script)
        per = {m: mods[m][0] - mods[m][1] for m in held if m in mods}
        sessions[game] = {"modules": per, "code": sum(per.values())}
    return {"modules": mods, "sessions": sessions}


def report(fig):
    print(
        "emulated Pico (MicroPython firmware %s, rp2040js), flash timing typ; ms: median max"
        % (fig.get("firmware") or "RPI_PICO-v1.28.0.uf2")
    )
    print(
        "%-12s %-12s %13s %13s %13s" % ("session", "press", "edge->pixels", "action", "action done")
    )
    for name, s in fig["sessions"].items():
        for cat, c in (
            (s.get("presses") or {}).items() if isinstance(s.get("presses"), dict) else ()
        ):
            print(
                "%-12s %-12s %13s %13s %13s"
                % (name, cat, _fmt(c["edge"]), _fmt(c["action"]), _fmt(c["action_done"]))
            )
    for name, s in fig["sessions"].items():
        t = s.get("taps")
        if t:
            print(
                "%-12s %d taps: detected %s  read %s  on screen %s  (first 10 %.1f, last 10 %.1f)"
                % (
                    name,
                    t["n"],
                    _fmt(t["detect"]),
                    _fmt(t["read"]),
                    _fmt(t["screen"]),
                    t["first10_median"],
                    t["last10_median"],
                )
            )
            if t.get("after_ok"):
                print(
                    "%-12s the first card 0.2 s after an ok (%d): on screen %s"
                    % (name, t["after_ok"]["n"], _fmt(t["after_ok"]))
                )
        fl = s.get("flash")
        if t and fl:
            print(
                "%-12s flash: %d erases, %d page programs, %.0f ms in all"
                % (name, fl["erases"], fl["programs"], fl["ms"])
            )
        if isinstance(s.get("presses"), int):
            print("%-12s actions from the fast presses: %d" % (name, s["presses"]))
        if s.get("least_free_heap") is not None:
            print("%-12s least free heap after a collection: %d B" % (name, s["least_free_heap"]))
    print("reset -> first non-blank frame: %.1f ms" % fig["boot_first_frame_ms"])
    code = fig.get("code")
    for game, held in ((code or {}).get("sessions") or {}).items():
        least = (fig["sessions"].get(game) or {}).get("least_free_heap")
        print(
            "%-12s code held at its peak: %d B in %d modules (least free heap %s)"
            % (game, held["code"], len(held["modules"]), least)
        )
        for name, b in sorted(held["modules"].items(), key=lambda kv: -kv[1]):
            print("  %-30s %6d" % (name, b))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
