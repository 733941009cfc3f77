"""Pure game rules: integer arithmetic only. No machine, time, random or
asyncio here; randomness comes in as an ``rng`` object with ``getrandbits``."""


class RuleError(ValueError):
    """An action the rules do not allow now. ``str(e)`` is a short message
    (at most 16 characters a line) fit for the 128x64 screen."""


def name(p):
    """``P1``.. for player index ``p``: a player on the screen and in the
    log, in every game."""
    return "P%d" % (p + 1)
