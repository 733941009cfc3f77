"""The firmware's response on the emulated Pico (``make bench-pico``).

    python tools/bench/pico.py [--quick] [--json build/bench/pico.json]

The emulated Pico (``$PICO_KIT``, default ``../shared/pico`` beside the
project: the real MicroPython v1.28.0 RPI_PICO firmware in rp2040js, with
the display, buttons, MFRC522 and flash timing modelled) runs the firmware
exactly as ``make flash`` builds it, through scripted sessions
(tools/bench/pico/*.txt), with the W25Q16JV's typical flash times. Its time
is simulated: the figures are exact and the same on every run.

Per kind of press (the script comment's first words, as ``kit latency``):
- ``edge``: the pin going low -> the end of the first I2C window that
  changes the glass (the first changed pixels), median and max;
- ``action``: the release (a hold: the long-press threshold, 700 ms) -> the
  first changed pixels after it, and -> that update done;
per tap: card placed -> detected (first ATQA) / read (HLTA) / on screen;
reset -> first non-blank frame; the least free heap after a collection (a
``--wrap`` build, ``collect``) in each session; and presses at a player's
fastest pace: how many of them became actions.

Without the kit this prints what it needs and exits 0 (the project's own
tests and benchmarks do not depend on it).
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
OUT = ROOT / "build/kit"
LONG_MS = 700  # companion.drivers.debounce.Debouncer.LONG_MS
GAP_MS = 1.5  # windows closer than this are one update (as kit latency)


def kit():
    """The kit's entry point, or None when it is not there."""
    base = os.environ.get("PICO_KIT") or str(ROOT.parent / "shared/pico")
    path = pathlib.Path(base) / "kit"
    return path if path.is_file() else None


def _run(args, quiet=True):
    r = subprocess.run([str(a) for a in args], capture_output=True, text=True)
    if r.returncode != 0:
        sys.stderr.write(r.stdout[-3000:] + r.stderr[-3000:])
        raise SystemExit("bench-pico: %s failed (exit %d)" % (args[1], r.returncode))
    return r.stdout + r.stderr


def build(dst, wrap=False):
    """Build firmware/ as ``make flash`` does into ``dst`` (``--wrap``: the
    kit's measuring main.py, with a collection at every log line)."""
    args = [kit(), "build", ROOT, dst]
    if wrap:
        args += ["--wrap", "--wrap-opts", "collect"]
    _run(args)
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
    """``kit taps`` rows (placed -> detectMs, readDoneMs, screenFirstMs, ...)."""
    _run([kit(), "taps", out])
    with open(os.path.join(out, "taps.json")) as f:
        return json.load(f)


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


# name, script, extra kit play options, what the session measures
SESSIONS = (
    ("hamsterdam", "hamsterdam_presses.txt", ("--gap", "250"), "presses"),
    ("menus", "menus_presses.txt", ("--gap", "250"), "presses"),
    ("pace", "hamsterdam_pace.txt", ("--short", "60", "--gap", "65"), "pace"),
    ("sombreros", "sombreros_42.txt", (), "taps"),
    ("clocktowers", "clocktowers_60.txt", (), "taps"),
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
    if kit() is None:
        print(
            "bench-pico: no emulated Pico here (set PICO_KIT to the folder holding `kit`, default "
            "../shared/pico beside the project); nothing measured"
        )
        return 0
    fw = build(OUT / "fw")
    fww = None if quick else build(OUT / "fw-wrap", wrap=True)
    figures = {"sessions": {}}
    boot = []
    for name, script, extra, kind in SESSIONS:
        if only is not None and name not in only:
            continue
        out = OUT / ("out-" + name)
        summ = play(fw, SCRIPTS / script, out, *extra)
        boot.append(summ.get("firstNonBlankFrameMs"))
        fig = {"script": "tools/bench/pico/" + script, "options": " ".join(extra)}
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
                "first10_median": statistics.median([x for x in scr[:10] if x is not None] or [0]),
                "last10_median": statistics.median([x for x in scr[-10:] if x is not None] or [0]),
            }
        if fww is not None:
            wout = OUT / ("wrap-" + name)
            play(fww, SCRIPTS / script, wout, *extra)
            fig["least_free_heap"] = heap_least(wout)
        figures["sessions"][name] = fig
    figures["boot_first_frame_ms"] = max(b for b in boot if b is not None)
    report(figures)
    if dst:
        os.makedirs(os.path.dirname(dst) or ".", exist_ok=True)
        with open(dst, "w") as f:
            json.dump(figures, f, indent=1)
    return 0


def report(fig):
    print(
        "emulated Pico (MicroPython v1.28.0 RPI_PICO, rp2040js), flash timing typ; ms: median max"
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
        if isinstance(s.get("presses"), int):
            print("%-12s actions from the fast presses: %d" % (name, s["presses"]))
        if s.get("least_free_heap") is not None:
            print("%-12s least free heap after a collection: %d B" % (name, s["least_free_heap"]))
    print("reset -> first non-blank frame: %.1f ms" % fig["boot_first_frame_ms"])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
