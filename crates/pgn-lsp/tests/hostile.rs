//! The real `pgn-lsp` binary against hostile clients and documents: the
//! language-server defects of issue 16 (F3 malformed messages, F4 long
//! games, F5 large documents, F6 the exit status), each from its
//! reproducer.

mod support;

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::{Client, TIMEOUT, at, long_game, plain};

const SMALL: &str = "file:///tmp/forsyth-test/small.pgn";
const SMALL_TEXT: &str = "[Event \"small\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n";
const LONG: &str = "file:///tmp/forsyth-test/long.pgn";
/// How long a test of many games waits for an answer.
const SLOW: Duration = Duration::from_secs(180);

fn started() -> Client {
    Client::initialized(&[], None, json!({ "debounceMs": 0 })).0
}

/// Whether the server answers a hover on the small document (opened).
fn answers(client: &mut Client) -> bool {
    let hover = client.request("textDocument/hover", at(SMALL, 2, 4));
    plain(hover["contents"]["value"].as_str().unwrap_or_default()).contains("1. e4")
}

#[test]
fn malformed_messages_get_error_answers_and_the_server_goes_on() {
    let mut client = started();
    client.open(SMALL, "pgn", SMALL_TEXT);
    client.diagnostics(SMALL, 1);
    let mut invalid_utf8 =
        br#"{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":""#.to_vec();
    invalid_utf8.extend_from_slice(&[0xc3, 0x28, 0xff, b'"', b'}']);
    let cases: Vec<(Vec<u8>, i64)> = vec![
        (b"hello".to_vec(), -32700),
        (b"{\"jsonrpc\":\"2.0\",\"id\":3,".to_vec(), -32700),
        (invalid_utf8, -32700),
        (b"[]".to_vec(), -32600),
        (b"42".to_vec(), -32600),
        (b"null".to_vec(), -32600),
        (
            br#"[{"jsonrpc":"2.0","id":1,"method":"shutdown"},{"jsonrpc":"2.0","method":"exit"}]"#
                .to_vec(),
            -32600,
        ),
        (
            br#"{"jsonrpc":"2.0","id":{"a":1},"method":"textDocument/hover","params":{}}"#.to_vec(),
            -32600,
        ),
        (br#"{"jsonrpc":"2.0","id":[1]}"#.to_vec(), -32600),
    ];
    for (body, code) in cases {
        client.send_body(&body);
        let answer = client
            .response(Value::Null, TIMEOUT)
            .unwrap_or_else(|| panic!("no answer to {:?}", String::from_utf8_lossy(&body)));
        assert_eq!(answer["error"]["code"], code, "{answer}");
        assert!(
            answers(&mut client),
            "after {:?}",
            String::from_utf8_lossy(&body)
        );
    }
    // A request that is not JSON-RPC 2.0 but whose id can be read is
    // answered with that id.
    client.send_body(br#"{"jsonrpc":"1.0","id":77,"method":"textDocument/hover"}"#);
    let answer = client.response(77, TIMEOUT).expect("an answer");
    assert_eq!(answer["error"]["code"], -32600);
    // A lone surrogate in a document (as JavaScript clients send it): read
    // as U+FFFD, and the document is open.
    let uri = "file:///tmp/forsyth-test/surrogate.pgn";
    client.send_body(
        br#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/forsyth-test/surrogate.pgn","languageId":"pgn","version":1,"text":"1. e4 {\ud800} e5 2. Nf6 *"}}}"#,
    );
    let diagnostics = client.diagnostics(uri, 1);
    assert!(diagnostics.iter().any(|d| d["code"] == "illegal-move"));
    assert!(answers(&mut client));
    // Each malformed message is logged too.
    let log = client.stderr();
    assert!(
        log.contains("a malformed message was answered with error -32700: not JSON"),
        "{log}"
    );
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn broken_framing_is_logged_and_ends_the_server_with_status_1() {
    let cases: [(&[u8], bool); 6] = [
        (b"Content-Length: abc\r\n\r\n{}", false),
        (b"Content-Length: -2\r\n\r\n{}", false),
        (b"Content-Type: application/vscode-jsonrpc\r\n\r\n{}", false),
        (b"hello\r\n\r\n", false),
        // The input ends inside a message.
        (b"Content-Length: 100\r\n\r\n{\"jsonrpc\":", true),
        (b"Content-Length: 5\r\n", true),
    ];
    for (bytes, close) in cases {
        let mut client = started();
        client.send_raw(bytes);
        if close {
            client.close_input();
        }
        let what = String::from_utf8_lossy(bytes);
        let logged = client.wait_within("window/logMessage", |p| p["type"] == 1, TIMEOUT);
        assert!(logged.is_some(), "not logged: {what:?}");
        assert_eq!(client.exit_status(), Some(1), "{what:?}");
        assert!(client.stderr().contains("stopping"), "{what:?}");
    }
}

#[test]
fn the_log_of_broken_framing_is_in_the_users_language() {
    let (mut client, _) = Client::initialized(&[], Some("de"), json!({}));
    // A malformed message is answered, and logged in German.
    client.send_body(b"hello");
    client.send_raw(b"Content-Length: 100\r\n\r\n{\"jsonrpc\":");
    client.close_input();
    let logged = client
        .wait_within("window/logMessage", |p| p["type"] == 1, TIMEOUT)
        .expect("logged");
    assert_eq!(
        plain(logged["message"].as_str().unwrap()),
        "pgn-lsp: die Eingabe endete mitten in einer Nachricht; Ende"
    );
    assert_eq!(client.exit_status(), Some(1));
    let log = plain(&client.stderr());
    assert!(
        log.contains("pgn-lsp: eine fehlerhafte Nachricht wurde mit Fehler -32700 beantwortet"),
        "{log}"
    );
    assert!(
        log.contains("die Eingabe endete mitten in einer Nachricht; Ende"),
        "{log}"
    );
}

#[test]
fn exit_without_shutdown_ends_with_status_1() {
    assert_eq!(started().exit(), Some(1));
    // The input closed before shutdown: 1; after it: 0.
    let mut client = started();
    client.close_input();
    assert_eq!(client.exit_status(), Some(1));
    let mut client = started();
    client.request("shutdown", Value::Null);
    client.close_input();
    assert_eq!(client.exit_status(), Some(0));
    assert_eq!(started().shutdown(), Some(0));
}

#[test]
fn requests_on_a_long_game_are_answered_off_the_message_loop() {
    // Completion at the end of a 128k-ply game took 10 s (every move was
    // looked up among all moves), during which nothing else was answered.
    const PLIES: usize = 128_000;
    let (text, line, character) = long_game(PLIES);
    let mut client = started();
    client.open(LONG, "pgn", &text);
    // Only a hint: the game has no result.
    let diagnostics = client.diagnostics(LONG, 1);
    assert!(
        diagnostics.iter().all(|d| d["severity"] == 3),
        "{diagnostics:?}"
    );
    client.open(SMALL, "pgn", SMALL_TEXT);
    client.diagnostics(SMALL, 1);
    // Back at the start position: its 20 moves.
    let items = client.request("textDocument/completion", at(LONG, line, character));
    assert_eq!(items.as_array().map(Vec::len), Some(20), "{items}");
    let hover = client.request("textDocument/hover", at(LONG, line, character - 2));
    let board = plain(hover["contents"]["value"].as_str().unwrap());
    assert!(board.contains(&format!("{}... Ng8", PLIES / 2)), "{board}");
    // In the middle: line 4003 starts with move 31993 (four lines of tags
    // and a blank line before the moves).
    let hover = client.request("textDocument/hover", at(LONG, 4003, 7));
    let board = plain(hover["contents"]["value"].as_str().unwrap());
    assert!(board.contains("31993. Nf3"), "{board}");

    // A rename of every move runs on the blocking pool: a hover on the
    // small document is answered before it.
    let rename = |client: &mut Client| {
        let params = json!({
            "textDocument": { "uri": LONG },
            "position": { "line": line, "character": character - 2 },
            "newName": "de",
        });
        client.send_request("textDocument/rename", params)
    };
    let id = rename(&mut client);
    assert!(answers(&mut client));
    assert!(
        !client.backlog.iter().any(|m| m["id"] == id),
        "the rename came first"
    );
    let renamed = client.response(id, TIMEOUT).expect("the rename");
    let edits = renamed["result"]["changes"][LONG].as_array().unwrap();
    assert_eq!(edits.len(), PLIES);
    assert_eq!(edits[PLIES - 1]["newText"], "Sg8");

    // Cancelled: RequestCancelled.
    let id = rename(&mut client);
    client.notify("$/cancelRequest", json!({ "id": id }));
    let cancelled = client.response(id, TIMEOUT).expect("an answer");
    assert_eq!(cancelled["error"]["code"], -32800, "{cancelled}");
    // Made stale by an edit: ContentModified.
    let id = rename(&mut client);
    let end = json!({ "line": line, "character": character });
    client.change(
        LONG,
        2,
        json!([{ "range": { "start": end, "end": end }, "text": "Nf3" }]),
    );
    let stale = client.response(id, TIMEOUT).expect("an answer");
    assert_eq!(stale["error"]["code"], -32801, "{stale}");
    // After the edit, the new move is read where it stands.
    let hover = client.request("textDocument/hover", at(LONG, line, character + 1));
    let board = plain(hover["contents"]["value"].as_str().unwrap());
    assert!(
        board.contains(&format!("{}. Nf3", PLIES / 2 + 1)),
        "{board}"
    );
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn symbols_of_many_games_are_all_listed() {
    // Symbols on 20 MB took 12 s and 1.2 GB: here 20 000 games, with Greek
    // names (two bytes, one UTF-16 unit a letter).
    const GAMES: usize = 20_000;
    let mut text = String::new();
    for i in 0..GAMES {
        text.push_str(&format!(
            "[Event \"E{i}\"]\n[White \"Λευκός {i}\"]\n[Black \"B\"]\n\n1. e4 e5 (1... c5) 2. Nf3 *\n\n"
        ));
    }
    let mut client = started();
    client.open(LONG, "pgn", &text);
    // A debug build on a loaded machine (CI runs the tests two at a time)
    // takes its time over 20 000 games: the test is that every game is
    // listed and nothing is lost, not how fast.
    client
        .wait_within(
            "textDocument/publishDiagnostics",
            |p| p["uri"] == LONG && p["version"] == 1,
            SLOW,
        )
        .expect("no diagnostics");
    let mut ask = |method: &str| {
        let id = client.send_request(method, json!({ "textDocument": { "uri": LONG } }));
        let response = client
            .response(id, SLOW)
            .unwrap_or_else(|| panic!("no answer to {method} within {SLOW:?}"));
        assert!(response.get("error").is_none(), "{method}: {response}");
        response["result"].clone()
    };
    let symbols = ask("textDocument/documentSymbol");
    let symbols = symbols.as_array().unwrap();
    assert_eq!(symbols.len(), GAMES);
    let last = &symbols[GAMES - 1];
    assert_eq!(last["name"], format!("Λευκός {} – B", GAMES - 1));
    let first_line = 6 * (GAMES - 1);
    assert_eq!(
        last["range"]["start"],
        json!({ "line": first_line, "character": 0 })
    );
    assert_eq!(
        last["range"]["end"],
        json!({ "line": first_line + 4, "character": 27 })
    );
    assert_eq!(last["children"][0]["name"], "(1... c5");
    let folding = ask("textDocument/foldingRange");
    assert_eq!(folding.as_array().map(Vec::len), Some(GAMES));
    assert_eq!(client.shutdown(), Some(0));
}

/// The `maxGameSize` setting (bytes, or a size with a unit, as `forsyth
/// check --max-game-size` reads it), in `initializationOptions` and
/// pushed with `workspace/didChangeConfiguration`: a game past it is
/// reported once at its first character with the limit in force, not
/// read, and the game after it is read; a larger limit reads every
/// document again; a value that is no size, or out of bounds, is logged
/// with why, and the limit stays as it was.
#[test]
fn the_max_game_size_setting_bounds_the_games_read() {
    let (long, _, _) = long_game(2_000);
    let text = format!("{SMALL_TEXT}\n{long}*\n\n[Event \"c\"]\n\n1. d4 d5 2. Ke3 *\n");
    let last_line = text.lines().count() as u64 - 1;
    let (mut client, _) =
        Client::initialized(&[], None, json!({ "debounceMs": 0, "maxGameSize": "4KiB" }));
    client.open(LONG, "pgn", &text);
    let found = |diagnostics: &[Value]| -> Vec<(String, u64, u64, String)> {
        diagnostics
            .iter()
            .map(|d| {
                (
                    d["code"].as_str().unwrap_or_default().to_owned(),
                    d["range"]["start"]["line"].as_u64().unwrap(),
                    d["range"]["start"]["character"].as_u64().unwrap(),
                    plain(d["message"].as_str().unwrap_or_default()),
                )
            })
            .collect()
    };
    let first = found(&client.diagnostics(LONG, 1));
    assert_eq!(first.len(), 2, "{first:#?}");
    assert_eq!(
        (first[0].0.as_str(), first[0].1, first[0].2),
        ("game-too-large", 4, 0)
    );
    assert!(first[0].3.contains("longer than 4 KiB"), "{first:#?}");
    assert_eq!(
        (first[1].0.as_str(), first[1].1),
        ("illegal-move", last_line)
    );

    // Values not understood: logged, the limit kept.
    for (value, why) in [
        (json!(0), "0 is less than 1 KiB"),
        (json!("64 Mo"), "'64 Mo' is not a size"),
        (json!("2GiB"), "2GiB is more than 1 GiB"),
        (json!(true), "'true' is not a size"),
    ] {
        client.notify(
            "workspace/didChangeConfiguration",
            json!({ "settings": { "forsyth": { "maxGameSize": value } } }),
        );
        let logged = client.wait_for("window/logMessage", |p| {
            p["message"]
                .as_str()
                .is_some_and(|m| m.contains("maxGameSize"))
        });
        let logged = plain(logged["message"].as_str().unwrap_or_default());
        assert!(logged.contains(why), "{logged}");
    }
    // The same text again: still read with 4 KiB.
    client.change(LONG, 2, json!([{ "text": text }]));
    assert_eq!(found(&client.diagnostics(LONG, 2)), first);

    // A limit in bytes above the game: the document is read again, whole.
    client.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": { "forsyth": { "maxGameSize": 1 << 20 } } }),
    );
    let again = found(&client.diagnostics(LONG, 2));
    assert_eq!(again.len(), 1, "{again:#?}");
    assert_eq!(
        (again[0].0.as_str(), again[0].1),
        ("illegal-move", last_line)
    );
    assert_eq!(client.shutdown(), Some(0));
}

#[test]
fn a_cancelled_translation_never_edits_the_document_after_its_answer() {
    // The edit of `forsyth.translate` went out from the blocking pool even
    // when the command had been cancelled meanwhile: the client was told
    // RequestCancelled, then asked to apply the whole translation (found by
    // the lsp fuzz target). A cancel now either stops the command before
    // its edit is sent, or comes too late and is refused: the edit, then
    // the command's answer.
    let (text, _, _) = long_game(40_000);
    let mut client = started();
    client.open(LONG, "pgn", &text);
    client.diagnostics(LONG, 1);
    let translate = json!({
        "command": "forsyth.translate",
        "arguments": [{ "uri": LONG, "lang": "de", "scope": "file" }],
    });
    // How long a whole translation takes, to its answer.
    let start = Instant::now();
    let id = client.send_request("workspace/executeCommand", translate.clone());
    let answer = client.response(id, TIMEOUT).expect("an answer");
    let took = start.elapsed();
    assert!(answer.get("error").is_none(), "{answer}");
    assert_eq!(client.applied.len(), 1);
    // Cancels sent from the start to past the answer, most of them near
    // the end, where the edit is being written.
    let (mut stopped, mut done) = (0, 0);
    for step in [
        0, 3, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 26,
    ] {
        let before = client.applied.len();
        let id = client.send_request("workspace/executeCommand", translate.clone());
        std::thread::sleep(took * step / 20);
        client.notify("$/cancelRequest", json!({ "id": id }));
        let answer = client.response(id, TIMEOUT).expect("an answer");
        // Anything the server still sends.
        client.wait_within("forsyth/none", |_| false, Duration::from_millis(300));
        let edits = client.applied.len() - before;
        if answer["error"]["code"] == -32800 {
            assert_eq!(edits, 0, "cancelled at {step}/20, yet edited");
            stopped += 1;
        } else {
            assert!(answer.get("error").is_none(), "{answer}");
            assert_eq!(edits, 1, "answered at {step}/20 without its edit");
            done += 1;
        }
    }
    assert!(stopped > 0 && done > 0, "{stopped} stopped, {done} done");
    assert_eq!(client.shutdown(), Some(0));
}
