"""``save(name, data)``: a benchmark's figures as JSON in build/bench/NAME.json
(make bench merges them into build/bench/figures.json). Runs on CPython and
on MicroPython (relative to the working directory, the repository root).
``DIR`` is that folder; ``$BENCH_DIR`` puts every benchmark's figures
elsewhere (the quick runs of host_tests/test_host_benches.py)."""

import json
import os

DIR = os.getenv("BENCH_DIR") or "build/bench"


def save(name, data):
    for d in ("build", DIR) if DIR == "build/bench" else (DIR,):
        try:
            os.mkdir(d)
        except OSError:
            pass  # there already
    with open("%s/%s.json" % (DIR, name), "w") as f:
        json.dump(data, f)
