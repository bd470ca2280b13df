//! The language server through its protocol: the real server
//! (`pgn_lsp::transport::serve`, in this process, over two pipes) driven by
//! a client whose every step is drawn from the fuzzer's bytes — documents
//! opened (PGN in every language, pages of prose with games inside, FEN
//! lines, pieces of both, any text),
//! incremental edits with ranges anywhere (past the end of a line or of
//! the text, inside a character of two, three or four bytes, across line
//! breaks of every kind), closes and reopens, requests (hover, completion,
//! prepareRename, rename, codeAction with diagnostics the server gave or
//! made up, documentSymbol, foldingRange, formatting, the commands, methods
//! the server lacks), some answered before the next step and some left
//! running while edits go on, cancellations, settings changed, and
//! malformed messages whose framing is intact (not JSON, not a request,
//! params of the wrong types, a lone surrogate, headers written otherwise).
//! The session ends with `shutdown` and `exit`, with `exit` alone, with the
//! input closed, or with broken framing (a bad or missing `Content-Length`,
//! one shorter or longer than its body, a header line that is no header).
//!
//! What must hold:
//! - every request gets one answer, a result or a protocol error
//!   (`RequestCancelled`, `ContentModified`, `InvalidParams`,
//!   `MethodNotFound`, `InvalidRequest`), within seconds; a malformed
//!   message whose framing is intact gets its error answer and the session
//!   goes on; no panic anywhere (libFuzzer aborts on one, caught or not)
//!   and no internal error shown to the user;
//! - the diagnostics of each document after its edits equal those of a
//!   fresh open of its final text, computed here by a model of the
//!   protocol's positions that shares no code with the server (and the
//!   server's `Text` gives the same text): the findings of `forsyth check`
//!   on that text, a bare text (no tag pair: a page of prose with games
//!   inside, which documents are made as too) read as `check` reads it;
//! - formatting changes white space only;
//! - the exit status is 0 after `shutdown` and `exit`, 1 otherwise, and
//!   broken framing is logged with `window/logMessage`.

#![no_main]

use std::{
    collections::HashMap,
    io::{BufRead, BufReader, Write},
    sync::mpsc,
    thread,
    time::{Duration, Instant},
};

use arbitrary::{Result, Unstructured};
use forsyth_fuzz::{
    locales, pgn_game,
    positions::{
        Units, apply, edit_spans, line_starts, offset, one_word, position as place_of, span,
        trimmed,
    },
};
use forsyth_notation::{
    analysis::LanguageChoice,
    lint::{check_fen_text, check_pgn_threads},
    translate::translate_text,
    tree::Outcome,
    write::Target,
};
use libfuzzer_sys::fuzz_target;
use pgn_lsp::protocol::{Encoding, Text, lsp};
use serde_json::{Value, json};

/// How long an answer or a notification may take (libFuzzer's own
/// `-timeout` is longer, so that a hang is reported with what was waited
/// for).
const DEADLINE: Duration = Duration::from_secs(8);

/// The most steps of one session.
const MAX_STEPS: usize = 48;

/// The documents a session works on: two PGN files, a FEN file, and the
/// read-only text of a compressed file (written to [`compressed_file`],
/// its text given by the server).
fn addresses() -> &'static [(String, &'static str); 4] {
    static DOCS: std::sync::OnceLock<[(String, &str); 4]> = std::sync::OnceLock::new();
    DOCS.get_or_init(|| {
        [
            ("file:///fuzz/a.pgn".into(), "pgn"),
            ("file:///fuzz/b.pgn".into(), "pgn"),
            ("file:///fuzz/c.fen".into(), "fen"),
            (
                format!("forsyth-decompressed://{}", compressed_file().display()),
                "pgn",
            ),
        ]
    })
}

/// The address of the read-only document.
fn compressed_uri() -> &'static str {
    &addresses()[3].0
}

/// Where the compressed file is written: one per process (the sessions of
/// a process run one after the other; processes run side by side).
fn compressed_file() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("forsyth-fuzz-lsp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder in /tmp");
    dir.join("d.pgn.gz")
}

/// What edits insert and documents are made of: moves in every language
/// and in figurines, move numbers, tags and FENs, the characters PGN gives
/// a meaning to, line breaks of every kind, and characters of two, three
/// and four bytes (one and two UTF-16 units), combining and bidi marks.
const PIECES: &[&str] = &[
    " ",
    " ",
    "\n",
    "\r\n",
    "\r",
    "\t",
    "1.",
    "1. ",
    "2...",
    "34.",
    "3…",
    "0.",
    "e4",
    "e5",
    "Nf3",
    "Nc6",
    "Bb5",
    "a6",
    "O-O",
    "0-0-0",
    "exd5",
    "e8=Q+",
    "Ιδ4",
    "Ρδ7",
    "Ιβ5",
    "Πζ7",
    "ε4",
    "מה3",
    "פו3",
    "רב5",
    "ה4",
    "Sd4",
    "Dd1",
    "Tf7",
    "Cd4",
    "♘f3",
    "♔e2",
    "♕",
    "g1f3",
    "5131",
    "--",
    "(",
    ")",
    "{",
    "}",
    "{Κλειδί :}",
    "{מט}",
    "[",
    "]",
    "\"",
    "\\",
    ";",
    "%",
    "*",
    "1-0",
    "0-1",
    "1/2-1/2",
    "$1",
    "$999",
    "!?",
    "+",
    "#",
    "[Event \"x\"]\n",
    "[Result \"1-0\"]\n",
    "[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\"]\n",
    "[FEN \"8/8/8/8/8/8/8/K6k w - - 1 0\"]\n",
    "[Variant \"Crazyhouse\"]\n",
    "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1",
    "(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
    " bm Bb5;",
    "🙂",
    "𝄞",
    "𝕏",
    "{🙂}",
    "{𝕏 Ιδ4} ",
    "Кf3",
    "Крe1",
    "Фd1",
    "Лd8",
    "{Хорошо}",
    "é",
    "e\u{301}",
    "€",
    "\u{200f}",
    "\u{2068}",
    "\u{2069}",
    "\u{feff}",
    "\u{fffd}",
    "\u{0}",
    "α",
    "א",
    "Ω",
    "White to play and win. ",
    "patta",
    "Remis\n",
    "\nThe theory prefers ",
];

/// Names a rename may ask for: languages, moves, nothing, nonsense.
const NEW_NAMES: &[&str] = &[
    "de",
    "Deutsch",
    "Ελληνικά",
    "עברית",
    "it",
    "en",
    "Sd4",
    "Ιδ4",
    "e4",
    "",
    "xx",
    "🙂",
    "fr",
];

/// Diagnostic codes a client may send back in a code action request.
const CODES: &[&str] = &[
    "illegal-move",
    "ambiguous-move",
    "malformed-move",
    "homoglyph",
    "move-number",
    "fen-repaired",
    "syntax",
    "check-mark",
    "invalid-fen",
    "nonsense",
];

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let _ = session(&mut u);
});

/// A protocol range.
fn range(r: [u32; 4]) -> Value {
    json!({
        "start": { "line": r[0], "character": r[1] },
        "end": { "line": r[2], "character": r[3] },
    })
}

// ---------------------------------------------------------------------------
// Inputs drawn from the fuzzer's bytes

/// A short text: a few pieces, or any string.
fn snippet(u: &mut Unstructured<'_>) -> Result<String> {
    if u.ratio(1, 5)? {
        let s: &str = u.arbitrary()?;
        return Ok(s.chars().take(64).collect());
    }
    let mut out = String::new();
    for _ in 0..u.int_in_range(0..=6)? {
        out.push_str(u.choose(PIECES)?);
    }
    Ok(out)
}

/// A document's text: generated legal games (in English, or translated
/// into another language), FEN lines, pieces, or any string.
fn document(u: &mut Unstructured<'_>, fen: bool) -> Result<String> {
    Ok(match u.int_in_range(0..=5)? {
        0 | 1 if !fen => {
            let mut text = String::new();
            for _ in 0..u.int_in_range(1..=3)? {
                let game = pgn_game(u)?;
                let all: Vec<_> = locales().iter().collect();
                let to = *u.choose(&all)?;
                if to.tag() == "en" {
                    text.push_str(&game);
                } else {
                    let target = Target {
                        locale: to,
                        notation: None,
                        isolate: u.ratio(1, 8)?,
                        comments: Default::default(),
                    };
                    let (out, _) =
                        translate_text(game.as_bytes(), locales(), LanguageChoice::Auto, &target);
                    text.push_str(&String::from_utf8_lossy(&out));
                }
                text.push('\n');
            }
            text
        }
        0..=2 => {
            let mut text = String::new();
            for _ in 0..u.int_in_range(1..=4)? {
                text.push_str(u.choose(&[
                    "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1",
                    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
                    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKBNR w KQkq - bm Bb5;",
                    "8/8/8/8/8/8/8/8 w - - 0 1",
                    "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 w – – 0 1",
                    "[8/8/8/8/8/8/8/K6k w]",
                ])?);
                text.push_str(u.choose(&["\n", "\r\n", "\r", ""])?);
            }
            text
        }
        3 | 4 => {
            let mut text = String::new();
            for _ in 0..u.int_in_range(0..=40)? {
                text.push_str(u.choose(PIECES)?);
            }
            text
        }
        5 if !fen && u.ratio(2, 3)? => page(u)?,
        _ => {
            let s: &str = u.arbitrary()?;
            s.chars().take(512).collect()
        }
    })
}

/// Sentences of prose, in the languages of the games: a page of a book
/// or a column ([`forsyth_notation::prose`]) has them around its games and
/// between their moves; words for a draw end a game.
const PROSE: &[&str] = &[
    "The two following games are brilliant specimens of the style.\n\n",
    "White gives checkmate in three moves.\n",
    "Il Bianco abbandona. ",
    "Diagram 3 shows the position after 12. Nf3, as the theory prefers.\n",
    "Принятый королевский гамбит. Чёрные забирают пешку.\n",
    "Οι μαύροι εγκαταλείπουν.\n",
    "patta\n",
    "Remis ",
    "1909\n",
    "",
];

/// A page of bare text: games with no tag pair (their movetext, in
/// English or another language) among sentences of prose, some inside
/// their moves.
fn page(u: &mut Unstructured<'_>) -> Result<String> {
    let mut text = String::from(*u.choose(PROSE)?);
    for _ in 0..u.int_in_range(1..=3)? {
        let game = pgn_game(u)?;
        let all: Vec<_> = locales().iter().collect();
        let to = *u.choose(&all)?;
        let game = if to.tag() == "en" {
            game
        } else {
            let target = Target {
                locale: to,
                notation: None,
                isolate: false,
                comments: Default::default(),
            };
            let (out, _) =
                translate_text(game.as_bytes(), locales(), LanguageChoice::Auto, &target);
            String::from_utf8_lossy(&out).into_owned()
        };
        for line in game.split_inclusive('\n') {
            if line.starts_with('[') {
                continue;
            }
            text.push_str(line);
            if u.ratio(1, 6)? {
                text.push_str(u.choose(PROSE)?);
            }
        }
        text.push_str(u.choose(PROSE)?);
    }
    Ok(text)
}

/// A line and column for `text`: mostly in it (inside characters too),
/// now and then past a line's end or the text's, or huge.
fn position(u: &mut Unstructured<'_>, text: &str) -> Result<(u32, u32)> {
    let lines = line_starts(text).len() as u32;
    let line = match u.int_in_range(0..=9)? {
        0 => lines + u.int_in_range(0..=2)?,
        1 => u32::MAX,
        _ => u.int_in_range(0..=lines.saturating_sub(1))?,
    };
    let character = match u.int_in_range(0..=9)? {
        0 => u32::MAX,
        1 => u.int_in_range(40..=200)?,
        _ => u.int_in_range(0..=24)?,
    };
    Ok((line, character))
}

fn range_in(u: &mut Unstructured<'_>, text: &str) -> Result<[u32; 4]> {
    let (l1, c1) = position(u, text)?;
    let (l2, c2) = if u.ratio(1, 3)? {
        (l1, c1.saturating_add(u.int_in_range(0..=6)?))
    } else {
        position(u, text)?
    };
    Ok([l1, c1, l2, c2])
}

// ---------------------------------------------------------------------------
// The server, in this process

/// Reads one frame the server wrote: it must be well formed.
fn read_message(reader: &mut impl BufRead) -> Option<Value> {
    let mut length = None;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let header = line
            .strip_suffix("\r\n")
            .expect("the server ends headers with CRLF");
        if header.is_empty() {
            break;
        }
        let (name, value) = header.split_once(": ").expect("a header the server wrote");
        assert_eq!(name, "Content-Length", "a header the server wrote");
        length = Some(value.parse::<usize>().expect("a length"));
    }
    let mut body = vec![0; length.expect("a Content-Length")];
    reader.read_exact(&mut body).ok()?;
    Some(serde_json::from_slice(&body).expect("the server writes JSON"))
}

/// A session with the server: the client's side, and what it expects.
struct Client {
    input: Option<std::io::PipeWriter>,
    messages: mpsc::Receiver<Value>,
    server: Option<thread::JoinHandle<u8>>,
    /// How columns are counted, as negotiated.
    units: Units,
    next_id: i64,
    /// Requests not answered yet.
    pending: HashMap<i64, Pending>,
    /// The model's text of each open document, by URI.
    open: HashMap<String, String>,
    /// The model's text of each version of each document (versions are
    /// never reused), and whether it is read as FEN: what the diagnostics
    /// published for a version are checked against.
    history: HashMap<(String, i64), (String, bool)>,
    /// Whether the settings changed (the language the moves are read in
    /// may then be another than the one found in the text).
    settings_changed: bool,
    /// Error answers with a `null` id still to come.
    null_errors: usize,
    /// The last diagnostics published, by URI: version and diagnostics.
    published: HashMap<String, (Option<i64>, Value)>,
    /// Whether broken framing was logged.
    logged_error: bool,
    /// How the next frame's headers are written.
    headers: u8,
}

impl Client {
    fn start() -> Client {
        let (server_in, client_out) = std::io::pipe().expect("a pipe");
        let (client_in, server_out) = std::io::pipe().expect("a pipe");
        let all = locales();
        let server = thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a runtime");
            let status = runtime.block_on(pgn_lsp::transport::serve(server_in, server_out, all));
            runtime.shutdown_background();
            status
        });
        let (tx, messages) = mpsc::channel();
        thread::spawn(move || {
            let mut reader = BufReader::new(client_in);
            while let Some(message) = read_message(&mut reader) {
                if tx.send(message).is_err() {
                    break;
                }
            }
        });
        Client {
            input: Some(client_out),
            messages,
            server: Some(server),
            units: Units::Utf16,
            next_id: 1,
            pending: HashMap::new(),
            open: HashMap::new(),
            history: HashMap::new(),
            settings_changed: false,
            null_errors: 0,
            published: HashMap::new(),
            logged_error: false,
            headers: 0,
        }
    }

    fn raw(&mut self, bytes: &[u8]) {
        if let Some(input) = self.input.as_mut() {
            // The server may have ended (broken framing): then the pipe
            // is closed, which is not a finding.
            let _ = input.write_all(bytes);
            let _ = input.flush();
        }
    }

    /// Sends a body in a frame whose headers are written as the last
    /// [`Client::headers`] choice says (all of them valid).
    fn body(&mut self, body: &[u8]) {
        let n = body.len();
        let head = match std::mem::take(&mut self.headers) {
            1 => format!("content-length: {n}\n\n"),
            2 => format!(
                "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length:{n}\r\n\r\n"
            ),
            3 => format!("Content-Length: {n}\r\nContent-Length: {n}\r\n\r\n"),
            4 => format!("Content-Length: 000{n}\r\n\r\n"),
            _ => format!("Content-Length: {n}\r\n\r\n"),
        };
        let mut frame = head.into_bytes();
        frame.extend_from_slice(body);
        self.raw(&frame);
    }

    fn send(&mut self, message: &Value) {
        let body = serde_json::to_vec(message).expect("JSON");
        self.body(&body);
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(&json!({ "jsonrpc": "2.0", "method": method, "params": params }));
    }

    fn request(&mut self, method: &str, params: Value) -> i64 {
        let id = self.next_id;
        self.next_id += 1;
        // An edit of the read-only document may be refused.
        let about = params["textDocument"]["uri"]
            .as_str()
            .or(params["arguments"][0]["uri"].as_str())
            .or(params["uri"].as_str());
        let tag = if about == Some(compressed_uri()) {
            READ_ONLY
        } else {
            ""
        };
        // What the answer is checked against: the text as the server
        // holds it when the request arrives (an answer computed on another
        // is `ContentModified`).
        let about = about.and_then(|uri| {
            let text = self.open.get(uri)?.clone();
            let p = &params["position"];
            let at = match (p["line"].as_u64(), p["character"].as_u64()) {
                (Some(line), Some(character)) => Some(offset(
                    &text,
                    u32::try_from(line).ok()?,
                    u32::try_from(character).ok()?,
                    self.units,
                )),
                _ => None,
            };
            Some(About {
                uri: uri.to_owned(),
                text,
                at,
            })
        });
        self.pending.insert(
            id,
            Pending {
                method: format!("{method}{tag}"),
                about,
            },
        );
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        id
    }

    /// The model's text of `uri` at `version`, opened or edited; `fen`
    /// when the server reads it as FEN.
    fn model(&mut self, uri: &str, version: i64, text: &str, fen: bool) {
        self.open.insert(uri.to_owned(), text.to_owned());
        self.history
            .insert((uri.to_owned(), version), (text.to_owned(), fen));
    }

    /// Checks the edits a `forsyth.translate` command asks the client to
    /// apply: against the text of a command still running about the
    /// document.
    fn check_apply_edit(&self, message: &Value) {
        let Some(changes) = message["params"]["edit"]["changes"].as_object() else {
            panic!("an edit without changes: {message}");
        };
        for (uri, edits) in changes {
            let texts: Vec<&str> = self
                .pending
                .values()
                .filter(|p| p.method.starts_with("workspace/executeCommand"))
                .filter_map(|p| p.about.as_ref())
                .filter(|a| a.uri == *uri)
                .map(|a| a.text.as_str())
                .collect();
            assert!(
                !texts.is_empty(),
                "an edit of {uri} asked for by no command running: {message}"
            );
            let checked: Vec<Result<(), String>> = texts
                .iter()
                .map(|text| word_edits(text, edits, self.units))
                .collect();
            if let Some(Err(e)) = checked.iter().find(|c| c.is_err())
                && !checked.iter().any(Result::is_ok)
            {
                panic!("workspace/applyEdit: {e}\n{message}\ntext: {:?}", texts[0]);
            }
        }
    }

    /// Handles one message from the server; the answer to request `id`
    /// when it is one.
    fn handle(&mut self, message: Value) -> Option<(i64, Value)> {
        let method = message.get("method").and_then(Value::as_str);
        match (method, message.get("id")) {
            (Some(method), Some(id)) => {
                // A request of the server's: answered, and nothing applied.
                if method == "workspace/applyEdit" {
                    self.check_apply_edit(&message);
                }
                let result = match method {
                    "workspace/applyEdit" => json!({ "applied": false }),
                    "workspace/configuration" => json!([null]),
                    _ => Value::Null,
                };
                let id = id.clone();
                self.send(&json!({ "jsonrpc": "2.0", "id": id, "result": result }));
                None
            }
            (Some(method), None) => {
                let params = &message["params"];
                match method {
                    "textDocument/publishDiagnostics" => {
                        let uri = params["uri"].as_str().expect("a URI").to_owned();
                        let version = params["version"].as_i64();
                        let diagnostics = params["diagnostics"].clone();
                        assert!(diagnostics.is_array(), "{message}");
                        if let Some(v) = version
                            && let Some((text, fen)) = self.history.get(&(uri.clone(), v))
                            && let Err(e) = check_diagnostics(
                                text,
                                *fen,
                                &diagnostics,
                                self.units,
                                !self.settings_changed,
                            )
                        {
                            panic!("{e}\n{message}\ntext: {text:?}");
                        }
                        self.published.insert(uri, (version, diagnostics));
                    }
                    "window/showMessage" => {
                        assert_ne!(params["type"], 1, "an error shown to the user: {message}");
                    }
                    "window/logMessage" if params["type"] == 1 => {
                        let text = params["message"].as_str().unwrap_or_default();
                        // Broken framing (lsp-framing-broken, in the
                        // session's language), not an internal error.
                        assert!(text.starts_with("pgn-lsp: "), "an error logged: {message}");
                        self.logged_error = true;
                    }
                    _ => {}
                }
                None
            }
            (None, Some(Value::Null)) => {
                assert!(
                    self.null_errors > 0,
                    "an answer with a null id to nothing malformed: {message}"
                );
                self.null_errors -= 1;
                let code = message["error"]["code"].as_i64();
                assert!(matches!(code, Some(-32700 | -32600)), "{message}");
                None
            }
            (None, Some(id)) => {
                let id = id.as_i64().expect("the ids we sent");
                let pending = self
                    .pending
                    .remove(&id)
                    .unwrap_or_else(|| panic!("an answer to no request: {message}"));
                check_answer(&pending.method, &message);
                if let (Some(about), Some(result)) = (&pending.about, message.get("result"))
                    && let Err(e) = check_result(&pending.method, about, result, self.units)
                {
                    panic!("{}: {e}\n{message}\ntext: {:?}", pending.method, about.text);
                }
                Some((id, message))
            }
            (None, None) => panic!("neither a request nor an answer: {message}"),
        }
    }

    /// Reads messages until `done` holds, within the deadline.
    fn until(&mut self, what: &str, mut done: impl FnMut(&mut Client) -> bool) {
        let deadline = Instant::now() + DEADLINE;
        while !done(self) {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.messages.recv_timeout(left) {
                Ok(message) => {
                    self.handle(message);
                }
                Err(_) => panic!(
                    "the server hangs or died: no {what} within {DEADLINE:?}; pending {:?}",
                    self.pending
                        .iter()
                        .map(|(id, p)| (id, &p.method))
                        .collect::<Vec<_>>()
                ),
            }
        }
    }

    /// Waits for every pending answer.
    fn settle(&mut self) {
        self.until("answer", |c| c.pending.is_empty() && c.null_errors == 0);
    }

    /// Sends a request and waits for its answer.
    fn call(&mut self, method: &str, params: Value) -> Value {
        let id = self.request(method, params);
        let deadline = Instant::now() + DEADLINE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let message = self
                .messages
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no answer to {method} within {DEADLINE:?}"));
            if let Some((got, answer)) = self.handle(message)
                && got == id
            {
                return answer;
            }
        }
    }

    /// Waits for the diagnostics of `uri` at `version`.
    fn diagnostics(&mut self, uri: &str, version: i64) -> Value {
        self.until("diagnostics", |c| {
            c.published
                .get(uri)
                .is_some_and(|(v, _)| *v == Some(version))
        });
        self.published[uri].1.clone()
    }

    /// Closes the server's input and returns its exit status.
    fn end(&mut self) -> u8 {
        drop(self.input.take());
        let server = self.server.take().expect("running");
        // What it writes until its output closes, which it does as it
        // ends; answers and notifications still coming are checked.
        loop {
            match self.messages.recv_timeout(DEADLINE) {
                Ok(message) => {
                    self.handle(message);
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
                Err(mpsc::RecvTimeoutError::Timeout) => panic!("the server does not end"),
            }
        }
        let deadline = Instant::now() + DEADLINE;
        while !server.is_finished() {
            assert!(Instant::now() < deadline, "the server does not end");
            thread::sleep(Duration::from_micros(200));
        }
        server.join().expect("the server thread ends")
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        drop(self.input.take());
    }
}

/// The tag of a request about the read-only document.
const READ_ONLY: &str = " (read-only)";

/// An answer is a result or one of the protocol's errors for a request
/// that cannot be answered as asked; `RequestFailed` for a change of the
/// read-only document.
fn check_answer(method: &str, answer: &Value) {
    match answer.get("error") {
        Some(error) => {
            let code = error["code"].as_i64();
            assert!(
                matches!(
                    code,
                    Some(-32800 | -32801 | -32602 | -32601 | -32600 | -32700)
                ) || (code == Some(-32803) && method.ends_with(READ_ONLY)),
                "{method}: {answer}"
            );
            if method.starts_with("textDocument/") && code == Some(-32601) {
                assert!(
                    !SERVED.contains(&method),
                    "{method} is served, yet: {answer}"
                );
            }
        }
        None => assert!(answer.get("result").is_some(), "{method}: {answer}"),
    }
}

/// The methods the server offers.
const SERVED: &[&str] = &[
    "textDocument/hover",
    "textDocument/completion",
    "textDocument/prepareRename",
    "textDocument/rename",
    "textDocument/codeAction",
    "textDocument/documentSymbol",
    "textDocument/foldingRange",
    "textDocument/formatting",
];

/// Diagnostics with the document's URI taken out of their related
/// information.
fn without_uri(mut diagnostics: Value) -> Value {
    if let Some(list) = diagnostics.as_array_mut() {
        for d in list {
            if let Some(related) = d
                .get_mut("relatedInformation")
                .and_then(Value::as_array_mut)
            {
                for r in related {
                    r["location"]["uri"] = Value::Null;
                }
            }
        }
    }
    diagnostics
}

/// A request not answered yet.
struct Pending {
    /// Its method (tagged when it is about the read-only document).
    method: String,
    /// The open document it is about, as the request was sent.
    about: Option<About>,
}

/// The document a request is about, as the client holds it.
struct About {
    uri: String,
    text: String,
    /// The byte offset of the request's position, if it has one.
    at: Option<usize>,
}

/// Checks every range of a result against the text the request was made
/// on: each one exact in the negotiated encoding, and what it covers what
/// the answer says stands there.
fn check_result(method: &str, about: &About, result: &Value, units: Units) -> Result<(), String> {
    if result.is_null() {
        return Ok(());
    }
    let text = about.text.as_str();
    let around = |s: &std::ops::Range<usize>| match about.at {
        Some(at) if at < s.start || s.end < at => Err(format!(
            "{s:?} ({:?}) is not around the request's offset {at}",
            &text[s.clone()]
        )),
        _ => Ok(()),
    };
    match method.trim_end_matches(READ_ONLY) {
        // The move, NAG, tag or FEN line at the position.
        "textDocument/hover" => {
            if let Some(r) = result.get("range") {
                let s = span(text, r, units)?;
                trimmed(text, &s)?;
                around(&s)?;
            }
        }
        // The word typed so far, up to the position.
        "textDocument/completion" => {
            let items = result
                .as_array()
                .or(result["items"].as_array())
                .ok_or("no items")?;
            for item in items {
                let edit = &item["textEdit"];
                let Some(r) = edit.get("range").or(edit.get("replace")) else {
                    continue;
                };
                let s = span(text, r, units)?;
                if Some(s.end) != about.at {
                    return Err(format!(
                        "the edit ends at {} instead of the request's offset {:?}",
                        s.end, about.at
                    ));
                }
                if text[s.clone()].contains(char::is_whitespace) {
                    return Err(format!("the word typed is {:?}", &text[s]));
                }
            }
        }
        // The move word as written.
        "textDocument/prepareRename" => {
            let r = result.get("range").unwrap_or(result);
            let s = span(text, r, units)?;
            one_word(text, &s)?;
            around(&s)?;
            if let Some(written) = result["placeholder"].as_str()
                && text[s.clone()] != *written
            {
                return Err(format!(
                    "the range holds {:?}, the placeholder is {written:?}",
                    &text[s]
                ));
            }
        }
        // Every move word of the file, one edit each.
        "textDocument/rename" => {
            let changes = result["changes"].as_object().ok_or("no changes")?;
            for (uri, edits) in changes {
                if *uri != about.uri {
                    return Err(format!("an edit of another document: {uri}"));
                }
                word_edits(text, edits, units)?;
            }
        }
        "textDocument/codeAction" => {
            for action in result.as_array().ok_or("no actions")? {
                let Some(changes) = action["edit"]["changes"].as_object() else {
                    continue;
                };
                for (uri, edits) in changes {
                    if *uri != about.uri {
                        return Err(format!("an edit of another document: {uri}"));
                    }
                    // A quick fix of a move replaces its word.
                    let of_moves = action["diagnostics"].as_array().is_some_and(|d| {
                        d.iter().all(|d| {
                            matches!(
                                d["code"].as_str(),
                                Some("illegal-move" | "ambiguous-move" | "malformed-move")
                            )
                        })
                    });
                    if of_moves {
                        word_edits(text, edits, units)?;
                    } else {
                        edit_spans(text, edits, units)?;
                    }
                }
            }
        }
        // White space only: each edit's text and what it replaces are
        // the same but for white space.
        "textDocument/formatting" => {
            let ink = |t: &str| -> String { t.chars().filter(|c| !c.is_whitespace()).collect() };
            for (s, new) in edit_spans(text, result, units)? {
                let old = &text[s];
                if ink(old) != ink(&new) {
                    return Err(format!("formatting replaces {old:?} with {new:?}"));
                }
            }
        }
        "textDocument/documentSymbol" => {
            let whole = 0..text.len();
            for symbol in result.as_array().ok_or("no symbols")? {
                check_symbol(text, symbol, &whole, units)?;
            }
        }
        "textDocument/foldingRange" => {
            let lines = line_starts(text).len() as u64;
            for r in result.as_array().ok_or("no ranges")? {
                let (Some(a), Some(b)) = (r["startLine"].as_u64(), r["endLine"].as_u64()) else {
                    return Err(format!("not a folding range: {r}"));
                };
                if a > b || b >= lines {
                    return Err(format!("lines {a} to {b} of {lines}: {r}"));
                }
            }
        }
        _ => {}
    }
    Ok(())
}

/// Whether a character only separates tokens, as the lexer reads it: white
/// space and line breaks (but U+0085, U+2028 and U+2029, which it does not
/// read as such), bidi marks and isolates, zero-width characters, the byte
/// order mark.
fn separates(c: char) -> bool {
    (c.is_whitespace() && !matches!(c, '\u{85}' | '\u{2028}' | '\u{2029}'))
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}')
}

/// Edits that each replace one whole move word.
fn word_edits(text: &str, edits: &Value, units: Units) -> Result<(), String> {
    for (s, new) in edit_spans(text, edits, units)? {
        // A result typeset with spaces (`1 : 0`, `(1 x 0)`) is written as
        // PGN writes it (the rewrite to standard PGN).
        if Outcome::from_text(&new).is_some_and(|o| o.as_pgn() == new)
            && Outcome::from_text(&text[s.clone()]) == Outcome::from_text(&new)
        {
            continue;
        }
        // A word taken out may take the spaces after it with it, and one
        // of print only (a lone dash, a separator: `- `, `-;` before `1.`)
        // may stand glued to the next word (the rewrite to standard PGN
        // drops them).
        if new.is_empty() {
            let held = text[s.clone()].trim_end_matches([' ', '\t']);
            let s = s.start..s.start + held.len();
            if !held.is_empty()
                && !held.contains(char::is_whitespace)
                && !held.chars().any(char::is_alphanumeric)
            {
                continue;
            }
            one_word(text, &s)?;
        } else {
            one_word(text, &s)?;
        }
    }
    Ok(())
}

/// A symbol (a game or a variation) and its children: exact ranges, the
/// selection inside the range, the range inside its parent's, not empty,
/// and neither starting nor ending with white space, a line break or an
/// invisible format character (a game's ends at its last token).
fn check_symbol(
    text: &str,
    symbol: &Value,
    parent: &std::ops::Range<usize>,
    units: Units,
) -> Result<(), String> {
    let range = span(text, &symbol["range"], units)?;
    let selection = span(text, &symbol["selectionRange"], units)?;
    let held = &text[range.clone()];
    if held.chars().next().is_none_or(char::is_whitespace)
        || held.chars().next_back().is_none_or(separates)
    {
        return Err(format!("the symbol's range holds {held:?}"));
    }
    if selection.start < range.start || range.end < selection.end {
        return Err(format!("the selection {selection:?} is outside {range:?}"));
    }
    if range.start < parent.start || parent.end < range.end {
        return Err(format!("{range:?} is outside its parent's {parent:?}"));
    }
    for child in symbol["children"].as_array().into_iter().flatten() {
        check_symbol(text, child, &range, units)?;
    }
    Ok(())
}

/// The diagnostics published for a text: exact ranges, each covering
/// something that is not white space; and, when `compare`, the codes and
/// places of the findings `forsyth check` reports in the text (a finding
/// placed one character off, or lost, is a difference).
fn check_diagnostics(
    text: &str,
    fen: bool,
    diagnostics: &Value,
    units: Units,
    compare: bool,
) -> Result<(), String> {
    let mut got = Vec::new();
    for d in diagnostics.as_array().ok_or("no list")? {
        span(text, &d["range"], units)?;
        for r in d["relatedInformation"].as_array().into_iter().flatten() {
            span(text, &r["location"]["range"], units)?;
        }
        let at = |p: &Value| {
            (
                p["line"].as_u64().unwrap_or_default() as u32,
                p["character"].as_u64().unwrap_or_default() as u32,
            )
        };
        got.push((
            d["code"].as_str().unwrap_or_default().to_owned(),
            at(&d["range"]["start"]),
            at(&d["range"]["end"]),
        ));
    }
    if !compare {
        return Ok(());
    }
    let found: Vec<(String, std::ops::Range<usize>)> = if fen {
        check_fen_text(text)
            .into_iter()
            .map(|d| (d.code.as_str().to_owned(), d.span))
            .collect()
    } else {
        let mut out = Vec::new();
        check_pgn_threads(text.as_bytes(), locales(), LanguageChoice::Auto, 1, |f| {
            let start = f.offset as usize;
            let len = f.diagnostic.span.len();
            out.push((f.diagnostic.code.as_str().to_owned(), start..start + len));
        })
        .map_err(|e| e.to_string())?;
        out
    };
    // Placed by the model: a span past the text (a FEN's missing fields
    // after its last character) ends at the text's end.
    let place = |at: usize| {
        let mut at = at.min(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        place_of(text, at, units)
    };
    let mut expected: Vec<_> = found
        .iter()
        .map(|(c, s)| (c.clone(), place(s.start), place(s.end)))
        .collect();
    got.sort();
    expected.sort();
    if got != expected {
        return Err(format!(
            "the diagnostics are not the findings of `forsyth check` ({units:?}):\n  sent     {got:?}\n  expected {expected:?}\n  spans    {found:?}"
        ));
    }
    Ok(())
}

/// A document as the client holds it.
#[derive(Clone, Default)]
struct Doc {
    text: String,
    /// The server's own text type, fed the same changes.
    server_text: Text,
    version: i64,
    open: bool,
}

// ---------------------------------------------------------------------------
// A session

fn session(u: &mut Unstructured<'_>) -> Result<()> {
    // The encodings the client offers: none (UTF-16), or a list in its
    // order of preference.
    let offered: &[&str] = u.choose(&[
        &[][..],
        &[][..],
        &["utf-8", "utf-16"],
        &["utf-32"],
        &["utf-32", "utf-8"],
        &["utf-8"],
        &["utf-16", "utf-32"],
    ])?;
    let mut client = Client::start();
    let mut params = json!({
        "processId": null,
        "rootUri": null,
        "capabilities": {
            "workspace": { "applyEdit": true, "configuration": false },
            "textDocument": { "publishDiagnostics": { "relatedInformation": true } }
        },
        "initializationOptions": { "debounceMs": 0 },
    });
    if !offered.is_empty() {
        params["capabilities"]["general"] = json!({ "positionEncodings": offered });
    }
    if u.ratio(1, 3)? {
        params["locale"] = json!(*u.choose(&["de", "el", "he", "it", "fr", ""])?);
    }
    let init = client.call("initialize", params);
    // One the client offered, or UTF-16, which every client speaks.
    let chosen = init["result"]["capabilities"]["positionEncoding"]
        .as_str()
        .unwrap_or("utf-16");
    assert!(
        chosen == "utf-16" || offered.contains(&chosen),
        "{chosen} negotiated, {offered:?} offered"
    );
    client.units = Units::from_kind(chosen).expect("an encoding of the protocol");
    client.notify("initialized", json!({}));
    // The server's own text type, fed the same changes (when it has the
    // encoding).
    let encoding = match client.units {
        Units::Utf8 => Some(Encoding::Utf8),
        Units::Utf16 => Some(Encoding::Utf16),
        Units::Utf32 => None,
    };

    let mut docs: Vec<Doc> = vec![Doc::default(); addresses().len()];
    let mut version = 0i64;
    // Running out of bytes ends the steps, not the session.
    let _ = run_steps(u, &mut client, &mut docs, &mut version, encoding);
    client.settle();

    // The diagnostics after the edits, against a fresh open of each
    // document's final text.
    for (k, doc) in docs.iter().enumerate() {
        if !doc.open {
            continue;
        }
        let (uri, language) = (addresses()[k].0.as_str(), addresses()[k].1);
        if encoding.is_some() {
            assert_eq!(
                doc.server_text.to_string_lossless(),
                doc.text,
                "the server's text and the protocol's disagree"
            );
        }
        version += 1;
        // An empty change: the version moves on after any settings
        // change, so that the diagnostics waited for are the last ones.
        client.notify(
            "textDocument/didChange",
            json!({ "textDocument": { "uri": uri, "version": version }, "contentChanges": [] }),
        );
        let edited = client.diagnostics(uri, version);
        let fresh = format!(
            "{}.fresh{k}.{}",
            uri,
            if language == "fen" { "fen" } else { "pgn" }
        );
        client.notify(
            "textDocument/didOpen",
            json!({ "textDocument": { "uri": fresh, "languageId": language, "version": 1, "text": doc.text } }),
        );
        client.model(&fresh, 1, &doc.text, language == "fen");
        let reference = client.diagnostics(&fresh, 1);
        assert_eq!(
            without_uri(edited),
            without_uri(reference),
            "the diagnostics after the edits are not those of the text opened afresh:\n{:?}",
            doc.text
        );
        client.notify(
            "textDocument/didClose",
            json!({ "textDocument": { "uri": fresh } }),
        );
    }

    match u.int_in_range(0..=7).unwrap_or(0) {
        // shutdown and exit: status 0.
        0..=2 => {
            let answer = client.call("shutdown", Value::Null);
            assert_eq!(answer["result"], Value::Null, "{answer}");
            client.notify("exit", Value::Null);
            assert_eq!(client.end(), 0);
        }
        // exit alone: 1.
        3 => {
            client.notify("exit", Value::Null);
            assert_eq!(client.end(), 1);
        }
        // The input ends: 1.
        4 => assert_eq!(client.end(), 1),
        // Broken framing: logged, 1.
        5 => {
            let bad: &[u8] = u.choose(&[
                &b"Content-Length: abc\r\n\r\n{}"[..],
                b"Content-Length: -2\r\n\r\n{}",
                b"Content-Length: 99999999999999999999999\r\n\r\n{}",
                b"Content-Length: 1\r\nContent-Length: 2\r\n\r\n{}",
                b"Content-Type: application/vscode-jsonrpc\r\n\r\n{}",
                b"hello\r\n\r\n",
                b"Content-Length: 100\r\n\r\n{\"jsonrpc\":",
                b"Content-Length: 5\r\n",
            ])?;
            client.raw(bad);
            assert_eq!(client.end(), 1);
            assert!(client.logged_error, "broken framing not logged");
        }
        // A Content-Length shorter or longer than its body: what follows
        // cannot be read as the next message; the session ends with 1
        // whatever the server made of the rest.
        _ => {
            let body = serde_json::to_vec(&json!({
                "jsonrpc": "2.0", "id": 999_999, "method": "textDocument/hover",
                "params": { "textDocument": { "uri": addresses()[0].0 }, "position": { "line": 0, "character": 0 } }
            }))
            .expect("JSON");
            let n = body.len();
            let wrong = if u.ratio(1, 2)? {
                n - u.int_in_range(1..=n - 1)?
            } else {
                n + u.int_in_range(1..=64)?
            };
            let mut frame = format!("Content-Length: {wrong}\r\n\r\n").into_bytes();
            frame.extend_from_slice(&body);
            client.raw(&frame);
            // Its answer may come (the body cut short can still be JSON)
            // or not: either is right; the request is not counted.
            client.null_errors = usize::MAX / 2;
            client.pending.insert(
                999_999,
                Pending {
                    method: "textDocument/hover".into(),
                    about: None,
                },
            );
            assert_eq!(client.end(), 1);
        }
    }
    Ok(())
}

fn run_steps(
    u: &mut Unstructured<'_>,
    client: &mut Client,
    docs: &mut [Doc],
    version: &mut i64,
    encoding: Option<Encoding>,
) -> Result<()> {
    let units = client.units;
    for _ in 0..MAX_STEPS {
        if u.is_empty() {
            break;
        }
        let k = u.choose_index(addresses().len())?;
        let (uri, language) = (addresses()[k].0.as_str(), addresses()[k].1);
        match u.int_in_range(0..=15)? {
            // Open (or open again without closing).
            0 | 1 => {
                let mut text = document(u, language == "fen")?;
                if uri == compressed_uri() {
                    // The file compressed (or cut short), its text asked
                    // for and opened as a client does.
                    let mut e =
                        flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
                    e.write_all(text.as_bytes()).expect("in memory");
                    let mut bytes = e.finish().expect("in memory");
                    let cut = u.ratio(1, 8)?;
                    if cut {
                        bytes.truncate(bytes.len() / 2);
                    }
                    std::fs::write(compressed_file(), bytes).expect("written");
                    let answer =
                        client.call("workspace/textDocumentContent", json!({ "uri": uri }));
                    if cut {
                        assert_eq!(answer["error"]["code"], -32803, "{answer}");
                        continue;
                    }
                    // A byte order mark is read, not shown.
                    let shown = text.strip_prefix('\u{feff}').unwrap_or(&text);
                    assert_eq!(answer["result"]["text"], shown, "{answer}");
                    text = shown.to_owned();
                }
                *version += 1;
                let message = json!({
                    "jsonrpc": "2.0",
                    "method": "textDocument/didOpen",
                    "params": { "textDocument": { "uri": uri, "languageId": language, "version": *version, "text": text } },
                });
                if u.ratio(1, 8)? {
                    // A lone surrogate escape in the text, as a JavaScript
                    // client sends one: read as U+FFFD.
                    let mut json = serde_json::to_string(&message).expect("JSON");
                    let at = json.find("\"text\":\"").expect("the text") + 8;
                    json.insert_str(at, "\\ud800");
                    client.body(json.as_bytes());
                    text.insert(0, '\u{fffd}');
                } else {
                    client.send(&message);
                }
                client.model(uri, *version, &text, language == "fen");
                docs[k] = Doc {
                    server_text: Text::new(&text),
                    text,
                    version: *version,
                    open: true,
                };
            }
            // Edits.
            2..=6 => {
                let mut changes = Vec::new();
                let mut text = docs[k].text.clone();
                let mut server_text = docs[k].server_text.clone();
                for _ in 0..u.int_in_range(1..=4)? {
                    let new = snippet(u)?;
                    let r = if u.ratio(1, 12)? {
                        None
                    } else {
                        Some(range_in(u, &text)?)
                    };
                    apply(&mut text, r, &new, units);
                    let change = match r {
                        Some(r) => json!({ "range": range(r), "text": new }),
                        None => json!({ "text": new }),
                    };
                    let event: lsp::TextDocumentContentChangeEvent =
                        serde_json::from_value(change.clone()).expect("a change event");
                    if let Some(encoding) = encoding {
                        server_text.apply(&event, encoding);
                    }
                    changes.push(change);
                }
                *version += 1;
                client.notify(
                    "textDocument/didChange",
                    json!({ "textDocument": { "uri": uri, "version": *version }, "contentChanges": changes }),
                );
                // A document not open ignores them.
                if docs[k].open {
                    client.model(uri, *version, &text, language == "fen");
                    docs[k].text = text;
                    docs[k].server_text = server_text;
                    docs[k].version = *version;
                }
            }
            7 => {
                client.notify(
                    "textDocument/didClose",
                    json!({ "textDocument": { "uri": uri } }),
                );
                docs[k].open = false;
                client.open.remove(uri);
            }
            // Requests.
            8..=11 => {
                let (method, params) = request(u, client, uri, &docs[k].text)?;
                let wait = u.ratio(1, 2)?;
                let cancel = u.ratio(1, 5)?;
                if wait && !cancel {
                    // Its answer is checked as it comes.
                    client.call(method, params);
                } else {
                    let id = client.request(method, params);
                    if cancel {
                        client.notify("$/cancelRequest", json!({ "id": id }));
                    }
                }
            }
            12 => client.settle(),
            // Settings.
            13 => {
                let mut section = json!({});
                if u.ratio(1, 2)? {
                    section["locale"] =
                        json!(*u.choose(&["en", "de", "el", "he", "it", "xx", ""])?);
                }
                if u.ratio(1, 2)? {
                    section["notation"] =
                        json!(*u.choose(&["auto", "en", "de", "Ελληνικά", "עברית", "it", "xx"])?);
                }
                if u.ratio(1, 3)? {
                    section["style"] =
                        json!(*u.choose(&["san", "lan", "fan", "uci", "iccf", "x"])?);
                }
                client.settings_changed = true;
                client.notify(
                    "workspace/didChangeConfiguration",
                    json!({ "settings": { "forsyth": section } }),
                );
            }
            14 => malformed(u, client, uri)?,
            // The next frame's headers.
            _ => client.headers = u.int_in_range(0..=4)?,
        }
    }
    Ok(())
}

/// A request about `uri`.
fn request(
    u: &mut Unstructured<'_>,
    client: &Client,
    uri: &str,
    text: &str,
) -> Result<(&'static str, Value)> {
    let doc = json!({ "uri": uri });
    let (line, character) = position(u, text)?;
    let at = json!({ "textDocument": doc, "position": { "line": line, "character": character } });
    Ok(match u.int_in_range(0..=11)? {
        0 => ("textDocument/hover", at),
        1 => ("textDocument/completion", at),
        2 => ("textDocument/prepareRename", at),
        3 => {
            let mut p = at;
            p["newName"] = json!(*u.choose(NEW_NAMES)?);
            ("textDocument/rename", p)
        }
        4 | 5 => {
            let r = range_in(u, text)?;
            let mut diagnostics = Vec::new();
            for _ in 0..u.int_in_range(0..=3)? {
                let known = client
                    .published
                    .get(uri)
                    .and_then(|(_, d)| d.as_array())
                    .filter(|d| !d.is_empty());
                match known {
                    // One the server gave (for some version).
                    Some(list) if u.ratio(2, 3)? => {
                        diagnostics.push(list[u.choose_index(list.len())?].clone());
                    }
                    _ => diagnostics.push(json!({
                        "range": range(range_in(u, text)?),
                        "code": *u.choose(CODES)?,
                        "message": "?",
                    })),
                }
            }
            let mut context = json!({ "diagnostics": diagnostics });
            if u.ratio(1, 3)? {
                context["only"] =
                    json!([*u.choose(&["quickfix", "refactor", "refactor.rewrite", "source"])?]);
            }
            (
                "textDocument/codeAction",
                json!({ "textDocument": doc, "range": range(r), "context": context }),
            )
        }
        6 => (
            "textDocument/documentSymbol",
            json!({ "textDocument": doc }),
        ),
        7 => ("textDocument/foldingRange", json!({ "textDocument": doc })),
        8 => (
            "textDocument/formatting",
            json!({ "textDocument": doc, "options": { "tabSize": 4, "insertSpaces": true } }),
        ),
        9 => {
            let lang = *u.choose(&["de", "el", "he", "it", "en", "xx"])?;
            let style = *u.choose(&["", "san", "lan", "fan", "uci", "iccf", "bad"])?;
            let scope = *u.choose(&["file", "game"])?;
            let mut arg =
                json!({ "uri": uri, "lang": lang, "scope": scope, "position": at["position"] });
            if !style.is_empty() {
                arg["style"] = json!(style);
            }
            (
                "workspace/executeCommand",
                json!({ "command": "forsyth.translate", "arguments": [arg] }),
            )
        }
        10 => {
            let command = *u.choose(&["forsyth.fen", "forsyth.languages", "forsyth.nothing"])?;
            (
                "workspace/executeCommand",
                json!({ "command": command, "arguments": [{ "uri": uri, "position": at["position"] }] }),
            )
        }
        _ => (
            *u.choose(&[
                "textDocument/semanticTokens/full",
                "textDocument/definition",
                "forsyth/unknown",
            ])?,
            json!({ "textDocument": doc }),
        ),
    })
}

/// A malformed message whose framing is intact: answered with an error,
/// and the session goes on.
fn malformed(u: &mut Unstructured<'_>, client: &mut Client, uri: &str) -> Result<()> {
    match u.int_in_range(0..=9)? {
        // Not JSON.
        0 => {
            let mut body: Vec<u8> = u.arbitrary::<&[u8]>()?.iter().copied().take(64).collect();
            // Never JSON, not even once lone surrogates are mended.
            if serde_json::from_slice::<Value>(&body).is_ok()
                || body.windows(2).any(|w| w == b"\\u")
            {
                body.insert(0, 1);
            }
            client.null_errors += 1;
            client.body(&body);
        }
        // JSON that is no request.
        1 => {
            let body = *u.choose(&[
                "[]",
                "42",
                "null",
                "\"x\"",
                "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"shutdown\"}]",
                "{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"textDocument/hover\"}",
                "{\"jsonrpc\":\"2.0\"}",
            ])?;
            client.null_errors += 1;
            client.body(body.as_bytes());
        }
        // A request whose params have the wrong types: InvalidParams.
        2 => {
            let method = *u.choose(SERVED)?;
            let list = [
                json!({ "textDocument": { "uri": uri }, "position": "here" }),
                json!({ "textDocument": 5 }),
                json!([1, 2, 3]),
                json!({ "textDocument": { "uri": uri }, "position": { "line": -1, "character": 0 } }),
                json!({ "textDocument": { "uri": uri }, "range": { "start": 1 }, "context": {} }),
            ];
            let params = u.choose(&list)?.clone();
            client.request(method, params);
        }
        // A request that is not JSON-RPC 2.0 but has an id.
        3 => {
            let id = client.next_id;
            client.next_id += 1;
            client.pending.insert(
                id,
                Pending {
                    method: "malformed".into(),
                    about: None,
                },
            );
            let body =
                format!("{{\"jsonrpc\":\"1.0\",\"id\":{id},\"method\":\"textDocument/hover\"}}");
            client.body(body.as_bytes());
        }
        // Notifications with the wrong types: dropped, nothing changes.
        4 => {
            let list = [
                json!({ "jsonrpc": "2.0", "method": "textDocument/didChange", "params": { "textDocument": { "uri": uri, "version": "x" }, "contentChanges": [{ "text": "1. e4" }] } }),
                json!({ "jsonrpc": "2.0", "method": "textDocument/didOpen", "params": { "textDocument": { "uri": 7 } } }),
                json!({ "jsonrpc": "2.0", "method": "textDocument/didClose", "params": null }),
                json!({ "jsonrpc": "2.0", "method": "$/cancelRequest", "params": { "id": [1] } }),
                json!({ "jsonrpc": "2.0", "method": "$/setTrace", "params": { "value": "verbose" } }),
                json!({ "jsonrpc": "2.0", "method": "forsyth/unknown" }),
            ];
            let body = u.choose(&list)?.clone();
            client.send(&body);
        }
        // A response to no request of the server's.
        5 => client.send(&json!({ "jsonrpc": "2.0", "id": 4242, "result": null })),
        6 => client.body(b"{\"jsonrpc\":\"2.0\",\"result\":1}"),
        // A lone surrogate and invalid UTF-8 in a message.
        7 => {
            client.null_errors += 1;
            let mut body = br#"{"jsonrpc":"2.0","method":"window/x","params":""#.to_vec();
            body.extend_from_slice(&[0xc3, 0x28, 0xff, b'"', b'}']);
            client.body(&body);
        }
        8 => {
            // An unknown document, and an id the server never saw.
            let id = client.request(
                "textDocument/hover",
                json!({ "textDocument": { "uri": "file:///fuzz/none.pgn" }, "position": { "line": 0, "character": 0 } }),
            );
            client.notify("$/cancelRequest", json!({ "id": id + 1000 }));
        }
        // A cancellation of a request still running, or long answered.
        _ => {
            let ids: Vec<i64> = client.pending.keys().copied().collect();
            let id = if ids.is_empty() {
                client.next_id - 1
            } else {
                ids[u.choose_index(ids.len())?]
            };
            client.notify("$/cancelRequest", json!({ "id": id }));
        }
    }
    Ok(())
}
