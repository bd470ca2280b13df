### Как българският записва шахматната нотация (Bulgarian chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters Ц Д Т О К (Cyrillic: цар, дама, топ, офицер, кон), no pawn
###     letter in moves: BIJL ("Tz D T O K"); NF (chessacademybg.com)
###     (language-facts.md row 18). The bishop О (U+041E) looks like the castling
###     letter O: a move is never written with O's alone, so they do not meet
###   Forsyth Ц Д Т О К П (П = пешка, the pawn, as the table below prints it in
###     brackets): inference, no Bulgarian Forsyth string found
###   files a-h (Latin), castling O-O / O-O-O, capture x: chessacademybg.com (NF)
###   piece names цар, дама, топ, офицер, кон, пешка; шах, мат: liquisearch.com/algebraic_notation_chess/naming_the_pieces_in_various_languages
###     (a copy of en.wikipedia "Algebraic notation (chess)", table "Naming the
###     pieces in various languages": letters, names, check, checkmate);
###     PyChess bg (Офицер, Бял, Черен). малка / голяма рокада, промоция, ан пасан,
###     "Мат в 2 хода": common usage, not from a cited source. Agreement (бяла
###     дама, черен топ) is Bulgarian grammar.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Български
language-name-english = Bulgarian

## Piece letters written in moves. The pawn has none.

piece-letter-king = Ц
piece-letter-queen = Д
piece-letter-rook = Т
piece-letter-bishop = О
piece-letter-knight = К
piece-letter-pawn = { "" }

## Further piece letters accepted on input only (space-separated).

piece-letter-extra-king = { "" }
piece-letter-extra-queen = { "" }
piece-letter-extra-rook = { "" }
piece-letter-extra-bishop = { "" }
piece-letter-extra-knight = { "" }
piece-letter-extra-pawn = { "" }

## Problemists' Forsyth letters, upper case (White); lower case is Black.

forsyth-letter-king = Ц
forsyth-letter-queen = Д
forsyth-letter-rook = Т
forsyth-letter-bishop = О
forsyth-letter-knight = К
forsyth-letter-pawn = П

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

# Signs for mate glued to a move, in their own case (space-separated). Source:
# the Cyrillic "х" (U+0445) after the mating move, "57.Дb8х", "56.Цa2 Дb2х",
# https://www.duma.bg/zadacha-n22397 (a Duma chess column; one source).
printed-mate = х
# Words for resigning printed after the last move, where the result stands
# (separated by commas, each a word or a phrase of several words, whose words
# may stand apart by any white space, a line break too; the first is written
# by a translation). The side named right before one (side-name) resigned, else the side to
# move did. "се предават" is the reflexive verb with its particle, read and
# translated as one with the side before it ("белите се предават": White
# resigns); a clause after it is prose ("… се предават предвид 56.Цb1 …").
# Source: "55...Дe2+! и белите се предават предвид 56.Цb1 Дeb2+ … 0-1", the
# same column.
printed-resign = предават, се предават
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: и (and), https://en.wiktionary.org/wiki/и#Bulgarian (a dictionary; not yet seen printed
# between moves).
printed-prose = и
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }
# Words for a draw: none found printed in Bulgarian games (searched the pages
# corpus, 2026-11-28 and 2026-11-29, issue 18; "реми" was found in Macedonian
# only). English's words, where it has any, are read
# (the fallback of every locale).

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] цар
        [queen] дама
        [rook] топ
        [bishop] офицер
        [knight] кон
       *[pawn] пешка
    }

# Дама and пешка are feminine, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] бял цар
                [queen] бяла дама
                [rook] бял топ
                [bishop] бял офицер
                [knight] бял кон
               *[pawn] бяла пешка
            }
       *[black]
            { $role ->
                [king] черен цар
                [queen] черна дама
                [rook] черен топ
                [bishop] черен офицер
                [knight] черен кон
               *[pawn] черна пешка
            }
    }

side-name =
    { $color ->
        [white] белите
       *[black] черните
    }

spoken-check = шах
spoken-mate = мат
spoken-castle-short = малка рокада
spoken-castle-long = голяма рокада
spoken-promotion = промоция
spoken-en-passant = ан пасан
spoken-takes = взима
spoken-promotes-to =
    { $role ->
        [queen] промоция в дама
        [rook] промоция в топ
        [bishop] промоция в офицер
       *[knight] промоция в кон
    }
spoken-null-move = нулев ход
spoken-variation = вариант
spoken-variation-end = край на варианта
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] цар
                [queen] дама
                [rook] топ
                [bishop] офицер
                [knight] кон
               *[pawn] пешка
            }
       *[other]
            { $role ->
                [king] царе
                [queen] дами
                [rook] топове
                [bishop] офицери
                [knight] коне
               *[pawn] пешки
            }
    }
spoken-to-move =
    { $color ->
        [white] на ход са белите
       *[black] на ход са черните
    }

# "бял цар на a5" (wording ours)
spoken-piece-on-square = { $piece } на { $square }
spoken-empty-board = празна дъска

## Piece lists ("Бели: Цa5, Тa8 … Черни: Цe7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Бели
       *[black] Черни
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
        [one] Мат в 1 ход
       *[other] Мат в { $moves } хода
    }
