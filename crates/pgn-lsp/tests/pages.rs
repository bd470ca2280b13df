//! Pages of text with games inside (issue 18, "Text files as input"), in
//! the editor: a document with no tag pair is read as `forsyth check`
//! reads such a file — the same findings as diagnostics, a note for each
//! game found, nothing about the prose — and the requests work on the
//! games found and never touch the prose.

mod support;

use forsyth_notation::{analysis::LanguageChoice, lint::check_pgn_threads, locale::Locales};
use serde_json::{Value, json};
use support::{Client, at, plain};

/// A fixture of tests/data/findings without its annotation lines.
fn fixture(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/findings")
        .join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .split_inclusive('\n')
        .filter(|l| !l.starts_with('%'))
        .collect()
}

/// Line and byte column (the client offers UTF-8) of byte `offset`.
fn place(text: &str, offset: usize) -> (u64, u64) {
    let before = &text[..offset];
    let line = before.matches('\n').count() as u64;
    let column = before.rfind('\n').map_or(offset, |n| offset - n - 1) as u64;
    (line, column)
}

/// The findings of `forsyth check` on `text`: code, start and end.
type Found = Vec<(String, (u64, u64), (u64, u64))>;

fn check(text: &str) -> Found {
    let locales = Locales::embedded();
    let mut found = Vec::new();
    check_pgn_threads(text.as_bytes(), &locales, LanguageChoice::Auto, 1, |f| {
        let start = f.offset as usize;
        let end = start + f.diagnostic.span.len();
        found.push((
            f.diagnostic.code.as_str().to_owned(),
            place(text, start),
            place(text, end),
        ));
    })
    .unwrap();
    found.sort();
    found
}

fn published(diagnostics: &[Value]) -> Found {
    let p = |v: &Value| {
        (
            v["line"].as_u64().unwrap(),
            v["character"].as_u64().unwrap(),
        )
    };
    let mut got: Found = diagnostics
        .iter()
        .map(|d| {
            (
                d["code"].as_str().unwrap_or_default().to_owned(),
                p(&d["range"]["start"]),
                p(&d["range"]["end"]),
            )
        })
        .collect();
    got.sort();
    got
}

/// Line and byte column of the `nth` occurrence of `needle`, plus `into`.
fn find(text: &str, needle: &str, nth: usize, into: u64) -> (u32, u32) {
    let at = text.match_indices(needle).nth(nth).expect(needle).0;
    let (line, column) = place(text, at);
    (line as u32, (column + into) as u32)
}

/// Applies text edits whose positions count bytes (the client offers
/// UTF-8) to `text`.
fn apply_edits(text: &str, edits: &[Value]) -> String {
    let offset = |p: &Value| {
        let line = p["line"].as_u64().unwrap() as usize;
        let start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
        start + p["character"].as_u64().unwrap() as usize
    };
    let mut spans: Vec<(usize, usize, &str)> = edits
        .iter()
        .map(|e| {
            (
                offset(&e["range"]["start"]),
                offset(&e["range"]["end"]),
                e["newText"].as_str().unwrap(),
            )
        })
        .collect();
    spans.sort_by_key(|s| std::cmp::Reverse(s.0));
    let mut out = text.to_owned();
    for (start, end, new) in spans {
        out.replace_range(start..end, new);
    }
    out
}

fn utf8_client() -> Client {
    Client::initialized(&["utf-8"], Some("en"), json!({ "debounceMs": 0 })).0
}

#[test]
fn the_findings_of_a_page_are_those_of_check() {
    let mut client = utf8_client();
    for name in [
        "prose-encyclopedia.pgn",
        "prose-encyclopedia.it.pgn",
        "prose-encyclopedia.ru.pgn",
        "prose-column.pgn",
        "prose-column.de.pgn",
        "bare-draws.pgn",
    ] {
        let text = fixture(name);
        let uri = format!("file:///tmp/forsyth-test/{name}.chess.txt");
        client.open(&uri, "chess-text", &text);
        let got = published(&client.diagnostics(&uri, 1));
        let expected = check(&text);
        assert_eq!(got, expected, "{name}");
        if name.starts_with("prose-") {
            assert!(
                got.iter().any(|(code, ..)| code == "game-in-text"),
                "{name}: {got:?}"
            );
        }
    }
}

/// Two games among prose, the second with a commentary between its moves
/// (as the Russian Wikipedia prints the Immortal Game).
const PAGE: &str = "The two following games are brilliant specimens.\n\n\
1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5\n\nWhite gives checkmate in three moves.\n\n\
1. e2-e4 e7-e5\n2. f2-f4 e5:f4\nПринятый королевский гамбит. Чёрные забирают пешку.\n\
3. Cc4 Фh4+ 4. Крf1 b5 5. Cxb5 Кf6 patta\n\nThat was all.\n";

#[test]
fn requests_read_the_games_of_a_page_and_leave_its_prose_alone() {
    let mut client = utf8_client();
    let uri = "file:///tmp/forsyth-test/page.chess.txt";
    client.open(uri, "chess-text", PAGE);
    let diagnostics = client.diagnostics(uri, 1);
    assert_eq!(published(&diagnostics), check(PAGE));
    let notes = diagnostics
        .iter()
        .filter(|d| d["code"] == "game-in-text")
        .count();
    assert_eq!(notes, 2, "{diagnostics:?}");

    // A hover on a move, also past the commentary inside a game; none on
    // the prose, nor on the commentary.
    let hover = |client: &mut Client, (line, character): (u32, u32)| {
        let answer = client.request("textDocument/hover", at(uri, line, character));
        answer["contents"]["value"].as_str().map(plain)
    };
    let shown = hover(&mut client, find(PAGE, "Bc4", 0, 1)).expect("a hover on Bc4");
    assert!(shown.contains("♗"), "{shown}");
    let shown = hover(&mut client, find(PAGE, "Cxb5", 0, 1)).expect("a hover on Cxb5");
    assert!(shown.contains("♗") || shown.contains("♝"), "{shown}");
    for word in ["brilliant", "checkmate", "королевский", "That"] {
        assert_eq!(hover(&mut client, find(PAGE, word, 0, 1)), None, "{word}");
    }

    // Completion in a game, none in the prose.
    let (line, character) = find(PAGE, "Kf1", 0, 0);
    let completion = client.request("textDocument/completion", at(uri, line, character));
    assert!(
        completion
            .as_array()
            .is_some_and(|items| items.iter().any(|i| i["label"] == "Kf1")),
        "{completion}"
    );
    let (line, character) = find(PAGE, "specimens", 0, 0);
    let completion = client.request("textDocument/completion", at(uri, line, character));
    assert!(completion.is_null(), "{completion}");

    // The symbols are the games.
    let symbols = client.request(
        "textDocument/documentSymbol",
        json!({ "textDocument": { "uri": uri } }),
    );
    assert_eq!(symbols.as_array().map(Vec::len), Some(2), "{symbols}");

    // Formatting leaves a page's games as printed.
    let edits = client.request(
        "textDocument/formatting",
        json!({ "textDocument": { "uri": uri }, "options": { "tabSize": 4, "insertSpaces": true } }),
    );
    assert_eq!(edits, json!([]), "{edits}");

    // No code action in the prose; translations at a move.
    let actions = |client: &mut Client, (line, character): (u32, u32)| {
        let range = json!({
            "start": { "line": line, "character": character },
            "end": { "line": line, "character": character },
        });
        client.request(
            "textDocument/codeAction",
            json!({ "textDocument": { "uri": uri }, "range": range, "context": { "diagnostics": [] } }),
        )
    };
    assert!(actions(&mut client, find(PAGE, "brilliant", 0, 0)).is_null());
    let at_move = actions(&mut client, find(PAGE, "Cxb5", 0, 0));
    assert!(
        at_move.as_array().is_some_and(|a| a
            .iter()
            .any(|a| a["title"].as_str().is_some_and(|t| t.contains("Deutsch")))),
        "{at_move}"
    );

    // Renaming a move to German translates the moves of every game and
    // nothing else: the prose and the commentary stay as they are.
    let (line, character) = find(PAGE, "Cxb5", 0, 1);
    let mut rename = at(uri, line, character);
    rename["newName"] = json!("de");
    let edit = client.request("textDocument/rename", rename);
    let edits = edit["changes"][uri].as_array().expect("edits").clone();
    let german = apply_edits(PAGE, &edits);
    assert_eq!(
        german,
        PAGE.replace("Bc4 Qh4+", "Lc4 Dh4+").replace(
            "Cc4 Фh4+ 4. Крf1 b5 5. Cxb5 Кf6",
            "Lc4 Dh4+ 4. Kf1 b5 5. Lxb5 Sf6"
        ),
    );
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn a_tag_pair_typed_in_makes_the_page_pgn_and_its_removal_a_page_again() {
    let mut client = utf8_client();
    let uri = "file:///tmp/forsyth-test/edited.chess.txt";
    client.open(uri, "chess-text", PAGE);
    let first = published(&client.diagnostics(uri, 1));
    let tag = "[Event \"x\"]\n";
    client.change(
        uri,
        2,
        json!([{ "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } }, "text": tag }]),
    );
    let pgn = format!("{tag}{PAGE}");
    let second = published(&client.diagnostics(uri, 2));
    assert_eq!(second, check(&pgn));
    assert!(!second.iter().any(|(code, ..)| code == "game-in-text"));
    client.change(
        uri,
        3,
        json!([{ "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 1, "character": 0 } }, "text": "" }]),
    );
    assert_eq!(published(&client.diagnostics(uri, 3)), first);
    // Words typed in the commentary between a game's moves change
    // nothing.
    let (line, character) = find(PAGE, "Чёрные", 0, 0);
    client.change(
        uri,
        4,
        json!([{ "range": { "start": { "line": line, "character": character }, "end": { "line": line, "character": character } }, "text": "Белые и " }]),
    );
    assert_eq!(published(&client.diagnostics(uri, 4)), first);
    assert_eq!(client.shutdown(), Some(0));
}

/// A game printed in a column among its prose (the Italian column of
/// tests/data/findings/prose-column.pgn: pairs joined by dashes, `;`,
/// `matto`) offers "Rewrite as standard PGN": its moves become English
/// SAN, the same moves, and the prose around it stays byte for byte.
#[test]
fn a_printed_game_of_a_page_is_rewritten_as_standard_pgn_and_the_prose_kept() {
    let text = fixture("prose-column.pgn");
    let uri = "file:///tmp/forsyth-test/column.chess.txt";
    let mut client = utf8_client();
    client.open(uri, "chess-text", &text);
    client.diagnostics(uri, 1);
    let (line, character) = find(&text, "Ac4", 0, 1);
    let range = json!({
        "start": { "line": line, "character": character },
        "end": { "line": line, "character": character },
    });
    let actions = client.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": uri }, "range": range,
                "context": { "diagnostics": [], "only": ["refactor.rewrite"] } }),
    );
    let action = actions
        .as_array()
        .and_then(|a| a.iter().find(|a| a["title"] == "Rewrite as standard PGN"))
        .unwrap_or_else(|| panic!("{actions:#}"))
        .clone();
    client.request(
        "workspace/executeCommand",
        json!({ "command": action["command"]["command"], "arguments": action["command"]["arguments"] }),
    );
    let applied = client.applied.pop().expect("an applyEdit request");
    let edits = applied["edit"]["changes"][uri].as_array().unwrap().clone();
    let after = apply_edits(&text, &edits);
    // Every line of prose as it was; the game's line rewritten.
    let game_line = text.lines().find(|l| l.starts_with("1.e4-e5;")).unwrap();
    for line in text.lines().filter(|l| *l != game_line) {
        assert!(after.lines().any(|l| l == line), "{line:?} lost:\n{after}");
    }
    let rewritten = after
        .lines()
        .find(|l| l.starts_with("1.e4"))
        .expect("the game");
    // (The game is read, by check as here, to `15.Rxg2- Dxh3+!!!!`: the
    // `;` after those glyphs starts a comment of PGN.)
    assert!(
        rewritten.starts_with(
            "1.e4 e5 2.f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5 5. Bxb5 Nf6 6. Nc3 Ng4 7. Nh3 Nc6 \
             8. Nd5 Nd4 9. Nxc7+ Kd8 10. Nxa8 f3 11. d3 f6 12. Bc4 d5 13. Bxd5 Bd6 \
             14.Qe1 fxg2+ 15.Kxg2"
        ),
        "{rewritten}"
    );
    // Checked again, the page's game has its note and no pair, dash or
    // separator of print.
    let codes: Vec<String> = check(&after).into_iter().map(|(c, ..)| c).collect();
    assert!(codes.contains(&"game-in-text".to_owned()), "{codes:?}");
    assert!(
        !codes.iter().any(|c| c.starts_with("printed-")),
        "{codes:?}"
    );
    assert_eq!(client.shutdown(), Some(0));
}
