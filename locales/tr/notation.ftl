### Türkçe satranç notasyonunu nasıl yazar (Turkish chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters Ş V K F A (şah, vezir, kale, fil, at), no pawn letter in moves:
###     NF (http://ukd.blogspot.com/2006/05/hamle-yazma-kurallar-cebirsel-notasyon.html ;
###     http://satranc.gleefulgames.com/kurallar/oyunlarin-yazilmasi.html)
###     (language-facts.md row 20). K is the rook here, the king elsewhere; A the
###     knight, the bishop in Italian and Spanish
###   Forsyth Ş V K F A P (P = piyon, as PyChess tr writes the pawn): inference,
###     no Turkish Forsyth string found
###   files a-h, castling 0-0 / 0-0-0 with zeros (notation-facts.md §5: the
###     Turkish sources), capture x
###   piece names şah, vezir, kale, fil, at, piyon; Beyaz / Siyah; check şah,
###     mate mat, castling kısa / uzun rok: https://forum.duolingo.com/comment/28183688
###     (a Turkish speaker's list) and
###     https://www.chess.com/forum/view/general/what-is-the-name-of--this-piece?page=3
###     ("Kısa Rok", "Uzun Rok"); terfi (PyChess tr), geçerken alma, "2 hamlede
###     mat": common usage, not from a cited source. PyChess tr's Pençe for the pawn
###     is not the chess term. Turkish has no grammatical gender; a square is
###     named after a colon so that no suffix has to agree with it
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Türkçe
language-name-english = Turkish

## Piece letters written in moves. The pawn has none.

piece-letter-king = Ş
piece-letter-queen = V
piece-letter-rook = K
piece-letter-bishop = F
piece-letter-knight = A
piece-letter-pawn = { "" }

## Further piece letters accepted on input only (space-separated).

piece-letter-extra-king = { "" }
piece-letter-extra-queen = { "" }
piece-letter-extra-rook = { "" }
piece-letter-extra-bishop = { "" }
piece-letter-extra-knight = { "" }
piece-letter-extra-pawn = { "" }

## Problemists' Forsyth letters, upper case (White); lower case is Black.

forsyth-letter-king = Ş
forsyth-letter-queen = V
forsyth-letter-rook = K
forsyth-letter-bishop = F
forsyth-letter-knight = A
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

castle-short = 0-0
castle-long = 0-0-0
capture-mark = x

## Words and signs of printed games, read besides the marks of PGN

# Words for a draw printed where the result stands (separated by commas; the
# first is written by a translation). Source: "berabere", drawn: "ölü konumda
# da (hiçbir yasal hamle dizisi mata yol açamıyorsa) oyun berabere sayılır",
# tr.wikipedia "Beraberlik (satranç)",
# https://tr.wikipedia.org/wiki/Beraberlik_(satran%C3%A7) (one source).
printed-draw = berabere
# Words for mate written after a move (space-separated; the first is written
# by a translation). Source: "Bu zayıflıktan beyaz 2. Vg2 mat ile
# yararlanıyor" (White exploits it with 2. Vg2 mate), Bilim Genç, "Satranç",
# March 2019, https://bilimgenc.tubitak.gov.tr/makale/satranc-mart-2019 (one
# source; issue 18).
printed-mate = mat
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# before one on its line (side-name) resigned, else the side to move did.
# Source: "33.Vg7+ Siyah terkeder" (Black resigns), "Lasker - Bauer,
# Amsterdam, 1889", https://turkcebilgi.com/lasker_-_bauer,_amsterdam,_1889
# (read 2026-11-28; tests/data/findings/prose-turkcebilgi.pgn).
printed-resign = terkeder
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: "(1...f6 ve 2...fe5)" (ve, and), Bilim Genç, "Satranç", March 2019,
# https://bilimgenc.tubitak.gov.tr/makale/satranc-mart-2019
printed-prose = ve
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] şah
        [queen] vezir
        [rook] kale
        [bishop] fil
        [knight] at
       *[pawn] piyon
    }

# Turkish has no grammatical gender.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] beyaz şah
                [queen] beyaz vezir
                [rook] beyaz kale
                [bishop] beyaz fil
                [knight] beyaz at
               *[pawn] beyaz piyon
            }
       *[black]
            { $role ->
                [king] siyah şah
                [queen] siyah vezir
                [rook] siyah kale
                [bishop] siyah fil
                [knight] siyah at
               *[pawn] siyah piyon
            }
    }

side-name =
    { $color ->
        [white] Beyaz
       *[black] Siyah
    }

spoken-check = şah
spoken-mate = mat
spoken-castle-short = kısa rok
spoken-castle-long = uzun rok
spoken-promotion = terfi
spoken-en-passant = geçerken alma
spoken-takes = alır
spoken-promotes-to =
    { $role ->
        [queen] vezire terfi eder
        [rook] kaleye terfi eder
        [bishop] file terfi eder
       *[knight] ata terfi eder
    }
spoken-null-move = boş hamle
spoken-variation = varyant
spoken-variation-end = varyantın sonu
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] şah
                [queen] vezir
                [rook] kale
                [bishop] fil
                [knight] at
               *[pawn] piyon
            }
       *[other]
            { $role ->
                [king] şahlar
                [queen] vezirler
                [rook] kaleler
                [bishop] filler
                [knight] atlar
               *[pawn] piyonlar
            }
    }
spoken-to-move =
    { $color ->
        [white] hamle beyazda
       *[black] hamle siyahta
    }

# "beyaz şah: a5" (wording ours)
spoken-piece-on-square = { $piece }: { $square }
spoken-empty-board = boş tahta

## Piece lists ("Beyaz: Şa5, Ka8 … Siyah: Şe7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Beyaz
       *[black] Siyah
    }
piece-list-pawns = { "" }
# None found printed in this language (see the English file).
piece-list-header-short =
    { $color ->
        [white] { "" }
       *[black] { "" }
    }

## Problem stipulations

stipulation-mate-in = { $moves } hamlede mat
