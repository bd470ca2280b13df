//! `forsyth perft`: leaf counts of the legal move tree, split by first move.

use std::io::Write;

use forsyth_core::divide;

use crate::{cli::PerftArgs, input, messages::Messages, report::Failure};

/// Prints `<uci>: <count>` per legal move, sorted by the UCI text, then a
/// blank line and the total. Without moves to list (depth 0, or no legal
/// move) only the total is printed.
///
/// # Errors
/// The FEN does not read, or the output cannot be written.
pub fn run(args: &PerftArgs, out: &mut impl Write, messages: &Messages) -> Result<(), Failure> {
    let pos = input::position(&args.fen, args.lenient, messages)?;
    let chess960 = pos.castles().is_chess960();
    let mut lines: Vec<(String, u64)> = divide(&pos, args.depth)
        .into_iter()
        .map(|(m, n)| (m.to_uci(chess960).to_string(), n))
        .collect();
    lines.sort();
    let total: u64 = if args.depth == 0 {
        1
    } else {
        lines.iter().map(|(_, n)| n).sum()
    };
    for (uci, n) in &lines {
        writeln!(out, "{uci}: {n}")?;
    }
    if !lines.is_empty() {
        writeln!(out)?;
    }
    writeln!(out, "{total}")?;
    Ok(())
}
