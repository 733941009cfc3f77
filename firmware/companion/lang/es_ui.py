# Los textos comunes en español (companion.lang; área "ui"; docs/glossary.es.md).
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "J1\tJ2\tJ3\tJ4\tJ5\tJ6\n"  # SEATS
    "\n"  # WHY
    "Idioma\n"  # LANGUAGE
    "Juego\n"  # GAME
    "Ajustes\n"  # SETTINGS
    "Cartas\n"  # CARDS
    "Seguir partida\n"  # RESUME_SAVED
    "Solo una tecla\n"  # ONE_KEY
    "Pulsa otra vez\n"  # AGAIN
    "Nada que anular\n"  # NOTHING
    "Máx. 112 atrás\n"  # UNDO_LIMIT
    "ok elige ^v otro\n"  # MENU_HINT
    "Elige con ^ v\n"  # CHOOSE
    "^v elige\n"  # CHOOSE_HINT
    "ok fija ^v valor\n"  # SET_HINT
    "¿Dejar recuento?\n"  # LEAVE
    "No, seguir\n"  # STAY
    "Sí, descartar\n"  # DISCARD
    "¿Reemplazar?\n"  # REPLACE
    "No, mantenerla\n"  # KEEP
    "Sí, reemplazar\n"  # REPLACE_YES
    "Error\n"  # ERROR (as English)
    "reiniciando...\n"  # RESTARTING
    "dev: ver REPL\n"  # DEV_REPL
    "Bus I2C %dkHz\n"  # I2C
    "Batería baja\n"  # BATTERY_LOW
)
# fmt: on
