//! Descriptive notation (issue 14, part 2): English `P-K4` and Spanish
//! `P4R` read against the position, written with the fewest qualifiers,
//! games from books translated to algebraic notation.

use forsyth_core::{Fen, Position};
use forsyth_notation::{
    analysis::{Analysis, LanguageChoice},
    descriptive::{Descriptive, Marks, Resolution},
    diagnostic::Code,
    locale::Locales,
    translate::translate_text,
    word::Check,
    write::{Notation, Target, move_to_string},
};

fn locales() -> &'static Locales {
    use std::sync::OnceLock;
    static L: OnceLock<Locales> = OnceLock::new();
    L.get_or_init(Locales::embedded)
}

fn table(lang: &str) -> Descriptive {
    Descriptive::of(locales().get(lang).unwrap()).expect("descriptive table")
}

/// The marks of a move that gives `check`, with no en passant mark.
fn marks(check: Check) -> Marks {
    Marks {
        check,
        en_passant: false,
    }
}

fn position(fen: &str) -> Position {
    Fen::parse_lenient(fen, None).unwrap().0
}

/// The SAN of what `word` names in `fen`, or what went wrong.
fn read(lang: &str, fen: &str, word: &str) -> Result<String, Resolution> {
    let pos = position(fen);
    match table(lang).resolve(word, &pos) {
        Resolution::Move(mv, _) => Ok(move_to_string(
            &pos,
            &mv,
            &forsyth_notation::letters::Letters::english(),
            Notation::San,
        )),
        other => Err(other),
    }
}

/// The SAN of every candidate of an ambiguous word.
fn candidates(lang: &str, fen: &str, word: &str) -> Vec<String> {
    let pos = position(fen);
    match table(lang).resolve(word, &pos) {
        Resolution::Ambiguous(moves) => {
            let mut out: Vec<String> = moves
                .iter()
                .map(|mv| {
                    move_to_string(
                        &pos,
                        mv,
                        &forsyth_notation::letters::Letters::english(),
                        Notation::San,
                    )
                })
                .collect();
            out.sort();
            out
        }
        other => panic!("{word}: not ambiguous: {other:?}"),
    }
}

/// A game's text translated to SAN, and its analyses.
fn to_san(pgn: &str, from: LanguageChoice<'_>) -> (String, Vec<Analysis>) {
    let target = Target {
        locale: locales().get("en").unwrap(),
        notation: Some(Notation::San),
        isolate: false,
        comments: Default::default(),
    };
    let (out, analyses) = translate_text(pgn.as_bytes(), locales(), from, &target);
    (String::from_utf8(out).unwrap(), analyses)
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const START_BLACK: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

#[test]
fn ranks_are_counted_from_the_movers_side() {
    assert_eq!(read("en", START, "P-K4").unwrap(), "e4");
    assert_eq!(read("en", START_BLACK, "P-K4").unwrap(), "e5");
    assert_eq!(read("en", START, "N-KB3").unwrap(), "Nf3");
    assert_eq!(read("en", START_BLACK, "N-KB3").unwrap(), "Nf6");
    assert_eq!(read("en", START, "Kt-QB3").unwrap(), "Nc3");
    assert_eq!(read("en", START_BLACK, "P-QB4").unwrap(), "c5");
    assert_eq!(read("es", START, "P4R").unwrap(), "e4");
    assert_eq!(read("es", START_BLACK, "P4R").unwrap(), "e5");
    assert_eq!(read("es", START, "C3AR").unwrap(), "Nf3");
    assert_eq!(read("es", START_BLACK, "C3AD").unwrap(), "Nc6");
}

#[test]
fn a_file_without_its_wing_is_resolved_by_legality() {
    // Only the king's knight can reach a B3 square? No: both can, each its
    // own (c3 and f3): `N-B3` is ambiguous, `N-KB3` is not.
    assert_eq!(candidates("en", START, "N-B3"), ["Nc3", "Nf3"]);
    assert_eq!(candidates("en", START_BLACK, "N-B3"), ["Nc6", "Nf6"]);
    assert_eq!(candidates("es", START, "C3A"), ["Nc3", "Nf3"]);
    // With the queen's knight gone, one knight can go to a B3 square.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1";
    assert_eq!(read("en", fen, "N-B3").unwrap(), "Nf3");
    let fen = "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1";
    assert_eq!(read("en", fen, "N-B3").unwrap(), "Nf6");
}

#[test]
fn captures_name_the_piece_taken() {
    // 1. e4 d5: White's pawn takes, Black's queen takes back.
    let fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    assert_eq!(read("en", fen, "PxP").unwrap(), "exd5");
    assert_eq!(read("en", fen, "P×P").unwrap(), "exd5");
    assert_eq!(read("es", fen, "PxP").unwrap(), "exd5");
    let fen = "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2";
    assert_eq!(read("en", fen, "QxP").unwrap(), "Qxd5");
    assert_eq!(read("es", fen, "DxP").unwrap(), "Qxd5");
    // A pawn that can take two pawns: `PxP` is ambiguous, `PxQP` and
    // `PxKBP` are not.
    let fen = "rnbqkbnr/pp2p1pp/8/2ppPp2/4P3/8/PPPP2PP/RNBQKBNR w KQkq - 0 1";
    let fen = &fen.replace("2ppPp2/4P3", "3p1p2/4P3");
    assert_eq!(candidates("en", fen, "PxP"), ["exd5", "exf5"]);
    assert_eq!(read("en", fen, "PxQP").unwrap(), "exd5");
    assert_eq!(read("en", fen, "PxKBP").unwrap(), "exf5");
    assert_eq!(read("en", fen, "PxBP").unwrap(), "exf5");
    // Spanish writes the file after the piece: `PxPD`, `PxPAR`.
    assert_eq!(candidates("es", fen, "PxP"), ["exd5", "exf5"]);
    assert_eq!(read("es", fen, "PxPD").unwrap(), "exd5");
    assert_eq!(read("es", fen, "PxPAR").unwrap(), "exf5");
    // Two pawns can take one: the mover's file tells them apart.
    let fen = "rnbqkbnr/ppp1pppp/8/3p4/2P1P3/8/PP1P1PPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(candidates("en", fen, "PxP"), ["cxd5", "exd5"]);
    assert_eq!(read("en", fen, "KPxP").unwrap(), "exd5");
    assert_eq!(read("en", fen, "BPxP").unwrap(), "cxd5");
    assert_eq!(read("en", fen, "QBPxP").unwrap(), "cxd5");
    assert_eq!(read("es", fen, "PRxP").unwrap(), "exd5");
    assert_eq!(read("es", fen, "PADxP").unwrap(), "cxd5");
    // The same for Black.
    let fen = "rnbqkbnr/pp1p1ppp/8/2p1p3/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1";
    assert_eq!(candidates("en", fen, "PxP"), ["cxd4", "exd4"]);
    assert_eq!(read("en", fen, "KPxP").unwrap(), "exd4");
    assert_eq!(read("en", fen, "BPxP").unwrap(), "cxd4");
    // `BxN`, `RxRch`, `QxQP`.
    let fen = "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    assert_eq!(read("en", fen, "RxRch").unwrap(), "Rxa8+");
    let fen = "4k3/8/8/8/8/2n5/8/4KB2 w - - 0 1";
    assert_eq!(read("en", fen, "B-Q3").unwrap(), "Bd3");
    let fen = "4k3/8/8/8/8/2n5/3B4/4K3 w - - 0 1";
    assert_eq!(read("en", fen, "BxN").unwrap(), "Bxc3");
    let fen = "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1";
    assert_eq!(read("en", fen, "QxQP").unwrap(), "Qxd5");
    assert_eq!(read("en", fen, "QxP").unwrap(), "Qxd5");
}

#[test]
fn en_passant_and_promotion() {
    // 1. e4 Nf6 2. e5 d5: exd6 e.p.
    let fen = "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
    assert_eq!(read("en", fen, "PxP e.p.").unwrap(), "exd6");
    assert_eq!(read("en", fen, "PxPe.p.").unwrap(), "exd6");
    // Black: ...dxe3 e.p.
    let fen = "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1";
    assert_eq!(read("en", fen, "PxP e.p.").unwrap(), "dxe3");
    assert_eq!(read("es", fen, "PxP").unwrap(), "dxe3");
    let fen = "8/4P2k/8/8/8/8/8/K7 w - - 0 1";
    assert_eq!(read("en", fen, "P-K8(Q)").unwrap(), "e8=Q");
    assert_eq!(read("en", fen, "P-K8=Q").unwrap(), "e8=Q");
    assert_eq!(read("en", fen, "P-K8(N)").unwrap(), "e8=N");
    assert_eq!(read("es", fen, "P8R=D").unwrap(), "e8=Q");
    assert_eq!(read("en", fen, "P-K8"), Err(Resolution::MissingPromotion));
    let fen = "k7/8/8/8/8/8/3p4/7K b - - 0 1";
    assert_eq!(read("en", fen, "P-Q8(Q)").unwrap(), "d1=Q+");
    assert_eq!(read("es", fen, "P8D=D").unwrap(), "d1=Q+");
}

#[test]
fn qualifiers_of_the_moving_piece() {
    // Rooks on a1 and f1, both can go to d1.
    let fen = "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1";
    assert_eq!(candidates("en", fen, "R-Q1"), ["Rad1", "Rfd1"]);
    assert_eq!(read("en", fen, "KR-Q1").unwrap(), "Rfd1");
    assert_eq!(read("en", fen, "QR-Q1").unwrap(), "Rad1");
    // Rooks on d1 and d5, both can go to d3: rank or square after the piece.
    let fen = "6k1/8/8/3R4/8/8/8/3R2K1 w - - 0 1";
    assert_eq!(candidates("en", fen, "R-Q3"), ["R1d3", "R5d3"]);
    assert_eq!(read("en", fen, "R(1)-Q3").unwrap(), "R1d3");
    assert_eq!(read("en", fen, "R/5-Q3").unwrap(), "R5d3");
    assert_eq!(read("en", fen, "R(Q5)-Q3").unwrap(), "R5d3");
    // Black's rooks on d8 and d4: ranks counted from Black's side.
    let fen = "3r2k1/8/8/8/3r4/8/8/6K1 b - - 0 1";
    assert_eq!(read("en", fen, "R(1)-Q3").unwrap(), "R8d6");
    assert_eq!(read("en", fen, "R/5-Q3").unwrap(), "R4d6");
    assert_eq!(read("en", fen, "R(Q5)-Q3").unwrap(), "R4d6");
    // Knights on d2 and g1, both to f3: `N(Q2)-B3`, `N/1-B3`, `KN-B3`.
    let fen = "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1";
    assert_eq!(candidates("en", fen, "N-KB3"), ["Ndf3", "Ngf3"]);
    assert_eq!(read("en", fen, "N(Q2)-B3").unwrap(), "Ndf3");
    assert_eq!(read("en", fen, "N/1-KB3").unwrap(), "Ngf3");
    assert_eq!(read("en", fen, "KN-B3").unwrap(), "Ngf3");
    assert_eq!(read("en", fen, "QN-B3").unwrap(), "Ndf3");
    // Black's knights on b8 and e7, both to c6 (QB3), counted from
    // Black's side.
    let fen = "1n2k3/4n3/8/8/8/8/8/4K3 b - - 0 1";
    assert_eq!(candidates("en", fen, "N-QB3"), ["Nbc6", "Nec6"]);
    assert_eq!(read("en", fen, "N(K2)-B3").unwrap(), "Nec6");
    assert_eq!(read("en", fen, "N/2-B3").unwrap(), "Nec6");
    assert_eq!(read("en", fen, "N(1)-B3").unwrap(), "Nbc6");
    assert_eq!(read("en", fen, "QN-B3").unwrap(), "Nbc6");
    assert_eq!(read("en", fen, "KN-B3").unwrap(), "Nec6");
    // Bishops told apart by their squares' colour: White's king's bishop
    // runs on light squares.
    let fen = "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1";
    assert_eq!(read("en", fen, "KB-Q3").unwrap(), "Bd3");
    let fen = "4k3/8/8/8/8/8/8/1B2KB2 w - - 0 1";
    assert_eq!(candidates("en", fen, "B-Q3"), ["Bbd3", "Bfd3"]);
    // Spanish: `TR1D`, the king's rook.
    let fen = "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1";
    assert_eq!(read("es", fen, "TR1D").unwrap(), "Rfd1");
    assert_eq!(read("es", fen, "TD1D").unwrap(), "Rad1");
}

/// `fen` seen from the other side: the board turned over, the colours of
/// its pieces swapped, the other side to move.
fn mirrored(fen: &str) -> String {
    let swap = |c: char| {
        if c.is_ascii_uppercase() {
            c.to_ascii_lowercase()
        } else {
            c.to_ascii_uppercase()
        }
    };
    let parts: Vec<&str> = fen.split(' ').collect();
    let board: Vec<String> = parts[0]
        .split('/')
        .rev()
        .map(|row| row.chars().map(swap).collect())
        .collect();
    let turn = if parts[1] == "w" { "b" } else { "w" };
    let mut castling: Vec<char> = parts[2].chars().map(swap).collect();
    castling.sort_unstable();
    let castling: String = castling.into_iter().collect();
    let en_passant = match parts[3].as_bytes() {
        [file, rank] => format!("{}{}", *file as char, (b'1' + b'8' - rank) as char),
        _ => "-".to_owned(),
    };
    format!("{} {turn} {castling} {en_passant} 0 1", board.join("/"))
}

/// A SAN seen from the other side: each rank `r` is `9 - r`.
fn mirrored_san(san: &str) -> String {
    san.chars()
        .map(|c| match c {
            '1'..='8' => (b'1' + b'8' - c as u8) as char,
            _ => c,
        })
        .collect()
}

/// Every form the issue names, English `P-K4`, `N-KB3`, `QxP`, `B-N5ch`,
/// `PxP e.p.`, `O-O`, `R(1)-Q1`, `KR-Q1`, `N/4-B5`, `P-K8(Q)`, `mate` and
/// Spanish `P4R`, `C3AR`, `AxC`, `P8D=D`, read for White and, the same
/// word in the position turned over, for Black: descriptive squares are
/// counted from the mover's side, so the word is the same and the move the
/// mirror image. Words that fit several moves (`N-B3`, `PxP`, Spanish
/// `C3A`) are reported with the candidates, for both sides alike.
#[test]
fn every_form_of_the_issue_for_white_and_black() {
    let forms: &[(&str, &str, &str, &str)] = &[
        ("en", START, "P-K4", "e4"),
        ("en", START, "N-KB3", "Nf3"),
        ("en", "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", "QxP", "Qxd5"),
        ("en", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", "B-N5ch", "Bb5+"),
        ("en", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", "B-Kt5ch", "Bb5+"),
        (
            "en",
            "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
            "PxP e.p.",
            "exd6",
        ),
        ("en", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "O-O", "O-O"),
        ("en", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O", "O-O-O"),
        ("en", "6k1/8/8/3R4/8/8/8/R5K1 w - - 0 1", "R(1)-Q1", "Rad1"),
        ("en", "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "KR-Q1", "Rfd1"),
        ("en", "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "QR-Q1", "Rad1"),
        ("en", "4k3/8/8/8/4N3/3N4/8/4K3 w - - 0 1", "N/4-B5", "Nec5"),
        ("en", "4k3/8/8/8/4N3/3N4/8/4K3 w - - 0 1", "N/3-B5", "Ndc5"),
        ("en", "8/4P2k/8/8/8/8/8/K7 w - - 0 1", "P-K8(Q)", "e8=Q"),
        (
            "en",
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            "R-R8 mate",
            "Ra8#",
        ),
        ("es", START, "P4R", "e4"),
        ("es", START, "C3AR", "Nf3"),
        ("es", "4k3/8/8/8/8/2n5/3B4/4K3 w - - 0 1", "AxC", "Bxc3"),
        ("es", "4k3/8/8/8/8/2n5/3B4/4K3 w - - 0 1", "AXC", "Bxc3"),
        ("es", "8/3P4/7k/8/8/8/8/K7 w - - 0 1", "P8D=D", "d8=Q"),
        ("es", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "T8T++", "Ra8#"),
    ];
    for &(lang, fen, word, san) in forms {
        assert_eq!(
            read(lang, fen, word).as_deref(),
            Ok(san),
            "{word} for White"
        );
        let black = mirrored(fen);
        assert_eq!(
            read(lang, &black, word),
            Ok(mirrored_san(san)),
            "{word} for Black in {black}"
        );
    }
    for (lang, fen, word, sans) in [
        ("en", START, "N-B3", ["Nc3", "Nf3"]),
        ("es", START, "C3A", ["Nc3", "Nf3"]),
        (
            "en",
            "rnbqkbnr/pp2p1pp/8/3p1p2/4P3/8/PPPP2PP/RNBQKBNR w KQkq - 0 1",
            "PxP",
            ["exd5", "exf5"],
        ),
        (
            "es",
            "rnbqkbnr/pp2p1pp/8/3p1p2/4P3/8/PPPP2PP/RNBQKBNR w KQkq - 0 1",
            "PxP",
            ["exd5", "exf5"],
        ),
        (
            "en",
            "6k1/8/8/3R4/8/8/8/R5K1 w - - 0 1",
            "R-Q1",
            ["Rad1", "Rdd1"],
        ),
    ] {
        assert_eq!(candidates(lang, fen, word), sans, "{word} for White");
        let black: Vec<String> = sans.iter().map(|s| mirrored_san(s)).collect();
        assert_eq!(
            candidates(lang, &mirrored(fen), word),
            black,
            "{word} for Black"
        );
    }
}

#[test]
fn check_mate_and_marks() {
    let pos = position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let t = table("en");
    for (word, check) in [
        ("R-R8ch", Check::Check),
        ("R-R8+", Check::Check),
        ("R-R8 ch", Check::Check),
        ("R-R8 dis ch", Check::Check),
        ("R-R8 mate", Check::Mate),
        ("R-R8!", Check::None),
        ("R-R8?", Check::None),
    ] {
        match t.resolve(word, &pos) {
            Resolution::Move(_, marks) => assert_eq!(marks.check, check, "{word}"),
            other => panic!("{word}: {other:?}"),
        }
    }
    assert_eq!(t.resolve("mate", &pos), Resolution::Mark(Check::Mate));
    assert_eq!(t.resolve("ch", &pos), Resolution::Mark(Check::Check));
    assert_eq!(
        read("en", START, "O-O"),
        Err(Resolution::Illegal(Some(forsyth_core::Role::King)))
    );
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
    assert_eq!(read("en", fen, "O-O-O").unwrap(), "O-O-O");
    assert_eq!(read("es", fen, "O-O").unwrap(), "O-O");
    // Algebraic words are not descriptive: their files are lower case.
    for word in ["e4", "Nf3", "Bxe5", "exd5", "Qh5+", "a8=Q", "Rad1"] {
        assert_eq!(
            table("en").resolve(word, &position(START)),
            Resolution::Unreadable,
            "{word}"
        );
    }
}

/// Capablanca – Teichmann, Berlin 1913: the whole game as J. R.
/// Capablanca's "Chess Fundamentals" (1921), Part II, Game 9, prints it
/// (Project Gutenberg eBook #33870), with the lines of the book's notes as
/// variations (the file names its source and what was taken out: the
/// spaces inside each move, `P - Q 4` being `P-Q4`).
const CAPABLANCA_TEICHMANN: &str =
    include_str!("../../../tests/data/descriptive/capablanca-teichmann-1913.pgn");

/// Its move text translated to SAN, line by line as the file prints it.
const CAPABLANCA_TEICHMANN_SAN: &str = "1. d4 d5 2. Nf3 Nf6 3. c4 e6 4. Bg5 Be7 5. Nc3 Nbd7
6. e3 O-O 7. Rc1 b6 8. cxd5 exd5 9. Bb5 Bb7 10. O-O a6
11. Ba4 Rc8 12. Qe2 c5 13. dxc5 Nxc5 (13... bxc5 14. Rfd1)
14. Rfd1 Nxa4 (14... b5 15. Bc2 b4 16. Na4 Nce4)
15. Nxa4 b5 16. Rxc8 Qxc8 17. Nc3 Qc4 18. Nd4 (18. Rd4 Qxe2
19. Nxe2 Rc8) 18... Qxe2 19. Ncxe2! Rc8 20. Nf5! Kf8 (20... Bd8
21. Nd6 Rc7 22. Nxb7 Rxb7 23. Bxf6 Bxf6 24. Rxd5 Rc7 25. Rd2)
21. Nxe7 Kxe7 22. Nd4 g6 23. f3! h6 24. Bxh6 Nd7 25. h4 Nc5
26. Bf4 Ne6 27. Nxe6 Kxe6 (27... fxe6) 28. Rd2 Rh8 29. Rc2! Rc8
30. Rxc8 Bxc8 31. Kf2 d4 32. exd4 Kd5 33. Ke3 Be6 34. Kd3 Kc6
35. a3 Bc4+ 36. Ke3 Be6 37. Bh6 Kd5 38. Bg7 1-0
";

/// The whole game reads, given or guessed, with one finding: the book's
/// `11. B-R4` fits Ba4 and Bh4 (the bishop of g5 may go to h4 too), and
/// only Ba4 lets the game play on (`14... Kt×B` takes it on a4), so Ba4 is
/// played and said. The lines of the notes replay from where the notes
/// stand, so the main line's positions are the book's.
#[test]
fn a_game_from_a_book() {
    let en = locales().get("en").unwrap();
    for from in [LanguageChoice::Descriptive(en), LanguageChoice::Auto] {
        let (san, analyses) = to_san(CAPABLANCA_TEICHMANN, from);
        assert!(san.ends_with(CAPABLANCA_TEICHMANN_SAN), "{san}");
        let analysis = &analyses[0];
        assert!(analysis.descriptive && !analysis.has_errors());
        let main = analysis.moves.iter().filter(|r| r.depth == 0).count();
        assert_eq!(main, 75);
        let [settled] = analysis.diagnostics.as_slice() else {
            panic!("{:?}", analysis.diagnostics);
        };
        assert_eq!(settled.code, Code::AmbiguousSettled);
        assert_eq!(&CAPABLANCA_TEICHMANN[settled.span.clone()], "B-R4");
        let said = settled.message(en);
        assert!(
            said.contains("(Ba4, Bh4)") && said.ends_with("Ba4 is played."),
            "{said}"
        );
    }
}

/// The translation read back in algebraic notation: the same game, with no
/// finding, and what the published reports of it say. "Old in chess"
/// (oldinchess.blogspot.com, 16 and 21 November 2013, the game's
/// centenary): 9.Bb5, 13...Nxc5 isolating the d-pawn, first one and then
/// the other White knight on d4, a pawn given up by Black at the 23rd move
/// and a second after 31.Kf2, resignation after 38.Bg7; chessgames.com game
/// 1267147 (1-0), whose kibitzers discuss 22...g6.
#[test]
fn the_book_s_game_is_the_game_played() {
    let (san, _) = to_san(CAPABLANCA_TEICHMANN, LanguageChoice::Auto);
    let (again, analyses) = to_san(&san, LanguageChoice::Auto);
    let analysis = &analyses[0];
    assert!(!analysis.descriptive);
    assert!(
        analysis.diagnostics.is_empty(),
        "{:?}",
        analysis.diagnostics
    );
    assert_eq!(again, san);
    let main: Vec<String> = analysis
        .moves
        .iter()
        .filter(|r| r.depth == 0)
        .map(|r| {
            move_to_string(
                &r.before,
                &r.mv,
                &forsyth_notation::letters::Letters::english(),
                Notation::San,
            )
        })
        .collect();
    let at = |number: usize, black: bool| main[2 * (number - 1) + usize::from(black)].as_str();
    assert_eq!(at(9, false), "Bb5");
    assert_eq!(at(13, true), "Nxc5");
    assert_eq!((at(18, false), at(22, false)), ("Nd4", "Nd4"));
    assert_eq!(at(22, true), "g6");
    assert_eq!((at(23, true), at(24, false)), ("h6", "Bxh6"));
    assert_eq!(
        (at(31, false), at(31, true), at(32, false)),
        ("Kf2", "d4", "exd4")
    );
    assert_eq!(
        (main.len(), main.last().map(String::as_str)),
        (75, Some("Bg7"))
    );
}

/// A page of a Spanish book (Euwe's "Defensa Caro-Kann", 1974, as its scan
/// gives it; the file names its source and the misreadings of the scan
/// corrected): Espeli – Andersen, Oslo 1952, in Spanish descriptive
/// notation among the prose, each pair printed `1. P4R, P3AD;`.
const EUWE_PAGE: &str =
    include_str!("../../../tests/data/descriptive/euwe-caro-kann-1974-espeli-andersen.txt");

/// The game as freechessgameonline.blogspot.com gives it (White resigns).
const ESPELI_ANDERSEN: &str = "1. e4 c6 2. c4 d5 3. cxd5 cxd5 4. Bb5+ Bd7 5. Qa4 dxe4 \
    6. Bxd7+ Nxd7 7. Qxe4 Nc5 8. Qc4 Nd3+ 9. Ke2 Rc8 10. Qxd3 Qxd3+ 11. Kxd3 Rxc1 12. Ke2 g6";

/// The page's game is found among its prose and read in Spanish descriptive
/// notation, given or guessed: the moves of the published score, with no
/// error or warning (the separators between moves, the move number at a
/// line's end, the capital `X` of a capture). A faithful translation
/// keeps the page as printed, its commas and semicolons with it, and
/// changes only the moves.
#[test]
fn a_page_of_a_spanish_book() {
    let es = locales().get("es").unwrap();
    let mut notes = Vec::new();
    forsyth_notation::lint::check_pgn(EUWE_PAGE.as_bytes(), locales(), LanguageChoice::Auto, |f| {
        notes.push((f.diagnostic.code, f.diagnostic.severity, f.line));
    })
    .unwrap();
    assert_eq!(
        notes,
        [
            (
                Code::GameInText,
                forsyth_notation::diagnostic::Severity::Information,
                22
            ),
            (
                Code::PrintedSeparator,
                forsyth_notation::diagnostic::Severity::Information,
                22
            ),
            (
                Code::MissingResult,
                forsyth_notation::diagnostic::Severity::Information,
                24
            ),
        ],
        "{notes:?}"
    );
    let (published, _) = to_san(
        &format!("[Event \"x\"]\n\n{ESPELI_ANDERSEN} *\n"),
        LanguageChoice::Auto,
    );
    let (_, published) = to_san(&published, LanguageChoice::Auto);
    let game: Vec<forsyth_core::Move> = published[0].moves.iter().map(|r| r.mv).collect();
    assert_eq!(game.len(), 24);
    for from in [LanguageChoice::Descriptive(es), LanguageChoice::Auto] {
        for (to, first, last) in [
            (
                "en",
                "1. e4, c6; 2. c4, d5; 3. cxd5, cxd5; 4. Bb5+, Bd7; 5.\nQa4, dxe4;",
                "11. Kxd3, Rxc1; 12. Ke2, g6! y las blancas",
            ),
            (
                "es",
                "1. e4, c6; 2. c4, d5; 3. cxd5, cxd5; 4. Ab5+, Ad7; 5.\nDa4, dxe4;",
                "11. Rxd3, Txc1; 12. Re2, g6! y las blancas",
            ),
        ] {
            let target = Target {
                locale: locales().get(to).unwrap(),
                notation: None,
                isolate: false,
                comments: Default::default(),
            };
            let (out, analyses) = translate_text(EUWE_PAGE.as_bytes(), locales(), from, &target);
            let out = String::from_utf8(out).unwrap();
            let [analysis] = analyses.as_slice() else {
                panic!("{} games", analyses.len());
            };
            assert!(analysis.descriptive, "{from:?}");
            let read: Vec<forsyth_core::Move> = analysis.moves.iter().map(|r| r.mv).collect();
            assert_eq!(read, game, "{from:?}");
            assert!(out.contains(first) && out.contains(last), "{out}");
            // As standard PGN: the game alone, the separators gone.
            let target = Target {
                locale: locales().get(to).unwrap(),
                notation: Some(Notation::San),
                isolate: false,
                comments: Default::default(),
            };
            let (pgn, _) = translate_text(EUWE_PAGE.as_bytes(), locales(), from, &target);
            let pgn = String::from_utf8(pgn).unwrap();
            let words: Vec<&str> = pgn
                .lines()
                .filter(|l| !l.starts_with('['))
                .flat_map(str::split_whitespace)
                .collect();
            if to == "en" {
                // The game has no result on the page: `*` ends it, as PGN
                // ends every game.
                assert_eq!(
                    words.join(" ").strip_suffix("! *"),
                    Some(ESPELI_ANDERSEN),
                    "{pgn}"
                );
            }
            let (_, again) = to_san(&pgn, LanguageChoice::Auto);
            assert!(!again[0].has_errors() && !again[0].descriptive, "{pgn}");
            // The prose, the note's line in it, and the source lines stay
            // as printed.
            for line in EUWE_PAGE
                .lines()
                .filter(|l| l.starts_with(|c: char| c.is_lowercase() || c == '%' || c == 'L'))
            {
                assert!(out.contains(line), "{line:?} lost:\n{out}");
            }
        }
    }
}

/// The main lines of the real games of lichess-100, each move with the
/// position before it; `None` without the corpus
/// (`../shared/corpus/fetch.sh`). No game is read as descriptive.
fn real_main_lines() -> Option<Vec<Vec<(Position, forsyth_core::Move)>>> {
    let text = std::fs::read_to_string("/tmp/forsyth-corpus/lichess-100.pgn").ok()?;
    let tree = forsyth_notation::tree::SyntaxTree::parse(text.as_bytes());
    let mut analyzer = forsyth_notation::analysis::Analyzer::new(locales());
    let mut analysis = Analysis::default();
    let mut games = Vec::new();
    for game in tree.games() {
        analyzer.analyze_into(&game, LanguageChoice::Auto, &mut analysis);
        assert!(
            !analysis.descriptive,
            "an algebraic game read as descriptive"
        );
        games.push(
            analysis
                .moves
                .iter()
                .filter(|r| r.depth == 0)
                .map(|r| (r.before, r.mv))
                .collect(),
        );
    }
    Some(games)
}

/// Every main-line move of the real games of lichess-100 written in
/// descriptive notation and read back: the same move, in English and in
/// Spanish, for White and for Black. Needs the corpus
/// (`../shared/corpus/fetch.sh`); skipped without it.
#[test]
fn round_trip_on_real_games() {
    let Some(games) = real_main_lines() else {
        eprintln!("no corpus: skipped");
        return;
    };
    let (en, es) = (table("en"), table("es"));
    let mut moves = 0;
    for game in &games {
        for (before, played) in game {
            let check = forsyth_notation::resolve::check_after(before, played);
            for t in [&en, &es] {
                let word = t.write(before, played, marks(check));
                match t.resolve(&word, before) {
                    Resolution::Move(mv, marks) => {
                        assert_eq!(mv, *played, "{word}");
                        assert!(
                            marks.check == check
                                || (check == Check::DoubleCheckOrMate
                                    && marks.check == Check::Check),
                            "{word}"
                        );
                    }
                    other => panic!("{word}: {other:?}"),
                }
            }
            moves += 1;
        }
    }
    assert!(moves > 5000, "{moves}");
}

#[test]
fn the_writer_prints_the_fewest_qualifiers() {
    // (language, position with White to move, the move, the word): each
    // also for Black in the position turned over, the same word.
    let cases: &[(&str, &str, &str, &str)] = &[
        ("en", START, "e4", "P-K4"),
        ("en", START, "Nf3", "N-KB3"),
        (
            "en",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1",
            "Nf3",
            "N-B3",
        ),
        ("en", "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "Rfd1", "KR-Q1"),
        ("en", "6k1/8/8/3R4/8/8/8/3R2K1 w - - 0 1", "R1d3", "R(1)-Q3"),
        ("en", "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1", "Ndf3", "QN-B3"),
        (
            "en",
            "rnbqkbnr/ppp1pppp/8/3p4/2P1P3/8/PP1P1PPP/RNBQKBNR w KQkq - 0 1",
            "exd5",
            "KPxP",
        ),
        (
            "en",
            "rnbqkbnr/pp2p1pp/8/3p1p2/4P3/8/PPPP2PP/RNBQKBNR w KQkq - 0 1",
            "exf5",
            "PxBP",
        ),
        ("en", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Ra8+", "R-R8ch"),
        (
            "en",
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            "Ra8#",
            "R-R8 mate",
        ),
        ("en", "8/4P2k/8/8/8/8/8/K7 w - - 0 1", "e8=Q", "P-K8(Q)"),
        (
            "en",
            "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
            "exd6",
            "PxP",
        ),
        ("es", START, "Nf3", "C3AR"),
        ("es", "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "Rfd1", "TR1D"),
        ("es", "4k3/8/8/8/8/2n5/3B4/4K3 w - - 0 1", "Bxc3", "AxC"),
        ("es", "8/3P4/7k/8/8/8/8/K7 w - - 0 1", "d8=Q", "P8D=D"),
        ("es", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "Ra8#", "T8T++"),
    ];
    for &(lang, fen, san, word) in cases {
        let t = table(lang);
        for (fen, san) in [
            (fen.to_owned(), san.to_owned()),
            (mirrored(fen), mirrored_san(san)),
        ] {
            let pos = position(&fen);
            let mv = forsyth_notation::word::read_move(
                &san,
                &forsyth_notation::letters::Letters::english(),
            )
            .ok()
            .and_then(|r| forsyth_notation::resolve::resolve(&r, &pos).ok())
            .unwrap_or_else(|| panic!("{san} in {fen}"))
            .mv;
            let written = t.write(
                &pos,
                &mv,
                marks(forsyth_notation::resolve::check_after(&pos, &mv)),
            );
            assert_eq!(written, word, "{san} in {fen}");
        }
    }
}

/// A word that stays ambiguous to the end of its game (nothing after it
/// settles it) is an error at that word naming every candidate, for White
/// and for Black; the moves before it are played.
#[test]
fn an_ambiguous_word_in_a_game_names_its_candidates() {
    let en = locales().get("en").unwrap();
    for (pgn, word, candidates, before) in [
        (
            "1. P-K4 P-Q4 2. P-QB4 P-K3 3. PxP *",
            "PxP",
            ["cxd5", "exd5"],
            4,
        ),
        ("1. P-K4 P-Q4 2. P-QB4 PxP *", "PxP", ["dxc4", "dxe4"], 3),
        (
            "1. P4R P4D 2. P4AD P3R 3. PxP *",
            "PxP",
            ["cxd5", "exd5"],
            4,
        ),
    ] {
        let text = format!("[Event \"x\"]\n\n{pgn}\n");
        let (_, analyses) = to_san(&text, LanguageChoice::Auto);
        let analysis = &analyses[0];
        assert!(analysis.descriptive);
        let [error] = analysis.diagnostics.as_slice() else {
            panic!("{pgn}: {:?}", analysis.diagnostics);
        };
        assert_eq!(error.code, Code::AmbiguousMove, "{pgn}");
        assert_eq!(&text[error.span.clone()], word);
        let note: String = error.related[0]
            .args
            .iter()
            .map(|(_, arg)| arg.text(en))
            .collect();
        assert!(candidates.iter().all(|c| note.contains(c)), "{pgn}: {note}");
        assert_eq!(analysis.moves.len(), before, "{pgn}");
    }
}

/// What the language server does with a descriptive game: the game under
/// the cursor read (its language found, its moves recorded) and the edits
/// of a rename to algebraic notation, which replace each move word (and
/// a mark standing apart after it) with its SAN.
#[test]
fn editors_rename_a_descriptive_game_to_algebraic() {
    use forsyth_notation::{cursor::GameDetail, rewrite::translation};
    let text = "[Event \"x\"]\n\n1. P-K4 P-K4 2. B-B4 Kt-QB3 3. Q-R5 Kt-B3 4. QxBP mate 1-0\n";
    let detail = GameDetail::read(text, 0, locales(), LanguageChoice::Auto);
    assert!(detail.analysis.descriptive);
    assert!(
        detail.analysis.diagnostics.is_empty(),
        "{:?}",
        detail.analysis.diagnostics
    );
    let target = Target {
        locale: locales().get("en").unwrap(),
        notation: None,
        isolate: false,
        comments: Default::default(),
    };
    let mut out = text.to_owned();
    let mut edits = translation(&detail, &target);
    edits.sort_by_key(|e| std::cmp::Reverse(e.span.start));
    for edit in edits {
        out.replace_range(edit.span, &edit.text);
    }
    assert_eq!(
        out,
        "[Event \"x\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n"
    );
}

/// The barest English word a book could print for `mv`: the piece and the
/// square without its wing (`B-R4`, `N-B3`), or the piece and the piece
/// taken (`PxP`, `BxN`), with the promotion piece; castling as written.
fn bare_word(pos: &Position, mv: &forsyth_core::Move) -> Option<String> {
    use forsyth_core::{Color, Role};
    const PIECE: [&str; 6] = ["P", "N", "B", "R", "Q", "K"];
    const SHORT: [&str; 8] = ["R", "N", "B", "Q", "K", "B", "N", "R"];
    let index = |r: Role| Role::ALL.iter().position(|&x| x == r).unwrap();
    let promotion = mv
        .promotion()
        .map(|p| format!("({})", PIECE[index(p)]))
        .unwrap_or_default();
    let (role, to) = (mv.role()?, mv.to()?);
    if mv.castling_side().is_some() {
        return None;
    }
    Some(match mv.capture() {
        Some(taken) => format!("{}x{}{promotion}", PIECE[index(role)], PIECE[index(taken)]),
        None => {
            let rank = match pos.turn() {
                Color::White => to.rank().index() + 1,
                Color::Black => 8 - to.rank().index(),
            };
            format!(
                "{}-{}{rank}{promotion}",
                PIECE[index(role)],
                SHORT[to.file().index()]
            )
        }
    })
}

/// A word that fits several legal moves is settled by the rest of the game
/// when only one of them lets it play on. Real games of lichess-100 written
/// in descriptive notation with the fewest qualifiers, but one move written
/// bare where that is ambiguous (`B-R4` for Ba4 when Bh4 is legal too), and
/// read back: either the word is settled — with a `ambiguous-settled`
/// warning naming the candidates, and the game's own move played, never
/// another — or it stays ambiguous because the game plays on after each
/// candidate. Both happen, for White and for Black. Needs the corpus
/// (`../shared/corpus/fetch.sh`); skipped without it.
#[test]
fn an_ambiguous_word_is_settled_by_the_rest_of_the_game() {
    let Some(games) = real_main_lines() else {
        eprintln!("no corpus: skipped");
        return;
    };
    let en = table("en");
    let english = locales().get("en").unwrap();
    // (settled, still ambiguous) per side.
    let mut seen = [[0usize; 2]; 2];
    for real in games.iter().take(40) {
        let words: Vec<String> = real
            .iter()
            .map(|(pos, mv)| {
                en.write(
                    pos,
                    mv,
                    marks(forsyth_notation::resolve::check_after(pos, mv)),
                )
            })
            .collect();
        for (ply, (pos, mv)) in real.iter().enumerate() {
            let Some(bare) = bare_word(pos, mv) else {
                continue;
            };
            let Resolution::Ambiguous(candidates) = en.resolve(&bare, pos) else {
                continue;
            };
            assert!(candidates.contains(mv), "{bare}");
            let mut pgn = String::from("[Event \"x\"]\n\n");
            let mut at = None;
            for (i, word) in words.iter().enumerate() {
                if i % 2 == 0 {
                    pgn.push_str(&format!("{}. ", i / 2 + 1));
                }
                if i == ply {
                    at = Some(pgn.len());
                }
                pgn.push_str(if i == ply { &bare } else { word });
                pgn.push(' ');
            }
            pgn.push_str("*\n");
            let (_, analyses) = to_san(&pgn, LanguageChoice::Descriptive(english));
            let read = &analyses[0];
            let settled: Vec<_> = read
                .diagnostics
                .iter()
                .filter(|d| d.code == Code::AmbiguousSettled)
                .collect();
            let side = ply % 2;
            if read.has_errors() {
                // Still ambiguous: the first error is that word's.
                let first = read
                    .diagnostics
                    .iter()
                    .find(|d| d.severity == forsyth_notation::diagnostic::Severity::Error)
                    .unwrap();
                assert_eq!(first.code, Code::AmbiguousMove, "{pgn}");
                assert_eq!(Some(first.span.start), at, "{pgn}");
                assert!(settled.is_empty() || settled[0].span.start < first.span.start);
                seen[side][1] += 1;
            } else {
                // Settled: the game's own move, said once, at that word.
                assert_eq!(settled.len(), 1, "{pgn}");
                assert_eq!(Some(settled[0].span.start), at, "{pgn}");
                let played: Vec<_> = read
                    .moves
                    .iter()
                    .filter(|r| r.depth == 0)
                    .map(|r| r.mv)
                    .collect();
                assert_eq!(played.len(), real.len());
                assert_eq!(played[ply], *mv, "{pgn}");
                // The warning names every candidate and the choice.
                let said = settled[0].message(english);
                let san = |m: &forsyth_core::Move| {
                    move_to_string(
                        pos,
                        m,
                        &forsyth_notation::letters::Letters::english(),
                        Notation::San,
                    )
                };
                for c in &candidates {
                    assert!(said.contains(&san(c)), "{said}");
                }
                seen[side][0] += 1;
            }
        }
    }
    eprintln!(
        "settled / still ambiguous, White: {:?}, Black: {:?}",
        seen[0], seen[1]
    );
    for side in seen {
        assert!(side[0] > 0 && side[1] > 0, "{seen:?}");
    }
}

/// The move words of `src` as the lexer cuts them, and whether any `(`
/// opened a variation.
fn words(src: &str) -> (Vec<String>, bool) {
    use forsyth_notation::lexer::{Lexer, TokenKind};
    let mut out = Vec::new();
    let mut paren = false;
    for t in Lexer::new(src.as_bytes()) {
        match t.kind {
            TokenKind::Word => out.push(t.text(src.as_bytes()).unwrap().to_owned()),
            TokenKind::ParenOpen => paren = true,
            _ => {}
        }
    }
    (out, paren)
}

#[test]
fn qualifiers_in_parentheses_are_part_of_the_word_in_pgn() {
    for word in [
        "R(1)-Q1",
        "N(Q2)-B3",
        "Kt(QB3)xP",
        "Kt(Q2)-B3",
        "QxP(N7)",
        "Q×P(Kt7)",
        "R(Q5)-Q3ch",
        "P-K8(Q)",
        "P-K8(Kt)ch",
        "N(K2)xP(B4)",
        "C(3A)xP",
    ] {
        let (got, paren) = words(&format!("1. {word} *"));
        assert_eq!(got, [word], "{word}");
        assert!(!paren, "{word}");
    }
    // A `(` after an algebraic word, after a space, or not closed at once,
    // still opens a variation.
    for src in [
        "1. e4 (1. d4) e5",
        "1. e4(1. d4) e5",
        "1. Nf3(Q2) e5",
        "1. R (1) e5",
        "1. R(1 e5)",
        "1. R(Q2 e5)",
    ] {
        assert!(words(src).1, "{src}");
    }
}

/// Qualifiers in parentheses inside a PGN file, for White and for Black:
/// `R(1)-Q1`, `N(Q2)-B3`, `P-K8(Q)`, `QxP(N7)`, read as moves.
#[test]
fn a_game_with_qualifiers_in_parentheses() {
    let en = locales().get("en").unwrap();
    // Both sides' rooks on the d-file, then knights that two can move.
    let cases = [
        (
            "6k1/8/8/3R4/8/8/8/3R2K1 w - - 0 1",
            "1. R(1)-Q3 K-B1 *",
            "1. R1d3 Kf8 *",
        ),
        (
            "3r2k1/8/8/8/3r4/8/8/6K1 b - - 0 1",
            "1... R(1)-Q3 2. K-B2 *",
            "1... R8d6 2. Kf2 *",
        ),
        (
            "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1",
            "1. N(Q2)-B3 K-Q2 2. N(1)-K2 *",
            "1. Ndf3 Kd7 2. Ne2 *",
        ),
        (
            "1n2k3/4n3/8/8/8/8/8/4K3 b - - 0 1",
            "1... N(K2)-B3 2. K-Q2 N(1)-Q2 *",
            "1... Nec6 2. Kd2 Nd7 *",
        ),
        ("8/4P2k/8/8/8/8/8/K7 w - - 0 1", "1. P-K8(Q) *", "1. e8=Q *"),
        (
            "k7/8/8/8/8/8/3p4/7K b - - 0 1",
            "1... P-Q8(Q)ch *",
            "1... d1=Q+ *",
        ),
        (
            "6k1/6p1/8/8/8/8/1Q6/6K1 w - - 0 1",
            "1. QxP(N7)ch *",
            "1. Qxg7+ *",
        ),
    ];
    for (fen, moves, san) in cases {
        let pgn = format!("[FEN \"{fen}\"]\n\n{moves}\n");
        for from in [LanguageChoice::Descriptive(en), LanguageChoice::Auto] {
            let (out, analyses) = to_san(&pgn, from);
            assert!(
                analyses[0].diagnostics.is_empty(),
                "{moves}: {:?}",
                analyses[0].diagnostics
            );
            assert!(out.ends_with(&format!("{san}\n")), "{moves}: {out}");
        }
    }
}

/// A game's text translated faithfully (letters only) to English.
fn faithful(pgn: &str, from: LanguageChoice<'_>) -> String {
    let target = Target {
        locale: locales().get("en").unwrap(),
        notation: None,
        isolate: false,
        comments: Default::default(),
    };
    String::from_utf8(translate_text(pgn.as_bytes(), locales(), from, &target).0).unwrap()
}

/// Spanish `a.p.` (al paso), apart or glued, and `O-O ch` (castling that
/// gives check, the check written as a word): read for White and for
/// Black, with or without `--from`. A translation to SAN writes `O-O+`, a
/// faithful one copies `O-O ch` as written; an en passant mark standing
/// apart is copied as written after the move, as after any move.
#[test]
fn spanish_en_passant_and_castling_with_check() {
    let (en, es) = (locales().get("en").unwrap(), locales().get("es").unwrap());
    let white_ep = "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
    let black_ep = "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1";
    let cases = [
        (white_ep, "3. PxP a.p. *", es, "3. exd6 a.p. *"),
        (white_ep, "3. PxPa.p. *", es, "3. exd6 *"),
        (white_ep, "3. PxP e.p. *", en, "3. exd6 e.p. *"),
        (black_ep, "1... PxP a.p. *", es, "1... dxe3 a.p. *"),
        (black_ep, "1... PxPa.p. *", es, "1... dxe3 *"),
        (
            "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
            "1. O-O ch *",
            en,
            "1. O-O+ *",
        ),
        (
            "4k2r/8/8/8/8/8/8/5K2 b k - 0 1",
            "1... O-O ch *",
            en,
            "1... O-O+ *",
        ),
        (
            "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
            "1. O-O+ *",
            es,
            "1. O-O+ *",
        ),
    ];
    for (fen, moves, locale, san) in cases {
        let pgn = format!("[FEN \"{fen}\"]\n\n{moves}\n");
        for from in [LanguageChoice::Descriptive(locale), LanguageChoice::Auto] {
            let (out, analyses) = to_san(&pgn, from);
            assert!(
                analyses[0].diagnostics.is_empty(),
                "{moves}: {:?}",
                analyses[0].diagnostics
            );
            assert_eq!(analyses[0].move_count, 1, "{moves}");
            assert!(out.ends_with(&format!("{san}\n")), "{moves}: {out}");
            if moves.contains("O-O") {
                assert!(
                    faithful(&pgn, from).ends_with(&format!("{moves}\n")),
                    "{moves}"
                );
            }
        }
    }
}

/// A game's text translated to `lang`: faithfully (`style` `None`) or in
/// one notation; its analyses.
fn translated(pgn: &str, lang: &str, notation: Option<Notation>) -> (String, Vec<Analysis>) {
    let target = Target {
        locale: locales().get(lang).unwrap(),
        notation,
        isolate: false,
        comments: Default::default(),
    };
    let (out, analyses) = translate_text(pgn.as_bytes(), locales(), LanguageChoice::Auto, &target);
    (String::from_utf8(out).unwrap(), analyses)
}

/// An en passant mark glued to a descriptive word (`PxPe.p.`, Spanish
/// `PxPa.p.`) is kept by a faithful translation, for White and for Black:
/// as `e.p.` in algebraic notation (the form algebraic readers read, in
/// every language), as the target's own mark in descriptive notation
/// (English `e.p.`, Spanish `a.p.`); one standing apart is copied where it
/// stands, never written twice.
#[test]
fn a_glued_en_passant_mark_is_kept_in_translation() {
    // White: 1. e4 a6 2. e5 d5 3. exd6 e.p.; Black: 1. a3 e5 2. a4 e4
    // 3. d4 exd3 e.p.
    let white = [
        "1. P-K4 P-QR3 2. P-K5 P-Q4 3. ",
        "1. P4R P3TD 2. P5R P4D 3. ",
    ];
    let black = [
        "1. P-QR3 P-K4 2. P-QR4 P-K5 3. P-Q4 ",
        "1. P3TD P4R 2. P4TD P5R 3. P4D ",
    ];
    for (moves, san) in [
        (white, "1. e4 a6 2. e5 d5 3. exd6"),
        (black, "1. a3 e5 2. a4 e4 3. d4 exd3"),
    ] {
        for (source, mark) in [
            (moves[0], "e.p."),
            (moves[0], "ep"),
            (moves[1], "a.p."),
            (moves[1], "e.p."),
        ] {
            let pgn = format!("[Event \"x\"]\n\n{source}PxP{mark} *\n");
            // The algebraic mark as written, else `e.p.`.
            let algebraic = if mark == "ep" { "ep" } else { "e.p." };
            for lang in ["en", "es", "de"] {
                let (out, analyses) = translated(&pgn, lang, None);
                assert!(analyses[0].descriptive && !analyses[0].has_errors());
                assert!(out.ends_with(&format!("{san}{algebraic} *\n")), "{out}");
                // The translation reads back, the mark with it.
                let (again, analyses) = translated(&out, lang, None);
                assert!(
                    !analyses[0].descriptive && !analyses[0].has_errors(),
                    "{out}"
                );
                assert_eq!(again, out);
            }
            for (lang, own) in [("en", "e.p."), ("es", "a.p.")] {
                let (out, _) = translated(&pgn, lang, Some(Notation::Descriptive));
                assert!(out.ends_with(&format!("xP{own} *\n")), "{lang}: {out}");
                let (_, analyses) = to_san(&out, LanguageChoice::Auto);
                assert!(!analyses[0].has_errors(), "{out}");
            }
            // Apart, the mark stays where it stands, once.
            let pgn = format!("[Event \"x\"]\n\n{source}PxP {mark} *\n");
            let (out, analyses) = translated(&pgn, "en", None);
            assert!(!analyses[0].has_errors());
            assert!(out.ends_with(&format!("{san} {mark} *\n")), "{out}");
        }
    }
}

/// A glued en passant mark before the separator of a Spanish page
/// (`PxPa.p.,`): the mark is the move's, the separator the page's. A
/// faithful translation keeps both (`exd6e.p.,`); `--style` writes the
/// game as standard PGN, the separators gone, the mark as the target's
/// descriptive notation writes it or none in SAN.
#[test]
fn a_glued_en_passant_mark_before_a_separator() {
    let page = "Una partida:\n\n1. P4R, P3TD; 2. P5R, P4D; 3. PxPa.p., P3CR; 4. P4D, A2C;\n\nY otra cosa.\n";
    for (lang, notation, moves) in [
        (
            "en",
            None,
            "1. e4, a6; 2. e5, d5; 3. exd6e.p., g6; 4. d4, Bg7;",
        ),
        (
            "es",
            None,
            "1. e4, a6; 2. e5, d5; 3. exd6e.p., g6; 4. d4, Ag7;",
        ),
        (
            "en",
            Some(Notation::San),
            "1. e4 a6 2. e5 d5 3. exd6 g6 4. d4 Bg7",
        ),
        (
            "es",
            Some(Notation::Descriptive),
            "1. P4R P3TD 2. P5R P4D 3. PxPa.p. P3CR 4. P4D A2C",
        ),
        (
            "en",
            Some(Notation::Descriptive),
            "1. P-K4 P-QR3 2. P-K5 P-Q4 3. PxPe.p. P-KN3 4. P-Q4 B-N2",
        ),
    ] {
        let (out, analyses) = translated(page, lang, notation);
        assert!(analyses[0].descriptive && !analyses[0].has_errors());
        assert!(out.contains(moves), "{lang} {notation:?}: {out}");
        assert_eq!(
            notation.is_none(),
            out.contains("Y otra cosa."),
            "the prose, in a faithful translation only: {out}"
        );
    }
}

/// Every real game of lichess-100 with an en passant capture, written in
/// English and Spanish descriptive notation with the language's en passant
/// mark glued to that capture (`PxPe.p.`, `PxPa.p.`), translated
/// faithfully to algebraic notation: the game's own moves, the capture
/// with `e.p.` before its check mark, for White and for Black. Needs the
/// corpus (`../shared/corpus/fetch.sh`); skipped without it.
#[test]
fn real_en_passant_captures_keep_their_mark() {
    let Some(games) = real_main_lines() else {
        eprintln!("no corpus: skipped");
        return;
    };
    let english = forsyth_notation::letters::Letters::english();
    let mut seen = [0usize; 2];
    for game in games
        .iter()
        .filter(|g| g.iter().any(|(_, mv)| mv.is_en_passant()))
    {
        for lang in ["en", "es"] {
            let t = table(lang);
            let (mut pgn, mut san) = (String::from("[Event \"x\"]\n\n"), String::new());
            for (i, (pos, mv)) in game.iter().enumerate() {
                if i % 2 == 0 {
                    pgn.push_str(&format!("{}. ", i / 2 + 1));
                    san.push_str(&format!("{}. ", i / 2 + 1));
                }
                let check = forsyth_notation::resolve::check_after(pos, mv);
                let marks = Marks {
                    check,
                    en_passant: true,
                };
                pgn.push_str(&t.write(pos, mv, marks));
                pgn.push(' ');
                let mut word = move_to_string(pos, mv, &english, Notation::San);
                if mv.is_en_passant() {
                    let at = word.trim_end_matches(['+', '#']).len();
                    word.insert_str(at, "e.p.");
                    seen[pos.turn() as usize] += 1;
                }
                // English mate is a word apart, copied as written.
                if lang == "en" && word.ends_with('#') {
                    word.pop();
                    word.push_str(" mate");
                }
                san.push_str(&word);
                san.push(' ');
            }
            pgn.push_str("*\n");
            san.push_str("*\n");
            assert!(pgn.contains(if lang == "en" { "e.p." } else { "a.p." }));
            let (out, analyses) = translated(&pgn, "en", None);
            assert!(!analyses[0].has_errors(), "{pgn}");
            assert_eq!(out, format!("[Event \"x\"]\n\n{san}"), "{pgn}");
        }
    }
    eprintln!("en passant captures, White and Black: {seen:?}");
    assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
}

/// A long game in English descriptive notation, as `write` prints each
/// move: the knights going out and back by both wings (`N-KB3`, `N-B3`,
/// `N-N1`), with move numbers, comments, NAGs and line breaks.
fn long_descriptive_game(plies: usize) -> String {
    let t = table("en");
    let english = forsyth_notation::letters::Letters::english();
    let cycle = ["Nf3", "Nf6", "Nc3", "Nc6", "Ng1", "Ng8", "Nb1", "Nb8"];
    let mut pos = position(START);
    let mut text = String::from("[Event \"long\"]\n\n");
    for i in 0..plies {
        if i % 2 == 0 {
            text.push_str(&format!("{}. ", i / 2 + 1));
        }
        let mv = forsyth_notation::word::read_move(cycle[i % cycle.len()], &english)
            .ok()
            .and_then(|r| forsyth_notation::resolve::resolve(&r, &pos).ok())
            .unwrap()
            .mv;
        text.push_str(&t.write(&pos, &mv, marks(Check::None)));
        text.push(' ');
        pos.play_unchecked(mv);
        if i % 97 == 5 {
            text.push_str("{a comment} $1 ");
        }
        if i % 16 == 15 {
            text.push('\n');
        }
    }
    text.push_str("*\n");
    text
}

/// A long game in descriptive notation gets checkpoints as an algebraic
/// one does (the language server reads a stretch around a question, not
/// the whole game): every stretch is read in the notation the whole game
/// was read in, and says what reading the whole game says. Random edits
/// (a comment typed in, a move changed, an illegal move, bytes deleted)
/// keep the checkpoints a fresh read of the edited game gives, and its
/// windows still read as the whole edited game does.
#[test]
fn a_long_descriptive_game_has_checkpoints() {
    use forsyth_notation::{
        cursor::{CHECKPOINT_STEP, Checkpoints, GameDetail, GameReading, Reuse},
        tree::SyntaxTree,
    };
    let locales = locales();
    let english = locales.get("en").unwrap();
    let text = long_descriptive_game(6 * CHECKPOINT_STEP);
    // What stands at `offsets` of `text`, read whole and window by window,
    // and the game's checkpoints (`reuse`: after an edit).
    let check = |text: &str, reuse: Option<Reuse<'_>>, offsets: &[usize]| -> Checkpoints {
        let whole = GameDetail::read(text, 0, locales, LanguageChoice::Auto);
        assert!(whole.analysis.descriptive);
        let tree = SyntaxTree::parse(text.as_bytes());
        let reading = GameReading::of(&whole.analysis);
        let of = |reuse| Checkpoints::of_game(&tree, reading, locales, LanguageChoice::Auto, reuse);
        let fresh = of(None).unwrap();
        if let Some(reuse) = reuse {
            assert_eq!(
                format!("{:?}", of(Some(reuse)).unwrap()),
                format!("{fresh:?}")
            );
        }
        let choice = fresh.choice(locales, LanguageChoice::Auto);
        assert!(matches!(choice, LanguageChoice::Descriptive(l) if l.tag() == "en"));
        for &local in offsets {
            let Some(window) = fresh.window(local) else {
                continue;
            };
            let body = &text[window.span.clone()];
            let part = GameDetail::read_window(&window, body, 0, locales, choice).unwrap();
            assert_eq!(
                part.position_at(local),
                whole.position_at(local),
                "at {local}"
            );
            let record = |d: &GameDetail<'_>| {
                d.move_at(local)
                    .map(|r| (d.doc(r.word.clone()), r.mv, r.before, d.written(r)))
            };
            assert_eq!(record(&part), record(&whole), "at {local}");
        }
        fresh
    };
    let near: Vec<usize> = (0..text.len()).step_by(211).collect();
    let first = check(&text, None, &near);
    assert_eq!(first.points().len(), 5);
    assert!(first.is_complete());
    // The same game named descriptive by the settings.
    let tree = SyntaxTree::parse(text.as_bytes());
    let given = Checkpoints::of_game(
        &tree,
        GameReading::default(),
        locales,
        LanguageChoice::Descriptive(english),
        None,
    )
    .unwrap();
    assert_eq!(given.points(), first.points());
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let (mut kept_after, mut stopped) = (0, 0);
    for round in 0..12 {
        // Right after a space of the movetext.
        let from = 40 + next(text.len() - 80);
        let at = from + text[from..].find(' ').unwrap() + 1;
        let (cut, written) = match round % 4 {
            0 | 1 => (0, "{a comment typed in} "),
            // A move changed: another legal one, or an illegal one.
            2 => (
                text[at..].find(' ').unwrap(),
                ["N-QR3", "Q-R5", "P-K4"][next(3)],
            ),
            _ => (1 + next(3), ""),
        };
        let edited = format!("{}{written}{}", &text[..at], &text[at + cut..]);
        let reuse = Reuse {
            old: &first,
            edit: at..at + written.len(),
            delta: written.len() as isize - cut as isize,
        };
        let offsets: Vec<usize> = (0..8).map(|_| next(edited.len())).chain([at]).collect();
        let points = check(&edited, Some(reuse), &offsets);
        if cut == 0 && first.points().iter().any(|p| p.offset > at) {
            kept_after += 1;
        }
        if !points.is_complete() {
            stopped += 1;
        }
    }
    // Comments typed before a checkpoint leave the game as it was there;
    // some edits make a stretch read otherwise.
    assert!(kept_after > 0 && stopped > 0, "{kept_after} {stopped}");
}

/// The move words of a translation's move text (numbers and results left
/// out), in order.
fn move_words(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.starts_with('[') && !l.starts_with(';'))
        .flat_map(str::split_whitespace)
        .filter(|w| !w.ends_with('.') && !matches!(*w, "*" | "1-0" | "0-1" | "1/2-1/2"))
        .map(str::to_owned)
        .collect()
}

/// Barnes – Morphy, London 1858, as the Encyclopaedia Britannica of 1911
/// prints it (the file names its page): the columns' dashes (`P–K4`), the
/// first rank as `sq` (`R–Bsq`, `K–Ktsq`), `(ch)`, `Castles` for either
/// side, Black's moves numbered again. Read in descriptive notation and by
/// the language guess, it is the game chessgames.com 1266583 gives (0-1;
/// among its moves 6...Bc5 as P. W. Sergeant quotes it, 9...Qf5, and
/// 15...Bxe6 16.Bxe6 Nd3+ as its kibitzers show them), with no finding.
const BARNES_MORPHY: &str =
    include_str!("../../../tests/data/descriptive/eb1911-barnes-morphy-1858.pgn");
const BARNES_MORPHY_SAN: &str = "e4 e5 Nf3 d6 d4 f5 dxe5 fxe4 Ng5 d5 e6 Bc5 Nf7 Qf6 Be3 d4 \
    Bg5 Qf5 Nxh8 Qxg5 Bc4 Nc6 Nf7 Qxg2 Rf1 Nf6 f3 Nb4 Na3 Bxe6 Bxe6 Nd3+ Qxd3 exd3 O-O-O Bxa3 \
    Bb3 d2+ Kb1 Bc5 Ne5 Kf8 Nd3 Re8 Nxc5 Qxf1";

/// Anderssen – Kieseritzki, London 1851, from the same page: its moves 18
/// to 20 come in another order than the usual score's, and reach the
/// same position.
const ANDERSSEN_KIESERITZKI: &str =
    include_str!("../../../tests/data/descriptive/eb1911-anderssen-kieseritzky-1851.pgn");
const ANDERSSEN_KIESERITZKI_USUAL: &str = "1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5 5. Bxb5 Nf6 \
    6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5 9. Nf5 c6 10. g4 Nf6 11. Rg1 cxb5 12. h4 Qg6 13. h5 Qg5 \
    14. Qf3 Ng8 15. Bxf4 Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6 Bxg1 19. e5 Qxa1+ 20. Ke2 Na6";

#[test]
fn games_as_an_encyclopaedia_prints_them() {
    let en = locales().get("en").unwrap();
    for from in [LanguageChoice::Descriptive(en), LanguageChoice::Auto] {
        let (san, analyses) = to_san(BARNES_MORPHY, from);
        let analysis = &analyses[0];
        assert!(analysis.descriptive, "{from:?}");
        assert!(
            analysis.diagnostics.is_empty(),
            "{:?}",
            analysis.diagnostics
        );
        assert_eq!(
            move_words(&san),
            BARNES_MORPHY_SAN.split_whitespace().collect::<Vec<_>>(),
            "{san}"
        );

        let (san, analyses) = to_san(ANDERSSEN_KIESERITZKI, from);
        let analysis = &analyses[0];
        assert!(analysis.descriptive && analysis.diagnostics.is_empty());
        assert_eq!(analysis.move_count, 40, "{san}");
        let words = move_words(&san);
        assert_eq!(
            (words[5].as_str(), words[35].as_str()),
            ("Qh4+", "Qxa1+"),
            "{san}"
        );
        let usual = format!("[Event \"x\"]\n\n{ANDERSSEN_KIESERITZKI_USUAL} *\n");
        let (_, usual) = to_san(&usual, LanguageChoice::Auto);
        assert!(!usual[0].has_errors());
        // Printed with the spaces of the page inside each move (`P – K4`,
        // `K – B sq`): the same game, given or guessed.
        let spaced = BARNES_MORPHY.replace('–', " – ").replace("sq", " sq");
        let (spaced_san, spaced_analyses) = to_san(&spaced, from);
        assert!(spaced_analyses[0].descriptive, "{from:?}");
        let [note] = spaced_analyses[0].diagnostics.as_slice() else {
            panic!("{:?}", spaced_analyses[0].diagnostics);
        };
        assert_eq!(
            (note.code, &spaced[note.span.clone()]),
            (Code::PrintedSpaced, "P – K4")
        );
        assert_eq!(
            move_words(&spaced_san),
            BARNES_MORPHY_SAN.split_whitespace().collect::<Vec<_>>()
        );
        // The same position; only the halfmove clock tells the orders apart.
        let placed = |end: &Option<Position>| {
            let fen = Fen::from_position(end.as_ref().expect("an end")).to_string();
            fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
        };
        assert_eq!(placed(&analysis.end), placed(&usual[0].end));
    }
}

/// The same game, Capablanca – Teichmann 1913, as "Chess Fundamentals"
/// prints it: its heading and every line of its moves from the Project
/// Gutenberg text, with the spaces of the page inside each move (`P - Q 4`,
/// `Kt - K B 3`, `Kt (B 3) × Q !`, `B - B 5 ch`, `O - O`) and the book's two
/// columns (the file names its source).
const CAPABLANCA_TEICHMANN_PRINTED: &str =
    include_str!("../../../tests/data/descriptive/capablanca-teichmann-1913-printed.txt");

/// The SAN of an analysis's main line.
fn main_line(analysis: &Analysis) -> Vec<String> {
    analysis
        .moves
        .iter()
        .filter(|r| r.depth == 0)
        .map(|r| {
            move_to_string(
                &r.before,
                &r.mv,
                &forsyth_notation::letters::Letters::english(),
                Notation::San,
            )
        })
        .collect()
}

/// The book's own printing, spaces and columns as they are, given or
/// guessed, replays to the main line of the hand-joined file, move for
/// move; its findings: one note that its moves are printed with spaces,
/// and `B - R 4` settled as in the joined file.
#[test]
fn a_game_as_the_book_prints_it() {
    let en = locales().get("en").unwrap();
    let (_, joined) = to_san(CAPABLANCA_TEICHMANN, LanguageChoice::Auto);
    let expected = main_line(&joined[0]);
    assert_eq!(expected.len(), 75);
    for from in [LanguageChoice::Descriptive(en), LanguageChoice::Auto] {
        let (_, analyses) = to_san(CAPABLANCA_TEICHMANN_PRINTED, from);
        let games: Vec<&Analysis> = analyses.iter().filter(|a| a.move_count > 0).collect();
        let [game] = games.as_slice() else {
            panic!("{from:?}: {} games", games.len());
        };
        assert!(game.descriptive && !game.has_errors(), "{from:?}");
        assert_eq!(main_line(game), expected, "{from:?}");
        let codes: Vec<Code> = game.diagnostics.iter().map(|d| d.code).collect();
        assert_eq!(
            codes,
            [
                Code::PrintedSpaced,
                Code::AmbiguousSettled,
                Code::PrintedResult
            ],
            "{from:?}"
        );
        // "Resigns." is the game's result (PrintedResult), as in an
        // algebraic game.
        // Spans count from the start of the game's part of the text.
        let base =
            CAPABLANCA_TEICHMANN_PRINTED.find("1. P - Q 4").unwrap() + 3 - game.moves[0].word.start;
        let spans: Vec<&str> = game
            .diagnostics
            .iter()
            .map(|d| &CAPABLANCA_TEICHMANN_PRINTED[base + d.span.start..base + d.span.end])
            .collect();
        assert_eq!(spans, ["P - Q 4", "B - R 4", "Resigns"]);
        let said = game.diagnostics[0].message(en);
        assert!(said.starts_with("P - Q 4 is printed with spaces"), "{said}");
    }
}

/// A faithful translation of the printed game changes the move words and
/// nothing else: the heading, the move numbers, `9. ........`, the columns'
/// spaces, `!` and "Resigns." stay as printed; `O - O` is written `O-O`,
/// `B - B 5 ch` `Bc4+` (its check word with it).
#[test]
fn the_printed_game_translated_keeps_its_page() {
    let (out, _) = translated(CAPABLANCA_TEICHMANN_PRINTED, "en", None);
    let (lines, printed): (Vec<&str>, Vec<&str>) = (
        out.lines().collect(),
        CAPABLANCA_TEICHMANN_PRINTED.lines().collect(),
    );
    assert_eq!(lines.len(), printed.len());
    for (line, was) in lines.iter().zip(&printed) {
        if !was.starts_with("        ") && !was.starts_with("       ") {
            assert_eq!(line, was, "a line that is no move line changes");
        }
    }
    let find = |start: &str| {
        *lines
            .iter()
            .find(|l| l.trim_start().starts_with(start))
            .unwrap()
    };
    assert_eq!(find("1. "), "        1. d4                d5");
    assert_eq!(find("5. "), "        5. Nc3               Nbd7");
    assert_eq!(find("6. "), "        6. e3                O-O");
    assert_eq!(find("8. "), "        8. cxd5                  exd5");
    assert_eq!(find("19. Ncxe2"), "       19. Ncxe2 !");
    assert_eq!(find("29. "), "       29. Rc2 !            Rc8");
    assert_eq!(find("35. "), "       35. a3              Bc4+");
    assert_eq!(find("38. "), "       38. Bg7               Resigns.");
    assert!(lines.contains(&"        9. ........               Bb7"));
    // In German, the same page with German letters.
    let (de, _) = translated(CAPABLANCA_TEICHMANN_PRINTED, "de", None);
    assert!(de.contains("\n        2. Sf3             Sf6\n"), "{de}");
    assert!(de.contains("\n       14. Tfd1              Sxa4\n"), "{de}");
}

/// A spaced move is one word only when its parts make one descriptive
/// move: it ends at its rank (`P - K 4 P - K 4` is two moves), and
/// capitals after a piece taken are the next move's piece when a sign
/// follows them (`Kt × Kt P - Kt 4`). The book's game with each line's
/// columns closed up to one space reads as the same game; prose around a
/// game that names moves (`after Q - R 4`) stays prose, copied byte for
/// byte.
#[test]
fn spaced_moves_take_no_prose_and_no_next_move() {
    let en = locales().get("en").unwrap();
    let (san, analyses) = to_san(
        "1. P - K 4 P - K 4 2. Kt - K B 3 Kt - Q B 3 3. B - Kt 5 P - Q R 3 4. B - R 4 Kt - B 3 5. O - O B - K 2 *\n",
        LanguageChoice::Auto,
    );
    assert_eq!(analyses[0].move_count, 10, "{san}");
    assert!(
        san.ends_with("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n"),
        "{san}"
    );
    // One space between the columns: `15. Kt × Kt P - Kt 4`,
    // `27. Kt × Kt K × Kt`, `8. P × P P × P`.
    let (_, joined) = to_san(CAPABLANCA_TEICHMANN, LanguageChoice::Auto);
    let close = |text: &str| -> String {
        text.lines()
            .map(|line| {
                if line.starts_with(' ') {
                    line.split_whitespace().collect::<Vec<_>>().join(" ")
                } else {
                    line.to_owned()
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let closed = close(CAPABLANCA_TEICHMANN_PRINTED);
    assert!(closed.contains("\n15. Kt × Kt P - Kt 4\n"));
    // The ASCII file of the same book prints `x` where 33870-8.txt prints
    // `×` (`Kt (B 3) x Q !`).
    let ascii = CAPABLANCA_TEICHMANN_PRINTED.replace('×', "x");
    for (text, from) in [
        (&closed, LanguageChoice::Descriptive(en)),
        (&closed, LanguageChoice::Auto),
        (&ascii, LanguageChoice::Auto),
        (&close(&ascii), LanguageChoice::Auto),
    ] {
        let (_, analyses) = to_san(text, from);
        let game = analyses.iter().find(|a| a.move_count > 0).unwrap();
        assert!(!game.has_errors(), "{:?}", game.diagnostics);
        assert_eq!(main_line(game), main_line(&joined[0]));
    }
    // The author's note after 9. B - Kt 5, as the book prints it between
    // the lines of moves (Project Gutenberg #33870, lines 5182-5185).
    let note = "An invention of my own, I believe. I played it on the spur of the moment\n\
        simply to change the normal course of the game. Generally the Bishop goes\n\
        to Q 3, or to R 6, after Q - R 4. The text move is in the nature of an\n\
        ordinary developing move, and as it violates no principle it cannot be bad.\n";
    let with_note = CAPABLANCA_TEICHMANN_PRINTED.replacen(
        "        9. B - Kt 5\n",
        &format!("        9. B - Kt 5\n\n{note}\n"),
        1,
    );
    let (out, analyses) = translated(&with_note, "en", None);
    assert!(out.contains(note), "{out}");
    let games: Vec<&Analysis> = analyses.iter().filter(|a| a.move_count > 0).collect();
    assert_eq!(games.len(), 1);
    assert_eq!(main_line(games[0]), main_line(&joined[0]));
}
