### Ako slovenčina zapisuje šachovú notáciu (Slovak chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters K D V S J (kráľ, dáma, veža, strelec, jazdec), no pawn letter
###     in moves; Forsyth K D V S J P: NF (PyChess sk, notation-facts.md §2); BIJL
###     ("Czechoslovak", language-facts.md row 11). The letters are Czech's
###   files a-h, castling O-O / O-O-O, capture x: as Czech (CZ)
###   piece names kráľ, dáma, veža, strelec, jazdec; biely / čierny: PyChess sk.po;
###     pešiak (the pawn), šach, mat, malá / veľká rošáda, premena (PyChess sk
###     "Premena"), braním mimochodom, "Mat 2. ťahom": common usage, not from a
###     cited source. Agreement (biela dáma) is Slovak grammar.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Slovenčina
language-name-english = Slovak

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

# Words for a draw printed where the result stands (separated by commas; the
# first is written by a translation).
# Source: "remíza", the draw: "rôzne slová používajú pre samotný výraz remíza:
# ničja, döntetlen, draw, nulle", the chess column of Život, 12.10.1956 (ed. I.
# Ivančo), http://rubriky.soks.sk/wp-content/plugins/rubriky/www/zivot/r1956/zivot_19561012.php
# (one source).
printed-draw = remíza
# Words for resigning printed after the last move, where the result stands
# (separated by commas, each a word or a phrase of several words, whose words
# may stand apart by any white space, a line break too; the first is written
# by a translation). The side named right before one (side-name) resigned, else the side to
# move did. "sa vzdal" is the reflexive verb with its particle, read and
# translated as one with the side before it ("čierny sa vzdal": Black resigns).
# Source: "35.S:c6 Vc8
# 36.h4 a čierny sa vzdal." (Korčnoj - Ivkov, Hastings 1955/56), the chess
# column of Život, 16.3.1956,
# http://rubriky.soks.sk/wp-content/plugins/rubriky/www/zivot/r1956/zivot_19560316.php;
# "19.Ve3 a čierny sa vzdal." (Filip - Szabó), the same column, 4.5.1956,
# http://rubriky.soks.sk/wp-content/plugins/rubriky/www/zivot/r1956/zivot_19560504.php
# (tests/data/findings/printed-resign-slovak.pgn).
printed-resign = vzdal, sa vzdal
# Words for mate written after a move, glued or apart (space-separated; the
# first is written by a translation).
# Source: "16.Dg4+ f:g4 17.Sf7 mat.", "e:f7+ a Je6 mat.", the chess column of
# Život, 9.11.1956,
# http://rubriky.soks.sk/wp-content/plugins/rubriky/www/zivot/r1956/zivot_19561109.php
# (one source).
printed-mate = mat
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: "nejde 2.Dd7+ V:d7+ a 3.D:a8!" (a, and), Pravda, ŠOKS,
# http://rubriky.soks.sk/wp-content/plugins/rubriky/www/pdn/r1983/pdn_830210.php
printed-prose = a
# Words for a threat printed before the move it names (separated by commas,
# each one word): the move after it, and the moves after that up to the mate
# it threatens, are commentary, not played (printed-threat).
# Source: "1.b8S! hrozí 2.Dg2+ S:g2 mat", Pravda, 10 February 1983,
# http://rubriky.soks.sk/wp-content/plugins/rubriky/www/pdn/r1983/pdn_830210.php
# (tests/data/pages/sk-soks-pdn-1983-jorgensen.txt); "riešenie 1.Ve3 hrozí
# 2.Vf1 mat", Technické noviny, 9 December 1986,
# http://rubriky.soks.sk/wp-content/plugins/rubriky/www/tn/r1986/tn_541.php
printed-threat = hrozí
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] kráľ
        [queen] dáma
        [rook] veža
        [bishop] strelec
        [knight] jazdec
       *[pawn] pešiak
    }

# Dáma and veža are feminine, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] biely kráľ
                [queen] biela dáma
                [rook] biela veža
                [bishop] biely strelec
                [knight] biely jazdec
               *[pawn] biely pešiak
            }
       *[black]
            { $role ->
                [king] čierny kráľ
                [queen] čierna dáma
                [rook] čierna veža
                [bishop] čierny strelec
                [knight] čierny jazdec
               *[pawn] čierny pešiak
            }
    }

side-name =
    { $color ->
        [white] biely
       *[black] čierny
    }

spoken-check = šach
spoken-mate = mat
spoken-castle-short = malá rošáda
spoken-castle-long = veľká rošáda
spoken-promotion = premena
spoken-en-passant = braním mimochodom
spoken-takes = berie
spoken-promotes-to =
    { $role ->
        [queen] premena na dámu
        [rook] premena na vežu
        [bishop] premena na strelca
       *[knight] premena na jazdca
    }
spoken-null-move = nulový ťah
spoken-variation = variant
spoken-variation-end = koniec variantu
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] kráľ
                [queen] dáma
                [rook] veža
                [bishop] strelec
                [knight] jazdec
               *[pawn] pešiak
            }
        [few]
            { $role ->
                [king] králi
                [queen] dámy
                [rook] veže
                [bishop] strelci
                [knight] jazdci
               *[pawn] pešiaci
            }
        [many]
            { $role ->
                [king] králi
                [queen] dámy
                [rook] veže
                [bishop] strelci
                [knight] jazdci
               *[pawn] pešiaci
            }
       *[other]
            { $role ->
                [king] králi
                [queen] dámy
                [rook] veže
                [bishop] strelci
                [knight] jazdci
               *[pawn] pešiaci
            }
    }
spoken-to-move =
    { $color ->
        [white] biely na ťahu
       *[black] čierny na ťahu
    }

# "biely kráľ na a5" (wording ours)
spoken-piece-on-square = { $piece } na { $square }
spoken-empty-board = prázdna šachovnica

## Piece lists ("Biely: Ka5, Va8 … Čierny: Ke7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Biely
       *[black] Čierny
    }
piece-list-pawns = { "" }
# None found printed in this language (see the English file).
piece-list-header-short =
    { $color ->
        [white] { "" }
       *[black] { "" }
    }

## Problem stipulations

stipulation-mate-in = Mat { $moves }. ťahom
