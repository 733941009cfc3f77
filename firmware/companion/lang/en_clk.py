# The clk screens' texts in English (companion.lang; area "clk").
# One entry a line, its key's name after it (docs/languages.md).
S = (
    (),  # WHY
)
