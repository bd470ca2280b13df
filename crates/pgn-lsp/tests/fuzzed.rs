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
