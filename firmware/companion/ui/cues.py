"""Buzzer cues: name -> notes ((frequency Hz, duration ms), ...); 0 Hz is a
rest. Data only; ``companion.runner`` plays them on the board's buzzer."""

CUES = {
    "key": ((2000, 8),),
    "roll": ((880, 40), (0, 20), (1320, 60)),
    "breach": ((440, 120), (0, 40), (330, 120), (0, 40), (220, 250)),
    "round": ((660, 80), (880, 80), (1100, 160)),
    "over": ((523, 150), (659, 150), (784, 150), (1047, 400)),
    "undo": ((600, 40), (400, 60)),
    "error": ((180, 200),),
}
