//! Checks a PGN file and prints the counts (for profiling `check_pgn`).
//!
//! `cargo run --release -p forsyth-notation --example check_file -- FILE [LANG]`
//! (`THREADS=n` for n worker threads; one per core by default).

use std::{fs::File, io::BufReader};

use forsyth_notation::{
    analysis::LanguageChoice,
    lint::{check_pgn, check_pgn_threads},
    locale::Locales,
};

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: check_file FILE [LANG]");
    let locales = Locales::embedded();
    let lang = args.next();
    let choice = match lang.as_deref().and_then(|l| locales.get(l)) {
        Some(locale) => LanguageChoice::Fixed(locale),
        None => LanguageChoice::Auto,
    };
    let reader = BufReader::with_capacity(1 << 18, File::open(path)?);
    let stats = match std::env::var("THREADS").ok().and_then(|t| t.parse().ok()) {
        Some(threads) => check_pgn_threads(reader, &locales, choice, threads, |_| {})?,
        None => check_pgn(reader, &locales, choice, |_| {})?,
    };
    println!("{stats:?}");
    Ok(())
}
