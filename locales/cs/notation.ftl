### Jak čeština zapisuje šachovou notaci (Czech chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters K D V S J (král, dáma, věž, střelec, jezdec), no pawn letter in
###     moves; Forsyth K D V S J P: PGN §17; CZ (zak.chytrak.cz, verified); BIJL
###     (language-facts.md row 10)
###   files a-h, castling O-O / O-O-O, capture x: CZ; its mate sign "X" and double
###     check "+ +" are not written by forsyth
###   piece names král, dáma, věž, střelec, jezdec, pěšec: liquisearch.com/algebraic_notation_chess/naming_the_pieces_in_various_languages
###     (a copy of en.wikipedia "Algebraic notation (chess)", table "Naming the
###     pieces in various languages": letters, names, check, checkmate) (and CZ);
###     PyChess cs (bílý, černý; its kůň is the colloquial knight)
###   šach, mat: the same table; malá / velká rošáda, proměna (PyChess cs
###     "Proměnění"), braní mimochodem, "Mat 2. tahem": common usage, not from a
###     cited source. Agreement (bílá dáma) is Czech grammar.
###   Czech and Slovak write the same letters
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Čeština
language-name-english = Czech

## Piece letters written in moves. The pawn has none.

piece-letter-king = K
piece-letter-queen = D
piece-letter-rook = V
piece-letter-bishop = S
piece-letter-knight = J
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
forsyth-letter-rook = V
forsyth-letter-bishop = S
forsyth-letter-knight = J
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

# Words for mate written after a move, glued or apart; a sign of one
# character is read glued to its move only, in its own case. Source: "X" for mate,
# CZ (zak.chytrak.cz/sachy/notace/notacecz.htm, verified; one source).
printed-mate = X
# Words for a draw printed where the result stands. Source: "remíza", the
# draw, http://strelec.g6.cz/wp/vitezstvi-prohra-remiza ("Vítězství, prohra,
# remíza"; one source); printed after a game's moves (issue 18).
printed-draw = remíza
# Words for resigning printed after the last move, where the result stands
# (separated by commas, each a word or a phrase of several words, whose words
# may stand apart by any white space, a line break too; the first is written
# by a translation). The side named right before one (side-name) resigned, else the side to
# move did. "se vzdal" is the reflexive verb with its particle, read and
# translated as one with the side before it ("černý se vzdal": Black resigns).
# Source: "7. dxc6 exf3 8. Db3! a černý se vzdal.", "8. ... Jxd7!! a bílý se
# vzdal.", the English Opening page of a Czech chess site,
# http://p1c4.wz.cz/anglicka.html (one source).
printed-resign = vzdal, se vzdal
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: a (and), https://en.wiktionary.org/wiki/a#Czech (a dictionary); printed between moves in
# Slovak, which writes it alike (see locales/sk).
printed-prose = a
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] král
        [queen] dáma
        [rook] věž
        [bishop] střelec
        [knight] jezdec
       *[pawn] pěšec
    }

# Dáma and věž are feminine, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] bílý král
                [queen] bílá dáma
                [rook] bílá věž
                [bishop] bílý střelec
                [knight] bílý jezdec
               *[pawn] bílý pěšec
            }
       *[black]
            { $role ->
                [king] černý král
                [queen] černá dáma
                [rook] černá věž
                [bishop] černý střelec
                [knight] černý jezdec
               *[pawn] černý pěšec
            }
    }

side-name =
    { $color ->
        [white] bílý
       *[black] černý
    }

spoken-check = šach
spoken-mate = mat
spoken-castle-short = malá rošáda
spoken-castle-long = velká rošáda
spoken-promotion = proměna
spoken-en-passant = braní mimochodem
spoken-takes = bere
spoken-promotes-to =
    { $role ->
        [queen] proměna v dámu
        [rook] proměna ve věž
        [bishop] proměna ve střelce
       *[knight] proměna v jezdce
    }
spoken-null-move = nulový tah
spoken-variation = varianta
spoken-variation-end = konec varianty
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] král
                [queen] dáma
                [rook] věž
                [bishop] střelec
                [knight] jezdec
               *[pawn] pěšec
            }
        [few]
            { $role ->
                [king] králové
                [queen] dámy
                [rook] věže
                [bishop] střelci
                [knight] jezdci
               *[pawn] pěšci
            }
        [many]
            { $role ->
                [king] králové
                [queen] dámy
                [rook] věže
                [bishop] střelci
                [knight] jezdci
               *[pawn] pěšci
            }
       *[other]
            { $role ->
                [king] králové
                [queen] dámy
                [rook] věže
                [bishop] střelci
                [knight] jezdci
               *[pawn] pěšci
            }
    }
spoken-to-move =
    { $color ->
        [white] bílý na tahu
       *[black] černý na tahu
    }

# "bílý král na a5" (wording ours)
spoken-piece-on-square = { $piece } na { $square }
spoken-empty-board = prázdná šachovnice

## Piece lists ("Bílý: Ka5, Va8 … Černý: Ke7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Bílý
       *[black] Černý
    }
piece-list-pawns = { "" }
# None found printed in this language (see the English file).
piece-list-header-short =
    { $color ->
        [white] { "" }
       *[black] { "" }
    }

## Problem stipulations

stipulation-mate-in = Mat { $moves }. tahem
