//! Building a tree from tokens: one pass, an explicit stack, no recursion.
//!
//! Every token goes through the [`Splitter`] first, which says where games
//! begin and what each token is for its game; the builder then places the
//! token into nodes. Soft tokens (whitespace, comments, junk) between tag
//! pairs, before the first game and after a result wait in a pending run
//! until the next significant token says where they belong.

use super::{
    GameInfo, MAX_ERRORS_OF_A_KIND, MAX_VARIATION_DEPTH, MoreErrors, NONE, Node, NodeKind,
    SyntaxError, SyntaxErrorKind, SyntaxTree,
    split::{Role, Splitter, Step},
};
use crate::lexer::{Token, TokenKind};

/// Buffers the builder keeps between parses.
#[derive(Clone, Debug, Default)]
pub(crate) struct Scratch {
    /// Open nodes, innermost last.
    stack: Vec<u32>,
    /// `(key of name, name token)` of the tags of the open tag section.
    tag_names: Vec<(u64, u32)>,
    /// The name tokens of the tags of the section whose name is used
    /// before.
    repeated: Vec<u32>,
}

/// Where the builder is in the current game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctx {
    /// No game yet.
    Start,
    /// In a game's tag section.
    Tags,
    /// In movetext.
    Moves,
    /// After a game's result.
    Trailing,
}

/// The kind of leaf node still open, which may take more tokens. (Leaves
/// are not on the stack: a leaf is complete in the arena, only its end
/// moves.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Leaf {
    None,
    /// A move: takes detached check marks and en passant marks.
    Move,
    /// A move number: takes detached periods.
    MoveNumber,
    /// An error node: takes adjacent tokens of the same kind.
    Junk(TokenKind),
    /// Text like that of an error node, of an error past those a game
    /// keeps of its kind: no node, its tokens are the open node's own. It
    /// takes adjacent tokens of the same kind, as an error node does, so
    /// that the errors counted are those that would have been kept.
    Counted(TokenKind),
}

/// How many kinds of error there are: one slot of [`Counts`] each.
const KINDS: usize = SyntaxErrorKind::CODES.len();

/// The errors of the current game, kind by kind: how many (kept or not),
/// and the first not kept.
#[derive(Clone, Copy, Debug)]
struct Counts {
    seen: [u32; KINDS],
    first_more: [Option<SyntaxErrorKind>; KINDS],
}

impl Counts {
    const NONE: Counts = Counts {
        seen: [0; KINDS],
        first_more: [None; KINDS],
    };

    /// The slot of a kind: its code's place in [`SyntaxErrorKind::CODES`].
    fn slot(kind: SyntaxErrorKind) -> usize {
        let code = kind.code();
        SyntaxErrorKind::CODES
            .iter()
            .position(|&c| c == code)
            .unwrap_or(KINDS - 1)
    }

    /// Whether the next error of `kind` is kept.
    fn keeps(&self, kind: SyntaxErrorKind) -> bool {
        (self.seen[Counts::slot(kind)] as usize) < MAX_ERRORS_OF_A_KIND
    }

    /// Counts an error of `kind`: whether it is kept.
    fn count(&mut self, kind: SyntaxErrorKind) -> bool {
        let slot = Counts::slot(kind);
        let kept = (self.seen[slot] as usize) < MAX_ERRORS_OF_A_KIND;
        self.seen[slot] = self.seen[slot].saturating_add(1);
        if !kept && self.first_more[slot].is_none() {
            self.first_more[slot] = Some(kind);
        }
        kept
    }
}

/// The tag pair being built.
#[derive(Clone, Copy, Debug)]
struct TagBuild {
    open: bool,
    name: u32,
    value: u32,
    /// First and last unexpected tokens.
    unexpected: (u32, u32),
}

impl TagBuild {
    const CLOSED: TagBuild = TagBuild {
        open: false,
        name: NONE,
        value: NONE,
        unexpected: (NONE, NONE),
    };
}

pub(crate) struct Builder<'a> {
    src: &'a [u8],
    tokens: &'a mut [Token],
    nodes: &'a mut Vec<Node>,
    errors: &'a mut Vec<SyntaxError>,
    more: &'a mut Vec<MoreErrors>,
    games: &'a mut Vec<GameInfo>,
    /// Whether the text is bare text ([`SyntaxTree::bare`]).
    bare: bool,
    stack: &'a mut Vec<u32>,
    tag_names: &'a mut Vec<(u64, u32)>,
    repeated: &'a mut Vec<u32>,
    ctx: Ctx,
    /// First token of the pending run of soft tokens.
    pending: u32,
    /// The last non-trivia token placed in a node, or [`NONE`].
    placed: u32,
    game: Option<GameInfo>,
    /// The open leaf node: it is complete in the arena (a leaf has no
    /// children) and only its end moves as it takes tokens.
    leaf: Leaf,
    leaf_node: u32,
    /// The first token of a [`Leaf::Counted`].
    counted_first: u32,
    /// The errors of the current game (or of an input with no game).
    counts: Counts,
    tag: TagBuild,
    /// Open variation nodes.
    depth: u32,
    /// Open parentheses inside a too-deep error node (0: none open).
    skip: u32,
    /// Whether that error node was built (it is not past the errors of
    /// its kind a game keeps).
    skip_node: bool,
    /// Whether an alternatives node is open, and whether it waits for the
    /// move after a `/`.
    alternatives: bool,
    after_slash: bool,
    /// The kind of the last item of the current line.
    last_item: Option<NodeKind>,
}

impl<'a> Builder<'a> {
    pub(crate) fn run(tree: &'a mut SyntaxTree) {
        let SyntaxTree {
            src,
            tokens,
            nodes,
            errors,
            more,
            games,
            bare,
            scratch,
        } = tree;
        scratch.stack.clear();
        scratch.tag_names.clear();
        let mut builder = Builder {
            src,
            tokens,
            nodes,
            errors,
            more,
            games,
            bare: *bare,
            stack: &mut scratch.stack,
            tag_names: &mut scratch.tag_names,
            repeated: &mut scratch.repeated,
            ctx: Ctx::Start,
            pending: NONE,
            placed: NONE,
            game: None,
            leaf: Leaf::None,
            leaf_node: NONE,
            counted_first: NONE,
            counts: Counts::NONE,
            tag: TagBuild::CLOSED,
            depth: 0,
            skip: 0,
            skip_node: false,
            alternatives: false,
            after_slash: false,
            last_item: None,
        };
        builder.build();
    }

    fn build(&mut self) {
        self.open(NodeKind::Root, 0);
        let count = self.tokens.len() as u32;
        // A local splitter stays in registers.
        let mut splitter = Splitter::of(self.bare);
        for i in 0..count {
            let token = self.tokens[i as usize];
            let kind = token.kind;
            let step = splitter.step(kind, token.end.wrapping_sub(token.start));
            // Whitespace makes no node (but a line break may end a tag pair).
            if kind.is_trivia() && !step.tag_ended {
                continue;
            }
            self.token(i, kind, step);
        }
        self.finish(count);
    }

    // ----- nodes -----

    #[inline]
    fn open(&mut self, kind: NodeKind, first: u32) -> u32 {
        let index = self.nodes.len() as u32;
        let parent = self.stack.last().copied().unwrap_or(NONE);
        self.nodes.push(Node {
            kind,
            parent,
            next: index + 1,
            first,
            last: first + 1,
        });
        self.stack.push(index);
        index
    }

    /// Closes the innermost open node: it ends with the last token placed.
    #[inline]
    fn close(&mut self) -> u32 {
        let Some(index) = self.stack.pop() else {
            return NONE;
        };
        let next = self.nodes.len() as u32;
        let placed = self.placed;
        if let Some(node) = self.nodes.get_mut(index as usize) {
            if placed != NONE && placed >= node.first {
                node.last = placed + 1;
            }
            node.next = next;
        }
        index
    }

    /// Closes the innermost open node, ending it before token `end`.
    fn close_at(&mut self, end: u32) {
        let Some(index) = self.stack.pop() else {
            return;
        };
        let next = self.nodes.len() as u32;
        if let Some(node) = self.nodes.get_mut(index as usize) {
            node.last = end;
            node.next = next;
        }
    }

    #[inline]
    fn place(&mut self, i: u32) {
        self.placed = i;
    }

    /// Pushes a complete leaf node of one token, without opening it.
    #[inline]
    fn push_leaf(&mut self, kind: NodeKind, i: u32) -> u32 {
        let index = self.nodes.len() as u32;
        let parent = self.stack.last().copied().unwrap_or(NONE);
        self.nodes.push(Node {
            kind,
            parent,
            next: index + 1,
            first: i,
            last: i + 1,
        });
        self.placed = i;
        index
    }

    /// Opens a leaf node that may take more tokens.
    #[inline]
    fn open_leaf(&mut self, leaf: Leaf, kind: NodeKind, i: u32) {
        self.leaf_node = self.push_leaf(kind, i);
        self.leaf = leaf;
    }

    /// The open leaf takes token `i`.
    #[inline]
    fn extend_leaf(&mut self, i: u32) {
        if let Some(node) = self.nodes.get_mut(self.leaf_node as usize) {
            node.last = i + 1;
        }
        self.placed = i;
    }

    fn top_kind(&self) -> Option<NodeKind> {
        let top = *self.stack.last()?;
        Some(self.nodes[top as usize].kind)
    }

    /// An error: kept, or past the errors of its kind a game keeps only
    /// counted.
    fn error(&mut self, kind: SyntaxErrorKind, start: u32, end: u32) {
        if self.counts.count(kind) {
            self.errors.push(SyntaxError::new(kind, start, end));
        }
    }

    /// Ends the counts of a game (or of an input with no game): the errors
    /// of each kind past those kept.
    fn count_more(&mut self) {
        let counts = std::mem::replace(&mut self.counts, Counts::NONE);
        let game = self.games.len() as u32;
        for (&seen, kind) in counts.seen.iter().zip(counts.first_more) {
            if let Some(kind) = kind {
                self.more.push(MoreErrors {
                    game,
                    kind,
                    count: seen - MAX_ERRORS_OF_A_KIND as u32,
                });
            }
        }
    }

    fn token_error(&mut self, kind: SyntaxErrorKind, i: u32) {
        let token = self.tokens[i as usize];
        self.error(kind, token.start, token.end);
    }

    fn bytes(&self, i: u32) -> &[u8] {
        let token = self.tokens[i as usize];
        self.src
            .get(token.start as usize..token.end as usize)
            .unwrap_or_default()
    }

    // ----- the token loop -----

    fn token(&mut self, i: u32, kind: TokenKind, step: Step) {
        if step.tag_ended {
            self.end_tag(false);
        }
        if step.new_game {
            if self.game.is_some() {
                self.flush_soft(i);
                self.close_game(i);
            }
            let first = if self.games.is_empty() { 0 } else { i };
            self.open_game(first);
        }
        match step.role {
            Role::Soft => {
                if self.pending == NONE {
                    self.pending = i;
                }
            }
            Role::TagOpen => {
                // Soft tokens before it: the first game's prelude, or what
                // stands between two tag pairs.
                self.flush_soft(i);
                if self.ctx != Ctx::Tags {
                    let index = self.open(NodeKind::TagSection, i);
                    if let Some(game) = &mut self.game {
                        game.tags = index;
                    }
                    self.ctx = Ctx::Tags;
                }
                self.open(NodeKind::Tag, i);
                self.place(i);
                self.tag = TagBuild {
                    open: true,
                    ..TagBuild::CLOSED
                };
            }
            Role::Tag => self.tag_token(i, kind),
            Role::TagClose => {
                self.place(i);
                self.end_tag(true);
            }
            Role::MovesStart => {
                self.start_movetext(i);
                self.moves(i, kind);
            }
            Role::Moves => self.moves(i, kind),
            Role::GameEnd => {
                if self.ctx != Ctx::Moves {
                    self.start_movetext(i);
                }
                self.close_items();
                let index = self.push_leaf(NodeKind::Result, i);
                if let Some(game) = &mut self.game {
                    game.result = index;
                }
                self.close_movetext();
                self.ctx = Ctx::Trailing;
            }
        }
    }

    fn finish(&mut self, count: u32) {
        if self.game.is_some() {
            if self.ctx == Ctx::Tags && self.pending_has_content(count) {
                // Comments after the tags with no movetext after them.
                self.start_movetext(count);
            }
            self.flush_soft(count);
            self.close_game(count);
        } else {
            self.flush_soft(count);
            // The errors of an input with no game.
            self.count_more();
        }
        // The root holds every token.
        while self.stack.len() > 1 {
            self.close();
        }
        self.close_at(count);
        if let Some(root) = self.nodes.first_mut() {
            root.first = 0;
        }
    }

    // ----- games -----

    fn open_game(&mut self, first: u32) {
        let node = self.open(NodeKind::Game, first);
        self.game = Some(GameInfo {
            node,
            tags: NONE,
            movetext: NONE,
            result: NONE,
            errors: (self.errors.len() as u32, 0),
        });
        self.ctx = Ctx::Start;
        self.reset_items();
    }

    fn reset_items(&mut self) {
        self.leaf = Leaf::None;
        self.tag = TagBuild::CLOSED;
        self.depth = 0;
        self.skip = 0;
        self.skip_node = false;
        self.alternatives = false;
        self.after_slash = false;
        self.last_item = None;
    }

    /// Closes everything open in the game and the game itself, which ends
    /// before token `end`.
    fn close_game(&mut self, end: u32) {
        if self.tag.open {
            self.end_tag(false);
        }
        match self.ctx {
            Ctx::Tags => self.close_tag_section(),
            Ctx::Moves => {
                self.close_items();
                self.close_movetext();
            }
            Ctx::Start | Ctx::Trailing => {}
        }
        // Whatever is still open inside the game.
        while let Some(kind) = self.top_kind() {
            if kind == NodeKind::Game || kind == NodeKind::Root {
                break;
            }
            self.close();
        }
        let Some(mut game) = self.game.take() else {
            return;
        };
        if game.result == NONE {
            let at = match self.placed {
                NONE => 0,
                i => self.tokens[i as usize].end,
            };
            self.error(SyntaxErrorKind::MissingResult, at, at);
        }
        if self.top_kind() == Some(NodeKind::Game) {
            self.close_at(end);
        }
        let first = game.errors.0 as usize;
        if let Some(errors) = self.errors.get_mut(first..)
            && !errors.is_sorted_by_key(|e| (e.start, e.end))
        {
            errors.sort_unstable_by_key(|e| (e.start, e.end));
        }
        game.errors.1 = self.errors.len() as u32;
        self.count_more();
        self.games.push(game);
        self.ctx = Ctx::Start;
    }

    // ----- soft tokens -----

    fn pending_has_content(&self, end: u32) -> bool {
        self.pending != NONE
            && (self.pending..end).any(|j| !self.tokens[j as usize].kind.is_trivia())
    }

    /// Places the pending soft tokens before token `end` into the innermost
    /// open node.
    fn flush_soft(&mut self, end: u32) {
        if self.pending == NONE {
            return;
        }
        let from = self.pending;
        self.pending = NONE;
        for j in from..end {
            let kind = self.tokens[j as usize].kind;
            self.soft(j, kind);
        }
        self.close_leaf();
    }

    /// A soft token outside movetext: comments and error nodes.
    fn soft(&mut self, i: u32, kind: TokenKind) {
        match kind {
            TokenKind::Whitespace | TokenKind::Newline | TokenKind::Format => {}
            TokenKind::BraceComment
            | TokenKind::UnterminatedBraceComment
            | TokenKind::LineComment
            | TokenKind::Escape => {
                self.close_leaf();
                self.comment(i, kind);
            }
            // An annotation after the result on its line (`0-1!`, see
            // `split`): the game's, in its trailer.
            TokenKind::Glyph => {
                self.close_leaf();
                self.push_leaf(NodeKind::Glyph, i);
            }
            _ => self.junk(i, kind),
        }
    }

    fn comment(&mut self, i: u32, kind: TokenKind) {
        self.push_leaf(NodeKind::Comment, i);
        if kind == TokenKind::UnterminatedBraceComment {
            let start = self.tokens[i as usize].start;
            self.error(
                SyntaxErrorKind::UnterminatedComment,
                start,
                start.saturating_add(1),
            );
        }
        self.check_utf8(i);
    }

    /// Reports the first invalid UTF-8 sequence inside a comment or string.
    fn check_utf8(&mut self, i: u32) {
        let bytes = self.bytes(i);
        if bytes.is_ascii() {
            return;
        }
        if let Err(e) = std::str::from_utf8(bytes) {
            let start = self.tokens[i as usize]
                .start
                .saturating_add(e.valid_up_to() as u32);
            let len = e.error_len().unwrap_or(bytes.len() - e.valid_up_to()) as u32;
            self.error(
                SyntaxErrorKind::InvalidUtf8,
                start,
                start.saturating_add(len.max(1)),
            );
        }
    }

    /// A token with no place: an error node, which adjacent tokens of the
    /// same kind join.
    fn junk(&mut self, i: u32, kind: TokenKind) {
        let adjacent = self.placed.wrapping_add(1) == i;
        match self.leaf {
            Leaf::Junk(k) if k == kind && adjacent => self.extend_leaf(i),
            Leaf::Counted(k) if k == kind && adjacent => self.place(i),
            _ => {
                self.close_leaf();
                if self.counts.keeps(junk_error(kind)) {
                    self.open_leaf(Leaf::Junk(kind), NodeKind::Error, i);
                } else {
                    self.leaf = Leaf::Counted(kind);
                    self.counted_first = i;
                    self.place(i);
                }
            }
        }
    }

    #[inline]
    fn close_leaf(&mut self) {
        let leaf = std::mem::replace(&mut self.leaf, Leaf::None);
        match leaf {
            Leaf::Junk(kind) => {
                if let Some(node) = self.nodes.get(self.leaf_node as usize) {
                    let (first, last) = (node.first, node.last);
                    self.junk_error(kind, first, last);
                }
            }
            Leaf::Counted(kind) => self.junk_error(kind, self.counted_first, self.placed + 1),
            Leaf::None | Leaf::Move | Leaf::MoveNumber => {}
        }
    }

    /// Reports the error of the junk tokens `first..last`, of `kind`, just
    /// ended.
    #[cold]
    fn junk_error(&mut self, kind: TokenKind, first: u32, last: u32) {
        let start = self.tokens[first as usize].start;
        let end = self.tokens[last as usize - 1].end;
        self.error(junk_error(kind), start, end);
        if matches!(
            kind,
            TokenKind::String
                | TokenKind::UnterminatedString
                | TokenKind::LooseString
                | TokenKind::PrintedString
        ) {
            for j in first..last {
                self.check_utf8(j);
            }
        }
    }

    fn is_ep(&self, i: u32) -> bool {
        matches!(self.bytes(i), b"e.p." | b"ep")
    }

    // ----- tags -----

    fn tag_token(&mut self, i: u32, kind: TokenKind) {
        match kind {
            TokenKind::Whitespace | TokenKind::Newline | TokenKind::Format => {}
            TokenKind::BraceComment
            | TokenKind::UnterminatedBraceComment
            | TokenKind::LineComment
            | TokenKind::Escape => self.comment(i, kind),
            TokenKind::TagName | TokenKind::Word
                if self.tag.name == NONE
                    && self.tag.value == NONE
                    && self.tag.unexpected.0 == NONE =>
            {
                // A name on the line after `[` lexes as a word.
                self.tokens[i as usize].kind = TokenKind::TagName;
                self.tag.name = i;
                self.place(i);
            }
            TokenKind::String
            | TokenKind::UnterminatedString
            | TokenKind::LooseString
            | TokenKind::PrintedString
                if self.tag.value == NONE =>
            {
                self.tag.value = i;
                self.place(i);
                match kind {
                    TokenKind::UnterminatedString => {
                        self.token_error(SyntaxErrorKind::UnterminatedString, i);
                    }
                    TokenKind::LooseString => self.loose_value(i),
                    _ => {}
                }
                self.check_utf8(i);
            }
            _ => {
                if self.tag.unexpected.0 == NONE {
                    self.tag.unexpected.0 = i;
                }
                self.tag.unexpected.1 = i;
                self.place(i);
            }
        }
    }

    /// Reports what was repaired in a tag value read from its first `"` to
    /// the `"` before its `]`: the quotes inside it that no `\` escapes
    /// (one warning, from the first to the last), and a last `\` that would
    /// have escaped the closing quote.
    #[cold]
    fn loose_value(&mut self, i: u32) {
        let token = self.tokens[i as usize];
        let src: &[u8] = self.src;
        let bytes = src
            .get(token.start as usize..token.end as usize)
            .unwrap_or_default();
        let inner = bytes
            .get(1..bytes.len().saturating_sub(1))
            .unwrap_or_default();
        let mut quotes: Option<(u32, u32)> = None;
        let mut backslash = None;
        let mut j = 0;
        while j < inner.len() {
            match inner[j] {
                b'\\' => match inner.get(j + 1) {
                    Some(b'"' | b'\\') => j += 1,
                    Some(_) => {}
                    None => backslash = Some(j as u32),
                },
                b'"' => {
                    let at = j as u32;
                    quotes = Some(quotes.map_or((at, at), |(first, _)| (first, at)));
                }
                _ => {}
            }
            j += 1;
        }
        // Offsets in the token: the opening quote comes first.
        let at = |j: u32| token.start.saturating_add(1).saturating_add(j);
        if let Some((first, last)) = quotes {
            let end = at(last).saturating_add(1);
            self.error(SyntaxErrorKind::UnescapedQuote, at(first), end);
        }
        if let Some(j) = backslash {
            let end = at(j).saturating_add(1);
            self.error(SyntaxErrorKind::StrayBackslash, at(j), end);
        }
    }

    /// Ends the open tag pair, closed by its `]` or not.
    fn end_tag(&mut self, closed: bool) {
        if !self.tag.open {
            return;
        }
        let tag = std::mem::replace(&mut self.tag, TagBuild::CLOSED);
        let index = self.close();
        let (first, last) = match self.nodes.get(index as usize) {
            Some(node) => (node.first, node.last),
            None => return,
        };
        let span = (
            self.tokens[first as usize].start,
            self.tokens[last as usize - 1].end,
        );
        if tag.name == NONE {
            self.error(SyntaxErrorKind::TagMissingName, span.0, span.1);
        } else {
            if tag.value == NONE {
                self.token_error(SyntaxErrorKind::TagMissingValue, tag.name);
            }
            let key = name_key(self.bytes(tag.name));
            self.tag_names.push((key, tag.name));
        }
        if tag.unexpected.0 != NONE {
            let start = self.tokens[tag.unexpected.0 as usize].start;
            let end = self.tokens[tag.unexpected.1 as usize].end;
            self.error(SyntaxErrorKind::TagUnexpectedText, start, end);
        }
        let unterminated = tag.value != NONE
            && self.tokens[tag.value as usize].kind == TokenKind::UnterminatedString;
        if !closed && !unterminated {
            self.error(SyntaxErrorKind::TagUnclosed, span.0, span.1);
        }
    }

    fn close_tag_section(&mut self) {
        if self.tag.open {
            self.end_tag(false);
        }
        if self.top_kind() == Some(NodeKind::TagSection) {
            self.close();
        }
        self.find_duplicate_tags();
    }

    /// Reports tag names used twice in the tag section just closed (each
    /// repetition after the first).
    fn find_duplicate_tags(&mut self) {
        let mut names = std::mem::take(self.tag_names);
        let sorted = names.len() > 32;
        if sorted {
            // Equal keys become adjacent, in text order.
            names.sort_unstable();
        }
        // The repetitions, reported in text order (a game keeps the first
        // errors of a kind).
        let mut repeated = std::mem::take(self.repeated);
        for a in 1..names.len() {
            let (key, token) = names[a];
            let mut earlier = names[..a].iter().rev();
            let duplicate = if sorted {
                earlier
                    .take_while(|&&(h, _)| h == key)
                    .any(|&(_, t)| self.bytes(t) == self.bytes(token))
            } else {
                earlier.any(|&(h, t)| h == key && self.bytes(t) == self.bytes(token))
            };
            if duplicate {
                repeated.push(token);
            }
        }
        repeated.sort_unstable();
        for &token in &repeated {
            self.token_error(SyntaxErrorKind::DuplicateTag, token);
        }
        repeated.clear();
        *self.repeated = repeated;
        names.clear();
        *self.tag_names = names;
    }

    // ----- movetext -----

    /// Opens the movetext of the current game, before token `i` (or the
    /// end of the input): pending comments and junk are its first items.
    fn start_movetext(&mut self, i: u32) {
        if self.ctx == Ctx::Tags {
            self.close_tag_section();
        }
        let mut first = i;
        if self.pending != NONE
            && let Some(j) = (self.pending..i).find(|&j| !self.tokens[j as usize].kind.is_trivia())
        {
            first = j;
        }
        if first >= self.tokens.len() as u32 {
            return;
        }
        let index = self.open(NodeKind::Movetext, first);
        if let Some(game) = &mut self.game {
            game.movetext = index;
        }
        self.ctx = Ctx::Moves;
        if self.pending != NONE {
            let from = self.pending;
            self.pending = NONE;
            for j in from..i {
                let kind = self.tokens[j as usize].kind;
                self.moves(j, kind);
            }
        }
    }

    /// Closes open items inside the movetext: leaf, alternatives, too-deep
    /// error node, variations (reporting them unclosed).
    fn close_items(&mut self) {
        self.close_leaf();
        if self.alternatives {
            self.close();
            self.alternatives = false;
            self.after_slash = false;
        }
        if self.skip > 0 {
            if self.skip_node {
                self.close();
            }
            self.skip = 0;
        }
        if self.depth > 0 {
            let outer = self.stack.len().saturating_sub(self.depth as usize);
            if let Some(&index) = self.stack.get(outer) {
                let first = self.nodes[index as usize].first;
                self.token_error(
                    SyntaxErrorKind::UnclosedVariation { count: self.depth },
                    first,
                );
            }
            for _ in 0..self.depth {
                self.close();
            }
            self.depth = 0;
        }
    }

    fn close_movetext(&mut self) {
        if self.top_kind() == Some(NodeKind::Movetext) {
            self.close();
        }
    }

    fn item(&mut self, kind: NodeKind, i: u32) {
        self.push_leaf(kind, i);
        self.last_item = Some(kind);
    }

    /// A token of movetext.
    #[inline]
    fn moves(&mut self, i: u32, kind: TokenKind) {
        if kind.is_trivia() {
            // Nothing to build; an open leaf may still take what follows.
            return;
        }
        if self.skip > 0 {
            self.too_deep(i, kind);
            return;
        }
        if self.alternatives && self.alternative(i, kind) {
            return;
        }
        match kind {
            TokenKind::Whitespace | TokenKind::Newline | TokenKind::Format => {}
            TokenKind::Word | TokenKind::TagName => {
                if self.leaf == Leaf::Move && self.is_ep(i) {
                    self.extend_leaf(i);
                    return;
                }
                self.close_leaf();
                if matches!(
                    self.last_item,
                    Some(NodeKind::Move | NodeKind::Alternatives | NodeKind::Glyph | NodeKind::Nag)
                ) && crate::lexer::is_glyph_word(self.bytes(i))
                {
                    self.item(NodeKind::Glyph, i);
                    return;
                }
                self.open_leaf(Leaf::Move, NodeKind::Move, i);
                self.last_item = Some(NodeKind::Move);
            }
            TokenKind::MoveNumber => {
                self.close_leaf();
                self.open_leaf(Leaf::MoveNumber, NodeKind::MoveNumber, i);
                self.last_item = Some(NodeKind::MoveNumber);
            }
            TokenKind::CheckMark => {
                if self.leaf == Leaf::Move {
                    self.extend_leaf(i);
                } else {
                    self.close_leaf();
                    self.item(NodeKind::CheckMark, i);
                }
            }
            TokenKind::Dots => {
                if self.leaf == Leaf::MoveNumber {
                    self.extend_leaf(i);
                } else {
                    self.close_leaf();
                    self.item(NodeKind::Dots, i);
                }
            }
            TokenKind::BraceComment
            | TokenKind::UnterminatedBraceComment
            | TokenKind::LineComment
            | TokenKind::Escape => {
                self.close_leaf();
                self.comment(i, kind);
            }
            TokenKind::NullMove => {
                self.close_leaf();
                self.item(NodeKind::NullMove, i);
            }
            TokenKind::Nag => {
                self.close_leaf();
                self.item(NodeKind::Nag, i);
                if nag_value(self.bytes(i)).is_none() {
                    self.token_error(SyntaxErrorKind::NagOutOfRange, i);
                }
            }
            TokenKind::Glyph => {
                self.close_leaf();
                self.item(NodeKind::Glyph, i);
            }
            TokenKind::Slash => {
                self.close_leaf();
                if !self.wrap_alternatives(i) {
                    self.item(NodeKind::Slash, i);
                }
            }
            TokenKind::Result => {
                self.close_leaf();
                self.item(NodeKind::Result, i);
            }
            TokenKind::ParenOpen => {
                self.close_leaf();
                self.open_variation(i);
            }
            TokenKind::ParenClose if self.depth > 0 => {
                self.close_leaf();
                self.place(i);
                self.close();
                self.depth -= 1;
                self.last_item = Some(NodeKind::Variation);
            }
            TokenKind::ParenClose
            | TokenKind::String
            | TokenKind::UnterminatedString
            | TokenKind::LooseString
            | TokenKind::PrintedString
            | TokenKind::TagClose
            | TokenKind::TagOpen
            | TokenKind::Unknown
            | TokenKind::InvalidUtf8 => self.junk(i, kind),
        }
    }

    /// A token inside a variation nested too deep: everything goes into one
    /// error node, up to the matching `)`.
    #[cold]
    fn too_deep(&mut self, i: u32, kind: TokenKind) {
        self.place(i);
        match kind {
            TokenKind::ParenOpen => self.skip = self.skip.saturating_add(1),
            TokenKind::ParenClose => {
                self.skip -= 1;
                if self.skip == 0 {
                    if self.skip_node {
                        self.close();
                    }
                    self.last_item = Some(NodeKind::Error);
                }
            }
            _ => {}
        }
    }

    /// A `(`: a variation, or past the depth limit an error node.
    fn open_variation(&mut self, i: u32) {
        if self.depth < MAX_VARIATION_DEPTH {
            self.open(NodeKind::Variation, i);
            self.place(i);
            self.depth += 1;
            self.last_item = None;
        } else {
            let error = SyntaxErrorKind::VariationTooDeep {
                limit: MAX_VARIATION_DEPTH,
            };
            self.skip_node = self.counts.keeps(error);
            if self.skip_node {
                self.open(NodeKind::Error, i);
            }
            self.place(i);
            self.skip = 1;
            self.token_error(error, i);
        }
    }

    /// A token while an alternatives node is open: whether it was taken.
    #[cold]
    fn alternative(&mut self, i: u32, kind: TokenKind) -> bool {
        let attached = self.leaf == Leaf::Move
            && (kind == TokenKind::CheckMark || (kind == TokenKind::Word && self.is_ep(i)));
        if attached {
            return false;
        }
        self.close_leaf();
        if kind == TokenKind::Slash && !self.after_slash {
            self.place(i);
            self.after_slash = true;
            return true;
        }
        if kind == TokenKind::Word && self.after_slash {
            self.after_slash = false;
            self.open_leaf(Leaf::Move, NodeKind::Move, i);
            return true;
        }
        self.close();
        self.alternatives = false;
        self.after_slash = false;
        self.last_item = Some(NodeKind::Alternatives);
        false
    }

    /// At a `/` right after a move of the current line and before another
    /// move: wraps the move, the last node of the arena, into an
    /// alternatives node, left open for the moves after the slash.
    fn wrap_alternatives(&mut self, i: u32) -> bool {
        let Some(&line) = self.stack.last() else {
            return false;
        };
        let Some(&last) = self.nodes.last() else {
            return false;
        };
        let word_follows = self.tokens[i as usize + 1..]
            .iter()
            .find(|t| !t.kind.is_trivia())
            .is_some_and(|t| t.kind == TokenKind::Word);
        if last.kind != NodeKind::Move
            || last.parent != line
            || self.last_item != Some(NodeKind::Move)
            || !word_follows
        {
            return false;
        }
        let index = self.nodes.len() as u32 - 1;
        if let Some(node) = self.nodes.last_mut() {
            node.kind = NodeKind::Alternatives;
        }
        self.nodes.push(Node {
            parent: index,
            next: index + 2,
            ..last
        });
        self.stack.push(index);
        self.place(i);
        self.alternatives = true;
        self.after_slash = true;
        true
    }
}

/// The error of a token with no place where it stands.
fn junk_error(kind: TokenKind) -> SyntaxErrorKind {
    match kind {
        TokenKind::Unknown => SyntaxErrorKind::UnexpectedCharacter,
        TokenKind::InvalidUtf8 => SyntaxErrorKind::InvalidUtf8,
        TokenKind::UnterminatedString => SyntaxErrorKind::UnterminatedString,
        TokenKind::ParenClose => SyntaxErrorKind::UnmatchedParen,
        found => SyntaxErrorKind::UnexpectedToken { found },
    }
}

/// The number of a `$n` NAG, if it is at most 255.
pub(crate) fn nag_value(bytes: &[u8]) -> Option<u8> {
    let digits = bytes.strip_prefix(b"$")?;
    if digits.is_empty() || digits.len() > 3 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let value = digits
        .iter()
        .fold(0u32, |n, &d| n * 10 + u32::from(d - b'0'));
    u8::try_from(value).ok()
}

/// A quick key for comparing tag names: their length and first bytes
/// (equal names have equal keys; equal keys are compared in full).
#[inline]
pub(crate) fn name_key(bytes: &[u8]) -> u64 {
    // Byte by byte: a copy of a length known only at run time would be a
    // call to `memcpy` for every tag pair of every game.
    let mut key = (bytes.len().min(255) as u64) << 56;
    for (k, &b) in bytes.iter().take(7).enumerate() {
        key |= u64::from(b) << (8 * k);
    }
    key
}
