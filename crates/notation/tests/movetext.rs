//! Tests of the move syntax reader: every accepted variant, in English,
//! German, Italian, Greek and Hebrew, as tables of text → readings.

use forsyth_core::{Role, Square};
use forsyth_notation::letters::Letters;
use forsyth_notation::movetext::{
    Check, CheckMark, Homoglyph, MoveReader, MoveSyntax, MoveSyntaxErrorKind, PieceMark,
    PromotionMark, Reading, Readings, Style, read_move,
};
use proptest::prelude::*;

fn table(
    lang: &str,
    pieces: [&str; 6],
    files: [char; 8],
    castle: (&str, &str),
    capture: &str,
) -> Letters {
    Letters {
        lang: lang.into(),
        autonym: lang.into(),
        pieces: pieces.map(String::from),
        extra_pieces: Vec::new(),
        forsyth: pieces.map(String::from),
        files,
        castle_short: castle.0.into(),
        castle_long: castle.1.into(),
        capture: capture.into(),
    }
}

const LATIN: [char; 8] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

fn english() -> Letters {
    Letters::english()
}

fn german() -> Letters {
    let mut de = table(
        "de",
        ["", "S", "L", "T", "D", "K"],
        LATIN,
        ("0-0", "0-0-0"),
        "x",
    );
    de.extra_pieces.push(("P".into(), Role::Pawn));
    de
}

fn italian() -> Letters {
    table(
        "it",
        ["", "C", "A", "T", "D", "R"],
        LATIN,
        ("0-0", "0-0-0"),
        "x",
    )
}

fn greek() -> Letters {
    table(
        "el",
        ["", "Ι", "Α", "Π", "Β", "Ρ"],
        ['α', 'β', 'γ', 'δ', 'ε', 'ζ', 'η', 'θ'],
        ("O-O", "O-O-O"),
        "x",
    )
}

fn hebrew() -> Letters {
    table(
        "he",
        ["", "פ", "ר", "צ", "מה", "מ"],
        ['א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח'],
        ("0-0", "0-0-0"),
        ":",
    )
}

fn all_tables() -> [Letters; 5] {
    [english(), german(), italian(), greek(), hebrew()]
}

/// A compact, language-free description of a reading:
/// `San N f3`, `San P exd5`, `Lan Q a1a4`, `Uci e7e8=Q`, `San O-O-O`, then
/// check (`+`, `++`, `#`) and ` ep` for an en passant mark.
fn describe(r: &Reading) -> String {
    let square = |s: Square| s.to_string();
    let promo = |p: Option<Role>| p.map_or(String::new(), |p| format!("={}", p.upper_char()));
    let body = match r.syntax {
        MoveSyntax::Normal {
            role,
            from_file,
            from_rank,
            capture,
            to,
            promotion,
        } => format!(
            "{} {}{}{}{}{}",
            role.upper_char(),
            from_file.map_or(String::new(), |f| f.char().to_string()),
            from_rank.map_or(String::new(), |r| r.char().to_string()),
            if capture { "x" } else { "" },
            square(to),
            promo(promotion)
        ),
        MoveSyntax::Squares {
            from,
            to,
            promotion,
        } => {
            format!("{}{}{}", square(from), square(to), promo(promotion))
        }
        MoveSyntax::Castle { long: false } => "O-O".into(),
        MoveSyntax::Castle { long: true } => "O-O-O".into(),
        MoveSyntax::Null => "--".into(),
    };
    let check = match r.check {
        Check::None => "",
        Check::Check => "+",
        Check::DoubleCheckOrMate => "++",
        Check::Mate => "#",
    };
    let ep = if r.en_passant_mark { " ep" } else { "" };
    format!("{:?} {body}{check}{ep}", r.style)
}

#[track_caller]
fn check(letters: &Letters, text: &str, expected: &[&str]) {
    let readings = match read_move(text, letters) {
        Ok(readings) => readings,
        Err(e) => panic!("[{}] {text:?}: {e}", letters.lang),
    };
    let got: Vec<String> = readings.iter().map(describe).collect();
    assert_eq!(got, expected, "[{}] {text:?}", letters.lang);
}

#[track_caller]
fn check_table(letters: &Letters, cases: &[(&str, &[&str])]) {
    for (text, expected) in cases {
        check(letters, text, expected);
    }
}

#[track_caller]
fn check_error(letters: &Letters, text: &str, kind: MoveSyntaxErrorKind, offset: usize) {
    match read_move(text, letters) {
        Ok(r) => panic!(
            "[{}] {text:?} read as {:?}",
            letters.lang,
            r.iter().map(describe).collect::<Vec<_>>()
        ),
        Err(e) => {
            assert_eq!(
                (e.kind, e.offset),
                (kind, offset),
                "[{}] {text:?}: {e}",
                letters.lang
            );
            assert_eq!(e.lang.as_str(), letters.lang);
        }
    }
}

fn first(letters: &Letters, text: &str) -> Reading {
    read_move(text, letters).unwrap()[0]
}

#[test]
fn english_san() {
    check_table(
        &english(),
        &[
            ("e4", &["San P e4"]),
            ("Nf3", &["San N f3"]),
            ("Bb5", &["San B b5"]),
            ("bxc3", &["San P bxc3"]),
            ("Bxc3", &["San B xc3"]),
            ("exd5", &["San P exd5"]),
            ("e:d5", &["San P exd5"]),
            ("e×d5", &["San P exd5"]),
            ("ed5", &["San P ed5"]),
            ("Nbd2", &["San N bd2"]),
            ("R1a3", &["San R 1a3"]),
            ("Qh4e1", &["San Q h4e1"]),
            ("Qh4xe1", &["San Q h4xe1"]),
            ("Rdf8", &["San R df8"]),
            ("Kxe2", &["San K xe2"]),
            ("B:e5", &["San B xe5"]),
            ("Be5:", &["San B xe5"]),
            ("Qxf7+", &["San Q xf7+"]),
            ("Qh4#", &["San Q h4#"]),
            ("Kf2‡", &["San K f2#"]),
            ("Nf3†", &["San N f3+"]),
            ("Nf3ch", &["San N f3+"]),
            ("Qf7≠", &["San Q f7#"]),
            ("Nd5++", &["San N d5++"]),
            ("e8=Q", &["San P e8=Q"]),
            ("e8Q", &["San P e8=Q"]),
            ("e8(Q)", &["San P e8=Q"]),
            ("e8/Q", &["San P e8=Q"]),
            ("e8q", &["San P e8=Q"]),
            ("e8=q", &["San P e8=Q"]),
            ("e8=N+", &["San P e8=N+"]),
            ("exd8=R#", &["San P exd8=R#"]),
            ("bxa1(N)+", &["San P bxa1=N+"]),
            ("exd6e.p.", &["San P exd6 ep"]),
            ("exd6 e.p.", &["San P exd6 ep"]),
            ("cxd6ep", &["San P cxd6 ep"]),
            ("exd6e.p.+", &["San P exd6+ ep"]),
            ("exd6+ e.p.", &["San P exd6+ ep"]),
        ],
    );
}

#[test]
fn english_long_uci_iccf() {
    check_table(
        &english(),
        &[
            ("e2-e4", &["Lan P e2e4", "Lan e2e4"]),
            ("g1-f3", &["Lan P g1f3", "Lan g1f3"]),
            ("e4xd5", &["Lan P e4xd5"]),
            ("d4:e5", &["Lan P d4xe5"]),
            ("Nb1-c3", &["Lan N b1c3"]),
            ("Ng1-f3+", &["Lan N g1f3+"]),
            ("Rd3xd7", &["San R d3xd7"]),
            ("e7-e8=Q", &["Lan P e7e8=Q", "Lan e7e8=Q"]),
            ("e2e4", &["Uci e2e4"]),
            ("g1f3", &["Uci g1f3"]),
            ("e1g1", &["Uci e1g1"]),
            ("e1h1", &["Uci e1h1"]),
            ("e7e8q", &["Uci e7e8=Q"]),
            ("a2a1n", &["Uci a2a1=N"]),
            ("5254", &["Iccf e2e4"]),
            ("7163", &["Iccf g1f3"]),
            ("37381", &["Iccf c7c8=Q"]),
            ("67682", &["Iccf f7f8=R"]),
            ("22113", &["Iccf b2a1=B"]),
            ("22114", &["Iccf b2a1=N"]),
            ("21122", &["Iccf b1a2=R"]),
            ("5171", &["Iccf e1g1"]),
            ("5838", &["Iccf e8c8"]),
        ],
    );
}

#[test]
fn castling_and_null_moves() {
    for letters in all_tables() {
        check_table(
            &letters,
            &[
                ("O-O", &["San O-O"]),
                ("O-O-O", &["San O-O-O"]),
                ("0-0", &["San O-O"]),
                ("0-0-0", &["San O-O-O"]),
                ("o-o", &["San O-O"]),
                ("o-o-o", &["San O-O-O"]),
                ("00", &["San O-O"]),
                ("000", &["San O-O-O"]),
                ("OO", &["San O-O"]),
                ("O-O+", &["San O-O+"]),
                ("0-0-0#", &["San O-O-O#"]),
                ("O-O†", &["San O-O+"]),
                ("--", &["San --"]),
                ("Z0", &["San --"]),
                ("0000", &["Uci --"]),
            ],
        );
    }
    let de = german();
    let zero = first(&de, "0-0");
    assert!(zero.spelling.castle_zeros);
    assert!(!zero.spelling.castle_without_hyphens);
    assert!(first(&de, "000").spelling.castle_without_hyphens);
    assert!(first(&de, "O-O").homoglyphs.is_empty());
    assert!(first(&de, "o-o").homoglyphs.is_empty());
}

#[test]
fn greek_omicron_castling_reports_the_look_alikes() {
    for letters in all_tables() {
        let long = first(&letters, "Ο-Ο-O");
        assert_eq!(long.syntax, MoveSyntax::Castle { long: true });
        assert_eq!(
            long.homoglyphs.as_slice(),
            &[
                Homoglyph {
                    found: 'Ο',
                    meant: 'O',
                    offset: 0
                },
                Homoglyph {
                    found: 'Ο',
                    meant: 'O',
                    offset: 3
                },
            ],
            "[{}]",
            letters.lang
        );
        let cyrillic = first(&letters, "О-О");
        assert_eq!(cyrillic.syntax, MoveSyntax::Castle { long: false });
        assert_eq!(cyrillic.homoglyphs.len(), 2);
    }
    // A language whose castling is written with Greek omicrons: a Latin O
    // is then the look-alike.
    let mut el = greek();
    el.castle_short = "Ο-Ο".into();
    el.castle_long = "Ο-Ο-Ο".into();
    let latin = first(&el, "O-O");
    assert_eq!(
        latin
            .homoglyphs
            .iter()
            .map(|h| (h.found, h.meant))
            .collect::<Vec<_>>(),
        [('O', 'Ο'), ('O', 'Ο')]
    );
    assert!(first(&el, "Ο-Ο").homoglyphs.is_empty());
}

#[test]
fn figurines_of_either_colour() {
    for letters in all_tables() {
        check_table(
            &letters,
            &[
                ("♘f3", &["San N f3"]),
                ("♞f3", &["San N f3"]),
                ("♗xb5", &["San B xb5"]),
                ("♝b5+", &["San B b5+"]),
                ("♖a1-a4", &["Lan R a1a4"]),
                ("♜1a3", &["San R 1a3"]),
                ("♕h4#", &["San Q h4#"]),
                ("♛h4‡", &["San Q h4#"]),
                ("♔e2", &["San K e2"]),
                ("♚g8", &["San K g8"]),
                ("♙e4", &["San P e4"]),
                ("♟e5", &["San P e5"]),
                ("e8=♕", &["San P e8=Q"]),
                ("e8♘", &["San P e8=N"]),
                ("e8(♜)", &["San P e8=R"]),
            ],
        );
        let r = first(&letters, "♘f3");
        assert_eq!(r.spelling.piece, PieceMark::Figurine);
    }
}

#[test]
fn latin_files_in_every_language() {
    for letters in all_tables() {
        check_table(
            &letters,
            &[
                ("e4", &["San P e4"]),
                ("exd5", &["San P exd5"]),
                ("e:d5", &["San P exd5"]),
                ("gxf6", &["San P gxf6"]),
                ("a7a8q", &["Uci a7a8=Q"]),
                ("e2-e4", &["Lan P e2e4", "Lan e2e4"]),
            ],
        );
        let r = first(&letters, "exd5");
        assert!(r.spelling.latin_files && !r.spelling.local_files);
    }
}

#[test]
fn german_moves() {
    check_table(
        &german(),
        &[
            ("Sf3", &["San N f3"]),
            ("Lb5", &["San B b5"]),
            ("Dxd8", &["San Q xd8"]),
            ("Dxd8+", &["San Q xd8+"]),
            ("Tfe1", &["San R fe1"]),
            ("Kg1", &["San K g1"]),
            ("Le5:", &["San B xe5"]),
            ("L:e5", &["San B xe5"]),
            ("Lc1-f4", &["Lan B c1f4"]),
            ("Tf8xf2", &["San R f8xf2"]),
            ("e8D", &["San P e8=Q"]),
            ("e8=D", &["San P e8=Q"]),
            ("e7-e8D", &["Lan P e7e8=Q", "Lan e7e8=Q"]),
            ("b8S", &["San P b8=N"]),
            ("b8=d", &["San P b8=Q"]),
            ("e8q", &["San P e8=Q"]),
            ("Pe4", &["San P e4"]),
            ("Sxe5#", &["San N xe5#"]),
        ],
    );
    let de = german();
    let trailing = first(&de, "Le5:");
    assert!(trailing.spelling.capture_after);
    assert_eq!(trailing.spelling.capture_mark, Some(':'));
    assert_eq!(first(&de, "Pe4").spelling.piece, PieceMark::ExtraLetter);
    assert_eq!(first(&de, "Sf3").spelling.piece, PieceMark::Letter);
    assert_eq!(
        first(&de, "e8D").spelling.promotion,
        Some(PromotionMark::Bare)
    );
}

#[test]
fn italian_moves() {
    check_table(
        &italian(),
        &[
            ("Cf3", &["San N f3"]),
            ("Cc6", &["San N c6"]),
            ("Ab5", &["San B b5"]),
            ("Axc6", &["San B xc6"]),
            ("Dxd8", &["San Q xd8"]),
            ("Td1", &["San R d1"]),
            ("Re2", &["San K e2"]),
            ("Rxe2+", &["San K xe2+"]),
            ("Cbd2", &["San N bd2"]),
            ("d:e5", &["San P dxe5"]),
            ("e8=D", &["San P e8=Q"]),
            ("e8=T", &["San P e8=R"]),
            ("e8A", &["San P e8=B"]),
            ("e8=C+", &["San P e8=N+"]),
            ("e8=d", &["San P e8=Q"]),
            ("e8=r", &["San P e8=R"]),
            ("Cg1-f3", &["Lan N g1f3"]),
        ],
    );
}

#[test]
fn greek_moves() {
    let el = greek();
    check_table(
        &el,
        &[
            // The Greek seed's solution of Oikonomopoulos' mate in 3 (1881).
            ("Ιδ4", &["San N d4"]),
            ("Ρδ7", &["San K d7"]),
            ("Ιβ5", &["San N b5"]),
            ("Ρε7", &["San K e7"]),
            ("Πζ7", &["San R f7"]),
            ("Πζ7#", &["San R f7#"]),
            ("Ρδ6", &["San K d6"]),
            ("Πδ8+", &["San R d8+"]),
            ("Ργ7", &["San K c7"]),
            ("Ιε6", &["San N e6"]),
            ("Ρε5", &["San K e5"]),
            ("Ιγ6", &["San N c6"]),
            // More of Greek notation.
            ("ε4", &["San P e4"]),
            ("γ5", &["San P c5"]),
            ("Ιζ3", &["San N f3"]),
            ("Ιγ6+", &["San N c6+"]),
            ("Ιδ7+", &["San N d7+"]),
            ("Βθ8", &["San Q h8"]),
            ("Αδ5", &["San B d5"]),
            ("εxδ5", &["San P exd5"]),
            ("ε:δ5", &["San P exd5"]),
            ("ε✕δ5", &["San P exd5"]),
            ("Β✕ζ7#", &["San Q xf7#"]),
            ("Ιβδ2", &["San N bd2"]),
            ("Π1α3", &["San R 1a3"]),
            ("Ιβ1-γ3", &["Lan N b1c3"]),
            ("ε7-ε8=Β", &["Lan P e7e8=Q", "Lan e7e8=Q"]),
            ("ε8=Β", &["San P e8=Q"]),
            ("ε8Ι", &["San P e8=N"]),
            ("Ιf3", &["San N f3"]),
            ("Ρe2", &["San K e2"]),
            ("εxd5", &["San P exd5"]),
        ],
    );
    let r = first(&el, "Ιδ4");
    assert!(r.spelling.local_files && !r.spelling.latin_files);
    assert!(r.homoglyphs.is_empty());
    let mixed = first(&el, "εxd5");
    assert!(mixed.spelling.local_files && mixed.spelling.latin_files);
}

#[test]
fn greek_look_alike_letters() {
    let el = greek();
    check_table(
        &el,
        &[
            ("Pδ7", &["San K d7"]),
            ("Bθ8", &["San Q h8"]),
            ("Aδ5", &["San B d5"]),
            ("Iδ4", &["San N d4"]),
            ("Pe2", &["San K e2"]),
            ("Bxf7#", &["San Q xf7#"]),
            ("ε8=B", &["San P e8=Q"]),
            ("Рδ7", &["San K d7"]),
        ],
    );
    let king = first(&el, "Pδ7");
    assert_eq!(
        king.homoglyphs.as_slice(),
        &[Homoglyph {
            found: 'P',
            meant: 'Ρ',
            offset: 0
        }]
    );
    let promotion = first(&el, "ε8=B");
    assert_eq!(
        promotion.homoglyphs.as_slice(),
        &[Homoglyph {
            found: 'B',
            meant: 'Β',
            offset: 4
        }]
    );
    // Look-alikes count only toward letters of another script: in English
    // a Greek Β is no bishop, and in German a Latin K is simply the king.
    check_error(&english(), "Βc4", MoveSyntaxErrorKind::UnknownPiece('Β'), 0);
    assert!(first(&german(), "Kg1").homoglyphs.is_empty());
    // A Latin letter with no Greek twin is no Greek piece.
    check_error(&el, "Nf3", MoveSyntaxErrorKind::UnknownPiece('N'), 0);
}

#[test]
fn hebrew_moves() {
    let he = hebrew();
    check_table(
        &he,
        &[
            // he.wikipedia "כפאי": 1.Re3 Ng1 2.Kf5 Kd4.
            ("צה3", &["San R e3"]),
            ("פז1", &["San N g1"]),
            ("מו5", &["San K f5"]),
            ("מד4", &["San K d4"]),
            // Pawn moves, captures, promotions.
            ("ה4", &["San P e4"]),
            ("ה5", &["San P e5"]),
            ("ז:ו6", &["San P gxf6"]),
            ("ד8=פ", &["San P d8=N"]),
            ("ד8=מה", &["San P d8=Q"]),
            ("ד8פ", &["San P d8=N"]),
            ("ד8=צ+", &["San P d8=R+"]),
            // Queen moves: the two-letter queen before a file (a king move
            // from the e-file reads the same; see hebrew_queen_or_king).
            ("מהו5#", &["San Q f5#", "San K ef5#"]),
            ("מהד4#", &["San Q d4#", "San K ed4#"]),
            ("צ:ו6", &["San R xf6"]),
            // Disambiguation.
            ("צא:ג4", &["San R axc4"]),
            ("צג:ג4", &["San R cxc4"]),
            // Bishop, knight, rook.
            ("רה7", &["San B e7"]),
            ("פו3", &["San N f3"]),
            ("פג6", &["San N c6"]),
            ("פו6", &["San N f6"]),
            ("צה3", &["San R e3"]),
            // The display hyphen between piece and square.
            ("פ-ו3", &["San N f3"]),
            ("פ-ג6", &["San N c6"]),
            ("ר-ב5", &["San B b5"]),
            ("ר-ב-5", &["San B b5"]),
            // Long form.
            ("מהא1-א4", &["Lan Q a1a4"]),
            ("פז1-ו3", &["Lan N g1f3"]),
            // Latin files.
            ("פf3", &["San N f3"]),
            ("מהxd4", &["San Q xd4", "San K exd4"]),
            // Final letter forms.
            ("ףו3", &["San N f3"]),
            ("ץה3", &["San R e3"]),
            ("םו5", &["San K f5"]),
            ("ד8=ף", &["San P d8=N"]),
        ],
    );
    let r = first(&he, "ףו3");
    assert!(r.spelling.final_forms);
    assert!(!first(&he, "פו3").spelling.final_forms);
    assert!(first(&he, "פ-ו3").spelling.piece_hyphen);
    assert!(!first(&he, "פו3").spelling.piece_hyphen);
    assert_eq!(first(&he, "ז:ו6").spelling.capture_mark, Some(':'));
}

#[test]
fn hebrew_queen_or_king() {
    let he = hebrew();
    check_table(
        &he,
        &[
            // מה + digit: only a king move to the e-file.
            ("מה3", &["San K e3"]),
            ("מה3+", &["San K e3+"]),
            // מה + file: a queen move, or a king move from the e-file.
            ("מהה3", &["San Q e3", "San K ee3"]),
            ("מה:ו6", &["San Q xf6", "San K exf6"]),
            ("מה:ד4#", &["San Q xd4#", "San K exd4#"]),
            ("מהו5", &["San Q f5", "San K ef5"]),
            // A hyphen after מה only fits the queen.
            ("מה-ו3", &["San Q f3"]),
            // King moves that are not queen moves.
            ("מ:ה6", &["San K xe6"]),
            ("מו5", &["San K f5"]),
        ],
    );
    let readings = read_move("מהה3", &he).unwrap();
    assert_eq!(readings[0].spelling.piece, PieceMark::Letter);
    assert!(matches!(
        readings[1].syntax,
        MoveSyntax::Normal {
            role: Role::King,
            from_file: Some(forsyth_core::File::E),
            to: Square::E3,
            ..
        }
    ));
}

#[test]
fn check_marks() {
    let en = english();
    let cases = [
        ("Nf3+", Check::Check, CheckMark::Plus),
        ("Nf3†", Check::Check, CheckMark::Dagger),
        ("Nf3ch", Check::Check, CheckMark::Ch),
        ("Nf3++", Check::DoubleCheckOrMate, CheckMark::DoublePlus),
        ("Nf3#", Check::Mate, CheckMark::Hash),
        ("Nf3‡", Check::Mate, CheckMark::DoubleDagger),
        ("Nf3≠", Check::Mate, CheckMark::NotEqual),
        ("e8=Qch", Check::Check, CheckMark::Ch),
    ];
    for (text, check, mark) in cases {
        let r = first(&en, text);
        assert_eq!(
            (r.check, r.spelling.check_mark),
            (check, Some(mark)),
            "{text}"
        );
    }
    assert_eq!(first(&en, "Nf3").spelling.check_mark, None);
}

#[test]
fn spelling_records_the_marks() {
    let en = english();
    let marks = |t: &str| first(&en, t).spelling.promotion;
    assert_eq!(marks("e8=Q"), Some(PromotionMark::Equals));
    assert_eq!(marks("e8Q"), Some(PromotionMark::Bare));
    assert_eq!(marks("e8(Q)"), Some(PromotionMark::Parens));
    assert_eq!(marks("e8/Q"), Some(PromotionMark::Slash));
    assert_eq!(marks("e4"), None);
    assert!(first(&en, "e8q").spelling.lowercase_promotion);
    assert!(!first(&en, "e8Q").spelling.lowercase_promotion);
    let capture = |t: &str| first(&en, t).spelling.capture_mark;
    assert_eq!(capture("exd5"), Some('x'));
    assert_eq!(capture("e:d5"), Some(':'));
    assert_eq!(capture("e×d5"), Some('×'));
    assert_eq!(capture("e✕d5"), Some('✕'));
    assert_eq!(capture("ed5"), None);
    assert_eq!(first(&en, "Nf3").style, Style::San);
    assert!(first(&en, "exd6 e.p.").en_passant_mark);
    assert!(!first(&en, "exd6").en_passant_mark);
}

#[test]
fn errors_say_why_and_where() {
    use MoveSyntaxErrorKind::*;
    let en = english();
    let de = german();
    let he = hebrew();
    let cases: &[(&Letters, &str, MoveSyntaxErrorKind, usize)] = &[
        (&en, "", Empty, 0),
        (&en, "+", Empty, 0),
        (&en, "Xf3", UnknownPiece('X'), 0),
        (&en, "Lb5", UnknownPiece('L'), 0),
        (&de, "Nf3", UnknownPiece('N'), 0),
        (&de, "Bb5", UnknownPiece('B'), 0),
        (&he, "קו3", UnknownPiece('ק'), 0),
        (&en, "N", NoDestination, 1),
        (&en, "Nf", NoDestination, 2),
        (&en, "exd", NoDestination, 3),
        (&en, "e", NoDestination, 1),
        (&en, "Nx", NoDestination, 2),
        (&en, "Nb1-", NoDestination, 4),
        (&en, "e-d5", IncompleteOrigin, 1),
        (&en, "Nb-d2", IncompleteOrigin, 2),
        (&en, "e8=", MissingPromotion, 3),
        (&en, "e8=K", BadPromotion('K'), 3),
        (&en, "e8=X", BadPromotion('X'), 3),
        (&en, "e8(Q", Unexpected('('), 2),
        (&en, "Nf3=Q", PieceCannotPromote, 3),
        (&en, "Nf3!", Unexpected('!'), 3),
        (&en, "e4 e5", Unexpected(' '), 2),
        (&en, "O-O-O-O", BadCastling, 6),
        (&en, "O--O", BadCastling, 2),
        (&en, "O-OO", BadCastling, 3),
        (&en, "O", BadCastling, 1),
        (&en, "5294", BadNumeric, 2),
        (&en, "52545", BadNumeric, 4),
        (&en, "123", BadNumeric, 0),
        (&de, "e8=K", BadPromotion('K'), 3),
        (&he, "מ", NoDestination, 2),
        (&he, "ד8=מ", BadPromotion('מ'), 4),
    ];
    for &(letters, text, kind, offset) in cases {
        check_error(letters, text, kind, offset);
    }
    let e = read_move("Lb5", &de)
        .map(|_| ())
        .and_then(|()| read_move("Xb5", &de));
    let e = e.unwrap_err();
    assert_eq!(
        e.to_string(),
        "unknown piece letter 'X' (U+0058) in language de at byte 0"
    );
    let e = read_move("e8=K", &en).unwrap_err();
    assert!(e.to_string().contains("bad promotion piece 'K'"), "{e}");
}

fn arb_table() -> impl Strategy<Value = Letters> {
    (0..5usize).prop_map(|i| all_tables()[i].clone())
}

/// Characters moves are made of in the five languages, and some others.
fn arb_move_text() -> impl Strategy<Value = String> {
    let chars: Vec<char> = "abcdefghxX:×✕-=+#†‡≠/()_.e pch12345678900OoΟОQRBNKPSLTDCAZΡΒΠΑΙαβγδεζηθמהצרפץףםאבגדהוזח♔♕♖♗♘♙♚♛♜♝♞♟!?"
        .chars()
        .collect();
    proptest::collection::vec(proptest::sample::select(chars), 0..12)
        .prop_map(|v| v.into_iter().collect())
}

proptest! {
    #[test]
    fn never_panics_on_any_string(text in any::<String>(), letters in arb_table()) {
        let _ = read_move(&text, &letters);
    }

    #[test]
    fn never_panics_on_move_like_text(text in arb_move_text(), letters in arb_table()) {
        match read_move(&text, &letters) {
            Ok(readings) => prop_assert!(!readings.is_empty()),
            Err(e) => {
                prop_assert!(e.offset <= text.len());
                prop_assert!(text.is_char_boundary(e.offset));
                let _ = e.to_string();
            }
        }
    }
}

/// Every move of the real-games corpus (`shared/corpus/fetch.sh`) reads in
/// English, when the corpus has been fetched.
#[test]
fn corpus_moves_read() {
    use forsyth_notation::lexer::{Lexer, TokenKind};
    let dir = std::env::var_os("FORSYTH_CORPUS")
        .map_or_else(|| "/tmp/forsyth-corpus".into(), std::path::PathBuf::from);
    let Ok(src) = std::fs::read(dir.join("all.pgn")) else {
        eprintln!("no corpus at {}: run shared/corpus/fetch.sh", dir.display());
        return;
    };
    let words: Vec<&str> = Lexer::new(&src)
        .filter(|t| t.kind == TokenKind::Word)
        .map(|t| t.text(&src).unwrap())
        .collect();
    let en = english();
    let reader = MoveReader::new(&en);
    let start = std::time::Instant::now();
    let mut readings = Readings::new();
    for text in &words {
        if let Err(e) = reader.read_into(text, &mut readings) {
            panic!("{text:?}: {e}");
        }
        assert_eq!(readings.len(), 1, "{text}");
    }
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "{} moves in {secs:.3} s: {:.0} ns per move",
        words.len(),
        secs * 1e9 / words.len() as f64
    );
}

#[test]
fn embedded_locales_read_their_own_moves() {
    use forsyth_notation::locale::Locales;
    let locales = Locales::embedded();
    let cases: &[(&str, &[(&str, &str)])] = &[
        (
            "en",
            &[
                ("Nf3", "San N f3"),
                ("O-O", "San O-O"),
                ("exd6 e.p.", "San P exd6 ep"),
            ],
        ),
        (
            "de",
            &[
                ("Sf3", "San N f3"),
                ("Dxd8+", "San Q xd8+"),
                ("e8D", "San P e8=Q"),
                ("0-0", "San O-O"),
            ],
        ),
        (
            "it",
            &[
                ("Cf3", "San N f3"),
                ("Ab5", "San B b5"),
                ("Re2", "San K e2"),
            ],
        ),
        (
            "el",
            &[
                ("Ιδ4", "San N d4"),
                ("Ρδ7", "San K d7"),
                ("Πζ7#", "San R f7#"),
                ("Ο-Ο-O", "San O-O-O"),
            ],
        ),
        (
            "he",
            &[
                ("צה3", "San R e3"),
                ("מהה3", "San Q e3"),
                ("מה3", "San K e3"),
                ("ז:ו6", "San P gxf6"),
                ("ףו3", "San N f3"),
            ],
        ),
    ];
    for (tag, moves) in cases {
        let Some(locale) = locales.get(tag) else {
            panic!("no embedded locale {tag}");
        };
        for (text, expected) in *moves {
            let readings =
                read_move(text, locale.letters()).unwrap_or_else(|e| panic!("[{tag}] {text}: {e}"));
            assert_eq!(describe(&readings[0]), *expected, "[{tag}] {text}");
        }
    }
}
