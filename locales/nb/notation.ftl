### Hvordan norsk skriver sjakknotasjon (Norwegian chess notation, Bokmål).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters K D T L S (konge, dronning, tårn, løper, springer), no pawn
###     letter in moves; Forsyth K D T L S B (B = bonde): PGN §17 (language-facts.md rows 7-9): the German letters;
###     BIJL gives the old Norwegian B for the bishop, not read here (it is the
###     pawn's Forsyth letter); PyChess nb agrees with PGN §17
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names konge, dronning, tårn, løper, springer, bonde; Hvit / Svart: PyChess nb.po;
###     Elke Rehder, "Chess Pieces Names" (schach-chess.com;
###     https://docslib.org/doc/1920371/chess-pieces-names)
###   sjakk, sjakkmatt, kort / lang rokade, forvandling (PyChess nb), "en passant",
###     "Matt i 2 trekk": common usage, not from a cited source. "hvitt tårn"
###     (et tårn, neuter) is Norwegian grammar.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Norsk bokmål
language-name-english = Norwegian

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
forsyth-letter-pawn = B

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
# Source: "remis", the draw: "Det finnes ulike måter et parti kan ende i remis
# (uavgjort)", https://haugalandsk.no/remis/; "Hvordan kan hvit klare remis",
# the chess column of Varingen, 1 January 2015,
# http://www.nittedalsjakk.priv.no/varingen/varingen20150101.shtml
printed-draw = remis
# Words for mate written after a move, glued or apart (space-separated; the
# first is written by a translation).
# Source: "Forsøk 1) Kxh6, Th8 matt.", "Løsning: Dd7 matt!", "1) Dh5 sjakk!
# (dronningoffer), gxh5 2) Th4 matt.", "2) Tf7 sjakk, Kxh6 3) Txh7 matt", the
# solutions of Ski Sjakklubb's Christmas puzzles (games of Magnus Carlsen),
# http://skisjakk.no/index.php/34-losning-pa-julenotter (one source; the
# word also ends a line of the Troitsky study, "5 Kf7 og matt i neste trekk",
# http://hsjakk.blogspot.com/2013/01/lsning-pa-troitskijs-julentt.html).
printed-mate = matt
# Words for resigning printed after the last move, where the result stands
# (separated by commas, each a word or a phrase of several words, whose words
# may stand apart by any white space, a line break too; the first is written
# by a translation). The side named before one (side-name) resigned, else the side to move did.
# Source: the phrase "ga opp": "… og har vunnet en hel offiser! Hvit ga opp.",
# the chess column of Varingen, 28 August 2015 (Hugo Parr),
# http://nittedalsjakk.priv.no/varingen/varingen20150828.shtml (one source; no
# one-word form found).
printed-resign = ga opp
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: "32…Db5 og 36…Sf8" (og, and), Kampen sjakklubb,
# http://www.kampensjakk.no/partier-og-resultater-fra-varturneringen-runde-2/
printed-prose = og
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] konge
        [queen] dronning
        [rook] tårn
        [bishop] løper
        [knight] springer
       *[pawn] bonde
    }

# Tårn is neuter (hvitt tårn), the other pieces masculine or feminine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] hvit konge
                [queen] hvit dronning
                [rook] hvitt tårn
                [bishop] hvit løper
                [knight] hvit springer
               *[pawn] hvit bonde
            }
       *[black]
            { $role ->
                [king] svart konge
                [queen] svart dronning
                [rook] svart tårn
                [bishop] svart løper
                [knight] svart springer
               *[pawn] svart bonde
            }
    }

side-name =
    { $color ->
        [white] Hvit
       *[black] Svart
    }

spoken-check = sjakk
spoken-mate = sjakkmatt
spoken-castle-short = kort rokade
spoken-castle-long = lang rokade
spoken-promotion = forvandling
# l10n: same as English (the French term, used in Norwegian)
spoken-en-passant = en passant
spoken-takes = slår
spoken-promotes-to =
    { $role ->
        [queen] forvandles til dronning
        [rook] forvandles til tårn
        [bishop] forvandles til løper
       *[knight] forvandles til springer
    }
spoken-null-move = nulltrekk
spoken-variation = variant
spoken-variation-end = slutt på varianten
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] konge
                [queen] dronning
                [rook] tårn
                [bishop] løper
                [knight] springer
               *[pawn] bonde
            }
       *[other]
            { $role ->
                [king] konger
                [queen] dronninger
                [rook] tårn
                [bishop] løpere
                [knight] springere
               *[pawn] bønder
            }
    }
spoken-to-move =
    { $color ->
        [white] hvit i trekket
       *[black] svart i trekket
    }

# "hvit konge på a5" (wording ours)
spoken-piece-on-square = { $piece } på { $square }
spoken-empty-board = tomt brett

## Piece lists ("Hvit: Ka5, Ta8 … Svart: Ke7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Hvit
       *[black] Svart
    }
piece-list-pawns = { "" }
# None found printed in this language (see the English file).
piece-list-header-short =
    { $color ->
        [white] { "" }
       *[black] { "" }
    }

## Problem stipulations

stipulation-mate-in = Matt i { $moves } trekk
