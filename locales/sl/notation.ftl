### Kako slovenščina zapisuje šahovsko notacijo (Slovene chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters K D T L S, no pawn letter in moves; Forsyth K D T L S P: BIJL
###     ("Jugoslavian K D T L S"); NF (PyChess sl) (language-facts.md row 19). The
###     moves are written with German's letters (a game reads the same in both;
###     detection reports the group)
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names kralj, dama, trdnjava, lovec, skakač, kmet:
###     https://jowforums.com/thread/109074593/international/what-country-has-the-coolest-names-for-the-chess-pieces.html
###     ("kmet, trdnjava, skakač, lovec, dama, kralj"); PyChess sl (Kralj, Beli, Črni;
###     its Trnjava and Tekač are not the usual words)
###   šah, mat, mala / velika rokada, promocija, jemanje mimogrede, "Mat v 2
###     potezah": common usage, not from a cited source. Agreement (bela dama,
###     bela trdnjava) is Slovene grammar.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Slovenščina
language-name-english = Slovene

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
# Source: "remi", the draw: "Remí je eden od možnih izidov šahovske partije",
# sl.wikipedia "Remi (šah)", https://sl.m.wikipedia.org/wiki/Remi_(%C5%A1ah)
# (one source).
printed-draw = remi
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: in (and), https://en.wiktionary.org/wiki/in#Slovene (a dictionary; not yet seen printed
# between moves).
printed-prose = in
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }
# Words for resigning printed after the last move, where the result stands
# (separated by commas, each a word or a phrase of several words, whose words
# may stand apart by any white space, a line break too; the first is written
# by a translation). The side named right before one (side-name) resigned, else
# the side to move did. "je predal" is the verb with its auxiliary, read and
# translated as one with the side before it ("črni je predal": Black resigns).
# Source: "REŠITEV: 1. Dd8 De8 2. Tg8!!! in črni je predal, saj beli osvoji
# kraljico", the newspaper Slovenske novice, 2023 (Skuhala–Plaskan),
# https://www.slovenskenovice.si/sport/odmevi/zmagoslavje-povratnika-skoberneta/
# (one source; tests/data/pages/sl-slovenskenovice-skoberne.txt).
printed-resign = predal, je predal
# Words for mate: none found printed in Slovenian games (searched the pages
# corpus, 2026-11-28 to 2026-11-30, issue 18).

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] kralj
        [queen] dama
        [rook] trdnjava
        [bishop] lovec
        [knight] skakač
       *[pawn] kmet
    }

# Dama and trdnjava are feminine, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] beli kralj
                [queen] bela dama
                [rook] bela trdnjava
                [bishop] beli lovec
                [knight] beli skakač
               *[pawn] beli kmet
            }
       *[black]
            { $role ->
                [king] črni kralj
                [queen] črna dama
                [rook] črna trdnjava
                [bishop] črni lovec
                [knight] črni skakač
               *[pawn] črni kmet
            }
    }

side-name =
    { $color ->
        [white] Beli
       *[black] Črni
    }

spoken-check = šah
spoken-mate = mat
spoken-castle-short = mala rokada
spoken-castle-long = velika rokada
spoken-promotion = promocija
spoken-en-passant = jemanje mimogrede
spoken-takes = vzame
spoken-promotes-to =
    { $role ->
        [queen] promocija v damo
        [rook] promocija v trdnjavo
        [bishop] promocija v lovca
       *[knight] promocija v skakača
    }
spoken-null-move = ničelna poteza
spoken-variation = varianta
spoken-variation-end = konec variante
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] kralj
                [queen] dama
                [rook] trdnjava
                [bishop] lovec
                [knight] skakač
               *[pawn] kmet
            }
        [two]
            { $role ->
                [king] kralji
                [queen] dame
                [rook] trdnjave
                [bishop] lovci
                [knight] skakači
               *[pawn] kmeti
            }
        [few]
            { $role ->
                [king] kralji
                [queen] dame
                [rook] trdnjave
                [bishop] lovci
                [knight] skakači
               *[pawn] kmeti
            }
       *[other]
            { $role ->
                [king] kralji
                [queen] dame
                [rook] trdnjave
                [bishop] lovci
                [knight] skakači
               *[pawn] kmeti
            }
    }
spoken-to-move =
    { $color ->
        [white] beli je na potezi
       *[black] črni je na potezi
    }

# "beli kralj na a5" (wording ours)
spoken-piece-on-square = { $piece } na { $square }
spoken-empty-board = prazna šahovnica

## Piece lists ("Beli: Ka5, Ta8 … Črni: Ke7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Beli
       *[black] Črni
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
        [one] Mat v { $moves } potezi
       *[other] Mat v { $moves } potezah
    }
