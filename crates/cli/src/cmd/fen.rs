//! `forsyth fen`: check a FEN and print it normalized, or translate a
//! position between FEN and the Forsyth notation of a language.

use std::io::Write;

use forsyth_notation::forsyth::{UnitCount, to_localized_board_fen, write_piece_list};

use super::Context;
use crate::{cli::FenArgs, input, report::Failure};

/// Reads the position (as FEN, or with `--from` in a language's Forsyth
/// letters) and prints it: as normalized FEN, or with `--to` as the board
/// field in that language's letters followed by the unit count
/// (`T7/4k3/4S3/K2L4/8/8/8/5T2 (5+1)`); for a language without letter
/// case (Hebrew) as its piece list.
///
/// # Errors
/// An unknown language, a position that does not read, or the output
/// cannot be written.
pub fn run(args: &FenArgs, out: &mut impl Write, context: &Context<'_>) -> Result<(), Failure> {
    let (locales, messages) = (context.locales, context.messages);
    // Both languages are checked before the position is read.
    let to = args
        .to
        .as_deref()
        .map(|name| input::language(locales, name, messages))
        .transpose()?;
    let pos = input::position_from(
        &args.fen,
        args.from.as_deref(),
        args.lenient,
        locales,
        messages,
    )?;
    match to {
        None => writeln!(out, "{}", pos.fen())?,
        Some(locale) => match to_localized_board_fen(pos.board(), locale.letters()) {
            Some(field) => writeln!(out, "{field} {}", UnitCount::of(pos.board()))?,
            None => writeln!(out, "{}", write_piece_list(pos.board(), locale))?,
        },
    }
    Ok(())
}
