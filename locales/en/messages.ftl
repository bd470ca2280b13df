### User-facing messages of forsyth (en): diagnostics, commands, labels.
### Notation letters and words live in notation.ftl next to this file.
### Every message here must also exist, with the same id, in locales/en/messages.ftl.
###
### English is the reference: every other locale has exactly these ids, and
### English is the fallback for any message a locale lacks.
###
### Conventions for translators:
###   * Keywords select words, so each language can make them agree:
###     $color is white or black; $field is board, turn, castling, en-passant,
###     halfmoves or fullmoves; $side is king or queen; $written and $actual
###     are none, check, double-check or mate.
###   * Numbers ($found, $squares, $count, $limit, $halfmoves …) select plural
###     categories: [one] and [other]; Hebrew also [two] and [many] (CLDR).
###   * Squares (e3), FEN letters (KQkq), moves and characters the user wrote
###     are passed as they are: never translate or reorder them.
###   * The FEN messages (fen-*, position-error-*, repair-*) read exactly like
###     forsyth-core's English texts; a test compares them. They are sentence
###     fragments in lower case, shown after "column 28: " or "note: ".
###   * A literal brace is written { "{" } or { "}" }; leading or trailing
###     spaces are kept only inside a string literal, as in { "; " }.

## FEN fields

# The name of a FEN field. $field: board, turn, castling, en-passant,
# halfmoves, fullmoves.
fen-field =
    { $field ->
        [board] piece placement
        [turn] side to move
        [castling] castling rights
        [en-passant] en passant square
        [halfmoves] halfmove clock
       *[fullmoves] fullmove number
    }

## FEN errors: what is wrong with a FEN as written

fen-error-empty = the FEN is empty
# $found: how many fields the FEN has.
fen-error-field-count = a FEN has 6 fields separated by spaces, this one has { $found }
fen-error-separator = fields are separated by exactly one space
# $found: how many ranks the piece placement has (English keeps "1 ranks",
# as forsyth-core writes it).
fen-error-rank-count = the piece placement has { $found } ranks, not 8
# $rank: the rank's digit (8 for the first rank written); $squares: how many
# squares it describes.
fen-error-rank-length = rank { $rank } describes { $squares } squares, not 8
# $char: the character as written.
fen-error-bad-placement-char = '{ $char }' is not a piece letter (PNBRQK, pnbrqk), a digit 1-8 or '/'
fen-error-consecutive-digits = two digits in a row: empty squares are counted by one digit
fen-error-bad-turn = the side to move must be 'w' or 'b'
# $char: the character as written.
fen-error-bad-castling-char = '{ $char }' is not a castling right (KQkq, a file letter A-H/a-h, or '-')
# $char: the castling letter.
fen-error-duplicate-castling = castling right '{ $char }' appears twice
fen-error-castling-order = castling rights must be written in the order KQkq
# $char: the castling letter; $color: whose right it is; $square: where the
# king must stand (e1, e8).
fen-error-castling-no-king =
    castling right { $char }, but the { $color ->
        [white] white
       *[black] black
    } king is not on { $square }
# $char: the castling letter; $color: whose right it is; $square: where the
# rook must stand.
fen-error-castling-no-rook =
    castling right { $char }, but there is no { $color ->
        [white] white
       *[black] black
    } rook on { $square }
fen-error-bad-ep-square = the en passant field must be '-' or a square on rank 3 or 6
fen-error-bad-halfmoves = the halfmove clock must be a number (0 or more)
fen-error-bad-fullmoves = the fullmove number must be a number (1 or more)
# $char: a character outside ASCII; $codepoint: its code point (U+00E9).
fen-error-non-ascii = '{ $char }' ({ $codepoint }) is not allowed in FEN
# The same for a typographic dash (– — −), with the advice to write '-'.
fen-error-non-ascii-dash = '{ $char }' ({ $codepoint }) is not allowed in FEN; write '-'

## Position errors: the FEN reads, but the position is not legal

# $color: the side without a king.
position-error-missing-king =
    there is no { $color ->
        [white] white
       *[black] black
    } king
# $square: where the second king stands.
position-error-too-many-kings =
    a second { $color ->
        [white] white
       *[black] black
    } king stands on { $square }
position-error-pawn-on-back-rank = a pawn on { $square }: pawns cannot stand on the first or eighth rank
position-error-too-many-pieces =
    { $color ->
        [white] White
       *[black] Black
    } has more than 16 pieces
position-error-too-many-pawns =
    { $color ->
        [white] White
       *[black] Black
    } has more than 8 pawns
# $color: the side that is not to move; $checker: the square of a piece
# giving it check.
position-error-opposite-check =
    { $color ->
        [white] White
       *[black] Black
    } is not to move but is in check (from { $checker })
position-error-impossible-check = the side to move is in a check no legal move could have given
# $char: the castling letter (K Q k q).
position-error-castling-without-king =
    castling right { $char }, but the { $color ->
        [white] white
       *[black] black
    } king is not on its starting square
# $square: where the rook must stand.
position-error-castling-without-rook =
    castling right, but no { $color ->
        [white] white
       *[black] black
    } rook stands on { $square }
position-error-castling-rook-off-back-rank = castling right for { $square }, which is on neither back rank
# $side: king or queen, the side of the board.
position-error-castling-duplicate =
    two castling rights for the { $color ->
        [white] white
       *[black] black
    } king on the { $side ->
        [king] king's
       *[queen] queen's
    } side
# $ep: the en passant square.
position-error-ep-wrong-rank = en passant square { $ep } is not on the rank behind a pawn's double step
position-error-ep-occupied = en passant square { $ep } is not empty
# $pawn: where the pawn that just made a double step must stand.
position-error-ep-no-pawn =
    en passant square { $ep }, but no { $color ->
        [white] white
       *[black] black
    } pawn stands on { $pawn }
# $origin: the square the pawn came from.
position-error-ep-origin-occupied = en passant square { $ep }, but { $origin }, where the pawn came from, is not empty
position-error-ep-with-halfmoves = en passant square { $ep }, but the halfmove clock is { $halfmoves }, not 0: a double step resets it
position-error-zero-fullmoves = the fullmove number must be at least 1

## Repairs: what lenient FEN reading filled in or changed

# $field: the missing field (see fen-field); $value: the value assumed.
repair-defaulted = { fen-field } missing: assumed '{ $value }'
repair-stripped-brackets = brackets around the FEN removed
repair-dash = typographic dash read as '-'
repair-separators = fields separated by one space
# $letter: the castling letter.
repair-dropped-castling = castling right { $letter } dropped: king or rook not in place
repair-dropped-ep-square = en passant square dropped: no pawn just made a double step there
repair-reset-halfmoves = halfmove clock set to 0: a double step resets it
repair-fullmoves-zero = fullmove number 0 read as 1

## Severities, as a report prints them before a message ("error: …")

severity-error = error
severity-warning = warning
severity-information = info
severity-hint = hint

## Diagnostics: findings about a game text, one sentence each

# $detail: what is wrong, already in the reader's language.
diag-syntax = Syntax error: { $detail }
diag-syntax-unterminated-comment = This comment is not closed: a '{ "}" }' is missing.
diag-syntax-unterminated-string = This string is not closed: the closing quotation mark (") is missing.
diag-syntax-unmatched-paren = This ')' closes no variation.
diag-syntax-unclosed-variation = This variation is not closed: a ')' is missing.
diag-syntax-malformed-tag = Malformed tag: a tag is written [Name "value"].
diag-syntax-invalid-utf8 = These bytes are not valid UTF-8.
# $text: the characters as written.
diag-syntax-unexpected-character = Unexpected character '{ $text }'.
# $limit: the deepest nesting read.
diag-syntax-variation-too-deep =
    Variations are nested more than { $limit ->
        [one] one level
       *[other] { $limit } levels
    } deep.
# $name: the tag's name (Event, Result).
diag-syntax-duplicate-tag = The tag [{ $name }] appears twice.
diag-syntax-missing-tag-value = The tag [{ $name }] has no value.
diag-syntax-unexpected-token = Unexpected “{ $text }” outside a tag pair.
diag-syntax-nag-out-of-range = The annotation glyph { $text } is out of range: NAGs go from $0 to $255.
diag-syntax-unescaped-quote = Quotation marks inside a tag value with no backslash before them: the value is read up to the quotation mark before the ']'. Inside a value, write \" for a quotation mark.
diag-syntax-stray-backslash = This backslash stands before the closing quotation mark: it is read as part of the value, which the quotation mark closes. Inside a value, write \\ for a backslash.

# $move: the move as written.
diag-malformed-move = Cannot read the move { $move }.
# $letter: the letter; $language: the name of the game's language.
diag-malformed-move-unknown-piece = Cannot read the move { $move }: '{ $letter }' is not a piece letter in { $language }.
# $char: the character as written.
diag-malformed-move-unexpected = Cannot read the move { $move }: unexpected '{ $char }'.
diag-malformed-move-no-destination = Cannot read the move { $move }: the destination square is missing.
diag-malformed-move-capture-no-piece = Cannot read the move { $move }: the piece (or the pawn's file) is missing before the capture sign '{ $letter }'.
diag-malformed-move-incomplete-origin = Cannot read the move { $move }: a hyphen between squares needs a whole starting square.
diag-malformed-move-missing-promotion = Cannot read the move { $move }: the promotion piece is missing.
# $letter: the letter written as the promotion piece.
diag-malformed-move-bad-promotion = Cannot read the move { $move }: a pawn cannot promote to '{ $letter }'.
diag-malformed-move-piece-cannot-promote = Cannot read the move { $move }: only a pawn can promote.
diag-malformed-move-bad-castling = Cannot read the move { $move }: castling is not written like this.
diag-malformed-move-bad-numeric = Cannot read the move { $move }: a numeric (ICCF) move is four digits 1-8, and a fifth 1-4 for a promotion.
diag-malformed-move-empty = Cannot read the move { $move }: there are only marks, no move.

# $color: whose turn it is; $reason: why the move is illegal, one of the
# illegal-* messages below, already in the reader's language.
diag-illegal-move =
    Illegal move { $move }: { $color ->
        [white] White
       *[black] Black
    } to move; { $reason }.
# The move's number says White's move while Black is to move (`2.c4` right after `1.d4`): $found the number as written (2.), $white that move, $black the number of Black's move missing before it.
diag-illegal-move-number-ahead = Illegal move { $move }: its number { $found } says White's move { $white }, but Black's move { $black } is missing before it: Black is to move.
# $moves: the legal moves of the piece named, as a list; $count: how many.
diag-illegal-move-alternatives =
    { $count ->
        [one] The only legal move of this piece is { $moves }.
       *[other] Legal moves of this piece: { $moves }.
    }
# The legal moves of the pieces of the kind the move names, when its reason
# names none of them (`Nd4` that no knight reaches: both knights' moves;
# `O-O` that a bishop blocks: the king's). $piece: pawn, knight, bishop,
# rook, queen or king (one king: translations say "the king's", and "the
# knights'" for the others); $moves: the moves, as a list.
diag-illegal-move-alternatives-kind = Legal { $piece } moves: { $moves }.
# $color: whose turn it is.
diag-illegal-move-no-alternatives =
    { $color ->
        [white] White
       *[black] Black
    } has no legal move with this piece.
# The side has no legal move with any piece of the kind the move names,
# when its reason names none of them (`O-O` that a bishop blocks, the
# king having no move either).
# $color: whose turn it is; $piece: pawn, knight, bishop, rook, queen or king.
diag-illegal-move-no-alternatives-kind =
    { $color ->
        [white] White
       *[black] Black
    } has no legal { $piece } move.

## Why a move is illegal: a clause in lower case, shown after
## "Illegal move Nf3: White to move; ". $color is the side to move.
## $piece (the moving piece), $by and $by2 (another piece: the one in the
## way, pinning, giving check, attacking) are pawn, knight, bishop, rook,
## queen or king: English shows these words as they are, other languages
## select their own. $from, $to, $at, $at2, $king, $home, $square and $pawn
## are squares in the letters of the game's language (e4, ε4).

# $where: any (no square, file or rank written), file, rank or square;
# $origin: the file, rank or square written.
illegal-no-piece =
    { $color ->
        [white] White
       *[black] Black
    } has no { $piece } { $where ->
        [file] on the { $origin }-file
        [rank] on rank { $origin }
        [square] on { $origin }
       *[any] left
    }
illegal-empty-square = there is no piece on { $from }
illegal-opponents-piece =
    the { $by } on { $at } is { $color ->
        [white] Black's
       *[black] White's
    }
illegal-own-piece =
    { $color ->
        [white] White's
       *[black] Black's
    } own { $by } stands on { $at }
illegal-unreachable-one = the { $piece } on { $from } cannot move to { $to }
illegal-unreachable =
    no { $color ->
        [white] white
       *[black] black
    } { $piece } can move to { $to }
illegal-blocked = the { $piece } on { $from } is blocked by the { $by } on { $at }
illegal-pawn-blocked = the pawn on { $from } cannot take the { $by } on { $at } straight ahead: pawns capture diagonally
illegal-pawn-capture-empty = the pawn on { $from } moves diagonally only to capture, and { $to } is empty
illegal-no-en-passant = no en passant: the pawn on { $pawn } has not just advanced two squares
illegal-no-promotion =
    { $piece ->
        [pawn] the pawn on { $from } does not reach the last rank on { $to }: it cannot promote
       *[other] the { $piece } on { $from } cannot promote: only a pawn can
    }
illegal-pinned = the { $piece } on { $from } is pinned against its king on { $king } by the { $by } on { $at }
illegal-in-check = the king is in check from the { $by } on { $at }, and the move does not answer it
illegal-double-check = the king is in double check from the { $by } on { $at } and the { $by2 } on { $at2 }: only a king move answers it
illegal-king-attacked = the king would be in check on { $to } from the { $by } on { $at }
illegal-castling-king-moved = castling is no longer allowed: the king has left { $home }
illegal-castling-rook-moved =
    castling { $side ->
        [king] kingside
       *[queen] queenside
    } is no longer allowed: there is no rook on { $home }
illegal-castling-right-lost =
    the right to castle { $side ->
        [king] kingside
       *[queen] queenside
    } is lost: the king or that rook has moved
illegal-castling-blocked =
    the { $by } on { $at } stands in the way of castling { $side ->
        [king] kingside
       *[queen] queenside
    }
illegal-castling-in-check = the king is in check from the { $by } on { $at }: it cannot castle out of check
illegal-castling-through-check = the king would pass over { $square }, attacked by the { $by } on { $at }
illegal-castling-into-check = the king would land on { $square } in check from the { $by } on { $at }
illegal-pass-in-check = the king is in check from the { $by } on { $at }: a side in check cannot pass
illegal-unexplained = no legal move fits it

# $count: how many pieces can make the move.
diag-ambiguous-move =
    Ambiguous move { $move }: { $count ->
        [one] one piece can make it
       *[other] { $count } pieces can make it
    }.
# $moves: the moves it can be, as a list.
diag-ambiguous-move-candidates = Possible moves: { $moves }.
# $move: a move of descriptive notation as written; $moves: the legal moves it fits, as a list; $chosen: the one with which the rest of the game plays.
diag-ambiguous-settled = { $move } fits several legal moves ({ $moves }), but only with { $chosen } does the game play on: { $chosen } is played.
# $count: how many more findings of the same kind the game has (always more than one).
diag-more-like-this = { $count } more findings like this one in this game are not shown.
diag-missing-promotion = The pawn reaches the last rank in { $move }: write the piece it promotes to.
# $reason: what is wrong, already in the reader's language.
diag-invalid-fen = Invalid FEN: { $reason }.
# $repair: what was repaired, already in the reader's language; $fen: the FEN as written.
diag-fen-repaired = FEN read after a repair: { $repair }.
# $variant: the value of the [Variant] tag, as written.
diag-unsupported-variant = This game is played under other rules ({ $variant }): its moves are neither checked nor translated.
# $limit: the largest game read, a number of $unit: gib, mib, kib or bytes.
diag-game-too-large = This game is longer than { $unit ->
        [gib] { $limit } GiB
        [mib] { $limit } MiB
        [kib] { $limit } KiB
       *[bytes] { $limit } bytes
    } (or has a line that long): it is not read, and a translation copies it unchanged.
# --max-game-size (or the language server's maxGameSize) given something that is not a size. $value: as given.
game-size-not-a-size = '{ $value }' is not a size: give a number of bytes, alone or with a unit (4096, 512KiB, 64MiB, 1G)
# The size is less than the smallest limit. $value: as given; $min: the smallest limit, in KiB.
game-size-too-small = { $value } is less than { $min } KiB, the smallest limit on a game: with a smaller one, ordinary games would go unread
# The size is more than the largest limit. $value: as given; $max: the largest limit, in GiB.
game-size-too-large = { $value } is more than { $max } GiB, the largest limit on a game: reading a game takes many times its size in memory
# $written: the mark written; $actual: what the move gives.
diag-wrong-check-mark =
    { $written ->
        [none] The move { $move } has no check mark
        [check] The move { $move } is marked as check
        [double-check] The move { $move } is marked as double check
       *[mate] The move { $move } is marked as mate
    }, but { $actual ->
        [none] it gives no check
        [check] it gives check
        [double-check] it gives double check
       *[mate] it mates
    }.
diag-wrong-capture-mark = The capture mark of { $move } does not match the move.
# $found: the move number as written (12. or 12...); $expected: the right one.
diag-move-number = The move number “{ $found }” should be “{ $expected }”.
# $tag: the Result tag's value; $movetext: the result at the end of the moves.
diag-result-mismatch = The Result tag says { $tag }, but the game ends with { $movetext }.
diag-missing-result = The game has no result at its end (1-0, 0-1, 1/2-1/2 or *).
# $found: the character written, $meant: the letter it is read as, both with
# their code points: P (U+0050).
diag-homoglyph = In { $move }, { $found } is read as { $meant }, the letter it looks like, here and in the rest of this game, where it is not reported again.
# $languages: the names of the languages, as a list.
diag-mixed-languages = The moves of this game are written in more than one language: { $languages }.
# $move: the move as written; $letter: its piece letter; $languages: the names of the known languages.
diag-unknown-language = Cannot read the move { $move } in any known language: '{ $letter }' is a piece letter in none of { $languages }.

## Moves as printed in books and newspapers (notes: read, not wrong)

# $move: the word as printed.
diag-printed-dash = A dash of print read as a hyphen in { $move } (an en dash, em dash or minus sign, or a dash between the two moves of a pair). Further ones in this game are not reported.
diag-printed-separator = The “;” or “,” after { $move } is read as a separator between moves, as printed, not as the start of a comment. Further ones in this game are not reported.
diag-printed-pair = { $move } is read as two moves, White's and Black's, printed as a pair joined by a dash. Further pairs in this game are not reported.
diag-printed-glued-pair = { $move } is read as two moves, White's and Black's, printed with nothing between them (a space lost, as in a page copied from a table). Further ones in this game are not reported.
diag-printed-number = { $move } is read as a move number glued to its move. Further ones in this game are not reported.
diag-printed-number-period = { $move } is read as White's move number with its period after the space, as a right-to-left page lays out a move number. Further ones in this game are not reported.
diag-printed-mate = The word for mate in { $move } is read as the mate sign (#). Further ones in this game are not reported.
diag-printed-capture = The capture sign in { $move } is read as x. Further ones in this game are not reported.
# $move: a move whose capture sign is a `*` between its two squares (`Rg2*h2`).
diag-printed-star-capture = The * between the squares of { $move } is its capture sign, as problem databases print it, and is read as x. Further ones in this game are not reported.
# $move: a move of algebraic notation printed with spaces inside it (`D g 7 – h 7`).
diag-printed-spaced-move = { $move } is printed with a space between its letters and digits, as old books and newspapers print moves, and is read as one move. Further ones in this game are not reported.
diag-printed-castling-apart = { $move } is castling printed with a space where each hyphen stands, as text taken from a PDF prints it, and is read as castling. Further ones in this game are not reported.
# $move: a capture printed with its sign after the square taken on (`fe4:`, `Pf3:`).
diag-printed-capture-after = { $move } is printed with its capture sign after the square, as old books print captures, and is read as the capture, since the move takes a piece there. Further ones in this game are not reported.
# $move: a move of descriptive notation as printed, with spaces inside it.
diag-printed-spaced = { $move } is printed with spaces inside the move, as old books print descriptive notation, and is read as one move. Further ones in this game are not reported.
# $move: a pawn's capture as printed (`cd`); $played: the move it was read as.
diag-printed-files = { $move } is a pawn's capture printed as its two files, and is read as { $played }, the one capture a pawn can make from the first file on the second. Further ones in this game are not reported.
# $move: the move as printed; $found: the letter (with its code point); $meant: the file it is read as.
diag-printed-homoglyph = In { $move }, { $found } is a letter of another script that looks like the file { $meant }, and is read as that file. Further ones in this game are not reported.
# $move: a capture as printed, its capture sign set apart by spaces (`f5 X e4`, `D x d3`, `dx e4`).
diag-printed-spaced-capture = The capture sign printed apart in { $move } is read as the capture of one move. Further ones in this game are not reported.
# $move: a move as printed with a file letter of a keyboard (`Cç3`).
diag-printed-letter = { $move } is printed with a file letter as keyboards type it (ç for c), and is read with the file's letter. Further ones in this game are not reported.
diag-printed-captured-piece = { $move } names the piece it takes, as books print it, and is read as { $played }, the capture of that piece. Further ones in this game are not reported.
diag-printed-number-slash = { $move } is read as a move number printed with a slash after it, as some pages print it. Further ones in this game are not reported.
diag-printed-left-out = { $move } stands where a move is not given, as some magazines print it (5. —o— Bg4), and is read as that move left out. Further ones in this game are not reported.
diag-printed-number-paren = { $move } is read as a move number printed with a closing parenthesis after it, as some pages print it. Further ones in this game are not reported.
diag-printed-lower-piece = { $move } is printed with a piece letter in lower case, and is read as { $played }: as a pawn's move it is not legal, or the game does not play on to its end. Further ones in this game are not reported.
diag-printed-ocr-digit = { $move } is printed with a letter for the digit of a rank (a small l for 1, ó or G for 6), as text read from a scan prints it, and is read as { $played }. Further ones in this game are not reported.
diag-printed-ocr-check = { $move } is printed with a small f or t for the dagger † of check, as text read from a scan prints it, and is read as { $played }. Further ones in this game are not reported.
# $move: the move as printed; $found: the Cyrillic letter (with its code point); $meant: the file letter or rank digit it is read as.
diag-printed-ocr-letter = In { $move }, { $found } is a Cyrillic letter that text read from a scan prints for { $meant }, which it looks like (the soft sign Ь for b, З for 3, б for 6), and is read as { $meant }. Further ones in this game are not reported.
# $move: a pawn's capture as printed, its file and the square it takes on (`ed5`); $played: the move it was read as.
diag-printed-unmarked-capture = { $move } is a pawn's capture printed with no capture mark, as its file and the square it takes on, and is read as { $played }. Further ones in this game are not reported.
# $move: the word as printed; $moves: the two moves in SAN, as printed / as the piece.
diag-printed-two-readings = { $move } reads two ways, each legal to the end of the game: { $moves } (as printed, a pawn's move / as the piece printed in lower case). The first is played; print the piece letter as a capital to take the other.
# $move: the sign for "with the idea" and the move after it, as printed (`∆ d4`).
diag-printed-check-apart = In { $move }, the sign { $sign } printed apart after the move is read as the move's own check or mate sign. Further ones in this game are not reported.
diag-printed-dagger = In { $move }, { $sign } is read as { $read }: older books print the dagger † for check and the double dagger ‡ for mate. Further ones in this game are not reported.
diag-printed-move-broken = { $move } is a move broken across a line at its dash or capture sign, as narrow newspaper columns print it, and is read as one move. Further ones in this game are not reported.
diag-printed-dash-apart = { $move } is a move of long notation printed with a space beside its dash, and is read as one move. Further ones in this game are not reported.
diag-printed-ocr-space = { $move } is printed with a space between a square's file and rank, as text read from a scan prints it, and is read with the space left out. Further ones in this game are not reported.
diag-printed-idea = In { $move }, the move after the sign for “with the idea” is the threat or plan the writer names: it is read as commentary and not played. Further ones in this game are not reported.
# $move: the word for a threat and the moves after it, as printed (`Truer 2.Txe4#`).
diag-printed-threat = In { $move }, the move after the word for a threat (and the moves after it up to the mate it threatens) is the threat the writer names: it is read as commentary and not played. Further ones in this game are not reported.
# $move: the "any move" and the rest of its line, as printed (`Sd~ 2.Dd4#`).
diag-printed-any-move = { $move } prints “any move” of a piece (`~`): the writer's shorthand for a set of moves that one reply meets, not one move. It is not played, and the rest of its line, which follows a move that is not known, is read as commentary. Further ones in this game are not reported.
# $move: the words of prose as printed.
diag-printed-prose = { $move } is text printed between the moves (such as “and”, “and now”), not a move: it is read as commentary. Further ones in this game are not reported.
diag-printed-restart = { $move } starts again from Black's move of an earlier number, as problem columns print a solution's variations one after another, and is read as a variation of Black's reply there. Further ones in this game are not reported.
diag-printed-alternative = { $move } starts again from White's move of an earlier number, as books print a line's alternatives one after another, and is read as a variation of White's move there. Further ones in this game are not reported.
# $move: the result as printed; $result: the result as PGN writes it.
diag-printed-result = { $move } is read as the result { $result }, as printed.
diag-printed-quotes = { $count ->
    [one] A tag value is printed between the quotes of print, not PGN's "; it is read as the text between them.
   *[other] { $count } tag values are printed between the quotes of print, not PGN's "; each is read as the text between them.
}
# $word: the game's last word as printed (its result, or its last move).
diag-game-in-text = A game found in the text: it starts here and ends at { $word }. The prose around it is not read.
diag-note-in-text = Text printed between this game's moves, holding moves of its own (a variation, or moves named in a sentence), is read as a note, not as moves, and the game goes on after it. Further notes in this game are not reported.
# $fen: the position printed above the game, as FEN.
diag-set-up-in-text = The game starts from the position printed above it, read as { $fen }: its moves are replayed from there, as from a [FEN] tag.
diag-set-up-from-game = { $move } does not fit the initial position: the line is read as going on from the game printed above it, from its main line's position before that move ({ $fen }), where its moves replay.
# $squares: the squares where they differ; $diagram: the board the diagram shows, as a FEN board; $board: the one the moves reach.
diag-printed-diagram-differs = The diagram printed here is not the position the moves reach: it differs on { $squares } (the diagram: { $diagram }; the moves: { $board }). A move before it is misprinted or misread, or the diagram belongs elsewhere. The game goes on from its moves.
# $written: the count printed, (white+black); $found: the list's.
diag-set-up-count = The count printed with the position above the game, { $written }, is not that of its list, { $found } (White's units first): the list or the count is misprinted. The game is replayed from the list.
# $move: the game's first move, as printed.
diag-set-up-missing = The game starts from a position not printed above it in a form that reads (a FEN, a piece list, or a diagram in a chess font's text): its first move { $move } cannot be played from the initial position. Give the position as a FEN or a piece list above the moves (or a [FEN] tag).
# $moves: the two readings, each two moves, set apart by a slash.
diag-printed-ambiguous = { $move } reads as two different pairs of moves, both legal: { $moves }. The first is played; print the two moves apart to say which is meant.
# $move: the move word where the readings part; $language: the languages of the reading taken; $languages: those of the other; $moves: the two moves, in figurines, taken / other.
diag-two-readings = The moves read two ways, each legal to the end: in { $language } (the reading taken) and in { $languages }. They part at { $move }: { $moves }. Name the game's language to take the other.

## The command line (forsyth): help texts

cli-about = Read, check, show and translate chess notation in many languages (PGN games, FEN positions, moves) and count moves (perft)
cli-after-help =
    Exit status: 0 success, 1 the input has errors, 2 usage error.

    Messages are in the language FORSYTH_UI_LANG names, else in that of LANGUAGE,
    LC_ALL, LC_MESSAGES or LANG (English when none is known). FORSYTH_LOCALES and
    --locales name folders of further locales.

    Examples:
      forsyth translate --to de tests/data/seed/oikonomopoulos-1881.pgn
      forsyth check games.pgn positions.fen
      forsyth board --lang el
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth perft 5
cli-perft-about = Count the leaf nodes of the legal move tree (perft), split by first move
cli-perft-after-help =
    Prints one line '<move>: <count>' per legal move, sorted by the move in UCI
    coordinates, then a blank line and the total alone on the last line. In
    Chess960 positions castling is written as the king taking its own rook
    (e1h1 rather than e1g1). Depth 0 counts the position itself: 1.

    From the starting position counts grow about thirty-fold per ply: depth 7 takes
    seconds, depth 9 hours, depth 10 days. Positions with few moves go much deeper:
    a mated position answers 0 at any depth. A tree too wide to count is refused. On
    a terminal a bar shows the first moves done; Ctrl-C stops the count, prints the
    first moves counted so far with their total marked as incomplete, and exits with
    status 130.

    Examples:
      forsyth perft 3
      forsyth perft 2 --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
      forsyth perft 4 --fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
# $max: the largest depth.
cli-perft-depth-help = Plies to search, 0 to { $max }
cli-perft-fen-help = The position, quoted or last on the line [default: the starting position]
cli-fen-about = Check a FEN and print it normalized
cli-fen-after-help =
    A valid FEN is printed normalized on standard output. An invalid one is
    reported on standard error with the column (in characters) where the problem
    starts, the FEN, and a ^^^ mark under the problem; the exit status is then 1.

    The FEN may be quoted or not: several arguments are joined with single spaces.

    With --from LANG the position is read as problemists write it in that
    language's letters: the board alone or with further fields, in brackets or
    not, then a unit count such as (5+1), which is checked; missing fields are
    taken as 'w - - 0 1'. With --to LANG the board is printed in that language's
    letters with the unit count, or as a piece list for a language without letter
    case (Hebrew).

    Examples:
      forsyth fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
      forsyth fen --lenient R7/4k3/4N3/K2B4/8/8/8/5R2
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --to de R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1
cli-fen-arg-help = The FEN, quoted or not; - reads one position per line from standard input
cli-lenient-help = Accept incomplete or untidy FEN; notes on standard error say what was repaired
cli-completions-about = Print a shell completion script for forsyth
cli-completions-after-help =
    Examples:
      forsyth completions bash > ~/.local/share/bash-completion/completions/forsyth
      forsyth completions zsh > ~/.zfunc/_forsyth
      forsyth completions fish > ~/.config/fish/completions/forsyth.fish
cli-completions-shell-help = The shell: bash, elvish, fish, powershell or zsh
cli-man-about = Print forsyth's manual page (roff), for man: forsyth man > forsyth.1
cli-hint-lenient = the FEN lacks fields: --lenient reads it with the usual defaults (w - - 0 1)
# $line: a line number of standard input.
cli-stdin-line = line { $line } of standard input:
cli-color-help = Color: auto, always or never (auto: on a terminal, without NO_COLOR)
cli-languages-about = List the languages forsyth reads and writes, with their letters
# One line of forsyth languages. $complete: the share of this interface translated, in per cent.
cli-languages-row = { $tag }  { $name }: pieces { $pieces }, files { $files }, castling { $castling }, capture { $capture }; messages { $complete } %
cli-quiet-help = Print only the findings: no summary
cli-summary-help = End with a summary line on standard error even when it is not a terminal
# The line check ends with on a terminal. $seconds: a decimal number.
cli-check-summary = { $files ->
        [one] 1 file
       *[other] { $files } files
    }, { $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }: { $errors ->
        [one] 1 error
       *[other] { $errors } errors
    }, { $warnings ->
        [one] 1 warning
       *[other] { $warnings } warnings
    } ({ $seconds } s)
cli-output-help = Write the translation to this file (written whole, then put in place) instead of standard output
cli-in-place-help = Replace each file by its translation (written beside it, then renamed over it; its encoding kept)
cli-compressed-in-place = { $file } is compressed: translate it with -o or to standard output
cli-no-game = { $file }: no game found
cli-no-game-copied = { $file }: no game found; the text is copied unchanged (name its language with --from and the moves its prose names are translated)
cli-no-game-prose = { $file }: no game found; only the moves its prose names are translated
cli-spoken-in-place = --in-place would replace the games by their moves in words: write them with -o or to standard output
cli-board-about = Show a position as a diagram, with its legal moves
cli-board-after-help =
    Draws the board with chess figurines (White ♔♕♖♗♘♙, Black ♚♛♜♝♞♟), empty dark
    squares as '·', then the side to move, castling rights, en passant square,
    check, checkmate or stalemate, and the legal moves in UCI coordinates.

    With --lang LANG the files are labelled in that language (Greek α–θ), the
    pieces are listed in it under the diagram, and the legal moves are written in
    its algebraic notation; --letters draws its letters instead of figurines.

    On a dark terminal background the outlined 'white' figurines can look darker
    than the filled 'black' ones; --ascii shows FEN letters instead (upper case
    White, lower case Black), which also suits screen readers and fonts without
    chess figurines.

    Examples:
      forsyth board
      forsyth board --flip rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
      forsyth board --ascii --lenient 'R7/4k3/4N3/K2B4/8/8/8/5R2'
      forsyth board --lang el --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2)'
cli-board-fen-help = The position, quoted or not [default: the starting position]
cli-ascii-help = Only ASCII: letters for pieces and a +-| frame
cli-flip-help = Black at the bottom
cli-spoken-help = Read the position piece by piece in words, in the language of --lang or else yours

## The command line: errors and notes

# DEPTH is not a whole number. $text: as given; $max: the largest depth.
cli-depth-not-a-number = '{ $text }' is not a depth: give a whole number from 0 to { $max }
# DEPTH is a number, but larger than a u32. $depth: as given; $max: the largest depth.
cli-depth-too-large = depth { $depth } is more than the largest depth, { $max }
# A tree too wide to count. $depth: as given; $limit: the most positions of one ply;
# $ply: the ply where there were more; $plies: the most plies counted depth-first.
cli-perft-too-wide = depth { $depth } cannot be counted from this position: more than { $limit } different positions at ply { $ply } with more than { $plies } plies still to go; such a tree has more leaves than a 128-bit count holds, or takes longer than any computer lasts
# The last line after Ctrl-C. $count: the total of the first moves counted (a number
# or cli-perft-at-least); $done: how many first moves were counted; $total: how many there are.
cli-perft-incomplete = { $count } (incomplete: { $done } of { $total } first moves counted before Ctrl-C)
# After the bar of perft's progress: "7/20 first moves".
cli-perft-progress = first moves
# A count too large for 128 bits. $count: the largest 128-bit number.
cli-perft-at-least = at least { $count }
# The prefix of a note line ("note: brackets around the FEN removed").
cli-note = note
# An error at a column of the input. $column: 1-based, in characters;
# $reason: a FEN error message.
cli-at-column = column { $column }: { $reason }
# $error: the system's reason, in English.
cli-write-failed = cannot write the output: { $error }

## The command line: what `forsyth board` shows below the diagram
## (FEN, castling rights, squares and moves are shown as written in FEN and UCI)

cli-fen-line = FEN: { $fen }
cli-side-to-move =
    Side to move: { $color ->
        [white] White
       *[black] Black
    }
# $rights: as written in FEN (KQkq), or cli-castling-none.
cli-castling = Castling: { $rights }
cli-castling-chess960 = Castling: { $rights } (Chess960)
cli-castling-none = none
# $square: the en passant square.
cli-en-passant = En passant: { $square }
cli-en-passant-no-capture = En passant: { $square } (no legal capture)
# $notes: one or more of the cli-status-* notes below, joined by
# cli-status-separator.
cli-status = Status: { $notes }
cli-status-in-progress = Status: game in progress
cli-status-separator = { "; " }
# $color: the winner.
cli-status-checkmate =
    checkmate, { $color ->
        [white] White
       *[black] Black
    } wins
cli-status-stalemate = stalemate, a draw
# $color: the side in check.
cli-status-check =
    { $color ->
        [white] White
       *[black] Black
    } is in check
cli-status-insufficient-material = a draw: neither side has the material to checkmate
cli-status-seventy-five-moves = a draw: 75 moves without a capture or a pawn move
cli-status-fifty-moves-claimable = 50 moves without a capture or a pawn move: a draw may be claimed
# $count: how many legal moves; $moves: them, in UCI, separated by spaces.
cli-legal-moves =
    { $count ->
        [one] Legal move (1): { $moves }
       *[other] Legal moves ({ $count }): { $moves }
    }
cli-legal-moves-none = Legal moves: none

## The command line: translate, check, languages

cli-locales-help = A folder of further locales, one sub-folder per language tag laid out like locales/ (adds languages or overrides messages)
cli-translate-about = Translate the moves of PGN games into another language or notation
cli-translate-after-help =
    Reads PGN, or bare movetext, from FILE (standard input when FILE is '-' or
    missing) and writes the same text on standard output with every move
    written in the language asked for. Tags, comments, move numbers,
    variations, results and spacing are copied byte for byte.

    Only the letters of a move change: castling with zeros (0-0), ':' or no
    capture mark, promotions written e8Q or e8(Q), check marks written or
    left out, null moves (--, Z0) and moves in UCI or long algebraic notation
    stay as the writer chose. --style rewrites every move in one notation
    instead (san: standard algebraic with check marks, O-O and e8=Q).

    The language of the moves is found game by game (--from auto) or given.
    Languages are named by tag (de), by their own name (Deutsch, Ελληνικά) or
    in English (German).

    A move that is illegal, ambiguous or unreadable is reported on standard
    error as FILE:LINE:COLUMN: error[code]: message (columns count
    characters); the rest of that game is copied as written, the next games are
    translated, and the exit status is 1. Warnings (a wrong check mark or move
    number) are shown with --warnings. Large files on a terminal show a
    progress bar.

    Input that is not UTF-8 is read in the code page its letters and moves tell
    (Windows-1252, or a Greek, Hebrew, Cyrillic or Central European one; a warning
    says which), or in
    the encoding named by --encoding. The output is in the input's encoding, so
    that every byte that is not a move stays the same, or in the one named by
    --output-encoding.

    Examples:
      forsyth translate --to de tests/data/seed/oikonomopoulos-1881.pgn
      forsyth translate --from el --to it --style fan problem.pgn
      forsyth translate --style uci < games.pgn > games-uci.pgn
cli-translate-file-help = The PGN files, and folders (their .pgn files, compressed or not); '-' or nothing reads standard input
cli-from-help = The language the moves are written in, or 'auto' to find it game by game; descriptive-en or descriptive-es for descriptive notation (P-K4, P4R)
cli-to-help = The language to write the moves in
cli-style-help = Rewrite every move in one notation: san (standard, with check marks), lan (both squares), fan (figurines), uci or iccf (digits), or say the moves in words, a move number a line: spoken; without it only the letters change; descriptive writes descriptive notation (N-KB3) in the --to language, English or Spanish
cli-spoken-files-help = How spoken moves and positions say files: literate (the letters, spelled), nato (alfa … hotel) or anna (Anna … Hector, as in the FIDE rules for blind players)
cli-isolate-help = Wrap every move in bidi isolation marks (FSI … PDI), for moves inside text of the other writing direction
cli-comments-help = What a translation does with the moves named in comments and in the prose around games: translate (their piece letters, as the moves') or keep (byte for byte)
cli-warnings-help = Report warnings too: wrong check or capture marks, move numbers, results
cli-check-about = Check PGN games and FEN or EPD positions, reporting every problem where it is
cli-check-after-help =
    Files ending in .fen or .epd hold one position per line (EPD operations are
    accepted); every other file, and '-' for standard input, is read as PGN,
    game by game. Every problem is printed on standard output: with --format
    text like a compiler, with the line and the problem underlined; with
    --format json as one object per line with the keys file, line, column,
    end_line, end_column, severity, code and message (lines and columns from 1,
    columns counting characters).

    Exit status: 0 no errors (warnings are allowed), 1 errors found, 2 a file
    could not be read (the other files are still checked).

    Files that are not UTF-8 are read in the code page their letters and moves
    tell (Windows-1252, or a Greek, Hebrew, Cyrillic or Central European one; a
    warning says which), or in
    the encoding named by --encoding; lines and columns are those of the decoded
    text.

    Examples:
      forsyth check tests/data/pgn/lichess-100.pgn
      forsyth check --lang el --format json problems.pgn
      forsyth check positions.fen suite.epd
cli-check-files-help = The files to check, and folders (their .pgn, .fen and .epd files, compressed or not): .fen and .epd files hold positions, all others PGN; '-' reads PGN from standard input
cli-format-help = text: like a compiler, with the line and the problem underlined; json: one object per line
cli-strict-help = Report every warning as an error (for publishers who want clean files): repaired FENs and tags, wrong marks and move numbers, games under other rules
cli-forsyth-from-help = Read the position as problemists write it with this language's letters (Greek (Π7/4ρ3/…) (5+1)): brackets, further fields and a unit count, which is checked
cli-forsyth-to-help = Print the board in this language's Forsyth letters with the unit count, or as a piece list for a language without letter case (Hebrew)
cli-board-lang-help = Show the files, the pieces and the legal moves in this language
cli-letters-help = Draw the pieces with the language's letters instead of figurines

# A language name that no locale answers to. $name: as given; $languages:
# the known ones, "en (English), de (Deutsch), …".
cli-unknown-language = unknown language '{ $name }'; known languages: { $languages }
# $name: the language as given; $languages: those with descriptive notation.
cli-no-descriptive = { $name } has no descriptive notation; descriptive notation is read and written in { $languages }
# $name: the file as given; $error: the system's reason, in English.
cli-cannot-read = cannot read { $name }: { $error }
# board --letters for a language without upper and lower case letters.
# $language: the language's own name.
cli-letters-no-case = { $language } has no upper and lower case letters: the pieces are shown as figurines
# $letter: the letters of one piece (Кр).
cli-letters-multi = { $language } writes a piece with more than one letter ({ $letter }), so a board cannot show one letter a piece: the pieces are shown as figurines

## The command line: encodings
## ($encoding: an encoding's name, windows-1252; $place: FILE:LINE:COLUMN,
## a place in the decoded text, the column in characters)

cli-encoding-help = The encoding of the input: a label of the WHATWG Encoding Standard (utf-8, windows-1252 or latin1, iso-8859-7, windows-1255, koi8-r, cp866, utf-16le…) or cp437. Without it a byte order mark decides, else the bytes: UTF-8, or the code page its letters and moves tell (windows-1252, -1253, -1255, -1251, -1250…), with a warning
# Help of --max-game-size (translate and check).
cli-max-game-size-help = The longest game (or line) read, in bytes or with a unit: 4096, 512KiB, 64MiB (the default), 1G; a longer one is reported (game-too-large), not read, and copied unchanged by translate
cli-output-encoding-help = The encoding of the output (a label as for --encoding): by default the input's, so that every byte that is not a move stays the same; utf-8 writes UTF-8
# $label: as given.
cli-encoding-unknown = unknown encoding '{ $label }': give a label of the WHATWG Encoding Standard, such as utf-8, windows-1252 (latin1), iso-8859-7, windows-1255, koi8-r, cp866, utf-16le, or cp437
cli-encoding-guessed = { $place }: the file is not UTF-8; it is read as { $encoding } (--encoding names another encoding)
cli-encoding-stray = { $place }: bytes that are not UTF-8 in a UTF-8 file; they are read as { $encoding } characters, here and further on (--encoding names the encoding of the whole file)
cli-encoding-malformed = { $place }: bytes that are not { $encoding }; each is read as U+FFFD (�)
# $language: the language's own name; $chars: the characters, one after another.
cli-encoding-unwritable-moves = { $encoding } cannot write the moves in { $language } ({ $chars }): give --output-encoding utf-8
cli-encoding-output-utf8 = { $encoding } cannot write the moves in { $language } ({ $chars }): the translation is written in UTF-8 (--output-encoding names another encoding)
# $char: the character; $codepoint: U+0107; $line: the line of the output.
cli-encoding-unwritable = line { $line } of the output: { $encoding } cannot write '{ $char }' ({ $codepoint }); the translation stops there: give --output-encoding utf-8

## The command line: positions in a language's Forsyth letters
## ($language: the language's own name; $char: a character as written)

cli-forsyth-empty = there is no board field
cli-forsyth-no-letter-case = { $language } has no upper and lower case Forsyth letters: write a piece list
cli-forsyth-unclosed-bracket = '{ $char }' is never closed
# $codepoint: the character's code point (U+0050).
cli-forsyth-unknown-letter = '{ $char }' ({ $codepoint }) is not a Forsyth letter of { $language }, a digit 1-8 or '/'
# $meant: the letter that looks the same, with its code point: Ρ (U+03A1).
cli-forsyth-unknown-letter-looks-like = '{ $char }' ({ $codepoint }) is not a Forsyth letter of { $language }, a digit 1-8 or '/'; did you mean { $meant }, which looks the same?
# $found: how many fields.
cli-forsyth-too-many-fields = a FEN has at most 6 fields, this one has { $found }; a unit count is written in parentheses
cli-forsyth-bad-unit-count = a unit count is written (white+black), such as (5+1)
# $text: the unit count as written, (5+2); $expected: the board's, (5+1).
cli-forsyth-unit-count-mismatch = the unit count says { $text }, but the board has { $expected }

## The command line: usage errors (the parts clap finds)
## $arg: an option or argument as clap names it (--style <STYLE>, <DEPTH>);
## $value: a value as given; $command: a command's name.

cli-usage-unknown-argument = unexpected argument '{ $arg }'
cli-usage-invalid-value = invalid value '{ $value }' for '{ $arg }'
# $values: the accepted values, "san, lan, fan".
cli-usage-invalid-value-choices = invalid value '{ $value }' for '{ $arg }'; the possible values are { $values }
# $reason: why, already in the user's language (a DEPTH message).
cli-usage-invalid-value-reason = invalid value '{ $value }' for '{ $arg }': { $reason }
cli-usage-value-required = '{ $arg }' needs a value, but none was given
# $args: the missing arguments, "<FILE>..., <DEPTH>".
cli-usage-missing-arguments = required arguments are missing: { $args }
cli-usage-unknown-command = unknown command '{ $command }'
# $commands: the commands, "translate, check".
cli-usage-missing-command = '{ $command }' needs a command: { $commands }
cli-usage-no-equals = '{ $arg }' needs its value after an equals sign ({ $arg }=…)
cli-usage-too-many-values = unexpected value '{ $value }' for '{ $arg }': it takes no more values
# $min, $expected, $actual: numbers of values.
cli-usage-too-few-values = '{ $arg }' takes at least { $min } values; given: { $actual }
cli-usage-wrong-number-of-values = '{ $arg }' takes { $expected } values; given: { $actual }
# $other: the argument given before, or several joined with commas.
cli-usage-conflict = '{ $arg }' cannot be used with { $other }
cli-usage-conflict-any = '{ $arg }' cannot be used with the other arguments given
cli-usage-repeated = '{ $arg }' cannot be given more than once
# The word before a hint line ("tip: did you mean '--lenient'?").
cli-usage-tip = tip
# $names: one or more quoted names, "'--lenient'" or "'fen', 'board'".
cli-usage-did-you-mean = did you mean { $names }?
# A value that starts with '-'. $value: as given; $example: the command
# line that passes it ("forsyth -- -x").
cli-usage-tip-escape = to pass '{ $value }' as a value, write '{ $example }'
cli-usage-tip-remove-dashes = to run the command '{ $command }', remove the '--' before it
# $help: the option that shows help, '--help'.
cli-usage-more-information = For more information, try '{ $help }'.

## The command line: the words of --help around our help texts
## (headings without a colon: the program adds it)

cli-help-usage = Usage
cli-help-commands = Commands
cli-help-arguments = Arguments
cli-help-options = Options
cli-help-help = Print help
cli-help-version = Print the version
cli-help-command-about = Print this message or the help of the given command
cli-help-command-arg = The command to explain

## The language server: hovers, code actions, errors
## (messages about the text itself are the diag-* messages above)

# $move: the move with its number, in the file's language ("3. Rf7#").
lsp-hover-after-move = After { $move }
# $color: whose move it is.
lsp-hover-to-move =
    { $color ->
        [white] White to move
       *[black] Black to move
    }
# $fen: the position's FEN, all six fields.
lsp-hover-fen = FEN: { $fen }
# A NAG or glyph: $glyph as written ("$14", "⩲"), $number its NAG number.
lsp-hover-nag = { $glyph } (NAG { $number })
# $languages: the languages that read the game's moves alike (one reading),
# as a list of their own names.
lsp-hover-read-in = The moves read the same in { $languages }
# A hover on a word printed as books print moves (a pair e4-e5;, a dash, a word for mate): $word the word as written, $read the moves it stands for in SAN (e4 e5), or the mark or result it stands for (#, 1/2-1/2).
lsp-hover-printed = { $word } is printed as books and columns print moves, and read as { $read }
# The same for a word that stands for nothing (a lone dash).
lsp-hover-printed-nothing = { $word } is a sign of print between moves and stands for no move
# The titles of code actions. $language: the language's own name (Deutsch).
lsp-action-translate-game = Translate game to { $language }
lsp-action-translate-file = Translate file to { $language }
lsp-action-figurines = Write in figurines
# A game printed as books print moves (pairs, dashes, words for mate) rewritten as standard PGN movetext (English SAN).
lsp-action-standard-pgn = Rewrite as standard PGN
# The same for the move words of a selection, written in the game's own letters so that the game stays in one language.
lsp-action-standard-pgn-selection = Rewrite the selection as standard PGN
# $move: the legal move to write instead.
lsp-action-fix = Change to { $move }
# The titles of the fixes of findings (quick fixes in an editor).
# $letter: a castling letter (K); $square: an en passant square as written (e3);
# $values: the FEN fields added ("- - 0 1"); $dash: the dash as written (–).
fix-fullmoves-one = Set the fullmove number to 1
fix-halfmoves-zero = Set the halfmove clock to 0
fix-drop-castling = Remove castling right { $letter }
fix-drop-ep-square = Remove en passant square { $square }
fix-add-fields = Add the missing fields: { $values }
fix-dash = Write '-' for '{ $dash }'
fix-strip-brackets = Remove the brackets around the FEN
fix-separators = Separate the fields by one space
fix-escape-quotes = Write the quotation marks inside the value as \"
fix-escape-backslash = Write the backslash as \\
# $result: the result as PGN writes it (1-0, 0-1, 1/2-1/2).
fix-printed-result = Write the result as { $result }
fix-printed-quotes = Write the tag values between PGN's quotes
fix-renumber = Renumber the moves from { $expected } on
# $name: what the user typed as the new name.
lsp-rename-not-a-language = “{ $name }” is neither a language nor this move written in another language
# $name: as given.
lsp-unknown-language = “{ $name }” is not a language I know
# $command: the command's name.
lsp-bad-arguments = The arguments of { $command } are missing or malformed
lsp-unknown-command = Unknown command { $command }

# $name: the compressed file's name (games.pgn.gz), or the address asked for; $reason: why, in English; $number: a size in MiB.
lsp-read-only = { $name } is a compressed file, shown decompressed and read-only: decompress it to change it
lsp-decompress-failed = Cannot read { $name }: { $reason }
lsp-decompressed-too-large = { $name } is larger than { $number } MiB once decompressed: too large to show
lsp-not-a-compressed-file-address = { $name } is not a forsyth-decompressed: address of a file

# $what: the work that failed ("analysis"); $reason: in English.
lsp-internal-error = forsyth: internal error during { $what } (the server goes on): { $reason }
# $settings: the settings as given, "style: xyz, locale: tlh".
lsp-unknown-settings = forsyth: settings not understood, left as they were: { $settings }
# $error: the folder or file and what is wrong with it, in English.
lsp-locale-error = forsyth: a locale of the locale folders is left out: { $error }

## The language server's transport: lines logged on standard error and
## with window/logMessage (what ends a session, what was answered)

# Broken framing ends the session. $reason: one of the lsp-framing-* below.
lsp-framing-broken = pgn-lsp: { $reason }; stopping
lsp-framing-truncated = the input ended inside a message
# $text: the start of the header line, as read.
lsp-framing-header = a header line that is not “Name: value”: { $text }
lsp-framing-no-length = a message without a Content-Length header
# $value: the value, as read.
lsp-framing-bad-length = an unreadable Content-Length: { $value }
# $limit: bytes.
lsp-framing-long-headers = headers longer than { $limit } bytes
# $reason: the system's words, in English.
lsp-framing-read-failed = reading failed: { $reason }
lsp-output-closed = pgn-lsp: the output closed ({ $reason }); stopping
lsp-input-ended = pgn-lsp: the input ended before shutdown and exit
# $count and $limit: bytes.
lsp-message-too-long = pgn-lsp: a message of { $count } bytes, longer than the { $limit } read, was answered with an error
# $value: the protocol's error code (-32700, -32600); $reason: the answer's text, in English (it is for the client program).
lsp-message-answered = pgn-lsp: a malformed message was answered with error { $value }: { $reason }
lsp-response-dropped = pgn-lsp: an answer of the client that cannot be read was dropped
lsp-cannot-start = pgn-lsp: cannot start: { $reason }

## Meanings of annotation glyphs (NAGs), from the PGN standard and common
## extensions

nag-unknown = An annotation glyph with no standard meaning
nag-0 = Null annotation
nag-1 = Good move
nag-2 = Poor move, a mistake
nag-3 = Very good move, brilliant
nag-4 = Very poor move, a blunder
nag-5 = Speculative move, interesting
nag-6 = Questionable move, dubious
nag-7 = Forced move, the only move
nag-8 = Singular move, no reasonable alternative
nag-9 = Worst move
nag-10 = Drawish position
nag-11 = Equal chances, quiet position
nag-12 = Equal chances, active position
nag-13 = Unclear position
nag-14 = White is slightly better
nag-15 = Black is slightly better
nag-16 = White is better
nag-17 = Black is better
nag-18 = White has a decisive advantage
nag-19 = Black has a decisive advantage
nag-20 = White has a crushing advantage
nag-21 = Black has a crushing advantage
nag-22 = White is in zugzwang
nag-23 = Black is in zugzwang
nag-32 = White has a development advantage
nag-33 = Black has a development advantage
nag-36 = White has the initiative
nag-37 = Black has the initiative
nag-40 = White has the attack
nag-41 = Black has the attack
nag-44 = White has sufficient compensation for the material
nag-45 = Black has sufficient compensation for the material
nag-132 = White has counterplay
nag-133 = Black has counterplay
nag-138 = White is in severe time pressure
nag-139 = Black is in severe time pressure
nag-140 = With the idea
nag-141 = Aimed against
nag-142 = Better is
nag-143 = Worse is
nag-144 = Equivalent is
nag-145 = Editorial comment
nag-146 = Novelty
