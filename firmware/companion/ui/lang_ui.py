"""The first boot's question: which language the screens speak
(docs/languages.md). Three lines, each language named in itself; ``ok``
sets it at once and keeps it (``settings_ui.setting_changed``: saved,
logged ``sys setting lang=CODE``); ``back`` does nothing: the question is
asked until answered, and only once (a settings file then exists).

Usage (``companion.runner.first``, when the flash holds no settings)::

    ask(dev)
"""

from companion import const, lang
from companion.ui.widgets import Menu

_U_LANGUAGE = const(2)  # the "ui" table's entry: the question's title


class _Ask(Menu):
    def key(self, dev, button, kind):
        if button != "back":
            Menu.key(self, dev, button, kind)

    def view(self, dev):
        self.heading = lang.text("ui", _U_LANGUAGE)  # in the language in use
        return Menu.view(self, dev)


def _choose(code):
    def go(dev):
        from companion.ui.settings_ui import setting_changed

        dev.settings["lang"] = code
        dev.log("sys setting lang=%s" % code)
        setting_changed(dev, "lang", code)

    return go


def ask(dev):
    """Push the question over whatever the boot shows (the game menu, a
    saved game's prompt): it comes first."""
    from companion.ui import render

    render.latin = True  # "Español" on an English screen
    dev.push(_Ask("", [(lang.NAMES[i], _choose(c)) for i, c in enumerate(lang.CODES)]))
