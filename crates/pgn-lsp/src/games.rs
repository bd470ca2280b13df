//! A document's games and their findings, kept up to date edit by edit.
//!
//! A PGN document is cut into games by the very reader `forsyth check` uses
//! ([`PgnReader`]), and each game is parsed and analysed on its own. After an
//! edit, only the games around it are read again: reading starts at the
//! start of the game before the one the edit begins in (an edit at the very
//! start of a game can join it to the one before), and stops at the first
//! game boundary past the edit that the old index also has; the games after
//! it are kept and shifted. Splitting is a forward state machine over
//! tokens, and every game starts in the same state, so the result is the
//! same as reading the whole text again (a test checks this on random
//! edits).
//!
//! A document with no tag pair in its first [`prose::HEAD_BYTES`] (bare
//! text: a page of a book, a column) is read as `forsyth check` reads such
//! a file ([`prose::Pages`]): a chunk of it that holds prose around its
//! games gives one entry per game (with the `game-in-text` note) and one
//! per stretch of prose (no game, never read), all of them parts of the
//! reader's chunk, which is what an edit reads again.
//!
//! Nothing here knows the protocol: offsets are bytes.

use std::{io::Read, ops::Range, sync::Arc};

use forsyth_notation::{
    analysis::{Analysis, Analyzer, LanguageChoice, StartFrom},
    cursor::{Checkpoints, GameReading, Reuse},
    diagnostic::Diagnostic,
    finding::{game_too_large, tree_diagnostics},
    lint::check_fen_text,
    locale::{Locale, Locales},
    outline::Outline,
    pipeline::{HEAD_BYTES, file_votes},
    prose::{self, Pages},
    tree::{GameChunk, PgnReader, SyntaxTree},
};

use crate::protocol::{Edit, Text};

/// What a document holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// PGN games, bare movetext, or a page of text with games inside
    /// (language id `chess-text`): which it is, the text says.
    Pgn,
    /// One FEN or EPD position per line.
    Fen,
}

impl Kind {
    /// From the client's language id, or the file name when the id says
    /// nothing we know.
    #[must_use]
    pub fn detect(language_id: &str, path: &str) -> Kind {
        match language_id {
            "fen" | "epd" => Kind::Fen,
            "pgn" | "chess-text" => Kind::Pgn,
            _ => {
                let lower = path.to_ascii_lowercase();
                // The text of a compressed file is that of the file it
                // holds.
                let lower = [".gz", ".bz2", ".zst", ".xz"]
                    .iter()
                    .find_map(|ext| lower.strip_suffix(ext))
                    .unwrap_or(&lower);
                if lower.ends_with(".fen") || lower.ends_with(".epd") {
                    Kind::Fen
                } else {
                    Kind::Pgn
                }
            }
        }
    }
}

/// One game (or, in a text with no game, its junk) and what was found in it.
#[derive(Debug, Default)]
pub struct GameEntry {
    /// Its length in bytes.
    pub len: usize,
    /// Whether the chunk holds a game (and not only comments or junk).
    pub has_game: bool,
    /// Findings, with spans relative to the game's start.
    pub diagnostics: Vec<Diagnostic>,
    /// Names and spans for symbols and folding, relative to the game's start.
    pub outline: Outline,
    /// Where requests may start reading a long game instead of at its
    /// start (offsets relative to the game's start); `None` for a short
    /// game.
    pub checkpoints: Option<Box<Checkpoints>>,
    /// Whether the entry is a part of a page of bare text (a game found
    /// among prose, or a stretch of prose), not a game of PGN.
    pub in_page: bool,
    /// Whether the entry goes on with the reader's chunk of the entry
    /// before it (a part of a page after its first): an edit reads the
    /// chunk again from its first part.
    pub continues: bool,
    /// The prose between the moves of a game of a page, relative to the
    /// game's start: a reading of the game's text takes it as white space
    /// ([`GameEntry::mask`]).
    pub prose: Vec<Range<usize>>,
}

impl GameEntry {
    /// Writes the prose inside this game that falls in `text` (the game's
    /// bytes from `from`, relative to its start) as white space, as the
    /// index read it ([`prose::mask`]).
    pub fn mask(&self, text: &mut String, from: usize) {
        if self.prose.is_empty() {
            return;
        }
        let spans: Vec<Range<usize>> = self
            .prose
            .iter()
            .filter(|p| p.end > from)
            .map(|p| p.start.saturating_sub(from)..p.end - from)
            .collect();
        // Spaces for whole bytes of whole characters: still UTF-8.
        let mut bytes = std::mem::take(text).into_bytes();
        prose::mask(&mut bytes, &spans);
        *text = String::from_utf8(bytes)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    }

    /// Whether the entry is prose of a page: no game, not to be read.
    #[must_use]
    pub fn is_prose(&self) -> bool {
        self.in_page && !self.has_game
    }
}

/// The games of one text: starts and entries, in order. Cloning shares the
/// entries.
#[derive(Clone, Debug, Default)]
pub struct GameIndex {
    starts: Vec<usize>,
    entries: Vec<Arc<GameEntry>>,
    /// Per language, how many of the document's first games it reads as
    /// they were read ([`file_votes`] of the document's head, as `forsyth
    /// check` counts a file's): a game several languages read is read and
    /// named as the document's other games single out. Empty when the
    /// language is given.
    votes: Vec<u32>,
    /// Whether the document is bare text ([`prose::bare_text`] of its
    /// head), whose chunks are read as pages.
    bare: bool,
}

impl GameIndex {
    /// The counts of languages of the document's first games
    /// ([`forsyth_notation::analysis::Analyzer::prefer_file`]).
    #[must_use]
    pub fn votes(&self) -> &[u32] {
        &self.votes
    }

    /// How many entries.
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Entry `i`'s start offset and entry.
    #[must_use]
    pub fn get(&self, i: usize) -> Option<(usize, &GameEntry)> {
        Some((*self.starts.get(i)?, self.entries.get(i)?))
    }

    /// Every entry with its start offset.
    pub fn iter(&self) -> impl Iterator<Item = (usize, &GameEntry)> + '_ {
        self.starts
            .iter()
            .copied()
            .zip(self.entries.iter().map(|e| &**e))
    }

    /// The index of the entry holding byte `offset` (the last one for the
    /// end of the text).
    #[must_use]
    pub fn find(&self, offset: usize) -> Option<usize> {
        if self.starts.is_empty() {
            return None;
        }
        Some(
            self.starts
                .partition_point(|&s| s <= offset)
                .saturating_sub(1),
        )
    }

    /// The byte span of entry `i`.
    #[must_use]
    pub fn span(&self, i: usize) -> Option<Range<usize>> {
        let (start, entry) = self.get(i)?;
        Some(start..start + entry.len)
    }

    /// Whether the document is bare text, read as pages of prose with
    /// games inside.
    #[must_use]
    pub fn is_bare(&self) -> bool {
        self.bare
    }

    /// The first entry of the reader's chunk that entry `i` is part of.
    fn chunk_start(&self, mut i: usize) -> usize {
        while i > 0 && self.entries[i].continues {
            i -= 1;
        }
        i
    }

    /// How many findings in all.
    #[must_use]
    pub fn diagnostic_count(&self) -> usize {
        self.entries.iter().map(|e| e.diagnostics.len()).sum()
    }
}

/// What changed since an index was made: the text is the old text with
/// `start..old_end` replaced by what is now `start..new_end`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dirty {
    pub start: usize,
    pub old_end: usize,
    pub new_end: usize,
}

impl Dirty {
    /// The region after one more edit (in the coordinates of the text it
    /// was made on).
    #[must_use]
    pub fn extend(dirty: Option<Dirty>, edit: Edit) -> Dirty {
        let Some(d) = dirty else {
            return Dirty {
                start: edit.start,
                old_end: edit.old_end,
                new_end: edit.new_end,
            };
        };
        let growth = edit.new_end as isize - edit.old_end as isize;
        let start = d.start.min(edit.start);
        // The part of the edit past the dirty region reaches into text the
        // old index knows: the region's old end moves as far.
        let beyond = edit.old_end.saturating_sub(d.new_end);
        let old_end = d.old_end + beyond;
        let new_end = (d.new_end.max(edit.old_end) as isize + growth) as usize;
        Dirty {
            start,
            old_end,
            new_end: new_end.max(start),
        }
    }
}

/// How to read the games.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    pub locales: &'static Locales,
    pub choice: LanguageChoice<'static>,
    /// The language named for a game several languages read alike, when
    /// it is one of them (the user's language of messages).
    pub preferred: Option<&'static Locale>,
    /// The longest game (or line) read, in bytes: a longer one is
    /// reported once (`game-too-large`) and not read.
    pub max_game_bytes: usize,
}

/// Reused buffers for reading games.
pub struct Reader {
    locales: *const Locales,
    analyzer: Analyzer<'static>,
    tree: SyntaxTree,
    analysis: Analysis,
    /// The reader of pages of bare text, made when one is first read.
    pages: Option<Pages<'static>>,
}

impl Reader {
    #[must_use]
    pub fn new(locales: &'static Locales) -> Reader {
        let mut analyzer = Analyzer::new(locales);
        analyzer.record_moves = false;
        Reader {
            locales,
            analyzer,
            tree: SyntaxTree::new(),
            analysis: Analysis::default(),
            pages: None,
        }
    }

    /// Runs `f` with this thread's reader for `locales`.
    pub fn with<T>(locales: &'static Locales, f: impl FnOnce(&mut Reader) -> T) -> T {
        thread_local! {
            static READER: std::cell::RefCell<Option<Reader>> = const { std::cell::RefCell::new(None) };
        }
        READER.with(|cell| {
            let mut slot = cell.borrow_mut();
            let reader = match slot.as_mut() {
                Some(r) if std::ptr::eq(r.locales, locales) => r,
                _ => slot.insert(Reader::new(locales)),
            };
            f(reader)
        })
    }

    /// The entry of one game, `chunk`, which `parse` puts in a tree.
    /// `reuse`: the checkpoints of the game as it was, and what the edit
    /// changed.
    fn entry(
        &mut self,
        chunk: Chunk,
        parse: impl FnOnce(&mut SyntaxTree),
        settings: &Settings,
        votes: &[u32],
        reuse: Option<Reuse<'_>>,
    ) -> GameEntry {
        // A piece of a game past the reader's limit is not read: the game
        // is reported once, on its first piece, as `forsyth check` does.
        if let Some(first) = chunk.oversized {
            let too_large = game_too_large(settings.max_game_bytes, chunk.len);
            return GameEntry {
                len: chunk.len,
                has_game: false,
                diagnostics: if first { vec![too_large] } else { Vec::new() },
                ..GameEntry::default()
            };
        }
        parse(&mut self.tree);
        self.analyzer.prefer(settings.preferred);
        self.analyzer.prefer_file(votes);
        let mut diagnostics = Vec::new();
        let mut reading = GameReading::default();
        tree_diagnostics(
            &self.tree,
            &mut self.analyzer,
            settings.choice,
            &mut self.analysis,
            |analysis| reading = GameReading::of(analysis),
            &mut diagnostics,
        );
        let entry = GameEntry {
            len: chunk.len,
            has_game: chunk.has_game,
            diagnostics,
            outline: self
                .tree
                .games()
                .next()
                .map(|game| Outline::of_game(&game))
                .unwrap_or_default(),
            checkpoints: Checkpoints::of_game(
                &self.tree,
                reading,
                settings.locales,
                settings.choice,
                reuse,
            )
            .map(Box::new),
            ..GameEntry::default()
        };
        // The buffers are kept for the next game, but not the room a huge
        // one took.
        if chunk.len > BIG_GAME {
            self.tree = SyntaxTree::new();
            self.analysis = Analysis::default();
        }
        entry
    }

    /// When `chunk` (at `at` in the document) is a page of bare text
    /// ([`Pages::each`], as `forsyth check` reads it), its parts in order
    /// into `parts`, which tile the chunk: each game, its note first, and
    /// the prose around them. False, and nothing added, for any other
    /// chunk.
    fn page<'a>(
        &mut self,
        chunk: &GameChunk<'_>,
        at: usize,
        settings: &Settings,
        votes: &[u32],
        reuse: &impl Fn(usize) -> Option<Reuse<'a>>,
        parts: &mut Vec<(usize, GameEntry)>,
    ) -> bool {
        let mut pages = self
            .pages
            .take()
            .unwrap_or_else(|| Pages::new(settings.locales));
        let mut games = Vec::new();
        let page = pages.each(chunk, settings.locales, |part, cut| {
            let start = at + cut.range.start;
            // The position printed above the game is where it starts (its
            // note stands before the game, outside the game's entry).
            self.analyzer.start_from(match &cut.setup {
                Some((setup, _)) => StartFrom::Printed(setup.position),
                None => StartFrom::Unprinted,
            });
            self.analyzer.restarts_at(&cut.restarts);
            self.analyzer.diagrams_at(&cut.diagrams);
            self.analyzer.page_languages(&cut.languages);
            let game = Chunk {
                len: cut.range.len(),
                has_game: true,
                oversized: None,
            };
            let parse = |tree: &mut SyntaxTree| tree.parse_chunk(part);
            let mut entry = self.entry(game, parse, settings, votes, reuse(start));
            self.analyzer.start_from(StartFrom::Initial);
            entry.diagnostics.splice(0..0, cut.notes);
            entry.in_page = true;
            entry.prose = cut.prose;
            // The note of the position printed above the game goes with
            // the prose it stands in.
            games.push((start, entry, cut.setup.map(|(_, notes)| notes)));
        });
        self.pages = Some(pages);
        if !page {
            return false;
        }
        let prose = |len| GameEntry {
            len,
            in_page: true,
            ..GameEntry::default()
        };
        let end = at + chunk.bytes().len();
        let mut here = at;
        for (start, mut entry, notes) in games {
            // A note on the game's own text (`set-up-from-game`, on its
            // first number: the position is the game above's) is the
            // game's.
            let (own, notes): (Vec<_>, Vec<_>) = notes.into_iter().flatten().partition(|note| {
                at + note.span.start >= start && at + note.span.end <= start + entry.len
            });
            for mut note in own {
                note.span = at + note.span.start - start..at + note.span.end - start;
                entry.diagnostics.push(note);
            }
            if start > here {
                let mut before = prose(start - here);
                for mut note in notes {
                    if at + note.span.start >= here && at + note.span.end <= start {
                        note.span = at + note.span.start - here..at + note.span.end - here;
                        before.diagnostics.push(note);
                    }
                }
                parts.push((here, before));
            }
            here = start + entry.len;
            parts.push((start, entry));
        }
        if end > here || parts.is_empty() {
            parts.push((here, prose(end - here)));
        }
        for (k, (_, entry)) in parts.iter_mut().enumerate() {
            entry.continues = k > 0;
        }
        true
    }
}

/// What [`Reader::entry`] needs of a [`GameChunk`] besides its tree.
#[derive(Clone, Copy)]
struct Chunk {
    len: usize,
    has_game: bool,
    oversized: Option<bool>,
}

impl Chunk {
    fn of(chunk: &GameChunk<'_>) -> Chunk {
        Chunk {
            len: chunk.bytes().len(),
            has_game: chunk.has_game(),
            oversized: chunk.oversized(),
        }
    }
}

/// A game this long (in bytes) leaves no buffers behind.
const BIG_GAME: usize = 4 << 20;

/// Reads every game of `text`.
#[must_use]
pub fn read_all(text: &Text, kind: Kind, settings: &Settings) -> GameIndex {
    match kind {
        Kind::Fen => read_fen(text),
        Kind::Pgn => read_all_counted(text, settings, Head::of(text, settings)),
    }
}

/// What the head of a document decides for all of it, as the head of a
/// file does for `forsyth check`.
#[derive(PartialEq, Eq)]
struct Head {
    /// The counts of languages of its first games ([`file_votes`] of its
    /// first [`HEAD_BYTES`] bytes); none when the language is given.
    votes: Vec<u32>,
    /// Whether it is bare text ([`prose::bare_text`] of its first
    /// [`prose::HEAD_BYTES`]).
    bare: bool,
}

impl Head {
    fn of(text: &Text, settings: &Settings) -> Head {
        let mut head = Vec::with_capacity(text.len().min(HEAD_BYTES.max(prose::HEAD_BYTES)));
        // Reading from a rope cannot fail.
        let _ = text
            .reader_from(0)
            .take(HEAD_BYTES.max(prose::HEAD_BYTES) as u64)
            .read_to_end(&mut head);
        let bare = prose::bare_text(&head[..head.len().min(prose::HEAD_BYTES)]);
        let counted = matches!(settings.choice, LanguageChoice::Auto)
            && settings.locales.iter().nth(1).is_some();
        let votes = if counted {
            head.truncate(HEAD_BYTES);
            let complete = head.len() == text.len();
            Reader::with(settings.locales, |reader| {
                file_votes(&mut reader.analyzer, &head, complete)
            })
        } else {
            Vec::new()
        };
        Head { votes, bare }
    }
}

/// Reads every game of a PGN `text`, whose head says `head`.
fn read_all_counted(text: &Text, settings: &Settings, head: Head) -> GameIndex {
    let mut index = GameIndex {
        votes: head.votes,
        bare: head.bare,
        ..GameIndex::default()
    };
    {
        let GameIndex {
            starts,
            entries,
            votes,
            bare,
        } = &mut index;
        read_games(
            text,
            0,
            settings,
            votes,
            *bare,
            |_| None,
            |parts| {
                for (start, entry) in parts.drain(..) {
                    starts.push(start);
                    entries.push(Arc::new(entry));
                }
                false
            },
        );
    }
    index
}

/// Brings `index` up to date with the edits `dirty` describes, reading
/// again only what they touched. The games before and after are kept in
/// place (the ones after shifted), so an edit costs the games it touched
/// plus a pass over the start offsets.
pub fn update(index: &mut GameIndex, text: &Text, kind: Kind, dirty: Dirty, settings: &Settings) {
    if kind == Kind::Fen || index.is_empty() {
        *index = read_all(text, kind, settings);
        return;
    }
    // An edit of the document's head may change what its first games
    // single out, and so how any game is read, or make it bare text or
    // PGN: then every game is read again.
    if dirty.start < HEAD_BYTES.max(prose::HEAD_BYTES) {
        let head = Head::of(text, settings);
        if head.votes != index.votes || head.bare != index.bare {
            *index = read_all_counted(text, settings, head);
            return;
        }
    }
    // The reader's chunk the edit starts in, and the one before it (an
    // edit at the very start of a game can join it to the one before).
    let within = index.chunk_start(index.find(dirty.start).unwrap_or(0));
    let first = index.chunk_start(within.saturating_sub(1));
    let restart = index.starts[first];
    let delta = dirty.new_end as isize - dirty.old_end as isize;
    let mut starts = Vec::new();
    let mut entries = Vec::new();
    let old_starts = &index.starts;
    let old_entries = &index.entries;
    let mut tail_from = None;
    // A game that starts where it did before the edit keeps the
    // checkpoints before the edit, and those after it where the game
    // stands as it did.
    let reuse = |start: usize| {
        let j = old_starts.binary_search(&start).ok()?;
        Some(Reuse {
            old: old_entries[j].checkpoints.as_deref()?,
            edit: dirty.start.checked_sub(start)?..dirty.new_end.checked_sub(start)?,
            delta,
        })
    };
    read_games(
        text,
        restart,
        settings,
        &index.votes,
        index.bare,
        reuse,
        |parts| {
            let Some(end) = parts.last().map(|(start, entry)| start + entry.len) else {
                return false;
            };
            for (start, entry) in parts.drain(..) {
                starts.push(start);
                entries.push(Arc::new(entry));
            }
            // A chunk boundary past the edit that the old index also has:
            // from there on the text, and so the games, are the old ones.
            if end > dirty.new_end {
                let old_end = (end as isize - delta) as usize;
                if old_end > dirty.old_end
                    && let Ok(j) = old_starts.binary_search(&old_end)
                    && !old_entries[j].continues
                {
                    tail_from = Some(j);
                    return true;
                }
            }
            false
        },
    );
    let tail = tail_from.unwrap_or(index.starts.len());
    for s in &mut index.starts[tail..] {
        *s = (*s as isize + delta) as usize;
    }
    index.starts.splice(first..tail, starts);
    index.entries.splice(first..tail, entries);
}

/// [`update`] on a copy.
#[must_use]
pub fn updated(
    old: &GameIndex,
    text: &Text,
    kind: Kind,
    dirty: Dirty,
    settings: &Settings,
) -> GameIndex {
    let mut index = old.clone();
    update(&mut index, text, kind, dirty, settings);
    index
}

/// Reads games from `start` (the start of a reader's chunk) on, handing
/// the entries of each chunk (with their absolute starts: one, or the
/// parts of a page of `bare` text) to `each`, until `each` says stop or
/// the text ends. `reuse` gives the checkpoints a game starting at an
/// offset may keep.
fn read_games<'a>(
    text: &Text,
    start: usize,
    settings: &Settings,
    votes: &[u32],
    bare: bool,
    reuse: impl Fn(usize) -> Option<Reuse<'a>>,
    mut each: impl FnMut(&mut Vec<(usize, GameEntry)>) -> bool,
) {
    Reader::with(settings.locales, |reader| {
        let mut games = PgnReader::with_segment_size(text.reader_from(start), 16 * 1024)
            .with_limit(settings.max_game_bytes)
            .bare(bare);
        let mut parts = Vec::new();
        // Reading from a rope cannot fail.
        while let Ok(Some(chunk)) = games.next_game() {
            let at = start + chunk.offset() as usize;
            parts.clear();
            if !(bare && reader.page(&chunk, at, settings, votes, &reuse, &mut parts)) {
                let chunk = Chunk::of(&chunk);
                // The tree takes the reader's tokens of the game, not a copy.
                let parse = |tree: &mut SyntaxTree| games.parse_last(tree);
                parts.push((at, reader.entry(chunk, parse, settings, votes, reuse(at))));
            }
            if each(&mut parts) {
                break;
            }
        }
    });
}

fn read_fen(text: &Text) -> GameIndex {
    let whole = text.to_string_lossless();
    let diagnostics = check_fen_text(&whole);
    GameIndex {
        starts: vec![0],
        entries: vec![Arc::new(GameEntry {
            len: whole.len(),
            has_game: false,
            diagnostics,
            ..GameEntry::default()
        })],
        ..GameIndex::default()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A game of `plies` plies (the knights out and back), one move
    /// number a line.
    pub(crate) fn knights(plies: usize) -> String {
        let moves = ["Nf3", "Nf6", "Ng1", "Ng8"];
        let mut text = String::from("[Event \"long\"]\n\n");
        for i in 0..plies {
            if i % 2 == 0 {
                text.push_str(&format!("{}. ", i / 2 + 1));
            }
            text.push_str(moves[i % 4]);
            text.push(if i % 2 == 1 { '\n' } else { ' ' });
        }
        text.push_str("*\n");
        text
    }

    fn settings() -> Settings {
        let locales: &'static Locales = Box::leak(Box::new(Locales::embedded()));
        Settings {
            locales,
            choice: LanguageChoice::Auto,
            preferred: None,
            max_game_bytes: forsyth_notation::tree::MAX_GAME_BYTES,
        }
    }

    /// Each entry: start, length, findings, whether it is a part of a page
    /// and goes on with its chunk, and the prose inside it.
    type Shape = Vec<(
        usize,
        usize,
        Vec<(usize, &'static str)>,
        (bool, bool),
        Vec<Range<usize>>,
    )>;

    fn shape(index: &GameIndex) -> Shape {
        index
            .iter()
            .map(|(s, e)| {
                (
                    s,
                    e.len,
                    e.diagnostics
                        .iter()
                        .map(|d| (d.span.start, d.code.as_str()))
                        .collect(),
                    (e.in_page, e.continues),
                    e.prose.clone(),
                )
            })
            .collect()
    }

    /// Brings `index` up to date after random edits of `text` drawn from
    /// `inserts`, `rounds` times, each time checking it against a fresh
    /// read; starts again from `start` when the text grows long.
    fn random_edits(start: &str, inserts: &[&str], rounds: usize, mut seed: u64) {
        let settings = settings();
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut text = Text::new(start);
        let mut index = read_all(&text, Kind::Pgn, &settings);
        for _ in 0..rounds {
            let mut dirty = None;
            // One to three edits before the index is brought up to date.
            for _ in 0..=(next() % 3) {
                let len = text.len();
                let a = text.floor((next() as usize) % (len + 1));
                let b = text.floor((a + (next() as usize) % 6).min(len));
                let insert = inserts[(next() as usize) % inserts.len()];
                let edit = text.replace(a..b, insert);
                dirty = Some(Dirty::extend(dirty, edit));
            }
            update(&mut index, &text, Kind::Pgn, dirty.unwrap(), &settings);
            let fresh = read_all(&text, Kind::Pgn, &settings);
            assert_eq!(
                shape(&index),
                shape(&fresh),
                "text: {:?}",
                text.to_string_lossless()
            );
            if text.len() > 4000 {
                text = Text::new(start);
                index = read_all(&text, Kind::Pgn, &settings);
            }
        }
    }

    const GAMES: &str = "[Event \"A\"]\n[White \"Ρ\"]\n\n1. e4 e5 2. Nf3 (2. Bc4 Nc6) Nc6 1-0\n\n\
[Event \"B\"]\n\n1. d4 d5 2. c4 {long\ncomment} e6 0-1\n\n\
1. Ιδ4 Ρδ7 2. Ιβ5 Ρε7 *\n\n[Event \"D\"]\n1. e4 Ke7 Qh5 1/2-1/2\n";

    #[test]
    fn random_edits_match_a_fresh_read() {
        let inserts = [
            "",
            "[",
            "]",
            "{",
            "}",
            "(",
            ")",
            " 1-0 ",
            "\n\n[Event \"X\"]\n",
            "Nf3",
            "e4",
            "x",
            "%",
            "\"",
            ";",
            "\n",
            " 0-1",
            "Ρ",
        ];
        random_edits(GAMES, &inserts, 400, 0x2545_f491_4f6c_dd1d);
    }

    /// A page of a book (no tag pair): two games among prose, the second
    /// with a commentary between its moves.
    const PAGE: &str = "The two following games are brilliant specimens.\n\n\
1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5\n\nWhite gives checkmate in three moves.\n\n\
1. e2-e4 e7-e5\n2. f2-f4 e5:f4\nПринятый королевский гамбит. Чёрные забирают пешку.\n\
3. Cc4 Фh4+ 4. Крf1 b5 patta\n\n1. d4 d5 2. c4 e6 1/2-1/2\n\nThat was all.\n";

    /// Edits of a page, words of prose and of games, words for a draw, a
    /// tag pair that makes it PGN and its removal: each index after them
    /// is a fresh read's.
    #[test]
    fn random_edits_of_a_page_match_a_fresh_read() {
        let inserts = [
            "",
            " the theory prefers ",
            "White to play and win. ",
            "\n\n",
            "patta ",
            " Remis\n",
            " 1-0 ",
            "[Event \"X\"]\n",
            "[",
            "3. Nf3 ",
            "e4",
            "Nf3",
            "{",
            "}",
            "(",
            ")",
            ";",
            "1909",
            "\n",
            "Ρ",
        ];
        random_edits(PAGE, &inserts, 400, 0x9e37_79b9_7f4a_7c15);
    }

    /// The findings of every document are those `forsyth check` reports
    /// of it as a file: a page (bare text) read as check reads one, its
    /// games with their notes and the prose left out, and every fixture
    /// of the findings tests.
    #[test]
    fn findings_are_those_of_check() {
        let settings = settings();
        let dir =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/findings");
        let mut texts: Vec<(String, String)> =
            vec![("PAGE".into(), PAGE.into()), ("GAMES".into(), GAMES.into())];
        for file in std::fs::read_dir(&dir).unwrap() {
            let path = file.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            // Without the fixtures' annotation lines, as the tests read them.
            let text: String = text
                .split_inclusive('\n')
                .filter(|l| !l.starts_with('%'))
                .collect();
            texts.push((path.display().to_string(), text));
        }
        let mut pages = 0;
        for (name, text) in &texts {
            let index = read_all(&Text::new(text), Kind::Pgn, &settings);
            pages += usize::from(index.iter().any(|(_, e)| e.in_page));
            let mut got: Vec<(usize, usize, &str)> = index
                .iter()
                .flat_map(|(start, e)| {
                    e.diagnostics
                        .iter()
                        .map(move |d| (start + d.span.start, d.span.len(), d.code.as_str()))
                })
                .collect();
            let mut expected = Vec::new();
            forsyth_notation::lint::check_pgn_threads(
                text.as_bytes(),
                settings.locales,
                LanguageChoice::Auto,
                1,
                |f| {
                    expected.push((
                        f.offset as usize,
                        f.diagnostic.span.len(),
                        f.diagnostic.code.as_str(),
                    ));
                },
            )
            .unwrap();
            got.sort_unstable();
            expected.sort_unstable();
            assert_eq!(got, expected, "{name}");
            // The entries tile the text.
            let mut here = 0;
            for (start, e) in index.iter() {
                assert_eq!(start, here, "{name}");
                here += e.len;
            }
            assert_eq!(here, text.len(), "{name}");
        }
        // The page, and the fixtures of pages (prose-*).
        assert!(pages >= 4, "{pages} pages");
    }

    /// A page's games are entries of their own, with their notes, and
    /// the prose around and inside them is no game.
    #[test]
    fn a_page_is_read_game_by_game() {
        let settings = settings();
        let index = read_all(&Text::new(PAGE), Kind::Pgn, &settings);
        assert!(index.is_bare());
        let games: Vec<(&str, Vec<&str>)> = index
            .iter()
            .filter(|(_, e)| e.has_game)
            .map(|(start, e)| {
                let prose: Vec<&str> = e
                    .prose
                    .iter()
                    .map(|p| PAGE[start + p.start..start + p.end].trim())
                    .collect();
                (&PAGE[start..start + e.len], prose)
            })
            .collect();
        assert_eq!(games.len(), 3, "{games:?}");
        assert_eq!(games[0].0, "1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5");
        assert!(games[1].0.starts_with("1. e2-e4") && games[1].0.ends_with("b5 patta"));
        assert_eq!(
            games[1].1,
            ["Принятый королевский гамбит. Чёрные забирают пешку."]
        );
        assert_eq!(games[2].0, "1. d4 d5 2. c4 e6 1/2-1/2");
        for (start, e) in index.iter() {
            if e.has_game {
                assert_eq!(e.diagnostics[0].code.as_str(), "game-in-text");
            } else {
                assert!(e.is_prose() && e.diagnostics.is_empty());
                assert!(!PAGE[start..start + e.len].contains("1."));
            }
        }
        // With a tag pair, the same text is PGN, read as it always was.
        let pgn = format!("[Event \"x\"]\n{PAGE}");
        let index = read_all(&Text::new(&pgn), Kind::Pgn, &settings);
        assert!(!index.is_bare());
        assert!(index.iter().all(|(_, e)| !e.in_page));
    }

    /// Edits at random places of a long game, followed by a short one: the
    /// findings and the checkpoints (what hovers read) after each are
    /// those of a fresh read, whether the edit leaves the game as it was
    /// past it (a comment typed in) or not (a move changed, bytes deleted).
    #[test]
    fn edits_of_a_long_game_match_a_fresh_read() {
        let settings = settings();
        let whole = knights(6 * 1024) + "\n[Event \"B\"]\n\n1. d4 d5 *\n";
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let checkpoints = |index: &GameIndex| -> Vec<String> {
            index
                .iter()
                .map(|(_, e)| format!("{:?}", e.checkpoints))
                .collect()
        };
        let mut text = Text::new(&whole);
        let mut index = read_all(&text, Kind::Pgn, &settings);
        assert!(index.get(0).unwrap().1.checkpoints.is_some());
        for round in 0..12 {
            let from = 20 + next(whole.len() - 200);
            let at = from + whole[from..].find(' ').unwrap() + 1;
            let (cut, written) = match round % 3 {
                0 => (0, "{typed} "),
                1 => (3, ["Nh3", "Qd4", "Nc3"][next(3)]),
                _ => (1 + next(3), ""),
            };
            let edit = text.replace(at..at + cut, written);
            update(
                &mut index,
                &text,
                Kind::Pgn,
                Dirty::extend(None, edit),
                &settings,
            );
            let fresh = read_all(&text, Kind::Pgn, &settings);
            assert_eq!(shape(&index), shape(&fresh), "round {round}");
            assert_eq!(checkpoints(&index), checkpoints(&fresh), "round {round}");
            // Back to the game as it was, by the inverse edit.
            let back = text.replace(at..at + written.len(), &whole[at..at + cut]);
            update(
                &mut index,
                &text,
                Kind::Pgn,
                Dirty::extend(None, back),
                &settings,
            );
            assert_eq!(
                checkpoints(&index),
                checkpoints(&read_all(&text, Kind::Pgn, &settings))
            );
        }
    }

    #[test]
    fn outline_names_games_and_variations() {
        let settings = settings();
        let index = read_all(&Text::new(GAMES), Kind::Pgn, &settings);
        let (_, first) = index.get(0).unwrap();
        assert_eq!(first.outline.name, "Ρ – ?");
        assert_eq!(first.outline.detail, "A, 1-0");
        assert_eq!(first.outline.variations.len(), 1);
        assert_eq!(first.outline.variations[0].label, "2. Bc4 Nc6");
        let (_, second) = index.get(1).unwrap();
        assert_eq!(second.outline.long_comments.len(), 1);
        let (_, third) = index.get(2).unwrap();
        assert_eq!(third.outline.name, "1. Ιδ4 Ρδ7 2.");
    }
}
