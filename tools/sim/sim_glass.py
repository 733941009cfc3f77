"""``sim --glass``: every frame the firmware draws is looked at as a
player would before it reaches the glass: a text ``view.fit`` had to cut,
or one not whole on the glass (off its edge, touched or overdrawn:
host_tests/glass.py), is printed once as ``sim glass ...`` among the
serial log's lines (the one before it says where). The fit test
(host_tests/test_host_lang_fit.py) plays every script in every language
with it; a clean run prints none.

Each distinct frame is checked once (a key of its items), so a long
script costs little more than its distinct screens. Big glyphs are taken
without the ring of background the screens' own tests ask of them: a
pressed cell is drawn pushed in, its box closer to its count.
"""

import glass

from companion.ui import render, view

_seen = set()
_said = set()


def _say(what):
    if what not in _said:
        _said.add(what)
        print("sim glass " + what)


_BADGE = ("frame", 117, 0, 11, 10, 1)  # view.key's: the held button's corner


def _unkeyed(items):
    # the frame without the held button's badge (view.key), which is drawn
    # over whatever lies in the corner while the button is down, by design
    if _BADGE not in items:
        return items
    i = items.index(_BADGE)
    return items[: i - 1] + items[i + 2 :]


def install():
    """Wrap ``render.draw`` (the loop and the runner call it through the
    module) with the checks."""
    draw = render.draw

    def checked(fb, items):
        if view.cut is not None:
            _say("cut %r" % (view.cut,))
            view.cut = None
        key = repr(items)
        if key not in _seen:
            _seen.add(key)
            for why in glass.problems(_unkeyed(items), big_ring=0):
                _say("not whole: " + why)
        draw(fb, items)

    render.draw = checked
