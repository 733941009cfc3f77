"""``save(name, data)``: a benchmark's figures as JSON in build/bench/NAME.json
(make bench merges them into build/bench/figures.json). Runs on CPython and
on MicroPython (relative to the working directory, the repository root)."""

import json
import os

DIR = "build/bench"


def save(name, data):
    for d in ("build", DIR):
        try:
            os.mkdir(d)
        except OSError:
            pass  # there already
    with open("%s/%s.json" % (DIR, name), "w") as f:
        json.dump(data, f)
