"""``const`` for every firmware module, on both runtimes.

On MicroPython this is the real ``micropython.const``: the compiler folds
``_NAME = const(1)`` (an int, or a str, bytes or tuple of constants) into
the code that uses it, after the definition, and keeps no global for
underscore names. On CPython (host tests) it is the identity function.

Usage::

    from companion._const import const
    _SET_CONTRAST = const(0x81)
"""

try:
    from micropython import const
except ImportError:  # CPython

    def _identity(x):
        return x

    const = _identity


__all__ = ["const"]
