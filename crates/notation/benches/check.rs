//! `forsyth check`'s engine side by side with pgn-reader + shakmaty on a
//! large real PGN file: every game read, every mainline move replayed and
//! checked. Criterion measures both; the summary prints games per second
//! and the ratio (goal: forsyth at least as many games per second).
//!
//! `cargo bench -p forsyth-notation --bench check`
//! (`FORSYTH_BENCH_PGN=file.pgn` to use another file).

mod corpus;

use std::{path::Path, time::Duration};

use criterion::{Criterion, Throughput};
use forsyth_notation::{analysis::LanguageChoice, locale::Locales};

mod side;

fn pgn_reader_games(path: &Path) -> (u64, u64) {
    let count = side::pgn_reader(path);
    assert_eq!(count.errors, 0);
    (count.games, count.moves)
}

fn forsyth_games(path: &Path, locales: &Locales, choice: LanguageChoice<'_>) -> (u64, u64) {
    let count = side::forsyth(path, locales, choice);
    assert_eq!(count.errors, 0);
    (count.games, count.moves)
}

fn main() {
    let path = corpus::big_pgn();
    let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    let locales = Locales::embedded();
    let english = LanguageChoice::Fixed(locales.get("en").expect("en"));
    let (games, moves) = pgn_reader_games(&path);
    let (our_games, our_moves) = forsyth_games(&path, &locales, LanguageChoice::Auto);
    println!(
        "corpus {}: {:.1} MB, {games} games, {moves} mainline moves (forsyth: {our_games} games, {our_moves} moves incl. variations)",
        path.display(),
        bytes as f64 / 1e6
    );

    let dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target"))
        .join("criterion");
    let mut c = Criterion::default()
        .output_directory(&dir)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(10))
        .configure_from_args();
    let mut group = c.benchmark_group("check");
    group.throughput(Throughput::Bytes(bytes));
    group.bench_function("pgn-reader+shakmaty", |b| {
        b.iter(|| pgn_reader_games(&path))
    });
    group.bench_function("forsyth-auto", |b| {
        b.iter(|| forsyth_games(&path, &locales, LanguageChoice::Auto))
    });
    group.bench_function("forsyth-en", |b| {
        b.iter(|| forsyth_games(&path, &locales, english))
    });
    group.finish();
    c.final_summary();

    let median = |id: &str| -> Option<f64> {
        let path = dir.join("check").join(id).join("new/estimates.json");
        let json: serde_json::Value = serde_json::from_slice(&std::fs::read(path).ok()?).ok()?;
        json["median"]["point_estimate"].as_f64()
    };
    println!(
        "\ncheck side by side (medians; games per second; ratio = forsyth / pgn-reader, goal >= 1.00)"
    );
    if let Some(base) = median("pgn-reader+shakmaty") {
        let base_rate = games as f64 / (base / 1e9);
        println!(
            "pgn-reader+shakmaty: {:>8.0} ms, {:>9.0} games/s, {:>6.1} MB/s",
            base / 1e6,
            base_rate,
            bytes as f64 / base * 1e3
        );
        for id in ["forsyth-auto", "forsyth-en"] {
            if let Some(ours) = median(id) {
                let rate = our_games as f64 / (ours / 1e9);
                println!(
                    "{id:<19}: {:>8.0} ms, {:>9.0} games/s, {:>6.1} MB/s, ratio {:.2}",
                    ours / 1e6,
                    rate,
                    bytes as f64 / ours * 1e3,
                    rate / base_rate
                );
            }
        }
    }
}
