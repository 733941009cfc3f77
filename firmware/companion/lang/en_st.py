# The st screens' texts in English (companion.lang; area "st").
# One entry a line, its key's name after it (docs/languages.md).
S = (
    (),  # WHY
)
