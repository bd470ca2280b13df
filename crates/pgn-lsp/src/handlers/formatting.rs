//! `textDocument/formatting`: PGN export layout, white space only
//! ([`forsyth_notation::format`]), game by game of the index. The games of
//! a page of bare text (among prose) keep the layout they are printed in.

use forsyth_notation::{fix::Edit, format};

use crate::{games::Kind, protocol::lsp, state::Snapshot};

/// The edits that lay the games out; `None` for a `.fen` file.
#[must_use]
pub fn formatting(snapshot: &Snapshot) -> Option<Vec<lsp::TextEdit>> {
    if snapshot.kind != Kind::Pgn {
        return None;
    }
    let mut edits = Vec::new();
    let mut text = String::new();
    let count = snapshot.index.len();
    for (i, (start, entry)) in snapshot.index.iter().enumerate() {
        if !entry.has_game || entry.in_page {
            continue;
        }
        if snapshot.stop.now() {
            break;
        }
        snapshot
            .text
            .copy_range(start..start + entry.len, &mut text);
        if let Some(layout) = format::game(&text, i + 1 == count) {
            edits.push(Edit {
                span: start + layout.span.start..start + layout.span.end,
                text: layout.text,
            });
        }
    }
    Some(super::text_edits(snapshot, edits))
}
