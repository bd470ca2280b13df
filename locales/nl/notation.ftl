### Hoe het Nederlands schaaknotatie schrijft (Dutch chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters K D T L P (P = paard, the knight), no pawn letter in moves;
###     Forsyth K D T L P O (O = the pawn, "pion", as PGN §17 prints it): PGN §17;
###     BIJL; PXT (pgn-extract help.html, Dutch input; language-facts.md row 4)
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names koning, dame, toren, loper, paard, pion; Wit / Zwart: PyChess nl.po;
###     liquisearch.com/algebraic_notation_chess/naming_the_pieces_in_various_languages
###     (a copy of en.wikipedia "Algebraic notation (chess)", table "Naming the
###     pieces in various languages": letters, names, check, checkmate) (dame/koningin, toren, loper, paard, pion; schaak, schaakmat)
###   korte / lange rokade, promotie (PyChess nl), "en passant", "Mat in 2 zetten":
###     common usage, not from a cited source. "wit paard" (het paard is neuter,
###     so its adjective takes no -e) is Dutch grammar.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source
###   printed-draw (the word for a draw where a printed game's result stands):
###     "remise", the draw ("de uitslag wordt dan geschreven als ½-½"): nl.wikisage
###     "Remise (schaken)", https://nl.wikisage.org/wiki/Remise_(schaken)
###     No source found for a word or sign for mate printed after a move.

## Language

language-name = Nederlands
language-name-english = Dutch

## Piece letters written in moves. The pawn has none.

piece-letter-king = K
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = L
piece-letter-knight = P
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
forsyth-letter-knight = P
forsyth-letter-pawn = O

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
printed-draw = remise
# Words for mate written after a move, glued or apart (space-separated; the
# first is written by a translation).
# Source: "6. …Dxb7 7. Txe8 Txe8 8. Txe8 MAT.", Schaakclub Zeist,
# https://www.schakenzeist.nl/uncategorized/een-smulprobleem/ (one source).
printed-mate = mat
# Words for resigning printed after the last move, where the result stands
# (separated by commas, each a word or a phrase of several words, whose words
# may stand apart by any white space, a line break too; the first is written
# by a translation). The side named before one (side-name) resigned, else the side to move did.
# Source: "51. c6 — c7 Opgegeven.", a game of the Dutch chess union's match
# at Breda, 1 October 1893, in a chess magazine of 1893 on Delpher,
# https://www.delpher.nl/nl/tijdschriften/view?identifier=MMKB07:001597002:00009
# (one source). Dutch club reports print the phrase "Zwart gaf op." too,
# https://svdewatertoren.nl.
printed-resign = opgegeven, gaf op
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: en (and), https://en.wiktionary.org/wiki/en#Dutch (a dictionary; not yet seen printed
# between moves).
printed-prose = en
# Words for a threat printed before the move it names (separated by commas,
# each one word): the move after it, and the moves after that up to the mate
# it threatens, are commentary, not played (printed-threat).
# Source: "De fraaie sleutel 1.Td3! geeft de vluchtvelden f5 en d3 aan de
# zwarte koning en dreigt 2.Dd5#.", Friesch Dagblad, 22 May 2009,
# http://emanuellasker.nl/rubriek-friesch-dagblad/156
# (tests/data/pages/nl-frieschdagblad-vdmeulen-bijlsma.txt).
printed-threat = dreigt
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] koning
        [queen] dame
        [rook] toren
        [bishop] loper
        [knight] paard
       *[pawn] pion
    }

# Paard is neuter (wit paard), the other pieces common gender (witte koning).
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] witte koning
                [queen] witte dame
                [rook] witte toren
                [bishop] witte loper
                [knight] wit paard
               *[pawn] witte pion
            }
       *[black]
            { $role ->
                [king] zwarte koning
                [queen] zwarte dame
                [rook] zwarte toren
                [bishop] zwarte loper
                [knight] zwart paard
               *[pawn] zwarte pion
            }
    }

side-name =
    { $color ->
        [white] Wit
       *[black] Zwart
    }

spoken-check = schaak
spoken-mate = schaakmat
spoken-castle-short = korte rokade
spoken-castle-long = lange rokade
spoken-promotion = promotie
# l10n: same as English (the French term, used in Dutch)
spoken-en-passant = en passant
spoken-takes = slaat
spoken-promotes-to =
    { $role ->
        [queen] promoveert tot dame
        [rook] promoveert tot toren
        [bishop] promoveert tot loper
       *[knight] promoveert tot paard
    }
spoken-null-move = nulzet
spoken-variation = variant
spoken-variation-end = einde van de variant
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] koning
                [queen] dame
                [rook] toren
                [bishop] loper
                [knight] paard
               *[pawn] pion
            }
       *[other]
            { $role ->
                [king] koningen
                [queen] dames
                [rook] torens
                [bishop] lopers
                [knight] paarden
               *[pawn] pionnen
            }
    }
spoken-to-move =
    { $color ->
        [white] Wit aan zet
       *[black] Zwart aan zet
    }

# "witte koning op a5" (wording ours)
spoken-piece-on-square = { $piece } op { $square }
spoken-empty-board = leeg bord

## Piece lists ("Wit: Ka5, Ta8 … Zwart: Ke7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Wit
       *[black] Zwart
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
        [one] Mat in 1 zet
       *[other] Mat in { $moves } zetten
    }
