//! `forsyth-core`'s FEN errors and lenient-reading repairs, in the reader's
//! language.
//!
//! Core knows no languages: its [`FenErrorKind`], [`PositionError`] and
//! [`Repair`] have an English `Display`. This module formats the same values
//! from the locale's `messages.ftl`, one message per variant
//! (`fen-error-rank-length`, `position-error-ep-no-pawn`, `repair-defaulted`,
//! …) with an argument for every value the text shows. The English messages
//! read exactly like core's `Display`, which stays the last fallback should a
//! message be missing everywhere.
//!
//! ## Arguments
//!
//! * squares as text, the way FEN writes them: `$square`, `$ep` = `e3`;
//! * characters as the user wrote them: `$char` = `X`, with `$codepoint`
//!   = `U+2013` where the text shows it;
//! * `$color`: the keyword `white` or `black` ([`color_keyword`]), so each
//!   language selects its own words and agreement;
//! * `$field`: a FEN field keyword ([`field_keyword`]: `board`, `turn`, …);
//! * `$side`: `king` or `queen`, a side of the board;
//! * counts as numbers (`$found`, `$squares`, `$halfmoves`), for plural
//!   selection.
//!
//! ## Bidi isolation
//!
//! [`text`] formats with bidi isolation in right-to-left locales only. There
//! it keeps a Latin square or FEN letter inside a Hebrew sentence in shape.
//! In left-to-right locales every placeable of these messages is Latin,
//! digits or a single character the user typed, which isolation cannot
//! reorder, so the marks would only be invisible noise in terminals, logs and
//! copied text; English then reads byte for byte like core.
//!
//! ```
//! use forsyth_core::Fen;
//! use forsyth_notation::{locale::Locales, messages};
//!
//! let fen = "4k3/8/8/8/8/8/PPP5/4K3 b - e3 0 1";
//! let error = Fen::parse_strict(fen, None).unwrap_err();
//! let locales = Locales::embedded();
//! let english = locales.get("en").expect("embedded");
//! assert_eq!(messages::fen_error(&error.kind, english), error.kind.to_string());
//! let greek = locales.get("el").expect("embedded");
//! assert_eq!(
//!     messages::fen_error(&error.kind, greek),
//!     "τετράγωνο εν περασά e3, αλλά δεν υπάρχει λευκό πιόνι στο e4"
//! );
//! ```

use forsyth_core::{CastlingSide, Color, FenErrorKind, FenField, PositionError, Repair, Square};

use crate::locale::{FluentArgs, Locale, color_keyword};

/// Formats UI message `id` in `locale`, falling back to English when the
/// locale lacks it; `None` if English lacks it too.
///
/// Placeables are isolated (FSI … PDI) when the locale is written right to
/// left, and not otherwise: see the module documentation.
#[must_use]
pub fn text(locale: &Locale, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
    if locale.is_rtl() {
        locale.message(id, args)
    } else {
        locale.notation_message(id, args)
    }
}

/// The value of a `$field` message argument for `field`: `board`, `turn`,
/// `castling`, `en-passant`, `halfmoves` or `fullmoves`.
#[must_use]
pub fn field_keyword(field: FenField) -> &'static str {
    match field {
        FenField::Board => "board",
        FenField::Turn => "turn",
        FenField::Castling => "castling",
        FenField::EnPassant => "en-passant",
        FenField::Halfmoves => "halfmoves",
        FenField::Fullmoves => "fullmoves",
    }
}

/// The name of a FEN field (`castling rights`, `Rochaderechte`), from
/// `fen-field`.
#[must_use]
pub fn fen_field(field: FenField, locale: &Locale) -> String {
    let mut args = FluentArgs::new();
    args.set("field", field_keyword(field));
    text(locale, "fen-field", Some(&args)).unwrap_or_else(|| field.to_string())
}

/// What is wrong with a FEN, from `fen-error-*` (and `position-error-*` for
/// [`FenErrorKind::Position`]).
#[must_use]
pub fn fen_error(err: &FenErrorKind, locale: &Locale) -> String {
    let mut args = FluentArgs::new();
    let id = match err {
        FenErrorKind::Empty => "fen-error-empty",
        FenErrorKind::FieldCount { found } => {
            args.set("found", *found);
            "fen-error-field-count"
        }
        FenErrorKind::Separator => "fen-error-separator",
        FenErrorKind::RankCount { found } => {
            args.set("found", *found);
            "fen-error-rank-count"
        }
        FenErrorKind::RankLength { rank, squares } => {
            args.set("rank", rank.char().to_string());
            args.set("squares", *squares);
            "fen-error-rank-length"
        }
        FenErrorKind::BadPlacementChar(c) => {
            args.set("char", c.to_string());
            "fen-error-bad-placement-char"
        }
        FenErrorKind::ConsecutiveDigits => "fen-error-consecutive-digits",
        FenErrorKind::BadTurn => "fen-error-bad-turn",
        FenErrorKind::BadCastlingChar(c) => {
            args.set("char", c.to_string());
            "fen-error-bad-castling-char"
        }
        FenErrorKind::DuplicateCastling(c) => {
            args.set("char", c.to_string());
            "fen-error-duplicate-castling"
        }
        FenErrorKind::CastlingOrder => "fen-error-castling-order",
        FenErrorKind::CastlingNoKing(c) => {
            let color = castling_letter_color(*c);
            let home = match color {
                Color::White => "e1",
                Color::Black => "e8",
            };
            args.set("char", c.to_string());
            args.set("color", color_keyword(color));
            args.set("square", home);
            "fen-error-castling-no-king"
        }
        FenErrorKind::CastlingNoRook(c) => {
            let color = castling_letter_color(*c);
            let rank = match color {
                Color::White => '1',
                Color::Black => '8',
            };
            let file = match c.to_ascii_lowercase() {
                'k' => 'h',
                'q' => 'a',
                file => file,
            };
            args.set("char", c.to_string());
            args.set("color", color_keyword(color));
            args.set("square", format!("{file}{rank}"));
            "fen-error-castling-no-rook"
        }
        FenErrorKind::BadEpSquare => "fen-error-bad-ep-square",
        FenErrorKind::BadHalfmoves => "fen-error-bad-halfmoves",
        FenErrorKind::BadFullmoves => "fen-error-bad-fullmoves",
        FenErrorKind::NonAscii(c) => {
            args.set("char", c.to_string());
            args.set("codepoint", format!("U+{:04X}", u32::from(*c)));
            if is_dash(*c) {
                "fen-error-non-ascii-dash"
            } else {
                "fen-error-non-ascii"
            }
        }
        FenErrorKind::Position(e) => return position_error(e, locale),
    };
    text(locale, id, Some(&args)).unwrap_or_else(|| err.to_string())
}

/// Why the position a FEN describes is not legal, from `position-error-*`.
#[must_use]
pub fn position_error(err: &PositionError, locale: &Locale) -> String {
    let mut args = FluentArgs::new();
    let id = match *err {
        PositionError::MissingKing(color) => {
            args.set("color", color_keyword(color));
            "position-error-missing-king"
        }
        PositionError::TooManyKings(color, square) => {
            args.set("color", color_keyword(color));
            args.set("square", square_text(square));
            "position-error-too-many-kings"
        }
        PositionError::PawnOnBackRank(square) => {
            args.set("square", square_text(square));
            "position-error-pawn-on-back-rank"
        }
        PositionError::TooManyPieces(color) => {
            args.set("color", color_keyword(color));
            "position-error-too-many-pieces"
        }
        PositionError::TooManyPawns(color) => {
            args.set("color", color_keyword(color));
            "position-error-too-many-pawns"
        }
        PositionError::OppositeCheck { color, checker } => {
            args.set("color", color_keyword(color));
            args.set("checker", square_text(checker));
            "position-error-opposite-check"
        }
        PositionError::ImpossibleCheck => "position-error-impossible-check",
        PositionError::CastlingWithoutKing { color, side } => {
            args.set("char", castling_letter(color, side).to_string());
            args.set("color", color_keyword(color));
            "position-error-castling-without-king"
        }
        PositionError::CastlingWithoutRook { color, rook } => {
            args.set("color", color_keyword(color));
            args.set("square", square_text(rook));
            "position-error-castling-without-rook"
        }
        PositionError::CastlingRookOffBackRank(square) => {
            args.set("square", square_text(square));
            "position-error-castling-rook-off-back-rank"
        }
        PositionError::CastlingDuplicate { color, side } => {
            args.set("color", color_keyword(color));
            args.set("side", side_keyword(side));
            "position-error-castling-duplicate"
        }
        PositionError::EpWrongRank { ep } => {
            args.set("ep", square_text(ep));
            "position-error-ep-wrong-rank"
        }
        PositionError::EpOccupied { ep } => {
            args.set("ep", square_text(ep));
            "position-error-ep-occupied"
        }
        PositionError::EpNoPawn { ep, pawn, color } => {
            args.set("ep", square_text(ep));
            args.set("pawn", square_text(pawn));
            args.set("color", color_keyword(color));
            "position-error-ep-no-pawn"
        }
        PositionError::EpOriginOccupied { ep, origin } => {
            args.set("ep", square_text(ep));
            args.set("origin", square_text(origin));
            "position-error-ep-origin-occupied"
        }
        PositionError::EpWithHalfmoves { ep, halfmoves } => {
            args.set("ep", square_text(ep));
            args.set("halfmoves", halfmoves);
            "position-error-ep-with-halfmoves"
        }
        PositionError::ZeroFullmoves => "position-error-zero-fullmoves",
    };
    text(locale, id, Some(&args)).unwrap_or_else(|| err.to_string())
}

/// What lenient FEN reading filled in or changed, from `repair-*`.
#[must_use]
pub fn repair(repair: &Repair, locale: &Locale) -> String {
    let mut args = FluentArgs::new();
    let id = match repair {
        Repair::Defaulted(field) => {
            args.set("field", field_keyword(*field));
            args.set("value", field.default_value());
            "repair-defaulted"
        }
        Repair::StrippedBrackets => "repair-stripped-brackets",
        Repair::Dash { .. } => "repair-dash",
        Repair::Separators => "repair-separators",
        Repair::DroppedCastling { letter, .. } => {
            args.set("letter", letter.to_string());
            "repair-dropped-castling"
        }
        Repair::DroppedEpSquare { .. } => "repair-dropped-ep-square",
        Repair::ResetHalfmoves => "repair-reset-halfmoves",
        Repair::FullmovesZero => "repair-fullmoves-zero",
    };
    text(locale, id, Some(&args)).unwrap_or_else(|| repair.to_string())
}

/// A square as FEN writes it (`e3`), whatever the locale's file letters.
fn square_text(square: Square) -> String {
    square.to_string()
}

/// Whose castling right a FEN castling letter is: upper case White.
fn castling_letter_color(letter: char) -> Color {
    if letter.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    }
}

/// The FEN letter of a castling right (`K Q k q`).
fn castling_letter(color: Color, side: CastlingSide) -> char {
    match (color, side) {
        (Color::White, CastlingSide::King) => 'K',
        (Color::White, CastlingSide::Queen) => 'Q',
        (Color::Black, CastlingSide::King) => 'k',
        (Color::Black, CastlingSide::Queen) => 'q',
    }
}

/// The value of a `$side` message argument: `king` or `queen`.
fn side_keyword(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::King => "king",
        CastlingSide::Queen => "queen",
    }
}

/// The typographic dashes for which core advises writing `-` (as
/// `forsyth-core`'s FEN reader; the tests compare the two).
fn is_dash(c: char) -> bool {
    matches!(c, '–' | '—' | '−' | '‐' | '‑')
}
