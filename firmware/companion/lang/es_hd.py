# Los textos de las pantallas "hd" en español (companion.lang; docs/glossary.es.md).
S = (
    (),  # WHY
)
