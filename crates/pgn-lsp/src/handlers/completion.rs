//! `textDocument/completion`: the legal moves at the cursor, written in the
//! game's language and the configured style.

use forsyth_notation::{cursor::word_start, write::move_to_string};

use crate::{games::Kind, protocol::lsp, state::Snapshot};

/// The legal moves that may replace the word being typed.
#[must_use]
pub fn completion(
    snapshot: &Snapshot,
    params: &lsp::CompletionParams,
) -> Option<lsp::CompletionResponse> {
    // Nothing is typed into the read-only text of a compressed file.
    if snapshot.kind != Kind::Pgn || super::decompressed::is_read_only(&snapshot.uri) {
        return None;
    }
    let offset = snapshot.offset(params.text_document_position.position);
    let line_start = snapshot.text.line_start(offset);
    let mut before = String::new();
    snapshot.text.copy_range(line_start..offset, &mut before);
    let start = line_start + word_start(&before);
    let detail = snapshot.game_at(start)?;
    if !detail.takes_a_move_at(start) {
        return None;
    }
    let pos = detail.position_at(start)?;
    let letters = detail
        .language
        .unwrap_or(snapshot.config.messages)
        .letters();
    let range = snapshot.range(start..offset);
    let items: Vec<lsp::CompletionItem> = pos
        .legal_moves()
        .iter()
        .enumerate()
        .map(|(i, mv)| {
            let text = move_to_string(&pos, mv, letters, snapshot.config.style);
            lsp::CompletionItem {
                label: text.clone(),
                kind: Some(lsp::CompletionItemKind::VALUE),
                sort_text: Some(format!("{i:03}")),
                filter_text: Some(text.clone()),
                text_edit: Some(lsp::CompletionTextEdit::Edit(lsp::TextEdit {
                    range,
                    new_text: text,
                })),
                ..lsp::CompletionItem::default()
            }
        })
        .collect();
    (!items.is_empty()).then_some(lsp::CompletionResponse::Array(items))
}
