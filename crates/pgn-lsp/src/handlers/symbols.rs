//! `textDocument/documentSymbol` (one symbol per game, its variations as
//! children) and `textDocument/foldingRange` (games, variations, comments
//! over several lines), from the outlines of the index
//! ([`forsyth_notation::outline`]).

use crate::{protocol::lsp, state::Snapshot};

/// How deep variations nest in the outline (the text allows 255 levels;
/// clients' JSON readers and eyes do not).
const MAX_SYMBOL_DEPTH: u32 = 16;

/// One symbol per game: `White – Black` with event, date and result as
/// detail; its variations as nested children.
#[must_use]
#[allow(deprecated)] // `DocumentSymbol::deprecated` must still be written.
pub fn document_symbol(snapshot: &Snapshot) -> lsp::DocumentSymbolResponse {
    let mut out = Vec::new();
    for (start, entry) in snapshot.index.iter() {
        if !entry.has_game {
            continue;
        }
        let o = &entry.outline;
        let at = |r: &std::ops::Range<usize>| snapshot.range(start + r.start..start + r.end);
        let range = at(&o.content);
        let mut selection = at(&o.selection);
        if !contains(&range, &selection) {
            selection = range;
        }
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
        out.push(lsp::DocumentSymbol {
            name: o.name.clone(),
            detail: (!o.detail.is_empty()).then(|| o.detail.clone()),
            kind: lsp::SymbolKind::OBJECT,
            tags: None,
            deprecated: None,
            range,
            selection_range: selection,
            children: (!children.is_empty()).then_some(children),
        });
    }
    lsp::DocumentSymbolResponse::Nested(out)
}

fn contains(outer: &lsp::Range, inner: &lsp::Range) -> bool {
    let le = |a: &lsp::Position, b: &lsp::Position| (a.line, a.character) <= (b.line, b.character);
    le(&outer.start, &inner.start) && le(&inner.end, &outer.end)
}

/// Folding ranges of games, variations and comments over several lines.
#[must_use]
pub fn folding_range(snapshot: &Snapshot) -> Vec<lsp::FoldingRange> {
    let mut out = Vec::new();
    let mut push = |span: std::ops::Range<usize>, kind: lsp::FoldingRangeKind| {
        let r = snapshot.range(span);
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
