"""tools/cards: card lists, label sheets, the tagging guide (kept up to date)
and the tag writer over a simulated NTAG213 (no reader needed)."""

import pathlib
import subprocess
import sys
import xml.etree.ElementTree as ET

import card_sheet  # tools/cards (a CPython root: testkit/paths.py)
import card_writer
import cards
import pytest

from companion.nfc import decks
from companion.nfc import payload as pl

ROOT = pathlib.Path(__file__).resolve().parents[1]

SVG = "{http://www.w3.org/2000/svg}"


def test_docs_cards_md_is_up_to_date():
    assert (ROOT / "docs/cards.md").read_text(encoding="utf-8") == cards.doc_text(), (
        "run: .venv/bin/python tools/cards/cards.py doc > docs/cards.md"
    )


def test_doc_lists_every_card_text_once_with_its_count():
    doc = cards.doc_text()
    for game in ("som", "clk"):
        for card, n in decks.catalogue(game):
            assert doc.count("| %d | `%s` |" % (n, card.text())) == 1
    assert "## Sombreros (42 cards)" in doc and "## Clocktowers (66 cards)" in doc
    assert "our longest tag is 31 bytes" in doc  # "bg1 clk floor 2 mouse": 2 + 28 + 1


def test_list_output(capsys):
    cards.main(["list", "clk"])
    out = capsys.readouterr().out
    assert out.startswith("Clocktowers (clk): 66 cards, 13 different tags\n")
    assert "      9  Clock, mouse               bg1 clk clock mouse\n" in out
    assert "      4  2-storey floor, no animal  bg1 clk floor 2 none\n" in out
    cards.main(["list"])
    out = capsys.readouterr().out
    assert "Sombreros (som): 42 cards" in out and "Clocktowers (clk): 66 cards" in out
    assert out.count(" bg1 som hat ") == 42


def test_list_runs_as_a_script():
    run = subprocess.run(
        [sys.executable, "tools/cards/cards.py", "list", "som"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert run.stdout.splitlines()[2] == "      1  Hat type 1, value 1        bg1 som hat 1 1"


def labels_in(path):
    root = ET.parse(path).getroot()
    assert (root.get("width"), root.get("height")) == ("210mm", "297mm")
    circles = root.findall(".//%scircle" % SVG)
    texts = ["".join(t.itertext()) for t in root.iter("%stext" % SVG)]
    return circles, texts


def test_sheet_one_label_per_physical_card(tmp_path):
    out = tmp_path / "clk.svg"
    cards.main(["sheet", "clk", "-o", str(out)])
    circles, texts = labels_in(out)
    assert len(circles) == 66
    assert texts.count("floor 2 mouse") == 5 and texts.count("clock none") == 9
    assert texts.count("Roof purple") == 4 and "9/9" in texts
    for c in circles:  # every label inside the page
        cx, cy, r = (float(c.get(k)) for k in ("cx", "cy", "r"))
        assert r == 12.5 and r <= cx <= 210 - r and r <= cy <= 297 - r
    first = out.read_bytes()
    cards.main(["sheet", "clk", "-o", str(out)])
    assert out.read_bytes() == first  # deterministic


def test_sheet_of_every_game_continues_on_a_second_page(tmp_path):
    cards.main(["sheet", "-o", str(tmp_path / "all.svg")])
    c1, t1 = labels_in(tmp_path / "all.svg")
    c2, t2 = labels_in(tmp_path / "all-2.svg")
    # 42 hats + 66 Clocktowers cards + 162 Stramash cards = 270 labels, 70 a page
    c4, _ = labels_in(tmp_path / "all-4.svg")
    assert (len(c1), len(c2), len(c4)) == (70, 70, 270 - 3 * 70)
    assert t1[0] == "Sombreros + Clocktowers + Stramash - 270 labels - page 1/4"
    assert card_sheet.page_paths("x/a.b.svg", 2) == [
        pathlib.Path(p) for p in ("x/a.b.svg", "x/a.b-2.svg")
    ]


# --- the writer over a simulated NTAG213 -------------------------------------


class FakeNTAG213:
    """45 pages; CC E1 10 12 00; factory data; read() returns 4 pages."""

    def __init__(self, cc=b"\xe1\x10\x12\x00", corrupt_at=None, lockable=True):
        self.mem = bytearray(45 * 4)
        self.mem[12:16] = cc
        self.mem[16:24] = b"\x01\x03\xa0\x0c\x34\x03\x00\xfe"
        self.writes = []
        self.corrupt_at = corrupt_at
        self.lockable = lockable
        self.locked = False

    def read(self, page):
        return bytearray((self.mem * 2)[page * 4 : page * 4 + 16])  # rolls over at the end

    def write(self, page, data):
        assert len(data) == 4 and 4 <= page < 40 and not self.locked
        self.writes.append(page)
        self.mem[page * 4 : page * 4 + 4] = data
        if self.corrupt_at is not None and page * 4 <= self.corrupt_at < page * 4 + 4:
            self.mem[self.corrupt_at] ^= 0x01

    def protect(self):
        self.locked = self.lockable
        return self.lockable


def test_write_card_writes_verifies_and_does_not_lock_by_default():
    tag, said = FakeNTAG213(), []
    card = pl.parse("bg1 som hat 3 5")
    assert card_writer.write_card(tag, card, say=said.append) is False
    assert tag.writes == [4, 5, 6, 7, 8, 9, 10, 4]  # TLV header last
    assert bytes(tag.mem[16:44]) == (b"\x03\x16\xd1\x01\x12T\x02enbg1 som hat 3 5\xfe\x00\x00\x00")
    assert said == ["wrote and verified 'bg1 som hat 3 5' (22 bytes) - Hat type 3, value 5"]
    assert not tag.locked


def test_lock_asks_first():
    card = pl.parse("bg1 clk roof red")
    tag, prompts = FakeNTAG213(), []
    no = card_writer.write_card(tag, card, True, lambda p: prompts.append(p) or "yes", lambda s: 0)
    assert no is False and not tag.locked and "Type LOCK" in prompts[0]
    tag = FakeNTAG213()
    assert card_writer.write_card(tag, card, True, lambda p: "LOCK\n", lambda s: 0) is True
    assert tag.locked
    with pytest.raises(card_writer.WriteError, match="refused to lock"):
        card_writer.write_card(FakeNTAG213(lockable=False), card, True, lambda p: "LOCK", print)


def test_write_refuses_tags_it_cannot_use():
    card = pl.parse("bg1 clk roof red")
    for cc, why in (
        (b"\xe1\x10\x12\x0f", "read-only"),
        (bytes(4), "not NDEF formatted"),
        (b"\xe1\x10\x01\x00", "too big"),  # an 8-byte data area
    ):
        tag = FakeNTAG213(cc)
        with pytest.raises(card_writer.WriteError, match=why):
            card_writer.write_card(tag, card, say=print)
        assert tag.writes == []


def test_a_bad_read_back_is_reported():
    card = pl.parse("bg1 clk floor 2 mouse")
    with pytest.raises(card_writer.WriteError, match="read back"):
        card_writer.write_card(FakeNTAG213(corrupt_at=16 + 20), card, say=print)  # a text byte
    with pytest.raises(card_writer.WriteError, match="read back failed"):
        card_writer.write_card(FakeNTAG213(corrupt_at=16 + 1), card, say=print)  # the TLV length


def test_a_tag_with_something_on_it_is_written_only_when_erase_is_typed():
    # Two taps never ruin a card, on the USB writer too: a Sombreros sticker
    # held to it while writing Clocktowers keeps its card unless the user
    # types ERASE.
    tag = FakeNTAG213()
    card_writer.write_card(tag, pl.parse("bg1 som hat 1 1"), say=print)
    before, prompts = bytes(tag.mem), []
    floor = pl.parse("bg1 clk floor 1 cat")
    with pytest.raises(card_writer.WriteError) as e:
        card_writer.write_card(tag, floor, confirm=lambda p: prompts.append(p) or "y", say=print)
    assert str(e.value) == "not written: the tag holds 'bg1 som hat 1 1' (Hat type 1, value 1)"
    assert prompts == [
        "The tag holds 'bg1 som hat 1 1' (Hat type 1, value 1). Type ERASE to erase it and"
        " write 'bg1 clk floor 1 cat': "
    ]
    assert bytes(tag.mem) == before
    said = []
    card_writer.write_card(tag, floor, confirm=lambda p: "ERASE\n", say=said.append)
    assert said == ["wrote and verified 'bg1 clk floor 1 cat' (26 bytes) - 1-storey floor, cat"]
    assert pl.card_from_tag(bytes(tag.mem[16:160]), bytes(tag.mem[12:16])) == floor


def test_a_web_link_is_named_and_kept_and_the_same_card_is_not_rewritten():
    tag = FakeNTAG213()
    # an NDEF URI record "https://" + "ex.org" (prefix code 04h), in its TLV
    uri = bytes((0xD1, 0x01, 0x07, 0x55, 0x04)) + b"ex.org"
    tag.mem[16:30] = bytes((0x03, len(uri))) + uri + b"\xfe"
    prompts = []
    with pytest.raises(card_writer.WriteError, match="not written: the tag holds Not a game"):
        card_writer.write_card(
            tag, pl.parse("bg1 som hat 3 5"), confirm=lambda p: prompts.append(p) or "", say=print
        )
    assert prompts[0].startswith("The tag holds Not a game card: web link. Type ERASE")
    hat = FakeNTAG213()
    card_writer.write_card(hat, pl.parse("bg1 som hat 3 5"), say=print)
    hat.writes, said = [], []
    card_writer.write_card(hat, pl.parse("bg1 som hat 3 5"), confirm=pytest.fail, say=said.append)
    assert hat.writes == []
    assert said == [
        "the tag holds 'bg1 som hat 3 5' (Hat type 3, value 5) already: not written again"
    ]


def test_write_command_checks_the_text_before_any_reader(monkeypatch):
    monkeypatch.setattr(card_writer, "connect", lambda device: pytest.fail("no reader wanted"))
    with pytest.raises(SystemExit, match="bad colour pink"):
        cards.main(["write", "--card", "bg1 clk roof pink"])
    with pytest.raises(SystemExit, match="is a Clocktowers card, not Sombreros"):
        cards.main(["write", "som", "--card", "bg1 clk roof red"])


def test_write_command_drives_the_reader(monkeypatch):
    tag = FakeNTAG213()

    class Reader:
        closed = False

        def close(self):
            Reader.closed = True

    monkeypatch.setattr(card_writer, "connect", lambda device: (Reader(), tag))
    cards.main(["write", "clk", "--card", "BG1 clk  floor 1 cat"])
    assert Reader.closed
    assert pl.card_from_tag(bytes(tag.mem[16:160]), bytes(tag.mem[12:16])).text() == (
        "bg1 clk floor 1 cat"
    )


def test_missing_nfcpy_explains_the_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "nfc", None)  # import nfc -> ImportError
    with pytest.raises(SystemExit) as e:
        card_writer.connect()
    assert "pip install -r tools/requirements-nfc.txt" in str(e.value)
