//! `forsyth board`: a diagram of the position, what it allows, its status.

use std::io::Write;

use forsyth_core::{Position, Status};
use forsyth_notation::diagram::{self, DiagramOptions};

use crate::{
    cli::BoardArgs,
    input,
    messages::{Messages, StatusNote},
    report::Failure,
};

/// Prints the diagram, then the FEN, side to move, castling rights, en
/// passant square (if any), status and legal moves, one item per line, in
/// `messages`' language.
///
/// # Errors
/// The FEN does not read, or the output cannot be written.
pub fn run(args: &BoardArgs, out: &mut impl Write, messages: &Messages) -> Result<(), Failure> {
    let pos = input::position(&args.fen, args.lenient, messages)?;
    let options = DiagramOptions {
        flipped: args.flip,
        ..if args.ascii {
            DiagramOptions::ascii()
        } else {
            DiagramOptions::default()
        }
    };
    let fen = pos.fen();
    write!(out, "{}", diagram::render(pos.board(), &options))?;
    writeln!(out)?;
    writeln!(out, "{}", messages.fen_line(&fen))?;
    writeln!(out, "{}", messages.side_to_move(pos.turn()))?;
    let castling = fen.split(' ').nth(2).filter(|f| *f != "-");
    writeln!(
        out,
        "{}",
        messages.castling(castling, pos.castles().is_chess960())
    )?;
    if let Some(ep) = pos.ep_square() {
        writeln!(
            out,
            "{}",
            messages.en_passant(ep, pos.legal_ep_square().is_some())
        )?;
    }
    writeln!(out, "{}", messages.status(&status_notes(&pos)))?;
    let chess960 = pos.castles().is_chess960();
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(chess960).to_string())
        .collect();
    moves.sort();
    writeln!(out, "{}", messages.legal_moves(&moves))?;
    Ok(())
}

/// What the status line says about `pos`.
fn status_notes(pos: &Position) -> Vec<StatusNote> {
    let mut notes = Vec::new();
    match pos.status() {
        Status::Checkmate { winner } => return vec![StatusNote::Checkmate { winner }],
        Status::Stalemate => return vec![StatusNote::Stalemate],
        status => {
            if pos.is_check() {
                notes.push(StatusNote::Check { color: pos.turn() });
            }
            match status {
                Status::InsufficientMaterial => notes.push(StatusNote::InsufficientMaterial),
                Status::SeventyFiveMoves => notes.push(StatusNote::SeventyFiveMoves),
                Status::FiftyMovesClaimable => notes.push(StatusNote::FiftyMovesClaimable),
                Status::Ongoing | Status::Checkmate { .. } | Status::Stalemate => {}
            }
        }
    }
    notes
}
