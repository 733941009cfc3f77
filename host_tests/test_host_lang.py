"""The language tables line up (docs/languages.md): every area's table in
every language lists the English one's keys in the same order, with the
same placeholders; every key a screen module names is the English entry
at its index; every entry is used; every letter the tables use has a glyph
in both fonts. Reads the sources (CPython)."""

import ast
import pathlib
import re

import glyphs

from companion import lang
from companion.games import GAMES

KINDS = [g[1] for g in GAMES]

FW = pathlib.Path(__file__).resolve().parents[1] / "firmware"
LANG = FW / "companion" / "texts"
_ENTRY = re.compile(r'^\s+(".*")(?:\s+# ([A-Z][A-Z0-9_]*)( \(as English\))?)?$')
_KEY = re.compile(r"^_([SU])_([A-Z][A-Z0-9_]*) = const\((\d+)\)", re.M)
_AREA = re.compile(r"""^_t = lang\.area\("(\w+)"\)""", re.M)


def decode(s):
    """An entry's text as the firmware reads it (``lang._entry``)."""
    if "\t" in s or "|" in s:
        return tuple(tuple(x.split("|")) if "|" in x else x for x in s.split("\t"))
    return s


def _source(code, area):
    """The lines of ``area``'s table in language ``code``: ``S = (`` ...
    ``)`` of its module; the shared area's, its part of ``UI`` in the lang
    module, companion/lang.py (``# Español (es)``, ``(`` ... ``),``)."""
    if area != "ui":
        lines = (LANG / ("%s_%s.py" % (code, area))).read_text(encoding="utf-8").splitlines()
        return lines[lines.index("S = (") + 1 : lines.index(")")]
    lines = (FW / "companion" / "lang.py").read_text(encoding="utf-8").splitlines()
    at = [i for i, ln in enumerate(lines) if ln.startswith("    # ") and ln.endswith("(%s)" % code)]
    assert len(at) == 1 and lines[at[0] + 1] == "    (", (code, "ui")
    end = lines.index("    ),", at[0])
    return lines[at[0] + 2 : end]


def table(code, area):
    """[(name, value, as_english)] of ``<code>_<area>.py``: each entry ends
    in ``\n`` on a line with its name as the comment (``"Dam\\n",  # DAM``);
    a long one (a WHY list) may take several literals before it."""
    out = []
    held = ""
    for line in _source(code, area):
        if not line.strip() or line.strip().startswith("#"):
            continue
        m = _ENTRY.match(line)
        assert m, "%s_%s: a string literal a line: %r" % (code, area, line)
        held += ast.literal_eval(m.group(1))
        if m.group(2) is None:
            assert "\n" not in held, "%s_%s: an entry ends where its name is: %r" % (
                area,
                code,
                line,
            )
            continue
        assert held.endswith("\n") and "\n" not in held[:-1], (code, area, m.group(2), held)
        out.append((m.group(2), decode(held[:-1]), bool(m.group(3))))
        held = ""
    assert not held, "%s_%s: text with no name after it: %r" % (code, area, held)
    return out


def areas():
    return sorted([p.stem[3:] for p in LANG.glob("en_*.py")] + ["ui"])


def _holes(s):
    return re.findall(r"%[-0-9]*[sd%]", s) if isinstance(s, str) else []


def _strings(value):
    if isinstance(value, str):
        return [value]
    out = []
    for v in value:
        out += _strings(v)
    return out


def test_every_language_has_every_area_and_key_in_order():
    for area in areas():
        en = table("en", area)
        assert en, area
        names = [n for n, _, _ in en]
        assert len(set(names)) == len(names), (area, "a name twice")
        for code in lang.CODES[1:]:
            other = table(code, area)
            assert [n for n, _, _ in other] == names, (code, area)
            for (n, e, _), (_, o, same) in zip(en, other):
                assert o is not None, (code, area, n)
                pairs = e == ""  # WHY, LABEL_WORDS: (English, translated) pairs, none in English
                assert pairs or type(o) is type(e), (code, area, n, "a pair stays a pair")
                if isinstance(e, tuple) and not pairs:
                    assert len(o) == len(e), (code, area, n)
                for es, os_ in zip(_strings(e), _strings(o)) if not pairs else ():
                    assert _holes(es) == _holes(os_), (code, area, n, es, os_)
                if pairs:
                    assert all(len(p) == 2 and _holes(p[0]) == _holes(p[1]) for p in o), (code, n)
                if o == e and _strings(e) and not pairs:
                    assert same, "%s %s %s: the English text: mark it (as English)" % (
                        code,
                        area,
                        n,
                    )


def test_why_pairs_match_english_and_keep_their_hole():
    for area in areas():
        for code in lang.CODES[1:]:
            for name, value, _ in table(code, area):
                if name != "WHY":
                    continue
                for en, tr in value:
                    assert en.count("%s") <= 1 and en.count("%s") == tr.count("%s"), (
                        code,
                        area,
                        en,
                        tr,
                    )


def modules():
    for p in sorted((FW / "companion").rglob("*.py")):
        if "lang" not in p.parts:
            yield p


def test_every_key_a_module_names_is_its_english_entry():
    used = set()
    for p in modules():
        src = p.read_text(encoding="utf-8")
        keys = _KEY.findall(src)
        if not keys:
            continue
        own = _AREA.search(src)
        for kind, name, index in keys:
            area = "ui" if kind == "U" else (own.group(1) if own else None)
            assert area, "%s: _S_ keys with no `_t = lang.area(...)`" % p.name
            en = table("en", area)
            assert int(index) < len(en), (p.name, name)
            assert en[int(index)][0] == name, "%s: _%s_%s is entry %s of %s, which is %s" % (
                p.name,
                kind,
                name,
                index,
                area,
                en[int(index)][0],
            )
            used.add((area, name))
    used |= {(a, "WHY") for a in areas() if a in KINDS or a == "ui"} | {
        ("ui", "SEATS")
    }  # lang.why, lang.seat
    unused = [(a, n) for a in areas() for n, _, _ in table("en", a) if (a, n) not in used]
    assert not unused, "entries no module names: %s" % unused


def _big_has(ch):

    return glyphs.has_big(ord(ch))


def test_every_letter_of_every_table_has_both_glyphs():

    missing = set()
    for area in areas():
        for code in lang.CODES:
            for _, value, _ in table(code, area):
                for s in _strings(value):
                    for ch in s:
                        if not glyphs.has_text(ord(ch)):
                            missing.add(("8px", ch))
                        if ch.isalpha() and not _big_has(ch):
                            missing.add(("big", ch))
    assert not missing, sorted(missing)
    for ch in "áéíóúüñÁÉÍÓÚÜÑ¿¡äößÄÖ":  # the letters
        assert glyphs.has_text(ord(ch)) and _big_has(ch), ch
