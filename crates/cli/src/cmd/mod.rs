//! The commands, one module each. Every command writes to the output it is
//! given and returns a [`Failure`] for [`crate::report`] to tell.

mod board;
mod check;
mod fen;
mod languages;
mod perft;
mod translate;

use std::io::Write;

use forsyth_notation::locale::Locales;

use crate::{cli::Command, messages::Messages, report::Failure};

/// What every command may use: the known locales (embedded, from
/// `FORSYTH_LOCALES` and from `--locales`) and the messages in the user's
/// language.
#[derive(Clone, Copy)]
pub struct Context<'a> {
    pub locales: &'a Locales,
    pub messages: &'a Messages,
    /// `--color`.
    pub color: crate::cli::ColorChoice,
}

/// Runs `command`, writing its output to `out`.
///
/// # Errors
/// See [`Failure`].
pub fn run(command: Command, out: &mut impl Write, context: &Context<'_>) -> Result<(), Failure> {
    let messages = context.messages;
    match command {
        Command::Translate(args) => translate::run(&args, out, context),
        Command::Check(args) => check::run(&args, out, context),
        Command::Perft(args) => perft::run(&args, out, messages),
        Command::Fen(args) => fen::run(&args, out, context),
        Command::Board(args) => board::run(&args, out, context),
        Command::Completions(args) => {
            // The script completes the commands and options the user's
            // language shows in help.
            let mut cli = crate::cli::command(messages);
            clap_complete::generate(args.shell, &mut cli, "forsyth", out);
            Ok(())
        }
        Command::Languages => languages::run(out, context),
        Command::Man => clap_mangen::Man::new(crate::cli::command(messages))
            .render(out)
            .map_err(Failure::from),
    }
}
