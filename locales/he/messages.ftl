### User-facing messages of forsyth (he): diagnostics, commands, labels.
### Notation letters and words live in notation.ftl next to this file.
### Every message here must also exist, with the same id, in locales/en/messages.ftl.
###
### Terms: מסע (move, m), חצי מסע (ply), תור הלבן / תור השחור (to move), שח,
### מט, פט, תיקו, הצרחה (f), הכאה דרך הילוכו (en passant, as in
### notation.ftl), שורה (rank, f), טור (file, m), משבצת (square, f), כלי
### (piece, m), רגלי (pawn, m), הכתרה (promotion), וריאציה (variation, f),
### הכאה (capture). Adjectives agree: מלך לבן, צריח שחור, רגלי לבן; the sides
### take the article: הלבן, השחור.
### Numbers select [one], [two], [many] and [other] (CLDR): "שורה אחת",
### "שתי שורות", "20 שורות". Before a digit or a Latin letter the prefixes
### ב, ל, מ, כ take a maqaf: ב־e4, מ־16.
### Text is written in logical order; the program isolates placeables (FSI …
### PDI) so that Latin squares and moves keep their shape. Never add bidi
### marks by hand.

## FEN fields

fen-field =
    { $field ->
        [board] מיקום הכלים
        [turn] הצד שבתורו לשחק
        [castling] זכויות ההצרחה
        [en-passant] משבצת ההכאה דרך הילוכו
        [halfmoves] מונה חצאי המסעים
       *[fullmoves] מספר המסע
    }

## FEN errors

fen-error-empty = ה־FEN ריק
fen-error-field-count = ב־FEN יש 6 שדות המופרדים ברווחים, ובזה יש { $found }
fen-error-separator = השדות מופרדים ברווח אחד בדיוק
fen-error-rank-count =
    במיקום הכלים יש { $found ->
        [one] שורה אחת
        [two] שתי שורות
        [many] { $found } שורות
       *[other] { $found } שורות
    }, לא 8
fen-error-rank-length =
    השורה { $rank } מתארת { $squares ->
        [one] משבצת אחת
        [two] שתי משבצות
        [many] { $squares } משבצות
       *[other] { $squares } משבצות
    }, לא 8
fen-error-bad-placement-char = התו "{ $char }" אינו אות של כלי (PNBRQK, pnbrqk), ספרה בין 1 ל־8 או "/"
fen-error-consecutive-digits = שתי ספרות ברצף: משבצות ריקות נספרות בספרה אחת
fen-error-bad-turn = הצד שבתורו לשחק חייב להיות "w" או "b"
fen-error-bad-castling-char = התו "{ $char }" אינו זכות הצרחה (KQkq, אות טור A–H/a–h או "-")
fen-error-duplicate-castling = זכות ההצרחה "{ $char }" מופיעה פעמיים
fen-error-castling-order = יש לכתוב את זכויות ההצרחה בסדר KQkq
fen-error-castling-no-king =
    זכות הצרחה { $char }, אבל המלך { $color ->
        [white] הלבן
       *[black] השחור
    } אינו ב־{ $square }
fen-error-castling-no-rook =
    זכות הצרחה { $char }, אבל אין צריח { $color ->
        [white] לבן
       *[black] שחור
    } ב־{ $square }
fen-error-bad-ep-square = שדה ההכאה דרך הילוכו חייב להיות "-" או משבצת בשורה 3 או 6
fen-error-bad-halfmoves = מונה חצאי המסעים חייב להיות מספר (0 ומעלה)
fen-error-bad-fullmoves = מספר המסע חייב להיות מספר שלם (1 ומעלה)
fen-error-non-ascii = התו "{ $char }" ({ $codepoint }) אסור ב־FEN
fen-error-non-ascii-dash = התו "{ $char }" ({ $codepoint }) אסור ב־FEN; יש לכתוב "-"

## Position errors

position-error-missing-king =
    אין מלך { $color ->
        [white] לבן
       *[black] שחור
    }
position-error-too-many-kings =
    מלך { $color ->
        [white] לבן
       *[black] שחור
    } שני עומד ב־{ $square }
position-error-pawn-on-back-rank = רגלי ב־{ $square }: רגלים אינם יכולים לעמוד בשורה הראשונה או בשורה השמינית
position-error-too-many-pieces =
    { $color ->
        [white] ללבן
       *[black] לשחור
    } יש יותר מ־16 כלים
position-error-too-many-pawns =
    { $color ->
        [white] ללבן
       *[black] לשחור
    } יש יותר מ־8 רגלים
position-error-opposite-check =
    { $color ->
        [white] לא תורו של הלבן
       *[black] לא תורו של השחור
    }, אך מלכו נתון בשח (מ־{ $checker })
position-error-impossible-check = הצד שבתורו לשחק נתון בשח ששום מסע חוקי לא היה יכול לתת
position-error-castling-without-king =
    זכות הצרחה { $char }, אבל המלך { $color ->
        [white] הלבן
       *[black] השחור
    } אינו במשבצת ההתחלה שלו
position-error-castling-without-rook =
    זכות הצרחה, אבל אין צריח { $color ->
        [white] לבן
       *[black] שחור
    } ב־{ $square }
position-error-castling-rook-off-back-rank = זכות הצרחה עבור { $square }, שאינה בשורה הראשונה של אף צד
position-error-castling-duplicate =
    שתי זכויות הצרחה למלך { $color ->
        [white] הלבן
       *[black] השחור
    } באגף { $side ->
        [king] המלך
       *[queen] המלכה
    }
position-error-ep-wrong-rank = משבצת ההכאה דרך הילוכו { $ep } אינה בשורה שרגלי חוצה בצעד כפול
position-error-ep-occupied = משבצת ההכאה דרך הילוכו { $ep } אינה ריקה
position-error-ep-no-pawn =
    משבצת הכאה דרך הילוכו { $ep }, אבל אין רגלי { $color ->
        [white] לבן
       *[black] שחור
    } ב־{ $pawn }
position-error-ep-origin-occupied = משבצת הכאה דרך הילוכו { $ep }, אבל המשבצת { $origin }, שממנה הגיע הרגלי, אינה ריקה
position-error-ep-with-halfmoves = משבצת הכאה דרך הילוכו { $ep }, אבל מונה חצאי המסעים הוא { $halfmoves } ולא 0: צעד כפול מאפס אותו
position-error-zero-fullmoves = מספר המסע חייב להיות לפחות 1

## Repairs

repair-defaulted =
    { $field ->
        [board] חסר מיקום הכלים
        [turn] חסר הצד שבתורו לשחק
        [castling] חסרות זכויות ההצרחה
        [en-passant] חסרה משבצת ההכאה דרך הילוכו
        [halfmoves] חסר מונה חצאי המסעים
       *[fullmoves] חסר מספר המסע
    }: הונח הערך "{ $value }"
repair-stripped-brackets = הוסרו הסוגריים סביב ה־FEN
repair-dash = מקף טיפוגרפי נקרא כ־"-"
repair-separators = השדות הופרדו ברווח אחד
repair-dropped-castling = זכות ההצרחה { $letter } בוטלה: המלך או הצריח אינם במקומם
repair-dropped-ep-square = משבצת ההכאה דרך הילוכו בוטלה: אף רגלי לא חצה אותה זה עתה בצעד כפול
repair-reset-halfmoves = מונה חצאי המסעים הוחזר ל־0: צעד כפול מאפס אותו
repair-fullmoves-zero = מספר המסע 0 נקרא כ־1

## Severities

severity-error = שגיאה
severity-warning = אזהרה
severity-information = מידע
severity-hint = רמז

## Diagnostics

diag-syntax = שגיאת תחביר: { $detail }
diag-syntax-unterminated-comment = ההערה הזו אינה נסגרת: חסר "{ "}" }".
diag-syntax-unterminated-string = המחרוזת הזו אינה נסגרת: חסר סימן המירכאות הסוגר (").
diag-syntax-unmatched-paren = הסוגר ")" הזה אינו סוגר אף וריאציה.
diag-syntax-unclosed-variation = הווריאציה הזו אינה נסגרת: חסר ")".
diag-syntax-malformed-tag = תגית פגומה: תגית נכתבת בצורה [שם "ערך"].
diag-syntax-invalid-utf8 = הבתים האלה אינם UTF-8 תקין.
diag-syntax-unexpected-character = תו לא צפוי "{ $text }".
diag-syntax-variation-too-deep =
    וריאציות מקוננות לעומק של יותר { $limit ->
        [one] מרמה אחת
        [two] משתי רמות
        [many] מ־{ $limit } רמות
       *[other] מ־{ $limit } רמות
    }.
diag-syntax-duplicate-tag = התגית [{ $name }] מופיעה פעמיים.
diag-syntax-missing-tag-value = לתגית [{ $name }] אין ערך.
diag-syntax-unexpected-token = הטקסט "{ $text }" מופיע מחוץ לזוג תגית.
diag-syntax-nag-out-of-range = סימן ההערה { $text } מחוץ לטווח: ערכי NAG הם מ־$0 עד $255.
diag-syntax-unescaped-quote = סימני מירכאות בתוך ערך של תגית בלי לוכסן הפוך לפניהם: הערך נקרא עד סימן המירכאות שלפני "]". בתוך ערך כותבים סימן מירכאות כ־\".
diag-syntax-stray-backslash = הלוכסן ההפוך הזה עומד לפני סימן המירכאות הסוגר: הוא נקרא כחלק מהערך, שסימן המירכאות סוגר. בתוך ערך כותבים לוכסן הפוך כ־\\.

diag-malformed-move = לא ניתן לקרוא את המסע { $move }.
diag-malformed-move-unknown-piece = לא ניתן לקרוא את המסע { $move }: "{ $letter }" אינה אות של כלי (שפה: { $language }).
diag-malformed-move-unexpected = לא ניתן לקרוא את המסע { $move }: תו לא צפוי "{ $char }".
diag-malformed-move-no-destination = לא ניתן לקרוא את המסע { $move }: חסרה משבצת היעד.
diag-malformed-move-capture-no-piece = לא ניתן לקרוא את המסע { $move }: חסר הכלי (או הטור של הרגלי) לפני סימן ההכאה '{ $letter }'.
diag-malformed-move-incomplete-origin = לא ניתן לקרוא את המסע { $move }: מקף בין משבצות מחייב משבצת מוצא שלמה.
diag-malformed-move-missing-promotion = לא ניתן לקרוא את המסע { $move }: חסר הכלי שאליו מוכתר הרגלי.
diag-malformed-move-bad-promotion = לא ניתן לקרוא את המסע { $move }: רגלי אינו יכול להיות מוכתר ל־"{ $letter }".
diag-malformed-move-piece-cannot-promote = לא ניתן לקרוא את המסע { $move }: רק רגלי יכול להיות מוכתר.
diag-malformed-move-bad-castling = לא ניתן לקרוא את המסע { $move }: כך לא כותבים הצרחה.
diag-malformed-move-bad-numeric = לא ניתן לקרוא את המסע { $move }: מסע מספרי (ICCF) הוא ארבע ספרות 1–8, ועוד ספרה חמישית 1–4 להכתרה.
diag-malformed-move-empty = לא ניתן לקרוא את המסע { $move }: יש בו רק סימנים, בלי מסע.

diag-illegal-move =
    מסע לא חוקי { $move }: { $color ->
        [white] תור הלבן
       *[black] תור השחור
    }; { $reason }.
diag-illegal-move-number-ahead = מסע לא חוקי { $move }: המספר שלו { $found } מציין את מסע { $white } של הלבן, אבל מסע { $black } של השחור חסר לפניו: תור השחור.
diag-illegal-move-alternatives =
    { $count ->
        [one] המסע החוקי היחיד של הכלי הזה הוא { $moves }.
        [two] המסעים החוקיים של הכלי הזה: { $moves }.
        [many] המסעים החוקיים של הכלי הזה: { $moves }.
       *[other] המסעים החוקיים של הכלי הזה: { $moves }.
    }
diag-illegal-move-alternatives-kind =
    המסעים החוקיים של { $piece ->
        [pawn] הרגלים
        [knight] הפרשים
        [bishop] הרצים
        [rook] הצריחים
        [queen] המלכות
       *[king] המלך
    }: { $moves }.
diag-illegal-move-no-alternatives =
    { $color ->
        [white] ללבן
       *[black] לשחור
    } אין מסע חוקי עם הכלי הזה.
diag-illegal-move-no-alternatives-kind =
    { $color ->
        [white] ללבן
       *[black] לשחור
    } אין מסע חוקי { $piece ->
        [pawn] ברגלי
        [knight] בפרש
        [bishop] ברץ
        [rook] בצריח
        [queen] במלכה
       *[king] במלך
    }.
## למה מסע אינו חוקי: משפט אחרי "מסע לא חוקי פ3ו: תור הלבן; ".
## $piece, $by, $by2: pawn, knight, bishop, rook, queen, king; המשבצות
## באותיות של שפת המשחק.

illegal-no-piece =
    { $color ->
        [white] ללבן
       *[black] לשחור
    } אין { $piece ->
        [pawn] רגלי
        [knight] פרש
        [bishop] רץ
        [rook] צריח
        [queen] מלכה
       *[king] מלך
    } { $where ->
        [file] בטור { $origin }
        [rank] בשורה { $origin }
        [square] ב־{ $origin }
       *[any] על הלוח
    }
illegal-empty-square = אין כלי ב־{ $from }
illegal-opponents-piece =
    { $by ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $at } { $by ->
        [queen] שייכת
       *[other] שייך
    } { $color ->
        [white] לשחור
       *[black] ללבן
    }
illegal-own-piece =
    ב־{ $at } כבר { $by ->
        [queen] עומדת המלכה { $color ->
            [white] הלבנה
           *[black] השחורה
        }
       *[other] עומד { $by ->
            [pawn] הרגלי
            [knight] הפרש
            [bishop] הרץ
            [rook] הצריח
           *[other] המלך
        } { $color ->
            [white] הלבן
           *[black] השחור
        }
    }
illegal-unreachable-one =
    { $piece ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $from } { $piece ->
        [queen] אינה יכולה
       *[other] אינו יכול
    } לנוע ל־{ $to }
illegal-unreachable =
    { $piece ->
        [queen] אף מלכה { $color ->
            [white] לבנה
           *[black] שחורה
        } אינה יכולה
       *[other] אף { $piece ->
            [pawn] רגלי
            [knight] פרש
            [bishop] רץ
            [rook] צריח
           *[other] מלך
        } { $color ->
            [white] לבן
           *[black] שחור
        } אינו יכול
    } לנוע ל־{ $to }
illegal-blocked =
    { $piece ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $from } { $piece ->
        [queen] חסומה
       *[other] חסום
    } על ידי { $by ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $at }
illegal-pawn-blocked =
    הרגלי ב־{ $from } אינו יכול להכות את { $by ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $at } ישר קדימה: רגלים מכים באלכסון
illegal-pawn-capture-empty = הרגלי ב־{ $from } נע באלכסון רק כדי להכות, והמשבצת { $to } ריקה
illegal-no-en-passant = אין הכאה דרך הילוכו: הרגלי ב־{ $pawn } לא התקדם זה עתה שתי משבצות
illegal-no-promotion =
    { $piece ->
        [pawn] הרגלי ב־{ $from } אינו מגיע לשורה האחרונה ב־{ $to }: הוא אינו יכול להיות מוכתר
       *[other] { $piece ->
            [pawn] הרגלי
            [knight] הפרש
            [bishop] הרץ
            [rook] הצריח
            [queen] המלכה
           *[king] המלך
        } ב־{ $from } { $piece ->
            [queen] אינה יכולה להיות מוכתרת
           *[other] אינו יכול להיות מוכתר
        }: רק רגלי יכול
    }
illegal-pinned =
    { $piece ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $from } { $piece ->
        [queen] מרותקת
       *[other] מרותק
    } למלך ב־{ $king } על ידי { $by ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $at }
illegal-in-check =
    המלך נתון בשח על ידי { $by ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $at }, והמסע אינו מגן מפניו
illegal-double-check =
    המלך נתון בשח כפול על ידי { $by ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $at } ועל ידי { $by2 ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $at2 }: רק מסע מלך מגן מפניו
illegal-king-attacked =
    המלך היה נתון בשח ב־{ $to } על ידי { $by ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $at }
illegal-castling-king-moved = ההצרחה אינה מותרת עוד: המלך עזב את המשבצת { $home }
illegal-castling-rook-moved =
    { $side ->
        [king] ההצרחה הקצרה
       *[queen] ההצרחה הארוכה
    } אינה מותרת עוד: אין צריח ב־{ $home }
illegal-castling-right-lost =
    הזכות { $side ->
        [king] להצרחה קצרה
       *[queen] להצרחה ארוכה
    } אבדה: המלך או הצריח הזה כבר זזו
illegal-castling-blocked =
    { $by ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $at } { $by ->
        [queen] חוסמת
       *[other] חוסם
    } את { $side ->
        [king] ההצרחה הקצרה
       *[queen] ההצרחה הארוכה
    }
illegal-castling-in-check =
    המלך נתון בשח על ידי { $by ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $at }: אי אפשר להצריח כדי לצאת משח
illegal-castling-through-check =
    המלך היה עובר דרך המשבצת { $square }, המאוימת על ידי { $by ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $at }
illegal-castling-into-check =
    המלך היה מגיע ל־{ $square } ונתון שם בשח על ידי { $by ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $at }
illegal-pass-in-check =
    המלך נתון בשח על ידי { $by ->
        [pawn] הרגלי
        [knight] הפרש
        [bishop] הרץ
        [rook] הצריח
        [queen] המלכה
       *[king] המלך
    } ב־{ $at }: צד שנתון בשח אינו יכול לוותר על תורו
illegal-unexplained = אף מסע חוקי אינו מתאים לו

diag-ambiguous-move =
    מסע דו־משמעי { $move }: { $count ->
        [one] כלי אחד יכול לבצע אותו
        [two] שני כלים יכולים לבצע אותו
        [many] { $count } כלים יכולים לבצע אותו
       *[other] { $count } כלים יכולים לבצע אותו
    }.
diag-ambiguous-move-candidates = מסעים אפשריים: { $moves }.
diag-ambiguous-settled = { $move } מתאים לכמה מסעים חוקיים ({ $moves }), אבל רק עם { $chosen } המשחק נמשך: { $chosen } משוחק.
# $count: how many more findings of the same kind the game has (always more than one).
diag-more-like-this = { $count } ממצאים נוספים מסוג זה במשחק הזה אינם מוצגים.
diag-missing-promotion = במסע { $move } הרגלי מגיע לשורה האחרונה: יש לציין את הכלי שאליו הוא מוכתר.
diag-invalid-fen = FEN לא תקין: { $reason }.
diag-fen-repaired = ה־FEN נקרא לאחר תיקון: { $repair }.
diag-unsupported-variant = משחק זה משוחק לפי כללים אחרים ({ $variant }): מסעיו אינם נבדקים ואינם מתורגמים.
# $limit: the largest game read, a number of $unit: gib, mib, kib or bytes.
diag-game-too-large = משחק זה ארוך מ־{ $unit ->
        [gib] { $limit } GiB
        [mib] { $limit } MiB
        [kib] { $limit } KiB
       *[bytes] { $limit } בתים
    } (או שיש בו שורה ארוכה כזו): הוא אינו נקרא, ותרגום מעתיק אותו ללא שינוי.
# --max-game-size (or the language server's maxGameSize) given something that is not a size. $value: as given.
game-size-not-a-size = "{ $value }" אינו גודל: יש לתת מספר בתים, לבדו או עם יחידה (4096, 512KiB, 64MiB, 1G)
# The size is less than the smallest limit. $value: as given; $min: the smallest limit, in KiB.
game-size-too-small = { $value } קטן מ־{ $min } KiB, המגבלה הקטנה ביותר על משחק: במגבלה קטנה יותר משחקים רגילים לא ייקראו
# The size is more than the largest limit. $value: as given; $max: the largest limit, in GiB.
game-size-too-large = { $value } גדול מ־{ $max } GiB, המגבלה הגדולה ביותר על משחק: קריאת משחק דורשת זיכרון פי כמה מגודלו
diag-wrong-check-mark =
    { $written ->
        [none] למסע { $move } אין סימן שח
        [check] המסע { $move } מסומן כשח
        [double-check] המסע { $move } מסומן כשח כפול
       *[mate] המסע { $move } מסומן כמט
    }, אבל { $actual ->
        [none] הוא אינו נותן שח
        [check] הוא נותן שח
        [double-check] הוא נותן שח כפול
       *[mate] הוא נותן מט
    }.
diag-wrong-capture-mark = סימן ההכאה של המסע { $move } אינו תואם את המסע.
diag-move-number = מספר המסע "{ $found }" צריך להיות "{ $expected }".
diag-result-mismatch = התגית Result מציינת { $tag }, אבל המשחק מסתיים ב־{ $movetext }.
diag-missing-result = אין תוצאה בסוף המשחק (1-0, 0-1, 1/2-1/2 או *).
diag-homoglyph = במסע { $move } התו { $found } נקרא כ־{ $meant }, שהוא דומה לו, כאן ובהמשך המשחק הזה, שבו הוא אינו מדווח שוב.
diag-mixed-languages = מסעי המשחק הזה כתובים ביותר משפה אחת: { $languages }.
diag-unknown-language = לא ניתן לקרוא את המסע { $move } באף שפה מוכרת: "{ $letter }" אינה אות של כלי באף אחת מהשפות האלה: { $languages }.

## מסעים כפי שהם מודפסים בספרים ובעיתונים (הערות: נקראו, אינם שגיאות)

# $move: המילה כפי שהיא מודפסת.
diag-printed-dash = קו מודפס ב־{ $move } נקרא כמקף (קו מפריד, סימן מינוס או קו בין שני המסעים של זוג). קווים נוספים במשחק הזה אינם מדווחים.
diag-printed-separator = ה־";" או ה־"," אחרי { $move } נקרא כמפריד בין מסעים, כפי שהוא מודפס, ולא כתחילת הערה. מפרידים נוספים במשחק הזה אינם מדווחים.
diag-printed-pair = { $move } נקרא כשני מסעים, של הלבן ושל השחור, המודפסים כזוג המחובר בקו. זוגות נוספים במשחק הזה אינם מדווחים.
diag-printed-glued-pair = { $move } נקרא כשני מסעים, של הלבן ושל השחור, המודפסים בלי דבר ביניהם (רווח שאבד, כמו בדף שהועתק מטבלה). מקרים נוספים במשחק הזה אינם מדווחים.
diag-printed-number = { $move } נקרא כמספר מסע הצמוד למסע שלו. מספרים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-number-period = { $move } נקרא כמספר מסע של הלבן שהנקודה שלו באה אחרי הרווח, כפי שדף הנכתב מימין לשמאל מסדר מספר מסע. מספרים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-mate = המילה למט ב־{ $move } נקראת כסימן המט (#). מילים נוספות כאלה במשחק הזה אינן מדווחות.
diag-printed-capture = סימן ההכאה ב־{ $move } נקרא כ־x. סימנים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-star-capture = ה־* בין המשבצות של { $move } הוא סימן ההכאה שלו, כפי שמאגרי בעיות מדפיסים אותו, והוא נקרא כ־x. סימנים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-spaced-move = { $move } מודפס עם רווחים בין האותיות והספרות שלו, כפי שספרים ועיתונים ישנים מדפיסים מסעים, והוא נקרא כמסע אחד. מסעים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-castling-apart = { $move } היא הצרחה שהודפסה עם רווח במקום כל מקף, כפי שמדפיס אותה טקסט שנלקח מקובץ PDF, והיא נקראת כהצרחה. הצרחות נוספות כאלה במשחק הזה אינן מדווחות.
diag-printed-capture-after = { $move } מודפס עם סימן ההכאה אחרי המשבצת, כפי שספרים ישנים מדפיסים הכאות, ונקרא כהכאה, כי המסע מכה שם כלי. מסעים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-spaced = { $move } מודפס עם רווחים בתוך המסע, כפי שספרים ישנים מדפיסים את הכתב התיאורי, ונקרא כמסע אחד. מסעים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-files = { $move } היא הכאה של רגלי המודפסת כשני הטורים שלה, והיא נקראת כ־{ $played }, ההכאה היחידה שרגלי יכול לבצע מהטור הראשון אל השני. הכאות נוספות כאלה במשחק הזה אינן מדווחות.
diag-printed-homoglyph = במסע { $move } התו { $found } הוא אות של כתב אחר הדומה לטור { $meant }, והוא נקרא כטור הזה. מקרים נוספים במשחק הזה אינם מדווחים.
diag-printed-spaced-capture = סימן ההכאה המודפס בנפרד ב־{ $move } נקרא כהכאה של מסע אחד. מקרים נוספים במשחק הזה אינם מדווחים.
diag-printed-letter = { $move } מודפס עם אות טור כפי שמקלדות מקלידות אותה (ç במקום c), ונקרא עם אות הטור. מסעים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-captured-piece = { $move } נוקב בשם הכלי שהוא מכה, כפי שספרים מדפיסים זאת, ונקרא כ־{ $played }, ההכאה של הכלי הזה. מסעים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-number-slash = { $move } נקרא כמספר מסע שהודפס עם לוכסן אחריו, כפי שעמודים אחדים מדפיסים זאת. מספרים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-left-out = { $move } עומד במקום שבו מסע אינו ניתן, כפי שכתבי עת אחדים מדפיסים זאת (5. —o— Bg4), ונקרא כמסע שהושמט. סימנים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-number-paren = { $move } נקרא כמספר מסע שהודפס עם סוגר סוגריים אחריו, כפי שעמודים אחדים מדפיסים זאת. מספרים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-lower-piece = { $move } מודפס עם אות כלי קטנה, ונקרא כ־{ $played }: כמסע רגלי הוא אינו חוקי, או שהמשחק אינו ממשיך עד סופו. מסעים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-ocr-digit = { $move } מודפס עם אות במקום הספרה של השורה (l קטנה במקום 1, ó או G במקום 6), כפי שטקסט שנקרא מסריקה מדפיס אותה, ונקרא כ־{ $played }. מסעים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-ocr-check = { $move } מודפס עם f או t קטנה במקום הצלב † של השח, כפי שטקסט שנקרא מסריקה מדפיס אותו, ונקרא כ־{ $played }. מסעים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-ocr-letter = במסע { $move } התו { $found } הוא אות קירילית שטקסט שנקרא מסריקה מדפיס במקום { $meant }, שהיא דומה לו (Ь במקום b, З במקום 3, б במקום 6), והוא נקרא כ־{ $meant }. מקרים נוספים במשחק הזה אינם מדווחים.
diag-printed-unmarked-capture = { $move } הוא הכאה של רגלי המודפסת בלי סימן הכאה, כטור שלו והמשבצת שבה הוא מכה, ונקרא כ־{ $played }. מסעים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-two-readings = את { $move } אפשר לקרוא בשתי דרכים, שתיהן חוקיות עד סוף המשחק: { $moves } (כפי שהודפס, מסע רגלי / ככלי שהודפס באות קטנה). הראשונה משוחקת; הדפיסו את אות הכלי כאות גדולה כדי לבחור באחרת.
diag-printed-check-apart = ב־{ $move }, הסימן { $sign } המודפס בנפרד אחרי המסע נקרא כסימן השח או המט של המסע. מקרים נוספים במשחק הזה אינם מדווחים.
diag-printed-dagger = ב־{ $move }, { $sign } נקרא כ־{ $read }: ספרים ישנים מדפיסים את הצלב † לשח ואת הצלב הכפול ‡ למט. מקרים נוספים במשחק הזה אינם מדווחים.
diag-printed-move-broken = { $move } הוא מסע שנחתך בסוף שורה במקף או בסימן ההכאה שלו, כפי שמדפיסים אותו טורי עיתונים צרים, והוא נקרא כמסע אחד. מקרים נוספים במשחק הזה אינם מדווחים.
diag-printed-dash-apart = { $move } הוא מסע בכתיב מלא שהודפס עם רווח לצד המקף שלו, והוא נקרא כמסע אחד. מקרים נוספים במשחק הזה אינם מדווחים.
diag-printed-ocr-space = { $move } מודפס עם רווח בין הטור לשורה של משבצת, כפי שטקסט שנקרא מסריקה מדפיס אותו, ונקרא בלי הרווח. מסעים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-idea = ב־{ $move }, המסע שאחרי הסימן „עם הרעיון” הוא האיום או התוכנית שהכותב מציין: הוא נקרא כהערה ואינו משוחק. מסעים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-threat = ב־{ $move }, המסע שאחרי המילה לאיום (עם המסעים שאחריו עד המט שבו מאיימים) הוא האיום שהכותב מציין: הוא נקרא כהערה ואינו משוחק. מסעים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-any-move = { $move } מציין „מסע כלשהו” של כלי (`~`): הקיצור של הכותב לקבוצת מסעים שאותה תשובה עונה עליהם, לא מסע אחד. הוא אינו משוחק, ושארית השורה שלו, שבאה אחרי מסע לא ידוע, נקראת כהערה. מסעים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-prose = { $move } הוא טקסט שמודפס בין המסעים (כמו „ו”, „ועכשיו”), לא מסע: הוא נקרא כהערה. מקרים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-restart = { $move } מתחיל שוב ממסע קודם של השחור, כפי שמדורי חידות מדפיסים את הווריאנטים של פתרון בזה אחר זה, ונקרא כווריאנט של תשובת השחור שם. מקרים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-alternative = { $move } מתחיל שוב ממסע קודם של הלבן, כפי שספרים מדפיסים את החלופות של שורה בזו אחר זו, ונקרא כווריאנט של מסע הלבן שם. מקרים נוספים כאלה במשחק הזה אינם מדווחים.
diag-printed-result = { $move } נקרא כתוצאה { $result }, כפי שהודפס.
diag-printed-quotes = { $count ->
    [one] ערך של תגית מודפס במירכאות של דפוס ולא במירכאות של PGN ("); נקרא הטקסט שביניהן.
    [two] שני ערכים של תגיות מודפסים במירכאות של דפוס ולא במירכאות של PGN ("); נקרא הטקסט שביניהן.
    [many] { $count } ערכים של תגיות מודפסים במירכאות של דפוס ולא במירכאות של PGN ("); נקרא הטקסט שביניהן.
   *[other] { $count } ערכים של תגיות מודפסים במירכאות של דפוס ולא במירכאות של PGN ("); נקרא הטקסט שביניהן.
}
diag-game-in-text = משחק בתוך הטקסט: הוא מתחיל כאן ומסתיים ב־{ $word }. הטקסט שסביבו אינו נקרא.
diag-note-in-text = טקסט שהודפס בין המסעים של משחק זה ומכיל מסעים משלו (וריאנט, או מסעים שנזכרים במשפט) נקרא כהערה, לא כמסעים, והמשחק ממשיך אחריו. הערות נוספות במשחק זה אינן מדווחות.
# $fen: the position printed above the game, as FEN.
diag-set-up-in-text = המשחק מתחיל מהעמדה המודפסת מעליו, שנקראה כ־{ $fen }: המסעים שלו משוחזרים ממנה, כמו מתגית [FEN].
diag-set-up-from-game = { $move } אינו מתאים לעמדת הפתיחה: השורה נקראת כהמשך של המשחק המודפס מעליה, מהעמדה של הקו הראשי שלו לפני המסע הזה ({ $fen }), שבה המסעים שלה משוחזרים.
# $squares: the squares where they differ; $diagram: the board the diagram shows, as a FEN board; $board: the one the moves reach.
diag-printed-diagram-differs = הדיאגרמה המודפסת כאן אינה העמדה שאליה מגיעים המסעים: היא שונה במשבצות { $squares } (הדיאגרמה: { $diagram }; המסעים: { $board }). יש טעות דפוס או קריאה במסע שלפניה, או שהדיאגרמה שייכת למקום אחר. המשחק ממשיך מהמסעים שלו.
# $written: the count printed, (white+black); $found: the list's.
diag-set-up-count = הספירה המודפסת עם העמדה שמעל המשחק, { $written }, אינה זו של הרשימה שלה, { $found } (הלבנים תחילה): יש טעות דפוס ברשימה או בספירה. המשחק משוחזר מהרשימה.
# $move: the game's first move, as printed.
diag-set-up-missing = המשחק מתחיל מעמדה שאינה מודפסת מעליו בצורה קריאה (FEN, רשימת כלים או דיאגרמה בטקסט של גופן שחמט): המסע הראשון שלו { $move } אינו אפשרי מעמדת הפתיחה. יש לתת את העמדה כ־FEN או כרשימת כלים מעל המסעים (או תגית [FEN]).
# $moves: the two readings, each two moves, set apart by a slash.
diag-printed-ambiguous = את { $move } אפשר לקרוא כשני זוגות שונים של מסעים, ושניהם חוקיים: { $moves }. הזוג הראשון משוחק; כתבו את שני המסעים בנפרד כדי לומר לאיזה מהם הכוונה.
diag-two-readings = את המסעים אפשר לקרוא בשתי דרכים, חוקיות עד הסוף: ב־{ $language } (הקריאה שנבחרה) וב־{ $languages }. הן נפרדות ב־{ $move }: { $moves }. ציינו את שפת המשחק כדי לבחור בקריאה האחרת.

## The command line (forsyth): help texts

cli-about = קריאה, בדיקה, הצגה ותרגום של כתב שחמט בשפות רבות (משחקי PGN, עמדות FEN, מסעים) וספירת מסעים (perft)
cli-after-help =
    קוד יציאה: 0 הצלחה, 1 יש שגיאות בקלט, 2 שימוש שגוי.

    ההודעות מוצגות בשפה שמציין FORSYTH_UI_LANG, ואם אין, בשפה של LANGUAGE, LC_ALL,
    LC_MESSAGES או LANG (באנגלית אם אף אחת מהן אינה מוכרת). FORSYTH_LOCALES
    ו־--locales מציינים תיקיות עם שפות נוספות.

    דוגמאות:
      forsyth translate --to he tests/data/seed/oikonomopoulos-1881.pgn
      forsyth check games.pgn positions.fen
      forsyth board --lang he
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth perft 5
cli-perft-about = ספירת העלים של עץ המסעים החוקיים (perft), לפי המסע הראשון
cli-perft-after-help =
    מדפיס שורה "<מסע>: <מספר>" לכל מסע חוקי, ממוינות לפי המסע בקואורדינטות UCI,
    ואחריהן שורה ריקה והסכום לבדו בשורה האחרונה. בעמדות Chess960 ההצרחה נכתבת
    כאילו המלך מכה את הצריח שלו (e1h1 ולא e1g1). עומק 0 סופר את העמדה עצמה: 1.

    מעמדת הפתיחה המספרים גדלים פי שלושים בערך בכל חצי מסע: עומק 7 לוקח שניות, עומק 9
    שעות, עומק 10 ימים. עמדות עם מעט מסעים מגיעות לעומק רב בהרבה: עמדת מט נותנת 0
    בכל עומק. עץ רחב מכדי לספור אותו נדחה. במסוף פס מראה את המסעים הראשונים שנספרו;
    Ctrl+C עוצר את הספירה, מדפיס את המסעים הראשונים שנספרו עד אז עם סכומם מסומן
    כחלקי, ויוצא במצב 130.

    דוגמאות:
      forsyth perft 3
      forsyth perft 2 --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
      forsyth perft 4 --fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
cli-perft-depth-help = עומק החיפוש בחצאי מסעים, 0 עד { $max }
cli-perft-fen-help = העמדה, במירכאות או בסוף השורה [ברירת מחדל: עמדת הפתיחה]
cli-fen-about = בדיקת FEN והדפסתו בצורה מנורמלת
cli-fen-after-help =
    FEN תקין מודפס בצורה מנורמלת לפלט התקני. FEN לא תקין מדווח בפלט השגיאות התקני,
    עם העמודה (בתווים) שבה מתחילה הבעיה, ה־FEN וסימון ^^^ מתחת לבעיה; קוד היציאה
    הוא אז 1.

    ה־FEN יכול להיות במירכאות או בלעדיהן: כמה ארגומנטים מחוברים ברווח אחד.

    עם --from שפה העמדה נקראת כפי שכותבי בעיות כותבים אותה באותיות של אותה שפה:
    סידור הכלים לבדו או עם שדות נוספים, בסוגריים או בלעדיהם, ואחריו ספירת כלים כמו
    (5+1), שנבדקת; שדות חסרים נחשבים "w - - 0 1". עם --to שפה סידור הכלים מודפס
    באותיות של אותה שפה עם ספירת הכלים, או כרשימת כלים בשפה שאין בה אותיות גדולות
    וקטנות (עברית).

    דוגמאות:
      forsyth fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
      forsyth fen --lenient R7/4k3/4N3/K2B4/8/8/8/5R2
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --to he R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1
cli-fen-arg-help = ה־FEN, במירכאות או בלעדיהן; ‏- קורא עמדה אחת בכל שורה מהקלט התקני
cli-lenient-help = קבלת FEN חלקי או לא מסודר; הערות בפלט השגיאות מפרטות מה תוקן
cli-completions-about = הדפסת תסריט השלמה אוטומטית של המעטפת עבור forsyth
cli-completions-after-help =
    דוגמאות:
      forsyth completions bash > ~/.local/share/bash-completion/completions/forsyth
      forsyth completions zsh > ~/.zfunc/_forsyth
      forsyth completions fish > ~/.config/fish/completions/forsyth.fish
cli-completions-shell-help = המעטפת: bash, elvish, fish, powershell או zsh
cli-man-about = הדפסת דף העזרה של forsyth (roff), עבור man:‏ forsyth man > forsyth.1
cli-hint-lenient = ב־FEN חסרים שדות: ‏--lenient קורא אותו עם ברירות המחדל הרגילות (w - - 0 1)
# $line: a line number of standard input.
cli-stdin-line = שורה { $line } של הקלט התקני:
cli-color-help = צבע: auto, always או never (auto: במסוף, בלי NO_COLOR)
cli-languages-about = רשימת השפות ש־forsyth קורא וכותב, עם האותיות שלהן
# One line of forsyth languages. $complete: the share of this interface translated, in per cent.
cli-languages-row = { $tag }  { $name }: כלים { $pieces }, טורים { $files }, הצרחה { $castling }, הכאה { $capture }; הודעות { $complete } %
cli-quiet-help = הדפסת הממצאים בלבד: ללא סיכום
cli-summary-help = סיום בשורת סיכום בפלט השגיאות גם כשאינו מסוף
# The line check ends with on a terminal. $seconds: a decimal number.
cli-check-summary = { $files ->
        [one] קובץ אחד
        [two] שני קבצים
        [many] { $files } קבצים
       *[other] { $files } קבצים
    }, { $games ->
        [one] משחק אחד
        [two] שני משחקים
        [many] { $games } משחקים
       *[other] { $games } משחקים
    }, { $moves ->
        [one] מסע אחד
        [two] שני מסעים
        [many] { $moves } מסעים
       *[other] { $moves } מסעים
    }: { $errors ->
        [one] שגיאה אחת
        [two] שתי שגיאות
        [many] { $errors } שגיאות
       *[other] { $errors } שגיאות
    }, { $warnings ->
        [one] אזהרה אחת
        [two] שתי אזהרות
        [many] { $warnings } אזהרות
       *[other] { $warnings } אזהרות
    } ({ $seconds } שנ׳)
cli-output-help = כתיבת התרגום לקובץ הזה (נכתב במלואו ואז מוצב במקומו) במקום לפלט התקני
cli-in-place-help = החלפת כל קובץ בתרגומו (נכתב לצידו ואז משנה את שמו מעליו; הקידוד נשמר)
cli-compressed-in-place = { $file } דחוס: יש לתרגם אותו עם ‎-o או לפלט התקני
cli-no-game = { $file }: לא נמצא משחק
cli-no-game-copied = { $file }: לא נמצא משחק; הטקסט מועתק ללא שינוי (כשהשפה שלו ניתנת ב־--from, המסעים שהטקסט מזכיר מתורגמים)
cli-no-game-prose = { $file }: לא נמצא משחק; רק המסעים שהטקסט מזכיר מתורגמים
cli-spoken-in-place = ‎--in-place היה מחליף את המשחקים במסעים שלהם במילים: כתוב אותם עם ‎-o או לפלט התקני
cli-board-about = הצגת עמדה כתרשים, עם המסעים החוקיים בה
cli-board-after-help =
    מצייר את הלוח בסמלי כלי שחמט (לבן ♔♕♖♗♘♙, שחור ♚♛♜♝♞♟), משבצות כהות ריקות
    כ־"·", ואחר כך מי בתור, זכויות ההצרחה, משבצת ההכאה דרך הילוכו, שח, מט או פט,
    והמסעים החוקיים בקואורדינטות UCI.

    עם --lang שפה הטורים מסומנים באותה שפה (בעברית א–ח), הכלים מפורטים בה מתחת
    לתרשים, והמסעים החוקיים נכתבים בכתב האלגברי שלה; --letters מצייר את האותיות
    שלה במקום הסמלים.

    על רקע מסוף כהה הסמלים ה"לבנים", שרק קווי המתאר שלהם מצוירים, עלולים להיראות
    כהים מה"שחורים" המלאים; האפשרות --ascii מציגה במקומם אותיות FEN (גדולות ללבן,
    קטנות לשחור), שמתאימות גם לקוראי מסך ולגופנים בלי סמלי שחמט.

    דוגמאות:
      forsyth board
      forsyth board --flip rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
      forsyth board --ascii --lenient 'R7/4k3/4N3/K2B4/8/8/8/5R2'
      forsyth board --lang he --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2)'
cli-board-fen-help = העמדה, במירכאות או בלעדיהן [ברירת מחדל: עמדת הפתיחה]
cli-ascii-help = ASCII בלבד: אותיות לכלים ומסגרת מ־+-|
cli-flip-help = השחור למטה
cli-spoken-help = הקראת העמדה כלי אחר כלי במילים, בשפה של ‎--lang או אחרת בשפה שלך

## The command line: errors and notes

cli-depth-not-a-number = "{ $text }" אינו עומק: יש לתת מספר שלם בין 0 ל־{ $max }
cli-depth-too-large = העומק { $depth } גדול מהעומק המרבי, { $max }
# A tree too wide to count. $depth: as given; $limit: the most positions of one ply;
# $ply: the ply where there were more; $plies: the most plies counted depth-first.
cli-perft-too-wide = אי אפשר לספור עומק { $depth } מעמדה זו: יותר מ־{ $limit } עמדות שונות בחצי המסע ה־{ $ply }, ועוד יותר מ־{ $plies } חצאי מסעים לפניו; לעץ כזה יש יותר עלים ממה שמספר של 128 סיביות מכיל, או שספירתו אורכת יותר מכל מחשב
# The last line after Ctrl-C. $count: the total of the first moves counted (a number
# or cli-perft-at-least); $done: how many first moves were counted; $total: how many there are.
cli-perft-incomplete = { $count } (חלקי: נספרו { $done } מתוך { $total } מסעים ראשונים לפני Ctrl+C)
# After the bar of perft's progress: "7/20 first moves".
cli-perft-progress = מסעים ראשונים
# A count too large for 128 bits. $count: the largest 128-bit number.
cli-perft-at-least = לפחות { $count }
cli-note = הערה
cli-at-column = עמודה { $column }: { $reason }
cli-write-failed = לא ניתן לכתוב את הפלט: { $error }

## The command line: what `forsyth board` shows below the diagram

cli-fen-line = FEN: { $fen }
cli-side-to-move =
    { $color ->
        [white] תור הלבן
       *[black] תור השחור
    }
cli-castling = זכויות הצרחה: { $rights }
cli-castling-chess960 = זכויות הצרחה: { $rights } (Chess960)
cli-castling-none = אין
cli-en-passant = הכאה דרך הילוכו: { $square }
cli-en-passant-no-capture = הכאה דרך הילוכו: { $square } (אין הכאה חוקית)
cli-status = מצב: { $notes }
cli-status-in-progress = מצב: המשחק נמשך
cli-status-separator = { "; " }
cli-status-checkmate =
    מט, { $color ->
        [white] הלבן
       *[black] השחור
    } מנצח
cli-status-stalemate = פט, תיקו
cli-status-check =
    { $color ->
        [white] הלבן
       *[black] השחור
    } נתון בשח
cli-status-insufficient-material = תיקו: לאף צד אין די חומר כדי לתת מט
cli-status-seventy-five-moves = תיקו: 75 מסעים ללא הכאה וללא מסע רגלי
cli-status-fifty-moves-claimable = 50 מסעים ללא הכאה וללא מסע רגלי: ניתן לתבוע תיקו
cli-legal-moves =
    { $count ->
        [one] מסע חוקי (1): { $moves }
        [two] מסעים חוקיים (2): { $moves }
        [many] מסעים חוקיים ({ $count }): { $moves }
       *[other] מסעים חוקיים ({ $count }): { $moves }
    }
cli-legal-moves-none = מסעים חוקיים: אין

## The command line: translate, check, languages

cli-locales-help = תיקייה של שפות נוספות, תת־תיקייה לכל קוד שפה כמו ב־locales/ (מוסיפה שפות או מחליפה הודעות)
cli-translate-about = תרגום המסעים של משחקי PGN לשפה אחרת או לכתב אחר
cli-translate-after-help =
    קורא PGN, או מסעים בלבד, מתוך קובץ (מהקלט התקני אם הקובץ הוא "-" או חסר) וכותב
    לפלט התקני את אותו הטקסט, כשכל מסע כתוב בשפה שהתבקשה. תגיות, הערות, מספרי
    מסעים, וריאציות, תוצאות ורווחים מועתקים בית אחר בית.

    במסע משתנות רק האותיות: הצרחה באפסים (0-0), ":" או היעדר סימן הכאה, הכתרה
    שנכתבה ה8מה או ה8(מה), סימני שח שנכתבו או הושמטו, מסעי אפס (--, Z0) ומסעים
    בכתב UCI או בכתב המלא נשארים כפי שבחר הכותב. --style כותב במקום זאת כל מסע
    מחדש בכתב אחד (san: כתב אלגברי מקוצר עם סימני שח, O-O, ה8=מה).

    שפת המסעים מזוהה בכל משחק בנפרד (--from auto) או נקבעת. שפות מצוינות בקוד שלהן
    (he), בשמן בשפה עצמה (עברית, Deutsch) או באנגלית (Hebrew).

    מסע לא חוקי, דו־משמעי או בלתי קריא מדווח בפלט השגיאות בצורה
    FILE:LINE:COLUMN: שגיאה[code]: הודעה (העמודות סופרות תווים); שאר אותו משחק מועתק
    כפי שנכתב, המשחקים הבאים מתורגמים, וקוד היציאה הוא 1. אזהרות (סימן שח שגוי, מספר
    מסע שגוי) מוצגות עם --warnings. בקבצים גדולים מוצג במסוף פס התקדמות.

    קלט שאינו ב־UTF-8 נקרא בדף הקוד שמראים האותיות והמסעים שבו (Windows-1252,
    או דף יווני, עברי, קירילי או מרכז־אירופי; אזהרה אומרת איזה), או בקידוד שנקבע
    ב־--encoding. הפלט נכתב בקידוד של הקלט, כך שכל בית שאינו מסע נשאר כפי שהיה, או
    בקידוד שנקבע ב־--output-encoding.

    דוגמאות:
      forsyth translate --to he tests/data/seed/oikonomopoulos-1881.pgn
      forsyth translate --from el --to he --style fan problem.pgn
      forsyth translate --style uci < games.pgn > games-uci.pgn
cli-translate-file-help = קובצי ה־PGN ותיקיות (קובצי ה־.pgn שבהן, דחוסים או לא); "-" או כלום קורא מהקלט התקני
cli-from-help = השפה שבה כתובים המסעים, או "auto" כדי לזהות אותה בכל משחק; descriptive-en או descriptive-es לכתב התיאורי (P-K4, P4R)
cli-to-help = השפה שבה ייכתבו המסעים
cli-style-help = כתיבת כל מסע מחדש בכתב אחד: san (מקוצר, עם סימני שח), lan (שתי המשבצות), fan (סמלי כלים), uci או iccf (ספרות), או אמירת המסעים במילים, מספר מסע בכל שורה: spoken; בלעדיו משתנות רק האותיות; descriptive כותב את הכתב התיאורי (N-KB3) בשפת --to: אנגלית או ספרדית
cli-spoken-files-help = איך מסעים ועמדות במילים אומרים את הטורים: literate (האותיות, באיות), nato (alfa … hotel) או anna (Anna … Hector, כמו בחוקי פיד"ה לשחקנים עיוורים)
cli-isolate-help = עוטף כל מסע בסימני בידוד כיווניות (FSI … PDI), למסעים בתוך טקסט בכיוון הכתיבה ההפוך
cli-comments-help = מה עושה תרגום במסעים שההערות והטקסט סביב המשחקים מזכירים: translate (מתרגם את אותיות הכלים שלהם, כמו של המסעים) או keep (משאיר אותם בית אחר בית)
cli-warnings-help = מדווח גם על אזהרות: סימני שח או הכאה שגויים, מספרי מסעים, תוצאות
cli-check-about = בדיקת משחקי PGN ועמדות FEN או EPD, עם דיווח על כל בעיה במקומה
cli-check-after-help =
    קבצים שסיומתם .fen או .epd מכילים עמדה אחת בכל שורה (פעולות EPD מתקבלות); כל
    קובץ אחר, ו־"-" לקלט התקני, נקרא כ־PGN, משחק אחר משחק. כל בעיה מודפסת לפלט
    התקני: עם --format text כמו במהדר, עם השורה והבעיה מסומנת בקו; עם --format json
    כאובייקט אחד בכל שורה עם המפתחות file, line, column, end_line, end_column,
    severity, code ו־message (שורות ועמודות מ־1, העמודות סופרות תווים).

    קוד יציאה: 0 אין שגיאות (אזהרות מותרות), 1 נמצאו שגיאות, 2 קובץ לא היה קריא
    (שאר הקבצים נבדקים בכל זאת).

    קבצים שאינם ב־UTF-8 נקראים בדף הקוד שמראים האותיות והמסעים שבהם
    (Windows-1252, או דף יווני, עברי, קירילי או מרכז־אירופי; אזהרה אומרת איזה), או בקידוד שנקבע
    ב־--encoding; השורות והעמודות הן אלה של הטקסט המפוענח.

    דוגמאות:
      forsyth check tests/data/pgn/lichess-100.pgn
      forsyth check --lang he --format json problems.pgn
      forsyth check positions.fen suite.epd
cli-check-files-help = הקבצים לבדיקה ותיקיות (קובצי ה־.pgn, ה־.fen וה־.epd שבהן, דחוסים או לא): קובצי .fen ו־.epd מכילים עמדות, כל האחרים PGN; "-" קורא PGN מהקלט התקני
cli-format-help = text: כמו מהדר, עם השורה והבעיה מסומנת בקו; json: אובייקט אחד בכל שורה
cli-strict-help = דיווח על כל אזהרה כעל שגיאה (למו״לים שרוצים קבצים נקיים): FEN ותגיות שתוקנו, סימנים ומספרי מסעים שגויים, משחקים לפי כללים אחרים
cli-forsyth-from-help = קריאת העמדה כפי שכותבי בעיות כותבים אותה באותיות של שפה זו (ביוונית (Π7/4ρ3/…) (5+1)): סוגריים, שדות נוספים וספירת כלים, שנבדקת
cli-forsyth-to-help = הדפסת סידור הכלים באותיות Forsyth של שפה זו עם ספירת הכלים, או כרשימת כלים בשפה שאין בה אותיות גדולות וקטנות (עברית)
cli-board-lang-help = הצגת הטורים, הכלים והמסעים החוקיים בשפה זו
cli-letters-help = ציור הכלים באותיות השפה במקום בסמלים
cli-unknown-language = שפה לא מוכרת "{ $name }"; השפות המוכרות: { $languages }
# $name: השפה כפי שניתנה; $languages: השפות שיש להן כתיב תיאורי.
cli-no-descriptive = ל־{ $name } אין כתיב תיאורי; כתיב תיאורי נקרא ונכתב ב: { $languages }
cli-cannot-read = לא ניתן לקרוא את { $name }: { $error }
cli-letters-no-case = בשפה { $language } אין אותיות גדולות וקטנות: הכלים מוצגים כסמלים
cli-letters-multi = בשפה { $language } כלי נכתב ביותר מאות אחת ({ $letter }), ולכן הלוח אינו יכול להציג אות אחת לכל כלי: הכלים מוצגים כסמלים

## שורת הפקודה: קידודים
## ($encoding: שם של קידוד, windows-1252; $place: FILE:LINE:COLUMN,
## מקום בטקסט המפוענח, העמודה בתווים)

cli-encoding-help = הקידוד של הקלט: תווית של תקן הקידודים של WHATWG (utf-8, windows-1252 או latin1, iso-8859-7, windows-1255, koi8-r, cp866, utf-16le…) או cp437. בלעדיה מכריע סימן סדר בתים (BOM), ואם אין, הבתים עצמם: UTF-8, או דף הקוד שמראים האותיות והמסעים (windows-1252, -1253, -1255, -1251, -1250…), עם אזהרה
# Help of --max-game-size (translate and check).
cli-max-game-size-help = המשחק (או השורה) הארוך ביותר שנקרא, בבתים או עם יחידה: 4096, 512KiB, 64MiB (ברירת המחדל), 1G; ארוך יותר מדווח (game-too-large), אינו נקרא, ו־translate מעתיק אותו ללא שינוי
cli-output-encoding-help = הקידוד של הפלט (תווית כמו ב־--encoding): כברירת מחדל הקידוד של הקלט, כך שכל בית שאינו מסע נשאר כפי שהיה; utf-8 כותב UTF-8
cli-encoding-unknown = קידוד לא מוכר "{ $label }": יש לתת תווית של תקן הקידודים של WHATWG, כגון utf-8, windows-1252 (latin1), iso-8859-7, windows-1255, koi8-r, cp866, utf-16le, או cp437
cli-encoding-guessed = { $place }: הקובץ אינו ב־UTF-8; הוא נקרא כ־{ $encoding } (--encoding קובע קידוד אחר)
cli-encoding-stray = { $place }: בתים שאינם UTF-8 בקובץ UTF-8; הם נקראים כתווים של { $encoding }, כאן ובהמשך (--encoding קובע את הקידוד של הקובץ כולו)
cli-encoding-malformed = { $place }: בתים שאינם קיימים ב־{ $encoding }; כל אחד מהם נקרא כ־U+FFFD (�)
cli-encoding-unwritable-moves = { $encoding } אינו יכול לכתוב את המסעים בשפה { $language } ({ $chars }): יש לתת --output-encoding utf-8
cli-encoding-output-utf8 = { $encoding } אינו יכול לכתוב את המסעים בשפה { $language } ({ $chars }): התרגום נכתב ב־UTF-8 (--output-encoding קובע קידוד אחר)
cli-encoding-unwritable = שורה { $line } של הפלט: { $encoding } אינו יכול לכתוב את "{ $char }" ({ $codepoint }); התרגום נעצר שם: יש לתת --output-encoding utf-8

## The command line: positions in a language's Forsyth letters

cli-forsyth-empty = אין סידור כלים
cli-forsyth-no-letter-case = בשפה { $language } אין אותיות Forsyth גדולות וקטנות: יש לכתוב רשימת כלים
cli-forsyth-unclosed-bracket = "{ $char }" אינו נסגר
cli-forsyth-unknown-letter = "{ $char }" ({ $codepoint }) אינו אות Forsyth בשפה { $language }, ספרה 1–8 או "/"
cli-forsyth-unknown-letter-looks-like = "{ $char }" ({ $codepoint }) אינו אות Forsyth בשפה { $language }, ספרה 1–8 או "/"; אולי הכוונה ל־{ $meant }, שנראית אותו דבר?
cli-forsyth-too-many-fields = ל־FEN יש לכל היותר 6 שדות, ולזה יש { $found }; ספירת כלים נכתבת בסוגריים
cli-forsyth-bad-unit-count = ספירת כלים נכתבת (לבן+שחור), למשל (5+1)
cli-forsyth-unit-count-mismatch = ספירת הכלים היא { $text }, אבל על הלוח יש { $expected }

## שורת הפקודה: שגיאות שימוש (החלקים ש־clap מוצא)

cli-usage-unknown-argument = ארגומנט לא צפוי "{ $arg }"
cli-usage-invalid-value = ערך לא תקין "{ $value }" עבור "{ $arg }"
cli-usage-invalid-value-choices = ערך לא תקין "{ $value }" עבור "{ $arg }"; הערכים האפשריים הם { $values }
cli-usage-invalid-value-reason = ערך לא תקין "{ $value }" עבור "{ $arg }": { $reason }
cli-usage-value-required = "{ $arg }" דורש ערך, אך לא ניתן אף ערך
cli-usage-missing-arguments = חסרים ארגומנטים נדרשים: { $args }
cli-usage-unknown-command = פקודה לא מוכרת "{ $command }"
cli-usage-missing-command = "{ $command }" דורש פקודה: { $commands }
cli-usage-no-equals = ב־"{ $arg }" יש לכתוב את הערך אחרי סימן שוויון ({ $arg }=…)
cli-usage-too-many-values = ערך לא צפוי "{ $value }" עבור "{ $arg }": הוא אינו מקבל ערכים נוספים
cli-usage-too-few-values = "{ $arg }" מקבל לפחות { $min } ערכים; ניתנו: { $actual }
cli-usage-wrong-number-of-values = "{ $arg }" מקבל { $expected } ערכים; ניתנו: { $actual }
cli-usage-conflict = אי אפשר להשתמש ב־"{ $arg }" יחד עם { $other }
cli-usage-conflict-any = אי אפשר להשתמש ב־"{ $arg }" יחד עם שאר הארגומנטים שניתנו
cli-usage-repeated = אי אפשר לתת את "{ $arg }" יותר מפעם אחת
cli-usage-tip = עצה
cli-usage-did-you-mean = האם התכוונת ל־{ $names }?
cli-usage-tip-escape = כדי להעביר את "{ $value }" כערך, יש לכתוב "{ $example }"
cli-usage-tip-remove-dashes = כדי להריץ את הפקודה "{ $command }", יש להסיר את ה־"--" שלפניה
cli-usage-more-information = למידע נוסף, נסו "{ $help }".

## שורת הפקודה: המילים של --help סביב טקסטי העזרה שלנו
## (כותרות בלי נקודתיים: התוכנית מוסיפה אותן)

cli-help-usage = שימוש
cli-help-commands = פקודות
cli-help-arguments = ארגומנטים
cli-help-options = אפשרויות
cli-help-help = הצגת עזרה
cli-help-version = הצגת הגרסה
cli-help-command-about = הצגת הודעה זו או העזרה של הפקודה הנתונה
cli-help-command-arg = הפקודה שיש להסביר

## The language server: hovers, code actions, errors
## (messages about the text itself are the diag-* messages above)

# $move: the move with its number, in the file's language ("3. Rf7#").
lsp-hover-after-move = אחרי { $move }
# $color: whose move it is.
lsp-hover-to-move =
    { $color ->
        [white] תור הלבן
       *[black] תור השחור
    }
# $fen: the position's FEN, all six fields.
lsp-hover-fen = FEN: { $fen }
# A NAG or glyph: $glyph as written ("$14", "⩲"), $number its NAG number.
lsp-hover-nag = { $glyph } (NAG { $number })
lsp-hover-read-in = המסעים נקראים באותו אופן בשפות: { $languages }
lsp-hover-printed = { $word } מודפס כפי שספרים ועיתונים מדפיסים מסעים, ונקרא כ־{ $read }
lsp-hover-printed-nothing = { $word } הוא סימן דפוס בין מסעים ואינו מייצג שום מסע
# The titles of code actions. $language: the language's own name (Deutsch).
lsp-action-translate-game = תרגום המשחק לשפה { $language }
lsp-action-translate-file = תרגום הקובץ לשפה { $language }
lsp-action-figurines = כתיבה בסמלי כלים
lsp-action-standard-pgn = כתיבה מחדש כ־PGN תקני
lsp-action-standard-pgn-selection = כתיבה מחדש של הבחירה כ־PGN תקני
# $move: the legal move to write instead.
lsp-action-fix = החלפה ב־{ $move }
# The titles of the fixes of findings (quick fixes in an editor).
fix-fullmoves-one = קביעת מספר המסע ל־1
fix-halfmoves-zero = איפוס מונה חצאי המסעים
fix-drop-castling = ביטול זכות ההצרחה { $letter }
fix-drop-ep-square = ביטול משבצת ההכאה דרך הילוכו { $square }
fix-add-fields = הוספת השדות החסרים: { $values }
fix-dash = כתיבת "-" במקום "{ $dash }"
fix-strip-brackets = הסרת הסוגריים סביב ה־FEN
fix-separators = הפרדת השדות ברווח אחד
fix-escape-quotes = כתיבת סימני המירכאות שבתוך הערך כ־\"
fix-escape-backslash = כתיבת הלוכסן ההפוך כ־\\
fix-printed-result = כתיבת התוצאה כ־{ $result }
fix-printed-quotes = כתיבת ערכי התגיות במירכאות של PGN
fix-renumber = מספור מחדש של המסעים החל מ־{ $expected }
# $name: what the user typed as the new name.
lsp-rename-not-a-language = "{ $name }" אינו שם של שפה, וגם אינו המסע הזה כתוב בשפה אחרת
# $name: as given.
lsp-unknown-language = "{ $name }" אינה שפה מוכרת
# $command: the command's name.
lsp-bad-arguments = הארגומנטים של { $command } חסרים או פגומים
lsp-unknown-command = פקודה לא מוכרת { $command }

# $name: the compressed file's name (games.pgn.gz), or the address asked for; $reason: why, in English; $number: a size in MiB.
lsp-read-only = { $name } הוא קובץ דחוס, המוצג פרוס ולקריאה בלבד: יש לפרוס אותו כדי לשנותו
lsp-decompress-failed = לא ניתן לקרוא את { $name }: { $reason }
lsp-decompressed-too-large = { $name } גדול מ־{ $number } MiB לאחר פריסה: גדול מכדי להציגו
lsp-not-a-compressed-file-address = { $name } אינו כתובת forsyth-decompressed: של קובץ

# $what: the work that failed ("analysis"); $reason: in English.
lsp-internal-error = forsyth: שגיאה פנימית במהלך { $what } (השרת ממשיך לפעול): { $reason }
lsp-unknown-settings = forsyth: הגדרות שלא הובנו ונשארו כפי שהיו: { $settings }
lsp-locale-error = forsyth: שפה מתיקיות השפות לא נטענה: { $error }

## The language server's transport: lines logged on standard error and
## with window/logMessage

lsp-framing-broken = pgn-lsp: { $reason }; עוצר
lsp-framing-truncated = הקלט הסתיים באמצע הודעה
lsp-framing-header = שורת כותרת שאינה „שם: ערך”: { $text }
lsp-framing-no-length = הודעה ללא כותרת Content-Length
lsp-framing-bad-length = ערך Content-Length שאינו קריא: { $value }
lsp-framing-long-headers = כותרות ארוכות מ־{ $limit } בתים
lsp-framing-read-failed = הקריאה נכשלה: { $reason }
lsp-output-closed = pgn-lsp: הפלט נסגר ({ $reason }); עוצר
lsp-input-ended = pgn-lsp: הקלט הסתיים לפני shutdown ו־exit
lsp-message-too-long = pgn-lsp: הודעה של { $count } בתים, ארוכה מ־{ $limit } הנקראים, נענתה בשגיאה
lsp-message-answered = pgn-lsp: הודעה פגומה נענתה בשגיאה { $value }: { $reason }
lsp-response-dropped = pgn-lsp: תשובה לא קריאה של הלקוח נזרקה
lsp-cannot-start = pgn-lsp: לא ניתן להתחיל: { $reason }

## Meanings of annotation glyphs (NAGs), from the PGN standard and common
## extensions

nag-unknown = סימן הערה ללא משמעות תקנית
nag-0 = הערה ריקה
nag-1 = מסע טוב
nag-2 = מסע חלש, טעות
nag-3 = מסע מצוין, מבריק
nag-4 = מסע גרוע מאוד, טעות חמורה
nag-5 = מסע ספקולטיבי, מעניין
nag-6 = מסע מוטל בספק, מפוקפק
nag-7 = מסע כפוי, המסע היחיד
nag-8 = מסע יחיד, ללא חלופה סבירה
nag-9 = המסע הגרוע ביותר
nag-10 = עמדה הנוטה לתיקו
nag-11 = סיכויים שווים, עמדה שקטה
nag-12 = סיכויים שווים, עמדה דינמית
nag-13 = עמדה לא ברורה
nag-14 = ללבן יתרון קל
nag-15 = לשחור יתרון קל
nag-16 = ללבן יתרון
nag-17 = לשחור יתרון
nag-18 = ללבן יתרון מכריע
nag-19 = לשחור יתרון מכריע
nag-20 = ללבן יתרון מוחץ
nag-21 = לשחור יתרון מוחץ
nag-22 = הלבן בצוגצוונג
nag-23 = השחור בצוגצוונג
nag-32 = ללבן יתרון בפיתוח
nag-33 = לשחור יתרון בפיתוח
nag-36 = היוזמה בידי הלבן
nag-37 = היוזמה בידי השחור
nag-40 = ללבן התקפה
nag-41 = לשחור התקפה
nag-44 = ללבן פיצוי מספיק על החומר
nag-45 = לשחור פיצוי מספיק על החומר
nag-132 = ללבן משחק נגדי
nag-133 = לשחור משחק נגדי
nag-138 = הלבן במצוקת זמן חמורה
nag-139 = השחור במצוקת זמן חמורה
nag-140 = עם הרעיון
nag-141 = מכוון נגד
nag-142 = עדיף
nag-143 = חלש יותר
nag-144 = שקול
nag-145 = הערת המערכת
nag-146 = חידוש
