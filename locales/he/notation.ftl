### איך כותבים סימון שחמט בעברית (Hebrew chess notation). Written right to left.
###
### Sources (keys as in shared/notation-facts.md):
###   piece letters מ (king), מה (queen, two letters U+05DE U+05D4), צ (rook),
###     ר (bishop), פ (knight), no pawn letter in moves: he.wikipedia "כפאי"
###     (http://he.wikipedia.org/wiki/%D7%9B%D7%A4%D7%90%D7%99);
###     https://www.variantim.org/CCT/CoronaChallengeRd1Sol.html ;
###     http://pazeinat.com/chess_problem_composition/chess-art/ist/ist-rd4ex.htm ;
###     http://jewishchesshistory.blogspot.com/2012/10/answer-to-quiz-chess-and-zionism.html
###     (facts §1.1, §1.3)
###   final forms ם ץ ף are read as מ צ פ on input only: the sources always
###     write the non-final forms; normalising them is a safety net (facts §1.3)
###   Forsyth: Hebrew has no letter case, so a Forsyth string cannot mark the
###     colour by case and no Hebrew Forsyth string was found in any source;
###     Hebrew writes positions as piece lists (and diagrams), so all six
###     Forsyth letters are empty (facts §1.3)
###   files א ב ג ד ה ו ז ח (U+05D0..U+05D7), ranks in Western digits:
###     he.wikipedia diagrams; jewishchesshistory (facts §1.3)
###   castling 0-0 / 0-0-0 with digit zero: Hebrew Wikipedia 2007 "פתיחה ספרדית"
###     ("5. 0-0 רה7"); capture ":" before the target ("מה:ו6"): variantim.org
###     (facts §1.3)
###   piece names and agreement (מלכה לבנה, מלך לבן, רגלי שחור), לבן / שחור:
###     https://jewishdictionary.co.il/chesspieces.asp ; he.wikipedia
###     "פתיחת ארבעת הפרשים" diagram alt texts (facts §4)
###   שח (check), מט (mate): http://esc.co.il/?i=%D7%A9%D7%97%D7%9E%D7%98 ;
###     הצרחה (castling): https://www.quizme.co.il/page/344 (facts §4);
###     "קצרה" / "ארוכה" (short / long) are ours (inference);
###     קידום (promotion) and הכאה דרך הילוכו (en passant): seed
###     he-algebraic-notation.txt
###   "מט ב-2 מסעים": variantim.org (facts §8.5)

## Language

language-name = עברית
language-name-english = Hebrew

## Piece letters written in moves. The pawn has none.

piece-letter-king = מ
piece-letter-queen = מה
piece-letter-rook = צ
piece-letter-bishop = ר
piece-letter-knight = פ
piece-letter-pawn = { "" }

## Further piece letters accepted on input only (space-separated): the final
## letter forms.

piece-letter-extra-king = ם
piece-letter-extra-queen = { "" }
piece-letter-extra-rook = ץ
piece-letter-extra-bishop = { "" }
piece-letter-extra-knight = ף
piece-letter-extra-pawn = { "" }

## Problemists' Forsyth letters: none, Hebrew has no letter case. Positions
## are written as piece lists.

forsyth-letter-king = { "" }
forsyth-letter-queen = { "" }
forsyth-letter-rook = { "" }
forsyth-letter-bishop = { "" }
forsyth-letter-knight = { "" }
forsyth-letter-pawn = { "" }

## File letters, a to h.

file-a = א
file-b = ב
file-c = ג
file-d = ד
file-e = ה
file-f = ו
file-g = ז
file-h = ח

## Marks written in moves

castle-short = 0-0
castle-long = 0-0-0
capture-mark = :

## Words and signs of printed games, read besides the marks of PGN

# Words for mate written after a move and capture signs (space-separated).
# Source: מט (mate), http://esc.co.il/?i=%D7%A9%D7%97%D7%9E%D7%98 (facts §4).
printed-mate = מט
printed-capture = { "" }
# Words for a draw printed where the result stands (separated by commas; the
# first is written by a translation, a language with none writes 1/2-1/2).
# Source: תיקו, the draw: "המשחק מסתיים בתיקו", he.wikibooks "שחמט/תוצאות
# אפשריות", https://he.wikibooks.org/wiki/שחמט/תוצאות_אפשריות; "ישנם גם
# משחקים המסתיימים בתיקו", http://shahmat.co.il/goal.html.
printed-draw = תיקו
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# before one (side-name) resigned, else the side to move did.
# Source: נכנע (resigned): "לאחר שאחד היריבים נכנע", the same he.wikibooks page
# (one source; not found printed after a game's moves).
printed-resign = נכנע
# File letters as the language's keyboards type them (the letter printed, =,
# the file letter): none.
printed-file-letter = { "" }
# Short words of prose printed between two moves, or before the result
# (printed-prose): none. Hebrew writes "and" (ו) as a prefix glued to the word
# after it, never as a word of its own between moves.
printed-prose = { "" }
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move), the
# problemist's sign ~ in words: the move is a set of moves, not one, and is not
# played. Source: the problem solutions of variantim.org (`1...צה-נוסע`, the rook
# on the e-file moves; `1...ר-נוסע`; `פ4-נוסע`, the knight on the 4th rank moves).
printed-any-move = נוסע

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] מלך
        [queen] מלכה
        [rook] צריח
        [bishop] רץ
        [knight] פרש
       *[pawn] רגלי
    }

# מלכה is feminine, the other pieces masculine. The adjective follows the noun.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] מלך לבן
                [queen] מלכה לבנה
                [rook] צריח לבן
                [bishop] רץ לבן
                [knight] פרש לבן
               *[pawn] רגלי לבן
            }
       *[black]
            { $role ->
                [king] מלך שחור
                [queen] מלכה שחורה
                [rook] צריח שחור
                [bishop] רץ שחור
                [knight] פרש שחור
               *[pawn] רגלי שחור
            }
    }

side-name =
    { $color ->
        [white] לבן
       *[black] שחור
    }

spoken-check = שח
spoken-mate = מט
spoken-castle-short = הצרחה קצרה
spoken-castle-long = הצרחה ארוכה
spoken-promotion = קידום
spoken-en-passant = הכאה דרך הילוכו

spoken-takes = אוכל
spoken-promotes-to =
    { $role ->
        [queen] קידום למלכה
        [rook] קידום לצריח
        [bishop] קידום לרץ
       *[knight] קידום לפרש
    }
spoken-null-move = מסע ריק
spoken-variation = וריאנט
spoken-variation-end = סוף הווריאנט
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] מלך
                [queen] מלכה
                [rook] צריח
                [bishop] רץ
                [knight] פרש
               *[pawn] רגלי
            }
        [two]
            { $role ->
                [king] מלכים
                [queen] מלכות
                [rook] צריחים
                [bishop] רצים
                [knight] פרשים
               *[pawn] רגלים
            }
        [many]
            { $role ->
                [king] מלכים
                [queen] מלכות
                [rook] צריחים
                [bishop] רצים
                [knight] פרשים
               *[pawn] רגלים
            }
       *[other]
            { $role ->
                [king] מלכים
                [queen] מלכות
                [rook] צריחים
                [bishop] רצים
                [knight] פרשים
               *[pawn] רגלים
            }
    }
spoken-to-move =
    { $color ->
        [white] תור הלבן
       *[black] תור השחור
    }

# "מלך לבן ב־א5" (ב־ with maqaf before a square name; wording ours)
spoken-piece-on-square = { $piece } ב־{ $square }
spoken-empty-board = לוח ריק

## Piece lists ("לבן: מא5, צא8, צו1, רד5, פה6. שחור: מה7.")

# Hebrew writes positions as piece lists (no Forsyth letters): piece letter,
# Hebrew file letter, rank, as in moves (facts §1.3); pawns are bare squares.
# Headers are the words of side-name (facts §4). Logical order.
piece-list-header =
    { $color ->
        [white] לבן
       *[black] שחור
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
        [one] מט במסע אחד
        [two] מט בשני מסעים
        [many] מט ב-{ $moves } מסעים
       *[other] מט ב-{ $moves } מסעים
    }
