# Los textos de la partida guardada en español (companion.lang; área "save"; docs/glossary.es.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Seguir\n"  # RESUME
    "Nueva partida\n"  # NEW_GAME
    "¿Borrar partida?\n"  # DISCARD_SAVED
    "Partida guardada\n"  # SAVED_GAME
    "ok: seguir\n"  # GO_ON
    "no se pudo leer\tni mover.\n"  # UNMOVED
    "de una versión\tanterior: está\n"  # OLDER
    "no se pudo\tleer: está\n"  # UNREAD
    "como %sgame-*\n"  # AS_FILES
    "en carpeta %s\n"  # IN_FOLDER
    "Las jugadas ya\tno se guardan.\n"  # UNSAVED
    "Flash lleno\n"  # FULL
    "Liberar: ver\tREADME, Flash.\n"  # FULL_HOW
    "Error de flash\n"  # FLASH_ERROR
    "Ver README,\tFlash.\n"  # ERROR_HOW
    "Somb.\tTorres\ttoq\ttoq\tr.\tfin\tControl\tgalleta\t%sj\tT%s\n"  # LABELS
)
# fmt: on
