### Hvordan dansk skriver skaknotation (Danish chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters K D T L S (konge, dronning, tårn, løber, springer), no pawn
###     letter in moves; Forsyth K D T L S B (B = bonde): PGN §17 (language-facts.md rows 7-9): the German letters;
###     PyChess da agrees
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names konge, dronning, tårn, løber, springer, bonde; Hvid / Sort: PyChess da.po;
###     liquisearch.com/algebraic_notation_chess/naming_the_pieces_in_various_languages
###     (a copy of en.wikipedia "Algebraic notation (chess)", table "Naming the
###     pieces in various languages": letters, names, check, checkmate) (skak, skakmat)
###   kort / lang rokade, forvandling, "en passant", "Mat i 2 træk": common usage,
###     not from a cited source. "hvidt tårn" (et tårn, neuter) is Danish grammar.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Dansk
language-name-english = Danish

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
# Source: "remis", the draw: "Hvis stillingen er sådan at ingen af spillerne
# på nogen mulig måde kan sætte skakmat, er partiet remis, hvilket vil sige
# uafgjort", Dansk Skak Union, Skakhåndbogen 3.2 "Grundlæggende Spilleregler"
# (http://docplayer.dk/152226-3-2-grundlaeggende-spilleregler.html); "§ 9
# Remis", https://assens-skakklub.dk/index.php/obs-skakregler/
printed-draw = remis
# Words for mate written after a move, glued or apart (space-separated; the
# first is written by a translation).
# Source: "Fx. Dg2!, Ke1, Kc3, f1-D, Dd2 mat.", "så har hvid Dd2+ og mat!",
# Skanderborg Skakklub's blog, https://skanderborgskakklub.dk/?paged=120 (one
# source).
printed-mate = mat
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# before one on its line (side-name) resigned, else the side to move did.
# Source: "opgiver", "Thor prøver 23. De2, men opgiver efter 23. – , Dg3."
# (Thor tries 23. De2, but resigns after 23...Dg3), Vejlby-Risskov Skakklub's
# news, September 2020, https://vrsk.dk/skak/2020/09/ (one source; the word
# stands in a sentence after White's move, before Black's last reply, not
# alone where the result stands: no page with "opgiver" or "opgav" after a
# game's last move was found in the pages corpus, 2026-12-01).
printed-resign = opgiver
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: og (and), https://en.wiktionary.org/wiki/og#Danish (a dictionary); printed between moves in
# Norwegian, which writes it alike (see locales/nb).
printed-prose = og
# Words for a threat printed before the move it names (separated by commas,
# each one word): the move after it, and the moves after that up to the mate
# it threatens, are commentary, not played (printed-threat).
# Source: "1.Dc2. Truer 2.Txe4#.", "1.c4. Truer 2.Dc7#.", Viby Skakklub's
# bulletin, "Problemskak (26)",
# http://www.vibyskakklub.dk/gl/viby/blad113/bl113_05.htm
# (tests/data/pages/da-vibyskakklub-problemskak-26.txt).
printed-threat = truer
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }
# Words for resigning: none found printed in Danish games (searched the pages
# corpus, 2026-11-28 and 2026-11-29, issue 18: "Sort opgav", "og sort opgav").
# English's words for resigning are read (the fallback of every locale).

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] konge
        [queen] dronning
        [rook] tårn
        [bishop] løber
        [knight] springer
       *[pawn] bonde
    }

# Tårn is neuter (hvidt tårn), the other pieces common gender.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] hvid konge
                [queen] hvid dronning
                [rook] hvidt tårn
                [bishop] hvid løber
                [knight] hvid springer
               *[pawn] hvid bonde
            }
       *[black]
            { $role ->
                [king] sort konge
                [queen] sort dronning
                [rook] sort tårn
                [bishop] sort løber
                [knight] sort springer
               *[pawn] sort bonde
            }
    }

side-name =
    { $color ->
        [white] Hvid
       *[black] Sort
    }

spoken-check = skak
spoken-mate = skakmat
spoken-castle-short = kort rokade
spoken-castle-long = lang rokade
spoken-promotion = forvandling
# l10n: same as English (the French term, used in Danish)
spoken-en-passant = en passant
spoken-takes = slår
spoken-promotes-to =
    { $role ->
        [queen] forvandles til dronning
        [rook] forvandles til tårn
        [bishop] forvandles til løber
       *[knight] forvandles til springer
    }
spoken-null-move = nultræk
spoken-variation = variant
spoken-variation-end = slut på varianten
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] konge
                [queen] dronning
                [rook] tårn
                [bishop] løber
                [knight] springer
               *[pawn] bonde
            }
       *[other]
            { $role ->
                [king] konger
                [queen] dronninger
                [rook] tårne
                [bishop] løbere
                [knight] springere
               *[pawn] bønder
            }
    }
spoken-to-move =
    { $color ->
        [white] hvid i trækket
       *[black] sort i trækket
    }

# "hvid konge på a5" (wording ours)
spoken-piece-on-square = { $piece } på { $square }
spoken-empty-board = tomt bræt

## Piece lists ("Hvid: Ka5, Ta8 … Sort: Ke7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Hvid
       *[black] Sort
    }
piece-list-pawns = { "" }
# None found printed in this language (see the English file).
piece-list-header-short =
    { $color ->
        [white] { "" }
       *[black] { "" }
    }

## Problem stipulations

stipulation-mate-in = Mat i { $moves } træk
