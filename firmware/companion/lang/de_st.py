# Die Texte der Bildschirme "st" auf Deutsch (companion.lang; docs/glossary.de.md).
S = (
    (),  # WHY
)
