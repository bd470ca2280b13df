//! Chess rules for forsyth: board, FEN, legal moves, game status, perft.
//!
//! This crate knows nothing of languages, notation letters or editors.

mod types;

pub use types::{Color, File, Piece, Rank, Role, Square};
