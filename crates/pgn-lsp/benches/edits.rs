//! The language server on a large real file, through its real protocol:
//! the first 10 000 games of the benchmark corpus are opened, then 200
//! small edits are applied one by one, each waited for until its
//! diagnostics are published, then 200 hovers.
//!
//! Reported: time to first diagnostics; the time to analyse the whole file
//! again (a full-text change, median of 5) against the per-edit median and
//! p95; hover median and p95; the server's resident memory. Goals: first
//! diagnostics < 1 s, per-edit p95 < 20 ms and ≥ 50× cheaper than the whole
//! file, hover < 5 ms.
//!
//! `cargo bench -p pgn-lsp --bench edits` (`FORSYTH_BENCH_PGN=file.pgn` to
//! use another corpus).

#[path = "../../notation/benches/corpus.rs"]
mod corpus;
#[path = "../tests/support/mod.rs"]
mod support;

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::Client;

const GAMES: usize = 10_000;
const EDITS: usize = 200;
const URI: &str = "file:///bench/games.pgn";

/// `n` full games of `text`, in order: games with an `[Event` tag (the
/// corpus also holds an opening classification, whose entries are a few
/// moves each). A game starts at a tag line that follows a line that is not
/// a tag.
fn some_games(text: &str, n: usize) -> String {
    let mut out = String::new();
    let mut game = String::new();
    let mut seen = 0;
    let mut previous_is_tag = false;
    for line in text.split_inclusive('\n') {
        let is_tag = line.starts_with('[');
        if is_tag && !previous_is_tag {
            if game.starts_with("[Event ") {
                out.push_str(&game);
                seen += 1;
                if seen == n {
                    return out;
                }
            }
            game.clear();
        }
        previous_is_tag = is_tag;
        game.push_str(line);
    }
    out
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// VmRSS and VmHWM of a process, in KiB.
fn memory(pid: u32) -> (u64, u64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

fn main() {
    let path = corpus::big_pgn().path;
    let all = std::fs::read(&path).expect("the corpus reads");
    let all = String::from_utf8_lossy(&all);
    let text = some_games(&all, GAMES);
    let lines: Vec<&str> = text.lines().collect();
    println!(
        "corpus: {} — {GAMES} games: {:.1} MB, {} lines",
        path.display(),
        text.len() as f64 / 1e6,
        lines.len()
    );

    let (mut client, _) = Client::initialized(&[], Some("en"), json!({ "debounceMs": 0 }));
    let pid = client.pid();

    // First diagnostics.
    let start = Instant::now();
    client.open(URI, "pgn", &text);
    let first = client.diagnostics(URI, 1);
    let first_time = start.elapsed();
    println!(
        "first diagnostics: {:.1} ms ({} findings)",
        ms(first_time),
        first.len()
    );

    // The whole file again: a change that replaces all of it.
    let mut version = 1;
    let mut full = Vec::new();
    for _ in 0..5 {
        version += 1;
        let start = Instant::now();
        client.change(URI, version, json!([{ "text": text }]));
        client.diagnostics(URI, version);
        full.push(start.elapsed());
    }
    full.sort();
    let full_median = percentile(&full, 0.5);

    // Small edits spread over the file: a move replaced by another word and
    // back, a comment typed into movetext, a tag value changed.
    let movetext: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.starts_with("1. ") && l.len() > 12)
        .map(|(i, _)| i)
        .collect();
    let step = (movetext.len() / (EDITS / 2)).max(1);
    let mut edits = Vec::new();
    for k in 0..EDITS / 2 {
        let line = movetext[(k * step) % movetext.len()];
        let content = lines[line];
        let word_start = 3;
        let word_end = word_start + content[word_start..].find(' ').unwrap_or(2);
        let original = &content[word_start..word_end];
        let pos = |c: usize| json!({ "line": line, "character": c });
        // Break the first move, then write it back.
        edits.push(
            json!([{ "range": { "start": pos(word_start), "end": pos(word_end) }, "text": "Qh5" }]),
        );
        edits.push(json!([{ "range": { "start": pos(word_start), "end": pos(word_start + 3) }, "text": original }]));
    }
    let mut times = Vec::new();
    for edit in edits {
        version += 1;
        let start = Instant::now();
        client.change(URI, version, edit);
        client.diagnostics(URI, version);
        times.push(start.elapsed());
    }
    times.sort();
    let (median, p95) = (percentile(&times, 0.5), percentile(&times, 0.95));

    // Hovers on moves all over the file.
    let mut hovers = Vec::new();
    for k in 0..EDITS {
        let line = movetext[(k * step / 2 + 7) % movetext.len()];
        let params = json!({
            "textDocument": { "uri": URI },
            "position": { "line": line, "character": 4 }
        });
        let start = Instant::now();
        let hover: Value = client.request("textDocument/hover", params);
        hovers.push(start.elapsed());
        assert!(hover.get("contents").is_some(), "a hover on line {line}");
    }
    hovers.sort();
    let (rss, hwm) = memory(pid);

    println!();
    println!("| measure | figure | goal |");
    println!("|---|---|---|");
    println!(
        "| first diagnostics, {GAMES} games | {:.0} ms | < 1000 ms |",
        ms(first_time)
    );
    println!(
        "| whole file again (median of 5) | {:.1} ms | |",
        ms(full_median)
    );
    println!(
        "| per edit, {EDITS} edits: median / p95 | {:.2} / {:.2} ms | p95 < 20 ms |",
        ms(median),
        ms(p95)
    );
    println!(
        "| whole file / per-edit median | {:.0}× | ≥ 50× |",
        full_median.as_secs_f64() / median.as_secs_f64()
    );
    println!(
        "| whole file / per-edit p95 | {:.0}× | |",
        full_median.as_secs_f64() / p95.as_secs_f64()
    );
    println!(
        "| hover: median / p95 | {:.2} / {:.2} ms | < 5 ms |",
        ms(percentile(&hovers, 0.5)),
        ms(percentile(&hovers, 0.95))
    );
    println!(
        "| server memory: resident / peak | {:.1} / {:.1} MiB | |",
        rss as f64 / 1024.0,
        hwm as f64 / 1024.0
    );
    assert_eq!(client.shutdown(), Some(0));
}
