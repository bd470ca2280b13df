//! `forsyth`: read, check and show chess positions from the command line.
//!
//! `main` only wires things together: the language is chosen from the
//! environment ([`language`]), clap reads the command line ([`cli`]), a
//! command runs ([`cmd`]) writing to a locked, buffered standard output, and
//! [`report`] tells the user what went wrong and picks the exit status.
//! User-facing text lives in [`messages`].

mod cli;
mod cmd;
mod input;
mod language;
mod messages;
mod report;

use std::{
    io::{self, BufWriter, Write},
    process::ExitCode,
};

fn main() -> ExitCode {
    let (messages, locale_errors) = language::messages_from_env();
    for error in &locale_errors {
        report::warning(&messages, error);
    }
    // Exits with status 2 on usage errors, 0 after --help and --version.
    let cli = cli::parse(&messages);
    let mut out = BufWriter::new(io::stdout().lock());
    let result = cmd::run(cli.command, &mut out, &messages).and_then(|()| Ok(out.flush()?));
    report::finish(result, &messages)
}
