//! `forsyth check`'s engine side by side with pgn-reader + shakmaty, quick:
//! runs both in turn and prints the median times and the games-per-second
//! ratio (the `check` benchmark does the same with criterion, slower).
//!
//! `cargo run --release -p forsyth-notation --example versus -- FILE [RUNS]`

use std::{path::Path, time::Instant};

use forsyth_notation::{analysis::LanguageChoice, locale::Locales};

#[path = "../benches/side.rs"]
mod side;

fn pgn_reader_games(path: &Path) -> u64 {
    side::pgn_reader(path).games
}

fn forsyth_games(path: &Path, locales: &Locales, choice: LanguageChoice<'_>) -> u64 {
    side::forsyth(path, locales, choice).games
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: versus FILE [RUNS]");
    let runs: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(5);
    let path = Path::new(&path);
    let locales = Locales::embedded();
    let english = LanguageChoice::Fixed(locales.get("en").expect("en"));
    let (mut theirs, mut auto, mut en) = (Vec::new(), Vec::new(), Vec::new());
    let (mut games, mut ours) = (0, 0);
    for _ in 0..runs {
        let t = Instant::now();
        games = pgn_reader_games(path);
        theirs.push(t.elapsed().as_secs_f64());
        let t = Instant::now();
        ours = forsyth_games(path, &locales, LanguageChoice::Auto);
        auto.push(t.elapsed().as_secs_f64());
        let t = Instant::now();
        forsyth_games(path, &locales, english);
        en.push(t.elapsed().as_secs_f64());
    }
    let base = median(theirs);
    println!("games: pgn-reader {games}, forsyth {ours}");
    println!(
        "pgn-reader+shakmaty {:>7.3} s {:>9.0} games/s",
        base,
        games as f64 / base
    );
    for (name, times) in [("forsyth auto", auto), ("forsyth en", en)] {
        let t = median(times);
        println!(
            "{name:<19} {:>7.3} s {:>9.0} games/s ratio {:.2}",
            t,
            ours as f64 / t,
            (ours as f64 / t) / (games as f64 / base)
        );
    }
}
