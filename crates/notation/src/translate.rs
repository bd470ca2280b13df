//! Translating moves from one language and notation to another, and nothing
//! else.
//!
//! Only move words change: tags, comments, NAGs, glyphs, move numbers,
//! variations, results, white space and every byte the reader does not
//! understand are copied as they are. Within a game, moves after the first
//! move that cannot be read or played are copied as written (their meaning
//! is unknown), and the error is reported; later games are translated.

use std::io::{self, BufRead, Write};

use crate::{
    analysis::{Analysis, Analyzer, LanguageChoice, MoveRecord},
    check::{Finding, Stats, place, tree_diagnostics},
    locale::{Locale, Locales},
    tree::{LineIndex, PgnReader, SyntaxTree},
    write::{Notation, write_move},
};

/// FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, for moves embedded in
/// text of the other direction.
const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

/// What to translate to.
#[derive(Clone, Copy, Debug)]
pub struct Target<'l> {
    /// The language of the written moves.
    pub locale: &'l Locale,
    /// The notation.
    pub notation: Notation,
    /// Wrap each written move in FSI … PDI (for moves inside text of the
    /// other direction; off for PGN files).
    pub isolate: bool,
}

/// Writes one resolved move as the target says.
pub fn render_move(record: &MoveRecord, target: &Target<'_>, out: &mut String) {
    if target.isolate {
        out.push(FSI);
    }
    let start = out.len();
    write_move(
        &record.before,
        &record.mv,
        target.locale.letters(),
        target.notation,
        out,
    );
    if record.detached_check && out[start..].ends_with(['+', '#']) {
        // The mark stands apart in the text and stays there.
        out.pop();
    }
    if target.isolate {
        out.push(PDI);
    }
}

/// Translates the text of a parsed tree: `src` is the tree's source; the
/// analysis of each game must be given in order by `analyses`.
pub fn write_translation(src: &[u8], games: &[Analysis], target: &Target<'_>, out: &mut Vec<u8>) {
    let mut cursor = 0;
    let mut text = String::new();
    for analysis in games {
        let limit = analysis.first_move_error.unwrap_or(usize::MAX);
        for record in analysis.moves.iter().take_while(|r| r.word.start < limit) {
            if record.word.start < cursor || record.word.end > src.len() {
                continue;
            }
            out.extend_from_slice(&src[cursor..record.word.start]);
            text.clear();
            render_move(record, target, &mut text);
            out.extend_from_slice(text.as_bytes());
            cursor = record.word.end;
        }
    }
    out.extend_from_slice(&src[cursor..]);
}

/// Translates a whole text in memory; returns the new text and the
/// analysis of every game.
#[must_use]
pub fn translate_text(
    src: &[u8],
    locales: &Locales,
    from: LanguageChoice<'_>,
    target: &Target<'_>,
) -> (Vec<u8>, Vec<Analysis>) {
    let tree = SyntaxTree::parse(src);
    let mut analyses = Vec::new();
    let mut analyzer = Analyzer::new(locales);
    let mut analysis = Analysis::default();
    let mut diagnostics = Vec::new();
    tree_diagnostics(
        &tree,
        &mut analyzer,
        from,
        &mut analysis,
        |a| analyses.push(a.clone()),
        &mut diagnostics,
    );
    let mut out = Vec::with_capacity(src.len() + src.len() / 4);
    write_translation(src, &analyses, target, &mut out);
    (out, analyses)
}

/// Translates a PGN stream game by game in flat memory, calling `report`
/// for every finding (syntax errors, unreadable, illegal or ambiguous
/// moves; warnings too). `progress` is called after each game with the
/// bytes read so far.
///
/// # Errors
/// I/O errors of `reader` or `writer`.
pub fn translate_pgn<R: BufRead, W: Write>(
    reader: R,
    mut writer: W,
    locales: &Locales,
    from: LanguageChoice<'_>,
    target: &Target<'_>,
    mut report: impl FnMut(&Finding<'_>),
    mut progress: impl FnMut(u64),
) -> io::Result<Stats> {
    let mut reader = PgnReader::new(reader);
    let mut tree = SyntaxTree::new();
    let mut analyzer = Analyzer::new(locales);
    let mut analysis = Analysis::default();
    let mut analyses: Vec<Analysis> = Vec::new();
    let mut diagnostics = Vec::new();
    let mut out = Vec::new();
    let mut stats = Stats::default();
    while let Some(chunk) = reader.next_game()? {
        tree.parse_chunk(&chunk);
        stats.bytes += chunk.bytes().len() as u64;
        diagnostics.clear();
        let mut used = 0;
        tree_diagnostics(
            &tree,
            &mut analyzer,
            from,
            &mut analysis,
            |a| {
                stats.games += 1;
                stats.moves += a.move_count as u64;
                // Keep each game's analysis, reusing earlier allocations.
                if analyses.len() <= used {
                    analyses.push(Analysis::default());
                }
                analyses[used].clone_from(a);
                used += 1;
            },
            &mut diagnostics,
        );
        out.clear();
        write_translation(chunk.bytes(), &analyses[..used], target, &mut out);
        writer.write_all(&out)?;
        if !diagnostics.is_empty() {
            let index = LineIndex::new(chunk.bytes());
            for d in diagnostics.drain(..) {
                match d.severity {
                    crate::diagnostic::Severity::Error => stats.errors += 1,
                    crate::diagnostic::Severity::Warning => stats.warnings += 1,
                    _ => {}
                }
                report(&place(
                    d,
                    chunk.bytes(),
                    &index,
                    chunk.line(),
                    chunk.offset(),
                ));
            }
        }
        progress(stats.bytes);
    }
    writer.flush()?;
    Ok(stats)
}
