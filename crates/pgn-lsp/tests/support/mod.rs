//! What the tests and benchmarks of the language server share: a small LSP
//! client that starts the real `pgn-lsp` binary and talks JSON-RPC over its
//! standard input and output (start it, send and receive frames, open and
//! change documents, wait for diagnostics, ask for and apply code actions),
//! and the documents and positions they build.

#![allow(dead_code)]

use std::{
    io::{BufRead, BufReader, Read, Write},
    process::{Child, ChildStdin, Command, Stdio},
    sync::{
        Arc, Mutex,
        atomic::{AtomicUsize, Ordering},
        mpsc::{Receiver, RecvTimeoutError, channel},
    },
    thread,
    time::{Duration, Instant},
};

use serde_json::{Value, json};

/// How long a test waits for an answer or a notification by default.
pub const TIMEOUT: Duration = Duration::from_secs(20);

/// How long a test waits on documents of a megabyte of hostile text: the
/// tests run a debug build of the server, several tests at once on a
/// machine that may have two cores, where reading such a document takes
/// about 7 to 20 seconds (a release build takes well under one).
pub const PATIENT: Duration = Duration::from_secs(240);

pub struct Client {
    child: Child,
    stdin: Option<ChildStdin>,
    /// What the server wrote on standard error so far.
    log: Arc<Mutex<String>>,
    incoming: Receiver<(Value, Instant)>,
    /// When the last byte of each response came, by id.
    received: std::collections::HashMap<String, Instant>,
    next_id: i64,
    /// How long [`Client::request`], [`Client::wait_for`] and
    /// [`Client::diagnostics`] wait ([`TIMEOUT`] unless set by
    /// [`Client::patient`]).
    timeout: Duration,
    /// Notifications and server requests not yet looked at.
    pub backlog: Vec<Value>,
    /// `workspace/applyEdit` requests the server sent (answered: applied).
    pub applied: Vec<Value>,
}

/// Messages longer than this many bytes are not parsed in full but
/// summed up ([`summary`]). Benchmarks lower it, so that what they time is
/// the server, not this client building and freeing a hundred megabytes of
/// JSON values (which can stall its next small allocation for a second).
pub static SUMMARIZE_ABOVE: AtomicUsize = AtomicUsize::new(usize::MAX);

/// A long message summed up: its id, method and error as they are, and a
/// result that is an array of as many nulls as it has items, or else
/// `{"bytes": length}`.
fn summary(body: &[u8]) -> Option<Value> {
    #[derive(serde::Deserialize)]
    struct Head {
        id: Option<Value>,
        method: Option<Value>,
        error: Option<Value>,
        result: Option<serde::de::IgnoredAny>,
    }
    let head: Head = serde_json::from_slice(body).ok()?;
    let mut message = json!({ "jsonrpc": "2.0" });
    for (key, value) in [
        ("id", head.id),
        ("method", head.method),
        ("error", head.error),
    ] {
        if let Some(v) = value {
            message[key] = v;
        }
    }
    if head.result.is_some() {
        message["result"] = match top_level_items(body) {
            Some(n) => Value::Array(vec![Value::Null; n]),
            None => json!({ "bytes": body.len() }),
        };
    }
    Some(message)
}

/// How many items the array after the first `"result":` has, if it is
/// an array.
fn top_level_items(body: &[u8]) -> Option<usize> {
    let key = b"\"result\":";
    let at = body.windows(key.len()).position(|w| w == key)? + key.len();
    if body.get(at) != Some(&b'[') {
        return None;
    }
    let (mut depth, mut items, mut in_string, mut escaped) = (0usize, 0usize, false, false);
    for &b in &body[at + 1..] {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                if depth == 0 && items == 0 {
                    items = 1;
                }
                depth += 1;
            }
            b']' | b'}' if depth == 0 => return Some(items),
            b']' | b'}' => depth -= 1,
            b',' if depth == 0 => items += 1,
            b if depth == 0 && items == 0 && !b.is_ascii_whitespace() => items = 1,
            _ => {}
        }
    }
    None
}

/// A message and when its last byte came (before it was parsed).
fn read_message(reader: &mut impl BufRead) -> Option<(Value, Instant)> {
    let mut length = None;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some(v) = line.strip_prefix("Content-Length:") {
            length = v.trim().parse::<usize>().ok();
        }
    }
    let mut body = vec![0; length?];
    reader.read_exact(&mut body).ok()?;
    let received = Instant::now();
    if body.len() > SUMMARIZE_ABOVE.load(Ordering::Relaxed) {
        return Some((summary(&body)?, received));
    }
    Some((serde_json::from_slice(&body).ok()?, received))
}

impl Client {
    /// Starts the server with the given environment: the `pgn-lsp` built
    /// with the tests, or the one `FORSYTH_LSP_SERVER` names (a benchmark
    /// of another build).
    pub fn start_with_env(env: &[(&str, &str)]) -> Client {
        let program = std::env::var_os("FORSYTH_LSP_SERVER")
            .unwrap_or_else(|| env!("CARGO_BIN_EXE_pgn-lsp").into());
        let mut command = Command::new(program);
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for (k, v) in env {
            command.env(k, v);
        }
        let mut child = command.spawn().expect("pgn-lsp starts");
        let stdout = child.stdout.take().unwrap();
        let mut stderr = child.stderr.take().unwrap();
        let log = Arc::new(Mutex::new(String::new()));
        let lines = log.clone();
        thread::spawn(move || {
            let mut buffer = [0; 4096];
            while let Ok(n) = stderr.read(&mut buffer) {
                if n == 0 {
                    break;
                }
                let text = String::from_utf8_lossy(&buffer[..n]);
                lines.lock().unwrap().push_str(&text);
            }
        });
        let (tx, rx) = channel();
        thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            while let Some(message) = read_message(&mut reader) {
                if tx.send(message).is_err() {
                    break;
                }
            }
        });
        Client {
            stdin: child.stdin.take(),
            log,
            child,
            incoming: rx,
            received: std::collections::HashMap::new(),
            next_id: 1,
            timeout: TIMEOUT,
            backlog: Vec::new(),
            applied: Vec::new(),
        }
    }

    pub fn start() -> Client {
        Client::start_with_env(&[])
    }

    /// Starts and initializes: `encodings` are the position encodings the
    /// client offers (empty: none, as Neovim 0.7), `locale` its UI language.
    pub fn initialized(
        encodings: &[&str],
        locale: Option<&str>,
        options: Value,
    ) -> (Client, Value) {
        let mut client = Client::start();
        let mut params = json!({
            "processId": null,
            "rootUri": null,
            "capabilities": {
                "workspace": { "applyEdit": true, "configuration": false },
                "textDocument": {
                    "hover": { "contentFormat": ["markdown", "plaintext"] },
                    "rename": { "prepareSupport": true },
                    "publishDiagnostics": { "relatedInformation": true }
                }
            },
            "initializationOptions": options,
        });
        if !encodings.is_empty() {
            params["capabilities"]["general"] = json!({ "positionEncodings": encodings });
        }
        if let Some(l) = locale {
            params["locale"] = json!(l);
        }
        let result = client.request("initialize", params);
        client.notify("initialized", json!({}));
        (client, result)
    }

    pub fn send(&mut self, message: &Value) {
        let body = serde_json::to_vec(message).unwrap();
        let stdin = self.stdin.as_mut().expect("stdin open");
        write!(stdin, "Content-Length: {}\r\n\r\n", body.len()).unwrap();
        stdin.write_all(&body).unwrap();
        stdin.flush().unwrap();
    }

    /// Writes bytes as they are, framing and all.
    pub fn send_raw(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    /// Sends `body` in a frame of the right length.
    pub fn send_body(&mut self, body: &[u8]) {
        let mut frame = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
        frame.extend_from_slice(body);
        self.send_raw(&frame);
    }

    /// Waits up to `timeout` from now on for answers and notifications.
    pub fn patient(&mut self, timeout: Duration) {
        self.timeout = timeout;
    }

    /// Closes the server's standard input.
    pub fn close_input(&mut self) {
        drop(self.stdin.take());
    }

    /// The server's exit status, once it exits (within the timeout).
    pub fn exit_status(&mut self) -> Option<i32> {
        let deadline = Instant::now() + TIMEOUT;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code();
            }
            assert!(Instant::now() < deadline, "the server did not exit");
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// Sends `exit` and returns the exit status.
    pub fn exit(mut self) -> Option<i32> {
        self.notify("exit", Value::Null);
        self.close_input();
        self.exit_status()
    }

    pub fn notify(&mut self, method: &str, params: Value) {
        self.send(&json!({ "jsonrpc": "2.0", "method": method, "params": params }));
    }

    fn receive(&mut self, deadline: Instant) -> Option<Value> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.incoming.recv_timeout(left) {
            Ok((message, at)) => {
                if message.get("method").is_none()
                    && let Some(id) = message.get("id")
                {
                    self.received.insert(id.to_string(), at);
                }
                // Answer the server's requests at once.
                if message.get("id").is_some() && message.get("method").is_some() {
                    let id = message["id"].clone();
                    let result = match message["method"].as_str() {
                        Some("workspace/applyEdit") => {
                            self.applied.push(message["params"].clone());
                            json!({ "applied": true })
                        }
                        Some("workspace/configuration") => json!([null]),
                        _ => Value::Null,
                    };
                    self.send(&json!({ "jsonrpc": "2.0", "id": id, "result": result }));
                }
                Some(message)
            }
            Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => None,
        }
    }

    /// When the last byte of the response to request `id` came: the time
    /// of an answer without the time this client took to parse it.
    pub fn received_at(&self, id: impl Into<Value>) -> Option<Instant> {
        self.received.get(&id.into().to_string()).copied()
    }

    /// Sends a request without waiting for its response; returns its id.
    pub fn send_request(&mut self, method: &str, params: Value) -> i64 {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        id
    }

    /// The response to request `id` (the whole of it, with `result` or
    /// `error`), if it comes within `timeout`.
    pub fn response(&mut self, id: impl Into<Value>, timeout: Duration) -> Option<Value> {
        let id = id.into();
        if let Some(i) = self
            .backlog
            .iter()
            .position(|m| m.get("id") == Some(&id) && m.get("method").is_none())
        {
            return Some(self.backlog.remove(i));
        }
        let deadline = Instant::now() + timeout;
        loop {
            let message = self.receive(deadline)?;
            if message.get("id") == Some(&id) && message.get("method").is_none() {
                return Some(message);
            }
            self.backlog.push(message);
        }
    }

    /// Sends a request and waits for its response; returns the whole
    /// response (with `result` or `error`).
    pub fn request_raw(&mut self, method: &str, params: Value) -> Value {
        let id = self.send_request(method, params);
        let timeout = self.timeout;
        self.response(id, timeout)
            .unwrap_or_else(|| panic!("no answer to {method} within {timeout:?}"))
    }

    /// Sends a request and returns its result; panics on an error answer.
    pub fn request(&mut self, method: &str, params: Value) -> Value {
        let response = self.request_raw(method, params);
        assert!(
            response.get("error").is_none(),
            "{method} failed: {response}"
        );
        response["result"].clone()
    }

    /// Waits for a notification `method` whose params satisfy `matches`.
    pub fn wait_for(&mut self, method: &str, matches: impl Fn(&Value) -> bool) -> Value {
        let timeout = self.timeout;
        self.wait_within(method, matches, timeout)
            .unwrap_or_else(|| panic!("no {method} within {timeout:?}"))
    }

    /// The params of a notification `method` that satisfy `matches`, if
    /// one comes within `timeout`.
    pub fn wait_within(
        &mut self,
        method: &str,
        matches: impl Fn(&Value) -> bool,
        timeout: Duration,
    ) -> Option<Value> {
        if let Some(i) = self
            .backlog
            .iter()
            .position(|m| m["method"] == method && matches(&m["params"]))
        {
            return Some(self.backlog.remove(i)["params"].clone());
        }
        let deadline = Instant::now() + timeout;
        loop {
            let message = self.receive(deadline)?;
            if message["method"] == method && matches(&message["params"]) {
                return Some(message["params"].clone());
            }
            self.backlog.push(message);
        }
    }

    /// The diagnostics published for `uri` at `version`.
    pub fn diagnostics(&mut self, uri: &str, version: i64) -> Vec<Value> {
        let params = self.wait_for("textDocument/publishDiagnostics", |p| {
            p["uri"] == uri && p["version"] == version
        });
        params["diagnostics"]
            .as_array()
            .cloned()
            .unwrap_or_default()
    }

    pub fn open(&mut self, uri: &str, language: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({ "textDocument": { "uri": uri, "languageId": language, "version": 1, "text": text } }),
        );
    }

    /// The code actions for `diagnostic`, sent back as the client got it
    /// (of the kinds `only`, when given).
    pub fn code_actions(
        &mut self,
        uri: &str,
        diagnostic: &Value,
        only: Option<&[&str]>,
    ) -> Vec<Value> {
        let mut context = json!({ "diagnostics": [diagnostic] });
        if let Some(only) = only {
            context["only"] = json!(only);
        }
        let actions = self.request(
            "textDocument/codeAction",
            json!({
                "textDocument": { "uri": uri },
                "range": diagnostic["range"],
                "context": context,
            }),
        );
        actions.as_array().cloned().unwrap_or_default()
    }

    /// The quick fixes of `diagnostic`.
    pub fn quick_fixes(&mut self, uri: &str, diagnostic: &Value) -> Vec<Value> {
        self.code_actions(uri, diagnostic, Some(&["quickfix"]))
    }

    /// Applies an action's edit as an editor does: its text edits become
    /// the document's next version, sent as ranged changes (later edits
    /// first, so that the earlier ranges stay right). Returns the new text.
    pub fn apply_action(&mut self, uri: &str, text: &str, version: i64, action: &Value) -> String {
        let edits = action["edit"]["changes"][uri].as_array().expect("edits");
        let mut changes: Vec<Value> = edits
            .iter()
            .map(|e| json!({ "range": e["range"], "text": e["newText"] }))
            .collect();
        changes.sort_by_key(|c| {
            let start = &c["range"]["start"];
            std::cmp::Reverse((start["line"].as_u64(), start["character"].as_u64()))
        });
        self.change(uri, version, Value::Array(changes));
        apply_edits(text, edits)
    }

    pub fn change(&mut self, uri: &str, version: i64, changes: Value) {
        self.notify(
            "textDocument/didChange",
            json!({ "textDocument": { "uri": uri, "version": version }, "contentChanges": changes }),
        );
    }

    /// Shuts down and exits; returns the exit status code.
    pub fn shutdown(mut self) -> Option<i32> {
        let result = self.request_raw("shutdown", Value::Null);
        assert!(result.get("error").is_none(), "shutdown failed: {result}");
        self.exit()
    }

    /// What the server wrote on standard error so far (a moment ago).
    pub fn stderr(&self) -> String {
        // The reading thread takes a moment to catch up.
        thread::sleep(Duration::from_millis(50));
        self.log.lock().unwrap().clone()
    }

    /// The server's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Whether the server process still runs.
    pub fn is_alive(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A position in a document.
pub fn pos(line: u32, character: u32) -> Value {
    json!({ "line": line, "character": character })
}

/// A position in document `uri` (`TextDocumentPositionParams`).
pub fn at(uri: &str, line: u32, character: u32) -> Value {
    json!({ "textDocument": { "uri": uri }, "position": pos(line, character) })
}

/// Every finding but those of `code`, for checking that a fix changes
/// nothing else.
pub fn without_code(diagnostics: &[Value], code: &str) -> Vec<Value> {
    diagnostics
        .iter()
        .filter(|d| d["code"] != code)
        .cloned()
        .collect()
}

/// A legal game of `plies` plies (the knights going out and back), 16 a
/// line, without a result: the cursor for the next move is at the end of
/// the last line, returned as (line, character).
pub fn long_game(plies: usize) -> (String, u32, u32) {
    let moves = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut text = String::from("[Event \"long\"]\n[White \"A\"]\n[Black \"B\"]\n\n");
    let mut line = String::new();
    let mut lines = 4;
    for i in 0..plies {
        if i % 2 == 0 {
            line.push_str(&format!("{}. ", i / 2 + 1));
        }
        line.push_str(moves[i % 4]);
        line.push(' ');
        if i % 16 == 15 && i + 1 < plies {
            text.push_str(&line);
            text.push('\n');
            line.clear();
            lines += 1;
        }
    }
    text.push_str(&line);
    let character = line.len() as u32;
    text.push('\n');
    (text, lines, character)
}

/// Removes the bidi isolation marks Fluent puts around placeables.
pub fn plain(text: &str) -> String {
    text.replace(['\u{2068}', '\u{2069}'], "")
}

/// Applies LSP text edits (UTF-16 positions) to `text`.
pub fn apply_edits(text: &str, edits: &[Value]) -> String {
    let offset = |pos: &Value| -> usize {
        let line = pos["line"].as_u64().unwrap() as usize;
        let character = pos["character"].as_u64().unwrap() as usize;
        let mut at = 0;
        for (i, l) in text.split_inclusive('\n').enumerate() {
            if i == line {
                let mut units = 0;
                for (b, c) in l.char_indices() {
                    if units >= character || c == '\n' || c == '\r' {
                        return at + b;
                    }
                    units += c.len_utf16();
                }
                return at + l.trim_end_matches(['\n', '\r']).len();
            }
            at += l.len();
        }
        text.len()
    };
    let mut spans: Vec<(usize, usize, String)> = edits
        .iter()
        .map(|e| {
            (
                offset(&e["range"]["start"]),
                offset(&e["range"]["end"]),
                e.get("newText")
                    .or_else(|| e.get("text"))
                    .and_then(Value::as_str)
                    .unwrap()
                    .to_owned(),
            )
        })
        .collect();
    spans.sort_by_key(|s| std::cmp::Reverse(s.0));
    let mut out = text.to_owned();
    for (a, b, t) in spans {
        out.replace_range(a..b, &t);
    }
    out
}
