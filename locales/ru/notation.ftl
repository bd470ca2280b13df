### Как русский записывает шахматную нотацию (Russian chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters Кр (U+041A U+0440, two letters) Ф Л С К (Cyrillic, not the
###     Latin look-alikes), no pawn letter in moves: BIJL ("Kp/Kr F L C/S K"); NF
###     (ru.wikipedia "Шахматная нотация" mirror, notation-facts.md §2); the
###     Latin look-alikes (Kp, C, K) are read as these letters with a warning
###   Forsyth: none. The king's letter has two characters, so no one-letter set
###     mirrors the move letters, and no Russian Forsyth string was found in any
###     source; positions are written as piece lists ("Белые: Крa5, Лa8 …"), the
###     form of Russian problem books (inference), so all six are empty
###   files a-h (Latin), castling O-O / O-O-O, capture x: BIJL; ru.wikipedia mirror
###     (NF); the colon capture and "Х" (U+0425) for mate are read by the lexer
###   piece names король, ферзь, ладья, слон, конь, пешка; белые / чёрные: PyChess ru.po;
###     liquisearch.com/algebraic_notation_chess/naming_the_pieces_in_various_languages
###     (a copy of en.wikipedia "Algebraic notation (chess)", table "Naming the
###     pieces in various languages": letters, names, check, checkmate)
###   шах, мат: the same table; короткая / длинная рокировка, превращение,
###     взятие на проходе, "Мат в 2 хода": common usage, not from a cited source.
###     Agreement (белая ладья, чёрный слон) is Russian grammar.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Русский
language-name-english = Russian

## Piece letters written in moves. The pawn has none.

piece-letter-king = Кр
piece-letter-queen = Ф
piece-letter-rook = Л
piece-letter-bishop = С
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
## None: positions are written as piece lists (see the notes above).

forsyth-letter-king = { "" }
forsyth-letter-queen = { "" }
forsyth-letter-rook = { "" }
forsyth-letter-bishop = { "" }
forsyth-letter-knight = { "" }
forsyth-letter-pawn = { "" }

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

# Words for mate written after a move, glued or apart; a sign of one
# character is read glued to its move only, in its own case. Source: the Cyrillic
# "Х" (U+0425) for mate, kartaslov.ru (facts §4 and §5, one source).
printed-mate = Х
# Words for a draw printed where the result stands. Source: "Ничья", the
# draw, ru.wikipedia "Ничья (шахматы)" (mirror
# https://wiki4.ru/wiki/Ничья_(шахматы), one source); printed after a
# game's moves (issue 18).
printed-draw = ничья
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# before one on its line (side-name) resigned, else the side to move did.
# Source: "23. Лg8++! Черные сдались ввиду неизбежного мата", ru.wikipedia
# "Бессмертная украинская партия" (Корчмар – Поляк, Киев 1937; mirror
# https://artikel.siakadpt.com/ru/Бессмертная_украинская_партия, one source).
printed-resign = сдались
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: и (and), https://en.wiktionary.org/wiki/и#Russian (a dictionary); printed between moves in
# Ukrainian's і (see locales/uk).
printed-prose = и
# Words for a threat printed before the move it names (separated by commas,
# each one word): the move after it, and the moves after that up to the mate
# it threatens, are commentary, not played (printed-threat).
# Source: "1. Фb1! Грозит 2. Фb5+ Крd4 3. Фd5x", Наука и жизнь, "Решите
# этюд", https://m.nkj.ru/archive/articles/1394
# (tests/data/pages/ru-nkj-reshite-etyud.txt).
printed-threat = грозит
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] король
        [queen] ферзь
        [rook] ладья
        [bishop] слон
        [knight] конь
       *[pawn] пешка
    }

# Ладья and пешка are feminine, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] белый король
                [queen] белый ферзь
                [rook] белая ладья
                [bishop] белый слон
                [knight] белый конь
               *[pawn] белая пешка
            }
       *[black]
            { $role ->
                [king] чёрный король
                [queen] чёрный ферзь
                [rook] чёрная ладья
                [bishop] чёрный слон
                [knight] чёрный конь
               *[pawn] чёрная пешка
            }
    }

side-name =
    { $color ->
        [white] белые
       *[black] чёрные
    }

spoken-check = шах
spoken-mate = мат
spoken-castle-short = короткая рокировка
spoken-castle-long = длинная рокировка
spoken-promotion = превращение
spoken-en-passant = взятие на проходе
spoken-takes = берёт
spoken-promotes-to =
    { $role ->
        [queen] превращается в ферзя
        [rook] превращается в ладью
        [bishop] превращается в слона
       *[knight] превращается в коня
    }
spoken-null-move = нулевой ход
spoken-variation = вариант
spoken-variation-end = конец варианта
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] король
                [queen] ферзь
                [rook] ладья
                [bishop] слон
                [knight] конь
               *[pawn] пешка
            }
        [few]
            { $role ->
                [king] короли
                [queen] ферзи
                [rook] ладьи
                [bishop] слоны
                [knight] кони
               *[pawn] пешки
            }
        [many]
            { $role ->
                [king] короли
                [queen] ферзи
                [rook] ладьи
                [bishop] слоны
                [knight] кони
               *[pawn] пешки
            }
       *[other]
            { $role ->
                [king] короли
                [queen] ферзи
                [rook] ладьи
                [bishop] слоны
                [knight] кони
               *[pawn] пешки
            }
    }
spoken-to-move =
    { $color ->
        [white] ход белых
       *[black] ход чёрных
    }

# "белый король на a5" (wording ours)
spoken-piece-on-square = { $piece } на { $square }
spoken-empty-board = пустая доска

## Piece lists ("Белые: Крa5, Лa8 … Чёрные: Крe7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Белые
       *[black] Чёрные
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
        [one] Мат в { $moves } ход
        [few] Мат в { $moves } хода
        [many] Мат в { $moves } ходов
       *[other] Мат в { $moves } хода
    }
