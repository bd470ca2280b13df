//! Zobrist hashing of positions, fresh and incremental.
//!
//! Two positions that are the same for the repetition rule (same pieces on
//! the same squares, same side to move, same castling rights, same possible
//! en passant capture) get the same hash.

use crate::{
    moves::{CastlingSide, Move},
    position::Position,
    types::{Color, Piece, Role, Square},
};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

struct Keys {
    pieces: [[u64; 64]; 12],
    castling: [u64; 64],
    ep_file: [u64; 8],
    black_to_move: u64,
}

const fn make_keys() -> Keys {
    let mut keys = Keys {
        pieces: [[0; 64]; 12],
        castling: [0; 64],
        ep_file: [0; 8],
        black_to_move: 0,
    };
    let mut state = 0x666f_7273_7974_6821; // "forsyth!"
    let mut p = 0;
    while p < 12 {
        let mut sq = 0;
        while sq < 64 {
            let (s, k) = splitmix(state);
            state = s;
            keys.pieces[p][sq] = k;
            sq += 1;
        }
        p += 1;
    }
    let mut sq = 0;
    while sq < 64 {
        let (s, k) = splitmix(state);
        state = s;
        keys.castling[sq] = k;
        sq += 1;
    }
    let mut f = 0;
    while f < 8 {
        let (s, k) = splitmix(state);
        state = s;
        keys.ep_file[f] = k;
        f += 1;
    }
    keys.black_to_move = splitmix(state).1;
    keys
}

static KEYS: Keys = make_keys();

#[inline]
fn piece_key(piece: Piece, sq: Square) -> u64 {
    KEYS.pieces[piece.color.index() * 6 + piece.role.index()][sq.index()]
}

fn rights_key(pos: &Position) -> u64 {
    pos.castles()
        .castling_rights()
        .fold(0, |h, sq| h ^ KEYS.castling[sq.index()])
}

fn ep_key(pos: &Position) -> u64 {
    pos.legal_ep_square()
        .map_or(0, |sq| KEYS.ep_file[sq.file().index()])
}

/// The hash of `pos`, computed from scratch.
#[must_use]
pub fn hash(pos: &Position) -> u64 {
    let mut h = pos
        .board()
        .pieces()
        .fold(0, |h, (sq, piece)| h ^ piece_key(piece, sq));
    h ^= rights_key(pos) ^ ep_key(pos);
    if pos.turn() == Color::Black {
        h ^= KEYS.black_to_move;
    }
    h
}

/// Plays `m` (which must be legal) on `pos` and returns the new hash, given
/// the hash before the move, without rehashing the whole board.
pub fn play(pos: &mut Position, m: Move, hash: u64) -> u64 {
    let us = pos.turn();
    let mut h = hash ^ rights_key(pos) ^ ep_key(pos) ^ KEYS.black_to_move;
    match m {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            if let Some(captured) = capture {
                h ^= piece_key(Piece::new(us.other(), captured), to);
            }
            h ^= piece_key(Piece::new(us, role), from);
            h ^= piece_key(Piece::new(us, promotion.unwrap_or(role)), to);
        }
        Move::EnPassant { from, to } => {
            let captured = Square::from_coords(to.file(), from.rank());
            h ^= piece_key(Piece::new(us.other(), Role::Pawn), captured);
            h ^= piece_key(Piece::new(us, Role::Pawn), from);
            h ^= piece_key(Piece::new(us, Role::Pawn), to);
        }
        Move::Castle { king, rook } => {
            let side = if rook.file() > king.file() {
                CastlingSide::King
            } else {
                CastlingSide::Queen
            };
            h ^= piece_key(Piece::new(us, Role::King), king);
            h ^= piece_key(Piece::new(us, Role::Rook), rook);
            h ^= piece_key(Piece::new(us, Role::King), side.king_to(us));
            h ^= piece_key(Piece::new(us, Role::Rook), side.rook_to(us));
        }
        Move::Null => {}
    }
    pos.play_unchecked(m);
    h ^ rights_key(pos) ^ ep_key(pos)
}
