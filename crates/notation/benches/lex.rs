//! Lexing alone: forsyth's `Lexer` over a whole large real PGN file held in
//! memory, in MB/s (goal: at least 600 MB/s), beside forsyth's streaming
//! game reader (`PgnReader`: lexing and cutting the stream into games, the
//! first stage of `check` and `translate`) and two readings of the same
//! bytes by pgn-reader: visiting every token of every game (tags, SAN moves
//! parsed, NAGs, comments, variations; no replay), and skipping every game's
//! movetext (`Reader::skip_game`: tags read, movetext only scanned for the
//! game's end), the least a PGN reader can do. All four read from memory,
//! on one thread, timed by the time the thread spends on a CPU (its wall
//! time on a core of its own, however loaded the machine).
//!
//! `cargo bench -p forsyth-notation --bench lex` (the plain corpus);
//! `FORSYTH_BENCH_CORPUS=annotated cargo bench -p forsyth-notation --bench lex`.

mod corpus;

use std::{hint::black_box, ops::ControlFlow, time::Duration};

use criterion::{Criterion, Throughput};
use forsyth_notation::{lexer::Lexer, tree::PgnReader};
use pgn_reader::{Nag, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};

/// Every token of the input: their number, and a sum of their kinds and
/// lengths so that none can be skipped.
fn forsyth_lexer(src: &[u8]) -> (u64, u64) {
    let (mut tokens, mut sum) = (0u64, 0u64);
    for token in Lexer::new(src) {
        tokens += 1;
        sum = sum.wrapping_add(token.kind as u64 + u64::from(token.end - token.start));
    }
    (tokens, sum)
}

/// Every game of the input as `forsyth check` reads them (through a read
/// buffer of 256 KiB, as `check` reads files): games, tokens.
fn forsyth_games(src: &[u8]) -> (u64, u64) {
    let mut reader = PgnReader::new(std::io::BufReader::with_capacity(1 << 18, src));
    let (mut games, mut tokens) = (0u64, 0u64);
    while let Some(chunk) = reader.next_game().expect("memory") {
        games += u64::from(chunk.has_game());
        tokens += chunk.tokens().len() as u64;
    }
    (games, tokens)
}

/// Counts the tokens pgn-reader gives, and nothing more.
#[derive(Default)]
struct Tokens(u64);

impl Visitor for Tokens {
    type Tags = ();
    type Movetext = ();
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    fn tag(&mut self, _: &mut (), name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        self.0 += 1;
        black_box((name, value.as_bytes()));
        ControlFlow::Continue(())
    }
    fn begin_movetext(&mut self, _: ()) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    fn san(&mut self, _: &mut (), san: SanPlus) -> ControlFlow<()> {
        self.0 += 1;
        black_box(san);
        ControlFlow::Continue(())
    }
    fn nag(&mut self, _: &mut (), nag: Nag) -> ControlFlow<()> {
        self.0 += 1;
        black_box(nag);
        ControlFlow::Continue(())
    }
    fn comment(&mut self, _: &mut (), comment: RawComment<'_>) -> ControlFlow<()> {
        self.0 += 1;
        black_box(comment.as_bytes());
        ControlFlow::Continue(())
    }
    fn begin_variation(&mut self, _: &mut ()) -> ControlFlow<(), Skip> {
        self.0 += 1;
        ControlFlow::Continue(Skip(false))
    }
    fn end_variation(&mut self, _: &mut ()) -> ControlFlow<()> {
        self.0 += 1;
        ControlFlow::Continue(())
    }
    fn end_game(&mut self, _: ()) {}
}

/// Every game and token of the input, read by pgn-reader: games, tokens (a
/// reading error counts as a game, as pgn-reader goes on after it).
fn pgn_reader_tokens(src: &[u8]) -> (u64, u64) {
    let mut reader = Reader::new(src);
    let mut visitor = Tokens::default();
    let mut games = 0;
    while !matches!(reader.read_game(&mut visitor), Ok(None)) {
        games += 1;
    }
    (games, visitor.0)
}

/// Every game of the input, skipped by pgn-reader.
fn pgn_reader_skip(src: &[u8]) -> u64 {
    let mut reader = Reader::new(src);
    let mut games = 0;
    while reader.skip_game().unwrap_or(true) {
        games += 1;
    }
    games
}

fn main() {
    let corpus = corpus::big_pgn();
    let src = std::fs::read(&corpus.path).expect("the corpus");
    let bytes = src.len() as u64;
    let (tokens, _) = forsyth_lexer(&src);
    let (games, chunk_tokens) = forsyth_games(&src);
    let (their_games, their_tokens) = pgn_reader_tokens(&src);
    let skipped = pgn_reader_skip(&src);
    println!(
        "corpus {} ({}): {:.1} MB; forsyth: {tokens} tokens (trivia included), {games} games of {chunk_tokens} tokens; pgn-reader: {their_games} games, {their_tokens} tags, moves, NAGs, comments and parentheses; {skipped} games skipped",
        corpus.name,
        corpus.path.display(),
        bytes as f64 / 1e6
    );

    let dir = corpus::criterion_dir();
    let group_name = format!("lex-{}", corpus.name);
    let mut c = Criterion::default()
        .output_directory(&dir)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .configure_from_args();
    let mut group = c.benchmark_group(&group_name);
    group.throughput(Throughput::Bytes(bytes));
    let ids = [
        "forsyth-lexer",
        "forsyth-game-reader",
        "pgn-reader-tokens",
        "pgn-reader-skip-movetext",
    ];
    // Timed on the CPU (see corpus::cpu_time): all four work on one thread.
    group.bench_function(ids[0], |b| {
        b.iter_custom(|n| {
            corpus::cpu_time(n, || {
                black_box(forsyth_lexer(black_box(&src)));
            })
        })
    });
    group.bench_function(ids[1], |b| {
        b.iter_custom(|n| {
            corpus::cpu_time(n, || {
                black_box(forsyth_games(black_box(&src)));
            })
        })
    });
    group.bench_function(ids[2], |b| {
        b.iter_custom(|n| {
            corpus::cpu_time(n, || {
                black_box(pgn_reader_tokens(black_box(&src)));
            })
        })
    });
    group.bench_function(ids[3], |b| {
        b.iter_custom(|n| {
            corpus::cpu_time(n, || {
                black_box(pgn_reader_skip(black_box(&src)));
            })
        })
    });
    group.finish();
    c.final_summary();

    println!(
        "\nlexing alone, {} corpus, in memory (medians of CPU time; goal: forsyth-lexer >= 600 MB/s)",
        corpus.name
    );
    for id in ids {
        if let Some(t) = corpus::median_ns(&dir, &group_name, id) {
            println!(
                "{id:<24}: {:>6.0} ms, {:>6.0} MB/s",
                t / 1e6,
                bytes as f64 / t * 1e3
            );
        }
    }
}
