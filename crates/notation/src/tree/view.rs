//! A typed view of the games of a [`SyntaxTree`]: tags, lines of items,
//! results.

use std::{borrow::Cow, ops::Range};

use super::{
    GameInfo, NONE, NodeKind, NodeRef, SyntaxError, SyntaxTree, TokenRef, build::nag_value,
};
use crate::lexer::{MoveNumber, TokenKind, glyph_nag, move_number, printed_quotes};

/// The games of a tree, in order.
#[derive(Clone, Debug)]
pub struct Games<'t> {
    tree: &'t SyntaxTree,
    range: Range<usize>,
}

impl<'t> Games<'t> {
    pub(crate) fn new(tree: &'t SyntaxTree) -> Games<'t> {
        Games {
            tree,
            range: 0..tree.games.len(),
        }
    }
}

impl<'t> Iterator for Games<'t> {
    type Item = Game<'t>;

    fn next(&mut self) -> Option<Game<'t>> {
        let i = self.range.next()?;
        self.tree.game(i)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.range.size_hint()
    }
}

impl DoubleEndedIterator for Games<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        let i = self.range.next_back()?;
        self.tree.game(i)
    }
}

impl ExactSizeIterator for Games<'_> {}

impl std::iter::FusedIterator for Games<'_> {}

/// One game of a tree.
#[derive(Clone, Copy, Debug)]
pub struct Game<'t> {
    tree: &'t SyntaxTree,
    info: GameInfo,
}

impl<'t> Game<'t> {
    pub(crate) fn new(tree: &'t SyntaxTree, info: &GameInfo) -> Game<'t> {
        Game { tree, info: *info }
    }

    fn node_ref(&self, index: u32) -> Option<NodeRef<'t>> {
        (index != NONE).then(|| NodeRef::new(self.tree, index))
    }

    /// The game's node (kind [`NodeKind::Game`]).
    #[must_use]
    pub fn node(&self) -> NodeRef<'t> {
        NodeRef::new(self.tree, self.info.node)
    }

    /// The game's byte span: games tile the text, so this includes the
    /// first game's prelude and each game's trailer.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.node().span()
    }

    /// The game's bytes (its whole span).
    #[must_use]
    pub fn bytes(&self) -> &'t [u8] {
        self.node().bytes()
    }

    /// From the start of the tag section (or of the movetext when there are
    /// no tags) to the end of the movetext (or of the tag section): the
    /// game without prelude and trailer.
    #[must_use]
    pub fn content_span(&self) -> Range<usize> {
        let tags = self.tag_section().map(|n| n.span());
        let moves = self.mainline().map(|l| l.span());
        match (tags, moves) {
            (Some(t), Some(m)) => t.start..m.end,
            (Some(s), None) | (None, Some(s)) => s,
            (None, None) => {
                let end = self.span().end;
                end..end
            }
        }
    }

    /// The tag section's node, if the game has tags.
    #[must_use]
    pub fn tag_section(&self) -> Option<NodeRef<'t>> {
        self.node_ref(self.info.tags)
    }

    /// The tag pairs, in order.
    #[must_use]
    pub fn tags(&self) -> Tags<'t> {
        Tags {
            children: self.tag_section().map(|n| n.children()),
        }
    }

    /// The first tag pair named `name` (names are case-sensitive).
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<Tag<'t>> {
        self.tags()
            .find(|tag| tag.name_bytes() == Some(name.as_bytes()))
    }

    /// The mainline, if the game has movetext.
    #[must_use]
    pub fn mainline(&self) -> Option<Line<'t>> {
        self.node_ref(self.info.movetext).map(|node| Line { node })
    }

    /// The game's result (its termination marker), if it has one.
    #[must_use]
    pub fn result(&self) -> Option<ResultItem<'t>> {
        self.node_ref(self.info.result)
            .map(|node| ResultItem { node })
    }

    /// The game's syntax errors, sorted by position.
    #[must_use]
    pub fn errors(&self) -> &'t [SyntaxError] {
        let (first, last) = self.info.errors;
        self.tree
            .errors
            .get(first as usize..last as usize)
            .unwrap_or_default()
    }

    /// Comments and error nodes before the game's tag section or movetext
    /// (only the first game of a text has them).
    pub fn prelude(&self) -> impl Iterator<Item = Item<'t>> + use<'t> {
        self.node()
            .children()
            .take_while(|n| !matches!(n.kind(), NodeKind::TagSection | NodeKind::Movetext))
            .filter_map(Item::from_node)
    }

    /// Comments and error nodes after the game's result, up to the next
    /// game.
    pub fn trailer(&self) -> impl Iterator<Item = Item<'t>> + use<'t> {
        let content = if self.info.movetext != NONE {
            self.info.movetext
        } else {
            self.info.tags
        };
        let after = if content == NONE {
            u32::MAX
        } else {
            self.tree.node_data(content).next
        };
        self.node()
            .children()
            .filter(move |n| n.index() as u32 >= after)
            .filter_map(Item::from_node)
    }

    /// Every line and item of the game, mainline first, as enter, item and
    /// exit events (variations are entered where they stand). Iterative.
    #[must_use]
    pub fn walk(&self) -> Walk<'t> {
        match self.mainline() {
            Some(line) => line.walk(),
            None => Walk {
                tree: self.tree,
                top: NONE,
                line: NONE,
                next: 0,
                started: true,
                done: true,
            },
        }
    }
}

/// The tag pairs of a game.
#[derive(Clone, Debug)]
pub struct Tags<'t> {
    children: Option<super::Children<'t>>,
}

impl<'t> Iterator for Tags<'t> {
    type Item = Tag<'t>;

    fn next(&mut self) -> Option<Tag<'t>> {
        self.children
            .as_mut()?
            .find(|n| n.kind() == NodeKind::Tag)
            .map(|node| Tag { node })
    }
}

/// One tag pair, well formed or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tag<'t> {
    node: NodeRef<'t>,
}

impl<'t> Tag<'t> {
    /// The node (kind [`NodeKind::Tag`]).
    #[must_use]
    pub fn node(&self) -> NodeRef<'t> {
        self.node
    }

    /// The whole tag pair's span, `[` to `]`.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.node.span()
    }

    fn find(&self, kinds: &[TokenKind]) -> Option<TokenRef<'t>> {
        let range = self.node.token_range();
        let tokens = self.node.tokens();
        let i = tokens.iter().position(|t| kinds.contains(&t.kind))?;
        Some(TokenRef::new(self.node.tree(), (range.start + i) as u32))
    }

    /// The name token.
    #[must_use]
    pub fn name_token(&self) -> Option<TokenRef<'t>> {
        self.find(&[TokenKind::TagName])
    }

    /// The name (`Event`), if the tag pair has one.
    #[must_use]
    pub fn name(&self) -> Option<&'t str> {
        self.name_token()?.text()
    }

    fn name_bytes(&self) -> Option<&'t [u8]> {
        Some(self.name_token()?.bytes())
    }

    /// The name's span.
    #[must_use]
    pub fn name_span(&self) -> Option<Range<usize>> {
        Some(self.name_token()?.span())
    }

    /// The value's string token, quotes included.
    #[must_use]
    pub fn value_token(&self) -> Option<TokenRef<'t>> {
        self.find(&[
            TokenKind::String,
            TokenKind::UnterminatedString,
            TokenKind::LooseString,
            TokenKind::PrintedString,
        ])
    }

    /// The value's span, quotes included.
    #[must_use]
    pub fn value_span(&self) -> Option<Range<usize>> {
        Some(self.value_token()?.span())
    }

    /// The value as written between the quotes, escapes not decoded.
    #[must_use]
    pub fn raw_value(&self) -> Option<&'t [u8]> {
        let token = self.value_token()?;
        let bytes = token.bytes();
        let inner = bytes.get(1..).unwrap_or_default();
        Some(match token.kind() {
            TokenKind::String | TokenKind::LooseString => inner
                .get(..inner.len().saturating_sub(1))
                .unwrap_or_default(),
            // Between quotes of print (`«…»`, `„…“`): their lengths.
            TokenKind::PrintedString => match printed_quotes(bytes) {
                Some((open, close)) => bytes.get(open..bytes.len() - close).unwrap_or_default(),
                None => inner,
            },
            _ => inner,
        })
    }

    /// Where the value's first character stands: past its opening quote
    /// (`"`, or a quote of print, `«`, `„`), or at the tag pair's start
    /// when it has no value.
    #[must_use]
    pub fn value_base(&self) -> usize {
        let Some(token) = self.value_token() else {
            return self.span().start;
        };
        let open = match token.kind() {
            TokenKind::PrintedString => printed_quotes(token.bytes()).map_or(1, |(open, _)| open),
            _ => 1,
        };
        token.span().start + open
    }

    /// The value with `\"` and `\\` decoded (other backslashes are kept)
    /// and bytes that are not UTF-8 replaced by U+FFFD. Borrowed from the
    /// text when nothing needs decoding.
    #[must_use]
    pub fn value(&self) -> Option<Cow<'t, str>> {
        Some(unescape(self.raw_value()?))
    }

    /// Whether the tag pair is complete: `[`, a name, a terminated string
    /// (between PGN's quotes or those of print),
    /// `]`, and nothing else.
    #[must_use]
    pub fn is_well_formed(&self) -> bool {
        let mut names = 0;
        let mut values = 0;
        for token in self.node.tokens() {
            match token.kind {
                TokenKind::TagName => names += 1,
                TokenKind::String | TokenKind::PrintedString => values += 1,
                TokenKind::TagOpen | TokenKind::TagClose => {}
                kind if kind.is_trivia() || kind.is_comment() => {}
                _ => return false,
            }
        }
        let tokens = self.node.tokens();
        names == 1
            && values == 1
            && tokens.first().is_some_and(|t| t.kind == TokenKind::TagOpen)
            && tokens.last().is_some_and(|t| t.kind == TokenKind::TagClose)
    }
}

/// Decodes `\"` and `\\` in a PGN string.
fn unescape(raw: &[u8]) -> Cow<'_, str> {
    if !raw.contains(&b'\\') {
        return String::from_utf8_lossy(raw);
    }
    let mut out = Vec::with_capacity(raw.len());
    let mut bytes = raw.iter().copied();
    while let Some(b) = bytes.next() {
        if b == b'\\' {
            match bytes.next() {
                Some(c @ (b'"' | b'\\')) => out.push(c),
                Some(c) => out.extend_from_slice(&[b'\\', c]),
                None => out.push(b'\\'),
            }
        } else {
            out.push(b);
        }
    }
    Cow::Owned(String::from_utf8_lossy(&out).into_owned())
}

/// A line of play: a game's mainline or a variation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line<'t> {
    node: NodeRef<'t>,
}

impl<'t> Line<'t> {
    /// The node ([`NodeKind::Movetext`] or [`NodeKind::Variation`]).
    #[must_use]
    pub fn node(&self) -> NodeRef<'t> {
        self.node
    }

    /// The line's span (a variation's parentheses included).
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.node.span()
    }

    /// Whether this is a game's mainline.
    #[must_use]
    pub fn is_mainline(&self) -> bool {
        self.node.kind() == NodeKind::Movetext
    }

    /// Whether this variation has its `)` (always true for a mainline).
    #[must_use]
    pub fn is_closed(&self) -> bool {
        if self.is_mainline() {
            return true;
        }
        let tokens = self.node.tokens();
        tokens.len() > 1
            && tokens
                .last()
                .is_some_and(|t| t.kind == TokenKind::ParenClose)
    }

    /// The line this variation branches from (`None` for a mainline).
    #[must_use]
    pub fn parent(&self) -> Option<Line<'t>> {
        if self.is_mainline() {
            return None;
        }
        let parent = self.node.parent()?;
        matches!(parent.kind(), NodeKind::Movetext | NodeKind::Variation)
            .then_some(Line { node: parent })
    }

    /// How deep the line is nested: 0 for a mainline, 1 for its
    /// variations… (at most [`super::MAX_VARIATION_DEPTH`]).
    #[must_use]
    pub fn depth(&self) -> usize {
        let mut depth = 0;
        let mut line = *self;
        while let Some(parent) = line.parent() {
            depth += 1;
            line = parent;
        }
        depth
    }

    /// The line's items, in order.
    #[must_use]
    pub fn items(&self) -> Items<'t> {
        Items {
            children: self.node.children(),
        }
    }

    /// The line's moves (alternatives aside), in order.
    pub fn moves(&self) -> impl Iterator<Item = MoveItem<'t>> + use<'t> {
        self.items().filter_map(|item| match item {
            Item::Move(m) => Some(m),
            _ => None,
        })
    }

    /// This line and its variations, as enter, item and exit events.
    #[must_use]
    pub fn walk(&self) -> Walk<'t> {
        Walk {
            tree: self.node.tree(),
            top: self.node.index() as u32,
            line: self.node.index() as u32,
            next: self.node.index() as u32 + 1,
            started: false,
            done: false,
        }
    }
}

/// The items of a line.
#[derive(Clone, Debug)]
pub struct Items<'t> {
    children: super::Children<'t>,
}

impl<'t> Iterator for Items<'t> {
    type Item = Item<'t>;

    fn next(&mut self) -> Option<Item<'t>> {
        self.children.by_ref().find_map(Item::from_node)
    }
}

/// An event of [`Line::walk`] and [`Game::walk`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkEvent<'t> {
    /// A line begins: the mainline, or a variation where it stands.
    Enter(Line<'t>),
    /// An item of the current line (never a variation: those are entered).
    Item(Item<'t>),
    /// The current line ends.
    Exit(Line<'t>),
}

/// A walk over a line and its variations, with no recursion and no
/// allocation.
#[derive(Clone, Debug)]
pub struct Walk<'t> {
    tree: &'t SyntaxTree,
    top: u32,
    line: u32,
    next: u32,
    started: bool,
    done: bool,
}

impl<'t> Iterator for Walk<'t> {
    type Item = WalkEvent<'t>;

    fn next(&mut self) -> Option<WalkEvent<'t>> {
        loop {
            if self.done {
                return None;
            }
            if !self.started {
                self.started = true;
                return Some(WalkEvent::Enter(Line {
                    node: NodeRef::new(self.tree, self.top),
                }));
            }
            let line = *self.tree.node_data(self.line);
            if self.next >= line.next {
                let left = self.line;
                if left == self.top || line.parent == NONE {
                    self.done = true;
                } else {
                    self.line = line.parent;
                    self.next = line.next;
                }
                return Some(WalkEvent::Exit(Line {
                    node: NodeRef::new(self.tree, left),
                }));
            }
            let index = self.next;
            let node = *self.tree.node_data(index);
            if node.kind == NodeKind::Variation {
                self.line = index;
                self.next = index + 1;
                return Some(WalkEvent::Enter(Line {
                    node: NodeRef::new(self.tree, index),
                }));
            }
            self.next = node.next;
            if let Some(item) = Item::from_node(NodeRef::new(self.tree, index)) {
                return Some(WalkEvent::Item(item));
            }
        }
    }
}

impl std::iter::FusedIterator for Walk<'_> {}

/// One item of a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item<'t> {
    /// A move number.
    MoveNumber(MoveNumberItem<'t>),
    /// A move.
    Move(MoveItem<'t>),
    /// Moves given as alternatives (`Ρε7/Ρε5`).
    Alternatives(Alternatives<'t>),
    /// A null move `--`.
    NullMove(TokenItem<'t>),
    /// A `$n` NAG.
    Nag(NagItem<'t>),
    /// An annotation glyph (`!?`, `±`, the novelty `N`).
    Glyph(NagItem<'t>),
    /// A check or mate mark that follows no move.
    CheckMark(TokenItem<'t>),
    /// Periods that follow no move number.
    Dots(TokenItem<'t>),
    /// A `/` that joins no alternatives.
    Slash(TokenItem<'t>),
    /// A comment.
    Comment(Comment<'t>),
    /// A variation.
    Variation(Line<'t>),
    /// A result: the game's (last item of the mainline) or one written
    /// inside a variation.
    Result(ResultItem<'t>),
    /// Text with no place in PGN (see [`NodeKind::Error`]).
    Error(TokenItem<'t>),
}

impl<'t> Item<'t> {
    /// The item for a node, if the node is an item (not a game, tag
    /// section, tag pair or movetext).
    #[must_use]
    pub fn from_node(node: NodeRef<'t>) -> Option<Item<'t>> {
        Some(match node.kind() {
            NodeKind::MoveNumber => Item::MoveNumber(MoveNumberItem { node }),
            NodeKind::Move => Item::Move(MoveItem { node }),
            NodeKind::Alternatives => Item::Alternatives(Alternatives { node }),
            NodeKind::NullMove => Item::NullMove(TokenItem { node }),
            NodeKind::Nag => Item::Nag(NagItem { node }),
            NodeKind::Glyph => Item::Glyph(NagItem { node }),
            NodeKind::CheckMark => Item::CheckMark(TokenItem { node }),
            NodeKind::Dots => Item::Dots(TokenItem { node }),
            NodeKind::Slash => Item::Slash(TokenItem { node }),
            NodeKind::Comment => Item::Comment(Comment { node }),
            NodeKind::Variation => Item::Variation(Line { node }),
            NodeKind::Result => Item::Result(ResultItem { node }),
            NodeKind::Error => Item::Error(TokenItem { node }),
            NodeKind::Root
            | NodeKind::Game
            | NodeKind::TagSection
            | NodeKind::Tag
            | NodeKind::Movetext => return None,
        })
    }

    /// The item's node.
    #[must_use]
    pub fn node(&self) -> NodeRef<'t> {
        match self {
            Item::MoveNumber(x) => x.node,
            Item::Move(x) => x.node,
            Item::Alternatives(x) => x.node,
            Item::Nag(x) | Item::Glyph(x) => x.node,
            Item::NullMove(x)
            | Item::CheckMark(x)
            | Item::Dots(x)
            | Item::Slash(x)
            | Item::Error(x) => x.node,
            Item::Comment(x) => x.node,
            Item::Variation(x) => x.node,
            Item::Result(x) => x.node,
        }
    }

    /// The item's byte span.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.node().span()
    }
}

macro_rules! item_type {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $name<'t> {
            node: NodeRef<'t>,
        }

        impl<'t> $name<'t> {
            /// The item's node.
            #[must_use]
            pub fn node(&self) -> NodeRef<'t> {
                self.node
            }

            /// The item's byte span.
            #[must_use]
            pub fn span(&self) -> Range<usize> {
                self.node.span()
            }

            /// The item's bytes.
            #[must_use]
            pub fn bytes(&self) -> &'t [u8] {
                self.node.bytes()
            }

            /// The item's first token.
            #[must_use]
            pub fn token(&self) -> TokenRef<'t> {
                TokenRef::new(self.node.tree(), self.node.token_range().start as u32)
            }
        }
    };
}

item_type! {
    /// A move number, with detached periods after it (`12 ...`).
    MoveNumberItem
}

impl MoveNumberItem<'_> {
    /// The number, and whether it announces a Black move (written with an
    /// ellipsis or three periods, or followed by periods: not by a lone
    /// one after a bare number, `1 .e4`, White's `1. e4` laid out right to
    /// left, see [`crate::lexer::period_apart`]).
    #[must_use]
    pub fn number(&self) -> Option<MoveNumber> {
        let mut number = move_number(self.token().bytes())?;
        if self.node.tokens().iter().any(|t| t.kind == TokenKind::Dots)
            && !crate::lexer::period_apart(self.bytes())
        {
            number.black = true;
        }
        Some(number)
    }
}

item_type! {
    /// A move: its word, and detached check, mate and en passant marks.
    MoveItem
}

impl<'t> MoveItem<'t> {
    /// The move word's token.
    #[must_use]
    pub fn word(&self) -> TokenRef<'t> {
        self.token()
    }

    /// The move word as written (`Nf3`, `Ιδ4`, `פג6`).
    #[must_use]
    pub fn text(&self) -> &'t str {
        self.word().text().unwrap_or_default()
    }

    /// The move word's span.
    #[must_use]
    pub fn word_span(&self) -> Range<usize> {
        self.word().span()
    }

    /// The marks standing apart after the word: check and mate marks, en
    /// passant marks, in order.
    pub fn marks(&self) -> impl Iterator<Item = TokenRef<'t>> + use<'t> {
        let tree = self.node.tree();
        let range = self.node.token_range();
        (range.start + 1..range.end)
            .map(move |i| TokenRef::new(tree, i as u32))
            .filter(|t| !t.kind().is_trivia())
    }

    /// The detached check or mate mark (`#` in `פג6 #`).
    #[must_use]
    pub fn check_mark(&self) -> Option<TokenRef<'t>> {
        self.marks().find(|t| t.kind() == TokenKind::CheckMark)
    }

    /// The detached en passant mark (`e.p.` or `ep`).
    #[must_use]
    pub fn en_passant(&self) -> Option<TokenRef<'t>> {
        self.marks().find(|t| t.kind() == TokenKind::Word)
    }

    /// The move text with its detached marks joined on, without the spaces
    /// (`פג6#`, `exd6e.p.`): what [`crate::word::read_move`] reads.
    #[must_use]
    pub fn joined_text(&self) -> Cow<'t, str> {
        let word = self.text();
        let mut marks = self.marks().peekable();
        if marks.peek().is_none() {
            return Cow::Borrowed(word);
        }
        let mut text = String::from(word);
        for mark in marks {
            text.push_str(mark.text().unwrap_or_default());
        }
        Cow::Owned(text)
    }
}

item_type! {
    /// Moves given as alternatives, `Ρε7/Ρε5`.
    Alternatives
}

impl<'t> Alternatives<'t> {
    /// The moves.
    pub fn moves(&self) -> impl Iterator<Item = MoveItem<'t>> + use<'t> {
        self.node
            .children()
            .filter(|n| n.kind() == NodeKind::Move)
            .map(|node| MoveItem { node })
    }
}

item_type! {
    /// A `$n` NAG or an annotation glyph.
    NagItem
}

impl<'t> NagItem<'t> {
    /// The NAG as written (`$14`, `!?`, `N`).
    #[must_use]
    pub fn text(&self) -> &'t str {
        self.token().text().unwrap_or_default()
    }

    /// The NAG number: `$n` if at most 255, or the glyph's number (see
    /// [`glyph_nag`]).
    #[must_use]
    pub fn nag(&self) -> Option<u8> {
        match self.token().kind() {
            TokenKind::Nag => nag_value(self.token().bytes()),
            _ => glyph_nag(self.text()),
        }
    }
}

item_type! {
    /// An item of one token or a run of tokens with nothing more to say
    /// about them: a null move, a stray mark, an error.
    TokenItem
}

impl<'t> TokenItem<'t> {
    /// The item's text, if it is valid UTF-8.
    #[must_use]
    pub fn text(&self) -> Option<&'t str> {
        std::str::from_utf8(self.bytes()).ok()
    }
}

/// The kinds of comment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CommentKind {
    /// `{…}`.
    Brace,
    /// `;…` to the end of the line.
    Line,
    /// A `%` escape line.
    Escape,
}

item_type! {
    /// A comment.
    Comment
}

impl<'t> Comment<'t> {
    /// What kind of comment.
    #[must_use]
    pub fn kind(&self) -> CommentKind {
        match self.token().kind() {
            TokenKind::LineComment => CommentKind::Line,
            TokenKind::Escape => CommentKind::Escape,
            _ => CommentKind::Brace,
        }
    }

    /// Whether the comment has its end (only a `{` comment can lack its
    /// `}`).
    #[must_use]
    pub fn is_terminated(&self) -> bool {
        self.token().kind() != TokenKind::UnterminatedBraceComment
    }

    /// The comment's content, without `{` `}`, `;` or `%`.
    #[must_use]
    pub fn body(&self) -> &'t [u8] {
        let bytes = self.bytes();
        let inner = bytes.get(1..).unwrap_or_default();
        match self.token().kind() {
            TokenKind::BraceComment => inner
                .get(..inner.len().saturating_sub(1))
                .unwrap_or_default(),
            _ => inner,
        }
    }

    /// The content as text (bytes that are not UTF-8 replaced by U+FFFD).
    #[must_use]
    pub fn text(&self) -> Cow<'t, str> {
        String::from_utf8_lossy(self.body())
    }
}

/// How a game ended, from its termination marker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// `1-0` (also `1–0`, `1:0`, `1 : 0`, `(1 x 0)`).
    WhiteWins,
    /// `0-1` (also `0–1`, `0:1`, `0 : 1`, `(0 x 1)`).
    BlackWins,
    /// `1/2-1/2` (also `½-½`, `½–½`, `½:½`, `½ : ½`, `(½ x ½)`).
    Draw,
    /// `*`: unknown, or the game goes on.
    Unknown,
}

impl Outcome {
    /// What a result text says (a marker, or a `[Result]` tag's value);
    /// `None` for text that is no result.
    #[must_use]
    pub fn from_text(text: &str) -> Option<Outcome> {
        Some(match text.trim() {
            "1-0" | "1–0" | "1:0" | "1 : 0" | "(1 x 0)" | "1 0" => Outcome::WhiteWins,
            "0-1" | "0–1" | "0:1" | "0 : 1" | "(0 x 1)" | "0 1" => Outcome::BlackWins,
            "1/2-1/2" | "½-½" | "½–½" | "½:½" | "½ : ½" | "(½ x ½)" | "½ ½" => {
                Outcome::Draw
            }
            "*" => Outcome::Unknown,
            _ => return None,
        })
    }

    /// [`Outcome::from_text`] of the bytes of a result token: PGN's own
    /// markers, nearly every result, with no look at their characters;
    /// any other marker (or bytes not UTF-8, no result) as text.
    #[must_use]
    pub fn from_bytes(bytes: &[u8]) -> Option<Outcome> {
        match bytes {
            b"1-0" => Some(Outcome::WhiteWins),
            b"0-1" => Some(Outcome::BlackWins),
            b"1/2-1/2" => Some(Outcome::Draw),
            b"*" => Some(Outcome::Unknown),
            _ => std::str::from_utf8(bytes).ok().and_then(Outcome::from_text),
        }
    }

    /// The marker PGN writes for the outcome (`1-0`, `0-1`, `1/2-1/2`,
    /// `*`).
    #[must_use]
    pub const fn as_pgn(self) -> &'static str {
        match self {
            Outcome::WhiteWins => "1-0",
            Outcome::BlackWins => "0-1",
            Outcome::Draw => "1/2-1/2",
            Outcome::Unknown => "*",
        }
    }
}

item_type! {
    /// A result (game termination marker).
    ResultItem
}

impl<'t> ResultItem<'t> {
    /// The marker as written.
    #[must_use]
    pub fn text(&self) -> &'t str {
        self.token().text().unwrap_or_default()
    }

    /// What the marker says.
    #[must_use]
    pub fn outcome(&self) -> Outcome {
        Outcome::from_text(self.text()).unwrap_or(Outcome::Unknown)
    }
}
