//! Perft side by side with shakmaty: start position to depth 6 and Kiwipete
//! to depth 5, measured by criterion, then the forsyth/shakmaty time ratio of
//! the medians (goal: at most 1.0).
//!
//! `cargo bench -p forsyth-core --bench perft`

use std::{path::PathBuf, time::Duration};

use criterion::Criterion;
use shakmaty::{CastlingMode, Chess, fen::Fen as ShakFen};

const CASES: [(&str, &str, u32, u64); 2] = [
    (
        "startpos-d6",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
        119_060_324,
    ),
    (
        "kiwipete-d5",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        193_690_690,
    ),
];

fn shakmaty_position(fen: &str) -> Chess {
    fen.parse::<ShakFen>()
        .expect("valid FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal position")
}

fn output_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target"))
        .join("criterion")
}

/// The median time criterion measured for `group/id`, in nanoseconds.
fn median_ns(dir: &std::path::Path, group: &str, id: &str) -> Option<f64> {
    let path = dir.join(group).join(id).join("new/estimates.json");
    let json: serde_json::Value = serde_json::from_slice(&std::fs::read(path).ok()?).ok()?;
    json["median"]["point_estimate"].as_f64()
}

fn main() {
    let dir = output_dir();
    let mut c = Criterion::default()
        .output_directory(&dir)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(8))
        .configure_from_args();
    for (name, fen, depth, nodes) in CASES {
        let ours: forsyth_core::Position = fen.parse().expect("legal FEN");
        let theirs = shakmaty_position(fen);
        assert_eq!(forsyth_core::perft(&ours, depth), nodes);
        assert_eq!(shakmaty::perft(&theirs, depth), nodes);
        let mut group = c.benchmark_group(format!("perft-{name}"));
        group.bench_function("forsyth", |b| {
            b.iter(|| forsyth_core::perft(std::hint::black_box(&ours), depth))
        });
        group.bench_function("shakmaty", |b| {
            b.iter(|| shakmaty::perft(std::hint::black_box(&theirs), depth))
        });
        group.finish();
    }
    c.final_summary();

    println!("\nperft side by side (medians; ratio = forsyth / shakmaty, goal <= 1.00)");
    for (name, _, depth, nodes) in CASES {
        let group = format!("perft-{name}");
        match (
            median_ns(&dir, &group, "forsyth"),
            median_ns(&dir, &group, "shakmaty"),
        ) {
            (Some(ours), Some(theirs)) => println!(
                "{name:<12} depth {depth}: forsyth {:>7.1} ms ({:>5.0} Mnodes/s), shakmaty {:>7.1} ms ({:>5.0} Mnodes/s), ratio {:.2}",
                ours / 1e6,
                nodes as f64 / ours * 1e3,
                theirs / 1e6,
                nodes as f64 / theirs * 1e3,
                ours / theirs
            ),
            _ => println!("{name:<12}: no measurement (filtered out?)"),
        }
    }
}
