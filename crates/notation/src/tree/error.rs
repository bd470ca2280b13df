//! Syntax errors found while building a tree, and the warnings of text read
//! as every PGN reader reads it.

use std::{fmt, ops::Range};

use crate::lexer::TokenKind;

/// The variations a tree nests before it stops building [`Variation`]
/// nodes: a `(` deeper than this becomes, with everything up to its matching
/// `)`, one [`Error`] node and a [`SyntaxErrorKind::VariationTooDeep`].
///
/// [`Variation`]: super::NodeKind::Variation
/// [`Error`]: super::NodeKind::Error
pub const MAX_VARIATION_DEPTH: u32 = 255;

/// What is wrong. Every kind has a stable kebab-case [`code`] and carries
/// the data its message needs, so a message in any language can be built
/// from the code and the data (the English one is the [`fmt::Display`] of
/// [`SyntaxError`]).
///
/// [`code`]: SyntaxErrorKind::code
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SyntaxErrorKind {
    /// `unterminated-comment`: a `{` comment with no `}` (it runs to the end
    /// of the input).
    UnterminatedComment,
    /// `unterminated-string`: a string with no closing `"` on its line.
    UnterminatedString,
    /// `invalid-utf8`: bytes that are not UTF-8, in movetext or inside a
    /// comment or string (one error per run of bad bytes or per comment or
    /// string; the span is the first bad sequence).
    InvalidUtf8,
    /// `unexpected-character`: characters that start no PGN token (`<`,
    /// `€`, a `}` with no `{`…).
    UnexpectedCharacter,
    /// `unexpected-token`: a token with no place where it stands: a string or
    /// a `]` outside a tag pair.
    UnexpectedToken {
        /// The token found.
        found: TokenKind,
    },
    /// `unmatched-paren`: a `)` with no open variation.
    UnmatchedParen,
    /// `unclosed-variation`: variations still open when their game ends. One
    /// error per game, at the outermost unclosed `(`.
    UnclosedVariation {
        /// How many variations are open.
        count: u32,
    },
    /// `variation-too-deep`: a `(` nested deeper than the limit. The `(` and
    /// everything up to its matching `)` become one error node.
    VariationTooDeep {
        /// The limit, [`MAX_VARIATION_DEPTH`].
        limit: u32,
    },
    /// `tag-missing-name`: a tag pair with no name (`[ "x"]`, `[]`).
    TagMissingName,
    /// `tag-missing-value`: a tag pair with no value string (`[Event]`).
    TagMissingValue,
    /// `tag-unexpected-text`: text in a tag pair other than one name and one
    /// string, such as an unquoted value (`[White Carlsen]`); the span
    /// covers that text.
    TagUnexpectedText,
    /// `tag-unclosed`: a tag pair with no `]` (reported only when its value
    /// is a complete string: an unterminated string is reported instead).
    TagUnclosed,
    /// `duplicate-tag`: a tag name already used in the same tag section
    /// (the span is the later name).
    DuplicateTag,
    /// `missing-result`: a game with no result (`1-0`, `0-1`, `1/2-1/2`,
    /// `*`) outside its variations. The span is empty, where the result
    /// would go.
    MissingResult,
    /// `nag-out-of-range`: a `$n` above 255.
    NagOutOfRange,
    /// `unescaped-quote`, a warning: a tag value with quotes inside it that
    /// no `\` escapes (`[White ""Mirage""]`), read as PGN readers read it,
    /// from its first `"` to the `"` before the `]` (see
    /// [`TokenKind::LooseString`]). The span runs from the first such quote
    /// to the last.
    UnescapedQuote,
    /// `stray-backslash`, a warning: a tag value whose last `\` would escape
    /// its closing quote (`[Site "C:\games\"]`): the `\` is read as part of
    /// the value and the quote closes it. The span is the backslash. (A `\`
    /// before any other character is kept as written and is no finding.)
    StrayBackslash,
}

impl SyntaxErrorKind {
    /// Every code, in declaration order.
    pub const CODES: &'static [&'static str] = &[
        "unterminated-comment",
        "unterminated-string",
        "invalid-utf8",
        "unexpected-character",
        "unexpected-token",
        "unmatched-paren",
        "unclosed-variation",
        "variation-too-deep",
        "tag-missing-name",
        "tag-missing-value",
        "tag-unexpected-text",
        "tag-unclosed",
        "duplicate-tag",
        "missing-result",
        "nag-out-of-range",
        "unescaped-quote",
        "stray-backslash",
    ];

    /// The stable kebab-case code (`unmatched-paren`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            SyntaxErrorKind::UnterminatedComment => "unterminated-comment",
            SyntaxErrorKind::UnterminatedString => "unterminated-string",
            SyntaxErrorKind::InvalidUtf8 => "invalid-utf8",
            SyntaxErrorKind::UnexpectedCharacter => "unexpected-character",
            SyntaxErrorKind::UnexpectedToken { .. } => "unexpected-token",
            SyntaxErrorKind::UnmatchedParen => "unmatched-paren",
            SyntaxErrorKind::UnclosedVariation { .. } => "unclosed-variation",
            SyntaxErrorKind::VariationTooDeep { .. } => "variation-too-deep",
            SyntaxErrorKind::TagMissingName => "tag-missing-name",
            SyntaxErrorKind::TagMissingValue => "tag-missing-value",
            SyntaxErrorKind::TagUnexpectedText => "tag-unexpected-text",
            SyntaxErrorKind::TagUnclosed => "tag-unclosed",
            SyntaxErrorKind::DuplicateTag => "duplicate-tag",
            SyntaxErrorKind::MissingResult => "missing-result",
            SyntaxErrorKind::NagOutOfRange => "nag-out-of-range",
            SyntaxErrorKind::UnescapedQuote => "unescaped-quote",
            SyntaxErrorKind::StrayBackslash => "stray-backslash",
        }
    }

    /// The codes of the kinds that are warnings ([`SyntaxErrorKind::is_warning`]).
    pub const WARNING_CODES: &'static [&'static str] = &["unescaped-quote", "stray-backslash"];

    /// Whether the finding is a warning rather than an error: text that is
    /// not PGN but that every PGN reader reads the same way, and that the
    /// tree reads so too ([`SyntaxErrorKind::UnescapedQuote`],
    /// [`SyntaxErrorKind::StrayBackslash`]).
    #[must_use]
    pub const fn is_warning(self) -> bool {
        matches!(
            self,
            SyntaxErrorKind::UnescapedQuote | SyntaxErrorKind::StrayBackslash
        )
    }

    /// The message argument, if the kind has one, for localized messages:
    /// `found` (a token name from [`token_name`]), `count` or `limit`.
    #[must_use]
    pub const fn arg(self) -> Option<(&'static str, ErrorArg)> {
        match self {
            SyntaxErrorKind::UnexpectedToken { found } => {
                Some(("found", ErrorArg::Keyword(token_name(found))))
            }
            SyntaxErrorKind::UnclosedVariation { count } => {
                Some(("count", ErrorArg::Number(count)))
            }
            SyntaxErrorKind::VariationTooDeep { limit } => Some(("limit", ErrorArg::Number(limit))),
            _ => None,
        }
    }
}

/// A message argument of a [`SyntaxErrorKind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorArg {
    /// A number.
    Number(u32),
    /// A stable keyword (a token name such as `string` or `tag-close`), for
    /// a Fluent selector.
    Keyword(&'static str),
}

/// A stable kebab-case name for a token kind (`tag-close`, `string`).
#[must_use]
pub const fn token_name(kind: TokenKind) -> &'static str {
    match kind {
        TokenKind::Whitespace => "whitespace",
        TokenKind::Newline => "newline",
        TokenKind::Format => "format",
        TokenKind::TagOpen => "tag-open",
        TokenKind::TagClose => "tag-close",
        TokenKind::TagName => "tag-name",
        TokenKind::String => "string",
        TokenKind::UnterminatedString => "unterminated-string",
        TokenKind::LooseString => "loose-string",
        TokenKind::PrintedString => "printed-string",
        TokenKind::BraceComment => "brace-comment",
        TokenKind::UnterminatedBraceComment => "unterminated-brace-comment",
        TokenKind::LineComment => "line-comment",
        TokenKind::Escape => "escape",
        TokenKind::MoveNumber => "move-number",
        TokenKind::Dots => "dots",
        TokenKind::Nag => "nag",
        TokenKind::Glyph => "glyph",
        TokenKind::CheckMark => "check-mark",
        TokenKind::Result => "result",
        TokenKind::ParenOpen => "paren-open",
        TokenKind::ParenClose => "paren-close",
        TokenKind::NullMove => "null-move",
        TokenKind::Slash => "slash",
        TokenKind::Word => "word",
        TokenKind::Unknown => "unknown",
        TokenKind::InvalidUtf8 => "invalid-utf8",
    }
}

/// One syntax error: what and where. Spans are byte offsets into the text
/// the tree was built from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SyntaxError {
    /// What is wrong.
    pub kind: SyntaxErrorKind,
    /// Byte offset where the error starts.
    pub start: u32,
    /// Byte offset just past the error (equal to `start` for
    /// [`SyntaxErrorKind::MissingResult`]).
    pub end: u32,
}

impl SyntaxError {
    pub(crate) const fn new(kind: SyntaxErrorKind, start: u32, end: u32) -> SyntaxError {
        SyntaxError { kind, start, end }
    }

    /// The stable kebab-case code of the kind.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        self.kind.code()
    }

    /// The byte range of the error.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.start as usize..self.end as usize
    }
}

impl fmt::Display for SyntaxErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SyntaxErrorKind::UnterminatedComment => {
                f.write_str("comment not closed: the `}` is missing")
            }
            SyntaxErrorKind::UnterminatedString => {
                f.write_str("string not closed: the `\"` is missing before the end of the line")
            }
            SyntaxErrorKind::InvalidUtf8 => f.write_str("bytes that are not valid UTF-8"),
            SyntaxErrorKind::UnexpectedCharacter => {
                f.write_str("unexpected character: it starts no PGN token")
            }
            SyntaxErrorKind::UnexpectedToken { found } => {
                let what = match found {
                    TokenKind::String
                    | TokenKind::UnterminatedString
                    | TokenKind::LooseString
                    | TokenKind::PrintedString => "a string",
                    TokenKind::TagClose => "a `]`",
                    _ => "a token",
                };
                write!(f, "unexpected {what} outside a tag pair")
            }
            SyntaxErrorKind::UnmatchedParen => f.write_str("`)` with no open variation"),
            SyntaxErrorKind::UnclosedVariation { count: 1 } => {
                f.write_str("variation not closed: the `)` is missing")
            }
            SyntaxErrorKind::UnclosedVariation { count } => {
                write!(f, "{count} variations not closed: `)` missing")
            }
            SyntaxErrorKind::VariationTooDeep { limit } => {
                write!(f, "variations nested more than {limit} deep")
            }
            SyntaxErrorKind::TagMissingName => f.write_str("tag pair without a name"),
            SyntaxErrorKind::TagMissingValue => f.write_str("tag pair without a value string"),
            SyntaxErrorKind::TagUnexpectedText => f.write_str(
                "unexpected text in a tag pair: a tag pair is a name and a quoted string",
            ),
            SyntaxErrorKind::TagUnclosed => f.write_str("tag pair not closed: the `]` is missing"),
            SyntaxErrorKind::DuplicateTag => {
                f.write_str("tag name already used in this game's tag section")
            }
            SyntaxErrorKind::MissingResult => {
                f.write_str("game without a result (`1-0`, `0-1`, `1/2-1/2` or `*`)")
            }
            SyntaxErrorKind::NagOutOfRange => f.write_str("NAG above $255"),
            SyntaxErrorKind::UnescapedQuote => f.write_str(
                "quotation marks inside a tag value that no `\\` escapes: the value is read up to the quote before the `]`",
            ),
            SyntaxErrorKind::StrayBackslash => f.write_str(
                "backslash before the closing quote of a tag value: it is read as part of the value",
            ),
        }
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.kind, f)
    }
}

impl std::error::Error for SyntaxError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_listed_and_unique() {
        let kinds = [
            SyntaxErrorKind::UnterminatedComment,
            SyntaxErrorKind::UnterminatedString,
            SyntaxErrorKind::InvalidUtf8,
            SyntaxErrorKind::UnexpectedCharacter,
            SyntaxErrorKind::UnexpectedToken {
                found: TokenKind::String,
            },
            SyntaxErrorKind::UnmatchedParen,
            SyntaxErrorKind::UnclosedVariation { count: 2 },
            SyntaxErrorKind::VariationTooDeep { limit: 255 },
            SyntaxErrorKind::TagMissingName,
            SyntaxErrorKind::TagMissingValue,
            SyntaxErrorKind::TagUnexpectedText,
            SyntaxErrorKind::TagUnclosed,
            SyntaxErrorKind::DuplicateTag,
            SyntaxErrorKind::MissingResult,
            SyntaxErrorKind::NagOutOfRange,
            SyntaxErrorKind::UnescapedQuote,
            SyntaxErrorKind::StrayBackslash,
        ];
        let codes: Vec<&str> = kinds.iter().map(|k| k.code()).collect();
        assert_eq!(codes, SyntaxErrorKind::CODES);
        for kind in kinds {
            assert!(!kind.to_string().is_empty());
        }
        let warnings: Vec<&str> = kinds
            .iter()
            .filter(|k| k.is_warning())
            .map(|k| k.code())
            .collect();
        assert_eq!(warnings, SyntaxErrorKind::WARNING_CODES);
    }
}
