# The Pico's entry point: board_pico.start() (see there). MicroPython
# compiles main.py at every boot, so it holds no more than this.
import board_pico

board_pico.start()
