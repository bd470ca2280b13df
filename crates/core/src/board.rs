//! Piece placement: which piece stands on which square.

use crate::{
    attacks,
    bitboard::Bitboard,
    types::{Color, Piece, Role, Square},
};

/// Piece placement as bitboards, one per role and one per colour.
///
/// A board is not necessarily legal: it may have no kings or pawns on the
/// back rank. Legality belongs to [`crate::Position`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    occupied: Bitboard,
}

impl Default for Board {
    fn default() -> Board {
        Board::empty()
    }
}

impl Board {
    #[must_use]
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            occupied: Bitboard::EMPTY,
        }
    }

    /// The standard starting placement.
    #[must_use]
    pub const fn standard() -> Board {
        Board {
            by_role: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            by_color: [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
            occupied: Bitboard(0xffff_0000_0000_ffff),
        }
    }

    #[inline]
    #[must_use]
    pub const fn occupied(&self) -> Bitboard {
        self.occupied
    }

    #[inline]
    #[must_use]
    pub const fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    #[inline]
    #[must_use]
    pub const fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    #[inline]
    #[must_use]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role(piece.role) & self.by_color(piece.color)
    }

    #[inline]
    #[must_use]
    pub fn pawns(&self) -> Bitboard {
        self.by_role(Role::Pawn)
    }

    #[inline]
    #[must_use]
    pub fn knights(&self) -> Bitboard {
        self.by_role(Role::Knight)
    }

    #[inline]
    #[must_use]
    pub fn bishops(&self) -> Bitboard {
        self.by_role(Role::Bishop)
    }

    #[inline]
    #[must_use]
    pub fn rooks(&self) -> Bitboard {
        self.by_role(Role::Rook)
    }

    #[inline]
    #[must_use]
    pub fn queens(&self) -> Bitboard {
        self.by_role(Role::Queen)
    }

    #[inline]
    #[must_use]
    pub fn kings(&self) -> Bitboard {
        self.by_role(Role::King)
    }

    /// Bishops and queens.
    #[inline]
    #[must_use]
    pub fn diagonal_sliders(&self) -> Bitboard {
        self.bishops() | self.queens()
    }

    /// Rooks and queens.
    #[inline]
    #[must_use]
    pub fn straight_sliders(&self) -> Bitboard {
        self.rooks() | self.queens()
    }

    /// The king of `color`, if there is exactly one.
    #[inline]
    #[must_use]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        (self.kings() & self.by_color(color)).single_square()
    }

    #[inline]
    #[must_use]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    #[inline]
    #[must_use]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied.contains(sq) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(sq))
    }

    #[inline]
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let role = self.role_at(sq)?;
        let color = self.color_at(sq)?;
        Some(Piece { color, role })
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn set_piece_at(&mut self, sq: Square, piece: Piece) {
        self.remove_piece_at(sq);
        self.put_on_empty(sq, piece);
    }

    /// Removes and returns the piece on `sq`.
    pub fn remove_piece_at(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.toggle(sq, piece);
        Some(piece)
    }

    /// Puts `piece` on `sq`, which must be empty.
    #[inline]
    pub(crate) fn put_on_empty(&mut self, sq: Square, piece: Piece) {
        debug_assert!(!self.occupied.contains(sq));
        self.toggle(sq, piece);
    }

    /// Flips the bits of `piece` on `sq` (adds it if absent, removes it if present).
    #[inline]
    pub(crate) fn toggle(&mut self, sq: Square, piece: Piece) {
        let bb = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] ^= bb;
        self.by_color[piece.color.index()] ^= bb;
        self.occupied ^= bb;
    }

    /// Pieces of `attacker` that attack `sq`, given the occupied squares.
    #[inline]
    #[must_use]
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        self.by_color(attacker)
            & ((attacks::rook_attacks(sq, occupied) & self.straight_sliders())
                | (attacks::bishop_attacks(sq, occupied) & self.diagonal_sliders())
                | (attacks::knight_attacks(sq) & self.knights())
                | (attacks::king_attacks(sq) & self.kings())
                | (attacks::pawn_attacks(attacker.other(), sq) & self.pawns()))
    }

    /// Every occupied square with its piece, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied
            .filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// The FEN placement field (`rnbqkbnr/pppppppp/8/…`).
    #[must_use]
    pub fn board_fen(&self) -> String {
        let mut out = String::with_capacity(64);
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.piece_at(Square::new(rank * 8 + file)) {
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(p.fen_char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.board_fen())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_board() {
        let b = Board::standard();
        assert_eq!(b.board_fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
        assert_eq!(b.king_of(Color::White), Some(Square::E1));
        assert_eq!(
            b.piece_at(Square::D8),
            Some(Piece::new(Color::Black, Role::Queen))
        );
        assert_eq!(b.pieces().count(), 32);
    }

    #[test]
    fn attackers() {
        let b = Board::standard();
        let f3 = b.attackers_to(Square::F3, Color::White, b.occupied());
        assert_eq!(
            f3,
            Bitboard::from_square(Square::G1) | Square::E2.into() | Square::G2.into()
        );
    }
}
