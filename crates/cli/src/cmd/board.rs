//! `forsyth board`: a diagram of the position, what it allows, its status.

use std::io::Write;

use forsyth_core::{Position, Status};
use forsyth_notation::{
    diagram::{self, DiagramOptions, PieceStyle},
    locale::Locale,
    problem::accessible_description,
    spoken::Speaker,
    write::{Notation, move_to_string},
};

use super::Context;
use crate::{
    cli::BoardArgs,
    input,
    messages::{Messages, StatusNote},
    report::{self, Failure},
};

/// Prints the diagram, then the FEN, side to move, castling rights, en
/// passant square (if any), status and legal moves, one item per line, in
/// the user's language.
///
/// With `--lang`, the diagram's file letters are the language's (Greek
/// α–θ), a line with the piece list in that language follows the diagram,
/// and the legal moves are that language's SAN (sorted as written) instead
/// of UCI. `--letters` draws the language's Forsyth letters instead of
/// figurines; `--ascii` keeps the diagram ASCII whatever the language.
/// `--spoken` adds the position in words, piece by piece, in that language
/// or else the user's ([`Speaker::speak_position`]).
///
/// # Errors
/// An unknown language, a position that does not read, or the output
/// cannot be written.
pub fn run(args: &BoardArgs, out: &mut impl Write, context: &Context<'_>) -> Result<(), Failure> {
    let (locales, messages) = (context.locales, context.messages);
    let lang = args
        .lang
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
    let options = diagram_options(args, lang, messages);
    let fen = pos.fen();
    write!(out, "{}", diagram::render(pos.board(), &options))?;
    writeln!(out)?;
    if let Some(locale) = lang {
        writeln!(out, "{}", accessible_description(pos.board(), locale))?;
    }
    // In words: in the language of --lang, or else the user's.
    if args.spoken
        && let Some(locale) = lang.or(messages.locale())
    {
        let speaker = Speaker::new(locale, args.spoken_files.files);
        writeln!(out, "{}", speaker.speak_position(&pos))?;
    }
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
    writeln!(out, "{}", messages.legal_moves(&legal_moves(&pos, lang)))?;
    Ok(())
}

/// How to draw the diagram: see [`run`].
fn diagram_options(args: &BoardArgs, lang: Option<&Locale>, messages: &Messages) -> DiagramOptions {
    let base = if args.ascii {
        DiagramOptions::ascii()
    } else {
        let mut options = DiagramOptions::default();
        if let Some(locale) = lang {
            options.file_labels = locale.letters().files;
        }
        if args.letters {
            let letters = lang.map(Locale::letters);
            match letters {
                Some(l) if !l.forsyth_has_case() => {
                    // Cyrillic has case: Russian and Ukrainian write no
                    // Forsyth letters because their king is two (`Кр`).
                    // Hebrew's script has none.
                    let cased = l
                        .pieces
                        .iter()
                        .flat_map(|p| p.chars())
                        .any(char::is_uppercase);
                    let multi = l.pieces.iter().find(|p| p.chars().nth(1).is_some());
                    let note = match multi {
                        Some(letter) if cased => messages.letters_multi_char(&l.autonym, letter),
                        _ => messages.letters_without_case(&l.autonym),
                    };
                    report::note(messages, note);
                }
                Some(l) => options.piece_style = PieceStyle::from_upper_case(&l.forsyth),
                None => options.piece_style = PieceStyle::fen_letters(),
            }
        }
        options
    };
    DiagramOptions {
        flipped: args.flip,
        ..base
    }
}

/// The legal moves: in UCI sorted as written, or with a language in its SAN
/// sorted as written.
fn legal_moves(pos: &Position, lang: Option<&Locale>) -> Vec<String> {
    let chess960 = pos.castles().is_chess960();
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| match lang {
            Some(locale) => move_to_string(pos, m, locale.letters(), Notation::San),
            None => m.to_uci(chess960).to_string(),
        })
        .collect();
    moves.sort();
    moves
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
