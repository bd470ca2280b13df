//! What the language server's fuzz target (`fuzz/fuzz_targets/lsp.rs`)
//! found, each from the input it found it with.

mod support;

use serde_json::json;
use support::{Client, apply_edits};

const URI: &str = "file:///tmp/forsyth-test/fuzzed.pgn";

/// The text without white space.
fn ink(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// A generated legal game translated into Hebrew with `--isolate` (each
/// move between FSI and PDI, for moves inside right-to-left text), spaced
/// out. Formatting dropped the isolates: it changed more than white space.
#[test]
fn formatting_keeps_the_bidi_isolates_around_moves() {
    let isolated = |m: &str| format!("\u{2068}{m}\u{2069}");
    let text = format!(
        "[Event \"אליפותΚύπελλο\"]\n\n1.  {} $203 {{κλειδί1-0}} 1... {}   2. {} $28 {} 3. {}\n{} 4. {} {{e4}} 4... {} 5.\nf1g2 ? 1-0\n",
        isolated("ז3"),
        isolated("ג5"),
        isolated("ז4"),
        isolated("ו5"),
        isolated("פב1-ג3"),
        isolated("ג4"),
        isolated("פד5"),
        isolated("ז5"),
    );
    let (mut client, _) = Client::initialized(&[], Some("he"), json!({ "debounceMs": 0 }));
    client.open(URI, "pgn", &text);
    client.diagnostics(URI, 1);
    let edits = client.request(
        "textDocument/formatting",
        json!({ "textDocument": { "uri": URI }, "options": { "tabSize": 4, "insertSpaces": true } }),
    );
    let edits = edits.as_array().expect("a layout");
    assert!(!edits.is_empty());
    let formatted = apply_edits(&text, edits);
    assert_eq!(ink(&formatted), ink(&text));
    assert!(
        formatted.contains(&format!("1. {} $203", isolated("ז3"))),
        "{formatted:?}"
    );
    assert_eq!(client.shutdown(), Some(0));
}

/// A game whose last comment is left open (`{` and no `}`): the comment
/// runs to the end of the text, line breaks included, and the game's
/// symbol ended on the next line, after it (the fuzz target found it on
/// the read-only text of a compressed file, a bare text ending
/// `{…[Event "x"]\n`: the seed `fuzz/seeds/lsp/open-comment-symbol`; a bare
/// text is now read as a page, in which this one has no game).
#[test]
fn a_symbol_ends_on_the_last_line_of_a_comment_left_open() {
    let text = "[Event \"x\"]\n\n1. e4 (1. d4 {ΩR7/4k3 left open \r\n\n";
    let (mut client, _) = Client::initialized(&[], None, json!({ "debounceMs": 0 }));
    client.open(URI, "pgn", text);
    client.diagnostics(URI, 1);
    let symbols = client.request(
        "textDocument/documentSymbol",
        json!({ "textDocument": { "uri": URI } }),
    );
    // At the end of the third line, the last of the comment's text.
    let end =
        json!({ "line": 2, "character": "1. e4 (1. d4 {ΩR7/4k3 left open".encode_utf16().count() });
    assert_eq!(
        symbols[0]["range"]["start"],
        json!({ "line": 0, "character": 0 })
    );
    assert_eq!(symbols[0]["range"]["end"], end, "{symbols}");
    let variation = &symbols[0]["children"][0];
    assert_eq!(
        variation["range"]["start"],
        json!({ "line": 2, "character": 6 })
    );
    assert_eq!(variation["range"]["end"], end, "{symbols}");
    assert_eq!(client.shutdown(), Some(0));
}
