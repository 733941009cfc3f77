# Die gemeinsamen Texte auf Deutsch (companion.lang; Bereich "ui"; docs/glossary.de.md).
S = (
    ("S1", "S2", "S3", "S4", "S5", "S6"),  # SEATS
    (),  # WHY
    "Sprache",  # LANGUAGE
)
