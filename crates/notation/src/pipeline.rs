//! Working through a PGN stream game by game on worker threads, with the
//! results handed back in stream order.
//!
//! The calling thread reads: it cuts the stream into blocks of about
//! [`BLOCK_BYTES`] bytes, each cut at the start of a line where a game
//! likely begins (a `[` after a line that is not a tag pair; in a file
//! without tags, a line after a result). With one thread it works through
//! each block itself; with more, it sends blocks to helper threads (one
//! fewer than the threads asked for) while their queues have room, and
//! works through the others itself. A worker lexes its block, cuts it into
//! games with the very rules of the reader and the tree ([`Splitter`]),
//! works through each game and gives the block back, saying whether the
//! block could end where it was cut: a game must have ended there (in a
//! `{` comment or in a tag section it could not). The calling thread hands
//! the results out in stream order, with lines and offsets moved by the
//! block's place in the stream. A block that could not end where it was
//! cut is joined with the next one and worked through again: the games are
//! always those of the whole text. At most a few blocks are on their way at
//! once and their buffers are reused, so memory stays flat whatever the
//! size of the stream.

use std::{
    collections::BTreeMap,
    io::{self, BufRead, Read},
    panic::{self, AssertUnwindSafe},
    sync::{Mutex, mpsc},
    thread,
};

use crate::{
    analysis::{Analysis, Analyzer, LanguageChoice},
    diagnostic::Code,
    finding::Finding,
    lexer::{Lexer, Token, TokenKind},
    locale::Locales,
    tree::{GameChunk, PgnReader, SyntaxTree, count_lines, split::Splitter},
};

/// About how many bytes go to a worker at once.
pub(crate) const BLOCK_BYTES: usize = 32 * 1024;

/// How many bytes the calling thread takes from the stream at once while
/// looking for a place to cut.
const READ_STEP: usize = 16 * 1024;

/// What a worker does with each game.
pub(crate) trait Worker {
    /// Works through one game chunk: appends its text to `out` and its
    /// findings to `findings`, and returns how many games and moves it
    /// holds.
    fn game(
        &mut self,
        chunk: &GameChunk<'_>,
        out: &mut Vec<u8>,
        findings: &mut Vec<Finding<'static>>,
    ) -> (u64, u64);

    /// Counts the languages of the one game `chunk` holds, which
    /// [`Worker::game`] just worked through into `findings`, into `votes`
    /// (as [`file_votes`] counts a game of a file's head), and tells
    /// whether its reading looked at the file's counts
    /// ([`Analyzer::asked_file`]).
    fn count_languages(
        &mut self,
        chunk: &GameChunk<'_>,
        findings: &[Finding<'static>],
        votes: &mut [u32],
    ) -> bool;

    /// From now on, names a group of languages by the file's counts
    /// ([`Analyzer::prefer_file`]).
    fn prefer_file(&mut self, votes: &[u32]);

    /// Whether the stream is bare text, cut into games at results only
    /// ([`Splitter::bare`]).
    fn bare(&self) -> bool {
        false
    }

    /// Whether the worker reads games from their bytes
    /// ([`Worker::bytes_game`]): the byte reader is tried at each game
    /// start only for such a worker; any other lexes every game.
    fn reads_bytes(&self) -> bool {
        false
    }

    /// Reads the game at the start of `rest` (a block's bytes from a game
    /// start, in a stream that is not bare text, with their text as far as
    /// it was checked, a window of the block at a time) from its bytes alone,
    /// with the byte reader ([`crate::events::bytes`]), and works through
    /// it as [`Worker::game`] would, its text appended to `out` and its
    /// findings to `findings`: the game's length, games and moves. `None`
    /// when the byte reader gives up on it (anything it does not read, or
    /// out of `bounds`): nothing is appended then, and the game is lexed
    /// with the games after it up to the next that begins with a tag pair.
    /// The game starts at `at`: its offset in the block, and the block's
    /// lines, counted up to it only when asked ([`Lines::line_at`]: for a
    /// game with findings, as [`byte_chunk`] takes it).
    fn bytes_game(
        &mut self,
        _rest: (&[u8], Option<&str>),
        _at: (u64, &mut Lines<'_>),
        _bounds: crate::events::bytes::ByteBounds,
        _out: &mut Vec<u8>,
        _findings: &mut Vec<Finding<'static>>,
    ) -> Option<(usize, u64, u64)> {
        None
    }
}

/// The text of a block's bytes from `start`, checked as UTF-8 a window at a
/// time: a game the byte reader reads is then cut from it, not checked
/// again on its own (most are a few hundred bytes, too few for SIMD).
#[derive(Default)]
struct Window<'a> {
    start: usize,
    text: &'a str,
}

impl<'a> Window<'a> {
    /// Bytes checked at once.
    const LEN: usize = 8 * 1024;
    /// Under this much text checked ahead, the next is checked.
    const AHEAD: usize = 2 * 1024;

    /// The text of `block` from `at` on, as far as checked (up to where it
    /// is not UTF-8), checking the next window when little is left of the
    /// last.
    fn text_at(&mut self, block: &'a [u8], at: usize) -> Option<&'a str> {
        let end = self.start + self.text.len();
        if at < self.start || at + Self::AHEAD > end && end < block.len() {
            let bytes = &block[at.min(block.len())..block.len().min(at + Self::LEN)];
            let text = match simdutf8::compat::from_utf8(bytes) {
                Ok(text) => text,
                // Up to a byte that is not UTF-8 (a game there is checked on
                // its own, and the window checked anew past it).
                Err(e) => simdutf8::basic::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or_default(),
            };
            *self = Window { start: at, text };
        }
        self.text.get(at.checked_sub(self.start)?..)
    }
}

/// The line feeds of a block, counted as far as asked: the games the byte
/// reader reads need their line only for their findings, and the block's
/// other line feeds are counted in one pass over many games, not game by
/// game.
pub(crate) struct Lines<'b> {
    block: &'b [u8],
    /// How far the line feeds are counted.
    at: usize,
    /// The line feeds before `at`.
    breaks: u64,
}

impl Lines<'_> {
    /// The line feeds before byte `pos` of the block (`pos` never before
    /// the last one asked).
    #[inline]
    fn breaks_to(&mut self, pos: usize) -> u64 {
        if pos > self.at {
            self.breaks += memchr_count(self.block.get(self.at..pos).unwrap_or_default());
            self.at = pos;
        }
        self.breaks
    }

    /// The line (1-based) of byte `pos` of the block.
    pub(crate) fn line_at(&mut self, pos: u64) -> u64 {
        1 + self.breaks_to(usize::try_from(pos).unwrap_or(usize::MAX))
    }
}

/// The chunk of a game the byte reader read ([`Worker::bytes_game`]):
/// `bytes`, with no token, starting at `offset` of its block, on `line`
/// (1-based).
pub(crate) fn byte_chunk(bytes: &[u8], offset: u64, line: u64) -> GameChunk<'_> {
    GameChunk::from_parts(bytes, &[], offset, line, true)
        .bare(false)
        .sparse()
}

#[cfg(test)]
thread_local! {
    /// How many game chunks a driver on this thread replayed more than
    /// once a game (tests only): more replays of its games started
    /// ([`crate::analysis::REPLAYS`]) than it holds games (one, or the
    /// games of a page).
    pub(crate) static REPLAYED_AGAIN: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
    /// How many bytes the byte reader read games in on this thread (tests
    /// only): games read by [`Worker::bytes_game`], never lexed here.
    pub(crate) static BYTES_READ: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The replays started so far on this thread (tests only; 0 otherwise).
#[inline(always)]
fn replays() -> u64 {
    #[cfg(test)]
    return crate::analysis::REPLAYS.with(std::cell::Cell::get);
    #[cfg(not(test))]
    0
}

/// Notes (tests only) a chunk of `games` games whose work started
/// `replays` replays.
#[inline(always)]
#[cfg_attr(not(test), allow(unused_variables))]
fn replayed(replays: u64, games: u64) {
    #[cfg(test)]
    if replays > games.max(1) {
        REPLAYED_AGAIN.with(|again| again.set(again.get() + 1));
    }
}

/// [`Worker::game`], its replays noted ([`replayed`]).
#[inline(always)]
fn work_game<W: Worker>(
    worker: &mut W,
    chunk: &GameChunk<'_>,
    out: &mut Vec<u8>,
    findings: &mut Vec<Finding<'static>>,
) -> (u64, u64) {
    let before = replays();
    let done = worker.game(chunk, out, findings);
    replayed(replays() - before, done.0);
    done
}

/// The results of one game, as handed out in stream order.
pub(crate) struct GameDone<'a> {
    /// The text the worker wrote for the game.
    pub(crate) out: &'a [u8],
    /// The game's findings, in order.
    pub(crate) findings: &'a [Finding<'static>],
    /// The game chunk's length in bytes.
    pub(crate) bytes: u64,
    /// Games (0 or 1) and moves counted by the worker.
    pub(crate) games: u64,
    pub(crate) moves: u64,
}

/// Where one game's results end in a slot's outputs.
#[derive(Clone, Copy, Debug)]
struct Mark {
    out_end: usize,
    findings_end: usize,
    bytes: u64,
    games: u64,
    moves: u64,
}

/// A block of the stream and, once worked through, its results. Slots go
/// to a worker and back, and are reused.
#[derive(Default)]
struct Slot {
    /// The block's number in the stream.
    seq: u64,
    /// The number of the last block joined into this one (`seq` if none).
    last_seq: u64,
    bytes: Vec<u8>,
    /// The first byte of the next block; `None` for the last block.
    next_first: Option<u8>,
    tokens: Vec<Token>,
    /// Where the games begin: token index, line breaks before it, byte
    /// offset (a game the byte reader read has no token, and its line
    /// breaks may be [`UNCOUNTED`]: [`Slot::start_breaks`] counts them).
    starts: Vec<(usize, u64, usize)>,
    /// Whether the block could end where it was cut (always true for the
    /// last block).
    ends_clean: bool,
    /// When it could not, but a game begins in it after its start, and it
    /// was worked through in part: where the last game begins. The games
    /// before it were worked through ([`Slot::emit_prefix`]).
    clean: usize,
    /// Line breaks in the block (before `clean` when it is not 0).
    lines: u64,
    /// How many bytes the block had when it was last worked through: a
    /// block that could not end where it was cut takes in blocks until it
    /// is twice as long before it is worked through again, so that a long
    /// stretch with no place to end (a comment of many lines starting
    /// with `[`) is lexed a few times over, not once for every block.
    worked: usize,
    out: Vec<u8>,
    findings: Vec<Finding<'static>>,
    marks: Vec<Mark>,
}

impl Slot {
    /// Gives back memory a large block (joined ones, a long game) made the
    /// buffers grow to, so that reused slots stay small.
    fn trim(&mut self) {
        const KEEP: usize = 2 * BLOCK_BYTES + READ_STEP;
        fn trim<T>(v: &mut Vec<T>, keep: usize) {
            if v.capacity() > keep {
                v.clear();
                v.shrink_to(keep);
            }
        }
        trim(&mut self.bytes, KEEP);
        trim(&mut self.tokens, KEEP / 2);
        trim(&mut self.out, 2 * KEEP);
        trim(&mut self.findings, 256);
        trim(&mut self.starts, KEEP / 16);
        trim(&mut self.marks, KEEP / 16);
    }

    /// Lexes the block, cuts it into games and works through each (a game
    /// longer than `limit` bytes as one piece of a game too large to read,
    /// as the reader hands it out), unless the block could not end where
    /// it was cut: then, when `partial` (the block is known to start where
    /// a game begins), the games before the last one that begins in it
    /// are worked through ([`Slot::clean`]), else none. Lines and offsets
    /// are relative to the block.
    fn work(&mut self, worker: &mut impl Worker, limit: usize, partial: bool) {
        self.clean = 0;
        self.out.clear();
        self.findings.clear();
        self.marks.clear();
        self.tokens.clear();
        self.starts.clear();
        self.worked = self.bytes.len();
        // Games the byte reader reads are read and worked through with no
        // token, one after the other; from the first it gives up on, one
        // pass: lex, find where games begin as the reader does, count
        // lines, and keep each token relative to the start of its game.
        // The lexed games before the next game that begins with a tag pair
        // are worked through there, and the byte reader is tried again at
        // that game.
        let reads_bytes = worker.reads_bytes() && !worker.bare();
        // The line feeds before `counted` (the games the byte reader reads
        // are counted when one has findings, or when lexing starts).
        let mut breaks = 0u64;
        let mut counted = 0;
        let mut pos = 0;
        let mut seen_game = false;
        let mut wary = false;
        loop {
            if reads_bytes {
                // The text of the games the byte reader reads, checked a
                // window at a time (by SIMD) and each game cut from it.
                let mut window = Window::default();
                while pos < self.bytes.len() {
                    let before = replays();
                    let rest = &self.bytes[pos..];
                    // (The first game tried after lexed games is checked
                    // on its own: a file the byte reader gives up on game
                    // after game, moves of Greek letters, would check a
                    // window for each.)
                    let rest_text = if wary {
                        None
                    } else {
                        window.text_at(&self.bytes, pos)
                    };
                    let bounds = crate::events::bytes::ByteBounds {
                        limit,
                        next: self.next_first,
                        wary,
                    };
                    let mut lines = Lines {
                        block: &self.bytes,
                        at: counted,
                        breaks,
                    };
                    let read = worker.bytes_game(
                        (rest, rest_text),
                        (pos as u64, &mut lines),
                        bounds,
                        &mut self.out,
                        &mut self.findings,
                    );
                    (counted, breaks) = (lines.at, lines.breaks);
                    let Some((len, games, moves)) = read else {
                        break;
                    };
                    replayed(replays() - before, games);
                    self.marks.push(Mark {
                        out_end: self.out.len(),
                        findings_end: self.findings.len(),
                        bytes: len as u64,
                        games,
                        moves,
                    });
                    // Its line breaks where they are counted to its start
                    // (the first game of a run of them, or one with
                    // findings).
                    let start_breaks = if counted == pos { breaks } else { UNCOUNTED };
                    self.starts.push((self.tokens.len(), start_breaks, pos));
                    #[cfg(test)]
                    BYTES_READ.with(|read| read.set(read.get() + len as u64));
                    pos += len;
                    seen_game = true;
                    wary = false;
                }
            }
            // The lines of the games read from bytes, counted at once.
            if pos > counted {
                breaks += memchr_count(&self.bytes[counted..pos]);
            }
            let first_lexed = self.starts.len();
            let mut seen_lexed = false;
            let mut splitter = Splitter::of(worker.bare());
            let mut base = 0u32;
            if pos < self.bytes.len() || first_lexed == 0 {
                self.starts.push((self.tokens.len(), breaks, pos));
            }
            let rest = &self.bytes[pos..];
            // Real PGN has about one token for every two or three bytes.
            self.tokens.reserve(rest.len() / 2);
            let mut lexer = Lexer::new(rest).bare(worker.bare());
            // Spaces within lines are left out: the plain reader skips
            // them, a game that needs its tree gets them back from the gaps
            // between the tokens, and they change nothing in the splitter.
            // `true` where the byte reader is tried again: a game that
            // begins with a tag pair after a lexed game.
            let mut take = |mut token: Token| {
                if splitter.step(token.kind, token.end - token.start).new_game {
                    if seen_lexed {
                        if reads_bytes && token.kind == TokenKind::TagOpen {
                            return true;
                        }
                        base = token.start;
                        self.starts
                            .push((self.tokens.len(), breaks, pos + base as usize));
                    }
                    seen_lexed = true;
                    seen_game = true;
                }
                match token.kind {
                    TokenKind::Newline => breaks += 1,
                    TokenKind::BraceComment | TokenKind::UnterminatedBraceComment => {
                        breaks += count_lines(token.bytes(rest));
                    }
                    _ => {}
                }
                token.start -= base;
                token.end -= base;
                self.tokens.push(token);
                false
            };
            let mut again = None;
            while let Some(token) = lexer.next_sparse() {
                if take(token) {
                    again = Some(pos + token.start as usize);
                    // The lexer counts its whole input as lexed; the rest
                    // is lexed anew from there (tests only).
                    #[cfg(test)]
                    crate::lexer::LEXED.with(|lexed| {
                        let unread = rest.len().saturating_sub(token.start as usize);
                        lexed.set(lexed.get().saturating_sub(unread as u64));
                    });
                    break;
                }
                // A tag pair's other tokens at once, where it is plain.
                if token.kind == TokenKind::TagOpen
                    && let Some(rest) = lexer.tag_pair_rest()
                {
                    for token in rest {
                        take(token);
                    }
                }
            }
            if let Some(at) = again {
                // The lexed games end where the byte reader is tried again.
                let end = (self.tokens.len(), at);
                self.work_lexed(worker, first_lexed..self.starts.len(), end, limit, true);
                pos = at;
                counted = at;
                wary = true;
                continue;
            }
            self.lines = breaks;
            let open_comment = self
                .tokens
                .last()
                .is_some_and(|t| t.kind == TokenKind::UnterminatedBraceComment);
            self.ends_clean = match self.next_first {
                None => true,
                Some(first) => seen_game && !open_comment && splitter.can_end_before(first),
            };
            let mut pieces = self.starts.len();
            if !self.ends_clean {
                if !partial || pieces < 2 {
                    return;
                }
                // The last game may go on in the next block: the games
                // before it are done.
                pieces -= 1;
                (self.lines, self.clean) = (self.start_breaks(pieces), self.starts[pieces].2);
            }
            let end = self
                .starts
                .get(pieces)
                .map_or((self.tokens.len(), self.bytes.len()), |s| (s.0, s.2));
            self.work_lexed(worker, first_lexed..pieces, end, limit, seen_game);
            return;
        }
    }

    /// The line breaks before the start of game `k` of [`Slot::starts`]:
    /// where they were not counted, those of the last start before it
    /// whose were, and the line feeds between (games read from bytes, which
    /// hold no carriage return alone: a Windows line break is counted by
    /// its line feed; the first of a run of them is counted).
    fn start_breaks(&self, k: usize) -> u64 {
        let at = self.starts[k].2;
        match self.starts[..=k].iter().rev().find(|s| s.1 != UNCOUNTED) {
            Some(&(_, breaks, from)) => breaks + memchr_count(&self.bytes[from..at]),
            None => memchr_count(&self.bytes[..at]),
        }
    }

    /// Works through the lexed games `games` of [`Slot::starts`], the last
    /// one ending at `end` (token index, byte offset); `seen_game`: a game
    /// was seen in the block.
    fn work_lexed(
        &mut self,
        worker: &mut impl Worker,
        games: std::ops::Range<usize>,
        end: (usize, usize),
        limit: usize,
        seen_game: bool,
    ) {
        let last = games.end;
        for k in games {
            let (first_token, line, start) = self.starts[k];
            let (end_token, end) = if k + 1 < last {
                (self.starts[k + 1].0, self.starts[k + 1].2)
            } else {
                end
            };
            if start >= end {
                continue;
            }
            let chunk = GameChunk::from_parts(
                &self.bytes[start..end],
                &self.tokens[first_token..end_token],
                start as u64,
                1 + line,
                k + 1 < self.starts.len() || seen_game,
            )
            .bare(worker.bare())
            .sparse()
            .bounded(limit);
            let (games, moves) = work_game(worker, &chunk, &mut self.out, &mut self.findings);
            self.marks.push(Mark {
                out_end: self.out.len(),
                findings_end: self.findings.len(),
                bytes: (end - start) as u64,
                games,
                moves,
            });
        }
    }

    /// When the block could not end where it was cut but the games before
    /// its last one were worked through ([`Slot::work`]), hands them out
    /// (the block starts at `at`: line, offset; moved past them) and keeps
    /// the bytes of the last game, to be joined with the next block.
    fn emit_prefix(
        &mut self,
        at: &mut (u64, u64),
        emit: &mut impl FnMut(GameDone<'_>) -> io::Result<()>,
    ) -> io::Result<()> {
        if self.ends_clean || self.clean == 0 {
            return Ok(());
        }
        self.emit(at.0, at.1, emit)?;
        at.0 += self.lines;
        at.1 += self.clean as u64;
        self.bytes.drain(..self.clean);
        self.worked = self.bytes.len();
        self.clean = 0;
        self.lines = 0;
        self.out.clear();
        self.findings.clear();
        self.marks.clear();
        Ok(())
    }

    /// Hands out the results, game by game, placing the findings in the
    /// stream: the block starts on line `line` (1-based), at `offset`.
    fn emit(
        &mut self,
        line: u64,
        offset: u64,
        emit: &mut impl FnMut(GameDone<'_>) -> io::Result<()>,
    ) -> io::Result<()> {
        for finding in &mut self.findings {
            finding.line += line - 1;
            finding.end_line += line - 1;
            finding.offset += offset;
        }
        let (mut out_start, mut findings_start) = (0, 0);
        for mark in &self.marks {
            emit(GameDone {
                out: &self.out[out_start..mark.out_end],
                findings: &self.findings[findings_start..mark.findings_end],
                bytes: mark.bytes,
                games: mark.games,
                moves: mark.moves,
            })?;
            out_start = mark.out_end;
            findings_start = mark.findings_end;
        }
        Ok(())
    }
}

/// Cuts a stream into blocks.
struct Cutter<R> {
    inner: R,
    /// Bytes read past the last cut: the start of the next block.
    carry: Vec<u8>,
    eof: bool,
    /// The longest game read (bytes).
    limit: usize,
    /// Whether the stream is bare text ([`Worker::bare`]).
    bare: bool,
}

impl<R: BufRead> Cutter<R> {
    /// What is left of the stream: the bytes read past the last cut, then
    /// the rest.
    fn rest(self) -> io::Chain<io::Cursor<Vec<u8>>, R> {
        io::Cursor::new(self.carry).chain(self.inner)
    }

    /// Fills `slot` with the next block; an empty block at the end of the
    /// stream. `true` when no place to cut was found in the limit's bytes
    /// (or a few blocks', when the limit is smaller: one endless line, a
    /// giant game): the caller then reads the rest of the stream game by
    /// game.
    fn fill(&mut self, slot: &mut Slot) -> io::Result<bool> {
        slot.bytes.clear();
        slot.bytes.append(&mut self.carry);
        let mut searched = BLOCK_BYTES;
        loop {
            let len = slot.bytes.len();
            if len > searched {
                let relaxed = len >= 4 * BLOCK_BYTES;
                if let Some(cut) = find_cut(&slot.bytes, searched, relaxed, self.bare) {
                    self.carry.extend_from_slice(&slot.bytes[cut..]);
                    slot.bytes.truncate(cut);
                    slot.next_first = self.carry.first().copied();
                    return Ok(false);
                }
                searched = len;
            }
            if self.eof {
                slot.next_first = None;
                return Ok(false);
            }
            if len > self.limit.max(8 * BLOCK_BYTES) {
                return Ok(true);
            }
            self.read_some(&mut slot.bytes)?;
        }
    }

    fn read_some(&mut self, into: &mut Vec<u8>) -> io::Result<()> {
        loop {
            match self.inner.fill_buf() {
                Ok(data) => {
                    let n = data.len().min(READ_STEP);
                    self.eof = n == 0;
                    into.extend_from_slice(&data[..n]);
                    self.inner.consume(n);
                    return Ok(());
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }
}

/// The first place at or after `from` where a game likely begins: the
/// start of a line with `[`, after a line that is no tag pair; `relaxed`,
/// also the start of a line with a letter or digit after a line ending with
/// a result, and in `bare` text after a blank line (where a long piece of
/// bare text ends: [`Splitter`]). Only a likely place: the worker tells
/// whether it was one.
fn find_cut(bytes: &[u8], from: usize, relaxed: bool, bare: bool) -> Option<usize> {
    let mut at = from.max(1);
    while at < bytes.len() {
        let next_break = bytes[at - 1..]
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')?;
        let p = at + next_break;
        let &first = bytes.get(p)?;
        at = p + 1;
        let word = relaxed && starts_word(&bytes[p..], bare);
        if first != b'[' && !word {
            continue;
        }
        // The line before, blank lines aside.
        let before = &bytes[..p];
        let Some(last) = before
            .iter()
            .rposition(|b| !matches!(b, b'\n' | b'\r' | b' ' | b'\t'))
        else {
            continue;
        };
        let line_start = before[..last]
            .iter()
            .rposition(|&b| b == b'\n' || b == b'\r')
            .map_or(0, |i| i + 1);
        let line = before[line_start..=last].trim_ascii_start();
        let tag_line = line.first() == Some(&b'[');
        let result_line = [&b"1-0"[..], b"0-1", b"1/2-1/2", b"*", "½-½".as_bytes()]
            .iter()
            .any(|r| line.ends_with(r));
        if (first == b'[' && !tag_line) || (word && result_line) {
            return Some(p);
        }
        if word && bare && !first.is_ascii_digit() {
            let gap = &bytes[last + 1..p];
            let breaks = |b: u8| gap.iter().filter(|&&c| c == b).count();
            if breaks(b'\n') >= 2 || (breaks(b'\n') == 0 && breaks(b'\r') >= 2) {
                return Some(p);
            }
        }
    }
    None
}

/// Whether `text` starts with a letter or a digit of ASCII, or in `bare`
/// text with any letter: the start of a token that is not soft.
fn starts_word(text: &[u8], bare: bool) -> bool {
    match text.first() {
        Some(b) if b.is_ascii() => b.is_ascii_alphanumeric(),
        Some(_) if bare => {
            let head = &text[..text.len().min(4)];
            let valid = match std::str::from_utf8(head) {
                Ok(valid) => valid,
                Err(e) => std::str::from_utf8(&head[..e.valid_up_to()]).unwrap_or_default(),
            };
            valid.chars().next().is_some_and(char::is_alphabetic)
        }
        _ => false,
    }
}

/// How much of a stream's head counts for the languages of its games
/// ([`file_votes`]): at most this many bytes,
pub const HEAD_BYTES: usize = 256 * 1024;
/// and at most this many games.
pub const HEAD_GAMES: usize = 200;

/// Whether a driver reading games in `choice` counts the languages of a
/// stream's first games ([`file_votes`]): when the language is found game
/// by game, among several.
pub(crate) fn counts_head(locales: &Locales, choice: LanguageChoice<'_>) -> bool {
    matches!(choice, LanguageChoice::Auto) && locales.iter().nth(1).is_some()
}

/// Reads the head of a stream ahead ([`HEAD_BYTES`]) and counts the
/// languages of its games ([`file_votes`]), for [`Analyzer::prefer_file`],
/// when the language is found game by game: the way of bare text (no
/// tags), whose games [`crate::prose`] finds among prose only as its
/// chunks are worked through; a stream of PGN counts its head as it goes
/// ([`run`]). Returns the counts (empty when the language is given) and
/// the whole stream again; memory stays bounded.
///
/// # Errors
/// I/O errors of `reader`.
pub(crate) fn read_ahead<R: BufRead>(
    mut reader: R,
    locales: &Locales,
    choice: LanguageChoice<'_>,
) -> io::Result<(Vec<u32>, Again<R>)> {
    if !counts_head(locales, choice) {
        return Ok((Vec::new(), io::Cursor::new(Vec::new()).chain(reader)));
    }
    let (head, complete) = read_head(&mut reader)?;
    let votes = file_votes(&mut Analyzer::new(locales), &head, complete);
    Ok((votes, io::Cursor::new(head).chain(reader)))
}

/// How a driver counts the languages of a stream's first games: bare text
/// reads its head ahead ([`read_ahead`]) and gives the counts; a stream of
/// PGN counts them as it goes, and gives how many languages to count for
/// [`run`].
///
/// # Errors
/// I/O errors of `reader`.
#[allow(clippy::type_complexity)]
pub(crate) fn head_counts<R: BufRead>(
    reader: R,
    locales: &Locales,
    choice: LanguageChoice<'_>,
    bare: bool,
) -> io::Result<(Vec<u32>, Again<R>, Option<usize>)> {
    if bare {
        let (votes, reader) = read_ahead(reader, locales, choice)?;
        return Ok((votes, reader, None));
    }
    let languages = counts_head(locales, choice).then(|| locales.len());
    Ok((
        Vec::new(),
        io::Cursor::new(Vec::new()).chain(reader),
        languages,
    ))
}

/// The first [`HEAD_BYTES`] of a stream, and whether that is all of it.
fn read_head<R: BufRead>(reader: &mut R) -> io::Result<(Vec<u8>, bool)> {
    let mut head = Vec::new();
    while head.len() < HEAD_BYTES {
        let data = match reader.fill_buf() {
            Ok(data) => data,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if data.is_empty() {
            return Ok((head, true));
        }
        let n = data.len().min(HEAD_BYTES - head.len());
        head.extend_from_slice(&data[..n]);
        reader.consume(n);
    }
    Ok((head, false))
}

/// A stream read again from its start: the head read ahead, then the rest.
pub(crate) type Again<R> = io::Chain<io::Cursor<Vec<u8>>, R>;

/// Per language (in [`Locales::iter`] order), how many of the first
/// [`HEAD_GAMES`] games of `head` (a text's first [`HEAD_BYTES`] bytes at
/// most) it reads as they are read with the language found: every
/// language of a game's reading counts it ([`Analyzer::same_reading`]); a
/// game read in no language, or in more than one, counts for none. Unless
/// `complete`, the text was cut and its last game is left out. The counts
/// [`Analyzer::prefer_file`] takes, the same for every front end (the
/// command line counts a stream's head as it reads it, the language server
/// a document's); they are counted with no counts of another text
/// (`analyzer`'s are cleared).
pub fn file_votes(analyzer: &mut Analyzer<'_>, head: &[u8], complete: bool) -> Vec<u32> {
    head_votes(analyzer, head, complete).0
}

/// [`file_votes`], and per game counted, in order, whether its reading
/// looked at the counts ([`Analyzer::asked_file`]): the games the
/// streaming driver reads again once the counts are known ([`work_head`]);
/// the others it writes as read with none.
pub(crate) fn head_votes(
    analyzer: &mut Analyzer<'_>,
    head: &[u8],
    complete: bool,
) -> (Vec<u32>, Vec<bool>) {
    analyzer.prefer_file(&[]);
    let mut votes = vec![0u32; analyzer.locales().len()];
    let mut asked = Vec::new();
    let tree = SyntaxTree::parse(head);
    let games = tree.games().count() - usize::from(!complete && tree.games().count() > 0);
    let record = std::mem::replace(&mut analyzer.record_moves, false);
    let mut analysis = Analysis::default();
    for game in tree.games().take(games.min(HEAD_GAMES)) {
        analyzer.analyze_into(&game, LanguageChoice::Auto, &mut analysis);
        let mixed = analysis
            .diagnostics
            .iter()
            .any(|d| d.code == Code::MixedLanguages);
        count_game(
            analyzer,
            &analysis,
            tree.source(),
            analyzer.last_events(),
            mixed,
            &mut votes,
        );
        asked.push(analyzer.asked_file());
    }
    analyzer.record_moves = record;
    (votes, asked)
}

/// Counts one game, read into `analysis` from the `events` of `src`, into
/// `votes` ([`file_votes`]); `mixed`: its moves were read in more than one
/// language.
pub(crate) fn count_game(
    analyzer: &Analyzer<'_>,
    analysis: &Analysis,
    src: &[u8],
    events: &crate::events::Events,
    mixed: bool,
    votes: &mut [u32],
) {
    let Some(language) = analysis.language else {
        return;
    };
    if analysis.first_move_error.is_some() || analysis.move_count == 0 || mixed {
        return;
    }
    for member in analyzer.same_reading(src, events, language) {
        votes[member] += 1;
    }
}

/// A worker's [`Worker::count_languages`] (check's and translate's): counts
/// the game it just read into `votes`, from the events the plain reader
/// made of `chunk` (`plain`) or else the analyzer's own of `tree`; a game
/// whose findings say its moves were read in more than one language is
/// not counted. Whether the game's walk asked for the file's counts.
#[allow(clippy::too_many_arguments)]
pub(crate) fn count_read_game(
    analyzer: &Analyzer<'_>,
    analysis: &Analysis,
    plain: bool,
    chunk: &GameChunk<'_>,
    tree: &SyntaxTree,
    plain_events: &crate::events::Events,
    findings: &[Finding<'static>],
    votes: &mut [u32],
) -> bool {
    let (src, events) = if plain {
        (chunk.bytes(), plain_events)
    } else {
        (tree.source(), analyzer.last_events())
    };
    let mixed = findings
        .iter()
        .any(|f| f.diagnostic.code == Code::MixedLanguages);
    count_game(analyzer, analysis, src, events, mixed, votes);
    analyzer.asked_file()
}

/// The number of worker threads to use by default: one per core, or none
/// (work on the calling thread) on a single core.
#[must_use]
pub(crate) fn default_threads() -> usize {
    thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// Reads every game of `reader`, has a worker made by `make` work through
/// each, and calls `emit` with each game's results in stream order.
/// `threads` threads work (with 0 or 1, the calling thread alone; with
/// more, the calling thread and `threads - 1` of their own). A game longer than `limit` bytes is handed to
/// the worker in pieces, not read ([`GameChunk::oversized`]). With
/// `languages` (how many), the languages of the stream's first games are
/// counted as they are worked through ([`work_head`]) and name groups of
/// languages in every game ([`Worker::prefer_file`]).
///
/// # Errors
/// Errors of the stream, and the first error `emit` returns (which stops
/// the run).
pub(crate) fn run<R, W, M, E>(
    mut reader: R,
    threads: usize,
    limit: usize,
    languages: Option<usize>,
    make: M,
    mut emit: E,
) -> io::Result<()>
where
    R: BufRead,
    W: Worker,
    M: Fn() -> W + Sync,
    E: FnMut(GameDone<'_>) -> io::Result<()>,
{
    let Some(languages) = languages else {
        let rest = io::Cursor::new(Vec::new()).chain(reader);
        return run_from(rest, (1, 0), threads, limit, make, emit);
    };
    let Rest { bytes, at, votes } = work_head(&mut reader, languages, limit, &make, &mut emit)?;
    let make = || {
        let mut worker = make();
        worker.prefer_file(&votes);
        worker
    };
    run_from(
        io::Cursor::new(bytes).chain(reader),
        at,
        threads,
        limit,
        make,
        emit,
    )
}

/// What is left of a stream once its head's games are worked through
/// ([`work_head`]).
struct Rest {
    /// The bytes read past them,
    bytes: Vec<u8>,
    /// where they start (line, offset),
    at: (u64, u64),
    /// and the counts of the head's languages.
    votes: Vec<u32>,
}

/// One game of a stream's head, worked through before the file's counts
/// were known.
struct HeadGame {
    /// Its bytes in the head, and the line it starts on.
    range: std::ops::Range<usize>,
    line: u64,
    /// Where its results end in the head's outputs.
    mark: Mark,
    /// Whether its reading looked at the file's counts.
    asked: bool,
    /// The replays its reading started ([`replayed`]).
    replays: u64,
}

/// Works through the games of the first [`HEAD_BYTES`] of `reader` (at
/// most [`HEAD_GAMES`], and never the last game of a head cut short),
/// counting the languages of each ([`Worker::count_languages`]), and
/// hands out their results once the counts are known: each game is read
/// once, with no counts, and that reading stands, unless it looked at the
/// counts (it went on to group languages, [`Analyzer::asked_file`]); only
/// such a game is read again, with them. Returns what is left of the
/// stream, and the counts.
fn work_head<R: BufRead, W: Worker>(
    reader: &mut R,
    languages: usize,
    limit: usize,
    make: &impl Fn() -> W,
    emit: &mut impl FnMut(GameDone<'_>) -> io::Result<()>,
) -> io::Result<Rest> {
    let (mut head, complete) = read_head(reader)?;
    let mut votes = vec![0u32; languages];
    let mut worker = make();
    let (mut out, mut findings) = (Vec::new(), Vec::new());
    let mut games: Vec<HeadGame> = Vec::new();
    let mut at = (1, head.len());
    {
        let mut pgn = PgnReader::new(&head[..])
            .sparse()
            .with_limit(limit)
            .bare(worker.bare());
        let mut counted = 0;
        while let Some(chunk) = pgn.next_game()? {
            let start = chunk.offset() as usize;
            let end = start + chunk.bytes().len();
            // A game cut short by the head's end is the rest's, and so are
            // the games past the count.
            if (end == head.len() && !complete) || counted == HEAD_GAMES {
                at = (chunk.line(), start);
                break;
            }
            let first_finding = findings.len();
            let before = replays();
            let (g, moves) = worker.game(&chunk, &mut out, &mut findings);
            let replays = replays() - before;
            let asked = if g == 1 && chunk.oversized().is_none() {
                counted += 1;
                worker.count_languages(&chunk, &findings[first_finding..], &mut votes)
            } else {
                false
            };
            games.push(HeadGame {
                range: start..end,
                line: chunk.line(),
                mark: Mark {
                    out_end: out.len(),
                    findings_end: findings.len(),
                    bytes: (end - start) as u64,
                    games: g,
                    moves,
                },
                asked,
                replays,
            });
        }
    }
    let mut again: Option<W> = None;
    let (mut out_start, mut findings_start) = (0, 0);
    let (mut redone_out, mut redone) = (Vec::new(), Vec::new());
    for game in &games {
        let mark = game.mark;
        let mut done = GameDone {
            out: &out[out_start..mark.out_end],
            findings: &findings[findings_start..mark.findings_end],
            bytes: mark.bytes,
            games: mark.games,
            moves: mark.moves,
        };
        out_start = mark.out_end;
        findings_start = mark.findings_end;
        if game.asked {
            let worker = again.get_or_insert_with(|| {
                let mut worker = make();
                worker.prefer_file(&votes);
                worker
            });
            redone_out.clear();
            redone.clear();
            let mut pgn = PgnReader::new(&head[game.range.clone()])
                .sparse()
                .with_limit(limit)
                .bare(worker.bare());
            if let Some(chunk) = pgn.next_game()? {
                let before = replays();
                let (games, moves) = worker.game(&chunk, &mut redone_out, &mut redone);
                replayed(game.replays + replays() - before, games);
                for finding in &mut redone {
                    finding.line += game.line - 1;
                    finding.end_line += game.line - 1;
                    finding.offset += game.range.start as u64;
                }
                done = GameDone {
                    out: &redone_out,
                    findings: &redone,
                    games,
                    moves,
                    ..done
                };
            }
        }
        if !game.asked {
            replayed(game.replays, mark.games);
        }
        emit(done)?;
    }
    Ok(Rest {
        bytes: head.split_off(at.1),
        at: (at.0, at.1 as u64),
        votes,
    })
}

/// [`run`] on a stream that starts `at` a line (1-based) and a byte
/// offset of the whole input.
fn run_from<R, W, M, E>(
    reader: R,
    at: (u64, u64),
    threads: usize,
    limit: usize,
    make: M,
    mut emit: E,
) -> io::Result<()>
where
    R: BufRead,
    W: Worker,
    M: Fn() -> W + Sync,
    E: FnMut(GameDone<'_>) -> io::Result<()>,
{
    // The calling thread's worker.
    let mut here = make();
    let mut cutter = Cutter {
        inner: reader,
        carry: Vec::new(),
        eof: false,
        limit,
        bare: here.bare(),
    };
    if threads <= 1 {
        return blocks_here(cutter, &mut here, &mut emit, at, limit);
    }
    // A stream that fits in one block is worked through here.
    let mut first = Slot::default();
    if cutter.fill(&mut first)? {
        let rest = io::Cursor::new(first.bytes).chain(cutter.rest());
        return sequential(rest, &mut here, &mut emit, at, limit);
    }
    if first.next_first.is_none() {
        first.work(&mut here, limit, true);
        return first.emit(at.0, at.1, &mut emit);
    }
    // The calling thread reads and cuts the stream, hands out the results,
    // and works through blocks too: `threads - 1` helpers on threads of
    // their own take the blocks it sends them, each with a block waiting
    // while it works through one, and the calling thread works through
    // the blocks that find their queue full. Nobody waits for a block in
    // the steady state: a helper's next block is there when it is done
    // with one, and the calling thread never waits for one of theirs
    // unless [`max_in_flight`] blocks are not handed out yet. (A calling
    // thread that only read, with a helper per core, made a thread more
    // than cores and had each side wait for the other about once a block:
    // some 8 800 context switches on 100 MB.)
    let helpers = threads - 1;
    let (work_tx, work_rx) = mpsc::channel::<Slot>();
    let (done_tx, done_rx) = mpsc::channel::<thread::Result<Slot>>();
    let work_rx = Mutex::new(work_rx);
    thread::scope(|scope| {
        // Both ends are dropped when this closure returns, however it
        // returns: the helpers then stop.
        let (work_tx, done_rx) = (work_tx, done_rx);
        for _ in 0..helpers {
            let done_tx = done_tx.clone();
            let work_rx = &work_rx;
            let make = &make;
            scope.spawn(move || {
                let mut worker = None;
                loop {
                    let next = work_rx
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner)
                        .recv();
                    let Ok(mut slot) = next else {
                        return;
                    };
                    let result = panic::catch_unwind(AssertUnwindSafe(|| {
                        slot.work(worker.get_or_insert_with(make), limit, false);
                        slot
                    }));
                    let failed = result.is_err();
                    if done_tx.send(result).is_err() || failed {
                        return;
                    }
                }
            });
        }
        drop(done_tx);

        let mut order = Order {
            pending: BTreeMap::new(),
            free: Vec::new(),
            next: 0,
            line: at.0,
            offset: at.1,
            worker: Some(here),
            limit,
        };
        let queue = QUEUE * helpers as u64;
        let max_in_flight = max_in_flight(threads);
        // Blocks read, blocks sent to the helpers, blocks back from them.
        let (mut sent, mut given, mut received) = (0u64, 0u64, 0u64);
        let mut slot = first;
        loop {
            slot.seq = sent;
            slot.last_seq = sent;
            let last = slot.next_first.is_none();
            while let Ok(done) = done_rx.try_recv() {
                received += 1;
                order.take(done, &make, &mut emit)?;
            }
            if given - received < queue {
                if work_tx.send(slot).is_err() {
                    return Err(stopped());
                }
                given += 1;
            } else {
                slot.work(order.worker.get_or_insert_with(&make), limit, false);
                order.take(Ok(slot), &make, &mut emit)?;
            }
            sent += 1;
            // Hand out what is done, waiting while too much is on its way.
            while let Ok(done) = done_rx.try_recv() {
                received += 1;
                order.take(done, &make, &mut emit)?;
            }
            while sent - order.next >= max_in_flight && received < given {
                let done = done_rx.recv().map_err(|_| stopped())?;
                received += 1;
                order.take(done, &make, &mut emit)?;
            }
            if last {
                break;
            }
            slot = order.free.pop().unwrap_or_default();
            if cutter.fill(&mut slot)? {
                // No place to cut: every block on its way is handed out,
                // then the rest of the stream (with a block waiting for
                // its end) is read game by game here, in bounded memory.
                drop(work_tx);
                while received < given {
                    let done = done_rx.recv().map_err(|_| stopped())?;
                    received += 1;
                    order.take(done, &make, &mut emit)?;
                }
                let mut head = Vec::new();
                while let Some(waiting) = order.pending.remove(&order.next) {
                    head.extend_from_slice(&waiting.bytes);
                    order.next = waiting.last_seq + 1;
                }
                head.extend_from_slice(&slot.bytes);
                let rest = io::Cursor::new(head).chain(cutter.rest());
                let mut worker = order.worker.take().unwrap_or_else(&make);
                let at = (order.line, order.offset);
                return sequential(rest, &mut worker, &mut emit, at, limit);
            }
        }
        drop(work_tx);
        while received < given {
            let done = done_rx.recv().map_err(|_| stopped())?;
            received += 1;
            order.take(done, &make, &mut emit)?;
        }
        if order.next < sent {
            return Err(io::Error::other("blocks left unhanded"));
        }
        Ok(())
    })
}

/// How many blocks a helper thread has sent to it at most: one worked
/// through, one waiting.
const QUEUE: u64 = 2;

/// How many blocks may be read and not yet handed out, with `threads`
/// threads working: the helpers' queues ([`QUEUE`]), the block the calling
/// thread works through, and one done out of turn.
fn max_in_flight(threads: usize) -> u64 {
    QUEUE * (threads as u64 - 1) + 2
}

/// Works through every game of the stream `cutter` cuts, block by block,
/// on this thread, the stream starting `at` a line (1-based) and a byte
/// offset of the whole input: each block is lexed, cut into games and its
/// tokens made relative to their games in one pass ([`Slot::work`]), as
/// the worker threads do, rather than lexed, scanned and shifted in three
/// ([`PgnReader`]). A block that could not end where it was cut takes in
/// the next one before any of its games is worked through; a stream with
/// no place to cut is read game by game ([`sequential`]).
fn blocks_here<R: BufRead, W: Worker>(
    mut cutter: Cutter<R>,
    worker: &mut W,
    emit: &mut impl FnMut(GameDone<'_>) -> io::Result<()>,
    (mut line, mut offset): (u64, u64),
    limit: usize,
) -> io::Result<()> {
    let (mut slot, mut next) = (Slot::default(), Slot::default());
    loop {
        if cutter.fill(&mut slot)? {
            let rest = io::Cursor::new(std::mem::take(&mut slot.bytes)).chain(cutter.rest());
            return sequential(rest, worker, emit, (line, offset), limit);
        }
        slot.work(worker, limit, true);
        while !slot.ends_clean {
            let mut at = (line, offset);
            slot.emit_prefix(&mut at, emit)?;
            (line, offset) = at;
            if cutter.fill(&mut next)? {
                slot.bytes.append(&mut next.bytes);
                let rest = io::Cursor::new(std::mem::take(&mut slot.bytes)).chain(cutter.rest());
                return sequential(rest, worker, emit, (line, offset), limit);
            }
            slot.bytes.append(&mut next.bytes);
            slot.next_first = next.next_first;
            if slot.next_first.is_none() || slot.bytes.len() >= 2 * slot.worked {
                slot.work(worker, limit, true);
            }
        }
        slot.emit(line, offset, emit)?;
        line += slot.lines;
        offset += slot.bytes.len() as u64;
        if slot.next_first.is_none() {
            return Ok(());
        }
        slot.trim();
    }
}

/// Works through every game of `reader` on this thread, the stream
/// starting `at` a line (1-based) and a byte offset of the whole input,
/// reading games of at most `limit` bytes.
fn sequential<R: BufRead, W: Worker>(
    reader: R,
    worker: &mut W,
    emit: &mut impl FnMut(GameDone<'_>) -> io::Result<()>,
    (line, offset): (u64, u64),
    limit: usize,
) -> io::Result<()> {
    let mut reader = PgnReader::new(reader)
        .sparse()
        .with_limit(limit)
        .bare(worker.bare());
    let (mut out, mut findings) = (Vec::new(), Vec::new());
    while let Some(chunk) = reader.next_game()? {
        out.clear();
        findings.clear();
        let (games, moves) = work_game(worker, &chunk, &mut out, &mut findings);
        for finding in &mut findings {
            finding.line += line - 1;
            finding.end_line += line - 1;
            finding.offset += offset;
        }
        emit(GameDone {
            out: &out,
            findings: &findings,
            bytes: chunk.bytes().len() as u64,
            games,
            moves,
        })?;
    }
    Ok(())
}

fn stopped() -> io::Error {
    io::Error::other("worker threads stopped")
}

/// Putting the blocks worked through back in stream order.
struct Order<W> {
    /// Blocks worked through, by number, waiting for their turn.
    pending: BTreeMap<u64, Slot>,
    /// Slots to reuse.
    free: Vec<Slot>,
    /// The number of the next block to hand out.
    next: u64,
    /// Where that block starts: line (1-based) and offset.
    line: u64,
    offset: u64,
    /// A worker for blocks joined on this thread.
    worker: Option<W>,
    /// The longest game read (bytes).
    limit: usize,
}

impl<W: Worker> Order<W> {
    /// Takes a block back from a worker and hands out every block whose
    /// turn has come.
    fn take(
        &mut self,
        done: thread::Result<Slot>,
        make: &impl Fn() -> W,
        emit: &mut impl FnMut(GameDone<'_>) -> io::Result<()>,
    ) -> io::Result<()> {
        let slot = done.unwrap_or_else(|payload| panic::resume_unwind(payload));
        self.pending.insert(slot.seq, slot);
        while let Some(mut slot) = self.pending.remove(&self.next) {
            // A block that could not end where it was cut takes in the next
            // one, when it is back, and is worked through again.
            while !slot.ends_clean {
                // (Its start is where a game begins: the block before
                // ended clean.)
                let mut at = (self.line, self.offset);
                slot.emit_prefix(&mut at, emit)?;
                (self.line, self.offset) = at;
                let Some(next) = self.pending.remove(&(slot.last_seq + 1)) else {
                    self.pending.insert(slot.seq, slot);
                    return Ok(());
                };
                slot.bytes.extend_from_slice(&next.bytes);
                slot.next_first = next.next_first;
                slot.last_seq = next.last_seq;
                let mut next = next;
                next.trim();
                self.free.push(next);
                if slot.next_first.is_none() || slot.bytes.len() >= 2 * slot.worked {
                    slot.work(self.worker.get_or_insert_with(make), self.limit, true);
                }
            }
            let result = slot.emit(self.line, self.offset, emit);
            self.line += slot.lines;
            self.offset += slot.bytes.len() as u64;
            self.next = slot.last_seq + 1;
            slot.trim();
            self.free.push(slot);
            result?;
        }
        Ok(())
    }
}

/// In [`Slot::starts`], the line breaks of a game the byte reader read:
/// not counted.
const UNCOUNTED: u64 = u64::MAX;

/// How many line feeds `bytes` holds.
#[inline]
fn memchr_count(bytes: &[u8]) -> u64 {
    memchr::memchr_iter(b'\n', bytes).count() as u64
}

#[cfg(test)]
mod tests {
    use super::Window;

    /// Whatever a window gives at an offset is the block's text there, and
    /// at least as much of it as is UTF-8 up to the window's margin, or up
    /// to a whole window: asked at every offset in turn (as the byte reader
    /// reads its games) and at offsets out of turn, over a block whose
    /// characters of two to four bytes straddle the windows' ends and
    /// which holds bytes that are not UTF-8.
    #[test]
    fn a_window_gives_the_text_of_the_block_as_far_as_it_is_utf8() {
        let mut block = Vec::new();
        while block.len() < 5 * Window::LEN {
            block.extend_from_slice("[Event \"Ιδ4 ♘f3 🙂\"]\n1. e4 e5 *\n\n".as_bytes());
            if block.len() % 7 == 3 {
                block.push(0xE9);
            }
        }
        assert!(block.contains(&0xE9));
        fn check<'a>(window: &mut Window<'a>, at: usize, block: &'a [u8]) {
            // How much of the block is UTF-8 from `at` (none when `at` is
            // inside a character or at a byte that is not UTF-8).
            let ahead = match std::str::from_utf8(&block[at..]) {
                Ok(text) => text.len(),
                Err(e) => e.valid_up_to(),
            };
            match window.text_at(block, at) {
                Some(text) => {
                    assert_eq!(text.as_bytes(), &block[at..at + text.len()], "at {at}");
                    let least = ahead.min(Window::AHEAD);
                    assert!(text.len() >= least, "at {at}: {} < {least}", text.len());
                }
                None => assert_eq!(ahead, 0, "no text at {at}"),
            }
        }
        let mut window = Window::default();
        for at in 0..=block.len() {
            check(&mut window, at, &block);
        }
        for at in [
            3 * Window::LEN,
            10,
            Window::LEN - 1,
            0,
            block.len(),
            2 * Window::LEN + 5,
        ] {
            check(&mut window, at, &block);
        }
    }
}
