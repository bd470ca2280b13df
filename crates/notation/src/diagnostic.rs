//! Findings about a text — errors, warnings, hints — with stable codes and
//! messages in the user's language.
//!
//! A [`Diagnostic`] holds a [`Code`], a byte span and typed arguments; its
//! message is formatted on demand from the locale's `messages.ftl`
//! (`diag-<code>`, falling back to English), so one analysis serves every
//! language. The codes are part of the interface of `forsyth check` and of
//! the language server: never rename one.

use std::{fmt, ops::Range};

use forsyth_core::{Color, FenErrorKind, Move, Position, Repair};

use crate::{
    letters::Letters,
    locale::{FluentArgs, FluentValue, Locale, color_keyword},
    write::{Notation, write_move},
};

/// How bad a finding is (the LSP's four levels).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
    Information,
    Hint,
}

impl Severity {
    /// `error`, `warning`, `information` or `hint`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Information => "information",
            Severity::Hint => "hint",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

macro_rules! codes {
    ($($variant:ident = $name:literal, $severity:ident, $doc:literal;)*) => {
        /// What a finding is about. The kebab-case names are stable.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Code {
            $(#[doc = $doc] $variant,)*
        }

        impl Code {
            pub const ALL: &'static [Code] = &[$(Code::$variant,)*];

            /// The stable kebab-case name (`illegal-move`).
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self { $(Code::$variant => $name,)* }
            }

            /// The usual severity of this finding.
            #[must_use]
            pub const fn severity(self) -> Severity {
                match self { $(Code::$variant => Severity::$severity,)* }
            }
        }
    };
}

codes! {
    Syntax = "syntax", Error, "Text that is not PGN: an unterminated comment or string, an unmatched parenthesis, a malformed tag, stray characters, bytes that are not UTF-8.";
    MalformedMove = "malformed-move", Error, "A move that cannot be read in the game's language.";
    IllegalMove = "illegal-move", Error, "A move that no piece can legally make.";
    AmbiguousMove = "ambiguous-move", Error, "A move that more than one piece can make.";
    MissingPromotion = "missing-promotion", Error, "A pawn reaching the last rank with no promotion piece written.";
    InvalidFen = "invalid-fen", Error, "A FEN (in a `[FEN]` tag or a `.fen` line) that is malformed or not a legal position.";
    UnsupportedVariant = "unsupported-variant", Warning, "A game under rules other than chess and Chess960 (`[Variant \"Crazyhouse\"]`): its moves are neither checked nor translated.";
    FenRepaired = "fen-repaired", Warning, "A FEN that is read after a repair (a missing field, a castling right or en passant square the board contradicts; a fullmove number 0, which many programs write, is information only): the game is still read from the repaired position.";
    WrongCheckMark = "wrong-check-mark", Warning, "A check or mate mark that does not match what the move does.";
    WrongCaptureMark = "wrong-capture-mark", Warning, "A capture mark on a move that captures nothing.";
    MoveNumber = "move-number", Warning, "A move number that does not match the move it stands before.";
    ResultMismatch = "result-mismatch", Warning, "The `Result` tag and the game's termination marker disagree.";
    MissingResult = "missing-result", Information, "A game with no termination marker.";
    Homoglyph = "homoglyph", Warning, "A letter of another script that looks like the one meant (a Latin P for the Greek Ρ).";
    MixedLanguages = "mixed-languages", Warning, "Moves of one game written in more than one language.";
    UnknownLanguage = "unknown-language", Error, "A game whose moves do not read in any known language.";
    GameTooLarge = "game-too-large", Error, "A game (or a line) longer than forsyth reads (64 MiB): it is not read, and a translation copies it unchanged.";
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A typed message argument, rendered in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Text shown as it is (a move as written, a FEN field).
    Text(String),
    /// A number.
    Number(i64),
    /// A side: passed to Fluent as the keyword `white` or `black`, so each
    /// language selects the words and agreement it needs.
    Side(Color),
    /// Why a FEN is invalid: written in the reader's language when the
    /// message is formatted.
    FenError(FenErrorKind),
    /// What lenient FEN reading repaired: written in the reader's language
    /// when the message is formatted.
    Repair(Repair),
    /// Moves of a position (the legal moves of a piece, the candidates of
    /// an ambiguous move), with the letters of the game's language: written
    /// in SAN, comma separated, when the message is formatted. A caller may
    /// write them in another language from the position and the moves.
    Moves(Box<MovesArg>),
}

/// The value of [`Arg::Moves`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovesArg {
    /// The position the moves are moves of.
    pub before: Position,
    pub moves: Vec<Move>,
    /// The letters they are written with by default.
    pub letters: Letters,
}

impl Arg {
    /// The moves `moves` of `before`, written with `letters`.
    #[must_use]
    pub fn moves(before: &Position, moves: &[Move], letters: &Letters) -> Arg {
        Arg::Moves(Box::new(MovesArg {
            before: *before,
            moves: moves.to_vec(),
            letters: letters.clone(),
        }))
    }

    /// The argument as text in `locale`'s language.
    #[must_use]
    pub fn text(&self, locale: &Locale) -> String {
        match self {
            Arg::Text(t) => t.clone(),
            Arg::Number(n) => n.to_string(),
            Arg::Side(c) => color_keyword(*c).to_owned(),
            Arg::FenError(kind) => crate::messages::fen_error(kind, locale),
            Arg::Repair(repair) => crate::messages::repair(repair, locale),
            Arg::Moves(moves) => {
                let mut s = String::new();
                for (i, m) in moves.moves.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    write_move(&moves.before, m, &moves.letters, Notation::San, &mut s);
                }
                s
            }
        }
    }
}

/// A secondary location or note of a finding (the legal moves of a piece,
/// the candidates of an ambiguous move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Related {
    /// Where, if somewhere else in the text.
    pub span: Option<Range<usize>>,
    /// The message id in `messages.ftl`.
    pub message: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// One finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub code: Code,
    pub severity: Severity,
    /// Byte range in the text; its start is the first byte of the offending token.
    pub span: Range<usize>,
    /// Which message, when the code has several (`diag-syntax-unterminated-comment`);
    /// `None` means `diag-<code>`.
    pub variant: Option<&'static str>,
    pub args: Vec<(&'static str, Arg)>,
    pub related: Vec<Related>,
}

impl Diagnostic {
    /// A finding with the code's usual severity and no arguments.
    #[must_use]
    pub fn new(code: Code, span: Range<usize>) -> Diagnostic {
        Diagnostic {
            code,
            severity: code.severity(),
            span,
            variant: None,
            args: Vec::new(),
            related: Vec::new(),
        }
    }

    /// Adds an argument.
    #[must_use]
    pub fn with(mut self, name: &'static str, arg: Arg) -> Diagnostic {
        self.args.push((name, arg));
        self
    }

    /// Picks a more specific message of the same code.
    #[must_use]
    pub fn variant(mut self, variant: &'static str) -> Diagnostic {
        self.variant = Some(variant);
        self
    }

    /// The message id in `messages.ftl`.
    #[must_use]
    pub fn message_id(&self) -> String {
        match self.variant {
            Some(v) => format!("diag-{}-{v}", self.code.as_str()),
            None => format!("diag-{}", self.code.as_str()),
        }
    }

    /// The message in `locale`'s language (English where it lacks one).
    #[must_use]
    pub fn message(&self, locale: &Locale) -> String {
        format_message(locale, &self.message_id(), &self.args)
    }
}

/// Formats message `id` with typed arguments in `locale` (arguments are
/// isolated for bidi text in right-to-left locales, see
/// [`crate::messages::text`]). When no locale has the message, the id and
/// the arguments are shown rather than nothing.
#[must_use]
pub fn format_message(locale: &Locale, id: &str, args: &[(&'static str, Arg)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, arg) in args {
        let value: FluentValue<'_> = match arg {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Side(c) => FluentValue::from(color_keyword(*c)),
            arg => FluentValue::from(arg.text(locale)),
        };
        fluent.set(*name, value);
    }
    crate::messages::text(locale, id, Some(&fluent)).unwrap_or_else(|| {
        let mut s = id.to_owned();
        for (name, arg) in args {
            let text = arg.text(locale);
            s.push(' ');
            s.push_str(name);
            s.push('=');
            s.push_str(&text);
        }
        s
    })
}
