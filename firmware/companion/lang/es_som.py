# Los textos de las pantallas "som" en español (companion.lang; docs/glossary.es.md).
S = (
    (),  # WHY
)
