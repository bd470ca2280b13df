//! The commands, one module each. Every command writes to the output it is
//! given and returns a [`Failure`] for [`crate::report`] to tell.

mod board;
mod fen;
mod perft;

use std::io::Write;

use crate::{cli::Command, messages::Messages, report::Failure};

/// Runs `command`, writing its output to `out` and its notes in `messages`'
/// language.
///
/// # Errors
/// See [`Failure`].
pub fn run(command: Command, out: &mut impl Write, messages: &Messages) -> Result<(), Failure> {
    match command {
        Command::Perft(args) => perft::run(&args, out, messages),
        Command::Fen(args) => fen::run(&args, out, messages),
        Command::Board(args) => board::run(&args, out, messages),
    }
}
