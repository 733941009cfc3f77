"""Card reading (NFC), imported only when a scoring mode starts. The reader
stack is in layers, each handed the one below: ``mfrc522`` (the reader IC
over SPI) -> ``iso14443a`` (ISO/IEC 14443-3 type A) -> ``ntag`` (NTAG21x /
Ultralight) -> ``reader`` (the polling facade the app uses). Every layer
raises and catches the errors of ``errors``, none of a chip's own: a second
reader chip is one new bottom layer."""
