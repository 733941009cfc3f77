# Die Texte der Bildschirme "hr" auf Deutsch (companion.lang; docs/glossary.de.md).
S = (
    (),  # WHY
)
