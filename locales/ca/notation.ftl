### Com escriu el català la notació d'escacs (Catalan chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters R D T A C (rei, dama, torre, alfil, cavall), no pawn letter in
###     moves; Forsyth R D T A C P: NF (PyChess ca, a single source; language-facts.md
###     row 23); liquisearch.com/algebraic_notation_chess/naming_the_pieces_in_various_languages
###     (a copy of en.wikipedia "Algebraic notation (chess)", table "Naming the
###     pieces in various languages": letters, names, check, checkmate) gives the same letters
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names rei, dama, torre, alfil, cavall, peó; escac, escac i mat: the same
###     table; blanques / negres: PyChess ca.po;
###     enroc curt / llarg, promoció, captura al pas, "Mat en 2 jugades": common
###     usage, not from a cited source. Agreement (dama blanca) is Catalan grammar.
###   Catalan, Spanish and Italian write the same letters
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Català
language-name-english = Catalan

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

# Words for a draw printed where the result stands (separated by commas; the
# first is written by a translation).
# Source: "taules", the draw: "ara ja se sap que condueix a unes taules
# forçades", Butlletí d'Escacs digital 86 (Federació Catalana d'Escacs, gener
# 2017), https://issuu.com/butlletiescacs/docs/bd_086; "en Sergio Zamora ha
# fet taules", https://www.escacsarenysdemunt.com/author/jmpitarque/page/18
printed-draw = taules
# Words for mate written after a move (space-separated; the first is written
# by a translation). Source: "20.Ce4# mat" and "15.Af7+ i mat.", a school's
# commented games, http://www.xtec.cat/~atorreci/projecte/mater3.htm (one
# source; issue 18).
printed-mate = mat
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# right before one (side-name, or its last word without the article:
# "blanques") resigned, else the side to move did.
# Source: "35.T3e2 Dg3 i blanques abandonen.", the blog of the Club d'Escacs
# Montgrí, http://cemontgri.blogspot.com/2010/11/estrategia-guanyar-obrint-el-joc-amb-un.html
# (tests/data/findings/prose-montgri.pgn; one source).
printed-resign = abandonen
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: "(Cc6 i f6)" (i, and), Club d'Escacs Montgrí, November 2010,
# http://cemontgri.blogspot.com/2010/11/estrategia-guanyar-obrint-el-joc-amb-un.html
printed-prose = i
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] rei
        [queen] dama
        [rook] torre
        [bishop] alfil
        [knight] cavall
       *[pawn] peó
    }

# Dama and torre are feminine, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] rei blanc
                [queen] dama blanca
                [rook] torre blanca
                [bishop] alfil blanc
                [knight] cavall blanc
               *[pawn] peó blanc
            }
       *[black]
            { $role ->
                [king] rei negre
                [queen] dama negra
                [rook] torre negra
                [bishop] alfil negre
                [knight] cavall negre
               *[pawn] peó negre
            }
    }

side-name =
    { $color ->
        [white] les blanques
       *[black] les negres
    }

spoken-check = escac
spoken-mate = escac i mat
spoken-castle-short = enroc curt
spoken-castle-long = enroc llarg
spoken-promotion = promoció
spoken-en-passant = captura al pas
spoken-takes = captura
spoken-promotes-to =
    { $role ->
        [queen] promociona a dama
        [rook] promociona a torre
        [bishop] promociona a alfil
       *[knight] promociona a cavall
    }
spoken-null-move = jugada nul·la
spoken-variation = variant
spoken-variation-end = fi de la variant
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] rei
                [queen] dama
                [rook] torre
                [bishop] alfil
                [knight] cavall
               *[pawn] peó
            }
       *[other]
            { $role ->
                [king] reis
                [queen] dames
                [rook] torres
                [bishop] alfils
                [knight] cavalls
               *[pawn] peons
            }
    }
spoken-to-move =
    { $color ->
        [white] juguen les blanques
       *[black] juguen les negres
    }

# "rei blanc a a5" (wording ours)
spoken-piece-on-square = { $piece } a { $square }
spoken-empty-board = tauler buit

## Piece lists ("Blanques: Ra5, Ta8 … Negres: Re7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Blanques
       *[black] Negres
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
        [one] Mat en 1 jugada
       *[other] Mat en { $moves } jugades
    }
