"""The one JSON loader (companion.store.load) and the learned cards' file on
both runtimes: every file is bounded before it is parsed (size,
then nesting depth) and whatever it holds gives the default and one reason,
never an exception; a learned-cards file keeps only text-to-text entries,
so neither a tap nor "Forget learned" can crash on it."""

from nfc_field import Field
from sim_tags import ClassicTag

from companion import store
from companion.cards import Learned
from companion.device import Device
from companion.ui import view as v
from support import check, choose, fresh_dir

DIR = "build/test-store"
PATH = DIR + "/x.json"
LEARNED = DIR + "/learned.json"
CLASSIC = bytes((0xDE, 0xAD, 0xBE, 0xEF))  # uid_hex: "DEADBEEF"


# -- bad files, written in pieces (a 1 MB text never on the unix port's heap) --


def write(path, text, mode="w"):
    with open(path, mode) as f:
        f.write(text)


def write_deep(path, n):
    """``n`` nested lists: ``[[[...]]]``, 2 * n bytes."""
    with open(path, "w") as f:
        for _ in range(n // 1000):
            f.write("[" * 1000)
        f.write("[" * (n % 1000))
        for _ in range(n // 1000):
            f.write("]" * 1000)
        f.write("]" * (n % 1000))


def write_list(path, n):
    """A list of ``n`` zeros: ``[0, 0, ..., 0]``, 1 + 3 * (n - 1) + 2 = 3 * n bytes."""
    with open(path, "w") as f:
        f.write("[")
        left = n - 1
        while left:
            k = 1000 if left > 1000 else left
            f.write("0, " * k)
            left -= k
        f.write("0]")


def write_long(path, head, n, tail):
    """``head``, ``n`` x's, then ``tail``: a file with one long string."""
    with open(path, "w") as f:
        f.write(head)
        for _ in range(n // 1000):
            f.write("x" * 1000)
        f.write("x" * (n % 1000))
        f.write(tail)


# -- store.load ----------------------------------------------------------------


def test_a_good_file_loads_and_a_missing_one_gives_the_default():
    fresh_dir(DIR)
    write(PATH, '{"a": [1, 2, "x"], "b": null}')
    check(store.load(PATH, 7) == ({"a": [1, 2, "x"], "b": None}, None))
    check(store.load(DIR + "/nope.json", 7) == (7, "missing"))
    check(store.load(DIR, 7)[0] == 7)  # a directory is no file


def test_a_file_over_the_bound_is_never_read():
    fresh_dir(DIR)
    write(PATH, "[" + " " * 1022 + "]")  # 1024 bytes: the default bound
    check(store.load(PATH, None) == ([], None))
    write(PATH, "[" + " " * 1023 + "]")  # 1025
    check(store.load(PATH, None) == (None, "too big: 1025 bytes"))
    check(store.load(PATH, None, 1025) == ([], None))  # the caller's bound


def test_a_one_megabyte_list_is_too_big():
    fresh_dir(DIR)
    write_list(PATH, 350000)  # 1,050,000 bytes
    check(store.load(PATH, {}, 32768) == ({}, "too big: 1050000 bytes"))


def test_a_150_kb_string_is_too_big():
    fresh_dir(DIR)
    write_long(PATH, '["', 153600, '"]')  # 2 + 153,600 + 2 bytes
    check(store.load(PATH, 0, 32768) == (0, "too big: 153604 bytes"))


def test_thousands_deep_never_raises():
    # 5,000 deep (10 KB): CPython's parser recurses past its limit,
    # MicroPython's runs out of heap (or, with heap to spare, returns the
    # lists, which no caller takes: each checks the shape it wants)
    fresh_dir(DIR)
    write_deep(PATH, 5000)
    data, why = store.load(PATH, None, 32768)
    if why is None:
        check(type(data) is list)
    else:
        check((data, why) == (None, "too big to parse"), why)
    write(PATH, '{"a": ' * 17 + "1" + "}" * 17)  # a little deep: parsed
    check(store.load(PATH, None)[0]["a"]["a"]["a"] is not None)


def test_brackets_inside_strings_are_text():
    fresh_dir(DIR)
    write(PATH, '["' + "[" * 40 + '", "\\"' + "{" * 40 + '", 1]')  # an escaped quote too
    check(store.load(PATH, None) == (["[" * 40, '"' + "{" * 40, 1], None))


def test_corrupt_truncated_and_empty_files_are_corrupt():
    fresh_dir(DIR)
    for text in ('{"a": [1, 2', "", "{'a': 1}", "tru", '{"a": "b'):
        write(PATH, text)
        data, why = store.load(PATH, "d")
        check(data == "d", text)
        check(why.startswith("corrupt: "), "%r %r" % (text, why))
    write(PATH, bytes((0xFF, 0xFE, 0x00, 0x9C, 0x7B, 0x22, 0x80, 0xC3)), "wb")
    data, why = store.load(PATH, "d")
    check(data == "d" and why.startswith("corrupt: "), why)


class _NoHeap:
    """A json module whose parser runs out of heap (a file within the bounds
    on a fragmented heap)."""

    def load(self, f):
        raise MemoryError("memory allocation failed, allocating 4096 bytes")


def test_a_parse_that_runs_out_of_heap_gives_the_default():
    fresh_dir(DIR)
    write(PATH, "[1, 2, 3]")
    real = store.json
    store.json = _NoHeap()
    try:
        got = store.load(PATH, {})
    finally:
        store.json = real
    check(got == ({}, "too big to parse"), got)
    check(store.load(PATH, {}) == ([1, 2, 3], None))  # the file was left as it was


# -- the learned cards' file -----------------------------------------------------

# 5,000 deep: out of heap (the Pico, CPython's recursion) or, on a big heap,
# parsed into lists that are not a map
DEEP_LOG = ("nfc learned file too big to parse", "nfc learned file corrupt: wrong shape")
DEEP_LOGS = [[x] for x in DEEP_LOG]


def learned():
    log = []
    return Learned(DIR, log.append), log


def test_learned_keeps_only_text_to_text_entries():
    fresh_dir(DIR)
    write(
        LEARNED,
        '{"DEADBEEF": 7, "CAFEBABE": "bg1 som hat 1 2", "0102": ["bg1 som hat 1 3"],'
        ' "0304": null, "0506": "%s", "%s": "bg1 som hat 1 4", "0708": "bg1 clk roof red"}'
        % ("x" * 33, "A" * 33),
    )
    lr, log = learned()
    check(lr.map == {"CAFEBABE": "bg1 som hat 1 2", "0708": "bg1 clk roof red"}, lr.map)
    check(log == ["nfc learned file bad entries=5"], log)
    check(lr.card(CLASSIC) is None)  # DEADBEEF held 7: not learned
    check(lr.card(bytes((0xCA, 0xFE, 0xBA, 0xBE))).text() == "bg1 som hat 1 2")


def test_learned_entries_of_32_characters_are_kept():
    fresh_dir(DIR)
    uid, text = "A" * 32, "x" * 32
    write(LEARNED, '{"%s": "%s"}' % (uid, text))
    lr, log = learned()
    check(lr.map == {uid: text} and log == [], log)


def test_a_learned_file_that_is_not_a_map_starts_empty():
    for text in ("[1, 2]", '"bg1 som hat 1 2"', "7", "null"):
        fresh_dir(DIR)
        write(LEARNED, text)
        lr, log = learned()
        check(lr.map == {}, text)
        check(log == ["nfc learned file corrupt: wrong shape"], "%s %r" % (text, log))


def test_a_deep_or_huge_learned_file_starts_empty():
    fresh_dir(DIR)
    write_deep(LEARNED, 5000)  # 10 KB: within the 16 KB bound, too deep
    lr, log = learned()
    check(lr.map == {} and log in DEEP_LOGS, log)
    write_list(LEARNED, 350000)
    lr, log = learned()
    check(lr.map == {} and log == ["nfc learned file too big: 1050000 bytes"], log)
    write_long(LEARNED, '{"DEADBEEF": "', 153600, '"}')  # 14 + 153,600 + 2 bytes
    lr, log = learned()
    check(lr.map == {} and log == ["nfc learned file too big: 153616 bytes"], log)
    write(LEARNED, "{" + " " * 16382 + "}")  # 16 KB exactly: read
    lr, log = learned()
    check(lr.map == {} and log == [], log)


def device(log, entry="Read card"):
    """A device over DIR with the Cards menu's ``entry`` picked."""
    dev = Device(None, log.append, 0, DIR)
    choose(dev, "Cards")
    choose(dev, entry)
    return dev


def test_a_tap_on_a_card_learned_as_a_number_is_an_unknown_card():
    # the file's entry for the tapped card is not text: once a TypeError in
    # payload.parse, on the tap
    fresh_dir(DIR)
    write(LEARNED, '{"DEADBEEF": 7}')
    log = []
    dev = device(log)
    Field().tap(dev, ClassicTag(CLASSIC))
    check("nfc learned file bad entries=1" in log, log)
    check("nfc tap uid=DEADBEEF tag=mifare_classic_1k outcome=unknown" in log, log)
    texts = v.texts(dev.view())
    check(texts[1:4] == ["Unknown card", "learn it first", "DEADBEEF"], texts)


def test_a_deep_learned_file_neither_stops_a_tap_nor_forget():
    fresh_dir(DIR)
    write_deep(LEARNED, 5000)
    log = []
    dev = device(log)
    Field().tap(dev, ClassicTag(CLASSIC))
    check(len([x for x in log if x in DEEP_LOG]) == 1, log)
    check("nfc tap uid=DEADBEEF tag=mifare_classic_1k outcome=unknown" in log, log)
    # Forget learned clears it: the file is written over, never parsed again
    log2 = []
    dev2 = device(log2, "Forget learned")
    check(type(dev2.stack[-1]).__name__ == "ForgetScreen")
    check(v.texts(dev2.view())[1:3] == ["0 learned cards", "forget them all?"])
    dev2.press("ok", "short", 0)
    check(log2[-1] == "nfc forgot n=0", log2)
    check(store.load(LEARNED, None) == ({}, None))
    check(len([x for x in log2 if x in DEEP_LOG]) == 1, log2)
