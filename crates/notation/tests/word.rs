//! Tests of the move syntax reader: every accepted variant, in English,
//! German, Italian, Greek and Hebrew, as tables of text → readings.

use forsyth_core::{Role, Square};
use forsyth_notation::letters::Letters;
use forsyth_notation::word::{
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

/// A character the language reads as itself is never a look-alike of
/// another of its letters. Found by the `locale` fuzz target: in a locale
/// whose file g is a Latin `o` and whose extra queen letter is a Greek `ο`,
/// the pawn's move `o2-o4` was also read as a queen's from the second rank
/// to g4, with a look-alike warning, and that reading was played.
#[test]
fn an_own_letter_is_no_look_alike() {
    let mut fuzzed = table(
        "xx",
        ["", "N", "B", "R", "Q", "K"],
        ['i', 'j', 'k', 'l', 'm', 'n', 'o', 'p'],
        ("O-O", "O-O-O"),
        "x",
    );
    fuzzed.extra_pieces.push(("ο".into(), Role::Queen));
    check_table(
        &fuzzed,
        &[
            ("o2-o4", &["Lan P g2g4", "Lan g2g4"]),
            ("ο2-o4", &["San Q 2g4"]),
        ],
    );
    let pawn = first(&fuzzed, "o2-o4");
    assert!(pawn.homoglyphs.is_empty());
    // A Latin file letter is no look-alike either: Greek files are α to θ,
    // and every language reads a to h as well.
    let mut greek_pawn = greek();
    greek_pawn.extra_pieces.push(("α".into(), Role::Queen));
    check_table(&greek_pawn, &[("ab3", &["San P ab3"])]);
    // Nor a Hebrew final form of another letter: in a locale whose file e
    // is a final mem and whose king is a mem (found by the `locale` fuzz
    // target, seed `own-file-letter-final-form`), `ם7-ם6` was also read as
    // the king's move from the seventh rank, and written back it read
    // otherwise.
    let mut mem = table(
        "xx",
        ["", "פ", "ר", "צ", "מה", "מ"],
        ['а', 'б', 'в', 'г', 'ם', 'е', 'ж', 'з'],
        ("OO", "Ο-Ο-Ο"),
        "✕",
    );
    mem.extra_pieces.push(("ο".into(), Role::Queen));
    check_table(
        &mem,
        &[
            ("ם7-ם6", &["Lan P e7e6", "Lan e7e6"]),
            ("מם6", &["San K e6"]),
        ],
    );
    // In Hebrew itself, a final form still stands for its letter.
    check_table(&hebrew(), &[("ץה3", &["San R e3"])]);
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
            // he.wikipedia "פתיחת ארבעת הפרשים": 4...ר-ב4, 4...פ-ד4; the
            // 2006 he.wikipedia "פתיחה איטלקית": מה-ה7 (Qe7).
            ("ר-ב4", &["San B b4"]),
            ("פ-ד4", &["San N d4"]),
            ("מה-ה7", &["San Q e7"]),
            // ... and after a disambiguation (issue 11).
            ("פב-ד2", &["San N bd2"]),
            ("צא-ג8", &["San R ac8"]),
            ("פז-ו6", &["San N gf6"]),
            ("צ1-ד1", &["San R 1d1"]),
            ("פב-ד-2", &["San N bd2"]),
            ("פ-בד2", &["San N bd2"]),
            ("פ-ב-ד2", &["San N bd2"]),
            ("פב:ד2", &["San N bxd2"]),
            ("פב-:ד2", &["San N bxd2"]),
            ("פ-:ו6", &["San N xf6"]),
            ("פבxד2", &["San N bxd2"]),
            ("ףב-ד2+", &["San N bd2+"]),
            ("פb-d2", &["San N bd2"]),
            ("פב-d2#", &["San N bd2#"]),
            ("מה:ו6", &["San Q xf6", "San K exf6"]),
            ("מה-:ו6", &["San Q xf6"]),
            ("מהא-א4", &["San Q aa4"]),
            ("מ-ה-ה7", &["San K ee7"]),
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
    let hyphens = |t: &str| {
        let s = first(&he, t).spelling;
        (s.piece_hyphen, s.origin_hyphen, s.square_hyphen)
    };
    assert_eq!(hyphens("ר-ב5"), (true, false, false));
    assert_eq!(hyphens("ר-ב-5"), (true, false, true));
    assert_eq!(hyphens("פב-ד2"), (false, true, false));
    assert_eq!(hyphens("פב-ד-2"), (false, true, true));
    assert_eq!(hyphens("פ-ב-ד2"), (true, true, false));
    assert_eq!(hyphens("מהא1-א4"), (false, true, false));
    assert_eq!(first(&he, "פב-:ד2").spelling.capture_mark, Some(':'));
    assert_eq!(first(&he, "פב-ד2").style, Style::San);
    assert_eq!(first(&he, "מהא1-א4").style, Style::Lan);
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
            ("מה-:ו3", &["San Q xf3"]),
            // After מה and a rank: long notation of the king from e1; the
            // queen from the first rank takes the piece hyphen.
            ("מה1-ו2", &["Lan K e1f2"]),
            ("מה1:ו2", &["San Q 1xf2", "San K e1xf2"]),
            ("מה1ו2", &["San Q 1f2", "San K e1f2"]),
            ("מה-1ו2", &["San Q 1f2"]),
            ("מה-1-ו2", &["San Q 1f2"]),
            ("םה1-ו2", &["Lan K e1f2"]),
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

/// `ch` is a check mark after a rank, an upper-case letter or a letter of a
/// script without case, never after a lower-case letter in any script.
/// Found by the `move_word` fuzz target: Bulgarian read `g1тch` (its rook
/// `т` in lower case, then `ch`), and the English translation `g1rch` could
/// not be read back.
#[test]
fn no_check_mark_ch_after_a_lower_case_letter() {
    let mut bulgarian = table(
        "bg",
        ["", "К", "О", "Т", "Д", "Ц"],
        LATIN,
        ("O-O", "O-O-O"),
        "x",
    );
    bulgarian.forsyth[0] = "П".into();
    for (letters, text) in [
        (english(), "g1rch"),
        (english(), "e8=qch"),
        (bulgarian.clone(), "g1тch"),
        (bulgarian.clone(), "e8=дch"),
        (greek(), "ε8=βch"),
    ] {
        let letter = text.chars().rev().nth(2).unwrap();
        let at = text.len() - 2;
        check_error(&letters, text, MoveSyntaxErrorKind::Unexpected('c'), at);
        // Without the mark, the lower-case promotion reads.
        let promotion = first(&letters, &text[..at]);
        assert!(promotion.spelling.lowercase_promotion, "{text} ({letter})");
    }
    for (letters, text) in [
        (english(), "g1Rch"),
        (bulgarian, "g1Тch"),
        (greek(), "ε8=Βch"),
        (hebrew(), "ה8=מהch"),
    ] {
        let r = first(&letters, text);
        assert_eq!(r.spelling.check_mark, Some(CheckMark::Ch), "{text}");
    }
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
        (&he, "ה-ד5", IncompleteOrigin, 2),
        (&de, "Pe-d5", IncompleteOrigin, 2),
        (&en, "e4-xd5", Unexpected('x'), 3),
        (&he, "ה4-:ד5", Unexpected(':'), 4),
        (&en, "Nb:-d2", NoDestination, 3),
        (&he, "פב:-ד2", NoDestination, 5),
        (&he, "פ-ב-1-ד2", Unexpected('-'), 5),
        (&en, "Nb--d2", NoDestination, 3),
        (&en, "Nb-", NoDestination, 3),
        (&he, "פב-", NoDestination, 5),
        (&he, "מה-3", NoDestination, 6),
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

// ---------------------------------------------------------------- hyphens
//
// Every way of writing a piece move with the display hyphens of Hebrew
// texts (he.wikipedia "פתיחת ארבעת הפרשים": `פ-ו3`, `ר-ב-5`; issue 11:
// `פב-ד2`), generated over the combinations in each embedded language and
// checked against the readings the grammar of the module doc gives.

/// The final form of a Hebrew letter.
fn final_form(c: char) -> Option<char> {
    Some(match c {
        'מ' => 'ם',
        'צ' => 'ץ',
        'פ' => 'ף',
        _ => return None,
    })
}

/// A piece letter as written, with its role and what it was spelt with.
#[derive(Clone, Debug)]
struct Written {
    text: String,
    role: Role,
    final_forms: bool,
    figurine: bool,
}

/// The piece letters a writer of `letters` may use: the language's own,
/// their final forms, and a figurine.
fn written_letters(letters: &Letters) -> Vec<Written> {
    let mut out = Vec::new();
    for role in [
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ] {
        let text = letters.piece(role).to_owned();
        let mut chars = text.chars();
        if let Some(f) = chars.next().and_then(final_form) {
            out.push(Written {
                text: std::iter::once(f).chain(chars).collect(),
                role,
                final_forms: true,
                figurine: false,
            });
        }
        out.push(Written {
            text,
            role,
            final_forms: false,
            figurine: false,
        });
    }
    out.push(Written {
        text: "♞".into(),
        role: Role::Knight,
        final_forms: false,
        figurine: true,
    });
    out
}

/// A file as written: its letter and what it means.
type FileMark = (char, forsyth_core::File);

/// One piece move, element by element in writing order.
#[derive(Clone, Debug)]
struct PieceForm {
    letter: Written,
    piece_hyphen: bool,
    from_file: Option<FileMark>,
    from_rank: Option<forsyth_core::Rank>,
    origin_hyphen: bool,
    capture: Option<char>,
    to_file: FileMark,
    square_hyphen: bool,
    to_rank: forsyth_core::Rank,
}

impl PieceForm {
    fn text(&self) -> String {
        let mut s = self.letter.text.clone();
        let hyphen = |s: &mut String, on: bool| {
            if on {
                s.push('-');
            }
        };
        hyphen(&mut s, self.piece_hyphen);
        if let Some((c, _)) = self.from_file {
            s.push(c);
        }
        if let Some(r) = self.from_rank {
            s.push(r.char());
        }
        hyphen(&mut s, self.origin_hyphen);
        if let Some(c) = self.capture {
            s.push(c);
        }
        s.push(self.to_file.0);
        hyphen(&mut s, self.square_hyphen);
        s.push(self.to_rank.char());
        s
    }

    /// Whether the grammar accepts it: a hyphen after the origin needs an
    /// origin, one inside the square a hyphen before it; a letter and file
    /// that spell another piece letter (`מ` `ה`) take none after the file,
    /// and a letter that is another letter and a file (`מה`) none after a
    /// rank alone.
    fn valid(&self, all_letters: &[Written], files: &[char; 8]) -> bool {
        let is_file = |c: char| files.contains(&c) || ('a'..='h').contains(&c);
        let origin = self.from_file.is_some() || self.from_rank.is_some();
        if self.origin_hyphen && !origin {
            return false;
        }
        if self.square_hyphen && !self.piece_hyphen && !self.origin_hyphen {
            return false;
        }
        if let (Some((c, _)), None, true, false) = (
            self.from_file,
            self.from_rank,
            self.origin_hyphen,
            self.piece_hyphen,
        ) {
            let spelt = format!("{}{c}", self.letter.text);
            if all_letters.iter().any(|w| w.text == spelt) {
                return false;
            }
        }
        if let (None, Some(_), true, false) = (
            self.from_file,
            self.from_rank,
            self.origin_hyphen,
            self.piece_hyphen,
        ) && all_letters.iter().any(|shorter| {
            self.letter
                .text
                .strip_prefix(shorter.text.as_str())
                .is_some_and(|file| {
                    // Russian Кр is К and р, but р is no file.
                    let mut chars = file.chars();
                    matches!((chars.next(), chars.next()), (Some(c), None) if is_file(c))
                        && self.letter.text != shorter.text
                })
        }) {
            return false;
        }
        true
    }

    fn syntax(&self) -> MoveSyntax {
        MoveSyntax::Normal {
            role: self.letter.role,
            from_file: self.from_file.map(|(_, f)| f),
            from_rank: self.from_rank,
            capture: self.capture.is_some(),
            to: Square::from_coords(self.to_file.1, self.to_rank),
            promotion: None,
        }
    }

    fn style(&self) -> Style {
        if self.origin_hyphen && self.from_file.is_some() && self.from_rank.is_some() {
            Style::Lan
        } else {
            Style::San
        }
    }
}

/// Every generated piece form for `letters`.
fn piece_forms(letters: &Letters) -> Vec<PieceForm> {
    use forsyth_core::{File, Rank};
    let local = |i: u32| (letters.file(File::new(i)), File::new(i));
    let latin = |i: u32| (File::new(i).char(), File::new(i));
    let r = Rank::new;
    let origins: Vec<(Option<FileMark>, Option<Rank>)> = vec![
        (None, None),
        (Some(local(1)), None),
        (Some(local(4)), None),
        (Some(latin(4)), None),
        (None, Some(r(0))),
        (None, Some(r(3))),
        (Some(local(4)), Some(r(0))),
        (Some(local(4)), Some(r(3))),
        (Some(latin(1)), Some(r(0))),
    ];
    let destinations = [(local(3), r(1)), (local(4), r(2)), (latin(5), r(5))];
    let mut out = Vec::new();
    for letter in written_letters(letters) {
        for &(from_file, from_rank) in &origins {
            for hyphens in 0..8u8 {
                for capture in [None, Some(':'), Some('x')] {
                    for &(to_file, to_rank) in &destinations {
                        out.push(PieceForm {
                            letter: letter.clone(),
                            piece_hyphen: hyphens & 1 != 0,
                            from_file,
                            from_rank,
                            origin_hyphen: hyphens & 2 != 0,
                            capture,
                            to_file,
                            square_hyphen: hyphens & 4 != 0,
                            to_rank,
                        });
                    }
                }
            }
        }
    }
    out
}

/// The check marks glued to a move, and what they say.
const CHECK_SUFFIXES: [(&str, Check); 4] = [
    ("", Check::None),
    ("+", Check::Check),
    ("#", Check::Mate),
    ("++", Check::DoubleCheckOrMate),
];

/// Annotation glyphs after a move, glued or (as Hebrew texts write them,
/// `פו6 !`) after a space: the lexer sets them apart.
const GLYPHS: [&str; 8] = ["!", "?", "!?", "?!", "!!", "??", " !", " ?"];

/// Lexes `text` and gives its one move word and what follows it (glyphs
/// and detached check marks, spaces left out).
fn lex_move(text: &str) -> (String, Vec<(forsyth_notation::lexer::TokenKind, String)>) {
    use forsyth_notation::lexer::Lexer;
    let src = text.as_bytes();
    let mut tokens = Lexer::new(src)
        .filter(|t| !t.kind.is_trivia())
        .map(|t| (t.kind, t.text(src).unwrap_or_default().to_owned()));
    let (kind, word) = tokens.next().expect("a token");
    assert_eq!(
        kind,
        forsyth_notation::lexer::TokenKind::Word,
        "{text:?}: {word:?}"
    );
    (word, tokens.collect())
}

#[test]
fn every_hyphenated_piece_move_reads_as_the_grammar_says() {
    use forsyth_notation::lexer::TokenKind;
    use forsyth_notation::locale::Locales;
    use std::collections::BTreeMap;
    let locales = Locales::embedded();
    let mut counts = BTreeMap::new();
    for locale in locales.iter() {
        let letters = locale.letters();
        let all_letters = written_letters(letters);
        let reader = MoveReader::new(letters);
        // Group the forms by their text: one text may be several forms
        // (`מהד2`: the queen, or the king from the e-file).
        let mut by_text: BTreeMap<String, Vec<PieceForm>> = BTreeMap::new();
        for form in piece_forms(letters) {
            by_text.entry(form.text()).or_default().push(form);
        }
        let (mut read, mut rejected, mut two) = (0, 0, 0);
        for (i, (text, forms)) in by_text.iter().enumerate() {
            let mut valid: Vec<&PieceForm> = forms
                .iter()
                .filter(|f| f.valid(&all_letters, &letters.files))
                .collect();
            // The longer letter first (the queen `מה` before the king `מ`);
            // a file written the same in both scripts makes equal forms.
            valid.sort_by_key(|f| std::cmp::Reverse(f.letter.text.chars().count()));
            valid.dedup_by_key(|f| f.syntax());
            let tag = letters.lang.as_str();
            if valid.is_empty() {
                assert!(
                    reader.read(text).is_err(),
                    "[{tag}] {text:?} read as {:?}",
                    reader
                        .read(text)
                        .map(|r| r.iter().map(describe).collect::<Vec<_>>())
                );
                rejected += 1;
                continue;
            }
            read += 1;
            if valid.len() > 1 {
                two += 1;
            }
            for (j, (suffix, check)) in CHECK_SUFFIXES.into_iter().enumerate() {
                let full = format!("{text}{suffix}");
                let readings = reader
                    .read(&full)
                    .unwrap_or_else(|e| panic!("[{tag}] {full:?}: {e}"));
                assert_eq!(
                    readings.iter().map(|r| r.syntax).collect::<Vec<_>>(),
                    valid.iter().map(|f| f.syntax()).collect::<Vec<_>>(),
                    "[{tag}] {full:?}: {:?}",
                    readings.iter().map(describe).collect::<Vec<_>>()
                );
                for (reading, form) in readings.iter().zip(&valid) {
                    let s = reading.spelling;
                    assert_eq!(reading.style, form.style(), "[{tag}] {full:?}");
                    assert_eq!(reading.check, check, "[{tag}] {full:?}");
                    assert_eq!(
                        (
                            s.piece_hyphen,
                            s.origin_hyphen,
                            s.square_hyphen,
                            s.capture_mark,
                            s.capture_after,
                            s.final_forms,
                        ),
                        (
                            form.piece_hyphen,
                            form.origin_hyphen,
                            form.square_hyphen,
                            form.capture,
                            false,
                            form.letter.final_forms,
                        ),
                        "[{tag}] {full:?}"
                    );
                    // A final form is read through its ordinary letter.
                    assert_eq!(
                        s.piece,
                        if form.letter.figurine {
                            PieceMark::Figurine
                        } else {
                            PieceMark::Letter
                        },
                        "[{tag}] {full:?}"
                    );
                    assert!(reading.homoglyphs.is_empty(), "[{tag}] {full:?}");
                }
                // Annotation glyphs and detached marks are set apart by the
                // lexer, the move word reads the same (each text with one of
                // the check marks, in turn).
                if i % CHECK_SUFFIXES.len() != j {
                    continue;
                }
                for glyph in GLYPHS {
                    let (word, rest) = lex_move(&format!("{full}{glyph}"));
                    assert_eq!(word, full, "[{tag}] {full:?}{glyph:?}");
                    assert_eq!(
                        rest,
                        [(TokenKind::Glyph, glyph.trim_start().to_owned())],
                        "[{tag}] {full:?}{glyph:?}"
                    );
                }
                if !suffix.is_empty() {
                    let (word, rest) = lex_move(&format!("{text} {suffix}"));
                    assert_eq!(word, *text, "[{tag}] {text:?} {suffix:?}");
                    assert_eq!(
                        rest,
                        [(TokenKind::CheckMark, suffix.to_owned())],
                        "[{tag}] {text:?} {suffix:?}"
                    );
                }
            }
            // A piece never promotes, however it is hyphenated. (When a
            // longer letter also starts the text, `מה3=פ`, its reading may
            // fail as far in, for want of a square, and be the one told.)
            let knight = letters.piece(Role::Knight);
            let promoted = format!("{text}={knight}");
            let kind = reader.read(&promoted).map_err(|e| e.kind);
            let longer_letter = all_letters.iter().any(|w| {
                w.text.chars().count() > valid[0].letter.text.chars().count()
                    && text.starts_with(&w.text)
            });
            assert!(
                kind == Err(MoveSyntaxErrorKind::PieceCannotPromote)
                    || (longer_letter && kind == Err(MoveSyntaxErrorKind::NoDestination)),
                "[{tag}] {promoted:?}: {kind:?}"
            );
        }
        counts.insert(letters.lang.clone(), (read, rejected, two));
    }
    // Every language reads thousands of forms and rejects the ill-formed
    // ones; only Hebrew has texts with two readings (`מהד2`).
    assert_eq!(counts.len(), Locales::embedded().len(), "{counts:?}");
    for (lang, &(read, rejected, two)) in &counts {
        assert!(read > 2_000 && rejected > 500, "{lang}: {counts:?}");
        assert_eq!(two > 0, lang == "he", "{lang}: {counts:?}");
    }
}

/// Every way of writing a pawn move: no display hyphen, a long-notation
/// hyphen only between whole squares, captures, every promotion form.
#[test]
fn every_pawn_move_reads_as_the_grammar_says() {
    use forsyth_core::{File, Rank};
    use forsyth_notation::locale::Locales;
    let locales = Locales::embedded();
    let mut total = 0;
    for locale in locales.iter() {
        let letters = locale.letters();
        let tag = letters.lang.as_str();
        let reader = MoveReader::new(letters);
        let local = |i: u32| (letters.file(File::new(i)), File::new(i));
        let latin = |i: u32| (File::new(i).char(), File::new(i));
        // Promotions: none, or each piece letter (and its final form) with
        // `=`, bare, in parentheses.
        let mut promotions: Vec<(String, Option<(Role, PromotionMark)>)> =
            vec![(String::new(), None)];
        for written in written_letters(letters) {
            if written.role == Role::King {
                continue;
            }
            let t = &written.text;
            promotions.push((format!("={t}"), Some((written.role, PromotionMark::Equals))));
            promotions.push((t.clone(), Some((written.role, PromotionMark::Bare))));
            promotions.push((
                format!("({t})"),
                Some((written.role, PromotionMark::Parens)),
            ));
        }
        for (from_file, to_file) in [
            (local(4), local(3)),
            (latin(4), local(3)),
            (local(4), latin(3)),
        ] {
            for to_rank in [Rank::Eighth, Rank::Fifth] {
                let from_rank = Rank::new(to_rank.index() as u32 - 1);
                let to = Square::from_coords(to_file.1, to_rank);
                let from = Square::from_coords(from_file.1, from_rank);
                for (promotion_text, promotion) in &promotions {
                    let promotion_role = promotion.map(|(r, _)| r);
                    let normal = |from_file, from_rank, capture| MoveSyntax::Normal {
                        role: Role::Pawn,
                        from_file,
                        from_rank,
                        capture,
                        to,
                        promotion: promotion_role,
                    };
                    let squares = MoveSyntax::Squares {
                        from,
                        to,
                        promotion: promotion_role,
                    };
                    let dest = format!("{}{}{promotion_text}", to_file.0, to_rank.char());
                    let f = from_file.0;
                    let r = from_rank.char();
                    // (text, expected readings, expected capture mark,
                    // origin hyphen), or the error.
                    type Expect = Result<Vec<(Style, MoveSyntax)>, MoveSyntaxErrorKind>;
                    let mut cases: Vec<(String, Expect, Option<char>, bool)> = vec![
                        (
                            dest.clone(),
                            Ok(vec![(Style::San, normal(None, None, false))]),
                            None,
                            false,
                        ),
                        (
                            format!("{f}{dest}"),
                            Ok(vec![(Style::San, normal(Some(from_file.1), None, false))]),
                            None,
                            false,
                        ),
                        (
                            format!("{f}-{dest}"),
                            Err(MoveSyntaxErrorKind::IncompleteOrigin),
                            None,
                            false,
                        ),
                        (
                            format!("{f}{r}{dest}"),
                            Ok(vec![(Style::Uci, squares)]),
                            None,
                            false,
                        ),
                        (
                            format!("{f}{r}-{dest}"),
                            Ok(vec![
                                (
                                    Style::Lan,
                                    normal(Some(from_file.1), Some(from_rank), false),
                                ),
                                (Style::Lan, squares),
                            ]),
                            None,
                            true,
                        ),
                    ];
                    for c in [':', 'x'] {
                        cases.push((
                            format!("{f}{c}{dest}"),
                            Ok(vec![(Style::San, normal(Some(from_file.1), None, true))]),
                            Some(c),
                            false,
                        ));
                        cases.push((
                            format!("{f}-{c}{dest}"),
                            Err(MoveSyntaxErrorKind::Unexpected(c)),
                            None,
                            false,
                        ));
                        cases.push((
                            format!("{f}{r}{c}{dest}"),
                            Ok(vec![(
                                Style::Lan,
                                normal(Some(from_file.1), Some(from_rank), true),
                            )]),
                            Some(c),
                            false,
                        ));
                        cases.push((
                            format!("{f}{r}-{c}{dest}"),
                            Err(MoveSyntaxErrorKind::Unexpected(c)),
                            None,
                            false,
                        ));
                    }
                    for (text, expected, capture_mark, origin_hyphen) in cases {
                        for (suffix, check) in CHECK_SUFFIXES {
                            let full = format!("{text}{suffix}");
                            total += 1;
                            let got = reader.read(&full);
                            match &expected {
                                Err(kind) => match got {
                                    Err(e) => assert_eq!(e.kind, *kind, "[{tag}] {full:?}: {e}"),
                                    Ok(r) => panic!(
                                        "[{tag}] {full:?} read as {:?}",
                                        r.iter().map(describe).collect::<Vec<_>>()
                                    ),
                                },
                                Ok(want) => {
                                    let readings =
                                        got.unwrap_or_else(|e| panic!("[{tag}] {full:?}: {e}"));
                                    assert_eq!(
                                        readings
                                            .iter()
                                            .map(|r| (r.style, r.syntax))
                                            .collect::<Vec<_>>(),
                                        *want,
                                        "[{tag}] {full:?}"
                                    );
                                    for reading in &readings {
                                        let s = reading.spelling;
                                        assert_eq!(reading.check, check, "[{tag}] {full:?}");
                                        assert_eq!(
                                            (
                                                s.capture_mark,
                                                s.origin_hyphen,
                                                s.piece_hyphen,
                                                s.square_hyphen
                                            ),
                                            (capture_mark, origin_hyphen, false, false),
                                            "[{tag}] {full:?}"
                                        );
                                        assert_eq!(
                                            s.promotion,
                                            promotion.map(|(_, m)| m),
                                            "[{tag}] {full:?}"
                                        );
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(total > 10_000, "{total} pawn texts");
}
