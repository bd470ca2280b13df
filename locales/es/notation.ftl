### Cómo escribe el español la notación de ajedrez (Spanish chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters R D T A C, no pawn letter in moves; Forsyth R D T A C P: PGN §17;
###     ESWP (es.wikipedia "Notación algebraica"); ajedrezgetafe.com/fichas/notacion-1-015/
###     (language-facts.md row 2)
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3; the Spanish en passant
###     mark "a.p." (notation-facts.md §5) is not written by forsyth
###   piece names Rey, Dama, Torre, Alfil, Caballo, Peón; Blancas / Negras: PyChess es.po;
###     liquisearch.com/algebraic_notation_chess/naming_the_pieces_in_various_languages
###     (a copy of en.wikipedia "Algebraic notation (chess)", table "Naming the
###     pieces in various languages": letters, names, check, checkmate)
###   jaque, jaque mate, enroque: https://forum.duolingo.com/comment/28183688 (a
###     Spanish speaker's list); corto / largo, promoción (PyChess es), al paso
###     (the "a.p." of facts §5), "Mate en 2 jugadas": common usage, not from a
###     cited source. Agreement (dama blanca, torre negra) is Spanish grammar.
###   Spanish, Italian and Catalan write the same letters: a game in them reads
###     the same in all three (detection reports the group)
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source
###   printed-draw (the word for a draw where a printed game's result stands):
###     "tablas", the draw: http://ajedrezutea.com/categoria/aprender-jugar-ajedrez/aprender-jugar-ajedrez?page=2
###     ("el empate, que en ajedrez recibe el nombre de tablas"); https://www.123ajedrez.com/reglas-basicas/final-del-juego
###     ("un empate (tablas)")
###   printed-mate (the word for mate printed after a move): "mate", "Si 20...
###     A - g5 / 21 Dh8 mate, y el alfil no puede retirarse", El País, 16.11.2001
###     ("'Finesse'", Cheparinov–Meijers, León 2001),
###     https://elpais.com/diario/2001/11/16/agenda/1005865201_850215.html
###     (its slashes between pairs and dashes for captures, "1 d4, d5 / 2 c4",
###     "4 c - d5", are not read yet); "5.Dg3,g5
###     mate (por esto se jugó Rh6)", a reader's solution on Problemas de ajedrez,
###     https://blog.problemasdeajedrez.com/2014/07/problema-de-ajedrez-1078-barbero-ernst-lugano-1987.html
###   printed-resign: "15. Nxe4 {, las negras finalmente abandonaron\".}",
###     https://www.red43.com.ar/nota/2020-1-10-16-43-29-chess; "se rindió": "39 Dg3+
###     Ag7, y Burn se rindió." (El País, 26.8.2008, the column "Joyas históricas",
###     https://elpais.com/diario/2008/08/26/revistaverano/1219767717_850215.html)

## Language

language-name = Español
language-name-english = Spanish

## Piece letters written in moves. The pawn has none.

piece-letter-king = R
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = A
piece-letter-knight = C
piece-letter-pawn = { "" }

## Further piece letters accepted on input only (space-separated).

piece-letter-extra-king = { "" }
piece-letter-extra-queen = { "" }
piece-letter-extra-rook = { "" }
piece-letter-extra-bishop = { "" }
piece-letter-extra-knight = { "" }
piece-letter-extra-pawn = { "" }

## Problemists' Forsyth letters, upper case (White); lower case is Black.

forsyth-letter-king = R
forsyth-letter-queen = D
forsyth-letter-rook = T
forsyth-letter-bishop = A
forsyth-letter-knight = C
forsyth-letter-pawn = P

## File letters, a to h.

file-a = a
file-b = b
file-c = c
file-d = d
file-e = e
file-f = f
file-g = g
file-h = h

## Marks written in moves

castle-short = O-O
castle-long = O-O-O
capture-mark = x

## Words and signs of printed games, read besides the marks of PGN

# Words for mate written after a move, glued or apart (space-separated; the
# first is written by a translation). Sources in the file's header.
# l10n: same as English (Spanish prints "mate" too: sources in the header)
printed-mate = mate
# Words for a draw printed where the result stands (sources in the file's
# header).
printed-draw = tablas
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# before one on its line (side-name) resigned, else the side to move did.
# Sources in the file's header.
printed-resign = abandonaron, se rindió
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: "3. ... Cg-e7 y 3. ... g6" (y, and), http://farsalia.com/partidas/edwinn.html
printed-prose = y
# Words for a threat printed before the move it names (separated by commas,
# each one word): the move after it, and the moves after that up to the mate
# it threatens, are commentary, not played (printed-threat).
# Sources: "la clave 1. c4! amenaza 2. Dc8++",
# http://blog.problemasdeajedrez.com/2012/09/problema-ajedrez-842-mate-en-2-de-valentin-marin-y-llovet-tidskrift-for-schack-1909.html;
# "1.e5!, amenazando 2.De3#",
# https://blog.problemasdeajedrez.com/2013/11/problema-de-ajedrez-1000-mate-en-2-E-Puig-Ambros-1-Premio-Magasinet-1948.html
printed-threat = amenaza, amenazando
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Notación descriptiva (P4R, C3AR, AxC, P8D=D), como la imprimían los libros
## en español hasta los años ochenta: la lee `translate --from
## descriptive-es` y la escribe `--style descriptive --to es`. Cada entrada
## es una lista separada por espacios; el primer elemento es el que se
## escribe, los demás también se leen. Fuentes: es.wikipedia "Notación
## descriptiva" (piezas R D T A C P, columnas TD CD AD D R AR CR TR,
## la fila antes de la columna contada desde cada jugador: P4R, C3AR; x para
## las capturas, + jaque, ++ mate, a.p. al paso, O-O); en.wikipedia
## "Descriptive notation", sección "Spanish".

descriptive-piece-king = R
descriptive-piece-queen = D
descriptive-piece-rook = T
descriptive-piece-bishop = A
descriptive-piece-knight = C
descriptive-piece-pawn = P
descriptive-files = TD CD AD D R AR CR TR
descriptive-square = rank-file
descriptive-move = { "" }
# None found printed in Spanish games: the first rank is written 1.
descriptive-first-rank = { "" }
# None found printed in Spanish games.
descriptive-castles = { "" }
# Printed as "x" or a capital "X": Euwe, "Defensa Caro-Kann"
# (Ediciones Limitadas Catalán, 1974), whose scan reads "AXA+", "CXA" beside
# "PxP"; ajedrezargentinoahora.blogspot.com, "Sistemas de Anotación: El
# Sistema Descriptivo" (2018): "CRXP", "PAXPC" beside "AxT".
descriptive-capture = x X
descriptive-check = + jaque
descriptive-mate = ++ mate #
descriptive-check-prefix = { "" }
descriptive-en-passant = a.p. e.p.
descriptive-promotion-open = =
descriptive-promotion-close = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] rey
        [queen] dama
        [rook] torre
        [bishop] alfil
        [knight] caballo
       *[pawn] peón
    }

# Dama and Torre are feminine, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] rey blanco
                [queen] dama blanca
                [rook] torre blanca
                [bishop] alfil blanco
                [knight] caballo blanco
               *[pawn] peón blanco
            }
       *[black]
            { $role ->
                [king] rey negro
                [queen] dama negra
                [rook] torre negra
                [bishop] alfil negro
                [knight] caballo negro
               *[pawn] peón negro
            }
    }

side-name =
    { $color ->
        [white] las blancas
       *[black] las negras
    }

spoken-check = jaque
spoken-mate = jaque mate
spoken-castle-short = enroque corto
spoken-castle-long = enroque largo
spoken-promotion = promoción
spoken-en-passant = al paso
spoken-takes = captura
spoken-promotes-to =
    { $role ->
        [queen] promociona a dama
        [rook] promociona a torre
        [bishop] promociona a alfil
       *[knight] promociona a caballo
    }
spoken-null-move = jugada nula
spoken-variation = variante
spoken-variation-end = fin de la variante
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] rey
                [queen] dama
                [rook] torre
                [bishop] alfil
                [knight] caballo
               *[pawn] peón
            }
       *[other]
            { $role ->
                [king] reyes
                [queen] damas
                [rook] torres
                [bishop] alfiles
                [knight] caballos
               *[pawn] peones
            }
    }
spoken-to-move =
    { $color ->
        [white] juegan las blancas
       *[black] juegan las negras
    }

# "rey blanco en a5" (wording ours)
spoken-piece-on-square = { $piece } en { $square }
spoken-empty-board = tablero vacío

## Piece lists ("Blancas: Ra5, Ta8 … Negras: Re7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Blancas
       *[black] Negras
    }
piece-list-pawns = { "" }
# None found printed in this language (see the English file).
piece-list-header-short =
    { $color ->
        [white] { "" }
       *[black] { "" }
    }

## Problem stipulations

stipulation-mate-in =
    { $moves ->
        [one] Mate en 1 jugada
       *[other] Mate en { $moves } jugadas
    }
