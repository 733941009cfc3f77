"""``make screens``: the README's pictures, played afresh by the simulator.

    python tools/sim/screens.py [--list] [--out DIR] [--shots DIR] [--lang en,es,de] [SCRIPT ...]

Every script in tools/sim/scripts with a header line ``# screens: NAME ...``
(a comment line before its first command) is played by ``run.py --script``
and each shot it names (``DIR/NAME.png``, from the script's ``shot NAME``)
is copied to ``docs/screens/PREFIX-NAME.png``, PREFIX being the script's
file name up to its first ``_`` (``hamsterdam_3p.txt``: ``hamsterdam-``).
A new game's script joins by its header line alone. Each is played in
every language of ``--lang`` (default all three: English, Español,
Deutsch): English's pictures go to ``docs/screens/``, the others' to
``docs/screens/es/`` and ``docs/screens/de/`` under the same names (the
scripts name menu lines in English: ``menu_lang.translate``). ``--list`` prints what
would be copied, without playing; SCRIPT limits the run to those files.
Exit status 1 if a script fails or a named shot is missing.
"""

import argparse
import pathlib
import shutil
import sys

import run  # tools/sim/run.py: the simulator's command line

ROOT = run.ROOT
SCRIPTS = ROOT / "tools/sim/scripts"
DOCS = ROOT / "docs/screens"
HEADER = "# screens:"


def shots_of(script):
    """The shot names of ``script``'s ``# screens:`` header line ([] if none).
    Only the comments before the first command count."""
    names = []
    with open(script) as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            if not line.startswith("#"):
                break
            if line.startswith(HEADER):
                names += line[len(HEADER) :].split()
    return names


def plan(scripts=None):
    """[(script path, [shot names])] for every script with a header line
    (or the ones given), sorted by file name."""
    paths = [pathlib.Path(s) for s in scripts] if scripts else sorted(SCRIPTS.glob("*.txt"))
    return [(p, shots_of(p)) for p in paths if shots_of(p)]


def prefix(script):
    return pathlib.Path(script).stem.split("_")[0]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("scripts", nargs="*", help="only these scripts")
    ap.add_argument("--list", action="store_true", help="print the plan, play nothing")
    ap.add_argument("--out", default=str(DOCS), help="where the pictures go")
    ap.add_argument("--shots", default=str(ROOT / "build/screens"), help="the simulator's shots")
    ap.add_argument("--lang", default="en,es,de", help="the languages (comma-separated)")
    a = ap.parse_args(argv)
    langs = a.lang.split(",")
    todo = plan(a.scripts)
    if not todo:
        print("screens: no script with a %r line" % HEADER)
        return 1
    bad = 0
    for script, names in todo:
        if a.list:
            print("%s: %s" % (script.name, " ".join(names)))
            continue
        for lang in langs:
            bad += play(script, names, lang, pathlib.Path(a.shots), pathlib.Path(a.out))
    return 1 if bad else 0


def play(script, names, lang, shots_dir, out):
    """Play ``script`` with the screens in ``lang`` and copy its named shots
    (English's into ``out``, another language's into ``out/LANG``); the
    number of failures."""
    shots = shots_dir / lang / script.stem
    shots.mkdir(parents=True, exist_ok=True)
    rc = run.main(["--script", str(script), "--shots", str(shots), "--lang", lang])
    if rc != 0:
        print("screens: %s (%s) failed (exit status %d)" % (script.name, lang, rc))
        return 1
    dst = out if lang == "en" else out / lang
    dst.mkdir(parents=True, exist_ok=True)
    bad = 0
    for name in names:
        src = shots / (name + ".png")
        if not src.is_file():
            print("screens: %s (%s) wrote no shot %s" % (script.name, lang, name))
            bad += 1
            continue
        shutil.copyfile(src, dst / ("%s-%s.png" % (prefix(script), name)))
    print("screens: %s (%s) -> %d pictures" % (script.name, lang, len(names)))
    return bad


if __name__ == "__main__":
    sys.exit(main())
