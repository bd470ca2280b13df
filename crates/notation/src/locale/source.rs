//! The `.ftl` files a locale is made of: the embedded ones, reading files
//! from disk, parsing them, and finding where a message is defined.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use fluent_bundle::FluentResource;
use fluent_syntax::ast;
use fluent_syntax::parser::{ErrorKind, ParserError};

use super::error::{LocaleError, LocaleErrorKind, Position};

/// The file holding a locale's notation: letters, names, marks.
pub(crate) const NOTATION_FILE: &str = "notation.ftl";
/// The file holding a locale's user-facing messages.
pub(crate) const MESSAGES_FILE: &str = "messages.ftl";

/// An embedded locale: its tag and the text of its files. A language with
/// no `messages.ftl` has its notation only: its messages are English's.
pub(crate) struct Embedded {
    pub(crate) tag: &'static str,
    pub(crate) notation: &'static str,
    pub(crate) messages: Option<&'static str>,
    /// The message ids `messages` defines, sorted (found by `build.rs`).
    pub(crate) message_ids: &'static [&'static str],
}

/// The locales compiled into the program: every folder of the workspace's
/// `locales/` that holds a `notation.ftl`, sorted by tag, found by
/// `build.rs` (no list of languages is written in the code).
pub(crate) const EMBEDDED: &[Embedded] = include!(concat!(env!("OUT_DIR"), "/embedded_locales.rs"));

/// Which of a locale's two files a source is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FileKind {
    Notation,
    Messages,
}

/// One parsed `.ftl` file and where it came from.
///
/// A locale is a stack of layers: the embedded files (or the first folder
/// that defined the locale) are layer 0, each override folder adds a layer
/// on top. Within a layer an id may be defined once; a higher layer
/// overrides lower ones.
#[derive(Clone)]
pub(crate) struct Source {
    pub(crate) path: PathBuf,
    pub(crate) kind: FileKind,
    pub(crate) layer: usize,
    pub(crate) resource: Arc<FluentResource>,
}

impl Source {
    /// Parses `text`, read from `path`. Every syntax error is returned, each
    /// with its line, column and, when it can be told, the message id.
    pub(crate) fn parse(
        path: PathBuf,
        kind: FileKind,
        layer: usize,
        text: String,
    ) -> Result<Source, Vec<LocaleError>> {
        match FluentResource::try_new(text) {
            Ok(resource) => Ok(Source {
                path,
                kind,
                layer,
                resource: Arc::new(resource),
            }),
            Err((resource, errors)) => Err(errors
                .iter()
                .map(|e| syntax_error(&path, resource.source(), e))
                .collect()),
        }
    }

    /// The ids this file defines, messages as `id` and terms as `-id`, each
    /// with the byte offset of its definition.
    pub(crate) fn definitions(&self) -> Vec<(String, usize)> {
        let text = self.resource.source();
        // Every defining line, read once: id → offsets, in order.
        let mut lines: std::collections::HashMap<&str, Vec<usize>> =
            std::collections::HashMap::new();
        let mut start = 0;
        for line in text.split_inclusive('\n') {
            if let Some(id) = defined_id(line) {
                lines.entry(id).or_default().push(start);
            }
            start += line.len();
        }
        let mut nths: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
        let mut seen: Vec<(String, usize)> = Vec::new();
        for entry in self.resource.entries() {
            let id = match entry {
                ast::Entry::Message(m) => m.id.name.to_owned(),
                ast::Entry::Term(t) => format!("-{}", t.id.name),
                _ => continue,
            };
            let nth = nths.entry(id.clone()).or_default();
            let offset = lines
                .get(id.as_str())
                .and_then(|offsets| offsets.get(*nth))
                .copied()
                .unwrap_or(0);
            *nth += 1;
            seen.push((id, offset));
        }
        seen
    }

    /// Whether this file defines message `id`.
    pub(crate) fn defines(&self, id: &str) -> bool {
        self.resource
            .entries()
            .any(|e| matches!(e, ast::Entry::Message(m) if m.id.name == id))
    }

    /// Where message `id` is defined in this file (its last definition).
    pub(crate) fn position_of(&self, id: &str) -> Option<Position> {
        let text = self.resource.source();
        definition_offsets(text, id)
            .last()
            .map(|&offset| Position::of_offset(text, offset))
    }
}

/// Reads a UTF-8 file; `Ok(None)` if it does not exist. A leading byte order
/// mark is dropped.
pub(crate) fn read_optional(path: &Path) -> Result<Option<String>, LocaleError> {
    match fs::read_to_string(path) {
        Ok(text) => Ok(Some(match text.strip_prefix('\u{feff}') {
            Some(rest) => rest.to_owned(),
            None => text,
        })),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(LocaleError::new(path, LocaleErrorKind::Io(e))),
    }
}

/// Byte offsets of the lines that define `id` (`id =` at the start of a
/// line; Fluent entries always start in the first column).
fn definition_offsets(text: &str, id: &str) -> Vec<usize> {
    let mut offsets = Vec::new();
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        if let Some(rest) = line.strip_prefix(id)
            && rest.trim_start_matches([' ', '\t']).starts_with('=')
        {
            offsets.push(start);
        }
        start += line.len();
    }
    offsets
}

/// The id a line defines (`id =` or `-id =` at its start), if any: the
/// lines [`definition_offsets`] finds for that id.
fn defined_id(line: &str) -> Option<&str> {
    let bytes = line.as_bytes();
    let mut end = usize::from(bytes.first() == Some(&b'-'));
    if !bytes.get(end).is_some_and(u8::is_ascii_alphabetic) {
        return None;
    }
    end += 1;
    while bytes
        .get(end)
        .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
    {
        end += 1;
    }
    line[end..]
        .trim_start_matches([' ', '\t'])
        .starts_with('=')
        .then(|| &line[..end])
}

/// A [`LocaleError`] for one Fluent parser error.
fn syntax_error(path: &Path, text: &str, error: &ParserError) -> LocaleError {
    let id = match &error.kind {
        ErrorKind::ExpectedMessageField { entry_id } => Some(entry_id.clone()),
        ErrorKind::ExpectedTermField { entry_id } => Some(format!("-{entry_id}")),
        _ => error
            .slice
            .as_ref()
            .and_then(|slice| text.get(slice.clone()))
            .and_then(leading_identifier),
    };
    LocaleError::new(path, LocaleErrorKind::Syntax(error.kind.to_string()))
        .at(Some(Position::of_offset(text, error.pos.start)))
        .with_id(id)
}

/// The Fluent identifier (`[-]?[a-zA-Z][a-zA-Z0-9_-]*`) a junk slice starts
/// with, if any: the id of the broken entry.
fn leading_identifier(junk: &str) -> Option<String> {
    let junk = junk.trim_start();
    let (sigil, body) = match junk.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", junk),
    };
    if !body.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    let end = body
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(body.len());
    Some(format!("{sigil}{}", &body[..end]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Source, Vec<LocaleError>> {
        Source::parse(
            PathBuf::from("t.ftl"),
            FileKind::Notation,
            0,
            text.to_owned(),
        )
    }

    #[test]
    fn definitions_are_found_in_one_pass_where_each_id_is_defined() {
        let mut texts: Vec<String> = EMBEDDED
            .iter()
            .flat_map(|e| [Some(e.notation), e.messages])
            .flatten()
            .map(str::to_owned)
            .collect();
        texts.push("a = 1\na = 2\n-t = x\nab =3\na-b = 4\n  c = 5\nb = { a }\n".to_owned());
        for text in texts {
            let source = parse(&text).unwrap();
            let mut expected: Vec<(String, usize)> = Vec::new();
            for entry in source.resource.entries() {
                let id = match entry {
                    ast::Entry::Message(m) => m.id.name.to_owned(),
                    ast::Entry::Term(t) => format!("-{}", t.id.name),
                    _ => continue,
                };
                let nth = expected.iter().filter(|(s, _)| *s == id).count();
                let offset = definition_offsets(&text, &id)
                    .get(nth)
                    .copied()
                    .unwrap_or(0);
                expected.push((id, offset));
            }
            assert!(expected.len() > 3);
            assert_eq!(source.definitions(), expected);
        }
    }

    #[test]
    fn syntax_errors_name_line_column_and_id() {
        let errors = parse("a = 1\n\npiece-letter-king\nb = 2\n").err().unwrap();
        assert_eq!(errors.len(), 1);
        let e = &errors[0];
        assert_eq!(e.line(), Some(3));
        assert_eq!(e.message_id(), Some("piece-letter-king"));
        assert!(matches!(e.kind(), LocaleErrorKind::Syntax(_)));
    }

    #[test]
    fn syntax_error_in_a_term_and_a_missing_value() {
        let errors = parse("-brand =\nx = { -brand }\nok = 1\n").err().unwrap();
        assert_eq!(errors[0].message_id(), Some("-brand"));
        assert_eq!(errors[0].line(), Some(1));

        let errors = parse("ok = 1\nempty =\n").err().unwrap();
        assert_eq!(errors[0].message_id(), Some("empty"));
        assert_eq!(errors[0].line(), Some(2));
    }

    #[test]
    fn definitions_and_positions() {
        let s = parse("# c\nfile-a = a\nfile-ab = b\n-t = T\nfile-a = c\n").unwrap();
        assert_eq!(
            s.definitions(),
            vec![
                ("file-a".to_owned(), 4),
                ("file-ab".to_owned(), 15),
                ("-t".to_owned(), 27),
                ("file-a".to_owned(), 34),
            ]
        );
        assert!(s.defines("file-ab"));
        assert!(!s.defines("t"));
        assert_eq!(
            s.position_of("file-a"),
            Some(Position { line: 5, column: 1 })
        );
        assert_eq!(s.position_of("nothing"), None);
    }

    #[test]
    fn identifiers_of_junk() {
        assert_eq!(leading_identifier("\n  abc-d_1 x"), Some("abc-d_1".into()));
        assert_eq!(leading_identifier("-term ="), Some("-term".into()));
        assert_eq!(leading_identifier("= x"), None);
        assert_eq!(leading_identifier(""), None);
    }
}
