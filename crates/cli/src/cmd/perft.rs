//! `forsyth perft`: leaf counts of the legal move tree, split by first move.
//!
//! Any depth is accepted: core counts positions with few moves at depths a
//! depth-first search could never reach, and refuses trees too wide to
//! count ([`PerftError::TooWide`]). Long runs show a progress bar (first
//! moves done of all) on standard error when it is a terminal, and Ctrl-C
//! stops them cleanly: the first moves counted so far are printed, the
//! total marked as incomplete, and the exit status is 130.

use std::{
    io::{self, IsTerminal, Write},
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
};

use forsyth_core::{PerftError, divide_with};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::{cli::PerftArgs, input, messages::Messages, report::Failure};

/// The exit status after Ctrl-C, as shells report a process ended by
/// SIGINT (128 + 2).
pub const EXIT_INTERRUPTED: u8 = 130;

/// Prints `<uci>: <count>` per legal move, sorted by the UCI text, then a
/// blank line and the total. Without moves to list (depth 0, or no legal
/// move) only the total is printed. After Ctrl-C, the moves counted so far
/// and their total, marked as incomplete.
///
/// # Errors
/// The FEN does not read, the tree is too wide to count, the run was
/// interrupted ([`Failure::Exit`] with [`EXIT_INTERRUPTED`]), or the output
/// cannot be written.
pub fn run(args: &PerftArgs, out: &mut impl Write, messages: &Messages) -> Result<(), Failure> {
    let pos = input::position(&args.fen, args.lenient, messages)?;
    let chess960 = pos.castles().is_chess960();
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = Arc::clone(&stop);
        // Without a handler (one is already installed, or the platform
        // refuses), Ctrl-C ends the process as it would anyway.
        let _ = ctrlc::set_handler(move || stop.store(true, Ordering::SeqCst));
    }
    let first_moves = pos.legal_moves().len();
    let bar = (args.depth > 0 && io::stderr().is_terminal())
        .then(|| progress_bar(first_moves as u64, messages));
    let result = divide_with(&pos, args.depth, &stop, |done, _| {
        if let Some(bar) = &bar {
            bar.set_position(done as u64);
        }
    });
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    let (counted, interrupted) = match result {
        Ok(counted) => (counted, None),
        Err((PerftError::Stopped, counted)) => (counted, Some(first_moves)),
        Err((PerftError::TooWide { ply }, _)) => {
            return Err(Failure::Usage(messages.perft_too_wide(args.depth, ply)));
        }
    };
    let mut lines: Vec<(String, u128)> = counted
        .iter()
        .map(|(m, n)| (m.to_uci(chess960).to_string(), *n))
        .collect();
    lines.sort();
    let total = if args.depth == 0 {
        1
    } else {
        lines
            .iter()
            .fold(0u128, |sum, (_, n)| sum.saturating_add(*n))
    };
    for (uci, n) in &lines {
        writeln!(out, "{uci}: {}", messages.perft_count(*n))?;
    }
    if !lines.is_empty() {
        writeln!(out)?;
    }
    match interrupted {
        None => writeln!(out, "{}", messages.perft_count(total))?,
        Some(moves) => {
            writeln!(
                out,
                "{}",
                messages.perft_incomplete(&messages.perft_count(total), lines.len(), moves)
            )?;
            out.flush()?;
            return Err(Failure::Exit(EXIT_INTERRUPTED));
        }
    }
    Ok(())
}

/// A bar of first moves done on standard error: `[####    ] 7/20 first
/// moves`, in the user's language.
fn progress_bar(first_moves: u64, messages: &Messages) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(first_moves), ProgressDrawTarget::stderr());
    // Braces in the words would be read as template keys.
    let words = messages
        .perft_progress()
        .replace('{', "(")
        .replace('}', ")");
    if let Ok(style) = ProgressStyle::with_template(&format!("{{bar:40}} {{pos}}/{{len}} {words}"))
    {
        bar.set_style(style);
    }
    bar
}
