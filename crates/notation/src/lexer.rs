//! A lossless lexer for PGN files and bare movetext, in any language.
//!
//! [`Lexer`] turns bytes into [`Token`]s: a [`TokenKind`] and a byte span.
//! The spans of all tokens, in order, tile the whole input with no gap and no
//! overlap, whatever the input is — broken PGN, text in Greek or Hebrew,
//! invalid UTF-8. Nothing is dropped: what the lexer does not understand
//! becomes an [`TokenKind::Unknown`] or [`TokenKind::InvalidUtf8`] token, and
//! unterminated strings and comments have kinds of their own so that a tree
//! built on top can report them.
//!
//! The lexer knows no language. Moves in every language lex as one
//! [`TokenKind::Word`]: a run starting with a letter of any script, an ASCII
//! digit, a chess figurine, a drop's `@` or a problemist's `~`, going on
//! with letters, digits, figurines and the marks moves are written with
//! (`x × ✕ : - = + # † ‡ ≠ / @`, the `~` of "any move" as problem
//! solutions print it, `Sd~`, `Je4~`, a promotion
//! in parentheses such as `e8(Q)`, an `e.p.` suffix). What a word means is
//! the business of [`crate::word::read_move`], which is given the
//! language's letter table.
//!
//! Words keep the forms of print too, for [`crate::printed`] to read: the
//! en dash, em dash and minus sign of books (`e2–e4`, `0–0`), a lone dash
//! between the two moves of a pair (`e4 – e5`), and a `;` or `,` right after
//! a move (`1.e4-e5; 2.f4-exf4;`). A `;` glued to a word stays in it, and
//! one glued to an annotation or dots is a word of its own (as is a `,`:
//! `15...Dxh3+!!!!;`, `10. g4?, ...`), only when what follows reads as the
//! game's moves or result: the rest of its line is blank or starts with a
//! move number, a result or a move, or the game prints `;` between its
//! moves a little before (see `separator_follows`); otherwise it starts a
//! comment, as in PGN.
//!
//! A move of descriptive notation printed with the spaces of the page
//! inside it (`P - Q 4`, `Kt - K B 3`, `Kt (B 3) × Q`, `K R - Q 1`, `O - O`)
//! is one word, spaces included, when its parts make the form of one such
//! move: capitals for the piece (a second small letter allowed, `Kt`), a
//! dash or capture sign, capitals for the square's file and its rank, one
//! space at most between them (see [`spaced_descriptive`]). What the word
//! means is read by [`crate::descriptive`] in the game's language. So is a
//! move of long notation whose capture sign is printed with a space on each
//! side (`f5 X e4`, `Pg1 x f3`: a square before the sign and one after it),
//! and a short capture whose sign stands apart from its piece or its square
//! (`D x d3`, `dx e4`, `Cx e4`; see `spaced_capture`), which
//! [`crate::printed`] reads.
//!
//! The lexer splits what PGN writers glue together:
//!
//! * a move number and its move: `1.e4`, `1...Ρδ7`, `12…Nf6` give a
//!   [`TokenKind::MoveNumber`] and a [`TokenKind::Word`];
//! * a move and its annotation glyph: `e4!?`, `Qxf7+!!`, `Nf3±`, and the
//!   evaluation symbols written with move characters, `Nf3+-`, `Bc4+/−`,
//!   give a word and a [`TokenKind::Glyph`] (see [`glyph_nag`]).
//!
//! It is built on a [`logos`] automaton over bytes, with a small
//! allocation-free pass for the few things a fixed automaton cannot decide:
//! glued evaluation symbols, slashes between alternative moves (`Ρε7/Ρε5`,
//! while `e8/Q` stays one word), `%` escape lines that must start a line,
//! the name of a tag pair, and its value when it has quotes inside that are
//! not escaped (`[White ""Mirage""]`, see [`TokenKind::LooseString`]). Spans
//! are `u32`: inputs are lexed up to
//! [`MAX_INPUT_LEN`] bytes, which is far beyond any one game — read large
//! files game by game.
//!
//! The commonest tokens (ASCII move words, runs of spaces, line breaks, move
//! numbers, results, tag pairs, comments, NAGs, `!`/`?` glyphs) are read
//! without the automaton, by one table of byte classes: one branch on the
//! first byte, one pass over the token's bytes, and no second look at a
//! word unless it ends with `+ - =` or follows a `[`. That path gives
//! exactly the tokens the automaton gives (the tests hold the two to it on
//! real files and random input); anything else goes to the automaton.

use std::ops::Range;

use logos::Logos;

/// The longest input a [`Lexer`] reads: token offsets are `u32`. Bytes past
/// this length are not lexed.
pub const MAX_INPUT_LEN: usize = u32::MAX as usize;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum TokenKind {
    /// Spaces and tabs (and other Unicode space separators such as U+00A0).
    Whitespace,
    /// One line break: `\n`, `\r\n` or `\r`.
    Newline,
    /// Invisible format characters: bidi marks and isolates (U+200E, U+2066
    /// FSI … U+2069 PDI), zero-width spaces and joiners, the byte order mark.
    Format,
    /// `[`, opening a tag pair.
    TagOpen,
    /// `]`, closing a tag pair.
    TagClose,
    /// The symbol right after `[` (spaces aside): the name of a tag pair.
    TagName,
    /// A string `"…"` on one line, with `\"` and `\\` escapes.
    String,
    /// A string whose closing `"` is missing: it runs to the end of the line.
    UnterminatedString,
    /// A tag pair's value with quotes inside it that are not escaped, read as
    /// PGN readers read it: from its first `"` to the first `"` after the
    /// string that a `]` follows (spaces and tabs aside) on the same line,
    /// with no `[` before it.
    /// `[White ""Mirage""]` gives `""Mirage""`, whose value is `"Mirage"`;
    /// `[Site "C:\games\"]` gives `"C:\games\"`, whose last `\` escapes
    /// nothing. Only a string right after a tag name (spaces and tabs
    /// between) can be one, and only when the string read by the rules does
    /// not end the tag pair: a tag pair with no `"]` on its line stays as
    /// broken as it is.
    LooseString,
    /// A tag pair's value between the quotes of print instead of PGN's
    /// `"` (`[Event «Kampenmesterskap»]`, `[White „Müller“]`, `[Site
    /// “London”]`): an opening quote of print right after a tag name
    /// (spaces and tabs between) and the first closing quote of its pair
    /// after it on the same line that a `]` follows (spaces and tabs
    /// aside), with no `[` on the way. The pairs: `« »`, `» «`, `» »`,
    /// `“ ”`, `„ “`, `„ ”`, `” ”`, `‘ ’`, `‚ ‘`, `‚ ’` (see
    /// [`printed_quotes`]). Its value is the text between the quotes, with
    /// `\"` and `\\` decoded as in a PGN string. Anywhere else (in a
    /// comment, in prose) a quote of print is what it was.
    PrintedString,
    /// A comment `{…}`, possibly over several lines.
    BraceComment,
    /// A `{` comment whose `}` is missing: it runs to the end of the input.
    UnterminatedBraceComment,
    /// A comment from `;` to the end of the line.
    LineComment,
    /// A line starting with `%`: ignored by PGN readers.
    Escape,
    /// A move number: `12.`, `12...`, `12…`, `2. . .`, or a bare `12`
    /// (one to three digits, no leading zero); in bare text also `12/`
    /// before a space, and `12)` or `12.)` outside parentheses. See
    /// [`move_number`].
    MoveNumber,
    /// Periods or ellipses not attached to a number: `...`, `…`.
    Dots,
    /// A numeric annotation glyph `$n`.
    Nag,
    /// A move or position assessment written as a symbol: `!`, `?!`, `‼`,
    /// `□`, `=`, `±`, `+-`, `∞`… See [`glyph_nag`] for its NAG number.
    Glyph,
    /// A check or mate mark standing apart from its move: `+`, `++`, `#`,
    /// `†`, `‡`, `≠` (Hebrew texts often write `פג6 #`).
    CheckMark,
    /// A game termination marker: `1-0`, `0-1`, `1/2-1/2`, `*`, and the
    /// typeset forms `½-½`, `1–0`, `0–1`, `½–½` (EN DASH) and `1:0`, `0:1`,
    /// `½:½`, spaced `1 : 0`, `0 : 1`, `½ : ½`, and in parentheses with an
    /// `x`, `(1 x 0)`, `(0 x 1)`, `(½ x ½)`; in a page of text
    /// ([`Lexer::bare`]), with a space for the hyphen, `1 0`, `0 1`, `½ ½`,
    /// where a result may stand (`results_apart`).
    Result,
    /// `(`, opening a variation.
    ParenOpen,
    /// `)`, closing a variation.
    ParenClose,
    /// `--`, the null move of PGN writers (`Z0` and `0000` lex as words).
    NullMove,
    /// `/` between two moves given as alternatives (`Ρε7/Ρε5` in a problem
    /// solution). A slash inside a word stays there (`e8/Q`).
    Slash,
    /// A move-like symbol: a move in any language or notation (`Nf3`,
    /// `Ρδ7`, `מה:ו6`, `5254`, `O-O-O`, `e8(Q)`, `exd6e.p.`), a crazyhouse
    /// drop (`N@d5`), an en passant mark standing alone (`e.p.`), or any
    /// other word of text.
    Word,
    /// A character that starts no token, such as `<`, `}` or `€`.
    Unknown,
    /// One byte that is not part of valid UTF-8.
    InvalidUtf8,
}

impl TokenKind {
    /// Whether the token only separates others: whitespace, line breaks and
    /// invisible format characters.
    #[must_use]
    pub const fn is_trivia(self) -> bool {
        matches!(
            self,
            TokenKind::Whitespace | TokenKind::Newline | TokenKind::Format
        )
    }

    /// Whether the token neither starts a game nor ends a tag section:
    /// trivia, comments, and tokens with no place outside a tag pair or a
    /// variation (strings, `]`, `)`, unknown characters, invalid bytes).
    #[inline]
    #[must_use]
    pub const fn is_soft(self) -> bool {
        self.is_trivia()
            || self.is_comment()
            || matches!(
                self,
                TokenKind::String
                    | TokenKind::UnterminatedString
                    | TokenKind::LooseString
                    | TokenKind::PrintedString
                    | TokenKind::TagClose
                    | TokenKind::ParenClose
                    | TokenKind::Unknown
                    | TokenKind::InvalidUtf8
            )
    }

    /// Whether the token is a comment of any kind (escape lines included).
    #[must_use]
    pub const fn is_comment(self) -> bool {
        matches!(
            self,
            TokenKind::BraceComment
                | TokenKind::UnterminatedBraceComment
                | TokenKind::LineComment
                | TokenKind::Escape
        )
    }

    /// Whether the token is malformed input a reader should report.
    #[must_use]
    pub const fn is_error(self) -> bool {
        matches!(
            self,
            TokenKind::UnterminatedString
                | TokenKind::UnterminatedBraceComment
                | TokenKind::Unknown
                | TokenKind::InvalidUtf8
        )
    }
}

/// One token: its kind and its byte span in the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Token {
    /// What the token is.
    pub kind: TokenKind,
    /// Byte offset of the token's first byte.
    pub start: u32,
    /// Byte offset just past the token's last byte.
    pub end: u32,
}

impl Token {
    fn new(kind: TokenKind, start: usize, end: usize) -> Token {
        // Offsets never exceed MAX_INPUT_LEN: the lexer reads no further.
        Token {
            kind,
            start: start as u32,
            end: end as u32,
        }
    }

    /// The token's byte range in the input.
    #[inline]
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.start as usize..self.end as usize
    }

    /// The token's length in bytes (never zero).
    #[inline]
    #[must_use]
    pub fn len(&self) -> usize {
        (self.end - self.start) as usize
    }

    /// Always `false`: every token covers at least one byte.
    #[inline]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.end == self.start
    }

    /// The token's bytes in `src`, the input it was lexed from (empty if
    /// `src` is another, shorter input).
    #[inline]
    #[must_use]
    pub fn bytes<'s>(&self, src: &'s [u8]) -> &'s [u8] {
        src.get(self.span()).unwrap_or_default()
    }

    /// The token's text in `src`, if it is valid UTF-8. Every token kind but
    /// [`TokenKind::InvalidUtf8`] and the comment and string kinds (which may
    /// hold invalid bytes) is always valid UTF-8.
    #[inline]
    #[must_use]
    pub fn text<'s>(&self, src: &'s [u8]) -> Option<&'s str> {
        std::str::from_utf8(self.bytes(src)).ok()
    }
}

/// The raw automaton. Priorities: results beat words (`1-0`), bare move
/// numbers beat words (`12`), words beat single unknown characters.
#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq)]
#[logos(utf8 = false)]
enum Raw {
    #[regex(r"[\t\x0B\x0C\p{Zs}]+")]
    Whitespace,
    #[regex(r"\r\n|\n|\r")]
    Newline,
    #[regex(r"[\u{200B}-\u{200F}\u{202A}-\u{202E}\u{2060}\u{2066}-\u{2069}\u{FEFF}]+")]
    Format,
    #[token("[")]
    TagOpen,
    #[token("]")]
    TagClose,
    #[regex(r#""(?-u:[^"\\\r\n]|\\[^\r\n])*""#)]
    String,
    #[regex(r#""(?-u:[^"\\\r\n]|\\[^\r\n])*\\?"#)]
    UnterminatedString,
    #[regex(r"\{(?-u:[^}])*\}")]
    BraceComment,
    #[regex(r"\{(?-u:[^}])*")]
    UnterminatedBraceComment,
    #[regex(r";(?-u:[^\r\n])*", allow_greedy = true)]
    LineComment,
    /// `%`; the wrapper makes it an escape line when it starts a line.
    #[token("%")]
    Percent,
    #[regex(r"[0-9]+(?:\.|…)+(?: (?:\.|…)+)*")]
    MoveNumber,
    #[regex(r"[1-9][0-9]?[0-9]?", priority = 4)]
    BareNumber,
    #[regex(r"(?:\.|…)+")]
    Dots,
    #[regex(r"\$[0-9]+")]
    Nag,
    #[token("!")]
    #[token("?")]
    #[token("!!")]
    #[token("??")]
    #[token("!?")]
    #[token("?!")]
    #[token("‼")]
    #[token("⁇")]
    #[token("⁉")]
    #[token("⁈")]
    #[token("□")]
    #[token("=")]
    #[token("∞")]
    #[token("⩲")]
    #[token("⩱")]
    #[token("±")]
    #[token("∓")]
    #[token("+-")]
    #[token("-+")]
    #[token("+/-")]
    #[token("-/+")]
    #[token("+=")]
    #[token("=+")]
    #[token("+/=")]
    #[token("=/+")]
    #[token("+−")]
    #[token("−+")]
    #[token("+/−")]
    #[token("−/+")]
    #[token("+–")]
    #[token("–+")]
    #[token("+—")]
    #[token("—+")]
    #[token("=/∞")]
    #[token("=∞")]
    #[token("⩳")]
    #[token("⨀")]
    #[token("⟳")]
    #[token("↑")]
    #[token("→")]
    #[token("⇆")]
    #[token("⨁")]
    #[token("∆")]
    #[token("∇")]
    #[token("⌓")]
    Glyph,
    #[regex(r"[+#†‡≠]+")]
    CheckMark,
    #[token("1-0")]
    #[token("0-1")]
    #[token("1/2-1/2")]
    #[token("*")]
    #[token("½-½")]
    #[token("1–0")]
    #[token("0–1")]
    #[token("½–½")]
    #[token("1:0")]
    #[token("0:1")]
    #[token("½:½")]
    #[token("1 : 0")]
    #[token("0 : 1")]
    #[token("½ : ½")]
    #[token("(1 x 0)")]
    #[token("(0 x 1)")]
    #[token("(½ x ½)")]
    Result,
    #[token("(")]
    ParenOpen,
    #[token(")")]
    ParenClose,
    #[token("--")]
    NullMove,
    #[token("/")]
    Slash,
    #[regex(
        r"[\p{L}0-9♔-♟@~][\p{L}\p{M}0-9♔-♟×✕:\-–—−=+#†‡≠/_@~]*(?:\((?:\p{L}\p{L}?|[♔-♟])\)[+#†‡≠]*)?(?:[ae]\.p\.[+#†‡≠]*)?[;,]?|[ae]\.p\.|[\-–—−][;,]?|[\-–—−][oO0][\-–—−][;,]?",
        priority = 3
    )]
    Word,
    #[regex(r"[^\r\n]", priority = 0)]
    Unknown,
    #[regex(r"(?-u:[\x80-\xFF])", priority = 0)]
    InvalidUtf8,
}

#[cfg(test)]
thread_local! {
    /// How many bytes the lexers made on this thread were given (tests
    /// only): every lexer lexes its whole input, so a driver that lexes
    /// each byte of its stream once gives them as many bytes as the
    /// stream holds.
    pub(crate) static LEXED: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The lexer: an iterator of [`Token`]s over a byte input.
///
/// ```
/// use forsyth_notation::lexer::{Lexer, TokenKind};
///
/// let src = "1.e4 e5?! 2.Nf3 {book} 1-0".as_bytes();
/// let kinds: Vec<TokenKind> = Lexer::new(src)
///     .filter(|t| !t.kind.is_trivia())
///     .map(|t| t.kind)
///     .collect();
/// assert_eq!(
///     kinds,
///     [
///         TokenKind::MoveNumber, TokenKind::Word, TokenKind::Word, TokenKind::Glyph,
///         TokenKind::MoveNumber, TokenKind::Word, TokenKind::BraceComment, TokenKind::Result,
///     ]
/// );
/// ```
pub struct Lexer<'s> {
    src: &'s [u8],
    /// Where the next token starts.
    pos: usize,
    /// The automaton, for tokens the fast path leaves to it; it may lag
    /// behind `pos` and is moved there before use.
    raw: logos::Lexer<'s, Raw>,
    /// Where the last `[` ended, while no word has followed it yet
    /// (`usize::MAX` otherwise): the word right after it names a tag.
    tag_open_end: usize,
    /// Where the last tag name ended, while no string has followed it yet
    /// (`usize::MAX` otherwise): a string right after it is a tag value.
    tag_name_end: usize,
    /// Whether the input is bare text (a page, no tag pair:
    /// `prose::bare_text`), where a `;` in a line of prose is punctuation,
    /// not a comment ([`Lexer::bare`]).
    bare: bool,
    /// In bare text, how many `(` are open: a `)` after a number closes
    /// one of them, else it is the number's (`1) e4, e5,`).
    open: u32,
    /// Whether a result came last on this line, with only soft tokens
    /// ([`TokenKind::is_soft`]) and glyphs after it: what a game keeps
    /// after its result (`tree::split`). A `;` or `,` there separates no
    /// moves: it is a comment, or a character of no use, as it is where
    /// a reader of a stream cuts the next game off.
    ended: bool,
    /// Whether the last token but trivia was a move number with its
    /// period or ellipsis (`3.`, `1. …`): a pawn's square printed with a
    /// space inside it (`d 3`) is a move only there ([`spaced_algebraic`]).
    numbered: bool,
}

impl<'s> Lexer<'s> {
    /// A lexer over `src`, or over its first [`MAX_INPUT_LEN`] bytes if it is
    /// longer.
    #[must_use]
    pub fn new(src: &'s [u8]) -> Lexer<'s> {
        let src = src.get(..MAX_INPUT_LEN).unwrap_or(src);
        #[cfg(test)]
        LEXED.with(|lexed| lexed.set(lexed.get() + src.len() as u64));
        Lexer {
            src,
            pos: 0,
            raw: Raw::lexer(src),
            tag_open_end: usize::MAX,
            tag_name_end: usize::MAX,
            bare: false,
            open: 0,
            ended: false,
            numbered: false,
        }
    }

    /// The same lexer, lexing bare text when `bare` (a page of a book or a
    /// web page, with no tag pair: `prose::bare_text`): there a `;` after
    /// a word of a language on its line (`мнимая жертва на е4; например:
    /// 1. e4 e5`) is the punctuation of a sentence, a word of its own, not
    /// a comment that would hide the rest of the line ([`in_prose_line`]).
    /// A `;` elsewhere starts a comment as in PGN.
    #[must_use]
    pub fn bare(mut self, bare: bool) -> Lexer<'s> {
        self.bare = bare;
        self
    }

    /// The input being lexed (cut to [`MAX_INPUT_LEN`]).
    #[must_use]
    pub fn source(&self) -> &'s [u8] {
        self.src
    }

    /// Makes the automaton go on from `at`.
    #[cold]
    fn restart(&mut self, at: usize) {
        self.raw = Raw::lexer(self.src);
        // Bumping a fresh lexer moves its position; any offset up to the
        // input's length is valid for byte input.
        self.raw.bump(at);
    }

    /// The next token from the automaton, which starts at `self.pos`.
    #[inline(never)]
    fn automaton(&mut self) -> Option<(Result<Raw, ()>, usize)> {
        if self.raw.span().end != self.pos {
            self.restart(self.pos);
        }
        let raw = self.raw.next()?;
        Some((raw, self.raw.span().end))
    }

    /// The kind of a word from `start` to `end`, which may be cut shorter:
    /// before a slash between alternatives or a glued evaluation symbol, the
    /// rest being lexed again.
    #[inline(never)]
    fn word(&mut self, start: usize, end: &mut usize) -> TokenKind {
        let tag_open_end = std::mem::replace(&mut self.tag_open_end, usize::MAX);
        if tag_open_end <= start
            && self.src[tag_open_end..start]
                .iter()
                .all(|b| matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
        {
            self.tag_name_end = *end;
            return TokenKind::TagName;
        }
        // A `(` glued on, or a promotion in parentheses the automaton took
        // (`P-K8(Kt)`) with more glued on (`ch`).
        let paren = match self.src.get(*end) {
            Some(b'(') => Some(*end),
            Some(b) if self.src[*end - 1] == b')' && b.is_ascii_alphanumeric() => self.src
                [start..*end]
                .iter()
                .rposition(|&b| b == b'(')
                .map(|i| start + i),
            _ => None,
        };
        if let Some(paren) = paren
            && let Some(qualified) = descriptive_parens(self.src, start, paren)
        {
            // `R(1)-Q1`, `N(Q2)-B3`, `QxP(N7)`: one word of descriptive
            // notation, not a word and a variation.
            *end = qualified;
        }
        let word = &self.src[start..*end];
        if self.bare && slash_number(word, self.src.get(*end).copied()) {
            // `1/ e4 - d5 ;`: a move number printed with a slash, as some
            // French pages print it.
            return TokenKind::MoveNumber;
        }
        if self.bare
            && let Some(cut) = prose_before_number(word, &self.src[*end..])
        {
            // `Bearbeiten1. e2-e4`, `ResponderEliminar1...Txe3!`: a word of
            // the page (a button's label copied with it) glued to the move
            // number after it; the number is lexed again.
            *end = start + cut;
            return TokenKind::Word;
        }
        if word.last() == Some(&b';') && !separator_follows(self.src, *end) {
            // A comment starts at the `;`.
            *end -= 1;
            if *end == start {
                return TokenKind::Unknown;
            }
            return self.word(start, end);
        }
        if matches!(word.last(), Some(b'+' | 0x80..))
            && !word.is_ascii()
            && let Some(glyph) = PRINTED_GLYPHS
                .iter()
                .find(|g| word.len() > g.len() && word.ends_with(g.as_bytes()))
        {
            // `Nf3+–`, `Nf3–+`: an evaluation written with a dash of print.
            *end -= glyph.len();
            return self.word(start, end);
        }
        if word.contains(&b'/')
            && let Some(slash) = alternative_slash(word)
        {
            *end = start + slash;
        } else if matches!(word.last(), Some(b'+' | b'-' | b'=' | b'/'))
            && let Some(glyph_start) = glued_glyph(self.src, start, *end)
        {
            // The automaton reads the whole symbol as a glyph token.
            *end = glyph_start;
        }
        TokenKind::Word
    }

    /// A string from `start` to `end` of the given kind, which may be a tag
    /// value with unescaped quotes inside ([`TokenKind::LooseString`]) and
    /// then runs further.
    #[cold]
    #[inline(never)]
    fn string(&mut self, start: usize, end: &mut usize, kind: TokenKind) -> TokenKind {
        let name_end = std::mem::replace(&mut self.tag_name_end, usize::MAX);
        if name_end > start
            || !self.src[name_end..start]
                .iter()
                .all(|&b| b == b' ' || b == b'\t')
        {
            return kind;
        }
        if kind == TokenKind::String {
            // The plain case: spaces and the `]` follow.
            let rest = self.src.get(*end..).unwrap_or_default();
            let spaces = rest
                .iter()
                .take_while(|&&b| b == b' ' || b == b'\t')
                .count();
            if rest.get(spaces) == Some(&b']') {
                return kind;
            }
        }
        self.loose_string(start, end, kind)
    }

    /// The end of a tag value between quotes of print starting at `start`
    /// ([`TokenKind::PrintedString`]): right after a tag name (spaces and
    /// tabs between), an opening quote of print, and on the same line,
    /// before any `[`, the first closing quote of its pair with spaces and
    /// a `]` after it. `None` for anything else (the quote is then what it
    /// was).
    #[cold]
    fn printed_string(&mut self, start: usize) -> Option<usize> {
        let src = self.src;
        let (open, closers) = opening_quote(&src[start..])?;
        let name_end = self.tag_name_end;
        let mut at = start;
        while at > name_end && matches!(src[at - 1], b' ' | b'\t') {
            at -= 1;
        }
        if at != name_end {
            return None;
        }
        let from = start + open;
        let rest = &src[from..];
        let line = rest
            .iter()
            .position(|&b| matches!(b, b'\n' | b'\r' | b'['))
            .map_or(rest, |n| &rest[..n]);
        let mut i = 0;
        while i < line.len() {
            if let Some(close) = closers.iter().find(|c| line[i..].starts_with(c.as_bytes())) {
                let after = &line[i + close.len()..];
                let spaces = after
                    .iter()
                    .take_while(|&&b| b == b' ' || b == b'\t')
                    .count();
                if after.get(spaces) == Some(&b']') {
                    self.tag_name_end = usize::MAX;
                    return Some(from + i + close.len());
                }
            }
            i += 1;
        }
        None
    }

    /// A tag value whose string, as lexed by the rules, does not end the tag
    /// pair: if a `"` after it on the line (inside it, for a string left
    /// unterminated by a last `\"`) is followed by spaces and a `]`, the
    /// value runs to the first such `"`. A `[` on the way stops the search:
    /// it opens the next tag pair (`[Event "x" [Site "y"]`).
    #[cold]
    fn loose_string(&self, start: usize, end: &mut usize, kind: TokenKind) -> TokenKind {
        let from = if kind == TokenKind::String {
            *end
        } else {
            start + 1
        };
        let rest = self.src.get(from..).unwrap_or_default();
        let line = rest
            .iter()
            .position(|&b| matches!(b, b'\n' | b'\r' | b'['))
            .map_or(rest, |n| &rest[..n]);
        for (i, _) in line.iter().enumerate().filter(|&(_, &b)| b == b'"') {
            let after = &line[i + 1..];
            let spaces = after
                .iter()
                .take_while(|&&b| b == b' ' || b == b'\t')
                .count();
            if after.get(spaces) == Some(&b']') {
                *end = from + i + 1;
                return TokenKind::LooseString;
            }
        }
        kind
    }

    /// A `;` that no word took: a comment to the end of its line, as in
    /// PGN, or a separator of print glued to an annotation, a check mark or
    /// dots before it (`15...Dxh3+!!!!; 16.Rxh3`), which is a word of its
    /// own when [`separator_follows`] says so; in bare text, the
    /// punctuation of a line of prose ([`in_prose_line`]), a word of its
    /// own too.
    #[cold]
    #[inline(never)]
    fn line_comment(&mut self, start: usize, end: &mut usize) -> TokenKind {
        if (after_annotation(self.src, start)
            && !self.ended
            && separator_follows(self.src, start + 1))
            || (self.bare && in_prose_line(self.src, start))
        {
            *end = start + 1;
            return TokenKind::Word;
        }
        TokenKind::LineComment
    }

    /// A `,` that no word took: a separator of print glued to an
    /// annotation or dots before it (`10. g4?, ...`, `2 ..., exf4`), or
    /// before the words that end a game on its line (`27.Dh7 , abbandona`,
    /// `27.Dh7 (27.Tf7), Black resigns`: [`closing_words`]), a word of its
    /// own; any other `,` apart is the unknown character it is.
    #[cold]
    #[inline(never)]
    fn lone_separator(&mut self, start: usize, end: &mut usize) -> TokenKind {
        if ((after_annotation(self.src, start) || after_variation(self.src, start)) && !self.ended)
            || closing_words(line_ahead(self.src, start + 1))
            || between_words(self.src, start)
        {
            *end = start + 1;
            return TokenKind::Word;
        }
        TokenKind::Unknown
    }

    /// A `%` is an escape line when it starts a line.
    #[cold]
    fn percent(&mut self, start: usize, end: &mut usize) -> TokenKind {
        if start > 0 && !matches!(self.src[start - 1], b'\n' | b'\r') {
            return TokenKind::Unknown;
        }
        let line_end =
            memchr::memchr2(b'\n', b'\r', &self.src[*end..]).map_or(self.src.len(), |n| *end + n);
        *end = line_end;
        TokenKind::Escape
    }
}

/// Lexes `src` and appends its tokens to `out`, their offsets moved by
/// `base`: the same tokens as [`Lexer`], in one tight loop.
pub(crate) fn lex_into(src: &[u8], base: u32, bare: bool, out: &mut Vec<Token>) {
    let mut lexer = Lexer::new(src).bare(bare);
    // Real PGN has about one token for every two or three bytes.
    out.reserve(src.len() / 2);
    while let Some(token) = lexer.next_token() {
        out.push(Token {
            kind: token.kind,
            start: token.start.wrapping_add(base),
            end: token.end.wrapping_add(base),
        });
    }
}

/// [`lex_into`] leaving out [`TokenKind::Whitespace`] (spaces and tabs
/// within lines; each gap between the tokens is one such token).
pub(crate) fn lex_sparse_into(src: &[u8], base: u32, bare: bool, out: &mut Vec<Token>) {
    let mut lexer = Lexer::new(src).bare(bare);
    out.reserve(src.len() / 3);
    let mut push = |token: Token| {
        out.push(Token {
            kind: token.kind,
            start: token.start.wrapping_add(base),
            end: token.end.wrapping_add(base),
        });
    };
    while let Some(token) = lexer.next_sparse() {
        let open = token.kind == TokenKind::TagOpen;
        push(token);
        if open && let Some(rest) = lexer.tag_pair_rest() {
            rest.into_iter().for_each(&mut push);
        }
    }
}

impl Lexer<'_> {
    /// The next token. The commonest tokens of PGN are read here in one
    /// dispatch on their first byte, each with the state it changes and no
    /// more, exactly as [`Lexer::next_token_with`] reads them; anything
    /// else is left to it.
    #[inline(always)]
    fn next_token(&mut self) -> Option<Token> {
        use class::{BLANK, BLANK_STOP, DIGIT, TAIL, WORD, WORD_STOP};
        let start = self.pos;
        let src = self.src;
        let &first = src.get(start)?;
        match first {
            b' ' | b'\t' => {
                let end = run(src, start + 1, BLANK);
                if src.get(end).is_none_or(|&b| class(b) & BLANK_STOP == 0) {
                    self.pos = end;
                    return Some(Token::new(TokenKind::Whitespace, start, end));
                }
            }
            b'a'..=b'z' | b'A'..=b'Z' => {
                let end = run(src, start + 1, WORD);
                if src.get(end).is_none_or(|&b| class(b) & WORD_STOP == 0) {
                    if self.tag_open_end == start {
                        return Some(self.tag_name(start, end));
                    }
                    let last = src[end - 1];
                    if self.tag_open_end == usize::MAX
                        && (class(last) & TAIL == 0
                            || (last == b'+' && class(src[end - 2]) & TAIL == 0))
                    {
                        return Some(self.word_token(start, end));
                    }
                }
            }
            b'\n' => {
                self.ended = false;
                self.pos = start + 1;
                return Some(Token::new(TokenKind::Newline, start, start + 1));
            }
            b'0'..=b'9' if !self.bare => {
                let digits = run(src, start + 1, DIGIT);
                if src.get(digits) == Some(&b'.') {
                    let mut end = digits + 1;
                    while src.get(end) == Some(&b'.') {
                        end += 1;
                    }
                    let plain = match src.get(end) {
                        Some(0x80..) => false,
                        Some(b' ') => !matches!(src.get(end + 1), Some(b'.' | 0x80..)),
                        _ => true,
                    };
                    if plain {
                        self.ended = false;
                        self.numbered = true;
                        self.pos = end;
                        return Some(Token::new(TokenKind::MoveNumber, start, end));
                    }
                }
            }
            b'"' => {
                let rest = &src[start + 1..];
                if let Some(len) = memchr::memchr3(b'"', b'\\', b'\n', rest)
                    && rest[len] == b'"'
                    && src.get(start + len + 2) == Some(&b']')
                    && memchr::memchr(b'\r', &rest[..len]).is_none()
                {
                    let end = start + len + 2;
                    self.numbered = false;
                    self.pos = end;
                    return Some(Token::new(TokenKind::String, start, end));
                }
            }
            b'[' => {
                self.tag_open_end = start + 1;
                self.ended = false;
                self.numbered = false;
                self.pos = start + 1;
                return Some(Token::new(TokenKind::TagOpen, start, start + 1));
            }
            b']' => {
                self.numbered = false;
                self.pos = start + 1;
                return Some(Token::new(TokenKind::TagClose, start, start + 1));
            }
            b'*' => {
                self.ended = true;
                self.numbered = false;
                self.pos = start + 1;
                return Some(Token::new(TokenKind::Result, start, start + 1));
            }
            _ => {}
        }
        self.next_token_with::<true>()
    }

    /// The next token, read by the fast path where it can (`FAST`) and by
    /// the automaton otherwise; without `FAST`, always by the automaton (the
    /// tests hold the two to the same tokens).
    #[inline(always)]
    fn next_token_with<const FAST: bool>(&mut self) -> Option<Token> {
        let start = self.pos;
        let fast = if FAST {
            fast_token(self.src, start)
        } else {
            None
        };
        let (kind, end) = match fast {
            // A plain move word, the most common token: no look at its
            // bytes again, unless a `[` came before it.
            Some((Raw::Word, end, Look::No)) if self.tag_open_end == usize::MAX => {
                (TokenKind::Word, end)
            }
            // The name of a tag pair, right after its `[`.
            Some((Raw::Word, end, _)) if self.tag_open_end == start => {
                return Some(self.tag_name(start, end));
            }
            // The next commonest tokens the fast path reads, each with the
            // state it changes and no more: white space changes nothing, a
            // line break ends what came after a result, and a move number
            // (outside bare text, where a `)` may be its own) does too, and
            // says whether a move number came last.
            Some((Raw::Whitespace, end, _)) => {
                self.pos = end;
                return Some(Token::new(TokenKind::Whitespace, start, end));
            }
            Some((Raw::Newline, end, _)) => {
                self.ended = false;
                self.pos = end;
                return Some(Token::new(TokenKind::Newline, start, end));
            }
            Some((Raw::MoveNumber, end, _)) if !self.bare => {
                self.ended = false;
                self.numbered = numbered_by(&self.src[start..end]);
                self.pos = end;
                return Some(Token::new(TokenKind::MoveNumber, start, end));
            }
            Some((Raw::MoveNumber, end, _)) => (TokenKind::MoveNumber, end),
            Some((raw, mut end, _)) => (self.finish(Ok(raw), start, &mut end), end),
            None => self.slow(start)?,
        };
        // A word, the commonest token, on a path of its own: it ends what
        // came after a result on its line, leaves the move number behind,
        // and only a space, `(` or `*` after it may begin one of the forms
        // of print read on from it ([`Lexer::after_word`]); after a space,
        // only a word of one letter (or one non-ASCII character), a capital
        // with no file or rank after it, or a capture sign on either side of
        // the space. Any other word is what the fast path found.
        if kind == TokenKind::Word {
            return Some(self.word_token(start, end));
        }
        self.ended = kind == TokenKind::Result
            || self.ended
                && (kind == TokenKind::Glyph || kind.is_soft() && kind != TokenKind::Newline);
        if self.bare {
            match kind {
                TokenKind::ParenOpen => self.open += 1,
                TokenKind::ParenClose => self.open = self.open.saturating_sub(1),
                TokenKind::MoveNumber
                    if self.open == 0
                        && let Some(close) = paren_number(self.src, start, end) =>
                {
                    // `1) e4, e5,`, `1.) e4 e5` and `11 ) Ag5`, as some
                    // pages number moves: the `)` is the number's.
                    self.pos = close + 1;
                    self.numbered = false;
                    return Some(Token::new(kind, start, close + 1));
                }
                _ => {}
            }
        }
        if !kind.is_trivia() {
            self.numbered = match kind {
                TokenKind::MoveNumber => numbered_by(&self.src[start..end]),
                TokenKind::Dots => self.numbered,
                _ => false,
            };
        }
        self.pos = end;
        Some(Token::new(kind, start, end))
    }

    /// The name of a tag pair from `start` to `end`, right after its `[`.
    #[inline(always)]
    fn tag_name(&mut self, start: usize, end: usize) -> Token {
        self.tag_open_end = usize::MAX;
        self.tag_name_end = end;
        self.ended = false;
        self.numbered = false;
        self.pos = end;
        Token::new(TokenKind::TagName, start, end)
    }

    /// A word from `start` to `end` as the fast path or the automaton read
    /// it, with what may follow it: it ends what came after a result on its
    /// line, leaves the move number behind, and only a space, `(` or `*`
    /// after it may begin one of the forms of print read on from it
    /// ([`Lexer::after_word`]); after a space, only a word of one letter (or
    /// one non-ASCII character), a capital with no file or rank after it, or
    /// a capture sign on either side of the space. Any other word is what
    /// was read.
    #[inline(always)]
    fn word_token(&mut self, start: usize, end: usize) -> Token {
        let kind = TokenKind::Word;
        self.ended = false;
        let numbered = std::mem::replace(&mut self.numbered, false);
        let src = self.src;
        // `Eliminar1) Dxf8+`, `Eliminar1 Dxh7`: a label glued to a
        // number before a `)` or a space ([`prose_before_number`]; a
        // period after the number is seen in [`Lexer::word`]).
        if self.bare
            && matches!(src.get(end), Some(b' ' | b')'))
            && src[end - 1].is_ascii_digit()
            && let Some(cut) = prose_before_number(&src[start..end], &src[end..])
        {
            self.pos = start + cut;
            return Token::new(kind, start, start + cut);
        }
        // A move of long notation that a narrow column breaks across
        // a line at its dash or capture sign (`e2⏎—e4`, `e5—⏎e6`,
        // `e4 X⏎d5`): one word, its line break in it ([`broken_move`]).
        let next_spaced = src
            .get(end + 1)
            .is_some_and(|&b| class(b) & class::SPACED_NEXT != 0);
        if (matches!(src.get(end), Some(b'\n' | b'\r'))
            || (src.get(end) == Some(&b' ') && next_spaced))
            && let Some(joined) = broken_move(src, start, end)
        {
            self.pos = joined;
            return Token::new(kind, start, joined);
        }
        let may_go_on = match src.get(end) {
            Some(b' ') => {
                let first = src[start];
                end == start + 1
                    || first >= 0x80
                    || (first.is_ascii_uppercase()
                        && !file_or_digit(src[start + 1])
                        && (end == start + 2 || !file_or_digit(src[start + 2])))
                    // The rest only for a word ending with a byte
                    // of `SPACED_END` or a byte of `SPACED_NEXT` after
                    // the space, one look each (most words end with a
                    // rank, and a number or a letter follows).
                    || ((class(src[end - 1]) & class::SPACED_END != 0 || next_spaced)
                        && (matches!(src[end - 1], b'x' | b':' | 0x97)
                    || matches!(src.get(end + 1), Some(b'x' | b'X' | b':' | 0xC3))
                    // A move of long notation with a space a scan put
                    // inside a square (`Bf 1—d3`, `Rd2 —f 1`, `Rg8— f 6`:
                    // [`ocr_spaced`]): a file before the space and a
                    // rank after it, a dash after it, or a dash before
                    // it and a file after it.
                    || ((b'a'..=b'h').contains(&src[end - 1])
                        && src.get(end + 1).is_some_and(|b| (b'1'..=b'8').contains(b)))
                    || matches!(src.get(end + 1), Some(b'-' | 0xE2))
                    || (matches!(src[end - 1], b'-' | 0x92..=0x94)
                        && src.get(end + 1).is_some_and(|b| (b'a'..=b'h').contains(b)))))
            }
            Some(b'(' | b'*') => true,
            _ => false,
        };
        let end = if may_go_on {
            self.after_word(start, end, numbered)
        } else {
            end
        };
        self.pos = end;
        Token::new(kind, start, end)
    }

    /// The end of the word from `start` to `end`, read on over what follows
    /// it when that is one of the forms of print a word may begin: a move of
    /// algebraic notation printed with a space between each letter and
    /// digit, a descriptive move printed with spaces, a capture sign printed
    /// apart or as a `*`. `numbered`: whether a move number came last.
    #[inline(never)]
    fn after_word(&self, start: usize, end: usize, numbered: bool) -> usize {
        let src = self.src;
        // Castling with a space after it, the commonest word that comes
        // here (3 % of a game's moves): only a sign after the space may
        // make more of it (`O-O - O`, read by `spaced_castling`); else
        // neither reading below does, and they cost about 700
        // instructions to say so.
        if src.get(end) == Some(&b' ')
            && matches!(
                &src[start..end],
                b"O-O" | b"O-O-O" | b"O-O+" | b"O-O-O+" | b"O-O#" | b"O-O-O#"
            )
            && spaced_sign(src, end + 1).is_none()
        {
            return end;
        }
        // Castling with digit zeros and a space for each hyphen (`0 0`,
        // `0 0 0`), as text taken from a PDF of a chess program prints it
        // (the hyphens of its font are lost; `6.0 0 Se7`).
        if src[start] == b'0'
            && end == start + 1
            && let Some(castling) = zeros_apart(src, start)
        {
            return castling;
        }
        // A word of one letter with a space after it may begin a move of
        // algebraic notation printed with a space between each letter and
        // digit (`D g 7 – h 7`, `K d 5`, `c 2 – c 3`; `d 3` after a move
        // number). Its length is looked at first: most words are longer.
        if (end == start + 1 || (src[start] >= 0x80 && end <= start + 4))
            && src.get(end) == Some(&b' ')
            && src
                .get(end + 1)
                .is_some_and(|&b| b >= 0x80 || b.is_ascii_lowercase() || b.is_ascii_digit())
            && std::str::from_utf8(&src[start..end]).is_ok_and(|w| w.chars().nth(1).is_none())
            && let Some(spaced) = spaced_algebraic(src, start, end, numbered)
        {
            // (`f 4 —f 5` reads further as a move with a scan's space in
            // its squares than as the pawn's move `f 4`.)
            return ocr_spaced(src, start, end).map_or(spaced, |ocr| ocr.max(spaced));
        }
        // A move of long notation with a space a scan put inside a square
        // (`f 4—f 5`, `Bf 1—d3`, `Rd2 —f 1`).
        if src.get(end) == Some(&b' ')
            && let Some(ocr) = ocr_spaced(src, start, end)
        {
            return ocr;
        }
        // A word with a capital and a space or `(` after it may begin a
        // descriptive move printed with spaces (`P - Q 4`); not one with a
        // file of algebraic notation after its capital (`Nf3`, `Qxe5`).
        // A word that ends with a capture sign, or a capital alone, with a
        // space after it may begin a short move whose capture sign is
        // printed apart (`Dx b2`, `dx e4`, `D x d3`).
        if src[start].is_ascii_uppercase()
            && matches!(src.get(end), Some(b' ' | b'('))
            && !src[start + 1..end]
                .iter()
                .take(2)
                .any(|&b| file_or_digit(b))
        {
            spaced_descriptive(src, start)
                .or_else(|| spaced_capture(src, start, end))
                .map_or(end, |spaced| spaced.max(end))
        } else if src.get(end) == Some(&b' ')
            && (matches!(src.get(end + 1), Some(b'x' | b'X' | b':' | 0xC3))
                || matches!(src[end - 1], b'x' | b':')
                || src[start..end].ends_with("×".as_bytes()))
        {
            spaced_capture(src, start, end).unwrap_or(end)
        } else if src.get(end) == Some(&b'*') {
            // In bare text, a `*` glued to a word of letters is the word's
            // (a footnote's star, Greek `Λ*` and `Μ*` heading the sides of
            // a piece list: "Λ*Ρη1/Βδ3/… Μ* Ρη8/…", chess.gr/eso-mag): no
            // result ends a game there.
            if self.bare
                && std::str::from_utf8(&src[start..end])
                    .is_ok_and(|w| w.chars().all(char::is_alphabetic))
            {
                end + 1
            } else {
                star_capture(src, start, end).unwrap_or(end)
            }
        } else {
            end
        }
    }

    /// The next token from the automaton, which starts at `start`.
    #[inline(never)]
    fn slow(&mut self, start: usize) -> Option<(TokenKind, usize)> {
        // A tag value between quotes of print (`[Event «…»]`); the fast
        // path leaves every byte that may open one here.
        if matches!(self.src.get(start), Some(0xC2 | 0xE2))
            && self.tag_name_end != usize::MAX
            && let Some(end) = self.printed_string(start)
        {
            return Some((TokenKind::PrintedString, end));
        }
        // A result printed with a space for its hyphen (`1 0`), in a page;
        // the fast path leaves a digit with a space after it here.
        if self.bare
            && matches!(self.src.get(start), Some(b'0' | b'1' | 0xC2))
            && let Some(end) = results_apart(self.src, start)
        {
            return Some((TokenKind::Result, end));
        }
        let (raw, mut end) = self.automaton()?;
        let kind = self.finish(raw, start, &mut end);
        Some((kind, end))
    }

    /// The kind of the raw token from `start` to `end`, which may end
    /// elsewhere (a word cut short, a string running on).
    #[inline(always)]
    fn finish(&mut self, raw: Result<Raw, ()>, start: usize, end: &mut usize) -> TokenKind {
        match raw {
            Ok(Raw::Word) => self.word(start, end),
            Ok(Raw::TagOpen) => {
                self.tag_open_end = *end;
                TokenKind::TagOpen
            }
            Ok(Raw::Percent) => self.percent(start, end),
            Ok(Raw::Whitespace) => TokenKind::Whitespace,
            Ok(Raw::Newline) => TokenKind::Newline,
            Ok(Raw::Format) => TokenKind::Format,
            Ok(Raw::TagClose) => TokenKind::TagClose,
            // A string right before a `]` ends its tag pair, if it is in one.
            Ok(Raw::String) if self.src.get(*end) == Some(&b']') => TokenKind::String,
            Ok(Raw::String) => self.string(start, end, TokenKind::String),
            Ok(Raw::UnterminatedString) => self.string(start, end, TokenKind::UnterminatedString),
            Ok(Raw::BraceComment) => TokenKind::BraceComment,
            Ok(Raw::UnterminatedBraceComment) => TokenKind::UnterminatedBraceComment,
            Ok(Raw::LineComment) => self.line_comment(start, end),
            Ok(Raw::MoveNumber | Raw::BareNumber) => TokenKind::MoveNumber,
            Ok(Raw::Dots) => TokenKind::Dots,
            Ok(Raw::Nag) => TokenKind::Nag,
            Ok(Raw::Glyph) => TokenKind::Glyph,
            Ok(Raw::CheckMark) => TokenKind::CheckMark,
            Ok(Raw::Result) => TokenKind::Result,
            Ok(Raw::ParenOpen) => TokenKind::ParenOpen,
            Ok(Raw::ParenClose) => TokenKind::ParenClose,
            Ok(Raw::NullMove) => TokenKind::NullMove,
            Ok(Raw::Slash) => TokenKind::Slash,
            Ok(Raw::Unknown) if self.src[start] == b',' => self.lone_separator(start, end),
            Ok(Raw::Unknown) | Err(()) => TokenKind::Unknown,
            Ok(Raw::InvalidUtf8) => TokenKind::InvalidUtf8,
        }
    }

    /// The next token that is not a [`TokenKind::Whitespace`], for a caller
    /// that drops those (spaces and tabs within lines; each gap between the
    /// tokens left is one such token).
    #[inline(always)]
    pub(crate) fn next_sparse(&mut self) -> Option<Token> {
        loop {
            // A space before a token, the commonest gap, is stepped over:
            // no token but white space starts with one, and white space is
            // dropped here.
            if self.src.get(self.pos) == Some(&b' ') {
                self.pos += 1;
            }
            let token = self.next_token()?;
            if token.kind != TokenKind::Whitespace {
                return Some(token);
            }
        }
    }
}

impl Lexer<'_> {
    /// Right after [`Lexer::next_sparse`] gave a `[`: the rest of a tag
    /// pair of the plainest form, `Name "value"]` (a name right after the
    /// `[`, at most one space, a value with no escape or line break, and
    /// its `]`), as the three tokens [`Lexer::next_sparse`] would give one
    /// by one, with the lexer where they leave it; `None`, and the lexer
    /// untouched, for anything else. A tag pair's line cost about 660
    /// instructions to lex and cut into games token by token; read at
    /// once, about 100 fewer (a file of short games is half tag pairs).
    #[inline(always)]
    pub(crate) fn tag_pair_rest(&mut self) -> Option<[Token; 3]> {
        let open_end = self.tag_open_end;
        if open_end != self.pos {
            return None;
        }
        let src = self.src;
        // The name, as the fast path reads a word right after a `[`.
        let Some((Raw::Word, name_end, _)) = fast_token(src, open_end) else {
            return None;
        };
        // [`Lexer::next_sparse`] steps over one space; a second one is a
        // token of white space.
        let value = name_end + usize::from(src.get(name_end) == Some(&b' '));
        let Some((Raw::String, value_end, _)) = fast_token(src, value) else {
            return None;
        };
        // A string right before a `]` ends its tag pair ([`Lexer::finish`]).
        if src.get(value_end) != Some(&b']') {
            return None;
        }
        // What the name, the string and the `]` leave: the name read (the
        // string before the `]` keeps `tag_name_end`), nothing after a
        // result, no move number last.
        self.tag_open_end = usize::MAX;
        self.tag_name_end = name_end;
        self.ended = false;
        self.numbered = false;
        self.pos = value_end + 1;
        Some([
            Token::new(TokenKind::TagName, open_end, name_end),
            Token::new(TokenKind::String, value, value_end),
            Token::new(TokenKind::TagClose, value_end, value_end + 1),
        ])
    }
}

impl Iterator for Lexer<'_> {
    type Item = Token;

    #[inline]
    fn next(&mut self) -> Option<Token> {
        self.next_token()
    }
}

impl std::iter::FusedIterator for Lexer<'_> {}

/// The pairs of quotes of print a tag value may stand between
/// ([`TokenKind::PrintedString`]): each opening quote, with the closing
/// quotes that end a value it opens. Guillemets pointing out (`« »`:
/// French, Norwegian, Russian, Italian, Greek…) and in (`» «`: German,
/// Danish), or both the same way (`» »`: Swedish, Finnish); English
/// quotes (`“ ”`, `‘ ’`); low-high quotes (`„ “`: German, Czech; `„ ”`:
/// Polish, Hungarian, Romanian, Dutch; `‚ ‘`, `‚ ’`); Swedish and
/// Finnish right quotes on both sides (`” ”`).
pub const PRINTED_QUOTES: &[(&str, &[&str])] = &[
    ("«", &["»"]),
    ("»", &["«", "»"]),
    ("“", &["”"]),
    ("„", &["“", "”"]),
    ("”", &["”"]),
    ("‘", &["’"]),
    ("‚", &["‘", "’"]),
];

/// The opening quote of print `bytes` start with: its length and the
/// closing quotes of its pair ([`PRINTED_QUOTES`]).
fn opening_quote(bytes: &[u8]) -> Option<(usize, &'static [&'static str])> {
    PRINTED_QUOTES
        .iter()
        .find(|(open, _)| bytes.starts_with(open.as_bytes()))
        .map(|(open, closers)| (open.len(), *closers))
}

/// The quotes of a tag value printed between quotes of print
/// ([`TokenKind::PrintedString`]), from the bytes of its token: the
/// lengths of its opening and its closing quote. `None` for bytes that
/// are no such value.
#[must_use]
pub fn printed_quotes(bytes: &[u8]) -> Option<(usize, usize)> {
    let (open, closers) = opening_quote(bytes)?;
    let close = closers
        .iter()
        .find(|c| bytes.len() >= open + c.len() && bytes.ends_with(c.as_bytes()))?;
    Some((open, close.len()))
}

/// A tag value printed between quotes of print (the bytes of a
/// [`TokenKind::PrintedString`] token, `«Müller, "Hans"»`) as PGN writes
/// it: between `"`, with a `\` before every `"` and `\` of its text
/// (`\"` and `\\` already written so are its text's `"` and `\`, as in a PGN
/// string). `None` for bytes that are no such value.
#[must_use]
pub fn standard_string(bytes: &[u8]) -> Option<String> {
    let (open, close) = printed_quotes(bytes)?;
    let inner = String::from_utf8_lossy(&bytes[open..bytes.len() - close]);
    let mut out = String::with_capacity(inner.len() + 2);
    out.push('"');
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if matches!(chars.peek(), Some('"' | '\\')) => {
                out.push('\\');
                out.extend(chars.next());
            }
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out.push('"');
    Some(out)
}

/// Whether a word read by the fast path needs a second look
/// ([`Lexer::word`]): it ends with one of `+ - =` (a glued evaluation
/// symbol?).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Look {
    No,
    Yes,
}

/// Byte classes of the fast path ([`CLASS`]).
mod class {
    /// An ASCII byte that goes on with a word: letters, digits, `: - = + #
    /// _ @` (and `/`, which the fast path leaves to the automaton).
    pub(super) const WORD: u8 = 1;
    /// A byte that may go on with a word, or follow it in one token, that
    /// the fast path leaves to the automaton: any byte of a non-ASCII
    /// character, `(` (a promotion), `.` (`e.p.`), `;` and `,` (separators
    /// of print), `/` (alternatives, `e8/Q`), `~` (any move, `S~`).
    pub(super) const WORD_STOP: u8 = 2;
    /// A space or a tab.
    pub(super) const BLANK: u8 = 4;
    /// A byte that may go on with a run of spaces and tabs: a byte of a
    /// non-ASCII character, a vertical tab, a form feed.
    pub(super) const BLANK_STOP: u8 = 8;
    /// The last byte of a word that a space and more may go on with as one
    /// move ([`super::Lexer::after_word`]): a capture sign (`x :`, the
    /// last byte of `×`), a file, a dash (`-`, the last byte of `‒ – —`).
    pub(super) const SPACED_END: u8 = 16;
    /// `+ - =`: a word ending with one may end with an evaluation symbol.
    pub(super) const TAIL: u8 = 32;
    /// An ASCII digit.
    pub(super) const DIGIT: u8 = 64;
    /// The byte after a word and a space that may go on with the word as
    /// one move: a capture sign (`x X :`, the first byte of `×`), a dash
    /// (`-`, the first byte of `–` and `—`).
    pub(super) const SPACED_NEXT: u8 = 128;
}

/// The class bits of every byte (see [`class`]).
static CLASS: [u8; 256] = {
    use class::{BLANK, BLANK_STOP, DIGIT, SPACED_END, SPACED_NEXT, TAIL, WORD, WORD_STOP};
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        let mut c = 0;
        if byte.is_ascii_alphanumeric()
            || matches!(byte, b':' | b'-' | b'=' | b'+' | b'#' | b'_' | b'@')
        {
            c |= WORD;
        }
        if byte >= 0x80 || matches!(byte, b'(' | b'.' | b';' | b',' | b'/' | b'~') {
            c |= WORD_STOP;
        }
        if matches!(byte, b' ' | b'\t') {
            c |= BLANK;
        }
        if byte >= 0x80 || matches!(byte, 0x0B | 0x0C) {
            c |= BLANK_STOP;
        }
        if matches!(byte, b'+' | b'-' | b'=') {
            c |= TAIL;
        }
        if byte.is_ascii_digit() {
            c |= DIGIT;
        }
        if matches!(byte, b'x' | b':' | 0x97 | b'a'..=b'h' | b'-' | 0x92..=0x94) {
            c |= SPACED_END;
        }
        if matches!(byte, b'x' | b'X' | b':' | 0xC3 | b'-' | 0xE2) {
            c |= SPACED_NEXT;
        }
        table[b] = c;
        b += 1;
    }
    table
};

/// Whether the move number `written` has its period or ellipsis (`3.`,
/// `1. …`, not `12`): a move is numbered after it (the lexer's `numbered`).
/// `12.`, the commonest, with no loop.
#[inline(always)]
fn numbered_by(written: &[u8]) -> bool {
    written.last() == Some(&b'.') || written.iter().any(|&b| b == b'.' || b == 0xE2)
}

/// Whether `b` is a file of algebraic notation (`a` to `h`) or a digit.
#[inline(always)]
fn file_or_digit(b: u8) -> bool {
    (b'a'..=b'h').contains(&b) || b.is_ascii_digit()
}

/// The class bits of `b`.
#[inline(always)]
fn class(b: u8) -> u8 {
    CLASS[usize::from(b)]
}

/// Where the run of bytes of `src` from `from` on that have one of the
/// class bits `bits` ends.
#[inline(always)]
fn run(src: &[u8], from: usize, bits: u8) -> usize {
    let rest = src.get(from..).unwrap_or_default();
    from + rest
        .iter()
        .position(|&b| class(b) & bits == 0)
        .unwrap_or(rest.len())
}

/// The most common tokens, read without the automaton: the raw token at
/// `start` and its end, exactly as the automaton would give them, and for a
/// word whether it needs a second look; or `None` when the automaton must
/// decide (anything not plain ASCII, escapes in strings, words followed by
/// `.` or `(`, bare numbers…).
#[inline(always)]
fn fast_token(src: &[u8], start: usize) -> Option<(Raw, usize, Look)> {
    use class::{BLANK, BLANK_STOP, DIGIT, TAIL, WORD, WORD_STOP};
    let &first = src.get(start)?;
    let (raw, end) = match first {
        b'a'..=b'z' | b'A'..=b'Z' => {
            let end = run(src, start + 1, WORD);
            // Non-ASCII may go on with the word; `(` may be a promotion,
            // `.` an `e.p.` suffix, `;` and `,` separators of print, `/`
            // alternatives.
            if src.get(end).is_some_and(|&b| class(b) & WORD_STOP != 0) {
                return None;
            }
            // A check mark alone at the end (`Nf3+`) starts no evaluation
            // symbol: all those of two or more characters go on with one of
            // `/ - = −`, which end no word here.
            let last = src[end - 1];
            let look =
                if class(last) & TAIL != 0 && (last != b'+' || class(src[end - 2]) & TAIL != 0) {
                    Look::Yes
                } else {
                    Look::No
                };
            return Some((Raw::Word, end, look));
        }
        b' ' | b'\t' => {
            let end = run(src, start + 1, BLANK);
            if src.get(end).is_some_and(|&b| class(b) & BLANK_STOP != 0) {
                return None;
            }
            (Raw::Whitespace, end)
        }
        b'\n' => (Raw::Newline, start + 1),
        b'\r' => (
            Raw::Newline,
            start + 1 + usize::from(src.get(start + 1) == Some(&b'\n')),
        ),
        b'0'..=b'9' => {
            let digits = run(src, start + 1, DIGIT);
            match src.get(digits) {
                Some(b'.') => {
                    let mut end = digits + 1;
                    while src.get(end) == Some(&b'.') {
                        end += 1;
                    }
                    // An ellipsis may go on with the number, and so may
                    // periods after a space.
                    match src.get(end) {
                        Some(0x80..) => return None,
                        Some(b' ') if matches!(src.get(end + 1), Some(b'.' | 0x80..)) => {
                            return None;
                        }
                        _ => {}
                    }
                    (Raw::MoveNumber, end)
                }
                // `1-0`, `0-1`, `1/2-1/2` ending there.
                Some(b'-' | b'/') if digits == start + 1 => {
                    let rest = &src[start..];
                    let len = if rest.starts_with(b"1-0") || rest.starts_with(b"0-1") {
                        3
                    } else if rest.starts_with(b"1/2-1/2") {
                        7
                    } else {
                        return None;
                    };
                    if src
                        .get(start + len)
                        .is_some_and(|&b| class(b) & (WORD | WORD_STOP) != 0)
                    {
                        return None;
                    }
                    (Raw::Result, start + len)
                }
                _ => return None,
            }
        }
        b'"' => {
            let rest = &src[start + 1..];
            let len = memchr::memchr3(b'"', b'\\', b'\n', rest)?;
            if rest[len] != b'"' || memchr::memchr(b'\r', &rest[..len]).is_some() {
                return None;
            }
            (Raw::String, start + len + 2)
        }
        b'{' => match memchr::memchr(b'}', &src[start + 1..]) {
            Some(len) => (Raw::BraceComment, start + len + 2),
            None => (Raw::UnterminatedBraceComment, src.len()),
        },
        b';' => (
            Raw::LineComment,
            memchr::memchr2(b'\n', b'\r', &src[start..]).map_or(src.len(), |n| start + n),
        ),
        b'[' => (Raw::TagOpen, start + 1),
        b']' => (Raw::TagClose, start + 1),
        // `(1 x 0)`, a result in parentheses, is the automaton's.
        b'(' if !matches!(src.get(start + 1), Some(b'0' | b'1' | 0xC2)) => {
            (Raw::ParenOpen, start + 1)
        }
        b')' => (Raw::ParenClose, start + 1),
        b'*' => (Raw::Result, start + 1),
        b'$' => {
            let end = run(src, start + 1, DIGIT);
            if end == start + 1 {
                return None;
            }
            (Raw::Nag, end)
        }
        b'!' | b'?' => (
            Raw::Glyph,
            start + 1 + usize::from(matches!(src.get(start + 1), Some(b'!' | b'?'))),
        ),
        _ => return None,
    };
    Some((raw, end, Look::No))
}

/// Where a word of descriptive notation ends that goes on, at `end`, with
/// a qualifier in parentheses glued to it — a rank, a square or a piece:
/// `R(1)-Q1`, `N(Q2)-B3`, `Kt(QB3)xP`, `QxP(N7)`, `P-K8(Q)ch`, Spanish
/// `C(3A)xP` — or `None` when the `(` opens a variation. Only a word that
/// no algebraic move can be: ASCII letters and digits, `-`, `x`, `×` and
/// `/`, with a capital letter and none of the files `a`–`h`; and only a
/// qualifier closed at once (`(Q2)`, not `(Q2 …`). What follows the `)`
/// without a space goes on with the word (`-Q1`, `xP`, `ch`).
#[cold]
fn descriptive_parens(src: &[u8], start: usize, mut end: usize) -> Option<usize> {
    let descriptive_byte =
        |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'/' | b'+' | b'#' | b'=');
    let word = &src[start..end];
    let mut capital = false;
    let mut i = 0;
    while let Some(&b) = word.get(i) {
        if word[i..].starts_with("×".as_bytes()) {
            i += "×".len();
            continue;
        }
        if !descriptive_byte(b) || (b'a'..=b'h').contains(&b) {
            return None;
        }
        capital |= b.is_ascii_uppercase();
        i += 1;
    }
    if !capital {
        return None;
    }
    while src.get(end) == Some(&b'(') {
        let inner_start = end + 1;
        let close = inner_start
            + src
                .get(inner_start..)?
                .iter()
                .take(6)
                .position(|&b| b == b')')?;
        let inner = &src[inner_start..close];
        let rank = |b: &u8| (b'1'..=b'8').contains(b);
        let letters = |s: &[u8]| {
            s.first().is_some_and(u8::is_ascii_uppercase) && s.iter().all(u8::is_ascii_alphabetic)
        };
        let qualifier = match inner {
            [r] => rank(r),
            [head @ .., r] if rank(r) => letters(head),
            [r, tail @ ..] if rank(r) => letters(tail),
            _ => letters(inner) && inner.len() <= 2,
        };
        if !qualifier {
            return None;
        }
        end = close + 1;
        loop {
            match src.get(end) {
                Some(&b) if descriptive_byte(b) => end += 1,
                _ if src[end..].starts_with("×".as_bytes()) => end += "×".len(),
                _ => break,
            }
        }
    }
    Some(end)
}

/// Where a move of descriptive notation printed with the spaces of the page
/// inside it ends, read from `start` (`P - Q 4`, `Kt - K B 3`, `Q Kt - Q 2`,
/// `Kt (B 3) × Q`, `P × P`, `K - B sq`, `P - K 8 (Q)`, `O - O - O`), or
/// `None` when the words from there make no such move with a space inside.
/// Shape only, in no language: the piece is one to three capitals (each may
/// have a small letter after it that is no file of algebraic notation,
/// `Kt`), then a rank or square in parentheses or after `/` (`(B 3)`,
/// `/4`), then a dash or capture sign, then the file's capitals and, after
/// a dash, the rank (`1`–`8`) or `sq`; after a capture, a qualifier of the
/// piece taken in parentheses; then a promotion (`(Q)`, `= Q`). One space
/// at most stands between two parts: a wider gap (the columns of a book)
/// ends the move. The move ends at its rank, so `P - K 4 P - K 4` is two;
/// capitals after the piece taken belong to it (`P × Q P`) unless a sign
/// follows them, which makes them the next move's piece (`Kt × Kt P - Kt 4`
/// is `Kt × Kt` and `P - Kt 4`). Check words and marks glued to the end go
/// with the move (`R - Q 8ch`, `Q - R 5(ch)`), as does a `,` or a `;` of
/// print ([`separator_follows`]); the move must end where a word may.
#[cold]
#[inline(never)]
fn spaced_descriptive(src: &[u8], start: usize) -> Option<usize> {
    let mut at = start;
    if let Some(end) = spaced_castling(src, start) {
        at = end;
    } else {
        at = spaced_part(src, at, spaced_capital)?;
        for _ in 0..2 {
            match spaced_part(src, at, spaced_capital) {
                Some(next) => at = next,
                None => break,
            }
        }
        // The piece's rank or square.
        if let Some(next) = spaced_part(src, at, spaced_qualifier) {
            at = next;
        } else if src.get(at) == Some(&b'/') && spaced_rank(src, at + 1).is_some() {
            at += 2;
        }
        let sign_start = if src.get(at) == Some(&b' ') {
            at + 1
        } else {
            at
        };
        at = spaced_part(src, at, spaced_sign)?;
        let capture = !matches!(src[sign_start], b'-' | 0xE2);
        at = spaced_part(src, at, spaced_capital)?;
        // More capitals: the file's, or the piece's taken (`Q Kt 3`, `Q P`),
        // unless a sign after them makes them the next move's piece.
        let mut run = at;
        for _ in 0..2 {
            match spaced_part(src, run, spaced_capital) {
                Some(next) => run = next,
                None => break,
            }
        }
        let next_move = spaced_part(src, run, spaced_sign).is_some()
            || spaced_part(src, run, spaced_qualifier)
                .and_then(|q| spaced_part(src, q, spaced_sign))
                .is_some();
        if !next_move {
            at = run;
        }
        if capture {
            if let Some(next) = spaced_part(src, at, spaced_qualifier) {
                at = next;
            }
        } else {
            at = spaced_part(src, at, spaced_rank).or_else(|| {
                spaced_part(src, at, |src, i| {
                    src[i..].starts_with(b"sq").then_some(i + 2)
                })
            })?;
        }
        // A promotion.
        if let Some(next) = spaced_part(src, at, spaced_qualifier).or_else(|| {
            spaced_part(src, at, |src, i| (src[i] == b'=').then_some(i + 1))
                .and_then(|eq| spaced_part(src, eq, spaced_capital))
        }) {
            at = next;
        }
    }
    if !src[start..at].contains(&b' ') {
        return None;
    }
    // Check words and marks glued on (`ch`, `+`, `(ch)`); a square glued
    // on (`O - Oc8`) is another move's.
    while src
        .get(at)
        .is_some_and(|&b| b.is_ascii_lowercase() || matches!(b, b'+' | b'#'))
    {
        at += 1;
    }
    if src.get(at).is_some_and(u8::is_ascii_digit) {
        return None;
    }
    if src.get(at) == Some(&b'(')
        && let Some(close) = src[at + 1..].iter().take(5).position(|&b| b == b')')
        && close > 0
        && src[at + 1..at + 1 + close]
            .iter()
            .all(|&b| b.is_ascii_lowercase() || b == b'.')
    {
        at += close + 2;
    }
    match src.get(at) {
        Some(b',') => at += 1,
        Some(b';') if separator_follows(src, at + 1) => at += 1,
        _ => {}
    }
    word_may_end(src, at).then_some(at)
}

/// Whether a move word of print read on over spaces (a spaced move or
/// castling) may end at `src[at]`: at the text's end, a blank, an
/// annotation, a `)`, a stop, a separator or a comment.
fn word_may_end(src: &[u8], at: usize) -> bool {
    matches!(
        src.get(at),
        None | Some(b' ' | b'\t' | b'\r' | b'\n' | b'!' | b'?' | b')' | b'.' | b',' | b';' | b'{')
    )
}

/// Where a move of algebraic notation ends that is printed with a space
/// between each of its letters and digits, as old books and newspapers
/// print it (Die Gartenlaube, 1887: `1. D g 7 – h 7 !`, `S b 6 – c 4 :`,
/// `K d 5`, `c 2 – c 3`, `3. d 3 matt.`), the word from `start` to `end`
/// being its first letter, one character, a space after it:
///
/// * a piece's capital (of any script) and a square (`D g 7`, `K c 4`);
/// * a square and a dash, one space on each side, and a square, the
///   piece's capital before them maybe (`D h 7 – d 7`, `c 2 – c 3`);
/// * a square alone (a pawn's move, `f 4`) only right after a move number
///   (`numbered`): elsewhere a letter and a digit apart are prose
///   (`Seite a 5`).
///
/// A square is a small letter (not `x`) of any script, one space and a
/// rank, `1` to `8`, with no digit after it. A capture mark printed after
/// the move with a space before it (`S b 6 – c 4 :`, `D f 5 :`) goes with
/// it, as does a `,` or `;` of print; the move must end where a word may.
/// `None` for anything else, which stays as it was (`D g`, `a 5`, `a 55`).
/// Whether the letters are a piece and files of the game's language is
/// for [`crate::printed`] to tell, which reads the word as one move.
#[cold]
#[inline(never)]
fn spaced_algebraic(src: &[u8], start: usize, end: usize, numbered: bool) -> Option<usize> {
    let first = std::str::from_utf8(&src[start..end]).ok()?.chars().next()?;
    let square = |at: usize| -> Option<usize> {
        let head = src.get(at..(at + 6).min(src.len()))?;
        let text = match std::str::from_utf8(head) {
            Ok(text) => text,
            Err(e) => std::str::from_utf8(&head[..e.valid_up_to()]).ok()?,
        };
        let file = text.chars().next()?;
        if !file.is_alphabetic() || !file.is_lowercase() || file == 'x' {
            return None;
        }
        let space = at + file.len_utf8();
        (src.get(space) == Some(&b' ')
            && src
                .get(space + 1)
                .is_some_and(|b| (b'1'..=b'8').contains(b))
            && !src.get(space + 2).is_some_and(u8::is_ascii_digit))
        .then_some(space + 2)
    };
    let piece = first.is_uppercase();
    let mut at = if piece {
        square(end + 1)?
    } else {
        square(start)?
    };
    // The second square of long notation, after a dash apart.
    let mut long = false;
    if src.get(at) == Some(&b' ') {
        let rest = &src[at + 1..];
        let dash = ["-", "–", "—", "−"]
            .iter()
            .find(|d| rest.starts_with(d.as_bytes()))
            .map(|d| d.len());
        if let Some(len) = dash
            && src.get(at + 1 + len) == Some(&b' ')
            && let Some(to) = square(at + 2 + len)
        {
            at = to;
            long = true;
        }
    }
    if !piece && !long && !numbered {
        return None;
    }
    // A capture mark printed after the move (`S b 6 – c 4 :`).
    if src[at..].starts_with(b" :") && word_may_end(src, at + 2) {
        at += 2;
    }
    match src.get(at) {
        Some(b',') => at += 1,
        Some(b';') if separator_follows(src, at + 1) => at += 1,
        _ => {}
    }
    word_may_end(src, at).then_some(at)
}

/// Whether `word` is a move of algebraic notation printed with spaces
/// inside it, whole (see [`spaced_algebraic`]; a pawn's square alone read
/// as standing after a move number): `D g 7 – h 7`, `K c 4 :`, `f 4`; or
/// castling with digit zeros and spaces for its hyphens, `0 0`, `0 0 0`
/// ([`zeros_apart`]).
#[must_use]
pub fn is_spaced_algebraic(word: &str) -> bool {
    let bytes = word.as_bytes();
    if bytes.first() == Some(&b'0') {
        // Castling with its hyphens lost (`0 0`, `0 0 0`: [`zeros_apart`]).
        return zeros_apart(bytes, 0) == Some(bytes.len());
    }
    word.contains(' ')
        && word
            .chars()
            .next()
            .is_some_and(|c| bytes.get(c.len_utf8()) == Some(&b' '))
        && word
            .chars()
            .next()
            .is_some_and(|c| spaced_algebraic(bytes, 0, c.len_utf8(), true) == Some(bytes.len()))
}

/// Where a move of long notation ends whose capture sign is a `*` glued
/// between its two squares (`Rg2*h2`, `g5*h4`, `Sg6*e7+`), as problem
/// databases and the programs that solve problems print captures (the
/// columns of soks.sk, "Diagram týždňa"), the word from `start` to `end`
/// ending with the square the piece leaves, the `*` at `end`: the square
/// taken after it and the rest of the word (a promotion, check marks).
/// `None` when no square stands on each side of the `*` (`e4*`, `1-0*`,
/// `e4 * e5`): the `*` is the result it is. No game goes on after its
/// result, so a `*` between two squares of one word can be no result.
/// [`crate::printed`] reads the word as one move.
#[cold]
#[inline(never)]
fn star_capture(src: &[u8], start: usize, end: usize) -> Option<usize> {
    let square = |file: Option<&u8>, rank: Option<&u8>| {
        file.is_some_and(|f| (b'a'..=b'h').contains(f))
            && rank.is_some_and(|r| (b'1'..=b'8').contains(r))
    };
    if end < start + 2 || !square(src.get(end - 2), src.get(end - 1)) {
        return None;
    }
    if !square(src.get(end + 1), src.get(end + 2)) {
        return None;
    }
    Some(run(src, end + 3, class::WORD))
}

/// Where a capture printed with its capture sign apart ends, the word from
/// `start` to `end` (a space after it) being what stands before the sign or
/// before the space:
///
/// * long notation, a space on each side of the sign (`f5 X e4`,
///   `Pg1 x f3`, `e4 : d5`, `Lg5 × f6`, `Кg1 x f3`): the word is a piece (a
///   capital or two letters starting with one, or none) and a square (a
///   letter for the file and a rank, in any script), or a pawn's sign
///   glued to that square and one space after it (`c3: d4`, `e4x d5`);
/// * a short capture, as blogs print it: a piece's capital alone before the
///   sign (`D x d3`, `Д x d3`, `מה x ד3`), or a capital, a file or both
///   with an `x` glued on and one space after it (`Dx b2`, `dx e4`,
///   `Cdx e4`, `Кx e4`).
///
/// Then the square taken (a small letter of any script and a rank), what
/// may follow a square in a word (check marks, `=` and a capital of
/// promotion, a `,` or `;` of print), ending where a word may. `None` for
/// anything else, which stays as it was (`8 x 8`, `Nf3 x Nc6`).
/// [`crate::printed`] reads the word as one move.
#[cold]
#[inline(never)]
fn spaced_capture(src: &[u8], start: usize, end: usize) -> Option<usize> {
    if src.get(end) != Some(&b' ') {
        return None;
    }
    let rank = |c: char| ('1'..='8').contains(&c);
    let word = std::str::from_utf8(src.get(start..end)?).ok()?;
    // A capital, or a letter of a script with no case (Hebrew's `מה`).
    let capital =
        |c: char| c.is_uppercase() || (c.is_alphabetic() && !c.is_lowercase() && !c.is_ascii());
    let small = |c: char| {
        c.is_alphabetic() && !c.is_uppercase() && (!c.is_ascii() || ('a'..='h').contains(&c))
    };
    // The piece of a short capture, its file maybe.
    let short = |head: &str, glued: bool| {
        let mut letters = head.chars();
        match (letters.next(), letters.next(), letters.next()) {
            (Some(piece), None, _) => capital(piece) || (glued && small(piece)),
            (Some(piece), Some(file), None) => {
                capital(piece) && ((glued && small(file)) || (!file.is_ascii() && capital(file)))
            }
            _ => false,
        }
    };
    // The square a piece of long notation leaves, its piece maybe.
    let long = |word: &str| {
        let mut back = word.chars().rev();
        back.next().is_some_and(rank) && back.next().is_some_and(char::is_alphabetic) && {
            let piece: Vec<char> = back.rev().collect();
            match piece.as_slice() {
                [] => true,
                [first, rest @ ..] => {
                    rest.len() <= 1
                        && !first.is_lowercase()
                        && piece.iter().all(|c| c.is_alphabetic())
                }
            }
        }
    };
    // A pawn's capture whose sign is glued to the square the pawn leaves,
    // a space after it (`c3: d4`, `e4x d5`: a Polish opening's notes,
    // chomikuj.pl): the square taken one file aside and
    // one rank ahead or behind. A piece's (`Pf3: d5`) is not read so: old
    // Dutch print puts the sign after the square taken on (`Pf3:`, the
    // knight takes on f3), and the move after it is the next.
    let pawn_apart = |head: &str| {
        // A square's file (Latin, Greek or Hebrew letters, in order) and rank.
        let square = |text: &str| {
            let mut chars = text.chars();
            let file = match chars.next()? {
                c @ 'a'..='h' => c as u32 - 'a' as u32,
                c @ 'α'..='θ' => c as u32 - 'α' as u32,
                c @ 'א'..='ח' => c as u32 - 'א' as u32,
                _ => return None,
            };
            let rank = chars.next()?.to_digit(10).filter(|r| (1..=8).contains(r))?;
            Some((file, rank))
        };
        let after = src
            .get(end + 1..(end + 9).min(src.len()))
            .map(String::from_utf8_lossy);
        head.chars().count() == 2
            && square(head)
                .zip(after.as_deref().and_then(square))
                .is_some_and(|((f, r), (g, s))| f.abs_diff(g) == 1 && r.abs_diff(s) == 1)
    };
    let to = if let Some(head) = word.strip_suffix('x') {
        // The sign glued to the piece or file (`Dx b2`, `dx e4`), or to
        // the square a pawn leaves (`e4x d5`).
        if !short(head, true) && !pawn_apart(head) {
            return None;
        }
        end + 1
    } else if let Some(head) = word.strip_suffix([':', '×']) {
        if !pawn_apart(head) {
            return None;
        }
        end + 1
    } else {
        if !long(word) && !short(word, false) {
            return None;
        }
        let sign = if src[end + 1..].starts_with("×".as_bytes()) {
            "×".len()
        } else if matches!(src.get(end + 1), Some(b'x' | b'X' | b':')) {
            1
        } else {
            return None;
        };
        let to = end + 1 + sign;
        if src.get(to) != Some(&b' ') {
            return None;
        }
        to + 1
    };
    // What follows, as text: at most a square and its marks matter.
    let after = src.get(to..(to + 24).min(src.len()))?;
    let after = match std::str::from_utf8(after) {
        Ok(text) => text,
        Err(e) => std::str::from_utf8(&after[..e.valid_up_to()]).ok()?,
    };
    let mut chars = after.char_indices();
    let file = chars
        .next()
        .is_some_and(|(_, c)| c.is_alphabetic() && !c.is_uppercase() && c != 'x');
    if !file || !chars.next().is_some_and(|(_, c)| rank(c)) {
        return None;
    }
    let mut at = to + after.len();
    for (i, c) in chars {
        if !(matches!(c, '+' | '#' | '=') || c.is_uppercase()) {
            at = to + i;
            break;
        }
    }
    match src.get(at) {
        Some(b',') => at += 1,
        Some(b';') if separator_follows(src, at + 1) => at += 1,
        _ => {}
    }
    match src.get(at) {
        None
        | Some(b' ' | b'\t' | b'\r' | b'\n' | b'!' | b'?' | b')' | b'.' | b',' | b';' | b'{') => {
            Some(at)
        }
        _ => None,
    }
}

/// The length of the dash (`-`, `–`, `—`, `−`) or capture sign (`x`, `X`,
/// `:`, `×`) at `src[at]`.
fn move_sign(src: &[u8], at: usize) -> Option<usize> {
    let rest = src.get(at..)?;
    if matches!(rest.first(), Some(b'-' | b'x' | b'X' | b':')) {
        return Some(1);
    }
    WIDE_SIGNS
        .iter()
        .find(|sign| rest.starts_with(sign.as_bytes()))
        .map(|sign| sign.len())
}

/// The dashes (`–`, `—`, `−`) and the capture sign (`×`) of print that
/// take more than one byte.
const WIDE_SIGNS: [&str; 4] = ["–", "—", "−", "×"];

/// Where a square ends that stands at `src[at]` in a move broken across a
/// line ([`broken_move`]): a file (`a` to `h`, or a small letter of
/// another script) and a rank, `1` to `8` with no digit after it, or the
/// small `l` a scan reads for 1 (`xdl;`) with no letter or digit after it.
fn broken_square(src: &[u8], at: usize) -> Option<usize> {
    let head = src.get(at..(at + 4).min(src.len()))?;
    let text = match std::str::from_utf8(head) {
        Ok(text) => text,
        Err(e) => std::str::from_utf8(&head[..e.valid_up_to()]).ok()?,
    };
    let file = text.chars().next()?;
    let ascii_file = ('a'..='h').contains(&file);
    if !ascii_file && (file.is_ascii() || !file.is_alphabetic() || !file.is_lowercase()) {
        return None;
    }
    let rank = at + file.len_utf8();
    match src.get(rank) {
        Some(b'l') if ascii_file && !src.get(rank + 1).is_some_and(u8::is_ascii_alphanumeric) => {
            Some(rank + 1)
        }
        _ => spaced_rank(src, rank),
    }
}

/// Whether `word` is the start of a move of long notation up to its first
/// square: a square (a file and a rank, or the `l` a scan reads for 1)
/// with a piece before it or not (a capital, or two letters starting with
/// one: `Rf3`, `e2`, `Bcl`, `Кb1`).
fn piece_square(word: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(word) else {
        return false;
    };
    let mut back = text.char_indices().rev();
    let (Some((_, rank)), Some((file_at, file))) = (back.next(), back.next()) else {
        return false;
    };
    let ascii_file = ('a'..='h').contains(&file);
    if !(('1'..='8').contains(&rank) || (rank == 'l' && ascii_file))
        || !(ascii_file || (!file.is_ascii() && file.is_alphabetic() && file.is_lowercase()))
    {
        return false;
    }
    // A second letter is no file and no capture sign (`Kt`, not `Nx`).
    let piece = &text[..file_at];
    let mut letters = piece.chars();
    match (letters.next(), letters.next(), letters.next()) {
        (None, _, _) => true,
        (Some(first), second, None) => {
            first.is_alphabetic()
                && !first.is_lowercase()
                && second.is_none_or(|c| c.is_alphabetic() && !('a'..='h').contains(&c) && c != 'x')
        }
        _ => false,
    }
}

/// Where a move of long notation ends that a narrow column breaks across
/// a line at its dash or capture sign, as old newspapers and magazines
/// print it (Í uppnámi, 1902: `1. e2⏎—e4, e7—e6;`, `5. Rf3⏎—g5`, `9. e5—⏎e6`,
/// `Bg4⏎xdl;`, `Ke8 x⏎f7`, `7. e4 X⏎d5`), the word from `start` to `end`
/// being what stands before the line break:
///
/// * a piece and a square (`e2`, `Rf3`, `Bg4`) at the line's end, the next
///   line starting with a dash or capture sign and the square gone to;
/// * a piece, a square and the sign glued to it (`e5—`), the next line
///   starting with the square;
/// * a piece and a square, a space and the sign apart (`e4 X`, `Ke8 x`,
///   `Rf6 —`) at the line's end, the next line starting with the square.
///
/// The line break is one `\n` or `\r\n` (never a blank line), nothing
/// between it and the sign or square on the next line; after the square,
/// at most a check sign or two, or a letter a scan reads for the dagger
/// of check (`f`, `t`, `þ`), a `,` or `;` of print, and the word must end
/// where a word may. `None` for anything else: a line that ends with a
/// square and a next one that starts with a word (`x-rays`), a sign with
/// no square after it, are two words as before. [`crate::printed`] reads
/// the word as one move, its line break left out.
#[cold]
#[inline(never)]
fn broken_move(src: &[u8], start: usize, end: usize) -> Option<usize> {
    let word = src.get(start..end)?;
    let mut at = end;
    // The sign apart before the line break (`e4 X⏎`).
    let apart = src.get(at) == Some(&b' ');
    if apart {
        at += 1 + move_sign(src, at + 1)?;
    }
    // One line break, then the sign or the square.
    if src.get(at) == Some(&b'\r') {
        at += 1;
    }
    if src.get(at) != Some(&b'\n') {
        return None;
    }
    at += 1;
    let next = src.get(at)?;
    if !(next.is_ascii_lowercase() || *next >= 0x80 || matches!(next, b'-' | b'X' | b':')) {
        return None;
    }
    if apart {
        // `e4 X⏎d5`: a square before the sign.
        if !piece_square(word) {
            return None;
        }
    } else if piece_square(word) {
        // `e2⏎—e4`: the sign starts the next line.
        at += move_sign(src, at)?;
    } else {
        // `e5—⏎e6`: the sign glued to the square before the break.
        let sign = (1..=3)
            .filter(|&len| len < word.len())
            .find(|&len| move_sign(word, word.len() - len) == Some(len))?;
        if !piece_square(&word[..word.len() - sign]) {
            return None;
        }
    }
    long_move_tail(src, broken_square(src, at)?)
}

/// What may follow the last square of a move of long notation in one
/// word, from `at`: check signs, or a letter a scan reads for the dagger
/// of check (`f`, `t`, `þ`), then a `,` or `;` of print; where the word
/// ends, if it may end there.
fn long_move_tail(src: &[u8], mut at: usize) -> Option<usize> {
    // Check signs, or a letter read from a scan for the dagger.
    for _ in 0..2 {
        let rest = &src[at..];
        if matches!(rest.first(), Some(b'+' | b'#')) {
            at += 1;
        } else if rest.starts_with("†".as_bytes()) || rest.starts_with("‡".as_bytes()) {
            at += "†".len();
        } else {
            break;
        }
    }
    if matches!(src.get(at), Some(b'f' | b't')) {
        at += 1;
    } else if src[at..].starts_with("þ".as_bytes()) {
        at += "þ".len();
    }
    match src.get(at) {
        Some(b',') => at += 1,
        Some(b';') if separator_follows(src, at + 1) => at += 1,
        _ => {}
    }
    word_may_end(src, at).then_some(at)
}

/// A move of long notation printed with spaces where none belong
/// ([`long_apart`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LongApart {
    /// Where its second square ends.
    pub end: usize,
    /// Whether a square has a space between its file and its rank.
    pub ocr_space: bool,
    /// Whether its dash has a space before or after it.
    pub dash_apart: bool,
}

/// Reads a move of long notation at `src[start..]` printed with a space
/// where none belongs, one at most at each place and no line break:
///
/// * between a square's file and rank, as text read from scans prints it
///   (`6. f 4—f 5!`: Nýja skákblaðið, 1941; `7. Bf 1—d3`, `h 7—h5`: Skák,
///   1949; `8. Lf 1 —d3`: the Tijdschrift van den Nederlandschen
///   Schaakbond, 1925);
/// * before or after its dash (`Rg8— f6;`: Í uppnámi, 1902; `d7 —d6`,
///   `Rd2 —f 1`: Íslenskt skákblað, 1925).
///
/// The move is a piece's letters or none, a square, a dash (`-`, `–`,
/// `—`, `−`) and a square; a square is a file (`a` to `h`, or a letter of
/// another script that is no capital) and a rank, `1` to `8` with no digit
/// after it (or the small `l` a scan reads for 1,
/// glued to its file, with no letter or digit after it). `None` for
/// anything else, and for a move with no space in it. What follows the
/// second square is the caller's to look at.
#[must_use]
pub fn long_apart(src: &[u8], start: usize) -> Option<LongApart> {
    // Its dash, `-` or one of the wide ones (each starting with the byte
    // 0xE2), stands within the first 16 bytes: after at most 8 of piece
    // letters, 4 of a file, 2 of a rank and a space. None there, no move
    // (most words, asked one by one: told before any letter is looked at).
    memchr::memchr2(b'-', 0xE2, src.get(start..(start + 16).min(src.len()))?)?;
    // A piece's letters, of any script: none, one capital (or a letter of
    // a script with no case), or two letters of a script other than Latin
    // (the Hebrew queen `מה`), the first reading that goes on to a move.
    let head = src.get(start..(start + 8).min(src.len()))?;
    let head = match std::str::from_utf8(head) {
        Ok(text) => text,
        Err(e) => std::str::from_utf8(&head[..e.valid_up_to()]).ok()?,
    };
    let piece = |c: char| c.is_alphabetic() && !c.is_lowercase();
    let mut letters = head.chars();
    let (first, second) = (letters.next()?, letters.next());
    let mut lengths = vec![0];
    if piece(first) {
        lengths.push(first.len_utf8());
        if let Some(second) = second
            && !first.is_ascii()
            && piece(second)
        {
            lengths.push(first.len_utf8() + second.len_utf8());
        }
    }
    lengths
        .into_iter()
        .find_map(|len| long_apart_from(src, start + len))
}

/// [`long_apart`] from the first square of the move at `at`.
fn long_apart_from(src: &[u8], mut at: usize) -> Option<LongApart> {
    // A file: `a` to `h`, or a letter of another script that is no capital
    // (Greek `α` to `θ`, Hebrew `א` to `ח`).
    let file = |at: usize| -> Option<usize> {
        let head = src.get(at..(at + 4).min(src.len()))?;
        let text = match std::str::from_utf8(head) {
            Ok(text) => text,
            Err(e) => std::str::from_utf8(&head[..e.valid_up_to()]).ok()?,
        };
        let c = text.chars().next()?;
        ((b'a'..=b'h').contains(&src[at])
            || (!c.is_ascii() && c.is_alphabetic() && !c.is_uppercase()))
        .then(|| at + c.len_utf8())
    };
    let square = |at: usize| -> Option<(usize, bool)> {
        let rank = file(at)?;
        match src.get(rank) {
            Some(b' ') => spaced_rank(src, rank + 1).map(|end| (end, true)),
            Some(b'l') if !src.get(rank + 1).is_some_and(u8::is_ascii_alphanumeric) => {
                Some((rank + 1, false))
            }
            _ => spaced_rank(src, rank).map(|end| (end, false)),
        }
    };
    let (from_end, ocr_from) = square(at)?;
    at = from_end;
    let before = src.get(at) == Some(&b' ');
    at += usize::from(before);
    let rest = src.get(at..)?;
    at += if rest.first() == Some(&b'-') {
        1
    } else {
        WIDE_SIGNS[..3]
            .iter()
            .find(|dash| rest.starts_with(dash.as_bytes()))?
            .len()
    };
    let after = src.get(at) == Some(&b' ');
    at += usize::from(after);
    let (end, ocr_to) = square(at)?;
    let found = LongApart {
        end,
        ocr_space: ocr_from || ocr_to,
        dash_apart: before || after,
    };
    (found.ocr_space || found.dash_apart).then_some(found)
}

/// Where a move of long notation ends that has a space a scan put inside
/// one of its squares ([`long_apart`]: `f 4—f 5`, `Bf 1—d3`, `Lf 1 —d3`,
/// `Rd2 —f 1`), the word from `start` to `end`, a space after it, being
/// its start: the marks and separator after it with it, ending where a
/// word may. `None` for a move with no such space (`Rg8— f6`, `e4 – e5`:
/// which is a move of long notation and which a pair of moves is for
/// [`crate::printed`] and the walker to tell, by legality), or anything
/// else. A file and a rank apart are never two moves: no move ends with a
/// file, none starts with a rank. [`crate::printed`] reads the word as one
/// move.
#[cold]
#[inline(never)]
fn ocr_spaced(src: &[u8], start: usize, end: usize) -> Option<usize> {
    let found = long_apart(src, start).filter(|f| f.ocr_space && f.end > end + 1)?;
    long_move_tail(src, found.end)
}

/// Whether `word` is a capture with its capture sign printed apart, whole
/// (see [`spaced_capture`]): `f5 X e4`, `D x d3`, `dx e4+`; not `O - O`.
#[must_use]
pub fn is_spaced_capture(word: &str) -> bool {
    let bytes = word.as_bytes();
    bytes
        .iter()
        .position(|&b| b == b' ')
        .is_some_and(|space| spaced_capture(bytes, 0, space) == Some(bytes.len()))
}

/// A part of a spaced descriptive move read by `part` at `at`, or after one
/// space there: where it ends.
fn spaced_part(
    src: &[u8],
    at: usize,
    part: impl Fn(&[u8], usize) -> Option<usize>,
) -> Option<usize> {
    if at >= src.len() {
        return None;
    }
    part(src, at).or_else(|| {
        (src[at] == b' ' && at + 1 < src.len())
            .then(|| part(src, at + 1))
            .flatten()
    })
}

/// A capital, with a small letter after it that is no algebraic file and
/// no capture sign (`Kt`) when no other small letter follows but `sq`
/// (`Ktsq`).
fn spaced_capital(src: &[u8], at: usize) -> Option<usize> {
    if !src.get(at).is_some_and(u8::is_ascii_uppercase) {
        return None;
    }
    let small = |i: usize| src.get(i).is_some_and(u8::is_ascii_lowercase);
    if src
        .get(at + 1)
        .is_some_and(|b| (b'i'..=b'z').contains(b) && *b != b'x')
        && (!small(at + 2) || src[at + 2..].starts_with(b"sq"))
    {
        return Some(at + 2);
    }
    (!small(at + 1) || src[at + 1..].starts_with(b"sq")).then_some(at + 1)
}

/// A rank, `1` to `8`, with no digit after it.
fn spaced_rank(src: &[u8], at: usize) -> Option<usize> {
    (src.get(at).is_some_and(|b| (b'1'..=b'8').contains(b))
        && !src.get(at + 1).is_some_and(u8::is_ascii_digit))
    .then_some(at + 1)
}

/// A dash (`-`, `–`, `—`, `−`) or a capture sign (`×`, or `x` before a space
/// or a capital).
fn spaced_sign(src: &[u8], at: usize) -> Option<usize> {
    let rest = src.get(at..)?;
    if rest.first() == Some(&b'-') {
        return Some(at + 1);
    }
    for sign in WIDE_SIGNS {
        if rest.starts_with(sign.as_bytes()) {
            return Some(at + sign.len());
        }
    }
    (rest.first() == Some(&b'x')
        && rest
            .get(1)
            .is_some_and(|&b| b == b' ' || b.is_ascii_uppercase()))
    .then_some(at + 1)
}

/// A rank, a square or a piece in parentheses, spaced or not (`(1)`,
/// `(B 3)`, `(Q Kt 5)`, `(Q)`).
fn spaced_qualifier(src: &[u8], at: usize) -> Option<usize> {
    if src.get(at) != Some(&b'(') {
        return None;
    }
    let mut i = spaced_capital(src, at + 1).or_else(|| spaced_rank(src, at + 1))?;
    while i < src.len() && src[i] != b')' && i - at <= 10 {
        i = spaced_part(src, i, spaced_capital).or_else(|| spaced_part(src, i, spaced_rank))?;
    }
    (src.get(i) == Some(&b')')).then_some(i + 1)
}

/// Where castling ends that is printed with digit zeros and a space where
/// each hyphen stands, `0 0` or `0 0 0`, starting at `start`, as text taken
/// from a PDF that a chess program wrote prints it (the hyphens of its font
/// are lost there, and its results are `1 0` and `0 1`: a page of Czech
/// club history on docplayer.cz, `6.0 0 Se7`, `10.0 0 0?!`, `(Jge2 a 0
/// 0)`). Check marks may follow, glued on; the castling must end where a
/// word may. `None` for a zero alone and for `0 1` (a result:
/// [`results_apart`]).
fn zeros_apart(src: &[u8], start: usize) -> Option<usize> {
    let mut at = start + 1;
    let mut zeros = 1;
    while zeros < 3 && src.get(at) == Some(&b' ') && src.get(at + 1) == Some(&b'0') {
        at += 2;
        zeros += 1;
    }
    if zeros < 2 {
        return None;
    }
    while matches!(src.get(at), Some(b'+' | b'#')) {
        at += 1;
    }
    word_may_end(src, at).then_some(at)
}

/// Where a result ends that is printed with a space for its hyphen, `1 0`,
/// `0 1` or `½ ½`, starting at `start` (see [`zeros_apart`]: a PDF's text,
/// `8.Je6 (…) 1 0 (Rudolf Spielmann …`). Only in bare text, and only with a
/// space, the end of a line or a `(` after it, and a space, a `)` or the
/// start of the line before it: `1 0` is the hyphen's loss only where a
/// result may stand. Not on a line that prints a FEN before it, whose
/// counters are `0 1` (`…/1NBQKBNR w Kkq - 0 1`, a position printed in a
/// page's prose).
fn results_apart(src: &[u8], start: usize) -> Option<usize> {
    let rest = &src[start..];
    let len = ["1 0", "0 1", "½ ½"]
        .iter()
        .find(|r| rest.starts_with(r.as_bytes()))?
        .len();
    let before = start.checked_sub(1).map(|i| src[i]);
    let after = src.get(start + len).copied();
    if !(matches!(before, None | Some(b' ' | b'\t' | b'\n' | b'\r' | b')'))
        && matches!(after, None | Some(b' ' | b'\t' | b'\n' | b'\r' | b'(')))
    {
        return None;
    }
    let line = memchr::memrchr2(b'\n', b'\r', &src[..start]).map_or(0, |n| n + 1);
    (memchr::memchr_iter(b'/', &src[line..start]).count() < 7).then_some(start + len)
}

/// Castling printed with spaces: `O - O`, `O - O - O`.
fn spaced_castling(src: &[u8], start: usize) -> Option<usize> {
    let o = |src: &[u8], i: usize| (src.get(i) == Some(&b'O')).then_some(i + 1);
    let mut at = o(src, start)?;
    for _ in 0..2 {
        let Some(next) = spaced_part(src, at, spaced_sign)
            .filter(|&after| src[after - 1] != b'x' && src[after - 1] != 0x97)
            .and_then(|after| spaced_part(src, after, o))
        else {
            break;
        };
        at = next;
    }
    (at > start + 1).then_some(at)
}

/// Whether a `;` that ends at `end`, glued to the word or annotation
/// before it, separates printed moves (`1.e4-e5; 2.f4-exf4;`) rather than
/// starting a comment: the rest of its line, as far as it can belong to the
/// same game ([`line_ahead`]: up to a `[` or a result),
///
/// * is blank, starts with a move number or a result written with digits,
///   or is the result `*` alone (`1 e3-c5; *`);
/// * starts with a move (`3. Bc4!; Qh4+`): a word of letters with a digit
///   from 1 to 8 in its first three characters, or castling;
/// * or is at most three words, when the line prints `;` between its
///   moves before (`32 Kg2-Kf7; 33 Kf2-Df5; remíza`, `44.Kg1-Da7; il Nero
///   abbandona`: the word for a draw or for resigning is read, not lost in
///   a comment): a `;` glued to a word before it on its line, in the
///   [`PRINTED_CONTEXT`] bytes before this one with no tag, brace or
///   bracket between, separates by the first rule.
///
/// Only the `;`'s own line is looked at, which a reader of a stream has
/// whole, and of it only what the `;`'s game holds, which the game read
/// alone has too.
///
/// A comment of PGN is a `;` apart from what comes before it (`e4 ; best`),
/// or one glued whose line goes on with words, in a game that prints no
/// `;` between its moves.
#[cold]
fn separator_follows(src: &[u8], end: usize) -> bool {
    let rest = line_ahead(src, end);
    rest_separates(rest)
        || starts_with_move(rest)
        || (ends_game(rest) && prints_separators(src, end - 1))
}

/// Whether `rest`, what follows a `;` ([`line_ahead`]), is at most three
/// words (a result in words: `remíza`, `il Nero abbandona`).
fn ends_game(rest: &[u8]) -> bool {
    let words = rest
        .split(|&b| b == b' ' || b == b'\t')
        .filter(|w| !w.is_empty())
        .count();
    words <= 3
}

/// Whether `rest`, what follows a `,` ([`line_ahead`]), is one to three
/// words with no digit, the first starting with a letter: a result in
/// words (`resigns`, `il Nero abbandona`, `remis`), which a `,` before
/// them separates from the last move as a `;` does ([`ends_game`]), in any
/// line, since a `,` starts no comment.
fn closing_words(rest: &[u8]) -> bool {
    let mut words = rest
        .split(|&b| b == b' ' || b == b'\t')
        .filter(|w| !w.is_empty());
    words.clone().next().is_some_and(|first| {
        String::from_utf8_lossy(first)
            .chars()
            .next()
            .is_some_and(char::is_alphabetic)
    }) && ends_game(rest)
        && words.all(|w| !w.iter().any(u8::is_ascii_digit))
}

/// How many bytes before a `;` [`separator_follows`] looks back for
/// another that separates moves.
const PRINTED_CONTEXT: usize = 256;

/// The starts of results (of every form the lexer reads as one) that
/// [`line_ahead`] and [`prints_separators`] do not look past.
const RESULT_STARTS: [&[u8]; 13] = [
    b"1-0",
    b"0-1",
    b"1/2",
    "½".as_bytes(),
    "1–0".as_bytes(),
    "0–1".as_bytes(),
    b"1:0",
    b"0:1",
    b"1 : 0",
    b"0 : 1",
    b"(1 x",
    b"(0 x",
    "(½ x".as_bytes(),
];

/// The rest of the line after `end`, as far as it can belong to the game
/// the byte before `end` is in: up to the line's end, a `[` (where a new
/// game may begin) or the start of a result (after which a game ends),
/// whichever comes first. A reader of a stream cuts games there, so a game
/// read alone sees the same bytes: what decides a `;` must never look
/// further (`.;n\x07[1` read whole took the `;` for a separator because of
/// the `1` after the `[`, and its game alone for a comment).
fn line_ahead(src: &[u8], end: usize) -> &[u8] {
    let rest = src.get(end..).unwrap_or_default();
    // A `*` right after the `;` is looked past: the `;` separates only if
    // it stands alone ([`rest_separates`]), else the `;` starts a comment
    // that holds the `*`, and no game ends there.
    let blanks = rest
        .iter()
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count();
    let from = blanks + usize::from(rest.get(blanks) == Some(&b'*'));
    let mut cut = rest[from..]
        .iter()
        .position(|&b| matches!(b, b'\n' | b'\r' | b'[' | b'*'))
        .map_or(rest.len(), |at| from + at);
    for result in RESULT_STARTS {
        if let Some(at) = memchr::memmem::find(&rest[..cut], result) {
            cut = at;
        }
    }
    &rest[..cut]
}

/// Whether `rest`, what follows a `;` ([`line_ahead`]), is blank, starts
/// with a digit, or is the result `*` alone.
fn rest_separates(rest: &[u8]) -> bool {
    let ink = |b: &&u8| **b != b' ' && **b != b'\t';
    match rest.iter().position(|b| ink(&b)) {
        None => true,
        Some(at) if rest[at] == b'*' => !rest[at + 1..].iter().any(|b| ink(&b)),
        Some(at) => rest[at].is_ascii_digit(),
    }
}

/// Whether `rest`, what follows a `;` ([`line_ahead`]), starts with a
/// move: castling, or a letter (of any script) with a digit from 1 to 8
/// among the first three characters (`Qh4+`, `e5`, `Кf6`, `Dxh3`).
fn starts_with_move(rest: &[u8]) -> bool {
    let blanks = rest
        .iter()
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count();
    let rest = &rest[blanks..];
    if rest.starts_with(b"O-O") || rest.starts_with(b"0-0") {
        return true;
    }
    let head = String::from_utf8_lossy(&rest[..rest.len().min(16)]);
    let mut chars = head.chars();
    chars.next().is_some_and(char::is_alphabetic) && chars.take(3).any(|c| ('1'..='8').contains(&c))
}

/// Whether a `;` glued to what is before it, on the line of `at` in the
/// [`PRINTED_CONTEXT`] bytes before it and after any tag, brace, bracket,
/// parenthesis or result there, separates moves by [`rest_separates`].
/// (A reader of a stream may cut a game after a result or a parenthesis:
/// what comes before one is another game's, which the game read alone
/// does not see.)
fn prints_separators(src: &[u8], at: usize) -> bool {
    let from = at.saturating_sub(PRINTED_CONTEXT);
    let window = &src[from..at];
    let mark = window
        .iter()
        .rposition(|b| {
            matches!(
                b,
                b'[' | b']' | b'{' | b'}' | b'(' | b')' | b'*' | b'\n' | b'\r'
            )
        })
        .map_or(0, |i| i + 1);
    let result = RESULT_STARTS
        .iter()
        .filter_map(|r| memchr::memmem::rfind(window, r).map(|i| i + r.len()))
        .max()
        .unwrap_or(0);
    let cut = mark.max(result);
    window[cut..]
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b';')
        .any(|(i, _)| {
            glued(src, from + cut + i) && rest_separates(line_ahead(src, from + cut + i + 1))
        })
}

/// Whether the `;` at `at` stands in a line of prose: a word of a
/// language ([`language_word`]) before it on its line, in the
/// [`PRINTED_CONTEXT`] bytes before it and after any result or comment in
/// braces there (a reader of a stream cuts games after a result; the words
/// of a comment are the comment's). A line of moves with a comment after
/// them (`3. e5 c5 ; the usual break`) holds none.
fn in_prose_line(src: &[u8], at: usize) -> bool {
    let from = at.saturating_sub(PRINTED_CONTEXT);
    let window = &src[from..at];
    let mark = window
        .iter()
        .rposition(|b| matches!(b, b'{' | b'}' | b'\n' | b'\r'))
        .map_or(0, |i| i + 1);
    let window = &window[mark..];
    if !language_word(&String::from_utf8_lossy(window)) {
        return false;
    }
    // Every result starts with a digit, `(` or `½`.
    if !window
        .iter()
        .any(|b| b.is_ascii_digit() || matches!(b, b'(' | 0xC2))
    {
        return true;
    }
    let result = RESULT_STARTS
        .iter()
        .filter_map(|r| memchr::memmem::rfind(window, r).map(|i| i + r.len()))
        .max()
        .unwrap_or(0);
    language_word(&String::from_utf8_lossy(&window[result..]))
}

/// Whether `text` holds a word of a language, never a move however
/// misprinted: three lowercase letters in a row, one of them no file
/// letter (`ird` of `Bird`, `çılışı`). A move's lowercase letters are
/// files and `x` (`exd5`), or one of a piece's name (`Kt`, `Кр`).
pub(crate) fn language_word(text: &str) -> bool {
    let mut run = 0;
    let mut other = false;
    for c in text.chars() {
        if c.is_lowercase() {
            run += 1;
            other |= !matches!(c, 'a'..='h' | 'x' | 'α'..='θ' | 'χ');
            if run >= 3 && other {
                return true;
            }
        } else {
            run = 0;
            other = false;
        }
    }
    false
}

/// Whether the byte at `at` comes right after an annotation, dots or a
/// check mark (`!!`, `?`, `...`, `…`, `+`, `±`): where a `;` or `,` of
/// print may stand that no word took. (Not after a result, a parenthesis
/// or any other character: a reader of a stream cuts games there.)
fn after_annotation(src: &[u8], at: usize) -> bool {
    const MARKS: [char; 12] = ['…', '‼', '⁇', '⁉', '⁈', '□', '±', '∓', '∞', '⩲', '⩱', '†'];
    match src.get(..at).and_then(|before| before.last()) {
        Some(b'!' | b'?' | b'.' | b'+' | b'#') => true,
        Some(0x80..) => {
            let head = &src[at.saturating_sub(3)..at];
            MARKS
                .iter()
                .any(|c| head.ends_with(c.encode_utf8(&mut [0; 4]).as_bytes()))
        }
        _ => false,
    }
}

/// Whether the `,` at `at` is glued to the `)` that closes a variation and
/// followed, after a blank, by a word (`7. Rc3 (c2—c3!), Rc6`, as Nýja
/// skákblaðið prints an alternative between White's and Black's move): the
/// separator of the pair, put after the variation.
fn after_variation(src: &[u8], at: usize) -> bool {
    let after = src.get(at + 1..).unwrap_or_default();
    let skipped = after
        .iter()
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    at > 0
        && src[at - 1] == b')'
        && skipped > 0
        && after
            .get(skipped)
            .is_some_and(|&b| b.is_ascii_alphanumeric() || b >= 0x80)
}

/// Whether the `,` at `at` stands apart between two words of its line, as
/// a separator printed with spaces on both sides (`e4 , c5`): after a
/// letter, a digit or a mark of a move, before a letter or a digit.
fn between_words(src: &[u8], at: usize) -> bool {
    let blank = |b: &u8| matches!(b, b' ' | b'\t');
    let before = &src[..at];
    let kept = before.len() - before.iter().rev().take_while(|b| blank(b)).count();
    let after = src.get(at + 1..).unwrap_or_default();
    let skipped = after.iter().take_while(|b| blank(b)).count();
    kept < before.len()
        && skipped > 0
        && before[..kept]
            .last()
            .is_some_and(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'#' | b'!' | b'?'))
        && after
            .get(skipped)
            .is_some_and(|&b| b.is_ascii_alphanumeric() || b >= 0x80)
}

/// Whether the byte at `at` follows another on its line with no blank
/// between.
fn glued(src: &[u8], at: usize) -> bool {
    at > 0 && !matches!(src[at - 1], b' ' | b'\t' | b'\n' | b'\r')
}

/// Whether `word`, a word of bare text with the byte `after` after it (or
/// nothing), is a move number printed with a slash (`1/ e4 - d5 ;`, as
/// apprendreechecs.com prints a game): one to three digits, no leading
/// zero, a `/`, then a space or the line's end.
fn slash_number(word: &[u8], after: Option<u8>) -> bool {
    let [digits @ .., b'/'] = word else {
        return false;
    };
    (1..=3).contains(&digits.len())
        && digits[0] != b'0'
        && digits.iter().all(u8::is_ascii_digit)
        && matches!(after, None | Some(b' ' | b'\t' | b'\r' | b'\n'))
}

/// Where a word of prose ends that a move number is glued to, in bare
/// text (`Bearbeiten1.`, `ResponderEliminar1...`, as web pages copy the
/// labels of their buttons before a game): one to three digits, no
/// leading zero, at the end of `word`; at the start of `after` (the text
/// after it) a period or an ellipsis, a `)` (`Eliminar1) Dxf8+`), or a
/// space before a word with a letter and a rank (`Eliminar1 Dxh7`: a
/// number printed with no period; `covid19 pandemic` is not cut); and
/// before them letters alone, four small ones in a row among them, which
/// no move has (`Крxf7.`, `dxe5.` have three), the last of them no file
/// before a rank (`…xf7`).
fn prose_before_number(word: &[u8], after: &[u8]) -> Option<usize> {
    let numbered = after.starts_with(b".")
        || after.starts_with("…".as_bytes())
        || after.starts_with(b")")
        || after.strip_prefix(b" ").is_some_and(|next| {
            let next = &next[..next.iter().position(|&b| b == b' ').unwrap_or(next.len())];
            next.first().is_some_and(u8::is_ascii_alphabetic)
                && next
                    .windows(2)
                    .any(|w| w[0].is_ascii_alphabetic() && (b'1'..=b'8').contains(&w[1]))
        });
    if !numbered || !word.last()?.is_ascii_digit() {
        return None;
    }
    let digits = word.iter().rev().take_while(|b| b.is_ascii_digit()).count();
    let head = &word[..word.len() - digits];
    if !(1..=3).contains(&digits) || word[head.len()] == b'0' || head.len() < 5 {
        return None;
    }
    let head = std::str::from_utf8(head).ok()?;
    let mut small = 0;
    let mut run = 0;
    for c in head.chars() {
        if !c.is_alphabetic() {
            return None;
        }
        run = if c.is_lowercase() { run + 1 } else { 0 };
        small = small.max(run);
    }
    let square = head.ends_with(|c: char| ('a'..='h').contains(&c))
        && digits == 1
        && (b'1'..=b'8').contains(&word[head.len()]);
    (small >= 4 && !square).then_some(head.len())
}

/// Where the `)` of the move number of bare text from `start` to `end`
/// stands, when it has one right after it, or after one space, that is
/// its own (`1) e4, e5,`, `1.) e4 e5`, `3)Ac4`, `11 ) Ag5`, as some pages
/// number moves), no `(` being open: one to three digits, no leading
/// zero, at most one period, after white space, a period or a comma
/// (`esclamativo.1) e4`) or at the text's start, and after the `)` white
/// space, a letter or the end.
fn paren_number(src: &[u8], start: usize, end: usize) -> Option<usize> {
    let close = match (src.get(end), src.get(end + 1)) {
        (Some(b')'), _) => end,
        (Some(b' '), Some(b')')) => end + 1,
        _ => return None,
    };
    let written = &src[start..end];
    let digits = written.iter().take_while(|b| b.is_ascii_digit()).count();
    ((1..=3).contains(&digits)
        && written[0] != b'0'
        && matches!(&written[digits..], b"" | b".")
        && (start == 0
            || matches!(src[start - 1], b' ' | b'\t' | b'\n' | b'\r' | b'.' | b',')
            || glued_to_label(src, start, start + digits))
        && match src.get(close + 1) {
            None => true,
            Some(&b) => b.is_ascii_whitespace() || b.is_ascii_alphabetic() || b >= 0x80,
        })
    .then_some(close)
}

/// How far back [`glued_to_label`] looks for the start of a label.
const LABEL_BYTES: usize = 64;

/// Whether the number from `start` to `end` of bare text is one that
/// [`prose_before_number`] cut off the word of prose glued before it
/// (`Eliminar1) Dxf8+`).
/// (The look back stops after [`LABEL_BYTES`]: a text with no space in it
/// is read in a time that grows with its length, not its square.)
fn glued_to_label(src: &[u8], start: usize, end: usize) -> bool {
    let from = start.saturating_sub(LABEL_BYTES);
    let word = src[from..start]
        .iter()
        .rposition(u8::is_ascii_whitespace)
        .map_or(from, |i| from + i + 1);
    prose_before_number(&src[word..end], &src[end..]) == Some(start - word)
}

/// The offset of a `/` in `word` that separates moves given as alternatives
/// (`Ρε7/Ρε5`) rather than introducing a promotion piece (`e8/Q`): the word
/// is two to four parts, each with a digit. (A Forsyth placement has eight
/// parts and stays one word.)
#[inline]
fn alternative_slash(word: &[u8]) -> Option<usize> {
    let slash = word.iter().position(|&b| b == b'/')?;
    let parts = word.split(|&b| b == b'/');
    let mut count = 0;
    for part in parts {
        count += 1;
        if count > 4 || !part.iter().any(u8::is_ascii_digit) {
            return None;
        }
    }
    (count >= 2).then_some(slash)
}

/// Evaluation symbols written with a dash of print, which words may hold
/// (`e2–e4`): a word ending with one ends before it. Longest first.
const PRINTED_GLYPHS: [&str; 8] = ["+/−", "−/+", "+−", "−+", "+–", "–+", "+—", "—+"];

/// Evaluation symbols a word may end with, because they are written with
/// characters that moves use too (`+ - = /`). Longest first.
const GLUED_GLYPHS: [&str; 15] = [
    "+/−", "=/∞", "+/-", "-/+", "+/=", "=/+", "+−", "+–", "+—", "=∞", "+-", "-+", "+=", "=+", "=",
];

/// If the word `src[start..end]` ends with the start of an evaluation symbol
/// (`Nf3+-`, `Bc4+/−`, `Nf3=`), where the symbol begins: inside the word,
/// though it may run past its end. The word keeps at least one character.
#[inline]
fn glued_glyph(src: &[u8], start: usize, end: usize) -> Option<usize> {
    let word = &src[start..end];
    let tail = word
        .iter()
        .rev()
        .take_while(|&&b| matches!(b, b'+' | b'-' | b'=' | b'/'))
        .count();
    for k in (1..=tail.min(word.len() - 1)).rev() {
        let from = end - k;
        let rest = &src[from..];
        if GLUED_GLYPHS
            .iter()
            .find(|g| rest.starts_with(g.as_bytes()))
            .is_some_and(|glyph| glyph.len() >= k)
        {
            return Some(from);
        }
    }
    None
}

/// The NAG number of an annotation glyph, following the PGN standard and
/// common usage: `!` 1, `?` 2, `!!`/`‼` 3, `??`/`⁇` 4, `!?`/`⁉` 5, `?!`/`⁈`
/// 6, `□` 7, `=` 10, `∞` 13, `⩲`/`+=`/`+/=` 14, `⩱`/`=+`/`=/+` 15,
/// `±`/`+/-`/`+/−` 16, `∓`/`-/+`/`−/+` 17, `+-`/`+−` (and EN or EM DASH) 18,
/// `-+`/`−+` 19, `⨀` 22, `⟳` 32, `↑` 36, `→` 40, `=/∞`/`=∞`/`⩳` 44, `⇆`
/// 132, `⨁` 138, `∆` 140, `∇` 141, `⌓` 142, and `N` (novelty) 146.
///
/// The lexer gives a lone `N` as a [`TokenKind::Word`]: only a reader that
/// knows it follows a move can take it for the novelty sign.
#[must_use]
pub fn glyph_nag(glyph: &str) -> Option<u8> {
    Some(match glyph {
        "!" => 1,
        "?" => 2,
        "!!" | "‼" => 3,
        "??" | "⁇" => 4,
        "!?" | "⁉" => 5,
        "?!" | "⁈" => 6,
        "□" => 7,
        "=" => 10,
        "∞" => 13,
        "⩲" | "+=" | "+/=" => 14,
        "⩱" | "=+" | "=/+" => 15,
        "±" | "+/-" | "+/−" => 16,
        "∓" | "-/+" | "−/+" => 17,
        "+-" | "+−" | "+–" | "+—" => 18,
        "-+" | "−+" | "–+" | "—+" => 19,
        "⨀" => 22,
        "⟳" => 32,
        "↑" => 36,
        "→" => 40,
        "=/∞" | "=∞" | "⩳" => 44,
        "⇆" => 132,
        "⨁" => 138,
        "∆" => 140,
        "∇" => 141,
        "⌓" => 142,
        "N" => 146,
        // Words some programs write for glyphs (kokopu, ChessBase text).
        "inf" => 13,
        _ => return None,
    })
}

/// Whether a word standing after a move is an annotation glyph written as a
/// word (`N` for a novelty, `inf` for an unclear position) rather than a
/// move.
#[must_use]
pub fn is_glyph_word(word: &[u8]) -> bool {
    matches!(word, b"N" | b"inf")
}

/// A move number read from a [`TokenKind::MoveNumber`] token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveNumber {
    /// The number (any number of digits a `u64` holds: a number past the
    /// moves of any game is still a number, and wrong).
    pub number: u64,
    /// Whether the number announces a Black move: written with three or
    /// more periods (`12...`, `2. . .`) or an ellipsis (`12…`).
    pub black: bool,
}

/// Reads a move number token (`12.`, `12...`, `12…`, `2. . .`, `12`).
/// `None` if the text is no move number or the number does not fit a `u64`.
#[must_use]
#[inline]
pub fn move_number(text: &[u8]) -> Option<MoveNumber> {
    // The commonest spellings, `7.` and `12.`, with no loop.
    let digit = |b: u8| b.wrapping_sub(b'0') < 10;
    match *text {
        [d, b'.'] if digit(d) => {
            return Some(MoveNumber {
                number: u64::from(d - b'0'),
                black: false,
            });
        }
        [d1, d2, b'.'] if digit(d1) && digit(d2) => {
            return Some(MoveNumber {
                number: u64::from(d1 - b'0') * 10 + u64::from(d2 - b'0'),
                black: false,
            });
        }
        _ => {}
    }
    move_number_any(text)
}

/// Whether a move number as written (`written`: its digits and the periods
/// after them) is a number with its one period after a space (`1 .`, of
/// `1 .e4`), as `1. e4` comes out of a right-to-left page: White's number.
#[must_use]
pub fn period_apart(written: &[u8]) -> bool {
    let digits = written.iter().take_while(|b| b.is_ascii_digit()).count();
    let rest = &written[digits..];
    let spaces = rest.iter().take_while(|b| b.is_ascii_whitespace()).count();
    digits > 0 && spaces > 0 && &rest[spaces..] == b"."
}

/// [`move_number`] of any spelling.
fn move_number_any(text: &[u8]) -> Option<MoveNumber> {
    // One pass over the bytes: digits, then the common spellings `12.`
    // and `12...`; anything else after the digits is read as characters.
    let mut number: u64 = 0;
    let mut i = 0;
    while let Some(&b) = text.get(i)
        && b.is_ascii_digit()
    {
        number = number.checked_mul(10)?.checked_add(u64::from(b - b'0'))?;
        i += 1;
    }
    if i == 0 {
        return None;
    }
    let mut periods = 0;
    for (k, &b) in text[i..].iter().enumerate() {
        match b {
            b'.' => periods += 1,
            b' ' => {}
            _ => return move_number_rest(number, &text[i + k..], periods),
        }
    }
    Some(MoveNumber {
        number,
        black: periods >= 3,
    })
}

/// The end of [`move_number`] from a byte that is not a period or a space,
/// with the `periods` seen before it.
#[cold]
fn move_number_rest(number: u64, rest: &[u8], mut periods: u32) -> Option<MoveNumber> {
    let rest = std::str::from_utf8(rest).ok()?;
    // A number printed with a slash (`1/`, see [`slash_number`]) or with a
    // parenthesis (`1)`, `1.)`, see [`paren_number`]).
    if rest == "/" && periods == 0 || rest == ")" && periods <= 1 {
        return Some(MoveNumber {
            number,
            black: false,
        });
    }
    let mut ellipsis = false;
    for c in rest.chars() {
        match c {
            '.' => periods += 1,
            '…' => ellipsis = true,
            ' ' => {}
            _ => return None,
        }
    }
    Some(MoveNumber {
        number,
        black: ellipsis || periods >= 3,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A button's label glued to a move number in bare text
    /// (`ResponderEliminar1...Txe3!`, blog.problemasdeajedrez.com;
    /// `Bearbeiten1. e2-e4`, de.wikibooks.org) is a word of its own; a
    /// move with a rank before a period is not cut, nor is any word
    /// outside bare text.
    #[test]
    fn a_label_glued_to_a_move_number() {
        let kinds = |src: &str, bare: bool| -> Vec<(TokenKind, String)> {
            Lexer::new(src.as_bytes())
                .bare(bare)
                .filter(|t| !t.kind.is_trivia())
                .map(|t| (t.kind, src[t.start as usize..t.end as usize].to_owned()))
                .collect()
        };
        let found = kinds(
            "ResponderEliminar1...Txe3! Bearbeiten1. e2-e4 Verhindert1… Eliminar1) Dxf8+ Eliminar1 Dxh7",
            true,
        );
        let words: Vec<(TokenKind, &str)> = found.iter().map(|(k, t)| (*k, t.as_str())).collect();
        assert_eq!(
            words,
            [
                (TokenKind::Word, "ResponderEliminar"),
                (TokenKind::MoveNumber, "1..."),
                (TokenKind::Word, "Txe3"),
                (TokenKind::Glyph, "!"),
                (TokenKind::Word, "Bearbeiten"),
                (TokenKind::MoveNumber, "1."),
                (TokenKind::Word, "e2-e4"),
                (TokenKind::Word, "Verhindert"),
                (TokenKind::MoveNumber, "1…"),
                (TokenKind::Word, "Eliminar"),
                (TokenKind::MoveNumber, "1)"),
                (TokenKind::Word, "Dxf8+"),
                (TokenKind::Word, "Eliminar"),
                (TokenKind::MoveNumber, "1"),
                (TokenKind::Word, "Dxh7"),
            ]
        );
        for src in [
            "Sxg1. Kt1.",
            "Kxf1.",
            "Крxf7.",
            "Rozumiem0.",
            "Sieben1234.",
            "Bearbeitenf1.",
            "covid19 pandemic",
            "windows10 ist",
        ] {
            assert!(
                kinds(src, true)
                    .iter()
                    .all(|(k, _)| *k != TokenKind::MoveNumber),
                "{src}"
            );
        }
        assert_eq!(kinds("Bearbeiten1. e4", false)[0].1, "Bearbeiten1");
    }

    /// The `~` of "any move" in problem solutions (`1...Sd~ 2.Dd4#`,
    /// `1…F~`, `1...Je4~`, a lone `~`) is a word's, as its piece letter
    /// is: a word of its own, or glued to the move it stands for.
    #[test]
    fn the_sign_for_any_move_is_a_word() {
        let src = "1...Sd~ 2.Dd4# 1…F~ 4.Sb4/Se3 ~ 5.Sc2# Je4~, ~x";
        let words: Vec<&str> = Lexer::new(src.as_bytes())
            .filter(|t| t.kind == TokenKind::Word)
            .map(|t| &src[t.start as usize..t.end as usize])
            .collect();
        assert_eq!(
            words,
            [
                "Sd~", "Dd4#", "F~", "Sb4", "Se3", "~", "Sc2#", "Je4~,", "~x"
            ]
        );
    }

    #[test]
    fn tokens_are_small() {
        assert!(size_of::<Token>() <= 12);
        assert_eq!(size_of::<TokenKind>(), 1);
    }

    /// The fast path gives, at every offset, the token the automaton gives.
    fn assert_fast_path_agrees(src: &[u8]) {
        for at in 0..src.len() {
            let Some((raw, end, _)) = fast_token(src, at) else {
                continue;
            };
            let mut automaton = Raw::lexer(src);
            automaton.bump(at);
            let expected = automaton.next().map(|r| (r, automaton.span().end));
            assert_eq!(
                Some((Ok(raw), end)),
                expected,
                "at {at} in {:?}",
                String::from_utf8_lossy(src)
            );
        }
    }

    /// The sparse lexer gives the lexer's tokens but white space within
    /// lines.
    fn assert_sparse_agrees(src: &[u8]) {
        let all: Vec<Token> = Lexer::new(src)
            .filter(|t| t.kind != TokenKind::Whitespace)
            .collect();
        let mut sparse = Vec::new();
        lex_sparse_into(src, 0, false, &mut sparse);
        assert_eq!(all, sparse, "in {:?}", String::from_utf8_lossy(src));
    }

    /// The lexer gives the tokens it gives with the automaton alone.
    fn assert_lexer_agrees(src: &[u8]) {
        let mut fast = Lexer::new(src);
        let mut slow = Lexer::new(src);
        loop {
            let (f, s) = (fast.next_token(), slow.next_token_with::<false>());
            assert_eq!(f, s, "in {:?}", String::from_utf8_lossy(src));
            if f.is_none() {
                break;
            }
        }
    }

    #[test]
    fn fast_path_agrees_with_the_automaton() {
        let cases = [
            "[Event \"A\"]\r\n[Site \"B\\\"C\"]\n\n1. e4 e5 2.Nf3 {x} 1-0\n",
            "12... Nf6 12. . . d5 3.\u{2026} 4. \u{2026} exd6e.p. exd6 e.p. e8(Q) e8=Q+",
            "Nf3+- Bc4+/\u{2212} Qxf7#! 1. O-O-O \"open { a } b ( c ) * 1/2-1/2",
            "a\u{a0} b\t\x0bc\x0c d\u{2003}e Ke\u{301} K\u{d7}e5 5254 0000 -- 12 012.",
            "{open \"x\\",
            "\"x\r\"y\n\"z",
            "ab_c:d/e a.b a(b)c 1.. \r\r\n\n",
            "; line\r\n1. e4 ;x\n;\r;",
            "1...Sd~ 2.Qd4# 1…F~ ~ Je4~, e~f",
            // Tag pairs, plain and not: `Lexer::tag_pair_rest`.
            "[Event \"x\"]\n[Site\"y\"][Date  \"z\"]\n[ White \"a\"]\n[Black \"b\" ]\n",
            "[Round \"1\"]]\n[A1-b_c \"\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]1. e4 *",
            "[Event \"a\nb\"]\n[Site \"\u{e9}t\u{e9}\"]\n[\u{c9}v \"x\"]\n[Event \"x\r\"]\n[Event \"x",
            "[Event \"x\"]\t[Site \"y\"] [Date\t\"z\"]\n[Event(1) \"x\"]\n[e4 \"x\"]\n[1 \"x\"]\n[Site \"",
            "1. e4 [Event \"x\"] e5 1-0 [Site \"y\"]\n[Nf3 e5] [",
            // Tag values between quotes of print, and quotes of print
            // elsewhere.
            "[Event \u{ab}x\u{bb}]\n[Site \u{201e}a \u{201c}b\u{201c}\u{201c} ]\n[A \u{ab}x]\n{\u{ab}c\u{bb}} \u{ab}y\u{bb} 1-0",
        ];
        for case in cases {
            assert_fast_path_agrees(case.as_bytes());
            assert_lexer_agrees(case.as_bytes());
            assert_sparse_agrees(case.as_bytes());
        }
    }

    /// The real files of the repository lex the same with the automaton
    /// alone.
    #[test]
    fn lexer_agrees_on_real_files() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/real");
        let mut files = 0;
        for entry in std::fs::read_dir(dir).expect("tests/data/real") {
            let path = entry.expect("an entry").path();
            if path.extension().is_some_and(|e| e == "pgn") {
                let src = std::fs::read(&path).expect("a file");
                assert_lexer_agrees(&src);
                assert_sparse_agrees(&src);
                files += 1;
            }
        }
        assert!(files > 0);
    }

    proptest::proptest! {
        #[test]
        fn fast_path_agrees_on_any_mix(
            parts in proptest::collection::vec(
                proptest::sample::select(vec![
                    "a", "e", "N", "x", "O", "1", "0", "2", "9", ".", "\u{2026}", " ", "\t",
                    "\n", "\r", "\"", "\\", "{", "}", "[", "]", "(", ")", "*", "-", "+", "=",
                    "#", "/", "_", ":", "p", "Q", "\u{a0}", "\u{d7}", "\u{3b1}", "\u{301}",
                    "\x0b", "$", "!", "?", "\u{2212}", "%", ";", "\u{200e}", "\u{2654}",
                    "~", "\u{ab}", "\u{bb}", "\u{201e}", "\u{201c}", "\u{201d}",
                ]),
                0..40,
            )
        ) {
            assert_fast_path_agrees(parts.concat().as_bytes());
            assert_lexer_agrees(parts.concat().as_bytes());
            assert_sparse_agrees(parts.concat().as_bytes());
        }

        #[test]
        fn fast_path_agrees_on_any_bytes(src in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..60)) {
            assert_fast_path_agrees(&src);
            assert_lexer_agrees(&src);
            assert_sparse_agrees(&src);
        }
    }

    #[test]
    fn glued_glyphs_split_only_evaluations() {
        // (input, end of the word as the automaton ends it, expected split)
        let cases: [(&str, usize, Option<usize>); 8] = [
            ("Nf3+- x", 5, Some(3)),
            ("Bc4+/− x", 5, Some(3)),
            ("Nf3+−", 4, Some(3)),
            ("Nf3+ x", 4, None),
            ("Nf3++ x", 5, None),
            ("Qxf7+-+", 7, Some(5)),
            ("e2- x", 3, None),
            ("e8=", 3, Some(2)),
        ];
        for (src, end, expected) in cases {
            assert_eq!(glued_glyph(src.as_bytes(), 0, end), expected, "{src}");
        }
    }

    /// The words of `src`, as their text.
    fn word_texts(src: &str) -> Vec<&str> {
        Lexer::new(src.as_bytes())
            .filter(|t| t.kind == TokenKind::Word)
            .map(|t| &src[t.start as usize..t.end as usize])
            .collect()
    }

    /// Asserts that each source of `cases` lexes to its words (numbers
    /// left out on both sides), the same with every lexer.
    fn assert_words(cases: &[(&str, &[&str])]) {
        let not_number = |w: &&str| !w.chars().all(|c| c.is_ascii_digit());
        for &(src, words) in cases {
            let found: Vec<&str> = word_texts(src).into_iter().filter(not_number).collect();
            let words: Vec<&str> = words.iter().copied().filter(not_number).collect();
            assert_eq!(found, words, "{src}");
            assert_lexer_agrees(src.as_bytes());
            assert_sparse_agrees(src.as_bytes());
        }
    }

    /// A descriptive move printed with spaces is one word when its parts
    /// make one move, and no more than one: it ends at its rank, a wider
    /// gap (a book's columns) ends it, capitals the next move's sign
    /// follows are the next move's piece, and prose, algebraic moves and
    /// variations stay as they were.
    #[test]
    fn printed_pairs_are_no_spaced_descriptive_move() {
        // An Estonian pair (its bishop `O`) found by the printed property
        // test: `O-O - Oc8` is castling and a bishop's move, not one word.
        for src in [
            "16 Re2-Ob7; 17 O-O - Oc8; 18 Of4-Ra6;",
            "17 O - Oc8 18 P - K 4c5",
        ] {
            for word in word_texts(src) {
                assert!(!word.contains(' '), "{src}: {word:?}");
            }
            assert_lexer_agrees(src.as_bytes());
        }
    }

    #[test]
    fn short_captures_with_the_sign_apart_are_one_word() {
        let cases: [(&str, &[&str]); 8] = [
            (
                "7 D x d3 Fe7 8 e4 dx e4 9 Cx e4 Cxe4",
                &["D x d3", "Fe7", "e4", "dx e4", "Cx e4", "Cxe4"],
            ),
            (
                "20 dxe5 Dx b2 ( les noirs)",
                &["dxe5", "Dx b2", "les", "noirs"],
            ),
            ("12 Cx ç3+ Dx d2# Tdx e1!", &["Cx ç3+", "Dx d2#", "Tdx e1"]),
            (
                "7 Д x d3 Оe7 9 Кx e4 Ιδx ε4",
                &["Д x d3", "Оe7", "Кx e4", "Ιδx ε4"],
            ),
            ("7 מה x ד3 רה7 8 דx ה4", &["מה x ד3", "רה7", "דx ה4"]),
            // Long notation is one word too (`spaced_captures_of_long_notation`);
            // what is no square stays as it was.
            ("5 Pg1 x f3 D x d9", &["Pg1 x f3", "D", "x", "d9"]),
            ("Fox e4 ends", &["Fox", "e4", "ends"]),
            (
                "a x b3 D x b3c D x",
                &["a", "x", "b3", "D", "x", "b3c", "D", "x"],
            ),
        ];
        assert_words(&cases);
    }

    #[test]
    fn spaced_descriptive_moves() {
        let cases: [(&str, &[&str]); 16] = [
            ("1. P - Q 4 P - Q 4 *", &["P - Q 4", "P - Q 4"]),
            (
                "2. Kt - K B 3             Kt - K B 3",
                &["Kt - K B 3", "Kt - K B 3"],
            ),
            ("5. Kt - B 3 Q Kt - Q 2", &["Kt - B 3", "Q Kt - Q 2"]),
            ("14. K R - Q 1 Kt × B", &["K R - Q 1", "Kt × B"]),
            ("15. Kt × Kt P - Kt 4", &["Kt × Kt", "P - Kt 4"]),
            ("8. P × P                  P × P", &["P × P", "P × P"]),
            ("P × Q P ch", &["P × Q P", "ch"]),
            ("19. Kt (B 3) × Q !", &["Kt (B 3) × Q"]),
            ("35. P - Q R 3 B - B 5 ch", &["P - Q R 3", "B - B 5", "ch"]),
            (
                "6. P - K 3 O - O 7. O - O - O",
                &["P - K 3", "O - O", "O - O - O"],
            ),
            ("K – B sq R – Kt sq", &["K – B sq", "R – Kt sq"]),
            ("P - K 8 (Q) Q – R5(ch)", &["P - K 8 (Q)", "Q – R5(ch)"]),
            (
                "16 Kt - Q R 4, Kt (B 4) - K 5.",
                &["Kt - Q R 4,", "Kt (B 4) - K 5"],
            ),
            // Not descriptive moves, or not spaced: as before.
            (
                "1. e4 e5 2. Nf3 Nc6 3. O-O Kb1 R (1)",
                &["e4", "e5", "Nf3", "Nc6", "O-O", "Kb1", "R", "1"],
            ),
            (
                "the Bishop goes to Q 3, or to R 6",
                &[
                    "the", "Bishop", "goes", "to", "Q", "3,", "or", "to", "R", "6",
                ],
            ),
            (
                "QxP N-B3 P-K4 Resigns.",
                &["QxP", "N-B3", "P-K4", "Resigns"],
            ),
        ];
        assert_words(&cases);
    }

    /// A capture sign printed apart in long notation (Tijdschrift van den
    /// Nederlandschen Schaakbond, 1925) keeps its move in one word; other
    /// spacing stays as it was.
    #[test]
    fn spaced_captures_of_long_notation() {
        let cases: [(&str, &[&str]); 13] = [
            ("2. d2—d4 f5 X e4 Het", &["d2—d4", "f5 X e4", "Het"]),
            // The sign glued to the square left, a space after it (a
            // Polish opening's notes, chomikuj.pl: `6. c3: d4 Gc5-b4+`).
            ("6. c3: d4 Gc5-b4+", &["c3: d4", "Gc5-b4+"]),
            ("e4: d5, e4x f3 d4× c5", &["e4: d5,", "e4x f3", "d4× c5"]),
            ("γ3: δ4 ה4: ד5", &["γ3: δ4", "ה4: ד5"]),
            // Not before a word that is no square, nor after a number, nor
            // a piece's (old Dutch print: `5. Pf3: d5`, the knight takes on
            // f3, then d5), nor a square no pawn takes.
            ("e4: dies 12: d5", &["e4:", "dies", "12:", "d5"]),
            ("5. Pf3: d5 e4: e5", &["Pf3:", "d5", "e4:", "e5"]),
            (
                "3 e4 x f3\n4. Pg1 x f3 d7—d5",
                &["e4 x f3", "Pg1 x f3", "d7—d5"],
            ),
            ("7. Lg5 X f6 Pd7 X f6+!", &["Lg5 X f6", "Pd7 X f6+"]),
            ("e4 : d5, Lg5 × f6", &["e4 : d5,", "Lg5 × f6"]),
            ("4. Кg1 x f3 Ιδ7 : ε5", &["Кg1 x f3", "Ιδ7 : ε5"]),
            // Not a square before or after the sign, or more words glued on.
            ("8 x 8 board", &["8", "x", "8", "board"]),
            ("e4 x f3x Nf3 x Nc6", &["e4", "x", "f3x", "Nf3", "x", "Nc6"]),
            ("e4 x", &["e4", "x"]),
        ];
        assert_words(&cases);
    }

    /// A move of long notation that a narrow column breaks across a line
    /// at its dash or capture sign (Í uppnámi, 1902) is one word, its line
    /// break in it: before the sign, after it glued, after it apart. Not
    /// across a blank line, not before a word that is no square, not after
    /// a capture of short notation.
    #[test]
    fn moves_broken_across_a_line() {
        let cases: [(&str, &[&str]); 14] = [
            ("1. e2\n—e4, e7—e6;", &["e2\n—e4,", "e7—e6;"]),
            ("5. Rf3\n—g5, Rg8—h6;", &["Rf3\n—g5,", "Rg8—h6;"]),
            ("9. e5—\ne6, Rd7—c5;", &["e5—\ne6,", "Rd7—c5;"]),
            ("Bg4\nxdl; 11. Bcl—g5f", &["Bg4\nxdl;", "Bcl—g5f"]),
            ("10. e6xf7f, Ke8 x\nf7 og", &["e6xf7f,", "Ke8 x\nf7", "og"]),
            ("7. e4 X\nd5, c6xd5;", &["e4 X\nd5,", "c6xd5;"]),
            ("14. Bg5\r\n—h4, g7—g5;", &["Bg5\r\n—h4,", "g7—g5;"]),
            ("15. Rf6 —\nh5 o", &["Rf6 —\nh5", "o"]),
            // A blank line, a word, a short capture, a space.
            ("1. e2\n\n—e4", &["e2", "—", "e4"]),
            ("e4\nxylophone", &["e4", "xylophone"]),
            ("e4 x\nthe", &["e4", "x", "the"]),
            ("Nxf3\n—e5", &["Nxf3", "—", "e5"]),
            ("e4\n e5 d4\n-d5x", &["e4", "e5", "d4", "-", "d5x"]),
            ("e4\nxf7x", &["e4", "xf7x"]),
        ];
        assert_words(&cases);
    }

    /// A move of long notation with a space a scan put between a square's
    /// file and rank (Nýja skákblaðið 1941: `6. f 4—f 5!`; Skák 1949:
    /// `7. Bf 1—d3`, `h 7—h5`; the Tijdschrift van den NSB 1925: `8. Lf 1
    /// —d3`; Íslenskt skákblað 1925: `7. Rd2 —f 1`) is one word; a dash
    /// apart with no such space (`Rg8— f6`, `e4 – e5`, a pair's dash glued
    /// to White's move) is left for the walker to read by legality, and a
    /// letter and a digit apart with no dash and square after them, or
    /// across a line break, are not a move.
    #[test]
    fn long_moves_with_a_scans_space_in_a_square() {
        let cases: [(&str, &[&str]); 12] = [
            ("6. f 4—f 5! Rg8—f6", &["f 4—f 5", "Rg8—f6"]),
            ("7. Bf 1—d3 b7—b6", &["Bf 1—d3", "b7—b6"]),
            ("15. Bcl—e3 h 7—h5\nHótar", &["Bcl—e3", "h 7—h5", "Hótar"]),
            ("8. Lf 1 —d3 c7—c5", &["Lf 1 —d3", "c7—c5"]),
            ("7. Rd2 —f 1 Rg8-f6", &["Rd2 —f 1", "Rg8-f6"]),
            (
                "3. Rg8— f 6; 4. e2 —e 4+, d7",
                &["Rg8— f 6;", "e2 —e 4+,", "d7"],
            ),
            // No space in a square: words as before.
            ("3. Rbl—c3, Rg8— f6;", &["Rbl—c3,", "Rg8—", "f6;"]),
            (
                "1. e4 – e5 2. Rxg2- Dxh3+",
                &["e4", "–", "e5", "Rxg2-", "Dxh3+"],
            ),
            // Prose, a line break, a square with more glued on.
            ("Fig 1—2 und a 5", &["Fig", "1—2", "und", "a"]),
            ("h\n7—h5", &["h", "7—h5"]),
            ("Bf 1—d3x", &["Bf", "1—d3x"]),
            ("f 4—f 55", &["f", "4—f", "55"]),
        ];
        assert_words(&cases);
        assert_eq!(
            long_apart(b"Rd2 \xe2\x80\x94f 1", 0),
            Some(LongApart {
                end: 10,
                ocr_space: true,
                dash_apart: true
            })
        );
        assert_eq!(long_apart(b"Rg8-f6", 0), None);
        // The dash is looked for in the first 16 bytes: the widest move
        // reaches it at its 16th (two piece letters and a file of four
        // bytes each, a rank apart, a space), and each wide dash starts
        // with the byte 0xE2.
        let widest = "\u{10400}\u{10400}\u{10428} 1 -\u{10428}2";
        assert_eq!(widest.find('-'), Some(15));
        assert!(long_apart(widest.as_bytes(), 0).is_some());
        assert!(
            WIDE_SIGNS[..3]
                .iter()
                .all(|dash| dash.as_bytes()[0] == 0xE2)
        );
    }

    /// A move printed with a space between each of its letters and digits
    /// (Die Gartenlaube 1887: `1. D g 7 – h 7 !`, `S b 6 – c 4 :`, `3. d 3
    /// matt.`) is one word; a letter and a digit apart in a sentence are
    /// not, nor a piece letter and a file with no rank.
    #[test]
    fn spaced_algebraic_moves() {
        let cases: [(&str, &[&str]); 12] = [
            (
                "1. D g 7 – h 7 ! | S b 6 – c 4 : | 1. … | K d 6 – c 6 |",
                &["D g 7 – h 7", "S b 6 – c 4 :", "K d 6 – c 6"],
            ),
            (
                "a) 1. … K d 5, 2. D f 5 : †, K c 4 :, 3. d 3 matt.",
                &["a", "K d 5,", "D f 5 :", ",", "K c 4 :,", "d 3", "matt"],
            ),
            ("1. … f 4, 2. L e 7 †", &["f 4,", "L e 7"]),
            (
                "4. c 2 – c 3 Д e 5 − e 4 Ρ ε 4",
                &["c 2 – c 3", "Д e 5 − e 4", "Ρ ε 4"],
            ),
            // Prose: a letter and a digit apart with no number before them,
            // a piece letter and a file with no rank, a rank of two digits,
            // a square with more glued on.
            ("Seite a 5 und b 6", &["Seite", "a", "und", "b"]),
            ("die D g des Weißen", &["die", "D", "g", "des", "Weißen"]),
            ("1. a 55 Fuß", &["a", "Fuß"]),
            ("1. D g 7x", &["D", "g", "7x"]),
            ("D g 9 und K c 0", &["D", "g", "und", "K", "c"]),
            ("1. x 4", &["x"]),
            // Two spaces or a dash glued on: not this form.
            ("1. D g  7 – h 7", &["D", "g", "–", "h"]),
            ("Vitamin B 1", &["Vitamin", "B"]),
        ];
        assert_words(&cases);
        assert!(is_spaced_algebraic("D g 7 – h 7"));
        assert!(is_spaced_algebraic("S b 6 – c 4 :"));
        assert!(is_spaced_algebraic("d 3"));
        assert!(!is_spaced_algebraic("D g"));
        assert!(!is_spaced_algebraic("Dg7"));
    }

    /// Castling whose hyphens a PDF's text lost (`6.0 0 Se7`, `10.0 0 0?!`,
    /// a Czech club's history on docplayer.cz) is one word; a zero alone,
    /// or zeros with more glued on, are not.
    #[test]
    fn castling_with_its_hyphens_lost() {
        let cases: [(&str, &[&str]); 6] = [
            ("6.0 0 Se7 7.e5", &["0 0", "Se7", "e5"]),
            (
                "10.0 0 0?! (Jge2 a 0 0) 10...Sf5",
                &["0 0 0", "Jge2", "a", "0 0", "Sf5"],
            ),
            ("17.0 0+ Kh8", &["0 0+", "Kh8"]),
            ("0 0 0 0", &["0 0 0", "0"]),
            ("0 00 Se7", &["0", "00", "Se7"]),
            ("Skóre 0 0a", &["Skóre", "0", "0a"]),
        ];
        assert_words(&cases);
        assert!(is_spaced_algebraic("0 0"));
        assert!(is_spaced_algebraic("0 0 0"));
        assert!(!is_spaced_algebraic("00"));
        assert!(!is_spaced_algebraic("0"));
    }

    /// In a page of text, a result whose hyphen a PDF's text lost (`Vxc3
    /// (…) 0 1 (Rubinstein …`) is a result where a result may stand: a
    /// space, a line's end or a `(` after it. Elsewhere, and in PGN, the
    /// digits stay what they were.
    #[test]
    fn results_with_their_hyphens_lost_in_a_page() {
        let results = |src: &str, bare: bool| -> Vec<String> {
            Lexer::new(src.as_bytes())
                .bare(bare)
                .filter(|t| t.kind == TokenKind::Result)
                .map(|t| src[t.span()].to_owned())
                .collect()
        };
        let src = "25.Ka1 Vxc3 (Ze simultanky, 1922, 40) 0 1 (Rubinstein) 18.Dh1! 1 0\n27.Sd2 ½ ½";
        assert_eq!(results(src, true), ["0 1", "1 0", "½ ½"]);
        assert!(results(src, false).is_empty());
        // A page number before a move number, a score, digits glued on.
        for src in [
            "Sxc3+ 1\n8.Sxc3",
            "stav 1 0-0",
            "a 1 05",
            "skóre 21 0",
            // A FEN printed in prose (Dubois – N. N., Londra 1862).
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1\n",
        ] {
            assert!(results(src, true).is_empty(), "{src}");
        }
        for src in [src, "1 0\n0 1 (", "x 0 1"] {
            assert_lexer_agrees(src.as_bytes());
            assert_sparse_agrees(src.as_bytes());
        }
    }

    /// In bare text, a `*` glued to a word of letters is the word's: the
    /// Greek headers of a piece list's sides (`Λ*`, `Μ*`, as the Greek
    /// federation's magazine prints them, chess.gr/eso-mag/vol61/gam.html)
    /// and a footnote's star end no game. Elsewhere, and after a move, it
    /// is the result it is.
    #[test]
    fn a_star_glued_to_a_word_of_bare_text() {
        let page = "Λ*Ρη1/Βδ3/Πα7/Πε1/Ιε4/γ3/ε4/ζ2/η2/θ3\n  Μ* Ρη8/Βδ5/Πγ8/Πε8/Αη7/β5/γ6/ζ5/η4/θ5.";
        let kinds = |src: &str, bare: bool| -> Vec<(TokenKind, String)> {
            Lexer::new(src.as_bytes())
                .bare(bare)
                .filter(|t| !t.kind.is_trivia())
                .map(|t| (t.kind, src[t.start as usize..t.end as usize].to_owned()))
                .collect()
        };
        let bare = kinds(page, true);
        assert!(
            bare.iter().all(|(k, _)| *k != TokenKind::Result),
            "{bare:?}"
        );
        assert_eq!(bare[0], (TokenKind::Word, "Λ*".to_owned()));
        assert!(bare[1].1.starts_with("Ρη1"), "{bare:?}");
        assert!(bare.contains(&(TokenKind::Word, "Μ*".to_owned())));
        // PGN's own reading is unchanged, and so is a move's result.
        let pgn = kinds(page, false);
        assert_eq!(
            pgn.iter().filter(|(k, _)| *k == TokenKind::Result).count(),
            2
        );
        for src in ["1. e4 e5*", "1. e4 Nf3*\n", "Rg2*h2 e4*h"] {
            assert_eq!(kinds(src, true), kinds(src, false), "{src}");
        }
        for src in [page, "Kasparov* won", "e4*"] {
            for bare in [false, true] {
                let tokens: Vec<Token> = Lexer::new(src.as_bytes()).bare(bare).collect();
                assert_eq!(tokens.first().map(|t| t.start), Some(0));
                assert!(tokens.windows(2).all(|w| w[0].end == w[1].start), "{src}");
                assert_eq!(tokens.last().map(|t| t.end as usize), Some(src.len()));
            }
        }
    }

    /// A `*` glued between the two squares of a move of long notation
    /// (`Rg2*h2`, soks.sk's "Diagram týždňa") is the move's capture sign,
    /// kept in its word; a `*` anywhere else is the result it is.
    #[test]
    fn star_captures_of_long_notation() {
        let cases: [(&str, &[&str], usize); 9] = [
            (
                "1.Ra1-b1 Rg2*h2 2.Bd5-h1",
                &["Ra1-b1", "Rg2*h2", "Bd5-h1"],
                0,
            ),
            ("4.Bc3-b4 Rh2*h1 #", &["Bc3-b4", "Rh2*h1"], 0),
            ("g5*h4 Sg6*e7+ g7*h8=Q", &["g5*h4", "Sg6*e7+", "g7*h8=Q"], 0),
            // No square on one side of it, or a space: a result.
            ("1. e4 e5 *", &["e4", "e5"], 1),
            ("1. e4 e5*", &["e4", "e5"], 1),
            ("1. e4 e5 * e4", &["e4", "e5", "e4"], 1),
            ("1. e4 Nf3*\n[Event \"x\"]", &["e4", "Nf3"], 1),
            ("1. e4*Nf3", &["e4", "Nf3"], 1),
            ("Rg*h2 Kd6-c6 e4*h", &["Rg", "h2", "Kd6-c6", "e4", "h"], 2),
        ];
        for (src, words, results) in cases {
            let found: Vec<&str> = word_texts(src);
            assert_eq!(found, words, "{src}");
            let stars = Lexer::new(src.as_bytes())
                .filter(|t| t.kind == TokenKind::Result)
                .count();
            assert_eq!(stars, results, "{src}");
            assert_lexer_agrees(src.as_bytes());
            assert_sparse_agrees(src.as_bytes());
        }
    }
}
