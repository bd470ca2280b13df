//! `check` on the same games in other languages: the peers read English
//! letters only, so the other benchmarks hold every language but English
//! out. The corpus's first few megabytes (cut after a whole game) are
//! translated in memory by `translate_text`, faithfully (only the letters
//! change), into German, Italian, Greek, Russian and Hebrew; each text,
//! the English one with them, is checked by `check_pgn_threads` on one
//! thread with its language named and with the language found game by
//! game (`check`'s default), timed by the thread's CPU time (median of a
//! few rounds, each language in turn). The summary prints MB/s and each
//! time over English's with its language named: 1 is as fast as
//! English.
//!
//! `cargo bench -p forsyth-notation --bench languages`;
//! `FORSYTH_BENCH_LANG_MB=n` for texts of about n MB (3 by default),
//! `FORSYTH_BENCH_CORPUS` and `FORSYTH_BENCH_PGN` pick the corpus as for
//! the other benchmarks.

mod corpus;

use std::io::Cursor;

use forsyth_notation::{
    analysis::LanguageChoice, lint::check_pgn_threads, locale::Locales, translate::translate_text,
    write::Target,
};

/// The languages the corpus is checked in: Latin letters of one capital
/// shared with other languages (German, Italian), Greek and Cyrillic
/// letters, Hebrew letters.
const LANGUAGES: [&str; 6] = ["en", "de", "it", "el", "ru", "he"];

/// Rounds of each measure (the median is taken).
const ROUNDS: usize = 5;

/// The first `size` bytes of `text`, and the rest of the game they end in.
fn head(text: &[u8], size: usize) -> &[u8] {
    if text.len() <= size {
        return text;
    }
    let cut = text[size..]
        .windows(8)
        .position(|w| w == b"\n\n[Event")
        .map_or(text.len(), |at| size + at + 2);
    &text[..cut]
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// The thread's CPU seconds of a check of `text` (of `reps` checks in a
/// row, divided: the kernel counts a thread's time in ticks of a few
/// milliseconds), and the findings of one.
fn check(text: &[u8], locales: &Locales, choice: LanguageChoice<'_>, reps: u64) -> (f64, u64) {
    let mut findings = 0u64;
    let time = corpus::cpu_time(reps, || {
        findings = 0;
        check_pgn_threads(Cursor::new(text), locales, choice, 1, |_| findings += 1)
            .expect("in memory");
    });
    (time.as_secs_f64() / reps as f64, findings)
}

/// How many checks in a row make about a quarter of a second, from the
/// time of one.
fn reps_for(seconds: f64) -> u64 {
    ((0.25 / seconds.max(1e-4)).ceil() as u64).clamp(1, 64)
}

fn main() {
    // (`cargo bench` passes `--bench`; `cargo test --benches` runs it once
    // on a small text.)
    let quick = std::env::args().any(|a| a == "--test");
    let mb: usize = std::env::var("FORSYTH_BENCH_LANG_MB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if quick { 0 } else { 3 });
    let corpus = corpus::big_pgn();
    let src = std::fs::read(&corpus.path).expect("the benchmark corpus");
    let english = head(&src, (mb * 1024 * 1024).max(64 * 1024));
    let locales = Locales::embedded();
    let en = locales.get("en").expect("embedded English");
    let texts: Vec<(&str, Vec<u8>)> = LANGUAGES
        .iter()
        .map(|&lang| {
            let locale = locales.get(lang).expect("an embedded language");
            let text = if lang == "en" {
                english.to_vec()
            } else {
                let target = Target {
                    locale,
                    notation: None,
                    isolate: false,
                    comments: Default::default(),
                };
                translate_text(english, &locales, LanguageChoice::Fixed(en), &target).0
            };
            (lang, text)
        })
        .collect();
    let rounds = if quick { 1 } else { ROUNDS };
    // Per language: how many checks in a row make a measure, named and
    // found (from a first check of each, not counted).
    let reps: Vec<(u64, u64)> = texts
        .iter()
        .map(|(lang, text)| {
            if quick {
                return (1, 1);
            }
            let locale = locales.get(lang).expect("an embedded language");
            let (t, _) = check(text, &locales, LanguageChoice::Fixed(locale), 1);
            let (u, _) = check(text, &locales, LanguageChoice::Auto, 1);
            (reps_for(t), reps_for(u))
        })
        .collect();
    // Per language: (named, found) seconds of each round, and the findings.
    let mut times = vec![(Vec::new(), Vec::new(), (0, 0)); texts.len()];
    for _ in 0..rounds {
        for (((lang, text), (named, found, counts)), &(n, f)) in
            texts.iter().zip(times.iter_mut()).zip(&reps)
        {
            let locale = locales.get(lang).expect("an embedded language");
            let (t, a) = check(text, &locales, LanguageChoice::Fixed(locale), n);
            let (u, b) = check(text, &locales, LanguageChoice::Auto, f);
            named.push(t);
            found.push(u);
            *counts = (a, b);
        }
    }
    println!(
        "check on one thread, the {} corpus's first {:.1} MB translated ({} rounds, medians of CPU time; \
         times over English's named)",
        corpus.name,
        english.len() as f64 / 1e6,
        rounds
    );
    let base = median(times[0].0.clone());
    for ((lang, text), (named, found, (a, b))) in texts.iter().zip(times) {
        let (named, found) = (median(named), median(found));
        let mb = text.len() as f64 / 1e6;
        println!(
            "{lang}: named {:7.1} ms {:6.1} MB/s {:5.2}x, found {:8.1} ms {:6.1} MB/s {:5.2}x ({a} and {b} findings)",
            named * 1e3,
            mb / named,
            named / base,
            found * 1e3,
            mb / found,
            found / base,
        );
    }
}
