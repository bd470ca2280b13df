//! The real `pgn-lsp` binary over JSON-RPC on its standard input and output.

mod support;

use serde_json::{Value, json};
use support::{Client, PATIENT, apply_edits, at, plain, pos, without_code};

/// The seed's 1881 problem (Greek notation), with its solution.
const SEED: &str = include_str!("../../../tests/data/seed/oikonomopoulos-1881.pgn");

/// The seed's problem with the second white move mistyped: Ιβ6 for Ιβ5.
const GREEK_ILLEGAL: &str = "[Event \"Nuova Rivista 1881\"]\n\
[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\"]\n\
\n\
{Κλειδί :} 1. Ιδ4! Ρδ7 2. Ιβ6 Ρε7 *\n";

const URI: &str = "file:///tmp/forsyth-test/problem.pgn";

fn find_code<'a>(diagnostics: &'a [Value], code: &str) -> &'a Value {
    diagnostics
        .iter()
        .find(|d| d["code"] == code)
        .unwrap_or_else(|| panic!("no {code} in {diagnostics:#?}"))
}

#[test]
fn greek_illegal_move_in_utf16_and_utf8_with_a_greek_message() {
    // Neovim 0.7 offers no encoding (UTF-16); a client offering UTF-8 gets it.
    // Before Ιβ6 on its line: 26 characters, all in the BMP (26 UTF-16
    // units), and 36 bytes.
    for (offered, expected, start, end) in [
        (vec![], "utf-16", 26, 29),
        (vec!["utf-16"], "utf-16", 26, 29),
        (vec!["utf-8", "utf-16"], "utf-8", 36, 41),
    ] {
        let (mut client, init) = Client::initialized(&offered, Some("el"), Value::Null);
        assert_eq!(init["capabilities"]["positionEncoding"], expected);
        client.open(URI, "pgn", GREEK_ILLEGAL);
        let diagnostics = client.diagnostics(URI, 1);
        let illegal = find_code(&diagnostics, "illegal-move");
        assert_eq!(
            illegal["range"],
            json!({ "start": pos(3, start), "end": pos(3, end) }),
            "encoding {expected}"
        );
        assert_eq!(illegal["severity"], 1);
        assert_eq!(illegal["source"], "forsyth");
        assert_eq!(
            plain(illegal["message"].as_str().unwrap()),
            "Μη νόμιμη κίνηση Ιβ6: παίζουν τα λευκά· ο ίππος στο δ4 δεν μπορεί να πάει στο β6."
        );
        let related = illegal["relatedInformation"][0]["message"]
            .as_str()
            .unwrap();
        assert_eq!(
            plain(related),
            "Νόμιμες κινήσεις αυτού του κομματιού: Ιγ2, Ιε2, Ιβ3, Ιζ3, Ιβ5, Ιζ5, Ιγ6, Ιε6."
        );
        assert_eq!(client.shutdown(), Some(0));
    }
}

#[test]
fn columns_after_emoji_and_hebrew_count_utf16_units() {
    // 🙂 is two UTF-16 units (four bytes); Hebrew letters one unit (two bytes).
    let text = "{🙂 שחמט} 1. e4 e5 2. Nf6 *\n";
    for (offered, start) in [(vec![], 22), (vec!["utf-8"], 28)] {
        let (mut client, _) = Client::initialized(&offered, None, Value::Null);
        client.open(URI, "pgn", text);
        let diagnostics = client.diagnostics(URI, 1);
        let bad = find_code(&diagnostics, "illegal-move");
        assert_eq!(bad["range"]["start"], pos(0, start));
        assert_eq!(client.shutdown(), Some(0));
    }
}

#[test]
fn hover_shows_the_board_fen_and_description() {
    let (mut client, _) = Client::initialized(&[], Some("en"), Value::Null);
    client.open(URI, "pgn", SEED);
    client.diagnostics(URI, 1);
    // Ρδ7 on line 9 (0-based), after "{Κλειδί :} 1. Ιδ4! ".
    let hover = client.request("textDocument/hover", at(URI, 9, 20));
    let text = plain(hover["contents"]["value"].as_str().unwrap());
    assert!(
        text.contains("After 1... Kd7") || text.contains("After 1... Ρδ7"),
        "{text}"
    );
    assert!(
        text.contains("`R7/3k4/8/K2B4/3N4/8/8/5R2 w - - 2 2`"),
        "{text}"
    );
    assert!(text.contains("White to move"), "{text}");
    // Greek file letters under the board.
    assert!(
        text.contains("α β γ δ ε ζ η θ") || text.contains("α  β  γ"),
        "{text}"
    );
    assert!(
        text.contains("White: Ka5, Ra8, Rf1, Bd5, Nd4. Black: Kd7."),
        "{text}"
    );
    assert_eq!(
        hover["range"],
        json!({ "start": pos(9, 19), "end": pos(9, 22) })
    );
    // The [FEN] tag: the start position.
    let hover = client.request("textDocument/hover", at(URI, 7, 10));
    let text = hover["contents"]["value"].as_str().unwrap();
    assert!(
        text.contains("`R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1`"),
        "{text}"
    );
    // The glyph after Ιδ4: its meaning.
    let hover = client.request("textDocument/hover", at(URI, 9, 17));
    let text = plain(hover["contents"]["value"].as_str().unwrap());
    assert!(
        text.contains("NAG 1") && text.contains("Good move"),
        "{text}"
    );
    // Nothing to show on a comment.
    let hover = client.request("textDocument/hover", at(URI, 9, 3));
    assert!(hover.is_null());
    // The FEN command gives the same position.
    let fen = client.request(
        "workspace/executeCommand",
        json!({ "command": "forsyth.fen", "arguments": [{ "uri": URI, "position": pos(9, 20) }] }),
    );
    assert_eq!(fen, "R7/3k4/8/K2B4/3N4/8/8/5R2 w - - 2 2");
    // On the [FEN] tag and on any tag before the moves: the start position.
    for line in [7, 0] {
        let fen = client.request(
            "workspace/executeCommand",
            json!({ "command": "forsyth.fen", "arguments": [{ "uri": URI, "position": pos(line, 3) }] }),
        );
        assert_eq!(fen, "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1", "line {line}");
    }
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn hover_in_greek_speaks_greek() {
    let (mut client, _) = Client::initialized(&[], Some("el"), Value::Null);
    client.open(URI, "pgn", SEED);
    client.diagnostics(URI, 1);
    let hover = client.request("textDocument/hover", at(URI, 9, 20));
    let text = plain(hover["contents"]["value"].as_str().unwrap());
    assert!(text.contains("Ρδ7"), "{text}");
    assert!(text.contains("λευκά"), "{text}");
    assert_eq!(client.shutdown(), Some(0));
}

/// The move under the cursor in words, in the user's language: the
/// problem's key Ιδ4 and its mate Πζ7.
#[test]
fn hover_says_the_move_in_words() {
    for (lang, key, mate) in [
        ("en", "knight D 4", "rook f 7, checkmate"),
        ("de", "Springer D 4", "Turm f 7, Matt"),
        ("el", "ίππος Δ 4", "πύργος Ζ 7, ματ"),
        ("he", "פרש ד 4", "צריח ו 7, מט"),
        ("it", "Cavallo D 4", "Torre f 7, scacco matto"),
    ] {
        let (mut client, _) = Client::initialized(&[], Some(lang), Value::Null);
        client.open(URI, "pgn", SEED);
        client.diagnostics(URI, 1);
        let line = SEED.lines().nth(9).unwrap();
        for (word, said) in [("Ιδ4", key), ("Πζ7", mate)] {
            let column = line[..line.find(word).unwrap()].chars().count() as u32;
            let hover = client.request("textDocument/hover", at(URI, 9, column + 1));
            let text = hover["contents"]["value"].as_str().unwrap();
            // Its own paragraph, without bidi marks.
            assert!(text.contains(&format!("\n\n{said}\n\n")), "{lang}: {text}");
        }
        assert_eq!(client.shutdown(), Some(0));
    }
}

#[test]
fn rename_translates_every_move_with_minimal_edits() {
    let german = SEED.replace(
        "{Κλειδί :} 1. Ιδ4! Ρδ7 (1... Ρδ6 2. Πδ8+ Ργ7 (2... Ρε7/Ρε5 3. Ιγ6) 3. Ιε6) 2. Ιβ5 Ρε7 3. Πζ7 *",
        // Only the letters change: the seed writes no mate mark, and the
        // translation adds none.
        "{Κλειδί :} 1. Sd4! Kd7 (1... Kd6 2. Td8+ Kc7 (2... Ke7/Ke5 3. Sc6) 3. Se6) 2. Sb5 Ke7 3. Tf7 *",
    );
    assert_ne!(german, SEED);
    let (mut client, _) = Client::initialized(&[], None, Value::Null);
    client.open(URI, "pgn", SEED);
    client.diagnostics(URI, 1);
    let prepared = client.request("textDocument/prepareRename", at(URI, 9, 15));
    assert_eq!(prepared["placeholder"], "Ιδ4");
    assert_eq!(
        prepared["range"],
        json!({ "start": pos(9, 14), "end": pos(9, 17) })
    );
    for new_name in ["de", "Deutsch", "German", "Sd4"] {
        let mut params = at(URI, 9, 15);
        params["newName"] = json!(new_name);
        let edit = client.request("textDocument/rename", params);
        let edits = edit["changes"][URI].as_array().unwrap();
        // One edit per move word, nothing else touched.
        assert_eq!(edits.len(), 12, "{new_name}");
        assert_eq!(apply_edits(SEED, edits), german, "{new_name}");
    }
    // Hebrew, named in Hebrew: every move in Hebrew letters.
    let mut params = at(URI, 9, 15);
    params["newName"] = json!("עברית");
    let edit = client.request("textDocument/rename", params);
    let edits = edit["changes"][URI].as_array().unwrap();
    let hebrew = apply_edits(SEED, edits);
    assert!(hebrew.contains("1. פד4! מד7"), "{hebrew}");
    // Not a language, and not this move.
    let mut params = at(URI, 9, 15);
    params["newName"] = json!("Klingon");
    let response = client.request_raw("textDocument/rename", params);
    assert!(
        response["error"]["message"]
            .as_str()
            .unwrap()
            .contains("Klingon")
    );
    // No rename on a comment.
    let prepared = client.request("textDocument/prepareRename", at(URI, 9, 2));
    assert!(prepared.is_null());
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn code_actions_translate_and_fix() {
    let text = "[Event \"Wrong letter\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Nb5 a6 *\n";
    let (mut client, _) = Client::initialized(&[], None, Value::Null);
    client.open(URI, "pgn", text);
    let diagnostics = client.diagnostics(URI, 1);
    let illegal = find_code(&diagnostics, "illegal-move").clone();
    assert_eq!(illegal["range"]["start"], pos(2, 23));
    let actions = client.request(
        "textDocument/codeAction",
        json!({
            "textDocument": { "uri": URI },
            "range": illegal["range"],
            "context": { "diagnostics": [illegal] }
        }),
    );
    let actions = actions.as_array().unwrap();
    let fix = actions
        .iter()
        .find(|a| a["kind"] == "quickfix")
        .expect("a quick fix");
    assert_eq!(fix["title"], "Change to Bb5");
    assert_eq!(fix["isPreferred"], true);
    let fixed = apply_edits(text, fix["edit"]["changes"][URI].as_array().unwrap());
    assert_eq!(fixed, text.replace("Nb5", "Bb5"));
    // A client that sends the diagnostic back over the whole line (or
    // with the cursor's range) gets the same fix for the same word.
    let mut widened = illegal.clone();
    widened["range"] = json!({ "start": pos(2, 0), "end": pos(2, 30) });
    let again = client.request(
        "textDocument/codeAction",
        json!({
            "textDocument": { "uri": URI },
            "range": { "start": pos(2, 24), "end": pos(2, 24) },
            "context": { "diagnostics": [widened], "only": ["quickfix"] }
        }),
    );
    let again = again.as_array().unwrap();
    assert_eq!(again.len(), 1, "{again:#?}");
    assert_eq!(again[0]["title"], "Change to Bb5");
    assert_eq!(again[0]["edit"], fix["edit"]);
    let titles: Vec<&str> = actions.iter().filter_map(|a| a["title"].as_str()).collect();
    for title in [
        "Translate game to Deutsch",
        "Translate file to Ελληνικά",
        "Write in figurines",
    ] {
        assert!(titles.contains(&title), "{titles:?}");
    }
    // Run the actions' commands: the server applies the edits. Moves
    // after the illegal one stay as written.
    let mut run = |title: &str| {
        let action = actions.iter().find(|a| a["title"] == title).unwrap();
        let command = &action["command"];
        client.request(
            "workspace/executeCommand",
            json!({ "command": command["command"], "arguments": command["arguments"] }),
        );
        let applied = client.applied.pop().expect("an applyEdit request");
        apply_edits(text, applied["edit"]["changes"][URI].as_array().unwrap())
    };
    assert_eq!(
        run("Translate game to Deutsch"),
        "[Event \"Wrong letter\"]\n\n1. e4 e5 2. Sf3 Sc6 3. Nb5 a6 *\n"
    );
    assert_eq!(
        run("Write in figurines"),
        "[Event \"Wrong letter\"]\n\n1. e4 e5 2. ♘f3 ♞c6 3. Nb5 a6 *\n"
    );
    assert_eq!(client.shutdown(), Some(0));
}

/// Tag values printed between quotes of print (issue 18): one
/// `printed-quotes` note, whose quick fix writes every value of the game
/// between PGN's quotes, and the note is gone.
#[test]
fn tag_values_between_quotes_of_print_are_fixed() {
    let text = "[Event «Kampen»]\n[White „Müller“]\n[Result «1-0»]\n\n1. e4 {«x»} e5 1-0\n";
    let (mut client, _) = Client::initialized(&[], None, Value::Null);
    client.open(URI, "pgn", text);
    let diagnostics = client.diagnostics(URI, 1);
    let note = find_code(&diagnostics, "printed-quotes").clone();
    assert_eq!(note["range"]["start"], pos(0, 7));
    let actions = client.request(
        "textDocument/codeAction",
        json!({
            "textDocument": { "uri": URI },
            "range": note["range"],
            "context": { "diagnostics": [note], "only": ["quickfix"] }
        }),
    );
    let actions = actions.as_array().unwrap();
    assert_eq!(actions.len(), 1, "{actions:#?}");
    assert_eq!(
        actions[0]["title"],
        "Write the tag values between PGN's quotes"
    );
    let fixed = apply_edits(text, actions[0]["edit"]["changes"][URI].as_array().unwrap());
    assert_eq!(
        fixed,
        "[Event \"Kampen\"]\n[White \"Müller\"]\n[Result \"1-0\"]\n\n1. e4 {«x»} e5 1-0\n"
    );
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn completion_offers_legal_moves_in_the_games_language() {
    let text = SEED.replace(
        "{Κλειδί :} 1. Ιδ4! Ρδ7 (1... Ρδ6 2. Πδ8+ Ργ7 (2... Ρε7/Ρε5 3. Ιγ6) 3. Ιε6) 2. Ιβ5 Ρε7 3. Πζ7 *",
        "{Κλειδί :} 1. Ιδ4! ",
    );
    let (mut client, _) = Client::initialized(&[], None, Value::Null);
    client.open(URI, "pgn", &text);
    client.diagnostics(URI, 1);
    let items = client.request("textDocument/completion", at(URI, 9, 19));
    let labels: Vec<&str> = items
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["label"].as_str().unwrap())
        .collect();
    // Black has only its king: every move is a Greek king move.
    assert!(labels.contains(&"Ρδ7"), "{labels:?}");
    assert!(labels.contains(&"Ρδ6"), "{labels:?}");
    assert!(labels.iter().all(|l| l.starts_with('Ρ')), "{labels:?}");
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn symbols_folding_and_formatting() {
    let two = format!(
        "{SEED}\n[Event \"Second\"]\n[White \"A\"]\n[Black \"B\"]\n\n1.e4   e5\n\n\n2. Nf3 {{a comment\nover two lines}} Nc6 1-0\n"
    );
    let (mut client, _) = Client::initialized(&[], None, Value::Null);
    client.open(URI, "pgn", &two);
    client.diagnostics(URI, 1);
    let symbols = client.request(
        "textDocument/documentSymbol",
        json!({ "textDocument": { "uri": URI } }),
    );
    let symbols = symbols.as_array().unwrap();
    assert_eq!(symbols.len(), 2);
    assert_eq!(symbols[0]["name"], "E. Oikonomopoulos – Mate in 3");
    assert_eq!(symbols[0]["detail"], "Nuova Rivista, 1881.??.??, *");
    let children = symbols[0]["children"].as_array().unwrap();
    assert_eq!(children.len(), 1);
    assert_eq!(children[0]["name"], "(1... Ρδ6 2. Πδ8+ Ργ7");
    assert_eq!(children[0]["children"][0]["name"], "(2... Ρε7/Ρε5 3. Ιγ6");
    assert_eq!(symbols[1]["name"], "A – B");
    assert_eq!(symbols[1]["detail"], "Second, 1-0");

    let folds = client.request(
        "textDocument/foldingRange",
        json!({ "textDocument": { "uri": URI } }),
    );
    let folds: Vec<(u64, u64)> = folds
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["startLine"].as_u64().unwrap(),
                f["endLine"].as_u64().unwrap(),
            )
        })
        .collect();
    // The two games and the comment over two lines.
    assert!(folds.contains(&(0, 9)), "{folds:?}");
    assert!(folds.contains(&(11, 19)), "{folds:?}");
    assert!(folds.contains(&(18, 19)), "{folds:?}");

    let edits = client.request(
        "textDocument/formatting",
        json!({ "textDocument": { "uri": URI }, "options": { "tabSize": 4, "insertSpaces": true } }),
    );
    let formatted = apply_edits(&two, edits.as_array().unwrap());
    assert!(formatted.ends_with(
        "[Event \"Second\"]\n[White \"A\"]\n[Black \"B\"]\n\n1.e4 e5 2. Nf3 {a comment\nover two lines} Nc6 1-0\n"
    ), "{formatted}");
    let squeeze = |s: &str| s.split_whitespace().collect::<String>();
    assert_eq!(
        squeeze(&formatted),
        squeeze(&two),
        "nothing but white space changes"
    );
    // Tag pairs cannot be broken; every other line is shorter than 80.
    assert!(
        formatted
            .lines()
            .all(|l| l.starts_with('[') || l.chars().count() < 80),
        "{formatted}"
    );
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn real_games_format_within_80_columns_and_check_clean() {
    let games = include_str!("../../../tests/data/pgn/lichess-100.pgn");
    let (mut client, _) = Client::initialized(&[], None, Value::Null);
    client.open(URI, "pgn", games);
    let diagnostics = client.diagnostics(URI, 1);
    let errors: Vec<&Value> = diagnostics.iter().filter(|d| d["severity"] == 1).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    let edits = client.request(
        "textDocument/formatting",
        json!({ "textDocument": { "uri": URI }, "options": { "tabSize": 4, "insertSpaces": true } }),
    );
    let formatted = apply_edits(games, edits.as_array().unwrap());
    let squeeze = |s: &str| s.split_whitespace().collect::<String>();
    assert_eq!(squeeze(&formatted), squeeze(games));
    assert!(formatted.lines().all(|l| l.chars().count() < 80));
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn incremental_edits_match_a_fresh_analysis() {
    let games = include_str!("../../../tests/data/pgn/lichess-100.pgn");
    let (mut client, _) = Client::initialized(&[], None, json!({ "debounceMs": 0 }));
    client.open(URI, "pgn", games);
    assert!(
        client
            .diagnostics(URI, 1)
            .iter()
            .all(|d| d["severity"] != 1)
    );
    // Find a move on some line in the middle and break it.
    let (line_no, line) = games
        .lines()
        .enumerate()
        .skip(400)
        .find(|(_, l)| l.starts_with("1. "))
        .unwrap();
    let column = line.find(' ').unwrap() as u32 + 1;
    let word_len = line[column as usize..].find(' ').unwrap() as u32;
    let range = json!({ "start": pos(line_no as u32, column), "end": pos(line_no as u32, column + word_len) });
    client.change(URI, 2, json!([{ "range": range, "text": "Qh5" }]));
    let diagnostics = client.diagnostics(URI, 2);
    let illegal = find_code(&diagnostics, "illegal-move");
    assert_eq!(illegal["range"]["start"], pos(line_no as u32, column));
    // Undo: clean again.
    let original = &line[column as usize..(column + word_len) as usize];
    let range =
        json!({ "start": pos(line_no as u32, column), "end": pos(line_no as u32, column + 3) });
    client.change(URI, 3, json!([{ "range": range, "text": original }]));
    assert!(
        client
            .diagnostics(URI, 3)
            .iter()
            .all(|d| d["severity"] != 1)
    );
    // Many edits in a row: the same findings as a fresh open of the result.
    let mut text = games.to_owned();
    let mut version = 3;
    for k in 0..20u32 {
        version += 1;
        let edit =
            json!([{ "range": { "start": pos(k * 7, 0), "end": pos(k * 7, 0) }, "text": "{x} " }]);
        text = apply_edits(&text, edit.as_array().unwrap());
        client.change(URI, version, edit);
    }
    let incremental = client.diagnostics(URI, version);
    let other = "file:///tmp/forsyth-test/fresh.pgn";
    client.open(other, "pgn", &text);
    let fresh = client.diagnostics(other, 1);
    assert_eq!(
        incremental,
        fresh
            .into_iter()
            .map(|mut d| {
                if let Some(r) = d
                    .get_mut("relatedInformation")
                    .and_then(Value::as_array_mut)
                {
                    for x in r {
                        x["location"]["uri"] = json!(URI);
                    }
                }
                d
            })
            .collect::<Vec<_>>()
    );
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn fen_files_show_invalid_fields_and_positions() {
    let uri = "file:///tmp/forsyth-test/positions.fen";
    let text = "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1\nr3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - id \"Kiwipete\";\n";
    let (mut client, _) = Client::initialized(&[], Some("de"), Value::Null);
    client.open(uri, "fen", text);
    let diagnostics = client.diagnostics(uri, 1);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    let bad = find_code(&diagnostics, "invalid-fen");
    assert_eq!(bad["range"]["start"], pos(1, 44));
    assert_eq!(bad["range"]["end"], pos(1, 45));
    let message = plain(bad["message"].as_str().unwrap());
    assert!(message.contains("„w“"), "German reason: {message}");
    // Hover on the EPD line: its position.
    let hover = client.request("textDocument/hover", at(uri, 2, 5));
    let value = hover["contents"]["value"].as_str().unwrap();
    assert!(
        value.contains("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        "{value}"
    );
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn hostile_input_never_crashes_it() {
    let (mut client, _) = Client::initialized(&[], None, Value::Null);
    // What is timed here is that the server answers at all, not how soon.
    client.patient(PATIENT);
    // Random bytes (as the client would send them: UTF-8 with replacements).
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let bytes: Vec<u8> = (0..200_000)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed >> 24) as u8
        })
        .collect();
    let random = String::from_utf8_lossy(&bytes).into_owned();
    client.open("file:///tmp/forsyth-test/random.pgn", "pgn", &random);
    client.diagnostics("file:///tmp/forsyth-test/random.pgn", 1);
    // A 1 MB line.
    let long: String = "1. e4 e5 2. Nf3 Nc6 ".repeat(52_429);
    client.open("file:///tmp/forsyth-test/long.pgn", "pgn", &long);
    client.diagnostics("file:///tmp/forsyth-test/long.pgn", 1);
    let hover = client.request(
        "textDocument/hover",
        at("file:///tmp/forsyth-test/long.pgn", 0, 1_000_000),
    );
    let _ = hover;
    // 100 000 nested parentheses.
    let nested = format!(
        "1. e4 {} e5 *\n",
        "(".repeat(100_000) + &")".repeat(100_000)
    );
    client.open("file:///tmp/forsyth-test/nested.pgn", "pgn", &nested);
    let diagnostics = client.diagnostics("file:///tmp/forsyth-test/nested.pgn", 1);
    assert!(diagnostics.iter().any(|d| d["code"] == "syntax"));
    for method in [
        "textDocument/hover",
        "textDocument/completion",
        "textDocument/prepareRename",
    ] {
        client.request(method, at("file:///tmp/forsyth-test/nested.pgn", 0, 50_000));
        client.request(method, at("file:///tmp/forsyth-test/nested.pgn", 99, 99));
    }
    client.request(
        "textDocument/documentSymbol",
        json!({ "textDocument": { "uri": "file:///tmp/forsyth-test/nested.pgn" } }),
    );
    // Positions out of range, edits out of range, unknown documents.
    client.open(URI, "pgn", SEED);
    client.diagnostics(URI, 1);
    client.request("textDocument/hover", at(URI, 4_000_000_000, 4_000_000_000));
    client.change(
        URI,
        2,
        json!([{ "range": { "start": pos(500, 7), "end": pos(2, 900) }, "text": "Ιδ4" }]),
    );
    client.diagnostics(URI, 2);
    client.request("textDocument/hover", at("file:///nowhere.pgn", 0, 0));
    let response = client.request_raw(
        "workspace/executeCommand",
        json!({ "command": "forsyth.translate", "arguments": [{ "nonsense": true }] }),
    );
    assert!(response.get("error").is_some());
    assert!(client.is_alive());
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn languages_command_lists_the_locales() {
    let (mut client, _) = Client::initialized(&[], None, Value::Null);
    let list = client.request(
        "workspace/executeCommand",
        json!({ "command": "forsyth.languages" }),
    );
    let codes: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["code"].as_str().unwrap())
        .collect();
    for code in ["en", "de", "it", "el", "he"] {
        assert!(codes.contains(&code), "{codes:?}");
    }
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn settings_change_the_language_of_messages_and_of_moves() {
    let (mut client, _) = Client::initialized(&[], Some("en"), json!({ "notation": "el" }));
    client.open(URI, "pgn", GREEK_ILLEGAL);
    let diagnostics = client.diagnostics(URI, 1);
    let illegal = find_code(&diagnostics, "illegal-move");
    assert_eq!(
        plain(illegal["message"].as_str().unwrap()),
        "Illegal move Ιβ6: White to move; the knight on δ4 cannot move to β6."
    );
    // Pushed settings: German messages.
    client.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": { "forsyth": { "locale": "de" } } }),
    );
    let diagnostics = client.diagnostics(URI, 1);
    let illegal = find_code(&diagnostics, "illegal-move");
    assert_eq!(
        plain(illegal["message"].as_str().unwrap()),
        "Regelwidriger Zug Ιβ6: Weiß ist am Zug; der Springer auf δ4 kann nicht nach β6 ziehen."
    );
    // Moves read as English: the Greek move cannot be read at all.
    client.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": { "forsyth": { "notation": "en" } } }),
    );
    let diagnostics = client.diagnostics(URI, 1);
    assert!(
        diagnostics.iter().any(|d| d["code"] == "malformed-move"),
        "{diagnostics:#?}"
    );
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn an_invalid_fen_tag_is_reported_on_its_field_in_the_users_language() {
    let text =
        "[Event \"Bad FEN\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n";
    let (mut client, _) = Client::initialized(&[], Some("it"), Value::Null);
    client.open(URI, "pgn", text);
    let diagnostics = client.diagnostics(URI, 1);
    let bad = find_code(&diagnostics, "invalid-fen");
    assert_eq!(bad["range"]["start"]["line"], 2);
    let message = plain(bad["message"].as_str().unwrap());
    // The reason is written in Italian, not in English.
    assert!(!message.contains("king"), "{message}");
    assert!(message.to_lowercase().contains("re"), "{message}");
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn a_document_closed_and_opened_again_gets_only_its_own_findings() {
    let (mut client, _) = Client::initialized(&[], None, Value::Null);
    // Closed and opened again at once: the last findings published are
    // those of the text opened last.
    for _ in 0..5 {
        client.open(URI, "pgn", GREEK_ILLEGAL);
        client.notify(
            "textDocument/didClose",
            json!({ "textDocument": { "uri": URI } }),
        );
    }
    client.open(URI, "pgn", SEED);
    // An analysis that finishes after its document was closed must not
    // publish: documents with many findings, each closed at another moment
    // of its analysis, give a late one the chance to show up.
    let many = GREEK_ILLEGAL.repeat(100);
    // How long one takes to come, here.
    let probe = "file:///tmp/forsyth-test/probe.pgn";
    let clock = std::time::Instant::now();
    client.open(probe, "pgn", &many);
    assert_eq!(client.diagnostics(probe, 1).len(), 100);
    let took = clock.elapsed();
    let rounds: Vec<String> = (0..40)
        .map(|k| format!("file:///tmp/forsyth-test/round-{k}.pgn"))
        .collect();
    for (k, uri) in (0u32..).zip(&rounds) {
        client.open(uri, "pgn", &many);
        std::thread::sleep(took * (60 + k) / 80);
        client.notify(
            "textDocument/didClose",
            json!({ "textDocument": { "uri": uri } }),
        );
    }
    // A request waits for the analysis of the open text.
    client.request("textDocument/hover", at(URI, 9, 20));
    // Time for a late one to come in.
    std::thread::sleep(std::time::Duration::from_millis(300));
    client.request(
        "workspace/executeCommand",
        json!({ "command": "forsyth.languages" }),
    );
    for uri in std::iter::once(URI).chain(rounds.iter().map(String::as_str)) {
        let last = client
            .backlog
            .iter()
            .rev()
            .find(|m| m["method"] == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri)
            .expect("diagnostics were published");
        assert_eq!(last["params"]["diagnostics"], json!([]), "{uri}");
    }
    assert_eq!(client.shutdown(), Some(0));
}

/// pychess's mate-in-2 book (Debian pychess 1.0.3-1, tests/data/real): its
/// first puzzle, `[FEN "… w KQkq - 1 0"]`. The fix sets the fullmove number
/// to 1 and the warning goes.
#[test]
fn a_puzzle_fen_with_fullmove_number_0_is_fixed_to_1() {
    let book = include_bytes!("../../../tests/data/real/pychess-mate-in-2.pgn");
    // The first puzzle, up to the second (ASCII, like the whole start).
    let book = std::str::from_utf8(&book[..4096]).unwrap_or_default();
    let end = book[1..].find("[Event").map_or(book.len(), |i| i + 1);
    let text = &book[..end];
    assert!(text.contains("R2bK2R w KQkq - 1 0\"]"), "{text}");
    let (mut client, _) = Client::initialized(&[], Some("en"), json!({ "debounceMs": 0 }));
    client.open(URI, "pgn", text);
    let diagnostics = client.diagnostics(URI, 1);
    let repaired = find_code(&diagnostics, "fen-repaired").clone();
    // Information: many programs write fullmove number 0.
    assert_eq!(repaired["severity"], 3);
    // Line 9 of the file; the 0 after `[FEN "` and 64 characters.
    assert_eq!(
        repaired["range"],
        json!({ "start": pos(8, 70), "end": pos(8, 71) })
    );
    let fixes = client.quick_fixes(URI, &repaired);
    let [fix] = &fixes[..] else {
        panic!("{fixes:#?}")
    };
    assert_eq!(fix["kind"], "quickfix");
    assert_eq!(fix["title"], "Set the fullmove number to 1");
    assert_eq!(fix["isPreferred"], true);
    assert_eq!(fix["diagnostics"], json!([repaired]));
    let fixed = client.apply_action(URI, text, 2, fix);
    assert_eq!(
        fixed,
        text.replace("R2bK2R w KQkq - 1 0\"]", "R2bK2R w KQkq - 1 1\"]")
    );
    let after = client.diagnostics(URI, 2);
    assert!(
        after.iter().all(|d| d["code"] != "fen-repaired"),
        "{after:#?}"
    );
    assert_eq!(
        without_code(&after, "fen-repaired"),
        without_code(&diagnostics, "fen-repaired")
    );
    assert_eq!(client.shutdown(), Some(0));
}

/// A lichess study (pychess's game-puzzles-2, puzzle 15): `[FEN "… b Kq - 0
/// 1"]` with the white king on c1 and the black king on g8, in a file with
/// emoji in its tags. Each right has its fix, with a Greek title for a
/// Greek user; the last one left writes `-`.
#[test]
fn castling_rights_a_lichess_study_contradicts_are_removed_one_by_one() {
    let text = include_str!("../../../tests/data/real/pychess-game-puzzles-2.pgn");
    let line = text
        .lines()
        .position(|l| l.contains("1NKR1B1R b Kq - 0 1"))
        .unwrap() as u32;
    assert_eq!(line, 227);
    for offered in [vec![], vec!["utf-8"]] {
        let (mut client, _) = Client::initialized(&offered, Some("el"), json!({ "debounceMs": 0 }));
        client.open(URI, "pgn", text);
        let first = client.diagnostics(URI, 1);
        let repaired: Vec<&Value> = first
            .iter()
            .filter(|d| d["code"] == "fen-repaired")
            .collect();
        assert_eq!(repaired.len(), 2, "{repaired:#?}");
        // `K` at column 60 of the line, `q` after it (ASCII: the same in
        // both encodings).
        assert_eq!(
            repaired[0]["range"],
            json!({ "start": pos(line, 60), "end": pos(line, 61) })
        );
        let fixes = client.quick_fixes(URI, repaired[0]);
        let [fix] = &fixes[..] else {
            panic!("{fixes:#?}")
        };
        assert_eq!(
            plain(fix["title"].as_str().unwrap()),
            "Αφαίρεση του δικαιώματος ροκέ K"
        );
        assert_eq!(fix["isPreferred"], true);
        let once = client.apply_action(URI, text, 2, fix);
        assert!(once.contains("1NKR1B1R b q - 0 1\"]"));
        let second = client.diagnostics(URI, 2);
        let repaired = find_code(&second, "fen-repaired").clone();
        assert_eq!(
            repaired["range"],
            json!({ "start": pos(line, 60), "end": pos(line, 61) })
        );
        let fixes = client.quick_fixes(URI, &repaired);
        let [fix] = &fixes[..] else {
            panic!("{fixes:#?}")
        };
        assert_eq!(
            plain(fix["title"].as_str().unwrap()),
            "Αφαίρεση του δικαιώματος ροκέ q"
        );
        let twice = client.apply_action(URI, &once, 3, fix);
        assert!(twice.contains("1NKR1B1R b - - 0 1\"]"));
        let third = client.diagnostics(URI, 3);
        assert!(
            third.iter().all(|d| d["code"] != "fen-repaired"),
            "{third:#?}"
        );
        assert_eq!(
            without_code(&third, "fen-repaired"),
            without_code(&first, "fen-repaired")
        );
        assert_eq!(client.shutdown(), Some(0));
    }
}

/// Computer names in doubled quotes (pychess's mate-in-3 book, cut in
/// tests/data/real): `[White ""Socrates Expert""]` gets its backslashes.
#[test]
fn doubled_quotes_in_a_tag_value_get_their_backslashes() {
    let text = include_str!("../../../tests/data/real/pychess-mate-in-3-quotes.pgn");
    let (mut client, _) = Client::initialized(&[], Some("de"), json!({ "debounceMs": 0 }));
    client.open(URI, "pgn", text);
    let first = client.diagnostics(URI, 1);
    let quotes = first
        .iter()
        .find(|d| d["code"] == "syntax" && d["range"]["start"]["line"] == 4)
        .unwrap_or_else(|| panic!("{first:#?}"))
        .clone();
    assert_eq!(quotes["severity"], 2);
    let fixes = client.quick_fixes(URI, &quotes);
    let [fix] = &fixes[..] else {
        panic!("{fixes:#?}")
    };
    assert_eq!(fix["title"], "Anführungszeichen im Wert als \\\" schreiben");
    assert_eq!(fix["isPreferred"], true);
    let fixed = client.apply_action(URI, text, 2, fix);
    assert!(fixed.contains("[White \"\\\"Socrates Expert\\\"\"]\n"));
    let after = client.diagnostics(URI, 2);
    assert!(
        after
            .iter()
            .all(|d| !(d["code"] == "syntax" && d["range"]["start"]["line"] == 4)),
        "{after:#?}"
    );
    assert_eq!(after.len() + 1, first.len());
    assert_eq!(client.shutdown(), Some(0));
}

/// In a `.fen` file: a puzzle's `… 1 0` and an EPD line of the Greek Gift
/// study (pychess's greek-gift, game 1) with the black right `q` its board
/// contradicts. A FEN without its counters has four findings at its end and
/// one fix for them all.
#[test]
fn fen_files_get_the_same_fixes() {
    let uri = "file:///tmp/forsyth-test/puzzles.fen";
    let text = "3k4/1R6/3N2n1/p2Pp3/2P1N3/3n2Pp/q6P/5RK1 w - - 1 0\n\
rnbq1rk1/pppn1ppp/4p3/3pP3/1b1P4/2NB1N2/PPP2PPP/R1BQK2R w KQq - id \"Greek Gift Introduction\";\n\
R7/4k3/4N3/K2B4/8/8/8/5R2 w\n";
    let (mut client, _) = Client::initialized(&[], Some("en"), json!({ "debounceMs": 0 }));
    client.open(uri, "fen", text);
    let first = client.diagnostics(uri, 1);
    assert!(
        first.iter().all(|d| d["code"] == "fen-repaired"),
        "{first:#?}"
    );
    assert_eq!(first.len(), 6, "{first:#?}");
    let mut text = text.to_owned();
    let mut version = 1;
    let mut diagnostics = first;
    for (line, title) in [
        (0, "Set the fullmove number to 1"),
        (1, "Remove castling right q"),
        (2, "Add the missing fields: - - 0 1"),
    ] {
        let on_line: Vec<Value> = diagnostics
            .iter()
            .filter(|d| d["range"]["start"]["line"] == line)
            .cloned()
            .collect();
        // All the findings of the line, as an editor sends those under the
        // cursor: one action for them.
        let actions = client.request(
            "textDocument/codeAction",
            json!({
                "textDocument": { "uri": uri },
                "range": on_line[0]["range"],
                "context": { "diagnostics": on_line, "only": ["quickfix"] }
            }),
        );
        let actions = actions.as_array().cloned().unwrap_or_default();
        let [fix] = &actions[..] else {
            panic!("{actions:#?}")
        };
        assert_eq!(fix["title"], title);
        assert_eq!(fix["diagnostics"].as_array().unwrap().len(), on_line.len());
        version += 1;
        text = client.apply_action(uri, &text, version, fix);
        diagnostics = client.diagnostics(uri, version);
        assert!(
            diagnostics
                .iter()
                .all(|d| d["range"]["start"]["line"] != line),
            "{diagnostics:#?}"
        );
    }
    assert!(diagnostics.is_empty());
    assert_eq!(
        text,
        "3k4/1R6/3N2n1/p2Pp3/2P1N3/3n2Pp/q6P/5RK1 w - - 1 1\n\
rnbq1rk1/pppn1ppp/4p3/3pP3/1b1P4/2NB1N2/PPP2PPP/R1BQK2R w KQ - id \"Greek Gift Introduction\";\n\
R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\n"
    );
    assert_eq!(client.shutdown(), Some(0));
}
