"""Hardware documents generated from the pin table in ``firmware/board_pico.py``.

    python tools/hw/hwgen.py            write hardware/wiring.svg, wiring.png,
                                        diagram.json (Wokwi) and wokwi.toml, and the
                                        same two in pico-w/, pico2/, pico2-w/
    python tools/hw/hwgen.py --check    exit 1 if the checked-in SVG, diagram.json
                                        or wokwi.toml differ from what would be written

The board module's pins are read by ``tools/boardtable.py``, the one reader
of its tables (it imports ``machine``, so it cannot be imported here). What
each signal connects to (part and part pin) is the table ``SIGNALS`` /
``POWER`` below. The text outputs are byte-identical on every
run; the PNG is drawn with Pillow from the same picture (its bytes may differ
between Pillow versions, so --check leaves it out). Pillow is only needed for
the PNG.
"""

import argparse
import itertools
import json
import pathlib
import sys

import boardtable  # tools/: a root (testkit/paths.py)

ROOT = pathlib.Path(__file__).resolve().parents[2]
BOARD = boardtable.BOARD_PY
OUT = ROOT / "hardware"

MICROPYTHON_UF2 = "RPI_PICO-20260406-v1.28.0.uf2"  # MicroPython 1.28.0 for the Pico (RP2040)
WOKWI_ENV = "micropython-20260406-v1.28.0"  # the same release, as wokwi.com names it
# The other boards Wokwi offers, each with the Pico's header and pin names
# (GP0..GP28, GND.1..GND.8, 3V3): a project folder, its Wokwi part, the
# board's name and its MicroPython 1.28.0 (in hardware/wokwi/ with the Pico's)
OTHER_BOARDS = (
    ("pico-w", "board-pi-pico-w", "Pico W (RP2040)", "RPI_PICO_W-20260406-v1.28.0.uf2"),
    ("pico2", "board-pi-pico-2", "Pico 2 (RP2350)", "RPI_PICO2-20260406-v1.28.0.uf2"),
    ("pico2-w", "board-pi-pico-2w", "Pico 2 W (RP2350)", "RPI_PICO2_W-20260406-v1.28.0.uf2"),
)


# -- Pin data ------------------------------------------------------------------


def read_board(path=BOARD):
    """The ``GP_*`` pin constants, I2C_ID and I2C_FREQ of the board module
    (``boardtable.pins``: module-level ``NAME = <int>`` assignments only)."""
    return boardtable.pins(path)


# The Raspberry Pi Pico's 40 header pins (top view, USB up): 1-20 down the left
# edge, 21-40 up the right edge. Pin 33 is the analogue ground (a GND too).
PICO_HEADER = (
    # pins 1-20
    "GP0", "GP1", "GND", "GP2", "GP3", "GP4", "GP5", "GND", "GP6", "GP7",
    "GP8", "GP9", "GND", "GP10", "GP11", "GP12", "GP13", "GND", "GP14", "GP15",
    # pins 21-40
    "GP16", "GP17", "GND", "GP18", "GP19", "GP20", "GP21", "GND", "GP22", "RUN",
    "GP26", "GP27", "AGND", "GP28", "ADC_VREF", "3V3(OUT)", "3V3_EN", "GND", "VSYS", "VBUS",
)  # fmt: skip


def header_name(pin):
    return PICO_HEADER[pin - 1]


def header_pin(gp):
    """Header pin (1-40) of GPIO ``gp``."""
    if "GP%d" % gp not in PICO_HEADER:
        raise ValueError("GP%d is not on the Pico's header" % gp)
    return PICO_HEADER.index("GP%d" % gp) + 1


def is_ground(pin):
    return header_name(pin) in ("GND", "AGND")


def wokwi_pin(pin):
    """Wokwi's name for a Pico header pin: GPn, GND.1-GND.8 (in header order), 3V3..."""
    name = header_name(pin)
    if is_ground(pin):
        grounds = [p for p in range(1, 41) if is_ground(p)]
        return "GND.%d" % (grounds.index(pin) + 1)
    return {"3V3(OUT)": "3V3"}.get(name, name)


# -- What connects to what -----------------------------------------------------

# constant, README signal name, short name (wire labels), part, part pin,
# picture colour, Wokwi wire colour
SIGNALS = (
    ("GP_I2C_SDA", "I2C0 SDA", "SDA", "oled", "SDA", "#1f6fd1", "blue"),
    ("GP_I2C_SCL", "I2C0 SCL", "SCL", "oled", "SCL", "#c98f00", "gold"),
    ("GP_BTN_OK", "button ok", "ok", "btn_ok", "1.r", "#2e8b2e", "green"),
    ("GP_BTN_UP", "button up", "up", "btn_up", "1.r", "#8e44ad", "purple"),
    ("GP_BTN_DOWN", "button down", "down", "btn_down", "1.r", "#0097a7", "darkcyan"),
    ("GP_BTN_BACK", "button back", "back", "btn_back", "1.r", "#8d5a2b", "sienna"),
    ("GP_BUZZER", "buzzer", "buzzer", "r_bz", "1", "#e8590c", "orange"),
    ("GP_NFC_MISO", "NFC MISO", "MISO", "rfid", "MISO", "#c2185b", "magenta"),
    ("GP_NFC_CS", "NFC CS", "CS (SDA)", "rfid", "SDA", "#6b8e00", "olive"),
    ("GP_NFC_SCK", "NFC SCK", "SCK", "rfid", "SCK", "#00897b", "teal"),
    ("GP_NFC_MOSI", "NFC MOSI", "MOSI", "rfid", "MOSI", "#3949ab", "slateblue"),
    ("GP_NFC_RST", "NFC RST", "RST", "rfid", "RST", "#546e7a", "gray"),
    ("GP_DEV", "dev jumper", "dev", "dev", "2", "#757575", "gray"),
)

PIN_3V3 = 36  # 3V3(OUT): the Pico's regulator output
# part, part pin, Pico header pin (3V3 or the nearest GND)
POWER = (
    ("oled", "VCC", PIN_3V3),
    ("oled", "GND", 8),
    ("btn_ok", "2.l", 18),
    ("btn_up", "2.l", 18),
    ("btn_down", "2.l", 18),
    ("btn_back", "2.l", 18),
    ("bz", "1", 18),
    ("rfid", "3.3V", PIN_3V3),
    ("rfid", "GND", 23),
    ("dev", "3", 28),
)
# part pin to part pin: the buzzer's + leg behind its series resistor
LINKS = (("r_bz", "2", "bz", "2", "orange"),)

BUTTONS = ("ok", "up", "down", "back")
BUTTON_KEYS = {"ok": "o", "up": "w", "down": "s", "back": "b"}  # as in `make sim`
RFID_PINS = ("SDA", "SCK", "MOSI", "MISO", "IRQ", "GND", "RST", "3.3V")  # module header order
OLED_PINS = ("GND", "VCC", "SCL", "SDA")  # the usual 4-pin module order
COLOR_3V3 = "#d62728"
COLOR_GND = "#222222"


def signal_table(board):
    """Rows of SIGNALS with their GPIO and header pin: dicts."""
    rows = []
    for const, name, short, part, part_pin, color, wcolor in SIGNALS:
        if const not in board:
            raise ValueError("board_pico.py has no %s" % const)
        gp = board[const]
        rows.append(
            dict(
                const=const,
                name=name,
                short=short,
                part=part,
                part_pin=part_pin,
                color=color,
                wokwi_color=wcolor,
                gp=gp,
                pin=header_pin(gp),
            )
        )
    extra = sorted(set(k for k in board if k.startswith("GP_")) - set(r["const"] for r in rows))
    if extra:
        raise ValueError("no wiring for %s: add it to SIGNALS in hwgen.py" % ", ".join(extra))
    gps = [r["gp"] for r in rows]
    if len(set(gps)) != len(gps):
        raise ValueError("a GPIO is used twice in board_pico.py")
    return rows


# -- A small picture model: drawn once as SVG, once with Pillow ---------------

MONO = "DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace"
SANS = "DejaVu Sans, Helvetica, Arial, Liberation Sans, sans-serif"
MONO_W = 0.6  # advance of a monospace character, in font sizes
HOP = 5  # radius of the bump where a wire crosses another without joining


def num(v):
    v = round(float(v), 1)
    return str(int(v)) if v == int(v) else "%.1f" % v


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


class Picture:
    LAYERS = ("board", "wires", "pads", "labels", "text")

    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.items = {layer: [] for layer in self.LAYERS}
        self.wires = []

    def rect(self, x, y, w, h, fill, stroke=None, sw=1, rx=0, layer="board"):
        self.items[layer].append(("rect", x, y, w, h, rx, fill, stroke, sw))

    def circle(self, cx, cy, r, fill, stroke=None, sw=1, layer="pads"):
        self.items[layer].append(("circle", cx, cy, r, fill, stroke, sw))

    def line(self, points, color, sw=2, layer="board"):
        self.items[layer].append(("line", tuple(points), color, sw))

    def text(self, x, y, s, size=13, anchor="start", bold=False, color="#222", mono=True,
             italic=False, layer="text"):  # fmt: skip
        """``y`` is the vertical middle of the text."""
        self.items[layer].append(("text", x, y, s, size, anchor, bold, color, mono, italic))

    def wire(self, points, color, sw=3):
        """An orthogonal polyline; crossings with other wires get a hop."""
        self.wires.append((tuple(points), color, sw))

    def dot(self, x, y, color):
        self.circle(x, y, 4.5, color, layer="pads")

    def label(self, x, y, s, color, anchor="start", size=13):
        """A boxed label on a wire; ``x`` is the box's left (or right) edge."""
        w = len(s) * size * MONO_W + 12
        h = size + 9
        x0 = x if anchor == "start" else x - w
        self.rect(x0, y - h / 2, w, h, "#ffffff", color, 1.5, 4, layer="labels")
        self.text(x0 + w / 2, y, s, size, "middle", layer="labels")
        return x0, x0 + w

    # -- crossings

    @staticmethod
    def _segments(points):
        return list(zip(points, points[1:]))

    def hops(self):
        """For each wire: {segment index: [x of hops]} where a horizontal
        segment crosses another wire's vertical segment (interiors only)."""
        verticals = []
        for wi, (pts, _, _) in enumerate(self.wires):
            for (x1, y1), (x2, y2) in self._segments(pts):
                if x1 == x2 and y1 != y2:
                    verticals.append((wi, x1, min(y1, y2), max(y1, y2)))
        result = []
        for wi, (pts, _, _) in enumerate(self.wires):
            per_seg = {}
            for si, ((x1, y1), (x2, y2)) in enumerate(self._segments(pts)):
                if y1 != y2 or x1 == x2:
                    continue
                lo, hi = min(x1, x2), max(x1, x2)
                xs = sorted(
                    vx
                    for (vi, vx, vlo, vhi) in verticals
                    if vi != wi and lo < vx < hi and vlo < y1 < vhi
                )
                if xs:
                    per_seg[si] = xs
            result.append(per_seg)
        return result

    # -- SVG

    def svg(self):
        out = [
            '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
            'viewBox="0 0 %d %d">' % (self.width, self.height, self.width, self.height),
            "<style>.m{font-family:%s}.s{font-family:%s}</style>" % (MONO, SANS),
            '<rect width="100%" height="100%" fill="#ffffff"/>',
        ]
        hops = self.hops()
        for layer in self.LAYERS:
            out.append('<g id="%s">' % layer)
            if layer == "wires":
                for (pts, color, sw), per_seg in zip(self.wires, hops):
                    out.append(
                        '<path d="%s" fill="none" stroke="%s" stroke-width="%s" '
                        'stroke-linecap="round" stroke-linejoin="round"/>'
                        % (self._svg_path(pts, per_seg), color, num(sw))
                    )
            for item in self.items[layer]:
                out.append(self._svg_item(item))
            out.append("</g>")
        out.append("</svg>")
        return "\n".join(out) + "\n"

    def _svg_path(self, pts, per_seg):
        d = ["M%s %s" % (num(pts[0][0]), num(pts[0][1]))]
        for si, ((x1, y1), (x2, y2)) in enumerate(self._segments(pts)):
            xs = per_seg.get(si, [])
            step = 1 if x2 > x1 else -1
            for hx in xs if step > 0 else reversed(xs):
                d.append("L%s %s" % (num(hx - step * HOP), num(y1)))
                sweep = 1 if step > 0 else 0  # the bump always points up
                d.append("A%d %d 0 0 %d %s %s" % (HOP, HOP, sweep, num(hx + step * HOP), num(y1)))
            d.append("L%s %s" % (num(x2), num(y2)))
        return "".join(d)

    def _svg_item(self, item):
        kind = item[0]
        if kind == "rect":
            _, x, y, w, h, rx, fill, stroke, sw = item
            s = '<rect x="%s" y="%s" width="%s" height="%s"' % (num(x), num(y), num(w), num(h))
            if rx:
                s += ' rx="%s"' % num(rx)
            s += ' fill="%s"' % (fill or "none")
            if stroke:
                s += ' stroke="%s" stroke-width="%s"' % (stroke, num(sw))
            return s + "/>"
        if kind == "circle":
            _, cx, cy, r, fill, stroke, sw = item
            s = '<circle cx="%s" cy="%s" r="%s" fill="%s"' % (num(cx), num(cy), num(r), fill)
            if stroke:
                s += ' stroke="%s" stroke-width="%s"' % (stroke, num(sw))
            return s + "/>"
        if kind == "line":
            _, pts, color, sw = item
            return '<polyline points="%s" fill="none" stroke="%s" stroke-width="%s"/>' % (
                " ".join("%s,%s" % (num(x), num(y)) for x, y in pts),
                color,
                num(sw),
            )
        _, x, y, s, size, anchor, bold, color, mono, italic = item
        attrs = 'class="%s" x="%s" y="%s" font-size="%d"' % (
            "m" if mono else "s",
            num(x),
            num(y + 0.35 * size),
            size,
        )
        if anchor != "start":
            attrs += ' text-anchor="%s"' % anchor
        if bold:
            attrs += ' font-weight="bold"'
        if italic:
            attrs += ' font-style="italic"'
        return '<text %s fill="%s">%s</text>' % (attrs, color, esc(s))

    # -- PNG (Pillow)

    def png(self, path, scale=2):
        from PIL import Image, ImageDraw

        s = scale
        img = Image.new("RGB", (self.width * s, self.height * s), "#ffffff")
        draw = ImageDraw.Draw(img)
        fonts = {}
        hops = self.hops()
        for layer in self.LAYERS:
            if layer == "wires":
                for (pts, color, sw), per_seg in zip(self.wires, hops):
                    self._png_wire(draw, pts, per_seg, color, sw, s)
            for item in self.items[layer]:
                self._png_item(draw, item, s, fonts)
        img = img.resize((self.width, self.height), Image.Resampling.LANCZOS)
        img.save(path, optimize=True)

    @staticmethod
    def _png_wire(draw, pts, per_seg, color, sw, s):
        w = max(1, round(sw * s))
        r = HOP * s

        def seg(a, b):
            draw.line([(a[0] * s, a[1] * s), (b[0] * s, b[1] * s)], fill=color, width=w)

        for si, ((x1, y1), (x2, y2)) in enumerate(zip(pts, pts[1:])):
            start = (x1, y1)
            step = 1 if x2 > x1 else -1
            xs = per_seg.get(si, [])
            for hx in xs if step > 0 else reversed(xs):
                seg(start, (hx - step * HOP, y1))
                box = [hx * s - r, y1 * s - r, hx * s + r, y1 * s + r]
                draw.arc(box, 180, 360, fill=color, width=w)
                start = (hx + step * HOP, y1)
            seg(start, (x2, y2))
        for x, y in pts:  # round joints
            draw.ellipse([x * s - w / 2, y * s - w / 2, x * s + w / 2, y * s + w / 2], fill=color)

    def _png_item(self, draw, item, s, fonts):
        kind = item[0]
        if kind == "rect":
            _, x, y, w, h, rx, fill, stroke, sw = item
            box = [x * s, y * s, (x + w) * s, (y + h) * s]
            draw.rounded_rectangle(
                box,
                radius=rx * s,
                fill=fill,
                outline=stroke,
                width=max(1, round(sw * s)) if stroke else 0,
            )
        elif kind == "circle":
            _, cx, cy, r, fill, stroke, sw = item
            box = [(cx - r) * s, (cy - r) * s, (cx + r) * s, (cy + r) * s]
            draw.ellipse(
                box, fill=fill, outline=stroke, width=max(1, round(sw * s)) if stroke else 0
            )
        elif kind == "line":
            _, pts, color, sw = item
            draw.line([(x * s, y * s) for x, y in pts], fill=color, width=max(1, round(sw * s)))
        else:
            _, x, y, text, size, anchor, bold, color, mono, italic = item
            font = _font(fonts, size * s, mono, bold, italic)
            a = {"start": "l", "middle": "m", "end": "r"}[anchor] + "s"
            draw.text((x * s, (y + 0.35 * size) * s), text, fill=color, font=font, anchor=a)


def _font(cache, size, mono, bold, italic):
    from PIL import ImageFont

    key = (size, mono, bold, italic)
    if key not in cache:
        base = "DejaVuSansMono" if mono else "DejaVuSans"
        style = ("Bold" if bold else "") + ("Oblique" if italic else "")
        for name in (base + ("-" + style if style else "") + ".ttf", base + ".ttf"):
            try:
                cache[key] = ImageFont.truetype(name, size)
                break
            except OSError:
                continue
        else:  # no DejaVu fonts: Pillow's own
            cache[key] = ImageFont.load_default(size)
    return cache[key]


# -- The wiring picture --------------------------------------------------------

W, H = 1460, 1080
BX0, BX1, BY0, BY1 = 610, 860, 150, 800  # the Pico's board outline
ROW0, PITCH = 190, 30  # y of header pins 1 / 40, and the pin pitch
PAD_L, PAD_R = 626, 844
LABEL_L = 602  # right edge of the wire labels left of the Pico
LABEL_R = 868  # left edge of the wire labels right of the Pico


def row(pin):
    return ROW0 + ((pin - 1) if pin <= 20 else (40 - pin)) * PITCH


def pad(pin):
    return (PAD_L if pin <= 20 else PAD_R, row(pin))


def _need_side(sig, left):
    if (sig["pin"] <= 20) != left:
        raise ValueError(
            "%s (GP%d, pin %d) is on the %s header; the picture's layout expects it on "
            "the other one: adjust build_picture()"
            % (sig["const"], sig["gp"], sig["pin"], "left" if sig["pin"] <= 20 else "right")
        )


def build_picture(board):
    sigs = {r["const"]: r for r in signal_table(board)}
    gnd_of = {(part, pin): hp for part, pin, hp in POWER}
    pic = Picture(W, H)
    used = {}  # header pin -> ring colour

    def wire_label(sig):
        return "%s · GP%d · pin %d" % (sig["short"], sig["gp"], sig["pin"])

    def gnd_label(pin):
        return "GND · pin %d" % pin

    def to_pad(sig):
        used[sig["pin"]] = sig["color"]
        return pad(sig["pin"])

    # title and legend
    pic.text(40, 34, "Board-game companion · wiring", 22, bold=True, mono=False)
    pic.text(
        40,
        60,
        "generated from firmware/board_pico.py by tools/hw/hwgen.py (do not edit by hand)",
        12,
        color="#666",
        mono=False,
    )
    pic.rect(920, 96, 440, 196, "#f7f7f7", "#cccccc", 1, 8)
    legend = (
        "Raspberry Pi Pico seen from the top, USB up.",
        "Header pins are numbered 1-40; GPn is the chip's GPIO.",
        "Wire labels: signal · GPIO · header pin.",
        "",
        "Buttons and the dev jumper pull to GND; the",
        "Pico's internal pull-ups hold them high (active low).",
        "3V3 = pin 36 (3V3 OUT); all GND pins are one ground.",
    )
    for i, line in enumerate(legend):
        pic.text(936, 118 + i * 24, line, 13, mono=False, color="#333")
    ly = 118 + 3 * 24
    pic.dot(944, ly, "#333")
    pic.text(956, ly, "joins wires;", 13, mono=False, color="#333")
    pic.wire([(1066, ly - 8), (1066, ly + 8)], "#333", 2)
    pic.wire([(1052, ly), (1080, ly)], "#333", 2)  # crosses the one above: a hop
    pic.text(1090, ly, "crosses without joining.", 13, mono=False, color="#333")

    # -- the Pico
    pic.rect(BX0, BY0, BX1 - BX0, BY1 - BY0, "#2a7f46", "#1b5e33", 2, 10)
    pic.rect(703, 128, 64, 34, "#c0c0c0", "#7a7a7a", 1.5, 3)
    pic.text(735, 144, "USB", 11, "middle", True, "#333", mono=False)
    for hx, hy in ((650, 165), (820, 165), (650, 785), (820, 785)):
        pic.circle(hx, hy, 5, "#f2f2f2", "#1b5e33", 1, layer="board")
    pic.circle(735, 222, 9, "#f5f5f5", "#cccccc", 1, layer="board")
    pic.text(735, 242, "BOOTSEL", 9, "middle", color="#d9eadf", mono=False)
    pic.rect(700, 420, 60, 60, "#1e1e1e", "#000000", 1, 3)
    pic.text(730, 450, "RP2040", 11, "middle", True, "#e0e0e0")
    pic.text(
        735,
        826,
        "Raspberry Pi Pico, Pico W, Pico 2 or Pico 2 W (top view, USB up)",
        14,
        "middle",
        True,
        mono=False,
    )

    # -- OLED (top left): pins on its top edge, GND VCC SCL SDA
    sda, scl = sigs["GP_I2C_SDA"], sigs["GP_I2C_SCL"]
    _need_side(sda, True)
    _need_side(scl, True)
    pic.rect(110, 170, 230, 140, "#1d4e89", "#123a66", 2, 6)
    pic.rect(126, 210, 198, 88, "#0b0b0b", "#3a3a3a", 1, 2)
    pic.text(225, 242, "SSD1306 / SH1106", 14, "middle", True, "#8fd8ff")
    pic.text(225, 266, "SSD1309 · 128×64 OLED", 13, "middle", color="#8fd8ff")
    oled_x = dict(zip(OLED_PINS, (180, 210, 240, 270)))
    for name, x in oled_x.items():
        pic.circle(x, 182, 5.5, "#d8b24a", "#8a6d1f", 1)
        pic.text(x, 198, name, 10, "middle", color="#ffffff")
    pic.text(225, 326, '0.96", 1.3" or 2.42" I2C · 0x3C', 13, "middle", True)
    pic.wire(
        [(270, 182), (270, 150), (385, 150), (385, row(sda["pin"])), to_pad(sda)], sda["color"]
    )
    pic.wire(
        [(240, 182), (240, 135), (405, 135), (405, row(scl["pin"])), to_pad(scl)], scl["color"]
    )
    g = gnd_of[("oled", "GND")]
    used[g] = COLOR_GND
    pic.wire([(180, 182), (180, 158), (90, 158), (90, row(g)), pad(g)], COLOR_GND)
    pic.label(LABEL_L, row(sda["pin"]), wire_label(sda), sda["color"], "end")
    pic.label(LABEL_L, row(scl["pin"]), wire_label(scl), scl["color"], "end")
    pic.label(LABEL_L, row(g), gnd_label(g), COLOR_GND, "end")

    # -- 3V3: pin 36 up over the top to the OLED, and right/down to the MFRC522
    used[PIN_3V3] = COLOR_3V3
    px, py = pad(PIN_3V3)
    pic.wire([(px, py), (880, py), (880, 80), (oled_x["VCC"], 80), (oled_x["VCC"], 182)], COLOR_3V3)
    pic.dot(880, py, COLOR_3V3)
    pic.label(470, 80, "3V3 OUT · pin %d" % PIN_3V3, COLOR_3V3)

    # -- buttons (left): pins to GPIOs, other legs to a GND bus and pin 18
    bus_x, btn_x = 195, 260
    btn_y = (440, 500, 560, 620)
    btn_cols = (400, 385, 370, 355)
    gnd_btn = gnd_of[("btn_ok", "2.l")]
    used[gnd_btn] = COLOR_GND
    for name, y, col in zip(BUTTONS, btn_y, btn_cols):
        sig = sigs["GP_BTN_" + name.upper()]
        _need_side(sig, True)
        pic.rect(btn_x - 20, y - 20, 40, 40, "#3b3b3b", "#1f1f1f", 1.5, 4)
        pic.circle(btn_x, y, 12, "#d9d9d9", "#9a9a9a", 1.5, layer="board")
        pic.line([(228, y), (240, y)], "#777", 2)
        pic.line([(280, y), (292, y)], "#777", 2)
        pic.text(180, y, name, 15, "end", True)
        pic.wire([(292, y), (col, y), (col, row(sig["pin"])), to_pad(sig)], sig["color"])
        pic.label(LABEL_L, row(sig["pin"]), wire_label(sig), sig["color"], "end")
        if y != btn_y[0]:
            pic.wire([(228, y), (bus_x, y)], COLOR_GND)
            pic.dot(bus_x, y, COLOR_GND)

    # -- buzzer (bottom left), + through 100 ohm to GP15, - to the GND bus
    bz = sigs["GP_BUZZER"]
    _need_side(bz, True)
    bz_y = 790
    pic.wire([(228, btn_y[0]), (bus_x, btn_y[0]), (bus_x, bz_y), (228, bz_y)], COLOR_GND)
    pic.wire([(bus_x, row(gnd_btn)), pad(gnd_btn)], COLOR_GND)
    pic.dot(bus_x, row(gnd_btn), COLOR_GND)
    pic.label(LABEL_L, row(gnd_btn), gnd_label(gnd_btn), COLOR_GND, "end")
    pic.line([(228, bz_y), (240, bz_y)], "#777", 2)
    pic.circle(262, bz_y, 22, "#1b1b1b", "#000000", 1, layer="board")
    pic.circle(262, bz_y, 7, "#3a3a3a", None, layer="board")
    pic.text(292, bz_y - 13, "+", 14, "middle", True)
    pic.line([(284, bz_y), (296, bz_y)], "#777", 2)
    pic.wire([(296, bz_y), (408, bz_y), (408, row(bz["pin"])), to_pad(bz)], bz["color"])
    pic.rect(312, bz_y - 8, 40, 16, "#fff6e0", bz["color"], 2, 3, layer="pads")
    pic.text(332, bz_y - 20, "100 Ω", 12, "middle", True)
    pic.label(LABEL_L, row(bz["pin"]), wire_label(bz), bz["color"], "end")
    pic.text(262, 832, "passive piezo buzzer", 13, "middle", True, mono=False)
    spare = bz["gp"] ^ 1  # the other channel of the buzzer's PWM slice
    pic.text(
        LABEL_L,
        row(header_pin(spare)),
        "pin %d · GP%d kept free (PWM slice %d)" % (header_pin(spare), spare, (bz["gp"] >> 1) & 7),
        12,
        "end",
        color="#777",
        italic=True,
    )

    # -- dev jumper (right): GP22 pin 29 to GND pin 28
    dev = sigs["GP_DEV"]
    _need_side(dev, False)
    gd = gnd_of[("dev", "3")]
    used[dev["pin"]] = dev["color"]
    used[gd] = COLOR_GND
    pic.wire([pad(dev["pin"]), (897, row(dev["pin"]))], dev["color"])
    pic.wire([pad(gd), (897, row(gd))], COLOR_GND)
    y0, y1 = sorted((row(dev["pin"]), row(gd)))
    pic.rect(886, y0 - 14, 22, y1 - y0 + 28, "#2b2b2b", "#000000", 1, 3, layer="pads")
    for y in (y0, y1):
        pic.circle(897, y, 4, "#d8b24a", "#8a6d1f", 1, layer="pads")
    pic.rect(882, y0 - 10, 30, y1 - y0 + 20, None, "#1565c0", 3, 5, layer="pads")
    pic.text(
        922,
        y0 + 6,
        "dev jumper · GP%d · pin %d ↔ GND · pin %d" % (dev["gp"], dev["pin"], gd),
        13,
    )
    pic.text(922, y0 + 27, "fitted at power-up: development mode", 12, color="#555", mono=False)

    # -- MFRC522 (bottom right): pins on its left edge, facing the Pico
    rx0, ry0 = 1180, 625
    rf_row = {name: 650 + i * PITCH for i, name in enumerate(RFID_PINS)}
    rf_pad = 1192
    pic.rect(rx0, ry0, 200, 265, "#1e5aa8", "#0d3c75", 2, 8)
    for i in range(3):
        pic.rect(1270 + 8 * i, 640 + 8 * i, 96 - 16 * i, 236 - 16 * i, None, "#9ec3ee", 2,
                 14 - 4 * i)  # fmt: skip
    pic.text(1318, 748, "RC522", 14, "middle", True, "#ffffff")
    pic.text(1318, 768, "13.56 MHz", 11, "middle", color="#d6e6f8")
    for name, y in rf_row.items():
        pic.circle(rf_pad, y, 5.5, "#d8b24a", "#8a6d1f", 1)
        nc = name == "IRQ"
        pic.text(1206, y, name + (" n/c" if nc else ""), 12, color="#9ec3ee" if nc else "#ffffff")
    pic.text(1280, 980, "MFRC522 (RC522) NFC reader · 3.3 V only", 13, "middle", True, mono=False)

    spi = [sigs[c] for c in ("GP_NFC_CS", "GP_NFC_SCK", "GP_NFC_MOSI", "GP_NFC_MISO")]
    for sig in spi:
        _need_side(sig, False)
    g_rf = gnd_of[("rfid", "GND")]
    used[g_rf] = COLOR_GND
    bundle = [(rf_row[s["part_pin"]], row(s["pin"]), s["color"], s) for s in spi]
    bundle.append((rf_row["GND"], row(g_rf), COLOR_GND, None))
    cols = [1080 + 20 * k for k in range(len(bundle))]
    fixed = list(pic.wires)
    best = None
    for perm in itertools.permutations(cols):
        trial = Picture(W, H)
        trial.wires = fixed + [
            (((rf_pad, m), (c, m), (c, r), (PAD_R, r)), color, 3)
            for (m, r, color, _), c in zip(bundle, perm)
        ]
        n = sum(len(xs) for per in trial.hops() for xs in per.values())
        if best is None or n < best[0]:
            best = (n, perm)
    for (m, r, color, sig), c in zip(bundle, best[1]):
        pic.wire([(rf_pad, m), (c, m), (c, r), (PAD_R, r)], color)
        if sig is not None:
            used[sig["pin"]] = color
            pic.label(LABEL_R, r, wire_label(sig), color)
        else:
            pic.label(LABEL_R, r, gnd_label(g_rf), COLOR_GND)

    rst = sigs["GP_NFC_RST"]
    _need_side(rst, False)
    used[rst["pin"]] = rst["color"]
    r_rst = row(rst["pin"])
    pic.wire(
        [(rf_pad, rf_row["RST"]), (1090, rf_row["RST"]), (1090, 915), (1410, 915), (1410, r_rst),
         pad(rst["pin"])],
        rst["color"],
    )  # fmt: skip
    pic.label(LABEL_R, r_rst, wire_label(rst), rst["color"])
    pic.wire(
        [(880, py), (1430, py), (1430, 945), (1130, 945), (1130, rf_row["3.3V"]),
         (rf_pad, rf_row["3.3V"])],
        COLOR_3V3,
    )  # fmt: skip
    pic.label(LABEL_R + 20, py, "3V3 OUT · pin %d" % PIN_3V3, COLOR_3V3)

    # -- header pads and names (drawn over the wire ends)
    for pin in range(1, 41):
        x, y = pad(pin)
        name = header_name(pin)
        ring = used.get(pin)
        pic.circle(x, y, 8, "#d8b24a", ring or "#8a6d1f", 3 if ring else 1)
        pic.circle(x, y, 3, "#1a1a1a")
        left = pin <= 20
        pic.text(x + 14 if left else x - 14, y, str(pin), 11, "start" if left else "end",
                 color="#ffffff")  # fmt: skip
        pic.text(x + 36 if left else x - 36, y, name, 12, "start" if left else "end",
                 bold=ring is not None, color="#ffffff" if ring else "#bfe3cb")  # fmt: skip

    # -- notes
    pic.rect(40, 868, 560, 188, "#f7f7f7", "#cccccc", 1, 8)
    notes = (
        "I2C%d at %d kHz; the OLED answers at 0x3C (0x3D is probed too)."
        % (board["I2C_ID"], board["I2C_FREQ"] // 1000),
        "Buzzer: GP%d = PWM slice %d channel %s; GP%d stays free so the"
        % (bz["gp"], (bz["gp"] >> 1) & 7, "AB"[bz["gp"] & 1], spare),
        "slice's frequency is the buzzer's alone. The 100 Ω resistor",
        "limits the current spike of each PWM edge into the piezo.",
        "NFC: SPI0 pins for the MFRC522 (3.3 V part; IRQ unused).",
        "The dev jumper is read once, at boot.",
    )
    for i, line in enumerate(notes):
        pic.text(56, 892 + i * 26, line, 13, mono=False, color="#333")
    return pic


# -- Wokwi ---------------------------------------------------------------------


def build_diagram(board, pico="wokwi-pi-pico", attrs=None):
    """diagram.json: ``pico`` is the board's Wokwi part type, ``attrs`` its
    attributes (the Pico's: the MicroPython release wokwi.com runs)."""
    sigs = signal_table(board)
    if attrs is None:
        attrs = dict(env=WOKWI_ENV)
    parts = [
        dict(type=pico, id="pico", top=0, left=0, attrs=attrs),
        dict(type="board-ssd1306", id="oled", top=-140, left=-250, attrs=dict(i2cAddress="0x3c")),
    ]
    btn_colors = {"ok": "green", "up": "blue", "down": "yellow", "back": "red"}
    for i, name in enumerate(BUTTONS):
        parts.append(
            dict(
                type="wokwi-pushbutton",
                id="btn_" + name,
                top=20 + 60 * i,
                left=-250,
                attrs=dict(color=btn_colors[name], label=name, key=BUTTON_KEYS[name]),
            )
        )
    parts += [
        dict(type="wokwi-buzzer", id="bz", top=270, left=-240, attrs=dict(volume="0.1")),
        dict(type="wokwi-resistor", id="r_bz", top=300, left=-130, attrs=dict(value="100")),
        dict(type="wokwi-slide-switch", id="dev", top=40, left=150, attrs=dict(value="")),
        dict(type="board-mfrc522", id="rfid", top=110, left=150, attrs={}),
    ]
    conns = []
    for s in sigs:
        conns.append(
            ["pico:GP%d" % s["gp"], "%s:%s" % (s["part"], s["part_pin"]), s["wokwi_color"]]
        )
    for a, ap, b, bp, wcolor in LINKS:
        conns.append(["%s:%s" % (a, ap), "%s:%s" % (b, bp), wcolor])
    for part, pin, hp in POWER:
        color = "red" if hp == PIN_3V3 else "black"
        conns.append(["pico:%s" % wokwi_pin(hp), "%s:%s" % (part, pin), color])
    lines = [
        "{",
        '  "version": 1,',
        '  "author": "generated by tools/hw/hwgen.py from firmware/board_pico.py",',
        '  "editor": "wokwi",',
        '  "parts": [',
    ]
    lines += ["    " + json.dumps(p, ensure_ascii=False) + "," for p in parts]
    lines[-1] = lines[-1].rstrip(",")
    lines.append("  ],")
    lines.append('  "connections": [')
    lines += ["    " + json.dumps(c + [[]]) + "," for c in conns]
    lines[-1] = lines[-1].rstrip(",")
    lines += ["  ],", '  "dependencies": {}', "}"]
    return "\n".join(lines) + "\n"


def build_wokwi_toml(uf2=MICROPYTHON_UF2, name="Pico (RP2040)", to_hw=""):
    """wokwi.toml: ``uf2`` the MicroPython of board ``name``, in hardware/wokwi/
    (``to_hw``: the way from the toml's folder to hardware/)."""
    return (
        "# Wokwi project (VS Code extension or wokwi-cli) for the board-game companion.\n"
        "# Generated by tools/hw/hwgen.py; see hardware/README.md, section Wokwi.\n"
        "[wokwi]\n"
        "version = 1\n"
        "# MicroPython 1.28.0 for the Raspberry Pi %s; download it into\n"
        "# hardware/wokwi/ (git ignores it).\n"
        'firmware = "%swokwi/%s"\n'
        "# The simulated Pico's USB serial as an RFC 2217 server on localhost:4000;\n"
        "# mpremote copies the app onto the simulated flash through it.\n"
        "rfc2217ServerPort = 4000\n" % (name, to_hw, uf2)
    )


# -- Command line --------------------------------------------------------------


def text_outputs(board):
    """{file name: text} for the byte-identical outputs."""
    out = {
        "wiring.svg": build_picture(board).svg(),
        "diagram.json": build_diagram(board),
        "wokwi.toml": build_wokwi_toml(),
    }
    for folder, part, name, uf2 in OTHER_BOARDS:
        out[folder + "/diagram.json"] = build_diagram(board, part, {})
        out[folder + "/wokwi.toml"] = build_wokwi_toml(uf2, name, "../")
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare, write nothing")
    ap.add_argument("--board", default=str(BOARD), help="board module (default %(default)s)")
    ap.add_argument("--out", default=str(OUT), help="output folder (default %(default)s)")
    args = ap.parse_args(argv)
    out = pathlib.Path(args.out)
    try:
        board = read_board(args.board)
        texts = text_outputs(board)
    except ValueError as e:
        print("hwgen: %s" % e, file=sys.stderr)
        return 2
    if args.check:
        stale = []
        for name, text in texts.items():
            path = out / name
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path))
        if stale:
            print(
                "hwgen: out of date with %s: %s\nrun: python tools/hw/hwgen.py"
                % (args.board, ", ".join(stale)),
                file=sys.stderr,
            )
            return 1
        print("hwgen: %s up to date" % ", ".join(texts))
        return 0
    out.mkdir(parents=True, exist_ok=True)
    for name, text in texts.items():
        (out / name).parent.mkdir(parents=True, exist_ok=True)
        (out / name).write_text(text, encoding="utf-8", newline="\n")
    build_picture(board).png(out / "wiring.png")
    print("hwgen: wrote %s, wiring.png in %s" % (", ".join(texts), out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
