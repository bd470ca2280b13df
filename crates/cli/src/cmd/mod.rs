//! The commands, one module each. Every command writes to the output it is
//! given and returns a [`Failure`] for [`crate::report`] to tell.

mod board;
mod fen;
mod perft;

use std::io::Write;

use crate::{cli::Command, report::Failure};

/// Runs `command`, writing its output to `out`.
///
/// # Errors
/// See [`Failure`].
pub fn run(command: Command, out: &mut impl Write) -> Result<(), Failure> {
    match command {
        Command::Perft(args) => perft::run(&args, out),
        Command::Fen(args) => fen::run(&args, out),
        Command::Board(args) => board::run(&args, out),
    }
}
