### Hogyan írja a magyar a sakkjelölést (Hungarian chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters K V B F H (király, vezér, bástya, futó, huszár), no pawn
###     letter in moves; Forsyth K V B F H G (G = gyalog): PGN §17; BIJL;
###     pychess/pychess#217 ("Hf3 Fb5 Be1") (language-facts.md row 12). B is the
###     rook here, the bishop in English: detection tells them apart by the game
###   files a-h, castling O-O / O-O-O, capture x: PGN §8.2.3
###   piece names király, vezér, bástya, futó, huszár, gyalog; világos / sötét: PyChess hu.po;
###     https://chess.com/forum/view/general/name-of-pieces-in-your-language-translated-directly
###   sakk, matt (PyChess hu "Matt"), rövid / hosszú sánc, átváltozás (PyChess hu),
###     menet közbeni ütés, "Matt 2 lépésben": common usage, not from a cited source.
###     Hungarian has no grammatical gender; a square is named after a colon
###     ("világos király: a5") so that no case ending has to agree with it
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Magyar
language-name-english = Hungarian

## Piece letters written in moves. The pawn has none.

piece-letter-king = K
piece-letter-queen = V
piece-letter-rook = B
piece-letter-bishop = F
piece-letter-knight = H
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
forsyth-letter-queen = V
forsyth-letter-rook = B
forsyth-letter-bishop = F
forsyth-letter-knight = H
forsyth-letter-pawn = G

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
# first is written by a translation). Sources: "döntetlen", the draw,
# https://sakkpalota.hu/glossary/dontetlen; "elkerülhetetlen remi",
# https://m.nemzetisport.hu/migralt-cikkek/2007/09/20070925-leko-remizett-gelfanddal
printed-draw = döntetlen, remi
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# before one on its line (side-name) resigned, else the side to move did.
# Source: "18. – Fg3!! És világos feladta (0:1)", Kállai Gábor's puzzle column
# in Telex, 19 December 2021,
# https://telex.hu/sport/2021/12/19/sakkfeladvany-acs-peter (one source).
printed-resign = feladta
# Words for mate written after a move, glued or apart (space-separated; the
# first is written by a translation).
# Source: "37. Bf7+ Kxh6 38. Bxh7 matt (1:0)" (Carlsen - Harestad,
# Koppenhága 2003), https://sakkmatt.jimdo.com/sakkjátszmák02/; "és mattol
# 2.Vc4 matt", the Telex puzzle column, 17 August 2025,
# https://production.telex.hu/sport/2025/08/17/sakkfeladvany-betukompozicio
printed-mate = matt
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: "szimultán játszmájában és 11.Ve4 Fd6" (és, and), Hargita
# Népe, Sakksuli 423, https://hargitanepe.ro/hirek/sport/sakksuli-423
printed-prose = és
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] király
        [queen] vezér
        [rook] bástya
        [bishop] futó
        [knight] huszár
       *[pawn] gyalog
    }

# Hungarian has no grammatical gender: világos (light) and sötét (dark).
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] világos király
                [queen] világos vezér
                [rook] világos bástya
                [bishop] világos futó
                [knight] világos huszár
               *[pawn] világos gyalog
            }
       *[black]
            { $role ->
                [king] sötét király
                [queen] sötét vezér
                [rook] sötét bástya
                [bishop] sötét futó
                [knight] sötét huszár
               *[pawn] sötét gyalog
            }
    }

side-name =
    { $color ->
        [white] Világos
       *[black] Sötét
    }

spoken-check = sakk
spoken-mate = matt
spoken-castle-short = rövid sánc
spoken-castle-long = hosszú sánc
spoken-promotion = átváltozás
spoken-en-passant = menet közbeni ütés
spoken-takes = üt
spoken-promotes-to =
    { $role ->
        [queen] átváltozik vezérré
        [rook] átváltozik bástyává
        [bishop] átváltozik futóvá
       *[knight] átváltozik huszárrá
    }
spoken-null-move = nulla lépés
spoken-variation = változat
spoken-variation-end = változat vége
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] király
                [queen] vezér
                [rook] bástya
                [bishop] futó
                [knight] huszár
               *[pawn] gyalog
            }
       *[other]
            { $role ->
                [king] királyok
                [queen] vezérek
                [rook] bástyák
                [bishop] futók
                [knight] huszárok
               *[pawn] gyalogok
            }
    }
spoken-to-move =
    { $color ->
        [white] világos lép
       *[black] sötét lép
    }

# "világos király: a5" (wording ours)
spoken-piece-on-square = { $piece }: { $square }
spoken-empty-board = üres tábla

## Piece lists ("Világos: Ka5, Ba8 … Sötét: Ke7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Világos
       *[black] Sötét
    }
piece-list-pawns = { "" }
# None found printed in this language (see the English file).
piece-list-header-short =
    { $color ->
        [white] { "" }
       *[black] { "" }
    }

## Problem stipulations

stipulation-mate-in = Matt { $moves } lépésben
