//! The command line as clap reads it: commands, options and their help.
//!
//! The derive below gives the structure; [`command`] adds the help texts in
//! the user's language ([`crate::messages`]), the DEPTH reader, whose
//! messages are in that language too, and clap's own words in that
//! language: the help headings (`Usage:`, `Commands:`, `Arguments:`,
//! `Options:`), the help of `--help` and `--version`, and a `help` command of
//! our own in place of clap's, whose text cannot be changed. Usage errors
//! (unknown option, missing argument, bad DEPTH) are rendered by
//! [`usage_error`] from the error's kind and context, and exit with status 2;
//! an error of a kind it does not know is shown as clap renders it, in
//! English.
//!
//! No doc comments on the clap items below: clap would show them as help.

use std::path::PathBuf;

use clap::{
    Arg, ArgAction, Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum,
    builder::{PossibleValuesParser, TypedValueParser},
    error::{ContextKind, ContextValue, ErrorKind},
};
use forsyth_notation::{spoken::Files, tree::parse_size, write::Notation};

use crate::{
    messages::{HelpText, Messages},
    report,
};

/// The deepest perft accepted: any depth a `u32` holds. Perft has no cap of
/// its own: positions with few moves are counted at any depth, trees too
/// wide to count are refused when they are met, and Ctrl-C stops a long run
/// (see `forsyth_core::perft`).
pub const MAX_PERFT_DEPTH: u32 = u32::MAX;

#[derive(Debug, Parser)]
#[command(name = "forsyth", version, arg_required_else_help = true)]
pub struct Cli {
    #[arg(long, value_name = "DIR", global = true)]
    pub locales: Option<PathBuf>,
    #[arg(long, value_name = "WHEN", global = true, default_value = "auto")]
    pub color: ColorChoice,
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
    Languages,
    Completions(CompletionsArgs),
    Man,
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    #[arg(value_name = "SHELL")]
    pub shell: clap_complete::Shell,
}

#[derive(Debug, Args)]
pub struct TranslateArgs {
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    #[arg(long, short = 'o', value_name = "FILE", conflicts_with = "in_place")]
    pub output: Option<PathBuf>,
    #[arg(long, requires = "files")]
    pub in_place: bool,
    #[arg(long, value_name = "LANG", default_value = "auto")]
    pub from: String,
    #[arg(long, value_name = "LANG", default_value = "en")]
    pub to: String,
    #[arg(long, value_name = "STYLE", value_parser = style_parser(), ignore_case = true)]
    pub style: Option<Style>,
    #[command(flatten)]
    pub spoken_files: SpokenFilesArg,
    #[arg(long)]
    pub isolate: bool,
    #[arg(long, value_name = "WHAT", value_enum, default_value = "translate")]
    pub comments: CommentsChoice,
    #[arg(long)]
    pub warnings: bool,
    #[arg(long, value_name = "LABEL")]
    pub encoding: Option<String>,
    #[arg(long, value_name = "LABEL")]
    pub output_encoding: Option<String>,
    // Read by `parse_game_size`, installed by `command`.
    #[arg(long, value_name = "SIZE")]
    pub max_game_size: Option<usize>,
}

// `--spoken-files`, shared by `translate` and `board`: how spoken moves say
// the files (`literate`, `nato`, `anna`).
#[derive(Clone, Copy, Debug, Args)]
pub struct SpokenFilesArg {
    #[arg(
        id = "spoken_files",
        long = "spoken-files",
        value_name = "FILES",
        value_parser = files_parser(),
        ignore_case = true,
        default_value = "literate"
    )]
    pub files: Files,
}

/// `translate --comments`: what becomes of the moves named in comments and
/// prose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum CommentsChoice {
    #[default]
    Translate,
    Keep,
}

impl CommentsChoice {
    /// The translation's choice.
    #[must_use]
    pub fn comments(self) -> forsyth_notation::notes::Comments {
        match self {
            CommentsChoice::Translate => forsyth_notation::notes::Comments::Translate,
            CommentsChoice::Keep => forsyth_notation::notes::Comments::Keep,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    // Colors on a terminal, unless `NO_COLOR` is set (no doc comment:
    // clap would show it).
    #[default]
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    /// Whether to color output that goes to a terminal or not
    /// (`is_terminal`).
    #[must_use]
    pub fn colors(self, is_terminal: bool) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                is_terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
            }
        }
    }
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
    #[arg(long)]
    pub strict: bool,
    #[arg(long, value_name = "LABEL")]
    pub encoding: Option<String>,
    #[arg(long, short = 'q', conflicts_with = "summary")]
    pub quiet: bool,
    #[arg(long)]
    pub summary: bool,
    // Read by `parse_game_size`, installed by `command`.
    #[arg(long, value_name = "SIZE")]
    pub max_game_size: Option<usize>,
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
    #[arg(long)]
    pub spoken: bool,
    #[command(flatten)]
    pub spoken_files: SpokenFilesArg,
}

/// What `translate --style` asks for: one notation, or moves in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Notation(Notation),
    Spoken,
}

impl Style {
    /// The notation every move is rewritten in; `None` for spoken moves.
    #[must_use]
    pub fn notation(self) -> Option<Notation> {
        match self {
            Style::Notation(n) => Some(n),
            Style::Spoken => None,
        }
    }
}

/// The word of `--style` for spoken moves.
const SPOKEN: &str = "spoken";

/// The word of `--style` for descriptive notation (`N-KB3`).
const DESCRIPTIVE: &str = "descriptive";

/// Reads `--style`: one of the notations' names or `spoken`, in any case;
/// clap lists them when another word is given.
fn style_parser() -> impl TypedValueParser<Value = Style> {
    let names: Vec<&'static str> = Notation::ALL
        .map(Notation::name)
        .into_iter()
        .chain([SPOKEN, DESCRIPTIVE])
        .collect();
    PossibleValuesParser::new(names).try_map(|name| {
        if name.eq_ignore_ascii_case(SPOKEN) {
            return Ok(Style::Spoken);
        }
        if name.eq_ignore_ascii_case(DESCRIPTIVE) {
            return Ok(Style::Notation(Notation::Descriptive));
        }
        name.parse::<Notation>()
            .map(Style::Notation)
            .map_err(|()| format!("unknown notation '{name}'"))
    })
}

/// Reads `--spoken-files`: `literate`, `nato` or `anna`, in any case.
fn files_parser() -> impl TypedValueParser<Value = Files> {
    PossibleValuesParser::new(Files::ALL.map(Files::name)).try_map(|name| {
        name.parse::<Files>()
            .map_err(|()| format!("unknown style of files '{name}'"))
    })
}

/// Reads the command line, exiting with a message in the user's language
/// and status 2 on a usage error, and with status 0 after `--help`,
/// `--version` or `help`.
pub fn parse(messages: &Messages) -> Cli {
    let args: Vec<_> = std::env::args_os().collect();
    // Read first by a command line with no help text, which reads every
    // argument alike: building each text in the user's language cost a
    // seventh of a one-game `check`. Help, the version and every usage
    // error come from the command line with its texts, read again.
    if let Ok(matches) = command_texts(messages, false).try_get_matches_from(&args)
        && !matches!(matches.subcommand(), Some(("help", _)))
        && let Ok(cli) = Cli::from_arg_matches(&matches)
    {
        return cli;
    }
    let matches = command(messages)
        .try_get_matches_from(&args)
        .unwrap_or_else(|e| exit_on(&e, messages));
    if let Some(("help", help)) = matches.subcommand() {
        // `forsyth help [COMMAND]` is `forsyth [COMMAND] --help`.
        let mut again = args[..1].to_vec();
        again.extend(help.get_one::<String>(HELP_COMMAND_ARG).map(Into::into));
        again.push("--help".into());
        let e = command(messages)
            .try_get_matches_from(again)
            .expect_err("--help always stops the parsing");
        exit_on(&e, messages);
    }
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| exit_on(&e, messages))
}

/// Ends the program after clap's `error`: help and the version are printed
/// as clap prints them (status 0), a usage error in the user's language
/// (status 2).
fn exit_on(error: &clap::Error, messages: &Messages) -> ! {
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion | ErrorKind::Io | ErrorKind::Format => {
            error.exit()
        }
        // The help, with our headings, as a usage error.
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            report::write_stderr(&error.render().to_string());
        }
        _ => match usage_error(error, messages) {
            Some(text) => report::write_stderr(&text),
            None => report::write_stderr(&error.render().to_string()),
        },
    }
    std::process::exit(report::EXIT_USAGE.into())
}

/// A text value of `error`'s context.
fn context_string(error: &clap::Error, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        _ => None,
    }
}

/// A list value of `error`'s context, joined with commas; a single text
/// counts as a list of one.
fn context_list(error: &clap::Error, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(list) if !list.is_empty() => Some(list.join(", ")),
        _ => None,
    }
}

/// A number of `error`'s context.
fn context_number(error: &clap::Error, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// The report of a usage error in the user's language, as clap lays it out:
///
/// ```text
/// error: unexpected argument '--bogus'
///
///   tip: did you mean --lenient?
///
/// Usage: forsyth fen [OPTIONS] <FEN>...
///
/// For more information, try '--help'.
/// ```
///
/// `None` for a kind of error, or a context, it does not know.
pub fn usage_error(error: &clap::Error, messages: &Messages) -> Option<String> {
    let text = |id: &str, args: &[(&'static str, String)]| messages.clap_text(id, args);
    let string = |kind| context_string(error, kind);
    let arg = || string(ContextKind::InvalidArg);
    let value = || string(ContextKind::InvalidValue);
    let message = match error.kind() {
        ErrorKind::UnknownArgument => text("cli-usage-unknown-argument", &[("arg", arg()?)]),
        ErrorKind::InvalidValue => {
            let (arg, value) = (arg()?, value()?);
            match context_list(error, ContextKind::ValidValue) {
                _ if value.is_empty() => text("cli-usage-value-required", &[("arg", arg)]),
                Some(values) => text(
                    "cli-usage-invalid-value-choices",
                    &[("arg", arg), ("value", value), ("values", values)],
                ),
                None => text("cli-usage-invalid-value", &[("arg", arg), ("value", value)]),
            }
        }
        ErrorKind::ValueValidation => {
            let args = [("arg", arg()?), ("value", value()?)];
            match std::error::Error::source(error) {
                Some(reason) => {
                    let [arg, value] = args;
                    text(
                        "cli-usage-invalid-value-reason",
                        &[arg, value, ("reason", reason.to_string())],
                    )
                }
                None => text("cli-usage-invalid-value", &args),
            }
        }
        ErrorKind::MissingRequiredArgument => text(
            "cli-usage-missing-arguments",
            &[("args", context_list(error, ContextKind::InvalidArg)?)],
        ),
        ErrorKind::InvalidSubcommand => text(
            "cli-usage-unknown-command",
            &[("command", string(ContextKind::InvalidSubcommand)?)],
        ),
        ErrorKind::MissingSubcommand => text(
            "cli-usage-missing-command",
            &[
                ("command", string(ContextKind::InvalidSubcommand)?),
                (
                    "commands",
                    context_list(error, ContextKind::ValidSubcommand).unwrap_or_default(),
                ),
            ],
        ),
        ErrorKind::NoEquals => text("cli-usage-no-equals", &[("arg", arg()?)]),
        ErrorKind::TooManyValues => text(
            "cli-usage-too-many-values",
            &[("arg", arg()?), ("value", value()?)],
        ),
        ErrorKind::TooFewValues => text(
            "cli-usage-too-few-values",
            &[
                ("arg", arg()?),
                ("min", context_number(error, ContextKind::MinValues)?),
                (
                    "actual",
                    context_number(error, ContextKind::ActualNumValues)?,
                ),
            ],
        ),
        ErrorKind::WrongNumberOfValues => text(
            "cli-usage-wrong-number-of-values",
            &[
                ("arg", arg()?),
                (
                    "expected",
                    context_number(error, ContextKind::ExpectedNumValues)?,
                ),
                (
                    "actual",
                    context_number(error, ContextKind::ActualNumValues)?,
                ),
            ],
        ),
        ErrorKind::ArgumentConflict => {
            let arg = arg().or_else(|| string(ContextKind::InvalidSubcommand))?;
            match context_list(error, ContextKind::PriorArg) {
                Some(prior) if prior == arg => text("cli-usage-repeated", &[("arg", arg)]),
                Some(prior) => text("cli-usage-conflict", &[("arg", arg), ("other", prior)]),
                None => text("cli-usage-conflict-any", &[("arg", arg)]),
            }
        }
        _ => return None,
    };

    let mut tips = Vec::new();
    for kind in [
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedArg,
        ContextKind::SuggestedValue,
    ] {
        if let Some(names) = context_list(error, kind) {
            tips.push(text("cli-usage-did-you-mean", &[("names", names)]));
        }
    }
    if let Some(ContextValue::StyledStrs(suggestions)) = error.get(ContextKind::Suggested) {
        for suggestion in suggestions {
            tips.push(suggestion_text(&suggestion.to_string(), messages)?);
        }
    }

    let mut out = format!("{}: {message}\n", messages.error_prefix());
    if !tips.is_empty() {
        out.push('\n');
        let tip = text("cli-usage-tip", &[]);
        for line in tips {
            out.push_str(&format!("  {tip}: {line}\n"));
        }
    }
    if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
        let usage = usage.to_string();
        let usage = usage.strip_prefix("Usage:").unwrap_or(&usage).trim();
        out.push_str(&format!("\n{}: {usage}\n", text("cli-help-usage", &[])));
    }
    let more = text("cli-usage-more-information", &[("help", "--help".into())]);
    out.push_str(&format!("\n{more}\n"));
    Some(out)
}

/// One of clap's free-text tips, in the user's language; `None` for a tip
/// it does not know.
fn suggestion_text(tip: &str, messages: &Messages) -> Option<String> {
    let text = |id: &str, args: &[(&'static str, String)]| messages.clap_text(id, args);
    // "'fen --lenient' exists": the option belongs to a command.
    if let Some(example) = tip
        .strip_prefix('\'')
        .and_then(|t| t.strip_suffix("' exists"))
    {
        return Some(text(
            "cli-usage-did-you-mean",
            &[("names", example.to_owned())],
        ));
    }
    // "to pass '-x' as a value, use 'forsyth -- -x'"
    if let Some(rest) = tip.strip_prefix("to pass '") {
        let (value, example) = rest.split_once("' as a value, use '")?;
        let example = example.strip_suffix('\'')?;
        return Some(text(
            "cli-usage-tip-escape",
            &[("value", value.to_owned()), ("example", example.to_owned())],
        ));
    }
    // "subcommand 'fen' exists; to use it, remove the '--' before it"
    let command = tip
        .strip_prefix("subcommand '")?
        .strip_suffix("' exists; to use it, remove the '--' before it")?;
    Some(text(
        "cli-usage-tip-remove-dashes",
        &[("command", command.to_owned())],
    ))
}

/// The argument of our `help` command: the command to explain.
const HELP_COMMAND_ARG: &str = "command";

/// `cmd` and its commands with clap's words in `messages`' language: the
/// help template and headings, and `-h/--help` (and at the top `-V/--version`
/// and the `help` command) with help lines of ours.
/// With `texts` false, every help line, heading and the template's word
/// are left empty ([`command_texts`]).
fn localize(cmd: clap::Command, messages: &Messages, top: bool, texts: bool) -> clap::Command {
    let text = |id: &str| {
        if texts {
            messages.clap_text(id, &[])
        } else {
            String::new()
        }
    };
    let (options, arguments) = (text("cli-help-options"), text("cli-help-arguments"));
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{}: {{usage}}\n\n{{all-args}}{{after-help}}",
        text("cli-help-usage")
    );
    let mut cmd = cmd
        .help_template(template)
        .subcommand_help_heading(text("cli-help-commands"))
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(text("cli-help-help")),
        );
    if top {
        let names: Vec<String> = cmd
            .get_subcommands()
            .map(|c| c.get_name().to_owned())
            .collect();
        cmd = cmd
            .disable_version_flag(true)
            .arg(
                Arg::new("version")
                    .short('V')
                    .long("version")
                    .action(ArgAction::Version)
                    .help(text("cli-help-version")),
            )
            .disable_help_subcommand(true)
            .subcommand(
                clap::Command::new("help")
                    .about(text("cli-help-command-about"))
                    .arg(
                        Arg::new(HELP_COMMAND_ARG)
                            .value_name("COMMAND")
                            .value_parser(PossibleValuesParser::new(names))
                            .help(text("cli-help-command-arg")),
                    ),
            );
    }
    cmd.mut_args(|a| {
        let heading = if a.is_positional() {
            &arguments
        } else {
            &options
        };
        a.help_heading(heading.clone())
    })
    .mut_subcommands(|c| localize(c, messages, false, texts))
}

/// The command line with its help texts in `messages`' language, and DEPTH
/// read by [`parse_depth`].
pub fn command(messages: &Messages) -> clap::Command {
    command_texts(messages, true)
}

/// [`command`], its help texts left empty unless `texts`: a command line
/// that reads every argument as [`command`] does (the same arguments,
/// commands, value parsers and their errors), only faster to build.
fn command_texts(messages: &Messages, texts: bool) -> clap::Command {
    let help = |text: HelpText| {
        if texts {
            messages.help(text)
        } else {
            String::new()
        }
    };
    let depth_messages = messages.clone();
    let size_messages = messages.clone();
    let max_game_size = move |a: Arg| {
        let messages = size_messages.clone();
        a.help(help(HelpText::MaxGameSize))
            .value_parser(move |text: &str| parse_game_size(text, &messages))
    };
    let cmd = Cli::command()
        .about(help(HelpText::About))
        .after_help(help(HelpText::AfterHelp))
        .mut_arg("locales", |a| a.help(help(HelpText::Locales)))
        .mut_arg("color", |a| {
            a.help(help(HelpText::Color))
                .hide_possible_values(true)
                .hide_default_value(true)
        })
        .mut_subcommand("translate", |c| {
            c.about(help(HelpText::TranslateAbout))
                .after_help(help(HelpText::TranslateAfterHelp))
                .mut_arg("files", |a| a.help(help(HelpText::TranslateFile)))
                .mut_arg("output", |a| a.help(help(HelpText::Output)))
                .mut_arg("in_place", |a| a.help(help(HelpText::InPlace)))
                .mut_arg("from", |a| a.help(help(HelpText::From)))
                .mut_arg("to", |a| a.help(help(HelpText::To)))
                .mut_arg("style", |a| a.help(help(HelpText::Style)))
                .mut_arg("spoken_files", |a| a.help(help(HelpText::SpokenFiles)))
                .mut_arg("isolate", |a| a.help(help(HelpText::Isolate)))
                .mut_arg("comments", |a| a.help(help(HelpText::Comments)))
                .mut_arg("warnings", |a| a.help(help(HelpText::Warnings)))
                .mut_arg("encoding", |a| a.help(help(HelpText::Encoding)))
                .mut_arg("output_encoding", |a| {
                    a.help(help(HelpText::OutputEncoding))
                })
                .mut_arg("max_game_size", &max_game_size)
        })
        .mut_subcommand("check", |c| {
            c.about(help(HelpText::CheckAbout))
                .after_help(help(HelpText::CheckAfterHelp))
                .mut_arg("files", |a| a.help(help(HelpText::CheckFiles)))
                .mut_arg("lang", |a| a.help(help(HelpText::From)))
                .mut_arg("format", |a| a.help(help(HelpText::Format)))
                .mut_arg("strict", |a| a.help(help(HelpText::Strict)))
                .mut_arg("encoding", |a| a.help(help(HelpText::Encoding)))
                .mut_arg("quiet", |a| a.help(help(HelpText::Quiet)))
                .mut_arg("summary", |a| a.help(help(HelpText::Summary)))
                .mut_arg("max_game_size", &max_game_size)
        })
        .mut_subcommand("perft", |c| {
            c.about(help(HelpText::PerftAbout))
                .after_help(help(HelpText::PerftAfterHelp))
                .mut_arg("depth", |a| {
                    a.help(if texts {
                        messages.perft_depth_help(MAX_PERFT_DEPTH)
                    } else {
                        String::new()
                    })
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
                .mut_arg("spoken", |a| a.help(help(HelpText::Spoken)))
                .mut_arg("spoken_files", |a| a.help(help(HelpText::SpokenFiles)))
        })
        .mut_subcommand("completions", |c| {
            c.about(help(HelpText::CompletionsAbout))
                .after_help(help(HelpText::CompletionsAfterHelp))
                .mut_arg("shell", |a| a.help(help(HelpText::CompletionsShell)))
        })
        .mut_subcommand("languages", |c| c.about(help(HelpText::LanguagesAbout)))
        .mut_subcommand("man", |c| c.about(help(HelpText::ManAbout)));
    localize(cmd, messages, true, texts)
}

/// Reads DEPTH: a whole number from 0 to [`MAX_PERFT_DEPTH`].
fn parse_depth(text: &str, messages: &Messages) -> Result<u32, String> {
    if let Ok(depth) = text.parse::<u32>() {
        return Ok(depth);
    }
    let digits = text.strip_prefix('+').unwrap_or(text);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        Err(messages.depth_too_large(text, MAX_PERFT_DEPTH))
    } else {
        Err(messages.depth_not_a_number(text, MAX_PERFT_DEPTH))
    }
}

/// Reads `--max-game-size`: bytes, or a size with a unit (`512KiB`,
/// `64MiB`, `1G`), within the limits the reader takes.
fn parse_game_size(text: &str, messages: &Messages) -> Result<usize, String> {
    parse_size(text).map_err(|e| messages.game_size_error(text, e))
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
        command_texts(&messages("en"), false).debug_assert();
    }

    /// The command line with no help text reads every argument as the one
    /// with them: what each reads, or the kind of error each stops at.
    #[test]
    fn the_command_line_without_texts_reads_alike() {
        let lines: &[&[&str]] = &[
            &[],
            &["check", "a.pgn"],
            &[
                "check", "--lang", "de", "--format", "json", "--strict", "a.pgn", "b.pgn",
            ],
            &["check", "--format", "sarif", "a.pgn"],
            &["check", "--max-game-size", "64MiB", "a.pgn"],
            &["check", "--max-game-size", "lots", "a.pgn"],
            &["check", "--summary", "--quiet", "-"],
            &["translate", "--to", "de", "a.pgn"],
            &[
                "translate",
                "--from",
                "it",
                "--to",
                "el",
                "--style",
                "figurine",
                "a.pgn",
            ],
            &[
                "translate",
                "--to",
                "de",
                "--style",
                "spoken",
                "--spoken-files",
                "nato",
                "a.pgn",
            ],
            &["translate", "--to", "de", "--style", "shouting", "a.pgn"],
            &[
                "translate",
                "--to",
                "de",
                "--in-place",
                "-o",
                "x.pgn",
                "a.pgn",
            ],
            &["translate", "--to"],
            &["fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1", "--lenient"],
            &["board", "--flip", "--ascii", "--lang", "he"],
            &["perft", "3"],
            &["perft", "4294967296"],
            &["perft", "three"],
            &["languages"],
            &["completions", "bash"],
            &["completions", "tcsh"],
            &["man"],
            &["--color", "never", "check", "a.pgn"],
            &["--color", "sometimes", "check", "a.pgn"],
            &["--locales", "dir", "languages"],
            &["help"],
            &["help", "check"],
            &["check", "--help"],
            &["-h"],
            &["-V"],
            &["--version"],
            &["chekc", "a.pgn"],
            &["check", "--langg", "de", "a.pgn"],
            &["check", "--", "--lang"],
        ];
        let en = messages("en");
        let read = |cmd: clap::Command, line: &[&str]| {
            let args = std::iter::once("forsyth").chain(line.iter().copied());
            match cmd.try_get_matches_from(args) {
                Ok(matches) => {
                    let help = matches.subcommand().is_some_and(|(name, _)| name == "help");
                    match Cli::from_arg_matches(&matches) {
                        Ok(cli) if !help => Ok(format!("{cli:?}")),
                        Ok(_) => Err("help".to_owned()),
                        Err(e) => Err(format!("{:?}", e.kind())),
                    }
                }
                Err(e) => Err(format!("{:?}", e.kind())),
            }
        };
        let mut read_ok = Vec::new();
        for line in lines {
            let with = read(command(&en), line);
            assert_eq!(read(command_texts(&en, false), line), with, "{line:?}");
            read_ok.extend(with.ok());
        }
        assert!(read_ok.len() >= 12, "{read_ok:#?}");
    }

    #[test]
    fn depths() {
        let en = messages("en");
        assert_eq!(parse_depth("0", &en), Ok(0));
        assert_eq!(parse_depth("12", &en), Ok(12));
        assert_eq!(parse_depth("13", &en), Ok(13));
        assert_eq!(parse_depth("4294967295", &en), Ok(u32::MAX));
        assert!(
            parse_depth("4294967296", &en)
                .is_err_and(|e| e.contains("more than the largest depth, 4294967295"))
        );
        assert!(
            parse_depth("99999999999999999999999", &en)
                .is_err_and(|e| e.contains("depth 99999999999999999999999 is more"))
        );
        assert!(parse_depth("-1", &en).is_err_and(|e| e.contains("whole number")));
        assert!(parse_depth("abc", &en).is_err_and(|e| e.contains("whole number")));
        assert!(parse_depth("", &en).is_err_and(|e| e.contains("whole number")));
        let de = messages("de");
        assert!(
            parse_depth("4294967296", &de).is_err_and(|e| e.contains("größte Tiefe, 4294967295"))
        );
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
            perft.contains("Semimosse da esplorare, da 0 a 4294967295"),
            "{perft}"
        );
    }
}
