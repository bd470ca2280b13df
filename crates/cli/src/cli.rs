//! The command line as clap reads it: commands, options and their help.
//!
//! Help texts live in [`crate::messages`]. Usage errors (unknown option,
//! missing argument, bad DEPTH) are clap's, and exit with status 2.

use clap::{Args, Parser, Subcommand};

use crate::messages;

/// The deepest perft accepted: depth 13 from the starting position would
/// take years, and even 12 only suits endgames.
pub const MAX_PERFT_DEPTH: u32 = 12;

#[derive(Debug, Parser)]
#[command(
    name = "forsyth",
    version,
    about = messages::ABOUT,
    after_help = messages::AFTER_HELP,
    arg_required_else_help = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    #[command(about = messages::PERFT_ABOUT, after_help = messages::PERFT_AFTER_HELP)]
    Perft(PerftArgs),
    #[command(about = messages::FEN_ABOUT, after_help = messages::FEN_AFTER_HELP)]
    Fen(FenArgs),
    #[command(about = messages::BOARD_ABOUT, after_help = messages::BOARD_AFTER_HELP)]
    Board(BoardArgs),
}

#[derive(Debug, Args)]
pub struct PerftArgs {
    #[arg(
        value_name = "DEPTH",
        help = messages::PERFT_DEPTH_HELP,
        value_parser = parse_depth,
        allow_negative_numbers = true
    )]
    pub depth: u32,
    #[arg(
        long,
        value_name = "FEN",
        help = messages::PERFT_FEN_HELP,
        num_args = 1..,
        allow_negative_numbers = true
    )]
    pub fen: Vec<String>,
    #[arg(long, help = messages::LENIENT_HELP)]
    pub lenient: bool,
}

#[derive(Debug, Args)]
pub struct FenArgs {
    #[arg(
        value_name = "FEN",
        help = messages::FEN_ARG_HELP,
        num_args = 1..,
        required = true,
        allow_negative_numbers = true
    )]
    pub fen: Vec<String>,
    #[arg(long, help = messages::LENIENT_HELP)]
    pub lenient: bool,
}

#[derive(Debug, Args)]
pub struct BoardArgs {
    #[arg(
        value_name = "FEN",
        help = messages::BOARD_FEN_HELP,
        num_args = 0..,
        allow_negative_numbers = true
    )]
    pub fen: Vec<String>,
    #[arg(long, help = messages::LENIENT_HELP)]
    pub lenient: bool,
    #[arg(long, help = messages::ASCII_HELP)]
    pub ascii: bool,
    #[arg(long, help = messages::FLIP_HELP)]
    pub flip: bool,
}

/// Reads DEPTH: a whole number from 0 to [`MAX_PERFT_DEPTH`].
fn parse_depth(text: &str) -> Result<u32, String> {
    let depth: u64 = text
        .parse()
        .map_err(|_| messages::depth_not_a_number(text))?;
    u32::try_from(depth)
        .ok()
        .filter(|d| *d <= MAX_PERFT_DEPTH)
        .ok_or_else(|| messages::depth_too_large(depth, MAX_PERFT_DEPTH))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn clap_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn depths() {
        assert_eq!(parse_depth("0"), Ok(0));
        assert_eq!(parse_depth("12"), Ok(12));
        assert!(parse_depth("13").is_err_and(|e| e.contains("largest depth is 12")));
        assert!(parse_depth("99999999999999999999").is_err());
        assert!(parse_depth("-1").is_err_and(|e| e.contains("whole number")));
        assert!(parse_depth("abc").is_err_and(|e| e.contains("whole number")));
    }
}
