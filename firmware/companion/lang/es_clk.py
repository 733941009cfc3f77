# Los textos de las pantallas "clk" en español (companion.lang; docs/glossary.es.md).
S = (
    (),  # WHY
)
