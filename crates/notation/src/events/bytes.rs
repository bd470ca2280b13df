//! The commonest game read straight from its bytes, with no token: tag
//! pairs `[Name "value"]` one per line, move numbers `12.` and `12...`,
//! move words of SAN bytes only, simple NAGs and a result, spaces and line
//! feeds between them. Anything else (a comment, a variation, a carriage
//! return, a tab, a byte outside that set, a word the lexer might read
//! otherwise) and the reader gives up: the game is then lexed and read
//! from its tokens ([`Events::read_plain`]), as it always may be. Where it
//! answers, the events are those the tokens give (`events/tests.rs` holds
//! the two to that).

use std::ops::Range;

use super::{EventSink, Events, FEN_KEY, Push, RESULT_KEY, TagText, VARIANT_KEY};
use crate::{
    events::Event,
    lexer::move_number,
    tree::{build::name_key, nag_value},
};

/// Whether `b` may stand in a tag name after its first letter.
#[inline(always)]
fn name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Whether `b` may stand in a tag value: printable ASCII but `"` and `\`.
#[inline(always)]
fn value_byte(b: u8) -> bool {
    (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\'
}

/// Reads the tag section at the start of `bytes`: tag pairs
/// `[Name "value"]`, each alone on its line, blank lines between them
/// allowed; `tag` is handed each pair's name and value (with its quotes)
/// and may refuse it. Where the move text starts, or `None` to give up.
#[inline(always)]
fn read_tags(bytes: &[u8], mut tag: impl FnMut(Range<usize>, Range<usize>) -> bool) -> Option<usize> {
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
            Some(_) => return Some(i),
            None => return None,
        }
        let name_start = i + 1;
        if !bytes.get(name_start)?.is_ascii_alphabetic() {
            return None;
        }
        let mut j = name_start + 1;
        while bytes.get(j).is_some_and(|&b| name_byte(b)) {
            j += 1;
        }
        let name = name_start..j;
        if bytes.get(j..j + 2)? != b" \"" {
            return None;
        }
        let value_start = j + 1;
        let mut k = value_start + 1;
        while bytes.get(k).is_some_and(|&b| value_byte(b)) {
            k += 1;
        }
        if bytes.get(k..k + 3)? != b"\"]\n" {
            return None;
        }
        if !tag(name, value_start..k + 1) {
            return None;
        }
        i = k + 3;
    }
}

/// Whether `b` ends a word, number or result: a space or a line feed.
#[inline(always)]
fn gap(b: Option<&u8>) -> bool {
    matches!(b, Some(b' ' | b'\n'))
}

/// The length of the move word at the start of `text`, if it is one the
/// lexer reads as one word and the token reader as a move word: castling
/// (`O-O`, `O-O-O`, a check or mate mark after), or a piece letter or a
/// file, then files, ranks, `x`, `=` and piece letters, with a rank in it,
/// and a check or mate mark at its end only, followed by a space or a line
/// feed.
#[inline(always)]
fn move_word(text: &[u8]) -> Option<usize> {
    let castle = if text.starts_with(b"O-O-O") {
        5
    } else if text.starts_with(b"O-O") {
        3
    } else {
        0
    };
    let mut n = castle;
    if castle == 0 {
        let mut rank = false;
        while let Some(&b) = text.get(n) {
            match b {
                b'K' | b'Q' | b'R' | b'B' | b'N' | b'a'..=b'h' | b'x' | b'=' => {}
                b'1'..=b'8' => rank = true,
                _ => break,
            }
            n += 1;
        }
        let first = *text.first()?;
        if !rank || n < 2 || !matches!(first, b'K' | b'Q' | b'R' | b'B' | b'N' | b'a'..=b'h') {
            return None;
        }
    }
    if matches!(text.get(n), Some(b'+' | b'#')) {
        n += 1;
    }
    gap(text.get(n)).then_some(n)
}

/// Reads the move text of `bytes` from `first` to the game's result,
/// handing each event to `sink` as [`Events::read_plain_moves`] does (the
/// result's [`Event::Result`] and the mainline's [`Event::Exit`] last):
/// the result's span, or `None` to give up, whatever `sink` was handed.
#[inline(always)]
pub(crate) fn read_moves<S: EventSink>(
    bytes: &[u8],
    first: usize,
    sink: &mut S,
) -> Option<Range<usize>> {
    let mut i = first;
    loop {
        let &b = bytes.get(i)?;
        match b {
            b' ' | b'\n' => {
                i += 1;
                continue;
            }
            b'0'..=b'9' => {
                let mut j = i + 1;
                while bytes.get(j).is_some_and(u8::is_ascii_digit) {
                    j += 1;
                }
                if bytes.get(j) == Some(&b'.') {
                    let dots = if bytes.get(j..j + 3) == Some(b"...") { 3 } else { 1 };
                    let end = j + dots;
                    if !gap(bytes.get(end)) || bytes.get(end + 1) == Some(&b'.') {
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
            b'*' => return result(bytes, i..i + 1, sink),
            b'$' => {
                let mut j = i + 1;
                while bytes.get(j).is_some_and(u8::is_ascii_digit) {
                    j += 1;
                }
                if !gap(bytes.get(j)) {
                    return None;
                }
                nag_value(&bytes[i..j])?;
                sink.event(Event::Nag(i..j));
                i = j;
            }
            _ => {
                let n = move_word(&bytes[i..])?;
                sink.word(i..i + n, true);
                i += n;
            }
        }
    }
}

/// The game's result at `span` of `bytes`, which must be followed by a
/// space, a line feed or the end.
#[inline(always)]
fn result<S: EventSink>(bytes: &[u8], span: Range<usize>, sink: &mut S) -> Option<Range<usize>> {
    if span.end < bytes.len() && !gap(bytes.get(span.end)) {
        return None;
    }
    sink.event(Event::Result(span.clone()));
    sink.event(Event::Exit);
    Some(span)
}

/// A sink that keeps nothing: [`game_len`] only finds where a game ends.
struct Nothing;

impl EventSink for Nothing {
    #[inline(always)]
    fn event(&mut self, _: Event) {}
    #[inline(always)]
    fn word(&mut self, _: Range<usize>, _: bool) {}
}

/// How long the game at the start of `bytes` is, if the byte reader reads
/// it: it ends after its result and the spaces and line feeds after it,
/// where a `[` starts a line or the text ends, where the token reader's
/// games end too ([`crate::tree::split::Splitter`]). `None` to give up.
pub(crate) fn game_len(bytes: &[u8]) -> Option<usize> {
    let first = read_tags(bytes, |_, _| true)?;
    let result = read_moves(bytes, first, &mut Nothing)?;
    let mut i = result.end;
    while let Some(&b) = bytes.get(i) {
        match b {
            b' ' | b'\n' => i += 1,
            b'[' if bytes[i - 1] == b'\n' => return Some(i),
            _ => return None,
        }
    }
    Some(i)
}

impl Events {
    /// [`Events::read_plain_tags`] from the bytes of one game alone: the
    /// tags, the mainline's [`Event::Enter`] in the list, and where the
    /// move text starts, or `None` to give up (a name given twice too).
    pub(crate) fn read_bytes_tags(&mut self, bytes: &[u8]) -> Option<usize> {
        self.clear();
        let mut names = std::mem::take(&mut self.byte_names);
        names.clear();
        let mut text = std::mem::take(&mut self.text);
        let (mut fen, mut variant, mut result_tag) = (None, None, None);
        let first = read_tags(bytes, |name, value| {
            let key = name_key(&bytes[name.clone()]);
            if names
                .iter()
                .any(|(k, n): &(u64, Range<usize>)| *k == key && bytes[n.clone()] == bytes[name.clone()])
            {
                return false;
            }
            names.push((key, name));
            let slot = match key {
                FEN_KEY => &mut fen,
                VARIANT_KEY => &mut variant,
                RESULT_KEY => &mut result_tag,
                _ => return true,
            };
            // Printable ASCII: UTF-8.
            let raw = std::str::from_utf8(&bytes[value.start + 1..value.end - 1]).unwrap_or_default();
            let start = text.len() as u32;
            text.push_str(raw);
            *slot = Some(TagText {
                text: Some(start..text.len() as u32),
                span: value.clone(),
                base: value.start + 1,
            });
            true
        });
        self.byte_names = names;
        self.text = text;
        (self.fen, self.variant, self.result_tag) = (fen, variant, result_tag);
        let first = first?;
        self.events.push(Event::Enter);
        Some(first)
    }

    /// [`Events::read_plain_end`] from bytes: the game's result at
    /// `result`, and only spaces and line feeds after it.
    pub(crate) fn read_bytes_end(&mut self, bytes: &[u8], result: Range<usize>) -> bool {
        let outcome = crate::tree::Outcome::from_bytes(&bytes[result.clone()])
            .unwrap_or(crate::tree::Outcome::Unknown);
        let rest = &bytes[result.end..];
        self.marker = Some((outcome, result));
        rest.iter().all(|&b| b == b' ' || b == b'\n')
    }

    /// [`Events::read_plain`] from the bytes of one game alone: whether the
    /// byte reader read it (the list holding anything when not).
    pub(crate) fn read_bytes(&mut self, bytes: &[u8]) -> bool {
        let Some(first) = self.read_bytes_tags(bytes) else {
            return false;
        };
        let mut events = std::mem::take(&mut self.events);
        let mut push = Push {
            events: &mut events,
            bytes,
            watch: &self.watch,
            seeking: self.watch.any,
            last_mainline_move: None,
            first_watched: None,
            variations: false,
        };
        let end = read_moves(bytes, first, &mut push);
        let (last, watched, variations) =
            (push.last_mainline_move, push.first_watched, push.variations);
        self.events = events;
        self.last_mainline_move = last;
        self.variations = variations;
        let Some(end) = end else {
            return false;
        };
        if self.watch.any {
            self.first_watched = Some(watched);
        }
        self.read_bytes_end(bytes, end)
    }
}
