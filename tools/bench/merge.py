"""The last step of ``make bench``: every build/bench/NAME.json (one per
benchmark) merged into build/bench/figures.json, keyed by NAME, with the
commit and the date, so one run can be compared with the last."""

import datetime
import json
import pathlib
import subprocess

import figures

ROOT = pathlib.Path(__file__).resolve().parents[2]
DIR = ROOT / figures.DIR


def main():
    figures = {}
    for p in sorted(DIR.glob("*.json")):
        if p.name != "figures.json":
            figures[p.stem] = json.loads(p.read_text())
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT
    ).stdout.strip()
    out = {"commit": commit, "date": datetime.date.today().isoformat(), "figures": figures}
    (DIR / "figures.json").write_text(json.dumps(out, indent=1) + "\n")
    print("figures of %s: %s" % (", ".join(figures), DIR / "figures.json"))


if __name__ == "__main__":
    main()
