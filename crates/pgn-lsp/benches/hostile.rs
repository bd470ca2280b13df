//! The language server against documents built to hurt it, through its
//! real protocol (the real binary over standard input and output):
//!
//! - completion at the end of games of 2k to 1M plies: the first request
//!   after the document is opened, and the median of the next five;
//! - rename, code actions, hover, symbols and formatting on a 1M-ply game;
//! - hovers on a small document while a heavy request runs on the 1M-ply
//!   game, against hovers with nothing else running, in turn (p50, p95 and
//!   worst of those answered while it ran);
//! - edits of the 1M-ply game, near its end and at its start, each to its
//!   diagnostics;
//! - `documentSymbol` on the first 20 MB and on all 100 MB of the
//!   benchmark corpus: the time to the answer and the server's peak
//!   resident memory, each in a server of its own.
//!
//! Goals: completion at the end of a 1M-ply game < 50 ms; a hover on a
//! small document < 5 ms while a heavy request runs on a big one; symbols
//! on 100 MB < 2 s and < 500 MiB. A request without an answer within
//! `FORSYTH_BENCH_TIMEOUT` seconds (default 60) is reported as such.
//!
//! `cargo bench -p pgn-lsp --bench hostile` (`FORSYTH_BENCH_PGN=file.pgn`
//! to use another corpus; `FORSYTH_BENCH_PLIES=1000000` for one game length
//! only; `FORSYTH_BENCH_ONLY=completion,requests,busy,edits,symbols`, or some of
//! them). A time is to the last byte of the answer: how long this client
//! takes to parse a large one is left out (it only counts the items of an
//! answer over 1 MB).

#[path = "../../notation/benches/corpus.rs"]
mod corpus;
#[path = "../tests/support/mod.rs"]
mod support;

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::{Client, at, long_game};

const BIG: &str = "file:///bench/long.pgn";
const SMALL: &str = "file:///bench/small.pgn";
const SMALL_TEXT: &str = "[Event \"small\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n";

fn timeout() -> Duration {
    let secs = std::env::var("FORSYTH_BENCH_TIMEOUT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    Duration::from_secs(secs)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// VmHWM of a process, in MiB.
fn peak_mib(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse::<f64>().ok())
        .unwrap_or(0.0)
        / 1024.0
}

fn server() -> Client {
    Client::initialized(&[], Some("en"), json!({ "debounceMs": 0 })).0
}

/// Opens `text` and waits for its diagnostics; the time they took.
fn open(client: &mut Client, uri: &str, text: &str) -> Option<Duration> {
    let start = Instant::now();
    client.open(uri, "pgn", text);
    client.wait_within(
        "textDocument/publishDiagnostics",
        |p| p["uri"] == uri && p["version"] == 1,
        timeout(),
    )?;
    Some(start.elapsed())
}

/// One request's round trip, to the last byte of its answer (this
/// client's parsing of a large answer left out), or `None` without an
/// answer in time.
fn timed(client: &mut Client, method: &str, params: Value) -> (Option<Duration>, Value) {
    let start = Instant::now();
    let id = client.send_request(method, params);
    match client.response(id, timeout()) {
        Some(response) => {
            let at = client.received_at(id).unwrap_or_else(Instant::now);
            (Some(at.duration_since(start)), response)
        }
        None => (None, Value::Null),
    }
}

fn show(d: Option<Duration>) -> String {
    match d {
        Some(d) => format!("{:.1} ms", ms(d)),
        None => format!("no answer in {} s", timeout().as_secs()),
    }
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn completion_by_length(lengths: &[usize]) {
    println!(
        "| plies | first diagnostics | completion at the end: first / median of next 5 | items |"
    );
    println!("|---|---|---|---|");
    for &plies in lengths {
        let (text, line, character) = long_game(plies);
        let mut client = server();
        let diagnostics = open(&mut client, BIG, &text);
        let (first, response) = timed(
            &mut client,
            "textDocument/completion",
            at(BIG, line, character),
        );
        let items = response["result"].as_array().map_or(0, Vec::len);
        let mut later = Vec::new();
        if first.is_some() {
            for _ in 0..5 {
                match timed(
                    &mut client,
                    "textDocument/completion",
                    at(BIG, line, character),
                ) {
                    (Some(d), _) => later.push(d),
                    (None, _) => break,
                }
            }
        }
        let later = if later.len() == 5 {
            show(Some(median(later)))
        } else {
            "—".into()
        };
        println!(
            "| {plies} | {} | {} / {later} | {items} |",
            show(diagnostics),
            show(first)
        );
    }
}

fn heavy_requests(plies: usize) {
    let (text, line, character) = long_game(plies);
    let mut client = server();
    let diagnostics = open(&mut client, BIG, &text);
    println!(
        "{plies}-ply game ({:.1} MB): first diagnostics {}",
        text.len() as f64 / 1e6,
        show(diagnostics)
    );
    println!();
    println!("| request on the {plies}-ply game | time |");
    println!("|---|---|");
    let middle = line / 2;
    let requests: Vec<(&str, &str, Value)> = vec![
        (
            "completion at the end",
            "textDocument/completion",
            at(BIG, line, character),
        ),
        (
            "completion in the middle",
            "textDocument/completion",
            at(BIG, middle, 4),
        ),
        (
            "hover on the last move",
            "textDocument/hover",
            at(BIG, line, character - 2),
        ),
        (
            "prepareRename on the last move",
            "textDocument/prepareRename",
            at(BIG, line, character - 2),
        ),
        (
            "rename to German",
            "textDocument/rename",
            json!({ "textDocument": { "uri": BIG }, "position": { "line": line, "character": character - 2 }, "newName": "de" }),
        ),
        (
            "code actions at the end",
            "textDocument/codeAction",
            json!({ "textDocument": { "uri": BIG }, "range": { "start": { "line": line, "character": character }, "end": { "line": line, "character": character } }, "context": { "diagnostics": [] } }),
        ),
        (
            "symbols",
            "textDocument/documentSymbol",
            json!({ "textDocument": { "uri": BIG } }),
        ),
        (
            "folding",
            "textDocument/foldingRange",
            json!({ "textDocument": { "uri": BIG } }),
        ),
        (
            "formatting",
            "textDocument/formatting",
            json!({ "textDocument": { "uri": BIG }, "options": { "tabSize": 4, "insertSpaces": true } }),
        ),
    ];
    let mut stuck = false;
    for (name, method, params) in requests {
        if stuck {
            println!("| {name} | (not tried: the server is busy) |");
            continue;
        }
        let (time, _) = timed(&mut client, method, params);
        stuck = time.is_none();
        println!("| {name} | {} |", show(time));
    }
    let (time, _) = timed(&mut client, "shutdown", Value::Null);
    println!("| shutdown | {} |", show(time));
}

/// Rounds of [`hover_while_busy`].
const ROUNDS: usize = 20;
/// Hovers a round sends while a heavy request runs (and with none).
const HOVERS: usize = 5;

/// Hovers on a small document while a heavy request on the big one is in
/// flight, against hovers with nothing else running, in turn round after
/// round (so that the machine's load falls on both alike): each round
/// sends [`HOVERS`] hovers one after the other right after the heavy
/// request, and counts those answered before it.
fn hover_while_busy(plies: usize) {
    let (text, line, character) = long_game(plies);
    let mut client = server();
    open(&mut client, BIG, &text);
    open(&mut client, SMALL, SMALL_TEXT);
    println!();
    println!("load average before: {}", load_average());
    println!();
    println!(
        "| while this runs on the {plies}-ply game | hovers on a small document answered meanwhile | p50 / p95 / max | the heavy request (median) |"
    );
    println!("|---|---|---|---|");
    let heavy: Vec<(&str, Option<(&str, Value)>)> = vec![
        ("nothing", None),
        (
            "completion in the middle",
            Some(("textDocument/completion", at(BIG, line / 2, 4))),
        ),
        (
            "rename to German",
            Some((
                "textDocument/rename",
                json!({ "textDocument": { "uri": BIG }, "position": { "line": line, "character": character - 2 }, "newName": "de" }),
            )),
        ),
        (
            "formatting",
            Some((
                "textDocument/formatting",
                json!({ "textDocument": { "uri": BIG }, "options": { "tabSize": 4, "insertSpaces": true } }),
            )),
        ),
    ];
    let mut hovers: Vec<Vec<Duration>> = vec![Vec::new(); heavy.len()];
    let mut heavy_times: Vec<Vec<Duration>> = vec![Vec::new(); heavy.len()];
    for _ in 0..ROUNDS {
        for (k, (_, request)) in heavy.iter().enumerate() {
            let start = Instant::now();
            let id = request
                .as_ref()
                .map(|(method, params)| client.send_request(method, params.clone()));
            let mut answered = Vec::new();
            for _ in 0..HOVERS {
                let (Some(hover), _) = timed(&mut client, "textDocument/hover", at(SMALL, 2, 4))
                else {
                    println!("| a hover | no answer in {} s | | |", timeout().as_secs());
                    return;
                };
                answered.push((hover, Instant::now()));
            }
            let Some(id) = id else {
                hovers[k].extend(answered.iter().map(|(d, _)| *d));
                continue;
            };
            if client.response(id, timeout()).is_none() {
                println!(
                    "| {} | no answer in {} s | | |",
                    heavy[k].0,
                    timeout().as_secs()
                );
                return;
            }
            let done = client.received_at(id).unwrap_or_else(Instant::now);
            heavy_times[k].push(done.duration_since(start));
            // Only the hovers answered while the heavy request ran.
            hovers[k].extend(
                answered
                    .iter()
                    .filter(|(_, at)| *at < done)
                    .map(|(d, _)| *d),
            );
        }
    }
    for (k, (name, _)) in heavy.iter().enumerate() {
        let mut times = hovers[k].clone();
        times.sort();
        let heavy = if heavy_times[k].is_empty() {
            "—".to_owned()
        } else {
            format!("{:.0} ms", ms(median(heavy_times[k].clone())))
        };
        if times.is_empty() {
            println!("| {name} | 0 | | {heavy} |");
            continue;
        }
        println!(
            "| {name} | {} | {:.2} / {:.2} / {:.2} ms | {heavy} |",
            times.len(),
            ms(percentile(&times, 0.5)),
            ms(percentile(&times, 0.95)),
            ms(*times.last().unwrap()),
        );
    }
    println!();
    println!("load average after: {}", load_average());
}

/// The `p` percentile of sorted times.
fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// The machine's load averages (1, 5, 15 minutes).
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .unwrap_or_default()
        .split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Edits of the `plies`-ply game, each waited for until its diagnostics
/// are published: a move near the end changed and changed back, and the
/// same at the start.
fn edits_of_a_long_game(plies: usize) {
    let (text, line, character) = long_game(plies);
    let mut client = server();
    open(&mut client, BIG, &text);
    println!();
    println!("load average: {}", load_average());
    println!();
    println!("| an edit of the {plies}-ply game, to its diagnostics | median / worst of 10 |");
    println!("|---|---|");
    let mut version = 1;
    // The last move of the game (Black's "Ng8", made "Nd5"), and the
    // first (White's "Nf3" on the line after the tags, made "Nc3").
    let first_line = line - u32::try_from(plies.div_ceil(16)).unwrap_or(0) + 1;
    for (name, at_line, column, words) in [
        ("the last move", line, character - 4, ["Nd5", "Ng8"]),
        ("the first move", first_line, 3, ["Nc3", "Nf3"]),
    ] {
        let mut times = Vec::new();
        for word in words.repeat(5) {
            version += 1;
            let range = json!({ "start": { "line": at_line, "character": column }, "end": { "line": at_line, "character": column + 3 } });
            let start = Instant::now();
            client.change(BIG, version, json!([{ "range": range, "text": word }]));
            if client
                .wait_within(
                    "textDocument/publishDiagnostics",
                    |p| p["uri"] == BIG && p["version"] == version,
                    timeout(),
                )
                .is_none()
            {
                println!("| {name} | no diagnostics in {} s |", timeout().as_secs());
                return;
            }
            times.push(start.elapsed());
        }
        times.sort();
        println!(
            "| {name} | {:.0} / {:.0} ms |",
            ms(percentile(&times, 0.5)),
            ms(*times.last().unwrap())
        );
    }
}

fn symbols_of_corpus(sizes_mb: &[usize]) {
    let corpus = corpus::big_pgn();
    let all = std::fs::read(&corpus.path).expect("the corpus reads");
    let all = String::from_utf8_lossy(&all);
    println!();
    println!(
        "corpus: {} ({:.1} MB)",
        corpus.path.display(),
        all.len() as f64 / 1e6
    );
    println!();
    println!("| document | first diagnostics | symbols | symbols listed | server peak memory |");
    println!("|---|---|---|---|---|");
    for &mb in sizes_mb {
        let mut end = (mb * 1_000_000).min(all.len());
        while !all.is_char_boundary(end) {
            end -= 1;
        }
        let text = &all[..end];
        let mut client = server();
        let pid = client.pid();
        let diagnostics = open(&mut client, BIG, text);
        let (time, response) = timed(
            &mut client,
            "textDocument/documentSymbol",
            json!({ "textDocument": { "uri": BIG } }),
        );
        // An error answer is shown as such, not as no symbols.
        let count = match (&response["result"], &response["error"]) {
            (Value::Array(list), _) => list.len().to_string(),
            (_, Value::Null) => "none".to_owned(),
            (_, error) => format!("error {}: {}", error["code"], error["message"]),
        };
        println!(
            "| {:.0} MB | {} | {} | {count} | {:.0} MiB |",
            text.len() as f64 / 1e6,
            show(diagnostics),
            show(time),
            peak_mib(pid)
        );
    }
}

fn main() {
    // This client sums up answers over 1 MB instead of parsing them.
    support::SUMMARIZE_ABOVE.store(1 << 20, std::sync::atomic::Ordering::Relaxed);
    let lengths: Vec<usize> = match std::env::var("FORSYTH_BENCH_PLIES") {
        Ok(v) => vec![v.parse().expect("FORSYTH_BENCH_PLIES is a number")],
        Err(_) => vec![2_000, 8_000, 32_000, 128_000, 1_000_000],
    };
    let only = std::env::var("FORSYTH_BENCH_ONLY").unwrap_or_default();
    let runs = |part: &str| only.is_empty() || only.split(',').any(|p| p == part);
    let longest = *lengths.iter().max().unwrap();
    if runs("completion") {
        completion_by_length(&lengths);
        println!();
    }
    if runs("requests") {
        heavy_requests(longest);
    }
    if runs("busy") {
        hover_while_busy(longest);
    }
    if runs("edits") {
        edits_of_a_long_game(longest);
    }
    if runs("symbols") {
        symbols_of_corpus(&[20, 100]);
    }
}
