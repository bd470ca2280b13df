//! Issue 14 in the language server: the position in words in the board
//! hover, and games in descriptive notation (diagnostics, hover, rename to
//! algebraic).

mod support;

use serde_json::{Value, json};
use support::{Client, apply_edits, at};

/// The seed's 1881 problem (Greek notation), with its solution.
const SEED: &str = include_str!("../../../tests/data/seed/oikonomopoulos-1881.pgn");

/// Capablanca – Teichmann 1913 as "Chess Fundamentals" prints it.
const BOOK: &str = include_str!("../../../tests/data/descriptive/capablanca-teichmann-1913.pgn");

const URI: &str = "file:///tmp/forsyth-test/words.pgn";

/// The hover on a move reads the position after it in words, in the
/// user's language, piece by piece.
#[test]
fn hover_reads_the_position_in_words() {
    for (lang, said) in [
        (
            "en",
            "White: king \"A\" 5, rooks \"A\" 8, f 1, bishop D 5, knight D 4; Black: king D 7; White to move.",
        ),
        (
            "de",
            "Weiß: König \"A\" 5, Türme \"A\" 8, f 1, Läufer D 5, Springer D 4; Schwarz: König D 7; Weiß am Zug.",
        ),
    ] {
        let (mut client, _) = Client::initialized(&[], Some(lang), Value::Null);
        client.open(URI, "pgn", SEED);
        client.diagnostics(URI, 1);
        let line = SEED.lines().nth(9).unwrap();
        // The hover on Black's reply 1... Ρδ7.
        let column = line[..line.find("Ρδ7").unwrap()].chars().count() as u32;
        let hover = client.request("textDocument/hover", at(URI, 9, column + 1));
        let text = hover["contents"]["value"].as_str().unwrap();
        assert!(text.contains(said), "{lang}: {text}");
        assert_eq!(client.shutdown(), Some(0));
    }
}

/// A game in descriptive notation: its ambiguous move is a diagnostic
/// with both candidates, a hover on a move says it, and a rename to
/// English writes its moves (up to the ambiguous one) in algebraic
/// notation.
#[test]
fn descriptive_games_in_the_editor() {
    let (mut client, _) = Client::initialized(&[], Some("en"), Value::Null);
    client.open(URI, "pgn", BOOK);
    let diagnostics = client.diagnostics(URI, 1);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert_eq!(diagnostics[0]["code"], "ambiguous-move");
    let related = diagnostics[0].to_string();
    assert!(
        related.contains("Ba4") && related.contains("Bh4"),
        "{related}"
    );
    // 9. B-Kt5 is Bb5: said in words.
    let line = BOOK.lines().position(|l| l.starts_with("6. ")).unwrap() as u32;
    let text = BOOK.lines().nth(line as usize).unwrap();
    let column = text.find("B-Kt5").unwrap() as u32;
    let hover = client.request("textDocument/hover", at(URI, line, column + 1));
    let shown = hover["contents"]["value"].as_str().unwrap();
    assert!(shown.contains("bishop B 5"), "{shown}");
    // Renamed to English: algebraic notation.
    let mut params = at(URI, line, column + 1);
    params["newName"] = json!("en");
    let edit = client.request("textDocument/rename", params);
    let edits = edit["changes"][URI].as_array().unwrap();
    let renamed = apply_edits(BOOK, edits);
    assert!(
        renamed.contains("6. e3 O-O 7. Rc1 b6 8. cxd5 exd5 9. Bb5 Bb7 10. O-O a6"),
        "{renamed}"
    );
    assert_eq!(client.shutdown(), Some(0));
}
