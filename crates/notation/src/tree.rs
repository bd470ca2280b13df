//! A lossless concrete syntax tree of PGN: every byte of the input, valid or
//! not, belongs to the tree, and writing the tree back gives the input byte
//! for byte.
//!
//! # Layers
//!
//! * [`SyntaxTree`] owns a copy of the text, its [`Token`]s (from the
//!   [`lexer`](crate::lexer)) and a flat arena of nodes. Nodes refer to
//!   token ranges; a node's tokens that are not covered by one of its child
//!   nodes are its own (whitespace between items, the brackets of a tag pair,
//!   the parentheses of a variation). [`NodeRef`], [`Element`] and
//!   [`TreeEvent`] give untyped access, for tools that want every byte (an
//!   editor, a formatter).
//! * [`Game`] is a typed view of one game: its [`Tag`]s, its mainline and
//!   variations as [`Line`]s of [`Item`]s (move numbers, moves, NAGs and
//!   glyphs, comments, variations, the result…), its errors.
//! * [`PgnReader`] cuts a stream into games without loading it whole, with
//!   the very rules the tree uses, and hands each game's bytes and tokens to
//!   [`SyntaxTree::parse_chunk`], which refills a reused tree.
//! * [`LineIndex`] turns byte offsets into lines and columns (in characters
//!   and in UTF-16 code units).
//!
//! ```
//! use forsyth_notation::tree::{self, Item};
//!
//! let src = "[Event \"Test\"]\n\n1. e4 e5 (1... c5 $1) 2. Nf3 {good} 1-0\n";
//! let tree = tree::parse(src.as_bytes());
//! assert_eq!(tree.to_bytes(), src.as_bytes());
//! let game = tree.games().next().unwrap();
//! assert_eq!(game.tag("Event").unwrap().value().as_deref(), Some("Test"));
//! let moves: Vec<&str> = game
//!     .mainline()
//!     .unwrap()
//!     .items()
//!     .filter_map(|item| match item {
//!         Item::Move(m) => Some(m.text()),
//!         _ => None,
//!     })
//!     .collect();
//! assert_eq!(moves, ["e4", "e5", "Nf3"]);
//! assert_eq!(game.result().unwrap().text(), "1-0");
//! assert!(tree.errors().is_empty());
//! ```
//!
//! # Games
//!
//! A game is an optional tag section and its movetext, up to and including
//! its result; without a result it ends where the next tag section begins,
//! or at the end of the input. Games tile the input:
//!
//! * the first game also holds whatever precedes it (a byte order mark, a
//!   file comment, blank lines): its *prelude*;
//! * what follows a game's result up to the next game (blank lines, comments,
//!   stray characters) is that game's *trailer*; the last game's trailer
//!   runs to the end of the input;
//! * if the input holds no game at all (only whitespace, comments or junk),
//!   its tokens hang directly under the root and there is no game.
//!
//! Comments after a tag section belong to the movetext (a game comment
//! before the first move) unless another tag pair follows them. A result
//! inside a variation does not end the game. A `[` in movetext starts a new
//! game, so a game missing its result never swallows the next one.
//!
//! # Movetext
//!
//! Each move word is a [`NodeKind::Move`] node that also holds what belongs
//! to the move but stands apart from it: a detached check or mate mark
//! (`פג6 #`) and a detached en passant mark (`exd6 e.p.`, `exd6 ep`).
//! Moves joined by `/` as alternatives (`Ρε7/Ρε5` in a problem solution)
//! are grouped under an [`NodeKind::Alternatives`] node. A lone `N` right
//! after a move or its annotations is the novelty glyph (NAG 146).
//!
//! # Errors and limits
//!
//! Errors never stop the parse: bad tokens become nodes and entries in
//! [`SyntaxTree::errors`], each with a stable code ([`SyntaxErrorKind`]).
//! A game keeps the first [`MAX_ERRORS_OF_A_KIND`] errors of each kind;
//! past them an error is only counted ([`SyntaxTree::more_errors`]) and its
//! text builds no error node (its tokens are the own tokens of the node it
//! stands in), so that a game made of errors takes no more memory than a
//! game of moves: the tree of a game stays a small multiple of its length,
//! whatever its errors.
//! What every PGN reader reads the same way is read so and reported as a
//! warning ([`SyntaxErrorKind::is_warning`]): a tag value with quotes inside
//! that no `\` escapes, `[White ""Mirage""]`, has the value `"Mirage"`.
//! Variations nest up to [`MAX_VARIATION_DEPTH`] levels; a deeper `(`
//! becomes, with everything up to its matching `)`, one error node. Nothing
//! recurses per nesting level — building, walking and dropping a tree use
//! flat arrays and explicit loops — so any input is safe on any stack.
//! Offsets are `u32`: one tree holds at most 4 GiB; read larger files game
//! by game with [`PgnReader`].

pub(crate) mod build;
mod error;
mod line_index;
mod reader;
pub(crate) mod split;
mod view;

use std::{io, ops::Range};

pub(crate) use build::nag_value;
pub use error::{ErrorArg, MAX_VARIATION_DEPTH, SyntaxError, SyntaxErrorKind, token_name};
pub use line_index::{ColumnUnit, LineCol, LineIndex};
pub(crate) use reader::count_lines;
pub use reader::{
    GameChunk, MAX_GAME_BYTES, MAX_GAME_LIMIT, MIN_GAME_LIMIT, PgnReader, SizeError, parse_size,
};
pub use view::{
    Alternatives, Comment, CommentKind, Game, Games, Item, Items, Line, MoveItem, MoveNumberItem,
    NagItem, Outcome, ResultItem, Tag, Tags, TokenItem, Walk, WalkEvent,
};

use crate::lexer::{Lexer, Token, TokenKind};

/// What a node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum NodeKind {
    /// The whole input. Its children are the games (or, in an input with no
    /// game, comments and error nodes).
    Root,
    /// One game: prelude (first game only), tag section, movetext, trailer.
    Game,
    /// A game's tag pairs, with the comments and error nodes between them.
    TagSection,
    /// One tag pair: `[`, name, value string, `]` (any of them may be
    /// missing), and comments inside it as child nodes.
    Tag,
    /// A game's movetext: the mainline's items, up to and including the
    /// result.
    Movetext,
    /// A variation `( … )`: its items, and its parentheses as own tokens.
    Variation,
    /// A move number (`12.`, `12...`), with periods standing apart after it
    /// (`12 ...`).
    MoveNumber,
    /// A move word, with a detached check or mate mark or en passant mark.
    Move,
    /// Moves given as alternatives, `Ρε7/Ρε5`: [`NodeKind::Move`] children
    /// and `/` own tokens.
    Alternatives,
    /// A null move `--`.
    NullMove,
    /// A numeric annotation glyph `$n`.
    Nag,
    /// An annotation glyph written as a symbol (`!?`, `±`) or the novelty
    /// sign `N`.
    Glyph,
    /// A check or mate mark that follows no move.
    CheckMark,
    /// Periods that follow no move number.
    Dots,
    /// A `/` that joins no alternatives.
    Slash,
    /// A comment: `{…}`, `;…`, or a `%` escape line.
    Comment,
    /// A game termination marker (`1-0`, `½-½`, `*`…).
    Result,
    /// Text with no place in PGN: unknown characters, invalid bytes, a stray
    /// `)` or `]` or string, or a variation nested too deep (with all its
    /// content). Each has an entry in the error list. (Past the first
    /// [`MAX_ERRORS_OF_A_KIND`] of a kind in a game, such text makes no
    /// node: see [`SyntaxTree::more_errors`].)
    Error,
}

/// "No node".
pub(crate) const NONE: u32 = u32::MAX;

/// A node of the arena. Nodes are stored in preorder: a node's descendants
/// are the nodes `index + 1 .. next`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    pub(crate) kind: NodeKind,
    /// The parent node, or [`NONE`] for the root.
    pub(crate) parent: u32,
    /// One past the last node of this node's subtree.
    pub(crate) next: u32,
    /// The first token.
    pub(crate) first: u32,
    /// One past the last token.
    pub(crate) last: u32,
}

/// The most errors of one kind (one [`SyntaxErrorKind::code`]) a game
/// keeps in [`SyntaxTree::errors`]; the others are counted in
/// [`SyntaxTree::more_errors`]. It is the number of findings of a kind a
/// game shows ([`crate::finding::MAX_FINDINGS_OF_A_KIND`]), so the errors
/// kept are all those ever shown: the first of each kind in text order.
pub const MAX_ERRORS_OF_A_KIND: usize = 100;

/// Errors of one kind a game has past the first [`MAX_ERRORS_OF_A_KIND`],
/// counted and not kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoreErrors {
    /// The game (0-based; the number of games for an input with none).
    pub game: u32,
    /// The kind (the first of those not kept, for kinds with data).
    pub kind: SyntaxErrorKind,
    /// How many there are past those kept.
    pub count: u32,
}

/// Where one game's nodes and errors are.
#[derive(Clone, Copy, Debug)]
pub(crate) struct GameInfo {
    pub(crate) node: u32,
    pub(crate) tags: u32,
    pub(crate) movetext: u32,
    pub(crate) result: u32,
    pub(crate) errors: (u32, u32),
}

/// A lossless syntax tree of a PGN text: any number of games. See the
/// [module documentation](self).
///
/// The tree owns a copy of its text. Build one with [`parse`] or
/// [`SyntaxTree::parse`], or reuse one for many texts with
/// [`SyntaxTree::parse_into`] and [`SyntaxTree::parse_chunk`]: they clear and
/// refill the same buffers, so that parsing game after game allocates
/// nothing once the buffers have grown to the largest game.
#[derive(Clone, Debug, Default)]
pub struct SyntaxTree {
    pub(crate) src: Vec<u8>,
    pub(crate) tokens: Vec<Token>,
    pub(crate) nodes: Vec<Node>,
    pub(crate) errors: Vec<SyntaxError>,
    pub(crate) more: Vec<MoreErrors>,
    pub(crate) games: Vec<GameInfo>,
    /// Whether the text is bare text, cut into games as
    /// [`split::Splitter::bare`] cuts it ([`GameChunk::is_bare`]).
    pub(crate) bare: bool,
    /// Scratch space of the builder, kept for reuse.
    pub(crate) scratch: build::Scratch,
}

/// Parses a whole PGN text (any bytes) into a tree.
#[must_use]
pub fn parse(src: &[u8]) -> SyntaxTree {
    SyntaxTree::parse(src)
}

impl SyntaxTree {
    /// An empty tree (of the empty text), to be filled with
    /// [`SyntaxTree::parse_into`] or [`SyntaxTree::parse_chunk`].
    #[must_use]
    pub fn new() -> SyntaxTree {
        SyntaxTree::default()
    }

    /// Parses a whole PGN text (any bytes) into a tree.
    #[must_use]
    pub fn parse(src: &[u8]) -> SyntaxTree {
        let mut tree = SyntaxTree::new();
        tree.parse_into(src);
        tree
    }

    /// Replaces this tree's content with the tree of `src`, reusing its
    /// buffers. Reads at most [`crate::lexer::MAX_INPUT_LEN`] bytes.
    pub fn parse_into(&mut self, src: &[u8]) {
        let src = src.get(..crate::lexer::MAX_INPUT_LEN).unwrap_or(src);
        self.src.clear();
        self.src.extend_from_slice(src);
        self.tokens.clear();
        self.tokens.extend(Lexer::new(src));
        self.bare = false;
        self.build();
    }

    /// Replaces this tree's content with the tree of one game read by a
    /// [`PgnReader`], reusing its buffers and the reader's tokens (the text
    /// is not lexed again). Offsets in the tree are relative to the chunk:
    /// add [`GameChunk::offset`] for offsets in the stream.
    pub fn parse_chunk(&mut self, chunk: &GameChunk<'_>) {
        let mut src = std::mem::take(&mut self.src);
        src.clear();
        src.extend_from_slice(chunk.bytes());
        let mut tokens = std::mem::take(&mut self.tokens);
        tokens.clear();
        tokens.extend_from_slice(chunk.tokens());
        self.bare = chunk.is_bare();
        self.parse_owned(src, tokens, chunk.is_sparse());
    }

    /// Replaces this tree's content with the tree of `src`, whose tokens
    /// are `tokens` (the lexer's, offsets relative to `src`; without the
    /// [`TokenKind::Whitespace`] ones when `sparse`): both become the
    /// tree's own, with no copy.
    pub(crate) fn parse_owned(&mut self, src: Vec<u8>, tokens: Vec<Token>, sparse: bool) {
        self.src = src;
        self.tokens = tokens;
        if sparse {
            fill_gaps(&mut self.tokens, self.src.len() as u32);
        }
        self.build();
    }

    fn build(&mut self) {
        self.nodes.clear();
        self.errors.clear();
        self.more.clear();
        self.games.clear();
        build::Builder::run(self);
    }

    /// The text.
    #[must_use]
    pub fn source(&self) -> &[u8] {
        &self.src
    }

    /// All tokens of the text, in order. They tile the text.
    #[must_use]
    pub fn tokens(&self) -> &[Token] {
        &self.tokens
    }

    /// The syntax errors, sorted by position within each game (the errors of
    /// a game come after those of the games before it), and the warnings of
    /// what was read as every PGN reader reads it
    /// ([`SyntaxErrorKind::is_warning`]): in each game the first
    /// [`MAX_ERRORS_OF_A_KIND`] of each kind, the others counted in
    /// [`SyntaxTree::more_errors`].
    #[must_use]
    pub fn errors(&self) -> &[SyntaxError] {
        &self.errors
    }

    /// The errors past the first [`MAX_ERRORS_OF_A_KIND`] of a kind in a
    /// game, not in [`SyntaxTree::errors`]: how many of each kind, game by
    /// game.
    #[must_use]
    pub fn more_errors(&self) -> &[MoreErrors] {
        &self.more
    }

    /// The root node (kind [`NodeKind::Root`]), covering the whole text.
    #[must_use]
    pub fn root(&self) -> NodeRef<'_> {
        NodeRef {
            tree: self,
            index: 0,
        }
    }

    /// The node at `index` in the arena (indices are in preorder, the root
    /// is 0), if there is one.
    #[must_use]
    pub fn node(&self, index: usize) -> Option<NodeRef<'_>> {
        (index < self.nodes.len()).then_some(NodeRef {
            tree: self,
            index: index as u32,
        })
    }

    /// How many nodes the tree has.
    #[must_use]
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// The games, in order.
    #[must_use]
    pub fn games(&self) -> Games<'_> {
        Games::new(self)
    }

    /// How many games the text holds.
    #[must_use]
    pub fn game_count(&self) -> usize {
        self.games.len()
    }

    /// Game `index` (0-based).
    #[must_use]
    pub fn game(&self, index: usize) -> Option<Game<'_>> {
        self.games.get(index).map(|info| Game::new(self, info))
    }

    /// The game whose span holds byte `offset` (the last game for the end
    /// of the text).
    #[must_use]
    pub fn game_at(&self, offset: usize) -> Option<Game<'_>> {
        let i = self
            .games
            .partition_point(|g| self.span_of(g.node).start <= offset);
        self.game(i.checked_sub(1)?)
    }

    /// The innermost node whose span holds byte `offset` (the root if no
    /// other does). A node holds the offsets from its start up to, not
    /// including, its end.
    #[must_use]
    pub fn node_at(&self, offset: usize) -> NodeRef<'_> {
        let mut node = match self.game_at(offset) {
            Some(game) if game.span().contains(&offset) => game.node(),
            _ => self.root(),
        };
        'descend: loop {
            for child in node.children() {
                let span = child.span();
                if span.start > offset {
                    break;
                }
                if span.contains(&offset) {
                    node = child;
                    continue 'descend;
                }
            }
            return node;
        }
    }

    /// The token holding byte `offset`, if the offset is inside the text.
    #[must_use]
    pub fn token_at(&self, offset: usize) -> Option<TokenRef<'_>> {
        let i = self.tokens.partition_point(|t| (t.end as usize) <= offset);
        (i < self.tokens.len()).then_some(TokenRef {
            tree: self,
            index: i as u32,
        })
    }

    /// Writes the text back by walking the tree, token by token.
    ///
    /// # Errors
    ///
    /// Errors of the writer.
    pub fn write_to<W: io::Write>(&self, mut out: W) -> io::Result<()> {
        for event in self.root().walk() {
            if let TreeEvent::Token(token) = event {
                out.write_all(token.bytes())?;
            }
        }
        Ok(())
    }

    /// The text written back by walking the tree: equal to the text parsed.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.src.len());
        for event in self.root().walk() {
            if let TreeEvent::Token(token) = event {
                out.extend_from_slice(token.bytes());
            }
        }
        out
    }

    #[inline]
    pub(crate) fn node_data(&self, index: u32) -> &Node {
        &self.nodes[index as usize]
    }

    /// The byte span of a node.
    #[inline]
    pub(crate) fn span_of(&self, index: u32) -> Range<usize> {
        let node = self.node_data(index);
        self.token_span(node.first, node.last)
    }

    /// The byte span of the tokens `first..last`.
    #[inline]
    pub(crate) fn token_span(&self, first: u32, last: u32) -> Range<usize> {
        if first >= last {
            let at = self
                .tokens
                .get(first as usize)
                .map_or(self.src.len(), |t| t.start as usize);
            return at..at;
        }
        let start = self
            .tokens
            .get(first as usize)
            .map_or(0, |t| t.start as usize);
        let end = self
            .tokens
            .get(last as usize - 1)
            .map_or(start, |t| t.end as usize);
        start..end
    }
}

/// Puts back, in place, the runs of spaces and tabs a sparse reader left
/// out of `tokens`: each gap between two tokens (and before the first, and
/// after the last up to `len`) is one [`TokenKind::Whitespace`] token, as
/// the lexer gives it. The vector grows once, by the number of gaps.
fn fill_gaps(tokens: &mut Vec<Token>, len: u32) {
    let gap = |start: u32, end: u32| Token {
        kind: TokenKind::Whitespace,
        start,
        end,
    };
    let mut gaps = 0;
    let mut at = 0u32;
    for token in tokens.iter() {
        gaps += usize::from(token.start > at);
        at = token.end;
    }
    let tail = len > at;
    let given = tokens.len();
    let total = given + gaps + usize::from(tail);
    if total == given {
        return;
    }
    // Exactly: a game of one token a byte grows by a few gaps, and an
    // amortized growth would double the largest buffer of its tree.
    tokens.reserve_exact(total - given);
    tokens.resize(total, gap(len, len));
    // From the back, each token moves up by the gaps before it, so no
    // token is overwritten before it has moved.
    let mut write = total;
    if tail {
        write -= 1;
        tokens[write] = gap(at, len);
    }
    for i in (0..given).rev() {
        let token = tokens[i];
        write -= 1;
        tokens[write] = token;
        let before = if i == 0 { 0 } else { tokens[i - 1].end };
        if token.start > before {
            write -= 1;
            tokens[write] = gap(before, token.start);
        }
    }
    debug_assert_eq!(write, 0);
}

/// A node of a [`SyntaxTree`].
#[derive(Clone, Copy)]
pub struct NodeRef<'t> {
    tree: &'t SyntaxTree,
    index: u32,
}

impl std::fmt::Debug for NodeRef<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}#{}@{:?}", self.kind(), self.index, self.span())
    }
}

impl PartialEq for NodeRef<'_> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.tree, other.tree) && self.index == other.index
    }
}

impl Eq for NodeRef<'_> {}

impl<'t> NodeRef<'t> {
    pub(crate) fn new(tree: &'t SyntaxTree, index: u32) -> NodeRef<'t> {
        NodeRef { tree, index }
    }

    #[inline]
    fn data(&self) -> &'t Node {
        self.tree.node_data(self.index)
    }

    /// The tree this node belongs to.
    #[must_use]
    pub fn tree(&self) -> &'t SyntaxTree {
        self.tree
    }

    /// The node's index in the arena (preorder; the root is 0).
    #[must_use]
    pub fn index(&self) -> usize {
        self.index as usize
    }

    /// What the node is.
    #[must_use]
    pub fn kind(&self) -> NodeKind {
        self.data().kind
    }

    /// The node's byte span in the text.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.tree.span_of(self.index)
    }

    /// The node's bytes.
    #[must_use]
    pub fn bytes(&self) -> &'t [u8] {
        self.tree.src.get(self.span()).unwrap_or_default()
    }

    /// The indices of the node's tokens (its own and its descendants').
    #[must_use]
    pub fn token_range(&self) -> Range<usize> {
        let node = self.data();
        node.first as usize..node.last as usize
    }

    /// The node's tokens (its own and its descendants').
    #[must_use]
    pub fn tokens(&self) -> &'t [Token] {
        self.tree.tokens.get(self.token_range()).unwrap_or_default()
    }

    /// The node's first token.
    #[must_use]
    pub fn first_token(&self) -> Option<TokenRef<'t>> {
        let node = self.data();
        (node.first < node.last).then(|| TokenRef::new(self.tree, node.first))
    }

    /// The parent node (`None` for the root).
    #[must_use]
    pub fn parent(&self) -> Option<NodeRef<'t>> {
        let parent = self.data().parent;
        (parent != NONE).then(|| NodeRef::new(self.tree, parent))
    }

    /// The child nodes, in order.
    #[must_use]
    pub fn children(&self) -> Children<'t> {
        Children {
            tree: self.tree,
            next: self.index + 1,
            end: self.data().next,
        }
    }

    /// The children, nodes and own tokens, in text order.
    #[must_use]
    pub fn elements(&self) -> Elements<'t> {
        let node = self.data();
        Elements {
            tree: self.tree,
            token: node.first,
            last: node.last,
            child: self.index + 1,
            end: node.next,
        }
    }

    /// Every node and token under this one, in text order, as enter, token
    /// and exit events (no recursion, no allocation).
    #[must_use]
    pub fn walk(&self) -> TreeWalk<'t> {
        TreeWalk {
            tree: self.tree,
            top: self.index,
            node: self.index,
            token: self.data().first,
            child: self.index + 1,
            entered: false,
            done: false,
        }
    }
}

/// The child nodes of a node.
#[derive(Clone, Debug)]
pub struct Children<'t> {
    tree: &'t SyntaxTree,
    next: u32,
    end: u32,
}

impl<'t> Iterator for Children<'t> {
    type Item = NodeRef<'t>;

    #[inline]
    fn next(&mut self) -> Option<NodeRef<'t>> {
        if self.next >= self.end {
            return None;
        }
        let index = self.next;
        self.next = self.tree.node_data(index).next;
        Some(NodeRef::new(self.tree, index))
    }
}

impl std::iter::FusedIterator for Children<'_> {}

/// A token of a [`SyntaxTree`].
#[derive(Clone, Copy)]
pub struct TokenRef<'t> {
    tree: &'t SyntaxTree,
    index: u32,
}

impl std::fmt::Debug for TokenRef<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}#{}@{:?}", self.kind(), self.index, self.span())
    }
}

impl PartialEq for TokenRef<'_> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.tree, other.tree) && self.index == other.index
    }
}

impl Eq for TokenRef<'_> {}

impl<'t> TokenRef<'t> {
    pub(crate) fn new(tree: &'t SyntaxTree, index: u32) -> TokenRef<'t> {
        TokenRef { tree, index }
    }

    /// The token itself.
    #[must_use]
    pub fn token(&self) -> Token {
        self.tree.tokens[self.index as usize]
    }

    /// The token's index in [`SyntaxTree::tokens`].
    #[must_use]
    pub fn index(&self) -> usize {
        self.index as usize
    }

    /// What the token is.
    #[must_use]
    pub fn kind(&self) -> TokenKind {
        self.token().kind
    }

    /// The token's byte span.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.token().span()
    }

    /// The token's bytes.
    #[must_use]
    pub fn bytes(&self) -> &'t [u8] {
        self.tree.src.get(self.span()).unwrap_or_default()
    }

    /// The token's text, if it is valid UTF-8.
    #[must_use]
    pub fn text(&self) -> Option<&'t str> {
        std::str::from_utf8(self.bytes()).ok()
    }
}

/// A child of a node: a node or one of the node's own tokens.
#[derive(Clone, Copy, Debug)]
pub enum Element<'t> {
    /// A child node.
    Node(NodeRef<'t>),
    /// A token of the node not inside any child node.
    Token(TokenRef<'t>),
}

/// The elements of a node, in text order.
#[derive(Clone, Debug)]
pub struct Elements<'t> {
    tree: &'t SyntaxTree,
    token: u32,
    last: u32,
    child: u32,
    end: u32,
}

impl<'t> Iterator for Elements<'t> {
    type Item = Element<'t>;

    #[inline]
    fn next(&mut self) -> Option<Element<'t>> {
        if self.token >= self.last {
            return None;
        }
        if self.child < self.end {
            let child = self.tree.node_data(self.child);
            if child.first <= self.token {
                let index = self.child;
                self.token = child.last.max(self.token + 1);
                self.child = child.next;
                return Some(Element::Node(NodeRef::new(self.tree, index)));
            }
        }
        let token = self.token;
        self.token += 1;
        Some(Element::Token(TokenRef::new(self.tree, token)))
    }
}

impl std::iter::FusedIterator for Elements<'_> {}

/// An event of [`NodeRef::walk`].
#[derive(Clone, Copy, Debug)]
pub enum TreeEvent<'t> {
    /// A node begins (its tokens and children follow).
    Enter(NodeRef<'t>),
    /// A token.
    Token(TokenRef<'t>),
    /// A node ends.
    Exit(NodeRef<'t>),
}

/// A walk over a subtree in text order. See [`NodeRef::walk`].
#[derive(Clone, Debug)]
pub struct TreeWalk<'t> {
    tree: &'t SyntaxTree,
    /// The node walked.
    top: u32,
    /// The node being walked through.
    node: u32,
    /// The next token.
    token: u32,
    /// The next child candidate of `node`.
    child: u32,
    /// Whether `top` has been entered.
    entered: bool,
    done: bool,
}

impl<'t> Iterator for TreeWalk<'t> {
    type Item = TreeEvent<'t>;

    fn next(&mut self) -> Option<TreeEvent<'t>> {
        if self.done {
            return None;
        }
        if !self.entered {
            self.entered = true;
            return Some(TreeEvent::Enter(NodeRef::new(self.tree, self.top)));
        }
        let node = *self.tree.node_data(self.node);
        if self.token >= node.last {
            // Leave the node, back to its parent.
            let left = self.node;
            if left == self.top || node.parent == NONE {
                self.done = true;
            } else {
                self.node = node.parent;
                self.child = node.next;
                self.token = self.token.max(node.last);
            }
            return Some(TreeEvent::Exit(NodeRef::new(self.tree, left)));
        }
        if self.child < node.next {
            let child = self.tree.node_data(self.child);
            if child.first <= self.token {
                let index = self.child;
                self.node = index;
                self.child = index + 1;
                return Some(TreeEvent::Enter(NodeRef::new(self.tree, index)));
            }
        }
        let token = self.token;
        self.token += 1;
        Some(TreeEvent::Token(TokenRef::new(self.tree, token)))
    }
}

impl std::iter::FusedIterator for TreeWalk<'_> {}
