"""A finished scoring session has a way out, on both runtimes. Hold ``ok`` on a
result page ("Done", named on the pages' hint and alone on the last page's;
on a warning it turns to the scores first): the session is logged as
finished, its save cleared, the game menu shown. A session whose results
were shown is saved with ``"over": 1``, and the next boot clears such a save
(any game kind) with one line instead of offering it; ``back`` from the
results makes the session live again, saved as such and offered at the next
boot."""

import os

from fakes import Scripted
from nfc_field import Field, card
from test_sombreros_ui import P1, P2, TABLE, hat, play_hand, taps

from companion.device import Device
from companion.persist import GameSaver
from companion.ui import view as v
from support import GAME_MENU, choose, fresh_dir, labels

DIR = "build/test-scoring-done"


def boot():
    log = []
    dev = Device(Scripted((3, 4), faces=True, cycle=True), log.append, 0, DIR)
    dev.clock = _no_clock  # the history's times: a Pico whose clock was never set
    return dev, log


def _no_clock():
    return None


def booted():
    """``boot`` and the loop's first pass, after the first frame (a finished
    game's save is kept in the history and cleared there)."""
    dev, log = boot()
    dev.background()
    return dev, log


def saved():
    return sorted(n for n in os.listdir(DIR) if n.startswith("game"))


def hats_scored():
    """The 2-player Sombreros endgame of test_sombreros_ui (P1 11, P2 20,
    no warnings: the ranking first), played to its results on a device
    saving to DIR."""
    fresh_dir(DIR)
    dev, log = boot()
    field = Field(removals=False)
    choose(dev, "Sombreros")
    choose(dev, "2 players")
    choose(dev, "Score the end")
    taps(dev, field, TABLE)
    dev.press("ok", "short", 0)
    play_hand(dev, field, P1)
    dev.press("ok", "short", 0)
    play_hand(dev, field, P2)
    dev.press("ok", "short", 0)  # scored
    dev.flush()  # the runner saves after the frame
    return dev, log, field


def hint(dev, i):
    dev.hint_index = i
    return v.texts(dev.view())[-1]


def test_hats_results_name_done_and_a_long_ok_ends_the_session():
    dev, log, _ = hats_scored()
    assert log[-1] == "som scores P1=11 P2=20 winner=P2 by=points"
    res = dev.stack[-1]
    assert res.pages == 4  # the ranking, the table, P1, P2
    # every page names Done in turn with the page keys; the last one alone
    assert [hint(dev, 0), hint(dev, 1)] == ["^v page back fix", "hold ok: done"]
    for _ in range(3):
        dev.press("down", "short", 0)
    assert v.texts(dev.view())[0] == "P2 total 20"
    assert [hint(dev, 0), hint(dev, 1)] == ["hold ok: done", "hold ok: done"]
    dev.press("up", "short", 0)  # any page: P1's
    dev.press("ok", "long", 0)  # Done
    # 5 table + P1 4 hats, 2 black, 1 favourite + P2 6, 2, 1 = 21 taps; kept
    assert log[-2:] == ["som session finished taps=21", "sys history game=1 kind=som"]
    assert not [ln for ln in log if "abandoned" in ln]
    assert dev.game is None and labels(dev) == GAME_MENU
    dev.flush()
    assert saved() == []
    dev2, log2 = boot()
    assert log2 == ["sys boot version=0.1.0"] and labels(dev2) == GAME_MENU


def test_a_finished_hats_session_is_cleared_at_the_next_boot_not_offered():
    dev, log, _ = hats_scored()
    assert dev.game.snapshot()["over"] == 1
    assert saved() != []
    # the power goes with the results on the glass
    dev2, log2 = booted()
    assert log2 == [
        "sys boot version=0.1.0",
        "sys saved game=som finished: cleared",
        "sys history game=1 kind=som",  # the record it carried: kept
    ]
    assert labels(dev2) == GAME_MENU and dev2.offer is None  # no "Resume saved"
    assert saved() == []
    dev3, log3 = boot()
    assert log3 == ["sys boot version=0.1.0"]


def test_back_from_the_results_makes_the_session_live_and_resumable():
    dev, log, field = hats_scored()
    dev.press("back", "short", 0)  # to fix a tap: P2's favourite step
    assert v.texts(dev.view())[0] == "P2 fav hat"
    assert dev.game.snapshot()["over"] == 0
    dev.flush()
    dev2, log2 = boot()
    assert log2[-1] == "sys saved game=som Hats 2p 21 taps"
    dev2.press("ok", "short", 0)  # Resume
    assert log2[-1] == "sys resume game=som"
    dev2.press("ok", "short", 0)  # scored again, the same
    assert log2[-1] == "som scores P1=11 P2=20 winner=P2 by=points"
    dev2.press("ok", "long", 0)
    assert log2[-2] == "som session finished taps=21"  # then kept in the history
    # leaving a live session is still "abandoned"
    dev3, log3 = boot()
    assert log3 == ["sys boot version=0.1.0"]
    choose(dev3, "Sombreros")
    choose(dev3, "2 players")
    choose(dev3, "Score the end")
    field.tap(dev3, hat((1, 3)))
    dev3.press("back", "short", 0)
    choose(dev3, "Yes, discard")
    assert log3[-1] == "som session abandoned taps=1"


def towers_scored():
    """2 players: P1 a red tower (floor 1 cat, clock, roof: 4), P2 a blue
    one (floor 1, clock, roof: no animals, 5): P2 wins."""
    fresh_dir(DIR)
    dev, log = boot()
    field = Field()
    choose(dev, "Clocktowers")
    choose(dev, "2 players")
    for text in ("floor 1 cat", "clock none", "roof red"):
        field.tap(dev, card("bg1 clk " + text))
    dev.press("ok", "short", 0)
    for text in ("floor 1 none", "clock none", "roof blue"):
        field.tap(dev, card("bg1 clk " + text, 1))
    dev.press("ok", "short", 0)
    dev.flush()
    return dev, log


def test_towers_results_end_with_a_long_ok_and_are_never_offered_again():
    dev, log = towers_scored()
    assert log[-2] == "clk scores P1=4 P2=5 winner=P2 by=points"
    assert dev.stack[-1].pages == 3  # the ranking, P1's towers, P2's
    assert [hint(dev, 0), hint(dev, 1)] == ["^v page back fix", "hold ok: done"]
    dev.press("up", "short", 0)  # the last page: P2's towers
    assert v.texts(dev.view())[0] == "P2 5 points"
    assert [hint(dev, 0), hint(dev, 1)] == ["hold ok: done", "hold ok: done"]
    assert dev.game.snapshot()["over"] == 1
    dev2, log2 = booted()  # a power cut on the results
    assert log2 == [
        "sys boot version=0.1.0",
        "sys saved game=clk finished: cleared",
        "sys history game=1 kind=clk",
    ]
    assert labels(dev2) == GAME_MENU
    dev.press("ok", "long", 0)  # Done, on the first device (as if the power had stayed)
    assert log[-2:] == ["clk session finished taps=6", "sys history game=2 kind=clk"]
    assert dev.game is None and labels(dev) == GAME_MENU


def test_towers_back_from_the_results_is_live_again():
    dev, log = towers_scored()
    dev.press("back", "short", 0)
    assert dev.game.snapshot()["over"] == 0
    dev.flush()
    dev2, log2 = boot()
    assert log2[-1] == "sys saved game=clk Towers 2p 6 taps"


def test_any_game_whose_snapshot_says_over_is_cleared_at_boot():
    # The flag is the game's to set (Hamsterdam's own "over" comes with its
    # item); the boot honours it for every kind, even one it cannot load.
    for kind, label in (("hd", "Hamsterdam over"), ("hr", "Hamsterrolle"), ("zz", "?")):
        fresh_dir(DIR)
        GameSaver(DIR).save({"game": kind, "label": label, "over": 1})
        dev, log = booted()
        assert log == ["sys boot version=0.1.0", "sys saved game=%s finished: cleared" % kind]
        assert saved() == [] and labels(dev) == GAME_MENU
    # "over": 0, or a save from earlier firmware without the key: offered
    fresh_dir(DIR)
    GameSaver(DIR).save({"game": "clk", "label": "Towers 2p 1 tap", "over": 0})
    dev, log = boot()
    assert log[-1] == "sys saved game=clk Towers 2p 1 tap"
    assert labels(dev) == ["Resume", "New game"]


class _Dev:
    """What Pages.key uses of the device: the frame and the way out."""

    def __init__(self):
        self.ended = 0
        self.frames = 0

    def changed(self):
        self.frames += 1

    def new_game(self):
        self.ended += 1


def test_a_long_ok_on_a_warning_turns_to_the_scores_and_only_then_ends():
    # A player who reads "hold ok" on the first page, the warnings, must
    # still see who won: the check pages come before the ranking.
    from companion.ui.results import Pages

    class Results(Pages):
        pages = 5  # two check pages, the ranking, two more

        def __init__(self):
            self.checks = ["w1", "w2"]

    res, dev = Results(), _Dev()
    assert hint_texts(res) == ["^v page back fix", "hold ok: scores"]
    res.key(dev, "ok", "long")
    assert res.page == 2 and dev.ended == 0 and dev.frames == 1  # the ranking
    assert hint_texts(res) == ["^v page back fix", "hold ok: done"]
    res.key(dev, "ok", "long")
    assert dev.ended == 1  # Done, once the scores were on the glass
    res.page = 1  # from the second check page too
    res.key(dev, "ok", "long")
    assert res.page == 2 and dev.ended == 1


def hint_texts(res):
    class D:
        hint_index = 0

    d = D()
    out = []
    for i in range(2):
        d.hint_index = i
        out.append(v.texts(res.view(d))[-1])
    return out
