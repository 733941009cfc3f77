# Los textos de las cartas en español (companion.lang; área "cards";
# docs/glossary.es.md). Una línea de texto: 16 columnas; un menú: 15.
S = (
    "Cartas",  # TITLE
    "Leer carta",  # READ
    "Grabar tags",  # WRITE
    "Aprender carta",  # LEARN
    "Olvidar cartas",  # FORGET
    "NFC apagado",  # NFC_OFF
    "ver Ajustes",  # SEE_SETTINGS
    "Sin lector NFC",  # NO_READER
    "revisa cables",  # WIRING
    "Acerca una carta",  # TAP_A_CARD
    "aprendida",  # LEARNED_KIND
    "back: menú",  # BACK_MENU
    "carta  back menú",  # TAP_BACK
    "acerca  ^v carta",  # TAP_PICK
    "carta %d de %d",  # CARD_OF
    "Acerca tag vacío",  # TAP_BLANK
    "sin cambios",  # KEPT_AS_IT_WAS
    "¡mazo listo!",  # DECK_DONE_STATUS
    "copia %d de %d",  # COPY_OF
    "ok: ¿borrarlo?",  # OK_ERASE
    "BLOQ.: mantén ok",  # LOCK_ON
    "mantén ok: bloq.",  # HOLD_LOCK
    "¡Bloqueo eterno!",  # LOCK_FOREVER
    "Bloqueo: no",  # LOCK_OFF
    "No, déjalo",  # KEEP_IT
    "Sí, bórralo",  # ERASE_IT
    "¡y lo BLOQUEA!",  # LOCKS_IT
    "¿Borrar el tag?",  # ERASE_Q
    "No grabable",  # CANT_WRITE
    "usa Aprender",  # USE_LEARN
    "Recién grabado",  # JUST_WRITTEN
    "acerca otro tag",  # TAP_NEXT
    "Ya grabado",  # ALREADY
    "Mazo listo",  # DECK_DONE
    "^v: elige carta",  # PICK
    "Carta aprendida",  # LEARNED_CARD
    "olvídala antes",  # FORGET_FIRST
    "Tag bloqueado",  # LOCKED
    "Tiene otra carta",  # OTHER_CARD
    "De %s",  # GAME_CARD
    "Tag sin cambios",  # TAG_KEPT
    "acerca tag vacío",  # TAP_BLANK_LOW
    "Tag no está",  # NOT_THERE
    "ponlo, luego ok",  # LAY_IT
    "Control fallido",  # CHECK_FAILED
    "vuelve a acercar",  # TAP_IT_AGAIN
    "Grabado",  # WRITTEN
    "Acerca la carta",  # TAP_THE_CARD
    "Tiene carta:",  # HAS_CARD
    "Tag vacío:",  # BLANK_TAG_COLON
    "usa Grabar tags",  # USE_WRITE
    "No guardado",  # NOT_SAVED
    "¿memoria llena?",  # FLASH_FULL
    "Aprendida",  # LEARNED
    ("Olvidada: %d", "Olvidadas: %d"),  # FORGOT
    ("Aprendida: %d", "Aprendidas: %d"),  # N_LEARNED
    "¿olvidar todas?",  # FORGET_ALL
    "ok sí  back no",  # OK_YES
    "Vuelve a acercar",  # TAP_AGAIN
    "para grabarlo",  # TO_WRITE
    "Se movió pronto",  # MOVED
    "no grabable",  # CANT_WRITE_LOW
    "Error al grabar",  # WRITE_FAILED
    "No muevas carta",  # HOLD_STILL
    "Error de lectura",  # READ_FAILED
    "Tag vacío",  # BLANK
    "sin datos",  # NO_DATA
    "Carta extraña",  # UNKNOWN
    "apréndela antes",  # LEARN_FIRST
    "No es carta",  # NOT_A_CARD
    "No es de juego",  # FOREIGN
    "Otra versión",  # OTHER_VERSION
    "Texto erróneo",  # MALFORMED
    "Tag ilegible",  # UNREADABLE
    (
        ("Hat", "Sombrero"),
        ("Floor", "Piso"),
        ("Clock", "Reloj"),
        ("Roof", "Techo"),
        ("Card", "Carta"),
        ("cat", "gato"),
        ("mouse", "rat\u00f3n"),
        ("none", "limpio"),
        ("red", "rojo"),
        ("blue", "azul"),
        ("green", "verde"),
        ("yellow", "amarillo"),
        ("purple", "morado"),
        ("joker", "comod\u00edn"),
    ),  # LABEL_WORDS
)
