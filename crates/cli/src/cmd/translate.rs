//! `forsyth translate`: the same PGN text with its moves in another language
//! or notation.
//!
//! The work is [`translate_pgn`]'s; this module opens the input, streams it
//! through, prints the findings as `FILE:LINE:COLUMN: error[code]: message`
//! lines on standard error and, for a large file on a terminal, shows a
//! progress bar.

use std::{
    cell::{Cell, RefCell},
    io::{self, IsTerminal, Write},
};

use forsyth_notation::{
    diagnostic::Severity,
    finding::Finding,
    translate::translate_pgn,
    write::{Notation, Target, figurine},
};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::Context;
use crate::{
    cli::TranslateArgs,
    input::{self, Source},
    messages::Messages,
    report::{self, EXIT_INPUT, EXIT_USAGE, Failure},
};

/// Inputs at least this large get a progress bar (when standard error is a
/// terminal).
const PROGRESS_THRESHOLD: u64 = 20 * 1024 * 1024;

/// Translates the input, writing the new text to `out`.
///
/// # Errors
/// An unknown language or an unreadable input ([`Failure::Usage`]), errors
/// in the input (reported here, [`Failure::Exit`] with status 1), or the
/// output cannot be written.
pub fn run(
    args: &TranslateArgs,
    out: &mut impl Write,
    context: &Context<'_>,
) -> Result<(), Failure> {
    let messages = context.messages;
    let from = input::language_choice(context.locales, &args.from, messages)?;
    let target = Target {
        locale: input::language(context.locales, &args.to, messages)?,
        notation: args.style,
        isolate: args.isolate,
    };
    let name = input::display_name(args.file.as_deref());
    let source = Source::open(args.file.as_deref())
        .map_err(|e| Failure::Usage(messages.cannot_read(&name, e)))?;
    let progress = source
        .size()
        .filter(|&size| size >= PROGRESS_THRESHOLD && io::stderr().is_terminal())
        .map(progress_bar);

    // The output is shared with the report callback, which flushes it before
    // an error line so that the two streams interleave in order.
    let shared = Shared {
        out: RefCell::new(out),
        failed: Cell::new(false),
    };
    let result = translate_pgn(
        source.into_reader(),
        SharedWriter(&shared),
        context.locales,
        from,
        &target,
        |finding| {
            if finding.diagnostic.severity == Severity::Error
                || (args.warnings && finding.diagnostic.severity == Severity::Warning)
            {
                // A failure is remembered, and ends the translation at the
                // next write.
                let _ = SharedWriter(&shared).flush();
                let line = finding_line(&name, finding, messages);
                match &progress {
                    Some(bar) => bar.suspend(|| report::write_stderr(&line)),
                    None => report::write_stderr(&line),
                }
            }
        },
        |bytes| {
            if let Some(bar) = &progress {
                bar.set_position(bytes);
            }
        },
    );
    if let Some(bar) = &progress {
        bar.finish_and_clear();
    }
    match result {
        Ok(stats) if stats.errors > 0 => Err(Failure::Exit(EXIT_INPUT)),
        Ok(_) => Ok(()),
        // The output failed.
        Err(e) if shared.failed.into_inner() => Err(Failure::Io(e)),
        Err(e) => {
            report::error(messages, messages.cannot_read(&name, e));
            Err(Failure::Exit(EXIT_USAGE))
        }
    }
}

/// One finding as a line a compiler would print, and editors read:
/// `FILE:LINE:COLUMN: error[illegal-move]: message` (columns in
/// characters, the severity word in the user's language).
fn finding_line(file: &str, finding: &Finding<'_>, messages: &Messages) -> String {
    format!(
        "{file}:{}:{}: {}[{}]: {}\n",
        finding.line,
        finding.column,
        messages.severity(finding.diagnostic.severity),
        finding.diagnostic.code.as_str(),
        messages.diagnostic(&finding.diagnostic)
    )
}

/// A progress bar on standard error for an input of `size` bytes.
fn progress_bar(size: u64) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(size), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {bytes}/{total_bytes} {bytes_per_sec} {eta}")
    {
        bar.set_style(style);
    }
    bar
}

/// The output, shared between the translation and the report callback.
struct Shared<'a, W: Write> {
    out: RefCell<&'a mut W>,
    /// Whether writing failed, telling output errors from input errors when
    /// the translation fails.
    failed: Cell<bool>,
}

/// Writes to a [`Shared`] output, remembering failures.
struct SharedWriter<'s, 'a, W: Write>(&'s Shared<'a, W>);

impl<W: Write> SharedWriter<'_, '_, W> {
    fn note<T>(&self, result: io::Result<T>) -> io::Result<T> {
        if result.is_err() {
            self.0.failed.set(true);
        }
        result
    }
}

impl<W: Write> Write for SharedWriter<'_, '_, W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let result = self.0.out.borrow_mut().write(buf);
        self.note(result)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        let result = self.0.out.borrow_mut().write_all(buf);
        self.note(result)
    }

    fn flush(&mut self) -> io::Result<()> {
        let result = self.0.out.borrow_mut().flush();
        self.note(result)
    }
}
