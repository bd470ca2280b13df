//! Locale folders and the language of messages, as editors set them: the
//! `localeFolders` and `locale` settings (in `initializationOptions` or
//! pushed with `workspace/didChangeConfiguration`) and the
//! `FORSYTH_LOCALES` environment variable, against the real `pgn-lsp`.

mod support;

use std::path::{Path, PathBuf};

use serde_json::{Value, json};
use support::{Client, plain};

/// The seed's 1881 problem in French letters (R king, D queen, T rook,
/// F bishop, C knight), the second white move mistyped: Cb6 for Cb5.
/// English reads none of its moves; French finds Cb6 illegal.
const FRENCH_ILLEGAL: &str = "[Event \"Nuova Rivista 1881\"]\n\
[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\"]\n\
\n\
1. Cd4! Rd7 2. Cb6 Re7 *\n";

const URI: &str = "file:///tmp/forsyth-settings-test/problem.pgn";

/// A folder laid out like `locales/` with Cajun French (`frc`, which is
/// not shipped): the English notation with the French letters, as French
/// books print them, and one message in French (the others fall back to
/// English).
fn french_locales(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(dir.join("frc")).expect("a folder");
    let english = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../locales/en/notation.ftl"
    ))
    .expect("the English notation");
    let letters = [
        ("language-name = ", "Français cadien"),
        ("language-name-english = ", "Cajun French"),
        ("piece-letter-king = ", "R"),
        ("piece-letter-queen = ", "D"),
        ("piece-letter-rook = ", "T"),
        ("piece-letter-bishop = ", "F"),
        ("piece-letter-knight = ", "C"),
        ("forsyth-letter-king = ", "R"),
        ("forsyth-letter-queen = ", "D"),
        ("forsyth-letter-rook = ", "T"),
        ("forsyth-letter-bishop = ", "F"),
        ("forsyth-letter-knight = ", "C"),
    ];
    let french: String = english
        .lines()
        .map(|line| {
            let replaced = letters
                .iter()
                .find(|(key, _)| line.starts_with(key))
                .map(|(key, value)| format!("{key}{value}"));
            replaced.unwrap_or_else(|| line.to_owned()) + "\n"
        })
        .collect();
    std::fs::write(dir.join("frc/notation.ftl"), french).expect("written");
    std::fs::write(
        dir.join("frc/messages.ftl"),
        "lsp-action-translate-file = Traduire le fichier en { $language }\n",
    )
    .expect("written");
    dir
}

fn path_str(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

/// Starts the server with `env` and initializes it with `options`, and the
/// root folder `root` if given.
fn initialized(env: &[(&str, &str)], options: Value, root: Option<&Path>) -> Client {
    let mut client = Client::start_with_env(env);
    let root_uri = root.map(|r| format!("file://{}", path_str(r)));
    client.request(
        "initialize",
        json!({
            "processId": null,
            "rootUri": root_uri,
            "capabilities": {
                "workspace": { "applyEdit": true, "configuration": false },
                "textDocument": { "publishDiagnostics": { "relatedInformation": true } }
            },
            "initializationOptions": options,
        }),
    );
    client.notify("initialized", json!({}));
    client
}

fn codes(client: &mut Client) -> Vec<String> {
    let list = client.request(
        "workspace/executeCommand",
        json!({ "command": "forsyth.languages" }),
    );
    list.as_array()
        .expect("a list")
        .iter()
        .map(|l| l["code"].as_str().expect("a code").to_owned())
        .collect()
}

/// The codes of published findings.
fn finding_codes(diagnostics: &[Value]) -> Vec<&str> {
    diagnostics
        .iter()
        .map(|d| d["code"].as_str().unwrap_or_default())
        .collect()
}

/// The titles of the code actions at the first finding.
fn action_titles(client: &mut Client, diagnostic: &Value) -> Vec<String> {
    client
        .code_actions(URI, diagnostic, None)
        .iter()
        .map(|a| plain(a["title"].as_str().unwrap_or_default()))
        .collect()
}

#[test]
fn locale_folders_give_the_moves_and_the_messages_a_new_language() {
    let dir = french_locales("lsp-locales-fr");
    let mut client = initialized(
        &[],
        json!({ "localeFolders": [path_str(&dir)], "locale": "frc", "notation": "Français cadien" }),
        None,
    );
    assert!(codes(&mut client).contains(&"frc".to_owned()));
    client.open(URI, "pgn", FRENCH_ILLEGAL);
    let diagnostics = client.diagnostics(URI, 1);
    // Read in French: Cd4 and Rd7 are played, Cb6 is illegal.
    assert_eq!(
        finding_codes(&diagnostics),
        ["illegal-move"],
        "{diagnostics:#?}"
    );
    let titles = action_titles(&mut client, &diagnostics[0]);
    assert!(
        titles.contains(&"Traduire le fichier en Deutsch".to_owned()),
        "{titles:?}"
    );
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn locale_folders_pushed_later_read_the_documents_again() {
    let dir = french_locales("lsp-locales-fr-pushed");
    let mut client = initialized(&[], json!({ "notation": "en" }), None);
    client.open(URI, "pgn", FRENCH_ILLEGAL);
    let diagnostics = client.diagnostics(URI, 1);
    assert!(
        finding_codes(&diagnostics).contains(&"malformed-move"),
        "English reads no French move: {diagnostics:#?}"
    );
    client.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": { "forsyth": {
            "localeFolders": [path_str(&dir)], "notation": "frc", "locale": "frc"
        } } }),
    );
    let diagnostics = client.diagnostics(URI, 1);
    assert_eq!(
        finding_codes(&diagnostics),
        ["illegal-move"],
        "{diagnostics:#?}"
    );
    let titles = action_titles(&mut client, &diagnostics[0]);
    assert!(
        titles.contains(&"Traduire le fichier en Deutsch".to_owned()),
        "{titles:?}"
    );
    // Without the folders, French is gone and its choices fall back: the
    // moves are read in the language each game is written in, the
    // messages are English.
    client.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": { "forsyth": { "localeFolders": [] } } }),
    );
    let diagnostics = client.diagnostics(URI, 1);
    assert!(!finding_codes(&diagnostics).is_empty());
    assert!(!codes(&mut client).contains(&"frc".to_owned()));
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn relative_folders_start_from_the_workspace_and_broken_ones_are_shown() {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lsp-workspace");
    std::fs::create_dir_all(&root).expect("a folder");
    let fr = french_locales("lsp-workspace/chess-locales");
    let missing = root.join("no-such-folder");
    let mut client = initialized(
        &[],
        json!({ "localeFolders": ["no-such-folder", "chess-locales"], "locale": "en" }),
        Some(&root),
    );
    // The missing folder is named in a message the user sees; the other
    // folder is read all the same.
    let shown = client.wait_for("window/showMessage", |p| {
        p["message"]
            .as_str()
            .is_some_and(|m| m.contains(path_str(&missing)))
    });
    assert_eq!(shown["type"], 2, "a warning: {shown}");
    assert!(
        plain(shown["message"].as_str().unwrap())
            .starts_with("forsyth: a locale of the locale folders is left out: "),
        "{shown}"
    );
    assert!(fr.exists());
    assert!(codes(&mut client).contains(&"frc".to_owned()));
    // A setting of the wrong type is not understood.
    client.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": { "forsyth": { "localeFolders": 42 } } }),
    );
    let logged = client.wait_for("window/logMessage", |p| {
        p["message"]
            .as_str()
            .is_some_and(|m| m.contains("localeFolders: 42"))
    });
    assert!(
        plain(logged["message"].as_str().unwrap()).contains("settings not understood"),
        "{logged}"
    );
    assert!(codes(&mut client).contains(&"frc".to_owned()));
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn forsyth_locales_in_the_environment_and_the_client_language() {
    let dir = french_locales("lsp-locales-fr-env");
    // The folder from the environment; the client's display language is
    // French (`locale` of `initialize`), no setting names another.
    let mut client = Client::start_with_env(&[("FORSYTH_LOCALES", path_str(&dir))]);
    client.request(
        "initialize",
        json!({
            "processId": null,
            "rootUri": null,
            "locale": "frc",
            "capabilities": {},
            "initializationOptions": { "notation": "frc" },
        }),
    );
    client.notify("initialized", json!({}));
    assert!(codes(&mut client).contains(&"frc".to_owned()));
    client.open(URI, "pgn", FRENCH_ILLEGAL);
    let diagnostics = client.diagnostics(URI, 1);
    assert_eq!(
        finding_codes(&diagnostics),
        ["illegal-move"],
        "{diagnostics:#?}"
    );
    let titles = action_titles(&mut client, &diagnostics[0]);
    assert!(
        titles.contains(&"Traduire le fichier en Deutsch".to_owned()),
        "{titles:?}"
    );
    // A setting names the language of messages: it wins over the
    // client's, which is then not even looked at.
    let mut client = Client::start_with_env(&[("FORSYTH_LOCALES", path_str(&dir))]);
    client.request(
        "initialize",
        json!({
            "processId": null,
            "rootUri": null,
            "locale": "tlh",
            "capabilities": {},
            "initializationOptions": { "locale": "frc", "notation": "frc" },
        }),
    );
    client.notify("initialized", json!({}));
    client.open(URI, "pgn", FRENCH_ILLEGAL);
    let diagnostics = client.diagnostics(URI, 1);
    let titles = action_titles(&mut client, &diagnostics[0]);
    assert!(
        titles.contains(&"Traduire le fichier en Deutsch".to_owned()),
        "{titles:?}"
    );
    assert!(
        client
            .wait_within(
                "window/logMessage",
                |p| p["message"].as_str().is_some_and(|m| m.contains("tlh")),
                std::time::Duration::from_millis(300),
            )
            .is_none(),
        "the client's language was looked at"
    );
    assert_eq!(client.shutdown(), Some(0));
}

/// An English game whose third move is illegal: one finding, whose message
/// is in the language of messages.
const ENGLISH_ILLEGAL: &str = "[Event \"Test\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n";

/// The messages of the findings of [`ENGLISH_ILLEGAL`] and the titles of
/// the code actions at the first, in a session whose client's display
/// language is `display` and whose `locale` setting is `setting` (as the
/// VS Code extension sends it: the setting, else the display language),
/// with what the server logged about settings it did not understand
/// within 300 ms.
fn messages_and_complaints(display: &str, setting: &str) -> (Vec<String>, Vec<String>) {
    let mut client = Client::start();
    client.request(
        "initialize",
        json!({
            "processId": null,
            "rootUri": null,
            "locale": display,
            "capabilities": {},
            "initializationOptions": { "locale": setting, "notation": "auto" },
        }),
    );
    client.notify("initialized", json!({}));
    client.open(URI, "pgn", ENGLISH_ILLEGAL);
    let diagnostics = client.diagnostics(URI, 1);
    assert_eq!(
        finding_codes(&diagnostics),
        ["illegal-move"],
        "{diagnostics:#?}"
    );
    let mut texts: Vec<String> = diagnostics
        .iter()
        .map(|d| plain(d["message"].as_str().unwrap_or_default()))
        .collect();
    texts.extend(action_titles(&mut client, &diagnostics[0]));
    let mut complaints = Vec::new();
    while let Some(logged) = client.wait_within(
        "window/logMessage",
        |_| true,
        std::time::Duration::from_millis(300),
    ) {
        complaints.push(plain(logged["message"].as_str().unwrap_or_default()));
    }
    assert_eq!(client.shutdown(), Some(0));
    (texts, complaints)
}

#[test]
fn a_display_language_without_messages_falls_back_to_english_silently() {
    let (english, complaints) = messages_and_complaints("en", "en");
    assert!(complaints.is_empty(), "{complaints:?}");
    assert!(english.len() > 1, "a finding and its actions: {english:?}");
    let (german, _) = messages_and_complaints("de", "de");
    assert_ne!(german, english, "German messages differ from English");
    // Swedish and Icelandic have their notation and no messages of their
    // own; forsyth knows no Japanese, Chinese or Klingon at all. Each
    // message falls back to English, and nothing is logged as wrong.
    for (display, setting) in [
        ("sv", "sv"),
        ("sv-SE", "sv-SE"),
        ("is", ""),
        ("ja", "ja"),
        ("zh-cn", "zh-cn"),
        ("en", "tlh"),
        ("de", "nb_NO.UTF-8"),
    ] {
        let (texts, complaints) = messages_and_complaints(display, setting);
        assert_eq!(texts, english, "{display} / {setting}");
        assert!(
            complaints.is_empty(),
            "{display} / {setting}: {complaints:?}"
        );
    }
    // A POSIX name of a language forsyth has messages in is that language.
    let (texts, _) = messages_and_complaints("en", "de_AT.UTF-8");
    assert_eq!(texts, german);
    // What is no language at all is a setting not understood, and the
    // messages stay as they were (English: a setting names the language,
    // so the display language is not looked at).
    let (texts, complaints) = messages_and_complaints("de", "!!");
    assert_eq!(texts, english);
    assert!(
        complaints
            .iter()
            .any(|c| c.contains("settings not understood") && c.contains("!!")),
        "{complaints:?}"
    );
}

/// The hover of the move at `line`, `character` of a document of
/// `text`, in a session whose language of messages is `locale`.
fn hover_text(locale: &str, text: &str, line: u32, character: u32) -> String {
    let mut client = initialized(&[], json!({ "locale": locale }), None);
    client.open(URI, "pgn", text);
    let _ = client.diagnostics(URI, 1);
    let hover = client.request(
        "textDocument/hover",
        json!({
            "textDocument": { "uri": URI },
            "position": { "line": line, "character": character }
        }),
    );
    assert_eq!(client.shutdown(), Some(0));
    plain(hover["contents"]["value"].as_str().unwrap_or_default())
}

/// A real German game (lichess m45sueue, as forsyth translates it), the
/// grammar tests' file without its comment lines.
fn german_game() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../editors/vscode/test/grammar/de-lichess.pgn"
    ))
    .expect("the German game")
    .lines()
    .filter(|l| !l.starts_with(';'))
    .map(|l| format!("{l}\n"))
    .collect()
}

#[test]
fn a_game_several_languages_read_alike_is_named_in_the_users_language() {
    // A real German game (lichess m45sueue, as forsyth translates it): its
    // letters read alike in Danish, German, Norwegian and Swedish.
    let german = german_game();
    let (line, text) = german
        .lines()
        .enumerate()
        .find(|(_, l)| l.starts_with("1. e4"))
        .expect("the moves");
    let column = text.find("Se7").expect("a knight move");
    let at = |locale| hover_text(locale, &german, line as u32, column as u32 + 1);
    let position = |hover: &str, name: &str| {
        hover
            .find(name)
            .unwrap_or_else(|| panic!("{name} in {hover}"))
    };
    // English messages: the group is named by its first language.
    let english = at("en");
    assert!(english.contains("The moves read the same in"), "{english}");
    assert!(
        position(&english, "Dansk") < position(&english, "Deutsch"),
        "{english}"
    );
    // German messages: German, the user's language, is named first.
    let deutsch = at("de");
    assert!(deutsch.contains("Die Züge lesen sich"), "{deutsch}");
    assert!(
        position(&deutsch, "Deutsch") < position(&deutsch, "Dansk"),
        "{deutsch}"
    );
    assert!(deutsch.contains("Svenska"), "{deutsch}");
}

#[test]
fn findings_name_a_game_read_alike_in_the_users_language() {
    // The same German game, its sixth move written with the Czech knight
    // J: the finding names the group's first language, Danish, with
    // English messages, and German with German ones.
    let german = german_game();
    assert!(german.contains(" 6. Sf3 "));
    let typo = german.replacen(" 6. Sf3 ", " 6. Jf3 ", 1);
    let messages = |locale: &str| {
        let mut client = initialized(&[], json!({ "locale": locale }), None);
        client.open(URI, "pgn", &typo);
        let diagnostics = client.diagnostics(URI, 1);
        assert_eq!(client.shutdown(), Some(0));
        diagnostics
            .iter()
            .map(|d| plain(d["message"].as_str().unwrap_or_default()))
            .collect::<Vec<_>>()
    };
    let english = messages("en");
    assert!(
        english
            .iter()
            .any(|m| m.ends_with("language: Dansk, Čeština.")),
        "{english:?}"
    );
    let deutsch = messages("de");
    assert!(
        deutsch
            .iter()
            .any(|m| m.ends_with("geschrieben: Deutsch, Čeština.")),
        "{deutsch:?}"
    );
}
