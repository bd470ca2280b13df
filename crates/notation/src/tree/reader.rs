//! Reading a PGN stream game by game, in flat memory.

use std::{
    io::{self, BufRead},
    ops::Range,
};

use super::split::Splitter;
use crate::lexer::{Token, TokenKind, lex_into, lex_sparse_into};

/// How many bytes the reader lexes at once by default.
const SEGMENT: usize = 64 * 1024;

/// One game's bytes, cut from a stream by a [`PgnReader`], with its tokens.
///
/// Chunks tile the stream: the first starts at offset 0 and each one starts
/// where the one before it ended (see the [module documentation] for what a
/// game holds). A chunk holds exactly one game, except in a stream with no
/// game at all (only whitespace, comments or junk), which is one chunk with
/// no game.
///
/// [module documentation]: super
#[derive(Clone, Copy, Debug)]
pub struct GameChunk<'r> {
    bytes: &'r [u8],
    tokens: &'r [Token],
    offset: u64,
    line: u64,
    has_game: bool,
    /// Whether [`TokenKind::Whitespace`] tokens were left out.
    sparse: bool,
    /// Whether the chunk is bare text, cut into games as
    /// [`super::split::Splitter::bare`] cuts it (a `[` opens no tag pair).
    bare: bool,
    /// How many characters stand before the chunk on its first line (a
    /// game printed inside a sentence starts in the middle of its line).
    column: u64,
    /// Whether this is a piece of a game longer than the reader's limit
    /// (no tokens), and whether it is its first piece.
    oversized: Option<bool>,
}

/// The longest game (or line) a [`PgnReader`] reads unless told otherwise
/// ([`PgnReader::with_limit`]): 64 MiB. A longer one is handed out in
/// pieces of raw bytes, without tokens ([`GameChunk::oversized`]), up to
/// the next line that starts with `[`: memory stays bounded whatever the
/// input (a file of one endless line, `/dev/zero`). No published game
/// comes near: the longest annotated games are a few hundred kilobytes.
pub const MAX_GAME_BYTES: usize = 64 << 20;

/// The smallest limit a reader takes ([`parse_size`]): 1 KiB. Below it
/// the tag pairs of an ordinary game alone would pass it.
pub const MIN_GAME_LIMIT: usize = 1 << 10;

/// The largest limit a reader takes ([`parse_size`]): 1 GiB. Reading a
/// game takes a multiple of its size (about 16 bytes a byte), and offsets
/// in a game are 32-bit.
pub const MAX_GAME_LIMIT: usize = 1 << 30;

/// Why a size was refused by [`parse_size`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizeError {
    /// Not a whole number of bytes with an optional unit.
    NotASize,
    /// Less than [`MIN_GAME_LIMIT`] (0 included).
    TooSmall,
    /// More than [`MAX_GAME_LIMIT`].
    TooLarge,
}

/// Reads a limit on the size of a game: a whole number of bytes, with an
/// optional unit, in any case, spaces allowed before it: `B`; `K`, `KiB`
/// (1024 bytes); `M`, `MiB`; `G`, `GiB`; and `KB`, `MB`, `GB` as powers of
/// 1000 (as GNU tools read them). `64MiB`, `1M`, `512 KiB`, `4096`.
///
/// # Errors
/// What is no such size, and a size outside
/// [`MIN_GAME_LIMIT`]..=[`MAX_GAME_LIMIT`].
pub fn parse_size(text: &str) -> Result<usize, SizeError> {
    let text = text.trim();
    let digits = text.len() - text.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (number, unit) = text.split_at(digits);
    if number.is_empty() {
        return Err(SizeError::NotASize);
    }
    let unit = unit.trim_start().to_ascii_lowercase();
    let scale: u64 = match unit.as_str() {
        "" | "b" => 1,
        "k" | "kib" => 1 << 10,
        "m" | "mib" => 1 << 20,
        "g" | "gib" => 1 << 30,
        "kb" => 1_000,
        "mb" => 1_000_000,
        "gb" => 1_000_000_000,
        _ => return Err(SizeError::NotASize),
    };
    // Any number of digits: past u64 it is too large all the same.
    let bytes = number
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(scale));
    match bytes {
        None => Err(SizeError::TooLarge),
        Some(b) if b > MAX_GAME_LIMIT as u64 => Err(SizeError::TooLarge),
        Some(b) if b < MIN_GAME_LIMIT as u64 => Err(SizeError::TooSmall),
        Some(b) => Ok(b as usize),
    }
}

/// At most how many bytes the reader takes from its source at once: a
/// segment, so that a source with all of it at hand (a slice) is not lexed
/// all at once, its tokens (twelve bytes for every two or three of text)
/// held together.
const READ_STEP: usize = SEGMENT;

impl<'r> GameChunk<'r> {
    /// A chunk from its parts, as a [`PgnReader`] gave them.
    pub(crate) fn from_parts(
        bytes: &'r [u8],
        tokens: &'r [Token],
        offset: u64,
        line: u64,
        has_game: bool,
    ) -> GameChunk<'r> {
        GameChunk {
            bytes,
            tokens,
            offset,
            line,
            has_game,
            sparse: false,
            bare: false,
            column: 0,
            oversized: None,
        }
    }

    /// The same chunk, of bare text when `bare` ([`GameChunk::is_bare`]).
    pub(crate) fn bare(mut self, bare: bool) -> GameChunk<'r> {
        self.bare = bare;
        self
    }

    /// Whether the chunk is bare text (a page with no tag pair,
    /// [`crate::prose::bare_text`]), where a `[` opens no tag pair and
    /// starts no game: a tree of it is built as the reader cut it.
    #[must_use]
    pub fn is_bare(&self) -> bool {
        self.bare
    }

    /// Whether the plain reader may read the chunk ([`Events::read_plain`],
    /// [`crate::analysis::Analyzer::analyze_plain`]): not when it is bare
    /// text holding a `[`, a word there ([`GameChunk::is_bare`]) but a tag
    /// pair's opening to the plain reader, which would read tags the tree
    /// does not.
    ///
    /// [`Events::read_plain`]: crate::events::Events::read_plain
    #[must_use]
    pub fn may_be_plain(&self) -> bool {
        !self.bare || !self.tokens.iter().any(|t| t.kind == TokenKind::TagOpen)
    }

    /// The chunk, starting `column` characters into its first line.
    pub(crate) fn at_column(mut self, column: u64) -> GameChunk<'r> {
        self.column = column;
        self
    }

    /// How many characters stand before the chunk on its first line.
    #[must_use]
    pub fn column(&self) -> u64 {
        self.column
    }

    /// A chunk whose tokens leave out [`TokenKind::Whitespace`] (spaces and
    /// tabs within a line): the plain reader skips them anyway, and a tree
    /// puts them back from the gaps between the tokens.
    pub(crate) fn sparse(mut self) -> GameChunk<'r> {
        self.sparse = true;
        self
    }

    /// Whether the tokens leave out white space within lines.
    pub(crate) fn is_sparse(&self) -> bool {
        self.sparse
    }

    /// The same chunk, unless it is longer than `limit` bytes: then the
    /// first and only piece of a game too large to read, its tokens left
    /// out (what [`PgnReader`] hands out for a game it finds whole past
    /// its limit).
    pub(crate) fn bounded(mut self, limit: usize) -> GameChunk<'r> {
        if self.bytes.len() > limit && self.oversized.is_none() {
            self.tokens = &[];
            self.has_game = true;
            self.oversized = Some(true);
        }
        self
    }

    /// The game's bytes.
    #[must_use]
    pub fn bytes(&self) -> &'r [u8] {
        self.bytes
    }

    /// The tokens of [`GameChunk::bytes`], with offsets relative to the
    /// chunk's start. They are the tokens the [lexer](crate::lexer) gives for
    /// the chunk, except that a tag name on the line after its `[` is a
    /// [`TokenKind::Word`] (the tree makes it a tag name), and that a chunk
    /// of the parallel pipeline leaves out [`TokenKind::Whitespace`].
    #[must_use]
    pub fn tokens(&self) -> &'r [Token] {
        self.tokens
    }

    /// The byte offset of the chunk's start in the stream.
    #[must_use]
    pub fn offset(&self) -> u64 {
        self.offset
    }

    /// The 1-based line of the stream where the chunk starts (lines end with
    /// `\n`, `\r\n` or `\r`).
    #[must_use]
    pub fn line(&self) -> u64 {
        self.line
    }

    /// Whether the chunk holds a game (false only for a stream with no
    /// game).
    #[must_use]
    pub fn has_game(&self) -> bool {
        self.has_game
    }

    /// For a piece of a game longer than the reader's limit (raw bytes, no
    /// tokens): `Some(true)` for its first piece, `Some(false)` for the
    /// others; `None` for a game read in full.
    #[must_use]
    pub fn oversized(&self) -> Option<bool> {
        self.oversized
    }
}

/// Cuts a PGN stream into games, one at a time, in memory bounded by the
/// largest game (and the longest line) rather than by the stream.
///
/// The reader lexes the stream once, line by line, and runs the tokens
/// through the same game-splitting rules as [`super::SyntaxTree`]: for any
/// input, its chunks are exactly the games of [`super::parse`] (a `[`
/// inside a comment or a string splits nothing). Each chunk comes with its
/// tokens, so [`super::SyntaxTree::parse_chunk`] builds its tree without
/// lexing it again. Buffers are reused from game to game.
///
/// ```
/// use forsyth_notation::tree::{PgnReader, SyntaxTree};
///
/// let pgn = "[Event \"A\"]\n\n1. e4 1-0\n\n[Event \"B\"]\n\n1. d4 0-1\n";
/// let mut reader = PgnReader::new(pgn.as_bytes());
/// let mut tree = SyntaxTree::new();
/// let mut lines = Vec::new();
/// while let Some(chunk) = reader.next_game().unwrap() {
///     lines.push(chunk.line());
///     tree.parse_chunk(&chunk);
///     assert!(tree.errors().is_empty());
/// }
/// assert_eq!(lines, [1, 5]);
/// ```
#[derive(Debug)]
pub struct PgnReader<R> {
    inner: R,
    /// Bytes from the stream, from `buf_offset` on.
    buf: Vec<u8>,
    buf_offset: u64,
    /// Tokens lexed from `buf`, offsets relative to `buf` (and relative to
    /// their chunk once handed out): those of the current game from
    /// `game_token` on, then those not yet run through the splitter from
    /// `scan` on.
    tokens: Vec<Token>,
    game_token: usize,
    scan: usize,
    /// Where the current game starts in `buf`, and its line.
    game_start: usize,
    game_line: u64,
    /// Line breaks in the tokens of the current game scanned so far.
    game_breaks: u64,
    /// Bytes of `buf` before this offset are lexed.
    lexed: usize,
    /// Lexing must restart at `lexed` at a `{` comment not closed in the
    /// bytes read so far.
    brace_wait: bool,
    /// Bytes of `buf` before this offset were searched for line ends (and
    /// for `}` while waiting for one).
    searched: usize,
    /// The last line end found in `buf[lexed..searched]`.
    cut: Option<usize>,
    /// The first `}` found after the waiting `{`.
    brace: Option<usize>,
    splitter: Splitter,
    seen_game: bool,
    /// How many bytes to gather before lexing.
    segment: usize,
    /// The chunk last returned: its end in `buf`, its end token, its line
    /// breaks.
    returned: Option<(usize, usize, u64)>,
    /// The bytes and tokens of the chunk last returned, while they are
    /// still in `buf` and `tokens` ([`PgnReader::parse_last`]).
    handed: Option<(Range<usize>, Range<usize>)>,
    eof: bool,
    done: bool,
    /// Whether spaces and tabs within lines are left out of the tokens.
    sparse: bool,
    /// Whether the reader is inside a game longer than `limit`, handing
    /// it out in pieces up to the next line starting with `[`.
    skipping: bool,
    /// The longest game read (bytes): [`MAX_GAME_BYTES`] unless told
    /// otherwise.
    limit: usize,
}

impl<R: BufRead> PgnReader<R> {
    /// A reader of the stream `inner`.
    pub fn new(inner: R) -> PgnReader<R> {
        PgnReader::with_segment_size(inner, SEGMENT)
    }

    /// A reader of the stream `inner` that gathers `bytes` bytes (64 KiB by
    /// default; at least one whole line in any case) before lexing them.
    /// Less makes each game come out sooner from a slow stream (a pipe fed
    /// by hand), at some cost in speed.
    pub fn with_segment_size(inner: R, bytes: usize) -> PgnReader<R> {
        PgnReader {
            inner,
            buf: Vec::new(),
            buf_offset: 0,
            tokens: Vec::new(),
            game_token: 0,
            scan: 0,
            game_start: 0,
            game_line: 1,
            game_breaks: 0,
            lexed: 0,
            brace_wait: false,
            searched: 0,
            cut: None,
            brace: None,
            splitter: Splitter::new(),
            seen_game: false,
            segment: bytes,
            returned: None,
            handed: None,
            eof: false,
            done: false,
            sparse: false,
            skipping: false,
            limit: MAX_GAME_BYTES,
        }
    }

    /// The same reader, reading games (and lines) of at most `bytes`
    /// bytes (at least 1); a longer one is handed out in pieces, not read
    /// ([`GameChunk::oversized`]). Memory stays bounded by about the
    /// limit, plus the segment size.
    #[must_use]
    pub fn with_limit(mut self, bytes: usize) -> PgnReader<R> {
        self.limit = bytes.max(1);
        self
    }

    /// The longest game this reader reads, in bytes.
    #[must_use]
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// The same reader, leaving [`TokenKind::Whitespace`] (spaces and tabs
    /// within a line) out of the chunks' tokens: faster for a caller that
    /// skips them anyway; [`super::SyntaxTree::parse_chunk`] puts them back.
    #[must_use]
    pub(crate) fn sparse(mut self) -> PgnReader<R> {
        self.sparse = true;
        self
    }

    /// The same reader, reading bare text (a page with no tag pair:
    /// [`crate::prose::bare_text`]) when `bare`: a `[` starts no game, and
    /// games are cut at results only ([`Splitter::bare`]).
    #[must_use]
    pub fn bare(mut self, bare: bool) -> PgnReader<R> {
        self.splitter = Splitter::of(bare);
        self
    }

    /// The stream.
    pub fn get_ref(&self) -> &R {
        &self.inner
    }

    /// The stream, given back (bytes already read from it are lost).
    pub fn into_inner(self) -> R {
        self.inner
    }

    /// The next game, or `None` at the end of the stream.
    ///
    /// # Errors
    ///
    /// Errors of the stream. After an error the reader should not be used
    /// further.
    pub fn next_game(&mut self) -> io::Result<Option<GameChunk<'_>>> {
        self.handed = None;
        if let Some((end, end_token, breaks)) = self.returned.take() {
            self.game_line += breaks;
            self.game_start = end;
            self.game_token = end_token;
        }
        if self.done {
            return Ok(None);
        }
        loop {
            if self.skipping {
                return self.next_piece();
            }
            if let Some(boundary) = self.scan_tokens() {
                let start = self.tokens[boundary].start as usize;
                return Ok(Some(self.hand_out_bounded(start, boundary)));
            }
            if self.eof && self.lexed >= self.buf.len() {
                self.done = true;
                let end = self.buf.len();
                if self.game_start >= end {
                    return Ok(None);
                }
                let end_token = self.tokens.len();
                return Ok(Some(self.hand_out_bounded(end, end_token)));
            }
            if self.buf.len() - self.game_start > self.limit {
                return Ok(Some(self.oversize()));
            }
            self.lex_more()?;
        }
    }

    /// Builds `tree` from the chunk [`PgnReader::next_game`] returned last,
    /// as [`super::SyntaxTree::parse_chunk`] does, but moving the chunk's
    /// bytes and tokens into the tree instead of copying them: a long game
    /// is held once, not twice. The reader keeps the tree's old buffers
    /// for the games to come, with what it read past the game. An empty
    /// tree when no chunk was returned since, or the last was a piece of
    /// an oversized game.
    pub fn parse_last(&mut self, tree: &mut super::SyntaxTree) {
        let Some((bytes, tokens)) = self.handed.take() else {
            tree.parse_into(b"");
            return;
        };
        let src = take_range(&mut self.buf, &mut tree.src, bytes.clone());
        let taken = take_range(&mut self.tokens, &mut tree.tokens, tokens.clone());
        // What the reader keeps now starts at the game's end.
        let shift = bytes.end;
        self.buf_offset += shift as u64;
        self.game_start = 0;
        self.game_token = 0;
        if let Some((end, end_token, _)) = &mut self.returned {
            *end = 0;
            *end_token = 0;
        }
        self.scan = self.scan.saturating_sub(tokens.end);
        let delta = shift as u32;
        for token in &mut self.tokens {
            token.start = token.start.wrapping_sub(delta);
            token.end = token.end.wrapping_sub(delta);
        }
        self.lexed = self.lexed.saturating_sub(shift);
        self.searched = self.searched.saturating_sub(shift);
        self.cut = self.cut.map(|c| c.saturating_sub(shift));
        self.brace = self.brace.map(|b| b.saturating_sub(shift));
        tree.bare = self.splitter.is_bare();
        tree.parse_owned(src, taken, self.sparse);
    }

    /// Runs the tokens not yet scanned through the splitter, up to the first
    /// token that starts a new game after the current one, if any.
    #[inline]
    fn scan_tokens(&mut self) -> Option<usize> {
        // Locals stay in registers: the loop is one table lookup a token.
        let mut splitter = self.splitter;
        let mut seen_game = self.seen_game;
        let mut breaks = self.game_breaks;
        let mut found = None;
        let tokens = self.tokens.get(self.scan..).unwrap_or_default();
        let mut scanned = tokens.len();
        for (i, token) in tokens.iter().enumerate() {
            let kind = token.kind;
            let step = splitter.step(kind, token.end.wrapping_sub(token.start));
            if step.new_game {
                if seen_game {
                    found = Some(self.scan + i);
                    scanned = i + 1;
                    break;
                }
                seen_game = true;
            }
            breaks += u64::from(kind == TokenKind::Newline);
            if kind == TokenKind::BraceComment {
                let bytes = self.buf.get(token.start as usize..token.end as usize);
                breaks += count_lines(bytes.unwrap_or_default());
            }
        }
        self.scan += scanned;
        self.splitter = splitter;
        self.seen_game = seen_game;
        self.game_breaks = breaks;
        found
    }

    /// Returns the current game, ending at `end` in `buf` and before token
    /// `end_token`; its tokens are made relative to its start.
    fn hand_out(&mut self, end: usize, end_token: usize) -> GameChunk<'_> {
        let base = self.game_start as u32;
        let tokens = self
            .tokens
            .get_mut(self.game_token..end_token)
            .unwrap_or_default();
        for token in tokens.iter_mut() {
            token.start = token.start.wrapping_sub(base);
            token.end = token.end.wrapping_sub(base);
        }
        self.returned = Some((end, end_token, self.game_breaks));
        self.handed = Some((self.game_start..end, self.game_token..end_token));
        self.game_breaks = 0;
        GameChunk {
            bytes: self.buf.get(self.game_start..end).unwrap_or_default(),
            tokens: self
                .tokens
                .get(self.game_token..end_token)
                .unwrap_or_default(),
            offset: self.buf_offset + self.game_start as u64,
            line: self.game_line,
            has_game: self.seen_game,
            sparse: self.sparse,
            bare: self.splitter.is_bare(),
            column: 0,
            oversized: None,
        }
    }

    /// [`PgnReader::hand_out`], unless the game, found whole at once, is
    /// longer than the limit: then it is one oversized piece, its tokens
    /// left behind.
    fn hand_out_bounded(&mut self, end: usize, end_token: usize) -> GameChunk<'_> {
        if end - self.game_start <= self.limit {
            return self.hand_out(end, end_token);
        }
        let start = self.game_start;
        self.piece(start, end, end_token, true)
    }

    /// Hands out the current game, grown past the limit, as the
    /// first piece of an oversized game, forgets its tokens, and goes on
    /// in pieces ([`PgnReader::next_piece`]).
    fn oversize(&mut self) -> GameChunk<'_> {
        // A game that ended with its result before the line that never
        // ends is a game of its own.
        if self.lexed > self.game_start && self.seen_game && self.splitter.can_end_before(0) {
            let (end, end_token) = (self.lexed, self.tokens.len());
            return self.hand_out(end, end_token);
        }
        let (start, end) = (self.game_start, self.buf.len());
        self.forget_tokens(end);
        self.skipping = true;
        self.piece(start, end, 0, true)
    }

    /// The next piece of an oversized game: up to the next line that
    /// starts with `[` (where reading goes on as usual), or the limit, or
    /// the end of the stream.
    fn next_piece(&mut self) -> io::Result<Option<GameChunk<'_>>> {
        loop {
            // Reading more may move the buffer's content.
            let start = self.game_start;
            // A `[` after a line break, in the bytes not searched yet.
            let from = self.searched.max(start + 1);
            let found = self
                .buf
                .get(from..)
                .and_then(|new| memchr::memchr(b'[', new).map(|i| (i, new)))
                .and_then(|(i, new)| {
                    let mut at = from + i;
                    let mut rest = &new[i..];
                    loop {
                        if matches!(self.buf[at - 1], b'\n' | b'\r') {
                            return Some(at);
                        }
                        let next = memchr::memchr(b'[', &rest[1..])?;
                        at += next + 1;
                        rest = &rest[next + 1..];
                    }
                });
            if let Some(resync) = found {
                self.forget_tokens(resync);
                self.skipping = false;
                return Ok(Some(self.piece(start, resync, 0, false)));
            }
            self.searched = self.buf.len();
            if self.eof || self.buf.len() - start > self.limit {
                let end = self.buf.len();
                self.forget_tokens(end);
                if self.eof {
                    self.skipping = false;
                    self.done = true;
                    if start >= end {
                        return Ok(None);
                    }
                }
                return Ok(Some(self.piece(start, end, 0, false)));
            }
            self.read_some()?;
        }
    }

    /// Drops every token: reading starts again at byte `at`, a game's start.
    fn forget_tokens(&mut self, at: usize) {
        self.tokens.clear();
        self.game_token = 0;
        self.scan = 0;
        self.lexed = at;
        self.searched = at;
        self.cut = None;
        self.brace = None;
        self.brace_wait = false;
        self.splitter = Splitter::of(self.splitter.is_bare());
        self.seen_game = false;
        self.game_breaks = 0;
    }

    /// A piece `start..end` of an oversized game, its tokens (if any are
    /// left) ending before `end_token`.
    fn piece(&mut self, start: usize, end: usize, end_token: usize, first: bool) -> GameChunk<'_> {
        let bytes = self.buf.get(start..end).unwrap_or_default();
        self.returned = Some((end, end_token, count_lines(bytes)));
        self.game_breaks = 0;
        GameChunk {
            bytes,
            tokens: &[],
            offset: self.buf_offset + start as u64,
            line: self.game_line,
            has_game: true,
            sparse: self.sparse,
            bare: self.splitter.is_bare(),
            column: 0,
            oversized: Some(first),
        }
    }

    /// Reads until the bytes after `lexed` hold a whole line that can be
    /// lexed alone (or the stream ends), and lexes them.
    fn lex_more(&mut self) -> io::Result<()> {
        while !self.eof && self.buf.len() - self.lexed < self.segment {
            self.read_some()?;
        }
        let end = loop {
            if self.eof {
                break self.buf.len();
            }
            self.search();
            if let Some(cut) = self.cut
                && (!self.brace_wait || self.brace.is_some_and(|b| b < cut))
            {
                break cut;
            }
            if self.buf.len() - self.game_start > self.limit {
                // No line end (or no end of a comment) in sight: the
                // game is too large, whatever comes.
                return Ok(());
            }
            self.read_some()?;
        };
        self.brace_wait = false;
        let from = self.lexed;
        let bytes = self.buf.get(from..end).unwrap_or_default();
        if self.sparse {
            lex_sparse_into(
                bytes,
                from as u32,
                self.splitter.is_bare(),
                &mut self.tokens,
            );
        } else {
            lex_into(
                bytes,
                from as u32,
                self.splitter.is_bare(),
                &mut self.tokens,
            );
        }
        self.lexed = end;
        self.searched = end;
        self.cut = None;
        self.brace = None;
        if !self.eof {
            self.hold_back(end);
        }
        Ok(())
    }

    /// Gives back the last tokens of a segment ending at `end` when more
    /// bytes could lex them differently, to lex them again with more:
    ///
    /// * a `{` comment not closed yet, which may close in bytes to come;
    /// * a `[` with nothing but whitespace after it, whose tag name may come
    ///   on a later line (the lexer reads a tag name differently from other
    ///   words).
    fn hold_back(&mut self, end: usize) {
        let Some(last) = self.tokens.last() else {
            return;
        };
        if last.kind == TokenKind::UnterminatedBraceComment {
            let start = last.start as usize;
            self.tokens.pop();
            self.lexed = start;
            self.brace_wait = true;
            self.searched = start + 1;
            return;
        }
        let open = self.tokens[self.scan..]
            .iter()
            .rposition(|t| !t.kind.is_trivia())
            .map(|i| self.scan + i)
            .filter(|&i| self.tokens[i].kind == TokenKind::TagOpen);
        if let Some(i) = open {
            self.lexed = self.tokens[i].start as usize;
            self.tokens.truncate(i);
            // Lex again once a line end past `end` has come.
            self.searched = end;
        }
    }

    /// Searches the bytes not yet searched for the last line end, and for
    /// the first `}` when waiting for one.
    fn search(&mut self) {
        let from = self.searched.max(self.lexed);
        let to = self.buf.len();
        let Some(new) = self.buf.get(from..to) else {
            return;
        };
        if self.brace_wait && self.brace.is_none() {
            self.brace = new.iter().position(|&b| b == b'}').map(|p| from + p);
        }
        // A line ends after `\n`, or after `\r` not followed by `\n` (a
        // final `\r` must wait for the next byte).
        for k in (0..new.len()).rev() {
            match new[k] {
                b'\n' => {
                    self.cut = Some(from + k + 1);
                    break;
                }
                b'\r' if k + 1 < new.len() => {
                    self.cut = Some(from + k + 1);
                    break;
                }
                _ => {}
            }
        }
        self.searched = if new.last() == Some(&b'\r') {
            to - 1
        } else {
            to
        };
    }

    /// Appends what the stream has, making room first.
    fn read_some(&mut self) -> io::Result<()> {
        self.compact();
        loop {
            match self.inner.fill_buf() {
                Ok(data) => {
                    // A source that has it all at hand (a slice) gives it
                    // a segment at a time: the buffer holds about one
                    // game, not the stream.
                    let data = &data[..data.len().min(READ_STEP)];
                    if data.is_empty() {
                        self.eof = true;
                    } else {
                        self.buf.extend_from_slice(data);
                    }
                    let n = data.len();
                    self.inner.consume(n);
                    return Ok(());
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }

    /// Drops the bytes and tokens of games already returned once they are
    /// at least half of the buffer (so each byte is moved at most once on
    /// average).
    fn compact(&mut self) {
        let shift = self.game_start;
        if shift == 0 || shift < self.buf.len() - shift {
            return;
        }
        self.buf.copy_within(shift.., 0);
        self.buf.truncate(self.buf.len() - shift);
        self.buf_offset += shift as u64;
        self.game_start = 0;
        self.tokens.drain(..self.game_token);
        self.scan -= self.game_token;
        self.game_token = 0;
        let delta = shift as u32;
        for token in &mut self.tokens {
            token.start = token.start.wrapping_sub(delta);
            token.end = token.end.wrapping_sub(delta);
        }
        self.lexed -= shift;
        self.searched = self.searched.saturating_sub(shift);
        self.cut = self.cut.map(|c| c.saturating_sub(shift));
        self.brace = self.brace.map(|b| b.saturating_sub(shift));
    }
}

/// Moves `range` of `from` out, with no copy of it: `from` and `spare` (an
/// emptied buffer to reuse) change places, what follows the range is
/// copied back into `from`, and what precedes it is dropped.
fn take_range<T: Copy>(from: &mut Vec<T>, spare: &mut Vec<T>, range: Range<usize>) -> Vec<T> {
    let mut taken = std::mem::take(spare);
    taken.clear();
    std::mem::swap(from, &mut taken);
    let end = range.end.min(taken.len());
    from.extend_from_slice(&taken[end..]);
    taken.truncate(end);
    taken.drain(..range.start.min(end));
    taken
}

/// Counts line ends: `\n`, `\r\n`, `\r`. (`memchr` counts, a vector
/// at a time: every comment of a file is counted; out of line, for the
/// lexing loop that asks it of each comment stays as it is.)
#[inline(never)]
pub(crate) fn count_lines(bytes: &[u8]) -> u64 {
    let lf = memchr::memchr_iter(b'\n', bytes).count();
    if memchr::memchr(b'\r', bytes).is_none() {
        return lf as u64;
    }
    let cr = memchr::memchr_iter(b'\r', bytes).count();
    let crlf = bytes.windows(2).filter(|w| w == b"\r\n").count();
    (lf + cr - crlf) as u64
}
