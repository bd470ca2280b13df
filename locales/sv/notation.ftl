### Hur svenska skriver schacknotation (Swedish chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters K D T L S (kung, dam, torn, löpare, springare), no pawn letter
###     in moves; Forsyth K D T L S B (B = bonde): PGN §17 (language-facts.md rows 7-9): the German letters;
###     PyChess sv agrees (K D T L S B)
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names kung, dam, torn, löpare, springare, bonde; Vit / Svart: PyChess sv.po;
###     https://en.lichess.org/forum/general-chess-discussion/pieces-names?page=3
###   schack, schackmatt, kort / lång rockad, förvandling, "en passant", "Matt i 2
###     drag": common usage, not from a cited source (PyChess sv has "Matt" and
###     "Promovering"). "vitt torn" (ett torn, neuter) is Swedish grammar.
###   Swedish, Norwegian, Danish, German and the South Slavic languages write the
###     same letters in moves: a game in them reads the same (detection reports
###     the group)
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Svenska
language-name-english = Swedish

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
# Source: "remi", the draw: "När ett schackparti slutar oavgjort kallas det
# för remi", Dalarnas Schackförbund, http://dalaschack.se/index.php?pid=537;
# "Remi är en schackterm som innebär att ett schackparti har slutat
# oavgjort", sv.wikipedia "Remi" (mirror https://sewiki.info/Lexikon/Remi).
printed-draw = remi
# Words for mate written after a move, glued or apart (space-separated; the
# first is written by a translation).
# Source: "1...Kxe4 besvaras med 2.Ld3+ Kd4 3.Tf4 matt.", "1...Kd4 följer
# 2.Tf4+ e5 3.Sxg3 matt.", Malungs Schacksällskap's blog, 11 November 2019,
# https://malungssk.blogspot.com/2019/ (one source).
printed-mate = matt
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: och (and), https://en.wiktionary.org/wiki/och#Swedish (a dictionary; not yet seen printed
# between moves).
printed-prose = och
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# before one (side-name) resigned, else the side to move did.
# Source: "uppg" (uppgav, resigned; the stop after it is read as a stop),
# printed in place of White's 17th move: "16…Dh5! 17.uppg.", Skage - Macieja,
# Arctic Chess Challenge, Tromsø 2007, Lars Grahn's blog,
# https://larsgrahn.blogspot.com/2007/08/stormstare-r-mnskliga.html
# (tests/data/pages/sv-larsgrahn-stormastare.txt; one source).
printed-resign = uppg

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] kung
        [queen] dam
        [rook] torn
        [bishop] löpare
        [knight] springare
       *[pawn] bonde
    }

# Torn is neuter (vitt torn), the other pieces common gender.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] vit kung
                [queen] vit dam
                [rook] vitt torn
                [bishop] vit löpare
                [knight] vit springare
               *[pawn] vit bonde
            }
       *[black]
            { $role ->
                [king] svart kung
                [queen] svart dam
                [rook] svart torn
                [bishop] svart löpare
                [knight] svart springare
               *[pawn] svart bonde
            }
    }

side-name =
    { $color ->
        [white] Vit
       *[black] Svart
    }

spoken-check = schack
spoken-mate = schackmatt
spoken-castle-short = kort rockad
spoken-castle-long = lång rockad
spoken-promotion = förvandling
# l10n: same as English (the French term, used in Swedish)
spoken-en-passant = en passant
spoken-takes = slår
spoken-promotes-to =
    { $role ->
        [queen] förvandlas till dam
        [rook] förvandlas till torn
        [bishop] förvandlas till löpare
       *[knight] förvandlas till springare
    }
spoken-null-move = nolldrag
spoken-variation = variant
spoken-variation-end = slut på varianten
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] kung
                [queen] dam
                [rook] torn
                [bishop] löpare
                [knight] springare
               *[pawn] bonde
            }
       *[other]
            { $role ->
                [king] kungar
                [queen] damer
                [rook] torn
                [bishop] löpare
                [knight] springare
               *[pawn] bönder
            }
    }
spoken-to-move =
    { $color ->
        [white] vit vid draget
       *[black] svart vid draget
    }

# "vit kung på a5" (wording ours)
spoken-piece-on-square = { $piece } på { $square }
spoken-empty-board = tomt bräde

## Piece lists ("Vit: Ka5, Ta8 … Svart: Ke7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Vit
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

stipulation-mate-in = Matt i { $moves } drag
