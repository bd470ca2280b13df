//! Tests of the lossless PGN tree: byte-identical round trips on any input,
//! structure of games, tags, movetext and variations, error recovery with
//! codes and spans, unbounded nesting without recursion, the streaming
//! reader against the whole-text parser, Greek and Hebrew movetext, and line
//! and column conversion.

use std::{
    fmt::Write as _,
    io::{BufReader, Read},
    path::PathBuf,
};

use forsyth_notation::{
    lexer::TokenKind,
    tree::{
        self, ColumnUnit, CommentKind, Element, Item, Line, LineIndex, MAX_VARIATION_DEPTH,
        NodeKind, NodeRef, Outcome, PgnReader, SyntaxError, SyntaxTree, TreeEvent, WalkEvent,
    },
};
use proptest::prelude::*;

// ----- helpers -----

/// The tree as `Kind[child child …]`, own tokens as their text, trivia
/// left out. Iterative, like the tree.
fn dump_node(node: NodeRef<'_>) -> String {
    let mut out = String::new();
    let mut opened = true;
    for event in node.walk() {
        match event {
            TreeEvent::Enter(n) => {
                if !opened {
                    out.push(' ');
                }
                let _ = write!(out, "{:?}[", n.kind());
                opened = true;
            }
            TreeEvent::Token(t) => {
                if !t.kind().is_trivia() {
                    if !opened {
                        out.push(' ');
                    }
                    out.push_str(&String::from_utf8_lossy(t.bytes()));
                    opened = false;
                }
            }
            TreeEvent::Exit(_) => {
                out.push(']');
                opened = false;
            }
        }
    }
    out
}

/// The dump of each game of `src`.
fn games(src: &str) -> Vec<String> {
    let tree = checked(src.as_bytes());
    tree.games().map(|g| dump_node(g.node())).collect()
}

/// The dump of the only game of `src`'s mainline.
fn mainline(src: &str) -> String {
    let tree = checked(src.as_bytes());
    assert_eq!(tree.game_count(), 1, "{src:?}");
    let game = tree.game(0).unwrap();
    dump_node(game.mainline().expect("movetext").node())
}

/// Each move number of `line`: the number and whether it announces Black.
fn numbers(line: &Line<'_>) -> Vec<(u64, bool)> {
    line.items()
        .filter_map(|i| match i {
            Item::MoveNumber(n) => n.number().map(|n| (n.number, n.black)),
            _ => None,
        })
        .collect()
}

/// `(code, text of the span)` of each error.
fn errors(src: &str) -> Vec<(&'static str, String)> {
    let tree = checked(src.as_bytes());
    tree.errors()
        .iter()
        .map(|e| {
            (
                e.code(),
                String::from_utf8_lossy(&src.as_bytes()[e.span()]).into_owned(),
            )
        })
        .collect()
}

/// Parses `src` and checks every structural promise of the tree.
#[track_caller]
fn checked(src: &[u8]) -> SyntaxTree {
    let tree = tree::parse(src);
    check_invariants(&tree, src);
    tree
}

#[track_caller]
fn check_invariants(tree: &SyntaxTree, src: &[u8]) {
    // Text → tree → text.
    assert_eq!(tree.to_bytes(), src, "round trip");
    let mut written = Vec::new();
    tree.write_to(&mut written).unwrap();
    assert_eq!(written, src);
    assert_eq!(tree.source(), src);

    // Tokens tile the text.
    let mut at = 0;
    for t in tree.tokens() {
        assert_eq!(t.start as usize, at, "token gap");
        assert!(t.end > t.start);
        at = t.end as usize;
    }
    assert_eq!(at, src.len());

    // The root covers every token; every other node is non-empty, inside
    // its parent, after its previous sibling.
    let root = tree.root();
    assert_eq!(root.kind(), NodeKind::Root);
    assert_eq!(root.token_range(), 0..tree.tokens().len());
    for i in 0..tree.node_count() {
        let node = tree.node(i).unwrap();
        let range = node.token_range();
        if i > 0 {
            assert!(range.start < range.end, "empty node {node:?}");
            assert!(node.kind() != NodeKind::Root);
            let parent = node.parent().expect("parent");
            assert!(parent.index() < i);
            let p = parent.token_range();
            assert!(
                p.start <= range.start && range.end <= p.end,
                "{node:?} outside {parent:?}"
            );
            // Nodes start and end on significant tokens, games aside.
            if node.kind() != NodeKind::Game {
                let first = tree.tokens()[range.start].kind;
                let last = tree.tokens()[range.end - 1].kind;
                assert!(
                    !first.is_trivia() && !last.is_trivia(),
                    "{node:?} trivia ends"
                );
            }
        }
        let mut end = range.start;
        let mut own = 0;
        for element in node.elements() {
            match element {
                Element::Node(child) => {
                    assert_eq!(child.parent(), Some(node));
                    assert_eq!(child.token_range().start, end, "child order in {node:?}");
                    end = child.token_range().end;
                }
                Element::Token(t) => {
                    assert_eq!(t.index(), end);
                    end += 1;
                    own += 1;
                }
            }
        }
        assert_eq!(end, range.end, "elements of {node:?}");
        let _ = own;
        if std::str::from_utf8(src).is_ok() {
            let text = std::str::from_utf8(src).unwrap();
            assert!(text.is_char_boundary(node.span().start));
            assert!(text.is_char_boundary(node.span().end));
        }
    }

    // The walk enters every node once and gives every token once, in order.
    let mut entered = 0;
    let mut exited = 0;
    let mut next_token = 0;
    for event in root.walk() {
        match event {
            TreeEvent::Enter(_) => entered += 1,
            TreeEvent::Exit(_) => exited += 1,
            TreeEvent::Token(t) => {
                assert_eq!(t.index(), next_token);
                next_token += 1;
            }
        }
    }
    assert_eq!(entered, tree.node_count());
    assert_eq!(exited, tree.node_count());
    assert_eq!(next_token, tree.tokens().len());

    // Games tile the text, or there is no game node at all.
    let games: Vec<_> = tree.games().collect();
    if games.is_empty() {
        assert!(root.children().all(|c| c.kind() != NodeKind::Game));
    } else {
        assert_eq!(root.children().count(), games.len());
        let mut at = 0;
        for game in &games {
            assert_eq!(game.node().kind(), NodeKind::Game);
            assert_eq!(game.span().start, at, "games tile");
            at = game.span().end;
            let content = game.content_span();
            assert!(game.span().start <= content.start && content.end <= game.span().end);
            // Lines walk with balanced enter and exit events.
            let mut depth = 0usize;
            for event in game.walk() {
                match event {
                    WalkEvent::Enter(line) => {
                        assert_eq!(line.depth(), depth);
                        depth += 1;
                        assert!(depth <= MAX_VARIATION_DEPTH as usize + 1);
                    }
                    WalkEvent::Exit(_) => depth -= 1,
                    WalkEvent::Item(item) => {
                        assert!(!matches!(item, Item::Variation(_)));
                        let _ = item.span();
                    }
                }
            }
            assert_eq!(depth, 0);
            for tag in game.tags() {
                let _ = (tag.name(), tag.value(), tag.is_well_formed());
            }
            if let Some(result) = game.result() {
                assert_eq!(result.node().kind(), NodeKind::Result);
            }
            for e in game.errors() {
                assert!(game.span().start <= e.span().start && e.span().end <= game.span().end);
            }
        }
        assert_eq!(at, src.len());
    }
    for e in tree.errors() {
        assert!(e.start <= e.end && e.span().end <= src.len(), "{e:?}");
        assert!(!e.to_string().is_empty());
    }
}

/// The chunks of `src` read through a `BufReader` of `capacity` bytes,
/// lexed line by line: `(offset, line, bytes)`.
fn read_chunks(src: &[u8], capacity: usize) -> Vec<(u64, u64, Vec<u8>)> {
    let mut reader = PgnReader::with_segment_size(BufReader::with_capacity(capacity, src), 0);
    let mut chunks = Vec::new();
    while let Some(chunk) = reader.next_game().unwrap() {
        chunks.push((chunk.offset(), chunk.line(), chunk.bytes().to_vec()));
    }
    assert!(reader.next_game().unwrap().is_none());
    chunks
}

/// Checks that the reader cuts `src` exactly where the tree does, with the
/// right offsets and lines, and that each chunk's tree (from the reader's
/// tokens, or lexed again) is the whole tree's game: reading through a
/// `BufReader` of `capacity` bytes and lexing `segment` bytes at a time (0:
/// line by line; `None`: the default).
#[track_caller]
fn check_reader_with(src: &[u8], capacity: usize, segment: Option<usize>) {
    let whole = tree::parse(src);
    let index = LineIndex::new(src);
    let stream = BufReader::with_capacity(capacity, src);
    let open = |stream| match segment {
        Some(bytes) => PgnReader::with_segment_size(stream, bytes),
        None => PgnReader::new(stream),
    };
    let mut reader = open(stream);
    // A second reader whose tokens go into the tree (`parse_last`).
    let mut moving = open(BufReader::with_capacity(capacity, src));
    let mut moved = SyntaxTree::new();
    let mut from_tokens = SyntaxTree::new();
    let mut lexed = SyntaxTree::new();
    let mut n = 0;
    let mut at = 0u64;
    while let Some(chunk) = reader.next_game().unwrap() {
        assert_eq!(chunk.offset(), at, "chunks tile");
        at += chunk.bytes().len() as u64;
        let offset = chunk.offset() as usize;
        assert_eq!(
            chunk.line() as usize,
            index.line_col(offset).line,
            "line of chunk {n}"
        );
        // Tokens: those of the whole text, a tag name after a line break
        // aside.
        let same_kind = |a: TokenKind, b: TokenKind| {
            a == b || matches!((a, b), (TokenKind::Word, TokenKind::TagName))
        };
        let whole_tokens: Vec<_> = whole
            .tokens()
            .iter()
            .filter(|t| {
                t.start as usize >= offset && (t.end as usize) <= offset + chunk.bytes().len()
            })
            .collect();
        assert_eq!(whole_tokens.len(), chunk.tokens().len());
        for (a, b) in chunk.tokens().iter().zip(whole_tokens) {
            assert!(same_kind(a.kind, b.kind), "{a:?} {b:?}");
            assert_eq!(a.start as usize + offset, b.start as usize);
        }
        from_tokens.parse_chunk(&chunk);
        lexed.parse_into(chunk.bytes());
        check_invariants(&from_tokens, chunk.bytes());
        let other = moving.next_game().unwrap().expect("as many chunks");
        assert_eq!(other.bytes(), chunk.bytes(), "chunk {n}");
        moving.parse_last(&mut moved);
        assert_eq!(moved.source(), from_tokens.source());
        assert_eq!(moved.tokens(), from_tokens.tokens(), "tokens of chunk {n}");
        assert_eq!(moved.errors(), from_tokens.errors(), "errors of chunk {n}");
        assert_eq!(dump_node(moved.root()), dump_node(from_tokens.root()));
        if chunk.has_game() {
            let game = whole.game(n).expect("as many games");
            assert_eq!(game.span(), offset..offset + chunk.bytes().len());
            assert_eq!(from_tokens.game_count(), 1);
            let shifted: Vec<SyntaxError> = from_tokens
                .errors()
                .iter()
                .map(|e| SyntaxError {
                    start: e.start + offset as u32,
                    end: e.end + offset as u32,
                    ..*e
                })
                .collect();
            assert_eq!(shifted, game.errors(), "errors of game {n}");
            let dump = dump_node(game.node());
            assert_eq!(dump_node(from_tokens.game(0).unwrap().node()), dump);
            assert_eq!(dump_node(lexed.game(0).unwrap().node()), dump);
            n += 1;
        } else {
            assert_eq!(whole.game_count(), 0);
            assert_eq!(dump_node(from_tokens.root()), dump_node(whole.root()));
        }
    }
    assert_eq!(at as usize, src.len());
    assert_eq!(n, whole.game_count());
    assert!(moving.next_game().unwrap().is_none(), "as many chunks");
}

/// [`check_reader_with`] line by line, 5 bytes at a time and by default.
#[track_caller]
fn check_reader(src: &[u8], capacity: usize) {
    check_reader_with(src, capacity, Some(0));
    check_reader_with(src, capacity, Some(5));
    check_reader_with(src, capacity, None);
}

fn data_file(name: &str) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/pgn")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

// ----- games -----

#[test]
fn a_full_game() {
    let src = "[Event \"F/S Return Match\"]\n[Site \"Belgrade, Serbia JUG\"]\n[Result \"1/2-1/2\"]\n\n\
               1. e4 e5 2. Nf3 Nc6 3. Bb5 {This opening is called the Ruy Lopez.} 3... a6 $1\n\
               4. Ba4 (4. Bxc6 dxc6) 4... Nf6 ; a line comment\n5. O-O Be7 1/2-1/2\n";
    assert_eq!(
        games(src),
        [
            "Game[TagSection[Tag[[ Event \"F/S Return Match\" ]] Tag[[ Site \"Belgrade, Serbia JUG\" ]] \
             Tag[[ Result \"1/2-1/2\" ]]] Movetext[MoveNumber[1.] Move[e4] Move[e5] MoveNumber[2.] \
             Move[Nf3] Move[Nc6] MoveNumber[3.] Move[Bb5] Comment[{This opening is called the Ruy Lopez.}] \
             MoveNumber[3...] Move[a6] Nag[$1] MoveNumber[4.] Move[Ba4] Variation[( MoveNumber[4.] \
             Move[Bxc6] Move[dxc6] )] MoveNumber[4...] Move[Nf6] Comment[; a line comment] MoveNumber[5.] \
             Move[O-O] Move[Be7] Result[1/2-1/2]]]"
        ]
    );
    let tree = checked(src.as_bytes());
    assert!(tree.errors().is_empty());
    let game = tree.game(0).unwrap();
    let tags: Vec<_> = game
        .tags()
        .map(|t| {
            (
                t.name().unwrap().to_owned(),
                t.value().unwrap().into_owned(),
            )
        })
        .collect();
    assert_eq!(
        tags[1],
        ("Site".to_owned(), "Belgrade, Serbia JUG".to_owned())
    );
    assert_eq!(game.result().unwrap().outcome(), Outcome::Draw);
    assert_eq!(game.span(), 0..src.len());
    assert_eq!(game.content_span(), 0..src.len() - 1);
    let line = game.mainline().unwrap();
    assert!(line.is_mainline() && line.is_closed());
    let variation = line
        .items()
        .find_map(|i| match i {
            Item::Variation(v) => Some(v),
            _ => None,
        })
        .unwrap();
    assert_eq!(variation.depth(), 1);
    assert_eq!(variation.parent(), Some(line));
    assert_eq!(
        variation.moves().map(|m| m.text()).collect::<Vec<_>>(),
        ["Bxc6", "dxc6"]
    );
    let nags: Vec<_> = line
        .items()
        .filter_map(|i| match i {
            Item::Nag(n) => n.nag(),
            _ => None,
        })
        .collect();
    assert_eq!(nags, [1]);
    let comments: Vec<_> = line
        .items()
        .filter_map(|i| match i {
            Item::Comment(c) => Some((c.kind(), c.text().into_owned())),
            _ => None,
        })
        .collect();
    assert_eq!(
        comments,
        [
            (
                CommentKind::Brace,
                "This opening is called the Ruy Lopez.".to_owned()
            ),
            (CommentKind::Line, " a line comment".to_owned())
        ]
    );
    let numbers = numbers(&line);
    assert_eq!(
        numbers,
        [
            (1, false),
            (2, false),
            (3, false),
            (3, true),
            (4, false),
            (4, true),
            (5, false)
        ]
    );
}

#[test]
fn a_lone_period_after_a_bare_number_is_whites() {
    // `1 .e4`: White's `1. e4` as a right-to-left page lays it out (the
    // Hebrew page of tests/data/findings/prose-hoops.pgn); two
    // periods or more after a bare number, or periods after a number with
    // its own, announce Black's move as before.
    let tree = SyntaxTree::parse(b"1 .e4 e5 2 .f4 2 ..exf4 3 ... Bc4 3.  .Qh4+ *");
    let game = tree.games().next().unwrap();
    let numbers = numbers(&game.mainline().unwrap());
    assert_eq!(
        numbers,
        [(1, false), (2, false), (2, true), (3, true), (3, true)]
    );
}

#[test]
fn games_split_at_results_and_tag_sections() {
    // After a result, a new game starts with tags or without.
    assert_eq!(
        games("1. e4 1-0 1. d4 0-1"),
        [
            "Game[Movetext[MoveNumber[1.] Move[e4] Result[1-0]]]",
            "Game[Movetext[MoveNumber[1.] Move[d4] Result[0-1]]]"
        ]
    );
    // A tag section in the middle of movetext starts a new game.
    let src = "[A \"1\"]\n1. e4 e5\n\n[B \"2\"]\n1. d4 *\n";
    assert_eq!(
        games(src),
        [
            "Game[TagSection[Tag[[ A \"1\" ]]] Movetext[MoveNumber[1.] Move[e4] Move[e5]]]",
            "Game[TagSection[Tag[[ B \"2\" ]]] Movetext[MoveNumber[1.] Move[d4] Result[*]]]"
        ]
    );
    assert_eq!(errors(src), [("missing-result", String::new())]);
    let tree = checked(src.as_bytes());
    assert_eq!(tree.errors()[0].span(), 16..16);
    // A result inside a variation does not end the game.
    assert_eq!(
        games("1. e4 (1. d4 1-0) e5 *"),
        [
            "Game[Movetext[MoveNumber[1.] Move[e4] Variation[( MoveNumber[1.] Move[d4] Result[1-0] )] Move[e5] Result[*]]]"
        ]
    );
    // An annotation after the result on its line (Rizospastis's `0-1!`)
    // is the game's: no error, no second game.
    assert_eq!(
        games("1. f3 e5 2. g4 Qh4# 0-1!\n1. e4 *"),
        [
            "Game[Movetext[MoveNumber[1.] Move[f3] Move[e5] MoveNumber[2.] Move[g4] Move[Qh4#] Result[0-1]] Glyph[!]]",
            "Game[Movetext[MoveNumber[1.] Move[e4] Result[*]]]"
        ]
    );
    assert_eq!(errors("1. f3 e5 2. g4 Qh4# 0-1!\n"), []);
    // A game may be just a result, or just tags.
    assert_eq!(games("*"), ["Game[Movetext[Result[*]]]"]);
    assert_eq!(games("[A \"1\"]"), ["Game[TagSection[Tag[[ A \"1\" ]]]]"]);
    assert_eq!(errors("[A \"1\"]"), [("missing-result", String::new())]);
    // Nothing but whitespace and comments: no game.
    let tree = checked(b"\n{just a comment}\n");
    assert_eq!(tree.game_count(), 0);
    assert_eq!(dump_node(tree.root()), "Root[Comment[{just a comment}]]");
    assert_eq!(checked(b"").game_count(), 0);
}

#[test]
fn text_between_games() {
    // The first game holds the file's prelude; text after a result is the
    // trailer of its game.
    let src = "\u{feff}{File comment}\n\n[A \"1\"]\n\n1. e4 * {after}\n\n€\n[B \"2\"]\n\n*\n\n";
    let tree = checked(src.as_bytes());
    assert_eq!(tree.game_count(), 2);
    let first = tree.game(0).unwrap();
    let prelude: Vec<_> = first
        .prelude()
        .map(|i| String::from_utf8_lossy(i.node().bytes()).into_owned())
        .collect();
    assert_eq!(prelude, ["{File comment}"]);
    let trailer: Vec<_> = first
        .trailer()
        .map(|i| String::from_utf8_lossy(i.node().bytes()).into_owned())
        .collect();
    assert_eq!(trailer, ["{after}", "€"]);
    assert_eq!(first.span(), 0..src.find("[B").unwrap());
    assert_eq!(
        first.content_span(),
        src.find("[A").unwrap()..src.find(" {after}").unwrap()
    );
    let second = tree.game(1).unwrap();
    assert_eq!(second.span(), src.find("[B").unwrap()..src.len());
    assert_eq!(second.prelude().count(), 0);
    assert_eq!(errors(src), [("unexpected-character", "€".to_owned())]);
    assert_eq!(tree.game_at(0).unwrap().node(), first.node());
    assert_eq!(tree.game_at(src.len()).unwrap().node(), second.node());

    // Without tags, comments before the first move are the movetext's.
    assert_eq!(
        games("{Intro} 1. e4 *"),
        ["Game[Movetext[Comment[{Intro}] MoveNumber[1.] Move[e4] Result[*]]]"]
    );
    // After tags, comments belong to the movetext unless a tag follows.
    assert_eq!(
        games("[A \"1\"]\n{between}\n[B \"2\"]\n{game comment}\n1. e4 *"),
        [
            "Game[TagSection[Tag[[ A \"1\" ]] Comment[{between}] Tag[[ B \"2\" ]]] \
          Movetext[Comment[{game comment}] MoveNumber[1.] Move[e4] Result[*]]]"
        ]
    );
    assert_eq!(
        games("[A \"1\"]\n{only}\n"),
        ["Game[TagSection[Tag[[ A \"1\" ]]] Movetext[Comment[{only}]]]"]
    );
}

// ----- tags -----

#[test]
fn tag_values_decode() {
    let src = r#"[White "Kasparov, \"Gazza\" \\ G."] [Black ""] [Site "Ελλάς"] [Event "a\nb"] *"#;
    let tree = checked(src.as_bytes());
    assert!(tree.errors().is_empty(), "{:?}", tree.errors());
    let game = tree.game(0).unwrap();
    let white = game.tag("White").unwrap();
    assert_eq!(white.raw_value().unwrap(), br#"Kasparov, \"Gazza\" \\ G."#);
    assert_eq!(white.value().unwrap(), r#"Kasparov, "Gazza" \ G."#);
    assert_eq!(white.name_span(), Some(1..6));
    assert_eq!(
        white.value_span().map(|s| &src[s]),
        Some(r#""Kasparov, \"Gazza\" \\ G.""#)
    );
    assert!(white.is_well_formed());
    assert!(matches!(
        game.tag("Site").unwrap().value().unwrap(),
        std::borrow::Cow::Borrowed("Ελλάς")
    ));
    assert_eq!(game.tag("Black").unwrap().value().unwrap(), "");
    // Only `\"` and `\\` are escapes.
    assert_eq!(game.tag("Event").unwrap().value().unwrap(), r"a\nb");
    assert!(game.tag("white").is_none());
    // Invalid UTF-8 decodes lossily and is reported.
    let src = b"[Site \"Z\xfcrich\"] *";
    let tree = checked(src);
    assert_eq!(
        tree.game(0).unwrap().tag("Site").unwrap().value().unwrap(),
        "Z\u{fffd}rich"
    );
    assert_eq!(tree.errors()[0].code(), "invalid-utf8");
    assert_eq!(tree.errors()[0].span(), 8..9);
}

#[test]
fn malformed_tags() {
    let cases: &[(&str, &[(&str, &str)])] = &[
        ("[Event \"x\"\n1. e4 *", &[("tag-unclosed", "[Event \"x\"")]),
        ("[Event \"x]\n1. e4 *", &[("unterminated-string", "\"x]")]),
        ("[Event]\n1. e4 *", &[("tag-missing-value", "Event")]),
        ("[ \"x\"]\n*", &[("tag-missing-name", "[ \"x\"]")]),
        ("[]\n*", &[("tag-missing-name", "[]")]),
        (
            "[White Carlsen, Magnus]\n*",
            &[
                ("tag-missing-value", "White"),
                ("tag-unexpected-text", "Carlsen, Magnus"),
            ],
        ),
        // Two strings: read as one value with its inner quotes, as PGN
        // readers read it (a warning, see `unescaped_quotes_in_tag_values`).
        ("[Event \"x\" \"y\"]\n*", &[("unescaped-quote", "\" \"")]),
        ("[Event \"a\"b]\n*", &[("tag-unexpected-text", "b")]),
        ("[Event \"x\"][Site \"y\"]*", &[]),
        ("[Event\n\"x\"]\n*", &[]),
        (
            "[Event \"x\"]\n[Event \"y\"]\n*",
            &[("duplicate-tag", "Event")],
        ),
        (
            "[Event \"x\" [Site \"y\"]\n*",
            &[("tag-unclosed", "[Event \"x\"")],
        ),
        ("[Event \"x\"]]\n*", &[("unexpected-token", "]")]),
    ];
    for (src, expected) in cases {
        let found = errors(src);
        let expected: Vec<_> = expected
            .iter()
            .map(|(c, t)| (*c, (*t).to_owned()))
            .collect();
        assert_eq!(found, expected, "{src:?}");
        // Each is one game, with its movetext intact.
        let tree = checked(src.as_bytes());
        assert_eq!(tree.game_count(), 1, "{src:?}");
        assert!(tree.game(0).unwrap().result().is_some(), "{src:?}");
    }
    // The unclosed tag keeps its tokens; the movetext follows.
    assert_eq!(
        games("[Event \"x\"\n1. e4 *"),
        ["Game[TagSection[Tag[[ Event \"x\"]] Movetext[MoveNumber[1.] Move[e4] Result[*]]]"]
    );
    let tree = checked(b"[White Carlsen, Magnus]\n*");
    let tag = tree.game(0).unwrap().tags().next().unwrap();
    assert_eq!(tag.name(), Some("White"));
    assert_eq!(tag.value(), None);
    assert!(!tag.is_well_formed());
    // Many tags: duplicates are still found.
    let mut src = String::new();
    for i in 0..40 {
        let _ = writeln!(src, "[T{i} \"v\"]");
    }
    src.push_str("[T7 \"again\"]\n[T39 \"again\"]\n*");
    assert_eq!(
        errors(&src),
        [
            ("duplicate-tag", "T7".to_owned()),
            ("duplicate-tag", "T39".to_owned())
        ]
    );
}

// ----- tag values as real files write them -----

/// The first game of `lichess-100.pgn` (chess.js's benchmark file, see
/// tests/data/pgn/SOURCES.md), the line of the tag `line` names (the
/// `[White "BFG9k"]` line if the game has no such tag) replaced by `line`.
fn lichess_game_with(line: &str) -> String {
    let data = String::from_utf8(data_file("lichess-100.pgn")).unwrap();
    let end = data.find("\n\n[Event ").expect("a second game") + 1;
    let game = &data[..end];
    let name: String = line
        .trim_start_matches(['[', ' '])
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    let old = game
        .lines()
        .find(|l| l.starts_with(&format!("[{name} \"")))
        .unwrap_or("[White \"BFG9k\"]");
    game.replacen(old, line, 1)
}

/// The moves of the mainline of the first game of `src`.
fn mainline_moves(tree: &SyntaxTree) -> Vec<String> {
    let game = tree.game(0).expect("a game");
    game.mainline()
        .expect("movetext")
        .items()
        .filter_map(|item| match item {
            Item::Move(m) => Some(m.text().to_owned()),
            _ => None,
        })
        .collect()
}

const LICHESS_MOVES: [&str; 25] = [
    "e4", "e6", "d4", "b6", "a3", "Bb7", "Nc3", "Nh6", "Bxh6", "gxh6", "Be2", "Qg5", "Bg4", "h5",
    "Nf3", "Qg6", "Nh4", "Qg5", "Bxh5", "Qxh4", "Qf3", "Kd8", "Qxf7", "Nc6", "Qe8#",
];

/// Tag values with quotes inside that no backslash escapes (the values of
/// issue 11, from real files) are read as PGN readers read them, from the
/// first `"` to the `"` before the `]`, with one warning on the inner
/// quotes; the game around them is read as usual.
#[test]
fn unescaped_quotes_in_tag_values() {
    // (tag line, name, value, findings as (code, text of the span))
    type Case<'a> = (&'a str, &'a str, &'a str, &'a [(&'a str, &'a str)]);
    let cases: &[Case<'_>] = &[
        (
            r#"[White ""Mirage""]"#,
            "White",
            r#""Mirage""#,
            &[("unescaped-quote", r#""Mirage""#)],
        ),
        (
            r#"[Event "The "Big" Open"]"#,
            "Event",
            r#"The "Big" Open"#,
            &[("unescaped-quote", r#""Big""#)],
        ),
        (
            r#"[Annotator "Smith, J. "Jack""]"#,
            "Annotator",
            r#"Smith, J. "Jack""#,
            &[("unescaped-quote", r#""Jack""#)],
        ),
        // One inner quote; spaces before the `]`; no space after the name.
        (
            r#"[Round "5" board" ]"#,
            "Round",
            r#"5" board"#,
            &[("unescaped-quote", r#"""#)],
        ),
        (
            r#"[White"O'Neil "Jr""]"#,
            "White",
            r#"O'Neil "Jr""#,
            &[("unescaped-quote", r#""Jr""#)],
        ),
        // Escaped quotes stay escapes; only the others are reported.
        (
            r#"[Event "a \"b\" "c"]"#,
            "Event",
            r#"a "b" "c"#,
            &[("unescaped-quote", r#"""#)],
        ),
        // A last backslash before the closing quote is part of the value.
        (
            r#"[Site "C:\games\"]"#,
            "Site",
            r"C:\games\",
            &[("stray-backslash", r"\")],
        ),
        (
            r#"[Site "C:\"games\"]"#,
            "Site",
            r#"C:"games\"#,
            &[("stray-backslash", r"\")],
        ),
    ];
    for (line, name, value, expected) in cases {
        let src = lichess_game_with(line);
        let tree = checked(src.as_bytes());
        assert_eq!(tree.game_count(), 1, "{line}");
        let game = tree.game(0).unwrap();
        let tag = game.tag(name).unwrap_or_else(|| panic!("{line}: no tag"));
        assert_eq!(tag.value().as_deref(), Some(*value), "{line}");
        assert!(!tag.is_well_formed(), "{line}");
        assert_eq!(
            tag.value_token().map(|t| t.kind()),
            Some(TokenKind::LooseString)
        );
        let found: Vec<(&str, &str)> = tree
            .errors()
            .iter()
            .map(|e| (e.code(), &src[e.span()]))
            .collect();
        assert_eq!(found, *expected, "{line}");
        for e in tree.errors() {
            assert!(e.kind.is_warning(), "{line}: {e:?}");
            let d = forsyth_notation::finding::syntax_diagnostic(e, tree.source());
            assert_eq!(d.severity, forsyth_notation::diagnostic::Severity::Warning);
            assert_eq!(d.message_id(), format!("diag-syntax-{}", e.code()));
        }
        // The other tags and the whole game are read as usual.
        assert_eq!(game.tags().count(), 17, "{line}");
        assert_eq!(game.tag("Black").unwrap().value().unwrap(), "mamalak");
        assert_eq!(mainline_moves(&tree), LICHESS_MOVES, "{line}");
        assert_eq!(game.result().unwrap().text(), "1-0");
        check_reader(src.as_bytes(), 7);
    }
}

/// The messages of the repairs exist in every locale, in its own words.
#[test]
fn repair_messages_in_every_locale() {
    let locales = forsyth_notation::locale::Locales::embedded();
    for code in tree::SyntaxErrorKind::WARNING_CODES {
        let diagnostic = forsyth_notation::diagnostic::Diagnostic::new(
            forsyth_notation::diagnostic::Code::Syntax,
            0..1,
        )
        .variant(code);
        let english = diagnostic.message(locales.get("en").unwrap());
        for tag in ["en", "de", "it", "el", "he"] {
            let message = diagnostic.message(locales.get(tag).unwrap());
            assert!(!message.starts_with("diag-"), "{tag}: {message}");
            assert!(message.contains('\\'), "{tag}: {message}");
            if tag != "en" {
                assert_ne!(message, english, "{tag}: {code}");
            }
        }
    }
}

/// Tags that are broken, or that read well by the rules, are not repaired.
#[test]
fn tag_values_left_as_they_are() {
    let cases: &[(&str, &[(&str, &str)])] = &[
        // No `"]` on the line: the error it was.
        (
            r#"[White "BFG9k]"#,
            &[("unterminated-string", r#""BFG9k]"#)],
        ),
        (r#"[White "a"b]"#, &[("tag-unexpected-text", "b")]),
        (
            r#"[White "a"b"c"#,
            &[
                ("tag-unclosed", r#"[White "a"b"c"#),
                ("tag-unexpected-text", r#"b"c"#),
            ],
        ),
        // A `[` opens the next tag pair.
        (
            r#"[White "a" [Round "?"]"#,
            &[
                ("tag-unclosed", r#"[White "a""#),
                ("duplicate-tag", "Round"),
            ],
        ),
        // Two tag pairs on one line.
        (r#"[White "a"] [Black2 "b"]"#, &[]),
        (r#"[White "a"]  [Black2 "b" ]"#, &[]),
    ];
    for (line, expected) in cases {
        let src = lichess_game_with(line);
        let tree = checked(src.as_bytes());
        let found: Vec<(&str, &str)> = tree
            .errors()
            .iter()
            .map(|e| (e.code(), &src[e.span()]))
            .collect();
        assert_eq!(found, *expected, "{line}");
        assert!(tree.errors().iter().all(|e| !e.kind.is_warning()), "{line}");
        assert!(
            tree.tokens()
                .iter()
                .all(|t| t.kind != TokenKind::LooseString),
            "{line}"
        );
        assert_eq!(mainline_moves(&tree), LICHESS_MOVES, "{line}");
        check_reader(src.as_bytes(), 7);
    }
    // A string in movetext, or after a comment, is no tag value.
    for src in ["1. e4 \"a\"b\"]\n*", "[White {x} \"a\"b\"]\n*"] {
        let tree = checked(src.as_bytes());
        assert!(
            tree.tokens()
                .iter()
                .all(|t| t.kind != TokenKind::LooseString),
            "{src}"
        );
        assert!(tree.errors().iter().all(|e| !e.kind.is_warning()), "{src}");
    }
}

/// The other habits of real tag sections that every PGN reader accepts
/// read with no finding: a byte order mark, no space between name and
/// value, spaces before the `]`, lower-case names (kept as written: tag
/// names are case-sensitive), `%` escape lines (PGN standard, 6), a
/// backslash that escapes nothing (kept as written).
#[test]
fn real_tag_habits_read_without_findings() {
    let data = lichess_game_with("[White \"BFG9k\"]");
    let cases: &[(&str, &str, &str)] = &[
        ("\u{feff}", "Event", "Rated Classical game"),
        (
            "[Event\"Rated Classical game\"]",
            "Event",
            "Rated Classical game",
        ),
        (
            "[Event \"Rated Classical game\"  \t]",
            "Event",
            "Rated Classical game",
        ),
        (
            "[Event \"Rated Classical game\"] \t",
            "Event",
            "Rated Classical game",
        ),
        (
            "[event \"Rated Classical game\"]",
            "event",
            "Rated Classical game",
        ),
        (
            "% exported by hand\n[Event \"Rated Classical game\"]",
            "Event",
            "Rated Classical game",
        ),
        (
            "[Site \"C:\\games\\lichess.pgn\"]",
            "Site",
            "C:\\games\\lichess.pgn",
        ),
        ("[Site \"C:\\\\games\\\\\"]", "Site", "C:\\games\\"),
        (
            "[ Event  \"Rated Classical game\" ]",
            "Event",
            "Rated Classical game",
        ),
    ];
    for (replacement, name, value) in cases {
        let src = if *replacement == "\u{feff}" {
            format!("\u{feff}{data}")
        } else if replacement.contains("Site") {
            data.replacen("[Site \"https://lichess.org/j1dkb5dw\"]", replacement, 1)
        } else {
            data.replacen("[Event \"Rated Classical game\"]", replacement, 1)
        };
        assert_ne!(src, data);
        let tree = checked(src.as_bytes());
        assert!(
            tree.errors().is_empty(),
            "{replacement:?}: {:?}",
            tree.errors()
        );
        let game = tree.game(0).unwrap();
        assert_eq!(game.tags().count(), 17, "{replacement:?}");
        let tag = game.tag(name).unwrap();
        assert_eq!(tag.value().as_deref(), Some(*value), "{replacement:?}");
        assert!(tag.is_well_formed());
        assert_eq!(mainline_moves(&tree), LICHESS_MOVES, "{replacement:?}");
        check_reader(src.as_bytes(), 7);
    }
    // A lower-case name is its own tag.
    let src = data.replacen("[Event ", "[event ", 1);
    assert!(
        checked(src.as_bytes())
            .game(0)
            .unwrap()
            .tag("Event")
            .is_none()
    );
    // An escape line in movetext is a comment.
    let src = data.replacen("8.\nNf3", "8.\n% a note\nNf3", 1);
    let tree = checked(src.as_bytes());
    assert!(tree.errors().is_empty());
    assert_eq!(mainline_moves(&tree), LICHESS_MOVES);
}

// ----- movetext -----

#[test]
fn detached_marks_attach_to_their_move() {
    assert_eq!(
        mainline("2.פג6 # *"),
        "Movetext[MoveNumber[2.] Move[פג6 #] Result[*]]"
    );
    assert_eq!(
        mainline("1. exd6 e.p. Kf8 *"),
        "Movetext[MoveNumber[1.] Move[exd6 e.p.] Move[Kf8] Result[*]]"
    );
    assert_eq!(
        mainline("1. exd6 ep + *"),
        "Movetext[MoveNumber[1.] Move[exd6 ep +] Result[*]]"
    );
    assert_eq!(
        mainline("1.Qh5 ! + *"),
        "Movetext[MoveNumber[1.] Move[Qh5] Glyph[!] CheckMark[+] Result[*]]"
    );
    let tree = checked("2.מהו5 # *".as_bytes());
    let line = tree.game(0).unwrap().mainline().unwrap();
    let m = line.moves().next().unwrap();
    assert_eq!(m.text(), "מהו5");
    assert_eq!(m.check_mark().unwrap().text(), Some("#"));
    assert_eq!(m.joined_text(), "מהו5#");
    assert_eq!(m.en_passant(), None);
    assert_eq!(&"2.מהו5 # *"[m.word_span()], "מהו5");
    let tree = checked(b"1. exd6 e.p. *");
    let m = tree
        .game(0)
        .unwrap()
        .mainline()
        .unwrap()
        .moves()
        .next()
        .unwrap();
    assert_eq!(m.en_passant().unwrap().text(), Some("e.p."));
    assert_eq!(m.joined_text(), "exd6e.p.");
}

#[test]
fn movetext_items() {
    assert_eq!(
        mainline("12 ... Nf6 13. -- $14 $256 Nd5 N ±!? ... / 0-0 e8=Q+ *"),
        "Movetext[MoveNumber[12 ...] Move[Nf6] MoveNumber[13.] NullMove[--] Nag[$14] Nag[$256] Move[Nd5] \
         Glyph[N] Glyph[±] Glyph[!?] Dots[...] Slash[/] Move[0-0] Move[e8=Q+] Result[*]]"
    );
    assert_eq!(
        errors("1. e4 $256 *"),
        [("nag-out-of-range", "$256".to_owned())]
    );
    // Alternatives in a problem solution.
    assert_eq!(
        mainline("1...Ρε7/Ρε5 2.Πζ7# *"),
        "Movetext[MoveNumber[1...] Alternatives[Move[Ρε7] / Move[Ρε5]] MoveNumber[2.] Move[Πζ7#] Result[*]]"
    );
    assert_eq!(
        mainline("1...Ρε7 / Ρε5 / Ρδ6 *"),
        "Movetext[MoveNumber[1...] Alternatives[Move[Ρε7] / Move[Ρε5] / Move[Ρδ6]] Result[*]]"
    );
    let tree = checked("1...Ρε7/Ρε5 *".as_bytes());
    let alternatives = tree
        .game(0)
        .unwrap()
        .mainline()
        .unwrap()
        .items()
        .find_map(|i| match i {
            Item::Alternatives(a) => Some(a),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        alternatives.moves().map(|m| m.text()).collect::<Vec<_>>(),
        ["Ρε7", "Ρε5"]
    );
    // Glyph NAG numbers, the novelty included.
    let tree = checked(b"1. e4 N !? +- *");
    let nags: Vec<_> = tree
        .game(0)
        .unwrap()
        .mainline()
        .unwrap()
        .items()
        .filter_map(|i| match i {
            Item::Glyph(g) => Some((g.text(), g.nag())),
            _ => None,
        })
        .collect();
    assert_eq!(nags, [("N", Some(146)), ("!?", Some(5)), ("+-", Some(18))]);
    // A lone `N` that follows no move is a word.
    assert_eq!(mainline("N *"), "Movetext[Move[N] Result[*]]");
    // Results of every form.
    for (text, outcome) in [
        ("1-0", Outcome::WhiteWins),
        ("0–1", Outcome::BlackWins),
        ("½-½", Outcome::Draw),
        ("1/2-1/2", Outcome::Draw),
        ("*", Outcome::Unknown),
    ] {
        let src = format!("1. e4 {text}");
        let tree = checked(src.as_bytes());
        let result = tree.game(0).unwrap().result().unwrap();
        assert_eq!((result.text(), result.outcome()), (text, outcome));
    }
    // A result token's bytes say what its text says, PGN's markers read
    // by their bytes alone.
    for text in [
        "1-0",
        "0-1",
        "1/2-1/2",
        "*",
        "0–1",
        "½-½",
        "1:0",
        "(½ x ½)",
        " 1-0",
        "1-0 ",
        "1-1",
        "",
    ] {
        assert_eq!(
            Outcome::from_bytes(text.as_bytes()),
            Outcome::from_text(text),
            "{text:?}"
        );
    }
    assert_eq!(Outcome::from_bytes(b"1-0\xff"), None);
}

#[test]
fn greek_and_hebrew_movetext() {
    let moves = |src: &str| -> Vec<String> {
        let tree = checked(src.as_bytes());
        let game = tree.game(0).unwrap();
        game.mainline()
            .unwrap()
            .moves()
            .map(|m| m.joined_text().into_owned())
            .collect()
    };
    assert_eq!(
        moves("1. Ιδ4! Ρδ7 2. Ιβ5 Ρε7 3. Πζ7#"),
        ["Ιδ4", "Ρδ7", "Ιβ5", "Ρε7", "Πζ7#"]
    );
    assert_eq!(moves("1.צה3 פז1 2.מו5 מד4"), ["צה3", "פז1", "מו5", "מד4"]);
    assert_eq!(moves("5. 0-0 רה7"), ["0-0", "רה7"]);
    assert_eq!(moves("2.פג6 #"), ["פג6#"]);
    assert_eq!(
        mainline("1. Ιδ4! Ρδ7 2. Ιβ5 Ρε7 3. Πζ7#"),
        "Movetext[MoveNumber[1.] Move[Ιδ4] Glyph[!] Move[Ρδ7] MoveNumber[2.] Move[Ιβ5] Move[Ρε7] MoveNumber[3.] Move[Πζ7#]]"
    );
    assert_eq!(
        mainline("1.צה3 פז1 2.מו5 מד4"),
        "Movetext[MoveNumber[1.] Move[צה3] Move[פז1] MoveNumber[2.] Move[מו5] Move[מד4]]"
    );
    // Without a result these are games missing one, nothing else.
    assert_eq!(errors("5. 0-0 רה7"), [("missing-result", String::new())]);
    assert_eq!(errors("1. ♘f3 ♞f6 *"), []);
}

// ----- errors and recovery -----

/// An input and its errors as `(code, text of the span)`.
type ErrorCase<'a> = (&'a [u8], &'a [(&'a str, &'a str)]);

#[test]
fn movetext_errors() {
    let cases: &[ErrorCase<'_>] = &[
        (b"1. e4 ) e5 *", &[("unmatched-paren", ")")]),
        (b"1. e4 ))) e5 *", &[("unmatched-paren", ")))")]),
        (
            b"1. e4 (1. d4 (1. c4 *",
            &[("unclosed-variation", "("), ("missing-result", "")],
        ),
        (
            b"1. e4 {open comment",
            &[("unterminated-comment", "{"), ("missing-result", "")],
        ),
        (b"1. e4 \"str\" *", &[("unexpected-token", "\"str\"")]),
        (b"1. e4 ] *", &[("unexpected-token", "]")]),
        (b"1. e4 <> *", &[("unexpected-character", "<>")]),
        (
            b"1. e4 < > *",
            &[("unexpected-character", "<"), ("unexpected-character", ">")],
        ),
        (
            b"1. e4 \xff\xfe e5 *",
            &[("invalid-utf8", "\u{fffd}\u{fffd}")],
        ),
        (b"1. e4 {caf\xe9} *", &[("invalid-utf8", "\u{fffd}")]),
        (b"1. e4 ; \xe9\n*", &[("invalid-utf8", "\u{fffd}")]),
    ];
    for (src, expected) in cases {
        let tree = checked(src);
        let found: Vec<_> = tree
            .errors()
            .iter()
            .map(|e| {
                (
                    e.code(),
                    String::from_utf8_lossy(&src[e.span()]).into_owned(),
                )
            })
            .collect();
        let expected: Vec<_> = expected
            .iter()
            .map(|(c, t)| (*c, (*t).to_owned()))
            .collect();
        assert_eq!(found, expected, "{:?}", String::from_utf8_lossy(src));
    }
    let tree = checked(b"1. e4 (1. d4 (1. c4 *");
    assert_eq!(
        tree.errors()[0].kind,
        tree::SyntaxErrorKind::UnclosedVariation { count: 2 }
    );
    assert_eq!(tree.errors()[0].span(), 6..7);
    assert_eq!(
        tree.errors()[0].to_string(),
        "2 variations not closed: `)` missing"
    );
}

#[test]
fn a_broken_game_does_not_break_the_next() {
    let mut src = Vec::new();
    src.extend_from_slice(
        b"[Event \"One\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n",
    );
    let broken = src.len();
    src.extend_from_slice(b"[Event \"Two]\n[Site \"Nowhere\"]\n\n1. d4 d5 ) 2. c4 \xff\xfe <junk> (2. Nf3 (3. e3 e6\n\n");
    let third = src.len();
    src.extend_from_slice(b"[Event \"Three\"]\n[White \"Carlsen, Magnus\"]\n\n1. Nf3 {a [bracket] here} Nf6 (1... d5 \"[str\") 0-1\n");
    let tree = checked(&src);
    assert_eq!(tree.game_count(), 3);

    let one = tree.game(0).unwrap();
    assert!(one.errors().is_empty());
    assert_eq!(one.result().unwrap().outcome(), Outcome::WhiteWins);
    assert_eq!(one.span(), 0..broken);

    let two = tree.game(1).unwrap();
    assert_eq!(two.span(), broken..third);
    assert_eq!(two.tag("Site").unwrap().value().unwrap(), "Nowhere");
    assert_eq!(two.tag("Event").unwrap().raw_value().unwrap(), b"Two]");
    let found: Vec<_> = two
        .errors()
        .iter()
        .map(|e| {
            (
                e.code(),
                String::from_utf8_lossy(&src[e.span()]).into_owned(),
                e.start as usize,
            )
        })
        .collect();
    let at = |needle: &[u8]| {
        broken
            + src[broken..]
                .windows(needle.len())
                .position(|w| w == needle)
                .unwrap()
    };
    let end = at(b"e6") + 2;
    assert_eq!(
        found,
        [
            ("unterminated-string", "\"Two]".to_owned(), at(b"\"Two")),
            ("unmatched-paren", ")".to_owned(), at(b") 2.")),
            ("invalid-utf8", "\u{fffd}\u{fffd}".to_owned(), at(b"\xff")),
            ("unexpected-character", "<".to_owned(), at(b"<junk")),
            ("unexpected-character", ">".to_owned(), at(b"> (")),
            ("unclosed-variation", "(".to_owned(), at(b"(2. Nf3")),
            ("missing-result", String::new(), end),
        ]
    );
    assert_eq!(&tree.errors()[..found.len()], two.errors());
    // `<junk>` is `<`, the word `junk`, `>`: the word reads as a move.
    assert!(two.mainline().unwrap().moves().any(|m| m.text() == "junk"));
    // The game's movetext ends with its last item; the blank lines before
    // the next game are the game's own trivia.
    assert_eq!(two.mainline().unwrap().span().end, end);

    let three = tree.game(2).unwrap();
    assert_eq!(three.span(), third..src.len());
    // A string in movetext is out of place (and splits nothing).
    let codes: Vec<_> = three.errors().iter().map(|e| e.code()).collect();
    assert_eq!(codes, ["unexpected-token"]);
    assert_eq!(
        three.tag("White").unwrap().value().unwrap(),
        "Carlsen, Magnus"
    );
    assert_eq!(three.result().unwrap().outcome(), Outcome::BlackWins);
    // A `[` in a comment or a string starts nothing.
    assert_eq!(
        dump_node(three.mainline().unwrap().node()),
        "Movetext[MoveNumber[1.] Move[Nf3] Comment[{a [bracket] here}] Move[Nf6] \
         Variation[( MoveNumber[1...] Move[d5] Error[\"[str\"] )] Result[0-1]]"
    );
    check_reader(&src, 3);

    // An unterminated `{` comment runs to the end of the input, as PGN
    // says: the games after it are inside it.
    let mut src2 = src[..third].to_vec();
    src2.extend_from_slice(b"{unclosed\n[Event \"Three\"]\n\n1. Nf3 Nf6 0-1\n");
    let tree = checked(&src2);
    assert_eq!(tree.game_count(), 2);
    let codes: Vec<_> = tree
        .game(1)
        .unwrap()
        .errors()
        .iter()
        .map(|e| e.code())
        .collect();
    assert!(
        codes.ends_with(&["unterminated-comment", "missing-result"]),
        "{codes:?}"
    );
}

#[test]
fn deep_nesting_without_recursion() {
    // Runs on the test harness's default thread stack.
    let depth = 100_000;
    let mut src = String::from("[Event \"deep\"]\n1. e4 ");
    for _ in 0..depth {
        src.push_str("( d4 ");
    }
    src.push_str("\n\n[Event \"next\"]\n1. d4 *\n");
    let tree = checked(src.as_bytes());
    assert_eq!(tree.game_count(), 2);
    let codes: Vec<_> = tree.errors().iter().map(|e| e.code()).collect();
    assert_eq!(
        codes,
        ["unclosed-variation", "variation-too-deep", "missing-result"]
    );
    let too_deep = tree.errors()[1];
    let limit = MAX_VARIATION_DEPTH as usize;
    assert_eq!(
        too_deep.start as usize,
        src.find("1. e4 ").unwrap() + 6 + limit * 5
    );
    let deepest = tree
        .game(0)
        .unwrap()
        .walk()
        .filter_map(|e| match e {
            WalkEvent::Enter(line) => Some(line.depth()),
            _ => None,
        })
        .max();
    assert_eq!(deepest, Some(limit));
    assert!(tree.game(1).unwrap().errors().is_empty());
    // Closed again, the same depth is fine but for the one error.
    let mut src = String::from("1. e4 ");
    src.push_str(&"(".repeat(depth));
    src.push_str(&")".repeat(depth));
    src.push_str(" *");
    let tree = checked(src.as_bytes());
    let codes: Vec<_> = tree.errors().iter().map(|e| e.code()).collect();
    assert_eq!(codes, ["variation-too-deep"]);
    let mut reused = SyntaxTree::new();
    reused.parse_into(src.as_bytes());
    assert_eq!(reused.to_bytes(), src.as_bytes());
    drop(tree);
    drop(reused);
}

// ----- the reader -----

#[test]
fn the_reader_cuts_where_the_tree_does() {
    let src = "{file}\n[Event \"A\"]\n\n1. e4 {a [comment] here} e5 ; [not a tag\n% [escape\n1-0\n\n\
               [Event \"B [in a string\"]\n[Site \"x\"]\r\n\r\n1. d4 d5\n\n[Event \"C\"]\r1. c4 {multi\nline\n[comment]} *\n\n";
    for capacity in [1, 2, 3, 7, 64, 8192] {
        check_reader(src.as_bytes(), capacity);
    }
    let chunks = read_chunks(src.as_bytes(), 7);
    let starts: Vec<_> = chunks
        .iter()
        .map(|(offset, line, _)| (*offset as usize, *line))
        .collect();
    assert_eq!(
        starts,
        [
            (0, 1),
            (src.find("[Event \"B").unwrap(), 8),
            (src.find("[Event \"C").unwrap(), 13)
        ]
    );
    let texts: Vec<_> = chunks
        .iter()
        .map(|(_, _, b)| String::from_utf8(b.clone()).unwrap())
        .collect();
    assert!(texts[0].starts_with("{file}") && texts[0].ends_with("1-0\n\n"));
    assert!(texts[2].ends_with("*\n\n"));
    // A tag name on a later line than its `[` lexes as a tag name (not
    // split at a `/`) however the stream is cut.
    for src in [
        "[\nΡε7e4/e4[1/2-1/2\r",
        "1. e4 *\n[\n\n  Event/1 \"x\"]\n*",
        "[\r\nNf3+- \"x\"]",
    ] {
        check_reader(src.as_bytes(), 1);
    }
    // No game: one chunk with everything.
    let chunks = read_chunks(b"\n{nothing} ;here\n", 3);
    assert_eq!(chunks.len(), 1);
    assert!(read_chunks(b"", 3).is_empty());
    // A long comment with a `[` on every line, read 5 bytes at a time.
    let mut long = String::from("[Event \"A\"]\n1. e4 {");
    for i in 0..2000 {
        let _ = writeln!(long, "[Line \"{i}\"]");
    }
    long.push_str("} e5 *\n[Event \"B\"]\n*\n");
    check_reader(long.as_bytes(), 5);
    assert_eq!(read_chunks(long.as_bytes(), 5).len(), 2);
}

#[test]
fn the_reader_streams_many_games() {
    // More than a segment of games, through a reader of 7 bytes.
    let data = data_file("lichess-100.pgn");
    let mut src = Vec::new();
    for _ in 0..3 {
        src.extend_from_slice(&data);
    }
    check_reader(&src, 7);
    check_reader(&src, 1 << 16);
    let mut reader = PgnReader::new(BufReader::with_capacity(4096, &src[..]));
    let mut tree = SyntaxTree::new();
    let mut games = 0;
    let mut moves = 0;
    while let Some(chunk) = reader.next_game().unwrap() {
        tree.parse_chunk(&chunk);
        assert!(tree.errors().is_empty());
        games += tree.game_count();
        moves += tree.game(0).unwrap().mainline().unwrap().moves().count();
    }
    assert_eq!(games, 300);
    assert!(moves > 3 * 6000, "{moves}");
}

// ----- real files -----

#[test]
fn real_files_round_trip_without_errors() {
    for (name, games, tag_line) in [
        ("lichess-100.pgn", 100, "[Event "),
        ("eco-head.pgn", 870, "[ECO "),
    ] {
        let src = data_file(name);
        let tree = checked(&src);
        assert!(
            tree.errors().is_empty(),
            "{name}: {:?}",
            &tree.errors()[..tree.errors().len().min(5)]
        );
        let tag_lines = src
            .split(|&b| b == b'\n')
            .filter(|l| l.starts_with(tag_line.as_bytes()))
            .count();
        assert_eq!(tag_lines, games, "{name}");
        assert_eq!(tree.game_count(), games, "{name}");
        for game in tree.games() {
            assert!(game.result().is_some());
            assert!(game.tags().all(|t| t.is_well_formed()));
        }
        check_reader(&src, 7);
        check_reader(&src, 8192);
    }
    let src = data_file("lichess-100.pgn");
    let tree = checked(&src);
    let first = tree.game(0).unwrap();
    assert_eq!(
        first.tag("Site").unwrap().value().unwrap(),
        "https://lichess.org/j1dkb5dw"
    );
    assert_eq!(
        first.tag("Opening").unwrap().value().unwrap(),
        "French Defense: Normal Variation"
    );
    assert_eq!(first.tag("Result").unwrap().value().unwrap(), "1-0");
    assert_eq!(first.result().unwrap().outcome(), Outcome::WhiteWins);
    let moves: Vec<_> = first
        .mainline()
        .unwrap()
        .moves()
        .map(|m| m.text())
        .collect();
    assert_eq!(moves.len(), 25);
    assert_eq!(moves[..4], ["e4", "e6", "d4", "b6"]);
    assert_eq!(moves.last(), Some(&"Qe8#"));
    // Every game's Result tag agrees with its termination marker.
    for game in tree.games() {
        assert_eq!(
            game.tag("Result").unwrap().value().unwrap(),
            game.result().unwrap().text()
        );
        assert!((15..=17).contains(&game.tags().count()));
    }

    let src = data_file("eco-head.pgn");
    let tree = checked(&src);
    let first = tree.game(0).unwrap();
    let prelude: Vec<_> = first.prelude().collect();
    assert_eq!(prelude.len(), 1);
    assert!(matches!(prelude[0], Item::Comment(c) if c.text().contains("pgn-extract")));
    assert_eq!(
        first.tag("Opening").unwrap().value().unwrap(),
        "Polish (Sokolsky) opening"
    );
    let last = tree.game(869).unwrap();
    assert_eq!(last.tag("ECO").unwrap().value().unwrap(), "C27");
    assert_eq!(last.tag("Opening").unwrap().value().unwrap(), "Vienna game");
    assert_eq!(last.result().unwrap().outcome(), Outcome::Unknown);
    assert_eq!(last.mainline().unwrap().moves().count(), 10);
}

// ----- line index -----

#[test]
fn line_index_counts_chars_and_utf16_units() {
    let text = "1. e4\r\n1. Ιδ4 פג6 #\n♘f3 🙂 x\rend";
    let index = LineIndex::new(text.as_bytes());
    assert_eq!(index.line_count(), 4);
    let pos = |needle: &str| {
        let at = text.find(needle).unwrap();
        let p = index.line_col(at);
        (p.line, p.column, p.utf16_column)
    };
    assert_eq!(pos("1. e4"), (1, 1, 1));
    assert_eq!(pos("e4"), (1, 4, 4));
    assert_eq!(pos("\r\n"), (1, 6, 6));
    assert_eq!(pos("Ιδ4"), (2, 4, 4));
    assert_eq!(pos("פג6"), (2, 8, 8));
    assert_eq!(pos("#"), (2, 12, 12));
    assert_eq!(pos("f3"), (3, 2, 2)); // ♘ is one UTF-16 unit
    assert_eq!(pos("🙂"), (3, 5, 5));
    assert_eq!(pos(" x"), (3, 6, 7)); // 🙂 is two
    assert_eq!(pos("end"), (4, 1, 1));
    // Inside a character: that character.
    let smile = text.find('🙂').unwrap();
    for k in 0..4 {
        assert_eq!(index.line_col(smile + k).column, 5);
    }
    // Past the end: the end.
    assert_eq!(index.line_col(1000), index.line_col(text.len()));
    // Back from columns to offsets.
    for (at, _) in text.char_indices() {
        if text[at..].starts_with('\n') && text[..at].ends_with('\r') {
            continue; // inside a line break
        }
        let p = index.line_col(at);
        assert_eq!(
            index.offset(p.line, p.column, ColumnUnit::Char),
            Some(at),
            "{at}"
        );
        assert_eq!(
            index.offset(p.line, p.utf16_column, ColumnUnit::Utf16),
            Some(at),
            "{at}"
        );
    }
    assert_eq!(
        index.offset(3, 100, ColumnUnit::Char),
        Some(text.find("\rend").unwrap())
    );
    assert_eq!(index.offset(1, 100, ColumnUnit::Utf16), Some(5));
    assert_eq!(index.offset(3, 6, ColumnUnit::Utf16), Some(smile)); // inside the pair
    assert_eq!(index.offset(9, 1, ColumnUnit::Char), None);
    assert_eq!(index.offset(1, 0, ColumnUnit::Char), None);
    assert_eq!(index.line_end(2), Some(text.find("\n♘").unwrap()));
    // Bytes that are not UTF-8 count as one character per bad run.
    let bytes = b"a\xff\xfeb\xe2\x99c";
    let index = LineIndex::new(bytes);
    assert_eq!(index.line_col(3).column, 4); // a, \xff, \xfe, b
    assert_eq!(index.line_col(6).column, 6); // then \xe2\x99 as one
    // Spans of tree nodes become positions.
    let src = "[Event \"Ελλάς\"]\n1. Ιδ4 ) *";
    let tree = checked(src.as_bytes());
    let index = LineIndex::new(src.as_bytes());
    let e = tree.errors()[0];
    assert_eq!(e.code(), "unmatched-paren");
    let p = index.line_col(e.span().start);
    assert_eq!((p.line, p.column), (2, 8));
}

// ----- node access -----

#[test]
fn nodes_and_tokens_by_offset() {
    let src = "[Event \"x\"]\n1. e4 (1. d4 Nf6) *";
    let tree = checked(src.as_bytes());
    let at = src.find("Nf6").unwrap();
    let node = tree.node_at(at + 1);
    assert_eq!(node.kind(), NodeKind::Move);
    assert_eq!(node.bytes(), b"Nf6");
    assert_eq!(node.parent().unwrap().kind(), NodeKind::Variation);
    assert_eq!(
        tree.node_at(src.find("\"x\"").unwrap()).kind(),
        NodeKind::Tag
    );
    assert_eq!(
        tree.node_at(src.find(" *").unwrap()).kind(),
        NodeKind::Movetext
    );
    assert_eq!(tree.token_at(at).unwrap().text(), Some("Nf6"));
    assert!(tree.token_at(src.len()).is_none());
    let kinds: Vec<_> = tree
        .game(0)
        .unwrap()
        .mainline()
        .unwrap()
        .node()
        .elements()
        .map(|e| match e {
            Element::Node(n) => format!("{:?}", n.kind()),
            Element::Token(t) => format!("{:?}", t.kind()),
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "MoveNumber",
            "Whitespace",
            "Move",
            "Whitespace",
            "Variation",
            "Whitespace",
            "Result"
        ]
    );
}

#[test]
fn reused_trees_forget_old_content() {
    let mut tree = SyntaxTree::new();
    tree.parse_into(b"[A \"1\"]\n1. e4 (1. d4 ) e5 ) *\n[B \"2\"]\n1. c4");
    assert_eq!(tree.game_count(), 2);
    assert_eq!(tree.errors().len(), 2);
    tree.parse_into(b"1. e4 *");
    check_invariants(&tree, b"1. e4 *");
    assert_eq!(tree.game_count(), 1);
    assert!(tree.errors().is_empty());
    tree.parse_into(b"");
    check_invariants(&tree, b"");
    assert_eq!(tree.node_count(), 1);
}

// ----- any input -----

/// PGN-ish fragments: structure characters, moves, results, letters of
/// several scripts, figurines, invalid bytes aside.
fn arb_pgn() -> impl Strategy<Value = String> {
    let fragments: Vec<&'static str> = vec![
        "[",
        "]",
        "{",
        "}",
        "(",
        ")",
        "\"",
        "\\",
        ";",
        "%",
        "$",
        "$1",
        ".",
        "...",
        "!",
        "?",
        "*",
        "-",
        "/",
        "0",
        "1",
        "½",
        "–",
        " ",
        " ",
        " ",
        "\n",
        "\n",
        "\r",
        "\r\n",
        "\t",
        "e4",
        "Nf3",
        "x",
        "#",
        "+",
        "e.p.",
        "ep",
        "N",
        "1-0",
        "0-1",
        "1/2-1/2",
        "1.",
        "12...",
        "Event",
        "[Event \"x\"]\n",
        "[White \"\"Mirage\"\"]\n",
        "[Site \"C:\\games\\\"]\n",
        "Ρε7",
        "Ιδ4",
        "ζ",
        "פג6",
        "מה",
        "ה",
        "♘",
        "♞",
        "🙂",
        "€",
        "<",
        "--",
        "O-O",
        "\u{2066}",
        "\u{200f}",
    ];
    proptest::collection::vec(proptest::sample::select(fragments), 0..80).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn any_bytes_round_trip(src in proptest::collection::vec(any::<u8>(), 0..300)) {
        check_invariants(&tree::parse(&src), &src);
    }

    #[test]
    fn any_string_round_trips(src in any::<String>()) {
        check_invariants(&tree::parse(src.as_bytes()), src.as_bytes());
    }

    #[test]
    fn pgn_like_text_round_trips(src in arb_pgn()) {
        check_invariants(&tree::parse(src.as_bytes()), src.as_bytes());
    }

    #[test]
    fn the_reader_agrees_with_the_tree(src in arb_pgn(), capacity in 1usize..12, segment in 0usize..40) {
        check_reader_with(src.as_bytes(), capacity, Some(segment));
    }

    #[test]
    fn the_reader_agrees_on_any_bytes(src in proptest::collection::vec(
        proptest::sample::select(b"[]{}()\"\\;%$.*-/01 \n\rex#+\xff".to_vec()), 0..120),
        capacity in 1usize..9, segment in 0usize..20) {
        check_reader_with(&src, capacity, Some(segment));
    }

    #[test]
    fn line_index_agrees_with_chars(src in "(\\PC|\n|\r){0,40}", cut in 0usize..200) {
        let index = LineIndex::new(src.as_bytes());
        let mut at = cut.min(src.len());
        while !src.is_char_boundary(at) {
            at -= 1;
        }
        let before = &src[..at];
        // Between the two bytes of `\r\n` is the end of the line.
        prop_assume!(!(before.ends_with('\r') && src[at..].starts_with('\n')));
        let breaks = before.matches('\n').count() + before.matches('\r').count()
            - before.matches("\r\n").count();
        let line_start = before.rfind(['\n', '\r']).map_or(0, |k| k + 1);
        let p = index.line_col(at);
        prop_assert_eq!(p.line, breaks + 1);
        prop_assert_eq!(p.column, before[line_start..].chars().count() + 1);
        prop_assert_eq!(p.utf16_column, before[line_start..].encode_utf16().count() + 1);
        prop_assert_eq!(index.offset(p.line, p.column, ColumnUnit::Char), Some(at));
        prop_assert_eq!(index.offset(p.line, p.utf16_column, ColumnUnit::Utf16), Some(at));
    }
}

#[test]
fn whole_input_reading_matches_a_reader_read_to_the_end() {
    // A reader over a `Read` that hands out one byte at a time.
    struct Trickle<'a>(&'a [u8]);
    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let Some((&b, rest)) = self.0.split_first() else {
                return Ok(0);
            };
            if buf.is_empty() {
                return Ok(0);
            }
            buf[0] = b;
            self.0 = rest;
            Ok(1)
        }
    }
    let src = data_file("eco-head.pgn");
    let mut reader = PgnReader::new(BufReader::new(Trickle(&src[..5000])));
    let mut all = Vec::new();
    while let Some(chunk) = reader.next_game().unwrap() {
        all.extend_from_slice(chunk.bytes());
    }
    assert_eq!(all, &src[..5000]);
    assert_eq!(
        tree::parse(&all).game_count(),
        tree::parse(&src[..5000]).game_count()
    );
}

/// Issue 16: a game keeps the first `MAX_ERRORS_OF_A_KIND` errors of each
/// kind, those first in the text, and only counts the others, whose text
/// makes no error node (the memory of a game of errors is that of its
/// tokens). The counts are those of every error: a text of `k` times the
/// same broken unit has as many errors of a kind as `k` predicts from one
/// and two units, which the tree keeps all.
#[test]
fn errors_past_those_a_game_keeps_are_counted() {
    use std::collections::BTreeMap;

    use forsyth_notation::tree::MAX_ERRORS_OF_A_KIND;

    // Per code: the errors kept, and all of them (kept and counted).
    fn errors_by_code(tree: &SyntaxTree) -> BTreeMap<&'static str, (Vec<SyntaxError>, u64)> {
        let mut codes: BTreeMap<&'static str, (Vec<SyntaxError>, u64)> = BTreeMap::new();
        for e in tree.errors() {
            let code = codes.entry(e.code()).or_default();
            code.0.push(*e);
            code.1 += 1;
        }
        for more in tree.more_errors() {
            assert_eq!(more.game, 0);
            codes.entry(more.kind.code()).or_default().1 += u64::from(more.count);
        }
        codes
    }

    let deep = format!(
        "{}e4{} ",
        "(".repeat(MAX_VARIATION_DEPTH as usize + 1),
        ")".repeat(MAX_VARIATION_DEPTH as usize + 1)
    );
    // (in the tag section, the unit)
    let cases: Vec<(bool, Vec<u8>)> = vec![
        (false, b") ".to_vec()),
        (false, b")\\n".to_vec()),
        (false, b")) ".to_vec()),
        (false, b"} ".to_vec()),
        (false, b"] ".to_vec()),
        (false, b"\"x\" ".to_vec()),
        (false, b"\"\xff\" ".to_vec()),
        (false, b"\"y\n".to_vec()),
        (false, b"\xff ".to_vec()),
        (false, b"$999 ".to_vec()),
        (false, b"{\xff} ".to_vec()),
        (false, deep.into_bytes()),
        // Two names: repetitions sorted by name would keep the first of
        // one name only.
        (true, b"[Site \"x\"]\n[Round \"1\"]\n".to_vec()),
        (true, b"[\"x\"]\n".to_vec()),
        (true, b"[Site]\n[Round \"x\" y]\n".to_vec()),
        (true, b"[Date \"a\"b\"]\n".to_vec()),
    ];
    for (tags, unit) in &cases {
        let game = |k: usize| {
            let mut src = b"[Event \"t\"]\n".to_vec();
            if !tags {
                src.extend_from_slice(b"\n1. e4 ");
            }
            for _ in 0..k {
                src.extend_from_slice(unit);
            }
            if *tags {
                src.extend_from_slice(b"\n1. e4 ");
            }
            src.extend_from_slice(b"*\n");
            src
        };
        let shown = String::from_utf8_lossy(unit);
        let one = errors_by_code(&checked(&game(1)));
        let two = errors_by_code(&checked(&game(2)));
        let many = 600;
        let tree = checked(&game(many));
        let all = errors_by_code(&tree);
        let mut counted = 0;
        for (code, (kept, total)) in &all {
            // Errors of the unit, and of the rest of the game (one less
            // for a tag repeated).
            let count = |codes: &BTreeMap<_, (_, u64)>| codes.get(code).map_or(0, |c| c.1 as i64);
            let per_unit = count(&two) - count(&one);
            let rest = count(&one) - per_unit;
            assert_eq!(
                *total as i64,
                rest + per_unit * many as i64,
                "{shown}: {code}"
            );
            let most = MAX_ERRORS_OF_A_KIND as u64;
            assert_eq!(kept.len() as u64, (*total).min(most), "{shown}: {code}");
            counted += total - kept.len() as u64;
            // The first ones: those of a game short enough to keep all.
            if *total > most {
                let fits = (most as i64 - rest) / per_unit;
                let few = errors_by_code(&checked(&game(fits as usize)));
                let first = &few[code].0;
                assert!(first.len() as i64 > most as i64 - per_unit - 1);
                // (The last unit of the short game may end otherwise.)
                let same = first.len() - 1;
                assert_eq!(kept[..same], first[..same], "{shown}: {code}");
            }
        }
        assert!(counted > 0, "{shown}");
        // Error nodes for the errors kept only.
        let error_nodes = (0..tree.node_count())
            .filter(|&i| tree.node(i).unwrap().kind() == NodeKind::Error)
            .count();
        assert!(
            error_nodes <= all.len() * MAX_ERRORS_OF_A_KIND,
            "{shown}: {error_nodes}"
        );
    }
}

/// Whether a `;` glued to a word separates moves looks at the rest of its
/// line only: the streaming reader, which may not have the next line yet,
/// reads it as the whole text does. Found by the `pgn_tree` fuzz target:
/// in `[\0me;n` followed by a line `3`, the whole text took the `3` of the
/// next line for a move after the `;` (a word `me;`), the reader in
/// segments of 8 bytes a comment `;n`.
#[test]
fn a_semicolon_looks_at_its_own_line_only() {
    for src in [
        &b"[\0me;n\n3"[..],
        b"1. e4 me;n\nd5 *",
        b"1. e4 me;n\r3. d5 *",
    ] {
        let whole = SyntaxTree::parse(src);
        let kinds = |tree: &SyntaxTree| tree.tokens().iter().map(|t| t.kind).collect::<Vec<_>>();
        assert!(
            kinds(&whole).contains(&TokenKind::LineComment),
            "{:?}: {:?}",
            String::from_utf8_lossy(src),
            kinds(&whole)
        );
        for segment in 1..=src.len() + 1 {
            let mut reader = PgnReader::with_segment_size(src, segment);
            let mut read = SyntaxTree::new();
            let mut tokens = Vec::new();
            let mut errors = Vec::new();
            while let Some(chunk) = reader.next_game().expect("reading from memory") {
                read.parse_chunk(&chunk);
                tokens.extend(kinds(&read));
                errors.extend(read.errors().iter().cloned());
            }
            assert_eq!(tokens, kinds(&whole), "segments of {segment}");
            assert_eq!(errors, whole.errors(), "segments of {segment}");
        }
    }
}

#[test]
fn a_semicolon_after_a_string_reads_alike_streamed() {
    check_reader_with(b"\"\"0;e\n1[[", 1, Some(0));
}

/// Each game the stream reader cuts reads with the errors it has alone.
fn chunks_read_as_alone(src: &[u8], segment: usize) {
    let mut reader = PgnReader::with_segment_size(src, segment);
    let mut chunk_tree = SyntaxTree::new();
    while let Some(chunk) = reader.next_game().unwrap() {
        chunk_tree.parse_chunk(&chunk);
        let alone = SyntaxTree::parse(chunk.bytes());
        assert_eq!(
            chunk_tree.errors(),
            alone.errors(),
            "{:?}, segment {segment}, chunk at {}",
            String::from_utf8_lossy(src),
            chunk.offset()
        );
    }
}

/// [`chunks_read_as_alone`] for each of `srcs`, in segments of 1 to 23 bytes.
fn chunks_read_as_alone_in_any_segments(srcs: &[&[u8]]) {
    for src in srcs {
        for segment in 1..24 {
            chunks_read_as_alone(src, segment);
        }
    }
}

#[test]
fn a_semicolon_after_another_games_result_reads_alike_alone() {
    // Found by the pgn_tree fuzz target: the look-back for a `;` that
    // separates printed moves crossed the `*` where the stream cuts a game.
    chunks_read_as_alone_in_any_segments(&[
        &b"\0m; 8-*-; L\0\0\0l"[..],
        b"1.e4-e5; 1-0 d4; a b",
        b"1.e4-e5; 0-1; a b",
        b"1.e4-e5; 1/2-1/2; a b",
        b"1.e4-e5; (1.d4; a b) c4; x",
    ]);
}

#[test]
fn a_semicolon_looks_no_further_than_its_game() {
    // Found by the pgn_tree fuzz target: the look-ahead for what follows a
    // `;` crossed the `[` where the stream cuts a game (`.;n\x07[1` read
    // whole took the `;` for a separator because of the `1` after the `[`,
    // its game alone for a comment), or a result.
    chunks_read_as_alone_in_any_segments(&[
        &b".;n\x07[1"[..],
        b"1. e4!; a b [c d e",
        b"1. e4!; x 1:0 Nf3 Nc6",
        b"1. e4!; * e5 f5 g5",
        b"1. e4!; n 1-0 2. e4",
        "1. e4!; n ½-½ 2. e4".as_bytes(),
        b"1. e4!; n (1 x 0) 2. e4",
        b"1.e4-e5; 1:0 d4; a b",
        b"1. e4!; a*1 b",
        b"1. e4!; * a b",
        b"1. e4!; * a b c",
        b"1. e4!; *",
        b"1.e4-e5; 2.d4!; * a b",
    ]);
}

#[test]
fn a_separator_after_a_result_reads_alike_streamed() {
    // A `;` or `,` glued to marks after a result separates no moves: the
    // game ended, and the reader cuts it before them.
    for src in [
        &b"$1\"\"1-0!; "[..],
        b"1-0!; ",
        b"!; e4",
        b"e4 1-0?!, ",
        b"e4 *!; 2",
        b"1/2-1/2+;",
    ] {
        for segment in [0, 5] {
            check_reader_with(src, 1, Some(segment));
        }
    }
}

/// Bare text (a page with no tag pair) is cut into games at results only,
/// a `[` opening no tag pair (`[2. Bc4 Nf6]`, `[a note]` between moves):
/// the tree of a game the reader cut so is built as it was cut, one game
/// (it was cut again at the `[`, a game from `[2. Bc4 Nf6] Nc6` whose
/// moves replayed from the start), whether the tree is built from the
/// reader's tokens or moved out of the reader. Read as PGN, the `[`
/// starts a game, in the reader and in the tree.
#[test]
fn a_tree_of_bare_text_is_cut_as_the_reader_cut_it() {
    let text = b"1. e4 e5 2. Nf3 [2. Bc4 Nf6] Nc6 3. Bb5 [a note] a6 *\n";
    for bare in [true, false] {
        let mut reader = PgnReader::new(&text[..]).bare(bare);
        let chunk = reader.next_game().unwrap().expect("a game");
        assert_eq!(chunk.is_bare(), bare);
        let first = if bare { text.len() } else { 16 };
        assert_eq!(chunk.bytes(), &text[..first], "bare {bare}");
        let mut tree = SyntaxTree::new();
        tree.parse_chunk(&chunk);
        let games = 1;
        assert_eq!(tree.games().count(), games, "bare {bare}");
        let mut moving = PgnReader::new(&text[..]).bare(bare);
        moving.next_game().unwrap().expect("a game");
        let mut moved = SyntaxTree::new();
        moving.parse_last(&mut moved);
        assert_eq!(moved.games().count(), games, "bare {bare}");
    }
}

/// Tag values printed between the quotes of a language (issue 18) are tag
/// values: the text between the quotes, `\"` and `\\` decoded, spans and
/// bytes kept, no syntax error.
#[test]
fn tag_values_between_quotes_of_print() {
    let src = "[Event «Kampenmesterskap i langsjakk»]\n[White „Müller, \\\"Hans\\\"“]\n\
               [Black ”Berg”]\n[Site ‚Oslo’]\n[Result «1/2-1/2»]\n\n1. e4 {«x»} 1/2-1/2\n";
    let tree = checked(src.as_bytes());
    assert!(tree.errors().is_empty(), "{:?}", tree.errors());
    let game = tree.game(0).unwrap();
    let values: Vec<String> = game
        .tags()
        .map(|t| t.value().unwrap_or_default().into_owned())
        .collect();
    assert_eq!(
        values,
        [
            "Kampenmesterskap i langsjakk",
            "Müller, \"Hans\"",
            "Berg",
            "Oslo",
            "1/2-1/2"
        ]
    );
    let white = game.tag("White").unwrap();
    assert_eq!(
        white.value_token().unwrap().kind(),
        TokenKind::PrintedString
    );
    assert_eq!(&src[white.value_span().unwrap()], "„Müller, \\\"Hans\\\"“");
    assert!(white.is_well_formed());
    check_reader(src.as_bytes(), 7);
}
