//! The languages of issue 13 through the language server: a game in
//! letters several languages share is one reading, and the hover names
//! them; the new languages read, translate and speak (French, Spanish,
//! Portuguese and Russian messages; the others' messages are English).

mod support;

use serde_json::{Value, json};
use support::{Client, apply_edits, plain};

const URI: &str = "file:///tmp/forsyth-test/languages.pgn";

fn at(line: u32, character: u32) -> Value {
    support::at(URI, line, character)
}

/// The Ruy Lopez in Spanish, Italian and Catalan letters (R D T A C).
const ROMANCE: &str = "1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 4. Aa4 Cf6 5. O-O Ae7 *\n";

#[test]
fn the_hover_names_the_languages_that_read_a_game_alike() {
    let (mut client, _) = Client::initialized(&[], Some("en"), Value::Null);
    client.open(URI, "pgn", ROMANCE);
    assert!(client.diagnostics(URI, 1).is_empty());
    // On Cf3.
    let hover = client.request("textDocument/hover", at(0, 13));
    let text = plain(hover["contents"]["value"].as_str().unwrap());
    assert!(text.contains("After 2. Cf3"), "{text}");
    assert!(
        text.contains("The moves read the same in Català, Español, Italiano"),
        "{text}"
    );
    // A game only Russian reads: no such line.
    let russian = "1. e4 e5 2. Кf3 Кc6 3. Сc4 Фe7 4. O-O Кf6 5. Лe1 *\n";
    client.change(URI, 2, json!([{ "text": russian }]));
    assert!(client.diagnostics(URI, 2).is_empty());
    let hover = client.request("textDocument/hover", at(0, 13));
    let text = plain(hover["contents"]["value"].as_str().unwrap());
    assert!(text.contains("After 2. Кf3"), "{text}");
    assert!(!text.contains("read the same"), "{text}");
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn the_new_languages_translate_and_speak() {
    // Messages in Russian.
    let (mut client, _) = Client::initialized(&[], Some("ru"), Value::Null);
    client.open(URI, "pgn", "1. e4 e5 2. Кf3 Кc6 3. Кe6 *\n");
    let diagnostics = client.diagnostics(URI, 1);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    let message = diagnostics[0]["message"].as_str().unwrap();
    assert!(
        message.starts_with("Невозможный ход Кe6: ход белых"),
        "{message}"
    );
    // Renamed to Polish (named in Polish): every move in Polish letters.
    client.change(URI, 2, json!([{ "text": ROMANCE }]));
    client.diagnostics(URI, 2);
    let mut params = at(0, 13);
    params["newName"] = json!("Polski");
    let edit = client.request("textDocument/rename", params);
    let edits = edit["changes"][URI].as_array().unwrap();
    assert_eq!(
        apply_edits(ROMANCE, edits),
        "1. e4 e5 2. Sf3 Sc6 3. Gb5 a6 4. Ga4 Sf6 5. O-O Ge7 *\n"
    );
    assert_eq!(client.shutdown(), Some(0));

    // Messages of a notation-only language are English's.
    let (mut client, _) = Client::initialized(&[], Some("nl"), Value::Null);
    client.open(URI, "pgn", "1. e4 e5 2. Pf3 Pc6 3. Lb5 a6 4. Pg6 *\n");
    let diagnostics = client.diagnostics(URI, 1);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    let message = diagnostics[0]["message"].as_str().unwrap();
    assert!(
        message.starts_with("Illegal move Pg6: White to move"),
        "{message}"
    );
    assert_eq!(client.shutdown(), Some(0));
}
