# The texts every screen shares, in English (companion.lang; area "ui").
# One entry a line, its key's name after it: the other languages' tables
# list the same names in the same order (host_tests/test_lang.py).
S = (
    ("P1", "P2", "P3", "P4", "P5", "P6"),  # SEATS
    (),  # WHY
    "Language",  # LANGUAGE
)
