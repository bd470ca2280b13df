//! A game's move text as a stream of events, from either of two producers.
//!
//! Replaying a game needs little of its syntax: where each line begins and
//! ends, its move numbers, move words and null moves, and four tags. An
//! [`Events`] list holds exactly that, with byte spans, in text order:
//!
//! * [`Events::read_game`] takes it from a game of the lossless
//!   [`SyntaxTree`](crate::tree::SyntaxTree), whatever the game holds;
//! * [`Events::read_plain`] takes it straight from the tokens of one game
//!   (a [`GameChunk`](crate::tree::GameChunk)'s), without a tree, and gives
//!   up on anything off the plainest path of PGN: any token or tag form
//!   whose reading needs the tree's judgement, or about which the tree has
//!   something to say. Where it answers, the tree of the same text has no
//!   syntax finding at all and gives the very same events (a test holds
//!   the two to that).
//!
//! The producers make no chess decision; [`crate::analysis`] replays the
//! events, whichever produced them, and is the only place that does.

use std::ops::Range;

use crate::{
    lexer::{MoveNumber, Token, TokenKind, is_glyph_word, move_number},
    tree::{Game, Item, MAX_VARIATION_DEPTH, Outcome, WalkEvent, build::name_key, nag_value},
};

/// One event of a game's move text. Spans are byte ranges of the text the
/// events were read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A line begins: the mainline first, then each variation where it
    /// stands.
    Enter,
    /// The current line ends.
    Exit,
    /// A move number (`None` when its digits make no number).
    Number {
        number: Option<MoveNumber>,
        span: Range<usize>,
    },
    /// A move word.
    Move(MoveWord),
    /// The next so many [`Event::Move`]s are alternatives (`Ρε7/Ρε5`), each
    /// played from the same position; the line goes on after the first.
    Alternatives(u32),
    /// A null move (`--`, `Z0`…).
    Null(Range<usize>),
    /// A NAG or an annotation glyph.
    Nag(Range<usize>),
    /// A comment inside the move text.
    Comment(Range<usize>),
    /// A result: the game's, last in the mainline, or one written inside a
    /// variation.
    Result(Range<usize>),
}

/// A move word and the marks written apart after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveWord {
    /// The word's span (what a translator replaces).
    pub span: Range<usize>,
    /// Where the word with its detached marks joined on (`פג6 #` read as
    /// `פג6#`) stands in the list's own text, when marks stand apart.
    joined: Option<Range<u32>>,
    /// Whether a check or mate mark stands apart after the word.
    pub detached_check: bool,
}

impl MoveWord {
    /// A move word at `span` with no marks apart after it.
    #[inline(always)]
    #[must_use]
    pub fn plain(span: Range<usize>) -> MoveWord {
        MoveWord {
            span,
            joined: None,
            detached_check: false,
        }
    }

    /// Whether no mark apart is joined on: [`Events::move_text`] is then
    /// the word as it stands.
    #[inline(always)]
    #[must_use]
    pub fn alone(&self) -> bool {
        self.joined.is_none()
    }
}

/// The text a game's events were read from: its bytes, and the part the
/// events cover, checked as UTF-8 once a game rather than once a move word.
#[derive(Clone, Copy, Debug)]
pub struct GameText<'a> {
    bytes: &'a [u8],
    /// The part the events cover (empty when it is not UTF-8), from `base`.
    text: &'a str,
    base: usize,
}

/// The text of `bytes[range]`: cut from `checked` (the text of `bytes`
/// from their start, as far as the caller has checked it) when it holds
/// the range, else checked now (by SIMD: a whole game's move text at a
/// time); `None` where the bytes are not UTF-8.
pub(crate) fn checked_text<'a>(
    bytes: &'a [u8],
    checked: Option<&'a str>,
    range: Range<usize>,
) -> Option<&'a str> {
    checked
        .and_then(|text| text.get(range.clone()))
        .or_else(|| simdutf8::basic::from_utf8(bytes.get(range)?).ok())
}

impl<'a> GameText<'a> {
    /// `bytes`, the text `events` were read from.
    #[must_use]
    pub fn new(bytes: &'a [u8], events: &Events) -> GameText<'a> {
        GameText::covering(bytes, None, events.covered())
    }

    /// `bytes`, of which the part `covered` is checked once (the rest
    /// span by span, as asked); `checked` is the text from the start of
    /// `bytes` as far as the caller has checked it, short of their end or
    /// past it (the byte reader's games, checked a window of a block at a
    /// time): the part is cut from it when it holds the part.
    #[must_use]
    pub fn covering(
        bytes: &'a [u8],
        checked: Option<&'a str>,
        covered: Range<usize>,
    ) -> GameText<'a> {
        let text = checked_text(bytes, checked, covered.clone()).unwrap_or_default();
        GameText {
            bytes,
            text,
            base: covered.start,
        }
    }

    /// The text at `span`, if it is UTF-8.
    #[inline(always)]
    #[must_use]
    pub fn get(&self, span: &Range<usize>) -> Option<&'a str> {
        // Asked for every move word of every walk: inside the part checked
        // once a game, a slice; anything else on the slow way.
        if let (Some(start), Some(end)) = (
            span.start.checked_sub(self.base),
            span.end.checked_sub(self.base),
        ) && let Some(text) = self.text.get(start..end)
        {
            return Some(text);
        }
        self.get_checked(span)
    }

    /// [`GameText::get`] outside the part checked once a game.
    #[cold]
    #[inline(never)]
    fn get_checked(&self, span: &Range<usize>) -> Option<&'a str> {
        self.bytes
            .get(span.clone())
            .and_then(|b| std::str::from_utf8(b).ok())
    }
}

/// What the replay needs of a tag: its value, and where it stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct TagText {
    /// The value (unescaped) in the list's own text; `None` for a tag pair
    /// without one.
    text: Option<Range<u32>>,
    /// The value's span, or the tag pair's when it has none.
    span: Range<usize>,
    /// Where the value's first character stands (one byte past its opening
    /// quote), or the tag pair's start.
    base: usize,
}

/// A tag the replay reads, as [`Events::fen`] and [`Events::variant`] give
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TagValue<'a> {
    /// The value, unescaped; `None` for a tag pair without one.
    pub text: Option<&'a str>,
    /// The value's span, or the tag pair's when it has none.
    pub span: &'a Range<usize>,
    /// The byte where the value's first character stands.
    pub base: usize,
}

/// The events of one game, and the tags its replay needs. Reused from game
/// to game: the producers clear it first and keep its allocations.
#[derive(Clone, Debug, Default)]
pub struct Events {
    events: Vec<Event>,
    /// Text the source does not hold as such: tag values unescaped, moves
    /// with their detached marks joined on.
    text: String,
    fen: Option<TagText>,
    variant: Option<TagText>,
    result_tag: Option<TagText>,
    /// The spans of the tag values printed between quotes of print
    /// (`[Event «…»]`: [`TokenKind::PrintedString`]), in order.
    quoted: Vec<Range<usize>>,
    /// The game's termination marker.
    marker: Option<(Outcome, Range<usize>)>,
    /// The index of the mainline's last move word, if any.
    last_mainline_move: Option<usize>,
    /// Whether the mainline holds a variation.
    variations: bool,
    /// `(key, name token)` of the tags [`Events::read_plain`] saw.
    names: Vec<(u64, u32)>,
    /// `(key, span)` of the tag names [`Events::read_bytes_tags`] saw.
    byte_names: Vec<(u64, Range<usize>)>,
    /// The bytes to watch for at the start of mainline move words (see
    /// [`Events::watch`]).
    watch: Watch,
    /// After [`Events::read_plain`] with bytes watched: the index of the
    /// mainline's first move word that starts with one (or is shorter than
    /// two bytes), if any. `None` when not known.
    first_watched: Option<Option<usize>>,
}

impl Events {
    /// An empty list.
    #[must_use]
    pub fn new() -> Events {
        Events::default()
    }

    fn clear(&mut self) {
        self.events.clear();
        self.text.clear();
        self.fen = None;
        self.variant = None;
        self.result_tag = None;
        self.quoted.clear();
        self.marker = None;
        self.last_mainline_move = None;
        self.variations = false;
        self.names.clear();
        self.first_watched = None;
    }

    /// Has [`Events::read_plain`] note, as it reads, the mainline's first
    /// move word whose first or second byte is one of `bytes` (`bytes[b]`
    /// for byte `b`), or that is shorter than two bytes: its
    /// [`Events::first_watched`]. A caller that would look for such a word
    /// among the events finds it with no second pass over them. Empty
    /// `bytes` watch nothing.
    pub fn watch(&mut self, bytes: &[bool; 256]) {
        self.watch = Watch {
            bytes: bytes.map(u8::from),
            any: bytes.contains(&true),
        };
    }

    /// After [`Events::read_plain`] with bytes watched ([`Events::watch`]):
    /// the index of the mainline's first move word that starts with a
    /// watched byte or is shorter than two bytes (`Some(None)`: none
    /// does). `None` when not known: no bytes are watched, or the events
    /// were read from a tree.
    #[must_use]
    pub fn first_watched(&self) -> Option<Option<usize>> {
        self.first_watched
    }

    /// The events, in text order.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The text a move is read from: its word with the marks written apart
    /// joined on; `src` is the text the events were read from. A word that
    /// is not UTF-8 reads as empty.
    #[inline(always)]
    #[must_use]
    pub fn move_text<'a>(&'a self, src: GameText<'a>, word: &MoveWord) -> &'a str {
        match &word.joined {
            Some(r) => self.text.get(r.start as usize..r.end as usize),
            None => src.get(&word.span),
        }
        .unwrap_or_default()
    }

    /// The move word alone, without detached marks.
    #[must_use]
    pub fn word_text<'a>(src: GameText<'a>, word: &MoveWord) -> &'a str {
        src.get(&word.span).unwrap_or_default()
    }

    /// The byte range from the first event's span to the last one's.
    fn covered(&self) -> Range<usize> {
        let span = |e: &Event| match e {
            Event::Number { span, .. } => Some(span.clone()),
            Event::Move(word) => Some(word.span.clone()),
            Event::Null(span) | Event::Nag(span) | Event::Comment(span) | Event::Result(span) => {
                Some(span.clone())
            }
            Event::Enter | Event::Exit | Event::Alternatives(_) => None,
        };
        let first = self.events.iter().find_map(span);
        let last = self.events.iter().rev().find_map(span);
        match (first, last) {
            (Some(first), Some(last)) => first.start..last.end.max(first.start),
            _ => 0..0,
        }
    }

    fn tag<'a>(&'a self, tag: Option<&'a TagText>) -> Option<TagValue<'a>> {
        tag.map(|t| TagValue {
            text: t
                .text
                .as_ref()
                .and_then(|r| self.text.get(r.start as usize..r.end as usize)),
            span: &t.span,
            base: t.base,
        })
    }

    /// The `[FEN]` tag.
    #[must_use]
    pub fn fen(&self) -> Option<TagValue<'_>> {
        self.tag(self.fen.as_ref())
    }

    /// The `[Variant]` tag.
    #[must_use]
    pub fn variant(&self) -> Option<TagValue<'_>> {
        self.tag(self.variant.as_ref())
    }

    /// The `[Result]` tag.
    #[must_use]
    pub fn result_tag(&self) -> Option<TagValue<'_>> {
        self.tag(self.result_tag.as_ref())
    }

    /// The spans of the tag values printed between quotes of print
    /// (`[Event «…»]`), in order: none for a game read by
    /// [`Events::read_plain`], which gives up on them.
    #[must_use]
    pub fn quoted(&self) -> &[Range<usize>] {
        &self.quoted
    }

    /// The game's termination marker: what it says, and its span.
    #[must_use]
    pub fn marker(&self) -> Option<(Outcome, &Range<usize>)> {
        self.marker.as_ref().map(|(o, s)| (*o, s))
    }

    /// Whether the game has a variation (an [`Event::Enter`] besides the
    /// mainline's).
    #[inline]
    #[must_use]
    pub fn has_variations(&self) -> bool {
        self.variations
    }

    /// Whether event `index` is the mainline's last move word (not one of
    /// alternatives).
    #[must_use]
    pub fn is_last_mainline_move(&self, index: usize) -> bool {
        self.last_mainline_move == Some(index)
    }

    fn keep_text(&mut self, text: &str) -> Range<u32> {
        let start = self.text.len() as u32;
        self.text.push_str(text);
        start..self.text.len() as u32
    }

    /// Reads the events of a game of a tree. The spans are the tree's.
    pub fn read_game(&mut self, game: &Game<'_>) {
        self.clear();
        for (name, slot) in [("FEN", 0), ("Variant", 1), ("Result", 2)] {
            let Some(tag) = game.tag(name) else {
                continue;
            };
            let value = tag.value();
            let text = value.as_deref().map(|v| self.keep_text(v));
            let tag_text = TagText {
                text,
                span: tag.value_span().unwrap_or_else(|| tag.span()),
                base: tag.value_base(),
            };
            match slot {
                0 => self.fen = Some(tag_text),
                1 => self.variant = Some(tag_text),
                _ => self.result_tag = Some(tag_text),
            }
        }
        for tag in game.tags() {
            if let Some(value) = tag.value_token()
                && value.kind() == TokenKind::PrintedString
            {
                self.quoted.push(value.span());
            }
        }
        self.marker = game.result().map(|r| (r.outcome(), r.span()));
        let mut depth = 0usize;
        let mut joined = String::new();
        for event in game.walk() {
            match event {
                WalkEvent::Enter(_) => {
                    depth += 1;
                    self.variations |= depth > 1;
                    self.events.push(Event::Enter);
                }
                WalkEvent::Exit(_) => {
                    depth = depth.saturating_sub(1);
                    self.events.push(Event::Exit);
                }
                WalkEvent::Item(item) => match item {
                    Item::MoveNumber(n) => self.events.push(Event::Number {
                        number: n.number(),
                        span: n.span(),
                    }),
                    Item::Move(m) => {
                        if depth == 1 {
                            self.last_mainline_move = Some(self.events.len());
                        }
                        self.push_move(&m, &mut joined);
                    }
                    Item::Alternatives(alts) => {
                        let at = self.events.len();
                        self.events.push(Event::Alternatives(0));
                        let mut count = 0;
                        for m in alts.moves() {
                            self.push_move(&m, &mut joined);
                            count += 1;
                        }
                        self.events[at] = Event::Alternatives(count);
                    }
                    Item::NullMove(null) => self.events.push(Event::Null(null.span())),
                    Item::Nag(n) | Item::Glyph(n) => self.events.push(Event::Nag(n.span())),
                    Item::Comment(c) => self.events.push(Event::Comment(c.span())),
                    Item::Result(r) => self.events.push(Event::Result(r.span())),
                    Item::CheckMark(_)
                    | Item::Dots(_)
                    | Item::Slash(_)
                    | Item::Variation(_)
                    | Item::Error(_) => {}
                },
            }
        }
    }

    fn push_move(&mut self, m: &crate::tree::MoveItem<'_>, joined: &mut String) {
        let mut marks = m.marks().peekable();
        let joined = if marks.peek().is_some() {
            joined.clear();
            joined.push_str(m.text());
            for mark in marks {
                joined.push_str(mark.text().unwrap_or_default());
            }
            Some(self.keep_text(joined))
        } else {
            None
        };
        self.events.push(Event::Move(MoveWord {
            span: m.word_span(),
            joined,
            detached_check: m.check_mark().is_some(),
        }));
    }

    /// Reads the events of the one game whose text is `bytes` and whose
    /// tokens are `tokens` (white space within lines may be left out), if
    /// the game keeps to the plainest PGN: tag pairs `[Name "value"]` each
    /// named once, with no escape in the values the replay reads; move
    /// numbers, move words, NAGs and glyphs, comments and variations; a
    /// result; comments after it. Anything else, or anything the tree would
    /// report, and it gives up (`false`, the list holding anything): the
    /// caller then builds the tree and calls [`Events::read_game`].
    pub fn read_plain(&mut self, bytes: &[u8], tokens: &[Token]) -> bool {
        let Some(first) = self.read_plain_tags(bytes, tokens) else {
            return false;
        };
        self.read_plain_list(PlainTokens(tokens), bytes, first)
    }

    /// The move text of a plain game read by `moves` from `first` into the
    /// list, and its end: whether the game is plain (the list holding
    /// anything when not).
    pub(crate) fn read_plain_list<P: PlainMoves>(
        &mut self,
        moves: P,
        bytes: &[u8],
        first: usize,
    ) -> bool {
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
        let end = moves.read(bytes, first, &mut push);
        let (last, watched, variations) =
            (push.last_mainline_move, push.first_watched, push.variations);
        self.events = events;
        self.last_mainline_move = last;
        self.variations = variations;
        let Some(end) = end else {
            return false;
        };
        // Known now: a word that starts with a watched byte, or none.
        if self.watch.any {
            self.first_watched = Some(watched);
        }
        moves.end(self, bytes, end)
    }

    /// The first part of [`Events::read_plain`]: the tags (and the
    /// comments before the move text), up to the move text, which the
    /// events start with (the mainline's [`Event::Enter`] and those
    /// comments as [`Event::Comment`]s, in the list). The token where the
    /// move text starts, for [`Events::read_plain_moves`], or `None` to
    /// give up.
    pub fn read_plain_tags(&mut self, bytes: &[u8], tokens: &[Token]) -> Option<usize> {
        self.clear();
        let src = Src { bytes, tokens };
        let mut phase = Phase::Before;
        // The first of the comments since the last tag pair.
        let mut pending: Option<usize> = None;
        // A bit for each tag name read (by its key's hash).
        let mut seen = 0u64;
        let mut i = 0;
        let n = tokens.len();
        while i < n {
            let kind = tokens[i].kind;
            if kind.is_trivia() {
                i += 1;
                continue;
            }
            match kind {
                TokenKind::BraceComment | TokenKind::LineComment | TokenKind::Escape => {
                    if !src.utf8(i) {
                        return None;
                    }
                    // Before the first tag, a comment is the prelude;
                    // after a tag, the start of the move text.
                    pending.get_or_insert(i);
                }
                TokenKind::TagOpen if pending.is_some() && phase == Phase::Tags => {
                    // A comment between tag pairs: the tree decides.
                    return None;
                }
                TokenKind::TagOpen => {
                    pending = None;
                    // The commonest form, the lexer's tokens with no space
                    // among them (`[Name "value"]`), at once.
                    let (end, name, value) = match tokens.get(i + 1..i + 4) {
                        Some([n, v, c])
                            if matches!(n.kind, TokenKind::TagName | TokenKind::Word)
                                && v.kind == TokenKind::String
                                && c.kind == TokenKind::TagClose =>
                        {
                            if !src.utf8(i + 2) {
                                return None;
                            }
                            (i + 4, i + 1, i + 2)
                        }
                        _ => plain_tag(&src, i)?,
                    };
                    let name_bytes = src.bytes(name);
                    let key = tag_key(bytes, tokens[name].start as usize, name_bytes);
                    // A name is looked for among the names before only
                    // when one of them set its bit.
                    let bit = 1u64 << (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58);
                    if seen & bit != 0
                        && self
                            .names
                            .iter()
                            .any(|&(k, t)| k == key && src.bytes(t as usize) == name_bytes)
                    {
                        return None;
                    }
                    seen |= bit;
                    self.names.push((key, name as u32));
                    // A key holds a name of up to seven bytes whole.
                    let slot = match key {
                        FEN_KEY => &mut self.fen,
                        VARIANT_KEY => &mut self.variant,
                        RESULT_KEY => &mut self.result_tag,
                        _ => {
                            phase = Phase::Tags;
                            i = end;
                            continue;
                        }
                    };
                    let token = tokens[value];
                    let raw = src.bytes(value);
                    let raw = raw.get(1..raw.len().saturating_sub(1))?;
                    let value_text = std::str::from_utf8(raw).ok()?;
                    if raw.contains(&b'\\') {
                        return None;
                    }
                    let start = self.text.len() as u32;
                    self.text.push_str(value_text);
                    *slot = Some(TagText {
                        text: Some(start..self.text.len() as u32),
                        span: token.span(),
                        base: token.start as usize + 1,
                    });
                    phase = Phase::Tags;
                    i = end;
                    continue;
                }
                TokenKind::MoveNumber
                | TokenKind::Word
                | TokenKind::Nag
                | TokenKind::Glyph
                | TokenKind::ParenOpen
                | TokenKind::Result => {
                    self.events.push(Event::Enter);
                    if let Some(first) = pending {
                        if phase == Phase::Before {
                            // Prelude or move text: the tree decides.
                            return None;
                        }
                        for token in &tokens[first..i] {
                            if !token.kind.is_trivia() {
                                self.events.push(Event::Comment(token.span()));
                            }
                        }
                    }
                    return Some(i);
                }
                _ => return None,
            }
            i += 1;
        }
        None
    }

    /// The last part of [`Events::read_plain`]: the game's result, whose
    /// token is the one before `end`, and what follows it (comments
    /// only). Whether the game is plain.
    pub fn read_plain_end(&mut self, bytes: &[u8], tokens: &[Token], end: usize) -> bool {
        let src = Src { bytes, tokens };
        let Some(result) = end.checked_sub(1).and_then(|i| tokens.get(i)) else {
            return false;
        };
        let outcome = Outcome::from_bytes(src.bytes(end - 1)).unwrap_or(Outcome::Unknown);
        self.marker = Some((outcome, result.span()));
        for (i, token) in tokens.iter().enumerate().skip(end) {
            match token.kind {
                kind if kind.is_trivia() => {}
                TokenKind::BraceComment | TokenKind::LineComment | TokenKind::Escape => {
                    if !src.utf8(i) {
                        return false;
                    }
                }
                _ => return false,
            }
        }
        true
    }

    /// Whether the last of `tokens` but white space and comments is a
    /// result: else [`Events::read_plain_moves`] and
    /// [`Events::read_plain_end`] give up on them, whatever comes before.
    #[inline]
    #[must_use]
    pub fn ends_with_result(tokens: &[Token]) -> bool {
        tokens
            .iter()
            .rev()
            .find(|t| {
                !t.kind.is_trivia()
                    && !matches!(
                        t.kind,
                        TokenKind::BraceComment | TokenKind::LineComment | TokenKind::Escape
                    )
            })
            .is_some_and(|t| t.kind == TokenKind::Result)
    }

    /// Reads the move text that starts at token `first` (the mainline's
    /// [`Event::Enter`] given) to the game's result, handing each event to
    /// `sink` (the result's [`Event::Result`] and the mainline's
    /// [`Event::Exit`] last): the token after the result, or `None` to
    /// give up (any token the plain reader leaves to the tree, a variation
    /// too deep or not closed, no result), whatever `sink` was handed.
    #[inline(always)]
    pub fn read_plain_moves<S: EventSink>(
        bytes: &[u8],
        tokens: &[Token],
        first: usize,
        sink: &mut S,
    ) -> Option<usize> {
        let src = Src { bytes, tokens };
        let mut depth = 0u32;
        let mut k = first;
        for token in tokens.get(first..).unwrap_or_default() {
            k += 1;
            let span = token.span();
            match token.kind {
                TokenKind::Whitespace | TokenKind::Newline | TokenKind::Format => {}
                TokenKind::MoveNumber => sink.event(Event::Number {
                    number: move_number(bytes.get(span.clone()).unwrap_or_default()),
                    span,
                }),
                TokenKind::Word => {
                    // `N` and `inf` may be glyphs, `e.p.` and `ep`
                    // marks of the move before: the tree decides.
                    if left_to_tree(bytes, &span) {
                        return None;
                    }
                    sink.word(span, depth == 0);
                }
                TokenKind::Glyph => {
                    // The sign for "with the idea" (`∆ d4`) makes the move
                    // after it commentary, which a walk of the list
                    // decides (it looks ahead).
                    if bytes.get(span.clone()) == Some("\u{2206}".as_bytes()) {
                        return None;
                    }
                    sink.event(Event::Nag(span));
                }
                TokenKind::Nag => {
                    nag_value(bytes.get(span.clone()).unwrap_or_default())?;
                    sink.event(Event::Nag(span));
                }
                TokenKind::BraceComment | TokenKind::LineComment | TokenKind::Escape => {
                    if !src.utf8(k - 1) {
                        return None;
                    }
                    sink.event(Event::Comment(span));
                }
                TokenKind::ParenOpen => {
                    depth += 1;
                    if depth >= MAX_VARIATION_DEPTH {
                        return None;
                    }
                    sink.event(Event::Enter);
                }
                TokenKind::ParenClose => {
                    depth = depth.checked_sub(1)?;
                    sink.event(Event::Exit);
                }
                TokenKind::Result if depth == 0 => {
                    sink.event(Event::Result(span));
                    sink.event(Event::Exit);
                    return Some(k);
                }
                TokenKind::Result => sink.event(Event::Result(span)),
                _ => return None,
            }
        }
        None
    }

    /// Whether the move word at `span` of `bytes` starts with a byte
    /// [`Events::watch`] watches, or is shorter than two bytes.
    #[inline(always)]
    #[must_use]
    pub fn watches(&self, bytes: &[u8], span: &Range<usize>) -> bool {
        self.watch.any && self.watch.starts(bytes, span)
    }

    /// Whether any byte is watched ([`Events::watch`]).
    #[must_use]
    pub fn watching(&self) -> bool {
        self.watch.any
    }
}

/// What [`Events::read_plain_moves`] hands the events of a move text to:
/// a list of them ([`Events::read_plain`]), or a walk that replays each as
/// it is read.
pub trait EventSink {
    /// An event other than a move word.
    fn event(&mut self, event: Event);
    /// A move word, with no marks apart; `mainline`: whether it stands in
    /// the mainline.
    fn word(&mut self, span: Range<usize>, mainline: bool);
}

/// Where the move text of a plain game is read from, as the list is
/// filled ([`Events::read_plain_list`]) or as the walk plays it
/// (`analysis`'s streamed walk): its tokens ([`PlainTokens`]) or its bytes
/// alone ([`bytes::PlainBytes`]). Both read the same events.
pub(crate) trait PlainMoves: Copy {
    /// Where the reading stopped, for [`PlainMoves::end`].
    type End;
    /// The byte where the move text starts, its reading starting at
    /// `first`.
    fn move_text(self, bytes: &[u8], first: usize) -> usize;
    /// Hands `sink` the events of the move text from `first` to the
    /// game's result (its [`Event::Result`] and the mainline's
    /// [`Event::Exit`] last), or `None` to give up, whatever `sink` was
    /// handed.
    fn read<S: EventSink>(self, bytes: &[u8], first: usize, sink: &mut S) -> Option<Self::End>;
    /// Reads the game's end after the result, at `end`, into `events`:
    /// whether what follows it is what a plain game may have.
    fn end(self, events: &mut Events, bytes: &[u8], end: Self::End) -> bool;
    /// Whether every dash the reader reads outside a comment is
    /// castling's or a result's: in a game it reads, a number's stop with
    /// a dash after it (an alternative printed inline, `25.-fxe5`) stands
    /// in a comment if anywhere.
    const DASHES_IN_COMMENTS_ONLY: bool = false;
}

/// A plain game's move text read from its tokens.
#[derive(Clone, Copy)]
pub(crate) struct PlainTokens<'t>(pub(crate) &'t [Token]);

impl PlainMoves for PlainTokens<'_> {
    type End = usize;

    #[inline(always)]
    fn move_text(self, bytes: &[u8], first: usize) -> usize {
        self.0.get(first).map_or(bytes.len(), |t| t.start as usize)
    }

    #[inline(always)]
    fn read<S: EventSink>(self, bytes: &[u8], first: usize, sink: &mut S) -> Option<usize> {
        Events::read_plain_moves(bytes, self.0, first, sink)
    }

    fn end(self, events: &mut Events, bytes: &[u8], end: usize) -> bool {
        events.read_plain_end(bytes, self.0, end)
    }
}

/// The list [`Events::read_plain`] reads events into.
struct Push<'a> {
    events: &'a mut Vec<Event>,
    bytes: &'a [u8],
    watch: &'a Watch,
    seeking: bool,
    last_mainline_move: Option<usize>,
    first_watched: Option<usize>,
    variations: bool,
}

impl EventSink for Push<'_> {
    #[inline(always)]
    fn event(&mut self, event: Event) {
        self.variations |= matches!(event, Event::Enter);
        self.events.push(event);
    }

    #[inline(always)]
    fn word(&mut self, span: Range<usize>, mainline: bool) {
        if mainline {
            let at = self.events.len();
            self.last_mainline_move = Some(at);
            if self.seeking && self.watch.starts(self.bytes, &span) {
                self.first_watched = Some(at);
                self.seeking = false;
            }
        }
        self.events.push(Event::Move(MoveWord::plain(span)));
    }
}

/// Whether the move word at `span` of `bytes` is one the plain reader
/// leaves to the tree: `N` and `inf` may be glyphs, `e.p.` and `ep` marks
/// of the move before. Asked for every move word: its first four bytes and
/// its length compared at once, with one branch that goes the same way
/// nearly always (comparing the slices branches on every word's length).
#[inline(always)]
fn left_to_tree(bytes: &[u8], span: &Range<usize>) -> bool {
    const fn key(word: &[u8]) -> u64 {
        let mut value = 0u64;
        let mut i = 0;
        while i < word.len() {
            value |= (word[i] as u64) << (8 * i);
            i += 1;
        }
        value | (word.len() as u64) << 32
    }
    const MASKS: [u64; 5] = [0, 0xff, 0xffff, 0xff_ffff, 0xffff_ffff];
    const N: u64 = key(b"N");
    const INF: u64 = key(b"inf");
    const EP: u64 = key(b"ep");
    const EP_DOTS: u64 = key(b"e.p.");
    let len = span.end.saturating_sub(span.start);
    match bytes.get(span.start..span.start + 4) {
        Some(&[a, b, c, d]) => {
            let first = u64::from(u32::from_le_bytes([a, b, c, d])) & MASKS[len.min(4)];
            let key = first | (len.min(5) as u64) << 32;
            (key == N) | (key == INF) | (key == EP) | (key == EP_DOTS)
        }
        // Near the end of the text.
        _ => {
            let word = bytes.get(span.clone()).unwrap_or_default();
            is_glyph_word(word) || matches!(word, b"e.p." | b"ep")
        }
    }
}

/// [`name_key`] of a tag name at `start` of `bytes`, built with one load
/// of eight bytes where the text has them (a name is followed by its
/// value) instead of byte by byte.
#[inline(always)]
fn tag_key(bytes: &[u8], start: usize, name: &[u8]) -> u64 {
    let key = match bytes.get(start..start + 8) {
        Some(&[a, b, c, d, e, f, g, h]) => {
            let all = u64::from_le_bytes([a, b, c, d, e, f, g, h]);
            let keep = (1u64 << (8 * name.len().min(7))) - 1;
            all & keep | (name.len().min(255) as u64) << 56
        }
        _ => name_key(name),
    };
    debug_assert_eq!(key, name_key(name));
    key
}

/// [`name_key`] in a constant.
const fn const_key(name: &[u8]) -> u64 {
    let mut key = (name.len() as u64) << 56;
    let mut i = 0;
    while i < name.len() && i < 7 {
        key |= (name[i] as u64) << (8 * i);
        i += 1;
    }
    key
}
const FEN_KEY: u64 = const_key(b"FEN");
const VARIANT_KEY: u64 = const_key(b"Variant");
const RESULT_KEY: u64 = const_key(b"Result");

/// Bytes watched for at the start of move words ([`Events::watch`]).
#[derive(Clone, Debug)]
struct Watch {
    /// 1 for a watched byte value, else 0.
    bytes: [u8; 256],
    /// Whether any byte is watched.
    any: bool,
}

impl Default for Watch {
    fn default() -> Watch {
        Watch {
            bytes: [0; 256],
            any: false,
        }
    }
}

impl Watch {
    /// Whether the move word at `span` of `text` has a watched byte in its
    /// first two, or is shorter than two bytes.
    #[inline(always)]
    fn starts(&self, text: &[u8], span: &Range<usize>) -> bool {
        match text.get(span.start..span.start + 2) {
            Some(&[a, b]) if span.end >= span.start + 2 => {
                self.bytes[usize::from(a)] | self.bytes[usize::from(b)] != 0
            }
            _ => true,
        }
    }
}

/// Where [`Events::read_plain_tags`] is in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Before the tags (the first game's prelude).
    Before,
    /// In the tag section, between tag pairs.
    Tags,
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

/// A tag pair of the plainest form, `[Name "value"]` with spaces only, on
/// one line, starting at token `open`: the token after its `]`, its name
/// token and its value token.
fn plain_tag(src: &Src<'_>, open: usize) -> Option<(usize, usize, usize)> {
    let skip_spaces = |mut i: usize| {
        while src.kind(i) == Some(TokenKind::Whitespace) {
            i += 1;
        }
        i
    };
    let name = skip_spaces(open + 1);
    if !matches!(src.kind(name)?, TokenKind::TagName | TokenKind::Word) {
        return None;
    }
    let value = skip_spaces(name + 1);
    if src.kind(value)? != TokenKind::String || !src.utf8(value) {
        return None;
    }
    let close = skip_spaces(value + 1);
    if src.kind(close)? != TokenKind::TagClose {
        return None;
    }
    Some((close + 1, name, value))
}

pub(crate) mod bytes;

#[cfg(test)]
pub(crate) mod tests;
