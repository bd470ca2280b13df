//! The real `pgn-lsp` binary against hostile clients and documents: the
//! language-server defects of issue 16 (F3 malformed messages, F6 the exit
//! status), each from its reproducer.

mod client;

use client::{Client, TIMEOUT, plain};
use serde_json::{Value, json};

const SMALL: &str = "file:///tmp/forsyth-test/small.pgn";
const SMALL_TEXT: &str = "[Event \"small\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n";

fn at(uri: &str, line: u32, character: u32) -> Value {
    json!({ "textDocument": { "uri": uri }, "position": { "line": line, "character": character } })
}

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
        log.contains("a message answered with -32700: not JSON"),
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
