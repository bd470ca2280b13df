### Comment le français écrit la notation des échecs (French chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters R D T F C, no pawn letter in moves; Forsyth R D T F C P: PGN §17;
###     BIJL (language-facts.md row 1); French Forsyth `1tfd2ct/…` in NATCH and
###     POPEYE (notation-facts.md §8.5)
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3 (the FIDE form every
###     language shares; the lexer also reads `:` and `0-0`)
###   piece names Roi, Dame, Tour, Fou, Cavalier, Pion; Blanc / Noir: PyChess fr.po;
###     liquisearch.com/algebraic_notation_chess/naming_the_pieces_in_various_languages
###     (a copy of en.wikipedia "Algebraic notation (chess)", table "Naming the
###     pieces in various languages": letters, names, check, checkmate)
###   échec, échec et mat: the same table; petit roque / grand roque:
###     https://www.chess.com/forum/view/general/what-is-the-name-of--this-piece?page=3
###     ("In french we say Petit roque for O-O, Grand roque for O-O-O"); promotion:
###     PyChess fr; "en passant" is the French term itself. Agreement (dame
###     blanche, tour noire) is French grammar; "les Blancs" / "les Noirs" and
###     "Mat en 2 coups" are common usage, not from a cited source
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source
###   printed-draw (the word for a draw where a printed game's result stands):
###     "nulle", the draw ("La partie est nulle"): https://echiquierbisontin.fr/cours-echecs-besancon/
###     (leçon 17, la fin de la partie); "réclamer la nulle", http://dev.pokeralille.com/phpBB3/viewtopic.php?p=165209
###   printed-mate: "mat" after the mating move, "3.Cb5 mat", "6.Df7 mat",
###     http://pion.ch/Bug/snabla2.html; "20. Rd3 Cc5 mat.",
###     http://lestourtereaux.over-blog.com/article-6691363.html
###   printed-resign: "1.*Fc5+ sur quoi les Noirs abandonnèrent",
###     http://pion.ch/Bug/snabla2.html (no second found)

## Language

language-name = Français
language-name-english = French

## Piece letters written in moves. The pawn has none.

piece-letter-king = R
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = F
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
forsyth-letter-bishop = F
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
printed-draw = nulle
# Words for mate written after a move, glued or apart (sources in the file's
# header).
printed-mate = mat
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# before one on its line (side-name) resigned, else the side to move did.
# Sources in the file's header.
printed-resign = abandonnèrent
# File letters as French keyboards type them: ç (its own key, where US
# keyboards have 9) for the c-file. Source: "3 Cç3 .Ff5 4 Ff4 ç6 … 11 ç3 !",
# http://correspondancesmaitrisees.blogspot.com/2006/08/chessm.html
printed-file-letter = ç=c
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: et (and), https://en.wiktionary.org/wiki/et#French (a dictionary; not yet seen printed
# between moves).
printed-prose = et
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] roi
        [queen] dame
        [rook] tour
        [bishop] fou
        [knight] cavalier
       *[pawn] pion
    }

# Dame and Tour are feminine, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] roi blanc
                [queen] dame blanche
                [rook] tour blanche
                [bishop] fou blanc
                [knight] cavalier blanc
               *[pawn] pion blanc
            }
       *[black]
            { $role ->
                [king] roi noir
                [queen] dame noire
                [rook] tour noire
                [bishop] fou noir
                [knight] cavalier noir
               *[pawn] pion noir
            }
    }

side-name =
    { $color ->
        [white] les Blancs
       *[black] les Noirs
    }

spoken-check = échec
spoken-mate = échec et mat
spoken-castle-short = petit roque
spoken-castle-long = grand roque
# l10n: same as English (the same French word)
spoken-promotion = promotion
# l10n: same as English (the French term itself)
spoken-en-passant = en passant
spoken-takes = prend
spoken-promotes-to =
    { $role ->
        [queen] promotion en dame
        [rook] promotion en tour
        [bishop] promotion en fou
       *[knight] promotion en cavalier
    }
spoken-null-move = coup nul
spoken-variation = variante
spoken-variation-end = fin de la variante
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] roi
                [queen] dame
                [rook] tour
                [bishop] fou
                [knight] cavalier
               *[pawn] pion
            }
       *[other]
            { $role ->
                [king] rois
                [queen] dames
                [rook] tours
                [bishop] fous
                [knight] cavaliers
               *[pawn] pions
            }
    }
spoken-to-move =
    { $color ->
        [white] trait aux Blancs
       *[black] trait aux Noirs
    }

# "roi blanc en a5" (wording ours)
spoken-piece-on-square = { $piece } en { $square }
spoken-empty-board = échiquier vide

## Piece lists ("Blancs: Ra5, Ta8 … Noirs: Re7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Blancs
       *[black] Noirs
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
        [one] Mat en 1 coup
       *[other] Mat en { $moves } coups
    }
