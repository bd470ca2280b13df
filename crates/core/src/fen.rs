//! Forsyth–Edwards Notation: reading (strict and lenient) and writing.
//!
//! Strict reading follows the PGN standard's six fields and then requires a
//! legal position. Lenient reading accepts what people actually write — a
//! board field alone, missing trailing fields, FEN in brackets, typographic
//! dashes — and says what it filled in or repaired.
//!
//! Every error carries the byte range of the offending field or character in
//! the input, so callers can point at it.

use std::{fmt, ops::Range};

use arrayvec::ArrayVec;

use crate::{
    bitboard::Bitboard,
    board::Board,
    castles::CastlingMode,
    moves::CastlingSide,
    position::{Position, PositionError},
    setup::Setup,
    types::{Color, File, Piece, Rank, Role, Square},
};

/// The six fields of a FEN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FenField {
    Board,
    Turn,
    Castling,
    EnPassant,
    Halfmoves,
    Fullmoves,
}

impl FenField {
    pub const ALL: [FenField; 6] = [
        FenField::Board,
        FenField::Turn,
        FenField::Castling,
        FenField::EnPassant,
        FenField::Halfmoves,
        FenField::Fullmoves,
    ];

    /// The value lenient reading assumes when the field is missing.
    #[must_use]
    pub const fn default_value(self) -> &'static str {
        match self {
            FenField::Board => "8/8/8/8/8/8/8/8",
            FenField::Turn => "w",
            FenField::Castling | FenField::EnPassant => "-",
            FenField::Halfmoves => "0",
            FenField::Fullmoves => "1",
        }
    }
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Board => "piece placement",
            FenField::Turn => "side to move",
            FenField::Castling => "castling rights",
            FenField::EnPassant => "en passant square",
            FenField::Halfmoves => "halfmove clock",
            FenField::Fullmoves => "fullmove number",
        })
    }
}

/// What is wrong with a FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenErrorKind {
    /// Nothing but white space.
    Empty,
    /// Strict FEN has exactly six fields.
    FieldCount { found: usize },
    /// Fields are separated by exactly one space.
    Separator,
    /// The placement does not have eight ranks.
    RankCount { found: usize },
    /// A rank does not describe exactly eight squares.
    RankLength { rank: Rank, squares: usize },
    /// A character that is no piece letter, digit 1–8 or `/`.
    BadPlacementChar(char),
    /// Two digits in a row (`44` instead of `8`).
    ConsecutiveDigits,
    /// The side to move is not `w` or `b`.
    BadTurn,
    /// A character in the castling field that is not `K Q k q`, a file letter or `-`.
    BadCastlingChar(char),
    /// The castling field names a right twice.
    DuplicateCastling(char),
    /// Castling letters out of the order `KQkq`.
    CastlingOrder,
    /// A castling right whose king is not on its back rank.
    CastlingNoKing(char),
    /// A castling right whose rook is missing.
    CastlingNoRook(char),
    /// The en passant field is not `-` or a square.
    BadEpSquare,
    /// The halfmove clock is not a number.
    BadHalfmoves,
    /// The fullmove number is not a positive number.
    BadFullmoves,
    /// A typographic character where strict FEN wants ASCII (`–` for `-`).
    NonAscii(char),
    /// The fields read, but the position is not legal.
    Position(PositionError),
}

impl fmt::Display for FenErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenErrorKind::Empty => f.write_str("the FEN is empty"),
            FenErrorKind::FieldCount { found } => write!(
                f,
                "a FEN has 6 fields separated by spaces, this one has {found}"
            ),
            FenErrorKind::Separator => f.write_str("fields are separated by exactly one space"),
            FenErrorKind::RankCount { found } => {
                write!(f, "the piece placement has {found} ranks, not 8")
            }
            FenErrorKind::RankLength { rank, squares } => {
                write!(f, "rank {} describes {squares} squares, not 8", rank.char())
            }
            FenErrorKind::BadPlacementChar(c) => write!(
                f,
                "'{c}' is not a piece letter (PNBRQK, pnbrqk), a digit 1-8 or '/'"
            ),
            FenErrorKind::ConsecutiveDigits => {
                f.write_str("two digits in a row: empty squares are counted by one digit")
            }
            FenErrorKind::BadTurn => f.write_str("the side to move must be 'w' or 'b'"),
            FenErrorKind::BadCastlingChar(c) => write!(
                f,
                "'{c}' is not a castling right (KQkq, a file letter A-H/a-h, or '-')"
            ),
            FenErrorKind::DuplicateCastling(c) => write!(f, "castling right '{c}' appears twice"),
            FenErrorKind::CastlingOrder => {
                f.write_str("castling rights must be written in the order KQkq")
            }
            FenErrorKind::CastlingNoKing(c) => {
                let (color, home) = if c.is_ascii_uppercase() {
                    ("white", "e1")
                } else {
                    ("black", "e8")
                };
                write!(
                    f,
                    "castling right {c}, but the {color} king is not on {home}"
                )
            }
            FenErrorKind::CastlingNoRook(c) => {
                let color = if c.is_ascii_uppercase() {
                    "white"
                } else {
                    "black"
                };
                match c.to_ascii_lowercase() {
                    'k' => write!(
                        f,
                        "castling right {c}, but there is no {color} rook on {}",
                        if color == "white" { "h1" } else { "h8" }
                    ),
                    'q' => write!(
                        f,
                        "castling right {c}, but there is no {color} rook on {}",
                        if color == "white" { "a1" } else { "a8" }
                    ),
                    file => write!(
                        f,
                        "castling right {c}, but there is no {color} rook on {file}{}",
                        if color == "white" { '1' } else { '8' }
                    ),
                }
            }
            FenErrorKind::BadEpSquare => {
                f.write_str("the en passant field must be '-' or a square on rank 3 or 6")
            }
            FenErrorKind::BadHalfmoves => {
                f.write_str("the halfmove clock must be a number (0 or more)")
            }
            FenErrorKind::BadFullmoves => {
                f.write_str("the fullmove number must be a number (1 or more)")
            }
            FenErrorKind::NonAscii(c) => write!(
                f,
                "'{c}' (U+{:04X}) is not allowed in FEN{}",
                u32::from(*c),
                if is_dash(*c) { "; write '-'" } else { "" }
            ),
            FenErrorKind::Position(e) => fmt::Display::fmt(e, f),
        }
    }
}

/// A FEN error with the byte range it refers to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    pub kind: FenErrorKind,
    /// Byte range in the input.
    pub span: Range<usize>,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.kind, f)
    }
}

impl std::error::Error for FenError {}

/// What lenient reading filled in or changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Repair {
    /// A missing field, given its default value.
    Defaulted(FenField),
    /// Brackets or parentheses around the FEN were removed.
    StrippedBrackets,
    /// A typographic dash (`–`) read as `-`.
    Dash { span: Range<usize> },
    /// Fields separated by something other than one space.
    Separators,
    /// A castling right that the position does not back, dropped.
    DroppedCastling { letter: char, span: Range<usize> },
    /// An en passant square that the position does not back, dropped.
    DroppedEpSquare { span: Range<usize> },
    /// Halfmove clock not 0 after a double step: set to 0.
    ResetHalfmoves,
    /// Fullmove number 0 read as 1.
    FullmovesZero,
}

impl fmt::Display for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Repair::Defaulted(field) => {
                write!(f, "{field} missing: assumed '{}'", field.default_value())
            }
            Repair::StrippedBrackets => f.write_str("brackets around the FEN removed"),
            Repair::Dash { .. } => f.write_str("typographic dash read as '-'"),
            Repair::Separators => f.write_str("fields separated by one space"),
            Repair::DroppedCastling { letter, .. } => {
                write!(
                    f,
                    "castling right {letter} dropped: king or rook not in place"
                )
            }
            Repair::DroppedEpSquare { .. } => {
                f.write_str("en passant square dropped: no pawn just made a double step there")
            }
            Repair::ResetHalfmoves => {
                f.write_str("halfmove clock set to 0: a double step resets it")
            }
            Repair::FullmovesZero => f.write_str("fullmove number 0 read as 1"),
        }
    }
}

/// Where each part of a parsed FEN was in the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenSpans {
    /// Byte range of each field, if present.
    pub fields: [Option<Range<usize>>; 6],
    /// Byte offset of the character that placed a piece on each square,
    /// [`FenSpans::EMPTY`] for a square no character placed a piece on
    /// (read it with [`FenSpans::placed_at`]). A plain offset, not an
    /// `Option`: half the bytes, and a `ParsedFen` is moved on every FEN read.
    pub squares: [u32; 64],
    /// Castling letters with their rook squares and byte offsets.
    pub castling: Vec<(char, Square, usize)>,
}

impl Default for FenSpans {
    fn default() -> FenSpans {
        FenSpans {
            fields: Default::default(),
            squares: [FenSpans::EMPTY; 64],
            castling: Vec::new(),
        }
    }
}

impl FenSpans {
    /// In [`FenSpans::squares`], a square no piece was placed on.
    pub const EMPTY: u32 = u32::MAX;

    /// The byte offset of the character that placed the piece on `sq`, if
    /// one did.
    #[must_use]
    pub fn placed_at(&self, sq: Square) -> Option<usize> {
        let at = self.squares[sq.index()];
        (at != FenSpans::EMPTY).then_some(at as usize)
    }

    fn field(&self, field: FenField) -> Option<Range<usize>> {
        self.fields[field as usize].clone()
    }

    fn square(&self, sq: Square, input: &str) -> Option<Range<usize>> {
        let start = self.placed_at(sq)?;
        let len = input[start..].chars().next().map_or(1, char::len_utf8);
        Some(start..start + len)
    }
}

/// A parsed FEN: the raw setup, the castling mode it implies, and where its
/// parts were. The default is the standard start with no spans and no
/// repairs, a place for [`Fen::parse_strict_or_lenient_into`] to fill.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ParsedFen {
    pub setup: Setup,
    pub mode: CastlingMode,
    pub spans: FenSpans,
    /// What lenient reading filled in or changed (empty in strict mode).
    pub repairs: Vec<Repair>,
}

/// A position written as FEN. `Display` writes the six fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fen {
    pub setup: Setup,
    pub castling_style: CastlingStyle,
}

/// How castling rights are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CastlingStyle {
    /// `KQkq`; in Chess960 the rook's file letter where `K`/`Q` would be
    /// ambiguous (X-FEN).
    #[default]
    XFen,
    /// Always the rooks' file letters (`HAha`).
    Shredder,
}

impl Fen {
    /// The FEN of a position: castling as X-FEN (plain `KQkq` in standard chess).
    #[must_use]
    pub fn from_position(pos: &Position) -> Fen {
        Fen {
            setup: pos.to_setup(),
            castling_style: CastlingStyle::XFen,
        }
    }

    /// Reads a strict FEN: six fields separated by single spaces, ASCII only,
    /// castling letters in `KQkq` order (or Shredder file letters), and a
    /// legal position. Without a `mode`, castling is Chess960 when the field
    /// uses file letters and standard otherwise; with
    /// [`CastlingMode::Chess960`], `KQkq` are read as X-FEN (the outermost
    /// rook on that side).
    ///
    /// # Errors
    /// The first problem found, with its byte range.
    pub fn parse_strict(
        input: &str,
        mode: Option<CastlingMode>,
    ) -> Result<(Position, ParsedFen), FenError> {
        let parsed = parse(input, mode, false, false)?;
        let pos = validate(input, &parsed)?;
        Ok((pos, parsed))
    }

    /// Reads a FEN strictly, or else leniently, as a reader that reports
    /// every repair wants: in one pass when the FEN is strict but for a
    /// fullmove number 0 (which many programs write; the repair
    /// [`Repair::FullmovesZero`] says so), in two otherwise. The repairs
    /// are empty for a strict FEN.
    ///
    /// # Errors
    /// When lenient reading fails too: the first complaint of strict
    /// reading (read with fullmove number 0 allowed) and that of lenient
    /// reading.
    pub fn parse_strict_or_lenient(
        input: &str,
        mode: Option<CastlingMode>,
    ) -> Result<(Position, ParsedFen), (FenError, FenError)> {
        let mut parsed = ParsedFen::default();
        Fen::parse_strict_or_lenient_into(input, mode, &mut parsed).map(|pos| (pos, parsed))
    }

    /// [`Fen::parse_strict_or_lenient`], the parsed FEN written into
    /// `parsed` (whatever it held before) rather than returned: a reader of
    /// many FENs moves no `ParsedFen` around. `parsed` holds anything on an
    /// error.
    ///
    /// # Errors
    /// As [`Fen::parse_strict_or_lenient`].
    pub fn parse_strict_or_lenient_into(
        input: &str,
        mode: Option<CastlingMode>,
        parsed: &mut ParsedFen,
    ) -> Result<Position, (FenError, FenError)> {
        let strict = match parse_into(input, mode, false, true, parsed) {
            Ok(()) => match validate(input, parsed) {
                Ok(pos) => return Ok(pos),
                Err(err) => err,
            },
            Err(err) => err,
        };
        let lenient = parse_into(input, mode, true, true, parsed).and_then(|()| {
            repair(parsed);
            validate(input, parsed)
        });
        lenient.map_err(|lenient| (strict, lenient))
    }

    /// Reads a FEN as people write it: see the module documentation. The
    /// position must still be legal once repaired.
    ///
    /// # Errors
    /// The first problem that cannot be repaired, with its byte range.
    pub fn parse_lenient(
        input: &str,
        mode: Option<CastlingMode>,
    ) -> Result<(Position, ParsedFen), FenError> {
        let mut parsed = parse(input, mode, true, true)?;
        repair(&mut parsed);
        let pos = validate(input, &parsed)?;
        Ok((pos, parsed))
    }

    fn castling_field(&self) -> String {
        let setup = &self.setup;
        let mut out = String::new();
        for color in Color::ALL {
            let king = setup.board.king_of(color);
            let rooks = setup.castling_rights & Bitboard::from_rank(color.back_rank());
            let all_rooks = setup.board.rooks()
                & setup.board.by_color(color)
                & Bitboard::from_rank(color.back_rank());
            // King's side first (K before Q), as in KQkq.
            let mut ordered: Vec<Square> = rooks.collect();
            ordered.sort_by_key(|sq| std::cmp::Reverse(sq.file()));
            for rook in ordered {
                let letter = match (self.castling_style, king) {
                    (CastlingStyle::XFen, Some(king)) if rook.file() > king.file() => {
                        let outer = all_rooks.filter(|r| r.file() > rook.file()).count() == 0;
                        if outer { Some('k') } else { None }
                    }
                    (CastlingStyle::XFen, Some(king)) if rook.file() < king.file() => {
                        let outer = all_rooks.filter(|r| r.file() < rook.file()).count() == 0;
                        if outer { Some('q') } else { None }
                    }
                    _ => None,
                }
                .unwrap_or_else(|| rook.file().char());
                out.push(match color {
                    Color::White => letter.to_ascii_uppercase(),
                    Color::Black => letter,
                });
            }
        }
        if out.is_empty() {
            out.push('-');
        }
        out
    }
}

impl fmt::Display for Fen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.setup;
        write!(
            f,
            "{} {} {} ",
            s.board.board_fen(),
            s.turn.fen_char(),
            self.castling_field()
        )?;
        match s.ep_square {
            Some(sq) => write!(f, "{sq}")?,
            None => f.write_str("-")?,
        }
        write!(f, " {} {}", s.halfmoves, s.fullmoves)
    }
}

fn is_dash(c: char) -> bool {
    matches!(c, '–' | '—' | '−' | '‐' | '‑')
}

/// The byte ranges of a FEN's fields, without allocating: the first six,
/// and then one range from the seventh field to the last.
#[derive(Default)]
struct Fields {
    ranges: ArrayVec<Range<usize>, 7>,
    count: usize,
}

impl Fields {
    fn push(&mut self, field: Range<usize>) {
        self.count += 1;
        match self.ranges.get_mut(6) {
            Some(extra) => extra.end = field.end,
            None => self.ranges.push(field),
        }
    }
}

/// Splits `input` into fields, with their byte ranges.
fn split_fields(input: &str, lenient: bool) -> Result<(Fields, bool), FenError> {
    // A FEN is nearly always ASCII: its bytes are its characters, read
    // without decoding.
    if input.is_ascii() {
        if let Some(fields) = split_plain(input.as_bytes()) {
            return Ok((fields, false));
        }
        let chars = input.bytes().enumerate().map(|(i, b)| (i, char::from(b)));
        split_chars(input, chars, lenient)
    } else {
        split_chars(input, input.char_indices(), lenient)
    }
}

/// The fields of an ASCII FEN written as most are: one space between
/// fields and nowhere else, no other white space or control character, no
/// `_` (a separator to lenient reading) — what [`split_chars`] finds in
/// it, strictly or leniently, with no odd separator, read a byte at a time
/// with one comparison for most bytes. `None` for anything else, which
/// [`split_chars`] reads and reports.
#[inline]
fn split_plain(bytes: &[u8]) -> Option<Fields> {
    let mut fields = Fields::default();
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if b > b' ' && b != b'_' {
            continue;
        }
        if b != b' ' || i == start {
            return None;
        }
        fields.push(start..i);
        start = i + 1;
    }
    if start == bytes.len() {
        return None;
    }
    fields.push(start..bytes.len());
    Some(fields)
}

/// [`split_fields`] over the characters of `input` and their offsets.
fn split_chars(
    input: &str,
    chars: impl Iterator<Item = (usize, char)>,
    lenient: bool,
) -> Result<(Fields, bool), FenError> {
    let mut fields = Fields::default();
    let mut start = None;
    let mut odd_separators = false;
    let mut prev_sep: Option<usize> = None;
    for (i, c) in chars {
        let sep = c.is_whitespace() || (lenient && c == '_');
        if sep {
            if let Some(s) = start.take() {
                fields.push(s..i);
                prev_sep = Some(i);
                if c != ' ' {
                    odd_separators = true;
                }
            } else {
                // A second separator in a row.
                if !lenient {
                    return Err(FenError {
                        kind: FenErrorKind::Separator,
                        span: i..i + c.len_utf8(),
                    });
                }
                odd_separators = true;
            }
            if !lenient && c != ' ' {
                return Err(FenError {
                    kind: FenErrorKind::Separator,
                    span: i..i + c.len_utf8(),
                });
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        fields.push(s..input.len());
    } else if let Some(p) = prev_sep
        && !lenient
    {
        // Trailing separator.
        return Err(FenError {
            kind: FenErrorKind::Separator,
            span: p..p + 1,
        });
    }
    Ok((fields, odd_separators))
}

/// Reads the fields of a FEN; `zero_fullmoves` reads a fullmove number 0
/// as 1 with a repair (lenient reading always does).
fn parse(
    input: &str,
    mode: Option<CastlingMode>,
    lenient: bool,
    zero_fullmoves: bool,
) -> Result<ParsedFen, FenError> {
    let mut parsed = ParsedFen::default();
    parse_into(input, mode, lenient, zero_fullmoves, &mut parsed)?;
    Ok(parsed)
}

/// [`parse`] into `out`, whatever it held before; `out` holds anything on
/// an error.
fn parse_into(
    input: &str,
    mode: Option<CastlingMode>,
    lenient: bool,
    zero_fullmoves: bool,
    out: &mut ParsedFen,
) -> Result<(), FenError> {
    if parse_plain_into(input.as_bytes(), mode, zero_fullmoves, out) {
        return Ok(());
    }
    parse_full_into(input, mode, lenient, zero_fullmoves, out)
}

/// [`parse_into`] of any FEN, every field looked at as the reading asks.
/// Out of line: nearly every FEN a file holds is read by
/// [`parse_plain_into`], and the full reading's code kept apart leaves the
/// plain one's small (a game with a `[FEN]` runs much code once).
#[cold]
#[inline(never)]
fn parse_full_into(
    input: &str,
    mode: Option<CastlingMode>,
    lenient: bool,
    zero_fullmoves: bool,
    out: &mut ParsedFen,
) -> Result<(), FenError> {
    let repairs = &mut out.repairs;
    repairs.clear();
    // Outer white space is never part of a field.
    let trimmed_start = input.len() - input.trim_start().len();
    let mut body = trimmed_start..input.trim_end().len().max(trimmed_start);
    if body.is_empty() {
        return Err(FenError {
            kind: FenErrorKind::Empty,
            span: 0..input.len(),
        });
    }
    if lenient {
        let text = &input[body.clone()];
        let pairs = [('[', ']'), ('(', ')'), ('{', '}'), ('"', '"')];
        for (open, close) in pairs {
            if text.len() >= 2 && text.starts_with(open) && text.ends_with(close) {
                body = body.start + 1..body.end - 1;
                repairs.push(Repair::StrippedBrackets);
                break;
            }
        }
        let inner = &input[body.clone()];
        let ws = inner.len() - inner.trim_start().len();
        body = body.start + ws..body.start + inner.trim_end().len();
        if body.is_empty() {
            return Err(FenError {
                kind: FenErrorKind::Empty,
                span: 0..input.len(),
            });
        }
    }
    // Spans of the fields, and of a separator error, are relative to the
    // body: shift them by its start.
    let (rel_fields, odd_sep) =
        split_fields(&input[body.clone()], lenient).map_err(|e| FenError {
            span: e.span.start + body.start..e.span.end + body.start,
            ..e
        })?;
    if odd_sep {
        repairs.push(Repair::Separators);
    }
    let fields: ArrayVec<Range<usize>, 7> = rel_fields
        .ranges
        .into_iter()
        .map(|r| r.start + body.start..r.end + body.start)
        .collect();
    if rel_fields.count > 6 || (!lenient && rel_fields.count != 6) {
        let span = match fields.get(6) {
            Some(extra) => extra.clone(),
            None => body.clone(),
        };
        return Err(FenError {
            kind: FenErrorKind::FieldCount {
                found: rel_fields.count,
            },
            span,
        });
    }
    if !lenient
        && !input[body.clone()].is_ascii()
        && let Some((i, c)) = input[body.clone()]
            .char_indices()
            .find(|(_, c)| !c.is_ascii())
    {
        let at = body.start + i;
        return Err(FenError {
            kind: FenErrorKind::NonAscii(c),
            span: at..at + c.len_utf8(),
        });
    }

    let spans = &mut out.spans;
    spans.fields = Default::default();
    spans.squares = [FenSpans::EMPTY; 64];
    spans.castling.clear();
    for (i, f) in fields.iter().enumerate() {
        spans.fields[i] = Some(f.clone());
    }
    for field in FenField::ALL.iter().skip(fields.len()) {
        repairs.push(Repair::Defaulted(*field));
    }
    let text = |i: usize| fields.get(i).map(|r| (&input[r.clone()], r.start));

    let (board_text, board_at) = text(0).unwrap_or(("", 0));
    let board = parse_board(board_text, board_at, spans)?;

    let turn = match text(1) {
        None => Color::White,
        Some(("w", _)) => Color::White,
        Some(("b", _)) => Color::Black,
        Some(("W", _)) if lenient => Color::White,
        Some(("B", _)) if lenient => Color::Black,
        Some((_, at)) => {
            return Err(FenError {
                kind: FenErrorKind::BadTurn,
                span: at..fields[1].end,
            });
        }
    };

    let (castling_rights, mode) = match text(2) {
        None => (Bitboard::EMPTY, mode.unwrap_or_default()),
        Some((t, at)) => parse_castling(t, at, &board, mode, lenient, spans, repairs)?,
    };

    let ep_square = match text(3) {
        None => None,
        Some((t, at)) => {
            let span = at..at + t.len();
            if t == "-" {
                None
            } else if lenient && t.chars().count() == 1 && t.chars().all(is_dash) {
                repairs.push(Repair::Dash { span });
                None
            } else {
                let sq = Square::from_ascii(t.as_bytes())
                    .filter(|sq| matches!(sq.rank(), Rank::Third | Rank::Sixth))
                    .ok_or(FenError {
                        kind: FenErrorKind::BadEpSquare,
                        span,
                    })?;
                Some(sq)
            }
        }
    };

    let halfmoves = match text(4) {
        None => 0,
        Some((t, at)) => parse_number(t.as_bytes()).ok_or(FenError {
            kind: FenErrorKind::BadHalfmoves,
            span: at..at + t.len(),
        })?,
    };
    let fullmoves = match text(5) {
        None => 1,
        Some((t, at)) => {
            let n = parse_number(t.as_bytes()).ok_or(FenError {
                kind: FenErrorKind::BadFullmoves,
                span: at..at + t.len(),
            })?;
            if n == 0 {
                if !zero_fullmoves {
                    return Err(FenError {
                        kind: FenErrorKind::BadFullmoves,
                        span: at..at + t.len(),
                    });
                }
                repairs.push(Repair::FullmovesZero);
                1
            } else {
                n
            }
        }
    };

    out.setup = Setup {
        board,
        turn,
        castling_rights,
        ep_square,
        halfmoves,
        fullmoves,
    };
    out.mode = mode;
    Ok(())
}

/// [`parse_into`] of the FEN most files hold, in one pass: ASCII, six
/// fields between single spaces and no other white space, a placement right
/// as written, `w` or `b`, castling letters strict reading reads, `-`
/// or a square of the third or sixth rank, and two numbers (a fullmove
/// number 0 only where `zero_fullmoves` reads it as 1, with its repair).
/// Whatever it reads, it reads as `parse_into` does, strictly or leniently;
/// `false` for anything else (`out` then holds anything), which the full
/// reading reads again from the start and reports.
#[inline]
fn parse_plain_into(
    input: &[u8],
    mode: Option<CastlingMode>,
    zero_fullmoves: bool,
    out: &mut ParsedFen,
) -> bool {
    let spans = &mut out.spans;
    spans.squares = [FenSpans::EMPTY; 64];
    // The placement, up to the first space.
    let Some((board, board_end)) = parse_board_ascii(input, 0, spans) else {
        return false;
    };
    if board_end == input.len() {
        return false;
    }
    // The five fields after it, each non-empty, the last at the end.
    let mut fields = [0..0, 0..0, 0..0, 0..0, 0..0];
    let mut start = board_end + 1;
    let mut n = 0;
    for (i, &b) in input.iter().enumerate().skip(start) {
        if b > b' ' && b != b'_' && b < 0x80 {
            continue;
        }
        if b != b' ' || i == start || n == 4 {
            return false;
        }
        fields[n] = start..i;
        n += 1;
        start = i + 1;
    }
    if n != 4 || start == input.len() {
        return false;
    }
    fields[4] = start..input.len();
    let field = |i: usize| &input[fields[i].clone()];
    let turn = match field(0) {
        b"w" => Color::White,
        b"b" => Color::Black,
        _ => return false,
    };
    // The castling letters, ASCII: a `str` of their bytes.
    let Ok(castling) = std::str::from_utf8(field(1)) else {
        return false;
    };
    spans.castling.clear();
    out.repairs.clear();
    // Read strictly: what strict reading refuses (letters out of order, a
    // king or rook not in place) lenient reading may repair, which the
    // full reading tells; what it reads, both read alike.
    let Ok((castling_rights, mode)) = parse_castling(
        castling,
        fields[1].start,
        &board,
        mode,
        false,
        spans,
        &mut out.repairs,
    ) else {
        return false;
    };
    let ep_square = match field(2) {
        b"-" => None,
        text => match Square::from_ascii(text) {
            Some(sq) if matches!(sq.rank(), Rank::Third | Rank::Sixth) => Some(sq),
            _ => return false,
        },
    };
    let (Some(halfmoves), Some(fullmoves)) = (parse_number(field(3)), parse_number(field(4)))
    else {
        return false;
    };
    let fullmoves = if fullmoves == 0 {
        if !zero_fullmoves {
            return false;
        }
        out.repairs.push(Repair::FullmovesZero);
        1
    } else {
        fullmoves
    };
    let spans = &mut out.spans;
    spans.fields = [
        Some(0..board_end),
        Some(fields[0].clone()),
        Some(fields[1].clone()),
        Some(fields[2].clone()),
        Some(fields[3].clone()),
        Some(fields[4].clone()),
    ];
    out.setup = Setup {
        board,
        turn,
        castling_rights,
        ep_square,
        halfmoves,
        fullmoves,
    };
    out.mode = mode;
    true
}

/// A count of a FEN: one to nine ASCII digits.
#[inline]
fn parse_number(t: &[u8]) -> Option<u32> {
    if t.is_empty() || t.len() > 9 {
        return None;
    }
    t.iter().try_fold(0u32, |n, &b| {
        b.is_ascii_digit().then(|| n * 10 + u32::from(b - b'0'))
    })
}

/// How many times `byte` is in `bytes`.
fn memchr_count(byte: u8, bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| b == byte).count()
}

/// What a byte of a placement field stands for in [`parse_board_ascii`]:
/// 1–8 empty squares, [`SLASH`] the end of a rank, [`PIECE`] plus the index
/// in [`PIECES`] of a piece, or 0, nothing.
const PLACEMENT: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8 as char;
        table[b] = match c {
            '1'..='8' => b as u8 - b'0',
            '/' => SLASH,
            _ => match Piece::from_fen_char(c) {
                Some(piece) => PIECE + (piece.role as u8) * 2 + piece.color as u8,
                None => 0,
            },
        };
        b += 1;
    }
    table
};
const SLASH: u8 = 9;
const PIECE: u8 = 16;
/// The pieces by their index in [`PLACEMENT`]: role times two plus colour.
const PIECES: [Piece; 12] = {
    let mut pieces = [Piece {
        color: Color::White,
        role: Role::Pawn,
    }; 12];
    let mut i = 0;
    while i < 12 {
        pieces[i] = Piece {
            color: Color::ALL[i % 2],
            role: Role::ALL[i / 2],
        };
        i += 1;
    }
    pieces
};

/// The board of a placement field that is right as written, read byte by
/// byte through a table (almost every FEN in a real file), and where the
/// field ends: at the first space of `text` (the placement of a whole FEN,
/// found with no look for the space first) or at its end; `None` for
/// anything else, which [`parse_board`]'s full loop then reads again from
/// the start and reports. Only the squares' offsets in `spans` are written.
/// The squares are counted as one index from a8 (56) on, rank by rank down
/// to h1 (7): `end` is where the rank being read ends.
#[inline]
fn parse_board_ascii(text: &[u8], at: usize, spans: &mut FenSpans) -> Option<(Board, usize)> {
    let mut board = Board::empty();
    let (mut sq, mut end) = (56u32, 64u32);
    let mut prev_digit = false;
    for (j, &b) in text.iter().enumerate() {
        match PLACEMENT[usize::from(b)] {
            code @ PIECE.. => {
                if sq >= end {
                    return None;
                }
                let square = Square::new(sq);
                board.put_on_empty(square, PIECES[usize::from(code - PIECE)]);
                spans.squares[square.index()] = (at + j) as u32;
                sq += 1;
                prev_digit = false;
            }
            SLASH => {
                if sq != end || end == 8 {
                    return None;
                }
                end -= 8;
                sq = end - 8;
                prev_digit = false;
            }
            0 if b == b' ' => return (sq == 8 && end == 8).then_some((board, j)),
            0 => return None,
            empty => {
                if prev_digit {
                    return None;
                }
                prev_digit = true;
                sq += u32::from(empty);
                if sq > end {
                    return None;
                }
            }
        }
    }
    (sq == 8 && end == 8).then_some((board, text.len()))
}

/// [`parse_board_ascii`] of a placement field alone: the whole of `text`.
fn parse_placement_ascii(text: &[u8], at: usize, spans: &mut FenSpans) -> Option<Board> {
    parse_board_ascii(text, at, spans)
        .filter(|&(_, end)| end == text.len())
        .map(|(board, _)| board)
}

fn parse_board(text: &str, at: usize, spans: &mut FenSpans) -> Result<Board, FenError> {
    match parse_placement_ascii(text.as_bytes(), at, spans) {
        Some(board) => Ok(board),
        None => parse_board_full(text, at, spans),
    }
}

/// [`parse_board`] character by character, saying what is wrong.
fn parse_board_full(text: &str, at: usize, spans: &mut FenSpans) -> Result<Board, FenError> {
    let mut board = Board::empty();
    let found = 1 + memchr_count(b'/', text.as_bytes());
    if found != 8 {
        return Err(FenError {
            kind: FenErrorKind::RankCount { found },
            span: at..at + text.len(),
        });
    }
    let mut start = 0;
    let ranks = text.split('/').map(|rank| {
        let offset = start;
        start += rank.len() + 1;
        (offset, rank)
    });
    for (i, (offset, rank_text)) in ranks.enumerate() {
        let rank = Rank::new(7 - i as u32);
        let mut file = 0usize;
        let mut prev_digit = false;
        let rank_span = at + offset..at + offset + rank_text.len();
        let mut chars = rank_text.char_indices();
        let mut ascii = rank_text.bytes().enumerate();
        let is_ascii = rank_text.is_ascii();
        // An ASCII rank's bytes are its characters, read without decoding.
        let mut next = || {
            if is_ascii {
                ascii.next().map(|(j, b)| (j, char::from(b)))
            } else {
                chars.next()
            }
        };
        while let Some((j, c)) = next() {
            let pos = at + offset + j;
            let span = pos..pos + c.len_utf8();
            if let Some(d) = c.to_digit(10) {
                if prev_digit {
                    return Err(FenError {
                        kind: FenErrorKind::ConsecutiveDigits,
                        span,
                    });
                }
                if !(1..=8).contains(&d) {
                    return Err(FenError {
                        kind: FenErrorKind::BadPlacementChar(c),
                        span,
                    });
                }
                prev_digit = true;
                file += d as usize;
            } else if let Some(piece) = Piece::from_fen_char(c) {
                prev_digit = false;
                if file < 8 {
                    let sq = Square::from_coords(File::new(file as u32), rank);
                    // Each square of a rank is reached once: it is empty.
                    board.put_on_empty(sq, piece);
                    spans.squares[sq.index()] = pos as u32;
                }
                file += 1;
            } else {
                return Err(FenError {
                    kind: FenErrorKind::BadPlacementChar(c),
                    span,
                });
            }
            if file > 8 {
                return Err(FenError {
                    kind: FenErrorKind::RankLength {
                        rank,
                        squares: rank_text
                            .chars()
                            .map(|c| c.to_digit(10).unwrap_or(1) as usize)
                            .sum(),
                    },
                    span: rank_span,
                });
            }
        }
        if file != 8 {
            return Err(FenError {
                kind: FenErrorKind::RankLength {
                    rank,
                    squares: file,
                },
                span: if rank_span.is_empty() {
                    rank_span.start
                        ..rank_span.start + usize::from(rank_span.start < at + text.len())
                } else {
                    rank_span
                },
            });
        }
    }
    Ok(board)
}

#[allow(clippy::too_many_arguments)]
fn parse_castling(
    text: &str,
    at: usize,
    board: &Board,
    mode: Option<CastlingMode>,
    lenient: bool,
    spans: &mut FenSpans,
    repairs: &mut Vec<Repair>,
) -> Result<(Bitboard, CastlingMode), FenError> {
    if text == "-" {
        return Ok((Bitboard::EMPTY, mode.unwrap_or_default()));
    }
    if lenient && text.chars().count() == 1 && text.chars().all(is_dash) {
        repairs.push(Repair::Dash {
            span: at..at + text.len(),
        });
        return Ok((Bitboard::EMPTY, mode.unwrap_or_default()));
    }
    // Syntax first: known letters, no repeats, standard order. The
    // letters seen are bits of a mask (every known letter is ASCII, below
    // 128); each letter's place in `KQkq` (0 for a file letter) is compared
    // with the one before it.
    let mut seen = 0u128;
    let mut shredder = false;
    let mut out_of_order = false;
    let mut previous_order = None;
    for (i, c) in text.char_indices() {
        let span = at + i..at + i + c.len_utf8();
        let order = match c {
            'K' => 0,
            'Q' => 1,
            'k' => 2,
            'q' => 3,
            'A'..='H' | 'a'..='h' => {
                shredder = true;
                0
            }
            _ => {
                return Err(FenError {
                    kind: FenErrorKind::BadCastlingChar(c),
                    span,
                });
            }
        };
        let bit = 1u128 << (c as u32);
        if seen & bit != 0 {
            return Err(FenError {
                kind: FenErrorKind::DuplicateCastling(c),
                span,
            });
        }
        seen |= bit;
        out_of_order |= previous_order.is_some_and(|p| p > order);
        previous_order = Some(order);
    }
    if !shredder && !lenient && out_of_order {
        return Err(FenError {
            kind: FenErrorKind::CastlingOrder,
            span: at..at + text.len(),
        });
    }
    // File letters (Shredder-FEN) only exist in Chess960. `KQkq` is read as
    // standard chess unless the caller knows better (a PGN `Variant` tag):
    // in standard chess a king off e1 with rights is an error, not a hint.
    let mode = mode.unwrap_or(if shredder {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    });

    let mut rights = Bitboard::EMPTY;
    for (i, c) in text.char_indices() {
        let span = at + i..at + i + c.len_utf8();
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let back = color.back_rank();
        let king = board.king_of(color).filter(|k| {
            k.rank() == back && (mode == CastlingMode::Chess960 || k.file() == File::E)
        });
        let rook = match c.to_ascii_lowercase() {
            side @ ('k' | 'q') => {
                let Some(king) = king else {
                    if lenient {
                        repairs.push(Repair::DroppedCastling { letter: c, span });
                        continue;
                    }
                    return Err(FenError {
                        kind: FenErrorKind::CastlingNoKing(c),
                        span,
                    });
                };
                let side = if side == 'k' {
                    CastlingSide::King
                } else {
                    CastlingSide::Queen
                };
                let candidates = board.rooks() & board.by_color(color) & Bitboard::from_rank(back);
                match (mode, side) {
                    (CastlingMode::Standard, CastlingSide::King) => {
                        Some(Square::from_coords(File::H, back)).filter(|s| candidates.contains(*s))
                    }
                    (CastlingMode::Standard, CastlingSide::Queen) => {
                        Some(Square::from_coords(File::A, back)).filter(|s| candidates.contains(*s))
                    }
                    // X-FEN: the outermost rook on that side of the king.
                    (CastlingMode::Chess960, CastlingSide::King) => {
                        candidates.filter(|r| r.file() > king.file()).last()
                    }
                    (CastlingMode::Chess960, CastlingSide::Queen) => {
                        candidates.into_iter().find(|r| r.file() < king.file())
                    }
                }
            }
            file => {
                let sq = Square::from_coords(File::new(file as u32 - 'a' as u32), back);
                if king.is_none() {
                    if lenient {
                        repairs.push(Repair::DroppedCastling { letter: c, span });
                        continue;
                    }
                    return Err(FenError {
                        kind: FenErrorKind::CastlingNoKing(c),
                        span,
                    });
                }
                Some(sq).filter(|s| board.piece_at(*s) == Some(Piece::new(color, Role::Rook)))
            }
        };
        match rook {
            Some(rook) => {
                rights.set(rook);
                spans.castling.push((c, rook, span.start));
            }
            None if lenient => repairs.push(Repair::DroppedCastling { letter: c, span }),
            None => {
                return Err(FenError {
                    kind: FenErrorKind::CastlingNoRook(c),
                    span,
                });
            }
        }
    }
    Ok((rights, mode))
}

/// Lenient repairs that need the whole setup: drop an en passant square that
/// no double step backs, and reset the halfmove clock after one.
fn repair(parsed: &mut ParsedFen) {
    let setup = &mut parsed.setup;
    if let Some(ep) = setup.ep_square {
        let mut probe = setup.clone();
        probe.halfmoves = 0;
        probe.fullmoves = probe.fullmoves.max(1);
        match Position::from_setup(&probe, parsed.mode) {
            Err(
                PositionError::EpWrongRank { .. }
                | PositionError::EpOccupied { .. }
                | PositionError::EpNoPawn { .. }
                | PositionError::EpOriginOccupied { .. },
            ) => {
                let span = parsed
                    .spans
                    .field(FenField::EnPassant)
                    .unwrap_or(ep.index()..ep.index());
                parsed.repairs.push(Repair::DroppedEpSquare { span });
                setup.ep_square = None;
            }
            _ => {
                if setup.halfmoves != 0 {
                    setup.halfmoves = 0;
                    parsed.repairs.push(Repair::ResetHalfmoves);
                }
            }
        }
    }
}

/// Validates a parsed FEN, mapping position errors to the input's spans.
fn validate(input: &str, parsed: &ParsedFen) -> Result<Position, FenError> {
    Position::from_setup(&parsed.setup, parsed.mode).map_err(|e| {
        let spans = &parsed.spans;
        let whole = 0..input.len();
        let board = spans.field(FenField::Board).unwrap_or(whole.clone());
        let field = |f: FenField| spans.field(f).unwrap_or(board.clone());
        let castling_letter = |rook: Option<Square>, color: Color, side: Option<CastlingSide>| {
            spans
                .castling
                .iter()
                .find(|(c, r, _)| {
                    rook.is_none_or(|rook| *r == rook)
                        && (c.is_ascii_uppercase() == (color == Color::White))
                        && side.is_none_or(|s| {
                            let king = parsed.setup.board.king_of(color);
                            king.is_some_and(|k| (r.file() > k.file()) == (s == CastlingSide::King))
                        })
                })
                .map(|(c, _, at)| *at..*at + c.len_utf8())
        };
        let span = match e {
            PositionError::TooManyKings(_, sq) | PositionError::PawnOnBackRank(sq) => {
                spans.square(sq, input).unwrap_or(board)
            }
            PositionError::MissingKing(_)
            | PositionError::TooManyPieces(_)
            | PositionError::TooManyPawns(_)
            | PositionError::ImpossibleCheck => board,
            PositionError::OppositeCheck { .. } => field(FenField::Turn),
            PositionError::CastlingWithoutKing { color, side } => {
                castling_letter(None, color, Some(side))
                    .unwrap_or_else(|| field(FenField::Castling))
            }
            PositionError::CastlingWithoutRook { color, rook } => {
                castling_letter(Some(rook), color, None)
                    .or_else(|| castling_letter(None, color, None))
                    .unwrap_or_else(|| field(FenField::Castling))
            }
            PositionError::CastlingRookOffBackRank(_) | PositionError::CastlingDuplicate { .. } => {
                field(FenField::Castling)
            }
            PositionError::EpWrongRank { .. }
            | PositionError::EpOccupied { .. }
            | PositionError::EpNoPawn { .. }
            | PositionError::EpOriginOccupied { .. } => field(FenField::EnPassant),
            PositionError::EpWithHalfmoves { .. } => field(FenField::Halfmoves),
            PositionError::ZeroFullmoves => field(FenField::Fullmoves),
        };
        FenError {
            kind: FenErrorKind::Position(e),
            span,
        }
    })
}

/// A position shows as its FEN.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Fen::from_position(self).to_string())
    }
}

impl std::str::FromStr for Position {
    type Err = FenError;

    /// Reads a strict FEN.
    fn from_str(s: &str) -> Result<Position, FenError> {
        Fen::parse_strict(s, None).map(|(pos, _)| pos)
    }
}

impl Position {
    /// The position's FEN (X-FEN castling letters in Chess960).
    #[must_use]
    pub fn fen(&self) -> String {
        Fen::from_position(self).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every one-byte change of `text`: each byte replaced by each of
    /// `bytes`, deleted, doubled.
    fn one_byte_changes(text: &[u8], bytes: &[u8]) -> Vec<Vec<u8>> {
        let mut changes = Vec::new();
        for i in 0..text.len() {
            for &b in bytes {
                let mut changed = text.to_vec();
                changed[i] = b;
                changes.push(changed);
            }
            let mut deleted = text.to_vec();
            deleted.remove(i);
            changes.push(deleted);
            let mut doubled = text.to_vec();
            doubled.insert(i, text[i]);
            changes.push(doubled);
        }
        changes
    }

    /// A plainly written FEN is split by [`split_plain`] into the fields
    /// [`split_chars`] finds, strictly and leniently, with no odd
    /// separator; anything else is left to [`split_chars`]: the placements
    /// of the test below as whole FENs and every one-byte change of them
    /// (a byte replaced by each of a set of separators and letters,
    /// deleted, doubled).
    #[test]
    fn plain_split_reads_as_the_full_loop() {
        let real = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            "3k4/1R6/3N2n1/p2Pp3/2P1N3/3n2Pp/q6P/5RK1 b - - 0 0",
            "8/8/8/8/8/8/8/K6k w - -",
        ];
        let bytes = b" \t\n\x0b\x0c\r\x01\x1f_-a/9";
        let mut texts: Vec<Vec<u8>> = Vec::new();
        for text in real {
            let text = text.as_bytes();
            texts.push(text.to_vec());
            texts.extend(one_byte_changes(text, bytes));
        }
        let mut plain = 0;
        for bytes in &texts {
            let text = std::str::from_utf8(bytes).expect("ASCII");
            let Some(fast) = split_plain(bytes) else {
                continue;
            };
            plain += 1;
            for lenient in [false, true] {
                let chars = text.bytes().enumerate().map(|(i, b)| (i, char::from(b)));
                let (full, odd) = split_chars(text, chars, lenient)
                    .unwrap_or_else(|e| panic!("{text:?} lenient {lenient}: {e:?}"));
                assert!(!odd, "{text:?}");
                assert_eq!(fast.count, full.count, "{text:?}");
                assert_eq!(fast.ranges, full.ranges, "{text:?}");
            }
        }
        assert!(
            plain > 100 && plain < texts.len() / 2,
            "{plain} of {}",
            texts.len()
        );
    }

    /// The table-driven reading of a placement field gives the board and
    /// the squares' offsets the full loop gives, and gives up on exactly
    /// the fields that loop refuses: real placements, and every one-byte
    /// change of them (a byte replaced by each of a set, deleted, doubled).
    #[test]
    fn placement_table_reads_as_the_full_loop() {
        let real = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R",
            "3k4/1R6/3N2n1/p2Pp3/2P1N3/3n2Pp/q6P/5RK1",
            "8/8/8/8/8/8/8/K6k",
        ];
        let bytes = b"/012789pPnNbBrRqQkKxX ";
        let mut fields: Vec<Vec<u8>> = Vec::new();
        for text in real {
            let text = text.as_bytes();
            fields.push(text.to_vec());
            fields.extend(one_byte_changes(text, bytes));
        }
        let mut read = 0;
        for field in &fields {
            let text = std::str::from_utf8(field).expect("ASCII");
            let (mut fast_spans, mut full_spans) = (FenSpans::default(), FenSpans::default());
            let fast = parse_placement_ascii(field, 5, &mut fast_spans);
            let full = parse_board_full(text, 5, &mut full_spans).ok();
            assert_eq!(fast, full, "{text}");
            if fast.is_some() {
                assert_eq!(fast_spans.squares, full_spans.squares, "{text}");
                read += 1;
            }
        }
        assert!(
            read > 100 && read < fields.len() / 2,
            "{read} of {}",
            fields.len()
        );
    }

    /// The one-pass reading of a plain FEN gives what the full reading
    /// gives, strictly and leniently, with a fullmove number 0 read or
    /// not, and leaves the rest to it: every FEN of the workspace's test
    /// games, some of every kind, and every one-byte change of those (a
    /// byte replaced by each of a set, deleted, doubled).
    #[test]
    fn plain_reading_reads_as_the_full_one() {
        let mut real: Vec<String> = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
            "3k4/1R6/3N2n1/p2Pp3/2P1N3/3n2Pp/q6P/5RK1 b - - 0 0",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            "r3k2r/8/8/8/8/8/8/R3K2R b kqKQ - 3 40",
            "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1",
            "8/8/8/8/8/8/8/K6k w - - 123456789 1234567890",
        ]
        .map(String::from)
        .to_vec();
        let data = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data");
        let mut dirs = vec![std::path::PathBuf::from(data)];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).expect("the test data").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "pgn") {
                    let text = String::from_utf8_lossy(&std::fs::read(&path).expect("a file"))
                        .into_owned();
                    real.extend(
                        text.lines()
                            .filter_map(|l| l.strip_prefix("[FEN \""))
                            .filter_map(|l| l.strip_suffix("\"]"))
                            .map(String::from),
                    );
                }
            }
        }
        real.sort();
        real.dedup();
        assert!(real.len() > 200, "{} FENs", real.len());
        let bytes = b" \t_-/0189wWbBKQkqAHahxe36";
        let mut texts: Vec<Vec<u8>> = Vec::new();
        for (n, text) in real.iter().enumerate() {
            let text = text.as_bytes();
            texts.push(text.to_vec());
            // Every change of a few of them: some of each kind.
            if n % 16 != 0 && n >= 7 {
                continue;
            }
            texts.extend(one_byte_changes(text, bytes));
        }
        let mut plain = 0;
        for bytes in &texts {
            let Ok(text) = std::str::from_utf8(bytes) else {
                continue;
            };
            for (lenient, zero) in [(false, false), (false, true), (true, true)] {
                for mode in [None, Some(CastlingMode::Chess960)] {
                    let mut fast = ParsedFen::default();
                    if parse_plain_into(bytes, mode, zero, &mut fast) {
                        plain += 1;
                    }
                    let mut fast = ParsedFen::default();
                    let mut full = ParsedFen::default();
                    let read = parse_into(text, mode, lenient, zero, &mut fast);
                    let full_read = parse_full_into(text, mode, lenient, zero, &mut full);
                    assert_eq!(read, full_read, "{text:?} lenient {lenient} zero {zero}");
                    if read.is_ok() {
                        assert_eq!(fast, full, "{text:?} lenient {lenient} zero {zero}");
                    }
                }
            }
        }
        assert!(
            plain > 1000 && plain < texts.len() * 6 / 2,
            "{plain} of {}",
            texts.len() * 6
        );
    }

    /// Found by the `fen` fuzz target: a separator error after leading
    /// white space had a span relative to the trimmed text, inside the
    /// two bytes of a `Β` here.
    /// One pass reads a strict FEN and one whose only fault is a fullmove
    /// number 0 (as puzzle collections write it); anything else goes on to
    /// lenient reading, with the same result as `parse_lenient`.
    #[test]
    fn strict_or_lenient_reads_each_fen_as_the_two_readings_would() {
        let puzzle = "3k4/1R6/3N2n1/p2Pp3/2P1N3/3n2Pp/q6P/5RK1 w - - 1 0";
        let (pos, parsed) = Fen::parse_strict_or_lenient(puzzle, None).expect("repaired");
        assert_eq!(parsed.repairs, [Repair::FullmovesZero]);
        assert_eq!(pos, Fen::parse_lenient(puzzle, None).expect("lenient").0);
        assert!(Fen::parse_strict(puzzle, None).is_err());

        let strict = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        let (pos, parsed) = Fen::parse_strict_or_lenient(strict, None).expect("strict");
        assert!(parsed.repairs.is_empty());
        assert_eq!(pos, Fen::parse_strict(strict, None).expect("strict").0);

        // Lenient only: a missing field and a capital turn letter.
        let loose = "8/8/8/4k3/8/8/8/4K2R W K -";
        let (pos, parsed) = Fen::parse_strict_or_lenient(loose, None).expect("lenient");
        let (lenient, expected) = Fen::parse_lenient(loose, None).expect("lenient");
        assert_eq!((pos, parsed.repairs), (lenient, expected.repairs));

        // Neither: both complaints are given.
        let (strict, lenient) =
            Fen::parse_strict_or_lenient("8/8/8/8/8/8/8/8 w - - 0 0", None).expect_err("no king");
        assert!(matches!(
            lenient.kind,
            FenErrorKind::Position(PositionError::MissingKing(_))
        ));
        assert!(matches!(
            strict.kind,
            FenErrorKind::Position(PositionError::MissingKing(_))
        ));
    }

    #[test]
    fn separator_errors_after_leading_space_point_at_the_separator() {
        let input = "\nΒ\n\n\u{7}\n";
        for result in [
            Fen::parse_strict(input, None),
            Fen::parse_lenient(input, None),
        ] {
            let e = result.unwrap_err();
            assert!(input.is_char_boundary(e.span.start), "{e:?}");
            assert!(input.is_char_boundary(e.span.end), "{e:?}");
        }
        let e = Fen::parse_strict("  8/8/8/8/8/8/8/k6K  w - - 0 1", None).unwrap_err();
        assert_eq!(e.kind, FenErrorKind::Separator);
        assert_eq!(e.span, 20..21);
    }
}
