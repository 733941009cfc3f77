"""Battery gauge (both runtimes). Every expected value is worked out by hand
in the comment beside it, from the Pico datasheet figures (VSYS/3 on ADC3,
3.3 V reference, read_u16 full scale 65535) and the discharge tables in
``companion.battery``."""

from companion.battery import (
    CHEMISTRIES,
    CHEMISTRY_KEYS,
    Battery,
    gauge_items,
    label,
    percent,
    vsys_mv,
)
from support import check, raises

DIODE_MV = 300  # battery._DIODE_MV: the 1N5817's drop at tens of mA (hardware/README.md)
VSYS_MIN_MV = 1800  # the Pico's regulator's lowest VSYS (Pico datasheet 4.5)


def feed(bat, mv, count, usb=False):
    """``count`` equal readings; the warnings ``update`` returned."""
    return [bat.update(mv, usb) for _ in range(count)]


# -- ADC counts -> VSYS mV ---------------------------------------------------


def test_vsys_at_the_ends_of_the_scale():
    check(vsys_mv(0) == 0)
    # full scale: 3300 mV on the pin, times the 3:1 divider
    check(vsys_mv(65535) == 9900)


def test_vsys_of_4500_mv():
    # 4500 mV = 4500 * 65535 / 9900 = 29788.64 counts:
    # 29788 * 9900 = 294901200, 4500 * 65535 = 294907500 -> 4499.90 -> 4500
    check(vsys_mv(29788) == 4500)
    # 29789 * 9900 = 294911100 -> 4500.06 -> 4500
    check(vsys_mv(29789) == 4500)


def test_vsys_rounds_to_nearest():
    # 29785 * 9900 = 294871500; 4499 * 65535 = 294841965; remainder 29535
    # is under half of 65535 -> 4499 (4499.45)
    check(vsys_mv(29785) == 4499)
    # 29786 * 9900 = 294881400; remainder 39435 is over half -> 4500 (4499.60)
    check(vsys_mv(29786) == 4500)


def test_vsys_from_a_12_bit_code():
    # 4.5 V VSYS = 1.5 V on GPIO29 = 1500 * 4096 / 3300 = 1861.8 -> code 1862;
    # read_u16 gives 1862 << 4 | 1862 >> 8 = 29792 | 7 = 29799;
    # 29799 * 9900 = 295010100; 4501 * 65535 = 294973035; remainder 37065
    # is over half -> 4502 (4501.57)
    check(1862 << 4 | 1862 >> 8 == 29799)
    check(vsys_mv(29799) == 4502)


def test_vsys_out_of_range():
    raises(ValueError, vsys_mv, -1)
    raises(ValueError, vsys_mv, 65536)


# -- the tables ----------------------------------------------------------------


def test_tables_are_well_formed():
    check(sorted(CHEMISTRY_KEYS) == sorted(CHEMISTRIES))
    for key in CHEMISTRY_KEYS:
        name, table = CHEMISTRIES[key]
        check(0 < len(name) <= 16, key)
        check(table[0][1] == 100 and table[-1][1] == 0, key)
        for i in range(1, len(table)):
            check(table[i][0] < table[i - 1][0], key)  # mV strictly falling
            check(table[i][1] <= table[i - 1][1], key)
        # empty is still far above the Pico's 1.8 V VSYS after the diode
        check(table[-1][0] - DIODE_MV >= VSYS_MIN_MV, key)


def test_labels():
    check(label("alkaline3") == "Alkaline 3xAA")
    check(label("nimh3") == "NiMH 3xAA")
    check(label("lipo1") == "LiPo 1 cell")


def test_alkaline_corners_and_between():
    check(percent(4500, "alkaline3") == 100)  # 3 x 1.5 V
    check(percent(4200, "alkaline3") == 90)
    check(percent(3000, "alkaline3") == 8)
    check(percent(2700, "alkaline3") == 0)  # 3 x 0.9 V
    # 4350 between (4500, 100) and (4200, 90): 90 + 150 * 10 / 300 = 95
    check(percent(4350, "alkaline3") == 95)
    # 3750 between (3900, 70) and (3600, 45): 45 + 150 * 25 / 300 = 57.5 -> 58
    check(percent(3750, "alkaline3") == 58)


def test_nimh_corners_and_between():
    check(percent(4200, "nimh3") == 100)  # 3 x 1.4 V
    check(percent(3600, "nimh3") == 40)  # 3 x 1.2 V
    check(percent(3000, "nimh3") == 0)  # 3 x 1.0 V
    # 3675 between (3750, 70) and (3600, 40): 40 + 75 * 30 / 150 = 55
    check(percent(3675, "nimh3") == 55)
    # 3150 between (3300, 8) and (3000, 0): 150 * 8 / 300 = 4
    check(percent(3150, "nimh3") == 4)


def test_lipo_corners_and_between():
    check(percent(4200, "lipo1") == 100)
    check(percent(3800, "lipo1") == 45)
    check(percent(3300, "lipo1") == 0)
    # 3750 between (3800, 45) and (3700, 22): 22 + 50 * 23 / 100 = 33.5 -> 34
    check(percent(3750, "lipo1") == 34)
    # 3400 between (3500, 3) and (3300, 0): 100 * 3 / 200 = 1.5 -> 2
    check(percent(3400, "lipo1") == 2)


def test_percent_is_clamped():
    check(percent(4800, "alkaline3") == 100)  # fresh cells, open circuit 1.6 V
    check(percent(9900, "lipo1") == 100)
    check(percent(2000, "nimh3") == 0)
    check(percent(0, "lipo1") == 0)


def test_unknown_chemistry():
    raises(ValueError, percent, 4000, "lead-acid")
    raises(ValueError, label, "lead-acid")
    raises(ValueError, Battery, "lead-acid")


# -- smoothing -------------------------------------------------------------------


def test_no_reading_yet():
    bat = Battery()
    check(bat.mv() is None and bat.percent() is None)


def test_smoothing_over_the_last_eight():
    bat = Battery("alkaline3")
    feed(bat, 3000, 8)
    check(bat.mv() == 3000)
    bat.update(3800, False)
    check(bat.mv() == 3100)  # (7 * 3000 + 3800) / 8 = 24800 / 8
    feed(bat, 3800, 6)
    check(bat.mv() == 3700)  # (3000 + 7 * 3800) / 8 = 29600 / 8
    bat.update(3800, False)
    check(bat.mv() == 3800)  # the last 3000 has left the window


def test_smoothing_before_the_window_is_full_rounds_half_up():
    bat = Battery("alkaline3")
    bat.update(4000, False)
    check(bat.mv() == 4000)
    bat.update(4001, False)
    check(bat.mv() == 4001)  # 8001 / 2 = 4000.5 -> 4001


def test_percent_adds_the_diode_drop():
    bat = Battery("alkaline3")
    feed(bat, 3600, 8)
    check(bat.percent() == 70)  # pack 3600 + 300 = 3900 -> 70
    bare = Battery("alkaline3", diode_mv=0)
    feed(bare, 3600, 8)
    check(bare.percent() == 45)  # pack 3600 -> 45


# -- the low warning -----------------------------------------------------------------
# alkaline3 with the 300 mV diode. Between (3300, 22) and (3000, 8) a pack at
# 3000 + d mV is 8 + round(d * 14 / 300) %:
#   VSYS 2700: pack 3000, 8 %;  VSYS 2753: d = 53, 742 / 300 = 2.47 -> 10 %;
#   VSYS 2754: d = 54, 756 / 300 = 2.52 -> 11 %;
#   VSYS 2967: d = 267, 3738 / 300 = 12.46 -> 20 %;
#   VSYS 2968: d = 268, 3752 / 300 = 12.51 -> 21 %.


def test_boundary_percents():
    check(percent(2700 + DIODE_MV, "alkaline3") == 8)
    check(percent(2753 + DIODE_MV, "alkaline3") == 10)
    check(percent(2754 + DIODE_MV, "alkaline3") == 11)
    check(percent(2967 + DIODE_MV, "alkaline3") == 20)
    check(percent(2968 + DIODE_MV, "alkaline3") == 21)


def test_low_warning_fires_once_with_a_full_window():
    bat = Battery("alkaline3")
    check(feed(bat, 2700, 8) == [False] * 7 + [True])
    check(feed(bat, 2700, 20) == [False] * 20)


def test_low_warning_at_the_threshold_not_above():
    bat = Battery("alkaline3")
    check(feed(bat, 2754, 8) == [False] * 8)  # 11 %
    bat = Battery("alkaline3")
    check(feed(bat, 2753, 8) == [False] * 7 + [True])  # 10 %


def test_low_warning_rearms_only_above_threshold_plus_hysteresis():
    bat = Battery("alkaline3")
    feed(bat, 2700, 8)  # fired
    feed(bat, 2967, 8)  # back to 20 %: not above 20, still disarmed
    check(bat.percent() == 20)
    check(feed(bat, 2700, 8) == [False] * 8)
    feed(bat, 2968, 8)  # 21 %: re-armed
    check(bat.percent() == 21)
    # The mean after k readings of 2700 (window of 8): k = 6:
    # (2 * 2968 + 6 * 2700) / 8 = 22136 / 8 = 2767 -> 11 %; k = 7:
    # (2968 + 7 * 2700) / 8 = 21868 / 8 = 2733.5 -> 2734 -> d = 34,
    # 476 / 300 = 1.59 -> 10 %: fires on the 7th
    check(feed(bat, 2700, 8) == [False] * 6 + [True, False])


def test_usb_means_no_gauge_no_warning_and_rearms():
    bat = Battery("alkaline3")
    check(feed(bat, 2700, 8) == [False] * 7 + [True])
    check(feed(bat, 2000, 10, usb=True) == [False] * 10)
    check(bat.percent() is None and bat.mv() is None)
    # unplugged: the window starts again, and the warning was re-armed
    check(feed(bat, 2700, 8) == [False] * 7 + [True])


# -- the log line ------------------------------------------------------------------


def test_log_line():
    bat = Battery("alkaline3")
    check(bat.log_line() == "bat mv=- pct=- usb=0 chem=alkaline3")
    feed(bat, 3600, 8)  # pack 3900 -> 70 %
    check(bat.log_line() == "bat mv=3600 pct=70 usb=0 chem=alkaline3")
    bat.update(4712, True)  # on USB: the latest reading, no percent
    check(bat.log_line() == "bat mv=4712 pct=- usb=1 chem=alkaline3")
    lipo = Battery("lipo1")
    feed(lipo, 3500, 8)  # pack 3800 -> 45 %
    check(lipo.log_line() == "bat mv=3500 pct=45 usb=0 chem=lipo1")


# -- the gauge -----------------------------------------------------------------------


def _fill(items):
    """The fill box (x, y, w, h), or None: a lit box inside the outline."""
    x0, y0 = items[1][1], items[1][2]
    for it in items:
        if it[0] == "box" and it[5] == items[1][5] and it[1] == x0 + 1 and it[2] == y0 + 1:
            return it[1:5]
    return None


def test_gauge_fill_widths():
    check(_fill(gauge_items(0)) is None)
    check(_fill(gauge_items(50)) == (117, 2, 5, 4))  # 50 * 9 / 100 = 4.5 -> 5
    check(_fill(gauge_items(100)) == (117, 2, 9, 4))
    check(_fill(gauge_items(6)) == (117, 2, 1, 4))  # 0.54 -> 1
    check(_fill(gauge_items(5)) is None)  # 0.45 -> 0


def test_gauge_is_clamped():
    check(_fill(gauge_items(150)) == (117, 2, 9, 4))
    check(_fill(gauge_items(-5)) is None)


def test_gauge_items_in_the_top_right_corner():
    check(
        gauge_items(100)
        == [
            ("box", 116, 1, 12, 6, 0),  # clear 12 x 6 at x 116..127
            ("frame", 116, 1, 11, 6, 1),  # body x 116..126
            ("box", 127, 3, 1, 2, 1),  # nub, last column of the glass
            ("box", 117, 2, 9, 4, 1),  # fill inside the outline
        ]
    )
    check(gauge_items(0, 10, 20)[1] == ("frame", 10, 20, 11, 6, 1))


def test_gauge_in_dark_ink_on_a_lit_title_bar():
    # The game menu's title bar is lit: the gauge is drawn in colour 0 there.
    check(
        gauge_items(50, c=0)
        == [
            ("box", 116, 1, 12, 6, 1),  # the bar stays lit behind it
            ("frame", 116, 1, 11, 6, 0),
            ("box", 127, 3, 1, 2, 0),
            ("box", 117, 2, 5, 4, 0),  # 50 % -> 5 px
        ]
    )
