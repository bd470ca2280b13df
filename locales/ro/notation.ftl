### Cum scrie româna notația de șah (Romanian chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters R D T N C (rege, damă, turn, nebun, cal), no pawn letter in
###     moves; Forsyth R D T N C P: PGN §17; BIJL (language-facts.md row 16). N is
###     the bishop here, the knight in English
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names rege, damă, turn, nebun, cal, pion: PyChess ro.po (Rege, Tură,
###     Nebun, Cal, Pion, Alb, Negru); https://forum.wordreference.com/threads/chess-pieces.158183/
###     (a Romanian speaker: rege, regină, nebun, cal, tură, pion; Şah, Şah mat)
###   rocadă mică / mare, transformare, "en passant", "Mat în 2 mutări": common
###     usage, not from a cited source. Agreement (damă albă, turn alb) is
###     Romanian grammar.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Română
language-name-english = Romanian

## Piece letters written in moves. The pawn has none.

piece-letter-king = R
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = N
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
forsyth-letter-bishop = N
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

# Words for a draw printed where the result stands (separated by commas; the
# first is written by a translation).
# Source: "remiză", the draw: "Partida se poate termina remiză când ambii
# jucători cad de acord", https://lectiadesah.ro/modul0-lectia10 (one source).
printed-draw = remiză
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: și (and), https://en.wiktionary.org/wiki/și#Romanian; printed between
# two moves: "albul dă mat în următoarele două mutări: d4 și, indiferent de
# mutarea următoare a negrului, e6 și mat.", logicus.ro, "Mat din 4 mutări",
# http://logicus.ro/index.php/sah/1740-mat-din-4-mutari
# (tests/data/pages/ro-logicus-mat-din-4-mutari.txt; issue 18).
printed-prose = și
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }
# Words for mate written after a move and capture signs (space-separated).
# Source: "mat" after the mating move, "… e6 și mat.", the same page of
# logicus.ro (one source; issue 18).
printed-mate = mat
printed-capture = { "" }
# Words for resigning: none found printed in Romanian games (searched the pages
# corpus, 2026-11-28, 2026-11-29 and 2026-11-30, issue 18: "a cedat",
# "abandonează", "cedează"; "adversarul a cedat" is two words). English's words
# for resigning are read (the fallback of every locale).

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] rege
        [queen] damă
        [rook] turn
        [bishop] nebun
        [knight] cal
       *[pawn] pion
    }

# Damă is feminine, turn neuter, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] rege alb
                [queen] damă albă
                [rook] turn alb
                [bishop] nebun alb
                [knight] cal alb
               *[pawn] pion alb
            }
       *[black]
            { $role ->
                [king] rege negru
                [queen] damă neagră
                [rook] turn negru
                [bishop] nebun negru
                [knight] cal negru
               *[pawn] pion negru
            }
    }

side-name =
    { $color ->
        [white] Albul
       *[black] Negrul
    }

spoken-check = șah
spoken-mate = șah mat
spoken-castle-short = rocadă mică
spoken-castle-long = rocadă mare
spoken-promotion = transformare
# l10n: same as English (the French term, used in Romanian)
spoken-en-passant = en passant
spoken-takes = ia
spoken-promotes-to =
    { $role ->
        [queen] se transformă în damă
        [rook] se transformă în turn
        [bishop] se transformă în nebun
       *[knight] se transformă în cal
    }
spoken-null-move = mutare nulă
spoken-variation = variantă
spoken-variation-end = sfârșitul variantei
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] rege
                [queen] damă
                [rook] turn
                [bishop] nebun
                [knight] cal
               *[pawn] pion
            }
        [few]
            { $role ->
                [king] regi
                [queen] dame
                [rook] turnuri
                [bishop] nebuni
                [knight] cai
               *[pawn] pioni
            }
       *[other]
            { $role ->
                [king] regi
                [queen] dame
                [rook] turnuri
                [bishop] nebuni
                [knight] cai
               *[pawn] pioni
            }
    }
spoken-to-move =
    { $color ->
        [white] la mutare albul
       *[black] la mutare negrul
    }

# "rege alb pe a5" (wording ours)
spoken-piece-on-square = { $piece } pe { $square }
spoken-empty-board = tablă goală

## Piece lists ("Alb: Ra5, Ta8 … Negru: Re7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Alb
       *[black] Negru
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
        [one] Mat într-o mutare
        [few] Mat în { $moves } mutări
       *[other] Mat în { $moves } de mutări
    }
