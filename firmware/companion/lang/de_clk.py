# Die Texte der Bildschirme "clk" auf Deutsch (companion.lang; docs/glossary.de.md).
S = (
    (),  # WHY
)
