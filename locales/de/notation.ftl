### Wie Deutsch Schachnotation schreibt (German chess notation).
###
### Sources (keys as in shared/notation-facts.md):
###   piece letters K D T L S, no pawn letter in moves: PGN §17; PGNV de.js;
###     https://www.janko.at/Schach/Regeln/Notation.htm (facts §1.1)
###   Forsyth letters K D T L S B (B = Bauer, upper case White): janko.at;
###     POPEYE; NATCH (facts §1.1, §8.5). No source uses P in German problem
###     notation, but the Greek seed (el-problemist-notation-and-fen.txt)
###     lists "P=Πιόνι" for German notation, so P is read as a pawn on input
###     only. B stays a pawn letter of Forsyth only: German moves write no
###     pawn letter, and in moves B reads as the English bishop (facts §3.1).
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3; the German
###     variants 0-0 / 00 and the colon capture are read by the lexer (facts §5)
###   piece names and agreement (weißer Bauer, schwarze Dame), Weiß / Schwarz:
###     PGNV de.js; http://schachklub-lustenau.at/einsteiger/5notation.php (facts §4)
###   Schach, Matt, kurze / lange Rochade, e.p.: code-knacker.de/schach.htm,
###     schach-lernen.de, FIDE09 E (facts §4); "Umwandlung" (promotion) is
###     common usage, not from a cited source
###   "Matt in drei Zügen": de-academic.com "Schachstudie" (facts §8.5)

## Language

language-name = Deutsch
language-name-english = German

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
piece-letter-extra-pawn = P

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

# Words for mate written after a move and capture signs (space-separated).
# Source: "Schachmatt"/"Matt" (facts §4: German Schach, Schachmatt/Matt);
# the colon capture is read in every language.
printed-mate = Matt Schachmatt
printed-capture = { "" }
# Words for a draw printed where the result stands. Source: "Remis"
# (facts §4: German Remis(angebot), code-knacker.de/schach.htm,
# schach-lernen.de); printed after a game's moves (issue 18).
printed-draw = Remis
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# before one on its line (side-name) resigned, else the side to move did.
# Source: "30. … Te2 … hat Weiß das Handtuch geworfen und aufgegeben",
# https://www.ronsdorfer-schachverein.de/rund-ums-schach.php; "in Remis- oder
# gar Gewinnstellung aufgegeben", https://www.zeit.de/2014/53/spiele-schach-53.
# "gab auf", a phrase of two words with the side before it ("Weiß gab auf."):
# "35.Kg5xh6 Te3-e5!! Ein stiller Zug zum Schluss. Weiß gab auf. … 0-1",
# https://www.herderschach.de/Training/Online/tr43o2g0.htm; "36.Sf5+! Das
# böse Erwachen! Schwarz gab auf.",
# https://www.herderschach.de/Training/Online/tr39o5g0.htm; "27.gxh3 Sd2 …
# Weiß gab auf. 0-1", https://www.herderschach.de/Training/Online/tr3p8g0.htm
# (Herder-Schach's "Online-Training" lessons). The present tense "gibt auf"
# was not found printed after a game's moves (searched the pages corpus,
# 2026-11-29, issue 18).
printed-resign = aufgegeben, gab auf
# File letters as the language's keyboards type them (the letter printed, =,
# the file letter): none.
printed-file-letter = { "" }
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: "zwischen c7-c6 und Sb8-c6" (und, and), Herder-Gymnasium
# Schach, https://www.herderschach.de/Training/Online/tr22p2g0.htm
printed-prose = und
# Words for a threat printed before the move it names (separated by commas,
# each one word): the move after it, and the moves after that up to the mate
# it threatens, are commentary, not played (printed-threat).
# Source: "Weiß droht 1.0-0-0#", Schachklub Caïssa Hermsdorf-Frohnau, "Max'
# Montags-Mysterium", solution of the 23rd problem,
# http://www.skcaissa.de/mmm2021loesung23.htm
printed-threat = droht
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] König
        [queen] Dame
        [rook] Turm
        [bishop] Läufer
        [knight] Springer
       *[pawn] Bauer
    }

# Dame is feminine, all other pieces are masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] weißer König
                [queen] weiße Dame
                [rook] weißer Turm
                [bishop] weißer Läufer
                [knight] weißer Springer
               *[pawn] weißer Bauer
            }
       *[black]
            { $role ->
                [king] schwarzer König
                [queen] schwarze Dame
                [rook] schwarzer Turm
                [bishop] schwarzer Läufer
                [knight] schwarzer Springer
               *[pawn] schwarzer Bauer
            }
    }

side-name =
    { $color ->
        [white] Weiß
       *[black] Schwarz
    }

spoken-check = Schach
spoken-mate = Matt
spoken-castle-short = kurze Rochade
spoken-castle-long = lange Rochade
spoken-promotion = Umwandlung
# l10n: same as English (the French term is German usage too: facts §4)
spoken-en-passant = en passant

spoken-takes = schlägt
spoken-promotes-to =
    { $role ->
        [queen] Umwandlung in Dame
        [rook] Umwandlung in Turm
        [bishop] Umwandlung in Läufer
       *[knight] Umwandlung in Springer
    }
spoken-null-move = Nullzug
spoken-variation = Variante
spoken-variation-end = Ende der Variante
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] König
                [queen] Dame
                [rook] Turm
                [bishop] Läufer
                [knight] Springer
               *[pawn] Bauer
            }
       *[other]
            { $role ->
                [king] Könige
                [queen] Damen
                [rook] Türme
                [bishop] Läufer
                [knight] Springer
               *[pawn] Bauern
            }
    }
spoken-to-move =
    { $color ->
        [white] Weiß am Zug
       *[black] Schwarz am Zug
    }

# "weißer König auf a5" (wording ours)
spoken-piece-on-square = { $piece } auf { $square }
spoken-empty-board = leeres Brett

## Piece lists ("Weiß: Ka5, Ta8, Tf1, Ld5, Se6. Schwarz: Ke7.")

# Headers "Weiß:" / "Schwarz:", the words of side-name (facts §4); the list
# layout is ours (inference, no German list source checked). Pawns are bare
# squares.
piece-list-header =
    { $color ->
        [white] Weiß
       *[black] Schwarz
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
        [one] Matt in einem Zug
       *[other] Matt in { $moves } Zügen
    }
