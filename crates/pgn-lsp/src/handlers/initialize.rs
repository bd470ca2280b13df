//! `initialize`: the position encoding, the settings the client sends
//! (`locale`, `initializationOptions`), and what the server can do.

use serde_json::json;

use super::execute_command::COMMANDS;
use crate::{
    protocol::{Encoding, lsp},
    state::Config,
};

/// What `initialize` decided.
pub struct Initialized {
    pub result: lsp::InitializeResult,
    /// Whether the client answers `workspace/configuration`.
    pub pulls_configuration: bool,
    /// Settings that could not be used.
    pub problems: Vec<String>,
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
    let mut problems = Vec::new();
    config.encoding = encoding;
    if let Some(locale) = params.locale.as_deref() {
        problems.extend(config.apply(&json!({ "locale": locale })));
    }
    if let Some(options) = &params.initialization_options {
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
