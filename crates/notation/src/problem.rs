//! Positions as problemists, newspapers and screen readers write them, in
//! any language: localized Forsyth, the unit count, piece lists and spoken
//! descriptions.
//!
//! # Localized Forsyth
//!
//! Problemists write the FEN placement field with their own language's
//! piece letters ([`Letters::forsyth`]), upper case for White and lower case
//! for Black. The 1881 problem of E. Oikonomopoulos is, in the same scan as
//! FEN (a8 → h8, …, a1 → h1):
//!
//! | language | board field |
//! |---|---|
//! | FEN (English) | `R7/4k3/4N3/K2B4/8/8/8/5R2` |
//! | Greek | `Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2` |
//! | German | `T7/4k3/4S3/K2L4/8/8/8/5T2` |
//! | Italian | `T7/4r3/4C3/R2A4/8/8/8/5T2` |
//!
//! The language's table decides what a letter means: German `b` is a black
//! pawn (Bauer), not a bishop; Italian `R` is the king. A language whose
//! script has no letter case (Hebrew) has no Forsyth letters: it cannot be
//! written this way ([`to_localized_board_fen`] gives `None`) and writes
//! piece lists instead.
//!
//! [`read_forsyth`] takes what people write: the board field alone, in
//! brackets or parentheses, optionally followed (inside the brackets or
//! after them) by the further FEN fields, then optionally by a unit count,
//! then by anything else (a stipulation such as `Ματ σε 3 κινήσεις`, which
//! is not read, only located):
//!
//! ```text
//! (Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1) Ματ σε 3 κινήσεις
//! T7/4k3/4S3/K2L4/8/8/8/5T2 w - - 0 1
//! ```
//!
//! Greek final sigma `ς` is read as `σ` (a black pawn): word-final typing
//! produces it. Latin and Cyrillic look-alikes of a table's letters are
//! *not* read as those letters (Latin `P` is an English pawn, Greek `Ρ` a
//! Greek king), but the error names the letter that was probably meant.
//!
//! The result, a [`ForsythText`], holds the [`Board`] (legal or not: problem
//! positions need not be game positions) and an English FEN translation;
//! [`ForsythText::position`] reads that through core's lenient FEN
//! ([`Fen::parse_lenient`]), filling in missing fields (`w - - 0 1`) and
//! checking legality. Every error span, from this module or from core, is a
//! byte range in the **original** text, multi-byte letters included.
//!
//! # Unit count
//!
//! `(5+1)` under a diagram is the number of White and Black units, pawns
//! included ([`UnitCount`]). When the text gives one, [`read_forsyth`]
//! checks it against the board; spaces are allowed (`( 7 + 5 )`, as Hebrew
//! sites write it).
//!
//! # Piece lists
//!
//! Newspapers, Hebrew sources and every language without Forsyth letters
//! write positions as lists ([`write_piece_list`]):
//!
//! ```text
//! White: Ka5, Ra8, Rf1, Bd5, Ne6. Black: Ke7.
//! Λευκά: Ρα5, Πα8, Πζ1, Αδ5, Ιε6. Μαύρα: Ρε7.
//! לבן: מא5, צא8, צו1, רד5, פה6. שחור: מה7.
//! ```
//!
//! The header is the locale's `piece-list-header`, the pieces are the
//! language's move letters and file letters. Order: king, queen, rooks,
//! bishops, knights, pawns; within one kind **by file, then by rank**
//! (a1, a2, …, a8, b1, …), the order of problem books (so `Ra8` comes
//! before `Rf1`). Pawns are bare squares, after the locale's
//! `piece-list-pawns` word where it has one (Greek `Στρ. δ3, θ7`). A side
//! without pieces is written `—`. Hebrew is written in logical order;
//! showing it right to left is the reader's business.
//!
//! [`read_piece_list`] reads such lists back in any locale: headers are
//! optional (without any, the first part is White and the second Black)
//! and may be the locale's `piece-list-header` or `side-name`, or English
//! `White`/`Black`, in any case and, for Greek, with or without accents.
//! Pieces are separated by `,`, `;`, `/` or spaces; `.` ends a side. Squares may
//! use the language's file letters or Latin `a`–`h`; a piece letter may be
//! followed by a hyphen (`פ-ו3`); a pawn may carry the Forsyth pawn letter
//! (`Pa2`, German `Ba2`). A count in parentheses after a side's pieces,
//! as in the Greek newspaper's `Λευκά: Ρδ7, Βθ8, Στρ. δ3, θ7 (4)`, is
//! checked. Bidi control characters are ignored.
//!
//! # Accessible descriptions
//!
//! [`accessible_description`] is the one-line piece list, for hover texts
//! and braille displays; [`spoken_description`] the long form for speech,
//! with full names agreeing in gender (`White king on a5, white rook on
//! a8, …`; German `Weißer König auf a5, …`; Greek `Λευκός βασιλιάς στο α5,
//! …`).
//!
//! # Bidi
//!
//! Piece lists are notation: they are formatted with
//! [`Locale::notation_message`] and contain no isolation marks. The spoken
//! description is UI text: it is formatted with [`Locale::message`], which
//! wraps each placeable (piece, square) in FSI … PDI (U+2068 … U+2069), so
//! that a Latin square inside a Hebrew sentence keeps its shape.

use std::fmt;
use std::ops::Range;

use forsyth_core::{
    Board, CastlingMode, Color, Fen, FenError, FenErrorKind, FenSpans, File, ParsedFen, Piece,
    Position, Rank, Repair, Role, Square,
};

use crate::letters::Letters;
use crate::locale::{FluentArgs, Locale, color_keyword};

// ---------------------------------------------------------------------------
// Unit count

/// The number of units (pieces, pawns and kings included) of each side, as
/// printed under a problem diagram: `(5+1)`, White first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct UnitCount {
    pub white: u32,
    pub black: u32,
}

impl UnitCount {
    /// The units on `board`.
    #[must_use]
    pub fn of(board: &Board) -> UnitCount {
        UnitCount {
            white: board.by_color(Color::White).count() as u32,
            black: board.by_color(Color::Black).count() as u32,
        }
    }

    /// The units of `color`.
    #[must_use]
    pub fn get(self, color: Color) -> u32 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }
}

impl fmt::Display for UnitCount {
    /// `(white+black)`, such as `(5+1)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}+{})", self.white, self.black)
    }
}

/// A unit count as written in a text, with where its parts were.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenCount {
    /// The counts written.
    pub count: UnitCount,
    /// Byte range of the whole count, parentheses included.
    pub span: Range<usize>,
    /// Byte range of the White number.
    pub white_span: Range<usize>,
    /// Byte range of the Black number.
    pub black_span: Range<usize>,
}

// ---------------------------------------------------------------------------
// Forsyth letters

/// Reads Greek final sigma as the ordinary small sigma.
fn fold_sigma(c: char) -> char {
    if c == 'ς' { 'σ' } else { c }
}

/// A language's twelve Forsyth letters.
#[derive(Clone, Debug)]
struct ForsythTable {
    /// Indexed by [`Color::index`], then [`Role::index`].
    letters: [[String; 6]; 2],
    /// Every letter (final sigma folded) with its piece, longest first.
    by_length: Vec<(Piece, Vec<char>)>,
}

impl ForsythTable {
    /// The table of `letters`, if the language has Forsyth letters in two
    /// cases: twelve non-empty letters, all different.
    fn new(letters: &Letters) -> Option<ForsythTable> {
        let white = letters.forsyth.clone();
        // Character by character: a lone `Σ` becomes `σ`, never `ς`.
        let black = white
            .clone()
            .map(|l| l.chars().flat_map(char::to_lowercase).collect::<String>());
        let all: Vec<&String> = white.iter().chain(black.iter()).collect();
        if all.iter().any(|l| l.is_empty()) {
            return None;
        }
        for (i, letter) in all.iter().enumerate() {
            if all[..i].contains(letter) {
                return None;
            }
        }
        let table = [white, black];
        let mut by_length: Vec<(Piece, Vec<char>)> = Color::ALL
            .iter()
            .flat_map(|&color| Role::ALL.iter().map(move |&role| Piece::new(color, role)))
            .map(|piece| {
                let letter = &table[piece.color.index()][piece.role.index()];
                (piece, letter.chars().map(fold_sigma).collect())
            })
            .collect();
        // The letters a language accepts on input only (German `P` for the
        // pawn), read as Forsyth letters too when they have two cases and
        // mean nothing else: upper case White, lower case Black.
        for (extra, role) in &letters.extra_pieces {
            let upper: String = extra.chars().flat_map(char::to_uppercase).collect();
            let lower: String = extra.chars().flat_map(char::to_lowercase).collect();
            if upper.is_empty() || *extra != upper || upper == lower {
                continue;
            }
            for (color, letter) in [(Color::White, upper), (Color::Black, lower)] {
                let chars: Vec<char> = letter.chars().map(fold_sigma).collect();
                if by_length.iter().all(|(_, other)| *other != chars) {
                    by_length.push((Piece::new(color, *role), chars));
                }
            }
        }
        by_length.sort_by_key(|(_, chars)| std::cmp::Reverse(chars.len()));
        Some(ForsythTable {
            letters: table,
            by_length,
        })
    }

    fn letter(&self, piece: Piece) -> &str {
        &self.letters[piece.color.index()][piece.role.index()]
    }

    /// The piece whose letter starts `text`, and the letter's length in
    /// bytes of `text`.
    fn match_at(&self, text: &str) -> Option<(Piece, usize)> {
        'letters: for (piece, chars) in &self.by_length {
            let mut len = 0;
            let mut input = text.chars();
            for &want in chars {
                match input.next() {
                    Some(c) if fold_sigma(c) == want => len += c.len_utf8(),
                    _ => continue 'letters,
                }
            }
            return Some((*piece, len));
        }
        None
    }

    /// A one-character letter of this table that `c` looks like.
    fn look_alike(&self, c: char) -> Option<char> {
        crate::letters::look_alikes(c).find(|&other| {
            self.by_length
                .iter()
                .any(|(_, chars)| chars.as_slice() == [other])
        })
    }
}

// ---------------------------------------------------------------------------
// Writing Forsyth

/// The board field in `letters`' Forsyth letters, upper case White and lower
/// case Black (Greek `Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2`). `None` when the language
/// has no Forsyth letters in two cases (Hebrew).
#[must_use]
pub fn to_localized_board_fen(board: &Board, letters: &Letters) -> Option<String> {
    let table = ForsythTable::new(letters)?;
    let mut out = String::with_capacity(64);
    for rank in Rank::ALL.iter().rev() {
        let mut empty = 0u8;
        for file in File::ALL {
            match board.piece_at(Square::from_coords(file, *rank)) {
                Some(piece) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push_str(table.letter(piece));
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if *rank != Rank::First {
            out.push('/');
        }
    }
    Some(out)
}

/// The further FEN fields of `pos` after the board, as `letters`' language
/// writes them: side to move, castling rights (FEN's letters: no language
/// has others), the en passant square in the language's file letters
/// (Greek `ε3`, as [`read_forsyth`] reads it back), the halfmove clock and
/// the move number. At most `count` of them, from the first.
#[must_use]
pub fn localized_fields(pos: &Position, letters: &Letters, count: usize) -> Vec<String> {
    let fen = pos.fen();
    fen.split(' ')
        .skip(1)
        .take(count)
        .enumerate()
        .map(|(i, field)| {
            let mut chars = field.chars();
            match (i, chars.next().and_then(File::from_char), chars.as_str()) {
                (2, Some(file), rank) => format!("{}{rank}", letters.file(file)),
                _ => field.to_owned(),
            }
        })
        .collect()
}

/// `pos` in `locale`'s language, keeping `fields` of the five further FEN
/// fields (see [`localized_fields`]): the localized board field followed by
/// those fields, or, when none is kept, the problemists' form with the unit
/// count (`T7/4k3/4S3/K2L4/8/8/8/5T2 (5+1)`). A language without Forsyth
/// letters (Hebrew) writes the piece list, followed by the fields kept.
///
/// ```
/// use forsyth_core::Fen;
/// use forsyth_notation::problem::write_localized_position;
/// use forsyth_notation::locale::Locales;
///
/// let fen = "R7/4k3/4N3/K2B4/8/8/8/5R2 b - - 3 40";
/// let (pos, _) = Fen::parse_strict(fen, None)?;
/// let locales = Locales::embedded();
/// let greek = locales.get("el").expect("embedded");
/// assert_eq!(
///     write_localized_position(&pos, greek, 5),
///     "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 b - - 3 40"
/// );
/// assert_eq!(
///     write_localized_position(&pos, greek, 0),
///     "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 (5+1)"
/// );
/// # Ok::<_, forsyth_core::FenError>(())
/// ```
#[must_use]
pub fn write_localized_position(pos: &Position, locale: &Locale, fields: usize) -> String {
    let letters = locale.letters();
    let board = pos.board();
    let mut out = match to_localized_board_fen(board, letters) {
        Some(field) if fields == 0 => return format!("{field} {}", UnitCount::of(board)),
        Some(field) => field,
        None => write_piece_list(board, locale),
    };
    for field in localized_fields(pos, letters, fields) {
        out.push(' ');
        out.push_str(&field);
    }
    out
}

/// The board as a problem is printed: the localized board field in
/// parentheses and the unit count, `(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)`.
/// `None` when the language has no Forsyth letters (Hebrew).
#[must_use]
pub fn to_problem_forsyth(board: &Board, letters: &Letters) -> Option<String> {
    let field = to_localized_board_fen(board, letters)?;
    Some(format!("({field}) {}", UnitCount::of(board)))
}

// ---------------------------------------------------------------------------
// Reading Forsyth: errors

/// What is wrong with a localized Forsyth text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ForsythErrorKind {
    /// Nothing but white space (or empty brackets).
    Empty,
    /// The language has no Forsyth letters in two cases (Hebrew): write a
    /// piece list instead.
    NoLetterCase { lang: String },
    /// An opening bracket without its closing one.
    UnclosedBracket(char),
    /// A character in the board field that is no Forsyth letter of the
    /// language, digit 1–8 or `/`. `looks_like` is a letter of the language
    /// that looks the same (Greek `Ρ` for a Latin `P`).
    UnknownLetter {
        found: char,
        looks_like: Option<char>,
    },
    /// Two digits in a row (`44` instead of `8`).
    ConsecutiveDigits,
    /// The board field does not have eight ranks.
    RankCount { found: usize },
    /// A rank does not describe exactly eight squares.
    RankLength { rank: Rank, squares: usize },
    /// More than the five FEN fields after the board.
    TooManyFields { found: usize },
    /// Something in parentheses after the board that is not a unit count
    /// `(white+black)`.
    BadUnitCount,
    /// The unit count written does not match the board.
    UnitCountMismatch {
        written: UnitCount,
        found: UnitCount,
    },
    /// The English FEN the text translates to was rejected by core's
    /// lenient reading (a field, or the legality of the position).
    Fen(FenErrorKind),
}

impl fmt::Display for ForsythErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ForsythErrorKind::Empty => f.write_str("there is no board field"),
            ForsythErrorKind::NoLetterCase { lang } => write!(
                f,
                "language '{lang}' has no upper and lower case Forsyth letters; write a piece list"
            ),
            ForsythErrorKind::UnclosedBracket(c) => write!(f, "'{c}' is never closed"),
            ForsythErrorKind::UnknownLetter { found, looks_like } => {
                write!(
                    f,
                    "'{found}' (U+{:04X}) is not a Forsyth letter of this language, a digit 1-8 or '/'",
                    u32::from(*found)
                )?;
                if let Some(meant) = looks_like {
                    write!(
                        f,
                        "; did you mean '{meant}' (U+{:04X}), which looks the same?",
                        u32::from(*meant)
                    )?;
                }
                Ok(())
            }
            ForsythErrorKind::ConsecutiveDigits => {
                f.write_str("two digits in a row: empty squares are counted by one digit")
            }
            ForsythErrorKind::RankCount { found } => {
                write!(f, "the board field has {found} ranks, not 8")
            }
            ForsythErrorKind::RankLength { rank, squares } => {
                write!(f, "rank {} describes {squares} squares, not 8", rank.char())
            }
            ForsythErrorKind::TooManyFields { found } => write!(
                f,
                "a FEN has at most 6 fields, this one has {found}; a unit count is written in parentheses"
            ),
            ForsythErrorKind::BadUnitCount => {
                f.write_str("a unit count is written (white+black), such as (5+1)")
            }
            ForsythErrorKind::UnitCountMismatch { written, found } => {
                write!(f, "the unit count says {written} but the board has {found}")
            }
            ForsythErrorKind::Fen(kind) => fmt::Display::fmt(kind, f),
        }
    }
}

/// A localized Forsyth error with the byte range it refers to in the text
/// given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForsythError {
    pub kind: ForsythErrorKind,
    /// Byte range in the original text.
    pub span: Range<usize>,
}

impl ForsythError {
    fn new(kind: ForsythErrorKind, span: Range<usize>) -> ForsythError {
        ForsythError { kind, span }
    }
}

impl fmt::Display for ForsythError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.kind, f)
    }
}

impl std::error::Error for ForsythError {}

// ---------------------------------------------------------------------------
// Reading Forsyth: the English translation and its offsets

/// English FEN text built from a localized one, remembering for each of its
/// bytes the byte range it came from in the original.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Translation {
    text: String,
    origin: Vec<Range<usize>>,
    /// Where the translated part ends in the original.
    end: usize,
}

impl Translation {
    fn push(&mut self, c: char, from: Range<usize>) {
        for _ in 0..c.len_utf8() {
            self.origin.push(from.clone());
        }
        self.end = self.end.max(from.end);
        self.text.push(c);
    }

    /// The original offset of translated offset `at`.
    fn offset(&self, at: usize) -> usize {
        self.origin.get(at).map_or(self.end, |r| r.start)
    }

    /// The original range of translated range `range`.
    fn range(&self, range: &Range<usize>) -> Range<usize> {
        let start = self.offset(range.start);
        if range.end <= range.start {
            return start..start;
        }
        let end = self
            .origin
            .get(range.end - 1)
            .map_or(self.end, |r| r.end)
            .max(start);
        start..end
    }

    /// `parsed`, whose spans point into the translation, with its spans
    /// pointing into the original instead.
    fn remap(&self, mut parsed: ParsedFen) -> ParsedFen {
        for field in parsed.spans.fields.iter_mut().flatten() {
            *field = self.range(field);
        }
        for square in parsed.spans.squares.iter_mut() {
            if *square != FenSpans::EMPTY {
                *square = u32::try_from(self.offset(*square as usize))
                    .ok()
                    .filter(|&at| at != FenSpans::EMPTY)
                    .unwrap_or(FenSpans::EMPTY);
            }
        }
        for (_, _, at) in &mut parsed.spans.castling {
            *at = self.offset(*at);
        }
        for repair in &mut parsed.repairs {
            match repair {
                Repair::Dash { span }
                | Repair::DroppedCastling { span, .. }
                | Repair::DroppedEpSquare { span } => *span = self.range(span),
                _ => {}
            }
        }
        parsed
    }

    fn error(&self, e: FenError) -> ForsythError {
        ForsythError::new(ForsythErrorKind::Fen(e.kind), self.range(&e.span))
    }
}

// ---------------------------------------------------------------------------
// Reading Forsyth

/// A byte range in a text for each square, indexed by [`Square::index`].
pub type SquareSpans = [Option<Range<usize>>; 64];

/// A localized Forsyth text, read: see the [module documentation](self).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForsythText {
    /// The pieces. Not necessarily a legal position.
    pub board: Board,
    /// Byte range of the board field in the text.
    pub board_span: Range<usize>,
    /// Byte range of the letter that placed a piece on each square, indexed
    /// by [`Square::index`].
    pub squares: SquareSpans,
    /// Byte ranges of the further FEN fields written after the board (side
    /// to move, castling, …), if any. They are read by
    /// [`position`](Self::position).
    pub fields: Vec<Range<usize>>,
    /// The unit count, if one was written (it matches the board).
    pub count: Option<WrittenCount>,
    /// Byte range of whatever follows the unit count (a stipulation), not
    /// read.
    pub rest: Option<Range<usize>>,
    english: Translation,
}

impl ForsythText {
    /// The text as English FEN: the board field in FEN letters, followed by
    /// the further fields as written (an en passant square written with the
    /// language's file letter in Latin).
    #[must_use]
    pub fn english_fen(&self) -> &str {
        &self.english.text
    }

    /// The position, through core's lenient FEN: missing fields are
    /// defaulted (`w - - 0 1`), and the position must be legal. The spans in
    /// the result and in any error point into the original text.
    ///
    /// # Errors
    /// [`ForsythErrorKind::Fen`] with the original byte range of the field
    /// or piece at fault.
    pub fn position(
        &self,
        mode: Option<CastlingMode>,
    ) -> Result<(Position, ParsedFen), ForsythError> {
        match Fen::parse_lenient(&self.english.text, mode) {
            Ok((pos, parsed)) => Ok((pos, self.english.remap(parsed))),
            Err(e) => Err(self.english.error(e)),
        }
    }
}

/// Reads a localized Forsyth text in `letters`' language: see the [module
/// documentation](self).
///
/// ```
/// use forsyth_notation::problem::read_forsyth;
/// use forsyth_notation::locale::Locales;
///
/// let locales = Locales::embedded();
/// let greek = locales.get("el").expect("embedded").letters();
/// let text = read_forsyth("(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)", greek)?;
/// assert_eq!(text.board.board_fen(), "R7/4k3/4N3/K2B4/8/8/8/5R2");
/// let (position, _) = text.position(None)?;
/// assert_eq!(position.fen(), "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1");
/// # Ok::<_, forsyth_notation::problem::ForsythError>(())
/// ```
///
/// # Errors
/// The first problem found, with its byte range in `text`: a letter the
/// language does not have, a malformed board field, more than five further
/// fields, a malformed unit count or one that does not match the board.
/// The further fields themselves are checked by [`ForsythText::position`].
pub fn read_forsyth(text: &str, letters: &Letters) -> Result<ForsythText, ForsythError> {
    let start = text.len() - text.trim_start().len();
    let end = text.trim_end().len().max(start);
    if start == end {
        return Err(ForsythError::new(ForsythErrorKind::Empty, 0..text.len()));
    }
    let Some(table) = ForsythTable::new(letters) else {
        return Err(ForsythError::new(
            ForsythErrorKind::NoLetterCase {
                lang: letters.lang.clone(),
            },
            start..end,
        ));
    };

    let layout = Layout::read(text, start)?;
    let Some((board_span, field_spans)) = layout.fen.split_first() else {
        return Err(ForsythError::new(ForsythErrorKind::Empty, start..end));
    };
    if field_spans.len() > 5 {
        let first = field_spans[5].start;
        let last = field_spans.last().map_or(first, |r| r.end);
        return Err(ForsythError::new(
            ForsythErrorKind::TooManyFields {
                found: layout.fen.len(),
            },
            first..last,
        ));
    }

    let mut english = Translation {
        end: board_span.start,
        ..Translation::default()
    };
    let (board, squares) = read_board(text, board_span.clone(), &table, &mut english)?;
    let mut previous_end = board_span.end;
    for (i, field) in field_spans.iter().enumerate() {
        english.push(' ', previous_end..field.start);
        translate_field(text, field.clone(), i == 2, letters, &mut english);
        previous_end = field.end;
    }

    if let Some(written) = &layout.count {
        let found = UnitCount::of(&board);
        if written.count != found {
            let span = match (
                written.count.white == found.white,
                written.count.black == found.black,
            ) {
                (false, true) => written.white_span.clone(),
                (true, false) => written.black_span.clone(),
                _ => written.span.clone(),
            };
            return Err(ForsythError::new(
                ForsythErrorKind::UnitCountMismatch {
                    written: written.count,
                    found,
                },
                span,
            ));
        }
    }

    Ok(ForsythText {
        board,
        board_span: board_span.clone(),
        squares,
        fields: field_spans.to_vec(),
        count: layout.count,
        rest: layout.rest,
        english,
    })
}

/// Where the parts of a Forsyth text are.
struct Layout {
    /// The board field and the further fields.
    fen: Vec<Range<usize>>,
    count: Option<WrittenCount>,
    rest: Option<Range<usize>>,
}

/// The closing bracket of `open`, if `open` opens one.
fn closing(open: char) -> Option<char> {
    match open {
        '(' => Some(')'),
        '[' => Some(']'),
        '{' => Some('}'),
        _ => None,
    }
}

/// The first byte offset at or after `from` whose character is not white
/// space.
fn skip_space(text: &str, from: usize) -> usize {
    text.get(from..)
        .and_then(|t| t.char_indices().find(|(_, c)| !c.is_whitespace()))
        .map_or(text.len(), |(i, _)| from + i)
}

/// The end of the word starting at `from`: the next white space or opening
/// bracket.
fn word_end(text: &str, from: usize) -> usize {
    text.get(from..)
        .and_then(|t| {
            t.char_indices()
                .find(|&(_, c)| c.is_whitespace() || closing(c).is_some())
        })
        .map_or(text.len(), |(i, _)| from + i)
}

/// The white-space separated words of `text[range]`.
fn words(text: &str, range: Range<usize>) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut start = None;
    let Some(inner) = text.get(range.clone()) else {
        return out;
    };
    for (i, c) in inner.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                out.push(range.start + s..range.start + i);
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push(range.start + s..range.end);
    }
    out
}

impl Layout {
    fn read(text: &str, start: usize) -> Result<Layout, ForsythError> {
        let mut fen = Vec::new();
        let mut pos = start;
        let first = text[start..].chars().next();
        if let Some((open, close)) = first.and_then(|c| closing(c).map(|close| (c, close))) {
            let inner_start = start + open.len_utf8();
            let Some(close_at) = text[inner_start..].find(close).map(|i| inner_start + i) else {
                return Err(ForsythError::new(
                    ForsythErrorKind::UnclosedBracket(open),
                    start..inner_start,
                ));
            };
            fen = words(text, inner_start..close_at);
            if fen.is_empty() {
                return Err(ForsythError::new(
                    ForsythErrorKind::Empty,
                    start..close_at + close.len_utf8(),
                ));
            }
            pos = close_at + close.len_utf8();
        }
        loop {
            pos = skip_space(text, pos);
            let Some(c) = text[pos..].chars().next() else {
                return Ok(Layout {
                    fen,
                    count: None,
                    rest: None,
                });
            };
            let word = pos..word_end(text, pos).max(pos + c.len_utf8());
            let is_count =
                !fen.is_empty() && (closing(c).is_some() || text[word.clone()].contains('+'));
            if is_count {
                let count = read_count(text, pos)?;
                let after = skip_space(text, count.span.end);
                let end = text.trim_end().len();
                let rest = (after < end).then_some(after..end);
                return Ok(Layout {
                    fen,
                    count: Some(count),
                    rest,
                });
            }
            fen.push(word.clone());
            pos = word.end;
        }
    }
}

/// Reads a unit count starting at `from`: `(5+1)`, `( 7 + 5 )`, `[5+1]` or
/// a bare `5+1`.
fn read_count(text: &str, from: usize) -> Result<WrittenCount, ForsythError> {
    read_count_with(text, from, false)
}

/// [`read_count`], with a dash between the numbers too when `dashes`
/// (`(3–3)`, `(5-7)`, as Slovak columns print the count before their
/// lists), and a total after an equals sign (`(5+1=6)`) left unread.
fn read_count_with(text: &str, from: usize, dashes: bool) -> Result<WrittenCount, ForsythError> {
    let first = text[from..].chars().next();
    let (body, span) = match first.and_then(|c| closing(c).map(|close| (c, close))) {
        Some((open, close)) => {
            let inner = from + open.len_utf8();
            let Some(close_at) = text[inner..].find(close).map(|i| inner + i) else {
                return Err(ForsythError::new(
                    ForsythErrorKind::UnclosedBracket(open),
                    from..inner,
                ));
            };
            (inner..close_at, from..close_at + close.len_utf8())
        }
        None => {
            let end = word_end(text, from);
            (from..end, from..end)
        }
    };
    let bad = || ForsythError::new(ForsythErrorKind::BadUnitCount, span.clone());
    let inner = &text[body.clone()];
    let (plus, sign) = inner
        .char_indices()
        .find(|&(_, c)| c == '+' || (dashes && matches!(c, '-' | '–' | '−')))
        .map(|(i, c)| (i, c.len_utf8()))
        .ok_or_else(bad)?;
    // A total after the two (`5+1=6`) is no part of either.
    let body = match inner.find('=') {
        Some(eq) if dashes && eq > plus => body.start..body.start + eq,
        _ => body,
    };
    let number = |range: Range<usize>| -> Result<(u32, Range<usize>), ForsythError> {
        let part = &text[range.clone()];
        let trimmed = part.trim();
        let lead = part.len() - part.trim_start().len();
        if trimmed.is_empty() || trimmed.len() > 3 || !trimmed.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let value = trimmed.parse().map_err(|_| bad())?;
        let at = range.start + lead;
        Ok((value, at..at + trimmed.len()))
    };
    let (white, white_span) = number(body.start..body.start + plus)?;
    let (black, black_span) = number(body.start + plus + sign..body.end)?;
    Ok(WrittenCount {
        count: UnitCount { white, black },
        span,
        white_span,
        black_span,
    })
}

/// The last unit count in parentheses in `text` (`(5+4)`, White's units
/// first, or with a dash, `(3–3)`, as problem columns print it next to a
/// piece list), if any.
#[must_use]
pub fn unit_count_in(text: &str) -> Option<WrittenCount> {
    text.match_indices('(')
        .rev()
        .find_map(|(i, _)| read_count_with(text, i, true).ok())
}

/// Reads the localized board field `text[span]`, appending its English
/// translation to `english`.
fn read_board(
    text: &str,
    span: Range<usize>,
    table: &ForsythTable,
    english: &mut Translation,
) -> Result<(Board, SquareSpans), ForsythError> {
    let field = &text[span.clone()];
    let mut board = Board::empty();
    let mut squares: SquareSpans = std::array::from_fn(|_| None);

    let mut ranks = Vec::new();
    let mut rank_start = 0;
    for (i, c) in field.char_indices() {
        if c == '/' {
            ranks.push(rank_start..i);
            rank_start = i + 1;
        }
    }
    ranks.push(rank_start..field.len());
    if ranks.len() != 8 {
        return Err(ForsythError::new(
            ForsythErrorKind::RankCount { found: ranks.len() },
            span,
        ));
    }

    for (i, rank_range) in ranks.iter().enumerate() {
        let rank = Rank::ALL[7 - i];
        let rank_span = span.start + rank_range.start..span.start + rank_range.end;
        if i > 0 {
            let slash = rank_span.start - 1;
            english.push('/', slash..slash + 1);
        }
        let mut file = 0usize;
        let mut previous_digit = false;
        let mut at = rank_span.start;
        while at < rank_span.end {
            let rest = &text[at..rank_span.end];
            let Some(c) = rest.chars().next() else { break };
            if c.is_ascii_digit() {
                let char_span = at..at + 1;
                if previous_digit {
                    return Err(ForsythError::new(
                        ForsythErrorKind::ConsecutiveDigits,
                        char_span,
                    ));
                }
                let d = usize::from(c as u8 - b'0');
                if !(1..=8).contains(&d) {
                    return Err(ForsythError::new(
                        ForsythErrorKind::UnknownLetter {
                            found: c,
                            looks_like: None,
                        },
                        char_span,
                    ));
                }
                previous_digit = true;
                file += d;
                english.push(c, char_span);
                at += 1;
            } else if let Some((piece, len)) = table.match_at(rest) {
                let letter_span = at..at + len;
                previous_digit = false;
                if let Some(f) = File::ALL.get(file) {
                    let sq = Square::from_coords(*f, rank);
                    board.set_piece_at(sq, piece);
                    squares[sq.index()] = Some(letter_span.clone());
                }
                file += 1;
                english.push(piece.fen_char(), letter_span);
                at += len;
            } else {
                return Err(ForsythError::new(
                    ForsythErrorKind::UnknownLetter {
                        found: c,
                        looks_like: table.look_alike(c),
                    },
                    at..at + c.len_utf8(),
                ));
            }
            if file > 8 {
                break;
            }
        }
        if file != 8 {
            let squares_described = if file > 8 {
                rank_squares(&text[rank_span.clone()], table)
            } else {
                file
            };
            let error_span = if rank_span.is_empty() {
                // An empty rank: point at the slash (or end) next to it.
                let end = (rank_span.start + 1).min(span.end);
                rank_span.start..end.max(rank_span.start)
            } else {
                rank_span
            };
            return Err(ForsythError::new(
                ForsythErrorKind::RankLength {
                    rank,
                    squares: squares_described,
                },
                error_span,
            ));
        }
    }
    Ok((board, squares))
}

/// How many squares a rank describes (for an error message): digits count
/// their value, anything else one square per letter.
fn rank_squares(rank: &str, table: &ForsythTable) -> usize {
    let mut squares = 0;
    let mut at = 0;
    while let Some(rest) = rank.get(at..) {
        let Some(c) = rest.chars().next() else { break };
        if let Some(d) = c.to_digit(10) {
            squares += d as usize;
            at += c.len_utf8();
        } else if let Some((_, len)) = table.match_at(rest) {
            squares += 1;
            at += len;
        } else {
            squares += 1;
            at += c.len_utf8();
        }
    }
    squares
}

/// Appends a further FEN field to `english`, translating an en passant
/// square written with the language's file letter (`ε3` → `e3`).
fn translate_field(
    text: &str,
    span: Range<usize>,
    en_passant: bool,
    letters: &Letters,
    english: &mut Translation,
) {
    let field = &text[span.clone()];
    let mut chars = field.char_indices();
    let square = match (chars.next(), chars.next(), chars.next()) {
        (Some((_, f)), Some((j, r)), None) if en_passant && r.is_ascii_digit() => {
            letters.file_from_char(f).map(|file| (file, j))
        }
        _ => None,
    };
    match square {
        Some((file, j)) => {
            english.push(file.char(), span.start..span.start + j);
            for (i, c) in field[j..].char_indices() {
                let at = span.start + j + i;
                english.push(c, at..at + c.len_utf8());
            }
        }
        None => {
            for (i, c) in field.char_indices() {
                let at = span.start + i;
                english.push(c, at..at + c.len_utf8());
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Piece lists: writing

/// The order of a piece list: king, queen, rooks, bishops, knights, pawns.
const LIST_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// The pieces of `color` in list order: by kind, then by file, then by rank.
fn listed(board: &Board, color: Color) -> Vec<(Role, Square)> {
    let mut pieces: Vec<(Role, Square)> = board
        .pieces()
        .filter(|(_, p)| p.color == color)
        .map(|(sq, p)| (p.role, sq))
        .collect();
    pieces.sort_by_key(|&(role, sq)| {
        (
            LIST_ORDER.iter().position(|&r| r == role),
            sq.file(),
            sq.rank(),
        )
    });
    pieces
}

/// A square in `letters`' file letters (`α5`, `א5`).
fn square_name(sq: Square, letters: &Letters) -> String {
    format!("{}{}", letters.file(sq.file()), sq.rank().char())
}

/// The letter written for `role` in a piece list: the language's move
/// letter (the FEN letter if a table lacks it). Empty for the pawn.
fn list_letter(letters: &Letters, role: Role) -> String {
    match (role, letters.piece(role)) {
        (Role::Pawn, _) => String::new(),
        (_, "") => role.upper_char().to_string(),
        (_, letter) => letter.to_owned(),
    }
}

/// The header of `color`'s pieces: the locale's `piece-list-header`.
fn list_header(locale: &Locale, color: Color) -> String {
    side_header(locale, "piece-list-header", color)
        .unwrap_or_else(|| english_header(color).to_owned())
}

/// The locale's message `id` for `color`'s side, unless empty.
fn side_header(locale: &Locale, id: &str, color: Color) -> Option<String> {
    let mut args = FluentArgs::new();
    args.set("color", color_keyword(color));
    locale
        .notation_message(id, Some(&args))
        .map(|h| h.trim().to_owned())
        .filter(|h| !h.is_empty())
}

fn english_header(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The header of a side abbreviated as a language's printers abbreviate
/// it (Greek `Λ*`, `Μ*`: "Λ*Ρη1/Βδ3/…/θ3 Μ* Ρη8/…", the Greek chess
/// federation's magazine, chess.gr/eso-mag/vol61), if the language has
/// one: its `piece-list-header-short`.
fn short_header(locale: &Locale, color: Color) -> Option<String> {
    side_header(locale, "piece-list-header-short", color)
}

/// The word written before a side's pawns (Greek `Στρ.`), if any.
fn pawn_word(locale: &Locale) -> Option<String> {
    locale
        .notation_message("piece-list-pawns", None)
        .map(|w| w.trim().to_owned())
        .filter(|w| !w.is_empty())
}

/// Written for a side without pieces.
const NO_PIECES: &str = "—";

/// The position as a piece list in `locale`'s language, without bidi marks:
/// `White: Ka5, Ra8, Rf1, Bd5, Ne6. Black: Ke7.` See the [module
/// documentation](self) for the order.
///
/// ```
/// use forsyth_core::Fen;
/// use forsyth_notation::problem::write_piece_list;
/// use forsyth_notation::locale::Locales;
///
/// let (pos, _) = Fen::parse_lenient("R7/4k3/4N3/K2B4/8/8/8/5R2", None)?;
/// let locales = Locales::embedded();
/// let greek = locales.get("el").expect("embedded");
/// assert_eq!(
///     write_piece_list(pos.board(), greek),
///     "Λευκά: Ρα5, Πα8, Πζ1, Αδ5, Ιε6. Μαύρα: Ρε7."
/// );
/// # Ok::<_, forsyth_core::FenError>(())
/// ```
#[must_use]
pub fn write_piece_list(board: &Board, locale: &Locale) -> String {
    let letters = locale.letters();
    let pawns = pawn_word(locale);
    let sides: Vec<String> = Color::ALL
        .iter()
        .map(|&color| {
            let mut items = Vec::new();
            let mut first_pawn = true;
            for (role, sq) in listed(board, color) {
                let mut item = String::new();
                if role == Role::Pawn {
                    if let (Some(word), true) = (&pawns, first_pawn) {
                        item.push_str(word);
                        item.push(' ');
                    }
                    first_pawn = false;
                }
                item.push_str(&list_letter(letters, role));
                item.push_str(&square_name(sq, letters));
                items.push(item);
            }
            let body = if items.is_empty() {
                NO_PIECES.to_owned()
            } else {
                items.join(", ")
            };
            format!("{}: {body}.", list_header(locale, color))
        })
        .collect();
    sides.join(" ")
}

// ---------------------------------------------------------------------------
// Accessible descriptions

/// The position in one line for hover texts, braille displays and screen
/// readers: the piece list ([`write_piece_list`]), such as
/// `White: Ka5, Ra8, Rf1, Bd5, Ne6. Black: Ke7.`
#[must_use]
pub fn accessible_description(board: &Board, locale: &Locale) -> String {
    write_piece_list(board, locale)
}

/// The position spoken in full: every piece with its colour and name
/// agreeing in gender, on its square, in piece-list order, White first, as
/// one sentence (`White king on a5, white rook on a8, …, black king on
/// e7.`). UI text: placeables are bidi-isolated (see the [module
/// documentation](self)). An empty board is the locale's
/// `spoken-empty-board`.
#[must_use]
pub fn spoken_description(board: &Board, locale: &Locale) -> String {
    let letters = locale.letters();
    let parts: Vec<String> = Color::ALL
        .iter()
        .flat_map(|&color| listed(board, color).into_iter().map(move |p| (color, p)))
        .map(|(color, (role, sq))| {
            let piece = locale.piece_description(color, role);
            let square = square_name(sq, letters);
            let mut args = FluentArgs::new();
            args.set("piece", piece.clone());
            args.set("square", square.clone());
            locale
                .message("spoken-piece-on-square", Some(&args))
                .unwrap_or_else(|| format!("{piece} {square}"))
        })
        .collect();
    let sentence = if parts.is_empty() {
        locale
            .message("spoken-empty-board", None)
            .unwrap_or_else(|| "empty board".to_owned())
    } else {
        parts.join(", ")
    };
    format!("{}.", capitalize(&sentence))
}

/// `text` with its first letter in upper case (bidi marks before it kept).
fn capitalize(text: &str) -> String {
    match text.char_indices().find(|(_, c)| c.is_alphabetic()) {
        Some((i, c)) => {
            let mut out = String::with_capacity(text.len() + 2);
            out.push_str(&text[..i]);
            out.extend(c.to_uppercase());
            out.push_str(&text[i + c.len_utf8()..]);
            out
        }
        None => text.to_owned(),
    }
}

// ---------------------------------------------------------------------------
// Piece lists: reading

/// What is wrong with a piece list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceListErrorKind {
    /// No pieces and no headers at all.
    Empty,
    /// A piece letter the language does not have (the text before the
    /// square).
    UnknownPiece(String),
    /// Not a square of this language or Latin (`a9`, `z1`, `Ka`).
    BadSquare(String),
    /// Two pieces on one square; `first` is where the first one was given.
    SquareTwice { square: Square, first: Range<usize> },
    /// The list has nothing for one side: no header, no part of its own.
    MissingSide(Color),
    /// A side's header appears twice.
    SideTwice(Color),
    /// A third part in a list without headers, which has only White's and
    /// Black's.
    TooManySides,
    /// A count in parentheses that is not a number.
    BadCount,
    /// A side's count in parentheses does not match its pieces.
    CountMismatch {
        color: Color,
        written: u32,
        found: u32,
    },
    /// An opening parenthesis without its closing one.
    UnclosedBracket,
}

impl fmt::Display for PieceListErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PieceListErrorKind::Empty => f.write_str("the piece list is empty"),
            PieceListErrorKind::UnknownPiece(letter) => {
                write!(f, "'{letter}' is not a piece letter of this language")
            }
            PieceListErrorKind::BadSquare(square) => write!(f, "'{square}' is not a square"),
            PieceListErrorKind::SquareTwice { square, .. } => {
                write!(f, "square {square} is given twice")
            }
            PieceListErrorKind::MissingSide(color) => {
                write!(f, "the list has no part for {color}")
            }
            PieceListErrorKind::SideTwice(color) => {
                write!(f, "{color}'s pieces are headed twice")
            }
            PieceListErrorKind::TooManySides => f.write_str(
                "a list without headers has two parts, White's and Black's, ended by '.'",
            ),
            PieceListErrorKind::BadCount => {
                f.write_str("a count in parentheses is a number of pieces, such as (4)")
            }
            PieceListErrorKind::CountMismatch {
                color,
                written,
                found,
            } => write!(
                f,
                "the list says {color} has {written} pieces, it gives {found}"
            ),
            PieceListErrorKind::UnclosedBracket => f.write_str("'(' is never closed"),
        }
    }
}

/// A piece list error with the byte range it refers to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceListError {
    pub kind: PieceListErrorKind,
    /// Byte range in the text.
    pub span: Range<usize>,
}

impl PieceListError {
    fn new(kind: PieceListErrorKind, span: Range<usize>) -> PieceListError {
        PieceListError { kind, span }
    }
}

impl fmt::Display for PieceListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.kind, f)
    }
}

impl std::error::Error for PieceListError {}

/// Bidi control characters, skipped in piece lists.
fn is_bidi_control(c: char) -> bool {
    matches!(
        c,
        '\u{200E}' | '\u{200F}' | '\u{061C}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

/// Characters that end a piece-list item.
fn ends_item(c: char) -> bool {
    c.is_whitespace() || is_bidi_control(c) || matches!(c, ',' | ';' | '.' | ':' | '(' | ')' | '/')
}

/// A character folded for comparing words: lower case, Greek accents and
/// final sigma removed.
fn fold(c: char) -> char {
    let lower = c.to_lowercase().next().unwrap_or(c);
    match lower {
        'ά' => 'α',
        'έ' => 'ε',
        'ή' => 'η',
        'ί' | 'ϊ' | 'ΐ' => 'ι',
        'ό' => 'ο',
        'ύ' | 'ϋ' | 'ΰ' => 'υ',
        'ώ' => 'ω',
        'ς' => 'σ',
        other => other,
    }
}

/// If `word` is written at the start of `text` (folded, any white space for
/// a space) and is not followed by a letter or digit, its length in bytes
/// of `text`.
fn match_word(text: &str, word: &str) -> Option<usize> {
    let mut input = text.char_indices();
    let mut len = 0;
    for want in word.chars() {
        let (i, c) = input.next()?;
        let same = if want.is_whitespace() {
            c.is_whitespace()
        } else {
            fold(c) == fold(want)
        };
        if !same {
            return None;
        }
        len = i + c.len_utf8();
    }
    let last_is_alphanumeric = word.chars().last().is_some_and(char::is_alphanumeric);
    match text[len..].chars().next() {
        Some(next) if last_is_alphanumeric && next.is_alphanumeric() => None,
        _ if len == 0 => None,
        _ => Some(len),
    }
}

/// What a piece list is made of.
#[derive(Clone, Debug)]
enum Token {
    Header(Color),
    PawnWord,
    NoPieces,
    End,
    Count(u32),
    /// Both sides' units (`(5+4)`), not read by the list.
    Total,
    Piece(Role, Square),
}

/// The words and letters a locale's piece lists are read with.
struct ListReader<'a> {
    letters: &'a Letters,
    /// Header words with their colour, longest first.
    headers: &'a [(String, Color)],
    /// The pawn word and its form without the final dot.
    pawn_words: Vec<String>,
    /// Piece letters with their roles, longest first.
    pieces: Vec<(String, Role)>,
}

impl<'a> ListReader<'a> {
    fn new(locale: &'a Locale) -> ListReader<'a> {
        let letters = locale.letters();
        let headers = headers(locale);
        let mut pawn_words = Vec::new();
        if let Some(word) = pawn_word(locale) {
            let bare = word.trim_end_matches('.').to_owned();
            pawn_words.push(word);
            if !bare.is_empty() {
                pawn_words.push(bare);
            }
        }
        let mut pieces: Vec<(String, Role)> = letters
            .readable_pieces()
            .into_iter()
            .map(|(l, r)| (l.to_owned(), r))
            .collect();
        let pawn_letter = &letters.forsyth[Role::Pawn.index()];
        if !pawn_letter.is_empty() && !pieces.iter().any(|(l, _)| l == pawn_letter) {
            pieces.push((pawn_letter.clone(), Role::Pawn));
        }
        pieces.sort_by_key(|(l, _)| std::cmp::Reverse(l.chars().count()));
        ListReader {
            letters,
            headers,
            pawn_words,
            pieces,
        }
    }

    /// A square in this language's file letters or Latin.
    fn square(&self, text: &str) -> Option<Square> {
        let mut chars = text.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(f), Some(r), None) => Some(Square::from_coords(
                self.letters.file_from_char(f)?,
                Rank::from_char(r)?,
            )),
            _ => None,
        }
    }

    /// Reads one item, `text` at byte `at`: a square (a pawn) or a piece
    /// letter, an optional hyphen and a square.
    fn item(&self, text: &str, at: usize) -> Result<(Role, Square), PieceListError> {
        if let Some(sq) = self.square(text) {
            return Ok((Role::Pawn, sq));
        }
        let mut bad_square = None;
        for (letter, role) in &self.pieces {
            let Some(rest) = text.strip_prefix(letter.as_str()) else {
                continue;
            };
            let hyphen = rest
                .chars()
                .next()
                .filter(|&c| matches!(c, '-' | '‐' | '–' | '־'))
                .map_or(0, char::len_utf8);
            let square_text = &rest[hyphen..];
            if let Some(sq) = self.square(square_text) {
                return Ok((*role, sq));
            }
            if bad_square.is_none() {
                let end = at + text.len();
                let start = if square_text.is_empty() {
                    at
                } else {
                    end - square_text.len()
                };
                bad_square = Some((square_text.to_owned(), start..end));
            }
        }
        if let Some((square, span)) = bad_square {
            return Err(PieceListError::new(
                PieceListErrorKind::BadSquare(square),
                span,
            ));
        }
        // No known letter: if the item ends with a square, the letter
        // before it is unknown; otherwise the whole item is no square.
        let split = text
            .char_indices()
            .rev()
            .nth(1)
            .map(|(i, _)| i)
            .filter(|&i| i > 0 && self.square(&text[i..]).is_some());
        match split {
            Some(i) => Err(PieceListError::new(
                PieceListErrorKind::UnknownPiece(text[..i].to_owned()),
                at..at + i,
            )),
            None => Err(PieceListError::new(
                PieceListErrorKind::BadSquare(text.to_owned()),
                at..at + text.len(),
            )),
        }
    }

    /// Splits `text` into tokens with their byte ranges.
    fn tokens(&self, text: &str) -> Result<Vec<(Token, Range<usize>)>, PieceListError> {
        let mut out = Vec::new();
        let mut at = 0;
        while let Some(rest) = text.get(at..) {
            let Some(c) = rest.chars().next() else { break };
            let width = c.len_utf8();
            // A slash separates pieces as a comma does (`Λ*Ρη1/Βδ3/Πα7`).
            if c.is_whitespace() || is_bidi_control(c) || matches!(c, ',' | ';' | ':' | '/') {
                at += width;
                continue;
            }
            if c == '.' {
                out.push((Token::End, at..at + 1));
                at += 1;
                continue;
            }
            if c == '(' {
                let close = rest.find(')').ok_or_else(|| {
                    PieceListError::new(PieceListErrorKind::UnclosedBracket, at..at + 1)
                })?;
                let span = at..at + close + 1;
                let inner = rest[1..close].trim();
                // The number, and a word after it (`(5 kameňov)`: five
                // units, as a Slovak column prints it).
                let (digits, word) = inner.split_once(' ').unwrap_or((inner, ""));
                let count = (!digits.is_empty()
                    && digits.len() <= 3
                    && digits.bytes().all(|b| b.is_ascii_digit())
                    && word.trim().chars().all(char::is_alphabetic))
                .then(|| digits.parse().ok())
                .flatten();
                let token = match count {
                    Some(count) => Token::Count(count),
                    // Both sides' units (`(5+4)`): the set-up's reader
                    // checks it against the list (`unit_count_in`).
                    None if read_count_with(rest, 0, true).is_ok() => Token::Total,
                    None => {
                        return Err(PieceListError::new(PieceListErrorKind::BadCount, span));
                    }
                };
                out.push((token, span.clone()));
                at = span.end;
                continue;
            }
            if let Some((len, color)) = self
                .headers
                .iter()
                .find_map(|(h, color)| match_word(rest, h).map(|len| (len, *color)))
            {
                out.push((Token::Header(color), at..at + len));
                at += len;
                continue;
            }
            if let Some(len) = self.pawn_words.iter().find_map(|w| match_word(rest, w)) {
                out.push((Token::PawnWord, at..at + len));
                at += len;
                continue;
            }
            let end = rest
                .char_indices()
                .find(|&(_, c)| ends_item(c))
                .map_or(rest.len(), |(i, _)| i);
            let item = &rest[..end];
            if matches!(item, "—" | "–" | "-" | "−") {
                out.push((Token::NoPieces, at..at + end));
            } else {
                let (role, sq) = self.item(item, at)?;
                out.push((Token::Piece(role, sq), at..at + end));
            }
            at += end.max(width);
        }
        Ok(out)
    }
}

/// One side's part of a piece list.
#[derive(Debug, Default)]
struct Part {
    color: Option<Color>,
    header: Option<Range<usize>>,
    start: usize,
    pieces: Vec<(Role, Square, Range<usize>)>,
    counts: Vec<(u32, Range<usize>)>,
}

/// The headers of a side's pieces in `locale`'s piece lists, longest
/// first: its `piece-list-header`, its `side-name`, English `White` and
/// `Black`, and the first letter of the first two with a colon (`V:` and
/// `S:` for Hungarian `Világos` and `Sötét`, as problem pages print them)
/// or a period (`b.` and `č.` for Slovak `biely` and `čierny`: "Kontrolná
/// notácia: b. Ka2, Dg2, Sg5 (3), č. Ke1, Pd2, g6 (3).", Obzor, 12. 1.
/// 1978, rubriky.soks.sk), and the language's own abbreviation, if it
/// has one ([`short_header`]: Greek `Λ*`).
fn headers(locale: &Locale) -> &[(String, Color)] {
    locale.piece_list_headers(make_headers)
}

/// [`headers`], made.
fn make_headers(locale: &Locale) -> Vec<(String, Color)> {
    let mut headers = Vec::new();
    for color in Color::ALL {
        let list = list_header(locale, color);
        let side = locale.side_name(color).trim().to_owned();
        for word in [&list, &side] {
            if let Some(c) = word.chars().next() {
                headers.push((format!("{c}:"), color));
                headers.push((format!("{c}."), color));
            }
        }
        headers.push((list, color));
        headers.push((side, color));
        headers.push((english_header(color).to_owned(), color));
        if let Some(short) = short_header(locale, color) {
            headers.push((short, color));
        }
    }
    headers.retain(|(h, _)| !h.is_empty());
    headers.sort_by_key(|(h, _)| std::cmp::Reverse(h.chars().count()));
    headers.dedup();
    headers
}

/// The words a piece list in `locale`'s language may start with: the
/// headers of both sides ([`read_piece_list`] reads them), longest first.
pub fn list_headers(locale: &Locale) -> impl Iterator<Item = &str> {
    headers(locale).iter().map(|(h, _)| h.as_str())
}

/// Reads a piece list in `locale`'s language (see the [module
/// documentation](self)) into a board.
///
/// ```
/// use forsyth_notation::problem::read_piece_list;
/// use forsyth_notation::locale::Locales;
///
/// let locales = Locales::embedded();
/// let hebrew = locales.get("he").expect("embedded");
/// let board = read_piece_list("לבן: מא5, צא8, צו1, רד5, פה6. שחור: מה7.", hebrew)?;
/// assert_eq!(board.board_fen(), "R7/4k3/4N3/K2B4/8/8/8/5R2");
/// # Ok::<_, forsyth_notation::problem::PieceListError>(())
/// ```
///
/// # Errors
/// The first problem found, with its byte range in `text`: an unknown piece
/// letter, a bad square, a square given twice, a side missing or headed
/// twice, a count that does not match.
pub fn read_piece_list(text: &str, locale: &Locale) -> Result<Board, PieceListError> {
    let reader = ListReader::new(locale);
    let tokens = reader.tokens(text)?;

    // Group the tokens into parts: a header or the first item after a `.`
    // starts one.
    let mut parts: Vec<Part> = Vec::new();
    let mut open = false;
    for (token, span) in tokens {
        if let Token::Header(color) = token {
            parts.push(Part {
                color: Some(color),
                header: Some(span.clone()),
                start: span.start,
                ..Part::default()
            });
            open = true;
            continue;
        }
        if let Token::End = token {
            open = false;
            continue;
        }
        if let Token::Total = token {
            continue;
        }
        if let Token::Count(n) = token {
            // A count after a side's final `.` still belongs to it.
            if parts.is_empty() {
                parts.push(Part {
                    start: span.start,
                    ..Part::default()
                });
                open = true;
            }
            if let Some(part) = parts.last_mut() {
                part.counts.push((n, span));
            }
            continue;
        }
        if !open {
            parts.push(Part {
                start: span.start,
                ..Part::default()
            });
            open = true;
        }
        if let (Token::Piece(role, sq), Some(part)) = (token, parts.last_mut()) {
            part.pieces.push((role, sq, span));
        }
    }
    if parts.is_empty() {
        return Err(PieceListError::new(
            PieceListErrorKind::Empty,
            0..text.len(),
        ));
    }

    // Give every part its colour.
    let any_header = parts.iter().any(|p| p.header.is_some());
    let mut headed = [false; 2];
    for i in 0..parts.len() {
        let color = match (parts[i].color, any_header) {
            (Some(color), _) => {
                if headed[color.index()] {
                    let span = parts[i]
                        .header
                        .clone()
                        .unwrap_or(parts[i].start..parts[i].start);
                    return Err(PieceListError::new(
                        PieceListErrorKind::SideTwice(color),
                        span,
                    ));
                }
                headed[color.index()] = true;
                color
            }
            (None, true) => i
                .checked_sub(1)
                .and_then(|j| parts[j].color)
                .unwrap_or(Color::White),
            (None, false) => match i {
                0 => Color::White,
                1 => Color::Black,
                _ => {
                    let start = parts[i].start;
                    let end = parts[i].pieces.last().map_or(start, |p| p.2.end);
                    return Err(PieceListError::new(
                        PieceListErrorKind::TooManySides,
                        start..end,
                    ));
                }
            },
        };
        parts[i].color = Some(color);
    }
    for color in Color::ALL {
        if !parts.iter().any(|p| p.color == Some(color)) {
            return Err(PieceListError::new(
                PieceListErrorKind::MissingSide(color),
                text.len()..text.len(),
            ));
        }
    }

    // Place the pieces.
    let mut board = Board::empty();
    let mut placed: [Option<Range<usize>>; 64] = std::array::from_fn(|_| None);
    for part in &parts {
        let color = part.color.unwrap_or(Color::White);
        for (role, sq, span) in &part.pieces {
            if let Some(first) = &placed[sq.index()] {
                return Err(PieceListError::new(
                    PieceListErrorKind::SquareTwice {
                        square: *sq,
                        first: first.clone(),
                    },
                    span.clone(),
                ));
            }
            placed[sq.index()] = Some(span.clone());
            board.set_piece_at(*sq, Piece::new(color, *role));
        }
    }
    for part in &parts {
        let color = part.color.unwrap_or(Color::White);
        let found = board.by_color(color).count() as u32;
        for (written, span) in &part.counts {
            if *written != found {
                return Err(PieceListError::new(
                    PieceListErrorKind::CountMismatch {
                        color,
                        written: *written,
                        found,
                    },
                    span.clone(),
                ));
            }
        }
    }
    Ok(board)
}

/// The piece list `text`, read in `from`'s language, written with `to`'s
/// letters and headers and nothing else changed (its separators, counts,
/// line breaks and `.` as printed): what a faithful translation writes. A
/// pawn word (Greek `Στρ.`) becomes `to`'s, or goes with the space after
/// it where `to` has none; a header printed as its first letter (`V:`)
/// stays one letter. `None` when `text` is no piece list of `from`.
#[must_use]
pub fn translate_piece_list(text: &str, from: &Locale, to: &Locale) -> Option<String> {
    let tokens = ListReader::new(from).tokens(text).ok()?;
    let letters = to.letters();
    let pawns = pawn_word(to);
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (token, span) in tokens {
        out.push_str(&text[at..span.start]);
        at = span.end;
        let written = &text[span.clone()];
        match token {
            Token::Header(color) => {
                let header = list_header(to, color);
                if written.ends_with([':', '.']) && written.chars().count() == 2 {
                    if let Some(c) = header.chars().next() {
                        // As printed: `b.` stays lower case.
                        if written.starts_with(char::is_lowercase) {
                            out.extend(c.to_lowercase());
                        } else {
                            out.push(c);
                        }
                        out.push_str(&written[written.len() - 1..]);
                    }
                } else if short_header(from, color).as_deref() == Some(written) {
                    // An abbreviation (`Λ*`) becomes `to`'s, or its whole
                    // header with a colon and, before a piece glued to the
                    // abbreviation, a space.
                    if let Some(short) = short_header(to, color) {
                        out.push_str(&short);
                    } else {
                        out.push_str(&header);
                        out.push(':');
                        if text[at..].starts_with(|c: char| !c.is_whitespace()) {
                            out.push(' ');
                        }
                    }
                } else {
                    out.push_str(&header);
                }
            }
            Token::PawnWord => match &pawns {
                Some(word) => out.push_str(word),
                None => {
                    at += text[at..].len() - text[at..].trim_start().len();
                }
            },
            Token::Piece(role, sq) => {
                out.push_str(&list_letter(letters, role));
                out.push_str(&square_name(sq, letters));
            }
            Token::NoPieces | Token::End | Token::Count(_) | Token::Total => out.push_str(written),
        }
    }
    out.push_str(&text[at..]);
    Some(out)
}
