//! One file per protocol method (or group of methods): each handler turns
//! the protocol's parameters into byte offsets, asks `forsyth-notation`,
//! and turns the answer into the protocol's result. Scheduling (snapshots,
//! the blocking pool, panics) is the server's ([`crate::server`]).

pub mod code_action;
pub mod completion;
pub mod configuration;
pub mod decompressed;
pub mod diagnostics;
pub mod execute_command;
pub mod formatting;
pub mod hover;
pub mod initialize;
pub mod rename;
pub mod symbols;
pub mod text_document_sync;

use std::{collections::HashMap, ops::Range};

use forsyth_notation::{
    fix::Edit, locale::Locale, rewrite, translate::TextTranslator, write::Target,
};
use tower_lsp_server::jsonrpc;

use crate::{protocol::lsp, state::Snapshot};

/// Which games to translate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Every game of the document.
    File,
    /// The game holding this offset.
    Game(usize),
    /// The move words this span touches, in the games it touches, each
    /// game in its own letters ([`rewrite::translation_of`]).
    Selection(Range<usize>),
}

/// The edits that write the moves of `scope` in `target`'s language and
/// notation ([`rewrite::translation`]); a whole game translated faithfully
/// (a language, no notation) is written as `forsyth translate` writes it
/// ([`rewrite::faithful`]), print and printed words included.
#[must_use]
pub fn translation(snapshot: &Snapshot, scope: Scope, target: &Target<'_>) -> Vec<Edit> {
    let entries: Vec<usize> = match scope {
        Scope::File => (0..snapshot.index.len()).collect(),
        Scope::Game(offset) => snapshot.index.find(offset).into_iter().collect(),
        Scope::Selection(ref span) => match snapshot.index.find(span.start) {
            Some(first) => {
                let last = snapshot
                    .index
                    .find(span.end.saturating_sub(1))
                    .unwrap_or(first);
                (first..=last.max(first)).collect()
            }
            None => Vec::new(),
        },
    };
    let mut edits = Vec::new();
    let mut translator: Option<TextTranslator<'_>> = None;
    for i in entries {
        if snapshot.index.get(i).is_some_and(|(_, e)| !e.has_game) {
            continue;
        }
        // A long game is read stretch by stretch (its checkpoints'
        // windows), each a game of its own from a position: its moves are
        // written one by one.
        let whole = snapshot
            .index
            .get(i)
            .is_none_or(|(_, e)| e.checkpoints.as_ref().and_then(|c| c.windows()).is_none());
        // A long game stretch by stretch, and as read whole: no move of a
        // line after one that could not be read.
        for part in snapshot.game_parts(i) {
            if snapshot.stop.now() {
                return edits;
            }
            match &scope {
                Scope::Selection(span) => {
                    let own = Target {
                        locale: part.language.unwrap_or(target.locale),
                        ..*target
                    };
                    edits.extend(rewrite::translation_of(&part, &own, span.clone()));
                }
                _ if whole && target.notation.is_none() => {
                    let translator = translator
                        .get_or_insert_with(|| TextTranslator::new(snapshot.config.locales));
                    edits.extend(rewrite::faithful(&part, translator, target));
                }
                _ => edits.extend(rewrite::translation(&part, target)),
            }
            // After a stretch whose main line stopped, the next one's
            // position is unknown.
            if part.analysis.end.is_none() {
                break;
            }
        }
    }
    edits
}

/// A translation target that changes the letters only (`None`) or writes
/// every move in a notation.
fn target(
    locale: &Locale,
    notation: Option<forsyth_notation::write::Notation>,
    comments: forsyth_notation::notes::Comments,
) -> Target<'_> {
    Target {
        locale,
        notation,
        isolate: false,
        comments,
    }
}

/// Protocol text edits of byte-span edits.
#[must_use]
pub fn text_edits(snapshot: &Snapshot, edits: Vec<Edit>) -> Vec<lsp::TextEdit> {
    let mut positions = snapshot.positions();
    edits
        .into_iter()
        .map(|e| lsp::TextEdit {
            range: positions.range(e.span),
            new_text: e.text,
        })
        .collect()
}

/// A workspace edit of the snapshot's document.
#[must_use]
pub fn workspace_edit(snapshot: &Snapshot, edits: Vec<Edit>) -> lsp::WorkspaceEdit {
    let mut changes = HashMap::new();
    changes.insert(snapshot.uri.clone(), text_edits(snapshot, edits));
    lsp::WorkspaceEdit {
        changes: Some(changes),
        document_changes: None,
        change_annotations: None,
    }
}

/// An `InvalidParams` error with a message in the user's language.
#[must_use]
pub fn invalid_params(message: String) -> jsonrpc::Error {
    jsonrpc::Error {
        code: jsonrpc::ErrorCode::InvalidParams,
        message: message.into(),
        data: None,
    }
}
