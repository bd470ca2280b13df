//! The user-facing messages of `locales/*/messages.ftl`.
//!
//! * FEN errors, position errors and repairs: English reads exactly like
//!   forsyth-core's `Display` over many real examples, and every other
//!   locale has its own text for each of them.
//! * Every English message exists in every embedded locale, formats without
//!   errors with sample arguments (every variant of every selector), uses
//!   the same arguments as English, selects only known keywords, and covers
//!   the locale's plural categories (Hebrew: one, two, many, other).
//! * Every diagnostic message and severity word has its id and arguments.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::{ast, parser};
use forsyth_core::{
    CastlingSide, Color, Fen, FenErrorKind, FenField, IllegalReason, PositionError, Rank, Repair,
    Role, Square,
};
use forsyth_notation::diagnostic::Arg;
use forsyth_notation::letters::Letters;
use forsyth_notation::locale::{Locale, Locales};
use forsyth_notation::messages::{self, fen_error, fen_field, position_error, repair};

const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

/// The embedded locales that translate the interface: tag, notation.ftl,
/// messages.ftl, English first; read from the workspace's `locales/` (every
/// folder with a `messages.ftl`). The notation-only languages (no
/// `messages.ftl`) show English's messages: see
/// `notation_only_languages_speak_english`.
static FILES: LazyLock<Vec<(&'static str, &'static str, &'static str)>> = LazyLock::new(|| {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales");
    let leak = |path: std::path::PathBuf| -> &'static str {
        Box::leak(std::fs::read_to_string(path).unwrap().into_boxed_str())
    };
    let mut files: Vec<(&'static str, &'static str, &'static str)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("messages.ftl").is_file())
        .map(|p| {
            let tag: &'static str = Box::leak(
                p.file_name()
                    .unwrap()
                    .to_str()
                    .unwrap()
                    .to_owned()
                    .into_boxed_str(),
            );
            (
                tag,
                leak(p.join("notation.ftl")),
                leak(p.join("messages.ftl")),
            )
        })
        .collect();
    files.sort_by_key(|(tag, _, _)| (*tag != "en", *tag));
    files
});

/// The embedded locales, loaded once.
static LOCALES: LazyLock<Locales> = LazyLock::new(Locales::embedded);

fn locale(tag: &str) -> &'static Locale {
    LOCALES
        .get(tag)
        .unwrap_or_else(|| panic!("embedded locale {tag} missing"))
}

/// The locales other than English that translate the interface (the
/// notation-only ones show English's messages).
fn others() -> impl Iterator<Item = &'static Locale> {
    LOCALES
        .iter()
        .filter(|l| l.tag() != "en" && l.has_interface_messages())
}

fn square(name: &str) -> Square {
    name.parse()
        .unwrap_or_else(|_| panic!("{name} is a square"))
}

// ---------------------------------------------------------------------------
// FEN errors, position errors, repairs

/// FENs that strict reading rejects, one or more per kind of error.
const STRICT_ERRORS: &[&str] = &[
    "",
    "   ",
    "8/8/8/8/8/8/8/K1k5",
    "8/8/8/8/8/8/8/K1k5 w - - 0",
    "8/8/8/8/8/8/8/K1k5 w - - 0 1 extra",
    "8/8/8/8/8/8/8/K1k5 w  - - 0 1",
    "8/8/8/8/8/8/K1k5 w - - 0 1",
    "K1k5 w - - 0 1",
    "8/8/8/8/8/8/8/8/K1k5 w - - 0 1",
    "8/8/8/8/8/8/8/K1k4 w - - 0 1",
    "8/8/8/8/8/8/8/K1k6 w - - 0 1",
    "k/8/8/8/8/8/8/K7 w - - 0 1",
    "8/8/8/8/8/8/8/K1k4X w - - 0 1",
    "8/8/8/8/8/8/8/K1k9 w - - 0 1",
    "44/8/8/8/8/8/8/K1k5 w - - 0 1",
    "8/8/8/8/8/8/8/K1k5 x - - 0 1",
    "8/8/8/8/8/8/8/K1k5 W - - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w K1 - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KKq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w qK - 0 1",
    "r3k2r/8/8/8/8/8/8/R4K1R w K - 0 1",
    "r3k2r/8/8/8/8/8/8/R2K3R w Q - 0 1",
    "r2k3r/8/8/8/8/8/8/R3K2R w k - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K3 w K - 0 1",
    "r3k2r/8/8/8/8/8/8/4K2R w Q - 0 1",
    "4k3/8/8/8/8/8/8/R3K2R w Kq - 0 1",
    "4k2r/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
    "8/8/8/8/8/8/8/K1k5 w - e4 0 1",
    "8/8/8/8/8/8/8/K1k5 w - x9 0 1",
    "8/8/8/8/8/8/8/K1k5 w - e 0 1",
    "8/8/8/8/8/8/8/K1k5 w - - x 1",
    "8/8/8/8/8/8/8/K1k5 w - - -1 1",
    "8/8/8/8/8/8/8/K1k5 w - - 0 x",
    "8/8/8/8/8/8/8/K1k5 w - - 0 0",
    "8/8/8/8/8/8/8/K1k5 w – - 0 1",
    "8/8/8/8/8/8/8/K1k5 w — - 0 1",
    "8/8/8/8/8/8/8/K1k5 w − - 0 1",
    "8/8/8/8/8/8/8/K1k5 w - - 0 １",
    "8/8/8/8/8/8/8/K1k5\u{a0}w - - 0 1",
    "8/8/8/8/8/8/8/K1kÉ4 w - - 0 1",
    "8/8/8/8/8/8/8/K7 w - - 0 1",
    "8/8/8/8/8/8/8/k7 w - - 0 1",
    "K1K5/8/8/8/8/8/8/k7 w - - 0 1",
    "k7/8/8/8/8/8/8/K6p w - - 0 1",
    "P7/8/8/8/8/8/8/K1k5 w - - 0 1",
    "k7/8/8/8/8/QQ6/PPPPPPPP/RNBQKBNR w - - 0 1",
    "k7/8/8/8/8/P7/PPPPPPPP/K7 w - - 0 1",
    "k6R/8/8/8/8/8/8/K7 w - - 0 1",
    "K6r/8/8/8/8/8/8/k7 b - - 0 1",
    "k3r3/8/8/8/8/3n4/8/r3K3 w - - 0 1",
    "4k3/8/8/8/8/8/PPP5/4K3 b - e3 0 1",
    "4k3/ppp5/8/8/8/8/8/4K3 w - e6 0 1",
    "4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1",
    "4k3/8/8/8/4P3/8/4N3/4K3 b - e3 0 1",
    "4k3/8/8/8/4P3/8/8/4K3 b - e3 5 1",
    "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1",
    "4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1",
];

/// FENs that lenient reading repairs (or still rejects).
const LENIENT_INPUTS: &[&str] = &[
    "[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]",
    "(rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1)",
    "R7/4k3/4N3/K2B4/8/8/8/5R2",
    "R7/4k3/4N3/K2B4/8/8/8/5R2 b",
    "8/8/8/8/8/8/8/K1k5 w – – 0 1",
    "8/8/8/8/8/8/8/K1k5  w -  - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1",
    "4k3/8/8/8/8/8/PPP5/4K3 b - e3 0 1",
    "4k3/8/8/8/4P3/8/8/4K3 b - e3 5 1",
    "8/8/8/8/8/8/8/K1k5 w - - 0 0",
    "8/8/8/8/8/8/8/K1k5 w – x9 0 1",
    "8/8/8/8/8/8/8/K1k5 w - - x 1",
];

/// The name of a FEN error's variant, for coverage.
fn kind_name(kind: &FenErrorKind) -> &'static str {
    match kind {
        FenErrorKind::Empty => "Empty",
        FenErrorKind::FieldCount { .. } => "FieldCount",
        FenErrorKind::Separator => "Separator",
        FenErrorKind::RankCount { .. } => "RankCount",
        FenErrorKind::RankLength { .. } => "RankLength",
        FenErrorKind::BadPlacementChar(_) => "BadPlacementChar",
        FenErrorKind::ConsecutiveDigits => "ConsecutiveDigits",
        FenErrorKind::BadTurn => "BadTurn",
        FenErrorKind::BadCastlingChar(_) => "BadCastlingChar",
        FenErrorKind::DuplicateCastling(_) => "DuplicateCastling",
        FenErrorKind::CastlingOrder => "CastlingOrder",
        FenErrorKind::CastlingNoKing(_) => "CastlingNoKing",
        FenErrorKind::CastlingNoRook(_) => "CastlingNoRook",
        FenErrorKind::BadEpSquare => "BadEpSquare",
        FenErrorKind::BadHalfmoves => "BadHalfmoves",
        FenErrorKind::BadFullmoves => "BadFullmoves",
        FenErrorKind::NonAscii(_) => "NonAscii",
        FenErrorKind::Position(e) => position_name(e),
    }
}

fn position_name(e: &PositionError) -> &'static str {
    match e {
        PositionError::MissingKing(_) => "MissingKing",
        PositionError::TooManyKings(..) => "TooManyKings",
        PositionError::PawnOnBackRank(_) => "PawnOnBackRank",
        PositionError::TooManyPieces(_) => "TooManyPieces",
        PositionError::TooManyPawns(_) => "TooManyPawns",
        PositionError::OppositeCheck { .. } => "OppositeCheck",
        PositionError::ImpossibleCheck => "ImpossibleCheck",
        PositionError::CastlingWithoutKing { .. } => "CastlingWithoutKing",
        PositionError::CastlingWithoutRook { .. } => "CastlingWithoutRook",
        PositionError::CastlingRookOffBackRank(_) => "CastlingRookOffBackRank",
        PositionError::CastlingDuplicate { .. } => "CastlingDuplicate",
        PositionError::EpWrongRank { .. } => "EpWrongRank",
        PositionError::EpOccupied { .. } => "EpOccupied",
        PositionError::EpNoPawn { .. } => "EpNoPawn",
        PositionError::EpOriginOccupied { .. } => "EpOriginOccupied",
        PositionError::EpWithHalfmoves { .. } => "EpWithHalfmoves",
        PositionError::ZeroFullmoves => "ZeroFullmoves",
    }
}

/// The errors and repairs of the example FENs, as read.
fn real_examples() -> (Vec<FenErrorKind>, Vec<Repair>) {
    let mut errors = Vec::new();
    let mut repairs = Vec::new();
    for fen in STRICT_ERRORS {
        match Fen::parse_strict(fen, None) {
            Err(e) => errors.push(e.kind),
            Ok(_) => panic!("strict reading accepts {fen:?}"),
        }
    }
    for fen in LENIENT_INPUTS {
        match Fen::parse_lenient(fen, None) {
            Err(e) => errors.push(e.kind),
            Ok((_, parsed)) => repairs.extend(parsed.repairs),
        }
    }
    (errors, repairs)
}

/// Every variant with many values, built directly.
fn constructed_errors() -> Vec<FenErrorKind> {
    let mut out = vec![
        FenErrorKind::Empty,
        FenErrorKind::Separator,
        FenErrorKind::ConsecutiveDigits,
        FenErrorKind::BadTurn,
        FenErrorKind::CastlingOrder,
        FenErrorKind::BadEpSquare,
        FenErrorKind::BadHalfmoves,
        FenErrorKind::BadFullmoves,
    ];
    for found in [0, 1, 2, 3, 5, 7, 9, 10, 11, 20, 21, 100] {
        out.push(FenErrorKind::FieldCount { found });
        out.push(FenErrorKind::RankCount { found });
    }
    for rank in Rank::ALL {
        for squares in [0, 1, 2, 3, 7, 9, 16, 20, 64] {
            out.push(FenErrorKind::RankLength { rank, squares });
        }
    }
    for c in ['X', '9', '0', '?', '\'', 'ж', 'מ', 'Ρ', ' '] {
        out.push(FenErrorKind::BadPlacementChar(c));
        out.push(FenErrorKind::BadCastlingChar(c));
    }
    for c in "KQkqABCDEFGHabcdefgh".chars() {
        out.push(FenErrorKind::DuplicateCastling(c));
        out.push(FenErrorKind::CastlingNoKing(c));
        out.push(FenErrorKind::CastlingNoRook(c));
    }
    for c in ['–', '—', '−', '‐', '‑', 'é', '’', '１', '\u{a0}', '♔', '𝄞'] {
        out.push(FenErrorKind::NonAscii(c));
    }
    out.extend(
        constructed_position_errors()
            .into_iter()
            .map(FenErrorKind::Position),
    );
    out
}

fn constructed_position_errors() -> Vec<PositionError> {
    let mut out = vec![PositionError::ImpossibleCheck, PositionError::ZeroFullmoves];
    let squares = ["a1", "e3", "e6", "h8", "d5"].map(square);
    for color in Color::ALL {
        out.push(PositionError::MissingKing(color));
        out.push(PositionError::TooManyPieces(color));
        out.push(PositionError::TooManyPawns(color));
        for side in [CastlingSide::King, CastlingSide::Queen] {
            out.push(PositionError::CastlingWithoutKing { color, side });
            out.push(PositionError::CastlingDuplicate { color, side });
        }
        for sq in squares {
            out.push(PositionError::TooManyKings(color, sq));
            out.push(PositionError::OppositeCheck { color, checker: sq });
            out.push(PositionError::CastlingWithoutRook { color, rook: sq });
            out.push(PositionError::EpNoPawn {
                ep: square("e3"),
                pawn: sq,
                color,
            });
        }
    }
    for sq in squares {
        out.push(PositionError::PawnOnBackRank(sq));
        out.push(PositionError::CastlingRookOffBackRank(sq));
        out.push(PositionError::EpWrongRank { ep: sq });
        out.push(PositionError::EpOccupied { ep: sq });
        out.push(PositionError::EpOriginOccupied {
            ep: sq,
            origin: square("e2"),
        });
        for halfmoves in [1, 2, 3, 10, 20, 100, 101] {
            out.push(PositionError::EpWithHalfmoves { ep: sq, halfmoves });
        }
    }
    out
}

fn constructed_repairs() -> Vec<Repair> {
    let mut out: Vec<Repair> = FenField::ALL.into_iter().map(Repair::Defaulted).collect();
    out.extend([
        Repair::StrippedBrackets,
        Repair::Dash { span: 0..3 },
        Repair::Separators,
        Repair::DroppedEpSquare { span: 0..2 },
        Repair::ResetHalfmoves,
        Repair::FullmovesZero,
    ]);
    for letter in "KQkqAHah".chars() {
        out.push(Repair::DroppedCastling { letter, span: 0..1 });
    }
    out
}

/// The squares (`e3`) an English message names, which every translation
/// must name too.
fn squares_named(english: &str) -> Vec<String> {
    let chars: Vec<char> = english.chars().collect();
    chars
        .windows(2)
        .enumerate()
        .filter(|&(i, w)| {
            ('a'..='h').contains(&w[0])
                && ('1'..='8').contains(&w[1])
                && (i == 0 || !chars[i - 1].is_alphanumeric())
                && chars.get(i + 2).is_none_or(|c| !c.is_alphanumeric())
        })
        .map(|(_, w)| w.iter().collect())
        .collect()
}

/// Checks one message in every locale: English as core writes it, the others
/// translated, naming the same squares, isolated only in Hebrew.
#[track_caller]
fn check_translations(english_core: &str, format: impl Fn(&Locale) -> String) {
    assert_eq!(format(locale("en")), english_core);
    for other in others() {
        let text = format(other);
        let tag = other.tag();
        assert!(!text.trim().is_empty(), "{tag}: empty for {english_core:?}");
        assert_ne!(text, english_core, "{tag}: not translated");
        assert!(
            !text.contains('{') && !text.contains('}'),
            "{tag}: formatting error in {text:?}"
        );
        if !other.is_rtl() {
            assert!(
                !text.contains([FSI, PDI]),
                "{tag}: bidi marks in an LTR locale: {text:?}"
            );
        }
        let bare: String = text.chars().filter(|c| !matches!(*c, FSI | PDI)).collect();
        for sq in squares_named(english_core) {
            assert!(bare.contains(&sq), "{tag}: {sq} missing from {text:?}");
        }
    }
}

#[test]
fn english_fen_errors_read_like_core_for_real_examples() {
    let (errors, repairs) = real_examples();
    let en = locale("en");
    let mut seen = BTreeSet::new();
    for kind in &errors {
        seen.insert(kind_name(kind));
        assert_eq!(fen_error(kind, en), kind.to_string(), "{kind:?}");
    }
    for r in &repairs {
        assert_eq!(repair(r, en), r.to_string(), "{r:?}");
    }
    // The examples reach every error of the FEN syntax and most position
    // errors (the others are checked on built values below).
    let fen_syntax = [
        "Empty",
        "FieldCount",
        "Separator",
        "RankCount",
        "RankLength",
        "BadPlacementChar",
        "ConsecutiveDigits",
        "BadTurn",
        "BadCastlingChar",
        "DuplicateCastling",
        "CastlingOrder",
        "BadEpSquare",
        "BadHalfmoves",
        "BadFullmoves",
        "NonAscii",
    ];
    for name in fen_syntax {
        assert!(seen.contains(name), "no real example of {name}: {seen:?}");
    }
    for name in [
        "MissingKing",
        "TooManyKings",
        "PawnOnBackRank",
        "TooManyPieces",
        "TooManyPawns",
        "OppositeCheck",
        "ImpossibleCheck",
        "EpNoPawn",
        "EpOccupied",
        "EpOriginOccupied",
        "EpWithHalfmoves",
        "EpWrongRank",
    ] {
        assert!(seen.contains(name), "no real example of {name}: {seen:?}");
    }
    assert!(
        seen.contains("CastlingNoKing") || seen.contains("CastlingWithoutKing"),
        "{seen:?}"
    );
    assert!(
        seen.contains("CastlingNoRook") || seen.contains("CastlingWithoutRook"),
        "{seen:?}"
    );
    let repair_names: BTreeSet<String> = repairs
        .iter()
        .map(|r| {
            format!("{r:?}")
                .split([' ', '(', '{'])
                .next()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert_eq!(
        repair_names.len(),
        8,
        "every repair has a real example: {repair_names:?}"
    );
}

#[test]
fn english_fen_errors_read_like_core_for_every_variant() {
    let en = locale("en");
    for kind in constructed_errors() {
        assert_eq!(fen_error(&kind, en), kind.to_string(), "{kind:?}");
        if let FenErrorKind::Position(e) = &kind {
            assert_eq!(position_error(e, en), e.to_string(), "{e:?}");
        }
    }
    for r in constructed_repairs() {
        assert_eq!(repair(&r, en), r.to_string(), "{r:?}");
    }
    for field in FenField::ALL {
        assert_eq!(fen_field(field, en), field.to_string());
    }
}

#[test]
fn fen_errors_are_translated_in_every_locale() {
    let (real, real_repairs) = real_examples();
    for kind in real.iter().chain(&constructed_errors()) {
        check_translations(&kind.to_string(), |l| fen_error(kind, l));
    }
    for r in real_repairs.iter().chain(&constructed_repairs()) {
        check_translations(&r.to_string(), |l| repair(r, l));
    }
    for field in FenField::ALL {
        check_translations(&field.to_string(), |l| fen_field(field, l));
    }
}

#[test]
fn translations_read_as_written() {
    let kind = FenErrorKind::Position(PositionError::EpNoPawn {
        ep: square("e3"),
        pawn: square("e4"),
        color: Color::White,
    });
    assert_eq!(
        fen_error(&kind, locale("de")),
        "En-passant-Feld e3, aber auf e4 steht kein weißer Bauer"
    );
    assert_eq!(
        fen_error(&kind, locale("it")),
        "casa en passant e3, ma in e4 non c'è un Pedone bianco"
    );
    assert_eq!(
        fen_error(&kind, locale("el")),
        "τετράγωνο εν περασά e3, αλλά δεν υπάρχει λευκό πιόνι στο e4"
    );
    // Hebrew isolates each placeable, the squares and the selected word.
    assert_eq!(
        fen_error(&kind, locale("he")),
        format!("משבצת הכאה דרך הילוכו {FSI}e3{PDI}, אבל אין רגלי {FSI}לבן{PDI} ב־{FSI}e4{PDI}")
    );
    let ranks = FenErrorKind::RankCount { found: 2 };
    assert_eq!(
        fen_error(&ranks, locale("he")),
        format!("במיקום הכלים יש {FSI}שתי שורות{PDI}, לא 8")
    );
    assert_eq!(
        fen_error(&FenErrorKind::RankCount { found: 1 }, locale("de")),
        "die Figurenstellung hat 1 Reihe, nicht 8"
    );
    assert_eq!(
        repair(&Repair::Defaulted(FenField::Castling), locale("de")),
        "Rochaderechte fehlen: „-“ angenommen"
    );
    assert_eq!(
        repair(&Repair::Defaulted(FenField::Halfmoves), locale("de")),
        "Halbzugzähler fehlt: „0“ angenommen"
    );
    assert_eq!(
        fen_error(&FenErrorKind::NonAscii('–'), locale("el")),
        "το «–» (U+2013) δεν επιτρέπεται σε FEN· γράψτε «-»"
    );
}

#[test]
fn isolation_only_in_right_to_left_locales() {
    let kind = FenErrorKind::FieldCount { found: 1 };
    for l in LOCALES.iter() {
        let text = messages::text(l, "fen-error-field-count", None).unwrap();
        assert_eq!(text.contains(FSI), l.is_rtl(), "{}: {text:?}", l.tag());
        let _ = fen_error(&kind, l);
    }
}

// ---------------------------------------------------------------------------
// Every message in every locale

/// What a message uses: its variables and the selectors on them.
#[derive(Default)]
struct Uses {
    variables: BTreeSet<String>,
    /// Selector variable and the keys of its variants, one entry per select.
    selects: Vec<(String, Vec<String>)>,
    references: BTreeSet<String>,
}

fn walk_pattern(pattern: &ast::Pattern<&str>, uses: &mut Uses) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, uses);
        }
    }
}

fn walk_expression(expression: &ast::Expression<&str>, uses: &mut Uses) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, uses);
            if let ast::InlineExpression::VariableReference { id } = selector {
                let keys = variants
                    .iter()
                    .map(|v| match &v.key {
                        ast::VariantKey::Identifier { name } => (*name).to_owned(),
                        ast::VariantKey::NumberLiteral { value } => (*value).to_owned(),
                    })
                    .collect();
                uses.selects.push((id.name.to_owned(), keys));
            }
            for variant in variants {
                walk_pattern(&variant.value, uses);
            }
        }
        ast::Expression::Inline(inline) => walk_inline(inline, uses),
    }
}

fn walk_inline(inline: &ast::InlineExpression<&str>, uses: &mut Uses) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            uses.variables.insert(id.name.to_owned());
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            uses.references.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, uses),
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                walk_inline(a, uses);
            }
            for a in &arguments.named {
                walk_inline(&a.value, uses);
            }
        }
        _ => {}
    }
}

/// One locale's messages, parsed.
struct Parsed {
    tag: &'static str,
    /// Ids of messages.ftl, in file order.
    ids: Vec<String>,
    /// Every message of both files, by id.
    uses: BTreeMap<String, Uses>,
    notation: &'static str,
    messages: &'static str,
}

fn parse(tag: &'static str, notation: &'static str, messages: &'static str) -> Parsed {
    let mut ids = Vec::new();
    let mut uses = BTreeMap::new();
    for (file, text) in [("notation.ftl", notation), ("messages.ftl", messages)] {
        let resource =
            parser::parse(text).unwrap_or_else(|(_, errors)| panic!("{tag}/{file}: {errors:?}"));
        for entry in &resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut u = Uses::default();
                if let Some(value) = &m.value {
                    walk_pattern(value, &mut u);
                }
                for attribute in &m.attributes {
                    walk_pattern(&attribute.value, &mut u);
                }
                if file == "messages.ftl" {
                    ids.push(m.id.name.to_owned());
                }
                uses.insert(m.id.name.to_owned(), u);
            }
        }
    }
    Parsed {
        tag,
        ids,
        uses,
        notation,
        messages,
    }
}

impl Parsed {
    /// The variables message `id` uses, through the messages it references.
    fn variables(&self, id: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        let mut todo = vec![id.to_owned()];
        let mut done = BTreeSet::new();
        while let Some(id) = todo.pop() {
            if !done.insert(id.clone()) {
                continue;
            }
            let u = self
                .uses
                .get(&id)
                .unwrap_or_else(|| panic!("{}: no message {id}", self.tag));
            out.extend(u.variables.iter().cloned());
            todo.extend(u.references.iter().cloned());
        }
        out
    }

    /// The selects of message `id`, through the messages it references.
    fn selects(&self, id: &str) -> Vec<(String, Vec<String>)> {
        let u = &self.uses[id];
        let mut out = u.selects.clone();
        for r in &u.references {
            out.extend(self.selects(r));
        }
        out
    }

    fn bundle(&self) -> FluentBundle<FluentResource> {
        let id = self.tag.parse().expect("a language tag");
        let mut bundle = FluentBundle::new(vec![id]);
        bundle.set_use_isolating(false);
        for text in [self.notation, self.messages] {
            let resource = FluentResource::try_new(text.to_owned()).expect("parses");
            bundle.add_resource(resource).expect("no duplicates");
        }
        bundle
    }
}

/// Variables whose value is a keyword, with the keywords.
fn keywords(name: &str) -> Option<&'static [&'static str]> {
    Some(match name {
        "color" => &["white", "black"],
        "field" => &[
            "board",
            "turn",
            "castling",
            "en-passant",
            "halfmoves",
            "fullmoves",
        ],
        "side" => &["king", "queen"],
        "piece" | "by" | "by2" => &["pawn", "knight", "bishop", "rook", "queen", "king"],
        "where" => &["any", "file", "rank", "square"],
        "written" | "actual" => &["none", "check", "double-check", "mate"],
        "unit" => &["gib", "mib", "kib", "bytes"],
        _ => return None,
    })
}

/// The CLDR plural categories of a language (as intl_pluralrules 7 has them,
/// CLDR 37).
fn plural_categories(tag: &str) -> &'static [&'static str] {
    match tag {
        "he" => &["one", "two", "many", "other"],
        "ru" | "uk" | "pl" | "cs" | "sk" => &["one", "few", "many", "other"],
        _ => &["one", "other"],
    }
}

/// Sample values of every argument the messages take: keywords all, numbers
/// in every plural category, texts as the program passes them.
fn samples(name: &str) -> Vec<FluentValue<'static>> {
    if let Some(keywords) = keywords(name) {
        return keywords.iter().map(|k| FluentValue::from(*k)).collect();
    }
    let numbers = |ns: &[i64]| ns.iter().map(|n| FluentValue::from(*n)).collect();
    let texts = |ts: &[&'static str]| ts.iter().map(|t| FluentValue::from(*t)).collect();
    match name {
        "found" => {
            let mut v: Vec<FluentValue<'static>> = numbers(&[0, 1, 2, 7, 20]);
            v.push(FluentValue::from("12..."));
            v
        }
        "squares" | "count" | "limit" | "halfmoves" | "column" | "max" | "plies" | "ply"
        | "done" | "total" | "line" | "files" | "games" | "errors" | "warnings" | "complete" => {
            numbers(&[0, 1, 2, 3, 10, 20, 21, 100])
        }
        "seconds" => texts(&["0.04", "12.50"]),
        "pieces" => texts(&["K Q R B N", "מ מה צ ר פ"]),
        "castling" => texts(&["O-O O-O-O", "0-0 0-0-0"]),
        "capture" => texts(&["x", ":"]),
        "file" => texts(&["games.pgn.gz"]),
        "rank" => texts(&["8", "1"]),
        "char" | "letter" | "text" => texts(&["X", "–", "מ"]),
        "codepoint" => texts(&["U+2013"]),
        "square" | "ep" | "pawn" | "origin" | "checker" | "from" | "to" | "at" | "at2" | "king"
        | "home" => texts(&["e3", "h8"]),
        "value" => texts(&["-", "w"]),
        "detail" | "reason" | "notes" | "error" | "repair" => texts(&["something is wrong"]),
        "name" => texts(&["Event"]),
        "move" | "played" => texts(&["Nd4", "צה3"]),
        "word" => texts(&["e4-e5;", "Βθ7+ματ"]),
        "read" => texts(&["e4 e5", "#"]),
        "moves" => texts(&["Nc3, Nf3", "Nc3"]),
        "chosen" => texts(&["Ba4"]),
        "language" | "languages" => texts(&["English", "Deutsch, Ελληνικά"]),
        "expected" => texts(&["12."]),
        "tag" | "movetext" | "result" => texts(&["1-0", "1/2-1/2"]),
        "meant" => texts(&["Ρ (U+03A1)"]),
        "fen" => texts(&["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]),
        "diagram" | "board" => texts(&["r1bqk2r/ppppb1pp/5n2/1B2np2/3N4/8/PPP2PPP/RNBQ1RK1"]),
        "encoding" | "label" => texts(&["windows-1252", "iso-8859-7"]),
        "place" => texts(&["old.pgn:5:10"]),
        "chars" => texts(&["Ιδ", "פ"]),
        "dash" => texts(&["–", "—"]),
        "settings" => texts(&["style: xyz", "locale: tlh, notation: qq"]),
        "variant" => texts(&["Crazyhouse", "Antichess"]),
        "rights" => texts(&["KQkq", "-"]),
        "depth" => texts(&["13"]),
        "min" => numbers(&[0, 1, 2]),
        "arg" | "other" => texts(&["--fen <FEN>", "<DEPTH>"]),
        "args" | "names" | "values" | "commands" => texts(&["san, lan, fan", "--lenient"]),
        "command" => texts(&["perft", "forsyth.translate"]),
        "glyph" => texts(&["$14", "⩲", "!?"]),
        "sign" => texts(&["+", "†", "‡"]),
        "number" => numbers(&[1, 14, 146]),
        "white" | "black" => numbers(&[1, 2, 14]),
        "what" => texts(&["analysis"]),
        "example" | "help" => texts(&["forsyth --help"]),
        other => panic!("no sample values for ${other}: add some to `samples`"),
    }
}

/// Every combination of sample values of `names`.
fn combinations(names: &BTreeSet<String>) -> Vec<FluentArgs<'static>> {
    let mut out: Vec<Vec<(String, FluentValue<'static>)>> = vec![Vec::new()];
    for name in names {
        let values = samples(name);
        out = out
            .into_iter()
            .flat_map(|prefix| {
                values.iter().map(move |v| {
                    let mut next = prefix.clone();
                    next.push((name.clone(), v.clone()));
                    next
                })
            })
            .collect();
    }
    out.into_iter()
        .map(|pairs| {
            let mut args = FluentArgs::new();
            for (name, value) in pairs {
                args.set(name, value);
            }
            args
        })
        .collect()
}

fn parsed() -> Vec<Parsed> {
    FILES
        .iter()
        .map(|&(tag, notation, messages)| parse(tag, notation, messages))
        .collect()
}

#[test]
fn every_english_message_exists_in_every_locale() {
    let all = parsed();
    let english = &all[0];
    assert!(english.ids.len() > 100, "{}", english.ids.len());
    for p in &all {
        let set: BTreeSet<&String> = p.ids.iter().collect();
        let english_set: BTreeSet<&String> = english.ids.iter().collect();
        let missing: Vec<_> = english_set.difference(&set).collect();
        let extra: Vec<_> = set.difference(&english_set).collect();
        assert!(missing.is_empty(), "{}: missing {missing:?}", p.tag);
        assert!(extra.is_empty(), "{}: not in English {extra:?}", p.tag);
        let l = locale(p.tag);
        for id in &english.ids {
            assert!(l.has_message(id), "{}: {id}", p.tag);
        }
    }
}

#[test]
fn every_message_formats_without_errors_in_every_locale() {
    let all = parsed();
    let english = &all[0];
    for p in &all {
        let bundle = p.bundle();
        for id in &english.ids {
            let names = english.variables(id);
            let message = bundle.get_message(id).expect("present");
            let pattern = message.value().expect("a value");
            for args in combinations(&names) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{}: {id}: {errors:?}", p.tag);
                assert!(!text.trim().is_empty(), "{}: {id} is empty", p.tag);
            }
        }
    }
}

#[test]
fn translations_use_the_arguments_english_gives() {
    let all = parsed();
    let english = &all[0];
    for p in &all[1..] {
        for id in &english.ids {
            assert_eq!(
                p.variables(id),
                english.variables(id),
                "{}: {id} uses other arguments than English",
                p.tag
            );
        }
    }
}

#[test]
fn selectors_use_known_keywords_and_every_plural_category() {
    for p in parsed() {
        for id in &p.ids {
            for (variable, keys) in p.selects(id) {
                let keys: BTreeSet<&str> = keys.iter().map(String::as_str).collect();
                if let Some(words) = keywords(&variable) {
                    let words: BTreeSet<&str> = words.iter().copied().collect();
                    let unknown: Vec<_> = keys.difference(&words).collect();
                    assert!(
                        unknown.iter().all(|k| **k == "other"),
                        "{}: {id}: ${variable} has no keyword {unknown:?}",
                        p.tag
                    );
                    assert!(
                        keys.contains("other") || keys == words,
                        "{}: {id}: ${variable} misses keywords",
                        p.tag
                    );
                } else {
                    let categories: BTreeSet<&str> =
                        plural_categories(p.tag).iter().copied().collect();
                    let missing: Vec<_> = categories.difference(&keys).collect();
                    assert!(
                        missing.is_empty(),
                        "{}: {id}: ${variable} misses plural categories {missing:?}",
                        p.tag
                    );
                    for key in &keys {
                        assert!(
                            categories.contains(key) || key.parse::<f64>().is_ok(),
                            "{}: {id}: ${variable} has a key [{key}] that is no category of {}",
                            p.tag,
                            p.tag
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn hebrew_plurals_select_two_and_many() {
    let he = locale("he");
    let format = |n: i64| {
        let mut args = FluentArgs::new();
        args.set("count", n);
        args.set("move", "Nd4");
        he.notation_message("diag-ambiguous-move", Some(&args))
            .unwrap()
    };
    assert!(format(2).contains("שני כלים"), "{}", format(2));
    assert!(format(20).contains("20 כלים"), "{}", format(20));
    assert!(format(3).contains("3 כלים"), "{}", format(3));
}

// ---------------------------------------------------------------------------
// Diagnostics

/// The messages of the diagnostics (`forsyth_notation::diagnostic`): one
/// per code, `diag-<code>`, and the more specific variants, with their
/// arguments. The ids and argument names are an interface: the code that
/// emits the diagnostics uses them.
const DIAGNOSTICS: &[(&str, &[&str])] = &[
    ("diag-syntax", &["detail"]),
    ("diag-syntax-unterminated-comment", &[]),
    ("diag-syntax-unterminated-string", &[]),
    ("diag-syntax-unmatched-paren", &[]),
    ("diag-syntax-unclosed-variation", &[]),
    ("diag-syntax-malformed-tag", &[]),
    ("diag-syntax-invalid-utf8", &[]),
    ("diag-syntax-unexpected-character", &["text"]),
    ("diag-syntax-variation-too-deep", &["limit"]),
    ("diag-syntax-duplicate-tag", &["name"]),
    ("diag-syntax-missing-tag-value", &["name"]),
    ("diag-syntax-unescaped-quote", &[]),
    ("diag-syntax-stray-backslash", &[]),
    ("diag-malformed-move", &["move"]),
    (
        "diag-malformed-move-unknown-piece",
        &["move", "letter", "language"],
    ),
    ("diag-malformed-move-unexpected", &["move", "char"]),
    ("diag-malformed-move-no-destination", &["move"]),
    ("diag-malformed-move-capture-no-piece", &["move", "letter"]),
    ("diag-malformed-move-incomplete-origin", &["move"]),
    ("diag-malformed-move-missing-promotion", &["move"]),
    ("diag-malformed-move-bad-promotion", &["move", "letter"]),
    ("diag-malformed-move-piece-cannot-promote", &["move"]),
    ("diag-malformed-move-bad-castling", &["move"]),
    ("diag-malformed-move-bad-numeric", &["move"]),
    ("diag-malformed-move-empty", &["move"]),
    ("diag-illegal-move", &["move", "color", "reason"]),
    (
        "diag-illegal-move-number-ahead",
        &["move", "found", "white", "black"],
    ),
    ("diag-illegal-move-alternatives", &["moves", "count"]),
    ("diag-illegal-move-alternatives-kind", &["moves", "piece"]),
    ("diag-illegal-move-no-alternatives", &["color"]),
    (
        "diag-illegal-move-no-alternatives-kind",
        &["color", "piece"],
    ),
    ("diag-ambiguous-move", &["move", "count"]),
    ("diag-ambiguous-move-candidates", &["moves"]),
    ("diag-ambiguous-settled", &["move", "moves", "chosen"]),
    ("diag-missing-promotion", &["move"]),
    ("diag-invalid-fen", &["reason"]),
    ("diag-fen-repaired", &["repair"]),
    ("diag-unsupported-variant", &["variant"]),
    ("diag-wrong-check-mark", &["move", "written", "actual"]),
    ("diag-wrong-capture-mark", &["move"]),
    ("diag-move-number", &["found", "expected"]),
    ("diag-result-mismatch", &["tag", "movetext"]),
    ("diag-missing-result", &[]),
    ("diag-homoglyph", &["move", "found", "meant"]),
    ("diag-mixed-languages", &["languages"]),
    ("diag-unknown-language", &["move", "letter", "languages"]),
    ("diag-printed-dash", &["move"]),
    ("diag-printed-separator", &["move"]),
    ("diag-printed-pair", &["move"]),
    ("diag-printed-number", &["move"]),
    ("diag-printed-number-period", &["move"]),
    ("diag-printed-mate", &["move"]),
    ("diag-printed-capture", &["move"]),
    ("diag-printed-spaced", &["move"]),
    ("diag-printed-files", &["move", "played"]),
    ("diag-printed-homoglyph", &["move", "found", "meant"]),
    ("diag-printed-spaced-capture", &["move"]),
    ("diag-printed-letter", &["move"]),
    ("diag-printed-captured-piece", &["move", "played"]),
    ("diag-printed-number-slash", &["move"]),
    ("diag-printed-left-out", &["move"]),
    ("diag-printed-number-paren", &["move"]),
    ("diag-printed-lower-piece", &["move", "played"]),
    ("diag-printed-ocr-digit", &["move", "played"]),
    ("diag-printed-ocr-letter", &["move", "found", "meant"]),
    ("diag-printed-check-apart", &["move", "sign"]),
    ("diag-printed-dagger", &["move", "sign", "read"]),
    ("diag-printed-move-broken", &["move"]),
    ("diag-printed-dash-apart", &["move"]),
    ("diag-printed-ocr-space", &["move"]),
    ("diag-printed-unmarked-capture", &["move", "played"]),
    ("diag-printed-star-capture", &["move"]),
    ("diag-printed-spaced-move", &["move"]),
    ("diag-printed-castling-apart", &["move"]),
    (
        "diag-printed-diagram-differs",
        &["squares", "diagram", "board"],
    ),
    ("diag-printed-ocr-check", &["move", "played"]),
    ("diag-printed-capture-after", &["move"]),
    ("diag-printed-two-readings", &["move", "moves"]),
    ("diag-printed-idea", &["move"]),
    ("diag-printed-threat", &["move"]),
    ("diag-printed-any-move", &["move"]),
    ("diag-printed-prose", &["move"]),
    ("diag-printed-restart", &["move"]),
    ("diag-printed-alternative", &["move"]),
    ("diag-set-up-from-game", &["move", "fen"]),
    ("diag-printed-result", &["move", "result"]),
    ("diag-printed-ambiguous", &["move", "moves"]),
    (
        "diag-two-readings",
        &["move", "language", "languages", "moves"],
    ),
    ("severity-error", &[]),
    ("severity-warning", &[]),
    ("severity-information", &[]),
    ("severity-hint", &[]),
];

#[test]
fn diagnostic_messages_have_their_ids_and_arguments() {
    let all = parsed();
    for p in &all {
        for (id, arguments) in DIAGNOSTICS {
            let expected: BTreeSet<String> = arguments.iter().map(|a| (*a).to_owned()).collect();
            assert!(p.uses.contains_key(*id), "{}: no {id}", p.tag);
            assert_eq!(p.variables(id), expected, "{}: {id}", p.tag);
        }
    }
    let severities: Vec<String> = ["error", "warning", "information", "hint"]
        .iter()
        .map(|s| {
            locale("en")
                .notation_message(&format!("severity-{s}"), None)
                .unwrap()
        })
        .collect();
    assert_eq!(severities, ["error", "warning", "info", "hint"]);
}

#[test]
fn diagnostics_read_in_each_language() {
    // 1. Nd4 from the start: neither knight moves there. The reason names
    // the square in the game's letters (English here), in each language.
    let illegal = |tag: &str| {
        let reason = Arg::illegal(
            Some(IllegalReason::Unreachable {
                role: Role::Knight,
                from: None,
                to: square("d4"),
            }),
            Color::White,
            &Letters::english(),
        );
        let mut args = FluentArgs::new();
        args.set("move", "Nd4");
        args.set("color", "white");
        args.set("reason", reason.text(locale(tag)));
        locale(tag)
            .notation_message("diag-illegal-move", Some(&args))
            .unwrap()
            .replace([FSI, PDI], "")
    };
    assert_eq!(
        illegal("en"),
        "Illegal move Nd4: White to move; no white knight can move to d4."
    );
    assert_eq!(
        illegal("de"),
        "Regelwidriger Zug Nd4: Weiß ist am Zug; kein weißer Springer kann nach d4 ziehen."
    );
    assert_eq!(
        illegal("it"),
        "Mossa illegale Nd4: tocca al Bianco; nessun Cavallo bianco può andare in d4."
    );
    assert_eq!(
        illegal("el"),
        "Μη νόμιμη κίνηση Nd4: παίζουν τα λευκά· κανένας λευκός ίππος δεν μπορεί να πάει στο d4."
    );
    assert_eq!(
        illegal("he"),
        "מסע לא חוקי Nd4: תור הלבן; אף פרש לבן אינו יכול לנוע ל־d4."
    );

    let mut args = FluentArgs::new();
    args.set("move", "Qh5+");
    args.set("written", "check");
    args.set("actual", "mate");
    assert_eq!(
        locale("en")
            .notation_message("diag-wrong-check-mark", Some(&args))
            .unwrap(),
        "The move Qh5+ is marked as check, but it mates."
    );
    assert_eq!(
        locale("de")
            .notation_message("diag-wrong-check-mark", Some(&args))
            .unwrap(),
        "Der Zug Qh5+ ist als Schach markiert, setzt aber matt."
    );
}

/// The legal moves of an illegal move's piece are a typed argument: shown
/// with the game's letters by default, and writable in any language from
/// the position and the moves they carry.
#[test]
fn legal_moves_are_typed_and_written_when_shown() {
    use forsyth_notation::{
        analysis::{LanguageChoice, analyze},
        diagnostic::{Arg, Code},
        tree::SyntaxTree,
        write::{Notation, write_move},
    };
    let locales = Locales::embedded();
    let tree = SyntaxTree::parse("1. Ιγ3 ε5 2. Ιγ6 *".as_bytes());
    let analysis = analyze(&tree.game(0).unwrap(), &locales, LanguageChoice::Auto);
    let illegal = analysis
        .diagnostics
        .iter()
        .find(|d| d.code == Code::IllegalMove)
        .expect("an illegal move");
    let (_, arg) = illegal.related[0]
        .args
        .iter()
        .find(|(name, _)| *name == "moves")
        .expect("the legal moves");
    let Arg::Moves(moves) = arg else {
        panic!("{arg:?}");
    };
    let en = locales.get("en").unwrap();
    let el = locales.get("el").unwrap();
    assert_eq!(arg.text(en), arg.text(el));
    assert!(arg.text(en).contains("Ιβ5"), "{}", arg.text(en));
    let mut english = Vec::new();
    for m in &moves.moves {
        let mut s = String::new();
        write_move(&moves.before, m, en.letters(), Notation::San, &mut s);
        english.push(s);
    }
    assert!(english.contains(&"Nb5".to_owned()), "{english:?}");
    let message = illegal.related[0].message;
    let shown = forsyth_notation::diagnostic::format_message(en, message, &illegal.related[0].args);
    assert!(shown.contains("Ιβ5"), "{shown}");
}

/// The note after an illegal move says whose legal moves it lists: the
/// piece the reason names ("this piece": the pawn on e2 of `1. e5`), else
/// every piece of the move's kind, named as such in each language (`2.
/// Nd4`, which neither knight reaches; castling, the king's move, whatever
/// piece the reason names), and none where the reason names no piece of
/// the side's own (no queen left, an empty square, the opponent's piece).
#[test]
fn an_illegal_moves_note_says_whose_moves_it_lists() {
    use forsyth_notation::{
        analysis::{LanguageChoice, analyze},
        diagnostic::{Code, Related, format_message},
        tree::SyntaxTree,
    };
    let locales = Locales::embedded();
    let en = locales.get("en").unwrap();
    // The notes of the game's illegal move, read in English.
    let notes = |pgn: &str| {
        let tree = SyntaxTree::parse(pgn.as_bytes());
        let analysis = analyze(&tree.game(0).unwrap(), &locales, LanguageChoice::Fixed(en));
        let illegal = analysis
            .diagnostics
            .iter()
            .find(|d| d.code == Code::IllegalMove)
            .unwrap_or_else(|| panic!("{pgn}: no illegal move"));
        illegal.related.clone()
    };
    let note = |pgn: &str| notes(pgn)[0].clone();
    // A note in each UI language other than English holds its word and
    // `also`.
    let says = |note: &Related, words: [(&str, &str); 8], also: &str| {
        for (tag, word) in words {
            let shown = format_message(locales.get(tag).unwrap(), note.message, &note.args);
            assert!(
                shown.contains(word) && shown.contains(also),
                "{tag}: {shown}"
            );
        }
    };
    let kind = note("1. e4 e5 2. Nd4 *");
    assert_eq!(kind.message, "diag-illegal-move-alternatives-kind");
    assert_eq!(
        format_message(en, kind.message, &kind.args),
        "Legal knight moves: Na3, Nc3, Ne2, Nf3, Nh3."
    );
    let knights = [
        ("de", "Springer"),
        ("el", "ίππων"),
        ("es", "caballos"),
        ("fr", "cavaliers"),
        ("he", "הפרשים"),
        ("it", "Cavalli"),
        ("pt", "cavalos"),
        ("ru", "коней"),
    ];
    says(&kind, knights, "Nf3");
    // Castling is the king's move: its moves, or that it has none, are
    // said of the king, not of "this piece" (the bishop the reason names
    // would be read as it).
    for (pgn, message, shown) in [
        (
            "1. e4 e5 2. O-O *",
            "diag-illegal-move-alternatives-kind",
            "Legal king moves: Ke2.",
        ),
        (
            "1. O-O *",
            "diag-illegal-move-no-alternatives-kind",
            "White has no legal king move.",
        ),
        (
            "1. e5 *",
            "diag-illegal-move-alternatives",
            "Legal moves of this piece: e3, e4.",
        ),
        (
            "1. e4 e5 2. Nbd4 *",
            "diag-illegal-move-alternatives",
            "Legal moves of this piece: Na3, Nc3.",
        ),
        // No knight on the b-file: the knights there are.
        (
            "1. Nc3 e5 2. Nbd4 *",
            "diag-illegal-move-alternatives-kind",
            "Legal knight moves: Nf3, Nh3, Nb1, Na4, Ne4, Nb5, Nd5.",
        ),
    ] {
        let one = note(pgn);
        assert_eq!(one.message, message, "{pgn}");
        assert_eq!(format_message(en, one.message, &one.args), shown, "{pgn}");
        for tag in ["de", "el", "es", "fr", "he", "it", "pt", "ru"] {
            let text = format_message(locales.get(tag).unwrap(), one.message, &one.args);
            assert!(!text.is_empty() && text != shown, "{tag}: {text}");
        }
    }
    // One king: its moves are the king's, not the kings'.
    let king = [
        ("de", "des Königs"),
        ("el", "του βασιλιά"),
        ("es", "del rey"),
        ("fr", "du roi"),
        ("he", "המלך"),
        ("it", "del Re"),
        ("pt", "do rei"),
        ("ru", "короля"),
    ];
    says(&note("1. e4 e5 2. O-O *"), king, "Ke2");
    // A reason that names no piece of the side's own has no note.
    for pgn in [
        "1. e4 e5 2. Qh5 Nc6 3. Qxf7+ Kxf7 4. Qd1 *",
        "1. e4 e5 2. d3d4 *",
        "1. e4 e5 2. e5e4 *",
    ] {
        assert!(notes(pgn).is_empty(), "{pgn}: {:?}", notes(pgn));
    }
}

/// Why a move is illegal, for every kind of reason: each `illegal-*`
/// message formats in every locale, translated, naming the squares English
/// names (the chess behind the reasons is tested in forsyth-core and by
/// the findings fixtures).
#[test]
fn illegal_reasons_read_in_each_language() {
    use forsyth_core::{Checkers, File, LostRight, Origin, Piece, PieceOn, Role::*};
    use forsyth_notation::diagnostic::illegal_message_id;
    let on = |s: &str, color, role| PieceOn {
        square: square(s),
        piece: Piece::new(color, role),
    };
    let one = Checkers {
        first: on("d4", Color::Black, Knight),
        second: None,
    };
    let reasons = [
        None,
        Some(IllegalReason::NoPiece {
            role: Queen,
            origin: Origin::ANY,
        }),
        Some(IllegalReason::NoPiece {
            role: Knight,
            origin: Origin {
                file: Some(File::B),
                rank: None,
            },
        }),
        Some(IllegalReason::NoPiece {
            role: Rook,
            origin: Origin {
                file: None,
                rank: Some(Rank::First),
            },
        }),
        Some(IllegalReason::NoPiece {
            role: Bishop,
            origin: Origin::square(square("c1")),
        }),
        Some(IllegalReason::EmptySquare { from: square("d2") }),
        Some(IllegalReason::OpponentsPiece {
            on: on("g5", Color::Black, Queen),
        }),
        Some(IllegalReason::OwnPiece {
            on: on("e2", Color::White, Bishop),
        }),
        Some(IllegalReason::Unreachable {
            role: Knight,
            from: Some(square("b8")),
            to: square("d5"),
        }),
        Some(IllegalReason::Unreachable {
            role: Knight,
            from: None,
            to: square("f3"),
        }),
        Some(IllegalReason::Blocked {
            role: Queen,
            from: square("d1"),
            to: square("h5"),
            by: on("e2", Color::White, Bishop),
        }),
        Some(IllegalReason::PawnBlocked {
            from: square("h7"),
            to: square("h6"),
            by: on("h6", Color::White, Bishop),
        }),
        Some(IllegalReason::PawnCaptureEmpty {
            from: square("d4"),
            to: square("e5"),
        }),
        Some(IllegalReason::NoEnPassant {
            from: square("e5"),
            to: square("d6"),
            pawn: square("d5"),
        }),
        Some(IllegalReason::NoPromotion {
            role: Pawn,
            from: square("a3"),
            to: square("a4"),
        }),
        Some(IllegalReason::NoPromotion {
            role: Knight,
            from: square("g1"),
            to: square("f3"),
        }),
        Some(IllegalReason::Pinned {
            role: Queen,
            from: square("e2"),
            to: square("a6"),
            pinner: on("e6", Color::Black, Queen),
            king: square("e1"),
        }),
        Some(IllegalReason::InCheck {
            role: Knight,
            from: square("e4"),
            to: square("f6"),
            checkers: one,
        }),
        Some(IllegalReason::InCheck {
            role: Rook,
            from: square("h8"),
            to: square("g8"),
            checkers: Checkers {
                first: on("c1", Color::White, Rook),
                second: Some(on("b5", Color::White, Knight)),
            },
        }),
        Some(IllegalReason::KingAttacked {
            from: square("e2"),
            to: square("f3"),
            attacker: on("d4", Color::Black, Knight),
        }),
        Some(IllegalReason::NoCastlingRight {
            side: CastlingSide::King,
            lost: LostRight::KingMoved { home: square("e8") },
        }),
        Some(IllegalReason::NoCastlingRight {
            side: CastlingSide::King,
            lost: LostRight::RookMoved { home: square("h8") },
        }),
        Some(IllegalReason::NoCastlingRight {
            side: CastlingSide::Queen,
            lost: LostRight::Lost,
        }),
        Some(IllegalReason::CastlingBlocked {
            side: CastlingSide::Queen,
            by: on("d1", Color::White, Queen),
        }),
        Some(IllegalReason::CastlingInCheck {
            side: CastlingSide::King,
            checkers: Checkers {
                first: on("f2", Color::Black, Bishop),
                second: None,
            },
        }),
        Some(IllegalReason::CastlingThroughCheck {
            side: CastlingSide::King,
            square: square("f8"),
            attacker: on("f3", Color::White, Queen),
        }),
        Some(IllegalReason::CastlingIntoCheck {
            side: CastlingSide::Queen,
            square: square("c1"),
            attacker: on("a3", Color::Black, Queen),
        }),
        Some(IllegalReason::PassInCheck { checkers: one }),
    ];
    let mut covered = BTreeSet::new();
    for reason in reasons {
        covered.insert(illegal_message_id(reason.as_ref()).to_owned());
        let arg = Arg::illegal(reason, Color::White, &Letters::english());
        let english = arg.text(locale("en"));
        assert!(!english.contains('{'), "{english}");
        check_translations(&english, |l| arg.text(l));
    }
    let english = &parsed()[0];
    let ids: BTreeSet<String> = english
        .ids
        .iter()
        .filter(|id| id.starts_with("illegal-"))
        .cloned()
        .collect();
    assert_eq!(covered, ids, "every illegal-* message, and only those");
}

/// A language without `messages.ftl` (notation only) shows the interface in
/// English, message by message, with English's plural rules, while its
/// notation words are its own; a language with one shows its own.
#[test]
fn notation_only_languages_speak_english() {
    let english = &parsed()[0];
    let en = locale("en");
    let notation_only: Vec<&Locale> = LOCALES
        .iter()
        .filter(|l| !l.has_interface_messages())
        .collect();
    assert!(notation_only.len() >= 15, "{}", notation_only.len());
    for l in &notation_only {
        assert!(
            !FILES.iter().any(|(tag, _, _)| *tag == l.tag()),
            "{}",
            l.tag()
        );
        for id in &english.ids {
            assert!(!l.has_message(id), "{}: {id}", l.tag());
            for args in combinations(&english.variables(id)).iter().take(4) {
                assert_eq!(
                    l.message(id, Some(args)),
                    en.message(id, Some(args)),
                    "{}: {id}",
                    l.tag()
                );
            }
        }
    }
    let nl = locale("nl");
    assert_eq!(nl.piece_name(Role::Knight), "paard");
    assert_eq!(nl.side_name(Color::Black), "Zwart");
    assert_eq!(
        nl.message("cli-castling-none", None).as_deref(),
        Some("none")
    );
    // The four languages of issue 13 with a whole interface.
    for tag in ["fr", "es", "pt", "ru"] {
        let l = locale(tag);
        assert!(l.has_interface_messages(), "{tag}");
        assert_ne!(
            l.message("cli-castling-none", None),
            en.message("cli-castling-none", None),
            "{tag}"
        );
    }
}
