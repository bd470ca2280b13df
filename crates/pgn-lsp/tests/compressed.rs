//! Compressed files in the language server (issue 15): the text of a
//! `.pgn.gz`, `.bz2`, `.zst` or `.xz` file, recognised by its magic bytes,
//! is given by `workspace/textDocumentContent` (LSP 3.18) for the address
//! `forsyth-decompressed:` + its path, and shown read-only: its findings as
//! usual, edits refused with a message saying why.

mod support;

use std::io::Write;

use serde_json::{Value, json};
use support::{Client, TIMEOUT, plain};

/// The seed's 1881 problem (Greek notation), with the second white move
/// mistyped: Ιβ6 for Ιβ5.
const PROBLEM: &str = "[Event \"Nuova Rivista 1881\"]\n\
[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\"]\n\
\n\
{Κλειδί :} 1. Ιδ4! Ρδ7 2. Ιβ6 Ρε7 *\n";

fn compress(format: &str, bytes: &[u8]) -> Vec<u8> {
    match format {
        "gz" => {
            let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
            e.write_all(bytes).unwrap();
            e.finish().unwrap()
        }
        "bz2" => {
            let mut e = bzip2::write::BzEncoder::new(Vec::new(), bzip2::Compression::default());
            e.write_all(bytes).unwrap();
            e.finish().unwrap()
        }
        "zst" => zstd::stream::encode_all(bytes, 3).unwrap(),
        "xz" => {
            let mut e = liblzma::write::XzEncoder::new(Vec::new(), 6);
            e.write_all(bytes).unwrap();
            e.finish().unwrap()
        }
        _ => unreachable!(),
    }
}

/// A folder of its own for this test's files.
fn folder(name: &str) -> std::path::PathBuf {
    let dir =
        std::env::temp_dir().join(format!("forsyth-compressed-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn address(path: &std::path::Path) -> String {
    format!("forsyth-decompressed://{}", path.display()).replace(' ', "%20")
}

fn content(client: &mut Client, uri: &str) -> Value {
    client.request_raw("workspace/textDocumentContent", json!({ "uri": uri }))
}

#[test]
fn every_format_is_shown_decompressed_with_its_findings() {
    let dir = folder("formats");
    let (mut client, init) = Client::initialized(&[], Some("en"), json!({ "debounceMs": 0 }));
    assert_eq!(
        init["capabilities"]["workspace"]["textDocumentContent"],
        json!({ "schemes": ["forsyth-decompressed"] })
    );
    // The findings of the plain text, for comparison.
    let plain_uri = "file:///tmp/forsyth-test/problem.pgn";
    client.open(plain_uri, "pgn", PROBLEM);
    let expected = client.diagnostics(plain_uri, 1);
    assert!(expected.iter().any(|d| d["code"] == "illegal-move"));
    for format in ["gz", "bz2", "zst", "xz"] {
        // Named otherwise: the magic bytes decide.
        let path = dir.join(format!("problem {format}.pgn.{format}"));
        std::fs::write(&path, compress(format, PROBLEM.as_bytes())).unwrap();
        let uri = address(&path);
        let answer = content(&mut client, &uri);
        assert_eq!(answer["result"]["text"], PROBLEM, "{format}: {answer}");
        // The client opens what it was given, as any document.
        client.open(&uri, "pgn", PROBLEM);
        let found = client.diagnostics(&uri, 1);
        let strip = |d: &[Value]| -> Vec<Value> {
            d.iter()
                .map(|d| json!([d["range"], d["code"], d["message"]]))
                .collect()
        };
        assert_eq!(strip(&found), strip(&expected), "{format}");
        let hover = client.request(
            "textDocument/hover",
            json!({ "textDocument": { "uri": uri }, "position": { "line": 3, "character": 15 } }),
        );
        assert!(plain(hover["contents"]["value"].as_str().unwrap()).contains("Ιδ4"));
    }
    // A file that is not compressed is shown as it is.
    let path = dir.join("plain.pgn");
    std::fs::write(&path, PROBLEM).unwrap();
    assert_eq!(
        content(&mut client, &address(&path))["result"]["text"],
        PROBLEM
    );
    // Positions in a compressed FEN file.
    let path = dir.join("positions.epd.xz");
    let epd = "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - bm Nd4;\n8/8/8/8/8/8/8/8 w - -\n";
    std::fs::write(&path, compress("xz", epd.as_bytes())).unwrap();
    let uri = address(&path);
    let text = content(&mut client, &uri)["result"]["text"].clone();
    assert_eq!(text, epd);
    // The language the client does not know: the file's name says.
    client.open(&uri, "plaintext", epd);
    let found = client.diagnostics(&uri, 1);
    assert!(
        found.iter().any(|d| d["code"] == "invalid-fen"),
        "{found:#?}"
    );
    assert_eq!(client.shutdown(), Some(0));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_text_of_a_compressed_file_is_read_only() {
    let dir = folder("read-only");
    let path = dir.join("games.pgn.zst");
    std::fs::write(&path, compress("zst", PROBLEM.as_bytes())).unwrap();
    let uri = address(&path);
    let (mut client, _) = Client::initialized(&[], Some("de"), json!({ "debounceMs": 0 }));
    let text = content(&mut client, &uri)["result"]["text"].clone();
    client.open(&uri, "pgn", text.as_str().unwrap());
    let diagnostics = client.diagnostics(&uri, 1);
    let at = json!({ "textDocument": { "uri": uri }, "position": { "line": 3, "character": 15 } });
    let refused = "games.pgn.zst ist eine komprimierte Datei, entpackt und schreibgeschützt angezeigt: zum Ändern zuerst entpacken";
    let mut rename = at.clone();
    rename["newName"] = json!("en");
    for (method, params) in [
        ("textDocument/prepareRename", at.clone()),
        ("textDocument/rename", rename),
        (
            "textDocument/formatting",
            json!({ "textDocument": { "uri": uri }, "options": { "tabSize": 4, "insertSpaces": true } }),
        ),
        (
            "workspace/executeCommand",
            json!({ "command": "forsyth.translate", "arguments": [{ "uri": uri, "lang": "en" }] }),
        ),
    ] {
        let answer = client.request_raw(method, params);
        assert_eq!(answer["error"]["code"], -32803, "{method}: {answer}");
        assert_eq!(plain(answer["error"]["message"].as_str().unwrap()), refused);
    }
    // No quick fix, no translation, no completion.
    let actions = client.request(
        "textDocument/codeAction",
        json!({
            "textDocument": { "uri": uri },
            "range": { "start": { "line": 3, "character": 26 }, "end": { "line": 3, "character": 29 } },
            "context": { "diagnostics": diagnostics }
        }),
    );
    assert_eq!(actions, Value::Null);
    let completion = client.request("textDocument/completion", at.clone());
    assert_eq!(completion, Value::Null);
    // Symbols and folding are shown.
    let symbols = client.request(
        "textDocument/documentSymbol",
        json!({ "textDocument": { "uri": uri } }),
    );
    assert_eq!(symbols.as_array().map(Vec::len), Some(1));
    // A change a client sends anyway is followed, with a warning once.
    let change = |v: i64| json!([{ "range": { "start": { "line": 3, "character": 26 }, "end": { "line": 3, "character": 29 } }, "text": if v == 2 { "Ιβ5" } else { "Ιβ6" } }]);
    client.change(&uri, 2, change(2));
    let warning = client.wait_for("window/showMessage", |p| p["type"] == 2);
    assert_eq!(plain(warning["message"].as_str().unwrap()), refused);
    let after = client.diagnostics(&uri, 2);
    assert!(
        after.iter().all(|d| d["code"] != "illegal-move"),
        "{after:#?}"
    );
    client.change(&uri, 3, change(3));
    client.diagnostics(&uri, 3);
    assert!(
        client
            .wait_within(
                "window/showMessage",
                |_| true,
                std::time::Duration::from_millis(300)
            )
            .is_none()
    );
    assert_eq!(client.shutdown(), Some(0));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn files_that_cannot_be_read_are_errors_that_say_why() {
    let dir = folder("errors");
    let cut = dir.join("cut.pgn.gz");
    let whole = compress("gz", PROBLEM.as_bytes());
    std::fs::write(&cut, &whole[..whole.len() / 2]).unwrap();
    let (mut client, _) = Client::initialized(&[], Some("en"), json!({ "debounceMs": 0 }));
    let answer = content(&mut client, &address(&cut));
    assert_eq!(answer["error"]["code"], -32803, "{answer}");
    let message = plain(answer["error"]["message"].as_str().unwrap());
    assert!(message.starts_with("Cannot read cut.pgn.gz: "), "{message}");
    let missing = content(&mut client, &address(&dir.join("missing.pgn.gz")));
    assert_eq!(missing["error"]["code"], -32803, "{missing}");
    // Another scheme, and params that are no address.
    let other = content(&mut client, "file:///tmp/games.pgn.gz");
    assert_eq!(other["error"]["code"], -32602, "{other}");
    assert_eq!(
        plain(other["error"]["message"].as_str().unwrap()),
        "file:///tmp/games.pgn.gz is not a forsyth-decompressed: address of a file"
    );
    let bad = client.request_raw("workspace/textDocumentContent", json!({ "uri": 7 }));
    assert_eq!(bad["error"]["code"], -32602, "{bad}");
    // The server goes on.
    let id = client.send_request(
        "workspace/textDocumentContent",
        json!({ "uri": address(&cut) }),
    );
    assert!(client.response(id, TIMEOUT).is_some());
    assert_eq!(client.shutdown(), Some(0));
    let _ = std::fs::remove_dir_all(dir);
}
