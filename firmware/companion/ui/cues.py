"""Buzzer cues: name -> its notes as one flat tuple, ``(frequency Hz,
duration ms, frequency, duration, ...)``; 0 Hz is a rest. And the volume
setting's duty (``duty_u16``). ``companion.loop`` plays them on the board's
buzzer. (Flat: a tuple a note cost every game's heap 576 B on the Pico,
the module being resident from the boot.)"""

CUES = {
    "key": (2000, 8),
    "rattle": (1900, 5, 0, 25, 1500, 5, 0, 30, 2100, 5, 0, 30),  # the dice shaken
    "roll": (880, 40, 0, 20, 1320, 60),
    "breach": (440, 120, 0, 40, 330, 120, 0, 40, 220, 250),
    "round": (660, 80, 880, 80, 1100, 160),
    "over": (523, 150, 659, 150, 784, 150, 1047, 400),
    "undo": (600, 40, 400, 60),
    "error": (180, 200),
    "card": (1760, 40, 0, 30, 2350, 60),  # a card read: bright double beep
    "blank": (1320, 80),  # a blank tag: one mid beep
    "card_bad": (330, 90, 0, 40, 247, 160),  # not a card for us: falling low pair
    "written": (1320, 50, 1760, 50, 2350, 90),  # written or learned: rising
    "hr_ten": (1568, 60, 0, 60, 1568, 60),  # Hamsterrolle: 10 s left, a double pip
    "hr_tick": (1568, 50),  # 5, 3, 2, 1 s left: one pip
    "hr_up": (988, 200, 0, 60, 988, 200, 0, 60, 494, 600),  # time up: let go
}


def duty_u16(volume):
    """The buzzer duty (0..65535) for ``volume`` (the setting: a duty
    percent, 1..50): 50 -> 32768, the buzzer's default."""
    return volume * 65536 // 100
