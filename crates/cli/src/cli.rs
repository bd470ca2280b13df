//! The command line as clap reads it: commands, options and their help.
//!
//! The derive below gives the structure; [`command`] adds the help texts in
//! the user's language ([`crate::messages`]) and the DEPTH reader, whose
//! messages are in that language too. Usage errors (unknown option, missing
//! argument, bad DEPTH) are clap's, and exit with status 2. clap's own words
//! (`Usage:`, `Options:`, `error: unexpected argument …`, the help of
//! `--help` and `--version`) stay English: clap cannot translate them.
//!
//! No doc comments on the clap items below: clap would show them as help.

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::messages::{HelpText, Messages};

/// The deepest perft accepted: depth 13 from the starting position would
/// take years, and even 12 only suits endgames.
pub const MAX_PERFT_DEPTH: u32 = 12;

#[derive(Debug, Parser)]
#[command(name = "forsyth", version, arg_required_else_help = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    Perft(PerftArgs),
    Fen(FenArgs),
    Board(BoardArgs),
}

#[derive(Debug, Args)]
pub struct PerftArgs {
    // Read by `parse_depth`, installed by `command`.
    #[arg(value_name = "DEPTH", allow_negative_numbers = true)]
    pub depth: u32,
    #[arg(
        long,
        value_name = "FEN",
        num_args = 1..,
        allow_negative_numbers = true
    )]
    pub fen: Vec<String>,
    #[arg(long)]
    pub lenient: bool,
}

#[derive(Debug, Args)]
pub struct FenArgs {
    #[arg(
        value_name = "FEN",
        num_args = 1..,
        required = true,
        allow_negative_numbers = true
    )]
    pub fen: Vec<String>,
    #[arg(long)]
    pub lenient: bool,
}

#[derive(Debug, Args)]
pub struct BoardArgs {
    #[arg(
        value_name = "FEN",
        num_args = 0..,
        allow_negative_numbers = true
    )]
    pub fen: Vec<String>,
    #[arg(long)]
    pub lenient: bool,
    #[arg(long)]
    pub ascii: bool,
    #[arg(long)]
    pub flip: bool,
}

/// Reads the command line, exiting with clap's message and status 2 on a
/// usage error, and with status 0 after `--help` or `--version`.
pub fn parse(messages: &Messages) -> Cli {
    let matches = command(messages).get_matches();
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
}

/// The command line with its help texts in `messages`' language, and DEPTH
/// read by [`parse_depth`].
pub fn command(messages: &Messages) -> clap::Command {
    let lenient = messages.help(HelpText::Lenient);
    let depth_messages = messages.clone();
    Cli::command()
        .about(messages.help(HelpText::About))
        .after_help(messages.help(HelpText::AfterHelp))
        .mut_subcommand("perft", |c| {
            c.about(messages.help(HelpText::PerftAbout))
                .after_help(messages.help(HelpText::PerftAfterHelp))
                .mut_arg("depth", |a| {
                    a.help(messages.perft_depth_help(MAX_PERFT_DEPTH))
                        .value_parser(move |text: &str| parse_depth(text, &depth_messages))
                })
                .mut_arg("fen", |a| a.help(messages.help(HelpText::PerftFen)))
                .mut_arg("lenient", |a| a.help(lenient.clone()))
        })
        .mut_subcommand("fen", |c| {
            c.about(messages.help(HelpText::FenAbout))
                .after_help(messages.help(HelpText::FenAfterHelp))
                .mut_arg("fen", |a| a.help(messages.help(HelpText::FenArg)))
                .mut_arg("lenient", |a| a.help(lenient.clone()))
        })
        .mut_subcommand("board", |c| {
            c.about(messages.help(HelpText::BoardAbout))
                .after_help(messages.help(HelpText::BoardAfterHelp))
                .mut_arg("fen", |a| a.help(messages.help(HelpText::BoardFen)))
                .mut_arg("lenient", |a| a.help(lenient.clone()))
                .mut_arg("ascii", |a| a.help(messages.help(HelpText::Ascii)))
                .mut_arg("flip", |a| a.help(messages.help(HelpText::Flip)))
        })
}

/// Reads DEPTH: a whole number from 0 to [`MAX_PERFT_DEPTH`].
fn parse_depth(text: &str, messages: &Messages) -> Result<u32, String> {
    let depth: u64 = text
        .parse()
        .map_err(|_| messages.depth_not_a_number(text, MAX_PERFT_DEPTH))?;
    u32::try_from(depth)
        .ok()
        .filter(|d| *d <= MAX_PERFT_DEPTH)
        .ok_or_else(|| messages.depth_too_large(depth, MAX_PERFT_DEPTH))
}

#[cfg(test)]
mod tests {
    use forsyth_notation::locale::Locales;

    use super::*;

    fn messages(tag: &str) -> Messages {
        Messages::new(Locales::embedded().get(tag).cloned())
    }

    #[test]
    fn clap_definition_is_consistent_in_every_language() {
        Cli::command().debug_assert();
        for locale in Locales::embedded().iter() {
            command(&Messages::new(Some(locale.clone()))).debug_assert();
        }
    }

    #[test]
    fn depths() {
        let en = messages("en");
        assert_eq!(parse_depth("0", &en), Ok(0));
        assert_eq!(parse_depth("12", &en), Ok(12));
        assert!(parse_depth("13", &en).is_err_and(|e| e.contains("largest depth is 12")));
        assert!(parse_depth("99999999999999999999", &en).is_err());
        assert!(parse_depth("-1", &en).is_err_and(|e| e.contains("whole number")));
        assert!(parse_depth("abc", &en).is_err_and(|e| e.contains("whole number")));
        let de = messages("de");
        assert!(parse_depth("13", &de).is_err_and(|e| e.contains("größte Tiefe ist 12")));
    }

    #[test]
    fn help_is_in_the_chosen_language() {
        let mut it = command(&messages("it"));
        let help = it.render_help().to_string();
        assert!(help.contains("Legge, controlla e mostra"), "{help}");
        assert!(help.contains("Esempi:"), "{help}");
        let perft = it
            .find_subcommand_mut("perft")
            .expect("perft")
            .render_help()
            .to_string();
        assert!(
            perft.contains("Semimosse da esplorare, da 0 a 12"),
            "{perft}"
        );
    }
}
