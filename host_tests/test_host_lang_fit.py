"""Every screen of every simulator script, in English, Español and Deutsch,
looked at as a player would (``sim --glass``, tools/sim/sim_glass.py): no
text cut by ``view.fit``, none off the glass, touched or overdrawn; and the
serial log the same, line for line, in all three languages (the log is a
format: only the boot's ``sys settings lang=..`` line says the language).
The scripts pick menu lines by their English labels; in the other
languages ``menu_lang.translate`` reads them through the tables."""

import pathlib
import subprocess

import paths
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
SCRIPTS = sorted((ROOT / "tools/sim/scripts").glob("*.txt"))
LANGS = ("en", "es", "de")


def play(script, lang, tmp):
    """The run's output lines (the firmware from source, a roomy heap: the
    checks allocate; the Pico-sized heap is the memory tests' business)."""
    env = {"MICROPYPATH": paths.MPPATH, "PATH": "/usr/bin:/bin"}
    cmd = [str(ROOT / ".venv/bin/micropython"), "-X", "heapsize=8M", "-m", "sim_main"]
    cmd += ["--script", str(script), "--lang", lang, "--glass"]
    cmd += ["--data", str(tmp / ("data-" + lang)), "--shots", str(tmp / ("shots-" + lang))]
    out = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    return out.stdout.splitlines()


def _log(lines):
    # the serial log: the end line's heap figures and the checks' lines
    # aside, the boot's settings line without the language
    out = []
    for ln in lines:
        if ln.startswith(("sim end ", "sim glass ", "sim mem ")):
            continue
        if ln.startswith("sys settings lang="):
            ln = " ".join(["sys settings"] + ln.split()[3:])
            if ln == "sys settings":
                continue
        out.append(ln)
    return out


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_every_screen_fits_and_the_log_stays_english(script, tmp_path):
    logs = {}
    for lang in LANGS:
        lines = play(script, lang, tmp_path)
        bad = [ln for ln in lines if ln.startswith("sim glass ")]
        assert not bad, "%s in %s:\n%s" % (script.name, lang, "\n".join(bad))
        logs[lang] = _log(lines)
    assert logs["es"] == logs["en"]
    assert logs["de"] == logs["en"]
