//! `initialize`: the position encoding, the settings the client sends
//! (`locale`, `initializationOptions`), the workspace's folder (where
//! relative locale folders start), and what the server can do.

use std::path::{Path, PathBuf};

use serde_json::json;

use super::execute_command::COMMANDS;
use crate::{
    protocol::{Encoding, lsp},
    state::{Config, Problems},
};

/// What `initialize` decided.
pub struct Initialized {
    pub result: lsp::InitializeResult,
    /// Whether the client answers `workspace/configuration`.
    pub pulls_configuration: bool,
    /// Settings that could not be used.
    pub problems: Problems,
}

/// Applies the client's encoding and settings to `config`, and answers.
#[must_use]
pub fn initialize(params: &lsp::InitializeParams, config: &mut Config) -> Initialized {
    let encoding = Encoding::negotiate(params);
    let pulls_configuration = params
        .capabilities
        .workspace
        .as_ref()
        .and_then(|w| w.configuration)
        .unwrap_or(false);
    let mut problems = Problems::default();
    config.encoding = encoding;
    config.root = root_folder(params);
    let options = params.initialization_options.as_ref();
    let setting = |key: &str| options.and_then(|o| o.get(key)).filter(|v| !v.is_null());
    // The locale folders first: the client's language may be in one.
    if let Some(folders) = setting("localeFolders") {
        problems.extend(config.apply(&json!({ "localeFolders": folders })));
    }
    // The client's display language, unless a setting names the language
    // of messages.
    let chosen = setting("locale")
        .and_then(|v| v.as_str())
        .is_some_and(|l| !l.trim().is_empty());
    if let Some(locale) = params.locale.as_deref().filter(|_| !chosen) {
        problems.extend(config.apply(&json!({ "locale": locale })));
    }
    if let Some(options) = options {
        problems.extend(config.apply(options));
    }
    Initialized {
        result: lsp::InitializeResult {
            capabilities: capabilities(encoding),
            server_info: Some(lsp::ServerInfo {
                name: "pgn-lsp".into(),
                version: Some(env!("CARGO_PKG_VERSION").into()),
            }),
            offset_encoding: None,
        },
        pulls_configuration,
        problems,
    }
}

/// The folder of the workspace (its first folder, else the root the
/// client names), if it is on the file system; leaked, as it lives as long
/// as the server.
#[allow(deprecated)] // root_uri: what clients without workspace folders send
fn root_folder(params: &lsp::InitializeParams) -> Option<&'static Path> {
    let uri = params
        .workspace_folders
        .as_ref()
        .and_then(|folders| folders.first())
        .map(|folder| &folder.uri)
        .or(params.root_uri.as_ref())
        .filter(|uri| uri.scheme().as_str().eq_ignore_ascii_case("file"))?;
    let path: PathBuf = uri.to_file_path()?.into_owned();
    Some(Box::leak(path.into_boxed_path()))
}

fn capabilities(encoding: Encoding) -> lsp::ServerCapabilities {
    lsp::ServerCapabilities {
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
    }
}
