"""Sombreros' cookie tracker (docs/rules.md, Sombreros, Cookie; the screen's
decisions: ``companion.ui.sombreros_ui``), a ``Game`` of its own kind
(``som-track``). Its own module, imported when the players choose it or
resume it: the end-game scoring session, the Sombreros session with the
least free heap, does not carry it. Unloaded with the game (its
``GAMES`` row names it)."""

from companion import const, lang
from companion.rules import sombreros as som
from companion.ui import view as v
from companion.ui.scoring import Session
from companion.ui.sombreros_ui import SombrerosSession, _ask_back, _item, _lbl
from companion.ui.widgets import Game, whole

# The texts on the glass: the Sombreros area's (companion/texts/*_som.py)
_t = lang.area("som")
_S_NOT_HATS = const(12)
_S_TAKEN = const(14)
_S_ALREADY = const(55)
_S_TO = const(56)
_S_TO_TWICE = const(57)
_S_BLACK_HATS = const(58)
_S_AGAIN = const(59)
_S_TURN = const(60)
_S_NO_COOKIE = const(61)
_S_ASK = const(62)
_S_HOLDS = const(63)
_S_TYPES = const(64)
_S_TRACK_HINTS = const(65)
_S_STOP = const(66)
_S_GO_ON = const(67)


class CookieTracker(Game):
    """During play (docs/rules.md, Sombreros, Cookie): after each turn the
    player taps the card that went into their collection (``up`` picks whose
    turn it is; ``down`` adds a black hat, hold ``down`` takes one away); the
    screen says who holds the cookie now, by the final count's rule, in the big
    glyphs the table reads (``Cookie: P2``; ``No cookie`` before any type;
    ``Ask: P1/P2`` when the tie runs past the last card). Hold ``ok`` at game
    end: the scoring session starts with these collections and black hats
    already entered. A resumed tracker shows the holder it showed before
    (``resumed``: made again from the collections kept).

    One sticker is in one collection (tapped on another player's turn it
    is refused); another sticker with a face already tapped is counted and
    said (docs/rules.md, Box facts (every game))."""

    cards = True

    def __init__(self, players):
        self.players = players
        self.turn = 0
        self.colls = [[] for _ in range(players)]  # (pair, uid) per player
        self.blacks = [0] * players
        self.lines = ("", "")
        self.now = None
        self._who = _holder(None)  # the holder's big item: made when it changes

    def card(self, dev, tap):
        if tap.outcome != "card":
            title, detail = tap.describe()
            return self._say(dev, title, detail, "card_bad")
        card = tap.card
        if card.game != "som" or card.kind != "hat":
            return self._say(dev, _t(_S_NOT_HATS), card.label(), "card_bad")
        pair = (card.attrs[0], card.attrs[1])
        uid = tap.uid_hex
        twice = False
        for p, coll in enumerate(self.colls):
            for item in coll:
                if item[1] == uid:
                    if p == self.turn:
                        return _ask_back(
                            dev, pair, lambda d, p=p, it=item: self._take_back(d, p, it)
                        )
                    return self._say(dev, _t(_S_ALREADY) % lang.seat(p), _lbl(pair), "card_bad")
                if item[0] == pair:
                    twice = True
        self.colls[self.turn].append((pair, uid))
        dev.log(
            "som track player=P%d card=%d/%d%s"
            % ((self.turn + 1,) + pair + (" twice=1" if twice else "",))
        )
        to = _t(_S_TO_TWICE if twice else _S_TO) % lang.seat(self.turn)
        self._update(dev, _lbl(pair), to, "card")

    def _take_back(self, dev, p, item):
        coll = self.colls[p]
        if item in coll:
            coll.remove(item)
            dev.log("som track back player=P%d card=%d/%d" % ((p + 1,) + item[0]))
            self._update(dev, _t(_S_TAKEN), _lbl(item[0]), "undo")

    def key(self, dev, button, kind):
        if button == "up":
            step = 1 if kind == "short" else -1
            self.turn = (self.turn + step) % self.players
            self.lines = ("", "")
        elif button == "down":
            if kind == "short":
                self.blacks[self.turn] += 1
            elif self.blacks[self.turn]:
                self.blacks[self.turn] -= 1
            p = self.turn
            dev.log("som track player=P%d black=%d" % (p + 1, self.blacks[p]))
            shown = "%s: %d" % (lang.seat(p), self.blacks[p])
            return self._update(dev, _t(_S_BLACK_HATS), shown, "key")
        elif button == "ok" and kind == "long":
            session = SombrerosSession(self.players)
            session.preset(self.colls, self.blacks)
            dev.start(session, "som session start players=%d from=tracker" % self.players)
        elif button == "back":
            self.leave(dev, any(self.colls) or any(self.blacks), _t(_S_STOP), _t(_S_GO_ON))
        dev.changed()

    def _update(self, dev, title, detail, cue):
        dev.log("som " + som.cookie_line(self._cookie()))
        self._say(dev, title, detail, cue)

    def _cookie(self):
        """Who holds the cookie now (``som.cookie_now``), kept with its big
        item for the screen."""
        colls = [[c[0] for c in coll] for coll in self.colls]
        now = self.now = som.cookie_now(self.players, colls, self.blacks)
        self._who = _holder(now)
        return now

    def resumed(self, dev):
        self._cookie()  # the holder shown before the power went

    def relang(self, dev):
        # the language changed: the holder again, the prompt for the lines
        self._who = _holder(self.now)
        self.lines = ("", "")

    _say = Session._say

    def abandon_line(self):
        return "som tracker abandoned cards=%d" % sum(len(c) for c in self.colls)

    def snapshot(self):
        return {
            "game": "som-track",
            "label": "Cookie tracker",
            "players": self.players,
            "turn": self.turn,
            "colls": self.colls,
            "blacks": self.blacks,
        }

    def undo(self, dev):
        dev.error("Tap it again", _t(_S_AGAIN))  # a card tapped again can be taken back

    def view(self, dev):
        items = v.title(_t(_S_TURN) % lang.seat(self.turn))
        items.append(v.text(0, 11, self.lines[0]))
        items.append(v.text(0, 20, self.lines[1]))
        items.append(self._who)
        now = self.now
        if now is not None:
            items.append(v.text(0, 45, _t(_S_TYPES) % " ".join("%d" % t for t in now["types"])))
        return items + v.hint(_t(_S_TRACK_HINTS)[dev.hint_index % 3])


def _holder(now):
    """The cookie holder in the big glyphs (rows 29-42, between the tap's
    lines and the types): ``Cookie: P2``, ``No cookie``, or ``Ask: P1/P2``
    (tied to the last card: whoever holds it keeps it), in the narrow tall
    glyphs when three or four are tied (11 characters and more)."""
    if now is None or now["by"] == "none":
        who = _t(_S_NO_COOKIE)
    elif now["ask"]:
        who = _t(_S_ASK) % "/".join(lang.seat(p) for p in now["ask"])
    else:
        who = _t(_S_HOLDS) % lang.seat(now["holder"])
    if len(who) <= 10:
        return v.big(29, who)
    from companion.ui.render import big_width

    return ("big", (128 - big_width(who, v.TALL)) // 2, 29, who, v.TALL)


def restore(snap):
    """The tracker back from its ``snapshot()`` (``sombreros_ui.restore``
    hands a ``som-track`` one here)."""
    players = snap["players"]
    t = CookieTracker(players)
    t.turn = whole(snap["turn"]) % players
    t.colls = [[_item(x) for x in coll] for coll in snap["colls"]]
    t.blacks = list(snap["blacks"])
    return t
