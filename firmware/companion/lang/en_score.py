# The scoring sessions' texts in English (companion.lang; area "score").
# One entry a line, its key's name after it (docs/languages.md).
S = ()
