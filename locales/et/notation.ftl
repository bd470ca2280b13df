### Kuidas eesti keel kirjutab malenotatsiooni (Estonian chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters K L V O R (kuningas, lipp, vanker, oda, ratsu), no pawn letter
###     in moves; Forsyth K L V O R P: PGN §17 alone (language-facts.md row 14, a
###     single source); PyChess et shows the same letters (Q=L, R=V, B=O, N=R, with
###     E for the pawn, not used here). The bishop O is the castling letter: a
###     move is never written with O's alone, so they do not meet
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names lipp, vanker, oda, ratsu; valge / must: PyChess et.po;
###     Elke Rehder, "Chess Pieces Names" (schach-chess.com;
###     https://docslib.org/doc/1920371/chess-pieces-names) (K kuningas, L lipp, V vanker);
###     ettur (the pawn), tuli (check), matt, lühike / pikk vangerdus, muundumine,
###     möödaminnes löömine, "Matt 2 käiguga": common usage, not from a cited
###     source. Estonian has no grammatical gender.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Eesti
language-name-english = Estonian

## Piece letters written in moves. The pawn has none.

piece-letter-king = K
piece-letter-queen = L
piece-letter-rook = V
piece-letter-bishop = O
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
forsyth-letter-queen = L
forsyth-letter-rook = V
forsyth-letter-bishop = O
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
# Source: "viik", the draw: "§ 13. Wiik." (the old spelling), "Male õpetus",
# Tartu 1883 (DIGAR, https://pdfslide.tips/documents/wamamiaml-i-digar.html);
# "mängisin mustadega viiki", https://chessmaletaja.blogspot.com/2021/;
# "Viigid" (draws) in the statistics of https://brainking.com/ee/GameRules?tp=1.
printed-draw = viik
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: "5. Kc7 ja ettur saab" (ja, and), vaadeldaja.blogspot.com,
# http://vaadeldaja.blogspot.com/2010/03/eesti-noorte-mv-valikturniir.html
printed-prose = ja
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }
# Words for mate and for resigning: none found printed in Estonian games
# (searched the pages corpus, 2026-11-28 and 2026-11-29, issue 18; the verb
# "alla andma", to resign, is found only as "partiid alla anda", "alla andes",
# http://maleliit.blogspot.com/2009/11/, not the "andis alla" printed after a
# game). English's words for resigning are read (the fallback of every
# locale).

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] kuningas
        [queen] lipp
        [rook] vanker
        [bishop] oda
        [knight] ratsu
       *[pawn] ettur
    }

# Estonian has no grammatical gender.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] valge kuningas
                [queen] valge lipp
                [rook] valge vanker
                [bishop] valge oda
                [knight] valge ratsu
               *[pawn] valge ettur
            }
       *[black]
            { $role ->
                [king] must kuningas
                [queen] must lipp
                [rook] must vanker
                [bishop] must oda
                [knight] must ratsu
               *[pawn] must ettur
            }
    }

side-name =
    { $color ->
        [white] Valge
       *[black] Must
    }

spoken-check = tuli
spoken-mate = matt
spoken-castle-short = lühike vangerdus
spoken-castle-long = pikk vangerdus
spoken-promotion = muundumine
spoken-en-passant = möödaminnes löömine
spoken-takes = lööb
spoken-promotes-to =
    { $role ->
        [queen] muundub lipuks
        [rook] muundub vankriks
        [bishop] muundub odaks
       *[knight] muundub ratsuks
    }
spoken-null-move = nullkäik
spoken-variation = variant
spoken-variation-end = variandi lõpp
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] kuningas
                [queen] lipp
                [rook] vanker
                [bishop] oda
                [knight] ratsu
               *[pawn] ettur
            }
       *[other]
            { $role ->
                [king] kuningad
                [queen] lipud
                [rook] vankrid
                [bishop] odad
                [knight] ratsud
               *[pawn] etturid
            }
    }
spoken-to-move =
    { $color ->
        [white] valge käik
       *[black] musta käik
    }

# "valge kuningas väljal a5" (wording ours)
spoken-piece-on-square = { $piece } väljal { $square }
spoken-empty-board = tühi laud

## Piece lists ("Valge: Ka5, Va8 … Must: Ke7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Valge
       *[black] Must
    }
piece-list-pawns = { "" }
# None found printed in this language (see the English file).
piece-list-header-short =
    { $color ->
        [white] { "" }
       *[black] { "" }
    }

## Problem stipulations

stipulation-mate-in = Matt { $moves } käiguga
