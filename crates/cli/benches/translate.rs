//! `forsyth translate --to de` side by side with `pgn-extract -WsanBSLTDK`
//! (Debian package `pgn-extract`), whole processes on a large real PGN file:
//! criterion times both; one extra run of each, before, reads its peak memory; the
//! summary prints throughput, the ratio (goal: forsyth ≥ 10× pgn-extract)
//! and peak memory (goal: under 16 MiB whatever the input size, shown on
//! the whole file and on its first fifth).
//!
//! `cargo bench -p forsyth-cli --bench translate`
//! (`FORSYTH_BENCH_PGN=file.pgn` to use another file).

use std::{
    path::{Path, PathBuf},
    process::{Command, Stdio},
    time::{Duration, Instant},
};

use criterion::Criterion;

const FORSYTH: &str = env!("CARGO_BIN_EXE_forsyth");

fn corpus() -> PathBuf {
    if let Some(path) = std::env::var_os("FORSYTH_BENCH_PGN") {
        return PathBuf::from(path);
    }
    let dir = std::env::temp_dir().join("forsyth-corpus");
    let big = dir.join("big.pgn");
    if !big.exists() {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/fetch.sh");
        let ok = Command::new("bash")
            .arg(&script)
            .arg(&dir)
            .env("BIG_MB", "100")
            .status()
            .is_ok_and(|s| s.success());
        assert!(
            ok,
            "no corpus: set FORSYTH_BENCH_PGN or run {} with BIG_MB=100",
            script.display()
        );
    }
    big
}

fn pgn_extract() -> Option<PathBuf> {
    ["/usr/games/pgn-extract", "/usr/bin/pgn-extract"]
        .iter()
        .map(PathBuf::from)
        .find(|p| p.exists())
}

fn forsyth_command(input: &Path) -> Command {
    let mut c = Command::new(FORSYTH);
    c.args(["translate", "--from", "en", "--to", "de"])
        .arg(input)
        .env("FORSYTH_UI_LANG", "en")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    c
}

fn pgn_extract_command(exe: &Path, input: &Path) -> Command {
    let mut c = Command::new(exe);
    c.args(["-s", "-WsanBSLTDK", "-o", "/dev/null"])
        .arg(input)
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    c
}

/// Runs a command to its end and returns its wall time and peak resident
/// memory in KiB (from `wait4`, which also reaps the child).
#[allow(clippy::zombie_processes)]
fn run_measured(mut command: Command) -> (Duration, i64) {
    let start = Instant::now();
    let child = command.spawn().expect("spawn");
    let mut status = 0;
    // SAFETY: `rusage` is plain data that wait4 fills in; the pid is our
    // child's, which nothing else waits for.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as libc::pid_t, "wait4");
    (start.elapsed(), usage.ru_maxrss)
}

/// This process's peak resident memory in KiB (`VmHWM`), on Linux.
fn own_peak_kib() -> Option<i64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The median time criterion measured for `translate/id`, in nanoseconds.
fn median_ns(dir: &Path, id: &str) -> Option<f64> {
    let path = dir.join("translate").join(id).join("new/estimates.json");
    let json: serde_json::Value = serde_json::from_slice(&std::fs::read(path).ok()?).ok()?;
    json["median"]["point_estimate"].as_f64()
}

fn main() {
    let input = corpus();
    let bytes = std::fs::metadata(&input).map(|m| m.len()).unwrap_or(0);
    let Some(extract) = pgn_extract() else {
        eprintln!(
            "pgn-extract is not installed (Debian package pgn-extract): nothing to compare with"
        );
        return;
    };
    // A fifth of the file, to show that memory does not grow with the input.
    // Copied line by line: Linux counts the peak memory of the process that
    // starts a child in the child's peak (it is kept across exec), so this
    // process must stay small.
    let fifth = std::env::temp_dir().join("forsyth-bench-fifth.pgn");
    {
        use std::io::{BufRead, Write};
        let mut from = std::io::BufReader::new(std::fs::File::open(&input).expect("corpus"));
        let mut to = std::io::BufWriter::new(std::fs::File::create(&fifth).expect("write"));
        let mut line = Vec::new();
        let mut written = 0;
        loop {
            line.clear();
            if from.read_until(b'\n', &mut line).expect("read") == 0
                || (written >= bytes / 5 && line.starts_with(b"["))
            {
                break;
            }
            to.write_all(&line).expect("write");
            written += line.len() as u64;
        }
        to.flush().expect("write");
    }

    // Peak memory first, while this process is still small (see above).
    let own_kib = own_peak_kib();
    let (_, ours_kib) = run_measured(forsyth_command(&input));
    let (_, ours_fifth_kib) = run_measured(forsyth_command(&fifth));
    let (_, theirs_kib) = run_measured(pgn_extract_command(&extract, &input));

    let dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target"))
        .join("criterion");
    let mut c = Criterion::default()
        .output_directory(&dir)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(20))
        .configure_from_args();
    let mut group = c.benchmark_group("translate");
    group.bench_function("forsyth", |b| {
        b.iter(|| assert!(forsyth_command(&input).status().is_ok()))
    });
    group.bench_function("pgn-extract", |b| {
        b.iter(|| assert!(pgn_extract_command(&extract, &input).status().is_ok()))
    });
    group.finish();
    c.final_summary();

    println!(
        "\ntranslate to German side by side ({:.1} MB; medians; ratio = forsyth throughput / pgn-extract's, goal >= 10)",
        bytes as f64 / 1e6
    );
    if let (Some(ours), Some(theirs)) = (median_ns(&dir, "forsyth"), median_ns(&dir, "pgn-extract"))
    {
        println!(
            "forsyth translate --to de: {:>7.0} ms, {:>6.1} MB/s, peak {:>6.1} MiB ({:.1} MiB on a fifth of the file)",
            ours / 1e6,
            bytes as f64 / ours * 1e3,
            ours_kib as f64 / 1024.0,
            ours_fifth_kib as f64 / 1024.0
        );
        println!(
            "pgn-extract -WsanBSLTDK:   {:>7.0} ms, {:>6.1} MB/s, peak {:>6.1} MiB",
            theirs / 1e6,
            bytes as f64 / theirs * 1e3,
            theirs_kib as f64 / 1024.0
        );
        println!("ratio: {:.1}x", theirs / ours);
        if let Some(kib) = own_kib {
            println!(
                "(peaks cannot read below this benchmark's own, {:.1} MiB: Linux keeps it across exec)",
                kib as f64 / 1024.0
            );
        }
    }
}
