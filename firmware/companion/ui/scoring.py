"""What the scoring sessions (Sombreros, Clocktowers) share: leaving with a
question, and paged results. Imported only by them, so the dice screens do
not carry it."""

from companion.ui.widgets import Menu, Screen


def leave(dev, entered, heading="Leave scoring?", stay="No, stay"):
    """Leave a game or a scoring session for the game menu: at once when
    nothing was ``entered``, else after a question whose first (default)
    answer stays: one stray ``back`` never loses what the players entered."""
    if not entered:
        dev.new_game()
        return
    dev.push(Menu(heading, [(stay, lambda d: None), ("Yes, discard", lambda d: d.new_game())]))


class Pages(Screen):
    """Result pages: ``down``/``ok`` next, ``up`` previous, ``back`` returns
    to the session on the stack below (``dev.game``) to correct it.
    Subclasses set ``pages`` and draw ``self.page``."""

    pages = 1
    page = 0

    def key(self, dev, button, kind):
        if button in ("down", "ok"):
            self.page = (self.page + 1) % self.pages
        elif button == "up":
            self.page = (self.page - 1) % self.pages
        elif button == "back":
            dev.pop()
            dev.game.result = None
        dev.changed()
