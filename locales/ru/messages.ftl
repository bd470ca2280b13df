### Сообщения forsyth на русском: диагностика, команды, подписи.
### (User-facing messages of forsyth in Russian.) The notation letters and
### words are in notation.ftl next to this file; English (locales/en) is the
### reference for the ids and the arguments.
###
### Conventions: «белые» / «чёрные» for the sides (plural: «белые ходят»),
### «ход» for a move, «полуход» for a ply, «рокировка», «взятие на проходе»;
### pieces declined as the sentence needs them (пешка, конь, слон, ладья,
### ферзь, король; ладья and пешка are feminine). Numbers select the Russian
### plural categories one, few, many and other (CLDR).

## FEN fields

fen-field =
    { $field ->
        [board] расстановка фигур
        [turn] очерёдность хода
        [castling] права на рокировку
        [en-passant] поле взятия на проходе
        [halfmoves] счётчик полуходов
       *[fullmoves] номер хода
    }

## FEN errors: what is wrong with a FEN as written

fen-error-empty = FEN пуста
fen-error-field-count = в FEN 6 полей через пробел, а в этой { $found }
fen-error-separator = поля разделяются ровно одним пробелом
fen-error-rank-count =
    в расстановке фигур { $found ->
        [one] { $found } горизонталь
        [few] { $found } горизонтали
        [many] { $found } горизонталей
       *[other] { $found } горизонтали
    }, а не 8
fen-error-rank-length =
    горизонталь { $rank } описывает { $squares ->
        [one] { $squares } поле
        [few] { $squares } поля
        [many] { $squares } полей
       *[other] { $squares } поля
    }, а не 8
fen-error-bad-placement-char = '{ $char }' — не буква фигуры (PNBRQK, pnbrqk), не цифра от 1 до 8 и не '/'
fen-error-consecutive-digits = две цифры подряд: пустые поля считаются одной цифрой
fen-error-bad-turn = очерёдность хода должна быть 'w' или 'b'
fen-error-bad-castling-char = '{ $char }' — не право на рокировку (KQkq, буква вертикали A-H/a-h или '-')
fen-error-duplicate-castling = право на рокировку '{ $char }' указано дважды
fen-error-castling-order = права на рокировку пишутся в порядке KQkq
fen-error-castling-no-king =
    право на рокировку { $char }, но { $color ->
        [white] белый
       *[black] чёрный
    } король не стоит на { $square }
fen-error-castling-no-rook =
    право на рокировку { $char }, но на { $square } нет { $color ->
        [white] белой
       *[black] чёрной
    } ладьи
fen-error-bad-ep-square = поле взятия на проходе должно быть '-' или полем 3-й или 6-й горизонтали
fen-error-bad-halfmoves = счётчик полуходов должен быть числом (0 или больше)
fen-error-bad-fullmoves = номер хода должен быть числом (1 или больше)
fen-error-non-ascii = '{ $char }' ({ $codepoint }) недопустим в FEN
fen-error-non-ascii-dash = '{ $char }' ({ $codepoint }) недопустим в FEN; пишите '-'

## Position errors: the FEN reads, but the position is not legal

position-error-missing-king =
    нет { $color ->
        [white] белого
       *[black] чёрного
    } короля
position-error-too-many-kings =
    второй { $color ->
        [white] белый
       *[black] чёрный
    } король стоит на { $square }
position-error-pawn-on-back-rank = пешка на { $square }: пешки не могут стоять на первой и восьмой горизонталях
position-error-too-many-pieces =
    у { $color ->
        [white] белых
       *[black] чёрных
    } больше 16 фигур
position-error-too-many-pawns =
    у { $color ->
        [white] белых
       *[black] чёрных
    } больше 8 пешек
position-error-opposite-check =
    { $color ->
        [white] белые не на ходу, но им
       *[black] чёрные не на ходу, но им
    } объявлен шах (с { $checker })
position-error-impossible-check = сторона, которая ходит, стоит под шахом, который не мог дать ни один допустимый ход
position-error-castling-without-king =
    право на рокировку { $char }, но { $color ->
        [white] белый
       *[black] чёрный
    } король не на своём исходном поле
position-error-castling-without-rook =
    право на рокировку, но на { $square } нет { $color ->
        [white] белой
       *[black] чёрной
    } ладьи
position-error-castling-rook-off-back-rank = право на рокировку для { $square }, которое не стоит ни на одной из крайних горизонталей
position-error-castling-duplicate =
    два права на рокировку для { $color ->
        [white] белого
       *[black] чёрного
    } короля в { $side ->
        [king] королевскую
       *[queen] ферзевую
    } сторону
position-error-ep-wrong-rank = поле взятия на проходе { $ep } не на горизонтали позади двойного хода пешки
position-error-ep-occupied = поле взятия на проходе { $ep } не пусто
position-error-ep-no-pawn =
    поле взятия на проходе { $ep }, но на { $pawn } нет { $color ->
        [white] белой
       *[black] чёрной
    } пешки
position-error-ep-origin-occupied = поле взятия на проходе { $ep }, но поле { $origin }, откуда пришла пешка, не пусто
position-error-ep-with-halfmoves = поле взятия на проходе { $ep }, но счётчик полуходов равен { $halfmoves }, а не 0: двойной ход пешки обнуляет его
position-error-zero-fullmoves = номер хода должен быть не меньше 1

## Repairs: what lenient FEN reading filled in or changed

repair-defaulted = нет поля «{ fen-field }»: принято '{ $value }'
repair-stripped-brackets = скобки вокруг FEN убраны
repair-dash = типографское тире прочитано как '-'
repair-separators = поля разделены одним пробелом
repair-dropped-castling = право на рокировку { $letter } убрано: король или ладья не на месте
repair-dropped-ep-square = поле взятия на проходе убрано: туда не только что пришла пешка двойным ходом
repair-reset-halfmoves = счётчик полуходов обнулён: двойной ход пешки обнуляет его
repair-fullmoves-zero = номер хода 0 прочитан как 1

## Severities, as a report prints them before a message ("error: …")

severity-error = ошибка
severity-warning = предупреждение
severity-information = сведения
severity-hint = подсказка

## Diagnostics: findings about a game text, one sentence each

diag-syntax = Синтаксическая ошибка: { $detail }
diag-syntax-unterminated-comment = Комментарий не закрыт: не хватает '{ "}" }'.
diag-syntax-unterminated-string = Строка не закрыта: не хватает закрывающей кавычки (").
diag-syntax-unmatched-paren = Эта ')' не закрывает никакого варианта.
diag-syntax-unclosed-variation = Вариант не закрыт: не хватает ')'.
diag-syntax-malformed-tag = Неверный тег: тег пишется как [Имя "значение"].
diag-syntax-invalid-utf8 = Эти байты — не корректный UTF-8.
diag-syntax-unexpected-character = Неожиданный символ '{ $text }'.
diag-syntax-variation-too-deep =
    Варианты вложены глубже, чем на { $limit ->
        [one] { $limit } уровень
        [few] { $limit } уровня
        [many] { $limit } уровней
       *[other] { $limit } уровня
    }.
diag-syntax-duplicate-tag = Тег [{ $name }] встречается дважды.
diag-syntax-missing-tag-value = У тега [{ $name }] нет значения.
diag-syntax-unexpected-token = Неожиданное «{ $text }» вне пары тега.
diag-syntax-nag-out-of-range = Знак комментария { $text } вне диапазона: NAG бывают от $0 до $255.
diag-syntax-unescaped-quote = Кавычки внутри значения тега без обратной косой черты перед ними: значение читается до кавычки перед ']'. Внутри значения пишите \" для кавычки.
diag-syntax-stray-backslash = Эта обратная косая черта стоит перед закрывающей кавычкой: она читается как часть значения, которое закрывает кавычка. Внутри значения пишите \\ для обратной косой черты.

diag-malformed-move = Не удаётся прочитать ход { $move }.
diag-malformed-move-unknown-piece = Не удаётся прочитать ход { $move }: '{ $letter }' — не буква фигуры в языке «{ $language }».
diag-malformed-move-unexpected = Не удаётся прочитать ход { $move }: неожиданное '{ $char }'.
diag-malformed-move-no-destination = Не удаётся прочитать ход { $move }: нет поля назначения.
diag-malformed-move-capture-no-piece = Не удаётся прочитать ход { $move }: перед знаком взятия '{ $letter }' нет фигуры (или вертикали пешки).
diag-malformed-move-incomplete-origin = Не удаётся прочитать ход { $move }: дефис между полями требует полного исходного поля.
diag-malformed-move-missing-promotion = Не удаётся прочитать ход { $move }: не указана фигура превращения.
diag-malformed-move-bad-promotion = Не удаётся прочитать ход { $move }: пешка не может превратиться в '{ $letter }'.
diag-malformed-move-piece-cannot-promote = Не удаётся прочитать ход { $move }: превращаться может только пешка.
diag-malformed-move-bad-castling = Не удаётся прочитать ход { $move }: рокировка так не записывается.
diag-malformed-move-bad-numeric = Не удаётся прочитать ход { $move }: цифровой ход (ICCF) — это четыре цифры от 1 до 8 и пятая от 1 до 4 при превращении.
diag-malformed-move-empty = Не удаётся прочитать ход { $move }: здесь только знаки, хода нет.

diag-illegal-move =
    Невозможный ход { $move }: ход { $color ->
        [white] белых
       *[black] чёрных
    }; { $reason }.
diag-illegal-move-number-ahead = Невозможный ход { $move }: его номер { $found } означает { $white }-й ход белых, но перед ним пропущен { $black }-й ход чёрных: ход чёрных.
diag-illegal-move-alternatives =
    { $count ->
        [1] Единственный допустимый ход этой фигуры: { $moves }.
        [one] Допустимые ходы этой фигуры: { $moves }.
        [few] Допустимые ходы этой фигуры: { $moves }.
        [many] Допустимые ходы этой фигуры: { $moves }.
       *[other] Допустимые ходы этой фигуры: { $moves }.
    }
diag-illegal-move-alternatives-kind =
    Допустимые ходы { $piece ->
        [pawn] пешек
        [knight] коней
        [bishop] слонов
        [rook] ладей
        [queen] ферзей
       *[king] короля
    }: { $moves }.
diag-illegal-move-no-alternatives =
    У { $color ->
        [white] белых
       *[black] чёрных
    } нет допустимых ходов этой фигурой.
diag-illegal-move-no-alternatives-kind =
    У { $color ->
        [white] белых
       *[black] чёрных
    } нет допустимых ходов { $piece ->
        [pawn] пешкой
        [knight] конём
        [bishop] слоном
        [rook] ладьёй
        [queen] ферзём
       *[king] королём
    }.

## Why a move is illegal: a clause in lower case, shown after
## "Illegal move Nf3: White to move; ".

illegal-no-piece =
    у { $color ->
        [white] белых
       *[black] чёрных
    } нет { $piece ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
       *[king] короля
    } { $where ->
        [file] на вертикали { $origin }
        [rank] на горизонтали { $origin }
        [square] на { $origin }
       *[any] на доске
    }
illegal-empty-square = на { $from } нет фигуры
illegal-opponents-piece =
    { $by ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } на { $at } принадлежит { $color ->
        [white] чёрным
       *[black] белым
    }
illegal-own-piece =
    на { $at } уже стоит { $color ->
        [white] { $by ->
            [pawn] белая пешка
            [knight] белый конь
            [bishop] белый слон
            [rook] белая ладья
            [queen] белый ферзь
           *[king] белый король
        }
       *[black] { $by ->
            [pawn] чёрная пешка
            [knight] чёрный конь
            [bishop] чёрный слон
            [rook] чёрная ладья
            [queen] чёрный ферзь
           *[king] чёрный король
        }
    }
illegal-unreachable-one =
    { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } с { $from } не может пойти на { $to }
illegal-unreachable =
    ни { $color ->
        [white] { $piece ->
            [pawn] одна белая пешка
            [knight] один белый конь
            [bishop] один белый слон
            [rook] одна белая ладья
            [queen] один белый ферзь
           *[king] один белый король
        }
       *[black] { $piece ->
            [pawn] одна чёрная пешка
            [knight] один чёрный конь
            [bishop] один чёрный слон
            [rook] одна чёрная ладья
            [queen] один чёрный ферзь
           *[king] один чёрный король
        }
    } не может пойти на { $to }
illegal-blocked =
    { $piece ->
        [pawn] пешке
        [knight] коню
        [bishop] слону
        [rook] ладье
        [queen] ферзю
       *[king] королю
    } с { $from } мешает { $by ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } на { $at }
illegal-pawn-blocked =
    пешка с { $from } не может взять { $by ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
       *[king] короля
    } на { $at } прямо перед собой: пешки бьют по диагонали
illegal-pawn-capture-empty = пешка с { $from } ходит по диагонали только со взятием, а поле { $to } пусто
illegal-no-en-passant = взятия на проходе нет: пешка на { $pawn } только что не делала двойного хода
illegal-no-promotion =
    { $piece ->
        [pawn] пешка с { $from } не доходит до последней горизонтали на { $to }: она не может превратиться
        [knight] конь на { $from } не может превратиться: превращается только пешка
        [bishop] слон на { $from } не может превратиться: превращается только пешка
        [rook] ладья на { $from } не может превратиться: превращается только пешка
        [queen] ферзь на { $from } не может превратиться: превращается только пешка
       *[king] король на { $from } не может превратиться: превращается только пешка
    }
illegal-pinned =
    { $piece ->
        [pawn] пешка на { $from } связана
        [knight] конь на { $from } связан
        [bishop] слон на { $from } связан
        [rook] ладья на { $from } связана
        [queen] ферзь на { $from } связан
       *[king] король на { $from } связан
    } со своим королём на { $king }: { $by ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } на { $at }
illegal-in-check =
    королю объявлен шах { $by ->
        [pawn] пешкой
        [knight] конём
        [bishop] слоном
        [rook] ладьёй
        [queen] ферзём
       *[king] королём
    } с { $at }, и ход от него не защищает
illegal-double-check =
    королю объявлен двойной шах { $by ->
        [pawn] пешкой
        [knight] конём
        [bishop] слоном
        [rook] ладьёй
        [queen] ферзём
       *[king] королём
    } с { $at } и { $by2 ->
        [pawn] пешкой
        [knight] конём
        [bishop] слоном
        [rook] ладьёй
        [queen] ферзём
       *[king] королём
    } с { $at2 }: защищает только ход короля
illegal-king-attacked =
    король на { $to } оказался бы под шахом { $by ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
       *[king] короля
    } с { $at }
illegal-castling-king-moved = рокировка больше невозможна: король покинул { $home }
illegal-castling-rook-moved =
    { $side ->
        [king] короткая рокировка
       *[queen] длинная рокировка
    } больше невозможна: на { $home } нет ладьи
illegal-castling-right-lost =
    право на { $side ->
        [king] короткую рокировку
       *[queen] длинную рокировку
    } потеряно: король или эта ладья уже ходили
illegal-castling-blocked =
    { $side ->
        [king] короткой рокировке
       *[queen] длинной рокировке
    } мешает { $by ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } на { $at }
illegal-castling-in-check =
    королю объявлен шах { $by ->
        [pawn] пешкой
        [knight] конём
        [bishop] слоном
        [rook] ладьёй
        [queen] ферзём
       *[king] королём
    } с { $at }: рокироваться под шахом нельзя
illegal-castling-through-check =
    король прошёл бы через поле { $square }, которое бьёт { $by ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } с { $at }
illegal-castling-into-check =
    король встал бы на { $square } под шах { $by ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
       *[king] короля
    } с { $at }
illegal-pass-in-check =
    королю объявлен шах { $by ->
        [pawn] пешкой
        [knight] конём
        [bishop] слоном
        [rook] ладьёй
        [queen] ферзём
       *[king] королём
    } с { $at }: сторона под шахом не может пропустить ход
illegal-unexplained = ему не соответствует ни один допустимый ход

diag-ambiguous-move =
    Неоднозначный ход { $move }: { $count ->
        [one] его может сделать { $count } фигура
        [few] его могут сделать { $count } фигуры
        [many] его могут сделать { $count } фигур
       *[other] его могут сделать { $count } фигуры
    }.
diag-ambiguous-move-candidates = Возможные ходы: { $moves }.
diag-ambiguous-settled = { $move } подходит к нескольким допустимым ходам ({ $moves }), но партия продолжается только после { $chosen }: играется { $chosen }.
diag-more-like-this =
    Ещё { $count ->
        [one] { $count } такая находка
        [few] { $count } такие находки
        [many] { $count } таких находок
       *[other] { $count } такой находки
    } в этой партии не показаны.
diag-missing-promotion = Пешка доходит до последней горизонтали в ходе { $move }: укажите фигуру, в которую она превращается.
diag-invalid-fen = Неверная FEN: { $reason }.
diag-fen-repaired = FEN прочитана после исправления: { $repair }.
diag-unsupported-variant = Эта партия играется по другим правилам ({ $variant }): её ходы не проверяются и не переводятся.
# $limit: the largest game read, a number of $unit: gib, mib, kib or bytes.
diag-game-too-large = Эта партия длиннее { $unit ->
        [gib] { $limit } ГиБ
        [mib] { $limit } МиБ
        [kib] { $limit } КиБ
       *[bytes] { $limit } байт
    } (или в ней есть такая длинная строка): она не читается, а перевод копирует её без изменений.
# --max-game-size (or the language server's maxGameSize) given something that is not a size. $value: as given.
game-size-not-a-size = '{ $value }' — не размер: укажите число байт, отдельно или с единицей (4096, 512KiB, 64MiB, 1G)
# The size is less than the smallest limit. $value: as given; $min: the smallest limit, in KiB.
game-size-too-small = { $value } меньше { $min } КиБ, наименьшего предела для партии: при меньшем пределе обычные партии остались бы непрочитанными
# The size is more than the largest limit. $value: as given; $max: the largest limit, in GiB.
game-size-too-large = { $value } больше { $max } ГиБ, наибольшего предела для партии: чтение партии требует памяти во много раз больше её размера
diag-wrong-check-mark =
    { $written ->
        [none] У хода { $move } нет знака шаха
        [check] Ход { $move } отмечен как шах
        [double-check] Ход { $move } отмечен как двойной шах
       *[mate] Ход { $move } отмечен как мат
    }, но { $actual ->
        [none] он не даёт шаха
        [check] он даёт шах
        [double-check] он даёт двойной шах
       *[mate] он ставит мат
    }.
diag-wrong-capture-mark = Знак взятия в ходе { $move } не соответствует ходу.
diag-move-number = Номер хода «{ $found }» должен быть «{ $expected }».
diag-result-mismatch = Тег Result говорит { $tag }, а партия заканчивается результатом { $movetext }.
diag-missing-result = В конце партии нет результата (1-0, 0-1, 1/2-1/2 или *).
diag-homoglyph = В ходе { $move } { $found } читается как { $meant }, буква, на которую он похож, здесь и в остальной части партии, где об этом больше не сообщается.
diag-mixed-languages = Ходы этой партии записаны более чем на одном языке: { $languages }.
diag-unknown-language = Не удаётся прочитать ход { $move } ни на одном известном языке: '{ $letter }' — не буква фигуры ни в одном из языков { $languages }.

## Moves as printed in books and newspapers (notes: read, not wrong)

diag-printed-dash = Типографское тире в { $move } прочитано как дефис (короткое или длинное тире, знак минуса или тире между двумя ходами пары). О следующих в этой партии не сообщается.
diag-printed-separator = «;» или «,» после { $move } прочитаны как разделитель ходов, как в печати, а не как начало комментария. О следующих в этой партии не сообщается.
diag-printed-pair = { $move } прочитано как два хода, белых и чёрных, напечатанные парой через тире. О следующих парах в этой партии не сообщается.
diag-printed-glued-pair = { $move } прочитано как два хода, белых и чёрных, напечатанные без ничего между ними (пропавший пробел, как на странице, скопированной из таблицы). О следующих в этой партии не сообщается.
diag-printed-number = { $move } прочитано как номер хода, слитый с ходом. О следующих в этой партии не сообщается.
diag-printed-number-period = { $move } прочитано как номер хода белых с точкой после пробела: так страница, написанная справа налево, набирает номер хода. О следующих в этой партии не сообщается.
diag-printed-mate = Слово «мат» в { $move } прочитано как знак мата (#). О следующих в этой партии не сообщается.
diag-printed-capture = Знак взятия в { $move } прочитан как x. О следующих в этой партии не сообщается.
diag-printed-star-capture = Знак * между полями хода { $move } — его знак взятия, как печатают базы задач, и прочитан как x. О следующих в этой партии не сообщается.
diag-printed-spaced-move = Ход { $move } напечатан с пробелами между буквами и цифрами, как печатают ходы старые книги и газеты, и прочитан как один ход. О следующих в этой партии не сообщается.
diag-printed-castling-apart = { $move } — рокировка, напечатанная с пробелом на месте каждого дефиса, как её печатает текст, взятый из PDF, и читается как рокировка. О следующих в этой партии не сообщается.
diag-printed-capture-after = Ход { $move } напечатан со знаком взятия после поля, как старые книги печатают взятия, и читается как взятие, поскольку ход берёт там фигуру. О следующих в этой партии не сообщается.
diag-printed-spaced = Ход { $move } напечатан с пробелами внутри, как старые книги печатают описательную нотацию, и прочитан как один ход. О следующих в этой партии не сообщается.
diag-printed-files = Ход { $move } — взятие пешкой, напечатанное двумя вертикалями, и прочитан как { $played }, единственное взятие пешкой с первой вертикали на вторую. О следующих в этой партии не сообщается.
diag-printed-homoglyph = В ходе { $move } { $found } — буква другого алфавита, похожая на вертикаль { $meant }, и читается как эта вертикаль. О следующих в этой партии не сообщается.
diag-printed-spaced-capture = Знак взятия, напечатанный отдельно в ходе { $move }, читается как взятие одного хода. О следующих в этой партии не сообщается.
diag-printed-letter = Ход { $move } напечатан с буквой вертикали, как её набирают клавиатуры (ç вместо c), и прочитан с буквой вертикали. О следующих в этой партии не сообщается.
diag-printed-captured-piece = Ход { $move } называет взятую фигуру, как печатают в книгах, и прочитан как { $played }, взятие этой фигуры. О следующих в этой партии не сообщается.
diag-printed-number-slash = { $move } прочитано как номер хода, напечатанный с косой чертой после него, как печатают некоторые страницы. О следующих в этой партии не сообщается.
diag-printed-left-out = { $move } стоит там, где ход не указан, как печатают некоторые журналы (5. —o— Bg4), и прочитано как пропущенный ход. О следующих в этой партии не сообщается.
diag-printed-number-paren = { $move } прочитано как номер хода, напечатанный с закрывающей скобкой после него, как печатают некоторые страницы. О следующих в этой партии не сообщается.
diag-printed-lower-piece = Ход { $move } напечатан со строчной буквой фигуры и прочитан как { $played }: как ход пешки он невозможен, или партия после него не доигрывается до конца. О следующих в этой партии не сообщается.
diag-printed-ocr-digit = Ход { $move } напечатан с буквой вместо цифры горизонтали (строчная l вместо 1, ó или G вместо 6), как его даёт текст, распознанный со скана, и прочитан как { $played }. О следующих в этой партии не сообщается.
diag-printed-ocr-check = Ход { $move } напечатан со строчной f или t вместо крестика † шаха, как его даёт текст, распознанный со скана, и прочитан как { $played }. О следующих в этой партии не сообщается.
diag-printed-ocr-letter = В ходе { $move } { $found } — буква кириллицы, которую текст, распознанный со скана, даёт вместо похожего на неё { $meant } (мягкий знак Ь вместо b, З вместо 3, б вместо 6), и читается как { $meant }. О следующих в этой партии не сообщается.
diag-printed-unmarked-capture = Ход { $move } — взятие пешкой, напечатанное без знака взятия, как её вертикаль и поле, на котором она бьёт, и прочитан как { $played }. О следующих в этой партии не сообщается.
diag-printed-two-readings = Ход { $move } читается двумя способами, оба возможны до конца партии: { $moves } (как напечатано, ход пешки / как фигура, напечатанная строчной буквой). Играется первый; напечатайте букву фигуры заглавной, чтобы выбрать другой.
diag-printed-check-apart = В ходе { $move } знак { $sign }, напечатанный отдельно после хода, читается как знак шаха или мата этого хода. О следующих в этой партии не сообщается.
diag-printed-dagger = В ходе { $move } { $sign } читается как { $read }: старые книги печатают крест † для шаха и двойной крест ‡ для мата. О следующих в этой партии не сообщается.
diag-printed-move-broken = { $move } — ход, разорванный переносом строки на тире или знаке взятия, как его печатают узкие газетные колонки, и читается как один ход. О следующих в этой партии не сообщается.
diag-printed-dash-apart = { $move } — ход в полной нотации, напечатанный с пробелом у тире, и читается как один ход. О следующих в этой партии не сообщается.
diag-printed-ocr-space = Ход { $move } напечатан с пробелом между вертикалью и горизонталью поля, как его даёт текст, распознанный со скана, и прочитан без пробела. О следующих в этой партии не сообщается.
diag-printed-idea = В { $move } ход после знака «с идеей» — угроза или план, который называет автор: он прочитан как комментарий и не сыгран. О следующих в этой партии не сообщается.
diag-printed-threat = В { $move } ход после слова об угрозе (с ходами после него до мата, которым грозят) — угроза, которую называет автор: он прочитан как комментарий и не сыгран. О следующих в этой партии не сообщается.
diag-printed-any-move = { $move } означает «любой ход» фигуры (`~`): сокращение автора для множества ходов, на которые следует один и тот же ответ, а не один ход. Он не сыгран, а остаток его линии, который следует за неизвестным ходом, прочитан как комментарий. О следующих в этой партии не сообщается.
diag-printed-prose = { $move } — текст между ходами (например, «и», «и теперь»), а не ход: он прочитан как комментарий. О следующих в этой партии не сообщается.
diag-printed-restart = { $move } начинается снова с более раннего хода чёрных, как задачные рубрики печатают варианты решения один за другим, и прочитан как вариант к ответу чёрных там. О следующих в этой партии не сообщается.
diag-printed-alternative = { $move } начинается снова с более раннего хода белых, как книги печатают продолжения дебюта одно за другим, и прочитан как вариант к ходу белых там. О следующих в этой партии не сообщается.
diag-printed-result = { $move } прочитано как результат { $result }, как напечатано.
diag-printed-quotes = { $count ->
    [one] Значение тега напечатано в типографских кавычках, а не в кавычках PGN ("); читается текст между ними.
    [few] { $count } значения тегов напечатаны в типографских кавычках, а не в кавычках PGN ("); читается текст между ними.
    [many] { $count } значений тегов напечатано в типографских кавычках, а не в кавычках PGN ("); читается текст между ними.
   *[other] { $count } значения тега напечатано в типографских кавычках, а не в кавычках PGN ("); читается текст между ними.
}
diag-game-in-text = Партия в тексте: начинается здесь и заканчивается на { $word }. Текст вокруг неё не читается.
diag-note-in-text = Текст между ходами этой партии, содержащий свои ходы (вариант или ходы, названные в предложении), читается как примечание, а не как ходы, и партия продолжается после него. О других примечаниях в этой партии не сообщается.
# $fen: the position printed above the game, as FEN.
diag-set-up-in-text = Партия начинается с позиции, напечатанной над ней и прочитанной как { $fen }: её ходы воспроизводятся оттуда, как после тега [FEN].
diag-set-up-from-game = { $move } не подходит к начальной позиции: строка прочитана как продолжение партии, напечатанной над ней, из позиции её главной линии перед этим ходом ({ $fen }), где её ходы воспроизводятся.
# $squares: the squares where they differ; $diagram: the board the diagram shows, as a FEN board; $board: the one the moves reach.
diag-printed-diagram-differs = Диаграмма, напечатанная здесь, не совпадает с позицией, к которой приводят ходы: она отличается на полях { $squares } (диаграмма: { $diagram }; ходы: { $board }). Ход перед ней напечатан или прочитан с ошибкой, либо диаграмма стоит не на своём месте. Партия продолжается по её ходам.
# $written: the count printed, (white+black); $found: the list's.
diag-set-up-count = Число фигур, напечатанное с позицией над партией, { $written }, не совпадает с её списком, { $found } (сначала белые): опечатка в списке или в числе. Партия воспроизводится по списку.
# $move: the game's first move, as printed.
diag-set-up-missing = Партия начинается с позиции, не напечатанной над ней в читаемом виде (FEN, список фигур или диаграмма в тексте шахматного шрифта): её первый ход { $move } невозможен из начальной позиции. Укажите позицию над ходами как FEN или список фигур (или тег [FEN]).
diag-printed-ambiguous = { $move } читается как две разные пары ходов, обе допустимые: { $moves }. Играется первая; напечатайте ходы раздельно, чтобы было ясно, какая имеется в виду.
diag-two-readings = Ходы читаются двумя способами, оба легальны до конца: на языке { $language } (выбранное чтение) и на { $languages }. Они расходятся на { $move }: { $moves }. Укажите язык партии, чтобы выбрать другое чтение.

## The command line (forsyth): help texts

cli-about = Читать, проверять, показывать и переводить шахматную нотацию на многих языках (партии PGN, позиции FEN, ходы) и считать ходы (perft)
cli-after-help =
    Код выхода: 0 успех, 1 во входных данных есть ошибки, 2 ошибка использования.

    Сообщения выводятся на языке, указанном в FORSYTH_UI_LANG, иначе на языке из
    LANGUAGE, LC_ALL, LC_MESSAGES или LANG (по-английски, если язык неизвестен).
    FORSYTH_LOCALES и --locales указывают папки с другими языками.

    Примеры:
      forsyth translate --to de tests/data/seed/oikonomopoulos-1881.pgn
      forsyth check games.pgn positions.fen
      forsyth board --lang el
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth perft 5
cli-perft-about = Посчитать листья дерева допустимых ходов (perft), по первым ходам
cli-perft-after-help =
    Выводит строку '<ход>: <число>' на каждый допустимый ход, отсортированные по
    ходу в координатах UCI, затем пустую строку и общий итог отдельно в последней
    строке. В позициях Chess960 рокировка записывается как взятие королём своей
    ладьи (e1h1, а не e1g1). Глубина 0 считает саму позицию: 1.

    Из начальной позиции число растёт примерно в тридцать раз за полуход: глубина
    7 занимает секунды, 9 — часы, 10 — дни. Позиции с немногими ходами считаются
    гораздо глубже: в матовой позиции на любой глубине ответ 0. Слишком широкое
    дерево считать отказываются. В терминале полоса показывает сосчитанные первые
    ходы; Ctrl-C останавливает счёт, выводит сосчитанные первые ходы с итогом,
    помеченным как неполный, и завершает работу с кодом 130.

    Примеры:
      forsyth perft 3
      forsyth perft 2 --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
      forsyth perft 4 --fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
cli-perft-depth-help = Сколько полуходов просчитать, от 0 до { $max }
cli-perft-fen-help = Позиция, в кавычках или последней в строке [по умолчанию: начальная позиция]
cli-fen-about = Проверить FEN и вывести её в нормальном виде
cli-fen-after-help =
    Верная FEN выводится в нормальном виде на стандартный вывод. О неверной
    сообщается в поток ошибок: столбец (в символах), где начинается ошибка, сама
    FEN и отметка ^^^ под ошибкой; код выхода тогда 1.

    FEN можно писать в кавычках или без: несколько аргументов соединяются
    пробелом.

    С --from ЯЗЫК позиция читается так, как её пишут проблемисты буквами этого
    языка: доска отдельно или с другими полями, в скобках или без, затем подсчёт
    фигур вроде (5+1), который проверяется; недостающие поля считаются равными
    'w - - 0 1'. С --to ЯЗЫК доска выводится буквами этого языка с подсчётом
    фигур или списком фигур для языка без прописных и строчных букв (иврит).

    Примеры:
      forsyth fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
      forsyth fen --lenient R7/4k3/4N3/K2B4/8/8/8/5R2
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --to de R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1
cli-fen-arg-help = FEN, в кавычках или без; - читает по одной позиции на строку со стандартного ввода
cli-lenient-help = Принимать неполную или неаккуратную FEN; заметки в потоке ошибок говорят, что исправлено
cli-completions-about = Вывести скрипт автодополнения forsyth для оболочки
cli-completions-after-help =
    Примеры:
      forsyth completions bash > ~/.local/share/bash-completion/completions/forsyth
      forsyth completions zsh > ~/.zfunc/_forsyth
      forsyth completions fish > ~/.config/fish/completions/forsyth.fish
cli-completions-shell-help = Оболочка: bash, elvish, fish, powershell или zsh
cli-man-about = Вывести страницу руководства forsyth (roff) для man: forsyth man > forsyth.1
cli-hint-lenient = в FEN не хватает полей: --lenient читает её с обычными значениями (w - - 0 1)
cli-stdin-line = строка { $line } стандартного ввода:
cli-color-help = Цвет: auto, always или never (auto: в терминале, без NO_COLOR)
cli-languages-about = Перечислить языки, которые forsyth читает и пишет, с их буквами
cli-languages-row = { $tag }  { $name }: фигуры { $pieces }, вертикали { $files }, рокировка { $castling }, взятие { $capture }; сообщения { $complete } %
cli-quiet-help = Выводить только находки, без итоговой строки
cli-summary-help = Заканчивать итоговой строкой в потоке ошибок, даже если это не терминал
cli-check-summary = { $files ->
        [one] { $files } файл
        [few] { $files } файла
        [many] { $files } файлов
       *[other] { $files } файла
    }, { $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    }, { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    }: { $errors ->
        [one] { $errors } ошибка
        [few] { $errors } ошибки
        [many] { $errors } ошибок
       *[other] { $errors } ошибки
    }, { $warnings ->
        [one] { $warnings } предупреждение
        [few] { $warnings } предупреждения
        [many] { $warnings } предупреждений
       *[other] { $warnings } предупреждения
    } ({ $seconds } с)
cli-output-help = Записать перевод в этот файл (целиком, затем поставить на место) вместо стандартного вывода
cli-in-place-help = Заменить каждый файл его переводом (записанным рядом, затем переименованным поверх; кодировка сохраняется)
cli-compressed-in-place = { $file } сжат: переводите его с -o или в стандартный вывод
cli-no-game = { $file }: партий не найдено
cli-no-game-copied = { $file }: партий не найдено; текст скопирован без изменений (если указать его язык в --from, ходы, названные в тексте, будут переведены)
cli-no-game-prose = { $file }: партий не найдено; переведены только ходы, названные в тексте
cli-spoken-in-place = --in-place заменил бы партии их ходами словами: запишите их с -o или в стандартный вывод
cli-board-about = Показать позицию диаграммой, с её допустимыми ходами
cli-board-after-help =
    Рисует доску шахматными фигурками (белые ♔♕♖♗♘♙, чёрные ♚♛♜♝♞♟), пустые тёмные
    поля как '·', затем очерёдность хода, права на рокировку, поле взятия на
    проходе, шах, мат или пат и допустимые ходы в координатах UCI.

    С --lang ЯЗЫК вертикали подписываются на этом языке (греческие α–θ), фигуры
    перечисляются на нём под диаграммой, а допустимые ходы пишутся в его
    алгебраической нотации; --letters рисует его буквы вместо фигурок.

    На тёмном фоне терминала контурные «белые» фигурки могут выглядеть темнее
    залитых «чёрных»; --ascii показывает вместо них буквы FEN (прописные белые,
    строчные чёрные), что подходит также для экранных чтецов и шрифтов без
    шахматных фигурок.

    Примеры:
      forsyth board
      forsyth board --flip rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
      forsyth board --ascii --lenient 'R7/4k3/4N3/K2B4/8/8/8/5R2'
      forsyth board --lang el --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2)'
cli-board-fen-help = Позиция, в кавычках или без [по умолчанию: начальная позиция]
cli-ascii-help = Только ASCII: буквы вместо фигур и рамка из +-|
cli-flip-help = Чёрные внизу
cli-spoken-help = Прочитать позицию словами, фигуру за фигурой, на языке --lang или на вашем

## The command line: errors and notes

cli-depth-not-a-number = '{ $text }' — не глубина: укажите целое число от 0 до { $max }
cli-depth-too-large = глубина { $depth } больше наибольшей глубины, { $max }
cli-perft-too-wide = глубину { $depth } из этой позиции не сосчитать: больше { $limit } разных позиций на полуходе { $ply }, а впереди ещё больше { $plies } полуходов; у такого дерева больше листьев, чем вмещает 128-битный счётчик, или счёт длится дольше, чем живёт любой компьютер
cli-perft-incomplete = { $count } (неполно: сосчитано { $done } из { $total } первых ходов до Ctrl-C)
cli-perft-progress = первые ходы
cli-perft-at-least = не меньше { $count }
cli-note = заметка
cli-at-column = столбец { $column }: { $reason }
cli-write-failed = не удаётся записать вывод: { $error }

## The command line: what `forsyth board` shows below the diagram

cli-fen-line = FEN: { $fen }
cli-side-to-move =
    Ход: { $color ->
        [white] белых
       *[black] чёрных
    }
cli-castling = Рокировка: { $rights }
cli-castling-chess960 = Рокировка: { $rights } (Chess960)
cli-castling-none = нет
cli-en-passant = Взятие на проходе: { $square }
cli-en-passant-no-capture = Взятие на проходе: { $square } (допустимого взятия нет)
cli-status = Состояние: { $notes }
cli-status-in-progress = Состояние: партия продолжается
cli-status-separator = { "; " }
cli-status-checkmate =
    мат, { $color ->
        [white] белые выиграли
       *[black] чёрные выиграли
    }
cli-status-stalemate = пат, ничья
cli-status-check =
    { $color ->
        [white] белым
       *[black] чёрным
    } объявлен шах
cli-status-insufficient-material = ничья: ни у одной стороны нет материала для мата
cli-status-seventy-five-moves = ничья: 75 ходов без взятий и ходов пешками
cli-status-fifty-moves-claimable = 50 ходов без взятий и ходов пешками: можно потребовать ничью
cli-legal-moves =
    { $count ->
        [1] Допустимый ход ({ $count }): { $moves }
        [one] Допустимые ходы ({ $count }): { $moves }
        [few] Допустимые ходы ({ $count }): { $moves }
        [many] Допустимые ходы ({ $count }): { $moves }
       *[other] Допустимые ходы ({ $count }): { $moves }
    }
cli-legal-moves-none = Допустимых ходов нет

## The command line: translate, check, languages

cli-locales-help = Папка других языков, по подпапке на метку языка, устроенная как locales/ (добавляет языки или заменяет сообщения)
cli-translate-about = Перевести ходы партий PGN на другой язык или в другую нотацию
cli-translate-after-help =
    Читает PGN или одни ходы из ФАЙЛА (со стандартного ввода, если ФАЙЛ — '-' или
    не указан) и пишет тот же текст в стандартный вывод, с каждым ходом на
    нужном языке. Теги, комментарии, номера ходов, варианты, результаты и пробелы
    копируются байт в байт.

    Меняются только буквы хода: рокировка нулями (0-0), взятие через ':' или без
    знака, превращение e8Q или e8(Q), знаки шаха, записанные или пропущенные,
    нулевые ходы (--, Z0) и ходы в UCI или в длинной алгебраической нотации
    остаются такими, как их записал автор. --style, наоборот, переписывает каждый
    ход в одной нотации (san: стандартная алгебраическая со знаками шаха, O-O и
    e8=Q).

    Язык ходов определяется для каждой партии (--from auto) или задаётся. Языки
    называют меткой (de), собственным именем (Deutsch, Ελληνικά) или
    по-английски (German).

    О невозможном, неоднозначном или нечитаемом ходе сообщается в поток ошибок в
    виде ФАЙЛ:СТРОКА:СТОЛБЕЦ: error[код]: сообщение (столбцы в символах); остаток
    этой партии копируется как есть, следующие партии переводятся, код выхода 1.
    Предупреждения (неверный знак шаха или номер хода) показываются с --warnings.
    Для больших файлов в терминале показывается полоса хода работы.

    Вход не в UTF-8 читается в кодовой странице, на которую указывают его буквы и
    ходы (Windows-1252 или греческая, ивритская, кириллическая или
    центральноевропейская; предупреждение называет её), или в
    кодировке, заданной --encoding. Вывод пишется в кодировке входа, чтобы каждый
    байт, не относящийся к ходу, остался прежним, или в той, что задана
    --output-encoding.

    Примеры:
      forsyth translate --to de tests/data/seed/oikonomopoulos-1881.pgn
      forsyth translate --from el --to it --style fan problem.pgn
      forsyth translate --style uci < games.pgn > games-uci.pgn
cli-translate-file-help = Файлы PGN и папки (их файлы .pgn, сжатые или нет); '-' или ничего — стандартный ввод
cli-from-help = Язык, на котором записаны ходы, или 'auto', чтобы определять его для каждой партии; descriptive-en или descriptive-es для описательной нотации (P-K4, P4R)
cli-to-help = Язык, на котором записать ходы
cli-style-help = Переписать каждый ход в одной нотации: san (стандартная, со знаками шаха), lan (оба поля), fan (фигурки), uci или iccf (цифры) или произнести ходы словами, по номеру хода на строку: spoken; без этого меняются только буквы; descriptive пишет описательную нотацию (N-KB3) на языке --to, английском или испанском
cli-spoken-files-help = Как произносимые ходы и позиции называют вертикали: literate (буквы по буквам), nato (alfa … hotel) или anna (Anna … Hector, как в правилах ФИДЕ для незрячих шахматистов)
cli-isolate-help = Окружить каждый ход знаками двунаправленной изоляции (FSI … PDI), для ходов в тексте с другим направлением письма
cli-comments-help = Что перевод делает с ходами, названными в комментариях и в тексте вокруг партий: translate (переводит буквы фигур, как в ходах) или keep (оставляет байт в байт)
cli-warnings-help = Сообщать и о предупреждениях: неверные знаки шаха или взятия, номера ходов, результаты
cli-check-about = Проверить партии PGN и позиции FEN или EPD, сообщая о каждой ошибке там, где она есть
cli-check-after-help =
    Файлы с окончанием .fen или .epd содержат по позиции на строку (операции EPD
    принимаются); любой другой файл и '-' для стандартного ввода читаются как PGN,
    партия за партией. Каждая находка выводится в стандартный вывод: с --format
    text как у компилятора, со строкой и подчёркнутой ошибкой; с --format json как
    объект на строку с ключами file, line, column, end_line, end_column, severity,
    code и message (строки и столбцы с 1, столбцы в символах).

    Код выхода: 0 ошибок нет (предупреждения допустимы), 1 есть ошибки, 2 файл не
    удалось прочитать (остальные всё равно проверяются).

    Файлы не в UTF-8 читаются в кодовой странице, на которую указывают их буквы и
    ходы (Windows-1252 или греческая, ивритская, кириллическая или
    центральноевропейская; предупреждение называет её), или в
    кодировке, заданной --encoding; строки и столбцы — те, что в раскодированном
    тексте.

    Примеры:
      forsyth check tests/data/pgn/lichess-100.pgn
      forsyth check --lang el --format json problems.pgn
      forsyth check positions.fen suite.epd
cli-check-files-help = Файлы для проверки и папки (их файлы .pgn, .fen и .epd, сжатые или нет): в файлах .fen и .epd позиции, во всех остальных PGN; '-' читает PGN со стандартного ввода
cli-format-help = text: как у компилятора, со строкой и подчёркнутой ошибкой; json: объект на строку
cli-strict-help = Сообщать о каждом предупреждении как об ошибке (для издателей, которым нужны чистые файлы): исправленные FEN и теги, неверные знаки и номера ходов, партии по другим правилам
cli-forsyth-from-help = Читать позицию так, как её пишут проблемисты буквами этого языка (греческий (Π7/4ρ3/…) (5+1)): скобки, другие поля и подсчёт фигур, который проверяется
cli-forsyth-to-help = Вывести доску буквами Форсайта этого языка с подсчётом фигур или списком фигур для языка без прописных и строчных букв (иврит)
cli-board-lang-help = Показать вертикали, фигуры и допустимые ходы на этом языке
cli-letters-help = Рисовать фигуры буквами языка вместо фигурок
cli-unknown-language = неизвестный язык '{ $name }'; известные языки: { $languages }
# $name: язык, как он указан; $languages: языки с описательной нотацией.
cli-no-descriptive = у языка { $name } нет описательной нотации; описательная нотация читается и пишется на: { $languages }
cli-cannot-read = не удаётся прочитать { $name }: { $error }
cli-letters-no-case = у языка «{ $language }» нет прописных и строчных букв фигур: фигуры нарисованы фигурками
cli-letters-multi = язык «{ $language }» обозначает фигуру больше чем одной буквой ({ $letter }), поэтому на доске нельзя показать каждую фигуру одной буквой: фигуры нарисованы фигурками

## The command line: encodings

cli-encoding-help = Кодировка входа: метка из WHATWG Encoding Standard (utf-8, windows-1252 или latin1, iso-8859-7, windows-1255, koi8-r, cp866, utf-16le…) или cp437. Без неё решает метка порядка байтов, иначе сами байты: UTF-8 или кодовая страница, на которую указывают буквы и ходы (windows-1252, -1253, -1255, -1251, -1250…), с предупреждением
# Help of --max-game-size (translate and check).
cli-max-game-size-help = Самая длинная читаемая партия (или строка), в байтах или с единицей: 4096, 512KiB, 64MiB (по умолчанию), 1G; более длинная отмечается (game-too-large), не читается, а translate копирует её без изменений
cli-output-encoding-help = Кодировка вывода (метка, как для --encoding): по умолчанию кодировка входа, чтобы каждый байт, не относящийся к ходу, остался прежним; utf-8 пишет UTF-8
cli-encoding-unknown = неизвестная кодировка '{ $label }': укажите метку из WHATWG Encoding Standard, например utf-8, windows-1252 (latin1), iso-8859-7, windows-1255, koi8-r, cp866, utf-16le, или cp437
cli-encoding-guessed = { $place }: файл не в UTF-8; он читается как { $encoding } (--encoding задаёт другую кодировку)
cli-encoding-stray = { $place }: байты не в UTF-8 в файле UTF-8; они читаются как символы { $encoding }, здесь и дальше (--encoding задаёт кодировку всего файла)
cli-encoding-malformed = { $place }: байты не в { $encoding }; каждый читается как U+FFFD (�)
cli-encoding-unwritable-moves = { $encoding } не может записать ходы на языке «{ $language }» ({ $chars }): укажите --output-encoding utf-8
cli-encoding-output-utf8 = { $encoding } не может записать ходы на языке «{ $language }» ({ $chars }): перевод записан в UTF-8 (--output-encoding задаёт другую кодировку)
cli-encoding-unwritable = строка { $line } вывода: { $encoding } не может записать '{ $char }' ({ $codepoint }); перевод на этом остановлен: укажите --output-encoding utf-8

## The command line: positions in a language's Forsyth letters

cli-forsyth-empty = нет поля доски
cli-forsyth-no-letter-case = у языка «{ $language }» нет прописных и строчных букв Форсайта: запишите список фигур
cli-forsyth-unclosed-bracket = '{ $char }' нигде не закрыта
cli-forsyth-unknown-letter = '{ $char }' ({ $codepoint }) — не буква Форсайта в языке «{ $language }», не цифра от 1 до 8 и не '/'
cli-forsyth-unknown-letter-looks-like = '{ $char }' ({ $codepoint }) — не буква Форсайта в языке «{ $language }», не цифра от 1 до 8 и не '/'; может быть, имелась в виду похожая { $meant }?
cli-forsyth-too-many-fields = в FEN не больше 6 полей, а в этой { $found }; подсчёт фигур пишется в скобках
cli-forsyth-bad-unit-count = подсчёт фигур пишется (белые+чёрные), например (5+1)
cli-forsyth-unit-count-mismatch = подсчёт фигур говорит { $text }, а на доске { $expected }

## The command line: usage errors (the parts clap finds)

cli-usage-unknown-argument = неожиданный аргумент '{ $arg }'
cli-usage-invalid-value = недопустимое значение '{ $value }' для '{ $arg }'
cli-usage-invalid-value-choices = недопустимое значение '{ $value }' для '{ $arg }'; возможные значения: { $values }
cli-usage-invalid-value-reason = недопустимое значение '{ $value }' для '{ $arg }': { $reason }
cli-usage-value-required = '{ $arg }' требует значения, но оно не указано
cli-usage-missing-arguments = не хватает обязательных аргументов: { $args }
cli-usage-unknown-command = неизвестная команда '{ $command }'
cli-usage-missing-command = '{ $command }' требует команды: { $commands }
cli-usage-no-equals = '{ $arg }' требует значения после знака равенства ({ $arg }=…)
cli-usage-too-many-values = неожиданное значение '{ $value }' для '{ $arg }': больше значений он не принимает
cli-usage-too-few-values = '{ $arg }' принимает не меньше { $min } значений; дано: { $actual }
cli-usage-wrong-number-of-values = '{ $arg }' принимает { $expected } значений; дано: { $actual }
cli-usage-conflict = '{ $arg }' нельзя использовать вместе с { $other }
cli-usage-conflict-any = '{ $arg }' нельзя использовать вместе с другими указанными аргументами
cli-usage-repeated = '{ $arg }' нельзя указывать больше одного раза
cli-usage-tip = совет
cli-usage-did-you-mean = может быть, имелось в виду { $names }?
cli-usage-tip-escape = чтобы передать '{ $value }' как значение, напишите '{ $example }'
cli-usage-tip-remove-dashes = чтобы запустить команду '{ $command }', уберите '--' перед ней
cli-usage-more-information = Подробнее: '{ $help }'.

## The command line: the words of --help around our help texts

cli-help-usage = Использование
cli-help-commands = Команды
cli-help-arguments = Аргументы
cli-help-options = Параметры
cli-help-help = Показать справку
cli-help-version = Показать версию
cli-help-command-about = Показать это сообщение или справку по указанной команде
cli-help-command-arg = Команда, которую объяснить

## The language server: hovers, code actions, errors

lsp-hover-after-move = После { $move }
lsp-hover-to-move =
    { $color ->
        [white] Ход белых
       *[black] Ход чёрных
    }
lsp-hover-fen = FEN: { $fen }
lsp-hover-nag = { $glyph } (NAG { $number })
lsp-hover-read-in = Ходы читаются одинаково на языках: { $languages }
lsp-hover-printed = { $word } напечатано так, как ходы печатают книги и газеты, и читается как { $read }
lsp-hover-printed-nothing = { $word } — типографский знак между ходами, он не означает никакого хода
lsp-action-translate-game = Перевести партию: { $language }
lsp-action-translate-file = Перевести файл: { $language }
lsp-action-figurines = Записать фигурками
lsp-action-standard-pgn = Переписать как стандартный PGN
lsp-action-standard-pgn-selection = Переписать выделенное как стандартный PGN
lsp-action-fix = Заменить на { $move }
fix-fullmoves-one = Сделать номер хода равным 1
fix-halfmoves-zero = Обнулить счётчик полуходов
fix-drop-castling = Убрать право на рокировку { $letter }
fix-drop-ep-square = Убрать поле взятия на проходе { $square }
fix-add-fields = Добавить недостающие поля: { $values }
fix-dash = Написать '-' вместо '{ $dash }'
fix-strip-brackets = Убрать скобки вокруг FEN
fix-separators = Разделить поля одним пробелом
fix-escape-quotes = Записать кавычки в значении как \"
fix-escape-backslash = Записать обратную косую черту как \\
fix-printed-result = Записать результат как { $result }
fix-printed-quotes = Записать значения тегов в кавычках PGN
fix-renumber = Перенумеровать ходы начиная с { $expected }
lsp-rename-not-a-language = «{ $name }» — не язык и не этот ход, записанный на другом языке
lsp-unknown-language = «{ $name }» — незнакомый мне язык
lsp-bad-arguments = Аргументы { $command } отсутствуют или неверны
lsp-unknown-command = Неизвестная команда { $command }
lsp-read-only = { $name } — сжатый файл, показанный распакованным и только для чтения: распакуйте его, чтобы изменить
lsp-decompress-failed = Не удаётся прочитать { $name }: { $reason }
lsp-decompressed-too-large = { $name } после распаковки больше { $number } МиБ: слишком велик для показа
lsp-not-a-compressed-file-address = { $name } — не адрес файла вида forsyth-decompressed:
lsp-internal-error = forsyth: внутренняя ошибка при { $what } (сервер продолжает работу): { $reason }
lsp-unknown-settings = forsyth: непонятные настройки оставлены как были: { $settings }
lsp-locale-error = forsyth: язык из папок языков пропущен: { $error }

## The language server's transport: lines logged on standard error and
## with window/logMessage

lsp-framing-broken = pgn-lsp: { $reason }; остановка
lsp-framing-truncated = ввод закончился посреди сообщения
lsp-framing-header = строка заголовка не вида «Имя: значение»: { $text }
lsp-framing-no-length = сообщение без заголовка Content-Length
lsp-framing-bad-length = нечитаемый Content-Length: { $value }
lsp-framing-long-headers = заголовки длиннее { $limit } байт
lsp-framing-read-failed = ошибка чтения: { $reason }
lsp-output-closed = pgn-lsp: вывод закрыт ({ $reason }); остановка
lsp-input-ended = pgn-lsp: ввод закончился до shutdown и exit
lsp-message-too-long = pgn-lsp: на сообщение в { $count } байт, длиннее читаемых { $limit }, дан ответ с ошибкой
lsp-message-answered = pgn-lsp: на некорректное сообщение дан ответ с ошибкой { $value }: { $reason }
lsp-response-dropped = pgn-lsp: нечитаемый ответ клиента отброшен
lsp-cannot-start = pgn-lsp: не удаётся запуститься: { $reason }

## Meanings of annotation glyphs (NAGs)

nag-unknown = Знак комментария без стандартного значения
nag-0 = Пустой знак
nag-1 = Хороший ход
nag-2 = Слабый ход, ошибка
nag-3 = Очень хороший ход, блестящий
nag-4 = Очень слабый ход, грубая ошибка
nag-5 = Рискованный ход, заслуживающий внимания
nag-6 = Сомнительный ход
nag-7 = Вынужденный ход, единственный
nag-8 = Единственный ход, без разумной альтернативы
nag-9 = Худший ход
nag-10 = Ничейная позиция
nag-11 = Равные шансы, спокойная позиция
nag-12 = Равные шансы, острая позиция
nag-13 = Неясная позиция
nag-14 = У белых чуть лучше
nag-15 = У чёрных чуть лучше
nag-16 = У белых лучше
nag-17 = У чёрных лучше
nag-18 = У белых решающее преимущество
nag-19 = У чёрных решающее преимущество
nag-20 = У белых подавляющее преимущество
nag-21 = У чёрных подавляющее преимущество
nag-22 = Белые в цугцванге
nag-23 = Чёрные в цугцванге
nag-32 = У белых преимущество в развитии
nag-33 = У чёрных преимущество в развитии
nag-36 = У белых инициатива
nag-37 = У чёрных инициатива
nag-40 = У белых атака
nag-41 = У чёрных атака
nag-44 = У белых достаточная компенсация за материал
nag-45 = У чёрных достаточная компенсация за материал
nag-132 = У белых контригра
nag-133 = У чёрных контригра
nag-138 = У белых сильный цейтнот
nag-139 = У чёрных сильный цейтнот
nag-140 = С идеей
nag-141 = Направлено против
nag-142 = Лучше
nag-143 = Хуже
nag-144 = Равноценно
nag-145 = Примечание редакции
nag-146 = Новинка
