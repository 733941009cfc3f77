"""The simulator's script language (``sim --script FILE``; docs/simulator.md, "Script
mode"): one action a line, read lazily, each checked before the run starts.

    press NAME [COUNT]   short press of ok/up/down/back (80 ms down, 120 ms idle
                         after), COUNT (1..1000) times
    hold NAME [COUNT]    long press (900 ms down, 120 ms idle after)
    pick LABEL           on the menu shown, move the cursor to the line whose
                         label is LABEL, or starts with it (the shorter way
                         round: up or down presses), then press ok; LABEL is
                         the rest of the line, spaces and all. No menu, no
                         such line or more than one: "sim error line N: ..."
                         and exit 2
    wait MS              let MS milliseconds pass (1..3600000: an hour)
    shot NAME            write the screen as DIR/NAME.pbm (run.py turns it into
                         PNG); NAME: letters, digits, - and _
    tap [#N] WHAT        lay copy N (default 1) of a card on the reader for 400 ms,
                         lift it, then 150 ms idle
    place [#N] WHAT      lay a card on the reader and leave it there
    lift                 take whatever lies on the reader off it
    reset                a reset (watchdog, power cut): the firmware task is
                         cancelled, the data directory kept, and the firmware
                         boots again on a fresh board (same virtual clock);
                         logs "sim reset", then "sim resumed after_ms=N" (from
                         the reset to the first frame after "sys resume")
    mem NAME             gc.collect(), then log "sim mem NAME free=N"
    battery MV|usb       run from a battery with VSYS at MV millivolts (the
                         firmware reads it every 2 s: gauge, low warning,
                         lightsleep when idle), or from USB (the default)
    lang CODE            the screens' language (en, es, de) from the boot on:
                         the script's first action, written into the
                         settings before the firmware starts
    # ...                a comment; blank lines are ignored
WHAT names a card (see ``sim_cards``): a text such as ``bg1 som hat 3 5``
(an NTAG213 holding it), ``blank``, ``url URL``, ``classic``, or
``ntag215``/``ntag216``/``ultralight`` and one of those. The same WHAT and
copy number is the same card (UID and memory) all run long. A ``#`` starts
a comment at the start of a line or after a space, except the ``#N`` right
after tap/place.
A line it cannot read stops the run with "sim error line N: cannot read
'LINE': ..." saying what was expected, and exit 2.
"""

import sys

from sim_board import HeapRoom
from sim_pins import BUTTONS


def script_steps(path):
    """Yield (line number, verb, arg, count) for each action of the script,
    read lazily (a long script costs no heap). Exits with status 2 and
    "sim error line N: cannot read 'LINE': WHAT WAS EXPECTED" on a line it
    cannot read."""
    try:
        f = open(path)
    except OSError:
        print("sim error: cannot open script %s" % path)
        sys.exit(2)
    with f:
        for no, raw in enumerate(f, 1):
            line = uncomment(raw)
            if not line:
                continue
            try:
                step = parse_line(line)
            except ValueError as e:
                print("sim error line %d: cannot read %r: %s" % (no, raw.strip(), e))
                sys.exit(2)
            yield (no,) + step


COPY_VERBS = ("tap", "place")


def first_step(path):
    """The line number of the script's first action (0: none)."""
    for no, _verb, _arg, _count in script_steps(path):
        return no
    return 0


def uncomment(raw):
    """``raw`` without its comment, stripped. A comment starts at a ``#`` at
    the start of the line or after whitespace, except the ``#N`` (copy
    number) right after tap/place."""
    s = raw.strip()
    words = s.split(None, 2)
    keep = -1  # index of the copy number's "#"
    if len(words) > 1 and words[0] in COPY_VERBS and words[1][0] == "#":
        keep = s.find("#")
    i = s.find("#")
    while i >= 0:
        if i != keep and (i == 0 or s[i - 1] in " \t"):
            return s[:i].strip()
        i = s.find("#", i + 1)
    return s


def parse_card(parts):
    """``(copy, spec)`` from the words after tap/place: ``[#N] WHAT``.
    ValueError with the reason for a bad copy number or WHAT."""
    copy = 1
    if parts and parts[0][0] == "#":
        n = parts[0][1:]
        if not n.isdigit():
            raise ValueError("copy number %s is not #1, #2, ..." % parts[0])
        copy = int(n)
        if copy < 1:
            raise ValueError("copy numbers start at #1")
        parts = parts[1:]
    return copy, hw_module("sim_cards").parse(parts)


ROOM = [HeapRoom()]  # main() puts the room for the simulator's hardware here


def hw_module(name):
    """Import a module of the simulator's hardware (only scripts that use
    cards pay for it), in the heap room kept for it."""
    mod = sys.modules.get(name)
    if mod is None:
        mod = ROOM[0].spend(lambda: __import__(name))
    return mod


VERBS = "press, hold, pick, wait, shot, tap, place, lift, reset, mem, battery or lang"
BUTTON_WHY = "button must be ok, up, down or back"
MAX_COUNT = 1000  # presses a line: 1000 holds are 17 virtual minutes
# The longest wait: an hour of virtual time, about 15 s of run on USB power
# (the firmware's loop runs through it; 2 s on a battery, in light sleep).
# It must stay under half the ticks period (2**29 ms, 6.2 days), where
# ticks_diff wraps and a wait would end at once.
MAX_WAIT_MS = 3_600_000
WAIT_WHY = "MS must be 1..3600000 (one hour)"
COUNT_WHY = "COUNT must be 1..1000 (the times to press)"
SHOT_WHY = "NAME must be 1..64 letters, digits, - or _ (the screen goes to DIR/NAME.png)"


def number(text, top, why):
    """``text`` as an int 1..``top``; else ValueError(``why``)."""
    if not (text.isdigit() and 1 <= int(text) <= top):
        raise ValueError(why)
    return int(text)


NAME_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"


def shot_name(name):
    """True for a shot's name: letters, digits, - and _, up to 64."""
    if len(name) > 64:
        return False
    for c in name:
        if c not in NAME_CHARS:
            return False
    return True


def parse_line(line):
    """``(verb, arg, count)`` for a script line (its comment taken off);
    ValueError saying what was expected."""
    parts = line.split()
    verb = parts[0]
    args = parts[1:]
    n = len(args)
    if verb in COPY_VERBS:
        if not args:
            raise ValueError("%s what? (a card: bg1 ..., blank, url URL, classic)" % verb)
        return verb, parse_card(args), 1
    if verb in ("lift", "reset"):
        if n:
            raise ValueError("%s takes nothing after it" % verb)
        return verb, None, 1
    if verb == "mem":
        if n != 1:
            raise ValueError("mem NAME: one word, the name the log line gives")
        return verb, args[0], 1
    if verb in ("press", "hold"):
        if not args or args[0] not in KEYS_BUTTONS:
            raise ValueError(BUTTON_WHY)
        if n > 2:
            raise ValueError("%s NAME [COUNT]: nothing after the count" % verb)
        return verb, args[0], number(args[1], MAX_COUNT, COUNT_WHY) if n == 2 else 1
    if verb == "pick":
        if not n:
            raise ValueError("pick LABEL: the menu line's label, or its start")
        return verb, line.split(None, 1)[1], 1
    if verb == "wait":
        if n != 1:
            raise ValueError("wait MS: " + WAIT_WHY)
        return verb, number(args[0], MAX_WAIT_MS, WAIT_WHY), 1
    if verb == "shot":
        if n != 1 or not shot_name(args[0]):
            raise ValueError(SHOT_WHY)
        return verb, args[0], 1
    if verb == "battery" and n == 1:
        if args[0] == "usb":
            return verb, 0, 1
        if args[0].isdigit() and 1 <= int(args[0]) <= 9900:
            return verb, int(args[0]), 1
    if verb == "lang":
        if n != 1 or args[0] not in ("en", "es", "de"):
            raise ValueError("lang CODE: en, es or de")
        return verb, args[0], 1
    if verb == "battery":
        raise ValueError("battery MV (1..9900, VSYS in millivolts) or battery usb")
    raise ValueError("%s is not an action: %s" % (verb, VERBS))


KEYS_BUTTONS = BUTTONS
