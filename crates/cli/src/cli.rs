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

use std::path::PathBuf;

use clap::{
    Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum,
    builder::{PossibleValuesParser, TypedValueParser},
};
use forsyth_notation::write::Notation;

use crate::messages::{HelpText, Messages};

/// The deepest perft accepted: depth 13 from the starting position would
/// take years, and even 12 only suits endgames.
pub const MAX_PERFT_DEPTH: u32 = 12;

#[derive(Debug, Parser)]
#[command(name = "forsyth", version, arg_required_else_help = true)]
pub struct Cli {
    #[arg(long, value_name = "DIR", global = true)]
    pub locales: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    Translate(TranslateArgs),
    Check(CheckArgs),
    Perft(PerftArgs),
    Fen(FenArgs),
    Board(BoardArgs),
}

#[derive(Debug, Args)]
pub struct TranslateArgs {
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    #[arg(long, value_name = "LANG", default_value = "auto")]
    pub from: String,
    #[arg(long, value_name = "LANG", default_value = "en")]
    pub to: String,
    #[arg(long, value_name = "STYLE", default_value = "san", value_parser = notation_parser(), ignore_case = true)]
    pub style: Notation,
    #[arg(long)]
    pub isolate: bool,
    #[arg(long)]
    pub warnings: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,
    #[arg(long, value_name = "LANG", default_value = "auto")]
    pub lang: String,
    #[arg(long, value_name = "FORMAT", default_value = "text")]
    pub format: Format,
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
    #[arg(long, value_name = "LANG")]
    pub from: Option<String>,
    #[arg(long, value_name = "LANG")]
    pub to: Option<String>,
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
    #[arg(long, value_name = "LANG")]
    pub from: Option<String>,
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,
    #[arg(long)]
    pub letters: bool,
    #[arg(long)]
    pub ascii: bool,
    #[arg(long)]
    pub flip: bool,
}

/// Reads `--style`: one of the notations' names, in any case; clap lists
/// them when another word is given.
fn notation_parser() -> impl TypedValueParser<Value = Notation> {
    PossibleValuesParser::new(Notation::ALL.map(Notation::name)).try_map(|name| {
        name.parse::<Notation>()
            .map_err(|()| format!("unknown notation '{name}'"))
    })
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
    let help = |text: HelpText| messages.help(text);
    let depth_messages = messages.clone();
    Cli::command()
        .about(help(HelpText::About))
        .after_help(help(HelpText::AfterHelp))
        .mut_arg("locales", |a| a.help(help(HelpText::Locales)))
        .mut_subcommand("translate", |c| {
            c.about(help(HelpText::TranslateAbout))
                .after_help(help(HelpText::TranslateAfterHelp))
                .mut_arg("file", |a| a.help(help(HelpText::TranslateFile)))
                .mut_arg("from", |a| a.help(help(HelpText::From)))
                .mut_arg("to", |a| a.help(help(HelpText::To)))
                .mut_arg("style", |a| a.help(help(HelpText::Style)))
                .mut_arg("isolate", |a| a.help(help(HelpText::Isolate)))
                .mut_arg("warnings", |a| a.help(help(HelpText::Warnings)))
        })
        .mut_subcommand("check", |c| {
            c.about(help(HelpText::CheckAbout))
                .after_help(help(HelpText::CheckAfterHelp))
                .mut_arg("files", |a| a.help(help(HelpText::CheckFiles)))
                .mut_arg("lang", |a| a.help(help(HelpText::From)))
                .mut_arg("format", |a| a.help(help(HelpText::Format)))
        })
        .mut_subcommand("perft", |c| {
            c.about(help(HelpText::PerftAbout))
                .after_help(help(HelpText::PerftAfterHelp))
                .mut_arg("depth", |a| {
                    a.help(messages.perft_depth_help(MAX_PERFT_DEPTH))
                        .value_parser(move |text: &str| parse_depth(text, &depth_messages))
                })
                .mut_arg("fen", |a| a.help(help(HelpText::PerftFen)))
                .mut_arg("lenient", |a| a.help(help(HelpText::Lenient)))
        })
        .mut_subcommand("fen", |c| {
            c.about(help(HelpText::FenAbout))
                .after_help(help(HelpText::FenAfterHelp))
                .mut_arg("fen", |a| a.help(help(HelpText::FenArg)))
                .mut_arg("lenient", |a| a.help(help(HelpText::Lenient)))
                .mut_arg("from", |a| a.help(help(HelpText::ForsythFrom)))
                .mut_arg("to", |a| a.help(help(HelpText::ForsythTo)))
        })
        .mut_subcommand("board", |c| {
            c.about(help(HelpText::BoardAbout))
                .after_help(help(HelpText::BoardAfterHelp))
                .mut_arg("fen", |a| a.help(help(HelpText::BoardFen)))
                .mut_arg("lenient", |a| a.help(help(HelpText::Lenient)))
                .mut_arg("from", |a| a.help(help(HelpText::ForsythFrom)))
                .mut_arg("lang", |a| a.help(help(HelpText::BoardLang)))
                .mut_arg("letters", |a| a.help(help(HelpText::Letters)))
                .mut_arg("ascii", |a| a.help(help(HelpText::Ascii)))
                .mut_arg("flip", |a| a.help(help(HelpText::Flip)))
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
        assert!(
            help.contains("Legge, controlla, mostra e traduce"),
            "{help}"
        );
        assert!(help.contains("Traduce le mosse di partite PGN"), "{help}");
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
