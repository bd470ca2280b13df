//! Every user-facing string of the command line, in one place.
//!
//! Messages are English for now; localizing them (through Fluent) changes
//! this module and nothing else. Help texts are constants because clap's
//! derive wants them at compile time; everything else is a function of the
//! values it shows.

use std::fmt::Display;

use forsyth_core::{Color, Square};

// ---------------------------------------------------------------- help texts

/// One-line description of the program.
pub const ABOUT: &str = "Read, check and show chess positions (FEN) and count moves (perft)";

/// Shown below the top-level help.
pub const AFTER_HELP: &str = "\
Exit status: 0 success, 1 the input has errors, 2 usage error.

Examples:
  forsyth board
  forsyth board r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
  forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
  forsyth perft 5";

/// Description of `forsyth perft`.
pub const PERFT_ABOUT: &str =
    "Count the leaf nodes of the legal move tree (perft), split by first move";

/// Shown below `forsyth perft --help`.
pub const PERFT_AFTER_HELP: &str = "\
Prints one line '<move>: <count>' per legal move, sorted by the move in UCI
coordinates, then a blank line and the total alone on the last line. In
Chess960 positions castling is written as the king taking its own rook
(e1h1 rather than e1g1). Depth 0 counts the position itself: 1.

From the starting position counts grow about thirty-fold per ply: depth 7
takes seconds, depth 9 hours, depth 10 days. Endgames go deeper quickly.

Examples:
  forsyth perft 3
  forsyth perft 2 --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
  forsyth perft 4 --fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

/// Help of perft's DEPTH.
pub const PERFT_DEPTH_HELP: &str = "Plies to search, 0 to 12";

/// Help of perft's `--fen`.
pub const PERFT_FEN_HELP: &str =
    "The position, quoted or last on the line [default: the starting position]";

/// Description of `forsyth fen`.
pub const FEN_ABOUT: &str = "Check a FEN and print it normalized";

/// Shown below `forsyth fen --help`.
pub const FEN_AFTER_HELP: &str = "\
A valid FEN is printed normalized on standard output. An invalid one is
reported on standard error with the column (in characters) where the problem
starts, the FEN, and a ^^^ mark under the problem; the exit status is then 1.

The FEN may be quoted or not: several arguments are joined with single spaces.

Examples:
  forsyth fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
  forsyth fen --lenient R7/4k3/4N3/K2B4/8/8/8/5R2
  forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'";

/// Help of `fen`'s FEN argument.
pub const FEN_ARG_HELP: &str = "The FEN, quoted or not";

/// Help of `--lenient`.
pub const LENIENT_HELP: &str =
    "Accept incomplete or untidy FEN; notes on standard error say what was repaired";

/// Description of `forsyth board`.
pub const BOARD_ABOUT: &str = "Show a position as a diagram, with its legal moves";

/// Shown below `forsyth board --help`.
pub const BOARD_AFTER_HELP: &str = "\
Draws the board with chess figurines (White \u{2654}\u{2655}\u{2656}\u{2657}\u{2658}\u{2659}, \
Black \u{265A}\u{265B}\u{265C}\u{265D}\u{265E}\u{265F}), empty dark
squares as '\u{b7}', then the side to move, castling rights, en passant square,
check, checkmate or stalemate, and the legal moves in UCI coordinates.

On a dark terminal background the outlined 'white' figurines can look darker
than the filled 'black' ones; --ascii shows FEN letters instead (upper case
White, lower case Black), which also suits screen readers and fonts without
chess figurines.

Examples:
  forsyth board
  forsyth board --flip rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
  forsyth board --ascii --lenient 'R7/4k3/4N3/K2B4/8/8/8/5R2'";

/// Help of `board`'s FEN argument.
pub const BOARD_FEN_HELP: &str = "The position, quoted or not [default: the starting position]";

/// Help of `--ascii`.
pub const ASCII_HELP: &str = "Only ASCII: letters for pieces and a +-| frame";

/// Help of `--flip`.
pub const FLIP_HELP: &str = "Black at the bottom";

// ------------------------------------------------------------ usage errors

/// DEPTH is not a whole number.
pub fn depth_not_a_number(text: &str) -> String {
    format!("'{text}' is not a depth: give a whole number from 0 to 12")
}

/// DEPTH is a number, but too large.
pub fn depth_too_large(depth: u64, max: u32) -> String {
    format!(
        "depth {depth} is too deep: perft counts grow about thirty-fold per ply, so it could \
         run for years; the largest depth is {max}"
    )
}

// ---------------------------------------------------------------- reports

/// The prefix of an error line.
pub const ERROR: &str = "error";

/// The prefix of a note line.
pub const NOTE: &str = "note";

/// An error at a column of the input (1-based, in characters).
pub fn at_column(column: usize, reason: impl Display) -> String {
    format!("column {column}: {reason}")
}

/// Writing to standard output failed for a reason other than a closed pipe.
pub fn write_failed(error: impl Display) -> String {
    format!("cannot write the output: {error}")
}

// ------------------------------------------------------------ board labels

/// The line with the normalized FEN.
pub fn fen_line(fen: &str) -> String {
    format!("FEN: {fen}")
}

/// The line with the side to move.
pub fn side_to_move(color: Color) -> String {
    format!("Side to move: {}", color_name(color))
}

/// The name of a side.
pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The line with the castling rights, as written in FEN (`None` when there
/// are none).
pub fn castling(rights: Option<&str>, chess960: bool) -> String {
    let rights = rights.unwrap_or("none");
    if chess960 {
        format!("Castling: {rights} (Chess960)")
    } else {
        format!("Castling: {rights}")
    }
}

/// The line with the en passant square, and whether a capture there is legal.
pub fn en_passant(square: Square, capturable: bool) -> String {
    if capturable {
        format!("En passant: {square}")
    } else {
        format!("En passant: {square} (no legal capture)")
    }
}

/// What the status line can say.
pub enum StatusNote {
    Checkmate { winner: Color },
    Stalemate,
    Check { color: Color },
    InsufficientMaterial,
    SeventyFiveMoves,
    FiftyMovesClaimable,
}

/// The status line; `notes` empty means the game goes on.
pub fn status(notes: &[StatusNote]) -> String {
    if notes.is_empty() {
        return "Status: game in progress".to_string();
    }
    let parts: Vec<String> = notes
        .iter()
        .map(|note| match note {
            StatusNote::Checkmate { winner } => {
                format!("checkmate, {} wins", color_name(*winner))
            }
            StatusNote::Stalemate => "stalemate, a draw".to_string(),
            StatusNote::Check { color } => format!("{} is in check", color_name(*color)),
            StatusNote::InsufficientMaterial => {
                "a draw: neither side has the material to checkmate".to_string()
            }
            StatusNote::SeventyFiveMoves => {
                "a draw: 75 moves without a capture or a pawn move".to_string()
            }
            StatusNote::FiftyMovesClaimable => {
                "50 moves without a capture or a pawn move: a draw may be claimed".to_string()
            }
        })
        .collect();
    format!("Status: {}", parts.join("; "))
}

/// The line listing the legal moves.
pub fn legal_moves(moves: &[String]) -> String {
    if moves.is_empty() {
        "Legal moves: none".to_string()
    } else {
        format!("Legal moves ({}): {}", moves.len(), moves.join(" "))
    }
}
