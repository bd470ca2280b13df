### How English writes chess notation. English is the reference locale: every
### other locale has exactly these message ids, and English is the fallback
### for any message a locale lacks.
###
### Sources (keys as in shared/notation-facts.md):
###   piece letters K Q R B N, no pawn letter in moves: PGN §8.2.3.2, §17; FIDE09 C.2
###   Forsyth letters K Q R B N P (upper case White): PGN §16.1 (FEN). English
###     problemists write S for the knight (N = nightrider; thechesspolyglot,
###     facts §1.1); we keep the FEN letter N, and S is not read.
###   files a-h, castling O-O / O-O-O with the letter O, capture x: PGN §8.2.3
###   piece names, White / Black: FIDE09 C.2 (facts §4)
###   "Mate in 3" stipulation: facts §8.5
###
### Conventions for translators:
###   * Notation messages (language-name … capture-mark) are read by the
###     program to build the locale's letter table; they take no arguments.
###   * Write an empty value as { "" } (Fluent has no empty messages).
###   * piece-letter-extra-* hold letters accepted on input only, separated by
###     spaces; { "" } when there are none.
###   * Selectors: $color is white or black; $role is king, queen, rook,
###     bishop, knight or pawn; $moves is a number.

## Language

# The language's name for itself.
language-name = English
# The language's name in English.
language-name-english = English

## Piece letters written in moves. The pawn has none.

piece-letter-king = K
piece-letter-queen = Q
piece-letter-rook = R
piece-letter-bishop = B
piece-letter-knight = N
piece-letter-pawn = { "" }

## Further piece letters accepted on input only (space-separated).

piece-letter-extra-king = { "" }
piece-letter-extra-queen = { "" }
piece-letter-extra-rook = { "" }
piece-letter-extra-bishop = { "" }
piece-letter-extra-knight = { "" }
piece-letter-extra-pawn = { "" }

## Problemists' Forsyth letters, upper case (White); lower case is Black.
## A language whose script has no letter case leaves all six empty.

forsyth-letter-king = K
forsyth-letter-queen = Q
forsyth-letter-rook = R
forsyth-letter-bishop = B
forsyth-letter-knight = N
forsyth-letter-pawn = P

## File letters, a to h. Each is exactly one character.

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
# Source: the word "mate" after a move, en.wikipedia "Checkmate" (facts §5,
# mate row). No capture sign besides x.
printed-mate = mate
printed-capture = { "" }
# Words for a draw printed where the result stands (separated by commas; the
# first is written by a translation, a language with none writes 1/2-1/2).
# None found printed in English games.
printed-draw = { "" }
# Words for resigning printed after the last move, where the result stands
# (separated by commas, each a word or a phrase of several words: "opgegeven,
# gaf op"; a phrase's words may stand apart by any white space, a line break
# too; the first is written by a translation). The side named before one
# (side-name) resigned, else the side to move did.
# Source: "28...b2 and White resigned", "Watts resigned",
# https://chesshistory.com/winter/extra/resignation.html (Edward Winter).
printed-resign = resigns, resigned
# File letters as a language's keyboards type them in printed games, each as
# the letter printed, `=`, and the file letter it stands for (space-separated:
# French `ç=c`). English keyboards type the file letters themselves.
printed-file-letter = { "" }
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: and, https://en.wiktionary.org/wiki/and (a dictionary; not yet seen printed between
# moves).
printed-prose = and
# Words for a threat printed before the move it names (separated by commas,
# each one word): the move after it, and the moves after that up to the mate
# it threatens, are commentary, not played (printed-threat).
# Sources: "1 Qh4? (threat 2 Qd4)", Red Hot Pawn's forum,
# https://www.redhotpawn.com/forum/only-chess/problem-3.148848; "Solution:
# 1.Rcc7! (threatening 2.Nc3)", en.wikipedia "Chess problem" (a stored copy of
# a revision: https://s.cnmilf.com/w/index.php?diff=prev&oldid=1133144945&title=Chess_problem).
printed-threat = threat, threatening
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Descriptive notation (P-K4, N-KB3, QxP, B-N5ch), as English books printed
## moves until the 1980s: read by `translate --from descriptive-en` and
## written by `--style descriptive --to en`. Each entry is a list separated
## by spaces; the first item is what the writer prints, the others are read
## too. Sources: en.wikipedia "Descriptive notation" (pieces K Q R B N P, Kt
## for the knight in older books, files QR QN QB Q K KB KN KR, ranks counted
## from each player's side, x for captures, ch for check, e.p., dis ch,
## O-O); Capablanca, "Chess Fundamentals" (1921, Project Gutenberg #33870:
## Kt, KtxP, QxP ch, P-K8 (Q)); Fischer, "My 60 Memorable Games" (1969:
## N-KB3, R(1)-Q1, mate).

descriptive-piece-king = K
descriptive-piece-queen = Q
descriptive-piece-rook = R
descriptive-piece-bishop = B
descriptive-piece-knight = N Kt
descriptive-piece-pawn = P
# The files a to h; a file's other spellings follow a slash.
descriptive-files = QR QN/QKt QB Q K KB KN/KKt KR
# file-rank (K4) or rank-file (Spanish 4R).
descriptive-square = file-rank
# Between a piece and its square; books and encyclopaedias print dashes
# too (Encyclopaedia Britannica 1911, "Chess": P – K4; Rogers, "How to
# Play Chess", 1907: P—K4).
descriptive-move = - – —
# Words for the first rank after a file, as older books print it (K – B sq,
# R – Kt sq, Kt—Ktsq.: Encyclopaedia Britannica 1911; Rogers 1907).
descriptive-first-rank = sq
# Castling without its side, which the position decides (Encyclopaedia
# Britannica 1911: 18. Castles).
descriptive-castles = Castles
descriptive-capture = x ×
descriptive-check = ch +
descriptive-mate = mate #
# Words before a check: "dis ch" (discovered), "dbl ch" (double).
descriptive-check-prefix = dis dbl disc
descriptive-en-passant = e.p. ep
# Around the piece a pawn promotes to: P-K8(Q).
descriptive-promotion-open = (
descriptive-promotion-close = )

## Words for spoken and accessible descriptions

# The piece's name. $role: king, queen, rook, bishop, knight, pawn.
piece-name =
    { $role ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
       *[pawn] pawn
    }

# A piece of one colour, as in "white queen". $color: white, black.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] white king
                [queen] white queen
                [rook] white rook
                [bishop] white bishop
                [knight] white knight
               *[pawn] white pawn
            }
       *[black]
            { $role ->
                [king] black king
                [queen] black queen
                [rook] black rook
                [bishop] black bishop
                [knight] black knight
               *[pawn] black pawn
            }
    }

# A side as a noun ("White to move"). $color: white, black.
side-name =
    { $color ->
        [white] White
       *[black] Black
    }

spoken-check = check
spoken-mate = checkmate
spoken-castle-short = short castling
spoken-castle-long = long castling
spoken-promotion = promotion
spoken-en-passant = en passant

# "takes" in a spoken move: "knight takes E 5".
spoken-takes = takes
# The promotion part of a spoken move ("E 8, promotes to queen"). $role:
# queen, rook, bishop, knight (king and pawn never occur).
spoken-promotes-to =
    { $role ->
        [queen] promotes to queen
        [rook] promotes to rook
        [bishop] promotes to bishop
       *[knight] promotes to knight
    }
# A null move (a pass, "--" in PGN) in words.
spoken-null-move = null move
# A variation said in a game read aloud: "variation: 12... knight F 6",
# and "end of variation" after its last move.
spoken-variation = variation
spoken-variation-end = end of variation
# The name of one kind of piece before its squares in a spoken position
# ("rook F 1", "pawns A 2, B 2"). $role: king … pawn; $count: how many.
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] king
                [queen] queen
                [rook] rook
                [bishop] bishop
                [knight] knight
               *[pawn] pawn
            }
       *[other]
            { $role ->
                [king] kings
                [queen] queens
                [rook] rooks
                [bishop] bishops
                [knight] knights
               *[pawn] pawns
            }
    }
# The end of a spoken position: whose move it is. $color: white, black.
spoken-to-move =
    { $color ->
        [white] White to move
       *[black] Black to move
    }

# One piece on its square in a spoken description ("white king on a5").
# $piece: a piece-description; $square: a square in this language's letters.
spoken-piece-on-square = { $piece } on { $square }
# The spoken description of a board without pieces.
spoken-empty-board = empty board

## Piece lists ("White: Ka5, Ra8, Rf1, Bd5, Ne6. Black: Ke7.")

# The header of one side's pieces in a piece list, written before a colon.
# A heading, not a sentence: "White", as in problem books. $color: white, black.
piece-list-header =
    { $color ->
        [white] White
       *[black] Black
    }
# A word written once before a side's pawns, for languages whose newspapers
# do so (Greek "Στρ. δ3, θ7"); { "" } where pawns are bare squares ("a2, b3").
piece-list-pawns = { "" }
# The headers abbreviated, as some printers abbreviate them, the first piece
# glued to them (Greek "Λ*Ρη1/Βδ3/… Μ* Ρη8/…"), or nothing when the
# language's printers use none found. $color: white, black.
piece-list-header-short =
    { $color ->
        [white] { "" }
       *[black] { "" }
    }

## Problem stipulations

# Direct mate in $moves moves, as printed under a problem diagram.
stipulation-mate-in = Mate in { $moves }
