//! `forsyth`: read, check and show chess positions from the command line.
//!
//! `main` only wires things together: clap reads the command line
//! ([`cli`]), a command runs ([`cmd`]) writing to a locked, buffered standard
//! output, and [`report`] tells the user what went wrong and picks the exit
//! status. User-facing text lives in [`messages`].

mod cli;
mod cmd;
mod input;
mod messages;
mod report;

use std::{
    io::{self, BufWriter, Write},
    process::ExitCode,
};

use clap::Parser;

fn main() -> ExitCode {
    // Exits with status 2 on usage errors, 0 after --help and --version.
    let cli = cli::Cli::parse();
    let mut out = BufWriter::new(io::stdout().lock());
    let result = cmd::run(cli.command, &mut out).and_then(|()| Ok(out.flush()?));
    report::finish(result)
}
