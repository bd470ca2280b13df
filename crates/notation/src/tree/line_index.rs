//! Lines and columns of byte offsets.

/// A position as people and editors count it. Lines and columns are
/// 1-based; columns count Unicode scalar values (`column`) or UTF-16 code
/// units (`utf16_column`, what the Language Server Protocol counts by
/// default, plus one). A run of bytes that is not UTF-8 counts as one
/// character, U+FFFD, as [`String::from_utf8_lossy`] shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LineCol {
    /// The 1-based line.
    pub line: usize,
    /// The 1-based column, in Unicode scalar values.
    pub column: usize,
    /// The 1-based column, in UTF-16 code units.
    pub utf16_column: usize,
}

/// What a column counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ColumnUnit {
    /// Unicode scalar values.
    Char,
    /// UTF-16 code units.
    Utf16,
}

/// A character of more than one byte, or a run of bytes that is not UTF-8.
#[derive(Clone, Copy, Debug)]
struct Wide {
    start: usize,
    end: usize,
    /// 2 for a character outside the Basic Multilingual Plane, else 1.
    utf16: u8,
}

/// Line starts and wide characters of a text, built once, for turning byte
/// offsets into lines and columns and back in logarithmic time. Lines end
/// with `\n`, `\r\n` or `\r`, as for the [lexer](crate::lexer).
///
/// ```
/// use forsyth_notation::tree::{ColumnUnit, LineIndex};
///
/// let text = "1. e4\n1. Ιδ4 🙂 ♘f3";
/// let index = LineIndex::new(text.as_bytes());
/// let at = text.find('♘').unwrap();
/// let pos = index.line_col(at);
/// assert_eq!((pos.line, pos.column, pos.utf16_column), (2, 10, 11));
/// assert_eq!(index.offset(2, 11, ColumnUnit::Utf16), Some(at));
/// ```
#[derive(Clone, Debug, Default)]
pub struct LineIndex {
    len: usize,
    /// The offset where each line starts; the first is 0.
    line_starts: Vec<usize>,
    /// The length of each line's break (1 or 2 bytes), but the last line's.
    breaks: Vec<u8>,
    wide: Vec<Wide>,
    /// For each `k`, over `wide[..k]`: bytes beyond one per character, and
    /// bytes beyond the UTF-16 units.
    extra_chars: Vec<usize>,
    extra_utf16: Vec<usize>,
}

impl LineIndex {
    /// Indexes `text` (any bytes).
    #[must_use]
    pub fn new(text: &[u8]) -> LineIndex {
        let mut index = LineIndex::default();
        index.reindex(text);
        index
    }

    /// Indexes `text` in place of what was indexed, keeping the
    /// allocations (the findings of game after game are placed with one
    /// index).
    pub fn reindex(&mut self, text: &[u8]) {
        self.len = text.len();
        let line_starts = &mut self.line_starts;
        let breaks = &mut self.breaks;
        line_starts.clear();
        breaks.clear();
        line_starts.push(0);
        // Line breaks are rare among a game's bytes: found by `memchr`.
        for k in memchr::memchr2_iter(b'\n', b'\r', text) {
            match text[k] {
                b'\n' => {
                    let crlf = k > 0 && text[k - 1] == b'\r';
                    breaks.push(if crlf { 2 } else { 1 });
                    line_starts.push(k + 1);
                }
                _ if text.get(k + 1) != Some(&b'\n') => {
                    breaks.push(1);
                    line_starts.push(k + 1);
                }
                _ => {}
            }
        }
        let wide = &mut self.wide;
        wide.clear();
        let mut at = 0;
        // Most games are ASCII: told a word at a time.
        let chunks = if text.is_ascii() { &[][..] } else { text };
        for chunk in chunks.utf8_chunks() {
            let valid = chunk.valid();
            if !valid.is_ascii() {
                for (i, c) in valid.char_indices() {
                    let len = c.len_utf8();
                    if len > 1 {
                        wide.push(Wide {
                            start: at + i,
                            end: at + i + len,
                            utf16: c.len_utf16() as u8,
                        });
                    }
                }
            }
            at += valid.len();
            let invalid = chunk.invalid();
            if !invalid.is_empty() {
                wide.push(Wide {
                    start: at,
                    end: at + invalid.len(),
                    utf16: 1,
                });
                at += invalid.len();
            }
        }
        let extra_chars = &mut self.extra_chars;
        let extra_utf16 = &mut self.extra_utf16;
        extra_chars.clear();
        extra_utf16.clear();
        let (mut chars, mut utf16) = (0, 0);
        extra_chars.push(0);
        extra_utf16.push(0);
        for w in wide.iter() {
            let len = w.end - w.start;
            chars += len - 1;
            utf16 += len - usize::from(w.utf16);
            extra_chars.push(chars);
            extra_utf16.push(utf16);
        }
    }

    /// Whether the index holds room for more than a few thousand lines or
    /// wide characters.
    pub(crate) fn is_large(&self) -> bool {
        const LARGE: usize = 1 << 12;
        self.line_starts.capacity() > LARGE || self.wide.capacity() > LARGE
    }

    /// The length of the text indexed.
    #[must_use]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the text indexed is empty.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many lines the text has (at least 1; a text ending with a line
    /// break has an empty last line).
    #[must_use]
    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }

    /// The byte offset where 1-based `line` starts.
    #[must_use]
    pub fn line_start(&self, line: usize) -> Option<usize> {
        self.line_starts.get(line.checked_sub(1)?).copied()
    }

    /// The byte offset where 1-based `line` ends, before its line break.
    #[must_use]
    pub fn line_end(&self, line: usize) -> Option<usize> {
        self.line_start(line)?;
        Some(match self.line_starts.get(line) {
            Some(&next) => next - usize::from(self.breaks[line - 1]),
            None => self.len,
        })
    }

    /// The line and columns of byte `offset` (clamped to the text's
    /// length). An offset inside a character is that character's position.
    #[must_use]
    pub fn line_col(&self, offset: usize) -> LineCol {
        let mut offset = offset.min(self.len);
        let line = self.line_starts.partition_point(|&s| s <= offset).max(1);
        let start = self.line_starts[line - 1];
        let mut k1 = self.wide.partition_point(|w| w.start < offset);
        if k1 > 0 && self.wide[k1 - 1].end > offset {
            offset = self.wide[k1 - 1].start.max(start);
            k1 -= 1;
        }
        let k0 = self.wide.partition_point(|w| w.start < start);
        let bytes = offset - start;
        LineCol {
            line,
            column: bytes - (self.extra_chars[k1] - self.extra_chars[k0]) + 1,
            utf16_column: bytes - (self.extra_utf16[k1] - self.extra_utf16[k0]) + 1,
        }
    }

    /// The byte offset of 1-based `line` and `column` counted in `unit`. A
    /// column past the end of the line gives the line's end (before the
    /// line break); a column inside a UTF-16 surrogate pair gives the
    /// character's start. `None` if the line does not exist or the column
    /// is 0.
    #[must_use]
    pub fn offset(&self, line: usize, column: usize, unit: ColumnUnit) -> Option<usize> {
        let start = self.line_start(line)?;
        let end = self.line_end(line)?;
        let mut left = column.checked_sub(1)?;
        let mut at = start;
        let mut k = self.wide.partition_point(|w| w.start < start);
        while at < end && left > 0 {
            match self.wide.get(k) {
                Some(w) if w.start == at => {
                    let units = match unit {
                        ColumnUnit::Char => 1,
                        ColumnUnit::Utf16 => usize::from(w.utf16),
                    };
                    if units > left {
                        break;
                    }
                    left -= units;
                    at = w.end;
                    k += 1;
                }
                Some(w) => {
                    // ASCII up to the next wide character.
                    let run = (w.start.min(end) - at).min(left);
                    at += run;
                    left -= run;
                }
                None => {
                    let run = (end - at).min(left);
                    at += run;
                    left -= run;
                }
            }
        }
        Some(at.min(end))
    }
}
