# Los textos comunes en español (companion.lang; área "ui"; docs/glossary.es.md).
S = (
    ("J1", "J2", "J3", "J4", "J5", "J6"),  # SEATS
    (),  # WHY
    "Idioma",  # LANGUAGE
    "Juego",  # GAME
    "Ajustes",  # SETTINGS
    "Cartas",  # CARDS
    "Seguir partida",  # RESUME_SAVED
    "Solo una tecla",  # ONE_KEY
    "Pulsa otra vez",  # AGAIN
    "Nada que anular",  # NOTHING
    "Máx. 112 atrás",  # UNDO_LIMIT
    "ok elige ^v otro",  # MENU_HINT
    "Elige con ^ v",  # CHOOSE
    "^v elige",  # CHOOSE_HINT
    "ok fija ^v valor",  # SET_HINT
    "¿Dejar recuento?",  # LEAVE
    "No, seguir",  # STAY
    "Sí, descartar",  # DISCARD
    "¿Reemplazar?",  # REPLACE
    "No, mantenerla",  # KEEP
    "Sí, reemplazar",  # REPLACE_YES
    "Error",  # ERROR (as English)
    "reiniciando...",  # RESTARTING
    "dev: ver REPL",  # DEV_REPL
    "Bus I2C %dkHz",  # I2C
    "Batería baja",  # BATTERY_LOW
)
