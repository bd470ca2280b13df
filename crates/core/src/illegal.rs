//! Why a move is illegal.
//!
//! [`why_illegal`] takes a move as a writer meant it — a piece and where it
//! goes ([`Attempt::Piece`]), two squares ([`Attempt::Squares`]), castling
//! or a pass — and says, as a typed [`IllegalReason`] with the squares and
//! pieces involved, why no legal move fits it: no such piece, a piece that
//! does not move that way or is blocked, a pinned piece, a check that the
//! move leaves standing, a king stepping onto an attacked square, castling
//! without the right, through check or out of it, a pawn that cannot go
//! straight onto a piece or diagonally onto an empty square, en passant
//! after no double step, a promotion off the last rank.
//!
//! It is meant for the moment a move has already been found illegal: it
//! looks at the position again and costs nothing to legal moves. Core knows
//! no language; the reason is written out by whoever shows it.

use crate::{
    attacks,
    bitboard::Bitboard,
    board::Board,
    moves::CastlingSide,
    position::Position,
    types::{Color, File, Piece, Rank, Role, Square},
};

/// Where a move says its piece starts: a file, a rank, both (a square) or
/// neither.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Origin {
    pub file: Option<File>,
    pub rank: Option<Rank>,
}

impl Origin {
    /// Anywhere.
    pub const ANY: Origin = Origin {
        file: None,
        rank: None,
    };

    /// Exactly `square`.
    #[must_use]
    pub const fn square(square: Square) -> Origin {
        Origin {
            file: Some(square.file()),
            rank: Some(square.rank()),
        }
    }

    /// Whether a piece on `square` fits.
    #[must_use]
    pub fn contains(self, square: Square) -> bool {
        self.file.is_none_or(|f| square.file() == f) && self.rank.is_none_or(|r| square.rank() == r)
    }

    fn mask(self) -> Bitboard {
        let file = self.file.map_or(Bitboard::FULL, Bitboard::from_file);
        let rank = self.rank.map_or(Bitboard::FULL, Bitboard::from_rank);
        file & rank
    }
}

/// A move as written, which may be illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Attempt {
    /// A piece of `role` of the side to move, from `origin`, to `to` (SAN
    /// and LAN). A pawn's origin names its file: straight ahead when the
    /// text names none.
    Piece {
        role: Role,
        origin: Origin,
        to: Square,
        promotion: Option<Role>,
    },
    /// Whatever stands on `from`, to `to` (UCI, ICCF, coordinates): the
    /// king's two-square step from its home square, or king takes own rook,
    /// is castling.
    Squares {
        from: Square,
        to: Square,
        promotion: Option<Role>,
    },
    /// Castling on `side`.
    Castle(CastlingSide),
    /// A pass (`--`).
    Null,
}

/// A piece and the square it stands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceOn {
    pub square: Square,
    pub piece: Piece,
}

/// The pieces giving check: one, or two in a double check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Checkers {
    pub first: PieceOn,
    pub second: Option<PieceOn>,
}

/// What the position says about a castling right that is gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LostRight {
    /// The king is not on its home square (`home`, standard chess).
    KingMoved { home: Square },
    /// No rook of the side to move stands on `home`, the corner (standard
    /// chess).
    RookMoved { home: Square },
    /// King and rook stand where they started, but the right is gone (one
    /// of them has moved and come back), or the rules are Chess960's.
    Lost,
}

/// Why a move is illegal. The side making it is the side to move; its
/// pieces are named by role and square, the others as [`PieceOn`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IllegalReason {
    /// The side to move has no `role` where `origin` says; [`Origin::ANY`]
    /// when it has no piece of that kind left at all.
    NoPiece { role: Role, origin: Origin },
    /// A move given by its squares starts from an empty square.
    EmptySquare { from: Square },
    /// A move given by its squares starts from the opponent's piece.
    OpponentsPiece { on: PieceOn },
    /// A piece of the side to move already stands on the destination.
    OwnPiece { on: PieceOn },
    /// No piece of `role` moves to `to` that way, whatever stands between;
    /// `from` is its square when only one piece can be meant.
    Unreachable {
        role: Role,
        from: Option<Square>,
        to: Square,
    },
    /// The piece on `from` would reach `to`, but `by` stands in the way.
    Blocked {
        role: Role,
        from: Square,
        to: Square,
        by: PieceOn,
    },
    /// A pawn moves straight ahead only onto an empty square: `by` stands
    /// on `to`.
    PawnBlocked {
        from: Square,
        to: Square,
        by: PieceOn,
    },
    /// A pawn moves diagonally only to capture, and `to` is empty.
    PawnCaptureEmpty { from: Square, to: Square },
    /// En passant is not possible: the pawn on `pawn` has not just advanced
    /// two squares.
    NoEnPassant {
        from: Square,
        to: Square,
        pawn: Square,
    },
    /// A promotion piece is written, but the move is not a pawn's reaching
    /// the last rank.
    NoPromotion {
        role: Role,
        from: Square,
        to: Square,
    },
    /// The piece is pinned against its king on `king` by `pinner`.
    Pinned {
        role: Role,
        from: Square,
        to: Square,
        pinner: PieceOn,
        king: Square,
    },
    /// The king is in check, and the move does not answer it.
    InCheck {
        role: Role,
        from: Square,
        to: Square,
        checkers: Checkers,
    },
    /// The king would step onto `to`, attacked by `attacker`.
    KingAttacked {
        from: Square,
        to: Square,
        attacker: PieceOn,
    },
    /// The side to move may no longer castle on `side`.
    NoCastlingRight { side: CastlingSide, lost: LostRight },
    /// `by` stands between king and rook, or on a square they go to.
    CastlingBlocked { side: CastlingSide, by: PieceOn },
    /// The king is in check: it cannot castle out of it.
    CastlingInCheck {
        side: CastlingSide,
        checkers: Checkers,
    },
    /// The king would pass over `square`, attacked by `attacker`.
    CastlingThroughCheck {
        side: CastlingSide,
        square: Square,
        attacker: PieceOn,
    },
    /// The king would land on `square`, attacked by `attacker`.
    CastlingIntoCheck {
        side: CastlingSide,
        square: Square,
        attacker: PieceOn,
    },
    /// A side in check cannot pass.
    PassInCheck { checkers: Checkers },
}

impl IllegalReason {
    /// The square of the one piece of the side to move the reason is
    /// about (the piece blocked, pinned, out of reach…): `None` when it
    /// names none, or several may be meant.
    #[must_use]
    pub fn mover(&self) -> Option<Square> {
        match *self {
            IllegalReason::Unreachable { from, .. } => from,
            IllegalReason::Blocked { from, .. }
            | IllegalReason::PawnBlocked { from, .. }
            | IllegalReason::PawnCaptureEmpty { from, .. }
            | IllegalReason::NoEnPassant { from, .. }
            | IllegalReason::NoPromotion { from, .. }
            | IllegalReason::Pinned { from, .. }
            | IllegalReason::InCheck { from, .. }
            | IllegalReason::KingAttacked { from, .. } => Some(from),
            IllegalReason::NoPiece { .. }
            | IllegalReason::EmptySquare { .. }
            | IllegalReason::OpponentsPiece { .. }
            | IllegalReason::OwnPiece { .. }
            | IllegalReason::NoCastlingRight { .. }
            | IllegalReason::CastlingBlocked { .. }
            | IllegalReason::CastlingInCheck { .. }
            | IllegalReason::CastlingThroughCheck { .. }
            | IllegalReason::CastlingIntoCheck { .. }
            | IllegalReason::PassInCheck { .. } => None,
        }
    }
}

/// Why `attempt` is illegal in `pos`, or `None` when a legal move fits it
/// (several, for an ambiguous move; a pawn's move to the last rank with no
/// promotion piece written counts as fitting).
#[must_use]
pub fn why_illegal(pos: &Position, attempt: &Attempt) -> Option<IllegalReason> {
    match *attempt {
        Attempt::Piece {
            role,
            origin,
            to,
            promotion,
        } => piece_move(pos, role, origin, to, promotion),
        Attempt::Squares {
            from,
            to,
            promotion,
        } => {
            let board = pos.board();
            let Some(piece) = board.piece_at(from) else {
                return Some(IllegalReason::EmptySquare { from });
            };
            if piece.color != pos.turn() {
                return Some(IllegalReason::OpponentsPiece {
                    on: PieceOn {
                        square: from,
                        piece,
                    },
                });
            }
            if piece.role == Role::King
                && let Some(side) = castling_by_squares(pos, from, to)
            {
                return castling(pos, side);
            }
            piece_move(pos, piece.role, Origin::square(from), to, promotion)
        }
        Attempt::Castle(side) => castling(pos, side),
        Attempt::Null => checkers(pos.board(), pos.checkers())
            .map(|checkers| IllegalReason::PassInCheck { checkers }),
    }
}

/// The castling a king's move from `from` to `to` writes in UCI: onto its
/// own rook on the back rank, or (standard chess) two squares along it
/// from its home square.
fn castling_by_squares(pos: &Position, from: Square, to: Square) -> Option<CastlingSide> {
    let us = pos.turn();
    let back = us.back_rank();
    if from.rank() != back || to.rank() != back {
        return None;
    }
    let side = if to.file() > from.file() {
        CastlingSide::King
    } else {
        CastlingSide::Queen
    };
    let standard = !pos.castles().is_chess960();
    // King takes its own castling rook; in standard chess the corner rook
    // even when the right is gone (to say so).
    let rook = pos.board().piece_at(to) == Some(Piece::new(us, Role::Rook))
        && (pos.castles().rook(us, side) == Some(to) || (standard && to == corner(side, us)));
    let step =
        standard && from.file() == File::E && to.file().index().abs_diff(from.file().index()) == 2;
    (rook || step).then_some(side)
}

/// The corner the castling rook of `side` starts from in standard chess.
fn corner(side: CastlingSide, color: Color) -> Square {
    let file = match side {
        CastlingSide::King => File::H,
        CastlingSide::Queen => File::A,
    };
    Square::from_coords(file, color.back_rank())
}

/// The checkers among `bb`, first and second.
fn checkers(board: &Board, bb: Bitboard) -> Option<Checkers> {
    let mut squares = bb.into_iter();
    let first = piece_on(board, squares.next()?)?;
    Some(Checkers {
        first,
        second: squares.next().and_then(|sq| piece_on(board, sq)),
    })
}

fn piece_on(board: &Board, square: Square) -> Option<PieceOn> {
    board
        .piece_at(square)
        .map(|piece| PieceOn { square, piece })
}

/// How far apart two squares are in king steps.
fn distance(a: Square, b: Square) -> usize {
    let files = a.file().index().abs_diff(b.file().index());
    let ranks = a.rank().index().abs_diff(b.rank().index());
    files.max(ranks)
}

/// The occupied square of `bb` nearest to `from`.
fn nearest(bb: Bitboard, from: Square) -> Option<Square> {
    bb.into_iter().min_by_key(|sq| distance(*sq, from))
}

/// What one piece's move would do, from the best case down: playable but
/// for the king's safety or the promotion, stopped by something on the
/// way, not a move of its kind at all.
enum Verdict {
    /// The move obeys the piece's way of moving; `captured` is the square
    /// of a pawn taken en passant.
    Moves {
        en_passant: Option<Square>,
    },
    Stopped(IllegalReason),
    Unreachable,
}

fn piece_move(
    pos: &Position,
    role: Role,
    origin: Origin,
    to: Square,
    promotion: Option<Role>,
) -> Option<IllegalReason> {
    let board = pos.board();
    let us = pos.turn();
    let all = board.by_piece(Piece::new(us, role));
    if all.is_empty() {
        return Some(IllegalReason::NoPiece {
            role,
            origin: Origin::ANY,
        });
    }
    let candidates = all & origin.mask();
    if candidates.is_empty() {
        return Some(IllegalReason::NoPiece { role, origin });
    }
    if let Some(piece) = board.piece_at(to)
        && piece.color == us
    {
        return Some(IllegalReason::OwnPiece {
            on: PieceOn { square: to, piece },
        });
    }
    let mut stopped = None;
    let mut exposed = None;
    for from in candidates {
        match verdict(pos, role, from, to) {
            Verdict::Moves { en_passant } => match exposure(pos, role, from, to, en_passant) {
                Some(reason) => {
                    exposed.get_or_insert(reason);
                }
                None => {
                    let last = to.rank() == Rank::Eighth.relative_to(us);
                    match promotion {
                        Some(_) if role != Role::Pawn || !last => {
                            exposed.get_or_insert(IllegalReason::NoPromotion { role, from, to });
                        }
                        // A legal move fits.
                        _ => return None,
                    }
                }
            },
            Verdict::Stopped(reason) => {
                stopped.get_or_insert(reason);
            }
            Verdict::Unreachable => {}
        }
    }
    exposed.or(stopped).or(Some(IllegalReason::Unreachable {
        role,
        from: candidates.single_square(),
        to,
    }))
}

/// Whether the piece of `role` on `from` moves to `to` by its rules,
/// the king's safety aside.
fn verdict(pos: &Position, role: Role, from: Square, to: Square) -> Verdict {
    let board = pos.board();
    let occupied = board.occupied();
    let reach = match role {
        Role::Pawn => return pawn_verdict(pos, from, to),
        Role::Knight => attacks::knight_attacks(from),
        Role::King => attacks::king_attacks(from),
        Role::Bishop => attacks::bishop_attacks(from, Bitboard::EMPTY),
        Role::Rook => attacks::rook_attacks(from, Bitboard::EMPTY),
        Role::Queen => attacks::queen_attacks(from, Bitboard::EMPTY),
    };
    if !reach.contains(to) {
        return Verdict::Unreachable;
    }
    match nearest(attacks::between(from, to) & occupied, from).and_then(|sq| piece_on(board, sq)) {
        Some(by) => Verdict::Stopped(IllegalReason::Blocked { role, from, to, by }),
        None => Verdict::Moves { en_passant: None },
    }
}

fn pawn_verdict(pos: &Position, from: Square, to: Square) -> Verdict {
    let board = pos.board();
    let us = pos.turn();
    let forward = match us {
        Color::White => 8,
        Color::Black => -8,
    };
    let one = from.offset(forward);
    let two = one.and_then(|sq| sq.offset(forward));
    let occupant = |sq: Square| piece_on(board, sq);
    if one == Some(to) {
        return match occupant(to) {
            Some(by) => Verdict::Stopped(IllegalReason::PawnBlocked { from, to, by }),
            None => Verdict::Moves { en_passant: None },
        };
    }
    if two == Some(to) && from.rank() == Rank::Second.relative_to(us) {
        let middle = one.and_then(occupant);
        return match (middle, occupant(to)) {
            (Some(by), _) => Verdict::Stopped(IllegalReason::Blocked {
                role: Role::Pawn,
                from,
                to,
                by,
            }),
            (None, Some(by)) => Verdict::Stopped(IllegalReason::PawnBlocked { from, to, by }),
            (None, None) => Verdict::Moves { en_passant: None },
        };
    }
    if !attacks::pawn_attacks(us, from).contains(to) {
        return Verdict::Unreachable;
    }
    if board.by_color(us.other()).contains(to) {
        return Verdict::Moves { en_passant: None };
    }
    let behind = Square::from_coords(to.file(), from.rank());
    if pos.ep_square() == Some(to) {
        return Verdict::Moves {
            en_passant: Some(behind),
        };
    }
    let their_pawn = board.piece_at(behind) == Some(Piece::new(us.other(), Role::Pawn));
    Verdict::Stopped(if their_pawn && to.rank() == Rank::Sixth.relative_to(us) {
        IllegalReason::NoEnPassant {
            from,
            to,
            pawn: behind,
        }
    } else {
        IllegalReason::PawnCaptureEmpty { from, to }
    })
}

/// Why moving the piece of `role` from `from` to `to` (taking en passant
/// on `en_passant`) leaves the own king attacked, if it does.
fn exposure(
    pos: &Position,
    role: Role,
    from: Square,
    to: Square,
    en_passant: Option<Square>,
) -> Option<IllegalReason> {
    let us = pos.turn();
    let mut after = *pos.board();
    after.remove_piece_at(from);
    if let Some(captured) = en_passant {
        after.remove_piece_at(captured);
    }
    after.set_piece_at(to, Piece::new(us, role));
    let king = after.king_of(us)?;
    let attackers = after.attackers_to(king, us.other(), after.occupied());
    let first = attackers.first().and_then(|sq| piece_on(&after, sq))?;
    if role == Role::King {
        return Some(IllegalReason::KingAttacked {
            from,
            to,
            attacker: first,
        });
    }
    if (attackers & pos.checkers()).any() {
        return Some(IllegalReason::InCheck {
            role,
            from,
            to,
            checkers: checkers(pos.board(), pos.checkers())?,
        });
    }
    Some(IllegalReason::Pinned {
        role,
        from,
        to,
        pinner: first,
        king,
    })
}

fn castling(pos: &Position, side: CastlingSide) -> Option<IllegalReason> {
    let board = pos.board();
    let us = pos.turn();
    let them = us.other();
    let castles = pos.castles();
    let Some(rook) = castles.rook(us, side) else {
        return Some(IllegalReason::NoCastlingRight {
            side,
            lost: lost_right(pos, side),
        });
    };
    let king = board.king_of(us)?;
    let blockers = castles.path(us, side, king) & board.occupied();
    let blocker = match side {
        CastlingSide::King => blockers.first(),
        CastlingSide::Queen => blockers.last(),
    };
    if let Some(by) = blocker.and_then(|sq| piece_on(board, sq)) {
        return Some(IllegalReason::CastlingBlocked { side, by });
    }
    if let Some(checkers) = checkers(board, pos.checkers()) {
        return Some(IllegalReason::CastlingInCheck { side, checkers });
    }
    let king_to = side.king_to(us);
    let without_king = board.occupied().without(king);
    let mut passed: Vec<Square> = attacks::between(king, king_to).into_iter().collect();
    passed.sort_by_key(|sq| distance(*sq, king));
    for square in passed {
        let attackers = board.attackers_to(square, them, without_king);
        if let Some(attacker) = attackers.first().and_then(|sq| piece_on(board, sq)) {
            return Some(IllegalReason::CastlingThroughCheck {
                side,
                square,
                attacker,
            });
        }
    }
    // The king's landing square, with king and rook where castling puts
    // them (in Chess960 the rook may have shielded it).
    let mut after = *board;
    after.remove_piece_at(king);
    after.remove_piece_at(rook);
    after.set_piece_at(king_to, Piece::new(us, Role::King));
    after.set_piece_at(side.rook_to(us), Piece::new(us, Role::Rook));
    let attackers = after.attackers_to(king_to, them, after.occupied());
    attackers
        .first()
        .and_then(|sq| piece_on(&after, sq))
        .map(|attacker| IllegalReason::CastlingIntoCheck {
            side,
            square: king_to,
            attacker,
        })
}

/// What the board says about the castling right on `side` that the side to
/// move no longer has.
fn lost_right(pos: &Position, side: CastlingSide) -> LostRight {
    if pos.castles().is_chess960() {
        return LostRight::Lost;
    }
    let us = pos.turn();
    let back = us.back_rank();
    let home = Square::from_coords(File::E, back);
    if pos.board().piece_at(home) != Some(Piece::new(us, Role::King)) {
        return LostRight::KingMoved { home };
    }
    let corner = corner(side, us);
    if pos.board().piece_at(corner) != Some(Piece::new(us, Role::Rook)) {
        return LostRight::RookMoved { home: corner };
    }
    LostRight::Lost
}

#[cfg(test)]
mod tests {
    //! Positions of real games: rated lichess games of 31 December 2012
    //! (tests/data/pgn/lichess-100.pgn, from chess.js 1.4.0), named by
    //! their lichess id and the move before which the position stands, and
    //! a Chess960 engine game (tests/data/real, from python-chess 1.11.2).

    use super::*;
    use crate::{CastlingMode, Fen, Move};

    fn pos(fen: &str) -> Position {
        fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap_or_else(|_| panic!("{name}"))
    }

    fn on(square: &str, color: Color, role: Role) -> PieceOn {
        PieceOn {
            square: sq(square),
            piece: Piece::new(color, role),
        }
    }

    /// SAN-like: a piece of `role` from anywhere (a pawn: from the file
    /// given) to `to`.
    fn piece(pos: &Position, role: Role, file: Option<char>, to: &str) -> Option<IllegalReason> {
        why_illegal(
            pos,
            &Attempt::Piece {
                role,
                origin: Origin {
                    file: file.and_then(File::from_char),
                    rank: None,
                },
                to: sq(to),
                promotion: None,
            },
        )
    }

    use Color::{Black, White};
    use Role::{Bishop, King, Knight, Pawn, Queen, Rook};

    /// j1dkb5dw, before 7. Bg4.
    const J1_7: &str = "rn2kb1r/pbpp1p1p/1p2p2p/6q1/3PP3/P1N5/1PP1BPPP/R2QK1NR w KQkq - 2 7";
    /// a9tcp02g, before 14. Kd2: White in check from the knight on d4.
    const A9_14: &str = "r2q4/ppp1kppQ/3bpnp1/6B1/3nN3/3B4/PPP1KPP1/R7 w - - 0 14";
    /// nbbrknrq: a Chess960 start (Maverick 1.5 - Stockfish 7, 2016).
    const CHESS960: &str = "nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1";

    #[test]
    fn pinned_pieces() {
        // a9tcp02g, before 13... Nxd4+: Bg5 pins Nf6 to Ke7.
        let p = pos("r2q4/ppp1kppQ/2nbpnp1/6B1/3PN3/3B4/PPP1KPP1/R7 b - - 4 13");
        assert_eq!(
            piece(&p, Knight, None, "g8"),
            Some(IllegalReason::Pinned {
                role: Knight,
                from: sq("f6"),
                to: sq("g8"),
                pinner: on("g5", White, Bishop),
                king: sq("e7"),
            })
        );
        // n3p0bgc7, before 5. Nf3: queen against queen on the e-file.
        let p = pos("rnb1kb1r/ppp1pppp/4qn2/8/8/2N5/PPPPQPPP/R1B1KBNR w KQkq - 4 5");
        assert_eq!(
            piece(&p, Queen, None, "a6"),
            Some(IllegalReason::Pinned {
                role: Queen,
                from: sq("e2"),
                to: sq("a6"),
                pinner: on("e6", Black, Queen),
                king: sq("e1"),
            })
        );
        // j1dkb5dw, before 10... Qxh4: Bh5 pins the f7 pawn to Ke8.
        let p = pos("rn2kb1r/pbpp1p1p/1p2p3/6qB/3PP2N/P1N5/1PP2PPP/R2QK2R b KQkq - 0 10");
        assert_eq!(
            piece(&p, Pawn, Some('f'), "f6"),
            Some(IllegalReason::Pinned {
                role: Pawn,
                from: sq("f7"),
                to: sq("f6"),
                pinner: on("h5", White, Bishop),
                king: sq("e8"),
            })
        );
        // 1hi3aveq, before 34. Rxf6: Rc1 pins Be1 to Kg1 along the rank.
        let p = pos("8/p3r2k/2R2p2/6pp/1PpP4/2Pb3P/P4PP1/2r1B1K1 w - - 0 34");
        assert_eq!(
            piece(&p, Bishop, None, "d2"),
            Some(IllegalReason::Pinned {
                role: Bishop,
                from: sq("e1"),
                to: sq("d2"),
                pinner: on("c1", Black, Rook),
                king: sq("g1"),
            })
        );
    }

    #[test]
    fn checks_not_answered() {
        let p = pos(A9_14);
        let knight_d4 = Checkers {
            first: on("d4", Black, Knight),
            second: None,
        };
        assert_eq!(
            piece(&p, Knight, None, "f6"),
            Some(IllegalReason::InCheck {
                role: Knight,
                from: sq("e4"),
                to: sq("f6"),
                checkers: knight_d4,
            })
        );
        assert_eq!(
            piece(&p, King, None, "f3"),
            Some(IllegalReason::KingAttacked {
                from: sq("e2"),
                to: sq("f3"),
                attacker: on("d4", Black, Knight),
            })
        );
        assert_eq!(
            why_illegal(&p, &Attempt::Null),
            Some(IllegalReason::PassInCheck {
                checkers: knight_d4
            })
        );
        // The king's step the game played answers it.
        assert_eq!(piece(&p, King, None, "d2"), None);
        // i62y90w7, before 29... Kb8: double check from Rc1 and Nb5.
        let p = pos("7r/p1kb2pp/P3rn2/1N1p4/1P1B1P2/8/6PP/R1R3K1 b - - 0 29");
        assert_eq!(
            piece(&p, Rook, None, "g8"),
            Some(IllegalReason::InCheck {
                role: Rook,
                from: sq("h8"),
                to: sq("g8"),
                checkers: Checkers {
                    first: on("c1", White, Rook),
                    second: Some(on("b5", White, Knight)),
                },
            })
        );
    }

    #[test]
    fn kings_onto_attacked_squares() {
        assert_eq!(
            piece(&pos(J1_7), King, None, "d2"),
            Some(IllegalReason::KingAttacked {
                from: sq("e1"),
                to: sq("d2"),
                attacker: on("g5", Black, Queen),
            })
        );
    }

    #[test]
    fn pieces_that_cannot_get_there() {
        let p = pos(J1_7);
        assert_eq!(
            piece(&p, Queen, None, "h5"),
            Some(IllegalReason::Blocked {
                role: Queen,
                from: sq("d1"),
                to: sq("h5"),
                by: on("e2", White, Bishop),
            })
        );
        // Nbd2: the knights stand on c3 and g1.
        assert_eq!(
            piece(&p, Knight, Some('b'), "d2"),
            Some(IllegalReason::NoPiece {
                role: Knight,
                origin: Origin {
                    file: Some(File::B),
                    rank: None
                },
            })
        );
        assert_eq!(
            piece(&p, Knight, Some('g'), "e2"),
            Some(IllegalReason::OwnPiece {
                on: on("e2", White, Bishop)
            })
        );
        // j1dkb5dw, before 5... gxh6: one black knight, on b8.
        let p = pos("rn1qkb1r/pbpp1ppp/1p2p2B/8/3PP3/P1N5/1PP2PPP/R2QKBNR b KQkq - 0 5");
        assert_eq!(
            piece(&p, Knight, None, "d5"),
            Some(IllegalReason::Unreachable {
                role: Knight,
                from: Some(sq("b8")),
                to: sq("d5"),
            })
        );
        // Two knights at the start: neither is named.
        assert_eq!(
            piece(&Position::new(), Knight, None, "d4"),
            Some(IllegalReason::Unreachable {
                role: Knight,
                from: None,
                to: sq("d4"),
            })
        );
        // a9tcp02g, before 17... Rxh8: Black's queen is gone.
        let p = pos("r6Q/pppk1p2/3bpBp1/8/3nN3/3B4/PPPK1PP1/R7 b - - 0 17");
        assert_eq!(
            piece(&p, Queen, None, "d8"),
            Some(IllegalReason::NoPiece {
                role: Queen,
                origin: Origin::ANY,
            })
        );
    }

    #[test]
    fn pawns() {
        // j1dkb5dw, before 5... gxh6: a bishop on h6 stops the h-pawn.
        let p = pos("rn1qkb1r/pbpp1ppp/1p2p2B/8/3PP3/P1N5/1PP2PPP/R2QKBNR b KQkq - 0 5");
        assert_eq!(
            piece(&p, Pawn, Some('h'), "h6"),
            Some(IllegalReason::PawnBlocked {
                from: sq("h7"),
                to: sq("h6"),
                by: on("h6", White, Bishop),
            })
        );
        // j1dkb5dw, before 5. Bxh6: c2-c4 over the knight on c3.
        let p = pos("rn1qkb1r/pbpp1ppp/1p2p2n/8/3PP3/P1N5/1PP2PPP/R1BQKBNR w KQkq - 3 5");
        assert_eq!(
            piece(&p, Pawn, Some('c'), "c4"),
            Some(IllegalReason::Blocked {
                role: Pawn,
                from: sq("c2"),
                to: sq("c4"),
                by: on("c3", White, Knight),
            })
        );
        let p = pos(J1_7);
        assert_eq!(
            piece(&p, Pawn, Some('d'), "e5"),
            Some(IllegalReason::PawnCaptureEmpty {
                from: sq("d4"),
                to: sq("e5"),
            })
        );
        assert_eq!(
            why_illegal(
                &p,
                &Attempt::Piece {
                    role: Pawn,
                    origin: Origin {
                        file: Some(File::A),
                        rank: None
                    },
                    to: sq("a4"),
                    promotion: Some(Queen),
                }
            ),
            Some(IllegalReason::NoPromotion {
                role: Pawn,
                from: sq("a3"),
                to: sq("a4"),
            })
        );
        // 1xb3os63, before 4. Nf3: c7-c5 was the last move, d7-d5 long ago.
        let p = pos("rnbqkbnr/pp3ppp/4p3/2ppP3/5P2/8/PPPP2PP/RNBQKBNR w KQkq - 0 4");
        assert_eq!(
            piece(&p, Pawn, Some('e'), "d6"),
            Some(IllegalReason::NoEnPassant {
                from: sq("e5"),
                to: sq("d6"),
                pawn: sq("d5"),
            })
        );
        // A pawn that does not move that way.
        assert_eq!(
            piece(&Position::new(), Pawn, Some('e'), "e5"),
            Some(IllegalReason::Unreachable {
                role: Pawn,
                from: Some(sq("e2")),
                to: sq("e5"),
            })
        );
    }

    #[test]
    fn moves_by_squares() {
        let p = pos(J1_7);
        let squares = |from: &str, to: &str| {
            why_illegal(
                &p,
                &Attempt::Squares {
                    from: sq(from),
                    to: sq(to),
                    promotion: None,
                },
            )
        };
        assert_eq!(
            squares("d2", "d4"),
            Some(IllegalReason::EmptySquare { from: sq("d2") })
        );
        assert_eq!(
            squares("g5", "g2"),
            Some(IllegalReason::OpponentsPiece {
                on: on("g5", Black, Queen)
            })
        );
        assert_eq!(
            squares("e1", "d2"),
            Some(IllegalReason::KingAttacked {
                from: sq("e1"),
                to: sq("d2"),
                attacker: on("g5", Black, Queen),
            })
        );
        // The king's two-square step is castling, king takes rook too.
        let castle = Some(IllegalReason::CastlingBlocked {
            side: CastlingSide::King,
            by: on("g1", White, Knight),
        });
        assert_eq!(squares("e1", "g1"), castle);
        assert_eq!(squares("e1", "h1"), castle);
        assert_eq!(
            squares("g1", "g3"),
            Some(IllegalReason::Unreachable {
                role: Knight,
                from: Some(sq("g1")),
                to: sq("g3"),
            })
        );
    }

    #[test]
    fn castling() {
        let castle = |fen: &str, side| why_illegal(&pos(fen), &Attempt::Castle(side));
        use CastlingSide::{King as Short, Queen as Long};
        // The first move of a game: the bishop and the queen in the way.
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(
            castle(start, Short),
            Some(IllegalReason::CastlingBlocked {
                side: Short,
                by: on("f1", White, Bishop),
            })
        );
        assert_eq!(
            castle(start, Long),
            Some(IllegalReason::CastlingBlocked {
                side: Long,
                by: on("d1", White, Queen),
            })
        );
        // szom2tog, before 6. Kxf2: Bxf2+.
        assert_eq!(
            castle(
                "r1bqk2r/pppp1ppp/2n2n2/4p3/2B1P3/P1N2N2/1PPP1bPP/R1BQK2R w KQkq - 0 6",
                Short
            ),
            Some(IllegalReason::CastlingInCheck {
                side: Short,
                checkers: Checkers {
                    first: on("f2", Black, Bishop),
                    second: None,
                },
            })
        );
        // rklpc7mk, before 14... Qa5+ and 15... Qe5+: f8 and d8 attacked.
        assert_eq!(
            castle(
                "r2qk2r/pp2b1pp/2p1N1b1/8/8/3P1Q2/PPP2PPP/R3K2R b KQkq - 0 14",
                Short
            ),
            Some(IllegalReason::CastlingThroughCheck {
                side: Short,
                square: sq("f8"),
                attacker: on("f3", White, Queen),
            })
        );
        assert_eq!(
            castle(
                "r3k2r/pp2b1pp/2p1N1b1/q7/8/2PP1Q2/PP3PPP/R3K2R b KQkq - 0 15",
                Long
            ),
            Some(IllegalReason::CastlingThroughCheck {
                side: Long,
                square: sq("d8"),
                attacker: on("e6", White, Knight),
            })
        );
        // h6veisdc, before 12... Qxe7: the knight on e7 covers g8.
        assert_eq!(
            castle(
                "r1bqk2r/p3Npbp/2npp1p1/1pp5/4PP2/3P1N2/PPPBQ1PP/R3KB1R b KQkq - 0 12",
                Short
            ),
            Some(IllegalReason::CastlingIntoCheck {
                side: Short,
                square: sq("g8"),
                attacker: on("e7", White, Knight),
            })
        );
        // 1hi3aveq, before 11. Ng5: the queen on a3 covers c1.
        assert_eq!(
            castle(
                "r3kb1r/pp1npp1p/2pp2p1/5b2/1P1P4/q1P2N1P/P2BQPP1/R3KB1R w KQkq - 1 11",
                Long
            ),
            Some(IllegalReason::CastlingIntoCheck {
                side: Long,
                square: sq("c1"),
                attacker: on("a3", Black, Queen),
            })
        );
        // j1dkb5dw, before 12... Nc6: the black king stands on d8.
        assert_eq!(
            castle(
                "rn1k1b1r/pbpp1Q1p/1p2p3/7B/3PP2q/P1N5/1PP2PPP/R3K2R b KQ - 0 12",
                Short
            ),
            Some(IllegalReason::NoCastlingRight {
                side: Short,
                lost: LostRight::KingMoved { home: sq("e8") },
            })
        );
        // a9tcp02g, before 10... Rxh1: the h8 rook went to h2.
        assert_eq!(
            castle(
                "rn1qk3/ppp2pp1/3bpnp1/8/3PN3/3B4/PPP1KPPr/R1BQ3R b q - 1 10",
                Short
            ),
            Some(IllegalReason::NoCastlingRight {
                side: Short,
                lost: LostRight::RookMoved { home: sq("h8") },
            })
        );
        // i62y90w7, before 13... d5: the king went to f7 and came back.
        assert_eq!(
            castle(
                "rnb1k1nr/p2p2pp/1pp5/8/1PB5/2P5/P4PPP/RNB2RK1 b - - 3 13",
                Short
            ),
            Some(IllegalReason::NoCastlingRight {
                side: Short,
                lost: LostRight::Lost,
            })
        );
    }

    #[test]
    fn chess960_castling() {
        let (p, _) = Fen::parse_strict(CHESS960, Some(CastlingMode::Chess960)).unwrap();
        assert_eq!(
            why_illegal(&p, &Attempt::Castle(CastlingSide::King)),
            Some(IllegalReason::CastlingBlocked {
                side: CastlingSide::King,
                by: on("f1", White, Knight),
            })
        );
        assert_eq!(
            why_illegal(&p, &Attempt::Castle(CastlingSide::Queen)),
            Some(IllegalReason::CastlingBlocked {
                side: CastlingSide::Queen,
                by: on("c1", White, Bishop),
            })
        );
    }

    /// Real positions of every kind above.
    fn real_positions() -> Vec<Position> {
        let mut out: Vec<Position> = [
            J1_7,
            A9_14,
            "r2q4/ppp1kppQ/2nbpnp1/6B1/3PN3/3B4/PPP1KPP1/R7 b - - 4 13",
            "rnb1kb1r/ppp1pppp/4qn2/8/8/2N5/PPPPQPPP/R1B1KBNR w KQkq - 4 5",
            "rn2kb1r/pbpp1p1p/1p2p3/6qB/3PP2N/P1N5/1PP2PPP/R2QK2R b KQkq - 0 10",
            "8/p3r2k/2R2p2/6pp/1PpP4/2Pb3P/P4PP1/2r1B1K1 w - - 0 34",
            "7r/p1kb2pp/P3rn2/1N1p4/1P1B1P2/8/6PP/R1R3K1 b - - 0 29",
            "rn1qkb1r/pbpp1ppp/1p2p2B/8/3PP3/P1N5/1PP2PPP/R2QKBNR b KQkq - 0 5",
            "rnbqkbnr/pp3ppp/4p3/2ppP3/5P2/8/PPPP2PP/RNBQKBNR w KQkq - 0 4",
            "r1bqk2r/pppp1ppp/2n2n2/4p3/2B1P3/P1N2N2/1PPP1bPP/R1BQK2R w KQkq - 0 6",
            "r2qk2r/pp2b1pp/2p1N1b1/8/8/3P1Q2/PPP2PPP/R3K2R b KQkq - 0 14",
            "r1bqk2r/p3Npbp/2npp1p1/1pp5/4PP2/3P1N2/PPPBQ1PP/R3KB1R b KQkq - 0 12",
            "r3kb1r/pp1npp1p/2pp2p1/5b2/1P1P4/q1P2N1P/P2BQPP1/R3KB1R w KQkq - 1 11",
            "rnb1k1nr/p2p2pp/1pp5/8/1PB5/2P5/P4PPP/RNB2RK1 b - - 3 13",
            // Live en passant squares: n5crd00d before 9. Qg3, 1hi3aveq
            // before 35... Rexe1+.
            "rnbq1rk1/ppp1b1pp/4p3/3pPp2/3P2Q1/2NB4/PPP2PPP/R3K1NR w KQ f6 0 9",
            "8/p3r2k/5R2/6p1/1PpP2Pp/2Pb3P/P4P2/2r1B1K1 b - g3 0 35",
        ]
        .iter()
        .map(|fen| pos(fen))
        .collect();
        out.push(
            Fen::parse_strict(CHESS960, Some(CastlingMode::Chess960))
                .unwrap()
                .0,
        );
        out
    }

    /// A move given by its squares is explained exactly when no legal move
    /// fits it (as the move reader matches them: castling as king takes
    /// rook, or the king's two-square step in standard chess).
    #[test]
    fn every_square_pair_agrees_with_the_legal_moves() {
        for p in real_positions() {
            let legal = p.legal_moves();
            let chess960 = p.castles().is_chess960();
            for (from, piece) in p.board().pieces() {
                if piece.color != p.turn() {
                    continue;
                }
                for to in Square::all() {
                    let last = to.rank() == Rank::Eighth.relative_to(p.turn());
                    let promotion = (piece.role == Role::Pawn && last).then_some(Role::Queen);
                    let fits = legal.iter().any(|m| match *m {
                        Move::Castle { king, rook } => {
                            king == from
                                && (rook == to || (!chess960 && m.destination() == Some(to)))
                        }
                        _ => {
                            m.from() == Some(from)
                                && m.to() == Some(to)
                                && m.promotion() == promotion
                        }
                    });
                    let reason = why_illegal(
                        &p,
                        &Attempt::Squares {
                            from,
                            to,
                            promotion,
                        },
                    );
                    assert_eq!(
                        reason.is_none(),
                        fits,
                        "{from}{to} in {}: {reason:?}",
                        p.board().board_fen()
                    );
                }
            }
        }
    }

    /// A piece named with its destination is explained exactly when no
    /// legal move of that kind goes there.
    #[test]
    fn every_role_and_square_agrees_with_the_legal_moves() {
        for p in real_positions() {
            for role in Role::ALL {
                for to in Square::all() {
                    let fits = !p.legal_moves_to(role, to).is_empty();
                    let attempt = Attempt::Piece {
                        role,
                        origin: Origin::ANY,
                        to,
                        promotion: None,
                    };
                    let reason = why_illegal(&p, &attempt);
                    assert_eq!(
                        reason.is_none(),
                        fits,
                        "{role} to {to} in {}: {reason:?}",
                        p.board().board_fen()
                    );
                }
            }
        }
    }
}
