//! End-to-end tests of `forsyth fen --from/--to` keeping the fields it was
//! given, German Forsyth with `P` pawns, and `forsyth perft` without a depth
//! cap: deep counts, trees too wide to count, and Ctrl-C.
//!
//! Positions: E. Oikonomopoulos, Nuova Rivista 1881 (#3, the README's seed
//! problem, here with Black to move and counters); the game position after
//! 1. e4 c5 (Sicilian Defence); Fool's mate (1. f3 e5 2. g4 Qh4#).

mod common;

use std::{
    process::{Command, Stdio},
    time::{Duration, Instant},
};

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// The binary with `args`, messages in `lang`.
fn command(lang: &str, args: &[&str]) -> Command {
    common::command(lang, args)
}

fn run_in(lang: &str, args: &[&str]) -> Run {
    let output = command(lang, args).output().expect("the binary runs");
    Run {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("UTF-8"),
    }
}

fn run(args: &[&str]) -> Run {
    run_in("en", args)
}

/// Runs `args` and returns its single line of output.
fn line(args: &[&str]) -> String {
    let run = run(args);
    assert_eq!(run.code, Some(0), "{args:?}: {}", run.stderr);
    run.stdout
        .strip_suffix('\n')
        .unwrap_or_else(|| panic!("{args:?}: one line: {:?}", run.stdout))
        .to_owned()
}

const PROBLEM_BLACK_TO_MOVE: &str = "R7/4k3/4N3/K2B4/8/8/8/5R2 b - - 3 40";
const GREEK_BLACK_TO_MOVE: &str = "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 b - - 3 40";
const SICILIAN: &str = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2";
const FOOLS_MATE: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";

// ------------------------------------------------------------------- fen

#[test]
fn greek_forsyth_with_every_field_keeps_them_in_english() {
    // The command of the issue: Black to move and the counters were lost.
    let out = line(&["fen", "--from", "el", "--to", "en", GREEK_BLACK_TO_MOVE]);
    assert_eq!(out, PROBLEM_BLACK_TO_MOVE);
    // And back.
    let out = line(&["fen", "--from", "en", "--to", "el", PROBLEM_BLACK_TO_MOVE]);
    assert_eq!(out, GREEK_BLACK_TO_MOVE);
    let out = line(&["fen", "--to", "el", PROBLEM_BLACK_TO_MOVE]);
    assert_eq!(out, GREEK_BLACK_TO_MOVE);
}

#[test]
fn a_board_alone_gives_the_problemists_form() {
    for (from, board) in [
        ("el", "(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)"),
        ("el", "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2"),
        ("de", "T7/4k3/4S3/K2L4/8/8/8/5T2"),
    ] {
        let out = line(&["fen", "--from", from, "--to", "en", board]);
        assert_eq!(out, "R7/4k3/4N3/K2B4/8/8/8/5R2 (5+1)", "{board}");
        let out = line(&["fen", "--from", from, "--to", "it", board]);
        assert_eq!(out, "T7/4r3/4C3/R2A4/8/8/8/5T2 (5+1)", "{board}");
    }
    // Hebrew has no letter case: the piece list.
    let out = line(&[
        "fen",
        "--from",
        "de",
        "--to",
        "he",
        "T7/4k3/4S3/K2L4/8/8/8/5T2",
    ]);
    assert_eq!(out, "לבן: מא5, צא8, צו1, רד5, פה6. שחור: מה7.");
}

#[test]
fn only_the_fields_given_come_out() {
    // A lenient FEN with the side to move only.
    let out = line(&[
        "fen",
        "--lenient",
        "--to",
        "de",
        "[R7/4k3/4N3/K2B4/8/8/8/5R2 b]",
    ]);
    assert_eq!(out, "T7/4k3/4S3/K2L4/8/8/8/5T2 b");
    let out = line(&[
        "fen",
        "--from",
        "el",
        "--to",
        "de",
        "Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2 b -",
    ]);
    assert_eq!(out, "T7/4k3/4S3/K2L4/8/8/8/5T2 b -");
}

#[test]
fn en_passant_squares_are_written_in_the_languages_files() {
    // After 1. e4 c5: castling rights and the en passant square c6.
    let expected = [
        (
            "en",
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
        ),
        (
            "de",
            "tsldklst/bb1bbbbb/8/2b5/4B3/8/BBBB1BBB/TSLDKLST w KQkq c6 0 2",
        ),
        (
            "it",
            "tcadract/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/TCADRACT w KQkq c6 0 2",
        ),
        (
            "el",
            "πιαβραιπ/σσ1σσσσσ/8/2σ5/4Σ3/8/ΣΣΣΣ1ΣΣΣ/ΠΙΑΒΡΑΙΠ w KQkq γ6 0 2",
        ),
    ];
    for (lang, text) in expected {
        assert_eq!(line(&["fen", "--to", lang, SICILIAN]), text, "{lang}");
        // Every language reads its own text back, and every other one's
        // translation of it.
        assert_eq!(line(&["fen", "--from", lang, text]), SICILIAN, "{lang}");
        for (other, other_text) in expected {
            assert_eq!(
                line(&["fen", "--from", lang, "--to", other, text]),
                other_text,
                "{lang} -> {other}"
            );
        }
    }
    let hebrew = line(&["fen", "--to", "he", SICILIAN]);
    assert!(hebrew.starts_with("לבן: מה1, מהד1, "), "{hebrew}");
    assert!(hebrew.ends_with(". w KQkq ג6 0 2"), "{hebrew}");
}

#[test]
fn german_forsyth_reads_p_pawns_as_well_as_b() {
    // The German seed's P pawns (see locales/de/notation.ftl) and the B of
    // German problem books give the same position.
    let with_p = "tsldklst/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/TSLDKLST w KQkq c6 0 2";
    let with_b = "tsldklst/bb1bbbbb/8/2b5/4B3/8/BBBB1BBB/TSLDKLST w KQkq c6 0 2";
    assert_eq!(line(&["fen", "--from", "de", with_p]), SICILIAN);
    assert_eq!(line(&["fen", "--from", "de", with_b]), SICILIAN);
    // Mixed, too; writing keeps German's own letter, B.
    let mixed = "tsldklst/pb1bbbbb/8/2p5/4P3/8/BBBB1PPP/TSLDKLST w KQkq c6 0 2";
    assert_eq!(line(&["fen", "--from", "de", "--to", "de", mixed]), with_b);
    // Italian has one pawn letter, P: a B is no Italian letter at all.
    let italian_b = "tcadract/bb1bbbbb/8/2b5/4B3/8/BBBB1BBB/TCADRACT w KQkq c6 0 2";
    let run = run(&["fen", "--from", "it", italian_b]);
    assert_eq!(run.code, Some(1), "{}", run.stdout);
    assert!(run.stderr.contains("'b' (U+0062)"), "{}", run.stderr);
}

// ----------------------------------------------------------------- perft

#[test]
fn perft_has_no_depth_cap() {
    // A mated position: no legal move, 0 at any depth, at once.
    for depth in ["13", "32", "4294967295"] {
        let started = Instant::now();
        let run = run(&["perft", depth, "--fen", FOOLS_MATE]);
        assert_eq!(run.code, Some(0), "{depth}: {}", run.stderr);
        assert_eq!(run.stdout, "0\n", "{depth}");
        assert!(started.elapsed() < Duration::from_secs(20), "{depth}");
    }
    // Past a u32: a usage error, saying so in the user's language.
    let run = run(&["perft", "4294967296"]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr
            .contains("depth 4294967296 is more than the largest depth, 4294967295"),
        "{}",
        run.stderr
    );
    let run = run_in("de", &["perft", "4294967296"]);
    assert!(
        run.stderr
            .contains("größer als die größte Tiefe, 4294967295"),
        "{}",
        run.stderr
    );
}

#[test]
fn perft_counts_bare_kings_deeper_than_a_u64_holds() {
    // 3 first moves; 30 plies: about 6^30 leaves, more than 2^64.
    let run = run(&["perft", "30", "--fen", "8/8/8/4k3/8/8/8/K7 w - - 0 1"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 5, "{}", run.stdout);
    let counts: Vec<u128> = lines[..3]
        .iter()
        .map(|l| {
            l.split_once(": ")
                .expect("move: count")
                .1
                .parse()
                .expect("a count")
        })
        .collect();
    let total: u128 = lines[4].parse().expect("the total");
    assert_eq!(counts.iter().sum::<u128>(), total);
    assert!(total > u128::from(u64::MAX), "{total}");
}

#[test]
fn perft_refuses_a_tree_too_wide_to_count() {
    let run = run_in("it", &["perft", "100"]);
    assert_eq!(run.code, Some(2), "{}", run.stdout);
    assert!(run.stdout.is_empty());
    assert!(
        run.stderr
            .contains("la profondità 100 non si può contare da questa posizione"),
        "{}",
        run.stderr
    );
}

/// Ctrl-C (SIGINT) stops a long count: the first moves counted so far are
/// printed, with their total marked as incomplete, and the status is 130.
#[cfg(unix)]
#[test]
fn ctrl_c_prints_what_was_counted_and_exits_130() {
    for (lang, word) in [("en", "incomplete"), ("el", "ελλιπές")] {
        // Perft 8 from the start takes minutes.
        let child = command(lang, &["perft", "8"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        std::thread::sleep(Duration::from_millis(1500));
        let pid = libc::pid_t::try_from(child.id()).expect("a pid");
        // SAFETY: kill has no memory effects; the pid is our child's.
        assert_eq!(unsafe { libc::kill(pid, libc::SIGINT) }, 0);
        let sent = Instant::now();
        let output = child.wait_with_output().expect("the binary ends");
        assert!(sent.elapsed() < Duration::from_secs(30), "stopped soon");
        assert_eq!(output.status.code(), Some(130), "{lang}");
        let stdout = String::from_utf8(output.stdout).expect("UTF-8");
        let lines: Vec<&str> = stdout.lines().collect();
        let last = lines.last().expect("a total");
        assert!(last.contains(word), "{lang}: {stdout}");
        assert!(last.contains("20"), "{lang}: of 20 first moves: {stdout}");
        // The moves counted, each with its count, add up to the total.
        // (None at all when Ctrl-C came before the first one was done.)
        let moves = lines.len().saturating_sub(2);
        let counted: Vec<u128> = lines[..moves]
            .iter()
            .map(|l| {
                l.split_once(": ")
                    .expect("move: count")
                    .1
                    .parse()
                    .expect("count")
            })
            .collect();
        let total: u128 = last
            .split_whitespace()
            .next()
            .and_then(|n| n.parse().ok())
            .expect("the total first");
        assert_eq!(counted.iter().sum::<u128>(), total, "{stdout}");
        assert!(counted.len() < 20, "{stdout}");
    }
}

/// `fen -` reads one position per line of standard input: each printed
/// normalized, each that does not read reported with its line number, the
/// others still printed; the exit status says whether all read.
#[test]
fn fen_reads_standard_input_line_by_line() {
    let input = format!("{PROBLEM_BLACK_TO_MOVE}\n\n  8/8/8/8/8/8/8/K1k5 w - - 0 1  \nnot a fen\n");
    let out = common::output(command("en", &["fen", "-"]), input.as_bytes());
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert_eq!(
        stdout,
        format!("{PROBLEM_BLACK_TO_MOVE}\n8/8/8/8/8/8/8/K1k5 w - - 0 1\n")
    );
    assert!(stderr.contains("line 4 of standard input"), "{stderr}");
    // Translated into Forsyth letters too.
    let out = common::output(
        command("en", &["fen", "--to", "de", "-"]),
        b"8/8/8/8/8/8/8/K1k5 w - - 0 1\n",
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8(out.stdout).unwrap().contains('K'));
}

/// A strict FEN that is a board alone suggests `--lenient`, in the user's
/// language; junk does not.
#[test]
fn a_bare_board_suggests_lenient() {
    let bare = run(&["fen", "8/8/8/8/8/8/8/K1k5"]);
    assert_eq!(bare.code, Some(1));
    assert!(
        bare.stderr.contains("--lenient reads it"),
        "{}",
        bare.stderr
    );
    let german = run_in("de", &["fen", "8/8/8/8/8/8/8/K1k5", "w"]);
    assert!(
        german.stderr.contains("--lenient liest es"),
        "{}",
        german.stderr
    );
    let junk = run(&["fen", "junk"]);
    assert!(!junk.stderr.contains("--lenient"), "{}", junk.stderr);
}
