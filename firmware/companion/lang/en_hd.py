# The hd screens' texts in English (companion.lang; area "hd").
# One entry a line, its key's name after it (docs/languages.md).
S = (
    (),  # WHY
)
