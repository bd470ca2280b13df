//! Moves and move lists.

use std::fmt;

use arrayvec::ArrayVec;

use crate::types::{Color, File, Role, Square};

/// A move, with everything needed to play it and to write it down.
///
/// Castling is stored as "king takes own rook" (`king` and `rook` squares),
/// which works the same for standard chess and Chess960.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Normal {
        role: Role,
        from: Square,
        capture: Option<Role>,
        to: Square,
        promotion: Option<Role>,
    },
    EnPassant {
        from: Square,
        to: Square,
    },
    Castle {
        king: Square,
        rook: Square,
    },
    /// PGN's `--`: the side to move passes. Never generated as a legal move.
    Null,
}

/// Which side of the board a castling move goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Towards the h-file (`O-O`).
    King = 0,
    /// Towards the a-file (`O-O-O`).
    Queen = 1,
}

impl CastlingSide {
    pub const ALL: [CastlingSide; 2] = [CastlingSide::King, CastlingSide::Queen];

    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file the king ends on (g or c).
    #[inline]
    #[must_use]
    pub const fn king_to_file(self) -> File {
        match self {
            CastlingSide::King => File::G,
            CastlingSide::Queen => File::C,
        }
    }

    /// The file the rook ends on (f or d).
    #[inline]
    #[must_use]
    pub const fn rook_to_file(self) -> File {
        match self {
            CastlingSide::King => File::F,
            CastlingSide::Queen => File::D,
        }
    }

    #[inline]
    #[must_use]
    pub fn king_to(self, color: Color) -> Square {
        Square::from_coords(self.king_to_file(), color.back_rank())
    }

    #[inline]
    #[must_use]
    pub fn rook_to(self, color: Color) -> Square {
        Square::from_coords(self.rook_to_file(), color.back_rank())
    }
}

impl Move {
    /// The role of the moving piece (the king for castling; `None` for a null move).
    #[must_use]
    pub const fn role(&self) -> Option<Role> {
        match *self {
            Move::Normal { role, .. } => Some(role),
            Move::EnPassant { .. } => Some(Role::Pawn),
            Move::Castle { .. } => Some(Role::King),
            Move::Null => None,
        }
    }

    /// The square the piece leaves (the king's square for castling).
    #[must_use]
    pub const fn from(&self) -> Option<Square> {
        match *self {
            Move::Normal { from, .. } | Move::EnPassant { from, .. } => Some(from),
            Move::Castle { king, .. } => Some(king),
            Move::Null => None,
        }
    }

    /// The destination as stored: for castling, the rook's square.
    #[must_use]
    pub const fn to(&self) -> Option<Square> {
        match *self {
            Move::Normal { to, .. } | Move::EnPassant { to, .. } => Some(to),
            Move::Castle { rook, .. } => Some(rook),
            Move::Null => None,
        }
    }

    /// The square the moving piece ends on (for castling, the king's g- or c-file square).
    #[must_use]
    pub fn destination(&self) -> Option<Square> {
        match *self {
            Move::Castle { king, .. } => Some(Square::from_coords(
                self.castling_side()?.king_to_file(),
                king.rank(),
            )),
            _ => self.to(),
        }
    }

    /// The captured role, if any (a pawn for en passant).
    #[must_use]
    pub const fn capture(&self) -> Option<Role> {
        match *self {
            Move::Normal { capture, .. } => capture,
            Move::EnPassant { .. } => Some(Role::Pawn),
            _ => None,
        }
    }

    #[must_use]
    pub const fn is_capture(&self) -> bool {
        self.capture().is_some()
    }

    #[must_use]
    pub const fn promotion(&self) -> Option<Role> {
        match *self {
            Move::Normal { promotion, .. } => promotion,
            _ => None,
        }
    }

    #[must_use]
    pub const fn is_en_passant(&self) -> bool {
        matches!(self, Move::EnPassant { .. })
    }

    /// Whether the move resets the fifty-move counter (a pawn move or a capture).
    #[must_use]
    pub const fn is_zeroing(&self) -> bool {
        matches!(
            self,
            Move::Normal {
                role: Role::Pawn,
                ..
            } | Move::Normal {
                capture: Some(_),
                ..
            } | Move::EnPassant { .. }
        )
    }

    #[must_use]
    pub fn castling_side(&self) -> Option<CastlingSide> {
        match *self {
            Move::Castle { king, rook } if rook.file() > king.file() => Some(CastlingSide::King),
            Move::Castle { .. } => Some(CastlingSide::Queen),
            _ => None,
        }
    }

    /// The move in UCI coordinates: `e2e4`, `e7e8q`, `0000` for a null move.
    /// Castling is written as the king's two-square step (`e1g1`) unless
    /// `chess960` is set, when it is "king takes rook" (`e1h1`).
    #[must_use]
    pub fn to_uci(&self, chess960: bool) -> Uci {
        match *self {
            Move::Null => Uci::Null,
            Move::Castle { king, .. } if !chess960 => Uci::Normal {
                from: king,
                to: self.destination().unwrap_or(king),
                promotion: None,
            },
            Move::Castle { king, rook } => Uci::Normal {
                from: king,
                to: rook,
                promotion: None,
            },
            Move::Normal {
                from,
                to,
                promotion,
                ..
            } => Uci::Normal {
                from,
                to,
                promotion,
            },
            Move::EnPassant { from, to } => Uci::Normal {
                from,
                to,
                promotion: None,
            },
        }
    }
}

/// A move in UCI coordinates, independent of any position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Uci {
    Normal {
        from: Square,
        to: Square,
        promotion: Option<Role>,
    },
    Null,
}

impl Uci {
    /// Reads `e2e4`, `e7e8q`, or `0000`.
    #[must_use]
    pub fn from_ascii(s: &[u8]) -> Option<Uci> {
        match s {
            b"0000" => Some(Uci::Null),
            [ff, fr, tf, tr, rest @ ..] if rest.len() <= 1 => {
                let from = Square::from_ascii(&[*ff, *fr])?;
                let to = Square::from_ascii(&[*tf, *tr])?;
                let promotion = match rest {
                    [] => None,
                    [c] => match Role::from_char(*c as char)? {
                        Role::Pawn | Role::King => return None,
                        r => Some(r),
                    },
                    _ => return None,
                };
                Some(Uci::Normal {
                    from,
                    to,
                    promotion,
                })
            }
            _ => None,
        }
    }
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Uci::Null => f.write_str("0000"),
            Uci::Normal {
                from,
                to,
                promotion,
            } => {
                write!(f, "{from}{to}")?;
                if let Some(p) = promotion {
                    write!(f, "{}", p.char())?;
                }
                Ok(())
            }
        }
    }
}

/// The most legal moves any reachable position has is 218; pseudo-legal
/// setups accepted from FEN can have a few more (a side with nine queens),
/// so the list has room for 256.
pub const MAX_MOVES: usize = 256;

/// A fixed-capacity list of moves: generating moves never allocates.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// The most moves of one kind of piece to one square: nine queens (or two
/// pawns promoting four ways, or ten knights) — with room to spare.
pub const MAX_MOVES_TO: usize = 32;

/// The legal moves of one kind of piece to one square: what a SAN move such
/// as `Nf3` may mean ([`crate::Position::legal_moves_to`]).
pub type MovesTo = ArrayVec<Move, MAX_MOVES_TO>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uci_round_trip() {
        for s in ["e2e4", "e7e8q", "a2a1n", "0000"] {
            assert_eq!(Uci::from_ascii(s.as_bytes()).unwrap().to_string(), s);
        }
        assert_eq!(Uci::from_ascii(b"e7e8k"), None);
        assert_eq!(Uci::from_ascii(b"e9e8"), None);
    }

    #[test]
    fn castling_in_uci() {
        let m = Move::Castle {
            king: Square::E1,
            rook: Square::H1,
        };
        assert_eq!(m.to_uci(false).to_string(), "e1g1");
        assert_eq!(m.to_uci(true).to_string(), "e1h1");
        assert_eq!(m.castling_side(), Some(CastlingSide::King));
        assert_eq!(m.destination(), Some(Square::G1));
        let m = Move::Castle {
            king: Square::E8,
            rook: Square::A8,
        };
        assert_eq!(m.to_uci(false).to_string(), "e8c8");
        assert_eq!(m.destination(), Some(Square::C8));
    }
}
