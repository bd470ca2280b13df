//! The language server: the routing table from protocol methods to their
//! handlers ([`crate::handlers`]), and scheduling — analysis after a
//! debounce on the blocking pool, snapshots that requests wait for, panics
//! caught and reported.

use std::{
    panic::AssertUnwindSafe,
    sync::{
        Arc, Mutex, MutexGuard, RwLock, RwLockWriteGuard,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use forsyth_notation::{diagnostic::Arg, locale::Locales};
use serde_json::Value;
use tokio::sync::Notify;
use tower_lsp_server::{Client, LanguageServer, jsonrpc};

use crate::{
    games::Kind,
    handlers,
    handlers::{
        code_action, completion, configuration,
        execute_command::{self, Command},
        formatting, hover, initialize, rename, symbols, text_document_sync,
    },
    protocol::lsp,
    state::{Analysed, Config, Snapshot, Store},
};

/// How long a request waits for the analysis of the latest edit.
const WAIT: Duration = Duration::from_secs(10);

/// What the server's tasks share.
#[derive(Clone)]
struct Shared {
    client: Client,
    store: Arc<Mutex<Store>>,
    config: Arc<RwLock<Config>>,
    analysed: Arc<Notify>,
    /// Whether the client answers `workspace/configuration`.
    pulls_configuration: Arc<AtomicBool>,
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
                pulls_configuration: Arc::default(),
                shut_down: Arc::default(),
            },
        }
    }

    /// Whether the client asked for `shutdown` (then `exit` ends the
    /// process with status 0, else with 1).
    #[must_use]
    pub fn shut_down(&self) -> bool {
        self.shared.shut_down.load(Ordering::SeqCst)
    }
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
            let (text, version) = (job.text.clone(), job.version);
            let result = tokio::task::spawn_blocking(move || {
                std::panic::catch_unwind(AssertUnwindSafe(|| job.run(&settings)))
            })
            .await;
            let index = match result {
                Ok(Ok(index)) => Some(index),
                Ok(Err(panic)) => {
                    self.report_panic("analysis", panic_text(&*panic)).await;
                    None
                }
                Err(err) => {
                    self.report_panic("analysis", err.to_string()).await;
                    None
                }
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
                    .map(|a| snapshot_of(&uri, doc.kind, a, config))
            };
            self.analysed.notify_waiters();
            if let Some(snapshot) = snapshot {
                let diagnostics =
                    guard(|| handlers::diagnostics::diagnostics(&snapshot)).unwrap_or_default();
                self.client
                    .publish_diagnostics(uri.clone(), diagnostics, Some(snapshot.version))
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

    /// The analysed snapshot of the document's latest version, waiting for
    /// its analysis if needed.
    async fn snapshot(&self, uri: &lsp::Uri) -> Option<Snapshot> {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let notified = self.analysed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            {
                let store = self.store();
                let doc = store.documents.get(uri)?;
                if let Some(a) = doc.current() {
                    return Some(snapshot_of(uri, doc.kind, a, self.config()));
                }
                if doc.failed {
                    return None;
                }
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return None;
            }
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
}

/// What a panic said.
fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(ToString::to_string)
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default()
}

fn snapshot_of(uri: &lsp::Uri, kind: Kind, a: &Analysed, config: Config) -> Snapshot {
    Snapshot {
        uri: uri.clone(),
        kind,
        text: a.text.clone(),
        version: a.version,
        index: a.index.clone(),
        config,
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

    /// Runs `f` on the snapshot of `uri` on this thread, catching panics.
    async fn read<T>(&self, uri: &lsp::Uri, f: impl FnOnce(&Snapshot) -> T) -> Option<T> {
        let snapshot = self.snapshot(uri).await?;
        guard(|| f(&snapshot))
    }

    /// Runs `f` on the snapshot of `uri` on the blocking pool, catching
    /// panics (and reporting them).
    async fn read_blocking<T: Send + 'static>(
        &self,
        uri: &lsp::Uri,
        what: &str,
        f: impl FnOnce(&Snapshot) -> T + Send + 'static,
    ) -> Option<T> {
        let snapshot = self.snapshot(uri).await?;
        self.blocking(what, move || f(&snapshot)).await
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
            self.configure(section);
        }
    }

    /// Applies settings; when what documents are read with changed, reads
    /// them all again.
    fn configure(&self, section: &Value) {
        let changed = configuration::apply(&mut self.config_mut(), section);
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
        if !done.problems.is_empty() {
            s.client
                .log_message(
                    lsp::MessageType::WARNING,
                    forsyth_notation::diagnostic::format_message(
                        s.config().messages,
                        "lsp-unknown-settings",
                        &[("settings", Arg::Text(done.problems.join(", ")))],
                    ),
                )
                .await;
        }
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
        let uri = text_document_sync::did_change(&mut s.store(), params, encoding);
        if let Some(uri) = uri {
            s.schedule(&uri, true);
        }
    }

    async fn did_close(&self, params: lsp::DidCloseTextDocumentParams) {
        let s = &self.shared;
        let uri = text_document_sync::did_close(&mut s.store(), params);
        s.analysed.notify_waiters();
        s.client.publish_diagnostics(uri, Vec::new(), None).await;
    }

    async fn did_change_configuration(&self, params: lsp::DidChangeConfigurationParams) {
        // Clients that answer `workspace/configuration` are asked; others
        // push the settings in the notification.
        if self.shared.pulls_configuration.load(Ordering::Relaxed) {
            self.shared.pull_configuration().await;
        } else {
            self.shared
                .configure(&configuration::pushed_section(params));
        }
    }

    async fn hover(&self, params: lsp::HoverParams) -> jsonrpc::Result<Option<lsp::Hover>> {
        let uri = &params.text_document_position_params.text_document.uri;
        let found = self.shared.read(uri, |s| hover::hover(s, &params)).await;
        Ok(found.flatten())
    }

    async fn completion(
        &self,
        params: lsp::CompletionParams,
    ) -> jsonrpc::Result<Option<lsp::CompletionResponse>> {
        let uri = &params.text_document_position.text_document.uri;
        let found = (self.shared)
            .read(uri, |s| completion::completion(s, &params))
            .await;
        Ok(found.flatten())
    }

    async fn prepare_rename(
        &self,
        params: lsp::TextDocumentPositionParams,
    ) -> jsonrpc::Result<Option<lsp::PrepareRenameResponse>> {
        let uri = &params.text_document.uri;
        let found = (self.shared)
            .read(uri, |s| rename::prepare_rename(s, &params))
            .await;
        Ok(found.flatten())
    }

    async fn rename(
        &self,
        params: lsp::RenameParams,
    ) -> jsonrpc::Result<Option<lsp::WorkspaceEdit>> {
        let uri = params.text_document_position.text_document.uri.clone();
        let found = (self.shared)
            .read_blocking(&uri, "rename", move |s| rename::rename(s, &params))
            .await;
        found.transpose()
    }

    async fn code_action(
        &self,
        params: lsp::CodeActionParams,
    ) -> jsonrpc::Result<Option<lsp::CodeActionResponse>> {
        let uri = &params.text_document.uri;
        let found = (self.shared)
            .read(uri, |s| code_action::code_action(s, &params))
            .await;
        Ok(found.flatten())
    }

    async fn execute_command(
        &self,
        params: lsp::ExecuteCommandParams,
    ) -> jsonrpc::Result<Option<Value>> {
        let s = &self.shared;
        match execute_command::command(&s.config(), &params)? {
            Command::Languages(list) => Ok(Some(list)),
            Command::Fen { uri, position } => {
                let found = s.read(&uri, |s| execute_command::fen(s, position)).await;
                Ok(found.flatten())
            }
            Command::Translate(args) => {
                let uri = args.uri.clone();
                let edit = s
                    .read_blocking(&uri, "translate", move |s| {
                        execute_command::translate(s, &args)
                    })
                    .await;
                if let Some(edit) = edit.flatten() {
                    let _ = s.client.apply_edit(edit).await;
                }
                Ok(None)
            }
        }
    }

    async fn document_symbol(
        &self,
        params: lsp::DocumentSymbolParams,
    ) -> jsonrpc::Result<Option<lsp::DocumentSymbolResponse>> {
        let uri = &params.text_document.uri;
        let Some(snapshot) = self.shared.snapshot(uri).await else {
            return Ok(None);
        };
        let found = guard(|| symbols::document_symbol(&snapshot));
        Ok(Some(found.unwrap_or(lsp::DocumentSymbolResponse::Nested(
            Vec::new(),
        ))))
    }

    async fn folding_range(
        &self,
        params: lsp::FoldingRangeParams,
    ) -> jsonrpc::Result<Option<Vec<lsp::FoldingRange>>> {
        let uri = &params.text_document.uri;
        Ok(self.shared.read(uri, symbols::folding_range).await)
    }

    async fn formatting(
        &self,
        params: lsp::DocumentFormattingParams,
    ) -> jsonrpc::Result<Option<Vec<lsp::TextEdit>>> {
        let uri = &params.text_document.uri;
        let found = (self.shared)
            .read_blocking(uri, "formatting", formatting::formatting)
            .await;
        // A panic was reported: no edits.
        Ok(found.unwrap_or_else(|| Some(Vec::new())))
    }
}
