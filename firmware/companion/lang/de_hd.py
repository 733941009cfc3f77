# Die Texte der Bildschirme "hd" auf Deutsch (companion.lang; docs/glossary.de.md).
S = (
    (),  # WHY
)
