//! Findings placed in a text: a [`Diagnostic`] with its line and columns,
//! and the counts of a run.
//!
//! The drivers ([`crate::lint`], [`crate::translate`]) and the pipeline
//! that runs them report [`Finding`]s: 1-based lines and columns counted in
//! Unicode scalar values, and the text of the line, so that a caller can
//! print or serialize them without reading the file again.

use std::{borrow::Cow, ops::Range};

use crate::{
    analysis::{Analysis, Analyzer, LanguageChoice, MoveSink},
    diagnostic::{Arg, Code, Diagnostic, Related, format_message},
    lexer::TokenKind,
    locale::Locale,
    tree::{
        Game, GameChunk, LineIndex, MAX_GAME_LIMIT, MIN_GAME_LIMIT, SizeError, SyntaxError,
        SyntaxErrorKind, SyntaxTree,
    },
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
    /// The text of the line the span starts on (without its line break),
    /// or of a window of it around the span when the line is longer than
    /// [`LINE_TEXT_CHARS`] characters: a finding's size does not grow with
    /// its line.
    pub line_text: Cow<'a, str>,
    /// The 1-based column of the line where `line_text` starts (1 unless
    /// the line was cut before it).
    pub line_text_column: u64,
    /// Whether the line goes on after `line_text`.
    pub line_text_cut: bool,
    /// Byte offset of the span's start in the whole input.
    pub offset: u64,
}

impl Finding<'_> {
    /// The finding with its own copy of the line's text.
    #[must_use]
    pub fn into_owned(self) -> Finding<'static> {
        Finding {
            line_text: Cow::Owned(self.line_text.into_owned()),
            line_text_column: self.line_text_column,
            line_text_cut: self.line_text_cut,
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
    pub(crate) fn count(&mut self, d: &Diagnostic) {
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
    let (code, Some(variant)) = syntax_code(error.kind) else {
        return Diagnostic::new(Code::MissingResult, span);
    };
    let mut d = Diagnostic::new(code, span.clone())
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

/// The code and variant of the finding of a syntax error of `kind`: what
/// says whether two findings are of a kind.
fn syntax_code(kind: SyntaxErrorKind) -> (Code, Option<&'static str>) {
    let variant = match kind {
        SyntaxErrorKind::MissingResult => return (Code::MissingResult, None),
        SyntaxErrorKind::TagMissingName
        | SyntaxErrorKind::TagUnexpectedText
        | SyntaxErrorKind::TagUnclosed => "malformed-tag",
        SyntaxErrorKind::TagMissingValue => "missing-tag-value",
        _ => kind.code(),
    };
    (Code::Syntax, Some(variant))
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
    let window = line_window(src, line_start, line_end, span.start);
    let line_text_column = index.line_col(window.start).column as u64;
    let line_text_cut = window.end < line_end;
    // Nearly every line is UTF-8: checked a word at a time first (a lossy
    // reading goes character by character).
    let line_text = match std::str::from_utf8(&src[window.clone()]) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => String::from_utf8_lossy(&src[window]),
    };
    Finding {
        line_text_column,
        line_text_cut,
        line: base_line + line_no as u64 - 1,
        column: start.column as u64,
        end_line: base_line + end.line as u64 - 1,
        end_column: end.column as u64,
        line_text,
        offset: base_offset + span.start as u64,
        diagnostic,
    }
}

/// At most how many characters of a finding's line it keeps.
pub const LINE_TEXT_CHARS: usize = 160;

/// The bytes of the line `line_start..line_end` a finding at byte `at`
/// keeps: the whole line when it is short, else [`LINE_TEXT_CHARS`]
/// characters starting a little before `at`. Never cuts inside a character.
fn line_window(src: &[u8], line_start: usize, line_end: usize, at: usize) -> Range<usize> {
    const BEFORE: usize = 40;
    let line = &src[line_start..line_end];
    // Short lines (in bytes, so in characters too) are kept whole.
    if line.len() <= LINE_TEXT_CHARS {
        return line_start..line_end;
    }
    let is_start = |i: usize| line.get(i).is_none_or(|&b| (b as i8) >= -0x40);
    let at = at.clamp(line_start, line_end) - line_start;
    // Back from `at` by BEFORE characters.
    let mut start = at;
    let mut back = 0;
    while start > 0 && back < BEFORE {
        start -= 1;
        if is_start(start) {
            back += 1;
        }
    }
    // (Bytes that are not UTF-8 may leave no character start before.)
    while start > 0 && !is_start(start) {
        start -= 1;
    }
    // Forward by LINE_TEXT_CHARS characters.
    let mut end = start;
    let mut chars = 0;
    while end < line.len() && chars < LINE_TEXT_CHARS {
        end += 1;
        while !is_start(end) {
            end += 1;
        }
        chars += 1;
    }
    line_start + start..line_start + end
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
    each_game: impl FnMut(&Analysis),
    out: &mut Vec<Diagnostic>,
) {
    walk_tree(tree, analyzer, choice, analysis, &mut (), each_game, out);
}

/// Where the result that ends `game` of `tree` stands: its result's, or a
/// result token's that is the game's last (one inside a variation left
/// open, `(1. d4 d5 *`, which the tree keeps in it); else the game's end.
fn result_at(tree: &SyntaxTree, game: &Game<'_>) -> usize {
    if let Some(result) = game.result() {
        return result.span().start;
    }
    let span = game.span();
    let tokens = tree.tokens();
    let end = tokens.partition_point(|t| (t.start as usize) < span.end);
    tokens[..end]
        .iter()
        .rev()
        .take_while(|t| t.start as usize >= span.start)
        .find(|t| !matches!(t.kind, TokenKind::Whitespace | TokenKind::Newline))
        .filter(|t| t.kind == TokenKind::Result)
        .map_or(span.end, |t| t.start as usize)
}

/// [`tree_diagnostics`], handing every move played to `sink`.
pub(crate) fn walk_tree<M: MoveSink>(
    tree: &SyntaxTree,
    analyzer: &mut Analyzer<'_>,
    choice: LanguageChoice<'_>,
    analysis: &mut Analysis,
    sink: &mut M,
    mut each_game: impl FnMut(&Analysis),
    out: &mut Vec<Diagnostic>,
) {
    let first = out.len();
    // Past the most a game shows of a kind, an error is only counted, on
    // the last one kept (text order, as shown). The tree keeps as many of
    // each kind (and so every one shown) and counts the others.
    let mut kinds: Vec<(Code, Option<&'static str>, usize, usize)> = Vec::new();
    for error in tree.errors() {
        let d = syntax_diagnostic(error, tree.source());
        match kinds.iter_mut().find(|k| k.0 == d.code && k.1 == d.variant) {
            Some(kind) if kind.2 >= MAX_FINDINGS_OF_A_KIND => out[kind.3].repeats += 1,
            Some(kind) => {
                kind.2 += 1;
                kind.3 = out.len();
                out.push(d);
            }
            None => {
                kinds.push((d.code, d.variant, 1, out.len()));
                out.push(d);
            }
        }
    }
    for more in tree.more_errors() {
        let (code, variant) = syntax_code(more.kind);
        if let Some(kind) = kinds.iter().find(|k| k.0 == code && k.1 == variant) {
            out[kind.3].repeats += more.count as usize;
        }
    }
    for &(_, _, _, last) in &kinds {
        let more = out[last].repeats;
        if more > 0 {
            note_more(&mut out[last], more);
        }
    }
    for game in tree.games() {
        analyzer.analyze_game(&game, choice, analysis, sink);
        if let Some(count) = game.errors().iter().find_map(|e| match e.kind {
            SyntaxErrorKind::UnclosedVariation { count } => Some(count),
            _ => None,
        }) {
            sink.unclosed(count, result_at(tree, &game));
        }
        sink.ended(game.span().end);
        ended_by_printed_result(out, first, &analysis.diagnostics);
        out.extend(analysis.diagnostics.iter().cloned());
        each_game(analysis);
    }
    out.sort_by_key(|d| d.span.start);
}

/// A game that ends with a result as printed that the tree cannot tell
/// from a move word (a word for a draw or for resigning, `patta`,
/// `Remis`, `resigns.`) has a result: the tree's `missing-result` right
/// after it (a stop or two between: no move is that short), in
/// `out[first..]`, goes.
fn ended_by_printed_result(out: &mut Vec<Diagnostic>, first: usize, game: &[Diagnostic]) {
    for d in game.iter().filter(|d| d.code == Code::PrintedResult) {
        if let Some(at) = out[first..].iter().position(|m| {
            m.code == Code::MissingResult && (d.span.end..=d.span.end + 2).contains(&m.span.start)
        }) {
            out.remove(first + at);
        }
    }
}

/// For a piece of a game too large to read (longer than `limit` bytes,
/// the reader's: see [`crate::tree::PgnReader::with_limit`]): reports the
/// game once, on its first piece, and gives how many games the piece
/// starts. `None` for a chunk read in full.
pub(crate) fn oversized(
    chunk: &GameChunk<'_>,
    limit: usize,
    findings: &mut Vec<Finding<'static>>,
) -> Option<u64> {
    let first = chunk.oversized()?;
    if first {
        let d = game_too_large(limit, chunk.bytes().len());
        place_all(chunk, &mut vec![d], findings);
    }
    Some(u64::from(first))
}

/// The finding of a game longer than `limit` bytes, on the first
/// character of its first piece (`len` bytes long): the limit in force
/// as `$limit` in the largest unit that holds it whole, named by `$unit`
/// (`gib`, `mib`, `kib` or `bytes`).
#[must_use]
pub fn game_too_large(limit: usize, len: usize) -> Diagnostic {
    let (number, unit) = [(30, "gib"), (20, "mib"), (10, "kib")]
        .into_iter()
        .find(|&(shift, _)| limit >= 1 << shift && limit.is_multiple_of(1 << shift))
        .map_or((limit, "bytes"), |(shift, unit)| (limit >> shift, unit));
    Diagnostic::new(Code::GameTooLarge, 0..len.min(1))
        .with(
            "limit",
            Arg::Number(i64::try_from(number).unwrap_or(i64::MAX)),
        )
        .with("unit", Arg::Text(unit.to_owned()))
}

/// Why `value`, given as the longest game to read (`--max-game-size`,
/// the language server's `maxGameSize`), was refused by
/// [`crate::tree::parse_size`], in `locale`'s language.
#[must_use]
pub fn size_error(locale: &Locale, value: &str, error: SizeError) -> String {
    let value = ("value", Arg::Text(value.to_owned()));
    match error {
        SizeError::NotASize => format_message(locale, "game-size-not-a-size", &[value]),
        SizeError::TooSmall => format_message(
            locale,
            "game-size-too-small",
            &[value, ("min", Arg::Number((MIN_GAME_LIMIT >> 10) as i64))],
        ),
        SizeError::TooLarge => format_message(
            locale,
            "game-size-too-large",
            &[value, ("max", Arg::Number((MAX_GAME_LIMIT >> 30) as i64))],
        ),
    }
}

/// At most how many findings of one kind (code and variant) a game
/// reports; the last one shown says how many more there are. Thousands of
/// the same finding in one game say no more than a hundred, and would make
/// the output and the memory of a run grow with the errors of a broken
/// file rather than with its games.
pub const MAX_FINDINGS_OF_A_KIND: usize = crate::tree::MAX_ERRORS_OF_A_KIND;

/// Places the diagnostics of a game chunk (emptying the list), keeping at
/// most [`MAX_FINDINGS_OF_A_KIND`] of each kind.
pub(crate) fn place_all(
    chunk: &GameChunk<'_>,
    diagnostics: &mut Vec<Diagnostic>,
    findings: &mut Vec<Finding<'static>>,
) {
    if diagnostics.is_empty() {
        return;
    }
    // Only the lines up to the last finding's are indexed (a repaired FEN
    // is near a game's start): to the end of that line, its break included.
    let bytes = chunk.bytes();
    let last = diagnostics
        .iter()
        .map(|d| d.span.end.max(d.span.start))
        .max()
        .unwrap_or(0)
        .min(bytes.len());
    let end = memchr::memchr2(b'\n', b'\r', &bytes[last..]).map_or(bytes.len(), |i| {
        let at = last + i;
        at + 1 + usize::from(bytes[at] == b'\r' && bytes.get(at + 1) == Some(&b'\n'))
    });
    let src = &bytes[..end];
    // One index and one list of kinds a thread, used again for each game
    // with findings (their allocations kept from game to game).
    thread_local! {
        static PLACING: std::cell::RefCell<(LineIndex, Vec<Kind>)> =
            std::cell::RefCell::default();
    }
    PLACING.with_borrow_mut(|(index, kinds)| {
        index.reindex(src);
        kinds.clear();
        place_indexed(chunk, diagnostics, findings, src, index, kinds);
        // What a long game's findings needed is not kept for the next.
        if index.is_large() {
            *index = LineIndex::default();
        }
    });
}

/// A kind of finding of a game, as [`place_indexed`] counts them: its code
/// and variant, how many the game has, and where its last one shown is.
type Kind = (Code, Option<&'static str>, usize, usize);

/// [`place_all`] with `src`, the game's text up to the line of its last
/// finding, indexed.
fn place_indexed(
    chunk: &GameChunk<'_>,
    diagnostics: &mut Vec<Diagnostic>,
    findings: &mut Vec<Finding<'static>>,
    src: &[u8],
    index: &LineIndex,
    kinds: &mut Vec<Kind>,
) {
    for d in diagnostics.drain(..) {
        let kind = match kinds.iter_mut().find(|k| k.0 == d.code && k.1 == d.variant) {
            Some(kind) => kind,
            None => {
                kinds.push((d.code, d.variant, 0, 0));
                kinds.last_mut().expect("just pushed")
            }
        };
        kind.2 += 1;
        let shown = kind.2 <= MAX_FINDINGS_OF_A_KIND;
        kind.2 += d.repeats;
        if !shown {
            continue;
        }
        kind.3 = findings.len();
        let mut found = place(d, src, index, chunk.line(), chunk.offset()).into_owned();
        // A chunk that starts inside its first line (a game printed inside
        // a sentence): the columns of that line count the characters
        // before it.
        if chunk.column() > 0 {
            if found.line == chunk.line() {
                found.column += chunk.column();
                found.line_text_column += chunk.column();
            }
            if found.end_line == chunk.line() {
                found.end_column += chunk.column();
            }
        }
        findings.push(found);
    }
    for &(_, _, count, last) in kinds.iter() {
        if count > MAX_FINDINGS_OF_A_KIND
            && let Some(finding) = findings.get_mut(last)
        {
            note_more(&mut finding.diagnostic, count - MAX_FINDINGS_OF_A_KIND);
        }
    }
}

/// Says on `d`, the last finding of its kind shown, that `more` like it
/// are not (once: a count said before is replaced).
fn note_more(d: &mut Diagnostic, more: usize) {
    let count = (
        "count",
        Arg::Number(i64::try_from(more).unwrap_or(i64::MAX)),
    );
    match d
        .related
        .iter_mut()
        .find(|r| r.message == "diag-more-like-this")
    {
        Some(note) => note.args = vec![count],
        None => d.related.push(Related {
            span: None,
            message: "diag-more-like-this",
            args: vec![count],
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by the `pgn_check` fuzz target: a long line starting with
    /// bytes that continue no character (not UTF-8) has no character start
    /// before a finding near its start.
    #[test]
    fn a_window_of_a_line_of_stray_continuation_bytes() {
        let mut src = vec![0xB4u8; 300];
        src.extend_from_slice(b" x");
        for at in [0, 1, 5, 41, 150, 299, 301] {
            let w = line_window(&src, 0, src.len(), at);
            assert!(
                w.start <= at.min(src.len()) && w.end <= src.len(),
                "{at}: {w:?}"
            );
        }
        // Valid text: the window starts on a character and holds the finding.
        let text = "Ιδ4 ".repeat(100);
        let w = line_window(text.as_bytes(), 0, text.len(), 200);
        assert!(text.is_char_boundary(w.start) && text.is_char_boundary(w.end));
        assert!(w.start <= 200 && 200 < w.end, "{w:?}");
    }
}
