//! The fast path for games with nothing to report.
//!
//! Most games of a large file are plain: well-formed tags (a `[FEN]` start
//! position among them, but no `[Variant]`), numbered legal moves,
//! comments, annotation glyphs, variations, a result. For such a game
//! the syntax tree and the typed view cost more than reading the moves. The
//! fast path reads a game straight from the tokens a
//! [`PgnReader`](crate::tree::PgnReader) gives, and plays its moves as
//! [`Analyzer::analyze_into`] would. It answers only when it is certain
//! that the full path would find nothing at all to report (no syntax error,
//! no finding of any severity), and then its [`Analysis`] is the full
//! path's. At anything it does not know for sure — a token or tag form off
//! the plainest path, a move that does not read or play in the language
//! tried first, a finding of any kind — it gives up, and the caller takes
//! the full path, which reports everything.

use forsyth_core::Position;

use super::{Analysis, Analyzer, LanguageChoice, MoveRecord, number_fits, read_fen, result_agrees};
use crate::{
    lexer::{MoveNumber, Token, TokenKind, move_number},
    resolve::{check_mark_fits, check_status, resolve, resolve_plain},
    tree::{MAX_VARIATION_DEPTH, Outcome},
    word::{Check, Reading},
    write::{Target, render_move_checked},
};

/// Where the fast path writes a translation: the target, the output, and
/// a scratch string for one move.
pub(crate) struct FastTranslation<'a, 't> {
    pub(crate) target: &'a Target<'t>,
    pub(crate) out: &'a mut Vec<u8>,
    pub(crate) text: &'a mut String,
}

/// One item of movetext, for the second pass.
#[derive(Clone, Copy, Debug)]
enum FastItem {
    /// A move number: its token.
    Number(u32),
    /// A move word: its token.
    Move(u32),
    /// `(`.
    Open,
    /// `)`.
    Close,
}

/// The state of one line being played.
#[derive(Clone, Copy, Debug)]
struct FastLine {
    pos: Position,
    /// The position before the line's last move, where a variation starts:
    /// kept only when a variation follows the move (`kept`).
    before_last: Position,
    kept: bool,
    /// Whether a move was played in the line.
    moved: bool,
    failed: bool,
    number: Option<MoveNumber>,
}

impl FastLine {
    fn new(pos: Position, failed: bool) -> FastLine {
        FastLine {
            pos,
            before_last: pos,
            kept: false,
            moved: false,
            failed,
            number: None,
        }
    }
}

/// Buffers of the fast path, kept by the analyzer between games.
#[derive(Debug, Default)]
pub(super) struct Scratch {
    items: Vec<FastItem>,
    lines: Vec<FastLine>,
    /// `(key, name token)` of the tags seen.
    tags: Vec<(u64, u32)>,
}

/// Where the first pass is in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Before the tags (the first game's prelude).
    Before,
    /// In the tag section, between tag pairs.
    Tags,
    /// In movetext.
    Moves,
    /// After the result.
    Trailer,
}

/// The tokens and text of one game.
struct Src<'a> {
    bytes: &'a [u8],
    tokens: &'a [Token],
}

impl<'a> Src<'a> {
    #[inline]
    fn kind(&self, i: usize) -> Option<TokenKind> {
        self.tokens.get(i).map(|t| t.kind)
    }

    #[inline]
    fn bytes(&self, i: usize) -> &'a [u8] {
        match self.tokens.get(i) {
            Some(t) => self.bytes.get(t.span()).unwrap_or_default(),
            None => &[],
        }
    }

    /// Whether a comment or string is valid UTF-8 (the tree reports it
    /// otherwise).
    #[inline]
    fn utf8(&self, i: usize) -> bool {
        let bytes = self.bytes(i);
        bytes.is_ascii() || std::str::from_utf8(bytes).is_ok()
    }
}

impl Analyzer<'_> {
    /// Analyses the one game of a [`GameChunk`](crate::tree::GameChunk)'s
    /// `bytes` and `tokens` into `out` if the game certainly has nothing to
    /// report, and returns whether it did; `out` is then exactly what
    /// [`Analyzer::analyze_into`] gives for the game, and the game's tree has
    /// no syntax error. Otherwise (`false`) `out` holds anything.
    ///
    /// With a `translation`, the game's text translated as
    /// [`write_translation`](crate::translate::write_translation) writes it
    /// is appended to its output (on `false`, the output holds anything
    /// after its former end), and no move is recorded.
    pub(crate) fn analyze_clean(
        &mut self,
        bytes: &[u8],
        tokens: &[Token],
        choice: LanguageChoice<'_>,
        out: &mut Analysis,
        translation: Option<&mut FastTranslation<'_, '_>>,
    ) -> bool {
        let mut scratch = std::mem::take(&mut self.fast);
        let clean = self.fast_game(
            &Src { bytes, tokens },
            choice,
            &mut scratch,
            out,
            translation,
        );
        self.fast = scratch;
        clean
    }

    fn fast_game(
        &mut self,
        src: &Src<'_>,
        choice: LanguageChoice<'_>,
        scratch: &mut Scratch,
        out: &mut Analysis,
        mut translation: Option<&mut FastTranslation<'_, '_>>,
    ) -> bool {
        let mut cursor = 0;
        scratch.items.clear();
        scratch.tags.clear();
        let Some(FastTags {
            result: result_tag,
            fen,
            marker,
        }) = fast_syntax(src, scratch)
        else {
            return false;
        };
        // The start position: the [FEN] tag's, read as the full path reads
        // it, when that finds nothing to say.
        let start = match fen {
            None => Position::new(),
            Some(raw) => {
                let Ok(value) = std::str::from_utf8(raw) else {
                    return false;
                };
                let mut found = Vec::new();
                match read_fen(value, None, 0, &mut found) {
                    Some(pos) if found.is_empty() => pos,
                    _ => return false,
                }
            }
        };
        // The result marker and the [Result] tag must agree.
        if let Some(value) = result_tag {
            let Ok(value) = std::str::from_utf8(value) else {
                return false;
            };
            let marker = std::str::from_utf8(src.bytes(marker as usize)).unwrap_or_default();
            let marker = Outcome::from_text(marker).unwrap_or(Outcome::Unknown);
            if !result_agrees(value, marker) {
                return false;
            }
        }
        let language = match choice {
            LanguageChoice::Fixed(locale) => self.index_of(locale),
            LanguageChoice::Auto => self.fast_guess(src, &scratch.items).unwrap_or(0),
        };
        out.clear();
        out.start = Some(start);
        out.language = Some(language);
        let lines = &mut scratch.lines;
        lines.clear();
        lines.push(FastLine::new(start, false));
        // Plain moves are read into this one slot.
        let mut plain = Reading::default();
        for (k, &item) in scratch.items.iter().enumerate() {
            match item {
                FastItem::Number(t) => {
                    if let Some(line) = lines.last_mut() {
                        line.number = move_number(src.bytes(t as usize));
                    }
                }
                FastItem::Move(t) => {
                    let depth = lines.len().saturating_sub(1) as u32;
                    let Some(line) = lines.last_mut() else {
                        return false;
                    };
                    let number = line.number.take();
                    if line.failed {
                        continue;
                    }
                    let token = src.tokens[t as usize];
                    // The position is not copied: moves are read and
                    // played in the line's own. The plainest moves are
                    // read from their bytes, into no list.
                    let reader = &self.readers[language];
                    let bytes = src.bytes(t as usize);
                    // The check mark written, when it is still to be
                    // checked against the position after the move.
                    let mut written_check = Check::None;
                    // How the move was read, for a record or a faithful
                    // translation.
                    let mut reading = None;
                    let keep_reading = translation
                        .as_ref()
                        .is_some_and(|t| t.target.notation.is_none())
                        || (self.record_moves && translation.is_none());
                    let mv = if reader.read_fast_into(bytes, &mut plain) {
                        // A plain reading has no look-alikes.
                        let Some(mv) = resolve_plain(&plain, &line.pos) else {
                            return false;
                        };
                        written_check = plain.check;
                        if keep_reading {
                            reading = Some(plain);
                        }
                        mv
                    } else {
                        let Ok(text) = std::str::from_utf8(bytes) else {
                            return false;
                        };
                        if reader.read_full_into(text, &mut self.readings).is_err() {
                            return false;
                        }
                        let Ok(resolved) = resolve(&self.readings, &line.pos) else {
                            return false;
                        };
                        let Some(read) = self.readings.get(resolved.reading) else {
                            return false;
                        };
                        if !resolved.warnings.is_empty() || !read.homoglyphs.is_empty() {
                            return false;
                        }
                        if keep_reading {
                            reading = Some(*read);
                        }
                        resolved.mv
                    };
                    if number.is_some_and(|n| !number_fits(n, &line.pos, 0)) {
                        return false;
                    }
                    out.move_count += 1;
                    if self.record_moves && translation.is_none() {
                        out.moves.push(MoveRecord {
                            word: token.span(),
                            detached_check: false,
                            before: line.pos,
                            mv,
                            depth,
                            language,
                            reading: reading.unwrap_or_default(),
                        });
                    }
                    // The position before the move is kept for a
                    // variation after it (and for writing the move).
                    line.kept = translation.is_some()
                        || scratch.items[k + 1..]
                            .iter()
                            .find(|i| !matches!(i, FastItem::Number(_)))
                            .is_some_and(|i| matches!(i, FastItem::Open));
                    if line.kept {
                        line.before_last = line.pos;
                    }
                    line.moved = true;
                    line.pos.play_unchecked(mv);
                    let status = (written_check != Check::None
                        || translation
                            .as_ref()
                            .is_some_and(|t| t.target.notation.is_some()))
                    .then(|| check_status(&line.pos));
                    if let Some(actual) = status
                        && written_check != Check::None
                        && !check_mark_fits(written_check, actual)
                    {
                        return false;
                    }
                    if let Some(t) = translation.as_deref_mut() {
                        t.text.clear();
                        let word = token.span();
                        render_move_checked(
                            &line.before_last,
                            &mv,
                            std::str::from_utf8(bytes).unwrap_or_default(),
                            &reading.unwrap_or_default(),
                            false,
                            status,
                            t.target,
                            t.text,
                        );
                        t.out.extend_from_slice(&src.bytes[cursor..word.start]);
                        t.out.extend_from_slice(t.text.as_bytes());
                        cursor = word.end;
                    }
                }
                FastItem::Open => {
                    let Some(parent) = lines.last() else {
                        return false;
                    };
                    let line = match (parent.failed, parent.moved, parent.kept) {
                        (false, true, true) => FastLine::new(parent.before_last, false),
                        // Not kept: cannot be, a variation follows.
                        (false, true, false) => return false,
                        _ => FastLine::new(parent.pos, true),
                    };
                    lines.push(line);
                }
                FastItem::Close => {
                    lines.pop();
                }
            }
        }
        match lines.as_slice() {
            [mainline] if !mainline.failed => {
                out.end = Some(mainline.pos);
                if let Some(t) = translation {
                    t.out.extend_from_slice(&src.bytes[cursor..]);
                }
                true
            }
            _ => false,
        }
    }

    /// [`Analyzer::guess`] over the fast path's items.
    fn fast_guess(&self, src: &Src<'_>, items: &[FastItem]) -> Option<usize> {
        let mut depth = 0u32;
        for &item in items {
            match item {
                FastItem::Open => depth += 1,
                FastItem::Close => depth = depth.saturating_sub(1),
                FastItem::Move(t) if depth == 0 => {
                    let bytes = src.bytes(t as usize);
                    // Only the first two characters count: a word starting
                    // with two ASCII lowercase letters or digits says
                    // nothing.
                    if bytes.len() >= 2
                        && bytes[..2]
                            .iter()
                            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
                    {
                        continue;
                    }
                    let text = std::str::from_utf8(bytes).unwrap_or_default();
                    if let Some(i) = self.distinctive_language(text) {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    }
}

/// What the first pass keeps of a game's tags and result.
struct FastTags<'a> {
    /// The raw value of the `[Result]` tag.
    result: Option<&'a [u8]>,
    /// The raw value of the `[FEN]` tag.
    fen: Option<&'a [u8]>,
    /// The result marker's token.
    marker: u32,
}

/// The raw value of a tag's string token, without its quotes, when it has
/// no escape.
fn plain_value<'a>(src: &Src<'a>, value: usize) -> Option<&'a [u8]> {
    let raw = src.bytes(value);
    let raw = raw.get(1..raw.len().saturating_sub(1))?;
    (!raw.contains(&b'\\')).then_some(raw)
}

/// The first pass: checks that the game's tokens follow the plainest path
/// (see the module documentation) and collects the movetext's items.
/// `None` to give up.
fn fast_syntax<'a>(src: &Src<'a>, scratch: &mut Scratch) -> Option<FastTags<'a>> {
    let mut phase = Phase::Before;
    let mut depth = 0u32;
    let mut result_tag = None;
    let mut fen = None;
    let mut marker = None;
    let mut i = 0;
    let n = src.tokens.len();
    while i < n {
        let kind = src.tokens[i].kind;
        if kind.is_trivia() {
            i += 1;
            continue;
        }
        match phase {
            Phase::Before | Phase::Tags => match kind {
                TokenKind::BraceComment | TokenKind::LineComment | TokenKind::Escape => {
                    if !src.utf8(i) {
                        return None;
                    }
                }
                TokenKind::TagOpen => {
                    let (end, name, value) = fast_tag(src, i)?;
                    let name_bytes = src.bytes(name);
                    let key = name_key(name_bytes);
                    if scratch
                        .tags
                        .iter()
                        .any(|&(k, t)| k == key && src.bytes(t as usize) == name_bytes)
                    {
                        return None;
                    }
                    scratch.tags.push((key, name as u32));
                    match name_bytes {
                        b"FEN" => fen = Some(plain_value(src, value)?),
                        // Chess960 and other variants: the full path.
                        b"Variant" => return None,
                        b"Result" => result_tag = Some(plain_value(src, value)?),
                        _ => {}
                    }
                    phase = Phase::Tags;
                    i = end;
                    continue;
                }
                TokenKind::Result => {
                    marker = Some(i as u32);
                    phase = Phase::Trailer;
                }
                TokenKind::MoveNumber
                | TokenKind::Word
                | TokenKind::Nag
                | TokenKind::Glyph
                | TokenKind::ParenOpen => {
                    phase = Phase::Moves;
                    continue;
                }
                _ => return None,
            },
            Phase::Moves => match kind {
                TokenKind::MoveNumber => scratch.items.push(FastItem::Number(i as u32)),
                TokenKind::Word => {
                    // `N` may be the novelty glyph, `e.p.` and `ep` marks of
                    // the move before.
                    if matches!(src.bytes(i), b"N" | b"e.p." | b"ep") {
                        return None;
                    }
                    scratch.items.push(FastItem::Move(i as u32));
                }
                TokenKind::Glyph => {}
                TokenKind::Nag => {
                    crate::tree::nag_value(src.bytes(i))?;
                }
                TokenKind::BraceComment | TokenKind::LineComment | TokenKind::Escape => {
                    if !src.utf8(i) {
                        return None;
                    }
                }
                TokenKind::ParenOpen => {
                    depth += 1;
                    if depth >= MAX_VARIATION_DEPTH {
                        return None;
                    }
                    scratch.items.push(FastItem::Open);
                }
                TokenKind::ParenClose => {
                    depth = depth.checked_sub(1)?;
                    scratch.items.push(FastItem::Close);
                }
                TokenKind::Result => {
                    // A result inside a variation is an item the walk skips.
                    if depth == 0 {
                        marker = Some(i as u32);
                        phase = Phase::Trailer;
                    }
                }
                _ => return None,
            },
            Phase::Trailer => match kind {
                TokenKind::BraceComment | TokenKind::LineComment | TokenKind::Escape => {
                    if !src.utf8(i) {
                        return None;
                    }
                }
                _ => return None,
            },
        }
        i += 1;
    }
    if phase != Phase::Trailer {
        return None;
    }
    Some(FastTags {
        result: result_tag,
        fen,
        marker: marker?,
    })
}

/// A tag pair of the plainest form, `[Name "value"]` with spaces only, on
/// one line, starting at token `open`: the token after its `]`, its name
/// token and its value token.
fn fast_tag(src: &Src<'_>, open: usize) -> Option<(usize, usize, usize)> {
    let mut i = open + 1;
    let skip_spaces = |mut i: usize| {
        while src.kind(i) == Some(TokenKind::Whitespace) {
            i += 1;
        }
        i
    };
    i = skip_spaces(i);
    let name = i;
    if !matches!(src.kind(name)?, TokenKind::TagName | TokenKind::Word) {
        return None;
    }
    i = skip_spaces(i + 1);
    let value = i;
    if src.kind(value)? != TokenKind::String || !src.utf8(value) {
        return None;
    }
    i = skip_spaces(i + 1);
    if src.kind(i)? != TokenKind::TagClose {
        return None;
    }
    Some((i + 1, name, value))
}

/// A quick key for comparing tag names: their length and first bytes.
fn name_key(bytes: &[u8]) -> u64 {
    let mut head = [0u8; 8];
    let n = bytes.len().min(7);
    head[..n].copy_from_slice(&bytes[..n]);
    head[7] = bytes.len().min(255) as u8;
    u64::from_le_bytes(head)
}
