# Los textos comunes en español (companion.lang; área "ui"; docs/glossary.es.md).
S = (
    ("J1", "J2", "J3", "J4", "J5", "J6"),  # SEATS
    (),  # WHY
    "Idioma",  # LANGUAGE
)
