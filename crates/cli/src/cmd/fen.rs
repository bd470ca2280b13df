//! `forsyth fen`: check a FEN and print it normalized, or translate a
//! position between FEN and the Forsyth notation of a language.

use std::io::{Read, Write};

use forsyth_core::Fen;
use forsyth_notation::problem::{read_forsyth, write_localized_position};

use super::Context;
use crate::{
    cli::FenArgs,
    input,
    report::{self, Failure},
};

/// Reads the position (as FEN, or with `--from` in a language's Forsyth
/// letters) and prints it: as normalized FEN, or with `--to` in that
/// language's letters, keeping the further fields the input gave (side to
/// move, castling, en passant square in the language's file letters,
/// counters), or, for a board alone, with the unit count
/// (`T7/4k3/4S3/K2L4/8/8/8/5T2 (5+1)`); for a language without letter case
/// (Hebrew) the piece list, followed by the fields given.
///
/// # Errors
/// An unknown language, a position that does not read, or the output
/// cannot be written.
pub fn run(args: &FenArgs, out: &mut impl Write, context: &Context<'_>) -> Result<(), Failure> {
    if let [dash] = args.fen.as_slice()
        && dash == "-"
    {
        return run_lines(args, out, context);
    }
    run_one(args, out, context)
}

/// `fen -`: every non-empty line of standard input is a position, printed
/// as [`run`] prints one. A line that does not read is reported (with its
/// line number) and the others are still printed; the exit status is then
/// 1.
fn run_lines(args: &FenArgs, out: &mut impl Write, context: &Context<'_>) -> Result<(), Failure> {
    let messages = context.messages;
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text)?;
    let mut failed = false;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let one = FenArgs {
            fen: vec![line.to_owned()],
            lenient: args.lenient,
            from: args.from.clone(),
            to: args.to.clone(),
        };
        match run_one(&one, out, context) {
            Ok(()) => {}
            Err(Failure::Fen { input, error }) => {
                failed = true;
                report::note(messages, messages.stdin_line(n + 1));
                report::write_stderr(&report::fen_error(&input, &error, messages));
                report::lenient_hint(&input, &error, messages);
            }
            Err(Failure::Forsyth {
                input,
                error,
                language,
            }) => {
                failed = true;
                report::note(messages, messages.stdin_line(n + 1));
                let reason = messages.forsyth_error(&error.kind, &language);
                report::write_stderr(&report::span_error(&input, &error.span, &reason, messages));
            }
            Err(other) => return Err(other),
        }
    }
    if failed {
        return Err(Failure::Exit(report::EXIT_INPUT));
    }
    Ok(())
}

fn run_one(args: &FenArgs, out: &mut impl Write, context: &Context<'_>) -> Result<(), Failure> {
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
        Some(locale) => {
            let fields = fields_given(args, context);
            writeln!(out, "{}", write_localized_position(&pos, locale, fields))?;
        }
    }
    Ok(())
}

/// How many of the five fields after the board the input gave: all of them
/// when nothing was given (the starting position). Called once the input
/// has read, so reading it again succeeds.
fn fields_given(args: &FenArgs, context: &Context<'_>) -> usize {
    const ALL: usize = 5;
    if args.fen.is_empty() {
        return ALL;
    }
    let input = args.fen.join(" ");
    match args.from.as_deref() {
        Some(name) => context
            .locales
            .find_by_name(name)
            .and_then(|locale| read_forsyth(&input, locale.letters()).ok())
            .map_or(ALL, |text| text.fields.len().min(ALL)),
        None => Fen::parse_lenient(&input, None).map_or(ALL, |(_, parsed)| {
            // The fields are positional: the last one given counts them.
            parsed.spans.fields[1..]
                .iter()
                .rposition(Option::is_some)
                .map_or(0, |i| i + 1)
        }),
    }
}
