"""Which presses pick a menu line by its label: the simulator's ``pick
LABEL`` script line and the tests' replay of scripts (``support``) walk the
menus the same way.

    steps(entries, pos, label) -> ("down", 2)

``entries`` as a ``companion.ui.widgets.Menu`` has them (``(label,
action)`` pairs, the label first), ``pos`` the line under the cursor. The
menus wrap round, so the shorter way is taken (down when both are as long).

Scripts name the lines in English; in another language (``companion.lang``)
a label no line has is read in it (``menu_lang.translate``): one script
plays in all three.
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
        from menu_lang import translate  # (not loaded in English: the simulator's heap room)

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
