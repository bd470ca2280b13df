### Jak polski zapisuje notację szachową (Polish chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters K H W G S (hetman, wieża, goniec, skoczek), no pawn letter in
###     moves; Forsyth K H W G S P: PGN §17; BIJL (language-facts.md row 6); PyChess
###     pl agrees (notation-facts.md §2)
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names król, hetman, wieża, goniec, skoczek, pionek; Białe / Czarne: PyChess pl.po;
###     https://en.lichess.org/forum/general-chess-discussion/pieces-names?page=3
###     ("Queen = Hetman … in official notation"; Szach, Szach-Mat, Roszada)
###   krótka / długa roszada, promocja (PyChess pl), bicie w przelocie, "Mat w 2
###     posunięciach": common usage, not from a cited source. Agreement (biała
###     wieża) is Polish grammar.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source
###   printed-draw (the word for a draw where a printed game's result stands):
###     "remis", the draw ("jak prawidłowo zapisywać wyniki remisowe"): https://pierwszyruch.pl/?p=1721
###   printed-mate: "1.W:g3 G:g3 2.Sf3 G:h2 3.g4 mat.", "4. g4 mat",
###     http://www.purand.pl/pur1/amator.htm (no second found); the sign "X"
###     glued to the mating move, "2. … Hh4X" (fool's mate),
###     https://daw-chess.pl/najszybszy-mat-w-szachach/ , and apart, "S c7 X",
###     http://www.szachmat.edu.pl/index.php/poczatkujacy/22-temat-p-06-matowanie-cz-2-2
###     (both in tests/data/pages, WORDS.md); read glued
###     only, in its own case (X is no Polish piece letter)

## Language

language-name = Polski
language-name-english = Polish

## Piece letters written in moves. The pawn has none.

piece-letter-king = K
piece-letter-queen = H
piece-letter-rook = W
piece-letter-bishop = G
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
forsyth-letter-queen = H
forsyth-letter-rook = W
forsyth-letter-bishop = G
forsyth-letter-knight = S
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

# Words for a draw printed where the result stands (sources in the file's
# header).
printed-draw = remis
# Words for mate written after a move, glued or apart (sources in the file's
# header).
printed-mate = mat X
# Words for resigning printed after the last move, where the result stands
# (separated by commas, each a word or a phrase of several words, whose words
# may stand apart by any white space, a line break too; the first is written
# by a translation). The side named before one (side-name) resigned, else the side to move did.
# Source: the phrase "poddał partię" (resigned the game): "przeciwnik poddał
# partię", the rules of chess as pl.wikipedia's "Zasady gry w szachy" gives
# them (a copy: http://encyklopedia.naukowy.pl/Zasady_gry_w_szachy,vstrona_3);
# "W drugiej partii tego meczu Kasparow poddał partię",
# https://czegoijaksieuczyc.pl/czy-nalezy-poddawac-przegrane-partie/. The
# forms "poddały się" and "poddał się" were not found printed (searched the
# pages corpus, 2026-11-29, issue 18).
printed-resign = poddał partię
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: "15.gxf4 Wf8 i teraz 16.Sd6" (i teraz, and now), Vistula Chess
# Monthly, "Miniaturki szachowe (23)",
# http://szachowavistula.pl/felietony/index.php?sid=1168951&lang=pl&action=artikel&cat=30&id=500&artlang=pl
printed-prose = i, teraz
# Words for a threat printed before the move it names (separated by commas,
# each one word): the move after it, and the moves after that up to the mate
# it threatens, are commentary, not played (printed-threat).
# Source: "Po 4. ... Sf6:e4 5. d4:e5 grozi 6. Hd5" (after 4...Nxe4 5.dxe5,
# 6.Qd5 is threatened), "Teoria debiutów: obrona 2 skoczków",
# https://zanotowane.pl/22/5729 (tests/data/pages/pl-zanotowane-dwa-skoczki.txt).
printed-threat = grozi
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] król
        [queen] hetman
        [rook] wieża
        [bishop] goniec
        [knight] skoczek
       *[pawn] pionek
    }

# Wieża is feminine, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] biały król
                [queen] biały hetman
                [rook] biała wieża
                [bishop] biały goniec
                [knight] biały skoczek
               *[pawn] biały pionek
            }
       *[black]
            { $role ->
                [king] czarny król
                [queen] czarny hetman
                [rook] czarna wieża
                [bishop] czarny goniec
                [knight] czarny skoczek
               *[pawn] czarny pionek
            }
    }

side-name =
    { $color ->
        [white] białe
       *[black] czarne
    }

spoken-check = szach
spoken-mate = szach-mat
spoken-castle-short = krótka roszada
spoken-castle-long = długa roszada
spoken-promotion = promocja
spoken-en-passant = bicie w przelocie
spoken-takes = bije
spoken-promotes-to =
    { $role ->
        [queen] promocja na hetmana
        [rook] promocja na wieżę
        [bishop] promocja na gońca
       *[knight] promocja na skoczka
    }
spoken-null-move = ruch zerowy
spoken-variation = wariant
spoken-variation-end = koniec wariantu
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] król
                [queen] hetman
                [rook] wieża
                [bishop] goniec
                [knight] skoczek
               *[pawn] pionek
            }
        [few]
            { $role ->
                [king] króle
                [queen] hetmany
                [rook] wieże
                [bishop] gońce
                [knight] skoczki
               *[pawn] pionki
            }
        [many]
            { $role ->
                [king] króle
                [queen] hetmany
                [rook] wieże
                [bishop] gońce
                [knight] skoczki
               *[pawn] pionki
            }
       *[other]
            { $role ->
                [king] króle
                [queen] hetmany
                [rook] wieże
                [bishop] gońce
                [knight] skoczki
               *[pawn] pionki
            }
    }
spoken-to-move =
    { $color ->
        [white] ruch białych
       *[black] ruch czarnych
    }

# "biały król na a5" (wording ours)
spoken-piece-on-square = { $piece } na { $square }
spoken-empty-board = pusta szachownica

## Piece lists ("Białe: Ka5, Wa8 … Czarne: Ke7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Białe
       *[black] Czarne
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
        [one] Mat w { $moves } posunięciu
        [few] Mat w { $moves } posunięciach
        [many] Mat w { $moves } posunięciach
       *[other] Mat w { $moves } posunięcia
    }
