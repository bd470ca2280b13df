//! `textDocument/documentSymbol` (one symbol per game, its variations as
//! children) and `textDocument/foldingRange` (games, variations, comments
//! over several lines), from the outlines of the index
//! ([`forsyth_notation::outline`]).

use crate::{
    games::GameEntry,
    protocol::{Positions, lsp},
    state::Snapshot,
};

/// How deep variations nest in the outline (the text allows 255 levels;
/// clients' JSON readers and eyes do not).
const MAX_SYMBOL_DEPTH: u32 = 16;

/// The answer to `documentSymbol` as JSON text: one symbol per game,
/// `White – Black` with event, date and result as detail, its variations
/// as nested children. Written game by game: the symbols of a large
/// document are never all in memory at once.
///
/// # Errors
///
/// None in practice: the symbols are plain data.
pub fn document_symbol_json(snapshot: &Snapshot) -> serde_json::Result<Vec<u8>> {
    struct Games<'a>(&'a Snapshot);
    impl serde::Serialize for Games<'_> {
        fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let snapshot = self.0;
            let mut positions = snapshot.positions();
            serializer.collect_seq(
                snapshot
                    .index
                    .iter()
                    .filter(|(_, entry)| entry.has_game)
                    .take_while(|_| !snapshot.stop.now())
                    .map(|(start, entry)| game_symbol(&mut positions, start, entry)),
            )
        }
    }
    serde_json::to_vec(&Games(snapshot))
}

/// The symbol of the game at `start`.
#[allow(deprecated)] // `DocumentSymbol::deprecated` must still be written.
fn game_symbol(
    positions: &mut Positions<'_>,
    start: usize,
    entry: &GameEntry,
) -> lsp::DocumentSymbol {
    let o = &entry.outline;
    let (content, chosen) = (&o.content, &o.selection);
    // In text order, which is fast.
    let (range, selection) = if content.start <= chosen.start && chosen.end <= content.end {
        let first = positions.position(start + content.start);
        let selection = positions.range(start + chosen.start..start + chosen.end);
        let last = positions.position(start + content.end);
        (lsp::Range::new(first, last), selection)
    } else {
        let range = positions.range(start + content.start..start + content.end);
        (range, range)
    };
    let mut at = |r: &std::ops::Range<usize>| positions.range(start + r.start..start + r.end);
    // Variations nest by depth, in text order.
    let mut stack: Vec<(u32, lsp::DocumentSymbol)> = Vec::new();
    let mut children = Vec::new();
    let close = |stack: &mut Vec<(u32, lsp::DocumentSymbol)>,
                 children: &mut Vec<lsp::DocumentSymbol>| {
        let Some((_, done)) = stack.pop() else {
            return;
        };
        match stack.last_mut() {
            Some((_, parent)) => parent.children.get_or_insert_with(Vec::new).push(done),
            None => children.push(done),
        }
    };
    for v in &o.variations {
        // Deeper variations are listed at the deepest level shown.
        let depth = v.depth.min(MAX_SYMBOL_DEPTH);
        while stack.last().is_some_and(|(d, _)| *d >= depth) {
            close(&mut stack, &mut children);
        }
        let r = at(&v.span);
        stack.push((
            depth,
            lsp::DocumentSymbol {
                name: if v.label.is_empty() {
                    "( )".into()
                } else {
                    format!("({}", v.label)
                },
                detail: None,
                kind: lsp::SymbolKind::ARRAY,
                tags: None,
                deprecated: None,
                range: r,
                selection_range: r,
                children: None,
            },
        ));
    }
    while !stack.is_empty() {
        close(&mut stack, &mut children);
    }
    lsp::DocumentSymbol {
        name: o.name.clone(),
        detail: (!o.detail.is_empty()).then(|| o.detail.clone()),
        kind: lsp::SymbolKind::OBJECT,
        tags: None,
        deprecated: None,
        range,
        selection_range: selection,
        children: (!children.is_empty()).then_some(children),
    }
}

/// Folding ranges of games, variations and comments over several lines.
#[must_use]
pub fn folding_range(snapshot: &Snapshot) -> Vec<lsp::FoldingRange> {
    let mut out = Vec::new();
    let mut positions = snapshot.positions();
    let mut push = |span: std::ops::Range<usize>, kind: lsp::FoldingRangeKind| {
        let r = positions.range(span);
        if r.end.line > r.start.line {
            out.push(lsp::FoldingRange {
                start_line: r.start.line,
                start_character: None,
                end_line: r.end.line,
                end_character: None,
                kind: Some(kind),
                collapsed_text: None,
            });
        }
    };
    for (start, entry) in snapshot.index.iter() {
        if !entry.has_game {
            continue;
        }
        if snapshot.stop.now() {
            break;
        }
        let o = &entry.outline;
        let shift = |r: &std::ops::Range<usize>| start + r.start..start + r.end;
        push(shift(&o.content), lsp::FoldingRangeKind::Region);
        for v in &o.variations {
            push(shift(&v.span), lsp::FoldingRangeKind::Region);
        }
        for span in &o.long_comments {
            push(shift(span), lsp::FoldingRangeKind::Comment);
        }
    }
    out
}
