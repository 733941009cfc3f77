"""``const`` for drivers on both runtimes.

On MicroPython this is the real ``micropython.const``: the compiler folds
``_NAME = const(1)`` into the code that uses it and keeps no global for
underscore names. On CPython (host tests) it is the identity function.

Usage::

    from ._const import const
    _SET_CONTRAST = const(0x81)
"""

try:
    from micropython import const
except ImportError:  # CPython

    def _identity(x):
        return x

    const = _identity


__all__ = ["const"]
