# Die Texte der Bildschirme "score" auf Deutsch (companion.lang; docs/glossary.de.md).
S = ()
