//! The fast path agrees with the full one: wherever
//! [`Analyzer::analyze_clean`] answers, the full path finds nothing and
//! gives the same analysis, and the translation the fast path writes on the
//! way is the full path's. (Here, beside the translation driver, because it
//! compares the two paths through it.)

use forsyth_core::Color;

use crate::{
    analysis::{Analysis, Analyzer, FastTranslation, LanguageChoice},
    locale::Locales,
    translate::translate_text,
    tree::{PgnReader, SyntaxTree},
    write::{Notation, Target},
};

/// Runs the fast path on every game of `text`; wherever it answers,
/// checks that the full path finds nothing and gives the same analysis.
/// Returns how many games the fast path took, and how many games there
/// were.
fn compare(text: &[u8], locales: &Locales, choice: LanguageChoice<'_>) -> (usize, usize) {
    let mut reader = PgnReader::new(text);
    let mut fast_analyzer = Analyzer::new(locales);
    let mut full_analyzer = Analyzer::new(locales);
    let mut tree = SyntaxTree::new();
    let (mut fast_games, mut games) = (0, 0);
    let mut fast = Analysis::default();
    let mut full = Analysis::default();
    let targets: Vec<Target<'_>> = [
        ("de", None, false),
        ("he", Some(Notation::Lan), false),
        ("el", Some(Notation::Fan), true),
        ("it", Some(Notation::Uci), false),
        ("en", Some(Notation::San), false),
        ("he", None, false),
        ("el", None, true),
    ]
    .into_iter()
    .map(|(tag, notation, isolate)| Target {
        locale: locales.get(tag).unwrap(),
        notation,
        isolate,
    })
    .collect();
    while let Some(chunk) = reader.next_game().unwrap() {
        games += 1;
        let clean = chunk.has_game()
            && fast_analyzer.analyze_clean(chunk.bytes(), chunk.tokens(), choice, &mut fast, None);
        if !clean {
            continue;
        }
        fast_games += 1;
        let shown = String::from_utf8_lossy(chunk.bytes());
        tree.parse_chunk(&chunk);
        assert!(tree.errors().is_empty(), "{shown}\n{:?}", tree.errors());
        assert_eq!(tree.game_count(), 1, "{shown}");
        full_analyzer.analyze_into(&tree.game(0).unwrap(), choice, &mut full);
        assert!(
            full.diagnostics.is_empty(),
            "{shown}\n{:?}",
            full.diagnostics
        );
        assert_eq!(fast.start, full.start, "{shown}");
        assert_eq!(fast.language, full.language, "{shown}");
        assert_eq!(fast.moves, full.moves, "{shown}");
        assert_eq!(fast.move_count, full.move_count, "{shown}");
        assert_eq!(fast.first_move_error, full.first_move_error, "{shown}");
        assert_eq!(fast.end, full.end, "{shown}");
        // The translation written on the way is the full path's.
        let target = &targets[games % targets.len()];
        let mut expected = Vec::new();
        crate::translate::write_translation(
            chunk.bytes(),
            std::slice::from_ref(&full),
            target,
            &mut expected,
        );
        let mut written = b"before".to_vec();
        let mut text = String::new();
        assert!(fast_analyzer.analyze_clean(
            chunk.bytes(),
            chunk.tokens(),
            choice,
            &mut fast,
            Some(&mut FastTranslation {
                target,
                out: &mut written,
                text: &mut text,
            }),
        ));
        assert_eq!(
            String::from_utf8_lossy(&written[6..]),
            String::from_utf8_lossy(&expected)
        );
    }
    (fast_games, games)
}

fn real_games() -> Vec<Vec<u8>> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data");
    [
        "pgn/eco-head.pgn",
        "pgn/lichess-100.pgn",
        "seed/oikonomopoulos-1881.pgn",
    ]
    .iter()
    .map(|f| std::fs::read(format!("{dir}/{f}")).unwrap())
    .collect()
}

/// The real games, and the same games in every language.
fn texts(locales: &Locales) -> Vec<Vec<u8>> {
    let en = locales.get("en").unwrap();
    let mut texts = real_games();
    for locale in locales.iter() {
        for notation in [Notation::San, Notation::Lan] {
            let target = Target {
                locale,
                notation: Some(notation),
                isolate: false,
            };
            let (out, _) = translate_text(
                &texts[0][..20_000],
                locales,
                LanguageChoice::Fixed(en),
                &target,
            );
            texts.push(out);
        }
    }
    texts
}

#[test]
fn real_games_take_the_fast_path_with_the_full_paths_result() {
    let locales = Locales::embedded();
    let en = LanguageChoice::Fixed(locales.get("en").unwrap());
    for (i, text) in real_games().iter().enumerate().take(2) {
        for choice in [LanguageChoice::Auto, en] {
            let (fast, games) = compare(text, &locales, choice);
            assert!(fast * 100 >= games * 95, "file {i}: {fast} of {games}");
        }
    }
    for text in texts(&locales).iter().skip(3) {
        let (fast, games) = compare(text, &locales, LanguageChoice::Auto);
        assert!(fast * 100 >= games * 80, "{fast} of {games}");
    }
}

/// Games that start from a `[FEN]` of a real position: each lichess
/// game from its 21st half-move on, with the FEN of the position
/// there.
#[test]
fn games_from_real_positions_take_the_fast_path() {
    let locales = Locales::embedded();
    let text = &real_games()[1];
    let tree = SyntaxTree::parse(text);
    let mut analyzer = Analyzer::new(&locales);
    let mut cut = Vec::new();
    for game in tree.games() {
        let mut analysis = Analysis::default();
        analyzer.analyze_into(&game, LanguageChoice::Auto, &mut analysis);
        let Some(record) = analysis.moves.get(20) else {
            continue;
        };
        let pos = record.before;
        let number = match pos.turn() {
            Color::White => format!("{}. ", pos.fullmoves()),
            Color::Black => format!("{}... ", pos.fullmoves()),
        };
        let rest = String::from_utf8_lossy(&text[record.word.start..game.span().end]);
        cut.extend_from_slice(
            format!(
                "[Event \"cut\"]\n[SetUp \"1\"]\n[FEN \"{}\"]\n\n{number}{}\n\n",
                pos.fen(),
                rest.trim_end()
            )
            .as_bytes(),
        );
    }
    let (fast, games) = compare(&cut, &locales, LanguageChoice::Auto);
    assert!(games >= 90, "{games}");
    assert!(fast * 100 >= games * 95, "{fast} of {games}");
}

#[test]
fn plain_games_with_variations_comments_and_glyphs() {
    let locales = Locales::embedded();
    let cases: &[(&str, bool)] = &[
        ("1. e4 e5 2. Nf3 *", true),
        ("[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n", true),
        ("[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 e5 0-1\n", false),
        ("[Result \"*\"]\n1. e4 e5 1-0\n", false),
        ("[Result \"?\"]\n1. e4 e5 1-0\n", true),
        ("[Event \"x\"]}\n1. e4 *", false),
        (
            "1. e4 (1. d4 d5 (1... Nf6 2. c4)) 1... e5 $1 2. Nf3!? {good} *",
            true,
        ),
        ("(1. d4) 1. e4 *", true),
        ("1. e4 e5 (2. Nf3) 2. Nf3 *", false),
        (
            "1. e4 e5 (1... d5) (1... c5 2. Nf3 (2. Nc3 Nc6)) 2. Nf3 *",
            true,
        ),
        ("1. e4 e5 (1... c5 *) 2. Nf3 *", true),
        ("1. e4 e5 2. Nf3 N *", false),
        ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O *", true),
        ("1. e4 e5 3. Nf3 *", false),
        ("1. e4 1... e5 *", true),
        ("1... e4 *", false),
        ("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0", true),
        ("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ 1-0", false),
        ("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 # 1-0", false),
        ("1. e4 e5 2. Nf3 $300 *", false),
        ("1. e4 e5 2. Nf3", false),
        ("1. e4 e5 (2. Nf3 *", false),
        ("1. e4 e5) *", false),
        ("[Event \"x\"]\n[Event \"y\"]\n1. e4 *", false),
        // A [FEN] start position, when valid; variants take the full
        // path.
        ("[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n1. Ka2 *", true),
        ("[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n1. Kb1 *", false),
        (
            "[SetUp \"1\"]\n[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\"]\n\n1. Nd4 Kd7 (1... Kd6 2. Rd8+ Kc7 3. Ne6#) 2. Nb5 Ke7 3. Rf7# *",
            true,
        ),
        (
            "[FEN \"R7/3k4/8/K2B4/3N4/8/8/5R2 b - - 1 1\"]\n1... Ke7 *",
            true,
        ),
        (
            "[FEN \"R7/3k4/8/K2B4/3N4/8/8/5R2 b - - 1 1\"]\n2. Ke7 *",
            false,
        ),
        (
            "[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 30\"]\n30. Nd4 *",
            true,
        ),
        (
            "[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 30\"]\n1. Nd4 *",
            false,
        ),
        ("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. Kb1 *", false),
        (
            "[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\\\" \"]\n1. Kb1 *",
            false,
        ),
        (
            "[Variant \"Chess960\"]\n[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n1. Kb1 *",
            false,
        ),
        ("[Event x]\n1. e4 *", false),
        ("{\u{FF}} 1. e4 *", true),
        ("1. e4 {caf\u{e9}} *\n; after\n", true),
        ("1. Ιδ4 *", false),
        ("1. e4 e5 2. Ιζ3 *", true),
        ("1. e4 e5 2. Nf3 Ιγ6 *", false),
        ("1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 *", true),
        ("1. e4 -- *", false),
        ("1. e4 e5/c5 *", false),
        ("1. e4 e5 2. Xf3 *", false),
        ("1. e4 e5 2. Nf3 1-0 {trailer} <", false),
    ];
    for &(text, expected) in cases {
        let (fast, games) = compare(text.as_bytes(), &locales, LanguageChoice::Auto);
        assert_eq!(games, 1, "{text}");
        assert_eq!(fast == 1, expected, "{text}");
    }
    // Bytes that are not UTF-8, in a comment or a tag value.
    for text in [&b"{\xFF} 1. e4 *"[..], b"[Event \"\xFF\"] 1. e4 *"] {
        assert_eq!(compare(text, &locales, LanguageChoice::Auto), (0, 1));
    }
    // Greek and Hebrew games take the fast path too.
    let el = locales.get("el").unwrap();
    let target = Target {
        locale: el,
        notation: Some(Notation::San),
        isolate: false,
    };
    let (greek, _) = translate_text(
        b"1. e4 e5 2. Nf3 Nc6 3. Bb5 (3. Bc4 Bc5) 3... a6 *",
        &locales,
        LanguageChoice::Auto,
        &target,
    );
    assert_eq!(compare(&greek, &locales, LanguageChoice::Auto), (1, 1));
}

/// Pieces of PGN, valid and not, for mutations.
const SNIPPETS: &[&str] = &[
    "(",
    ")",
    " ( ",
    " ) ",
    " 1-0 ",
    " 0-1 ",
    " * ",
    " 1/2-1/2 ",
    "½-½",
    "{c}",
    "{",
    "}",
    "$300",
    "$3",
    " N ",
    " e.p.",
    " ep",
    "--",
    "/",
    "+",
    "#",
    " + ",
    "[",
    "]",
    "\"",
    "[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n",
    "[Result \"0-1\"]\n",
    "[Event \"x\"]\n",
    "12.",
    "3...",
    "...",
    " Nf3 ",
    " e4 ",
    " O-O ",
    " 0-0 ",
    "ה",
    "Α",
    "Ρ",
    "\u{FF}",
    ";x\n",
    "\n%x\n",
    "\t",
    "\r\n",
    "\n",
    " ",
    "!?",
    "±",
    "Κε2",
    " Nbd2 ",
    " exd5 ",
    "=Q",
    "\u{200E}",
    "\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n",
    "\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n",
    "\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n",
    "\n[Variant \"Chess960\"]\n",
];

#[test]
fn mutated_games_agree_with_the_full_path() {
    let locales = Locales::embedded();
    let en = LanguageChoice::Fixed(locales.get("en").unwrap());
    let sources = texts(&locales);
    let mut rng = 0x2545_F491_4F6C_DD1Du64;
    let mut next = |n: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        (rng % n.max(1) as u64) as usize
    };
    let (mut fast, mut games) = (0, 0);
    for round in 0..400 {
        let source = &sources[next(sources.len())];
        let start = next(source.len().saturating_sub(3000));
        let mut text = source[start..(start + 3000).min(source.len())].to_vec();
        for _ in 0..1 + next(3) {
            let at = next(text.len() + 1);
            if next(4) == 0 {
                let end = (at + 1 + next(8)).min(text.len());
                text.drain(at..end.max(at));
            } else {
                let snippet = SNIPPETS[next(SNIPPETS.len())].as_bytes();
                text.splice(at..at, snippet.iter().copied());
            }
        }
        let choice = if round % 3 == 0 {
            en
        } else {
            LanguageChoice::Auto
        };
        let (f, g) = compare(&text, &locales, choice);
        fast += f;
        games += g;
    }
    // Most games survive a few edits untouched.
    assert!(fast * 2 > games, "{fast} of {games}");
}
