"""The imperative shell: poll buttons, feed the device, draw, play cues.

``run(board)`` is the asyncio main task on the Pico and in the simulator; the
board (``board_pico.Board`` or the simulator's) supplies the display, the
buttons, the buzzer, the LED, the clock, the random source and the log. See
``board_pico`` for the attributes it must have.
"""

import asyncio

from companion.device import Device
from companion.drivers.debounce import Debouncer
from companion.ticks import ticks_diff
from companion.ui import render
from companion.ui.cues import CUES

POLL_MS = 10  # button poll period
HEARTBEAT_MS = 500


async def play_cues(board, dev):
    """Play queued cues one after another; always leave the buzzer silent."""
    buzzer = board.buzzer
    try:
        while True:
            if not dev.cues:
                await board.sleep_ms(POLL_MS)
                continue
            name = dev.cues.pop(0)
            for freq, ms in CUES.get(name, ()):
                if freq:
                    buzzer.tone(freq)
                else:
                    buzzer.off()
                await board.sleep_ms(ms)
            buzzer.off()
    finally:
        buzzer.off()


async def ui_loop(board, dev):
    buttons = [(name, pin, Debouncer()) for name, pin in board.buttons]
    now = board.ticks_ms()
    for _, pin, deb in buttons:
        deb.reset(pin.value() == 0, now)  # a button held at boot is not a press
    beat = now
    fb = board.fb
    display = board.display
    while True:
        now = board.ticks_ms()
        for name, pin, deb in buttons:
            ev = deb.update(pin.value() == 0, now)
            if ev is not None:
                dev.press(name, ev, now)
        dev.tick(now)
        if dev.dirty:
            dev.dirty = False
            render.draw(fb, dev.view())
            if display is not None:
                display.show()
        if board.led is not None and ticks_diff(now, beat) >= HEARTBEAT_MS:
            beat = now
            board.led.toggle()
        await board.sleep_ms(POLL_MS)


async def main(board):
    """Build the device, then run the UI loop and the cue player together."""
    dev = Device(board.rng, board.log, board.ticks_ms())
    board.device = dev
    cues = asyncio.create_task(play_cues(board, dev))
    try:
        await ui_loop(board, dev)
    finally:
        cues.cancel()
        board.buzzer.off()


def run(board):
    """Entry point: run ``main(board)``; always silence the buzzer."""
    try:
        asyncio.run(main(board))
    finally:
        board.buzzer.off()
        asyncio.new_event_loop()
