//! Perft: counting the leaf nodes of the legal move tree, to test move
//! generation against published counts.
//!
//! # Any depth
//!
//! A depth is any `u32`, and no depth needs more stack than another.
//! Searches of at most [`DEPTH_FIRST_PLIES`] plies are counted depth-first
//! (the fast path: every published count is shallower). Deeper searches
//! walk the tree breadth-first, one ply at a time, keeping each different
//! position of a ply once with the number of paths that reach it; positions
//! with few pieces have few different positions, so they are counted at
//! depths no depth-first search could reach: a position without legal moves
//! answers 0 at once, a line of forced moves counts a million plies in
//! about a second, a bare king ending goes as deep as its counts fit in a
//! `u128`. When a ply would hold more than [`FRONTIER_LIMIT`] different
//! positions, the walk stops there and each of them is counted depth-first,
//! if at most [`RECURSION_PLIES`] plies are left (the stack then holds at
//! most that many frames); with more left, [`divide_with`] gives up with
//! [`PerftError::TooWide`]: such a tree has more than 10^38 leaves, or
//! takes longer than any computer lasts, by many orders of magnitude.
//!
//! # Stopping
//!
//! [`divide_with`] reads a stop flag before each first move and at every
//! node with at least [`STOP_CHECK_PLIES`] plies below it: never in the
//! inner loop, yet often enough (a few milliseconds apart) that any search
//! stops soon after the flag is raised.
//!
//! # Counts
//!
//! Counts are `u128` in [`divide_with`], `u64` in [`perft`] and [`divide`];
//! a count that does not fit **saturates** at the type's largest value,
//! which then means "at least this many".

use std::{
    collections::HashMap,
    sync::atomic::{AtomicBool, Ordering},
};

use crate::{moves::Move, position::Position};

/// The deepest search counted depth-first from its root.
pub const DEPTH_FIRST_PLIES: u32 = 8;

/// The most plies counted depth-first below a position of a breadth-first
/// walk: the bound on stack frames.
pub const RECURSION_PLIES: u32 = 64;

/// The most different positions one ply of a breadth-first walk holds.
pub const FRONTIER_LIMIT: usize = 1 << 18;

/// Nodes with at least this many plies below them read the stop flag.
pub const STOP_CHECK_PLIES: u32 = 6;

/// Why a perft count was not finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PerftError {
    /// The stop flag was raised.
    Stopped,
    /// More than [`FRONTIER_LIMIT`] different positions at ply `ply` of the
    /// tree (counted from the position given), with more than
    /// [`RECURSION_PLIES`] plies still to go.
    TooWide { ply: u32 },
}

impl std::fmt::Display for PerftError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PerftError::Stopped => f.write_str("the count was stopped"),
            PerftError::TooWide { ply } => write!(
                f,
                "more than {FRONTIER_LIMIT} different positions at ply {ply} with more than \
                 {RECURSION_PLIES} plies to go: the tree is too large to count"
            ),
        }
    }
}

impl std::error::Error for PerftError {}

/// The thresholds of a search (see the [module documentation](self));
/// tests lower them to reach every path on small trees.
#[derive(Clone, Copy, Debug)]
struct Limits {
    depth_first: u32,
    recursion: u32,
    frontier: usize,
}

const LIMITS: Limits = Limits {
    depth_first: DEPTH_FIRST_PLIES,
    recursion: RECURSION_PLIES,
    frontier: FRONTIER_LIMIT,
};

/// The number of leaf nodes `depth` plies below `pos`, saturating at
/// `u64::MAX`.
///
/// The last ply is counted without listing its moves ("bulk counting").
/// Any depth works (see the [module documentation](self)); a tree too wide
/// to count counts as `u64::MAX`.
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth <= DEPTH_FIRST_PLIES {
        return recurse(pos, depth);
    }
    let never = AtomicBool::new(false);
    count(pos, depth, &never, 0, LIMITS).map_or(u64::MAX, narrow)
}

/// Depth-first perft, the inner loop: no stop flag, at most
/// [`RECURSION_PLIES`] plies.
fn recurse(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => pos.legal_moves().iter().fold(0u64, |sum, m| {
            let mut child = *pos;
            child.play_unchecked(*m);
            sum.saturating_add(recurse(&child, depth - 1))
        }),
    }
}

/// Depth-first perft reading `stop` at nodes with at least
/// [`STOP_CHECK_PLIES`] plies below them.
fn recurse_stoppable(pos: &Position, depth: u32, stop: &AtomicBool) -> Result<u64, PerftError> {
    if depth < STOP_CHECK_PLIES {
        return Ok(recurse(pos, depth));
    }
    if stop.load(Ordering::Relaxed) {
        return Err(PerftError::Stopped);
    }
    let mut sum = 0u64;
    for m in &pos.legal_moves() {
        let mut child = *pos;
        child.play_unchecked(*m);
        sum = sum.saturating_add(recurse_stoppable(&child, depth - 1, stop)?);
    }
    Ok(sum)
}

/// A `u64` count as a `u128` one, saturated counts staying saturated.
fn widen(n: u64) -> u128 {
    if n == u64::MAX {
        u128::MAX
    } else {
        u128::from(n)
    }
}

/// A `u128` count as a `u64` one, saturating.
fn narrow(n: u128) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

/// The children of every position of `frontier`, each with the paths that
/// reach it; `None` when they are more than `limit` different positions.
fn expand(frontier: &HashMap<Position, u128>, limit: usize) -> Option<HashMap<Position, u128>> {
    let mut next: HashMap<Position, u128> = HashMap::with_capacity(frontier.len());
    for (p, paths) in frontier {
        for m in &p.legal_moves() {
            let mut child = *p;
            child.play_unchecked(*m);
            let entry = next.entry(child).or_insert(0);
            *entry = entry.saturating_add(*paths);
        }
        if next.len() > limit {
            return None;
        }
    }
    Some(next)
}

/// The leaf count `depth` plies below `pos`, which is at ply `ply` of the
/// whole search (for [`PerftError::TooWide`]), reading `stop`.
fn count(
    pos: &Position,
    depth: u32,
    stop: &AtomicBool,
    ply: u32,
    limits: Limits,
) -> Result<u128, PerftError> {
    if depth <= limits.depth_first {
        return recurse_stoppable(pos, depth, stop).map(widen);
    }
    let mut frontier: HashMap<Position, u128> = HashMap::from([(*pos, 1)]);
    let mut remaining = depth;
    let mut ply = ply;
    while remaining > 1 {
        if stop.load(Ordering::Relaxed) {
            return Err(PerftError::Stopped);
        }
        match expand(&frontier, limits.frontier) {
            Some(next) if next.is_empty() => return Ok(0),
            Some(next) => {
                frontier = next;
                remaining -= 1;
                ply = ply.saturating_add(1);
            }
            None if remaining <= limits.recursion => {
                let mut sum = 0u128;
                for (p, paths) in &frontier {
                    let below = widen(recurse_stoppable(p, remaining, stop)?);
                    sum = sum.saturating_add(below.saturating_mul(*paths));
                }
                return Ok(sum);
            }
            None => {
                return Err(PerftError::TooWide {
                    ply: ply.saturating_add(1),
                });
            }
        }
    }
    // One ply left (depth was at least 2 here): bulk counting.
    Ok(frontier.iter().fold(0u128, |sum, (p, paths)| {
        sum.saturating_add(u128::from(p.count_legal_moves()).saturating_mul(*paths))
    }))
}

/// Perft split by the first move: each legal move with the leaf count below
/// it, saturating at `u64::MAX`.
#[must_use]
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let never = AtomicBool::new(false);
    match divide_with(pos, depth, &never, |_, _| {}) {
        Ok(moves) => moves
            .into_iter()
            .map(|(m, n)| (m, u64::try_from(n).unwrap_or(u64::MAX)))
            .collect(),
        // Too wide: every move counts as "at least u64::MAX".
        Err(_) => pos.legal_moves().iter().map(|&m| (m, u64::MAX)).collect(),
    }
}

/// What [`divide_with`] counted before it stopped or gave up: the first
/// moves finished, with their counts.
pub type PartialDivide = Vec<(Move, u128)>;

/// Perft split by the first move, for long runs: `progress(done, total)` is
/// called after each first move is counted, and `stop` is read between the
/// moves of the first two plies (never in the inner loop), so that a run can
/// be interrupted within a fraction of a second of a root move's subtree.
/// Counts saturate at `u128::MAX`. Depth 0 has no first moves: the list is
/// empty (the count of the position itself is 1).
///
/// # Errors
/// [`PerftError::Stopped`] when `stop` was raised, or
/// [`PerftError::TooWide`], each with the first moves finished so far.
pub fn divide_with(
    pos: &Position,
    depth: u32,
    stop: &AtomicBool,
    mut progress: impl FnMut(usize, usize),
) -> Result<PartialDivide, (PerftError, PartialDivide)> {
    if depth == 0 {
        return Ok(Vec::new());
    }
    let moves = pos.legal_moves();
    let mut out = Vec::with_capacity(moves.len());
    for m in &moves {
        if stop.load(Ordering::Relaxed) {
            return Err((PerftError::Stopped, out));
        }
        let mut child = *pos;
        child.play_unchecked(*m);
        match count(&child, depth - 1, stop, 1, LIMITS) {
            Ok(n) => out.push((*m, n)),
            Err(e) => return Err((e, out)),
        }
        progress(out.len(), moves.len());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Fen;

    fn position(fen: &str) -> Position {
        Fen::parse_strict(fen, None).expect("legal FEN").0
    }

    /// Position 3 of chessprogramming.org "Perft Results" and its published
    /// counts for depths 1 to 5.
    const POSITION_3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    const POSITION_3_COUNTS: [u128; 5] = [14, 191, 2812, 43238, 674_624];

    #[test]
    fn breadth_first_walks_give_the_published_counts() {
        let pos = position(POSITION_3);
        let never = AtomicBool::new(false);
        // Walk every ply breadth-first; then switch to depth-first after
        // a frontier of more than 100 positions; then give up there.
        let walk = Limits {
            depth_first: 0,
            recursion: 64,
            frontier: usize::MAX,
        };
        let switch = Limits {
            frontier: 100,
            ..walk
        };
        let give_up = Limits {
            recursion: 2,
            ..switch
        };
        for (depth, nodes) in (1..).zip(POSITION_3_COUNTS) {
            assert_eq!(
                count(&pos, depth, &never, 0, walk),
                Ok(nodes),
                "walk {depth}"
            );
            assert_eq!(
                count(&pos, depth, &never, 0, switch),
                Ok(nodes),
                "switch {depth}"
            );
        }
        // 14 positions after one ply, 191 (more than 100) after two: with
        // four plies left, more than 2, the walk gives up at ply 2.
        assert_eq!(
            count(&pos, 5, &never, 0, give_up),
            Err(PerftError::TooWide { ply: 2 })
        );
        assert_eq!(count(&pos, 3, &never, 0, give_up), Ok(2812));
    }

    #[test]
    fn a_raised_flag_stops_every_path() {
        let pos = position(POSITION_3);
        let stop = AtomicBool::new(true);
        assert_eq!(count(&pos, 8, &stop, 0, LIMITS), Err(PerftError::Stopped));
        assert_eq!(count(&pos, 100, &stop, 0, LIMITS), Err(PerftError::Stopped));
        // Shallow subtrees are never interrupted: below STOP_CHECK_PLIES
        // the flag is not read.
        assert_eq!(count(&pos, 5, &stop, 0, LIMITS), Ok(674_624));
    }
}
