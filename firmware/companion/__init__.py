"""Board-game companion firmware (MicroPython 1.28, Raspberry Pi Pico).

Layers: ``rules`` (pure game rules), ``ui`` (screens: events -> state and a
view), ``drivers`` (thin adapters handed their buses and pins), ``app`` (the
imperative shell). Only ``board`` (top level) builds ``machine`` objects.
"""

VERSION = "0.1.0"
