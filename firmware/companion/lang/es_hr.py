# Los textos de las pantallas "hr" en español (companion.lang; docs/glossary.es.md).
S = (
    (),  # WHY
)
