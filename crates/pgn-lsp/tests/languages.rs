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

/// The first `n` games of lichess-100 (real games) in `lang`'s letters.
fn lichess_in(lang: &str, n: usize) -> String {
    use forsyth_notation::{
        analysis::LanguageChoice, locale::Locales, translate::translate_text, write::Target,
    };
    let src = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/pgn/lichess-100.pgn"
    ))
    .expect("lichess-100");
    let locales = Locales::embedded();
    let target = Target {
        locale: locales.get(lang).expect("the language"),
        notation: None,
        isolate: false,
        comments: Default::default(),
    };
    let en = LanguageChoice::Fixed(locales.get("en").expect("English"));
    let text = String::from_utf8(translate_text(&src, &locales, en, &target).0).expect("UTF-8");
    let end = text
        .match_indices("\n\n[Event ")
        .nth(n - 1)
        .map_or(text.len(), |(i, _)| i + 2);
    text[..end].to_owned()
}

/// The line and UTF-16 column of the first `word` of `text`.
fn find(text: &str, word: &str) -> (u32, u32) {
    let at = text.find(word).expect("the word");
    let line = text[..at].matches('\n').count();
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let column: usize = text[start..at].chars().map(char::len_utf16).sum();
    (line as u32, column as u32)
}

/// What the server says of the move `word` of `text`, with English
/// messages: the hover's line naming the languages that read its game
/// alike, the findings' messages, and the text a rename of the move to
/// itself gives (the move as another language writes it: a language other
/// than the game's).
fn said_of(text: &str, word: &str) -> (String, Vec<String>, String) {
    let (mut client, _) = Client::initialized(&[], Some("en"), Value::Null);
    client.open(URI, "pgn", text);
    let messages = client
        .diagnostics(URI, 1)
        .iter()
        .map(|d| d["message"].as_str().unwrap().to_owned())
        .collect();
    let (line, character) = find(text, word);
    let hover = client.request("textDocument/hover", at(line, character));
    let hover = plain(hover["contents"]["value"].as_str().unwrap());
    let read_in = hover
        .lines()
        .find(|l| l.contains("read the same"))
        .unwrap_or_default()
        .to_owned();
    let mut params = at(line, character);
    params["newName"] = json!(word);
    let edit = client.request("textDocument/rename", params);
    let renamed = match edit["changes"][URI].as_array() {
        Some(edits) => apply_edits(text, edits),
        None => text.to_owned(),
    };
    assert_eq!(client.shutdown(), Some(0));
    (read_in, messages, renamed)
}

#[test]
fn a_game_several_languages_read_alike_takes_the_files_language() {
    // Real games in Ukrainian: the first moves no rook (Ukrainian `Т`,
    // Russian `Л`), so it reads alike in Russian and Ukrainian, and
    // Russian, the group's first, names it when it stands alone; the
    // file's other games single out Ukrainian, as `forsyth check` counts
    // them. A word no language reads (`Жe4`) is put after its last move.
    let file = lichess_in("uk", 20);
    let damaged = file.replacen("13. Фe8# 1-0", "13. Фe8# Жe4 1-0", 1);
    assert_ne!(damaged, file, "the first game's end");
    let first_end = damaged.find("\n\n[Event ").expect("a second game") + 2;
    assert!(!damaged[..first_end].contains('Т') && damaged[first_end..].contains('Т'));
    let alone = &damaged[..first_end];

    let (read_in, messages, renamed) = said_of(&damaged, "Крd8");
    assert_eq!(
        read_in, "The moves read the same in Українська, Русский",
        "the file's language named first"
    );
    let unread: Vec<&String> = messages.iter().filter(|m| m.contains("Жe4")).collect();
    assert_eq!(unread.len(), 1, "{messages:?}");
    assert!(unread[0].contains("Українська"), "{unread:?}");
    // A rename of `Крd8` to itself asks for the other language that writes
    // it so: Russian, the game being Ukrainian; the other games' rooks
    // turn Russian.
    assert_ne!(renamed, damaged);
    assert!(renamed[first_end..].contains('Л') && !renamed[first_end..].contains('Т'));

    // Alone, the game is Russian: the rename asks for Ukrainian, which
    // writes it alike.
    let (read_in, messages, renamed) = said_of(alone, "Крd8");
    assert_eq!(read_in, "The moves read the same in Русский, Українська");
    let unread: Vec<&String> = messages.iter().filter(|m| m.contains("Жe4")).collect();
    assert_eq!(unread.len(), 1, "{messages:?}");
    assert!(unread[0].contains("Русский"), "{unread:?}");
    assert_eq!(renamed, alone, "Ukrainian: the same letters");
}

/// Every language forsyth has (every folder of `locales/`, no list here)
/// through the server: real games written in it have the findings of
/// `forsyth check`, a hover on a move names the piece in the game's
/// language, and a rename of the file to English gives back the English
/// the games were translated from, byte for byte.
#[test]
fn every_language_reads_and_renames_back_to_english_in_the_server() {
    use forsyth_notation::{analysis::LanguageChoice, lint::check_pgn_threads, locale::Locales};
    let locales = Locales::embedded();
    assert!(locales.len() >= 28, "{} languages", locales.len());
    let english = lichess_in("en", 4);
    let (mut client, _) = Client::initialized(&[], Some("en"), json!({ "debounceMs": 0 }));
    for locale in locales.iter() {
        let tag = locale.tag();
        let uri = format!("file:///tmp/forsyth-test/lichess-{tag}.pgn");
        let text = lichess_in(tag, 4);
        client.open(&uri, "pgn", &text);
        let mut got: Vec<(String, u64)> = client
            .diagnostics(&uri, 1)
            .iter()
            .map(|d| {
                (
                    d["code"].as_str().unwrap().to_owned(),
                    d["range"]["start"]["line"].as_u64().unwrap(),
                )
            })
            .collect();
        let mut expected = Vec::new();
        check_pgn_threads(text.as_bytes(), &locales, LanguageChoice::Auto, 1, |f| {
            expected.push((f.diagnostic.code.as_str().to_owned(), f.line - 1));
        })
        .unwrap();
        got.sort();
        expected.sort();
        assert_eq!(got, expected, "{tag}");
        // The knight's first move of the first game, in the language's
        // letters: the hover says it is a knight.
        let knight = english.find("Nf3").or_else(|| english.find("Nc3")).unwrap();
        let (line, character) = {
            let line = english[..knight].matches('\n').count();
            let word_in_line = english[..knight].rsplit('\n').next().unwrap();
            // The same line of the translation, the same word of it.
            let words_before = word_in_line.split(' ').count() - 1;
            let translated = text.lines().nth(line).unwrap();
            let at: usize = translated
                .split(' ')
                .take(words_before)
                .map(|w| w.chars().map(char::len_utf16).sum::<usize>() + 1)
                .sum();
            (line as u32, at as u32 + 1)
        };
        let hover = client.request(
            "textDocument/hover",
            json!({ "textDocument": { "uri": uri }, "position": { "line": line, "character": character } }),
        );
        let shown = plain(hover["contents"]["value"].as_str().unwrap_or_default());
        assert!(shown.to_lowercase().contains("knight"), "{tag}: {shown}");
        let mut params = json!({ "textDocument": { "uri": uri }, "position": { "line": line, "character": character } });
        params["newName"] = json!("en");
        let edit = client.request("textDocument/rename", params);
        let back = match edit["changes"][&uri].as_array() {
            Some(edits) => apply_edits(&text, edits),
            None => text.clone(),
        };
        assert_eq!(back, english, "{tag} back to English");
        client.notify(
            "textDocument/didClose",
            json!({ "textDocument": { "uri": uri } }),
        );
    }
    assert_eq!(client.shutdown(), Some(0));
}
