### Kako hrvatski zapisuje šahovsku notaciju (Croatian chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters K D T L S, no pawn letter in moves; Forsyth K D T L S P: BIJL
###     ("Jugoslavian K D T L S"); NF (PyChess sl) (language-facts.md row 19). The
###     moves are written with German's letters (a game reads the same in both;
###     detection reports the group). PyChess hr.po writes the bishop B (its
###     K D T S are these), the English letter left untranslated; the bishop
###     is lovac, and both sources give L
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names kralj, dama, top, lovac, skakač, pješak; šah, šah-mat: liquisearch.com/algebraic_notation_chess/naming_the_pieces_in_various_languages
###     (a copy of en.wikipedia "Algebraic notation (chess)", table "Naming the
###     pieces in various languages": letters, names, check, checkmate);
###     PyChess hr.po (kralj, dama, top, lovac, skakač, pješak, Bijeli, Crni)
###   mala / velika rokada, promocija (PyChess hr), uzimanje u prolazu, "Mat u 2
###     poteza": common usage, not from a cited source. Agreement (bijela dama) is
###     Croatian grammar.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Hrvatski
language-name-english = Croatian

## Piece letters written in moves. The pawn has none.

piece-letter-king = K
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = L
piece-letter-knight = S
piece-letter-pawn = { "" }

## Further piece letters accepted on input only (space-separated).

piece-letter-extra-king = { "" }
piece-letter-extra-queen = { "" }
piece-letter-extra-rook = { "" }
piece-letter-extra-bishop = { "" }
piece-letter-extra-knight = { "" }
piece-letter-extra-pawn = { "" }

## Problemists' Forsyth letters, upper case (White); lower case is Black.

forsyth-letter-king = K
forsyth-letter-queen = D
forsyth-letter-rook = T
forsyth-letter-bishop = L
forsyth-letter-knight = S
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
# Source: "remi", the draw: "Crni je odigrao 39... f5 i poslije 40. Kb4 oba
# velemajstora su se složila na remi." (Ljubojević - Browne, Amsterdam 1972),
# a Croatian school of endgames, https://scribd.com/document/177611973 (one
# source; tests/data/findings/printed-draws-more.hr.pgn writes it).
printed-draw = remi
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: i (and), https://en.wiktionary.org/wiki/i#Serbo-Croatian (a dictionary); "i crni dobiva"
# after a move, https://scribd.com/document/177611973/škola-šahovskih-konačnica
printed-prose = i
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }
# Words for mate and for resigning: none found printed in Croatian games
# (searched the pages corpus, 2026-11-28 and 2026-11-29, issue 18). English's
# words, where it has any, are read (the fallback of every locale).

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] kralj
        [queen] dama
        [rook] top
        [bishop] lovac
        [knight] skakač
       *[pawn] pješak
    }

# Dama is feminine, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] bijeli kralj
                [queen] bijela dama
                [rook] bijeli top
                [bishop] bijeli lovac
                [knight] bijeli skakač
               *[pawn] bijeli pješak
            }
       *[black]
            { $role ->
                [king] crni kralj
                [queen] crna dama
                [rook] crni top
                [bishop] crni lovac
                [knight] crni skakač
               *[pawn] crni pješak
            }
    }

side-name =
    { $color ->
        [white] Bijeli
       *[black] Crni
    }

spoken-check = šah
spoken-mate = šah-mat
spoken-castle-short = mala rokada
spoken-castle-long = velika rokada
spoken-promotion = promocija
spoken-en-passant = uzimanje u prolazu
spoken-takes = uzima
spoken-promotes-to =
    { $role ->
        [queen] promocija u damu
        [rook] promocija u topa
        [bishop] promocija u lovca
       *[knight] promocija u skakača
    }
spoken-null-move = nulti potez
spoken-variation = varijanta
spoken-variation-end = kraj varijante
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] kralj
                [queen] dama
                [rook] top
                [bishop] lovac
                [knight] skakač
               *[pawn] pješak
            }
        [few]
            { $role ->
                [king] kraljevi
                [queen] dame
                [rook] topovi
                [bishop] lovci
                [knight] skakači
               *[pawn] pješaci
            }
       *[other]
            { $role ->
                [king] kraljevi
                [queen] dame
                [rook] topovi
                [bishop] lovci
                [knight] skakači
               *[pawn] pješaci
            }
    }
spoken-to-move =
    { $color ->
        [white] bijeli je na potezu
       *[black] crni je na potezu
    }

# "bijeli kralj na a5" (wording ours)
spoken-piece-on-square = { $piece } na { $square }
spoken-empty-board = prazna ploča

## Piece lists ("Bijeli: Ka5, Ta8 … Crni: Ke7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Bijeli
       *[black] Crni
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
        [one] Mat u { $moves } potez
        [few] Mat u { $moves } poteza
       *[other] Mat u { $moves } poteza
    }
