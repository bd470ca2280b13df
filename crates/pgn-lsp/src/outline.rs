//! Document symbols (one per game, variations as children), folding ranges
//! (games, variations, long comments) and diagnostics, from the index.

use forsyth_notation::diagnostic::{Diagnostic, Severity, format_message};

use crate::{protocol::lsp, state::Snapshot};

/// How deep variations nest in the outline (the text allows 255 levels;
/// clients' JSON readers and eyes do not).
const MAX_SYMBOL_DEPTH: u32 = 16;

/// One symbol per game: `White – Black` with event, date and result as
/// detail; its variations as nested children.
#[must_use]
#[allow(deprecated)] // `DocumentSymbol::deprecated` must still be written.
pub fn symbols(snapshot: &Snapshot) -> Vec<lsp::DocumentSymbol> {
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
            let (_, done) = stack.pop().expect("non-empty");
            match stack.last_mut() {
                Some((_, parent)) => parent.children.get_or_insert_with(Vec::new).push(done),
                None => children.push(done),
            }
        };
        for (span, depth, label) in &o.variations {
            // Deeper variations are listed at the deepest level shown.
            let depth = &(*depth).min(MAX_SYMBOL_DEPTH);
            while stack.last().is_some_and(|(d, _)| *d >= *depth) {
                close(&mut stack, &mut children);
            }
            let r = at(span);
            stack.push((
                *depth,
                lsp::DocumentSymbol {
                    name: if label.is_empty() {
                        "( )".into()
                    } else {
                        format!("({label}")
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
    out
}

fn contains(outer: &lsp::Range, inner: &lsp::Range) -> bool {
    let le = |a: &lsp::Position, b: &lsp::Position| (a.line, a.character) <= (b.line, b.character);
    le(&outer.start, &inner.start) && le(&inner.end, &outer.end)
}

/// Folding ranges of games, variations and comments over several lines.
#[must_use]
pub fn folding(snapshot: &Snapshot) -> Vec<lsp::FoldingRange> {
    let mut out = Vec::new();
    let mut push = |span: std::ops::Range<usize>, kind: Option<lsp::FoldingRangeKind>| {
        let r = snapshot.range(span);
        if r.end.line > r.start.line {
            out.push(lsp::FoldingRange {
                start_line: r.start.line,
                start_character: None,
                end_line: r.end.line,
                end_character: None,
                kind,
                collapsed_text: None,
            });
        }
    };
    for (start, entry) in snapshot.index.iter() {
        if !entry.has_game {
            continue;
        }
        let o = &entry.outline;
        push(
            start + o.content.start..start + o.content.end,
            Some(lsp::FoldingRangeKind::Region),
        );
        for (span, _, _) in &o.variations {
            push(
                start + span.start..start + span.end,
                Some(lsp::FoldingRangeKind::Region),
            );
        }
        for span in &o.long_comments {
            push(
                start + span.start..start + span.end,
                Some(lsp::FoldingRangeKind::Comment),
            );
        }
    }
    out
}

/// The protocol diagnostics of a snapshot, in the user's language.
#[must_use]
pub fn diagnostics(snapshot: &Snapshot) -> Vec<lsp::Diagnostic> {
    let mut out = Vec::with_capacity(snapshot.index.diagnostic_count());
    for (start, entry) in snapshot.index.iter() {
        for d in &entry.diagnostics {
            out.push(diagnostic(snapshot, start, d));
        }
    }
    out
}

fn diagnostic(snapshot: &Snapshot, start: usize, d: &Diagnostic) -> lsp::Diagnostic {
    let locale = snapshot.config.messages;
    let span = start + d.span.start..start + d.span.end;
    let range = snapshot.range(span);
    let related: Vec<lsp::DiagnosticRelatedInformation> = d
        .related
        .iter()
        .map(|r| lsp::DiagnosticRelatedInformation {
            location: lsp::Location {
                uri: snapshot.uri.clone(),
                range: r
                    .span
                    .as_ref()
                    .map_or(range, |s| snapshot.range(start + s.start..start + s.end)),
            },
            message: format_message(locale, r.message, &r.args),
        })
        .collect();
    lsp::Diagnostic {
        range,
        severity: Some(match d.severity {
            Severity::Error => lsp::DiagnosticSeverity::ERROR,
            Severity::Warning => lsp::DiagnosticSeverity::WARNING,
            Severity::Information => lsp::DiagnosticSeverity::INFORMATION,
            Severity::Hint => lsp::DiagnosticSeverity::HINT,
        }),
        code: Some(lsp::NumberOrString::String(d.code.as_str().to_owned())),
        code_description: None,
        source: Some("forsyth".into()),
        message: d.message(locale),
        related_information: (!related.is_empty()).then_some(related),
        tags: None,
        data: None,
    }
}
