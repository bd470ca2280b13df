//! Moves as people print them: the forms of books, newspaper columns and
//! web pages that are not PGN, read back into move text the move reader
//! takes.
//!
//! The lexer keeps each of these forms inside one word (a dash that is not
//! the ASCII hyphen, a `;` or `,` after a move, a lone dash between two
//! moves), so the syntax layers give them as move words like any other.
//! Only a word that the move reader refuses, or whose move is not legal, is
//! looked at again here ([`reread`]): a standard game never comes this way,
//! and a printed form costs only the games that have it.
//!
//! What is read, in every language:
//!
//! * a dash that is not the ASCII hyphen, in a move or in castling (`e2–e4`,
//!   `0–0`, `Sg1—f3`, `e2−e4`: EN DASH, EM DASH, MINUS SIGN):
//!   [`PrintedKind::Dash`];
//! * a lone dash between the two moves of a pair (`e4 – e5`):
//!   [`PrintedKind::Dash`], the word standing for nothing;
//! * a `;` or `,` after a move or a pair (`1.e4-e5; 2.f4-exf4;`):
//!   [`PrintedKind::Separator`];
//! * a pair of moves joined by a dash, White's and Black's (`e4-e5`,
//!   `Ac4-Dh4+`): [`PrintedKind::Pair`]. Each place of a dash is tried, so
//!   `e2-e4-e7-e5` is two moves in long notation;
//! * a move number glued to its move (`1d4`, `12.Cf3` is PGN already):
//!   [`PrintedKind::Number`];
//! * the language's words for mate after a move, glued or apart (`Dxf7
//!   matto`, `Βθ7+ματ`), and its signs for mate, one character glued to the
//!   move in its own letter case (`Vd8X`, never `Vd8 X` or `Vd8x`):
//!   [`PrintedKind::Mate`]; the words and signs come from the language's
//!   `notation.ftl` (`printed-mate`), with their sources;
//! * the language's own capture signs (`Ιχδ5`, the Greek `χ`; `printed-capture`):
//!   [`PrintedKind::Capture`];
//! * a `*` for the capture sign between the two squares of a move of long
//!   notation (`Rg2*h2`, `g5*h4`), as problem databases and the programs
//!   that solve problems print captures, which the lexer keeps in one word
//!   (a `*` anywhere else is a result): [`PrintedKind::StarCapture`];
//! * a file written with a small letter of another script that looks like
//!   it, where a file stands (before a rank, or as one of a pawn's two
//!   files), as pages typed in Cyrillic print it (`e7—е6`, `Кb1—с3`, `Се7`
//!   with the Cyrillic `е` and `с`; the capital `С` stays the Russian
//!   bishop): [`PrintedKind::Homoglyph`]; which letters those are comes
//!   from the look-alike table and the language's own letters;
//! * a capture sign printed with a space on each side in long notation
//!   (`f5 X e4`, `Pg1 x f3`), or apart from the piece or the square of a
//!   short capture (`D x d3`, `dx e4`, `Cx e4`), which the lexer keeps in
//!   one word: [`PrintedKind::SpacedCapture`];
//! * a move of algebraic notation printed with a space between each of
//!   its letters and digits, as old books and newspapers print it (Die
//!   Gartenlaube, 1887: `D g 7 – h 7`, `S b 6 – c 4 :`, `K d 5`, `d 3` after
//!   a move number), which the lexer keeps in one word: read with its
//!   spaces left out, a capture mark printed after it as the capture
//!   (`Sb6xc4`): [`PrintedKind::SpacedMove`];
//! * a pawn's capture printed as its two files, a promotion after them or
//!   not (`cd`, `ed:`, `fgФ`): [`PrintedKind::Files`];
//! * a file letter as the language's keyboards type it (`Cç3`, the French
//!   `ç` for `c`; `printed-file-letter`): [`PrintedKind::Letter`];
//! * the language's words for a draw where the result stands (`patta`,
//!   `Remis`; `printed-draw`), and results typeset otherwise than PGN
//!   writes them (`1:0`, `½–½`, `1 : 0`, `(1 x 0)`, which the lexer reads
//!   as results): [`PrintedKind::Result`], [`PrintedWords::result_of`];
//! * the language's words for resigning after the last move (`abbandona`,
//!   `resigns`, `сдались`; `printed-resign`), with the side that resigned
//!   named before them on their line or not (`il Nero abbandona`, `Black
//!   resigns`): the side named, else the side to move, lost
//!   ([`PrintedWords::resigned`]); also [`PrintedKind::Result`].
//!
//! A pair and a move of long notation cannot both be legal: `X-Y` as long
//! notation moves a piece of the side to move from `X`, as a pair moves one
//! of its pieces to `X`, which it cannot do while its own piece stands
//! there. So the reading of a dashed word is decided by legality, move by
//! move, and two readings of one game never part (the crate's tests hold a
//! random game to that).

use forsyth_core::{Color, Role};

use crate::locale::Locale;

/// A printed form read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum PrintedKind {
    /// A dash that is not the ASCII hyphen, or a lone dash between moves,
    /// or two dashes in a row between two squares (`e2-—e4`), read as one.
    Dash,
    /// A `;` or `,` after a move or a pair.
    Separator,
    /// Two moves joined by a dash.
    Pair,
    /// A move number glued to its move.
    Number,
    /// A word for mate.
    Mate,
    /// A capture sign of the language.
    Capture,
    /// A result as printed: a word for a draw, or a typeset marker.
    Result,
    /// A descriptive move printed with spaces inside it (`P - Q 4`).
    Spaced,
    /// A pawn's capture printed as its two files (`cd`, `ed:`, `de:`).
    Files,
    /// A file written with a letter of another script that looks like it
    /// (`е7-е6`, `Се7` with a Cyrillic `е`).
    Homoglyph,
    /// A capture sign printed apart: with a space on each side in long
    /// notation (`f5 X e4`, `Pg1 x f3`), or in a short capture (`D x d3`,
    /// `dx e4`).
    SpacedCapture,
    /// A file letter as the language's keyboards type it (the French `ç`
    /// for `c`).
    Letter,
    /// A capture that names the piece it takes, as Czech, Slovak and
    /// German books print it (`Sd7xSe5`, `Dd8xTb6`, and with no squares
    /// at all, `TxT`).
    CapturedPiece,
    /// A move number whose period stands after the space, glued to the
    /// move (`1 .e4`): `1. e4` as a right-to-left page lays it out.
    NumberPeriod,
    /// A move number printed with a slash (`1/ e4 - d5 ;`).
    NumberSlash,
    /// A move number printed with a closing parenthesis (`1) e4, e5,`,
    /// `1.) e4 e5`).
    NumberParen,
    /// A piece letter printed in lower case, where the language's is a
    /// capital of another script than Latin (the Greek queen `β` for `Β`:
    /// `βα5`).
    LowerPiece,
    /// A letter where a square's rank stands, as text read from scans
    /// prints it: a small `l` for 1 (`Bcl—g5`, `Tal`), an `ó` for 6
    /// (`Pfó`).
    OcrDigit,
    /// A move after the sign for "with the idea" (`∆ d4`, `(Δ 22. Л:g7+)`),
    /// as problemists and annotators print the threat or plan of a move:
    /// commentary, not a move of the game, and not played.
    Idea,
    /// A short word of prose printed between two moves, or before the
    /// result (`Cc6 e agora d5!`, `Ιβ4 και 0-1`: "and", "and now"; the
    /// language's `printed-prose`), where the move after it is legal:
    /// commentary, not a move.
    Prose,
    /// A solution's variation printed after the line it belongs to,
    /// starting again from Black's move of an earlier number (`1.Ρθ3! Αη6
    /// 2.Ρε6# 1...Ιε7 2.Αγ7#`), as problem columns print them: read as a
    /// variation of Black's reply there.
    Restart,
    /// A line printed after the one it belongs to, starting again from
    /// White's move of an earlier number (`2. g1-f3 d7-d6 (захист
    /// Філідора); 2. Кb1-c3 Кg8-f6`), as books and encyclopedias print a
    /// line's alternatives one after another: read as a variation of
    /// White's move there.
    Alternative,
    /// A pawn's capture printed as its file and the square it takes on,
    /// with no capture mark (`ed5` for `exd5`, the Greek `εδ5`), as
    /// Hungarian, Serbian and Greek pages print it: a move as written,
    /// noted once a game whether or not the game marks its other captures.
    UnmarkedCapture,
    /// A `*` printed for the capture sign between the two squares of a
    /// move of long notation (`Rg2*h2`, `g5*h4`), as problem databases and
    /// the programs that solve problems print captures.
    StarCapture,
    /// A move of algebraic notation printed with a space between each of
    /// its letters and digits (`D g 7 – h 7`, `K d 5`, `S b 6 – c 4 :`), as
    /// old books and newspapers print it.
    SpacedMove,
    /// A capture whose sign is printed after the square taken on (`Lb5:`
    /// for `Lxb5`, `fe4:` for `fxe4`, `Pf3:`), as German, Dutch,
    /// Scandinavian and Russian books printed captures before about 1950.
    /// The move reader reads the form (`Spelling::capture_after`), so a
    /// faithful translation keeps it; the walker notes it where the move
    /// takes a piece (else the mark is a `wrong-capture-mark`: a colon of
    /// a sentence, not a capture).
    CaptureAfter,
    /// A move after the language's word for a threat (`Truer 2.Txe4#`,
    /// `hrozí 2.Dg2+ S:g2 mat`, `dreigt 2.Dd5#`; `printed-threat`), as
    /// problem columns and annotators print the threat of a move: the
    /// threat the writer names, commentary, not a move of the game, and not
    /// played (as [`PrintedKind::Idea`]).
    Threat,
    /// A move printed as "any move" of a piece (`1...Sd~ 2.Dd4#`, `1…F~`,
    /// `Je4~`, a lone `~`; the Hebrew `צה-נוסע`, "the rook on the e-file
    /// moves": `printed-any-move`), as problem solutions print the set of
    /// a piece's moves that all meet one reply: the writer's shorthand for
    /// many moves, not one, so not played; the rest of its line, which
    /// plays after a move that is not known, is commentary with it
    /// ([`PrintedWords::any_move`]).
    AnyMove,
    /// Two moves printed with nothing between them (`6. d4exd4`): a space
    /// lost when a page was copied from a table.
    GluedPair,
    /// A letter of the Cyrillic alphabet where a square's file or rank
    /// stands, as text read from scans of Russian and Ukrainian books
    /// prints the Latin letter or the digit it looks like (`Ь2—ЬЗ` for
    /// `b2—b3`: the soft sign `Ь` for b, the `З` for 3; `КЬ8—сб`, the `б`
    /// for 6; `СсІ—еЗ`, the Ukrainian `І` for 1).
    OcrLetter,
    /// Castling printed with digit zeros and a space where each hyphen
    /// stands (`0 0`, `0 0 0`), as text taken from a PDF that a chess
    /// program wrote prints it: the hyphens of its font are lost, and its
    /// results read `1 0` and `0 1`.
    CastlingApart,
    /// A small `f` or `t` glued after the square a move goes to, where
    /// the dagger `†` of check stands in the print, as text read from scans
    /// prints it (`Dh5xf7f`, `Bd3—b5f`: Icelandic chess columns of 1902 to
    /// 1949 on timarit.is; `Sh4-f5t`, Tidskrift för Schack, 1909).
    OcrCheck,
    /// A sign of check or mate printed apart after its move, as columns
    /// and books print it (`Db1 +`, `Ag5 + ,`, `Pc3-d5 #`, `Dd1–f3 †`):
    /// read as the move's own sign.
    CheckApart,
    /// The dagger `†` for check and the double dagger `‡` for mate, as
    /// older books print them (`Lc4×f7†`, Die Gartenlaube's `D f 5 : †`):
    /// read as `+` and `#`.
    Dagger,
    /// A sign printed where a move is not given, in a numbered pair whose
    /// other move is printed (`5. —o— Bg4`, as Nýja skákblaðið prints it):
    /// the move left out, as a lone dash or dots stand for it.
    LeftOut,
    /// A move of long notation broken across a line at its dash or capture
    /// sign, as narrow newspaper columns print it (`e2⏎—e4`, `e5—⏎e6`,
    /// `Ke8 x⏎f7`: Í uppnámi, 1902), which the lexer keeps in one word
    /// (`lexer::broken_move`): read with its line break left out.
    MoveBroken,
    /// A move of long notation printed with a space before or after its
    /// dash (`Rg8— f6;`: Í uppnámi, 1902; `d7 —d6`, `Rbl — d2`: Íslenskt
    /// skákblað, 1925): read as one move where the words it stands in are
    /// no legal move as printed, and the move is.
    DashApart,
    /// A space between a square's file and rank, as text read from scans
    /// prints it (`6. f 4—f 5!`: Nýja skákblaðið, 1941; `7. Bf 1—d3`,
    /// `h 7—h5`: Skák, 1949; `8. Lf 1 —d3`: the Tijdschrift van den
    /// Nederlandschen Schaakbond, 1925), in a move of long notation, which
    /// the lexer keeps in one word (`lexer::long_apart`): read with the
    /// space left out.
    OcrSpace,
}

/// The signs for "with the idea" (PGN's NAG 140): the increment sign
/// `∆` (U+2206), which the lexer reads as an annotation glyph, and the
/// Greek capital delta `Δ` (U+0394), which pages type for it. Before a move
/// (a number between them or not), they make the move commentary.
pub const IDEA_SIGNS: [&str; 2] = ["\u{2206}", "\u{394}"];

impl PrintedKind {
    /// Every kind, in the order of their bits.
    pub const ALL: [PrintedKind; 38] = [
        PrintedKind::Dash,
        PrintedKind::Separator,
        PrintedKind::Pair,
        PrintedKind::Number,
        PrintedKind::Mate,
        PrintedKind::Capture,
        PrintedKind::Result,
        PrintedKind::Spaced,
        PrintedKind::Files,
        PrintedKind::Homoglyph,
        PrintedKind::SpacedCapture,
        PrintedKind::Letter,
        PrintedKind::CapturedPiece,
        PrintedKind::NumberPeriod,
        PrintedKind::NumberSlash,
        PrintedKind::NumberParen,
        PrintedKind::LowerPiece,
        PrintedKind::OcrDigit,
        PrintedKind::Idea,
        PrintedKind::Prose,
        PrintedKind::Restart,
        PrintedKind::Alternative,
        PrintedKind::UnmarkedCapture,
        PrintedKind::StarCapture,
        PrintedKind::SpacedMove,
        PrintedKind::CaptureAfter,
        PrintedKind::Threat,
        PrintedKind::AnyMove,
        PrintedKind::GluedPair,
        PrintedKind::OcrLetter,
        PrintedKind::CastlingApart,
        PrintedKind::OcrCheck,
        PrintedKind::CheckApart,
        PrintedKind::Dagger,
        PrintedKind::LeftOut,
        PrintedKind::MoveBroken,
        PrintedKind::DashApart,
        PrintedKind::OcrSpace,
    ];

    /// The kind's bit in a [`PrintedKinds`] set.
    #[must_use]
    pub const fn bit(self) -> PrintedKinds {
        1 << self as u8
    }

    /// The stable kebab-case name (`dash`), the variant of the finding.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            PrintedKind::Dash => "dash",
            PrintedKind::Separator => "separator",
            PrintedKind::Pair => "pair",
            PrintedKind::Number => "number",
            PrintedKind::Mate => "mate",
            PrintedKind::Capture => "capture",
            PrintedKind::Result => "result",
            PrintedKind::Spaced => "spaced",
            PrintedKind::Files => "files",
            PrintedKind::Homoglyph => "homoglyph",
            PrintedKind::SpacedCapture => "spaced-capture",
            PrintedKind::Letter => "letter",
            PrintedKind::CapturedPiece => "captured-piece",
            PrintedKind::NumberPeriod => "number-period",
            PrintedKind::NumberSlash => "number-slash",
            PrintedKind::NumberParen => "number-paren",
            PrintedKind::LowerPiece => "lower-piece",
            PrintedKind::OcrDigit => "ocr-digit",
            PrintedKind::Idea => "idea",
            PrintedKind::Prose => "prose",
            PrintedKind::Restart => "restart",
            PrintedKind::Alternative => "alternative",
            PrintedKind::UnmarkedCapture => "unmarked-capture",
            PrintedKind::StarCapture => "star-capture",
            PrintedKind::SpacedMove => "spaced-move",
            PrintedKind::CaptureAfter => "capture-after",
            PrintedKind::Threat => "threat",
            PrintedKind::AnyMove => "any-move",
            PrintedKind::GluedPair => "glued-pair",
            PrintedKind::OcrLetter => "ocr-letter",
            PrintedKind::CastlingApart => "castling-apart",
            PrintedKind::OcrCheck => "ocr-check",
            PrintedKind::CheckApart => "check-apart",
            PrintedKind::Dagger => "dagger",
            PrintedKind::LeftOut => "left-out",
            PrintedKind::MoveBroken => "move-broken",
            PrintedKind::DashApart => "dash-apart",
            PrintedKind::OcrSpace => "ocr-space",
        }
    }
}

/// A set of [`PrintedKind`]s, one bit each.
pub type PrintedKinds = u64;

/// The printed words and signs of one language, from its `notation.ftl`.
#[derive(Clone, Debug, Default)]
pub struct PrintedWords {
    /// [`PrintedWords::first_bytes`], found on first use (asked for every
    /// language of every game whose language is looked for).
    first_bytes: std::cell::OnceCell<[u64; 4]>,
    /// Words for mate (`matto`, `ματ`, `Matt`), longest first: entries
    /// of `printed-mate` longer than one character.
    mate: Vec<String>,
    /// Signs for mate (`X`, the Cyrillic `Х`): entries of `printed-mate`
    /// of one character, read only glued to their move and in their own
    /// letter case (a lone `x` is no mate).
    mate_signs: Vec<char>,
    /// The letters typed for a sign for mate of the Cyrillic alphabet
    /// (the Russian `Х`): its other case, and the Latin letters that look
    /// like either (`Фd5x`, `Л:a7X`, as Russian pages type it), read as the
    /// sign glued to a move; not evidence of the language.
    mate_alikes: Vec<char>,
    /// Capture signs besides `x × ✕ :` and the language's own mark:
    /// those of its printed texts (`printed-capture`, the Greek `χ`).
    capture: Vec<char>,
    /// The language's own capture mark (`capture-mark`, the Hebrew `:`),
    /// when it is one character.
    own_capture: Option<char>,
    /// The word for mate a translation into the language writes: the
    /// first word of `printed-mate`.
    write_mate: Option<String>,
    /// Words for a draw printed where the result stands (`patta`,
    /// `Remis`); the first is the one a translation writes.
    draw: Vec<String>,
    /// Words for resigning printed after the last move (`abbandona`,
    /// `resigns`), and phrases of several words (`gaf op`, `se vzdal`:
    /// their words one space apart); the first is the one a translation
    /// writes.
    resign: Vec<String>,
    /// File letters as the language's keyboards type them, each with the
    /// file letter it stands for (`printed-file-letter`: the French `ç`
    /// for `c`).
    letters: Vec<(char, char)>,
    /// The names of each side (`side-name`: `il Bianco`; `Black`), each
    /// as its words, White's then Black's, that may stand before a word
    /// for resigning: the language's own, and English's where its words
    /// for resigning are English's (its `notation.ftl` has none of its
    /// own).
    sides: [Vec<Vec<String>>; 2],
    /// The letters of other scripts that look like a file letter of the
    /// language and are none of its own letters (the Cyrillic `а с е`
    /// where files are Latin), each with the Latin file letter it is read
    /// as.
    file_lookalikes: Vec<(char, char)>,
    /// The piece letters of the language that start with a capital, each
    /// with its role, longest first: the letters a capture may name the
    /// piece it takes with (`Sd7xSe5`).
    capitals: Vec<(String, Role)>,
    /// Whether `O-O` and `O-O-O` are no print in the language ([`plain`]
    /// gives `None` for them): told once, not for every castling.
    castles_plain: bool,
    /// The language's file letters, a to h.
    files: [char; 8],
    /// Short words of prose printed between moves (`e`, `agora`: "and",
    /// "now"; `printed-prose`), each one word with no digit (a word with
    /// one is a move's).
    prose: Vec<String>,
    /// Words for a threat printed before the move it names (`Truer`,
    /// `hrozí`, `dreigt`: "threatens"; `printed-threat`), each one word
    /// with no digit.
    threat: Vec<String>,
    /// Words for "any move" printed after a piece and a dash (`נוסע`,
    /// "moves", of the Hebrew `צה-נוסע`; `printed-any-move`): a
    /// problemist's `~` in words. The first is the one a translation
    /// writes.
    any_move: Vec<String>,
    /// Every piece letter the language reads, with its role, longest
    /// first (the Hebrew `מה` before `מ`): the piece an "any move" names.
    pieces: Vec<(String, Role)>,
}

/// A move printed as "any move" of a piece (`Sd~`, `Je4~`, `F~`, `~`,
/// `צה-נוסע`; [`PrintedWords::any_move`]): the piece and the file or rank
/// or square that name the men it stands for, and how it is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnyMove {
    /// The piece named (`None`: no letter, a pawn's file or square, or
    /// the lone `~`).
    pub role: Option<Role>,
    /// The file named (`d` of `Sd~`).
    pub file: Option<forsyth_core::File>,
    /// The rank named (`4` of `פ4-נוסע`).
    pub rank: Option<forsyth_core::Rank>,
    /// Whether it is printed with the sign `~` (else with a word after a
    /// dash, `-נוסע`).
    pub sign: bool,
    /// Its length in bytes, without a separator printed after it
    /// (`Je4~,`).
    pub len: usize,
}

impl AnyMove {
    /// Whether a man of the side to move in `pos` fits what it names.
    #[must_use]
    pub fn names_a_man_in(&self, pos: &forsyth_core::Position) -> bool {
        let turn = pos.turn();
        pos.board().pieces().any(|(square, piece)| {
            piece.color == turn
                && self.role.is_none_or(|r| r == piece.role)
                && self.file.is_none_or(|f| f == square.file())
                && self.rank.is_none_or(|r| r == square.rank())
        })
    }
}

impl PrintedWords {
    /// Whether any of [`found_in`](Self::found_in)'s words and signs may
    /// stand in `text`: whether a byte of `text` starts one of them. For
    /// many texts against one language, take [`first_bytes`](Self::first_bytes)
    /// once.
    pub(crate) fn may_be_in(first_bytes: &[u64; 4], text: &str) -> bool {
        text.bytes()
            .any(|b| first_bytes[usize::from(b >> 6)] & (1 << (b & 63)) != 0)
    }

    /// The first bytes of the words and signs [`found_in`](Self::found_in)
    /// looks for, as a set of 256 bits.
    pub(crate) fn first_bytes(&self) -> [u64; 4] {
        *self.first_bytes.get_or_init(|| self.find_first_bytes())
    }

    /// [`PrintedWords::first_bytes`], found.
    fn find_first_bytes(&self) -> [u64; 4] {
        let mut set = [0u64; 4];
        let mut add = |b: u8| set[usize::from(b >> 6)] |= 1 << (b & 63);
        for word in self.mate.iter().chain(&self.draw).chain(&self.resign) {
            if let Some(&b) = word.as_bytes().first() {
                add(b);
            }
        }
        for c in self.capture.iter().chain(&self.mate_signs) {
            let mut buf = [0u8; 4];
            add(c.encode_utf8(&mut buf).as_bytes()[0]);
        }
        set
    }

    /// The words for mate and for a draw, the signs for mate glued to a
    /// move and the capture signs that stand in `text`: what this language
    /// reads in it that another may not (language detection tells
    /// languages apart by them).
    pub(crate) fn found_in<'a>(&'a self, text: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.mate
            .iter()
            .chain(&self.draw)
            .chain(&self.resign)
            .map(String::as_str)
            .filter(move |w| contains_word(text, w))
            // A pair's separator may be glued after the sign (`Dg6X;`).
            .chain({
                let text = text.trim_end_matches([';', ',']);
                sign_at_end(text, &self.mate_signs).map(|cut| &text[cut..])
            })
            .chain(
                self.capture
                    .iter()
                    .filter(move |&&c| text.contains(c))
                    .map(|_| "capture"),
            )
    }

    /// The printed words of `locale` (`printed-mate` and `printed-capture`,
    /// space-separated; `printed-draw` and `printed-resign`, separated by
    /// commas, phrases of several words among them; none when the locale
    /// has no such message), and the words of its side names.
    #[must_use]
    pub fn of(locale: &Locale) -> PrintedWords {
        let list = |id: &str| -> Vec<String> {
            locale
                .notation_message(id, None)
                .map(|s| s.split_whitespace().map(str::to_owned).collect())
                .unwrap_or_default()
        };
        let phrases = |id: &str| -> Vec<String> {
            locale
                .notation_message(id, None)
                .map(|s| entries(&s))
                .unwrap_or_default()
        };
        let (signs, mut mate): (Vec<String>, Vec<String>) = list("printed-mate")
            .into_iter()
            .partition(|w| w.chars().count() == 1);
        let mate_signs: Vec<char> = signs.iter().filter_map(|w| w.chars().next()).collect();
        let write_mate = mate.first().cloned();
        mate.sort_by_key(|w| std::cmp::Reverse(w.len()));
        let capture = list("printed-capture")
            .iter()
            .filter_map(|w| {
                let mut chars = w.chars();
                let c = chars.next()?;
                chars.next().is_none().then_some(c)
            })
            .collect();
        let side = |color: Color| -> Vec<Vec<String>> {
            let words = |name: String| -> Vec<String> {
                name.split_whitespace().map(str::to_owned).collect()
            };
            std::iter::once(locale.side_name(color))
                .chain(locale.fallback_side_name("printed-resign", color))
                .map(words)
                .filter(|w| !w.is_empty())
                .collect()
        };
        // `ç=c`: the letter printed, the file letter it stands for.
        let letters = list("printed-file-letter")
            .iter()
            .filter_map(|pair| {
                let mut chars = pair.chars();
                let (printed, eq, file) = (chars.next()?, chars.next()?, chars.next()?);
                (eq == '=' && chars.next().is_none()).then_some((printed, file))
            })
            .collect();
        let capitals = locale
            .letters()
            .readable_pieces()
            .into_iter()
            .filter(|(l, _)| l.starts_with(char::is_uppercase))
            .map(|(l, r)| (l.to_owned(), r))
            .collect();
        let mate_alikes = mate_alikes(&mate_signs, locale.letters());
        let mut words = PrintedWords {
            first_bytes: std::cell::OnceCell::new(),
            capitals,
            mate_alikes,
            files: locale.letters().files,
            file_lookalikes: file_lookalikes(locale.letters()),
            letters,
            mate,
            mate_signs,
            capture,
            own_capture: locale.letters().capture_char(),
            write_mate,
            draw: phrases("printed-draw"),
            resign: phrases("printed-resign"),
            sides: [side(Color::White), side(Color::Black)],
            castles_plain: false,
            prose: phrases("printed-prose")
                .into_iter()
                .filter(|w| !w.contains(' ') && !w.contains(|c: char| c.is_ascii_digit()))
                .collect(),
            threat: phrases("printed-threat")
                .into_iter()
                .filter(|w| !w.contains(' ') && !w.contains(|c: char| c.is_ascii_digit()))
                .collect(),
            any_move: phrases("printed-any-move")
                .into_iter()
                .filter(|w| !w.contains(' ') && !w.contains(|c: char| c.is_ascii_digit()))
                .collect(),
            pieces: locale
                .letters()
                .readable_pieces()
                .into_iter()
                .map(|(l, r)| (l.to_owned(), r))
                .collect(),
        };
        words.castles_plain = ["O-O", "O-O-O"]
            .iter()
            .all(|castling| plain_printed(castling, &words).is_none());
        words
    }

    /// Whether `word` is a word for resigning, whole (any letter case; a
    /// stop or separator after it). A phrase of several words (`gaf op`)
    /// is read in its text only ([`resigning`](Self::resigning)).
    #[must_use]
    pub fn is_resign_word(&self, word: &str) -> bool {
        let word = word.trim_end_matches(['.', '!', ';', ',']);
        !word.is_empty()
            && self
                .resign
                .iter()
                .any(|r| !r.contains(' ') && eq_caseless(r, word))
    }

    /// Whether `word` is a word of one of the phrases for resigning of
    /// several words (`gaf`, `op.` of `gaf op`), a stop or separator after
    /// it maybe.
    #[must_use]
    pub fn in_phrase(&self, word: &str) -> bool {
        let word = word.trim_end_matches(['.', '!', ';', ',']);
        !word.is_empty()
            && self
                .resign
                .iter()
                .filter(|r| r.contains(' '))
                .any(|r| r.split(' ').any(|p| eq_caseless(p, word)))
    }

    /// The phrases for resigning of several words (`gaf op`) that stand
    /// in `words` (a game's move words, in order, a stop or separator
    /// after the last maybe): what this language reads in them that
    /// another may not, as [`found_in`](Self::found_in) for one word.
    pub(crate) fn phrases_in<'a>(
        &'a self,
        words: &'a [&'a str],
    ) -> impl Iterator<Item = &'a str> + 'a {
        self.resign
            .iter()
            .filter(|r| r.contains(' '))
            .filter(move |r| {
                let phrase: Vec<&str> = r.split(' ').collect();
                words
                    .windows(phrase.len())
                    .any(|w| phrase_matches(&phrase, w.iter().copied()))
            })
            .map(String::as_str)
    }

    /// The words for resigning around the word at `word` of `src`, when it
    /// is one of them ([`Resigning`]): the word for resigning itself
    /// (`abbandona`), a word of a phrase for resigning (`gaf` and `op` of
    /// `Wit gaf op`, `se` and `vzdal` of `černý se vzdal`), or one of at
    /// most two words without digits before one on its line (the side's
    /// name, `il Nero`, `and Black`). The words of a phrase, and the side's
    /// name before it, may stand apart by any white space but a blank
    /// line. A phrase, and the words before a word for resigning, need it
    /// to end its line (nothing but a result or stops after it: `Wit gaf
    /// op.`, `Black resigns 1-0`), or a side named at the start of its
    /// sentence before it (`Белые сдались ввиду потери фигуры.`: the
    /// clause after it is prose; one that starts with a square or a move,
    /// `Weiß gab auf h7 Schach`, is none). A word for resigning alone is
    /// one wherever it stands.
    #[must_use]
    pub fn resigning(&self, src: &[u8], word: &std::ops::Range<usize>) -> Option<Resigning> {
        if self.resign.is_empty() {
            return None;
        }
        let written = std::str::from_utf8(src.get(word.clone())?).ok()?;
        if written.contains(|c: char| c.is_ascii_digit()) {
            return None;
        }
        let (near, at) = near_words(src, word)?;
        let mut best: Option<Resigning> = None;
        for entry in &self.resign {
            let phrase: Vec<&str> = entry.split(' ').collect();
            let k = phrase.len();
            // The phrase starts at `s`: at most two words after this one,
            // or this one is in it.
            let first = (at + 1).saturating_sub(k);
            for s in first..=(at + 3).min(near.len()) {
                if s + k > near.len()
                    || !phrase_matches(&phrase, near[s..s + k].iter().map(|w| w.text))
                {
                    continue;
                }
                let head = s + k - 1;
                if head < at {
                    continue;
                }
                // Words between this one and the phrase: no digits (a
                // move is no name).
                if near[at..s.max(at)]
                    .iter()
                    .any(|w| w.text.contains(|c: char| c.is_ascii_digit()))
                {
                    continue;
                }
                let side = self.side_in(&near[..s]);
                let a_move = |w: &Near<'_>| w.text.contains(|c: char| c.is_ascii_digit());
                // After the last move, or after the word for "and" that
                // follows it (`2. Tg8!!! in črni je predal, saj beli
                // osvoji kraljico`, Slovenske novice, 2023: "and Black
                // resigned, since…").
                let opens = side.as_ref().is_some_and(|&(_, n)| {
                    n == 0
                        || near[n].broken
                        || ends_sentence(near[n - 1].text)
                        || a_move(&near[n - 1])
                        || (n >= 2
                            && !near[n - 1].broken
                            && self.is_prose_word(near[n - 1].text)
                            && a_move(&near[n - 2]))
                });
                // The rest of its line, or none when a stop after the
                // phrase ends its sentence (`39 Dg3+ Ag7, y Burn se rindió.
                // Correspondencia: …`, El País, 26.8.2008).
                let stopped = ends_sentence(near[head].text);
                let tail = near[head + 1..]
                    .iter()
                    .take_while(|w| !w.broken && !stopped);
                let ends = tail.clone().all(|w| {
                    crate::tree::Outcome::from_text(w.text).is_some()
                        || w.text.chars().all(|c| !c.is_alphanumeric())
                });
                // A clause starts with a word: a square or a move right
                // after the words (`Weiß gab auf h7 Schach`: gave check on
                // h7) makes them no phrase for resigning.
                let clause = !ends
                    && opens
                    && !tail
                        .clone()
                        .next()
                        .is_some_and(|w| w.text.contains(|c: char| c.is_ascii_digit()));
                if !(ends || clause || (k == 1 && head == at)) {
                    continue;
                }
                // A word of letters right before the phrase on its
                // sentence that is no side's name: a word the reader does
                // not know (`Bílý to vzdal`).
                let unread = side.is_none()
                    && s > 0
                    && !near[s].broken
                    && near[s - 1].text.contains(char::is_alphabetic)
                    && !near[s - 1].text.contains(|c: char| c.is_ascii_digit())
                    && !near[s - 1].text.ends_with(['.', '!', '?', ':']);
                let found = Resigning {
                    head: head == at,
                    unread,
                    side: side
                        .map(|(color, n)| (color, near[n].range.start..near[s - 1].range.end)),
                    // Its stops left out.
                    phrase: near[s].range.start
                        ..near[head].range.start
                            + near[head].text.trim_end_matches(['.', '!', ';', ',']).len(),
                    clause,
                };
                // The longest phrase, the side named.
                if best
                    .as_ref()
                    .is_none_or(|b| found.phrase.len() > b.phrase.len())
                {
                    best = Some(found);
                }
            }
        }
        best
    }

    /// The side whose name ends `words` (the words before a phrase for
    /// resigning), and the index of its first word: its whole name, or
    /// the name's last word without the article before it (`Nero`).
    fn side_in(&self, words: &[Near<'_>]) -> Option<(Color, usize)> {
        let texts: Vec<&str> = words.iter().map(|w| w.text).collect();
        self.side_ending(&texts)
            .map(|(color, n)| (color, words.len() - n))
    }

    /// The side whose name ends `words`, and how many of the last words
    /// name it: its whole name, or the name's last word without the
    /// article before it (`Nero` of `il Nero`). Both
    /// [`side_in`](Self::side_in) and
    /// [`side_named_at`](Self::side_named_at) ask it.
    fn side_ending(&self, words: &[&str]) -> Option<(Color, usize)> {
        let names = |side: &[String]| {
            !side.is_empty()
                && words.len() >= side.len()
                && words[words.len() - side.len()..]
                    .iter()
                    .zip(side)
                    .all(|(w, s)| eq_caseless(w, s))
        };
        let noun = |side: &[String]| {
            side.len() > 1
                && side
                    .last()
                    .zip(words.last())
                    .is_some_and(|(s, w)| eq_caseless(w, s))
        };
        [Color::White, Color::Black]
            .into_iter()
            .find_map(|color| {
                let whole = self.sides[color as usize].iter().find(|s| names(s))?;
                Some((color, whole.len()))
            })
            .or_else(|| {
                [Color::White, Color::Black]
                    .into_iter()
                    .find(|&color| self.sides[color as usize].iter().any(|s| noun(s)))
                    .map(|color| (color, 1))
            })
    }

    /// Whether `word` is one of the language's short words of prose
    /// printed between moves (`e`, `agora`, `και`; any letter case, a
    /// comma after it maybe): commentary where the move after it is legal
    /// ([`PrintedKind::Prose`]). Not a move in any form: the walker asks
    /// only about a word it cannot read as one.
    #[must_use]
    pub fn is_prose_word(&self, word: &str) -> bool {
        let word = word.trim_end_matches([',', ';']);
        // (A move word, with its digit, is told at once: language
        // detection asks about every word of a game, in every language.)
        !word.is_empty()
            && !word.bytes().any(|b| b.is_ascii_digit())
            && self.prose.iter().any(|p| eq_caseless(p, word))
    }

    /// Whether `word` is one of the language's words for a threat
    /// printed before the move it names (`Truer`, `hrozí`, `Грозит`; any
    /// letter case, a colon or separator after it or not).
    #[must_use]
    pub fn is_threat_word(&self, word: &str) -> bool {
        let word = word.trim_end_matches([',', ';', ':']);
        !word.is_empty()
            && !word.bytes().any(|b| b.is_ascii_digit())
            && self.threat.iter().any(|p| eq_caseless(p, word))
    }

    /// The "any move" that `word` prints (`Sd~`, `Je4~`, `F~`, a lone
    /// `~`, `צה-נוסע`): the sign `~`, or a dash and one of the language's
    /// words for it (`printed-any-move`), after what names the men it
    /// stands for: a piece letter of the language, a file, a rank, or
    /// none of them (a separator may follow, `Je4~,`). `None` for any
    /// other word. Asked for every word a walk looks at: a word that ends
    /// with neither is told at once.
    #[must_use]
    pub fn any_move(&self, word: &str) -> Option<AnyMove> {
        let word = word.trim_end_matches([',', ';']);
        let (head, sign) = match word.strip_suffix('~') {
            Some(head) => (head, true),
            None if self.any_move.is_empty() => return None,
            None => {
                let head = self.any_move.iter().find_map(|w| {
                    word.strip_suffix(w.as_str())?
                        .strip_suffix(['-', '\u{2013}', '\u{2014}'])
                })?;
                if head.is_empty() {
                    return None;
                }
                (head, false)
            }
        };
        let mut rest = head;
        let role = self.pieces.iter().find_map(|(letter, role)| {
            let after = rest.strip_prefix(letter.as_str())?;
            rest = after;
            Some(*role)
        });
        let mut chars = rest.chars().peekable();
        let file = chars.peek().and_then(|&c| self.file_of(c));
        if file.is_some() {
            chars.next();
        }
        let rank = chars
            .peek()
            .and_then(|&c| c.to_digit(10))
            .and_then(|d| forsyth_core::Rank::try_new(d.wrapping_sub(1)));
        if rank.is_some() {
            chars.next();
        }
        chars.next().is_none().then_some(AnyMove {
            role,
            file,
            rank,
            sign,
            len: word.len(),
        })
    }

    /// The file the letter `c` names: one of the language's file letters,
    /// else a Latin `a` to `h`.
    pub(crate) fn file_of(&self, c: char) -> Option<forsyth_core::File> {
        match self.files.iter().position(|&f| f == c) {
            Some(i) => forsyth_core::File::ALL.get(i).copied(),
            None => forsyth_core::File::from_char(c),
        }
    }

    /// The word for a threat a translation into the language writes in
    /// place of another language's (the first of `printed-threat`), when
    /// it has one.
    #[must_use]
    pub fn threat_word(&self) -> Option<&str> {
        self.threat.first().map(String::as_str)
    }

    /// The word for "any move" a translation into the language writes
    /// after a piece and a dash, when it has one (`printed-any-move`).
    #[must_use]
    pub fn write_any_move(&self) -> Option<&str> {
        self.any_move.first().map(String::as_str)
    }

    /// Which of `words` (a game's move words) are the language's short
    /// words of prose ([`is_prose_word`](Self::is_prose_word)) or its words
    /// for a threat ([`is_threat_word`](Self::is_threat_word)): evidence of
    /// the language that its letters cannot give (Croatian's `i` is no
    /// Danish word, though both write `Lxf7`; Danish's `Truer` is no
    /// German word, though both write `Dc7`).
    pub(crate) fn prose_in<'a>(
        &'a self,
        words: &'a [&'a str],
    ) -> impl Iterator<Item = &'a str> + 'a {
        words.iter().copied().filter(move |w| {
            (!self.prose.is_empty() && self.is_prose_word(w))
                || (!self.threat.is_empty() && self.is_threat_word(w))
        })
    }

    /// The word for resigning a translation into the language writes (the
    /// first of its `printed-resign`), if it has one.
    #[must_use]
    pub fn resign_word(&self) -> Option<&str> {
        self.resign.first().map(String::as_str)
    }

    /// The side whose name ends `before` (the text before a word for
    /// resigning on its line: `… 27.Dh7+ il Nero`), if one does: its whole
    /// name, or the name's last word without the article before it (`Nero
    /// abbandona`, `Noirs abandonnèrent`).
    fn side_named(&self, before: &str) -> Option<Color> {
        self.side_named_at(before).map(|(color, _)| color)
    }

    /// [`side_named`](Self::side_named), with where the name starts in
    /// `before` (the byte of its first word: `il` of `il Nero`, `Nero` of
    /// `Nero` alone).
    #[must_use]
    pub fn side_named_at(&self, before: &str) -> Option<(Color, usize)> {
        let words: Vec<&str> = before.split_whitespace().collect();
        // Where the word `n` words from the end starts in `before`.
        let start = |n: usize| words[words.len() - n].as_ptr() as usize - before.as_ptr() as usize;
        self.side_ending(&words).map(|(color, n)| (color, start(n)))
    }

    /// The name of `color` a translation into the language writes before
    /// its word for resigning ([`resign_word`](Self::resign_word)): the
    /// name that goes with that word, English's where the language's words
    /// for resigning are English's (the last of the names read), else its
    /// own `side-name`.
    #[must_use]
    pub fn side_word(&self, color: Color) -> Option<String> {
        self.sides[color as usize].last().map(|w| w.join(" "))
    }

    /// The result PGN writes for `word`, a word for resigning after the
    /// game's last move, with `before` the text before it on its line and
    /// `to_move` the side to move: the side named before it (`il Nero
    /// abbandona`, `Black resigns`) lost, else the side to move did.
    /// `None` when `word` is no word for resigning.
    #[must_use]
    pub fn resigned(&self, word: &str, before: &str, to_move: Color) -> Option<&'static str> {
        if !self.is_resign_word(word) {
            return None;
        }
        let loser = self.side_named(before).unwrap_or(to_move);
        Some(match loser {
            Color::White => crate::tree::Outcome::BlackWins.as_pgn(),
            Color::Black => crate::tree::Outcome::WhiteWins.as_pgn(),
        })
    }

    /// The result PGN writes in place of the word for resigning at `word`
    /// in `src` (by [`PrintedWords::resigned`], with the text before it on
    /// its line), when `to_move` is the side to move after the last move;
    /// `None` for no word for resigning, or when a PGN result follows it
    /// on its line (`Black resigns 1-0`: that result is the game's).
    #[must_use]
    pub fn resigned_at(
        &self,
        src: &[u8],
        word: &std::ops::Range<usize>,
        to_move: Color,
    ) -> Option<&'static str> {
        let found = self.resigning(src, word).filter(|r| r.head)?;
        let marked = line_near(src, word.end, false)
            .split_whitespace()
            .any(|w| crate::tree::Outcome::from_text(w).is_some());
        if marked {
            return None;
        }
        Some(found.result(to_move))
    }

    /// The word for a draw a translation into the language writes (the
    /// first of its `printed-draw`), if it has one.
    #[must_use]
    pub fn draw_word(&self) -> Option<&str> {
        self.draw.first().map(String::as_str)
    }

    /// Whether `word` is a word for a draw, whole (any letter case).
    #[must_use]
    pub fn is_draw_word(&self, word: &str) -> bool {
        let word = word.trim_end_matches(['.', '!']);
        !word.is_empty() && self.draw.iter().any(|d| eq_caseless(d, word))
    }

    /// The result PGN writes for `text` when it is a result as printed
    /// (see [`PrintedKind::Result`]): a word for a draw of the language
    /// (`patta` → `1/2-1/2`), or a marker typeset otherwise (`1 : 0` →
    /// `1-0`). `None` for PGN's own markers and for anything else.
    #[must_use]
    pub fn result_of(&self, text: &str) -> Option<&'static str> {
        if self.is_draw_word(text) {
            return Some(crate::tree::Outcome::Draw.as_pgn());
        }
        let standard = crate::tree::Outcome::from_text(text)?.as_pgn();
        (standard != text).then_some(standard)
    }

    /// The word for mate a translation into the language writes (the first
    /// word of its `printed-mate`), if it has one.
    #[must_use]
    pub fn mate_word(&self) -> Option<&str> {
        self.write_mate.as_deref()
    }

    /// The sign for mate a translation into the language glues to a move
    /// (the first one-character entry of its `printed-mate`, the Czech
    /// `X`), if it has one.
    #[must_use]
    pub fn mate_sign(&self) -> Option<char> {
        self.mate_signs.first().copied()
    }

    /// The words for mate, longest first (the signs apart: see
    /// [`mate_sign`](Self::mate_sign)).
    #[must_use]
    pub fn mate_words(&self) -> &[String] {
        &self.mate
    }

    /// Where a word or sign for mate glued to the end of `text` starts
    /// (`Dxf7matto`, `Βθ7+ματ`, `Vd8X`).
    fn mate_at_end(&self, text: &str) -> Option<usize> {
        mate_at_end(text, &self.mate)
            .or_else(|| sign_at_end(text, &self.mate_signs))
            .or_else(|| sign_at_end(text, &self.mate_alikes))
    }

    /// The file letter `c` stands for when the language's keyboards type
    /// it for one (the French `ç` for `c`).
    #[must_use]
    pub fn file_letter(&self, c: char) -> Option<char> {
        self.letters
            .iter()
            .find_map(|&(printed, file)| (printed == c).then_some(file))
    }

    /// The capture signs of the language's printed texts, besides the
    /// marks a move is read with (`printed-capture`, the Greek `χ`).
    #[must_use]
    pub fn capture_signs(&self) -> &[char] {
        &self.capture
    }

    /// Whether `c` is a capture sign of the language: a mark a move is
    /// read with in every language (`x × ✕ :`,
    /// [`CAPTURE_MARKS`](crate::word::CAPTURE_MARKS)), the language's own
    /// (`capture-mark`) or a sign of its printed texts (`printed-capture`).
    #[must_use]
    pub fn is_capture_sign(&self, c: char) -> bool {
        crate::word::is_capture_mark(c, self.own_capture) || self.capture.contains(&c)
    }

    /// Whether `word` is a word for mate, whole (any letter case). A sign
    /// for mate standing alone is none: `Vd8 X` (or a lone `x`) is not
    /// read as mate.
    #[must_use]
    pub fn is_mate_word(&self, word: &str) -> bool {
        let word = word.trim_end_matches(['.', '!']);
        !word.is_empty() && self.mate.iter().any(|m| eq_caseless(m, word))
    }
}

/// How far [`line_near`] looks on a line, in bytes.
const LINE_NEAR: usize = 256;

/// How many bytes of `after` (the text after a word for resigning written
/// as a result) are the stops of its sentence (`resigns.`), which go with
/// it: PGN ends a game with its result.
#[must_use]
pub fn stops_after(after: &[u8]) -> usize {
    after.iter().take_while(|&&b| b == b'.').count()
}

/// The text of `src` on the line of byte `at`, before it (`before`) or
/// from it on, at most [`LINE_NEAR`] bytes of it (a side's name and a word
/// for resigning are near): to the line break, its characters cut whole.
#[must_use]
pub fn line_near(src: &[u8], at: usize, before: bool) -> &str {
    let at = at.min(src.len());
    let bytes = if before {
        let near = &src[at.saturating_sub(LINE_NEAR)..at];
        near.iter()
            .rposition(|&b| matches!(b, b'\n' | b'\r'))
            .map_or(near, |i| &near[i + 1..])
    } else {
        let near = &src[at..(at + LINE_NEAR).min(src.len())];
        near.iter()
            .position(|&b| matches!(b, b'\n' | b'\r'))
            .map_or(near, |i| &near[..i])
    };
    // A character cut at the window's edge is left out.
    let (from, to) = if before {
        let skip = bytes.iter().take_while(|&&b| b & 0xC0 == 0x80).count();
        (skip, bytes.len())
    } else {
        (0, bytes.len())
    };
    let bytes = &bytes[from..to];
    match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or_default(),
    }
}

/// Whether `word` stands in `text` as a whole word: no letter right
/// before or right after it (`mat` is in `Dh7 mat` and `Dh7+mat`, not in
/// `matto` or `format`). A word that is a sign (`X`) is bounded the same
/// way.
fn contains_word(text: &str, word: &str) -> bool {
    // Most texts are move words shorter than any word for mate, or
    // without its first byte: told before a search is set up.
    let Some(&first) = word.as_bytes().first() else {
        return false;
    };
    word.len() <= text.len()
        && text.as_bytes().contains(&first)
        && text.match_indices(word).any(|(at, _)| {
            !text[..at].ends_with(char::is_alphabetic)
                && !text[at + word.len()..].starts_with(char::is_alphabetic)
        })
}

/// The byte where a word for mate glued to the end of `text` starts
/// (`Dxf7matto`, `Βθ7+ματ`, any letter case), when the word is one of
/// `words` whole: no letter right before it (`Dh7Schachmatt` holds
/// `Schachmatt`, never `matt`). The longest word of `words` first.
fn mate_at_end(text: &str, words: &[String]) -> Option<usize> {
    words.iter().find_map(|m| {
        let cut = text.len().checked_sub(m.len())?;
        (cut > 0
            && text.is_char_boundary(cut)
            && eq_caseless(&text[cut..], m)
            && !text[..cut].ends_with(char::is_alphabetic))
        .then_some(cut)
    })
}

/// The byte where a sign for mate of `signs` glued to the end of `text`
/// starts (`Vd8X`, `Vd8+X`), in its own letter case, after a move's last
/// character (a digit, or a letter of promotion or castling: `e8=DX`,
/// `O-O-OX`), never as the whole text.
fn sign_at_end(text: &str, signs: &[char]) -> Option<usize> {
    let last = text.chars().next_back()?;
    let cut = text.len() - last.len_utf8();
    (cut > 0 && signs.contains(&last)).then_some(cut)
}

/// The letters typed for the signs for mate `signs` that are letters of
/// the Cyrillic alphabet (the Russian `Х`, the Bulgarian `х`): each one's
/// other case, and the Latin letters that look like either (`X`, `x`),
/// none of them a letter of `letters` (its pieces, its files).
fn mate_alikes(signs: &[char], letters: &crate::letters::Letters) -> Vec<char> {
    let mut out = Vec::new();
    for &sign in signs
        .iter()
        .filter(|c| ('\u{400}'..='\u{4ff}').contains(*c))
    {
        let cases = [sign.to_uppercase().next(), sign.to_lowercase().next()];
        for case in cases.into_iter().flatten() {
            let alikes = std::iter::once(case).chain(crate::letters::look_alikes(case));
            for c in alikes {
                // (A capture mark never ends a move: the Latin `x` is
                // read at the end only.)
                let own = signs.contains(&c)
                    || letters.file_from_char(c).is_some()
                    || letters.pieces.iter().any(|p| p.contains(c));
                if !own && (c == case || c.is_ascii()) && !out.contains(&c) {
                    out.push(c);
                }
            }
        }
    }
    out
}

/// Whether `a` and `b` are one word in any letter case; a Russian `ё` is
/// its `е` (`Черные`, as most print `Чёрные`).
fn eq_caseless(a: &str, b: &str) -> bool {
    // Words of prose are mostly ASCII: compared byte by byte, and a
    // character at a time while both are ASCII (each folds to one ASCII
    // character, so the two stay aligned); the rest folded in full.
    if a.is_ascii() && b.is_ascii() {
        return a.eq_ignore_ascii_case(b);
    }
    let (mut x, mut y) = (a.chars(), b.chars());
    loop {
        match (x.next(), y.next()) {
            (None, None) => return true,
            (Some(c), Some(d)) if c.is_ascii() && d.is_ascii() => {
                if !c.eq_ignore_ascii_case(&d) {
                    return false;
                }
            }
            // One character each way: equal ones fold alike, and only
            // `İ` folds to more than one character.
            (Some(c), Some(d)) if c == d => {}
            (Some(c), Some(d)) if c != '\u{130}' && d != '\u{130}' => {
                if !fold_char(c).eq(fold_char(d)) {
                    return false;
                }
            }
            (c, d) => {
                return c
                    .into_iter()
                    .chain(x)
                    .flat_map(fold_char)
                    .eq(d.into_iter().chain(y).flat_map(fold_char));
            }
        }
    }
}

/// A character as [`eq_caseless`] compares it: lower case, `ё` as `е`.
fn fold_char(c: char) -> impl Iterator<Item = char> {
    c.to_lowercase().map(|c| if c == 'ё' { 'е' } else { c })
}

/// `word` folded as [`eq_caseless`] compares it.
fn folded(word: &str) -> String {
    word.chars().flat_map(fold_char).collect()
}

/// How many bytes of a folded word [`WordSets`] folds on the stack.
const FOLDED_MAX: usize = 64;

/// The words for mate, for a draw and for resigning (one word each) of
/// several languages, folded as [`eq_caseless`] compares them: a word of a
/// page is told for all languages with one lookup a kind, where asking
/// each language compares it with every word of each (bare text of a
/// megabyte asks for every word).
#[derive(Clone, Debug, Default)]
pub struct WordSets {
    mate: std::collections::HashSet<String>,
    draw: std::collections::HashSet<String>,
    resign: std::collections::HashSet<String>,
}

impl WordSets {
    /// The words of `languages`.
    pub fn of<'a>(languages: impl IntoIterator<Item = &'a PrintedWords>) -> WordSets {
        let mut sets = WordSets::default();
        for words in languages {
            sets.mate.extend(words.mate.iter().map(|w| folded(w)));
            sets.draw.extend(words.draw.iter().map(|w| folded(w)));
            sets.resign.extend(
                words
                    .resign
                    .iter()
                    .filter(|w| !w.contains(' '))
                    .map(|w| folded(w)),
            );
        }
        sets
    }

    /// Whether some language's [`PrintedWords::is_mate_word`] holds.
    #[must_use]
    pub fn is_mate(&self, word: &str) -> bool {
        Self::holds(&self.mate, word.trim_end_matches(['.', '!']))
    }

    /// Whether some language's [`PrintedWords::is_draw_word`] holds.
    #[must_use]
    pub fn is_draw(&self, word: &str) -> bool {
        Self::holds(&self.draw, word.trim_end_matches(['.', '!']))
    }

    /// Whether some language's [`PrintedWords::is_resign_word`] holds.
    #[must_use]
    pub fn is_resign(&self, word: &str) -> bool {
        Self::holds(&self.resign, word.trim_end_matches(['.', '!', ';', ',']))
    }

    fn holds(set: &std::collections::HashSet<String>, word: &str) -> bool {
        if word.is_empty() || set.is_empty() {
            return false;
        }
        // Folded on the stack (every word of a page is asked about); a
        // longer word as a `String`.
        let mut buf = [0u8; FOLDED_MAX];
        let mut len = 0;
        for c in word.chars() {
            if c.is_ascii() {
                if len == FOLDED_MAX {
                    return set.contains(&folded(word));
                }
                buf[len] = c.to_ascii_lowercase() as u8;
                len += 1;
                continue;
            }
            for c in fold_char(c) {
                let n = c.len_utf8();
                if len + n > FOLDED_MAX {
                    return set.contains(&folded(word));
                }
                c.encode_utf8(&mut buf[len..]);
                len += n;
            }
        }
        std::str::from_utf8(&buf[..len]).is_ok_and(|w| set.contains(w))
    }
}

/// The entries of a list of printed words and phrases (`value` of
/// `printed-resign` and `printed-draw`), separated by commas: each a word
/// or a phrase of several words (`opgegeven, gaf op`), its words kept one
/// space apart.
fn entries(value: &str) -> Vec<String> {
    value
        .split(',')
        .map(|e| e.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|e| !e.is_empty())
        .collect()
}

/// Whether the word `text` ends its sentence: a full stop, `!` or `?`
/// after it, before a closing quote or parenthesis maybe.
pub(crate) fn ends_sentence(text: &str) -> bool {
    text.trim_end_matches(['"', '\'', ')', '»', '”'])
        .ends_with(['.', '!', '?'])
}

/// Whether `words` are the words of `phrase`, in any letter case; stops
/// or a separator after the last.
fn phrase_matches<'a>(phrase: &[&str], words: impl Iterator<Item = &'a str>) -> bool {
    let mut n = 0;
    let all = words.zip(phrase).all(|(w, p)| {
        n += 1;
        let w = if n == phrase.len() {
            w.trim_end_matches(['.', '!', ';', ','])
        } else {
            w
        };
        eq_caseless(w, p)
    });
    all && n == phrase.len()
}

/// A word for resigning, or one of the words of its phrase, found around
/// a word ([`PrintedWords::resigning`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resigning {
    /// Whether the word is the phrase's last (the one that stands for the
    /// result); else it stands for nothing (a name or a word of the
    /// phrase before it).
    pub head: bool,
    /// The side named right before the phrase (`Wit`, `il Nero`), with the
    /// byte range of its name in the text.
    pub side: Option<(Color, std::ops::Range<usize>)>,
    /// The byte range of the phrase in the text (`gaf op`, `abbandona`).
    pub phrase: std::ops::Range<usize>,
    /// Whether a word the reader does not know stands right before the
    /// phrase, no side's name (`to` of `Bílý to vzdal`): a translation
    /// leaves the words as printed rather than half translated.
    pub unread: bool,
    /// Whether words of a clause follow it on its line (`Белые сдались
    /// ввиду потери фигуры.`): prose, not the game's.
    pub clause: bool,
}

impl Resigning {
    /// The result PGN writes for it when `to_move` is the side to move
    /// after the last move: the side named lost, else the side to move.
    #[must_use]
    pub fn result(&self, to_move: Color) -> &'static str {
        match self.side.as_ref().map_or(to_move, |(color, _)| *color) {
            Color::White => crate::tree::Outcome::BlackWins.as_pgn(),
            Color::Black => crate::tree::Outcome::WhiteWins.as_pgn(),
        }
    }
}

/// A word of the text around a word for resigning.
struct Near<'a> {
    /// Its byte range in the text.
    range: std::ops::Range<usize>,
    text: &'a str,
    /// Whether a line break stands before it.
    broken: bool,
}

/// The words of `src` around the word at `word` (itself among them, at
/// the index returned), within [`LINE_NEAR`] bytes either side and not
/// past a blank line; `None` when no word of the text starts at `word`.
fn near_words<'a>(src: &'a [u8], word: &std::ops::Range<usize>) -> Option<(Vec<Near<'a>>, usize)> {
    // The window's bounds: a blank line, or LINE_NEAR bytes away (a
    // character cut there is left out).
    let blank = |run: &[u8]| run.iter().filter(|&&b| b == b'\n').count() >= 2;
    let mut from = word.start.saturating_sub(LINE_NEAR);
    while from < word.start && src[from] & 0xC0 == 0x80 {
        from += 1;
    }
    let mut to = (word.end + LINE_NEAR).min(src.len());
    while to > word.end && to < src.len() && src[to] & 0xC0 == 0x80 {
        to -= 1;
    }
    let mut words = Vec::new();
    let mut at = None;
    let mut i = from;
    let mut gap_start = from;
    while i < to {
        if src[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let mut start = i;
        while i < to && !src[i].is_ascii_whitespace() {
            i += 1;
        }
        let gap = &src[gap_start..start];
        // A word may stand after a move number glued to it, which the
        // reader reads apart (`17.uppg.`, `17.gafst upp.`, printed in
        // place of White's 17th move): the word starts after the number.
        if start < word.start && word.start < i {
            start = word.start;
        } else {
            start += glued_number(&src[start..i]);
        }
        if blank(gap) {
            if start > word.start {
                break;
            }
            words.clear();
        }
        if start == word.start {
            at = Some(words.len());
        }
        if let Ok(text) = std::str::from_utf8(&src[start..i]) {
            words.push(Near {
                range: start..i,
                text,
                broken: gap.contains(&b'\n') || gap.contains(&b'\r') || start == from,
            });
        } else if start < word.start {
            words.clear();
        } else {
            break;
        }
        gap_start = i;
    }
    Some((words, at?))
}

/// The length of a move number glued before a word of letters at the
/// start of `token` (`17.` of `17.uppg.`, `17…` of `17…uppg`); 0 when
/// there is none.
fn glued_number(token: &[u8]) -> usize {
    let digits = token.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 {
        return 0;
    }
    let mut at = digits;
    loop {
        if token.get(at) == Some(&b'.') {
            at += 1;
        } else if token[at..].starts_with("\u{2026}".as_bytes()) {
            at += 3;
        } else {
            break;
        }
    }
    let letter = std::str::from_utf8(&token[at..])
        .ok()
        .and_then(|rest| rest.chars().next())
        .is_some_and(char::is_alphabetic);
    if at > digits && letter { at } else { 0 }
}

/// The dashes of print that stand for the ASCII hyphen: EN DASH, EM DASH,
/// MINUS SIGN.
/// The longest word read as two moves printed together (a pair with a dash,
/// `Sxe4+–Kxe4`, or glued, `d4exd4`): two of the longest moves with their
/// signs (`Qa1xh8=Q+!?`, `Кр1:d2#`, eleven characters of up to three bytes)
/// fit with room to spare.
const PAIR_BYTES: usize = 64;

pub const PRINTED_DASHES: [char; 3] = ['\u{2013}', '\u{2014}', '\u{2212}'];

/// Whether `c` is a hyphen or one of the [`PRINTED_DASHES`].
#[must_use]
pub fn is_dash(c: char) -> bool {
    c == '-' || PRINTED_DASHES.contains(&c)
}

/// Whether the dash at byte `at` of `body` comes right after another, in
/// dashes glued between two squares: a long dash as a scan of an old
/// magazine reads it, a hyphen and an em dash (`1 e2-—e4 e7-—e5`, `Sf6-—-d7`:
/// Tidskrift för Schack, 1909). Between two squares two dashes in a row can
/// only be the one of a move of long notation.
fn doubled_dash(body: &str, at: usize) -> bool {
    let before = body[..at].trim_end_matches(is_dash);
    if before.len() == at {
        return false;
    }
    let after = body[at..].trim_start_matches(is_dash);
    let mut back = before.chars().rev();
    let mut on = after.chars();
    matches!((back.next(), back.next()), (Some('1'..='8'), Some(f)) if f.is_alphabetic())
        && matches!((on.next(), on.next()), (Some(f), Some('1'..='8')) if f.is_alphabetic())
}

/// A word read as printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reread {
    /// The printed forms read.
    pub kinds: PrintedKinds,
    /// What the word holds.
    pub what: Printed,
}

/// What a printed word holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Printed {
    /// No move: a lone dash or separator, or a word for mate standing
    /// after its move.
    Nothing,
    /// A move number glued to what follows (`1d4`, `1e4-e5;`): the number,
    /// where what follows starts, and what follows, read again.
    Numbered {
        /// The number.
        number: u64,
        /// The byte where what follows starts in the word.
        at: usize,
        /// What follows (its ranges in the word).
        rest: Box<Printed>,
    },
    /// One move: its text as PGN writes it, and the byte range in the word
    /// it was read from (a separator after it left out).
    Move(Part),
    /// Two moves joined by a dash: for each place of a dash, from the
    /// first, the two moves (read as [`Printed::Move`] parts).
    Pairs(Vec<(Part, Part)>),
}

/// A move read from part of a word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// The move, as the move reader takes it.
    pub text: String,
    /// Its byte range in the word.
    pub range: std::ops::Range<usize>,
    /// The printed forms read in it.
    pub kinds: PrintedKinds,
    /// The piece the move names as the one it takes (`Sd7xSe5`: a
    /// knight), its letter left out of [`text`](Self::text); when the move
    /// names no square (`TxT`), the text stays as printed and the move is
    /// the one capture of that piece by that piece.
    pub captured: Option<Role>,
}

/// Whether `word` (a separator after it taken off) is the sign printed
/// in place of a move not given: a dash, a small or capital `o` or a zero,
/// a dash (`—o—`, `–o–`, `-o-`, `—0—`), as Nýja skákblaðið (Reykjavík,
/// 1940–1941) prints White's move left out under its number before Black's
/// (`5. —o— Bg4`, `11. —0— Rg4 X b2`). Read so only where a move stands.
#[must_use]
pub fn is_left_out(word: &str) -> bool {
    let mut chars = word.chars();
    matches!(
        (chars.next(), chars.next(), chars.next(), chars.next()),
        (Some(a), Some('o' | 'O' | '0'), Some(b), None) if is_dash(a) && is_dash(b)
    )
}

/// Whether `word` is separators alone (`,`, `;`): a lone separator where
/// a move stands (`e4 , c5`, `1. ..., P4R`), passed over.
#[must_use]
pub fn is_lone_separator(word: &str) -> bool {
    !word.is_empty() && word.chars().all(|c| matches!(c, ',' | ';'))
}

/// Whether `word`, a word where a move stands, stands for a move left out
/// (a separator after it taken off): one dash alone (`-` of `25.-fxe5`
/// apart, `–`), or the sign printed for a move not given (`5. —o— Bg4`,
/// [`is_left_out`]).
#[must_use]
pub fn move_left_out(word: &str) -> bool {
    let word = word.trim_end_matches([',', ';']);
    let mut chars = word.chars();
    (chars.next().is_some_and(is_dash) && chars.next().is_none()) || is_left_out(word)
}

/// Reads `word` (the text of one move word the move reader refused, or
/// whose move was not legal) as printed. `None` when no printed form is in
/// it: the word stays the error it is.
#[must_use]
pub fn reread(word: &str, words: &PrintedWords) -> Option<Reread> {
    let mut kinds = 0;
    // A separator after the move or the pair.
    let mut end = word.len();
    if let Some(rest) = word.strip_suffix([';', ',']) {
        kinds |= PrintedKind::Separator.bit();
        end = rest.len();
    }
    // The sign printed for a move not given (`—o—`).
    if is_left_out(&word[..end]) {
        return Some(Reread {
            kinds: kinds | PrintedKind::LeftOut.bit(),
            what: Printed::Nothing,
        });
    }
    // The dash of a pair glued to its first move, the second after a space
    // (`15.Rxg2- Dxh3+`, as the Tuscia Times printed it).
    let dash_at = word[..end].char_indices().next_back();
    if let Some((at, c)) = dash_at
        && is_dash(c)
        && at > 0
        && !word[..at].ends_with(is_dash)
    {
        kinds |= PrintedKind::Pair.bit();
        if c != '-' {
            kinds |= PrintedKind::Dash.bit();
        }
        end = at;
    }
    let body = &word[..end];
    if body.is_empty() || body.chars().all(is_dash) {
        if !body.is_empty() && body.chars().count() == 1 {
            kinds |= PrintedKind::Dash.bit();
        } else if !body.is_empty() {
            return None;
        }
        return Some(Reread {
            kinds,
            what: Printed::Nothing,
        });
    }
    if words.is_mate_word(body) {
        kinds |= PrintedKind::Mate.bit();
        return Some(Reread {
            kinds,
            what: Printed::Nothing,
        });
    }
    if words.is_draw_word(body) || words.is_resign_word(body) {
        kinds |= PrintedKind::Result.bit();
        return Some(Reread {
            kinds,
            what: Printed::Nothing,
        });
    }
    // A move number glued on: one to three digits, periods, then a letter.
    let digits = body.bytes().take_while(u8::is_ascii_digit).count();
    if (1..=3).contains(&digits) && !body.starts_with('0') {
        let after = body[digits..].trim_start_matches(['.', '…']);
        let at = body.len() - after.len();
        if after.chars().next().is_some_and(char::is_alphabetic)
            && let Ok(number) = body[..digits].parse::<u64>()
        {
            // Castling glued to its number (`12O-O-O`) is one move, not a
            // pair of `O` and `O-O`.
            let core = after.trim_end_matches(['+', '#', '!', '?']);
            let castles = core.starts_with('O')
                && (2..=3).contains(&core.matches('O').count())
                && core.chars().all(|c| c == 'O' || is_dash(c));
            let (inner, mut rest) = match reread(after, words).filter(|_| !castles) {
                Some(r) => (r.kinds, r.what),
                None => (0, Printed::Move(part(after, 0..after.len(), words)?)),
            };
            rest.shift(at);
            kinds |= PrintedKind::Number.bit() | inner;
            return Some(Reread {
                kinds,
                what: Printed::Numbered {
                    number,
                    at,
                    rest: Box::new(rest),
                },
            });
        }
    }
    let mut pairs = Vec::new();
    // Two moves with a dash between them are short: a longer word is cut
    // into no pair, so a word of thousands of dashes (`a1-a1-…`, hostile or
    // a broken file) costs one look, not one reading per dash.
    let cuts = body.len() <= PAIR_BYTES;
    for (at, c) in body.char_indices().filter(|_| cuts) {
        if !is_dash(c) {
            continue;
        }
        let next = at + c.len_utf8();
        if at == 0 || next == body.len() {
            continue;
        }
        if let (Some(mut first), Some(mut second)) = (
            part(body, 0..at, words),
            part(body, next..body.len(), words),
        ) {
            let dash = if c == '-' { 0 } else { PrintedKind::Dash.bit() };
            first.kinds |= PrintedKind::Pair.bit() | dash;
            second.kinds |= PrintedKind::Pair.bit();
            pairs.push((first, second));
        }
    }
    // White's and Black's moves with nothing between them (`d4exd4`, a
    // space lost when a page was copied from a table): cut after a
    // square's file and rank (`Nf3Nc6`; not `N1d2`, a knight from the first
    // rank), the second move a letter and a square, not
    // a capture sign (`e4xd5`), a promotion's piece (`e8Q`) or a word for
    // mate (`Dh7mat`).
    if pairs.is_empty() && cuts {
        let mut chars = body.char_indices().peekable();
        let mut prev = ' ';
        while let Some((_, c)) = chars.next() {
            if (words.files.contains(&prev) || words.file_alike(prev).is_some())
                && ('1'..='8').contains(&c)
                && let Some(&(next, n)) = chars.peek()
                && n.is_alphabetic()
                && !matches!(n, 'x' | '×')
                && body[next..].bytes().any(|b| (b'1'..=b'8').contains(&b))
                && let (Some(mut first), Some(mut second)) = (
                    part(body, 0..next, words),
                    part(body, next..body.len(), words),
                )
            {
                first.kinds |= PrintedKind::GluedPair.bit();
                second.kinds |= PrintedKind::GluedPair.bit();
                pairs.push((first, second));
            }
            prev = c;
        }
    }
    let whole = part(body, 0..body.len(), words);
    match whole {
        Some(p) if p.kinds != 0 || kinds != 0 => {
            if pairs.is_empty() {
                Some(Reread {
                    kinds,
                    what: Printed::Move(p),
                })
            } else {
                // The whole word changed by print (`e2–e4`) may also be a
                // pair (`e4–e5`): the caller tries the move first.
                pairs.insert(0, (p, Part::empty()));
                Some(Reread {
                    kinds,
                    what: Printed::Pairs(pairs),
                })
            }
        }
        _ if !pairs.is_empty() => Some(Reread {
            kinds,
            what: Printed::Pairs(pairs),
        }),
        Some(p) if kinds != 0 => Some(Reread {
            kinds,
            what: Printed::Move(p),
        }),
        _ => None,
    }
}

impl Printed {
    /// Moves every range by `by` bytes.
    fn shift(&mut self, by: usize) {
        let move_part = |p: &mut Part| {
            if !p.is_empty() {
                p.range = p.range.start + by..p.range.end + by;
            }
        };
        match self {
            Printed::Nothing => {}
            Printed::Numbered { at, rest, .. } => {
                *at += by;
                rest.shift(by);
            }
            Printed::Move(p) => move_part(p),
            Printed::Pairs(pairs) => {
                for (a, b) in pairs {
                    move_part(a);
                    move_part(b);
                }
            }
        }
    }
}

impl Part {
    /// A part that holds nothing (the second of a move that is no pair).
    #[must_use]
    pub fn empty() -> Part {
        Part {
            text: String::new(),
            range: 0..0,
            kinds: 0,
            captured: None,
        }
    }

    /// Whether the part holds nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.range.is_empty()
    }
}

/// The move in `word[range]`, its printed signs and words rewritten as PGN
/// writes them: dashes as hyphens, capture signs as `x`, a word for mate at
/// its end as `#`. `None` when nothing is left of it.
fn part(word: &str, range: std::ops::Range<usize>, words: &PrintedWords) -> Option<Part> {
    let mut text = word.get(range.clone())?;
    let mut kinds = 0;
    // A move broken across a line (`e2⏎—e4`): its line break left out.
    let unbroken: String;
    if text.contains('\n') {
        unbroken = unbroken_move(text)?;
        text = &unbroken;
        kinds |= PrintedKind::MoveBroken.bit();
    }
    let mut body = text;
    let mut mate = false;
    if let Some(cut) = words.mate_at_end(body) {
        body = body[..cut].trim_end_matches(['+', ' ']);
        mate = true;
        kinds |= PrintedKind::Mate.bit();
    }
    if body.is_empty() {
        return None;
    }
    // A capture sign with a space on each side (`f5 X e4`).
    let joined: String;
    if body.contains(' ')
        && let Some(j) = spaced_capture(body)
    {
        joined = j;
        body = &joined;
        kinds |= PrintedKind::SpacedCapture.bit();
    } else if body.contains(' ')
        && let Some(j) = spaced_move(body)
    {
        kinds |= if j.starts_with('0') {
            PrintedKind::CastlingApart.bit()
        } else {
            PrintedKind::SpacedMove.bit()
        };
        joined = j;
        body = &joined;
    } else if body.contains(' ')
        && let Some((j, found)) = long_apart(body)
    {
        // A dash apart (`Rg8— f6`) or a scan's space in a square (`f 4—f 5`).
        if found.ocr_space {
            kinds |= PrintedKind::OcrSpace.bit();
        }
        if found.dash_apart {
            kinds |= PrintedKind::DashApart.bit();
        }
        joined = j;
        body = &joined;
    }
    // Cyrillic letters a scan read for a file or a rank (`Ь2—ЬЗ`).
    let scanned: String;
    if !body.is_ascii() {
        let letters = ocr_letters(body, words);
        if !letters.is_empty() {
            let mut read = body.to_owned();
            for &(at, letter, meant) in letters.iter().rev() {
                read.replace_range(at..at + letter.len_utf8(), meant.encode_utf8(&mut [0; 4]));
            }
            scanned = read;
            body = &scanned;
            kinds |= PrintedKind::OcrLetter.bit();
        }
    }
    let mut out = String::with_capacity(body.len() + 1);
    for (i, c) in body.char_indices() {
        if is_dash(c) && doubled_dash(body, i) {
            // The second dash of two between two squares: one dash.
            kinds |= PrintedKind::Dash.bit();
        } else if PRINTED_DASHES.contains(&c) {
            kinds |= PrintedKind::Dash.bit();
            out.push('-');
        } else if i > 0 && words.capture_signs().contains(&c) {
            kinds |= PrintedKind::Capture.bit();
            out.push('x');
        } else if c == '*' && sign_between_squares(body, i) {
            kinds |= PrintedKind::StarCapture.bit();
            out.push('x');
        } else if c == 'X' && sign_between_squares(body, i) {
            // A capital `X` glued between two squares (`f4Xe5`, `Dc7Xd8`:
            // Skák, 1949): a capture sign of print, in every language (a
            // piece letter stands before a square, never between two).
            kinds |= PrintedKind::Capture.bit();
            out.push('x');
        } else if let Some(file) = words.file_alike(c)
            && body[i + c.len_utf8()..].starts_with(|r: char| ('1'..='8').contains(&r))
        {
            // A look-alike where a square's file stands (`е6`).
            kinds |= PrintedKind::Homoglyph.bit();
            out.push(file);
        } else if let Some(file) = words.file_letter(c) {
            kinds |= PrintedKind::Letter.bit();
            out.push(file);
        } else {
            out.push(c);
        }
    }
    if !words.file_lookalikes.is_empty()
        && !out.is_ascii()
        && !out.contains(|c: char| c.is_ascii_digit())
    {
        // A pawn's capture as its two files, one of them a look-alike
        // (`еd`); two look-alikes are a word of the other script.
        let alike: String = out
            .chars()
            .map(|c| words.file_alike(c).unwrap_or(c))
            .collect();
        let changed = out
            .chars()
            .zip(alike.chars())
            .filter(|(a, b)| a != b)
            .count();
        let latin = |c: char| ('a'..='h').contains(&c);
        if changed == 1 && two_files(&alike).is_some_and(|(a, b, _)| latin(a) && latin(b)) {
            kinds |= PrintedKind::Homoglyph.bit();
            out = alike;
        }
    }
    // A piece letter of another script than Latin in lower case, before
    // a square alone (`βα5`, `βα5+`; the pawn's capture `β:γ6` is none).
    if let Some(upper) = lower_piece_letter(&out, words) {
        kinds |= PrintedKind::LowerPiece.bit();
        let first = out.chars().next().map_or(0, char::len_utf8);
        out.replace_range(..first, upper.encode_utf8(&mut [0; 4]));
    }
    // A letter for a rank's digit after a file, as scans are read
    // (`Bcl—g5`, `Hal—dl`, `Tal`, `Pfó`); from the last, so that the
    // offsets before stay.
    let digits = ocr_digits(&out, words);
    if !digits.is_empty() {
        kinds |= PrintedKind::OcrDigit.bit();
        for &(at, letter, digit) in digits.iter().rev() {
            out.replace_range(at..at + letter.len_utf8(), digit.encode_utf8(&mut [0; 4]));
        }
    }
    // A small `f` or `t` for the dagger of check after the square taken
    // (`Dh5xf7f`), as scans are read.
    if let Some(at) = ocr_check(&out) {
        kinds |= PrintedKind::OcrCheck.bit();
        out.replace_range(at..=at, "+");
    }
    let mut captured = None;
    if let Some((without, role)) = words.captured_piece(&out) {
        kinds |= PrintedKind::CapturedPiece.bit();
        out = without;
        captured = Some(role);
    }
    if mate {
        out.push('#');
    }
    if two_files(&out).is_some() {
        kinds |= PrintedKind::Files.bit();
    }
    Some(Part {
        text: out,
        range,
        kinds,
        captured,
    })
}

/// Whether `c` is a dash or a capture sign a move broken across a line
/// may be broken at (`lexer::broken_move`).
fn break_sign(c: char) -> bool {
    is_dash(c) || matches!(c, 'x' | 'X' | ':' | '×')
}

/// `text`, a move of long notation broken across a line at its dash or
/// capture sign (`e2⏎—e4,`, `e5—⏎e6`, `Ke8 x⏎f7`, `e4 X⏎d5`; see
/// `lexer::broken_move`), with its line break left out, and the space
/// before a sign printed apart with it (`e2—e4,`, `e5—e6`, `Ke8xf7`,
/// `e4Xd5`). `None` when the line break does not stand inside the word.
fn unbroken_move(text: &str) -> Option<String> {
    let (before, after) = text.split_once('\n')?;
    let before = before.strip_suffix('\r').unwrap_or(before);
    if before.is_empty() || after.is_empty() || after.contains(['\n', '\r']) {
        return None;
    }
    let mut out = String::with_capacity(text.len());
    match before.char_indices().next_back() {
        Some((at, sign)) if break_sign(sign) && before[..at].ends_with(' ') => {
            out.push_str(before[..at].trim_end_matches(' '));
            out.push(sign);
        }
        _ => out.push_str(before),
    }
    out.push_str(after);
    Some(out)
}

/// Puts the line break of `written`, a move broken across a line
/// ([`unbroken_move`]), back into `out[start..]`, the move written from it
/// unbroken: the sign the move was written with (the first dash or capture
/// sign after its first character) stands with the spaces and the line
/// break it was printed with, before it or after it as printed (`e2⏎—e4`,
/// `Ke8 x⏎f7`).
fn rebreak(written: &str, to: &PrintedWords, out: &mut String, start: usize) {
    let Some(nl) = written.find('\n') else {
        return;
    };
    // The printed gap: the line break, the spaces and the one sign around
    // it (before the break, apart or glued, else after it).
    let line_end = written[..nl].strip_suffix('\r').map_or(nl, str::len);
    let mut from = line_end;
    if let Some((at, c)) = written[..line_end].char_indices().next_back()
        && break_sign(c)
    {
        from = written[..at].trim_end_matches(' ').len();
    }
    let mut to_end = nl + 1;
    if from == line_end
        && let Some(c) = written[to_end..].chars().next()
        && break_sign(c)
    {
        to_end += c.len_utf8();
    }
    let gap = &written[from..to_end];
    let Some(sign_at) = gap.find(|c: char| break_sign(c)) else {
        return;
    };
    let sign_len = gap[sign_at..].chars().next().map_or(1, char::len_utf8);
    let Some((at, ours)) = out[start..]
        .char_indices()
        .skip(1)
        .find(|&(_, c)| break_sign(c) || c == '*' || to.capture.contains(&c))
    else {
        return;
    };
    let at = start + at;
    let mut kept = String::with_capacity(gap.len() + 4);
    kept.push_str(&gap[..sign_at]);
    kept.push(ours);
    kept.push_str(&gap[sign_at + sign_len..]);
    out.replace_range(at..at + ours.len_utf8(), &kept);
}

/// The move printed with spaces inside it in `body` (`D g 7 – h 7`, `K d 5`,
/// `S b 6 – c 4 :`; see `lexer::is_spaced_algebraic`) with its spaces left
/// out, a capture mark printed after it written as the capture, before the
/// square taken (`Sb6xc4`, `Dxf5`). `None` for any other word.
fn spaced_move(body: &str) -> Option<String> {
    // Check marks apart, which the syntax joins to their move (`D c 7 :†`).
    let marked = body.trim_end_matches(spaced_mark);
    let marks = &body[marked.len()..];
    let body = marked;
    if !crate::lexer::is_spaced_algebraic(body) {
        return None;
    }
    let (core, taken) = match body.strip_suffix(" :") {
        Some(core) => (core, true),
        None => (body, false),
    };
    let mut out: String = core.chars().filter(|&c| c != ' ').collect();
    if taken {
        // The square taken is the last two characters: its file and rank.
        let file = out.char_indices().rev().nth(1).map(|(at, _)| at)?;
        let before = out[..file].chars().next_back();
        if before.is_some_and(is_dash) {
            let dash = file - before.map_or(0, char::len_utf8);
            out.replace_range(dash..file, "x");
        } else if before.is_some() {
            out.insert(file, 'x');
        } else {
            // A pawn's square alone names no file to take from.
            return None;
        }
    }
    out.push_str(marks);
    Some(out)
}

/// `body`, a move of long notation printed with a space before or after
/// its dash or inside a square (`Rg8— f6`, `d7 —d6`, `f 4—f 5+`, `Rd2 —f 1`;
/// see `lexer::long_apart`), with those spaces left out (`Rg8—f6`), and
/// where they stood. `None` for any other word, or one with a space
/// after its second square.
fn long_apart(body: &str) -> Option<(String, crate::lexer::LongApart)> {
    let found = crate::lexer::long_apart(body.as_bytes(), 0)?;
    let marks = body.get(found.end..)?;
    if marks.contains(' ') {
        return None;
    }
    let mut out: String = body[..found.end].chars().filter(|&c| c != ' ').collect();
    out.push_str(marks);
    Some((out, found))
}

/// The signs of check and mate a move word may end with, as the syntax
/// reads them ([`crate::word`]).
pub(crate) const CHECK_SIGNS: [char; 4] = ['+', '#', '†', '‡'];

/// How many bytes the signs of check or mate that `text` starts with
/// take, two signs at most (`+`, `#+`, `†`, `‡`).
pub(crate) fn check_signs_len(text: &[u8]) -> usize {
    let mut len = 0;
    for _ in 0..2 {
        let Some(sign) = CHECK_SIGNS.iter().find_map(|&c| {
            let mut buf = [0; 4];
            let sign = c.encode_utf8(&mut buf).len();
            text[len..].starts_with(&buf[..sign]).then_some(sign)
        }) else {
            break;
        };
        len += sign;
    }
    len
}

/// Whether `c` is a mark a spaced move may have after it (`D c 7 :†`,
/// `K d 5+`), or a space before one.
fn spaced_mark(c: char) -> bool {
    c == ' ' || CHECK_SIGNS.contains(&c)
}

/// Where the spaced move `written` (see [`spaced_move`]) holds its piece
/// letter and its files: byte ranges, in order, the piece's first when it
/// has one.
fn spaced_letters(written: &str) -> Vec<std::ops::Range<usize>> {
    written
        .char_indices()
        .filter(|&(_, c)| c.is_alphabetic())
        .map(|(at, c)| at..at + c.len_utf8())
        .collect()
}

/// Whether the sign at byte `at` of `body` (a `*` or a capital `X`, one
/// byte) stands between two squares (`Rg2*h2`, `f4Xe5`): a capture sign
/// of long notation, as the lexer keeps it in a word.
fn sign_between_squares(body: &str, at: usize) -> bool {
    let b = body.as_bytes();
    let square = |f: Option<&u8>, r: Option<&u8>| {
        f.is_some_and(|f| (b'a'..=b'h').contains(f)) && r.is_some_and(|r| (b'1'..=b'8').contains(r))
    };
    at >= 2 && square(b.get(at - 2), b.get(at - 1)) && square(b.get(at + 1), b.get(at + 2))
}

/// The letters text read from scans prints for the dagger `†` of check
/// after a move (see [`PrintedKind::OcrCheck`]).
const OCR_CHECKS: [u8; 2] = [b'f', b't'];

/// Where `word` ends with a letter of [`OCR_CHECKS`] glued after a square
/// (a file letter, small or of a script with no case, and a rank, `1` to
/// `8`), a check mark after it or not:
/// the byte offset of that letter. No move of any language ends with a
/// small letter after its square, so the word could not be read as it is.
fn ocr_check(word: &str) -> Option<usize> {
    let core = word.trim_end_matches('+');
    let b = core.as_bytes();
    let at = b.len().checked_sub(1)?;
    (at >= 2
        && OCR_CHECKS.contains(&b[at])
        && (b'1'..=b'8').contains(&b[at - 1])
        && core[..at - 1]
            .chars()
            .next_back()
            // A small file letter, or one of a script with no case (the
            // Hebrew `ו7f` a translation of `f7f` writes).
            .is_some_and(|c| c.is_alphabetic() && !c.is_uppercase()))
    .then_some(at)
}

/// The letters text read from scans prints for a digit where a square's
/// rank stands, each with the digit: a small `l` for 1 (`Bcl—g5`, `Tal`,
/// Icelandic and Dutch scans), an `ó` for 6 (`Pg8—fó`, `Pfó`, `TfóXgó`:
/// the Tijdschrift van den Nederlandschen Schaakbond, 1925, on Delpher), a
/// capital `G` for 6 (`1. Rf3 RfG`, `DxdG`, `bG`: Skák, 1956, on
/// timarit.is), where `G` is no letter of the language (the Polish bishop
/// is: `fgG` may be a promotion).
const OCR_DIGITS: [(char, char); 3] = [('l', '1'), ('\u{f3}', '6'), ('G', '6')];

/// Where `word` holds a letter for a rank's digit, as text read from scans
/// prints it ([`OCR_DIGITS`]: `Bcl—g5`, `Hal—dl`, `Tal`, `Sd2xfl`,
/// `Pfó`): such a letter after a file letter (of Latin or of the language)
/// that follows a piece letter, a dash or a capture sign or starts the
/// word, before a dash, a capture sign, a mark or the word's end. Byte
/// offsets, in order, each with the letter printed and the digit it
/// stands for.
fn ocr_digits(word: &str, words: &PrintedWords) -> Vec<(usize, char, char)> {
    if !word.contains(|c: char| OCR_DIGITS.iter().any(|&(l, _)| l == c)) {
        return Vec::new();
    }
    let chars: Vec<(usize, char)> = word.char_indices().collect();
    let mut digits = Vec::new();
    for (k, &(at, c)) in chars.iter().enumerate() {
        let Some(&(_, digit)) = OCR_DIGITS
            .iter()
            .find(|&&(l, _)| l == c && (l.is_lowercase() || !words.own_letter(l)))
        else {
            continue;
        };
        if k == 0 {
            continue;
        }
        let file = chars[k - 1].1;
        let after = chars.get(k + 1).map(|&(_, c)| c);
        let before = k.checked_sub(2).map(|j| chars[j].1);
        let is_file = ('a'..='h').contains(&file) || words.is_file_letter(file);
        let ends = after.is_none_or(|a| {
            is_dash(a) || matches!(a, 'x' | 'X' | ':' | '×' | '+' | '#' | '!' | '?')
        });
        // A piece letter is a capital, or of a script with no case (the
        // Hebrew `פ`), or the language's letter of two (the Russian king
        // `Кр`, typed with Latin look-alikes: `Kpel:f2`).
        let starts = before.is_none_or(|b| {
            (b.is_alphabetic() && !b.is_lowercase())
                || is_dash(b)
                || matches!(b, 'x' | 'X' | ':' | '×')
        }) || words.ends_with_piece(&word[..chars[k - 1].0]);
        if is_file && ends && starts {
            digits.push((at, c, digit));
        }
    }
    digits
}

/// The letters of the Cyrillic alphabet that text read from scans of
/// Russian and Ukrainian books prints for the file letter it looks like:
/// the soft sign `Ь`, `ь` for b (`Ь2—ЬЗ`, `КЬ8`: "Баталії на шахівниці",
/// 1982, on dimaname.ru), and the Ukrainian `Ї` for f (`4.. .КЇ6`, `2.Kgl —
/// ЇЗ`, `Замість 4…Ї4` of the same scans, where Greco's game plays Kf6, f3
/// and f4).
const OCR_FILES: [(char, char); 3] = [('\u{42c}', 'b'), ('\u{44c}', 'b'), ('\u{407}', 'f')];

/// The letters of the Cyrillic alphabet that text read from scans prints
/// for the digit of a rank it looks like: `З`, `з` for 3 (`Ь2—ЬЗ`,
/// `е2—еЗ`), `б` for 6 (`КЬ8—сб`), the Ukrainian `І` for 1 (`СсІ—еЗ`), from
/// the same scans.
const OCR_RANKS: [(char, char); 4] = [
    ('\u{417}', '3'),
    ('\u{437}', '3'),
    ('\u{431}', '6'),
    ('\u{406}', '1'),
];

/// Where `word` holds a Cyrillic letter a scan read for a file or a rank
/// ([`OCR_FILES`], [`OCR_RANKS`]: `Ь2—ЬЗ`, `КЬ8—сб`): a file's letter before
/// a rank (a digit, or one of these), a rank's after a file (of Latin, of
/// the language, a look-alike or one of these) and before a dash, a
/// capture sign, a mark or the word's end. None of the language's own
/// letters (its files and piece letters), and none in a word of small
/// letters of another script alone (`сб`, a word of prose). Byte offsets,
/// in order, each with the letter printed and what it stands for.
fn ocr_letters(word: &str, words: &PrintedWords) -> Vec<(usize, char, char)> {
    let find = |table: &[(char, char)], c: char| {
        table
            .iter()
            .find_map(|&(l, meant)| (l == c && !words.own_letter(c)).then_some(meant))
    };
    if !word
        .chars()
        .any(|c| find(&OCR_FILES, c).or(find(&OCR_RANKS, c)).is_some())
        || word
            .chars()
            .all(|c| c.is_alphabetic() && c.is_lowercase() && !c.is_ascii())
    {
        return Vec::new();
    }
    let chars: Vec<(usize, char)> = word.char_indices().collect();
    let rank = |c: char| ('1'..='8').contains(&c) || find(&OCR_RANKS, c).is_some();
    let file = |c: char| {
        ('a'..='h').contains(&c)
            || words.is_file_letter(c)
            || words.file_alike(c).is_some()
            || find(&OCR_FILES, c).is_some()
    };
    let mut found = Vec::new();
    for (k, &(at, c)) in chars.iter().enumerate() {
        let after = chars.get(k + 1).map(|&(_, c)| c);
        if let Some(meant) = find(&OCR_FILES, c) {
            if after.is_some_and(rank) {
                found.push((at, c, meant));
            }
        } else if let Some(meant) = find(&OCR_RANKS, c) {
            let before = k.checked_sub(1).map(|j| chars[j].1);
            let ends = after.is_none_or(|a| {
                is_dash(a)
                    || matches!(a, 'x' | 'X' | ':' | '×' | '!' | '?')
                    || CHECK_SIGNS.contains(&a)
            });
            if before.is_some_and(file) && ends {
                found.push((at, c, meant));
            }
        }
    }
    found
}

/// The capital piece letter of the language that `word` starts with in
/// lower case, a letter of another script than Latin before a square
/// alone (the Greek queen `β` of `βα5`, `βα5+`; the pawn's capture
/// `β:γ6` is none).
fn lower_piece_letter(word: &str, words: &PrintedWords) -> Option<char> {
    let first = word.chars().next()?;
    if first.is_ascii() || !first.is_lowercase() || !is_square_alone(&word[first.len_utf8()..]) {
        return None;
    }
    let upper = one_upper(first)?;
    words
        .capitals
        .iter()
        .any(|(l, _)| l.chars().eq(std::iter::once(upper)))
        .then_some(upper)
}

/// The move word `word` with its piece letter printed in lower case as
/// the capital it stands for (`βα5` → `Βα5`), when it is one: the other
/// reading of a word that also reads as written, as a pawn's capture.
#[must_use]
pub fn lower_piece(word: &str, words: &PrintedWords) -> Option<String> {
    let upper = lower_piece_letter(word, words)?;
    let first = word.chars().next()?.len_utf8();
    let mut out = String::with_capacity(word.len() + 1);
    out.push(upper);
    out.push_str(&word[first..]);
    Some(out)
}

/// Whether `text` is a square alone, marks after it maybe (`α5`, `α5+`).
fn is_square_alone(text: &str) -> bool {
    let core = text.trim_end_matches(['+', '#', '!', '?']);
    let mut chars = core.chars();
    matches!(
        (chars.next(), chars.next(), chars.next()),
        (Some(f), Some(r), None) if f.is_alphabetic() && !f.is_uppercase() && ('1'..='8').contains(&r)
    )
}

/// The capital of `c`, when it is one character.
fn one_upper(c: char) -> Option<char> {
    let mut upper = c.to_uppercase();
    let first = upper.next()?;
    (upper.next().is_none() && first != c).then_some(first)
}

impl PrintedWords {
    /// Whether `c` is one of the language's own letters: a file letter, or
    /// a letter of one of its piece letters.
    fn own_letter(&self, c: char) -> bool {
        self.files.contains(&c) || self.pieces.iter().any(|(l, _)| l.contains(c))
    }

    /// Whether `text` ends with one of the language's piece letters of
    /// more than one letter, each letter its own or one that looks like it
    /// (`Kp`, the Russian king `Кр` typed with Latin letters).
    fn ends_with_piece(&self, text: &str) -> bool {
        self.pieces.iter().any(|(l, _)| {
            let n = l.chars().count();
            n > 1
                && text.chars().rev().take(n).count() == n
                && text
                    .chars()
                    .rev()
                    .zip(l.chars().rev())
                    .all(|(a, b)| a == b || crate::letters::looks_alike(a, b))
        })
    }

    /// The first Cyrillic letter a scan read for a file or a rank in
    /// `written` (`Ь` of `Ь2—ЬЗ`; see [`PrintedKind::OcrLetter`]): its byte
    /// offset, the letter and what it is read as.
    #[must_use]
    pub fn ocr_letter_in(&self, written: &str) -> Option<(usize, char, char)> {
        ocr_letters(written, self).into_iter().next()
    }

    /// Whether `c` is one of the language's own file letters (the Greek
    /// `α`–`θ`).
    #[must_use]
    pub fn is_file_letter(&self, c: char) -> bool {
        self.files.contains(&c)
    }

    /// A capture that names the piece it takes with a capital piece letter
    /// of the language right after the capture sign (`Sd7xSe5`, `Sd7:Se5`,
    /// `Dd8xTb6`, `TxT`, `DxT+`): the move without that letter (`Sd7xe5`),
    /// and the role the letter names. A move that names no square keeps
    /// its text (`TxT`), and is then a piece letter, the sign and the
    /// letter of the piece taken, marks after them maybe.
    #[must_use]
    pub fn captured_piece(&self, text: &str) -> Option<(String, Role)> {
        let (at, sign) = text
            .char_indices()
            .skip(1)
            .find(|&(_, c)| matches!(c, 'x' | ':' | '×'))?;
        let after = at + sign.len_utf8();
        let (letter, role) = self
            .capitals
            .iter()
            .find(|(l, _)| text[after..].starts_with(l.as_str()))?;
        let rest = &text[after + letter.len()..];
        let core = rest.trim_end_matches(['+', '#', '!', '?']);
        let mut chars = core.chars();
        match (chars.next(), chars.next(), chars.next()) {
            // No square: a piece letter before the sign, alone.
            (None, _, _) => self
                .capitals
                .iter()
                .any(|(l, _)| *l == text[..at])
                .then(|| (text.to_owned(), *role)),
            // A square (a file in lower case, then a rank).
            (Some(file), Some(rank), None)
                if file.is_alphabetic() && !file.is_uppercase() && ('1'..='8').contains(&rank) =>
            {
                Some((format!("{}{rest}", &text[..after]), *role))
            }
            _ => None,
        }
    }
}

/// `body` with the capture sign printed apart joined to its move
/// (`f5 X e4` → `f5xe4`, `Pg1 x f3` → `Pg1xf3`, `e4 : d5` → `e4:d5`,
/// `D x d3` → `Dxd3`, `dx e4` → `dxe4`), when the lexer keeps it as one
/// word by its form (`lexer::is_spaced_capture`). `None` for any other
/// spacing.
fn spaced_capture(body: &str) -> Option<String> {
    let gap = spaced_sign(body)?;
    let sign = body[gap.clone()].trim_matches(' ');
    let mut out = String::with_capacity(body.len());
    out.push_str(&body[..gap.start]);
    out.push_str(if sign == "X" { "x" } else { sign });
    out.push_str(&body[gap.end..]);
    Some(out)
}

/// Where the capture sign printed apart in `written` (`f5 X e4`, `D x d3`,
/// `dx e4`) stands, its spaces included, when it is one ([`spaced_capture`]).
fn spaced_sign(written: &str) -> Option<std::ops::Range<usize>> {
    if !written.contains(' ') || !crate::lexer::is_spaced_capture(written) {
        return None;
    }
    let at = written.find(' ')?;
    if let Some(sign) = ['x', ':', '×']
        .into_iter()
        .find(|&c| written[..at].ends_with(c))
    {
        // Glued to the piece, file or square before it (`Dx b2`, `c3: d4`).
        return Some(at - sign.len_utf8()..at + 1);
    }
    let sign = written[at + 1..].chars().next()?;
    Some(at..at + 2 + sign.len_utf8())
}

/// The letters of other scripts that look like a file letter of `letters`
/// and are none of its own (its files, Latin ones included, and the
/// characters of its piece letters), with the Latin file each is read as:
/// the Cyrillic `а с е` in a language of Latin files. Upper-case
/// look-alikes are none: files are small letters, and the Russian bishop
/// `С` stays a bishop.
fn file_lookalikes(letters: &crate::letters::Letters) -> Vec<(char, char)> {
    let mut out = Vec::new();
    for file in 'a'..='h' {
        for c in crate::letters::look_alikes(file) {
            let own = letters.file_from_char(c).is_some()
                || letters.pieces.iter().any(|p| p.contains(c))
                || letters.extra_pieces.iter().any(|(p, _)| p.contains(c));
            if !c.is_ascii() && c.is_lowercase() && !own {
                out.push((c, file));
            }
        }
    }
    out
}

impl PrintedWords {
    /// Whether `a` and `b` are files side by side in the language, as the
    /// two files of a pawn's capture are (`cd`, `γδ`, `גד`); a look-alike
    /// of another script counts as the file it looks like (the Cyrillic
    /// `е` of `еd`).
    #[must_use]
    pub fn adjacent_files(&self, a: char, b: char) -> bool {
        let at = |c: char| {
            let c = self.file_alike(c).unwrap_or(c);
            self.files.iter().position(|&f| f == c)
        };
        matches!((at(a), at(b)), (Some(x), Some(y)) if x.abs_diff(y) == 1)
    }

    /// The Latin file letter `c` is read as where a file stands, when it is
    /// a look-alike of one of another script (see [`PrintedKind::Homoglyph`]).
    #[must_use]
    pub fn file_alike(&self, c: char) -> Option<char> {
        if c.is_ascii() {
            return None;
        }
        self.file_lookalikes
            .iter()
            .find(|(l, _)| *l == c)
            .map(|&(_, f)| f)
    }

    /// The first look-alike of a file letter in `written`, read as a file
    /// (`е` of `е7-е6`): its byte offset, the letter and the Latin file it
    /// is read as.
    #[must_use]
    pub fn file_alike_in(&self, written: &str) -> Option<(usize, char, char)> {
        written
            .char_indices()
            .find_map(|(i, c)| self.file_alike(c).map(|f| (i, c, f)))
    }
}

/// The two files of a pawn's capture printed as its files alone (`cd`,
/// `ed:`, `e:d`, `dxe`; `cd` stands for `cxd4` where only one pawn of the
/// side to move can take from the c-file on the d-file), as Hungarian and
/// Russian print them: the first file and the second, and the byte range of
/// the move in `word` (the marks after it left out: `cd+`, `ed:!`). Two
/// letters of no case or in lowercase, neither `x`; which letters are
/// files is the language's to say.
#[must_use]
pub fn two_files(word: &str) -> Option<(char, char, std::ops::Range<usize>)> {
    let body = word.trim_end_matches(['+', '#', '!', '?']);
    // A promotion after the files (`fgФ`, `fg=D`), as Russian books print
    // it: a capital, with `=` before it or not.
    let body = match body.char_indices().next_back() {
        Some((at, c)) if c.is_uppercase() => body[..at].strip_suffix('=').unwrap_or(&body[..at]),
        _ => body,
    };
    let core = body.strip_suffix(':').unwrap_or(body);
    let mut chars = core.chars();
    let first = chars.next()?;
    let mut second = chars.next()?;
    if matches!(second, 'x' | '×' | ':') {
        if body.len() != core.len() {
            return None;
        }
        second = chars.next()?;
    }
    let file = |c: char| c.is_alphabetic() && !c.is_uppercase() && !matches!(c, 'x' | '×');
    (chars.next().is_none() && file(first) && file(second) && first != second).then_some((
        first,
        second,
        0..body.len(),
    ))
}

/// Classes of the bytes of a move word for [`plain`] ([`PRINT_CLASS`],
/// [`PRINT_AFTER`]).
mod print_class {
    /// Print wherever it stands: a byte of a non-ASCII character, a space,
    /// a line break, `l`, `*`.
    pub(super) const ALWAYS: u8 = 1;
    /// An ASCII capital: print after `x` or `:` (`Sd7xSe5`).
    pub(super) const UPPER: u8 = 2;
    /// `X`: print after a digit (`e4Xd5`).
    pub(super) const BIG_X: u8 = 4;
}

/// The [`print_class`] bits of each byte.
static PRINT_CLASS: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        let mut c = 0;
        if byte >= 0x80 || matches!(byte, b' ' | b'\n' | b'\r' | b'l' | b'*') {
            c |= print_class::ALWAYS;
        }
        if byte.is_ascii_uppercase() {
            c |= print_class::UPPER;
        }
        if byte == b'X' {
            c |= print_class::BIG_X;
        }
        table[b] = c;
        b += 1;
    }
    table
};

/// The [`print_class`] bits that are print in the byte after each byte.
static PRINT_AFTER: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        table[b] = if matches!(byte, b'x' | b':') {
            print_class::UPPER
        } else if byte.is_ascii_digit() {
            print_class::BIG_X
        } else {
            0
        };
        b += 1;
    }
    table
};

/// The move word `written` as the move reader takes it, when print changed
/// it (`e2–e4` → `e2-e4`, `Ιχδ5` → `Ιxδ5`, `Βθ7+ματ` → `Βθ7#`); `None`
/// for a word print did not touch. A translation reads the move from this
/// text, then puts the print back ([`keep_print`]).
#[must_use]
#[inline]
pub fn plain(written: &str, words: &PrintedWords) -> Option<String> {
    // Dashes and capture signs of print are not ASCII, a capture sign
    // printed apart has spaces around it, a capture sign of long notation
    // may be a `*` (`Rg2*h2`), a rank 1 read from a scan is a
    // small `l` (`Tal`), and words and signs for mate end
    // in a letter: asked for every move a translation writes, told here
    // with no call, in one pass over the word. The letter of the piece a
    // capture takes (`Sd7xSe5`) is told in the same pass, by the byte
    // before each.
    if no_print_bytes(written.as_bytes())
        && ((words.mate.is_empty() && words.mate_signs.is_empty())
            || !written
                .as_bytes()
                .last()
                .is_some_and(u8::is_ascii_alphabetic)
            // Castling ends in a letter too, and is no print.
            || (words.castles_plain && matches!(written.as_bytes(), b"O-O" | b"O-O-O")))
    {
        return None;
    }
    plain_printed(written, words)
}

/// Whether no byte of `word` is print in the one pass of [`plain`]: a
/// byte of a non-ASCII character, a space, `l`, `*`, a capital after `x`
/// or `:`, an `X` after a digit. Through two tables, a byte's classes and
/// the classes that are print after it: a load, an `or`, an `and` and a
/// test a byte.
#[inline(always)]
fn no_print_bytes(word: &[u8]) -> bool {
    let mut after = 0u8;
    for &b in word {
        if PRINT_CLASS[usize::from(b)] & (print_class::ALWAYS | after) != 0 {
            return false;
        }
        after = PRINT_AFTER[usize::from(b)];
    }
    true
}

/// [`plain`] for a word that may hold print.
#[inline(never)]
fn plain_printed(written: &str, words: &PrintedWords) -> Option<String> {
    let p = part(written, 0..written.len(), words)?;
    // Two files alone are no move text of their own (the walker finds the
    // move they stand for).
    // A piece letter in lower case (`βα5`) is the reading's to tell: a
    // pawn's capture written alike (`βα5`, b-pawn takes a5) is none.
    (p.kinds & !(PrintedKind::Files.bit() | PrintedKind::LowerPiece.bit()) != 0).then_some(p.text)
}

/// The piece a capture printed as naming the piece it takes (`Sd7xSe5`,
/// `TxT`; see [`PrintedWords::captured_piece`]) takes, read from `written`,
/// a move word in the language of `words`.
#[must_use]
pub fn named_capture(written: &str, words: &PrintedWords) -> Option<Role> {
    part(written, 0..written.len(), words)?.captured
}

/// Writes the capture `written` printed as `TxT` (a piece letter, the
/// capture sign and the letter of the piece taken, with no square) in the
/// target's letters: the letters of `mover` and `taken`, the sign and the
/// marks after it as printed. `false` where the target has no capital for
/// either (Hebrew): the move is then written as its own.
pub fn write_named_capture(
    written: &str,
    mover: Role,
    taken: Role,
    to: &crate::letters::Letters,
    out: &mut String,
) -> bool {
    let Some((at, sign)) = written
        .char_indices()
        .skip(1)
        .find(|&(_, c)| matches!(c, 'x' | ':' | '×'))
    else {
        return false;
    };
    let core = written.trim_end_matches(['+', '#', '!', '?']).len();
    // A letter with no capital (Hebrew's) reads as no piece taken.
    let capital = |role: Role| to.piece(role).starts_with(char::is_uppercase);
    if !capital(mover) || !capital(taken) || core < at {
        return false;
    }
    out.push_str(to.piece(mover));
    out.push(sign);
    out.push_str(to.piece(taken));
    out.push_str(&written[core..]);
    true
}

/// Puts the letter of the piece a capture takes back into `out[start..]`,
/// the move written from the text [`plain`] gave, after its capture sign
/// (`Sd7xSe5` written in English is `Nd7xNe5`), where the target's letter
/// for it is a capital (Hebrew's letters have none: the move is written
/// as its own).
pub fn keep_named_capture(
    taken: Role,
    to: &crate::letters::Letters,
    out: &mut String,
    start: usize,
) {
    let letter = to.piece(taken);
    if !letter.starts_with(char::is_uppercase) {
        return;
    }
    if let Some((at, c)) = out[start..]
        .char_indices()
        .skip(1)
        .find(|&(_, c)| matches!(c, 'x' | ':' | '×') || to.capture.starts_with(c))
    {
        let at = start + at + c.len_utf8();
        out.insert_str(at, letter);
    }
}

/// Puts the print of `written` (a move word in the language of `from`)
/// back into `out[start..]`, the move written in the target language from
/// the text [`plain`] gave: each dash as it was printed (`e2–e4`, `0–0`),
/// the capture sign as the target's own sign of print when it has one,
/// else `x`, and a word or sign for mate glued to the move as the target's
/// of the same kind: a sign for a sign (`Vd8X` -> `Лd8Х`, and `Td8#` in a
/// language with no sign of its own: a word glued on, `Td8Matt`, is
/// nobody's print), a word for a word (`Dh7+mat` -> `Dh7+Matt`, else the
/// target's sign, else `#`).
pub fn keep_print(
    written: &str,
    from: &PrintedWords,
    to: &PrintedWords,
    out: &mut String,
    start: usize,
) {
    // A move broken across a line (`e2⏎—e4`): its print kept as the word
    // unbroken's, and the line break put back where it was printed.
    if written.contains('\n')
        && let Some(unbroken) = unbroken_move(written)
    {
        keep_print(&unbroken, from, to, out, start);
        rebreak(written, to, out, start);
        return;
    }
    // A move printed with spaces inside it (`D g 7 – h 7 !`): the letters
    // changed, the rest as printed (`Q g 7 – h 7`).
    if written.contains(' ') && spaced_move(written).is_some() {
        let written = written.trim_end_matches(spaced_mark);
        respace(written, out, start);
        return;
    }
    // A move of long notation with a space by its dash or in a square
    // (`Rg8— f6;`, `f 4—f 5`): each space where it was printed, counted
    // from the move's last square (a piece letter may be longer in the
    // target); the dash and the letters of print are kept below.
    if written.contains(' ')
        && let Some((_, found)) = long_apart(written.trim_end_matches([',', ';']))
    {
        let core = start + out[start..].trim_end_matches(['+', '#', '!', '?']).len();
        let ours: Vec<usize> = out[start..core]
            .char_indices()
            .map(|(at, _)| start + at)
            .collect();
        let mut after = 0;
        // From the last space, so that the offsets before stay.
        for c in written[..found.end].chars().rev() {
            if c != ' ' {
                after += 1;
            } else if let Some(&at) = ours.len().checked_sub(after).and_then(|i| ours.get(i)) {
                out.insert(at, ' ');
            }
        }
    }
    // The file letters of a keyboard, character for character (first, while
    // the move has as many letters as the word has past its spaces): a letter
    // of print where the target reads it as the same file (`Cç3` stays
    // `Cç3` in French, and is `Nc3` in English, which reads no `ç`: a
    // translation reads back).
    if written.chars().any(|c| from.file_letter(c).is_some()) {
        let kept: Vec<char> = written.chars().filter(|&c| c != ' ').collect();
        let got: Vec<char> = out[start..].chars().collect();
        if kept.len() == got.len() {
            let moved: String = got
                .iter()
                .zip(&kept)
                .map(|(&target, &printed)| {
                    let keep = from.file_letter(printed) == Some(target)
                        && to.file_letter(printed) == Some(target);
                    if keep { printed } else { target }
                })
                .collect();
            out.truncate(start);
            out.push_str(&moved);
        }
    }
    // A letter printed for a rank's digit (`Rgl—f3`, `Pfó`), rank for
    // rank: a faithful translation changes letters, not what the writer
    // printed where a digit stands (`--style` writes the digit).
    let ocr = ocr_digits(written, from);
    if !ocr.is_empty() {
        let rank = |c: char| ('1'..='8').contains(&c);
        let letter_at = |at: usize| ocr.iter().find(|&&(l, _, _)| l == at);
        let printed: Vec<Option<(char, char)>> = written
            .char_indices()
            .filter(|&(at, c)| rank(c) || letter_at(at).is_some())
            .map(|(at, _)| letter_at(at).map(|&(_, letter, digit)| (letter, digit)))
            .collect();
        let ours: Vec<usize> = out[start..]
            .char_indices()
            .filter(|&(_, c)| rank(c))
            .map(|(at, _)| start + at)
            .collect();
        if printed.len() == ours.len() {
            // From the last, so that the offsets before stay.
            for (&letter, &at) in printed.iter().zip(&ours).rev() {
                if let Some((letter, digit)) = letter
                    && out[at..].starts_with(digit)
                {
                    out.replace_range(at..=at, letter.encode_utf8(&mut [0; 4]));
                }
            }
        }
    }
    // A letter for the dagger of check (`Dh5xf7f`): as printed, in the
    // place of the mark the move was written with.
    if let Some(at) = ocr_check(written.trim_end_matches([',', ';', '.']))
        && out[start..].ends_with('+')
    {
        out.pop();
        out.push(char::from(written.as_bytes()[at]));
    }
    // Dashes, one for one.
    if written.contains(PRINTED_DASHES) {
        let dashes: Vec<char> = written.chars().filter(|&c| is_dash(c)).collect();
        let hyphens = out[start..].matches('-').count();
        if hyphens == dashes.len() {
            let mut next = dashes.into_iter();
            let moved: String = out[start..]
                .chars()
                .map(|c| {
                    if c == '-' {
                        next.next().unwrap_or(c)
                    } else {
                        c
                    }
                })
                .collect();
            out.truncate(start);
            out.push_str(&moved);
        }
    }
    // Files written with look-alikes of another script (`е7-е6`, the
    // Cyrillic `е`) are written as the target writes the file meant, as
    // every letter is: they are letters, not print.
    // A capture sign printed apart (`f5 X e4`), with its spaces; not after
    // a hyphen the target needs there (the Hebrew king's long notation,
    // `מה8-xו7`: `מה8- x ו7` reads as no move, `מה8 x ו7` as the queen's
    // too), where it stays glued.
    if let Some(gap) = spaced_sign(written)
        && let Some(at) = out[start..].find(['x', ':', '×'])
        && !out[..start + at].ends_with('-')
    {
        let at = start + at;
        let len = out[at..].chars().next().map_or(1, char::len_utf8);
        out.replace_range(at..at + len, &written[gap]);
    }
    // A `*` or a capital `X` for the capture sign between two squares
    // (`Rg2*h2`, `f4Xe5`), in every language: no language's letter, a
    // sign of print.
    if let Some((_, sign)) = written
        .char_indices()
        .find(|&(at, c)| matches!(c, '*' | 'X') && sign_between_squares(written, at))
        && out[start..].matches('x').count() == 1
        && let Some(at) = out[start..].find('x')
    {
        let at = start + at;
        out.replace_range(at..at + 1, sign.encode_utf8(&mut [0; 4]));
    }
    // The capture sign of print.
    if written.chars().skip(1).any(|c| from.capture.contains(&c))
        && let Some(&sign) = to.capture.first()
        && out[start..].matches('x').count() == 1
        && let Some(at) = out[start..].find('x')
    {
        let at = start + at;
        out.replace_range(at..at + 1, sign.encode_utf8(&mut [0; 4]));
    }
    // A word or sign for mate glued to its move, or apart in the same word.
    if let Some(cut) = from.mate_at_end(written)
        && out[start..].ends_with('#')
    {
        let sign = written[cut..].chars().count() == 1;
        let body = written[..cut].trim_end_matches(['+', ' ']).len();
        match (sign, to.mate_word(), to.mate_sign()) {
            (false, Some(word), _) => {
                out.pop();
                out.push_str(&written[body..cut]);
                out.push_str(word);
            }
            // A letter typed for the source's sign that the target reads
            // as its own sign, or as one typed for it, stays as printed
            // (`Фd5x` in Russian, `b7X` in Czech).
            (true, _, Some(_))
                if written[cut..].chars().next().is_some_and(|c| {
                    !from.mate_signs.contains(&c)
                        && (to.mate_signs.contains(&c) || to.mate_alikes.contains(&c))
                }) =>
            {
                out.pop();
                out.push_str(&written[cut..]);
            }
            (_, _, Some(mark)) => {
                out.pop();
                out.push(mark);
            }
            _ => {}
        }
    }
}

/// Writes `out[start..]`, a move the target writes from the spaced move
/// `written` (`Dg7-h7` and the like, in its letters), as `written` is
/// printed, its spaces, dash and capture mark kept, with the target's
/// piece letter and files (`D g 7 – h 7` becomes `Q g 7 – h 7`). Left as it
/// is when its squares are not those of `written` (the target wrote
/// something else).
fn respace(written: &str, out: &mut String, start: usize) {
    // Castling with its hyphens lost (`0 0`, `0 0 0`): as printed, the
    // marks the move was written with after it.
    if written.bytes().all(|b| b == b'0' || b == b' ') {
        let marks = out[start..].trim_start_matches(['0', 'O', '-']).to_owned();
        out.truncate(start);
        out.push_str(written);
        out.push_str(&marks);
        return;
    }
    // The capture sign is the written mark's (`:` after the move).
    let ours: String = out[start..]
        .chars()
        .filter(|&c| !matches!(c, 'x' | ':' | '×'))
        .collect();
    let ours = ours.as_str();
    let rank = |c: char| ('1'..='8').contains(&c);
    // The target's files (the letter before each rank) and its piece (what
    // stands before the first file).
    let chars: Vec<(usize, char)> = ours.char_indices().collect();
    let files: Vec<std::ops::Range<usize>> = chars
        .windows(2)
        .filter(|pair| rank(pair[1].1) && pair[0].1.is_alphabetic())
        .map(|pair| pair[0].0..pair[1].0)
        .collect();
    let printed_ranks: String = written.chars().filter(|&c| rank(c)).collect();
    let our_ranks: String = ours.chars().filter(|&c| rank(c)).collect();
    let Some(first) = files.first() else {
        return;
    };
    if printed_ranks != our_ranks {
        return;
    }
    let piece = &ours[..first.start];
    let letters = spaced_letters(written);
    let pieced = !piece.is_empty();
    if letters.len() != files.len() + usize::from(pieced)
        || piece.contains(|c: char| !c.is_alphabetic())
    {
        return;
    }
    let targets = pieced
        .then_some(piece)
        .into_iter()
        .chain(files.iter().map(|f| &ours[f.clone()]));
    let mut moved = String::with_capacity(written.len() + 4);
    let mut last = 0;
    for (range, target) in letters.iter().zip(targets) {
        moved.push_str(&written[last..range.start]);
        moved.push_str(target);
        last = range.end;
    }
    moved.push_str(&written[last..]);
    out.truncate(start);
    out.push_str(&moved);
}

impl PrintedWords {
    /// Where the word for mate ends in `written`, a word standing after its
    /// move that is one (a separator or stop after it maybe: `matto;`).
    #[must_use]
    pub fn mate_word_in(&self, written: &str) -> Option<usize> {
        let core = written.trim_end_matches([';', ',', '.', '!']);
        self.is_mate_word(core).then_some(core.len())
    }
}

/// What a word for mate standing after its move becomes in a language
/// that has no word for mate: its sign glued to the move, else PGN's `#`
/// (a word of one language left in another's text reads as nothing).
#[must_use]
pub fn glued_mate(to: &PrintedWords) -> char {
    to.mate_sign().unwrap_or('#')
}

/// Pushes `word` with its first letter in upper case (`Resigns`,
/// `Menace`): a printed word that starts a sentence keeps its capital in
/// the target language.
pub fn capitalized(word: &str, out: &mut String) {
    let mut chars = word.chars();
    if let Some(first) = chars.next() {
        out.extend(first.to_uppercase());
        out.push_str(chars.as_str());
    }
}

/// Writes `written`, a word standing alone after its move that is a word
/// for mate or for a draw in the language of `from` (a separator after it
/// maybe), with the target's word: whether it did (the target has a word
/// for mate, and the word is one; a word for a draw becomes the target's,
/// or the PGN result `1/2-1/2` in a language with none). A word for mate
/// in a language with none is the caller's to glue to its move
/// ([`glued_mate`]).
pub fn translate_word(
    written: &str,
    from: &PrintedWords,
    to: &PrintedWords,
    out: &mut String,
) -> bool {
    let core = written.trim_end_matches([';', ',', '.', '!']);
    let word = if from.is_mate_word(core) {
        to.mate_word()
    } else if from.is_resign_word(core) || from.is_draw_word(core) {
        // A word for resigning or for a draw that starts its sentence
        // (`Resigns.`, `Patta.`, as a book prints it after the last move)
        // keeps its capital.
        let word = if from.is_resign_word(core) {
            to.resign_word()
        } else {
            Some(
                to.draw
                    .first()
                    .map_or(crate::tree::Outcome::Draw.as_pgn(), String::as_str),
            )
        };
        // A capital of its own (the German `Remis`) is no sentence's.
        let listed = from
            .resign
            .iter()
            .chain(&from.draw)
            .find(|w| eq_caseless(w, core));
        if let Some(word) = word
            && core.starts_with(char::is_uppercase)
            && listed.is_some_and(|w| w.starts_with(char::is_lowercase))
        {
            capitalized(word, out);
            out.push_str(&written[core.len()..]);
            return true;
        }
        word
    } else {
        None
    };
    match word {
        Some(word) => {
            out.push_str(word);
            out.push_str(&written[core.len()..]);
            true
        }
        None => false,
    }
}

/// Writes `gap`, text inside a printed word between or after its moves,
/// as standard PGN: a dash between the moves of a pair becomes a space, a
/// separator goes (a space stands in its place when none is beside it:
/// `Ld3,f5`), a move number glued to its move gets its period, and a
/// sentence's stop after a move (`bc.`) goes. A move the gap holds (the
/// first of a pair whose second is not read, `Nf3-` of `2.Nf3-Bb3`) keeps
/// its rank as it is: a digit right after a letter is a square's, not a
/// move number.
pub fn standard_gap(gap: &str, out: &mut String) {
    let mut chars = gap.chars().peekable();
    // Whether the last character was part of a move number (its digits
    // and periods).
    let mut number = false;
    let mut spaced = false;
    // Whether the last character was a letter (a square's file before
    // its rank).
    let mut letter = false;
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() && letter {
            out.push(c);
            number = false;
        } else if c.is_ascii_digit() {
            out.push(c);
            if !chars
                .peek()
                .is_some_and(|n| n.is_ascii_digit() || *n == '.')
            {
                out.push('.');
            }
            number = true;
        } else if c == '.' {
            // A stop after a move (not `e.p.`'s).
            let stop = !number
                && !out.ends_with(char::is_alphabetic)
                && chars.peek().is_none_or(|n| n.is_whitespace());
            if !stop {
                out.push(c);
            }
        } else if is_dash(c) {
            out.push(' ');
            number = false;
        } else if c == ';' || c == ',' {
            if !spaced && !chars.peek().is_some_and(|n| n.is_whitespace()) {
                out.push(' ');
            }
            number = false;
        } else {
            out.push(c);
            number = false;
        }
        spaced = out.ends_with(char::is_whitespace);
        letter = c.is_alphabetic();
    }
}

/// The runs of white space of `gap`, text between two moves of a game, that
/// hold a blank line (a book's move a paragraph), outside comments: PGN
/// readers end a game's moves at a blank line, so standard PGN writes one
/// line break in their place.
pub fn blank_lines(gap: &[u8]) -> Vec<std::ops::Range<usize>> {
    let mut runs = Vec::new();
    let mut depth = 0u32;
    let mut i = 0;
    while i < gap.len() {
        match gap[i] {
            b'{' => depth += 1,
            b'}' => depth = depth.saturating_sub(1),
            b if depth == 0 && b.is_ascii_whitespace() => {
                let len = gap[i..]
                    .iter()
                    .take_while(|c| c.is_ascii_whitespace())
                    .count();
                if gap[i..i + len].iter().filter(|&&c| c == b'\n').count() >= 2 {
                    runs.push(i..i + len);
                }
                i += len;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    runs
}

/// The tags every PGN game has, in the order PGN writes them (the Seven
/// Tag Roster), with the values that say "unknown".
const ROSTER: [(&str, &str); 6] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
];

/// `text`, standard movetext as `--style` writes it, with the Seven Tag
/// Roster before each game that has moves and no tags (printed text, a
/// column or a book page), so that it loads in any PGN reader: unknown
/// values (`?`, `????.??.??`) and the game's own result (`*` when it has
/// none). A game whose only tags set up its position (`[FEN]`, `[SetUp]`:
/// a column's game from a diagram) gains the roster before them, and
/// keeps them: its moves and its result hang on them. Such a game also ends as PGN ends a game: with `*` after its
/// moves when it has no result (with the mate's, `1-0` or `0-1`, when its
/// last move is marked `#`: a printed game ends at the mate, and prints
/// no result), and with its result on the line after its
/// moves when a blank line stood between (a word for resigning printed as
/// a paragraph of its own): a reader of PGN ends a game's moves at a blank
/// line. `None` when no game lacks its tags.
#[must_use]
pub fn with_roster(text: &[u8]) -> Option<Vec<u8>> {
    /// What is written into one bare game: its tags at `at`; its result
    /// `*` after its moves at `end`, or the blank lines of `gap` before
    /// its result as one line break.
    struct Bare {
        at: usize,
        /// Where the moves of a game with tags of its position start.
        tagged: Option<usize>,
        result: &'static str,
        end: Option<usize>,
        gap: Option<std::ops::Range<usize>>,
        moves: usize,
    }
    let tree = crate::tree::SyntaxTree::parse(text);
    let mut bare = tree
        .games()
        .filter(|g| {
            g.mainline().is_some() && g.tags().all(|t| matches!(t.name(), Some("FEN" | "SetUp")))
        })
        .map(|g| {
            let tagged = g
                .tag_section()
                .and(g.mainline())
                .map(|m| m.node().span().start);
            // The game starts at its first move or comment, after the
            // white space the tree gives it.
            let span = g.span();
            let skip = text[span.clone()]
                .iter()
                .take_while(|b| b.is_ascii_whitespace())
                .count();
            let written = g.result();
            let result = written.map_or_else(|| mated(g), |r| r.outcome().as_pgn());
            let trimmed = |end: usize| {
                end - text[..end]
                    .iter()
                    .rev()
                    .take_while(|b| b.is_ascii_whitespace())
                    .count()
            };
            // Where its moves start: after its tags, if it has some.
            let first = tagged.unwrap_or(span.start + skip);
            let gap = written.and_then(|r| {
                let to = r.span().start;
                let from = trimmed(to);
                let breaks = text[from..to].iter().filter(|&&b| b == b'\n').count();
                (breaks > 1 && from > first).then_some(from..to)
            });
            let end = written
                .is_none()
                .then(|| trimmed(g.content_span().end).max(first));
            // Where its moves end: before the blank lines or the result
            // after them, or at the end of its content.
            let moves = gap
                .as_ref()
                .map(|g| g.start)
                .or(end)
                .or_else(|| written.map(|r| r.span().start))
                .unwrap_or(span.end);
            Bare {
                at: span.start + skip,
                tagged,
                result,
                end,
                gap,
                moves,
            }
        })
        .peekable();
    bare.peek()?;
    let mut out = Vec::with_capacity(text.len() + 128);
    let mut copied = 0;
    for game in bare {
        out.extend_from_slice(&text[copied..game.at]);
        for (name, value) in ROSTER {
            out.extend_from_slice(format!("[{name} \"{value}\"]\n").as_bytes());
        }
        out.extend_from_slice(format!("[Result \"{}\"]\n", game.result).as_bytes());
        copied = game.at;
        match game.tagged {
            // Its own tags, and the blank line after them, as they are.
            Some(moves) => {
                out.extend_from_slice(&text[copied..moves]);
                copied = moves;
            }
            None => out.push(b'\n'),
        }
        if game.moves > copied {
            close_blank_lines(&text[copied..game.moves], &mut out);
            copied = game.moves;
        }
        if let Some(gap) = game.gap {
            out.extend_from_slice(&text[copied..gap.start]);
            out.push(b'\n');
            copied = gap.end;
        }
        if let Some(end) = game.end {
            out.extend_from_slice(&text[copied..end]);
            out.push(b' ');
            out.extend_from_slice(game.result.as_bytes());
            copied = end;
        }
    }
    out.extend_from_slice(&text[copied..]);
    Some(out)
}

/// The result of `game`, a game with no result written, as PGN writes it:
/// the mating side's win when the last move of its main line is marked
/// `#` (as `--style` marks a mate), else `*`. The side is told by the
/// number of moves of its main line and the side to move of its `[FEN]`.
fn mated(game: crate::tree::Game<'_>) -> &'static str {
    let Some(line) = game.mainline() else {
        return "*";
    };
    let (count, last) = line
        .moves()
        .fold((0usize, None), |(n, _), m| (n + 1, Some(m)));
    let mate = last.is_some_and(|m| m.text().trim_end_matches(['!', '?']).ends_with('#'));
    if !mate {
        return "*";
    }
    let black_first = game
        .tag("FEN")
        .and_then(|t| t.value())
        .is_some_and(|fen| fen.split_whitespace().nth(1) == Some("b"));
    // The side that played the last move won.
    if (count % 2 == 1) != black_first {
        crate::tree::Outcome::WhiteWins.as_pgn()
    } else {
        crate::tree::Outcome::BlackWins.as_pgn()
    }
}

/// Writes a bare game's `moves` into `out` without the blank lines that
/// stand inside them where a commentary between its moves was left out
/// (`--style` writes only the moves of a page: a paragraph between
/// `14.Ah5 Axh5` and `15.Fxh7+!` leaves white space, and a blank line ends
/// a game for PGN readers): each run of white space with two line breaks
/// or more, outside comments, becomes one line break.
fn close_blank_lines(moves: &[u8], out: &mut Vec<u8>) {
    let mut depth = 0u32;
    let mut i = 0;
    while i < moves.len() {
        let b = moves[i];
        match b {
            b'{' => depth += 1,
            b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if depth == 0 && b.is_ascii_whitespace() {
            let end = moves[i..]
                .iter()
                .position(|b| !b.is_ascii_whitespace())
                .map_or(moves.len(), |n| i + n);
            let run = &moves[i..end];
            if run.iter().filter(|&&b| b == b'\n').count() >= 2 {
                out.push(b'\n');
            } else {
                out.extend_from_slice(run);
            }
            i = end;
            continue;
        }
        out.push(b);
        i += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `eq_caseless` folds one character each way but `İ`: no other
    /// character lowers to more than one; and it reads as the full fold.
    #[test]
    fn only_one_character_lowers_to_several() {
        let several: Vec<char> = (0..=0x10_FFFF)
            .filter_map(char::from_u32)
            .filter(|c| c.to_lowercase().count() > 1)
            .collect();
        assert_eq!(several, ['\u{130}']);
        for (a, b, same) in [
            ("Чёрные", "черные", true),
            ("İstanbul", "i\u{307}stanbul", true),
            ("\u{212A}ing", "king", true),
            ("Matt", "MATT", true),
            ("Matt", "Mat", false),
            ("Ψ", "ψω", false),
        ] {
            assert_eq!(eq_caseless(a, b), same, "{a} {b}");
            assert_eq!(folded(a) == folded(b), same, "{a} {b}");
        }
    }

    fn words() -> PrintedWords {
        PrintedWords {
            mate: vec!["matto".into(), "ματ".into()],
            capture: vec!['χ'],
            mate_signs: Vec::new(),
            write_mate: Some("matto".into()),
            draw: vec!["patta".into()],
            files: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
            ..PrintedWords::default()
        }
    }

    /// Russian's printed words, with its look-alike files.
    fn russian() -> PrintedWords {
        PrintedWords {
            file_lookalikes: file_lookalikes(
                crate::locale::Locales::embedded()
                    .get("ru")
                    .unwrap()
                    .letters(),
            ),
            ..PrintedWords::default()
        }
    }

    #[test]
    fn files_written_with_lookalikes() {
        let w = russian();
        let mut alikes = w.file_lookalikes.clone();
        alikes.sort_unstable();
        // Cyrillic а, с, е and the Greek α; no capital (С is the bishop).
        assert_eq!(alikes, [('α', 'a'), ('а', 'a'), ('е', 'e'), ('с', 'c')]);
        let text = |word: &str| match reread(word, &w).map(|r| r.what) {
            Some(Printed::Move(p)) => Some((p.text, p.kinds)),
            Some(Printed::Pairs(p)) => Some((p[0].0.text.clone(), p[0].0.kinds)),
            _ => None,
        };
        let homoglyph = PrintedKind::Homoglyph.bit();
        let dash = PrintedKind::Dash.bit();
        assert_eq!(text("е6"), Some(("e6".into(), homoglyph)));
        assert_eq!(text("Се7"), Some(("Сe7".into(), homoglyph)));
        assert_eq!(text("е3:f2+"), Some(("e3:f2+".into(), homoglyph)));
        assert_eq!(text("e7—е6"), Some(("e7-e6".into(), homoglyph | dash)));
        assert_eq!(text("Кb1—с3"), Some(("Кb1-c3".into(), homoglyph | dash)));
        // Two files, one of them a look-alike; two look-alikes are a word.
        let files = PrintedKind::Files.bit();
        assert_eq!(text("еd"), Some(("ed".into(), homoglyph | files)));
        assert_eq!(text("се").map(|(_, k)| k & homoglyph), Some(0));
        // Letters that stand where no file does stay as they are (`см`
        // is two small letters, which only legality may make a capture).
        assert_eq!(
            text("см").map(|(t, k)| (t, k & homoglyph)),
            Some(("см".into(), 0))
        );
        assert_eq!(reread("Кс", &w), None);
        // Languages whose own files are those letters have none.
        let greek = file_lookalikes(
            crate::locale::Locales::embedded()
                .get("el")
                .unwrap()
                .letters(),
        );
        assert!(!greek.iter().any(|&(c, _)| c == 'α'), "{greek:?}");
    }

    /// Cyrillic letters a scan read for a file or a rank (`Ь2—ЬЗ`,
    /// `КЬ8—сб`, `СсІ—еЗ`), and a small `l` for 1 after the Russian king
    /// typed with Latin letters (`Kpel:f2`).
    /// The first move `word` is read again as in `words`, and the printed
    /// forms read in it.
    fn first_move(words: &PrintedWords, word: &str) -> Option<(String, PrintedKinds)> {
        match reread(word, words).map(|r| r.what) {
            Some(Printed::Move(p)) => Some((p.text, p.kinds)),
            Some(Printed::Pairs(p)) => Some((p[0].0.text.clone(), p[0].0.kinds)),
            _ => None,
        }
    }

    /// A small `f` or `t` after a move's square is the dagger of check a
    /// scan was read as (`Dh5xf7f`, `Bd3xh7f,`: Í uppnámi, 1902;
    /// `Sh4-f5t`, Tidskrift för Schack, 1909), in every language; with
    /// more after it, or with no square before it, it is not.
    #[test]
    fn checks_read_from_scans() {
        let locales = crate::locale::Locales::embedded();
        let (is, sv) = (
            PrintedWords::of(locales.get("is").unwrap()),
            PrintedWords::of(locales.get("sv").unwrap()),
        );
        let text = |w: &PrintedWords, word: &str| {
            first_move(w, word).map(|(t, k)| (t, k & PrintedKind::OcrCheck.bit() != 0))
        };
        assert_eq!(text(&is, "Dh5xf7f"), Some(("Dh5xf7+".into(), true)));
        assert_eq!(text(&is, "Bd3—b5f"), Some(("Bd3-b5+".into(), true)));
        assert_eq!(text(&sv, "Sh4-f5t"), Some(("Sh4-f5+".into(), true)));
        assert_eq!(ocr_check("Bd3xh7f"), Some(6));
        assert_eq!(ocr_check("h4xg5f+"), Some(5));
        for word in ["Dh5xf7", "f", "e4ff", "Kf", "7f", "Bd3xh7fx"] {
            assert_eq!(ocr_check(word), None, "{word}");
        }
    }

    /// A move broken across a line at its dash or capture sign (Í
    /// uppnámi, 1902: `1. e2⏎—e4`, `9. e5—⏎e6`, `Bg4⏎xdl`, `Ke8 x⏎f7`,
    /// `7. e4 X⏎d5`) reads as the move unbroken, and a faithful
    /// translation puts the line break back where it was printed.
    #[test]
    fn moves_broken_across_a_line() {
        let locales = crate::locale::Locales::embedded();
        let (is, en) = (
            PrintedWords::of(locales.get("is").unwrap()),
            PrintedWords::of(locales.get("en").unwrap()),
        );
        let broken = PrintedKind::MoveBroken.bit();
        for (word, read, kept, written) in [
            ("e2\n—e4,", "e2-e4", "e2-e4", "e2\n—e4"),
            ("Rf3\n—g5,", "Rf3-g5", "Nf3-g5", "Nf3\n—g5"),
            ("e5—\ne6", "e5-e6", "e5-e6", "e5—\ne6"),
            ("Bg4\nxdl;", "Bg4xd1", "Bg4xd1", "Bg4\nxdl"),
            ("Ke8 x\nf7", "Ke8xf7", "Ke8xf7", "Ke8 x\nf7"),
            ("e4 X\nd5,", "e4xd5", "e4xd5", "e4 X\nd5"),
            ("Bg5\r\n—h4,", "Bg5-h4", "Bg5-h4", "Bg5\r\n—h4"),
            ("Rf6 —\nh5", "Rf6-h5", "Nf6-h5", "Nf6 —\nh5"),
        ] {
            let (text, kinds) = first_move(&is, word).expect(word);
            assert_eq!(text, read, "{word:?}");
            assert!(kinds & broken != 0, "{word:?}");
            let mut out = kept.to_owned();
            keep_print(word.trim_end_matches([',', ';']), &is, &en, &mut out, 0);
            assert_eq!(out, written, "{word:?}");
        }
        // A line break at the word's edge, or two, is no move broken.
        for word in ["e2\n", "\n—e4", "e2\n—e4\n", "e2\n—\ne4"] {
            assert!(
                unbroken_move(word).is_none_or(|w| w.contains('\n')),
                "{word:?}"
            );
            assert!(
                first_move(&is, word).is_none_or(|(t, _)| t.contains('\n')),
                "{word:?}"
            );
        }
    }

    #[test]
    fn cyrillic_letters_read_from_scans() {
        let locales = crate::locale::Locales::embedded();
        let (ru, uk) = (
            PrintedWords::of(locales.get("ru").unwrap()),
            PrintedWords::of(locales.get("uk").unwrap()),
        );
        let ocr = PrintedKind::OcrLetter.bit();
        let has = |w: &PrintedWords, word: &str, kind: PrintedKinds| {
            first_move(w, word).map(|(t, k)| (t, k & kind != 0))
        };
        assert_eq!(has(&uk, "Ь2—ЬЗ", ocr), Some(("b2-b3".into(), true)));
        assert_eq!(has(&uk, "КЬ8—сб", ocr), Some(("Кb8-c6".into(), true)));
        assert_eq!(has(&uk, "СсІ—еЗ", ocr), Some(("Сc1-e3".into(), true)));
        assert_eq!(has(&ru, "е2—еЗ", ocr), Some(("e2-e3".into(), true)));
        // The Ukrainian Ї for f, Greco's 4...Kf6 as "Баталії на
        // шахівниці" (1982, on dimaname.ru) prints it: `(сучасна теорія
        // вважає кращим хід 4.. .КЇ6)`.
        assert_eq!(has(&uk, "КЇ6", ocr), Some(("Кf6".into(), true)));
        assert_eq!(has(&uk, "Ї7—Ї5", ocr), Some(("f7-f5".into(), true)));
        assert_eq!(uk.ocr_letter_in("11..КЇ6"), Some((6, 'Ї', 'f')));
        // Not where no square stands (`Їжак`, a word).
        assert!(ocr_letters("Їжак", &uk).is_empty());
        assert_eq!(uk.ocr_letter_in("1.Ь2—ЬЗ"), Some((2, 'Ь', 'b')));
        // A word of small Cyrillic letters alone is prose (`сб`), and a
        // letter where no file or rank stands stays (`Фб5`: the scan's б
        // for d, which no rule reads).
        assert!(ocr_letters("сб", &ru).is_empty());
        assert!(ocr_letters("Фб5:е5+", &uk).is_empty());
        assert_eq!(
            has(&ru, "Kpel:f2", PrintedKind::OcrDigit.bit()),
            Some(("Kpe1:f2".into(), true))
        );
    }

    /// "Any move" as problem solutions print it: a piece, its file, rank
    /// or square, then `~` (or, in Hebrew, a dash and the word for it).
    #[test]
    fn any_move_names_a_piece_and_where_it_stands() {
        use forsyth_core::{File, Rank};
        let locales = crate::locale::Locales::embedded();
        let of = |lang: &str| PrintedWords::of(locales.get(lang).unwrap());
        let (de, sk, he) = (of("de"), of("sk"), of("he"));
        let any = |w: &PrintedWords, word: &str| {
            w.any_move(word)
                .map(|a| (a.role, a.file, a.rank, a.sign, a.len))
        };
        assert_eq!(
            any(&de, "Sd~"),
            Some((Some(Role::Knight), Some(File::D), None, true, 3))
        );
        assert_eq!(
            any(&sk, "Je4~,"),
            Some((
                Some(Role::Knight),
                Some(File::E),
                Some(Rank::Fourth),
                true,
                4
            ))
        );
        assert_eq!(any(&de, "~"), Some((None, None, None, true, 1)));
        assert_eq!(
            any(&de, "L~"),
            Some((Some(Role::Bishop), None, None, true, 2))
        );
        // The rook on the e-file; the knight on the 4th rank.
        assert_eq!(
            any(&he, "צה-נוסע"),
            Some((
                Some(Role::Rook),
                Some(File::E),
                None,
                false,
                "צה-נוסע".len()
            ))
        );
        assert_eq!(
            any(&he, "פ4-נוסע"),
            Some((
                Some(Role::Knight),
                None,
                Some(Rank::Fourth),
                false,
                "פ4-נוסע".len()
            ))
        );
        // No sign, a word no piece and square make, the word alone.
        for word in ["Sd4", "Sxd~", "d4e~", "~x", "Sd9~"] {
            assert_eq!(any(&de, word), None, "{word}");
        }
        assert_eq!(any(&he, "-נוסע"), None);
        assert_eq!(any(&de, "S-נוסע"), None);
    }

    /// The one move `word` reads as, whole (tried before its pairs), and
    /// the printed forms read in it.
    fn one_move(word: &str, w: &PrintedWords) -> Option<(String, PrintedKinds)> {
        match reread(word, w).map(|r| r.what) {
            Some(Printed::Move(p)) => Some((p.text, p.kinds)),
            Some(Printed::Pairs(pairs)) => pairs
                .into_iter()
                .next()
                .filter(|(_, second)| second.is_empty())
                .map(|(p, _)| (p.text, p.kinds)),
            _ => None,
        }
    }

    /// Two dashes in a row glued between two squares, as a scan of
    /// Tidskrift för Schack (1909) reads the long dash (`1 e2-—e4 e7-—e5`,
    /// `Sf6-—-d7`), are the one dash of a move of long notation; elsewhere
    /// they stay as printed.
    #[test]
    fn doubled_dashes_between_squares() {
        let w = words();
        // The whole word read as one move (tried before its pairs).
        let text = |word: &str| one_move(word, &w);
        let dash = PrintedKind::Dash.bit();
        assert_eq!(text("e2-—e4"), Some(("e2-e4".into(), dash)));
        assert_eq!(text("Sf6-—-d7"), Some(("Sf6-d7".into(), dash)));
        assert_eq!(text("e2——e4+"), Some(("e2-e4+".into(), dash)));
        assert!(doubled_dash("e2--e4", 3));
        assert!(!doubled_dash("e2--e4", 2));
        // Not between two squares: no move of long notation.
        assert!(!doubled_dash("O--O", 2));
        assert!(!doubled_dash("e2--", 3));
        assert!(!doubled_dash("--e4", 1));
    }

    #[test]
    fn spaced_capture_signs() {
        let w = words();
        let text = |word: &str| match reread(word, &w).map(|r| r.what) {
            Some(Printed::Move(p)) => Some((p.text, p.kinds)),
            _ => None,
        };
        let spaced = PrintedKind::SpacedCapture.bit();
        assert_eq!(text("f5 X e4"), Some(("f5xe4".into(), spaced)));
        assert_eq!(text("Pg1 x f3"), Some(("Pg1xf3".into(), spaced)));
        assert_eq!(text("e4 : d5+"), Some(("e4:d5+".into(), spaced)));
        assert_eq!(spaced_sign("Lg5 × f6"), Some(3..7));
        assert_eq!(spaced_capture("P x P"), None);
        assert_eq!(spaced_capture("e4  x f3"), None);
        // Written back as printed.
        let mut out = String::from("Sg1xf3");
        keep_print("Pg1 x f3", &w, &w, &mut out, 0);
        assert_eq!(out, "Sg1 x f3");
    }

    /// A move printed with a space between its letters and digits (Die
    /// Gartenlaube 1887) reads with its spaces left out, a capture colon
    /// after it as the capture; a translation keeps its spaces and print
    /// and changes its letters.
    #[test]
    fn spaced_algebraic_moves() {
        let w = PrintedWords::default();
        let read = |word: &str| one_move(word, &w);
        let spaced = PrintedKind::SpacedMove.bit();
        let dash = PrintedKind::Dash.bit();
        assert_eq!(read("D g 7 – h 7"), Some(("Dg7-h7".into(), spaced | dash)));
        assert_eq!(read("S b 6 – c 4 :"), Some(("Sb6xc4".into(), spaced)));
        assert_eq!(read("D f 5 :†"), Some(("Dxf5†".into(), spaced)));
        assert_eq!(read("K d 5"), Some(("Kd5".into(), spaced)));
        assert_eq!(read("c 2 - c 3"), Some(("c2-c3".into(), spaced)));
        // A square alone is the lexer's to tell (after a number only).
        assert_eq!(spaced_move("d 3"), Some("d3".into()));
        // Not this form.
        assert_eq!(spaced_move("D g"), None);
        assert_eq!(spaced_move("D g 7 – h"), None);
        assert_eq!(spaced_move("d 2 :"), None);
        // Written back in English: the letters changed, the rest as printed.
        for (written, ours, back) in [
            ("D g 7 – h 7", "Qg7-h7", "Q g 7 – h 7"),
            ("S b 6 – c 4 :", "Nb6xc4", "N b 6 – c 4 :"),
            ("K c 4 :", "Kxc4", "K c 4 :"),
            ("d 3", "d3", "d 3"),
            ("L f 6 – d 4", "מבf6-d4", "מב f 6 – d 4"),
        ] {
            let mut out = String::from("1. ");
            out.push_str(ours);
            keep_print(written, &w, &w, &mut out, 3);
            assert_eq!(out, format!("1. {back}"), "{written}");
        }
        // A move the target writes otherwise (other squares) is left as
        // the target wrote it.
        let mut out = String::from("Qg7-h8");
        keep_print("D g 7 – h 7", &w, &w, &mut out, 0);
        assert_eq!(out, "Qg7-h8");
    }

    #[test]
    fn two_files_and_a_promotion() {
        assert_eq!(two_files("fgФ"), Some(('f', 'g', 0..2)));
        assert_eq!(two_files("fg=D+"), Some(('f', 'g', 0..2)));
        assert_eq!(two_files("ed:"), Some(('e', 'd', 0..3)));
        assert_eq!(two_files("Фg"), None);
    }

    #[test]
    fn two_moves_glued_together() {
        let w = words();
        for (word, a, b) in [
            ("d4exd4", "d4", "exd4"),
            ("Nf3Nc6", "Nf3", "Nc6"),
            ("e4e5;", "e4", "e5"),
        ] {
            let r = reread(word, &w).unwrap();
            let Printed::Pairs(p) = &r.what else {
                panic!("{word}: {r:?}")
            };
            // (After the whole word, where print changed it: `e4e5;`.)
            let (first, second) = p.iter().find(|(_, b)| !b.is_empty()).unwrap();
            assert_eq!(
                (first.text.as_str(), second.text.as_str()),
                (a, b),
                "{word}"
            );
            assert_ne!(first.kinds & PrintedKind::GluedPair.bit(), 0, "{word}");
        }
        // A capture, a promotion's piece, a word for mate after the rank:
        // no two moves.
        for word in ["e4xd5", "e8Q", "Nf3x", "Dh7mat", "e8Q+", "N1d2;"] {
            assert!(
                reread(word, &w).is_none_or(|r| !matches!(r.what, Printed::Pairs(_))),
                "{word}"
            );
        }
    }

    #[test]
    fn dashes_separators_and_pairs() {
        let w = words();
        let r = reread("e2–e4", &w).unwrap();
        let Printed::Pairs(p) = &r.what else {
            panic!("{r:?}")
        };
        assert_eq!(p[0].0.text, "e2-e4");
        assert_eq!(p[1].0.text, "e2");
        assert_eq!(p[1].1.text, "e4");
        let r = reread("f4-exf4;", &w).unwrap();
        assert_eq!(r.kinds, PrintedKind::Separator.bit());
        let Printed::Pairs(p) = &r.what else {
            panic!("{r:?}")
        };
        // The move without its separator first, then the pair.
        assert_eq!(p[0].0.text, "f4-exf4");
        assert!(p[0].1.is_empty());
        assert_eq!((p[1].0.text.as_str(), p[1].1.text.as_str()), ("f4", "exf4"));
        assert_eq!(p[1].1.range, 3..7);
        assert_eq!(reread("–", &w).unwrap().what, Printed::Nothing);
        assert_eq!(reread("matto", &w).unwrap().what, Printed::Nothing);
        assert_eq!(reread("Nf3", &w), None);
        assert_eq!(reread("e4-e5-e6", &w).map(|r| r.kinds), Some(0));
    }

    #[test]
    fn a_word_longer_than_two_moves_is_no_pair() {
        let w = words();
        // Two long moves with their signs are a pair, a dash or none between.
        for word in ["Qa1xh8=Q+-Qh1xa8=Q+", "Nb1xd2Qh1xa8+"] {
            let r = reread(word, &w).expect(word);
            assert!(matches!(r.what, Printed::Pairs(_)), "{word}: {r:?}");
        }
        // A word of many dashes is looked at once, not cut at every dash.
        let long = "a1-".repeat(PAIR_BYTES);
        assert!(
            reread(&long, &w).is_none_or(|r| !matches!(r.what, Printed::Pairs(_))),
            "{long}"
        );
        let glued = "e4e5".repeat(PAIR_BYTES);
        assert!(reread(&glued, &w).is_none_or(|r| !matches!(r.what, Printed::Pairs(_))));
    }

    #[test]
    fn numbers_mate_words_and_capture_signs() {
        let w = words();
        // A pair's dash glued to its first move, the second apart.
        let r = reread("Rxg2-", &w).unwrap();
        assert_eq!(r.kinds, PrintedKind::Pair.bit());
        let Printed::Move(m) = &r.what else {
            panic!("{r:?}")
        };
        assert_eq!((m.text.as_str(), m.range.clone()), ("Rxg2", 0..4));
        assert_eq!(reread("-", &w).unwrap().what, Printed::Nothing);
        let r = reread("12O-O-O+", &w).unwrap();
        let Printed::Numbered {
            number: 12,
            at: 2,
            rest,
        } = &r.what
        else {
            panic!("{r:?}")
        };
        let Printed::Move(m) = rest.as_ref() else {
            panic!("{r:?}")
        };
        assert_eq!(m.text, "O-O-O+");
        let r = reread("1d4", &w).unwrap();
        let Printed::Numbered { number, at, rest } = &r.what else {
            panic!("{r:?}")
        };
        let Printed::Move(m) = rest.as_ref() else {
            panic!("{r:?}")
        };
        assert_eq!(
            (*number, *at, m.text.as_str(), m.range.clone()),
            (1, 1, "d4", 1..3)
        );
        let r = reread("12Cf3-Cc6;", &w).unwrap();
        let Printed::Numbered { number, rest, .. } = &r.what else {
            panic!("{r:?}")
        };
        let Printed::Pairs(p) = rest.as_ref() else {
            panic!("{r:?}")
        };
        assert_eq!(*number, 12);
        assert_eq!((p[0].0.range.clone(), p[0].1.range.clone()), (2..5, 6..9));
        assert_eq!(
            r.kinds,
            PrintedKind::Number.bit() | PrintedKind::Separator.bit()
        );
        let r = reread("Βθ7+ματ", &w).unwrap();
        let Printed::Move(m) = &r.what else {
            panic!("{r:?}")
        };
        assert_eq!(m.text, "Βθ7#");
        let r = reread("Ιχδ5", &w).unwrap();
        let Printed::Move(m) = &r.what else {
            panic!("{r:?}")
        };
        assert_eq!(m.text, "Ιxδ5");
        assert_eq!(m.kinds, PrintedKind::Capture.bit());
        // `χ` first is no capture sign.
        assert_eq!(reread("χ5", &w), None);
    }

    /// A word for a draw and a typeset result stand for PGN's result; a
    /// translation writes the target's word, or PGN's result where the
    /// target has none.
    #[test]
    fn results_as_printed() {
        let w = words();
        assert_eq!(w.result_of("patta"), Some("1/2-1/2"));
        assert_eq!(w.result_of("Patta!"), Some("1/2-1/2"));
        assert_eq!(w.result_of("1 : 0"), Some("1-0"));
        assert_eq!(w.result_of("(0 x 1)"), Some("0-1"));
        assert_eq!(w.result_of("½–½"), Some("1/2-1/2"));
        assert_eq!(w.result_of("1-0"), None);
        assert_eq!(w.result_of("pattada"), None);
        let r = reread("patta", &w).unwrap();
        assert_eq!(
            (r.kinds, r.what),
            (PrintedKind::Result.bit(), Printed::Nothing)
        );
        let de = PrintedWords {
            draw: vec!["Remis".into()],
            ..PrintedWords::default()
        };
        let mut out = String::new();
        assert!(translate_word("patta", &w, &de, &mut out));
        assert_eq!(out, "Remis");
        out.clear();
        assert!(translate_word(
            "Remis",
            &de,
            &PrintedWords::default(),
            &mut out
        ));
        assert_eq!(out, "1/2-1/2");
        out.clear();
        assert!(!translate_word("Remise", &de, &w, &mut out));
    }

    /// A word for mate is matched whole: a short word (`mat`) is not found
    /// inside a longer one (`matto`, `Schachmatt`), glued or apart.
    #[test]
    fn the_tables_tell_print_as_the_bytes_do() {
        // The definition, byte by byte, against the tables on every word
        // of up to three bytes drawn from every byte value next to each
        // of the bytes that matter.
        fn by_bytes(word: &[u8]) -> bool {
            let mut before = 0u8;
            for &b in word {
                if b >= 0x80
                    || b == b' '
                    || b == b'\n'
                    || b == b'\r'
                    || b == b'l'
                    || b == b'*'
                    || (matches!(before, b'x' | b':') && b.is_ascii_uppercase())
                    || (b == b'X' && before.is_ascii_digit())
                {
                    return false;
                }
                before = b;
            }
            true
        }
        let marks = b"xX:l* \n0159aAzZNe+#=-";
        for a in 0..=255u8 {
            assert_eq!(no_print_bytes(&[a]), by_bytes(&[a]), "{a}");
            for &m in marks {
                for word in [[a, m], [m, a]] {
                    assert_eq!(no_print_bytes(&word), by_bytes(&word), "{word:?}");
                }
                for &n in marks {
                    for word in [[a, m, n], [m, a, n], [m, n, a]] {
                        assert_eq!(no_print_bytes(&word), by_bytes(&word), "{word:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn words_for_mate_are_matched_whole() {
        let w = PrintedWords {
            mate: vec!["mat".into()],
            capture: Vec::new(),
            mate_signs: Vec::new(),
            write_mate: Some("mat".into()),
            ..PrintedWords::default()
        };
        let found = |text: &str| w.found_in(text).map(str::to_owned).collect::<Vec<_>>();
        assert_eq!(found("Dxf7 mat"), ["mat"]);
        assert_eq!(found("Dxf7+mat"), ["mat"]);
        assert_eq!(found("Dxf7mat;"), ["mat"]);
        assert!(found("Dxf7 matto").is_empty());
        assert!(found("Dxf7matto").is_empty());
        assert!(found("Schachmatt").is_empty());
        assert!(found("format").is_empty());
        let r = reread("Dh7mat", &w).unwrap();
        let Printed::Move(m) = &r.what else {
            panic!("{r:?}")
        };
        assert_eq!(m.text, "Dh7#");
        // Not the end of a longer word.
        assert_eq!(reread("Dh7Schachmat", &w), None);
        assert_eq!(reread("matto", &w), None);
        assert_eq!(plain("Dh7Schachmat", &w), None);
        assert_eq!(plain("Dh7+mat", &w).as_deref(), Some("Dh7#"));
        // Translated whole only.
        let to = PrintedWords {
            mate: vec!["Matt".into()],
            capture: Vec::new(),
            mate_signs: Vec::new(),
            write_mate: Some("Matt".into()),
            draw: vec!["Remis".into()],
            ..PrintedWords::default()
        };
        let mut out = String::from("Dh7#");
        keep_print("Dh7+mat", &w, &to, &mut out, 0);
        assert_eq!(out, "Dh7+Matt");
        let mut out = String::from("Dh7#");
        keep_print("Dh7Schachmat", &w, &to, &mut out, 0);
        assert_eq!(out, "Dh7#");
    }

    /// Bare games gain the Seven Tag Roster with their own results; a
    /// game with tags is left as it is.
    #[test]
    fn bare_games_gain_the_seven_tag_roster() {
        let text = b"1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n1. d4 d5 1/2-1/2\n\n[Event \"x\"]\n\n1. c4 *\n\n1. f3 e5\n";
        let out = String::from_utf8(with_roster(text).unwrap()).unwrap();
        let roster = |result: &str| {
            format!(
                "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"{result}\"]\n\n"
            )
        };
        let expected = format!(
            "{}1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n{}1. d4 d5 1/2-1/2\n\n[Event \"x\"]\n\n1. c4 *\n\n{}1. f3 e5 *\n",
            roster("1-0"),
            roster("1/2-1/2"),
            roster("*")
        );
        assert_eq!(out, expected);
        assert_eq!(with_roster(b"[Event \"x\"]\n\n1. c4 *\n"), None);
        // A result printed as a paragraph of its own (a word for resigning
        // read as `0-1`) comes on the line after the moves.
        let out = with_roster(b"1. e4 e5 2. Qh5 Nc6\n\n0-1\n").unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            format!("{}1. e4 e5 2. Qh5 Nc6\n0-1\n", roster("0-1"))
        );
        assert_eq!(with_roster(b""), None);
        // A game whose only tags set up its position keeps them: its
        // result hangs on who was to move.
        let fen = "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n";
        let out = with_roster(format!("{fen}[SetUp \"1\"]\n\n1... e5\n\n1-0\n").as_bytes());
        let roster = roster("1-0");
        assert_eq!(
            String::from_utf8(out.unwrap()).unwrap(),
            format!(
                "{}{fen}[SetUp \"1\"]\n\n1... e5\n1-0\n",
                roster.trim_end_matches('\n').to_owned() + "\n"
            )
        );
        // With no move: the words for resigning alone, read as its result.
        let out = with_roster(format!("{fen}\n0-1\n").as_bytes());
        assert_eq!(
            String::from_utf8(out.unwrap()).unwrap(),
            format!(
                "{}{fen}\n0-1\n",
                roster.trim_end_matches('\n').to_owned() + "\n"
            )
            .replace("1-0", "0-1")
        );
    }

    /// A sign for mate (the Czech `X`) is read glued to its move and in its
    /// own case only: `Vd8X`, not `Vd8 X`, a lone `x` or `Vd8x`. Translated,
    /// it becomes the target's sign, or `#` where the target has only words;
    /// a word becomes the target's sign where it has no word.
    #[test]
    fn signs_for_mate_are_glued_and_keep_their_case() {
        let cs = PrintedWords {
            mate_signs: vec!['X'],
            ..PrintedWords::default()
        };
        let r = reread("Vd8X", &cs).unwrap();
        let Printed::Move(m) = &r.what else {
            panic!("{r:?}")
        };
        assert_eq!(
            (m.text.as_str(), r.kinds | m.kinds),
            ("Vd8#", PrintedKind::Mate.bit())
        );
        assert_eq!(plain("Vd8+X", &cs).as_deref(), Some("Vd8#"));
        assert_eq!(reread("X", &cs), None);
        assert_eq!(reread("x", &cs), None);
        assert_eq!(reread("Vd8x", &cs), None);
        assert!(!cs.is_mate_word("x") && !cs.is_mate_word("X"));
        assert_eq!(cs.found_in("Vd8X").collect::<Vec<_>>(), ["X"]);
        assert_eq!(cs.found_in("X").count(), 0);
        let ru = PrintedWords {
            mate_signs: vec!['Х'],
            ..PrintedWords::default()
        };
        // The Latin letters typed for the Russian `Х` (`Фd5x`, `Л:a7X`),
        // glued to the move only, and no evidence of Russian.
        let typed = PrintedWords::of(crate::locale::Locales::embedded().get("ru").unwrap());
        assert_eq!(typed.mate_alikes, ['X', 'х', 'x']);
        for word in ["Фd5x", "Л:a7X", "Фd5х"] {
            assert_eq!(
                plain(word, &typed).map(|p| p.ends_with('#')),
                Some(true),
                "{word}"
            );
        }
        assert_eq!(reread("x", &typed), None);
        assert_eq!(typed.found_in("Фd5x").count(), 0);
        let de = PrintedWords {
            mate: vec!["Matt".into()],
            write_mate: Some("Matt".into()),
            ..PrintedWords::default()
        };
        let it = words();
        for (written, from, to, rendered, expected) in [
            ("Vd8X", &cs, &ru, "Лd8#", "Лd8Х"),
            ("Vd8X", &cs, &de, "Td8#", "Td8#"),
            ("Vd8+X", &cs, &de, "Td8#", "Td8#"),
            ("Td8+Matt", &de, &cs, "Vd8#", "Vd8X"),
            ("Td8Matt", &de, &it, "Td8#", "Td8matto"),
            ("Td8Matt", &de, &PrintedWords::default(), "Rd8#", "Rd8#"),
        ] {
            let mut out = String::from(rendered);
            keep_print(written, from, to, &mut out, 0);
            assert_eq!(out, expected, "{written}");
        }
        assert_eq!(glued_mate(&cs), 'X');
        assert_eq!(glued_mate(&de), '#');
        let mut out = String::new();
        assert!(!translate_word("matto", &it, &cs, &mut out));
    }

    #[test]
    fn the_gaps_of_a_printed_word_are_written_as_pgn() {
        let gap = |g: &str| {
            let mut out = String::new();
            standard_gap(g, &mut out);
            out
        };
        // A Serbian column (NIN): `4. Ld3,f5.`, `8.c5,bc.`.
        assert_eq!(gap(","), " ");
        assert_eq!(gap(", "), " ");
        assert_eq!(gap(" ,"), " ");
        assert_eq!(gap("."), "");
        assert_eq!(gap("; 2."), " 2.");
        assert_eq!(gap(", 2"), " 2.");
        assert_eq!(gap("-"), " ");
        assert_eq!(gap(" 5... "), " 5... ");
        assert_eq!(gap(" e.p."), " e.p.");
        // The first move of a pair whose second is not read, written up to
        // the move not read (`2.Nf3-Bb3`; `16.d4-Lxe4` of a Danish club's
        // page, Ribe Skakklub 2022): its rank is no move number.
        assert_eq!(gap("Nf3-"), "Nf3 ");
        assert_eq!(gap("d4-"), "d4 ");
        assert_eq!(gap("Sxe7+-"), "Sxe7+ ");
        assert_eq!(gap("1d4-"), "1.d4 ");
    }

    /// The words of `language` for resigning (`entries`, as `printed-resign`
    /// writes them) and its sides' names.
    fn resigns(entries: &str, white: &str, black: &str) -> PrintedWords {
        let name = |n: &str| vec![n.split(' ').map(str::to_owned).collect::<Vec<_>>()];
        PrintedWords {
            resign: super::entries(entries),
            sides: [name(white), name(black)],
            ..PrintedWords::default()
        }
    }

    /// What [`PrintedWords::resigning`] makes of the word `word` of `text`
    /// (its first occurrence as a whole word): whether it is the phrase's
    /// last, the side named, the phrase's text, and whether a clause or a
    /// word the reader does not know goes with it.
    fn resigning_of(
        words: &PrintedWords,
        text: &str,
        word: &str,
    ) -> Option<(bool, Option<Color>, String, bool, bool)> {
        let at = text
            .match_indices(word)
            .find(|(at, _)| *at == 0 || text[..*at].ends_with(char::is_whitespace))
            .map(|(at, _)| at)
            .expect("the word");
        let found = words.resigning(text.as_bytes(), &(at..at + word.len()))?;
        Some((
            found.head,
            found.side.as_ref().map(|(c, _)| *c),
            text[found.phrase.clone()].to_owned(),
            found.clause,
            found.unread,
        ))
    }

    /// Phrases of several words are read with the side named before them,
    /// their words apart by spaces or a line break, the last word standing
    /// for the result; a particle before the verb is one of them (`černý se
    /// vzdal`); a word the reader does not know before the phrase is said.
    #[test]
    fn phrases_for_resigning_are_read_with_the_side_before_them() {
        assert_eq!(entries("opgegeven, gaf  op"), ["opgegeven", "gaf op"]);
        assert_eq!(entries("ga opp"), ["ga opp"]);
        let nl = resigns("opgegeven, gaf op", "Wit", "Zwart");
        let text = "10.d4 Pbd7 Wit gaf\n  op.\n";
        let phrase = "gaf\n  op".to_owned();
        assert_eq!(
            resigning_of(&nl, text, "op"),
            Some((true, Some(Color::White), phrase.clone(), false, false))
        );
        assert_eq!(
            resigning_of(&nl, text, "gaf"),
            Some((false, Some(Color::White), phrase.clone(), false, false))
        );
        assert_eq!(
            resigning_of(&nl, text, "Wit"),
            Some((false, Some(Color::White), phrase, false, false))
        );
        assert!(nl.resigning(text.as_bytes(), &(6..10)).is_none(), "Pbd7");
        // Not a phrase: `op` alone, or the phrase in a sentence.
        assert_eq!(resigning_of(&nl, "Dxf7 op de zevende rij", "op"), None);
        assert_eq!(
            resigning_of(&nl, "Dxf7 en zwart gaf op na een lange strijd", "op"),
            None
        );
        // A phrase is evidence of its language among a game's words.
        let words = ["Pbd7", "Wit", "gaf", "op."];
        assert_eq!(nl.phrases_in(&words).collect::<Vec<_>>(), ["gaf op"]);
        assert_eq!(nl.phrases_in(&words[..3]).count(), 0);
        assert!(nl.in_phrase("op.") && !nl.in_phrase("opgegeven"));
        // A particle before the verb.
        let cs = resigns("vzdal, se vzdal", "bílý", "černý");
        assert_eq!(
            resigning_of(&cs, "8. Db3! a černý se vzdal.", "vzdal."),
            Some((true, Some(Color::Black), "se vzdal".into(), false, false))
        );
        assert_eq!(resigning_of(&cs, "a to se stalo", "se"), None);
        // A word the reader does not know right before it.
        assert_eq!(
            resigning_of(&cs, "8. Db3! Bílý to vzdal.", "vzdal."),
            Some((true, None, "vzdal".into(), false, true))
        );
    }

    /// The German past tense `gab auf` as Herder-Schach's lessons print it:
    /// the side at the start of its sentence, a result or a sentence of
    /// prose after it; `auf` of a sentence that goes on (`gab auf f7 Schach`)
    /// is no phrase.
    #[test]
    fn german_gab_auf_with_the_side_before_it() {
        let de = resigns("aufgegeben, gab auf", "Weiß", "Schwarz");
        let text = "27.gxh3 Sd2 Der Rauch hat sich verzogen. Weiß gab auf. 0-1";
        assert_eq!(
            resigning_of(&de, text, "auf."),
            Some((true, Some(Color::White), "gab auf".into(), false, false))
        );
        // The stop after the phrase ends its sentence: the next one is no
        // clause of it.
        let text = "36.Sf5+! Das böse Erwachen! Schwarz gab auf. Es folgt eine Variation.";
        assert_eq!(
            resigning_of(&de, text, "auf."),
            Some((true, Some(Color::Black), "gab auf".into(), false, false))
        );
        let text = "36.Sf5+! Das böse Erwachen! Schwarz gab auf und es folgt eine Variation.";
        assert_eq!(
            resigning_of(&de, text, "auf"),
            Some((true, Some(Color::Black), "gab auf".into(), true, false))
        );
        assert_eq!(resigning_of(&de, "22.Lg5 gab auf f7 Schach", "auf"), None);
        // The side at the start of its sentence, a square after the words:
        // check given on h7, no resignation.
        let text = "23.Dh7+ Kf8 Weiß gab auf h7 Schach und gewann.";
        assert_eq!(resigning_of(&de, text, "auf"), None);
        assert_eq!(resigning_of(&de, "Sf3 und Läufer auf f7", "auf"), None);
        let words = ["Da7", "Schwarz", "gab", "auf."];
        assert_eq!(de.phrases_in(&words).collect::<Vec<_>>(), ["gab auf"]);
    }

    /// A Russian side named without its `ё` (`Черные`) is named, and a
    /// clause after the words for resigning (`ввиду потери фигуры`) is
    /// prose when the side is named at the start of its sentence; the words
    /// of the clause are not read as a phrase's.
    #[test]
    fn a_side_without_its_yo_and_a_clause_after_the_words() {
        let ru = resigns("сдались", "белые", "чёрные");
        assert_eq!(
            resigning_of(&ru, "9. Кр:d2 Кр:d8. Черные сдались.", "сдались."),
            Some((true, Some(Color::Black), "сдались".into(), false, false))
        );
        let text = "9. Крd2 Кр:d8. Белые сдались ввиду потери фигуры.";
        assert_eq!(
            resigning_of(&ru, text, "сдались"),
            Some((true, Some(Color::White), "сдались".into(), true, false))
        );
        assert_eq!(
            resigning_of(&ru, text, "Белые"),
            Some((false, Some(Color::White), "сдались".into(), true, false))
        );
        assert_eq!(resigning_of(&ru, text, "ввиду"), None);
        // Named inside a sentence, it is no result.
        let text = "и белые сдались через несколько ходов";
        assert_eq!(resigning_of(&ru, text, "белые"), None);
    }
}
