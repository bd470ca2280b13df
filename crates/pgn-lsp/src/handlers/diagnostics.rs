//! `textDocument/publishDiagnostics`: the findings of a snapshot, in the
//! user's language, with the same codes as `forsyth check`.

use forsyth_notation::diagnostic::{Code, Diagnostic, Severity, format_message};

use crate::{
    protocol::{Positions, lsp},
    state::Snapshot,
};

/// The protocol diagnostics of a snapshot.
#[must_use]
pub fn diagnostics(snapshot: &Snapshot) -> Vec<lsp::Diagnostic> {
    let mut out = Vec::with_capacity(snapshot.index.diagnostic_count());
    let mut positions = snapshot.positions();
    for (start, entry) in snapshot.index.iter() {
        for d in &entry.diagnostics {
            out.push(diagnostic(snapshot, &mut positions, start, d));
        }
    }
    out
}

/// The finding code a client's diagnostic carries (the one we gave it).
#[must_use]
pub fn code_of(diagnostic: &lsp::Diagnostic) -> Option<Code> {
    match &diagnostic.code {
        Some(lsp::NumberOrString::String(c)) => {
            Code::ALL.iter().copied().find(|code| code.as_str() == c)
        }
        _ => None,
    }
}

fn diagnostic(
    snapshot: &Snapshot,
    positions: &mut Positions<'_>,
    start: usize,
    d: &Diagnostic,
) -> lsp::Diagnostic {
    let locale = snapshot.config.messages;
    let span = start + d.span.start..start + d.span.end;
    let range = positions.range(span);
    let related: Vec<lsp::DiagnosticRelatedInformation> = d
        .related
        .iter()
        .map(|r| lsp::DiagnosticRelatedInformation {
            location: lsp::Location {
                uri: snapshot.uri.clone(),
                range: r
                    .span
                    .as_ref()
                    .map_or(range, |s| positions.range(start + s.start..start + s.end)),
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
