### Miten suomi kirjoittaa shakkinotaation (Finnish chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters K D T L R (kuningas, daami, torni, lähetti, ratsu), no pawn
###     letter in moves; Forsyth K D T L R P: PGN §17 alone (language-facts.md
###     row 13, a single source; PyChess fi keeps the English letters, which is
###     no evidence either way, notation-facts.md §2)
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names kuningas, kuningatar, torni, lähetti, ratsu, sotilas: PyChess fi.po;
###     https://www.chess.com/blog/RedSoxpawn/chess-pieces; http://www.shakki.net/kerhot/KemTS/nap-pieces.htm
###   Valkea / Musta: PyChess fi; shakki, matti, lyhyt / pitkä linna, korotus
###     (PyChess fi), ohestalyönti, "Matti 2 siirrossa": common usage, not from a
###     cited source. The queen's letter D is daami, the queen's other name.
###     Finnish has no grammatical gender.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Suomi
language-name-english = Finnish

## Piece letters written in moves. The pawn has none.

piece-letter-king = K
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = L
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
forsyth-letter-rook = T
forsyth-letter-bishop = L
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

# Signs for mate glued to a move, in their own case. Source: "X" for mate,
# "3...Rf6?? 4.Lxf7X 1-0", https://lauttsk.blogspot.com/2009/04/ (Lauttasaaren
# Shakkikerho's blog, in an example game its author made up to show a rule;
# one source).
printed-mate = X
# Words for a draw printed where the result stands (separated by commas; the
# first is written by a translation).
# Source: "tasapeli", the draw: "6. Milloin peli on tasapeli?", a Finnish
# chess course ("Sisällysluettelo. Perusteet"),
# http://docplayer.fi/3108596-Sisallysluettelo-perusteet.html (one source).
printed-draw = tasapeli
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: ja (and), https://en.wiktionary.org/wiki/ja#Finnish (a dictionary; not yet seen printed
# between moves).
printed-prose = ja
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }
# Words for resigning: none found printed in Finnish games (searched the pages
# corpus, 2026-11-28 and 2026-11-29, issue 18). English's are read (the fallback
# of every locale).

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] kuningas
        [queen] kuningatar
        [rook] torni
        [bishop] lähetti
        [knight] ratsu
       *[pawn] sotilas
    }

# Finnish has no grammatical gender.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] valkea kuningas
                [queen] valkea kuningatar
                [rook] valkea torni
                [bishop] valkea lähetti
                [knight] valkea ratsu
               *[pawn] valkea sotilas
            }
       *[black]
            { $role ->
                [king] musta kuningas
                [queen] musta kuningatar
                [rook] musta torni
                [bishop] musta lähetti
                [knight] musta ratsu
               *[pawn] musta sotilas
            }
    }

side-name =
    { $color ->
        [white] Valkea
       *[black] Musta
    }

spoken-check = shakki
spoken-mate = matti
spoken-castle-short = lyhyt linna
spoken-castle-long = pitkä linna
spoken-promotion = korotus
spoken-en-passant = ohestalyönti
spoken-takes = lyö
spoken-promotes-to =
    { $role ->
        [queen] korotus kuningattareksi
        [rook] korotus torniksi
        [bishop] korotus lähetiksi
       *[knight] korotus ratsuksi
    }
spoken-null-move = nollasiirto
spoken-variation = muunnelma
spoken-variation-end = muunnelman loppu
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] kuningas
                [queen] kuningatar
                [rook] torni
                [bishop] lähetti
                [knight] ratsu
               *[pawn] sotilas
            }
       *[other]
            { $role ->
                [king] kuninkaat
                [queen] kuningattaret
                [rook] tornit
                [bishop] lähetit
                [knight] ratsut
               *[pawn] sotilaat
            }
    }
spoken-to-move =
    { $color ->
        [white] valkean siirto
       *[black] mustan siirto
    }

# "valkea kuningas ruudussa a5" (wording ours)
spoken-piece-on-square = { $piece } ruudussa { $square }
spoken-empty-board = tyhjä lauta

## Piece lists ("Valkea: Ka5, Ta8 … Musta: Ke7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Valkea
       *[black] Musta
    }
piece-list-pawns = { "" }
# None found printed in this language (see the English file).
piece-list-header-short =
    { $color ->
        [white] { "" }
       *[black] { "" }
    }

## Problem stipulations

stipulation-mate-in = Matti { $moves } siirrossa
