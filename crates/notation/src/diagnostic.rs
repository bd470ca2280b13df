//! Findings about a text — errors, warnings, hints — with stable codes and
//! messages in the user's language.
//!
//! A [`Diagnostic`] holds a [`Code`], a byte span and typed arguments; its
//! message is formatted on demand from the locale's `messages.ftl`
//! (`diag-<code>`, falling back to English), so one analysis serves every
//! language. The codes are part of the interface of `forsyth check` and of
//! the language server: never rename one.

use std::{fmt, ops::Range};

use forsyth_core::{
    CastlingSide, Color, FenErrorKind, IllegalReason, LostRight, Move, Origin, PieceOn, Position,
    Repair, Square,
};

use crate::{
    letters::Letters,
    locale::{FluentArgs, FluentValue, Locale, color_keyword, role_keyword},
    write::{Notation, write_move, write_square},
};

/// How bad a finding is (the LSP's four levels).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
    Information,
    Hint,
}

impl Severity {
    /// `error`, `warning`, `information` or `hint`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Information => "information",
            Severity::Hint => "hint",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

macro_rules! codes {
    ($($variant:ident = $name:literal, $severity:ident, $doc:literal;)*) => {
        /// What a finding is about. The kebab-case names are stable.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Code {
            $(#[doc = $doc] $variant,)*
        }

        impl Code {
            pub const ALL: &'static [Code] = &[$(Code::$variant,)*];

            /// The stable kebab-case name (`illegal-move`).
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self { $(Code::$variant => $name,)* }
            }

            /// The usual severity of this finding.
            #[must_use]
            pub const fn severity(self) -> Severity {
                match self { $(Code::$variant => Severity::$severity,)* }
            }
        }
    };
}

codes! {
    Syntax = "syntax", Error, "Text that is not PGN: an unterminated comment or string, an unmatched parenthesis, a malformed tag, stray characters, bytes that are not UTF-8.";
    MalformedMove = "malformed-move", Error, "A move that cannot be read in the game's language.";
    IllegalMove = "illegal-move", Error, "A move that no piece can legally make.";
    AmbiguousMove = "ambiguous-move", Error, "A move that more than one piece can make.";
    AmbiguousSettled = "ambiguous-settled", Warning, "A move that fits several legal moves (`B-R4` of descriptive notation: Ba4 or Bh4; `Td8` with rooks on a8 and f8), of which only one lets the game play on: that one is played, and the warning names the candidates and the choice.";
    MissingPromotion = "missing-promotion", Error, "A pawn reaching the last rank with no promotion piece written.";
    InvalidFen = "invalid-fen", Error, "A FEN (in a `[FEN]` tag or a `.fen` line) that is malformed or not a legal position.";
    UnsupportedVariant = "unsupported-variant", Warning, "A game under rules other than chess and Chess960 (`[Variant \"Crazyhouse\"]`): its moves are neither checked nor translated.";
    FenRepaired = "fen-repaired", Warning, "A FEN that is read after a repair (a missing field, a castling right or en passant square the board contradicts; a fullmove number 0, which many programs write, is information only): the game is still read from the repaired position.";
    WrongCheckMark = "wrong-check-mark", Warning, "A check or mate mark that does not match what the move does, or a check or mate left unmarked in a game that marks the others.";
    WrongCaptureMark = "wrong-capture-mark", Warning, "A capture mark on a move that captures nothing, or a capture left unmarked in a game that marks the others.";
    MoveNumber = "move-number", Warning, "A move number that does not match the move it stands before.";
    ResultMismatch = "result-mismatch", Warning, "The `Result` tag and the game's termination marker disagree.";
    MissingResult = "missing-result", Information, "A game with no termination marker.";
    Homoglyph = "homoglyph", Warning, "A letter of another script that looks like the one meant (a Latin P for the Greek Ρ), reported once a game for each letter and the one it stands for, on its first move.";
    MixedLanguages = "mixed-languages", Warning, "Moves of one game written in more than one language.";
    UnknownLanguage = "unknown-language", Error, "A game whose moves do not read in any known language.";
    PrintedDash = "printed-dash", Information, "A dash of print read as the hyphen of PGN: an en or em dash or a minus sign in a move or castling (`e2–e4`, `0–0`), or a dash standing alone between the two moves of a pair (`e4 – e5`), or two dashes in a row glued between two squares, as a scan reads a long dash (`1 e2-—e4`: Tidskrift för Schack, 1909), read as one.";
    PrintedSeparator = "printed-separator", Information, "A `;` or `,` after a move or a pair of moves, as printed (`1.e4-e5; 2.f4-exf4;`), read as a separator, not as the start of a comment.";
    PrintedPair = "printed-pair", Information, "White's and Black's moves printed as one word joined by a dash (`e4-e5`, `Ac4-Dh4+`), read as two moves.";
    PrintedGluedPair = "printed-glued-pair", Information, "White's and Black's moves printed as one word with nothing between them (`6. d4exd4`, a space lost when a page was copied from a table), read as two moves where the word reads as no one move.";
    PrintedNumber = "printed-number", Information, "A move number glued to its move (`1d4`).";
    PrintedMate = "printed-mate", Information, "A word for mate after a move, in the game's language (`matto`, `ματ`), read as the mate sign.";
    PrintedCapture = "printed-capture", Information, "A capture sign of the game's language (the Greek `χ`), read as `x`.";
    PrintedSpaced = "printed-spaced", Information, "A move of descriptive notation printed with spaces inside it, as old books print them (`P - Q 4`, `Kt (B 3) × Q`), read as one move.";
    PrintedFiles = "printed-files", Information, "A pawn's capture printed as its two files (`cd` for `cxd4`, `ed:`, `de:`), as Hungarian and Russian print them, read as the one capture a pawn of the side to move can make from the first file on the second (where two can, an `ambiguous-move` error names both).";
    PrintedHomoglyph = "printed-homoglyph", Information, "A file written with a letter of another script that looks like it (a Cyrillic `е` for `e`: `e7—е6`, `Се7`), as pages typed in Cyrillic print it, read as that file; upper-case letters stay piece letters (the Russian bishop `С`).";
    PrintedSpacedCapture = "printed-spaced-capture", Information, "A capture sign printed with a space on each side in long notation (`f5 X e4`, `Pg1 x f3`), as old magazines print it, or apart from the piece or the square of a short capture (`D x d3`, `dx e4`, `Cx e4`), as blogs print it, read as the capture mark of one move.";
    PrintedLetter = "printed-letter", Information, "A file letter as the language's keyboards type it (the French `ç` for the c-file: `Cç3`), read as the file's letter and kept as printed in a faithful translation.";
    PrintedCapturedPiece = "printed-captured-piece", Information, "A capture that names the piece it takes, as Czech, Slovak and German books print it (`Sd7xSe5`, `Dd8xTb6`, and with no square, `TxT`: the one capture of a rook by a rook), read as that capture when it takes that piece, and kept as printed in a faithful translation.";
    PrintedNumberPeriod = "printed-number-period", Information, "A move number whose period stands after the space, glued to the move (`1 .e4 e5 2 .f4`), as `1. e4` comes out of a right-to-left page (Hebrew, Arabic, Persian) when the move is left-to-right text: read as White's move number, and kept as printed in a faithful translation.";
    PrintedLeftOut = "printed-left-out", Information, "A sign printed where a move is not given, in a numbered pair whose other move is printed (`5. —o— Bg4`, `11. —0— Rg4 X b2`: a dash, a small `o` or a zero, a dash, as the Icelandic magazine Nýja skákblaðið printed White's move left out before Black's in its notes and games), read as the move left out, as a lone dash or dots are: the number is Black's. Kept in a faithful translation, left out by `--style`.";
    PrintedNumberSlash = "printed-number-slash", Information, "A move number printed with a slash after it (`1/ e4 - d5 ;`), as some French pages print a game, read as that move's number.";
    PrintedNumberParen = "printed-number-paren", Information, "A move number printed with a closing parenthesis after it (`1) e4, e5, 2) Cf3`, `1.) e4 e5`), as some Italian, Spanish and Dutch pages print a game, read as that move's number where no `(` is open before it.";
    PrintedLowerPiece = "printed-lower-piece", Information, "A piece letter printed in lower case where the language's is a capital of another script than Latin (the Greek queen `β` for `Β`: `βα5`, where `β` is also the b-file), read as the piece only where the word read as a pawn's move is not legal or does not let the game play on to its end (where both readings replay the whole game, the warning `printed-two-readings`).";
    PrintedOcrDigit = "printed-ocr-digit", Information, "A letter where a square's rank stands, as text read from scans prints it (a small `l` for 1: `Bcl—g5`, `Tal`; an `ó` or a `G` for 6: `Pfó`, `Pg8—fó`, `RfG`), read as the digit only where the word is not legal as written.";
    PrintedOcrLetter = "printed-ocr-letter", Information, "A letter of the Cyrillic alphabet where a square's file or rank stands, as text read from scans of Russian and Ukrainian books prints the letter or digit it looks like (the soft sign `Ь` for b, `З` for 3, `б` for 6, the Ukrainian `І` for 1: `Ь2—ЬЗ`, `КЬ8—сб`), read as that file or digit where the word is not legal as written.";
    PrintedCheckApart = "printed-check-apart", Information, "A sign of check or mate printed apart after its move, as columns and books print it (`Db1 +`, `Ag5 + ,`, `Pc3-d5 #`, `Dd1–f3 †`): read as the move's own sign, noted once a game on the sign (not in a right-to-left language's game: Hebrew texts print the sign apart as a rule, `פג6 #`), kept apart in a faithful translation, and joined to its move by `--style`.";
    PrintedMoveBroken = "printed-move-broken", Information, "A move of long notation broken across a line at its dash or capture sign, as narrow newspaper and magazine columns print it (`1. e2⏎—e4`, `9. e5—⏎e6`, `Ke8 x⏎f7`: Í uppnámi, 1902, on timarit.is): read as one move, its line break left out, where the two lines join into a square, a sign and a square (never across a blank line); noted once a game, the line break kept where it was printed in a faithful translation, and left out by `--style`.";
    PrintedDashApart = "printed-dash-apart", Information, "A move of long notation printed with a space before or after its dash (`3. Rbl—c3, Rg8— f6;`: Í uppnámi, 1902; `d7 —d6`, `Rbl — d2`: Íslenskt skákblað, 1925), so that its two squares stand in two words or three: read as one move where the first word is no legal move as printed and the move is (a pair of moves with its dash glued to White's move, `15.Rxg2- Dxh3+`, stays a pair: a pair and a move of long notation are never both legal); noted once a game, the spaces kept in a faithful translation and left out by `--style`.";
    PrintedOcrSpace = "printed-ocr-space", Information, "A space between a square's file and rank in a move of long notation, as text read from scans prints it (`6. f 4—f 5!`: Nýja skákblaðið, 1941; `7. Bf 1—d3`, `15. … h 7—h5`: Skák, 1949; `8. Lf 1 —d3`: Tijdschrift van den Nederlandschen Schaakbond, 1925): read with the space left out where the move reads and is legal so (no move ends with a file, and none starts with a rank; never across a line break); noted once a game, the space kept in a faithful translation and left out by `--style`.";
    PrintedDagger = "printed-dagger", Information, "The dagger `†` for check and the double dagger `‡` for mate, as older books print them (`Lc4×f7†`, `D f 5 : †`): read as `+` and `#`, noted once a game on the sign, kept in a faithful translation, and written `+` or `#` by `--style`.";
    PrintedIdea = "printed-idea", Information, "A move after the sign for \"with the idea\" (`∆ d4`, `(Δ 22. Л:g7+)`), as problemists and annotators print a move's threat or plan: read as commentary, not played (with `--style`, written as a comment).";
    PrintedThreat = "printed-threat", Information, "A move after the language's word for a threat (`Truer 2.Txe4#`, `hrozí 2.Dg2+ S:g2 mat`, `dreigt 2.Dd5#`: `printed-threat` in its `notation.ftl`), as problem columns and annotators print the threat of a move: read as commentary, not played, with the moves after it up to the mate it threatens where they play to one (with `--style`, written as a comment).";
    PrintedAnyMove = "printed-any-move", Information, "A move printed as \"any move\" of a piece (`1...Sd~ 2.Dd4#`, `1…F~`, `Je4~`, the Hebrew `צה-נוסע`: `printed-any-move` in its `notation.ftl`), as problem solutions print the set of a piece's moves that one reply meets: the writer's shorthand for many moves, not one, so not played; the rest of its line, which follows a move that is not known, is read as commentary with it (kept as printed in a faithful translation, its letters translated; with `--style`, written as a comment). Once a game.";
    PrintedProse = "printed-prose", Information, "A short word of prose printed between two moves or before the result (`Cc6 e agora d5!`, `Ιβ4 και 0-1`: \"and\", \"and now\"), one of the language's words for it (`printed-prose` in its `notation.ftl`), where the move after it is legal, or is a move of the side that moved last that ends its variation (a plan: `(Jge2 a 0 0)`, \"Nge2 and castles\", the words and the move read as commentary together): read as commentary, not as a move (kept as printed in a faithful translation; with `--style`, written as a comment).";
    PrintedRestart = "printed-restart", Information, "A variation of a problem's solution printed after the line it belongs to, starting again from Black's move of an earlier number (`1.Ρθ3! Αη6 2.Ρε6# 1...Ιε7 2.Αγ7#`, `1.b8S! … 2.Dg2+ S:g2 mat, 1...Vb7 2.Dd7+`), as problem columns print them: read as a variation of Black's reply there where the move is legal there and not where it stands (kept in its place in a faithful translation; with `--style`, written as a variation after that reply). Once a game.";
    PrintedAlternative = "printed-alternative", Information, "A line printed after the one it belongs to, starting again from White's move of an earlier number (`2. g1-f3 d7-d6 (захист Філідора); 2. Кb1-c3 Кg8-f6 3. Кg1-f3`: the Ukrainian Wikipedia's open games), as books and encyclopedias print a line's alternatives one after another: read as a variation of White's move there where the move is legal there and not where it stands (kept in its place in a faithful translation; with `--style`, written as a variation after that move). Once a game.";
    PrintedUnmarkedCapture = "printed-unmarked-capture", Information, "A pawn's capture printed as its file and the square it takes on, with no capture mark (`ed5` for `exd5`, `εδ5`), as Hungarian, Serbian and Greek pages print it: read as the capture, noted once a game, whether or not the game marks its other captures (then it is no `wrong-capture-mark`).";
    PrintedStarCapture = "printed-star-capture", Information, "A `*` printed for the capture sign between the two squares of a move of long notation (`Rg2*h2`, `g5*h4`), as problem databases and the programs that solve problems print captures (soks.sk's \"Diagram týždňa\"): read as `x`, noted once a game, and kept in a faithful translation. A `*` anywhere else (`e4*`, `e4 * e5`) is the result it is.";
    PrintedSpacedMove = "printed-spaced-move", Information, "A move of algebraic notation printed with a space between each of its letters and digits (`1. D g 7 – h 7 !`, `S b 6 – c 4 :`, `K d 5`), as old books and newspapers print it (Die Gartenlaube, 1887): read as one move, a capture mark printed after it as the capture, noted once a game, and kept as printed in a faithful translation. A square alone (`d 3`) is read so only right after a move number; a letter and a digit apart elsewhere (`Seite a 5`, `D g`) stay prose.";
    PrintedCastlingApart = "printed-castling-apart", Information, "Castling printed with digit zeros and a space where each hyphen stands (`6.0 0 Se7`, `10.0 0 0?!`), as text taken from a PDF that a chess program wrote prints it (the hyphens of its font are lost there, and its results read `1 0` and `0 1`, which a page's text reads as results where a result may stand): read as castling, noted once a game, and kept as printed in a faithful translation.";
    PrintedOcrCheck = "printed-ocr-check", Information, "A small `f` or `t` glued after the square a move goes to, where the dagger `†` of check stands in the print, as text read from scans prints it (`Dh5xf7f`, `Bd3—b5f`: Icelandic chess columns of 1902 to 1949 on timarit.is; `Sh4-f5t`, Tidskrift för Schack, 1909): read as the check it stands for (a move that gives none has the warning `wrong-check-mark`), noted once a game with the move read, and kept as printed in a faithful translation.";
    PrintedCaptureAfter = "printed-capture-after", Information, "A capture whose sign is printed after the square taken on (`fe4:` for `fxe4`, `Pf3:` for `Pxf3`, `Lb5:`), as German, Dutch, Scandinavian and Russian books printed captures before about 1950 (Tijdschrift van den Nederlandschen Schaakbond, 1925): read as the capture only where the move takes a piece on that square (a colon after a move that takes nothing is the punctuation of a sentence, and the word stays unread), noted once a game, and kept as printed in a faithful translation.";
    PrintedQuotes = "printed-quotes", Information, "Tag values printed between the quotes of a language instead of PGN's `\"` (`[Event «Kampenmesterskap»]`, `[White „Müller“]`, `[Site “London”]`), as web pages and books print a game's tags: read as the text between the quotes, noted once a game (the span runs from the first such value to the last), kept in a faithful translation and written between `\"` by `--style`.";
    PrintedResult = "printed-result", Information, "A result printed otherwise than PGN writes it (`1:0`, `½–½`, `1 : 0`, `(1 x 0)`, or the language's word for a draw, `patta`, `Remis`), read as the result it stands for.";
    TwoReadings = "two-readings", Warning, "A game whose moves read whole and legal to the end in two groups of languages, to different moves (a Dutch `Pc6`, a knight's move, is a French pawn move): the reading detection finds first is taken, and the warning names both and the first move where they part.";
    PrintedTwoReadings = "printed-two-readings", Warning, "A word printed with a piece letter in lower case that reads as two moves, each replaying the whole game (the Greek `βα5`: the b-pawn takes on a5, or the queen `Β` goes there): the move as written is played, and the warning names both, at the move where the readings part. Where only one reading replays the game, it is taken, with the note `printed-lower-piece`.";
    PrintedAmbiguous = "printed-ambiguous", Warning, "A word that reads as two different pairs of moves, both legal (`O-O-O-O-O`): the first is played, and the warning names both.";
    GameInText = "game-in-text", Information, "A game found in bare text among prose (a page of a book, a column): the span is where the game starts and ends; the prose around it is not read.";
    NoteInText = "note-in-text", Information, "Notes printed between a game's moves in bare text, without parentheses or braces, that hold moves of their own (a variation printed inline, `27...P × Kt would be worse`, or moves named in a sentence): read as notes, not as moves, and the game goes on after them; the span is the first such note, once a game.";
    SetUpInText = "set-up-in-text", Information, "The position a game of bare text starts from, printed above it as a FEN line or as a piece list in the page's language (`Λευκά: Ρθ6, Βγ5, … Μαύρα: Ρθ8, …`, `V: … S: …`): the game is replayed from it, as from a `[FEN]` tag (the side to move is the FEN's, else Black's when the first number is Black's, else the side whose move the first one is), and `--style` writes it as `[SetUp \"1\"]` and `[FEN]` tags; the span is the printed position.";
    PrintedDiagramDiffers = "printed-diagram-differs", Warning, "A diagram printed between a game's moves in a chess font (`Jxe5?? Diagram XIIIIIIIIY 9r+lwqk+-tr0 … 8.Je6`, ChessBase's diagrams in a PDF's text) that is not the position the main line reaches there: a move before it is misprinted or misread, or the diagram is out of its place. The diagram is no text of the game either way (a faithful translation keeps it as printed); the span is the diagram.";
    SetUpFromGame = "set-up-from-game", Information, "A line of bare text printed after a game of the same page, under a heading or a paragraph of its own, whose first move number the initial position does not fit (`Wariant B) 4. d2-d3 … 5. Sbl-c3 d7-d6`, after the game `1. e2-e4 e7-e5 … 3. Gfl-c4 Gf8-c5`: a Polish opening book's variations one after another): read from the position of the main line of the game above it before the move its number names, where its moves replay at least as far as from the initial position, and at least two of them where the first cannot be played from the initial position (decided by legality; where they do not, it is read as before, and a first move that cannot be played is `set-up-missing`). `--style` writes that position as `[SetUp \"1\"]` and `[FEN]` tags; the span is the line's first number and move.";
    SetUpCount = "set-up-count", Warning, "The count of both sides' units printed with a piece list above a game (`(5+4)`, `(3–3)`: White's first, in the list or just before it, on the stipulation's line), which is not the list's: the list or the count is misprinted. The game is replayed from the list as it reads; the span is the count.";
    SetUpMissing = "set-up-missing", Error, "A game of bare text whose first move cannot be played from the initial position, and above which the page prints no position that forsyth reads: the game starts from a diagram's position, which the page shows as a picture or not at all. Reported once, in place of the illegal first move.";
    GameTooLarge = "game-too-large", Error, "A game (or a line) longer than forsyth reads (64 MiB, or as `--max-game-size` says): it is not read, and a translation copies it unchanged.";
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A typed message argument, rendered in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Text shown as it is (a move as written, a FEN field).
    Text(String),
    /// A number.
    Number(i64),
    /// A side: passed to Fluent as the keyword `white` or `black`, so each
    /// language selects the words and agreement it needs.
    Side(Color),
    /// Why a FEN is invalid: written in the reader's language when the
    /// message is formatted.
    FenError(FenErrorKind),
    /// What lenient FEN reading repaired: written in the reader's language
    /// when the message is formatted.
    Repair(Repair),
    /// Moves of a position (the legal moves of a piece, the candidates of
    /// an ambiguous move), with the letters of the game's language: written
    /// in SAN, comma separated, when the message is formatted. A caller may
    /// write them in another language from the position and the moves.
    Moves(Box<MovesArg>),
    /// Why a move is illegal, with the squares in the game's letters:
    /// written in the reader's language when the message is formatted.
    Illegal(Box<IllegalArg>),
}

/// The value of [`Arg::Illegal`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalArg {
    /// Why; `None` when no reason was found (no legal move fits, and that
    /// is all that is known).
    pub reason: Option<IllegalReason>,
    /// The side that was to move.
    pub turn: Color,
    /// The letters the squares are written with.
    pub letters: Letters,
}

/// The value of [`Arg::Moves`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovesArg {
    /// The position the moves are moves of.
    pub before: Position,
    pub moves: Vec<Move>,
    /// The letters they are written with by default.
    pub letters: Letters,
}

impl Arg {
    /// The moves `moves` of `before`, written with `letters`.
    #[must_use]
    pub fn moves(before: &Position, moves: &[Move], letters: &Letters) -> Arg {
        Arg::Moves(Box::new(MovesArg {
            before: *before,
            moves: moves.to_vec(),
            letters: letters.clone(),
        }))
    }

    /// Why a move of `turn` is illegal, its squares written with `letters`.
    #[must_use]
    pub fn illegal(reason: Option<IllegalReason>, turn: Color, letters: &Letters) -> Arg {
        Arg::Illegal(Box::new(IllegalArg {
            reason,
            turn,
            letters: letters.clone(),
        }))
    }

    /// The argument as text in `locale`'s language.
    #[must_use]
    pub fn text(&self, locale: &Locale) -> String {
        match self {
            Arg::Text(t) => t.clone(),
            Arg::Number(n) => n.to_string(),
            Arg::Side(c) => color_keyword(*c).to_owned(),
            Arg::FenError(kind) => crate::messages::fen_error(kind, locale),
            Arg::Repair(repair) => crate::messages::repair(repair, locale),
            Arg::Illegal(illegal) => illegal_text(illegal, locale),
            Arg::Moves(moves) => {
                let mut s = String::new();
                for (i, m) in moves.moves.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    write_move(&moves.before, m, &moves.letters, Notation::San, &mut s);
                }
                s
            }
        }
    }
}

/// A secondary location or note of a finding (the legal moves of a piece,
/// the candidates of an ambiguous move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Related {
    /// Where, if somewhere else in the text.
    pub span: Option<Range<usize>>,
    /// The message id in `messages.ftl`.
    pub message: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// One finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub code: Code,
    pub severity: Severity,
    /// Byte range in the text; its start is the first byte of the offending token.
    pub span: Range<usize>,
    /// Which message, when the code has several (`diag-syntax-unterminated-comment`);
    /// `None` means `diag-<code>`.
    pub variant: Option<&'static str>,
    pub args: Vec<(&'static str, Arg)>,
    pub related: Vec<Related>,
    /// How many more findings of its kind this one stands for, left out
    /// before they were built, beyond the most a game shows (see
    /// [`crate::finding::MAX_FINDINGS_OF_A_KIND`]): the memory of a broken
    /// game does not grow with its errors.
    pub(crate) repeats: usize,
}

impl Diagnostic {
    /// A finding with the code's usual severity and no arguments.
    #[must_use]
    pub fn new(code: Code, span: Range<usize>) -> Diagnostic {
        Diagnostic {
            code,
            severity: code.severity(),
            span,
            variant: None,
            args: Vec::new(),
            related: Vec::new(),
            repeats: 0,
        }
    }

    /// Adds an argument.
    #[must_use]
    pub fn with(mut self, name: &'static str, arg: Arg) -> Diagnostic {
        self.args.push((name, arg));
        self
    }

    /// Picks a more specific message of the same code.
    #[must_use]
    pub fn variant(mut self, variant: &'static str) -> Diagnostic {
        self.variant = Some(variant);
        self
    }

    /// The message id in `messages.ftl`.
    #[must_use]
    pub fn message_id(&self) -> String {
        // Pushed piece by piece: `format!` cost more than the rest of
        // naming the message.
        let code = self.code.as_str();
        let variant = self.variant.unwrap_or_default();
        let mut id = String::with_capacity(6 + code.len() + variant.len());
        id.push_str("diag-");
        id.push_str(code);
        if let Some(v) = self.variant {
            id.push('-');
            id.push_str(v);
        }
        id
    }

    /// The message in `locale`'s language (English where it lacks one).
    #[must_use]
    pub fn message(&self, locale: &Locale) -> String {
        format_message(locale, &self.message_id(), &self.args)
    }
}

/// The messages of findings formatted lately, each kept with the arguments
/// its text reads: a finding whose message reads the same arguments as one
/// of them (the same repair of a FEN, whatever the FEN) is given its text
/// again instead of formatting it anew. A message that reads another
/// message, a term or a function is formatted every time. One memo serves
/// one locale.
#[derive(Debug, Default)]
pub struct MessageMemo {
    /// What each message id reads ([`Locale::message_variables`]).
    reads: Vec<(String, Option<Vec<String>>)>,
    /// The messages kept, the newest last.
    kept: Vec<Kept>,
}

/// A message of [`MessageMemo`].
#[derive(Debug)]
struct Kept {
    id: String,
    /// The arguments its text reads, in the finding's order.
    read: Vec<(&'static str, Arg)>,
    text: String,
}

impl MessageMemo {
    /// The most messages kept.
    const KEPT: usize = 32;

    /// [`Diagnostic::message`], from the memo when it can.
    pub fn message(&mut self, diagnostic: &Diagnostic, locale: &Locale) -> String {
        let id = diagnostic.message_id();
        let at = match self.reads.iter().position(|(known, _)| *known == id) {
            Some(at) => at,
            None => {
                let reads = locale.message_variables(&id);
                self.reads.push((id.clone(), reads));
                self.reads.len() - 1
            }
        };
        let Some(reads) = &self.reads[at].1 else {
            return format_message(locale, &id, &diagnostic.args);
        };
        let read = || {
            diagnostic
                .args
                .iter()
                .filter(|(name, _)| reads.iter().any(|r| r == name))
        };
        if let Some(kept) = self
            .kept
            .iter()
            .rev()
            .find(|kept| kept.id == id && kept.read.iter().eq(read()))
        {
            return kept.text.clone();
        }
        let text = format_message(locale, &id, &diagnostic.args);
        if self.kept.len() == Self::KEPT {
            self.kept.remove(0);
        }
        self.kept.push(Kept {
            id,
            read: read().cloned().collect(),
            text: text.clone(),
        });
        text
    }
}

/// Formats message `id` with typed arguments in `locale` (arguments are
/// isolated for bidi text in right-to-left locales, see
/// [`crate::messages::text`]). When no locale has the message, the id and
/// the arguments are shown rather than nothing.
#[must_use]
pub fn format_message(locale: &Locale, id: &str, args: &[(&'static str, Arg)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, arg) in args {
        let value: FluentValue<'_> = match arg {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Side(c) => FluentValue::from(color_keyword(*c)),
            // Text as it is, lent rather than copied.
            Arg::Text(t) => FluentValue::from(t.as_str()),
            arg => FluentValue::from(arg.text(locale)),
        };
        fluent.set(*name, value);
    }
    crate::messages::text(locale, id, Some(&fluent)).unwrap_or_else(|| {
        let mut s = id.to_owned();
        for (name, arg) in args {
            let text = arg.text(locale);
            s.push(' ');
            s.push_str(name);
            s.push('=');
            s.push_str(&text);
        }
        s
    })
}

/// The message id (`illegal-pinned`, …) that says why a move is illegal;
/// `illegal-unexplained` when no reason is known. The ids are stable: the
/// findings fixtures name them.
#[must_use]
pub fn illegal_message_id(reason: Option<&IllegalReason>) -> &'static str {
    let Some(reason) = reason else {
        return "illegal-unexplained";
    };
    match reason {
        IllegalReason::NoPiece { .. } => "illegal-no-piece",
        IllegalReason::EmptySquare { .. } => "illegal-empty-square",
        IllegalReason::OpponentsPiece { .. } => "illegal-opponents-piece",
        IllegalReason::OwnPiece { .. } => "illegal-own-piece",
        IllegalReason::Unreachable { from: Some(_), .. } => "illegal-unreachable-one",
        IllegalReason::Unreachable { from: None, .. } => "illegal-unreachable",
        IllegalReason::Blocked { .. } => "illegal-blocked",
        IllegalReason::PawnBlocked { .. } => "illegal-pawn-blocked",
        IllegalReason::PawnCaptureEmpty { .. } => "illegal-pawn-capture-empty",
        IllegalReason::NoEnPassant { .. } => "illegal-no-en-passant",
        IllegalReason::NoPromotion { .. } => "illegal-no-promotion",
        IllegalReason::Pinned { .. } => "illegal-pinned",
        IllegalReason::InCheck { checkers, .. } if checkers.second.is_some() => {
            "illegal-double-check"
        }
        IllegalReason::InCheck { .. } => "illegal-in-check",
        IllegalReason::KingAttacked { .. } => "illegal-king-attacked",
        IllegalReason::NoCastlingRight { lost, .. } => match lost {
            LostRight::KingMoved { .. } => "illegal-castling-king-moved",
            LostRight::RookMoved { .. } => "illegal-castling-rook-moved",
            LostRight::Lost => "illegal-castling-right-lost",
        },
        IllegalReason::CastlingBlocked { .. } => "illegal-castling-blocked",
        IllegalReason::CastlingInCheck { .. } => "illegal-castling-in-check",
        IllegalReason::CastlingThroughCheck { .. } => "illegal-castling-through-check",
        IllegalReason::CastlingIntoCheck { .. } => "illegal-castling-into-check",
        IllegalReason::PassInCheck { .. } => "illegal-pass-in-check",
    }
}

/// Why a move is illegal, in `locale`'s language, from the `illegal-*`
/// message of its reason.
fn illegal_text(illegal: &IllegalArg, locale: &Locale) -> String {
    let square = |sq: Square| {
        let mut s = String::new();
        write_square(sq, &illegal.letters, &mut s);
        s
    };
    let mut args = FluentArgs::new();
    let piece = |args: &mut FluentArgs<'_>, by: &'static str, at: &'static str, p: PieceOn| {
        args.set(by, role_keyword(p.piece.role));
        args.set(at, square(p.square));
    };
    let side = |side: CastlingSide| match side {
        CastlingSide::King => "king",
        CastlingSide::Queen => "queen",
    };
    args.set("color", color_keyword(illegal.turn));
    if let Some(reason) = illegal.reason {
        match reason {
            IllegalReason::NoPiece { role, origin } => {
                args.set("piece", role_keyword(role));
                let (place, text) = origin_text(origin, &illegal.letters);
                args.set("where", place);
                args.set("origin", text);
            }
            IllegalReason::EmptySquare { from } => args.set("from", square(from)),
            IllegalReason::OpponentsPiece { on } | IllegalReason::OwnPiece { on } => {
                piece(&mut args, "by", "at", on);
            }
            IllegalReason::Unreachable { role, from, to } => {
                args.set("piece", role_keyword(role));
                if let Some(from) = from {
                    args.set("from", square(from));
                }
                args.set("to", square(to));
            }
            IllegalReason::Blocked { role, from, by, .. } => {
                args.set("piece", role_keyword(role));
                args.set("from", square(from));
                piece(&mut args, "by", "at", by);
            }
            IllegalReason::PawnBlocked { from, by, .. } => {
                args.set("from", square(from));
                piece(&mut args, "by", "at", by);
            }
            IllegalReason::PawnCaptureEmpty { from, to } => {
                args.set("from", square(from));
                args.set("to", square(to));
            }
            IllegalReason::NoEnPassant { pawn, .. } => args.set("pawn", square(pawn)),
            IllegalReason::NoPromotion { role, from, to } => {
                args.set("piece", role_keyword(role));
                args.set("from", square(from));
                args.set("to", square(to));
            }
            IllegalReason::Pinned {
                role,
                from,
                pinner,
                king,
                ..
            } => {
                args.set("piece", role_keyword(role));
                args.set("from", square(from));
                args.set("king", square(king));
                piece(&mut args, "by", "at", pinner);
            }
            IllegalReason::InCheck { checkers, .. } => {
                piece(&mut args, "by", "at", checkers.first);
                if let Some(second) = checkers.second {
                    piece(&mut args, "by2", "at2", second);
                }
            }
            IllegalReason::KingAttacked { to, attacker, .. } => {
                args.set("to", square(to));
                piece(&mut args, "by", "at", attacker);
            }
            IllegalReason::NoCastlingRight { side: s, lost } => {
                args.set("side", side(s));
                if let LostRight::KingMoved { home } | LostRight::RookMoved { home } = lost {
                    args.set("home", square(home));
                }
            }
            IllegalReason::CastlingBlocked { side: s, by } => {
                args.set("side", side(s));
                piece(&mut args, "by", "at", by);
            }
            IllegalReason::CastlingInCheck { checkers, .. }
            | IllegalReason::PassInCheck { checkers } => {
                piece(&mut args, "by", "at", checkers.first);
            }
            IllegalReason::CastlingThroughCheck {
                square: sq,
                attacker,
                ..
            }
            | IllegalReason::CastlingIntoCheck {
                square: sq,
                attacker,
                ..
            } => {
                args.set("square", square(sq));
                piece(&mut args, "by", "at", attacker);
            }
        }
    }
    let id = illegal_message_id(illegal.reason.as_ref());
    crate::messages::text(locale, id, Some(&args)).unwrap_or_else(|| id.to_owned())
}

/// The `$where` keyword (`any`, `file`, `rank`, `square`) and the `$origin`
/// text of where a move says its piece starts.
fn origin_text(origin: Origin, letters: &Letters) -> (&'static str, String) {
    match (origin.file, origin.rank) {
        (None, None) => ("any", String::new()),
        (Some(file), None) => ("file", letters.file(file).to_string()),
        (None, Some(rank)) => ("rank", rank.char().to_string()),
        (Some(file), Some(rank)) => {
            let mut s = String::new();
            write_square(Square::from_coords(file, rank), letters, &mut s);
            ("square", s)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Locales;

    /// A memo gives each finding the text formatting gives it, in every
    /// embedded language: findings that read the same arguments (one
    /// repair, two FENs) and findings that differ only in what they read
    /// (the move, the mark written), each asked twice.
    #[test]
    fn memo_gives_what_formatting_gives() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0";
        let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 0";
        let repaired = |fen: &str, repair: Repair| {
            Diagnostic::new(Code::FenRepaired, 0..1)
                .with("fen", Arg::Text(fen.to_owned()))
                .with("repair", Arg::Repair(repair))
        };
        let mark = |mv: &str, written: &str, actual: &str| {
            Diagnostic::new(Code::WrongCheckMark, 0..1)
                .with("move", Arg::Text(mv.to_owned()))
                .with("written", Arg::Text(written.to_owned()))
                .with("actual", Arg::Text(actual.to_owned()))
        };
        let findings = [
            repaired(start, Repair::FullmovesZero),
            repaired(after_e4, Repair::FullmovesZero),
            repaired(start, Repair::Separators),
            mark("Qh5+", "check", "none"),
            mark("Qh5#", "mate", "check"),
            mark("Nf3+", "check", "none"),
        ];
        let locales = Locales::embedded();
        let mut languages = 0;
        for locale in locales.iter() {
            let mut memo = MessageMemo::default();
            for _ in 0..2 {
                for finding in &findings {
                    assert_eq!(
                        memo.message(finding, locale),
                        finding.message(locale),
                        "{:?} in {}",
                        finding.args,
                        locale.id()
                    );
                }
            }
            languages += 1;
        }
        assert!(languages > 3, "{languages} languages");
        let english = locales.get("en").expect("English");
        assert_eq!(
            english.message_variables("diag-fen-repaired"),
            Some(vec!["repair".to_owned()])
        );
        let mut read = english
            .message_variables("diag-wrong-check-mark")
            .expect("reads variables only");
        read.sort();
        assert_eq!(read, ["actual", "move", "written"]);
        assert_eq!(english.message_variables("diag-no-such-message"), None);
    }
}
