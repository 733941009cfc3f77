# Los textos de la partida guardada en español (companion.lang; área "save"; docs/glossary.es.md).
S = (
    "Seguir",  # RESUME
    "Nueva partida",  # NEW_GAME
    "¿Borrar partida?",  # DISCARD_SAVED
    "Partida guardada",  # SAVED_GAME
    "ok: seguir",  # GO_ON
    ("no se pudo leer", "ni mover."),  # UNMOVED
    ("de una versión", "anterior: está"),  # OLDER
    ("no se pudo", "leer: está"),  # UNREAD
    "como %sgame-*",  # AS_FILES
    "en carpeta %s",  # IN_FOLDER
    ("Las jugadas ya", "no se guardan."),  # UNSAVED
    "Flash lleno",  # FULL
    ("Liberar: ver", "README, Flash."),  # FULL_HOW
    "Error de flash",  # FLASH_ERROR
    ("Ver README,", "Flash."),  # ERROR_HOW
    ("Somb.", "Torres", "toq", "toq", "r.", "fin", "Control", "galleta", "%sj", "T%s"),  # LABELS
)
