//! Castling rights, for standard chess and Chess960.

use crate::{
    attacks::between,
    bitboard::Bitboard,
    moves::CastlingSide,
    types::{Color, File, Square},
};

/// Whether castling follows the standard rules or Chess960's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum CastlingMode {
    #[default]
    Standard,
    Chess960,
}

/// Validated castling rights: for each side and colour, the rook that may
/// castle. The squares that must be empty to do so follow from the king's
/// and the rook's ([`Castles::path`]): not kept, so that a position stays
/// small to copy, as the replay of a game does at every move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Castles {
    rook: [[Option<Square>; 2]; 2],
    mask: Bitboard,
    mode: CastlingMode,
}

impl Castles {
    #[must_use]
    pub const fn empty(mode: CastlingMode) -> Castles {
        Castles {
            rook: [[None; 2]; 2],
            mask: Bitboard::EMPTY,
            mode,
        }
    }

    #[must_use]
    pub fn standard() -> Castles {
        let mut c = Castles::empty(CastlingMode::Standard);
        for color in Color::ALL {
            let rank = color.back_rank();
            c.add(
                color,
                CastlingSide::King,
                Square::from_coords(File::H, rank),
            );
            c.add(
                color,
                CastlingSide::Queen,
                Square::from_coords(File::A, rank),
            );
        }
        c
    }

    /// Grants `color` the right to castle on `side` with the rook on `rook`.
    pub(crate) fn add(&mut self, color: Color, side: CastlingSide, rook: Square) {
        self.rook[color.index()][side.index()] = Some(rook);
        self.mask.set(rook);
    }

    #[inline]
    #[must_use]
    pub const fn mode(&self) -> CastlingMode {
        self.mode
    }

    #[inline]
    #[must_use]
    pub fn is_chess960(&self) -> bool {
        self.mode == CastlingMode::Chess960
    }

    /// The rook that may castle for `color` on `side`.
    #[inline]
    #[must_use]
    pub const fn rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        self.rook[color.index()][side.index()]
    }

    /// The squares (other than the king and the rook themselves) that
    /// must be empty for `color` to castle on `side`, its king standing on
    /// `king` (where it stood when the right was granted: a king that
    /// moves loses its rights); empty without the right.
    #[inline]
    #[must_use]
    pub(crate) fn path(&self, color: Color, side: CastlingSide, king: Square) -> Bitboard {
        let Some(rook) = self.rook(color, side) else {
            return Bitboard::EMPTY;
        };
        let king_to = side.king_to(color);
        let rook_to = side.rook_to(color);
        (between(king, king_to) | between(rook, rook_to))
            .with(king_to)
            .with(rook_to)
            .without(king)
            .without(rook)
    }

    /// The squares of all rooks that may still castle.
    #[inline]
    #[must_use]
    pub const fn castling_rights(&self) -> Bitboard {
        self.mask
    }

    #[inline]
    #[must_use]
    pub fn has(&self, color: Color, side: CastlingSide) -> bool {
        self.rook(color, side).is_some()
    }

    #[inline]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.mask.is_empty()
    }

    /// Drops every right of `color` (its king moved).
    #[inline]
    pub(crate) fn discard_color(&mut self, color: Color) {
        self.rook[color.index()] = [None; 2];
        self.mask &= !Bitboard::from_rank(color.back_rank());
    }

    /// Drops the right tied to the rook on `sq` (it moved or was captured).
    #[inline]
    pub(crate) fn discard_rook(&mut self, sq: Square) {
        if self.mask.contains(sq) {
            self.mask.discard(sq);
            for r in self.rook.iter_mut().flatten() {
                if *r == Some(sq) {
                    *r = None;
                }
            }
        }
    }
}
