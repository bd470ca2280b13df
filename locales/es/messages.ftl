### Mensajes de forsyth en español: diagnósticos, órdenes, etiquetas.
### (User-facing messages of forsyth in Spanish.) The notation letters and
### words are in notation.ftl next to this file; English (locales/en) is the
### reference for the ids and the arguments.
###
### Conventions: «las blancas» / «las negras» for the sides, «jugada» for a
### move, «medio movimiento» for a ply, «enroque», «captura al paso»; pieces
### with their article (el peón, el caballo, el alfil, la torre, la dama, el
### rey). The chess words are those of notation.ftl and its sources; the
### rest is ordinary Spanish.

## FEN fields

fen-field =
    { $field ->
        [board] colocación de las piezas
        [turn] turno
        [castling] derechos de enroque
        [en-passant] casilla de captura al paso
        [halfmoves] contador de medios movimientos
       *[fullmoves] número de jugada
    }

## FEN errors: what is wrong with a FEN as written

fen-error-empty = la FEN está vacía
fen-error-field-count = una FEN tiene 6 campos separados por espacios, esta tiene { $found }
fen-error-separator = los campos se separan con exactamente un espacio
fen-error-rank-count =
    la colocación de las piezas tiene { $found ->
        [one] { $found } fila
       *[other] { $found } filas
    }, no 8
fen-error-rank-length =
    la fila { $rank } describe { $squares ->
        [one] { $squares } casilla
       *[other] { $squares } casillas
    }, no 8
fen-error-bad-placement-char = '{ $char }' no es una letra de pieza (PNBRQK, pnbrqk), un dígito del 1 al 8 ni '/'
fen-error-consecutive-digits = dos dígitos seguidos: las casillas vacías se cuentan con un solo dígito
fen-error-bad-turn = el turno debe ser 'w' o 'b'
fen-error-bad-castling-char = '{ $char }' no es un derecho de enroque (KQkq, una letra de columna A-H/a-h, o '-')
fen-error-duplicate-castling = el derecho de enroque '{ $char }' aparece dos veces
fen-error-castling-order = los derechos de enroque se escriben en el orden KQkq
fen-error-castling-no-king =
    derecho de enroque { $char }, pero el rey { $color ->
        [white] blanco
       *[black] negro
    } no está en { $square }
fen-error-castling-no-rook =
    derecho de enroque { $char }, pero no hay ninguna torre { $color ->
        [white] blanca
       *[black] negra
    } en { $square }
fen-error-bad-ep-square = el campo de captura al paso debe ser '-' o una casilla de la fila 3 o 6
fen-error-bad-halfmoves = el contador de medios movimientos debe ser un número (0 o más)
fen-error-bad-fullmoves = el número de jugada debe ser un número (1 o más)
fen-error-non-ascii = '{ $char }' ({ $codepoint }) no está permitido en una FEN
fen-error-non-ascii-dash = '{ $char }' ({ $codepoint }) no está permitido en una FEN; escriba '-'

## Position errors: the FEN reads, but the position is not legal

position-error-missing-king =
    no hay rey { $color ->
        [white] blanco
       *[black] negro
    }
position-error-too-many-kings =
    hay un segundo rey { $color ->
        [white] blanco
       *[black] negro
    } en { $square }
position-error-pawn-on-back-rank = un peón en { $square }: los peones no pueden estar en la primera ni en la octava fila
position-error-too-many-pieces =
    { $color ->
        [white] las blancas tienen
       *[black] las negras tienen
    } más de 16 piezas
position-error-too-many-pawns =
    { $color ->
        [white] las blancas tienen
       *[black] las negras tienen
    } más de 8 peones
position-error-opposite-check =
    { $color ->
        [white] las blancas no tienen el turno pero están
       *[black] las negras no tienen el turno pero están
    } en jaque (desde { $checker })
position-error-impossible-check = el bando que mueve está en un jaque que ninguna jugada legal pudo dar
position-error-castling-without-king =
    derecho de enroque { $char }, pero el rey { $color ->
        [white] blanco
       *[black] negro
    } no está en su casilla inicial
position-error-castling-without-rook =
    derecho de enroque, pero no hay ninguna torre { $color ->
        [white] blanca
       *[black] negra
    } en { $square }
position-error-castling-rook-off-back-rank = derecho de enroque para { $square }, que no está en ninguna fila inicial
position-error-castling-duplicate =
    dos derechos de enroque para el rey { $color ->
        [white] blanco
       *[black] negro
    } en el flanco de { $side ->
        [king] rey
       *[queen] dama
    }
position-error-ep-wrong-rank = la casilla de captura al paso { $ep } no está en la fila detrás del avance doble de un peón
position-error-ep-occupied = la casilla de captura al paso { $ep } no está vacía
position-error-ep-no-pawn =
    casilla de captura al paso { $ep }, pero no hay ningún peón { $color ->
        [white] blanco
       *[black] negro
    } en { $pawn }
position-error-ep-origin-occupied = casilla de captura al paso { $ep }, pero { $origin }, de donde venía el peón, no está vacía
position-error-ep-with-halfmoves = casilla de captura al paso { $ep }, pero el contador de medios movimientos es { $halfmoves }, no 0: un avance doble lo pone a cero
position-error-zero-fullmoves = el número de jugada debe ser al menos 1

## Repairs: what lenient FEN reading filled in or changed

repair-defaulted = falta { fen-field }: se supone '{ $value }'
repair-stripped-brackets = se quitaron los corchetes de la FEN
repair-dash = guion tipográfico leído como '-'
repair-separators = campos separados por un espacio
repair-dropped-castling = se quitó el derecho de enroque { $letter }: el rey o la torre no están en su sitio
repair-dropped-ep-square = se quitó la casilla de captura al paso: ningún peón acaba de hacer allí un avance doble
repair-reset-halfmoves = contador de medios movimientos puesto a 0: un avance doble lo pone a cero
repair-fullmoves-zero = número de jugada 0 leído como 1

## Severities, as a report prints them before a message ("error: …")

# l10n: same as English (the Spanish word)
severity-error = error
severity-warning = aviso
severity-information = información
severity-hint = sugerencia

## Diagnostics: findings about a game text, one sentence each

diag-syntax = Error de sintaxis: { $detail }
diag-syntax-unterminated-comment = Este comentario no está cerrado: falta una '{ "}" }'.
diag-syntax-unterminated-string = Esta cadena no está cerrada: falta la comilla de cierre (").
diag-syntax-unmatched-paren = Este ')' no cierra ninguna variante.
diag-syntax-unclosed-variation = Esta variante no está cerrada: falta un ')'.
diag-syntax-malformed-tag = Etiqueta mal formada: una etiqueta se escribe [Nombre "valor"].
diag-syntax-invalid-utf8 = Estos bytes no son UTF-8 válido.
diag-syntax-unexpected-character = Carácter inesperado '{ $text }'.
diag-syntax-variation-too-deep =
    Las variantes se anidan en más de { $limit ->
        [one] un nivel
       *[other] { $limit } niveles
    }.
diag-syntax-duplicate-tag = La etiqueta [{ $name }] aparece dos veces.
diag-syntax-missing-tag-value = La etiqueta [{ $name }] no tiene valor.
diag-syntax-unexpected-token = «{ $text }» inesperado fuera de un par de etiqueta.
diag-syntax-nag-out-of-range = El glifo de anotación { $text } está fuera de rango: los NAG van de $0 a $255.
diag-syntax-unescaped-quote = Comillas dentro del valor de una etiqueta sin barra invertida delante: el valor se lee hasta la comilla anterior al ']'. Dentro de un valor, escriba \" para una comilla.
diag-syntax-stray-backslash = Esta barra invertida está delante de la comilla de cierre: se lee como parte del valor, que la comilla cierra. Dentro de un valor, escriba \\ para una barra invertida.

diag-malformed-move = No se puede leer la jugada { $move }.
diag-malformed-move-unknown-piece = No se puede leer la jugada { $move }: '{ $letter }' no es una letra de pieza en { $language }.
diag-malformed-move-unexpected = No se puede leer la jugada { $move }: '{ $char }' inesperado.
diag-malformed-move-no-destination = No se puede leer la jugada { $move }: falta la casilla de llegada.
diag-malformed-move-capture-no-piece = No se puede leer la jugada { $move }: falta la pieza (o la columna del peón) antes del signo de captura '{ $letter }'.
diag-malformed-move-incomplete-origin = No se puede leer la jugada { $move }: un guion entre casillas necesita una casilla de salida completa.
diag-malformed-move-missing-promotion = No se puede leer la jugada { $move }: falta la pieza de la promoción.
diag-malformed-move-bad-promotion = No se puede leer la jugada { $move }: un peón no puede promocionar a '{ $letter }'.
diag-malformed-move-piece-cannot-promote = No se puede leer la jugada { $move }: solo un peón puede promocionar.
diag-malformed-move-bad-castling = No se puede leer la jugada { $move }: el enroque no se escribe así.
diag-malformed-move-bad-numeric = No se puede leer la jugada { $move }: una jugada numérica (ICCF) son cuatro dígitos del 1 al 8, y un quinto del 1 al 4 para una promoción.
diag-malformed-move-empty = No se puede leer la jugada { $move }: solo hay signos, ninguna jugada.

diag-illegal-move =
    Jugada ilegal { $move }: mueven { $color ->
        [white] las blancas
       *[black] las negras
    }; { $reason }.
diag-illegal-move-number-ahead = Jugada ilegal { $move }: su número { $found } indica la jugada { $white } de las blancas, pero falta antes la jugada { $black } de las negras: mueven las negras.
diag-illegal-move-alternatives =
    { $count ->
        [one] La única jugada legal de esta pieza es { $moves }.
       *[other] Jugadas legales de esta pieza: { $moves }.
    }
diag-illegal-move-alternatives-kind =
    Jugadas legales { $piece ->
        [pawn] de los peones
        [knight] de los caballos
        [bishop] de los alfiles
        [rook] de las torres
        [queen] de las damas
       *[king] del rey
    }: { $moves }.
diag-illegal-move-no-alternatives =
    { $color ->
        [white] Las blancas no tienen
       *[black] Las negras no tienen
    } ninguna jugada legal con esta pieza.
diag-illegal-move-no-alternatives-kind =
    { $color ->
        [white] Las blancas no tienen
       *[black] Las negras no tienen
    } ninguna jugada legal { $piece ->
        [pawn] de peón
        [knight] de caballo
        [bishop] de alfil
        [rook] de torre
        [queen] de dama
       *[king] de rey
    }.

## Why a move is illegal: a clause in lower case, shown after
## "Illegal move Nf3: White to move; ".

illegal-no-piece =
    { $color ->
        [white] las blancas no tienen
       *[black] las negras no tienen
    } { $piece ->
        [pawn] ningún peón
        [knight] ningún caballo
        [bishop] ningún alfil
        [rook] ninguna torre
        [queen] ninguna dama
       *[king] ningún rey
    } { $where ->
        [file] en la columna { $origin }
        [rank] en la fila { $origin }
        [square] en { $origin }
       *[any] más
    }
illegal-empty-square = no hay ninguna pieza en { $from }
illegal-opponents-piece =
    { $by ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $at } es de las { $color ->
        [white] negras
       *[black] blancas
    }
illegal-own-piece =
    en { $at } ya hay { $by ->
        [pawn] un peón
        [knight] un caballo
        [bishop] un alfil
        [rook] una torre
        [queen] una dama
       *[king] el rey
    } { $color ->
        [white] de las blancas
       *[black] de las negras
    }
illegal-unreachable-one =
    { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $from } no puede ir a { $to }
illegal-unreachable =
    { $piece ->
        [pawn] ningún peón
        [knight] ningún caballo
        [bishop] ningún alfil
        [rook] ninguna torre
        [queen] ninguna dama
       *[king] ningún rey
    } { $color ->
        [white] de las blancas
       *[black] de las negras
    } puede ir a { $to }
illegal-blocked =
    { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $from } está bloqueado por { $by ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $at }
illegal-pawn-blocked =
    el peón de { $from } no puede capturar { $by ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $at } de frente: los peones capturan en diagonal
illegal-pawn-capture-empty = el peón de { $from } solo va en diagonal para capturar, y { $to } está vacía
illegal-no-en-passant = no hay captura al paso: el peón de { $pawn } no acaba de avanzar dos casillas
illegal-no-promotion =
    { $piece ->
        [pawn] el peón de { $from } no llega a la última fila en { $to }: no puede promocionar
        [knight] el caballo de { $from } no puede promocionar: solo un peón puede
        [bishop] el alfil de { $from } no puede promocionar: solo un peón puede
        [rook] la torre de { $from } no puede promocionar: solo un peón puede
        [queen] la dama de { $from } no puede promocionar: solo un peón puede
       *[king] el rey de { $from } no puede promocionar: solo un peón puede
    }
illegal-pinned =
    { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $from } está clavado contra su rey en { $king } por { $by ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $at }
illegal-in-check =
    el rey está en jaque por { $by ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $at }, y la jugada no lo evita
illegal-double-check =
    el rey está en jaque doble por { $by ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $at } y { $by2 ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $at2 }: solo una jugada del rey lo evita
illegal-king-attacked =
    el rey quedaría en jaque en { $to } por { $by ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $at }
illegal-castling-king-moved = el enroque ya no está permitido: el rey ha salido de { $home }
illegal-castling-rook-moved =
    el enroque { $side ->
        [king] corto
       *[queen] largo
    } ya no está permitido: no hay ninguna torre en { $home }
illegal-castling-right-lost =
    se perdió el derecho al enroque { $side ->
        [king] corto
       *[queen] largo
    }: el rey o esa torre ya se han movido
illegal-castling-blocked =
    { $by ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $at } impide el enroque { $side ->
        [king] corto
       *[queen] largo
    }
illegal-castling-in-check =
    el rey está en jaque por { $by ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $at }: no puede enrocar para salir del jaque
illegal-castling-through-check =
    el rey pasaría por { $square }, atacada por { $by ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $at }
illegal-castling-into-check =
    el rey llegaría a { $square } en jaque por { $by ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $at }
illegal-pass-in-check =
    el rey está en jaque por { $by ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de { $at }: un bando en jaque no puede pasar
illegal-unexplained = ninguna jugada legal le corresponde

diag-ambiguous-move =
    Jugada ambigua { $move }: { $count ->
        [one] una pieza puede hacerla
       *[other] { $count } piezas pueden hacerla
    }.
diag-ambiguous-move-candidates = Jugadas posibles: { $moves }.
diag-ambiguous-settled = { $move } corresponde a varias jugadas legales ({ $moves }), pero solo con { $chosen } sigue la partida: se juega { $chosen }.
diag-more-like-this = No se muestran otros { $count } hallazgos como este en esta partida.
diag-missing-promotion = El peón llega a la última fila en { $move }: escriba la pieza a la que promociona.
diag-invalid-fen = FEN no válida: { $reason }.
diag-fen-repaired = FEN leída tras una reparación: { $repair }.
diag-unsupported-variant = Esta partida se juega con otras reglas ({ $variant }): sus jugadas no se comprueban ni se traducen.
# $limit: the largest game read, a number of $unit: gib, mib, kib or bytes.
diag-game-too-large = Esta partida ocupa más de { $unit ->
        [gib] { $limit } GiB
        [mib] { $limit } MiB
        [kib] { $limit } KiB
       *[bytes] { $limit } bytes
    } (o tiene una línea así de larga): no se lee, y una traducción la copia sin cambios.
# --max-game-size (or the language server's maxGameSize) given something that is not a size. $value: as given.
game-size-not-a-size = '{ $value }' no es un tamaño: dé un número de bytes, solo o con una unidad (4096, 512KiB, 64MiB, 1G)
# The size is less than the smallest limit. $value: as given; $min: the smallest limit, in KiB.
game-size-too-small = { $value } es menos de { $min } KiB, el límite más pequeño para una partida: con uno menor, partidas corrientes quedarían sin leer
# The size is more than the largest limit. $value: as given; $max: the largest limit, in GiB.
game-size-too-large = { $value } es más de { $max } GiB, el límite más grande para una partida: leer una partida requiere en memoria varias veces su tamaño
diag-wrong-check-mark =
    { $written ->
        [none] La jugada { $move } no tiene signo de jaque
        [check] La jugada { $move } está marcada como jaque
        [double-check] La jugada { $move } está marcada como jaque doble
       *[mate] La jugada { $move } está marcada como mate
    }, pero { $actual ->
        [none] no da jaque
        [check] da jaque
        [double-check] da jaque doble
       *[mate] da mate
    }.
diag-wrong-capture-mark = El signo de captura de { $move } no corresponde a la jugada.
diag-move-number = El número de jugada «{ $found }» debería ser «{ $expected }».
diag-result-mismatch = La etiqueta Result dice { $tag }, pero la partida termina con { $movetext }.
diag-missing-result = La partida no tiene resultado al final (1-0, 0-1, 1/2-1/2 o *).
diag-homoglyph = En { $move }, { $found } se lee como { $meant }, la letra a la que se parece, aquí y en el resto de esta partida, donde no se vuelve a indicar.
diag-mixed-languages = Las jugadas de esta partida están escritas en más de un idioma: { $languages }.
diag-unknown-language = No se puede leer la jugada { $move } en ningún idioma conocido: '{ $letter }' no es una letra de pieza en ninguno de { $languages }.

## Moves as printed in books and newspapers (notes: read, not wrong)

diag-printed-dash = Un guion de imprenta leído como guion en { $move } (raya, semirraya o signo menos, o un guion entre las dos jugadas de un par). Los siguientes en esta partida no se indican.
diag-printed-separator = El «;» o la «,» tras { $move } se lee como separador entre jugadas, tal como está impreso, no como el comienzo de un comentario. Los siguientes en esta partida no se indican.
diag-printed-pair = { $move } se lee como dos jugadas, de las blancas y de las negras, impresas como un par unido por un guion. Los pares siguientes en esta partida no se indican.
diag-printed-glued-pair = { $move } se lee como dos jugadas, de las blancas y de las negras, impresas sin nada entre ellas (un espacio perdido, como en una página copiada de una tabla). Las siguientes en esta partida no se indican.
diag-printed-number = { $move } se lee como un número de jugada pegado a su jugada. Los siguientes en esta partida no se indican.
diag-printed-number-period = { $move } se lee como el número de jugada de las blancas con su punto después del espacio, como una página escrita de derecha a izquierda compone un número de jugada. Los siguientes en esta partida no se indican.
diag-printed-mate = La palabra de mate en { $move } se lee como el signo de mate (#). Las siguientes en esta partida no se indican.
diag-printed-capture = El signo de captura en { $move } se lee como x. Los siguientes en esta partida no se indican.
diag-printed-star-capture = El * entre las casillas de { $move } es su signo de captura, como lo imprimen las bases de problemas, y se lee como x. Los siguientes en esta partida no se indican.
diag-printed-spaced-move = { $move } está impreso con espacios entre sus letras y cifras, como los libros y periódicos antiguos imprimen las jugadas, y se lee como una sola jugada. Los siguientes en esta partida no se indican.
diag-printed-castling-apart = { $move } es un enroque impreso con un espacio en lugar de cada guion, como lo imprime un texto sacado de un PDF, y se lee como enroque. Los siguientes en esta partida no se indican.
diag-printed-capture-after = { $move } está impreso con el signo de captura después de la casilla, como los libros antiguos imprimen las capturas, y se lee como la captura, ya que la jugada toma allí una pieza. Los siguientes en esta partida no se indican.
diag-printed-spaced = { $move } está impresa con espacios dentro de la jugada, como los libros antiguos imprimen la notación descriptiva, y se lee como una sola jugada. Las siguientes en esta partida no se indican.
diag-printed-files = { $move } es una captura de peón impresa como sus dos columnas, y se lee como { $played }, la única captura que un peón puede hacer de la primera columna a la segunda. Las siguientes en esta partida no se indican.
diag-printed-homoglyph = En { $move }, { $found } es una letra de otra escritura que se parece a la columna { $meant }, y se lee como esa columna. Las siguientes en esta partida no se indican.
diag-printed-spaced-capture = El signo de captura impreso aparte en { $move } se lee como la captura de una jugada. Los siguientes en esta partida no se indican.
diag-printed-letter = { $move } está impreso con una letra de columna como la escriben los teclados (ç por c), y se lee con la letra de la columna. Las siguientes en esta partida no se indican.
diag-printed-captured-piece = { $move } nombra la pieza que captura, como lo imprimen los libros, y se lee como { $played }, la captura de esa pieza. Las siguientes en esta partida no se indican.
diag-printed-number-slash = { $move } se lee como un número de jugada impreso con una barra detrás, como lo imprimen algunas páginas. Los siguientes en esta partida no se indican.
diag-printed-left-out = { $move } está donde no se da una jugada, como lo imprimen algunas revistas (5. —o— Bg4), y se lee como esa jugada omitida. Los siguientes en esta partida no se indican.
diag-printed-number-paren = { $move } se lee como un número de jugada impreso con un paréntesis de cierre detrás, como lo imprimen algunas páginas. Los siguientes en esta partida no se indican.
diag-printed-lower-piece = { $move } está impreso con una letra de pieza en minúscula, y se lee como { $played }: como movimiento de peón no es legal, o la partida no puede seguir hasta su final. Las siguientes en esta partida no se indican.
diag-printed-ocr-digit = { $move } está impreso con una letra por la cifra de la fila (una l minúscula por 1, ó o G por 6), como lo escribe el texto leído de un escaneo, y se lee como { $played }. Las siguientes en esta partida no se indican.
diag-printed-ocr-check = { $move } está impreso con una f o una t minúscula por la cruz † del jaque, como lo escribe el texto leído de un escaneo, y se lee como { $played }. Los siguientes en esta partida no se indican.
diag-printed-ocr-letter = En { $move }, { $found } es una letra cirílica que el texto leído de un escaneo escribe por { $meant }, a la que se parece (el signo blando Ь por b, З por 3, б por 6), y se lee como { $meant }. Las siguientes en esta partida no se indican.
diag-printed-unmarked-capture = { $move } es una captura de peón impresa sin signo de captura, como su columna y la casilla donde captura, y se lee como { $played }. Las siguientes en esta partida no se indican.
diag-printed-two-readings = { $move } se lee de dos maneras, ambas legales hasta el final de la partida: { $moves } (tal como está impreso, una jugada de peón / como la pieza impresa en minúscula). Se juega la primera; imprima la letra de la pieza en mayúscula para tomar la otra.
diag-printed-check-apart = En { $move }, el signo { $sign } impreso aparte tras la jugada se lee como el signo de jaque o mate de la jugada. Los siguientes en esta partida no se indican.
diag-printed-dagger = En { $move }, { $sign } se lee como { $read }: los libros antiguos imprimen la cruz † para el jaque y la doble cruz ‡ para el mate. Los siguientes en esta partida no se indican.
diag-printed-move-broken = { $move } es una jugada cortada al final de la línea en su guion o signo de captura, como la imprimen las columnas estrechas de los periódicos, y se lee como una sola jugada. Las siguientes en esta partida no se indican.
diag-printed-dash-apart = { $move } es una jugada en notación larga impresa con un espacio junto a su guion, y se lee como una sola jugada. Las siguientes en esta partida no se indican.
diag-printed-ocr-space = { $move } está impreso con un espacio entre la columna y la fila de una casilla, como lo escribe el texto leído de un escaneo, y se lee sin el espacio. Las siguientes en esta partida no se indican.
diag-printed-idea = En { $move }, la jugada tras el signo de «con la idea» es la amenaza o el plan que nombra el autor: se lee como comentario y no se juega. Las siguientes en esta partida no se indican.
diag-printed-threat = En { $move }, la jugada tras la palabra de amenaza (con las jugadas que siguen hasta el mate que amenaza) es la amenaza que nombra el autor: se lee como comentario y no se juega. Las siguientes en esta partida no se indican.
diag-printed-any-move = { $move } indica «cualquier jugada» de una pieza (`~`): la abreviatura del autor para un conjunto de jugadas a las que sigue la misma respuesta, no una jugada. No se juega, y el resto de su línea, que sigue a una jugada que no se conoce, se lee como comentario. Las siguientes en esta partida no se indican.
diag-printed-prose = { $move } es texto impreso entre las jugadas (como «y», «y ahora»), no una jugada: se lee como comentario. Las siguientes en esta partida no se indican.
diag-printed-restart = { $move } vuelve a empezar en una jugada anterior de las negras, como las columnas de problemas imprimen las variantes de una solución una tras otra, y se lee como variante de la respuesta de las negras allí. Las siguientes en esta partida no se indican.
diag-printed-alternative = { $move } vuelve a empezar en una jugada anterior de las blancas, como los libros imprimen las alternativas de una línea una tras otra, y se lee como variante de la jugada de las blancas allí. Las siguientes en esta partida no se indican.
diag-printed-result = { $move } se lee como el resultado { $result }, tal como se imprimió.
diag-printed-quotes = { $count ->
    [one] Un valor de etiqueta está impreso entre comillas tipográficas, no entre las de PGN ("); se lee como el texto entre ellas.
   *[other] { $count } valores de etiqueta están impresos entre comillas tipográficas, no entre las de PGN ("); cada uno se lee como el texto entre ellas.
}
diag-game-in-text = Una partida en el texto: empieza aquí y termina en { $word }. El texto que la rodea no se lee.
diag-note-in-text = El texto impreso entre las jugadas de esta partida, que contiene jugadas propias (una variante o jugadas nombradas en una frase), se lee como una nota, no como jugadas, y la partida sigue después. No se informa de más notas en esta partida.
# $fen: the position printed above the game, as FEN.
diag-set-up-in-text = La partida empieza en la posición impresa encima, leída como { $fen }: sus jugadas se reproducen desde allí, como con una etiqueta [FEN].
diag-set-up-from-game = { $move } no encaja con la posición inicial: la línea se lee como continuación de la partida impresa encima, desde la posición de su línea principal antes de esa jugada ({ $fen }), donde sus jugadas se reproducen.
# $squares: the squares where they differ; $diagram: the board the diagram shows, as a FEN board; $board: the one the moves reach.
diag-printed-diagram-differs = El diagrama impreso aquí no es la posición a la que llegan las jugadas: difiere en { $squares } (el diagrama: { $diagram }; las jugadas: { $board }). Una jugada anterior tiene una errata o se leyó mal, o el diagrama va en otro lugar. La partida sigue con sus jugadas.
# $written: the count printed, (white+black); $found: the list's.
diag-set-up-count = El recuento impreso con la posición sobre la partida, { $written }, no es el de su lista, { $found } (las piezas blancas primero): la lista o el recuento tienen una errata. La partida se reproduce desde la lista.
# $move: the game's first move, as printed.
diag-set-up-missing = La partida empieza en una posición que no está impresa encima en una forma legible (un FEN, una lista de piezas o un diagrama en el texto de una fuente de ajedrez): su primera jugada { $move } no puede hacerse desde la posición inicial. Indique la posición como FEN o como lista de piezas encima de las jugadas (o una etiqueta [FEN]).
diag-printed-ambiguous = { $move } se lee como dos pares de jugadas distintos, ambos legales: { $moves }. Se juega el primero; imprima las dos jugadas por separado para decir cuál se quiere.
diag-two-readings = Las jugadas se leen de dos maneras, ambas legales hasta el final: en { $language } (la lectura tomada) y en { $languages }. Se separan en { $move }: { $moves }. Indica el idioma de la partida para tomar la otra.

## The command line (forsyth): help texts

cli-about = Leer, comprobar, mostrar y traducir la notación de ajedrez en muchos idiomas (partidas PGN, posiciones FEN, jugadas) y contar jugadas (perft)
cli-after-help =
    Estado de salida: 0 éxito, 1 la entrada tiene errores, 2 error de uso.

    Los mensajes están en el idioma que indica FORSYTH_UI_LANG, si no en el de
    LANGUAGE, LC_ALL, LC_MESSAGES o LANG (en inglés si no se conoce ninguno).
    FORSYTH_LOCALES y --locales indican carpetas con más idiomas.

    Ejemplos:
      forsyth translate --to de tests/data/seed/oikonomopoulos-1881.pgn
      forsyth check games.pgn positions.fen
      forsyth board --lang el
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth perft 5
cli-perft-about = Contar las hojas del árbol de jugadas legales (perft), por primera jugada
cli-perft-after-help =
    Escribe una línea '<jugada>: <cuenta>' por jugada legal, ordenadas por la
    jugada en coordenadas UCI, luego una línea vacía y el total solo en la última
    línea. En las posiciones Chess960 el enroque se escribe como el rey capturando
    su propia torre (e1h1 en vez de e1g1). La profundidad 0 cuenta la posición
    misma: 1.

    Desde la posición inicial las cuentas crecen unas treinta veces por medio
    movimiento: la profundidad 7 tarda segundos, la 9 horas, la 10 días. Las
    posiciones con pocas jugadas llegan mucho más hondo: una posición de mate
    responde 0 a cualquier profundidad. Un árbol demasiado ancho para contarlo se
    rechaza. En una terminal una barra muestra las primeras jugadas ya contadas;
    Ctrl-C detiene la cuenta, escribe las primeras jugadas contadas hasta entonces
    con su total marcado como incompleto y sale con el estado 130.

    Ejemplos:
      forsyth perft 3
      forsyth perft 2 --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
      forsyth perft 4 --fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
cli-perft-depth-help = Medios movimientos que explorar, de 0 a { $max }
cli-perft-fen-help = La posición, entre comillas o al final de la línea [por defecto: la posición inicial]
cli-fen-about = Comprobar una FEN y escribirla normalizada
cli-fen-after-help =
    Una FEN válida se escribe normalizada en la salida estándar. Una no válida se
    indica en la salida de errores con la columna (en caracteres) donde empieza el
    problema, la FEN y una marca ^^^ bajo el problema; el estado de salida es
    entonces 1.

    La FEN puede ir entre comillas o no: varios argumentos se unen con un espacio.

    Con --from IDIOMA la posición se lee como la escriben los problemistas con las
    letras de ese idioma: el tablero solo o con más campos, entre corchetes o no, y
    luego un recuento de piezas como (5+1), que se comprueba; los campos que faltan
    valen 'w - - 0 1'. Con --to IDIOMA el tablero se escribe con las letras de ese
    idioma y el recuento de piezas, o como una lista de piezas para un idioma sin
    mayúsculas (el hebreo).

    Ejemplos:
      forsyth fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
      forsyth fen --lenient R7/4k3/4N3/K2B4/8/8/8/5R2
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --to de R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1
cli-fen-arg-help = La FEN, entre comillas o no; - lee una posición por línea de la entrada estándar
cli-lenient-help = Aceptar una FEN incompleta o descuidada; unas notas en la salida de errores dicen qué se reparó
cli-completions-about = Escribir un script de completado de forsyth para un shell
cli-completions-after-help =
    Ejemplos:
      forsyth completions bash > ~/.local/share/bash-completion/completions/forsyth
      forsyth completions zsh > ~/.zfunc/_forsyth
      forsyth completions fish > ~/.config/fish/completions/forsyth.fish
cli-completions-shell-help = El shell: bash, elvish, fish, powershell o zsh
cli-man-about = Escribir la página de manual de forsyth (roff), para man: forsyth man > forsyth.1
cli-hint-lenient = a la FEN le faltan campos: --lenient la lee con los valores habituales (w - - 0 1)
cli-stdin-line = línea { $line } de la entrada estándar:
cli-color-help = Color: auto, always o never (auto: en una terminal, sin NO_COLOR)
cli-languages-about = Listar los idiomas que forsyth lee y escribe, con sus letras
cli-languages-row = { $tag }  { $name }: piezas { $pieces }, columnas { $files }, enroque { $castling }, captura { $capture }; mensajes { $complete } %
cli-quiet-help = Escribir solo los hallazgos: sin resumen
cli-summary-help = Terminar con una línea de resumen en la salida de errores aunque no sea una terminal
cli-check-summary = { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }: { $errors ->
        [one] { $errors } error
       *[other] { $errors } errores
    }, { $warnings ->
        [one] { $warnings } aviso
       *[other] { $warnings } avisos
    } ({ $seconds } s)
cli-output-help = Escribir la traducción en este archivo (escrito entero y luego puesto en su sitio) en vez de en la salida estándar
cli-in-place-help = Sustituir cada archivo por su traducción (escrita a su lado y luego renombrada encima; se conserva su codificación)
cli-compressed-in-place = { $file } está comprimido: tradúzcalo con -o o a la salida estándar
cli-no-game = { $file }: no se encontró ninguna partida
cli-no-game-copied = { $file }: no se encontró ninguna partida; el texto se copia sin cambios (con su idioma en --from se traducen las jugadas que nombra su texto)
cli-no-game-prose = { $file }: no se encontró ninguna partida; solo se traducen las jugadas que nombra su texto
cli-spoken-in-place = --in-place sustituiría las partidas por sus jugadas en palabras: escríbalas con -o o a la salida estándar
cli-board-about = Mostrar una posición como diagrama, con sus jugadas legales
cli-board-after-help =
    Dibuja el tablero con figuras de ajedrez (blancas ♔♕♖♗♘♙, negras ♚♛♜♝♞♟), las
    casillas oscuras vacías como '·', y luego el turno, los derechos de enroque, la
    casilla de captura al paso, el jaque, el mate o el ahogado, y las jugadas
    legales en coordenadas UCI.

    Con --lang IDIOMA las columnas se nombran en ese idioma (griego α–θ), las piezas
    se enumeran en él bajo el diagrama y las jugadas legales se escriben en su
    notación algebraica; --letters dibuja sus letras en vez de figuras.

    Sobre un fondo de terminal oscuro las figuras «blancas» de contorno pueden
    parecer más oscuras que las «negras» rellenas; --ascii muestra en su lugar las
    letras FEN (mayúsculas las blancas, minúsculas las negras), lo que también
    conviene a los lectores de pantalla y a las fuentes sin figuras de ajedrez.

    Ejemplos:
      forsyth board
      forsyth board --flip rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
      forsyth board --ascii --lenient 'R7/4k3/4N3/K2B4/8/8/8/5R2'
      forsyth board --lang el --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2)'
cli-board-fen-help = La posición, entre comillas o no [por defecto: la posición inicial]
cli-ascii-help = Solo ASCII: letras para las piezas y un marco +-|
cli-flip-help = Las negras abajo
cli-spoken-help = Leer la posición pieza a pieza en palabras, en el idioma de --lang o si no en el suyo

## The command line: errors and notes

cli-depth-not-a-number = '{ $text }' no es una profundidad: dé un número entero de 0 a { $max }
cli-depth-too-large = la profundidad { $depth } supera la mayor profundidad, { $max }
cli-perft-too-wide = la profundidad { $depth } no se puede contar desde esta posición: más de { $limit } posiciones distintas en el medio movimiento { $ply } con más de { $plies } medios movimientos aún por explorar; un árbol así tiene más hojas de las que caben en una cuenta de 128 bits, o tarda más de lo que dura cualquier ordenador
cli-perft-incomplete = { $count } (incompleto: { $done } de { $total } primeras jugadas contadas antes de Ctrl-C)
cli-perft-progress = primeras jugadas
cli-perft-at-least = al menos { $count }
cli-note = nota
cli-at-column = columna { $column }: { $reason }
cli-write-failed = no se puede escribir la salida: { $error }

## The command line: what `forsyth board` shows below the diagram

# l10n: same as English (FEN is the name of the notation)
cli-fen-line = FEN: { $fen }
cli-side-to-move =
    Turno: { $color ->
        [white] blancas
       *[black] negras
    }
cli-castling = Enroque: { $rights }
cli-castling-chess960 = Enroque: { $rights } (Chess960)
cli-castling-none = ninguno
cli-en-passant = Al paso: { $square }
cli-en-passant-no-capture = Al paso: { $square } (ninguna captura legal)
cli-status = Estado: { $notes }
cli-status-in-progress = Estado: partida en curso
cli-status-separator = { "; " }
cli-status-checkmate =
    jaque mate, { $color ->
        [white] ganan las blancas
       *[black] ganan las negras
    }
cli-status-stalemate = ahogado, tablas
cli-status-check =
    { $color ->
        [white] las blancas están
       *[black] las negras están
    } en jaque
cli-status-insufficient-material = tablas: ningún bando tiene material para dar mate
cli-status-seventy-five-moves = tablas: 75 jugadas sin captura ni jugada de peón
cli-status-fifty-moves-claimable = 50 jugadas sin captura ni jugada de peón: se pueden reclamar tablas
cli-legal-moves =
    { $count ->
        [one] Jugada legal ({ $count }): { $moves }
       *[other] Jugadas legales ({ $count }): { $moves }
    }
cli-legal-moves-none = Jugadas legales: ninguna

## The command line: translate, check, languages

cli-locales-help = Una carpeta con más idiomas, una subcarpeta por etiqueta de idioma organizada como locales/ (añade idiomas o sustituye mensajes)
cli-translate-about = Traducir las jugadas de partidas PGN a otro idioma o notación
cli-translate-after-help =
    Lee PGN, o jugadas sueltas, de ARCHIVO (la entrada estándar si ARCHIVO es '-'
    o falta) y escribe el mismo texto en la salida estándar con cada jugada escrita
    en el idioma pedido. Las etiquetas, comentarios, números de jugada, variantes,
    resultados y espacios se copian byte a byte.

    Solo cambian las letras de una jugada: el enroque con ceros (0-0), la captura
    con ':' o sin signo, la promoción escrita e8Q o e8(Q), los signos de jaque
    escritos u omitidos, las jugadas nulas (--, Z0) y las jugadas en UCI o en
    notación algebraica larga quedan como el autor las eligió. --style reescribe en
    cambio cada jugada en una sola notación (san: algebraica estándar con signos de
    jaque, O-O y e8=Q).

    El idioma de las jugadas se averigua partida a partida (--from auto) o se da.
    Los idiomas se nombran por su etiqueta (de), por su propio nombre (Deutsch,
    Ελληνικά) o en inglés (German).

    Una jugada ilegal, ambigua o ilegible se indica en la salida de errores como
    ARCHIVO:LÍNEA:COLUMNA: error[código]: mensaje (las columnas cuentan
    caracteres); el resto de esa partida se copia tal cual, las partidas siguientes
    se traducen y el estado de salida es 1. Los avisos (un signo de jaque o un
    número de jugada erróneos) se muestran con --warnings. Los archivos grandes
    muestran una barra de progreso en una terminal.

    Una entrada que no es UTF-8 se lee en la página de códigos que indican sus
    letras y jugadas (Windows-1252, o una griega, hebrea, cirílica o de Europa
    central; un aviso dice cuál), o en
    la codificación que indica --encoding. La salida va en la codificación de la
    entrada, para que cada byte que no es una jugada siga igual, o en la que indica
    --output-encoding.

    Ejemplos:
      forsyth translate --to de tests/data/seed/oikonomopoulos-1881.pgn
      forsyth translate --from el --to it --style fan problem.pgn
      forsyth translate --style uci < games.pgn > games-uci.pgn
cli-translate-file-help = Los archivos PGN, y carpetas (sus archivos .pgn, comprimidos o no); '-' o nada lee la entrada estándar
cli-from-help = El idioma en que están escritas las jugadas, o 'auto' para averiguarlo partida a partida; descriptive-en o descriptive-es para la notación descriptiva (P-K4, P4R)
cli-to-help = El idioma en que escribir las jugadas
cli-style-help = Reescribir cada jugada en una sola notación: san (estándar, con signos de jaque), lan (las dos casillas), fan (figuras), uci o iccf (dígitos), o decir las jugadas en palabras, un número de jugada por línea: spoken; sin ella solo cambian las letras; descriptive escribe la notación descriptiva (C3AR) en el idioma de --to, inglés o español
cli-spoken-files-help = Cómo dicen las columnas las jugadas y posiciones habladas: literate (las letras, deletreadas), nato (alfa … hotel) o anna (Anna … Hector, como en las reglas de la FIDE para jugadores ciegos)
cli-isolate-help = Rodear cada jugada con marcas de aislamiento bidireccional (FSI … PDI), para jugadas dentro de un texto del otro sentido de escritura
cli-comments-help = Qué hace una traducción con las jugadas que citan los comentarios y el texto alrededor de las partidas: translate (traduce sus letras de pieza, como las de las jugadas) o keep (las deja byte a byte)
cli-warnings-help = Indicar también los avisos: signos de jaque o de captura erróneos, números de jugada, resultados
cli-check-about = Comprobar partidas PGN y posiciones FEN o EPD, indicando cada problema donde está
cli-check-after-help =
    Los archivos terminados en .fen o .epd contienen una posición por línea (se
    aceptan las operaciones EPD); cualquier otro archivo, y '-' para la entrada
    estándar, se lee como PGN, partida a partida. Cada problema se escribe en la
    salida estándar: con --format text como un compilador, con la línea y el
    problema subrayado; con --format json como un objeto por línea con las claves
    file, line, column, end_line, end_column, severity, code y message (líneas y
    columnas desde 1, las columnas cuentan caracteres).

    Estado de salida: 0 sin errores (se permiten avisos), 1 hay errores, 2 no se
    pudo leer un archivo (los demás se comprueban igualmente).

    Los archivos que no son UTF-8 se leen en la página de códigos que indican sus
    letras y jugadas (Windows-1252, o una griega, hebrea, cirílica o de Europa
    central; un aviso dice cuál), o
    en la codificación que indica --encoding; las líneas y columnas son las del
    texto decodificado.

    Ejemplos:
      forsyth check tests/data/pgn/lichess-100.pgn
      forsyth check --lang el --format json problems.pgn
      forsyth check positions.fen suite.epd
cli-check-files-help = Los archivos que comprobar, y carpetas (sus archivos .pgn, .fen y .epd, comprimidos o no): los archivos .fen y .epd contienen posiciones, todos los demás PGN; '-' lee PGN de la entrada estándar
cli-format-help = text: como un compilador, con la línea y el problema subrayado; json: un objeto por línea
cli-strict-help = Indicar cada aviso como un error (para editores que quieren archivos limpios): FEN y etiquetas reparadas, signos y números de jugada erróneos, partidas con otras reglas
cli-forsyth-from-help = Leer la posición como la escriben los problemistas con las letras de este idioma (griego (Π7/4ρ3/…) (5+1)): corchetes, más campos y un recuento de piezas, que se comprueba
cli-forsyth-to-help = Escribir el tablero con las letras Forsyth de este idioma y el recuento de piezas, o como una lista de piezas para un idioma sin mayúsculas (el hebreo)
cli-board-lang-help = Mostrar las columnas, las piezas y las jugadas legales en este idioma
cli-letters-help = Dibujar las piezas con las letras del idioma en vez de figuras
cli-unknown-language = idioma desconocido '{ $name }'; idiomas conocidos: { $languages }
# $name: el idioma como se dio; $languages: los que tienen notación descriptiva.
cli-no-descriptive = { $name } no tiene notación descriptiva; la notación descriptiva se lee y se escribe en { $languages }
cli-cannot-read = no se puede leer { $name }: { $error }
cli-letters-no-case = { $language } no tiene letras mayúsculas y minúsculas: las piezas se dibujan como figuras
cli-letters-multi = { $language } escribe una pieza con más de una letra ({ $letter }), así que un tablero no puede mostrar una letra por pieza: las piezas se dibujan como figuras

## The command line: encodings

cli-encoding-help = La codificación de la entrada: una etiqueta del WHATWG Encoding Standard (utf-8, windows-1252 o latin1, iso-8859-7, windows-1255, koi8-r, cp866, utf-16le…) o cp437. Sin ella decide una marca de orden de bytes, si no los bytes: UTF-8, o la página de códigos que indican sus letras y jugadas (windows-1252, -1253, -1255, -1251, -1250…), con un aviso
# Help of --max-game-size (translate and check).
cli-max-game-size-help = La partida (o línea) más larga que se lee, en bytes o con una unidad: 4096, 512KiB, 64MiB (por defecto), 1G; una más larga se señala (game-too-large), no se lee, y translate la copia sin cambios
cli-output-encoding-help = La codificación de la salida (una etiqueta como en --encoding): por defecto la de la entrada, para que cada byte que no es una jugada siga igual; utf-8 escribe UTF-8
cli-encoding-unknown = codificación desconocida '{ $label }': dé una etiqueta del WHATWG Encoding Standard, como utf-8, windows-1252 (latin1), iso-8859-7, windows-1255, koi8-r, cp866, utf-16le, o cp437
cli-encoding-guessed = { $place }: el archivo no es UTF-8; se lee como { $encoding } (--encoding indica otra codificación)
cli-encoding-stray = { $place }: bytes que no son UTF-8 en un archivo UTF-8; se leen como caracteres { $encoding }, aquí y más adelante (--encoding indica la codificación de todo el archivo)
cli-encoding-malformed = { $place }: bytes que no son { $encoding }; cada uno se lee como U+FFFD (�)
cli-encoding-unwritable-moves = { $encoding } no puede escribir las jugadas en { $language } ({ $chars }): dé --output-encoding utf-8
cli-encoding-output-utf8 = { $encoding } no puede escribir las jugadas en { $language } ({ $chars }): la traducción se escribe en UTF-8 (--output-encoding indica otra codificación)
cli-encoding-unwritable = línea { $line } de la salida: { $encoding } no puede escribir '{ $char }' ({ $codepoint }); la traducción se detiene ahí: dé --output-encoding utf-8

## The command line: positions in a language's Forsyth letters

cli-forsyth-empty = no hay campo de tablero
cli-forsyth-no-letter-case = { $language } no tiene letras Forsyth mayúsculas y minúsculas: escriba una lista de piezas
cli-forsyth-unclosed-bracket = '{ $char }' no se cierra nunca
cli-forsyth-unknown-letter = '{ $char }' ({ $codepoint }) no es una letra Forsyth en { $language }, un dígito del 1 al 8 ni '/'
cli-forsyth-unknown-letter-looks-like = '{ $char }' ({ $codepoint }) no es una letra Forsyth en { $language }, un dígito del 1 al 8 ni '/'; ¿quería decir { $meant }, que se le parece?
cli-forsyth-too-many-fields = una FEN tiene como mucho 6 campos, esta tiene { $found }; un recuento de piezas se escribe entre paréntesis
cli-forsyth-bad-unit-count = un recuento de piezas se escribe (blancas+negras), como (5+1)
cli-forsyth-unit-count-mismatch = el recuento de piezas dice { $text }, pero el tablero tiene { $expected }

## The command line: usage errors (the parts clap finds)

cli-usage-unknown-argument = argumento inesperado '{ $arg }'
cli-usage-invalid-value = valor '{ $value }' no válido para '{ $arg }'
cli-usage-invalid-value-choices = valor '{ $value }' no válido para '{ $arg }'; los valores posibles son { $values }
cli-usage-invalid-value-reason = valor '{ $value }' no válido para '{ $arg }': { $reason }
cli-usage-value-required = '{ $arg }' necesita un valor, pero no se dio ninguno
cli-usage-missing-arguments = faltan argumentos obligatorios: { $args }
cli-usage-unknown-command = orden desconocida '{ $command }'
cli-usage-missing-command = '{ $command }' necesita una orden: { $commands }
cli-usage-no-equals = '{ $arg }' necesita su valor tras un signo igual ({ $arg }=…)
cli-usage-too-many-values = valor inesperado '{ $value }' para '{ $arg }': no admite más valores
cli-usage-too-few-values = '{ $arg }' admite al menos { $min } valores; dados: { $actual }
cli-usage-wrong-number-of-values = '{ $arg }' admite { $expected } valores; dados: { $actual }
cli-usage-conflict = '{ $arg }' no se puede usar con { $other }
cli-usage-conflict-any = '{ $arg }' no se puede usar con los demás argumentos dados
cli-usage-repeated = '{ $arg }' no se puede dar más de una vez
cli-usage-tip = consejo
cli-usage-did-you-mean = ¿quería decir { $names }?
cli-usage-tip-escape = para pasar '{ $value }' como valor, escriba '{ $example }'
cli-usage-tip-remove-dashes = para ejecutar la orden '{ $command }', quite el '--' que va delante
cli-usage-more-information = Para más información, pruebe '{ $help }'.

## The command line: the words of --help around our help texts

cli-help-usage = Uso
cli-help-commands = Órdenes
cli-help-arguments = Argumentos
cli-help-options = Opciones
cli-help-help = Mostrar la ayuda
cli-help-version = Mostrar la versión
cli-help-command-about = Mostrar este mensaje o la ayuda de la orden dada
cli-help-command-arg = La orden que explicar

## The language server: hovers, code actions, errors

lsp-hover-after-move = Tras { $move }
lsp-hover-to-move =
    { $color ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    }
lsp-hover-fen = FEN: { $fen }
lsp-hover-nag = { $glyph } (NAG { $number })
lsp-hover-read-in = Las jugadas se leen igual en: { $languages }
lsp-hover-printed = { $word } está impreso como los libros y los periódicos imprimen las jugadas, y se lee como { $read }
lsp-hover-printed-nothing = { $word } es un signo de imprenta entre jugadas y no representa ninguna jugada
lsp-action-translate-game = Traducir la partida a { $language }
lsp-action-translate-file = Traducir el archivo a { $language }
lsp-action-figurines = Escribir con figuras
lsp-action-standard-pgn = Reescribir como PGN estándar
lsp-action-standard-pgn-selection = Reescribir la selección como PGN estándar
lsp-action-fix = Cambiar por { $move }
fix-fullmoves-one = Poner el número de jugada a 1
fix-halfmoves-zero = Poner el contador de medios movimientos a 0
fix-drop-castling = Quitar el derecho de enroque { $letter }
fix-drop-ep-square = Quitar la casilla de captura al paso { $square }
fix-add-fields = Añadir los campos que faltan: { $values }
fix-dash = Escribir '-' en vez de '{ $dash }'
fix-strip-brackets = Quitar los corchetes de la FEN
fix-separators = Separar los campos con un espacio
fix-escape-quotes = Escribir las comillas del valor como \"
fix-escape-backslash = Escribir la barra invertida como \\
fix-printed-result = Escribir el resultado como { $result }
fix-printed-quotes = Escribir los valores de etiqueta entre las comillas de PGN
fix-renumber = Renumerar las jugadas a partir de { $expected }
lsp-rename-not-a-language = «{ $name }» no es un idioma ni esta jugada escrita en otro idioma
lsp-unknown-language = «{ $name }» no es un idioma que yo conozca
lsp-bad-arguments = Los argumentos de { $command } faltan o están mal formados
lsp-unknown-command = Orden desconocida { $command }
lsp-read-only = { $name } es un archivo comprimido, mostrado descomprimido y de solo lectura: descomprímalo para cambiarlo
lsp-decompress-failed = No se puede leer { $name }: { $reason }
lsp-decompressed-too-large = { $name } ocupa más de { $number } MiB descomprimido: demasiado grande para mostrarlo
lsp-not-a-compressed-file-address = { $name } no es una dirección forsyth-decompressed: de un archivo
lsp-internal-error = forsyth: error interno durante { $what } (el servidor sigue): { $reason }
lsp-unknown-settings = forsyth: ajustes no entendidos, se dejan como estaban: { $settings }
lsp-locale-error = forsyth: se deja fuera un idioma de las carpetas de idiomas: { $error }

## The language server's transport: lines logged on standard error and
## with window/logMessage

lsp-framing-broken = pgn-lsp: { $reason }; me detengo
lsp-framing-truncated = la entrada terminó en medio de un mensaje
lsp-framing-header = una línea de cabecera que no es «Nombre: valor»: { $text }
lsp-framing-no-length = un mensaje sin cabecera Content-Length
lsp-framing-bad-length = un Content-Length ilegible: { $value }
lsp-framing-long-headers = cabeceras de más de { $limit } bytes
lsp-framing-read-failed = falló la lectura: { $reason }
lsp-output-closed = pgn-lsp: la salida se cerró ({ $reason }); me detengo
lsp-input-ended = pgn-lsp: la entrada terminó antes de shutdown y exit
lsp-message-too-long = pgn-lsp: un mensaje de { $count } bytes, más largo que los { $limit } que se leen, recibió un error como respuesta
lsp-message-answered = pgn-lsp: un mensaje mal formado recibió el error { $value }: { $reason }
lsp-response-dropped = pgn-lsp: se descartó una respuesta ilegible del cliente
lsp-cannot-start = pgn-lsp: no puede arrancar: { $reason }

## Meanings of annotation glyphs (NAGs)

nag-unknown = Un glifo de anotación sin significado estándar
nag-0 = Anotación nula
nag-1 = Buena jugada
nag-2 = Mala jugada, un error
nag-3 = Muy buena jugada, brillante
nag-4 = Muy mala jugada, un error grave
nag-5 = Jugada especulativa, interesante
nag-6 = Jugada cuestionable, dudosa
nag-7 = Jugada forzada, la única
nag-8 = Jugada singular, sin alternativa razonable
nag-9 = La peor jugada
nag-10 = Posición de tablas
nag-11 = Igualdad, posición tranquila
nag-12 = Igualdad, posición activa
nag-13 = Posición incierta
nag-14 = Las blancas están algo mejor
nag-15 = Las negras están algo mejor
nag-16 = Las blancas están mejor
nag-17 = Las negras están mejor
nag-18 = Las blancas tienen una ventaja decisiva
nag-19 = Las negras tienen una ventaja decisiva
nag-20 = Las blancas tienen una ventaja aplastante
nag-21 = Las negras tienen una ventaja aplastante
nag-22 = Las blancas están en zugzwang
nag-23 = Las negras están en zugzwang
nag-32 = Las blancas tienen ventaja de desarrollo
nag-33 = Las negras tienen ventaja de desarrollo
nag-36 = Las blancas tienen la iniciativa
nag-37 = Las negras tienen la iniciativa
nag-40 = Las blancas tienen el ataque
nag-41 = Las negras tienen el ataque
nag-44 = Las blancas tienen compensación suficiente por el material
nag-45 = Las negras tienen compensación suficiente por el material
nag-132 = Las blancas tienen contrajuego
nag-133 = Las negras tienen contrajuego
nag-138 = Las blancas están en grave apuro de tiempo
nag-139 = Las negras están en grave apuro de tiempo
nag-140 = Con la idea
nag-141 = Dirigido contra
nag-142 = Mejor es
nag-143 = Peor es
nag-144 = Equivalente es
nag-145 = Comentario de la redacción
nag-146 = Novedad
