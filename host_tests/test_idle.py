"""Idle dimming and sleep: thresholds, the swallowed wake press, keep_awake,
settings at run time, and the ticks wrap (both runtimes)."""

from companion import TICKS_PERIOD, ticks_add
from companion.idle import Idle
from support import raises

MAX_MS = 536870911  # idle._MAX_MS: half the 2**30 ms tick period, less 1


def run(idle, start, frm, to, step=10, keep=None):
    """Tick every ``step`` ms from ``start + frm`` to ``start + to``
    (inclusive); ``keep(ms)`` gives keep_awake. Return [(state, ms)] with ms
    counted from ``start``."""
    out = []
    for ms in range(frm, to + 1, step):
        state = idle.tick(ticks_add(start, ms), keep(ms) if keep else False)
        if state is not None:
            out.append((state, ms))
    return out


# -- thresholds -------------------------------------------------------------


def test_dim_and_off_exactly_at_the_thresholds():
    idle = Idle(1000, 3000, 0)
    assert idle.state == "on"
    assert idle.tick(999) is None
    assert idle.tick(1000) == "dim"
    assert idle.tick(1001) is None
    assert idle.state == "dim"
    assert idle.tick(2999) is None
    assert idle.tick(3000) == "off"
    assert idle.tick(3001) is None
    assert idle.tick(100000) is None
    assert idle.state == "off"


def test_polled_every_10ms_reports_each_change_once():
    idle = Idle(15000, 60000, 0)
    assert run(idle, 0, 10, 70000) == [("dim", 15000), ("off", 60000)]


# -- presses ----------------------------------------------------------------


def test_press_on_a_bright_screen_goes_to_the_game_and_restarts_the_time():
    idle = Idle(1000, 3000, 0)
    assert idle.tick(900) is None
    assert idle.press(900) is False
    assert idle.tick(1899) is None
    assert idle.tick(1900) == "dim"
    assert idle.tick(3899) is None
    assert idle.tick(3900) == "off"


def test_first_press_on_a_dim_screen_only_wakes():
    idle = Idle(1000, 3000, 0)
    assert idle.tick(1000) == "dim"
    assert idle.press(1500) is True  # swallowed: brightens only
    assert idle.state == "on"
    assert idle.tick(1500) == "on"  # the wake is reported by the next tick
    assert idle.press(1600) is False  # the second press plays
    assert idle.tick(2599) is None
    assert idle.tick(2600) == "dim"


def test_first_press_on_a_blank_screen_only_wakes():
    idle = Idle(1000, 3000, 0)
    assert run(idle, 0, 0, 5000) == [("dim", 1000), ("off", 3000)]
    assert idle.press(7000) is True
    assert idle.asleep_ms(7000) == 0  # awake: no lightsleep
    assert idle.tick(7010) == "on"
    assert idle.press(7020) is False
    assert idle.tick(8019) is None
    assert idle.tick(8020) == "dim"


def test_two_wake_presses_in_one_loop_swallow_only_the_first():
    idle = Idle(1000, 3000, 0)
    assert idle.tick(3000) == "off"
    assert idle.press(4000) is True
    assert idle.press(4000) is False  # state already "on"
    assert idle.tick(4000) == "on"


def test_press_and_tick_in_the_same_loop_reports_nothing_when_on():
    idle = Idle(1000, 3000, 0)
    assert idle.press(999) is False
    assert idle.tick(1000) is None  # 1 ms since the press


# -- keep_awake -------------------------------------------------------------


def test_keep_awake_holds_on_then_the_full_dim_time_follows():
    idle = Idle(1000, 3000, 0)
    # a 30 s turn timer runs from 500 ms to 30500 ms: never dims
    states = run(idle, 0, 0, 40000, keep=lambda ms: 500 <= ms <= 30500)
    assert states == [("dim", 31500), ("off", 33500)]


def test_keep_awake_brightens_a_dim_screen():
    idle = Idle(1000, 3000, 0)
    assert idle.tick(1000) == "dim"
    assert idle.tick(1200, keep_awake=True) == "on"
    assert idle.tick(1300, keep_awake=True) is None
    assert idle.tick(2299) is None
    assert idle.tick(2300) == "dim"
    assert idle.press(2400) is True  # a press on the dim screen still only wakes


def test_keep_awake_on_a_blank_screen_wakes_it():
    idle = Idle(1000, 3000, 0)
    assert idle.tick(3000) == "off"
    assert idle.tick(4000, keep_awake=True) == "on"
    assert idle.asleep_ms(4000) == 0
    assert idle.press(4100) is False


# -- settings ---------------------------------------------------------------


def test_zero_means_never():
    idle = Idle(0, 0, 0)
    assert run(idle, 0, 0, 100000, step=1000) == []
    idle = Idle(1000, 0, 0)
    assert run(idle, 0, 0, 100000, step=100) == [("dim", 1000)]
    idle = Idle(0, 3000, 0)
    assert run(idle, 0, 0, 100000, step=100) == [("off", 3000)]


def test_sleep_at_or_before_dim_skips_the_dim_stage():
    idle = Idle(5000, 3000, 0)
    assert run(idle, 0, 0, 10000) == [("off", 3000)]
    idle = Idle(3000, 3000, 0)
    assert run(idle, 0, 0, 10000) == [("off", 3000)]


def test_set_times_keeps_the_idle_time():
    idle = Idle(10000, 20000, 0)
    assert idle.tick(4000) is None
    idle.set_times(10000, 20000, 4000)  # same values: nothing changes
    assert idle.idle_ms == 4000
    idle.set_times(5000, 8000, 4500)
    assert idle.tick(4999) is None
    assert idle.tick(5000) == "dim"
    assert idle.tick(7999) is None
    assert idle.tick(8000) == "off"


def test_shorter_dim_than_the_idle_time_dims_at_the_next_tick():
    idle = Idle(60000, 0, 0)
    assert idle.tick(30000) is None
    idle.set_times(10000, 0, 30000)
    assert idle.tick(30010) == "dim"


def test_longer_times_do_not_wake_a_dim_or_blank_screen():
    idle = Idle(1000, 3000, 0)
    assert idle.tick(1000) == "dim"
    idle.set_times(0, 0, 1100)
    assert idle.tick(50000) is None
    assert idle.state == "dim"
    assert idle.press(50000) is True
    idle = Idle(1000, 3000, 0)
    assert idle.tick(3000) == "off"
    idle.set_times(60000, 120000, 3100)
    assert idle.tick(10000) is None
    assert idle.state == "off"
    assert idle.press(10000) is True
    idle = Idle(1000, 3000, 0)
    assert idle.tick(3000) == "off"
    idle.set_times(1000, 0, 3100)  # sleep now never, dim passed: stays blank
    assert idle.tick(3200) is None
    assert idle.state == "off"


def test_new_times_after_a_press_count_from_the_press():
    idle = Idle(1000, 3000, 0)
    assert idle.press(500) is False  # the settings menu: a press
    idle.set_times(2000, 4000, 500)
    assert idle.tick(2499) is None
    assert idle.tick(2500) == "dim"
    assert idle.tick(4499) is None
    assert idle.tick(4500) == "off"


def test_settings_out_of_range_raise():
    assert str(raises(ValueError, Idle, -1, 0, 0)) == "idle ms 0..536870911"
    assert str(raises(ValueError, Idle, 0, MAX_MS + 1, 0)) == "idle ms 0..536870911"
    idle = Idle(1000, 3000, 0)
    raises(ValueError, idle.set_times, 1000, -5, 10)
    assert MAX_MS == TICKS_PERIOD // 2 - 1
    assert Idle(MAX_MS, MAX_MS, 0).sleep_ms == 536870911


def test_never_for_days_saturates_then_new_times_apply():
    idle = Idle(0, 0, 0)
    t = 0
    for _ in range(12):  # 12 x 2**28 ms: 37 days, the clock wraps thrice
        t = ticks_add(t, 1 << 28)
        assert idle.tick(t) is None
    assert idle.idle_ms == MAX_MS
    idle.set_times(1000, 3000, t)
    assert idle.tick(ticks_add(t, 10)) == "off"


# -- the ticks wrap and gaps --------------------------------------------------


def test_idle_across_the_ticks_wrap():
    start = TICKS_PERIOD - 1000  # the clock wraps to 0 1000 ms in
    idle = Idle(1500, 4000, start)
    assert run(idle, start, 0, 6000) == [("dim", 1500), ("off", 4000)]
    assert ticks_add(start, 1500) == 500
    assert ticks_add(start, 4000) == 3000


def test_press_just_before_the_wrap_times_from_the_press():
    start = TICKS_PERIOD - 1000
    idle = Idle(1500, 4000, start)
    assert idle.tick(TICKS_PERIOD - 10) is None
    assert idle.press(TICKS_PERIOD - 10) is False
    assert idle.tick(1489) is None
    assert idle.tick(1490) == "dim"
    assert idle.tick(3989) is None
    assert idle.tick(3990) == "off"


def test_a_big_gap_goes_straight_to_off():
    idle = Idle(1000, 3000, 0)
    assert idle.tick(10) is None
    assert idle.tick(60000) == "off"  # "dim" is not reported on the way
    assert idle.tick(60010) is None


def test_a_big_gap_across_the_wrap_goes_straight_to_off():
    start = TICKS_PERIOD - 1000
    idle = Idle(1000, 3000, start)
    assert idle.tick(ticks_add(start, 999)) is None
    assert idle.tick(ticks_add(start, 3_600_000)) == "off"  # an hour later


def test_a_gap_between_the_thresholds_dims_only():
    idle = Idle(1000, 3000, 0)
    assert idle.tick(2500) == "dim"


def test_a_step_back_in_time_counts_nothing():
    idle = Idle(1000, 3000, 0)
    assert idle.tick(900) is None
    assert idle.tick(500) is None  # a stale now: 0 ms
    assert idle.idle_ms == 900
    assert idle.tick(599) is None
    assert idle.tick(600) == "dim"


# -- lightsleep in chunks -----------------------------------------------------


def test_asleep_ms_is_zero_unless_off():
    idle = Idle(1000, 3000, 0)
    assert idle.asleep_ms(0) == 0
    assert idle.tick(1000) == "dim"
    assert idle.asleep_ms(1000) == 0
    assert idle.tick(3000) == "off"
    assert idle.asleep_ms(3000) == 1000
    assert idle.asleep_ms(3300) == 700  # a slow loop: the rest of the chunk
    assert idle.asleep_ms(3999) == 1
    assert idle.asleep_ms(4000) == 0
    assert idle.asleep_ms(9000) == 0
    assert idle.asleep_ms(2990) == 1000  # a stale now: never more than a chunk
    assert idle.tick(9000) is None
    assert idle.asleep_ms(9005) == 995


def test_a_runner_loop_sleeps_in_chunks_and_the_wake_press_is_swallowed():
    # The runner's loop as the idle module expects it, on a clock that wraps:
    # feed the watchdog, poll, tick, then lightsleep(ms) or the 10 ms poll.
    start = TICKS_PERIOD - 5000
    idle = Idle(2000, 4000, start)
    press_at = 9_500  # ms after start: a button wakes the lightsleep early
    t = 0
    fed = []
    log = []
    to_game = []
    while t < 12_000:
        fed.append(t)
        now = ticks_add(start, t)
        if t == press_at:
            if not idle.press(now):
                to_game.append(t)
        if t == 11_000:  # a second press after the wake reaches the game
            if not idle.press(now):
                to_game.append(t)
        state = idle.tick(now)
        if state is not None:
            log.append((state, t))
        ms = idle.asleep_ms(now)
        if ms:
            t = min(t + ms, press_at) if t < press_at else t + ms
        else:
            t += 10
    assert log == [("dim", 2000), ("off", 4000), ("on", 9500)]
    assert to_game == [11_000]
    # asleep from 4000 ms: chunks of 1000 ms, cut short by the press
    assert [ms for ms in fed if 4000 <= ms <= 9500] == [4000, 5000, 6000, 7000, 8000, 9000, 9500]
    gaps = [b - a for a, b in zip(fed, fed[1:])]
    assert max(gaps) == 1000  # the watchdog (5000 ms) is fed every second at least
