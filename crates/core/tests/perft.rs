//! Perft against published node counts (`tests/data/perft.txt`).
//!
//! Each depth whose count is at most `FORSYTH_PERFT_LIMIT` nodes (default
//! 20 million) is checked; set the variable higher to run the deepest ones.

use std::sync::atomic::{AtomicBool, Ordering};

use forsyth_core::{
    CastlingMode, DEPTH_FIRST_PLIES, Fen, PerftError, Position, divide, divide_with, perft,
};

#[test]
fn published_perft_counts() {
    let limit: u64 = std::env::var("FORSYTH_PERFT_LIMIT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000_000);
    let data = include_str!("data/perft.txt");
    let mut pos = None;
    let mut mode = None;
    let (mut checked, mut skipped) = (0, 0);
    for (n, line) in data.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line == "chess960" {
            mode = Some(CastlingMode::Chess960);
        } else if let Some(fen) = line.strip_prefix("fen ") {
            let (p, _) = Fen::parse_strict(fen, mode.take())
                .unwrap_or_else(|e| panic!("line {}: {fen}: {e}", n + 1));
            pos = Some(p);
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let (depth, nodes) = rest.split_once(' ').expect("perft DEPTH NODES");
            let (depth, nodes): (u32, u64) = (depth.parse().unwrap(), nodes.parse().unwrap());
            if nodes > limit {
                skipped += 1;
                continue;
            }
            let p = pos.as_ref().expect("perft before fen");
            assert_eq!(
                perft(p, depth),
                nodes,
                "line {}: perft {depth} of {}",
                n + 1,
                p.fen()
            );
            checked += 1;
        } else {
            panic!("line {}: cannot read {line:?}", n + 1);
        }
    }
    assert!(
        checked >= 50,
        "only {checked} counts checked ({skipped} skipped)"
    );
}

/// Fool's mate, 1. f3 e5 2. g4 Qh4#: White has no move, so every depth
/// counts 0, answered at once however deep.
const FOOLS_MATE: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";

#[test]
fn a_mated_position_counts_zero_at_any_depth() {
    let (pos, _) = Fen::parse_strict(FOOLS_MATE, None).expect("legal");
    for depth in [1, 2, 64, 65, 1_000_000, u32::MAX] {
        assert_eq!(perft(&pos, depth), 0, "depth {depth}");
    }
    let never = AtomicBool::new(false);
    assert_eq!(
        divide_with(&pos, u32::MAX, &never, |_, _| {}),
        Ok(Vec::new())
    );
}

/// Kings alone: breadth-first walks count depths far beyond any depth-first
/// search, and the counts add up by first move.
#[test]
fn bare_kings_count_deep_and_add_up() {
    let (pos, _) = Fen::parse_strict("8/8/8/4k3/8/8/8/K7 w - - 0 1", None).expect("legal");
    // Depth DEPTH_FIRST_PLIES is counted depth-first, and so is each first
    // move's subtree of one ply more; the same depth counted by perft walks
    // breadth-first. Both agree.
    assert_eq!(DEPTH_FIRST_PLIES, 8);
    let never = AtomicBool::new(false);
    let eight = perft(&pos, 8);
    let by_move = divide_with(&pos, 9, &never, |_, _| {}).expect("counted");
    assert_eq!(by_move.len(), 3, "Ka1: a2, b1, b2");
    let nine: u128 = by_move.iter().map(|(_, n)| n).sum();
    assert!(nine > u128::from(eight) * 3, "{nine} after {eight}");
    assert_eq!(u128::from(perft(&pos, 9)), nine);
    // 40 plies: about 6^40 = 1.3e31 leaves, beyond u64, counted in u128.
    let deep = divide_with(&pos, 40, &never, |_, _| {}).expect("counted");
    let total: u128 = deep.iter().map(|(_, n)| n).sum();
    assert!(total > u128::from(u64::MAX) && total < u128::MAX, "{total}");
    assert_eq!(perft(&pos, 40), u64::MAX, "saturates in u64");
}

/// The starting position 100 plies deep cannot be counted: the walk gives
/// up as soon as a ply holds too many positions, and says at which ply.
#[test]
fn too_wide_trees_are_refused_quickly() {
    let pos = Position::new();
    let never = AtomicBool::new(false);
    let started = std::time::Instant::now();
    let mut progress = Vec::new();
    let result = divide_with(&pos, 100, &never, |done, total| {
        progress.push((done, total))
    });
    let Err((PerftError::TooWide { ply }, done)) = result else {
        panic!("expected too wide, got {result:?}");
    };
    // 20 first moves, 400 after two plies, 8902 leaves after three...: the
    // frontier of one first move passes the limit at its fifth ply or later.
    assert!((5..10).contains(&ply), "ply {ply}");
    assert!(done.is_empty() && progress.is_empty());
    assert!(started.elapsed().as_secs() < 60);
}

#[test]
fn a_stop_flag_ends_a_long_count_with_what_was_counted() {
    let pos = Position::new();
    let stop = AtomicBool::new(false);
    // Stop after the third first move: the counts of three moves are kept.
    let result = divide_with(&pos, 4, &stop, |done, total| {
        assert_eq!(total, 20);
        if done == 3 {
            stop.store(true, Ordering::Relaxed);
        }
    });
    let Err((PerftError::Stopped, done)) = result else {
        panic!("expected stopped, got {result:?}");
    };
    assert_eq!(done.len(), 3);
    let full = divide(&pos, 4);
    for (m, n) in &done {
        let (_, expected) = full.iter().find(|(f, _)| f == m).expect("same moves");
        assert_eq!(*n, u128::from(*expected));
    }
    // Published: perft 4 of the starting position is 197 281.
    assert_eq!(full.iter().map(|(_, n)| n).sum::<u64>(), 197_281);
}

/// Whether a side has a legal move, asked of every position of the perft
/// suites' trees four plies deep (15.7M positions, 863K in check, 29K of
/// them with the king boxed in), is what the list of its legal moves
/// says: in check (where a man other than the king must take the checker
/// or step between, told from the squares that answer it) and out of it.
#[test]
fn has_legal_moves_agrees_with_the_list_of_moves_in_every_tree() {
    fn walk(pos: &Position, depth: u32, counts: &mut [u64; 3]) {
        let moves = pos.legal_moves();
        assert_eq!(pos.has_legal_moves(), !moves.is_empty(), "{}", pos.fen());
        counts[0] += 1;
        if pos.is_check() {
            counts[1] += 1;
            // The king boxed in: another man's answer decides.
            if moves
                .iter()
                .all(|m| m.role() != Some(forsyth_core::Role::King))
            {
                counts[2] += 1;
            }
        }
        if depth == 0 {
            return;
        }
        for m in moves {
            let mut next = *pos;
            next.play_unchecked(m);
            walk(&next, depth - 1, counts);
        }
    }
    let mut counts = [0u64; 3];
    let mut mode = None;
    for line in include_str!("data/perft.txt").lines().map(str::trim) {
        if line == "chess960" {
            mode = Some(CastlingMode::Chess960);
        } else if let Some(fen) = line.strip_prefix("fen ") {
            let (pos, _) = Fen::parse_strict(fen, mode.take()).expect("a suite's FEN");
            walk(&pos, 4, &mut counts);
        }
    }
    let [nodes, checks, boxed] = counts;
    assert!(
        nodes > 15_000_000 && checks > 800_000 && boxed > 25_000,
        "{nodes} positions, {checks} in check, {boxed} with the king boxed in"
    );
}
