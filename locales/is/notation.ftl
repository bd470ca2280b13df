### Hvernig íslenska skrifar skákritun (Icelandic chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters K D H B R (kóngur, drottning, hrókur, biskup, riddari), no pawn
###     letter in moves; Forsyth K D H B R P: PGN §17 alone (language-facts.md row
###     15, a single source)
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names drottning, hrókur, biskup, riddari; Hvítur / Svartur: PyChess is.po;
###     Elke Rehder, "Chess Pieces Names" (schach-chess.com;
###     https://docslib.org/doc/1920371/chess-pieces-names) (K kóngur, D drottning, H hrókur);
###     peð (the pawn), skák, mát, stutt / löng hrókering, uppskipti, framhjáhlaup,
###     "Mát í 2 leikjum": common usage, not from a cited source. Agreement
###     (hvít drottning, hvítt peð) is Icelandic grammar.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Íslenska
language-name-english = Icelandic

## Piece letters written in moves. The pawn has none.

piece-letter-king = K
piece-letter-queen = D
piece-letter-rook = H
piece-letter-bishop = B
piece-letter-knight = R
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
forsyth-letter-rook = H
forsyth-letter-bishop = B
forsyth-letter-knight = R
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
# Source: "jafntefli", the draw: "telst skákin þá jafntefli", Æskan,
# 01.04.1969, p. 26, https://timarit.is/page/4625377; "14 urðu jafntefli",
# Skák 4/1949, https://skaksogufelagid.is/1949-haustmot-tr-1-flokkur/
printed-draw = jafntefli
# Words for resigning printed after the last move, where the result stands
# (separated by commas, each a word or a phrase of several words, whose words
# may stand apart by any white space, a line break too; the first is written
# by a translation). The side named before one (side-name) resigned, else the side to move did.
# Source: the phrase "gafst upp": "34. Hxe4! og svartur gafst upp",
# Morgunblaðið, https://mbl.is/mogginn/bladid/grein/1876698; "38. … Db4?? - og
# gafst upp um leið", Morgunblaðið, 05.12.2020, p. 31,
# https://timarit.is/page/7353633 (no one-word form found).
printed-resign = gafst upp
# Words for mate written after a move, glued or apart (space-separated; the
# first is written by a translation).
# Source: "1. — g3 svarar hvitur með 2. Dh3 mát", "og þá kemur 5. Dxd5 mát.",
# Samtíðin, 01.03.1957, p. 31, https://timarit.is/page/5064103 (one source).
printed-mate = mát
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: og (and), https://en.wiktionary.org/wiki/og#Icelandic; "og mátar í næsta leik" after a move,
# Í uppnámi 1902, https://timarit.is/page/4710402
printed-prose = og
# Words for a threat printed before the move it names (separated by commas,
# each one word): the move after it, and the moves after that up to the mate
# it threatens, are commentary, not played (printed-threat).
# Sources: "Hótar Rg4.", Skák, 15 June 1949, page 9,
# https://timarit.is/page/8248948 (tests/data/pages/is-timarit-skak-1949.txt);
# "d5! og hótar Bc5.", https://timarit.is/page/8249493
# (tests/data/pages/is-timarit-skak-1956-larsen-fridrik.txt).
printed-threat = hótar
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] kóngur
        [queen] drottning
        [rook] hrókur
        [bishop] biskup
        [knight] riddari
       *[pawn] peð
    }

# Drottning is feminine, peð neuter, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] hvítur kóngur
                [queen] hvít drottning
                [rook] hvítur hrókur
                [bishop] hvítur biskup
                [knight] hvítur riddari
               *[pawn] hvítt peð
            }
       *[black]
            { $role ->
                [king] svartur kóngur
                [queen] svört drottning
                [rook] svartur hrókur
                [bishop] svartur biskup
                [knight] svartur riddari
               *[pawn] svart peð
            }
    }

side-name =
    { $color ->
        [white] Hvítur
       *[black] Svartur
    }

spoken-check = skák
spoken-mate = mát
spoken-castle-short = stutt hrókering
spoken-castle-long = löng hrókering
spoken-promotion = uppskipti
spoken-en-passant = framhjáhlaup
spoken-takes = drepur
spoken-promotes-to =
    { $role ->
        [queen] verður að drottningu
        [rook] verður að hróki
        [bishop] verður að biskupi
       *[knight] verður að riddara
    }
spoken-null-move = núllleikur
spoken-variation = afbrigði
spoken-variation-end = afbrigði lýkur
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] kóngur
                [queen] drottning
                [rook] hrókur
                [bishop] biskup
                [knight] riddari
               *[pawn] peð
            }
       *[other]
            { $role ->
                [king] kóngar
                [queen] drottningar
                [rook] hrókar
                [bishop] biskupar
                [knight] riddarar
               *[pawn] peð
            }
    }
spoken-to-move =
    { $color ->
        [white] hvítur á leik
       *[black] svartur á leik
    }

# "hvítur kóngur á a5" (wording ours)
spoken-piece-on-square = { $piece } á { $square }
spoken-empty-board = tómt borð

## Piece lists ("Hvítur: Ka5, Ha8 … Svartur: Ke7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Hvítur
       *[black] Svartur
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
        [one] Mát í 1 leik
       *[other] Mát í { $moves } leikjum
    }
