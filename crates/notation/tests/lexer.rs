//! Tests of the lexer: tables of input → tokens in the five languages, the
//! annotation glyph table, and the promise that tokens tile any input.

use forsyth_notation::lexer::{Lexer, MoveNumber, Token, TokenKind, glyph_nag, move_number};
use proptest::prelude::*;

/// The non-trivia tokens of `src` as `Kind text`.
fn lex(src: &str) -> Vec<String> {
    Lexer::new(src.as_bytes())
        .filter(|t| !t.kind.is_trivia())
        .map(|t| {
            format!(
                "{:?} {}",
                t.kind,
                t.text(src.as_bytes()).unwrap_or("<invalid>")
            )
        })
        .collect()
}

/// Every token of `src`, trivia included, as `(kind, bytes)`.
fn lex_all(src: &[u8]) -> Vec<(TokenKind, &[u8])> {
    Lexer::new(src).map(|t| (t.kind, t.bytes(src))).collect()
}

#[track_caller]
fn check(src: &str, expected: &[&str]) {
    assert_eq!(lex(src), expected, "{src:?}");
}

#[track_caller]
fn check_table(cases: &[(&str, &[&str])]) {
    for (src, expected) in cases {
        check(src, expected);
    }
}

#[track_caller]
fn assert_tiles(src: &[u8]) {
    // As PGN and as bare text (a page: `Lexer::bare`).
    for bare in [false, true] {
        let mut at = 0;
        for token in Lexer::new(src).bare(bare) {
            assert_eq!(
                token.start as usize, at,
                "gap or overlap at {at} in {src:?}"
            );
            assert!(token.end > token.start, "empty token at {at} in {src:?}");
            at = token.end as usize;
        }
        assert_eq!(at, src.len(), "input not covered: {src:?}");
    }
}

#[test]
fn pgn_game() {
    let src = "[Event \"F/S Return Match\"]\n[Site \"Belgrade, Serbia JUG\"]\n[Result \"1/2-1/2\"]\n\n\
               1. e4 e5 2. Nf3 Nc6 3. Bb5 {This opening is called the Ruy Lopez.} 3... a6 $1\n\
               4. Ba4 (4. Bxc6 dxc6) 4... Nf6 ; a line comment\n5. O-O Be7 1/2-1/2\n";
    check(
        src,
        &[
            "TagOpen [",
            "TagName Event",
            "String \"F/S Return Match\"",
            "TagClose ]",
            "TagOpen [",
            "TagName Site",
            "String \"Belgrade, Serbia JUG\"",
            "TagClose ]",
            "TagOpen [",
            "TagName Result",
            "String \"1/2-1/2\"",
            "TagClose ]",
            "MoveNumber 1.",
            "Word e4",
            "Word e5",
            "MoveNumber 2.",
            "Word Nf3",
            "Word Nc6",
            "MoveNumber 3.",
            "Word Bb5",
            "BraceComment {This opening is called the Ruy Lopez.}",
            "MoveNumber 3...",
            "Word a6",
            "Nag $1",
            "MoveNumber 4.",
            "Word Ba4",
            "ParenOpen (",
            "MoveNumber 4.",
            "Word Bxc6",
            "Word dxc6",
            "ParenClose )",
            "MoveNumber 4...",
            "Word Nf6",
            "LineComment ; a line comment",
            "MoveNumber 5.",
            "Word O-O",
            "Word Be7",
            "Result 1/2-1/2",
        ],
    );
}

#[test]
fn english_move_words() {
    check_table(&[
        (
            "e8=Q e8/Q e8(Q) e8Q e7e8q",
            &[
                "Word e8=Q",
                "Word e8/Q",
                "Word e8(Q)",
                "Word e8Q",
                "Word e7e8q",
            ],
        ),
        ("e8(Q)+ bxa1(N)#", &["Word e8(Q)+", "Word bxa1(N)#"]),
        (
            "exd6e.p. exd6 e.p. cxd6ep",
            &["Word exd6e.p.", "Word exd6", "Word e.p.", "Word cxd6ep"],
        ),
        (
            "Le5: Nb1-c3 e2-e4 e4xd5 Qh4xe1",
            &[
                "Word Le5:",
                "Word Nb1-c3",
                "Word e2-e4",
                "Word e4xd5",
                "Word Qh4xe1",
            ],
        ),
        (
            "5254 37381 e2e4 0000 Z0",
            &[
                "Word 5254",
                "Word 37381",
                "Word e2e4",
                "Word 0000",
                "Word Z0",
            ],
        ),
        (
            "O-O O-O-O 0-0 0-0-0 o-o 00 000",
            &[
                "Word O-O",
                "Word O-O-O",
                "Word 0-0",
                "Word 0-0-0",
                "Word o-o",
                "Word 00",
                "Word 000",
            ],
        ),
        (
            "Qxf7+ Qh4# Kf2‡ Nf3† Nd5++ Qf7≠ e×d5",
            &[
                "Word Qxf7+",
                "Word Qh4#",
                "Word Kf2‡",
                "Word Nf3†",
                "Word Nd5++",
                "Word Qf7≠",
                "Word e×d5",
            ],
        ),
        (
            "♘f3 ♞f3 ♕xd8+ e8=♕",
            &["Word ♘f3", "Word ♞f3", "Word ♕xd8+", "Word e8=♕"],
        ),
        ("--", &["NullMove --"]),
        (
            "e4 (e5) (1...c5 2.Nf3)",
            &[
                "Word e4",
                "ParenOpen (",
                "Word e5",
                "ParenClose )",
                "ParenOpen (",
                "MoveNumber 1...",
                "Word c5",
                "MoveNumber 2.",
                "Word Nf3",
                "ParenClose )",
            ],
        ),
    ]);
}

#[test]
fn move_numbers() {
    check_table(&[
        ("1.e4", &["MoveNumber 1.", "Word e4"]),
        ("1...e5", &["MoveNumber 1...", "Word e5"]),
        ("12…Nf6", &["MoveNumber 12…", "Word Nf6"]),
        ("12. Nf6", &["MoveNumber 12.", "Word Nf6"]),
        ("2. . . Nc6", &["MoveNumber 2. . .", "Word Nc6"]),
        ("1. ... Ρδ7", &["MoveNumber 1. ...", "Word Ρδ7"]),
        ("1.5254 5755", &["MoveNumber 1.", "Word 5254", "Word 5755"]),
        (
            "1 e4 e5 2 Nf3",
            &[
                "MoveNumber 1",
                "Word e4",
                "Word e5",
                "MoveNumber 2",
                "Word Nf3",
            ],
        ),
        ("12", &["MoveNumber 12"]),
        ("... Nf6", &["Dots ...", "Word Nf6"]),
        (
            "1.e4 e5 2.Nf3",
            &[
                "MoveNumber 1.",
                "Word e4",
                "Word e5",
                "MoveNumber 2.",
                "Word Nf3",
            ],
        ),
    ]);
    let read = |s: &str| move_number(s.as_bytes());
    assert_eq!(
        read("12."),
        Some(MoveNumber {
            number: 12,
            black: false
        })
    );
    assert_eq!(
        read("12..."),
        Some(MoveNumber {
            number: 12,
            black: true
        })
    );
    assert_eq!(
        read("12…"),
        Some(MoveNumber {
            number: 12,
            black: true
        })
    );
    assert_eq!(
        read("2. . ."),
        Some(MoveNumber {
            number: 2,
            black: true
        })
    );
    assert_eq!(
        read("7"),
        Some(MoveNumber {
            number: 7,
            black: false
        })
    );
    assert_eq!(read("e4"), None);
    assert_eq!(
        read("99999999999."),
        Some(MoveNumber {
            number: 99_999_999_999,
            black: false
        })
    );
    assert_eq!(read("99999999999999999999."), None);
}

#[test]
fn glyphs_split_from_moves() {
    check_table(&[
        ("e4!?", &["Word e4", "Glyph !?"]),
        ("Qxf7+!!", &["Word Qxf7+", "Glyph !!"]),
        ("Nf3?!", &["Word Nf3", "Glyph ?!"]),
        ("Nf3?", &["Word Nf3", "Glyph ?"]),
        ("Nf3??", &["Word Nf3", "Glyph ??"]),
        (
            "Nf3‼ Nf3⁇ Nf3⁉ Nf3⁈ Nf3□",
            &[
                "Word Nf3",
                "Glyph ‼",
                "Word Nf3",
                "Glyph ⁇",
                "Word Nf3",
                "Glyph ⁉",
                "Word Nf3",
                "Glyph ⁈",
                "Word Nf3",
                "Glyph □",
            ],
        ),
        ("Nf3±", &["Word Nf3", "Glyph ±"]),
        (
            "Nf3∓ Nf3⩲ Nf3⩱ Nf3∞",
            &[
                "Word Nf3",
                "Glyph ∓",
                "Word Nf3",
                "Glyph ⩲",
                "Word Nf3",
                "Glyph ⩱",
                "Word Nf3",
                "Glyph ∞",
            ],
        ),
        // Evaluation symbols made of move characters, glued to the move.
        ("Bc4+/−", &["Word Bc4", "Glyph +/−"]),
        ("Nf3+-", &["Word Nf3", "Glyph +-"]),
        ("Nf3-+", &["Word Nf3", "Glyph -+"]),
        ("Nf3+/-", &["Word Nf3", "Glyph +/-"]),
        ("Nf3-/+", &["Word Nf3", "Glyph -/+"]),
        ("Nf3+=", &["Word Nf3", "Glyph +="]),
        ("Nf3=+", &["Word Nf3", "Glyph =+"]),
        ("Nf3=", &["Word Nf3", "Glyph ="]),
        ("Nf3+−", &["Word Nf3", "Glyph +−"]),
        ("Nf3=/∞", &["Word Nf3", "Glyph =/∞"]),
        ("Qxf7+-+", &["Word Qxf7+", "Glyph -+"]),
        // A check stays with its move.
        ("Nf3+ Nf3++ Nf3#", &["Word Nf3+", "Word Nf3++", "Word Nf3#"]),
        // Standing alone.
        (
            "e4 ! e5 ?? Nf3 +- d5 = $14 ∞ N",
            &[
                "Word e4",
                "Glyph !",
                "Word e5",
                "Glyph ??",
                "Word Nf3",
                "Glyph +-",
                "Word d5",
                "Glyph =",
                "Nag $14",
                "Glyph ∞",
                "Word N",
            ],
        ),
        (
            "Nf3 + Nf3 # Nf3 ‡",
            &[
                "Word Nf3",
                "CheckMark +",
                "Word Nf3",
                "CheckMark #",
                "Word Nf3",
                "CheckMark ‡",
            ],
        ),
    ]);
}

#[test]
fn glyph_numbers() {
    let table: &[(&str, u8)] = &[
        ("!", 1),
        ("?", 2),
        ("!!", 3),
        ("‼", 3),
        ("??", 4),
        ("⁇", 4),
        ("!?", 5),
        ("⁉", 5),
        ("?!", 6),
        ("⁈", 6),
        ("□", 7),
        ("=", 10),
        ("∞", 13),
        ("⩲", 14),
        ("+=", 14),
        ("⩱", 15),
        ("=+", 15),
        ("±", 16),
        ("+/-", 16),
        ("+/−", 16),
        ("∓", 17),
        ("-/+", 17),
        ("−/+", 17),
        ("+-", 18),
        ("+−", 18),
        ("+—", 18),
        ("-+", 19),
        ("−+", 19),
        ("—+", 19),
        ("=/∞", 44),
        ("N", 146),
    ];
    for &(glyph, nag) in table {
        assert_eq!(glyph_nag(glyph), Some(nag), "{glyph}");
    }
    assert_eq!(glyph_nag("!!!"), None);
    assert_eq!(glyph_nag("+"), None);
    // Every glyph the lexer gives has a number.
    let all = "! ? !! ?? !? ?! ‼ ⁇ ⁉ ⁈ □ = ∞ ⩲ ⩱ ± ∓ +- -+ +/- -/+ += =+ +/= =/+ +− −+ +/− −/+ +– –+ +— —+ =/∞ =∞ ⩳ ⨀ ⟳ ↑ → ⇆ ⨁ ∆ ∇ ⌓";
    for token in Lexer::new(all.as_bytes()).filter(|t| !t.kind.is_trivia()) {
        let text = token.text(all.as_bytes()).unwrap();
        assert_eq!(token.kind, TokenKind::Glyph, "{text}");
        assert!(glyph_nag(text).is_some(), "{text}");
    }
}

#[test]
fn results() {
    check_table(&[
        (
            "1-0 0-1 1/2-1/2 *",
            &["Result 1-0", "Result 0-1", "Result 1/2-1/2", "Result *"],
        ),
        (
            "½-½ 1–0 0–1 ½–½",
            &["Result ½-½", "Result 1–0", "Result 0–1", "Result ½–½"],
        ),
        ("1:0 0:1 ½:½", &["Result 1:0", "Result 0:1", "Result ½:½"]),
        ("e4 1-0", &["Word e4", "Result 1-0"]),
    ]);
}

#[test]
fn comments_strings_and_escapes() {
    check_table(&[
        ("{a\nb} e4", &["BraceComment {a\nb}", "Word e4"]),
        (
            "e4 {never closed\n1. e4",
            &["Word e4", "UnterminatedBraceComment {never closed\n1. e4"],
        ),
        (
            "e4 ; to the end\ne5",
            &["Word e4", "LineComment ; to the end", "Word e5"],
        ),
        (
            "[A \"say \\\"hi\\\" \\\\\"]",
            &[
                "TagOpen [",
                "TagName A",
                "String \"say \\\"hi\\\" \\\\\"",
                "TagClose ]",
            ],
        ),
        (
            "[A \"open\n[B \"x\"]",
            &[
                "TagOpen [",
                "TagName A",
                "UnterminatedString \"open",
                "TagOpen [",
                "TagName B",
                "String \"x\"",
                "TagClose ]",
            ],
        ),
        ("%escape line\ne4", &["Escape %escape line", "Word e4"]),
        (
            "e4\r\n% CRLF escape\r\ne5",
            &["Word e4", "Escape % CRLF escape", "Word e5"],
        ),
        (
            "e4 %not escape",
            &["Word e4", "Unknown %", "Word not", "Word escape"],
        ),
        (
            "[ Event \"x\" ]",
            &["TagOpen [", "TagName Event", "String \"x\"", "TagClose ]"],
        ),
        (
            "< > } € ,",
            &[
                "Unknown <",
                "Unknown >",
                "Unknown }",
                "Unknown €",
                "Unknown ,",
            ],
        ),
        ("$ $7", &["Unknown $", "Nag $7"]),
    ]);
    // Line breaks and whitespace are tokens of their own.
    let src = b"e4 \t\r\n\ne5\r\xc2\xa0e6";
    let kinds: Vec<TokenKind> = lex_all(src).iter().map(|t| t.0).collect();
    use TokenKind::*;
    assert_eq!(
        kinds,
        [
            Word, Whitespace, Newline, Newline, Word, Newline, Whitespace, Word
        ]
    );
}

#[test]
fn invalid_utf8_is_kept() {
    let src = b"e4\xffe5 {caf\xe9} \"x\xfe\" \xe2\x82";
    let tokens = lex_all(src);
    use TokenKind::*;
    assert_eq!(
        tokens,
        [
            (Word, &b"e4"[..]),
            (InvalidUtf8, b"\xff"),
            (Word, b"e5"),
            (Whitespace, b" "),
            (BraceComment, b"{caf\xe9}"),
            (Whitespace, b" "),
            (String, b"\"x\xfe\""),
            (Whitespace, b" "),
            (InvalidUtf8, b"\xe2"),
            (InvalidUtf8, b"\x82"),
        ]
    );
    assert_tiles(src);
}

#[test]
fn german_movetext() {
    check(
        "1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La4 Sf6 5.0-0 Le7 6.Te1 b5 7.Lb3 d6 8.c3 0-0 9.Dxd8 Le5: 10.e8D exd6 e.p. 1:0",
        &[
            "MoveNumber 1.",
            "Word e4",
            "Word e5",
            "MoveNumber 2.",
            "Word Sf3",
            "Word Sc6",
            "MoveNumber 3.",
            "Word Lb5",
            "Word a6",
            "MoveNumber 4.",
            "Word La4",
            "Word Sf6",
            "MoveNumber 5.",
            "Word 0-0",
            "Word Le7",
            "MoveNumber 6.",
            "Word Te1",
            "Word b5",
            "MoveNumber 7.",
            "Word Lb3",
            "Word d6",
            "MoveNumber 8.",
            "Word c3",
            "Word 0-0",
            "MoveNumber 9.",
            "Word Dxd8",
            "Word Le5:",
            "MoveNumber 10.",
            "Word e8D",
            "Word exd6",
            "Word e.p.",
            "Result 1:0",
        ],
    );
}

#[test]
fn italian_movetext() {
    check(
        "1.e4 e5 2.Cf3 Cc6 3.Ab5 a6 4.Axc6 dxc6 5.0-0 f6 6.d4 exd4 7.Cxd4 c5 8.Cb3 Dxd1 9.Txd1 Re8 ½-½",
        &[
            "MoveNumber 1.",
            "Word e4",
            "Word e5",
            "MoveNumber 2.",
            "Word Cf3",
            "Word Cc6",
            "MoveNumber 3.",
            "Word Ab5",
            "Word a6",
            "MoveNumber 4.",
            "Word Axc6",
            "Word dxc6",
            "MoveNumber 5.",
            "Word 0-0",
            "Word f6",
            "MoveNumber 6.",
            "Word d4",
            "Word exd4",
            "MoveNumber 7.",
            "Word Cxd4",
            "Word c5",
            "MoveNumber 8.",
            "Word Cb3",
            "Word Dxd1",
            "MoveNumber 9.",
            "Word Txd1",
            "Word Re8",
            "Result ½-½",
        ],
    );
}

#[test]
fn greek_movetext() {
    // The solution as the Greek seed prints it; a comma after a move is
    // kept in its word, for the reader of printed text.
    check(
        "Κλειδί : 1. Ιδ4!\nΑν 1. ... Ρδ7, 2. Ιβ5 Ρε7, 3. Πζ7\nΑν 1. ... Ρδ6, 2. Πδ8+ Ρε7/Ρε5, 3. Ιγ6",
        &[
            "Word Κλειδί",
            "Unknown :",
            "MoveNumber 1.",
            "Word Ιδ4",
            "Glyph !",
            "Word Αν",
            "MoveNumber 1. ...",
            "Word Ρδ7,",
            "MoveNumber 2.",
            "Word Ιβ5",
            "Word Ρε7,",
            "MoveNumber 3.",
            "Word Πζ7",
            "Word Αν",
            "MoveNumber 1. ...",
            "Word Ρδ6,",
            "MoveNumber 2.",
            "Word Πδ8+",
            "Word Ρε7",
            "Slash /",
            "Word Ρε5,",
            "MoveNumber 3.",
            "Word Ιγ6",
        ],
    );
    check_table(&[
        (
            "1…Ρδ7 2.Πζ7# Ο-Ο-O",
            &[
                "MoveNumber 1…",
                "Word Ρδ7",
                "MoveNumber 2.",
                "Word Πζ7#",
                "Word Ο-Ο-O",
            ],
        ),
        (
            "1. Ργ7! Ιγ6 2. Ιδ7+",
            &[
                "MoveNumber 1.",
                "Word Ργ7",
                "Glyph !",
                "Word Ιγ6",
                "MoveNumber 2.",
                "Word Ιδ7+",
            ],
        ),
        (
            "εxδ5 ε✕δ5 ε:δ5 Β✕ζ7# ε8=Β",
            &[
                "Word εxδ5",
                "Word ε✕δ5",
                "Word ε:δ5",
                "Word Β✕ζ7#",
                "Word ε8=Β",
            ],
        ),
        (
            "Ιζ3+— Ιζ3 —+",
            &["Word Ιζ3", "Glyph +—", "Word Ιζ3", "Glyph —+"],
        ),
        // A Forsyth placement stays one word.
        (
            "(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)",
            &[
                "ParenOpen (",
                "Word Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2",
                "ParenClose )",
                "ParenOpen (",
                "Word 5+1",
                "ParenClose )",
            ],
        ),
        (
            "Ρε7/Ρε5/Ρδ6 5254/5755",
            &[
                "Word Ρε7",
                "Slash /",
                "Word Ρε5",
                "Slash /",
                "Word Ρδ6",
                "Word 5254",
                "Slash /",
                "Word 5755",
            ],
        ),
    ]);
}

#[test]
fn hebrew_movetext() {
    check_table(&[
        (
            "1.צה3 פז1 2.מו5 מד4",
            &[
                "MoveNumber 1.",
                "Word צה3",
                "Word פז1",
                "MoveNumber 2.",
                "Word מו5",
                "Word מד4",
            ],
        ),
        ("2.מהו5 #", &["MoveNumber 2.", "Word מהו5", "CheckMark #"]),
        (
            "1...מה:ו6 2.מה:ד4 #",
            &[
                "MoveNumber 1...",
                "Word מה:ו6",
                "MoveNumber 2.",
                "Word מה:ד4",
                "CheckMark #",
            ],
        ),
        (
            "1...ז:ו6 1...צא:ג4",
            &[
                "MoveNumber 1...",
                "Word ז:ו6",
                "MoveNumber 1...",
                "Word צא:ג4",
            ],
        ),
        (
            "2.פ-ו3 פ-ג6 4.ר-ב5 ר-ב-5",
            &[
                "MoveNumber 2.",
                "Word פ-ו3",
                "Word פ-ג6",
                "MoveNumber 4.",
                "Word ר-ב5",
                "Word ר-ב-5",
            ],
        ),
        ("1.ד8=פ !", &["MoveNumber 1.", "Word ד8=פ", "Glyph !"]),
        ("1.מהא1-א4 !", &["MoveNumber 1.", "Word מהא1-א4", "Glyph !"]),
        ("5. 0-0 רה7", &["MoveNumber 5.", "Word 0-0", "Word רה7"]),
        ("שחור ניצח 0-1", &["Word שחור", "Word ניצח", "Result 0-1"]),
        (
            "1.פו6 ! איום 2.פז4 #",
            &[
                "MoveNumber 1.",
                "Word פו6",
                "Glyph !",
                "Word איום",
                "MoveNumber 2.",
                "Word פז4",
                "CheckMark #",
            ],
        ),
        ("ףו3 ץה3 םו5", &["Word ףו3", "Word ץה3", "Word םו5"]),
        (
            "1.d4 e5?! 2.dxe5 f6 3.e4! Nc6 4. Bc4+/−",
            &[
                "MoveNumber 1.",
                "Word d4",
                "Word e5",
                "Glyph ?!",
                "MoveNumber 2.",
                "Word dxe5",
                "Word f6",
                "MoveNumber 3.",
                "Word e4",
                "Glyph !",
                "Word Nc6",
                "MoveNumber 4.",
                "Word Bc4",
                "Glyph +/−",
            ],
        ),
    ]);
    // Bidi isolates around a move are format tokens, not part of the move.
    let src = "מהלך: \u{2068}פו3+\u{2069} (שח)";
    let all: Vec<(TokenKind, &[u8])> = lex_all(src.as_bytes());
    use TokenKind::*;
    let kinds: Vec<TokenKind> = all.iter().map(|t| t.0).collect();
    assert_eq!(
        kinds,
        [
            Word, Whitespace, Format, Word, Format, Whitespace, ParenOpen, Word, ParenClose
        ]
    );
    assert_eq!(all[3].1, "פו3+".as_bytes());
}

#[test]
fn lone_n_is_a_word() {
    check("Nf3 N", &["Word Nf3", "Word N"]);
}

#[test]
fn tokens_are_small() {
    assert!(size_of::<Token>() <= 12);
    assert!(size_of::<Option<Token>>() <= 12);
}

/// A tag value with quotes inside that no backslash escapes (the values of
/// issue 11, from real files) is one string from its first `"` to the `"`
/// before the `]`, as PGN readers read it; everything else lexes as before.
#[test]
fn tag_values_with_unescaped_quotes() {
    let tag = |name: &str, value: &str, kind: &str| {
        vec![
            "TagOpen [".to_owned(),
            format!("TagName {name}"),
            format!("{kind} {value}"),
            "TagClose ]".to_owned(),
        ]
    };
    let cases: &[(&str, Vec<String>)] = &[
        (
            r#"[White ""Mirage""]"#,
            tag("White", r#"""Mirage"""#, "LooseString"),
        ),
        (
            r#"[Event "The "Big" Open"]"#,
            tag("Event", r#""The "Big" Open""#, "LooseString"),
        ),
        (
            "[Annotator \"Smith, J. \"Jack\"\"] \t\r\n",
            tag("Annotator", r#""Smith, J. "Jack"""#, "LooseString"),
        ),
        (
            r#"[Round "5" board" ]"#,
            tag("Round", r#""5" board""#, "LooseString"),
        ),
        (r#"[Event"a"b"]"#, tag("Event", r#""a"b""#, "LooseString")),
        (
            r#"[Event "x" "y"]"#,
            tag("Event", r#""x" "y""#, "LooseString"),
        ),
        (
            r#"[Site "C:\games\"]"#,
            tag("Site", r#""C:\games\""#, "LooseString"),
        ),
        (
            "[\nEvent \"a\"b\"]",
            tag("Event", r#""a"b""#, "LooseString"),
        ),
        // Strings that end their tag pair stay strings.
        (
            r#"[Site "C:\games"]"#,
            tag("Site", r#""C:\games""#, "String"),
        ),
        (r#"[Event "x" ]"#, tag("Event", r#""x""#, "String")),
        (
            r#"[Event "a \"b\""]"#,
            tag("Event", r#""a \"b\"""#, "String"),
        ),
    ];
    for (src, expected) in cases {
        assert_eq!(&lex(src), expected, "{src:?}");
        assert_tiles(src.as_bytes());
    }
    check_table(&[
        // Two tag pairs on a line.
        (
            r#"[A "x"] [B "y"]"#,
            &[
                "TagOpen [",
                "TagName A",
                "String \"x\"",
                "TagClose ]",
                "TagOpen [",
                "TagName B",
                "String \"y\"",
                "TagClose ]",
            ],
        ),
        // No `"]` on the line, or a `[` before it: as broken as before.
        (
            r#"[A "x]"#,
            &["TagOpen [", "TagName A", "UnterminatedString \"x]"],
        ),
        (
            "[A \"x\"y]\n\"]",
            &[
                "TagOpen [",
                "TagName A",
                "String \"x\"",
                "Word y",
                "TagClose ]",
                "UnterminatedString \"]",
            ],
        ),
        (
            r#"[A "x" [B "y"]"#,
            &[
                "TagOpen [",
                "TagName A",
                "String \"x\"",
                "TagOpen [",
                "TagName B",
                "String \"y\"",
                "TagClose ]",
            ],
        ),
        // Only right after a tag name.
        (
            r#"e4 "a"b"] *"#,
            &[
                "Word e4",
                "String \"a\"",
                "Word b",
                "UnterminatedString \"] *",
            ],
        ),
        (
            r#"[A {c} "a"b"]"#,
            &[
                "TagOpen [",
                "TagName A",
                "BraceComment {c}",
                "String \"a\"",
                "Word b",
                "UnterminatedString \"]",
            ],
        ),
    ]);
}

/// A tag value printed between the quotes of a language (`«…»`, `„…“`,
/// `“…”`, issue 18) is one token, quotes included, right after a tag name
/// and only there; a quote of print in a comment, in move text or with no
/// closing quote and `]` on its line stays what it was.
#[test]
fn tag_values_between_quotes_of_print() {
    let tag = |name: &str, value: &str| {
        vec![
            "TagOpen [".to_owned(),
            format!("TagName {name}"),
            format!("PrintedString {value}"),
            "TagClose ]".to_owned(),
        ]
    };
    for (open, close) in [
        ("«", "»"),
        ("»", "«"),
        ("»", "»"),
        ("“", "”"),
        ("„", "“"),
        ("„", "”"),
        ("”", "”"),
        ("‘", "’"),
        ("‚", "‘"),
        ("‚", "’"),
    ] {
        let value = format!("{open}Ytteborg, Jan Henrik{close}");
        for src in [
            format!("[White {value}]"),
            format!("[White\t {value} \t]\r\n"),
            format!("[White{value}]"),
        ] {
            assert_eq!(lex(&src), tag("White", &value), "{src:?}");
            assert_tiles(src.as_bytes());
        }
    }
    check_table(&[
        // Quotes inside: to the first closing quote a `]` follows.
        (
            "[Event „Turnier „Schach“ 1925“]",
            &[
                "TagOpen [",
                "TagName Event",
                "PrintedString „Turnier „Schach“ 1925“",
                "TagClose ]",
            ],
        ),
        (
            "[Event «The \"Big\" Open»]",
            &[
                "TagOpen [",
                "TagName Event",
                "PrintedString «The \"Big\" Open»",
                "TagClose ]",
            ],
        ),
        // A quote of another pair closes nothing: no value.
        (
            "[Event «x“]",
            &[
                "TagOpen [",
                "TagName Event",
                "Unknown «",
                "Word x",
                "Unknown “",
                "TagClose ]",
            ],
        ),
        // No `]` after the closing quote on its line.
        (
            "[Event «x»\n]",
            &[
                "TagOpen [",
                "TagName Event",
                "Unknown «",
                "Word x",
                "Unknown »",
                "TagClose ]",
            ],
        ),
        // Not right after a tag name.
        (
            "[Event x «y»]",
            &[
                "TagOpen [",
                "TagName Event",
                "Word x",
                "Unknown «",
                "Word y",
                "Unknown »",
                "TagClose ]",
            ],
        ),
        // In a comment, and in move text.
        (
            "[Event «x»]\n1. e4 {«y»} e5 «z» 1-0",
            &[
                "TagOpen [",
                "TagName Event",
                "PrintedString «x»",
                "TagClose ]",
                "MoveNumber 1.",
                "Word e4",
                "BraceComment {«y»}",
                "Word e5",
                "Unknown «",
                "Word z",
                "Unknown »",
                "Result 1-0",
            ],
        ),
    ]);
}

#[test]
fn every_kind_tiles() {
    for src in [
        "",
        "%",
        "\n%",
        "\"",
        "{",
        "[Event \"x\"]\n\n1.e4 {c} (1.d4) 1-0",
        "1.e4!? Nf3+- Bc4+/− e8(Q) exd6e.p. Ρε7/Ρε5 \u{2068}פו3\u{2069}",
    ] {
        assert_tiles(src.as_bytes());
    }
}

/// Strings made of the characters PGN in the five languages is made of.
fn arb_pgn() -> impl Strategy<Value = String> {
    let chars: Vec<char> =
        "abcdeh18 \n\r\t[]{}();%$\"\\.…-+=/:x×#!?±∓∞−–—½*NQKOo0ΡΒαδמהו♘♞\u{2068}\u{a0}é€"
            .chars()
            .collect();
    proptest::collection::vec(proptest::sample::select(chars), 0..60)
        .prop_map(|v| v.into_iter().collect())
}

proptest! {
    #[test]
    fn spans_tile_any_bytes(src in proptest::collection::vec(any::<u8>(), 0..200)) {
        assert_tiles(&src);
    }

    #[test]
    fn spans_tile_any_string(src in any::<String>()) {
        assert_tiles(src.as_bytes());
        for token in Lexer::new(src.as_bytes()) {
            prop_assert!(src.is_char_boundary(token.start as usize));
            prop_assert!(src.is_char_boundary(token.end as usize));
        }
    }

    #[test]
    fn spans_tile_pgn_like_strings(src in arb_pgn()) {
        assert_tiles(src.as_bytes());
        for token in Lexer::new(src.as_bytes()) {
            prop_assert!(src.is_char_boundary(token.start as usize));
            prop_assert!(src.is_char_boundary(token.end as usize));
            if token.kind == TokenKind::Glyph {
                let text = token.text(src.as_bytes()).unwrap_or_default();
                prop_assert!(glyph_nag(text).is_some(), "{:?}", text);
            }
        }
    }
}

/// The real-games corpus of `shared/corpus/fetch.sh`, when it has been
/// fetched (`FORSYTH_CORPUS` names its folder; default
/// `/tmp/forsyth-corpus`). Without it the test has nothing to read and says
/// so.
fn corpus() -> Option<Vec<u8>> {
    let dir = std::env::var_os("FORSYTH_CORPUS")
        .map_or_else(|| "/tmp/forsyth-corpus".into(), std::path::PathBuf::from);
    match std::fs::read(dir.join("all.pgn")) {
        Ok(bytes) => Some(bytes),
        Err(_) => {
            eprintln!("no corpus at {}: run shared/corpus/fetch.sh", dir.display());
            None
        }
    }
}

#[test]
fn corpus_lexes_without_errors() {
    let Some(src) = corpus() else { return };
    let start = std::time::Instant::now();
    let mut count = 0usize;
    let mut at = 0;
    for token in Lexer::new(&src) {
        assert_eq!(token.start as usize, at);
        at = token.end as usize;
        count += 1;
        assert!(
            !token.kind.is_error(),
            "{:?} {:?} at {}",
            token.kind,
            String::from_utf8_lossy(token.bytes(&src)),
            token.start
        );
    }
    assert_eq!(at, src.len());
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "{count} tokens, {:.1} MB in {secs:.3} s: {:.0} MB/s",
        src.len() as f64 / 1e6,
        src.len() as f64 / 1e6 / secs
    );
}

/// A `;` (or `,`) glued to a word, an annotation or dots separates printed
/// moves when what follows it on its line reads as the game's moves or
/// result; otherwise a `;` starts a comment, as in PGN (issue 18).
#[test]
fn semicolons_separate_printed_moves_by_what_follows() {
    check_table(&[
        // After an annotation, before the next move number (the Tuscia
        // Times column): no comment swallows the rest of the game.
        (
            "15.Rxg2- Dxh3+!!!!; 16.Rxh3- Ce3+;",
            &[
                "MoveNumber 15.",
                "Word Rxg2-",
                "Word Dxh3+",
                "Glyph !!",
                "Glyph !!",
                "Word ;",
                "MoveNumber 16.",
                "Word Rxh3-",
                "Word Ce3+;",
            ],
        ),
        // Before a move.
        (
            "3. Bc4!; Qh4+",
            &[
                "MoveNumber 3.",
                "Word Bc4",
                "Glyph !",
                "Word ;",
                "Word Qh4+",
            ],
        ),
        // A `,` after an annotation or dots (`10. g4?, ...`, `2 ..., exf4`).
        (
            "10. g4?, ... 2 ..., exf4",
            &[
                "MoveNumber 10.",
                "Word g4",
                "Glyph ?",
                "Word ,",
                "Dots ...",
                "MoveNumber 2",
                "Dots ...",
                "Word ,",
                "Word exf4",
            ],
        ),
        // A word for a draw after the last pair's `;`, in a game that
        // prints `;` between its moves.
        (
            "53.Kh2-Dh4+; 54.Kg1-De1+; remíza",
            &[
                "MoveNumber 53.",
                "Word Kh2-Dh4+;",
                "MoveNumber 54.",
                "Word Kg1-De1+;",
                "Word remíza",
            ],
        ),
        // Comments of PGN: apart from the move, at the start of a line,
        // and glued to a move whose line goes on with words in a game that
        // prints no `;` between its moves.
        (
            "3. e5 c5 ; the usual break\n; a line\n11. O-O O-O; both castle",
            &[
                "MoveNumber 3.",
                "Word e5",
                "Word c5",
                "LineComment ; the usual break",
                "LineComment ; a line",
                "MoveNumber 11.",
                "Word O-O",
                "Word O-O",
                "LineComment ; both castle",
            ],
        ),
    ]);
}

/// The non-trivia tokens of `src` lexed as bare text (a page with no tag
/// pair), as `Kind text`.
fn lex_bare(src: &str) -> Vec<String> {
    Lexer::new(src.as_bytes())
        .bare(true)
        .filter(|t| !t.kind.is_trivia())
        .map(|t| format!("{:?} {}", t.kind, t.text(src.as_bytes()).unwrap()))
        .collect()
}

/// In bare text a `;` after a word of a language on its line is the
/// punctuation of a sentence (issue 18: Euwe's lessons, `мнимая жертва на
/// е4; например: 1. e4 e5 …`, lost the game on its line to a comment):
/// a word of its own, the rest of the line lexed. A `;` after moves alone
/// starts a comment as in PGN, in bare text or not; and a `;` after a word
/// of prose in a PGN file (tags) is still a comment.
#[test]
fn semicolons_in_prose_lines_of_bare_text() {
    let prose = "жертва на е4; например: 1. e4 e5 2. Nf3";
    assert_eq!(
        lex_bare(prose),
        [
            "Word жертва",
            "Word на",
            "Word е4",
            "Word ;",
            "Word например:",
            "MoveNumber 1.",
            "Word e4",
            "Word e5",
            "MoveNumber 2.",
            "Word Nf3"
        ]
    );
    assert_eq!(
        lex_bare("the word ; for example 1. e4"),
        [
            "Word the",
            "Word word",
            "Word ;",
            "Word for",
            "Word example",
            "MoveNumber 1.",
            "Word e4"
        ]
    );
    assert_eq!(
        lex(prose).last().map(String::as_str),
        Some("LineComment ; например: 1. e4 e5 2. Nf3")
    );
    for src in [
        "3. e5 c5 ; the usual break\n; a line\n11. O-O O-O; both castle",
        // Words in a comment in braces are the comment's.
        "{the usual} 3. e5 c5; the usual break",
        // A line of prose before a result: a game read from after the
        // result sees no word before the `;`.
        "the end 1-0 3. e5 c5; the usual break",
    ] {
        assert_eq!(
            lex_bare(src)
                .iter()
                .filter(|t| t.starts_with("LineComment"))
                .count(),
            src.matches(';').count(),
            "{src}"
        );
    }
    assert_tiles("the word; for; example;; 1. e4;\n;x".as_bytes());
}

/// In bare text a move number may be printed with a closing parenthesis
/// (`1) e4, e5, 2) Cf3`, quinewsmassacarrara.it; `1.)` on
/// problemasdeajedrez.com; glued to a sentence's period, `esclamativo.1)`):
/// the `)` is the number's where no `(` is open. Inside parentheses, or in
/// a PGN file, or after a digit run too long for a number, it closes a
/// variation as ever.
#[test]
fn numbers_printed_with_a_parenthesis_in_bare_text() {
    assert_eq!(
        lex_bare("esclamativo.1) e4, 2.)Cf3 3)Ac4"),
        [
            "Word esclamativo",
            "Dots .",
            "MoveNumber 1)",
            "Word e4,",
            "MoveNumber 2.)",
            "Word Cf3",
            "MoveNumber 3)",
            "Word Ac4"
        ]
    );
    assert_eq!(
        lex_bare("(of Kh6) 2) Th7 (see 12) 1234) e4"),
        [
            "ParenOpen (",
            "Word of",
            "Word Kh6",
            "ParenClose )",
            "MoveNumber 2)",
            "Word Th7",
            "ParenOpen (",
            "Word see",
            "MoveNumber 12",
            "ParenClose )",
            "Word 1234",
            "ParenClose )",
            "Word e4"
        ]
    );
    // A space before the parenthesis (`11 ) Ag5 + , f6`, quinewsmassacarrara.it):
    // the number's still; not inside parentheses, nor two spaces away.
    assert_eq!(
        lex_bare("10) Ab5 +, Re7 11 ) Ag5 (see 12 ) 13  ) Cg6"),
        [
            "MoveNumber 10)",
            "Word Ab5",
            "CheckMark +",
            "Word ,",
            "Word Re7",
            "MoveNumber 11 )",
            "Word Ag5",
            "ParenOpen (",
            "Word see",
            "MoveNumber 12",
            "ParenClose )",
            "MoveNumber 13",
            "ParenClose )",
            "Word Cg6"
        ]
    );
    let pgn: Vec<String> = Lexer::new(b"1) e4")
        .filter(|t| !t.kind.is_trivia())
        .map(|t| format!("{:?} {}", t.kind, t.text(b"1) e4").unwrap()))
        .collect();
    assert_eq!(pgn, ["MoveNumber 1", "ParenClose )", "Word e4"]);
}
