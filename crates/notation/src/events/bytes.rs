//! The commonest game read straight from its bytes, with no token: tag
//! pairs `[Name "value"]` one per line, move numbers `12.` and `12...`,
//! move words of SAN bytes only, simple NAGs, the glyphs `!` and `?`,
//! comments in braces, variations and a result, spaces and line breaks
//! between them (line feeds, or carriage returns and line feeds as Windows
//! writes them). Anything else (a comment after `;`, a `%` line, a
//! carriage return alone, a tab, a byte outside that set in the move text, a
//! word the lexer might read otherwise) and the reader gives up: the game
//! is then lexed and read from its tokens ([`Events::read_plain`]), as it
//! always may be. Where it answers, the game ends where the token reader's
//! does and the events are those the tokens give (the tests below hold the
//! two to that on every test file and on the corpora).

use std::ops::Range;

use super::{EventSink, Events, FEN_KEY, PlainMoves, RESULT_KEY, TagText, VARIANT_KEY, tag_key};
use crate::{
    events::Event,
    lexer::move_number,
    tree::{MAX_VARIATION_DEPTH, nag_value},
};

/// What bounds a game the byte reader reads ([`Events::read_bytes_game`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct ByteBounds {
    /// The longest game read.
    pub(crate) limit: usize,
    /// The stream's byte after the block (`None` at its end): a game that
    /// reaches the block's end is read only where the stream ends or goes
    /// on with a tag pair's `[` after a line feed.
    pub(crate) next: Option<u8>,
    /// Whether the game before it was lexed: games that hold a byte the
    /// reader never reads are then told before they are walked.
    pub(crate) wary: bool,
}

/// Classes of bytes, a bit each ([`CLASS`]).
mod class {
    /// May stand in a tag name after its first letter.
    pub(super) const NAME: u8 = 1;
    /// May stand in a tag value: printable ASCII but `"` and `\`.
    pub(super) const VALUE: u8 = 2;
    /// A piece letter (any capital but `O`), a file, `x` or `=`: a move
    /// word's bytes but ranks.
    pub(super) const SAN: u8 = 4;
    /// A rank, `1` to `8`.
    pub(super) const RANK: u8 = 8;
    /// A digit.
    pub(super) const DIGIT: u8 = 16;
    /// A piece letter (any capital but `O`) or a file: what a move word
    /// starts with.
    pub(super) const FIRST: u8 = 32;
    /// What may follow a move word, a NAG or a glyph ([`super::stop`]).
    pub(super) const STOP: u8 = 64;
}

/// The class bits of every byte.
static CLASS: [u8; 256] = {
    use class::{DIGIT, FIRST, NAME, RANK, SAN, STOP, VALUE};
    let mut table = [0u8; 256];
    let mut b = 0x20;
    while b < 0x7f {
        if b != b'"' as usize && b != b'\\' as usize {
            table[b] |= VALUE;
        }
        b += 1;
    }
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        if c.is_ascii_alphanumeric() || c == b'_' {
            table[b] |= NAME;
        }
        if c.is_ascii_digit() {
            table[b] |= DIGIT;
        }
        // Any language's piece letters of one capital (German `S`,
        // Italian `C`, French `F`…), but `O`, which castling starts with.
        if (c.is_ascii_uppercase() && c != b'O') || matches!(c, b'a'..=b'h') {
            table[b] |= SAN | FIRST;
        }
        if matches!(c, b'x' | b'=') {
            table[b] |= SAN;
        }
        if matches!(c, b'1'..=b'8') {
            table[b] |= RANK;
        }
        // (A carriage return only before a line feed, as Windows ends
        // lines: the reader reads on only over both.)
        if matches!(c, b' ' | b'\n' | b'\r' | b'!' | b'?' | b')' | b'{') {
            table[b] |= STOP;
        }
        b += 1;
    }
    table
};

/// How many bytes at the start of `bytes` have one of the class bits
/// `bits`.
#[inline(always)]
fn run(bytes: &[u8], bits: u8) -> usize {
    bytes
        .iter()
        .position(|&b| CLASS[usize::from(b)] & bits == 0)
        .unwrap_or(bytes.len())
}

/// Eight bytes in a word: each with its high bit.
const ONES: u64 = 0x0101_0101_0101_0101;
const HIGH: u64 = 0x8080_8080_8080_8080;

/// [`run`] eight bytes at a time: `ends` marks the high bit of each byte
/// of a word (read little-endian) that ends the run, with no branch a
/// byte, and the first one marked is where the run ends (a mark may
/// spill into the bytes after a byte truly marked, never before it). The
/// last few bytes are looked up one by one in [`CLASS`] by `bits`, the
/// class `ends` marks the bytes outside of.
#[inline(always)]
fn run_by_words(bytes: &[u8], bits: u8, ends: impl Fn(u64) -> u64) -> usize {
    let mut at = 0;
    while let Some(word) = bytes.get(at..at + 8) {
        let ends = ends(u64::from_le_bytes(word.try_into().unwrap_or_default()));
        if ends != 0 {
            return at + (ends.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    at + run(&bytes[at..], bits)
}

/// The high bit of each byte of `w` from `lo` to `hi`, for bytes below
/// 0x80 (no carry crosses a byte: exact).
#[inline(always)]
const fn between(w: u64, lo: u8, hi: u8) -> u64 {
    let above_lo = w + ONES * (0x80 - lo as u64);
    let above_hi = w + ONES * (0x7F - hi as u64);
    above_lo & !above_hi & HIGH
}

/// [`run`] of the bytes a tag value may hold ([`class::VALUE`]: printable
/// ASCII but `"` and `\`), by words.
#[inline(always)]
fn value_run(bytes: &[u8]) -> usize {
    // The high bit of each byte of `v` that is 0 (and maybe of bytes after).
    let zero = |v: u64| v.wrapping_sub(ONES) & !v & HIGH;
    run_by_words(bytes, class::VALUE, |w| {
        // Past ASCII, below a space, DEL, `"`, `\`.
        (w & HIGH)
            | (w.wrapping_sub(ONES * 0x20) & !w & HIGH)
            | zero(w ^ (ONES * 0x7F))
            | zero(w ^ (ONES * u64::from(b'"')))
            | zero(w ^ (ONES * u64::from(b'\\')))
    })
}

/// [`run`] of the bytes of a tag's name ([`class::NAME`]: ASCII letters,
/// digits and `_`), by words: the length of most names is then found with
/// no branch that depends on it.
#[inline(always)]
fn name_run(bytes: &[u8]) -> usize {
    run_by_words(bytes, class::NAME, |w| {
        let low = w & !HIGH;
        let name = between(low, b'0', b'9')
            | between(low, b'A', b'Z')
            | between(low, b'a', b'z')
            | between(low, b'_', b'_');
        (!name | w) & HIGH
    })
}

/// Where a tag pair whose value starts at `from` ends, when its value's
/// ASCII run ends at `k` with no `"]` and line feed after it: a value that
/// goes on past ASCII ([`utf8_value_run`]), and a line ended as Windows
/// ends it. Where its value ends, and where its line does.
#[cold]
#[inline(never)]
fn other_tag_end(bytes: &[u8], from: usize, mut k: usize) -> Option<(usize, usize)> {
    if bytes.get(k).is_some_and(|&b| b >= 0x80) {
        k = from + utf8_value_run(bytes.get(from..)?)?;
    }
    if bytes.get(k..k + 3)? == b"\"]\n" {
        Some((k, k + 3))
    } else {
        (bytes.get(k..k + 4)? == b"\"]\r\n").then_some((k, k + 4))
    }
}

/// [`value_run`] of a value that holds a byte past ASCII (a player's name
/// with its accents, a study's title with its signs): its bytes of
/// [`class::VALUE`] and of characters past ASCII, which must be UTF-8
/// (`None` else: the value is the tree's to report).
#[inline]
fn utf8_value_run(bytes: &[u8]) -> Option<usize> {
    let n = bytes
        .iter()
        .position(|&b| b < 0x80 && CLASS[usize::from(b)] & class::VALUE == 0)
        .unwrap_or(bytes.len());
    std::str::from_utf8(&bytes[..n]).is_ok().then_some(n)
}

/// Reads the tag section at the start of `bytes`: tag pairs
/// `[Name "value"]`, each alone on its line, blank lines between them
/// allowed; `tag` is handed each pair's name and value (with its quotes)
/// and may refuse it. Where the move text starts, or `None` to give up.
#[inline(always)]
fn read_tags(
    bytes: &[u8],
    mut tag: impl FnMut(Range<usize>, Range<usize>) -> bool,
) -> Option<usize> {
    let mut i = 0;
    if bytes.first() != Some(&b'[') {
        return None;
    }
    loop {
        match bytes.get(i) {
            Some(b'[') => {}
            Some(b'\n') => {
                i += 1;
                continue;
            }
            Some(b'\r') if bytes.get(i + 1) == Some(&b'\n') => {
                i += 2;
                continue;
            }
            Some(_) => return Some(i),
            None => return None,
        }
        let name_start = i + 1;
        if !bytes.get(name_start)?.is_ascii_alphabetic() {
            return None;
        }
        let j = name_start + 1 + name_run(bytes.get(name_start + 1..)?);
        let name = name_start..j;
        if bytes.get(j..j + 2)? != b" \"" {
            return None;
        }
        let value_start = j + 1;
        let mut k = value_start + 1 + value_run(bytes.get(value_start + 1..)?);
        let end = if bytes.get(k..k + 3)? == b"\"]\n" {
            k + 3
        } else {
            let (value_end, end) = other_tag_end(bytes, value_start + 1, k)?;
            k = value_end;
            end
        };
        if !tag(name, value_start..k + 1) {
            return None;
        }
        i = end;
    }
}

/// Whether `b` ends a word, number or result: a space or a line break
/// (a line feed, or a carriage return, which the reader then reads on
/// over only with the line feed after it).
#[inline(always)]
fn gap(b: Option<&u8>) -> bool {
    matches!(b, Some(b' ' | b'\n' | b'\r'))
}

/// Whether `text` holds a carriage return that is not the start of a
/// Windows line break (`\r\n`): a line break of its own for the lexer (old
/// Macintosh files), which the byte reader never reads.
#[inline]
fn lone_carriage_return(text: &[u8]) -> bool {
    memchr::memchr_iter(b'\r', text).any(|at| text.get(at + 1) != Some(&b'\n'))
}

/// Whether `b`, right after a move word, a NAG or an annotation glyph,
/// ends it where the lexer ends it and starts the next token: a space or a
/// line break, a glyph's `!` or `?`, a `)` that closes a variation, or a
/// comment's `{`. (A `(` glued to a word may be a promotion's, `e8(Q)`.)
#[inline(always)]
fn stop(b: Option<&u8>) -> bool {
    b.is_some_and(|&b| CLASS[usize::from(b)] & class::STOP != 0)
}

/// The length of the move word at the start of `text`, if it is one the
/// lexer reads as one word and the token reader as a move word, starting
/// with a piece letter or a file ([`class::FIRST`]): then files, ranks,
/// `x`, `=` and piece letters, with a rank in it and no `=` last, and a
/// check or mate mark at its end only, followed by what may end a word
/// ([`stop`]). Castling is [`castling_word`]'s.
#[inline(always)]
fn lettered_word(text: &[u8]) -> Option<usize> {
    // The word's bytes, and the classes they have between them (the byte
    // that ends the run has no rank's: a rank goes on with it).
    let mut classes = 0;
    let n = text
        .iter()
        .position(|&b| {
            let class = CLASS[usize::from(b)];
            classes |= class;
            class & (class::SAN | class::RANK) == 0
        })
        .unwrap_or(text.len());
    // A word ending with `=` (`Nf3=`, `Nf3=+`) ends with an evaluation's
    // sign, which the lexer splits off as a glyph.
    if n < 2 || text[n - 1] == b'=' || classes & class::RANK == 0 {
        return None;
    }
    marked(text, n)
}

/// The length of castling at the start of `text`, `O-O` or `O-O-O` and
/// a check or mate mark, if any, followed by what may end a word
/// ([`stop`]).
#[inline(always)]
fn castling_word(text: &[u8]) -> Option<usize> {
    let n = if text.starts_with(b"O-O-O") {
        5
    } else if text.starts_with(b"O-O") {
        3
    } else {
        return None;
    };
    marked(text, n)
}

/// The length of a move word of `n` bytes at the start of `text` with its
/// check or mate mark, if any, when what follows may end a word.
#[inline(always)]
fn marked(text: &[u8], mut n: usize) -> Option<usize> {
    if matches!(text.get(n), Some(b'+' | b'#')) {
        n += 1;
    }
    stop(text.get(n)).then_some(n)
}

/// Reads the move text of `bytes` from `first` to the game's result,
/// handing each event to `sink` as [`Events::read_plain_moves`] does (the
/// result's [`Event::Result`] and the mainline's [`Event::Exit`] last):
/// the result's span, or `None` to give up, whatever `sink` was handed.
/// Besides numbers, move words, NAGs and results it reads annotation
/// glyphs of `!` and `?`, comments in braces (of UTF-8) and variations, as
/// the lexer splits them; a result inside a variation is the reader's to
/// give up on.
#[inline(always)]
pub(crate) fn read_moves<S: EventSink>(
    bytes: &[u8],
    first: usize,
    sink: &mut S,
) -> Option<Range<usize>> {
    let mut i = first;
    let mut depth = 0u32;
    loop {
        let &b = bytes.get(i)?;
        // Spaces and move words first, the commonest.
        if b == b' ' || b == b'\n' {
            i += 1;
            continue;
        }
        if CLASS[usize::from(b)] & class::FIRST != 0 {
            let n = lettered_word(&bytes[i..])?;
            sink.word(i..i + n, depth == 0);
            i += n;
            continue;
        }
        match b {
            b'0'..=b'9' => {
                let j = i + 1 + run(&bytes[i + 1..], class::DIGIT);
                if bytes.get(j) == Some(&b'.') {
                    let dots = if bytes.get(j + 1) == Some(&b'.') && bytes.get(j + 2) == Some(&b'.')
                    {
                        3
                    } else {
                        1
                    };
                    let end = j + dots;
                    // A space or a line break after it, or the move glued
                    // to it (`1.e4 e5 2.Nf3`, as ChessBase and TWIC write).
                    let next = bytes.get(end);
                    if !(gap(next)
                        || next.is_some_and(|&b| {
                            CLASS[usize::from(b)] & class::FIRST != 0 || b == b'O'
                        }))
                        || bytes.get(end + 1) == Some(&b'.')
                    {
                        return None;
                    }
                    let span = i..end;
                    sink.event(Event::Number {
                        number: move_number(&bytes[span.clone()]),
                        span,
                    });
                    i = end;
                    continue;
                }
                if depth > 0 {
                    return None;
                }
                let rest = &bytes[i..];
                let len = if rest.starts_with(b"1-0") || rest.starts_with(b"0-1") {
                    3
                } else if rest.starts_with(b"1/2-1/2") {
                    7
                } else {
                    return None;
                };
                return result(bytes, i..i + len, sink);
            }
            b'*' if depth == 0 => return result(bytes, i..i + 1, sink),
            b'$' => {
                let j = i + 1 + run(&bytes[i + 1..], class::DIGIT);
                if !stop(bytes.get(j)) {
                    return None;
                }
                nag_value(&bytes[i..j])?;
                sink.event(Event::Nag(i..j));
                i = j;
            }
            // `!`, `?`, `!!`, `??`, `!?` and `?!`: the lexer's glyphs of
            // those bytes, two at most.
            b'!' | b'?' => {
                let j = i + 1 + usize::from(matches!(bytes.get(i + 1), Some(b'!' | b'?')));
                if !(stop(bytes.get(j)) || bytes.get(j) == Some(&b'(')) {
                    return None;
                }
                sink.event(Event::Nag(i..j));
                i = j;
            }
            b'{' => {
                let close = i + 1 + memchr::memchr(b'}', &bytes[i + 1..])?;
                let span = i..close + 1;
                let text = &bytes[span.clone()];
                // A carriage return alone breaks lines as the lexer counts
                // them (in old Macintosh files), not as the byte reader
                // counts them (line feeds).
                if lone_carriage_return(text)
                    || !(text.is_ascii() || std::str::from_utf8(text).is_ok())
                {
                    return None;
                }
                sink.event(Event::Comment(span));
                i = close + 1;
            }
            // `(1 x 0)`, `(0 x 1)` and `(½ x ½)` are results: a `(`
            // before `0`, `1` or `½` opens a variation here only before a
            // move number (`(1.`, `(12...`).
            b'(' => {
                let result = match bytes.get(i + 1) {
                    Some(0xC2) => true,
                    Some(b'0' | b'1') => !matches!(bytes.get(i + 2), Some(b'0'..=b'9' | b'.')),
                    _ => false,
                };
                if result {
                    return None;
                }
                depth += 1;
                if depth >= MAX_VARIATION_DEPTH {
                    return None;
                }
                sink.event(Event::Enter);
                i += 1;
            }
            b')' => {
                depth = depth.checked_sub(1)?;
                sink.event(Event::Exit);
                i += 1;
            }
            // A line break of Windows, or castling (any other byte is no
            // move word's first).
            _ => {
                if b == b'\r' {
                    if bytes.get(i + 1) != Some(&b'\n') {
                        return None;
                    }
                    i += 2;
                    continue;
                }
                let n = castling_word(&bytes[i..])?;
                sink.word(i..i + n, depth == 0);
                i += n;
            }
        }
    }
}

/// The game's result at `span` of `bytes`, which must be followed by a
/// space, a line break or the end.
#[inline(always)]
fn result<S: EventSink>(bytes: &[u8], span: Range<usize>, sink: &mut S) -> Option<Range<usize>> {
    if span.end < bytes.len() && !gap(bytes.get(span.end)) {
        return None;
    }
    sink.event(Event::Result(span.clone()));
    sink.event(Event::Exit);
    Some(span)
}

/// Where the game at the start of `bytes`, its move text starting at
/// `first`, ends if the byte reader reads it: at the first `[` that starts
/// a line after `first`, or at the end of `bytes`. Where it reads the
/// game, its move text and the spaces and line breaks after its result
/// hold no `[`, so that the token reader's game ends there too
/// ([`crate::tree::split::Splitter`]: a result, then soft tokens to the
/// next tag section); where the game goes on past it, the byte reader
/// gives up.
pub(crate) fn game_end(bytes: &[u8], first: usize) -> usize {
    memchr::memchr_iter(b'[', bytes.get(first..).unwrap_or_default())
        .map(|at| first + at)
        .find(|&at| at > 0 && bytes[at - 1] == b'\n')
        .unwrap_or(bytes.len())
}

impl Events {
    /// [`Events::read_plain_tags`] from the bytes of one game alone: the
    /// tags, the mainline's [`Event::Enter`] in the list, and where the
    /// move text starts, or `None` to give up (a name given twice too);
    /// `checked` is the text of `bytes`, or of the start of them, as far
    /// as the caller has checked them.
    pub(crate) fn read_bytes_tags(&mut self, bytes: &[u8], checked: Option<&str>) -> Option<usize> {
        self.clear();
        self.byte_names.clear();
        // The tags the replay reads are written in place.
        let Events {
            byte_names: names,
            text,
            fen,
            variant,
            result_tag,
            ..
        } = self;
        let first = read_tags(bytes, |name, value| {
            let key = tag_key(bytes, name.start, &bytes[name.clone()]);
            if names.iter().any(|(k, n): &(u64, Range<usize>)| {
                *k == key && bytes[n.clone()] == bytes[name.clone()]
            }) {
                return false;
            }
            names.push((key, name));
            let slot = match key {
                FEN_KEY => &mut *fen,
                VARIANT_KEY => &mut *variant,
                RESULT_KEY => &mut *result_tag,
                _ => return true,
            };
            // Printable ASCII, or checked as UTF-8 (with the bytes, or
            // now: past the text checked).
            let raw = super::checked_text(bytes, checked, value.start + 1..value.end - 1)
                .unwrap_or_default();
            let start = text.len() as u32;
            text.push_str(raw);
            *slot = Some(TagText {
                text: Some(start..text.len() as u32),
                span: value.clone(),
                base: value.start + 1,
            });
            true
        });
        let first = first?;
        self.events.push(Event::Enter);
        Some(first)
    }

    /// The game at the start of `rest` (bytes from a game's start, with
    /// their text as far as the caller has checked them), if the byte reader
    /// may read it: its tags read (as
    /// [`Events::read_bytes_tags`]), its length ([`game_end`]) and where
    /// its move text starts. `None` to give up: tags of another form, a
    /// game out of `bounds` (longer than its limit, or reaching the end of
    /// `rest` where the stream goes on but for a `[` after a line feed: the
    /// game may go on there), or, when `bounds` are wary, a move text with
    /// a carriage return alone (line ends of old Macintosh files, which the
    /// reader never reads and which a file has in all its games or none),
    /// told before the game is walked.
    pub(crate) fn read_bytes_game(
        &mut self,
        (rest, checked): (&[u8], Option<&str>),
        bounds: ByteBounds,
    ) -> Option<(usize, usize)> {
        let first = self.read_bytes_tags(rest, checked)?;
        let len = game_end(rest, first);
        let ends = len < rest.len()
            || bounds.next.is_none()
            || (bounds.next == Some(b'[') && rest.last() == Some(&b'\n'));
        let unread = bounds.wary && lone_carriage_return(rest.get(first..len)?);
        (len <= bounds.limit && ends && !unread).then_some((len, first))
    }

    /// [`Events::read_plain_end`] from bytes: the game's result at
    /// `result`, and only spaces and line breaks after it.
    pub(crate) fn read_bytes_end(&mut self, bytes: &[u8], result: Range<usize>) -> bool {
        let outcome = crate::tree::Outcome::from_bytes(&bytes[result.clone()])
            .unwrap_or(crate::tree::Outcome::Unknown);
        let rest = &bytes[result.end..];
        self.marker = Some((outcome, result));
        // (Line feeds alone first, as most files have them.)
        rest.iter().all(|&b| b == b' ' || b == b'\n')
            || (rest.iter().all(|&b| matches!(b, b' ' | b'\n' | b'\r'))
                && !lone_carriage_return(rest))
    }

    /// [`Events::read_plain`] from the bytes of one game alone: whether the
    /// byte reader read it (the list holding anything when not).
    pub(crate) fn read_bytes(&mut self, bytes: &[u8]) -> bool {
        let Some(first) = self.read_bytes_tags(bytes, None) else {
            return false;
        };
        self.read_plain_list(PlainBytes, bytes, first)
    }
}

/// A plain game's move text read from its bytes alone, `first` being a
/// byte offset.
#[derive(Clone, Copy)]
pub(crate) struct PlainBytes;

impl PlainMoves for PlainBytes {
    type End = Range<usize>;

    // Outside comments it reads no byte of `–` or `—`, and a `-` only in
    // castling and results: a move number must be followed by a space, a
    // line break, a piece letter, a file or castling's `O`, and no word
    // starts with a dash.
    const DASHES_IN_COMMENTS_ONLY: bool = true;

    #[inline(always)]
    fn move_text(self, bytes: &[u8], first: usize) -> usize {
        first.min(bytes.len())
    }

    #[inline(always)]
    fn read<S: EventSink>(self, bytes: &[u8], first: usize, sink: &mut S) -> Option<Range<usize>> {
        read_moves(bytes, first, sink)
    }

    fn end(self, events: &mut Events, bytes: &[u8], end: Range<usize>) -> bool {
        events.read_bytes_end(bytes, end)
    }
}

#[cfg(test)]
mod tests {
    use super::{ByteBounds, Events};
    use crate::{events::tests::assert_same, tree::PgnReader};

    /// The length of the game at the start of `rest`, if the byte reader
    /// reads it (as the pipeline tries it: its tags, where it would end,
    /// then its events), into `events`.
    fn read_at(events: &mut Events, rest: &[u8]) -> Option<usize> {
        let bounds = ByteBounds {
            limit: usize::MAX,
            next: None,
            wary: false,
        };
        let (len, _) = events.read_bytes_game((rest, None), bounds)?;
        events.read_bytes(&rest[..len]).then_some(len)
    }

    /// Cuts `text` into games as the token reader does and, for each game
    /// start where the byte reader reads a game, checks that the game ends
    /// where the token reader's game ends and gives the events and tags of
    /// the token reader. How many games the byte reader read, and how many
    /// there were.
    fn agree(text: &[u8]) -> (usize, usize) {
        let mut reader = PgnReader::new(text);
        let (mut by_bytes, mut from_tokens) = (Events::new(), Events::new());
        let (mut read, mut games) = (0, 0);
        while let Some(chunk) = reader.next_game().unwrap() {
            games += 1;
            let start = usize::try_from(chunk.offset()).unwrap();
            let shown = String::from_utf8_lossy(chunk.bytes()).into_owned();
            // Where the byte reader gives up, the rest is lexed.
            let Some(len) = read_at(&mut by_bytes, &text[start..]) else {
                continue;
            };
            assert_eq!(len, chunk.bytes().len(), "{shown}");
            // Read warily (after a lexed game), it is read all the same:
            // the wary look refuses only games the reader gives up on.
            let wary = ByteBounds {
                limit: usize::MAX,
                next: None,
                wary: true,
            };
            assert!(
                Events::new()
                    .read_bytes_game((&text[start..], None), wary)
                    .is_some(),
                "{shown}"
            );
            read += 1;
            assert!(
                from_tokens.read_plain(chunk.bytes(), chunk.tokens()),
                "{shown}"
            );
            assert_same(&by_bytes, &from_tokens, &shown);
        }
        (read, games)
    }

    fn pgn_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pgn_files(&path, out);
            } else if path.extension().is_some_and(|e| e == "pgn") {
                out.push(path);
            }
        }
    }

    #[test]
    fn the_byte_reader_agrees_with_the_tokens_on_every_file_of_the_tests() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data");
        let mut files = Vec::new();
        pgn_files(std::path::Path::new(dir), &mut files);
        files.sort();
        assert!(files.len() >= 50, "{files:?}");
        let (mut read, mut games) = (0, 0);
        for file in &files {
            let text = std::fs::read(file).unwrap();
            let (r, g) = agree(&text);
            read += r;
            games += g;
            // Its lines ended as Windows ends them, where it has no
            // carriage return of its own: the same games read.
            if memchr::memchr(b'\r', &text).is_none() {
                let mut windows = Vec::with_capacity(text.len() * 21 / 20);
                for &b in &text {
                    if b == b'\n' {
                        windows.push(b'\r');
                    }
                    windows.push(b);
                }
                assert_eq!(agree(&windows), (r, g), "{}", file.display());
            }
        }
        // Plain games are most of them: the opening book and lichess's.
        assert!(read * 2 >= games, "{read} of {games}");
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/pgn");
        for name in ["eco-head.pgn", "lichess-100.pgn"] {
            let (r, g) = agree(&std::fs::read(format!("{dir}/{name}")).unwrap());
            assert!(r * 100 >= g * 90, "{name}: {r} of {g}");
        }
    }

    /// The corpora of the benchmarks, when fetched (`FORSYTH_BYTES_CORPUS`
    /// names more files, separated by `:`).
    #[test]
    fn the_byte_reader_agrees_with_the_tokens_on_the_corpora() {
        let mut files = vec![
            "/tmp/forsyth-corpus/all.pgn".to_owned(),
            "/tmp/forsyth-real/all.pgn".to_owned(),
        ];
        if let Ok(more) = std::env::var("FORSYTH_BYTES_CORPUS") {
            files.extend(more.split(':').map(str::to_owned));
        }
        for file in files {
            if let Ok(text) = std::fs::read(&file) {
                agree(&text);
            }
        }
    }

    /// A tag value's bytes are found as [`super::run`] finds them, short
    /// or long, whatever byte ends them.
    #[test]
    fn a_value_is_read_as_a_run_of_its_bytes() {
        use super::{class, run, value_run};
        for len in [0, 1, 5, 47, 48, 49, 50, 63, 64, 65, 100, 200] {
            let plain: Vec<u8> = (0..len).map(|i| b' ' + (i % 94) as u8).collect();
            let plain: Vec<u8> = plain
                .into_iter()
                .map(|b| if b == b'"' || b == b'\\' { b'x' } else { b })
                .collect();
            for odd in [b'"', b'\\', b'\n', b'\r', 0x7F, 0xC3, 0x00, b']'] {
                for at in [0, 1, 30, 47, 48, 49, 60, 99, 150] {
                    let mut value = plain.clone();
                    if at <= value.len() {
                        value.insert(at, odd);
                    }
                    value.extend_from_slice(b"\"]\n");
                    assert_eq!(
                        value_run(&value),
                        run(&value, class::VALUE),
                        "{:?}",
                        String::from_utf8_lossy(&value)
                    );
                    assert_eq!(
                        value_run(&value[..value.len() - 3]),
                        run(&value[..value.len() - 3], class::VALUE)
                    );
                }
            }
        }
    }

    /// The tags the replay reads are the same whatever part of the game's
    /// text the caller checked: all of it, none, or a start that ends
    /// before them or inside them (a game across a window's end).
    #[test]
    fn tags_read_alike_however_much_text_was_checked() {
        let game =
            "[Event \"Ιδ4\"]\n[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n[Result \"*\"]\n\n1. Kb2 *\n";
        let read = |checked: Option<&str>| {
            let mut events = Events::new();
            let bounds = ByteBounds {
                limit: usize::MAX,
                next: None,
                wary: false,
            };
            events.read_bytes_game((game.as_bytes(), checked), bounds)?;
            let text =
                |v: Option<crate::events::TagValue<'_>>| v.and_then(|v| v.text).map(str::to_owned);
            Some((text(events.fen()), text(events.result_tag())))
        };
        let whole = read(None);
        assert_eq!(
            whole,
            Some((
                Some("8/8/8/8/8/8/8/K1k5 w - - 0 1".to_owned()),
                Some("*".to_owned())
            ))
        );
        for end in (0..=game.len()).filter(|&end| game.is_char_boundary(end)) {
            assert_eq!(read(Some(&game[..end])), whole, "checked up to {end}");
        }
    }

    /// Every byte, and every pair of bytes one after the other, at every
    /// place of the words [`super::value_run`] and [`super::name_run`] read
    /// eight bytes at a time and of the bytes they read one by one after
    /// them, ends a value and a name where [`super::run`] ends them.
    #[test]
    fn every_byte_ends_a_value_and_a_name_where_a_run_ends() {
        use super::{class, name_run, run, value_run};
        for len in [8, 16, 19] {
            for at in 0..len {
                for first in 0..=255u8 {
                    for second in [
                        b'a', b' ', b'"', 0x1F, 0x80, b'\\', 0x7F, 0xFF, 0x00, b'~', b'!',
                    ] {
                        let mut value = vec![b'a'; len];
                        value[at] = first;
                        if at + 1 < len {
                            value[at + 1] = second;
                        }
                        assert_eq!(value_run(&value), run(&value, class::VALUE), "{value:?}");
                        assert_eq!(name_run(&value), run(&value, class::NAME), "{value:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_byte_reader_gives_up_on_anything_but_the_plainest_games() {
        const TAGS: &str = "[Event \"x\"]\n[Result \"*\"]\n\n";
        // Read by bytes.
        for moves in [
            "1. e4 e5 2. Nf3 Nc6 3. O-O-O+ $1 Qxd8# 1-0\n",
            "1. d4 1... d5 2. exd8=Q+ *",
            "1. a3 a6 1/2-1/2\n\n\n",
            "1. Nbd2 R1e2 0-1 \n",
            "1. e4 {a comment} e5 *",
            "1. e4 (1. d4) e5 *",
            "1. e4 e5! 2. Nf3 *",
            "1. e4!? (1. d4?! {x}(1. c4 $2) d5){\u{e9} \u{5d0}\n [%clk 0:01:00]} e5?? *",
            "1. e4 e5 2. Nf3 (2. f4!(2. Nc3)) (10... Nc6) ({}) Nc6{a}{b}Bb5 1-0",
            "1. e4!!! e5 *",
            "1. e4 e5 2. Nf3!? (2. f4?! $2) ({c} 2. Bc4) *",
            // Other languages' piece letters (German, Italian): the reader
            // makes no chess decision, the language is the walk's.
            "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. Dxd8+ Kxd8 *",
            "1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. exd8=D+ *",
            // Moves glued to their numbers.
            "1.e4 e5 2.Nf3 Nc6 3.O-O 3...O-O-O 4.d4 *",
            "1.e4 e5 (1...c5 2.Nf3) 2.Nf3 *",
            // Line breaks of Windows.
            "1. e4 e5\r\n*",
            "1. e4 e5\r\n2. Nf3\r\n{a\r\ncomment}\r\n1-0\r\n\r\n",
            "1.\r\ne4 $1\r\ne5!\r\n(1... c5)\r\n*",
        ] {
            for tags in [TAGS.to_owned(), TAGS.replace('\n', "\r\n")] {
                let text = format!("{tags}{moves}");
                let read = read_at(&mut Events::new(), text.as_bytes());
                assert_eq!(read, Some(text.len()), "{text}");
                assert_eq!(agree(text.as_bytes()), (1, 1), "{text}");
            }
        }
        // Left to the tokens, each for a reason of its own.
        for moves in [
            "1. e4 {a comment e5 *",
            "1. e4 {a\rcomment} e5 *",
            "1. e4 {a comment\n[%clk 0:01:00]} e5 *",
            "1. e4 (1. d4 *) e5 *",
            "1. e4 (1 x 0) *",
            "1. e4 (\u{bd} x \u{bd}) *",
            "1. e4 e5) *",
            "1. e4 (e5 *",
            "1. e8(Q) *",
            "1. e4 $1(1. d4) *",
            "1. e4 e5 * {after}",
            "1. e4 e5\r*",
            "1. e4 e5\r\r\n*",
            "1.\re4 e5 *",
            "1. e4 e5 *\r",
            "1. e4 e5 *\r\r\n",
            "1. e4\te5 *",
            "1. e4 e5 ; a comment\n*",
            "1. e4 e5\n% an escape\n*",
            "1. 0-0 e5 *",
            "1. e4 -- 2. d4 *",
            "1. e4 e5 2. Kf3+- *",
            "1. e4 e5 2. Nf *",
            "1. e4 e5 1-0 2. d4 *",
            "1. e4 e5 1-0x",
            "1. e4 e5",
            "1. e4 é5 *",
            "1. e4 e5 *\n2. d4",
            "1. e4 e5 * [Event \"y\"]\n",
        ] {
            let text = format!("{TAGS}{moves}");
            let read = read_at(&mut Events::new(), text.as_bytes());
            assert_eq!(read, None, "{text}");
            // Whatever the byte reader says, it agrees with the tokens.
            agree(text.as_bytes());
        }
        // Words that end with a sign the lexer may split off as a glyph
        // (`=`, an evaluation's first sign): whatever the byte reader says,
        // it agrees with the tokens.
        for moves in [
            "1. Nf3= e5 *",
            "1. Nf3=! e5 *",
            "1. e4= (1. d4) *",
            "1. e8= *",
            "1. Nf3+= e5 *",
            "1. Nf3+/- e5 *",
            "1. Nf3+{x} e5 *",
            "1. Nf3#) e5 *",
        ] {
            agree(format!("{TAGS}{moves}").as_bytes());
        }
        // A comment that is not UTF-8 is the tree's to report.
        let text = [TAGS.as_bytes(), b"1. e4 {\xff} e5 *"].concat();
        assert_eq!(read_at(&mut Events::new(), &text), None);
        agree(&text);
        // Values past ASCII, in UTF-8: read. Not UTF-8, or with a byte of
        // control after a character past ASCII: the tree's.
        for tags in [
            "[White \"Ljubojevi\u{107}, Ljubomir\"]\n[Event \"\u{1f48e} Puzzles \u{1f48e}\"]\n",
            "[Event \"\u{e9}\"]\r\n[Site \"\u{39a}\u{3b5}\u{3c1}\u{3ba}\u{3cd}\u{3c1}\u{3b1}\"]\n",
            "[Event \"\u{5d0}\u{5d1}\"]\n[Result \"*\"]\n",
        ] {
            let text = format!("{tags}\n1. e4 e5 *\n");
            assert!(Events::new().read_bytes(text.as_bytes()), "{text}");
            assert_eq!(agree(text.as_bytes()), (1, 1), "{text}");
        }
        for tags in [
            &b"[Event \"\xff\"]\n"[..],
            b"[Event \"\xc3\"]\n",
            "[Event \"\u{e9}\t\"]\n".as_bytes(),
            "[Event \"\u{e9}\\\"\"]\n".as_bytes(),
        ] {
            let text = [tags, b"\n1. e4 e5 *\n"].concat();
            assert!(!Events::new().read_bytes(&text), "{text:?}");
            agree(&text);
        }
        // Tag pairs of another form.
        for tags in [
            "[Event  \"x\"]\n",
            "[Event \"x\"] \n",
            "[Event \"a\\\"b\"]\n",
            "[Event \"x\"]\r[Site \"y\"]\n",
            "[Event \"x\"]\r\r\n",
            "[1Event \"x\"]\n",
            "[Event \"x\"][Site \"y\"]\n",
            "[Event \"x\"]\n[Event \"y\"]\n",
        ] {
            let text = format!("{tags}\n1. e4 e5 *\n");
            assert!(!Events::new().read_bytes(text.as_bytes()), "{text}");
            agree(text.as_bytes());
        }
    }
}
