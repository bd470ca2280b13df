//! Checking PGN and FEN text: every finding with its place.
//!
//! [`check_pgn`] streams a PGN file game by game in flat memory;
//! [`check_fen_text`] reads a `.fen`/`.epd` file (one position per line).
//! Both report [`Finding`]s: a [`Diagnostic`] with 1-based lines and
//! columns counted in Unicode scalar values, and the text of the line, so a
//! caller can print or serialize them without reading the file again.

use std::io::{self, BufRead};

use crate::{
    analysis::{Analysis, Analyzer, LanguageChoice, StartFrom, read_fen},
    diagnostic::Diagnostic,
    events::Events,
    finding::{Finding, Stats, place, place_all, tree_diagnostics},
    locale::{Locale, Locales},
    prose::Pages,
    translate::ReadOptions,
    tree::{GameChunk, LineIndex, SyntaxTree},
};

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

/// [`check_pgn`] with `threads` threads checking games (0 or 1: the
/// calling thread alone; more: the calling thread and `threads - 1`
/// helpers). The findings are the same
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
    report: impl FnMut(&Finding<'_>),
) -> io::Result<Stats> {
    let options = ReadOptions {
        threads,
        ..ReadOptions::new(choice)
    };
    check_pgn_with(reader, locales, options, report)
}

/// [`check_pgn`] naming `preferred` (the user's language) for a game that
/// reads the same in it as in the language found (see
/// [`Analyzer::prefer`]), unless the file's first games single out
/// another of them ([`Analyzer::prefer_file`]); the findings name that
/// language.
///
/// # Errors
/// Only I/O errors of `reader`.
pub fn check_pgn_preferring<R: BufRead>(
    reader: R,
    locales: &Locales,
    choice: LanguageChoice<'_>,
    preferred: Option<&Locale>,
    report: impl FnMut(&Finding<'_>),
) -> io::Result<Stats> {
    let options = ReadOptions {
        preferred,
        ..ReadOptions::new(choice)
    };
    check_pgn_with(reader, locales, options, report)
}

/// [`check_pgn`] as `options` say: the language of the moves, the user's
/// language ([`check_pgn_preferring`]), the worker threads
/// ([`check_pgn_threads`]) and the longest game read (a longer one is
/// reported once, `game-too-large`, and not read).
///
/// # Errors
/// Only I/O errors of `reader`.
pub fn check_pgn_with<R: BufRead>(
    reader: R,
    locales: &Locales,
    options: ReadOptions<'_>,
    mut report: impl FnMut(&Finding<'_>),
) -> io::Result<Stats> {
    let mut stats = Stats::default();
    let choice = options.from;
    // Bare text (no tags) may hold games among prose.
    let (bare, reader) = crate::prose::peek(reader)?;
    let (votes, reader, languages) = crate::pipeline::head_counts(reader, locales, choice, bare)?;
    let limit = options.max_game_bytes;
    crate::pipeline::run(
        reader,
        options.threads,
        limit,
        languages,
        || CheckWorker::new(locales, choice, options.preferred, &votes, limit).pages(bare, locales),
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
    events: Events,
    tree: SyntaxTree,
    analyzer: Analyzer<'l>,
    analysis: Analysis,
    diagnostics: Vec<Diagnostic>,
    /// The longest game read (bytes).
    limit: usize,
    /// In bare text, the reader of games among prose.
    pages: Option<Pages<'l>>,
    /// Whether the last game was read from its tokens (else from its tree).
    plain: bool,
    locales: &'l Locales,
}

impl<'l> CheckWorker<'l> {
    fn new(
        locales: &'l Locales,
        choice: LanguageChoice<'l>,
        preferred: Option<&Locale>,
        votes: &[u32],
        limit: usize,
    ) -> CheckWorker<'l> {
        let mut analyzer = Analyzer::new(locales);
        analyzer.record_moves = false;
        analyzer.prefer(preferred);
        analyzer.prefer_file(votes);
        CheckWorker {
            choice,
            events: analyzer.plain_events(choice),
            tree: SyntaxTree::new(),
            analyzer,
            analysis: Analysis::default(),
            diagnostics: Vec::new(),
            limit,
            pages: None,
            plain: false,
            locales,
        }
    }

    /// The same worker, looking for games among prose when the text is
    /// `bare` ([`crate::prose`]).
    fn pages(mut self, bare: bool, locales: &'l Locales) -> CheckWorker<'l> {
        self.pages = bare.then(|| Pages::new(locales));
        self
    }
}

impl crate::pipeline::Worker for CheckWorker<'_> {
    // A check writes no text: `out` only goes on to the games of a page.
    #[allow(clippy::only_used_in_recursion)]
    fn game(
        &mut self,
        chunk: &GameChunk<'_>,
        out: &mut Vec<u8>,
        findings: &mut Vec<Finding<'static>>,
    ) -> (u64, u64) {
        if let Some(games) = crate::finding::oversized(chunk, self.limit, findings) {
            return (games, 0);
        }
        // A page of bare text: each of its games on its own, after the
        // note that says where it is; the prose is not read.
        if let Some(mut pages) = self.pages.take() {
            let (mut games, mut moves) = (0, 0);
            let page = pages.each(chunk, self.locales, |part, cut| {
                let start = match cut.setup {
                    Some((setup, mut notes)) => {
                        place_all(chunk, &mut notes, findings);
                        StartFrom::Printed(setup.position)
                    }
                    None => StartFrom::Unprinted,
                };
                let mut notes = cut.notes;
                place_all(part, &mut notes, findings);
                self.analyzer.start_from(start);
                self.analyzer.restarts_at(&cut.restarts);
                self.analyzer.diagrams_at(&cut.diagrams);
                self.analyzer.page_languages(&cut.languages);
                let (g, m) = self.game(part, out, findings);
                self.analyzer.start_from(StartFrom::Initial);
                games += g;
                moves += m;
            });
            self.pages = Some(pages);
            if page {
                return (games, moves);
            }
        }
        // A game of plain syntax is replayed from its tokens; any other
        // from its tree, built from the same tokens.
        self.plain = chunk.may_be_plain()
            && self.analyzer.analyze_plain(
                chunk.bytes(),
                chunk.tokens(),
                &mut self.events,
                self.choice,
                &mut self.analysis,
                &mut (),
            );
        if self.plain {
            place_all(chunk, &mut self.analysis.diagnostics, findings);
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

    fn count_languages(
        &mut self,
        chunk: &GameChunk<'_>,
        findings: &[Finding<'static>],
        votes: &mut [u32],
    ) -> bool {
        if self.plain {
            // Replayed as read: the list of its events is read now.
            self.events.read_plain(chunk.bytes(), chunk.tokens());
        }
        crate::pipeline::count_read_game(
            &self.analyzer,
            &self.analysis,
            self.plain,
            chunk,
            &self.tree,
            &self.events,
            findings,
            votes,
        )
    }

    fn prefer_file(&mut self, votes: &[u32]) {
        self.analyzer.prefer_file(votes);
    }

    fn bare(&self) -> bool {
        self.pages.is_some()
    }

    fn reads_bytes(&self) -> bool {
        self.pages.is_none()
    }

    // A game the byte reader reads is replayed from its bytes as it reads
    // them; where it gives up, the walk is thrown away and the game is
    // lexed and read as any other.
    fn bytes_game(
        &mut self,
        (rest, rest_text): (&[u8], Option<&str>),
        (offset, lines): (u64, &mut crate::pipeline::Lines<'_>),
        bounds: crate::events::bytes::ByteBounds,
        _out: &mut Vec<u8>,
        findings: &mut Vec<Finding<'static>>,
    ) -> Option<(usize, u64, u64)> {
        if self.pages.is_some() {
            return None;
        }
        let (len, first) = self.events.read_bytes_game((rest, rest_text), bounds)?;
        if !self.analyzer.analyze_bytes(
            (&rest[..len], rest_text),
            first,
            &mut self.events,
            self.choice,
            &mut self.analysis,
            &mut (),
        ) {
            return None;
        }
        // Its languages are never counted from here (the head of a
        // stream is read by its tokens): no token to read them from.
        self.plain = false;
        if !self.analysis.diagnostics.is_empty() {
            let chunk = crate::pipeline::byte_chunk(&rest[..len], offset, lines.line_at(offset));
            place_all(&chunk, &mut self.analysis.diagnostics, findings);
        }
        Some((len, 1, self.analysis.move_count as u64))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A missing field's finding covers the FEN's last character, never a
    /// byte past the line (which an editor cannot show), and its quick fix
    /// still fills the fields in.
    #[test]
    fn a_missing_field_is_found_inside_its_line() {
        for text in [
            "[8/8/8/8/8/8/8/K6k w]\r\n",
            "8/8/8/8/8/8/8/K6k w\n",
            "8/8/8/8/8/8/8/K6k w",
            "8/8/8/8/8/8/8/K6k",
        ] {
            let line = text.trim_end_matches(['\r', '\n']);
            let found = check_fen_text(text);
            assert!(!found.is_empty(), "{text:?}");
            for d in &found {
                assert!(
                    d.span.start < d.span.end && d.span.end <= line.len(),
                    "{text:?}: {:?} past {}",
                    d.span,
                    line.len()
                );
            }
            let fixed = found
                .iter()
                .flat_map(|d| crate::fix::fixes(d, text))
                .find_map(|fix| fix.apply(text))
                .unwrap_or_else(|| panic!("{text:?}: no fix"));
            assert!(
                check_fen_text(&fixed).len() < found.len(),
                "{text:?} -> {fixed:?}"
            );
        }
    }

    /// What the drivers did to `text` on one thread, by the counts of the
    /// lexers, the byte reader and the walker (`lexer::LEXED`,
    /// `pipeline::BYTES_READ`, `pipeline::REPLAYED_AGAIN`): (bytes in, bytes
    /// lexed or read by the byte reader, games read, game chunks replayed
    /// again). A game the byte reader hands over and its worker then lexes
    /// counts twice.
    fn passes(text: &[u8], run: impl FnOnce(&[u8]) -> crate::finding::Stats) -> [u64; 4] {
        crate::lexer::LEXED.with(|n| n.set(0));
        crate::pipeline::BYTES_READ.with(|n| n.set(0));
        crate::pipeline::REPLAYED_AGAIN.with(|n| n.set(0));
        let stats = run(text);
        [
            text.len() as u64,
            crate::lexer::LEXED.with(std::cell::Cell::get)
                + crate::pipeline::BYTES_READ.with(std::cell::Cell::get),
            stats.games,
            crate::pipeline::REPLAYED_AGAIN.with(std::cell::Cell::get),
        ]
    }

    /// What was done twice in a group of files, with the language named and
    /// found: games replayed again of the games read, bytes lexed again of
    /// the bytes read.
    #[derive(Default, Debug)]
    struct Twice {
        again_named: [u64; 2],
        again_found: [u64; 2],
        relexed_found: [u64; 2],
    }

    impl Twice {
        /// Fails unless each share is at most its cap, per thousand.
        fn at_most(&self, group: &str, [named, found, relexed]: [u64; 3]) {
            for (what, [part, whole], cap) in [
                (
                    "games replayed again, language named",
                    self.again_named,
                    named,
                ),
                (
                    "games replayed again, language found",
                    self.again_found,
                    found,
                ),
                (
                    "bytes lexed again, language found",
                    self.relexed_found,
                    relexed,
                ),
            ] {
                assert!(
                    part * 1000 <= whole * cap,
                    "{group}: {part} of {whole} {what} (cap {cap} per thousand)"
                );
            }
        }
    }

    /// "No second lexing or second replay of any game" (issue 12), as far
    /// as it holds: `check` and `translate` on one thread, of every file of
    /// `tests/data` and of the corpora. With the language named, every byte is
    /// lexed once; no game of the plain corpus is replayed twice, with the
    /// language named or found. What is still done twice is held to today's
    /// share of what is read, so that it can only go down, counted on real
    /// files only (`tests/data/real`, and the corpora when they are there):
    /// the fixtures and printed pages are made to reach the rare paths, and a
    /// new one must not move a cap. A game the plain reader gives up on
    /// halfway (`N`, `inf`, `∆`, a null move `--`, a token it leaves to the
    /// tree) or that its walk must see whole (`0-0` last, a word of prose, a
    /// lower-case piece read both ways) is walked again from its tree or its
    /// list; with the language found, the head of a stream is lexed again
    /// past its 200 counted games (`work_head`), a game whose reading asked
    /// for the file's counts is read again with them, a walk not clean in the
    /// first language is walked again from the list, and bare text reads its
    /// head ahead (`read_ahead`).
    #[test]
    fn every_byte_is_lexed_once_and_every_game_replayed_once() {
        let locales = Locales::embedded();
        let en = locales.get("en").unwrap();
        let target = crate::write::Target {
            locale: locales.get("de").unwrap(),
            notation: None,
            isolate: false,
            comments: Default::default(),
        };
        let mut wrong = Vec::new();
        // The real files of tests/data, and the corpora.
        let (mut real, mut corpora) = (Twice::default(), Twice::default());
        for (name, text) in crate::translate::tests::data_and_corpora() {
            let group = if name.contains("/tests/data/real/") {
                Some(&mut real)
            } else if !name.contains("/tests/data/") && name.ends_with(".pgn") {
                Some(&mut corpora)
            } else {
                None
            };
            let mut named = [0; 2];
            let mut found = [0; 2];
            let mut relexed = [0; 2];
            for choice in [LanguageChoice::Fixed(en), LanguageChoice::Auto] {
                let auto = matches!(choice, LanguageChoice::Auto);
                let options = ReadOptions {
                    threads: 1,
                    ..ReadOptions::new(choice)
                };
                let check = passes(&text, |text| {
                    check_pgn_with(text, &locales, options, |_| {}).unwrap()
                });
                let translate = passes(&text, |text| {
                    let mut out = Vec::new();
                    crate::translate::translate_pgn(
                        text,
                        &mut out,
                        &locales,
                        options,
                        &target,
                        |_| {},
                        |_| {},
                    )
                    .unwrap()
                });
                assert_eq!(check, translate, "{name}");
                let [bytes, lexed, games, again] = check;
                if auto {
                    found = [again, games];
                    relexed = [lexed - bytes, bytes];
                } else {
                    named = [again, games];
                }
                let plain = name.ends_with("forsyth-corpus/big.pgn");
                if (lexed != bytes && !auto) || (again != 0 && plain) {
                    wrong.push(format!(
                        "{name}, {}: {lexed} bytes lexed of {bytes}, {again} of {games} games \
                         replayed again",
                        if auto { "auto" } else { "en" }
                    ));
                }
            }
            if let Some(group) = group {
                for (sum, add) in [
                    (&mut group.again_named, named),
                    (&mut group.again_found, found),
                    (&mut group.relexed_found, relexed),
                ] {
                    sum[0] += add[0];
                    sum[1] += add[1];
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
        // Shares per thousand, at most today's, measured 2026-12-01: the
        // real files, 4 of 318 games replayed again with the language named
        // (12.6), 12 of 318 found (37.7), 19,663 of 182,772 bytes lexed
        // again (107.6: the small files are lexed whole for their counts,
        // then again); the first megabyte of each corpus, 8 of 10,524 (0.8),
        // 25 of 10,524 (2.4), 79,796 of 2,097,018 (38.1).
        assert!(
            real.again_named[1] > 300,
            "{real:?}: the real files are gone"
        );
        real.at_most("tests/data/real", [13, 38, 108]);
        corpora.at_most("the corpora", [1, 3, 39]);
    }

    /// The language a page's game that no language reads is read in, by
    /// the language its move error names: the page's, not English.
    fn error_language(page: &str) -> Vec<String> {
        let locales = Locales::embedded();
        let mut found = Vec::new();
        check_pgn(page.as_bytes(), &locales, LanguageChoice::Auto, |f| {
            if f.diagnostic.code == crate::diagnostic::Code::MalformedMove {
                found.extend(
                    f.diagnostic
                        .args
                        .iter()
                        .filter(|(name, _)| *name == "language")
                        .map(|(_, arg)| match arg {
                            crate::diagnostic::Arg::Text(t) => t.clone(),
                            _ => String::new(),
                        }),
                );
            }
        })
        .unwrap();
        found
    }

    /// A game whose moves give its language too little evidence, and that
    /// no language reads whole, is read in the language the page around it
    /// is written in, after what its letters spell: a move of a Ukrainian
    /// page cut short (dimaname.com's `Ccl—g5`, read since as the bishop's
    /// move it is, as `Cc1—g`: a Ukrainian error, not an English one;
    /// Cyrillic prose and the Ukrainian `і`). The fool's mate of a Polish page (daw-chess.pl,
    /// `Hh4X`, the hetman and the Polish sign for mate), refused as
    /// English before both, reads whole: Polish is the one language it
    /// replays in (the Hungarian knight `H` cannot go to h4).
    #[test]
    fn a_game_no_language_reads_is_read_in_the_language_of_its_page() {
        let polish = "Najszybszy mat w partii szachowej może powstać po wykonaniu zaledwie 2 posunięć!\n\
                      1. f3?\n\
                      Słabe posunięcie białych, które nie daje praktycznie żadnych korzyści.\n\
                      1. … e5\n\
                      Czarne w naturalny sposób walczą o centrum i otwierają drogę dla swojego gońca i hetmana.\n\
                      2. g4??\n\
                      Drugi błąd i jednocześnie kończący partię.\n\
                      2. … Hh4X\n";
        assert_eq!(error_language(polish), Vec::<String>::new());
        let locales = Locales::embedded();
        let mut errors = 0;
        check_pgn(polish.as_bytes(), &locales, LanguageChoice::Auto, |f| {
            errors += usize::from(f.diagnostic.severity == crate::diagnostic::Severity::Error);
        })
        .unwrap();
        assert_eq!(errors, 0);
        let ukrainian = "У наведеній партії чорні витратили занадто багато часу на пересування \
                         флангових пішаків, і удар у центрі лише послабив їхню позицію.\n\n\
                         2.Cc1—g h7—h6 3.Cg5—h4 g7—g5? — здається, що білий слон у пастці.\n";
        assert_eq!(error_language(ukrainian), ["Українська"]);
    }
}
