# Die Texte der Bildschirme "som" auf Deutsch (companion.lang; docs/glossary.de.md).
S = (
    (),  # WHY
)
