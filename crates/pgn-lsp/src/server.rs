//! The language server: the routing table from protocol methods to their
//! handlers ([`crate::handlers`]), and scheduling — analysis after a
//! debounce on the blocking pool, snapshots that requests wait for,
//! requests answered on the blocking pool (cancellable, and stale after an
//! edit), panics caught and reported.

use std::{
    panic::AssertUnwindSafe,
    sync::{
        Arc, Mutex, MutexGuard, RwLock, RwLockWriteGuard,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use forsyth_notation::{
    diagnostic::{Arg, Code},
    locale::Locales,
};
use serde_json::Value;
use tokio::{
    runtime::Handle,
    sync::{Notify, Semaphore},
};
use tower_lsp_server::{Client, LanguageServer, jsonrpc};

use crate::{
    games::Kind,
    handlers,
    handlers::{
        code_action, completion, configuration, decompressed,
        diagnostics::code_of,
        execute_command::{self, Command},
        formatting, hover, initialize, rename, symbols, text_document_sync,
    },
    protocol::lsp,
    state::{Analysed, Config, Problems, Snapshot, Stop, Store},
};

/// How long a request waits for the analysis of the latest edit.
const WAIT: Duration = Duration::from_secs(10);

/// A request that reads more text than this (bytes) is heavy: only
/// [`HEAVY_AT_ONCE`] of them run at once, so that a client asking many of
/// them of a huge document cannot have them all in memory together. Other
/// requests never wait for them.
const HEAVY: usize = 1 << 20;

/// How many heavy requests run at once.
const HEAVY_AT_ONCE: usize = 2;

/// What the server's tasks share.
#[derive(Clone)]
struct Shared {
    client: Client,
    store: Arc<Mutex<Store>>,
    config: Arc<RwLock<Config>>,
    analysed: Arc<Notify>,
    /// Held while a document's diagnostics are checked and sent, so that
    /// an analysis finishing late never publishes over a close.
    publish: Arc<tokio::sync::Mutex<()>>,
    /// Whether the client answers `workspace/configuration`.
    pulls_configuration: Arc<AtomicBool>,
    /// Permits for heavy requests.
    heavy: Arc<Semaphore>,
    /// Whether `initialize` was answered.
    initialized: Arc<AtomicBool>,
    /// Whether `shutdown` was asked for.
    shut_down: Arc<AtomicBool>,
}

/// The server.
pub struct Backend {
    shared: Shared,
}

impl Backend {
    #[must_use]
    pub fn new(client: Client, locales: &'static Locales) -> Backend {
        Backend {
            shared: Shared {
                client,
                store: Arc::new(Mutex::new(Store::default())),
                config: Arc::new(RwLock::new(Config::new(locales))),
                analysed: Arc::new(Notify::new()),
                publish: Arc::default(),
                pulls_configuration: Arc::default(),
                heavy: Arc::new(Semaphore::new(HEAVY_AT_ONCE)),
                initialized: Arc::default(),
                shut_down: Arc::default(),
            },
        }
    }

    /// The user's language for the transport's log lines: English until
    /// `initialize` (or the settings) say otherwise.
    #[must_use]
    pub fn messages(&self) -> Messages {
        Messages(self.shared.config.clone())
    }

    /// Whether the client asked for `shutdown` (then `exit` ends the
    /// process with status 0, else with 1).
    #[must_use]
    pub fn shut_down(&self) -> bool {
        self.shared.shut_down.load(Ordering::SeqCst)
    }

    /// Whether [`Backend::large`] answers request `method`: one of
    /// [`LARGE`], after `initialize` and before `shutdown` (the framework
    /// answers the others, and those with its errors).
    #[must_use]
    pub fn answers_large(&self, method: &str) -> bool {
        let s = &self.shared;
        LARGE.contains(&method)
            && s.initialized.load(Ordering::SeqCst)
            && !s.shut_down.load(Ordering::SeqCst)
    }

    /// The answer to a request whose answer can be large, as JSON text
    /// made on the blocking pool; `None` for other methods.
    ///
    /// The framework turns an answer into a tree of JSON values, then into
    /// text, on the message loop: for the symbols of a 100 MB document or
    /// a rename of a million moves, gigabytes and seconds during which no
    /// other request is answered. These are written straight to text, on
    /// the blocking pool. The transport routes [`LARGE`] here.
    ///
    /// Like a framework handler, the future runs up to its first wait
    /// before the next message is read.
    ///
    /// `workspace/executeCommand` is routed here too, for the transport's
    /// cancellation: `commit` is called once a command's edit is made and
    /// about to go to the client (`workspace/applyEdit`); it says whether
    /// the request is still running, and from then on a `$/cancelRequest`
    /// of it is refused. A command answered `RequestCancelled` thus never
    /// edits the document after its answer.
    #[must_use]
    pub fn large(
        &self,
        method: &str,
        params: Option<Value>,
        commit: Commit,
    ) -> Option<LargeAnswer> {
        let params = params.unwrap_or(Value::Null);
        let s = self.shared.clone();
        Some(match method {
            "workspace/executeCommand" => Box::pin(async move {
                let p: lsp::ExecuteCommandParams = read_params(params)?;
                to_json(&s.execute_command(p, commit).await?)
            }),
            "textDocument/documentSymbol" => Box::pin(async move {
                let p: lsp::DocumentSymbolParams = read_params(params)?;
                s.answer_json(&p.text_document.uri, "symbols", Reach::File, |s| {
                    symbols::document_symbol_json(s).map_err(internal)
                })
                .await
            }),
            "textDocument/foldingRange" => Box::pin(async move {
                let p: lsp::FoldingRangeParams = read_params(params)?;
                s.answer_json(&p.text_document.uri, "folding", Reach::File, |s| {
                    to_json(&symbols::folding_range(s))
                })
                .await
            }),
            "textDocument/formatting" => Box::pin(async move {
                let p: lsp::DocumentFormattingParams = read_params(params)?;
                decompressed::refuse(&s.config(), &p.text_document.uri)?;
                s.answer_json(&p.text_document.uri, "formatting", Reach::File, |s| {
                    to_json(&formatting::formatting(s))
                })
                .await
            }),
            "textDocument/rename" => Box::pin(async move {
                let p: lsp::RenameParams = read_params(params)?;
                let uri = p.text_document_position.text_document.uri.clone();
                decompressed::refuse(&s.config(), &uri)?;
                s.answer_json(&uri, "rename", Reach::File, move |s| {
                    to_json(&rename::rename(s, &p)?)
                })
                .await
            }),
            _ => return None,
        })
    }
}

impl Backend {
    /// `workspace/textDocumentContent` (LSP 3.18): the text of a compressed
    /// file, decompressed on the blocking pool
    /// ([`decompressed::content`]).
    ///
    /// # Errors
    /// See [`decompressed::content`]; an internal error if it panicked.
    pub async fn text_document_content(&self, params: Value) -> jsonrpc::Result<Value> {
        let config = self.shared.config();
        self.shared
            .blocking("decompression", move || {
                decompressed::content(&config, params)
            })
            .await
            .unwrap_or_else(|| Err(jsonrpc::Error::internal_error()))
    }
}

/// Messages in the user's language, for threads outside the service.
#[derive(Clone)]
pub struct Messages(Arc<RwLock<Config>>);

impl Messages {
    /// Message `id` of `messages.ftl` in the user's language.
    #[must_use]
    pub fn format(&self, id: &str, args: &[(&'static str, Arg)]) -> String {
        let config = self
            .0
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        forsyth_notation::diagnostic::format_message(config.messages, id, args)
    }
}

/// The requests whose answers can be large ([`Backend::large`]), and
/// `workspace/executeCommand`, whose cancellation the transport decides.
pub const LARGE: [&str; 5] = [
    "textDocument/documentSymbol",
    "textDocument/foldingRange",
    "textDocument/formatting",
    "textDocument/rename",
    "workspace/executeCommand",
];

/// Called by a command about to send its edit: whether its request still
/// runs (not cancelled); once it has said yes, the request can no longer
/// be cancelled ([`Backend::large`]).
pub type Commit = Box<dyn FnOnce() -> bool + Send>;

/// The answer of [`Backend::large`]: the result as JSON text.
pub type LargeAnswer =
    std::pin::Pin<Box<dyn std::future::Future<Output = jsonrpc::Result<Vec<u8>>> + Send>>;

/// A request's params, or the framework's `InvalidParams` error.
fn read_params<T: serde::de::DeserializeOwned>(params: Value) -> jsonrpc::Result<T> {
    serde_json::from_value(params).map_err(|e| jsonrpc::Error::invalid_params(e.to_string()))
}

/// JSON text of an answer.
fn to_json<T: serde::Serialize>(value: &T) -> jsonrpc::Result<Vec<u8>> {
    serde_json::to_vec(value).map_err(internal)
}

/// An answer that could not be written.
fn internal(e: serde_json::Error) -> jsonrpc::Error {
    jsonrpc::Error {
        code: jsonrpc::ErrorCode::InternalError,
        message: e.to_string().into(),
        data: None,
    }
}

/// What a request reads of its document.
#[derive(Clone, Debug)]
enum Reach {
    /// The game at a position (of a long game, the stretch around it).
    At(lsp::Position),
    /// The game at a position and the whole games at others (a long one
    /// stretch by stretch, all of it: the renumbering of a game).
    Games(lsp::Position, Vec<lsp::Position>),
    /// Every game.
    File,
}

/// Sets a request's cancel flag when its future is dropped: the framework
/// drops the future of a request the client cancels, and the work on the
/// blocking pool sees the flag.
struct CancelOnDrop(Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The error of a request whose document changed before it was answered.
fn content_modified() -> jsonrpc::Error {
    jsonrpc::Error::new(jsonrpc::ErrorCode::ContentModified)
}

impl Shared {
    fn store(&self) -> MutexGuard<'_, Store> {
        // A panic while the lock was held cannot leave the store half
        // changed in a way later code trips on: keep going.
        self.store
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn config(&self) -> Config {
        *self
            .config
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Starts the analysis task of `uri` unless one runs.
    fn schedule(&self, uri: &lsp::Uri, debounce: bool) {
        let id = {
            let mut store = self.store();
            let Some(doc) = store.documents.get_mut(uri) else {
                return;
            };
            if doc.running {
                return;
            }
            doc.running = true;
            doc.id
        };
        let this = self.clone();
        let uri = uri.clone();
        tokio::spawn(async move { this.analysis_loop(uri, id, debounce).await });
    }

    /// Analyses document `id` until its analysis is current.
    async fn analysis_loop(self, uri: lsp::Uri, id: u64, mut debounce: bool) {
        loop {
            if debounce {
                tokio::time::sleep(self.config().debounce).await;
            }
            debounce = true;
            let job = {
                let mut store = self.store();
                match store.take_job(&uri, id) {
                    Some(job) => job,
                    None => {
                        if let Some(doc) = store.documents.get_mut(&uri).filter(|d| d.id == id) {
                            doc.running = false;
                        }
                        return;
                    }
                }
            };
            let config = self.config();
            let settings = config.settings();
            // Reading a large document whole is heavy work.
            let job_is_heavy = job.base.is_none() && job.text.len() > HEAVY;
            let (text, version) = (job.text.clone(), job.version);
            let work = move || job.run(&settings);
            let index = if job_is_heavy {
                self.heavy_work("analysis", work).await
            } else {
                self.blocking("analysis", work).await
            };
            let snapshot = {
                let mut store = self.store();
                // Closed (and maybe opened again) meanwhile: that document
                // has its own analysis.
                let Some(doc) = store.documents.get_mut(&uri).filter(|d| d.id == id) else {
                    return;
                };
                match index {
                    Some(index) => {
                        doc.base = Some(Analysed {
                            text,
                            version,
                            index: Arc::new(index),
                        });
                    }
                    None => {
                        // Read the whole text again after the next edit;
                        // don't loop on a text that fails.
                        doc.base = None;
                        doc.failed = doc.dirty.is_none();
                        doc.dirty = None;
                    }
                }
                doc.current()
                    .map(|a| snapshot_of(&uri, doc.kind, a, config, Stop::default()))
            };
            self.analysed.notify_waiters();
            if let Some(snapshot) = snapshot {
                // On the blocking pool: the framework turns the findings of
                // a large document into JSON values where it is sent from.
                let this = self.clone();
                let uri = uri.clone();
                let _ = tokio::task::spawn_blocking(move || {
                    let diagnostics =
                        guard(|| handlers::diagnostics::diagnostics(&snapshot)).unwrap_or_default();
                    let version = Some(snapshot.version);
                    Handle::current().block_on(async {
                        // Closed since the snapshot was taken: its close
                        // already cleared the diagnostics; don't bring
                        // them back (nor over a document opened again).
                        let _publishing = this.publish.lock().await;
                        if this.store().documents.get(&uri).is_some_and(|d| d.id == id) {
                            this.client
                                .publish_diagnostics(uri, diagnostics, version)
                                .await;
                        }
                    });
                })
                .await;
            }
        }
    }

    async fn report_panic(&self, what: &str, reason: String) {
        let config = self.config();
        let message = forsyth_notation::diagnostic::format_message(
            config.messages,
            "lsp-internal-error",
            &[
                ("what", Arg::Text(what.to_owned())),
                ("reason", Arg::Text(reason)),
            ],
        );
        self.client
            .log_message(lsp::MessageType::ERROR, &message)
            .await;
        self.client
            .show_message(lsp::MessageType::ERROR, message)
            .await;
    }

    /// The analysed snapshot of the version of the document a request was
    /// made on, waiting for its analysis if needed: `ContentModified` when
    /// the document changed since; `None` when it is not open, its
    /// analysis failed, or did not come in time.
    async fn snapshot(&self, uri: &lsp::Uri, stop: &Stop) -> jsonrpc::Result<Option<Snapshot>> {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let notified = self.analysed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if stop.stale() {
                return Err(content_modified());
            }
            {
                let store = self.store();
                let Some(doc) = store.documents.get(uri) else {
                    return Ok(None);
                };
                if let Some(a) = doc.current() {
                    let snapshot = snapshot_of(uri, doc.kind, a, self.config(), stop.clone());
                    return Ok(Some(snapshot));
                }
                if doc.failed {
                    return Ok(None);
                }
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return Ok(None);
            }
        }
    }

    /// Answers a request about `uri` with `f`, run on the blocking pool on
    /// the snapshot of the version the request was made on (`what` names
    /// the work in a report of a panic). `Ok(None)` when the document is
    /// not open or `f` panicked; `ContentModified` when the document
    /// changed before the answer was ready. A request the client cancels
    /// is dropped (by the framework, or the transport for [`LARGE`] ones,
    /// which answer `RequestCancelled`), and its work sees
    /// [`Snapshot::stop`].
    async fn answer<T: Send + 'static>(
        &self,
        uri: &lsp::Uri,
        what: &str,
        reach: Reach,
        f: impl FnOnce(&Snapshot) -> T + Send + 'static,
    ) -> jsonrpc::Result<Option<T>> {
        // Before the first await: the framework starts a request's handler
        // before it reads the next message, so this is the version the
        // request was made on.
        let Some(stop) = self.store().documents.get(uri).map(|d| d.stop()) else {
            return Ok(None);
        };
        let _cancel = CancelOnDrop(stop.cancelled.clone());
        let Some(snapshot) = self.snapshot(uri, &stop).await? else {
            return Ok(None);
        };
        let permit = if weight(&snapshot, &reach) == Weight::Heavy {
            // Never closed.
            self.heavy.acquire().await.ok()
        } else {
            None
        };
        if stop.stale() {
            return Err(content_modified());
        }
        let found = match permit {
            Some(_permit) => self.heavy_work(what, move || f(&snapshot)).await,
            None => self.blocking(what, move || f(&snapshot)).await,
        };
        if stop.stale() {
            return Err(content_modified());
        }
        Ok(found)
    }

    /// [`Shared::answer`] with `f` writing the answer as JSON text on the
    /// blocking pool (`null` when there is none).
    async fn answer_json(
        &self,
        uri: &lsp::Uri,
        what: &str,
        reach: Reach,
        f: impl FnOnce(&Snapshot) -> jsonrpc::Result<Vec<u8>> + Send + 'static,
    ) -> jsonrpc::Result<Vec<u8>> {
        match self.answer(uri, what, reach, f).await? {
            Some(json) => json,
            None => Ok(b"null".to_vec()),
        }
    }

    /// Runs `f` on a blocking thread, catching panics.
    async fn blocking<T: Send + 'static>(
        &self,
        what: &str,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Option<T> {
        match tokio::task::spawn_blocking(move || std::panic::catch_unwind(AssertUnwindSafe(f)))
            .await
        {
            Ok(Ok(value)) => Some(value),
            Ok(Err(panic)) => {
                self.report_panic(what, panic_text(&*panic)).await;
                None
            }
            Err(err) => {
                self.report_panic(what, err.to_string()).await;
                None
            }
        }
    }

    /// Runs heavy work `f` on a thread of its own at a lower priority,
    /// catching panics: on a busy machine, the light requests that come
    /// meanwhile get a core first.
    async fn heavy_work<T: Send + 'static>(
        &self,
        what: &str,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Option<T> {
        let (done, result) = tokio::sync::oneshot::channel();
        let spawned = std::thread::Builder::new()
            .name("pgn-lsp-heavy".into())
            .spawn(move || {
                lower_priority();
                let _ = done.send(std::panic::catch_unwind(AssertUnwindSafe(f)));
            });
        if let Err(err) = spawned {
            self.report_panic(what, err.to_string()).await;
            return None;
        }
        match result.await {
            Ok(Ok(value)) => Some(value),
            Ok(Err(panic)) => {
                self.report_panic(what, panic_text(&*panic)).await;
                None
            }
            // Never: the thread sends before it ends.
            Err(_) => None,
        }
    }
}

/// The nice value of heavy work: on a machine busy with other programs it
/// still gets a share of a core (about a tenth against one busy program).
const HEAVY_NICE: i32 = 10;

/// The time slice of heavy work (ns): longer than the kernel's default
/// (0.7 ms times 1 + log2 of the cores), so that every thread woken to
/// answer a light request preempts it at once.
const HEAVY_SLICE_NS: u64 = 20_000_000;

/// Lowers the calling thread's scheduling priority: nice [`HEAVY_NICE`]
/// (or the server's own, if it is lower) with a time slice of
/// [`HEAVY_SLICE_NS`].
///
/// A nice value alone is not enough. Linux's scheduler (EEVDF) lets a
/// running thread finish its slice before a woken one of higher priority
/// runs, so each thread a hover passes through (reader, session, pool,
/// writer, and the client's) could wait for the next tick (4 ms at 250 Hz)
/// behind the heavy thread on its core: hovers took up to 8 ms while a
/// rename ran. Since Linux 6.12 a woken thread with a shorter slice than
/// the running one preempts it at once if it has not used more than its
/// share; the slice is set with `sched_setattr`, which older kernels
/// accept and ignore for this policy. If the call fails (a kernel before
/// 3.14, a sandbox), the nice value is set alone. `SCHED_IDLE` would let
/// every woken thread preempt, but starves the work on a machine whose
/// cores are all busy (a rename of a 1M-ply game beside two busy programs
/// on two cores: no answer in 120 s, against 3.9 s at nice 10).
#[cfg(target_os = "linux")]
fn lower_priority() {
    // SAFETY: sched_attr is plain data (all zeros is valid); the kernel
    // reads `size` bytes of it and keeps no pointer. `pid` 0 is the calling
    // thread. setpriority takes plain integers; on Linux `who` 0 with
    // PRIO_PROCESS is the calling thread (the nice value is per thread).
    // Failing changes nothing.
    unsafe {
        // -1 on failure as well: then HEAVY_NICE.
        let nice = libc::getpriority(libc::PRIO_PROCESS, 0).max(HEAVY_NICE);
        let mut attr: libc::sched_attr = std::mem::zeroed();
        attr.size = std::mem::size_of::<libc::sched_attr>() as u32;
        attr.sched_policy = libc::SCHED_OTHER as u32;
        attr.sched_nice = nice;
        attr.sched_runtime = HEAVY_SLICE_NS;
        let set = libc::syscall(libc::SYS_sched_setattr, 0, &raw const attr, 0u32);
        if set != 0 {
            libc::setpriority(libc::PRIO_PROCESS, 0, nice);
        }
    }
    // A new thread starts with an early deadline (half a slice), which the
    // scheduler keeps when the slice changes: until the next tick, threads
    // woken on its core would not preempt it. Yielding moves its deadline
    // a whole (long) slice on.
    std::thread::yield_now();
}

#[cfg(not(target_os = "linux"))]
fn lower_priority() {}

/// What a panic said.
fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(ToString::to_string)
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default()
}

fn snapshot_of(uri: &lsp::Uri, kind: Kind, a: &Analysed, config: Config, stop: Stop) -> Snapshot {
    Snapshot {
        uri: uri.clone(),
        kind,
        text: a.text.clone(),
        version: a.version,
        index: a.index.clone(),
        config,
        stop,
    }
}

/// How much of its document a request reads, and so where it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Weight {
    /// On the blocking pool.
    Light,
    /// More than [`HEAVY`] bytes, or a long game from end to end: on a
    /// thread of its own at a lower priority, [`HEAVY_AT_ONCE`] at a time.
    Heavy,
}

/// What a request reads: all of a large document, a long game that is
/// read whole, a game of [`forsyth_notation::cursor::Checkpoints`] (4096
/// moves or more) read stretch by stretch to its end are [`Weight::Heavy`].
fn weight(snapshot: &Snapshot, reach: &Reach) -> Weight {
    let index = &snapshot.index;
    let at = |position: lsp::Position| {
        let offset = snapshot.offset(position);
        index
            .find(offset)
            .and_then(|i| index.get(i))
            .map(|(start, entry)| (offset.saturating_sub(start), entry))
    };
    // What reading the game at a position reads: the stretch around it of
    // a long game, else the game.
    let around = |position| match at(position) {
        None => Weight::Light,
        Some((offset, entry)) => {
            let windowed = entry
                .checkpoints
                .as_ref()
                .is_some_and(|c| c.window(offset).is_some());
            if windowed {
                Weight::Light
            } else {
                by_length(entry.len)
            }
        }
    };
    match reach {
        Reach::File => by_length(snapshot.text.len()),
        Reach::At(position) => around(*position),
        Reach::Games(position, whole) => whole
            .iter()
            .map(|&p| match at(p) {
                None => Weight::Light,
                Some((_, e)) if e.checkpoints.is_some() => Weight::Heavy,
                Some((_, e)) => by_length(e.len),
            })
            .fold(around(*position), Weight::max),
    }
}

/// The weight of reading `len` bytes.
fn by_length(len: usize) -> Weight {
    if len > HEAVY {
        Weight::Heavy
    } else {
        Weight::Light
    }
}

/// Runs `f`, turning a panic into `None` (the default hook has printed it
/// to standard error).
fn guard<T>(f: impl FnOnce() -> T) -> Option<T> {
    std::panic::catch_unwind(AssertUnwindSafe(f)).ok()
}

impl Shared {
    fn config_mut(&self) -> RwLockWriteGuard<'_, Config> {
        self.config
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Asks the client for the `forsyth` settings section, if it answers
    /// such requests.
    async fn pull_configuration(&self) {
        if !self.pulls_configuration.load(Ordering::Relaxed) {
            return;
        }
        if let Ok(values) = self
            .client
            .configuration(configuration::section_request())
            .await
            && let Some(section) = configuration::answered_section(&values)
        {
            self.configure(section).await;
        }
    }

    /// Tells the user what settings could not be used: values not
    /// understood in the log, locales not loaded in a message.
    async fn report(&self, problems: &Problems) {
        let messages = self.config().messages;
        if !problems.unknown.is_empty() {
            let text = forsyth_notation::diagnostic::format_message(
                messages,
                "lsp-unknown-settings",
                &[("settings", Arg::Text(problems.unknown.join(", ")))],
            );
            self.client
                .log_message(lsp::MessageType::WARNING, text)
                .await;
        }
        for error in &problems.locales {
            let text = forsyth_notation::diagnostic::format_message(
                messages,
                "lsp-locale-error",
                &[("error", Arg::Text(error.clone()))],
            );
            self.client
                .show_message(lsp::MessageType::WARNING, text)
                .await;
        }
    }

    /// Applies settings and reports what could not be used; when what
    /// documents are read with changed, reads them all again.
    async fn configure(&self, section: &Value) {
        let (changed, problems) = configuration::apply(&mut self.config_mut(), section);
        self.report(&problems).await;
        if changed {
            let uris: Vec<lsp::Uri> = {
                let mut store = self.store();
                for doc in store.documents.values_mut() {
                    doc.reread = true;
                }
                store.documents.keys().cloned().collect()
            };
            for uri in uris {
                self.schedule(&uri, false);
            }
        }
    }

    /// `workspace/executeCommand` ([`execute_command`]); routed by the
    /// transport ([`Backend::large`]), which decides its cancellation:
    /// `commit` says whether the request still runs, once `forsyth.translate`'s
    /// edit is made.
    async fn execute_command(
        &self,
        params: lsp::ExecuteCommandParams,
        commit: Commit,
    ) -> jsonrpc::Result<Option<Value>> {
        match execute_command::command(&self.config(), &params)? {
            Command::Languages(list) => Ok(Some(list)),
            Command::Fen { uri, position } => {
                let found = self
                    .answer(&uri, "forsyth.fen", Reach::At(position), move |s| {
                        execute_command::fen(s, position)
                    })
                    .await?;
                Ok(found.flatten())
            }
            Command::Translate(args) => {
                let uri = args.uri.clone();
                decompressed::refuse(&self.config(), &uri)?;
                let edit = self
                    .answer(&uri, "translate", Reach::File, move |s| {
                        execute_command::translate(s, &args)
                    })
                    .await?;
                if let Some(edit) = edit.flatten() {
                    // Sent from the blocking pool: the framework turns the
                    // edit into JSON values where it is sent from, and a
                    // whole file's edits take a while. Not sent if the
                    // request was cancelled meanwhile; once sent, the
                    // answer waits for the client's.
                    let client = self.client.clone();
                    let _ = tokio::task::spawn_blocking(move || {
                        if commit() {
                            let _ = Handle::current().block_on(client.apply_edit(edit));
                        }
                    })
                    .await;
                }
                Ok(None)
            }
        }
    }
}

impl LanguageServer for Backend {
    async fn initialize(
        &self,
        params: lsp::InitializeParams,
    ) -> jsonrpc::Result<lsp::InitializeResult> {
        let s = &self.shared;
        let done = initialize::initialize(&params, &mut s.config_mut());
        s.pulls_configuration
            .store(done.pulls_configuration, Ordering::Relaxed);
        s.report(&done.problems).await;
        s.initialized.store(true, Ordering::SeqCst);
        Ok(done.result)
    }

    async fn initialized(&self, _: lsp::InitializedParams) {
        self.shared.pull_configuration().await;
    }

    async fn shutdown(&self) -> jsonrpc::Result<()> {
        self.shared.shut_down.store(true, Ordering::SeqCst);
        Ok(())
    }

    async fn did_open(&self, params: lsp::DidOpenTextDocumentParams) {
        let uri = text_document_sync::did_open(&mut self.shared.store(), params);
        self.shared.schedule(&uri, false);
    }

    async fn did_change(&self, params: lsp::DidChangeTextDocumentParams) {
        let s = &self.shared;
        let encoding = s.config().encoding;
        let changed = text_document_sync::did_change(&mut s.store(), params, encoding);
        if let Some((uri, first)) = changed {
            s.schedule(&uri, true);
            if first && decompressed::is_read_only(&uri) {
                // Followed, so that positions stay right; said once.
                let message = decompressed::read_only_message(&s.config(), &uri);
                s.client
                    .show_message(lsp::MessageType::WARNING, message)
                    .await;
            }
        }
    }

    async fn did_close(&self, params: lsp::DidCloseTextDocumentParams) {
        let s = &self.shared;
        // Before any await: the framework reads the next message (maybe
        // this document opened again) once this handler waits.
        let uri = text_document_sync::did_close(&mut s.store(), params);
        s.analysed.notify_waiters();
        let _publishing = s.publish.lock().await;
        // Opened again meanwhile: its own analysis publishes.
        if !s.store().documents.contains_key(&uri) {
            s.client.publish_diagnostics(uri, Vec::new(), None).await;
        }
    }

    async fn did_change_configuration(&self, params: lsp::DidChangeConfigurationParams) {
        // Clients that answer `workspace/configuration` are asked; others
        // push the settings in the notification.
        if self.shared.pulls_configuration.load(Ordering::Relaxed) {
            self.shared.pull_configuration().await;
        } else {
            self.shared
                .configure(&configuration::pushed_section(params))
                .await;
        }
    }

    async fn hover(&self, params: lsp::HoverParams) -> jsonrpc::Result<Option<lsp::Hover>> {
        let at = &params.text_document_position_params;
        let (uri, reach) = (at.text_document.uri.clone(), Reach::At(at.position));
        let found = (self.shared)
            .answer(&uri, "hover", reach, move |s| hover::hover(s, &params))
            .await?;
        Ok(found.flatten())
    }

    async fn completion(
        &self,
        params: lsp::CompletionParams,
    ) -> jsonrpc::Result<Option<lsp::CompletionResponse>> {
        let at = &params.text_document_position;
        let (uri, reach) = (at.text_document.uri.clone(), Reach::At(at.position));
        let found = (self.shared)
            .answer(&uri, "completion", reach, move |s| {
                completion::completion(s, &params)
            })
            .await?;
        Ok(found.flatten())
    }

    async fn prepare_rename(
        &self,
        params: lsp::TextDocumentPositionParams,
    ) -> jsonrpc::Result<Option<lsp::PrepareRenameResponse>> {
        let (uri, reach) = (params.text_document.uri.clone(), Reach::At(params.position));
        decompressed::refuse(&self.shared.config(), &uri)?;
        let found = (self.shared)
            .answer(&uri, "rename", reach, move |s| {
                rename::prepare_rename(s, &params)
            })
            .await?;
        Ok(found.flatten())
    }

    async fn code_action(
        &self,
        params: lsp::CodeActionParams,
    ) -> jsonrpc::Result<Option<lsp::CodeActionResponse>> {
        // A wrong move number's fix renumbers the rest of its game.
        let renumbered = params
            .context
            .diagnostics
            .iter()
            .filter(|d| code_of(d) == Some(Code::MoveNumber))
            .map(|d| d.range.start)
            .collect();
        let (uri, reach) = (
            params.text_document.uri.clone(),
            Reach::Games(params.range.start, renumbered),
        );
        let found = (self.shared)
            .answer(&uri, "code action", reach, move |s| {
                code_action::code_action(s, &params)
            })
            .await?;
        Ok(found.flatten())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tests::knights;
    use crate::{games, protocol::Text};

    fn snapshot(text: &str) -> Snapshot {
        let locales: &'static Locales = Box::leak(Box::new(Locales::embedded()));
        let config = Config::new(locales);
        let text = Text::new(text);
        let index = games::read_all(&text, Kind::Pgn, &config.settings());
        Snapshot {
            uri: "file:///tmp/weights.pgn".parse().unwrap(),
            kind: Kind::Pgn,
            text,
            version: 1,
            index: Arc::new(index),
            config,
            stop: Stop::default(),
        }
    }

    fn line(n: u32) -> lsp::Position {
        lsp::Position::new(n, 3)
    }

    #[test]
    fn requests_run_where_what_they_read_says() {
        // A short game: everything on the pool.
        let short = snapshot(&knights(40));
        assert_eq!(weight(&short, &Reach::At(line(5))), Weight::Light);
        assert_eq!(weight(&short, &Reach::File), Weight::Light);
        assert_eq!(
            weight(&short, &Reach::Games(line(5), vec![line(3)])),
            Weight::Light
        );
        // A game of 5000 moves (60 KB): a request at a move reads the
        // stretch around it on the pool, but renumbering it walks it all.
        let long = snapshot(&knights(10_000));
        assert!(long.index.get(0).unwrap().1.checkpoints.is_some());
        assert_eq!(weight(&long, &Reach::At(line(4000))), Weight::Light);
        assert_eq!(
            weight(&long, &Reach::Games(line(4000), vec![])),
            Weight::Light
        );
        assert_eq!(
            weight(&long, &Reach::Games(line(4000), vec![line(30)])),
            Weight::Heavy
        );
        assert_eq!(weight(&long, &Reach::File), Weight::Light);
        // 2 MB of short games: all of it is heavy, one game is small.
        let many = snapshot(&knights(40).repeat(8192));
        assert!(many.text.len() > HEAVY);
        assert_eq!(weight(&many, &Reach::At(line(3000))), Weight::Light);
        assert_eq!(weight(&many, &Reach::File), Weight::Heavy);
    }

    /// A field of this thread's line in `/proc` (`se.slice`, `prio`).
    #[cfg(target_os = "linux")]
    fn sched_field(name: &str) -> Option<u64> {
        let text = std::fs::read_to_string("/proc/thread-self/sched").ok()?;
        text.lines()
            .find(|l| l.split(':').next().map(str::trim) == Some(name))
            .and_then(|l| l.split(':').nth(1))
            .and_then(|v| v.trim().parse().ok())
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn heavy_work_runs_at_nice_10_with_a_long_slice() {
        let (before, after) = std::thread::spawn(|| {
            let before = (sched_field("prio"), sched_field("se.slice"));
            lower_priority();
            (before, (sched_field("prio"), sched_field("se.slice")))
        })
        .join()
        .unwrap();
        // prio is 120 + nice; a server started at a lower priority keeps it.
        if let (Some(prio), Some(now)) = (before.0, after.0) {
            let heavy = 120 + u64::try_from(HEAVY_NICE).unwrap();
            assert_eq!(now, prio.max(heavy), "{before:?} -> {after:?}");
        }
        // A thread takes a slice of its own since Linux 6.12.
        let release = std::fs::read_to_string("/proc/sys/kernel/osrelease").unwrap_or_default();
        let mut numbers = release
            .split(|c: char| !c.is_ascii_digit())
            .map(|n| n.parse::<u32>().unwrap_or(0));
        let version = (numbers.next().unwrap_or(0), numbers.next().unwrap_or(0));
        if version >= (6, 12)
            && let (Some(_), Some(slice)) = (before.1, after.1)
        {
            assert_eq!(slice, HEAVY_SLICE_NS, "{before:?} -> {after:?}");
        }
    }
}
