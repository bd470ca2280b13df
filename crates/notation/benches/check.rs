//! `forsyth check`'s engine side by side with pgn-reader + shakmaty on a
//! large real PGN file: every game read, every mainline move replayed and
//! checked. Criterion measures pgn-reader + shakmaty (one thread) and
//! forsyth on one thread and on one per core, in the same run; the summary
//! prints throughput and the ratios of the times over the whole file (goals:
//! forsyth at least as fast on one core, 1.8 times as fast on two).
//!
//! `cargo bench -p forsyth-notation --bench check` (the plain corpus);
//! `FORSYTH_BENCH_CORPUS=annotated cargo bench -p forsyth-notation --bench check`
//! (lessons, studies and puzzles); `FORSYTH_BENCH_PGN=file.pgn` for another
//! file. See `corpus.rs`.

mod corpus;
mod side;

use std::{path::Path, time::Duration};

use criterion::{Criterion, SamplingMode, Throughput};
use forsyth_notation::{analysis::LanguageChoice, locale::Locales};

/// The forsyth runs: name, language, threads (`None`: one per core).
const RUNS: [(&str, bool, Option<usize>); 4] = [
    ("forsyth-en-1-core", true, Some(1)),
    ("forsyth-auto-1-core", false, Some(1)),
    ("forsyth-en-all-cores", true, None),
    ("forsyth-auto-all-cores", false, None),
];

fn main() {
    let corpus = corpus::big_pgn();
    let path: &Path = &corpus.path;
    let bytes = corpus.bytes();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let locales = Locales::embedded();
    let english = LanguageChoice::Fixed(locales.get("en").expect("en"));
    let choice = |en: bool| if en { english } else { LanguageChoice::Auto };

    // One run of each side first, for the counts (and to show that the
    // counts do not depend on the number of threads).
    let theirs = side::pgn_reader(path);
    let ours: Vec<side::Count> = RUNS
        .iter()
        .map(|&(_, en, threads)| side::forsyth(path, &locales, choice(en), threads))
        .collect();
    println!(
        "corpus {} ({}): {:.1} MB; {cores} cores",
        corpus.name,
        path.display(),
        bytes as f64 / 1e6
    );
    println!(
        "pgn-reader+shakmaty: {} games, {} mainline moves replayed, {} games stopped by an illegal move or unreadable FEN, {} under other rules or unreadable",
        theirs.games, theirs.moves, theirs.errors, theirs.other
    );
    for ((id, ..), count) in RUNS.iter().zip(&ours) {
        println!(
            "{id}: {} games, {} moves of every line, {} errors, {} warnings",
            count.games, count.moves, count.errors, count.other
        );
    }
    assert!(
        ours[0] == ours[2] && ours[1] == ours[3],
        "forsyth counts differently on one thread and on several"
    );

    let dir = corpus::criterion_dir();
    let group_name = format!("check-{}", corpus.name);
    let mut c = Criterion::default()
        .output_directory(&dir)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(10))
        .configure_from_args();
    let mut group = c.benchmark_group(&group_name);
    // Each run takes about a second: the same number of runs per sample.
    group.sampling_mode(SamplingMode::Flat);
    group.throughput(Throughput::Bytes(bytes));
    // Work on one thread is timed on the CPU (see corpus::cpu_time), work on
    // every core by the clock.
    group.bench_function("pgn-reader+shakmaty", |b| {
        b.iter_custom(|n| corpus::cpu_time(n, || assert_eq!(side::pgn_reader(path), theirs)))
    });
    for (&(id, en, threads), count) in RUNS.iter().zip(&ours) {
        let run = || assert_eq!(side::forsyth(path, &locales, choice(en), threads), *count);
        group.bench_function(id, |b| match threads {
            Some(1) => b.iter_custom(|n| corpus::cpu_time(n, run)),
            _ => b.iter(run),
        });
    }
    group.finish();
    c.final_summary();

    println!(
        "\ncheck side by side, {} corpus (medians of the whole file, CPU time on one core, wall time on all; ratio = pgn-reader's time / forsyth's, the same bytes read; goals: >= 1.00 on one core, >= 1.80 on all)",
        corpus.name
    );
    let Some(base) = corpus::median_ns(&dir, &group_name, "pgn-reader+shakmaty") else {
        return;
    };
    let base_rate = theirs.games as f64 / (base / 1e9);
    println!(
        "{:<23}: {:>6.0} ms, {:>9.0} games/s, {:>6.1} MB/s",
        "pgn-reader+shakmaty",
        base / 1e6,
        base_rate,
        bytes as f64 / base * 1e3
    );
    for ((id, ..), count) in RUNS.iter().zip(&ours) {
        if let Some(t) = corpus::median_ns(&dir, &group_name, id) {
            let rate = count.games as f64 / (t / 1e9);
            println!(
                "{id:<23}: {:>6.0} ms, {:>9.0} games/s, {:>6.1} MB/s, ratio {:.2}",
                t / 1e6,
                rate,
                bytes as f64 / t * 1e3,
                base / t
            );
        }
    }
}
