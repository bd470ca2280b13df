//! Errors met while loading locales, with the place they were found.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

/// Why a locale, or one of its files, could not be loaded.
#[derive(Debug)]
#[non_exhaustive]
pub enum LocaleErrorKind {
    /// A directory or file could not be read: it does not exist, access was
    /// denied, or the file is not UTF-8.
    Io(io::Error),
    /// A path given as a locales directory is not a directory.
    NotADirectory,
    /// A locale folder's name is not a language tag such as `fr` or `pt-BR`.
    InvalidTag(String),
    /// A locale folder has no `notation.ftl` (an override of a known locale
    /// may do without one if it has a `messages.ftl`).
    MissingNotationFile,
    /// The file is not valid Fluent; the reason as `fluent-syntax` gives it.
    Syntax(String),
    /// The same message id is defined twice in one locale folder.
    DuplicateMessage,
    /// A notation message the locale must define is missing.
    MissingMessage,
    /// A notation message that must have a value is empty.
    EmptyMessage,
    /// A notation message has a value the program cannot use; the reason.
    Malformed(String),
}

impl fmt::Display for LocaleErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LocaleErrorKind::Io(e) => write!(f, "cannot read: {e}"),
            LocaleErrorKind::NotADirectory => f.write_str("not a directory"),
            LocaleErrorKind::InvalidTag(name) => {
                write!(f, "folder name `{name}` is not a language tag")
            }
            LocaleErrorKind::MissingNotationFile => {
                f.write_str("no notation.ftl in this locale folder")
            }
            LocaleErrorKind::Syntax(reason) => write!(f, "Fluent syntax error: {reason}"),
            LocaleErrorKind::DuplicateMessage => f.write_str("defined more than once"),
            LocaleErrorKind::MissingMessage => f.write_str("missing notation message"),
            LocaleErrorKind::EmptyMessage => f.write_str("notation message is empty"),
            LocaleErrorKind::Malformed(reason) => f.write_str(reason),
        }
    }
}

/// An error in a locale: what went wrong, in which file, and where.
///
/// Its `Display` reads like a compiler message:
/// `fr/notation.ftl:4:1: message `piece-letter-king`: Fluent syntax error: …`.
/// Paths of embedded files are their paths in the source tree
/// (`locales/de/notation.ftl`).
#[derive(Debug)]
pub struct LocaleError {
    path: PathBuf,
    line: Option<usize>,
    column: Option<usize>,
    message_id: Option<String>,
    kind: LocaleErrorKind,
}

impl LocaleError {
    pub(crate) fn new(path: impl Into<PathBuf>, kind: LocaleErrorKind) -> LocaleError {
        LocaleError {
            path: path.into(),
            line: None,
            column: None,
            message_id: None,
            kind,
        }
    }

    pub(crate) fn at(mut self, position: Option<Position>) -> LocaleError {
        if let Some(p) = position {
            self.line = Some(p.line);
            self.column = Some(p.column);
        }
        self
    }

    pub(crate) fn with_id(mut self, id: Option<String>) -> LocaleError {
        self.message_id = id;
        self
    }

    /// The file or directory the error is about.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The 1-based line in [`path`](Self::path), when known.
    #[must_use]
    pub fn line(&self) -> Option<usize> {
        self.line
    }

    /// The 1-based column, counted in characters, when known.
    #[must_use]
    pub fn column(&self) -> Option<usize> {
        self.column
    }

    /// The Fluent message id concerned, when known.
    #[must_use]
    pub fn message_id(&self) -> Option<&str> {
        self.message_id.as_deref()
    }

    /// What went wrong.
    #[must_use]
    pub fn kind(&self) -> &LocaleErrorKind {
        &self.kind
    }
}

impl fmt::Display for LocaleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.path.display())?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
            if let Some(column) = self.column {
                write!(f, ":{column}")?;
            }
        }
        f.write_str(": ")?;
        if let Some(id) = &self.message_id {
            write!(f, "message `{id}`: ")?;
        }
        write!(f, "{}", self.kind)
    }
}

impl std::error::Error for LocaleError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            LocaleErrorKind::Io(e) => Some(e),
            _ => None,
        }
    }
}

/// A 1-based line and column (in characters) in a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Position {
    pub(crate) line: usize,
    pub(crate) column: usize,
}

impl Position {
    /// The position of byte `offset` in `text`. An offset past the end means
    /// the end; an offset inside a character counts that character.
    pub(crate) fn of_offset(text: &str, offset: usize) -> Position {
        let bytes = text.as_bytes();
        let before = bytes.get(..offset).unwrap_or(bytes);
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        // Count characters by their first bytes (UTF-8 continuation bytes
        // are 0b10xx_xxxx).
        let column = before[line_start..]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count()
            + 1;
        Position { line, column }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_one_based_and_count_characters() {
        let text = "ab\nαβγ = x\n";
        assert_eq!(
            Position::of_offset(text, 0),
            Position { line: 1, column: 1 }
        );
        assert_eq!(
            Position::of_offset(text, 2),
            Position { line: 1, column: 3 }
        );
        assert_eq!(
            Position::of_offset(text, 3),
            Position { line: 2, column: 1 }
        );
        // "αβγ" is six bytes; the space after it is the fourth character.
        assert_eq!(
            Position::of_offset(text, 9),
            Position { line: 2, column: 4 }
        );
        // Inside a character and past the end: no panic.
        assert_eq!(
            Position::of_offset(text, 4),
            Position { line: 2, column: 2 }
        );
        assert_eq!(
            Position::of_offset(text, 1000),
            Position { line: 3, column: 1 }
        );
    }

    #[test]
    fn display_names_path_line_column_and_id() {
        let e = LocaleError::new("fr/notation.ftl", LocaleErrorKind::MissingMessage)
            .at(Some(Position { line: 7, column: 2 }))
            .with_id(Some("file-h".into()));
        assert_eq!(
            e.to_string(),
            "fr/notation.ftl:7:2: message `file-h`: missing notation message"
        );
        let e = LocaleError::new("x", LocaleErrorKind::NotADirectory);
        assert_eq!(e.to_string(), "x: not a directory");
    }
}
