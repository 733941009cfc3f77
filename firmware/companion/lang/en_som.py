# The som screens' texts in English (companion.lang; area "som").
# One entry a line, its key's name after it (docs/languages.md).
S = (
    (),  # WHY
)
