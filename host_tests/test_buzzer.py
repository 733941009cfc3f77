"""Buzzer driver: silent at boot, silent after off(), silent after errors."""

from fakes import FakePin, FakePWM

from companion.drivers.buzzer import Buzzer
from support import raises


def make():
    pwm = FakePWM(freq=2000, duty_u16=0)
    pin = FakePin(level=1, mode=FakePin.ALT)
    return Buzzer(pwm, pin), pwm, pin


def silent(bz, pwm, pin):
    return pwm.duty_u16() == 0 and pin.mode == FakePin.OUT and pin.level == 0 and bz.freq_hz == 0


def test_buzzer_constructor_forces_silence():
    bz, pwm, pin = make()
    assert pwm.calls == [("duty_u16", 0)]
    assert silent(bz, pwm, pin)


def test_buzzer_tone_sets_freq_and_duty_and_hands_pin_to_pwm():
    bz, pwm, pin = make()
    bz.tone(2500, 20000)
    assert pwm.freq() == 2500
    assert pwm.duty_u16() == 20000
    assert pin.mode == FakePin.ALT and pin.alt == FakePin.ALT_PWM
    assert bz.freq_hz == 2500


def test_buzzer_tone_default_duty_is_half():
    bz, pwm, _ = make()
    bz.tone(440)
    assert pwm.duty_u16() == 32768


def test_buzzer_second_tone_does_not_reinit_the_pin():
    bz, _, pin = make()
    bz.tone(440)
    inits = len(pin.history)
    bz.tone(880)
    assert len(pin.history) == inits


def test_buzzer_off_sets_duty_zero_and_drives_pin_low():
    bz, pwm, pin = make()
    bz.tone(1000)
    pwm.calls = []
    bz.off()
    assert pwm.calls == [("duty_u16", 0)]
    assert pin.history[-1] == ("init", FakePin.OUT, -1, 0, None)
    assert silent(bz, pwm, pin)


def test_buzzer_off_many_times_is_safe():
    bz, pwm, pin = make()
    for _ in range(5):
        bz.off()
    assert silent(bz, pwm, pin)
    bz.tone(700)  # and a tone still works afterwards
    assert pwm.duty_u16() == 32768 and pin.mode == FakePin.ALT


def test_buzzer_tone_zero_is_silence():
    bz, pwm, pin = make()
    bz.tone(1000)
    bz.tone(0)
    assert silent(bz, pwm, pin)
    bz.tone(1000, 0)
    assert silent(bz, pwm, pin)


def test_buzzer_rejects_bad_arguments():
    bz, pwm, pin = make()
    raises(ValueError, bz.tone, -1)
    raises(ValueError, bz.tone, 440, 65536)
    raises(ValueError, bz.tone, 440, -1)
    assert silent(bz, pwm, pin)


def test_buzzer_finally_after_exception_leaves_it_silent():
    bz, pwm, pin = make()

    def beep_then_fail():
        try:
            bz.tone(3000)
            raise RuntimeError("boom")
        finally:
            bz.off()

    raises(RuntimeError, beep_then_fail)
    assert silent(bz, pwm, pin)
