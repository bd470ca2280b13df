//! Input that is not UTF-8, and output written back in the input's
//! encoding.
//!
//! [`Decoded`] turns a byte stream in any encoding into UTF-8 as it is read,
//! in flat memory, for the readers of `notation` (which read UTF-8);
//! [`Encoded`] writes UTF-8 text back in an encoding. Encodings are those of
//! the WHATWG Encoding Standard (`encoding_rs`), named by its labels
//! (`latin1`, `windows-1252`, `iso-8859-7`, `koi8-r`, `utf-16le`, …), and
//! DOS code page 437 (`cp437`), which the standard lacks and old PGN files
//! use.
//!
//! What is read when no encoding is named:
//!
//! * A byte order mark decides: UTF-8, UTF-16LE or UTF-16BE (as browsers do,
//!   a mark wins over a named encoding too). The mark is not part of the
//!   text; the output gets it back.
//! * Otherwise the first non-ASCII byte decides, which may come after any
//!   amount of ASCII (up to [`ASCII_LOOKAHEAD`] bytes are held to find it):
//!   from there on, the next [`WINDOW`] bytes are looked at, and the input is
//!   UTF-8 when at least half of their non-ASCII sequences are valid UTF-8 (all of
//!   them in a clean file), else a legacy code page told from the frequencies
//!   of the letters and the moves that read ([`legacy_charset`]):
//!   Windows-1252, the superset of Latin-1 that most old collections are
//!   in, or the code page of a Greek,
//!   Hebrew, Cyrillic or Central European text (Windows-1253, -1255, -1251,
//!   -1250…). The encoding guessed is said in one warning
//!   ([`Notice::Guessed`]), at the first byte that is not UTF-8.
//! * Input found to be UTF-8 may still hold a few bytes that are not UTF-8
//!   further on (a game pasted from a Latin-1 file into a UTF-8 one). Each
//!   such byte is read as the Windows-1252 character it would be, so that a
//!   `Réti` stays readable, and the first one is said in one warning
//!   ([`Notice::Stray`]); in the output they are UTF-8 like the rest.
//!
//! A named encoding is read as named, with no warning, except for bytes
//! that are not valid in it: they are read as U+FFFD and the first is said
//! ([`Notice::Malformed`]). `--encoding utf-8` reads strictly: bytes that
//! are not UTF-8 go through untouched and the PGN reader reports them, each
//! as the syntax error it is.

use std::io::{self, BufRead, Read, Write};

use encoding_rs::{
    DecoderResult, EncoderResult, Encoding, ISO_8859_7, KOI8_R, UTF_8, UTF_16BE, UTF_16LE,
    WINDOWS_1250, WINDOWS_1251, WINDOWS_1252, WINDOWS_1253, WINDOWS_1255,
};
use forsyth_notation::{analysis::LanguageChoice, lint::check_pgn_threads, locale::Locales};

/// How far into ASCII-only input the first non-ASCII byte is looked for
/// before the input is taken as UTF-8.
pub const ASCII_LOOKAHEAD: usize = 1024 * 1024;

/// How many bytes from the first non-ASCII one decide the encoding.
pub const WINDOW: usize = 64 * 1024;

/// The size of the buffers files and standard input are read and decoded
/// through.
const BUFFER: usize = 256 * 1024;

/// The most bytes one read asks for: small enough that what a read brings
/// in is likely still in the core's cache when it is checked and handed
/// on. Once the choice of the encoding has read ahead (up to
/// [`ASCII_LOOKAHEAD`]) the buffer is that large, and reads that filled all
/// of it made `check` about 6 % slower (16 KiB reads measure as 64 KiB
/// ones).
const READ: usize = 64 * 1024;

/// The UTF-8 of U+FFFD REPLACEMENT CHARACTER.
const REPLACEMENT: &[u8] = "\u{FFFD}".as_bytes();

/// An encoding text can be read and written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Charset {
    /// An encoding of the WHATWG Encoding Standard.
    Whatwg(&'static Encoding),
    /// IBM PC / MS-DOS code page 437.
    Cp437,
}

impl Charset {
    /// UTF-8.
    pub const UTF8: Charset = Charset::Whatwg(UTF_8);
    /// Windows-1252, what input that is not UTF-8 is taken to be.
    pub const WINDOWS_1252: Charset = Charset::Whatwg(WINDOWS_1252);

    /// The encoding a label names: a WHATWG label in any case (`latin1`,
    /// `Windows-1252`, `iso-8859-7`, `cp866`, `utf-16`), or `cp437`,
    /// `ibm437`, `437`, `dos` for code page 437. The labels of the
    /// standard's "replacement" encoding name nothing that can be read.
    pub fn for_label(label: &str) -> Option<Charset> {
        let label = label.trim();
        if ["cp437", "ibm437", "437", "dos", "csPC8CodePage437"]
            .iter()
            .any(|l| l.eq_ignore_ascii_case(label))
        {
            return Some(Charset::Cp437);
        }
        Encoding::for_label_no_replacement(label.as_bytes()).map(Charset::Whatwg)
    }

    /// The encoding's name: `UTF-8`, `windows-1252`, `ISO-8859-7`, `IBM437`.
    pub fn name(self) -> &'static str {
        match self {
            Charset::Whatwg(e) => e.name(),
            Charset::Cp437 => "IBM437",
        }
    }

    /// Whether this is UTF-8.
    pub fn is_utf8(self) -> bool {
        self == Charset::UTF8
    }

    /// Whether this is UTF-16 (LE or BE).
    pub fn is_utf16(self) -> bool {
        self == Charset::Whatwg(UTF_16LE) || self == Charset::Whatwg(UTF_16BE)
    }

    /// The byte order mark of this encoding (empty for single-byte ones).
    fn bom(self) -> &'static [u8] {
        if self == Charset::Whatwg(UTF_16LE) {
            b"\xFF\xFE"
        } else if self == Charset::Whatwg(UTF_16BE) {
            b"\xFE\xFF"
        } else if self.is_utf8() {
            b"\xEF\xBB\xBF"
        } else {
            b""
        }
    }

    /// Whether `c` can be written in this encoding.
    pub fn can_write(self, c: char) -> bool {
        match self {
            Charset::Cp437 => cp437_byte(c).is_some(),
            Charset::Whatwg(e) if e == UTF_8 || e == UTF_16LE || e == UTF_16BE => true,
            Charset::Whatwg(e) => {
                let mut encoder = e.new_encoder();
                let mut text = [0; 4];
                let mut out = [0; 16];
                let (result, _, _) = encoder.encode_from_utf8_without_replacement(
                    c.encode_utf8(&mut text),
                    &mut out,
                    true,
                );
                result == EncoderResult::InputEmpty
            }
        }
    }
}

/// How the encoding of an input is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// From the input (see the module's documentation).
    Auto,
    /// As named by `--encoding`.
    Named(Charset),
}

/// A place in the decoded text: 1-based line, and column in characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub line: u64,
    pub column: u64,
}

impl Place {
    const START: Place = Place { line: 1, column: 1 };

    /// Moves past `text` (UTF-8; a stray byte counts as a character).
    fn advance(&mut self, text: &[u8]) {
        let chars = |bytes: &[u8]| {
            bytes
                .iter()
                .filter(|&&b| !(0x80..0xC0).contains(&b))
                .count() as u64
        };
        // Every byte read is passed here while a notice may come (all of
        // a file that is all UTF-8): the line breaks are found by memchr,
        // and characters are counted on the last line only.
        match memchr::memrchr(b'\n', text) {
            Some(last) => {
                self.line += memchr::memchr_iter(b'\n', &text[..=last]).count() as u64;
                self.column = 1 + chars(&text[last + 1..]);
            }
            None => self.column += chars(text),
        }
    }
}

/// What the reader tells about the input's encoding, once per kind and
/// file at most.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// No encoding was named and the input is not UTF-8: it is read as
    /// `charset` (Windows-1252). `at` is its first byte that is not UTF-8.
    Guessed { charset: Charset, at: Place },
    /// The input was found to be UTF-8, but holds a byte that is not, at
    /// `at`: it and any later ones are read as Windows-1252 characters.
    Stray { at: Place },
    /// Bytes that are not valid in `charset`, read as U+FFFD; `at` is the
    /// first.
    Malformed { charset: Charset, at: Place },
}

impl Notice {
    /// Where in the decoded text the notice stands.
    #[must_use]
    pub fn place(&self) -> Place {
        match self {
            Notice::Guessed { at, .. } | Notice::Stray { at } | Notice::Malformed { at, .. } => *at,
        }
    }
}

/// How a [`Decoded`] turns bytes into UTF-8.
enum Mode {
    /// The bytes as they are (`--encoding utf-8`).
    Strict,
    /// UTF-8, with bytes that are not read as Windows-1252 characters.
    Lenient,
    /// Through an `encoding_rs` decoder; `done` once the end was decoded.
    Whatwg {
        decoder: encoding_rs::Decoder,
        done: bool,
    },
    /// Code page 437, byte by byte.
    Cp437,
}

/// A byte stream read as UTF-8 text, whatever its encoding: a [`BufRead`]
/// for the readers of PGN. Memory stays flat: two buffers of at most
/// [`ASCII_LOOKAHEAD`] + [`WINDOW`] bytes.
pub struct Decoded<R, F> {
    inner: R,
    /// Raw bytes: `raw[pos..end]` are read and not yet used; in the lenient
    /// mode `raw[pos..checked]` are known to be UTF-8.
    raw: Vec<u8>,
    pos: usize,
    end: usize,
    checked: usize,
    eof: bool,
    /// Decoded text not yet used: `out[out_pos..out_end]`.
    out: Vec<u8>,
    out_pos: usize,
    out_end: usize,
    mode: Mode,
    charset: Charset,
    bom: bool,
    /// Where the text handed out so far ends, while a notice may still come.
    place: Option<Place>,
    notify: F,
}

impl<R: Read, F: FnMut(Notice)> Decoded<R, F> {
    /// Reads the start of `inner` to choose its encoding (unless `choice`
    /// names one), telling `notify` about a guess; `notify` also hears of
    /// bytes that do not decode later on.
    ///
    /// # Errors
    /// Reading `inner` failed.
    pub fn new(
        inner: R,
        choice: Choice,
        judge: Option<&Locales>,
        notify: F,
    ) -> io::Result<Decoded<R, F>> {
        let mut decoded = Decoded {
            inner,
            raw: vec![0; BUFFER],
            pos: 0,
            end: 0,
            checked: 0,
            eof: false,
            out: Vec::new(),
            out_pos: 0,
            out_end: 0,
            mode: Mode::Strict,
            charset: Charset::UTF8,
            bom: false,
            place: Some(Place::START),
            notify,
        };
        decoded.fill_to(3)?;
        let start = &decoded.raw[..decoded.end];
        let marked = [UTF_8, UTF_16LE, UTF_16BE]
            .map(Charset::Whatwg)
            .into_iter()
            .find(|c| start.starts_with(c.bom()));
        let charset = match (marked, choice) {
            (Some(charset), _) => {
                decoded.pos = charset.bom().len();
                decoded.checked = decoded.pos;
                decoded.bom = true;
                charset
            }
            (None, Choice::Named(charset)) => charset,
            (None, Choice::Auto) => decoded.sniff(judge)?,
        };
        decoded.charset = charset;
        decoded.mode = match charset {
            _ if charset.is_utf8() && choice == Choice::Named(Charset::UTF8) => Mode::Strict,
            _ if charset.is_utf8() => Mode::Lenient,
            Charset::Cp437 => Mode::Cp437,
            Charset::Whatwg(e) => Mode::Whatwg {
                decoder: e.new_decoder_without_bom_handling(),
                done: false,
            },
        };
        if matches!(decoded.mode, Mode::Strict) {
            decoded.place = None;
        } else {
            decoded.out = vec![0; BUFFER];
        }
        Ok(decoded)
    }

    /// The encoding the input is read in.
    pub fn charset(&self) -> Charset {
        self.charset
    }

    /// Whether the input started with a byte order mark.
    pub fn has_bom(&self) -> bool {
        self.bom
    }

    /// Reads until at least `wanted` bytes are unused, or the end.
    fn fill_to(&mut self, wanted: usize) -> io::Result<()> {
        if self.pos == self.end {
            // Everything is used: read from the start of the buffer.
            (self.pos, self.end, self.checked) = (0, 0, 0);
        }
        while self.end - self.pos < wanted && !self.eof {
            if self.end == self.raw.len() {
                if self.pos > 0 {
                    self.raw.copy_within(self.pos..self.end, 0);
                    self.checked = self.checked.saturating_sub(self.pos);
                    self.end -= self.pos;
                    self.pos = 0;
                } else {
                    let grown = (self.raw.len() + BUFFER).max(wanted);
                    self.raw.resize(grown, 0);
                }
            }
            let room = self.raw.len().min(self.end + READ);
            match self.inner.read(&mut self.raw[self.end..room]) {
                Ok(0) => self.eof = true,
                Ok(n) => self.end += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// Chooses the encoding of input without a byte order mark: see the
    /// module's documentation.
    fn sniff(&mut self, judge: Option<&Locales>) -> io::Result<Charset> {
        let mut scanned = 0;
        let first = loop {
            let limit = self.end.min(ASCII_LOOKAHEAD);
            // ASCII (most files) is told a word at a time.
            let window = &self.raw[scanned..limit];
            if !window.is_ascii()
                && let Some(i) = window.iter().position(|b| !b.is_ascii())
            {
                break scanned + i;
            }
            scanned = limit;
            if self.eof || self.end >= ASCII_LOOKAHEAD {
                return Ok(Charset::UTF8);
            }
            self.fill_to(self.end + BUFFER)?;
        };
        self.fill_to(first + WINDOW)?;
        let window = &self.raw[first..self.end.min(first + WINDOW)];
        let at_end = self.eof && first + WINDOW >= self.end;
        let (valid, invalid, first_invalid) = utf8_census(window, at_end);
        if valid >= invalid {
            return Ok(Charset::UTF8);
        }
        let bad = first + first_invalid.unwrap_or(0);
        // What comes before the window counts from a line's start, at most
        // a window before it (a game's tags and first moves).
        let from = self.raw[..first.saturating_sub(WINDOW)]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let charset = legacy_charset(
            &self.raw[from..self.end.min(first + WINDOW)],
            at_end && from == 0,
            judge,
        );
        // A legacy encoding has a character per byte: the column is the
        // count of bytes since the line's start.
        let before = &self.raw[..bad];
        let at = Place {
            line: 1 + before.iter().filter(|&&b| b == b'\n').count() as u64,
            column: 1 + before.iter().rev().take_while(|&&b| b != b'\n').count() as u64,
        };
        (self.notify)(Notice::Guessed { charset, at });
        Ok(charset)
    }

    /// Decodes the next piece of input into `out`, which is empty. Leaves
    /// `out` empty only at the end of the input.
    fn decode_more(&mut self) -> io::Result<()> {
        self.out_pos = 0;
        self.out_end = 0;
        loop {
            if self.pos == self.end && !self.eof {
                self.fill_to(1)?;
            }
            match &mut self.mode {
                Mode::Strict | Mode::Lenient => return Ok(()),
                Mode::Cp437 => {
                    // Every byte is at most three bytes of UTF-8.
                    let room = (self.out.len() - self.out_end) / 3;
                    let take = (self.end - self.pos).min(room);
                    for &b in &self.raw[self.pos..self.pos + take] {
                        let c = cp437_char(b);
                        let n = c.encode_utf8(&mut self.out[self.out_end..]).len();
                        self.out_end += n;
                    }
                    self.pos += take;
                    self.track(0, self.out_end);
                    return Ok(());
                }
                Mode::Whatwg { decoder, done } => {
                    if *done {
                        return Ok(());
                    }
                    // Room for a U+FFFD is kept at the end.
                    let limit = self.out.len() - REPLACEMENT.len();
                    let (result, read, written) = decoder.decode_to_utf8_without_replacement(
                        &self.raw[self.pos..self.end],
                        &mut self.out[self.out_end..limit],
                        self.eof,
                    );
                    self.pos += read;
                    let from = self.out_end;
                    self.out_end += written;
                    match result {
                        DecoderResult::InputEmpty => {
                            *done = self.eof;
                            self.track(from, self.out_end);
                            if self.out_end > 0 || self.eof {
                                return Ok(());
                            }
                        }
                        DecoderResult::OutputFull => {
                            self.track(from, self.out_end);
                            return Ok(());
                        }
                        DecoderResult::Malformed(_, _) => {
                            self.track(from, self.out_end);
                            if let Some(at) = self.place.take() {
                                (self.notify)(Notice::Malformed {
                                    charset: self.charset,
                                    at,
                                });
                            }
                            self.out[self.out_end..self.out_end + REPLACEMENT.len()]
                                .copy_from_slice(REPLACEMENT);
                            self.out_end += REPLACEMENT.len();
                        }
                    }
                }
            }
        }
    }

    /// Moves the place past `out[from..to]`, while a notice may still come.
    fn track(&mut self, from: usize, to: usize) {
        if let Some(place) = &mut self.place {
            place.advance(&self.out[from..to]);
        }
    }

    /// The lenient UTF-8 mode's next piece: a run of valid UTF-8 in `raw`
    /// (checked up to `self.checked`), or a stray byte decoded into `out`.
    fn lenient_more(&mut self) -> io::Result<()> {
        loop {
            if self.pos == self.end {
                if self.eof {
                    return Ok(());
                }
                self.fill_to(1)?;
                continue;
            }
            let rest = &self.raw[self.pos..self.end];
            // Checked with vector instructions: every byte of the input
            // passes here.
            let (valid, bad) = match simdutf8::compat::from_utf8(rest) {
                Ok(_) => (rest.len(), None),
                Err(e) => (e.valid_up_to(), e.error_len()),
            };
            if valid > 0 {
                self.checked = self.pos + valid;
                if let Some(place) = &mut self.place {
                    place.advance(&self.raw[self.pos..self.checked]);
                }
                return Ok(());
            }
            match bad {
                // A sequence cut at the end of the buffer: read on.
                None if !self.eof && rest.len() < 4 => {
                    let before = self.end - self.pos;
                    self.fill_to(before + 1)?;
                }
                // A stray byte (or a sequence cut by the end of the input):
                // one character of Windows-1252.
                _ => {
                    let byte = self.raw[self.pos];
                    self.pos += 1;
                    self.checked = self.pos;
                    if let Some(at) = self.place.take() {
                        (self.notify)(Notice::Stray { at });
                    }
                    let c = windows_1252_char(byte);
                    self.out_pos = 0;
                    self.out_end = c.encode_utf8(&mut self.out).len();
                    return Ok(());
                }
            }
        }
    }
}

impl<R: Read, F: FnMut(Notice)> BufRead for Decoded<R, F> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.out_pos < self.out_end {
            return Ok(&self.out[self.out_pos..self.out_end]);
        }
        match self.mode {
            // At most a buffer's worth at a time, however much the choice
            // of the encoding read ahead: readers take what they are given.
            Mode::Strict => {
                if self.pos == self.end {
                    self.fill_to(1)?;
                }
                Ok(&self.raw[self.pos..self.end.min(self.pos + BUFFER)])
            }
            Mode::Lenient => {
                if self.pos >= self.checked {
                    self.lenient_more()?;
                }
                if self.out_pos < self.out_end {
                    Ok(&self.out[self.out_pos..self.out_end])
                } else {
                    Ok(&self.raw[self.pos..self.checked.min(self.pos + BUFFER)])
                }
            }
            Mode::Whatwg { .. } | Mode::Cp437 => {
                self.decode_more()?;
                Ok(&self.out[self.out_pos..self.out_end])
            }
        }
    }

    fn consume(&mut self, amount: usize) {
        if self.out_pos < self.out_end {
            self.out_pos = (self.out_pos + amount).min(self.out_end);
        } else {
            let limit = match self.mode {
                Mode::Lenient => self.checked,
                _ => self.end,
            };
            self.pos = (self.pos + amount).min(limit);
        }
    }
}

impl<R: Read, F: FnMut(Notice)> Read for Decoded<R, F> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

/// The legacy encoding `bytes` (input that is not UTF-8, from its start) are
/// in. `chardetng` (the detector of Firefox) guesses from the frequencies
/// of the letters: Windows-1252 for Western text, and for Greek, Hebrew,
/// Cyrillic or Central European text the code page it was saved in, whose
/// letters Windows-1252 would turn into other ones. A few words are not
/// enough for letter frequencies (a problem's key in Greek reads as well in
/// Windows-1251), so the moves judge: of the guess and the code pages of
/// the scripts forsyth reads, the one in which the text's games play the
/// most moves, less their errors, wins (a guess that reads with no error
/// stands); on a tie (moves of Latin letters alone, which every code page
/// reads alike) the guess stands. Only
/// single-byte encodings, a character per byte, are taken: a guess of a
/// multi-byte one (a Japanese or Chinese code page, none of whose
/// languages forsyth reads) counts as Windows-1252. `complete`: whether
/// `bytes` is the whole input; `judge`: the languages whose moves judge
/// (none: the guess stands). The judging reads at most two windows
/// ([`WINDOW`]) once, and once for each code page only when the guess reads
/// with errors.
fn legacy_charset(bytes: &[u8], complete: bool, judge: Option<&Locales>) -> Charset {
    let mut detector = chardetng::EncodingDetector::new();
    detector.feed(bytes, complete);
    let guess = Some(detector.guess(None, false))
        .filter(|e| e.is_single_byte())
        .unwrap_or(WINDOWS_1252);
    let Some(locales) = judge else {
        return Charset::Whatwg(guess);
    };
    // A stretch cut from a longer input ends inside a game or a paragraph:
    // only what comes before its last blank line is judged, so that no
    // code page loses by a move cut in two.
    let bytes = match memchr::memmem::rfind(bytes, b"\n\n") {
        Some(end) if !complete => &bytes[..end + 1],
        _ => bytes,
    };
    let score = |encoding: &'static Encoding| {
        let (text, _) = encoding.decode_without_bom_handling(bytes);
        let stats = check_pgn_threads(text.as_bytes(), locales, LanguageChoice::Auto, 1, |_| {})
            .unwrap_or_default();
        (stats.moves as i64, stats.errors as i64)
    };
    let (moves, errors) = score(guess);
    // A guess whose games read with no error is not bettered.
    if errors == 0 {
        return Charset::Whatwg(guess);
    }
    let mut best = (moves - errors, guess);
    for candidate in [
        WINDOWS_1252,
        WINDOWS_1253,
        ISO_8859_7,
        WINDOWS_1255,
        WINDOWS_1251,
        KOI8_R,
        WINDOWS_1250,
    ] {
        if candidate != guess {
            let (moves, errors) = score(candidate);
            if moves - errors > best.0 {
                best = (moves - errors, candidate);
            }
        }
    }
    Charset::Whatwg(best.1)
}

/// Counts, in `bytes`, the non-ASCII sequences that are valid UTF-8 and
/// those that are not, and finds the first that is not. A sequence cut by
/// the end of `bytes` counts as invalid only `at_end` of the input.
fn utf8_census(bytes: &[u8], at_end: bool) -> (usize, usize, Option<usize>) {
    let (mut valid, mut invalid, mut first_invalid) = (0, 0, None);
    let mut at = 0;
    while at < bytes.len() {
        let rest = &bytes[at..];
        let (good, bad) = match std::str::from_utf8(rest) {
            Ok(_) => (rest.len(), None),
            Err(e) => (e.valid_up_to(), Some(e.error_len())),
        };
        valid += rest[..good].iter().filter(|&&b| b >= 0xC0).count();
        at += good;
        match bad {
            None => break,
            Some(None) if !at_end => break,
            Some(len) => {
                invalid += 1;
                first_invalid.get_or_insert(at);
                at += len.unwrap_or(bytes.len() - at).max(1);
            }
        }
    }
    (valid, invalid, first_invalid)
}

/// The character `byte` stands for in Windows-1252 (WHATWG: every byte is
/// one).
fn windows_1252_char(byte: u8) -> char {
    let mut decoder = WINDOWS_1252.new_decoder_without_bom_handling();
    let mut out = [0; 4];
    let (_, _, written, _) = decoder.decode_to_utf8(&[byte], &mut out, true);
    std::str::from_utf8(&out[..written])
        .ok()
        .and_then(|s| s.chars().next())
        .unwrap_or('\u{FFFD}')
}

/// Code page 437's characters for bytes 0x80 to 0xFF (Unicode's mapping
/// table CP437.TXT; 0x00 to 0x7F are ASCII).
const CP437_HIGH: [char; 128] = [
    '\u{00C7}', '\u{00FC}', '\u{00E9}', '\u{00E2}', '\u{00E4}', '\u{00E0}', '\u{00E5}', '\u{00E7}',
    '\u{00EA}', '\u{00EB}', '\u{00E8}', '\u{00EF}', '\u{00EE}', '\u{00EC}', '\u{00C4}', '\u{00C5}',
    '\u{00C9}', '\u{00E6}', '\u{00C6}', '\u{00F4}', '\u{00F6}', '\u{00F2}', '\u{00FB}', '\u{00F9}',
    '\u{00FF}', '\u{00D6}', '\u{00DC}', '\u{00A2}', '\u{00A3}', '\u{00A5}', '\u{20A7}', '\u{0192}',
    '\u{00E1}', '\u{00ED}', '\u{00F3}', '\u{00FA}', '\u{00F1}', '\u{00D1}', '\u{00AA}', '\u{00BA}',
    '\u{00BF}', '\u{2310}', '\u{00AC}', '\u{00BD}', '\u{00BC}', '\u{00A1}', '\u{00AB}', '\u{00BB}',
    '\u{2591}', '\u{2592}', '\u{2593}', '\u{2502}', '\u{2524}', '\u{2561}', '\u{2562}', '\u{2556}',
    '\u{2555}', '\u{2563}', '\u{2551}', '\u{2557}', '\u{255D}', '\u{255C}', '\u{255B}', '\u{2510}',
    '\u{2514}', '\u{2534}', '\u{252C}', '\u{251C}', '\u{2500}', '\u{253C}', '\u{255E}', '\u{255F}',
    '\u{255A}', '\u{2554}', '\u{2569}', '\u{2566}', '\u{2560}', '\u{2550}', '\u{256C}', '\u{2567}',
    '\u{2568}', '\u{2564}', '\u{2565}', '\u{2559}', '\u{2558}', '\u{2552}', '\u{2553}', '\u{256B}',
    '\u{256A}', '\u{2518}', '\u{250C}', '\u{2588}', '\u{2584}', '\u{258C}', '\u{2590}', '\u{2580}',
    '\u{03B1}', '\u{00DF}', '\u{0393}', '\u{03C0}', '\u{03A3}', '\u{03C3}', '\u{00B5}', '\u{03C4}',
    '\u{03A6}', '\u{0398}', '\u{03A9}', '\u{03B4}', '\u{221E}', '\u{03C6}', '\u{03B5}', '\u{2229}',
    '\u{2261}', '\u{00B1}', '\u{2265}', '\u{2264}', '\u{2320}', '\u{2321}', '\u{00F7}', '\u{2248}',
    '\u{00B0}', '\u{2219}', '\u{00B7}', '\u{221A}', '\u{207F}', '\u{00B2}', '\u{25A0}', '\u{00A0}',
];

/// The character `byte` stands for in code page 437.
fn cp437_char(byte: u8) -> char {
    match byte.checked_sub(0x80) {
        Some(high) => CP437_HIGH[usize::from(high)],
        None => char::from(byte),
    }
}

/// The code page 437 byte of `c`, if it has one.
fn cp437_byte(c: char) -> Option<u8> {
    if c.is_ascii() {
        return u8::try_from(c).ok();
    }
    let at = CP437_HIGH.iter().position(|&h| h == c)?;
    u8::try_from(0x80 + at).ok()
}

/// A character that the output's encoding cannot write, and the line of the
/// output it is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unwritable {
    pub char: char,
    pub line: u64,
}

/// How an [`Encoded`] writes text.
enum Target {
    Utf8,
    Utf16 { big_endian: bool },
    Whatwg(encoding_rs::Encoder),
    Cp437,
}

/// Writes UTF-8 text to `inner` in another encoding. A character the
/// encoding cannot write stops the writing with an error, and
/// [`Encoded::unwritable`] says which and where: nothing is replaced.
pub struct Encoded<W> {
    inner: W,
    target: Target,
    /// The byte order mark, until the first write.
    bom: &'static [u8],
    /// The start of a character cut at the end of the last write.
    carry: Vec<u8>,
    scratch: Vec<u8>,
    /// The output's line (1-based) where the text written so far ends.
    line: u64,
    unwritable: Option<Unwritable>,
}

impl<W: Write> Encoded<W> {
    /// Writes to `inner` in `charset`, starting with its byte order mark if
    /// `bom` (UTF-8 and UTF-16 only).
    pub fn new(inner: W, charset: Charset, bom: bool) -> Encoded<W> {
        let target = match charset {
            c if c.is_utf8() => Target::Utf8,
            Charset::Whatwg(e) if e == UTF_16LE => Target::Utf16 { big_endian: false },
            Charset::Whatwg(e) if e == UTF_16BE => Target::Utf16 { big_endian: true },
            Charset::Whatwg(e) => Target::Whatwg(e.new_encoder()),
            Charset::Cp437 => Target::Cp437,
        };
        Encoded {
            inner,
            target,
            bom: if bom { charset.bom() } else { b"" },
            carry: Vec::new(),
            scratch: Vec::new(),
            line: 1,
            unwritable: None,
        }
    }

    /// The character that stopped the writing, if one did.
    pub fn unwritable(&self) -> Option<Unwritable> {
        self.unwritable
    }

    /// Encodes `text` into `self.scratch`.
    fn encode(&mut self, text: &str) -> Result<(), char> {
        self.scratch.clear();
        match &mut self.target {
            Target::Utf8 => self.scratch.extend_from_slice(text.as_bytes()),
            Target::Utf16 { big_endian } => {
                for unit in text.encode_utf16() {
                    let bytes = if *big_endian {
                        unit.to_be_bytes()
                    } else {
                        unit.to_le_bytes()
                    };
                    self.scratch.extend_from_slice(&bytes);
                }
            }
            Target::Cp437 => {
                for c in text.chars() {
                    self.scratch.push(cp437_byte(c).ok_or(c)?);
                }
            }
            Target::Whatwg(encoder) => {
                let mut rest = text;
                loop {
                    let start = self.scratch.len();
                    self.scratch.resize(start + rest.len() + 16, 0);
                    let (result, read, written) = encoder.encode_from_utf8_without_replacement(
                        rest,
                        &mut self.scratch[start..],
                        false,
                    );
                    self.scratch.truncate(start + written);
                    rest = &rest[read..];
                    match result {
                        EncoderResult::InputEmpty => break,
                        EncoderResult::OutputFull => {}
                        EncoderResult::Unmappable(c) => return Err(c),
                    }
                }
            }
        }
        Ok(())
    }

    /// Remembers `c` as unwritable, on the line where `text` stops being
    /// written, and gives the error that stops the writing.
    fn stop(&mut self, c: char, text: &str) -> io::Error {
        let upto = text.find(c).unwrap_or(text.len());
        let line = self.line + text[..upto].matches('\n').count() as u64;
        self.unwritable = Some(Unwritable { char: c, line });
        io::Error::new(
            io::ErrorKind::InvalidData,
            format!("U+{:04X} cannot be written", u32::from(c)),
        )
    }
}

impl<W: Write> Write for Encoded<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf)?;
        Ok(buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        if self.unwritable.is_some() {
            return Err(io::Error::from(io::ErrorKind::InvalidData));
        }
        if !self.bom.is_empty() {
            let bom = std::mem::take(&mut self.bom);
            self.inner.write_all(bom)?;
        }
        if matches!(self.target, Target::Utf8) {
            return self.inner.write_all(buf);
        }
        let joined;
        let bytes = if self.carry.is_empty() {
            buf
        } else {
            self.carry.extend_from_slice(buf);
            joined = std::mem::take(&mut self.carry);
            &joined[..]
        };
        let (text, rest) = match std::str::from_utf8(bytes) {
            Ok(text) => (text, &[][..]),
            Err(e) => {
                let (good, rest) = bytes.split_at(e.valid_up_to());
                let good = std::str::from_utf8(good).unwrap_or_default();
                if e.error_len().is_some() {
                    // Not UTF-8 (only `--encoding utf-8` lets such bytes
                    // through): nothing to write it as.
                    let error = match self.encode(good) {
                        Ok(()) => self.stop('\u{FFFD}', good),
                        Err(c) => self.stop(c, good),
                    };
                    self.inner.write_all(&self.scratch)?;
                    return Err(error);
                }
                (good, rest)
            }
        };
        if let Err(c) = self.encode(text) {
            // What comes before the character is written: the output stops
            // right there.
            let error = self.stop(c, text);
            self.inner.write_all(&self.scratch)?;
            return Err(error);
        }
        self.line += text.matches('\n').count() as u64;
        self.carry = rest.to_vec();
        self.inner.write_all(&self.scratch)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes `bytes` as `choice` says, reading through `BufRead` in
    /// pieces of `step` bytes; returns the text, the encoding and the
    /// notices.
    fn decode(bytes: &[u8], choice: Choice, step: usize) -> (Vec<u8>, Charset, Vec<Notice>) {
        let mut notices = Vec::new();
        let (text, charset) = {
            let mut reader =
                Decoded::new(bytes, choice, None, |n| notices.push(n)).expect("reading a slice");
            let charset = reader.charset();
            let mut text = Vec::new();
            loop {
                let piece = reader.fill_buf().expect("reading a slice");
                if piece.is_empty() {
                    break;
                }
                let n = piece.len().min(step);
                text.extend_from_slice(&piece[..n]);
                reader.consume(n);
            }
            (text, charset)
        };
        (text, charset, notices)
    }

    /// A reader of `bytes` that notes the most bytes one read asked for.
    struct Asked<'a> {
        bytes: &'a [u8],
        most: std::rc::Rc<std::cell::Cell<usize>>,
    }

    impl Read for Asked<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.most.set(self.most.get().max(buf.len()));
            self.bytes.read(buf)
        }
    }

    #[test]
    fn reads_ask_for_a_cached_piece_at_a_time() {
        // ASCII past the look-ahead (the buffer grows to it), then Greek
        // (characters cut by the reads' ends), then a byte that is not
        // UTF-8: every mode of reading.
        let mut utf8 = b"[Event \"?\"]\n1. e4 e5 *\n\n".repeat(ASCII_LOOKAHEAD / 20);
        utf8.extend_from_slice("{ Ξεκίνημα } 1. Ιf3 *\n".repeat(20_000).as_bytes());
        let mut stray = utf8.clone();
        stray.extend_from_slice(b"{ caf\xe9 } *\n");
        let mut read_as_1252 = utf8.clone();
        read_as_1252.extend_from_slice("{ café } *\n".as_bytes());
        for (bytes, choice, text) in [
            (&utf8, Choice::Named(Charset::UTF8), Some(&utf8)),
            (&stray, Choice::Auto, Some(&read_as_1252)),
            (&stray, Choice::Named(Charset::WINDOWS_1252), None),
        ] {
            let most = std::rc::Rc::default();
            let asked = Asked {
                bytes,
                most: std::rc::Rc::clone(&most),
            };
            let mut reader = Decoded::new(asked, choice, None, |_| {}).expect("reading a slice");
            let mut out = Vec::new();
            loop {
                let piece = reader.fill_buf().expect("reading a slice");
                if piece.is_empty() {
                    break;
                }
                out.extend_from_slice(piece);
                let n = piece.len();
                reader.consume(n);
            }
            match text {
                Some(text) => assert!(out == *text, "{choice:?}: the text differs"),
                None => assert!(out.len() > bytes.len(), "{choice:?}: {} bytes", out.len()),
            }
            assert!(
                most.get() <= READ,
                "{choice:?}: a read asked for {}",
                most.get()
            );
            assert!(
                most.get() > READ / 2,
                "{choice:?}: reads of {} at most",
                most.get()
            );
        }
    }

    fn text(bytes: &[u8], choice: Choice) -> String {
        String::from_utf8(decode(bytes, choice, 7).0).expect("decoded text is UTF-8")
    }

    #[test]
    fn labels() {
        assert_eq!(Charset::for_label("latin1"), Some(Charset::WINDOWS_1252));
        assert_eq!(
            Charset::for_label(" Windows-1252 "),
            Some(Charset::WINDOWS_1252)
        );
        assert_eq!(Charset::for_label("CP437"), Some(Charset::Cp437));
        assert_eq!(
            Charset::for_label("iso-8859-7").map(Charset::name),
            Some("ISO-8859-7")
        );
        assert_eq!(
            Charset::for_label("cp866").map(Charset::name),
            Some("IBM866")
        );
        assert_eq!(
            Charset::for_label("koi8-r").map(Charset::name),
            Some("KOI8-R")
        );
        assert_eq!(
            Charset::for_label("utf-16").map(Charset::name),
            Some("UTF-16LE")
        );
        assert_eq!(Charset::for_label("klingon"), None);
        // The "replacement" encoding reads nothing.
        assert_eq!(Charset::for_label("iso-2022-kr"), None);
    }

    #[test]
    fn utf8_is_read_as_is() {
        let src = "[White \"Réti, Richard\"]\n1. Ιδ4 *\n".as_bytes();
        for step in [1, 3, 1000] {
            let (out, charset, notices) = decode(src, Choice::Auto, step);
            assert_eq!(out, src);
            assert_eq!(charset, Charset::UTF8);
            assert!(notices.is_empty());
        }
    }

    #[test]
    fn latin1_is_read_as_windows_1252_with_one_notice() {
        // "Réti – Nimzowitsch" in Windows-1252: é is E9, the en dash 96.
        let src = b"[Event \"x\"]\n[White \"R\xE9ti \x96 Nimzowitsch\"]\n[Black \"\xC9\"]\n";
        let (out, charset, notices) = decode(src, Choice::Auto, 5);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "[Event \"x\"]\n[White \"Réti – Nimzowitsch\"]\n[Black \"É\"]\n"
        );
        assert_eq!(charset, Charset::WINDOWS_1252);
        assert_eq!(
            notices,
            [Notice::Guessed {
                charset: Charset::WINDOWS_1252,
                at: Place {
                    line: 2,
                    column: 10
                }
            }]
        );
    }

    #[test]
    fn ascii_then_latin1_far_away() {
        // More ASCII than one buffer holds before the first accent.
        let mut src = b"{ ".to_vec();
        src.resize(300_000, b'x');
        src.extend_from_slice(b"\n\xE9 }\n");
        let (out, charset, notices) = decode(&src, Choice::Auto, 4096);
        assert_eq!(charset, Charset::WINDOWS_1252);
        assert_eq!(out.len(), src.len() + 1);
        assert!(out.ends_with("\né }\n".as_bytes()));
        assert_eq!(notices.len(), 1);
    }

    #[test]
    fn stray_bytes_in_utf8_are_windows_1252_characters() {
        let src = b"{ \xCE\x99\xCE\xB4 }\n{ R\xE9ti } { Lasker \xE9 }\n";
        let (out, charset, notices) = decode(src, Choice::Auto, 2);
        assert_eq!(charset, Charset::UTF8);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{ Ιδ }\n{ Réti } { Lasker é }\n"
        );
        assert_eq!(
            notices,
            [Notice::Stray {
                at: Place { line: 2, column: 4 }
            }]
        );
    }

    #[test]
    fn a_cut_sequence_at_the_end_is_a_stray_byte() {
        assert_eq!(text(b"ab \xCE\x99 \xCE", Choice::Auto), "ab Ι Î");
    }

    #[test]
    fn byte_order_marks() {
        let (out, charset, notices) = decode(b"\xEF\xBB\xBF1. e4 *", Choice::Auto, 3);
        assert_eq!((out.as_slice(), charset), (&b"1. e4 *"[..], Charset::UTF8));
        assert!(notices.is_empty());
        let le: Vec<u8> = [0xFEFF_u16]
            .into_iter()
            .chain("1. Ιδ4 *".encode_utf16())
            .flat_map(u16::to_le_bytes)
            .collect();
        let (out, charset, _) = decode(&le, Choice::Auto, 1);
        assert_eq!(String::from_utf8(out).unwrap(), "1. Ιδ4 *");
        assert_eq!(charset.name(), "UTF-16LE");
        let be: Vec<u8> = [0xFEFF_u16]
            .into_iter()
            .chain("1. Ιδ4 *".encode_utf16())
            .flat_map(u16::to_be_bytes)
            .collect();
        // The mark wins over a named encoding.
        let (out, charset, _) = decode(&be, Choice::Named(Charset::WINDOWS_1252), 2);
        assert_eq!(String::from_utf8(out).unwrap(), "1. Ιδ4 *");
        assert_eq!(charset.name(), "UTF-16BE");
    }

    #[test]
    fn named_encodings() {
        let greek = Charset::for_label("iso-8859-7").unwrap();
        // "Ιδ4 Ρδ7" in ISO-8859-7.
        let src = b"1. \xC9\xE44 \xD1\xE47 *";
        assert_eq!(text(src, Choice::Named(greek)), "1. Ιδ4 Ρδ7 *");
        assert_eq!(text(b"\x82", Choice::Named(Charset::Cp437)), "é");
        let cyrillic = Charset::for_label("koi8-r").unwrap();
        assert_eq!(text(b"\xEB\xD2", Choice::Named(cyrillic)), "Кр");
        // Strict UTF-8 lets every byte through for the reader to report.
        let (out, _, notices) = decode(b"R\xE9ti", Choice::Named(Charset::UTF8), 1);
        assert_eq!(out, b"R\xE9ti");
        assert!(notices.is_empty());
    }

    #[test]
    fn malformed_bytes_are_replaced_and_told_once() {
        let greek = Charset::for_label("iso-8859-7").unwrap();
        // 0xAE and 0xD2 have no character in ISO-8859-7.
        let (out, _, notices) = decode(b"a\nb\xAEc\xD2", Choice::Named(greek), 1);
        assert_eq!(String::from_utf8(out).unwrap(), "a\nb\u{FFFD}c\u{FFFD}");
        assert_eq!(
            notices,
            [Notice::Malformed {
                charset: greek,
                at: Place { line: 2, column: 2 }
            }]
        );
    }

    /// Any bytes, in any encoding, read in pieces of any size: the same
    /// valid UTF-8, and no panic.
    #[test]
    fn any_bytes_decode_the_same_in_pieces_of_any_size() {
        let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let choices = [
            Choice::Auto,
            Choice::Named(Charset::UTF8),
            Choice::Named(Charset::WINDOWS_1252),
            Choice::Named(Charset::Cp437),
            Choice::Named(Charset::for_label("iso-8859-7").unwrap()),
            Choice::Named(Charset::for_label("utf-16be").unwrap()),
            Choice::Named(Charset::for_label("shift_jis").unwrap()),
        ];
        for round in 0..200 {
            let len = usize::try_from(next() % 600).unwrap();
            // Mostly ASCII with UTF-8 and stray bytes, or anything at all.
            let bytes: Vec<u8> = (0..len)
                .map(|_| {
                    let r = next();
                    match (round % 2, r % 8) {
                        (0, 0) => 0xC0 | (r >> 8) as u8 & 0x3F,
                        (0, 1) => 0x80 | (r >> 8) as u8 & 0x3F,
                        (0, _) => b' ' + (r >> 8) as u8 % 90,
                        _ => (r >> 8) as u8,
                    }
                })
                .collect();
            for choice in choices {
                let (whole, charset, _) = decode(&bytes, choice, usize::MAX);
                if choice == Choice::Named(Charset::UTF8) && charset.is_utf8() {
                    // Strict: the bytes as they are (after a byte order mark).
                    assert!(bytes.ends_with(&whole), "{bytes:?}");
                } else {
                    assert!(std::str::from_utf8(&whole).is_ok(), "{choice:?} {bytes:?}");
                }
                for step in [1, 2, 5] {
                    let (pieces, again, _) = decode(&bytes, choice, step);
                    assert_eq!((&pieces, again), (&whole, charset), "{choice:?} {bytes:?}");
                }
            }
        }
    }

    #[test]
    fn census() {
        assert_eq!(utf8_census("éé".as_bytes(), true), (2, 0, None));
        assert_eq!(utf8_census(b"\xE9 \xE9", true), (0, 2, Some(0)));
        // A cut sequence counts only at the end of the input.
        assert_eq!(utf8_census(b"a\xCE", false), (0, 0, None));
        assert_eq!(utf8_census(b"a\xCE", true), (0, 1, Some(1)));
    }

    fn encode(text: &str, charset: Charset, bom: bool) -> (Vec<u8>, Option<Unwritable>) {
        let mut out = Vec::new();
        let mut encoded = Encoded::new(&mut out, charset, bom);
        // In two pieces, the first cut inside a character.
        let cut = text.len() / 2;
        let result = encoded
            .write_all(&text.as_bytes()[..cut])
            .and_then(|()| encoded.write_all(&text.as_bytes()[cut..]));
        let unwritable = encoded.unwritable();
        assert_eq!(result.is_err(), unwritable.is_some());
        (out, unwritable)
    }

    #[test]
    fn encoding_back() {
        let (out, none) = encode("Réti – Nimzowitsch", Charset::WINDOWS_1252, false);
        assert_eq!(out, b"R\xE9ti \x96 Nimzowitsch");
        assert_eq!(none, None);
        let (out, _) = encode("Ιδ4", Charset::for_label("utf-16be").unwrap(), true);
        assert_eq!(out, b"\xFE\xFF\x03\x99\x03\xB4\x004");
        let (out, _) = encode("é", Charset::Cp437, false);
        assert_eq!(out, b"\x82");
        let (out, unwritable) = encode("a\nb\nΙδ4", Charset::WINDOWS_1252, false);
        assert_eq!(out, b"a\nb\n");
        assert_eq!(
            unwritable,
            Some(Unwritable {
                char: 'Ι', line: 3
            })
        );
    }

    #[test]
    fn every_single_byte_round_trips() {
        let all: Vec<u8> = (0..=255).collect();
        for label in ["windows-1252", "koi8-r", "cp866", "cp437"] {
            let charset = Charset::for_label(label).unwrap();
            let read = text(&all, Choice::Named(charset));
            assert_eq!(read.chars().count(), 256, "{label}");
            assert!(read.chars().all(|c| charset.can_write(c)), "{label}");
            let (out, none) = encode(&read, charset, false);
            assert_eq!((out, none), (all.clone(), None), "{label}");
        }
    }
}
