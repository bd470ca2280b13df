//! Localized Forsyth, unit counts, piece lists and accessible descriptions,
//! through the public API, in the five embedded languages. The 1881 problem
//! of E. Oikonomopoulos (the Greek seed, notation facts §8.5) is the main
//! example: White Ka5 Ra8 Rf1 Bd5 Ne6, Black Ke7, (5+1).

use std::ops::Range;
use std::sync::LazyLock;

use forsyth_core::{Board, Color, Fen, FenErrorKind, Piece, PositionError, Role, Square};
use forsyth_notation::letters::Letters;
use forsyth_notation::locale::{Locale, Locales};
use forsyth_notation::problem::{
    ForsythErrorKind, PieceListErrorKind, UnitCount, accessible_description, localized_fields,
    read_forsyth, read_piece_list, spoken_description, to_localized_board_fen, to_problem_forsyth,
    translate_piece_list, unit_count_in, write_localized_position, write_piece_list,
};
use proptest::prelude::*;

static LOCALES: LazyLock<Locales> = LazyLock::new(Locales::embedded);

const TAGS: [&str; 5] = ["en", "de", "el", "he", "it"];

fn locale(tag: &str) -> &'static Locale {
    LOCALES
        .get(tag)
        .unwrap_or_else(|| panic!("embedded locale {tag} missing"))
}

fn letters(tag: &str) -> &'static Letters {
    locale(tag).letters()
}

fn board(fen: &str) -> Board {
    *Fen::parse_lenient(fen, None)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
        .0
        .board()
}

/// The byte range of the `n`th (from 0) occurrence of `needle` in `text`.
fn nth_span(text: &str, needle: &str, n: usize) -> Range<usize> {
    let start = text
        .match_indices(needle)
        .nth(n)
        .unwrap_or_else(|| panic!("{needle:?} #{n} not in {text:?}"))
        .0;
    start..start + needle.len()
}

fn strip_isolation(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}'))
        .collect()
}

const PROBLEM_1881: &str = "R7/4k3/4N3/K2B4/8/8/8/5R2";
const SEED: &str = "(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

// ---------------------------------------------------------------------------
// Reading localized Forsyth

#[test]
fn the_greek_seed_reads_to_the_fen_with_its_count() {
    let text = read_forsyth(SEED, letters("el")).expect("the seed reads");
    assert_eq!(text.board.board_fen(), PROBLEM_1881);
    let count = text.count.as_ref().expect("the count is read");
    assert_eq!(count.count, UnitCount { white: 5, black: 1 });
    assert_eq!(&SEED[count.span.clone()], "(5+1)");
    assert_eq!(&SEED[count.white_span.clone()], "5");
    assert_eq!(&SEED[count.black_span.clone()], "1");
    assert_eq!(&SEED[text.board_span.clone()], "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2");
    assert!(text.fields.is_empty());
    assert_eq!(text.rest, None);
    assert_eq!(text.english_fen(), PROBLEM_1881);
    // The letter that placed the black king, in the original text.
    let king = text.squares[Square::E7.index()].clone().expect("e7 placed");
    assert_eq!(&SEED[king], "ρ");

    let (position, parsed) = text.position(None).expect("a legal position");
    assert_eq!(position.fen(), format!("{PROBLEM_1881} w - - 0 1"));
    // Core's spans, mapped back into the Greek text.
    let board_field = parsed.spans.fields[0].clone().expect("board field");
    assert_eq!(&SEED[board_field], "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2");
    let a8 = parsed.spans.placed_at(Square::A8).expect("a8");
    assert!(SEED[a8..].starts_with('Π'), "{a8}");
    let f1 = parsed.spans.placed_at(Square::F1).expect("f1");
    assert_eq!(f1, nth_span(SEED, "Π", 1).start);
}

#[test]
fn the_whole_seed_line_leaves_the_stipulation_unread() {
    let line = "(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1) Ματ σε 3 κινήσεις";
    let text = read_forsyth(line, letters("el")).expect("reads");
    assert_eq!(text.board.board_fen(), PROBLEM_1881);
    let rest = text.rest.expect("a stipulation follows");
    assert_eq!(&line[rest], "Ματ σε 3 κινήσεις");
}

#[test]
fn german_and_italian_forsyth_read_to_the_same_board() {
    for (tag, field) in [
        ("de", "T7/4k3/4S3/K2L4/8/8/8/5T2"),
        ("it", "T7/4r3/4C3/R2A4/8/8/8/5T2"),
        ("en", PROBLEM_1881),
        ("el", "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2"),
    ] {
        for written in [
            field.to_owned(),
            format!("({field})"),
            format!("[{field}]"),
            format!("  {field} (5+1)  "),
            format!("{field} ( 5 + 1 )"),
            format!("{field} 5+1"),
        ] {
            let text = read_forsyth(&written, letters(tag))
                .unwrap_or_else(|e| panic!("{tag} {written}: {e:?}"));
            assert_eq!(text.board.board_fen(), PROBLEM_1881, "{tag} {written}");
        }
    }
}

#[test]
fn further_fields_inside_or_after_the_brackets() {
    let el = letters("el");
    for written in [
        "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 b - - 3 40",
        "(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 b - - 3 40) (5+1)",
        "(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) b - - 3 40 (5+1)",
    ] {
        let text = read_forsyth(written, el).unwrap_or_else(|e| panic!("{written}: {e:?}"));
        assert_eq!(text.fields.len(), 5, "{written}");
        assert_eq!(&written[text.fields[0].clone()], "b");
        assert_eq!(text.english_fen(), format!("{PROBLEM_1881} b - - 3 40"));
        let (position, _) = text.position(None).expect("legal");
        assert_eq!(position.fen(), format!("{PROBLEM_1881} b - - 3 40"));
    }
}

#[test]
fn an_en_passant_square_may_use_greek_file_letters() {
    // Black just played d7-d5 next to the white pawn on e5.
    let written = "ρ7/8/8/3σΣ3/8/8/8/4Ρ3 w - δ6 0 2";
    let text = read_forsyth(written, letters("el")).expect("reads");
    assert_eq!(text.english_fen(), "k7/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    let (_, parsed) = text.position(None).expect("legal");
    assert_eq!(parsed.setup.ep_square, Some(Square::D6));
    let ep = parsed.spans.fields[3].clone().expect("ep field");
    assert_eq!(&written[ep], "δ6");
}

#[test]
fn the_language_table_decides_what_a_letter_means() {
    // German Forsyth B/b is the pawn (Bauer), L/l the bishop.
    let text = read_forsyth("4k3/8/8/8/8/8/1b6/4K3", letters("de")).expect("reads");
    assert_eq!(
        text.board.piece_at(Square::B2),
        Some(Piece::new(Color::Black, Role::Pawn))
    );
    assert_eq!(text.english_fen(), "4k3/8/8/8/8/8/1p6/4K3");
    let text = read_forsyth("4k3/1l6/8/8/8/8/1B6/4K3", letters("de")).expect("reads");
    assert_eq!(text.board.board_fen(), "4k3/1b6/8/8/8/8/1P6/4K3");
    // The same characters in English FEN are a bishop.
    let text = read_forsyth("4k3/8/8/8/8/8/1b6/4K3", letters("en")).expect("reads");
    assert_eq!(
        text.board.piece_at(Square::B2),
        Some(Piece::new(Color::Black, Role::Bishop))
    );
    // Italian R is the king, T the rook.
    let text = read_forsyth("r6T/8/8/8/8/8/8/R7", letters("it")).expect("reads");
    assert_eq!(text.board.board_fen(), "k6R/8/8/8/8/8/8/K7");
    // German reads P (its input-only pawn letter) as a pawn too, upper
    // case White (issue 11: no longer refused).
    let text = read_forsyth("4k3/8/8/8/8/8/1P6/4K3", letters("de")).expect("P is a pawn");
    assert_eq!(text.board.board_fen(), "4k3/8/8/8/8/8/1P6/4K3");
    // English has no S: problemists' S for the knight is not read.
    let e = read_forsyth("4k3/8/8/8/8/8/1S6/4K3", letters("en")).expect_err("no S");
    assert_eq!(
        e.kind,
        ForsythErrorKind::UnknownLetter {
            found: 'S',
            looks_like: None
        }
    );
}

#[test]
fn greek_final_sigma_is_a_black_pawn() {
    let text = read_forsyth("4ρ3/8/8/8/8/8/ς7/4Ρ3", letters("el")).expect("reads");
    assert_eq!(text.board.board_fen(), "4k3/8/8/8/8/8/p7/4K3");
    assert_eq!(
        to_localized_board_fen(&text.board, letters("el")).as_deref(),
        Some("4ρ3/8/8/8/8/8/σ7/4Ρ3")
    );
}

#[test]
fn a_wrong_count_names_both_counts_and_points_at_the_wrong_number() {
    let el = letters("el");
    let written = "(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+2)";
    let e = read_forsyth(written, el).expect_err("the count is wrong");
    assert_eq!(
        e.kind,
        ForsythErrorKind::UnitCountMismatch {
            written: UnitCount { white: 5, black: 2 },
            found: UnitCount { white: 5, black: 1 },
        }
    );
    // The black number, the second-last byte: not the `2)` ending the board.
    let black = written.len() - 2;
    assert_eq!(e.span, black..black + 1);
    assert_eq!(&written[e.span.clone()], "2");
    assert_eq!(
        e.to_string(),
        "the unit count says (5+2) but the board has (5+1)"
    );

    let written = "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 ( 7 + 1 )";
    let e = read_forsyth(written, el).expect_err("white is wrong");
    assert_eq!(&written[e.span.clone()], "7");
    assert_eq!(e.span, nth_span(written, "7", 1));

    let written = "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 (6+2)";
    let e = read_forsyth(written, el).expect_err("both are wrong");
    assert_eq!(&written[e.span.clone()], "(6+2)");
}

#[test]
fn malformed_counts() {
    let el = letters("el");
    for (written, bad) in [
        ("Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 (5)", "(5)"),
        ("Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 (5+)", "(5+)"),
        ("Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 (a+1)", "(a+1)"),
        ("Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 (5+1+1)", "(5+1+1)"),
    ] {
        let e = read_forsyth(written, el).expect_err(written);
        assert_eq!(e.kind, ForsythErrorKind::BadUnitCount, "{written}");
        assert_eq!(&written[e.span], bad, "{written}");
    }
    let written = "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 (5+1";
    let e = read_forsyth(written, el).expect_err("unclosed");
    assert_eq!(e.kind, ForsythErrorKind::UnclosedBracket('('));
    assert_eq!(e.span, nth_span(written, "(", 0));
}

#[test]
fn a_latin_p_for_a_greek_rho_is_an_error_on_exactly_that_character() {
    // Latin P (U+0050) where Greek Ρ (U+03A1, the king) was meant.
    let written = "(Π7/4ρ3/4Ι3/P2Α4/8/8/8/5Π2) (5+1)";
    let e = read_forsyth(written, letters("el")).expect_err("Latin P");
    assert_eq!(
        e.kind,
        ForsythErrorKind::UnknownLetter {
            found: 'P',
            looks_like: Some('Ρ')
        }
    );
    // Π is two bytes, ρ Ι Α two bytes each: the byte offset is not the
    // character offset.
    let start = "(Π7/4ρ3/4Ι3/".len();
    assert_eq!(start, 15);
    assert_eq!(e.span, start..start + 1);
    assert_eq!(&written[e.span.clone()], "P");
    assert!(e.to_string().contains("U+03A1"), "{e}");

    // A multi-byte wrong letter: Greek omega is no piece.
    let written = "Π7/4ρ3/4Ω3/Ρ2Α4/8/8/8/5Π2";
    let e = read_forsyth(written, letters("el")).expect_err("omega");
    assert_eq!(&written[e.span.clone()], "Ω");
    assert_eq!(e.span.len(), 2);

    // Latin lower-case p where Greek ρ (the black king) was meant.
    let written = "Π7/4p3/4Ι3/Ρ2Α4/8/8/8/5Π2";
    let e = read_forsyth(written, letters("el")).expect_err("Latin p");
    assert_eq!(
        e.kind,
        ForsythErrorKind::UnknownLetter {
            found: 'p',
            looks_like: Some('ρ')
        }
    );
    assert_eq!(&written[e.span], "p");
}

#[test]
fn board_field_structure_errors_point_into_the_original() {
    let el = letters("el");
    let written = "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/5Π2";
    let e = read_forsyth(written, el).expect_err("seven ranks");
    assert_eq!(e.kind, ForsythErrorKind::RankCount { found: 7 });
    assert_eq!(e.span, 0..written.len());

    let written = "Π7/4ρ3/4Ι3/Ρ2Α5/8/8/8/5Π2";
    let e = read_forsyth(written, el).expect_err("nine squares");
    assert!(
        matches!(e.kind, ForsythErrorKind::RankLength { squares: 9, .. }),
        "{e:?}"
    );
    assert_eq!(&written[e.span], "Ρ2Α5");

    let written = "Π7/4ρ3/4Ι3/Ρ2Α31/8/8/8/5Π2";
    let e = read_forsyth(written, el).expect_err("two digits");
    assert_eq!(e.kind, ForsythErrorKind::ConsecutiveDigits);
    assert_eq!(&written[e.span], "1");

    let written = "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 w - - 0 1 x";
    let e = read_forsyth(written, el).expect_err("seven fields");
    assert_eq!(e.kind, ForsythErrorKind::TooManyFields { found: 7 });
    assert_eq!(&written[e.span], "x");

    let e = read_forsyth("(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2", el).expect_err("unclosed");
    assert_eq!(e.kind, ForsythErrorKind::UnclosedBracket('('));
    assert_eq!(e.span, 0..1);

    for empty in ["", "   ", "()", "[ ]"] {
        let e = read_forsyth(empty, el).expect_err("empty");
        assert_eq!(e.kind, ForsythErrorKind::Empty, "{empty:?}");
    }
}

#[test]
fn core_errors_are_mapped_back_into_the_greek_text() {
    let el = letters("el");
    // A bad side to move.
    let written = "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 x - - 0 1";
    let text = read_forsyth(written, el).expect("the board reads");
    let e = text.position(None).expect_err("bad turn");
    assert_eq!(e.kind, ForsythErrorKind::Fen(FenErrorKind::BadTurn));
    assert_eq!(&written[e.span], "x");

    // Two white kings: core names a square, we give the Greek letter's bytes.
    let written = "Ρ3Ρ3/4ρ3/8/8/8/8/8/8";
    let text = read_forsyth(written, el).expect("the board reads");
    let e = text.position(None).expect_err("two kings");
    assert!(
        matches!(
            e.kind,
            ForsythErrorKind::Fen(FenErrorKind::Position(PositionError::TooManyKings(
                Color::White,
                _
            )))
        ),
        "{e:?}"
    );
    assert_eq!(e.span.len(), 2, "{e:?}");
    assert_eq!(&written[e.span.clone()], "Ρ");
    assert!(e.span == nth_span(written, "Ρ", 0) || e.span == nth_span(written, "Ρ", 1));

    // A position without kings: the whole board field.
    let written = "(Π7/8/8/8/8/8/8/8) (1+0)";
    let text = read_forsyth(written, el).expect("the board reads");
    let e = text.position(None).expect_err("no kings");
    assert_eq!(&written[e.span], "Π7/8/8/8/8/8/8/8");
}

#[test]
fn hebrew_has_no_forsyth() {
    let he = letters("he");
    assert_eq!(to_localized_board_fen(&board(PROBLEM_1881), he), None);
    assert_eq!(to_problem_forsyth(&board(PROBLEM_1881), he), None);
    let e = read_forsyth(PROBLEM_1881, he).expect_err("no letter case");
    assert_eq!(
        e.kind,
        ForsythErrorKind::NoLetterCase {
            lang: "he".to_owned()
        }
    );
    // What Hebrew writes instead.
    assert_eq!(
        write_piece_list(&board(PROBLEM_1881), locale("he")),
        "לבן: מא5, צא8, צו1, רד5, פה6. שחור: מה7."
    );
}

// ---------------------------------------------------------------------------
// Writing localized Forsyth

#[test]
fn writing_the_1881_problem_in_four_languages() {
    let b = board(PROBLEM_1881);
    for (tag, expected) in [
        ("el", "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2"),
        ("de", "T7/4k3/4S3/K2L4/8/8/8/5T2"),
        ("it", "T7/4r3/4C3/R2A4/8/8/8/5T2"),
        ("en", PROBLEM_1881),
    ] {
        assert_eq!(
            to_localized_board_fen(&b, letters(tag)).as_deref(),
            Some(expected),
            "{tag}"
        );
    }
    assert_eq!(to_problem_forsyth(&b, letters("el")).as_deref(), Some(SEED));
    assert_eq!(UnitCount::of(&b).to_string(), "(5+1)");
    assert_eq!(UnitCount::of(&b).get(Color::Black), 1);
}

#[test]
fn writing_pawns_in_each_language() {
    let b = board(START);
    assert_eq!(
        to_localized_board_fen(&b, letters("de")).as_deref(),
        Some("tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST")
    );
    assert_eq!(
        to_localized_board_fen(&b, letters("el")).as_deref(),
        Some("πιαβραιπ/σσσσσσσσ/8/8/8/8/ΣΣΣΣΣΣΣΣ/ΠΙΑΒΡΑΙΠ")
    );
    assert_eq!(
        to_localized_board_fen(&b, letters("it")).as_deref(),
        Some("tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT")
    );
    for tag in ["en", "de", "el", "it"] {
        let written = to_problem_forsyth(&b, letters(tag)).expect("has case");
        assert!(written.ends_with("(16+16)"), "{written}");
        let text = read_forsyth(&written, letters(tag)).expect("reads back");
        assert_eq!(text.board, b, "{tag}");
    }
}

// ---------------------------------------------------------------------------
// Piece lists and accessible descriptions

#[test]
fn the_1881_problem_as_a_piece_list_in_five_languages() {
    let b = board(PROBLEM_1881);
    for (tag, expected) in [
        ("en", "White: Ka5, Ra8, Rf1, Bd5, Ne6. Black: Ke7."),
        ("el", "Λευκά: Ρα5, Πα8, Πζ1, Αδ5, Ιε6. Μαύρα: Ρε7."),
        ("de", "Weiß: Ka5, Ta8, Tf1, Ld5, Se6. Schwarz: Ke7."),
        ("it", "Bianco: Ra5, Ta8, Tf1, Ad5, Ce6. Nero: Re7."),
        ("he", "לבן: מא5, צא8, צו1, רד5, פה6. שחור: מה7."),
    ] {
        assert_eq!(write_piece_list(&b, locale(tag)), expected, "{tag}");
        assert_eq!(accessible_description(&b, locale(tag)), expected, "{tag}");
        assert_eq!(read_piece_list(expected, locale(tag)), Ok(b), "{tag}");
    }
}

#[test]
fn the_start_position_as_a_piece_list() {
    let b = board(START);
    assert_eq!(
        write_piece_list(&b, locale("en")),
        "White: Ke1, Qd1, Ra1, Rh1, Bc1, Bf1, Nb1, Ng1, a2, b2, c2, d2, e2, f2, g2, h2. \
         Black: Ke8, Qd8, Ra8, Rh8, Bc8, Bf8, Nb8, Ng8, a7, b7, c7, d7, e7, f7, g7, h7."
    );
    // Greek newspapers write the pawns after "Στρ." (Rizospastis).
    assert_eq!(
        write_piece_list(&b, locale("el")),
        "Λευκά: Ρε1, Βδ1, Πα1, Πθ1, Αγ1, Αζ1, Ιβ1, Ιη1, Στρ. α2, β2, γ2, δ2, ε2, ζ2, η2, θ2. \
         Μαύρα: Ρε8, Βδ8, Πα8, Πθ8, Αγ8, Αζ8, Ιβ8, Ιη8, Στρ. α7, β7, γ7, δ7, ε7, ζ7, η7, θ7."
    );
    assert_eq!(
        write_piece_list(&b, locale("he")),
        "לבן: מה1, מהד1, צא1, צח1, רג1, רו1, פב1, פז1, א2, ב2, ג2, ד2, ה2, ו2, ז2, ח2. \
         שחור: מה8, מהד8, צא8, צח8, רג8, רו8, פב8, פז8, א7, ב7, ג7, ד7, ה7, ו7, ז7, ח7."
    );
}

#[test]
fn piece_lists_round_trip_on_real_positions() {
    for fen in [START, PROBLEM_1881, KIWIPETE, "8/8/8/8/8/8/8/8"] {
        let b = board_any(fen);
        for tag in TAGS {
            let list = write_piece_list(&b, locale(tag));
            assert!(
                !list.contains(|c| matches!(c, '\u{2066}'..='\u{2069}')),
                "{tag}: {list:?}"
            );
            assert_eq!(read_piece_list(&list, locale(tag)), Ok(b), "{tag}: {list}");
        }
    }
}

/// A board from any placement, legal or not.
fn board_any(fen: &str) -> Board {
    read_forsyth(fen, letters("en"))
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
        .board
}

#[test]
fn an_empty_side_is_a_dash() {
    let b = board_any("8/8/8/8/8/8/8/4K3");
    assert_eq!(write_piece_list(&b, locale("en")), "White: Ke1. Black: —.");
    assert_eq!(
        write_piece_list(&Board::empty(), locale("de")),
        "Weiß: —. Schwarz: —."
    );
    assert_eq!(read_piece_list("White: Ke1. Black: -", locale("en")), Ok(b));
}

#[test]
fn piece_lists_as_people_write_them() {
    let b = board(PROBLEM_1881);
    for (tag, written) in [
        // Without headers: White first, then Black.
        ("en", "Ka5, Ra8, Rf1, Bd5, Ne6. Ke7."),
        ("en", "Ka5 Ra8 Rf1 Bd5 Ne6. Ke7"),
        // Black first, with headers; semicolons; no final dot.
        ("en", "Black: Ke7; White: Ka5; Ra8; Rf1; Bd5; Ne6"),
        ("en", "white: Ka5, Ra8, Rf1, Bd5, Ne6 black: Ke7"),
        // The locale's side-name, capitals without accents, Latin files.
        ("el", "τα λευκά: Ρα5, Πα8, Πζ1, Αδ5, Ιε6. τα μαύρα: Ρε7."),
        ("el", "ΛΕΥΚΑ: Ρa5, Πa8, Πf1, Αd5, Ιe6. ΜΑΥΡΑ: Ρe7."),
        // English headers in any language.
        ("de", "White: Ka5, Ta8, Tf1, Ld5, Se6. Black: Ke7."),
        ("it", "il Bianco: Ra5, Ta8, Tf1, Ad5, Ce6. il Nero: Re7."),
        // Hebrew: hyphens, Latin files, bidi marks around the text.
        (
            "he",
            "\u{200F}לבן: מ-א5, צ-א8, צו1, רd5, פ-ה6. שחור: מה7.\u{200F}",
        ),
        (
            "he",
            "\u{2067}לבן\u{2069}: מא5, צא8, צו1, רד5, פה6. \u{2067}שחור\u{2069}: מה7.",
        ),
    ] {
        assert_eq!(
            read_piece_list(written, locale(tag)),
            Ok(b),
            "{tag}: {written}"
        );
    }
}

/// The Slovak columns' lists (rubriky.soks.sk): `b.` and `č.` for the
/// sides, each side's count, as a number or with a word (`(5 kameňov)`),
/// and the count of both sides printed with a dash before the list.
#[test]
fn slovak_lists_as_the_columns_print_them() {
    let sk = locale("sk");
    // Obzor, 12. 1. 1978.
    let obzor = "b. Ka2, Dg2, Sg5 (3), č. Ke1, Pd2, g6 (3).";
    let b = read_piece_list(obzor, sk).expect("reads");
    assert_eq!(b.board_fen(), "8/8/6p1/6B1/8/8/K2p2Q1/4k3");
    // Pionierske noviny, 19. 12. 1962.
    let pn = "b. Kg8, De3, Vd6, Sd8, Jf6, Pg2 (6 kameňov), \
              č. Kf5, Da4, Jh4, Pc6, Pd5, Pg6 (6 kameňov).";
    let b = read_piece_list(pn, sk).expect("reads");
    assert_eq!(b.board_fen(), "3B2K1/8/2pR1Np1/3p1k2/q6n/4Q3/6P1/8");
    // Both sides' count in a list is read past, and found by
    // `unit_count_in` (Obzor, 1978: `Mat 2. ťahom (3–3)`).
    let b2 = read_piece_list("b. Ka2, Dg2, Sg5, č. Ke1, Pd2, g6 (3+3)", sk).expect("reads");
    assert_eq!(b2.board_fen(), "8/8/6p1/6B1/8/8/K2p2Q1/4k3");
    let count = unit_count_in("Mat 2. ťahom (3–3)Kontrolná notácia:").expect("a count");
    assert_eq!((count.count.white, count.count.black), (3, 3));
    let count = unit_count_in("Mat 2. ťahom (7+3=10)Kontrolná").expect("a count");
    assert_eq!((count.count.white, count.count.black), (7, 3));
    // A span of years is no count.
    assert!(unit_count_in("(1857–1932)").is_none());
    // Translated, the abbreviations stay abbreviations, lower case.
    assert_eq!(
        translate_piece_list(obzor, sk, locale("de")).as_deref(),
        Some("w. Ka2, Dg2, Lg5 (3), s. Ke1, d2, g6 (3).")
    );
}

/// The Greek chess federation's magazine (chess.gr/eso-mag/vol61/gam.html,
/// Ναβροζίδης – Μαγγιάς): the sides' headers abbreviated with an asterisk
/// (`Λ*`, `Μ*`, the first piece glued to White's), the pieces apart by
/// slashes. As printed, a white knight and a white pawn stand on e4: the
/// list is read whole, and that is its error, not some other board.
#[test]
fn greek_lists_with_asterisks_and_slashes() {
    let el = locale("el");
    let printed = "Λ*Ρη1/Βδ3/Πα7/Πε1/Ιε4/γ3/ε4/ζ2/η2/θ3\n  Μ* Ρη8/Βδ5/Πγ8/Πε8/Αη7/β5/γ6/ζ5/η4/θ5.";
    let e = read_piece_list(printed, el).expect_err("e4 twice");
    let PieceListErrorKind::SquareTwice { square, first } = e.kind else {
        panic!("{e:?}");
    };
    assert_eq!(square, Square::E4);
    assert_eq!(&printed[first], "Ιε4");
    assert_eq!(&printed[e.span], "ε4");
    // Without the pawn, each side reads with its own pieces.
    let black_only = "Μ* Ρη8/Βδ5/Πγ8/Πε8/Αη7/β5/γ6/ζ5/η4/θ5. Λ*Ρη1/Βδ3";
    let b = read_piece_list(black_only, el).expect("reads");
    assert_eq!(b.board_fen(), "2r1r1k1/6b1/2p5/1p1q1p1p/6p1/3Q4/8/6K1");
    // Translated, the abbreviation is no word of English: the header is
    // written whole, with its colon, and the slashes stay.
    assert_eq!(
        translate_piece_list(printed, el, locale("en")).as_deref(),
        Some(
            "White: Kg1/Qd3/Ra7/Re1/Ne4/c3/e4/f2/g2/h3\n  Black: Kg8/Qd5/Rc8/Re8/Bg7/b5/c6/f5/g4/h5."
        )
    );
}

#[test]
fn pawns_words_letters_and_counts() {
    // The Greek newspaper's form, with the count of White's units.
    let written = "Λευκά: Ρδ7, Βθ8, Στρ. δ3, θ7 (4). Μαύρα: Ρα1.";
    let b = read_piece_list(written, locale("el")).expect("reads");
    assert_eq!(b.board_fen(), "7Q/3K3P/8/8/8/3P4/8/k7");
    // Without the dot, and the Forsyth pawn letter Σ.
    let b2 =
        read_piece_list("Λευκά: Ρδ7, Βθ8, Στρ δ3, Σθ7. Μαύρα: Ρα1.", locale("el")).expect("reads");
    assert_eq!(b2, b);
    // A wrong count.
    let written = "Λευκά: Ρδ7, Βθ8, Στρ. δ3, θ7 (5). Μαύρα: Ρα1.";
    let e = read_piece_list(written, locale("el")).expect_err("count");
    assert_eq!(
        e.kind,
        PieceListErrorKind::CountMismatch {
            color: Color::White,
            written: 5,
            found: 4
        }
    );
    assert_eq!(&written[e.span], "(5)");
    // German B is a pawn (the Forsyth letter), English B a bishop.
    let de = read_piece_list("Weiß: Kg1, Ba2. Schwarz: Kg8.", locale("de")).expect("reads");
    assert_eq!(
        de.piece_at(Square::A2),
        Some(Piece::new(Color::White, Role::Pawn))
    );
    let en = read_piece_list("White: Kg1, Ba2. Black: Kg8.", locale("en")).expect("reads");
    assert_eq!(
        en.piece_at(Square::A2),
        Some(Piece::new(Color::White, Role::Bishop))
    );
    let en = read_piece_list("White: Kg1, Pa2. Black: Kg8.", locale("en")).expect("reads");
    assert_eq!(
        en.piece_at(Square::A2),
        Some(Piece::new(Color::White, Role::Pawn))
    );
}

#[test]
fn piece_list_errors_have_spans() {
    let en = locale("en");
    let he = locale("he");

    let written = "White: Ka5, Xa8. Black: Ke7.";
    let e = read_piece_list(written, en).expect_err("X");
    assert_eq!(e.kind, PieceListErrorKind::UnknownPiece("X".to_owned()));
    assert_eq!(&written[e.span], "X");

    let written = "לבן: מא5, קא8. שחור: מה7.";
    let e = read_piece_list(written, he).expect_err("ק");
    assert_eq!(e.kind, PieceListErrorKind::UnknownPiece("ק".to_owned()));
    assert_eq!(e.span, nth_span(written, "ק", 0));

    let written = "White: Ka5, Ra9. Black: Ke7.";
    let e = read_piece_list(written, en).expect_err("a9");
    assert_eq!(e.kind, PieceListErrorKind::BadSquare("a9".to_owned()));
    assert_eq!(&written[e.span], "a9");

    let written = "White: Ka5, R. Black: Ke7.";
    let e = read_piece_list(written, en).expect_err("no square");
    assert_eq!(&written[e.span], "R");

    let written = "White: Ka5, Ra8. Black: Ke7, Na8.";
    let e = read_piece_list(written, en).expect_err("a8 twice");
    assert_eq!(
        e.kind,
        PieceListErrorKind::SquareTwice {
            square: Square::A8,
            first: nth_span(written, "Ra8", 0)
        }
    );
    assert_eq!(&written[e.span], "Na8");

    let written = "White: Ka5, Ra8.";
    let e = read_piece_list(written, en).expect_err("no black");
    assert_eq!(e.kind, PieceListErrorKind::MissingSide(Color::Black));
    assert_eq!(e.span, written.len()..written.len());

    let written = "Black: Ke7. Black: Ka5.";
    let e = read_piece_list(written, en).expect_err("black twice");
    assert_eq!(e.kind, PieceListErrorKind::SideTwice(Color::Black));
    assert_eq!(e.span, nth_span(written, "Black", 1));

    let written = "Ka5. Ke7. Kh1.";
    let e = read_piece_list(written, en).expect_err("three parts");
    assert_eq!(e.kind, PieceListErrorKind::TooManySides);
    assert_eq!(&written[e.span], "Kh1");

    let e = read_piece_list("  ", en).expect_err("empty");
    assert_eq!(e.kind, PieceListErrorKind::Empty);
    let e = read_piece_list("White: Ka5 (x). Black: Ke7.", en).expect_err("count");
    assert_eq!(e.kind, PieceListErrorKind::BadCount);
    let e = read_piece_list("White: Ka5 (1. Black: Ke7.", en).expect_err("unclosed");
    assert_eq!(e.kind, PieceListErrorKind::UnclosedBracket);
}

#[test]
fn the_accessible_one_liner_of_the_1881_problem() {
    let b = board(PROBLEM_1881);
    assert_eq!(
        accessible_description(&b, locale("en")),
        "White: Ka5, Ra8, Rf1, Bd5, Ne6. Black: Ke7."
    );
    assert_eq!(
        accessible_description(&b, locale("el")),
        "Λευκά: Ρα5, Πα8, Πζ1, Αδ5, Ιε6. Μαύρα: Ρε7."
    );
    assert_eq!(
        accessible_description(&b, locale("de")),
        "Weiß: Ka5, Ta8, Tf1, Ld5, Se6. Schwarz: Ke7."
    );
    assert_eq!(
        accessible_description(&b, locale("it")),
        "Bianco: Ra5, Ta8, Tf1, Ad5, Ce6. Nero: Re7."
    );
    assert_eq!(
        accessible_description(&b, locale("he")),
        "לבן: מא5, צא8, צו1, רד5, פה6. שחור: מה7."
    );
}

#[test]
fn the_spoken_description_of_the_1881_problem() {
    let b = board(PROBLEM_1881);
    for (tag, expected) in [
        (
            "en",
            "White king on a5, white rook on a8, white rook on f1, white bishop on d5, \
             white knight on e6, black king on e7.",
        ),
        (
            "de",
            "Weißer König auf a5, weißer Turm auf a8, weißer Turm auf f1, weißer Läufer auf d5, \
             weißer Springer auf e6, schwarzer König auf e7.",
        ),
        (
            "el",
            "Λευκός βασιλιάς στο α5, λευκός πύργος στο α8, λευκός πύργος στο ζ1, \
             λευκός αξιωματικός στο δ5, λευκός ίππος στο ε6, μαύρος βασιλιάς στο ε7.",
        ),
        (
            "it",
            "Re bianco in a5, Torre bianca in a8, Torre bianca in f1, Alfiere bianco in d5, \
             Cavallo bianco in e6, Re nero in e7.",
        ),
        (
            "he",
            "מלך לבן ב־א5, צריח לבן ב־א8, צריח לבן ב־ו1, רץ לבן ב־ד5, פרש לבן ב־ה6, \
             מלך שחור ב־ה7.",
        ),
    ] {
        let spoken = spoken_description(&b, locale(tag));
        assert_eq!(strip_isolation(&spoken), expected, "{tag}");
    }
    // UI text: the placeables are isolated (FSI … PDI), the list is not.
    let spoken = spoken_description(&b, locale("he"));
    assert!(spoken.contains("\u{2068}א5\u{2069}"), "{spoken:?}");
    // Agreement with feminine and neuter nouns.
    let queen_and_pawn = board_any("4k3/8/8/8/8/8/P7/3QK3");
    assert_eq!(
        strip_isolation(&spoken_description(&queen_and_pawn, locale("el"))),
        "Λευκός βασιλιάς στο ε1, λευκή βασίλισσα στο δ1, λευκό πιόνι στο α2, \
         μαύρος βασιλιάς στο ε8."
    );
    assert_eq!(
        strip_isolation(&spoken_description(&queen_and_pawn, locale("he"))),
        "מלך לבן ב־ה1, מלכה לבנה ב־ד1, רגלי לבן ב־א2, מלך שחור ב־ה8."
    );
    assert_eq!(
        strip_isolation(&spoken_description(&Board::empty(), locale("en"))),
        "Empty board."
    );
    assert_eq!(
        strip_isolation(&spoken_description(&Board::empty(), locale("it"))),
        "Scacchiera vuota."
    );
}

// ---------------------------------------------------------------------------
// Properties

/// A board with up to 12 pieces on random squares (later ones replace
/// earlier ones), legal or not.
fn random_board() -> impl Strategy<Value = Board> {
    prop::collection::vec((0u32..64, 0usize..2, 0usize..6), 0..12).prop_map(|placements| {
        let mut b = Board::empty();
        for (sq, color, role) in placements {
            b.set_piece_at(
                Square::new(sq),
                Piece::new(Color::ALL[color], Role::ALL[role]),
            );
        }
        b
    })
}

proptest! {
    #[test]
    fn random_boards_round_trip_through_piece_lists(b in random_board()) {
        for tag in TAGS {
            let list = write_piece_list(&b, locale(tag));
            prop_assert_eq!(read_piece_list(&list, locale(tag)), Ok(b), "{} {}", tag, list);
        }
    }

    #[test]
    fn random_boards_round_trip_through_localized_forsyth(b in random_board()) {
        for tag in ["en", "de", "el", "it"] {
            let written = to_problem_forsyth(&b, letters(tag)).expect("has case");
            let text = read_forsyth(&written, letters(tag));
            prop_assert!(text.is_ok(), "{} {}: {:?}", tag, written, text);
            let text = text.expect("checked");
            prop_assert_eq!(text.board, b);
            prop_assert_eq!(text.count.as_ref().map(|c| c.count), Some(UnitCount::of(&b)));
            prop_assert_eq!(text.english_fen(), b.board_fen());
        }
    }

    #[test]
    fn any_text_is_read_without_panicking(text in "\\PC{0,40}") {
        for tag in TAGS {
            if let Ok(read) = read_forsyth(&text, letters(tag)) {
                let _ = read.position(None);
            }
            let _ = read_piece_list(&text, locale(tag));
        }
    }

    #[test]
    fn near_forsyth_text_is_read_without_panicking(
        text in "[(\\[ ]?[ΠρΙΑΣσςPpKk1-9/ +()αδ\\-]{0,40}"
    ) {
        for tag in TAGS {
            match read_forsyth(&text, letters(tag)) {
                Ok(read) => {
                    if let Err(e) = read.position(None) {
                        prop_assert!(text.get(e.span.clone()).is_some(), "{:?}", e);
                    }
                }
                Err(e) => prop_assert!(text.get(e.span.clone()).is_some(), "{:?}", e),
            }
            if let Err(e) = read_piece_list(&text, locale(tag)) {
                prop_assert!(text.get(e.span.clone()).is_some(), "{:?}", e);
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Every field kept (issue 11, item 7)

/// The 1881 problem with Black to move and counters, and the game position
/// after 1. e4 c5 (castling rights, en passant square c6).
const FIELDED: [&str; 2] = [
    "R7/4k3/4N3/K2B4/8/8/8/5R2 b - - 3 40",
    "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
];

#[test]
fn localized_positions_keep_their_fields_and_read_back() {
    for fen in FIELDED {
        let (pos, _) = Fen::parse_strict(fen, None).expect("legal");
        for tag in ["en", "de", "el", "it"] {
            let text = write_localized_position(&pos, locale(tag), 5);
            let read = read_forsyth(&text, letters(tag)).expect(&text);
            assert_eq!(read.fields.len(), 5, "{tag}: {text}");
            let (back, _) = read.position(None).expect(&text);
            assert_eq!(back.fen(), fen, "{tag}: {text}");
            // Fewer fields: the first ones, then the defaults of lenient FEN.
            let two = write_localized_position(&pos, locale(tag), 2);
            assert_eq!(two.split(' ').count(), 3, "{two}");
            assert_eq!(
                read_forsyth(&two, letters(tag)).expect(&two).fields.len(),
                2
            );
        }
    }
    let (sicilian, _) = Fen::parse_strict(FIELDED[1], None).expect("legal");
    assert_eq!(
        localized_fields(&sicilian, letters("el"), 5),
        ["w", "KQkq", "γ6", "0", "2"]
    );
    assert_eq!(
        localized_fields(&sicilian, letters("he"), 3),
        ["w", "KQkq", "ג6"]
    );
    assert_eq!(localized_fields(&sicilian, letters("de"), 9).len(), 5);
    // Hebrew: the piece list, then the fields.
    let (problem, _) = Fen::parse_strict(FIELDED[0], None).expect("legal");
    assert_eq!(
        write_localized_position(&problem, locale("he"), 5),
        "לבן: מא5, צא8, צו1, רד5, פה6. שחור: מה7. b - - 3 40"
    );
    assert_eq!(
        write_localized_position(&problem, locale("he"), 0),
        "לבן: מא5, צא8, צו1, רד5, פה6. שחור: מה7."
    );
    // No fields: the problemists' form.
    assert_eq!(
        write_localized_position(&problem, locale("de"), 0),
        "T7/4k3/4S3/K2L4/8/8/8/5T2 (5+1)"
    );
}

#[test]
fn german_reads_p_and_b_pawns_and_writes_b() {
    // The Greek seed lists P for German pawns, German problem books B
    // (notation facts §1.1): both read, in both cases, even mixed.
    let de = letters("de");
    let b = "tsldklst/bb1bbbbb/8/2b5/4B3/8/BBBB1BBB/TSLDKLST w KQkq c6 0 2";
    let p = "tsldklst/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/TSLDKLST w KQkq c6 0 2";
    let mixed = "tsldklst/pb1pbpbp/8/2b5/4P3/8/BPBP1PBP/TSLDKLST w KQkq c6 0 2";
    for text in [b, p, mixed] {
        let read = read_forsyth(text, de).expect(text);
        assert_eq!(read.english_fen(), FIELDED[1], "{text}");
    }
    let board = read_forsyth(p, de).expect("P pawns").board;
    assert_eq!(
        to_localized_board_fen(&board, de).as_deref(),
        Some("tsldklst/bb1bbbbb/8/2b5/4B3/8/BBBB1BBB/TSLDKLST")
    );
    // The other languages have one pawn letter: German's P is no Greek
    // letter (it looks like the Greek king Ρ), and Italian has no B.
    let greek = read_forsyth("8/8/8/8/8/8/P7/Ρ6ρ", letters("el")).unwrap_err();
    assert!(matches!(
        greek.kind,
        ForsythErrorKind::UnknownLetter {
            found: 'P',
            looks_like: Some('Ρ')
        }
    ));
    assert!(read_forsyth("4r3/8/8/8/8/8/B7/4R3", letters("it")).is_err());
}
