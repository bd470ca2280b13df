//! Games as people print them in the editor (issue 18): a hover on a word
//! printed as books print moves says how it was read, in the user's
//! language.

mod support;

use serde_json::Value;
use support::{Client, at, plain};

/// tests/data/findings/printed-pairs.pgn: the Immortal Game in the layout
/// of an Italian column (pairs joined by a dash, `;` after each, `matto`),
/// and the Ruy Lopez as chess-poster.com prints it (a spaced dash between
/// the two moves of a pair).
const FIXTURE: &str = include_str!("../../../tests/data/findings/printed-pairs.pgn");

const URI: &str = "file:///tmp/forsyth-test/column.pgn";

/// The fixture without its annotation lines.
fn column() -> String {
    FIXTURE
        .split_inclusive('\n')
        .filter(|l| !l.starts_with('%'))
        .collect()
}

/// Line and character of the `nth` occurrence of `needle` in `text`, plus
/// `into` characters.
fn find(text: &str, needle: &str, nth: usize, into: u32) -> (u32, u32) {
    let at = text.match_indices(needle).nth(nth).expect(needle).0;
    let before = &text[..at];
    let line = before.matches('\n').count() as u32;
    let column = before.rsplit('\n').next().unwrap().chars().count() as u32;
    (line, column + into)
}

fn hover(client: &mut Client, (line, character): (u32, u32)) -> Option<(String, Value)> {
    let hover = client.request("textDocument/hover", at(URI, line, character));
    let text = hover["contents"]["value"].as_str()?;
    Some((plain(text), hover["range"].clone()))
}

#[test]
fn a_hover_on_a_printed_word_says_how_it_was_read() {
    let text = column();
    for (lang, read, nothing) in [
        (
            "en",
            "is printed as books and columns print moves, and read as",
            "stands for no move",
        ),
        ("it", "si legge", "non sta per alcuna mossa"),
        ("de", "wird gelesen als", "steht für keinen Zug"),
    ] {
        let (mut client, _) = Client::initialized(&[], Some(lang), Value::Null);
        client.open(URI, "pgn", &text);
        client.diagnostics(URI, 1);
        // The first pair, on White's move: both moves, and the board.
        let place = find(&text, "1.e4-e5;", 0, 3);
        let (shown, range) = hover(&mut client, place).expect("a hover");
        let first = shown.lines().next().unwrap_or_default();
        assert!(
            first.contains("`e4-e5;`") && first.contains(&format!("{read} `e4 e5`")),
            "{lang}: {shown}"
        );
        assert!(shown.contains("```text"), "{lang}: the board\n{shown}");
        assert_eq!(range["start"]["character"], 2, "{lang}: {range}");
        assert_eq!(range["end"]["character"], 8, "{lang}: {range}");
        // A pair with Italian letters: read with the game's letters.
        let (shown, _) = hover(&mut client, find(&text, "Ac4-Dh4+;", 0, 1)).unwrap();
        assert!(shown.contains("`Ac4 Dh4+`"), "{lang}: {shown}");
        // The word for mate after the last move.
        let (shown, _) = hover(&mut client, find(&text, "matto", 0, 2)).unwrap();
        assert!(
            shown.contains("`matto`") && shown.contains(&format!("{read} `#`")),
            "{lang}: {shown}"
        );
        // The lone dash between the moves of a pair.
        let (shown, _) = hover(&mut client, find(&text, "e4 - e5", 0, 3)).unwrap();
        assert!(shown.contains(nothing), "{lang}: {shown}");
        // A move as PGN writes it: the board only.
        let (shown, _) = hover(&mut client, find(&text, "Nf3 - Nc6", 0, 1)).unwrap();
        assert!(!shown.contains(read), "{lang}: {shown}");
        assert!(shown.contains("```text"), "{lang}: {shown}");
        assert_eq!(client.shutdown(), Some(0));
    }
}
