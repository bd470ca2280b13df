//! Chess rules for forsyth: board, FEN (strict and lenient), legal moves,
//! game status, perft.
//!
//! This crate knows nothing of languages, notation letters or editors: it
//! speaks in squares, pieces and moves. Reading and writing moves in any
//! language is `forsyth-notation`'s job.
//!
//! ```
//! use forsyth_core::{Position, perft};
//!
//! let pos: Position = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
//!     .parse()?;
//! assert_eq!(pos.legal_moves().len(), 48);
//! assert_eq!(perft(&pos, 2), 2039);
//! # Ok::<_, forsyth_core::FenError>(())
//! ```

pub mod attacks;
mod bitboard;
mod board;
mod castles;
pub mod fen;
mod game;
mod illegal;
mod moves;
mod perft;
mod position;
mod setup;
mod types;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use board::Board;
pub use castles::{Castles, CastlingMode};
pub use fen::{CastlingStyle, Fen, FenError, FenErrorKind, FenField, FenSpans, ParsedFen, Repair};
pub use game::{Game, GameStatus};
pub use illegal::{Attempt, Checkers, IllegalReason, LostRight, Origin, PieceOn, why_illegal};
pub use moves::{CastlingSide, MAX_MOVES, MAX_MOVES_TO, Move, MoveList, MovesTo, Uci};
pub use perft::{
    DEPTH_FIRST_PLIES, FRONTIER_LIMIT, PartialDivide, PerftError, RECURSION_PLIES,
    STOP_CHECK_PLIES, divide, divide_with, perft,
};
pub use position::{IllegalMove, Position, PositionError, Status};
pub use setup::Setup;
pub use types::{Color, File, Piece, Rank, Role, Square};
