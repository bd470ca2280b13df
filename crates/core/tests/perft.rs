//! Perft against published node counts (`tests/data/perft.txt`).
//!
//! Each depth whose count is at most `FORSYTH_PERFT_LIMIT` nodes (default
//! 20 million) is checked; set the variable higher to run the deepest ones.

use forsyth_core::{CastlingMode, Fen, perft};

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
