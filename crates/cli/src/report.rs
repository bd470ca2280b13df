//! How commands fail, and the one place that tells the user and picks the
//! exit status.
//!
//! Exit status: 0 success, 1 the input has errors, 2 usage error (clap's own
//! usage errors exit with 2 as well). A closed standard output (`forsyth
//! perft 5 | head -1`) ends the program quietly with status 0.
//!
//! Standard error is written without panicking, even when it is closed.
//! Every line is in the user's language ([`Messages`]); the FEN echoed under
//! an error is the input as typed, with no bidi marks, so the `^^^` mark
//! stays under the problem.

use std::{
    fmt::Display,
    io::{self, Write},
    ops::Range,
    process::ExitCode,
};

use forsyth_core::{FenError, FenErrorKind};
use forsyth_notation::problem::ForsythError;

use crate::messages::Messages;

/// Everything went well.
pub const EXIT_OK: u8 = 0;
/// The input has errors.
pub const EXIT_INPUT: u8 = 1;
/// The command line is wrong, or a file cannot be read or written.
pub const EXIT_USAGE: u8 = 2;

/// Why a command did not finish.
#[derive(Debug)]
pub enum Failure {
    /// A FEN that does not read; `input` is the text as read, which the
    /// error's byte span refers to.
    Fen { input: String, error: FenError },
    /// A position in a language's Forsyth notation that does not read;
    /// `input` is the text as read, `language` the language's name.
    Forsyth {
        input: String,
        error: ForsythError,
        language: String,
    },
    /// A usage error found after clap's parsing (an unknown language, an
    /// unreadable file): the message, in the user's language.
    Usage(String),
    /// Everything has been reported already; only the exit status is left.
    Exit(u8),
    /// Writing the output failed.
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Io(e)
    }
}

/// Tells the user about `result` and returns the exit status.
pub fn finish(result: Result<(), Failure>, messages: &Messages) -> ExitCode {
    ExitCode::from(match result {
        Ok(()) => EXIT_OK,
        Err(Failure::Fen { input, error }) => {
            write_stderr(&fen_error(&input, &error, messages));
            lenient_hint(&input, &error, messages);
            EXIT_INPUT
        }
        Err(Failure::Forsyth {
            input,
            error,
            language,
        }) => {
            let reason = messages.forsyth_error(&error.kind, &language);
            write_stderr(&span_error(&input, &error.span, &reason, messages));
            EXIT_INPUT
        }
        Err(Failure::Usage(message)) => {
            self::error(messages, message);
            EXIT_USAGE
        }
        Err(Failure::Exit(status)) => status,
        Err(Failure::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => EXIT_OK,
        Err(Failure::Io(e)) => {
            error(messages, messages.write_failed(e));
            EXIT_USAGE
        }
    })
}

/// Prints `error: <message>` on standard error.
/// After a FEN that is a board with fields missing (a board alone,
/// `… w KQkq -`), a note that `--lenient` reads it with the usual defaults.
pub fn lenient_hint(input: &str, error: &FenError, messages: &Messages) {
    let board = input
        .split_whitespace()
        .next()
        .is_some_and(|b| b.matches('/').count() == 7);
    if board && matches!(error.kind, FenErrorKind::FieldCount { found } if found < 6) {
        note(messages, messages.lenient_hint());
    }
}

pub fn error(messages: &Messages, message: impl Display) {
    write_stderr(&format!("{}: {message}\n", messages.error_prefix()));
}

/// Prints `warning: <message>` on standard error.
pub fn warning(messages: &Messages, message: impl Display) {
    write_stderr(&format!("{}: {message}\n", messages.warning_prefix()));
}

/// Prints `note: <message>` on standard error.
pub fn note(messages: &Messages, message: impl Display) {
    write_stderr(&format!("{}: {message}\n", messages.note_prefix()));
}

/// Writes to standard error, ignoring failure: there is nowhere left to
/// report it (`eprintln!` would panic).
pub fn write_stderr(text: &str) {
    let mut stderr = io::stderr().lock();
    let _ = stderr.write_all(text.as_bytes());
    let _ = stderr.flush();
}

/// The 1-based column, in characters, of byte offset `at` in `input`.
///
/// An offset inside a character counts as that character; an offset past
/// the end is the column just after the last character.
pub fn column(input: &str, at: usize) -> usize {
    input
        .char_indices()
        .take_while(|(i, c)| i + c.len_utf8() <= at)
        .count()
        + 1
}

/// The characters of `input` that `span` (bytes) covers, at least one.
fn width(input: &str, span: &Range<usize>) -> usize {
    input
        .char_indices()
        .filter(|(i, c)| *i + c.len_utf8() > span.start && *i < span.end)
        .count()
        .max(1)
}

/// The full report of a FEN error, rustc-style:
///
/// ```text
/// error: column 52: en passant square e3, but no white pawn stands on e4
///   | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1
///   |                                                    ^^
/// ```
///
/// Columns and the underline are counted in characters, so the mark sits
/// under the problem however many bytes the characters before it take. The
/// first line is in the user's language; the FEN is echoed as typed.
pub fn fen_error(input: &str, error: &FenError, messages: &Messages) -> String {
    span_error(
        input,
        &error.span,
        &messages.fen_error(&error.kind),
        messages,
    )
}

/// The report of an error at byte range `span` of a one-line `input`, as
/// [`fen_error`] shows it.
pub fn span_error(input: &str, span: &Range<usize>, reason: &str, messages: &Messages) -> String {
    let col = column(input, span.start);
    let mut out = format!(
        "{}: {}\n",
        messages.error_prefix(),
        messages.at_column(col, reason)
    );
    if !input.trim().is_empty() {
        // Control characters (tabs) would shift the mark: show them as spaces.
        let echoed: String = input
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        let marks = "^".repeat(width(input, span));
        let pad = " ".repeat(col - 1);
        out = format!("{out}  | {echoed}\n  | {pad}{marks}\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use forsyth_core::Fen;
    use forsyth_notation::locale::Locales;

    #[test]
    fn columns_count_characters() {
        assert_eq!(column("abc", 0), 1);
        assert_eq!(column("abc", 2), 3);
        assert_eq!(column("abc", 3), 4);
        // '–' is three bytes, one character.
        assert_eq!(column("a–b", 4), 3);
        assert_eq!(column("a–b", 2), 2);
        assert_eq!(column("a–b", 99), 4);
    }

    #[test]
    fn underline_counts_characters() {
        assert_eq!(width("a–b", &(1..4)), 1);
        assert_eq!(width("a–b", &(0..5)), 3);
        assert_eq!(width("abc", &(3..3)), 1);
    }

    #[test]
    fn report_points_at_the_span() {
        let input = "8/8/8/8/8/8/8/K1k5 w – – x 1";
        let Err(e) = Fen::parse_lenient(input, None) else {
            panic!("halfmove clock 'x' must not read");
        };
        for locale in Locales::embedded().iter() {
            let messages = Messages::new(Some(locale.clone()));
            let report = fen_error(input, &e, &messages);
            let lines: Vec<&str> = report.lines().collect();
            assert_eq!(lines.len(), 3, "{report}");
            if locale.tag() == "en" {
                assert!(lines[0].starts_with("error: column 26: "), "{report}");
            }
            assert!(lines[0].contains("26"), "{report}");
            assert_eq!(lines[1], format!("  | {input}"));
            assert_eq!(lines[2], format!("  | {}^", " ".repeat(25)));
        }
    }
}
