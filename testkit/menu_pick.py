"""Which presses pick a menu line by its label: the simulator's ``pick
LABEL`` script line and the tests' replay of scripts (``support``) walk the
menus the same way.

    steps(entries, pos, label) -> ("down", 2)

``entries`` as a ``companion.ui.widgets.Menu`` has them (``(label,
action)`` pairs, the label first), ``pos`` the line under the cursor. The
menus wrap round, so the shorter way is taken (down when both are as long).

Scripts name the lines in English; in another language (``companion.lang``)
a label no line has is read in it (``translate``): one script plays in all
three.
"""


def find(entries, label, translated=None):
    """The index of the entry whose label is ``label``, else of the one whose
    label starts with it, else the same for ``label`` in the active
    language; ValueError when none does, or several do."""
    if translated is not None:
        label = translated
    at = -1
    for i in range(len(entries)):
        if entries[i][0] == label:
            return i
    for i in range(len(entries)):
        if entries[i][0].startswith(label):
            if at >= 0:
                raise ValueError(
                    "%s and %s both start with %s" % (entries[at][0], entries[i][0], label)
                )
            at = i
    if at < 0 and translated is None:
        for other in translate(label):  # the likeliest first
            try:
                return find(entries, label, other)
            except ValueError:
                pass
    if at < 0:
        raise ValueError("no line starts with it: " + ", ".join([e[0] for e in entries]))
    return at


def steps(entries, pos, label):
    """``(button, n)``: ``n`` presses of ``button`` ("up" or "down") move the
    cursor from line ``pos`` to the line ``find`` gives (then ``ok`` picks
    it)."""
    n = len(entries)
    at = find(entries, label)
    down = (at - pos) % n
    up = (pos - at) % n
    return ("up", up) if up < down else ("down", down)


def translate(label):
    """``label``, an English text of a table (``companion.lang``: an entry,
    or one with its ``%d``/``%s`` filled: "3 players"), in the active
    language: every reading of it, the likeliest first (one English text
    may read differently in two areas: "No, keep it" a saved game, a tag);
    none in English. The tables it reads for it leave the heap again."""
    import os
    import sys

    from companion import games, lang

    if lang.code == "en":
        return []
    before = set(sys.modules)
    folder = lang.__file__.rsplit("/", 1)[0] + "/texts"
    found = []
    areas = ["ui"] + [n[3:].split(".")[0] for n in sorted(os.listdir(folder)) if n[:3] == "en_"]
    for area in areas:
        _all(lang.table(area, "en"), lang.table(area, lang.code), label, found)
    games.unload([n for n in sys.modules if n not in before], False)
    found.sort(key=lambda f: -f[0])
    out = []
    for _, text in found:
        if text not in out:
            out.append(text)
    return out


def _all(en, tr, label, found):
    # every (how much of the English text is its own words, translation) of
    # an entry that reads ``label``: the exact text ranks first, a bare "%s"
    # (which reads anything) last
    if isinstance(en, tuple):
        for i in range(min(len(en), len(tr))):
            _all(en[i], tr[i], label, found)
        return
    hit = _match(en, tr, label)
    if hit is not None:
        found.append((len(en) - 2 * en.count("%"), hit))


def _holes(pattern):
    # the literal pieces of a table text around its %d / %s holes, and the holes
    pieces, kinds = [], []
    rest = pattern
    while True:
        i = rest.find("%")
        if i < 0 or i + 1 >= len(rest):
            pieces.append(rest)
            return pieces, kinds
        pieces.append(rest[:i])
        kinds.append(rest[i + 1])
        rest = rest[i + 2 :]


def _match(en, tr, label):
    # the text of ``tr`` where the table text ``en`` reads ``label``, or None
    if not isinstance(en, str) or not isinstance(tr, str):
        return None
    if en == label:
        return tr
    pieces, kinds = _holes(en)
    if not kinds or "%" in label:
        return None
    values = []
    at = len(pieces[0])
    if not label.startswith(pieces[0]):
        return None
    for k in range(len(kinds)):
        nxt = pieces[k + 1]
        end = label.find(nxt, at + 1) if nxt else len(label)
        if k == len(kinds) - 1 and nxt:
            end = len(label) - len(nxt)
        if end <= at or label[end : end + len(nxt)] != nxt:
            return None
        if kinds[k] == "d" and not label[at:end].isdigit():
            return None
        values.append(label[at:end])
        at = end + len(nxt)
    if at != len(label):
        return None
    tpieces, tkinds = _holes(tr)
    if len(tkinds) != len(kinds):
        return None
    out = tpieces[0]
    for k in range(len(values)):
        out += values[k] + tpieces[k + 1]
    return out
