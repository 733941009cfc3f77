"""``make sim``: start the simulator on the MicroPython unix port with a
Pico-sized heap, then turn the screens it wrote (PBM) into PNG with Pillow.

    python tools/sim/run.py [--heap 192K] [--shots DIR] [--script FILE] [--seed N]

Without --script the device runs in this terminal (keys shown on start).
"""

import argparse
import os
import pathlib
import subprocess
import sys

from PIL import Image

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCALE = 4  # PNG pixels per OLED pixel


def to_png(pbm, png):
    """A 128x64 PBM frame -> a PNG that looks like the OLED (white on black)."""
    img = Image.open(pbm).convert("L")
    img = img.point(lambda v: 255 - v)  # PBM 1 = black; the OLED lights set pixels
    border = 4
    out = Image.new("L", (img.width + 2 * border, img.height + 2 * border), 40)
    out.paste(img, (border, border))
    out = out.resize((out.width * SCALE, out.height * SCALE), Image.NEAREST)
    out.save(png)


def convert_all(shots):
    for pbm in sorted(pathlib.Path(shots).glob("*.pbm")):
        to_png(pbm, pbm.with_suffix(".png"))
        pbm.unlink()


def micropython_cmd(heap, args):
    exe = pathlib.Path(sys.executable).parent / "micropython"
    return [str(exe), "-X", "heapsize=" + heap, str(ROOT / "tools/sim/sim.py"), *args]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument(
        "--heap", default="192K", help="MicroPython heap (the Pico has about 192K free)"
    )
    ap.add_argument("--shots", default="shots", help="folder for screen PNGs")
    ap.add_argument("--script", help="script of presses (see README); no terminal needed")
    ap.add_argument("--seed", type=int, help="random seed for the dice")
    a = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT / "tools"))
    from build_mpy import build

    build(ROOT / "build/sim")  # the Pico runs .mpy: so does the simulator
    env = dict(os.environ)
    env["MICROPYPATH"] = "%s:%s:.frozen" % (ROOT / "build/sim", ROOT / "tools/sim")
    args = ["--shots", a.shots]
    if a.script:
        args += ["--script", a.script]
    if a.seed is not None:
        args += ["--seed", str(a.seed)]
    if not a.script:
        print(__doc__.split("\n\n")[0])
    elif os.path.isdir(a.shots):
        for old in pathlib.Path(a.shots).glob("*.png"):
            old.unlink()  # this run's screens only
    rc = subprocess.call(micropython_cmd(a.heap, args), env=env)
    if os.path.isdir(a.shots):
        convert_all(a.shots)
        if a.script and rc == 0:
            print("sim screens: %s/*.png" % a.shots)
    return rc


if __name__ == "__main__":
    sys.exit(main())
