# Los textos de las pantallas "score" en español (companion.lang; docs/glossary.es.md).
S = ()
