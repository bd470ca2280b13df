//! The plain reader agrees with the tree: wherever [`Events::read_plain`]
//! answers, the tree of the same text has no syntax finding and gives the
//! same events; and a tree built from a chunk whose white space was left
//! out is the tree of the text.

use super::{Event, Events};
use crate::{
    lexer::{Lexer, Token, TokenKind},
    tree::{GameChunk, MAX_VARIATION_DEPTH, PgnReader, SyntaxTree},
};

/// The events and tags of `a` (read from `src`) and `b` (from the same
/// text) are the same.
pub(crate) fn assert_same(a: &Events, b: &Events, shown: &str) {
    assert_eq!(a.events(), b.events(), "{shown}");
    assert_eq!(a.fen(), b.fen(), "{shown}");
    assert_eq!(a.variant(), b.variant(), "{shown}");
    assert_eq!(a.result_tag(), b.result_tag(), "{shown}");
    assert_eq!(a.marker(), b.marker(), "{shown}");
    assert_eq!(a.last_mainline_move, b.last_mainline_move, "{shown}");
    assert_eq!(a.has_variations(), b.has_variations(), "{shown}");
    let enters = a.events().iter().filter(|e| **e == Event::Enter).count();
    assert_eq!(a.has_variations(), enters > 1, "{shown}");
}

/// Reads every game of `text` both ways, from whole and from sparse
/// chunks; returns how many games the plain reader took, and how many
/// there were.
pub(crate) fn compare(text: &[u8]) -> (usize, usize) {
    let mut reader = PgnReader::new(text);
    let mut sparse_reader = PgnReader::new(text).sparse();
    let mut tree = SyntaxTree::new();
    let (mut plain, mut full) = (Events::new(), Events::new());
    let (mut taken, mut games) = (0, 0);
    let mut sparse_tokens: Vec<Token> = Vec::new();
    while let Some(chunk) = reader.next_game().unwrap() {
        games += 1;
        let shown = String::from_utf8_lossy(chunk.bytes()).into_owned();
        // The same chunk without its spaces gives the same answer and the
        // same events.
        sparse_tokens.clear();
        sparse_tokens.extend(
            chunk
                .tokens()
                .iter()
                .filter(|t| t.kind != TokenKind::Whitespace),
        );
        let sparse = GameChunk::from_parts(
            chunk.bytes(),
            &sparse_tokens,
            chunk.offset(),
            chunk.line(),
            chunk.has_game(),
        )
        .sparse();
        // A sparse reader gives the same chunk without its spaces.
        {
            let other = sparse_reader.next_game().unwrap().unwrap();
            assert_eq!(other.bytes(), sparse.bytes(), "{shown}");
            assert_eq!(other.tokens(), sparse.tokens(), "{shown}");
            assert_eq!(
                (other.offset(), other.line(), other.has_game()),
                (sparse.offset(), sparse.line(), sparse.has_game()),
                "{shown}"
            );
        }
        let mut from_sparse = Events::new();
        let answered = plain.read_plain(chunk.bytes(), chunk.tokens());
        assert_eq!(
            answered,
            from_sparse.read_plain(sparse.bytes(), sparse.tokens()),
            "{shown}"
        );
        // A tree built from the sparse chunk is the tree of the text.
        tree.parse_chunk(&sparse);
        let whole: Vec<Token> = Lexer::new(chunk.bytes()).collect();
        assert_eq!(tree.tokens(), &whole[..], "{shown}");
        if !answered {
            continue;
        }
        taken += 1;
        assert_same(&plain, &from_sparse, &shown);
        assert!(tree.errors().is_empty(), "{shown}\n{:?}", tree.errors());
        assert_eq!(tree.game_count(), 1, "{shown}");
        full.read_game(&tree.game(0).unwrap());
        assert_same(&plain, &full, &shown);
    }
    assert!(sparse_reader.next_game().unwrap().is_none());
    (taken, games)
}

pub(crate) fn real_games() -> Vec<Vec<u8>> {
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

#[test]
fn real_games_are_read_plain_with_the_trees_events() {
    for (i, text) in real_games().iter().enumerate().take(2) {
        let (taken, games) = compare(text);
        assert!(taken * 100 >= games * 95, "file {i}: {taken} of {games}");
    }
}

#[test]
fn plain_syntax_and_what_needs_the_tree() {
    let cases: &[(&str, bool)] = &[
        ("1. e4 e5 2. Nf3 *", true),
        ("[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n", true),
        // A result that disagrees with its tag is the replay's business.
        ("[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 e5 0-1\n", true),
        ("[Event \"x\"]}\n1. e4 *", false),
        (
            "1. e4 (1. d4 d5 (1... Nf6 2. c4)) 1... e5 $1 2. Nf3!? {good} *",
            true,
        ),
        ("(1. d4) 1. e4 *", true),
        ("1. e4 e5 (1... c5 *) 2. Nf3 *", true),
        // `N` may be a glyph: the tree decides.
        ("1. e4 e5 2. Nf3 N *", false),
        ("1. e4 e5 2. Nf3 inf *", false),
        // Illegal moves and wrong numbers are the replay's business.
        ("1. e4 e5 3. Nf3 *", true),
        ("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ 1-0", true),
        // A detached mark: the tree joins it on.
        ("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 # 1-0", false),
        ("1. e4 e5 2. Nf3 $300 *", false),
        ("1. e4 e5 2. Nf3", false),
        ("1. e4 e5 (2. Nf3 *", false),
        ("1. e4 e5) *", false),
        ("[Event \"x\"]\n[Event \"y\"]\n1. e4 *", false),
        ("[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n1. Kb1 *", true),
        ("[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\\\"]\n1. Kb1 *", false),
        ("[Variant \"Chess960\"]\n1. e4 *", true),
        ("[Event \"x\"]\n\n*\n", true),
        ("[Event \"x\"]\n{before} 1. e4 {after} * {trailer}\n", true),
        ("1. e4 -- 2. d4 *", false),
        ("{prelude} 1. e4 *", false),
        ("[Event \"x\"] {c} [Site \"y\"] 1. e4 *", false),
        ("1. e4 e5 2. Ke2/Qh5 *", false),
        // The move text's own loop: what it gives up on, where it ends.
        ("1. e4 e5 2. Nf3 e.p. *", false),
        ("1. e4 {\u{fffd}} e5 *", true),
        (
            "1. e4 e5 2. Nf3 Nc6 (2... d6 3. d4 (3. Bc4 1-0) *) 1-0 {after}",
            true,
        ),
    ];
    for &(text, plain) in cases {
        let mut events = Events::new();
        let mut reader = PgnReader::new(text.as_bytes());
        let chunk = reader.next_game().unwrap().unwrap();
        assert_eq!(
            events.read_plain(chunk.bytes(), chunk.tokens()),
            plain,
            "{text}"
        );
        compare(text.as_bytes());
    }
    // A comment that is not UTF-8 in the move text, and variations
    // nested as deep as the tree reads them, are the tree's.
    let mut not_utf8 = b"1. e4 {".to_vec();
    not_utf8.extend_from_slice(&[0xff, b'}']);
    not_utf8.extend_from_slice(b" e5 *");
    let deep = format!(
        "1. e4 {}1... e5{} *",
        "(1. d4 ".repeat(MAX_VARIATION_DEPTH as usize),
        ")".repeat(MAX_VARIATION_DEPTH as usize)
    );
    for text in [not_utf8, deep.into_bytes()] {
        let mut events = Events::new();
        let mut reader = PgnReader::new(&text[..]);
        let chunk = reader.next_game().unwrap().unwrap();
        assert!(!events.read_plain(chunk.bytes(), chunk.tokens()));
        compare(&text);
    }
}

#[test]
fn events_of_a_game_with_everything() {
    let text = "[Event \"x\"]\n[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n\n\
                1. Ka2 {c} (1. Kb1 $1 *) 1... Kc2 2. -- Kc1/Kc3 0-1\n";
    let tree = SyntaxTree::parse(text.as_bytes());
    let mut events = Events::new();
    events.read_game(&tree.game(0).unwrap());
    let kinds: Vec<&str> = events
        .events()
        .iter()
        .map(|e| match e {
            Event::Enter => "(",
            Event::Exit => ")",
            Event::Number { .. } => "n",
            Event::Move(_) => "m",
            Event::Alternatives(_) => "alt",
            Event::Null(_) => "null",
            Event::Nag(_) => "nag",
            Event::Comment(_) => "c",
            Event::Result(_) => "r",
        })
        .collect();
    assert_eq!(
        kinds.join(" "),
        "( n m c ( n m nag r ) n m n null alt m m r )"
    );
    assert_eq!(
        events.fen().unwrap().text,
        Some("8/8/8/8/8/8/8/K1k5 w - - 0 1")
    );
    assert_eq!(events.fen().unwrap().base, text.find("8/8").unwrap());
    assert_eq!(events.marker().map(|(_, s)| &text[s.clone()]), Some("0-1"));
}

/// Wherever the plain reader answers on the real annotated collections
/// (lessons, studies, puzzles, the test files of other readers), it agrees
/// with the tree.
#[test]
fn real_annotated_files_agree_with_the_tree() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/real");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "{files:?}");
    let (mut taken, mut games) = (0, 0);
    for file in files {
        let (t, g) = compare(&std::fs::read(&file).unwrap());
        taken += t;
        games += g;
    }
    // Most real games keep to the plainest syntax.
    assert!(taken * 100 >= games * 90, "{taken} of {games}");
}

#[test]
fn the_words_left_to_the_tree_are_told_by_their_first_bytes_and_length() {
    // Each word with text after it (the quick way) and at the very end of
    // the text (the slow way), as the slices compare it.
    for word in [
        "N", "inf", "ep", "e.p.", "Nf3", "NN", "in", "infx", "e", "e.p", "e.p.x", "epx", "e4",
        "exd6", "O-O-O", "Nbd7+", "n", "INF", "ep.",
    ] {
        let expected = matches!(word, "N" | "inf" | "ep" | "e.p.");
        for after in ["", " ", " 1-0", "\n\n[Event \"x\"]"] {
            let text = format!("{word}{after}");
            assert_eq!(
                super::left_to_tree(text.as_bytes(), &(0..word.len())),
                expected,
                "{text:?}"
            );
            let text = format!("1. {word}{after}");
            assert_eq!(
                super::left_to_tree(text.as_bytes(), &(3..3 + word.len())),
                expected,
                "{text:?}"
            );
        }
    }
}

/// The first watched word of `text`'s game as [`Events::read_plain`] notes
/// it, watching `watched` (if any), and the events.
fn first_watched<'t>(
    text: &'t str,
    watched: Option<&[bool; 256]>,
) -> (Option<Option<&'t str>>, Events) {
    let mut events = Events::new();
    if let Some(watched) = watched {
        events.watch(watched);
    }
    let mut reader = PgnReader::new(text.as_bytes());
    let chunk = reader.next_game().unwrap().unwrap();
    assert!(events.read_plain(chunk.bytes(), chunk.tokens()), "{text}");
    let shown = events.first_watched().map(|found| {
        found.map(|at| match &events.events()[at] {
            Event::Move(word) => &text[word.span.clone()],
            other => panic!("{other:?} is no move word"),
        })
    });
    (shown, events)
}

/// The plain reader notes the mainline's first move word that starts with
/// a watched byte (or is shorter than two bytes), as it reads: words in
/// variations do not count; nothing watched, or a tree's events, and it is
/// not known.
#[test]
fn the_first_watched_word_of_the_mainline() {
    let mut watched = [false; 256];
    watched[usize::from(b'S')] = true;
    watched[0xD0] = true;
    // (An event's span is of the chunk's text, the whole text here.)
    let cases: &[(&str, Option<&str>)] = &[
        ("1. e4 e5 2. Sf3 Sc6 *", Some("Sf3")),
        ("1. e4 e5 2. fS3 *", Some("fS3")),
        ("1. e4 (1. Sf3 d5) 1... e5 2. Дf3 *", Some("Дf3")),
        ("1. e4 e5 2. f4 *", None),
        ("1. e4 e5 2. Nf3 Nc6 *", None),
    ];
    for &(text, expected) in cases {
        assert_eq!(
            first_watched(text, Some(&watched)).0,
            Some(expected),
            "{text}"
        );
        assert_eq!(first_watched(text, None).0, None, "{text}");
    }
    // A tree's events say nothing of it.
    let (_, mut events) = first_watched("1. Sf3 *", Some(&watched));
    let tree = SyntaxTree::parse(b"1. Sf3 *");
    events.read_game(&tree.game(0).unwrap());
    assert_eq!(events.first_watched(), None);
}
