### Як українська записує шахову нотацію (Ukrainian chess notation).
###
### Sources (keys as in shared/language-facts.md and shared/notation-facts.md):
###   piece letters Кр (two letters) Ф Т С К (Cyrillic), no pawn letter in moves:
###     NF (Ukrainian FIDE Laws, Appendix E.2, shkolaivanchuka.com.ua;
###     language-facts.md row 17, a single source). Unlike Russian, the rook is Т
###   Forsyth: none, as for Russian (a two-letter king; no Ukrainian Forsyth
###     string found): positions are written as piece lists (inference)
###   files a-h (Latin), castling O-O / O-O-O, capture x: the same Laws (NF)
###   piece names король, ферзь, тура, слон, кінь, пішак; білі / чорні: PyChess uk.po (Король,
###     Слон, Кінь, Білі, Чорні; its Королева for the queen is not the chess term)
###     and the FIDE Laws (ферзь, тура, пішак; NF); шах, мат, рокіровка,
###     перетворення, взяття на проході: the same Laws (inference from NF's source,
###     not re-read here). Agreement (біла тура) is Ukrainian grammar.
###   PyChess xx.po: repository pychess/pychess, lang/xx/LC_MESSAGES/pychess.po
###     (msgids King … Pawn, White, Black, K … P), read at commit d4d1090
###   spoken-takes, spoken-promotes-to, spoken-null-move, spoken-pieces,
###     spoken-to-move (the words of a move read aloud): common usage, not
###     from a cited source

## Language

language-name = Українська
language-name-english = Ukrainian

## Piece letters written in moves. The pawn has none.

piece-letter-king = Кр
piece-letter-queen = Ф
piece-letter-rook = Т
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

# Words for a draw printed where the result stands. Source: "Нічия", the
# draw, uk.wikipedia "Нічия (шахи)" (https://uk.wikipedia.org/wiki/Нічия_(шахи),
# one source).
printed-draw = нічия
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them plays (printed-prose).
# Source: "(не рятувало і 11..КЇ6)" (і, and, here "either"), Батальї на
# шахівниці 1982, http://www.dimaname.ru/ (спорт-и-игры/баталії-на-шахівниці-1982-2)
printed-prose = і
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# before one (side-name: "Чорні") resigned, else the side to move did.
# Source: "… найсправедливіший шлях до перемоги. Чорні здалися." (Black
# resigned), "Баталії на шахівниці 1982-4", Діма Наме,
# https://www.dimaname.ru/ (спорт-и-игры/баталії-на-шахівниці-1982-4) (one
# source; issue 18).
printed-resign = здалися
# Words for mate written after a move, glued or apart; a sign of one
# character is read glued to its move only, in its own case.
# Source: the Cyrillic "Х" (U+0425) glued after the mating move: "18.ФЬ5 +
# Kpg8 19.ФЬ8Х." and "17.ФИЗХ", "Баталії на шахівниці 1982-4", Діма Наме,
# https://www.dimaname.ru/ (спорт-и-игры/баталії-на-шахівниці-1982-4)
# (tests/data/pages/uk-dimaname-bataliyi-1982-4.txt; one source); Russian
# prints the same sign (locales/ru).
printed-mate = Х

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] король
        [queen] ферзь
        [rook] тура
        [bishop] слон
        [knight] кінь
       *[pawn] пішак
    }

# Тура is feminine, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] білий король
                [queen] білий ферзь
                [rook] біла тура
                [bishop] білий слон
                [knight] білий кінь
               *[pawn] білий пішак
            }
       *[black]
            { $role ->
                [king] чорний король
                [queen] чорний ферзь
                [rook] чорна тура
                [bishop] чорний слон
                [knight] чорний кінь
               *[pawn] чорний пішак
            }
    }

side-name =
    { $color ->
        [white] білі
       *[black] чорні
    }

spoken-check = шах
spoken-mate = мат
spoken-castle-short = коротка рокіровка
spoken-castle-long = довга рокіровка
spoken-promotion = перетворення
spoken-en-passant = взяття на проході
spoken-takes = бере
spoken-promotes-to =
    { $role ->
        [queen] перетворюється на ферзя
        [rook] перетворюється на туру
        [bishop] перетворюється на слона
       *[knight] перетворюється на коня
    }
spoken-null-move = нульовий хід
spoken-variation = варіант
spoken-variation-end = кінець варіанта
# Before the squares of one kind of piece: the name, in the plural for
# more than one (a label, so the plural does not agree with the count).
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] король
                [queen] ферзь
                [rook] тура
                [bishop] слон
                [knight] кінь
               *[pawn] пішак
            }
        [few]
            { $role ->
                [king] королі
                [queen] ферзі
                [rook] тури
                [bishop] слони
                [knight] коні
               *[pawn] пішаки
            }
        [many]
            { $role ->
                [king] королі
                [queen] ферзі
                [rook] тури
                [bishop] слони
                [knight] коні
               *[pawn] пішаки
            }
       *[other]
            { $role ->
                [king] королі
                [queen] ферзі
                [rook] тури
                [bishop] слони
                [knight] коні
               *[pawn] пішаки
            }
    }
spoken-to-move =
    { $color ->
        [white] хід білих
       *[black] хід чорних
    }

# "білий король на a5" (wording ours)
spoken-piece-on-square = { $piece } на { $square }
spoken-empty-board = порожня дошка

## Piece lists ("Білі: Крa5, Тa8 … Чорні: Крe7.")

# The headers of a piece list (the list layout is ours, inference); pawns
# are bare squares.
piece-list-header =
    { $color ->
        [white] Білі
       *[black] Чорні
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
        [one] Мат у { $moves } хід
        [few] Мат у { $moves } ходи
        [many] Мат у { $moves } ходів
       *[other] Мат у { $moves } ходу
    }
