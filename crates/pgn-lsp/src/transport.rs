//! The wire: the protocol's framing (`Content-Length` headers, JSON-RPC
//! bodies) on standard input and output, in front of tower-lsp-server's
//! service.
//!
//! tower-lsp-server's own transport ends the session, silently and with
//! status 0, at the first message it cannot read. This one reads frames
//! itself and hands the service only messages it can take:
//!
//! - a body that is not JSON gets a `ParseError` (-32700) answer, JSON that
//!   is not a request or a response (`[]`, `42`, `null`, a batch, an object
//!   as id) an `InvalidRequest` (-32600) answer, with the request's id when
//!   it can be read and `null` otherwise; a response that cannot be read
//!   is dropped. The session goes on.
//! - a lone UTF-16 surrogate escape in a string (`"\ud800"`, which a
//!   JavaScript client can send for a document holding one) is read as
//!   U+FFFD, as invalid UTF-8 in a file is.
//! - a message longer than [`MAX_MESSAGE`] is read past, and answered with
//!   `InvalidRequest`.
//! - broken framing — a header line that is not `Name: value`, a missing,
//!   repeated or unreadable `Content-Length`, headers longer than
//!   [`MAX_HEADERS`], the input ending inside a message — is logged on
//!   standard error and with `window/logMessage`, and ends the session with
//!   status 1: after it, where the next message starts is unknown.
//!
//! Log lines are in the user's language (`lsp-framing-*`, `lsp-message-*`
//! and others of `messages.ftl`): English until `initialize` says another.
//! The error answers themselves stay in English: they are for the client
//! program, not the user.
//!
//! Reading (with JSON parsing) and writing run on threads of their own:
//! a huge message is parsed, and a client slow to read is written to,
//! without holding up the requests. Each message goes to the service in
//! order, and its handler starts (up to its first wait) before the next
//! message is read: document changes stay in order, and a request sees the
//! version it was made on. Requests then run concurrently.
//!
//! The exit status is 0 after `shutdown` and `exit` (or the end of the
//! input after `shutdown`), 1 otherwise, as the protocol says.

use std::{
    borrow::Cow,
    collections::HashMap,
    fmt,
    future::Future,
    io::{self, BufRead, BufReader, Read, Write},
    pin::Pin,
    sync::{Arc, Mutex, mpsc},
    task::{Context, Poll, Waker},
    time::Duration,
};

use forsyth_notation::{diagnostic::Arg, locale::Locales};
use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tower_lsp_server::{
    ExitedError, LspService,
    jsonrpc::{Error, ErrorCode, Id, Request, Response},
};
use tower_service::Service;

use crate::server::{Backend, Commit, LargeAnswer, Messages};

/// The longest message read (bytes): a document of a few hundred
/// megabytes. A longer one is read past and answered with an error.
pub const MAX_MESSAGE: usize = 512 << 20;

/// The longest header section (bytes).
pub const MAX_HEADERS: usize = 8 << 10;

/// A message from the client.
#[derive(Debug)]
pub enum Incoming {
    /// A request or a notification.
    Request(Request),
    /// The answer to a request of the server.
    Response(Response),
}

/// A frame read from the input.
#[derive(Debug, PartialEq, Eq)]
pub enum Frame {
    /// A body.
    Body(Vec<u8>),
    /// A body longer than that, read past: its length.
    TooLarge(usize),
}

/// Why the framing is broken.
#[derive(Debug)]
pub enum Broken {
    /// The input ended inside a message.
    Truncated,
    /// A header line is not `Name: value` (its start).
    Header(String),
    /// The header section has no `Content-Length`.
    NoLength,
    /// `Content-Length` is not a number of bytes, or given twice with two
    /// values (the value).
    Length(String),
    /// The header section is longer than [`MAX_HEADERS`].
    LongHeaders,
    /// Reading failed.
    Io(io::Error),
}

impl Broken {
    /// What broke, in the user's language.
    #[must_use]
    pub fn message(&self, say: &Messages) -> String {
        match self {
            Broken::Truncated => say.format("lsp-framing-truncated", &[]),
            Broken::Header(line) => say.format("lsp-framing-header", &[("text", text(line))]),
            Broken::NoLength => say.format("lsp-framing-no-length", &[]),
            Broken::Length(value) => {
                say.format("lsp-framing-bad-length", &[("value", text(value))])
            }
            Broken::LongHeaders => say.format(
                "lsp-framing-long-headers",
                &[("limit", number(MAX_HEADERS))],
            ),
            Broken::Io(e) => say.format("lsp-framing-read-failed", &[("reason", text(&e))]),
        }
    }
}

/// A text argument of a message.
fn text(value: &impl fmt::Display) -> Arg {
    Arg::Text(value.to_string())
}

/// A number argument of a message.
fn number(value: usize) -> Arg {
    Arg::Number(i64::try_from(value).unwrap_or(i64::MAX))
}

/// At most 40 characters of `bytes`, for a message.
fn excerpt(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let text = text.trim_end_matches(['\r', '\n']);
    match text.char_indices().nth(40) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_owned(),
    }
}

/// Reads one frame, with a body of at most `max` bytes; `None` at the end
/// of the input between frames.
///
/// # Errors
///
/// Broken framing: the session cannot go on.
pub fn read_frame(input: &mut impl BufRead, max: usize) -> Result<Option<Frame>, Broken> {
    let mut length: Option<usize> = None;
    let mut used = 0;
    let mut line = Vec::new();
    loop {
        line.clear();
        let room = (MAX_HEADERS - used) as u64;
        let n = input
            .by_ref()
            .take(room)
            .read_until(b'\n', &mut line)
            .map_err(Broken::Io)?;
        if n == 0 {
            return if used == 0 && room > 0 {
                Ok(None)
            } else if room == 0 {
                Err(Broken::LongHeaders)
            } else {
                Err(Broken::Truncated)
            };
        }
        used += n;
        if line.last() != Some(&b'\n') {
            return Err(if used >= MAX_HEADERS {
                Broken::LongHeaders
            } else {
                Broken::Truncated
            });
        }
        let content = line.strip_suffix(b"\n").unwrap_or(&line);
        let content = content.strip_suffix(b"\r").unwrap_or(content);
        if content.is_empty() {
            break;
        }
        let Some(colon) = content.iter().position(|&b| b == b':') else {
            return Err(Broken::Header(excerpt(content)));
        };
        let name = content[..colon].trim_ascii();
        let value = content[colon + 1..].trim_ascii();
        if name.eq_ignore_ascii_case(b"Content-Length") {
            let parsed = std::str::from_utf8(value)
                .ok()
                .filter(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|v| v.parse::<usize>().ok());
            match (parsed, length) {
                (Some(n), None) => length = Some(n),
                (Some(n), Some(m)) if n == m => {}
                _ => return Err(Broken::Length(excerpt(value))),
            }
        }
        // Other headers (Content-Type) change nothing: the body is UTF-8.
    }
    let length = length.ok_or(Broken::NoLength)?;
    let mut body = input.by_ref().take(length as u64);
    if length > max {
        let skipped = io::copy(&mut body, &mut io::sink()).map_err(Broken::Io)?;
        return if skipped as usize == length {
            Ok(Some(Frame::TooLarge(length)))
        } else {
            Err(Broken::Truncated)
        };
    }
    // Grown as the bytes come: a length the client does not send costs
    // nothing.
    let mut bytes = Vec::with_capacity(length.min(1 << 20));
    body.read_to_end(&mut bytes).map_err(Broken::Io)?;
    if bytes.len() < length {
        return Err(Broken::Truncated);
    }
    Ok(Some(Frame::Body(bytes)))
}

/// An error answer.
fn error(id: Id, code: ErrorCode, message: impl Into<Cow<'static, str>>) -> Response {
    Response::from_error(
        id,
        Error {
            code,
            message: message.into(),
            data: None,
        },
    )
}

/// The message of a body, or the error answer to give (`None` for a
/// response that cannot be read, which gets none).
///
/// # Errors
///
/// A body that is not a JSON-RPC message.
pub fn parse(body: &[u8]) -> Result<Incoming, Option<Response>> {
    let value: Value = match serde_json::from_slice(body) {
        Ok(value) => value,
        Err(e) => match mend_surrogates(body).and_then(|b| serde_json::from_slice(&b).ok()) {
            Some(value) => value,
            None => {
                let message = format!("not JSON: {e}");
                return Err(Some(error(Id::Null, ErrorCode::ParseError, message)));
            }
        },
    };
    let Value::Object(map) = &value else {
        let message = match &value {
            Value::Array(a) if a.is_empty() => "an empty batch",
            Value::Array(_) => "a batch: the Language Server Protocol has none",
            _ => "not an object",
        };
        return Err(Some(error(Id::Null, ErrorCode::InvalidRequest, message)));
    };
    let id = map
        .get("id")
        .and_then(|id| serde_json::from_value::<Id>(id.clone()).ok())
        .unwrap_or(Id::Null);
    if map.contains_key("method") {
        serde_json::from_value(value)
            .map(Incoming::Request)
            .map_err(|e| Some(error(id, ErrorCode::InvalidRequest, e.to_string())))
    } else if map.contains_key("result") || map.contains_key("error") {
        serde_json::from_value(value)
            .map(Incoming::Response)
            .map_err(|_| None)
    } else {
        let message = "neither a request (no method) nor a response (no result or error)";
        Err(Some(error(id, ErrorCode::InvalidRequest, message)))
    }
}

/// `body` with every `\u` escape of a lone UTF-16 surrogate replaced by
/// `\uFFFD`; `None` when it has none.
fn mend_surrogates(body: &[u8]) -> Option<Vec<u8>> {
    let hex = |at: usize| -> Option<u16> {
        let digits = body.get(at..at + 4)?;
        u16::from_str_radix(std::str::from_utf8(digits).ok()?, 16).ok()
    };
    // `\uXXXX` at `at`, the code unit.
    let unit = |at: usize| -> Option<u16> {
        (body.get(at..at + 2)? == b"\\u").then_some(())?;
        hex(at + 2)
    };
    let mut out: Option<Vec<u8>> = None;
    let mut copied = 0;
    let mut i = 0;
    while i < body.len() {
        if body[i] != b'\\' {
            i += 1;
            continue;
        }
        let Some(u) = unit(i) else {
            // Another escape: its character is not a `\` that starts one.
            i += 2;
            continue;
        };
        let paired = (0xD800..0xDC00).contains(&u)
            && unit(i + 6).is_some_and(|low| (0xDC00..0xE000).contains(&low));
        if paired {
            i += 12;
        } else if (0xD800..0xE000).contains(&u) {
            let out = out.get_or_insert_with(|| Vec::with_capacity(body.len()));
            out.extend_from_slice(&body[copied..i]);
            out.extend_from_slice(b"\\uFFFD");
            i += 6;
            copied = i;
        } else {
            i += 6;
        }
    }
    let mut out = out?;
    out.extend_from_slice(&body[copied..]);
    Some(out)
}

/// What goes out.
enum Outgoing {
    Response(Response),
    Request(Request),
    /// A successful answer whose result is JSON text already.
    Json {
        id: Id,
        result: Vec<u8>,
    },
    /// Flush and stop.
    End,
}

/// What the reading thread hands the session.
enum Input {
    Message(Incoming),
    /// The input ended (between messages).
    Ended,
    /// The framing broke: why.
    Broken(String),
    /// The output closed: why.
    Closed(String),
}

/// A line on standard error (which may be closed: then nothing).
fn log(line: &str) {
    let _ = writeln!(io::stderr(), "{line}");
}

/// Reads frames until the input ends or its framing breaks, answering
/// malformed messages on `out`.
fn read_all(
    input: impl Read,
    to_session: &tokio::sync::mpsc::Sender<Input>,
    out: &mpsc::Sender<Outgoing>,
    say: &Messages,
) {
    let mut input = BufReader::with_capacity(1 << 16, input);
    loop {
        let item = match read_frame(&mut input, MAX_MESSAGE) {
            Ok(None) => Input::Ended,
            Ok(Some(Frame::TooLarge(length))) => {
                let message =
                    format!("a message of {length} bytes, longer than the {MAX_MESSAGE} read");
                log(&say.format(
                    "lsp-message-too-long",
                    &[("count", number(length)), ("limit", number(MAX_MESSAGE))],
                ));
                let _ = out.send(Outgoing::Response(error(
                    Id::Null,
                    ErrorCode::InvalidRequest,
                    message,
                )));
                continue;
            }
            Ok(Some(Frame::Body(body))) => match parse(&body) {
                Ok(message) => Input::Message(message),
                Err(answer) => {
                    match &answer {
                        Some(a) => {
                            let (_, e) = a.clone().into_parts();
                            if let Err(e) = e {
                                log(&say.format(
                                    "lsp-message-answered",
                                    &[("value", text(&e.code)), ("reason", text(&e.message))],
                                ));
                            }
                        }
                        None => log(&say.format("lsp-response-dropped", &[])),
                    }
                    if let Some(answer) = answer {
                        let _ = out.send(Outgoing::Response(answer));
                    }
                    continue;
                }
            },
            Err(broken) => Input::Broken(broken.message(say)),
        };
        let last = matches!(item, Input::Broken(_) | Input::Ended);
        if to_session.blocking_send(item).is_err() || last {
            return;
        }
    }
}

/// Writes messages until told to stop; flushes whenever none waits.
fn write_all(output: impl Write, outgoing: &mpsc::Receiver<Outgoing>) -> io::Result<()> {
    let mut output = io::BufWriter::with_capacity(1 << 16, output);
    let mut body = Vec::new();
    loop {
        let message = match outgoing.try_recv() {
            Ok(m) => m,
            Err(mpsc::TryRecvError::Empty) => {
                output.flush()?;
                match outgoing.recv() {
                    Ok(m) => m,
                    Err(_) => return Ok(()),
                }
            }
            Err(mpsc::TryRecvError::Disconnected) => return output.flush(),
        };
        body.clear();
        // The result of a large answer is written where it lies, after
        // the rest of the message.
        let (written, result) = match &message {
            Outgoing::Response(r) => (serde_json::to_writer(&mut body, r), &[][..]),
            Outgoing::Request(r) => (serde_json::to_writer(&mut body, r), &[][..]),
            Outgoing::Json { id, result } => {
                body.extend_from_slice(b"{\"jsonrpc\":\"2.0\",\"id\":");
                let id = serde_json::to_writer(&mut body, id);
                body.extend_from_slice(b",\"result\":");
                (id, &result[..])
            }
            Outgoing::End => return output.flush(),
        };
        if written.is_err() {
            continue;
        }
        let close = if result.is_empty() { &b""[..] } else { b"}" };
        let length = body.len() + result.len() + close.len();
        write!(output, "Content-Length: {length}\r\n\r\n")?;
        output.write_all(&body)?;
        output.write_all(result)?;
        output.write_all(close)?;
    }
}

type Answer = Pin<Box<dyn Future<Output = Result<Option<Response>, ExitedError>> + Send>>;

/// Starts the handler of a message: polls it once here (so that it runs up
/// to its first wait before the next message is read), then lets it finish
/// on a task of its own. Its answer goes to `out`.
fn start(mut answer: Answer, out: &mpsc::Sender<Outgoing>) {
    let mut context = Context::from_waker(Waker::noop());
    match answer.as_mut().poll(&mut context) {
        Poll::Ready(Ok(Some(response))) => {
            let _ = out.send(Outgoing::Response(response));
        }
        Poll::Ready(_) => {}
        Poll::Pending => {
            let out = out.clone();
            tokio::spawn(async move {
                if let Ok(Some(response)) = answer.await {
                    let _ = out.send(Outgoing::Response(response));
                }
            });
        }
    }
}

/// The answer to `initialize`, with the capabilities of LSP 3.18 the
/// framework's protocol types cannot express added
/// ([`crate::handlers::decompressed::announce`]).
async fn announce(answer: Answer) -> Result<Option<Response>, ExitedError> {
    let Some(response) = answer.await? else {
        return Ok(None);
    };
    let (id, result) = response.into_parts();
    let result = result.map(|mut value| {
        crate::handlers::decompressed::announce(&mut value);
        value
    });
    Ok(Some(Response::from_parts(id, result)))
}

/// The requests [`Backend::large`] answers that are not answered yet: a
/// `$/cancelRequest` for one of them stops it (the framework does this for
/// the others), unless it has committed to its answer (a command whose
/// edit went to the client: [`Running::commit`]).
#[derive(Clone, Default)]
struct Running(Arc<Mutex<HashMap<Id, Entry>>>);

/// A request of [`Running`].
struct Entry {
    /// Its task, once it waits for something.
    task: Option<tokio::task::AbortHandle>,
    /// Whether it can no longer be cancelled.
    committed: bool,
}

impl Running {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Id, Entry>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Whether request `id` is still running (not cancelled); if it is, it
    /// can no longer be cancelled.
    fn commit(&self, id: &Id) -> bool {
        self.lock().get_mut(id).is_some_and(|entry| {
            entry.committed = true;
            true
        })
    }

    /// Starts a large answer (as [`start`] does), unless request `id` is
    /// running already.
    fn start(
        &self,
        id: Id,
        answer: impl FnOnce(Commit) -> Option<LargeAnswer>,
        out: &mpsc::Sender<Outgoing>,
    ) {
        {
            let mut running = self.lock();
            if running.contains_key(&id) {
                drop(running);
                let message = "a request with the id of one still running";
                refuse(out, id, ErrorCode::InvalidRequest, message);
                return;
            }
            // In the list before it runs, so that it can commit at once.
            let entry = Entry {
                task: None,
                committed: false,
            };
            running.insert(id.clone(), entry);
        }
        let (list, key) = (self.clone(), id.clone());
        let Some(mut answer) = answer(Box::new(move || list.commit(&key))) else {
            self.lock().remove(&id);
            refuse(
                out,
                id,
                ErrorCode::MethodNotFound,
                "a method not answered here",
            );
            return;
        };
        let mut context = Context::from_waker(Waker::noop());
        if let Poll::Ready(result) = answer.as_mut().poll(&mut context) {
            self.lock().remove(&id);
            let _ = out.send(large_answer(id, result));
            return;
        }
        // Holding the lock until the task is in the list: it answers only
        // if it is still there (not cancelled).
        let mut running = self.lock();
        let (list, out, key) = (self.clone(), out.clone(), id.clone());
        let task = tokio::spawn(async move {
            let result = answer.await;
            if list.lock().remove(&key).is_some() {
                let _ = out.send(large_answer(key, result));
            }
        });
        if let Some(entry) = running.get_mut(&id) {
            entry.task = Some(task.abort_handle());
        }
    }

    /// Cancels the request a `$/cancelRequest` names, if it is one of
    /// these and has not committed to its answer.
    fn cancel(&self, params: Option<&Value>, out: &mpsc::Sender<Outgoing>) {
        let Some(id) = params
            .and_then(|p| p.get("id"))
            .and_then(|id| serde_json::from_value::<Id>(id.clone()).ok())
        else {
            return;
        };
        let mut running = self.lock();
        if running.get(&id).is_some_and(|entry| !entry.committed)
            && let Some(entry) = running.remove(&id)
        {
            drop(running);
            if let Some(task) = entry.task {
                task.abort();
            }
            let cancelled = Error::request_cancelled();
            let _ = out.send(Outgoing::Response(Response::from_error(id, cancelled)));
        }
    }
}

/// Answers request `id` with the error `code`.
fn refuse(out: &mpsc::Sender<Outgoing>, id: Id, code: ErrorCode, message: &'static str) {
    let _ = out.send(Outgoing::Response(error(id, code, message)));
}

/// What goes out for a large answer.
fn large_answer(id: Id, result: tower_lsp_server::jsonrpc::Result<Vec<u8>>) -> Outgoing {
    match result {
        Ok(json) => Outgoing::Json { id, result: json },
        Err(e) => Outgoing::Response(Response::from_error(id, e)),
    }
}

/// How a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ending {
    /// The client sent `exit`.
    Exit,
    /// The input ended.
    End,
    /// The framing broke, or the output closed.
    Broken,
}

/// Serves the protocol on `input` and `output` until the client exits, the
/// input ends or its framing breaks; returns the exit status (0 after
/// `shutdown`, else 1).
pub async fn serve(
    input: impl Read + Send + 'static,
    output: impl Write + Send + 'static,
    locales: &'static Locales,
) -> u8 {
    let (mut service, socket) = LspService::build(|client| Backend::new(client, locales))
        .custom_method(
            "workspace/textDocumentContent",
            Backend::text_document_content,
        )
        .finish();
    let say = service.inner().messages();
    let (mut server_requests, mut client_responses) = socket.split();
    let (out, outgoing) = mpsc::channel::<Outgoing>();
    let (to_session, mut incoming) = tokio::sync::mpsc::channel::<Input>(16);
    let (written, all_written) = mpsc::channel::<()>();

    let closed = to_session.clone();
    let writer = std::thread::Builder::new()
        .name("pgn-lsp-writer".into())
        .spawn(move || {
            if let Err(e) = write_all(output, &outgoing) {
                let _ = closed.blocking_send(Input::Closed(e.to_string()));
            }
            let _ = written.send(());
        });
    let (reader_out, reader_say) = (out.clone(), say.clone());
    let reader = std::thread::Builder::new()
        .name("pgn-lsp-reader".into())
        .spawn(move || read_all(input, &to_session, &reader_out, &reader_say));
    if let Err(e) = writer.and(reader) {
        log(&say.format("lsp-cannot-start", &[("reason", text(&e))]));
        return 1;
    }
    // The server's requests and notifications to the client.
    let forward = out.clone();
    tokio::spawn(async move {
        while let Some(request) = server_requests.next().await {
            let _ = forward.send(Outgoing::Request(request));
        }
    });

    let running = Running::default();
    let ending = loop {
        match incoming.recv().await {
            Some(Input::Message(Incoming::Request(request))) => {
                if std::future::poll_fn(|cx| service.poll_ready(cx))
                    .await
                    .is_err()
                {
                    break Ending::Exit;
                }
                let method = request.method();
                if method == "$/cancelRequest" {
                    running.cancel(request.params(), &out);
                }
                if let Some(id) = request.id()
                    && service.inner().answers_large(method)
                {
                    let id = id.clone();
                    let (method, _, params) = request.into_parts();
                    let backend = service.inner();
                    running.start(id, |commit| backend.large(&method, params, commit), &out);
                    continue;
                }
                let exit = method == "exit";
                let initialize = method == "initialize";
                let answer = service.call(request);
                if initialize {
                    // Capabilities the framework's protocol types lack.
                    start(Box::pin(announce(answer)), &out);
                } else {
                    start(answer, &out);
                }
                if exit {
                    break Ending::Exit;
                }
            }
            Some(Input::Message(Incoming::Response(response))) => {
                // Only fails after `exit`.
                let _ = client_responses.send(response).await;
            }
            Some(Input::Broken(why)) => {
                let line = say.format("lsp-framing-broken", &[("reason", Arg::Text(why))]);
                log(&line);
                let notice = Request::build("window/logMessage")
                    .params(json!({ "type": 1, "message": line }))
                    .finish();
                let _ = out.send(Outgoing::Request(notice));
                break Ending::Broken;
            }
            Some(Input::Closed(why)) => {
                log(&say.format("lsp-output-closed", &[("reason", Arg::Text(why))]));
                break Ending::Broken;
            }
            Some(Input::Ended) | None => break Ending::End,
        }
    };
    let shut_down = service.inner().shut_down();
    if ending == Ending::End && !shut_down {
        log(&say.format("lsp-input-ended", &[]));
    }
    let _ = out.send(Outgoing::End);
    // What was answered goes out, unless the client stopped reading.
    let _ =
        tokio::task::spawn_blocking(move || all_written.recv_timeout(Duration::from_secs(2))).await;
    match ending {
        Ending::Exit | Ending::End if shut_down => 0,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(bytes: &[u8]) -> Result<Option<Frame>, Broken> {
        read_frame(&mut &bytes[..], MAX_MESSAGE)
    }

    #[test]
    fn frames_and_broken_framing() {
        assert_eq!(
            frame(b"Content-Length: 5\r\n\r\nhello").unwrap(),
            Some(Frame::Body(b"hello".to_vec()))
        );
        // Any case, bare line feeds, other headers.
        assert_eq!(
            frame(
                b"content-length:2\nContent-Type: application/vscode-jsonrpc; charset=utf-8\n\n{}"
            )
            .unwrap(),
            Some(Frame::Body(b"{}".to_vec()))
        );
        assert_eq!(frame(b"").unwrap(), None);
        assert!(matches!(
            frame(b"Content-Length: 9\r\n\r\nhello"),
            Err(Broken::Truncated)
        ));
        assert!(matches!(
            frame(b"Content-Length: 5\r\n"),
            Err(Broken::Truncated)
        ));
        assert!(matches!(frame(b"\r\nhello"), Err(Broken::NoLength)));
        assert!(matches!(frame(b"hello\r\n\r\n"), Err(Broken::Header(_))));
        for bad in ["-5", "5x", "", "99999999999999999999999", "0x10"] {
            let text = format!("Content-Length: {bad}\r\n\r\nhello");
            assert!(
                matches!(frame(text.as_bytes()), Err(Broken::Length(_))),
                "{bad}"
            );
        }
        assert!(matches!(
            frame(b"Content-Length: 1\r\nContent-Length: 2\r\n\r\nxy"),
            Err(Broken::Length(_))
        ));
        // Endless headers (/dev/zero, a line without end).
        let zeros = vec![0u8; 1 << 20];
        assert!(matches!(frame(&zeros), Err(Broken::LongHeaders)));
        // A length beyond the limit is read past, not allocated; the next
        // frame is read.
        let huge = format!("Content-Length: {}\r\n\r\n", MAX_MESSAGE + 1);
        assert!(matches!(frame(huge.as_bytes()), Err(Broken::Truncated)));
        let two = b"Content-Length: 12\r\n\r\n[1,2,3,4,5] Content-Length: 2\r\n\r\n{}";
        let mut input = &two[..];
        assert_eq!(
            read_frame(&mut input, 10).unwrap(),
            Some(Frame::TooLarge(12))
        );
        assert_eq!(
            read_frame(&mut input, 10).unwrap(),
            Some(Frame::Body(b"{}".to_vec()))
        );
        assert_eq!(read_frame(&mut input, 10).unwrap(), None);
    }

    fn answer(body: &str) -> Value {
        match parse(body.as_bytes()) {
            Ok(m) => panic!("{body:?} read as {m:?}"),
            Err(a) => serde_json::to_value(a.expect("an answer")).unwrap(),
        }
    }

    #[test]
    fn malformed_messages_get_error_answers() {
        for (body, code, id) in [
            ("hello", -32700, Value::Null),
            ("{\"jsonrpc\":", -32700, Value::Null),
            ("[]", -32600, Value::Null),
            ("42", -32600, Value::Null),
            ("null", -32600, Value::Null),
            (
                "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"shutdown\"}]",
                -32600,
                Value::Null,
            ),
            (
                "{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"shutdown\"}",
                -32600,
                Value::Null,
            ),
            (
                "{\"jsonrpc\":\"1.0\",\"id\":7,\"method\":\"shutdown\"}",
                -32600,
                json!(7),
            ),
            ("{\"jsonrpc\":\"2.0\",\"id\":\"a\"}", -32600, json!("a")),
        ] {
            let a = answer(body);
            assert_eq!(a["error"]["code"], code, "{body}");
            assert_eq!(a["id"], id, "{body}");
        }
        // Invalid UTF-8 in a string.
        let mut bytes = b"{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":\"".to_vec();
        bytes.extend_from_slice(&[0xff, 0xfe, b'"', b'}']);
        let a = serde_json::to_value(parse(&bytes).unwrap_err().unwrap()).unwrap();
        assert_eq!(a["error"]["code"], -32700);
        // A response that cannot be read gets no answer.
        assert!(matches!(
            parse(b"{\"jsonrpc\":\"2.0\",\"result\":1}"),
            Err(None)
        ));
    }

    #[test]
    fn lone_surrogates_are_read_as_replacement_characters() {
        let body = r#"{"jsonrpc":"2.0","method":"m","params":{"text":"a\ud800b\udc00c\ud83d\ude42d\\ud800"}}"#;
        let Ok(Incoming::Request(request)) = parse(body.as_bytes()) else {
            panic!("not read");
        };
        assert_eq!(
            request.params().unwrap()["text"],
            "a\u{fffd}b\u{fffd}c🙂d\\ud800"
        );
        assert!(mend_surrogates(br#"{"a":"\ud83d\ude42 \\ud800"}"#).is_none());
    }
}
