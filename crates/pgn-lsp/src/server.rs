//! The language server: protocol handlers over the store and the features.

use std::{
    collections::HashMap,
    panic::AssertUnwindSafe,
    sync::{Arc, Mutex, MutexGuard, RwLock},
    time::Duration,
};

use forsyth_notation::{
    analysis::LanguageChoice,
    diagnostic::Arg,
    locale::{Locale, Locales},
    write::Notation,
};
use serde_json::{Value, json};
use tokio::sync::Notify;
use tower_lsp_server::{Client, LanguageServer, jsonrpc};

use crate::{
    completion,
    detail::GameDetail,
    edit::{self, RenameTarget, Replace, Scope},
    games::Kind,
    hover, outline,
    protocol::{Encoding, lsp},
    state::{Analysed, Config, Document, Snapshot, Store, parse_style},
};

/// Commands the server executes.
pub const COMMANDS: [&str; 3] = ["forsyth.translate", "forsyth.fen", "forsyth.languages"];

/// How long a request waits for the analysis of the latest edit.
const WAIT: Duration = Duration::from_secs(10);

#[derive(Clone)]
struct Shared {
    client: Client,
    store: Arc<Mutex<Store>>,
    config: Arc<RwLock<Config>>,
    analysed: Arc<Notify>,
    /// Whether the client answers `workspace/configuration`.
    pulls_configuration: Arc<std::sync::atomic::AtomicBool>,
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
            },
        }
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
                let diagnostics = guard(|| outline::diagnostics(&snapshot)).unwrap_or_default();
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

fn edits_to_lsp(snapshot: &Snapshot, edits: Vec<Replace>) -> Vec<lsp::TextEdit> {
    edits
        .into_iter()
        .map(|e| lsp::TextEdit {
            range: snapshot.range(e.span),
            new_text: e.text,
        })
        .collect()
}

fn workspace_edit(snapshot: &Snapshot, edits: Vec<Replace>) -> lsp::WorkspaceEdit {
    let mut changes = HashMap::new();
    changes.insert(snapshot.uri.clone(), edits_to_lsp(snapshot, edits));
    lsp::WorkspaceEdit {
        changes: Some(changes),
        document_changes: None,
        change_annotations: None,
    }
}

fn invalid_params(message: String) -> jsonrpc::Error {
    jsonrpc::Error {
        code: jsonrpc::ErrorCode::InvalidParams,
        message: message.into(),
        data: None,
    }
}

/// The arguments of `forsyth.translate`.
struct TranslateArgs {
    uri: lsp::Uri,
    lang: String,
    style: Option<String>,
    scope_game: bool,
    position: Option<lsp::Position>,
}

fn translate_args(value: &Value) -> Option<TranslateArgs> {
    Some(TranslateArgs {
        uri: value.get("uri")?.as_str()?.parse().ok()?,
        lang: value.get("lang")?.as_str()?.to_owned(),
        style: value
            .get("style")
            .and_then(Value::as_str)
            .map(str::to_owned),
        scope_game: value.get("scope").and_then(Value::as_str) == Some("game"),
        position: value
            .get("position")
            .and_then(|p| serde_json::from_value(p.clone()).ok()),
    })
}

impl Backend {
    /// Asks the client for the `forsyth` settings section, if it answers
    /// such requests.
    async fn pull_configuration(&self) {
        if !self
            .shared
            .pulls_configuration
            .load(std::sync::atomic::Ordering::Relaxed)
        {
            return;
        }
        let item = lsp::ConfigurationItem {
            scope_uri: None,
            section: Some("forsyth".into()),
        };
        if let Ok(values) = self.shared.client.configuration(vec![item]).await
            && let Some(section) = values.first().filter(|v| v.is_object())
        {
            self.configure(section);
        }
    }

    /// Applies settings; when what documents are read with changed, reads
    /// them all again.
    fn configure(&self, section: &Value) {
        let changed = {
            let mut config = self
                .shared
                .config
                .write()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            let key = |c: &Config| {
                let notation = match c.notation {
                    LanguageChoice::Auto => String::new(),
                    LanguageChoice::Fixed(l) => l.tag().to_owned(),
                };
                (c.messages.tag().to_owned(), notation)
            };
            let before = key(&config);
            config.apply(section);
            before != key(&config)
        };
        if changed {
            let uris: Vec<lsp::Uri> = {
                let mut store = self.shared.store();
                for doc in store.documents.values_mut() {
                    doc.reread = true;
                }
                store.documents.keys().cloned().collect()
            };
            for uri in uris {
                self.shared.schedule(&uri, false);
            }
        }
    }

    async fn translate_command(&self, args: &Value) -> jsonrpc::Result<Option<Value>> {
        let s = &self.shared;
        let config = s.config();
        let bad = |what: &str| {
            invalid_params(forsyth_notation::diagnostic::format_message(
                config.messages,
                "lsp-bad-arguments",
                &[("command", Arg::Text(what.to_owned()))],
            ))
        };
        let args = translate_args(args).ok_or_else(|| bad("forsyth.translate"))?;
        let locale = config
            .locales
            .find_by_name(&args.lang)
            .ok_or_else(|| unknown_language(config.messages, &args.lang))?;
        // No style: only the letters change, as the writer wrote the rest.
        let style = match args.style.as_deref() {
            None => None,
            Some(name) => Some(parse_style(name).ok_or_else(|| bad("forsyth.translate"))?),
        };
        let Some(snapshot) = s.snapshot(&args.uri).await else {
            return Ok(None);
        };
        let scope = match (args.scope_game, args.position) {
            (true, Some(p)) => Scope::Game(snapshot.offset(p)),
            _ => Scope::File,
        };
        let snap = snapshot.clone();
        let Some(edits) = s
            .blocking("translate", move || {
                edit::translation(&snap, scope, locale, style)
            })
            .await
        else {
            return Ok(None);
        };
        if !edits.is_empty() {
            let edit = workspace_edit(&snapshot, edits);
            let _ = s.client.apply_edit(edit).await;
        }
        Ok(None)
    }
}

fn unknown_language(locale: &Locale, name: &str) -> jsonrpc::Error {
    invalid_params(forsyth_notation::diagnostic::format_message(
        locale,
        "lsp-unknown-language",
        &[("name", Arg::Text(name.to_owned()))],
    ))
}

impl LanguageServer for Backend {
    async fn initialize(
        &self,
        params: lsp::InitializeParams,
    ) -> jsonrpc::Result<lsp::InitializeResult> {
        let encoding = Encoding::negotiate(&params);
        let pulls = params
            .capabilities
            .workspace
            .as_ref()
            .and_then(|w| w.configuration)
            .unwrap_or(false);
        self.shared
            .pulls_configuration
            .store(pulls, std::sync::atomic::Ordering::Relaxed);
        let mut problems = Vec::new();
        {
            let mut config = self
                .shared
                .config
                .write()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            config.encoding = encoding;
            if let Some(locale) = params.locale.as_deref() {
                problems.extend(config.apply(&json!({ "locale": locale })));
            }
            if let Some(options) = &params.initialization_options {
                problems.extend(config.apply(options));
            }
        }
        if !problems.is_empty() {
            // Told once the client is ready, in `initialized`.
            self.shared
                .client
                .log_message(
                    lsp::MessageType::WARNING,
                    format!("forsyth: unknown settings: {}", problems.join(", ")),
                )
                .await;
        }
        let capabilities = lsp::ServerCapabilities {
            position_encoding: Some(encoding.kind()),
            text_document_sync: Some(lsp::TextDocumentSyncCapability::Options(
                lsp::TextDocumentSyncOptions {
                    open_close: Some(true),
                    change: Some(lsp::TextDocumentSyncKind::INCREMENTAL),
                    ..Default::default()
                },
            )),
            hover_provider: Some(lsp::HoverProviderCapability::Simple(true)),
            completion_provider: Some(lsp::CompletionOptions::default()),
            rename_provider: Some(lsp::OneOf::Right(lsp::RenameOptions {
                prepare_provider: Some(true),
                work_done_progress_options: Default::default(),
            })),
            code_action_provider: Some(lsp::CodeActionProviderCapability::Options(
                lsp::CodeActionOptions {
                    code_action_kinds: Some(vec![
                        lsp::CodeActionKind::QUICKFIX,
                        lsp::CodeActionKind::REFACTOR_REWRITE,
                    ]),
                    ..Default::default()
                },
            )),
            execute_command_provider: Some(lsp::ExecuteCommandOptions {
                commands: COMMANDS.iter().map(|c| (*c).to_owned()).collect(),
                work_done_progress_options: Default::default(),
            }),
            document_symbol_provider: Some(lsp::OneOf::Left(true)),
            folding_range_provider: Some(lsp::FoldingRangeProviderCapability::Simple(true)),
            document_formatting_provider: Some(lsp::OneOf::Left(true)),
            ..Default::default()
        };
        Ok(lsp::InitializeResult {
            capabilities,
            server_info: Some(lsp::ServerInfo {
                name: "pgn-lsp".into(),
                version: Some(env!("CARGO_PKG_VERSION").into()),
            }),
            offset_encoding: None,
        })
    }

    async fn shutdown(&self) -> jsonrpc::Result<()> {
        Ok(())
    }

    async fn did_open(&self, params: lsp::DidOpenTextDocumentParams) {
        let doc = params.text_document;
        let kind = Kind::detect(&doc.language_id, doc.uri.as_str());
        self.shared
            .store()
            .documents
            .insert(doc.uri.clone(), Document::new(kind, &doc.text, doc.version));
        self.shared.schedule(&doc.uri, false);
    }

    async fn did_change(&self, params: lsp::DidChangeTextDocumentParams) {
        let encoding = self.shared.config().encoding;
        let uri = params.text_document.uri;
        {
            let mut store = self.shared.store();
            let Some(doc) = store.documents.get_mut(&uri) else {
                return;
            };
            doc.change(
                params.text_document.version,
                &params.content_changes,
                encoding,
            );
        }
        self.shared.schedule(&uri, true);
    }

    async fn did_close(&self, params: lsp::DidCloseTextDocumentParams) {
        let uri = params.text_document.uri;
        self.shared.store().documents.remove(&uri);
        self.shared.analysed.notify_waiters();
        self.shared
            .client
            .publish_diagnostics(uri, Vec::new(), None)
            .await;
    }

    async fn initialized(&self, _: lsp::InitializedParams) {
        self.pull_configuration().await;
    }

    async fn did_change_configuration(&self, params: lsp::DidChangeConfigurationParams) {
        // Clients that answer `workspace/configuration` are asked; others
        // push the settings in the notification.
        if self
            .shared
            .pulls_configuration
            .load(std::sync::atomic::Ordering::Relaxed)
        {
            self.pull_configuration().await;
        } else {
            let section = params
                .settings
                .get("forsyth")
                .cloned()
                .unwrap_or(params.settings);
            self.configure(&section);
        }
    }

    async fn hover(&self, params: lsp::HoverParams) -> jsonrpc::Result<Option<lsp::Hover>> {
        let at = params.text_document_position_params;
        let Some(snapshot) = self.shared.snapshot(&at.text_document.uri).await else {
            return Ok(None);
        };
        let offset = snapshot.offset(at.position);
        Ok(
            guard(|| hover::hover(&snapshot, offset).map(|h| hover::to_lsp(&snapshot, h)))
                .flatten(),
        )
    }

    async fn completion(
        &self,
        params: lsp::CompletionParams,
    ) -> jsonrpc::Result<Option<lsp::CompletionResponse>> {
        let at = params.text_document_position;
        let Some(snapshot) = self.shared.snapshot(&at.text_document.uri).await else {
            return Ok(None);
        };
        let offset = snapshot.offset(at.position);
        let items = guard(|| completion::complete(&snapshot, offset)).unwrap_or_default();
        Ok((!items.is_empty()).then_some(lsp::CompletionResponse::Array(items)))
    }

    async fn prepare_rename(
        &self,
        params: lsp::TextDocumentPositionParams,
    ) -> jsonrpc::Result<Option<lsp::PrepareRenameResponse>> {
        let Some(snapshot) = self.shared.snapshot(&params.text_document.uri).await else {
            return Ok(None);
        };
        let offset = snapshot.offset(params.position);
        Ok(guard(|| {
            let detail = GameDetail::at(&snapshot, offset)?;
            let record = detail.move_at(offset)?;
            let span = detail.doc(record.word.clone());
            let placeholder =
                String::from_utf8_lossy(detail.tree.source().get(record.word.clone())?)
                    .into_owned();
            Some(lsp::PrepareRenameResponse::RangeWithPlaceholder {
                range: snapshot.range(span),
                placeholder,
            })
        })
        .flatten())
    }

    async fn rename(
        &self,
        params: lsp::RenameParams,
    ) -> jsonrpc::Result<Option<lsp::WorkspaceEdit>> {
        let at = params.text_document_position;
        let Some(snapshot) = self.shared.snapshot(&at.text_document.uri).await else {
            return Ok(None);
        };
        let offset = snapshot.offset(at.position);
        let config = snapshot.config;
        let new_name = params.new_name;
        let snap = snapshot.clone();
        let result = self
            .shared
            .blocking("rename", move || {
                let detail = GameDetail::at(&snap, offset);
                let record = detail.as_ref().and_then(|d| d.move_at(offset));
                let current = detail.as_ref().and_then(|d| d.language);
                match edit::rename_target(config.locales, &new_name, record, current) {
                    RenameTarget::Language(l) => Ok(edit::translation(&snap, Scope::File, l, None)),
                    RenameTarget::NotTheMove => Err(new_name),
                }
            })
            .await;
        match result {
            Some(Ok(edits)) => Ok(Some(workspace_edit(&snapshot, edits))),
            Some(Err(name)) => Err(invalid_params(
                snapshot.message("lsp-rename-not-a-language", &[("name", Arg::Text(name))]),
            )),
            None => Ok(None),
        }
    }

    async fn code_action(
        &self,
        params: lsp::CodeActionParams,
    ) -> jsonrpc::Result<Option<lsp::CodeActionResponse>> {
        let uri = params.text_document.uri.clone();
        let Some(snapshot) = self.shared.snapshot(&uri).await else {
            return Ok(None);
        };
        let actions = guard(|| code_actions(&snapshot, &params)).unwrap_or_default();
        Ok((!actions.is_empty()).then_some(actions))
    }

    async fn execute_command(
        &self,
        params: lsp::ExecuteCommandParams,
    ) -> jsonrpc::Result<Option<Value>> {
        let arg = params.arguments.first().cloned().unwrap_or(Value::Null);
        match params.command.as_str() {
            "forsyth.translate" => self.translate_command(&arg).await,
            "forsyth.fen" => {
                let uri: Option<lsp::Uri> = arg
                    .get("uri")
                    .and_then(Value::as_str)
                    .and_then(|u| u.parse().ok());
                let position: Option<lsp::Position> = arg
                    .get("position")
                    .and_then(|p| serde_json::from_value(p.clone()).ok());
                let (Some(uri), Some(position)) = (uri, position) else {
                    let config = self.shared.config();
                    return Err(invalid_params(
                        forsyth_notation::diagnostic::format_message(
                            config.messages,
                            "lsp-bad-arguments",
                            &[("command", Arg::Text("forsyth.fen".into()))],
                        ),
                    ));
                };
                let Some(snapshot) = self.shared.snapshot(&uri).await else {
                    return Ok(None);
                };
                let offset = snapshot.offset(position);
                Ok(guard(|| hover::fen_at(&snapshot, offset))
                    .flatten()
                    .map(Value::String))
            }
            "forsyth.languages" => {
                let config = self.shared.config();
                let list: Vec<Value> = config
                    .locales
                    .iter()
                    .map(|l| json!({ "code": l.tag(), "name": l.name(), "englishName": l.english_name() }))
                    .collect();
                Ok(Some(Value::Array(list)))
            }
            other => {
                let config = self.shared.config();
                Err(invalid_params(
                    forsyth_notation::diagnostic::format_message(
                        config.messages,
                        "lsp-unknown-command",
                        &[("command", Arg::Text(other.to_owned()))],
                    ),
                ))
            }
        }
    }

    async fn document_symbol(
        &self,
        params: lsp::DocumentSymbolParams,
    ) -> jsonrpc::Result<Option<lsp::DocumentSymbolResponse>> {
        let Some(snapshot) = self.shared.snapshot(&params.text_document.uri).await else {
            return Ok(None);
        };
        let symbols = guard(|| outline::symbols(&snapshot)).unwrap_or_default();
        Ok(Some(lsp::DocumentSymbolResponse::Nested(symbols)))
    }

    async fn folding_range(
        &self,
        params: lsp::FoldingRangeParams,
    ) -> jsonrpc::Result<Option<Vec<lsp::FoldingRange>>> {
        let Some(snapshot) = self.shared.snapshot(&params.text_document.uri).await else {
            return Ok(None);
        };
        Ok(guard(|| outline::folding(&snapshot)))
    }

    async fn formatting(
        &self,
        params: lsp::DocumentFormattingParams,
    ) -> jsonrpc::Result<Option<Vec<lsp::TextEdit>>> {
        let Some(snapshot) = self.shared.snapshot(&params.text_document.uri).await else {
            return Ok(None);
        };
        if snapshot.kind != Kind::Pgn {
            return Ok(None);
        }
        let snap = snapshot.clone();
        let edits = self
            .shared
            .blocking("formatting", move || edit::format_document(&snap))
            .await
            .unwrap_or_default();
        Ok(Some(edits_to_lsp(&snapshot, edits)))
    }
}

/// Translation actions for the game and the file, "Write in figurines",
/// and quick fixes for the diagnostics at the cursor.
fn code_actions(
    snapshot: &Snapshot,
    params: &lsp::CodeActionParams,
) -> Vec<lsp::CodeActionOrCommand> {
    let mut out = Vec::new();
    let wants = |kind: &lsp::CodeActionKind| {
        params
            .context
            .only
            .as_ref()
            .is_none_or(|only| only.iter().any(|k| kind.as_str().starts_with(k.as_str())))
    };
    // Quick fixes of findings whose mend is plain text, in PGN and in
    // `.fen` files.
    if wants(&lsp::CodeActionKind::QUICKFIX) {
        let mut fixes: Vec<lsp::CodeAction> = Vec::new();
        for diagnostic in &params.context.diagnostics {
            for action in finding_fixes(snapshot, diagnostic) {
                // Findings that share a fix (the missing fields of a FEN)
                // share one action.
                match fixes.iter_mut().find(|a| a.edit == action.edit) {
                    Some(same) => same
                        .diagnostics
                        .get_or_insert_with(Vec::new)
                        .extend(action.diagnostics.unwrap_or_default()),
                    None => fixes.push(action),
                }
            }
        }
        out.extend(fixes.into_iter().map(lsp::CodeActionOrCommand::CodeAction));
    }
    if snapshot.kind != Kind::Pgn {
        return out;
    }
    let offset = snapshot.offset(params.range.start);
    let Some(detail) = GameDetail::at(snapshot, offset) else {
        return out;
    };
    let uri = snapshot.uri.as_str();
    // Quick fixes of moves.
    if wants(&lsp::CodeActionKind::QUICKFIX) {
        for diagnostic in &params.context.diagnostics {
            out.extend(quick_fixes(snapshot, &detail, diagnostic));
        }
    }
    if !wants(&lsp::CodeActionKind::REFACTOR_REWRITE) || detail.analysis.moves.is_empty() {
        return out;
    }
    let command = |title: String, lang: &str, style: Option<&str>, scope: &str| {
        lsp::CodeActionOrCommand::CodeAction(lsp::CodeAction {
            title: title.clone(),
            kind: Some(lsp::CodeActionKind::REFACTOR_REWRITE),
            command: Some(lsp::Command {
                title,
                command: "forsyth.translate".into(),
                arguments: Some(vec![json!({
                    "uri": uri,
                    "lang": lang,
                    "style": style,
                    "scope": scope,
                    "position": params.range.start,
                })]),
            }),
            ..Default::default()
        })
    };
    let current = detail.language.map(Locale::tag);
    for scope in ["game", "file"] {
        for locale in snapshot.config.locales.iter() {
            if scope == "game" && Some(locale.tag()) == current {
                continue;
            }
            let id = if scope == "game" {
                "lsp-action-translate-game"
            } else {
                "lsp-action-translate-file"
            };
            let title = snapshot.message(id, &[("language", Arg::Text(locale.name().to_owned()))]);
            out.push(command(title, locale.tag(), None, scope));
        }
    }
    let title = snapshot.message("lsp-action-figurines", &[]);
    out.push(command(title, current.unwrap_or("en"), Some("fan"), "game"));
    out
}

/// Quick fixes for a diagnostic of a repaired FEN or of quotes in a tag
/// value ([`edit::finding_fixes`]), the one obvious fix preferred.
fn finding_fixes(snapshot: &Snapshot, diagnostic: &lsp::Diagnostic) -> Vec<lsp::CodeAction> {
    let code = match &diagnostic.code {
        Some(lsp::NumberOrString::String(c)) => c.as_str(),
        _ => return Vec::new(),
    };
    let client = snapshot
        .text
        .span(diagnostic.range, snapshot.config.encoding);
    let fixes = edit::finding_fixes(snapshot, code, client);
    let preferred = fixes.len() == 1;
    fixes
        .into_iter()
        .map(|fix| lsp::CodeAction {
            title: fix.title,
            kind: Some(lsp::CodeActionKind::QUICKFIX),
            diagnostics: Some(vec![diagnostic.clone()]),
            edit: Some(workspace_edit(snapshot, fix.edits)),
            is_preferred: Some(preferred),
            ..Default::default()
        })
        .collect()
}

fn quick_fixes(
    snapshot: &Snapshot,
    detail: &GameDetail,
    diagnostic: &lsp::Diagnostic,
) -> Vec<lsp::CodeActionOrCommand> {
    let code = match &diagnostic.code {
        Some(lsp::NumberOrString::String(c)) => c.as_str(),
        _ => return Vec::new(),
    };
    // The client sends back the diagnostic it was given, perhaps with a
    // range it has moved or widened: the word is the one of our own
    // finding with this code that the range touches.
    let client = snapshot
        .text
        .span(diagnostic.range, snapshot.config.encoding);
    let start = detail
        .analysis
        .diagnostics
        .iter()
        .filter(|d| d.code.as_str() == code)
        .map(|d| detail.doc(d.span.clone()))
        .filter(|s| s.start <= client.end && client.start <= s.end)
        .min_by_key(|s| s.start.abs_diff(client.start))
        .map_or(client.start, |s| s.start);
    let Some(locale) = detail
        .language
        .or_else(|| snapshot.config.locales.get("en"))
    else {
        return Vec::new();
    };
    let Some(word) = detail
        .tree
        .token_at(start.saturating_sub(detail.start))
        .filter(|t| t.span().start + detail.start == start)
    else {
        return Vec::new();
    };
    let written = String::from_utf8_lossy(word.bytes()).into_owned();
    let word_span = detail.doc(word.span());
    let (replacements, preferred) = match code {
        "illegal-move" | "ambiguous-move" | "malformed-move" => {
            let Some(pos) = detail.position_at(word_span.start) else {
                return Vec::new();
            };
            let found = edit::corrections(&written, &pos, locale);
            (found.moves, found.obvious)
        }
        "homoglyph" => (
            detail
                .move_at(word_span.start)
                .map(|r| {
                    forsyth_notation::write::move_to_string(
                        &r.before,
                        &r.mv,
                        locale.letters(),
                        Notation::San,
                    )
                })
                .into_iter()
                .collect(),
            true,
        ),
        _ => (Vec::new(), false),
    };
    replacements
        .into_iter()
        .filter(|r| *r != written)
        .map(|replacement| {
            let title = snapshot.message(
                "lsp-action-fix",
                &[("move", Arg::Text(replacement.clone()))],
            );
            lsp::CodeActionOrCommand::CodeAction(lsp::CodeAction {
                title,
                kind: Some(lsp::CodeActionKind::QUICKFIX),
                diagnostics: Some(vec![diagnostic.clone()]),
                edit: Some(workspace_edit(
                    snapshot,
                    vec![Replace {
                        span: word_span.clone(),
                        text: replacement,
                    }],
                )),
                is_preferred: Some(preferred),
                ..Default::default()
            })
        })
        .collect()
}
