//! `forsyth fen`: check a FEN and print it normalized.

use std::io::Write;

use crate::{cli::FenArgs, input, messages::Messages, report::Failure};

/// Prints the normalized FEN.
///
/// # Errors
/// The FEN does not read, or the output cannot be written.
pub fn run(args: &FenArgs, out: &mut impl Write, messages: &Messages) -> Result<(), Failure> {
    let pos = input::position(&args.fen, args.lenient, messages)?;
    writeln!(out, "{}", pos.fen())?;
    Ok(())
}
