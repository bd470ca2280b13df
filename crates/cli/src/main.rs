//! `forsyth`: read, check, show and translate chess notation from the command
//! line.
//!
//! `main` only wires things together: the locales are loaded (the embedded
//! ones, `FORSYTH_LOCALES`, then `--locales DIR`), the language of the
//! messages is chosen from the environment ([`language`]), clap reads the
//! command line ([`cli`]), a command runs ([`cmd`]) writing to a locked,
//! buffered standard output, and [`report`] tells the user what went wrong
//! and picks the exit status. User-facing text lives in [`messages`].

mod cli;
mod cmd;
mod compression;
mod encoding;
mod input;
mod language;
mod messages;
mod progress;
mod report;

use std::{
    io::{self, BufWriter, Write},
    mem::ManuallyDrop,
    process::ExitCode,
};

use forsyth_notation::locale::Locales;

/// The size of the buffer in front of standard output and of a file
/// written by `translate` (`--output`, `--in-place`): translations of large
/// files are written game by game, and a write call a few kilobytes would
/// cost a tenth of the run in system time.
pub(crate) const OUTPUT_BUFFER: usize = 256 * 1024;

fn main() -> ExitCode {
    // A broken folder named by FORSYTH_LOCALES is only warned about: it was
    // not asked for on this command line.
    // The locales and messages live as long as the process: they are not
    // dropped at its end (the system takes the memory back at once; freeing
    // every language's parsed Fluent files one by one cost an eighth of a
    // one-game `check`).
    let (locales, locale_errors) = Locales::load(None);
    let mut locales = ManuallyDrop::new(locales);
    let mut messages = ManuallyDrop::new(language::messages_from_env(&locales));
    for error in &locale_errors {
        report::warning(&messages, error);
    }
    // Exits with status 2 on usage errors, 0 after --help and --version.
    let cli = cli::parse(&messages);
    if let Some(dir) = &cli.locales {
        if let Err(errors) = locales.add_dir(dir) {
            for error in &errors {
                report::error(&messages, error);
            }
            return ExitCode::from(report::EXIT_USAGE);
        }
        *messages = language::messages_from_env(&locales);
    }
    let context = cmd::Context {
        locales: &locales,
        messages: &messages,
        color: cli.color,
    };
    let mut out = BufWriter::with_capacity(OUTPUT_BUFFER, io::stdout().lock());
    let result = cmd::run(cli.command, &mut out, &context).and_then(|()| Ok(out.flush()?));
    report::finish(result, &messages)
}
