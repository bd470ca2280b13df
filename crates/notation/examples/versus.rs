//! `forsyth check`'s engine side by side with pgn-reader + shakmaty, quick:
//! runs each in turn, round after round (so that a change of the machine's
//! load falls on every side alike), and prints the median times, what each
//! side counted, and the ratios of the times (the `check` benchmark does the
//! same with criterion, slower). forsyth runs on one thread and on one per
//! core. Runs on one thread are also timed by the time their thread spends on
//! a CPU: their wall time on a core of their own, however loaded the machine.
//! Runs on every core also show the CPU time of all their threads, and how
//! many cores that makes by the clock; before and after the runs, how many
//! cores the host gives as many spinning threads as it has cores
//! ([`corpus::cores_given`]): on a shared machine this can be about one
//! whatever forsyth does, and the clock of the runs on every core then
//! measures the machine. Each round also runs pgn-reader + shakmaty on as
//! many threads as cores at once, each over the whole file: how much work
//! the host does on all its cores at the peer's speed on one, the most a
//! side could gain there by working in parallel (a host whose cores share
//! their caches, memory bandwidth or a physical core slows every thread).
//!
//! `cargo run --release -p forsyth-notation --example versus -- FILE [RUNS]`

use std::{path::Path, time::Instant};

use forsyth_notation::{analysis::LanguageChoice, locale::Locales};

#[path = "../benches/corpus.rs"]
mod corpus;
#[path = "../benches/side.rs"]
mod side;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Wall and CPU seconds of one run of `f` (the calling thread's CPU time,
/// and the whole process's), and what it returned.
fn timed<T>(f: impl FnOnce() -> T) -> (f64, Option<f64>, Option<f64>, T) {
    let cpu = corpus::thread_cpu_ns();
    let all = corpus::process_cpu_ns();
    let wall = Instant::now();
    let out = f();
    let wall = wall.elapsed().as_secs_f64();
    let seconds =
        |a: Option<u64>, b: Option<u64>| a.zip(b).map(|(a, b)| b.saturating_sub(a) as f64 / 1e9);
    let cpu = seconds(cpu, corpus::thread_cpu_ns());
    let all = seconds(all, corpus::process_cpu_ns());
    (wall, cpu, all, out)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: versus FILE [RUNS]");
    let runs: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(5).max(1);
    let path = Path::new(&path);
    let locales = Locales::embedded();
    let english = LanguageChoice::Fixed(locales.get("en").expect("en"));
    let sides: [(&str, LanguageChoice<'_>, Option<usize>); 4] = [
        ("forsyth en, 1 core", english, Some(1)),
        ("forsyth auto, 1 core", LanguageChoice::Auto, Some(1)),
        ("forsyth en, all cores", english, None),
        ("forsyth auto, all cores", LanguageChoice::Auto, None),
    ];
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    // What the host gives as many spinning threads as cores, before and
    // after: below the number of cores, the clock of the runs on all cores
    // tells more of the machine's other work than of forsyth's threads.
    let given = || {
        corpus::cores_given(cpus, 300).map_or_else(|| "unknown".to_owned(), |c| format!("{c:.2}"))
    };
    let given_before = given();
    // Per side (pgn-reader first): wall times, CPU times (the thread's, and
    // the whole process's), the last count.
    let mut wall = vec![Vec::new(); sides.len() + 1];
    let mut cpu = vec![Vec::new(); sides.len() + 1];
    let mut all = vec![Vec::new(); sides.len() + 1];
    let mut counts = vec![side::Count::default(); sides.len() + 1];
    // The peer on every core at once: the clock, and all threads' CPU.
    let (mut together, mut together_cpu) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        for i in 0..=sides.len() {
            let (w, c, a, n) = match i.checked_sub(1).map(|s| sides[s]) {
                None => timed(|| side::pgn_reader(path)),
                Some((_, choice, threads)) => {
                    timed(|| side::forsyth(path, &locales, choice, threads))
                }
            };
            wall[i].push(w);
            cpu[i].extend(c);
            all[i].extend(a);
            counts[i] = n;
        }
        let (w, _, a, ()) = timed(|| {
            std::thread::scope(|scope| {
                let peers: Vec<_> = (0..cpus)
                    .map(|_| scope.spawn(|| side::pgn_reader(path)))
                    .collect();
                for peer in peers {
                    peer.join().expect("the peer's thread");
                }
            });
        });
        together.push(w);
        together_cpu.extend(a);
    }
    println!("{}: {runs} runs of each, {cpus} cores", path.display());
    println!(
        "cores the host gave {cpus} spinning threads: {given_before} before the runs, {} after",
        given()
    );
    let names = std::iter::once("pgn-reader+shakmaty").chain(sides.iter().map(|s| s.0));
    let one_thread = |i: usize| i == 0 || sides[i - 1].2 == Some(1);
    let base_wall = median(wall[0].clone());
    let base_cpu = (!cpu[0].is_empty()).then(|| median(cpu[0].clone()));
    for (i, name) in names.enumerate() {
        let w = median(wall[i].clone());
        print!("{name:<24} wall {w:>6.3} s (ratio {:.2})", base_wall / w);
        if one_thread(i)
            && let (Some(base), false) = (base_cpu, cpu[i].is_empty())
        {
            let c = median(cpu[i].clone());
            print!(", CPU {c:>6.3} s (ratio {:.2})", base / c);
        } else if !one_thread(i)
            && let Some(base) = base_cpu
        {
            print!(", ratio to pgn-reader's CPU time {:.2}", base / w);
            if !all[i].is_empty() {
                let a = median(all[i].clone());
                print!(", CPU of all threads {a:.2} s ({:.2} cores)", a / w);
            }
        }
        println!("  {:?}", counts[i]);
    }
    if let Some(base) = base_cpu {
        let w = median(together);
        print!(
            "pgn-reader+shakmaty x{cpus} at once: wall {w:.3} s for {cpus} times the work, \
             {:.2} times its CPU time on one core",
            cpus as f64 * base / w
        );
        if !together_cpu.is_empty() {
            let a = median(together_cpu);
            print!(" (CPU of all threads {a:.2} s, {:.2} cores)", a / w);
        }
        println!(": the most a ratio on all cores can be at the peer's speed on one");
    }
}
