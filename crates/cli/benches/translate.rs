//! `forsyth translate --to de` side by side with `pgn-extract -WsanBSLTDK`
//! (Debian package `pgn-extract`), whole processes on a large real PGN file:
//! criterion times forsyth on one core (the process pinned to core 0, so it
//! works on one thread), forsyth on every core, and pgn-extract (single
//! threaded; pinned to core 0 too); the runs on one core by their CPU time
//! (user and system: their wall time on a core of their own, however loaded
//! the machine), the run on every core by the clock. One extra run of each,
//! before, reads its peak memory. The summary prints throughput, the ratios (goal: forsyth on
//! one core ≥ 15× pgn-extract) and peak memory (goal: under 16 MiB whatever
//! the input size, shown on the whole file and on its first fifth).
//!
//! `cargo bench -p forsyth-cli --bench translate` (the plain corpus);
//! `FORSYTH_BENCH_CORPUS=annotated cargo bench -p forsyth-cli --bench translate`
//! (lessons, studies and puzzles); `FORSYTH_BENCH_PGN=file.pgn` for another
//! file. See `crates/notation/benches/corpus.rs`.

#[path = "../../notation/benches/corpus.rs"]
mod corpus;

use std::{
    os::unix::process::CommandExt,
    path::Path,
    process::{Command, Stdio},
    time::{Duration, Instant},
};

use criterion::{Criterion, SamplingMode};

const FORSYTH: &str = env!("CARGO_BIN_EXE_forsyth");

/// Pins the command's process to core 0: it sees one core and works on
/// one thread.
fn one_core(c: &mut Command) {
    // SAFETY: between fork and exec the closure only calls
    // sched_setaffinity, which is async-signal-safe, on plain data of its
    // own.
    unsafe {
        c.pre_exec(|| {
            let mut set: libc::cpu_set_t = std::mem::zeroed();
            libc::CPU_SET(0, &mut set);
            if libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &set) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

/// `forsyth translate --to de FILE`, on core 0 alone or on every core.
fn forsyth_command(input: &Path, pinned: bool) -> Command {
    let mut c = Command::new(FORSYTH);
    c.args(["translate", "--to", "de"])
        .arg(input)
        .env("FORSYTH_UI_LANG", "en")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    if pinned {
        one_core(&mut c);
    }
    c
}

/// `pgn-extract -s -WsanBSLTDK -o /dev/null FILE`, on core 0.
fn pgn_extract_command(exe: &Path, input: &Path) -> Command {
    let mut c = Command::new(exe);
    c.args(["-s", "-WsanBSLTDK", "-o", "/dev/null"])
        .arg(input)
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    one_core(&mut c);
    c
}

/// What a finished command took.
struct Run {
    /// From start to end.
    wall: Duration,
    /// User and system CPU time of the process: its wall time on a core of
    /// its own when it works on one thread, however loaded the machine.
    cpu: Duration,
    /// Peak resident memory, in KiB.
    peak_kib: i64,
}

/// Runs a command to its end and measures it (with `wait4`, which also reaps
/// the child).
#[allow(clippy::zombie_processes)]
fn run_measured(mut command: Command) -> Run {
    let start = Instant::now();
    let child = command.spawn().expect("spawn");
    let mut status = 0;
    // SAFETY: `rusage` is plain data that wait4 fills in; the pid is our
    // child's, which nothing else waits for.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as libc::pid_t, "wait4");
    let wall = start.elapsed();
    let time = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    Run {
        wall,
        cpu: time(usage.ru_utime) + time(usage.ru_stime),
        peak_kib: usage.ru_maxrss,
    }
}

/// The total CPU time of `n` runs of a command (see [`Run::cpu`]).
fn cpu_time(n: u64, command: impl Fn() -> Command) -> Duration {
    (0..n).map(|_| run_measured(command()).cpu).sum()
}

/// This process's peak resident memory in KiB (`VmHWM`), on Linux.
fn own_peak_kib() -> Option<i64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let corpus = corpus::big_pgn();
    let input = corpus.path.clone();
    let bytes = corpus.bytes();
    let Some(extract) = corpus::pgn_extract() else {
        eprintln!(
            "pgn-extract is not installed (Debian package pgn-extract): nothing to compare with"
        );
        return;
    };
    // A fifth of the file, to show that memory does not grow with the input.
    // Copied line by line: Linux counts the peak memory of the process that
    // starts a child in the child's peak (it is kept across exec), so this
    // process must stay small.
    let fifth = std::env::temp_dir().join(format!("forsyth-bench-fifth-{}.pgn", corpus.name));
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
    let peak = |c: Command| run_measured(c).peak_kib as f64 / 1024.0;
    let ours_1 = peak(forsyth_command(&input, true));
    let ours_1_fifth = peak(forsyth_command(&fifth, true));
    let ours_all = peak(forsyth_command(&input, false));
    let ours_all_fifth = peak(forsyth_command(&fifth, false));
    let theirs_mib = peak(pgn_extract_command(&extract, &input));

    let dir = corpus::criterion_dir();
    let group_name = format!("translate-{}", corpus.name);
    let mut c = Criterion::default()
        .output_directory(&dir)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(20))
        .configure_from_args();
    let mut group = c.benchmark_group(&group_name);
    // Each run takes a second or more: the same number of runs per sample.
    group.sampling_mode(SamplingMode::Flat);
    // Runs pinned to one core are timed on the CPU (see Run::cpu), forsyth
    // on every core by the clock.
    group.bench_function("forsyth-1-core", |b| {
        b.iter_custom(|n| cpu_time(n, || forsyth_command(&input, true)))
    });
    group.bench_function("forsyth-all-cores", |b| {
        b.iter_custom(|n| {
            (0..n)
                .map(|_| run_measured(forsyth_command(&input, false)).wall)
                .sum()
        })
    });
    group.bench_function("pgn-extract", |b| {
        b.iter_custom(|n| cpu_time(n, || pgn_extract_command(&extract, &input)))
    });
    group.finish();
    c.final_summary();

    println!(
        "\ntranslate to German side by side, {} corpus ({:.1} MB; medians: CPU time on one core, wall time on all; ratio = pgn-extract's time / forsyth's; goals: >= 15 on one core, peak < 16 MiB)",
        corpus.name,
        bytes as f64 / 1e6
    );
    let median = |id| corpus::median_ns(&dir, &group_name, id);
    let Some(theirs) = median("pgn-extract") else {
        return;
    };
    for (id, name, mib, fifth_mib) in [
        ("forsyth-1-core", "forsyth, one core", ours_1, ours_1_fifth),
        (
            "forsyth-all-cores",
            "forsyth, all cores",
            ours_all,
            ours_all_fifth,
        ),
    ] {
        if let Some(ours) = median(id) {
            println!(
                "{name:<20}: {:>7.0} ms, {:>6.1} MB/s, peak {mib:>5.1} MiB ({fifth_mib:.1} MiB on a fifth of the file), ratio {:.1}x",
                ours / 1e6,
                bytes as f64 / ours * 1e3,
                theirs / ours
            );
        }
    }
    println!(
        "{:<20}: {:>7.0} ms, {:>6.1} MB/s, peak {theirs_mib:>5.1} MiB",
        "pgn-extract",
        theirs / 1e6,
        bytes as f64 / theirs * 1e3,
    );
    if let Some(kib) = own_kib {
        println!(
            "(peaks cannot read below this benchmark's own, {:.1} MiB: Linux keeps it across exec)",
            kib as f64 / 1024.0
        );
    }
}
