"""A menu line's English label in the screens' language, for the
simulator's ``pick LABEL`` and the tests' replay of scripts
(``menu_pick``): scripts name lines in English, and in Spanish or German
the label is read through the language tables ("3 players" picks "3
jugadores"). A module of its own: an English run never loads it, so the
simulator's heap room holds what it held.
"""


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
