"""Settings and power through the simulator's script mode at 236K (stricter than any board)
(tools/sim/scripts/settings_battery.txt): the settings screen, the battery
gauge, its readings and the one low warning, dimming, blanking with light
sleep, a wake press that reaches nothing, and the settings back after a
power cut. Worked out by hand from the script:

- VSYS 4100 mV: the board's ADC reads 4100 * 65535 // 3 // 3300 = 27140
  counts; ``vsys_mv`` gives (27140 * 9900 + 32767) // 65535 = 4100 mV back.
  With the diode's 300 mV the pack is at 4400 mV: 90 + (200 * 10 + 150) //
  300 = 97 % on the alkaline table (4500 mV 100 %, 4200 mV 90 %).
- VSYS 2700 mV: 17873 counts, 2700 mV back, pack 3000 mV: 8 %. The warning
  waits for a full window of 8 readings at 2700 mV (2 s apart): once.
- A reading goes to the log at the first on a battery, every 60 s, and
  with the warning.
"""

from sim_script import run_script


def test_settings_battery_and_idle_script(tmp_path):
    lines = run_script("settings_battery.txt", tmp_path)
    keep = ("sys ", "bat ", "sim reset")
    got = [ln for ln in lines if ln.startswith(keep)]
    assert got == [
        "sys boot version=0.1.0",
        "bat mv=4100 pct=97 usb=0 chem=alkaline3",  # the first reading, 2 s in
        "sys setting sound=False",
        "sys setting contrast=191",
        "bat mv=4100 pct=97 usb=0 chem=alkaline3",  # 60 s on
        "sys idle dim",  # 60 s after the last press
        "sys idle on",  # the press that only brightens
        "bat mv=4100 pct=97 usb=0 chem=alkaline3",
        "sys idle dim",
        "bat mv=4100 pct=97 usb=0 chem=alkaline3",
        "bat mv=4100 pct=97 usb=0 chem=alkaline3",
        "bat mv=4100 pct=97 usb=0 chem=alkaline3",
        "bat mv=4100 pct=97 usb=0 chem=alkaline3",
        "sys idle off",  # 300 s after the last press
        "sys idle on",  # the press that only wakes
        "bat mv=2700 pct=8 usb=0 chem=alkaline3 low=1",
        "sim reset",
        "sys boot version=0.1.0",
        "sys settings sound=False contrast=191",  # back from flash
        "bat mv=2700 pct=8 usb=0 chem=alkaline3",
    ]
    # the wake presses reached nothing: no game or card screen was opened
    assert not [ln for ln in lines if ln.startswith(("hd ", "som ", "clk ", "nfc "))]
    # It slept from the blank screen to the wake press only: blank 300 s
    # after the edge of the press that opened Cards (65.35 s), at 365.35 s
    # (or at the loop's next look, at most 50 ms later); the wake press's
    # edge comes at 366.55 s (the script's presses take 200 ms, waits as
    # written). Light sleep is in 1 s chunks, the loop running again at once
    # after each.
    end = [ln for ln in lines if ln.startswith("sim end ")][0]
    slept = int(end.split(" slept_ms=")[1].split()[0])
    assert 1150 <= slept <= 1200
