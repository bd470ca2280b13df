//! Checking PGN and FEN text: every finding with its place.
//!
//! [`check_pgn`] streams a PGN file game by game in flat memory;
//! [`check_fen_text`] reads a `.fen`/`.epd` file (one position per line).
//! Both report [`Finding`]s: a [`Diagnostic`] with 1-based lines and
//! columns counted in Unicode scalar values, and the text of the line, so a
//! caller can print or serialize them without reading the file again.

use std::{
    borrow::Cow,
    io::{self, BufRead},
    ops::Range,
};

use crate::{
    analysis::{Analysis, Analyzer, LanguageChoice, read_fen},
    diagnostic::{Arg, Code, Diagnostic},
    locale::Locales,
    tree::{GameChunk, LineIndex, SyntaxError, SyntaxErrorKind, SyntaxTree},
};

/// A diagnostic placed in a file.
#[derive(Clone, Debug)]
pub struct Finding<'a> {
    pub diagnostic: Diagnostic,
    /// 1-based line of the span's start.
    pub line: u64,
    /// 1-based column of the span's start, in Unicode scalar values.
    pub column: u64,
    /// 1-based line of the span's end.
    pub end_line: u64,
    /// 1-based column just past the span's end, in Unicode scalar values.
    pub end_column: u64,
    /// The text of the line the span starts on (without its line break).
    pub line_text: Cow<'a, str>,
    /// Byte offset of the span's start in the whole input.
    pub offset: u64,
}

impl Finding<'_> {
    /// The finding with its own copy of the line's text.
    #[must_use]
    pub fn into_owned(self) -> Finding<'static> {
        Finding {
            line_text: Cow::Owned(self.line_text.into_owned()),
            diagnostic: self.diagnostic,
            line: self.line,
            column: self.column,
            end_line: self.end_line,
            end_column: self.end_column,
            offset: self.offset,
        }
    }
}

/// Counts of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub games: u64,
    pub moves: u64,
    pub errors: u64,
    pub warnings: u64,
    pub bytes: u64,
}

impl Stats {
    fn count(&mut self, d: &Diagnostic) {
        match d.severity {
            crate::diagnostic::Severity::Error => self.errors += 1,
            crate::diagnostic::Severity::Warning => self.warnings += 1,
            _ => {}
        }
    }
}

/// The diagnostic for a syntax error of the tree whose text is `src`.
#[must_use]
pub fn syntax_diagnostic(error: &SyntaxError, src: &[u8]) -> Diagnostic {
    let span = error.span();
    let text = || {
        let bytes = src.get(span.clone()).unwrap_or_default();
        let text = String::from_utf8_lossy(bytes);
        let text = text.trim();
        // Keep messages short on long junk.
        match text.char_indices().nth(40) {
            Some((cut, _)) => format!("{}…", &text[..cut]),
            None => text.to_owned(),
        }
    };
    let variant = match error.kind {
        SyntaxErrorKind::MissingResult => return Diagnostic::new(Code::MissingResult, span),
        SyntaxErrorKind::TagMissingName
        | SyntaxErrorKind::TagUnexpectedText
        | SyntaxErrorKind::TagUnclosed => "malformed-tag",
        SyntaxErrorKind::TagMissingValue => "missing-tag-value",
        _ => error.code(),
    };
    let mut d = Diagnostic::new(Code::Syntax, span.clone())
        .variant(variant)
        .with("text", Arg::Text(text()));
    if error.kind.is_warning() {
        // A repair every PGN reader makes (`unescaped-quote`): the text is
        // read, and the finding is a warning.
        d.severity = crate::diagnostic::Severity::Warning;
    }
    if matches!(
        error.kind,
        SyntaxErrorKind::DuplicateTag | SyntaxErrorKind::TagMissingValue
    ) {
        let name = text();
        let name = name.trim_matches(|c: char| c == '[' || c == ']' || c.is_whitespace());
        let name = name
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_owned();
        d = d.with("name", Arg::Text(name));
    }
    if let Some((name, arg)) = error.kind.arg() {
        d = d.with(
            name,
            match arg {
                crate::tree::ErrorArg::Number(n) => Arg::Number(i64::from(n)),
                crate::tree::ErrorArg::Keyword(k) => Arg::Text(k.to_owned()),
            },
        );
    }
    d
}

/// Places a diagnostic of a chunk that starts at `base_line`/`base_offset`.
pub(crate) fn place<'a>(
    diagnostic: Diagnostic,
    src: &'a [u8],
    index: &LineIndex,
    base_line: u64,
    base_offset: u64,
) -> Finding<'a> {
    let span = clamp(diagnostic.span.clone(), src.len());
    let start = index.line_col(span.start);
    let end = index.line_col(span.end);
    let line_no = start.line;
    let line_start = index.line_start(line_no).unwrap_or(span.start);
    let line_end = index.line_end(line_no).unwrap_or(src.len()).max(line_start);
    let line_text = String::from_utf8_lossy(&src[line_start..line_end]);
    Finding {
        line: base_line + line_no as u64 - 1,
        column: start.column as u64,
        end_line: base_line + end.line as u64 - 1,
        end_column: end.column as u64,
        line_text,
        offset: base_offset + span.start as u64,
        diagnostic,
    }
}

fn clamp(span: Range<usize>, len: usize) -> Range<usize> {
    let start = span.start.min(len);
    start..span.end.clamp(start, len)
}

/// Every finding of one parsed tree: syntax errors, then per game the
/// analysis' findings, in text order.
pub fn tree_diagnostics(
    tree: &SyntaxTree,
    analyzer: &mut Analyzer<'_>,
    choice: LanguageChoice<'_>,
    analysis: &mut Analysis,
    mut each_game: impl FnMut(&Analysis),
    out: &mut Vec<Diagnostic>,
) {
    out.extend(
        tree.errors()
            .iter()
            .map(|e| syntax_diagnostic(e, tree.source())),
    );
    for game in tree.games() {
        analyzer.analyze_into(&game, choice, analysis);
        out.extend(analysis.diagnostics.iter().cloned());
        each_game(analysis);
    }
    out.sort_by_key(|d| d.span.start);
}

/// Checks a PGN stream game by game, calling `report` for every finding,
/// in the order of the stream. Games are checked on one worker thread per
/// core (see [`check_pgn_threads`]); the stream is read, and `report`
/// called, on the calling thread.
///
/// # Errors
/// Only I/O errors of `reader`.
pub fn check_pgn<R: BufRead>(
    reader: R,
    locales: &Locales,
    choice: LanguageChoice<'_>,
    report: impl FnMut(&Finding<'_>),
) -> io::Result<Stats> {
    check_pgn_threads(
        reader,
        locales,
        choice,
        crate::pipeline::default_threads(),
        report,
    )
}

/// [`check_pgn`] with `threads` worker threads checking games (0 or 1:
/// every game is checked on the calling thread). The findings are the same
/// and come in the same order whatever the number of threads; memory stays
/// flat (a few blocks of 32 KiB of the stream are on their way at once).
///
/// # Errors
/// Only I/O errors of `reader`.
pub fn check_pgn_threads<R: BufRead>(
    reader: R,
    locales: &Locales,
    choice: LanguageChoice<'_>,
    threads: usize,
    mut report: impl FnMut(&Finding<'_>),
) -> io::Result<Stats> {
    let mut stats = Stats::default();
    crate::pipeline::run(
        reader,
        threads,
        || CheckWorker::new(locales, choice),
        |done| {
            stats.bytes += done.bytes;
            stats.games += done.games;
            stats.moves += done.moves;
            for finding in done.findings {
                stats.count(&finding.diagnostic);
                report(finding);
            }
            Ok(())
        },
    )?;
    Ok(stats)
}

/// Checks games for [`check_pgn_threads`].
struct CheckWorker<'l> {
    choice: LanguageChoice<'l>,
    tree: SyntaxTree,
    analyzer: Analyzer<'l>,
    analysis: Analysis,
    diagnostics: Vec<Diagnostic>,
}

impl<'l> CheckWorker<'l> {
    fn new(locales: &'l Locales, choice: LanguageChoice<'l>) -> CheckWorker<'l> {
        let mut analyzer = Analyzer::new(locales);
        analyzer.record_moves = false;
        CheckWorker {
            choice,
            tree: SyntaxTree::new(),
            analyzer,
            analysis: Analysis::default(),
            diagnostics: Vec::new(),
        }
    }
}

impl crate::pipeline::Worker for CheckWorker<'_> {
    fn game(
        &mut self,
        chunk: &GameChunk<'_>,
        _out: &mut Vec<u8>,
        findings: &mut Vec<Finding<'static>>,
    ) -> (u64, u64) {
        if chunk.has_game()
            && self.analyzer.analyze_clean(
                chunk.bytes(),
                chunk.tokens(),
                self.choice,
                &mut self.analysis,
                None,
            )
        {
            return (1, self.analysis.move_count as u64);
        }
        self.tree.parse_chunk(chunk);
        self.diagnostics.clear();
        let (mut games, mut moves) = (0, 0);
        tree_diagnostics(
            &self.tree,
            &mut self.analyzer,
            self.choice,
            &mut self.analysis,
            |a| {
                games += 1;
                moves += a.move_count as u64;
            },
            &mut self.diagnostics,
        );
        place_all(chunk, &mut self.diagnostics, findings);
        (games, moves)
    }
}

/// Places the diagnostics of a game chunk (emptying the list).
pub(crate) fn place_all(
    chunk: &GameChunk<'_>,
    diagnostics: &mut Vec<Diagnostic>,
    findings: &mut Vec<Finding<'static>>,
) {
    if diagnostics.is_empty() {
        return;
    }
    let index = LineIndex::new(chunk.bytes());
    for d in diagnostics.drain(..) {
        findings.push(place(d, chunk.bytes(), &index, chunk.line(), chunk.offset()).into_owned());
    }
}

/// Checks the text of a `.fen` or `.epd` file: one position per line, blank
/// lines skipped. A line with more than six fields, or whose fifth field is
/// not a number, is EPD: its first four fields are the position and the
/// rest are operations (not checked).
#[must_use]
pub fn check_fen_text(text: &str) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let content = line.trim_end_matches(['\n', '\r']);
        let lead = content.len() - content.trim_start().len();
        let trimmed = content.trim();
        if !trimmed.is_empty() {
            let fen = fen_part(trimmed);
            let at = offset + lead;
            if fen.split(' ').count() == 4 {
                // EPD: the four position fields, with counters "0 1" for the check.
                let full = format!("{fen} 0 1");
                let mut found = Vec::new();
                read_fen(&full, None, at, &mut found);
                // Nothing can point into the counters that are not there.
                for mut d in found {
                    d.span.start = d.span.start.min(at + fen.len().saturating_sub(1));
                    d.span.end = d.span.end.clamp(d.span.start + 1, at + fen.len().max(1));
                    out.push(d);
                }
            } else {
                read_fen(fen, None, at, &mut out);
            }
        }
        offset += line.len();
    }
    out
}

/// The FEN part of a line: the whole line, or an EPD line's first four fields.
fn fen_part(line: &str) -> &str {
    let fields: Vec<(usize, &str)> = line
        .split(' ')
        .scan(0, |at, f| {
            let start = *at;
            *at += f.len() + 1;
            Some((start, f))
        })
        .collect();
    let is_epd = fields.len() > 6
        || (fields.len() >= 5 && !fields[4].1.bytes().all(|b| b.is_ascii_digit()))
        || fields.len() == 4;
    if is_epd && fields.len() >= 4 {
        let (start, last) = fields[3];
        &line[..start + last.len()]
    } else {
        line
    }
}

/// Checks a `.fen` file's text and places its findings.
pub fn check_fen_file<'a>(text: &'a str, mut report: impl FnMut(&Finding<'a>)) -> Stats {
    let index = LineIndex::new(text.as_bytes());
    let mut stats = Stats::default();
    for d in check_fen_text(text) {
        stats.count(&d);
        report(&place(d, text.as_bytes(), &index, 1, 0));
    }
    stats.bytes = text.len() as u64;
    stats
}
