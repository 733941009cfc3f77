# The hr screens' texts in English (companion.lang; area "hr").
# One entry a line, its key's name after it (docs/languages.md).
S = (
    (),  # WHY
)
