//! `forsyth check` on a `.pgn.zst` side by side with `zstd -dc FILE |
//! forsyth check -` (the zstd command line tool), whole processes, wall
//! time: the goal is that forsyth reading the compressed file itself takes
//! no longer than the pipe, its decompression overlapping the checking on a
//! thread of its own as zstd's does in a process of its own. `forsyth check`
//! on the plain file shows what decompression costs at all.
//!
//! The `.pgn.zst` is made here from the benchmark corpus (see
//! `crates/notation/benches/corpus.rs`), with a window of 128 KiB so that
//! the repetitions that make the corpus 100 MB are not found: it compresses
//! as the games it holds do (about 5×, as lichess's monthly files),
//! not 500×.
//!
//! Each round runs every side once, in an order that turns round after
//! round, so that a change in the load of the (shared) machine falls on
//! every side alike; the medians, extremes and CPU times are printed with
//! the ratio of the medians. Before the rounds, each side's findings are
//! checked to be the same.
//!
//! `cargo bench -p forsyth-cli --bench compressed` (plain corpus, 10
//! rounds); `FORSYTH_BENCH_CORPUS=annotated`, `FORSYTH_BENCH_PGN=FILE`,
//! `FORSYTH_BENCH_RUNS=N`.

#[path = "../../notation/benches/corpus.rs"]
mod corpus;

use std::{
    io::{BufReader, BufWriter},
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

const FORSYTH: &str = env!("CARGO_BIN_EXE_forsyth");

/// `forsyth check ARG`, its findings to `stdout`.
fn forsyth(arg: &Path, stdout: Stdio) -> Command {
    let mut c = Command::new(FORSYTH);
    c.arg("check")
        .arg(arg)
        .env("FORSYTH_UI_LANG", "en")
        .stdout(stdout)
        .stderr(Stdio::null());
    c
}

/// Waits for `child` ([`corpus::reap`]): its CPU time (user and system),
/// once it has ended well (status 0, or 1 for findings).
fn reap(child: Child) -> Duration {
    let (status, time) = corpus::reap(child);
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) <= 1,
        "status {status}"
    );
    time
}

/// The sides.
#[derive(Clone, Copy)]
enum Side {
    /// `forsyth check FILE.pgn.zst`.
    Compressed,
    /// `zstd -dc FILE.pgn.zst | forsyth check -`.
    Pipe,
    /// `forsyth check FILE.pgn`.
    Plain,
}

impl Side {
    const ALL: [Side; 3] = [Side::Compressed, Side::Pipe, Side::Plain];

    fn name(self) -> &'static str {
        match self {
            Side::Compressed => "forsyth check FILE.pgn.zst",
            Side::Pipe => "zstd -dc FILE.pgn.zst | forsyth check -",
            Side::Plain => "forsyth check FILE.pgn",
        }
    }

    /// Runs the side to its end, the findings to `stdout`: wall time and
    /// CPU time (of both processes of the pipe).
    fn run(self, plain: &Path, zst: &Path, stdout: impl Fn() -> Stdio) -> (Duration, Duration) {
        let start = Instant::now();
        let cpu = match self {
            Side::Compressed => reap(forsyth(zst, stdout()).spawn().expect("forsyth")),
            Side::Plain => reap(forsyth(plain, stdout()).spawn().expect("forsyth")),
            Side::Pipe => {
                let mut zstd = Command::new("zstd")
                    .args(["-dc", "--"])
                    .arg(zst)
                    .stdout(Stdio::piped())
                    .stderr(Stdio::null())
                    .spawn()
                    .expect("zstd");
                let pipe = zstd.stdout.take().expect("a pipe");
                let mut check = forsyth(Path::new("-"), stdout());
                let check = check.stdin(Stdio::from(pipe)).spawn().expect("forsyth");
                reap(zstd) + reap(check)
            }
        };
        (start.elapsed(), cpu)
    }
}

/// Compresses `plain` into `zst` at level 3 with a window of 128 KiB (see
/// the module's documentation), unless `zst` is there already.
fn compress(plain: &Path, zst: &Path) {
    if zst.exists() {
        return;
    }
    let partial = zst.with_extension("zst.part");
    let mut from = BufReader::new(std::fs::File::open(plain).expect("the corpus"));
    let to = BufWriter::new(std::fs::File::create(&partial).expect("a file"));
    let mut encoder = zstd::stream::write::Encoder::new(to, 3).expect("an encoder");
    encoder.window_log(17).expect("a window of 128 KiB");
    std::io::copy(&mut from, &mut encoder).expect("compressed");
    encoder.finish().expect("compressed").into_inner().ok();
    std::fs::rename(&partial, zst).expect("renamed");
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_owned))
        .unwrap_or_else(|| "?".into())
}

fn main() {
    let corpus = corpus::big_pgn();
    let plain = corpus.path.clone();
    if Command::new("zstd").arg("--version").output().is_err() {
        eprintln!(
            "the zstd command (Debian package zstd) is not installed: nothing to compare with"
        );
        return;
    }
    let zst: PathBuf = std::env::temp_dir().join(format!(
        "forsyth-bench-{}-{}.pgn.zst",
        corpus.name,
        corpus.bytes()
    ));
    compress(&plain, &zst);
    let zst_bytes = std::fs::metadata(&zst).map_or(0, |m| m.len());
    let runs: usize = std::env::var("FORSYTH_BENCH_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(10)
        .max(1);

    // Each side finds the same: the same findings, byte for byte (the
    // file names aside: `<stdin>` for the pipe).
    let findings: Vec<String> = Side::ALL
        .iter()
        .map(|side| {
            let out = std::env::temp_dir().join("forsyth-bench-compressed.out");
            side.run(&plain, &zst, || {
                Stdio::from(std::fs::File::create(&out).expect("a file"))
            });
            let text = std::fs::read_to_string(&out).expect("the findings");
            let _ = std::fs::remove_file(&out);
            let names = [
                plain.display().to_string(),
                zst.display().to_string(),
                "<stdin>".to_owned(),
            ];
            names
                .iter()
                .fold(text, |text, name| text.replace(name.as_str(), "FILE"))
        })
        .collect();
    assert!(
        findings.iter().all(|f| *f == findings[0]),
        "the sides find different things"
    );

    let load_before = load_average();
    let mut wall = vec![Vec::new(); Side::ALL.len()];
    let mut cpu = vec![Vec::new(); Side::ALL.len()];
    for round in 0..runs {
        for k in 0..Side::ALL.len() {
            let i = (round + k) % Side::ALL.len();
            let (w, c) = Side::ALL[i].run(&plain, &zst, Stdio::null);
            wall[i].push(w.as_secs_f64());
            cpu[i].push(c.as_secs_f64());
        }
    }
    println!(
        "\ncheck of the {} corpus ({:.1} MB; {:.1} MB zstd-compressed), {runs} rounds, each side in turn; \
         load average {load_before} before, {} after; {} lines of findings",
        corpus.name,
        corpus.bytes() as f64 / 1e6,
        zst_bytes as f64 / 1e6,
        load_average(),
        findings[0].lines().count(),
    );
    for (i, side) in Side::ALL.iter().enumerate() {
        let mut w = wall[i].clone();
        w.sort_by(f64::total_cmp);
        println!(
            "{:<42} wall median {:>6.0} ms (min {:.0}, max {:.0}), CPU median {:>6.0} ms",
            side.name(),
            median(wall[i].clone()) * 1e3,
            w[0] * 1e3,
            w[w.len() - 1] * 1e3,
            median(cpu[i].clone()) * 1e3,
        );
    }
    let ratio = median(wall[0].clone()) / median(wall[1].clone());
    println!(
        "wall time of the .pgn.zst / the pipe: {ratio:.3} (goal <= 1: {})",
        if ratio <= 1.0 { "met" } else { "not met" }
    );
}
