### Come l'italiano scrive la notazione scacchistica (Italian chess notation).
###
### Sources (keys as in shared/notation-facts.md):
###   piece letters R D T A C, no pawn letter in moves: PGN §17; PGNV it.js;
###     https://it.m.wikipedia.org/wiki/Speciale:Diff/136907406 ;
###     http://help.chessbase.com/Fritz/15/Ita/000126.htm (facts §1.1)
###   Forsyth letters R D T A C P (upper case White): PGN §17 pawn letter P
###     (facts §1.1); same scan as FEN (seed it-fen-article.txt)
###   the queen is "Donna (o Regina)", letter D: https://scacchi.al.it/giornale-scacchistico/?p=577
###   files a-h, castling O-O / O-O-O, capture x (":" also seen, read by the
###     lexer): PGN §8.2.3; http://lorenzoonline.altervista.org/scacchi/corso/notazione.htm
###   piece names Re, Donna, Torre, Alfiere, Cavallo, Pedone; il Bianco / il Nero:
###     schachklub-lustenau; scacchi.al.it; Fritz 15 Italian help (facts §4);
###     "il Bianco può arroccare corto/lungo", "en passant": seed it-fen-article.txt
###   scacco (+), scacco matto (#): lorenzoonline (facts §4); "promozione" is
###     common usage, not from a cited source
###   "matto in due": it.wikipedia "Problema di scacchi" (facts §8.5)

## Language

language-name = Italiano
language-name-english = Italian

## Piece letters written in moves. The pawn has none.

piece-letter-king = R
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = A
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
forsyth-letter-bishop = A
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

# Words for mate written after a move and capture signs (space-separated).
# Source: "scacco matto (#)", http://lorenzoonline.altervista.org/scacchi/corso/notazione.htm
# (facts §4); "matto" after the move as Italian columns print it (issue 18).
printed-mate = matto scaccomatto
printed-capture = { "" }
# Words for a draw printed where the result stands. Source: "patta", the
# draw, in the lesson "Vittoria, sconfitta, patta" of
# https://ortigarascacchi.it/ortigarascacchi/index.php/lezioni/vittoria-sconfitta-patta
# (one source); printed after a game's moves as Italian pages print it
# (issue 18).
printed-draw = patta
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# before one on its line (side-name) resigned, else the side to move did.
# Source: "il nero rimarrà con una torre ed un alfiere e quindi abbandona",
# https://senigallianotizie.it/1301159882/partita-da-campioni-del-mondo-nel-numero-diciannove-de-larrocco-roveresco
# (one source).
printed-resign = abbandona
# File letters as the language's keyboards type them (the letter printed, =,
# the file letter): none.
printed-file-letter = { "" }
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Sources: e (and), https://en.wiktionary.org/wiki/e#Italian (a dictionary; not yet seen printed
# between moves); se (if), at the start of a variation: "13) d3, (se cxCd4, DxAc1 +, Re2,
# DxTh1…ecc.) Dd3", "Un piano sbagliato", La dama a scacchi,
# https://www.quinewsmassacarrara.it/blog/la-dama-a-scacchi/un-piano-sbagliato.htm
printed-prose = e, se
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] Re
        [queen] Donna
        [rook] Torre
        [bishop] Alfiere
        [knight] Cavallo
       *[pawn] Pedone
    }

# Donna and Torre are feminine, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] Re bianco
                [queen] Donna bianca
                [rook] Torre bianca
                [bishop] Alfiere bianco
                [knight] Cavallo bianco
               *[pawn] Pedone bianco
            }
       *[black]
            { $role ->
                [king] Re nero
                [queen] Donna nera
                [rook] Torre nera
                [bishop] Alfiere nero
                [knight] Cavallo nero
               *[pawn] Pedone nero
            }
    }

side-name =
    { $color ->
        [white] il Bianco
       *[black] il Nero
    }

spoken-check = scacco
spoken-mate = scacco matto
spoken-castle-short = arrocco corto
spoken-castle-long = arrocco lungo
spoken-promotion = promozione
# l10n: same as English (the French term is Italian usage too: seed it-fen-article.txt)
spoken-en-passant = en passant

spoken-takes = prende
spoken-promotes-to =
    { $role ->
        [queen] promuove a Donna
        [rook] promuove a Torre
        [bishop] promuove ad Alfiere
       *[knight] promuove a Cavallo
    }
spoken-null-move = mossa nulla
spoken-variation = variante
spoken-variation-end = fine della variante
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] Re
                [queen] Donna
                [rook] Torre
                [bishop] Alfiere
                [knight] Cavallo
               *[pawn] Pedone
            }
       *[other]
            { $role ->
                [king] Re
                [queen] Donne
                [rook] Torri
                [bishop] Alfieri
                [knight] Cavalli
               *[pawn] Pedoni
            }
    }
spoken-to-move =
    { $color ->
        [white] tocca al Bianco
       *[black] tocca al Nero
    }

# "Re bianco in a5" (wording ours)
spoken-piece-on-square = { $piece } in { $square }
spoken-empty-board = scacchiera vuota

## Piece lists ("Bianco: Ra5, Ta8, Tf1, Ad5, Ce6. Nero: Re7.")

# Headers without the article of side-name ("Bianco:", "Nero:"; inference,
# no Italian list source checked); pawns are bare squares.
piece-list-header =
    { $color ->
        [white] Bianco
       *[black] Nero
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
        [one] Matto in 1 mossa
       *[other] Matto in { $moves } mosse
    }
