//! `textDocument/prepareRename` and `textDocument/rename`: renaming a move
//! translates the file. The new name is the move written in another
//! language (`Sf3` for `Nf3`) or a language's name
//! ([`forsyth_notation::rewrite::rename_target`]).

use forsyth_notation::{
    diagnostic::Arg,
    rewrite::{RenameTarget, rename_target},
};
use tower_lsp_server::jsonrpc;

use super::{Scope, invalid_params, target, translation, workspace_edit};
use crate::{protocol::lsp, state::Snapshot};

/// The move word at the position, as written.
#[must_use]
pub fn prepare_rename(
    snapshot: &Snapshot,
    params: &lsp::TextDocumentPositionParams,
) -> Option<lsp::PrepareRenameResponse> {
    let offset = snapshot.offset(params.position);
    let detail = snapshot.game_at(offset)?;
    let record = detail.move_at(offset)?;
    Some(lsp::PrepareRenameResponse::RangeWithPlaceholder {
        range: snapshot.range(detail.doc(record.word.clone())),
        placeholder: detail.written(record)?,
    })
}

/// Every move of the file in the language the new name asks for, or an
/// error saying the new name is neither.
pub fn rename(
    snapshot: &Snapshot,
    params: &lsp::RenameParams,
) -> jsonrpc::Result<lsp::WorkspaceEdit> {
    let offset = snapshot.offset(params.text_document_position.position);
    let detail = snapshot.game_at(offset);
    let record = detail.as_ref().and_then(|d| d.move_at(offset));
    let current = detail.as_ref().and_then(|d| d.language);
    match rename_target(snapshot.config.locales, &params.new_name, record, current) {
        RenameTarget::Language(l) => {
            let edits = translation(
                snapshot,
                Scope::File,
                &target(l, None, snapshot.config.comments),
            );
            Ok(workspace_edit(snapshot, edits))
        }
        RenameTarget::NotTheMove => Err(invalid_params(snapshot.message(
            "lsp-rename-not-a-language",
            &[("name", Arg::Text(params.new_name.clone()))],
        ))),
    }
}
