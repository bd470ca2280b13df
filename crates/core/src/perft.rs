//! Perft: counting the leaf nodes of the legal move tree, to test move
//! generation against published counts.

use crate::{moves::Move, position::Position};

/// The number of leaf nodes `depth` plies below `pos`.
///
/// The last ply is counted without listing its moves ("bulk counting").
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => pos
            .legal_moves()
            .iter()
            .map(|m| {
                let mut child = *pos;
                child.play_unchecked(*m);
                perft(&child, depth - 1)
            })
            .sum(),
    }
}

/// Perft split by the first move: each legal move with the leaf count below it.
#[must_use]
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|m| {
            let mut child = *pos;
            child.play_unchecked(*m);
            (*m, perft(&child, depth - 1))
        })
        .collect()
}
