//! `textDocument/codeAction`: translating the game or the file (the
//! `forsyth.translate` command), writing the game in figurines, and quick
//! fixes — of findings whose mend is plain text (repaired FENs, quotes in
//! tag values: [`forsyth_notation::fix`]), of a wrong move number (the
//! game renumbered from it on: [`forsyth_notation::fix::renumber`]) and of
//! moves ([`forsyth_notation::cursor::GameDetail::move_fix`]).
//!
//! A quick fix is chosen by the finding's code and variant, read back from
//! the diagnostic's code: never by its message, which is in the user's
//! language.

use std::ops::Range;

use forsyth_notation::{
    diagnostic::{Arg, Code, Diagnostic},
    fix::{self, Edit},
    locale::Locale,
};
use serde_json::json;

use super::{diagnostics::code_of, workspace_edit};
use crate::{games::Kind, protocol::lsp, state::Snapshot};

/// Quick fixes for the diagnostics of the request, then the translations.
#[must_use]
pub fn code_action(
    snapshot: &Snapshot,
    params: &lsp::CodeActionParams,
) -> Option<lsp::CodeActionResponse> {
    // The text of a compressed file is read-only: nothing to change.
    if super::decompressed::is_read_only(&snapshot.uri) {
        return None;
    }
    let mut out = Vec::new();
    let wants = |kind: &lsp::CodeActionKind| {
        params
            .context
            .only
            .as_ref()
            .is_none_or(|only| only.iter().any(|k| kind.as_str().starts_with(k.as_str())))
    };
    let quick = wants(&lsp::CodeActionKind::QUICKFIX);
    if quick {
        let mut fixes: Vec<lsp::CodeAction> = Vec::new();
        for diagnostic in &params.context.diagnostics {
            for action in finding_fixes(snapshot, diagnostic) {
                // Findings that share a fix (the missing fields of a FEN)
                // share one action.
                match fixes.iter_mut().find(|a| a.edit == action.edit) {
                    Some(same) => same
                        .diagnostics
                        .get_or_insert_with(Vec::new)
                        .extend(action.diagnostics.unwrap_or_default()),
                    None => fixes.push(action),
                }
            }
        }
        out.extend(fixes.into_iter().map(lsp::CodeActionOrCommand::CodeAction));
    }
    if snapshot.kind == Kind::Pgn
        && let Some(detail) = snapshot.game_at(snapshot.offset(params.range.start))
    {
        if quick {
            for diagnostic in &params.context.diagnostics {
                out.extend(move_fixes(snapshot, &detail, diagnostic));
            }
        }
        if wants(&lsp::CodeActionKind::REFACTOR_REWRITE) && !detail.analysis.moves.is_empty() {
            let printed = (detail.analysis.diagnostics.iter())
                .any(|d| d.code.as_str().starts_with("printed-"));
            out.extend(translations(snapshot, params, detail.language, printed));
        }
    }
    (!out.is_empty()).then_some(out)
}

/// "Translate the game into …" for every other language, "Translate the
/// file into …" for every language, "Write in figurines", and for a game
/// `printed` as books print moves "Rewrite as standard PGN" (English SAN),
/// and for a selection "Rewrite the selection as standard PGN".
fn translations(
    snapshot: &Snapshot,
    params: &lsp::CodeActionParams,
    language: Option<&Locale>,
    printed: bool,
) -> Vec<lsp::CodeActionOrCommand> {
    let command = |title: String, lang: &str, style: Option<&str>, scope: &str| {
        let mut argument = json!({
            "uri": snapshot.uri.as_str(),
            "lang": lang,
            "style": style,
            "scope": scope,
            "position": params.range.start,
        });
        if scope == "selection" {
            argument["range"] = json!(params.range);
        }
        lsp::CodeActionOrCommand::CodeAction(lsp::CodeAction {
            title: title.clone(),
            kind: Some(lsp::CodeActionKind::REFACTOR_REWRITE),
            command: Some(lsp::Command {
                title,
                command: "forsyth.translate".into(),
                arguments: Some(vec![argument]),
            }),
            ..Default::default()
        })
    };
    let current = language.map(Locale::tag);
    let mut out = Vec::new();
    for (scope, id) in [
        ("game", "lsp-action-translate-game"),
        ("file", "lsp-action-translate-file"),
    ] {
        for locale in snapshot.config.locales.iter() {
            if scope == "game" && Some(locale.tag()) == current {
                continue;
            }
            let title = snapshot.message(id, &[("language", Arg::Text(locale.name().to_owned()))]);
            out.push(command(title, locale.tag(), None, scope));
        }
    }
    let title = snapshot.message("lsp-action-figurines", &[]);
    out.push(command(title, current.unwrap_or("en"), Some("fan"), "game"));
    if printed {
        let title = snapshot.message("lsp-action-standard-pgn", &[]);
        out.push(command(title, "en", Some("san"), "game"));
        // A selection: its move words, in the game's own letters (the
        // rest of the game keeps them).
        if params.range.start != params.range.end {
            let title = snapshot.message("lsp-action-standard-pgn-selection", &[]);
            out.push(command(
                title,
                current.unwrap_or("en"),
                Some("san"),
                "selection",
            ));
        }
    }
    out
}

/// Quick fixes for a diagnostic of a finding [`fix::fixes`] or
/// [`fix::renumber`] mends, the one obvious fix preferred.
fn finding_fixes(snapshot: &Snapshot, diagnostic: &lsp::Diagnostic) -> Vec<lsp::CodeAction> {
    let Some(code) = code_of(diagnostic) else {
        return Vec::new();
    };
    let client = snapshot
        .text
        .span(diagnostic.range, snapshot.config.encoding);
    let fixes = fixes_of(snapshot, code, client);
    let preferred = fixes.len() == 1;
    fixes
        .into_iter()
        .map(|(title, edits)| lsp::CodeAction {
            title,
            kind: Some(lsp::CodeActionKind::QUICKFIX),
            diagnostics: Some(vec![diagnostic.clone()]),
            edit: Some(workspace_edit(snapshot, edits)),
            is_preferred: Some(preferred),
            ..Default::default()
        })
        .collect()
}

/// The titles and edits of the fixes of the findings of `code` that a
/// client's diagnostic at `client` (a document span) stands for.
///
/// The client sends back the diagnostic it was given, perhaps with a range
/// it has moved or widened: it stands for our findings of that code whose
/// span is its range, or else for those the range touches that start
/// nearest to it. Findings of a FEN can share a span (the missing fields,
/// all at its end): their fixes are given once.
fn fixes_of(snapshot: &Snapshot, code: Code, client: Range<usize>) -> Vec<(String, Vec<Edit>)> {
    let Some((i, (start, entry))) = snapshot
        .index
        .find(client.start)
        .and_then(|i| Some((i, snapshot.index.get(i)?)))
    else {
        return Vec::new();
    };
    let touching: Vec<(Range<usize>, &Diagnostic)> = entry
        .diagnostics
        .iter()
        .filter(|d| {
            d.code == code && (fix::is_fixable(d.code, d.variant) || d.code == Code::MoveNumber)
        })
        .map(|d| (start + d.span.start..start + d.span.end, d))
        .filter(|(s, _)| s.start <= client.end && client.start <= s.end)
        .collect();
    let chosen: Vec<_> = if touching.iter().any(|(s, _)| *s == client) {
        touching.into_iter().filter(|(s, _)| *s == client).collect()
    } else {
        let nearest = touching
            .iter()
            .map(|(s, _)| s.start.abs_diff(client.start))
            .min();
        touching
            .into_iter()
            .filter(|(s, _)| Some(s.start.abs_diff(client.start)) == nearest)
            .collect()
    };
    let mut out: Vec<(String, Vec<Edit>)> = Vec::new();
    let mut text = String::new();
    for (span, finding) in chosen {
        if finding.code == Code::MoveNumber {
            let mut found = finding.clone();
            found.span = span;
            if let Some(fix) = renumber(snapshot, i, &found)
                && !out.iter().any(|(_, e)| *e == fix.edits)
            {
                out.push((fix.title(snapshot.config.messages), fix.edits));
            }
            continue;
        }
        // The game the finding is in (a fix of a [FEN] looks at its move
        // numbers), or the lines of a `.fen` file it is on.
        let window = match snapshot.kind {
            Kind::Pgn => start..start + entry.len,
            Kind::Fen => snapshot.text.lines_around(span.clone()),
        };
        snapshot.text.copy_range(window.clone(), &mut text);
        // The prose between the moves of a game of a page is no part of it.
        entry.mask(&mut text, window.start.saturating_sub(start));
        let mut local = finding.clone();
        local.span = span.start - window.start..span.end - window.start;
        for found in fix::fixes(&local, &text) {
            let edits: Vec<Edit> = found
                .edits
                .iter()
                .map(|e| Edit {
                    span: window.start + e.span.start..window.start + e.span.end,
                    text: e.text.clone(),
                })
                .collect();
            if !out.iter().any(|(_, e)| *e == edits) {
                out.push((found.title(snapshot.config.messages), edits));
            }
        }
    }
    out
}

/// The renumbering of game `i` from move-number finding `finding` (its
/// span in the document) on: the game read stretch by stretch when it is
/// long, else whole; whole too when a stretch cannot be read alone.
fn renumber(snapshot: &Snapshot, i: usize, finding: &Diagnostic) -> Option<fix::Fix> {
    if snapshot.kind != Kind::Pgn {
        return None;
    }
    let stretches = snapshot
        .index
        .get(i)
        .and_then(|(_, e)| e.checkpoints.as_ref()?.windows())
        .map_or(1, |w| w.len());
    let read = std::cell::Cell::new(0);
    let parts = snapshot.game_parts(i).inspect(|_| read.set(read.get() + 1));
    let found = fix::renumber(finding, parts);
    if read.get() == stretches || snapshot.stop.now() {
        found
    } else {
        fix::renumber(finding, snapshot.game(i))
    }
}

/// Quick fixes that rewrite the move word of a diagnostic.
fn move_fixes(
    snapshot: &Snapshot,
    detail: &forsyth_notation::cursor::GameDetail<'_>,
    diagnostic: &lsp::Diagnostic,
) -> Vec<lsp::CodeActionOrCommand> {
    let Some(code) = code_of(diagnostic) else {
        return Vec::new();
    };
    let near = snapshot
        .text
        .span(diagnostic.range, snapshot.config.encoding);
    let Some(found) = detail.move_fix(code, near, snapshot.config.locales.get("en")) else {
        return Vec::new();
    };
    found
        .moves
        .into_iter()
        .map(|replacement| {
            let title = snapshot.message(
                "lsp-action-fix",
                &[("move", Arg::Text(replacement.clone()))],
            );
            lsp::CodeActionOrCommand::CodeAction(lsp::CodeAction {
                title,
                kind: Some(lsp::CodeActionKind::QUICKFIX),
                diagnostics: Some(vec![diagnostic.clone()]),
                edit: Some(workspace_edit(
                    snapshot,
                    vec![Edit {
                        span: found.span.clone(),
                        text: replacement,
                    }],
                )),
                is_preferred: Some(found.obvious),
                ..Default::default()
            })
        })
        .collect()
}
