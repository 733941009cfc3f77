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
        other = translate(label)
        if other != label:
            return find(entries, label, other)
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
    language; ``label`` itself in English or when no entry matches. The
    tables it reads for it leave the heap again."""
    import os
    import sys

    from companion import games, lang

    if lang.code == "en":
        return label
    before = set(sys.modules)
    folder = lang.__file__.rsplit("/", 1)[0]
    out = label
    for name in sorted(os.listdir(folder)):
        if name.startswith("en_") and out is label:
            area = name[3:].split(".")[0]
            hit = _match(lang.table(area, "en"), lang.table(area, lang.code), label)
            if hit is not None:
                out = hit
    games.unload([n for n in sys.modules if n not in before], False)
    return out


def _match(en, tr, label):
    # the text of ``tr`` where ``en`` (an entry, or nested tuples of them) reads ``label``
    if isinstance(en, tuple):
        for i in range(min(len(en), len(tr))):
            hit = _match(en[i], tr[i], label)
            if hit is not None:
                return hit
        return None
    if not isinstance(en, str) or not isinstance(tr, str):
        return None
    if en == label:
        return tr
    i = en.find("%")
    if i < 0 or en.count("%") != 1:
        return None
    post = en[i + 2 :]
    mid = label[i : len(label) - len(post)]
    if not mid or not label.startswith(en[:i]) or not label.endswith(post):
        return None
    if en[i + 1] == "d" and not mid.isdigit():
        return None
    return tr.replace(tr[tr.find("%") : tr.find("%") + 2], mid)
