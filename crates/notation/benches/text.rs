//! Reading bare text — pages of books, newspapers and web pages with games
//! among their prose — side by side with `pgn-extract -s -o /dev/null`
//! (Debian package `pgn-extract`; it reads the same bytes and skips what
//! is not PGN, the prose with the rest). Three texts of a few megabytes,
//! made in memory (nothing large is stored):
//!
//! - **pages**: the real pages of `tests/data/pages` (28 languages, each
//!   with its `% source` lines) concatenated, repeated;
//! - **book**: a book made of the pages of the language with the most
//!   text there: their text without the `%` lines, a chapter each (a
//!   heading of a Roman number), a page number every 40 lines, repeated
//!   with the chapters numbered on;
//! - **random**: random prose-like text: sentences of the pages' words
//!   with no digit, drawn at random (a fixed seed) as often as they
//!   stand there, and one word in 40 a word with a digit (a move, a
//!   number, a year), in paragraphs of wrapped lines.
//!
//! forsyth is `check_pgn` on one thread with the language found game by
//! game (as `forsyth check FILE` reads a text; the languages of the
//! text's head counted first), timed by its thread's CPU time;
//! pgn-extract is a whole process timed by its user and system CPU time.
//! The summary prints MB/s and the ratio of the times (pgn-extract's over
//! forsyth's: above 1, forsyth is faster).
//!
//! `cargo bench -p forsyth-notation --bench text`;
//! `FORSYTH_BENCH_TEXT_MB=n` for texts of about n MB (3 by default);
//! `FORSYTH_BENCH_TEXT_DIR=dir` writes the three texts into `dir` (as
//! `pages.txt`, `book.txt` and `random.txt`, for a profiler) and measures
//! nothing.

mod corpus;

use std::{
    io::Cursor,
    path::{Path, PathBuf},
    process::{Command, Stdio},
    time::Duration,
};

use criterion::{Criterion, SamplingMode, Throughput};
use forsyth_notation::{
    analysis::LanguageChoice, finding::Stats, lint::check_pgn_threads, locale::Locales,
};

/// The real pages, sorted by name: (language, text).
fn pages() -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/pages");
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/data/pages")
        .map(|e| e.expect("tests/data/pages").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    names.sort();
    names
        .iter()
        .map(|path| {
            let text = std::fs::read(path).expect("page");
            let lang = text
                .split(|&b| b == b'\n')
                .find_map(|line| line.strip_prefix(b"% lang:"))
                .map(|l| String::from_utf8_lossy(l).trim().to_owned())
                .unwrap_or_default();
            (lang, text)
        })
        .collect()
}

/// `unit` repeated until the text is at least `size` bytes long.
fn repeated(unit: &[u8], size: usize) -> Vec<u8> {
    let mut text = Vec::with_capacity(size + unit.len());
    while text.len() < size {
        text.extend_from_slice(unit);
    }
    text
}

/// The pages concatenated, repeated to `size` bytes.
fn pages_text(pages: &[(String, Vec<u8>)], size: usize) -> Vec<u8> {
    let unit: Vec<u8> = pages.iter().flat_map(|(_, t)| t.iter().copied()).collect();
    repeated(&unit, size)
}

/// `n` (1 or more) in Roman numerals.
fn roman(mut n: usize) -> String {
    const NUMERALS: [(usize, &str); 13] = [
        (1000, "M"),
        (900, "CM"),
        (500, "D"),
        (400, "CD"),
        (100, "C"),
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ];
    let mut out = String::new();
    for (value, numeral) in NUMERALS {
        while n >= value {
            out.push_str(numeral);
            n -= value;
        }
    }
    out
}

/// A book of `size` bytes made of the pages of the language with the most
/// text among them (the language, the book).
fn book_text(pages: &[(String, Vec<u8>)], size: usize) -> (String, Vec<u8>) {
    let mut by_language: std::collections::BTreeMap<&str, usize> = Default::default();
    for (lang, text) in pages {
        *by_language.entry(lang).or_default() += text.len();
    }
    let lang = by_language
        .iter()
        .max_by_key(|&(lang, bytes)| (bytes, std::cmp::Reverse(*lang)))
        .map(|(lang, _)| (*lang).to_owned())
        .expect("pages");
    let chapters: Vec<&[u8]> = pages
        .iter()
        .filter(|(l, _)| *l == lang)
        .map(|(_, t)| t.as_slice())
        .collect();
    let mut book = Vec::with_capacity(size + 64 * 1024);
    let (mut chapter, mut page, mut lines) = (0, 1, 0);
    while book.len() < size {
        for text in &chapters {
            chapter += 1;
            book.extend_from_slice(format!("\n\n{}\n\n", roman(chapter)).as_bytes());
            for line in text.split(|&b| b == b'\n') {
                if line.starts_with(b"%") {
                    continue;
                }
                book.extend_from_slice(line);
                book.push(b'\n');
                lines += 1;
                if lines % 40 == 0 {
                    page += 1;
                    book.extend_from_slice(format!("\n{page:>36}\n\n").as_bytes());
                }
            }
        }
    }
    (lang, book)
}

/// A small random number generator (xorshift64*), for a text that is the
/// same from run to run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Random prose-like text of `size` bytes from the words of the pages.
fn random_text(pages: &[(String, Vec<u8>)], size: usize) -> Vec<u8> {
    let (mut prose, mut digits): (Vec<&str>, Vec<&str>) = (Vec::new(), Vec::new());
    for (_, text) in pages {
        let text = std::str::from_utf8(text).expect("pages are UTF-8");
        for line in text.lines().filter(|l| !l.starts_with('%')) {
            for word in line.split_whitespace() {
                if word.bytes().any(|b| b.is_ascii_digit()) {
                    digits.push(word);
                } else {
                    prose.push(word);
                }
            }
        }
    }
    let mut rng = Rng(0x5EED_0FF0_E51E);
    let mut text = String::with_capacity(size + 1024);
    while text.len() < size {
        // A paragraph of 2 to 6 sentences of 4 to 18 words, in lines of
        // at most 72 bytes or one word.
        let mut column = 0;
        for _ in 0..2 + rng.below(5) {
            let words = 4 + rng.below(15);
            for i in 0..words {
                let word = if rng.below(40) == 0 {
                    digits[rng.below(digits.len())]
                } else {
                    prose[rng.below(prose.len())]
                };
                if column > 0 && column + 1 + word.len() > 72 {
                    text.push('\n');
                    column = 0;
                } else if column > 0 {
                    text.push(' ');
                    column += 1;
                }
                text.push_str(word);
                column += word.len();
                if i + 1 == words {
                    text.push('.');
                    column += 1;
                }
            }
        }
        text.push_str("\n\n");
    }
    text.into_bytes()
}

/// The user and system CPU time of `pgn-extract -s -o /dev/null FILE` run
/// to its end ([`corpus::reap`]).
fn pgn_extract_cpu(exe: &Path, file: &Path) -> Duration {
    let child = Command::new(exe)
        .args(["-s", "-o", "/dev/null"])
        .arg(file)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn pgn-extract");
    corpus::reap(child).1
}

/// forsyth's `check_pgn` of `text` on one thread, the language found game
/// by game.
fn forsyth(text: &[u8], locales: &Locales) -> Stats {
    check_pgn_threads(Cursor::new(text), locales, LanguageChoice::Auto, 1, |_| {})
        .expect("in memory")
}

fn main() {
    let mb: f64 = std::env::var("FORSYTH_BENCH_TEXT_MB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3.0);
    let size = (mb * 1e6) as usize;
    let pages = pages();
    let (lang, book) = book_text(&pages, size);
    let texts: [(&str, Vec<u8>); 3] = [
        ("pages", pages_text(&pages, size)),
        ("book", book),
        ("random", random_text(&pages, size)),
    ];
    if let Some(dir) = std::env::var_os("FORSYTH_BENCH_TEXT_DIR") {
        for (name, text) in &texts {
            let file = Path::new(&dir).join(format!("{name}.txt"));
            std::fs::write(&file, text).expect("write the text");
            println!("{}: {} bytes", file.display(), text.len());
        }
        return;
    }
    let locales = Locales::embedded();
    let extract = corpus::pgn_extract();
    let files: Vec<PathBuf> = texts
        .iter()
        .map(|(name, text)| {
            let file = std::env::temp_dir().join(format!("forsyth-bench-text-{name}.txt"));
            if extract.is_some() {
                std::fs::write(&file, text).expect("write the text for pgn-extract");
            }
            file
        })
        .collect();
    let counts: Vec<Stats> = texts.iter().map(|(_, t)| forsyth(t, &locales)).collect();
    println!("{} real pages; the book of the {lang} pages", pages.len());
    for ((name, text), count) in texts.iter().zip(&counts) {
        println!(
            "{name}: {:.2} MB; forsyth: {} games, {} moves, {} errors, {} warnings",
            text.len() as f64 / 1e6,
            count.games,
            count.moves,
            count.errors,
            count.warnings
        );
    }
    if extract.is_none() {
        println!("pgn-extract is not installed (Debian package pgn-extract): no ratio");
    }

    let dir = corpus::criterion_dir();
    let mut c = Criterion::default()
        .output_directory(&dir)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(10))
        .configure_from_args();
    for (((name, text), count), file) in texts.iter().zip(&counts).zip(&files) {
        let mut group = c.benchmark_group(format!("text-{name}"));
        // Each run takes a second or so: the same number of runs per sample.
        group.sampling_mode(SamplingMode::Flat);
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function("forsyth-1-core", |b| {
            b.iter_custom(|n| corpus::cpu_time(n, || assert_eq!(forsyth(text, &locales), *count)))
        });
        if let Some(exe) = &extract {
            group.bench_function("pgn-extract", |b| {
                b.iter_custom(|n| (0..n).map(|_| pgn_extract_cpu(exe, file)).sum())
            });
        }
        group.finish();
    }
    c.final_summary();
    if extract.is_some() {
        for file in &files {
            let _ = std::fs::remove_file(file);
        }
    }

    println!(
        "\nbare text (medians, CPU time on one core; ratio = pgn-extract's time / forsyth's, the same bytes read)"
    );
    for (name, text) in &texts {
        let group = format!("text-{name}");
        let mb = text.len() as f64 / 1e6;
        let Some(ours) = corpus::median_ns(&dir, &group, "forsyth-1-core") else {
            continue;
        };
        let theirs = corpus::median_ns(&dir, &group, "pgn-extract");
        let ratio = theirs.map_or(String::new(), |t| {
            format!(
                "; pgn-extract {:>7.0} ms, {:>6.2} MB/s; ratio {:.2}",
                t / 1e6,
                mb / (t / 1e9),
                t / ours
            )
        });
        println!(
            "{name:<7}: {mb:.2} MB; forsyth {:>7.0} ms, {:>6.2} MB/s{ratio}",
            ours / 1e6,
            mb / (ours / 1e9),
        );
    }
}
