"""Piezo/magnetic buzzer on one PWM output, silent unless asked.

The caller hands in the ``machine.PWM`` driving the buzzer and the ``Pin`` it
drives. Silence is duty 0 *and* the pin taken back from the PWM as a plain
output driven low: a stopped or re-initialised PWM slice (soft reset,
``deinit()``) freezes its output at whatever level it had, which could leave a
magnetic buzzer with DC across it.

Usage::

    bz = Buzzer(PWM(pin, freq=2000, duty_u16=0), pin)   # silent from here on
    try:
        bz.tone(2000)
        await asyncio.sleep_ms(40)
    finally:
        bz.off()
"""

from companion import const

_DUTY_MAX = const(65535)


class Buzzer:
    """``pwm``: object with ``freq(hz)`` and ``duty_u16(d)``; ``pin``: the
    output pin, with ``init(mode, *, value=..., alt=...)`` and the ``OUT``,
    ``ALT``, ``ALT_PWM`` constants (rp2 ``machine.Pin``).

    ``freq_hz`` is the tone now playing, 0 when silent. The constructor calls
    :meth:`off`.
    """

    def __init__(self, pwm, pin):
        self.pwm = pwm
        self.pin = pin
        self.freq_hz = 0
        self._parked = False  # True while the pin is a GPIO output held low
        self.off()

    def tone(self, freq_hz, duty_u16=32768):
        """Start a square wave of ``freq_hz`` Hz at ``duty_u16``/65535 duty.

        ``freq_hz`` 0 (or ``duty_u16`` 0) means silence, as :meth:`off`.
        ValueError for a negative frequency or a duty outside 0..65535; the
        PWM may raise ValueError for a frequency it cannot make (rp2: below
        about 8 Hz).
        """
        if freq_hz < 0:
            raise ValueError("freq_hz < 0")
        if not 0 <= duty_u16 <= _DUTY_MAX:
            raise ValueError("duty_u16 0..65535")
        if freq_hz == 0 or duty_u16 == 0:
            self.off()
            return
        self.pwm.freq(freq_hz)
        self.pwm.duty_u16(duty_u16)
        if self._parked:
            # Hand the pin back to the PWM slice (rp2 GPIO function 4).
            self.pin.init(self.pin.ALT, alt=self.pin.ALT_PWM)
            self._parked = False
        self.freq_hz = freq_hz

    def off(self):
        """Silence: duty 0, then the pin as an output driven low.

        Idempotent and cheap; meant for ``finally`` blocks and error paths.
        """
        self.pwm.duty_u16(0)
        # value=0 sets the output latch before the pin turns output (rp2), so
        # there is no high glitch on the way.
        self.pin.init(self.pin.OUT, value=0)
        self._parked = True
        self.freq_hz = 0
