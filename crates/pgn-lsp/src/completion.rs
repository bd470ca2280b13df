//! Completion: the legal moves at the cursor, written in the game's
//! language and the configured style.

use forsyth_notation::write::move_to_string;

use crate::{detail::GameDetail, games::Kind, protocol::lsp, state::Snapshot};

/// Where the word being typed starts: back from `offset` over characters
/// that can be part of a move.
fn word_start(snapshot: &Snapshot, offset: usize) -> usize {
    let line_start = snapshot.text.line_start(offset);
    let mut before = String::new();
    snapshot.text.copy_range(line_start..offset, &mut before);
    let kept = before
        .char_indices()
        .rev()
        .take_while(|(_, c)| {
            !c.is_whitespace() && !matches!(c, '.' | '(' | ')' | '{' | '}' | ']' | '…')
        })
        .last()
        .map_or(before.len(), |(i, _)| i);
    line_start + kept
}

/// The completion items at `offset`.
#[must_use]
pub fn complete(snapshot: &Snapshot, offset: usize) -> Vec<lsp::CompletionItem> {
    if snapshot.kind != Kind::Pgn {
        return Vec::new();
    }
    let start = word_start(snapshot, offset);
    // Inside a comment or a tag there is nothing to complete.
    let Some(detail) = GameDetail::at(snapshot, start) else {
        return Vec::new();
    };
    if let Some(token) = detail.tree.token_at(start.saturating_sub(detail.start))
        && matches!(
            token.kind(),
            forsyth_notation::lexer::TokenKind::BraceComment
                | forsyth_notation::lexer::TokenKind::UnterminatedBraceComment
                | forsyth_notation::lexer::TokenKind::LineComment
                | forsyth_notation::lexer::TokenKind::String
                | forsyth_notation::lexer::TokenKind::LooseString
                | forsyth_notation::lexer::TokenKind::UnterminatedString
        )
        && token.span().start < start - detail.start
    {
        return Vec::new();
    }
    if let Some(game) = detail.game()
        && let Some(section) = game.tag_section()
        && section.span().contains(&(start - detail.start))
    {
        return Vec::new();
    }
    let Some(pos) = detail.position_at(start) else {
        return Vec::new();
    };
    let letters = detail
        .language
        .unwrap_or(snapshot.config.messages)
        .letters();
    let range = snapshot.range(start..offset);
    pos.legal_moves()
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
        .collect()
}
