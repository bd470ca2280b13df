//! `forsyth check`'s engine side by side with pgn-reader + shakmaty, quick:
//! runs each in turn and prints the median times, what each side counted,
//! and the ratios of the times (the `check` benchmark does the same with
//! criterion, slower). forsyth runs on one thread and on one per core.
//!
//! `cargo run --release -p forsyth-notation --example versus -- FILE [RUNS]`

use std::{path::Path, time::Instant};

use forsyth_notation::{analysis::LanguageChoice, locale::Locales};

#[path = "../benches/side.rs"]
mod side;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: versus FILE [RUNS]");
    let runs: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(5).max(1);
    let path = Path::new(&path);
    let locales = Locales::embedded();
    let english = LanguageChoice::Fixed(locales.get("en").expect("en"));
    let sides: [(&str, LanguageChoice<'_>, Option<usize>); 4] = [
        ("forsyth en, 1 core", english, Some(1)),
        ("forsyth auto, 1 core", LanguageChoice::Auto, Some(1)),
        ("forsyth en, all cores", english, None),
        ("forsyth auto, all", LanguageChoice::Auto, None),
    ];
    let mut theirs = Vec::new();
    let mut ours = vec![Vec::new(); sides.len()];
    let mut their_count = side::Count::default();
    let mut our_counts = vec![side::Count::default(); sides.len()];
    for _ in 0..runs {
        let t = Instant::now();
        their_count = side::pgn_reader(path);
        theirs.push(t.elapsed().as_secs_f64());
        for (i, &(_, choice, threads)) in sides.iter().enumerate() {
            let t = Instant::now();
            our_counts[i] = side::forsyth(path, &locales, choice, threads);
            ours[i].push(t.elapsed().as_secs_f64());
        }
    }
    let base = median(theirs);
    println!(
        "{:<22} {:>7.3} s {:>9.0} games/s  {:?}",
        "pgn-reader+shakmaty",
        base,
        their_count.games as f64 / base,
        their_count
    );
    for (((name, ..), times), count) in sides.iter().zip(ours).zip(our_counts) {
        let t = median(times);
        println!(
            "{name:<22} {t:>7.3} s {:>9.0} games/s  ratio {:.2}  {count:?}",
            count.games as f64 / t,
            base / t,
        );
    }
}
