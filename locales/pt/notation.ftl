### Como o português escreve a notação de xadrez (Portuguese chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters R D T B C, no pawn letter in moves; Forsyth R D T B C P: PGN §17;
###     BIJL; L13552 (lichess-org/lila#13552; language-facts.md row 3)
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names Rei, Dama, Torre, Bispo, Cavalo, Peão; Brancas / Pretas: PyChess pt.po;
###     https://www.chess.com/forum/view/general/what-is-the-name-of-the-chess-pieces-in-your-language
###     ("Pawn = Peão … Bishop = Bispo … Queen = Dama")
###   xeque, xeque-mate: liquisearch.com/algebraic_notation_chess/naming_the_pieces_in_various_languages
###     (a copy of en.wikipedia "Algebraic notation (chess)", table "Naming the
###     pieces in various languages": letters, names, check, checkmate);
###     promoção: PyChess pt; roque pequeno / grande, "en passant" (the French term,
###     used in Portuguese), "Mate em 2 lances": common usage, not from a cited source.
###     Agreement (dama branca, torre preta) is Portuguese grammar.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source
###   printed-draw (the word for a draw where a printed game's result stands):
###     "empate", the draw: pt.wikipedia "Empate (xadrez)", https://pt.m.wikipedia.org/wiki/Empate_(xadrez)
###   printed-mate: see its comment below.

## Language

language-name = Português
language-name-english = Portuguese

## Piece letters written in moves. The pawn has none.

piece-letter-king = R
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = B
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
forsyth-letter-bishop = B
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

# Words for a draw printed where the result stands (sources in the file's
# header).
printed-draw = empate
# Words for mate written after a move (space-separated; the first is written
# by a translation). Source: "4. Th7 mate." and "9. Txf7 xeque-mate.", Batalha
# de Mentes, "Solução do exercício 9", October 2020,
# https://batalhadementes.blogspot.com/2020/10/solucao-do-exercicio-9.html;
# "33.Dg4 Xeque-Mate!", Reino de Caíssa, "Perseguição implacável", April 2017,
# http://reinodecaissa.blogspot.com/2017/04/perseguicao-implacavel.html
printed-mate = mate xeque-mate
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# before one on its line (side-name) resigned, else the side to move did.
# Source: "34 - Txd7+ Re6 35 – d5+ Abandonam", C. Nascimento – P. Marçal,
# Campeonato Distrital por Equipas, 18.12.1999,
# http://casadoxadrez.blogspot.com/2015/01/bau-da-nostalgia-parte-4.html (one
# source).
printed-resign = abandonam
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: "15.Tc1 d6 e agora 16.b4" (e agora, and now), xadrezdidaxis.com,
# http://www.xadrezdidaxis.com/2013/08/dlxv.html
printed-prose = e, agora
# Words for a threat printed before the move it names (separated by commas,
# each one word): the move after it, and the moves after that up to the mate
# it threatens, are commentary, not played (printed-threat).
# Source: "2. T1e5 (ameaça Th5#) Cxe5", Reino de Caíssa,
# https://reinodecaissa.blogspot.com/2013/03/a-solucao-belissima.html
# (tests/data/pages/pt-reinodecaissa-solucao-belissima.txt).
printed-threat = ameaça
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] rei
        [queen] dama
        [rook] torre
        [bishop] bispo
        [knight] cavalo
       *[pawn] peão
    }

# Dama and Torre are feminine, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] rei branco
                [queen] dama branca
                [rook] torre branca
                [bishop] bispo branco
                [knight] cavalo branco
               *[pawn] peão branco
            }
       *[black]
            { $role ->
                [king] rei preto
                [queen] dama preta
                [rook] torre preta
                [bishop] bispo preto
                [knight] cavalo preto
               *[pawn] peão preto
            }
    }

side-name =
    { $color ->
        [white] as Brancas
       *[black] as Pretas
    }

spoken-check = xeque
spoken-mate = xeque-mate
spoken-castle-short = roque pequeno
spoken-castle-long = roque grande
spoken-promotion = promoção
# l10n: same as English (the French term, used in Portuguese)
spoken-en-passant = en passant
spoken-takes = captura
spoken-promotes-to =
    { $role ->
        [queen] promove a dama
        [rook] promove a torre
        [bishop] promove a bispo
       *[knight] promove a cavalo
    }
spoken-null-move = lance nulo
spoken-variation = variante
spoken-variation-end = fim da variante
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] rei
                [queen] dama
                [rook] torre
                [bishop] bispo
                [knight] cavalo
               *[pawn] peão
            }
       *[other]
            { $role ->
                [king] reis
                [queen] damas
                [rook] torres
                [bishop] bispos
                [knight] cavalos
               *[pawn] peões
            }
    }
spoken-to-move =
    { $color ->
        [white] jogam as Brancas
       *[black] jogam as Pretas
    }

# "rei branco em a5" (wording ours)
spoken-piece-on-square = { $piece } em { $square }
spoken-empty-board = tabuleiro vazio

## Piece lists ("Brancas: Ra5, Ta8 … Pretas: Re7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Brancas
       *[black] Pretas
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
        [one] Mate em 1 lance
       *[other] Mate em { $moves } lances
    }
