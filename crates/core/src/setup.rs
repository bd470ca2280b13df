//! A position as written down, legal or not.

use crate::{
    bitboard::Bitboard,
    board::Board,
    types::{Color, Square},
};

/// A not necessarily legal position: what a FEN says, before any check.
///
/// A [`crate::Position`] can only be made from a `Setup` by validation
/// ([`crate::Position::from_setup`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    pub board: Board,
    pub turn: Color,
    /// The squares of the rooks that may still castle.
    pub castling_rights: Bitboard,
    /// The square a pawn just skipped with a double step, if any.
    pub ep_square: Option<Square>,
    /// Plies since the last capture or pawn move.
    pub halfmoves: u32,
    /// The number of the full move, starting at 1.
    pub fullmoves: u32,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::standard()
    }
}

impl Setup {
    /// The standard starting position.
    #[must_use]
    pub fn standard() -> Setup {
        Setup {
            board: Board::standard(),
            turn: Color::White,
            castling_rights: Bitboard::from_square(Square::A1)
                | Square::H1.into()
                | Square::A8.into()
                | Square::H8.into(),
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// An empty board, White to move, no rights.
    #[must_use]
    pub fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castling_rights: Bitboard::EMPTY,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }
}
