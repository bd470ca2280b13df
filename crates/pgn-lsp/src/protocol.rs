//! The one module that knows the protocol's position types.
//!
//! Everything below this module works with byte offsets into the document
//! text; LSP speaks lines and columns counted in UTF-16 code units (or UTF-8
//! bytes when both sides agree). The conversions live here, and so does the
//! re-export of the types crate, so a change of that crate (tower-lsp-server
//! 0.24 moves to another one) touches this file.

use std::ops::Range;

use ropey::Rope;
pub use tower_lsp_server::ls_types as lsp;

/// How columns are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Encoding {
    /// UTF-16 code units: the protocol's default, and all that Neovim 0.7
    /// and VS Code speak.
    #[default]
    Utf16,
    /// UTF-8 bytes, when the client offers it.
    Utf8,
}

impl Encoding {
    /// UTF-8 if the client lists it among its position encodings, else
    /// UTF-16.
    #[must_use]
    pub fn negotiate(params: &lsp::InitializeParams) -> Encoding {
        let offered = params
            .capabilities
            .general
            .as_ref()
            .and_then(|g| g.position_encodings.as_ref());
        match offered {
            Some(list) if list.contains(&lsp::PositionEncodingKind::UTF8) => Encoding::Utf8,
            _ => Encoding::Utf16,
        }
    }

    /// The protocol's name for it.
    #[must_use]
    pub fn kind(self) -> lsp::PositionEncodingKind {
        match self {
            Encoding::Utf16 => lsp::PositionEncodingKind::UTF16,
            Encoding::Utf8 => lsp::PositionEncodingKind::UTF8,
        }
    }
}

/// A document's text with conversions between byte offsets and protocol
/// positions. Cloning is cheap (the rope's nodes are shared), so a request
/// can keep a snapshot while edits go on.
#[derive(Clone, Debug, Default)]
pub struct Text {
    rope: Rope,
}

/// One applied change, in byte offsets: `start..old_end` of the old text
/// became `start..new_end` of the new one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edit {
    pub start: usize,
    pub old_end: usize,
    pub new_end: usize,
}

impl Text {
    #[must_use]
    pub fn new(text: &str) -> Text {
        Text {
            rope: Rope::from_str(text),
        }
    }

    /// The length in bytes.
    #[must_use]
    pub fn len(&self) -> usize {
        self.rope.len_bytes()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The rope (for reading the text in chunks).
    #[must_use]
    pub fn rope(&self) -> &Rope {
        &self.rope
    }

    /// The bytes of `range` (clamped to the text and to character
    /// boundaries), copied into `out`.
    pub fn copy_range(&self, range: Range<usize>, out: &mut String) {
        out.clear();
        let start = self.floor(range.start);
        let end = self.floor(range.end).max(start);
        for chunk in self.rope.byte_slice(start..end).chunks() {
            out.push_str(chunk);
        }
    }

    /// The whole text.
    #[must_use]
    pub fn to_string_lossless(&self) -> String {
        let mut out = String::with_capacity(self.len());
        for chunk in self.rope.chunks() {
            out.push_str(chunk);
        }
        out
    }

    /// `offset` clamped to the text and moved back to a character boundary.
    #[must_use]
    pub fn floor(&self, offset: usize) -> usize {
        let offset = offset.min(self.len());
        let ch = self.rope.byte_to_char(offset);
        self.rope.char_to_byte(ch)
    }

    /// The byte offset where line `line` ends, before its line break.
    fn line_content_end_char(&self, line: usize) -> usize {
        if line + 1 >= self.rope.len_lines() {
            return self.rope.len_chars();
        }
        let next = self.rope.line_to_char(line + 1);
        let mut end = next;
        if end > 0 && self.rope.char(end - 1) == '\n' {
            end -= 1;
        }
        if end > 0 && self.rope.char(end - 1) == '\r' {
            end -= 1;
        }
        end
    }

    /// The byte offset of a protocol position. Positions past the end of a
    /// line mean its end; lines past the end of the text mean the end of the
    /// text; a column inside a character (half a surrogate pair, a byte
    /// inside a UTF-8 sequence) means the start of that character.
    #[must_use]
    pub fn offset(&self, pos: lsp::Position, encoding: Encoding) -> usize {
        let line = pos.line as usize;
        if line >= self.rope.len_lines() {
            return self.len();
        }
        let start_char = self.rope.line_to_char(line);
        let end_char = self.line_content_end_char(line);
        let column = pos.character as usize;
        let ch = match encoding {
            Encoding::Utf16 => {
                let start16 = self.rope.char_to_utf16_cu(start_char);
                let end16 = self.rope.char_to_utf16_cu(end_char);
                let target = (start16 + column).min(end16);
                self.rope.utf16_cu_to_char(target)
            }
            Encoding::Utf8 => {
                let start = self.rope.char_to_byte(start_char);
                let end = self.rope.char_to_byte(end_char);
                self.rope.byte_to_char((start + column).min(end))
            }
        };
        self.rope.char_to_byte(ch.clamp(start_char, end_char))
    }

    /// The protocol position of a byte offset (clamped, and moved back to a
    /// character boundary; between the CR and the LF of a line break, which
    /// the protocol cannot name, the end of the line's content).
    #[must_use]
    pub fn position(&self, offset: usize, encoding: Encoding) -> lsp::Position {
        let offset = offset.min(self.len());
        let mut ch = self.rope.byte_to_char(offset);
        if ch > 0 && self.rope.get_char(ch) == Some('\n') && self.rope.char(ch - 1) == '\r' {
            ch -= 1;
        }
        let line = self.rope.char_to_line(ch);
        let line_char = self.rope.line_to_char(line);
        let column = match encoding {
            Encoding::Utf16 => {
                self.rope.char_to_utf16_cu(ch) - self.rope.char_to_utf16_cu(line_char)
            }
            Encoding::Utf8 => self.rope.char_to_byte(ch) - self.rope.char_to_byte(line_char),
        };
        lsp::Position::new(to_u32(line), to_u32(column))
    }

    /// The protocol range of a byte span.
    #[must_use]
    pub fn range(&self, span: Range<usize>, encoding: Encoding) -> lsp::Range {
        let start = self.position(span.start, encoding);
        let end = self.position(span.end.max(span.start), encoding);
        lsp::Range::new(start, end)
    }

    /// The byte span of a protocol range (start and end ordered).
    #[must_use]
    pub fn span(&self, range: lsp::Range, encoding: Encoding) -> Range<usize> {
        let a = self.offset(range.start, encoding);
        let b = self.offset(range.end, encoding);
        a.min(b)..a.max(b)
    }

    /// Applies one content change; a change without a range replaces the
    /// whole text.
    pub fn apply(
        &mut self,
        change: &lsp::TextDocumentContentChangeEvent,
        encoding: Encoding,
    ) -> Edit {
        let span = match change.range {
            Some(range) => self.span(range, encoding),
            None => 0..self.len(),
        };
        self.replace(span, &change.text)
    }

    /// Replaces the bytes of `span` (character boundaries) with `text`.
    pub fn replace(&mut self, span: Range<usize>, text: &str) -> Edit {
        let start = self.floor(span.start);
        let end = self.floor(span.end).max(start);
        let start_char = self.rope.byte_to_char(start);
        let end_char = self.rope.byte_to_char(end);
        self.rope.remove(start_char..end_char);
        self.rope.insert(start_char, text);
        Edit {
            start,
            old_end: end,
            new_end: start + text.len(),
        }
    }

    /// The byte offset where the line holding `offset` starts.
    #[must_use]
    pub fn line_start(&self, offset: usize) -> usize {
        let line = self.rope.byte_to_line(offset.min(self.len()));
        self.rope.line_to_byte(line)
    }

    /// The span of the whole lines that `span` is on, with their line
    /// breaks.
    #[must_use]
    pub fn lines_around(&self, span: Range<usize>) -> Range<usize> {
        let len = self.len();
        let start = self.line_start(span.start);
        let last = self.rope.byte_to_line(span.end.min(len));
        let end = if last + 1 < self.rope.len_lines() {
            self.rope.line_to_byte(last + 1)
        } else {
            len
        };
        start..end.max(start)
    }

    /// A reader over the text from byte `start` on.
    #[must_use]
    pub fn reader_from(&self, start: usize) -> TextReader<'_> {
        let start = self.floor(start);
        let (chunks, chunk_start, _, _) = self.rope.chunks_at_byte(start);
        TextReader {
            chunks,
            current: &[],
            skip: start - chunk_start,
        }
    }
}

/// Converts byte offsets of a text to protocol positions, in one pass over
/// the text when they come in increasing order (as the games of an index,
/// their findings and a translation's edits do): each conversion reads on
/// from the last one, and only an offset before it asks the rope. Ten
/// times faster than [`Text::position`] for the symbols of a large
/// document; the same answers.
pub struct Positions<'t> {
    text: &'t Text,
    encoding: Encoding,
    chunks: ropey::iter::Chunks<'t>,
    chunk: &'t [u8],
    chunk_start: usize,
    /// The last offset converted, and its line and column.
    at: usize,
    line: usize,
    column: usize,
}

impl<'t> Positions<'t> {
    #[must_use]
    pub fn new(text: &'t Text, encoding: Encoding) -> Positions<'t> {
        let mut chunks = text.rope.chunks();
        let chunk = chunks.next().map_or(&[][..], str::as_bytes);
        Positions {
            text,
            encoding,
            chunks,
            chunk,
            chunk_start: 0,
            at: 0,
            line: 0,
            column: 0,
        }
    }

    /// The protocol position of a byte offset, as [`Text::position`].
    pub fn position(&mut self, offset: usize) -> lsp::Position {
        let offset = offset.min(self.text.len());
        match self.advance(offset) {
            Some(()) => lsp::Position::new(to_u32(self.line), to_u32(self.column)),
            None => self.text.position(offset, self.encoding),
        }
    }

    /// The protocol range of a byte span, as [`Text::range`].
    pub fn range(&mut self, span: Range<usize>) -> lsp::Range {
        let start = self.position(span.start);
        let end = self.position(span.end.max(span.start));
        lsp::Range::new(start, end)
    }

    /// Reads on to `offset`; `None` (and nothing changed) when it is before
    /// the last one, inside a character, or right after a carriage return
    /// (whether that ends a line depends on what follows).
    fn advance(&mut self, offset: usize) -> Option<()> {
        if offset < self.at {
            return None;
        }
        let (mut chunks, mut chunk, mut chunk_start) =
            (self.chunks.clone(), self.chunk, self.chunk_start);
        let (mut at, mut line, mut column) = (self.at, self.line, self.column);
        loop {
            let end = chunk_start + chunk.len();
            let stop = offset.min(end);
            let part = &chunk[at - chunk_start..stop - chunk_start];
            for (i, &b) in part.iter().enumerate() {
                let breaks = match b {
                    b'\n' => true,
                    // A carriage return ends a line unless a line feed
                    // follows (then the pair does, after the feed). Ropey
                    // keeps the pair in one chunk.
                    b'\r' => match part.get(i + 1) {
                        Some(&next) => next != b'\n',
                        None if stop < end => chunk[stop - chunk_start] != b'\n',
                        None => return None,
                    },
                    _ => false,
                };
                if breaks {
                    line += 1;
                    column = 0;
                } else if b != b'\r' {
                    // The CR of a CRLF adds nothing: an offset after it is
                    // the end of the line's content, as in Text::position.
                    column += units(b, self.encoding);
                }
            }
            at = stop;
            if offset < end || (offset == end && offset == self.text.len()) {
                // Inside a character: ask the rope.
                if chunk
                    .get(offset - chunk_start)
                    .is_some_and(|&b| b & 0xC0 == 0x80)
                {
                    return None;
                }
                break;
            }
            // Chunks end on character boundaries.
            chunk_start = end;
            chunk = chunks.next().map_or(&[][..], str::as_bytes);
            if chunk.is_empty() {
                break;
            }
        }
        (self.chunks, self.chunk, self.chunk_start) = (chunks, chunk, chunk_start);
        (self.at, self.line, self.column) = (at, line, column);
        Some(())
    }
}

/// How many protocol units byte `b` adds to a column: in UTF-16, one for
/// the first byte of a character and one more for a 4-byte one (a surrogate
/// pair); in UTF-8, one.
fn units(b: u8, encoding: Encoding) -> usize {
    match encoding {
        Encoding::Utf8 => 1,
        Encoding::Utf16 => usize::from(b & 0xC0 != 0x80) + usize::from(b >= 0xF0),
    }
}

/// A [`std::io::BufRead`] over a text's rope, chunk by chunk.
pub struct TextReader<'t> {
    chunks: ropey::iter::Chunks<'t>,
    current: &'t [u8],
    skip: usize,
}

impl std::io::Read for TextReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        use std::io::BufRead;
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl std::io::BufRead for TextReader<'_> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        while self.current.is_empty() {
            match self.chunks.next() {
                Some(chunk) => {
                    let bytes = chunk.as_bytes();
                    let skip = self.skip.min(bytes.len());
                    self.skip -= skip;
                    self.current = &bytes[skip..];
                }
                None => break,
            }
        }
        Ok(self.current)
    }

    fn consume(&mut self, amount: usize) {
        self.current = &self.current[amount.min(self.current.len())..];
    }
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(line: u32, character: u32) -> lsp::Position {
        lsp::Position::new(line, character)
    }

    #[test]
    fn greek_hebrew_and_emoji_columns() {
        // Ι is one UTF-16 unit and two bytes; 🙂 is two units and four bytes.
        let text = Text::new("1. Ιδ4 Ρδ7\r\n🙂 מה3 x\nlast");
        let rho = "1. Ιδ4 ".len();
        assert_eq!(text.position(rho, Encoding::Utf16), pos(0, 7));
        assert_eq!(text.position(rho, Encoding::Utf8), pos(0, 9));
        assert_eq!(text.offset(pos(0, 7), Encoding::Utf16), rho);
        assert_eq!(text.offset(pos(0, 9), Encoding::Utf8), rho);
        let line1 = "1. Ιδ4 Ρδ7\r\n".len();
        let mem = line1 + "🙂 ".len();
        assert_eq!(text.position(mem, Encoding::Utf16), pos(1, 3));
        assert_eq!(text.position(mem, Encoding::Utf8), pos(1, 5));
        assert_eq!(text.offset(pos(1, 3), Encoding::Utf16), mem);
        // Inside the surrogate pair: the start of the emoji.
        assert_eq!(text.offset(pos(1, 1), Encoding::Utf16), line1);
        // Past the end of a line: its end, before \r\n.
        assert_eq!(text.offset(pos(0, 99), Encoding::Utf16), "1. Ιδ4 Ρδ7".len());
        // Past the last line: the end of the text.
        assert_eq!(text.offset(pos(9, 0), Encoding::Utf16), text.len());
        // A byte offset inside a character is moved back to its start.
        assert_eq!(text.position(rho + 1, Encoding::Utf16), pos(0, 7));
        // Between the CR and the LF: the end of the line's content (the
        // protocol cannot name a position inside a line break).
        assert_eq!(text.position(line1 - 1, Encoding::Utf16), pos(0, 10));
        let mut positions = Positions::new(&text, Encoding::Utf8);
        assert_eq!(positions.position(line1 - 1), pos(0, 14));
    }

    #[test]
    fn positions_in_order_are_the_ropes() {
        let text =
            Text::new("[White \"Ρ\"]\r\n\r\n1. Ιδ4 🙂 Ρδ7\rx\n\n{מה3}\r\n2. e4\r\r\n\u{10348}a\n");
        let len = text.len();
        for encoding in [Encoding::Utf16, Encoding::Utf8] {
            let mut positions = Positions::new(&text, encoding);
            // Every offset in order (inside characters too), then some
            // going back and forth.
            let offsets = (0..=len + 2).chain([3, 40, 2, len, 17, 18, 19, 0]);
            for offset in offsets {
                assert_eq!(
                    positions.position(offset),
                    text.position(offset, encoding),
                    "{offset} {encoding:?}"
                );
            }
        }
        // A large text, in steps that cross chunks.
        let big = Text::new(&"1. Ιδ4 Ρδ7 {🙂}\r\n".repeat(20_000));
        let mut positions = Positions::new(&big, Encoding::Utf16);
        for offset in (0..big.len()).step_by(997) {
            assert_eq!(
                positions.position(offset),
                big.position(offset, Encoding::Utf16)
            );
        }
    }

    #[test]
    fn edits_and_reader() {
        use std::io::Read;
        let mut text = Text::new("1. e4 e5\n2. Nf3");
        let edit = text.apply(
            &lsp::TextDocumentContentChangeEvent {
                range: Some(lsp::Range::new(pos(1, 3), pos(1, 4))),
                range_length: None,
                text: "Σ".into(),
            },
            Encoding::Utf16,
        );
        assert_eq!(text.to_string_lossless(), "1. e4 e5\n2. Σf3");
        assert_eq!(
            edit,
            Edit {
                start: 12,
                old_end: 13,
                new_end: 14
            }
        );
        let mut rest = String::new();
        text.reader_from(3).read_to_string(&mut rest).unwrap();
        assert_eq!(rest, "e4 e5\n2. Σf3");
        let mut part = String::new();
        text.copy_range(9..14, &mut part);
        assert_eq!(part, "2. Σ");
    }
}
