//! Translating moves from one language and notation to another, and nothing
//! else.
//!
//! Only move words change: tags, comments, NAGs, glyphs, move numbers,
//! variations, results, white space and every byte the reader does not
//! understand are copied as they are. By default a move word changes only
//! its letters ([`write_move_as_written`]): castling zeros, capture and
//! promotion forms, check marks present or absent, null moves, UCI and
//! long algebraic moves stay as the writer chose; a [`Target::notation`]
//! rewrites every move in one notation instead. Within a game, moves after the first
//! move that cannot be read or played are copied as written (their meaning
//! is unknown), and the error is reported; later games are translated.

use std::io::{self, BufRead, Write};

use crate::{
    analysis::{Analysis, Analyzer, Idea, LanguageChoice, MoveRecord, MoveSink, Played, StartFrom},
    events::Events,
    finding::{Finding, Stats, place_all, walk_tree},
    locale::{Locale, Locales},
    notes::{Comments, NoteTranslator},
    pipeline::head_votes,
    printed::{
        AnyMove, PrintedKind, PrintedWords, blank_lines, capitalized, glued_mate,
        keep_named_capture, keep_print, line_near, named_capture, plain, standard_gap, stops_after,
        translate_word, with_roster, write_named_capture,
    },
    problem::translate_piece_list,
    prose::{
        Pages,
        heading::{Heading, SideWords, heading, with_heading},
    },
    resolve::check_status,
    tree::{GameChunk, MAX_GAME_BYTES, SyntaxTree},
    word::Check,
    write::{
        Notation, PlainLetters, Target, move_to_string, render_move_checked, write_plain_as_written,
    },
};

/// Writes one resolved move as the target says; `text` is the move word
/// as written.
pub fn render_move(record: &MoveRecord, text: &str, target: &Target<'_>, out: &mut String) {
    render_move_checked(
        &record.before,
        &record.mv,
        text,
        &record.reading,
        record.detached_check,
        None,
        target,
        out,
    );
}

/// Translates the text of a parsed tree: `src` is the tree's source; the
/// analysis of each game must be given in order by `analyses`.
pub fn write_translation(src: &[u8], games: &[Analysis], target: &Target<'_>, out: &mut Vec<u8>) {
    let mut cursor = 0;
    let mut text = String::new();
    for analysis in games {
        // Only moves played are recorded: a line's moves after one that
        // cannot be read or played are not.
        for record in &analysis.moves {
            if record.word.start < cursor || record.word.end > src.len() {
                continue;
            }
            out.extend_from_slice(&src[cursor..record.word.start]);
            text.clear();
            let word = String::from_utf8_lossy(&src[record.word.clone()]);
            render_move(record, &word, target, &mut text);
            out.extend_from_slice(text.as_bytes());
            cursor = record.word.end;
        }
    }
    out.extend_from_slice(&src[cursor..]);
}

/// Translates a whole text in memory; returns the new text and the
/// analysis of every game. Each call prepares the readers of every
/// language; a caller translating many texts keeps a [`TextTranslator`].
#[must_use]
pub fn translate_text(
    src: &[u8],
    locales: &Locales,
    from: LanguageChoice<'_>,
    target: &Target<'_>,
) -> (Vec<u8>, Vec<Analysis>) {
    TextTranslator::new(locales).translate(src, from, target)
}

/// Translates whole texts in memory, one after another, with the readers
/// of every language (an [`Analyzer`]) and their printed words prepared
/// once.
pub struct TextTranslator<'l> {
    analyzer: Analyzer<'l>,
    /// The printed words of every language, in [`Locales::iter`] order.
    from: Vec<PrintedWords>,
    locales: &'l Locales,
    /// The language of the text's notes: the one named, else the one the
    /// text's first games single out, if any.
    file_language: Option<usize>,
    /// Per game of the text's head whose languages were counted, whether
    /// its reading asked for the counts ([`crate::pipeline::head_votes`]):
    /// a game that did not has its notes written as the streaming driver
    /// writes them, before the file's language is known.
    head_asked: Vec<bool>,
}

impl<'l> TextTranslator<'l> {
    /// A translator reading the languages of `locales`.
    #[must_use]
    pub fn new(locales: &'l Locales) -> TextTranslator<'l> {
        TextTranslator {
            analyzer: Analyzer::new(locales),
            from: locales.iter().map(PrintedWords::of).collect(),
            locales,
            file_language: None,
            head_asked: Vec::new(),
        }
    }

    /// Names `locale` (the user's language) for a game that several
    /// languages read alike, when it is one of them: see
    /// [`Analyzer::prefer`].
    pub fn prefer(&mut self, locale: Option<&Locale>) {
        self.analyzer.prefer(locale);
    }

    /// [`translate_text`] with the readers prepared.
    pub fn translate(
        &mut self,
        src: &[u8],
        from: LanguageChoice<'_>,
        target: &Target<'_>,
    ) -> (Vec<u8>, Vec<Analysis>) {
        // A game several languages read alike is named by the one the
        // text's first games single out.
        if matches!(from, LanguageChoice::Auto) && self.analyzer.locales().len() > 1 {
            let head = &src[..src.len().min(crate::pipeline::HEAD_BYTES)];
            let (votes, asked) = head_votes(&mut self.analyzer, head, head.len() == src.len());
            self.analyzer.prefer_file(&votes);
            self.file_language = top_vote(&votes);
            self.head_asked = asked;
        } else {
            self.file_language = fixed_language(self.locales, from);
            self.head_asked.clear();
        }
        if crate::prose::bare_text(src) {
            return self.translate_pages(src, from, target);
        }
        self.translate_games(src, from, target)
    }

    /// A bare text's games, cut as the streaming driver cuts them (the
    /// reader's bare table: a result ends a game, even one inside a broken
    /// tag), each chunk that is a page read as its games among prose
    /// ([`crate::prose`]), the prose as [`GameOutput::prose`] says.
    fn translate_pages(
        &mut self,
        src: &[u8],
        from: LanguageChoice<'_>,
        target: &Target<'_>,
    ) -> (Vec<u8>, Vec<Analysis>) {
        let mut pages = Pages::new(self.locales);
        let mut output = Translation::new(self.locales, target, None, from);
        output.printed.file_language = self.file_language;
        pages.mask = !output.keeps_prose();
        let mut reader = crate::tree::PgnReader::new(src).bare(true);
        let mut tree = SyntaxTree::new();
        let (mut out, mut analyses) = (Vec::new(), Vec::new());
        while let Ok(Some(chunk)) = reader.next_game() {
            let bytes = chunk.bytes();
            let mut copied = 0;
            // Each chunk on its own, as the streaming driver reads it.
            output.page();
            let locales = self.locales;
            let page = pages.each(&chunk, locales, |part, cut| {
                let setup = cut.setup.as_ref().map(|(s, _)| s);
                page_prose(
                    &mut output,
                    bytes,
                    copied,
                    cut.range.start,
                    setup,
                    locales,
                    &mut out,
                );
                tree.parse_chunk(part);
                self.analyzer.start_from(match &cut.setup {
                    Some((setup, _)) => StartFrom::Printed(setup.position),
                    None => StartFrom::Unprinted,
                });
                self.analyzer.restarts_at(&cut.restarts);
                self.analyzer.diagrams_at(&cut.diagrams);
                self.analyzer.page_languages(&cut.languages);
                // The language the notes are read in goes on from game to
                // game of the page, as the streaming writer keeps it.
                let (mut text, games) =
                    self.translate_tree(&tree, from, target, &mut output.language, true);
                self.analyzer.start_from(StartFrom::Initial);
                if let (Some(setup), Some(_)) = (setup, target.notation) {
                    text = with_set_up(&text, &setup.position.fen());
                }
                let start = out.len();
                out.extend_from_slice(&text);
                output.add_heading(&mut out, start);
                output.learned(&mut out);
                analyses.extend(games);
                copied = cut.range.end;
            });
            if page {
                output.prose(&bytes[copied..], &mut out);
            } else {
                tree.parse_chunk(&chunk);
                let (text, games) =
                    self.translate_tree(&tree, from, target, &mut output.language, true);
                out.extend_from_slice(&text);
                analyses.extend(games);
            }
        }
        (out, analyses)
    }

    /// [`TextTranslator::translate`] of a text read as PGN, its games as
    /// the reader cuts them.
    fn translate_games(
        &mut self,
        src: &[u8],
        from: LanguageChoice<'_>,
        target: &Target<'_>,
    ) -> (Vec<u8>, Vec<Analysis>) {
        let mut language = fixed_language(self.locales, from);
        self.translate_tree(&SyntaxTree::parse(src), from, target, &mut language, false)
    }

    /// The translation of the games of `tree`; `language`: the language
    /// the notes are read in, the one of the move last played (see
    /// [`Writer`]), carried on to the next tree of a page; `page`: the
    /// tree is a chunk of bare text, whose text between moves is prose
    /// (as the streaming driver reads every chunk of a bare text, even one
    /// that starts with a tag pair), else the whole text, read as PGN,
    /// whose first games are the text's head's
    /// ([`TextTranslator::head_asked`]).
    fn translate_tree(
        &mut self,
        tree: &SyntaxTree,
        from: LanguageChoice<'_>,
        target: &Target<'_>,
        language: &mut Option<usize>,
        page: bool,
    ) -> (Vec<u8>, Vec<Analysis>) {
        let src = tree.source();
        let mut analyses = Vec::new();
        let mut analysis = Analysis::default();
        let mut diagnostics = Vec::new();
        let printed = Printing {
            from: std::mem::take(&mut self.from),
            to: PrintedWords::of(target.locale),
            notes: Printing::notes(self.locales, target),
            file_language: self.file_language,
            text_notes: page,
        };
        let mut out = Vec::with_capacity(src.len() + src.len() / 4);
        let mut text = String::new();
        // Every move through the general writer: the streaming driver's
        // plain path is tested against this one.
        let mut writer = Writer::new(
            tree.source(),
            target,
            &printed,
            None,
            &mut out,
            &mut text,
            language,
        );
        if !page {
            writer.head(&self.head_asked);
        }
        walk_tree(
            tree,
            &mut self.analyzer,
            from,
            &mut analysis,
            &mut writer,
            |a| analyses.push(a.clone()),
            &mut diagnostics,
        );
        writer.finish();
        add_roster(target, &mut out, 0, false);
        self.from = printed.from;
        (out, analyses)
    }
}

/// How [`translate_pgn`] and [`crate::spoken::speak_pgn`] read a PGN
/// stream's games.
#[derive(Clone, Copy, Debug)]
pub struct ReadOptions<'l> {
    /// The language of the moves, or [`LanguageChoice::Auto`]: found game
    /// by game.
    pub from: LanguageChoice<'l>,
    /// The user's language, named for a game that reads the same in it as
    /// in the language found, unless the file's first games single out
    /// another of them (see [`Analyzer::prefer`] and
    /// [`Analyzer::prefer_file`]): the findings name that language.
    pub preferred: Option<&'l Locale>,
    /// How many threads read games (0 or 1: the calling thread alone;
    /// more: the calling thread and `threads - 1` helpers).
    /// The output, the findings and their order are the same whatever the
    /// number.
    pub threads: usize,
    /// The longest game (or line) read, in bytes ([`MAX_GAME_BYTES`] by
    /// default): a longer one is reported once (`game-too-large`), not
    /// read, and copied unchanged.
    pub max_game_bytes: usize,
}

impl<'l> ReadOptions<'l> {
    /// Games read in `from`, no language preferred, on one worker thread
    /// per core.
    #[must_use]
    pub fn new(from: LanguageChoice<'l>) -> ReadOptions<'l> {
        ReadOptions {
            from,
            preferred: None,
            threads: crate::pipeline::default_threads(),
            max_game_bytes: MAX_GAME_BYTES,
        }
    }
}

/// Translates a PGN stream game by game in flat memory, calling `report`
/// for every finding (syntax errors, unreadable, illegal or ambiguous
/// moves; warnings too). `progress` is called after each game with the
/// bytes read so far. Games are translated on `options.threads` worker
/// threads; the stream is read and written, and `report` and `progress`
/// called, on the calling thread, in stream order.
///
/// # Errors
/// I/O errors of `reader` or `writer`.
pub fn translate_pgn<R: BufRead, W: Write>(
    reader: R,
    writer: W,
    locales: &Locales,
    options: ReadOptions<'_>,
    target: &Target<'_>,
    report: impl FnMut(&Finding<'_>),
    progress: impl FnMut(u64),
) -> io::Result<Stats> {
    translate_pgn_written(
        reader, writer, locales, options, target, report, progress, true,
    )
}

/// [`translate_pgn`], with the writer's plain path (`plain`:
/// [`write_plain_as_written`] for the moves it takes) or without (every
/// move through [`render_move_checked`]): the tests hold the two to the
/// same bytes.
#[allow(clippy::too_many_arguments)]
pub(crate) fn translate_pgn_written<R: BufRead, W: Write>(
    reader: R,
    writer: W,
    locales: &Locales,
    options: ReadOptions<'_>,
    target: &Target<'_>,
    report: impl FnMut(&Finding<'_>),
    progress: impl FnMut(u64),
    plain: bool,
) -> io::Result<Stats> {
    let target = *target;
    // Only a faithful translation with no isolates writes moves so.
    let plain = plain && target.notation.is_none() && !target.isolate;
    run_games(
        reader,
        writer,
        locales,
        options,
        || {
            Translation::new(
                locales,
                &target,
                plain.then(|| PlainLetters::new(target.locale.letters())),
                options.from,
            )
        },
        report,
        progress,
    )
}

/// What the driver of [`translate_pgn`] writes of each game: a
/// [`MoveSink`] made for the game's text, which writes to the output as
/// the walk plays the moves (a translation, or the moves said in words).
pub(crate) trait GameOutput {
    type Sink<'a>: MoveSink
    where
        Self: 'a;
    /// A sink for the game text `src`, writing to `out`.
    fn sink<'a>(&'a mut self, src: &'a [u8], out: &'a mut Vec<u8>) -> Self::Sink<'a>;
    /// Ends what `sink` wrote of its game text.
    fn finish(sink: Self::Sink<'_>);
    /// Writes what stands for a game too large to read, `bytes`.
    fn oversized(&mut self, bytes: &[u8], out: &mut Vec<u8>);
    /// Mends what a game chunk wrote, `out[start..]`, once its sink is
    /// finished.
    fn after(&mut self, _out: &mut Vec<u8>, _start: usize) {}
    /// Writes what stands for `bytes`, prose around the games of a page
    /// ([`crate::prose`]): nothing, unless the output keeps it.
    fn prose(&mut self, _bytes: &[u8], _out: &mut Vec<u8>) {}
    /// Whether the output keeps prose as it is (else the prose between a
    /// game's moves is handed to it as white space).
    fn keeps_prose(&self) -> bool {
        false
    }
    /// A page of bare text begins (a chunk of the stream: what the output
    /// knows of the chunks before it is forgotten, so that the output is
    /// the same whatever the number of threads).
    fn page(&mut self) {}
    /// The votes of the file's games for each language
    /// ([`crate::pipeline::file_votes`]); `bare`: the text is bare text.
    fn file_votes(&mut self, _votes: &[u32], _bare: bool) {}
    /// Writes what stands for `printed`, the position printed above the
    /// next game (`setup`, read in a language of `locales`): as prose,
    /// unless the output says otherwise.
    fn set_up(
        &mut self,
        printed: &[u8],
        _setup: &crate::prose::setup::PrintedSetUp,
        _locales: &Locales,
        out: &mut Vec<u8>,
    ) {
        self.prose(printed, out);
    }
    /// The position printed further up the page (above an earlier game)
    /// that the next game starts from: already written with the text it
    /// stands in, so nothing is, unless the output says otherwise.
    fn set_up_above(&mut self, _setup: &crate::prose::setup::PrintedSetUp) {}
}

/// Hands the prose of a page before a game, `bytes[from..to]`, to
/// `output`: the position printed in it (`setup`, in the chunk's bytes)
/// as [`GameOutput::set_up`] says, the rest as prose.
fn page_prose<O: GameOutput>(
    output: &mut O,
    bytes: &[u8],
    from: usize,
    to: usize,
    setup: Option<&crate::prose::setup::PrintedSetUp>,
    locales: &Locales,
    out: &mut Vec<u8>,
) {
    match setup.filter(|s| from <= s.span.start && s.span.end <= to) {
        Some(setup) => {
            output.prose(&bytes[from..setup.span.start], out);
            output.set_up(&bytes[setup.span.clone()], setup, locales, out);
            output.prose(&bytes[setup.span.end..to], out);
        }
        None => {
            if let Some(setup) = setup {
                output.set_up_above(setup);
            }
            output.prose(&bytes[from..to], out);
        }
    }
}

/// `text`, one game as `--style` writes it (with the Seven Tag Roster or
/// before it gains it), with the `[SetUp]` and `[FEN]` tags of the
/// position `fen` it starts from: after its tags, or as its only tags
/// before the roster is added ([`with_roster`]).
fn with_set_up(text: &[u8], fen: &str) -> Vec<u8> {
    let tags = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n");
    let lead = text.iter().take_while(|b| b.is_ascii_whitespace()).count();
    let mut out = text[..lead].to_vec();
    let game = &text[lead..];
    if game.first() == Some(&b'[') {
        let end = memchr::memmem::find(game, b"\n\n").map_or(game.len(), |i| i + 1);
        out.extend_from_slice(&game[..end]);
        out.extend_from_slice(tags.as_bytes());
        out.extend_from_slice(&game[end..]);
        return out;
    }
    let mut bare = tags.into_bytes();
    bare.push(b'\n');
    bare.extend_from_slice(game);
    out.extend_from_slice(&with_roster(&bare).unwrap_or(bare));
    out
}

/// Has a worker writing each game as `make`'s output says work through
/// every game of `reader`, as `options` says, writing what it writes to
/// `writer` and calling `report` for each finding and `progress` after
/// each game, in stream order: the driver of [`translate_pgn`] and of
/// [`crate::spoken::speak_pgn`].
pub(crate) fn run_games<R: BufRead, W: Write, O: GameOutput>(
    reader: R,
    mut writer: W,
    locales: &Locales,
    options: ReadOptions<'_>,
    make: impl Fn() -> O + Sync,
    mut report: impl FnMut(&Finding<'_>),
    mut progress: impl FnMut(u64),
) -> io::Result<Stats> {
    // Bare text (no tags) may hold games among prose.
    let (bare, reader) = crate::prose::peek(reader)?;
    let (votes, reader, languages) =
        crate::pipeline::head_counts(reader, locales, options.from, bare)?;
    let mut stats = Stats::default();
    let worker = || {
        let mut analyzer = Analyzer::new(locales);
        analyzer.prefer(options.preferred);
        analyzer.prefer_file(&votes);
        let mut output = make();
        output.file_votes(&votes, bare);
        GameWorker {
            from: options.from,
            output,
            events: analyzer.plain_events(options.from),
            tree: SyntaxTree::new(),
            analyzer,
            analysis: Analysis::default(),
            diagnostics: Vec::new(),
            limit: options.max_game_bytes,
            pages: bare.then(|| Pages::new(locales)),
            plain: false,
            locales,
        }
    };
    let limit = options.max_game_bytes;
    crate::pipeline::run(reader, options.threads, limit, languages, worker, |done| {
        stats.bytes += done.bytes;
        stats.games += done.games;
        stats.moves += done.moves;
        writer.write_all(done.out)?;
        for finding in done.findings {
            match finding.diagnostic.severity {
                crate::diagnostic::Severity::Error => stats.errors += 1,
                crate::diagnostic::Severity::Warning => stats.warnings += 1,
                _ => {}
            }
            report(finding);
        }
        progress(stats.bytes);
        Ok(())
    })?;
    writer.flush()?;
    Ok(stats)
}

/// Works through games for [`run_games`], writing each as its output says.
struct GameWorker<'l, O> {
    from: LanguageChoice<'l>,
    output: O,
    events: Events,
    tree: SyntaxTree,
    analyzer: Analyzer<'l>,
    analysis: Analysis,
    diagnostics: Vec<crate::diagnostic::Diagnostic>,
    /// The longest game read (bytes).
    limit: usize,
    /// In bare text, the reader of games among prose.
    pages: Option<Pages<'l>>,
    /// Whether the last game was read from its tokens (else from its tree).
    plain: bool,
    locales: &'l Locales,
}

impl<O: GameOutput> crate::pipeline::Worker for GameWorker<'_, O> {
    fn game(
        &mut self,
        chunk: &GameChunk<'_>,
        out: &mut Vec<u8>,
        findings: &mut Vec<Finding<'static>>,
    ) -> (u64, u64) {
        if let Some(games) = crate::finding::oversized(chunk, self.limit, findings) {
            self.output.oversized(chunk.bytes(), out);
            return (games, 0);
        }
        // A page of bare text: each of its games on its own, the prose
        // around them as the output says.
        if let Some(mut pages) = self.pages.take() {
            pages.mask = !self.output.keeps_prose();
            self.output.page();
            let (mut games, mut moves, mut copied) = (0, 0, 0);
            let src = chunk.bytes();
            let locales = self.locales;
            let page = pages.each(chunk, locales, |part, cut| {
                let setup = cut.setup.as_ref().map(|(s, _)| s);
                page_prose(
                    &mut self.output,
                    src,
                    copied,
                    cut.range.start,
                    setup,
                    locales,
                    out,
                );
                let start = match cut.setup {
                    Some((setup, mut notes)) => {
                        place_all(chunk, &mut notes, findings);
                        StartFrom::Printed(setup.position)
                    }
                    None => StartFrom::Unprinted,
                };
                self.analyzer.start_from(start);
                self.analyzer.restarts_at(&cut.restarts);
                self.analyzer.diagrams_at(&cut.diagrams);
                self.analyzer.page_languages(&cut.languages);
                let (g, m) = self.game(part, out, findings);
                self.analyzer.start_from(StartFrom::Initial);
                games += g;
                moves += m;
                copied = cut.range.end;
            });
            if page {
                self.output.prose(&src[copied..], out);
            }
            self.pages = Some(pages);
            if page {
                return (games, moves);
            }
        }
        // A game of plain syntax is replayed from its tokens; any other
        // from its tree, built from the same tokens. Either way each move
        // is written as the walk plays it.
        let start = out.len();
        let mut sink = self.output.sink(chunk.bytes(), out);
        self.plain = chunk.may_be_plain()
            && self.analyzer.analyze_plain(
                chunk.bytes(),
                chunk.tokens(),
                &mut self.events,
                self.from,
                &mut self.analysis,
                &mut sink,
            );
        if self.plain {
            O::finish(sink);
            self.output.after(out, start);
            place_all(chunk, &mut self.analysis.diagnostics, findings);
            return (1, self.analysis.move_count as u64);
        }
        // Not plain: what the walk wrote as it read is thrown away.
        sink.again();
        drop(sink);
        self.tree.parse_chunk(chunk);
        self.diagnostics.clear();
        let mut sink = self.output.sink(self.tree.source(), out);
        let (mut games, mut moves) = (0, 0);
        walk_tree(
            &self.tree,
            &mut self.analyzer,
            self.from,
            &mut self.analysis,
            &mut sink,
            |analysis| {
                games += 1;
                moves += analysis.move_count as u64;
            },
            &mut self.diagnostics,
        );
        O::finish(sink);
        self.output.after(out, start);
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
        let bare = self.pages.is_some();
        self.output.file_votes(votes, bare);
    }

    fn bare(&self) -> bool {
        self.pages.is_some()
    }

    fn reads_bytes(&self) -> bool {
        self.pages.is_none()
    }

    // A game the byte reader reads is written as the walk plays it, as a
    // plain game read from its tokens is; where the reader gives up, what
    // the walk wrote is thrown away and the game is lexed and written as
    // any other.
    fn bytes_game(
        &mut self,
        (rest, rest_text): (&[u8], Option<&str>),
        (offset, lines): (u64, &mut crate::pipeline::Lines<'_>),
        bounds: crate::events::bytes::ByteBounds,
        out: &mut Vec<u8>,
        findings: &mut Vec<Finding<'static>>,
    ) -> Option<(usize, u64, u64)> {
        if self.pages.is_some() {
            return None;
        }
        let (len, first) = self.events.read_bytes_game((rest, rest_text), bounds)?;
        let bytes = &rest[..len];
        let start = out.len();
        let mut sink = self.output.sink(bytes, out);
        if !self.analyzer.analyze_bytes(
            (bytes, rest_text),
            first,
            &mut self.events,
            self.from,
            &mut self.analysis,
            &mut sink,
        ) {
            sink.again();
            drop(sink);
            out.truncate(start);
            return None;
        }
        O::finish(sink);
        self.output.after(out, start);
        // Its languages are never counted from here (the head of a
        // stream is read by its tokens): no token to read them from.
        self.plain = false;
        if !self.analysis.diagnostics.is_empty() {
            let chunk = crate::pipeline::byte_chunk(bytes, offset, lines.line_at(offset));
            place_all(&chunk, &mut self.analysis.diagnostics, findings);
        }
        Some((len, 1, self.analysis.move_count as u64))
    }
}

/// A translation's output, for [`run_games`]: each move word rewritten as
/// `target` says, every other byte copied.
struct Translation<'l> {
    target: Target<'l>,
    /// The printed words of every language and the target's.
    printed: Printing,
    /// The target's letters for moves written the plain way, when a
    /// translation writes them so (see [`translate_pgn_written`]).
    plain: Option<PlainLetters>,
    /// Scratch space for one move.
    text: String,
    /// The language of the moves, when the user named it.
    fixed: Option<usize>,
    /// The language of the notes: of the game last written (of the page
    /// being written), else the one named.
    language: Option<usize>,
    /// Prose written before the language of its page was known, `out`'s
    /// range: translated once a game of the page is read.
    pending: Option<std::ops::Range<usize>>,
    /// The FEN of the position printed above the game being written, for
    /// its tags (`--style`).
    fen: Option<String>,
    /// The players printed on the line above the game being written, for
    /// its tags (`--style`; [`crate::prose::heading`]).
    heading: Option<Heading>,
    /// The words for the sides that may stand before a heading's names.
    sides: SideWords,
}

/// The language with the most votes of a file's games, if one has more
/// than none (the first of those with most: languages with the same votes
/// read the file's letters alike).
fn top_vote(votes: &[u32]) -> Option<usize> {
    let top = votes.iter().copied().max().filter(|&v| v > 0)?;
    votes.iter().position(|&v| v == top)
}

/// The index of the language the user named, if any.
fn fixed_language(locales: &Locales, from: LanguageChoice<'_>) -> Option<usize> {
    match from {
        LanguageChoice::Fixed(l) | LanguageChoice::Descriptive(l) => {
            locales.iter().position(|m| std::ptr::eq(m, l))
        }
        LanguageChoice::Auto => None,
    }
}

impl<'l> Translation<'l> {
    fn new(
        locales: &Locales,
        target: &Target<'l>,
        plain: Option<PlainLetters>,
        from: LanguageChoice<'_>,
    ) -> Translation<'l> {
        let fixed = fixed_language(locales, from);
        let mut printed = Printing::new(locales, target);
        printed.file_language = fixed;
        Translation {
            target: *target,
            printed,
            plain,
            text: String::new(),
            fixed,
            language: fixed,
            pending: None,
            fen: None,
            heading: None,
            sides: if target.notation.is_some() {
                SideWords::of(locales)
            } else {
                SideWords::default()
            },
        }
    }

    /// Gives `out[start..]`, one game as `--style` writes it, the players
    /// of the heading printed above it, if any.
    fn add_heading(&mut self, out: &mut Vec<u8>, start: usize) {
        if let Some(heading) = self.heading.take()
            && let Some(with) = with_heading(&out[start..], &heading)
        {
            out.truncate(start);
            out.extend_from_slice(&with);
        }
    }

    /// Translates the notes of the prose written before the page's
    /// language was known, now that it is.
    fn learned(&mut self, out: &mut Vec<u8>) {
        let Some(notes) = self
            .printed
            .notes_of(self.printed.file_language, self.language, 0)
        else {
            return;
        };
        if let Some(range) = self.pending.take() {
            let written = out[range.clone()].to_vec();
            let mut translated = Vec::with_capacity(written.len());
            notes.prose(&written, &mut translated);
            out.splice(range, translated);
        }
    }
}

impl<'l> GameOutput for Translation<'l> {
    type Sink<'a>
        = Writer<'a, 'l>
    where
        Self: 'a;

    fn sink<'a>(&'a mut self, src: &'a [u8], out: &'a mut Vec<u8>) -> Writer<'a, 'l> {
        Writer::new(
            src,
            &self.target,
            &self.printed,
            self.plain.as_ref(),
            out,
            &mut self.text,
            &mut self.language,
        )
    }

    fn finish(sink: Writer<'_, 'l>) {
        sink.finish();
    }

    /// A game too large to read is copied as it is.
    fn oversized(&mut self, bytes: &[u8], out: &mut Vec<u8>) {
        out.extend_from_slice(bytes);
    }

    fn after(&mut self, out: &mut Vec<u8>, start: usize) {
        add_roster(&self.target, out, start, true);
        if let Some(fen) = self.fen.take() {
            let with = with_set_up(&out[start..], &fen);
            out.truncate(start);
            out.extend_from_slice(&with);
        }
        self.add_heading(out, start);
        self.learned(out);
    }

    /// A faithful translation writes a piece list with the target's
    /// letters and headers ([`translate_piece_list`]) and a FEN as it is;
    /// a style keeps the position for the game's `[FEN]` tag.
    /// A style gives the game the `[FEN]` tag of a position printed
    /// further up the page too.
    fn set_up_above(&mut self, setup: &crate::prose::setup::PrintedSetUp) {
        if self.target.notation.is_some() {
            self.fen = Some(setup.position.fen());
        }
    }

    fn set_up(
        &mut self,
        printed: &[u8],
        setup: &crate::prose::setup::PrintedSetUp,
        locales: &Locales,
        out: &mut Vec<u8>,
    ) {
        if self.target.notation.is_some() {
            self.fen = Some(setup.position.fen());
            return;
        }
        let list = std::str::from_utf8(printed).ok().and_then(|text| {
            let from = locales.iter().nth(setup.language?)?;
            translate_piece_list(text, from, self.target.locale)
        });
        match list {
            Some(list) => out.extend_from_slice(list.as_bytes()),
            None => out.extend_from_slice(printed),
        }
    }

    fn page(&mut self) {
        self.language = self.fixed;
        self.pending = None;
        self.heading = None;
    }

    fn file_votes(&mut self, votes: &[u32], bare: bool) {
        self.printed.file_language = self.fixed.or_else(|| top_vote(votes));
        self.printed.text_notes = bare;
    }

    fn keeps_prose(&self) -> bool {
        self.target.notation.is_none()
    }

    /// A faithful translation copies prose as it is, the move words it
    /// names translated ([`crate::notes`]); with a notation (`--style`)
    /// only the games are written, a blank line after each.
    fn prose(&mut self, bytes: &[u8], out: &mut Vec<u8>) {
        if self.target.notation.is_none() {
            if let Some(notes) = self
                .printed
                .notes_of(self.printed.file_language, self.language, 0)
            {
                notes.prose(bytes, out);
            } else {
                // Translated once the page's language is known.
                let start = self.pending.as_ref().map_or(out.len(), |r| r.start);
                out.extend_from_slice(bytes);
                if !self.printed.notes.is_empty() && crate::notes::may_name_moves(bytes) {
                    self.pending = Some(start..out.len());
                }
            }
        } else {
            // The last line of prose before a game may name its players.
            if bytes.iter().any(|b| !b.is_ascii_whitespace()) {
                self.heading = heading(bytes, &self.sides);
            }
            if !out.is_empty() {
                while !out.ends_with(b"\n\n") {
                    out.push(b'\n');
                }
            }
        }
    }
}

/// With a notation (`--style`), the games of `out[start..]` that have no
/// tags (printed text) gain the Seven Tag Roster ([`with_roster`]); a
/// faithful translation adds nothing. `one_game`: `out[start..]` is one
/// game (a chunk of the stream).
fn add_roster(target: &Target<'_>, out: &mut Vec<u8>, start: usize, one_game: bool) {
    if target.notation.is_none() {
        return;
    }
    // A game that starts with its tags is told without a parse.
    let written = &out[start..];
    if one_game && written.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'[') {
        return;
    }
    if let Some(with) = with_roster(written) {
        out.truncate(start);
        out.extend_from_slice(&with);
    }
}

/// The printed words (see [`crate::printed`]) of every language, in
/// [`Locales::iter`] order, and of the target language.
struct Printing {
    from: Vec<PrintedWords>,
    to: PrintedWords,
    /// The translators of notes from every language to the target's, in
    /// [`Locales::iter`] order; none when comments are kept.
    notes: Vec<NoteTranslator>,
    /// The language the file's games single out (the one named by the
    /// user, else the one with the most votes): the notes of a game are
    /// in its letters when they read the game's moves alike.
    file_language: Option<usize>,
    /// Whether the text between moves outside comments is prose (bare
    /// text: pages), whose notes are translated too.
    text_notes: bool,
}

impl Printing {
    fn new(locales: &Locales, target: &Target<'_>) -> Printing {
        Printing {
            from: locales.iter().map(PrintedWords::of).collect(),
            to: PrintedWords::of(target.locale),
            notes: Printing::notes(locales, target),
            file_language: None,
            text_notes: false,
        }
    }

    /// The translator of the notes of a game read in `language` whose
    /// moves used the pieces of `roles` (bits of [`Role::index`]): of the
    /// file's language when it writes those pieces alike (languages that
    /// read a game alike differ in the letters it does not use: `L`, a
    /// German bishop, is no Catalan one), else of `language`.
    fn notes_of(
        &self,
        file_language: Option<usize>,
        language: Option<usize>,
        roles: u8,
    ) -> Option<&NoteTranslator> {
        let own = self.notes.get(language?)?;
        match file_language.and_then(|f| self.notes.get(f)) {
            Some(file) if file.writes_alike(own, roles) => Some(file),
            _ => Some(own),
        }
    }

    /// The translators of notes to `target` ([`Printing::notes`]).
    fn notes(locales: &Locales, target: &Target<'_>) -> Vec<NoteTranslator> {
        if target.comments == Comments::Keep {
            return Vec::new();
        }
        let to = target.locale.letters();
        locales
            .iter()
            .map(|l| NoteTranslator::new(l.letters(), to))
            .collect()
    }
}

/// A variation printed apart being written with a notation
/// ([`MoveSink::restarted`]).
struct Restart {
    /// Where it goes in `out`.
    place: usize,
    /// Where it starts in `out`.
    start: usize,
    /// Whether its first move is White's.
    white: bool,
    /// Whether it goes where the line it is a variation of went on
    /// ([`MoveSink::branch`]), not where it was printed.
    branched: bool,
}

/// Writes a text translated as the walk plays its moves: the bytes before
/// each move word are copied, the word is replaced. After a game's first
/// move that cannot be read or played, its words are copied as they are.
///
/// A word printed as books print keeps its print in a translation that
/// changes only the letters (pairs, dashes, separators, numbers as printed;
/// the words for mate and the capture sign of print in the target's
/// language); with a [`Target::notation`] it becomes standard PGN (a space
/// between a pair's moves, no separators, lone dashes or words for mate).
struct Writer<'a, 't> {
    src: &'a [u8],
    target: &'a Target<'t>,
    printed: &'a Printing,
    /// The target's letters, when moves of plain short algebraic notation
    /// are written by [`write_plain_as_written`].
    plain: Option<&'a PlainLetters>,
    /// The printed word being written, empty when none.
    word: std::ops::Range<usize>,
    out: &'a mut Vec<u8>,
    /// Scratch space for one move.
    text: &'a mut String,
    /// How much of `src` is written.
    cursor: usize,
    /// Whether a line of the game has stopped being translated (a move of
    /// it could not be read or played): its text is copied as it is until
    /// the walk goes on with a line it can play ([`Writer::resume`]).
    stopped: bool,
    /// Whether the line that stopped is the main line.
    stopped_main: bool,
    /// Whether the game's first move cannot be played for want of the
    /// position it starts from ([`MoveSink::unplayable_start`]): its text
    /// is translated as a note's, letter by letter.
    unplayable: bool,
    /// Whether a move of the game has been written (the text after it is
    /// between its moves).
    moved: bool,
    /// Whether the text being copied comes before a move or a move number
    /// of the game (with `moved`: between two of its moves).
    within: bool,
    /// The game's tag values printed between quotes of print
    /// ([`MoveSink::quoted`]): a notation writes them between `"`.
    quoted: Vec<std::ops::Range<usize>>,
    /// The side to move after the last move played (who resigned, when a
    /// word for resigning names no side).
    to_move: forsyth_core::Color,
    /// The word for resigning about to be written and the result the
    /// walker read it as (the side it names, else the side to move, lost).
    resigned: Option<(std::ops::Range<usize>, &'static str)>,
    /// The language of the notes between the moves: of the move about to
    /// be written, else of the last one.
    language: &'a mut Option<usize>,
    /// The pieces the game's moves have used (bits of [`Role::index`]).
    roles: u8,
    /// What the writer was when the game being walked began.
    begun: Begun,
    /// With a notation: where the text after Black's replies to White's
    /// first moves starts, in `src` and in `out` ([`MoveSink::branch`]).
    branches: Vec<(usize, usize)>,
    /// With a notation: the variations printed apart being written
    /// ([`MoveSink::restarted`]).
    restarts: Vec<Restart>,
    /// Where the last move number written as standard PGN starts, in `src`
    /// and in `out`.
    number_at: (usize, usize),
    /// Whether a gap of `src` may name moves to translate: the notes have
    /// a translator, and `src` is bare text or holds a `{` or `;` (a gap
    /// of PGN names moves only in a comment, [`crate::notes::gap_may_name_moves`]).
    /// Told once a game, so that the gap before each move of a game with
    /// no comment is not looked at.
    may_name_moves: bool,
    /// The file's language, for the notes of the game being written
    /// ([`Printing::notes_of`]): the printing's, but for a game of the
    /// head ([`Writer::head`]) whose reading did not ask for it.
    file_language: Option<usize>,
    /// Per game of the text's head, whether its reading asked for the
    /// file's counts ([`TextTranslator::head_asked`]); and the games
    /// ended so far.
    head: &'a [bool],
    games: usize,
}

/// What a [`Writer`] was when a game began: where the game's text starts
/// in `out` and in `src` ([`Writer::restart`]), and the state a walk that
/// starts the game again puts back ([`MoveSink::again`]).
#[derive(Clone)]
struct Begun {
    out: usize,
    src: usize,
    language: Option<usize>,
    within: bool,
    to_move: forsyth_core::Color,
    resigned: Option<(std::ops::Range<usize>, &'static str)>,
}

impl<'a, 't> Writer<'a, 't> {
    fn new(
        src: &'a [u8],
        target: &'a Target<'t>,
        printed: &'a Printing,
        plain: Option<&'a PlainLetters>,
        out: &'a mut Vec<u8>,
        text: &'a mut String,
        language: &'a mut Option<usize>,
    ) -> Self {
        let start = out.len();
        let may_name_moves = !printed.notes.is_empty()
            && (printed.text_notes || memchr::memchr2(b'{', b';', src).is_some());
        Writer {
            may_name_moves,
            file_language: printed.file_language,
            head: &[],
            games: 0,
            src,
            target,
            printed,
            plain,
            word: 0..0,
            out,
            text,
            cursor: 0,
            stopped: false,
            stopped_main: false,
            unplayable: false,
            moved: false,
            within: false,
            quoted: Vec::new(),
            to_move: forsyth_core::Color::White,
            resigned: None,
            begun: Begun {
                out: start,
                src: 0,
                language: *language,
                within: false,
                to_move: forsyth_core::Color::White,
                resigned: None,
            },
            language,
            roles: 0,
            branches: Vec::new(),
            restarts: Vec::new(),
            number_at: (usize::MAX, 0),
        }
    }

    /// Writes the notes of the text's first games as the streaming driver
    /// writes them ([`crate::pipeline::run`]): it works through the games of
    /// a stream's head before the file's language is known, and reads
    /// again with it only those whose reading asked for it; `asked`: per
    /// game of the head, whether it did.
    fn head(&mut self, asked: &'a [bool]) {
        self.head = asked;
        self.file_language = self.file_language_of(0);
    }

    /// The file's language for the notes of game `game` (0-based).
    fn file_language_of(&self, game: usize) -> Option<usize> {
        match self.head.get(game) {
            Some(false) => None,
            _ => self.printed.file_language,
        }
    }

    /// Copies the rest of the text.
    fn finish(mut self) {
        self.ended(self.src.len());
        self.copy(self.src.len());
    }

    /// Copies the text up to `upto`; inside a printed word, as standard
    /// PGN when every move is rewritten in one notation.
    #[inline]
    fn copy(&mut self, upto: usize) {
        let upto = upto.min(self.src.len());
        // A tag value between quotes of print (`[Event «…»]`) is written
        // between PGN's `"` by a notation.
        if self.target.notation.is_some() && !self.quoted.is_empty() {
            while let Some(value) = self
                .quoted
                .iter()
                .find(|q| q.start >= self.cursor && q.end <= upto)
                .cloned()
            {
                self.copy_plain(value.start);
                let Some(standard) = crate::lexer::standard_string(&self.src[value.clone()]) else {
                    break;
                };
                self.out.extend_from_slice(standard.as_bytes());
                self.cursor = value.end;
            }
        }
        self.copy_plain(upto);
    }

    /// [`Writer::copy`] with no tag value to write between `"`.
    fn copy_plain(&mut self, upto: usize) {
        if self.cursor >= upto {
            // Two moves printed with nothing between them (`d4exd4`): PGN
            // parts them.
            if self.cursor == upto
                && self.word.start < upto
                && upto < self.word.end
                && self.target.notation.is_some()
                && !self.stopped
                && self.out.last().is_some_and(|b| !b.is_ascii_whitespace())
            {
                self.out.push(b' ');
            }
            return;
        }
        // A faithful translation copies the bytes between two moves as
        // they are: asked before every move it writes.
        if self.target.notation.is_none() || self.stopped {
            let gap = &self.src[self.cursor..upto];
            // The move words named in comments and prose.
            match self.notes_in(gap) {
                Some(notes) => notes.named_gap(gap, self.printed.text_notes, self.out),
                None => copy_gap(gap, self.out),
            }
            self.cursor = upto;
        } else {
            self.copy_standard(upto);
        }
    }

    /// The translator of the move words that `gap`, text between two
    /// moves, names: none when notes are kept, when the line stopped, or
    /// when the gap cannot name one (the cheap test asked before every
    /// move written; the translator is looked for only after it).
    fn notes_in(&self, gap: &[u8]) -> Option<&'a NoteTranslator> {
        let printed: &'a Printing = self.printed;
        if self.stopped
            || !self.may_name_moves
            || !crate::notes::gap_may_name_moves(gap, printed.text_notes)
        {
            return None;
        }
        printed.notes_of(self.file_language, *self.language, self.roles)
    }

    /// Drops a move number that the output ends with, before a result
    /// printed in its place (`17.uppg.`, `23. Weiß gibt auf`): standard
    /// PGN numbers moves only. The number is the last thing written, after
    /// white space (or the output's start), a `)` or a `}`.
    fn drop_dangling_number(&mut self) {
        let kept = self.out.trim_ascii_end();
        let periods = kept.iter().rev().take_while(|&&b| b == b'.').count();
        let before = &kept[..kept.len() - periods];
        let digits = before
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let start = before.len() - digits;
        if periods == 0
            || digits == 0
            || !before[..start]
                .last()
                .is_none_or(|&b| b.is_ascii_whitespace() || b == b')' || b == b'}')
        {
            return;
        }
        self.out.truncate(start);
    }

    /// Copies the text up to `upto`, where a move or a move number of the
    /// game stands ([`Writer::within`]).
    fn copy_within(&mut self, upto: usize) {
        self.within = true;
        self.copy(upto);
        self.within = false;
    }

    /// Whether moves are rewritten in a notation whose moves carry their
    /// check marks and annotations (not UCI's or ICCF's digits).
    fn signs_on_moves(&self) -> bool {
        matches!(
            self.target.notation,
            Some(Notation::San | Notation::Lan | Notation::Fan | Notation::Descriptive)
        )
    }

    /// [`Writer::copy`] when moves are rewritten in one notation.
    #[inline(never)]
    fn copy_standard(&mut self, upto: usize) {
        let inside = self.word.start.max(self.cursor)..self.word.end.min(upto);
        if inside.is_empty() {
            // An annotation printed apart from its move or in parentheses
            // (`Ncxe2 !`, `Ng3 (?)`), or longer than PGN's (`Qxh3+!!!!`):
            // glued to the move, two signs at most.
            let after_move =
                self.signs_on_moves() && self.out.last().is_some_and(|b| !b.is_ascii_whitespace());
            // (`Bg4 + !!`: the sign, then the annotation.)
            while let Some((len, glyph)) = after_move
                .then(|| printed_glyph(&self.src[self.cursor..upto]))
                .flatten()
            {
                self.out.extend_from_slice(glyph);
                self.cursor += len;
            }
            // An evaluation printed apart (`21.Rxe5+! +- dxe5`), after
            // the move's own signs: PGN writes it as its NAG.
            let gap = &self.src[self.cursor..upto];
            let signs = gap.iter().take_while(|&&b| b == b'!' || b == b'?').count();
            // (Whether the move as written gives no check: an evaluation
            // glued to it, `h5+-`, is then no check mark of its.)
            let unchecked = {
                let mut written = &self.out[..];
                while let Some((&b'!' | &b'?', rest)) = written.split_last() {
                    written = rest;
                }
                !written.ends_with(b"+") && !written.ends_with(b"#")
            };
            if let Some((len, nag)) = (after_move && signs <= 2)
                .then(|| evaluation_apart(&gap[signs..], unchecked))
                .flatten()
            {
                self.out.extend_from_slice(&gap[..signs]);
                self.out.extend_from_slice(format!(" ${nag}").as_bytes());
                self.cursor += signs + len;
            }
            // A sentence's stop glued to the move (`8.c5,bc.` and a
            // paragraph) is no PGN.
            let gap = &self.src[self.cursor..upto];
            if after_move
                && gap.first() == Some(&b'.')
                && gap.get(1).is_none_or(u8::is_ascii_whitespace)
            {
                self.cursor += 1;
            }
            let between = self.moved && self.within;
            let gap = &self.src[self.cursor..upto];
            let apart = self.moved;
            // The move words named in comments, as a faithful translation
            // writes them.
            match self.notes_in(gap) {
                Some(notes) => {
                    let mut translated = Vec::with_capacity(gap.len() + 8);
                    notes.named_gap(gap, self.printed.text_notes, &mut translated);
                    without_placeholders(&translated, between, apart, self.out);
                }
                None => without_placeholders(gap, between, apart, self.out),
            }
            // A move number glued to the annotation before it (`Cf6??4.
            // Dxf7#`): PGN parts them.
            if self.signs_on_moves()
                && self.src.get(upto).is_some_and(u8::is_ascii_digit)
                && self
                    .out
                    .last()
                    .is_some_and(|b| b.is_ascii_punctuation() && !matches!(b, b'(' | b'{' | b'.'))
            {
                self.out.push(b' ');
            }
        } else {
            self.out
                .extend_from_slice(&self.src[self.cursor..inside.start]);
            self.text.clear();
            let gap = String::from_utf8_lossy(&self.src[inside.clone()]);
            // The dash of a pair glued to its first move (`e4- e5`) goes,
            // the space after it stays.
            let gap = if inside.end == self.word.end {
                gap.trim_end_matches(crate::printed::is_dash)
            } else {
                &gap
            };
            standard_gap(gap, self.text);
            // One space between two words (`d4, e6`: the space that stood
            // for the comma goes).
            if self.text.ends_with(' ')
                && self
                    .src
                    .get(inside.end)
                    .is_some_and(u8::is_ascii_whitespace)
            {
                self.text.pop();
            }
            self.out.extend_from_slice(self.text.as_bytes());
            // What follows the word, as any gap between moves (`1. e4,
            // ...`: the dots that stand for Black's move go).
            let rest = &self.src[inside.end..upto];
            without_placeholders(rest, self.moved && self.within, true, self.out);
        }
        self.cursor = upto;
        // Before the move or number that follows.
        if self.moved
            && self.within
            && self.out.last() == Some(&b'}')
            && self
                .src
                .get(upto)
                .is_some_and(|b| !b.is_ascii_whitespace() && *b != b')')
        {
            self.out.push(b' ');
        }
    }
}

/// Whether `after`, the text after a move word, starts with a sign of
/// check or mate apart from it (`Dd1–f3 †`).
fn sign_apart(after: &[u8]) -> bool {
    let rest = after.trim_ascii_start();
    let len = crate::printed::check_signs_len(rest);
    // A sign alone: not an evaluation (`+-`, `+/=`).
    rest.len() < after.len()
        && len > 0
        && rest.get(len).is_none_or(|b| {
            b.is_ascii_whitespace() || matches!(b, b'!' | b'?' | b'.' | b',' | b';' | b')')
        })
}

/// Copies `gap`, text between two moves, without the dots that stand for a
/// move left out (`1. e4 ...` and `... e5` on the next line, as one move a
/// line is printed): PGN has none. Dots after a move number (`5...`) and
/// inside a comment stay. `between`: the gap is between two moves of a
/// game, where a blank line becomes a line break. `apart`: the gap follows
/// a move, with no tags in it, and a comment is set apart from a word
/// glued to it ([`push_apart`]).
fn without_placeholders(gap: &[u8], between: bool, apart: bool, out: &mut Vec<u8>) {
    let blank = if between {
        blank_lines(gap)
    } else {
        Vec::new()
    };
    let mut depth = 0u32;
    let mut i = 0;
    while i < gap.len() {
        // A blank line between two moves ends a game for a PGN reader: one
        // line break stands for it.
        if let Some(run) = blank.iter().find(|r| r.start == i) {
            out.push(b'\n');
            i = run.end;
            continue;
        }
        let b = gap[i];
        if apart && matches!(b, b'{' | b'}') {
            depth = push_apart(gap, i, depth, out);
            i += 1;
            continue;
        }
        match b {
            b'{' => depth += 1,
            b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        let run = if b == b'.' {
            gap[i..].iter().take_while(|&&c| c == b'.').count()
        } else if gap[i..].starts_with("\u{2026}".as_bytes()) {
            3
        } else {
            0
        };
        // A period glued to the next move or its number, where the
        // number was lost or a sentence ended (`Nf6 .b3`, `napad).14.a4`).
        if depth == 0 && run == 1 && stray_period(gap, i) {
            if out.last().is_some_and(|b| !b.is_ascii_whitespace()) {
                out.push(b' ');
            }
            i += 1;
            continue;
        }
        // After a comment too (`{También es correcta 3. ... Dd8.}... Qa5`
        // where a paragraph was).
        let apart = (i == 0 || gap[i - 1].is_ascii_whitespace() || gap[i - 1] == b'}')
            && gap.get(i + run).is_none_or(u8::is_ascii_whitespace);
        if depth == 0 && (run >= 2 || (run == 3 && b != b'.')) && apart {
            i += run;
            // The spaces around dots that ended their line (`1. e4, ...`)
            // would end it now.
            let spaces = gap[i..]
                .iter()
                .take_while(|&&c| matches!(c, b' ' | b'\t'))
                .count();
            if matches!(gap.get(i + spaces), Some(b'\n' | b'\r')) {
                while matches!(out.last(), Some(b' ' | b'\t')) {
                    out.pop();
                }
                i += spaces;
            }
            continue;
        }
        // A table's rules between moves (`1. e4 | e5 |`, `---|---|`, as
        // pages laid out in tables come out as text) are layout: PGN
        // readers would take `--` for a null move.
        if depth == 0 && (b == b'|' || b == b'-') {
            let end = i + gap[i..]
                .iter()
                .take_while(|&&c| c == b'-' || c == b'|')
                .count();
            let rule = table_rule(gap, i..end);
            out.extend(
                gap[i..end]
                    .iter()
                    .map(|&c| if c == b'|' || rule { b' ' } else { c }),
            );
            i = end;
            continue;
        }
        // A sign no PGN reader knows (`£` of `19. — £g1—g6`, a scan's
        // misreading of a piece letter): a comment of its own, as
        // standard PGN holds it.
        if depth == 0
            && b >= 0x80
            && let Some(c) = std::str::from_utf8(&gap[i..])
                .map_or_else(
                    |e| std::str::from_utf8(&gap[i..i + e.valid_up_to()]).ok(),
                    Some,
                )
                .and_then(|rest| rest.chars().next())
            && !(c.is_alphanumeric() || c.is_whitespace() || c == '…' || crate::printed::is_dash(c))
        {
            let len = c.len_utf8();
            if out.last().is_some_and(|b| !b.is_ascii_whitespace()) {
                out.push(b' ');
            }
            out.push(b'{');
            out.extend_from_slice(&gap[i..i + len]);
            out.push(b'}');
            if gap.get(i + len).is_some_and(|b| !b.is_ascii_whitespace()) {
                out.push(b' ');
            }
            i += len;
            continue;
        }
        out.push(b);
        i += 1;
    }
}

/// Pushes `gap[i]`, a byte of text after a move written as standard PGN,
/// and returns the depth of comments after it (`depth` before it): a
/// comment's brace glued to a word is set apart from it, as PGN writes
/// one (`Kg7?{Sua…`, `…}18... b5`, `}{`: prose between moves made a
/// comment in place of the one line break or space around it,
/// [`crate::prose::comment_out`], or a page that printed it so).
fn push_apart(gap: &[u8], i: usize, depth: u32, out: &mut Vec<u8>) -> u32 {
    let b = gap[i];
    if b == b'{'
        && depth == 0
        && out
            .last()
            .is_some_and(|&c| !c.is_ascii_whitespace() && c != b'(')
    {
        out.push(b' ');
    }
    out.push(b);
    // A comment holds no other: its first `}` closes it.
    match b {
        b'{' => 1,
        b'}' => {
            if gap
                .get(i + 1)
                .is_some_and(|&c| !c.is_ascii_whitespace() && c != b')')
            {
                out.push(b' ');
            }
            0
        }
        _ => depth,
    }
}

/// Whether the `.` at `at` of `gap`, text before a move, stands alone
/// before the move or before its number at the gap's end (`Nf6 .b3`,
/// `napad).14.a4`, `).15...f4?`): after a blank, a `)` or a `}` (or at the
/// gap's start), with only a move number (digits and periods) after it.
fn stray_period(gap: &[u8], at: usize) -> bool {
    let after = &gap[at + 1..];
    let digits = after.iter().take_while(|b| b.is_ascii_digit()).count();
    (at == 0 || gap[at - 1].is_ascii_whitespace() || matches!(gap[at - 1], b')' | b'}'))
        && (after.is_empty()
            || digits > 0 && after[digits..].iter().all(|&b| b == b'.') && digits < after.len())
}

/// Whether `run`, a run of `gap` of dashes and `|` with neither before or
/// after it, holds two or more dashes and stands apart: a table's rule
/// (`---|---|`).
fn table_rule(gap: &[u8], run: std::ops::Range<usize>) -> bool {
    gap[run.clone()].iter().filter(|&&b| b == b'-').count() >= 2
        && (run.start == 0 || gap[run.start - 1].is_ascii_whitespace())
        && gap.get(run.end).is_none_or(u8::is_ascii_whitespace)
}

/// The evaluation symbol that `gap`, the text after a move, starts with
/// apart from it (`+-`, `±`, `=+`, with a space or a tab before it and a
/// blank or the gap's end after it), with its length and its NAG; not the
/// signs PGN writes as they are (`!`, `?!`: [`printed_glyph`]).
/// Glued to a move that gives no check (`unchecked`), `+-` and `-+` (and
/// `+/-`, `-/+`) are evaluations too: no check mark (`32. h5+-`).
fn evaluation_apart(gap: &[u8], unchecked: bool) -> Option<(usize, u8)> {
    let spaces = gap.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    let len = gap[spaces..]
        .iter()
        .take_while(|b| !b.is_ascii_whitespace() && **b != b')')
        .count();
    let word = std::str::from_utf8(&gap[spaces..spaces + len]).ok()?;
    // Glued to the move, only a sign of its own (`Dxg5+±)`): `+-` or `=`
    // glued are the move's marks or a promotion.
    let glued_evaluation = unchecked && matches!(word, "+-" | "-+" | "+/-" | "-/+");
    if (spaces == 0 && word.is_ascii() && !glued_evaluation)
        || word.is_empty()
        || word.bytes().all(|b| b == b'!' || b == b'?')
        || word.chars().any(char::is_alphanumeric)
    {
        return None;
    }
    Some((spaces + len, crate::lexer::glyph_nag(word)?))
}

/// The annotation that `gap`, the text after a move, starts with, as PGN
/// writes it, and the length of its print: `!`, `?`, `!!`, `??`, `!?` or
/// `?!` apart from the move (`Ncxe2 !`), in parentheses (`Ng3 (?)`), with
/// more signs than two (`Qxh3+!!!!`, the first two kept), or before a
/// check sign (`Bh4?!+`, the sign left to the move); `None` for
/// any other text, and for signs that stand as PGN writes them.
fn printed_glyph(gap: &[u8]) -> Option<(usize, &[u8])> {
    let spaces = gap.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    // A check or mate sign printed apart (`Gxh2 +!`, `h5 #.`): the move is
    // written with its own.
    let marks = if spaces > 0 {
        crate::printed::check_signs_len(&gap[spaces..])
    } else {
        0
    };
    let spaces = spaces + marks;
    let rest = &gap[spaces..];
    let paren = rest.first() == Some(&b'(');
    let signs = &rest[usize::from(paren)..];
    let count = signs
        .iter()
        .take_while(|&&b| b == b'!' || b == b'?')
        .count();
    if count == 0 {
        let ends = rest
            .first()
            .is_none_or(|b| b.is_ascii_whitespace() || *b == b'.');
        return (marks > 0 && ends)
            .then_some((spaces + usize::from(rest.first() == Some(&b'.')), &b""[..]));
    }
    let mut len = spaces + usize::from(paren) + count;
    if paren {
        if gap.get(len) != Some(&b')') {
            return None;
        }
        len += 1;
    }
    // A check or mate sign after the annotation (`Be7-h4?!+`, `Qxf7!#`):
    // the move is written with its own.
    let after = crate::printed::check_signs_len(&gap[len..]);
    len += after;
    let ends = gap
        .get(len)
        .is_none_or(|b| b.is_ascii_whitespace() || matches!(b, b')' | b',' | b';' | b'{'));
    (ends && (spaces > 0 || paren || count > 2 || after > 0)).then(|| (len, &signs[..count.min(2)]))
}

impl Writer<'_, '_> {
    /// Writes `written`, the move of `p` printed as its two files (`cd`
    /// for `cxd4`), with the target's letters for the files and every
    /// other character as printed; whether it was such a move.
    #[inline(never)]
    fn two_files(&mut self, p: &Played<'_>, written: &str) -> bool {
        let (Some(from), Some(to)) = (p.mv.from(), p.mv.to()) else {
            return false;
        };
        if p.mv.role() != Some(forsyth_core::Role::Pawn)
            || !p.mv.is_capture()
            || crate::printed::two_files(written).is_none()
        {
            return false;
        }
        let letters = self.target.locale.letters();
        let mut files = [letters.file(from.file()), letters.file(to.file())].into_iter();
        self.text.clear();
        if self.target.isolate {
            self.text.push('\u{2068}');
        }
        for c in written.chars() {
            if c.is_uppercase()
                && let Some(role) = p.mv.promotion()
            {
                // The promotion after the files (`fgФ`), in the target's
                // letter.
                self.text.push_str(letters.piece(role));
                continue;
            }
            let file = c.is_alphabetic() && !matches!(c, 'x' | '×');
            // A file written with a look-alike of another script (`еd`,
            // the Cyrillic `е`) is the target's letter of that file, as
            // every file is.
            let target = if file { files.next().unwrap_or(c) } else { c };
            self.text.push(target);
        }
        if self.target.isolate {
            self.text.push('\u{2069}');
        }
        self.out.extend_from_slice(self.text.as_bytes());
        true
    }

    /// The result the walker read the word for resigning at `word` as
    /// ([`MoveSink::resigned`]), taken once.
    fn take_resigned(&mut self, word: &std::ops::Range<usize>) -> Option<&'static str> {
        self.resigned
            .take()
            .filter(|(at, _)| at == word)
            .map(|(_, result)| result)
    }

    /// In a faithful translation, a word or phrase for resigning and the
    /// side named right before it written as one, as the target language
    /// writes them (`Black resigns.` → `Schwarz aufgegeben.`, `il Nero
    /// abbandona` → `Black resigns`, `černý se vzdal` → `Black resigns`,
    /// `Wit gaf op` → `White resigns`), or as the result they stand for
    /// when the target has no word for resigning; whether the printed word
    /// at `word` is written so (the name and the phrase's first words wait
    /// for its last, which writes them all). Words the reader does not
    /// know right before the phrase (`Bílý to vzdal`) leave it all as
    /// printed: never half translated.
    fn resigning(&mut self, word: &std::ops::Range<usize>, language: usize) -> bool {
        let Some(from) = self.printed.from.get(language) else {
            return false;
        };
        let written = std::str::from_utf8(&self.src[word.clone()]).unwrap_or_default();
        let Some(found) = from.resigning(self.src, word) else {
            return false;
        };
        if !found.head {
            return from.mate_word_in(written).is_none() && !from.is_draw_word(written);
        }
        if found.unread {
            // Copied as printed, with the text around it.
            return true;
        }
        // The name before it, from its first word to its last.
        let named = found
            .side
            .clone()
            .filter(|(_, name)| name.start >= self.cursor);
        let resigned = self.take_resigned(word);
        let to = &self.printed.to;
        let Some(target) = to.resign_word() else {
            // A language with no word for resigning: the result, as a
            // word for a draw becomes `1/2-1/2` (the stop of the sentence
            // goes with it).
            let Some(result) = from
                .resigned_at(self.src, word, self.to_move)
                .map(|r| resigned.unwrap_or(r))
            else {
                return false;
            };
            self.copy(
                named
                    .as_ref()
                    .map_or(found.phrase.start, |(_, name)| name.start),
            );
            self.out.extend_from_slice(result.as_bytes());
            self.cursor = word.end + stops_after(&self.src[word.end..]);
            return true;
        };
        let phrase = found.phrase.start.max(self.cursor);
        let side = named
            .as_ref()
            .and_then(|(color, name)| Some((to.side_word(*color)?, name.clone())));
        let start = side.as_ref().map_or(phrase, |(_, name)| name.start);
        // Whether the text at `at` starts its sentence (its line, or after
        // a stop) with a capital: a name or word written there keeps it
        // (`And White resigns` becomes `And il Bianco abbandona`,
        // `Resigns.` `Abbandona.`).
        let capital = |at: usize| {
            let before = line_near(self.src, at, true).trim_end();
            before
                .chars()
                .last()
                .is_none_or(|c| matches!(c, '.' | '!' | '?'))
                && std::str::from_utf8(&self.src[at..word.end])
                    .is_ok_and(|n| n.starts_with(char::is_uppercase))
        };
        self.copy(start);
        self.text.clear();
        match &side {
            Some((name, at)) => {
                if capital(at.start) {
                    capitalized(name, self.text);
                } else {
                    self.text.push_str(name);
                }
                self.text.push(' ');
                self.text.push_str(target);
            }
            None if std::str::from_utf8(&self.src[phrase..word.end])
                .is_ok_and(|w| w.starts_with(char::is_uppercase)) =>
            {
                capitalized(target, self.text);
            }
            None => self.text.push_str(target),
        }
        // The stops or separator after it stay as printed.
        let core = written.trim_end_matches([';', ',', '.', '!']).len();
        self.text.push_str(&written[core..]);
        self.out.extend_from_slice(self.text.as_bytes());
        self.cursor = word.end;
        true
    }
}

impl Writer<'_, '_> {
    /// [`MoveSink::played`] for a move the plain path does not write: in
    /// any notation, through the general writer, with its print kept.
    /// Apart, so that the plain path's frame stays small.
    #[inline(never)]
    fn write_general(&mut self, p: &Played<'_>, written: &str, plain: Option<String>) {
        let word = p.word;
        let from = self.printed.from.get(p.language);
        // A check or mate sign printed apart after a word of print
        // (`Dd1–f3 †`) is read with the move: a faithful translation leaves
        // it where it stands, copied with the text after the word (it was
        // written twice, `Qd1–f3† †`).
        let detached = p.detached_check
            || (self.target.notation.is_none()
                && !written.contains(crate::printed::CHECK_SIGNS)
                && sign_apart(&self.src[word.end..]));
        // The check status after the move, where the writer needs it.
        let status = p.check.or_else(|| {
            (self.target.notation.is_some() || p.reading.check != Check::None)
                .then(|| check_status(p.after))
        });
        self.text.clear();
        // A capture printed as naming the piece it takes (`Sd7xSe5`, `TxT`)
        // keeps that letter in a faithful translation.
        // Only a word read as printed: a capture of descriptive notation
        // (`QxQ`) is no such print.
        // Two forms: with no square (`TxT`) the word is written letter for
        // letter here; with a square (`Sd7xSe5`) the move is written as any
        // move below and the letter put back after its sign. A target with
        // no capital letters (Hebrew) keeps neither: the move is its own.
        let taken = match (from, &plain, self.target.notation) {
            // (The printed word may hold a separator after the move:
            // `CxCf7,`.)
            (Some(from), Some(_), None)
                if self.word.start <= word.start && word.end <= self.word.end =>
            {
                named_capture(written, from)
            }
            _ => None,
        };
        if let (Some(taken), Some(plain), Some(mover)) = (taken, &plain, p.mv.role())
            && !plain.contains(|c: char| c.is_ascii_digit())
        {
            let isolate = self.target.isolate;
            if isolate {
                self.text.push('\u{2068}');
            }
            if write_named_capture(
                written,
                mover,
                taken,
                self.target.locale.letters(),
                self.text,
            ) {
                if isolate {
                    self.text.push('\u{2069}');
                }
                self.out.extend_from_slice(self.text.as_bytes());
                self.cursor = word.end;
                return;
            }
            self.text.clear();
        }
        render_move_checked(
            p.before,
            &p.mv,
            plain.as_deref().unwrap_or(written),
            p.reading,
            // With a notation the move gets its own mark, and the one
            // printed apart goes (see `printed_glyph`).
            detached && !self.signs_on_moves(),
            status,
            self.target,
            self.text,
        );
        if let (Some(from), Some(_), None) = (from, &plain, self.target.notation) {
            keep_print(written, from, &self.printed.to, self.text, 0);
            if let Some(taken) = taken {
                keep_named_capture(taken, self.target.locale.letters(), self.text, 0);
            }
        }
        self.out.extend_from_slice(self.text.as_bytes());
        self.cursor = word.end;
    }

    /// The walk goes on at `at` with a line whose position is known (or
    /// the game ends there, `end`), after a line that stopped: the text up
    /// to `at` is written and what follows is translated again. A faithful
    /// translation copies that text as it is; with a notation (`--style`)
    /// the stopped line's rest, up to the `)` that closes it (at the
    /// game's end, up to its result), is one comment, for PGN has no other
    /// place for moves it cannot read, and the text after it (the `)`, the
    /// comments and move number of the line that goes on) is written as
    /// standard PGN.
    ///
    /// Asked before every move and move number written: the test inline,
    /// the work ([`Writer::resume_stopped`]) out of line.
    #[inline(always)]
    fn resume(&mut self, at: usize, end: bool) {
        if !self.stopped || at < self.cursor || at > self.src.len() {
            return;
        }
        self.resume_stopped(at, end);
    }

    /// [`Writer::resume`] once a line stopped.
    #[inline(never)]
    fn resume_stopped(&mut self, at: usize, end: bool) {
        self.stopped = false;
        let unread = &self.src[self.cursor..at];
        // A game that starts from a position the page does not print (a
        // problem's solution under its diagram) is translated letter by
        // letter, as the move words of a note are: only its letters can
        // be known (the notes' translator keeps a line whose words read
        // two ways as it is).
        let notes = if self.unplayable {
            self.printed.notes_of(self.file_language, *self.language, 0)
        } else {
            None
        };
        if self.target.notation.is_none() {
            match notes {
                Some(notes) => notes.gap(unread, true, self.out),
                None => self.out.extend_from_slice(unread),
            }
            self.cursor = at;
            return;
        }
        // The main line's rest runs to the game's result: a `)` in it
        // closes nothing of the game (a stray one, or a move number
        // printed `15)`).
        let close = unread_end(unread, end, self.stopped_main);
        match notes {
            Some(notes) => {
                let mut translated = Vec::with_capacity(close + 8);
                notes.gap(&unread[..close], true, &mut translated);
                write_as_comment(&translated, self.out);
            }
            None => write_as_comment(&unread[..close], self.out),
        }
        self.cursor += close;
        // Before a move or move number of the game, unless it ends.
        self.within = !end;
        self.copy(at);
        self.within = false;
    }
}

/// Where the text of a line that stopped ends in `unread` (the text from
/// its move not read on): at the `)` that closes the line, if any (a
/// variation's: not `main`); at the game's end (`end`), before the result
/// that ends it; else at its end. Parentheses inside comments and `;`
/// lines are not counted.
fn unread_end(unread: &[u8], end: bool, main: bool) -> usize {
    if !main {
        let (mut depth, mut comment, mut line) = (0usize, false, false);
        for (i, &b) in unread.iter().enumerate() {
            match b {
                b'\n' if line => line = false,
                _ if line => {}
                b'}' if comment => comment = false,
                _ if comment => {}
                b'{' => comment = true,
                b';' => line = true,
                b'(' => depth += 1,
                b')' if depth == 0 => return i,
                b')' => depth -= 1,
                _ => {}
            }
        }
    }
    let body = unread.trim_ascii_end();
    if end {
        for result in [&b"1-0"[..], b"0-1", b"1/2-1/2", b"*"] {
            if let Some(head) = body.strip_suffix(result)
                && head.last().is_none_or(u8::is_ascii_whitespace)
            {
                return head.len();
            }
        }
    }
    unread.len()
}

/// The words an [`Idea`]'s text is translated with: the printed words of
/// the language it was read in and of the target, and the translator of
/// the move words of notes between the two (none when comments are kept).
pub(crate) struct IdeaWords<'a> {
    pub from: &'a PrintedWords,
    pub to: &'a PrintedWords,
    pub notes: Option<&'a NoteTranslator>,
}

/// Writes the text that stands for `idea` (in `src`) in `target`: with a
/// notation, the text of the comment it becomes, the sign and the number
/// as printed, the move as the notation writes it (`Δ 22. Л:g7+` in SAN is
/// `Δ 22. Rxg7+`); in a faithful translation, the text in its place, each
/// move as printed with its letters changed (`Δ 22. R:g7+`). A word for a
/// threat is the target's (its first `printed-threat`; `amenaza 2. Dc8++`
/// is `threat 2. Qc8++` in English), kept where the target has none; a
/// word for mate apart is the target's. An "any move" (`Sd~ 2.Dd4#`) has
/// its piece's and its square's letters changed and the move words of the
/// rest of its line translated as a note's. False, and nothing written,
/// when the move was not read (and it is no "any move") or the notation
/// is not one of moves.
pub(crate) fn idea_text(
    src: &[u8],
    idea: &Idea,
    target: &Target<'_>,
    words: &IdeaWords<'_>,
    out: &mut Vec<u8>,
) -> bool {
    if let Some(notation) = target.notation
        && !matches!(
            notation,
            Notation::San | Notation::Lan | Notation::Fan | Notation::Uci | Notation::Iccf
        )
    {
        return false;
    }
    let start = out.len();
    if idea.kind == PrintedKind::AnyMove {
        let (Some(word), Some(rest)) = (
            src.get(idea.word.clone())
                .and_then(|w| std::str::from_utf8(w).ok()),
            src.get(idea.word.end..idea.span.end),
        ) else {
            return false;
        };
        let Some(any) = words.from.any_move(word) else {
            return false;
        };
        write_any_move(&any, target, words.to, out);
        write_idea_gap(rest, words, out);
        return true;
    }
    let (Some(first), Some(after_sign)) = (&idea.read, src.get(idea.sign.end..idea.word.start))
    else {
        return false;
    };
    let Some(sign) = src.get(idea.sign.clone()) else {
        return false;
    };
    if idea.kind == PrintedKind::Threat {
        write_threat_word(sign, words.to, out);
    } else {
        out.extend_from_slice(sign);
    }
    out.extend_from_slice(after_sign);
    let mut text = String::new();
    let mut at = first.span.end;
    for (k, m) in std::iter::once(first).chain(&idea.more).enumerate() {
        if k > 0 {
            // What stands between them as printed (numbers, a word for
            // mate apart, the target's).
            let Some(gap) = src.get(at..m.span.start) else {
                out.truncate(start);
                return false;
            };
            write_idea_gap(gap, words, out);
        }
        let Some(written) = src
            .get(m.span.clone())
            .and_then(|w| std::str::from_utf8(w).ok())
        else {
            out.truncate(start);
            return false;
        };
        text.clear();
        write_idea_move(m, written, target, words, &mut text);
        out.extend_from_slice(text.as_bytes());
        at = m.span.end;
    }
    // A word for mate printed apart after the last.
    write_idea_gap(src.get(at..idea.span.end).unwrap_or_default(), words, out);
    true
}

/// Writes a move of an idea (`m`, printed `written`) as `target` writes
/// moves: in its notation, or as printed with the target's letters (its
/// print kept, `Dc8++` is `Qc8++`).
fn write_idea_move(
    m: &crate::analysis::IdeaMove,
    written: &str,
    target: &Target<'_>,
    words: &IdeaWords<'_>,
    out: &mut String,
) {
    if let Some(notation) = target.notation {
        out.push_str(&move_to_string(
            &m.before,
            &m.mv,
            target.locale.letters(),
            notation,
        ));
        return;
    }
    let plain = plain(written, words.from);
    let mut after = m.before;
    let status =
        (m.reading.check != Check::None && after.play(m.mv).is_ok()).then(|| check_status(&after));
    render_move_checked(
        &m.before,
        &m.mv,
        plain.as_deref().unwrap_or(written),
        &m.reading,
        false,
        status,
        target,
        out,
    );
    if plain.is_some() {
        keep_print(written, words.from, words.to, out, 0);
    }
}

/// Writes `gap`, text of an idea that is not one of its moves read (the
/// numbers and words between them, the line after an "any move"), with
/// each word for mate or for a draw in it the target's and the letters of
/// the move words it names translated as a note's (when notes are
/// translated); the rest as it is.
fn write_idea_gap(gap: &[u8], words: &IdeaWords<'_>, out: &mut Vec<u8>) {
    let Ok(text) = std::str::from_utf8(gap) else {
        out.extend_from_slice(gap);
        return;
    };
    let mut translated = String::new();
    for piece in text.split_inclusive(char::is_whitespace) {
        let word = piece.trim_end_matches(char::is_whitespace);
        translated.clear();
        if !word.is_empty() && translate_word(word, words.from, words.to, &mut translated) {
            out.extend_from_slice(translated.as_bytes());
            out.extend_from_slice(&piece.as_bytes()[word.len()..]);
        } else if let Some(notes) = words.notes {
            notes.prose(piece.as_bytes(), out);
        } else {
            out.extend_from_slice(piece.as_bytes());
        }
    }
}

/// Writes the word for a threat `sign` (as printed, a colon or separator
/// after it maybe) as the target's first word for one, with a capital
/// where it has one; as printed where the target has none, or where it is
/// a word of the target already (`amenazando` stays in Spanish).
fn write_threat_word(sign: &[u8], to: &PrintedWords, out: &mut Vec<u8>) {
    let (Some(word), Ok(printed)) = (to.threat_word(), std::str::from_utf8(sign)) else {
        out.extend_from_slice(sign);
        return;
    };
    let core = printed.trim_end_matches([',', ';', ':']);
    if to.is_threat_word(core) {
        out.extend_from_slice(sign);
        return;
    }
    if printed.chars().next().is_some_and(char::is_uppercase) {
        let mut capital = String::with_capacity(word.len() + 2);
        capitalized(word, &mut capital);
        out.extend_from_slice(capital.as_bytes());
    } else {
        out.extend_from_slice(word.as_bytes());
    }
    out.extend_from_slice(&printed.as_bytes()[core.len()..]);
}

/// Appends `gap`, text between two moves, to `out` as it is: a short one,
/// the commonest (` `, ` 2. `), byte by byte, with no `memcpy` call.
#[inline(always)]
fn copy_gap(gap: &[u8], out: &mut Vec<u8>) {
    if gap.len() <= 8 {
        for &b in gap {
            out.push(b);
        }
    } else {
        out.extend_from_slice(gap);
    }
}

/// Writes the "any move" `any` in the target's letters: its piece, file
/// and rank (`Sd~` is `Nd~` in English), then the sign `~` where it was
/// printed with it, else a dash and the target's word for it, or the sign
/// where the target has none (`צה-נוסע` is `Re~`).
fn write_any_move(any: &AnyMove, target: &Target<'_>, to: &PrintedWords, out: &mut Vec<u8>) {
    let letters = target.locale.letters();
    if let Some(role) = any.role {
        out.extend_from_slice(letters.piece(role).as_bytes());
    }
    let mut buf = [0; 4];
    if let Some(file) = any.file {
        out.extend_from_slice(letters.file(file).encode_utf8(&mut buf).as_bytes());
    }
    if let Some(rank) = any.rank {
        out.push(rank.char() as u8);
    }
    match to.write_any_move() {
        Some(word) if !any.sign => {
            out.push(b'-');
            out.extend_from_slice(word.as_bytes());
        }
        _ => out.push(b'~'),
    }
}

/// Writes `text` as one PGN comment, the white space around it as it is
/// (a `{` or `}` inside becomes `(` or `)`; nothing for white space only),
/// apart from a word that `out` ends with (`Dxh1…ecc.`, the dots gone;
/// `1.` before a line that stopped).
pub(crate) fn write_as_comment(text: &[u8], out: &mut Vec<u8>) {
    let body = text.trim_ascii();
    if body.is_empty() {
        out.extend_from_slice(text);
        return;
    }
    let lead = text.len() - text.trim_ascii_start().len();
    if lead == 0
        && out
            .last()
            .is_some_and(|&b| !b.is_ascii_whitespace() && b != b'(')
    {
        out.push(b' ');
    }
    out.extend_from_slice(&text[..lead]);
    out.push(b'{');
    out.extend(body.iter().map(|&b| match b {
        b'{' => b'(',
        b'}' => b')',
        b => b,
    }));
    out.push(b'}');
    out.extend_from_slice(&text[lead + body.len()..]);
}

impl Writer<'_, '_> {
    /// The commonest move of a faithful translation, written in few steps:
    /// the line goes on, no note between the moves is translated, and the
    /// word is no pawn's capture printed as two files and holds no print,
    /// so it is written as [`write_plain_as_written`] writes it when it
    /// can, else as any move. `false`, nothing written and nothing noted,
    /// for any other move ([`Writer::played_other`]). Asked for every
    /// move: inline, and what it skips is what `played_other` finds
    /// nothing to do for in such a move.
    #[inline(always)]
    fn played_plain(&mut self, p: &Played<'_>) -> bool {
        let word = p.word;
        let Some(letters) = self.plain else {
            return false;
        };
        if self.stopped
            || self.may_name_moves
            || self.target.notation.is_some()
            || word.start < self.cursor
            || word.end > self.src.len()
        {
            return false;
        }
        // A word of plain SAN as the fast reader reads it holds no print
        // and is no pawn's capture printed as two files (it ends in a
        // rank): its letters replaced byte by byte, castling (`O-O`,
        // `0-0-0+`) copied as it stands. (Not a king's move naming its own
        // file, `Kef1`, which `write_plain_as_written` leaves to the
        // general writer too.)
        let syntax = &p.reading.syntax;
        if p.fast
            && match *syntax {
                crate::word::MoveSyntax::Normal {
                    role, from_file, ..
                } => role != forsyth_core::Role::King || from_file.is_none(),
                crate::word::MoveSyntax::Castle { .. } => true,
                _ => false,
            }
        {
            let written = p.text;
            debug_assert_eq!(written, p.written());
            debug_assert!(crate::printed::two_files(written).is_none(), "{written}");
            debug_assert!(
                self.printed
                    .from
                    .get(p.language)
                    .is_none_or(|from| plain(written, from).is_none()),
                "{written}"
            );
            self.note_played(p);
            copy_gap(&self.src[self.cursor..word.start], self.out);
            self.moved = true;
            if matches!(syntax, crate::word::MoveSyntax::Castle { .. }) {
                self.out.extend_from_slice(written.as_bytes());
            } else {
                letters.write_fast_word(written.as_bytes(), &p.mv, self.out);
            }
            self.cursor = word.end;
            return true;
        }
        let written = p.written();
        if p.mv.role() == Some(forsyth_core::Role::Pawn)
            && p.mv.is_capture()
            && crate::printed::two_files(written).is_some()
        {
            return false;
        }
        if let Some(from) = self.printed.from.get(p.language)
            && plain(written, from).is_some()
        {
            return false;
        }
        self.note_played(p);
        // The text before the word as it is (`Writer::copy_plain` of a
        // line that goes on with no note to translate).
        copy_gap(&self.src[self.cursor..word.start], self.out);
        self.cursor = word.start;
        self.moved = true;
        if write_plain_as_written(&p.mv, p.reading, !p.detached_check, letters, self.out) {
            self.cursor = word.end;
        } else {
            self.write_general(p, written, None);
        }
        true
    }

    /// Notes a move about to be written: the side to move after it, its
    /// language (the notes' after it), and the pieces it moves and
    /// promotes to.
    #[inline(always)]
    fn note_played(&mut self, p: &Played<'_>) {
        self.to_move = p.after.turn();
        *self.language = Some(p.language);
        // (Two tests, not a loop over the two: asked for every move.)
        if let Some(role) = p.mv.role() {
            self.roles |= 1 << role.index();
        }
        if let Some(role) = p.mv.promotion() {
            self.roles |= 1 << role.index();
        }
    }

    /// [`MoveSink::played`] of any move [`Writer::played_plain`] does not
    /// write.
    #[inline(never)]
    fn played_other(&mut self, p: &Played<'_>) {
        let word = p.word;
        self.resume(word.start, false);
        if self.stopped || word.start < self.cursor || word.end > self.src.len() {
            return;
        }
        self.note_played(p);
        // The move is written apart from the copied text: copy first.
        self.copy_within(word.start);
        self.moved = true;
        // The walker's slice of the game's text, checked once a game.
        let written = p.written();
        let from = self.printed.from.get(p.language);
        // A pawn's capture printed as its two files (`cd`, `ed:`) keeps
        // its form in a faithful translation: its two files in the
        // target's letters, its marks as printed.
        if self.target.notation.is_none()
            && p.mv.role() == Some(forsyth_core::Role::Pawn)
            && p.mv.is_capture()
            && self.two_files(p, written)
        {
            self.cursor = word.end;
            return;
        }
        // A move changed by print is read from its plain text.
        let plain = from.and_then(|from| plain(written, from));
        if plain.is_none()
            && let Some(letters) = self.plain
            && write_plain_as_written(&p.mv, p.reading, !p.detached_check, letters, self.out)
        {
            self.cursor = word.end;
            return;
        }
        self.write_general(p, written, plain);
    }
}

impl Writer<'_, '_> {
    /// [`MoveSink::numbered`] with a notation: the number written as PGN
    /// writes it.
    fn numbered_in_notation(&mut self, span: &std::ops::Range<usize>, black: bool) {
        self.resume(span.start, false);
        if self.stopped || span.start < self.cursor {
            return;
        }
        let Some(written) = self.src.get(span.clone()) else {
            return;
        };
        let digits = written.iter().take_while(|b| b.is_ascii_digit()).count();
        let periods: &[u8] = if black { b"..." } else { b"." };
        if digits == 0 {
            return;
        }
        if &written[digits..] == periods {
            // Written as PGN writes it: kept, and where it stands noted (a
            // variation printed apart that ends before it leaves it out,
            // `restart_ended`).
            self.copy_within(span.start);
            self.number_at = (span.start, self.out.len());
            self.out.extend_from_slice(written);
            self.cursor = span.end;
            return;
        }
        self.copy_within(span.start);
        self.number_at = (span.start, self.out.len());
        self.out.extend_from_slice(&written[..digits]);
        self.out.extend_from_slice(periods);
        self.cursor = span.end;
    }

    /// [`MoveSink::branch`] with a notation.
    fn branch_at(&mut self, at: usize) {
        if self.stopped || at < self.cursor {
            return;
        }
        self.copy_within(at);
        self.branches.push((at, self.out.len()));
    }
}

impl MoveSink for Writer<'_, '_> {
    #[inline(always)]
    fn played(&mut self, p: &Played<'_>) {
        if !self.played_plain(p) {
            self.played_other(p);
        }
    }

    fn resigned(&mut self, word: &std::ops::Range<usize>, result: &'static str) {
        self.resigned = Some((word.clone(), result));
    }

    // (Inline: asked at every move number, and a faithful translation has
    // nothing to do.)
    #[inline]
    fn numbered(&mut self, span: &std::ops::Range<usize>, black: bool) {
        // In standard PGN, a move number is its digits and one period before
        // White's move, three before Black's: `1 e4`, `2 ..d6`, `1. ... e5`
        // and `3…` as printed become `1. e4`, `2...d6`, `1... e5` and `3...`.
        // A faithful translation keeps them as printed.
        if self.target.notation.is_some() {
            self.numbered_in_notation(span, black);
        }
    }

    fn idea(&mut self, idea: &Idea) {
        // A faithful translation writes it in its place, its moves as
        // printed with the target's letters and a word for a threat the
        // target's (else, its move not read, as any text between moves,
        // the move named in it translated as a comment's); with a notation
        // it is a comment, for PGN reads a move there as played, its move
        // written in the notation where it was read (else its letters
        // translated), and a variation that holds only the idea is the
        // comment alone.
        let span = &idea.span;
        self.resume(span.start, false);
        if self.stopped || span.start < self.cursor || span.end > self.src.len() {
            return;
        }
        let src = self.src;
        let Some(from) = self.printed.from.get(idea.language) else {
            return;
        };
        let words = IdeaWords {
            from,
            to: &self.printed.to,
            notes: self.printed.notes.get(idea.language),
        };
        if self.target.notation.is_none() {
            let mut text = Vec::with_capacity(span.len() + 8);
            if idea_text(src, idea, self.target, &words, &mut text) {
                self.copy_within(span.start);
                self.out.extend_from_slice(&text);
                self.cursor = span.end;
            }
            return;
        }
        let alone = idea.alone(src);
        let whole = if alone.start >= self.cursor {
            alone
        } else {
            span.clone()
        };
        self.copy_within(whole.start);
        let written = &src[span.clone()];
        let mut text = Vec::with_capacity(written.len() + 8);
        if !idea_text(src, idea, self.target, &words, &mut text) {
            match self.notes_in(written) {
                Some(notes) => notes.named_gap(written, self.printed.text_notes, &mut text),
                None => text.extend_from_slice(written),
            }
        }
        write_as_comment(&text, self.out);
        self.cursor = whole.end;
    }

    fn prose(&mut self, span: &std::ops::Range<usize>) {
        // A faithful translation copies the words as any text between
        // moves; with a notation they are a comment, for PGN reads a word
        // there as a move.
        if self.target.notation.is_none() {
            return;
        }
        self.resume(span.start, false);
        if self.stopped || span.start < self.cursor || span.end > self.src.len() {
            return;
        }
        self.copy_within(span.start);
        write_as_comment(&self.src[span.clone()], self.out);
        self.cursor = span.end;
    }

    fn printed(&mut self, word: &std::ops::Range<usize>, language: usize, alone: bool) {
        self.resume(word.start, false);
        if self.stopped || word.start < self.cursor || word.end > self.src.len() {
            return;
        }
        if alone && self.target.notation.is_none() && self.resigning(word, language) {
            return;
        }
        self.copy_within(word.start);
        self.word = word.clone();
        if !alone {
            return;
        }
        // A lone dash or separator, a word for mate after its move, or a
        // result as printed (`patta`, `1 : 0`).
        let written = std::str::from_utf8(&self.src[word.clone()]).unwrap_or_default();
        if self.target.notation.is_some() {
            // A result is written as PGN writes it (a word for resigning
            // as the result it stands for).
            if let Some(from) = self.printed.from.get(language) {
                if let Some(result) = from.result_of(written) {
                    self.drop_dangling_number();
                    self.out.extend_from_slice(result.as_bytes());
                    self.cursor = word.end;
                    return;
                }
                let resigned = self.take_resigned(word);
                if let Some(result) =
                    resigned.or_else(|| from.resigned_at(self.src, word, self.to_move))
                {
                    // The stop of its sentence goes with it (`Black
                    // resigns.`): PGN ends with the result.
                    self.drop_dangling_number();
                    self.out.extend_from_slice(result.as_bytes());
                    self.cursor = word.end + stops_after(&self.src[word.end..]);
                    return;
                }
            }
            // Not standard PGN; the move has its mark. One space of the
            // two around it goes too; with no space before it (`Nf3?,
            // Nc6`), the one after stays between the moves.
            // With no space on either side (`Ld3,f5`), a space stands
            // in its place: the moves stay apart.
            let spaced = self.out.last().is_some_and(u8::is_ascii_whitespace);
            let after = self.src.get(word.end).copied();
            if !spaced && !after.is_some_and(|b| b.is_ascii_whitespace()) {
                self.out.push(b' ');
            } else if spaced && matches!(after, Some(b'.' | b'!' | b'?')) {
                // A stop or an annotation glued to the word (`Dxf7 mat.`,
                // `Sf3 mat!`) follows the move: the space before the word
                // goes, so that the stop goes and the annotation is glued
                // to the move as after any move.
                while self.out.last().is_some_and(|&b| b == b' ' || b == b'\t') {
                    self.out.pop();
                }
            }
            self.cursor = word.end + usize::from(spaced && after == Some(b' '));
            return;
        }
        if let Some(from) = self.printed.from.get(language) {
            self.text.clear();
            if translate_word(written, from, &self.printed.to, self.text) {
                self.out.extend_from_slice(self.text.as_bytes());
                self.cursor = word.end;
            } else if let Some(core) = from.mate_word_in(written) {
                // No word for mate in the target: its sign (or `#`) glued
                // to the move, in place of the space and the `+` before.
                let kept = self.out.trim_ascii_end().len();
                if self.out[..kept]
                    .last()
                    .is_some_and(u8::is_ascii_alphanumeric)
                    || self.out[..kept].ends_with(b"+")
                {
                    self.out.truncate(kept);
                    if self.out.ends_with(b"+") {
                        self.out.pop();
                    }
                    let mut sign = [0; 4];
                    self.out.extend_from_slice(
                        glued_mate(&self.printed.to)
                            .encode_utf8(&mut sign)
                            .as_bytes(),
                    );
                    self.out.extend_from_slice(&written.as_bytes()[core..]);
                    self.cursor = word.end;
                }
            }
        }
    }

    fn unplayable_start(&mut self, language: usize) {
        *self.language = Some(language);
        self.unplayable = true;
    }

    fn failed(&mut self, at: usize, depth: u32) {
        // A line that stopped before (a variation the line that stops now
        // went on after) is written up to here; with a notation, the text
        // before the move not read is written as standard PGN.
        self.resume(at, false);
        if self.target.notation.is_some() {
            self.copy_within(at);
        }
        self.stopped = true;
        self.stopped_main = depth == 0;
        self.word = 0..0;
    }

    fn unclosed(&mut self, count: u32, at: usize) {
        // PGN has a `)` for each variation: written before the result,
        // after the rest of a line that stopped (a comment).
        if self.target.notation.is_none() || at < self.cursor {
            return;
        }
        self.resume(at, true);
        self.copy(at);
        if !self.out.last().is_none_or(u8::is_ascii_whitespace) {
            self.out.push(b' ');
        }
        for _ in 0..count {
            self.out.push(b')');
        }
        self.out.push(b' ');
    }

    fn ended(&mut self, end: usize) {
        // The game's text is written to its end as the game's (a later
        // game's walk may start again and copy from where it began).
        self.resume(end, true);
        // A move number before the result (`4... 1-0`, `31. 0-1`) numbers
        // no move: standard PGN drops it, as before a result in words.
        if self.target.notation.is_some() && !self.stopped && self.cursor < end {
            let gap = &self.src[self.cursor..end.min(self.src.len())];
            let head = unread_end(gap, true, true);
            if head < gap.len() {
                self.copy(self.cursor + head);
                self.drop_dangling_number();
            }
        }
        self.copy(end);
        self.games += 1;
        self.file_language = self.file_language_of(self.games);
    }

    fn quoted(&mut self, spans: &[std::ops::Range<usize>]) {
        self.quoted.clear();
        self.quoted.extend_from_slice(spans);
    }

    fn begin(&mut self) {
        self.quoted.clear();
        self.begun = Begun {
            out: self.out.len(),
            src: self.cursor,
            language: *self.language,
            within: self.within,
            to_move: self.to_move,
            resigned: self.resigned.clone(),
        };
        self.roles = 0;
        self.stopped = false;
        self.unplayable = false;
        self.moved = false;
        self.word = 0..0;
        self.branches.clear();
        self.restarts.clear();
    }

    fn restart(&mut self) {
        self.out.truncate(self.begun.out);
        self.cursor = self.begun.src;
        self.roles = 0;
        self.stopped = false;
        // A reading that failed at its first move says nothing of the
        // next one (in another language, or from another position).
        self.unplayable = false;
        self.moved = false;
        self.word = 0..0;
        self.branches.clear();
        self.restarts.clear();
    }

    // (Inline: asked at every move, and a faithful translation has nothing
    // to do.)
    #[inline]
    fn branch(&mut self, at: usize) {
        // With a notation, the text is written up to there, so that a
        // variation printed apart later can be put there.
        if self.target.notation.is_some() {
            self.branch_at(at);
        }
    }

    fn restarted(&mut self, next: usize, at: usize, white: bool) {
        // A faithful translation keeps the variation where it is printed;
        // PGN writes it after the reply it is a variation of.
        if self.target.notation.is_none() {
            return;
        }
        self.resume(at, false);
        let start = if at >= self.cursor && !self.stopped {
            self.copy_within(at);
            self.out.len()
        } else if self.number_at.0 == at {
            self.number_at.1
        } else {
            return;
        };
        let branch = self
            .branches
            .iter()
            .rev()
            .find(|(src, _)| *src == next)
            .map(|&(_, out)| out.min(start));
        self.restarts.push(Restart {
            place: branch.unwrap_or(start),
            start,
            white,
            branched: branch.is_some(),
        });
    }

    fn aside(&mut self, span: std::ops::Range<usize>) {
        // A faithful translation copies the note as any text between
        // moves; with a notation it is a comment, as the prose before it.
        self.prose(&span);
    }

    fn restart_ended(&mut self, at: usize) {
        if self.target.notation.is_none() {
            return;
        }
        let Some(Restart {
            place,
            start,
            white,
            branched,
        }) = self.restarts.pop()
        else {
            return;
        };
        self.resume(at, false);
        if !self.stopped {
            self.copy(at);
        }
        if start > self.out.len() {
            return;
        }
        // The move number at `at`, written already (Black's number after
        // a line that ends with Black's move, `1... bxc4 1... Kxc4`), is
        // the next variation's, not this one's.
        let number =
            if self.number_at.0 == at && (start..=self.out.len()).contains(&self.number_at.1) {
                self.out.split_off(self.number_at.1)
            } else {
                Vec::new()
            };
        let end = start + self.out[start..].trim_ascii_end().len();
        let mut variation = Vec::with_capacity(end - start + 3);
        variation.push(b'(');
        variation.extend_from_slice(&self.out[start..end]);
        variation.extend_from_slice(b") ");
        // The space before it goes with it: what follows has its own.
        let kept = self.out[..start].trim_ascii_end().len();
        self.out.truncate(kept);
        let place = if place >= kept {
            variation.insert(0, b' ');
            kept
        } else {
            place
        };
        // Black's move of a number printed so (`1.` after White's second
        // move) is PGN's `1...`.
        let open = variation.iter().position(|&b| b == b'(').unwrap_or(0) + 1;
        let digits = variation[open..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if !white
            && digits > 0
            && variation.get(open + digits) == Some(&b'.')
            && variation.get(open + digits + 1) != Some(&b'.')
        {
            variation.splice(open + digits + 1..open + digits + 1, *b"..");
        }
        let len = variation.len();
        // After a variation of White's move, Black's reply there is
        // numbered as PGN writes it (`2. Nf3 (2. Nc3 Nf6) 2... d6`): where
        // the line went on with a move, not with a number, a result, a
        // comment or the line's end. Variations put there later go before
        // that number.
        let reply = if white && branched && digits > 0 {
            let after = &self.out[place..];
            let skip = after.len() - after.trim_ascii_start().len();
            after
                .get(skip)
                .filter(|b| b.is_ascii_alphabetic())
                .map(|_| {
                    let mut number = variation[open..open + digits].to_vec();
                    number.extend_from_slice(b"... ");
                    (place + skip, number)
                })
        } else {
            None
        };
        let numbered = reply.as_ref().map_or(0, |(_, number)| number.len());
        if let Some((at, number)) = reply {
            self.out.splice(at..at, number);
        }
        self.out.splice(place..place, variation);
        // What stood after the place moved on.
        self.branches.retain(|&(_, out)| out < kept);
        for (_, out) in &mut self.branches {
            if *out > place {
                *out += len + numbered;
            } else if *out == place {
                *out += len;
            }
        }
        if self.number_at.1 >= place {
            self.number_at = (usize::MAX, 0);
        }
        if !number.is_empty() {
            if !self.out.ends_with(b" ") {
                self.out.push(b' ');
            }
            self.number_at = (at, self.out.len());
            self.out.extend_from_slice(&number);
        }
    }

    fn again(&mut self) {
        self.restart();
        let begun = self.begun.clone();
        *self.language = begun.language;
        self.within = begun.within;
        self.to_move = begun.to_move;
        self.resigned = begun.resigned;
    }
}

#[cfg(test)]
pub(crate) mod tests;
