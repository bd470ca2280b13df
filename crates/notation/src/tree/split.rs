//! Where games begin and end: one small state machine fed with token kinds.
//!
//! Both the tree builder ([`super::SyntaxTree`]) and the streaming reader
//! ([`super::PgnReader`]) run every token through a [`Splitter`], so they
//! cut a file into games at exactly the same places. The machine knows only
//! token kinds; it never looks at text, so it gives the same answers whether
//! a file is lexed whole or line by line.
//!
//! The rules:
//!
//! * Between games (at the start of the input, or after a game's result),
//!   whitespace, comments and junk ([`TokenKind::is_soft`]) belong to the
//!   game around them; a `[` starts a new game with a tag section; any other token starts
//!   a new game without tags.
//! * A tag pair runs from `[` to its `]`. It ends early before another `[`,
//!   and at the end of its line once something follows its name (a missing
//!   `]` never swallows the next line). Before anything follows the name, a
//!   tag pair may go on over line breaks, as PGN allows.
//! * In a tag section, soft tokens stay; `[` opens the next tag pair; any
//!   other token starts the movetext.
//! * In movetext, parentheses are counted; a result at depth 0 ends the game
//!   (a result inside a variation does not); a `[` starts a new game, so a
//!   game with no result ends where the next tag section begins. An
//!   annotation glued to the result or after it on its line (`0-1!`, as a
//!   column exclaims a win) is the game's, not a game of its own; so is
//!   one after a result that stands alone (a game with no moves).
//! * In bare text ([`Splitter::bare`]: a page of a book, which has no tag
//!   pair), a `[` is a token like a word: `[Illustration]`, `[Diagram 3]`
//!   or a footnote `[1]` between a game's moves is the page's, and games
//!   are cut at results only; a result after a result on its line
//!   (Gutenberg's dividers, `*       *       *`) is part of the first one's
//!   game, which [`crate::prose::Page::find`] reads as prose.
//! * Bare text with no result in it (a book's prose) would be one piece
//!   as long as the text: once a piece of bare text holds [`PIECE_BYTES`]
//!   (its spaces within lines left out), it ends at the next blank line
//!   after a paragraph with no number in it (outside a game: a game's
//!   moves are numbered), and the next piece starts with the next token
//!   that is not soft, as after a result, unless that token is a number
//!   (a game that goes on after a paragraph of commentary). Memory stays
//!   bounded by the longest game, not by the length of the text; a page
//!   shorter than that is never cut so.

use crate::lexer::TokenKind;

/// The token kinds that matter in movetext: `[`, results, parentheses.
const MOVES_SPECIAL: u32 = 1 << TokenKind::TagOpen as u32
    | 1 << TokenKind::Result as u32
    | 1 << TokenKind::ParenOpen as u32
    | 1 << TokenKind::ParenClose as u32;

/// How many bytes a piece of bare text holds (spaces within lines left
/// out) before it may end at a blank line ([`Splitter::step`]).
pub(crate) const PIECE_BYTES: u32 = 1 << 19;

/// Where the machine is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
enum Phase {
    /// Before the first game, or after a game's result.
    Between,
    /// Inside a tag pair, right after `[`.
    TagOpen,
    /// Inside a tag pair, after its name.
    TagNamed,
    /// Inside a tag pair, after its value or after anything that is neither
    /// name nor value: the end of the line now ends the pair.
    TagValued,
    /// In a tag section, between tag pairs.
    Tags,
    /// In movetext.
    Moves,
    /// After a game's result, on its line: an annotation there (`0-1!`)
    /// is the game's, and in bare text another result too (a divider,
    /// `*   *   *`).
    Ended,
}

const PHASES: [Phase; 7] = [
    Phase::Between,
    Phase::TagOpen,
    Phase::TagNamed,
    Phase::TagValued,
    Phase::Tags,
    Phase::Moves,
    Phase::Ended,
];

/// What a token is, for the game it belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Role {
    /// A soft token outside tag pairs and movetext: before the first game,
    /// after a game's result, or between tag pairs.
    Soft,
    /// `[` opening a tag pair.
    TagOpen,
    /// A token inside an open tag pair, other than its `]`.
    Tag,
    /// The `]` closing a tag pair.
    TagClose,
    /// The first token of movetext.
    MovesStart,
    /// A token of movetext.
    Moves,
    /// The result that ends a game (at depth 0). It is also the first token
    /// of movetext when a game's movetext is just a result.
    GameEnd,
}

const ROLES: [Role; 7] = [
    Role::Soft,
    Role::TagOpen,
    Role::Tag,
    Role::TagClose,
    Role::MovesStart,
    Role::Moves,
    Role::GameEnd,
];

/// The answer for one token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Step {
    /// What the token is.
    pub role: Role,
    /// Whether a new game begins with this token.
    pub new_game: bool,
    /// Whether an open tag pair ended, unclosed, just before this token.
    pub tag_ended: bool,
}

/// Every token kind, in declaration order.
const KINDS: [TokenKind; 27] = [
    TokenKind::Whitespace,
    TokenKind::Newline,
    TokenKind::Format,
    TokenKind::TagOpen,
    TokenKind::TagClose,
    TokenKind::TagName,
    TokenKind::String,
    TokenKind::UnterminatedString,
    TokenKind::LooseString,
    TokenKind::PrintedString,
    TokenKind::BraceComment,
    TokenKind::UnterminatedBraceComment,
    TokenKind::LineComment,
    TokenKind::Escape,
    TokenKind::MoveNumber,
    TokenKind::Dots,
    TokenKind::Nag,
    TokenKind::Glyph,
    TokenKind::CheckMark,
    TokenKind::Result,
    TokenKind::ParenOpen,
    TokenKind::ParenClose,
    TokenKind::NullMove,
    TokenKind::Slash,
    TokenKind::Word,
    TokenKind::Unknown,
    TokenKind::InvalidUtf8,
];

const _: () = {
    let mut i = 0;
    while i < KINDS.len() {
        assert!(KINDS[i] as usize == i);
        i += 1;
    }
};

/// One transition outside movetext, packed: bits 0–2 the next phase, 3–5
/// the role, 6 `new_game`, 7 `tag_ended`.
type Packed = u8;

const fn pack(phase: Phase, role: Role, new_game: bool, tag_ended: bool) -> Packed {
    phase as u8 | (role as u8) << 3 | (new_game as u8) << 6 | (tag_ended as u8) << 7
}

/// The transition from `phase` on `kind` (in movetext, only for tokens
/// that are not [`MOVES_SPECIAL`]).
const fn transition(phase: Phase, kind: TokenKind) -> Packed {
    match phase {
        Phase::Between | Phase::Tags => {
            let new_game = matches!(phase, Phase::Between);
            if matches!(kind, TokenKind::TagOpen) {
                pack(Phase::TagOpen, Role::TagOpen, new_game, false)
            } else if kind.is_soft() {
                pack(phase, Role::Soft, false, false)
            } else if matches!(kind, TokenKind::Result) {
                // A result alone: movetext that ends at once, keeping the
                // annotation on its line as a game's result does.
                pack(Phase::Ended, Role::GameEnd, new_game, false)
            } else {
                pack(Phase::Moves, Role::MovesStart, new_game, false)
            }
        }
        Phase::TagOpen | Phase::TagNamed | Phase::TagValued => match kind {
            TokenKind::TagOpen => pack(Phase::TagOpen, Role::TagOpen, false, true),
            TokenKind::TagClose => pack(Phase::Tags, Role::TagClose, false, false),
            TokenKind::Newline if matches!(phase, Phase::TagValued) => {
                pack(Phase::Tags, Role::Soft, false, true)
            }
            _ if kind.is_trivia() || kind.is_comment() => pack(phase, Role::Tag, false, false),
            TokenKind::TagName | TokenKind::Word if matches!(phase, Phase::TagOpen) => {
                pack(Phase::TagNamed, Role::Tag, false, false)
            }
            _ => pack(Phase::TagValued, Role::Tag, false, false),
        },
        Phase::Moves => pack(Phase::Moves, Role::Moves, false, false),
        Phase::Ended => match kind {
            TokenKind::Newline => pack(Phase::Between, Role::Soft, false, false),
            TokenKind::Result | TokenKind::Glyph => pack(Phase::Ended, Role::Soft, false, false),
            _ if kind.is_soft() => pack(Phase::Ended, Role::Soft, false, false),
            _ => transition(Phase::Between, kind),
        },
    }
}

/// Transitions by phase and token kind; in bare text, a `[` is read as a
/// word is.
const fn table(bare: bool) -> [[Packed; 32]; 8] {
    let mut table = [[pack(Phase::Moves, Role::Moves, false, false); 32]; 8];
    let mut p = 0;
    while p < PHASES.len() {
        let mut k = 0;
        while k < KINDS.len() {
            let kind = if bare && matches!(KINDS[k], TokenKind::TagOpen) {
                TokenKind::Word
            } else {
                KINDS[k]
            };
            let mut packed = transition(PHASES[p], kind);
            // In PGN, `Ended` keeps only an annotation glued to the result:
            // a result after it is a game of its own, as between games.
            if !bare && matches!(PHASES[p], Phase::Ended) && matches!(kind, TokenKind::Result) {
                packed = transition(Phase::Between, kind);
            }
            table[p][k] = packed;
            k += 1;
        }
        p += 1;
    }
    table
}

static TABLE: [[Packed; 32]; 8] = table(false);
static TABLE_BARE: [[Packed; 32]; 8] = table(true);

/// The game-splitting state machine. See the module documentation.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Splitter {
    /// The [`Phase`], as its number.
    phase: u8,
    /// Open parentheses in movetext.
    depth: u32,
    /// The token kinds that matter in movetext ([`MOVES_SPECIAL`], without
    /// `[` in bare text).
    special: u32,
    /// The transitions outside movetext ([`TABLE`] or [`TABLE_BARE`]).
    table: &'static [[Packed; 32]; 8],
    /// In bare text: the bytes of the piece's tokens so far (spaces within
    /// lines left out: the parallel reader does not feed them),
    size: u32,
    /// `size` right after the last line break,
    line_at: u32,
    /// whether the last line break ended a blank line,
    in_gap: bool,
    /// and whether the paragraph since the last blank line holds a move
    /// number (or any number: bare text lexes them so),
    numbered: bool,
    /// and whether the piece ends before the next token that is not soft
    /// unless that token is a number (a game that goes on after a
    /// paragraph of commentary: `4. Ba4`).
    pending: bool,
}

impl Default for Splitter {
    fn default() -> Splitter {
        Splitter::new()
    }
}

impl Splitter {
    /// A machine at the start of an input.
    #[must_use]
    pub(crate) const fn new() -> Splitter {
        Splitter {
            phase: Phase::Between as u8,
            depth: 0,
            special: MOVES_SPECIAL,
            table: &TABLE,
            size: 0,
            line_at: 0,
            in_gap: false,
            numbered: false,
            pending: false,
        }
    }

    /// A machine at the start of bare text (a page with no tag pair:
    /// [`crate::prose::bare_text`]), where a `[` opens no tag pair and
    /// starts no game: book prose prints `[Illustration]`, `[Diagram]` and
    /// footnotes in brackets, between a game's moves too.
    #[must_use]
    pub(crate) const fn bare() -> Splitter {
        Splitter {
            phase: Phase::Between as u8,
            depth: 0,
            special: MOVES_SPECIAL & !(1 << TokenKind::TagOpen as u32),
            table: &TABLE_BARE,
            size: 0,
            line_at: 0,
            in_gap: false,
            numbered: false,
            pending: false,
        }
    }

    /// A machine at the start of an input, of bare text or not.
    #[must_use]
    pub(crate) const fn of(bare: bool) -> Splitter {
        if bare {
            Splitter::bare()
        } else {
            Splitter::new()
        }
    }

    /// Whether it reads bare text.
    #[must_use]
    pub(crate) fn is_bare(&self) -> bool {
        self.special & 1 << TokenKind::TagOpen as u32 == 0
    }

    /// Feeds one token, `len` bytes long.
    #[inline(always)]
    pub(crate) fn step(&mut self, kind: TokenKind, len: u32) -> Step {
        if self.is_bare() {
            return self.step_bare(kind, len);
        }
        self.step_kind(kind)
    }

    /// [`Splitter::step`] in bare text: counts the piece's bytes, and ends
    /// a piece of [`PIECE_BYTES`] at a blank line after a paragraph with
    /// no move number (see the module documentation).
    #[inline]
    fn step_bare(&mut self, kind: TokenKind, len: u32) -> Step {
        const MOVES: u8 = Phase::Moves as u8;
        if kind == TokenKind::Whitespace {
            return self.step_kind(kind);
        }
        if self.pending && !kind.is_soft() {
            self.pending = false;
            if kind == TokenKind::MoveNumber {
                self.numbered = true;
            } else {
                self.phase = Phase::Between as u8;
            }
        }
        if self.phase == MOVES {
            match kind {
                TokenKind::Newline => {
                    let blank = self.size == self.line_at;
                    let mut cut = false;
                    if blank && !self.in_gap {
                        cut = !self.numbered && self.size >= PIECE_BYTES;
                        self.in_gap = true;
                        self.numbered = false;
                    } else if !blank {
                        self.in_gap = false;
                    }
                    self.size = self.size.saturating_add(len);
                    self.line_at = self.size;
                    if cut {
                        self.pending = true;
                    }
                    return Step::new(Role::Moves, false);
                }
                TokenKind::MoveNumber => self.numbered = true,
                _ => {}
            }
        }
        let step = self.step_kind(kind);
        if step.new_game {
            self.size = 0;
            self.line_at = 0;
            self.in_gap = false;
            self.numbered = false;
            self.pending = false;
        }
        self.size = self.size.saturating_add(len);
        if kind == TokenKind::Newline {
            self.line_at = self.size;
        }
        step
    }

    /// Feeds one token: the machine on token kinds alone.
    #[inline(always)]
    fn step_kind(&mut self, kind: TokenKind) -> Step {
        const MOVES: u8 = Phase::Moves as u8;
        if self.phase == MOVES {
            if (1u32 << kind as u32) & self.special != 0 {
                return self.moves_special(kind);
            }
            return Step::new(Role::Moves, false);
        }
        // Indices are in range: phases are < 8, kinds < 32.
        let packed = self.table[usize::from(self.phase & 7)][kind as usize & 31];
        let phase = packed & 7;
        if phase == MOVES {
            self.depth = u32::from(kind == TokenKind::ParenOpen);
        }
        self.phase = phase;
        Step {
            role: ROLES[usize::from(packed >> 3 & 7) % ROLES.len()],
            new_game: packed & 1 << 6 != 0,
            tag_ended: packed & 1 << 7 != 0,
        }
    }

    /// Whether a text whose tokens brought the machine here can be followed
    /// by a text lexed and split on its own, starting with a fresh machine,
    /// with the same games as if the two were one text: the next text must
    /// start with a token that is not soft, and this text must have ended a
    /// game with its result, or be in movetext with the next text starting
    /// with `[`.
    /// (In bare text, a long piece may also end at a blank line, unless
    /// the next text starts with a digit.)
    pub(crate) fn can_end_before(&self, next_first: u8) -> bool {
        let next_is_tag_open = next_first == b'[';
        (self.pending && !next_first.is_ascii_digit())
            || self.phase == Phase::Between as u8
            || self.phase == Phase::Ended as u8
            || (next_is_tag_open && self.phase == Phase::Moves as u8 && !self.is_bare())
    }

    /// `[`, a result or a parenthesis in movetext.
    #[cold]
    fn moves_special(&mut self, kind: TokenKind) -> Step {
        match kind {
            TokenKind::TagOpen => {
                self.depth = 0;
                self.phase = Phase::TagOpen as u8;
                Step::new(Role::TagOpen, true)
            }
            TokenKind::Result if self.depth == 0 => {
                self.phase = Phase::Ended as u8;
                Step::new(Role::GameEnd, false)
            }
            TokenKind::ParenOpen => {
                self.depth = self.depth.saturating_add(1);
                Step::new(Role::Moves, false)
            }
            TokenKind::ParenClose => {
                self.depth = self.depth.saturating_sub(1);
                Step::new(Role::Moves, false)
            }
            _ => Step::new(Role::Moves, false),
        }
    }
}

impl Step {
    #[inline]
    const fn new(role: Role, new_game: bool) -> Step {
        Step {
            role,
            new_game,
            tag_ended: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::Lexer;

    /// The parallel pipeline does not feed spaces to the machine: they must
    /// change nothing in any phase.
    #[test]
    fn spaces_change_nothing() {
        for phase in PHASES {
            let mut splitter = Splitter {
                phase: phase as u8,
                depth: 3,
                ..Splitter::new()
            };
            let step = splitter.step(TokenKind::Whitespace, 1);
            assert_eq!(splitter.phase, phase as u8, "{phase:?}");
            assert_eq!(splitter.depth, 3, "{phase:?}");
            assert!(!step.new_game && !step.tag_ended, "{phase:?}");
        }
    }

    fn boundaries(src: &str) -> Vec<usize> {
        boundaries_of(src, Splitter::new())
    }

    fn boundaries_of(src: &str, mut splitter: Splitter) -> Vec<usize> {
        Lexer::new(src.as_bytes())
            .filter(|t| splitter.step(t.kind, t.end - t.start).new_game)
            .map(|t| t.start as usize)
            .collect()
    }

    #[test]
    fn games_start_at_tags_and_after_results() {
        assert_eq!(
            boundaries("[A \"1\"]\n1. e4 *\n\n[B \"2\"]\n1. d4 *\n"),
            [0, 17]
        );
        assert_eq!(boundaries("1. e4 1-0 1. d4 0-1"), [0, 10]);
        assert_eq!(boundaries("1. e4 (1. d4 1-0) e5 *"), [0]);
        assert_eq!(boundaries("{c} 1. e4 *\n{d}\n[A \"1\"] *"), [4, 16]);
        assert_eq!(boundaries("1. e4\n[A \"1\"]\n*"), [0, 6]);
        assert_eq!(boundaries("[A \"x]\n1. e4 *\n[B \"y\"] *"), [0, 15]);
        assert_eq!(boundaries("[A\n\"x\"]\n1. e4 *"), [0]);
        assert_eq!(
            boundaries("{ [A \"1\"] } \"[B\" ; [C\n"),
            Vec::<usize>::new()
        );
    }

    /// In bare text, a `[` starts no game: a book's `[Illustration]`
    /// between a game's moves stays in its chunk; results still cut.
    #[test]
    fn bare_text_is_cut_at_results_only() {
        let page = "1. e4 e5\n[Illustration]\n2. Nf3 Nc6 1-0\n[Diagram 2]\n1. d4 d5 *\n";
        assert_eq!(boundaries(page), [0, 9, 39]);
        assert_eq!(boundaries_of(page, Splitter::bare()), [0, 39]);
        // A divider after a game's result, or alone, is one chunk.
        let page = "1. e4 e5 *\n\n   *   *   *\n\n1. d4 d5 *   1. c4 *\n";
        assert_eq!(boundaries(page), [0, 15, 19, 23, 26, 39]);
        assert_eq!(boundaries_of(page, Splitter::bare()), [0, 15, 26, 39]);
        let mut splitter = Splitter::bare();
        for t in Lexer::new(b"1. e4 [Diagram] e5") {
            splitter.step(t.kind, t.end - t.start);
        }
        assert!(!splitter.can_end_before(b'['));
    }

    /// An annotation after the result on its line (Rizospastis prints
    /// `Ιβ4 και 0-1!`) is the game's; on the next line it starts a game.
    #[test]
    fn an_annotation_after_the_result_is_the_games() {
        for splitter in [Splitter::new(), Splitter::bare()] {
            assert_eq!(
                boundaries_of(
                    "1. f3 e5 2. g4 Qh4# 0-1!
1. e4 *",
                    splitter
                ),
                [0, 25]
            );
            assert_eq!(boundaries_of("1. e4 1-0 !? 1. d4 *", splitter), [0, 13]);
            assert_eq!(
                boundaries_of(
                    "1. e4 1-0
!? 1. d4 *",
                    splitter
                ),
                [0, 10]
            );
        }
        // In PGN a second result on the line is a game of its own.
        assert_eq!(boundaries("1. e4 1-0 !? *"), [0, 13]);
    }

    /// A long piece of bare text ends at the first blank line past
    /// [`PIECE_BYTES`] after a paragraph with no number, spaces fed or
    /// not; a short one, or one whose paragraphs hold numbers, does not.
    #[test]
    fn long_bare_text_ends_at_a_blank_line_outside_a_game() {
        let prose = "words of prose and more words of prose\nand a second line\n\n";
        let game = "1. e4 e5 2. Nf3 Nc6\n\n";
        let cuts = |text: &str, sparse: bool| {
            let mut splitter = Splitter::bare();
            Lexer::new(text.as_bytes())
                .filter(|t| !(sparse && t.kind == TokenKind::Whitespace))
                .filter(|t| splitter.step(t.kind, t.end - t.start).new_game)
                .map(|t| t.start as usize)
                .collect::<Vec<_>>()
        };
        assert_eq!(cuts(&prose.repeat(1000), false), [0]);
        let long = prose.repeat(PIECE_BYTES as usize / 40);
        let found = cuts(&long, false);
        assert_eq!(found, cuts(&long, true));
        assert!(found.len() >= 2, "{found:?}");
        for pair in found.windows(2) {
            let piece = &long[pair[0]..pair[1]];
            assert!(piece.len() > PIECE_BYTES as usize, "{}", piece.len());
            assert!(
                piece.len() < PIECE_BYTES as usize * 5 / 4,
                "{}",
                piece.len()
            );
            assert!(piece.ends_with("\n\n") && long[pair[1]..].starts_with("words"));
        }
        // Every paragraph after a game is numbered: no cut there.
        let numbered = game.repeat(PIECE_BYTES as usize / 8);
        assert_eq!(cuts(&numbered, false), [0]);
        // A cut after a prose paragraph, not after the game before it.
        // (Nor before a number: a game may go on after commentary.)
        let mixed = format!(
            "{}{}{prose}{game}{prose}{prose}",
            prose.repeat(PIECE_BYTES as usize / 64),
            game.repeat(PIECE_BYTES as usize / 64),
        );
        let found = cuts(&mixed, true);
        assert_eq!(found.len(), 2, "{found:?}");
        assert_eq!(&mixed[found[1]..], prose);
        assert!(mixed[..found[1]].ends_with(&format!("{prose}{game}{prose}")));
    }
}
