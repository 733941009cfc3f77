# Los textos de las pantallas "st" en español (companion.lang; docs/glossary.es.md).
S = (
    (),  # WHY
)
