### Kako srpski zapisuje šahovsku notaciju, latinicom (Serbian chess notation, Latin script).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters K D T L S, no pawn letter in moves; Forsyth K D T L S P: BIJL
###     ("Jugoslavian K D T L S"); NF (PyChess sl) (language-facts.md row 19). The
###     moves are written with German's letters (a game reads the same in both;
###     detection reports the group). For Serbian itself BIJL is the one source:
###     the row's PyChess file is Slovene, and PyChess has no Serbian file
###     (lang/ at commit d4d1090), so the letters are provisional
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names kralj, dama, top, lovac, skakač, pešak (the ekavian pawn):
###     https://en.lichess.org/forum/general-chess-discussion/pieces-names?page=3
###     ("Serbian … Pawn - Pešak … Rook - Top … Bishop - Lovac");
###     https://www.chess.com/forum/view/general/what-is-the-name-of-the-chess-pieces-in-your-language
###   beli / crni, šah, mat, mala / velika rokada, promocija, uzimanje u prolazu,
###     "Mat u 2 poteza": common usage, not from a cited source. Agreement (bela
###     dama) is Serbian grammar. Written in the Latin script; the Cyrillic one
###     would need its own letters, which no source gives
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Srpski (latinica)
language-name-english = Serbian

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
# Source: "remi", the draw: "tada dogovorno zaključuju remi, i to se zapisuje
# 1/2:1/2", "Partija se može završiti i remijem", Šahovski klub Bubamarac,
# http://skbubamarans.rs/uvod-u-sah/ (one source).
printed-draw = remi
# Words for mate written after a move, glued or apart (space-separated; the
# first is written by a translation).
# Source: "Razume se, ne ide 12...Ta4 zbog 13. Sd6 mat!", NIN's chess column
# (Sutovski - Navara, Leon 2001), https://nin.co.rs/2002-04/04/22618.html (one
# source).
printed-mate = mat
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: i (and), https://en.wiktionary.org/wiki/i#Serbo-Croatian (a dictionary; not yet seen printed
# between moves).
printed-prose = i
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# before one (side-name: "Beli") resigned, else the side to move did.
# Source: "33.Lg4 Dg4 34.Kf1 Th7. Beli predaje." (White resigns), NIN,
# "Ko pre", 20 September 2023, http://nin.rs/arhiva/vesti/6712/ko-pre
# (tests/data/pages/sr-nin-ko-pre.txt; one source).
printed-resign = predaje
# (The pages corpus searched on 2026-11-28 and 2026-11-29 held only "preda
# partiju", to resign the game, in the page of the draw word.)

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] kralj
        [queen] dama
        [rook] top
        [bishop] lovac
        [knight] skakač
       *[pawn] pešak
    }

# Dama is feminine, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] beli kralj
                [queen] bela dama
                [rook] beli top
                [bishop] beli lovac
                [knight] beli skakač
               *[pawn] beli pešak
            }
       *[black]
            { $role ->
                [king] crni kralj
                [queen] crna dama
                [rook] crni top
                [bishop] crni lovac
                [knight] crni skakač
               *[pawn] crni pešak
            }
    }

side-name =
    { $color ->
        [white] Beli
       *[black] Crni
    }

spoken-check = šah
spoken-mate = mat
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
               *[pawn] pešak
            }
        [few]
            { $role ->
                [king] kraljevi
                [queen] dame
                [rook] topovi
                [bishop] lovci
                [knight] skakači
               *[pawn] pešaci
            }
       *[other]
            { $role ->
                [king] kraljevi
                [queen] dame
                [rook] topovi
                [bishop] lovci
                [knight] skakači
               *[pawn] pešaci
            }
    }
spoken-to-move =
    { $color ->
        [white] beli je na potezu
       *[black] crni je na potezu
    }

# "beli kralj na a5" (wording ours)
spoken-piece-on-square = { $piece } na { $square }
spoken-empty-board = prazna tabla

## Piece lists ("Beli: Ka5, Ta8 … Crni: Ke7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Beli
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
