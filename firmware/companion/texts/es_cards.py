# Los textos de las cartas en español (companion.lang; área "cards";
# docs/glossary.es.md). Una línea de texto: 16 columnas; un menú: 15.
# One entry a line, ending in \n, its key's name after it; a list's items are split
# by \t, a pair's English and translation by | (docs/languages.md).
# fmt: off
S = (
    "Cartas\n"  # TITLE
    "Leer carta\n"  # READ
    "Grabar tags\n"  # WRITE
    "Aprender carta\n"  # LEARN
    "Olvidar cartas\n"  # FORGET
    "NFC apagado\n"  # NFC_OFF
    "ver Ajustes\n"  # SEE_SETTINGS
    "Sin lector NFC\n"  # NO_READER
    "revisa cables\n"  # WIRING
    "Acerca una carta\n"  # TAP_A_CARD
    "aprendida\n"  # LEARNED_KIND
    "atrás: menú\n"  # BACK_MENU
    "carta atrás menú\n"  # TAP_BACK
    "acerca  ^v carta\n"  # TAP_PICK
    "carta %d de %d\n"  # CARD_OF
    "Acerca tag vacío\n"  # TAP_BLANK
    "sin cambios\n"  # KEPT_AS_IT_WAS
    "¡mazo listo!\n"  # DECK_DONE_STATUS
    "copia %d de %d\n"  # COPY_OF
    "ok: ¿borrarlo?\n"  # OK_ERASE
    "BLOQ.: mantén ok\n"  # LOCK_ON
    "mantén ok: bloq.\n"  # HOLD_LOCK
    "¡Bloqueo eterno!\n"  # LOCK_FOREVER
    "Bloqueo: no\n"  # LOCK_OFF
    "No, déjalo\n"  # KEEP_IT
    "Sí, bórralo\n"  # ERASE_IT
    "¡y lo BLOQUEA!\n"  # LOCKS_IT
    "¿Borrar el tag?\n"  # ERASE_Q
    "No grabable\n"  # CANT_WRITE
    "usa Aprender\n"  # USE_LEARN
    "Recién grabado\n"  # JUST_WRITTEN
    "acerca otro tag\n"  # TAP_NEXT
    "Ya grabado\n"  # ALREADY
    "Mazo listo\n"  # DECK_DONE
    "^v: elige carta\n"  # PICK
    "Carta aprendida\n"  # LEARNED_CARD
    "olvídala antes\n"  # FORGET_FIRST
    "Tag bloqueado\n"  # LOCKED
    "Tiene otra carta\n"  # OTHER_CARD
    "De %s\n"  # GAME_CARD
    "Tag sin cambios\n"  # TAG_KEPT
    "acerca tag vacío\n"  # TAP_BLANK_LOW
    "Tag no está\n"  # NOT_THERE
    "ponlo, luego ok\n"  # LAY_IT
    "Control fallido\n"  # CHECK_FAILED
    "vuelve a acercar\n"  # TAP_IT_AGAIN
    "Grabado\n"  # WRITTEN
    "Acerca la carta\n"  # TAP_THE_CARD
    "Tiene carta:\n"  # HAS_CARD
    "Tag vacío:\n"  # BLANK_TAG_COLON
    "usa Grabar tags\n"  # USE_WRITE
    "No guardado\n"  # NOT_SAVED
    "¿memoria llena?\n"  # FLASH_FULL
    "Aprendida\n"  # LEARNED
    "Olvidada: %d\tOlvidadas: %d\n"  # FORGOT
    "Aprendida: %d\tAprendidas: %d\n"  # N_LEARNED
    "¿olvidar todas?\n"  # FORGET_ALL
    "ok sí  atrás no\n"  # OK_YES
    "Vuelve a acercar\n"  # TAP_AGAIN
    "para grabarlo\n"  # TO_WRITE
    "Se movió pronto\n"  # MOVED
    "no grabable\n"  # CANT_WRITE_LOW
    "Error al grabar\n"  # WRITE_FAILED
    "No muevas carta\n"  # HOLD_STILL
    "Error de lectura\n"  # READ_FAILED
    "Tag vacío\n"  # BLANK
    "sin datos\n"  # NO_DATA
    "Carta extraña\n"  # UNKNOWN
    "apréndela antes\n"  # LEARN_FIRST
    "No es carta\n"  # NOT_A_CARD
    "No es de juego\n"  # FOREIGN
    "Otra versión\n"  # OTHER_VERSION
    "Texto erróneo\n"  # MALFORMED
    "Tag ilegible\n"  # UNREADABLE
    "Hat|Sombrero\tFloor|Piso\tClock|Reloj\tRoof|Techo\tCard|Carta\tcat|gato\t"
    "mouse|ratón\tnone|limpio\tred|rojo\tblue|azul\tgreen|verde\tyellow|amarillo\t"
    "purple|morado\tjoker|comodín\n"  # LABEL_WORDS
)
# fmt: on
